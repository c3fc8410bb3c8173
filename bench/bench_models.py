"""Per-request cost of the typed request models on a 10-question /v1/decisions body (issue 13 §1).

    python -m bench.bench_models [--repeats 2000] [--input-bytes 2000]

The server parses a body strictly, validates it with jsonschema-rs against the served document, then builds
the generated model once (``CreateDecisionRequest.model_validate``) and the wire parser reads typed fields.
This times each step on the same body, interleaved so machine noise hits all alike, and the two other ways the
model could be built: ``model_validate_json`` on the raw bytes (a second JSON parse) and ``model_construct``
(no validation at all: unchecked, so not an option for a request, shown for scale). Prints medians in µs.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from typing import Any

from bench.common import median, timed, write_result

QUESTIONS: list[dict[str, Any]] = [
    *({"type": "predicate", "name": f"p{i}", "instructions": f"The message mentions topic number {i}."}
      for i in range(6)),
    {"type": "choice", "name": "team", "instructions": "Which team should handle it?",
     "choices": [{"value": "billing", "description": "money"}, {"value": "shipping"}, {"value": "technical"},
                 {"value": True}]},
    {"type": "choice", "name": "tone", "instructions": "What is the tone?",
     "choices": [{"value": "calm"}, {"value": "angry"}, {"value": "neutral"}]},
    {"type": "score", "name": "urgency", "instructions": "How urgent?",
     "levels": [{"label": "low", "description": "can wait"}, {"label": "medium"}, {"label": "high"}]},
    {"type": "score", "name": "sentiment", "instructions": "How happy is the customer?",
     "levels": [{"label": str(i)} for i in range(5)]},
]


def body_of(input_bytes: int) -> dict[str, Any]:
    text = ("I was charged twice for my subscription and the parcel never arrived, please help. " * 100)[:input_bytes]
    return {"model": "bench", "input": [{"role": "user", "content": [{"type": "input_text", "text": text}]}],
            "questions": QUESTIONS}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeats", type=int, default=2000)
    ap.add_argument("--input-bytes", type=int, default=2000)
    args = ap.parse_args()

    from augury.decisions.openai_wire import parse_decision_request
    from augury.decisions.removed import check_removed_shape
    from augury.http.bodyschema import OperationSchemas
    from augury.http.jsonbody import loads_strict
    from augury_generated import load_spec
    from augury_generated.models import CreateDecisionRequest

    body = body_of(args.input_bytes)
    raw = json.dumps(body).encode()
    schemas = OperationSchemas(load_spec(), {"createDecision": check_removed_shape}, set())
    schema = schemas.by_operation["createDecision"]
    model = CreateDecisionRequest.model_validate(body)
    steps: dict[str, Callable[[], object]] = {
        "strict JSON parse": lambda: loads_strict(raw),
        "schema validation (jsonschema-rs)": lambda: schema.validate(body),
        "model_validate(dict)": lambda: CreateDecisionRequest.model_validate(body),
        "model_validate_json(raw)": lambda: CreateDecisionRequest.model_validate_json(raw),
        "model_construct(dict) (unchecked)": lambda: CreateDecisionRequest.model_construct(**body),
        "parse_decision_request(model)": lambda: parse_decision_request(model),
    }
    for step in steps.values():  # warm every path
        timed(step, 50)
    samples: dict[str, list[float]] = {name: [] for name in steps}
    for _ in range(args.repeats // 10):
        for name, step in steps.items():
            samples[name] += timed(step, 10)
    medians_us = {name: round(median(xs) * 1e6, 2) for name, xs in samples.items()}
    print(f"{len(raw)} byte body, {len(QUESTIONS)} questions, median of {args.repeats} runs each (µs):")
    for name, us in medians_us.items():
        print(f"  {name:<36} {us:>8.2f}")
    path = write_result("models", {"body_bytes": len(raw), "questions": len(QUESTIONS), "repeats": args.repeats,
                                   "median_us": medians_us})
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
