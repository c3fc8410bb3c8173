"""The spec pipeline: the pinned upstream OpenAI document plus our overlays → ``generated/``.

``python -m augury.spec build`` writes ``generated/openapi.json`` (the served spec), ``generated/models.py``
(Pydantic v2 models) and ``generated/__init__.py``; ``python -m augury.spec check`` fails when ``generated/``
is stale. :mod:`augury.spec.build` holds the pipeline, one module per step around it.
"""

from __future__ import annotations


class SpecBuildError(Exception):
    """The spec cannot be built: a pin mismatch, a dead overlay target, an invalid result."""
