"""Is a captured value a credential or a placeholder? The checks behind keyword, URL and
encoded-value rules, which see names like ``password`` far more often than real secrets."""

from __future__ import annotations

import binascii
import math
import re
from collections import Counter
from functools import cache
from itertools import pairwise
from pathlib import Path
from typing import Any
from urllib.parse import unquote_to_bytes

from .words import PASSWORD_WORDS

PLACEHOLDERS = (
    b"example",
    b"changeme",
    b"change_me",
    b"password",
    b"passwd",
    b"secret",
    b"xxxx",
    b"****",
    b"your",
    b"dummy",
    b"placeholder",
    b"redacted",
    b"replace",
    b"sample",
    b"notreal",
    b"fake",
    b"token",
    b"deadbeef",
)
# Template syntax: ``${VAR}``, ``{{ var }}``, ``{name}`` (a format string), ``$VAR``,
# ``%VAR%`` (and Symfony's parameters, ``%kernel.secret%``, ``%env(P24_CRC_KEY)%``),
# ``<your-key>``, ``%(name)s``.
_TEMPLATE = re.compile(
    rb"\$\{|\{[A-Za-z_]\w*\}|\{\{|\}\}|^\$[A-Za-z_]\w{0,40}$|^%[A-Za-z_][\w.]*%$"
    rb"|^%env\([\w:.-]{1,80}\)%$|^<[^>]*>$|^%\(\w+\)s$|^%s$"
)
# ``self._decode_base64``, ``settings.API_KEY``, ``standard_b64encode``, ``DEFAULT_KEY_V2``,
# ``tag-1-value``:
# code or names, not secrets.
_CODE_NAME = re.compile(
    rb"^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$|^[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+$|^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$"
)
# Two neighbours of another class: letters of two cases, a letter and a digit.
_DIGIT_PAIRS = rb"[A-Za-z][0-9]|[0-9][A-Za-z]"
_CLASS_PAIRS = rb"[a-z][A-Z]|[A-Z][a-z]|" + _DIGIT_PAIRS
_CASE_SWITCH = re.compile(_CLASS_PAIRS)
# Where the class of a character changes, overlapping (each pair of neighbours counted once):
# in a random token of letters of both cases and digits about 60% of neighbours, in a word far
# fewer.
_CLASS_CHANGE = re.compile(rb"(?=" + _CLASS_PAIRS + rb")")
_DIGIT_CHANGE = re.compile(rb"(?=" + _DIGIT_PAIRS + rb")")


# Capitalised words joined by dots, digits after the last (``Lichen.Badger996``): a password
# generator's memorable form, where a class's dotted path ends in a word.
_MEMORABLE = re.compile(rb"^(?:[A-Z][a-z]{2,}\.){1,3}[A-Z][a-z]{2,}[0-9]{2,4}$")


# Words a person joins into a password with a number (``yarrowFlint3845``,
# ``Drift6026_flint``): two or three words of three letters or more, one of them capitalised,
# each after the first opening with a capital or after a separator (``Facebook2024`` is one
# word), and two to four digits after them or between two of them; or one capitalised word of
# six letters or more, a separator and three or four digits (``Jasperanchor_4663``).
_JOINED_WORDS = re.compile(
    rb"(?=[^A-Z]*[A-Z])[A-Za-z][a-z]{2,}"
    rb"(?:(?:(?:[._!#-]?[A-Z]|[._!#-][a-z])[a-z]{2,}){1,2}[._!#-]?\d{2,4}[._!#-]?"
    rb"|\d{2,4}[._!#-]?[A-Za-z][a-z]{2,})"
    rb"|[A-Z][a-z]{5,}[._!#-]\d{3,4}"
)


# Numbers that end names in code rather than passwords: key and digest sizes (``Sha256``).
_SIZES = frozenset({b"128", b"160", b"224", b"256", b"384", b"512", b"1024", b"2048", b"4096"})


def memorable_password(value: bytes) -> bool:
    """Words and a number joined the way people make a password they can remember (the
    number no key or digest size)."""
    return _JOINED_WORDS.fullmatch(value) is not None and _number_not_a_size(value)


def _number_not_a_size(value: bytes, sizes: frozenset[bytes] = _SIZES) -> bool:
    """Whether the first number in ``value`` is there and is none of ``sizes`` (a key's or a
    digest's by default)."""
    digits = _DIGITS.search(value)
    return digits is not None and digits.group(0) not in sizes


