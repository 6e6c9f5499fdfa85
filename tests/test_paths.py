"""Portable manifest paths (DESIGN §5): property tests of ``normalize_path`` and name decoding."""

from __future__ import annotations

import pytest
from hypothesis import assume, example, given
from hypothesis import strategies as st

from sacpstore.errors import InvalidPath
from sacpstore.paths import (
    MAX_PATH_BYTES,
    child_path,
    collision_key,
    decode_name,
    normalize_path,
)

# A safe segment: printable, not "." or "..", no separator, backslash, NUL or control character,
# no lone surrogate.
SAFE_CHARS = st.characters(
    blacklist_categories=("Cs", "Cc"),
    blacklist_characters="/\\\x00",
)
SAFE_SEGMENT = st.text(SAFE_CHARS, min_size=1, max_size=12).filter(lambda s: s not in (".", ".."))
SAFE_PATH = st.lists(SAFE_SEGMENT, min_size=1, max_size=6).map("/".join)

# Arbitrary input, biased towards the characters that matter.
NASTY = st.lists(
    st.one_of(
        st.sampled_from(["/", "\\", ".", "..", "\x00", "\x1f", "\x7f", "a", "é", "\ud800", " "]),
        st.characters(),
    ),
    max_size=30,
).map("".join)


def check_invariants(out: str) -> None:
    assert out
    assert not out.startswith("/")
    assert "\x00" not in out
    assert "\\" not in out
    segments = out.split("/")
    assert ".." not in segments
    assert "." not in segments
    assert "" not in segments  # no empty segment: no leading, trailing or doubled slash
    assert not any(ord(c) < 0x20 or ord(c) == 0x7F for c in out)
    out.encode("utf-8")  # valid UTF-8 (no lone surrogate)
    assert len(out.encode("utf-8")) <= MAX_PATH_BYTES


@given(NASTY)
@example("a/../b")
@example("../etc/passwd")
@example("/etc/passwd")
@example("a\\b")
@example("a/./b//c/")
@example(".")
@example("./")
@example("")
def test_output_is_portable_or_input_rejected(path: str) -> None:
    try:
        out = normalize_path(path)
    except InvalidPath as exc:
        assert exc.message  # a message a user can act on
        return
    check_invariants(out)


@given(NASTY)
def test_normalization_is_idempotent(path: str) -> None:
    try:
        out = normalize_path(path)
    except InvalidPath:
        return
    assert normalize_path(out) == out


@given(SAFE_PATH)
def test_safe_paths_round_trip(path: str) -> None:
    assume(len(path.encode("utf-8")) <= MAX_PATH_BYTES)
    assert normalize_path(path) == path


@given(SAFE_PATH)
def test_dot_segments_and_extra_slashes_are_dropped(path: str) -> None:
    noisy = "./" + path.replace("/", "//./") + "/"
    assert normalize_path(noisy) == path


@given(
    st.lists(SAFE_SEGMENT, max_size=3),
    st.sampled_from(["..", "\x00", "\\", "\x01", "\x7f", "\ud800"]),
    st.lists(SAFE_SEGMENT, max_size=3),
)
def test_a_bad_segment_anywhere_is_rejected(before, bad, after) -> None:
    path = "/".join([*before, bad if bad == ".." else f"x{bad}y", *after])
    with pytest.raises(InvalidPath):
        normalize_path(path)


@given(SAFE_PATH)
def test_absolute_paths_are_rejected(path: str) -> None:
    with pytest.raises(InvalidPath):
        normalize_path("/" + path)


@pytest.mark.parametrize("path", ["", ".", "./", "/", "//", "./."])
def test_paths_naming_no_file_are_rejected(path: str) -> None:
    with pytest.raises(InvalidPath):
        normalize_path(path)


def test_overlong_path_is_rejected() -> None:
    with pytest.raises(InvalidPath):
        normalize_path("/".join(["x" * 100] * 50))


def test_non_utf8_name_is_invalid_path() -> None:
    with pytest.raises(InvalidPath) as info:
        decode_name(b"bad\xff.txt")
    assert "UTF-8" in info.value.message
    assert "bad" in info.value.message
    assert decode_name("ok-é.txt".encode()) == "ok-é.txt"


def test_collision_key_folds_case_and_unicode_normalization() -> None:
    assert collision_key("A.txt") == collision_key("a.txt")
    assert collision_key("caf\u00e9") == collision_key("cafe\u0301")
    assert collision_key("a.txt") != collision_key("b.txt")


# What a directory listing can name: anything but "", ".", ".." and a separator (decoded names
# hold no lone surrogate), sometimes long enough to pass the length bound.
ENTRY_NAME = st.one_of(
    st.text(
        st.characters(blacklist_categories=("Cs",), blacklist_characters="/"), min_size=1
    ).filter(lambda s: s not in (".", "..")),
    st.integers(1000, 1100).map(lambda n: "\u00e9" * n),
)


@given(st.one_of(st.just(""), SAFE_PATH.map(lambda p: p + "/")), ENTRY_NAME)
@example("a/", "b\\c")
@example("", "tab\there")
@example("d/", "x" * MAX_PATH_BYTES)
def test_a_walk_joins_a_name_as_normalize_path_would(prefix: str, name: str) -> None:
    def outcome(join):
        try:
            return join()
        except InvalidPath as exc:
            return ("refused", exc.message)

    assert outcome(lambda: child_path(prefix, name)) == outcome(
        lambda: normalize_path(prefix + name)
    )
