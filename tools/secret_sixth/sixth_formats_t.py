"""Formats whose needle is a decoded value: literals decoded at run time (ENCODED_FORMATS)."""

from __future__ import annotations

import base64
import random
import re

from sixth_corpus import (
    Ctx,
    Out,
    an,
    fill,
    fmt,
    pick,
    pw,
    words_pw,
)

ENC = "runtime_decoded_literals"
SAFE = "!#%*+-.:=?@^_~"


def _secret(rng: random.Random) -> str:
    return pick(rng, pw(rng, sym=SAFE, n=rng.randint(12, 20)), an(rng, 32), words_pw(rng))


def _one(pattern: str, content: bytes, flags: int = 0) -> str:
    m = re.search(pattern, content.decode("utf-8"), flags)
    if not m:
        raise ValueError(f"no match for {pattern}")
    return m.group(1)


def _dec_erlang(content: bytes) -> bytes:
    return bytes(int(x) for x in _one(r"<<([\d,\s]+)>>", content).split(","))


@fmt(ENC, "erlang_binary_decimal_bytes_define", decode=_dec_erlang)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _secret(rng)
    lit = ",".join(str(b) for b in s.encode())
    text = fill(
        """
        -module(<<mod>>_amqp).
        -export([connect/0]).

        -include_lib("amqp_client/include/amqp_client.hrl").

        -define(AMQP_PASS, <<<<lit>>>>).

        connect() ->
            Params = #amqp_params_network{host = "<<host>>",
                                          username = <<"<<mod>>_svc">>,
                                          password = ?AMQP_PASS,
                                          virtual_host = <<"/<<mod>>">>},
            amqp_connection:start(Params).
        """,
        mod=c.slug,
        lit=lit,
        host=c.host("mq"),
    )
    return Out(
        pick(
            rng,
            f"src/{c.slug}_amqp.erl",
            f"apps/{c.slug}/src/{c.slug}_amqp.erl",
            "src/amqp_conn.erl",
        ),
        text,
        s,
    )


def _dec_ocaml(content: bytes) -> bytes:
    lit = _one(r'let db_password = "((?:\\\d{3})+)"', content)
    return bytes(int(x) for x in re.findall(r"\\(\d{3})", lit))


@fmt(ENC, "ocaml_decimal_escape_string_literal", decode=_dec_ocaml)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _secret(rng)
    lit = "".join(f"\\{b:03d}" for b in s.encode())
    text = fill(
        """
        (* kept out of grep's way; see ops ticket *)
        let db_password = "<<lit>>"

        let uri =
          Uri.make ~scheme:"postgresql" ~userinfo:("<<slug>>:" ^ db_password)
            ~host:"<<host>>" ~path:"/<<slug>>" ()

        let () = Lwt_main.run (Db.connect uri >>= fun _ -> Lwt_io.printl "connected")
        """,
        lit=lit,
        slug=c.slug,
        host=c.host("db"),
    )
    return Out(pick(rng, "bin/main.ml", f"src/{c.slug}_db.ml", "lib/config.ml"), text, s)


def _dec_unhex(content: bytes) -> bytes:
    return bytes.fromhex(_one(r"UNHEX\('([0-9A-F]+)'\)", content))


@fmt(ENC, "mysql_unhex_literal_settings_insert", decode=_dec_unhex)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _secret(rng)
    text = fill(
        """
        -- mail relay credentials for the notifier
        INSERT INTO app_settings (name, value, updated_at) VALUES
          ('smtp_host', 'smtp.<<dom>>', NOW()),
          ('smtp_user', 'notifier@<<dom>>', NOW()),
          ('smtp_password', CAST(UNHEX('<<hx>>') AS CHAR), NOW());
        """,
        dom=c.domain,
        hx=s.encode().hex().upper(),
    )
    return Out(
        pick(rng, "db/seed/settings.sql", f"sql/{c.slug}_settings.sql", "deploy/seed_mail.sql"),
        text,
        s,
    )


def _dec_pg_b64(content: bytes) -> bytes:
    return base64.b64decode(_one(r"decode\('([A-Za-z0-9+/=]+)', 'base64'\)", content))


