"""The decoded view of a blob: the parts of it that mean something else than they spell, each
decoded once, so that the rules see a credential however it was written down.

The layers, each applied only where it changes something:
- escapes: a line with ``\\uXXXX``, ``\\xXX``, octal, ``\\"`` or entity escapes, unescaped (JSON,
  JSON inside JSON, JS, Python, C strings, XML), and runs of decimal escapes (OCaml, Lua);
- JSON texts: a member's string that holds an escaped line break (a note app's export, a
  message), decoded, its lines each on a line of its own;
- URL encoding: a line with percent-escapes, decoded (unless that makes control characters:
  a printf format's ``%05d``);
- mails and chat exports (messages.py): a mail's quoted-printable or base64 parts and its
  header's encoded words, decoded; an HTML page's text between tags; a chat exported as JSON
  newest first, oldest first;
- folded lines: an iCalendar's or a vCard's content line folded over several (a line break and
  a space, RFC 5545, perhaps inside a word or a character), unfolded, its text's escapes
  (``\\n``, ``\\,``, ``\\;``) undone;
- fullwidth forms: a line with them (a colon in Chinese, Japanese or Korean text), in ASCII;
  so is a mail's or a chat's text the layer before decoded;
- message markup: a line with bracketed tags (Chatwork's ``[info]…[/info]``, BBCode's
  ``[code]``), each tag a line break;
- undone at run time: string literals on a line that calls for ROT13, turned back; a literal
  read backwards (``"…".split("").reverse().join("")``, ``"…"[::-1]``), turned round;
- argument lists: a run of three or more string literals apart by commas or spaces, one of them
  a flag (``["mysql", "-u", "app", "-p…"]``, KDL's ``args "-u" "app" "-p…"``), written as the
  command line it stands for, so that a command's rules read it as they read a shell's; so is
  an audit log's ``EXECVE`` record (``a0="sshpass" a1="-p" a2="…"``, an argument with a space
  logged in hex);
- adjacent literals: string literals joined by nothing, ``+``, ``.``, ``&`` or a line
  continuation (``"ghp_" + "abc…"``), with the joints removed so the pieces read as one value,
  together with the text before them on the line (the name they are assigned to); a string
  spliced over lines with a backslash, joined;
- character codes (``[104, 117, …]``, ``{0x68, 0x75, …}``, ``[104 117 …]``), hex and base64:
  written back in their place as the quoted text they stand for, after the line before them,
  so that the name a value is assigned to (``_PW = bytes([…])``, ``Password =\\n
  GetString(new byte[] {…})``) still reads with it; base64 of UTF-16LE text or of a zlib stream
  reads as that text; base64 of a private key or key store (DER, JKS, keytab) reads as the
  PEM header of a private key; a list of 16, 24, 32 or 64 byte values that are no text (a key's
  bytes: ``network_key: [118, 128, …]``, ``{0x76, 0x80, …}``) as their hex;
- named elements: an element that names the value it holds (Android's shared preferences,
  ``<string name="…_password">…</string>``), as ``name = 'value'``;
- tables: each row of a CSV or TSV file, of a spreadsheet in markup (SpreadsheetML, an HTML
  table, a flat OpenDocument spreadsheet) and of a SQL ``INSERT``, as ``column = 'value'``
  lines, so that a column named like a credential (in any language's word for password) names
  its values; so does a markup row's first cell, and a workbook's shared string, the string
  after it.

The view is scanned by the same rules as the blob (detect.py), once: it is never decoded again.
"""

from __future__ import annotations

import binascii
import csv
import json
import re
import zlib
from collections.abc import Iterable, Iterator
from itertools import chain, islice, pairwise
from typing import Any
from urllib.parse import unquote_to_bytes

from sacpstore.ingest.secrets.messages import message_texts
from sacpstore.ingest.secrets.values import (
    CONTROL,
    labelled_password,
    shows_choice,
    unescape,
)
from sacpstore.ingest.secrets.words import PASSWORD_WORDS, with_capitals

# Escapes; escaped quotes only where they quote a key and its value (JSON inside a string) or
# an assigned value (``-DAPI_TOKEN=\"…\"`` in a build flag, ``password = \"…\"`` in a
# notebook cell's source line).
_ESCAPED = re.compile(
    rb"\\[ux][0-9a-fA-F]{2}|\\[0-3][0-7]{2}|&#x?[0-9a-fA-F]{2,4};|&(?:amp|lt|gt|quot|apos);"
    rb"|\\\"[ \t]*:[ \t]*\\\""
    rb"|=[ \t]*\\\"|\\u\{[0-9a-fA-F]{1,6}\}"
    # (a slash escaped between word characters, as PHP's json_encode writes one)
    rb"|\\/(?<=\w\\/)(?=\w)"
)
_NUMBER_LIST = re.compile(rb", ?(?:\d{2,3}|0x[0-9a-fA-F]{2}), ?(?:\d{2,3}|0x[0-9a-fA-F]{2}), ?")
# A list of printable character codes, decimal or hex: ``[104, 117, 110, …]``,
# ``String.fromCharCode(104, 117, …)``, ``[]byte{0x68, 0x75, …}``.
_CODE = rb"(?:3[2-9]|[4-9]\d|1[01]\d|12[0-6]|0[xX][2-7][0-9a-fA-F])"
_CHAR_CODES = re.compile(rb"(?<![\dxX])(?:" + _CODE + rb"\s*,\s*){7,}" + _CODE + rb"(?![\dA-Fa-f])")
# A list of eight or more character literals (C, C++, Java: ``{ 'h', 'u', …, '\\0' }``), a
# string spelled out so that it shows up in no ``strings`` output; a NUL ends it.
_CHAR_LITERAL = rb"'(?:[^'\\\n]|\\.)'"
_CHAR_LITERALS = re.compile(rb"(?:" + _CHAR_LITERAL + rb"\s*,\s*){7,}" + _CHAR_LITERAL)
_LITERAL_LIST = re.compile(rb"'\s*,\s*'")
# What opens such a list: a character array's declaration (``char NAME[] = {``,
# ``char[] name = {``, ``new char[] {``), so one-letter strings of other languages stay lists.
_CHAR_ARRAY = re.compile(rb"\bchar\b[^;{}\n]*\{\s*$")
# A bracketed row of codes apart by spaces (MATLAB, Octave, Julia: ``char([104 117 …])``).
_SPACED_LIST = re.compile(rb"\[[ \t]*(?:\d{2,3}[ \t]+){3}")
_SPACED_CODES = re.compile(
    rb"(?<=\[)[ \t]*(?:" + _CODE + rb"[ \t]+){7,}" + _CODE + rb"(?=[ \t]*\])"
)
_PERCENT = re.compile(rb"%[0-9a-fA-F]{2}")
# Decimal escapes (OCaml, Lua: ``"\080\097…"``): a run of three-digit escapes is decimal when
# one of them holds an 8 or a 9, which no octal escape does.
# (The pattern opens with its literal backslash: a leading group would make the search try
# every position, 50 times slower.)
_DIGIT_ESCAPES = re.compile(rb"\\\d{3}(?:\\\d{3}){3,}")
# A joint between two literals: a closing quote, a joiner, an opening quote of either kind.
_JOINT = re.compile(
    rb"[\"']"
    rb"(?:[ \t]*(?:\+|\.\.?|&|\|\|)[ \t\r\n\\]*|[ \t]*\\?\r?\n[ \t]*|[ \t]+)"
    rb"[\"']"
)
# A string continued on the next line by a backslash at the end of the line (C, shell): the
# backslash between two characters of a token.
_SPLICE = re.compile(rb"\\\r?\n")
_TOKEN_BYTES = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=_.-")
_QUOTES = b"\"'`"


