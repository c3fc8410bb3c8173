"""Server overhead: an HTTP decision request vs the engine call it makes, measured side by side.

    python -m bench.bench_overhead [--hidden 256 --layers 4 --tokenizer bpe] [--repeats 20]

Builds a random-weight model of the given shape, starts `augury serve` on it, and times the same
8-question request (a) over HTTP and (b) as the direct engine call (planning + scoring in this
process), alternating the two so machine noise hits both alike. Prints the ratio HTTP/engine.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
from pathlib import Path

import httpx

from bench.common import median, start_server, timed, write_result

QUESTIONS = [
    {"type": "predicate", "name": f"p{i}", "instructions": f"The message mentions topic number {i}."} for i in range(4)
] + [
    {"type": "choice", "name": "team", "instructions": "Which team should handle it?",
     "choices": [{"value": "billing"}, {"value": "shipping"}, {"value": "technical"}, {"value": "sales"}]},
    {"type": "score", "name": "urgency", "instructions": "How urgent?",
     "levels": [{"label": "low"}, {"label": "medium"}, {"label": "high"}]},
    {"type": "predicate", "name": "refund", "instructions": "The customer asks for a refund."},
    {"type": "predicate", "name": "spam", "instructions": "The message is spam."},
]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hidden", type=int, default=256)
    ap.add_argument("--layers", type=int, default=4)
    ap.add_argument("--tokenizer", default="bpe", choices=["bpe", "qwen3"])
    ap.add_argument("--input-words", type=int, default=350)
    ap.add_argument("--repeats", type=int, default=15)
    ap.add_argument("--port", type=int, default=28150)
    args = ap.parse_args()

    from augury.engine import backend

    backend.prepare("cpu")
    from augury.decisions.openai_wire import parse_decision_request
    from augury.decisions.plan import plan_request
    from augury.engine.model import LoadedModel, read_labels
    from augury.engine.testmodels import make_test_model
    from augury_generated.models import CreateDecisionRequest

    tmp = Path(tempfile.mkdtemp())
    path = make_test_model(tmp / "m", hidden_size=args.hidden, num_layers=args.layers, tokenizer=args.tokenizer)
    words = ("I was charged twice for my subscription and the parcel never arrived so please help " * 40).split()
    body = {"model": "bench", "input": " ".join(words[: args.input_words]), "questions": QUESTIONS}

    model = LoadedModel("bench", path, device="cpu")

    def engine_call() -> None:
        req = parse_decision_request(CreateDecisionRequest.model_validate(body))
        plan = plan_request(req, model.tokenizer, context_length=model.info.context_length)
        read_labels(model, [q.prompt_ids for q in plan.questions], [q.label_ids for q in plan.questions],
                    model.tokenizer.reasoning_opener_id)

    # No cross-request prefix cache in the server: the same body is sent every time, and the direct engine
    # call has no cache either, so both paths must do the same work.
    proc = start_server(["--model", f"bench={path}"], args.port, env={"AUGURY_PREFIX_CACHE_MIB": "0"})
    try:
        client = httpx.Client(base_url=f"http://127.0.0.1:{args.port}", timeout=300)

        def http_call() -> None:
            r = client.post("/v1/decisions", json=body)
            r.raise_for_status()

        for _ in range(3):  # warm both paths
            engine_call()
            http_call()
        eng: list[float] = []
        web: list[float] = []
        for _ in range(args.repeats):
            eng += timed(engine_call, 1)
            web += timed(http_call, 1)
        tokens = client.post("/v1/decisions", json=body).json()["usage"]["input_tokens"]
    finally:
        proc.terminate()
        proc.wait()
    ratio = median(web) / median(eng)
    print(f"model hidden={args.hidden} layers={args.layers} vocab={model.info.vocab_size}; "
          f"8 questions, {tokens} prompt tokens in all")
    print(f"{'path':<10}{'median ms':>12}")
    print(f"{'engine':<10}{median(eng) * 1000:>12.1f}")
    print(f"{'http':<10}{median(web) * 1000:>12.1f}")
    print(f"ratio http/engine = {ratio:.3f}  (target <= 1.05)")
    out = write_result("overhead", {"args": vars(args), "engine_ms": median(eng) * 1000,
                                     "http_ms": median(web) * 1000, "ratio": ratio, "prompt_tokens": tokens})
    print(f"wrote {out}")
    asyncio.set_event_loop(None)


if __name__ == "__main__":
    main()
