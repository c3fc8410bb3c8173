"""Planning: one prompt per question, its token ids, and the token id of each answer label.

For every question the planner picks the labels (:mod:`augury.decisions.labels`), renders the
message content (:mod:`augury.decisions.prompt`), wraps it with the model's chat template as one
user turn (images first, generation prompt added, thinking disabled) and tokenizes it. It refuses
(400) what could not be read honestly:

* a template that leaves a reasoning block open where the answer is read (``<think>`` without
  ``</think>``, ``[THINK]`` without ``[/THINK]``, a Harmony ``analysis`` channel);
* a prompt longer than the model's context (message starts ``maximum context length``);
* a prompt that does not survive ``decode(encode(prompt))`` unchanged;
* a label that is not exactly one token at the answer position, that is, unless
  ``encode(prompt + label) == encode(prompt) + [id]``, or two labels sharing an id.

The label check runs on the prompt's *answer tail*: the text from the start of the last
added/special token. Tokenizers split on those tokens before anything else, so appending a label
can only change how the tail tokenizes, and the check on the tail equals the check on the whole
prompt. The tail is the template's generation prompt (``<|im_start|>assistant\\n…``), the same for
every question, so its label ids are computed once per tokenizer and cached.
"""

from __future__ import annotations

import threading
import weakref
from collections import OrderedDict
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from augury.decisions.labels import label_set
from augury.decisions.model import DecisionRequest, Question
from augury.decisions.prompt import CHOICE_CLOSING, closing_line, render_question_text
from augury.errors import InvalidRequest

#: Reasoning blocks a template may leave open at the answer position: (opener, closer).
REASONING_BLOCKS = (("<think>", "</think>"), ("[THINK]", "[/THINK]"), ("<|channel|>analysis", "<|end|>"))
#: How many distinct answer tails each tokenizer's cache keeps (one per template in practice).
TAIL_CACHE_SIZE = 64


class ChatTokenizer(Protocol):
    """What the planner needs from a model's tokenizer (the engine adapts Hugging Face ones)."""

    @property
    def vocab_size(self) -> int:
        """Number of token ids the model scores; label ids must be below it."""
        ...

    @property
    def reasoning_opener_id(self) -> int | None:
        """The single token that opens a reasoning block (``<think>``), if the vocabulary has one."""
        ...

    @property
    def special_tokens(self) -> Collection[str]:
        """Texts of the added/special tokens :meth:`encode` matches as single tokens wherever they occur."""
        ...

    def render_user_turn(self, content: str, n_images: int) -> str:
        """The chat template applied to ONE user message (``n_images`` images, then ``content``),
        with ``add_generation_prompt=True`` and ``enable_thinking=False``."""
        ...

    def encode(self, text: str) -> list[int]:
        """Token ids of ``text``, special tokens parsed, no BOS/EOS added."""
        ...

    def decode(self, ids: Sequence[int]) -> str:
        """Text of ``ids``, special tokens kept."""
        ...


@dataclass(frozen=True)
class QuestionPlan:
    """One question ready for the engine: the prompt's ids and the ids of its labels, in answer order."""

    question: Question
    labels: tuple[str, ...]
    prompt_ids: tuple[int, ...]
    label_ids: tuple[int, ...]


@dataclass(frozen=True)
class RequestPlan:
    """Every question's plan, in request order, with the request they came from (for its images)."""

    request: DecisionRequest
    questions: tuple[QuestionPlan, ...]


def plan_request(request: DecisionRequest, tokenizer: ChatTokenizer, *, context_length: int) -> RequestPlan:
    """Plan every question of ``request`` for ``tokenizer``'s model (400 on anything unreadable).

    ``context_length`` is the most prompt tokens the model takes; the text prompt counts one
    placeholder token per image, so the engine checks the expanded multimodal length itself.
    """
    facts = _facts_for(tokenizer)
    plans = tuple(_plan_question(request, question, tokenizer, facts, context_length) for question in request.questions)
    return RequestPlan(request=request, questions=plans)


