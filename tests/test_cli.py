"""The `augury` command: pull/rm against an in-memory hub (no network), models/run/decide against a live server.

`pull` goes through huggingface_hub's own HTTP session, here given a mock transport (:class:`FakeHub`) that serves
a tiny model as if it were a hub repository, and can drop a connection, corrupt a file or be unreachable.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import re
import signal
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import httpx2
import huggingface_hub
import pytest
from huggingface_hub.utils._http import default_client_factory

from augury.cli import bar, human_size, main, parse_question, render_decision
from augury.engine.loader import BUILTIN_MODELS, find_in_hf_cache, folder_size, repo_cache_dir, resolve_source
from augury.errors import ServerError
from tests.conftest import Server, free_port

COMMIT = "c0ffee" + "0" * 34
ALIAS = "qwen3-0.6b"
REPO = BUILTIN_MODELS[ALIAS]
PULLING = f"pulling {ALIAS} ({REPO})\n"
NO_NETWORK = (f"augury: error: Cannot reach the Hugging Face hub to download '{REPO}' (no network?); connect and run "
              "the command again: finished files are kept and a partial file resumes.\n")


def cached_weights() -> bytes:
    snapshot = find_in_hf_cache(REPO)
    assert snapshot is not None
    return (snapshot / "model.safetensors").read_bytes()


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# --------------------------------------------------------------------------------------------------
# pull and rm, against an in-memory hub


def git_blob_id(data: bytes) -> str:
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


class ResetAfter(httpx2.SyncByteStream):
    """A body that sends ``n`` bytes and then loses the connection."""

    def __init__(self, data: bytes, n: int) -> None:
        self.data, self.n = data, n

    def __iter__(self) -> Iterator[bytes]:
        yield self.data[: self.n]
        raise httpx2.ReadError("connection reset by peer")


class FakeHub:
    """Hub repositories served from local folders; records every request; can misbehave on purpose."""

    def __init__(self, repos: dict[str, Path]) -> None:
        self.repos = {repo: {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}
                      for repo, folder in repos.items()}
        self.requests: list[tuple[str, str, str | None]] = []
        self.reset_after: dict[str, int] = {}  # file → bytes sent before the connection drops (once)
        self.corrupt: dict[str, int] = {}  # file → how many more times to serve it with one byte flipped
        self.offline = False

    def entry(self, name: str, data: bytes) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "file", "path": name, "size": len(data), "oid": git_blob_id(data)}
        if name.endswith(".safetensors"):
            out["lfs"] = {"oid": hashlib.sha256(data).hexdigest(), "size": len(data), "pointerSize": 134}
        return out

    def __call__(self, request: httpx2.Request) -> httpx2.Response:
        path = request.url.path
        self.requests.append((request.method, path, request.headers.get("range")))
        if self.offline:
            raise httpx2.ConnectError("[Errno 101] Network is unreachable")
        for repo, files in self.repos.items():
            if path == f"/api/models/{repo}":
                return httpx2.Response(200, json={"id": repo, "sha": COMMIT})
            if path == f"/api/models/{repo}/tree/{COMMIT}":
                return httpx2.Response(200, json=[self.entry(n, d) for n, d in files.items()])
            prefix = f"/{repo}/resolve/{COMMIT}/"
            if path.startswith(prefix):
                return self.file(path.removeprefix(prefix), files[path.removeprefix(prefix)], request)
        return httpx2.Response(404, headers={"x-error-code": "RepoNotFound"}, json={"error": "Repository not found"})

    def file(self, name: str, data: bytes, request: httpx2.Request) -> httpx2.Response:
        if self.corrupt.get(name):
            self.corrupt[name] -= 1
            data = data[:-1] + bytes([data[-1] ^ 0xFF])
        start = int(request.headers["range"].removeprefix("bytes=").rstrip("-")) if "range" in request.headers else 0
        body = data[start:]
        status = 206 if start else 200
        if name in self.reset_after:
            return httpx2.Response(status, stream=ResetAfter(body, self.reset_after.pop(name)))
        return httpx2.Response(status, content=body)

    def gets(self, name: str) -> list[str | None]:
        """The Range header of every download of ``name``."""
        return [rng for method, path, rng in self.requests if method == "GET" and path.endswith("/" + name)]


@pytest.fixture
def hub(model_dirs: dict[str, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeHub]:
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path / "hf"))
    monkeypatch.setenv("HF_HOME", str(tmp_path / "hf-home"))
    fake = FakeHub({REPO: model_dirs["tiny"]})
    huggingface_hub.set_client_factory(lambda: httpx2.Client(transport=httpx2.MockTransport(fake)))
    yield fake
    huggingface_hub.set_client_factory(default_client_factory)


def test_pull_downloads_an_alias_into_the_hub_cache(hub: FakeHub, model_dirs: dict[str, Path],
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "pull", ALIAS)
    snapshot = find_in_hf_cache(REPO)
    assert code == 0 and snapshot is not None
    assert out == f"pulled {ALIAS} ({REPO}): {human_size(folder_size(model_dirs['tiny']))} in {snapshot}\n"
    assert {p.name: p.read_bytes() for p in snapshot.iterdir()} == hub.repos[REPO]
    assert resolve_source(ALIAS, allow_download=False) == snapshot


def test_pull_resumes_a_file_where_the_connection_broke(hub: FakeHub, capsys: pytest.CaptureFixture[str]) -> None:
    hub.reset_after["model.safetensors"] = 1000
    code, _, err = run_cli(capsys, "pull", ALIAS)
    assert code == 1
    assert err == PULLING + NO_NETWORK
    finished_before = {n for n in hub.repos[REPO] if hub.gets(n)} - {"model.safetensors"}
    code, _, _ = run_cli(capsys, "pull", ALIAS)
    assert code == 0
    assert hub.gets("model.safetensors") == [None, "bytes=1000-"]
    assert all(hub.gets(n) == [None] for n in finished_before)  # finished files are not fetched again
    assert cached_weights() == hub.repos[REPO]["model.safetensors"]


def test_pull_fetches_a_corrupt_file_again(hub: FakeHub, capsys: pytest.CaptureFixture[str]) -> None:
    hub.corrupt["model.safetensors"] = 1
    code, _, _ = run_cli(capsys, "pull", ALIAS)
    assert code == 0
    assert hub.gets("model.safetensors") == [None, None]
    assert cached_weights() == hub.repos[REPO]["model.safetensors"]


def test_pull_refuses_a_download_that_stays_corrupt(hub: FakeHub, capsys: pytest.CaptureFixture[str]) -> None:
    hub.corrupt["model.safetensors"] = 2
    assert run_cli(capsys, "pull", ALIAS)[::2] == (1, PULLING + (
        f"augury: error: The download of '{REPO}' is corrupt: model.safetensors does not match its checksum twice "
        "in a row; check the network or disk and try again.\n"))


def test_pull_again_checks_the_cache_and_downloads_nothing(hub: FakeHub, capsys: pytest.CaptureFixture[str]) -> None:
    run_cli(capsys, "pull", ALIAS)
    hub.requests.clear()
    assert run_cli(capsys, "pull", ALIAS)[0] == 0
    assert [method for method, path, _ in hub.requests] == ["GET", "GET"]  # the listing only


def test_pull_without_network_says_so(hub: FakeHub, capsys: pytest.CaptureFixture[str]) -> None:
    hub.offline = True
    assert run_cli(capsys, "pull", ALIAS)[::2] == (1, PULLING + NO_NETWORK)


def test_pull_of_a_missing_repository(hub: FakeHub, capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(capsys, "pull", "acme/missing")[::2] == (1, "pulling acme/missing\n" + (
        "augury: error: There is no model 'acme/missing' on the Hugging Face hub (or it is private).\n"))


def test_pull_of_an_unknown_alias_asks_nothing_of_the_hub(hub: FakeHub, capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(capsys, "pull", "qwen9")[::2] == (1, (
        f"augury: error: 'qwen9' is not a known model: not a built-in alias ({', '.join(BUILTIN_MODELS)}), not a "
        "hub id (org/name) and not a model of the config file.\n"))
    assert hub.requests == []


def test_pull_of_a_local_folder_has_nothing_to_do(hub: FakeHub, model_dirs: dict[str, Path],
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    folder = str(model_dirs["tiny"])
    assert run_cli(capsys, "pull", folder)[::2] == (
        1, f"augury: error: '{folder}' is a local folder ({folder}); there is nothing to pull.\n")


def test_pull_accepts_a_model_name_from_the_config(hub: FakeHub, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    config = tmp_path / "augury.yaml"
    config.write_text(f"models:\n  - {{name: small, source: {ALIAS}}}\n")
    code, out, _ = run_cli(capsys, "pull", "small", "--config", str(config))
    assert code == 0 and out.startswith(f"pulled small ({REPO}): ")


def test_rm_deletes_a_pulled_model(hub: FakeHub, model_dirs: dict[str, Path],
                                   capsys: pytest.CaptureFixture[str]) -> None:
    run_cli(capsys, "pull", ALIAS)
    cached = repo_cache_dir(REPO).rglob("*")  # the files and the cache's own record of the commit
    freed = sum(p.stat().st_size for p in cached if p.is_file() and not p.is_symlink())
    assert freed - folder_size(model_dirs["tiny"]) == len(COMMIT)
    assert run_cli(capsys, "rm", ALIAS)[:2] == (0, f"removed {ALIAS} ({human_size(freed)} freed)\n")
    assert find_in_hf_cache(REPO) is None
    assert run_cli(capsys, "rm", ALIAS)[::2] == (
        1, f"augury: error: '{ALIAS}' is not in the local cache; `augury models` lists what is.\n")


def test_models_without_a_server_lists_pulled_models(hub: FakeHub, model_dirs: dict[str, Path],
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    run_cli(capsys, "pull", ALIAS)
    url = f"http://127.0.0.1:{free_port()}"
    code, out, _ = run_cli(capsys, "models", "--url", url)
    size = human_size(folder_size(model_dirs["tiny"]))
    lines = out.splitlines()
    assert (code, lines[0]) == (0, f"no server answers at {url}; models on this machine")
    assert [line.split()[0] for line in lines[1:]] == ["NAME", "augury-demo", "augury-tiny-qwen3", ALIAS]
    assert lines[-1].split() == [ALIAS, *size.split(), "chat,decisions", "no"]


def test_a_truncated_weights_file_is_reported_at_load(model_dirs: dict[str, Path], tmp_path: Path) -> None:
    broken = tmp_path / "broken"
    broken.mkdir()
    for f in model_dirs["tiny"].iterdir():
        (broken / f.name).write_bytes(f.read_bytes())
    weights = broken / "model.safetensors"
    full = weights.stat().st_size
    weights.write_bytes(weights.read_bytes()[: full - 10])
    with pytest.raises(ServerError) as info:
        resolve_source(str(broken), allow_download=False)
    assert info.value.message == (f"The model files in {broken} are damaged: model.safetensors should be {full} bytes "
                                  f"but is {full - 10} (truncated).")


# --------------------------------------------------------------------------------------------------
# models, run and decide against a live server


def test_models_lists_the_servers_models(server: Server, model_dirs: dict[str, Path],
                                         capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "models", "--url", server.base_url)
    lines = out.splitlines()
    assert code == 0 and lines[0] == f"models served by {server.base_url}"
    rows = [line.split("  ") for line in lines[1:]]
    cells = [[c.strip() for c in row if c.strip()] for row in rows]
    assert cells[0] == ["NAME", "SIZE", "USECASES", "LOADED"]
    assert [row[:3] for row in cells[1:]] == [
        ["tiny", human_size(folder_size(model_dirs["tiny"])), "chat,decisions"],
        ["tiny35", human_size(folder_size(model_dirs["tiny35"])), "chat,decisions"],
    ]
    assert all(row[3].startswith("yes (") for row in cells[1:]), out


def test_run_streams_the_chat_answer(server: Server, capsys: pytest.CaptureFixture[str]) -> None:
    expected = httpx.post(server.base_url + "/v1/chat/completions", timeout=60, json={
        "model": "tiny", "messages": [{"role": "user", "content": "Say hi"}], "max_tokens": 6, "temperature": 0,
    }).json()["choices"][0]["message"]["content"]
    code, out, _ = run_cli(capsys, "run", "tiny", "Say hi", "--url", server.base_url, "--max-tokens", "6",
                           "--temperature", "0")
    assert (code, out) == (0, expected + "\n")


def test_run_reads_the_prompt_from_stdin(server: Server, capsys: pytest.CaptureFixture[str],
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("Say hi"))
    with_stdin = run_cli(capsys, "run", "tiny", "--url", server.base_url, "--max-tokens", "6", "--temperature", "0")
    with_arg = run_cli(capsys, "run", "tiny", "Say hi", "--url", server.base_url, "--max-tokens", "6",
                       "--temperature", "0")
    assert with_stdin == with_arg


def test_run_names_a_missing_model(server: Server, capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(capsys, "run", "nope", "hi", "--url", server.base_url)[::2] == (1, (
        "augury: error: The model 'nope' does not exist or is not served here; GET /v1/models lists the served "
        "models. (HTTP 404)\n"))


def test_run_without_a_server_says_how_to_start_one(capsys: pytest.CaptureFixture[str]) -> None:
    url = f"http://127.0.0.1:{free_port()}"
    assert run_cli(capsys, "run", "tiny", "hi", "--url", url)[::2] == (
        1, f"augury: error: no Augury server answers at {url}; start one with `augury serve` (or pass --url).\n")


QUESTIONS = ("billing=Is it about billing?", "team=Which team?|billing|shipping|technical",
             "score:urgency=How urgent is it?|low|medium|high")


def test_decide_prints_each_answer_with_probability_bars(server: Server, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["decide", "--url", server.base_url, "--model", "tiny", "--state", "I was charged twice."]
    for q in QUESTIONS:
        args += ["-q", q]
    code, raw, _ = run_cli(capsys, *args, "--json")
    result = json.loads(raw)
    assert code == 0 and [a["name"] for a in result["answers"]] == ["billing", "team", "urgency"]
    code, table, _ = run_cli(capsys, *args)
    assert (code, table) == (0, render_decision(result) + "\n")


def test_decide_reads_a_request_file(server: Server, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    body = {"model": "tiny", "input": "I was charged twice.",
            "questions": [{"type": "predicate", "name": "billing", "instructions": "Is it about billing?"}]}
    file = tmp_path / "request.json"
    file.write_text(json.dumps(body))
    code, raw, _ = run_cli(capsys, "decide", "--url", server.base_url, "--file", str(file), "--json")
    direct = httpx.post(server.base_url + "/v1/decisions", json=body, timeout=60).json()
    assert (code, json.loads(raw)["answers"]) == (0, direct["answers"])


def test_decide_needs_a_model_when_the_server_has_several(server: Server, capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(capsys, "decide", "--url", server.base_url, "--state", "x", "-q", "Is it?")[::2] == (
        1, "augury: error: the server serves 2 models (tiny, tiny35); choose one with --model.\n")


def test_decide_needs_a_question(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(capsys, "decide", "--state", "x")[::2] == (
        1, "augury: error: give at least one --question (or \"questions\" in --file).\n")


# --------------------------------------------------------------------------------------------------
# Pieces


@pytest.mark.parametrize(("spec", "question"), [
    ("Is it about billing?", {"type": "predicate", "instructions": "Is it about billing?"}),
    ("billing=Is it about billing?", {"type": "predicate", "name": "billing", "instructions": "Is it about billing?"}),
    ("team=Which team?|billing|shipping", {"type": "choice", "name": "team", "instructions": "Which team?",
                                           "choices": [{"value": "billing"}, {"value": "shipping"}]}),
    ("score:urgency=How urgent?|low|high", {"type": "score", "name": "urgency", "instructions": "How urgent?",
                                            "levels": [{"label": "low"}, {"label": "high"}]}),
    ("Is 2+2=4?", {"type": "predicate", "instructions": "Is 2+2=4?"}),
])
def test_question_specs(spec: str, question: dict[str, Any]) -> None:
    assert parse_question(spec) == question


@pytest.mark.parametrize(("spec", "message"), [
    ("predicate:x=Is it?|a|b", "question 'predicate:x=Is it?|a|b': a predicate takes no options (it is answered "
                               "yes or no)."),
    ("x=Which?|only", "question 'x=Which?|only': a choice needs at least two non-empty options after '|'."),
    ("x=", "question 'x=' has no instructions."),
])
def test_bad_question_specs(spec: str, message: str) -> None:
    with pytest.raises(Exception, match="^" + message.replace("?", r"\?").replace("|", r"\|").replace("(", r"\(")
                       .replace(")", r"\)") + "$"):
        parse_question(spec)


def test_bars_are_drawn_in_eighths() -> None:
    assert (bar(0.0), bar(1.0), bar(0.5), bar(0.53, width=10)) == ("", "█" * 24, "█" * 12, "█████▎")


def test_a_decision_renders_as_a_table() -> None:
    result = {"answers": [
        {"type": "predicate", "name": "billing", "probability": 0.75},
        {"type": "choice", "name": None, "choice": True, "confidence": 0.5,
         "probabilities": [{"value": True, "probability": 0.75}, {"value": False, "probability": 0.25}]},
        {"type": "score", "name": "urgency", "score": 1.5, "confidence": 0.25, "probabilities": [
            {"value": 0, "label": "low", "probability": 0.25}, {"value": 1, "label": "mid", "probability": 0.0},
            {"value": 2, "label": "high", "probability": 0.75}]},
    ]}
    assert render_decision(result) == "\n".join([
        "billing (predicate) → yes",
        "  yes  0.750  " + "█" * 18,
        "  no   0.250  " + "█" * 6,
        "#2 (choice) → true   confidence 0.50",
        "  true   0.750  " + "█" * 18,
        "  false  0.250  " + "█" * 6,
        "urgency (score) → 1.50   confidence 0.25",
        "  0 low   0.250  " + "█" * 6,
        "  1 mid   0.000  ",
        "  2 high  0.750  " + "█" * 18,
    ])


# --------------------------------------------------------------------------------------------------
# The command as a newcomer meets it: a real `augury` process, its output and exit status


def cli(*argv: str, env: dict[str, str] | None = None, stdin: str | None = None,
        timeout: float = 60) -> subprocess.CompletedProcess[str]:
    from tests.test_serve_command import augury_executable

    return subprocess.run([augury_executable(), *argv], env={**os.environ, **(env or {})}, input=stdin,
                          capture_output=True, text=True, timeout=timeout)


@pytest.fixture(scope="module")
def one_model(model_dirs: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A server with one model, ``tiny``, so commands may leave the model out."""
    from tests.conftest import start_server, stop_server

    srv = start_server(["--model", f"tiny={model_dirs['tiny']}"], tmp_path_factory.mktemp("one-model"))
    yield srv
    stop_server(srv)