# Other ways people write a password they chose: words run together before a number, the first
# capitalised or not (``harboursugarbush108``, ``Matsuriluna234``), two names joined by ``&``
# or ``+`` before one (``noor&bruno2013``), a word in capitals or a capitalised one, a number
# and a symbol (``MARIGOLD6996+``, ``Bramble1975?``), two capitalised words joined by a symbol
# before a digit or more (``Papillon.Mariposa6``), words joined by hyphens with a number, as a
# generator's passphrase and people's (``juniper-cobalt-bramble-2``, ``tulipan-blue-136``), a
# day's date and a name's first letters (``27082018pep``), a small word and a year
# (``noor1967``), a capitalised word and a year of birth (``Hugo1964``; with this year's, as
# often a brand's: ``Facebook2024``), a word in capitals and four or five digits
# (``NIGIRI2431``), a name and a day's date (``ilse211080``, ``Jonas20022029``,
# ``khadija11.08.2021``), a small word, digits and a symbol (``leeds6350#``), or a word, two or
# three dots and a number (``santa...1990``, ``hazo..232``).
_TYPED_FORMS = re.compile(
    rb"[A-Za-z][a-z]{9,}[0-9]{2,4}"
    rb"|(?:0[1-9]|[12][0-9]|3[01])(?:0[1-9]|1[0-2])(?:19|20)[0-9]{2}[a-z]{2,4}"
    rb"|[a-z]{3,}[&+][a-z]{3,}[0-9]{2,4}"
    rb"|(?:[A-Z]{4,}|[A-Z][a-z]{3,})[0-9]{2,4}[!@#$%^&*+?=~_-]"
    rb"|[A-Z][a-z]{3,}[._!#&+-][A-Z][a-z]{3,}[0-9]{1,4}"
    rb"|[a-z]{3,}(?:-[a-z]{3,}){1,5}-[0-9]{1,4}"
    rb"|[a-z]{3,12}_?(?:19[4-9][0-9]|20[0-3][0-9])|[A-Z][a-z]{2,11}_?(?:19[4-9][0-9]|200[0-9])"
    rb"|[A-Z]{4,12}[0-9]{4,5}"
    rb"|[A-Za-z][a-z]{2,11}(?:0[1-9]|[12][0-9]|3[01])(?:0[1-9]|1[0-2])(?:19|20)?[0-9]{2}"
    rb"|[A-Za-z][a-z]{2,11}(?:0?[1-9]|[12][0-9]|3[01])\.(?:0?[1-9]|1[0-2])\.(?:19|20)?[0-9]{2}"
    rb"|[a-z]{3,12}[0-9]{2,4}[!@#$%^&*+?=~]"
    rb"|[A-Za-z][a-z]{2,11}\.{2,3}[0-9]{2,4}"
)


# Numbers that end names of types and sizes in code (``Uint32*``, ``Float64&``, ``Base64!``),
# not passwords.
_WIDTHS = _SIZES | {b"16", b"32", b"64"}


def word_and_number(value: bytes) -> bool:
    """Whether a word and a number, a symbol perhaps after them (``Summer2022!``,
    ``Hiver2024``), are a password a person made: not placeholder words (``Password123!``)
    and no type's or key's size (``Uint32*``, ``Sha256``)."""
    return _number_not_a_size(value, _WIDTHS) and not placeholder(value, 8)


def typed_password(value: bytes) -> bool:
    """A password a person chose and typed, in one of the forms ``_TYPED_FORMS`` lists, not
    made of placeholder words (``password2024!``, ``changeme123``) and not a key size."""
    return (
        _TYPED_FORMS.fullmatch(value) is not None
        and _number_not_a_size(value)
        and not placeholder(value, 8)
    )


# A word of letters and digits as a person types a password (``db1981bm``, ``pumba2603``,
# ``MZ7768gd``, ``iloveines3``), a symbol perhaps among them: two letters and a digit at least,
# a small letter among them, no hump of a name in code (``SignupPage2``) and no capitalised
# word before its digits (``Facebook2024``: a brand's name and a year as often as a password).
_TYPED_WORD = re.compile(
    rb"(?=(?:[^A-Za-z]*[A-Za-z]){2})(?=[^0-9]*[0-9])(?=[^a-z]*[a-z])(?![A-Z][a-z]{3,}[0-9])"
    rb"(?!.*[a-z][A-Z])[A-Za-z0-9!#$%&*+=?@^~_-]{8,40}"
)
# Names of algorithms, encodings, formats and platforms that hold digits: what a sentence about
# passwords names, not a password (``argon2id``, ``pbkdf2_sha256``, ``utf8mb4``, ``win64``).
_TECHNICAL = re.compile(
    rb"(?i:argon2|pbkdf2|sha-?[0-9]|md[45]|crypt|base[0-9]|utf-?[0-9]|aes-?[0-9]|rsa-?[0-9]|x509"
    rb"|oauth[0-9]|https?/?[0-9]|ipv[46]|win(?:32|64)|amd64|arm64|i[3-6]86|x86|x64|[0-9]fa\b|v[0-9]"
    # and of languages, databases, systems and standards with a version (``python311``)
    rb"|python|java|jdk|node|php|ruby|perl|dotnet|postgres|mysql|mariadb|redis|mongo|ubuntu"
    rb"|debian|centos|fedora|windows|macos|android|ios[0-9]|gcc|clang|llvm|cuda|django|rails"
    rb"|office|iso[0-9]|rfc[0-9]|cve)"
)
# The letters of a stand-in a page shows for a password (``admin1234``, ``guest2024``).
_STAND_IN = re.compile(rb"(?i:admin|root|user|guest|test|demo|login|pass|qwerty|letmein|abc)")
_NOT_LETTERS = re.compile(rb"[^A-Za-z]+")


def technical_name(value: bytes) -> bool:
    """Whether ``value`` names an algorithm, an encoding, a format, a platform or a versioned
    language or system at a word's start (``PBKDF2-SHA256``, ``Base64Encoded``, ``Win32Api``;
    not a name that ends in such letters, ``Keisha2401``): what a sentence about passwords
    names, not a password."""
    return _TECHNICAL_WORD.search(value) is not None


_TECHNICAL_WORD = re.compile(rb"(?<![A-Za-z])(?:" + _TECHNICAL.pattern + rb")")


def typed_word(value: bytes) -> bool:
    """Letters and digits a person typed as a password where a password's word names it
    (``db1981bm``, ``izmir591``): not placeholder words or a stand-in's, a name in code,
    letters and digits that count up, hex digits alone, or an algorithm's, encoding's or
    platform's name."""
    return (
        _TYPED_WORD.fullmatch(value) is not None
        and not _HEX_ID.match(value)
        and not _TECHNICAL.search(value)
        and not _STAND_IN.fullmatch(_NOT_LETTERS.sub(b"", value))
        and not placeholder(value, 8)
        and not _code_name(value)
        and not _counts_up(value)
    )


