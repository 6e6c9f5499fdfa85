"""Env files that visibly hold no credential.

An env file (``.env``, ``prod.env``) is secret by its name whatever it holds, except one whose
every line is blank, a comment or ``NAME=VALUE`` where no name says credential and every value
is plainly not one: empty (``null``), a reference to another variable, a number, a boolean,
an e-mail address, a URL with a user and no password (``mysql://app@db:3306/app``), or words in
any script (``HELLO=WORLD``, ``IMAGE_TAG=${IMAGE_TAG:-latest}``,
``COMPOSE_FILE=development/compose.yaml``, ``HAM=火腿``); and a provider's publishable key
under a name that says public (``STRIPE_PUBLISHABLE_KEY=pk_live_…``).
Test fixtures of tools that read env files are mostly such files. A value with a letter and a
digit in one word (``hunter2``), a symbol, a URL's password or anything random keeps the file
secret, as does any line that is not an assignment.
"""

from __future__ import annotations

import re

from sacpstore.ingest.secrets.patterns import KEYWORD, UUID

# Judged only while small: a plain env file is a handful of lines.
MAX_BYTES = 64 << 10

_ASSIGNMENT = re.compile(
    rb"[ \t]*(?:export[ \t]+)?([A-Za-z_][A-Za-z0-9_.-]*)[ \t]*=[ \t]*(.*?)[ \t]*\r?"
)
_COMMENT = re.compile(rb"[ \t]*(?:#.*)?\r?")
# A credential's name: the content rules' words, and a name's part that is a key, a DSN or a PIN.
_NAME_SAYS_CREDENTIAL = re.compile(
    KEYWORD
    + rb"|(?i:(?:^|[_.-])(?:key|salt|seed|pepper|hmac|dsn|pw|pin|passcode|t?otp)(?:$|[_.-]))"
)
# A reference to another variable, with its default if it has one: ``${NAME:-default}``.
_REFERENCE = re.compile(
    rb"\$\{[A-Za-z_][A-Za-z0-9_]*(?::?[-=]([^{}]*))?\}|\$[A-Za-z_][A-Za-z0-9_]*"
)
# A run of non-ASCII characters (UTF-8's lead and continuation bytes) is a word if its
# characters are letters (``HAM=火腿``, ``GREETING=Grüß Gott``).
_PART = re.compile(rb"[A-Za-z]+|[0-9]+|[ _./:,-]+|(?:[\xc2-\xf4][\x80-\xbf]+)+")
_VOWELS = frozenset(b"aeiouyAEIOUY")
_WORD = re.compile(rb"[A-Za-z]+|[0-9]+")
_LETTER_BY_DIGIT = re.compile(rb"[A-Za-z\x80-\xbf][0-9]|[0-9][A-Za-z\xc2-\xf4]")
# Words a credential's value spells out when it is made of words (a provider's prefix, a name).
_SAYS_SECRET = frozenset(
    b"sk pk rk secret key token tok pat api apikey priv private auth pass passwd password pwd "
    b"cred creds credential credentials live prod bearer session sig signature".split()
)


def plain_env(data: bytes) -> bool:
    """Whether ``data``, read as an env file, visibly holds no credential (module docstring)."""
    if len(data) > MAX_BYTES:
        return False
    for line in data.split(b"\n"):
        if _COMMENT.fullmatch(line):
            continue
        assignment = _ASSIGNMENT.fullmatch(line)
        if assignment is None:
            return False
        name, value = assignment.groups()
        value = _unquoted(value)
        if _publishable_key(name, value) or _named_id(name, value):
            continue
        if not (_plain_value(value) or _ADDRESS.fullmatch(value) or _url_without_password(value)):
            return False
        if _NAME_SAYS_CREDENTIAL.search(name) and not _only_references(value):
            return False
    return True


def _publishable_key(name: bytes, value: bytes) -> bool:
    """A key a payment provider publishes in its pages, under a name that says so
    (``STRIPE_PUBLISHABLE_KEY=pk_live_…``, ``PAYSTACK_PUBLIC_KEY=pk_test_…``)."""
    return _PUBLIC_NAME.search(name) is not None and _PUBLISHABLE_KEY.fullmatch(value) is not None


