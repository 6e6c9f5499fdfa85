"""Uploaded .tar, .tar.gz and .zip archives, read member by member as a Source: never extracted,
never handed to git.

An archive is a plain tree of files. Its members are listed and checked before anything is stored:
no absolute or ``..`` paths, no hard links or special files, no link leaving the archive and
nothing under a link, no duplicate or file-over-directory paths, and limits on the number of
entries, the expanded size, the compression ratio and the size of one tar header record. A
.tar.gz is inflated into an anonymous temp file through a counter that stops at the limit; a tar
is walked one header at a time; a zip's central directory is counted before it is parsed. A
refusal names the entry and the rule, never a server path. As for a directory on disk, ``.git``
at any depth is skipped and ``.gitignore`` files are honoured (docs/POLICY.md).

Modules: ``source`` (the Source and its .gitignore walk), ``members`` (the limits and the rules
every member is checked against), ``tar_reader`` and ``zip_reader`` (the two formats).
"""

from __future__ import annotations

from sacpstore.ingest.archive.members import ArchiveLimits
from sacpstore.ingest.archive.source import ArchiveSource, open_archive

__all__ = ["ArchiveLimits", "ArchiveSource", "open_archive"]