def test_bare_augury_prints_help_and_version_is_known() -> None:
    bare = cli()
    assert (bare.returncode, bare.stderr) == (0, "")
    assert bare.stdout.startswith("usage: augury") and "serve" in bare.stdout and "``" not in bare.stdout
    from augury import __version__

    assert cli("--version").stdout == f"augury {__version__}\n"


def test_every_flag_of_every_command_has_help() -> None:
    for command in ("serve", "models", "ps", "show", "pull", "rm", "run", "decide", "make-test-model"):
        text = cli(command, "--help").stdout
        options = text[text.index("options:"):]
        entries = re.split(r"\n  (?=-)", options)[1:]
        assert entries, command
        for entry in entries:
            head, _, rest = entry.partition("  ")
            described = rest.strip() or entry.partition("\n")[2].strip()
            assert described, f"augury {command}: {head.strip()} has no help"


def test_urls_as_people_type_them_reach_the_server(one_model: Server) -> None:
    host_port = one_model.base_url.removeprefix("http://")
    for argv, env in [(["models", "--url", host_port], {}),
                      (["models"], {"AUGURY_URL": host_port.replace("127.0.0.1", "localhost")}),
                      (["models", "--url", one_model.base_url + "/v1"], {}),
                      (["models", "--url", one_model.base_url + "/v1/"], {})]:
        done = cli(*argv, env=env)
        assert (done.returncode, done.stderr) == (0, ""), (argv, env, done.stderr)
        assert done.stdout.splitlines()[0].startswith("models served by http://"), done.stdout
        assert done.stdout.splitlines()[2].startswith("tiny ")
    run = cli("run", "--url", one_model.base_url + "/v1", "tiny", "Say hi", "--max-tokens", "3")
    assert (run.returncode, run.stderr) == (0, ""), run.stderr


