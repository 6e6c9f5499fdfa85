"""Name rules: files that hold credentials by convention, whatever their content.

A rule looks at the last path segment (and, for a few conventional locations such as
``.aws/credentials`` or ``.docker/config.json``, at the segment before it). Templates that only
show which variables to set (``.env.example``, ``sample.env``) stay public.
"""

from __future__ import annotations

import re
from functools import lru_cache

SECRET_NAMES = frozenset(
    {
        "id_rsa",
        "id_dsa",
        "id_ecdsa",
        "id_ed25519",
        ".netrc",
        "_netrc",
        ".pgpass",
        ".htpasswd",
        "sasl_passwd",
        ".git-credentials",
        ".pypirc",
        ".envrc",
        ".vault-token",
        ".s3cfg",
        ".boto",
        "kubeconfig",
        "secring.gpg",
        "credentials.json",
        ".my.cnf",
        ".mylogin.cnf",
        ".dockercfg",
        ".terraformrc",
        "credentials.tfrc.json",
        "application_default_credentials.json",
        # Unix services' password files: PPP's CHAP and PAP secrets, exim's smarthost
        # passwords, rsyncd's secrets file, mail fetchers' run-control files.
        "chap-secrets",
        "pap-secrets",
        "passwd.client",
        "rsyncd.secrets",
        ".fetchmailrc",
        "fetchmailrc",
        ".mbsyncrc",
        "mbsyncrc",
        ".msmtprc",
        "msmtprc",
        # sendmail's and Emacs's login files, RANCID's device logins, mount.cifs's credentials.
        "authinfo",
        ".authinfo",
        ".cloginrc",
        ".smbcredentials",
        # phue's bridge file: the Hue bridge's API user name, which is its key.
        ".python_hue",
        # Velocity's (a Minecraft proxy's) forwarding secret, which its servers trust.
        "forwarding.secret",
    }
)
# (directory, name): credential files recognised by where they live.
SECRET_LOCATIONS = frozenset(
    {
        (".aws", "credentials"),
        (".aws", "config"),
        (".docker", "config.json"),
        (".kube", "config"),
        (".ssh", "config"),
        (".gnupg", "private-keys-v1.d"),
        (".gem", "credentials"),
        ("gh", "hosts.yml"),
        ("davfs2", "secrets"),
        (".davfs2", "secrets"),
        # Snyk's CLI token, PgBouncer's auth file of users and passwords, Deluge's daemon logins
        ("configstore", "snyk.json"),
        ("pgbouncer", "userlist.txt"),
        ("deluge", "auth"),
    }
)
# Directories whose every file is a credential: Subversion's cache of plain-text passwords.
SECRET_DIRECTORIES = ("svn.simple",)
SECRET_SUFFIXES = (
    ".key",
    ".p8",
    ".p12",
    ".pkcs12",
    ".pfx",
    ".jks",
    ".bks",
    ".keystore",
    ".ppk",
    ".skey",  # a Cardano signing key (cardano-cli); its ``.vkey`` is public
    ".kdbx",
    ".kubeconfig",
    ".tfstate",
    ".tfstate.backup",
)
# ``.env``, ``.env.local``, ``.env_backup``, ``.env-prod``, ``prod.env``: what dotenv loaders
# and their users write (not ``.env.vault``: dotenv-vault's ciphertext, committed on purpose).
# The last segment only: files inside a virtualenv named ``.env/`` are not hit.
_ENV_NAME = re.compile(r"^\.env(?:[._-].*)?$|^.+\.env$", re.IGNORECASE)
_TEMPLATE_PART = re.compile(
    r"(?:^|[._-])(?:example|examples|sample|samples|template|templates|tmpl|tpl|dist|defaults"
    r"|vault)"
    r"(?:$|[._-])",
    re.IGNORECASE,
)
_CLIENT_SECRET = re.compile(r"^client_secret.*\.json$", re.IGNORECASE)
# A copy's suffix: ``.bak``, ``.old``, ``~``, a date (``secrets_20240102``).
_BACKUP = re.compile(r"(?:[._-](?:bak|backup|old|orig|copy|save|[0-9]{6,8})|~)$", re.IGNORECASE)
ENV_FILE_RULE = "env file name"


# Paths whose answers (name rules here, token rules in detect.py) a process keeps: an ingest
# asks about each file's path more than once, and a 1 GB tree has 80,000 of them; past this
# many, the later passes ask again.
PATHS_KEPT = 1 << 17


@lru_cache(maxsize=PATHS_KEPT)
def secret_file_rule(path: str) -> str | None:
    """The name rule that marks ``path`` as a key or credential file, if any (kept per path:
    an ingest asks twice per file, for the blob's verdict across paths and the file's own)."""
    parent, _, name = path.rpartition("/")
    lower = name.lower()
    if lower in SECRET_NAMES or _CLIENT_SECRET.match(name):
        return f"file name {name}"
    folder = parent.rpartition("/")[2]
    if (folder, name) in SECRET_LOCATIONS or (folder, _BACKUP.sub("", name)) in SECRET_LOCATIONS:
        return f"file name {folder}/{name}"
    if folder in SECRET_DIRECTORIES:
        return f"directory {folder}"
    if _ENV_NAME.match(name) and not _TEMPLATE_PART.search(name.lower().replace(".env", "", 1)):
        return ENV_FILE_RULE
    if lower.endswith(SECRET_SUFFIXES):
        suffix = next(suffix for suffix in SECRET_SUFFIXES if lower.endswith(suffix))
        return f"key or state file suffix {suffix}"
    return None
