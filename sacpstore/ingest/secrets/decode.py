"""The decoded view of a blob: the parts of it that mean something else than they spell, each
decoded once, so that the rules see a credential however it was written down.

Four layers, each applied only where it changes something:
- escapes: a line with ``\\uXXXX`` or ``\\xXX`` escapes, unescaped (JSON, JS, Python strings);
- URL encoding: a line with percent-escapes, decoded;
- adjacent literals: string literals joined by nothing, ``+``, ``.``, ``&`` or a line
  continuation (``"ghp_" + "abc…"``), with the joints removed so the pieces read as one value,
  together with the text before them on the line (the name they are assigned to);
- hex and base64: a run of hex digits or of base64 that decodes to printable text.

The view is scanned by the same rules as the blob (detect.py), once: it is never decoded again.
"""

from __future__ import annotations

import binascii
import re
from urllib.parse import unquote_to_bytes

from sacpstore.ingest.secrets.values import unescape

_ESCAPED = re.compile(rb"\\[ux][0-9a-fA-F]{2}|\\[0-3][0-7]{2}|&#x?[0-9a-fA-F]{2,4};")
_NUMBER_LIST = re.compile(rb", ?\d{2,3}, ?\d{2,3}, ?\d{2,3}, ?\d{2,3}")
# A list of character codes: ``[104, 117, 110, …]``, ``String.fromCharCode(104, 117, …)``.
_CHAR_CODES = re.compile(
    rb"(?:(?<!\d)(?:3[2-9]|[4-9]\d|1[01]\d|12[0-6])\s*,\s*){7,}(?:3[2-9]|[4-9]\d|1[01]\d|12[0-6])(?!\d)"
)
_PERCENT = re.compile(rb"%[0-9a-fA-F]{2}")
# A joint between two literals: a closing quote, a joiner, an opening quote of either kind.
_JOINT = re.compile(
    rb"[\"']"
    rb"(?:[ \t]*(?:\+|\.\.?|&|\|\|)[ \t\r\n\\]*|[ \t]*\\?\r?\n[ \t]*|[ \t]+)"
    rb"[\"']"
)


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


def decoded_view(data: bytes) -> bytes:
    """The decoded parts of ``data``, one per line (empty when nothing decodes)."""
    parts: list[bytes] = []
    if b"\\" in data or b"&#" in data:
        parts.extend(unescape(line) for line in _regions_with(_ESCAPED, data))
    parts.extend(_char_codes(data))
    if b"%" in data:
        parts.extend(unquote_to_bytes(line) for line in _regions_with(_PERCENT, data))
    parts.extend(_JOINT.sub(b"", region) for region in _regions_with(_JOINT, data))
    parts.extend(_decoded_runs(data))
    return b"\n".join(parts)


def _char_codes(data: bytes) -> list[bytes]:
    """Every run of eight or more printable character codes, as the text they spell (looked
    for only on lines with a comma-separated run of numbers: the full pattern is slow)."""
    return [
        bytes(int(code) for code in re.findall(rb"\d+", found.group(0)))
        for line in _regions_with(_NUMBER_LIST, data)
        for found in _CHAR_CODES.finditer(line)
    ]


def _regions_with(pattern: re.Pattern[bytes], data: bytes) -> list[bytes]:
    """The lines around every occurrence of ``pattern``, occurrences that share or touch a
    line merged into one region (a literal split over three lines is one value)."""
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
    return [data[start:end] for start, end in regions]


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


def _decoded_runs(data: bytes) -> list[bytes]:
    """Hex and base64 runs that decode to printable text (a credential encoded once)."""
    found: list[bytes] = []
    for start, end in _runs(data.translate(_HEX_MASK)):
        if (end - start) % 2 == 0:
            _keep_printable(binascii.unhexlify(data[start:end]), found)
    for start, end in _runs(data.translate(_BASE64_MASK)):
        end += len(data[end : end + 2]) - len(data[end : end + 2].lstrip(b"="))
        run = data[start:end].replace(b"-", b"+").replace(b"_", b"/")
        run += b"=" * (-len(run) % 4)
        try:
            _keep_printable(binascii.a2b_base64(run, strict_mode=True), found)
        except binascii.Error:
            continue
    return found


def _keep_printable(decoded: bytes, found: list[bytes]) -> None:
    if len(decoded) >= _MIN_DECODED and all(32 <= c < 127 or c in (9, 10, 13) for c in decoded):
        found.append(decoded)
