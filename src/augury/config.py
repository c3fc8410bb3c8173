"""The config file: the served models and, optionally, server settings, in one YAML document.

```yaml
models:
  - name: assistant               # what clients send as "model"
    source: qwen3.5-0.8b          # a built-in model or alias, a hub id (org/name) or a folder (./rel: from this file)
    aliases: [default]            # other names it answers to
    usecases: [chat, decisions]   # the routes it serves (default: both)
    context_length: 8192          # cap on its context, in tokens
    vision: false                 # serve a vision checkpoint text-only (true: require a vision tower)
    preload: true                 # load at start (default: on first use)
    idle_unload_s: 600            # unload after this long without a request (0: never)
server:                           # any `augury serve` setting; env variables and flags win over these
  port: 28100
  max_model_memory: 8GiB
```

Every mistake is a :class:`ConfigError` naming the file, the entry (``models[1].usecases[0]``) and the rule, before
the server starts.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from augury.engine.loader import BUILTIN_MODELS, BUNDLED_MODELS, looks_like_path, looks_like_repo_id
from augury.engine.registry import USECASES, ModelSpec
from augury.settings import SETTING_NAMES, coerce_setting

TOP_LEVEL_KEYS = ("models", "server")
MODEL_KEYS = ("name", "source", "aliases", "usecases", "context_length", "vision", "preload", "idle_unload_s",
              "description")

#: Settings that belong on the command line or in the ``models:`` list, not in ``server:``.
NOT_SERVER_SETTINGS = frozenset({"config", "models"})


class ConfigError(ValueError):
    """The config file cannot be used; the message names the file, the entry and the rule."""


@dataclass(frozen=True)
class Config:
    """A parsed config file: served models in order, and settings for :class:`~augury.settings.Settings`."""

    path: Path
    models: tuple[ModelSpec, ...]
    settings: dict[str, Any]


def load_config(path: Path) -> Config:
    """Read and check a config file."""
    path = path.expanduser()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ConfigError(f"{path}: the config file does not exist.") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: the config file cannot be read ({exc}).") from None
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise ConfigError(f"{path}: not valid YAML ({exc}).".replace("\n", " ")) from None
    return parse_config(data, path=path)


def parse_config(data: Any, *, path: Path) -> Config:
    """Check the parsed YAML ``data`` of the file at ``path`` (relative folders are relative to it)."""
    where = str(path)
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise ConfigError(f"{where}: the document must be a mapping with 'models' (and optionally 'server').")
    _no_unknown_keys(data, TOP_LEVEL_KEYS, where, "")
    raw_models = data.get("models", [])
    if not isinstance(raw_models, list):
        raise ConfigError(f"{where}: models must be a list of model entries.")
    base = path.expanduser().resolve().parent
    models = tuple(_model(entry, f"models[{i}]", base, where) for i, entry in enumerate(raw_models))
    _unique_names(models, where)
    return Config(path=path, models=models, settings=_server(data.get("server"), where))


def _no_unknown_keys(data: dict[Any, Any], known: tuple[str, ...], where: str, prefix: str) -> None:
    for key in data:
        if key not in known:
            raise ConfigError(f"{where}: {prefix}{key} is not a known key; use one of {', '.join(known)}.")


def _model(entry: Any, at: str, base: Path, where: str) -> ModelSpec:
    if not isinstance(entry, dict):
        raise ConfigError(f"{where}: {at} must be a mapping with at least name and source.")
    _no_unknown_keys(entry, MODEL_KEYS, where, at + ".")
    for key in ("name", "source"):
        value = entry.get(key)
        if not isinstance(value, str) or not value.strip():
            raise ConfigError(f"{where}: {at}.{key} is required and must be a non-empty string.")
    name = _name(entry["name"], f"{at}.name", where)
    aliases = tuple(_name(a, f"{at}.aliases[{i}]", where) for i, a in enumerate(_list(entry, "aliases", at, where)))
    usecases = _usecases(entry, at, where)
    context = entry.get("context_length")
    if context is not None and (not isinstance(context, int) or isinstance(context, bool) or context < 1):
        raise ConfigError(f"{where}: {at}.context_length must be a positive integer (tokens).")
    idle = entry.get("idle_unload_s")
    if idle is not None and (not isinstance(idle, int | float) or isinstance(idle, bool) or idle < 0):
        raise ConfigError(f"{where}: {at}.idle_unload_s must be a number of seconds, 0 or more.")
    for key in ("vision", "preload"):
        if key in entry and not isinstance(entry[key], bool):
            raise ConfigError(f"{where}: {at}.{key} must be true or false.")
    description = entry.get("description", "")
    if not isinstance(description, str):
        raise ConfigError(f"{where}: {at}.description must be a string.")
    return ModelSpec(
        name=name, source=_source(entry["source"].strip(), f"{at}.source", base, where), aliases=aliases,
        description=description, usecases=usecases, context_length=context, vision=entry.get("vision"),
        preload=bool(entry.get("preload", False)), idle_unload_s=None if idle is None else float(idle),
    )


def _name(value: Any, at: str, where: str) -> str:
    if not isinstance(value, str) or not value or value != value.strip() or any(c.isspace() for c in value):
        raise ConfigError(f"{where}: {at} must be a non-empty string without spaces.")
    return value


def _list(entry: dict[str, Any], key: str, at: str, where: str) -> list[Any]:
    value = entry.get(key, [])
    if not isinstance(value, list):
        raise ConfigError(f"{where}: {at}.{key} must be a list.")
    return value


def _usecases(entry: dict[str, Any], at: str, where: str) -> tuple[str, ...]:
    if "usecases" not in entry:
        return USECASES
    values = _list(entry, "usecases", at, where)
    if not values:
        raise ConfigError(f"{where}: {at}.usecases must name at least one of {', '.join(USECASES)}.")
    for i, value in enumerate(values):
        if value not in USECASES:
            raise ConfigError(f"{where}: {at}.usecases[{i}] is {value!r}; a usecase is one of {', '.join(USECASES)}.")
        if value in values[:i]:
            raise ConfigError(f"{where}: {at}.usecases[{i}] repeats {value!r}.")
    return tuple(u for u in USECASES if u in values)


def _source(source: str, at: str, base: Path, where: str) -> str:
    """A built-in model or alias, or a hub id, as written; a folder as an absolute path (relative to the file)."""
    if source in BUILTIN_MODELS or source in BUNDLED_MODELS:
        return source
    if looks_like_path(source):
        folder = Path(source).expanduser()
        folder = folder if folder.is_absolute() else (base / folder).resolve()
        if not folder.is_dir():
            raise ConfigError(f"{where}: {at}: the folder {folder} does not exist.")
        return str(folder)
    if looks_like_repo_id(source):
        return source
    raise ConfigError(
        f"{where}: {at}: {source!r} is not a known model alias (built-in models: {', '.join(BUNDLED_MODELS)}; "
        f"built-in aliases: {', '.join(BUILTIN_MODELS)}); "
        "use a hub id (org/name) or a folder path (starting with ./ or /)."
    )


def _unique_names(models: tuple[ModelSpec, ...], where: str) -> None:
    seen: dict[str, str] = {}
    for i, spec in enumerate(models):
        for key in (spec.name, *spec.aliases):
            if key in seen:
                raise ConfigError(f"{where}: models[{i}] answers to '{key}', which {seen[key]} already uses; "
                                  "names and aliases must be unique.")
            seen[key] = f"models[{i}]"


def _server(section: Any, where: str) -> dict[str, Any]:
    if section is None:
        return {}
    if not isinstance(section, dict):
        raise ConfigError(f"{where}: server must be a mapping of settings.")
    out: dict[str, Any] = {}
    allowed = sorted(SETTING_NAMES - NOT_SERVER_SETTINGS)
    for key, value in section.items():
        if key not in allowed:
            raise ConfigError(f"{where}: server.{key} is not a setting; settings are {', '.join(allowed)}.")
        try:
            out[key] = coerce_setting(key, value, origin=f"{where}: server.{key}")
        except ValueError as exc:
            raise ConfigError(str(exc)) from None
    return out


def merge_models(config: Config | None, extra: list[ModelSpec]) -> list[ModelSpec]:
    """The config's models followed by ``extra`` ones (``--model`` flags), refusing a name used twice."""
    models = list(config.models if config is not None else ()) + extra
    seen: set[str] = set()
    for spec in models:
        for key in (spec.name, *spec.aliases):
            if key in seen:
                where = str(config.path) if config is not None else "--model"
                raise ConfigError(f"{where}: two served models answer to '{key}'; names and aliases must be unique.")
            seen.add(key)
    return models
