"""Decision requests about synthetic tickets, on both wires, with the answer each question should get.

A :class:`Case` is one request body for ``/v1/decisions`` or ``/v1/systemone`` (several questions
about one ticket from :mod:`augury.demo.tickets`) and, per question, the index of the label a
correct model puts first. The bodies are what a client would send; training and evaluation both
push them through the server's own parsers and planner, so the model learns and is graded on
exactly the prompts the server renders.

Question families (what the demo model can decide):

* predicate / noul: is it about billing, technical, shipping or sales; a refund request; spam; urgent
  (stated urgency high or critical; tickets of medium urgency are not asked);
* choice: which team (2–4 of billing, technical, shipping, sales, in any order, with or without
  descriptions), and yes/no facts asked as a choice between ``true`` and ``false``;
* score: urgency on 3 (low, medium, high), 4 (… critical) or 5 (none … critical) levels.

Off-domain questions (anything else: colours, planets, moods) have no right answer; the demo
model is trained to answer them with ``?`` rather than a label, so their label mass stays low.
Wording comes from two disjoint pools, ``train`` and ``heldout``, like the tickets.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Literal

import numpy as np

from augury.decisions.model import QuestionKind
from augury.demo import natural
from augury.demo.tickets import NOISE_WORDS, POOLS, TOPICS, Style, Ticket, Topic, heldout_pair, make_ticket, pick

Route = Literal["decisions", "systemone"]
ROUTES: tuple[Route, ...] = ("decisions", "systemone")

YES, NO = 0, 1
"""Label indices of a predicate's answers (labels ``yes``, ``no``)."""

ABSTAIN_TEXT = "?"
"""What the demo model answers to a question outside its families (one token, not a label)."""


@dataclass(frozen=True)
class Expectation:
    """What one question should be answered: the correct label's index, or ``None`` off-domain.

    ``family`` names the question family (``predicate:billing``, ``choice:team``, ``score:5``,
    ``offdomain:predicate``) for reports.
    """

    kind: QuestionKind
    family: str
    answer: int | None


@dataclass(frozen=True)
class Case:
    """One request body for ``route`` and the expectation of each of its questions, in order."""

    route: Route
    body: dict[str, Any]
    expectations: tuple[Expectation, ...]


@dataclass(frozen=True)
class _Spec:
    """A question before it takes a wire's shape (booleans stay booleans until then)."""

    kind: QuestionKind
    family: str
    instructions: str
    answer: int | None
    options: tuple[tuple[str | bool, str | None], ...] = ()
    levels: tuple[tuple[str, str | None], ...] = ()
    yes_text: str | None = None
    no_text: str | None = None


# -- wording --------------------------------------------------------------------------------------

Fact = Literal["billing", "technical", "shipping", "sales", "refund", "spam", "urgent"]
FACTS: tuple[Fact, ...] = ("billing", "technical", "shipping", "sales", "refund", "spam", "urgent")


def fact_value(ticket: Ticket, fact: Fact, *, unsaid_is_medium: bool = True) -> bool | None:
    """Whether ``fact`` holds for ``ticket``; ``None`` when the question would be ambiguous."""
    if fact == "spam":
        return ticket.spam
    if fact == "refund":
        return ticket.refund
    if fact == "urgent":
        if ticket.spam or ticket.urgency == 2 or (ticket.urgency is None and not unsaid_is_medium):
            return None
        # Urgency left unsaid reads as medium: not urgent.
        return ticket.urgency is not None and ticket.urgency >= 3
    return ticket.topic == fact


@dataclass(frozen=True)
class _Wording:
    statements: dict[Fact, tuple[str, ...]]
    """Predicate instructions (statements)."""
    questions: dict[Fact, tuple[str, ...]]
    """The same facts asked as yes/no questions (boolean choices)."""
    criteria: dict[Fact, tuple[str, str]]
    """SystemOne noul criteria: what yes and no mean."""
    team_questions: tuple[str, ...]
    team_names: dict[Topic, tuple[str, ...]]
    team_descriptions: dict[Topic, tuple[str, ...]]
    bool_descriptions: tuple[tuple[str, str], ...]
    urgency_questions: tuple[str, ...]
    scales: dict[int, tuple[tuple[str, ...], ...]]
    scale_descriptions: dict[int, tuple[str, ...]]
    offdomain_statements: tuple[str, ...]
    offdomain_choices: tuple[tuple[str, tuple[str, ...]], ...]
    offdomain_scores: tuple[tuple[str, tuple[str, ...]], ...]
    state_keys: tuple[str, str, str]
    """JSON state member names for the customer, the subject and the message."""
    invented_offdomain: bool = False
    """Whether half the off-domain questions are invented from random neutral words: the model then learns
    to answer ``?`` to whatever is not one of its questions, not only to the few written out here."""


