"""The demo model on plain language: hand-written tickets and off-domain questions, graded over HTTP as served.

The tickets of :mod:`augury.demo.handwritten` were written by hand, apart from the training generators,
and never trained on (the first tests prove it against every text a training run reads). The rest
send them to a real server serving the shipped ``augury-demo`` and grade the answers per route and
question family.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator

import httpx
import numpy as np
import pytest

from augury.demo import DEMO_MODEL_NAME, DEMO_REPLY
from augury.demo.evaluate import Report, evaluate
from augury.demo.handwritten import OFFDOMAIN_QUESTIONS, TICKETS, handwritten_cases, handwritten_offdomain_cases
from augury.demo.natural import natural_ticket
from augury.demo.written import (
    FIFTH_ROUND,
    FIRST_ROUND,
    SECOND_ROUND,
    UNSAID_REWRITES,
    WRITTEN,
)
from tests.conftest import Server, start_server, stop_server
from tests.test_api_responses import capture
from tests.test_demo_model import http_sender


def _normal(text: str) -> str:
    return " ".join(re.sub(r"[^a-z0-9']+", " ", text.lower()).split())


def _sentences(text: str) -> list[str]:
    return [_normal(s) for s in re.split(r"[.!?\n]+", text) if _normal(s)]


@pytest.fixture(scope="module")
def training_corpus() -> tuple[set[str], str]:
    from augury.demo.train import SHIPPED_RECIPE, TEMPLATED_RECIPE, training_texts

    # The shipped recipe and the first one: neither may see the hand-written set.
    texts = training_texts(TEMPLATED_RECIPE) + training_texts(SHIPPED_RECIPE)
    sentences = {s for text in texts for s in _sentences(text)}
    return sentences, "\n".join(_normal(t) for t in texts)


def test_there_are_enough_handwritten_tickets_of_every_kind() -> None:
    assert len(TICKETS) >= 150
    assert len({t.text for t in TICKETS}) == len(TICKETS)
    for topic in ("billing", "technical", "shipping", "sales", "spam"):
        assert sum(t.topic == topic for t in TICKETS) >= 20, topic
    assert sum(t.refund for t in TICKETS) >= 15
    assert sum(t.urgency is not None for t in TICKETS) >= 20


def test_no_handwritten_ticket_or_sentence_is_in_the_training_data(training_corpus: tuple[set[str], str]) -> None:
    sentences, joined = training_corpus
    assert len(sentences) > 1000
    whole = [t.text for t in TICKETS if _normal(t.text) in joined]
    assert not whole
    # Sentences of three words or more: shorter ones ("thanks", "no rush") are everyday filler.
    shared = [s for t in TICKETS for s in _sentences(t.text) if len(s.split()) >= 3 and s in sentences]
    assert not shared


def test_no_handwritten_ticket_or_sentence_is_in_a_written_training_ticket() -> None:
    # Checked on the written texts themselves too: surface noise in training could hide a copied sentence.
    every = WRITTEN  # every round is in it
    written = [_normal(w.text) for w in every]
    sentences = {s for text in every for s in _sentences(text.text)}
    assert not [t.text for t in TICKETS if any(_normal(t.text) in text for text in written)]
    assert not [s for t in TICKETS for s in _sentences(t.text) if len(s.split()) >= 3 and s in sentences]


_STOP_TEXT = """
    about after again all also and any are because been before being but can can't cant could dear did didn't
    does don't done dont for from get got had has have hello her his how i'm into isn't it's its just not off
    one our out over please really she should some still than thank thanks that the their them then there these
    they this those two very was were what when which who why will with won't would yes you your
