# ruff: noqa: E501  (templates reproduce whole lines of the real files)
"""Family l10n_tms_platforms: translation management and machine translation services."""

from __future__ import annotations

import random

from ninth_corpus import Ctx, Out, an, fill, fmt, hx, pick, uid

F = "l10n_tms_platforms"
LOWER_DIG = "abcdefghijklmnopqrstuvwxyz0123456789"


@fmt(F, "smartling_cli_yml_user_identifier_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 20) + "-" + an(rng, 22) + "." + an(rng, 12)
    t = fill(
        """
        # smartling-cli config
        user_id: "<<uid>>"
        secret: "<<s>>"
        account_id: "<<acc>>"
        project_id: "<<pid>>"
        files:
          "locales/en/*.json":
            push:
              type: json
        """,
        s=s,
        uid=an(rng, 30, "abcdefghijklmnopqrstuvwxyz"),
        acc=an(rng, 8, LOWER_DIG),
        pid=an(rng, 9, LOWER_DIG),
    )
    return Out(
        pick(rng, "smartling.yml", "i18n/smartling.yml", f"{c.short}-web/smartling.yml"), t, s
    )


@fmt(F, "localazy_json_write_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = "a" + an(rng, 19, "0123456789") + "-" + an(rng, 40, LOWER_DIG)
    t = fill(
        """
        {
          "writeKey": "<<s>>",
          "upload": {
            "type": "json",
            "files": "src/locales/en.json"
          },
          "download": {
            "files": "src/locales/${lang}.json"
          }
        }
        """,
        s=s,
    )
    return Out(
        pick(rng, "localazy.json", "web/localazy.json", f"{c.short}-app/localazy.json"), t, s
    )


@fmt(F, "simplelocalize_yml_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 40, "0123456789abcdefABCDEF")
    t = fill(
        """
        apiKey: <<s>>
        uploadFormat: single-language-json
        uploadPath: ./public/locales/en/translation.json
        uploadLanguageKey: en
        downloadFormat: single-language-json
        downloadPath: ./public/locales/{lang}/translation.json
        """,
        s=s,
    )
    return Out(
        pick(
            rng,
            "simplelocalize.yml",
            "frontend/simplelocalize.yml",
            f"{c.short}/simplelocalize.yml",
        ),
        t,
        s,
    )


@fmt(F, "loco_localise_biz_makefile_export_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 32)
    t = fill(
        """
        LOCO_KEY := <<s>>
        LANGS := de fr es nl

        .PHONY: i18n
        i18n:
        <<TAB>>@for l in $(LANGS); do \\
        <<TAB>>  curl -sf "https://localise.biz/api/export/locale/$$l.json?key=$(LOCO_KEY)" \\
        <<TAB>>    -o src/i18n/$$l.json; \\
        <<TAB>>done
        """,
        s=s,
    )
    return Out(pick(rng, "Makefile", "i18n/Makefile", f"{c.short}-site/Makefile"), t, s)


@fmt(F, "onesky_ruby_client_api_secret_positional")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 32)
    t = fill(
        """
        require 'onesky'

        client = Onesky::Client.new('<<k>>', '<<s>>')
        project = client.project(<<pid>>)
        File.write('config/locales/ja.yml', project.export_translation(source_file_name: 'en.yml', locale: 'ja'))
        """,
        s=s,
        k=an(rng, 32),
        pid=rng.randint(10000, 999999),
    )
    return Out(
        pick(rng, "lib/tasks/onesky_pull.rb", "script/onesky.rb", f"{c.short}/i18n/pull.rb"), t, s
    )


@fmt(F, "smartcat_requests_basic_auth_account_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = "2_" + an(rng, 25)
    t = fill(
        """
        import requests

        ACCOUNT_ID = "<<acc>>"
        API_KEY = "<<s>>"

        r = requests.get(
            "https://smartcat.com/api/integration/v1/project/list",
            auth=(ACCOUNT_ID, API_KEY),
            timeout=30,
        )
        for project in r.json():
            print(project["id"], project["name"], project["status"])
        """,
        s=s,
        acc=uid(rng),
    )
    return Out(
        pick(rng, "tools/smartcat_projects.py", "l10n/smartcat.py", f"{c.short}/smartcat_list.py"),
        t,
        s,
    )


@fmt(F, "modernmt_python_client_license_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = (
        hx(rng, 8, upper=True)
        + "-"
        + hx(rng, 4, upper=True)
        + "-"
        + hx(rng, 4, upper=True)
        + "-"
        + hx(rng, 4, upper=True)
        + "-"
        + hx(rng, 12, upper=True)
    )
    t = fill(
        """
        from modernmt import ModernMT

        mmt = ModernMT("<<s>>", platform="<<plat>>", platform_version="1.4")
        translation = mmt.translate("en", "it", "Your order has shipped")
        print(translation.translation)
        """,
        s=s,
        plat=pick(rng, "helpdesk-bridge", c.short, "cms-plugin"),
    )
    return Out(pick(rng, "mt/modernmt_client.py", "translate.py", f"{c.short}/mt.py"), t, s)
