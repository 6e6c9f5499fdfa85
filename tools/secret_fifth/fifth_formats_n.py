# ruff: noqa: E501
"""Fifth corpus formats, part N: encoded_literal_wrappers (needle = the decoded value)."""

from __future__ import annotations

import base64
import random
import re

from fifth_corpus import Ctx, Out, an, fill, fmt, pick, pw

F_EN = "encoded_literal_wrappers"
SYM_E = "-_.+@%!*#=~^"


def _dec_bash_ansi_c(text: str) -> str:
    m = re.search(r"\$'((?:\\x[0-9a-f]{2})+)'", text)
    assert m
    return bytes.fromhex(m.group(1).replace("\\x", "")).decode()


@fmt(F_EN, "bash_ansi_c_quoted_hex_escapes", decode=_dec_bash_ansi_c)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_E)
    enc = "".join(f"\\x{b:02x}" for b in secret.encode())
    text = fill(
        """
        #!/usr/bin/env bash
        # nightly restore check -- keep the password out of plain sight
        export PGHOST=<<host>>
        export PGUSER=restore_check
        export PGPASSWORD=$'<<enc>>'
        pg_restore --list /srv/backup/latest.dump > /dev/null && echo "dump ok"
        """,
        host=c.host("pg"),
        enc=enc,
    )
    return Out(
        pick(
            rng, "scripts/restore_check.sh", "cron/verify_backup.sh", f"ops/{c.svc}/check_dump.sh"
        ),
        text,
        secret,
    )


def _dec_perl_pack(text: str) -> str:
    m = re.search(r'pack\("H\*", "([0-9a-f]+)"\)', text)
    assert m
    return bytes.fromhex(m.group(1)).decode()


@fmt(F_EN, "perl_pack_h_star_hex_string", decode=_dec_perl_pack)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = an(rng, 32)
    text = fill(
        """
        use strict;
        use warnings;
        use LWP::UserAgent;

        my $api_key = pack("H*", "<<hex>>");
        my $ua = LWP::UserAgent->new(timeout => 20);
        my $res = $ua->get("https://api.<<domain>>/v1/stock?sku=all", "X-Api-Key" => $api_key);
        print $res->decoded_content;
        """,
        hex=secret.encode().hex(),
        domain=c.domain,
    )
    return Out(
        pick(rng, "bin/stock_sync.pl", "scripts/fetch_stock.pl", f"cron/{c.user}/stock.pl"),
        text,
        secret,
    )


def _dec_tsql_char(text: str) -> str:
    line = next(ln for ln in text.splitlines() if ln.startswith("SET @pwd"))
    return "".join(chr(int(n)) for n in re.findall(r"CHAR\((\d+)\)", line))


@fmt(F_EN, "tsql_char_function_concatenation", decode=_dec_tsql_char)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 14, 20, sym="-_.+@%!*#")
    chars = "+".join(f"CHAR({ord(ch)})" for ch in secret)
    text = fill(
        """
        DECLARE @pwd nvarchar(128);
        SET @pwd = <<chars>>;
        IF NOT EXISTS (SELECT 1 FROM sys.sql_logins WHERE name = N'<<svc>>_app')
            EXEC(N'CREATE LOGIN [<<svc>>_app] WITH PASSWORD = ''' + @pwd + N''', CHECK_POLICY = OFF');
        GO
        """,
        chars=chars,
        svc=c.svc,
    )
    return Out(
        pick(
            rng,
            "sql/001_create_login.sql",
            f"db/migrations/{c.date}_login.sql",
            "deploy/sqlserver/logins.sql",
        ),
        text,
        secret,
    )


def _dec_php_hex2bin(text: str) -> str:
    m = re.search(r"hex2bin\('([0-9a-f]+)'\)", text)
    assert m
    return bytes.fromhex(m.group(1)).decode()


@fmt(F_EN, "php_hex2bin_define_constant", decode=_dec_php_hex2bin)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_E)
    text = fill(
        """
        <?php
        define('SMTP_HOST', 'smtp.<<domain>>');
        define('SMTP_USER', 'shop@<<domain>>');
        define('SMTP_PASS', hex2bin('<<hex>>'));
        define('SMTP_PORT', 587);
        """,
        domain=c.domain,
        hex=secret.encode().hex(),
    )
    return Out(
        pick(rng, "includes/mail_config.php", "config/smtp.php", f"shop/{c.org}/mail.inc.php"),
        text,
        secret,
    )


