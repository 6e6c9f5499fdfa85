"""Family mobile_baas_backends: mobile backend-as-a-service SDKs and servers."""

from __future__ import annotations

import random

from ninth_corpus import SYM_JSON, SYM_SQ, Ctx, Out, an, fill, fmt, hx, pick, pw, uid, words_pw

F = "mobile_baas_backends"


@fmt(F, "pocketbase_js_admins_auth_with_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_SQ)
    t = fill(
        """
        import PocketBase from 'pocketbase';

        const pb = new PocketBase('https://<<h>>');
        await pb.admins.authWithPassword('<<email>>', '<<s>>');

        const records = await pb.collection('<<coll>>').getFullList({ sort: '-created' });
        """,
        s=s,
        h=c.host("pb"),
        email=c.email,
        coll=pick(rng, "orders", "devices", "posts"),
    )
    return Out(
        pick(rng, "scripts/export.mjs", "migrate/pb-admin.js", f"{c.short}/pocketbase-sync.mjs"),
        t,
        s,
    )


@fmt(F, "backendless_android_init_app_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = uid(rng).upper()
    t = fill(
        """
        package com.<<pkg>>.app

        import android.app.Application
        import com.backendless.Backendless

        class App : Application() {
            override fun onCreate() {
                super.onCreate()
                Backendless.initApp(this, "<<appid>>", "<<s>>")
            }
        }
        """,
        s=s,
        pkg=c.short,
        appid=uid(rng).upper(),
    )
    return Out(
        pick(
            rng,
            f"app/src/main/java/com/{c.short}/app/App.kt",
            "app/src/main/kotlin/App.kt",
            "android/app/App.kt",
        ),
        t,
        s,
    )


@fmt(F, "kinvey_js_sdk_init_app_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 32)
    t = fill(
        """
        import * as Kinvey from 'kinvey-html5-sdk';

        Kinvey.init({
          appKey: 'kid_<<k>>',
          appSecret: '<<s>>',
          instanceId: '<<inst>>'
        });
        """,
        s=s,
        k=an(rng, 9, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        inst=pick(rng, "eu1-baas", "us2-baas", c.short),
    )
    return Out(
        pick(rng, "src/kinvey.js", "www/js/backend.js", f"{c.short}-app/src/kinvey.ts"), t, s
    )


@fmt(F, "couchbase_sync_gateway_json_database_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_JSON)
    t = fill(
        """
        {
          "bootstrap": { "use_tls_server": false },
          "logging": { "console": { "log_level": "info" } },
          "databases": {
            "<<db>>": {
              "server": "couchbases://<<h>>",
              "bucket": "<<db>>",
              "username": "sync_gateway",
              "password": "<<s>>",
              "enable_shared_bucket_access": true,
              "import_docs": true,
              "num_index_replicas": 0
            }
          }
        }
        """,
        s=s,
        db=pick(rng, "mobile", "inventory", c.short),
        h=c.host("cb"),
    )
    return Out(
        pick(rng, "sync-gateway-config.json", "sg/config.json", f"{c.short}/sync_gateway.json"),
        t,
        s,
    )


@fmt(F, "nhost_hasura_admin_secret_graphql_curl_header")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 32, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'-")
    s = s.replace("'", "*")
    t = fill(
        """
        #!/bin/sh
        curl -s https://<<sub>>.hasura.<<region>>.nhost.run/v1/graphql \\
          -H 'content-type: application/json' \\
          -H 'x-hasura-admin-secret: <<s>>' \\
          -d '{"query":"{ users(limit: 5, order_by: {createdAt: desc}) { id email } }"}'
        """,
        s=s,
        sub=an(rng, 20, "abcdefghijklmnopqrstuvwxyz"),
        region=pick(rng, "eu-central-1", "us-east-1", "ap-south-1"),
    )
    return Out(
        pick(rng, "scripts/latest-users.sh", "nhost/query.sh", f"{c.short}/gql-admin.sh"), t, s
    )


@fmt(F, "kuzzle_sdk_auth_login_local_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = words_pw(rng) if rng.random() < 0.5 else pw(rng, sym=SYM_SQ)
    t = fill(
        """
        const { Kuzzle, WebSocket } = require('kuzzle-sdk');

        const kuzzle = new Kuzzle(new WebSocket('<<h>>', { port: 7512, sslConnection: true }));

        (async () => {
          await kuzzle.connect();
          await kuzzle.auth.login('local', { username: '<<u>>', password: '<<s>>' });
          await kuzzle.document.create('<<idx>>', 'events', { at: Date.now() });
          kuzzle.disconnect();
        })();
        """,
        s=s,
        h=c.host("kuzzle"),
        u=pick(rng, "admin", c.user),
        idx=pick(rng, "iot", "fleet", c.short),
    )
    return Out(pick(rng, "ingest/push.js", "scripts/kuzzle-seed.js", f"{c.short}/kuzzle.js"), t, s)


@fmt(F, "atlas_app_services_realm_cli_login_private_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = uid(rng)
    t = fill(
        """
        #!/bin/bash
        set -euo pipefail
        npm install -g mongodb-realm-cli
        realm-cli login --api-key <<pub>> --private-key <<s>>
        realm-cli push --remote <<app>> --include-package-json --yes
        """,
        s=s,
        pub=an(rng, 8, "abcdefghijklmnopqrstuvwxyz"),
        app=f"{c.short}-app-{an(rng, 5, 'abcdefghijklmnopqrstuvwxyz')}",
    )
    return Out(
        pick(
            rng, "deploy/realm-push.sh", "ci/deploy_app_services.sh", f"{c.short}/realm-deploy.sh"
        ),
        t,
        s,
    )