# What code and commands write and a chosen password seldom holds: a call's or an index's
# brackets, an assignment, an escape, a variable, a flag (``Prompt.ask(``, ``Optional[str]``,
# ``PWD=(whatever);``, ``$module.Params.pw``, ``--list-tasks``).
_CODE_SYNTAX = re.compile(rb"[()\[\]{}<>=\\]|^[$-]")
# A file's name: no capitals, and an extension of two to four letters (``vault-café.yml``).
_FILE_NAME = re.compile(rb"^[^A-Z]+\.[a-z]{2,4}$")
# Words a test's or a page's stand-in for a password is made of (``AnotherStrongPass!``,
# ``pass+word``, ``Demo2024!``), which a person's own password seldom holds.
_STAND_IN_WORD = re.compile(
    rb"(?i:pass|pwd|secret|test|example|sample|dummy|fake|demo|default|strong|changeme|admin)"
)
# The kinds of character a value is drawn from: letters of any script and case, digits, the
# rest, and a capital after a small letter (``aikoMateo``; not a word's first capital, nor a
# word in capitals: ``RAMMSTEIN``).
_KINDS = (
    re.compile(r"[^\W\d_]"),
    re.compile(r"\d"),
    re.compile(r"[\W_]"),
    re.compile(r"[^\W\d_A-Z][^\W\d_]*[A-Z]"),
)


# A sentence's closing mark after a word (``protected.``, ``elküldöd?``).
_CLOSING_MARK = re.compile(r"(?<=[^\W\d_])[.?!]\Z")
# Scripts that write a clause without spaces (CJK ideographs, kana, hangul, fullwidth forms):
# a run of them is text, which a person's password is not typed in; but for a Korean word and a
# number, perhaps a symbol after them (``화이팅1997!``), as a password is made in any language.
_WRITTEN_WITHOUT_SPACES = re.compile(r"[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]")
_HANGUL_WORD_AND_NUMBER = re.compile(r"[\uac00-\ud7af]{2,8}[0-9]{2,8}[^\w\s]{0,3}")


def labelled_password(value: bytes) -> bool:
    """A value that a password's own name gives which a person could have chosen, whatever
    habit made it (``0670867282!``, ``Steamandstone1``, ``04.12.1961``, ``ZIMA2023``): 8 to 64
    characters of UTF-8 of two kinds or more (letters, digits, symbols, a capital after a small
    letter; a sentence's closing mark after a word not counted), or of one with a walk along
    the keyboard (``Dooghazerty``), not code, a template, a name
    in code, a file's name or path, a stand-in's words, validation rules, a registry's typed
    data, a run that counts up or ciphertext kept on purpose."""
    value = unescape(value)
    if not 8 <= len(value) <= 64 or _CODE_SYNTAX.search(value) or value.endswith(b":"):
        return False
    try:
        text = _CLOSING_MARK.sub("", value.decode("utf-8"))
    except UnicodeDecodeError:
        return False
    if _WRITTEN_WITHOUT_SPACES.search(text) and not _HANGUL_WORD_AND_NUMBER.fullmatch(text):
        return False  # a clause of Chinese or Japanese, which puts no space between words
    if sum(1 for kind in _KINDS if kind.search(text)) < 2 and not _WALK.search(value):
        return False  # ``Vereinsverwaltung``, ``protected.``, ``elküldöd?``: a word
    return not (
        _FILE_NAME.search(value)
        or _STAND_IN_WORD.search(value)
        or _TEMPLATE.search(value)
        or _CIPHERTEXT.match(value)
        or (_code_name(value) and not _HYPHENATED.fullmatch(value) and not _WALK.search(value))
        or _FILE_PATH.fullmatch(value)
        or _INDEXED.search(value)
        or _RULE_LIST.fullmatch(value)
        or _REGISTRY_DATA.match(value)
        or placeholder(value, 8)
        or _counts_up(value)
    )


# Letters alone as people write a password of words, 8 to 32 of them: in one case, the first
# perhaps a capital (``depechemode``, ``Goodtimes``, ``BOHEMIANRHAPSODY``), a word in capitals
# then one in small letters (``LANGAbraai``), or two or three capitalised words
# (``MarietjieBoerewors``).
_WORD_LETTERS = re.compile(
    rb"(?=[A-Za-z]{8,32}\Z)(?:[A-Z]?[a-z]+|[A-Z]+|[A-Z]{2,}[a-z]{2,}|(?:[A-Z][a-z]+){2,3})"
)


def letters_password(value: bytes) -> bool:
    """A password of letters alone that a person chose (``depechemode``, ``goodtimes``,
    ``HOTELCALIFORNIA``, ``LANGAbraai``): 8 to 32 ASCII letters written as words (above), not
    made of words programmers build names from alone (``required``, ``URLError``), no
    stand-in's words and no placeholder. Only where the file gives nothing else as the
    password: a sentence's next word is letters alone too."""
    words = _code_words()
    return (
        _WORD_LETTERS.fullmatch(value) is not None
        and not all(hump.lower() in words for hump in _HUMP.findall(value))
        and not _STAND_IN_WORD.search(value)
        and not _STAND_IN.search(value)
        and not placeholder(value, 8)
    )


# Words and digits joined by hyphens or dots, a digit among them, each word perhaps
# capitalised (``rufus-cairn99``, ``Ocho.gotan92``, ``Boban.Krilo.29``), or three words or more
# of three letters or more joined by hyphens (a passphrase: ``daina-saulite-ozols``): a name's
# shape in configuration or code, but under a password's own name a password people make.
_HYPHENATED = re.compile(
    rb"(?=[^0-9]*[0-9])[A-Za-z0-9][a-z0-9]*(?:[.-][A-Za-z0-9][a-z0-9]*)+"
    rb"|[a-z]{4,}(?:-[a-z]{4,}){2,}"
)


