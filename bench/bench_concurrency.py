"""Targets 2 and 3: HTTP overhead of one decision, and N concurrent decisions vs the same N one by one.

    python -m bench.bench_concurrency [--preset small|qwen3-0.6b] [--requests 8] [--input-tokens 500]
                                      [--repeats 3] [--url http://127.0.0.1:PORT]

N decision requests (8 questions each, each over its own ~500-token input) are timed:

* in this process, through the engine's Scorer and worker: one after another, then all at once
  (``asyncio.gather``; the Scorer's window merges them into shared batches);
* over HTTP against ``augury serve`` (started here on a free port unless ``--url`` names one serving
  the model as ``bench``): one after another, then all at once from N client threads;
* one request alone, in process vs over HTTP (the server's overhead).

Answers of every concurrent run must equal the serial ones (largest |Δp| printed).
"""

from __future__ import annotations

import argparse
import asyncio
import socket
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx

from bench.common import median, start_server
from bench.perf import (
    add_model_args,
    answer_probabilities,
    answers_delta,
    backend,
    decision_body,
    engine_probabilities,
    model_path,
    print_table,
    save,
    shape_from_args,
    words_for_tokens,
)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def main() -> None:
    ap = argparse.ArgumentParser()
    add_model_args(ap)
    ap.add_argument("--requests", type=int, default=8)
    ap.add_argument("--input-tokens", type=int, default=500)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--url", help="a running server that serves the benchmark model as 'bench'")
    args = ap.parse_args()
    info = backend(args.device)

    from augury.decisions.formulas import score_question
    from augury.decisions.openai_wire import parse_decision_request
    from augury.decisions.plan import plan_request
    from augury.engine.batcher import Scorer
    from augury.engine.model import LoadedModel
    from augury.engine.prefixcache import PrefixCache
    from augury.engine.worker import EngineWorker
    from augury_generated.models import CreateDecisionRequest

    shape = shape_from_args(args)
    path = model_path(args)
    model = LoadedModel("bench", path, device=info["device"])
    words = words_for_tokens(model.tokenizer, args.input_tokens)
    n = args.requests
    worker = EngineWorker()
    from augury.engine.batcher import warm_up_scoring

    worker.call(warm_up_scoring, model)

    def body(i: int, rep: int) -> dict[str, Any]:
        # A new input for every run: no run may profit from the prefix cache of an earlier one.
        return decision_body("bench", words, variant=1000 * rep + i)

    async def engine_request(scorer: Scorer, b: dict[str, Any]) -> list[float]:
        request = parse_decision_request(CreateDecisionRequest.model_validate(b))
        plan = await asyncio.to_thread(plan_request, request, model.tokenizer, context_length=model.info.context_length)
        scored = await scorer.score(model, [list(q.prompt_ids) for q in plan.questions],
                                    [q.label_ids for q in plan.questions], model.tokenizer.reasoning_opener_id)
        return engine_probabilities([score_question(q, r.label_logprobs)
                                     for q, r in zip(plan.questions, scored.readouts, strict=True)])

    async def engine_serial(rep: int) -> tuple[float, list[list[float]]]:
        scorer = Scorer(worker, PrefixCache())
        t = time.perf_counter()
        out = [await engine_request(scorer, body(i, rep)) for i in range(n)]
        return time.perf_counter() - t, out

    async def engine_concurrent(rep: int) -> tuple[float, list[list[float]], int]:
        scorer = Scorer(worker, PrefixCache())
        t = time.perf_counter()
        out = list(await asyncio.gather(*(engine_request(scorer, body(i, rep)) for i in range(n))))
        return time.perf_counter() - t, out, scorer.stats.batches

    proc = None
    if args.url is None:
        port = free_port()
        proc = start_server(["--model", f"bench={path}", "--device", info["device"],
                             "--max-concurrent-decisions", str(max(8, n))], port)
        url = f"http://127.0.0.1:{port}"
    else:
        url = args.url
    pool = ThreadPoolExecutor(max_workers=n)
    clients = [httpx.Client(base_url=url, timeout=600) for _ in range(n)]

    def post(i: int, b: dict[str, Any]) -> list[float]:
        r = clients[i].post("/v1/decisions", json=b)
        r.raise_for_status()
        return answer_probabilities(r.json())

    def http_serial(rep: int) -> tuple[float, list[list[float]]]:
        t = time.perf_counter()
        out = [post(0, body(i, rep)) for i in range(n)]
        return time.perf_counter() - t, out

    def http_concurrent(rep: int) -> tuple[float, list[list[float]]]:
        t = time.perf_counter()
        out = list(pool.map(lambda i: post(i, body(i, rep)), range(n)))
        return time.perf_counter() - t, out

    def engine_one(rep: int) -> float:
        scorer = Scorer(worker, PrefixCache())
        t = time.perf_counter()
        asyncio.run(engine_request(scorer, body(0, rep)))
        return time.perf_counter() - t

    def http_one(rep: int) -> float:
        t = time.perf_counter()
        post(0, body(0, rep))
        return time.perf_counter() - t

    try:
        http_serial(-1)  # warm both paths (planning, HTTP, every batch kind)
        asyncio.run(engine_concurrent(-1))
        times: dict[str, list[float]] = {k: [] for k in ("es", "ec", "hs", "hc", "e1", "h1")}
        deltas: dict[str, float] = {"ec": 0.0, "hs": 0.0, "hc": 0.0}
        batches: list[int] = []
        for rep in range(args.repeats):
            t_es, ref = asyncio.run(engine_serial(rep))
            t_ec, got, b = asyncio.run(engine_concurrent(rep))
            t_hs, hs = http_serial(rep)
            t_hc, hc = http_concurrent(rep)
            times["es"].append(t_es)
            times["ec"].append(t_ec)
            times["hs"].append(t_hs)
            times["hc"].append(t_hc)
            batches.append(b)
            for key, other in (("ec", got), ("hs", hs), ("hc", hc)):
                deltas[key] = max(deltas[key], max(answers_delta(x, y) for x, y in zip(ref, other, strict=True)))
            times["e1"].append(engine_one(100 + rep))
            times["h1"].append(http_one(100 + rep))
    finally:
        pool.shutdown()
        for c in clients:
            c.close()
        if proc is not None:
            proc.terminate()
            proc.wait()
        worker.shutdown()
    m = {k: median(v) for k, v in times.items()}
    print(f"model {args.preset} ({shape.arch}, hidden {shape.hidden}, {shape.layers} layers, {shape.dtype}); "
          f"{n} requests x 8 questions, {args.input_tokens}-token inputs; {args.repeats} repeats (medians)")
    print_table(["run", "ms", "speed-up vs serial", "max |Δp| vs engine serial"], [
        [f"engine: {n} one by one", m["es"] * 1000, 1.0, 0.0],
        [f"engine: {n} concurrent", m["ec"] * 1000, m["es"] / m["ec"], deltas["ec"]],
        [f"http: {n} one by one", m["hs"] * 1000, 1.0, deltas["hs"]],
        [f"http: {n} concurrent", m["hc"] * 1000, m["hs"] / m["hc"], deltas["hc"]],
    ])
    print_table(["one request", "ms"], [["engine (plan + score)", m["e1"] * 1000], ["http", m["h1"] * 1000]])
    print(f"concurrent vs serial over HTTP: {m['hs'] / m['hc']:.2f}x (target >= 3x on GPU); "
          f"engine batches per concurrent run: {batches}; HTTP/engine for one request: {m['h1'] / m['e1']:.3f} "
          "(target <= 1.05)")
    save(f"concurrency-{info['device']}-{args.preset}", {
        "backend": info, "preset": args.preset, "shape": vars(shape), "requests": n, "input_tokens": args.input_tokens,
        "median_ms": {k: v * 1000 for k, v in m.items()}, "keys": {
            "es": "engine serial", "ec": "engine concurrent", "hs": "http serial", "hc": "http concurrent",
            "e1": "engine one request", "h1": "http one request"},
        "speedup_http": m["hs"] / m["hc"], "speedup_engine": m["es"] / m["ec"], "http_over_engine": m["h1"] / m["e1"],
        "max_abs_dp": deltas, "engine_batches": batches, "repeats": args.repeats,
    })


if __name__ == "__main__":
    main()
