"""Golden prompts: the exact text the tiny Qwen3 model is asked, rendered by its own chat template.

Each prompt is planned the way the server plans it (parse → labels → message content → the
engine's :class:`~augury.engine.tokenizer.ChatTemplateTokenizer` over the model's Hugging Face
tokenizer → token ids) and decoded back, so the strings below are what the model reads, token for
token. docs/CONTRACT.md §3 fixes the wording; the template adds the user turn, the generation prompt and
the empty think block that ``enable_thinking=False`` writes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from augury.decisions.openai_wire import parse_decision_request
from augury.decisions.plan import QuestionPlan, plan_request
from augury.decisions.systemone_wire import parse_systemone_request
from augury.engine.tokenizer import ChatTemplateTokenizer
from tests.typed import decision_request, systemone_request

#: What the Qwen3 template writes after the user's message: the assistant turn, thinking disabled.
ANSWER_TAIL = "<|im_end|>\n<|im_start|>assistant\n<think>\n\n</think>\n\n"

PREDICATE_PROMPT = (
    "<|im_start|>user\n"
    "I was charged twice.\n"
    "\n"
    "Is the following true? The message is about billing.\n"
    "Answer with yes or no only."
    "<|im_end|>\n<|im_start|>assistant\n<think>\n\n</think>\n\n"
)

#: The contract's own choice example (docs/CONTRACT.md §3), inside the template.
CHOICE_PROMPT = (
    "<|im_start|>user\n"
    "x\n"
    "\n"
    "Question: Which team?\n"
    "A: billing - money\n"
    "B: true\n"
    "C: false\n"
    "Answer with the letter of one option only."
    "<|im_end|>\n<|im_start|>assistant\n<think>\n\n</think>\n\n"
)

SCORE_PROMPT = (
    "<|im_start|>user\n"
    "I was charged twice.\n"
    "\n"
    "Question: How urgent?\n"
    "0: low: can wait\n"
    "1: medium\n"
    "2: high: today\n"
    "Answer with the number of one level only."
    "<|im_end|>\n<|im_start|>assistant\n<think>\n\n</think>\n\n"
)

NOUL_PROMPT = (
    "<|im_start|>user\n"
    '{"subject":"Duplicate charge","amount":12.5,"tags":["billing",1e-07]}\n'
    "\n"
    "Is the following true? Is this about billing?\n"
    "yes: Billing related\n"
    "no: Anything else\n"
    "Answer with yes or no only."
    "<|im_end|>\n<|im_start|>assistant\n<think>\n\n</think>\n\n"
)


@pytest.fixture(scope="module")
def tokenizer(model_dirs: dict[str, Path]) -> ChatTemplateTokenizer:
    from transformers import AutoTokenizer

    return ChatTemplateTokenizer(AutoTokenizer.from_pretrained(str(model_dirs["tiny"])))


def plan_openai(tokenizer: ChatTemplateTokenizer, text: str, question: dict[str, Any]) -> QuestionPlan:
    request = parse_decision_request(decision_request({"model": "tiny", "input": text, "questions": [question]}))
    return plan_request(request, tokenizer, context_length=4096).questions[0]


def assert_golden(tokenizer: ChatTemplateTokenizer, plan: QuestionPlan, prompt: str, labels: tuple[str, ...]) -> None:
    assert tokenizer.decode(plan.prompt_ids) == prompt
    assert list(plan.prompt_ids) == tokenizer.encode(prompt)
    assert plan.labels == labels
    # Each label is one token at the answer position, and reads back as the label.
    assert [tokenizer.decode([i]) for i in plan.label_ids] == list(labels)
    for label, token in zip(labels, plan.label_ids, strict=True):
        assert tokenizer.encode(prompt + label) == [*plan.prompt_ids, token]


def test_predicate_prompt(tokenizer: ChatTemplateTokenizer) -> None:
    plan = plan_openai(tokenizer, "I was charged twice.",
                       {"type": "predicate", "name": "billing", "instructions": "The message is about billing."})
    assert_golden(tokenizer, plan, PREDICATE_PROMPT, ("yes", "no"))


def test_choice_prompt(tokenizer: ChatTemplateTokenizer) -> None:
    plan = plan_openai(tokenizer, "x", {
        "type": "choice", "instructions": "Which team?",
        "choices": [{"value": "billing", "description": "money"}, {"value": True}, {"value": False}],
    })
    assert_golden(tokenizer, plan, CHOICE_PROMPT, ("A", "B", "C"))


def test_score_prompt(tokenizer: ChatTemplateTokenizer) -> None:
    plan = plan_openai(tokenizer, "I was charged twice.", {
        "type": "score", "instructions": "How urgent?",
        "levels": [{"label": "low", "description": "can wait"}, {"label": "medium"},
                   {"label": "high", "description": "today"}],
    })
    assert_golden(tokenizer, plan, SCORE_PROMPT, ("0", "1", "2"))


def test_systemone_noul_prompt_with_criteria_and_json_state(tokenizer: ChatTemplateTokenizer) -> None:
    body = {
        "model": "tiny",
        "state": {"subject": "Duplicate charge", "amount": 12.50, "tags": ["billing", 1e-7]},
        "questions": {"billing": {"type": "noul", "instructions": "Is this about billing?",
                                  "criteria": {"true": "Billing related", "false": "Anything else"}}},
    }
    plan = plan_request(parse_systemone_request(systemone_request(body)), tokenizer, context_length=4096).questions[0]
    assert_golden(tokenizer, plan, NOUL_PROMPT, ("yes", "no"))


def test_every_prompt_ends_with_the_same_answer_tail() -> None:
    for prompt in (PREDICATE_PROMPT, CHOICE_PROMPT, SCORE_PROMPT, NOUL_PROMPT):
        assert prompt.startswith("<|im_start|>user\n")
        assert prompt.endswith(ANSWER_TAIL)
        assert prompt.count("<|im_start|>") == 2  # one user turn, no system message
