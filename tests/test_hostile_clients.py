"""One client must not stall or starve the others (issue 12, items 3-6 and the compressed-body answers).

The server here runs with a 1 s request-head deadline and a cap of 32 open connections, so the tests are quick;
the defaults (10 s, 4,096) are the same code. Latency bounds are generous on purpose (the CI machine has 2 shared
cores): what they rule out is the event loop being held for seconds, as it was. ``bench/hostile.py`` measures the
same attacks at full size and prints /health percentiles and RSS.
"""

from __future__ import annotations

import gzip
import http.client
import json
import re
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import zstandard

from tests.conftest import Server, start_server, stop_server
from tests.test_abuse import read_response

HEAD_TIMEOUT_S = 1.0
MAX_CONNECTIONS = 32
GOOD: dict[str, Any] = {"model": "tiny", "input": "x",
                        "questions": [{"type": "predicate", "instructions": "It is about billing."}]}


@pytest.fixture(scope="module")
def guarded(model_dirs: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    srv = start_server(["--model", f"tiny={model_dirs['tiny']}", "--no-warmup"], tmp_path_factory.mktemp("hostile"),
                       env_extra={"AUGURY_HEAD_TIMEOUT_S": str(HEAD_TIMEOUT_S),
                                  "AUGURY_MAX_CONNECTIONS": str(MAX_CONNECTIONS)})
    yield srv
    stop_server(srv)


def port_of(server: Server) -> int:
    return int(server.base_url.rsplit(":", 1)[1])


def connect(server: Server, timeout_s: float = 10.0) -> socket.socket:
    return socket.create_connection(("127.0.0.1", port_of(server)), timeout=timeout_s)


def proc_status(server: Server, field: str) -> int:
    """A ``/proc/<pid>/status`` field in KiB (VmRSS, VmHWM)."""
    for line in Path(f"/proc/{server.proc.pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    raise AssertionError(field)


def refused_metric(server: Server, reason: str) -> int:
    text = httpx.get(server.base_url + "/metrics", timeout=10).text
    found = re.search(rf'^augury_connections_refused_total\{{reason="{reason}"\}} (\d+)', text, re.M)
    return int(found.group(1)) if found else 0


def assert_json_error(status: int, headers: dict[str, str], body: bytes, expected: int, code: str) -> None:
    assert status == expected, body
    assert headers["content-type"] == "application/json" and headers.get("x-request-id")
    assert json.loads(body)["error"]["code"] == code


PROBE = """
import http.client, json, select, sys, time
port, latencies, failures = int(sys.argv[1]), [], 0
while not select.select([sys.stdin], [], [], 0)[0]:
    started = time.perf_counter()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        conn.request("GET", "/health")
        ok = conn.getresponse().status == 200
    except OSError:
        ok = False
    finally:
        conn.close()
    if ok:
        latencies.append(time.perf_counter() - started)
    else:
        failures += 1
    time.sleep(0.02)
print(json.dumps({"latencies": latencies, "failures": failures}))
"""


class HealthProbe:
    """GET /health on a fresh connection every 20 ms, from a process of its own (so the attacking threads of this
    process do not slow the prober down): the latencies that answered 200, and the failures."""

    def __init__(self, server: Server) -> None:
        self.server = server
        self.latencies: list[float] = []
        self.failures = 0

    def __enter__(self) -> HealthProbe:
        self._proc = subprocess.Popen([sys.executable, "-c", PROBE, str(port_of(self.server))],
                                      stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        return self

    def __exit__(self, *exc: object) -> None:
        out, _ = self._proc.communicate("stop\n", timeout=60)
        result = json.loads(out)
        self.latencies, self.failures = result["latencies"], result["failures"]

    def p99(self) -> float:
        ordered = sorted(self.latencies)
        return ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]


def raw_post(server: Server, body: bytes, encoding: str) -> tuple[int, str]:
    """One POST /v1/decisions on a fresh connection with http.client (lighter than httpx for many threads)."""
    conn = http.client.HTTPConnection("127.0.0.1", port_of(server), timeout=60)
    try:
        conn.request("POST", "/v1/decisions", body=body,
                     headers={"content-type": "application/json", "content-encoding": encoding})
        resp = conn.getresponse()
        return resp.status, resp.read().decode()
    finally:
        conn.close()


def concurrently(n: int, fn: Callable[[int], Any]) -> list[Any]:
    out: list[Any] = [None] * n

    def run(i: int) -> None:
        out[i] = fn(i)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return out


# -- item 3: connections that send nothing, the connection cap, the open-file limit --------------------------------


def test_a_connection_that_sends_nothing_is_closed_at_the_head_deadline(guarded: Server) -> None:
    with connect(guarded) as sock:
        started = time.monotonic()
        assert sock.recv(1) == b""  # closed by the server, no answer to a request never made
        assert HEAD_TIMEOUT_S * 0.8 < time.monotonic() - started < HEAD_TIMEOUT_S + 5
    assert refused_metric(guarded, "head_timeout") >= 1


def test_a_head_trickled_after_a_keep_alive_response_gets_408(guarded: Server) -> None:
    host = f"Host: 127.0.0.1:{port_of(guarded)}\r\n"
    with connect(guarded) as sock:
        sock.sendall(f"GET /health HTTP/1.1\r\n{host}\r\n".encode())
        assert read_response(sock)[0] == 200
        # uvicorn's keep-alive timer stops at the first byte; the head deadline does not.
        sock.sendall(b"GET /health HTTP/1.1\r\nX-Slow: ")
        started = time.monotonic()
        status, headers, body = read_response(sock, timeout_s=HEAD_TIMEOUT_S + 10)
        assert time.monotonic() - started < HEAD_TIMEOUT_S + 5
    assert_json_error(status, headers, body, 408, "request_timeout")


def test_connections_over_the_cap_are_refused_at_once_and_counted(guarded: Server) -> None:
    idle = [connect(guarded) for _ in range(MAX_CONNECTIONS + 4)]
    try:
        time.sleep(0.2)
        with connect(guarded) as sock:
            started = time.monotonic()
            sock.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
            status, headers, body = read_response(sock)
            assert time.monotonic() - started < 2.0
        assert_json_error(status, headers, body, 503, "overloaded")
    finally:
        for s in idle:
            s.close()
    time.sleep(0.3)
    assert httpx.get(guarded.base_url + "/health", timeout=10).status_code == 200
    assert refused_metric(guarded, "connections") >= 1
    assert "refused a connection" in guarded.log()


def test_the_open_file_limit_survives_importing_mlx_lm(guarded: Server) -> None:
    import resource

    limits = Path(f"/proc/{guarded.proc.pid}/limits").read_text()
    soft, hard = re.search(r"^Max open files\s+(\d+|unlimited)\s+(\d+|unlimited)", limits, re.M).groups()  # type: ignore[union-attr]
    ours = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    assert hard == ("unlimited" if ours == resource.RLIM_INFINITY else str(ours))  # mlx_lm set it to 4096
    assert soft == hard or (hard == "unlimited" and int(soft) >= 2048)


def test_2100_silent_connections_do_not_starve_health(guarded: Server, tmp_path: Path) -> None:
    """The issue's attack at its size, on a server with the default cap and its own 1 s deadline."""
    import resource

    # This client needs the descriptors too (importing mlx_lm in this process lowered its limit to 2,048).
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    if hard != resource.RLIM_INFINITY and hard < 2300:
        pytest.skip(f"this process may open {hard} files, fewer than the attack needs")
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    srv = start_server(["--model", "augury-tiny-qwen3", "--no-warmup"], tmp_path,
                       env_extra={"AUGURY_HEAD_TIMEOUT_S": str(HEAD_TIMEOUT_S)})
    try:
        sockets = []
        for _ in range(2100):
            try:
                sockets.append(socket.create_connection(("127.0.0.1", port_of(srv)), timeout=5))
            except OSError:  # the listen backlog may overflow for a moment
                time.sleep(0.01)
        with HealthProbe(srv) as probe:
            time.sleep(HEAD_TIMEOUT_S + 2)
        for s in sockets:
            s.close()
        assert len(sockets) > 2000
        assert probe.failures == 0 and len(probe.latencies) > 10
    finally:
        stop_server(srv)


# -- item 4: the request head is capped before it is buffered ------------------------------------------------------


def test_a_head_over_64_kib_is_refused_with_431(guarded: Server) -> None:
    with connect(guarded) as sock:
        sock.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * (66 * 1024) + b"\r\n\r\n")
        assert_json_error(*read_response(sock), 431, "request_header_too_large")  # type: ignore[misc]


def test_a_head_under_64_kib_is_served(guarded: Server) -> None:
    with connect(guarded) as sock:
        sock.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * (60 * 1024) + b"\r\n\r\n")
        assert read_response(sock)[0] == 200