def test_user_mistakes_get_one_sentence_and_no_traceback(tmp_path: Path) -> None:
    url = f"http://127.0.0.1:{free_port()}"
    cases = [
        (["decide", "--file", str(tmp_path / "nope.json")], 1, f"augury: error: {tmp_path / 'nope.json'}: no such "
                                                              "file.\n"),
        (["models", "--url", "ftp://example"], 2, None),
        (["run", "--url", url.removeprefix("http://"), "tiny", "hi"], 1,
         f"augury: error: no Augury server answers at {url}; start one with `augury serve` (or pass --url).\n"),
        (["ps", "--url", url], 1,
         f"augury: error: no Augury server answers at {url}; start one with `augury serve` (or pass --url).\n"),
    ]
    for argv, status, message in cases:
        done = cli(*argv)
        assert done.returncode == status, (argv, done.stderr)
        assert "Traceback" not in done.stderr
        if message is not None:
            assert done.stderr == message
        else:
            assert done.stderr.strip().splitlines()[-1] == ("augury models: error: argument --url: 'ftp://example' is "
                                                           "not a server address; give one like "
                                                           "http://127.0.0.1:28100.")


def test_the_built_in_models_are_models_like_any_other(tmp_path: Path) -> None:
    env = {"AUGURY_CACHE_DIR": str(tmp_path / "cache"), "HF_HUB_CACHE": str(tmp_path / "hf"),
           "AUGURY_URL": f"http://127.0.0.1:{free_port()}"}
    listed = cli("models", env=env)
    assert listed.returncode == 0
    rows = [line.split()[0] for line in listed.stdout.splitlines()[2:]]
    assert rows == ["augury-demo", "augury-tiny-qwen3"], listed.stdout
    assert "(none" not in listed.stdout
    pulled = cli("pull", "augury-demo", env=env)
    assert pulled.returncode == 0 and pulled.stdout.startswith("augury-demo is built into Augury: nothing to "
                                                               "download ("), pulled.stderr
    removed = cli("rm", "augury-demo", env=env)
    assert (removed.returncode, removed.stderr) == (1, "augury: error: 'augury-demo' is built into Augury and cannot "
                                                       "be removed; `augury rm` deletes downloaded models.\n")
    shown = cli("show", "augury-demo", env=env)
    assert shown.returncode == 0, shown.stderr
    lines = shown.stdout.splitlines()
    assert lines[0] == f"augury-demo, on this machine (no server answers at {env['AUGURY_URL']})"
    fields = {line.strip().split("  ")[0]: line.strip() for line in lines[1:] if not line.startswith("    ")}
    assert {"source", "architecture", "context length", "vision", "chat template", "files", "size"} <= set(fields)
    assert fields["source"].endswith("augury-demo (built in)") and fields["chat template"].endswith("yes")


