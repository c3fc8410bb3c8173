"""Grading of the demo's evaluations (pure logic: wire bodies written here, no model)."""

from __future__ import annotations

from augury.demo.dataset import NO, Case, Expectation
from augury.demo.evaluate import Report, grade


def _systemone_case(expectations: dict[str, Expectation]) -> Case:
    questions = {name: {"instructions": name} for name in expectations}
    return Case(route="systemone", body={"state": "x", "questions": questions},
                expectations=tuple(expectations.values()))


def test_score_misses_count_each_level_right_too_high_or_too_low() -> None:
    case = _systemone_case({
        "top": Expectation("score", "score:5", 4),       # 3.6: within half a level
        "top_low": Expectation("score", "score:5", 4),   # 2.4: too low
        "low_high": Expectation("score", "score:5", 1),  # 1.8: too high
        "mid_low": Expectation("score", "score:3", 1),   # 0.2: too low
        "spam": Expectation("predicate", "predicate:spam", NO),
        "off": Expectation("predicate", "offdomain:predicate", None),
    })
    response = {"answers": {"top": {"score": 3.6}, "top_low": {"score": 2.4}, "low_high": {"score": 1.8},
                            "mid_low": {"score": 0.2}, "spam": {"noul": 0.1, "x_label_mass": 0.9},
                            "off": {"noul": 0.5, "x_label_mass": 0.01}}}
    graded = grade(case, response)
    assert [g.score_error for g in graded][:4] == [3.6 - 4, 2.4 - 4, 1.8 - 1, 0.2 - 1]
    assert graded[4].score_error is None and graded[4].expected == NO and graded[4].correct
    assert graded[5].expected is None and graded[5].correct is None

    report = Report(graded=tuple(graded))
    assert report.score_misses() == {("score:3", 1): (0, 0, 1), ("score:5", 1): (0, 1, 0), ("score:5", 4): (1, 0, 1)}
    assert report.score_misses("decisions") == {}
