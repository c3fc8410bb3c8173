"""The spec tooling: the pinned upstream OpenAI document plus our overlays → ``generated/``.

``augury spec fetch`` caches the pinned upstream document; ``augury spec build`` writes
``generated/openapi.json`` (the served spec), ``generated/models.py`` (Pydantic v2 models) and
``generated/__init__.py``; ``augury spec check`` fails when ``generated/`` is stale (or, given another upstream
revision, prints what pinning it would change in the served routes); ``augury spec diff OLD [NEW]`` prints the
surface diff of two revisions (:mod:`augury.spec.surface`). :mod:`augury.spec.build` holds the pipeline, one
module per step around it. ``python -m augury.spec`` is the same command line.

Runtime and tooling are apart. The package ships in the wheel so that ``augury spec`` works where Augury is
installed (``fetch`` and ``diff`` anywhere; ``build`` and ``check`` need the ``spec`` extra and a source
checkout, found by walking up from the current folder or named with ``--repo``: nothing here locates files
relative to where the package is installed). The server never imports it: it serves the committed
``augury_generated`` package, and the only import of this package outside it is ``augury spec`` in the
command line (tests/test_spec_tooling.py proves both).
"""

from __future__ import annotations


class SpecBuildError(Exception):
    """The spec cannot be built: a pin mismatch, a dead overlay target, an invalid result."""