@fmt(ENC, "postgres_convert_from_decode_base64", decode=_dec_pg_b64)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _secret(rng)
    text = fill(
        """
        -- register the warehouse API in the integrations table
        INSERT INTO integrations (name, base_url, api_secret)
        VALUES (
          'warehouse',
          'https://wms.<<dom>>/api',
          convert_from(decode('<<b>>', 'base64'), 'UTF8')
        )
        ON CONFLICT (name) DO UPDATE SET api_secret = EXCLUDED.api_secret;
        """,
        dom=c.domain,
        b=base64.b64encode(s.encode()).decode(),
    )
    return Out(
        pick(
            rng,
            "db/migrations/0042_warehouse.sql",
            f"sql/{c.slug}/integrations.sql",
            "seed/warehouse.sql",
        ),
        text,
        s,
    )


def _dec_xxd(content: bytes) -> bytes:
    return bytes.fromhex(_one(r"echo '([0-9a-f]+)' \| xxd -r -p", content))


@fmt(ENC, "xxd_reverse_plain_hex_shell", decode=_dec_xxd)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _secret(rng)
    text = fill(
        """
        #!/bin/sh
        # nightly export to the partner's SFTP
        PASS=$(echo '<<hx>>' | xxd -r -p)
        export SSHPASS="$PASS"
        sshpass -e sftp -oBatchMode=no -b - <<user>>@<<host>> <<'EOF'
        put /var/exports/orders-$(date +%F).csv upload/
        EOF
        """,
        hx=s.encode().hex(),
        user=f"{c.slug}_exp",
        host=c.host("sftp"),
    )
    return Out(
        pick(rng, "cron/export_orders.sh", "bin/partner-sftp.sh", f"{c.slug}/sftp_export.sh"),
        text,
        s,
    )


def _dec_rawtochar(content: bytes) -> bytes:
    return bytes(
        int(x, 16)
        for x in re.findall(r"0x([0-9a-f]{2})", _one(r"as\.raw\(c\(([^)]*)\)\)", content))
    )


@fmt(ENC, "r_rawtochar_as_raw_hex_vector", decode=_dec_rawtochar)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _secret(rng)
    vec = ", ".join(f"0x{b:02x}" for b in s.encode())
    text = fill(
        """
        library(DBI)

        pwd <- rawToChar(as.raw(c(<<vec>>)))
        con <- dbConnect(odbc::odbc(), Driver = "ODBC Driver 18 for SQL Server",
                         Server = "<<host>>", Database = "Survey", UID = "r_reader", PWD = pwd)
        responses <- dbGetQuery(con, "SELECT * FROM responses WHERE wave = 3")
        """,
        vec=vec,
        host=c.host("sql"),
    )
    return Out(pick(rng, "R/connect.R", "analysis/00_db.R", f"{c.slug}/load_survey.R"), text, s)


def _dec_matlab(content: bytes) -> bytes:
    return bytes(int(x) for x in _one(r"char\(\[([\d ]+)\]\)", content).split())


@fmt(ENC, "matlab_char_double_array", decode=_dec_matlab)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _secret(rng)
    arr = " ".join(str(b) for b in s.encode())
    text = fill(
        """
        % fetch_station_data.m - pulls the last 24 h from the logger gateway
        user = 'matlab_ro';
        pass = char([<<arr>>]);
        opts = weboptions('Username', user, 'Password', pass, 'Timeout', 30);
        data = webread('https://loggers.<<dom>>/api/stations/<<st>>/last24h', opts);
        plot(datetime(data.time), data.temp_c);
        """,
        arr=arr,
        dom=c.domain,
        st=rng.randint(100, 999),
    )
    return Out(
        pick(rng, "matlab/fetch_station_data.m", "fetch_station_data.m", f"{c.slug}/fetch_data.m"),
        text,
        s,
    )


def _dec_excel(content: bytes) -> bytes:
    cell = _one(r'"(=CHAR\(\d+\)(?:&CHAR\(\d+\))*)"', content)
    return bytes(int(x) for x in re.findall(r"CHAR\((\d+)\)", cell))


@fmt(ENC, "excel_csv_char_function_concat_formula", decode=_dec_excel)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pick(rng, pw(rng, sym="!#%*+-.:=?@^_~", n=rng.randint(10, 14)), words_pw(rng))
    formula = "&".join(f"CHAR({b})" for b in s.encode())
    text = fill(
        """
        Site,Device,IP,Admin user,Admin password
        <<site>>,<<dev>>,<<ip>>,admin,"=<<formula>>"
        """,
        site=pick(rng, "Depot North", "Plant 2", "HQ basement", "Shop 14"),
        dev=pick(rng, "UPS", "PLC gateway", "Camera NVR", "KVM"),
        ip=c.ip(),
        formula=formula,
    )
    return Out(
        pick(rng, "inventory/devices.csv", f"handover/{c.slug}-devices.csv", "it/site_devices.csv"),
        text,
        s,
    )


