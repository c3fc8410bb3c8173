"""Request bodies through the server's own front door, for tests of the wire parsers.

The parsers read only the generated models, built from a body the served document's JSON Schema accepted;
:func:`decision_request`, :func:`systemone_request`, :func:`chat_request` and :func:`responses_request` run
exactly that: the removed-shape check, the strict validator compiled from ``generated/openapi.json`` (its 400s are
the real ones) and the model build.
"""

from __future__ import annotations

from typing import Any

from augury.decisions.removed import check_removed_shape
from augury.http.bodyschema import OperationSchemas
from augury_generated import load_spec
from augury_generated.models import (
    CreateChatCompletionRequest,
    CreateDecisionRequest,
    CreateResponse,
    SystemOneRequest,
)

SCHEMAS = OperationSchemas(load_spec(), {"createDecision": check_removed_shape}, set())


def decision_request(body: Any) -> CreateDecisionRequest:
    """``body`` as ``POST /v1/decisions`` admits it (400 :class:`~augury.errors.InvalidRequest` if refused)."""
    SCHEMAS.by_operation["createDecision"].validate(body)
    return CreateDecisionRequest.model_validate(body)


def systemone_request(body: Any) -> SystemOneRequest:
    """``body`` as ``POST /v1/systemone`` admits it (400 :class:`~augury.errors.InvalidRequest` if refused)."""
    SCHEMAS.by_operation["createSystemOne"].validate(body)
    return SystemOneRequest.model_validate(body)


def chat_request(body: Any) -> CreateChatCompletionRequest:
    """``body`` as ``POST /v1/chat/completions`` admits it (400 :class:`~augury.errors.InvalidRequest` if refused)."""
    SCHEMAS.by_operation["createChatCompletion"].validate(body)
    return CreateChatCompletionRequest.model_validate(body)


def responses_request(body: Any) -> CreateResponse:
    """``body`` as ``POST /v1/responses`` admits it (400 :class:`~augury.errors.InvalidRequest` if refused)."""
    SCHEMAS.by_operation["createResponse"].validate(body)
    return CreateResponse.model_validate(body)
