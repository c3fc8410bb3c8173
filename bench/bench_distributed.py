"""Issue 15: one model on one rank vs split over two ring ranks on this machine, over HTTP.

    python -m bench.bench_distributed [--presets tiny,qwen3-0.6b-bpe] [--prompt-tokens 256]
                                      [--decode-tokens 48] [--repeats 2] [--name distributed-cpu]

For each model shape, ``augury serve`` runs once as one process and once as two ranks
(``mlx.launch --backend ring -n 2 --hosts 127.0.0.1``), one after the other, and is timed over HTTP:

* prompt tok/s: one decision (one question) over a fresh ~N-token input (a new text each time, so no cache
  helps), input tokens / latency;
* decode tok/s: one greedy streamed generation, tokens after the first / time from the first to the last;
* per-step communication: what rank 0 spends handing each engine job to rank 1 (``/health`` ranks.handoff_seconds
  over ranks.handoffs during the decode run), and the model's own collectives per decode step: two all-reduces of
  one hidden vector per layer, timed alone under ``mlx.launch`` (``--probe``) and multiplied out;
* resident weights per rank: the bytes each rank's load reports (``model ... ready (X of weights)``).

Two CPU ranks on one machine share its cores and memory bandwidth, so speed does not rise here: what this shows
is that the split is exact (the answers are compared), that each rank holds about half the weights, and what each
step pays to keep the ranks in lockstep. The machine is shared and loaded while this runs: compare the ratios
measured side by side, not absolute numbers.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

from bench.common import median
from bench.perf import PRESETS, Shape, input_text, make_shaped_model, print_table, save

MLX_LAUNCH = Path(sys.executable).parent / "mlx.launch"
TINY = Shape(hidden=64, layers=2, intermediate=128, heads=4, kv_heads=2)
SHAPES = {"tiny": TINY, **PRESETS}
READY = re.compile(r"(?:\[rank (\d+)\] )?model bench ready in [\d.]+s \(([\d.]+) (MiB|GiB) of weights\)")


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def launch(model: Path, ranks: int, log_path: Path) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    serve = [sys.executable, "-m", "augury", "serve", "--port", str(port), "--model", f"bench={model}",
             "--max-concurrent-decisions", "64", "--no-warmup"]  # the first request of each kind warms up
    command = serve if ranks == 1 else [str(MLX_LAUNCH), "--backend", "ring", "-n", str(ranks), "--hosts",
                                        "127.0.0.1", "--starting-port", str(free_port()), "--", *serve]
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
                                env={**os.environ, "AUGURY_CACHE_DIR": str(log_path.parent / "cache")})
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 900
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited:\n{log_path.read_text()}")
        try:
            if httpx.get(url + "/health", timeout=2).status_code == 200:
                return proc, url
        except httpx.HTTPError:
            pass
        time.sleep(0.5)
    raise RuntimeError("server did not start")


def stop(proc: subprocess.Popen[bytes]) -> None:
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(proc.pid, sig)
            proc.wait(timeout=20)
            return
        except ProcessLookupError:
            return
        except subprocess.TimeoutExpired:
            continue


def weights_per_rank(log: str) -> dict[int, int]:
    out = {}
    for rank, amount, unit in READY.findall(log):
        out[int(rank or 0)] = int(float(amount) * (1 << (20 if unit == "MiB" else 30)))
    return out


def ranks_health(url: str) -> dict[str, Any]:
    ranks: dict[str, Any] = httpx.get(url + "/health").json().get("ranks", {"handoffs": 0, "handoff_seconds": 0.0})
    return ranks


def measure(url: str, args: argparse.Namespace, words: int) -> dict[str, Any]:
    prompt_rates, answers = [], []
    for i in range(args.repeats + 1):  # the first one warms the shapes up and is not counted
        body = {"model": "bench", "input": input_text(words, variant=100 + i),
                "questions": [{"type": "predicate", "instructions": "The message is about billing."}]}
        started = time.perf_counter()
        resp = httpx.post(url + "/v1/decisions", json=body, timeout=900)
        elapsed = time.perf_counter() - started
        resp.raise_for_status()
        answers.append(resp.json()["answers"][0]["probability"])
        if i:
            prompt_rates.append(resp.json()["usage"]["input_tokens"] / elapsed)
    def generate(tokens: int) -> tuple[float, int, str]:
        body = {"model": "bench", "input": "Tell me about the sea.", "max_output_tokens": tokens, "temperature": 0}
        started = time.perf_counter()
        resp = httpx.post(url + "/v1/responses", json=body, timeout=900)
        elapsed = time.perf_counter() - started
        resp.raise_for_status()
        out = resp.json()
        text = "".join(p["text"] for item in out["output"] if item["type"] == "message" for p in item["content"])
        return elapsed, int(out["usage"]["output_tokens"]), text

    generate(1)  # warm-up (and the prompt cache's entry, which every later run hits alike)
    decode_rates, handoff_ms = [], []
    text = ""
    for _ in range(args.repeats):
        first, _, _ = generate(1)
        before = ranks_health(url)
        whole, tokens, text = generate(args.decode_tokens)
        after = ranks_health(url)
        if tokens > 1:
            decode_rates.append((tokens - 1) / max(whole - first, 1e-9))
        jobs = after["handoffs"] - before["handoffs"]
        if jobs:
            handoff_ms.append(1000 * (after["handoff_seconds"] - before["handoff_seconds"]) / jobs)
    return {
        "prompt_tok_s": median(prompt_rates),
        # Decode: the time N tokens take beyond the time one token takes (prefill and HTTP cancel out).
        "decode_tok_s": median(decode_rates) if decode_rates else 0.0,
        "decode_tokens": args.decode_tokens,
        "handoff_ms_per_job": median(handoff_ms) if handoff_ms else 0.0,
        "probabilities": answers,
        "text": text,
    }


def probe(hidden: int, repeats: int) -> None:
    """Under mlx.launch: the time of one all-reduce of a [1, hidden] and a [256, hidden] float32 array."""
    import mlx.core as mx

    group = mx.distributed.init()
    out = {}
    for rows in (1, 256):
        x = mx.ones((rows, hidden), dtype=mx.float32)
        mx.eval(mx.distributed.all_sum(x, group=group))
        started = time.perf_counter()
        for _ in range(repeats):
            mx.eval(mx.distributed.all_sum(x, group=group))
        out[rows] = (time.perf_counter() - started) / repeats
    if group.rank() == 0:
        print("PROBE " + json.dumps(out), flush=True)


def collective_seconds(hidden: int) -> dict[str, float]:
    """The probe's all-reduce times (a few tries: a ring port taken by someone else fails one)."""
    for _ in range(3):
        result = subprocess.run(
            [str(MLX_LAUNCH), "--backend", "ring", "-n", "2", "--hosts", "127.0.0.1", "--starting-port",
             str(free_port()), "--", sys.executable, "-m", "bench.bench_distributed", "--probe", str(hidden)],
            capture_output=True, text=True, timeout=300, check=False,
        )
        line = next((x for x in result.stdout.splitlines() if x.startswith("PROBE ")), None)
        if line is not None:
            return {k: float(v) for k, v in json.loads(line[6:]).items()}
    raise RuntimeError(f"the all-reduce probe failed:\n{result.stdout}\n{result.stderr}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--presets", default="tiny,qwen3-0.6b-bpe", help=f"comma-separated, of {sorted(SHAPES)}")
    ap.add_argument("--prompt-tokens", type=int, default=256)
    ap.add_argument("--decode-tokens", type=int, default=48)
    ap.add_argument("--repeats", type=int, default=2)
    ap.add_argument("--name", default="distributed-cpu", help="result file: bench/results/NAME.json")
    ap.add_argument("--probe", type=int, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.probe:
        probe(args.probe, 200)
        return
    root = Path(tempfile.mkdtemp(prefix="bench-distributed-"))
    rows, results = [], {}
    for name in args.presets.split(","):
        shape = SHAPES[name]
        folder = make_shaped_model(root / name, shape)
        words = max(8, int(args.prompt_tokens * 0.75))
        probe_s = collective_seconds(shape.hidden)
        per_model: dict[str, Any] = {"shape": shape.__dict__}
        for ranks in (1, 2):
            log_path = root / f"{name}-{ranks}.log"
            proc, url = launch(folder, ranks, log_path)
            try:
                got = measure(url, args, words)
            finally:
                stop(proc)
            got["weights_bytes_per_rank"] = weights_per_rank(log_path.read_text(errors="replace"))
            per_model[f"{ranks}_rank"] = got
            comm_ms = 1000 * (got["handoff_ms_per_job"] / 1000 + 2 * shape.layers * probe_s["1"]) if ranks > 1 else 0
            rows.append([name, ranks, got["prompt_tok_s"], got["decode_tok_s"],
                         got["handoff_ms_per_job"], comm_ms,
                         max(got["weights_bytes_per_rank"].values()) / (1 << 20)])
        one, two = per_model["1_rank"], per_model["2_rank"]
        per_model["max_probability_delta"] = max(abs(a - b) for a, b in zip(one["probabilities"],
                                                                            two["probabilities"], strict=True))
        per_model["greedy_text_equal"] = one["text"] == two["text"]
        per_model["collective_s"] = probe_s
        per_model["ratios_two_over_one"] = {
            "prompt_tok_s": two["prompt_tok_s"] / one["prompt_tok_s"],
            "decode_tok_s": two["decode_tok_s"] / one["decode_tok_s"] if one["decode_tok_s"] else None,
            "weights_per_rank": max(two["weights_bytes_per_rank"].values()) / max(one["weights_bytes_per_rank"]
                                                                                   .values()),
        }
        results[name] = per_model
        print(f"{name}: max |dp| {per_model['max_probability_delta']:.2e}, greedy text equal: "
              f"{per_model['greedy_text_equal']}, ratios 2/1: {per_model['ratios_two_over_one']}")
    print_table(["model", "ranks", "prompt tok/s", "decode tok/s", "handoff ms/job", "comm ms/step (est.)",
                 "weights MiB/rank"], rows)
    save(args.name, {"note": "two ring ranks on ONE shared, loaded 2-core machine: compare ratios",
                             "results": results})


if __name__ == "__main__":
    main()