# A walk along a keyboard's rows or columns, either way, which people open or close a
# password with (``qwertyThangka``, ``1qaz2wsxhordó``, ``qwertz-licitar``, ``poiuyPuentealto``;
# AZERTY's home and bottom rows too, ``qsdfgMaison``): a name in code has no such run.
KEYBOARD_WALK = (
    rb"(?i:qwerty|qwertz|azerty|asdf|zxcvbn|qweasd|1qaz2wsx|qazwsx|zaq12wsx|1q2w3e4r"
    rb"|ytrewq|poiuy|lkjhg|mnbvc|qsdfg|wxcvb)"
)
_WALK = re.compile(KEYBOARD_WALK)
# A walk and a capitalised word, either first (``qsdfgMaison``, ``Kestrelqwerty``).
_WALK_AND_WORD = re.compile(
    KEYBOARD_WALK + rb"[a-z]{0,4}[A-Z][a-z]{2,12}|[A-Z][a-z]{2,12}" + KEYBOARD_WALK + rb"[a-z]{0,4}"
)


def walk_and_word(value: bytes) -> bool:
    """A keyboard walk beside a capitalised word: a password a person made, as no page's
    example or name in code is, though it holds no digit."""
    return _WALK_AND_WORD.fullmatch(value) is not None and not placeholder(value, 8)


# What a password people write down shows and a list's next name or a version does not: a
# capital and a digit, in either order, a symbol beyond a name's dots and dashes, or a walk
# along the keyboard's rows (``qwertyThangka``, ``1qaz2wsxhordó``).
CHOSEN_MARK = re.compile(
    rb"[A-Z](?=[^\n]*[0-9])|[0-9](?=[^\n]*[A-Z])|[!@#$%^&*+?~=]|" + KEYBOARD_WALK
)


# Small letters, accented ones too (``karşıyakasokak360``), and a number of two to four digits
# at the end (perhaps after a dot, a hyphen or an underscore, perhaps one after it:
# ``kutaisi-1978``, ``floripa1941_``): a word (or words run together, or joined by a dot, a
# hyphen or an underscore) and a year or a count people add (``gobulang2023``, ``ocho.gotan92``,
# ``saiyok-khru-nakmuay-87``; after three words one digit will do: ``dana-majlis-dubai4``), a
# short word and four digits (``qyran4855``, ``simit7337``), a word and two or three
# underscores or dots before the number (``amala___994``); a word and a date
# (``hamisi14.06.2006``, ``ravinesh23021989``); or three words or more joined by hyphens, a
# passphrase (``githurai-gormahia-sacco``).
_SMALL = rb"(?:[a-z]|[\xc3-\xc5][\x80-\xbf])"
_WORDS_AND_NUMBER = re.compile(
    rb"%(s)s{6,}[._-]?[0-9]{2,4}[_-]?|[a-z]{4,5}[0-9]{4}[_-]?"
    rb"|%(s)s{3,}(?:[._-]%(s)s{3,})+[._-]?[0-9]{2,4}"
    rb"|%(s)s{3,}(?:[._-]%(s)s{3,}){2,}[._-]?[0-9]{1,4}|%(s)s{3,}(?:_{2,3}|\.{2,3})[0-9]{2,4}"
    rb"|%(s)s{3,}(?:-%(s)s{3,}){2,}|%(s)s{3,}[._-]?[0-9]{1,2}[./-][0-9]{1,2}[./-][0-9]{2,4}"
    rb"|%(s)s{3,}(?:0[1-9]|[12][0-9]|3[01])(?:0[1-9]|1[0-2])(?:19|20)[0-9]{2}" % {b"s": _SMALL}
)


def shows_choice(value: bytes) -> bool:
    """Whether ``value`` shows a person's choice (``CHOSEN_MARK``) or has a shape people give
    their passwords (``_WORDS_AND_NUMBER``)."""
    return bool(CHOSEN_MARK.search(value) or _WORDS_AND_NUMBER.fullmatch(value))


def _code_name(value: bytes) -> bool:
    """A name in code (``self.token``, ``DEFAULT_KEY``, ``standard_b64encode``): a name's shape
    whose every part reads as a word of an identifier (``_generated_part``), a word
    programmers build names from among them (``_code_words``; ``nala.mabel.flipper`` has none),
    and not a memorable password's."""
    if not _CODE_NAME.match(value) or _MEMORABLE.match(value):
        return False
    if any(_generated_part(part) for part in re.split(rb"[._-]", value)):
        return False
    words = _code_words()
    return any(hump.lower() in words for hump in _HUMP.findall(value))


# The humps of a name: capitals not followed by a small letter, or small letters after an
# optional capital (``getHTTPUser`` gives ``get``, ``HTTP``, ``User``).
_HUMP = re.compile(rb"[A-Z]+(?![a-z])|[A-Z]?[a-z]+")


@cache
def _code_words() -> frozenset[bytes]:
    """The words programmers build names from (``sacpstore/data/code_words.txt``, generated by
    ``tools/make_code_words.py`` from the standard library's identifiers), and the word for
    password in the languages that write it as one word of ASCII letters (a template's
    ``tu_contrasena`` names a value, as ``your_password`` does)."""
    path = Path(__file__).resolve().parent.parent.parent / "data" / "code_words.txt"
    lines = path.read_bytes().splitlines()
    names = (word.encode() for word in PASSWORD_WORDS if word.isascii() and word.isalpha())
    return frozenset(line for line in lines if line and not line.startswith(b"#")) | set(names)


# A part of a name in code: lower-case or capitalised words run together (``getUserName``,
# ``ApiKey``, ``PBKDF2PasswordHasher``, ``toJSON``), or capitals (``API``), with at most one
# short run of digits (``b64encode``); not single capitals between words (``lnP``, ``eG``).
_WORD_PART = re.compile(rb"[a-z]*(?:[A-Z]+[a-z]{2,})*(?:[A-Z]{2,})?|[A-Z]+")
_DIGIT_RUN = re.compile(rb"[0-9]{1,3}")


