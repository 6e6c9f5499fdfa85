"""Credentials decoded at run time, in decode idioms of other runtimes: Lua hex gsub, PHP
base64_decode, Rust hex::decode, Kotlin Base64.getDecoder, Perl decode_base64, Oracle UTL_RAW,
Emacs Lisp base64-decode-string, a shell tr rot13 pipeline. The needle is the decoded value; each
format has its decoder next to it."""

from __future__ import annotations

import base64
import codecs
import random
import re

from eighth_corpus import SYM_DQ, SYM_SQ, Ctx, Out, an, fill, fmt, pick, pw

F = "decode_calls_other_runtimes"


def _one(pattern: str, fn):  # type: ignore[no-untyped-def]
    rx = re.compile(pattern.encode())

    def dec(content: bytes) -> bytes:
        m = rx.search(content)
        assert m, pattern
        return fn(m.group(1))

    return dec


def _hex(b: bytes) -> bytes:
    return bytes.fromhex(b.decode())


def _b64(b: bytes) -> bytes:
    return base64.b64decode(b)


def _rot13(b: bytes) -> bytes:
    return codecs.decode(b.decode(), "rot13").encode()


@fmt(F, "lua_gsub_hex_pairs_string_char_unhex", decode=_one(r'unhex\("([0-9a-f]+)"\)', _hex))
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_DQ)
    text = fill(
        """
        local mysql = require "resty.mysql"

        local function unhex(s)
          return (s:gsub("..", function(h) return string.char(tonumber(h, 16)) end))
        end

        local _M = {}

        function _M.connect()
          local db = assert(mysql:new())
          db:set_timeout(1000)
          return db:connect{
            host = "<<host>>",
            port = 3306,
            database = "sessions",
            user = "openresty",
            password = unhex("<<h>>"),
          }
        end

        return _M
        """,
        host=c.host("mysql"),
        h=s.encode().hex(),
    )
    return Out(
        pick(rng, "lua/db.lua", "nginx/lua/session_store.lua", f"{c.short}/lualib/db.lua"), text, s
    )


@fmt(
    F,
    "php_base64_decode_config_array_password",
    decode=_one(r"base64_decode\('([A-Za-z0-9+/=]+)'\)", _b64),
)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_SQ)
    text = fill(
        """
        <?php
        return [
            'smtp' => [
                'host' => 'smtp.<<dom>>',
                'port' => 587,
                'encryption' => 'tls',
                'username' => 'noreply@<<dom>>',
                'password' => base64_decode('<<b>>'),
            ],
            'from' => ['address' => 'noreply@<<dom>>', 'name' => '<<org>>'],
        ];
        """,
        dom=c.domain,
        b=base64.b64encode(s.encode()).decode(),
        org=c.org,
    )
    return Out(
        pick(rng, "config/mail.php", "app/config/smtp.php", f"sites/{c.short}/config/mail.php"),
        text,
        s,
    )


@fmt(
    F, "rust_hex_decode_string_from_utf8_unwrap", decode=_one(r'hex::decode\("([0-9a-f]+)"\)', _hex)
)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 40)
    text = fill(
        """
        use once_cell::sync::Lazy;

        pub static API_TOKEN: Lazy<String> = Lazy::new(|| {
            String::from_utf8(hex::decode("<<h>>").unwrap()).unwrap()
        });

        pub fn client() -> reqwest::Client {
            let mut headers = reqwest::header::HeaderMap::new();
            let value = format!("Token {}", &*API_TOKEN);
            headers.insert("Authorization", value.parse().unwrap());
            reqwest::Client::builder().default_headers(headers).build().unwrap()
        }
        """,
        h=s.encode().hex(),
    )
    return Out(
        pick(rng, "src/auth.rs", "crates/api/src/token.rs", f"{c.short}-cli/src/client.rs"), text, s
    )


@fmt(
    F,
    "kotlin_base64_getdecoder_string_constructor_val",
    decode=_one(r'decode\("([A-Za-z0-9+/=]+)"\)', _b64),
)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_DQ)
    text = fill(
        """
        package com.<<short>>.sync

        import java.util.Base64

        object Secrets {
            val dbPassword: String = String(Base64.getDecoder().decode("<<b>>"), Charsets.UTF_8)
            const val dbUser = "sync"
            const val dbUrl = "jdbc:postgresql://<<host>>:5432/inventory"
        }
        """,
        short=c.short,
        b=base64.b64encode(s.encode()).decode(),
        host=c.host("pg"),
    )
    return Out(
        pick(
            rng,
            "src/main/kotlin/Secrets.kt",
            "app/src/main/java/sync/Secrets.kt",
            f"{c.short}-sync/Secrets.kt",
        ),
        text,
        s,
    )