def test_ps_and_show_ask_the_running_server(one_model: Server) -> None:
    assert httpx.post(one_model.base_url + "/v1/chat/completions", timeout=60, json={
        "model": "tiny", "max_tokens": 2, "messages": [{"role": "user", "content": "hi"}]}).status_code == 200
    ps = cli("ps", "--url", one_model.base_url)
    assert ps.returncode == 0, ps.stderr
    header, row = ps.stdout.splitlines()
    assert header.split() == ["NAME", "MEMORY", "IDLE", "UNLOADS"]
    name, memory, unit, idle, unloads = row.split()
    memory_bytes = httpx.get(one_model.base_url + "/v1/models/tiny").json()["x_augury"]["memory_bytes"]
    assert (name, f"{memory} {unit}", unloads) == ("tiny", human_size(memory_bytes), "never") and memory_bytes > 0
    assert re.fullmatch(r"\d+s", idle), idle
    shown = cli("show", "tiny", "--url", one_model.base_url)
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.splitlines()[0] == f"tiny, served by {one_model.base_url}"
    details = httpx.get(one_model.base_url + "/v1/models/tiny").json()["x_augury"]
    for key in ("source", "usecases", "context_length", "vision", "chat_template", "size_bytes", "memory_bytes"):
        assert key in details
    # Whatever the server says is printed: each key of its details has a line.
    printed = shown.stdout
    assert all(key.removesuffix("_bytes").removesuffix("_seconds").replace("_", " ") in printed
               for key in details if key != "name")
    assert "/" not in details["source"]  # a folder's name, not its path


