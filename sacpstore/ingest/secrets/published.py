"""Credentials that their issuers' own documentation publishes as examples, copied into
countless READMEs and tutorials: AWS's example access keys and jwt.io's example token. They are
public wherever they appear, so every scan reads them as blanked: in a file, in its decoded
view, in a member of an archive and as a file's lone value. A blob's other credentials are
still found."""

from __future__ import annotations

PUBLISHED_EXAMPLES = (
    b"AKIAIOSFODNN7EXAMPLE",
    b"wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    b"AKIAI44QH8DHBEXAMPLE",
    b"je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY",
    b"eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwi"
    b"aWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
)


def without_published_examples(data: bytes) -> bytes:
    """``data`` with every published example credential overwritten by ``x`` of its length."""
    for example in PUBLISHED_EXAMPLES:
        if example in data:
            data = data.replace(example, b"x" * len(example))
    return data
