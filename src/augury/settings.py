"""Server settings: one frozen dataclass, filled from defaults, ``AUGURY_*`` environment variables and flags."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

MiB = 1024 * 1024


def default_cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "augury"


@dataclass(frozen=True)
class Settings:
    """Everything a running server can be told. Each field maps to ``AUGURY_<FIELD>`` and ``--<field>``."""

    host: str = "127.0.0.1"
    port: int = 28100
    #: Model sources: a local folder, a hub id, or ``name=source``. Empty → the built-in test model.
    models: tuple[str, ...] = ()
    device: str = "auto"
    allow_download: bool = False
    cache_dir: Path = field(default_factory=default_cache_dir)
    #: Largest text-only request body (bytes, after decompression).
    max_body_bytes: int = 1 * MiB
    #: Largest body of a request that may carry images (the decision routes and responses).
    max_image_body_bytes: int = 13 * MiB
    #: Seconds a client may take to send its whole body.
    body_timeout_s: float = 30.0
    max_questions: int = 200
    max_concurrent_decisions: int = 8
    #: Token limit of a multimodal prompt (images included).
    multimodal_context_tokens: int = 4096
    #: Cap on any model's context (tokens); 0 keeps the model's own.
    context_length: int = 0
    api_keys: tuple[str, ...] = ()
    cors_origins: tuple[str, ...] = ()
    allow_private_image_urls: bool = False
    image_fetch_timeout_s: float = 10.0
    log_format: str = "text"
    log_level: str = "info"
    warmup: bool = True

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, **overrides: Any) -> Settings:
        """Defaults, then ``AUGURY_*`` variables, then explicit ``overrides`` (flags; ``None`` is ignored)."""
        env = os.environ if environ is None else environ
        values: dict[str, Any] = {}
        for f in fields(cls):
            raw = env.get("AUGURY_" + f.name.upper())
            if raw is not None:
                values[f.name] = _parse(f.type, raw)
        values.update({k: v for k, v in overrides.items() if v is not None})
        return replace(cls(), **values)


def _parse(kind: object, raw: str) -> Any:
    kind = str(kind)
    if kind == "bool":
        return raw.strip().lower() in ("1", "true", "yes", "on")
    if kind == "int":
        return int(raw)
    if kind == "float":
        return float(raw)
    if kind == "Path":
        return Path(raw).expanduser()
    if kind.startswith("tuple"):
        return tuple(p.strip() for p in raw.split(",") if p.strip())
    return raw
