# ruff: noqa: E501
"""Family d: a domestic election-observer mission in Georgia (Georgian in Mkhedruli script,
English): an observer-reporting app export, RapidPro SMS for parallel vote tabulation, Viber,
OpenVPN to headquarters, Nextcloud, a results database and a regional handover note."""

from __future__ import annotations

import json
import random

from ninetysecond_spec import Fam, enc_json_u, pick

GE = Fam(
    name="damkvirvebeli_misia_sakartvelo",
    orgs=(
        ("archevnebisdamkv", "არჩევნების დამკვირვებელთა მისია"),
        ("samartlianiarchevnebi", "სამართლიანი არჩევნები – ქუთაისის ოფისი"),
        ("sazogadoebrivimonitoringi", "საზოგადოებრივი მონიტორინგის ცენტრი"),
        ("gamchvirvaloba", "გამჭვირვალობის ჯგუფი"),
    ),
    tld="ge",
    first=(
        ("ნინო", "nino"),
        ("გიორგი", "giorgi"),
        ("თამარ", "tamar"),
        ("ლევან", "levan"),
        ("მარიამ", "mariam"),
        ("დავით", "davit"),
        ("ანა", "ana"),
        ("ირაკლი", "irakli"),
        ("ეკა", "eka"),
        ("ზურაბ", "zurab"),
    ),
    last=(
        ("ბერიძე", "beridze"),
        ("კაპანაძე", "kapanadze"),
        ("გელაშვილი", "gelashvili"),
        ("მაისურაძე", "maisuradze"),
        ("ლომიძე", "lomidze"),
        ("ჯაფარიძე", "japaridze"),
        ("ხარაიშვილი", "kharaishvili"),
        ("ცერცვაძე", "tsertsvadze"),
    ),
    words=(
        "tbilisi",
        "sakartvelo",
        "gamarjoba",
        "khachapuri",
        "mtatsminda",
        "rustaveli",
        "archevnebi",
        "tavisupleba",
        "mshvidoba",
        "kazbegi",
        "mtkvari",
        "supra",
        "tamada",
        "vazi",
        "mzeo",
        "svaneti",
    ),
    pets=("murka", "bobik", "jeka", "lupa", "tsitsi", "barsi", "chito", "kusha"),
    cc="+995",
    places=("tbilisi", "kutaisi", "batumi", "rustavi", "zugdidi", "gori", "telavi", "poti"),
)

GE_SCRIPT_WORDS = (
    "თავისუფლება",
    "საქართველო",
    "თბილისი",
    "მზე",
    "ვაზი",
    "არჩევნები",
    "მშვიდობა",
    "ქუთაისი",
)


def _ge_script_pw(rng: random.Random) -> str:
    w = pick(rng, GE_SCRIPT_WORDS)
    return pick(
        rng,
        (
            f"{w}{rng.randint(1990, 2027)}!",
            f"{w}_{pick(rng, GE.pets)}{rng.randint(10, 99)}",
            f"{pick(rng, GE.first)[1].capitalize()}{w}{rng.randint(1, 99)}",
            f"{w}{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}#",
        ),
    )


def _ge_json_u(s: dict[str, object]) -> str:
    rows = []
    for i in range(3):
        rows.append(
            {
                "observer_id": f"OBS-{s['n']}{i}{s['d']:02d}",
                "full_name": f"{s['fn']} {s['ln']}" if i == 1 else f"{s['fn2']} {s['ln2']}",
                "precinct": f"{s['n']:02d}.{s['d']:02d}.{10 + i}",
                "district": str(s["town"]),
                "login": f"{s['login']}" if i == 1 else f"{s['fa2']}{i}",
                "paroli": "@@PW@@" if i == 1 else None,
                "status": "active",
            }
        )
    text = json.dumps(
        {"mission": s["orgname"], "exported": s["date"], "observers": rows},
        ensure_ascii=True,
        indent=2,
    )
    return text.replace('"@@PW@@"', '"' + enc_json_u(str(s["cred"])) + '"')


def _ge_decode(text: str) -> str:
    data = json.loads(text)
    return next(o["paroli"] for o in data["observers"] if o["paroli"])


GE.reg(
    "damkvirvebeli_observer_app_json_unicode_paroli",
    ("exports/observers_<<place>>_<<date>>.json", "app-backup/damkvirvebeli_<<n>>.json"),
    _ge_json_u,
    _ge_script_pw,
    decode=_ge_decode,
)


def _ge_viber(s: dict[str, object]) -> str:
    d = f"{s['d']:02d}.{s['mo']:02d}.{str(s['year'])[2:]}"
    return (
        f"{s['fn']} {s['ln']} [{d}, {s['time']}]\n"
        f"ტაბლეტი #{s['n']} ({s['town']}) ისევ ითხოვს პაროლს, ვერ ვხსნი 😕\n\n"
        f"{s['fn2']} {s['ln2']} [{d}, {s['time2']}]\n"
        f"პაროლი: {s['cred']}\n"
        f"არჩევნების დღემდე არ შეცვალო\n\n"
        f"{s['fn']} {s['ln']} [{d}, {s['time2']}]\n"
        f"მადლობა, გაიხსნა 👍\n"
    )


