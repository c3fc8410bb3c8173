"""Optional API keys: ``Authorization: Bearer <key>``, compared in constant time, optionally per route."""

from __future__ import annotations

import hmac
from collections.abc import Mapping
from dataclasses import dataclass

from starlette.types import ASGIApp, Receive, Scope, Send

from augury.errors import AuthenticationError, PermissionDenied
from augury.http.errors import send_error

#: Route groups a key can be limited to (``key:decisions+models``); each route declares its group
#: (:data:`augury.api.ROUTES`), and the application hands the middleware the paths each group opens.
ROUTE_GROUPS = ("decisions", "responses", "chat", "models", "metrics", "docs")


@dataclass(frozen=True)
class ApiKey:
    secret: bytes
    groups: frozenset[str] | None  # None: every route

    @classmethod
    def parse(cls, text: str) -> ApiKey:
        """``secret`` or ``secret:group+group`` with groups from :data:`ROUTE_GROUPS`."""
        secret, sep, groups = text.partition(":")
        if not sep:
            return cls(secret.encode(), None)
        names = frozenset(g.strip() for g in groups.split("+") if g.strip())
        unknown = names - set(ROUTE_GROUPS)
        if unknown:
            raise ValueError(f"unknown route group(s) {sorted(unknown)}; known: {sorted(ROUTE_GROUPS)}")
        return cls(secret.encode(), names)

    def allows(self, path: str, group_paths: Mapping[str, tuple[str, ...]]) -> bool:
        """Whether the key opens ``path``, given the path prefixes each group opens."""
        if self.groups is None:
            return True
        return any(path == p or path.startswith(p + "/") for g in self.groups for p in group_paths.get(g, ()))


class ApiKeyMiddleware:
    """``group_paths``: the path prefixes each route group opens; ``open_paths``: the paths served without a key."""

    def __init__(
        self, app: ASGIApp, keys: list[ApiKey], group_paths: Mapping[str, tuple[str, ...]],
        open_paths: frozenset[str],
    ) -> None:
        self.app = app
        self.keys = keys
        self.group_paths = group_paths
        self.open_paths = open_paths

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not self.keys or scope["path"] in self.open_paths:
            await self.app(scope, receive, send)
            return
        token = b""
        for key, value in scope["headers"]:
            if key == b"authorization":
                scheme, _, rest = value.partition(b" ")
                if scheme.lower() == b"bearer":
                    token = rest.strip()
                break
        match = None
        for k in self.keys:  # check every key so timing does not reveal which one matched
            if hmac.compare_digest(k.secret, token) and match is None:
                match = k
        if match is None:
            await send_error(send, AuthenticationError(
                "Incorrect or missing API key; send it as 'Authorization: Bearer <key>'."
            ))
            return
        if not match.allows(scope["path"], self.group_paths):
            await send_error(send, PermissionDenied(f"This API key may not use {scope['path']}."))
            return
        await self.app(scope, receive, send)
