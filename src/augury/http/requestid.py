"""Every response carries ``x-request-id``: the client's own when it sent a sane one, else a new id."""

from __future__ import annotations

import re
import secrets

from starlette.types import ASGIApp, Message, Receive, Scope, Send

SAFE_ID = re.compile(r"^[A-Za-z0-9._:\-]{1,128}$")
SCOPE_KEY = "augury.request_id"


def new_request_id() -> str:
    return "req_" + secrets.token_hex(12)


def request_id_of(scope: Scope) -> str:
    return str(scope.get("state", {}).get(SCOPE_KEY, ""))


class RequestIdMiddleware:
    """``typesafe_paths``: where the id is repeated in ``x-typesafe-request-id`` (the TypeSafe SDK reads it there,
    on errors too); none unless given."""

    def __init__(self, app: ASGIApp, typesafe_paths: frozenset[str] = frozenset()) -> None:
        self.app = app
        self.typesafe_paths = typesafe_paths

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        incoming = ""
        for key, value in scope["headers"]:
            if key == b"x-request-id":
                incoming = value.decode("latin-1")
                break
        rid = incoming if SAFE_ID.match(incoming) else new_request_id()
        scope.setdefault("state", {})[SCOPE_KEY] = rid
        names = [b"x-request-id"]
        if scope["path"] in self.typesafe_paths:
            names.append(b"x-typesafe-request-id")

        async def send_with_id(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = [(k, v) for k, v in message.get("headers", []) if k.lower() not in names]
                headers += [(name, rid.encode()) for name in names]
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, send_with_id)
