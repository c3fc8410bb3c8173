"""The pinned upstream document: its lock file, where it is found, how it is fetched, and loading it.

The lock names the upstream repository, commit, path and sha256. ``augury spec fetch`` downloads
``<mirror>/<repo>/<commit>/<path>`` (the mirror is ``https://raw.githubusercontent.com`` unless
``AUGURY_SPEC_MIRROR`` names another base URL: a mirror, or a local server in tests), checks the sha256 and keeps
the file in ``<cache>/upstream/<file>`` (``<cache>``: ``AUGURY_CACHE_DIR``, else ``$XDG_CACHE_HOME/augury``, else
``~/.cache/augury``; the folder the server builds its models in). The build reads the cached file, or a verified
copy in ``../shared/upstream`` beside the checkout (a seed some workspaces hold), and nothing else.
"""

from __future__ import annotations

import hashlib
import os
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import yaml

from augury.settings import default_cache_dir
from augury.spec import SpecBuildError
from augury.spec.checkout import Checkout

MIRROR_ENV = "AUGURY_SPEC_MIRROR"
DEFAULT_MIRROR = "https://raw.githubusercontent.com"
FETCH_TIMEOUT_S = 60.0

LOCK_FIELDS = ("repo", "commit", "path", "file", "sha256")


@dataclass(frozen=True)
class UpstreamLock:
    """Where the upstream document comes from and the digest it must have."""

    repo: str
    commit: str
    path: str
    file: str
    sha256: str

    def as_dict(self) -> dict[str, str]:
        """The lock as a plain mapping, in field order."""
        return {name: getattr(self, name) for name in LOCK_FIELDS}


def read_lock(path: Path) -> UpstreamLock:
    """Read ``openapi/upstream.lock``; every field is required and must be a string."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise SpecBuildError(f"{path}: expected a mapping with the fields {', '.join(LOCK_FIELDS)}")
    missing = [name for name in LOCK_FIELDS if not isinstance(data.get(name), str)]
    unknown = sorted(set(data) - set(LOCK_FIELDS))
    if missing or unknown:
        raise SpecBuildError(f"{path}: missing or non-string fields {missing}, unknown fields {unknown}")
    if not re.fullmatch(r"[0-9a-f]{64}", data["sha256"]):
        raise SpecBuildError(f"{path}: sha256 must be 64 lowercase hex digits")
    return UpstreamLock(**{name: data[name] for name in LOCK_FIELDS})


def upstream_cache_dir() -> Path:
    """Where fetched upstream documents are kept: ``<AUGURY_CACHE_DIR or XDG cache/augury>/upstream``."""
    root = os.environ.get("AUGURY_CACHE_DIR")
    return (Path(root).expanduser() if root else default_cache_dir()) / "upstream"


def source_url(lock: UpstreamLock, mirror: str | None = None) -> str:
    """The raw file at the pinned commit: ``<mirror>/<repo>/<commit>/<path>``."""
    base = (mirror or os.environ.get(MIRROR_ENV) or DEFAULT_MIRROR).rstrip("/")
    return f"{base}/{lock.repo}/{lock.commit}/{lock.path}"


def sha256_of(path: Path) -> str:
    """The file's sha256, as lowercase hex."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def locate_upstream(lock: UpstreamLock, checkout: Checkout, cache_dir: Path | None = None) -> Path | None:
    """The pinned document from the cache, else from the checkout's seed folder; ``None`` when neither has it.

    Only a file whose sha256 is the lock's counts: a stale or edited copy is passed over.
    """
    for candidate in ((cache_dir or upstream_cache_dir()) / lock.file, checkout.seed / lock.file):
        if candidate.is_file() and sha256_of(candidate) == lock.sha256:
            return candidate
    return None


