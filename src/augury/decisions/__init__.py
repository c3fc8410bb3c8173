"""Decisions, pure: request → questions → prompts and label ids → (engine) → answers → response.

No MLX and no HTTP here. The flow, module by module:

* :mod:`~augury.decisions.removed`, :mod:`~augury.decisions.systemone_foreign` — refuse removed and foreign
  request shapes before anything else;
* :mod:`~augury.decisions.openai_wire`, :mod:`~augury.decisions.systemone_wire` (with
  :mod:`~augury.decisions.assets`) — parse a body into a :class:`DecisionRequest` and shape the
  response;
* :mod:`~augury.decisions.labels`, :mod:`~augury.decisions.prompt`, :mod:`~augury.decisions.plan`
  — answer labels, prompt text, and the token plan the engine runs;
* :mod:`~augury.decisions.formulas` — label log-probabilities into answers and confidences.
"""

from augury.decisions.formulas import (
    Answer,
    ChoiceAnswer,
    PredicateAnswer,
    ScoreAnswer,
    check_reasoning_tie,
    score_question,
)
from augury.decisions.model import DecisionRequest, ImageRef, Option, Question, Usage
from augury.decisions.openai_wire import parse_decision_request, shape_decision_response
from augury.decisions.plan import ChatTokenizer, QuestionPlan, RequestPlan, plan_request
from augury.decisions.removed import check_removed_shape
from augury.decisions.systemone_foreign import check_systemone_foreign_fields
from augury.decisions.systemone_wire import (
    parse_multipart_request,
    parse_systemone_request,
    shape_systemone_response,
)

__all__ = [
    "Answer",
    "ChatTokenizer",
    "ChoiceAnswer",
    "DecisionRequest",
    "ImageRef",
    "Option",
    "PredicateAnswer",
    "Question",
    "QuestionPlan",
    "RequestPlan",
    "ScoreAnswer",
    "Usage",
    "check_reasoning_tie",
    "check_removed_shape",
    "check_systemone_foreign_fields",
    "parse_decision_request",
    "parse_multipart_request",
    "parse_systemone_request",
    "plan_request",
    "score_question",
    "shape_decision_response",
    "shape_systemone_response",
]
