"""Server settings: one frozen dataclass, filled from defaults, a config file, ``AUGURY_*`` variables and flags."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

MiB = 1024 * 1024

LOG_FORMATS = ("text", "json")


def default_cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "augury"


@dataclass(frozen=True)
class Settings:
    """Everything a running server can be told. Each field maps to ``AUGURY_<FIELD>`` and ``--<field>``.

    Precedence, lowest first: defaults, the config file's ``server:`` section, ``AUGURY_*`` variables, flags
    (:func:`augury.config.load_settings`).
    """

    host: str = "127.0.0.1"
    port: int = 28100
    #: The YAML config file declaring served models (see :mod:`augury.config`).
    config: Path | None = None
    #: Model sources: a local folder, a hub id, a built-in alias, or ``name=source``. Empty (and no config file)
    #: → the built-in test model.
    models: tuple[str, ...] = ()
    device: str = "auto"
    allow_download: bool = False
    cache_dir: Path = field(default_factory=default_cache_dir)
    #: Seconds without a request before a model is unloaded (0: never). A model's own config entry may override.
    idle_unload_s: float = 0.0
    #: Cap on the summed weights of loaded models, in bytes (``8GiB`` and the like accepted); 0: no cap.
    max_model_memory: int = 0
    #: Largest text-only request body (bytes, after decompression).
    max_body_bytes: int = 1 * MiB
    #: Largest body of a request that may carry images (the decision routes and responses).
    max_image_body_bytes: int = 13 * MiB
    #: Seconds a client may take to send its whole body.
    body_timeout_s: float = 30.0
    #: Seconds a client may take to send a request head (from connecting, or from the previous response).
    head_timeout_s: float = 10.0
    #: Open connections at most; the next is answered 503 at once (capped below the open-file limit).
    max_connections: int = 4096
    max_questions: int = 200
    max_concurrent_decisions: int = 8
    #: Token limit of a multimodal prompt (images included).
    multimodal_context_tokens: int = 4096
    #: Memory for decision prefixes kept across requests (MiB); 0 disables the cache; -1 (default): an eighth
    #: of the machine's memory, at least 1 GiB.
    prefix_cache_mib: int = -1
    #: Cap on any model's context (tokens); 0 keeps the model's own.
    context_length: int = 0
    api_keys: tuple[str, ...] = ()
    cors_origins: tuple[str, ...] = ()
    allow_private_image_urls: bool = False
    image_fetch_timeout_s: float = 10.0
    #: ``text`` (human-readable lines) or ``json`` (one object per line, for log pipelines).
    log_format: str = "text"
    log_level: str = "info"
    warmup: bool = True


SETTING_NAMES = frozenset(f.name for f in fields(Settings))


def coerce_setting(name: str, value: Any, *, origin: str) -> Any:
    """``value`` (a string from the environment, or a YAML value) as the type of setting ``name``.

    Raises :class:`ValueError` with a sentence naming ``origin`` and the expected type.
    """
    kind = {f.name: str(f.type) for f in fields(Settings)}[name]
    try:
        if name == "max_model_memory":
            return parse_size(value)
        if name == "log_format":
            if value not in LOG_FORMATS:
                raise ValueError
            return value
        if kind == "bool":
            return _bool(value)
        if kind == "int":
            return _int(value)
        if kind == "float":
            return _float(value)
        if kind.startswith("Path"):
            return Path(str(value)).expanduser()
        if kind.startswith("tuple"):
            if isinstance(value, list | tuple):
                return tuple(str(v) for v in value)
            return tuple(p.strip() for p in str(value).split(",") if p.strip())
        if not isinstance(value, str):
            raise ValueError
        return value
    except ValueError:
        raise ValueError(f"{origin}: {value!r} is not a valid {_describe(name, kind)}.") from None


def _describe(name: str, kind: str) -> str:
    if name == "max_model_memory":
        return "memory size (bytes, or a number with KB/MB/GB/KiB/MiB/GiB)"
    if name == "log_format":
        return "log format (" + " or ".join(LOG_FORMATS) + ")"
    return {"bool": "boolean", "int": "integer", "float": "number"}.get(kind, "list" if kind.startswith("tuple")
                                                                        else "string")


def _bool(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in ("1", "true", "yes", "on"):
        return True
    if text in ("0", "false", "no", "off", ""):
        return False
    raise ValueError


def _int(value: Any) -> int:
    if isinstance(value, bool | float):
        raise ValueError
    return int(value)


def _float(value: Any) -> float:
    if isinstance(value, bool):
        raise ValueError
    return float(value)


_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([kmgt]i?)?b?\s*$", re.IGNORECASE)
_UNITS = {"": 1, "k": 10**3, "m": 10**6, "g": 10**9, "t": 10**12,
          "ki": 2**10, "mi": 2**20, "gi": 2**30, "ti": 2**40}


def parse_size(value: Any) -> int:
    """Bytes from ``1073741824``, ``"512MB"``, ``"8GiB"``, ``"1.5G"`` (decimal K/M/G/T, binary Ki/Mi/Gi/Ti)."""
    if isinstance(value, bool):
        raise ValueError("not a size")
    if isinstance(value, int):
        if value < 0:
            raise ValueError("negative size")
        return value
    match = _SIZE.match(str(value))
    if match is None:
        raise ValueError(f"not a size: {value!r}")
    number, unit = match.groups()
    return int(float(number) * _UNITS[(unit or "").lower()])


def format_size(n: float) -> str:
    """Bytes for people, the one way Augury states sizes (logs, CLI, docs): binary units, ``5.9 MiB``, ``1.25 GiB``.

    The inverse of :func:`parse_size` for its binary units: below 1 KiB in bytes, then one decimal for KiB and MiB,
    two for GiB and TiB.
    """
    if n < 1024:
        return f"{int(n)} B"
    for unit, scale, digits in (("KiB", 2**10, 1), ("MiB", 2**20, 1), ("GiB", 2**30, 2)):
        if n < scale * 1024:
            return f"{n / scale:.{digits}f} {unit}"
    return f"{n / 2**40:.2f} TiB"
