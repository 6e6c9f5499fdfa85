# ruff: noqa: E501, E101
"""Fifth corpus formats, part L: config_notations_misc, flags_l10n_provider_keys."""

from __future__ import annotations

import json
import random

from fifth_corpus import B64URL, DIG, LOW, SYM_URL, Ctx, Out, an, fill, fmt, hx, pick, pw

F_CN = "config_notations_misc"
F_FL = "flags_l10n_provider_keys"
SYM_DQ = "-_.+@%!*#=~^"
SYM_PLAIN = "-_.+@%*"


# --------------------------------------------------------------------------- config_notations_misc


@fmt(F_CN, "nestedtext_nt_password_entry")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_DQ)
    text = fill(
        """
        database:
            host: <<host>>
            port: 5432
            user: <<svc>>
            password: <<pw>>
        smtp:
            host: smtp.<<domain>>
            from: noreply@<<domain>>
        log level: info
        """,
        host=c.host("pg"),
        svc=c.svc,
        pw=secret,
        domain=c.domain,
    )
    return Out(
        pick(rng, "config/settings.nt", f"{c.svc}/settings.nt", "deploy/prod.nt"), text, secret
    )


@fmt(F_CN, "rspamd_ucl_worker_controller_enable_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.+@%!*#=~^")
    text = fill(
        """
        # local.d/worker-controller.inc
        enable_password = "<<pw>>";
        bind_socket = "localhost:11334";
        secure_ip = "<<net>>";
        static_dir = "${WWWDIR}";
        """,
        pw=secret,
        net=pick(rng, "10.0.0.0/8", "192.168.10.0/24", "127.0.0.1"),
    )
    return Out(
        pick(
            rng,
            "rspamd/local.d/worker-controller.inc",
            "etc/rspamd/local.d/worker-controller.inc",
            f"mail/{c.org}/worker-controller.inc",
        ),
        text,
        secret,
    )


@fmt(F_CN, "libconfig_cfg_group_password_setting")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_DQ)
    text = fill(
        """
        # sensord configuration (libconfig syntax)
        version = "1.4";

        application:
        {
          name = "sensord";
          listen = { host = "0.0.0.0"; port = 7400; };
          database:
          {
            driver = "mysql";
            host = "<<host>>";
            user = "sensord";
            password = "<<pw>>";
            pool_size = 8;
          };
          sampling = [ 10, 30, 60 ];
        };
        """,
        host=c.host("db"),
        pw=secret,
    )
    return Out(
        pick(rng, "etc/sensord.cfg", "conf/sensord.cfg", f"packaging/{c.org}/sensord.cfg"),
        text,
        secret,
    )


@fmt(F_CN, "xdg_autostart_desktop_entry_exec_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = an(rng, 40)
    text = fill(
        """
        [Desktop Entry]
        Type=Application
        Name=<<Org>> Agent
        Comment=Inventory and remote-support agent
        Exec=/opt/<<org>>-agent/agent --server https://mdm.<<domain>> --enroll-token=<<tok>> --tray
        Icon=/opt/<<org>>-agent/icon.png
        X-GNOME-Autostart-enabled=true
        NoDisplay=false
        """,
        Org=c.org.capitalize(),
        org=c.org,
        domain=c.domain,
        tok=token,
    )
    return Out(
        pick(
            rng,
            f".config/autostart/{c.org}-agent.desktop",
            f"image/skel/.config/autostart/{c.org}-agent.desktop",
            "etc/xdg/autostart/agent.desktop",
        ),
        text,
        token,
        "ini",
    )


@fmt(F_CN, "recutils_rec_record_password_field")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_DQ)
    text = fill(
        """
        %rec: Account
        %key: Id
        %type: Port int

        Id: nas-admin
        Host: nas.<<internal>>
        Port: 5001
        User: admin
        Password: <<pw>>

        Id: router
        Host: <<ip>>
        Port: 443
        User: admin
        Note: password in the safe, envelope 3
        """,
        internal=c.internal,
        pw=secret,
        ip=c.ip(),
    )
    return Out(
        pick(rng, "inventory/accounts.rec", "homelab/hosts.rec", f"notes/{c.user}/devices.rec"),
        text,
        secret,
    )


@fmt(F_CN, "kcl_schema_instance_password_attribute")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_DQ)
    text = fill(
        """
        schema Database:
            host: str
            port: int = 5432
            user: str
            password: str

        db = Database {
            host = "<<host>>"
            user = "<<svc>>"
            password = "<<pw>>"
        }
        """,
        host=c.host("pg"),
        svc=c.svc,
        pw=secret,
    )
    return Out(pick(rng, "config/main.k", f"kcl/{c.svc}/main.k", "manifests/db.k"), text, secret)


