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
routers:                          # one model name that sends each conversation to one of several models
  - name: support                 # what clients send as "model" (chat routes only)
    classifier: judge             # a served model with the decisions usecase
    instructions: Which team should handle this ticket?
    candidates:                   # 2-26 served models with the chat usecase, each with what it is for
      - {model: billing-bot, description: payments, charges and invoices}
      - {model: tech-bot, description: bugs, errors and login problems}
    fallback: tech-bot            # serves on a classifier error or below a floor (optional)
    min_confidence: 0.5           # floors (optional, 0-1): below either, the fallback serves (else 422)
    min_label_mass: 0.5
server:                           # any `augury serve` setting; env variables and flags win over these
  port: 28100
  max_model_memory: 8GiB
```

Every mistake is a :class:`ConfigError` naming the file, the entry (``models[1].usecases[0]``) and the rule, before
the server starts.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any

import yaml

from augury.engine.loader import BUILTIN_MODELS, BUNDLED_MODELS, looks_like_path, looks_like_repo_id
from augury.engine.registry import USECASES, ModelSpec
from augury.routers import DEFAULT_INSTRUCTIONS, MAX_CANDIDATES, Candidate, RouterSpec
from augury.settings import SETTING_NAMES, Settings, coerce_setting

TOP_LEVEL_KEYS = ("models", "routers", "server")
MODEL_KEYS = ("name", "source", "aliases", "usecases", "context_length", "vision", "preload", "idle_unload_s",
              "description")
ROUTER_KEYS = ("name", "classifier", "candidates", "instructions", "fallback", "min_confidence", "min_label_mass",
               "description")
CANDIDATE_KEYS = ("model", "description")

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
    routers: tuple[RouterSpec, ...] = ()


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


def load_settings(environ: Mapping[str, str] | None = None, **overrides: Any) -> Settings:
    """Defaults, then the config file's ``server:`` section, then ``AUGURY_*`` variables, then ``overrides``.

    ``overrides`` are flags; ``None`` means "not given". The config file is ``overrides["config"]`` or
    ``AUGURY_CONFIG``. Raises :class:`ValueError` (a :class:`ConfigError` for the file) naming the bad setting.
    """
    env = os.environ if environ is None else environ
    from_env: dict[str, Any] = {}
    for f in fields(Settings):
        raw = env.get("AUGURY_" + f.name.upper())
        if raw is not None:
            from_env[f.name] = coerce_setting(f.name, raw, origin="AUGURY_" + f.name.upper())
    given = {k: v for k, v in overrides.items() if v is not None}
    values: dict[str, Any] = {}
    config_path = given.get("config", from_env.get("config"))
    if config_path is not None:
        values.update(load_config(Path(config_path)).settings)
    values.update(from_env)
    values.update(given)
    return replace(Settings(), **values)


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
    routers = _routers(data.get("routers"), where)
    return Config(path=path, models=models, settings=_server(data.get("server"), where), routers=routers)


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


# --------------------------------------------------------------------------------------------------
# routers: parsed here, checked against every served model (the file's and --model ones) by check_routers


def _routers(section: Any, where: str) -> tuple[RouterSpec, ...]:
    if section is None:
        return ()
    if not isinstance(section, list):
        raise ConfigError(f"{where}: routers must be a list of router entries.")
    routers = tuple(_router(entry, f"routers[{i}]", where) for i, entry in enumerate(section))
    names = [r.name for r in routers]
    for i, name in enumerate(names):
        if name in names[:i]:
            raise ConfigError(f"{where}: routers[{i}].name '{name}' is used by another router; names must be unique.")
    return routers


def _text(entry: dict[str, Any], key: str, at: str, where: str, *, default: str | None = None) -> str:
    value = entry.get(key, default)
    if not isinstance(value, str) or not value.strip():
        raise ConfigError(f"{where}: {at}.{key} is required and must be a non-empty string.")
    return value.strip()


def _floor(entry: dict[str, Any], key: str, at: str, where: str) -> float:
    value = entry.get(key, 0.0)
    if not isinstance(value, int | float) or isinstance(value, bool) or not 0.0 <= value <= 1.0:
        raise ConfigError(f"{where}: {at}.{key} must be a number from 0 to 1.")
    return float(value)


def _router(entry: Any, at: str, where: str) -> RouterSpec:
    if not isinstance(entry, dict):
        raise ConfigError(f"{where}: {at} must be a mapping with name, classifier and candidates.")
    _no_unknown_keys(entry, ROUTER_KEYS, where, at + ".")
    name = _name(entry.get("name"), f"{at}.name", where)
    classifier = _name(entry.get("classifier"), f"{at}.classifier", where)
    raw = entry.get("candidates")
    if not isinstance(raw, list) or not 2 <= len(raw) <= MAX_CANDIDATES:
        count = f"has {len(raw)}" if isinstance(raw, list) else "is missing or not a list"
        raise ConfigError(f"{where}: {at}.candidates {count}; a router needs from 2 to {MAX_CANDIDATES} candidates.")
    candidates: list[Candidate] = []
    for i, item in enumerate(raw):
        c_at = f"{at}.candidates[{i}]"
        if not isinstance(item, dict):
            raise ConfigError(f"{where}: {c_at} must be a mapping with model and description.")
        _no_unknown_keys(item, CANDIDATE_KEYS, where, c_at + ".")
        model = _name(item.get("model"), f"{c_at}.model", where)
        description = _text(item, "description", c_at, where)
        if any(not ch.isprintable() for ch in description):
            raise ConfigError(f"{where}: {c_at}.description must fit on one line (no control characters).")
        # The classifier tells options apart ignoring case.
        if any(c.model.casefold() == model.casefold() for c in candidates):
            raise ConfigError(f"{where}: {c_at}.model '{model}' repeats an earlier candidate.")
        candidates.append(Candidate(model=model, description=description))
    fallback = entry.get("fallback")
    if fallback is not None:
        fallback = _name(fallback, f"{at}.fallback", where)
    description = entry.get("description", "")
    if not isinstance(description, str):
        raise ConfigError(f"{where}: {at}.description must be a string.")
    return RouterSpec(
        name=name, classifier=classifier, candidates=tuple(candidates),
        instructions=_text(entry, "instructions", at, where, default=DEFAULT_INSTRUCTIONS), fallback=fallback,
        min_confidence=_floor(entry, "min_confidence", at, where),
        min_label_mass=_floor(entry, "min_label_mass", at, where), description=description,
    )


def check_routers(config: Config | None, models: list[ModelSpec]) -> tuple[RouterSpec, ...]:
    """The config's routers, refused (fail closed, fallback or not) unless every model they name is served with
    the right usecase: the classifier ``decisions``, the candidates and the fallback ``chat``."""
    if config is None:
        return ()
    where = str(config.path)
    served: dict[str, ModelSpec] = {}
    for spec in models:
        for key in (spec.name, *spec.aliases):
            served[key] = spec

    def model(name: str, at: str, usecase: str) -> None:
        spec = served.get(name)
        if spec is None:
            raise ConfigError(f"{where}: {at} '{name}' is not a served model; declare it under models (or --model).")
        if usecase not in spec.usecases:
            raise ConfigError(f"{where}: {at} '{name}' lacks the {usecase} usecase (its usecases: "
                              f"{', '.join(spec.usecases)}); a router needs {usecase} there.")

    for i, router in enumerate(config.routers):
        at = f"routers[{i}]"
        if router.name in served:
            raise ConfigError(f"{where}: {at}.name '{router.name}' is already a served model's name or alias; "
                              "names must be unique.")
        model(router.classifier, f"{at}.classifier", "decisions")
        for j, candidate in enumerate(router.candidates):
            model(candidate.model, f"{at}.candidates[{j}].model", "chat")
        if router.fallback is not None:
            model(router.fallback, f"{at}.fallback", "chat")
    return config.routers