def _generated_part(part: bytes) -> bool:
    """A part of a dotted or underscored value that reads as generated, not as a word: one that
    switches case and digits like a token does (``Cf1mai``, ``Dvcy``…), runs long with digits
    in it (``imtlt1s1191mfzyx…``), or has humps of a single capital (``eG``, ``lnP``)."""
    if len(part) >= 5 and len(_CASE_SWITCH.findall(part)) * 3 >= len(part):
        return True
    if len(part) >= 24 and _DIGIT.search(part):
        return True
    return not _WORD_PART.fullmatch(_DIGIT_RUN.sub(b"", part, count=1))


_PAIR = re.compile(rb"^[^:\s]{1,128}:(\S{6,200})$")
_BASE64 = re.compile(rb"^[A-Za-z0-9+/]+={0,2}$")


def entropy(value: bytes) -> float:
    """Shannon entropy in bits per byte."""
    counts = Counter(value)
    total = len(value)
    return -sum(n / total * math.log2(n / total) for n in counts.values())


# ``${DB_PASSWORD:-s3cr3t…}``, ``${DB_PASSWORD:s3cr3t…}``: a template whose default is a value.
_TEMPLATE_DEFAULT = re.compile(rb"^\$\{\w+:-?([^{}]+)\}$")


# Ciphertext that is committed on purpose and decrypted at run time by a key kept elsewhere:
# Vault transit (``vault:v1:``), Spring Cloud Config (``{cipher}``), SOPS (``ENC[``), Jasypt
# (``ENC(``), EJSON (``EJ[1:``), an AWS KMS ciphertext blob (base64 ``AQICAH…``), Ansible Vault.
_CIPHERTEXT = re.compile(rb"^(?:vault:v\d+:|\{cipher\}|ENC\[|ENC\(|EJ\[\d:|AQICAH|\$ANSIBLE_VAULT)")


def random_looking(value: bytes, *, min_length: int = 8) -> bool:
    """A value that reads like a generated credential: long enough, no template, placeholder,
    code name or space, a digit and a letter (or letters of both cases as only a generator
    mixes them), and varied characters (not a word): with both cases, as varied as a random
    draw of its length (a short draw repeats a character as often as not); or an
    app-specific password. A template with a default is judged by its default."""
    value = unescape(value.strip(b"\"'` "))
    default = _TEMPLATE_DEFAULT.match(value)
    if default:
        value = default.group(1)
    if _app_password(value):  # a kebab-case name to ``_code_name``, but random
        return True
    if len(value) < min_length or _TEMPLATE.search(value) or _code_name(value):
        return False
    if _CIPHERTEXT.match(value):
        return False
    if any(c in b" \t\x1b" for c in value) or _LISTED_NAMES.fullmatch(value):
        return False
    if _RULE_LIST.fullmatch(value):
        return False
    if _INDEXED.search(value) or _DATA_PATH.match(value):  # a path into data, a JSONPath
        return False
    if placeholder(value, min_length) or _counts_up(value) or _FILE_PATH.fullmatch(value):
        return False
    if _base64_prose(value):
        return False
    if not any(c in _LETTERS for c in value):
        return False
    if not _DIGIT.search(value):
        return _random_letters(value)
    if _UPPER.search(value) and _LOWER.search(value):
        return varied(value, 3.0)
    return entropy(value) >= 3.0


def _random_letters(value: bytes) -> bool:
    """Letters only, yet generated: 20 or more, both cases switching at 3 neighbours in 10,
    at most half in word humps (a token some providers issue: ``MqwPQsxQCZMlJqjE…``)."""
    return (
        len(value) >= 20
        and _switches_often(value)
        and not _mostly_humps(value)
        and varied(value, 4.0)
    )


# Four groups of four small letters: the app-specific password Apple issues (``abcd-efgh-…``);
# or sixteen run together, as Yandex issues one and a Google one is pasted without its spaces.
_APP_PASSWORD = re.compile(rb"[a-z]{4}(?:-[a-z]{4}){3}|[a-z]{16}")
# The most vowels sixteen drawn letters hold, as four in five random draws do (about three on
# average) and words run together do not (six or more).
_DRAWN_VOWELS = 4


def _app_password(value: bytes) -> bool:
    """An app-specific password: its shape, and its letters drawn as such a password's are
    (``drawn_letters``); run together, with few vowels too (not words: ``mailpasswordhere``)."""
    if _APP_PASSWORD.fullmatch(value) is None:
        return False
    if b"-" in value:
        return drawn_letters(value.replace(b"-", b""))
    vowels = sum(value.count(vowel) for vowel in b"aeiou")
    return vowels <= _DRAWN_VOWELS and drawn_letters(value)


def drawn_letters(letters: bytes) -> bool:
    """Sixteen small letters as an app password draws them: ten or more distinct (as in 96 of
    100 random draws; ``xxxx…`` has one), and no run of three in alphabet order."""
    triples = zip(letters, letters[1:], letters[2:], strict=False)
    return len(set(letters)) >= 10 and not any(b == a + 1 and c == b + 1 for a, b, c in triples)


# A name indexed by a number, as a path into data is (``Manufacturers[0].Products[0]``, code's
# ``self._ranges[-1].tokens``), and a JSONPath from its root (``$.[?(@.value!=1)]``,
# ``$..book``).
_INDEXED = re.compile(rb"(?:^|\w)\[-?\d{1,4}\]")
_DATA_PATH = re.compile(rb"\$\.{1,2}[\[\w*]")
# A file's path of words (``/path/to/ec2/pri/key``, ``~/.ssh/id_rsa``): a reference to a
# file, where a credential may be kept, not one.
_FILE_PATH = re.compile(rb"(?:~|\.{1,2})?(?:/[a-z0-9_.-]*[a-z][a-z0-9_.-]*){2,}/?")


