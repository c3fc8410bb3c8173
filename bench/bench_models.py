"""Per-request cost of the typed request models on a 10-question /v1/decisions body (issue 13 §1).

    python -m bench.bench_models [--repeats 2000] [--input-bytes 2000] [--captures DIR]

The server parses a body strictly, validates it with jsonschema-rs against the served document, then builds
the generated model once (``CreateDecisionRequest.model_validate``) and the wire parser reads typed fields.
This times each step on the same body, interleaved so machine noise hits all alike, and the two other ways the
model could be built: ``model_validate_json`` on the raw bytes (a second JSON parse) and ``model_construct``
(no validation at all: unchecked, so not an option for a request, shown for scale). Prints medians in µs.

Then the same for ``POST /v1/responses`` on the real Codex and SDK request bodies in ``--captures`` (default
``$AUGURY_CAPTURES`` or ``../shared/captures``; skipped when absent): validation, the ``CreateResponse`` build,
and ``parse_responses_request`` reading the model.
"""

from __future__ import annotations

import argparse
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench.common import median, timed, write_result

RESPONSES_CAPTURES = ("codex_first_request.json", "codex_second_request_after_tool_call.json",
                      "openai_py_responses_create_stream.json")
DEFAULT_CAPTURES = Path(__file__).resolve().parents[2] / "shared" / "captures"

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


def run_interleaved(steps: dict[str, Callable[[], object]], repeats: int) -> dict[str, float]:
    """Median µs of each step, the steps interleaved so that machine noise hits all alike."""
    for step in steps.values():  # warm every path
        timed(step, 50)
    samples: dict[str, list[float]] = {name: [] for name in steps}
    for _ in range(repeats // 10):
        for name, step in steps.items():
            samples[name] += timed(step, 10)
    return {name: round(median(xs) * 1e6, 2) for name, xs in samples.items()}


def responses_costs(captures: Path, repeats: int) -> dict[str, dict[str, float]]:
    from augury.generation.request import parse_responses_request
    from augury.http.bodyschema import OperationSchemas
    from augury_generated import load_spec
    from augury_generated.models import CreateResponse

    schema = OperationSchemas(load_spec(), {}, set()).by_operation["createResponse"]
    results: dict[str, dict[str, float]] = {}
    for name in RESPONSES_CAPTURES:
        path = captures / name
        if not path.is_file():
            continue
        body = json.loads(path.read_text())["body"]
        model = CreateResponse.model_validate(body)
        medians = run_interleaved({
            "schema validation (jsonschema-rs)": lambda body=body: schema.validate(body),
            "CreateResponse.model_validate(dict)": lambda body=body: CreateResponse.model_validate(body),
            "parse_responses_request(model)": lambda model=model: parse_responses_request(model),
        }, repeats)  # fmt: skip
        print(f"{name}: {len(json.dumps(body).encode())} bytes, {len(body['input'])} input items (µs):")
        for step, us in medians.items():
            print(f"  {step:<36} {us:>8.2f}")
        results[name] = medians
    return results


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeats", type=int, default=2000)
    ap.add_argument("--input-bytes", type=int, default=2000)
    ap.add_argument("--captures", type=Path, default=Path(os.environ.get("AUGURY_CAPTURES", DEFAULT_CAPTURES)))
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
    medians_us = run_interleaved(steps, args.repeats)
    print(f"{len(raw)} byte body, {len(QUESTIONS)} questions, median of {args.repeats} runs each (µs):")
    for name, us in medians_us.items():
        print(f"  {name:<36} {us:>8.2f}")
    path = write_result("models", {"body_bytes": len(raw), "questions": len(QUESTIONS), "repeats": args.repeats,
                                   "median_us": medians_us,
                                   "responses_median_us": responses_costs(args.captures, args.repeats)})
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
