"""Hostile clients against a real server (issue 12, items 3-6): /health latency and server RSS during each attack.

Starts ``augury serve`` on 127.0.0.1 (a fresh random-weight test model, no warm-up), then runs each attack for a
bounded time while a prober opens a fresh connection to ``/health`` every 20 ms and a sampler reads the server's
RSS from ``/proc``. Loopback only; every attack ends by closing its sockets.

    python -m bench.hostile                      # all attacks, about 90 s
    python -m bench.hostile --attacks idle,bomb  # some of them
    tox -e hostile

Attacks:

- ``idle``: 2,100 connections that never send a byte (item 3), held 14 s.
- ``head``: four 64 MiB request heads sent as fast as loopback takes them, and one header trickled for 12 s (item 4).
- ``scan``: four clients sending zstd bodies that expand to 13 MiB of ``[[],[],…]`` or ``[{},{},…]``, for 8 s
  (item 5).
- ``bomb``: sixteen clients sending 32 KiB zstd bombs (1 GiB decoded) one after another, for 8 s (item 6).
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import zstandard

ATTACKS = ("idle", "head", "scan", "bomb")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def health(port: int, timeout_s: float = 5.0) -> float | None:
    """Seconds for one GET /health on a fresh connection; None when it failed (refused, reset, timed out, non-200)."""
    started = time.perf_counter()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout_s)
    try:
        conn.request("GET", "/health")
        resp = conn.getresponse()
        resp.read()
        return time.perf_counter() - started if resp.status == 200 else None
    except OSError:
        return None
    finally:
        conn.close()


@dataclass
class Watch:
    """Probes /health and samples RSS in the background while an attack runs."""

    port: int
    pid: int
    latencies: list[float] = field(default_factory=list)
    failures: int = 0
    rss: list[float] = field(default_factory=list)
    _stop: threading.Event = field(default_factory=threading.Event)

    def __enter__(self) -> Watch:
        self._threads = [threading.Thread(target=self._probe, daemon=True),
                         threading.Thread(target=self._sample, daemon=True)]
        for t in self._threads:
            t.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        for t in self._threads:
            t.join()

    def _probe(self) -> None:
        while not self._stop.is_set():
            latency = health(self.port)
            if latency is None:
                self.failures += 1
            else:
                self.latencies.append(latency)
            time.sleep(0.02)

    def _sample(self) -> None:
        while not self._stop.is_set():
            try:
                self.rss.append(rss_mib(self.pid))
            except OSError:
                return
            time.sleep(0.05)

    def summary(self, baseline_rss: float) -> dict[str, Any]:
        lat = sorted(self.latencies)

        def pct(p: float) -> float | None:
            return round(lat[min(len(lat) - 1, int(p * len(lat)))] * 1000, 1) if lat else None

        return {"health_ok": len(lat), "health_failed": self.failures, "p50_ms": pct(0.50), "p99_ms": pct(0.99),
                "max_ms": round(lat[-1] * 1000, 1) if lat else None,
                "rss_before_mib": round(baseline_rss, 1), "rss_max_mib": round(max(self.rss, default=0.0), 1),
                "rss_growth_mib": round(max(self.rss, default=baseline_rss) - baseline_rss, 1)}


def raw_post(port: int, path: str, body: bytes, headers: dict[str, str], timeout_s: float) -> tuple[int, float]:
    """Status and seconds of one POST on a fresh connection (status 0: the connection failed)."""
    started = time.perf_counter()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout_s)
    try:
        conn.request("POST", path, body=body, headers={"content-type": "application/json", **headers})
        resp = conn.getresponse()
        resp.read()
        return resp.status, time.perf_counter() - started
    except OSError:
        return 0, time.perf_counter() - started
    finally:
        conn.close()


def in_threads(n: int, fn: Callable[[int], Any]) -> list[Any]:
    results: list[Any] = [None] * n

    def run(i: int) -> None:
        results[i] = fn(i)

    threads = [threading.Thread(target=run, args=(i,), daemon=True) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


# -- the attacks ------------------------------------------------------------------------------------------------


def attack_idle(port: int, _: None, hold_s: float = 14.0, count: int = 2100) -> dict[str, Any]:
    sockets: list[socket.socket] = []
    failed = 0
    for _ in range(count):
        try:
            sockets.append(socket.create_connection(("127.0.0.1", port), timeout=2))
        except OSError:
            failed += 1
    time.sleep(hold_s)
    closed = 0
    for s in sockets:
        s.setblocking(False)
        try:
            closed += s.recv(1) == b""
        except BlockingIOError:
            pass
        except OSError:
            closed += 1
        s.close()
    return {"connections": count, "connect_failed": failed, "closed_by_server": closed}


def attack_head(port: int, _: None, trickle_s: float = 12.0) -> dict[str, Any]:
    def huge(_: int) -> str:
        started = time.perf_counter()
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=20) as s:
                s.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\nX-Huge: ")
                block = b"a" * (1 << 20)
                for _ in range(64):
                    s.sendall(block)
                s.sendall(b"\r\n\r\n")
                reply = s.recv(64)
        except OSError as exc:
            reply = type(exc).__name__.encode()
        return f"{reply[:12].decode(errors='replace')} after {time.perf_counter() - started:.1f}s"

    def trickle() -> str:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=20) as s:
                s.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: ")
                end = time.monotonic() + trickle_s
                while time.monotonic() < end:
                    s.sendall(b"a" * 256)
                    time.sleep(0.05)
                s.sendall(b"\r\n\r\n")
                return s.recv(64)[:12].decode(errors="replace") or "closed"
        except OSError as exc:
            return type(exc).__name__

    slow: list[str] = []
    t = threading.Thread(target=lambda: slow.append(trickle()), daemon=True)
    t.start()
    results = in_threads(4, huge)
    t.join()
    return {"huge_heads": results, "trickled_head": slow[0]}


def _scan_body(unit: bytes) -> bytes:
    n = (13 * 1024 * 1024 - 64) // len(unit)
    plain = b'{"model":"m","input":"x","questions":' + b"[" + unit * n + unit.rstrip(b",") + b"]}"
    return zstandard.ZstdCompressor(level=19).compress(plain)


def prepare_scan() -> dict[str, bytes]:
    return {"lists": _scan_body(b"[],"), "objects": _scan_body(b"{},")}


def repeatedly(workers: int, seconds: float, send: Callable[[int], tuple[int, float]]) -> dict[str, Any]:
    """``workers`` clients each sending one request after another for ``seconds``: statuses and the slowest."""
    end = time.monotonic() + seconds

    def loop(i: int) -> list[tuple[int, float]]:
        done = []
        while time.monotonic() < end:
            done.append(send(i))
        return done

    results = [r for rs in in_threads(workers, loop) for r in rs]
    return {"requests": len(results), "statuses": sorted({s for s, _ in results}),
            "slowest_s": round(max((t for _, t in results), default=0.0), 2)}


def attack_scan(port: int, bodies: dict[str, bytes], seconds: float = 8.0) -> dict[str, Any]:
    kinds = sorted(bodies)

    def send(i: int) -> tuple[int, float]:
        return raw_post(port, "/v1/decisions", bodies[kinds[i % 2]], {"content-encoding": "zstd"}, 60)

    return {f"{k}_compressed_bytes": len(v) for k, v in bodies.items()} | repeatedly(4, seconds, send)


def _zstd_bomb() -> bytes:
    w = zstandard.ZstdCompressor(level=19).compressobj(size=1 << 30)
    zeros = b"\0" * (1 << 20)
    return b"".join(w.compress(zeros) for _ in range(1024)) + w.flush()


def attack_bomb(port: int, bomb: bytes, seconds: float = 8.0) -> dict[str, Any]:
    def send(_: int) -> tuple[int, float]:
        return raw_post(port, "/v1/decisions", bomb, {"content-encoding": "zstd"}, 60)

    return {"bomb_bytes": len(bomb)} | repeatedly(16, seconds, send)


#: Each attack: what it needs built before the clock starts (so the bench's own work is not measured), and the run.
RUN: dict[str, tuple[Callable[[], Any], Callable[[int, Any], dict[str, Any]]]] = {
    "idle": (lambda: None, attack_idle), "head": (lambda: None, attack_head), "scan": (prepare_scan, attack_scan),
    "bomb": (_zstd_bomb, attack_bomb),
}


def start(port: int, tmp: Path) -> subprocess.Popen[bytes]:
    from augury.engine.testmodels import make_test_model

    model = make_test_model(tmp / "m", arch="qwen3")
    env = {**os.environ, "AUGURY_CACHE_DIR": str(tmp / "cache"), "MLX_DISABLE_COMPILE": "1"}
    with open(tmp / "server.log", "wb") as log:
        proc = subprocess.Popen([sys.executable, "-m", "augury", "serve", "--port", str(port), "--model",
                                 f"m={model}", "--no-warmup"], stdout=subprocess.DEVNULL, stderr=log, env=env)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError((tmp / "server.log").read_text(errors="replace")[-3000:])
        if health(port, 1.0) is not None:
            return proc
        time.sleep(0.2)
    proc.kill()
    raise RuntimeError("the server did not start in 120 s")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--attacks", default=",".join(ATTACKS), help=f"comma-separated, of {', '.join(ATTACKS)}")
    parser.add_argument("--json", type=Path, help="also write the results here")
    args = parser.parse_args(argv)
    chosen = [a.strip() for a in args.attacks.split(",") if a.strip()]
    unknown = set(chosen) - set(ATTACKS)
    if unknown:
        parser.error(f"unknown attacks {sorted(unknown)}")
    import resource

    # The idle attack holds 2,100 sockets in this process (importing mlx_lm may have lowered the limit).
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    results: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="augury-hostile-") as tmp:
        port = free_port()
        proc = start(port, Path(tmp))
        try:
            quiet = Watch(port, proc.pid)
            with quiet:
                time.sleep(2)
            results["quiet"] = quiet.summary(rss_mib(proc.pid))
            print(f"quiet: {json.dumps(results['quiet'])}", flush=True)
            for name in chosen:
                prepare, attack = RUN[name]
                material = prepare()
                baseline = rss_mib(proc.pid)
                with Watch(port, proc.pid) as watch:
                    outcome = attack(port, material)
                results[name] = {**watch.summary(baseline), **outcome}
                print(f"{name}: {json.dumps(results[name])}", flush=True)
                time.sleep(1)
        finally:
            proc.terminate()
            try:
                proc.wait(20)
            except subprocess.TimeoutExpired:
                proc.kill()
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
