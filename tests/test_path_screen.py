"""Paths screened for tokens in one pass (``screen_paths``) get exactly the answers a scan of
each path on its own gives: a path without any token rule's anchor holds no token, and every
other path is scanned on its own."""

from __future__ import annotations

import random
from contextlib import contextmanager

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sacpstore.ingest.secrets import detect, screen_paths, secret_path_rule
from sacpstore.ingest.secrets.detect import _scanner, _token_scanner
from sacpstore.ingest.secrets.patterns import ContentRule, RuleScanner

ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def _token(kind: int, rng: random.Random) -> str:
    """A string of a token rule's shape (or only its anchor, which no rule matches alone)."""
    if kind == 0:
        return "ghp_" + "".join(rng.choices(ALNUM, k=36))
    if kind == 1:
        return "AKIA" + "".join(rng.choices("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", k=16))
    if kind == 2:
        return "sk_live_" + "".join(rng.choices(ALNUM, k=24))
    if kind == 3:
        return "xoxb-1234-" + "".join(rng.choices(ALNUM, k=12))
    return rng.choice(["ghp_", "AKIA", "sk_test_", "eyJ", "key-", "dapi", "Hooks.Slack.com/"])


@st.composite
def paths(draw: st.DrawFn) -> str:
    rng = random.Random(draw(st.integers(0, 1 << 30)))
    segments = draw(
        st.lists(
            st.one_of(
                st.text("abcXYZ_.-0123456789", min_size=1, max_size=12),
                st.integers(0, 4).map(lambda kind: _token(kind, rng)),
            ),
            min_size=1,
            max_size=4,
        )
    )
    return "/".join(segments)


@contextmanager
def _no_kept_answers():
    """The process's kept answers emptied, and put back after."""
    kept = dict(detect._PATH_RULES)
    detect._PATH_RULES.clear()
    try:
        yield
    finally:
        detect._PATH_RULES.clear()
        detect._PATH_RULES.update(kept)


@pytest.fixture
def fresh_answers():
    with _no_kept_answers():
        yield


def _alone(path: str) -> str | None:
    return _token_scanner().first_match(path.encode(), lambda _: None)


@settings(max_examples=200, deadline=None)
@given(st.lists(paths(), max_size=40))
def test_screened_paths_answer_as_scanned_alone(listing):
    with _no_kept_answers():
        screen_paths(listing)
        assert [secret_path_rule(p) for p in listing] == [_alone(p) for p in listing]


def test_a_token_is_found_whatever_its_neighbours(fresh_answers):
    """A token at the start or end of a path, beside paths that end or start with part of an
    anchor, is still found; the neighbours stay clean."""
    token = _token(0, random.Random(5))
    listing = ["src/gh", f"{token}/x.py", "p_", "docs/a.md", f"deep/name_{token}"]
    screen_paths(listing)
    assert [secret_path_rule(p) is not None for p in listing] == [False, True, False, False, True]


def test_no_anchor_holds_the_separator():
    """may_match joins the texts with NUL: no anchor may hold it, or a match could span two."""
    for scanner in (_scanner(), _token_scanner()):
        assert not any(b"\0" in anchor for rule in scanner.rules for anchor in rule.anchors)


def test_may_match_marks_the_texts_holding_an_anchor():
    texts = [b"plain", b"has GHP_ inside", b"", b"akia", b"ak", b"ia"]
    assert _token_scanner().may_match(texts) == [False, True, False, True, False, False]


_PIECES = st.sampled_from([b"(", b"x", b"ghp_", b"AKIA", b"Twilio", b"pass", b"\n", b" ", b"kty"])


def _anchored_rules() -> tuple[ContentRule, ...]:
    """The rules that have anchors: positional tokens (one ``(``) and the token rules."""
    return tuple(
        rule
        for rule in _scanner().rules
        if rule.anchors and (rule.name == "positional-token" or rule in _token_scanner().rules)
    )


@settings(max_examples=200, deadline=None)
@given(st.lists(st.lists(_PIECES, max_size=6).map(b"".join), max_size=8))
def test_may_match_is_whether_some_rule_anchor_occurs(texts):
    """Every anchor counts, a one-byte anchor too (``(``, tested without its positions)."""
    rules = _anchored_rules()
    anchors = [anchor for rule in rules for anchor in rule.anchors]
    assert b"(" in anchors
    assert RuleScanner(rules).may_match(texts) == [
        any(anchor in text.lower() for anchor in anchors) for text in texts
    ]