def require_upstream(lock: UpstreamLock, checkout: Checkout, cache_dir: Path | None = None) -> Path:
    """:func:`locate_upstream`, or a :class:`SpecBuildError` saying to run ``augury spec fetch``."""
    found = locate_upstream(lock, checkout, cache_dir)
    if found is None:
        cache = cache_dir or upstream_cache_dir()
        raise SpecBuildError(
            f"the pinned upstream document ({lock.repo}@{lock.commit[:12]} {lock.path}) is neither in {cache} nor "
            f"in {checkout.seed}; run `augury spec fetch` first."
        )
    return found


@dataclass(frozen=True)
class Fetched:
    """The outcome of :func:`fetch_upstream`: where the verified file is, and whether it was downloaded now."""

    path: Path
    downloaded: bool
    url: str


def fetch_upstream(lock: UpstreamLock, *, cache_dir: Path | None = None, mirror: str | None = None,
                   timeout_s: float = FETCH_TIMEOUT_S) -> Fetched:
    """Download the pinned document into the cache unless a verified copy is there already.

    A download whose sha256 differs from the lock is refused and not kept. Every failure is one
    :class:`SpecBuildError` sentence.
    """
    cache = cache_dir or upstream_cache_dir()
    target = cache / lock.file
    url = source_url(lock, mirror)
    if target.is_file() and sha256_of(target) == lock.sha256:
        return Fetched(target, False, url)
    try:
        response = httpx.get(url, timeout=timeout_s, follow_redirects=True)
    except httpx.TransportError as error:
        raise SpecBuildError(
            f"cannot reach {httpx.URL(url).host} to download the pinned upstream spec "
            f"({error or type(error).__name__}) and no verified copy is cached in {cache}; connect to the network "
            f"(or set {MIRROR_ENV}) and run `augury spec fetch` again."
        ) from None
    if response.status_code != 200:
        raise SpecBuildError(f"{url} answered HTTP {response.status_code}; the pinned upstream spec was not "
                             "downloaded.")
    digest = hashlib.sha256(response.content).hexdigest()
    if digest != lock.sha256:
        raise SpecBuildError(
            f"refused the download from {url}: its sha256 is {digest} but upstream.lock pins {lock.sha256}; "
            "nothing was cached."
        )
    cache.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile(dir=cache, prefix=f".{lock.file}.", delete=False) as partial:
        partial.write(response.content)
    os.replace(partial.name, target)
    return Fetched(target, True, url)


class _JsonCompatibleLoader(yaml.CSafeLoader):
    """YAML 1.1 reads ``on``/``no`` as booleans and ``2026-10-23`` as a date; JSON data has neither."""


_JsonCompatibleLoader.yaml_implicit_resolvers = {
    first: [(tag, rx) for tag, rx in resolvers if tag not in ("tag:yaml.org,2002:bool", "tag:yaml.org,2002:timestamp")]
    for first, resolvers in yaml.CSafeLoader.yaml_implicit_resolvers.items()
}
_JsonCompatibleLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF")
)


def load_upstream(path: Path, lock: UpstreamLock) -> dict[str, Any]:
    """Load the upstream document after checking its sha256 against the lock.

    Mapping keys are turned into strings (YAML reads the status code ``200:`` as an integer).
    """
    if not path.is_file():
        raise SpecBuildError(f"upstream document not found: {path} (lock names {lock.file})")
    raw = path.read_bytes()
    digest = hashlib.sha256(raw).hexdigest()
    if digest != lock.sha256:
        raise SpecBuildError(
            f"sha256 mismatch for {path}: the file has {digest}, upstream.lock pins {lock.sha256} "
            f"({lock.repo}@{lock.commit[:12]} {lock.path})"
        )
    data = yaml.load(raw, Loader=_JsonCompatibleLoader)
    if not isinstance(data, dict):
        raise SpecBuildError(f"{path}: the document is not a mapping")
    return _string_keys(data)  # type: ignore[no-any-return]


def _string_keys(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(key): _string_keys(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_string_keys(item) for item in value]
    return value
