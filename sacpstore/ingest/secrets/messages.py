"""The text of mails and chat exports, as the decoded view (decode.py) reads it: what a mail
writes encoded (a quoted-printable or base64 part, a header's encoded words), what a page writes
between tags, and what a chat export writes newest first, put back as a person reads it.

- quoted-printable: a mail's text after a ``Content-Transfer-Encoding: quoted-printable``
  header, decoded (``jelsz=C3=B3``, soft line breaks);
- base64: a mail part in base64 (its lines after such a header, joined), decoded when it is
  text;
- encoded words: a header's (RFC 2047: ``Subject: =?UTF-8?Q?…?=``), decoded;
- markup's text: in an HTML page (a chat's or a mail's export, a note's), the text between
  tags, its character references undone, each on a line of its own (``<div>şifresi:
  …</div>``), a line an inline element breaks, its tags removed (``<li>Password:
  <b>…</b></li>``), and a table's cell that gives a label and its value (``<td>Κωδικός:
  …</td>``);
- chat exports as JSON: Messenger's and Instagram's (``messages`` of ``sender_name``,
  ``timestamp_ms`` and ``content``, newest first), Telegram's (``messages`` of ``from``,
  ``date`` and ``text``, the text perhaps cut into entities: ``["la contraseña es ", {"type":
  "code", "text": "…"}]``) and Google Chat's (``messages`` of ``creator``, ``created_date``
  and ``text``): the messages oldest first, one a line, as a chat's lines
  (``[time] sender: text``), so that a reply follows its question and a sentence reads whole;
- notes: a Google Keep note of a Takeout export, its title on the line before its text;
- calendars (iCalendar, RFC 5545): each property's text unfolded and unescaped
  (``DESCRIPTION:…\\nmot de passe : …\\nResponsable…``), one line of it a line;
- chat exports as XML and CSV: SMS Backup & Restore's ``<sms … body="…">`` elements, and a
  table whose header names a message's text and its sender (iMazing's ``…,Sender Name,Status,
  Text,Attachment``), one message a line in the same form.
"""

from __future__ import annotations

import binascii
import csv
import html
import io
import json
import re
from collections.abc import Iterator
from typing import Any

from sacpstore.ingest.secrets.values import CONTROL, utf8

# An encoded word of a mail's header (RFC 2047): its charset, B (base64) or Q, and its text.
_ENCODED_WORD = re.compile(rb"=\?[\w.-]{1,40}\?([BbQq])\?([^?\s]{1,1024})\?=")
# The text between two tags of a page, on one line.
_TAG_TEXT = re.compile(rb">([^<>\n]*[^<>\s][^<>\n]*)<")
# What closes a page's block of text, or an inline element in it.
_PAGE_MARKS = (b"</div>", b"</p>", b"</span>", b"</li>", b"</b>", b"</strong>")
# A table's cell whose text is a label and its value (``<td>Κωδικός: …</td>``): alone, as a
# table's other cells are not, for their column's name is in another row.
_LABELLED_CELL = re.compile(
    rb"<td(?:[ \t][^<>]{0,200})?>([^<>\n:]{1,40}:[ \t]*[^<>\n]{1,200})</td>"
)
# A line of a page that an inline element breaks (``<li>Password: <b>…</b></li>``), and a tag.
_INLINE_LINE = re.compile(rb"^[^\n]*</(?:b|i|u|em|strong|span|code|font|a|mark)>[^\n]*$", re.M)
_TAG = re.compile(rb"<[^<>\n]{0,256}>")
# A MIME part's header saying it is base64, its other headers, the blank line, and its lines of
# base64 (RFC 2045).
_BASE64_PART = re.compile(
    rb"(?im)^content-transfer-encoding:[ \t]*base64[ \t]*\r?\n(?:[^\r\n]+\r?\n){0,20}?\r?\n"
    rb"((?:[A-Za-z0-9+/]{4,76}={0,2}\r?\n){1,4096})"
)
# A MIME part's header saying its text is quoted-printable (RFC 2045).
_QUOTED_PRINTABLE = re.compile(rb"(?im)^content-transfer-encoding:[ \t]*quoted-printable\b")


