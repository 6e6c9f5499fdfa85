# ruff: noqa: E501  (templates reproduce whole lines of the real files)
"""Family ecommerce_headless_platforms: headless and open-source commerce platforms."""

from __future__ import annotations

import base64
import json
import random
import re

from ninth_corpus import SYM_SQ, Ctx, Out, an, b64, fill, fmt, hx, pick, pw, words_pw

F = "ecommerce_headless_platforms"


def _dart_b64(text: str) -> str:
    pat = r"base64\.decode\('([A-Za-z0-9+/=]+)'\)"
    return "\n".join(base64.b64decode(m).decode() for m in re.findall(pat, text))


@fmt(F, "shopware_cli_project_yml_admin_api_client_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 56)
    t = fill(
        """
        url: https://<<h>>
        admin_api:
          client_id: SWIA<<cid>>
          client_secret: <<s>>
        dump:
          nodata:
            - cart
            - log_entry
        """,
        s=s,
        h=c.host("shop"),
        cid=an(rng, 22, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
    )
    return Out(
        pick(
            rng,
            ".shopware-project.yml",
            "shop/.shopware-project.yml",
            f"{c.short}-shop/.shopware-project.yml",
        ),
        t,
        s,
    )


@fmt(F, "commercetools_api_client_env_download")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 32, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
    proj = c.slug
    t = fill(
        """
        CTP_PROJECT_KEY=<<p>>
        CTP_CLIENT_SECRET=<<s>>
        CTP_CLIENT_ID=<<cid>>
        CTP_AUTH_URL=https://auth.europe-west1.gcp.commercetools.com
        CTP_API_URL=https://api.europe-west1.gcp.commercetools.com
        CTP_SCOPES=manage_project:<<p>>
        """,
        s=s,
        p=proj,
        cid=an(rng, 24, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-"),
    )
    return Out(
        pick(rng, "ctp-admin.env", "config/commercetools.env", f"{c.short}/ct-api-client.txt"),
        t,
        s,
        "",
    )


@fmt(F, "vendure_config_ts_superadmin_credentials")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_SQ)
    t = fill(
        """
        import { VendureConfig } from '@vendure/core';

        export const config: VendureConfig = {
            apiOptions: { port: 3000, adminApiPath: 'admin-api', shopApiPath: 'shop-api' },
            authOptions: {
                tokenMethod: ['bearer', 'cookie'],
                superadminCredentials: {
                    identifier: 'superadmin',
                    password: '<<s>>',
                },
            },
            dbConnectionOptions: { type: 'postgres', synchronize: false, host: '<<h>>', database: 'vendure' },
            paymentOptions: { paymentMethodHandlers: [] },
        };
        """,
        s=s,
        h=c.host("pg"),
    )
    return Out(
        pick(
            rng,
            "src/vendure-config.ts",
            "apps/server/src/vendure-config.ts",
            f"{c.short}/vendure-config.ts",
        ),
        t,
        s,
    )


@fmt(F, "sfcc_dw_json_webdav_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, n=rng.randint(20, 28), sym="!#%*-_=+")
    body = {
        "hostname": f"{an(rng, 4, 'abcdefghijklmnopqrstuvwxyz')}-00{rng.randint(1, 9)}.dx.commercecloud.salesforce.com",
        "username": c.email,
        "password": s,
        "code-version": pick(rng, "version1", "sprint42", "release_" + c.date.replace("-", "")),
    }
    return Out(
        pick(rng, "dw.json", "cartridges/dw.json", f"{c.short}-storefront/dw.json"),
        json.dumps(body, indent=4) + "\n",
        s,
    )


@fmt(F, "ecwid_flutter_dart_base64_decoded_secret_token", decode=_dart_b64)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = "secret_" + an(rng, 32)
    t = fill(
        """
        import 'dart:convert';

        class EcwidConfig {
          static const storeId = <<sid>>;
          static final secretToken = utf8.decode(base64.decode('<<enc>>'));
          static const apiBase = 'https://app.ecwid.com/api/v3';
        }
        """,
        sid=rng.randint(10000000, 99999999),
        enc=base64.b64encode(s.encode()).decode(),
    )
    return Out(
        pick(
            rng,
            "lib/config/ecwid_config.dart",
            "lib/ecwid.dart",
            f"{c.short}_app/lib/store_config.dart",
        ),
        t,
        s,
    )


@fmt(F, "sylius_admin_api_token_request_curl_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = words_pw(rng)
    t = fill(
        """
        #!/bin/sh
        TOKEN=$(curl -s -X POST https://<<h>>/api/v2/admin/administrators/token \\
          -H 'Content-Type: application/json' \\
          -d '{"email": "<<email>>", "password": "<<s>>"}' | jq -r .token)
        curl -s -H "Authorization: Bearer $TOKEN" https://<<h>>/api/v2/admin/orders?itemsPerPage=50
        """,
        s=s,
        h=c.host("shop"),
        email=c.email,
    )
    return Out(
        pick(rng, "bin/export-orders.sh", "scripts/sylius_orders.sh", f"{c.short}/orders.sh"), t, s
    )


@fmt(F, "medusa_admin_secret_api_key_fetch_basic")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = "sk_" + hx(rng, 64)
    t = fill(
        """
        const MEDUSA_URL = "https://<<h>>";
        const SECRET_KEY = "<<s>>";

        export async function listProducts() {
          const res = await fetch(`${MEDUSA_URL}/admin/products?limit=100`, {
            headers: { Authorization: `Basic ${btoa(`${SECRET_KEY}:`)}` },
          });
          return (await res.json()).products;
        }
        """,
        s=s,
        h=c.host("commerce"),
    )
    return Out(
        pick(rng, "scripts/sync-products.mjs", "src/lib/medusa-admin.ts", f"{c.short}/medusa.js"),
        t,
        s,
    )


_ = b64