def _dec_shell_b64(text: str) -> str:
    m = re.search(r"echo '([A-Za-z0-9+/=]+)' \| base64 -d", text)
    assert m
    return base64.b64decode(m.group(1)).decode()


@fmt(F_EN, "shell_base64_d_command_substitution", decode=_dec_shell_b64)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = an(rng, 40)
    text = fill(
        """
        #!/bin/sh
        set -e
        API_TOKEN="$(echo '<<b64>>' | base64 -d)"
        curl -fsS -H "Authorization: Bearer $API_TOKEN" "https://api.<<domain>>/v2/deploys" -d '{"ref":"main"}'
        """,
        b64=base64.b64encode(secret.encode()).decode(),
        domain=c.domain,
    )
    return Out(
        pick(rng, "deploy/trigger.sh", "scripts/kick_deploy.sh", f"ci/{c.svc}-deploy.sh"),
        text,
        secret,
    )


def _dec_kotlin_bytes(text: str) -> str:
    m = re.search(r"byteArrayOf\(([^)]*)\)", text, re.S)
    assert m
    return bytes(int(x.strip(), 16) for x in m.group(1).split(",") if x.strip()).decode()


@fmt(F_EN, "kotlin_byte_array_of_hex_literals", decode=_dec_kotlin_bytes)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = an(rng, 32)
    items = [f"0x{b:02x}" for b in secret.encode()]
    rows = ",\n        ".join(", ".join(items[i : i + 8]) for i in range(0, len(items), 8))
    text = fill(
        """
        package <<tld>>.<<org>>.net

        internal object ApiKey {
            private val raw = byteArrayOf(
                <<rows>>
            )

            val value: String get() = String(raw, Charsets.UTF_8)
        }
        """,
        tld=c.tld,
        org=c.org,
        rows=rows,
    )
    return Out(
        pick(
            rng,
            "app/src/main/java/net/ApiKey.kt",
            f"{c.org}-android/app/src/main/kotlin/ApiKey.kt",
            "core/network/ApiKey.kt",
        ),
        text,
        secret,
    )


def _dec_swift_uint8(text: str) -> str:
    m = re.search(r"\[UInt8\] = \[([^\]]*)\]", text, re.S)
    assert m
    return bytes(int(x) for x in m.group(1).replace("\n", " ").split(",") if x.strip()).decode()


@fmt(F_EN, "swift_uint8_array_string_bytes", decode=_dec_swift_uint8)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = an(rng, 40)
    nums = [str(b) for b in secret.encode()]
    rows = ",\n        ".join(", ".join(nums[i : i + 10]) for i in range(0, len(nums), 10))
    text = fill(
        """
        import Foundation

        enum Secrets {
            private static let bytes: [UInt8] = [
                <<rows>>
            ]

            static var analyticsKey: String { String(bytes: bytes, encoding: .utf8)! }
        }
        """,
        rows=rows,
    )
    return Out(
        pick(
            rng,
            "Sources/App/Secrets.swift",
            f"{c.org.capitalize()}App/Config/Secrets.swift",
            "ios/App/Secrets.swift",
        ),
        text,
        secret,
    )


def _dec_java_b64(text: str) -> str:
    m = re.search(r'getMimeDecoder\(\)\.decode\("([A-Za-z0-9+/=]+)"\)', text)
    assert m
    return base64.b64decode(m.group(1)).decode()


@fmt(F_EN, "java_base64_mime_decoder_literal", decode=_dec_java_b64)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_E)
    text = fill(
        """
        package <<tld>>.<<org>>.mail;

        import java.nio.charset.StandardCharsets;
        import java.util.Base64;

        final class MailCredentials {
            static final String USER = "relay@<<domain>>";
            static final String PASSWORD =
                new String(Base64.getMimeDecoder().decode("<<b64>>"), StandardCharsets.UTF_8);

            private MailCredentials() {}
        }
        """,
        tld=c.tld,
        org=c.org,
        domain=c.domain,
        b64=base64.b64encode(secret.encode()).decode(),
    )
    return Out(
        pick(
            rng,
            "src/main/java/mail/MailCredentials.java",
            f"{c.svc}/src/main/java/MailCredentials.java",
            "mailer/MailCredentials.java",
        ),
        text,
        secret,
    )
