"""Policy classification at ingest: ``public``, ``secret`` or ``excluded`` (DESIGN §5).

Secret detection lives in ``sacpstore.ingest.secrets`` (name rules, sacpstore's content rules,
the Kingfisher provider rule set); this module turns its findings into one classification per
manifest entry. docs/POLICY.md lists every rule.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any, NamedTuple

import blake3
import pathspec

from sacpstore.ingest.secrets import blob_name_rule, counts_at, secret_path_rule
from sacpstore.manifest import WITHHELD_PATH, WITHHELD_PATH_REASON, ManifestEntry

SECRET_CONTENT_REASON = "secret content"
SAME_BLOB_REASON = "same content as a secret file"
PATTERN_REASON = "policy pattern"

DEFAULT_EXCLUDES: tuple[str, ...] = (
    "*.min.js",
    "*.min.css",
    "*.map",
    "package-lock.json",
    "yarn.lock",
    "pnpm-lock.yaml",
    "Cargo.lock",
    "poetry.lock",
    "uv.lock",
    "Pipfile.lock",
)
DEFAULT_MAX_FILE_SIZE = 8 << 20


def shown_path(path: str) -> str:
    """``path`` as ingest output may print it: a placeholder if the path holds a token."""
    return WITHHELD_PATH if secret_path_rule(path) else path


@dataclass(frozen=True)
class Policy:
    """Ingest policy: which files are excluded, and the largest file stored."""

    excludes: tuple[str, ...] = DEFAULT_EXCLUDES
    max_file_size: int = DEFAULT_MAX_FILE_SIZE

    @cached_property
    def exclude_spec(self) -> pathspec.GitIgnoreSpec:
        return pathspec.GitIgnoreSpec.from_lines(self.excludes)

    @cached_property
    def key(self) -> str:
        """The hex BLAKE3 of the policy's fields: what a stat cache records it by."""
        fields = {"excludes": list(self.excludes), "max_file_size": self.max_file_size}
        return blake3.blake3(json.dumps(fields, sort_keys=True).encode()).hexdigest()

    def classify(
        self,
        path: str,
        *,
        mode: str,
        text: bool,
        info: Mapping[str, Any],
        secret_blob_elsewhere: bool = False,
    ) -> tuple[str, str | None]:
        """(classification, reason) of one file; secret wins over excluded wins over public.

        ``info``: the blob's facts (``analyze_blob``): the rule of its content verdict
        (``secret``; None: no credential found) and those that bear on a name rule;
        ``secret_blob_elsewhere``: the same blob is secret by name under another path of the
        snapshot, so its bytes are a secret here too. Reasons never quote content.
        """
        if secret_path_rule(path):
            return "secret", WITHHELD_PATH_REASON
        name_rule = blob_name_rule(path, info)
        if name_rule:
            return "secret", name_rule
        content_rule = info["secret"]
        if content_rule is not None and counts_at(path, content_rule):
            return "secret", SECRET_CONTENT_REASON
        if secret_blob_elsewhere:
            return "secret", SAME_BLOB_REASON
        if mode == "symlink":
            return "excluded", "symlink"
        if not text:
            return "excluded", "binary or not UTF-8"
        if self.exclude_spec.match_file(path):
            return "excluded", PATTERN_REASON
        return "public", None


class FileFacts(NamedTuple):
    """What ingest knows of one file before classifying it: its place in the tree (path, mode,
    symlink target) and facts of its bytes (digest, size, the blob's ``analyze_blob`` record,
    its language)."""

    path: str
    mode: str
    target: str | None
    digest: bytes
    size: int
    info: dict[str, Any]
    language: str | None


def manifest_entries(
    files: Sequence[FileFacts | ManifestEntry], policy: Policy
) -> list[ManifestEntry]:
    """The manifest entries of a snapshot's files. A blob that is secret under one path is
    secret under every path of the snapshot (a copy of ``.env`` named ``notes.txt`` is still the
    secret, and so is a README holding the same bytes as a config file whose credential counts
    there). The empty blob is exempt: an empty ``.env`` holds nothing, and every empty
    ``__init__.py`` shares it.

    A ManifestEntry among ``files`` is a settled file's: an earlier snapshot gave the same file
    (path, bytes and mode) that entry under this policy and rule set without withholding it.
    Nothing its class depends on has changed, so it is taken as it is, unless its blob is now
    secret under another path. Nor is such a file secret at its own path."""
    secret_somewhere = {
        f.digest
        for f in files
        if isinstance(f, FileFacts) and f.size and _secret_at(f.path, f.info)
    }
    return [
        f
        if isinstance(f, ManifestEntry) and f.digest not in secret_somewhere
        else _entry(_facts(f), policy, secret_blob_elsewhere=f.digest in secret_somewhere)
        for f in files
    ]


def _facts(file: FileFacts | ManifestEntry) -> FileFacts:
    """A settled file's entry as the facts it was classified from."""
    if isinstance(file, FileFacts):
        return file
    info = settled_info(file)
    return FileFacts(file.path, file.mode, file.target, file.digest, file.size, info, file.language)


def settled_info(entry: ManifestEntry) -> dict[str, Any]:
    """What a settled file's blob info record says for its entry, unread: its text flag, and
    no credential that counts at its path (it was not withheld there)."""
    return {"text": entry.text, "secret": None}


def _secret_at(path: str, info: dict[str, Any]) -> bool:
    """Whether the blob ``info`` describes is a secret at ``path``, by name or by content."""
    rule = info["secret"]
    return blob_name_rule(path, info) is not None or (rule is not None and counts_at(path, rule))


def _entry(facts: FileFacts, policy: Policy, *, secret_blob_elsewhere: bool) -> ManifestEntry:
    text = facts.info["text"] and facts.mode != "symlink"
    classification, reason = policy.classify(
        facts.path,
        mode=facts.mode,
        text=text,
        info=facts.info,
        secret_blob_elsewhere=secret_blob_elsewhere,
    )
    return ManifestEntry(
        path=facts.path,
        digest=facts.digest,
        size=facts.size,
        mode=facts.mode,
        target=facts.target if facts.mode == "symlink" else None,
        language=facts.language if text else None,
        text=text,
        classification=classification,
        reason=reason,
    )