GE.reg(
    "damkvirvebeli_viber_copied_paroli_tablet",
    ("notes/viber_<<place>>_coordinators.txt", "Desktop/viber_copy_<<date>>.txt"),
    _ge_viber,
    "human",
    syntax="",
)

GE.reg(
    "damkvirvebeli_rapidpro_pvt_sms_env",
    ("pvt-sms/.env", "deploy/pvt_<<year>>/.env"),
    """# Parallel vote tabulation - observers text results from precincts
RAPIDPRO_HOST=https://rapidpro.<<dom>>
RAPIDPRO_API_TOKEN=<<cred>>
RAPIDPRO_FLOW_UUID=<<flow>>
PVT_DB_URL=postgresql://pvt@db.<<dom>>:5432/pvt_<<year>>
SMS_SHORTCODE=<<n>>77<<d>>
ALERT_EMAIL=<<email>>
""",
    "hex:40",
    syntax="",
    extra=lambda rng, s: s.update(
        flow="-".join(
            ("".join(rng.choice("0123456789abcdef") for _ in range(k))) for k in (8, 4, 4, 4, 12)
        )
    ),
)

GE.reg(
    "damkvirvebeli_openvpn_auth_user_pass_file",
    ("openvpn/<<place>>-hq.auth", "etc/openvpn/client/mission_<<n>>.pass"),
    "<<login>>\n<<cred>>\n",
    "pw_bare",
    syntax="",
)

GE.reg(
    "damkvirvebeli_nextcloud_config_php_dbpassword",
    ("var/www/nextcloud/config/config.php", "cloud/config/config.<<place>>.php"),
    """<?php
$CONFIG = array (
  'instanceid' => 'oc<<iid>>',
  'trusted_domains' =>
  array (
    0 => 'cloud.<<dom>>',
  ),
  'datadirectory' => '/srv/nextcloud-data',
  'dbtype' => 'pgsql',
  'version' => '29.0.4.1',
  'overwrite.cli.url' => 'https://cloud.<<dom>>',
  'dbname' => 'nextcloud',
  'dbhost' => 'localhost',
  'dbport' => '',
  'dbtableprefix' => 'oc_',
  'dbuser' => 'nc_<<place>>',
  'dbpassword' => '<<cred>>',
  'installed' => true,
  'default_language' => 'ka',
  'default_phone_region' => 'GE',
  'maintenance' => false,
);
""",
    "pw_sq",
    syntax="",
    extra=lambda rng, s: s.update(
        iid="".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(10))
    ),
)

GE.reg(
    "damkvirvebeli_georgian_email_paroli_portal",
    ("mail/<<fa>>/sent/<<ts>>.eml", "outlook_export/<<date>>_portal_access.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<ln2>> <<<email2>>>
Subject: =?UTF-8?B?4YOe4YOd4YOg4YOi4YOQ4YOa4YOY4YOhIOGDrOGDleGDk+GDneGDm+GDkA==?=
Date: <<date>> <<time>>:44 +0400
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

გამარჯობა <<fn2>>,

მოკლევადიანი დამკვირვებლების პორტალზე წვდომის მონაცემები (<<town>>, ოლქი №<<n>>):

მომხმარებელი: <<login>>
პაროლი: <<cred>>

გთხოვთ, არავის გაუზიაროთ.

პატივისცემით,
<<fn>> <<ln>>
<<orgname>>
""",
    "human",
    syntax="",
)

GE.reg(
    "damkvirvebeli_pvt_results_pgpass_line",
    ("home/<<fa>>/.pgpass", "analyst/<<place>>/.pgpass"),
    "# pvt results (read-write) - <<town>> regional office\ndb.<<dom>>:5432:pvt_<<year>>:pvt_<<place>>:<<cred>>\nlocalhost:5432:*:postgres:\n",
    "pw",
    syntax="",
)

GE.reg(
    "damkvirvebeli_regional_handover_note_md",
    ("wiki/regions/<<place>>/handover.md", "handover/<<place>>_<<date>>.md"),
    """# <<town>> – ოფისის გადაბარება / office handover (<<date>>)

გადასცა: <<fn>> <<ln>> → მიიღო: <<fn2>> <<ln2>>

## ტექნიკა / equipment
- 12 ტაბლეტი (Samsung Tab A8), დამტენები – კარადაში
- Starlink Mini + TP-Link router (ოთახი <<n>>)

## წვდომა / access
- Starlink Wi‑Fi: `Mission-<<town>>`
- Router admin (192.168.0.1): admin / <<cred>>
- ბეჭდვის ანგარიში – იხ. Bitwarden კოლექცია "<<town>>"

## კონტაქტები
- უსაფრთხოების კოორდინატორი: <<phone>>
""",
    "human",
    syntax="",
)