def _counts_up(value: bytes) -> bool:
    """Letters and digits that each count up (``A1B2C3D4E5F6G7H8I9J0``, ``abcd1234``,
    ``0123456789abcdef``): a value typed as a stand-in, which no generator draws."""
    letters = [c for c in value.lower() if ord("a") <= c <= ord("z")]
    digits = [c for c in value if ord("0") <= c <= ord("9")]
    if len(letters) + len(digits) < len(value) - 2 or len(letters) + len(digits) < 8:
        return False
    return _consecutive(letters, 26) and _consecutive(digits, 10)


def _consecutive(codes: list[int], modulus: int) -> bool:
    """Each code one more than the one before it (the last wrapping to the first: 9 to 0)."""
    return all((b - a) % modulus == 1 for a, b in pairwise(codes))


def _base64_prose(value: bytes) -> bool:
    """Base64 of a sentence (``VHdlZXQgJ1F1aWNrc2lsdmVy…``: ``Tweet 'Quicksilver' to …``):
    printable words with spaces between, none of them generated."""
    decoded = decode_base64(value)
    if decoded is None or not _PROSE.fullmatch(decoded) or decoded.count(b" ") < 2:
        return False
    return not any(random_looking(word) for word in decoded.split())


_PROSE = re.compile(rb"[\x20-\x7e]+")
# Several names, hosts or addresses joined: a query string of words (``key1=value1&key2=v2``),
# a list of hosts and networks (``192.168.0.0/24,localhost``), a host's last label letters or a
# number (not a generated token's ``…afj.F25``). A credential is one opaque token.
_NAME_ITEM = (
    rb"(?:[A-Za-z][a-z]*[0-9]{0,3}|[0-9]{1,5}"
    rb"|[\w-]+(?:\.[\w-]+)*\.(?:[A-Za-z]{2,}|[0-9]{1,3})(?:/\d{1,3})?)"
)
_LISTED_NAMES = re.compile(rb"%s(?:[,&;=]%s)+" % (_NAME_ITEM, _NAME_ITEM))
# A registry export's typed data (``"Password"=hex:1b,89,…``), which a rule of its own reads.
_REGISTRY_DATA = re.compile(rb"(?:hex(?:\([0-9a-f]\))?|dword|qword):")
# Validation rules joined by bars, each perhaps with its parameters: Laravel's
# ``'password' => 'required|string|min:8|confirmed'``.
_RULE_LIST = re.compile(rb"[a-z_]+(?::[\w.,-]+)?(?:\|[a-z_]+(?::[\w.,-]+)?)+")


def generated_token(value: bytes, *, min_length: int = 20, mixed_case: bool = False) -> bool:
    """A value that only a generator writes, whatever its name: long, with letters and digits
    switching often (letters of both cases, when ``mixed_case`` or when it has them), as no
    word, name or identifier does (half of one in word humps is a name), and no placeholder
    in it. Hex and UUIDs are left out: digests and ids are hex far more often than keys."""
    if len(value) < min_length or not random_looking(value, min_length=min_length):
        return False
    if _HEX_ID.match(value):
        return False
    if _mostly_humps(value):
        return False
    if _UPPER.search(value) and _LOWER.search(value):
        return drawn_mixed(value)
    if mixed_case:
        return False
    return len(_DIGIT_CHANGE.findall(value)) * 4 >= len(value) and varied(value, 3.8)


def _switches_often(value: bytes) -> bool:
    """Letters and digits, or the two cases, switch at 3 neighbours in 10 or more."""
    return len(_CLASS_CHANGE.findall(value)) * 10 >= len(value) * 3


def _mostly_humps(value: bytes, share: float = 0.5) -> bool:
    """``share`` of the value or more in word humps (``Packager``, ``from``): a name, not a
    draw. A run of small letters with no vowel (``bcjkh``) is no word's."""
    humps = (hump for hump in _WORD_HUMP.findall(value) if _VOWEL.search(hump))
    return sum(map(len, humps)) >= len(value) * share


def drawn_mixed(value: bytes) -> bool:
    """Letters of both cases, digits perhaps among them, as a generator draws them: the
    classes switching at 3 neighbours in 10 or more, as varied as a random draw of its length
    (not a name in camel case: ``merchantKeyValue``)."""
    return (
        _UPPER.search(value) is not None
        and _LOWER.search(value) is not None
        and _switches_often(value)
        and varied(value, 4.0)
    )


def varied(value: bytes, bits: float) -> bool:
    """Entropy of at least ``bits`` per byte, or, for a value too short to reach it, as much as
    99 in 100 random draws of its length reach (a random 20-character token has 3.65 bits or
    more in 99 of 100 draws, 4 bits in only two of three: repeats are likely in a short draw)."""
    return entropy(value) >= min(bits, math.log2(len(value)) - 0.75)


def generated_password(value: bytes) -> bool:
    """A password a generator made, whatever surrounds it: 12 to 64 printable characters with
    capitals, small letters, digits and at least two of ``!@#$%^&*~+=?`` inside it (one of
    ``!@#^*~``, which base64, URLs and identifiers do not hold), varied as a random draw of its
    length is, in no word humps, ascending runs or placeholder words, and none of the shapes
    code and markup give such characters (format specifiers, percent or entity escapes, shell
    expansions and variables, operators, e-mail addresses, MIME words, header parameters)."""
    if not 12 <= len(value) <= 64 or _NOT_PASSWORD.search(value):
        return False
    if not all_classes(value):
        return False
    inside = value[1:-1]
    if sum(c in _PASSWORD_SYMBOLS for c in inside) < 2 or not _RARE_SYMBOL.search(inside):
        return False
    # A password draws from symbols too, so fewer of its letters fall in humps than a token's.
    if _mostly_humps(value, 0.4) or placeholder(value, 12):
        return False
    triples = zip(value, value[1:], value[2:], strict=False)
    ascending = sum(b == a + 1 and c == b + 1 for a, b, c in triples)
    return ascending < 2 and varied(value, 3.8)