def _dec_ps_char(content: bytes) -> bytes:
    return bytes(int(x) for x in _one(r"-join \[char\[\]\]\(([\d,]+)\)", content).split(","))


@fmt(ENC, "powershell_char_array_join", decode=_dec_ps_char)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _secret(rng)
    codes = ",".join(str(b) for b in s.encode())
    text = fill(
        """
        # map the scanner share on login
        $u = '<<dom_short>>\\svc_scan'
        $p = -join [char[]](<<codes>>)
        $sec = ConvertTo-SecureString $p -AsPlainText -Force
        $cred = New-Object System.Management.Automation.PSCredential($u, $sec)
        New-PSDrive -Name S -PSProvider FileSystem -Root \\\\<<host>>\\scans `
            -Credential $cred -Persist
        """,
        dom_short=c.slug.upper()[:8],
        codes=codes,
        host=c.host("fs"),
    )
    return Out(
        pick(rng, "logon/map-scans.ps1", "scripts/Map-ScanShare.ps1", f"{c.slug}/gpo/map.ps1"),
        text,
        s,
    )


def _dec_cs_hex(content: bytes) -> bytes:
    return bytes.fromhex(_one(r'Convert\.FromHexString\("([0-9A-F]+)"\)', content))


@fmt(ENC, "csharp_convert_fromhexstring_getstring", decode=_dec_cs_hex)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _secret(rng)
    text = fill(
        """
        using System.Text;

        namespace <<ns>>.Infrastructure;

        internal static class LegacyGateway
        {
            // obfuscated so it does not show up in config dumps
            internal static readonly string ApiSecret =
                Encoding.UTF8.GetString(Convert.FromHexString("<<hx>>"));

            internal const string BaseUrl = "https://gateway.<<dom>>/v1/";
        }
        """,
        ns=c.slug.capitalize(),
        hx=s.encode().hex().upper(),
        dom=c.domain,
    )
    return Out(
        pick(
            rng,
            "src/Infrastructure/LegacyGateway.cs",
            f"{c.slug.capitalize()}.Api/LegacyGateway.cs",
            "Gateway/Secrets.cs",
        ),
        text,
        s,
    )


def _dec_groovy(content: bytes) -> bytes:
    return base64.b64decode(_one(r'"([A-Za-z0-9+/=]+)"\.decodeBase64\(\)', content))


@fmt(ENC, "groovy_string_decodebase64_call", decode=_dec_groovy)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _secret(rng)
    text = fill(
        """
        import groovy.json.JsonSlurper

        def token = new String("<<b>>".decodeBase64(), "UTF-8")
        def conn = new URL("https://inventory.<<dom>>/api/hosts").openConnection()
        conn.setRequestProperty("Authorization", "Token ${token}")
        def hosts = new JsonSlurper().parse(conn.inputStream)
        hosts.each { println "${it.name}\\t${it.ip}" }
        """,
        b=base64.b64encode(s.encode()).decode(),
        dom=c.domain,
    )
    return Out(
        pick(
            rng, "scripts/list_hosts.groovy", "vars/inventoryHosts.groovy", f"{c.slug}/hosts.groovy"
        ),
        text,
        s,
    )


def _dec_ruby_b64(content: bytes) -> bytes:
    return base64.b64decode(_one(r'Base64\.decode64\("([A-Za-z0-9+/=]+)"\)', content))


@fmt(ENC, "ruby_base64_decode64_constant", decode=_dec_ruby_b64)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _secret(rng)
    text = fill(
        """
        require "base64"

        module <<mod>>
          module Billing
            ENDPOINT = "https://billing.<<dom>>/api/v3".freeze
            API_SECRET = Base64.decode64("<<b>>").freeze

            def self.headers
              { "X-Api-Secret" => API_SECRET, "Accept" => "application/json" }
            end
          end
        end
        """,
        mod=c.slug.capitalize(),
        dom=c.domain,
        b=base64.b64encode(s.encode()).decode(),
    )
    return Out(
        pick(
            rng, "lib/billing.rb", f"app/lib/{c.slug}/billing.rb", "config/initializers/billing.rb"
        ),
        text,
        s,
    )
