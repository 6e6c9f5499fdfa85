"""Secret detection: name rules, sacpstore's content rules and a maintained provider rule set
(docs/POLICY.md §secret)."""

from sacpstore.ingest.secrets.credfile import plain_credentials
from sacpstore.ingest.secrets.detect import (
    Verdict,
    blob_name_rule,
    counts_at,
    file_secret_rule,
    ruleset_version,
    screen_paths,
    secret_path_rule,
    secret_verdict,
)
from sacpstore.ingest.secrets.envfile import plain_env
from sacpstore.ingest.secrets.keyfile import key_lines
from sacpstore.ingest.secrets.lonevalue import login_lines, lone_value
from sacpstore.ingest.secrets.names import secret_file_rule

__all__ = [
    "Verdict",
    "blob_name_rule",
    "counts_at",
    "file_secret_rule",
    "key_lines",
    "login_lines",
    "lone_value",
    "plain_credentials",
    "plain_env",
    "ruleset_version",
    "screen_paths",
    "secret_file_rule",
    "secret_path_rule",
    "secret_verdict",
]