def all_classes(value: bytes) -> bool:
    """Whether ``value`` holds capitals, small letters and digits, all three."""
    return bool(_UPPER.search(value) and _LOWER.search(value) and _DIGIT.search(value))


_PASSWORD_SYMBOLS = frozenset(b"!@#$%^&*~+=?")
_RARE_SYMBOL = re.compile(rb"[!@#^*~]")
_UPPER, _LOWER, _DIGIT = re.compile(rb"[A-Z]"), re.compile(rb"[a-z]"), re.compile(rb"[0-9]")
_DIGITS = re.compile(rb"[0-9]+")
_NOT_PASSWORD = re.compile(
    # a URL, a shell expansion or variable, format specifiers, percent escapes, an entity
    rb"://|\$[{(]|\$(?:[A-Z]{2}[A-Z0-9_]+|[a-z]{2}[a-z0-9_]+)(?![A-Za-z0-9])"
    rb"|%[-+ #0\d]+[sdifxXc]|%[sdifxXc].*%[sdifxXc]|%[0-9A-Fa-f]{2}.*%[0-9A-Fa-f]{2}"
    rb"|&#x?[0-9A-Fa-f]+(?:;|$)|&[a-z]+(?:;|$)"
    # brackets, slashes and operators of code; bold markup
    rb"|[\\\[\](){}<>/|]|==|&&|\+\+|--|->|=>|::|^\*\*|\*\*$"
    # an e-mail address
    rb"|[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?![A-Za-z0-9])"
    # a MIME encoded word, a header's parameter (``;q=0.7``), a colour (``#3F3F3F``)
    rb"|=\?|\?=|;[a-z]+=|#[0-9A-Fa-f]{6}(?![0-9A-Za-z])"
)


_HEX_ID = re.compile(rb"^[0-9a-fA-F_-]+$")


def generated_hex(value: bytes, min_length: int = 32) -> bool:
    """Hex of a key's length (32 digits or more) that reads as random, where a prefix already
    says the value is a credential (``live_<hex>``): 3.3 bits per digit, or, for a value too
    short to reach that reliably, as much as 999 in 1,000 random draws of its length reach
    (32 random digits fall under 3.3 bits once in 60 draws)."""
    return (
        len(value) >= min_length
        and _HEX.fullmatch(value) is not None
        and entropy(value) >= min(3.3, math.log2(len(value)) - 1.9)
    )


_HEX = re.compile(rb"[0-9a-fA-F]+")
# A word's hump in a name (``Packager``, ``from``): half a value in such humps is a name.
_WORD_HUMP = re.compile(rb"[A-Z]?[a-z]{3,}")
_VOWEL = re.compile(rb"[AEIOUYaeiouy]")