_TRAIN_WORDING = _Wording(
    statements={
        "billing": ("The ticket is about billing.", "This message is about a payment, charge or invoice.",
                    "The customer has a billing problem.", "It is a billing question.",
                    "The message concerns an invoice or a charge."),
        "technical": ("The ticket is about a technical problem.", "The customer reports a bug or an error.",
                      "This is a technical support request.", "Something in the product is not working.",
                      "It is about a technical issue."),
        "shipping": ("The ticket is about shipping or delivery.", "This is about a package or a delivery.",
                     "The customer has a shipping problem.", "It is about the delivery of an order.",
                     "The message concerns shipping."),
        "sales": ("The ticket is a sales inquiry.", "The customer wants to buy something or asks about prices.",
                  "This is a question for the sales team.", "It is about pricing or a quote.",
                  "The customer is a sales lead."),
        "refund": ("The customer asks for a refund.", "This is a refund request.",
                   "The sender wants their money back.", "A refund is requested.", "The customer wants a refund."),
        "spam": ("This message is spam.", "The ticket is spam or a scam.", "This is junk mail, not a real ticket.",
                 "It is spam.", "The message is an unsolicited advertisement."),
        "urgent": ("The request is urgent.", "This ticket needs attention today.", "The ticket has high priority.",
                   "It is urgent.", "The customer needs help today."),
    },
    questions={
        "billing": ("Is this ticket about billing?", "Is it a billing question?", "Is this about a charge or invoice?"),
        "technical": ("Is this a technical problem?", "Does the customer report a bug or an error?",
                      "Is it a technical issue?"),
        "shipping": ("Is this ticket about shipping?", "Is it about a delivery?", "Is it a shipping question?"),
        "sales": ("Is this a sales inquiry?", "Does the customer want a price quote?", "Is it about pricing?"),
        "refund": ("Does the customer want a refund?", "Is this a refund request?", "Is a refund requested?"),
        "spam": ("Is this message spam?", "Is it a scam or junk mail?", "Is it spam?"),
        "urgent": ("Is this urgent?", "Does this ticket need attention today?", "Is it high priority?"),
    },
    criteria={
        "billing": ("the ticket is about payments, charges or invoices", "it is about something else"),
        "technical": ("the customer reports a bug, an error or a login problem", "no technical problem"),
        "shipping": ("the ticket is about a package or a delivery", "it is not about shipping"),
        "sales": ("the customer wants to buy or asks for prices", "not a sales question"),
        "refund": ("the customer asks for money back", "no refund is requested"),
        "spam": ("the message is spam or a scam", "a real customer message"),
        "urgent": ("it needs help today", "it can wait"),
    },
    team_questions=("Which team should handle this ticket?", "Route this ticket to the right team.",
                    "Which department does this belong to?", "Which team is responsible?",
                    "Where should this ticket go?"),
    team_names={
        "billing": ("billing", "Billing", "billing team", "Billing department", "billing desk", "accounts and billing"),
        "technical": ("technical", "Technical", "tech support", "technical team", "Tech", "technical support desk"),
        "shipping": ("shipping", "Shipping", "delivery", "shipping team", "Delivery", "shipping and delivery"),
        "sales": ("sales", "Sales", "sales team", "Sales department", "sales desk", "new sales"),
    },
    team_descriptions={
        "billing": ("payments, charges and invoices", "charges, invoices and refunds", "money and bills", "invoices"),
        "technical": ("bugs, errors and login problems", "crashes and errors", "app and website problems", "errors"),
        "shipping": ("packages and delivery", "orders in transit", "late or lost parcels", "deliveries"),
        "sales": ("prices, quotes and new customers", "new purchases", "quotes and discounts", "pricing"),
    },
    bool_descriptions=(("yes", "no"), ("it is", "it is not"), ("the answer is yes", "the answer is no")),
    urgency_questions=("How urgent is this ticket?", "Rate the urgency of this request.",
                       "What priority should this ticket get?", "How urgent is it?", "What is the urgency?"),
    scales={
        3: (("low", "medium", "high"), ("Low", "Medium", "High"), ("low urgency", "medium urgency", "high urgency")),
        4: (("low", "medium", "high", "critical"), ("Low", "Medium", "High", "Critical")),
        5: (("none", "low", "medium", "high", "critical"), ("very low", "low", "medium", "high", "very high")),
    },
    scale_descriptions={
        3: ("can wait a week or more", "within a few days", "today"),
        4: ("can wait a week or more", "within a few days", "today", "right now"),
        5: ("no hurry at all", "next week", "within a few days", "today", "right now"),
    },
    offdomain_statements=("The customer's name starts with a vowel.", "The text is written in French.",
                          "Today is a sunny day.", "Cats are better than dogs.", "The number of words is even.",
                          "The writer is left-handed.", "The sender likes pizza."),
    offdomain_choices=(
        ("Which color is the best?", ("red", "green", "blue")),
        ("Which planet is closest to the sun?", ("Mars", "Mercury", "Venus")),
        ("Which animal would the writer prefer?", ("cat", "dog", "horse", "fish")),
        ("Which season is it?", ("spring", "summer", "autumn", "winter")),
    ),
    offdomain_scores=(
        ("How funny is this message?", ("not funny", "funny", "hilarious")),
        ("How tall is the writer?", ("short", "average", "tall")),
        ("How much does the writer like music?", ("not at all", "a little", "a lot", "very much")),
    ),
    state_keys=("customer", "subject", "message"),
    invented_offdomain=True,
)