def _mask(alphabet: bytes) -> bytes:
    """A translation table that turns every byte of ``alphabet`` into ``h``, every other
    byte into ``.``: on the mask a run of the alphabet is a plain substring search, far
    faster than a regex."""
    table = bytearray(b"." * 256)
    for byte in alphabet:
        table[byte] = ord("h")
    return bytes(table)


_HEX_MASK = _mask(b"0123456789abcdefABCDEF")
_BASE64_MASK = _mask(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/-_")
_MIN_RUN = 24
_RUN_END = re.compile(rb"[^h]")
_MIN_DECODED = 8
_MAX_TABLE_ROWS = 1000
_MAX_COLUMN_NAME = 64
_MAX_TABLE_BODY = 64 * 1024
# The decoded view of a blob of n bytes holds at most VIEW_FACTOR * n + VIEW_SLACK bytes.
VIEW_FACTOR = 4
VIEW_SLACK = 1 << 20


def decoded_view(data: bytes) -> bytes:
    """The decoded parts of ``data``, each on lines of its own (empty when nothing decodes),
    at most ``view_limit(len(data))`` bytes. Each layer writes a stretch of the blob at most
    once, so the view grows with the blob; the layers are read lazily and stop at the bound,
    so a blob built to multiply (a thousand table rows repeating a long column name) costs
    no more than the bound."""
    return _bounded(_layers(data), view_limit(len(data)))


def _layers(data: bytes) -> Iterator[bytes]:
    """The decoded parts of ``data``, layer by layer (the module docstring's order)."""
    if b"\\" in data or b"&" in data:
        yield from (unescape(data[start:end]) for start, end in _regions_with(_ESCAPED, data))
    if b"\\" in data or b"&#" in data:
        yield from _spliced(data)
        yield from _decimal_escaped(data)
    if any(mark in data for mark in _ROT13_MARKS):
        yield from _rot13_lines(data)
    yield from _reversed_literals(data)
    numbered = _regions_with(_NUMBER_LIST, data)  # lines with a run of numbers, found once
    yield from _written_back(data, _char_codes(data, numbered))
    yield from _written_back(data, _byte_lists(data, numbered))
    if b"%" in data:
        for start, end in _regions_with(_PERCENT, data):
            decoded = unquote_to_bytes(data[start:end])
            if not CONTROL.search(decoded):  # ``%05d`` is a format, not an escape
                yield decoded
    if b"\\n" in data and b'":' in data:
        yield from _json_texts(data)
    if b"BEGIN:V" in data and _CONTENT_LINES.search(data):
        yield from _unfolded(data)
    for text in message_texts(data):  # a mail's text in Japanese: ``パスワード：…``
        yield _halfwidth(text) if _FULLWIDTH.search(text) else text
    if not data.isascii() and (
        b"\xef\xbc" in data or b"\xef\xbd" in data or b"\xe3\x80\x80" in data
    ):
        yield from (_halfwidth(data[start:end]) for start, end in _regions_with(_FULLWIDTH, data))
    if b"[/" in data and any(tag in data for tag in _CLOSING_TAGS):
        yield from (
            _MESSAGE_TAG.sub(b"\n", data[start:end])
            for start, end in _regions_with(_MESSAGE_TAG, data)
        )
    yield from _argument_lists(data)
    if b"type=EXECVE" in data:
        yield from _execve_records(data)
    yield from (_JOINT.sub(b"", data[start:end]) for start, end in _regions_with(_JOINT, data))
    hex_runs, base64_runs, key_store = _decoded_runs(data)
    yield from _written_back(data, hex_runs)
    yield from _written_back(data, base64_runs)
    if key_store:
        yield _PRIVATE_KEY_HEADER
    yield from _table_rows(data)
    if b' name="' in data and b"</" in data:
        yield from _named_elements(data)
    if b";s:" in data:
        yield from _php_members(data)
    if b"\n$" in data:
        yield from _resp_commands(data)


# A message's markup tag in brackets (Chatwork's ``[info][title]…[/title]…[/info]``, a forum's
# BBCode ``[code]…[/code]``), which can close a value with no space before it.
_MESSAGE_TAG_NAMES = (b"info", b"title", b"code", b"qt", b"quote")
_MESSAGE_TAG = re.compile(rb"\[/?(?:" + b"|".join(_MESSAGE_TAG_NAMES) + rb")\]")
_CLOSING_TAGS = tuple(b"[/" + name + b"]" for name in _MESSAGE_TAG_NAMES)


# iCalendar and vCard (RFC 5545, RFC 6350): a content line folded onto the next lines, each
# continuation opening with a space or a tab; and a text value's escapes.
_CONTENT_LINES = re.compile(rb"^BEGIN:(?:VCALENDAR|VCARD)\r?$", re.M | re.I)
_FOLDED_LINE = re.compile(rb"[^\r\n]*(?:\r?\n[ \t][^\r\n]*)+")
_FOLD = re.compile(rb"\r?\n[ \t]")
_TEXT_ESCAPE = re.compile(rb"\\([nN,;\\])")


def _unfolded(data: bytes) -> Iterator[bytes]:
    """Each folded content line of an iCalendar or vCard file, unfolded and unescaped."""
    for folded in _FOLDED_LINE.finditer(data):
        line = _FOLD.sub(b"", folded.group(0))
        yield _TEXT_ESCAPE.sub(lambda e: b"\n" if e.group(1) in b"nN" else e.group(1), line)


# A JSON member's string that holds an escaped line break (a note's ``textContent``, a
# message's text).
_JSON_CHAR = rb'(?:[^"\\\n]|\\[^\n])'
_JSON_TEXT = re.compile(
    rb'":[ \t]*("' + _JSON_CHAR + rb"{0,65536}?\\n" + _JSON_CHAR + rb'{0,65536}")'
)


def _json_texts(data: bytes) -> Iterator[bytes]:
    """Each JSON string in ``data`` that holds an escaped line break, decoded, so that a note's
    lines (``Κωδικός TAXISnet: …\\nΧρήστης: …``) read each on a line of its own."""
    for found in _JSON_TEXT.finditer(data):
        try:
            text = json.loads(found.group(1))
        except ValueError:
            continue  # not JSON's escapes after all
        yield text.encode("utf-8", "surrogatepass")


# A PHP ``serialize()`` array's member, a key and a scalar value: ``s:7:"api_key";s:36:"…";``
# (the quotes escaped when the array sits in a SQL dump). Members are read in turn from the
# array's start, so a key is never read as the value before it; a member whose value is an
# array is skipped, and its own members read in turn.
_PHP_STRING = rb's:\d{1,4}:\\?"([^"\\\n]{0,1024})\\?";'
_PHP_MEMBER = re.compile(
    rb"(?:" + _PHP_STRING + rb"|i:-?\d{1,19};)"
    rb"(?:" + _PHP_STRING + rb"|i:-?\d{1,19};|b:[01];|d:[^;{}]{1,32};|N;)"
)
_PHP_KEY = re.compile(rb"[\w.-]{1,64}")


def _php_members(data: bytes) -> Iterator[bytes]:
    """The string members of PHP ``serialize()`` arrays whose key is a name and whose value
    holds 8 characters or more, as ``key = 'value'`` lines."""
    for member in _PHP_MEMBER.finditer(data):
        key, value = member.group(1), member.group(2)
        if key and value and len(value) >= 8 and _PHP_KEY.fullmatch(key):
            yield _assigned(key, value)


# A Redis command as the append-only file and the wire protocol write it: ``*<n>`` and n bulk
# strings ``$<length>`` / bytes.
_RESP_COMMAND = re.compile(rb"^\*([2-9]|[1-9]\d)\r?\n", re.M)
_RESP_BULK = re.compile(rb"\$(\d{1,6})\r?\n")
# Where a setter's (name, value) pairs start: ``SET key value``, ``HSET key field value …``.
_RESP_SETTERS = {b"SET": 1, b"MSET": 1, b"HSET": 2, b"HMSET": 2, b"HSETNX": 2}


def _resp_commands(data: bytes) -> Iterator[bytes]:
    """The values a Redis append-only file sets, as ``field = 'value'`` lines (``HSET key
    field value …``, ``SET key value``): at most _MAX_TABLE_ROWS commands."""
    for command in islice(_RESP_COMMAND.finditer(data), _MAX_TABLE_ROWS):
        parts, at = [], command.end()
        for _ in range(int(command.group(1))):
            bulk = _RESP_BULK.match(data, at)
            if bulk is None:
                break
            start = bulk.end()
            at = start + int(bulk.group(1))
            parts.append(data[start:at])
            at += 2 if data[at : at + 2] == b"\r\n" else 1
        first = _RESP_SETTERS.get(parts[0].upper()) if parts else None
        if first is None:
            continue
        pairs = parts[first:]
        for name, value in zip(pairs[::2], pairs[1::2], strict=False):
            if _COLUMN_NAME.fullmatch(name[:_MAX_COLUMN_NAME]):
                yield _assigned(name, value)


# What parts two literals of an argument list, before the second (a flag: ``"-u", "-p…"``,
# ``"-u" "app"``); the flag's opening quote and dash are found first, as plain bytes.
_LIST_JOINT = re.compile(rb"[\"'](?:[ \t]*,[ \t]*|[ \t]+)\Z")
_FLAG_OPENINGS = (b'"-', b"'-")
# A run of string literals apart by commas or spaces, and one literal of it.
_LITERAL_RUN = re.compile(
    rb"(?:\"[^\"\n]*\"|'[^'\n]*')(?:(?:[ \t]*,[ \t]*|[ \t]+)(?:\"[^\"\n]*\"|'[^'\n]*')){2,}"
)
_RUN_ITEM = re.compile(rb"\"([^\"\n]*)\"|'([^'\n]*)'")


def _argument_lists(data: bytes) -> Iterator[bytes]:
    """Each run of three or more literals that holds a flag, on a line with one, as the
    command line it stands for (an item with a space quoted)."""
    for start, end in _list_lines(data):
        for run in _LITERAL_RUN.finditer(data, start, end):
            items = [
                item.group(1) if item.group(1) is not None else item.group(2)
                for item in _RUN_ITEM.finditer(run.group(0))
            ]
            if any(item.startswith(b"-") for item in items):
                yield b" ".join(b'"' + item + b'"' if b" " in item else item for item in items)


# An argument of an audit record: ``a2="…"``, or its hex where it holds a space or a quote.
_EXECVE_ARGUMENT = re.compile(rb'[ \t]a\d{1,4}=(?:"([^"\n]*)"|((?:[0-9A-F]{2})+))(?![^ \t\r\n])')


def _execve_records(data: bytes) -> Iterator[bytes]:
    """Each audit log ``EXECVE`` record as the command line it logged."""
    at = data.find(b"type=EXECVE")
    while at >= 0:
        end = _line_end(data, at)
        arguments = [
            found.group(1) if found.group(1) is not None else bytes.fromhex(found.group(2).decode())
            for found in _EXECVE_ARGUMENT.finditer(data, at, end)
        ]
        if len(arguments) > 1:
            yield b" ".join(arguments)
        at = data.find(b"type=EXECVE", end)


def _list_lines(data: bytes) -> list[tuple[int, int]]:
    """(start, end) of each line where a literal flag follows another literal; once a line
    is found the search goes on after it, so a long line is read once."""
    lines = set()
    for opening in _FLAG_OPENINGS:
        at = data.find(opening)
        while at >= 0:
            if _LIST_JOINT.search(data, max(0, at - 16), at):
                end = _line_end(data, at)
                lines.add((data.rfind(b"\n", 0, at) + 1, end))
                at = end
            at = data.find(opening, at + 2)
    return sorted(lines)


# A call that undoes ROT13 (``codecs.decode("…", "rot13")``, ``str_rot13("…")``), and a
# literal read backwards (``"…".split("").reverse().join("")``, ``"…"[::-1]``).
# (Patterns that open with a literal: one that opens with a class tries every position.)
_ROT13_CALL = re.compile(rb"13(?:(?<=[rR][oO][tT]13)|(?<=[rR][oO][tT][_-]13))")
_ROT13_MARKS = (b"ot13", b"OT13", b"ot_13", b"OT_13", b"ot-13", b"OT-13")
_LITERAL = re.compile(rb"\"[^\"\n]{8,1024}\"|'[^'\n]{8,1024}'")
_ROT13 = bytes.maketrans(
    b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
    b"NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm",
)
_REVERSED = re.compile(
    rb"([\"'])([^\"'\n]{8,1024})\1"
    rb"(?:\.split\(([\"'])\3\)\.reverse\(\)\.join\(([\"'])\4\)|\[::-1\])"
)


def _rot13_lines(data: bytes) -> Iterator[bytes]:
    """The lines that call for ROT13, with their string literals turned back."""
    for start, end in _regions_with(_ROT13_CALL, data):
        line = data[start:end]
        turned = _LITERAL.sub(lambda literal: literal.group(0).translate(_ROT13), line)
        if turned != line:
            yield turned


_REVERSING = (b".reverse().join(", b"[::-1]")


# The fullwidth forms of ASCII's printable characters (U+FF01-FF5E) and the ideographic space
# (U+3000), which Chinese, Japanese and Korean text writes a label's colon and its value in:
# ``パスワード：Matsuri234``.
_FULLWIDTH = re.compile(rb"\xef\xbc[\x81-\xbf]|\xef\xbd[\x80-\x9e]|\xe3\x80\x80")
_HALFWIDTH = {0xFF01 + offset: 0x21 + offset for offset in range(0x5E)} | {0x3000: 0x20}


def _halfwidth(line: bytes) -> bytes:
    """``line`` with fullwidth forms written as the ASCII characters they stand for."""
    return (
        line.decode("utf-8", "surrogateescape")
        .translate(_HALFWIDTH)
        .encode("utf-8", "surrogateescape")
    )


def _reversed_literals(data: bytes) -> Iterator[bytes]:
    """The lines that read a literal backwards, with the literal turned round."""
    starts = set()
    for needle in _REVERSING:
        at = data.find(needle)
        while at >= 0:
            starts.add(data.rfind(b"\n", 0, at) + 1)
            at = data.find(needle, at + 1)
    for start in sorted(starts):
        end = _line_end(data, start)
        line = data[start:end]
        turned = _REVERSED.sub(
            lambda found: found.group(1) + found.group(2)[::-1] + found.group(1), line
        )
        if turned != line:
            yield turned


def _decimal_escaped(data: bytes) -> Iterator[bytes]:
    """The lines of ``data`` with runs of decimal escapes, spelled out."""
    for start, end in _regions_with(_DIGIT_ESCAPES, data):
        line = data[start:end]
        decoded = _DIGIT_ESCAPES.sub(_decimal_run, line)
        if decoded != line:
            yield decoded


def _decimal_run(run: re.Match[bytes]) -> bytes:
    escapes = run.group(0)
    codes = [int(escapes[i + 1 : i + 4]) for i in range(0, len(escapes), 4)]
    if max(codes) > 255 or not any(c in b"89" for c in escapes):
        return escapes
    return bytes(codes)


def view_limit(size: int) -> int:
    """The most bytes the decoded view of a blob of ``size`` bytes holds."""
    return VIEW_FACTOR * size + VIEW_SLACK


def _bounded(parts: Iterable[bytes], limit: int) -> bytes:
    """``parts`` joined by line breaks, as many whole parts as ``limit`` bytes hold."""
    kept, total = [], 0
    for part in parts:
        total += len(part) + 1
        if total > limit:
            break
        kept.append(part)
    return b"\n".join(kept)


def _spliced(data: bytes) -> list[bytes]:
    """Lines whose token runs on past a backslash at the line's end, joined."""
    joined = []
    for match in _SPLICE.finditer(data):
        start, end = match.start(), match.end()
        if not (start > 0 and end < len(data)):
            continue
        if data[start - 1] in _TOKEN_BYTES and data[end] in _TOKEN_BYTES:
            line_start = data.rfind(b"\n", 0, start) + 1
            line_end = data.find(b"\n", end)
            line_end = len(data) if line_end < 0 else line_end
            joined.append(data[line_start:start] + data[end:line_end])
    return joined


# A decoded span: (start, end, the text it stands for).
Decoded = tuple[int, int, bytes]


def _written_back(data: bytes, spans: list[Decoded]) -> list[bytes]:
    """Each stretch of ``data`` around decoded ``spans`` (sorted, not overlapping) once: the
    line before a span and the span's own lines, stretches that share a line merged, with
    every span in it replaced by its text, quoted unless it stands between quotes already. A
    line holding a thousand runs is written once, not a thousand times, and each byte of
    ``data`` is searched for line breaks at most twice, however long its line."""
    stretches: list[list[Any]] = []  # [first, last, spans]: last is the last line's end
    for span in spans:
        start, end, _ = span
        last = stretches[-1][1] if stretches else 0
        line_start = start if stretches and start <= last else data.rfind(b"\n", last, start) + 1
        if stretches and line_start - 1 <= last:  # on, or on the line after, the last stretch
            stretch = stretches[-1]
            if end > stretch[1]:
                stretch[1] = _line_end(data, end)
            stretch[2].append(span)
            continue
        before = data.rfind(b"\n", last, max(last, line_start - 1)) + 1 if line_start else 0
        stretches.append([before, _line_end(data, end), [span]])
    written = []
    for first, last, inside in stretches:
        pieces, cursor = [], first
        for start, end, text in inside:
            quoted = start > 0 and data[start - 1] in _QUOTES
            pieces += [data[cursor:start], text if quoted else b'"' + text + b'"']
            cursor = end
        pieces.append(data[cursor:last])
        written.append(b"".join(pieces))
    return written


def _line_end(data: bytes, at: int) -> int:
    """Where the line holding ``data[at]`` ends (its line break, or the end of ``data``)."""
    end = data.find(b"\n", at)
    return len(data) if end < 0 else end


# A byte's value, decimal or hex, and a list of them as long as a key (16 to 64).
_BYTE = rb"(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d|0[xX][0-9a-fA-F]{1,2})"
_BYTE_LIST = re.compile(rb"(?<![\w.])(?:" + _BYTE + rb"\s*,\s*){15,63}" + _BYTE + rb"(?![\w.])")
_KEY_LENGTHS = frozenset({16, 24, 32, 64})


def _byte_lists(data: bytes, numbered: list[tuple[int, int]]) -> list[Decoded]:
    """Every list of a key's length of byte values with one above 127 (no text), with the
    hex it stands for (looked for only on the ``numbered`` lines, those with a run of numbers)."""
    found = []
    for start, end in numbered:
        for match in _BYTE_LIST.finditer(data, start, end):
            values = _numbers(match.group(0))
            if len(values) in _KEY_LENGTHS and max(values) > 127:
                found.append((match.start(), match.end(), bytes(values).hex().encode()))
    return found


# One number of a run of codes: decimal, or hex after ``0x``.
_NUMBER = re.compile(rb"0[xX][0-9a-fA-F]{1,2}|\d+")


def _numbers(run: bytes) -> list[int]:
    """The numbers of a run of codes, in order."""
    codes = _NUMBER.findall(run)
    return [int(code, 16) if code[:2].lower() == b"0x" else int(code) for code in codes]


def _char_codes(data: bytes, numbered: list[tuple[int, int]]) -> list[Decoded]:
    """Every run of eight or more printable character codes or character literals, with the
    text they spell (looked for only on the ``numbered`` lines, those with a run of numbers, or
    on lines with a spaced list or a list of literals: the full patterns are slow)."""
    found = []
    for regions, pattern in (
        (numbered, _CHAR_CODES),
        (_regions_with(_SPACED_LIST, data), _SPACED_CODES),
    ):
        for start, end in regions:
            for match in pattern.finditer(data, start, end):
                found.append((match.start(), match.end(), bytes(_numbers(match.group(0)))))
    for start, end in _regions_with(_LITERAL_LIST, data):
        for match in _CHAR_LITERALS.finditer(data, start, end):
            if not _CHAR_ARRAY.search(data, max(start, match.start() - 80), match.start()):
                continue  # a tuple of one-letter strings (Python's format directives)
            text = _spelled(re.findall(_CHAR_LITERAL, match.group(0)))
            if len(text) >= _MIN_DECODED:
                found.append((match.start(), match.end(), text))
    return sorted(found)


def _spelled(literals: list[bytes]) -> bytes:
    """The text character literals spell, up to a NUL: an escaped quote or backslash is that
    character, another escape (a control character) is left out."""
    text = bytearray()
    for literal in literals:
        inner = literal[1:-1]
        if inner == b"\\0":
            break
        if not inner.startswith(b"\\"):
            text += inner
        elif inner[1:] in (b"'", b'"', b"\\"):
            text += inner[1:]
    return bytes(text)


def _regions_with(pattern: re.Pattern[bytes], data: bytes) -> list[tuple[int, int]]:
    """(start, end) of the lines around every occurrence of ``pattern``, occurrences that
    share or touch a line merged into one region (a literal split over three lines is one
    value)."""
    regions: list[tuple[int, int]] = []
    for match in pattern.finditer(data):
        if regions and match.end() <= regions[-1][1]:
            continue  # inside the region already (most escapes share a line)
        start = data.rfind(b"\n", 0, match.start()) + 1
        end = data.find(b"\n", match.end())
        end = len(data) if end < 0 else end
        if regions and start <= regions[-1][1] + 1:
            regions[-1] = (regions[-1][0], max(end, regions[-1][1]))
        else:
            regions.append((start, end))
    return regions


def _runs(mask: bytes) -> list[tuple[int, int]]:
    """(start, end) of every run of ``h`` in ``mask`` at least ``_MIN_RUN`` long."""
    runs = []
    needle = b"h" * _MIN_RUN
    start = mask.find(needle)
    while start >= 0:
        after = _RUN_END.search(mask, start + _MIN_RUN)
        end = after.start() if after else len(mask)
        runs.append((start, end))
        start = mask.find(needle, end)
    return runs


# What the view reads for a base64 run of a private key or key store.
_PRIVATE_KEY_HEADER = b"-----BEGIN PRIVATE KEY-----"


def _decoded_runs(data: bytes) -> tuple[list[Decoded], list[Decoded], bool]:
    """Hex runs and base64 runs that decode to printable text (a credential encoded once),
    and whether a base64 run holds a private key or key store."""
    hex_runs: list[Decoded] = []
    base64_runs: list[Decoded] = []
    key_store = False
    for start, end in _runs(data.translate(_HEX_MASK)):
        if (end - start) % 2 == 0:
            decoded = binascii.unhexlify(data[start:end])
            if _printable(decoded):
                hex_runs.append((start, end, decoded))
    for start, end in _runs(data.translate(_BASE64_MASK)):
        end += len(data[end : end + 2]) - len(data[end : end + 2].lstrip(b"="))
        run = data[start:end].replace(b"-", b"+").replace(b"_", b"/")
        run += b"=" * (-len(run) % 4)
        try:
            decoded = binascii.a2b_base64(run, strict_mode=True)
        except binascii.Error:
            continue
        text = decoded if _printable(decoded) else _utf16_text(decoded)
        if text is None and decoded[:2] in _ZLIB_HEADERS:
            inflated = _inflated(decoded, VIEW_FACTOR * (end - start))
            text = inflated if _printable(inflated) else None
        if text is not None:
            base64_runs.append((start, end, text))
        elif not key_store:
            key_store = _key_container(decoded)
    return hex_runs, base64_runs, key_store


# A zlib stream in a base64 run inflates to at most VIEW_FACTOR times the run's length (a
# small stream can claim a gigabyte), so that what it is written back as stays within the
# view's bound as other decoded runs do; text that compresses better is cut short.
_ZLIB_HEADERS = (b"\x78\x01", b"\x78\x5e", b"\x78\x9c", b"\x78\xda")


def _utf16_text(decoded: bytes) -> bytes | None:
    """The printable text of UTF-16LE bytes of ASCII (PowerShell's ``-EncodedCommand``)."""
    if len(decoded) % 2 or decoded[1::2].strip(b"\0"):
        return None
    text = decoded[0::2]
    return text if _printable(text) else None


def _inflated(stream: bytes, limit: int) -> bytes:
    """What a zlib stream inflates to, at most ``limit`` bytes (nothing if it is no stream)."""
    try:
        return zlib.decompressobj().decompress(stream, limit)
    except zlib.error:
        return b""


_PRINTABLE = bytes([9, 10, 13, *range(32, 127)])


def _printable(decoded: bytes) -> bool:
    return len(decoded) >= _MIN_DECODED and not decoded.translate(None, _PRINTABLE)


# DER of a private key or a PKCS #12 store: a SEQUENCE whose first member is the INTEGER
# version 0 (PKCS #1, #8), 1 (an EC key) or 3 (PKCS #12), where a certificate opens with a
# SEQUENCE; key stores by their magic numbers (JKS, JCEKS, a Kerberos keytab).
_DER_PRIVATE = re.compile(
    rb"\A\x30(?:[\x00-\x7f]|\x81.|\x82..|\x83...)\x02\x01[\x00\x01\x03]", re.S
)
_KEY_STORE_MAGIC = (b"\xfe\xed\xfe\xed", b"\xce\xce\xce\xce", b"\x05\x02")


def _key_container(decoded: bytes) -> bool:
    return len(decoded) >= 64 and bool(
        _DER_PRIVATE.match(decoded) or decoded.startswith(_KEY_STORE_MAGIC)
    )


_DELIMITERS = (b",", b"\t", b";", b"|")
# A column that names a credential: in English's words (``pw``, French ``mdp``, a ``pin`` and a
# SIM's ``PUK`` whole, in a name or a header line: ``mdp_caisse``, ``app_pin``), or any
# language's word for password (``Kennwort``, ``Contraseña``, ``Пароль``), searched in the name
# with its ASCII letters made small (a case-folding search of so many words takes four times as
# long).
_CREDENTIAL_WORDS = re.compile(
    rb"pass|pwd|secret|token|key|auth|cred|"
    rb"(?:^|[_ .,;|\t-])(?:pw|mdp|pin|puk[12]?|ciec)(?:$|[_ .,;|\t\r-])|"
    + b"|".join(re.escape(word.encode()) for word in with_capitals(PASSWORD_WORDS))
)


def _names_credential(name: bytes) -> bool:
    """Whether a column's name (or a header line) holds a word that names a credential."""
    return _CREDENTIAL_WORDS.search(name.lower()) is not None


# A column's name: up to 41 characters, UTF-8's counted as one (``ওয়াইফাই পাসওয়ার্ড``) and
# any other byte beyond ASCII too (a spreadsheet saved in Latin-1), a quote mark among them
# (Hebrew's abbreviations: ``ת"ז``). The repetition is
# possessive: a long cell of UTF-8 could otherwise be split into those two readings in
# exponentially many ways before it fails (seconds for a row of a translated page's table).
_COLUMN_NAME = re.compile(
    rb"(?:[A-Za-z_]|[\xc0-\xff][\x80-\xbf]{1,3}|[\x80-\xff])"
    rb"(?:[\w .#()\[\]/'\"-]|[\xc0-\xff][\x80-\xbf]{1,3}|[\x80-\xff]){0,40}+"
)


def _table_rows(data: bytes) -> Iterator[bytes]:
    """The rows of a delimited table or a spreadsheet in markup whose header names a credential
    column, of SQL ``INSERT`` statements and of PostgreSQL ``COPY … FROM stdin`` blocks, as
    ``column = 'value'`` lines: the first _MAX_TABLE_ROWS rows of a delimited table, and the
    first _MAX_TABLE_ROWS of the INSERT and COPY statements together, however many hold them."""
    yield from _delimited_rows(data)
    if b"|" in data:
        yield from _wiki_table_rows(data)
    if b"</" in data and (
        b"<Row" in data or b"<tr" in data or b"<TR" in data or b"<table:table-row" in data
    ):
        yield from _markup_rows(data)
    if b"<sst" in data and b"<si>" in data:
        yield from _shared_strings(data)
    tables: list[Iterator[list[bytes]]] = []
    if b"INSERT INTO" in data or b"insert into" in data:
        tables.append(_insert_rows(data))
    if b"FROM stdin;" in data:
        tables.append(_copy_rows(data))
    for row in islice(chain(*tables), _MAX_TABLE_ROWS):
        yield from row


def _delimited_rows(data: bytes) -> list[bytes]:
    """The credential columns of a delimited table whose header names one, or else, in a tab-
    separated sheet of settings (``項目`` / ``設定値`` / ``備考``), the rows a credential's
    name opens (``管理者パスワード`` then its value)."""
    newline = data.find(b"\n")
    header = data[: newline if newline >= 0 else len(data)].strip(b"\r")
    header = header.removeprefix(b"\xef\xbb\xbf")
    if len(header) > 4096:
        return []
    lines = data.split(b"\n", _MAX_TABLE_ROWS + 1)[:_MAX_TABLE_ROWS]
    if not _names_credential(header):
        if b"\t" in header:
            return _labelled_rows(lines)
        return _labelled_rows(lines, b",") if _SETTINGS_HEADER.fullmatch(header) else []
    for delimiter in _DELIMITERS:
        names = [cell.strip(b" \"'") for cell in header.split(delimiter)]
        if not _column_names(names):
            continue
        rows = (_cells(line.rstrip(b"\r"), delimiter) for line in lines[1:])
        return _credential_cells(names, ([cell.strip(b" \"'") for cell in row] for row in rows))
    return []


def _column_names(names: list[bytes]) -> bool:
    """Whether a table's first row is a header: two cells or more, each a column's name."""
    return len(names) >= 2 and all(_COLUMN_NAME.fullmatch(name) for name in names)


def _labelled_rows(lines: list[bytes], delimiter: bytes = b"\t") -> list[bytes]:
    """Of a sheet's rows (tab-separated, or another ``delimiter``'s), those that a credential's
    name opens, as ``name = 'value'`` lines (``_labelled_values``)."""
    rows = (_cells(line.rstrip(b"\r"), delimiter) for line in lines)
    return _labelled_values((row[0].strip(), row[1].strip()) for row in rows if len(row) >= 2)


# The header of a comma-separated sheet of settings: an item, its value, perhaps a note or two
# (``項目,設定値,備考``, ``Item,Value,Notes``), the second column named for the value in one of
# several languages.
_VALUE_WORDS = (
    "value", "wert", "valor", "valeur", "waarde", "valore", "wartość", "värde", "verdi", "værdi",
    "değer", "nilai", "giá trị", "значение", "値", "設定値", "值", "设置值", "값", "설정값",
)  # fmt: skip
_SETTINGS_HEADER = re.compile(
    rb"[^,\n]{1,40},[ \t]*\"?(?i:"
    + "|".join(_VALUE_WORDS).encode()
    + rb")\"?[ \t]*(?:,[^,\n]{0,40}){0,2}"
)


# An element that names the value it holds (Android's shared preferences and string
# resources: ``<string name="…">…</string>``).
_NAMED_ELEMENT = re.compile(
    rb'<(\w{1,20})[ \t]+name="([\w.-]{1,64})"[^<>\n]{0,200}>([^<\n]{1,200})</\1>'
)


def _named_elements(data: bytes) -> Iterator[bytes]:
    """Each element that names its value, as ``name = 'value'`` (``_assigned``): the first
    _MAX_TABLE_ROWS of them."""
    for element in islice(_NAMED_ELEMENT.finditer(data), _MAX_TABLE_ROWS):
        yield _assigned(element.group(2), element.group(3))


def _wiki_table_rows(data: bytes) -> list[bytes]:
    """The credential columns of the tables written in Markdown (a header row, its
    ``|---|---|`` line, then rows of pipes: a handover page's table of systems, users and
    passwords), in DokuWiki's markup (a header row of carets, ``^ Sistem ^ Parolă ^``, then
    rows of pipes) or in Confluence's and Jira's (a header row of double pipes, ``|| Login ||
    Password ||``) anywhere in ``data``, ``_MAX_TABLE_ROWS`` rows in all; a cell's inline code
    or emphasis dropped. Each table regex runs only where a cheap test finds its mark."""
    out: list[bytes] = []
    rows = 0
    markdown = _MARKDOWN_TABLE.finditer(data) if _dash_rows(data) else ()
    carets = _CARET_TABLE.finditer(data) if _caret_rows(data) else ()
    doubled = _DOUBLE_PIPE_TABLE.finditer(data) if _double_pipe_rows(data) else ()
    tables = chain(
        ((_pipe_cells(table.group(1)), table) for table in markdown),
        ((_pipe_cells(table.group(1), b"^"), table) for table in carets),
        ((_pipe_cells(table.group(1), b"||"), table) for table in doubled),
    )
    for names, table in tables:
        if not _column_names(names):
            continue
        lines = table.group(2).split(b"\n")[: _MAX_TABLE_ROWS - rows]
        rows += len(lines)
        out.extend(_credential_cells(names, (_pipe_cells(line) for line in lines)))
        if rows >= _MAX_TABLE_ROWS:
            break
    return out


# A Markdown table: its header row, the line of dashes under it, and the rows of pipes after.
_MARKDOWN_TABLE = re.compile(
    rb"^[ \t]*(\|?[^\n|]*\|[^\n]*)\r?\n"
    rb"[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)+\|?[ \t]*\r?\n"
    rb"((?:[ \t]*\|[^\n]*(?:\n|\Z))+)",
    re.M,
)


# What every line of dashes under a Markdown table's header holds: its first cell's dashes, then
# the pipe before the next cell (``|---|---|``, ``--- | ---``, ``:---:|``).
_DASHES_THEN_PIPE = re.compile(rb"---:?[ \t]*\|")


def _dash_rows(data: bytes) -> bool:
    """Whether ``data`` holds a line that could be a Markdown table's dashes: a cheap test
    before the table's regex (source code has ``---`` and ``|`` often, rarely together)."""
    return _DASHES_THEN_PIPE.search(data) is not None


# A DokuWiki table: its header row of carets, then the rows of pipes after it.
_CARET_TABLE = re.compile(rb"^[ \t]*(\^[^\n]*\^)[ \t]*\r?\n((?:[ \t]*\|[^\n]*(?:\n|\Z))+)", re.M)


def _caret_rows(data: bytes) -> bool:
    """Whether a line of ``data`` ends as a DokuWiki table's header row does (`` ^``): a cheap
    test before the table's regex."""
    return b" ^\n" in data or b" ^\r\n" in data


# A Confluence or Jira table in wiki markup: its header row between double pipes, then the rows
# of single pipes after it.
_DOUBLE_PIPE_TABLE = re.compile(
    rb"^(\|\|[^\n]*\|\|)[ \t]*\r?\n((?:[ \t]*\|(?!\|)[^\n]*(?:\n|\Z))+)", re.M
)


def _double_pipe_rows(data: bytes) -> bool:
    """Whether a line of ``data`` opens as a wiki markup table's header row does and one ends as
    it does (``|| … ||``): a cheap test before the table's regex."""
    opens = data.startswith(b"||") or b"\n||" in data
    return opens and (b" ||\n" in data or b" ||\r\n" in data)


def _pipe_cells(line: bytes, separator: bytes = b"|") -> list[bytes]:
    """A table row's cells between its separators (pipes, a DokuWiki header's carets or a wiki
    markup header's double pipes), without the outer ones, and each without the marks of
    inline code or emphasis around it (``**admin**``, `` `…` ``)."""
    line = line.strip().removeprefix(separator).removesuffix(separator)
    return [_unmarked(cell.strip()) for cell in line.split(separator)]


def _unmarked(cell: bytes) -> bytes:
    """A Markdown cell without the marks of inline code or emphasis around the whole of it."""
    for mark in (b"`", b"**", b"__", b"*", b"_"):
        if len(cell) > 2 * len(mark) and cell.startswith(mark) and cell.endswith(mark):
            return cell[len(mark) : -len(mark)].strip()
    return cell


def _cells(line: bytes, delimiter: bytes) -> list[bytes]:
    """A delimited line's cells, a quoted cell's delimiters its own (``"has own phone, data
    ok"``), as the csv module reads them (bytes kept as they are: read as Latin-1)."""
    if b'"' not in line:
        return line.split(delimiter)
    try:
        row = next(csv.reader([line.decode("latin-1")], delimiter=delimiter.decode()), [])
    except csv.Error:  # a carriage return inside the line, outside quotes
        return line.split(delimiter)
    return [cell.encode("latin-1") for cell in row]


def _credential_cells(names: list[bytes], rows: Iterable[list[bytes]]) -> list[bytes]:
    """The cells of a table's credential columns, as ``column = 'value'`` lines: none when no
    column of the header ``names`` names a credential; a row of another width is skipped."""
    wanted = [i for i, name in enumerate(names) if _names_credential(name)]
    if not wanted:
        return []
    if _password_export(names):
        names = [EXPORTED_PASSWORD if _EXPORT_PASSWORD.fullmatch(name) else name for name in names]
    out: list[bytes] = []
    for cells in rows:
        if len(cells) == len(names):
            out.extend(_assigned(names[i], cells[i]) for i in wanted)
    return out


# A spreadsheet written as markup: SpreadsheetML's (Excel 2003 XML) ``<Row>`` of ``<Cell>``s
# with ``<Data>``, an HTML table's ``<tr>`` of ``<td>`` or ``<th>``, or an OpenDocument
# spreadsheet's (a flat ``.fods``) ``<table:table-row>`` of ``<table:table-cell>``s.
_MARKUP_ROW_OPEN = re.compile(rb"<(Row|tr|TR|table:table-row)\b[^>\n]{0,256}>")
_MARKUP_CELL = re.compile(
    rb"<(Data|td|th|table:table-cell)\b[^>]{0,256}>((?:[^<]|<(?!/?(?:td|th|tr|data|row|cell)\b)){0,512}?)</\1>"
    rb"|<(?:Cell|td|table:table-cell)\b[^>]{0,256}/>",
    re.I,
)
# The markup inside a cell (``<td><b>Hasło</b></td>``; a cell ends at the next cell or row,
# closed or not), which is not its text.
_TAG = re.compile(rb"<[^>]{0,256}>")


def _markup_rows(data: bytes) -> list[bytes]:
    """The credential columns of a spreadsheet written as markup, its first row the header,
    or a later row that is a header naming a credential (a workbook's second sheet:
    ``Service`` | ``Identifiant`` | ``Mot de passe``), each over the rows after it; and the
    rows that a credential's name opens (``Password`` | ``…``: a sheet of labels and values);
    a cell written empty (``<Cell/>``) keeps its place."""
    rows = [
        [
            unescape(_TAG.sub(b"", cell.group(2) or b"")).strip()
            for cell in _MARKUP_CELL.finditer(row)
        ]
        for row in islice(_markup_row_bodies(data), _MAX_TABLE_ROWS)
    ]
    labelled = _labelled_values((row[0], row[1]) for row in rows if len(row) >= 2 and row[1])
    out: list[bytes] = []
    header: list[bytes] = []
    body: list[list[bytes]] = []
    for index, row in enumerate(rows):
        if _column_names(row) and (index == 0 or _credential_header(row)):
            out += _credential_cells(header, body)
            header, body = row, []
        else:
            body.append(row)
    return out + _credential_cells(header, body) + labelled


def _credential_header(row: list[bytes]) -> bool:
    """Whether a table's row reads as a header naming a credential: a cell names one and no
    cell holds a digit (a row of values may hold a password with ``key`` in it)."""
    return any(_names_credential(cell) for cell in row) and not any(
        _DIGIT.search(cell) for cell in row
    )


_DIGIT = re.compile(rb"[0-9]")


def _shared_strings(data: bytes) -> list[bytes]:
    """A workbook's shared strings (``xl/sharedStrings.xml``), kept in the order the sheets
    first use them, so that a credential's name is followed by its value: each string that
    names a credential and the one after it, as ``name = 'value'`` lines; and where a header's
    strings come before the rows' (``Username``, ``Password``, then ``liza``, ``Cherry1977``),
    each later string a person chose as a password and that shows it (``shows_choice``), as
    that column's value."""
    texts = [
        unescape(text.group(1)).strip()
        for text in islice(_SHARED_STRING.finditer(data), 2 * _MAX_TABLE_ROWS)
    ]
    pairs = _labelled_values((name, value) for name, value in pairwise(texts) if value)
    header = next((i for i, text in enumerate(texts) if _credential_header([text])), None)
    if header is None or not _COLUMN_NAME.fullmatch(texts[header]):
        return pairs
    name = texts[header]
    chosen = (
        text for text in texts[header + 2 :] if shows_choice(text) and labelled_password(text)
    )
    return pairs + [_assigned(name, value) for value in chosen]


def _labelled_values(pairs: Iterable[tuple[bytes, bytes]]) -> list[bytes]:
    """Of (label, value) pairs, those whose label is a column's name that names a credential,
    as ``label = 'value'`` lines."""
    return [
        _assigned(name, value)
        for name, value in pairs
        if _COLUMN_NAME.fullmatch(name) and _names_credential(name)
    ]


# A shared string's text (``<si><t>…</t></si>``, ``<t xml:space="preserve">``).
_SHARED_STRING = re.compile(rb"<si>\s*<t(?:\s[^>]{0,64})?>([^<]{1,512})</t>")


def _markup_row_bodies(data: bytes) -> Iterator[bytes]:
    """What each row element of ``data`` holds, in one pass: a row opened and never closed
    ends the table."""
    at = 0
    while opening := _MARKUP_ROW_OPEN.search(data, at):
        end = data.find(b"</" + opening.group(1) + b">", opening.end())
        if end < 0:
            return
        yield data[opening.end() : end]
        at = end


# A password manager's export (Chrome's, Firefox's, Bitwarden's, KeePass's, LastPass's,
# 1Password's CSV): a site's address, a user's name and a password in columns of one header.
# Every password in it is one, whatever it looks like, so the view names its column so.
EXPORTED_PASSWORD = b"exported_password"
_EXPORT_PASSWORD = re.compile(rb"(?i:(?:login[ _])?(?:password|passwd|pass|pwd))")
_EXPORT_ADDRESS = re.compile(rb"(?i:(?:login[ _])?(?:url|uri|web ?site|origin|host(?:name)?))")
_EXPORT_USER = re.compile(rb"(?i:(?:login[ _])?(?:user ?name|user|login|login name|e-?mail))")


def _password_export(names: list[bytes]) -> bool:
    """Whether a table's header is a password manager's export (above)."""
    return all(
        any(pattern.fullmatch(name) for name in names)
        for pattern in (_EXPORT_PASSWORD, _EXPORT_ADDRESS, _EXPORT_USER)
    )


_INSERT = re.compile(
    rb"(?i:insert\s+into)\s+([\w.\"`\[\]]+)\s*(?:\(([^()]{1,2000})\)\s*)?(?i:values)\s*", re.S
)
_CREATE_TABLE = re.compile(
    rb"(?i:create\s+table)\s+(?:(?i:if\s+not\s+exists)\s+)?([\w.\"`\[\]]+)\s*\("
)
# A table's constraint or index, not a column: ``PRIMARY KEY (id)``, ``KEY idx (a, b)``; a column
# may be called ``key`` (``key TEXT``, ``key VARCHAR(64)``).
_NOT_A_COLUMN = re.compile(
    rb"(?i)(?:primary|unique|constraint|foreign|index|check|fulltext|spatial)\b"
    rb"|key(?:\s+[^\s(]+)?\s*\((?!\s*\d)"
)
_COPY = re.compile(rb"^COPY\s+[\w.\"]+\s*\(([^()\n]{1,2000})\)\s+FROM\s+stdin;\r?\n", re.M)
_TUPLE = re.compile(rb"\s*\(((?:'(?:[^']|'')*'|\([^()]*\)|[^'()])*)\)\s*,?")
_SQL_VALUE = re.compile(rb"\s*((?:[xX]?'(?:[^']|'')*')|[^,]*)\s*(?:,|$)")


def _assigned(column: bytes, value: bytes) -> bytes:
    """A table cell as the view writes it, an assignment the rules read: ``column = 'value'``
    (a column's name cut to _MAX_COLUMN_NAME bytes: every row repeats it), in double quotes
    when the value holds a single one (SQL's ``'…''…'``) and no double one."""
    quote = b'"' if b"'" in value and b'"' not in value else b"'"
    return column[:_MAX_COLUMN_NAME] + b" = " + quote + value + quote


def _unquoted(name: bytes) -> bytes:
    return name.strip(b' "`[]\r\n\t').rpartition(b".")[2]


def _table_columns(data: bytes) -> dict[bytes, list[bytes]]:
    """Each ``CREATE TABLE``'s column names, by table name (an ``INSERT`` without a column
    list, as SQLite's and mysqldump's dumps write them, fills these). A body is read up to its
    ``);``, at most _MAX_TABLE_BODY bytes and never into the next statement, so the bodies of a
    blob are read once in all."""
    columns: dict[bytes, list[bytes]] = {}
    creates = list(_CREATE_TABLE.finditer(data))
    if not creates:
        return columns
    next_starts = [create.start() for create in creates[1:]] + [len(data)]
    for create, next_start in zip(creates, next_starts, strict=True):
        limit = min(create.end() + _MAX_TABLE_BODY, next_start)
        body_end = data.find(b");", create.end(), limit)
        body = data[create.end() : body_end if body_end >= 0 else limit]
        names = []
        for definition in _top_level_parts(body):
            words = definition.split()
            if words and not _NOT_A_COLUMN.match(definition.strip()):
                names.append(_unquoted(words[0]))
        columns[_unquoted(create.group(1))] = names
    return columns


_PARENS_AND_COMMAS = re.compile(rb"[(),]")


def _top_level_parts(body: bytes) -> list[bytes]:
    """``body`` split at the commas outside parentheses (``VARCHAR(10)``, ``KEY (a, b)``)."""
    parts, depth, start = [], 0, 0
    for mark in _PARENS_AND_COMMAS.finditer(body):
        char = body[mark.start()]
        if char == ord("("):
            depth += 1
        elif char == ord(")"):
            depth = max(0, depth - 1)
        elif depth == 0:
            parts.append(body[start : mark.start()])
            start = mark.end()
    parts.append(body[start:])
    return parts


def _insert_rows(data: bytes) -> Iterator[list[bytes]]:
    """Each row of every ``INSERT … VALUES``, as its cells' lines."""
    columns = None
    for insert in _INSERT.finditer(data):
        if insert.group(2) is not None:
            names = [_unquoted(name) for name in insert.group(2).split(b",")]
        else:
            columns = _table_columns(data) if columns is None else columns
            names = columns.get(_unquoted(insert.group(1)), [])
        at = insert.end()
        while (row := _TUPLE.match(data, at)) is not None:
            at = row.end()
            values = [v.group(1) for v in _SQL_VALUE.finditer(row.group(1)) if v.group(1)]
            yield _row(names, [_sql_text(value) for value in values])


def _copy_rows(data: bytes) -> Iterator[list[bytes]]:
    """Each row of every ``COPY … FROM stdin`` block, as its cells' lines."""
    for copy in _COPY.finditer(data):
        names = [_unquoted(name) for name in copy.group(1).split(b",")]
        at = copy.end()
        while (end := data.find(b"\n", at)) >= 0:
            line = data[at:end].rstrip(b"\r")
            if line == b"\\.":
                break
            yield _row(names, line.split(b"\t"))
            at = end + 1


def _row(names: list[bytes], cells: list[bytes]) -> list[bytes]:
    """A table row's cells as ``column = 'value'`` lines; in a table of settings (a name
    column and a value column: ``key``/``value``, ``option_name``/``option_value``), also the
    row's setting as ``name = 'value'``; in a row whose columns are unknown (a dump without its
    ``CREATE TABLE``), a cell that names a credential and the cell after it, as a settings
    table holds them (PrestaShop's ``…,'PS_MAIL_PASSWD','…',…``)."""
    if not names:
        return _labelled_values(pairwise(cells))
    lines = [_assigned(name, cell) for name, cell in zip(names, cells, strict=False)]
    setting = _setting_columns(names)
    if setting is not None and max(setting) < len(cells):
        name = cells[setting[0]]
        if _COLUMN_NAME.fullmatch(name):
            lines.append(_assigned(name, cells[setting[1]]))
    return lines


_NAME_COLUMN = re.compile(rb"(?i)(?:\w+_)?(?:key|name|setting|option|param(?:eter)?)")
_VALUE_COLUMN = re.compile(rb"(?i)(?:\w+_)?(?:value|val)")


def _setting_columns(names: list[bytes]) -> tuple[int, int] | None:
    """The positions of a settings table's name column and value column, if it has both."""
    name = next((i for i, n in enumerate(names) if _NAME_COLUMN.fullmatch(n)), None)
    value = next((i for i, n in enumerate(names) if _VALUE_COLUMN.fullmatch(n)), None)
    return None if name is None or value is None else (name, value)


def _sql_text(value: bytes) -> bytes:
    """A SQL literal's text: a quoted string unquoted, ``X'…'`` decoded when printable."""
    if value[:2] in (b"x'", b"X'"):
        try:
            decoded = binascii.unhexlify(value[2:-1])
        except binascii.Error:
            return value
        return decoded if _printable(decoded) else value
    return value.strip(b"'").replace(b"''", b"'")