def test_a_huge_head_is_cut_off_without_memory_growth(guarded: Server) -> None:
    before = proc_status(guarded, "VmRSS")
    started = time.monotonic()
    with connect(guarded) as sock:
        sock.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\nX-Huge: ")
        try:
            for _ in range(64):  # 64 MiB, as the issue sent
                sock.sendall(b"a" * (1 << 20))
        except OSError:
            pass  # the server answered 431 and closed: the rest is never read
    assert time.monotonic() - started < 3.0
    assert proc_status(guarded, "VmRSS") - before < 8 * 1024


# -- item 5: structural scans never hold the event loop -----------------------------------------------------------


def zstd_of_repeated(unit: bytes, size: int = 13 * 1024 * 1024 - 256) -> bytes:
    prefix, suffix = b'{"model":"tiny","input":"x","questions":[', b"]}"
    count = (size - len(prefix) - len(suffix)) // len(unit)
    c = zstandard.ZstdCompressor(level=19).compressobj(size=len(prefix) + count * len(unit) - 1 + len(suffix))
    return c.compress(prefix) + c.compress(unit * (count - 1) + unit.rstrip(b",")) + c.compress(suffix) + c.flush()


@pytest.mark.parametrize("unit", [b"[],", b"{},"], ids=["lists", "objects"])
def test_four_huge_structures_at_once_leave_health_responsive(guarded: Server, unit: bytes) -> None:
    body = zstd_of_repeated(unit)
    assert len(body) < 4096  # 13 MiB once decoded

    def post(_: int) -> tuple[int, str]:
        return raw_post(guarded, body, "zstd")

    with HealthProbe(guarded) as probe:
        time.sleep(0.2)
        for _ in range(3):
            answers = concurrently(4, post)
    for status, text in answers:
        assert status == 400 and "more than 100000 values" in json.loads(text)["error"]["message"]
    assert probe.failures == 0
    # Main held the loop ~2 s per such request; 250 ms leaves room for a loaded 2-core machine.
    assert probe.p99() < 0.25, sorted(probe.latencies)[-5:]


