"""Pydantic v2 models from the served spec, with datamodel-code-generator run as a subprocess.

The flags are binding (docs STACK.md §1): they make optional fields refuse ``null`` unless the schema allows
it (``--use-missing-sentinel --strict-nullable``) and make discriminated unions tagged. Two adjustments keep
the models exactly as permissive as the JSON Schema in front of them, and the output reproducible:

- ``--extra-fields forbid`` closes every model, but an upstream object schema without
  ``additionalProperties: false`` accepts unknown keys (Codex sends ``id`` on input messages), and so does
  ``SystemOneRequest`` on purpose. Such models are re-opened with ``extra='allow'``, found through the
  generator's own model → schema map (``--emit-model-metadata``).
- The header's timestamp line is removed, and the formatter is fixed (see ``FORMATTER_FLAGS``).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from augury.spec import SpecBuildError

CODEGEN_FLAGS: tuple[str, ...] = (
    "--output-model-type", "pydantic_v2.BaseModel",
    "--use-annotated",
    "--field-constraints",
    "--extra-fields", "forbid",
    "--enum-field-as-literal", "all",
    "--collapse-root-models",
    "--use-missing-sentinel",
    "--strict-nullable",
    "--target-python-version", "3.11",
    "--target-pydantic-version", "2.14",
)  # fmt: skip

# The built-in formatter, not black/isort: their output changes with their (unpinned) versions, and black
# alone costs over a second on this file.
FORMATTER_FLAGS: tuple[str, ...] = ("--formatters", "builtin")

_FORBID = "    model_config = ConfigDict(\n        extra='forbid',\n    )\n"
_ALLOW = "    model_config = ConfigDict(\n        extra='allow',\n    )\n"


def _resolve(doc: dict[str, Any], path: list[str]) -> Any:
    node: Any = doc
    for step in path:
        node = node[int(step)] if isinstance(node, list) else node[step]
    return node


def _closes(schema: Any) -> bool:
    """Whether the object schema refuses unknown properties (itself or through an ``allOf`` member)."""
    if not isinstance(schema, dict):
        return False
    if schema.get("additionalProperties") is False or schema.get("unevaluatedProperties") is False:
        return True
    return any(_closes(member) for member in schema.get("allOf", []))


def _open_models(doc: dict[str, Any], metadata: dict[str, Any]) -> list[str]:
    """Class names of the generated models whose source object schema accepts unknown properties."""
    names = []
    for model in metadata["models"]:
        source = model.get("source_path")
        if not source:
            raise SpecBuildError(f"datamodel-codegen gave no source for model {model.get('class_name')}")
        try:
            schema = _resolve(doc, source)
        except (KeyError, IndexError, ValueError):
            raise SpecBuildError(f"datamodel-codegen model {model['class_name']} points at {source}") from None
        if not _closes(schema):
            names.append(model["class_name"])
    return names


def _reopen(source: str, class_name: str) -> str:
    pattern = re.compile(rf"^class {re.escape(class_name)}\([^)]*\):\n{re.escape(_FORBID)}", re.MULTILINE)
    result, count = pattern.subn(lambda match: match.group(0).replace(_FORBID, _ALLOW), source)
    if count != 1:
        raise SpecBuildError(f"cannot re-open generated model {class_name}: found its forbid config {count} times")
    return result


def generate_models(spec_path: Path, doc: dict[str, Any], output: Path) -> None:
    """Write ``output`` (a Python module of Pydantic models) for the spec stored at ``spec_path``."""
    with tempfile.TemporaryDirectory(prefix="augury-codegen-") as tmp:
        metadata_path = Path(tmp) / "metadata.json"
        models_path = Path(tmp) / "models.py"
        command = [
            sys.executable, "-m", "datamodel_code_generator",
            "--input", spec_path.name, "--input-file-type", "openapi",
            "--output", str(models_path), "--emit-model-metadata", str(metadata_path),
            *CODEGEN_FLAGS, *FORMATTER_FLAGS,
        ]  # fmt: skip
        # Run from the spec's folder so the header names `openapi.json`, not a machine-specific path.
        result = subprocess.run(command, cwd=spec_path.parent, capture_output=True, text=True, check=False)
        if result.returncode != 0:
            raise SpecBuildError(f"datamodel-codegen failed ({result.returncode}):\n{result.stderr[-4000:]}")
        source = models_path.read_text(encoding="utf-8")
        metadata = json.loads(metadata_path.read_text(encoding="utf-8"))
    # Root models (unions, constrained scalars) have no config; only object models can be re-opened.
    object_models = set(re.findall(r"^class (\w+)\([^)]*\):\n" + re.escape(_FORBID), source, flags=re.MULTILINE))
    for class_name in _open_models(doc, metadata):
        if class_name in object_models:
            source = _reopen(source, class_name)
    source = re.sub(r"^#   timestamp: .*\n", "", source, count=1, flags=re.MULTILINE)
    output.write_text(source, encoding="utf-8")
