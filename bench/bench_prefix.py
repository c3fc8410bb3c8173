"""Target 1: 8 questions over a ~500-token input, one shared prefill vs a fresh prefill per question.

    python -m bench.bench_prefix [--preset small|medium|small35|qwen3-0.6b] [--input-tokens 500] [--repeats 5]

Times the whole engine path of one decision request (parse, plan, score, answers), in this process,
four ways, alternating so machine noise hits all alike:

* ``per-question fresh``: each question's full prompt prefilled by itself (no sharing, no batching);
* ``fresh batched``: all questions' full prompts in one right-padded batch (no sharing);
* ``per-row suffixes``: the common prefix prefilled once, each suffix in its own row over a copy of the
  prefix KV (the path before packing; what models with recurrent layers still use);
* ``shared prefix``: the server's path, the common prefix prefilled once, the suffixes packed in one
  sequence after it (:mod:`augury.engine.packed`);
* ``prefix cache hit``: the same with the prefix already in the cross-request cache (a repeat input).

Checks the answers agree: largest |Δp| over every answer probability (target ≤ 1e-3 in float32).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from bench.common import median
from bench.perf import (
    add_model_args,
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


def main() -> None:
    ap = argparse.ArgumentParser()
    add_model_args(ap)
    ap.add_argument("--input-tokens", type=int, default=500, help="tokens of input text (the questions come on top)")
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--questions", type=int, default=8, help="questions in the request: the 8 benchmark ones, "
                    "or that many (extra ones are predicates)")
    ap.add_argument("--modes", default="", help="comma-separated subset of the paths (default: all); "
                    "the first is the baseline")
    args = ap.parse_args()
    info = backend(args.device)

    from augury.decisions.formulas import score_question
    from augury.decisions.openai_wire import parse_decision_request
    from augury.decisions.plan import plan_request
    from augury.engine.batcher import LabelJob, read_labels_together
    from augury.engine.model import LoadedModel, label_readouts
    from augury.engine.prefixcache import PrefixCache
    from augury_generated.models import CreateDecisionRequest

    shape = shape_from_args(args)
    path = model_path(args)
    model = LoadedModel("bench", path, device=info["device"])
    with open("/proc/self/statm") as f:  # resident bytes with the weights loaded, before any request
        loaded_rss = int(f.read().split()[1]) * 4096
    from bench.perf import QUESTIONS

    extra = [{"type": "predicate", "name": f"x{i}", "instructions": f"The message is about case {i}."}
             for i in range(max(0, args.questions - len(QUESTIONS)))]
    body = decision_body("bench", words_for_tokens(model.tokenizer, args.input_tokens),
                         questions=(QUESTIONS + extra)[: args.questions])
    cache = PrefixCache()

    def run(mode: str) -> list[Any]:
        request = parse_decision_request(CreateDecisionRequest.model_validate(body))
        plan = plan_request(request, model.tokenizer, context_length=model.info.context_length)
        prompts = [list(q.prompt_ids) for q in plan.questions]
        labels = [q.label_ids for q in plan.questions]
        watch = model.tokenizer.reasoning_opener_id
        if mode == "per-question fresh (est.)":  # the first question alone; its time x questions is the estimate
            one = label_readouts(model.next_token_logprobs([prompts[0]]), [labels[0]], watch)[0]
            return [score_question(plan.questions[0], one.label_logprobs)]
        elif mode == "per-question fresh":
            readouts = [label_readouts(model.next_token_logprobs([p]), [lab], watch)[0]
                        for p, lab in zip(prompts, labels, strict=True)]
        elif mode == "fresh batched":
            readouts = label_readouts(model.next_token_logprobs(prompts), labels, watch)
        else:
            pc = cache if mode == "prefix cache hit" else None
            job = LabelJob(prompts, labels, watch)
            packs = model.packs_suffixes
            model.packs_suffixes = packs and mode != "per-row suffixes"
            try:
                readouts = list(read_labels_together(model, [job], prefix_cache=pc)[0].readouts)
            finally:
                model.packs_suffixes = packs
        return [score_question(q, r.label_logprobs) for q, r in zip(plan.questions, readouts, strict=True)]

    modes = ["per-question fresh", "fresh batched", "per-row suffixes", "shared prefix", "prefix cache hit"]
    if args.modes:
        modes = [m.strip() for m in args.modes.split(",")]
    request = parse_decision_request(CreateDecisionRequest.model_validate(body))
    plan = plan_request(request, model.tokenizer, context_length=model.info.context_length)
    lengths = [len(q.prompt_ids) for q in plan.questions]
    from augury.engine.model import common_prefix_length

    shared = common_prefix_length([q.prompt_ids for q in plan.questions])
    import resource
    import time

    answers: dict[str, list[float]] = {}
    first_ms: dict[str, float] = {}
    est = "per-question fresh (est.)"
    scale = {m: len(lengths) if m == est else 1 for m in modes}
    for m in modes:  # warm every path (and fill the prefix cache); a first run costs what a new input does
        t0 = time.perf_counter()
        answers[m] = engine_probabilities(run(m))
        first_ms[m] = (time.perf_counter() - t0) * 1000 * scale[m]
    peak_rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    times: dict[str, list[float]] = {m: [] for m in modes}
    for _ in range(args.repeats):
        for m in modes:
            times[m].append(_time(lambda m=m: run(m)) * scale[m])  # type: ignore[misc]
    ref = modes[0]
    dref = next(m for m in modes if m != est)  # answers are compared with the first full path
    base = median(times[ref]) if args.repeats else first_ms[ref] / 1000
    rows = []
    for m in modes:
        t = median(times[m]) if args.repeats else first_ms[m] / 1000
        delta = answers_delta(answers[m], answers[dref]) if m != est else float("nan")
        rows.append([m, first_ms[m], t * 1000, base / t, delta])
    print(f"model {args.preset} ({shape.arch}, hidden {shape.hidden}, {shape.layers} layers, {shape.dtype}); "
          f"{len(lengths)} questions, prompts {min(lengths)}-{max(lengths)} tokens, {shared} shared; "
          f"token bound {sum(lengths) / (shared + sum(n - shared for n in lengths)):.2f}x; "
          f"peak RSS {peak_rss / 2**30:.2f} GiB ({(peak_rss - loaded_rss) / 2**30:.2f} GiB over the loaded model's "
          f"{loaded_rss / 2**30:.2f})")
    print_table(["path", "first ms", "median ms", f"vs {ref}", "max |Δp|"], rows)
    save(f"prefix-{info['device']}-{args.preset}-{args.questions}x{args.input_tokens}", {
        "backend": info, "preset": args.preset, "shape": vars(shape), "prompt_tokens": lengths, "shared_tokens": shared,
        "first_ms": first_ms, "median_ms": {m: median(times[m]) * 1000 for m in modes if times[m]},
        "max_abs_dp": {m: answers_delta(answers[m], answers[dref]) for m in modes if m != est},
        "baseline": ref, "peak_rss_bytes": peak_rss, "loaded_rss_bytes": loaded_rss, "repeats": args.repeats,
    })


def _time(fn: Callable[[], object]) -> float:
    import time

    t = time.perf_counter()
    fn()
    return time.perf_counter() - t


if __name__ == "__main__":
    main()
