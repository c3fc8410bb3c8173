"""Target 5 baseline: decode speed of one stream (engine vs mlx-lm's own loop) and of N streams over HTTP.

    python -m bench.bench_generation [--preset small|qwen3-0.6b] [--tokens 64] [--streams 4] [--repeats 3]

* one stream in process: Augury's engine (``augury.engine.generate``: one token per worker step, the
  way the server runs it) vs mlx-lm's ``stream_generate`` called directly, greedy, same prompt;
* over HTTP (``augury serve`` started here on a free port): one ``/v1/responses`` request, then
  ``--streams`` at once; aggregate output tokens per second.

The engine does not batch generation across streams (see docs/PERFORMANCE.md): N streams share the
worker token by token, so the aggregate stays near one stream's rate; target 5 (N streams >= 3x one
stream on the GPU) needs batched decoding.
"""

from __future__ import annotations

import argparse
import asyncio
import socket
import time
from concurrent.futures import ThreadPoolExecutor

import httpx

from bench.common import median, start_server
from bench.perf import add_model_args, backend, model_path, print_table, save, shape_from_args


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def main() -> None:
    ap = argparse.ArgumentParser()
    add_model_args(ap)
    ap.add_argument("--tokens", type=int, default=64)
    ap.add_argument("--streams", type=int, default=4)
    ap.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args()
    info = backend(args.device)

    from mlx_lm.generate import stream_generate
    from mlx_lm.sample_utils import make_sampler

    from augury.engine.generate import GenerationDone, SamplingSettings, generate
    from augury.engine.model import LoadedModel
    from augury.engine.worker import EngineWorker

    shape = shape_from_args(args)
    path = model_path(args)
    model = LoadedModel("bench", path, device=info["device"])
    worker = EngineWorker()
    prompt = model.tokenizer.encode(model.tokenizer.render_user_turn("Write a long story about a parcel."))
    sampling = SamplingSettings(max_tokens=args.tokens, temperature=0.0)

    async def engine_stream() -> tuple[int, float]:
        t = time.perf_counter()
        n = 0
        async for item in generate(worker, model, prompt, sampling):
            if isinstance(item, GenerationDone):
                n = item.completion_tokens
        return n, time.perf_counter() - t

    def mlx_lm_stream() -> tuple[int, float]:
        def run() -> tuple[int, float]:
            t = time.perf_counter()
            n = 0
            for out in stream_generate(model.model, model.hf_tokenizer_wrapper, prompt, max_tokens=args.tokens,
                                       sampler=make_sampler(temp=0.0)):
                n = out.generation_tokens
            return n, time.perf_counter() - t
        # On the worker too: MLX streams belong to the thread that made them.
        return worker.call(run)

    port = free_port()
    proc = start_server(["--model", f"bench={path}", "--device", info["device"]], port)
    clients = [httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=600) for _ in range(args.streams)]
    pool = ThreadPoolExecutor(max_workers=args.streams)

    def http_stream(i: int) -> int:
        body = {"model": "bench", "input": f"Write a long story about parcel {i}.",
                "max_output_tokens": args.tokens, "temperature": 0}
        r = clients[i].post("/v1/responses", json=body)
        r.raise_for_status()
        return int(r.json()["usage"]["output_tokens"])

    def http_many(n: int) -> tuple[int, float]:
        t = time.perf_counter()
        total = sum(pool.map(http_stream, range(n)))
        return total, time.perf_counter() - t

    try:
        asyncio.run(engine_stream())
        mlx_lm_stream()
        http_many(1)
        runs: dict[str, list[tuple[int, float]]] = {"engine": [], "mlx-lm": [], "http1": [], "httpN": []}
        for _ in range(args.repeats):
            runs["engine"].append(asyncio.run(engine_stream()))
            runs["mlx-lm"].append(mlx_lm_stream())
            runs["http1"].append(http_many(1))
            runs["httpN"].append(http_many(args.streams))
    finally:
        pool.shutdown()
        for c in clients:
            c.close()
        proc.terminate()
        proc.wait()
        worker.shutdown()
    rates = {k: median([n / s for n, s in v]) for k, v in runs.items()}
    tokens = {k: median([float(n) for n, _ in v]) for k, v in runs.items()}
    print(f"model {args.preset} ({shape.arch}, hidden {shape.hidden}, {shape.layers} layers, {shape.dtype}); "
          f"prompt {len(prompt)} tokens, up to {args.tokens} new tokens, greedy; {args.repeats} repeats (medians)")
    print_table(["run", "output tokens", "tok/s (incl. prefill)"], [
        ["engine, 1 stream (in process)", tokens["engine"], rates["engine"]],
        ["mlx-lm stream_generate, 1 stream", tokens["mlx-lm"], rates["mlx-lm"]],
        ["http, 1 stream", tokens["http1"], rates["http1"]],
        [f"http, {args.streams} streams at once (aggregate)", tokens["httpN"], rates["httpN"]],
    ])
    print(f"engine/mlx-lm single stream: {rates['engine'] / rates['mlx-lm']:.2f}; "
          f"{args.streams} streams vs 1 over HTTP: {rates['httpN'] / rates['http1']:.2f}x (target >= 3x on GPU)")
    save(f"generation-{info['device']}-{args.preset}", {
        "backend": info, "preset": args.preset, "shape": vars(shape), "max_tokens": args.tokens,
        "streams": args.streams, "tokens_per_s": rates, "output_tokens": tokens, "repeats": args.repeats,
        "engine_over_mlx_lm": rates["engine"] / rates["mlx-lm"], "streams_speedup": rates["httpN"] / rates["http1"],
    })


if __name__ == "__main__":
    main()