def _plan_question(
    request: DecisionRequest,
    question: Question,
    tokenizer: ChatTokenizer,
    facts: _TokenizerFacts,
    context_length: int,
) -> QuestionPlan:
    model = request.model
    probe = facts.probe_tail(tokenizer)
    labels = label_set(question, single_token=lambda label: facts.single_token(tokenizer, probe, label), model=model)
    content = render_question_text(request.text, question, labels)
    prompt = tokenizer.render_user_turn(content, len(request.images))
    _check_no_open_reasoning(prompt, question, model)
    ids = tokenizer.encode(prompt)
    if len(ids) > context_length:
        raise InvalidRequest(
            f"maximum context length is {context_length} tokens, but the prompt of {question.param} has "
            f"{len(ids)} tokens; shorten the input.",
            param=question.param,
            code="context_length_exceeded",
        )
    if tokenizer.decode(ids) != prompt:
        raise InvalidRequest(
            f"The prompt of {question.param} does not survive model {model}'s tokenizer unchanged (decoding its "
            "tokens gives different text), so the answer position cannot be trusted; remove characters the "
            "tokenizer cannot represent.",
            param=question.param,
        )
    tail = facts.answer_tail(prompt)
    label_ids: list[int] = []
    for label in labels:
        token = facts.single_token(tokenizer, tail, label)
        if token is None:
            raise InvalidRequest(
                f"model {model} is not supported for that label: {label!r} ({question.param}) is not exactly one "
                "token at the answer position in its tokenizer.",
                param="model",
            )
        if token in label_ids:
            raise InvalidRequest(
                f"model {model} is not supported for that label: {label!r} ({question.param}) is the same token "
                f"as {labels[label_ids.index(token)]!r} in its tokenizer.",
                param="model",
            )
        label_ids.append(token)
    return QuestionPlan(question=question, labels=labels, prompt_ids=tuple(ids), label_ids=tuple(label_ids))


def _check_no_open_reasoning(prompt: str, question: Question, model: str) -> None:
    closing = closing_line(question)
    end = prompt.rfind(closing)
    if end < 0:
        raise InvalidRequest(
            f"model {model} is not supported for decisions: its chat template alters the question text.",
            param="model",
        )
    # Only what the template adds after the question matters; the input may quote any of these.
    suffix = prompt[end + len(closing) :]
    for opener, closer in REASONING_BLOCKS:
        if suffix.rfind(opener) > suffix.rfind(closer):
            raise InvalidRequest(
                f"model {model} is not supported for decisions: its chat template leaves a reasoning block "
                f"({opener}) open where the answer is read.",
                param="model",
            )


# -- per-tokenizer facts --------------------------------------------------------------------------


@dataclass
class _Tail:
    ids: list[int]
    labels: dict[str, int | None] = field(default_factory=dict)


class _TokenizerFacts:
    """What planning learns once per tokenizer: its special tokens and the label ids at each answer tail.

    Holds no reference to the tokenizer itself, so the weak cache below can drop it.
    """

    def __init__(self, special_tokens: Collection[str]) -> None:
        self._special = tuple(sorted({token for token in special_tokens if token}))
        self._tails: OrderedDict[str, _Tail] = OrderedDict()
        self._probe: str | None = None
        self._lock = threading.Lock()

    def answer_tail(self, prompt: str) -> str:
        """``prompt`` from the start of its last special token (all of it when it has none)."""
        if not self._special:
            return prompt
        # Special tokens sit near the end of a rendered prompt; widen the window only when needed.
        window = 256
        while True:
            start = max(0, len(prompt) - window)
            found = max(prompt.rfind(token, start) for token in self._special)
            if found >= 0:
                return prompt[found:]
            if start == 0:
                return prompt
            window *= 4

    def probe_tail(self, tokenizer: ChatTokenizer) -> str:
        """The answer tail of the template's generation prompt, from a probe turn (for choosing labels)."""
        if self._probe is None:
            self._probe = self.answer_tail(tokenizer.render_user_turn(CHOICE_CLOSING, 0))
        return self._probe

    def single_token(self, tokenizer: ChatTokenizer, tail: str, label: str) -> int | None:
        """The id ``label`` adds after ``tail`` when it adds exactly one token (below the vocabulary size)."""
        with self._lock:
            entry = self._tails.get(tail)
            if entry is not None:
                self._tails.move_to_end(tail)
                if label in entry.labels:
                    return entry.labels[label]
        if entry is None:
            entry = _Tail(ids=tokenizer.encode(tail))
        ids = tokenizer.encode(tail + label)
        base = entry.ids
        token: int | None = None
        if len(ids) == len(base) + 1 and ids[: len(base)] == base and 0 <= ids[-1] < tokenizer.vocab_size:
            token = ids[-1]
        with self._lock:
            entry = self._tails.setdefault(tail, entry)
            entry.labels[label] = token
            while len(self._tails) > TAIL_CACHE_SIZE:
                self._tails.popitem(last=False)
        return token


_FACTS: weakref.WeakKeyDictionary[ChatTokenizer, _TokenizerFacts] = weakref.WeakKeyDictionary()
_FACTS_LOCK = threading.Lock()


def _facts_for(tokenizer: ChatTokenizer) -> _TokenizerFacts:
    try:
        with _FACTS_LOCK:
            facts = _FACTS.get(tokenizer)
            if facts is None:
                facts = _FACTS[tokenizer] = _TokenizerFacts(tokenizer.special_tokens)
            return facts
    except TypeError:
        # A tokenizer that cannot be weakly referenced or hashed is planned without a cache.
        return _TokenizerFacts(tokenizer.special_tokens)
