# ruff: noqa: E501
"""Family l: shell-money makers of Langa Langa lagoon, Malaita (Solomon Islands): Pijin,
English."""

from __future__ import annotations

from fortysixth_spec import Fam, alnum, jdump, jwt, prov

F = Fam(
    "shellmoney_langalanga_malaita",
    orgs=("langasisia", "laulasishell", "aukibead", "malaitatafuliae"),
    tld="com.sb",
    first=(
        "John",
        "Mary",
        "Peter",
        "Rose",
        "Wilson",
        "Ellen",
        "Francis",
        "Grace",
        "Silas",
        "Judith",
    ),
    last=(
        "Ramofafia",
        "Kwaiga",
        "Maelalo",
        "Houenipwela",
        "Kausimae",
        "Fugui",
        "Wale",
        "Suidani",
        "Bosamata",
        "Taloikwai",
    ),
    words=(
        "tafuliae",
        "bakiha",
        "malaita",
        "auki",
        "laulasi",
        "langalanga",
        "kesa",
        "romu",
        "shell",
        "lagoon",
        "honiara",
        "bisi",
    ),
    cc="+677",
    pets=("blacky", "spot", "kili", "boss", "tiger"),
)

F.reg(
    "shellmoney_pijin_whatsapp_pasword_facebook_page",
    ("WhatsApp Chat with Langa Shell Wok.txt", "chats/<<first_a>>_shell_<<n>>.txt"),
    """<<date_sl>>, <<time>> - <<first>> <<last>>: Hao nao, iu save login long Facebook page blong mifala?
<<date_sl>>, <<time>> - Grace Wale: No save nao, pasword hem chenis
<<date_sl>>, <<time>> - <<first>> <<last>>: Niu pasword hem <<cred>>
<<date_sl>>, <<time>> - <<first>> <<last>>: imeil hem <<email>>
<<date_sl>>, <<time>> - Grace Wale: Tanggio tumas! Bae mi putim foto blong tafuliae distaem
""",
    "human",
    syntax="",
)

F.reg(
    "shellmoney_cooperative_xero_tokens_json",
    ("accounts/xero_token.json", "home/<<first_a>>/.config/<<org>>/xero-<<n>>.json"),
    lambda s: jdump(
        {
            "id_token": s["idt"],
            "access_token": s["idt"],
            "expires_in": 1800,
            "token_type": "Bearer",
            "refresh_token": s["cred"],
            "scope": "offline_access accounting.transactions openid profile",
            "expires_at": s["epoch"],
        }
    ),
    "hex:64",
    extra=lambda rng, s: {
        "idt": jwt(
            rng,
            {"iss": "https://identity.xero.com", "sub": s["id"], "exp": s["epoch"]},
            alg="RS256",
        )
    },
)

F.reg(
    "shellmoney_pijin_sms_bmobile_reply",
    ("sms/<<date>>_<<first_a>>.txt", "fon/sms-<<n>>.txt"),
    """<<phone>> <<date_sl>> <<time>>: Wanem nao pin blong wifi long stoa long Auki?
Mi <<date_sl>> <<time>>: <<cred>>
<<phone>> <<date_sl>> <<time>>: ok tanggio
""",
    "human_x",
    syntax="",
)

F.reg(
    "shellmoney_museum_email_password_english",
    ("mail/<<date>>_collection_db.eml", "Mail/museum-<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: curator@<<word>>museum.org.au
Subject: Re: shell money collection database
Date: Fri, <<n>> Jul <<year>> 08:55:19 +1100
Content-Type: text/plain; charset=utf-8

Hi,

Here is the login to the cooperative's catalogue of red (romu) and white (kesa)
shell money strings so you can check the loan pieces:

https://catalogue.<<dom>>
user: <<user>>
password: <<cred>>

Regards
<<first>>
""",
    "human",
    syntax="",
)


def _sb_jwt(rng, s):
    return jwt(
        rng,
        {
            "iss": "supabase",
            "ref": alnum(rng, 20).lower(),
            "role": "service_role",
            "iat": s["epoch"] - 10**7,
            "exp": s["epoch"] + 3 * 10**8,
        },
    )


F.reg(
    "shellmoney_inventory_flutter_supabase_service_role",
    ("lib/supabase_config.dart", "shell_inventory/lib/config/<<org>>_env.dart"),
    """// Inventory app for shell-money strings (fathoms) sold in Honiara and Auki
class SupabaseConfig {
  static const String url = 'https://<<hx>>abcd<<n>>.supabase.co';
  static const String serviceRoleKey =
      '<<cred>>';
}
""",
    _sb_jwt,
    syntax="",
)

F.reg(
    "shellmoney_photo_archive_boto3_py",
    ("scripts/upload_photos.py", "archive/<<first_a>>/s3_upload_<<n>>.py"),
    """import boto3

s3 = boto3.client(
    "s3",
    region_name="ap-southeast-2",
    aws_access_key_id="AKIA<<akid>>",
    aws_secret_access_key="<<cred>>",
)

for name in ["tafuliae_01.jpg", "bakiha_02.jpg"]:
    s3.upload_file(f"photos/{name}", "<<org>>-archive", f"shellmoney/{name}")
""",
    lambda rng, s: prov(rng, "aws_secret"),
    extra=lambda rng, s: {"akid": alnum(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")},
)

F.reg(
    "shellmoney_village_solar_victron_vrm_curl_sh",
    ("solar/check_battery.sh", "home/<<first_a>>/bin/vrm_<<n>>.sh"),
    """#!/bin/sh
# battery state of the village solar system (drill + polishing stones run on it)
SITE=<<n>>4417
curl -s -H "X-Authorization: Token <<cred>>" \\
  "https://vrmapi.victronenergy.com/v2/installations/$SITE/diagnostics?count=200" \\
  | jq '.records[] | select(.code=="bs") | .formattedValue'
""",
    "hex:64",
    syntax="",
)

F.reg(
    "shellmoney_laptop_ed25519_pem_key",
    ("keys/<<org>>_ed25519.pem", "home/<<first_a>>/keys/deploy-<<n>>.pem"),
    "<<cred>>\n",
    "ed25519",
    syntax="",
)
