"""Route handlers: one thin module per route, turning a validated body into an engine call and back."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from augury.api import chat, decisions, health, models, responses, systemone
from augury.decisions.removed import check_removed_shape

#: operationId (in generated/openapi.json) → handler.
ROUTES: dict[str, Callable[..., Any]] = {
    "createDecision": decisions.create_decision,
    "createDecisionUnversioned": decisions.create_decision,
    "createSystemOne": systemone.create_systemone,
    "createSystemOneUnversioned": systemone.create_systemone,
    "createResponse": responses.create_response,
    "createChatCompletion": chat.create_chat_completion,
    "listModels": models.list_models,
    "retrieveModel": models.retrieve_model,
    "health": health.health,
}

#: Checks run on the parsed body BEFORE schema validation, by operationId.
PRECHECKS: dict[str, Callable[[Any], None]] = {
    "createDecision": check_removed_shape,
    "createDecisionUnversioned": check_removed_shape,
}

#: Operations whose bodies may carry images (they get the larger body limit).
IMAGE_OPERATIONS = {
    "createDecision", "createDecisionUnversioned", "createSystemOne", "createSystemOneUnversioned",
    "createResponse", "createChatCompletion",
}
