"""Policy classification at ingest: ``public``, ``secret`` or ``excluded`` (DESIGN §5).

Secret detection lives in ``sacpstore.ingest.secrets`` (name rules, sacpstore's content rules,
the Kingfisher provider rule set); this module turns its findings into one classification per
manifest entry. docs/POLICY.md lists every rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import pathspec

from sacpstore.ingest.secrets import counts_at, secret_file_rule, secret_path_rule
from sacpstore.manifest import WITHHELD_PATH, WITHHELD_PATH_REASON

SECRET_CONTENT_REASON = "secret content"
SAME_BLOB_REASON = "same content as a secret file"

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

    def classify(
        self,
        path: str,
        *,
        mode: str,
        text: bool,
        content_rule: str | None,
        secret_blob_elsewhere: bool = False,
    ) -> tuple[str, str | None]:
        """(classification, reason) of one file; secret wins over excluded wins over public.

        ``content_rule``: the rule of the blob's content verdict (None: no credential found);
        ``secret_blob_elsewhere``: the same blob is secret by name under another path of the
        snapshot, so its bytes are a secret here too. Reasons never quote content.
        """
        if secret_path_rule(path):
            return "secret", WITHHELD_PATH_REASON
        name_rule = secret_file_rule(path)
        if name_rule:
            return "secret", name_rule
        if content_rule is not None and counts_at(path, content_rule):
            return "secret", SECRET_CONTENT_REASON
        if secret_blob_elsewhere:
            return "secret", SAME_BLOB_REASON
        if mode == "symlink":
            return "excluded", "symlink"
        if not text:
            return "excluded", "binary or not UTF-8"
        if self.exclude_spec.match_file(path):
            return "excluded", "policy pattern"
        return "public", None
