"""Containers are opened for the secret rules within a budget (docs/POLICY.md, "Containers"):
a zip, gzip or tar bomb, a zip nested past the limit and a database of many rows cost a bounded
read, a damaged container is scanned as plain bytes, and what a container holds within its
budget is found."""

from __future__ import annotations

import gzip
import io
import random
import sqlite3
import string
import tarfile
import zipfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from secret_corpus import zip_archive

from sacpstore.ingest.secrets import containers, secret_verdict
from sacpstore.ingest.secrets.containers import Budget, members
from sacpstore.ingest.secrets.decode import view_limit


def _token(rng: random.Random) -> str:
    return "ghp_" + "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(36))


def _notes_database(path: Path, body: str, rows: int) -> bytes:
    """The bytes of a SQLite database at ``path`` whose table ``notes`` holds ``rows`` rows
    of ``body``."""
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
    connection.executemany("INSERT INTO notes (body) VALUES (?)", [(body,)] * rows)
    connection.commit()
    connection.close()
    return path.read_bytes()


def test_a_zip_bomb_is_read_up_to_the_budget_only() -> None:
    # 256 MiB of one letter deflate to about 250 KB; the budget for that blob is about 2 MiB.
    bomb = zip_archive({"letters.txt": b"x" * (256 << 20), "late.txt": b"unread"})
    budget = Budget(view_limit(len(bomb)))
    read = [(name, len(data)) for name, data in members(bomb, budget)]
    assert read == [("letters.txt", view_limit(len(bomb)))]
    assert not secret_verdict(bomb).secret


def test_binary_members_are_read_no_further_than_their_start() -> None:
    token = _token(random.Random(2))
    array = b"\x93NUMPY\x01\x00" + bytes(64 << 10) + f"GITHUB_TOKEN={token}".encode()
    blob = zip_archive({"weights.npy": array, "notes.txt": b"plain notes\n"})
    budget = Budget(1 << 20)
    assert [name for name, _ in members(blob, budget)] == ["notes.txt"]
    assert budget.left == (1 << 20) - 8192 - len(b"plain notes\n")
    assert not secret_verdict(blob).secret
    assert secret_verdict(zip_archive({"weights.txt": array.replace(b"\0", b" ")})).secret


def test_a_token_in_a_member_read_within_the_budget_is_found(tmp_path: Path) -> None:
    token = _token(random.Random(3))
    blob = zip_archive(
        {"notes.txt": b"nothing here\n", "config/app.yml": f"token: {token}\n".encode()}
    )
    assert token.encode() not in blob
    assert secret_verdict(blob).secret


def test_nesting_stops_at_its_limit() -> None:
    token = _token(random.Random(4))
    blob = f"GITHUB_TOKEN={token}\n".encode()
    verdicts = []
    for _ in range(6):
        blob = zip_archive({"inner.zip": blob})
        verdicts.append(secret_verdict(blob).secret)
    # Four containers deep are opened, the outer one included; deeper ones are not.
    assert verdicts == [True, True, True, True, False, False]


def test_gzip_and_tar_members_are_read() -> None:
    token = _token(random.Random(5))
    text = f"auth_token: {token}\n".encode()
    layer = io.BytesIO()
    with tarfile.open(fileobj=layer, mode="w") as archive:
        info = tarfile.TarInfo("chart/values.yaml")
        info.size = len(text)
        archive.addfile(info, io.BytesIO(text))
    assert secret_verdict(layer.getvalue()).secret
    assert secret_verdict(gzip.compress(layer.getvalue())).secret
    assert not secret_verdict(gzip.compress(b"plain words\n" * 1000)).secret


def _aws_profile(key_id: str, secret: str) -> bytes:
    return f"[default]\naws_access_key_id = {key_id}\naws_secret_access_key = {secret}\n".encode()


def test_a_published_example_in_a_member_is_public_and_a_generated_key_is_not() -> None:
    """AWS's documented example key pair is public wherever it is copied: zipped, gzipped or
    as a zipped file's lone value, as it is in a plain file. The same member with a key pair
    of that shape that nobody published is withheld."""
    rng = random.Random(8)
    key_id = "AKIA" + "".join(rng.choice(string.ascii_uppercase + "234567") for _ in range(16))
    secret = "".join(rng.choice(string.ascii_letters + string.digits + "/+") for _ in range(40))
    example = _aws_profile("AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")
    generated = _aws_profile(key_id, secret)
    assert not secret_verdict(example).secret
    for wrap in (lambda data: zip_archive({"config/aws.ini": data}), gzip.compress):
        assert not secret_verdict(wrap(example)).secret
        assert secret_verdict(wrap(generated)).secret
    lone = {"deploy/aws_secret_access_key": "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n"}
    assert not secret_verdict(zip_archive(lone)).secret
    assert secret_verdict(zip_archive({"deploy/aws_secret_access_key": secret + "\n"})).secret


