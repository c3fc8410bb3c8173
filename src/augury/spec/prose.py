"""Stripping upstream prose from the served document.

Upstream descriptions, summaries, titles and examples describe OpenAI's service, not Augury's; they are
also most of the document's weight and carry the ``{{item.input}}`` strings that Connexion's Jinja pass
would eat. The walk follows the OpenAPI/JSON Schema structure, so a *property* named ``description``
(tools have one) survives while the *keyword* ``description`` goes.
"""

from __future__ import annotations

from http import HTTPStatus
from typing import Any

PROSE_KEYWORDS = frozenset({"description", "summary", "title", "example", "examples", "externalDocs", "x-oaiMeta"})

# JSON Schema keywords whose value is a schema, a list of schemas, or a name → schema map.
_SCHEMA_VALUED = ("items", "additionalProperties", "unevaluatedProperties", "unevaluatedItems", "contains",
                  "propertyNames", "not", "if", "then", "else", "contentSchema")
_SCHEMA_LISTS = ("allOf", "anyOf", "oneOf", "prefixItems")
_SCHEMA_MAPS = ("properties", "patternProperties", "$defs", "dependentSchemas")


def strip_schema(schema: Any) -> None:
    """Remove prose keywords from a JSON Schema and every subschema, in place."""
    if not isinstance(schema, dict):
        return
    for keyword in PROSE_KEYWORDS & schema.keys():
        del schema[keyword]
    for keyword in _SCHEMA_VALUED:
        strip_schema(schema.get(keyword))
    for keyword in _SCHEMA_LISTS:
        for item in schema.get(keyword, []):
            strip_schema(item)
    for keyword in _SCHEMA_MAPS:
        for item in schema.get(keyword, {}).values():
            strip_schema(item)


def _strip_object(obj: dict[str, Any]) -> None:
    """A parameter, header, media type or request body: its prose, its schema, its content."""
    for keyword in PROSE_KEYWORDS & obj.keys():
        del obj[keyword]
    strip_schema(obj.get("schema"))
    for media in obj.get("content", {}).values():
        _strip_object(media)
    for header in obj.get("headers", {}).values():
        _strip_object(header)


def _response_phrase(key: str) -> str:
    """The description a Response Object must have (OpenAPI requires one): the status's reason phrase."""
    if key.isdigit():
        return HTTPStatus(int(key)).phrase
    return {"1XX": "Informational", "2XX": "Success", "3XX": "Redirection", "4XX": "Client error",
            "5XX": "Server error", "default": "Error"}.get(key, key)


def _strip_response(key: str, response: dict[str, Any]) -> None:
    if "$ref" in response:
        return
    _strip_object(response)
    response["description"] = _response_phrase(key)


def strip_prose(doc: dict[str, Any]) -> None:
    """Remove upstream prose from the whole document, in place; keep what OpenAPI requires."""
    doc.pop("x-oaiMeta", None)
    for keyword in ("description", "summary"):
        doc.get("info", {}).pop(keyword, None)
    for item in doc.get("paths", {}).values():
        for keyword in PROSE_KEYWORDS & item.keys():
            del item[keyword]
        for parameter in item.get("parameters", []):
            _strip_object(parameter)
        for key, operation in item.items():
            if not isinstance(operation, dict) or key == "parameters":
                continue
            for keyword in PROSE_KEYWORDS & operation.keys():
                del operation[keyword]
            for parameter in operation.get("parameters", []):
                _strip_object(parameter)
            if isinstance(operation.get("requestBody"), dict):
                _strip_object(operation["requestBody"])
            for code, response in operation.get("responses", {}).items():
                _strip_response(code, response)
    components = doc.get("components", {})
    for schema in components.get("schemas", {}).values():
        strip_schema(schema)
    for name, response in components.get("responses", {}).items():
        _strip_response(name, response)
    for section in ("parameters", "headers", "requestBodies"):
        for obj in components.get(section, {}).values():
            _strip_object(obj)
    for scheme in components.get("securitySchemes", {}).values():
        scheme.pop("description", None)
