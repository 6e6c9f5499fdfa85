"""The decoded view grows with the blob, never with how often its parts repeat (docs/POLICY.md,
"The decoded view"): a blob built to multiply costs a bounded scan, and what it hides in its
first parts is still found."""

from __future__ import annotations

import base64
import random
import tracemalloc
import zlib

from sacpstore.ingest.secrets import secret_verdict
from sacpstore.ingest.secrets.decode import decoded_view, view_limit


def _token(rng: random.Random) -> str:
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    return "ghp_" + "".join(rng.choice(alphabet) for _ in range(36))


def test_a_line_of_a_thousand_encoded_values_is_written_back_once() -> None:
    # A minified file: one line, a thousand base64 values, one of them a GitHub token.
    rng = random.Random(7)
    values = [f"harmless value number {i:04d}".encode() for i in range(1000)]
    values[500] = _token(rng).encode()
    line = b" ".join(b"x=" + base64.b64encode(value) + b";" for value in values)
    view = decoded_view(line)
    assert len(view) <= 2 * len(line)
    assert values[500] in view and values[0] in view and values[-1] in view
    assert secret_verdict(line).secret


def test_sql_rows_repeating_a_long_column_name_stop_at_the_bound() -> None:
    # 300 statements of 300 rows, each row naming a 1,500-byte column: written out in full,
    # the rows would be 135 MB from a blob of under 1 MB.
    name = "password_" + "x" * 1491
    rows = ",".join(f"('v{i}')" for i in range(300))
    data = "".join(f"INSERT INTO t ({name}) VALUES {rows};\n" for _ in range(300)).encode()
    view = decoded_view(data)
    assert len(view) <= view_limit(len(data))
    lines = view.split(b"\n")
    assert lines[0] == name[:64].encode() + b" = 'v0'"
    assert len(lines) == 1000


def test_copy_blocks_share_one_row_budget() -> None:
    block = "COPY public.users (login, password) FROM stdin;\n" + "".join(
        f"user{i}\tpw{i}\n" for i in range(400)
    )
    data = (block + "\\.\n") * 5
    lines = decoded_view(data.encode()).split(b"\n")
    assert lines[:2] == [b"login = 'user0'", b"password = 'pw0'"]
    assert len(lines) == 2 * 1000


def test_encoded_values_sharing_lines_are_written_back_in_one_copy() -> None:
    one, two, three = b"first decoded value", b"second decoded value", b"third decoded value"
    data = (
        b"intro\n"
        + b'a = "' + base64.b64encode(one) + b'"; b = "' + base64.b64encode(two) + b'"\n'
        + b"c = " + base64.b64encode(three) + b"\n"
        + b"tail\n"
    )  # fmt: skip
    # The line before the first value starts the stretch; the next line's value joins it.
    assert decoded_view(data) == (
        b'intro\na = "first decoded value"; b = "second decoded value"\nc = "third decoded value"'
    )


def test_create_table_names_the_columns_of_an_insert_without_a_list() -> None:
    data = (
        b"CREATE TABLE users (id INTEGER, name VARCHAR(10), password TEXT,\n"
        b"  PRIMARY KEY (id, name));\n"
        b"INSERT INTO users VALUES (1, 'bob', 'S3cr3t-Pa55w0rd!');\n"
    )
    assert decoded_view(data).split(b"\n") == [
        b"id = '1'",
        b"name = 'bob'",
        b"password = 'S3cr3t-Pa55w0rd!'",
    ]


def test_zlib_streams_inflate_within_the_view_bound() -> None:
    # 400 base64 zlib streams of 3 KiB on lines after a token's, each inflating to 1.5 MiB:
    # inflated in full they would hold 600 MiB for a 1.2 MB blob, and a stretch of lines
    # written back past the view's bound would drop the token's line with it.
    rng = random.Random(3)
    token = _token(rng)
    first = base64.b64encode(zlib.compress(f"TOKEN = '{token}'\n".encode()))
    bomb = base64.b64encode(zlib.compress(b"A = 1\n" * (1 << 18)))
    data = b'exec(zlib.decompress(base64.b64decode("' + first + b'")))\n'
    data += b"".join(b"blob_" + str(i).encode() + b' = "' + bomb + b'"\n' for i in range(400))
    tracemalloc.start()
    try:
        view = decoded_view(data)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert token.encode() in view
    assert peak <= 3 * view_limit(len(data))
    assert secret_verdict(data).secret


def test_a_table_row_of_long_cells_beyond_ascii_is_read_in_linear_time() -> None:
    """A table's later rows are each checked for a header's shape; a cell of 45 Cyrillic
    letters is too long for a column's name, and the check says so at once (its pattern once
    tried exponentially many ways to split such a cell into characters: a translated page's
    table took 15 s to view). With that pattern this test does not finish."""
    cell = "Метаданные и адреса документации для приложения FastAPI"
    row = "<tr>" + f"<td>{cell}</td>" * 4 + "</tr>\n"
    page = "<table>\n<tr><th>Параметр</th><th>Тип</th></tr>\n" + row * 20 + "</table>\n"
    assert secret_verdict(page.encode()).rule is None
    assert b"</td>" not in decoded_view(page.encode())
