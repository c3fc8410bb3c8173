"""Prefill speed of a long input against a short one, in one process, wall and CPU time, alternating.

    python -m bench.bench_long [--preset qwen3-0.6b-f32 --model-dir DIR] [--lengths 500,8000,500]

Each length is prefilled from nothing the way a decision's shared prefix of that length is (``--path auto``):
up to one prefill pass (``PREFILL_CHUNK`` tokens) into a KV cache, longer ones layer by layer with one question
token packed after them (:func:`augury.engine.packed.prefill_and_pack`, nothing stored); ``--path chunked``
prefills every length chunk by chunk into a KV cache of all layers (the path before). One length after the
other in the order given (repeat the short one around the long one: load drifts). Reported per run: wall and
CPU (process) time and tokens per second of each, the long/short ratio of the CPU rates (issue 17: ≥ 1/3 at
8,000 vs 500), and the process's peak RSS over the loaded model. CPU time is the fairer rate on a shared
machine (it does not count time the process waited).
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import time
from typing import Any

from bench.perf import add_model_args, backend, model_path, print_table, save


def main() -> None:
    ap = argparse.ArgumentParser()
    add_model_args(ap)
    ap.add_argument("--lengths", default="500,8000,500")
    ap.add_argument("--path", default="auto", choices=["auto", "chunked"])
    args = ap.parse_args()
    info = backend(args.device)
    import mlx.core as mx
    from mlx_lm.models.cache import make_prompt_cache

    from augury.engine import model as model_module
    from augury.engine.model import LoadedModel
    from augury.engine.packed import prefill_and_pack

    model = LoadedModel("bench", model_path(args), device=info["device"])
    with open("/proc/self/statm") as f:
        loaded_rss = int(f.read().split()[1]) * 4096
    rng = random.Random(1)
    vocab = int(model.config.get("vocab_size", 1000))
    rows: list[list[Any]] = []
    for n in [int(x) for x in args.lengths.split(",")]:
        tokens = [rng.randrange(5, vocab) for _ in range(n)]
        cache = make_prompt_cache(model.model)
        wall, cpu = time.perf_counter(), time.process_time()
        if args.path == "auto" and n > model_module.PREFILL_CHUNK:
            hidden, _ = prefill_and_pack(model._backbone, tokens[:-1], [[tokens[-1:]]], model._prefill_chunk,
                                         store=False)
            mx.eval(hidden)
        else:
            model._run_chunked(tokens, cache)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        rows.append([n, wall * 1000, n / wall, cpu * 1000, n / cpu, os.getloadavg()[0]])
        del cache
        mx.clear_cache()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    print_table(["tokens", "wall ms", "tok/s", "cpu ms", "tok/s (cpu)", "load"], rows)
    short = [r[4] for r in rows if r[0] == min(r[0] for r in rows)]
    long = [r[4] for r in rows if r[0] == max(r[0] for r in rows)]
    ratio = min(long) / max(short)
    print(f"long/short CPU tok/s: {ratio:.3f} (worst long over best short); peak RSS {peak / 2**30:.2f} GiB, "
          f"{(peak - loaded_rss) / 2**30:.2f} over the loaded model's {loaded_rss / 2**30:.2f}")
    save(f"long-{info['device']}-{args.preset}", {
        "backend": info, "preset": args.preset, "path": args.path, "runs": rows, "cpu_ratio": ratio,
        "peak_rss_bytes": peak, "loaded_rss_bytes": loaded_rss, "load": os.getloadavg(),
    })


if __name__ == "__main__":
    main()
