"""Every code block of the README works: shell and Python examples run against a live `augury serve`.

The server is started the way the README says (no `--model`: the built-in test model); `http://127.0.0.1:28100`
in a block is replaced by its address, and `AUGURY_URL` points the CLI at it. A YAML block must be a valid config
file. Blocks that install packages, start a server or need the Hugging Face hub are not run here; the test names
each of them, so skipping another one takes a deliberate change to this file.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml

from augury.config import parse_config
from tests.conftest import REPO, Server, start_server, stop_server

README = REPO / "README.md"
DOCUMENTED_URL = "http://127.0.0.1:28100"

QUICK_START = [
    '# 1. install and start the server (offline: serves the built-in demo model)\n'
    'python3 -m venv .venv && . .venv/bin/activate && pip install -e ".[cpu]" && augury serve\n',
    '# 2. install and run the tests\n'
    'python3 -m venv .venv && . .venv/bin/activate && pip install -e ".[test]" && python -m pytest\n',
]

#: Why a shell block is not run here, by a command it contains.
NOT_RUN = {
    "pip install": "installs packages (CI runs the quick start)",
    "augury pull": "needs the Hugging Face hub (test_cli.py pulls from an in-memory hub)",
    "python -m bench.": "benchmarks run for minutes; their latest numbers are in docs/PERFORMANCE.md",
    "augury serve --config": "starts its own server (tests/test_routers.py runs it on a free port)",
    "mlx.launch": "starts a server over several ranks (tests/test_distributed.py launches two ring ranks)",
    "--host 0.0.0.0": "starts a replica listening on the network (tests/test_replicas.py runs two replicas)",
}
#: Configuration for other programs (load balancers): shown, not run.
OTHER_LANGUAGES = {"nginx", "haproxy"}


@dataclass(frozen=True)
class Block:
    section: str
    index: int
    language: str
    text: str

    @property
    def id(self) -> str:
        slug = re.sub(r"[^a-z0-9]+", "-", self.section.lower()).strip("-")
        return f"{slug}-{self.index}-{self.language}"

    def skip_reason(self) -> str | None:
        return next((why for command, why in NOT_RUN.items() if command in self.text), None)


def readme_blocks() -> list[Block]:
    blocks: list[Block] = []
    section = "top"
    counts: dict[str, int] = {}
    lines = README.read_text(encoding="utf-8").splitlines(keepends=True)
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("#"):
            section = line.lstrip("#").strip()
        fence = re.match(r"^```(\w*)\s*$", line)
        if fence:
            end = next(j for j in range(i + 1, len(lines)) if lines[j].startswith("```"))
            counts[section] = counts.get(section, 0) + 1
            blocks.append(Block(section, counts[section], fence.group(1), "".join(lines[i + 1 : end])))
            i = end
        i += 1
    return blocks


BLOCKS = readme_blocks()
RUNNABLE = [b for b in BLOCKS if b.language in ("bash", "python") and b.skip_reason() is None]


def test_the_quick_start_commands_are_unchanged() -> None:
    assert [b.text for b in BLOCKS if b.section == "Quick start"] == QUICK_START


def test_only_the_named_blocks_are_not_run() -> None:
    assert {b.id: b.skip_reason() for b in BLOCKS if b.skip_reason() is not None} == {
        "quick-start-1-bash": NOT_RUN["pip install"],
        "quick-start-2-bash": NOT_RUN["pip install"],
        "command-line-2-bash": NOT_RUN["augury pull"],
        "performance-1-bash": NOT_RUN["python -m bench."],
        "routers-one-model-name-several-models-1-bash": NOT_RUN["augury serve --config"],
        **{f"one-model-over-several-ranks-{i}-bash": NOT_RUN["mlx.launch"] for i in range(1, 5)},
        "replicas-behind-a-load-balancer-1-bash": NOT_RUN["--host 0.0.0.0"],
    }
    assert {b.language for b in BLOCKS} == {"bash", "python", "yaml", *OTHER_LANGUAGES}


@pytest.fixture(scope="module")
def readme_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    srv = start_server([], tmp_path_factory.mktemp("readme"))
    yield srv
    stop_server(srv)


@pytest.mark.parametrize("block", RUNNABLE, ids=[b.id for b in RUNNABLE])
def test_example_runs(block: Block, readme_server: Server, tmp_path: Path) -> None:
    code = block.text.replace(DOCUMENTED_URL, readme_server.base_url)
    if block.language == "bash":
        env = {**os.environ, "AUGURY_URL": readme_server.base_url,
               "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
        done = subprocess.run(["bash", "-e", "-o", "pipefail", "-c", code], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr + done.stdout
        output = done.stdout
    else:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(compile(code, f"README:{block.id}", "exec"), {"__name__": "__readme__"})
        output = out.getvalue()
    assert output.strip(), "the example printed nothing"
    assert not re.search(r'"error"\s*:\s*\{', output), output  # an OpenAI-shaped error body or SSE frame


@pytest.mark.parametrize("block", [b for b in BLOCKS if b.language == "yaml"],
                         ids=[b.id for b in BLOCKS if b.language == "yaml"])
def test_config_example_is_a_valid_config(block: Block, tmp_path: Path) -> None:
    config = parse_config(yaml.safe_load(block.text), path=tmp_path / "augury.yaml")
    assert config.models


#: The pip package of each client module the Python examples import.
CLIENT_PACKAGES = {"openai": "openai", "typesafe_sdk": "typesafe-sdk", "ollama": "ollama"}


def test_the_clients_the_examples_import_are_named_with_their_install() -> None:
    imported = {m for b in BLOCKS if b.language == "python"
                for m in re.findall(r"^(?:from|import) (\w+)", b.text, re.MULTILINE)}
    assert imported == set(CLIENT_PACKAGES)
    text = README.read_text(encoding="utf-8")
    assert f"`pip install {' '.join(CLIENT_PACKAGES.values())}`" in text


def test_the_unversioned_routes_and_docs_are_shown() -> None:
    text = README.read_text(encoding="utf-8")
    assert "http://127.0.0.1:28100/docs" in text
    runnable = "".join(b.text for b in RUNNABLE)
    assert f"{DOCUMENTED_URL}/decisions " in runnable  # run by test_example_runs, like every block
    assert "`/systemone`" in text


def test_what_the_readme_says_of_the_ollama_client_holds(readme_server: Server) -> None:
    import ollama

    text = " ".join(README.read_text(encoding="utf-8").split())
    assert ("its `systemone()` is the one call Augury serves; Augury does not serve Ollama's own `/api/*` routes, so "
            "`list()`, `chat()`, `generate()`, `show()` and `ps()` get 404") in text
    client = ollama.Client(host=readme_server.base_url)
    calls = {"list": client.list, "ps": client.ps, "show": lambda: client.show("augury-demo"),
             "chat": lambda: client.chat(model="augury-demo", messages=[{"role": "user", "content": "hi"}]),
             "generate": lambda: client.generate(model="augury-demo", prompt="hi")}
    for name, call in calls.items():
        with pytest.raises(ollama.ResponseError) as info:
            call()
        assert info.value.status_code == 404, name
    answer = client.systemone(model="augury-demo", state="Win a free cruise! Click here to claim your prize.",
                              questions={"spam": {"type": "noul", "instructions": "This message is spam."}})
    assert answer.answers["spam"].noul > 0.9
