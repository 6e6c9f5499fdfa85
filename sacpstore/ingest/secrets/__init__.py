"""Secret detection: name rules, sacpstore's content rules and a maintained provider rule set
(docs/POLICY.md §secret)."""

from sacpstore.ingest.secrets.detect import (
    Verdict,
    counts_at,
    file_secret_rule,
    ruleset_version,
    screen_paths,
    secret_path_rule,
    secret_verdict,
    unless_plain_env,
)
from sacpstore.ingest.secrets.envfile import plain_env
from sacpstore.ingest.secrets.names import secret_file_rule

__all__ = [
    "Verdict",
    "counts_at",
    "file_secret_rule",
    "plain_env",
    "ruleset_version",
    "screen_paths",
    "secret_file_rule",
    "secret_path_rule",
    "secret_verdict",
    "unless_plain_env",
]
