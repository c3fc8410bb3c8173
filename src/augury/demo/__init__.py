"""The demo model: a tiny Qwen3 trained offline to decide a narrow family of support-ticket questions.

Random-weight test models prove the plumbing; this one proves the server asks the model the right
question. It was trained (``python -m augury.demo.train``, deterministic, CPU) on prompts rendered by
the server's own parser and planner, and ships inside the package (``checkpoint/``, a few MB).
:func:`ensure_demo_model` materialises it into a folder any MLX loader opens.

What it can decide about a customer message (English, support-ticket style):

* yes/no: is it about billing, a technical problem, shipping or sales; a refund request; spam; urgent;
* which team: any 2–4 of billing, technical, shipping, sales, in any order, with or without descriptions;
  also yes/no facts asked as a choice between ``true`` and ``false``;
* urgency as a score on 3 (low…high), 4 (…critical) or 5 (none…critical) levels.

Anything else it answers with ``?`` instead of a label, so ``x_label_mass`` drops: its label
probabilities on such questions mean nothing. On the generation routes it writes one sentence,
:data:`DEMO_REPLY`, whatever it is asked.
"""

from __future__ import annotations

import hashlib
import shutil
from importlib.resources import files
from pathlib import Path

from augury.engine.cachedfolder import ensure_folder

__all__ = [
    "CHECKPOINT_FILES",
    "DEMO_DESCRIPTION",
    "DEMO_MODEL_NAME",
    "DEMO_NOTICE",
    "DEMO_REPLY",
    "SHIPPED_CHECKPOINT",
    "WEIGHTS_FILE",
    "checkpoint_version",
    "ensure_demo_model",
]

DEMO_MODEL_NAME = "augury-demo"
"""The name the demo model is served under."""

DEMO_DESCRIPTION = (
    "Built-in demo model trained offline on synthetic support tickets: decides topic (billing, technical, "
    "shipping, sales), refund, spam and urgency questions, team routing and urgency scores; nothing else."
)
"""One line for model listings."""

DEMO_NOTICE = (
    "No --model given: serving the built-in demo model '{name}', a tiny model trained offline on synthetic "
    "support tickets. It CAN decide: is a message about billing, a technical problem, shipping or sales, a "
    "refund request, spam, urgent (yes/no, or true/false choices); which team handles it (2-4 of billing, "
    "technical, shipping, sales, any order); its urgency on 3-5 levels. It CANNOT decide anything else: other "
    "questions get a low x_label_mass and meaningless answers. Pass --model PATH_OR_HUB_ID for a real model."
)
"""What the server logs when it serves the demo model by default (format with ``name``)."""

DEMO_REPLY = "augury-demo only decides support-ticket questions: ask them at /v1/decisions."
"""What the demo model writes on the generation routes, whatever it is asked."""

WEIGHTS_FILE = "augury-demo.safetensors"
"""The shipped weights (float16), stored as ``model.safetensors`` in the materialised folder."""

CHECKPOINT_FILES = ("config.json", "generation_config.json", "tokenizer.json", "tokenizer_config.json", WEIGHTS_FILE)
"""Every file of ``checkpoint/``; the materialised folder holds exactly these (weights renamed)."""


SHIPPED_CHECKPOINT = Path(str(files("augury.demo") / "checkpoint"))
"""The checkpoint inside the package (written by ``python -m augury.demo.train``)."""


def checkpoint_version(checkpoint: Path = SHIPPED_CHECKPOINT) -> str:
    """A short sha256 of ``checkpoint``'s files, names and bytes (it names the cached folder)."""
    digest = hashlib.sha256()
    for name in CHECKPOINT_FILES:
        digest.update(name.encode("utf-8") + b"\0" + (checkpoint / name).read_bytes() + b"\0")
    return digest.hexdigest()[:12]


def ensure_demo_model(cache_dir: Path, checkpoint: Path = SHIPPED_CHECKPOINT) -> Path:
    """Return the demo model's folder under ``cache_dir``, copying ``checkpoint`` there on first use.

    The folder is ``cache_dir/augury-demo-<checkpoint_version()>``, with ``config.json``, the tokenizer
    files and ``model.safetensors``, written atomically (:func:`~augury.engine.cachedfolder.ensure_folder`).
    """

    def copy(folder: Path) -> None:
        for name in CHECKPOINT_FILES:
            shutil.copy2(checkpoint / name, folder / ("model.safetensors" if name == WEIGHTS_FILE else name))

    return ensure_folder(cache_dir / f"{DEMO_MODEL_NAME}-{checkpoint_version(checkpoint)}", copy)
