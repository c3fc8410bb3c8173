"""Soak: a thousand mixed requests against one server, watching its memory and every unexpected answer.

``python -m bench.soak`` builds the tiny test models, starts a server on a free port (as the tests do), sends
``--requests`` requests from ``--concurrency`` threads in a seeded random mix (decisions, SystemOne, models,
Responses and Chat Completions, streamed or not, and malformed requests that must be refused), samples the
server's resident memory as it goes and prints what it saw. ``--base-url URL --pid PID`` soaks a server that is
already running instead.

Memory is read with psutil when it is installed, else from ``/proc/<pid>/status`` (``VmRSS``). The first
``--warmup`` requests are not counted in the growth figure: they fill caches that are meant to fill.
An "error" is any answer other than the one the request kind expects (a 200, or its exact refusal status), or a
request that got no answer at all.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

REPO = Path(__file__).resolve().parents[1]
MiB = 1024 * 1024


@dataclass(frozen=True)
class Kind:
    """One kind of request: how to build it, the status it must get, and how often it is sent."""

    name: str
    weight: int
    expect: int
    build: Callable[[random.Random], tuple[str, str, dict[str, Any]]]  # method, path, httpx request kwargs


def _words(rng: random.Random, n: int) -> str:
    vocab = ("billing", "refund", "account", "password", "shipping", "late", "broken", "invoice", "twice", "happy")
    return " ".join(rng.choice(vocab) for _ in range(n))


def _decision(rng: random.Random) -> tuple[str, str, dict[str, Any]]:
    questions: list[dict[str, Any]] = []
    for i in range(rng.randint(1, 6)):
        kind = rng.choice(["predicate", "choice", "score"])
        q: dict[str, Any] = {"type": kind, "name": f"q{i}", "instructions": _words(rng, 5)}
        if kind == "choice":
            q["choices"] = [{"value": v} for v in rng.sample(["billing", "tech", "sales", "other", "legal"], 3)]
        elif kind == "score":
            q["levels"] = [{"label": label} for label in ("low", "medium", "high")]
        questions.append(q)
    return "POST", "/v1/decisions", {"json": {"model": "tiny", "input": _words(rng, rng.randint(5, 200)),
                                              "questions": questions}}


def _systemone(rng: random.Random) -> tuple[str, str, dict[str, Any]]:
    questions = {
        "angry": {"type": "noul", "instructions": "The customer is angry."},
        "team": {"type": "choice", "instructions": "Which team?", "criteria": {"billing": None, "tech": "IT"}},
        "urgency": {"type": "score", "instructions": "How urgent?", "criteria": ["low", "mid", "high"]},
    }
    state = {"ticket": rng.randint(1, 10**6), "text": _words(rng, rng.randint(5, 100))}
    return "POST", "/v1/systemone", {"json": {"model": "tiny", "state": state, "questions": questions}}


def _responses(rng: random.Random) -> tuple[str, str, dict[str, Any]]:
    return "POST", "/v1/responses", {"json": {"model": "tiny", "input": _words(rng, 10), "stream": rng.random() < .5,
                                              "max_output_tokens": rng.randint(1, 16)}}


def _chat(rng: random.Random) -> tuple[str, str, dict[str, Any]]:
    return "POST", "/v1/chat/completions", {"json": {
        "model": "tiny", "messages": [{"role": "user", "content": _words(rng, 10)}], "stream": rng.random() < .5,
        "max_completion_tokens": rng.randint(1, 16)}}


def _malformed(rng: random.Random) -> tuple[str, str, dict[str, Any]]:
    return "POST", "/v1/decisions", {"content": rng.choice([b"{", b'{"model": "tiny",', b"\xff\xfe", b"[]"]),
                                     "headers": {"content-type": "application/json"}}


KINDS: tuple[Kind, ...] = (
    Kind("decisions", 30, 200, _decision),
    Kind("systemone", 20, 200, _systemone),
    Kind("models", 8, 200, lambda rng: ("GET", "/v1/models", {})),
    Kind("responses", 8, 200, _responses),
    Kind("chat", 8, 200, _chat),
    Kind("error: malformed JSON", 7, 400, _malformed),
    Kind("error: unknown field", 5, 400, lambda rng: ("POST", "/v1/decisions", {"json": {
        "model": "tiny", "input": "x", "questions": [{"type": "predicate", "instructions": "y"}], "frob": 1}})),
    Kind("error: unknown model", 5, 404, lambda rng: ("POST", "/v1/systemone", {"json": {
        "model": f"nope-{rng.randint(0, 9)}", "state": "x",
        "questions": {"q": {"type": "noul", "instructions": "y"}}}})),
    Kind("error: too large", 4, 413, lambda rng: ("POST", "/v1/decisions", {
        "content": b'{"model":"tiny","input":"' + b"a" * (14 * MiB) + b'"}',
        "headers": {"content-type": "application/json"}})),
    Kind("error: wrong method", 5, 405, lambda rng: ("GET", "/v1/decisions", {})),
)


def rss_bytes(pid: int) -> int:
    """Resident memory of ``pid``: psutil when installed, else ``VmRSS`` from /proc."""
    try:
        import psutil  # type: ignore[import-not-found,import-untyped,unused-ignore]
    except ImportError:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
        raise RuntimeError(f"no VmRSS for pid {pid}") from None
    return int(psutil.Process(pid).memory_info().rss)


@dataclass
class SoakReport:
    requests: int
    seconds: float
    statuses: dict[str, Counter[int]] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    rss: list[tuple[int, int]] = field(default_factory=list)  # (requests done, bytes)
    warmup: int = 0

    def growth(self) -> int:
        after_warmup = next((b for n, b in self.rss if n >= self.warmup), self.rss[0][1])
        return self.rss[-1][1] - after_warmup

    def text(self) -> str:
        lines = [f"{self.requests} requests in {self.seconds:.1f}s ({self.requests / self.seconds:.1f} req/s)",
                 f"{'kind':24} {'sent':>5}  statuses"]
        for kind in KINDS:
            counts = self.statuses.get(kind.name, Counter())
            lines.append(f"{kind.name:24} {sum(counts.values()):5d}  "
                         + ", ".join(f"{s}: {n}" for s, n in sorted(counts.items())))
        lines.append(f"unexpected answers: {len(self.errors)}")
        lines += [f"  {e}" for e in self.errors[:20]]
        samples = ", ".join(f"{n}: {b / MiB:.0f}" for n, b in self.rss)
        lines.append(f"server RSS MiB by requests done: {samples}")
        lines.append(f"RSS growth after the first {self.warmup} requests: {self.growth() / MiB:+.1f} MiB "
                     f"(start {self.rss[0][1] / MiB:.0f} MiB, peak {max(b for _, b in self.rss) / MiB:.0f} MiB, "
                     f"end {self.rss[-1][1] / MiB:.0f} MiB)")
        return "\n".join(lines)


def soak(base_url: str, pid: int, *, requests: int = 1000, concurrency: int = 4, seed: int = 0,
         warmup: int = 100, sample_every: int = 100) -> SoakReport:
    """Send ``requests`` mixed requests to ``base_url`` and sample the RSS of process ``pid``."""
    rng = random.Random(seed)
    plan = [rng.choices(KINDS, weights=[k.weight for k in KINDS])[0] for _ in range(requests)]
    seeds = [rng.randrange(2**32) for _ in range(requests)]
    report = SoakReport(requests=requests, seconds=0.0, warmup=warmup, rss=[(0, rss_bytes(pid))])
    lock = threading.Lock()
    done = 0
    local = threading.local()

    def one(i: int) -> None:
        nonlocal done
        kind = plan[i]
        method, path, kwargs = kind.build(random.Random(seeds[i]))
        client = getattr(local, "client", None)
        if client is None:
            client = local.client = httpx.Client(base_url=base_url, timeout=120)
        problem = None
        status = 0
        try:
            resp = client.request(method, path, **kwargs)
            status = resp.status_code
            if status != kind.expect:
                problem = f"{kind.name}: {status} {resp.text[:200]}"
            elif resp.headers.get("content-type", "").startswith("text/event-stream") and path.endswith("completions") \
                    and not resp.text.rstrip().endswith("data: [DONE]"):
                problem = f"{kind.name}: stream without [DONE]"
        except httpx.HTTPError as exc:
            problem = f"{kind.name}: {type(exc).__name__}: {exc}"
        with lock:
            report.statuses.setdefault(kind.name, Counter())[status] += 1
            if problem:
                report.errors.append(problem)
            done += 1
            if done % sample_every == 0 or done == warmup:
                report.rss.append((done, rss_bytes(pid)))

    started = time.monotonic()
    with ThreadPoolExecutor(concurrency) as pool:
        list(pool.map(one, range(requests)))
    report.seconds = time.monotonic() - started
    if report.rss[-1][0] != requests:
        report.rss.append((requests, rss_bytes(pid)))
    report.rss.sort()
    return report


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.soak", description=__doc__.split("\n")[0])
    parser.add_argument("--requests", type=int, default=1000)
    parser.add_argument("--concurrency", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--warmup", type=int, default=100, help="requests before the growth baseline")
    parser.add_argument("--base-url", help="soak this running server (needs --pid) instead of starting one")
    parser.add_argument("--pid", type=int, help="process id of the --base-url server, for its memory")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args(argv)
    if args.base_url and not args.pid:
        parser.error("--base-url needs --pid")
    with tempfile.TemporaryDirectory(prefix="augury-soak-") as tmp:
        server = None
        if args.base_url:
            base_url, pid = args.base_url, args.pid
        else:
            sys.path.insert(0, str(REPO))
            from augury.engine.testmodels import make_test_model
            from tests.conftest import start_server, stop_server

            tiny = make_test_model(Path(tmp) / "tiny-qwen3", arch="qwen3")
            server = start_server(["--model", f"tiny={tiny}"], Path(tmp))
            base_url, pid = server.base_url, server.proc.pid
        try:
            report = soak(base_url, pid, requests=args.requests, concurrency=args.concurrency, seed=args.seed,
                          warmup=args.warmup)
        finally:
            if server is not None:
                stop_server(server)
    print(report.text())
    if args.json:
        args.json.write_text(json.dumps({
            "requests": report.requests, "seconds": report.seconds, "errors": report.errors,
            "statuses": {k: dict(v) for k, v in report.statuses.items()}, "rss": report.rss,
            "rss_growth_after_warmup": report.growth(),
        }, indent=1))
    return 1 if report.errors else 0


if __name__ == "__main__":
    sys.exit(main())