def message_texts(data: bytes) -> Iterator[bytes]:
    """The texts a mail or a chat export in ``data`` holds encoded or out of order, each
    decoded once (the module docstring's list); nothing for other blobs."""
    if b"uoted-printable" in data or b"UOTED-PRINTABLE" in data:
        header = _QUOTED_PRINTABLE.search(data)
        if header:
            yield binascii.a2b_qp(data[header.end() :])
    if b"ase64" in data or b"ASE64" in data:
        yield from _base64_parts(data)
    if b"=?" in data:
        yield from _encoded_words(data)
    if any(mark in data for mark in _PAGE_MARKS):
        yield from (_page_text(text.group(1)) for text in _TAG_TEXT.finditer(data))
        yield from _inline_lines(data)
    if b"</td>" in data:
        yield from (_page_text(cell.group(1)) for cell in _LABELLED_CELL.finditer(data))
    if (
        (b'"sender_name"' in data and b'"timestamp_ms"' in data)
        or (b'"messages"' in data and b'"from"' in data and b'"date"' in data)  # Telegram's
        or (b'"creator"' in data and b'"created_date"' in data)  # Google Chat's
    ):
        yield from _chat_export(data)
    if b'"textContent"' in data and b'"title"' in data:
        yield from _keep_note(data)
    if b"BEGIN:VCALENDAR" in data or b"BEGIN:VEVENT" in data:
        yield from _calendar_texts(data)
    if b"<sms " in data and b" body=" in data:
        yield from _sms_backup(data)
    if b"," in data[:4096] and _CHAT_TABLE_HEADER.match(data, 0, 4096):
        yield from _chat_table(data)


def _page_text(text: bytes) -> bytes:
    """A page's text between two tags, its character references undone (``&#913;…``)."""
    if b"&" not in text:
        return text
    return html.unescape(text.decode("utf-8", "surrogateescape")).encode("utf-8", "surrogateescape")


def _inline_lines(data: bytes) -> Iterator[bytes]:
    """Each line of a page that an inline element breaks, its tags removed, so that a label and
    the value a page sets in bold read on one line (``Κλειδάριθμος: <span …>…</span>``)."""
    for line in _INLINE_LINE.finditer(data):
        text = _TAG.sub(b"", line.group(0)).strip()
        if text:
            yield text


# The most a chat export or a note read as JSON holds.
_MAX_JSON_EXPORT = 8 << 20


def _json_object(data: bytes) -> dict[str, Any]:
    """``data`` as a JSON object, if it is one of at most ``_MAX_JSON_EXPORT`` bytes; else
    an empty one."""
    if len(data) > _MAX_JSON_EXPORT:
        return {}
    try:
        found = json.loads(data)
    except ValueError:
        return {}
    return found if isinstance(found, dict) else {}


def _chat_export(data: bytes) -> Iterator[bytes]:
    """A chat exported as JSON (Messenger's, Instagram's, Telegram's, Google Chat's), its
    messages oldest first as ``[time] sender: text`` lines; nothing for any other JSON. Only
    Messenger and Instagram write the newest first: the others' order is the chat's."""
    messages = _json_object(data).get("messages")
    if not isinstance(messages, list):
        return
    said = [said for said in map(_said, messages) if said is not None]
    if any(isinstance(message, dict) and "timestamp_ms" in message for message in messages):
        said.sort(key=lambda message: message[0])
    for when, sender, text in said:
        yield _chat_line(when, _unmangled(sender), _unmangled(text))


def _keep_note(data: bytes) -> Iterator[bytes]:
    """A Google Keep note of a Takeout export, its title on the line before its text (a note
    titled ``wifi`` holding a network's name and its key)."""
    note = _json_object(data)
    title, text = note.get("title"), note.get("textContent")
    if isinstance(title, str) and isinstance(text, str) and title:
        yield f"{title}\n{text}".encode("utf-8", "replace")


def _chat_line(when: str, sender: str, text: str) -> bytes:
    """One message as a chat export's line: ``[time] sender: text``, its line breaks spaces."""
    return f"[{when}] {sender}: {text}".replace("\n", " ").encode("utf-8", "replace")


# A calendar's folded line (RFC 5545: a line break and one space or tab go on with the line),
# a property's value after its name and parameters, and a text value's escapes.
_FOLD = re.compile(rb"\r?\n[ \t]")
_PROPERTY_VALUE = re.compile(
    rb"^[A-Za-z-]{1,64}(?:;[^:\n]{0,512})?:(.*\\[nN,;\\].*)$", re.MULTILINE
)
_CALENDAR_ESCAPE = re.compile(rb"\\([nN,;\\])")


def _calendar_texts(data: bytes) -> Iterator[bytes]:
    """An iCalendar file's text values that hold escapes, unfolded and unescaped."""
    for value in _PROPERTY_VALUE.finditer(_FOLD.sub(b"", data)):
        yield _CALENDAR_ESCAPE.sub(_unescaped_text, value.group(1))


def _unescaped_text(escape: re.Match[bytes]) -> bytes:
    return b"\n" if escape.group(1) in b"nN" else escape.group(1)


