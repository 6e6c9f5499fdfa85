"""sacpstore's own content rules, behind one Aho-Corasick anchor pass.

They cover what a provider rule set (the engine, engine.py) leaves out by design: keys alone
whose provider rule wants a companion (an AWS key id without its secret), keyword-and-entropy
assignments (``password:``, ``SECRET_KEY =``), credentials in URLs, PEM headers split across
string literals, and base64 values of Kubernetes Secrets, kubeconfig ``*-data``, Docker ``auth``,
``.npmrc _auth`` and HTTP basic auth, which are decoded and scanned again. Token shapes follow
gitleaks' rules (MIT, github.com/gitleaks/gitleaks ``config/gitleaks.toml``), with look-arounds
instead of ``\\b`` so a key followed by ``_`` still matches.

Anchors are lower-case and matched against the lower-cased data, so keyword rules are
case-insensitive; a rule's regex runs only when one of its anchors occurs.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import accumulate, pairwise
from urllib.parse import unquote_to_bytes

import ahocorasick_rs

from sacpstore.ingest.secrets.lexicon import language_word
from sacpstore.ingest.secrets.lonevalue import CREDENTIAL_NAME
from sacpstore.ingest.secrets.values import (
    CHOSEN_MARK,
    all_classes,
    base58check_private_key,
    credential_pair,
    decode_base64,
    drawn_letters,
    drawn_mixed,
    generated_hex,
    generated_password,
    generated_token,
    key_material,
    labelled_password,
    letters_password,
    memorable_password,
    placeholder,
    random_byte_list,
    random_looking,
    recovery_phrase,
    shows_choice,
    technical_name,
    typed_password,
    typed_word,
    varied,
    walk_and_word,
    word_and_number,
)
from sacpstore.ingest.secrets.words import (
    LOGIN_WORDS,
    MORE_PASSWORD_WORDS,
    PASSWORD_WORDS,
    with_capitals,
)

Rescan = Callable[[bytes], "str | None"]
Check = Callable[[re.Match[bytes], Rescan], bool]

# Not a boundary: no letter or digit right before / after (``_``, ``-``, ``.`` are fine).
_B = rb"(?<![A-Za-z0-9])"
_E = rb"(?![A-Za-z0-9])"


def _value(match: re.Match[bytes]) -> bytes:
    """The value a rule captured: its first group that matched, else the whole match."""
    return next((g for g in match.groups() if g is not None), match.group(0))


def _value_random(match: re.Match[bytes], rescan: Rescan) -> bool:
    return random_looking(_value(match))


def _random_or_shown(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A password where a command's option or a setting stands for one: random, or one a
    person chose that shows it (``_chosen_shape``: ``net use … /user:admin KentaKenta08``),
    not the next option (steamcmd's ``+login NAME +run_app_build``) and no manual's
    ``cisco123``."""
    value = _value(match)
    return random_looking(value) or (not value.startswith((b"+", b"-")) and _chosen_shape(value))


def _varied_digits(match: re.Match[bytes], rescan: Rescan) -> bool:
    """Digits as a generator draws them: six different at least (no ``00000 00000 …``)."""
    return len(set(match.group(1)) - {ord(" "), ord("\t")}) >= 6


