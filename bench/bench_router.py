"""Routing overhead: a chat request to a router vs the same request sent straight to the model it picks.

    python -m bench.bench_router [--hidden 256 --layers 4] [--max-tokens 32] [--repeats 10]

Serves the demo model as the classifier and two random-weight candidates of the given shape, then times,
alternating so machine noise hits all alike: (a) the chat request sent straight to the billing candidate,
(b) the same request sent to the router (classification, then the same generation), (c) the classification
alone (the router's one question as a /v1/systemone request). Every request starts with a fresh ticket
number, so neither the generation prompt cache nor the decision prefix cache can reuse an earlier request's
conversation: each one costs what a new conversation costs. Prints medians per conversation size.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
from pathlib import Path

import httpx

from bench.common import median, start_server, timed, write_result

TICKET = "I was charged twice for my subscription this month. Please refund one of the two payments. "


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hidden", type=int, default=256)
    ap.add_argument("--layers", type=int, default=4)
    ap.add_argument("--max-tokens", type=int, default=32)
    ap.add_argument("--repeats", type=int, default=10)
    ap.add_argument("--port", type=int, default=28151)
    args = ap.parse_args()

    from augury.engine import backend

    backend.prepare("cpu")
    from augury.demo import ensure_demo_model
    from augury.engine.testmodels import make_test_model
    from augury.routers import Candidate, RouterSpec, classification_body

    tmp = Path(tempfile.mkdtemp())
    demo = ensure_demo_model(tmp / "cache")
    shape = {"hidden_size": args.hidden, "num_layers": args.layers}
    billing = make_test_model(tmp / "billing", seed=1, **shape)
    technical = make_test_model(tmp / "technical", seed=2, **shape)
    router = RouterSpec(name="support", classifier="demo", instructions="Which team should handle this ticket?",
                        candidates=(Candidate("billing-bot", "payments, charges and invoices"),
                                    Candidate("tech-bot", "bugs, errors and login problems")))
    config = tmp / "augury.yaml"
    config.write_text(f"""
models:
  - {{name: demo, source: {demo}, usecases: [decisions], preload: true}}
  - {{name: billing-bot, source: {billing}, usecases: [chat], preload: true}}
  - {{name: tech-bot, source: {technical}, usecases: [chat], preload: true}}
routers:
  - name: {router.name}
    classifier: {router.classifier}
    instructions: {router.instructions}
    candidates:
      - {{model: billing-bot, description: "{router.candidates[0].description}"}}
      - {{model: tech-bot, description: "{router.candidates[1].description}"}}
""", encoding="utf-8")
    proc = start_server(["--config", str(config)], args.port)
    rows = []
    try:
        client = httpx.Client(base_url=f"http://127.0.0.1:{args.port}", timeout=300)
        serial = iter(range(10**6))
        for repeat in (1, 8, 32):

            def chat(repeat: int = repeat) -> dict[str, object]:
                text = f"Ticket {next(serial)}. " + TICKET * repeat
                return {"messages": [{"role": "user", "content": text}], "max_tokens": args.max_tokens,
                        "temperature": 0}

            def direct() -> None:
                r = client.post("/v1/chat/completions", json={**chat(), "model": "billing-bot"})
                r.raise_for_status()

            def routed() -> None:
                r = client.post("/v1/chat/completions", json={**chat(), "model": "support"})
                r.raise_for_status()
                assert r.json()["model"] == "billing-bot", r.json()["model"]

            def alone() -> None:
                messages = chat()["messages"]
                assert isinstance(messages, list)
                client.post("/v1/systemone", json=classification_body(router, messages)).raise_for_status()

            for _ in range(2):
                for call in (direct, routed, alone):
                    call()
            d: list[float] = []
            r: list[float] = []
            c: list[float] = []
            for _ in range(args.repeats):
                d += timed(direct, 1)
                r += timed(routed, 1)
                c += timed(alone, 1)
            sample = chat()
            usage = client.post("/v1/chat/completions", json={**sample, "model": "billing-bot"}).json()["usage"]
            messages = sample["messages"]
            assert isinstance(messages, list)
            body = classification_body(router, messages)
            tokens = client.post("/v1/systemone", json=body).json()["usage"]["input_tokens"]
            rows.append({"ticket_repeats": repeat, "chat_prompt_tokens": usage["prompt_tokens"],
                         "completion_tokens": usage["completion_tokens"], "classify_prompt_tokens": tokens,
                         "direct_ms": median(d) * 1000, "routed_ms": median(r) * 1000,
                         "classify_ms": median(c) * 1000})
    finally:
        proc.terminate()
        proc.wait()
    print(f"candidates hidden={args.hidden} layers={args.layers}, max_tokens={args.max_tokens}; "
          f"classifier augury-demo; a new conversation per request; medians of {args.repeats}")
    print(f"{'prompt tok':>10}{'class tok':>10}{'out tok':>8}{'direct ms':>11}{'routed ms':>11}{'classify ms':>12}"
          f"{'overhead':>10}")
    for row in rows:
        overhead = row["routed_ms"] / row["direct_ms"] - 1
        print(f"{row['chat_prompt_tokens']:>10}{row['classify_prompt_tokens']:>10}{row['completion_tokens']:>8}"
              f"{row['direct_ms']:>11.1f}{row['routed_ms']:>11.1f}{row['classify_ms']:>12.1f}{overhead:>10.1%}")
    out = write_result("router", {"args": vars(args), "rows": rows})
    print(f"wrote {out}")
    asyncio.set_event_loop(None)


if __name__ == "__main__":
    main()
