"""Finding a model's folder from a name: built-in aliases, local folders, the Hugging Face cache, hub downloads.

A model *source* is one of: a local folder (``./models/x``, ``/abs/path``, ``~/x``), a hub id (``org/name``) or a
built-in alias (``qwen3-0.6b``: see :data:`BUILTIN_MODELS`). Hub models live in the standard Hugging Face cache, so
checkpoints already fetched by mlx-lm or ``hf download`` are found without downloading again.

Downloads use ``huggingface_hub`` for the repository listing and its HTTP session (tokens, proxies, endpoint), and
write the hub cache themselves, so that an interrupted file continues from its last byte on the next try (the hub
client throws partial files away) and every file is checked: a cached blob is named after its content hash (sha256
for LFS files, the git blob id otherwise), so a corrupt file is found without asking the network again.
"""

from __future__ import annotations

import fcntl
import fnmatch
import hashlib
import json
import os
import re
import shutil
import struct
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from augury.errors import AuguryError, ModelNotFound, ServerError

REQUIRED_FILES = ("config.json",)

#: Files a served model needs from a hub repository (weights, config, tokenizer, chat template).
DOWNLOAD_PATTERNS = ("*.json", "*.safetensors", "*.txt", "*.jinja", "tokenizer.model", "*.tiktoken")

#: Short names for common MLX checkpoints (4-bit, from the mlx-community organisation).
BUILTIN_MODELS: dict[str, str] = {
    "qwen3-0.6b": "mlx-community/Qwen3-0.6B-4bit",
    "qwen3-1.7b": "mlx-community/Qwen3-1.7B-4bit",
    "qwen3-4b": "mlx-community/Qwen3-4B-4bit",
    "qwen3-8b": "mlx-community/Qwen3-8B-4bit",
    "qwen3.5-0.8b": "mlx-community/Qwen3.5-0.8B-4bit",
    "qwen3.5-2b": "mlx-community/Qwen3.5-2B-4bit",
    "qwen3.5-4b": "mlx-community/Qwen3.5-4B-4bit",
    "qwen3.5-9b": "mlx-community/Qwen3.5-9B-4bit",
}

#: Models shipped with Augury and served offline under these names, like any other source: the demo model trained on
#: support tickets (the default) and the random-weight test model.
BUNDLED_MODELS = ("augury-demo", "augury-tiny-qwen3")

_HEX64 = re.compile(r"^[0-9a-f]{64}$")


def hf_cache_dir() -> Path:
    """The Hugging Face hub cache, honouring ``HF_HUB_CACHE`` and ``HF_HOME``."""
    if "HF_HUB_CACHE" in os.environ:
        return Path(os.environ["HF_HUB_CACHE"])
    home = Path(os.environ.get("HF_HOME", Path.home() / ".cache" / "huggingface"))
    return home / "hub"


def is_model_folder(path: Path) -> bool:
    return path.is_dir() and all((path / f).is_file() for f in REQUIRED_FILES) and any(path.glob("*.safetensors"))


def looks_like_repo_id(source: str) -> bool:
    parts = source.split("/")
    return len(parts) == 2 and all(parts) and not source.startswith((".", "/", "~"))


def looks_like_path(source: str) -> bool:
    """Whether ``source`` is written as a filesystem path (rather than a hub id or an alias)."""
    return source.startswith((".", "/", "~")) or source.count("/") > 1


def hub_id(source: str) -> str | None:
    """The hub repository ``source`` names (through a built-in alias or directly), or None for a local folder.

    An existing folder wins over an alias or a hub id spelled the same way.
    """
    if Path(source).expanduser().exists():
        return None
    if source in BUILTIN_MODELS:
        return BUILTIN_MODELS[source]
    return source if looks_like_repo_id(source) else None


def repo_cache_dir(repo_id: str, cache_dir: Path | None = None) -> Path:
    """Where the hub cache keeps ``repo_id`` (``models--org--name``)."""
    return (cache_dir or hf_cache_dir()) / ("models--" + repo_id.replace("/", "--"))