def _assigned_random(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A random value assigned to a credential's name, unless no literal holds it."""
    return not _no_literal(match) and random_looking(_assigned_value(match))


def _assigned_value(match: re.Match[bytes]) -> bytes:
    """The value a rule captured; in a URL's query (the name after ``?`` or ``&``, or ``&`` and
    the next parameter's name between the name and the value, with no space or colon), up to
    the next parameter: ``?serviceKey=YOUR_KEY&returnType=json`` assigns ``YOUR_KEY``, and
    ``API_KEY&returnType=json`` nothing of the key's."""
    value = _value(match)
    groups = range(1, len(match.groups()) + 1)
    start = next((match.start(i) for i in groups if match.group(i) is not None), match.end())
    between = match.string[match.start() : start]
    query = match.string[match.start() - 1 : match.start()] in (b"?", b"&") or (
        b"&" in between and not any(c in between for c in b" :")
    )
    return value.split(b"&", 1)[0] if query else value


def _assigned_live(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A value assigned to a credential's name that only a generator writes: a token of both
    cases and digits switching often, or a password with a generator's symbols; not a hash
    (``pbkdf2:sha256:…$…``), a bot token's documented shape (``123456:ABC-…``) or base64 of
    a word (``c2VjdXJlLXBhc3N3b3Jk``, ``secure-password``)."""
    value = _assigned_value(match)
    if _no_literal(match) or b"$" in value or b":" in value:
        return False
    if not (generated_token(value, mixed_case=True) or generated_password(value)):
        return False
    decoded = decode_base64(value)
    return decoded is None or not decoded.isascii() or random_looking(decoded)


def _no_literal(match: re.Match[bytes]) -> bool:
    """Whether the captured value is no credential's literal: code computes it, or the name
    says the value refers to one."""
    return _computed(match) or _names_a_reference(match)


def _names_a_reference(match: re.Match[bytes]) -> bool:
    """Whether the name the match starts in ends in a word that makes its value a reference to
    a credential, not one (``token_url``, ``auth_endpoint``, ``password_file``, ``secretName``):
    a place, a file or a name. A URL that carries a credential is judged by its own rules."""
    return _last_name_word(match) in _REFERENCE_WORDS


def _last_name_word(match: re.Match[bytes]) -> bytes:
    """The last word, in small letters, of the name the match starts in (``url`` of
    ``token_url``, ``app`` of ``senha_app``); empty where no name starts there."""
    name = _NAME.match(match.string, match.start())
    if name is None:
        return b""
    parts = _NAME_PART.findall(name.group(0))
    return parts[-1].lower() if parts else b""


_NAME = re.compile(rb"[A-Za-z0-9_.-]+")
_NAME_PART = re.compile(rb"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])")
_REFERENCE_WORDS = frozenset(
    {b"url", b"uri", b"urls", b"endpoint", b"host", b"file", b"filename", b"path", b"dir", b"name"}
)


def _computed(match: re.Match[bytes]) -> bool:
    """Whether the captured value is an unquoted name that is called, its argument list closed
    on its line (``Auth: base64.URLEncoding.EncodeToString(…)``, ``key = Fernet.generate_key()``),
    or that ends an object literal's member on its line (``withCredentials: defaultToConfig2,``):
    code computes that value, no literal holds it. A password that holds a parenthesis
    (``FfY@ex$d546(``, ``yHI^p)NHYv8^``, ``a2j(7(YMiX9``) is no name, or opens no argument list
    closed on its line."""
    group = next((i for i, g in enumerate(match.groups(), 1) if g is not None), 0)
    start, end = match.span(group)
    name, paren, _ = match.string[start:end].partition(b"(")
    call = start + len(name) if paren else end
    if not _CALLED_NAME.fullmatch(name):
        return False
    if _CALL_ARGUMENTS.match(match.string, call):
        return True
    bare = match.string[start - 1 : start] not in (b'"', b"'", b"`")
    return not paren and bare and bool(_MEMBER_END.match(match.string, end))


# The end of an object literal's member written on a line of its own, after a bare value:
# ``withCredentials: defaultToConfig2,`` (JavaScript), ``Password: cfg.Pass,`` (Go): the value
# is a variable (a data format writes a literal there quoted, or without the comma).
_MEMBER_END = re.compile(rb",[ \t]*(?:\r?\n|$)")


# A name a call can be made on: identifiers joined by ``.``, ``::``, ``->`` or PHP's ``\``
# (which may also open it: ``\base64_encode(…)``); and the call's parenthesised arguments,
# closed on the line.
_CALLED_NAME = re.compile(rb"\\?[A-Za-z_$][\w$]*(?:(?:\.|::|->|\\)[A-Za-z_$][\w$]*)*")
_CALL_ARGUMENTS = re.compile(rb"\([^\n]*\)")


def _value_generated_key(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A value under a bare ``key``: generated, of both cases, 16 characters or more, or 32
    hex digits or more in one case (an API key; a digest's name is seldom a bare key). Base64
    of text is judged by the text (``tls.key: <base64 of a PEM block>``). A computed value,
    one that its name makes a reference (``key_file``), or a publishable key (``pk_live_…``,
    which a page embeds on purpose) is none."""
    if _no_literal(match):
        return False
    value = _value(match)
    if _PUBLISHABLE_KEY.match(value):
        return False
    if _grouped_stream_key(value):  # OBS's ``service.json``: ``"key": "yibo-mk97-…"``
        return True
    text = _base64_text(value)
    if text is not None:
        return _text_credential(text, rescan)
    return _one_case_hex(value, 32) or generated_token(value, min_length=16, mixed_case=True)


# A payment provider's publishable key (Stripe's, Paystack's, Clerk's).
_PUBLISHABLE_KEY = re.compile(rb"pk_(?:live|test)_")


def _url_key(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A URL's key: hex of 24 digits or more in one case, or a generated token."""
    value = _value(match)
    return _one_case_hex(value, 24) or generated_token(value, min_length=16, mixed_case=True)


def _one_case_hex(value: bytes, min_length: int) -> bool:
    """Generated hex of ``min_length`` digits or more, its letters all of one case (as keys
    are written; mixed case is no hex a generator prints)."""
    return generated_hex(value, min_length) and (
        value.islower() or value.isupper() or value.isdigit()
    )


def _base64_text(value: bytes) -> bytes | None:
    """The text ``value`` is base64 of (printable ASCII and line breaks), or None."""
    decoded = decode_base64(value)
    return decoded if decoded is not None and _TEXT.fullmatch(decoded) else None


_TEXT = re.compile(rb"[\x20-\x7e\t\r\n]+")


def _text_credential(text: bytes, rescan: Rescan) -> bool:
    """Decoded text that holds a credential, or is itself a random value."""
    return rescan(text) is not None or random_looking(text, min_length=8)


def _key_body_follows(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A key's header with a body after it: not the END line at once, nor an elision
    (``...``, ``<key>``), as a template or a document shows an empty block."""
    return _NO_KEY_BODY.match(match.string, match.end()) is None


# The header's dashes, blank lines, literal ``\n`` escapes, quotes and joins, then an END line
# or an elision.
_NO_KEY_BODY = re.compile(
    rb"-*(?:\s|\\n|[\"'`+,])*(?:-{4,5} ?END|\.\.\.|\xe2\x80\xa6|<[^>\n]{0,40}>)"
)


def _password_around(match: re.Match[bytes], rescan: Rescan) -> bool:
    """Whether the token around the matched symbol is a generated password: the
    token whole or, after a name and ``=`` or ``:`` (``backup:…``, ``PASS=…``), its value."""
    data = match.string
    if data.find(b"\0", 0, 8192) >= 0:  # most binary files: a NUL early on (else _text)
        return False
    if _minified_line(data, match.start()):
        return False
    token = _token_around(data, match.end() - 1)
    if token is None:
        return False
    token = token.strip(b",;.")
    named = _NAMED_VALUE.match(token)
    if named and generated_password(token[named.end() :].strip(b",;.")):
        return _text(data)
    password = not (named and _WORDS.fullmatch(named.group(1))) and generated_password(token)
    return password and _text(data)


def _minified_line(data: bytes, at: int) -> bool:
    """Whether ``data[at]`` sits on a line of minified code (a bundle's): the line runs past
    MINIFIED_LINE bytes and a function (``function``, ``=>``) is within MINIFIED_LINE bytes,
    where symbols between names are operators (``var Ze=!1,Qe=new Map``), not a password's.
    Each look stays within MINIFIED_LINE bytes of ``at``, so a bundle of one long line costs
    no more per symbol than a short one."""
    low, high = max(0, at - MINIFIED_LINE), min(len(data), at + MINIFIED_LINE)
    before, after = data.rfind(b"\n", low, at), data.find(b"\n", at, high)
    start = before + 1 if before >= 0 else (0 if low == 0 else None)
    end = after if after >= 0 else (len(data) if high == len(data) else None)
    if start is not None and end is not None and end - start <= MINIFIED_LINE:
        return False
    return data.find(b"function", low, high) >= 0 or data.find(b"=>", low, high) >= 0


MINIFIED_LINE = 1000


def _text(data: bytes) -> bool:
    """Whether ``data``'s first 8 KiB are UTF-8, as a text file's are: a PDF's or an image's
    printable runs are noise, and ingest never serves such a file."""
    head = data[:8192]
    try:
        head.decode("utf-8")
    except UnicodeDecodeError as exc:
        return exc.start >= len(head) - 3  # only a character cut off at the end
    return True


def _token_around(data: bytes, at: int) -> bytes | None:
    """The run of printable ASCII but quotes, ``;`` and angle brackets around ``data[at]``
    (a string's, a ``KEY=value;`` list's or an element's text); None past 64 bytes a side."""
    start, end = at, at + 1
    while start > 0 and data[start - 1] in _TOKEN_BYTES:
        start -= 1
        if at - start > 64:
            return None
    while end < len(data) and data[end] in _TOKEN_BYTES:
        end += 1
        if end - at > 64:
            return None
    return data[start:end]


_TOKEN_BYTES = frozenset(range(0x21, 0x7F)) - frozenset(b"\"'`;<>")
_NAMED_VALUE = re.compile(rb"(\$?[A-Za-z_][\w.*$-]{0,63})[=:]")
# A name made of words (``RABBITMQ_PASS``, ``backup``, ``NAME*1``), not a password's start.
_WORDS = re.compile(rb"(?:[A-Z]{2,}|[A-Z]?[a-z]{2,}|\d+|[_.*$-])+")


def _value_generated_token(match: re.Match[bytes], rescan: Rescan) -> bool:
    return generated_token(_value(match))


def _value_key_material(match: re.Match[bytes], rescan: Rescan) -> bool:
    """Key material; base64 of text is judged by the text, as under a bare key; a computed
    value, or one that its name makes a reference, is none."""
    if _no_literal(match):
        return False
    value = _value(match)
    text = _base64_text(value)
    return _text_credential(text, rescan) if text is not None else key_material(value)


def _decoded_credential(match: re.Match[bytes], rescan: Rescan) -> bool:
    decoded = decode_base64(_value(match))
    return decoded is not None and (credential_pair(decoded) or rescan(decoded) is not None)


def _decoded_secret_value(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A Kubernetes Secret's data value: any credential, or a value that is itself random.
    Bytes that are no text count only when their base64 mixes both cases and digits, as the
    encoding of random bytes does: a word in capitals (``TESTROOTCAS``, a fixture's plain
    value under ``stringData``) decodes to bytes too."""
    encoded = _value(match)
    decoded = decode_base64(encoded)
    if decoded is None:
        return False
    if not decoded.isascii() and not all_classes(encoded):
        return False
    return credential_pair(decoded) or _text_credential(decoded, rescan)


# Calls that encode to base64: where a file also writes ``Basic``, what they encode is a
# ``user:password`` pair (PowerShell, JavaScript, Python, PHP, Go, Ruby, Java, Julia and R).
_BASE64_ENCODERS = (
    b"tobase64string", b"btoa(", b"b64encode", b"base64_encode", b"encodetostring",
    b"encode64", b"getencoder", b"buffer.from(", b"base64encode(",
)  # fmt: skip
_BASIC = re.compile(rb"\bBasic\b")


def _basic_pair(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A ``user:password`` literal in a file that builds a Basic header: the user no scheme
    or algorithm (``sha256:…``, ``https:…``), the password random and no port or path."""
    user, password = match.group(1), match.group(2)
    if _SCHEME_OR_DIGEST.fullmatch(user) or not _BASIC.search(match.string):
        return False
    return random_looking(password) and not _shaped(password)


_SCHEME_OR_DIGEST = re.compile(
    rb"(?i)https?|s?ftp|wss?|data|urn|file|mailto|sha\d*|md5|blake\d*\w*"
)


def _key_as_username(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A user name no person has: 40 hex digits or more drawn at random, or a generated token
    of both cases (a wallet's ``0x…`` address is a public name)."""
    value = match.group(1)
    if value[:2].lower() == b"0x":
        return False
    if len(value) >= 40 and generated_hex(value):
        return True
    return generated_token(value, min_length=32, mixed_case=True)


def _user_password(match: re.Match[bytes], rescan: Rescan) -> bool:
    """The password of a ``user:password`` value: capitals, small letters and digits, random
    (a ``user:group`` pair of Docker's or a uid and gid has no capitals)."""
    password = match.group(1)
    return all_classes(password) and random_looking(password, min_length=6)


def _not_example(match: re.Match[bytes], rescan: Rescan) -> bool:
    return not _value(match).endswith(b"EXAMPLE")


def _drawn_key(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A key drawn from capitals, small letters and digits (a symbol or two too), as varied as
    a random draw of its length."""
    value = _value(match)
    return all_classes(value) and varied(value, 4.0)


def _line_before(match: re.Match[bytes]) -> bytes:
    """The text of the match's line before the match."""
    return match.string[match.string.rfind(b"\n", 0, match.start()) + 1 : match.start()]


def _value_under_label(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A value a person chose that shows it (``_chosen_shape``), under a password's word that
    stands alone on its line (nothing before it but a list's bullet)."""
    before = _line_before(match).strip(b" \t-*#>")
    return not before and _chosen_shape(_value(match))


def _shown_choice_or_random(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A value a person chose that shows it (``_chosen_shape``), or a random one."""
    value = _sentence_value(match)
    return _chosen_shape(value) or random_looking(value)


def _told_password(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A password a sentence gives: capitals, small letters and digits (a person's pick of a
    password, not a word a document shows), random as a value under its name is, a form
    people type (``typed_password``) or remember (``memorable_password``:
    ``Twiga.kifaru42``), or one a person chose that ends the sentence (``_chosen_to_end``)."""
    value = _value(match).rstrip(b".,;:)")
    return (
        (all_classes(value) and random_looking(value))
        or _typed(match)
        or typed_word(value)
        or memorable_password(value)
        or _chosen_to_end(match)
        or _letters_to_end(match)
    )


def _letters_to_end(match: re.Match[bytes]) -> bool:
    """Whether the value of ``match`` ends its line, capitalised in a chat message that the
    sentence opens (``_chosen_in_chat``: ``passordet er Vintersommer``), and is letters
    alone said once (``_lone_letters``)."""
    value = _sentence_value(match)
    if match.string[match.end(1) : match.end(1) + 1] not in (b"", b"\n", b"\r"):
        return False
    return _chosen_in_chat(match, value) and _lone_letters(match, value)


def _chosen_to_end(match: re.Match[bytes]) -> bool:
    """Whether the value of ``match`` ends its sentence (its line, a quoted text or a markup
    element's) and is one a person chose that shows it (``BouyiBouyi97``, ``Anoixi2019.``,
    ``licancabur.pulsar.35``: ``_chosen_shape``), no algorithm's or format's name
    (``PBKDF2-SHA256``)."""
    value = _sentence_value(match)
    rest = match.string[match.end(1) : match.end(1) + 80]
    return (
        not match.group(1).endswith((b",", b";"))  # a member or a statement of code
        and _SENTENCE_END.match(rest) is not None
        and _chosen_shape(value)
        and not technical_name(value)
    )


# What follows a value that ends its sentence: the sentence's closing marks, then the line's
# end, a closing quote or the next tag; or a closing mark (perhaps after a space, to keep it off
# the password: ``P4ssGeel22 .``) and the next sentence's capital; or a dash between spaces, a
# clause of its own after it (``… / JeeadvancedVidyaRank11 - kisi student ko mat dena``).
_SENTENCE_END = re.compile(
    rb"[.!?)]*(?:[ \t]*(?:\r?\n|\Z)|[\"'`<])|[ \t]?[.!?]+[ \t]+(?=[A-Z]|[\xc0-\xff])"
    rb"|[ \t]+(?:--?|\xe2\x80[\x93\x94])[ \t]+"
)


def _typed(match: re.Match[bytes]) -> bool:
    """A password a person chose in one of the forms ``typed_password`` knows, its closing
    ``!`` or ``?`` read as the password's or as the sentence's."""
    value = _value(match).rstrip(b".,;:)")
    return typed_password(value) or typed_password(value.rstrip(b"!?"))


_TOLD_SYMBOL = re.compile(rb"[!@#$%^&*~+=?-]")
# A quoted-printable escape: a word of a mail body (``f=C3=BCr``), not a password's symbols.
_QP_ESCAPE = re.compile(rb"=[0-9A-F]{2}")


# ``login`` opening a match: a page's sentence about logging in, which names no password.
_LOGIN = re.compile(rb"(?i:login)")


def _password_nearby(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A password a few words after ``password`` or ``login`` in a sentence, with no verb
    between (``password fennelIndigo5339-``, ``login. fwiw it's `K@9E…```): capitals, small
    letters and digits, random, and a symbol no identifier holds or words and a number joined
    as people remember a password (``password yarrowFlint3845``)."""
    value = _sentence_value(match)
    if _marked_before(match) or len(_QP_ESCAPE.findall(value)) > 1:
        return False
    if _typed(match) or (typed_word(value) and not _LOGIN.match(match.group(0))):
        return True
    if _NEXT_TO_WORD.fullmatch(match.string, match.start(), match.start(1)) and _chosen_to_end(
        match
    ):
        return True  # ``κωδικός Anoixi2019.``
    if not (all_classes(value) and random_looking(value)):
        return False
    if memorable_password(value):  # ``Drift8135.zephyr`` has a host's shape, not its words
        return True
    if generated_token(value, min_length=16, mixed_case=True):  # ``passcode cZE9lyAX…``
        return not (_shaped(value) or _identifier(value))
    return not _shaped(value) and _TOLD_SYMBOL.search(value) is not None


# A user name a sentence gives, bare or in quotes, a code span (`` `safety` ``) or Markdown's
# emphasis (``*counter*``).
_QUOTED_USER = rb"(?:[`\"']|\*{1,2})?(?:\+[0-9]{1,4}[ \t])?[\w.@+-]{2,64}(?:[`\"']|\*{1,2})?"
# spaces, or one line break with the next line's indent: a sentence wrapped in a text file
_LINE_GAP = rb"(?:[ \t]+|[ \t]*\r?\n[ \t]*)"


# Greek's abbreviation of κωδικός (a password, a code), in its three cases.
_GREEK_CODE_ABBREVIATIONS = ("κωδ", "Κωδ", "ΚΩΔ")
_LOGIN_WORD_ANCHORS = tuple(word.encode() for word in with_capitals(LOGIN_WORDS))
_LOGIN_WORD = b"|".join(re.escape(word) for word in _LOGIN_WORD_ANCHORS)
_PROSE_PASSWORD_ANCHORS = tuple(word.encode() for word in with_capitals(PASSWORD_WORDS))
_PROSE_PASSWORD = b"|".join(re.escape(word) for word in _PROSE_PASSWORD_ANCHORS)
# The same words or ``pw`` as a word of its own (not inside ``pwd`` or ``upward``).
_PASSWORD_OR_PW_ANCHORS = (*_PROSE_PASSWORD_ANCHORS, b"pw")
_PASSWORD_OR_PW = rb"(?i:" + _PROSE_PASSWORD + rb"|(?<![a-z])pw(?![a-z]))"
# Wi-Fi as scripts beyond Latin spell it: Arabic (one word or two; ``الويفي`` holds the first),
# Persian (with a zero-width non-joiner between its halves, or neither), Urdu, Russian and
# Ukrainian, Korean, Thai, Hindi and Amharic.
_WIFI_BEYOND_LATIN = tuple(
    word.encode()
    for word in (
        "ويفي", "واي فاي", "وايفاي", "وای فای", "وای\u200cفای", "وایفای", "وائی فائی", "вайфай",
        "вай-фай", "вай фай",
        "와이파이", "ไวไฟ", "वाईफाई", "वाई-फाई", "ዋይፋይ", "വൈഫൈ",
    )
)  # fmt: skip
# Wi-Fi's name, which a sign, a note or a chat gives a network's key after.
_WIFI = rb"(?i:wi-?fi|" + b"|".join(re.escape(word) for word in _WIFI_BEYOND_LATIN) + rb")"
_WIFI_ANCHORS = (b"wifi", b"wi-fi", *_WIFI_BEYOND_LATIN)
# What a Wi-Fi key's rules start from: Wi-Fi's name, WPA's or WLAN's.
_WIFI_KEY_ANCHORS = (*_WIFI_ANCHORS, b"wpa", b"wlan")
# The word for key in Hungarian, Polish, Czech, German (as typed without its umlaut too),
# Dutch, Swedish, Norwegian, Danish, Finnish, Italian, Turkish, Russian and Ukrainian (a Wi-Fi
# network's: ``WPA2 kulcs``; a till's AES key: ``AES-Schluessel=…``), in small letters.
_KEY_WORD_ANCHORS = tuple(
    word.encode()
    for word in (
        "kulcs", "klucz", "klíč", "schlüssel", "schluessel", "sleutel", "nyckel", "nøkkel",
        "nøgle", "avain", "chiave", "anahtar", "ключ",
    )
)  # fmt: skip
_KEY_WORDS = b"|".join(_KEY_WORD_ANCHORS)
# The word for a Wi-Fi network's key: code, key, clé (and as typed without its accent, and in
# Haitian Creole), pass, PSK, and the languages' of ``_KEY_WORDS``.
_WIFI_KEY_WORD = rb"(?i:code|key|cl\xc3\xa9|cle|kle|pass|psk|" + _KEY_WORDS + rb")"
# The key after its label's colon or equals sign, perhaps quoted.
_WIFI_KEY_VALUE = rb"[ \t]*[:=][ \t]*[\"']?([^\s\"']{8,64})"
# The word for a user's name, login or account in the languages chats are written in.
_USER_WORDS = (
    "username", "user", "utente", "usuario", "utilizador", "utilisateur", "benutzer",
    "gebruiker", "użytkownik", "uzytkownik", "kullanıcı", "kullanici", "login", "логин",
    "пользователь", "用户名", "用户", "ユーザー名", "ユーザー", "아이디", "사용자",
    "account", "compte", "cuenta", "konto", "账号", "帳號", "アカウント", "계정",
    "korisnik", "корисник", "kasutaja", "käyttäjä", "bruker", "brugernavn", "användare",
    "felhasználó", "uživatel", "utilizator", "pengguna", "χρήστης", "משתמש", "مستخدم",
)  # fmt: skip
_USER_ANCHORS = tuple(word.encode().lower() for word in _USER_WORDS)
_USER = rb"(?i:" + "|".join(_USER_WORDS).encode() + rb")"
# The word for password in the scripts that write a clause without spaces (Chinese, Japanese,
# Korean), which a value in ASCII may follow with no space or colon (``密码LongmenBaojing150``),
# after a copula or a topic's particle (``密码是…``, ``パスワードは…``, ``비밀번호는 …``).
_CJK_PASSWORD_WORDS = ("密码", "密碼", "口令", "パスワード", "暗証番号", "비밀번호", "암호", "비번")
_CJK_PASSWORD = "|".join(_CJK_PASSWORD_WORDS).encode()
_CJK_PARTICLE = "|".join(("是", "为", "為", "は", "는", "은", "이")).encode()


# A character beyond ASCII, in UTF-8: a lead byte and its continuation bytes.
_BEYOND_ASCII = rb"[\xc0-\xff][\x80-\xbf]{1,3}"
# A word of a sentence, in any script: up to 20 letters, digits, apostrophes and hyphens.
_WORD = rb"(?:[\w'-]|" + _BEYOND_ASCII + rb"){1,20}"
# A word's ending after a password's word, in any script (``Kodeordet``, ``lykilorðið``,
# ``sandinya``).
_ENDING = rb"(?:\w|" + _BEYOND_ASCII + rb"){0,3}"
# A password's word and its value next to it, with no word or colon between (after a colon,
# the labelled rules judge it).
_NEXT_TO_WORD = re.compile(_PASSWORD_OR_PW + _ENDING + rb"[ \t]+[`\"'*]{0,2}")
# After a credential's word in prose: up to eight words (in any script: a clause and the next
# sentence's opening, ``passordet ble byttet i går. Det nye er …``), then the first word of
# eight characters or more that holds a digit (a password's, as ``all_classes`` asks), quoted
# or not.
_NEARBY_VALUE = (
    rb"[,.;]?(?:[ \t]+" + _WORD + rb"[,.:]?){0,8}?[ \t]+"
    rb"[`\"'*]{0,2}(?=[^\s\"'`]*[0-9])((?:[^\s\"'`*]|\*(?=[^\s\"'`*])){8,64})"
)


# A password word's ending in any script (``Passwortes``, ``sandinya``), letters only: not
# another word of a name (``password_file``, ``passwordHash``).
_LETTER_ENDING = rb"(?:[a-z]|" + _BEYOND_ASCII + rb"){0,3}"
# After a password's name: a colon, an equals sign, an arrow (``pw -> …``), a dash between
# spaces (a chat's ``પાસવર્ડ - …``) or a space, then one value, quoted or not, that ends its
# line (a comma or semicolon after it) or its clause (a dash: ``пароль … — только для своих``,
# or a note in parentheses: ``Contrasenya: … (s'ha de canviar)``), or a command's option
# (``--user_pass=… --allow-root``);
# or a colon ending the line and the value alone on the next.
_LABELLED_VALUE = (
    rb"(?:[ \t]*(?:[:=]|->|=>|\xe2\x86\x92)[ \t]*|[ \t]+(?:(?:-|\xe2\x80[\x93\x94])[ \t]+)?"
    rb"|[ \t]*:[ \t]*\r?\n[ \t]*)"
    rb"[`\"']?([^\s\"'`]{7,63}[^\s\"'`,;])[`\"']?[,;]?[ \t]*"
    rb"(?=\r?\n|$|[ \t]*\xe2\x80[\x93\x94][ \t]|[ \t]+-[ \t]|[ \t]+\(|[ \t]+--[a-z]"
    # (or, quoted, the next key of an object written on one line, or its end)
    rb"|(?<=[\"'],)[ \t]*[\"'][\w-]{1,40}[\"'][ \t]*:|(?<=[\"'])[ \t]*\})"
)


def _labelled_password(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A value a password's name gives that a person could have chosen, that code does not
    compute and that is no URL (one with a password in it has rules of its own); the name no
    variable's that a shell or a template expands (``$API_PASSWORD https://…``), and no word
    after the password's in the name that makes the value something else (``password_hash``,
    ``senha_changed``; ``senha_app`` is a password; ``pre-shared-key`` is one name). After
    Vietnamese ``mk``, which is also Macedonian's language code (``mk: Macedonian``), only a
    value that shows a person's choice (``_labelled_live``), and with no colon only where it
    opens a chat's message."""
    last = _last_name_word(match)
    named = last in _NOT_THE_PASSWORD or last in _REFERENCE_WORDS or last in _NOT_A_VALUE
    label = match.group(0).lower()
    if named and not label.startswith(b"pre-shared-key"):
        return False
    if label.startswith(b"mk"):
        colon = label[2:3] == b":"
        if not _labelled_live(match, rescan) or not (colon or _opens_chat_message(match)):
            return False
    return _label_gives(match, _value(match))


# Words after a password's in a name that make the value a fact about it (``password_changed:
# 2024-01-01``).
_NOT_A_VALUE = frozenset(
    b"changed updated created date age min max last enabled required set count".split()
)


def _labelled_live(match: re.Match[bytes], rescan: Rescan) -> bool:
    """Of a labelled value the check (``_labelled_password``) passed, one no page shows as an
    example: it shows a person's choice (``shows_choice``) and holds a digit (a page's
    examples are words: ``apples@oranges``), no protocol's or algorithm's name (``HTTP/1.1``),
    so that personal notes in Markdown (an Obsidian vault, a handover page) count; or any
    value where the label opens a chat message (a chat exported as Markdown: no page's
    example has a sender and a time)."""
    return _opens_chat_message(match) or _noted_choice(_value(match))


def _noted_choice(value: bytes) -> bool:
    """A value that shows a person's choice (``shows_choice``) and holds a digit, and no
    protocol's or algorithm's name, or a keyboard walk beside a word (``walk_and_word``):
    what personal notes hold and a page's examples do not."""
    return walk_and_word(value) or (
        _DIGIT_IN.search(value) is not None and not technical_name(value) and shows_choice(value)
    )


_DIGIT_IN = re.compile(rb"[0-9]")


def _label_gives(match: re.Match[bytes], value: bytes) -> bool:
    """Whether ``value``, after the password's name ``match`` starts in, is one a person could
    have chosen (``labelled_password``), no URL and nothing code computes, and the name no
    variable a shell or a template expands."""
    return (
        not _expanded_name(match)
        and b"://" not in value
        and not _computed(match)
        and (
            labelled_password(value) or _wifi_digits(match, value) or _set_apart_once(match, value)
        )
    )


def _set_apart_once(match: re.Match[bytes], value: bytes) -> bool:
    """Whether ``value`` is letters alone said once (``_lone_letters``: not
    ``DB_PASSWORD=adempiere`` beside ``DB_USER=adempiere``), set apart from its label by a
    colon, an equals sign or an arrow (not a heading's next word: ``Password expiration``), or
    capitalised where the label opens a chat message (``clave Brangusnovillo``; not ``passwort
    vergessen``), on a line no comment mark opens (a shipped default left commented:
    ``;Password = wealllikedebian``)."""
    text = match.group(0)
    opening = text[: text.rfind(value)]
    before = opening.rstrip(b" \t\r\n\"'`")
    explicit = before.endswith((b":", b"=", b">", "\u2192".encode(), "\uff1a".encode()))
    if not explicit and not _chosen_in_chat(match, value):
        return False
    if before.endswith(b"=") and opening.endswith(b"'"):
        return False  # code's literal, or a table's cell as the view writes it: a fixture's
    if _COMMENT_OPENING.match(_line_before(match)):
        return False
    return _lone_letters(match, value)


def _chosen_in_chat(match: re.Match[bytes], value: bytes) -> bool:
    """Whether ``value`` is one capitalised word, no word of a language (``language_word``:
    ``Nenosiri ni kisumuchapati``), or its label is in a script beyond Latin (a sentence's word
    in a chat is none of them: ``wachtwoord is veranderd``), and ``match`` opens a chat message
    (``_opens_chat_message``: ``[22.08.2026 17:07] Ola: …``, ``관리자 비번 …``)."""
    return _opens_chat_message(match) and (
        _CAPITALISED.fullmatch(value) is not None
        or _beyond_latin(match.group(0))
        or _unworded_letters(value)
    )


def _unworded_letters(value: bytes) -> bool:
    """Letters a person chose (``letters_password``) that no language has as a word
    (``language_word``)."""
    return letters_password(value) and not language_word(value)


def _opens_chat_message(match: re.Match[bytes]) -> bool:
    """Whether ``match`` opens a chat message, perhaps after one word: its line holds only the
    sender's prefix before it, with a time, a bracket or a name beyond ASCII."""
    opening = _line_before(match)
    if not _CHAT_MESSAGE_END.search(opening):
        opening = _LAST_WORD.sub(b"", opening)
    return bool(_CHAT_MESSAGE_END.search(opening) and _CHAT_SENDER.search(opening))


_CAPITALISED = re.compile(rb"[A-Z][a-z]+")
# A line's last word and the space after it.
_LAST_WORD = re.compile(rb"[^\s:]{1,24}[ \t]+\Z")


def _beyond_latin(text: bytes) -> bool:
    """Whether ``text`` holds a letter of a script beyond Latin (Greek, Cyrillic, Arabic,
    Hangul…), whose words a value of ASCII letters after it is none of (``관리자 비번
    sojusamgak``); Vietnamese's letters (Latin Extended Additional) are Latin."""
    return any(
        char.isalpha() and ord(char) >= 0x370 and not 0x1E00 <= ord(char) <= 0x1EFF
        for char in text.decode("utf-8", "replace")
    )


def _lone_letters(match: re.Match[bytes], value: bytes) -> bool:
    """Letters alone that a person chose (``letters_password``), said once in the file whatever
    their case: a word said again is a name (``postgres://postgres:postgres@…``)."""
    if not letters_password(value):
        return False
    return len(re.findall(re.escape(value), match.string, re.IGNORECASE)) == 1


# A comment mark at a line's start: shells', INI files' (``;``), C's and SQL's.
_COMMENT_OPENING = re.compile(rb"[ \t]*(?:#|;|//|--|/\*)")


def _wifi_digits(match: re.Match[bytes], value: bytes) -> bool:
    """Digits a person chose as a Wi-Fi network's key (a phone number: ``0974603997``), where
    the label's line or the line above it names Wi-Fi: 8 to 20 digits, six of them distinct,
    no counting run."""
    if not _key_digits(value):
        return False
    line_start = match.string.rfind(b"\n", 0, match.start())
    above = match.string.rfind(b"\n", 0, max(0, line_start)) + 1
    return _WIFI_NAMED.search(match.string, above, match.end()) is not None


def _key_digits(value: bytes) -> bool:
    """Digits a person could have chosen as a Wi-Fi key: 8 to 20, six of them distinct, no
    counting run."""
    if not _KEY_DIGITS.fullmatch(value) or len(set(value)) < 6:
        return False
    return _COUNTING_RUN.search(value) is None


# A WPA key of digits (eight at least), and Wi-Fi named: ``Wi-Fi``, ``WiFi``, ``WLAN``.
_KEY_DIGITS = re.compile(rb"[0-9]{8,20}")
_WIFI_NAMED = re.compile(_WIFI + rb"|(?i:wlan)")


def _expanded_name(match: re.Match[bytes]) -> bool:
    """Whether the name the match starts inside is a variable a shell or a template expands
    (``$API_PASSWORD``, ``%DB_PASSWORD%``, ``{password}``), not one a statement assigns
    (PHP's, Perl's and PowerShell's ``$passPhrase = '…';``)."""
    name = _NAME_BEFORE.search(match.string, max(0, match.start() - 64), match.start())
    if name is None or name.group(1) not in (b"$", b"%", b"{"):
        return False
    line_start = match.string.rfind(b"\n", 0, name.start()) + 1
    statement = not match.string[line_start : name.start()].strip()
    assigned = _ASSIGNED_NAME.match(match.string, name.end())
    return not (name.group(1) == b"$" and statement and assigned)


# The name a match starts inside, and the character before it.
_NAME_BEFORE = re.compile(rb"(.?)[\w.-]*\Z")
# The rest of a variable's name and an assignment to it (not a comparison).
_ASSIGNED_NAME = re.compile(rb"[\w.-]*[ \t]*=(?![=~>])")


def _password_alone_in_reply(match: re.Match[bytes], rescan: Rescan) -> bool:
    """One of the (up to eight) lines after a line that names a password is a chat's message
    that is one value a person chose (``CHOSEN_MARK``, ``labelled_password``), its prefix a
    chat's (``_CHAT_SENDER``) or none (a line of its own, not indented: no decorator or
    statement of code). Each line is judged: a reply before the value (``ahí va``, a Thai
    ``I'll send it``) does not end the search. Where the line names Wi-Fi, a message of digits
    a person chose as its key counts too (``_key_digits``: a phone number)."""
    wifi = _WIFI_NAMED.search(match.string, match.start(), match.start(1)) is not None
    lines = match.group(1).splitlines()
    return any(_reply_value(line, wifi=wifi) for line in lines) or _first_reply(
        next((line for line in lines if line.strip()), b"")
    )


def _first_reply(line: bytes) -> bool:
    """Whether ``line``, the message right after one that names a password, gives a value a
    person chose among its first three words, after a word or two at most, whatever follows
    (``azertyGoogly hai. Kisi ko mat batana``, ``Pakistan67 hai.``, ``Claro. Es
    0746Vitola``): one that shows the choice (``_chosen_shape``); or, the whole message,
    letters that no language has as a word (``language_word``: ``Sigrid: takeonme``, not
    ``Ravi: Grantangi``'s thanks further on; in a sentence, a word of a language no list
    holds reads the same: ``Nitakupigia simu``), perhaps with a digit or a few after them
    (``ohemaaayekoo7``)."""
    found = _CHAT_MESSAGE.fullmatch(line)
    if found is None or not _CHAT_SENDER.search(found.group(1)):
        return False
    words = found.group(2).split()
    if len(words) == 1 and _letters_no_word(words[0]):
        return True
    for word in words[:3]:
        if _chosen_shape(word.rstrip(b".,!")):
            return True
        if len(word) > _LEAD_WORD:
            return False
    return False


# The longest word before the value of a first reply (``Claro.``, ``Es``, ``Ni``).
_LEAD_WORD = 12


def _letters_no_word(value: bytes) -> bool:
    """Letters no language has as a word (``_unworded_letters``), perhaps with up to four
    digits after them."""
    letters = value.rstrip(b"0123456789")
    return len(value) - len(letters) <= 4 and _unworded_letters(letters)


# A chat message after its sender's prefix (then a colon, or a tab).
_CHAT_MESSAGE = re.compile(rb"([^\s][^\n]{0,127}?)(?::[ \t]+|\t)([^\n]{1,200}?)[ \t]*\r?")


def _paired_password(match: re.Match[bytes], rescan: Rescan) -> bool:
    """The password of a login a clause tells: one a person chose that shows it
    (``_chosen_shape``), a random one, or letters alone said once (``_lone_letters``) that no
    language has as a word (``morningbunsmor``, not a page's ``wonderland``)."""
    value = _sentence_value(match)
    if _chosen_shape(value) or random_looking(value):
        return True
    return _lone_letters(match, value) and not language_word(value)


# A copula between a login's word and its value ("user is admin", "usuario es admin").
_PAIR_COPULA = rb"(?:[ \t]+(?i:is|es|ist|est|er|je|on))?"


def _sent_after_login(match: re.Match[bytes], rescan: Rescan) -> bool:
    """One of the (up to three) chat messages after one that gives a user name is one value a
    person chose, with its sender's prefix (not a configuration's next line:
    ``skip-external-locking`` after ``user = mysql``)."""
    return any(_reply_value(line, sent=True) for line in match.group(1).splitlines())


def _sent_at_a_time(match: re.Match[bytes], rescan: Rescan) -> bool:
    """One of the lines after the match's is a chat's message of one value a person chose,
    its sender's prefix with a time: no page's example (a chat exported as Markdown)."""
    return any(_reply_value(line, timed=True) for line in match.group(1).splitlines())


# A line that is a chat message of one value (after a word or a few, the last perhaps with a
# colon: "c'est …", "es …", "نعم الجديدة: …", and perhaps a user and a slash: "use gate2 / …"),
# with its sender's prefix (then a colon, a tab as LINE's export writes it, or a space after a
# bracket as KakaoTalk's PC export writes ``[강 도윤] [오후 1:45] …``), or a value alone;
# or a chat exported as CSV, the message its row's last cell, quoted (Viber's
# ``Date,Time,Sender Name,Sender Phone #,Text``); a note in parentheses may follow the value
# (``Herondrift#157 (con la maiuscola)``), or a word of a script beyond Latin (Korean's and
# Japanese's copula after it: ``SAGWA2018 입니다``); a direction mark may open the value, as
# WhatsApp writes one before each message of a chat in Hebrew or Arabic.
_REPLY_LINE = re.compile(
    rb"(?:([^\s][^\n]{0,127}?)(?::[ \t]+|\t|(?<=\])[ \t]+))?"
    rb"(?:(?:[\w']|[\x80-\xff]){1,24}:?[ \t]+){0,4}?(?:[\w.@+-]{2,64}[ \t]+/[ \t]+)?"
    rb"(?:\xe2\x80[\x8e\x8f])?((?=[\x21-\x7e])[^\s@*#-][^\s]{7,63})(?:[ \t]+\([^\n]{0,60}\)"
    rb"|[ \t]+(?:" + _BEYOND_ASCII + rb"){1,8})?[ \t]*\r?"
    rb'|([^\s",][^\n]{0,99}),"((?=[\x21-\x7e])[^\s"@*#-][^\s"]{7,63})"\r?'
)


def _reply_value(
    line: bytes, *, sent: bool = False, timed: bool = False, wifi: bool = False
) -> bool:
    """Whether ``line`` is a chat's message of one value a person chose (``_REPLY_LINE``),
    after its sender's prefix, or alone on its line unless ``sent`` asks for a sender (or
    ``timed`` for one with a time); digits too where ``wifi`` says a Wi-Fi key is asked for
    (``_key_digits``)."""
    found = _REPLY_LINE.fullmatch(line)
    if found is None:
        return False
    prefix, value = found.group(1, 2) if found.group(2) else found.group(3, 4)
    if prefix is None and (sent or timed):
        return False
    if prefix is not None and not _CHAT_SENDER.search(prefix):
        return False
    if timed and not _CHAT_TIME.search(prefix or b""):
        return False
    if b"," in value or _ADDRESS.search(value):
        return False  # a table's row, an address
    if prefix is None and _PROPERTY_LINE.match(value):
        return False  # a calendar's or a contact card's property (``UID:…``), no reply
    return _chosen_shape(value) or (wifi and prefix is not None and _key_digits(value))


# A property line of iCalendar or vCard (RFC 5545, 6350): its name in capitals, then a colon or
# its parameters.
_PROPERTY_LINE = re.compile(rb"[A-Z][A-Z0-9-]*[:;]")


def _chosen_shape(value: bytes) -> bool:
    """A value a person chose (``labelled_password``) that shows it (``shows_choice``)."""
    return shows_choice(value) and labelled_password(value)


_ADDRESS = re.compile(rb"[\w.+-]@[\w-]+\.[\w.-]")


# A chat message's sender as exports write it before the text: with its time or date, in
# brackets, or a name beyond ASCII.
_CHAT_TIME = re.compile(rb"[0-9][:.][0-9]{2}")
_CHAT_SENDER = re.compile(_CHAT_TIME.pattern + rb"|[\x80-\xff]|\]")


def _wifi_key(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A Wi-Fi network's key that a person chose (``_chosen_shape``), or letters alone set apart
    and said once (``WPA2`` / ``Key=ABBAGOLD``)."""
    value = _sentence_value(match)
    return _chosen_shape(value) or _set_apart_once(match, value)


def _declared_secret(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A value its file declares secret, whatever it looks like: not a template or a
    placeholder (``{{client_secret}}``, ``your-api-key``)."""
    return not placeholder(_value(match), 8)


def _commented_credential(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A random literal (a generated token, a UUID) whose comment names a credential, and no
    word of the comment makes it public or something else (``// public key``, ``# key id``)."""
    words = set(_COMMENT_WORD.findall(match.group(2).lower()))
    return (
        bool(words & _CREDENTIAL_COMMENT)
        and not words & _NOT_A_CREDENTIAL
        and random_looking(_value(match), min_length=16)
    )


_COMMENT_WORD = re.compile(rb"[a-z]+")
_CREDENTIAL_COMMENT = frozenset(b"key secret token password passwd apikey".split())
_NOT_A_CREDENTIAL = frozenset(
    b"public publishable id ids name url uri path file hash checksum digest fingerprint "
    b"example sample test fake dummy placeholder version uuid guid".split()
)


def _mapped_password(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A user's entry in a table of users that is a password: random, or one a person chose."""
    value = _value(match)
    return random_looking(value) or _marked_choice(value)


# Blank lines and comment lines at a file's start.
_COMMENT_LINES = rb"(?:[ \t]*(?:#[^\n]*)?\r?\n)*"


def _qualified_password(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A value after a password's word and a qualifier that keeps it the password (no
    ``hash``, ``hint`` or ``file``), as ``_labelled_password`` judges it (random, after a
    long qualifier)."""
    qualifier = match.group(1).split()
    words = {word.strip(b"()'/-").lower() for word in qualifier}
    if len(qualifier) > _FEW_WORDS and not random_looking(match.group(2)):
        return False
    return not words & _NOT_THE_PASSWORD and _label_gives(match, match.group(2))


# The most words that qualify a password before a value a person chose; after more (``Admin
# password ng HMI (pang-set ng temp ng blast freezer):``, up to eight), only a random one.
_FEW_WORDS = 3


# Words after a password's that make the value something else than the password.
_NOT_THE_PASSWORD = frozenset(
    b"hash hashed hashes digest salt file path url uri length len policy policies reset field "
    b"hint question prompt label format manager strength rule rules expiry expires expiration "
    b"encrypted encryption algorithm type env variable var name id key".split()
)


def _path_key(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A random key, hex or of both cases and digits (after a word of the path, only the
    latter: a digest names what a path reads), with no run of six characters that counts up
    (``0123456789abcdef…``, as documentation writes a key)."""
    value = _value(match)
    if _COUNTING_RUN.search(value.lower()):
        return False
    if match.group(2) is not None:
        return generated_token(value, mixed_case=True)
    return generated_hex(value) or generated_token(value, mixed_case=True)


_COUNTING_RUN = re.compile(
    b"|".join(re.escape(b"0123456789abcdefghijklmnopqrstuvwxyz"[i : i + 6]) for i in range(31))
)


def _random_or_chosen(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A password a file or a script gives where only a password stands: random, or one a
    person chose, letters alone too if said once (``_lone_letters``)."""
    value = _value(match)
    return random_looking(value) or labelled_password(value) or _lone_letters(match, value)


# The most a note that gives a login holds.
_NOTE_BYTES = 400


def _note_login_pair(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A short note (the match: all of it) with a line that is a value a person could have
    chosen, with a capital and a digit or a symbol (``Rolorolo24``, ``priya&bruno2016``),
    right after a line that is a user name or an address, perhaps labelled (``user:
    frontdesk``): not a list's next name (``jonas.nyberg``, ``requests2``) or the same word."""
    lines = [line.strip() for line in match.group(0).splitlines()]
    return any(_login_pair(above, line) for above, line in pairwise(lines))


def _login_pair(above: bytes, line: bytes) -> bool:
    """Whether two lines of a note are a user name and that user's chosen password."""
    user = _NOTE_USER.fullmatch(above)
    return (
        user is not None
        and _NOTE_VALUE.fullmatch(line) is not None
        and not line.lower().startswith(user.group(1).lower())
        and _marked_choice(line)
    )


# A note's line that is a user name or an address, perhaps after its label; and one that may
# be a password, opening with a letter or a digit (not an ignore file's ``.coverage*``).
_NOTE_USER = re.compile(rb"(?:" + _USER + rb"[ \t]*:[ \t]*)?([a-z0-9][a-z0-9._@+-]{2,63})")
_NOTE_VALUE = re.compile(rb"[A-Za-z0-9][^\s]{7,63}")


def _marked_choice(value: bytes) -> bool:
    """A value a person chose (``labelled_password``) that shows it (``CHOSEN_MARK``)."""
    return CHOSEN_MARK.search(value) is not None and labelled_password(value)


def _told_code(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A code a sentence gives that no name in code has the shape of: words and a number
    joined by a symbol (``Heron1250_nimbus``, ``Cinder1699#drift``; ``testCase12`` and
    ``math.MaxUint32`` are names), or a generator's password."""
    value = _sentence_value(match)
    return (_joined_words(value) or generated_password(value)) and not _marked_before(match)


def _prefixed_generated(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A short lower-case prefix before the underscore, standing alone, and after it a token
    only a generator writes, of both cases and digits."""
    underscore = match.start()
    if not _TOKEN_PREFIX.search(match.string, max(0, underscore - 8), underscore):
        return False
    return generated_token(match.group(1), mixed_case=True)


# A provider's prefix before a token's underscore (``ghp``, ``shpat``, ``r8``), not the end of
# a longer name.
_TOKEN_PREFIX = re.compile(rb"(?<![\w-])[a-z][a-z0-9]{1,7}\Z")


def _word_before(head: re.Pattern[bytes], reach: int) -> Check:
    """A check for a rule whose match starts inside a password, at the anchor its scan found:
    ``head`` ends where the match starts, within ``reach`` bytes before it, and the whole of
    it and the match is a password ``word_and_number`` takes."""

    def check(match: re.Match[bytes], rescan: Rescan) -> bool:
        start = match.start()
        found = head.search(match.string, max(0, start - reach), start)
        return found is not None and word_and_number(match.string[found.start() : match.end()])

    return check


def _word_and_number(match: re.Match[bytes], rescan: Rescan) -> bool:
    """The match is a password ``word_and_number`` takes: no key's size, no placeholder."""
    return word_and_number(match.group(0))


# What joins a token to the one before it: a letter, a digit, a name's, a path's or an
# address's separators.
_JOINING = rb"[\w.@/\\$%&+~-]"

# The word or words and the number up to its last digit, after nothing that joins them to a
# token before: "Summer202", "Rollo_199", "grouseKestrel213", "PEBBLE788".
_TYPED_HEAD = re.compile(
    rb"(?<!" + _JOINING + rb")"
    rb"(?:[A-Z][a-z]{3,}(?:[A-Z][a-z]{3,}){0,2}|[A-Z]{4,}|[a-z]{3,}(?:[A-Z][a-z]{3,}){1,2})"
    rb"[._-]?[0-9]{1,3}\Z"
)

# A word of four to twelve letters and digits, a digit or more between two letters, three
# letters at least and a capital among them (``log4j#123`` is an issue), after nothing that
# joins it to a token before: "B3ll0ws", "C0ch0nn3t", "W4lnut", "zaq1ZAQ".
_LEET_HEAD = re.compile(
    rb"(?<!" + _JOINING + rb")"
    rb"(?=[A-Za-z0-9]*[A-Za-z][0-9]+[A-Za-z])(?=(?:[0-9]*[A-Za-z]){3})(?=[a-z0-9]*[A-Z])"
    rb"[A-Za-z0-9]{4,12}\Z"
)

# A capitalised word after nothing that joins it to a token before: "Zephyr", "Tilly".
_CAPITALISED_HEAD = re.compile(rb"(?<!" + _JOINING + rb")[A-Z][a-z]{3,15}\Z")

# Months and seasons in the languages people set passwords in (those of Europe, Turkish and
# Indonesian), capitalised as a password's first word is: "Summer2024", "Hiver2024.",
# "March6520", "Agosto3478", "Mayo.639", "Talvi2020", "Październik2024". Not "Mars", a
# planet's name (and a rover's, Mars2020) before a month's, nor "Maj" or "Yaz": too short.
_MONTHS_AND_SEASONS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December", "Spring", "Summer", "Autumn", "Fall", "Winter", "Janvier",
    "Février", "Fevrier", "Avril", "Mai", "Juin", "Juillet", "Août", "Aout", "Septembre",
    "Octobre", "Novembre", "Décembre", "Decembre", "Printemps", "Été", "Automne", "Hiver",
    "Enero", "Febrero", "Marzo", "Abril", "Mayo", "Junio", "Julio", "Agosto", "Septiembre",
    "Octubre", "Noviembre", "Diciembre", "Primavera", "Verano", "Otoño", "Invierno", "Januar",
    "Februar", "März", "Juni", "Juli", "Oktober", "Dezember", "Sommer", "Herbst", "Frühling",
    "Gennaio", "Febbraio", "Aprile", "Maggio", "Giugno", "Luglio", "Settembre", "Ottobre",
    "Dicembre", "Estate", "Autunno", "Inverno", "Januari", "Februari", "Maart", "Mei",
    "Augustus", "Zomer", "Herfst", "Desember", "Sommar", "Vinter", "Janeiro", "Fevereiro",
    "Março", "Maio", "Junho", "Julho", "Setembro", "Outubro", "Dezembro", "Verão", "Outono",
    "Tammikuu", "Helmikuu", "Maaliskuu", "Huhtikuu", "Toukokuu", "Kesäkuu", "Heinäkuu", "Elokuu",
    "Syyskuu", "Lokakuu", "Marraskuu", "Joulukuu", "Talvi", "Kevät", "Kesä", "Syksy", "Jaanuar",
    "Veebruar", "Märts", "Aprill", "Juuni", "Juuli", "Oktoober", "Detsember", "Talv", "Kevad",
    "Suvi", "Sügis", "Styczeń", "Luty", "Marzec", "Kwiecień", "Czerwiec", "Lipiec", "Sierpień",
    "Wrzesień", "Październik", "Listopad", "Grudzień", "Zima", "Wiosna", "Lato", "Jesień",
    "Leden", "Únor", "Březen", "Duben", "Květen", "Červen", "Červenec", "Srpen", "Září", "Říjen",
    "Prosinec", "Jaro", "Léto", "Podzim", "Siječanj", "Veljača", "Ožujak", "Travanj", "Svibanj",
    "Lipanj", "Srpanj", "Kolovoz", "Rujan", "Studeni", "Prosinac", "Proljeće", "Ljeto", "Jesen",
    "Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim",
    "Kasım", "Aralık", "İlkbahar", "Sonbahar", "Január", "Február", "Március", "Április",
    "Május", "Június", "Július", "Augusztus", "Szeptember", "Október", "Tavasz", "Nyár",
    "Ianuarie", "Februarie", "Martie", "Aprilie", "Iunie", "Iulie", "Septembrie", "Octombrie",
    "Noiembrie", "Decembrie", "Iarna", "Vara", "Primăvara", "Toamna", "Janvāris", "Februāris",
    "Marts", "Aprīlis", "Maijs", "Jūnijs", "Jūlijs", "Augusts", "Septembris", "Oktobris",
    "Novembris", "Decembris", "Ziema", "Pavasaris", "Vasara", "Rudens", "Sausis", "Vasaris",
    "Kovas", "Balandis", "Gegužė", "Birželis", "Liepa", "Rugpjūtis", "Rugsėjis", "Spalis",
    "Lapkritis", "Gruodis", "Žiema", "Ruduo", "Forår", "Efterår", "Høst", "Höst", "Maret",
    "Agustus", "Geimhreadh", "Samhradh", "Earrach", "Fómhar", "Eanáir", "Feabhra", "Márta",
    "Aibreán", "Bealtaine", "Meitheamh", "Lúnasa", "Ionawr", "Chwefror", "Mawrth", "Ebrill",
    "Mehefin", "Gorffennaf", "Awst", "Medi", "Hydref", "Tachwedd", "Rhagfyr", "Gaeaf", "Gwanwyn",
    "Janúar", "Febrúar", "Apríl", "Júní", "Júlí", "Ágúst", "Nóvember", "Vetur", "Sumar", "Haust",
)  # fmt: skip


def _reply_password(match: re.Match[bytes], rescan: Rescan) -> bool:
    """The reply's last word is a password no text has the shape of (``_unnamed_password``)
    or another form people type; the asking word is a word, not letters inside a token, and
    the reply no HTTP ``Basic`` value, which decodes to what it holds (``encoded-credential``
    reads it)."""
    if _inside_token(match.string, match.start()):
        return False
    if _BASIC_BEFORE.search(match.string, max(0, match.start(1) - 8), match.start(1)):
        return False
    return _typed(match) or _unnamed_password(_sentence_value(match), token_length=16)


_BASIC_BEFORE = re.compile(rb"(?i:basic)[ \t]+\Z")


def _unnamed_token(match: re.Match[bytes], rescan: Rescan) -> bool:
    """``_unnamed_password`` of 12 characters or more, the captured value."""
    return _unnamed_password(_value(match), token_length=12)


def _joined_words(value: bytes) -> bool:
    """Words and a number joined as people remember a password, a symbol among the joints."""
    return memorable_password(value) and _JOINER.search(value) is not None


def _unnamed_password(value: bytes, token_length: int) -> bool:
    """A password no name beside it needs to tell: a generator's, words and a number joined by
    a symbol, or a generated token of both cases of ``token_length`` or more that is no name in
    code."""
    if generated_password(value) or _joined_words(value):
        return True
    token = generated_token(value, min_length=token_length, mixed_case=True)
    return token and not (_shaped(value) or _identifier(value))


# A symbol joining a password's parts; a dot only beside the number (``Fennel8433.russet``),
# as a dot between words joins a name in code (``math.MaxUint32``).
_JOINER = re.compile(rb"[^A-Za-z0-9.]|(?<=[0-9])\.|\.(?=[0-9])")


# Words a sentence runs on with, which no generator's passphrase list holds.
_FUNCTION_WORDS = frozenset(
    b"the and for with you are not but all any can has have must should will our your their"
    b" this that then than from into when only also more less least most some each like use"
    b" used uses user users same new old set get one two three four five six ten".split()
)


def _spaced_passphrase(match: re.Match[bytes], rescan: Rescan) -> bool:
    """Words a generator draws for a passphrase (no word a sentence runs on with) and a
    number, spaced as the generator spaces them (``quince skylark marigold 33``)."""
    words = match.group(1).split()[:-1]
    return len(set(words)) == len(words) and not _FUNCTION_WORDS.intersection(words)


_KEYPAD_ANCHORS = (
    b"keypad",
    b"code lock",
    b"code-lock",
    *(
        b"%s%scode" % (what, joint)
        for what in (b"gate", b"door", b"alarm", b"lock", b"access", b"entry", b"key", b"pin")
        for joint in (b" ", b"-", b"")
    ),
)


def _keypad_code(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A door's or gate's code of six digits or more, not one that counts up or repeats a
    digit (``123456``, ``000000``) or a span of years (``2024-2025``)."""
    if _YEARS.fullmatch(match.group(1)):
        return False
    digits = bytes(c for c in match.group(1) if 48 <= c <= 57)
    return len(set(digits)) > 2 and digits not in b"01234567890" and digits not in b"9876543210"


_YEARS = re.compile(rb"(?:19|20)[0-9]{2}-(?:19|20)?[0-9]{2}")


_APP_PASSWORD_ANCHORS = tuple(
    b"app%s%s%s" % (joint, specific, word)
    for joint in (b" ", b"-", b"_", b"")
    for specific in (b"", b"specific ", b"specific-", b"specific_")
    for word in (b"password", b"pw")
)


def _google_app_password(match: re.Match[bytes], rescan: Rescan) -> bool:
    """Sixteen small letters in Google's groups of four, drawn as an app password is
    (``drawn_letters``, as for Apple's): not words of a sentence."""
    return drawn_letters(_value(match).replace(b" ", b""))


def _random_hex(match: re.Match[bytes], rescan: Rescan) -> bool:
    """Hex digits a generator drew (``generated_hex``), not a run of one digit."""
    return generated_hex(_value(match), 16)


def _exported_password(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A password an export holds: one word (``in Bitwarden``, ``card reader`` are a sheet's
    notes), not placeholder words (``changeme``) or a reference."""
    value = match.group(1)
    if b" " in value or b"\t" in value or value.startswith((b"$", b"{{", b"<")):
        return False
    return not placeholder(value, 1)


def _written_credential(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A generated value written into a file whose name says it holds a credential."""
    name = match.group(3).rpartition(b"/")[2].decode("utf-8", "replace")
    return CREDENTIAL_NAME.search(name) is not None and random_looking(match.group(2))


def _chosen_login(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A login's password a person chose that shows it (``_chosen_shape``), no format's name,
    after a user's name in a code span of its own."""
    value = _value(match)
    user = _CODE_SPAN_USER.search(match.string, max(0, match.start() - 66), match.start())
    return user is not None and _chosen_shape(value) and not technical_name(value)


# A user's name in a code span, its closing backtick where a match starts.
_CODE_SPAN_USER = re.compile(rb"`[\w.@+-]{2,64}\Z")


def _qrz_key(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A key (``_varied_code``) in a file that calls QRZ.com's logbook API."""
    return b"logbook.qrz.com" in match.string.lower() and _varied_code(match, rescan)


def _varied_code(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A code of a fixed shape (a webhook's, an API key's) that is no placeholder's run
    (``xxxxxxxxxxxxxxxx``): eight different characters or more."""
    return len(set(_value(match))) >= 8


def _token_pin(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A PIN no example shows (``_drawn_digits``) in a file that sets up a PKCS#11 token."""
    return _PKCS11.search(match.string) is not None and _drawn_digits(match, rescan)


# What a PKCS#11 token's configuration says: the standard's name, a Windows token library's
# (``eps2003csp11.dll``), a ``[Token]`` section, or the common libraries'.
_PKCS11 = re.compile(rb"(?i)pkcs ?#?11|csp11|^\[token\]|opensc|softhsm", re.MULTILINE)


def _drawn_digits(match: re.Match[bytes], rescan: Rescan) -> bool:
    """Digits no example shows: no digit five times or more, no counting run."""
    code = _value(match)
    return max(code.count(digit) for digit in set(code)) < 5 and not _COUNTING_RUN.search(code)


def _chosen_password(match: re.Match[bytes], rescan: Rescan) -> bool:
    """Any password a person or a generator would choose (``_chosen``)."""
    return _chosen(_value(match))


def _chosen(value: bytes) -> bool:
    """Random, a generator's, words and a number joined, or another form people type; no
    placeholder or template."""
    return (
        random_looking(value)
        or generated_password(value)
        or memorable_password(value)
        or typed_password(value)
    )


def _drawn_capitals(match: re.Match[bytes], rescan: Rescan) -> bool:
    """Capital letters drawn at random (``drawn_letters``), not words run together."""
    value = _value(match)
    return drawn_letters(value) and not placeholder(value, 16)


def _drawn_mixed(match: re.Match[bytes], rescan: Rescan) -> bool:
    """Letters of both cases, digits perhaps among them, drawn at random (``drawn_mixed``),
    no placeholder."""
    value = _value(match)
    return drawn_mixed(value) and not placeholder(value, 16)


def _chosen_or_shown(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A password a person or a generator would choose (``_chosen``), or one a person chose
    that shows it (``_chosen_shape``: ``omolola-owambe-olodumare``)."""
    value = _value(match)
    return _chosen(value) or _chosen_shape(value)


def _token_in_reply(match: re.Match[bytes], rescan: Rescan) -> bool:
    """One of the (up to four) lines after the question is a chat message, with its sender's
    prefix, of one generated token (``generated_token``: both cases and digits switching)."""
    for line in match.group(1).splitlines():
        found = _REPLY_LINE.fullmatch(line)
        if found is None or not found.group(2) or found.group(1) is None:
            continue
        if _CHAT_SENDER.search(found.group(1)) and generated_token(found.group(2)):
            return True
    return False


def _obs_stream_key(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A stream key where a streaming program keeps it: random, or with a long run of digits
    (``stream-7723390912724140825?expire=…&sign=…``), no placeholder."""
    value = _value(match)
    if placeholder(value, 16):
        return False
    return random_looking(value) or _EIGHT_DIGITS.search(value) is not None


_EIGHT_DIGITS = re.compile(rb"[0-9]{8}")


def _owner_password(match: re.Match[bytes], rescan: Rescan) -> bool:
    """The second of a command's two passwords (qpdf's owner password, after the user's):
    one a person or a generator would choose (``_declared``), no shell variable."""
    owner = match.group(2)
    return not owner.startswith(b"$") and _declared(owner)


def _declared_password(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A value its own password's name declares (a connection string's ``Password=``)."""
    return _declared(_value(match))


def _declared(value: bytes) -> bool:
    """One a person or a generator would choose (``_chosen``), or any a person could have
    chosen (``labelled_password``: ``qaz&wsxNoosa!``), no placeholder or template."""
    return _chosen(value) or labelled_password(value)


_DSN_PASSWORD = re.compile(rb"(?<![^\s\"'`(,=])[\w.-]{1,64}:([^\s:/@\"'`]{6,128})$")


def _dsn_password(match: re.Match[bytes], rescan: Rescan) -> bool:
    """The password before ``@tcp(`` in a data source name (``spa:…@tcp(…)``), random as a
    URL's is."""
    start = match.start()
    found = _DSN_PASSWORD.search(match.string, max(0, start - 200), start)
    return found is not None and random_looking(found.group(1), min_length=6)


def _label_line_password(match: re.Match[bytes], rescan: Rescan) -> bool:
    """The label ends its line and opens it too (no sentence runs into the value), or ends a
    chat message; and the next line is one password a person or a generator would choose, or
    the next message is one value a person could have chosen (``labelled_password``)."""
    opening = _line_before(match)
    prefix, value = match.group(1), match.group(2)
    if prefix is None:
        if len(opening.split()) <= 2:  # ``pass`` is too common a word for the wider net
            chosen = match.group(0)[:4].lower() != b"pass" and _chosen_password(match, rescan)
            return chosen or labelled_password(value)
        return _CHAT_MESSAGE_END.search(opening) is not None and labelled_password(value)
    chat = _CHAT_MESSAGE_END.search(opening) and _CHAT_PREFIX.search(prefix)
    return bool(chat) and labelled_password(value)


# A chat message's prefix, before the message: its sender and time, then a colon (or a dash).
_CHAT_MESSAGE_END = re.compile(
    rb"(?:[0-9][:.][0-9]{2}|[\x80-\xff]|[\])>]|[A-Za-z]\w*)[^\n]{0,60}?[:-][ \t]+\Z"
)
# What a chat message's prefix holds and a configuration key does not: a time, a letter beyond
# ASCII, a bracket or a space, or a capitalised name.
_CHAT_PREFIX = re.compile(rb"[0-9][:.][0-9]{2}|[\x80-\xff]|[\])]|[ \t]|^[A-Z][a-z]")


# A slash between spaces and the value after it, perhaps quoted (``user / value``).
_SLASH_VALUE = rb" /[ \t]+[`\"']?([^\s\"'`\\]{8,64})"
_SLASHED_USER = re.compile(rb"(?:^|[\s(\[{,;:\"'`>])[`\"']?[\w.@+-]{2,64}[`\"']?$")


def _user_slash_password(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A user name before the slash, and after it a password (``_unnamed_password``) or
    another form people type (``typed_password``); after an e-mail address or a device's
    account, a value that ends its sentence and that a person chose (``_chosen_shape``: ``anna@…
    / qwertyThangka``)."""
    user = _slashed_user(match)
    if not user:
        return False
    value = _sentence_value(match)
    if typed_password(value) or _unnamed_password(value, token_length=16):
        return True
    return _account_pair(match, user) and _chosen_shape(value)


def _account_slash_letters(match: re.Match[bytes], rescan: Rescan) -> bool:
    """After an e-mail address or a device's account and a slash, letters no language has as
    a word (``_unworded_letters``) ending the sentence: ``NVR: admin / karabinaboulder``."""
    user = _slashed_user(match)
    return (
        user is not None
        and _account_pair(match, user)
        and _unworded_letters(_sentence_value(match))
    )


def _slashed_user(match: re.Match[bytes]) -> re.Match[bytes] | None:
    """The user name right before the slash ``match`` starts at."""
    start = match.start()
    return _SLASHED_USER.search(match.string, max(0, start - 70), start)


def _account_pair(match: re.Match[bytes], user: re.Match[bytes]) -> bool:
    """Whether ``user`` is an e-mail address or a device's account and the value after the
    slash ends its sentence."""
    account = _ADDRESS.search(user.group(0)) or _ACCOUNT.search(user.group(0))
    return account is not None and _SENTENCE_END.match(match.string, match.end(1)) is not None


# The account a device's or a system's login opens with, which a note gives before its password
# (``admin / AlikJakub3``).
_ACCOUNT = re.compile(rb"(?i:admin(?:istrator)?|root|operator|supervisor|installer)[`\"']?$")


# YouTube's stream keys: groups of four small letters and digits (``q8kc-5qa8-h204-…``).
_GROUPED_KEY = re.compile(rb"[a-z0-9]{4}(?:-[a-z0-9]{4}){3,5}")


def _stream_key(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A stream key: a generated token, or groups of four as YouTube writes them
    (``_grouped_stream_key``)."""
    value = _value(match)
    if _GROUPED_KEY.fullmatch(value):
        return _grouped_stream_key(value)
    return _value_generated_token(match, rescan)


# ``netsh``'s ``Key Content`` in more of the languages Windows writes it: Greek, Russian,
# Ukrainian, Polish, Czech, Turkish, Hungarian, Finnish, Japanese, Chinese and Korean.
_NETSH_KEY_CONTENT = (
    "Περιεχόμενο κλειδιού", "Содержимое ключа", "Вміст ключа", "Zawartość klucza", "Obsah klíče",
    "Anahtar İçeriği", "Kulcstartalom", "Avaimen sisältö", "主要なコンテンツ", "关键内容",
    "키 콘텐츠",
)  # fmt: skip


def _element_chosen(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A value a person chose (``_chosen_shape``) in an element whose name ends in the
    password's word (``<KeyPassphrase>``; not a closing tag)."""
    opening = _ELEMENT_OPEN.search(match.string, max(0, match.start() - 32), match.start())
    return opening is not None and _chosen_shape(_value(match))


# An element's opening up to a name's last word: ``<``, perhaps a prefix (``<Key``, ``<wpa:``).
_ELEMENT_OPEN = re.compile(rb"<(?:[A-Za-z_][\w:.-]{0,30})?\Z")


def _grouped_stream_key(value: bytes) -> bool:
    """Groups of four as YouTube writes a stream key: three of them or more mixing letters and
    digits, or five (YouTube's own length) with a digit among them (``wahz-6erw-vleo-qnlo-tsym``:
    a draw of twenty from letters and digits seldom mixes three groups); not
    ``live-show-2024-0001``."""
    if not _GROUPED_KEY.fullmatch(value):
        return False
    groups = value.split(b"-")
    mixed = [group for group in groups if _MIXED_GROUP.search(group)]
    return len(mixed) >= 3 or (len(groups) == 5 and len(mixed) >= 1)


_MIXED_GROUP = re.compile(rb"[a-z][0-9]|[0-9][a-z]")


def _remembered_or_generated(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A password a sentence gives that no example shows: words and a number joined as
    people remember one, a generator's with its symbols (``Drift8135.zephyr``), or another
    form people type (``typed_password``)."""
    value = _sentence_value(match)
    return memorable_password(value) or generated_password(value) or _typed(match)


def _told_live(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A login's password a sentence gives that no example shows (``_remembered_or_generated``),
    or that shows a person's choice as notes do (``_noted_choice``: a handover page's
    ``カイポケ 代行ログイン: misaki.ito / Kenta.1968-10``)."""
    return _remembered_or_generated(match, rescan) or _noted_choice(_sentence_value(match))


def _sentence_value(match: re.Match[bytes]) -> bytes:
    """The value a sentence gives, without the punctuation that ends the sentence or clause."""
    return _value(match).rstrip(b".,;:)!?")


def _grouped_token(match: re.Match[bytes], rescan: Rescan) -> bool:
    """Groups of a generated token, read as one token (both cases, digits, switching often),
    or groups of capitals, small letters and digits, all three, drawn varied: a WordPress
    application password draws 24 of them, often with only a digit or two."""
    token = match.group(0).replace(b" ", b"")
    if generated_token(token, mixed_case=True):
        return True
    return all_classes(token) and varied(token, 4.0)


def _password_random(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A password where a format names it (a URL's, a netrc's): random, 6 characters will do,
    or letters alone that a person chose, said once in the file (``letters_password``:
    ``rtsp://admin:goodtimes@…``; ``postgres://postgres:postgres@…`` says its word twice)."""
    value = match.group(1)
    return random_looking(value, min_length=6) or _lone_letters(match, value)


def _url_password(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A URL's password: random or letters alone said once (``_password_random``), or, its
    percent-escapes decoded, random or one a person chose that shows it (``_chosen_shape``:
    ``ftp://crojas:camanchaca%2B%2B%2B2004@…``, ``rtsp://admin:kiberon2019@…``); where an
    escape stands for a character of the URL's own syntax, which a page escapes to show how
    (``username:apples%2Foranges@``, ``p%40ssword``), only one that shows a person's choice
    and holds a digit as notes' passwords do (``_noted_choice``: ``p%40c3n%4076``), with no
    slash, colon or space (``kx%40jj5%2Fg``)."""
    if _password_random(match, rescan):
        return True
    value = unquote_to_bytes(match.group(1))
    if _URL_SYNTAX.search(value):
        return _noted_choice(value) and not _URL_STRUCTURE.search(value)
    return random_looking(value, min_length=6) or _chosen_shape(value)


# What a URL's userinfo escapes because the URL's syntax uses it, and whitespace.
_URL_SYNTAX = re.compile(rb"[@/:?#\s]")
# Of those, what a page's example escapes to show a URL's structure inside a password
# (``kx%40jj5%2Fg``): a slash, a colon, a space.
_URL_STRUCTURE = re.compile(rb"[/:\s]")


def _value_opaque(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A random value that reads as neither a host, a path nor code (an argument beside a
    credential's name is often one of those: ``("password", "localhost:22")``), unless it is
    a generated token whatever its dots (``7NE8QvBOLJC1eL4dWNa.mhV`` is no host); after a
    comma, only where the name opens a call (``define('DB_PASSWORD', '…')``, not a list of
    names); before another word that is no flag, only where the name is a flag
    (``--token … start``, not ``the token … is``)."""
    value = _value(match)
    between = match.string[match.start() : _value_start(match)]
    if b"," in between and not _opens_call(match.string, match.start()):
        return False
    if _before_a_word(match) and not _FLAG_NAME.search(
        match.string, max(0, match.start() - 64), match.start()
    ):
        return False
    if not random_looking(value):
        return False
    return not _shaped(value) or generated_token(value, mixed_case=True)


def _before_a_word(match: re.Match[bytes]) -> bool:
    """Whether the value is the one before another word that is no flag (``… start``)."""
    groups = match.groupdict()
    return groups.get("between") is not None and groups.get("next_flag") is None


# The name is a flag: ``--token``, ``-password``, ``--db.password`` (the value then may come
# before the command's next word).
_FLAG_NAME = re.compile(rb"(?:^|[\s\"'=(\[,])--?[\w.-]*$")


def _value_start(match: re.Match[bytes]) -> int:
    """Where the value a rule captured starts (``_value``'s group)."""
    return next(
        (match.start(i) for i in range(1, (match.re.groups or 0) + 1) if match.group(i)),
        match.start(),
    )


# A call's first argument: a quoted name, or a variable with its sigil (Perl's
# ``Set( $DatabasePassword, '…' )``), or a form field's id selector (a browser test's
# ``page.fill("#password", '…')``).
_NAME_START = re.compile(rb"[(\[]\s*[\"'$@%]?[\w.#-]*$")


def _opens_call(data: bytes, start: int) -> bool:
    """Whether the quoted name around ``start`` is a call's first argument, or a flag whose
    value is the next item of an argument list (``["--token", "…"]``)."""
    return bool(_NAME_START.search(data, max(0, start - 64), start)) or data.endswith(
        b"--", 0, start
    )


# What a random-looking argument still is when it has one of these shapes: a host (with a port;
# its last label a top-level domain's letters, in one case or capitalised, or an address's
# number, so ``SJEBydhmB.J8tAR4`` and ``wqrTozo9C.zBrd`` are none), a path, a URL, a call, a
# short ``user:password`` test vector (its user a name, small letters after the first:
# ``RMd:TrpnT_b1Vd+`` is a password with a colon), or a version (a Go module's pseudo-version
# ``v0.4.1-0.20200324110947-a37a7636d23e``); and a file's name. (``L64t:h1XFp1w7F0PQk`` has no
# user's name before its colon.)
_NOT_OPAQUE = re.compile(
    rb"^(?:[A-Za-z0-9-]+\.)+(?:[A-Z]?[a-z]{1,62}|[A-Z]{2,63}|xn--[a-z0-9-]+|\d{1,3})(?::\d+)?$"
    rb"|^[\w.-]+:\d{1,5}$|^[\w+.-]+://"
    rb"|^[~.]?/?[\w.-]+(?:/[\w.-]*)+$|(?<!\w)[A-Za-z_][A-Za-z_.]{2,}\("
    rb"|^\.|^[A-Za-z][a-z][a-z0-9._+-]{0,18}:[\w.@!+-]{1,20}$"
    rb"|^\[[\w:.%]+\](?::\d+)?$"
    rb"|^v?\d+\.\d+\.\d+(?:[-+][\w.-]+)?$"
)
# A file's extension: in one case (``.dgZ`` ends no file's name).
_EXTENSION = re.compile(rb"\.(?:[a-z]{2,4}|[A-Z]{2,4})$")


def _shaped(value: bytes) -> bool:
    """Whether a random-looking ``value`` has one of _NOT_OPAQUE's shapes, or a file's name:
    an extension after a stem that is no draw of capitals, small letters and digits
    (``l@Lp6cf4iACcGTfY.XM`` ends in no file's extension)."""
    if _NOT_OPAQUE.search(value):
        return True
    extension = _EXTENSION.search(value)
    if extension is None:
        return False
    stem = value[: extension.start()]
    return not (len(stem) >= 12 and all_classes(stem) and random_looking(stem))


# A digest's shape: test vectors beside a call that takes a key are digests, not keys.
_DIGEST = re.compile(rb"^[0-9a-fA-F]{16,}$")

# Calls whose name says they take a credential: ``s.login("me", "…")``,
# ``DriverManager.getConnection(url, "app", "…")``, ``new NetworkCredential(…)``,
# ``cookieParser("…")``, ``sessions.NewCookieStore([]byte("…"))``, ``cohere.Client("…")``,
# a PHP stack trace's ``PDO->__construct('mysql:…', 'app', '…', Array)``, and a provider's
# SDK class named for its API (``KavenegarAPI("…")``, ``NewsApi("…")``).
_CALL_WORDS = (
    rb"login|logon|auth|connect|credential|password|passwd|secret|token|cookie|session|hmac"
    rb"|signer|pdo|smtp\.start|client|(?<=[a-z])(?-i:API|Api)(?=\()"
)
_CALL_ANCHORS = (
    b"login",
    b"logon",
    b"auth",
    b"connect",
    b"credential",
    b"password",
    b"passwd",
    b"secret",
    b"token",
    b"cookie",
    b"session",
    b"hmac",
    b"signer",
    b"pdo",
    b"smtp.start",
    b"client",
    b"api(",
)
_CALL_STRING = re.compile(rb"\"([^\"\n\\]{8,1024})\"|'([^'\n\\]{8,1024})'")
# A literal, or a parenthesis: the call's arguments end at the one that closes it, not at one
# inside a literal (``connect('audit', 'VwK7tzr#Q)8nZJQ')``) or closing a call among them
# (``Client(new Uri("https://…"), "…")``).
_LITERAL_OR_PARENTHESIS = re.compile(rb"\"[^\"\n\\]*\"|'[^'\n\\]*'|([()])")
_CALL_SPAN = 400


def _call_argument_opaque(match: re.Match[bytes], rescan: Rescan) -> bool:
    """Some quoted argument of the call (up to its closing parenthesis, within a few lines)
    is random and reads as neither a host, a path nor code; nor a digest, where the call
    hashes or compares (a client's constructor takes hex keys)."""
    end = match.end()
    window = match.string[end : end + _CALL_SPAN]
    if match.group(0).endswith((b" ", b"\t")):  # no parenthesis: the arguments end the line
        window = window.split(b"\n", 1)[0]
    arguments = window[: _closing_parenthesis(window)]
    hashing = _HASHING_CALL.search(match.group(0)) is not None
    for found in _CALL_STRING.finditer(arguments):
        value = found.group(1) or found.group(2)
        if _shaped(value) or (hashing and _DIGEST.match(value)):
            continue
        if random_looking(value):
            return True
    return False


# The user before a ``user:password`` that no scheme opens: a name at the start of a line or
# after a space, a quote, ``=``, a comma, a semicolon or a bracket (after ``//`` it is a URL's).
_USER_BEFORE = re.compile(rb"(?:^|(?<=[\s\"'=,;(\[<>]))[\w.+-]{1,64}\Z")


def _userinfo_without_scheme(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A ``user:password`` right before ``@host`` with no scheme before it (RTKLIB's
    ``user:password@caster:2101/MOUNT``, a proxy's ``user:password@proxy:3128``): the password
    random, with capitals, small letters and digits; or, before a host's port (which no mail
    address has), one a person chose that shows it (``_chosen_shape``)."""
    password = match.group(1)
    user = _USER_BEFORE.search(match.string, max(0, match.start() - 64), match.start())
    if user is None:
        return False
    if all_classes(password) and random_looking(password):
        return True
    return match.group(2) is not None and _chosen_shape(password)


def _closing_parenthesis(arguments: bytes) -> int:
    """Where the call whose ``arguments`` these are closes (their length if not within them)."""
    depth = 0
    for found in _LITERAL_OR_PARENTHESIS.finditer(arguments):
        if found.group(1) == b"(":
            depth += 1
        elif found.group(1) == b")":
            if depth == 0:
                return found.start()
            depth -= 1
    return len(arguments)


def _prefixed_token(match: re.Match[bytes], rescan: Rescan) -> bool:
    """What follows a secret's prefix reads as generated, or is hex of a key's length; not a
    live publishable key (Stripe's and Clerk's ``pk_live_…``), which a page embeds on purpose.
    Courier's ``pk_prod_…`` is its secret auth token."""
    start = match.start()
    if match.string[max(0, start - 3) : start + 5].lower() == b"pk_live_":
        return False
    token = match.group(1)
    return generated_token(token) or generated_hex(token)


# What a token's prefix says when the token is a credential rather than an object's id
# (``cus_…``, ``chatcmpl-…``): a secret or private key (``sk_``, ``atsk_``), a token, an API or
# access key, a personal access token, or a live or production credential (``tr_prod_``).
# The anchors are these words; a few letters may stand before them (``atsk_``).
_SECRET_PREFIX_WORDS = (
    b"sk", b"secret", b"key", b"tok", b"pat", b"api", b"priv", b"auth", b"pass", b"cred",
    b"live", b"prod",
)  # fmt: skip
_PREFIXED_TOKEN = (
    rb"(?<![A-Z0-9.-])(?:" + b"|".join(_SECRET_PREFIX_WORDS) + rb")[a-z0-9]{0,10}"
    rb"(?:[_-](?:live|prod|production|test|sandbox|dev))?[_-]"
    rb"([A-Za-z0-9][A-Za-z0-9_-]{19,99})(?![\w-])"
)


def _positional_token(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A generated token passed in its own place to a call that neither hashes, decodes nor
    parses it (an SDK's constructor: ``messagebird.New("…")``, ``tradeapi.REST("…", "…")``),
    or a device's key in hex after the device's address (``RoborockVacuum("192.168.1.7",
    "…")``: python-miio's token, a local API's key)."""
    value = _value(match)
    if not (generated_token(value, mixed_case=True) or _device_key(match, value)):
        return False
    callee = _callee(match.string, match.start())
    return callee is not None and not (
        _HASHING_CALL.search(callee)
        or _DECODING_CALL.search(callee)
        or _ASSERTING_CALL.search(callee)
    )


def _device_key(match: re.Match[bytes], value: bytes) -> bool:
    """Generated hex of 32 digits or more, the argument after a call's first, an IPv4 address."""
    before = match.string[max(0, match.start() - 40) : match.start()]
    return _one_case_hex(value, 32) and _ADDRESS_ARGUMENT.search(before) is not None


# A call's first argument, an IPv4 address in quotes, ending where the next argument starts.
_ADDRESS_ARGUMENT = re.compile(rb"\([ \t]*[\"'](?:[0-9]{1,3}\.){3}[0-9]{1,3}[\"'][ \t]*\Z")


def _callee(data: bytes, position: int) -> bytes | None:
    """The name of the call whose argument list holds ``position`` (the parenthesis left
    open before it, within a few lines), or None when it is not in a call's arguments."""
    depth = 0
    for index in range(position, max(-1, position - _CALL_SPAN), -1):
        byte = data[index]
        if byte in b")]}":
            depth += 1
        elif byte in b"([{":
            if depth == 0:
                if byte != ord("("):
                    return None
                name = _CALLEE_NAME.search(data, max(0, index - 80), index)
                return name.group(0) if name else None
            depth -= 1
    return None


_CALLEE_NAME = re.compile(rb"[A-Za-z_][\w.:>$-]*[ \t]*$")
# A quoted argument in its own place, not after a name (``commit_id="…"``), without spaces.
_POSITIONAL_TOKEN = rb"[(,]\s*(?:\"([^\"\s\\]{20,1024})\"|'([^'\s\\]{20,1024})')"
_DECODING_CALL = re.compile(rb"(?i)hex|b64|base64|decode|unhex|parse|uuid|guid|id$|color")
# A call given a server, a user and a password as its first literal arguments, the server
# first or last (``Api('hmis.example.nl', 'ivanova', '…')``, ``enmscripting.open("https://…",
# "admin", "…")``, ``Sql.newInstance('jdbc:postgresql://…', 'jira_ro', '…', driver)``,
# ``SentinelAPI("ivanova", "…", "https://…")``): a host or URL, a name, and a value, whatever
# the call is named.
_SERVER = rb"(?:[\w:+.-]+://[^\"'\s]*|[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?|localhost)"
_LOGIN_ARGUMENTS = (
    rb"\([ \t]*(?:([\"'])" + _SERVER + rb"\1[ \t]*,[ \t]*)?"
    rb"([\"'])[A-Za-z][\w.@-]{1,31}\2[ \t]*,[ \t]*"
    rb"(?:\"([^\"\n\\]{6,128})\"|'([^'\n\\]{6,128})')"
    rb"(?(1)|[ \t]*,[ \t]*([\"'])" + _SERVER + rb"\5)"
)

# A user and a password as a call's neighbouring literal arguments, with no server among them
# (``OpenSkyApi("cermak", "…")``, ``conn.connect('audit', '…', wait=True)``).
# Tried where one literal argument ends and the next begins (the anchors, found with every
# other rule's), the user's literal is read back from there.
_USER_PASSWORD_ANCHORS = (b'", "', b'","', b"', '", b"','")
_USER_PASSWORD_ARGUMENTS = (
    rb"([\"'])[ \t]*,[ \t]*(?:\"([^\"\s\\]{8,64})\"|'([^'\s\\]{8,64})')[ \t]*[,)]"
)
_USER_ARGUMENT = re.compile(rb"[(,][ \t]*([\"'])[A-Za-z][\w.@-]{1,31}\1$")


def _user_password_arguments(match: re.Match[bytes], rescan: Rescan) -> bool:
    """The second literal is a password (``_unnamed_password``), in a named call that does not
    hash, decode or assert."""
    value = match.group(2) or match.group(3)
    if not _unnamed_password(value, token_length=12):
        return False
    start = match.start()
    if not _USER_ARGUMENT.search(match.string, max(0, start - 40), start + 1):
        return False
    callee = _callee(match.string, start)
    return not (
        callee is None
        or _HASHING_CALL.search(callee)
        or _ASSERTING_CALL.search(callee)
        or _DECODING_CALL.search(callee)
    )


def _login_arguments(match: re.Match[bytes], rescan: Rescan) -> bool:
    """The third argument is random, in a named call (not a tuple) that does not hash or
    assert."""
    value = match.group(3) or match.group(4)
    callee = _callee(match.string, match.start() + 1)
    if callee is None or _HASHING_CALL.search(callee) or _ASSERTING_CALL.search(callee):
        return False
    return random_looking(value) and not _shaped(value)


_HASHING_CALL = re.compile(rb"(?i)hmac|hash|digest|sign|verify|compare|check|test")
# A test's assertion compares a value with what the code under test returned.
_ASSERTING_CALL = re.compile(rb"(?i)assert|expect|equal|(?:^|\.)eq[ \t]*$")


_DISCORD_ID = re.compile(rb"(?<![A-Za-z0-9_-])[MNO][A-Za-z0-9_-]{23,27}$")


def _discord_user_id_before(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A Discord bot token is ``base64(user id).timestamp.hmac``: the part before the match
    must be the base64 of a numeric id (which keeps the cheap search for the rest honest)."""
    found = _DISCORD_ID.search(match.string, max(0, match.start() - 28), match.start())
    if found is None:
        return False
    encoded = found.group(0)
    decoded = decode_base64(encoded + b"=" * (-len(encoded) % 4))
    return decoded is not None and decoded.isdigit()


def _first_word_random(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A random value in a directive that opens its line (only blanks before it)."""
    return not _line_before(match).strip() and _value_random(match, rescan)


def _line_token(match: re.Match[bytes], rescan: Rescan) -> bool:
    """A token only a generator writes, on a line that names a credential before it; not a
    digest or ciphertext its prefix marks (``h1:``, ``sha256-``, ``vault:v1:``, ``ENC(``,
    ``{AES}``), and base64 of text judged by the text."""
    value = _value(match)
    if _marked_before(match) or _DIGEST_PREFIX.match(value):
        return False
    if _inside_token(match.string, match.start()):
        return False  # the name's letters are part of another token (``…SCPwDwqu…``)
    text = _base64_text(value)
    if text is not None:
        return _text_credential(text, rescan)
    return generated_token(value, min_length=16, mixed_case=True) and not _identifier(value)


_TOKEN_AROUND = re.compile(rb"[A-Za-z0-9_]+")


def _inside_token(data: bytes, at: int) -> bool:
    """Whether the word holding ``data[at]`` is itself a generated token."""
    start = at
    while start > 0 and (data[start - 1 : start].isalnum() or data[start - 1] == 95):
        start -= 1
    word = _TOKEN_AROUND.match(data, start)
    return word is not None and generated_token(word.group(0), min_length=16, mixed_case=True)


# The parts of a name in code: capitals before a capitalised word, words, runs of digits.
_NAME_PARTS = re.compile(rb"[A-Z]{2,}(?![a-z])|[A-Z]?[a-z]+|[0-9]+|[^A-Za-z0-9]+|[A-Z]")


def _identifier(value: bytes) -> bool:
    """A name in code, all of whose parts are words, acronyms or numbers of three characters
    or more (``PBKDF2WithHmacSHA256``), where a generated token has many of one or two."""
    return all(len(part) >= 3 or not part[:1].isalpha() for part in _NAME_PARTS.findall(value))


# What marks the value right after it as no secret: a digest's or a ciphertext's prefix (Go's
# ``h1:``, Subresource Integrity's ``sha512-``, Vault transit's ``vault:v1:``, Jasypt's
# ``ENC(``, a scheme in braces such as WebLogic's ``{AES256}``, EJSON's ``EJ[1:<key>:<nonce>:``,
# a crypt scheme's ``$6$``, the word ``ciphertext``), or the name of a random value a protocol
# shows (an HTTP Digest challenge's ``nonce="…"`` and ``opaque="…"``, a salt, an IV).
_MARKED_BEFORE = re.compile(
    rb"(?:h1:|(?i:sha(?:1|224|256|384|512)|md5)[-:=]|vault:v\d+:|ENC[(\[]|\{[\w-]{2,16}\}"
    rb"|EJ\[\d:(?:[A-Za-z0-9+/=]*:)*|\$[\w-]{1,8}\$|(?i:ciphertext|encrypted)[ \t:=]+"
    rb"|(?i:c?nonce|opaque|salt|iv)[\"']?[ \t]*[:=][ \t]*)[\"']?$"
)


def _marked_before(match: re.Match[bytes]) -> bool:
    """Whether what stands right before the value marks it as a digest, ciphertext or a
    protocol's random value (``_MARKED_BEFORE``)."""
    start = _value_start(match)
    return _MARKED_BEFORE.search(match.string, max(0, start - 40), start) is not None


# A digest's algorithm opening the value itself (Subresource Integrity's ``sha512-…``).
_DIGEST_PREFIX = re.compile(rb"(?i:sha(?:1|224|256|384|512)|md5)[-=]")


def _varied_bytes(match: re.Match[bytes], rescan: Rescan) -> bool:
    """Listed hex bytes, four or more of them distinct (not a blank or filler value)."""
    digits = re.sub(rb"[^0-9a-fA-F]", b"", _value(match))
    return len(set(bytes.fromhex(digits.decode()))) >= 4


def _base58check_key(match: re.Match[bytes], rescan: Rescan) -> bool:
    return base58check_private_key(_value(match))


def _recovery_phrase(match: re.Match[bytes], rescan: Rescan) -> bool:
    return recovery_phrase(match.group(0))


def _random_bytes(match: re.Match[bytes], rescan: Rescan) -> bool:
    return random_byte_list(_value(match))


_B58 = rb"1-9A-HJ-NP-Za-km-z"
# One number 0-255, and a bracketed list of 32 or 64 of them.
_BYTE = rb"(?:25[0-5]|2[0-4][0-9]|1?[0-9]?[0-9])"
_BYTE_LIST = rb"\[\s*((?:" + _BYTE + rb"\s*,\s*){31,63}" + _BYTE + rb")\s*,?\s*\]"


# The verdict of a generic rule whose value only a generator writes (``ContentRule.live``).
LIVE_PREFIX = "live-"


@dataclass(frozen=True)
class ContentRule:
    """A credential shape: lower-case anchors (one must occur; none: the rule always runs,
    its regex cheap enough for that), the regex that finds it, and
    an optional check of the match that tells a credential from a placeholder. The regex is
    tried at each anchor occurrence (every pattern starts with its anchor), unless
    ``anywhere``: then the anchor is context and the regex searches the whole blob. ``token``
    rules have a fixed shape that is a secret anywhere, file names included. ``generic`` rules
    judge a value by its name and how random it looks, which prose shows as examples: they do
    not count in documentation (detect.py), unless a match passes ``live`` too (a value no
    example shows): then the verdict is ``live_name``."""

    name: str
    anchors: tuple[bytes, ...]
    pattern: bytes
    check: Check | None = None
    token: bool = False
    anywhere: bool = False
    generic: bool = False
    live: Check | None = None

    @property
    def live_name(self) -> str:
        """The verdict of a generic rule whose match ``live`` confirms: no generic rule's."""
        return LIVE_PREFIX + self.name


_MORE_PASSWORD_WORDS = b"|".join(
    re.escape(word.encode()).replace(rb"\ ", rb"[ _]?")
    for word in with_capitals(MORE_PASSWORD_WORDS)
)
# A name that says its value is a credential, in English and in the languages whose words for
# password and secret show up in configuration. Not after "public" (publicKeyToken,
# public_key): those are meant to be published. A bare "pass", "pw" or "auth" counts only as a
# whole word or a name's last part (DB_PASS, redis.pass, db_pw, jdbcPass; "pass" and "pw" run
# on too: dbpass, AMPDBPASS, DBRWPW, but not bypass, compass, surpass, trespass, overpass or
# impass), never Python's statement (which no assignment follows).
KEYWORD = (
    rb"(?i:(?<!public)(?<!public_)(?<!public-)(?<!publickey)"
    rb"(?:passw(?:(?:or)?d|(?![a-z]))|pwd|psw|passphrase|passord|passwort|kennwort|wachtwoord|"
    rb"contrase(?:\xc3\xb1|n)a|senha|mot_?de_?passe|salasana|has(?:\xc5\x82|l)o(?![a-z])|"
    rb"parola|parool|heslo|jelsz(?:\xc3\xb3|o)|l(?:\xc3\xb6|o)senord|adgangskode|lozinka|"
    rb"geslo|(?:\xc5\x9f|\xc5\x9e|s)ifre|sifra|clave|geheim|segreto|"
    rb"(?:\xd0\xbf|\xd0\x9f)\xd0\xb0\xd1\x80\xd0\xbe\xd0\xbb\xd1\x8c|\xe5\xaf\x86\xe7\xa0\x81|"
    rb"\xe5\xaf\x86\xe7\xa2\xbc|"
    rb"\xe3\x83\x91\xe3\x82\xb9\xe3\x83\xaf\xe3\x83\xbc\xe3\x83\x89|"
    rb"\xeb\xb9\x84\xeb\xb0\x80\xeb\xb2\x88\xed\x98\xb8|" + _MORE_PASSWORD_WORDS + rb"|"
    rb"requirepass|masterauth|rootpw|bindpw|authtok|keystring|"
    rb"secret|app[_-]?sec(?![a-z])|secure[_-]?key|cms[_-]?key|api[_-]?key|access[_-]?key|"
    rb"auth[_-]?token|access[_-]?token|bearer|priv(?:ate)?[_-]?key|credentials?|"
    rb"access[_-]?code|c(?:\xc3\xb3|o)digo[_-]?(?:de[_-]?)?ac(?:c|\xc3\xa7)?esso|"
    rb"pass[_-]?key|auth(?:entication)?[_-]?key|write[_-]?key|store[_-]?key|service[_-]?key|"
    rb"creds?(?![a-z])|token|(?<![a-z])psk(?![a-z])|pre[_-]?shared[_-]?key"
    rb"|(?<![A-Za-z0-9])(?:pass|pw|auth)(?![a-z])|(?<=[a-z])(?-i:Pass|Pw|Auth)(?![a-z])"
    rb"|(?<=[a-z])(?<!by)(?<!om)(?<!ur)(?<!es)(?<!er)(?<!im)(?:pass|pw)(?![a-z])))"
)
# The labels a Japanese router's sticker gives its key under: encryption key, cipher key,
# security key; and the fullwidth brackets and colon Japanese text writes.
_ROUTER_KEY_LABELS = tuple(
    label.encode() for label in ("暗号化キー", "暗号キー", "セキュリティキー")
)
_FULLWIDTH_OPEN, _FULLWIDTH_CLOSE, _FULLWIDTH_COLON = ("（".encode(), "）".encode(), "：".encode())
_KEYWORD_ANCHORS = (
    b"passw",
    b"pwd",
    b"psw",
    b"passphrase",
    b"passord",
    b"passwort",
    b"kennwort",
    b"wachtwoord",
    b"contrase",
    b"senha",
    b"mot",
    b"salasana",
    b"has\xc5\x82o",
    b"haslo",
    b"parola",
    b"parool",
    b"heslo",
    b"jelsz",
    b"l\xc3\xb6senord",
    b"losenord",
    b"adgangskode",
    b"lozinka",
    b"geslo",
    b"\xc5\x9fifre",
    b"\xc5\x9eifre",
    b"sifre",
    b"sifra",
    b"clave",
    b"geheim",
    b"segreto",
    b"\xd0\xbf\xd0\xb0\xd1\x80\xd0\xbe\xd0\xbb\xd1\x8c",
    b"\xd0\x9f\xd0\xb0\xd1\x80\xd0\xbe\xd0\xbb\xd1\x8c",
    b"\xe5\xaf\x86\xe7\xa0\x81",
    b"\xe5\xaf\x86\xe7\xa2\xbc",
    b"\xe3\x83\x91\xe3\x82\xb9\xe3\x83\xaf\xe3\x83\xbc\xe3\x83\x89",
    b"\xeb\xb9\x84\xeb\xb0\x80\xeb\xb2\x88\xed\x98\xb8",
    *(word.encode().split(b" ")[0] for word in with_capitals(MORE_PASSWORD_WORDS)),
    b"requirepass",
    b"keystring",
    b"masterauth",
    b"rootpw",
    b"bindpw",
    b"authtok",
    b"secret",
    b"appsec",
    b"app_sec",
    b"app-sec",
    b"securekey",
    b"cmskey",
    b"cms_key",
    b"cms-key",
    b"secure_key",
    b"secure-key",
    b"api_key",
    b"api-key",
    b"apikey",
    b"access_key",
    b"access-key",
    b"accesskey",
    b"write_key",
    b"write-key",
    b"writekey",
    b"store_key",
    b"store-key",
    b"storekey",
    b"service_key",
    b"service-key",
    b"servicekey",
    b"auth",
    b"access_token",
    b"access-token",
    b"accesstoken",
    b"bearer",
    b"priv",
    b"credential",
    b"cred",
    b"token",
    b"access_code",
    b"access-code",
    b"accesscode",
    b"codigo_",
    b"codigo-",
    b"codigoac",
    b"codigode",
    "código".encode(),
    b"psk",
    b"preshared",
    b"pre-shared",
    b"pre_shared",
    b"pass",
    b"pw",
)
# What comes between a name and its value, and the value: the rest of the name, a closing
# quote and a closing bracket or brace (``cfg["password"]``, Perl's ``$c->{dbpass}``), then an
# assignment (``=``, ``:``, ``=>``, ``:=``; a YAML block scalar, ``password: |`` and the value
# on the next line; a TOML multi-line string), an argument list on one line
# (``define('DB_PASSWORD', '…')``, ``setPassword("…")``, ``key="Password" value="…"``: quoted
# values only) or an XML element (``<password>…</password>``). A Sakai property's bean after
# an ``@`` (``password@javax.sql.BaseDataSource=…``) counts only before ``=``:
# ``password@host:port`` is a URL's userinfo. A number may end the name (imapsync's
# ``--password1``, ``token2``), but OAuth2 names a protocol.
_NAME_REST = (
    rb"(?:[_.-][\w.-]{0,30}|(?-i:[A-Z])\w{0,30}|(?<!(?i:oauth))\d{1,3}(?!\w)"
    rb"|@[\w.]{1,60}(?=[ \t]*=))?"
    # Nim's export marker after a name (``apiKey* = …``)
    rb"[\"']?[\]}]?(?:\*(?=[ \t]*[:=]))?"
)
# A name's closing quote and what assigns to it: ``=>``, ``:`` or ``=`` (``'HashKey' => '…'``).
_NAME_THEN_VALUE = rb"[\"']?[ \t]*(?:=>|[:=])[ \t]*"
# Values run up to 1,024 characters (tokens of 256 hex digits are no rarity).
_QUOTED = rb"(?:\"([^\"\n\\]{8,1024})\"|'([^'\n\\]{8,1024})'|\{([^{}\n]{8,1024})\})"
# A ``#`` opens a comment where a value begins (or after a space), not inside one.
# A parenthesis may stand inside one (a generated password's), not open it; nor may a colon
# (``Token::I32(-1)`` is a path and a call, not ``Token:`` and a value).
_BARE = rb"([^\s\"',;#:()\[\]{}<>][^\s\"',;\[\]{}<>]{7,1023})"
# A bare value that also holds brackets, braces or angle brackets (a generated password's:
# ``c>5$KTNJ…``, ``w7Zmia[dlV{41…``) but no closing tag, does not end in a closer and does not
# open with a variable (``$value[1]``), in printable ASCII. Tried last, where no other reading of
# the line holds.
_BRACKETED_BARE = (
    rb"([^\s\"',;#:()\[\]{}<>$\x00-\x1f\x7f-\xff](?:[^\s\"',;<\x00-\x1f\x7f-\xff]|<(?!/)){6,1022}"
    rb"[^\s\"',;<\]})>\x00-\x1f\x7f-\xff])"
)
# ``: &str =``, ``: String =``, ``string =``, ``: constant String :=`` (Ada),
# ``CONSTANT VARCHAR2(64) :=`` (PL/SQL): a type between a name and its assignment.
# Each word is taken whole (possessive): a word split between repetitions would be tried in
# every split, 7-40 times slower on lines of long words after a credential's name.
_TYPE_WORD = rb"[\w&<>\[\]']{1,20}+(?:\(\d{1,5}\))?"
_TYPED = (
    rb"(?:[ \t]*:?[ \t]*" + _TYPE_WORD + rb"(?:[ \t]+" + _TYPE_WORD + rb"){0,2}"
    rb"(?=[ \t]*:?=[^=>])|[ \t]+(?i:as)[ \t]+[\w.]{1,30})?"
)
# A string literal's prefix (``b"…"``, ``r'…'``, ``@"…"``), and what may open around a value:
# calls, brackets and braces (``bytes([…])``, ``[]byte{…}``, ``new byte[] { … }``), as the
# decoded view writes an encoded value back in its place (decode.py).
_PREFIX = rb"(?:[bBrRuUfF]{1,2}|[@$N])?"
_WRAPPER = (
    rb"(?:(?:new[ \t]+)?[\w.:$\[\])!]{0,40}[ \t]*[(\[{][ \t]*(?:[A-Za-z_]\w{0,29}:[ \t]*)?"
    # a shell's command substitution that prints the value: ``$(echo '…' | base64 -d)``
    rb"|(?<=\$\()(?:echo|printf)(?:[ \t]+-[a-z]+)*[ \t]+){1,3}"
)
# An assignment's operator between a name (or its type) and a value.
_ASSIGN = rb"\s*(?:=>|::?=|\?=|\+=|=|::?|<-)[ \t]*"
_ASSIGNED_VALUE = (
    # a (user, password) pair: ``auth = ("svc", "…")``, the user empty too (``("", "…")``)
    rb"(?:\s*(?:=|:)\s*[(\[{]\s*(?:[\"'][^\"'\n]{0,64}[\"']|:\w{1,30})\s*,\s*" + _QUOTED + rb""
    rb"|" + _TYPED + _ASSIGN + rb"(?:<<)?"
    rb"(?:[|>][-+0-9]{0,2}[ \t]*\r?\n[ \t]*|(?:\"\"\"|\'\'\')\\?\r?\n?[ \t]*"
    rb"|(?:\r?\n[ \t]*)?" + _WRAPPER + rb"(?=" + _PREFIX + rb"[\"']))?"
    # (a bare value whole: one that goes on with a bracket is read by ``_BRACKETED_BARE``)
    rb"(?:" + _PREFIX + _QUOTED + rb"|(?>" + _BARE + rb")(?![\[{<]))"
    rb"|[^<>\n]{0,40}>\s*(?:<[Vv]alue>[ \t]*)?([^<\s]{8,1024})[ \t]*</"
    # a property list's ``<key>APISecret</key>`` and the value element after it; a Hadoop
    # configuration's ``<name>…Password</name>`` and its ``<value>``
    rb"|</(?:key|name)>\s*<(?:string|data|value)>\s*[\"']?([^<\s\"']{8,1024})"
    # the value on the next line: ``- name: DB_PASSWORD`` / ``value: …``; or a few lines on,
    # as a Terraform variable's ``default``
    rb"|[\"']?(?:[ \t]*\r?\n[ \t]*(?!-)[\w-]{1,20}[ \t]*:[^\n]{0,60}){0,2}?"
    rb"[ \t]*\r?\n[ \t]*-?[ \t]*(?:value|default)[ \t]*[:=][ \t]*(?:"
    + _QUOTED
    + rb"|"
    + _BARE
    + rb")"
    # the value or default inside the name's object: ``"API_KEY": {"value": "…"}``
    + rb"|[\"']?[ \t]*[:=]?[ \t]*\{[^}]{0,160}?\b(?:default|value)[\"']?[ \t]*[:=][ \t]*"
    + _QUOTED
    # a later argument or member: ``option('ingest_key', type : 'string', value : '…')``,
    # a name/value pair ``{"name": "X-Api-Key", "value": "…"}``
    + rb"|[\"']?[ \t]*,[^(){}]{0,80}?\b(?:value|default)[\"']?[ \t]*[:=][ \t]*"
    + _QUOTED
    # a table row: ``| password | … |``
    + rb"|[ \t]*\|[ \t]*([^|\s]{8,1024})[ \t]*\|"
    + rb"|"
    + _TYPED
    + _ASSIGN
    + _BRACKETED_BARE
    # (ending where the value does: ``auth[0]`` is an index, read to its bracket or not at all)
    + rb"(?=[\s\"',;]|$)"
    + rb")"
)
# The value attribute beside a name attribute: ``key="Password" value="…"``,
# ``<meta-data android:name="….API_KEY" android:value="…"/>``.
_VALUE_ATTRIBUTE = rb"\s+(?:[\w-]{1,20}:)?value\s*=\s*"
# A COBOL data item's picture before its value: ``WS-FTP-PASSWORD PIC X(24) VALUE '…'``.
_PICTURE = rb"[ \t]+(?i:pic(?:ture)?)[ \t]+[\w()]{1,20}[ \t]+(?i:value)[ \t]+"
# Text a browser test types into the field a selector names: Selenium's
# ``find_element(By.ID, "pass").send_keys("…")`` (``sendKeys`` in Java), Cypress's
# ``cy.get("#password").type("…")``, WebdriverIO's ``setValue``, Playwright's ``fill``, and a
# script setting the field's value (``document.All("pass").Value = "…"``).
_TYPED_INTO = (
    rb"\){1,2}[ \t]*\.(?:(?:send_keys|sendKeys|type|fill|setValue|set_value)\("
    rb"|(?i:value)[ \t]*=)[ \t]*"
)
# A quoted argument beside the name: ``define('DB_PASSWORD', '…')``, ``setPassword("…")``,
# ``key="Password" value="…"``, ``--api-key …``, ``#define WIFI_PASSWORD "…"``,
# ``PASSWORD '…'`` (SQL), a COBOL value.
_ARGUMENT_VALUE = (
    rb"(?:(?:[ \t]*,[ \t]*|\w{0,20}[ \t]*\([ \t]*|"
    + _TYPED_INTO
    + rb"|"
    + _VALUE_ATTRIBUTE
    + rb"|"
    + _PICTURE
    + rb"|[ \t]+)(?:<<)?"
    + _QUOTED
    + rb"|(?<=[\w-])(?:[ \t]+--?[a-z][\w-]*)*(?:[ \t]+[07])?[ \t]+([^\s\"'`;]{8,1024})"
    # the line's last word, or the last before a closing quote (a command in a string) or a
    # command separator (``MqttPassword …; Topic …``)
    rb"(?=[ \t]*(?:[`\\\"';]|\r?\n|$))"
    # a flag's value with more words after it: ``--initial-password … --cache-size 2048``,
    # ``--token … start`` (where the name is a flag too: ``_value_opaque``)
    rb"|(?<=[\w-])[ \t]+(?!-)(?P<between>[^\s\"'`;]{8,1024})"
    rb"(?=[ \t]+(?P<next_flag>--?)?[A-Za-z]))"
)
_BASE64_VALUE = rb"[\"']?([A-Za-z0-9+/]{8,}={0,2})[\"']?"

# A command line's subcommand that takes a token as its argument: ``shodan init <key>``,
# ``nomic login <key>``, ``ngrok authtoken <key>``.
_LOGIN_WORDS = (b"login", b"init", b"auth", b"authenticate", b"authtoken", b"set-token", b"setkey")

# The commands a Teltonika GPS tracker takes by SMS after its login and password.
_TRACKER_COMMANDS = (
    b"getgps", b"getver", b"getstatus", b"getinfo", b"getparam", b"setparam", b"setdigout",
    b"cpureset", b"readio", b"getio", b"ggps", b"deleterecords", b"fwstats", b"getrecord",
    b"allver", b"web_connect", b"defaultcfg", b"getweektime", b"getops",
)  # fmt: skip

# Command lines that carry a password (a script, a shell history, a runbook): each tool with the
# option that takes one. Options take the value attached or after a space or ``=``; ``-p`` of
# the MySQL clients only attached (``-p`` alone prompts). ``USER%PASS``, ``USER,PASS`` and
# ``USER:PASS`` are smbclient's, lftp's and curl's / HTTPie's forms, and ``FILE:PASS`` curl's
# client certificate's; AIS-catcher's ``-X`` is the key that shares a receiver's feed with
# aiscatcher.org.
_COMMAND_FLAGS = (
    (b"mysql|mysqldump|mysqladmin|mysqlimport|mysqlcheck|mariadb", rb"-p(?=\S)|--password[= ]"),
    (b"sshpass", rb"-p ?"),
    (b"redis-cli", rb"-a |--pass "),
    (b"mongosh|mongo|mongodump|mongorestore|mongoexport|mongoimport", rb"-p |--password[= ]"),
    (b"sqlcmd|bcp|osql", rb"-P ?"),
    (b"ldapsearch|ldapadd|ldapmodify|ldapdelete|ldapwhoami|ldappasswd|ldapcompare", rb"-w "),
    (rb"smbclient|rpcclient|smbmap|smbget|mount\.cifs", rb"(?:-U ?|--user=)[^\s%]+%"),
    (b"lftp", rb"-u [^\s,]+,"),
    (b"curl|http|https|wget", rb"(?:-u ?|--user[= ]|-a ?|--auth[= ])[^\s:]+:"),
    (b"wget|curl", rb"--(?:http-|ftp-)?password[= ]"),
    (b"curl", rb"(?:-E ?|--cert[= ])[^\s:'\"]+\.(?:p12|pfx|pem|crt|cer):"),
    (b"docker|podman|skopeo|buildah", rb"login(?:[^\n|;&#]){0,200}?(?:-p ?|--password[= ])"),
    (b"helm", rb"--password[= ]"),
    (b"cypress", rb"--key[= ]"),
    (b"ipmitool", rb"-P ?"),
    (b"schtasks", rb"/[Rr]?[Pp] "),
    (b"openssl", rb"-pass(?:in|out)? pass:"),
    (b"keytool", rb"-(?:store|key|src|dest)(?:store)?pass "),
    (b"htpasswd", rb"-b[a-zA-Z]*(?: -[a-zA-Z]+)* \S+ \S+ "),
    (b"yaz-client", rb"-u [^\s/]+/"),
    (b"steamcmd", rb"\+login \S+ "),
    (b"mosquitto_passwd", rb"-b[a-zA-Z]*(?: -[a-zA-Z]+)* \S+ \S+ "),
    (b"net use", rb"\\\\\S+ (?:/user:\S+ )?"),
    (b"net user", rb"(?<=user )[^\s/*]+ "),
    (b"hdbuserstore", rb"(?i:set) \S+ \S+ \S+ "),
    (b"sqlplus", rb"[\w$#]+/"),
    (b"security", rb"(?:unlock|create)-keychain(?:[^\n|;&#]){0,200}?-p ?"),
    (b"signtool", rb"[/-]p "),
    (b"altool|notarytool", rb"-p |--password[= ]"),
    (b"gpg|gpg2", rb"--passphrase[= ]"),
    (b"zip|unzip", rb"-P ?"),
    (b"7z|7za", rb"-p(?=\S)"),
    (b"rar|winrar|unrar", rb"-(?:hp|p)(?=[^\s-])"),
    (b"az", rb"login(?:[^\n|;&#]){0,200}?(?<![\w-])(?:-p |--password[= ])"),
    (b"AIS-catcher", rb"-X "),
    (b"VeraCrypt|veracrypt|TrueCrypt|truecrypt", rb"/p(?:assword)? |--password[= ]"),
)  # fmt: skip
_COMMAND_ANCHORS = tuple(
    dict.fromkeys(
        tool.lower().replace(b"\\", b"")
        for tools, _ in _COMMAND_FLAGS
        for tool in tools.split(b"|")
    )
)
# A tool's name as a command (followed by a space, perhaps after the quote that closes its path:
# not a URL's scheme), its arguments up to the
# option (a line continuation included; not past a pipe, a command separator or a comment), and
# the value.
_COMMAND_PASSWORD = (
    rb"(?:"
    + b"|".join(
        rb"(?:"
        + tools
        + rb")(?:\.exe)?\"?[ \t](?:[^\n|;&#]|\\\r?\n){0,300}?(?<![\w-])(?:"
        + flag
        + rb")"
        for tools, flag in _COMMAND_FLAGS
    )
    + rb")(?:\"([^\"\n]{6,128})\"|'([^'\n]{6,128})'|([^\s\"'|;&)]{6,128}))"
)

# A command's user flags, and what parts a flag from its value: a space, ``:`` or ``=``.
_USER_FLAGS = rb"-u|-U|--user(?:name)?"
_FLAG_VALUE = rb"(?:[ \t]+|[:=])"
# Any command that takes a user by a flag and then a password by another on the same line
# (``-u svc -p '…'``, ``-u svc -p…`` as mysql's, ``-U sa -P …``, ``-u:ops -p:…``,
# ``/userd:svc /passwordd:…``), whatever the tool: the pair says what the second value is.
_USER_THEN_PASSWORD = (
    rb"(?<![\w-])(?:" + _USER_FLAGS + rb"|/u(?:ser)?d?)" + _FLAG_VALUE
    + rb"[^\s\"'-][^\s\"']{0,100}(?:[ \t](?:[^\n|;&#]){0,200}?)??"
    + rb"[ \t](?:(?:-p|-P|-w|--pass(?:word)?|/p(?:ass(?:word)?d?)?)" + _FLAG_VALUE
    + rb"|-p(?=[^\s:=-]))"
    + rb"(?:\"([^\"\n]{6,128})\"|'([^'\n]{6,128})'|([^\s\"'|;&]{6,128}))"
)  # fmt: skip

# A user flag whose value pairs the user with a password (``-u control,…``, ``--user
# svc:…``), whatever the tool.
_USER_FLAG_PAIR = (
    rb"(?<![\w-])(?:" + _USER_FLAGS + rb")" + _FLAG_VALUE
    + rb"[\"']?[^\s\"',:-][^\s\"',:]{0,63}[,:]([^\s\"']{6,128})"
)  # fmt: skip

# A command that stores a value under a name given by another flag (``az keyvault secret set
# --name db-password --value …``, ``aws ssm put-parameter --name /prod/db/password --value …``,
# ``duplicacy set -key password -value …``, ``-k internet_authkey -v …``): a name that is a
# credential's says what the value is.
_NAME_FLAGS = rb"--?(?:name|key|param(?:eter)?|setting|var(?:iable)?)|-[kn]"
_NAMED_VALUE_FLAGS = (
    rb"(?<![\w-])(?:" + _NAME_FLAGS + rb")" + _FLAG_VALUE + rb"[\"']?[\w./:-]{0,80}?"
    + KEYWORD + rb"[\w./:-]{0,40}[\"']?(?:[ \t](?:[^\n|;&#]){0,200}?)??"
    + rb"[ \t]--?(?:value|v|body|secret-value|val)" + _FLAG_VALUE
    + rb"(?:\"([^\"\n]{6,1024})\"|'([^'\n]{6,1024})'|([^\s\"'|;&]{6,1024}))"
)  # fmt: skip
_NAME_FLAG_ANCHORS = (
    b"--name", b"-name", b"--key", b"-key", b"--param", b"-param", b"--setting", b"-setting",
    b"--var", b"-var", b"-k", b"-n",
)  # fmt: skip

# A user flag whose user is an API key and whose password is empty (``curl -u sk_…:``, as
# Stripe-style APIs take a key).
_KEY_AS_USER_FLAG = (
    rb"(?<![\w-])(?:" + _USER_FLAGS + rb")" + _FLAG_VALUE
    + rb"[\"']?([A-Za-z0-9_-]{20,128}):(?=[\"']?(?:[ \t]|\\?\r?\n|$))"
)  # fmt: skip
UUID = re.compile(rb"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}")


def _key_as_user(match: re.Match[bytes], rescan: Rescan) -> bool:
    """The user reads as a key: generated, hex of a key's length (after a prefix or not),
    or a UUID."""
    user = match.group(1)
    key = user.rsplit(b"_", 1)[-1] if b"_" in user else user
    return generated_token(user) or generated_hex(key) or UUID.fullmatch(user) is not None


# A digit and the symbol after it, as a password made of a word, a number and a symbol ends.
_DIGIT_SYMBOL_ANCHORS = tuple(
    bytes([digit, symbol]) for digit in b"0123456789" for symbol in b"!#$*?@^&+_-"
)

# A symbol and the digit after it, as a password of a word, a symbol and a number has them.
_SYMBOL_DIGIT_ANCHORS = tuple(
    bytes([symbol, digit]) for symbol in b"!#$*?@&" for digit in b"0123456789"
)

# A symbol and the letter after it (lower-cased, as anchors are found), as two words a symbol
# joins have them.
_SYMBOL_LETTER_ANCHORS = tuple(
    bytes([symbol, letter]) for symbol in b"!#$*?@&" for letter in b"abcdefghijklmnopqrstuvwxyz"
) + tuple(bytes([symbol, digit]) for symbol in b"$&" for digit in b"0123456789")

CONTENT_RULES: tuple[ContentRule, ...] = (
    ContentRule(
        "private-key",
        (b"-----begin", b"---- begin"),
        rb"(?i:-{4,5} ?BEGIN (?:[A-Z0-9]+ )*(?:PRIVATE KEY(?: BLOCK)?|STATIC KEY(?: V\d)?)"
        rb" ?-{4,5})",
        _key_body_follows,
        token=True,
    ),
    ContentRule(
        "private-key-split",
        (b"begin",),
        rb"BEGIN(?:[A-Z0-9 ]|[\"'`][\s+.\\]{0,20}[\"'`])*?PRIVATE(?: |[\"'`][\s+.\\]{0,20}[\"'`])*"
        rb"KEY",
        _key_body_follows,
    ),
    ContentRule("putty-private-key", (b"putty-user-key-file-",), rb"PuTTY-User-Key-File-\d"),
    ContentRule(
        "aws-access-key-id",
        (b"akia", b"asia", b"abia", b"acca", b"a3t"),
        _B + rb"((?:A3T[A-Z0-9]|ABIA|ACCA|AKIA|ASIA)[A-Z0-9]{16})" + _E,
        _not_example,
        token=True,
    ),
    ContentRule(
        "github-token",
        (b"ghp_", b"gho_", b"ghu_", b"ghs_", b"ghr_"),
        _B + rb"gh[pousr]_[A-Za-z0-9]{36,255}" + _E,
        token=True,
    ),
    ContentRule(
        "github-fine-grained-token", (b"github_pat_",), rb"github_pat_[A-Za-z0-9_]{82}", token=True
    ),
    ContentRule(
        # Flutterwave's secret keys, live and test (its public keys are ``FLWPUBK-``)
        "flutterwave-secret-key",
        (b"flwseck",),
        _B + rb"FLWSECK(?:_TEST)?-[0-9a-fA-F]{32}-X" + _E,
        token=True,
    ),
    ContentRule(
        "gitlab-token",
        (b"glpat-", b"gldt-", b"glrt-", b"glptt-", b"glsoat-"),
        rb"gl(?:pat|dt|rt|ptt|soat)-[A-Za-z0-9_-]{20,64}",
        token=True,
    ),
    ContentRule(
        "slack-token",
        (b"xoxa-", b"xoxb-", b"xoxp-", b"xoxo-", b"xoxs-", b"xoxr-", b"xoxe-"),
        rb"xox[abposre]-[0-9]+-[A-Za-z0-9-]{8,}",
        token=True,
    ),
    ContentRule(
        "slack-webhook",
        (b"hooks.slack.com/",),
        rb"hooks\.slack\.com/(?:services|workflows)/[A-Za-z0-9_/]{20,}",
        token=True,
    ),
    ContentRule(
        "discord-webhook",
        (b"discord.com/api/webhooks/", b"discordapp.com/api/webhooks/"),
        rb"discord(?:app)?\.com/api/webhooks/\d{5,30}/[A-Za-z0-9_-]{40,}",
        token=True,
    ),
    ContentRule(
        "discord-bot-token",
        (),
        rb"\.[A-Za-z0-9_-]{6,7}\.[A-Za-z0-9_-]{27,40}(?![A-Za-z0-9_-])",
        _discord_user_id_before,
        anywhere=True,
    ),
    ContentRule(
        "telegram-bot-token",
        (b":aa",),
        rb"(?<![0-9])[0-9]{8,10}:AA[A-Za-z0-9_-]{33}(?![A-Za-z0-9_-])",
        token=True,
        anywhere=True,
    ),
    ContentRule(
        "stripe-key",
        (b"sk_live_", b"rk_live_", b"sk_test_", b"rk_test_"),
        rb"[rs]k_(?:live|test)_[0-9a-zA-Z]{20,}",
        token=True,
    ),
    ContentRule(
        # Omise's secret key (Thailand, Japan, Singapore): ``skey_live_`` and 19 or more small
        # letters and digits
        "omise-secret-key",
        (b"skey_live_", b"skey_test_"),
        rb"skey_(?:live|test)_[0-9a-z]{19,64}(?![0-9A-Za-z])",
        token=True,
    ),
    ContentRule(
        "mapbox-secret-token",
        (b"sk.eyj",),
        rb"sk\.eyJ[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{20,}",
        token=True,
    ),
    ContentRule("databricks-token", (b"dapi",), _B + rb"dapi[a-f0-9]{32}(?:-\d)?" + _E, token=True),
    ContentRule(
        "doppler-token",
        (b"dp.st.", b"dp.pt.", b"dp.sa.", b"dp.ct.", b"dp.scim.", b"dp.audit."),
        rb"dp\.(?:st|pt|sa|ct|scim|audit)\.(?:[a-z0-9_-]{1,40}\.)?[A-Za-z0-9]{40,44}",
        token=True,
    ),
    ContentRule(
        "bitbucket-app-password", (b"atbb",), _B + rb"ATBB[A-Za-z0-9_=.-]{32,}" + _E, token=True
    ),
    ContentRule(
        "webhook-url",
        (b"/hooks/", b"/hook/", b"/webhook/", b"/webhooks/"),
        rb"/(?:hooks?|webhooks?)/([A-Za-z0-9_-]{20,})",
        _value_random,
    ),
    ContentRule(
        "database-password-hash",
        (b"scram-sha-256$", b"{ssha", b"{sha", b"{smd5}", b"{crypt}", b"{pbkdf2", b"'md5", b"'*"),
        rb"SCRAM-SHA-256\$\d+:[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+"
        rb"|\{(?:S?SHA(?:256|384|512)?|SMD5|CRYPT|PBKDF2[\w-]*)\}[A-Za-z0-9+/=$.]{16,}"
        rb"|'md5[a-f0-9]{32}'|'\*[0-9A-F]{40}'",
    ),
    ContentRule("stripe-webhook-secret", (b"whsec_",), rb"whsec_[A-Za-z0-9+/=]{24,}", token=True),
    ContentRule(
        "openai-key",
        (b"sk-proj-", b"sk-svcacct-", b"sk-admin-"),
        rb"sk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{40,}",
        token=True,
    ),
    ContentRule(
        "openai-legacy-key",
        (b"t3blbkfj",),
        rb"sk-[A-Za-z0-9_-]*T3BlbkFJ[A-Za-z0-9_-]{20,}",
        token=True,
        anywhere=True,
    ),
    ContentRule(
        "anthropic-key",
        (b"sk-ant-",),
        rb"sk-ant-(?:api|admin|sid)\d\d-[A-Za-z0-9_-]{40,}",
        token=True,
    ),
    ContentRule("npm-token", (b"npm_",), _B + rb"npm_[A-Za-z0-9]{36}" + _E, token=True),
    ContentRule(
        "npm-auth-token",
        (b"_authtoken",),
        rb"_authToken\s*=\s*[\"']?([^\s\"']{8,})",
        _value_random,
    ),
    ContentRule("pypi-token", (b"pypi-age",), rb"pypi-AgE[A-Za-z0-9_-]{50,}", token=True),
    ContentRule(
        "vault-token", (b"hvs.", b"hvb.", b"hvr."), _B + rb"hv[sbr]\.[A-Za-z0-9_-]{24,}", token=True
    ),
    ContentRule(
        "digitalocean-token",
        (b"dop_v1_", b"doo_v1_", b"dor_v1_"),
        rb"do[por]_v1_[a-f0-9]{64}",
        token=True,
    ),
    ContentRule(
        "shopify-token",
        (b"shpat_", b"shpca_", b"shppa_", b"shpss_"),
        rb"shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}",
        token=True,
    ),
    ContentRule(
        "sendgrid-key",
        (b"sg.",),
        _B + rb"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}" + _E,
        token=True,
    ),
    ContentRule(
        "square-secret", (b"sq0csp-", b"sq0atp-"), rb"sq0(?:csp|atp)-[0-9A-Za-z_-]{22,}", token=True
    ),
    ContentRule("google-api-key", (b"aiza",), _B + rb"AIza[0-9A-Za-z_-]{35}" + _E, token=True),
    ContentRule("mailgun-key", (b"key-",), _B + rb"key-[a-f0-9]{32}" + _E, token=True),
    ContentRule("twilio-key", (b"twilio",), _B + rb"(?:AC|SK)[a-f0-9]{32}" + _E, anywhere=True),
    ContentRule(
        "azure-storage-key", (b"accountkey=",), rb"AccountKey=[A-Za-z0-9+/]{86}==", token=True
    ),
    ContentRule(
        "azure-shared-access-key",
        (b"sharedaccesskey=",),
        rb"(?i:SharedAccessKey)=([A-Za-z0-9+/]{40,}={0,2})",
        _value_random,
    ),
    ContentRule(
        "signed-url-signature",
        (b"sig=", b"signature="),
        rb"(?i:sig|signature)=([A-Za-z0-9%+/=_-]{32,})",
        _value_random,
    ),
    ContentRule(
        "jwt",
        (b"eyj",),
        _B + rb"eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}",
        token=True,
    ),
    ContentRule(
        "password-hash",
        (b"$1$", b"$2a$", b"$2b$", b"$2y$", b"$5$", b"$6$", b"$y$", b"$apr1$", b"$argon2"),
        rb"\$(?:1|2[aby]|5|6|y|apr1|argon2(?:id|i|d))\$[^\s\"':$]{1,64}\$"
        rb"(?:[^\s\"':$]{1,64}\$)?[./A-Za-z0-9+]{22,}",
        generic=True,
    ),
    ContentRule(
        "jwk-private-key",
        (b'"kty"',),
        rb'"(?:d|p|q|dp|dq|qi|k)"\s*:\s*"([A-Za-z0-9_-]{20,})"',
        _value_random,
        anywhere=True,
    ),
    ContentRule(
        "netrc-password",
        (b"machine",),
        rb"machine\s+\S+\s+(?:(?:login|account|port)\s+\S+\s+){0,3}password\s+(\S{6,})",
        _password_random,
    ),
    ContentRule(
        "honeycomb-key",
        (b"hcaik_", b"hcxik_", b"hcaic_", b"hcxic_", b"hcamk_", b"hcxmk_"),
        rb"hc[ax](?:ik|ic|mk)_[a-z0-9]{58}",
        token=True,
    ),
    ContentRule(
        "firebase-server-key",
        (b":apa91b",),
        rb"AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{134}",
        anywhere=True,
    ),
    ContentRule("appwrite-api-key", (b"standard_",), rb"standard_[0-9a-f]{256}", token=True),
    ContentRule("dropbox-token", (b"sl.",), _B + rb"sl\.(?:u\.)?[A-Za-z0-9_-]{130,}", token=True),
    ContentRule(
        "asana-token",
        (b"asana",),
        rb"(?<![0-9/])[0-9]/[0-9]{16}(?:/[0-9]{16})?:[0-9a-f]{32}" + _E,
        anywhere=True,
    ),
    ContentRule(
        # ``project:environment.<64 hex>``, ``*:*.<64 hex>`` for an admin token
        "unleash-token",
        (b"unleash",),
        rb"(?<![\w*])(?:\*|[A-Za-z0-9_-]{1,64}):(?:\*|[A-Za-z0-9_-]{1,64})\.[a-f0-9]{64}" + _E,
        anywhere=True,
    ),
    ContentRule(
        # OpenWeatherMap's API key: 32 hex digits as ``appid`` (a query parameter, a member,
        # an argument), in a file that calls the API
        "openweathermap-key",
        (b"openweathermap",),
        rb"(?i:appid)[\"']?[ \t]*[:=,][ \t]*[\"']?([0-9a-f]{32})(?![0-9A-Fa-f])",
        _value_random,
        anywhere=True,
    ),
    ContentRule(
        # a registry export's password as bytes (a VNC server's ``"Password"=hex:1b,89,…``:
        # obfuscated with a key every copy of the server knows), a line continuation allowed
        "registry-password-bytes",
        (b"=hex",),
        rb'"[^"\n]{0,60}(?i:passw(?:or)?d|pwd|secret)[^"\n]{0,30}"=hex(?:\([0-9a-f]\))?:'
        rb"((?:[0-9a-fA-F]{2},(?:\\\r?\n[ \t]*)?){7,255}[0-9a-fA-F]{2})",
        _varied_bytes,
        anywhere=True,
    ),
    ContentRule(
        # Monit's web interface login: ``allow admin:…`` (monitrc)
        "monit-allow-credentials",
        (b"allow",),
        rb"allow[ \t]+[\w.-]{1,32}:([^\s:]{6,128})",
        _first_word_random,
    ),
    ContentRule(
        # an IPsec tunnel's pre-shared key in a router's configuration: Cisco IOS's ``crypto
        # isakmp key … address …``, Yamaha RTX's ``ipsec ike pre-shared-key 1 text …``
        "ipsec-pre-shared-key",
        (b"isakmp key", b"ike pre-shared-key"),
        rb"(?:isakmp[ \t]+key[ \t]+(?:0[ \t]+)?(\S{6,128})[ \t]+(?:address|hostname)\b"
        rb"|ike[ \t]+pre-shared-key[ \t]+[0-9]+[ \t]+text[ \t]+(\S{6,128})[ \t]*(?=\r?\n|\Z))",
        _random_or_shown,
    ),
    ContentRule(
        # a router's PPPoE or PPP login to its provider, user then password: Yamaha RTX's
        # ``pp auth myname USER PASS`` (and the users it accepts, ``pp auth username USER PASS``)
        "router-ppp-login",
        (b"pp auth myname", b"pp auth username"),
        rb"pp[ \t]+auth[ \t]+(?:myname|username)[ \t]+\S{1,128}[ \t]+(\S{6,128})[ \t]*(?=\r?\n|\Z)",
        _random_or_shown,
    ),
    ContentRule(
        # Agora's App Certificate, the secret that signs its RTC tokens: 32 hex digits
        "agora-app-certificate",
        (b"app_certificate", b"appcertificate"),
        rb"(?i:app_?certificate)[\"']?[ \t]*[:=][ \t]*[\"']?([0-9a-fA-F]{32})(?![0-9a-fA-F])",
        _value_random,
    ),
    ContentRule(
        # the Georgian Revenue Service's (rs.ge) service user and its password in a SOAP request:
        # ``<su>company:123</su><sp>…</sp>``
        "rs-ge-service-password",
        (b"<su>",),
        rb"<su>[^<\n]{1,64}</su>\s{0,40}<sp>([^<\s]{6,128})</sp>",
        _random_or_shown,
    ),
    ContentRule(
        # Signal's backup passphrase, six groups of five digits, on Signal's line or the next two
        "signal-backup-passphrase",
        (b"signal",),
        rb"(?i:signal)[^\n]{0,80}?(?:\r?\n[^\n]{0,80}?){0,2}?"
        rb"(?<![0-9])([0-9]{5}(?:[ \t][0-9]{5}){5})(?![0-9])",
        _varied_digits,
    ),
    ContentRule(
        # a user and a password as one setting's value, ``name:password`` (plone.recipe's
        # ``user = admin:…`` in a buildout.cfg)
        "user-colon-password",
        (b"user =", b"user="),
        rb"(?<![\w.-])user[ \t]*=[ \t]*[\w.@-]{1,64}:([^\s:]{8,128})[ \t]*(?=\r?\n|$)",
        _value_random,
    ),
    ContentRule(
        # AnyDesk's unattended-access password piped to its command line on installing it:
        # ``echo … | "…\AnyDesk.exe" --set-password``
        "anydesk-set-password",
        (b"--set-password",),
        rb"(?i:echo)[ \t]+([^\s|]{6,64})[ \t]*\|[^\n]{0,200}?(?i:anydesk)"
        rb"[^\n]{0,120}?--set-password",
        _random_or_shown,
        anywhere=True,
    ),
    ContentRule(
        # an AutoHotkey script that logs in by typing: the user, Tab, the password, Enter
        # (``SendRaw, …`` / ``Send, {Tab}`` / ``SendRaw, …`` / ``Send, {Enter}``)
        "autohotkey-typed-login",
        (b"{tab}",),
        rb"(?i:send(?:raw|input)?),?[ \t]+[^\s{][^\n]{0,63}\r?\n[ \t]*(?i:send(?:input)?),?[ \t]+"
        rb"\{Tab\}\r?\n[ \t]*(?i:send(?:raw|input)?),?[ \t]+([^\s{][^\n]{5,63}?)[ \t]*\r?\n"
        rb"[ \t]*(?i:send(?:input)?),?[ \t]+\{Enter\}",
        _random_or_shown,
        anywhere=True,
    ),
    ContentRule(
        # a Teradata BTEQ script's logon: ``.LOGON tdpid/user,password;``
        "bteq-logon",
        (b".logon",),
        rb"\.(?i:logon)[ \t]+[^\s/,;]+/[^\s/,;]+,([^\s;]{6,128});",
        _value_random,
    ),
    ContentRule(
        # a Consul ACL token set in an agent's configuration (``initial_management = "<uuid>"``)
        "consul-acl-token",
        (b"initial_management", b"agent_recovery", b"agent_master"),
        rb"(?:initial_management|agent_recovery|agent_master)[\"']?[ \t]*[:=][ \t]*[\"']"
        rb"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})[\"']",
    ),
    ContentRule("klaviyo-private-key", (b"pk_",), _B + rb"pk_[a-f0-9]{34}" + _E, token=True),
    # Adobe Developer Console's OAuth client secrets: ``p8e-`` and 32 more
    ContentRule("adobe-client-secret", (b"p8e-",), _B + rb"p8e-[A-Za-z0-9_-]{32}" + _E, token=True),
    # DingTalk's signing secret of a group robot (加签): ``SEC`` and 64 hex digits
    ContentRule(
        "dingtalk-robot-secret",
        tuple(b"sec" + digit.encode() for digit in "0123456789abcdef"),
        _B + rb"SEC[0-9a-f]{64}" + _E,
        token=True,
    ),
    # OneSignal's REST API keys since 2024: ``os_v2_app_`` or ``os_v2_org_`` and base32
    ContentRule(
        "onesignal-api-key", (b"os_v2_",), _B + rb"os_v2_(?:app|org)_[a-z2-7]{40,}" + _E, token=True
    ),
    ContentRule(
        # Rhino's (McNeel's) licence keys: ``RH70-`` and five groups of four
        "rhino-license-key",
        (b"rh50-", b"rh60-", b"rh70-", b"rh80-"),
        _B + rb"RH[5-8]0(?:-[A-Z0-9]{4}){5}" + _E,
        token=True,
    ),
    ContentRule(
        "cfx-license-key",
        (b"cfxk_",),
        _B + rb"cfxk_[A-Za-z0-9]{16,}_[A-Za-z0-9]{4,}" + _E,
        token=True,
    ),
    ContentRule(
        "weblate-token", (b"wlu_", b"wlp_"), _B + rb"wl[up]_[A-Za-z0-9]{40}" + _E, token=True
    ),
    ContentRule(
        # a .NET RSA key's private members (``RSA.ToXmlString(true)``)
        "rsa-key-value-xml",
        (b"<rsakeyvalue",),
        rb"<(?:D|P|Q|DP|DQ|InverseQ)>\s*([A-Za-z0-9+/]{20,}={0,2})\s*</",
        _value_random,
        anywhere=True,
    ),
    ContentRule(
        # a password told in a sentence: "the new password is …", "set the admin password of
        # the web UI to …"
        "password-in-sentence",
        _PROSE_PASSWORD_ANCHORS,
        # (the word with an ending: ``Kodeordet``, ``Passwörter``, ``lykilorðið``)
        rb"(?i:" + _PROSE_PASSWORD + rb")" + _ENDING + rb"(?:[ \t]+" + _WORD + rb"){0,5}?"
        # "is" in English, Dutch, German, Spanish, Portuguese, Italian (``è``, typed ``e'``),
        # Swedish, Norwegian, Danish, French, Finnish and Estonian, Polish, the Slavic languages
        # of the south and west, Latvian, Lithuanian, Hungarian, Haitian Creole (``se``),
        # Luxembourgish (``ass``), Sesotho and Setswana (``ke``), Bislama and Pijin (``hem``,
        # ``hemia``), Macedonian and Bulgarian (``е``), Greek (``είναι``), Wolof (``mooy``),
        # Swahili (``ni``), Somali (``waa``), Indonesian and Malay (``adalah``), Tagalog
        # (``ay``), Romanian (``este``), Zulu and Xhosa (``ngu``, and ``ithi``, "says"), Maltese
        # (``hija``, ``huwa``),
        # "became" in Portuguese and Spanish (``ficou``, ``quedó``), and Persian's "new" after
        # the noun (``رمز عبور جدید …``); the value
        # perhaps on the next line, where a text file wraps the sentence
        rb"[ \t]+(?i:is|was|to|now|ist|lautet|es|\xc3\xa9|e'?|\xc3\xa4r|er|\xc3\xa8|est|on|jest|je"
        rb"|ir|yra|van|ass|se|ke|hem(?:ia)?|\xd0\xb5|ficou|qued(?:o|\xc3\xb3)|\xce\xb5\xce\xaf\xce\xbd\xce\xb1\xce\xb9"
        rb"|mooy|ni|waa|adalah|ay|este|ngu|ithi|ydy|yw|hija|huwa|\xd8\xac\xd8\xaf\xdb\x8c\xd8\xaf):?"
        + _LINE_GAP
        + rb"(?:\*\*|[\"'`])?"
        # a ``*`` inside the password is its own, not bold markup's (``**…**``)
        rb"((?:[^\s\"'`*]|\*(?=[^\s\"'`*])){8,64})",
        _told_password,
    ),
    ContentRule(
        # a password's word alone on its line, with no colon, and the value alone on the next
        # (a note typed up from paper: ``PW`` / ``shonan-totoro-sakura``)
        "password-under-label",
        _PASSWORD_OR_PW_ANCHORS,
        _PASSWORD_OR_PW + _LETTER_ENDING + rb"[ \t]*\r?\n[ \t]*([^\s]{8,63})[ \t]*(?=\r?\n|\Z)",
        _value_under_label,
        generic=True,
        live=_labelled_live,
    ),
    ContentRule(
        # a password in ASCII right after the word for it in Chinese, Japanese or Korean, or
        # after a copula or a particle (``密码LongmenBaojing150``, ``密码是…``, ``パスワードは…``)
        "password-after-cjk-word",
        tuple(word.encode() for word in _CJK_PASSWORD_WORDS),
        rb"(?:" + _CJK_PASSWORD + rb")(?:" + _CJK_PARTICLE + rb")?[ \t]*"
        rb"([A-Za-z0-9][\x21-\x7e]{7,63})(?=[ \t]*(?:\r?\n|\Z|[\x80-\xff]))",
        _shown_choice_or_random,
        generic=True,
        live=_labelled_live,
    ),
    ContentRule(
        # a value a configuration marks as plain text: ``key plaintext …``, ``password
        # manager user-name "admin" plaintext "…"`` (network gear), ``cleartext …``
        "plaintext-marked-value",
        (b"plaintext", b"cleartext"),
        rb"(?i:plaintext|cleartext)[ \t]+"
        rb"(?:\"([^\"\s]{6,128})\"|'([^'\s]{6,128})'|([^\s\"']{6,128}))",
        _value_random,
    ),
    ContentRule(
        # a stream key, an RTMP ingest URL's last segment (``rtmp://host/live/<key>``, ending a
        # line, a quoted string or an nginx directive)
        "rtmp-stream-key",
        (b"rtmp",),
        rb"rtmps?://[^\s\"'/]+(?:/[^\s\"'/]+)*?/([A-Za-z0-9_-]{16,128})(?![^\s\"';])",
        _stream_key,
    ),
    ContentRule(
        # a WordPress application password: 24 characters in six groups of four
        "wordpress-application-password",
        (b"wp-json", b"wordpress", b"xmlrpc.php"),
        rb"(?<![A-Za-z0-9 ])(?:[A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}(?![A-Za-z0-9 ])",
        _grouped_token,
        anywhere=True,
    ),
    ContentRule(
        "ghost-admin-key",
        (b"ghost",),
        rb"(?<![0-9a-f])[0-9a-f]{24}:[0-9a-f]{64}" + _E,
        anywhere=True,
    ),
    ContentRule(
        "convex-deploy-key",
        (b"|eyj",),
        rb"(?:prod|dev|preview|project):[a-z0-9-]{3,64}\|eyJ[A-Za-z0-9_-]{20,}",
        anywhere=True,
    ),
    ContentRule(
        "mercadopago-token",
        (b"app_usr-", b"test-"),
        rb"(?:APP_USR|TEST)-[0-9]{10,20}-[0-9]{6}-[0-9a-f]{32}-[0-9]{6,12}",
        token=True,
    ),
    ContentRule(
        "rpc-url-key",
        (b"alchemy.com/v2/", b"alchemyapi.io/v2/", b"infura.io/v3/", b".quiknode.pro/"),
        rb"(?:alchemy\.com/v2|alchemyapi\.io/v2|infura\.io/v3|quiknode\.pro)/([A-Za-z0-9_-]{24,})",
        _value_random,
    ),
    ContentRule(
        "signify-secret-key",
        (b"untrusted comment:",),
        rb"untrusted comment: (?:signify|minisign)[^\n]{0,40}secret key\r?\n[A-Za-z0-9+/]{40,}",
    ),
    ContentRule(
        "snmp-user-key",
        (b"createuser",),
        rb"createUser[ \t]+(?:-e[ \t]+\S+[ \t]+)?\S+[ \t]+(?:MD5|SHA[\w-]*)[ \t]+"
        rb"[\"']?([^\s\"']{8,128})",
        _value_random,
    ),
    ContentRule(
        "header-value-before-name",
        (b"forhttpheaderfield",),
        rb"setValue\(\s*\"([^\"\n]{16,200})\"\s*,\s*forHTTPHeaderField:\s*"
        rb"\"[^\"\n]*(?i:key|token|auth|secret)[^\"\n]*\"",
        _value_random,
        anywhere=True,
    ),
    ContentRule(
        "base58check-private-key",
        (
            b"wif",
            b"wallet",
            b"bitcoin",
            b"btc",
            b"privkey",
            b"private_key",
            b"privatekey",
            b"xprv",
            b"tprv",
        ),
        rb"(?<![" + _B58 + rb"])([5KL9c][" + _B58 + rb"]{50,51}|[xt]prv[" + _B58 + rb"]{107,108})"
        rb"(?![" + _B58 + rb"])",
        _base58check_key,
        anywhere=True,
    ),
    ContentRule(
        "recovery-phrase",
        (
            b"mnemonic",
            b"seed phrase",
            b"seed_phrase",
            b"seedphrase",
            b"recovery phrase",
            b"recovery_phrase",
            b"seed words",
            b"bip39",
            b"bip-39",
            b"wallet",
        ),
        # Twelve or more lower-case words apart only by spaces, commas, quotes or numbering.
        rb"(?:[a-z]{3,8}[ \t\r\n,\"']+(?:[0-9]{1,2}[.)][ \t]*)?){11,}[a-z]{3,8}",
        _recovery_phrase,
        anywhere=True,
    ),
    ContentRule(
        "keypair-file",
        (),
        rb"\A\s*" + _BYTE_LIST + rb"\s*\Z",
        _random_bytes,
        anywhere=True,
    ),
    ContentRule(
        "key-byte-list",
        (b"secretkey", b"secret_key", b"keypair", b"privatekey", b"private_key"),
        rb"(?i:secret_?key|keypair|private_?key)[^\[;]{0,80}" + _BYTE_LIST,
        _random_bytes,
    ),
    # The user may follow a domain or workgroup: ``smb://WORKGROUP/user:…@server/printer``
    # (CUPS), ``smb://DOMAIN;user:…@server`` (the SMB URI).
    ContentRule(
        "url-credentials",
        (b"://",),
        rb"://(?:[^\s:/@\"'<>]{1,64}/)?[^\s:/@\"'<>]{0,64}:([^\s:/@\"'<>]{6,128})@[A-Za-z0-9\[]",
        _url_password,
    ),
    ContentRule(
        # the pattern opens with the colon (a literal: the search skips to each one in C)
        "userinfo-without-scheme",
        (b"@",),
        rb":([^\s:/@\"'<>]{8,128})@(?:(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,63}|[0-9]{1,3}(?:\.[0-9]{1,3}){3})"
        rb"(:[0-9]{1,5})?(?![\w.-])",
        _userinfo_without_scheme,
        anywhere=True,
        generic=True,
    ),
    ContentRule(
        # Go's MySQL driver's data source name: ``user:password@tcp(host:3306)/db``
        "mysql-dsn-password",
        (b"@tcp(", b"@unix("),
        rb"@(?:tcp|unix)\(",
        _dsn_password,
    ),
    ContentRule(
        # a GPS tracker's SMS command (Teltonika's): its login (perhaps empty), its password and
        # the command, ``tlmadm Aput5ag4eWv getgps``, `` Simba4kilimanjaro51 setparam …``
        "tracker-sms-command",
        _TRACKER_COMMANDS,
        rb"(?<!\S)(?:[\w.-]{1,32})?[ \t]+([^\s]{6,64})[ \t]+(?:"
        + b"|".join(_TRACKER_COMMANDS)
        + rb")(?![\w-])",
        _chosen_password,
        anywhere=True,
    ),
    ContentRule(
        # IRC services' login: ``/msg NickServ IDENTIFY [account] password``
        "irc-identify",
        (b"nickserv", b"chanserv"),
        rb"(?i:nickserv|chanserv)[ \t]+(?i:identify)[ \t]+(?:[^\s]{1,64}[ \t]+)?"
        rb"([^\s]{8,128})[ \t]*(?:\r?\n|$)",
        _chosen_password,
    ),
    ContentRule(
        # a chat's reply that gives the password the line before asks for: "the timeclock
        # wants the admin pw" / "Master cooper: its …"
        "password-reply",
        _PASSWORD_OR_PW_ANCHORS,
        _PASSWORD_OR_PW + rb"[^\n]{0,200}\r?\n"
        # the reply's last word, no quote, parenthesis or colon in it (code's and digests')
        rb"[^\n]{0,80}?[ \t\"]([^\s\"'():]{8,64})(?:[ \t]+now)?[ \t]*(?=\"|\r?\n|$)",
        _reply_password,
    ),
    ContentRule(
        # a label on a line of its own and the password alone on the next: ``Password:`` /
        # ``H0zBiDa46-f8kS…``
        "password-next-line",
        (*_PROSE_PASSWORD_ANCHORS, b"pass"),
        # (a chat's messages too: "10:59 - Ana: pass:" / "10:59 - Ana: Yarrow-Walnut8254";
        # ``pass`` without a colon only alone at a line's start, a note's label, not code's
        # indented statement; ``Clave wifi:`` a label too)
        rb"(?:(?i:"
        + _PROSE_PASSWORD
        + rb")(?:[ \t]+"
        + _WIFI
        + rb")?[ \t]*:?|(?i:pass)[ \t]*:|(?<![^\n])(?i:pass))[ \t]*\r?\n"
        rb"(?:([^\n]{1,80}?):[ \t]+)?[ \t]*([^\s]{8,64})(?:[ \t]+\([^\n]*)?[ \t]*(?=\r?\n|$)",
        _label_line_password,
    ),
    ContentRule(
        # a key an API takes as the first part of its path after its version or ``api``
        # (``https://api.kavenegar.com/v1/<key>/sms/send.json``, ``…/api/<key>/lights``), or
        # after a word or two of the path, a token of both cases and digits only
        # (``https://fioapi.fio.cz/v1/rest/last/<token>/transactions.json``)
        "url-path-key",
        (b"/api/", b"/v1/", b"/v2/", b"/v3/", b"/v:"),
        rb"/(?i:api|v[0-9]|v:[0-9]{1,2})/(?:([0-9A-Fa-f]{32,128}|[A-Za-z0-9]{32,128})"
        rb"|(?:[a-z]{2,12}/){1,2}([A-Za-z0-9]{32,128}))(?=[/?#\"'\s]|$)",
        _path_key,
    ),
    ContentRule(
        # an ODK Central app user's token in the URL a phone is configured with
        # (``https://…/v1/key/<64 characters>/projects/42``)
        "odk-central-app-user-key",
        (b"/key/",),
        rb"/key/([A-Za-z0-9!$]{64})/projects/",
        _drawn_key,
    ),
    ContentRule(
        "url-token-user",
        (b"://",),
        rb"://([A-Za-z0-9_-]{24,128})@[A-Za-z0-9\[]",
        _value_random,
    ),
    ContentRule(
        "kubernetes-secret-data",
        (b"kind: secret", b'"kind": "secret"', b'kind: "secret"'),
        rb"(?m)^[ \t]+[\"']?[\w.-]+[\"']?[ \t]*:[ \t]*" + _BASE64_VALUE + rb"[ \t]*,?[ \t]*$",
        _decoded_secret_value,
        anywhere=True,
    ),
    ContentRule(
        "encoded-credential",
        (b"-data", b'"auth"', b"_auth", b"basic "),
        rb"(?:-data[\"']?\s*:\s*|\"auth\"\s*:\s*|_auth\s*=\s*|(?i:basic)\s+)" + _BASE64_VALUE,
        _decoded_credential,
    ),
    ContentRule(
        # a ``user:password`` literal that code encodes for a Basic header
        "basic-auth-pair",
        _BASE64_ENCODERS,
        rb"[\"']([\w.+-]{1,64}(?:@[\w.-]{1,64})?):([^\s\"':]{8,128})[\"']",
        _basic_pair,
        anywhere=True,
        generic=True,
    ),
    ContentRule(
        # an API key given as the user name of Basic authentication (``setUsername('…')``)
        "key-as-username",
        (b"user",),
        rb"(?i:user(?:_?name)?)[\"']?[ \t]*(?:=>|:|=|\()[ \t]*[\"']([A-Za-z0-9_-]{32,128})[\"']",
        _key_as_username,
        generic=True,
    ),
    ContentRule(
        # a user option whose value is ``user:password`` (``.curlrc``'s ``user = "…"``,
        # ``CURLOPT_USERPWD``, a ``userinfo`` setting)
        "user-password-pair",
        (b"user",),
        rb"(?i:(?<![a-z])user(?:_?(?:pwd|pass|info|name))?)[\"']?[ \t]*(?:=>|[:=,])[ \t]*[\"']"
        rb"[^\s:\"'@/]{1,64}:([^\s:\"'@/]{6,128})[\"']",
        _user_password,
        generic=True,
    ),
    ContentRule("prefixed-token", _SECRET_PREFIX_WORDS, _PREFIXED_TOKEN, _prefixed_token),
    ContentRule(
        # a connection string's password (ODBC, ADO.NET): after a semicolon, to the next one,
        # commas and spaces its own (``…;UID=stata;PWD=jp,iN67DIEsyHDjU;Encrypt=yes``), or in
        # braces (``PWD={a;b}``)
        "connection-string-password",
        (b"pwd", b"password"),
        rb"(?:(?<=;)|(?<=; ))(?i:pwd|password)[ \t]*=[ \t]*"
        rb"(?:\{([^}\n]{6,128})\}|([^;\s\"'{}](?:[^;\n\"'{}]{4,126}[^;\s\"'{}])))(?=[;\"']|\s|$)",
        _declared_password,
    ),
    ContentRule(
        "secret-assignment",
        _KEYWORD_ANCHORS,
        KEYWORD + _NAME_REST + _ASSIGNED_VALUE,
        _assigned_random,
        generic=True,
        # a value only a generator writes is no example a page shows (``your-secret-key``,
        # ``s3cr3t``): it counts in documentation too
        live=_assigned_live,
    ),
    ContentRule(
        "key-assignment",
        (b"key",),
        # assigned, or quoted after a space as in a directive (``option key '…'``); or a
        # literal assigned to a name whose last word in camel case is ``Key`` (``merchantKey:
        # '…'``, .NET's ``<add key="GatewayMerchantKey" value="…" />``; not a public or a client
        # key, which a page embeds)
        rb"(?<![A-Za-z0-9])(?<!public[_.-])(?i:key)(?![a-z])"
        + _NAME_REST
        + rb"(?:"
        + _ASSIGNED_VALUE
        + rb"|[ \t]+"
        + _QUOTED
        + rb"|(?<=[\"'])"
        + _VALUE_ATTRIBUTE
        + _QUOTED
        + rb")|(?<=[a-z])(?<![Pp]ublic)(?<![Cc]lient)Key(?:"
        + _NAME_THEN_VALUE
        + rb"|[\"']"
        + _VALUE_ATTRIBUTE
        + rb")"
        + _QUOTED,
        _value_generated_key,
        generic=True,
    ),
    ContentRule(
        # a URL's ``key`` parameter, its value up to the next parameter
        # (``forecast.json?key=<hex>&aqi=no``)
        "url-key-parameter",
        (b"key=",),
        rb"(?<=[?&])(?i:key)=([A-Za-z0-9_-]{16,128})(?![A-Za-z0-9_-])",
        _url_key,
        generic=True,
    ),
    ContentRule(
        "secret-argument",
        _KEYWORD_ANCHORS,
        KEYWORD + _NAME_REST + _ARGUMENT_VALUE,
        _value_opaque,
        generic=True,
    ),
    ContentRule(
        "credential-call",
        _CALL_ANCHORS,
        # OkHttp's ``Credentials.basic(user, password)`` too
        rb"(?i:[a-z_]*(?:" + _CALL_WORDS + rb")[a-z_]*)(?:\.basic)?"
        # and Ruby's calls without parentheses: ``req.basic_auth "user", "…"``
        rb"(?:[ \t]*\(|(?:\.new)?[ \t]+(?=[\"'])|(?:->|::)__construct\()",
        _call_argument_opaque,
        generic=True,
    ),
    ContentRule(
        "login-arguments",
        (b"(",),
        _LOGIN_ARGUMENTS,
        _login_arguments,
        anywhere=True,
        generic=True,
    ),
    ContentRule(
        "user-password-arguments",
        _USER_PASSWORD_ANCHORS,
        _USER_PASSWORD_ARGUMENTS,
        _user_password_arguments,
        generic=True,
    ),
    ContentRule(
        "positional-token",
        (b"(",),
        _POSITIONAL_TOKEN,
        _positional_token,
        anywhere=True,
        generic=True,
    ),
    ContentRule(
        "command-login-token",
        _LOGIN_WORDS,
        rb"(?:" + b"|".join(_LOGIN_WORDS) + rb")(?![\w-])(?:[ \t]+--?[\w-]+)*[ \t]+"
        rb"([A-Za-z0-9_.-]{20,200})(?=[ \t]*(?:\r?\n|$|[;&|#]))",
        _value_generated_token,
        generic=True,
    ),
    ContentRule(
        "command-line-password",
        _COMMAND_ANCHORS,
        _COMMAND_PASSWORD,
        _random_or_shown,
        generic=True,
    ),
    ContentRule(
        "user-then-password-flag",
        (b"-u", b"--user", b"/u"),
        _USER_THEN_PASSWORD,
        _value_random,
        generic=True,
    ),
    ContentRule(
        "user-flag-pair",
        (b"-u", b"--user"),
        _USER_FLAG_PAIR,
        _value_random,
        generic=True,
    ),
    ContentRule(
        "key-as-user-flag",
        (b"-u", b"--user"),
        _KEY_AS_USER_FLAG,
        _key_as_user,
        generic=True,
    ),
    ContentRule(
        "named-value-flags",
        _NAME_FLAG_ANCHORS,
        _NAMED_VALUE_FLAGS,
        _value_random,
        generic=True,
    ),
    ContentRule(
        # a password a few words after its name in prose, no verb needed: "SSID is HomeNet,
        # password …", "the staging admin login. fwiw it's `…`" (not ``login: <user>``, a key)
        "password-nearby",
        (*_PASSWORD_OR_PW_ANCHORS, b"login"),
        # (``password: …`` too, and French typography's ``mot de passe : …``; not
        # ``login: <user>``: a key)
        rb"(?:" + _PASSWORD_OR_PW + _ENDING + rb"(?:[ \t]?:)?|(?i:login))" + _NEARBY_VALUE,
        _password_nearby,
        generic=True,
        live=_remembered_or_generated,
    ),
    ContentRule(
        # the same after a word or two that say which password, then a colon: "Mot de passe
        # provisoire : …", "Password (guest wifi): …", the value perhaps on the next line
        "qualified-password",
        _PASSWORD_OR_PW_ANCHORS,
        rb"(?:"
        + _PASSWORD_OR_PW
        + rb")"
        + _LETTER_ENDING
        # (the qualifier's words in any script: ``Senha provisória:``, a file's extension
        # among them: ``senha do certificado .pfx:``, or a device's address in parentheses:
        # ``clave del panel (192.168.1.1):``)
        + rb"((?:[ \t]+(?:\([\w.:-]{1,40}\)|\.?(?:[\w()'/-]|"
        + _BEYOND_ASCII
        + rb"){1,24})){1,8})"
        # (the value on the line, or alone on the next: ``hasło sieci:`` / ``…``)
        rb"[ \t]*[:=](?!//)[ \t]*(?:\r?\n[ \t]*)?"
        rb"[`\"']?([^\s\"'`]{7,63}[^\s\"'`,;])[`\"']?[,;]?[ \t]*(?=\r?\n|$)",
        _qualified_password,
        generic=True,
    ),
    ContentRule(
        # a note of a few lines that gives a login as people jot one down, a user name and the
        # password on the line after it, anywhere in the note: "castell" / "Rolorolo24",
        # "noor@fenrow.ie" / "…", "user: frontdesk" / "…"
        "note-login-pair",
        (b"\n",),
        rb"\A[\s\S]{12,%d}\Z" % _NOTE_BYTES,
        _note_login_pair,
        anywhere=True,
    ),
    ContentRule(
        # a chat's reply that is a value alone (or after a word or two: "c'est …", "es …"), up
        # to eight lines after a line with a password's word or ``pw`` (or Wi-Fi's: a sign's or
        # a chat's network and its key) (exports that put the sender and a blank line around
        # each message): "qual é a senha?" / "ahí va" / "10:28 - Romi: ocho.gotan92", in LINE's
        # tab-separated export too, or a chat that puts the sender on a line of its own
        # ("[2025-02-17 18:51] Karin" / "autostart_kusk733")
        "password-alone-in-reply",
        (*_PASSWORD_OR_PW_ANCHORS, *_WIFI_ANCHORS),
        rb"(?:(?i:"
        + _PROSE_PASSWORD
        # (``pw`` a word of its own, not two letters of base64: ``…/PW+…`` in a PEM block)
        + rb")|(?<![A-Za-z0-9/+])(?i:pw)(?![A-Za-z0-9/+=])|"
        + _WIFI
        + rb")[^\n]{0,200}\r?\n((?:[^\n]{0,200}(?:\r?\n|$)){1,8})",
        _password_alone_in_reply,
        generic=True,
        live=_sent_at_a_time,
    ),
    ContentRule(
        # a generated token alone in one of the chat's messages after one that asks for a key
        # or a token: "API key ya weather (Tomorrow.io)?" / "[…] Yvette: m28Zjh49utzpuFZ1U00…"
        "token-alone-in-reply",
        (b"api key", b"api-key", b"api_key", b"apikey", b"token", b"secret key"),
        rb"(?i:api[ _-]?key|token|secret key)[^\n]{0,200}\r?\n((?:[^\n]{0,200}(?:\r?\n|$)){1,4})",
        _token_in_reply,
        generic=True,
    ),
    ContentRule(
        # the same after a chat's message that gives a user name (``entra col mio account,
        # utente marco.rossi@…`` / ``…: FrizioneBrescia514``): the password the next message
        "login-then-value-in-reply",
        _USER_ANCHORS,
        _USER
        # (Korean's and Japanese's topic particle may follow the word: ``아이디는 doyoon.kang``)
        + rb"(?:\xeb\x8a\x94|\xec\x9d\x80|\xe3\x81\xaf)?[ \t]*[:=]?[ \t]+[^\s]{2,64}[^\n]{0,100}"
        rb"\r?\n((?:[^\n]{0,200}(?:\r?\n|$)){1,3})",
        _sent_after_login,
        generic=True,
    ),
    ContentRule(
        # VNPay's hash secret: 32 capital letters drawn at random (``"HashSecret": "…"``,
        # ``vnp_HashSecret = …``), which no rule of random values takes (letters of one case)
        "vnpay-hash-secret",
        (b"hashsecret",),
        rb"(?i:(?:vnp_)?HashSecret)" + _NAME_THEN_VALUE + rb"[\"']?([A-Z]{32})(?![A-Za-z0-9])",
        _drawn_capitals,
    ),
    ContentRule(
        # Zarinpal's merchant id, the UUID its payment API takes as the merchant's credential
        # (a file that names Zarinpal; the match starts at the name, so the whole file is read;
        # assigned, or a constant's value: ``define('ZARINPAL_MERCHANT_ID', '…')``)
        "zarinpal-merchant-id",
        (b"zarinpal",),
        rb"(?i:merchant[_-]?id)[\"']?[ \t]*(?:=>|[:=,])[ \t]*"
        rb"[\"']?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![0-9a-f-])",
        anywhere=True,
    ),
    ContentRule(
        # a Postman environment's or collection's variable its author marked secret:
        # ``{"key": "client_id", "value": "…", "type": "secret"}``
        "postman-secret-variable",
        (b'"secret"',),
        rb'"value"[ \t]*:[ \t]*"([^"\\\n]{8,512})",\s*"type"[ \t]*:[ \t]*"secret"',
        _declared_secret,
        anywhere=True,
    ),
    ContentRule(
        # a random literal whose comment at the end of its line names it a credential:
        # ``'c93aaf9a-…',  // integration key``, ``"9f2c…"  # API secret``
        "commented-credential",
        (b"key", b"secret", b"token", b"password"),
        rb"(?m)[\"']([A-Za-z0-9+/=_.-]{16,128})[\"'][,;)]*[ \t]+(?://|#)[ \t]*([^\n]{1,48})$",
        _commented_credential,
        anywhere=True,
    ),
    ContentRule(
        # a configuration's table of users and their passwords (Orthanc's ``RegisteredUsers``,
        # a proxy's or a broker's ``users``): ``"users": {"anna": "x8]s0bYuzeP#vwg"}``
        "user-password-map",
        (b'users"', b'accounts"', b'logins"', b'credentials"', b'passwords"'),
        rb'(?i:registered_?users|users|accounts|logins|credentials|passwords)"[ \t]*:[ \t]*'
        rb'\{\s*"[\w.@+-]{1,64}"[ \t]*:[ \t]*"([^"\\\n]{8,64})"',
        _mapped_password,
        anywhere=True,
    ),
    ContentRule(
        # a PostgreSQL password file under any name, its first line after comments
        # ``host:port:database:user:password``
        "pgpass-line",
        (b":",),
        rb"\A" + _COMMENT_LINES + rb"[\w.*-]{1,253}:(?:\d{2,5}|\*):[\w.*-]{1,63}:[\w.@*-]{1,63}:"
        rb"(\S{8,128})[ \t]*\r?(?:\n|\Z)",
        _random_or_chosen,
        anywhere=True,
    ),
    ContentRule(
        # a Wi-Fi network's key a line gives after its name (or WPA's, or WLAN's), or one of the
        # next two lines opens with: "WiFi: Lagoon_Guest  Code: …", "Wi-Fi Cafe Mar, clé : …",
        # "WIFI Biwo" / "kle : …" (Haitian Creole), "WPA2 kulcs: …", "WLAN Waschküche" / "Netz:
        # …" / "Schlüssel: …"; the word for key in the languages of ``_KEY_WORDS`` too; one a
        # person chose
        "wifi-key",
        _WIFI_KEY_ANCHORS,
        rb"(?:" + _WIFI + rb"|(?i:wpa|wlan))(?:[^\n]{0,80}?|(?:[^\n]{0,80}\r?\n[ \t]*){1,2})"
        rb"(?<![A-Za-z])" + _WIFI_KEY_WORD + _WIFI_KEY_VALUE,
        _wifi_key,
    ),
    ContentRule(
        # a router's sticker: the network's name (``SSID``), then on a line of its own the key's
        # label, and the key alone on the line under it: "Nom du réseau (SSID) : Livebox-…" /
        # "Clé de sécurité" / "…"; one a generator drew, as routers print (not ``WPA2-PSK``)
        "wifi-key-below",
        (b"ssid",),
        rb"(?i:ssid)[^\n]{0,80}\r?\n(?:[^\n]{0,80}\r?\n)?[^\n]{0,40}?(?<![A-Za-z])"
        + _WIFI_KEY_WORD
        + rb"[^\n:=]{0,40}\r?\n[ \t]*([^\s\"']{8,64})[ \t]*\r?(?:\n|\Z)",
        _value_random,
    ),
    ContentRule(
        # the same where the word for key comes before the network's, as French and the Romance
        # languages put it: "Code WiFi : …", "Clé du WiFi: …" (the match starts before its
        # anchor, so the rule looks through the whole file)
        "wifi-key-named-first",
        _WIFI_KEY_ANCHORS,
        rb"(?<![A-Za-z])"
        + _WIFI_KEY_WORD
        + rb"(?:[ \t]+[a-z]{1,3})?[ \t]+(?:"
        + _WIFI
        + rb"|(?i:wpa2?|wlan))(?![A-Za-z0-9])"
        + _WIFI_KEY_VALUE,
        _wifi_key,
        anywhere=True,
    ),
    ContentRule(
        # a Wi-Fi network's name and key after Wi-Fi's and a colon, apart by a slash as people
        # write a login: "Hotel wifi: JMP-Events / …" (an event's description, a note)
        "wifi-name-slash-key",
        _WIFI_ANCHORS,
        _WIFI + rb"[^\n:]{0,20}:[ \t]*[^\s/:]{2,40}[ \t]+/[ \t]+([^\s]{8,64})",
        _wifi_key,
    ),
    ContentRule(
        # a CIFS/SMB mount's options (``/etc/fstab``, ``mount -o``, autofs):
        # ``cifs  username=ilsen,password=…,uid=1000``
        "mount-options-password",
        (b"cifs", b"smbfs", b"smb3"),
        rb"(?i:cifs|smbfs|smb3)\b[^\n]{0,200}?(?<![\w])(?:password|pass)=([^,\s]{1,128})",
        _random_or_chosen,
        anywhere=True,
    ),
    ContentRule(
        # a user and password pair under a name that says so (motion's ``netcam_userpass
        # admin:…``, ``userpwd = "svc:…"``): the password random or chosen
        "userpass-pair",
        (b"userpass", b"userpwd", b"user_pass"),
        rb"(?i:user_?pass(?:word)?|userpwd)[\"']?(?:[ \t]*[:=][ \t]*|[ \t]+)[\"']?"
        rb"[^\s:\"']{1,64}:([^\s\"']{6,128})",
        _random_or_chosen,
    ),
    ContentRule(
        # a Japanese router's sticker or manual, as photographed and read (OCR) or typed: the
        # encryption or security key after its label (``暗号化キー(KEY)`` / ``…``), on the
        # label's line or alone on the next
        "japanese-router-key",
        _ROUTER_KEY_LABELS,
        rb"(?:" + b"|".join(_ROUTER_KEY_LABELS) + rb")"
        rb"[ \t]*(?:[(]|"
        + _FULLWIDTH_OPEN
        + rb")?(?:KEY|Key|key)?(?:[)]|"
        + _FULLWIDTH_CLOSE
        + rb")?"
        rb"[ \t]*(?::|"
        + _FULLWIDTH_COLON
        + rb")?[ \t]*(?:\r?\n[ \t]*)?([0-9A-Za-z]{8,63})[ \t]*(?=\r?\n|$)",
        _random_or_chosen,
    ),
    ContentRule(
        # 1C:Enterprise's launcher on a command line, in a script or a shortcut: the password
        # after ``/P``, perhaps a space between (``1cv8.exe ENTERPRISE /S"srv\\base" /N"Обмен"
        # /P"…"``, ``/P "…"``)
        "onec-launcher-password",
        (b"1cv8",),
        rb"1cv8[a-z]?(?:\.exe)?\"?[ \t][^\n]{0,400}?[ \t]/P[ \t]?"
        rb"(?:\"([^\"\n]{1,64})\"|([^\s\"/]{1,64}))",
        _random_or_chosen,
    ),
    ContentRule(
        # a C macro that defines a password or a Wi-Fi key (an Arduino sketch's ``secrets.h``:
        # ``#define SECRET_PASS "…"``), one a person could have chosen
        "define-password",
        (b"#define",),
        rb"#define[ \t]+\w*(?i:pass(?:word)?|pwd|psk|pw)[ \t]+\"([^\"\n]{8,64})\"",
        _random_or_chosen,
    ),
    ContentRule(
        # libcurl's option of a user and a password (PHP's ``curl_setopt($ch, CURLOPT_USERPWD,
        # 'user:…')``, C's ``curl_easy_setopt(curl, CURLOPT_USERPWD, "user:…")``): the password
        # random or one a person chose
        "curl-userpwd",
        (b"curlopt_userpwd",),
        rb"(?i:CURLOPT_USERPWD)[\"']?\s*(?:,|=>)\s*[\"'][^\"':\s]{1,64}:([^\"'\s]{6,128})[\"']",
        _random_or_chosen,
    ),
    ContentRule(
        # davfs2's secrets under any name, its first line after comments ``URL user password``
        "davfs2-secret-line",
        (b"dav",),
        rb"\A" + _COMMENT_LINES + rb"(?:https?|davs?)://\S*(?i:dav)\S*[ \t]+\S{1,64}[ \t]+"
        rb"(\S{8,128})[ \t]*\r?(?:\n|\Z)",
        _random_or_chosen,
        anywhere=True,
    ),
    ContentRule(
        # eBay's application certificate (its Cert ID), production's or the sandbox's
        "ebay-cert-id",
        (b"prd-", b"sbx-"),
        rb"(?<![\w-])(?:PRD|SBX)-[0-9a-f]{12}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}(?![\w-])",
        None,
        token=True,
    ),
    ContentRule(
        # KeePass's XML export: every entry's password, whatever it looks like
        "keepass-xml-password",
        (b"<key>password</key>",),
        rb"<Key>Password</Key>\s*<Value\b[^>]{0,64}>([^<\n]{4,128})</Value>",
        _exported_password,
    ),
    ContentRule(
        # an expect script that answers a password prompt: ``expect "password:"`` /
        # ``send "…\r"``
        "expect-send-password",
        (b"expect",),
        rb"(?i:expect)[^\n]{0,80}(?i:passw(?:or)?d|passphrase|pin)[^\n]{0,40}\r?\n\s*"
        rb'(?i:send)\s+(?:--\s+)?"([^"\n]{6,128}?)(?:\\r|\\n)"',
        _random_or_chosen,
    ),
    ContentRule(
        # a password manager's export: every value of its password column, as the decoded
        # view writes the table (``decode.EXPORTED_PASSWORD``), whatever it looks like
        "password-manager-export",
        (b"exported_password = ",),
        rb"exported_password = ['\"]([^'\"\n]{4,128})['\"]",
        _exported_password,
    ),
    ContentRule(
        # an app password Google issues, four groups of four small letters ending a line, after
        # its name and a colon or on the next line: "app password (not the normal one):\ncpcs
        # epcm vfjy kkiv"
        "google-app-password",
        (*_APP_PASSWORD_ANCHORS, b"password", b"passwd"),
        rb"(?:(?i:app[ _-]?(?:specific[ _-])?(?:password|pw))[^\n]{0,80}?"
        # after a colon or an equals sign, or opening the next line
        rb"(?:[:=][ \t]*[\"'`]?|\r?\n[ \t]*)([a-z]{4}(?: ?[a-z]{4}){3})"
        # or right after a password's name, in the groups Google prints them in (msmtp's
        # ``password mzke jsmc tifc tdxq``); then the line ends
        rb"|(?<![A-Za-z])(?i:password|passwd)[ \t]*[:= \t][ \t]*[\"'`]?([a-z]{4}(?: [a-z]{4}){3}))"
        # (a comment may end the line: ``… = 'mzke jsmc tifc tdxq'; // app password``)
        rb"(?=[\"'`]?[.,;)]?[ \t]*(?:(?://|#)[^\n]*)?(?:\r?\n|$))",
        _google_app_password,
    ),
    ContentRule(
        # Przelewy24's CRC key, which signs a shop's payment requests: 16 hex digits
        # (``define('P24_CRC', '…')``, ``crc_key: …``), not a checksum a name calls CRC alone
        "przelewy24-crc-key",
        (b"p24_crc", b"p24crc", b"crc_key", b"crckey"),
        rb"(?i:p24_?crc|crc_?key)[\"']?[ \t]*(?:=>|[:=,])[ \t]*[\"']?"
        rb"([0-9a-fA-F]{16})(?![0-9A-Za-z])",
        _random_hex,
    ),
    ContentRule(
        # a password after Nigerian Pidgin's copula, ending its message: "password na …"
        "pidgin-copula-password",
        (b"password",),
        rb"(?<![A-Za-z])(?i:password)[ \t]+(?i:na)[ \t]+[`\"']?([^\s`\"']{8,64})[`\"']?[ \t]*"
        rb"(?=\r?\n|$)",
        _chosen_or_shown,
        generic=True,
    ),
    ContentRule(
        # a remote-desktop note: the program's name, the machine's ID in digits, perhaps a short
        # label on a line of its own, then the password alone on the next line ("TeamViewer ID 1
        # 9340 9340 91" / "…", "AnyDesk" / "276 276 276" / "mdp" / "…")
        "remote-desktop-note",
        (b"teamviewer", b"anydesk", b"rustdesk"),
        rb"(?i:teamviewer|anydesk|rustdesk)[^\n]{0,40}?(?:\r?\n[ \t]*)?(?i:id[ \t:]*)?"
        rb"[0-9][0-9 ]{6,18}[0-9][ \t]*\r?\n(?:[ \t]*[^\s]{1,12}[ \t]*\r?\n)?"
        rb"[ \t]*([^\s]{6,64})[ \t]*(?=\r?\n|$)",
        _chosen_or_shown,
    ),
    ContentRule(
        # OBS's stream settings (``service.json``): the ``key`` is the stream key
        "obs-stream-key",
        (b"rtmp_custom", b"rtmp_common"),
        rb"\"key\"[ \t]*:[ \t]*\"([^\"\s]{16,512})\"",
        _obs_stream_key,
        anywhere=True,
    ),
    ContentRule(
        # FlightRadar24's sharing key, which a feeder's ``fr24feed.ini`` holds: 16 hex digits
        "fr24-sharing-key",
        (b"fr24key",),
        rb"(?i:fr24key)[\"']?[ \t]*[:=][ \t]*[\"']?([0-9a-fA-F]{16})(?![0-9A-Za-z])",
        _random_hex,
    ),
    ContentRule(
        # Brewfather's custom stream URL, whose id is the account's write credential
        # (``http://log.brewfather.net/stream?id=…``)
        "brewfather-stream-id",
        (b"log.brewfather.net",),
        rb"log\.brewfather\.net/stream\?id=([A-Za-z0-9]{14})(?![A-Za-z0-9])",
        _drawn_mixed,
    ),
    ContentRule(
        # Ambient's (a Japanese IoT service's) write key after its channel id:
        # ``ambient.Ambient(74968, "…")``
        "ambient-write-key",
        (b"ambient.ambient(",),
        rb"(?i:ambient\.Ambient)\([ \t]*\d{1,8}[ \t]*,[ \t]*[\"']([0-9a-f]{16})[\"']",
        _random_hex,
    ),
    ContentRule(
        # PayTR's merchant key and salt, which sign a shop's payment tokens: 16 letters and
        # digits (``$merchant_salt = '…';``, ``merchant_key: …``)
        "paytr-merchant-secret",
        (b"merchant_key", b"merchant_salt"),
        rb"(?i:merchant_(?:key|salt))[\"']?[ \t]*(?:=>|[:=])[ \t]*[\"']([A-Za-z0-9]{16})[\"']",
        _drawn_mixed,
    ),
    ContentRule(
        # lftp's login, the user and the password apart by a comma: ``open -u user,'…' sftp://…``,
        # ``lftp -u user,… host``
        "lftp-user-password",
        (b"lftp", b"open -u"),
        rb"(?:lftp|open)[^\n]{0,80}?[ \t]-u[ \t]+[\"']?[^\s,\"']{1,64}[\"']?,"
        rb"[\"']?([^\s\"']{6,128})[\"']?",
        _declared_password,
        generic=True,
    ),
    ContentRule(
        # an ftp script's login written by ``echo`` (Windows' ``ftp -n -s:``): ``echo user NAME
        # PASSWORD >> %TEMP%\jc6.txt``
        "ftp-script-user-password",
        (b"echo user",),
        rb"(?i:echo)[ \t]+user[ \t]+[^\s>]{1,64}[ \t]+([^\s>]{6,128})[ \t]*>",
        _declared_password,
        generic=True,
    ),
    ContentRule(
        # ``chpasswd`` reads ``user:password`` lines: ``echo 'kh61998:…' | sudo chpasswd`` (the
        # anchor ends the match: the whole file is read)
        "chpasswd-input",
        (b"chpasswd",),
        rb"(?:echo|printf)[ \t]+(?:-[en][ \t]+)?[\"']?[\w.@-]{1,64}:([^\s\"':|]{6,128})[\"']?"
        rb"[ \t]*\|[ \t]*(?:sudo[ \t]+)?chpasswd",
        _declared_password,
        anywhere=True,
        generic=True,
    ),
    ContentRule(
        # qpdf's encryption takes the user and the owner password before the key length:
        # ``qpdf --encrypt cliente … 256 -- in.pdf out.pdf``
        "qpdf-encrypt-passwords",
        (b"qpdf",),
        rb"qpdf[^\n]{0,200}?--encrypt[ \t]+[\"']?([^\s\"']{1,128})[\"']?[ \t]+"
        rb"[\"']?([^\s\"']{6,128})[\"']?[ \t]+(?:40|128|256)(?![0-9])",
        _owner_password,
        generic=True,
    ),
    ContentRule(
        # SQLCipher's key: ``PRAGMA key = '…';`` (``rekey`` sets a new one)
        "sqlcipher-key",
        (b"pragma key", b"pragma rekey"),
        rb"(?i:pragma[ \t]+(?:re)?key)[ \t]*=[ \t]*[\"']([^\"'\n]{6,128})[\"']",
        _chosen_password,
    ),
    ContentRule(
        # WooCommerce's REST API consumer secret (its key is ``ck_`` and 40 hex digits)
        "woocommerce-consumer-secret",
        (b"cs_",),
        rb"(?<![A-Za-z0-9_])cs_[0-9a-f]{40}(?![0-9a-f])",
        None,
        token=True,
    ),
    ContentRule(
        # a Windows WLAN profile's passphrase in the clear (``<protected>false</protected>``):
        # a protected one is a long hex blob, longer than any passphrase
        "wlan-profile-key",
        (b"<keymaterial>",),
        rb"<keyMaterial>([^<\s]{8,64})</keyMaterial>",
        _chosen_password,
    ),
    ContentRule(
        # ``netsh wlan show profile … key=clear``: a Wi-Fi profile's key in the clear, in the
        # languages Windows writes it (``Key Content``, ``Schlüsselinhalt``, ``Contenu de la
        # clé``, ``Contenido de la clave``, ``Conteúdo da Chave``, ``Contenuto chiave``,
        # ``Sleutelinhoud``, ``Nyckelinnehåll``, and ``_NETSH_KEY_CONTENT``'s)
        "netsh-key-content",
        (
            b"key content",
            b"schl",
            b"contenu de la cl",
            b"contenido de la clave",
            b"conte\xc3\xbado da chave",
            b"contenuto chiave",
            b"sleutelinhoud",
            b"nyckelinneh",
            *(words.encode().lower() for words in _NETSH_KEY_CONTENT),  # ASCII folded only
        ),
        rb"(?i:key content|schl\xc3\xbcsselinhalt|contenu de la cl\xc3\xa9|contenido de la clave"
        rb"|conte\xc3\xbado da chave|contenuto chiave|sleutelinhoud|nyckelinneh\xc3\xa5ll|"
        + "|".join(_NETSH_KEY_CONTENT).encode()
        + rb")[ \t]*:[ \t]*([^\s]{8,63})[ \t]*(?=\r?\n|\Z)",
        _random_or_chosen,
    ),
    ContentRule(
        # an OpenWrt wireless interface's key (``uci show wireless``:
        # ``wireless.default_radio0.key='…'``; ``/etc/config/wireless``'s ``option key '…'`` in
        # a ``wifi-iface`` section)
        "openwrt-wifi-key",
        (b"wireless.", b"wifi-iface"),
        rb"(?:wireless\.[\w@\[\]-]{1,64}\.key=|config wifi-iface[^\n]*\n(?:[ \t]+option[^\n]*\n)"
        rb"{0,20}?[ \t]+option key[ \t]+)['\"]?([^'\"\s]{8,63})",
        _random_or_chosen,
        anywhere=True,
    ),
    ContentRule(
        # a cellular modem's login to its operator's network, as its AT commands give it (a
        # serial log, a modem script): 3GPP's ``AT+CGAUTH=1,1,"user","…"``, Quectel's
        # ``AT+QICSGP=1,1,"apn","user","…",1``
        "modem-at-password",
        (b"at+cgauth=", b"at+qicsgp="),
        rb'(?i:AT\+CGAUTH=\d+,\d+,"[^"\n]{0,64}"|AT\+QICSGP=\d+,\d+,"[^"\n]{0,64}","[^"\n]{0,64}")'
        rb',"([^"\n]{6,64})"',
        _random_or_chosen,
    ),
    ContentRule(
        # a smart card's or a USB token's PIN in the configuration of the tool that signs with
        # it (PKCS#11: ``[Token]`` / ``Library=…csp11.dll`` / ``Pin=…``)
        "token-pin",
        (b"pin",),
        rb"(?<![A-Za-z])(?i:(?:user|so|token)[_ ]?)?(?i:pin)[ \t]*[=:][ \t]*['\"]?([0-9]{4,12})"
        rb"(?![0-9])",
        _token_pin,
        generic=True,
    ),
    ContentRule(
        # a SIM card's PUK, the code that resets its PIN: eight digits after its name (a note's
        # ``PUK: …``, a table's PUK column read as ``PUK = '…'``), no run or repeat
        "sim-puk",
        (b"puk",),
        rb"(?<![A-Za-z])(?i:puk)[12]?(?:[ _-]?(?i:code))?[ \t]*[:=][ \t]*['\"]?([0-9]{8})(?![0-9])",
        _drawn_digits,
        generic=True,
    ),
    ContentRule(
        # a generated value a command writes into a file named for a credential (``echo "…" >
        # /etc/zabbix/zabbix_agent2.psk``, ``printf '%s' … > secrets/db_password``)
        "value-written-to-credential-file",
        (b"echo", b"printf"),
        rb"(?:echo|printf)[ \t]+(?:-[neE]{1,3}[ \t]+|'%s'[ \t]+|\"%s\"[ \t]+)?"
        rb"([\"']?)([^\s\"'>|;&]{8,256})\1[ \t]*>>?[ \t]*[\"']?([^\s\"'|;&]{1,256})",
        _written_credential,
    ),
    ContentRule(
        # a user and a password a chat gives in code spans, a slash between them (``admin`` /
        # ``Thomaner--79``)
        "code-span-login",
        (b"` / `", b"`/`"),
        rb"`[ \t]*/[ \t]*`([^`\s]{6,64})`",
        _chosen_login,
        generic=True,
    ),
    ContentRule(
        # a QRZ.com logbook's API key, four groups of four hex digits, in a call to its API
        # (``KEY=794C-7584-38FE-9354&ACTION=INSERT``)
        "qrz-logbook-key",
        (b"key=",),
        rb"(?<![A-Za-z])(?i:key)=([0-9A-Fa-f]{4}(?:-[0-9A-Fa-f]{4}){3})(?![0-9A-Fa-f-])",
        _qrz_key,
    ),
    ContentRule(
        # a stream key in a streaming encoder's element for it (vMix's ``<StreamName>``, a
        # ``<StreamKey>``)
        "stream-key-element",
        (b"<streamname", b"<streamkey", b"<stream_key", b"<stream_name"),
        rb"<(?i:stream_?(?:name|key))>[ \t]*([^<\s]{16,128})[ \t]*</",
        _stream_key,
    ),
    ContentRule(
        # a password a person chose in an element named for it (a router's backup:
        # ``<KeyPassphrase>…</KeyPassphrase>``, ``<Password>…</Password>``)
        "password-element",
        (b"password>", b"passphrase>", b"passwd>"),
        rb"(?i:password|passphrase|passwd)>[ \t]*([^<\s]{8,63})[ \t]*</",
        _element_chosen,
    ),
    ContentRule(
        # a Facebook Live stream key (``FB-`` and the video's id, ``-0-Ab`` and its secret)
        "facebook-stream-key",
        (b"fb-",),
        rb"(?<![\w-])FB-[0-9]{15,17}-[0-9]-Ab[A-Za-z0-9_-]{24,64}(?![\w-])",
        token=True,
    ),
    ContentRule(
        # a Bitrix24 inbound webhook, whose URL holds its secret (``https://….bitrix24.ru/rest/
        # 16/v6ozwrqd3ydcu6lo/``)
        "bitrix24-webhook",
        (b"bitrix24.",),
        rb"bitrix24\.[a-z]{2,3}/rest/[0-9]{1,6}/([a-z0-9]{16})(?:/|\b)",
        _varied_code,
    ),
    ContentRule(
        # a Nostr private key (``nsec1`` and 58 characters of bech32)
        "nostr-private-key",
        (b"nsec1",),
        rb"nsec1[02-9ac-hj-np-z]{58}(?![0-9a-z])",
        token=True,
    ),
    ContentRule(
        # an LND macaroon in hex (``admin.macaroon``'s bytes: ``0201036c6e64…``, "lnd")
        "lnd-macaroon",
        (b"0201036c6e6402",),
        rb"0201036c6e6402[0-9a-f]{100,}",
        token=True,
    ),
    ContentRule(
        # a password an AutoHotkey script types: ``Send, …{Enter}``
        "autohotkey-send",
        (b"send",),
        rb"(?i:send(?:raw|input|text)?),?[ \t]+([^\s{}]{12,64})\{Enter\}",
        _unnamed_token,
    ),
    ContentRule(
        # a password AutoHotkey v2 types from a quoted string: ``SendText "…"``
        "autohotkey-sendtext",
        (b"sendtext", b"sendraw"),
        rb'(?i:send(?:text|raw))[ \t]+"([^"\s{}]{12,64})"',
        _unnamed_token,
    ),
    ContentRule(
        # the password a Wi-Fi QR code carries: ``WIFI:T:WPA;S:<ssid>;P:<password>;;`` (its
        # fields in any order, ``\;`` escaping a semicolon)
        "wifi-qr-password",
        (b"wifi:",),
        rb"(?i:WIFI):(?:[^;\n]{0,64};){0,6}?P:((?:[^;\\\n]|\\.){8,63});",
        _random_or_chosen,
    ),
    ContentRule(
        # a passphrase of spaced words and a number: "pw spinnaker mistral quince 77",
        # "password ``quince skylark marigold 33``"
        "spaced-passphrase",
        (b"password", b"passphrase", b"pw"),
        rb"(?i:password|passphrase|(?<![a-z])pw(?![a-z]))(?:[ \t]+(?i:is|was|now))?[ \t]*[:=]?"
        rb"[ \t]+(?:``|[`\"'*])?((?:[a-z]{3,12} ){2,5}[0-9]{1,4})"
        # and then its quote, the sentence's or clause's end, or the line's
        rb"(?:``|[`\"'*]|[.,;!]|(?=\r?\n|\\|$))",
        _spaced_passphrase,
    ),
    ContentRule(
        # a gate's, a door's or a keypad's code of digits: "yard gate code is now 4406-6457",
        # "the store room keypad is *29564472"
        "keypad-code",
        _KEYPAD_ANCHORS,
        rb"(?i:(?:gate|door|alarm|lock|access|entry|key|pin)[ -]?code|keypad|code[ -]lock)"
        rb"(?:[ \t]+[\w'-]{1,20}[,:]?){0,5}?[ \t]+[`\"'*]{0,2}"
        rb"(?=(?:[*#-]*[0-9]){6})([*#]?[0-9]{2,8}(?:[-#*][0-9]{2,8})?[#*]?)(?![\w-])",
        _keypad_code,
    ),
    ContentRule(
        # a door's, an alarm's or a lock's code given the same way: "the code changed, it's …",
        # "Engine room door code for the new mechanic is …"
        "code-nearby",
        (b"code",),
        rb"(?i:(?<![a-z])code(?![a-z]))" + _NEARBY_VALUE,
        _told_code,
        generic=True,
        live=_told_code,
    ),
    ContentRule(
        # a default account and its password as people write them, with no word for logging
        # in: "the packing scale's web UI is admin / …", "root/…" on a label
        "default-account-pair",
        (b"admin", b"root", b"operator", b"supervisor"),
        rb"(?<![\w/.@-])(?i:admin(?:istrator)?|root|operator|supervisor)[`\"']?[ \t]*/[ \t]*"
        rb"[`\"']?([^\s\"'`\\]{8,64})",
        _remembered_or_generated,
    ),
    ContentRule(
        # a user and a password a sentence gives for logging in: "the shared mailbox login is
        # kassa@… / …", "Sign in as staff@… with …", "REMOTE LOGIN admin / …", "Login to the
        # till: peter / …", in other languages too (``LOGIN_WORDS``: "Anmeldung Kasse: …")
        "login-phrase",
        (
            *(b"login", b"log in", b"log-in", b"logs in", b"logged in", b"logging in"),
            *(b"logon", b"log on", b"logs on"),
            *(b"signin", b"sign in", b"sign-in", b"signs in", b"signed in", b"signing in"),
            *_LOGIN_WORD_ANCHORS,
        ),
        rb"(?i:log(?:s|ged|ging)?[ -]?(?:in|on)|sign(?:s|ed|ing)?[ -]?in|"
        + _LOGIN_WORD
        # (then "is" or "as", or up to four words before a colon: what is logged into, "login
        # for the night doctors: …")
        + rb")(?:(?:[ \t]+(?i:is|as)|(?:[ \t]+[^\s:/]{1,24}){0,4}[ \t]*:)"
        + _LINE_GAP
        + _QUOTED_USER
        + rb"(?:[ \t]*/[ \t]*|[ \t]+(?i:with|and|using)(?:[ \t]+(?i:password|pass|pw))?:?[ \t]+)"
        # with no verb, only ``user / password`` (or ``user - password``)
        + rb"|\??"
        + _LINE_GAP
        + _QUOTED_USER
        + rb"(?:[ \t]*/|[ \t]+-)[ \t]*)"
        + rb"(?:[`\"']|\*{1,2})?((?:[^\s\"'`\\*]|\*(?=[^\s\"'`*])){8,64})",
        _told_password,
        generic=True,
        live=_told_live,
    ),
    ContentRule(
        # any user and a password as people write the pair, spaced around the slash: "plant
        # laptop  mhollis / …", "captain / …", ``app -> db: "agustafsson / …"``
        "user-slash-password",
        (b" / ",),
        _SLASH_VALUE,
        _user_slash_password,
    ),
    ContentRule(
        # the same with letters alone after a device's account or an address, which documents
        # write as a product's default too (``admin / openmediavault``): "NVR: admin / …"
        "account-slash-letters",
        (b" / ",),
        _SLASH_VALUE,
        _account_slash_letters,
        generic=True,
    ),
    ContentRule(
        "plaintext-scheme-password",
        (b"{plain}", b"{cleartext}", b"{clear}", b"{plaintext}"),
        rb"(?<![^:=\s\"'])(?i:\{(?:PLAIN|CLEARTEXT|CLEAR|PLAINTEXT)\})([^:\s]{6,128})",
        _password_random,
    ),
    ContentRule(
        "login-pair",
        (b"login=", b"bundle_"),
        rb"(?:(?i:login)=|BUNDLE_[A-Z0-9_]+__[A-Z0-9_]+[\"']?[ \t]*[:=][ \t]*[\"']?)"
        rb"[^\s:\"']{1,64}:([^\s\"']{6,128})",
        _password_random,
    ),
    ContentRule(
        "redis-acl-password",
        (b" on >",),
        rb"(?m)^user[ \t]+\S+[^\n]*?[ \t]on[ \t]+(?:[^\n>#]*[ \t])?>(\S{6,128})",
        _password_random,
        anywhere=True,
    ),
    ContentRule(
        # PowerShell's plain text made a secure string: the literal is the password itself
        # (``ConvertTo-SecureString 'QassatatKaxxa49' -AsPlainText -Force``)
        "plaintext-secure-string",
        (b"convertto-securestring",),
        rb"(?i:ConvertTo-SecureString)[ \t]+(?:-String[ \t]+)?"
        + _QUOTED
        + rb"(?=[^\n]*(?i:-AsPlainText))",
        _declared_password,
    ),
    ContentRule(
        "sql-password",
        (b"identified by", b"securestring"),
        rb"(?i:IDENTIFIED[ \t]+BY|SecureString)[ \t]+(?:PASSWORD[ \t]+)?" + _QUOTED,
        _value_random,
        generic=True,
    ),
    # An object named for what its members are, keys or secrets (``"securityKeys": {"S2_…":
    # "F150…", …}``, ``"secrets": {…}``): a member whose value has a key's shape, whatever
    # its own name. The name is the whole key or its last hump, not a package's
    # (``"node_modules/js-tokens": {…}``), and not an object of public keys.
    ContentRule(
        "credential-object-member",
        (b"keys", b"secrets", b"credentials", b"tokens", b"passwords"),
        rb"(?<![Pp]ublic)(?<![Pp]ublic_)"
        rb"(?:(?<=[\"'\s{,_])(?i:keys|secrets|credentials|tokens|passwords)"
        rb"|(?<=[a-z])(?:Keys|Secrets|Credentials|Tokens|Passwords))"
        rb"[\"']?[ \t]*:[ \t]*\{"
        rb"(?:\s*[\"'][^\"'\n]{1,64}[\"'][ \t]*:[ \t]*(?:[\"'][^\"'\n]{0,256}[\"']|[\w.+-]{1,40})"
        rb"[ \t]*,){0,16}?"
        rb"\s*[\"'][^\"'\n]{1,64}[\"'][ \t]*:[ \t]*[\"']([A-Za-z0-9+/=_-]{16,256})[\"']",
        _value_random,
        generic=True,
    ),
    # SQL's connection with a user and the password it is using (DB2's command line, Informix
    # and embedded SQL): ``connect to CRMDB user etl_read using …``.
    ContentRule(
        "connect-user-using",
        (b"user",),
        rb"(?i:\bUSER)[ \t]+[\"']?[\w.$@\\-]{1,64}[\"']?[ \t]+(?i:USING)[ \t]+(?:"
        + _QUOTED
        + rb"|([^\s\"';]{6,128}))",
        _value_random,
        generic=True,
    ),
    ContentRule(
        # assigned, or as a header's name and value in JSON (a HAR file's, Postman's or an
        # n8n workflow's ``{"name": "Authorization", "value": "…"}``)
        "authorization-header",
        (b"authorization",),
        rb"(?i:authorization)(?:[\"']?\s*[:=]\s*[\"']?|\"\s*,\s*\"value\"\s*:\s*\")"
        rb"(?:(?!(?i:basic))[A-Za-z-]{2,20}[ \t]+)?"
        rb"([A-Za-z0-9._~+/=:#!@%^&*-]{16,})",
        _value_random,
        generic=True,
    ),
    ContentRule(
        "bearer-token",
        (b"bearer",),
        rb"(?i:bearer)(?:[ \t]+|[\"'`][ \t]*,[ \t]*[\"'`])([A-Za-z0-9._~+/-]{20,}=*)",
        _value_random,
        generic=True,
    ),
    # A generated password, in whatever syntax surrounds it: found at one of !@#^*~ beside a
    # letter or digit, which few tokens of code or prose hold (the symbol first: a pattern
    # that starts with a character set scans three times slower).
    ContentRule(
        "generated-password",
        (),
        rb"[!@#^*~](?:(?<=[A-Za-z0-9].)|(?=[A-Za-z0-9]))",
        _password_around,
        anywhere=True,
    ),
    ContentRule(
        # an INI section of logins, each ``name = password`` (Haraka's ``[users]``); its
        # first entry
        "credential-section",
        (b"[users]", b"[accounts]", b"[credentials]", b"[passwords]", b"[logins]"),
        rb"(?m)^\[(?i:users|accounts|credentials|passwords|logins)\][ \t]*\r?\n"
        rb"(?:[ \t]*(?:[#;][^\n]*)?\r?\n){0,20}"
        rb"[ \t]*[^\s=:#;\[][^=\n]{0,80}?[ \t]*[=:][ \t]*([^\s#;]{8,128})",
        _value_random,
        generic=True,
    ),
    ContentRule(
        # a command line's key flag and its value: ``--setup-key <uuid>``, ``-license-key=…``
        "key-flag",
        (b"-key",),
        rb"(?<=[\w-])-key(?:[ \t]+|=)(?:\"([^\"\n]{8,1024})\"|'([^'\n]{8,1024})'"
        rb"|([^\s\"'`;|&]{8,1024}))",
        _value_key_material,
        generic=True,
    ),
    ContentRule(
        "key-material",
        (b"key", b"salt", b"seed", b"pepper", b"hmac", b"encrypt", *_KEY_WORD_ANCHORS),
        rb"(?i:(?<!public)(?<!public_)(?<!public-)(?<!pub_)(?<!site)(?<!site_)(?<!site-)"
        rb"(?<!publishable)(?<!publishable_)"
        rb"(?:key|salt|seed|pepper|hmac|encrypt(?:ion)?|"
        + _KEY_WORDS
        + rb")(?![a-z])(?![_-]?ids?(?![a-z]))"
        + _NAME_REST
        + rb")"
        + rb"(?:"
        + _ASSIGNED_VALUE
        + rb"|[ \t]*,[ \t]*"
        + _QUOTED
        + rb")",
        _value_key_material,
        generic=True,
    ),
    ContentRule(
        # a password people make from a word, a number and a symbol, wherever it stands and
        # whatever names it, as they type it: "Summer2022!", "Rollo_1997#", "Greta1997@x",
        # "grouseKestrel2138#", "Walnut8356#tundra", "PEBBLE7881+"
        "word-number-symbol",
        _DIGIT_SYMBOL_ANCHORS,
        # from the number's last digit (the words before it are read by the check): the
        # symbol, at most two letters or a further word, or "+" after four digits
        rb"[0-9](?:[!#$*?@^&][a-z]{0,2}|[!#$*?&][a-z]{3,8}|(?<=[0-9]{4})\+"
        # or "_" or "-" after four digits, before a space, a quote or a sentence's stop
        rb"|(?<=[0-9]{4})[_-](?=[\s\"'`.,;:!?]|\Z))"
        # and then no more of a token (a Markdown emphasis may close it)
        rb"(?![\w@/#$%^&=+]|\*+\w)",
        _word_before(_TYPED_HEAD, 64),
    ),
    ContentRule(
        # a login told in one clause, the user and then the password after a comma, a
        # semicolon or a slash, each perhaps after a copula or a colon: "usuario admin, contra
        # …", "user is admin, pass …", "login PI4ECHT, ww …", "Benutzer kasse2, Passwort …"
        "login-pair-in-sentence",
        _USER_ANCHORS,
        rb"(?<![A-Za-z])"
        + _USER
        + rb"(?![a-z])"
        + _PAIR_COPULA
        + rb"[ \t]*[:=]?[ \t]+[`\"'*]*[^\s,;`\"'*]{2,64}[`\"'*]*[ \t]*[,;/][ \t]*"
        rb"(?i:(?:and|y|und|et|i|e)[ \t]+)?(?i:"
        + _PROSE_PASSWORD
        + rb"|pass|pw|pwd|ww|mdp|contra)(?![a-z])"
        + _PAIR_COPULA
        + rb"[ \t]*[:=]?[ \t]+[`\"'*]*([^\s`\"'*]{6,64})",
        _paired_password,
    ),
    ContentRule(
        # a word spelled with digits for letters, a symbol and a number: "B3ll0ws#90",
        # "W4lnut@38", "C0ch0nn3t@27"; the word is read by the check
        "leet-word-number",
        _SYMBOL_DIGIT_ANCHORS,
        rb"[!#$*?@&][0-9]{2,4}(?![\w@/#$%^&=+]|[.*]+\w)",
        _word_before(_LEET_HEAD, 12),
    ),
    ContentRule(
        # two capitalised words joined by a symbol, and a number: "Zephyr#Sorrel862",
        # "Drift!Zephyr304", "Tilly&Barney24"; or a capitalised word, "$" or "&" and a word
        # and a number, or a number: "Hopyard&bristol4", "Lucca$1984". The first word is read
        # by the check
        "joined-words-number",
        _SYMBOL_LETTER_ANCHORS,
        rb"(?:[!#$*?@&][A-Z][a-z]{3,}[0-9]{2,4}|[$&](?:[a-z]{3,}[0-9]{1,4}|[0-9]{2,4}))"
        rb"(?![\w@/#$%^&=+]|[.*]+\w)",
        _word_before(_CAPITALISED_HEAD, 16),
    ),
    ContentRule(
        # a password people make from a month or a season and a number, the most common of
        # all: "Summer2024", "Hiver2024.", "March6520", "Mayo.639"
        "season-number",
        tuple(word.encode().lower() for word in _MONTHS_AND_SEASONS),
        # standing alone: not the tail of a name, a path or an address
        rb"(?<!" + _JOINING + rb")"
        rb"(?:" + b"|".join(word.encode() for word in _MONTHS_AND_SEASONS) + rb")"
        rb"[._-]?[0-9]{2,4}(?![\w@/\\-]|\.\w)",
        _word_and_number,
    ),
    ContentRule(
        # a token of a provider no rule above knows, in the shape most now issue: a short
        # lower-case prefix, an underscore and 30 or more characters only a generator writes
        # ("rtg_Ej9zekAPGL8ttOmiO4Ons00ZGgn6g4LTWt9XQF0i"); the prefix is read by the check
        "unknown-provider-token",
        (b"_",),
        rb"_([A-Za-z0-9]{30,80})(?![\w-])",
        _prefixed_generated,
        anywhere=True,
    ),
    ContentRule(
        # the last resort: a generated token later on a line that names a credential, whatever
        # the syntax between them (a table, a sentence, a format no rule above parses)
        "credential-line-token",
        _KEYWORD_ANCHORS,
        KEYWORD
        + rb"[^\n]{0,60}?(?<![A-Za-z0-9+/_=.-])([A-Za-z0-9+/_.=-]{16,128})(?![A-Za-z0-9+/_=.-])",
        _line_token,
        generic=True,
    ),
    ContentRule(
        # (last: a live verdict of its own names a file only where no other rule does)
        # a value a password's own name gives, in any language, ending its line or alone on
        # the next: "salasana: 0670867282!", "MAIL_PASSWORD = "ZIMA2023"", "Password:\n…"; the
        # abbreviations ``pwd``, ``pass``, French ``mdp`` and Dutch ``ww`` too, and a Wi-Fi
        # network's pre-shared key (``wlan_psk=…``, RouterOS's ``wpa2-pre-shared-key=…``)
        "labelled-password",
        (
            *_PASSWORD_OR_PW_ANCHORS,
            *(b"pwd", b"mdp", b"ww", b"pass", b"psk", b"kode", b"chave", b"pin", b"ciec"),
            *(b"pre-shared-key", b"mk:", b"mk "),
            *(word.encode() for word in _GREEK_CODE_ABBREVIATIONS),
        ),
        rb"(?:"
        + _PASSWORD_OR_PW
        + rb"|(?i:pwd|mdp)(?![a-z])"
        # (these only before a colon or an equals sign, or quoted before a quoted value as a
        # printer's ``setvar "wlan.wpa.psk" "…"``: ``pass`` is a word and a statement too;
        # Danish and Norwegian ``kode``, Portuguese ``chave``, a password's short names, a
        # PIN's: ``app_pin = …``, ``$pin1 = …``, and Mexico's tax portal's password, the CIEC)
        + rb"|(?<![A-Za-z])(?i:ww|pass|psk|kode|chave|pin[0-9]?|ciec|pre-shared-key)"
        + rb"(?=[)\]\"']?[ \t]*[:=]|[\"'][ \t]+[\"'])"
        # (Vietnamese ``mk``, for mật khẩu, only opening a line, a message or an item and right
        # before its colon, or a space where it opens a chat's message: ``tk: …`` / ``mk: …``,
        # ``[09:57 09/07/2026] Hương: mk …``; not a locale table's quoted ``'mk': …``)
        + rb"|(?<![^\s\"'>*-])(?i:mk)(?=:|[ \t])"
        # (Greek's ``κωδ.``, for κωδικός, the same way: ``κωδ: …``)
        + rb"|(?<![^\s\"'>*-])(?:"
        + "|".join(_GREEK_CODE_ABBREVIATIONS).encode()
        + rb")\.?(?=[ \t]*:|[ \t]))"
        + _LETTER_ENDING
        # (a word after the name's, before a colon or an equals sign: ``senha_app = …``)
        + rb"(?:[_-][a-z]{2,12}(?=[)\]\"']?[ \t]*[:=]))?"
        # (the name's closing bracket or quote: ``'password' => '…',``)
        + rb"[)\]\"']?"
        + _LABELLED_VALUE,
        _labelled_password,
        generic=True,
        live=_labelled_live,
    ),
)

GENERIC_RULES = frozenset(rule.name for rule in CONTENT_RULES if rule.generic)


class RuleScanner:
    """One Aho-Corasick automaton over every rule's anchors; a rule's regex runs only where
    one of its anchors occurs, and a rule with a check needs one match that passes it."""

    def __init__(self, rules: tuple[ContentRule, ...]):
        self.rules = rules
        self.regexes = [re.compile(rule.pattern) for rule in rules]
        anchors: list[bytes] = []
        self.anchor_rule: list[int] = []
        # A one-byte anchor of an ``anywhere`` rule (``(``) occurs thousands of times in most
        # files, and only whether it occurs matters: one ``in`` test, no positions collected.
        self.byte_anchors: list[tuple[int, bytes]] = []
        for index, rule in enumerate(rules):
            for anchor in rule.anchors:
                if rule.anywhere and len(anchor) == 1:
                    self.byte_anchors.append((index, anchor))
                    continue
                anchors.append(anchor)
                self.anchor_rule.append(index)
        self.automaton = ahocorasick_rs.BytesAhoCorasick(anchors)
        self.unanchored = [index for index, rule in enumerate(rules) if not rule.anchors]

    def may_match(self, texts: Sequence[bytes]) -> list[bool]:
        """For each of ``texts``, whether some rule could match in it: one of the rules'
        anchors occurs there, or a rule has none. The anchors are searched in one pass over
        all the texts joined by NUL, which no anchor holds."""
        if self.unanchored:
            return [True] * len(texts)
        found = [False] * len(texts)
        starts = list(accumulate((len(text) + 1 for text in texts), initial=0))
        joined = b"\0".join(texts).lower()
        for _, start, _ in self.automaton.find_matches_as_indexes(joined, overlapping=True):
            found[bisect_right(starts, start) - 1] = True
        if self.byte_anchors:
            # Each text's lower-case bytes are already in ``joined``, between its NULs.
            found = [
                hit
                or any(joined.find(anchor, start, end - 1) >= 0 for _, anchor in self.byte_anchors)
                for hit, start, end in zip(found, starts[:-1], starts[1:], strict=True)
            ]
        return found

    def first_match(self, data: bytes, rescan: Rescan) -> str | None:
        """The first rule (in table order) with a confirmed match in ``data``; a generic rule's
        verdict only if no later rule gives one that is not (a shape rule's, or a generic
        rule's whose value is live), as documentation counts only the latter."""
        lowered = data.lower()
        starts: dict[int, list[int]] = {index: [] for index in self.unanchored}
        for index, byte in self.byte_anchors:
            if byte in lowered:
                starts.setdefault(index, [])
        for anchor, start, _ in self.automaton.find_matches_as_indexes(lowered, overlapping=True):
            starts.setdefault(self.anchor_rule[anchor], []).append(start)
        generic = None
        for index in sorted(starts):
            rule = self.rules[index]
            regex = self.regexes[index]
            if rule.anywhere:
                matches = regex.finditer(data)
            else:
                matches = filter(None, (regex.match(data, start) for start in starts[index]))
            verdict = _verdict(rule, matches, rescan)
            if verdict is not None and not (rule.generic and verdict == rule.name):
                return verdict
            generic = generic or verdict
        return generic


def _verdict(rule: ContentRule, matches: Iterable[re.Match[bytes]], rescan: Rescan) -> str | None:
    """``rule``'s name if one of ``matches`` passes its check (its ``live_name`` if one of
    them passes ``live`` too), else None."""
    passed = False
    for match in matches:
        if _passes(rule, match, rescan):
            if rule.live is None:
                return rule.name
            if rule.live(match, rescan):
                return rule.live_name
            passed = True
    return rule.name if passed else None


def _passes(rule: ContentRule, match: re.Match[bytes], rescan: Rescan) -> bool:
    if rule.check is not None:
        return rule.check(match, rescan)
    return not (rule.token and _PLACEHOLDER_RUN.search(match.group(0)))


# ``sk_live_XXXXXXXXXXXXXXXXXXXXXXXX``, ``ghp_xxxx…``: a token's shape filled with one character,
# as documentation shows it.
_PLACEHOLDER_RUN = re.compile(rb"([A-Za-z0-9])\1{7}")