_PUBLIC_NAME = re.compile(rb"(?i:public|publishable)")
_PUBLISHABLE_KEY = re.compile(rb"pk_(?:live|test)_[A-Za-z0-9]{16,128}")


def _named_id(name: bytes, value: bytes) -> bool:
    """A UUID under a name that says it is an identifier (``YAPPY_MERCHANT_ID=584abb7e-…``),
    which names an account, not a credential."""
    return _ID_NAME.search(name) is not None and UUID.fullmatch(value) is not None


_ID_NAME = re.compile(rb"(?i:(?:^|[_.-])(?:id|uuid)$)")


def _url_without_password(value: bytes) -> bool:
    """A URL whose user information names a user and no password, and whose host, path and
    query's values are words (``mysql://eccube@127.0.0.1:3306/eccube``,
    ``postgres://shop@/shop?host=/var/run/postgresql``)."""
    url = _URL.fullmatch(value)
    if url is None or not _words(url.group(1)):
        return False
    query = url.group(2)
    return not query or all(
        _QUERY_PART.fullmatch(part) is not None and _words(part.partition(b"=")[2])
        for part in query.split(b"&")
    )


# A URL with a user perhaps and no password: its host (perhaps empty: a local socket), port and
# path as group 1, its query as group 2.
_URL = re.compile(
    rb"[a-z][a-z0-9+.-]{1,20}://(?:[\w.-]{1,64}@)?"
    rb"([\w.-]{0,253}(?::\d{1,5})?(?:/[\w./-]*)?)(?:\?([^#\s]{1,512}))?"
)
_QUERY_PART = re.compile(rb"[\w.-]{1,64}=[^&=]{0,256}")


# An e-mail address, whole: where mail goes, not a credential (``orders@tackstitch.cz``).
_ADDRESS = re.compile(rb"[\w.+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})+")
# What dotenv files write for no value at all (Laravel's ``MAIL_PASSWORD=null``).
_NO_VALUE = frozenset({b"null", b"none", b"nil", b"~"})


def _only_references(value: bytes) -> bool:
    """Empty (or ``null``), or references to other variables with no default: what a
    credential's name may be given in a plain env file."""
    return value.lower() in _NO_VALUE or (
        not any(m.group(1) for m in _REFERENCE.finditer(value))
        and not _REFERENCE.sub(b"", value).strip()
    )


def _unquoted(value: bytes) -> bytes:
    if len(value) >= 2 and value[0] == value[-1] and value[:1] in (b'"', b"'"):
        return value[1:-1]
    return value


def _plain_value(value: bytes) -> bool:
    """Empty, references (their defaults judged too), numbers, booleans and words."""
    defaults = [m.group(1) for m in _REFERENCE.finditer(value) if m.group(1)]
    rest = _REFERENCE.sub(b" ", value)
    return all(_words(text) for text in (rest, *defaults))


def _words(text: bytes) -> bool:
    """Letters-only words that read as words, digit runs, and separators, nothing else."""
    at = 0
    for part in _PART.finditer(text):
        if part.start() != at:
            return False
        at = part.end()
        word = part.group()
        if word[0] >= 0x80 and not _letters(word):
            return False
        if word.isalpha() and len(word) > 12 and not _wordlike(word):
            return False
    if at != len(text):
        return False
    words = [w.lower() for w in _WORD.findall(text)]
    if len(words) >= 3 and _SAYS_SECRET.intersection(words):
        return False  # a composite that says what it is: ``sk-live-…``, ``prod-api-token-…``
    # a letter and a digit in one word (``hunter2``) is a password's shape, not a word's
    return not _LETTER_BY_DIGIT.search(text)


def _letters(run: bytes) -> bool:
    """Whether a run of non-ASCII bytes is UTF-8 letters of some script."""
    try:
        return run.decode("utf-8").isalpha()
    except UnicodeDecodeError:
        return False


def _wordlike(word: bytes) -> bool:
    """A long letters-only word has vowels as words do (a third or more), not as a random
    draw of letters (about one in five)."""
    return sum(c in _VOWELS for c in word) * 3 >= len(word)