_PARAPHRASE_WORDING = _Wording(
    statements={
        "billing": ("It concerns billing.", "This is a billing issue (charges, invoices, payments)."),
        "technical": ("It describes a technical issue.", "It is a technical support question."),
        "shipping": ("It concerns the delivery of an order.", "This is a shipping question."),
        "sales": ("It is a sales lead.", "Someone is asking for a price quote."),
        "refund": ("A refund is requested.", "The writer wants a refund."),
        "spam": ("This is spam.", "The message is unsolicited spam."),
        "urgent": ("It is urgent.", "This needs a fast response today."),
    },
    questions={
        "billing": ("Does this concern billing?",),
        "technical": ("Is there a technical issue?",),
        "shipping": ("Is this a shipping question?",),
        "sales": ("Is this a sales lead?",),
        "refund": ("Is a refund requested?",),
        "spam": ("Is it spam?",),
        "urgent": ("Is it urgent?",),
    },
    criteria={
        "billing": ("about money owed or charged", "anything else"),
        "technical": ("something in the product fails or shows an error", "anything else"),
        "shipping": ("about where an order is or how it is delivered", "anything else"),
        "sales": ("a possible new purchase", "anything else"),
        "refund": ("the writer asks to get money back", "no money back requested"),
        "spam": ("unsolicited advertising or a scam", "a genuine request"),
        "urgent": ("must be handled today", "can wait"),
    },
    team_questions=("Who should take care of this request?", "Pick the team for this ticket.",
                    "Assign this message to a queue."),
    team_names={
        "billing": ("Billing Team", "billing dept"),
        "technical": ("Technical Support", "tech"),
        "shipping": ("Shipping Team", "shipping dept"),
        "sales": ("Sales", "sales dept"),
    },
    team_descriptions={
        "billing": ("money matters: charges, bills and invoices",),
        "technical": ("software problems and errors",),
        "shipping": ("where is my order, late or lost packages",),
        "sales": ("quotes and pricing for new business",),
    },
    bool_descriptions=(("correct", "incorrect"),),
    urgency_questions=("How quickly does this need a response?", "Urgency level of the message?",
                       "Assess how pressing this request is."),
    scales={
        3: (("not urgent", "somewhat urgent", "very urgent"), ("LOW", "MEDIUM", "HIGH")),
        4: (("low", "normal", "high", "critical"),),
        5: (("trivial", "minor", "normal", "important", "emergency"),),
    },
    scale_descriptions={
        3: ("next week is fine", "in a day or two", "today"),
        4: ("next week is fine", "in a day or two", "today", "this very minute"),
        5: ("never mind", "next week", "in a day or two", "today", "this very minute"),
    },
    offdomain_statements=("The moon is made of cheese.", "The author likes jazz music.",
                          "The text mentions a famous painter.", "The writer was born in winter."),
    offdomain_choices=(
        ("Which fruit is the tastiest?", ("apple", "banana", "cherry")),
        ("Which city is the capital of Italy?", ("Paris", "Rome", "Madrid")),
        ("Which sport does the author play?", ("tennis", "golf", "chess")),
    ),
    offdomain_scores=(
        ("How poetic is this text?", ("plain", "somewhat poetic", "very poetic")),
        ("How old is the author?", ("young", "middle-aged", "old", "very old")),
    ),
    state_keys=("from", "title", "body"),
)

