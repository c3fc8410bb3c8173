"""``python -m conformance.surface diff OLD NEW | facts DOC``: the entry point of :mod:`augury.spec.surface`.

The surface logic lives in the spec tooling (``augury spec diff OLD [NEW]`` is the user command); this module
only keeps the older command line working.
"""

from __future__ import annotations

from augury.spec.surface import main

if __name__ == "__main__":
    raise SystemExit(main())