# An SMS Backup & Restore element and its attributes.
_SMS = re.compile(rb"<sms\s([^>]{0,8192})>")
_ATTRIBUTE = re.compile(rb'([\w-]{1,40})="([^"]{0,4096})"')


def _sms_backup(data: bytes) -> Iterator[bytes]:
    """SMS Backup & Restore's messages in the export's order as ``[time] sender: text`` lines,
    the phone's own (``type="2"``) from ``me``."""
    for element in _SMS.finditer(data):
        attributes = dict(_ATTRIBUTE.findall(element.group(1)))
        body = attributes.get(b"body")
        if body is None:
            continue
        sender = b"me" if attributes.get(b"type") == b"2" else attributes.get(b"contact_name", b"")
        when = attributes.get(b"date", b"")
        yield _chat_line(
            *(html.unescape(part.decode("utf-8", "replace")) for part in (when, sender, body))
        )


# A table's header (its first line) with a message's text and its sender among its columns.
_CHAT_TABLE_HEADER = re.compile(
    rb"\A(?=[^\n]*(?:^|,)\"?(?i:text|message|body|content)\"?(?:,|\r?\n))"
    rb"(?=[^\n]*(?:^|,)\"?(?i:sender|sender name|from|author|contact)\"?(?:,|\r?\n))",
    re.MULTILINE,
)
# The most a chat table read as CSV holds.
_MAX_CHAT_TABLE = 8 << 20


def _chat_table(data: bytes) -> Iterator[bytes]:
    """A chat exported as a table, its rows in order as ``[row] sender: text`` lines."""
    if len(data) > _MAX_CHAT_TABLE or not utf8(data):
        return
    rows = csv.reader(io.StringIO(data.decode("utf-8")))
    header = [cell.strip().lower() for cell in next(rows, [])]
    text = next((header.index(name) for name in _TEXT_COLUMNS if name in header), None)
    sender = next((header.index(name) for name in _SENDER_COLUMNS if name in header), None)
    if text is None or sender is None:
        return
    for number, row in enumerate(rows, 1):
        if len(row) > max(text, sender):
            yield _chat_line(str(number), row[sender] or "me", row[text])


_TEXT_COLUMNS = ("text", "message", "body", "content")
_SENDER_COLUMNS = ("sender name", "sender", "from", "author", "contact")


def _said(message: object) -> tuple[str, str, str] | None:
    """(time, sender, text) of one exported message, its time sortable as text; None for
    anything else (a service message, a photo)."""
    if not isinstance(message, dict):
        return None
    stamp: object
    creator = message.get("creator")
    if isinstance(message.get("timestamp_ms"), int):  # Messenger, Instagram
        stamp = f"{message['timestamp_ms']:015d}"
        sender, text = message.get("sender_name"), message.get("content")
    elif isinstance(creator, dict):  # Google Chat (Takeout)
        stamp, sender, text = message.get("created_date"), creator.get("name"), message.get("text")
    else:  # Telegram
        stamp, sender = message.get("date"), message.get("from")
        text = _entities_joined(message.get("text"))
    if not (isinstance(stamp, str) and isinstance(sender, str) and isinstance(text, str)):
        return None
    return stamp, sender, text


def _entities_joined(text: object) -> object:
    """A Telegram message's text whole: its entities' texts joined (a code span, a link)."""
    if not isinstance(text, list):
        return text
    return "".join(
        part if isinstance(part, str) else str(part.get("text", ""))
        for part in text
        if isinstance(part, (str, dict))
    )


def _unmangled(text: str) -> str:
    """Text as Facebook's exports mean it: they write UTF-8's bytes as code points
    (``\\u00c3\\u00a9`` for ``é``)."""
    try:
        return text.encode("latin-1").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return text


def _base64_parts(data: bytes) -> Iterator[bytes]:
    """The text of each mail part in base64 (a body, an attached text), decoded: none for a
    part that is no text."""
    for part in _BASE64_PART.finditer(data):
        try:
            decoded = binascii.a2b_base64(part.group(1))
        except binascii.Error:
            continue
        if _utf8_text(decoded):
            yield decoded


def _utf8_text(decoded: bytes) -> bool:
    """Whether ``decoded`` is text: UTF-8 with no control character but tabs and breaks."""
    return utf8(decoded) and CONTROL.search(decoded) is None


def _encoded_words(data: bytes) -> Iterator[bytes]:
    """The text of each of a mail header's encoded words (RFC 2047), decoded."""
    for word in _ENCODED_WORD.finditer(data):
        encoding, text = word.group(1), word.group(2)
        if encoding in b"Qq":
            yield binascii.a2b_qp(text.replace(b"_", b" "))
            continue
        try:
            yield binascii.a2b_base64(text, strict_mode=True)
        except binascii.Error:
            continue