def test_a_damaged_container_is_scanned_as_its_bytes() -> None:
    token = _token(random.Random(6))
    blob = zip_archive({"a.txt": b"x" * 100})[:40] + f"\nGITHUB_TOKEN={token}\n".encode()
    assert list(members(blob, Budget(1 << 20))) == []
    assert secret_verdict(blob).secret


def test_a_database_of_many_rows_is_dumped_up_to_the_budget(tmp_path: Path) -> None:
    data = _notes_database(tmp_path / "big.db", "y" * 200, 20_000)
    budget = Budget(100_000)
    [(_, dump)] = list(members(data, budget))
    assert dump.startswith(b"BEGIN TRANSACTION;\nCREATE TABLE notes")
    assert 90_000 < len(dump) <= 100_000


def test_a_settings_row_of_a_database_is_read_as_its_setting(tmp_path: Path) -> None:
    rng = random.Random(8)
    token = "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(40))
    path = tmp_path / "app.db"
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT)")
    connection.executemany(
        "INSERT INTO settings VALUES (?, ?)", [("site", "Orrvale"), ("mailer_api_token", token)]
    )
    connection.commit()
    connection.close()
    assert secret_verdict(path.read_bytes()).rule is not None
    connection = sqlite3.connect(path)
    connection.execute("UPDATE settings SET value = 'Orrvale' WHERE key = 'mailer_api_token'")
    connection.commit()
    connection.execute("VACUUM")
    connection.close()
    assert secret_verdict(path.read_bytes()).rule is None


def _method_99(blob: bytes) -> bytes:
    """``blob`` (a zip of one member) with the member's compression method set to 99, which
    zipfile cannot read (AES encryption's marker)."""
    data = bytearray(blob)
    data[8:10] = (99).to_bytes(2, "little")
    central = data.find(b"PK\x01\x02")
    data[central + 10 : central + 12] = (99).to_bytes(2, "little")
    return bytes(data)


def test_members_that_zipfile_cannot_read_leave_the_bytes_scanned() -> None:
    token = _token(random.Random(9))
    stored = io.BytesIO()
    with zipfile.ZipFile(stored, "w", zipfile.ZIP_STORED) as archive:
        archive.writestr("config.env.txt", f"GITHUB_TOKEN={token}\n")
    blob = _method_99(stored.getvalue())
    assert list(members(blob, Budget(1 << 20))) == []
    # The stored member's bytes are in the blob as they are: the plain scan finds them.
    assert secret_verdict(blob).secret


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_damaged_containers_never_raise(data: st.DataObject) -> None:
    seeds = [
        zip_archive({"a.txt": b"token: abc\n" * 20, "b/c.yml": b"x: 1\n"}),
        gzip.compress(b"plain text\n" * 50),
    ]
    blob = bytearray(data.draw(st.sampled_from(seeds)))
    for _ in range(data.draw(st.integers(1, 12))):
        at = data.draw(st.integers(0, len(blob) - 1))
        blob[at] = data.draw(st.integers(0, 255))
    list(members(bytes(blob), Budget(1 << 20)))
    secret_verdict(bytes(blob))


def test_a_sheet_repeating_a_long_shared_string_is_read_up_to_the_budget() -> None:
    # One shared string of 100 KB referenced by 5,000 cells would be 500 MB of rows.
    ns = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    cells = "".join('<c t="s"><v>0</v></c>' for _ in range(50))
    rows = "".join(f"<row>{cells}</row>" for _ in range(100))
    sheet = f'<worksheet xmlns="{ns}"><sheetData>{rows}</sheetData></worksheet>'
    shared = f'<sst xmlns="{ns}"><si><t>{"w" * 100_000}</t></si></sst>'
    blob = zip_archive({"xl/sharedStrings.xml": shared, "xl/worksheets/sheet1.xml": sheet})
    budget = Budget(view_limit(len(blob)))
    read = dict(members(blob, budget))
    assert sum(map(len, read.values())) <= view_limit(len(blob))
    assert read["sheets.tsv"] == b""  # a row alone, 5 MB, is past what is left


def test_a_dump_stopped_by_the_step_limit_keeps_what_it_read(tmp_path: Path, monkeypatch) -> None:
    data = _notes_database(tmp_path / "big.db", "z" * 20, 5_000)
    [(_, whole)] = list(members(data, Budget(1 << 30)))
    monkeypatch.setattr(containers, "_SQLITE_STEPS", 20_000)
    [(_, cut)] = list(members(data, Budget(1 << 30)))
    assert cut.startswith(b"BEGIN TRANSACTION;\nCREATE TABLE notes")
    assert whole.startswith(cut) and 0 < cut.count(b"INSERT") < whole.count(b"INSERT") == 5_000