def test_run_without_a_model_uses_the_only_served_one(one_model: Server) -> None:
    expected = httpx.post(one_model.base_url + "/v1/chat/completions", timeout=60, json={
        "model": "tiny", "messages": [{"role": "user", "content": "Say hi"}], "max_tokens": 6, "temperature": 0,
    }).json()["choices"][0]["message"]["content"]
    done = cli("run", "--url", one_model.base_url, "--max-tokens", "6", "--temperature", "0", stdin="Say hi")
    assert (done.returncode, done.stdout) == (0, expected + "\n"), done.stderr


class Terminal:
    """`augury run` on a pseudo-terminal: its standard streams are a tty, Ctrl-C and Ctrl-D are keys."""

    def __init__(self, *argv: str) -> None:
        import fcntl
        import pty
        import termios

        from tests.test_serve_command import augury_executable

        def as_a_terminal_session() -> None:
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)  # the tty is its terminal: Ctrl-C signals it
            # As a shell starts a foreground command: a test run started in the background (`pytest &`) ignores
            # SIGINT, and an ignored signal stays ignored across exec, so Ctrl-C would never reach the chat.
            signal.signal(signal.SIGINT, signal.SIG_DFL)

        self.master, slave = pty.openpty()
        self.proc = subprocess.Popen(
            [augury_executable(), *argv], stdin=slave, stdout=slave, stderr=slave,
            env={**os.environ, "TERM": "dumb"}, start_new_session=True, preexec_fn=as_a_terminal_session,
        )
        os.close(slave)
        self.seen = b""

    def read_until(self, token: bytes, timeout: float = 30) -> str:
        """The output from now until ``token`` appears (included)."""
        import select

        start = len(self.seen)
        deadline = time.monotonic() + timeout
        while token not in self.seen[start:]:
            assert time.monotonic() < deadline, f"no {token!r} in {self.seen[start:]!r}"
            ready, _, _ = select.select([self.master], [], [], 0.1)
            if ready:
                try:
                    self.seen += os.read(self.master, 65536)
                except OSError:  # the process closed the terminal
                    break
        return self.seen[start:].decode(errors="replace").replace("\r\n", "\n")

    def read_some(self, n: int, timeout: float = 30) -> None:
        """Wait until ``n`` more bytes of output have come."""
        import select

        want = len(self.seen) + n
        deadline = time.monotonic() + timeout
        while len(self.seen) < want:
            assert time.monotonic() < deadline, f"less than {n} bytes came: {self.seen[want - n:]!r}"
            if select.select([self.master], [], [], 0.1)[0]:
                self.seen += os.read(self.master, 1)

    def type(self, keys: bytes) -> None:
        os.write(self.master, keys)

    def close(self) -> int:
        try:
            return self.proc.wait(timeout=20)
        finally:
            os.close(self.master)


