"""Peak memory and time of reading hostile and ordinary uploads as an ArchiveSource.

Each case is built once into a temp dir, then read in a fresh child process (``open_archive``,
``list_files``, read every file) so that the peak RSS (VmHWM) is that case's own. Cases: the
issue's 2 MB tar.gz carrying a 2 GiB pax record, a plain tar with a 60 MiB pax record, one
million tar entries in a few MB, a zip whose central directory lists one million entries, and a
legitimate source tree (2000 files, 114 MB) as .tar.gz and .zip.

    .venv/bin/python tools/bench_archive_memory.py [--only NAME]
"""

from __future__ import annotations

import argparse
import io
import json
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
import zlib
from pathlib import Path

from peak_rss import peak_rss_mb


def _gzip_stream(parts) -> bytes:
    """gzip of the concatenation of ``parts`` (an iterable of bytes), built incrementally."""
    deflater = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    out = [deflater.compress(part) for part in parts]
    out.append(deflater.flush())
    return b"".join(out)


def pax_bomb() -> tuple[str, bytes]:
    size = 2 << 30
    header = tarfile.TarInfo("././@PaxHeader")
    header.type, header.size = tarfile.XHDTYPE, size
    chunk = b"a" * (1 << 20)
    parts = [header.tobuf(tarfile.USTAR_FORMAT), *(chunk for _ in range(size >> 20))]
    parts.append(tarfile.TarInfo("a.txt").tobuf(tarfile.USTAR_FORMAT) + b"\0" * 1024)
    return "bomb.tar.gz", _gzip_stream(parts)


def pax_record_plain() -> tuple[str, bytes]:
    """A plain .tar (no compression to trip the ratio rule) with a 60 MiB pax record."""
    size = 60 << 20
    header = tarfile.TarInfo("././@PaxHeader")
    header.type, header.size = tarfile.XHDTYPE, size
    body = header.tobuf(tarfile.USTAR_FORMAT) + b"a" * size
    return "pax.tar", body + tarfile.TarInfo("a.txt").tobuf(tarfile.USTAR_FORMAT) + b"\0" * 1024


def many_tar_entries() -> tuple[str, bytes]:
    parts = (tarfile.TarInfo(f"d/{i:x}").tobuf() for i in range(1_000_000))
    return "many.tar.gz", _gzip_stream([*parts, b"\0" * 1024])


def many_zip_entries() -> tuple[str, bytes]:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as archive:
        for i in range(1_000_000):
            archive.writestr(f"{i:x}", b"")
    return "many.zip", buffer.getvalue()


def _source_tree() -> dict[str, bytes]:
    text = (Path(zipfile.__file__).read_bytes() + Path(tarfile.__file__).read_bytes()) * 2
    return {f"pkg{i // 100}/mod{i}.py": text[: 20_000 + 37 * i] for i in range(2000)}


def tree_tar_gz() -> tuple[str, bytes]:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as archive:
        for path, data in _source_tree().items():
            info = tarfile.TarInfo(path)
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
    return "tree.tar.gz", buffer.getvalue()


def tree_zip() -> tuple[str, bytes]:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path, data in _source_tree().items():
            archive.writestr(path, data)
    return "tree.zip", buffer.getvalue()


CASES = {
    "pax-bomb-2GiB": pax_bomb,
    "pax-60MiB.tar": pax_record_plain,
    "tar-1M-entries": many_tar_entries,
    "zip-1M-entries": many_zip_entries,
    "tree-114MB.tar.gz": tree_tar_gz,
    "tree-114MB.zip": tree_zip,
}


def _child(path: str, filename: str) -> dict:
    from sacpstore.errors import ArchiveRejected
    from sacpstore.ingest.archive import open_archive

    data = Path(path).read_bytes()
    baseline = peak_rss_mb()
    started = time.perf_counter()
    outcome, files, total = "accepted", 0, 0
    try:
        source = open_archive(data, filename)
        try:
            for item in source.list_files().files:
                files += 1
                total += len(source.read(item))
        finally:
            source.close()
    except ArchiveRejected as exc:
        outcome = f"refused: {exc.message}"
    return {
        "upload_mb": round(len(data) / 1e6, 2),
        "seconds": round(time.perf_counter() - started, 3),
        "peak_rss_mb": peak_rss_mb(),
        "rss_before_mb": baseline,
        "files": files,
        "bytes": total,
        "outcome": outcome,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=sorted(CASES))
    parser.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(_child(*args.child)))
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, build in CASES.items():
            if args.only and name != args.only:
                continue
            filename, data = build()
            path = Path(tmp) / filename
            path.write_bytes(data)
            del data
            done = subprocess.run(
                [sys.executable, __file__, "--child", str(path), filename],
                capture_output=True,
                text=True,
                check=True,
            )
            row = json.loads(done.stdout)
            print(
                f"{name:18} upload {row['upload_mb']:6.2f} MB  {row['seconds']:7.3f} s  "
                f"peak RSS {row['peak_rss_mb']:4} MB (before {row['rss_before_mb']})  "
                f"{row['files']} files  {row['outcome'][:70]}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