WORDING: dict[Style, _Wording] = {
    "train": _TRAIN_WORDING,
    # Held-out requests ask in the phrasings the demo model supports, about a JSON state with other keys.
    "heldout": replace(_TRAIN_WORDING, state_keys=_PARAPHRASE_WORDING.state_keys),
    "paraphrase": _PARAPHRASE_WORDING,
}


UNSAID_URGENCY = 2
"""The urgency (0…4) of a ticket that does not say how urgent it is: medium, never high."""


def urgency_level(urgency: int, levels: int) -> int:
    """The level (0-based) a ticket of stated ``urgency`` (0…4) has on a scale of ``levels`` levels.

    Five levels read the urgency as stated; four merge "no rush" into "low"; three also merge
    "critical" into "high".
    """
    if levels == 5:
        return urgency
    if levels == 4:
        return (0, 0, 1, 2, 3)[urgency]
    if levels == 3:
        return (0, 0, 1, 2, 2)[urgency]
    raise ValueError(f"urgency scales have 3, 4 or 5 levels, not {levels}.")


# -- question families ----------------------------------------------------------------------------


def _pick_fact(rng: np.random.Generator, ticket: Ticket, unsaid: bool, any_fact: float = 0.0) -> tuple[Fact, bool]:
    """A fact to ask about ``ticket`` and its truth; true and false are drawn equally often, except that a share
    ``any_fact`` of the questions asks any fact with a known value (most are false of a given ticket)."""
    known = [(fact, fact_value(ticket, fact, unsaid_is_medium=unsaid)) for fact in FACTS]
    if any_fact and rng.random() < any_fact:
        fact = pick(rng, [fact for fact, value in known if value is not None])
        return fact, bool(fact_value(ticket, fact, unsaid_is_medium=unsaid))
    want = bool(rng.random() < 0.5)
    side = [fact for fact, value in known if value is want] or [fact for fact, value in known if value is not None]
    fact = pick(rng, side)
    return fact, bool(fact_value(ticket, fact, unsaid_is_medium=unsaid))


def _predicate(rng: np.random.Generator, ticket: Ticket, w: _Wording, route: Route, unsaid: bool = True,
               any_fact: float = 0.0) -> _Spec:
    fact, truth = _pick_fact(rng, ticket, unsaid, any_fact)
    yes_text = no_text = None
    if route == "systemone" and rng.random() < 0.5:
        yes_text, no_text = w.criteria[fact]
        if rng.random() < 0.3:
            no_text = None
    return _Spec(kind="predicate", family=f"predicate:{fact}", instructions=pick(rng, w.statements[fact]),
                 answer=YES if truth else NO, yes_text=yes_text, no_text=no_text)


def _team_choice(rng: np.random.Generator, ticket: Ticket, w: _Wording, *, shuffle: bool) -> _Spec:
    assert ticket.topic is not None
    if not shuffle:
        # All four teams in their fixed order: the answer letter names the topic directly.
        teams = list(TOPICS)
        return _Spec(kind="choice", family="choice:team", instructions=pick(rng, w.team_questions),
                     answer=teams.index(ticket.topic), options=tuple((w.team_names[t][0], None) for t in teams))
    others = [t for t in TOPICS if t != ticket.topic]
    count = int(rng.integers(2, 5))
    chosen: list[Topic] = [ticket.topic, *(others[i] for i in rng.permutation(len(others))[: count - 1])]
    teams = [chosen[i] for i in rng.permutation(count)]
    described = rng.random() < 0.5
    style = int(rng.integers(6))
    options = tuple(
        (w.team_names[t][style % len(w.team_names[t])], pick(rng, w.team_descriptions[t]) if described else None)
        for t in teams
    )
    return _Spec(kind="choice", family="choice:team", instructions=pick(rng, w.team_questions),
                 answer=teams.index(ticket.topic), options=options)