_LETTERS = frozenset(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
_PLACEHOLDER_WORDS = re.compile(b"|".join(re.escape(word) for word in PLACEHOLDERS), re.I)


def placeholder(value: bytes, min_length: int) -> bool:
    """A value made of placeholder words and little else (``my-secret-password``,
    ``changeme123``), spelled plainly or with digits and signs for letters (``Passw0rd123``,
    ``Cl1ent$ecret!``); a long random token that merely contains one (``secret_PaFG…``) is
    not."""
    return any(_placeholder_words(form, min_length) for form in (value, value.translate(_LEET)))


# Digits and signs written for the letters they look like: ``P@ssw0rd``, ``s3cr3t``.
_LEET = bytes.maketrans(b"013457@$", b"oieastas")


def _placeholder_words(value: bytes, min_length: int) -> bool:
    """Placeholder words and fewer than ``max(min_length, 16)`` other characters."""
    if not _PLACEHOLDER_WORDS.search(value):
        return False
    rest = _PLACEHOLDER_WORDS.sub(b"", value).strip(b"_-.: ")
    return len(rest) < max(min_length, 16)


_ESCAPE = re.compile(
    rb"\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})|\\([0-3][0-7]{2})|&#x([0-9a-fA-F]{2,4});|&#(\d{2,5});"
    rb"|\\([\"'/])|\\u\{([0-9a-fA-F]{1,6})\}"
)
_PERCENT = re.compile(rb"%[0-9a-fA-F]{2}")
_ENTITIES = {b"amp": b"&", b"lt": b"<", b"gt": b">", b"quot": b'"', b"apos": b"'"}
_ENTITY = re.compile(rb"&(amp|lt|gt|quot|apos);")


def unescape(value: bytes) -> bytes:
    """``value`` with ``\\uXXXX``/``\\xXX`` escapes, XML's entities and URL percent-encoding
    undone: a value is judged by what it stands for (``p%40ssword`` is ``p@ssword``, a word;
    an XML attribute's ``Heron&amp;Flint16&lt;dw9`` is ``Heron&Flint16<dw9``)."""
    if b"\\" in value or b"&#" in value:
        value = _ESCAPE.sub(_unescaped, value)
    if b"&" in value:
        value = _ENTITY.sub(lambda found: _ENTITIES[found.group(1)], value)
    if _PERCENT.search(value):
        decoded = unquote_to_bytes(value)
        if utf8(decoded):  # percent-encoded text; ``%99`` alone is a password's characters
            value = decoded
    return value


# A control character other than a tab or a line break: what a printf format (``%05d``, ``%1b``)
# decodes to as percent escapes, and no text's.
CONTROL = re.compile(rb"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def utf8(value: bytes) -> bool:
    """Whether ``value`` is valid UTF-8."""
    try:
        value.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _unescaped(match: re.Match[bytes]) -> bytes:
    if match.group(6):
        return match.group(6)  # an escaped quote (JSON held in a JSON string) or slash (PHP's)
    hexadecimal, octal, decimal = (
        match.group(1) or match.group(2) or match.group(4) or match.group(7),
        match.group(3),
        match.group(5),
    )
    code = int(hexadecimal, 16) if hexadecimal else int(octal, 8) if octal else int(decimal)
    return chr(min(code, 0x10FFFF)).encode("utf-8", "surrogatepass")


def key_material(value: bytes) -> bool:
    """A value that can only be generated key material: 24 or more characters of one
    key alphabet (hex, base64, base64url), random-looking and varied beyond a word or a
    counter, or a random UUID. What a name ending in ``key``, ``salt`` or ``seed`` must hold
    to count."""
    value = unescape(value.strip(b"\"'` ")).removeprefix(b"base64:")
    if _UUID4.fullmatch(value):
        return True
    if len(value) < 24 or not _KEY_ALPHABET.match(value):
        return False
    if _public_der(value):
        return False
    return random_looking(value, min_length=24) and entropy(value) >= 3.5


_KEY_ALPHABET = re.compile(rb"^[A-Za-z0-9+/_-]+={0,2}$")
# DER whose first member is a SEQUENCE: a SubjectPublicKeyInfo (its algorithm) or a
# certificate (its signed part). A private key's DER opens with its INTEGER version instead.
_SEQUENCE_OF_SEQUENCE = re.compile(rb"\A\x30(?:[\x00-\x7f]|\x81.|\x82..|\x83...)\x30", re.S)


def _public_der(value: bytes) -> bool:
    """Base64 of a public key or a certificate in DER, which is published by design."""
    decoded = decode_base64(value)
    return decoded is not None and _SEQUENCE_OF_SEQUENCE.match(decoded) is not None


# A random (version 4) UUID: 122 random bits, the shape many services give their API keys.
_UUID4 = re.compile(
    rb"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}"
)


def decode_base64(value: bytes) -> bytes | None:
    """The bytes a strict base64 value stands for, or None if it is not one."""
    value = value.strip(b"\"' ")
    if len(value) < 8 or len(value) % 4 or not _BASE64.match(value):
        return None
    try:
        return binascii.a2b_base64(value, strict_mode=True)
    except binascii.Error:
        return None


def credential_pair(decoded: bytes) -> bool:
    """``user:password`` (HTTP basic, Docker ``auth``, ``.npmrc _auth``) with a real password."""
    match = _PAIR.match(decoded.strip())
    return match is not None and random_looking(match.group(1), min_length=6)


_BASE58 = b"123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
# Base58Check version prefixes of private keys: WIF (mainnet 0x80, testnet 0xef) with a
# 32-byte key (and 0x01 when its public key is compressed); BIP-32 extended private keys
# (xprv, tprv) of 78 bytes.
_WIF_VERSIONS = (b"\x80", b"\xef")
_EXTENDED_VERSIONS = (b"\x04\x88\xad\xe4", b"\x04\x35\x83\x94")


def base58check_private_key(value: bytes) -> bool:
    """A Base58Check string whose checksum holds and whose version and length are a private
    key's (Bitcoin-family WIF or a BIP-32 extended private key): a random string passes the
    four-byte checksum once in four billion."""
    import hashlib

    number = 0
    for char in value:
        digit = _BASE58.find(bytes((char,)))
        if digit < 0:
            return False
        number = number * 58 + digit
    raw = number.to_bytes((number.bit_length() + 7) // 8, "big")
    payload, checksum = raw[:-4], raw[-4:]
    if hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4] != checksum:
        return False
    wif = payload[:1] in _WIF_VERSIONS and (
        len(payload) == 33 or (len(payload) == 34 and payload[-1] == 1)
    )
    return wif or (payload[:4] in _EXTENDED_VERSIONS and len(payload) == 78)


def random_byte_list(value: bytes) -> bool:
    """``value`` lists 32 or 64 numbers 0-255 (a raw key: an Ed25519 seed or keypair) varied as
    random bytes are: many distinct values, rising and falling in turn about equally, not a
    counter, a fill or a table."""
    numbers = [int(part) for part in re.findall(rb"\d+", value)]
    if len(numbers) not in (32, 64) or max(numbers) > 255 or len(set(numbers)) < 20:
        return False
    rises = sum(left < right for left, right in pairwise(numbers))
    return 0.2 <= rises / (len(numbers) - 1) <= 0.8


@cache
def _bip39() -> Any:
    """Trezor's BIP-39 reference (the ``mnemonic`` package): the English word list and the
    phrase checksum."""
    from mnemonic import Mnemonic

    return Mnemonic("english")


@cache
def _bip39_words() -> frozenset[str]:
    return frozenset(_bip39().wordlist)


_PHRASE_LENGTHS = (12, 15, 18, 21, 24)


def recovery_phrase(value: bytes) -> bool:
    """A wallet's recovery phrase among the words of ``value``: 12 to 24 BIP-39 words in a
    row whose checksum holds (1 in 16 random phrases of 12 words passes; 1 in 256 of 24), and
    not in alphabetical order (a stretch of the word list itself)."""
    bip39, known = _bip39(), _bip39_words()
    words = [word.decode() for word in re.findall(rb"[a-z]{3,8}", value)]
    for length in _PHRASE_LENGTHS:
        for start in range(len(words) - length + 1):
            window = words[start : start + length]
            if window == sorted(window) or not all(word in known for word in window):
                continue
            if bip39.check(" ".join(window)):
                return True
    return False