# -- item 6: decoding is bounded per step ------------------------------------------------------------------------


def zstd_bomb() -> bytes:
    c = zstandard.ZstdCompressor(level=19).compressobj(size=1 << 30)
    zeros = b"\0" * (1 << 20)
    return b"".join(c.compress(zeros) for _ in range(1024)) + c.flush()


def test_a_zstd_bomb_grows_memory_by_less_than_32_mib(model_dirs: dict[str, Path], tmp_path: Path) -> None:
    srv = start_server(["--model", f"tiny={model_dirs['tiny']}", "--no-warmup"], tmp_path)
    try:
        bomb = zstd_bomb()
        httpx.post(srv.base_url + "/v1/decisions", json=GOOD, timeout=60)  # everything a request touches, loaded
        peak = proc_status(srv, "VmHWM")
        resp = httpx.post(srv.base_url + "/v1/decisions", content=bomb, timeout=60,
                          headers={"content-type": "application/json", "content-encoding": "zstd"})
        assert resp.status_code == 413, resp.text
        assert proc_status(srv, "VmHWM") - peak < 32 * 1024  # it was +512 MiB
    finally:
        stop_server(srv)


def test_sixteen_bombs_at_once_leave_health_responsive(guarded: Server) -> None:
    bomb = zstd_bomb()

    def post(_: int) -> int:
        return raw_post(guarded, bomb, "zstd")[0]

    with HealthProbe(guarded) as probe:
        time.sleep(0.2)
        statuses = [s for _ in range(3) for s in concurrently(16, post)]
    assert set(statuses) == {413}
    assert probe.failures == 0 and probe.p99() < 0.25, sorted(probe.latencies)[-5:]