def _boolean_choice(rng: np.random.Generator, ticket: Ticket, w: _Wording, unsaid: bool = True,
                    any_fact: float = 0.0) -> _Spec:
    fact, truth = _pick_fact(rng, ticket, unsaid, any_fact)
    values: list[bool] = [True, False] if rng.random() < 0.5 else [False, True]
    descriptions: tuple[str | None, str | None] = (None, None)
    if rng.random() < 0.4:
        descriptions = pick(rng, w.bool_descriptions)
    options = tuple((v, descriptions[0] if v else descriptions[1]) for v in values)
    return _Spec(kind="choice", family=f"boolean:{fact}", instructions=pick(rng, w.questions[fact]),
                 answer=values.index(truth), options=options)


def _urgency_score(rng: np.random.Generator, ticket: Ticket, w: _Wording) -> _Spec:
    count = int(pick(rng, (3, 4, 5)))
    names = pick(rng, w.scales[count])
    described = rng.random() < 0.35
    levels = tuple((name, w.scale_descriptions[count][i] if described else None) for i, name in enumerate(names))
    stated = UNSAID_URGENCY if ticket.urgency is None else ticket.urgency
    return _Spec(kind="score", family=f"score:{count}", instructions=pick(rng, w.urgency_questions),
                 answer=urgency_level(stated, count), levels=levels)


def _invented_offdomain(rng: np.random.Generator, kind: QuestionKind) -> _Spec:
    def words(count: int) -> list[str]:
        return [pick(rng, NOISE_WORDS) for _ in range(count)]

    if kind == "predicate":
        a, b, c = words(3)
        return _Spec(kind="predicate", family="offdomain:predicate", instructions=f"The {a} {b} is {c}.", answer=None)
    if kind == "choice":
        a, b = words(2)
        options = tuple((name, None) for name in dict.fromkeys(words(int(rng.integers(2, 5)))))
        if len(options) < 2:
            options = (("yes", None), ("no", None))
        return _Spec(kind="choice", family="offdomain:choice", instructions=f"Which {a} is the most {b}?",
                     answer=None, options=options)
    a, b = words(2)
    levels = tuple((name, None) for name in dict.fromkeys(words(int(rng.integers(3, 5)))))
    if len(levels) < 2:
        levels = (("a little", None), ("a lot", None))
    return _Spec(kind="score", family="offdomain:score", instructions=f"How {a} is the {b}?", answer=None,
                 levels=levels)


def _natural_offdomain(rng: np.random.Generator) -> _Spec:
    kind, instructions, names = natural.offdomain_question(rng)
    if kind == "predicate":
        return _Spec(kind="predicate", family="offdomain:predicate", instructions=instructions, answer=None)
    named = tuple((name, None) for name in names)
    if kind == "choice":
        return _Spec(kind="choice", family="offdomain:choice", instructions=instructions, answer=None, options=named)
    return _Spec(kind="score", family="offdomain:score", instructions=instructions, answer=None, levels=named)


def _offdomain(rng: np.random.Generator, w: _Wording, natural_questions: bool = False) -> _Spec:
    kinds: tuple[QuestionKind, ...] = ("predicate", "choice", "score")
    if natural_questions and rng.random() < 0.6:
        return _natural_offdomain(rng)
    kind = pick(rng, kinds)
    if w.invented_offdomain and rng.random() < 0.5:
        return _invented_offdomain(rng, kind)
    if kind == "predicate":
        return _Spec(kind="predicate", family="offdomain:predicate", instructions=pick(rng, w.offdomain_statements),
                     answer=None)
    if kind == "choice":
        question, names = pick(rng, w.offdomain_choices)
        return _Spec(kind="choice", family="offdomain:choice", instructions=question, answer=None,
                     options=tuple((name, None) for name in names))
    question, names = pick(rng, w.offdomain_scores)
    return _Spec(kind="score", family="offdomain:score", instructions=question, answer=None,
                 levels=tuple((name, None) for name in names))


