"""Stateless replicas (issue 15): one client's requests alternate between two servers behind a load balancer.

Augury keeps nothing between requests but caches, so any replica answers any request: the same decisions from
either (cached prefix or not), and a Codex-style second turn (the first turn's input plus its function_call and
function_call_output, under the same ``prompt_cache_key``) sent to the replica that did not serve the first turn.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.conftest import Server, start_server, stop_server
from tests.test_api_responses import assert_well_formed, capture, codex_stream
from tests.test_distributed import DECISION, probabilities


@pytest.fixture(scope="module")
def replicas(server: Server, model_dirs: dict[str, Path],
             tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Server, Server]]:
    """The session server and a second replica started with the same arguments."""
    other = start_server(
        ["--model", f"tiny={model_dirs['tiny']}", "--model", f"tiny35={model_dirs['tiny35']}",
         "--max-body-bytes", str(64 * 1024)],
        tmp_path_factory.mktemp("replica"),
    )
    yield server, other
    stop_server(other)


def test_alternating_decisions_are_the_same(replicas: tuple[Server, Server]) -> None:
    first, second = replicas
    seen = []
    for i in range(4):
        replica = (first, second)[i % 2]
        resp = httpx.post(replica.base_url + "/v1/decisions", json=DECISION, timeout=60)
        assert resp.status_code == 200, resp.text
        seen.append((probabilities(resp.json()), resp.json()["usage"]["input_tokens_details"]["cached_tokens"]))
    for numbers, _ in seen[1:]:
        assert numbers == pytest.approx(seen[0][0], abs=1e-6)
    # The third request found its prefix in the first replica's cache; the answers did not depend on it.
    assert seen[2][1] > 0


def test_codex_second_turn_on_the_other_replica(replicas: tuple[Server, Server]) -> None:
    first, second = replicas
    body = capture("codex_first_request.json") | {"model": "tiny", "max_output_tokens": 16}
    with first.client() as client:
        events = codex_stream(client, body)
    assert events[-1]["type"] in ("response.completed", "response.incomplete")
    follow_up = capture("codex_second_request_after_tool_call.json")
    tail = [item for item in follow_up["input"] if item["type"] in ("function_call", "function_call_output")]
    assert [item["type"] for item in tail] == ["function_call", "function_call_output"]
    # The next turn replays the first turn's input under the same prompt_cache_key, plus the call and its output.
    turn = copy.deepcopy(body) | {"input": [*body["input"], *tail]}
    with second.client() as client:
        events = codex_stream(client, turn)
    assert_well_formed(events)
    assert events[-1]["type"] in ("response.completed", "response.incomplete")
    assert events[-1]["response"]["prompt_cache_key"] == turn["prompt_cache_key"]
