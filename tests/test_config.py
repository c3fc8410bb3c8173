"""The config file declares the served models; the registry serves exactly what it declares.

Parsing and every refusal first (pure), then the registry's lifecycle with the tiny model (lazy loading, idle
unload, the memory cap with LRU eviction, never unloading a model in use), then a real server started from a
config file: usecase refusals over HTTP, aliases, lazy loading and the config's ``server:`` settings.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from augury.api.usecases import check_usecase
from augury.config import ConfigError, load_config, load_settings, merge_models, parse_config
from augury.engine.loader import BUILTIN_MODELS, hub_id
from augury.engine.registry import USECASES, ModelRegistry, ModelSpec
from augury.errors import InvalidRequest, ModelNotFound, Overloaded
from augury.settings import parse_size
from tests.conftest import Server, start_server, stop_server


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "augury.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def refusal(tmp_path: Path, text: str) -> str:
    path = write(tmp_path, text)
    with pytest.raises(ConfigError) as info:
        load_config(path)
    message = str(info.value)
    assert message.startswith(f"{path}: ")
    return message.removeprefix(f"{path}: ")


# --------------------------------------------------------------------------------------------------
# Parsing


def test_a_full_model_entry_becomes_a_spec(tmp_path: Path) -> None:
    (tmp_path / "models" / "mine").mkdir(parents=True)
    config = load_config(write(tmp_path, """
models:
  - name: assistant
    source: ./models/mine
    aliases: [default, helper]
    usecases: [decisions]
    context_length: 8192
    vision: false
    preload: true
    idle_unload_s: 600
    description: Our support model
"""))
    assert config.models == (ModelSpec(
        name="assistant", source=str((tmp_path / "models" / "mine").resolve()), aliases=("default", "helper"),
        description="Our support model", usecases=("decisions",), context_length=8192, vision=False,
        preload=True, idle_unload_s=600.0,
    ),)
    assert config.settings == {}


def test_defaults_serve_both_usecases_and_load_on_first_use(tmp_path: Path) -> None:
    config = load_config(write(tmp_path, "models:\n  - {name: q, source: mlx-community/Qwen3-0.6B-4bit}\n"))
    (spec,) = config.models
    assert spec.usecases == USECASES == ("chat", "decisions")
    assert (spec.preload, spec.idle_unload_s, spec.context_length, spec.vision, spec.aliases) == (
        False, None, None, None, ())


def test_usecases_keep_a_canonical_order(tmp_path: Path) -> None:
    config = load_config(write(tmp_path, "models:\n  - {name: q, source: qwen3-0.6b, usecases: [decisions, chat]}\n"))
    assert config.models[0].usecases == ("chat", "decisions")


def test_a_builtin_alias_source_names_its_hub_repository(tmp_path: Path) -> None:
    config = load_config(write(tmp_path, "models:\n  - {name: small, source: qwen3.5-0.8b}\n"))
    assert config.models[0].source == "qwen3.5-0.8b"
    assert hub_id("qwen3.5-0.8b") == BUILTIN_MODELS["qwen3.5-0.8b"] == "mlx-community/Qwen3.5-0.8B-4bit"


def test_an_empty_file_declares_no_models(tmp_path: Path) -> None:
    assert load_config(write(tmp_path, "")).models == ()


def test_unknown_alias_is_refused(tmp_path: Path) -> None:
    assert refusal(tmp_path, "models:\n  - {name: q, source: qwen9-tiny}\n") == (
        "models[0].source: 'qwen9-tiny' is not a known model alias (built-in models: augury-demo, augury-tiny-qwen3; "
        "built-in aliases: " + ", ".join(BUILTIN_MODELS) + "); use a hub id (org/name) or a folder path (starting "
        "with ./ or /)."
    )


def test_unknown_usecase_is_refused_with_its_index(tmp_path: Path) -> None:
    assert refusal(tmp_path, "models:\n  - {name: q, source: qwen3-0.6b, usecases: [chat, embeddings]}\n") == (
        "models[0].usecases[1] is 'embeddings'; a usecase is one of chat, decisions."
    )


def test_empty_usecases_are_refused(tmp_path: Path) -> None:
    assert refusal(tmp_path, "models:\n  - {name: q, source: qwen3-0.6b, usecases: []}\n") == (
        "models[0].usecases must name at least one of chat, decisions."
    )


def test_a_name_used_twice_is_refused(tmp_path: Path) -> None:
    assert refusal(tmp_path, """
