# ruff: noqa: E501, E101
"""Decoys of the fifth corpus, part B (registered into fifth_decoys on import)."""

from __future__ import annotations

import base64
import hashlib
import json
import random

from fifth_corpus import Ctx, an, fill, hx, uid
from fifth_decoys import _rsa_public_pem, decoy


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    c = Ctx(rng)
    text = fill(
        """
        ---------------  S U M M A R Y ------------

        Command Line: -Xmx2g -Dspring.profiles.active=prod -Dspring.config.import=vault://secret/<<svc>> -jar /opt/<<svc>>/<<svc>>.jar

        Host: Intel(R) Xeon(R) Gold 6338 CPU @ 2.00GHz, 8 cores, 31G, Ubuntu 22.04.4 LTS
        """,
        svc=c.svc,
    )
    return (
        "crash/hs_err_pid4242.log",
        text,
        "JVM arguments point at Vault; no credential on the command line",
    )


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = fill(
        """
        (gdb) bt full
        #1  0x0000555555556a3c in ldap_bind_service (cfg=0x5555555592a0) at src/auth.c:88
                ld = 0x0
                dn = 0x5555555593e0 "cn=svc-backup,ou=services,dc=corp,dc=internal"
                password = 0x0
                rc = -1
        """
    )
    return "debug/backtrace-null.txt", text, "the password pointer is NULL in this frame"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    cmd = "ls -la /root/.ssh"
    text = f'type=PROCTITLE msg=audit(1735701234.101:4401): proctitle={cmd.encode().hex().upper()}\ntype=EXECVE msg=audit(1735701234.101:4401): argc=3 a0="ls" a1="-la" a2="/root/.ssh"\n'
    return "forensics/audit-ls.log", text, "auditd PROCTITLE is the hex of an ordinary command line"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    c = Ctx(rng)
    rows = [
        f"{c.date} 10:0{i}:1{i} 10.1.1.5 GET /static/app.js v={hx(rng, 20)} 443 - 10.2.3.{i + 4} Mozilla/5.0 - 200 0 0 {rng.randint(2, 40)}"
        for i in range(3)
    ]
    text = (
        "#Software: Microsoft Internet Information Services 10.0\n#Fields: date time s-ip cs-method cs-uri-stem cs-uri-query s-port cs-username c-ip cs(User-Agent) cs(Referer) sc-status sc-substatus sc-win32-status time-taken\n"
        + "\n".join(rows)
        + "\n"
    )
    return "logs/W3SVC1/u_ex250301.log", text, "cache-busting content hashes in the query string"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = fill(
        """
        2025-03-04T10:00:01.124001Z	   12 Query	CREATE USER 'svc'@'10.%' IDENTIFIED BY <secret>
        2025-03-04T10:00:01.125310Z	   12 Query	GRANT SELECT ON svc.* TO 'svc'@'10.%'
        """
    )
    return "support/mysql-general.log", text, "MySQL 8 rewrites the password in the general log"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = fill(
        """
        Property(S): SERVICEACCOUNT = CORP\\svc-agent
        Property(S): SERVICEPASSWORD = **********
        Property(S): SERVERURL = https://agent.corp.internal
        """
    )
    return "install/agent_install.log", text, "msiexec hides properties marked hidden"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = fill(
        """
        changed: [db01] => {
            "changed": true,
            "invocation": {
                "module_args": {
                    "login_host": "localhost",
                    "name": "svc",
                    "password": "VALUE_SPECIFIED_IN_NO_LOG_PARAMETER"
                }
            }
        }
        """
    )
    return "ci-artifacts/ansible-vvv.txt", text, "Ansible no_log masking"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    doc = {
        "messages": [
            {
                "id": "1",
                "content": "rotated the staging redis password, new one is in 1Password under 'staging redis'",
                "author": {"name": "mira"},
            }
        ],
        "messageCount": 1,
    }
    return (
        "exports/discord/ops.json",
        json.dumps(doc, indent=2) + "\n",
        "chat about a rotation without the value",
    )


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    body = "Sending mail fails.\r\n\r\n```\r\nMAIL_HOST=smtp.corp.internal\r\nMAIL_USERNAME=noreply\r\nMAIL_PASSWORD=***\r\n```"
    doc = {"number": 812, "title": "Worker cannot send mail", "state": "open", "body": body}
    return "issues/812.json", json.dumps(doc, indent=2) + "\n", "pasted .env with the secret masked"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = fill(
        """
        From: IT Service Desk <servicedesk@corp.internal>
        Subject: Your password expires in 5 days
        Content-Type: text/plain; charset=utf-8

        Your network password expires in 5 days. Change it at https://sso.corp.internal/password
        """
    )
    return "mail-archive/expiry-notice.eml", text, "password-expiry notice, no credential"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    body = "&lt;pre&gt;&lt;code&gt;r = requests.get(url, headers={'APIKEY': os.environ['ST_KEY']})&#xA;&lt;/code&gt;&lt;/pre&gt;"
    text = f'<?xml version="1.0" encoding="utf-8"?>\n<posts>\n  <row Id="77" PostTypeId="2" ParentId="76" Score="3" Body="{body}" />\n</posts>\n'
    return "so-teams-export/Answers.xml", text, "answer reading the key from the environment"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = fill(
        """
        WEBVTT

        1
        00:04:10.000 --> 00:04:14.500
        <v Greta Fischer>Please don't read the admin password out on the call, it's in the vault.
        """
    )
    return "meetings/ops-sync.vtt", text, "transcript mentions a password without one"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = "user KESTREL\n# password comes from PAUSE_PASSWORD in the release job\n"
    return "dotfiles/pause", text, "PAUSE user id only"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = fill(
        """
        [registries.kellnr]
        index = "sparse+https://crates.corp.internal/api/v1/crates/"
        credential-provider = ["cargo:token-from-stdout", "op", "read", "op://Engineering/kellnr/token"]
        """
    )
    return ".cargo/config.toml", text, "Cargo credential provider reading from 1Password"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = fill(
        """
        [user]
        	name = Hiro Tanaka
        [credential]
        	helper = osxkeychain
        [url "https://codeberg.org/"]
        	insteadOf = cb:
        """
    )
    return "dotfiles/git/config", text, "credential helper and a URL alias without userinfo"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = fill(
        """
        import { Flagsmith } from "flagsmith";
        // client-side environment key: public by design (server keys start with "ser.")
        flagsmith.init({ environmentID: "<<key>>", api: "https://flags.corp.internal/api/v1/" });
        """,
        key=an(rng, 22),
    )
    return (
        "web/src/flags.ts",
        text,
        "Flagsmith client-side environment id, public by design. Arguable: it looks like a random token",
    )


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    n = base64.urlsafe_b64encode(rng.randbytes(256)).decode().rstrip("=")
    doc = {
        "keys": [{"kty": "RSA", "kid": uid(rng), "use": "sig", "alg": "RS256", "n": n, "e": "AQAB"}]
    }
    return (
        "public/.well-known/jwks.json",
        json.dumps(doc, indent=2) + "\n",
        "public JWKS: modulus and exponent only",
    )


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    mod = base64.b64encode(rng.randbytes(256)).decode()
    text = f"<RSAKeyValue><Modulus>{mod}</Modulus><Exponent>AQAB</Exponent></RSAKeyValue>\n"
    return "keys/license-verify.xml", text, ".NET RSAKeyValue with only the public members"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = (
        "package verify\n\n// partnerKey verifies webhook signatures from the partner.\nconst partnerKey = `"
        + _rsa_public_pem(rng)
        + "`\n"
    )
    return "internal/verify/partner_key.go", text, "RSA public key in a Go raw string"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = fill(
        """
        internal object PngMagic {
            val HEADER = byteArrayOf(
                0x89.toByte(), 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a
            )
        }
        """
    )
    return "core/image/PngMagic.kt", text, "byteArrayOf of the PNG file signature"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = "DECLARE @crlf nchar(2) = CHAR(13)+CHAR(10);\nPRINT N'line one' + @crlf + N'line two';\n"
    return "sql/util/newline.sql", text, "T-SQL CHAR(13)+CHAR(10) line break"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = "#!/usr/bin/env bash\nRED=$'\\x1b[31m'\nRESET=$'\\x1b[0m'\necho \"${RED}build failed${RESET}\"\n"
    return "scripts/colors.sh", text, "ANSI-C quoted colour escapes"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = "<?php\n// RFC 4122 DNS namespace UUID as binary for the uuid_v5 helper\ndefine('NS_DNS', hex2bin('6ba7b8109dad11d180b400c04fd430c8'));\n"
    return "lib/uuid_ns.php", text, "hex2bin of the public RFC 4122 namespace UUID"


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    text = '#!/bin/sh\nDEFAULTS="$(echo \'eyJ0aGVtZSI6ImRhcmsiLCJsYW5nIjoiZW4ifQ==\' | base64 -d)"\necho "$DEFAULTS" > ~/.config/app/defaults.json\n'
    return "scripts/seed_defaults.sh", text, 'base64 of {"theme":"dark","lang":"en"}'


@decoy
def _(rng: random.Random) -> tuple[str, str, str]:
    digest = hashlib.sha256(rng.randbytes(64)).digest()
    nums = ", ".join(str(b) for b in digest)
    text = f"enum Pins {{\n    // SHA-256 of the API server's SubjectPublicKeyInfo (public)\n    static let api: [UInt8] = [{nums}]\n}}\n"
    return "Sources/App/Pins.swift", text, "certificate pin bytes: a hash of a public key"