@fmt(F_CN, "wrangler_toml_vars_postal_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 24)
    text = fill(
        """
        name = "webhook-relay"
        main = "src/index.ts"
        compatibility_date = "2024-09-23"

        [vars]
        UPSTREAM_URL = "https://hooks.<<domain>>/ingest"
        POSTAL_SERVER = "https://postal.<<domain>>"
        POSTAL_API_KEY = "<<key>>"
        """,
        domain=c.domain,
        key=key,
    )
    return Out(
        pick(
            rng,
            "wrangler.toml",
            f"workers/{c.svc}/wrangler.toml",
            "edge/webhook-relay/wrangler.toml",
        ),
        text,
        key,
    )


@fmt(F_CN, "gitconfig_url_insteadof_codeberg_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = hx(rng, 40)
    text = fill(
        """
        [user]
        	name = <<full>>
        	email = <<email>>
        [url "https://<<user>>:<<tok>>@codeberg.org/"]
        	insteadOf = https://codeberg.org/
        [pull]
        	rebase = true
        [init]
        	defaultBranch = main
        """,
        full=c.full,
        email=c.email,
        user=c.user,
        tok=token,
    )
    return Out(
        pick(rng, ".gitconfig", "dotfiles/git/config", f"home/{c.user}/.gitconfig"), text, token
    )


@fmt(F_CN, "bazel_maven_install_repository_userinfo")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_URL)
    text = fill(
        """
        load("@rules_jvm_external//:defs.bzl", "maven_install")

        maven_install(
            artifacts = [
                "com.google.guava:guava:33.2.1-jre",
                "<<tld>>.<<org>>:contracts:1.8.0",
            ],
            repositories = [
                "https://repo1.maven.org/maven2",
                "https://deploy:<<pw>>@maven.<<domain>>/releases",
            ],
            fetch_sources = True,
        )
        """,
        tld=c.tld,
        org=c.org,
        pw=secret,
        domain=c.domain,
    )
    return Out(
        pick(rng, "WORKSPACE", "WORKSPACE.bazel", f"third_party/{c.org}/maven.bzl"), text, secret
    )


# --------------------------------------------------------------------------- flags_l10n_provider_keys


@fmt(F_FL, "flagsmith_server_side_environment_key_python")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "ser." + an(rng, 22)
    text = fill(
        """
        from flagsmith import Flagsmith

        flagsmith = Flagsmith(environment_key="<<key>>", api_url="https://flags.<<domain>>/api/v1/")


        def checkout_enabled(user_id: str) -> bool:
            flags = flagsmith.get_identity_flags(identifier=user_id)
            return flags.is_feature_enabled("new_checkout")
        """,
        key=key,
        domain=c.domain,
    )
    return Out(pick(rng, f"{c.svc}/flags.py", "app/feature_flags.py", "src/flags.py"), text, key)


@fmt(F_FL, "unleash_admin_token_curl_toggle_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = "*:*." + hx(rng, 64)
    feat = pick(rng, "new-checkout", "search-v2", "dark-mode", "bulk-export")
    text = fill(
        """
        #!/bin/sh
        # flip a feature toggle in production after the canary looks healthy
        set -e
        curl -fsS -X POST \\
          "https://unleash.<<domain>>/api/admin/projects/default/features/<<feat>>/environments/production/on" \\
          -H "Authorization: <<tok>>"
        """,
        domain=c.domain,
        feat=feat,
        tok=token,
    )
    return Out(
        pick(rng, "scripts/enable_flag.sh", f"ops/flags/{feat}.sh", "release/toggle-on.sh"),
        text,
        token,
    )


@fmt(F_FL, "configcat_sdk_key_go_new_client")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = f"configcat-sdk-1/{an(rng, 22, B64URL)}/{an(rng, 22, B64URL)}"
    text = fill(
        """
        package flags

        import (
        	"time"

        	configcat "github.com/configcat/go-sdk/v9"
        )

        var Client = configcat.NewCustomClient(configcat.Config{
        	SDKKey:       "<<key>>",
        	PollInterval: <<n>> * time.Second,
        })

        func Enabled(name string, userID string) bool {
        	return Client.GetBoolValue(name, false, &configcat.UserData{Identifier: userID})
        }
        """,
        key=key,
        n=str(rng.choice([30, 60, 120])),
    )
    return Out(
        pick(rng, "internal/flags/flags.go", f"{c.svc}/flags/client.go", "pkg/flags/configcat.go"),
        text,
        key,
    )


@fmt(F_FL, "growthbook_secret_admin_key_fetch_bearer")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "secret_admin_" + an(rng, 40)
    text = fill(
        """
        // sync feature definitions into the docs site at build time
        const GROWTHBOOK_KEY = "<<key>>";

        export async function loadFeatures() {
          const res = await fetch("https://api.growthbook.io/api/v1/features?limit=100", {
            headers: { Authorization: `Bearer ${GROWTHBOOK_KEY}` },
          });
          if (!res.ok) throw new Error(`growthbook ${res.status}`);
          return (await res.json()).features;
        }
        """,
        key=key,
    )
    return Out(
        pick(
            rng, "scripts/sync-features.mjs", "docs/lib/growthbook.ts", f"{c.svc}/build/features.js"
        ),
        text,
        key,
    )


@fmt(F_FL, "devcycle_server_sdk_key_node_initialize")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = (
        f"dvc_server_{hx(rng, 8)}_{hx(rng, 4)}_{hx(rng, 4)}_{hx(rng, 4)}_{hx(rng, 12)}_{hx(rng, 7)}"
    )
    text = fill(
        """
        const { initializeDevCycle } = require("@devcycle/nodejs-server-sdk");

        let client;

        async function flags() {
          if (!client) {
            client = await initializeDevCycle("<<key>>", { logLevel: "info" }).onClientInitialized();
          }
          return client;
        }

        module.exports = { flags };
        """,
        key=key,
    )
    return Out(pick(rng, "src/devcycle.js", f"{c.svc}/lib/flags.js", "server/flags.js"), text, key)


@fmt(F_FL, "split_io_factory_builder_sdk_key_java")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 36, LOW + DIG)
    text = fill(
        """
        package <<tld>>.<<org>>.flags;

        import io.split.client.SplitClient;
        import io.split.client.SplitClientConfig;
        import io.split.client.SplitFactoryBuilder;

        public final class Flags {
            private static final String SDK_KEY = "<<key>>";

            public static SplitClient create() throws Exception {
                SplitClientConfig config = SplitClientConfig.builder().setBlockUntilReadyTimeout(10000).build();
                return SplitFactoryBuilder.build(SDK_KEY, config).client();
            }
        }
        """,
        tld=c.tld,
        org=c.org,
        key=key,
    )
    return Out(
        pick(
            rng,
            "src/main/java/flags/Flags.java",
            f"{c.svc}/src/main/java/Flags.java",
            "flags/Flags.java",
        ),
        text,
        key,
    )


@fmt(F_FL, "optimizely_rest_personal_token_requests")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = "2:" + an(rng, 43, B64URL)
    text = fill(
        """
        import requests

        TOKEN = "<<tok>>"
        PROJECT_ID = <<pid>>

        resp = requests.get(
            f"https://api.optimizely.com/v2/experiments?project_id={PROJECT_ID}&per_page=100",
            headers={"Authorization": f"Bearer {TOKEN}"},
            timeout=30,
        )
        for exp in resp.json():
            print(exp["id"], exp["key"], exp["status"])
        """,
        tok=token,
        pid=str(rng.randint(10**10, 10**11)),
    )
    return Out(
        pick(
            rng,
            "scripts/list_experiments.py",
            "growth/optimizely_report.py",
            f"{c.user}/experiments.py",
        ),
        text,
        token,
    )


@fmt(F_FL, "weblate_wlc_ini_keys_section")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "wlu_" + an(rng, 40)
    url = pick(rng, "https://hosted.weblate.org/api/", f"https://translate.{c.domain}/api/")
    text = fill(
        """
        [weblate]
        url = <<url>>
        translation = <<org>>/<<comp>>

        [keys]
        <<url>> = <<key>>
        """,
        url=url,
        org=c.org,
        comp=pick(rng, "web", "android", "docs"),
        key=key,
    )
    return Out(pick(rng, ".weblate", "weblate.ini", f"i18n/{c.org}/.weblate"), text, key, "ini")


@fmt(F_FL, "tolgee_cli_tolgeerc_json_project_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "tgpak_" + an(rng, 32, LOW + "234567")
    doc = {
        "$schema": "https://docs.tolgee.io/cli-schema.json",
        "apiUrl": f"https://tolgee.{c.domain}",
        "projectId": rng.randint(1, 400),
        "apiKey": key,
        "format": "JSON_TOLGEE",
        "push": {"filesTemplate": "./locales/{languageTag}.json"},
    }
    return Out(
        pick(rng, ".tolgeerc.json", f"apps/{c.svc}/.tolgeerc.json", ".tolgeerc"),
        json.dumps(doc, indent=2) + "\n",
        key,
        "json",
    )


@fmt(F_FL, "poeditor_makefile_upload_api_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = hx(rng, 32)
    text = fill(
        """
        .PHONY: i18n-upload i18n-download

        i18n-upload:
        	curl -sS -X POST https://api.poeditor.com/v2/projects/upload \\
        	  -F api_token="<<tok>>" \\
        	  -F id="<<pid>>" \\
        	  -F updating="terms_translations" \\
        	  -F language="en" \\
        	  -F file=@locales/en.json

        i18n-download:
        	./scripts/poeditor_export.sh
        """,
        tok=token,
        pid=str(rng.randint(100000, 999999)),
    )
    return Out(pick(rng, "Makefile", "i18n.mk", f"frontend/{c.svc}/Makefile"), text, token)