models:
  - {name: a, source: qwen3-0.6b, aliases: [shared]}
  - {name: b, source: qwen3-1.7b, aliases: [shared]}
""") == "models[1] answers to 'shared', which models[0] already uses; names and aliases must be unique."


def test_an_unknown_model_key_is_refused(tmp_path: Path) -> None:
    assert refusal(tmp_path, "models:\n  - {name: q, source: qwen3-0.6b, known_usecases: [chat]}\n") == (
        "models[0].known_usecases is not a known key; use one of name, source, aliases, usecases, context_length, "
        "vision, preload, idle_unload_s, description."
    )


def test_an_unknown_top_level_key_is_refused(tmp_path: Path) -> None:
    assert refusal(tmp_path, "model: []\n") == "model is not a known key; use one of models, routers, server."


def test_a_missing_source_is_refused(tmp_path: Path) -> None:
    assert refusal(tmp_path, "models:\n  - {name: q}\n") == (
        "models[0].source is required and must be a non-empty string.")


def test_a_missing_folder_is_refused(tmp_path: Path) -> None:
    assert refusal(tmp_path, "models:\n  - {name: q, source: ./nowhere}\n") == (
        f"models[0].source: the folder {tmp_path / 'nowhere'} does not exist.")


def test_a_name_with_spaces_is_refused(tmp_path: Path) -> None:
    assert refusal(tmp_path, "models:\n  - {name: my model, source: qwen3-0.6b}\n") == (
        "models[0].name must be a non-empty string without spaces.")


def test_a_bad_context_length_is_refused(tmp_path: Path) -> None:
    assert refusal(tmp_path, "models:\n  - {name: q, source: qwen3-0.6b, context_length: 0}\n") == (
        "models[0].context_length must be a positive integer (tokens).")


def test_invalid_yaml_is_refused(tmp_path: Path) -> None:
    assert refusal(tmp_path, "models: [\n").startswith("not valid YAML")


def test_a_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r"the config file does not exist\.$"):
        load_config(tmp_path / "absent.yaml")


def test_the_server_section_sets_settings(tmp_path: Path) -> None:
    path = write(tmp_path, "server:\n  port: 9001\n  max_model_memory: 8GiB\n  log_format: json\n"
                           "  api_keys: [k1, k2]\n  idle_unload_s: 300\n")
    settings = load_settings({}, config=path)
    assert (settings.port, settings.max_model_memory, settings.log_format, settings.api_keys,
            settings.idle_unload_s, settings.config) == (9001, 8 * 2**30, "json", ("k1", "k2"), 300.0, path)


def test_environment_beats_the_config_file_and_flags_beat_both(tmp_path: Path) -> None:
    path = write(tmp_path, "server:\n  port: 9001\n  max_questions: 50\n")
    settings = load_settings({"AUGURY_CONFIG": str(path), "AUGURY_PORT": "9002", "AUGURY_MAX_QUESTIONS": "60"},
                                 max_questions=70)
    assert (settings.port, settings.max_questions) == (9002, 70)


def test_an_unknown_server_setting_is_refused(tmp_path: Path) -> None:
    assert refusal(tmp_path, "server:\n  prot: 1\n").startswith("server.prot is not a setting; settings are ")


def test_a_bad_server_value_is_refused(tmp_path: Path) -> None:
    assert refusal(tmp_path, "server:\n  max_model_memory: lots\n") == (
        "server.max_model_memory: 'lots' is not a valid memory size (bytes, or a number with KB/MB/GB/KiB/MiB/GiB).")


def test_a_bad_environment_value_names_the_variable() -> None:
    with pytest.raises(ValueError, match=r"^AUGURY_PORT: 'x' is not a valid integer\.$"):
        load_settings({"AUGURY_PORT": "x"})


@pytest.mark.parametrize(("text", "size"), [
    ("1024", 1024), ("512MB", 512 * 10**6), ("8GiB", 8 * 2**30), ("1.5G", 1_500_000_000), ("64 KiB", 65536),
])
def test_memory_sizes(text: str, size: int) -> None:
    assert parse_size(text) == size


def test_config_models_come_before_flag_models_and_may_not_share_names(tmp_path: Path) -> None:
    config = parse_config({"models": [{"name": "a", "source": "qwen3-0.6b"}]}, path=tmp_path / "c.yaml")
    merged = merge_models(config, [ModelSpec.parse("b=qwen3-1.7b")])
    assert [s.name for s in merged] == ["a", "b"]
    with pytest.raises(ConfigError, match="two served models answer to 'a'"):
        merge_models(config, [ModelSpec.parse("a=qwen3-1.7b")])


# --------------------------------------------------------------------------------------------------
# The registry: lazy loading, usecases, idle unload, memory cap


@pytest.fixture(scope="module")
def worker() -> Iterator[Any]:
    from augury.engine import backend
    from augury.engine.worker import EngineWorker

    backend.prepare("cpu")
    w = EngineWorker()
    yield w
    w.shutdown()


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def registry(worker: Any, tiny: Path, names: str = "a", clock: Clock | None = None, **kwargs: Any) -> ModelRegistry:
    specs = [ModelSpec(name=n, source=str(tiny), usecases=("chat",) if n == "c" else USECASES) for n in names]
    reg = ModelRegistry(specs, worker, device="cpu", allow_download=False, clock=clock or Clock(), **kwargs)
    reg.close()  # no timer thread: these tests drive idle sweeps themselves
    return reg


def test_a_model_loads_on_first_use(worker: Any, model_dirs: dict[str, Path]) -> None:
    reg = registry(worker, model_dirs["tiny"])
    assert not reg.is_loaded("a")
    model = asyncio.run(reg.get("a"))
    assert reg.is_loaded("a") and model.info.name == "a"
    assert asyncio.run(reg.get("a")) is model
    assert reg.loads["a"] == 1


def test_check_usecase_refuses_a_model_without_it(worker: Any, model_dirs: dict[str, Path]) -> None:
    reg = registry(worker, model_dirs["tiny"], names="c")
    with pytest.raises(InvalidRequest) as info:
        check_usecase(reg.resolve("c"), "c", "decisions")
    assert (info.value.status, info.value.param, info.value.code, info.value.message) == (
        400, "model", "unsupported_usecase",
        "The model 'c' is not configured for decisions (its usecases: chat); add 'decisions' to its usecases in "
        "the config file or use another model.")
    check_usecase(reg.resolve("c"), "c", "chat")


def test_an_unknown_model_is_not_found(worker: Any, model_dirs: dict[str, Path]) -> None:
    with pytest.raises(ModelNotFound):
        registry(worker, model_dirs["tiny"]).resolve("zzz")


def test_an_idle_model_is_unloaded_after_its_timeout(worker: Any, model_dirs: dict[str, Path]) -> None:
    clock = Clock()
    reg = registry(worker, model_dirs["tiny"], clock=clock, idle_unload_s=10)
    asyncio.run(reg.get("a"))
    clock.now += 9
    assert reg.sweep_idle() == [] and reg.is_loaded("a")
    clock.now += 1
    assert reg.sweep_idle() == ["a"] and not reg.is_loaded("a")
    assert reg.unloads == {("a", "idle"): 1}
    asyncio.run(reg.get("a"))  # and loads again when asked
    assert reg.loads["a"] == 2


def test_a_model_in_use_is_not_unloaded_and_its_idle_time_restarts(worker: Any, model_dirs: dict[str, Path]) -> None:
    clock = Clock()
    reg = registry(worker, model_dirs["tiny"], clock=clock, idle_unload_s=10)
    held = asyncio.run(reg.get("a"))
    clock.now += 60
    assert reg.sweep_idle() == [] and reg.is_loaded("a")
    del held
    clock.now += 9
    assert reg.sweep_idle() == []
    clock.now += 1
    assert reg.sweep_idle() == ["a"]


def test_a_model_idle_timeout_of_zero_overrides_the_server_default(worker: Any, model_dirs: dict[str, Path]) -> None:
    clock = Clock()
    spec = ModelSpec(name="a", source=str(model_dirs["tiny"]), idle_unload_s=0)
    reg = ModelRegistry([spec], worker, device="cpu", allow_download=False, clock=clock, idle_unload_s=10)
    reg.close()
    reg.load_sync("a")
    clock.now += 3600
    assert reg.sweep_idle() == [] and reg.is_loaded("a")


def test_the_idle_timer_thread_unloads_on_its_own(worker: Any, model_dirs: dict[str, Path]) -> None:
    spec = ModelSpec(name="a", source=str(model_dirs["tiny"]))
    reg = ModelRegistry([spec], worker, device="cpu", allow_download=False, idle_unload_s=0.2)
    try:
        reg.load_sync("a")
        deadline = time.monotonic() + 5
        while reg.is_loaded("a") and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not reg.is_loaded("a")
    finally:
        reg.close()


def weights(worker: Any, tiny: Path) -> int:
    reg = registry(worker, tiny)
    reg.load_sync("a")
    return reg.states()[0].memory_bytes


def test_the_memory_cap_unloads_the_least_recently_used(worker: Any, model_dirs: dict[str, Path]) -> None:
    size = weights(worker, model_dirs["tiny"])
    clock = Clock()
    reg = registry(worker, model_dirs["tiny"], names="abc", clock=clock, memory_limit_bytes=int(size * 2.5))
    for name in "ab":
        reg.load_sync(name)
        clock.now += 1
    reg.load_sync("a")  # a is now more recently used than b
    clock.now += 1
    reg.load_sync("c")
    assert [s.spec.name for s in reg.states() if s.loaded] == ["a", "c"]
    assert reg.unloads == {("b", "memory"): 1}
    assert reg.memory_in_use() <= reg.memory_limit_bytes


def test_models_in_use_are_not_evicted_and_the_load_is_refused(worker: Any, model_dirs: dict[str, Path]) -> None:
    size = weights(worker, model_dirs["tiny"])
    reg = registry(worker, model_dirs["tiny"], names="ab", memory_limit_bytes=int(size * 1.5))
    held = reg.load_sync("a")
    with pytest.raises(Overloaded) as info:
        asyncio.run(reg.get("b"))
    assert info.value.status == 503
    assert info.value.message.startswith("Cannot load the model 'b' now: the models in use fill the memory cap")
    del held
    asyncio.run(reg.get("b"))
    assert [s.spec.name for s in reg.states() if s.loaded] == ["b"]


def test_a_model_larger_than_the_cap_is_refused(worker: Any, model_dirs: dict[str, Path]) -> None:
    reg = registry(worker, model_dirs["tiny"], memory_limit_bytes=1000)
    with pytest.raises(Exception, match=r"needs about .* more than the memory cap .* raise the cap"):
        reg.load_sync("a")


# --------------------------------------------------------------------------------------------------
# A server started from a config file


@pytest.fixture(scope="module")
def config_server(model_dirs: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    tmp = tmp_path_factory.mktemp("config-server")
    config = tmp / "augury.yaml"
    config.write_text(f"""