def find_in_hf_cache(repo_id: str, cache_dir: Path | None = None) -> Path | None:
    """The newest complete snapshot of ``repo_id`` in the local hub cache, if any."""
    root = repo_cache_dir(repo_id, cache_dir)
    ref = root / "refs" / "main"
    if ref.is_file():
        snap = root / "snapshots" / ref.read_text().strip()
        if is_model_folder(snap):
            return snap
    snaps = sorted((root / "snapshots").glob("*"), key=lambda p: p.stat().st_mtime, reverse=True)
    return next((s for s in snaps if is_model_folder(s)), None)


def cached_repos(cache_dir: Path | None = None) -> list[tuple[str, Path]]:
    """Every hub model in the local cache with a complete snapshot: ``(repo_id, snapshot folder)``, sorted."""
    root = cache_dir or hf_cache_dir()
    found = []
    for entry in sorted(root.glob("models--*--*")):
        repo_id = entry.name.removeprefix("models--").replace("--", "/", 1)
        snap = find_in_hf_cache(repo_id, root)
        if snap is not None:
            found.append((repo_id, snap))
    return found


def locate(source: str) -> Path | None:
    """The local folder of ``source`` if it is already on this machine (never downloads)."""
    repo = hub_id(source)
    if repo is not None:
        return find_in_hf_cache(repo)
    path = Path(source).expanduser()
    return path.resolve() if is_model_folder(path) else None


def resolve_source(source: str, *, allow_download: bool) -> Path:
    """Turn a model source into a checked local folder, downloading from the hub only when allowed.

    Raises :class:`ModelNotFound` when the source cannot be found locally and cannot be downloaded, and
    :class:`ServerError` when its files are damaged.
    """
    repo = hub_id(source)
    if repo is None:
        path = Path(source).expanduser()
        if not path.exists():
            raise ModelNotFound(f"Model source '{source}' is neither a local folder, a hub id (org/name) nor a "
                                f"built-in alias ({', '.join(BUILTIN_MODELS)}).")
        if not is_model_folder(path):
            raise ModelNotFound(f"'{source}' is not a model folder: it needs config.json and *.safetensors.")
        check_model_folder(path)
        return path.resolve()
    cached = find_in_hf_cache(repo)
    if cached is not None:
        check_model_folder(cached)
        return cached
    if allow_download:
        return download(repo)
    raise ModelNotFound(
        f"Model '{source}' is not in the local Hugging Face cache and downloads are off; "
        f"run `augury pull {source}` first (or start the server with --allow-download)."
    )


# --------------------------------------------------------------------------------------------------
# Checking files


def _safetensors_problem(path: Path) -> str | None:
    """Why a ``.safetensors`` file is unreadable (bad header, truncated, padded), or None when it is whole."""
    size = path.stat().st_size
    with open(path, "rb") as f:
        head = f.read(8)
        if len(head) < 8:
            return "is shorter than a safetensors header"
        (length,) = struct.unpack("<Q", head)
        if length > size - 8:
            return "has a header longer than the file (truncated)"
        try:
            header = json.loads(f.read(length))
        except (UnicodeDecodeError, json.JSONDecodeError):
            return "has an unreadable safetensors header"
    if not isinstance(header, dict):
        return "has an unreadable safetensors header"
    ends = [int(v["data_offsets"][1]) for k, v in header.items()
            if k != "__metadata__" and isinstance(v, dict) and "data_offsets" in v]
    expected = 8 + length + max(ends, default=0)
    if size != expected:
        return f"should be {expected} bytes but is {size} ({'truncated' if size < expected else 'padded'})"
    return None


#: Any one of these makes a tokenizer (tokenizer.json for the fast tokenizers MLX models ship, else the slow ones).
TOKENIZER_FILES = ("tokenizer.json", "tokenizer.model", "vocab.json")


