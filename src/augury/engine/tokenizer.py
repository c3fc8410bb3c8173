"""The model's tokenizer seen through the one interface the planners need (no MLX here)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

REASONING_OPENERS = ("<think>", "[THINK]", "<|channel|>")


class ChatTemplateTokenizer:
    """Wraps a Hugging Face tokenizer: renders chat turns with the model's own template, encodes, decodes."""

    def __init__(self, hf_tokenizer: Any, eos_token_ids: Iterable[int] = ()) -> None:
        self.hf = hf_tokenizer
        self.vocab_size: int = len(hf_tokenizer)
        vocab = hf_tokenizer.get_vocab()
        #: Every added/special token's text: label checks run on the text after the last of these.
        self.special_tokens: frozenset[str] = frozenset(
            str(t.content) for t in hf_tokenizer.added_tokens_decoder.values()
        )
        opener = next((vocab[t] for t in REASONING_OPENERS if t in vocab), None)
        self.reasoning_opener_id: int | None = opener
        self.eos_token_ids: set[int] = {int(i) for i in eos_token_ids}
        if hf_tokenizer.eos_token_id is not None:
            self.eos_token_ids.add(int(hf_tokenizer.eos_token_id))

    def render_user_turn(self, content: str, n_images: int = 0) -> str:
        """One user message, generation prompt added, thinking disabled."""
        message: dict[str, Any]
        if n_images:
            parts: list[dict[str, str]] = [{"type": "image"} for _ in range(n_images)]
            parts.append({"type": "text", "text": content})
            message = {"role": "user", "content": parts}
        else:
            message = {"role": "user", "content": content}
        return self.render_messages([message])

    def render_messages(
        self, messages: Sequence[dict[str, Any]], tools: Sequence[dict[str, Any]] | None = None
    ) -> str:
        rendered = self.hf.apply_chat_template(
            list(messages),
            tools=list(tools) if tools else None,
            tokenize=False,
            add_generation_prompt=True,
            enable_thinking=False,
        )
        return str(rendered)

    def encode(self, text: str) -> list[int]:
        return list(self.hf.encode(text, add_special_tokens=False))

    def decode(self, ids: Sequence[int]) -> str:
        return str(self.hf.decode(list(ids), skip_special_tokens=False))