@dataclass(frozen=True)
class Mix:
    """How often each question family is drawn (relative weights), and whether team options are shuffled.

    Spam tickets are asked only predicates and boolean choices (they have no team and no urgency).
    """

    predicate: float = 0.28
    team: float = 0.20
    boolean: float = 0.24
    score: float = 0.28
    shuffle_teams: bool = True
    brief_tickets: bool = False
    natural: float = 0.0
    """Share of tickets in plain customer writing (:mod:`augury.demo.natural`; training style only)."""
    neutral: float = 0.0
    """Share of off-domain-only cases whose input is no ticket at all (training style only)."""
    written: float = 0.0
    """Share of the plain-writing tickets written whole by hand for training (:mod:`augury.demo.written`)."""
    any_fact: float = 0.0
    """Share of yes/no and true/false questions that ask any fact with a known value, not a true or false one drawn
    at even odds: closer to how often a fact asked of a real ticket is true (mostly not)."""


DEFAULT_MIX = Mix()


def _question(rng: np.random.Generator, ticket: Ticket, w: _Wording, route: Route, mix: Mix) -> _Spec:
    # Recipes with plain writing read unsaid urgency as medium; the others (the shipped one) do not ask about it.
    unsaid = mix.natural > 0
    families: list[tuple[float, Callable[[], _Spec]]] = [
        (mix.predicate, lambda: _predicate(rng, ticket, w, route, unsaid, mix.any_fact)),
        (mix.boolean, lambda: _boolean_choice(rng, ticket, w, unsaid, mix.any_fact)),
    ]
    if not ticket.spam:
        families.append((mix.team, lambda: _team_choice(rng, ticket, w, shuffle=mix.shuffle_teams)))
    if not ticket.spam and (ticket.urgency is not None or unsaid):
        families.append((mix.score, lambda: _urgency_score(rng, ticket, w)))
    total = sum(weight for weight, _ in families)
    if total <= 0:
        # A mix without yes/no families still needs something to ask about spam.
        return _predicate(rng, ticket, w, route, unsaid, mix.any_fact)
    roll = rng.random() * total
    for weight, make in families:
        if roll < weight:
            return make()
        roll -= weight
    return families[-1][1]()


# -- wire bodies ----------------------------------------------------------------------------------


def _decisions_body(rng: np.random.Generator, model: str, ticket: Ticket, specs: list[_Spec]) -> dict[str, Any]:
    roll = rng.random()
    inputs: object = ticket.text
    if roll < 0.15:
        inputs = [{"role": "user", "content": ticket.text}]
    elif roll < 0.25:
        # Parts join with "\n", so splitting at line breaks renders the same text.
        parts = [{"type": "input_text", "text": line} for line in ticket.text.split("\n")]
        inputs = [{"type": "message", "role": "user", "content": parts}]
    questions: list[dict[str, Any]] = []
    for i, spec in enumerate(specs):
        question: dict[str, Any] = {"type": spec.kind}
        if rng.random() < 0.5:
            question["name"] = f"q{i}"
        question["instructions"] = spec.instructions
        if spec.kind == "choice":
            question["choices"] = [
                {"value": value, **({"description": text} if text else {})} for value, text in spec.options
            ]
        elif spec.kind == "score":
            question["levels"] = [{"label": label, **({"description": text} if text else {})}
                                  for label, text in spec.levels]
        questions.append(question)
    return {"model": model, "input": inputs, "questions": questions}


def _systemone_body(
    rng: np.random.Generator, model: str, ticket: Ticket, specs: list[_Spec], w: _Wording
) -> dict[str, Any]:
    state: object = ticket.text
    if rng.random() < 0.3:
        customer, subject, message = w.state_keys
        state = {customer: ticket.customer, subject: ticket.subject, message: ticket.text}
    questions: dict[str, Any] = {}
    for i, spec in enumerate(specs):
        name = f"{spec.family.replace(':', '_')}_{i}"
        question: dict[str, Any] = {"type": "noul" if spec.kind == "predicate" else spec.kind,
                                    "instructions": spec.instructions}
        if spec.kind == "predicate" and (spec.yes_text or spec.no_text):
            question["criteria"] = {k: v for k, v in (("true", spec.yes_text), ("false", spec.no_text)) if v}
        elif spec.kind == "choice":
            question["criteria"] = {_shown(value): text for value, text in spec.options}
        elif spec.kind == "score":
            as_objects = rng.random() < 0.2
            question["criteria"] = [
                ({"level": label, "meaning": text} if text else {"level": label}) if as_objects
                else (f"{label}: {text}" if text else label)
                for label, text in spec.levels
            ]
        questions[name] = question
    return {"model": model, "state": state, "questions": questions}


