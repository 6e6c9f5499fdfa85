"""Portable manifest paths: relative POSIX, UTF-8, no `..`, no NUL, no backslash (DESIGN §5)."""

from __future__ import annotations

import re
import unicodedata

from sacpstore.errors import InvalidPath

MAX_PATH_BYTES = 4096
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
# What a single directory entry's name can hold that a portable path may not.
_NOT_IN_NAME = re.compile(r"[\x00-\x1f\x7f\\]")


def decode_name(raw: bytes) -> str:
    """A file name from the file system or git as text; InvalidPath if it is not UTF-8."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        shown = raw.decode("utf-8", "backslashreplace")
        raise InvalidPath(f"{shown}: file name is not valid UTF-8", path=shown) from exc


def normalize_path(path: str) -> str:
    """The portable form of a relative path, or InvalidPath naming what is wrong with it."""
    if not path:
        raise InvalidPath("empty path", path=path)
    if "\x00" in path:
        raise InvalidPath(f"{path!r}: path contains a NUL byte", path=path)
    if "\\" in path:
        raise InvalidPath(f"{path}: backslash in a path is ambiguous across systems", path=path)
    if path.startswith("/"):
        raise InvalidPath(f"{path}: absolute paths are not allowed", path=path)
    parts = [p for p in path.split("/") if p not in ("", ".")]
    if not parts:
        raise InvalidPath(f"{path}: path names no file", path=path)
    if ".." in parts:
        raise InvalidPath(f"{path}: '..' is not allowed in a path", path=path)
    if _CONTROL.search(path):
        raise InvalidPath(f"{path!r}: control characters are not allowed in a path", path=path)
    normal = "/".join(parts)
    if len(normal.encode("utf-8", "surrogatepass")) > MAX_PATH_BYTES:
        raise InvalidPath(f"{normal[:80]}...: path is longer than {MAX_PATH_BYTES} bytes")
    try:
        normal.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InvalidPath(f"{path!r}: path is not valid UTF-8", path=path) from exc
    return normal


def child_path(prefix: str, name: str) -> str:
    """``normalize_path(prefix + name)`` for ``prefix`` a portable directory path and "/" (or
    "") and ``name`` one entry a directory listing gave (never empty, ".", ".." or holding
    "/"): only the name's characters and the length are left to check, which a walk over
    80,000 files does in a fifth of the time."""
    path = prefix + name
    if _NOT_IN_NAME.search(name) or len(path) > MAX_PATH_BYTES // 4:
        return normalize_path(path)
    return path


def collision_key(path: str) -> str:
    """Key under which two paths would be the same file on a case-insensitive file system."""
    return unicodedata.normalize("NFC", path).casefold()