def answer_of(screen: str, typed: str) -> str:
    """The answer printed after the echoed ``typed`` line, up to the next prompt."""
    return screen.split(typed + "\n", 1)[1].rsplit("\n>>> ", 1)[0]


def test_run_without_a_prompt_is_a_chat_that_keeps_the_conversation(one_model: Server) -> None:
    term = Terminal("run", "--url", one_model.base_url, "--max-tokens", "6", "--temperature", "0")
    try:
        assert "Chatting with tiny" in term.read_until(b">>> ")
        term.type(b"Say hi\n")
        first = answer_of(term.read_until(b"\n>>> "), "Say hi")
        term.type(b"And again\n")
        second = answer_of(term.read_until(b"\n>>> "), "And again")
        term.type(b"/bye\n")
        assert term.close() == 0
    finally:
        term.proc.kill()

    def completion(messages: list[dict[str, str]]) -> str:
        return str(httpx.post(one_model.base_url + "/v1/chat/completions", timeout=60, json={
            "model": "tiny", "messages": messages, "max_tokens": 6, "temperature": 0,
        }).json()["choices"][0]["message"]["content"])

    assert first == completion([{"role": "user", "content": "Say hi"}])
    history = [{"role": "user", "content": "Say hi"}, {"role": "assistant", "content": first},
               {"role": "user", "content": "And again"}]
    assert second == completion(history)  # the second message went with the first exchange
    assert second != completion(history[2:])