# -- also: compressed bodies are answered right ------------------------------------------------------------------


def post_encoded(server: Server, data: bytes, encoding: str) -> httpx.Response:
    return httpx.post(server.base_url + "/v1/decisions", content=data, timeout=60,
                      headers={"content-type": "application/json", "content-encoding": encoding})


def compress(encoding: str, data: bytes) -> bytes:
    return gzip.compress(data) if encoding == "gzip" else zstandard.ZstdCompressor().compress(data)


@pytest.mark.parametrize("encoding", ["gzip", "zstd"])
def test_a_truncated_compressed_body_is_called_truncated(guarded: Server, encoding: str) -> None:
    data = compress(encoding, json.dumps(GOOD).encode())
    resp = post_encoded(guarded, data[: len(data) - 5], encoding)
    assert resp.status_code == 400 and "truncated" in resp.json()["error"]["message"], resp.text


@pytest.mark.parametrize("encoding", ["gzip", "zstd"])
def test_trailing_data_after_a_compressed_stream_is_refused(guarded: Server, encoding: str) -> None:
    resp = post_encoded(guarded, compress(encoding, json.dumps(GOOD).encode()) + b"garbage", encoding)
    assert resp.status_code == 400, resp.text
    assert "7 bytes of other data after the end" in resp.json()["error"]["message"]


@pytest.mark.parametrize("encoding", ["gzip", "zstd"])
def test_a_body_in_several_members_is_accepted(guarded: Server, encoding: str) -> None:
    text = json.dumps(GOOD).encode()
    half = len(text) // 2
    resp = post_encoded(guarded, compress(encoding, text[:half]) + compress(encoding, text[half:]), encoding)
    assert resp.status_code == 200, resp.text


def test_a_gzip_transfer_coding_is_decoded(guarded: Server) -> None:
    data = gzip.compress(json.dumps(GOOD).encode())
    with connect(guarded) as sock:
        sock.sendall(b"POST /v1/decisions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                     b"Transfer-Encoding: gzip, chunked\r\n\r\n" + f"{len(data):x}\r\n".encode() + data
                     + b"\r\n0\r\n\r\n")
        status, _, body = read_response(sock, timeout_s=60)
    assert status == 200, body
    assert len(json.loads(body)["answers"]) == 1


def test_two_stacked_codings_are_refused_clearly(guarded: Server) -> None:
    data = gzip.compress(gzip.compress(json.dumps(GOOD).encode()))
    with connect(guarded) as sock:
        sock.sendall(b"POST /v1/decisions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                     b"Content-Encoding: gzip\r\nTransfer-Encoding: gzip, chunked\r\n\r\n"
                     + f"{len(data):x}\r\n".encode() + data + b"\r\n0\r\n\r\n")
        status, _, body = read_response(sock, timeout_s=60)
    assert status == 415 and "several codings" in json.loads(body)["error"]["message"], body


def test_the_hostile_bench_runs(tmp_path: Path) -> None:
    """bench/hostile.py is importable and its CLI answers (the full run is ``tox -e hostile``)."""
    out = subprocess.run([sys.executable, "-m", "bench.hostile", "--help"], capture_output=True, text=True,
                         timeout=60, check=False)
    assert out.returncode == 0 and "--attacks" in out.stdout


def test_pipelined_requests_are_still_answered(guarded: Server) -> None:
    with connect(guarded) as sock:
        sock.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\n\r\n" * 2 + b"GET /v1/models HTTP/1.1\r\nHost: x\r\n\r\n")
        data = b""
        while data.count(b"HTTP/1.1 ") < 3 or not data.endswith(b"}"):
            chunk = sock.recv(65536)
            assert chunk, data
            data += chunk
        assert re.findall(rb"HTTP/1\.1 (\d+)", data) == [b"200"] * 3
        time.sleep(HEAD_TIMEOUT_S + 0.5)  # then idle: cut at the head deadline like any other connection
        sock.settimeout(5)
        assert sock.recv(1) == b""
