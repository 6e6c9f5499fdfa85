"""Retail / point-of-sale: uniCenta, OSPOS, Clover, Lightspeed, Loyverse, Toast, PrintNode,
Revel, Zettle."""

from __future__ import annotations

import json
import random

from seventh_corpus import (
    SYM_Q,
    Ctx,
    Out,
    an,
    b64,
    epoch,
    fill,
    fmt,
    hx,
    jwt,
    pick,
    pw,
    uid,
    words_pw,
)

FAM = "retail_pos_systems"


@fmt(FAM, "unicenta_opos_properties_db_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = words_pw(rng, "*@.") if rng.random() < 0.4 else pw(rng, 10, 16, "-_.@+*")
    text = fill(
        """
        #uniCenta oPOS. Touch Friendly Point Of Sale.
        #<<stamp>>
        db.driver=com.mysql.jdbc.Driver
        db.driverlib=/opt/unicentaopos/lib/mysql-connector-java-5.1.39.jar
        db.URL=jdbc\\:mysql\\://<<ip>>\\:3306/unicentaopos
        db.user=unicenta
        db.password=<<s>>
        db.engine=MySQL
        machine.hostname=TILL-<<till>>
        machine.printer=epson\\:serial,/dev/ttyUSB0
        machine.display=window
        machine.scale=Not defined
        user.language=en
        """,
        stamp=pick(rng, "Mon Mar 04 10:12:33 CET 2024", "Sat Nov 16 08:40:02 GMT 2024"),
        ip=c.ip(),
        s=s,
        till=f"{rng.randint(1, 12):02d}",
    )
    path = pick(
        rng,
        "unicentaopos.properties",
        f"tills/{c.slug}/unicentaopos.properties",
        "deploy/pos/unicentaopos.properties",
    )
    return Out(path, text, s)


@fmt(FAM, "ospos_ci4_database_php_default_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 10, 20, SYM_Q.replace("'", ""))
    text = fill(
        """
        <?php

        namespace Config;

        use CodeIgniter\\Database\\Config;

        class Database extends Config
        {
            public string $filesPath = APPPATH . 'Database' . DIRECTORY_SEPARATOR;
            public string $defaultGroup = 'default';

            public array $default = [
                'DSN'      => '',
                'hostname' => '<<host>>',
                'username' => 'ospos',
                'password' => '<<s>>',
                'database' => 'ospos_<<slug>>',
                'DBDriver' => 'MySQLi',
                'DBPrefix' => 'ospos_',
                'pConnect' => false,
                'DBDebug'  => false,
                'charset'  => 'utf8mb4',
                'DBCollat' => 'utf8mb4_general_ci',
                'port'     => 3306,
            ];
        }
        """,
        host=c.host("mysql", "db"),
        s=s,
        slug=c.slug,
    )
    path = pick(rng, "app/Config/Database.php", "ospos/app/Config/Database.php", "Database.php")
    return Out(path, text, s)


@fmt(FAM, "clover_rest_orders_bearer_uuid_python")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = uid(rng)
    text = fill(
        """
        import requests

        MERCHANT_ID = "<<mid>>"
        CLOVER_TOKEN = "<<tok>>"
        BASE = "https://api.clover.com/v3/merchants/" + MERCHANT_ID


        def daily_orders(start_ms: int, end_ms: int) -> list[dict]:
            r = requests.get(
                f"{BASE}/orders",
                headers={"Authorization": f"Bearer {CLOVER_TOKEN}"},
                params={"filter": [f"createdTime>={start_ms}", f"createdTime<{end_ms}"]},
                timeout=30,
            )
            r.raise_for_status()
            return r.json()["elements"]
        """,
        mid=an(rng, 13, "ABCDEFGHJKMNPQRSTVWXYZ0123456789"),
        tok=tok,
    )
    path = pick(
        rng, "pos_sync/clover.py", "scripts/clover_orders.py", f"{c.slug}_reports/clover.py"
    )
    return Out(path, text, tok)


@fmt(FAM, "lightspeed_retail_oauth_token_json_refresh_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = hx(rng, 40)
    data = {
        "access_token": hx(rng, 40),
        "expires_in": 1800,
        "token_type": "bearer",
        "scope": f"employee:all systemuserid:{rng.randint(100000, 999999)}",
        "refresh_token": tok,
        "account_id": rng.randint(100000, 399999),
        "obtained_at": epoch(rng),
    }
    path = pick(rng, ".lightspeed/token.json", "secrets/lightspeed.json", f"{c.slug}/ls_token.json")
    return Out(path, json.dumps(data, indent=2) + "\n", tok)


@fmt(FAM, "loyverse_receipts_fetch_bearer_node")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = hx(rng, 32)
    text = fill(
        """
        const LOYVERSE_TOKEN = '<<tok>>';

        export async function receiptsSince(createdAtMin) {
          const url = new URL('https://api.loyverse.com/v1.0/receipts');
          url.searchParams.set('created_at_min', createdAtMin);
          url.searchParams.set('limit', '250');
          const res = await fetch(url, {
            headers: { Authorization: `Bearer ${LOYVERSE_TOKEN}` },
          });
          if (!res.ok) throw new Error(`loyverse ${res.status}`);
          return (await res.json()).receipts;
        }
        """,
        tok=tok,
    )
    path = pick(rng, "src/loyverse.js", "lib/pos/loyverse.mjs", f"{c.slug}-dashboard/loyverse.js")
    return Out(path, text, tok)


@fmt(FAM, "toast_partner_integration_yml_client_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    sec = an(rng, 64, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    text = fill(
        """
        toast:
          hostname: https://ws-api.toasttab.com
          userAccessType: TOAST_MACHINE_CLIENT
          clientId: <<cid>>
          clientSecret: "<<sec>>"
          restaurantExternalIds:
            - <<r1>>
            - <<r2>>
        export:
          schedule: "*/15 * * * *"
          target: postgres://reporting@<<db>>/toast
        """,
        cid=an(rng, 32),
        sec=sec,
        r1=uid(rng),
        r2=uid(rng),
        db=c.host("pg"),
    )
    path = pick(rng, "config/toast.yml", "integrations/toast.yaml", f"{c.slug}-kitchen/toast.yml")
    return Out(path, text, sec)


@fmt(FAM, "printnode_api_key_curl_userpwd_php")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 43, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
    text = fill(
        """
        <?php
        // Sends receipt PDFs to the shop printers through PrintNode.
        const PRINTNODE_API_KEY = '<<key>>';

        function print_receipt(int $printerId, string $pdf): int
        {
            $job = [
                'printerId'   => $printerId,
                'title'       => 'Receipt',
                'contentType' => 'pdf_base64',
                'content'     => base64_encode($pdf),
                'source'      => '<<org>> web shop',
            ];
            $ch = curl_init('https://api.printnode.com/printjobs');
            curl_setopt($ch, CURLOPT_USERPWD, PRINTNODE_API_KEY . ':');
            curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($job));
            curl_setopt($ch, CURLOPT_HTTPHEADER, ['Content-Type: application/json']);
            curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
            return (int) curl_exec($ch);
        }
        """,
        key=key,
        org=c.org,
    )
    path = pick(rng, "includes/printnode.php", "src/Print/printnode.php", f"{c.slug}/print.php")
    return Out(path, text, key)


@fmt(FAM, "revel_api_authentication_header_key_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key, sec = hx(rng, 32), hx(rng, 64)
    text = fill(
        """
        #!/usr/bin/env bash
        # nightly pull of product sales from Revel for the <<slug>> stores
        set -euo pipefail
        REVEL_HOST="https://<<slug>>.revelup.com"
        AUTH="<<key>>:<<sec>>"
        curl -fsS "$REVEL_HOST/resources/OrderItem/?format=json&limit=500" \\
          -H "API-AUTHENTICATION: $AUTH" \\
          -o "exports/orderitems-$(date +%F).json"
        """,
        slug=c.slug,
        key=key,
        sec=sec,
    )
    path = pick(rng, "bin/revel_export.sh", "jobs/revel-pull.sh", f"{c.slug}-etl/revel.sh")
    return Out(path, text, sec)


@fmt(FAM, "zettle_api_key_assertion_jwt_token_request")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    now = epoch(rng)
    tok = jwt(
        rng,
        {
            "iss": "iZettle",
            "aud": "API",
            "sub": uid(rng),
            "scope": ["READ:PURCHASE", "READ:PRODUCT", "READ:FINANCE"],
            "client_id": uid(rng),
            "iat": now,
            "jti": b64(rng, 12, url=True, pad=False),
        },
        alg="RS256",
        sig=256,
    )
    cid = uid(rng)
    text = fill(
        """
        #!/bin/sh
        # exchange the Zettle API key for an access token (assertion grant)
        ZETTLE_CLIENT_ID=<<cid>>
        ZETTLE_API_KEY=<<tok>>

        curl -s https://oauth.zettle.com/token \\
          -d grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer \\
          -d client_id="$ZETTLE_CLIENT_ID" \\
          -d assertion="$ZETTLE_API_KEY" | jq -r .access_token > .zettle_access
        """,
        cid=cid,
        tok=tok,
    )
    path = pick(rng, "scripts/zettle_token.sh", "bin/zettle-auth", f"{c.slug}/zettle.sh")
    return Out(path, text, tok)
