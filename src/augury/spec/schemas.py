"""Checks the served document must pass, and the one way to compile a request-body validator from it.

The server validates bodies with jsonschema-rs (JSON Schema 2020-12) against the raw, un-inlined spec: the
whole document is registered as one resource and each body schema is a ``$ref`` into it, so recursive
schemas (``CompoundFilter``) stay references instead of becoming cyclic dicts.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import jsonschema_rs
from openapi_spec_validator import validate as validate_openapi
from openapi_spec_validator.validation.exceptions import OpenAPIValidationError

from augury.spec import SpecBuildError

SPEC_URI = "urn:augury:openapi"

# Connexion renders spec files with Jinja2 before parsing them; `{{`, `{%` and `{#` open Jinja markup.
_JINJA_MARKERS = re.compile(r"\{\{|\}\}|\{%|\{#")


def request_bodies(doc: dict[str, Any]) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """Every request body schema as ``(operationId, media type, schema)``, in path order."""
    for item in doc["paths"].values():
        for operation in item.values():
            if not isinstance(operation, dict) or "requestBody" not in operation:
                continue
            for media_type, media in operation["requestBody"]["content"].items():
                yield operation["operationId"], media_type, media["schema"]


def body_validator(doc: dict[str, Any], schema: dict[str, Any]) -> jsonschema_rs.Validator:
    """A 2020-12 validator for ``schema`` (typically ``{"$ref": "#/components/schemas/X"}``) within ``doc``."""
    registry = jsonschema_rs.Registry([(SPEC_URI, doc)], draft=jsonschema_rs.Draft202012)
    anchored = {**schema, "$ref": SPEC_URI + schema["$ref"]} if "$ref" in schema else schema
    return jsonschema_rs.Draft202012Validator(anchored, registry=registry)


def check_document(doc: dict[str, Any], text: str) -> None:
    """Fail unless the document is valid OpenAPI 3.1, Jinja-safe, and every body schema compiles."""
    marker = _JINJA_MARKERS.search(text)
    if marker:
        context = text[max(0, marker.start() - 60) : marker.end() + 60]
        raise SpecBuildError(f"the served spec contains the Jinja marker {marker.group()!r}: ...{context}...")
    try:
        validate_openapi(doc)
    except OpenAPIValidationError as error:
        raise SpecBuildError(f"the served spec is not valid OpenAPI 3.1: {error}") from None
    for operation_id, media_type, schema in request_bodies(doc):
        try:
            body_validator(doc, schema)
        except (jsonschema_rs.ValidationError, jsonschema_rs.ReferencingError, ValueError) as error:
            raise SpecBuildError(f"{operation_id} {media_type}: the body schema does not compile: {error}") from None