@fmt(
    F,
    "perl_mime_base64_decode_base64_scalar",
    decode=_one(r"decode_base64\('([A-Za-z0-9+/=]+)'\)", _b64),
)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 32)
    text = fill(
        """
        #!/usr/bin/perl
        use strict;
        use warnings;
        use MIME::Base64 qw(decode_base64);
        use LWP::UserAgent;

        my $token = decode_base64('<<b>>');
        my $ua = LWP::UserAgent->new(timeout => 20);
        $ua->default_header('Authorization' => "Bearer $token");
        my $res = $ua->get('https://inventory.<<dom>>/api/v1/hosts');
        die $res->status_line unless $res->is_success;
        print $res->decoded_content;
        """,
        b=base64.b64encode(s.encode()).decode(),
        dom=c.domain,
    )
    return Out(
        pick(rng, "bin/inventory.pl", "scripts/hosts_export.pl", f"cgi-bin/{c.short}_hosts.pl"),
        text,
        s,
    )


@fmt(F, "oracle_utl_raw_cast_to_varchar2_hextoraw", decode=_one(r"HEXTORAW\('([0-9A-F]+)'\)", _hex))
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="#_$")
    text = fill(
        """
        CREATE OR REPLACE PACKAGE BODY ext_sync AS
          PROCEDURE push_orders IS
            l_req  UTL_HTTP.req;
            l_pass VARCHAR2(64) := UTL_RAW.CAST_TO_VARCHAR2(HEXTORAW('<<h>>'));
          BEGIN
            l_req := UTL_HTTP.begin_request('https://erp.<<dom>>/api/orders', 'POST', 'HTTP/1.1');
            UTL_HTTP.set_authentication(l_req, 'ora_sync', l_pass);
            UTL_HTTP.end_response(UTL_HTTP.get_response(l_req));
          END push_orders;
        END ext_sync;
        /
        """,
        h=s.encode().hex().upper(),
        dom=c.domain,
    )
    return Out(
        pick(
            rng,
            "db/packages/ext_sync.pkb",
            "plsql/ext_sync_body.sql",
            f"schema/{c.short}/ext_sync.pkb",
        ),
        text,
        s,
    )


@fmt(
    F,
    "emacs_lisp_setq_base64_decode_string",
    decode=_one(r'base64-decode-string "([A-Za-z0-9+/=]+)"', _b64),
)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 40)
    text = fill(
        """
        ;;; init-jira.el --- org-jira setup -*- lexical-binding: t -*-
        (use-package org-jira
          :ensure t
          :config
          (setq jiralib-url "https://jira.<<dom>>")
          (setq jiralib-token
                (cons "Authorization"
                      (concat "Bearer " (base64-decode-string "<<b>>")))))
        (provide 'init-jira)
        """,
        dom=c.domain,
        b=base64.b64encode(s.encode()).decode(),
    )
    return Out(
        pick(
            rng,
            ".emacs.d/lisp/init-jira.el",
            "emacs/init-jira.el",
            f"dotfiles/{c.user}/init-jira.el",
        ),
        text,
        s,
    )


@fmt(
    F,
    "shell_echo_tr_rot13_command_substitution",
    decode=_one(r"echo '([^']+)' \| tr 'A-Za-z' 'N-ZA-Mn-za-m'", _rot13),
)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 14, 20, sym="", nsym=0)
    enc = codecs.encode(s, "rot13")
    text = fill(
        """
        #!/bin/sh
        # not in plain text, so it does not show up in grep
        DB_PASS=$(echo '<<e>>' | tr 'A-Za-z' 'N-ZA-Mn-za-m')
        export PGPASSWORD="$DB_PASS"
        pg_dump -h <<host>> -U backup -Fc inventory > /srv/backup/inventory-$(date +%F).dump
        """,
        e=enc,
        host=c.host("pg"),
    )
    return Out(
        pick(rng, "bin/backup-inventory.sh", "cron/pg_backup.sh", f"ops/{c.short}-dump.sh"), text, s
    )
