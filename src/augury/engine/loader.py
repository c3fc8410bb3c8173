"""Finding a model's folder from a name: a local path, the Hugging Face cache, or a hub download."""

from __future__ import annotations

import os
from pathlib import Path

from augury.errors import ModelNotFound

REQUIRED_FILES = ("config.json",)


def hf_cache_dir() -> Path:
    """The Hugging Face hub cache, honouring ``HF_HUB_CACHE`` and ``HF_HOME``."""
    if "HF_HUB_CACHE" in os.environ:
        return Path(os.environ["HF_HUB_CACHE"])
    home = Path(os.environ.get("HF_HOME", Path.home() / ".cache" / "huggingface"))
    return home / "hub"


def is_model_folder(path: Path) -> bool:
    return path.is_dir() and all((path / f).is_file() for f in REQUIRED_FILES) and any(path.glob("*.safetensors"))


def find_in_hf_cache(repo_id: str, cache_dir: Path | None = None) -> Path | None:
    """The newest complete snapshot of ``repo_id`` in the local hub cache, if any."""
    root = (cache_dir or hf_cache_dir()) / ("models--" + repo_id.replace("/", "--"))
    ref = root / "refs" / "main"
    if ref.is_file():
        snap = root / "snapshots" / ref.read_text().strip()
        if is_model_folder(snap):
            return snap
    snaps = sorted((root / "snapshots").glob("*"), key=lambda p: p.stat().st_mtime, reverse=True)
    return next((s for s in snaps if is_model_folder(s)), None)


def looks_like_repo_id(source: str) -> bool:
    parts = source.split("/")
    return len(parts) == 2 and all(parts) and not source.startswith((".", "/", "~"))


def resolve_source(source: str, *, allow_download: bool) -> Path:
    """Turn a model source into a local folder, downloading from the hub only when allowed.

    Raises :class:`ModelNotFound` when the source cannot be found locally and cannot be downloaded.
    """
    path = Path(source).expanduser()
    if path.exists():
        if not is_model_folder(path):
            raise ModelNotFound(f"'{source}' is not a model folder: it needs config.json and *.safetensors.")
        return path.resolve()
    if looks_like_repo_id(source):
        cached = find_in_hf_cache(source)
        if cached is not None:
            return cached
        if allow_download:
            return download(source)
        raise ModelNotFound(
            f"Model '{source}' is not in the local Hugging Face cache and downloads are off; "
            f"run `augury pull {source}` first."
        )
    raise ModelNotFound(f"Model source '{source}' is neither a local folder nor a hub id (org/name).")


def download(repo_id: str) -> Path:
    """Download a hub repository (weights, config, tokenizer) with a progress bar; resumable."""
    from huggingface_hub import snapshot_download

    try:
        folder = snapshot_download(
            repo_id,
            allow_patterns=["*.json", "*.safetensors", "*.txt", "*.jinja", "tokenizer.model", "*.tiktoken"],
        )
    except Exception as exc:  # network, auth, missing repo: all mean "cannot have it"
        raise ModelNotFound(f"Could not download '{repo_id}': {exc}") from exc
    return Path(folder)