def test_in_a_chat_ctrl_c_stops_the_answer_and_ctrl_d_leaves(one_model: Server) -> None:
    ask = "Write a long story"
    full = httpx.post(one_model.base_url + "/v1/chat/completions", timeout=120, json={
        "model": "tiny", "messages": [{"role": "user", "content": ask}], "max_tokens": 3000, "temperature": 0,
    }).json()
    assert full["usage"]["completion_tokens"] > 1000  # long enough to stop half-way
    whole = full["choices"][0]["message"]["content"].replace("\r", "")
    term = Terminal("run", "--url", one_model.base_url, "--max-tokens", "3000", "--temperature", "0")
    try:
        term.read_until(b">>> ")
        term.type(ask.encode() + b"\n")
        term.read_until(ask.encode() + b"\r\n")
        term.read_some(20)  # the answer is streaming
        started = time.monotonic()
        term.type(b"\x03")  # Ctrl-C
        screen = term.read_until(b"\n>>> ", timeout=20)
        assert time.monotonic() - started < 10
        term.type(b"\x04")  # Ctrl-D at an empty prompt
        assert term.close() == 0
    finally:
        term.proc.kill()
    shown = term.seen.decode(errors="replace").replace("\r", "").split(ask + "\n", 1)[1].rsplit("\n>>> ", 1)[0]
    shown = shown.removesuffix("^C")  # the terminal's echo of the key
    assert screen and 0 < len(shown) < len(whole) and whole.startswith(shown)
