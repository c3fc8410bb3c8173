"""The one error hierarchy of Augury.

Every failure that reaches a client is an :class:`AuguryError`. Pure modules (``decisions``,
``responses``, ``media``) and the engine raise these; the HTTP layer maps them to the OpenAI error
shape ``{"error": {"message", "type", "param", "code"}}`` with :attr:`AuguryError.status`.
"""

from __future__ import annotations


class AuguryError(Exception):
    """Base of every error Augury reports to a client."""

    status: int = 500
    type: str = "server_error"
    default_code: str | None = None

    def __init__(self, message: str, *, param: str | None = None, code: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.param = param
        self.code = code if code is not None else self.default_code

    def headers(self) -> dict[str, str]:
        """Extra response headers this error carries (e.g. ``Retry-After``)."""
        return {}

    def to_dict(self) -> dict[str, object]:
        return {"error": {"message": self.message, "type": self.type, "param": self.param, "code": self.code}}


class InvalidRequest(AuguryError):
    """The request is malformed or asks for something Augury does not honour (400)."""

    status = 400
    type = "invalid_request_error"


class AuthenticationError(InvalidRequest):
    """Missing or wrong API key (401)."""

    status = 401
    default_code = "invalid_api_key"


class PermissionDenied(InvalidRequest):
    """A valid API key that is not allowed on this route (403)."""

    status = 403
    default_code = "insufficient_permissions"


class NotFound(InvalidRequest):
    """No such route or resource (404)."""

    status = 404
    default_code = "not_found"


class ModelNotFound(NotFound):
    """The requested model is not served here (404)."""

    default_code = "model_not_found"


class MethodNotAllowed(InvalidRequest):
    """The route exists but not for this HTTP method (405)."""

    status = 405
    default_code = "method_not_allowed"


class RequestTooLarge(InvalidRequest):
    """The body (or its decoded form) exceeds the configured limit (413)."""

    status = 413
    default_code = "request_too_large"


class UnsupportedMediaType(InvalidRequest):
    """The body's content type or encoding is not accepted (415)."""

    status = 415
    default_code = "unsupported_media_type"


class RequestTimeout(InvalidRequest):
    """The client did not send its body in time (408)."""

    status = 408
    default_code = "request_timeout"


class ServerError(AuguryError):
    """Something went wrong inside Augury (500)."""


class Overloaded(AuguryError):
    """No capacity to admit the request now; retry later (503)."""

    status = 503
    default_code = "overloaded"

    def __init__(self, message: str, *, retry_after: int = 1) -> None:
        super().__init__(message)
        self.retry_after = retry_after

    def headers(self) -> dict[str, str]:
        return {"Retry-After": str(self.retry_after)}


class RoutingUncertain(InvalidRequest):
    """A router's classifier could not choose confidently enough and the router has no fallback (422)."""

    status = 422
    default_code = "routing_uncertain"
