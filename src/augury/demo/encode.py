"""From request cases to what the model sees: the server's own parsers and planner, nothing else.

Each case's body goes through the route's parser (:func:`~augury.decisions.openai_wire.parse_decision_request`
or :func:`~augury.decisions.systemone_wire.parse_systemone_request`) and :func:`~augury.decisions.plan.plan_request`
with the model's tokenizer, exactly as a request to the running server would. The training target
of each question is the token id of its correct label at the answer position, or of
:data:`~augury.demo.dataset.ABSTAIN_TEXT` for an off-domain question.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from augury.decisions.model import DecisionRequest
from augury.decisions.openai_wire import parse_decision_request
from augury.decisions.plan import ChatTokenizer, RequestPlan, plan_request
from augury.decisions.systemone_wire import parse_systemone_request
from augury.demo.dataset import ABSTAIN_TEXT, Case
from augury_generated.models import CreateDecisionRequest, SystemOneRequest


@dataclass(frozen=True)
class Example:
    """One question as the model is trained on it: the prompt's token ids and the wanted next token."""

    prompt_ids: tuple[int, ...]
    target: int
    family: str


def parse_case(case: Case) -> DecisionRequest:
    """The request the server parses from ``case``'s body on ``case``'s route."""
    if case.route == "decisions":
        return parse_decision_request(CreateDecisionRequest.model_validate(case.body))
    return parse_systemone_request(SystemOneRequest.model_validate(case.body))


def plan_case(case: Case, tokenizer: ChatTokenizer, *, context_length: int) -> RequestPlan:
    """The server's plan of ``case``: every question's prompt ids and label ids."""
    return plan_request(parse_case(case), tokenizer, context_length=context_length)


def abstain_token(tokenizer: ChatTokenizer, prompt_ids: tuple[int, ...]) -> int:
    """The token id :data:`ABSTAIN_TEXT` adds after a rendered prompt (it must be exactly one token)."""
    prompt = tokenizer.decode(prompt_ids)
    ids = tokenizer.encode(prompt + ABSTAIN_TEXT)
    if len(ids) != len(prompt_ids) + 1 or tuple(ids[:-1]) != prompt_ids:
        raise ValueError(f"{ABSTAIN_TEXT!r} is not one token at the answer position of this tokenizer.")
    return ids[-1]


def encode_cases(cases: Iterable[Case], tokenizer: ChatTokenizer, *, context_length: int) -> list[Example]:
    """One :class:`Example` per question of ``cases``, in case and question order."""
    examples: list[Example] = []
    abstain: int | None = None
    for case in cases:
        plan = plan_case(case, tokenizer, context_length=context_length)
        for question, expectation in zip(plan.questions, case.expectations, strict=True):
            if expectation.answer is None:
                if abstain is None:
                    abstain = abstain_token(tokenizer, question.prompt_ids)
                target = abstain
            else:
                target = question.label_ids[expectation.answer]
            examples.append(Example(prompt_ids=question.prompt_ids, target=target, family=expectation.family))
    return examples