def _shown(value: str | bool) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return value


# -- cases ----------------------------------------------------------------------------------------


def generate_cases(
    seed: int,
    count: int,
    *,
    style: Style,
    model: str,
    questions_per_case: tuple[int, int] = (1, 6),
    offdomain_share: float = 0.0,
    routes: tuple[Route, ...] = ROUTES,
    mix: Mix = DEFAULT_MIX,
    wording: Style | None = None,
) -> list[Case]:
    """``count`` request cases from ``seed``: the same arguments give the same cases, in the same order.

    Each case asks between ``questions_per_case[0]`` and ``questions_per_case[1]`` questions
    (inclusive) about one ticket; each question is off-domain with probability ``offdomain_share``.
    Routes alternate in ``routes`` order.
    """
    rng = np.random.default_rng(seed)
    words = WORDING[wording or style]
    low, high = questions_per_case
    cases: list[Case] = []
    plain = style == "train" and (mix.natural > 0 or mix.neutral > 0)
    for index in range(count):
        route = routes[index % len(routes)]
        specs: list[_Spec] = []
        if plain and rng.random() < mix.neutral:
            # Text that is no ticket, asked only questions off the demo's domain.
            ticket = Ticket(text=natural.neutral_text(rng), customer="Alex", subject="note", topic=None,
                            refund=False, urgency=None)
            specs = [_natural_offdomain(rng) for _ in range(int(rng.integers(1, 4)))]
        else:
            if plain and rng.random() < mix.natural:
                ticket = natural.natural_ticket(rng, HELDOUT_CLAUSES, written=mix.written)
            else:
                ticket = make_ticket(rng, style, brief=mix.brief_tickets)
            for _ in range(int(rng.integers(low, high + 1))):
                offdomain = rng.random() < offdomain_share
                specs.append(_offdomain(rng, words, plain) if offdomain else _question(rng, ticket, words, route, mix))
        if route == "decisions":
            body = _decisions_body(rng, model, ticket, specs)
        else:
            body = _systemone_body(rng, model, ticket, specs, words)
        expectations = tuple(Expectation(kind=s.kind, family=s.family, answer=s.answer) for s in specs)
        cases.append(Case(route=route, body=body, expectations=expectations))
    return cases


HELDOUT_CLAUSES: tuple[str, ...] = tuple(
    f"{subject} {predicate}".lower() for topic in TOPICS
    for i, subject in enumerate(POOLS["train"].subjects[topic])
    for j, predicate in enumerate(POOLS["train"].predicates[topic])
    if heldout_pair(i, j) and "{" not in subject + predicate
)
"""Issue clauses only the held-out set uses: plain-writing training tickets never contain them."""

HELDOUT_SEED = 20_250
"""Seed of the held-out requests (training uses seeds below 10 000)."""

OFFDOMAIN_SEED = 20_251
"""Seed of the off-domain requests."""

PARAPHRASE_SEED = 20_252
"""Seed of the paraphrased requests."""


def heldout_cases(count: int, *, model: str = "augury-demo") -> list[Case]:
    """``count`` held-out requests (held-out tickets, both routes alternating), in-domain questions only."""
    return generate_cases(HELDOUT_SEED, count, style="heldout", model=model, questions_per_case=(2, 5))


def paraphrase_cases(count: int, *, model: str = "augury-demo") -> list[Case]:
    """``count`` requests whose facts and questions are paraphrased too (a harder set, reported only)."""
    return generate_cases(PARAPHRASE_SEED, count, style="paraphrase", model=model, questions_per_case=(2, 5))


def offdomain_cases(count: int, *, model: str = "augury-demo") -> list[Case]:
    """``count`` /v1/systemone requests about held-out tickets asking only off-domain questions training never saw."""
    return generate_cases(OFFDOMAIN_SEED, count, style="heldout", wording="paraphrase", model=model,
                          questions_per_case=(2, 4),
                          offdomain_share=1.0, routes=("systemone",))