"""
_STOP_WORDS = frozenset(_STOP_TEXT.split())


def _content_words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9']+", text.lower()) if len(w) > 2 and w not in _STOP_WORDS}


def test_the_fifth_round_holds_no_close_paraphrase_of_a_handwritten_ticket() -> None:
    # Its brief's foci were written while reading a checkpoint's misses (docs/demo-written-brief-5.md), so it
    # is held to more than shared sentences: no three or more shared content words that make half of the shorter text's.
    tickets = [(t.text, _content_words(t.text)) for t in TICKETS]
    close = []
    for written in FIFTH_ROUND:
        words = _content_words(written.text)
        for text, theirs in tickets:
            shared = len(words & theirs)
            if words and theirs and shared >= 3 and shared >= 0.5 * min(len(words), len(theirs)):
                close.append((written.text, text))
    assert len(FIFTH_ROUND) >= 800
    assert not close


def test_written_training_tickets_are_many_distinct_and_consistently_labelled() -> None:
    assert len({_normal(w.text) for w in WRITTEN}) == len(WRITTEN) >= 900
    for topic in ("billing", "technical", "shipping", "sales", "spam"):
        assert sum(w.topic == topic for w in WRITTEN) >= 120, topic
    assert sum(w.refund for w in WRITTEN) >= 100
    assert all(w.topic == "billing" for w in WRITTEN if w.refund)
    assert all(w.urgency is None for w in WRITTEN if w.topic == "spam")
    stated = Counter(w.urgency for w in WRITTEN if w.urgency is not None)
    assert set(stated) == {0, 1, 2, 3, 4} and min(stated.values()) >= 20


def test_every_first_round_urgency_has_a_rewrite_without_it() -> None:
    stated = {i for i, w in enumerate(FIRST_ROUND) if w.urgency is not None}
    sources = [i for i, _ in UNSAID_REWRITES]
    assert len(set(sources)) == len(sources) and set(sources) <= stated
    assert len(sources) >= 0.95 * len(stated)
    cues = re.compile(r"\b(asap|urgent(ly)?|today|tonight|right now|immediately|tomorrow|emergency|no rush|"
                      r"no hurry|take your time|not a priority|this week|next week)\b")
    for source, text in UNSAID_REWRITES:
        first = FIRST_ROUND[source]
        assert _normal(text) != _normal(first.text) and len(text.split()) >= 2, source
        assert not cues.search(text.lower()), text
    # The rewrites are training tickets of the same facts, urgency unsaid.
    start = len(FIRST_ROUND) + len(SECOND_ROUND)
    rewritten = WRITTEN[start:start + len(UNSAID_REWRITES)]
    assert len(rewritten) == len(UNSAID_REWRITES)
    assert all(r.urgency is None and (r.topic, r.refund) == (FIRST_ROUND[i].topic, FIRST_ROUND[i].refund)
               for r, (i, _) in zip(rewritten, UNSAID_REWRITES, strict=True))
    # And the sources said something about time that the rewrites no longer say.
    assert sum(bool(cues.search(FIRST_ROUND[i].text.lower())) for i in sources) >= 0.4 * len(sources)


def test_plain_writing_draws_written_tickets_only_at_its_written_share() -> None:
    # Long ones only: the generators compose short messages such as "cant log in" too.
    texts = {_normal(w.text) for w in WRITTEN if len(w.text.split()) >= 8}

    def drawn(share: float) -> float:
        rng = np.random.default_rng(7)
        tickets = [natural_ticket(rng, written=share) for _ in range(400)]
        # Noise adds greetings, urgency or sign-offs around a text and changes its case; its typos hide some.
        return sum(any(t in _normal(ticket.text) for t in texts) for ticket in tickets) / len(tickets)

    assert drawn(0.0) == 0.0
    assert 0.25 <= drawn(0.5) <= 0.5


def test_no_handwritten_offdomain_question_is_in_the_training_data(training_corpus: tuple[set[str], str]) -> None:
    sentences, _ = training_corpus
    assert not [q for _, q, _ in OFFDOMAIN_QUESTIONS if _normal(q) in sentences]


@pytest.fixture(scope="module")
def demo_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    srv = start_server(["--model", DEMO_MODEL_NAME], tmp_path_factory.mktemp("demo-handwritten"))
    yield srv
    stop_server(srv)


@pytest.fixture(scope="module")
def handwritten_report(demo_server: Server) -> Report:
    return evaluate(handwritten_cases(), http_sender(demo_server))


@pytest.fixture(scope="module")
def offdomain_report(demo_server: Server) -> Report:
    return evaluate(handwritten_offdomain_cases(), http_sender(demo_server))


@pytest.mark.parametrize("route", ["decisions", "systemone"])
def test_choices_and_predicates_are_right_on_handwritten_tickets(handwritten_report: Report, route: str) -> None:
    kinds = ("choice", "predicate")
    assert handwritten_report.count(route=route, kinds=kinds) >= 1000  # type: ignore[arg-type]
    assert handwritten_report.accuracy(route=route, kinds=kinds) >= 0.95  # type: ignore[arg-type]


@pytest.mark.parametrize("route", ["decisions", "systemone"])
def test_urgency_scores_are_within_half_a_level_on_handwritten_tickets(handwritten_report: Report,
                                                                       route: str) -> None:
    assert handwritten_report.count(route=route, kinds=("score",)) >= 120  # type: ignore[arg-type]
    assert handwritten_report.accuracy(route=route, kinds=("score",)) >= 0.90  # type: ignore[arg-type]


@pytest.mark.parametrize("route", ["decisions", "systemone"])
def test_score_misses_account_for_every_urgency_score(handwritten_report: Report, route: str) -> None:
    misses = handwritten_report.score_misses(route)  # type: ignore[arg-type]
    asked = handwritten_report.count(route=route, kinds=("score",))  # type: ignore[arg-type]
    assert sum(sum(counts) for counts in misses.values()) == asked
    right = sum(counts[0] for counts in misses.values())
    assert right / asked == handwritten_report.accuracy(route=route, kinds=("score",))  # type: ignore[arg-type]
    assert {family for family, _ in misses} == {"score:3", "score:4", "score:5"}
    # Nothing scores above the top level or below level 0.
    assert all(high == 0 for (family, level), (_, high, _) in misses.items() if level == int(family[6:]) - 1)
    assert all(low == 0 for (_, level), (_, _, low) in misses.items() if level == 0)


def test_offdomain_questions_get_a_low_label_mass(offdomain_report: Report) -> None:
    assert len(offdomain_report.graded) >= 90
    assert offdomain_report.median_label_mass(in_domain=False) <= 0.2
    assert offdomain_report.label_mass_quantile(0.9, in_domain=False) <= 0.5


@pytest.mark.parametrize("prompt", ["Say hello.", "Write a haiku about autumn leaves.",
                                    "My invoice is wrong, can you help?", "¿Qué puedes hacer?"])
def test_the_generation_routes_answer_with_the_demo_sentence(demo_server: Server, prompt: str) -> None:
    chat = httpx.post(demo_server.base_url + "/v1/chat/completions", timeout=60, json={
        "model": DEMO_MODEL_NAME, "temperature": 0, "max_tokens": 64,
        "messages": [{"role": "system", "content": "You are a helpful assistant."},
                     {"role": "user", "content": prompt}]})
    assert chat.status_code == 200, chat.text
    assert chat.json()["choices"][0]["message"]["content"] == DEMO_REPLY
    assert chat.json()["choices"][0]["finish_reason"] == "stop"
    response = httpx.post(demo_server.base_url + "/v1/responses", timeout=60, json={
        "model": DEMO_MODEL_NAME, "temperature": 0, "max_output_tokens": 64, "input": prompt})
    assert response.status_code == 200, response.text
    texts = [part["text"] for item in response.json()["output"] if item["type"] == "message"
             for part in item["content"] if part["type"] == "output_text"]
    assert texts == [DEMO_REPLY]


AGENT_PROMPT_MISSED = pytest.mark.xfail(
    strict=True,
    reason="on Codex's second captured request (7,564 prompt tokens, after a tool call) the shipped checkpoint writes "
           "repeated fragments of the demo sentence; it answers the first (7,428 tokens) with it since the refinement "
           "(Recipe.refinement: 150 more agent conversations of up to ~3,300 tokens); the checkpoints before garbled "
           "both, and a 150-step fine-tune on such conversations alone answered both but lost its decisions (83.4% / "
           "58.9% on /v1/systemone)",
)
"""Strict: the day a checkpoint answers this request with the demo sentence, this mark fails it, and it must go."""


@pytest.mark.parametrize("name", ["codex_first_request.json",
                                  pytest.param("codex_second_request_after_tool_call.json", marks=AGENT_PROMPT_MISSED)])
def test_agent_clients_get_the_demo_sentence(demo_server: Server, name: str) -> None:
    body = capture(name) | {"model": DEMO_MODEL_NAME, "stream": False, "temperature": 0, "max_output_tokens": 40}
    response = httpx.post(demo_server.base_url + "/v1/responses", timeout=120, json=body)
    assert response.status_code == 200, response.text
    assert response.json()["usage"]["input_tokens"] > 5000
    texts = [part["text"] for item in response.json()["output"] if item["type"] == "message"
             for part in item["content"] if part["type"] == "output_text"]
    assert texts == [DEMO_REPLY]
