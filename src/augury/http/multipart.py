"""``multipart/form-data`` bodies as the TypeSafe SDK sends them: a JSON ``request`` part plus asset parts."""

from __future__ import annotations

from python_multipart.multipart import MultipartParser, parse_options_header

from augury.errors import InvalidRequest

MAX_PARTS = 16


def parse_multipart(raw: bytes, content_type: str) -> tuple[bytes, dict[str, tuple[str | None, bytes]]]:
    """Split a form into the ``request`` JSON bytes and the other parts ``{name: (content_type, bytes)}``."""
    _, params = parse_options_header(content_type)
    boundary = params.get(b"boundary")
    if not boundary:
        raise InvalidRequest("The multipart/form-data body has no boundary parameter in its Content-Type.")

    parts: dict[str, tuple[str | None, bytes]] = {}
    state: dict[str, object] = {}

    def on_part_begin() -> None:
        state.update(headers={}, data=bytearray(), header_field=b"", header_value=b"")

    def on_header_field(data: bytes, start: int, end: int) -> None:
        state["header_field"] = bytes(state["header_field"]) + data[start:end]  # type: ignore[call-overload]

    def on_header_value(data: bytes, start: int, end: int) -> None:
        state["header_value"] = bytes(state["header_value"]) + data[start:end]  # type: ignore[call-overload]

    def on_header_end() -> None:
        headers = state["headers"]
        assert isinstance(headers, dict)
        headers[bytes(state["header_field"]).lower()] = bytes(state["header_value"])  # type: ignore[call-overload]
        state["header_field"] = b""
        state["header_value"] = b""

    def on_part_data(data: bytes, start: int, end: int) -> None:
        buf = state["data"]
        assert isinstance(buf, bytearray)
        buf.extend(data[start:end])

    def on_part_end() -> None:
        headers = state["headers"]
        assert isinstance(headers, dict)
        _, disp = parse_options_header(headers.get(b"content-disposition", b""))
        name = disp.get(b"name", b"").decode("utf-8", errors="replace")
        if not name:
            raise InvalidRequest("A multipart/form-data part has no name.")
        if name in parts:
            raise InvalidRequest(f"The multipart/form-data part '{name}' appears twice.")
        if len(parts) >= MAX_PARTS:
            raise InvalidRequest(f"A multipart/form-data body may have at most {MAX_PARTS} parts.")
        ctype = headers.get(b"content-type")
        buf = state["data"]
        assert isinstance(buf, bytearray)
        parts[name] = (ctype.decode("latin-1") if ctype else None, bytes(buf))

    parser = MultipartParser(
        boundary,
        callbacks={
            "on_part_begin": on_part_begin, "on_header_field": on_header_field,
            "on_header_value": on_header_value, "on_header_end": on_header_end,
            "on_part_data": on_part_data, "on_part_end": on_part_end,
        },
    )
    try:
        parser.write(raw)
        parser.finalize()
    except InvalidRequest:
        raise
    except Exception as exc:  # the parser's own errors all mean "malformed form"
        raise InvalidRequest(f"The multipart/form-data body is malformed: {exc}.") from exc
    request = parts.pop("request", None)
    if request is None:
        raise InvalidRequest("The multipart/form-data body needs a 'request' part holding the JSON request.",
                             param="request")
    return request[1], parts
