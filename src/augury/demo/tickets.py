"""Synthetic support tickets whose true topic, refund intent, spam status and urgency are known.

A ticket is assembled from parts: an optional greeting, the issue (a clause about the topic wrapped
in a sentence frame), for refunds a request for the money back, an urgency sentence, optional
distractor sentences that say nothing about the facts, and an optional sign-off; names, products,
amounts and order numbers fill the slots. Three styles exist:

* ``train``: what the demo model learns from;
* ``heldout``: what it is graded on. Frames, greetings, sign-offs, distractor sentences, names and
  products are all ones training never saw; the phrases that state the facts come from training's
  pools, but an issue clause joins a subject and a predicate (and a spam message a hook and a call to
  action) only in the pairs training never saw (:func:`heldout_pair`);
* ``paraphrase``: the held-out surroundings with the facts themselves paraphrased too (new clauses,
  refund, urgency and spam sentences over the same domain words): a harder set, reported, not required.

Facts, and only these, decide the answers:

* ``topic``: ``billing``, ``technical``, ``shipping`` or ``sales``; ``None`` for spam;
* ``refund``: the customer asks for money back (billing tickets only, so routing stays unambiguous);
* ``urgency``: 0 (no rush) … 4 (critical), stated by one sentence of the ticket; ``None`` when a
  training ticket leaves it unsaid (so that saying nothing about urgency does not look like spam).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Literal, TypeVar

import numpy as np

Style = Literal["train", "heldout", "paraphrase"]
Topic = Literal["billing", "technical", "shipping", "sales"]

TOPICS: tuple[Topic, ...] = ("billing", "technical", "shipping", "sales")
URGENCY_LEVELS = 5
"""Urgency is stated on a 0…4 scale: no rush, low, medium, high, critical."""

T = TypeVar("T")


def pick(rng: np.random.Generator, items: Sequence[T]) -> T:
    """One item of ``items``, uniformly (a single draw from ``rng``)."""
    return items[int(rng.integers(len(items)))]


@dataclass(frozen=True)
class Ticket:
    """One support ticket: its text, the fields a JSON state shows, and the facts behind it."""

    text: str
    customer: str
    subject: str
    topic: Topic | None
    refund: bool
    urgency: int | None

    @property
    def spam(self) -> bool:
        """Whether the ticket is spam (spam has no topic)."""
        return self.topic is None


@dataclass(frozen=True)
class Labelled:
    """One ticket written whole by hand and its hand-set facts (``topic`` ``"spam"`` for spam)."""

    text: str
    topic: str
    refund: bool = False
    urgency: int | None = None

    def ticket(self, *, customer: str, subject: str) -> Ticket:
        """The ticket the question families ask about, sent by ``customer`` under ``subject``."""
        topic: Topic | None = None if self.topic == "spam" else self.topic  # type: ignore[assignment]
        return Ticket(text=self.text, customer=customer, subject=subject, topic=topic, refund=self.refund,
                      urgency=self.urgency)


@dataclass(frozen=True)
class _Pool:
    """One style's parts. Slots: {name} {product} {amount} {order} {n}; frames wrap a clause as {clause}.

    An issue clause is a subject and a predicate of the same topic (``subjects[t]`` × ``predicates[t]``)
    or one of the whole ``clauses[t]``; the combinations give many sentences from few parts, so the
    words that carry the topic are the only thing all of a topic's sentences share.
    """

    first_names: tuple[str, ...]
    last_names: tuple[str, ...]
    products: tuple[str, ...]
    frames: tuple[str, ...]
    subjects: dict[Topic, tuple[str, ...]]
    predicates: dict[Topic, tuple[str, ...]]
    clauses: dict[Topic, tuple[str, ...]]
    refunds: tuple[str, ...]
    requests: dict[Topic, tuple[str, ...]]
    urgency: tuple[tuple[str, ...], ...]
    distractors: tuple[str, ...]
    spam_hooks: tuple[str, ...]
    spam_actions: tuple[str, ...]
    greetings: tuple[str, ...]
    signoffs: tuple[str, ...]
    titles: dict[str, tuple[str, ...]]
    noise: bool = False
    """Whether tickets also get invented names and products and sentences of random neutral words:
    training's surroundings then vary without end, so the model learns to read the facts and
    ignore the rest rather than memorise the few surroundings written out here."""


_TRAIN = _Pool(
    first_names=("Maria", "James", "Aisha", "Chen", "Olga", "Pedro", "Fatima", "Lukas", "Priya", "Tom", "Sofia",
                 "Kenji", "Amara", "Ivan", "Lena", "Omar", "Grace", "Hugo", "Mia", "Raj"),
    last_names=("Lopez", "Smith", "Khan", "Wei", "Novak", "Silva", "Haddad", "Becker", "Patel", "Brown", "Rossi",
                "Tanaka", "Okafor", "Petrov", "Berg", "Farouk", "Moreau", "Kim"),
    products=("Zephyr headphones", "Nimbus laptop", "Aurora lamp", "Pulse smartwatch", "Orbit router", "Vega camera",
              "Atlas backpack", "Echo speaker", "Cloud Pro plan", "Photo Studio app", "Polar blender", "Sigma drone"),
    frames=("{clause}.", "Hi, {clause}.", "I noticed that {clause}.", "It seems {clause}.", "Quick question: {clause}.",
            "Just so you know, {clause}.", "Hello, {clause}.", "I think {clause}.", "Today {clause}.",
            "As of this week {clause}.", "Sadly {clause}.", "I see that {clause}.", "Since Monday {clause}.",
            "My problem: {clause}."),
    subjects={
        "billing": ("my invoice", "the invoice for order {order}", "my bill", "the charge on my card",
                    "my credit card statement", "my subscription fee", "my last payment", "the receipt",
                    "the billing address on my account", "the payment for my plan"),
        "shipping": ("my package", "the delivery of order {order}", "my parcel", "the shipment", "the courier",
                     "the tracking number", "my order {order}", "the delivery of the {product}"),
        "technical": ("the app", "the login page", "the {product}", "the website", "my account login",
                      "the password reset", "the settings page", "the sync with my phone"),
        "sales": (),
    },
    predicates={
        "billing": ("is wrong", "shows {amount} instead of the real price", "was charged twice", "has an error",
                    "is higher than the price I was quoted", "does not match my order", "went up to {amount}",
                    "was declined", "lists a charge of {amount} I do not know"),
        "shipping": ("has not arrived", "is late", "went to the wrong address", "is lost", "has not moved in a week",
                     "arrived damaged", "was not delivered", "is stuck in transit"),
        "technical": ("crashes all the time", "shows an error", "is not working", "keeps freezing",
                      "will not load", "shows error 500", "rejects my password", "stopped working after the update"),
        "sales": (),
    },
    clauses={
        "billing": ("I was charged twice for my {product} order", "I need a copy of the invoice for order {order}",
                    "there is an unknown charge of {amount} on my card", "you billed my card two times"),
        "shipping": ("the courier left my {product} at the wrong house", "my package never arrived",
                     "I want to change the delivery address for order {order}"),
        "technical": ("I cannot log in to my account", "I get an error when I save my profile",
                      "two-factor codes are rejected", "the {product} will not connect to wifi"),
        "sales": ("we would like a quote for {n}0 licenses of the {product}",
                  "we want a discount for a bulk order of the {product}",
                  "I am interested in the enterprise plan and want to know the price",
                  "we would like a demo of the {product} before we buy",
                  "I need the price of the {product} for a school",
                  "we plan to buy the {product} for our office and need a price list",
                  "our company wants to purchase {n}0 units of the {product}",
                  "I would like to upgrade my plan and need a quote",
                  "we are comparing offers and want your pricing",
                  "I want to buy the {product} for my whole team"),
    },
    refunds=("Please refund the {amount}.", "I want my money back.", "I would like a refund.",
             "Please give me a refund for order {order}.", "Refund the extra charge, please.",
             "I am asking for a full refund of {amount}.", "Can I get a refund?", "I expect a refund."),
    requests={
        "billing": ("Please explain this charge.", "Please send me a corrected invoice.", "Can you check my bill?",
                    "Please update my payment details."),
        "shipping": ("Where is my order?", "Please send me the tracking details.", "Can you check the delivery?"),
        "technical": ("Please help me fix this.", "Is there a workaround?", "Can your engineers look at it?"),
        "sales": ("Please send me an offer.", "Who can I talk to about pricing?", "Can you send a quote?"),
    },
    urgency=(
        ("No rush at all.", "Whenever you have time is fine.", "There is no hurry.",
         "This is just for my records, no rush.", "No hurry, whenever you can.", "There is no deadline for this."),
        ("It can wait until next week.", "Low priority, a reply next week is fine.", "Not urgent, next week is okay.",
         "This is low priority.", "Next week is fine for this.", "Low priority, no need to hurry."),
        ("Please look at it in the next couple of days.", "I would like an answer soon, within a day or two.",
         "Please sort this out in a day or two.", "A reply in the next few days would be good.",
         "Medium priority, a day or two is fine.", "Soon would be good, in the next days."),
        ("This is urgent, please help today.", "I need this fixed today, it is urgent.",
         "Please treat this as high priority, today if possible.", "It is urgent and must be solved today.",
         "High priority: today please.", "Urgent, I need it as soon as possible today."),
        ("This is critical: our whole team is blocked right now!",
         "Emergency! Everything is down and we are losing money every minute.",
         "Critical issue, we need help immediately.", "This is an emergency, please act right now!",
         "Critical: nothing works, fix it immediately!", "We are blocked right now, this is critical!"),
    ),
    distractors=("I have been a customer for {n} years.", "My account number is {order}.",
                 "I tried calling but nobody answered.", "The weather here is terrible.",
                 "I also read your help page.", "A friend recommended your shop.",
                 "I am writing from my work email.", "I hope you are well.", "Thanks for reading this."),
    spam_hooks=(
        "Congratulations {name}! You have won a free {product}.", "Make {amount} a week working from home!",
        "Cheap watches and pills, best prices online.", "Dear friend, I am a prince with {amount} for you.",
        "Buy followers for your page now, 90% off!", "You have been selected for a free cruise.",
        "Lose 10 kilos in one week with this miracle pill!", "Hot singles are waiting for you!",
    ),
    spam_actions=(
        "Click here to claim your prize.", "Reply now to learn the secret.", "Visit our site today.",
        "Send us your bank details.", "Limited offer, act now!", "Click the link to claim it.",
    ),
    greetings=("Hi,", "Hello support,", "Dear team,", "Hello,", "Hey,"),
    signoffs=("Thanks, {name}", "Best regards, {name}", "- {name}", "{name}", "Thank you, {name}"),
    titles={
        "billing": ("Problem with my bill", "Invoice question", "Wrong charge"),
        "refund": ("Refund please", "Money back", "Refund request"),
        "shipping": ("Where is my order?", "Delivery problem", "Package question"),
        "technical": ("App not working", "Login problem", "Error message"),
        "sales": ("Quote request", "Pricing question", "Buying more"),
        "spam": ("You won!", "Great offer", "Act now"),
    },
    noise=True,
)

_PARAPHRASE = _Pool(
    first_names=("Elena", "Marcus", "Yuki", "Noah", "Zara", "Diego", "Ingrid", "Samuel"),
    last_names=("Garcia", "Johnson", "Nakamura", "Fischer", "Mensah", "Costa", "Larsen", "Cohen"),
    products=("Comet tablet", "Titan monitor", "Breeze fan", "Nova phone", "Quartz keyboard", "Harbor desk"),
    frames=("Unfortunately {clause}.", "I am writing because {clause}.", "FYI: {clause}.", "Apparently {clause}.",
            "I have to tell you that {clause}."),
    subjects={
        "billing": ("this month's bill", "a payment on my card", "the invoice I got for order {order}"),
        "shipping": ("the parcel with my {product}", "the delivery I was promised", "my shipment"),
        "technical": ("the mobile app", "the {product} software", "the sign-in page"),
        "sales": (),
    },
    predicates={
        "billing": ("was charged two times", "is more than the price I was quoted", "has a wrong amount of {amount}"),
        "shipping": ("is still not delivered", "is two weeks late", "got lost on the way"),
        "technical": ("shows an error and goes blank", "keeps crashing", "will not let me log in"),
        "sales": (),
    },
    clauses={
        "billing": ("my account was billed {amount} for something I did not order",),
        "shipping": ("the package says delivered but nothing is at my door",),
        "technical": ("the password reset link shows error 404",),
        "sales": ("we need pricing for 200 seats of the {product}",
                  "we wonder if there is a discount if we buy the {product} for the whole company",
                  "we want a quote for a yearly contract with your enterprise plan"),
    },
    refunds=("I need a refund of the {amount}.", "Kindly send my money back.", "A refund would be appreciated."),
    requests={
        "billing": ("Could you look into the charge?",),
        "shipping": ("Could you find my package?",),
        "technical": ("Could you fix the error?",),
        "sales": ("Could you send pricing?",),
    },
    urgency=(
        ("There is no hurry on this one.", "Take your time, no rush."),
        ("Sometime next week would be fine.", "Fairly low priority, next week is okay."),
        ("An answer within a day or two would be nice.", "Please get back to me soon, in a day or two."),
        ("Urgent: please deal with this today.", "High priority, I need it solved today."),
        ("Critical emergency, everything is down right now!", "We are completely blocked, please act immediately!"),
    ),
    distractors=("By the way, my cat says hello.", "I live in a small town near the coast.",
                 "Your newsletter last month was great."),
    spam_hooks=(
        "You are our lucky winner, {name}!", "Earn {amount} fast with this one simple trick!",
        "Hot deals on designer bags, save 80%!",
    ),
    spam_actions=("Claim your free gift card now at the link below.", "Visit our website before it ends."),
    greetings=("Good morning,", "Hey there,", "To whom it may concern,"),
    signoffs=("Cheers, {name}", "Kind regards, {name}", "Sent by {name} from my phone"),
    titles={
        "billing": ("Charge on my account", "Billing issue"),
        "refund": ("Please refund", "Refund needed"),
        "shipping": ("Late delivery", "Shipping issue"),
        "technical": ("Something is broken", "Bug report"),
        "sales": ("Pricing for our team", "Sales inquiry"),
        "spam": ("Winner!!!", "Special deal"),
    },
)

NOISE_WORDS = (
    "garden", "yesterday", "blue", "window", "coffee", "music", "neighbour", "holiday", "morning", "river",
    "kitchen", "paper", "green", "quiet", "little", "old", "big", "small", "bicycle", "summer", "winter",
    "city", "street", "book", "movie", "dinner", "friend", "family", "weekend", "walk", "dog", "bird", "tree",
    "rain", "cloud", "table", "chair", "door", "picture", "song", "game", "lunch", "sister", "brother",
    "school", "park", "beach", "mountain", "red", "yellow", "warm", "cold", "happy", "tired", "busy", "early",
    "late", "again", "really", "maybe", "also", "very", "nice", "lovely", "strange", "funny", "long", "short",
)
"""Words that say nothing about any fact (no topic, refund, spam or urgency word among them)."""

_SYLLABLES = ("ka", "lo", "mi", "ren", "do", "sa", "vi", "ter", "no", "bel", "ra", "fin", "ta", "gu", "zel", "mo")
_THINGS = ("kettle", "chair", "bottle", "mirror", "jacket", "clock", "heater", "sofa")


def _invented(rng: np.random.Generator) -> str:
    word = "".join(pick(rng, _SYLLABLES) for _ in range(int(rng.integers(2, 4))))
    return word[0].upper() + word[1:]


def _noise_sentence(rng: np.random.Generator) -> str:
    words = [pick(rng, NOISE_WORDS) for _ in range(int(rng.integers(3, 9)))]
    return " ".join(words).capitalize() + "."


_HELDOUT = replace(
    _PARAPHRASE, subjects=_TRAIN.subjects, predicates=_TRAIN.predicates, clauses=_TRAIN.clauses,
    refunds=_TRAIN.refunds, requests=_TRAIN.requests, urgency=_TRAIN.urgency, spam_hooks=_TRAIN.spam_hooks,
    spam_actions=_TRAIN.spam_actions, titles=_TRAIN.titles,
)

POOLS: dict[Style, _Pool] = {"train": _TRAIN, "heldout": _HELDOUT, "paraphrase": _PARAPHRASE}


def heldout_pair(first: int, second: int) -> bool:
    """Whether the pair of part indices (subject and predicate, spam hook and call to action) is held out.

    About one pair in five is: training never sees those combinations, the ``heldout`` style only them.
    """
    return (first + 2 * second) % 5 == 0


def _pair(rng: np.random.Generator, firsts: Sequence[str], seconds: Sequence[str], style: Style) -> str:
    """``first second`` from the two part lists, among the pairs ``style`` may use."""
    pairs = [(i, j) for i in range(len(firsts)) for j in range(len(seconds))
             if style == "paraphrase" or heldout_pair(i, j) == (style == "heldout")]
    i, j = pairs[int(rng.integers(len(pairs)))]
    return f"{firsts[i]} {seconds[j]}"


def _amount(rng: np.random.Generator) -> str:
    dollars, cents = int(rng.integers(5, 2000)), int(rng.integers(100))
    return f"${dollars}.{cents:02d}" if rng.random() < 0.7 else f"{dollars} dollars"


def _order(rng: np.random.Generator) -> str:
    return f"#{int(rng.integers(10000, 99999))}" if rng.random() < 0.6 else str(int(rng.integers(1000, 9999)))


def make_ticket(rng: np.random.Generator, style: Style, *, spam_share: float = 0.12, brief: bool = False) -> Ticket:
    """Draw one ticket of ``style``: its facts first, then the sentences that state them.

    A ``brief`` ticket is the issue, the refund request (if any) and the urgency sentence alone:
    short prompts for the first training phase, where the model has fewer tokens to search.
    """
    pool = POOLS[style]
    name = f"{pick(rng, pool.first_names)} {pick(rng, pool.last_names)}"
    product = pick(rng, pool.products)
    if pool.noise and rng.random() < 0.4:
        name, product = f"{_invented(rng)} {_invented(rng)}", f"{_invented(rng)} {pick(rng, _THINGS)}"
    values = {"name": name, "product": product, "amount": _amount(rng), "order": _order(rng),
              "n": str(int(rng.integers(2, 15)))}
    if rng.random() < spam_share:
        spam = _pair(rng, pool.spam_hooks, pool.spam_actions, style).format(**values)
        text = spam if brief or rng.random() < 0.5 else f"{spam} {pick(rng, pool.signoffs).format(**values)}"
        return Ticket(text=text, customer=name, subject=pick(rng, pool.titles["spam"]), topic=None,
                      refund=False, urgency=0)
    topic = pick(rng, TOPICS)
    refund = topic == "billing" and rng.random() < 0.5
    urgency = int(rng.integers(URGENCY_LEVELS))
    subjects, predicates = pool.subjects[topic], pool.predicates[topic]
    if subjects and rng.random() < 0.7:
        clause = _pair(rng, subjects, predicates, style).format(**values)
    else:
        clause = pick(rng, pool.clauses[topic]).format(**values)
    issue = pick(rng, pool.frames).format(clause=clause)
    issue = issue[0].upper() + issue[1:]
    request = pick(rng, pool.refunds if refund else pool.requests[topic]).format(**values)
    said_urgency = pick(rng, pool.urgency[urgency])
    body: list[str] = [issue, request, said_urgency] if refund or rng.random() < 0.5 else [issue, said_urgency]
    if rng.random() < 0.3:
        # The urgency may come first; nothing else about the ticket changes.
        body = [body[-1], *body[:-1]]
    stated: int | None = urgency
    if not brief:
        if pool.noise and rng.random() < 0.2:
            body.remove(said_urgency)
            stated = None
        count = int(rng.integers(1, 3)) if rng.random() < 0.5 else 0
        for index in rng.permutation(len(pool.distractors))[:count]:
            body.insert(int(rng.integers(len(body) + 1)), pool.distractors[int(index)].format(**values))
        if pool.noise and rng.random() < 0.5:
            for _ in range(int(rng.integers(1, 3))):
                body.insert(int(rng.integers(len(body) + 1)), _noise_sentence(rng))
        if rng.random() < 0.6:
            body.insert(0, pick(rng, pool.greetings))
        if rng.random() < 0.6:
            body.append(pick(rng, pool.signoffs).format(**values))
    separator = "\n" if rng.random() < 0.4 else " "
    subject = pick(rng, pool.titles["refund" if refund else topic])
    return Ticket(text=separator.join(body), customer=name, subject=subject, topic=topic, refund=refund,
                  urgency=stated)