def _json_problem(path: Path, name: str) -> tuple[str | None, Any]:
    """Why ``path / name`` is not a JSON object (None when it is), and the object."""
    try:
        data = json.loads((path / name).read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        return f"{name} is not valid JSON (truncated or damaged?)", None
    if not isinstance(data, dict):
        return f"{name} is not a JSON object", None
    return None, data


def check_model_folder(path: Path) -> None:
    """Cheap structural checks of a model folder: the JSON files parse (and config.json names the architecture),
    there is a tokenizer, the weights are whole safetensors.

    Raises :class:`ServerError` naming the first damaged file in one sentence; reads headers only, never whole
    weights.
    """
    problems: list[str] = []
    for name in ("config.json", "model.safetensors.index.json", "tokenizer_config.json", "tokenizer.json"):
        if not (path / name).is_file():
            continue
        problem, data = _json_problem(path, name)
        if problem is not None:
            problems.append(problem)
        elif name == "config.json" and not isinstance(data.get("model_type"), str):
            problems.append("config.json has no model_type (the architecture, such as \"qwen3\")")
        elif name.endswith("index.json"):
            shards = set((data.get("weight_map") or {}).values())
            problems += [f"{name} lists {s}, which is missing" for s in sorted(shards) if not (path / s).is_file()]
    if not any((path / name).is_file() for name in TOKENIZER_FILES):
        problems.append("there is no tokenizer (tokenizer.json is missing)")
    for file in sorted(path.glob("*.safetensors")):
        problem = _safetensors_problem(file)
        if problem is not None:
            problems.append(f"{file.name} {problem}")
    if problems:
        raise ServerError(f"The model files in {path} are damaged: {problems[0]}.")


def _content_hash(path: Path, algorithm: str) -> str:
    digest = hashlib.new(algorithm)
    if algorithm == "sha1":  # a git blob id hashes a header first
        digest.update(b"blob %d\0" % path.stat().st_size)
    with open(path, "rb") as f:
        while chunk := f.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


# --------------------------------------------------------------------------------------------------
# Downloading and removing


def _download_error(repo_id: str, exc: Exception) -> AuguryError:
    """A clear sentence for each way a hub download fails."""
    from huggingface_hub.errors import (
        GatedRepoError,
        HfHubHTTPError,
        OfflineModeIsEnabled,
        RepositoryNotFoundError,
        RevisionNotFoundError,
    )

    if isinstance(exc, GatedRepoError):
        return ModelNotFound(f"'{repo_id}' is a gated repository on the hub; accept its terms and log in "
                             "(`hf auth login`) before pulling it.")
    if isinstance(exc, RepositoryNotFoundError | RevisionNotFoundError) or (
        isinstance(exc, HfHubHTTPError) and exc.response is not None and exc.response.status_code == 404
    ):
        return ModelNotFound(f"There is no model '{repo_id}' on the Hugging Face hub (or it is private).")
    if isinstance(exc, OfflineModeIsEnabled):
        return ServerError(f"Cannot download '{repo_id}': hub downloads are switched off (HF_HUB_OFFLINE is set).")
    if isinstance(exc, HfHubHTTPError):
        return ServerError(f"The Hugging Face hub refused the download of '{repo_id}': {exc}".split("\n")[0])
    if _is_network_error(exc):
        return ServerError(f"Cannot reach the Hugging Face hub to download '{repo_id}' (no network?); "
                           "connect and run the command again: finished files are kept and a partial file resumes.")
    return ServerError(f"Could not download '{repo_id}': {type(exc).__name__}: {exc}")


def _is_network_error(exc: BaseException) -> bool:
    """Whether ``exc`` (or what caused it) is a transport failure: no connection, a reset, a timeout.

    Judged by class name, so it holds whichever httpx flavour the hub client uses (httpx, or httpx2 since 2.x).
    """
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if isinstance(current, ConnectionError | TimeoutError) or any(
            cls.__name__ == "TransportError" for cls in type(current).__mro__
        ):
            return True
        current = current.__cause__ or current.__context__
    return False


@dataclass(frozen=True)
class _RemoteFile:
    path: str
    size: int
    #: The blob's name in the cache: the sha256 of an LFS file, else its git blob id (both are content hashes).
    etag: str


def _wanted(path: str) -> bool:
    return any(fnmatch.fnmatch(path, pattern) for pattern in DOWNLOAD_PATTERNS)


def _listing(repo_id: str) -> tuple[str, list[_RemoteFile]]:
    """The repository's current commit and the files a served model needs from it."""
    from huggingface_hub import HfApi
    from huggingface_hub.hf_api import RepoFile

    api = HfApi()
    commit = api.model_info(repo_id).sha
    if commit is None:
        raise ServerError(f"The Hugging Face hub did not say which commit of '{repo_id}' is current.")
    files = [
        _RemoteFile(f.path, f.lfs.size if f.lfs else f.size, f.lfs.sha256 if f.lfs else f.blob_id)
        for f in api.list_repo_tree(repo_id, revision=commit, recursive=True)
        if isinstance(f, RepoFile) and _wanted(f.path)
    ]
    return commit, files


def _blob_ok(blob: Path, file: _RemoteFile) -> bool:
    if not blob.is_file() or blob.stat().st_size != file.size:
        return False
    return _content_hash(blob, "sha256" if _HEX64.match(file.etag) else "sha1") == file.etag


class Progress:
    """A one-line byte progress bar on stderr (``repo  42% 210.3/500.0 MiB  12.1 MiB/s``), redrawn at most 10×/s."""

    def __init__(self, desc: str, total: int, done: int, *, enabled: bool) -> None:
        self.desc, self.total, self.done, self.enabled = desc, total, done, enabled
        self.started = time.monotonic()
        self.first = done
        self._drawn = 0.0

    def update(self, n: int) -> None:
        self.done += n
        now = time.monotonic()
        if self.enabled and now - self._drawn >= 0.1:
            self._drawn = now
            self._draw(now)

    def _draw(self, now: float) -> None:
        pct = 100 * self.done / self.total if self.total else 100.0
        rate = (self.done - self.first) / max(now - self.started, 1e-9) / 2**20
        cells = int(pct / 5)
        line = f"\r{self.desc} {'█' * cells}{'·' * (20 - cells)} {pct:3.0f}% " \
               f"{self.done / 2**20:.1f}/{self.total / 2**20:.1f} MiB {rate:.1f} MiB/s"
        sys.stderr.write(line)
        sys.stderr.flush()

    def close(self) -> None:
        if self.enabled and self.total:
            self._draw(time.monotonic())
            sys.stderr.write("\n")
            sys.stderr.flush()


def _fetch_blob(repo_id: str, commit: str, file: _RemoteFile, blob: Path, progress: Progress) -> None:
    """Download one file into ``blob``, continuing a partial ``.incomplete`` file from where it stopped."""
    from huggingface_hub import get_session, hf_hub_url, hf_raise_for_status
    from huggingface_hub.utils import build_hf_headers  # type: ignore[attr-defined]

    part = blob.with_name(blob.name + ".incomplete")
    blob.parent.mkdir(parents=True, exist_ok=True)
    with open(part, "ab") as out:
        try:
            fcntl.flock(out, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise ServerError(f"Another download of '{repo_id}' is writing {file.path}; wait for it to end.") from None
        done = out.tell()
        headers = build_hf_headers()
        if done:
            headers["Range"] = f"bytes={done}-"
        with get_session().stream("GET", hf_hub_url(repo_id, file.path, revision=commit), headers=headers) as response:
            hf_raise_for_status(response)
            if done and response.status_code != 206:  # the server ignored the range: start over
                out.seek(0)
                out.truncate()
                progress.update(-done)
            for chunk in response.iter_bytes():  # as received: a broken connection loses nothing already read
                out.write(chunk)
                progress.update(len(chunk))
    part.replace(blob)


def _link(snapshot: Path, file: _RemoteFile, blob: Path) -> None:
    """The hub cache layout: ``snapshots/<commit>/<path>`` is a relative symlink to ``blobs/<etag>``."""
    link = snapshot / file.path
    link.parent.mkdir(parents=True, exist_ok=True)
    target = os.path.relpath(blob, link.parent)
    if link.is_symlink() and os.readlink(link) == target:
        return
    link.unlink(missing_ok=True)
    link.symlink_to(target)


def download(repo_id: str, *, progress: bool | None = None) -> Path:
    """Download (or complete, or repair) a hub model in the local cache; returns its snapshot folder.

    Files already in the cache are checked against their hash and kept; a partial file continues from its last
    byte; a file whose bytes do not match its hash is fetched once more, and a second mismatch is an error. The
    result is the standard Hugging Face cache layout, so mlx-lm and ``hf`` see the same files. ``progress``: a byte
    progress bar on stderr (default: when stderr is a terminal).
    """
    try:
        commit, files = _listing(repo_id)
    except AuguryError:
        raise
    except Exception as exc:  # network, auth, missing repo: each gets its own sentence
        raise _download_error(repo_id, exc) from exc
    if not files:
        raise ModelNotFound(f"'{repo_id}' on the Hugging Face hub holds no model files (config.json, *.safetensors).")
    root = repo_cache_dir(repo_id)
    blobs = {file.path: root / "blobs" / file.etag for file in files}
    # One download per blob: two paths with the same content share it.
    todo = list({f.etag: f for f in files if not _blob_ok(blobs[f.path], f)}.values())
    total = sum(f.size for f in todo)
    started = sum(_size(blobs[f.path].with_name(f.etag + ".incomplete")) for f in todo)
    bar = Progress(repo_id, total, started, enabled=sys.stderr.isatty() if progress is None else progress)
    try:
        for file in todo:
            blob = blobs[file.path]
            for attempt in (1, 2):
                try:
                    _fetch_blob(repo_id, commit, file, blob, bar)
                except AuguryError:
                    raise
                except Exception as exc:
                    raise _download_error(repo_id, exc) from exc
                if _blob_ok(blob, file):
                    break
                bar.update(-file.size)
                blob.unlink()
                if attempt == 2:
                    raise ServerError(f"The download of '{repo_id}' is corrupt: {file.path} does not match its "
                                      "checksum twice in a row; check the network or disk and try again.")
    finally:
        bar.close()
    snapshot = root / "snapshots" / commit
    for file in files:
        _link(snapshot, file, blobs[file.path])
    (root / "refs").mkdir(parents=True, exist_ok=True)
    (root / "refs" / "main").write_text(commit)
    check_model_folder(snapshot)
    return snapshot


def _size(path: Path) -> int:
    return path.stat().st_size if path.is_file() else 0


def remove_from_cache(repo_id: str) -> int:
    """Delete a hub model from the local cache; returns the bytes freed (0 when it was not there)."""
    root = repo_cache_dir(repo_id)
    if not root.exists():
        return 0
    freed = sum(p.stat().st_size for p in root.rglob("*") if p.is_file() and not p.is_symlink())
    shutil.rmtree(root)
    return freed


# --------------------------------------------------------------------------------------------------
# Sizes


def folder_size(path: Path) -> int:
    """Bytes of the files in a model folder (following the hub cache's symlinks)."""
    return sum(p.stat().st_size for p in path.iterdir() if p.is_file())


def folder_time(path: Path) -> float:
    """When the model's files last changed (the newest file's modification time, following the cache's symlinks)."""
    return max((p.stat().st_mtime for p in path.iterdir() if p.is_file()), default=path.stat().st_mtime)


def describe_folder(path: Path) -> dict[str, Any]:
    """What a model folder holds, read from its files without loading it.

    Its architecture, context length (tokens), whether it has a vision tower and a chat template, and its files.
    """
    config = _read_json(path / "config.json")
    text = config.get("text_config")
    text = text if isinstance(text, dict) else config
    tokenizer = _read_json(path / "tokenizer_config.json")
    files = sorted((p.name, p.stat().st_size) for p in path.iterdir() if p.is_file())
    return {
        "architecture": config.get("model_type") or text.get("model_type"),
        "context_length": text.get("max_position_embeddings") or config.get("max_position_embeddings"),
        "vision": isinstance(config.get("vision_config"), dict),
        "chat_template": bool(tokenizer.get("chat_template")) or any(
            (path / name).is_file() for name in ("chat_template.jinja", "chat_template.json")),
        "files": [{"name": name, "bytes": size} for name, size in files],
        "size_bytes": sum(size for _, size in files),
    }


def _read_json(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def estimate_memory_bytes(path: Path, *, device: str) -> int:
    """Bytes the weights will take once loaded, from file sizes and the config, before loading anything.

    On CPU the engine dequantizes low-bit checkpoints and runs float32 (see :mod:`augury.engine.model`), so a 4-bit
    checkpoint grows about sevenfold; on GPU weights stay as stored.
    """
    stored = sum(p.stat().st_size for p in path.glob("*.safetensors"))
    if device != "cpu":
        return stored
    config = _read_json(path / "config.json")
    quant = config.get("quantization") or config.get("quantization_config")
    if isinstance(quant, dict) and "bits" in quant:
        bits = float(quant["bits"])
        group = float(quant.get("group_size", 64))
        # Packed weights plus a 16-bit scale and bias per group: bits + 32/group bits per parameter.
        return int(stored * 8 / (bits + 32 / group) * 4)
    dtype = str(config.get("torch_dtype") or config.get("dtype") or "float32")
    return stored * 2 if dtype in ("bfloat16", "float16") else stored