models:
  - name: chatty
    source: {model_dirs['tiny']}
    aliases: [talker]
    usecases: [chat]
  - name: judge
    source: {model_dirs['tiny']}
    usecases: [decisions]
    preload: true
server:
  log_format: json
""", encoding="utf-8")
    srv = start_server(["--config", str(config)], tmp)
    yield srv
    stop_server(srv)


DECISION = {"input": "I was charged twice.", "questions": [{"type": "predicate", "instructions": "About billing?"}]}
SYSTEMONE = {"state": {"message": "I was charged twice."}, "questions": {"billing": {"type": "noul",
                                                                                    "instructions": "Billing?"}}}
CHAT = {"messages": [{"role": "user", "content": "hi"}], "max_tokens": 2}
RESPONSES = {"input": "hi", "max_output_tokens": 2}


def assert_missing_usecase(resp: httpx.Response, model: str, usecase: str, has: str) -> None:
    assert resp.status_code == 400, resp.text
    assert resp.json() == {"error": {
        "message": f"The model '{model}' is not configured for {usecase} (its usecases: {has}); add '{usecase}' "
                   "to its usecases in the config file or use another model.",
        "type": "invalid_request_error", "param": "model", "code": "unsupported_usecase"}}


@pytest.mark.parametrize(("path", "body"), [("/v1/decisions", DECISION), ("/v1/systemone", SYSTEMONE)])
def test_decision_routes_refuse_a_model_without_the_decisions_usecase(
    config_server: Server, path: str, body: dict[str, Any]
) -> None:
    resp = httpx.post(config_server.base_url + path, json={"model": "chatty", **body}, timeout=60)
    assert_missing_usecase(resp, "chatty", "decisions", "chat")


@pytest.mark.parametrize(("path", "body"), [("/v1/chat/completions", CHAT), ("/v1/responses", RESPONSES)])
def test_generation_routes_refuse_a_model_without_the_chat_usecase(
    config_server: Server, path: str, body: dict[str, Any]
) -> None:
    resp = httpx.post(config_server.base_url + path, json={"model": "judge", **body}, timeout=60)
    assert_missing_usecase(resp, "judge", "chat", "decisions")


def loaded(server: Server) -> dict[str, float]:
    from augury.metrics import parse_exposition

    samples = parse_exposition(httpx.get(server.base_url + "/metrics", timeout=10).text)
    return {labels["model"]: value for labels, value in samples["augury_model_loaded"]}


def test_a_config_model_loads_on_first_use_unless_preloaded(config_server: Server) -> None:
    assert loaded(config_server) == {"chatty": 0, "judge": 1}
    resp = httpx.post(config_server.base_url + "/v1/chat/completions", json={"model": "talker", **CHAT}, timeout=60)
    assert resp.status_code == 200, resp.text
    assert loaded(config_server) == {"chatty": 1, "judge": 1}


def test_a_model_with_the_usecase_is_served(config_server: Server) -> None:
    resp = httpx.post(config_server.base_url + "/v1/decisions", json={"model": "judge", **DECISION}, timeout=60)
    assert resp.status_code == 200, resp.text
    assert resp.json()["model"] == "judge"


def test_an_unknown_model_is_still_not_found(config_server: Server) -> None:
    resp = httpx.post(config_server.base_url + "/v1/decisions", json={"model": "nobody", **DECISION}, timeout=60)
    assert resp.status_code == 404
    assert resp.json()["error"]["code"] == "model_not_found"


def wait_for_log(server: Server, wanted: Callable[[str], bool], parse: Callable[[str], Any]) -> list[Any]:
    """The server's log lines ``wanted`` picks; the line is written just after the response, so wait for it."""
    deadline = time.monotonic() + 10
    while True:
        found = [parse(line) for line in server.log().splitlines() if wanted(line)]
        if found or time.monotonic() > deadline:
            return found
        time.sleep(0.05)


def test_the_config_server_section_switches_logs_to_json(config_server: Server) -> None:
    rid = "req-config-json-1"
    httpx.post(config_server.base_url + "/v1/decisions", json={"model": "judge", **DECISION},
               headers={"x-request-id": rid}, timeout=60)
    (access,) = wait_for_log(config_server, lambda line: line.startswith("{") and rid in line, json.loads)
    assert {k: access[k] for k in ("level", "logger", "method", "route", "model", "status")} == {
        "level": "info", "logger": "augury.access", "method": "POST", "route": "/v1/decisions", "model": "judge",
        "status": 200}
    assert access["latency_ms"] > 0
