# ruff: noqa: E501
"""Family i: mutuba bark-cloth (lubugo) makers (Uganda): Luganda, English."""

from __future__ import annotations

import base64

from fortysixth_spec import Fam, enc_b64, find, hexs, jdump, jesc

F = Fam(
    "lubugo_mutuba_uganda",
    orgs=("barkmutuba", "nsangilubugo", "buddubark", "masakacloth"),
    tld="co.ug",
    first=(
        "Nakato",
        "Ssekandi",
        "Namugga",
        "Kato",
        "Nalubega",
        "Mukasa",
        "Babirye",
        "Ssempala",
        "Nansubuga",
        "Kizito",
    ),
    last=(
        "Mugisha",
        "Lubega",
        "Kiggundu",
        "Nsubuga",
        "Ssenyonga",
        "Nakawuki",
        "Kawooya",
        "Mutebi",
        "Nabirye",
        "Sserwadda",
    ),
    words=(
        "lubugo",
        "mutuba",
        "buddu",
        "kabaka",
        "masaka",
        "nkuni",
        "ekibbo",
        "omuti",
        "kampala",
        "ebbugo",
        "nsamba",
        "mpiima",
    ),
    cc="+256",
    pets=("simba", "kitty", "bosco", "jojo", "tiger"),
)

F.reg(
    "lubugo_luganda_whatsapp_ekigambo_kyekyama",
    ("WhatsApp Chat with Lubugo Group.txt", "chats/<<first_a>>_lubugo_<<n>>.txt"),
    """[<<date_sl>>, <<time>>:<<sec>>] <<first>> <<last>>: Oli otya ssebo, website ya lubugo enkola?
[<<date_sl>>, <<time>>:<<sec>>] Kizito Mutebi: Yee. Erinnya: <<user>>
[<<date_sl>>, <<time>>:<<sec>>] Kizito Mutebi: Ekigambo ky'ekyama: <<cred>>
[<<date_sl>>, <<time>>:<<sec>>] <<first>> <<last>>: Webale nnyo! Nja kuteekako ebifaananyi by'embugo empya
""",
    "human",
    syntax="",
)

F.reg(
    "lubugo_mtn_momo_collections_env",
    ("shop-api/.env", "<<org>>-payments/.env.live"),
    """# MTN Mobile Money Collections (Uganda)
MOMO_BASE_URL=https://proxy.momoapi.mtn.com
MOMO_TARGET_ENV=mtnuganda
MOMO_COLLECTION_PRIMARY_KEY=<<cred>>
MOMO_API_USER=<<id>>
MOMO_API_KEY=<<apikey>>
MOMO_CALLBACK_HOST=https://<<dom>>/momo/callback
""",
    "hex:32",
    syntax="",
    extra=lambda rng, s: {"apikey": hexs(rng, 32)},
)


def _efris(s):
    return jdump(
        {
            "tin": f"10{s['n']}4478{s['n']}",
            "deviceNo": f"TCS{s['hx'][:6]}",
            "endpoint": "https://efrisws.ura.go.ug/ws/taapp/getInformation",
            "privateKey": s["cred"],
            "keyAlias": s["org"],
        }
    )


F.reg(
    "lubugo_exports_efris_config_json_private_key",
    ("efris/config.json", "invoicing/<<org>>-efris-<<n>>.json"),
    _efris,
    "rsa8",
    needle=lambda v, s: jesc(v),
)

F.reg(
    "lubugo_english_email_password_exporter_portal",
    ("mail/<<date>>_export_portal.eml", "Documents/emails/export-<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Fwd: UEPB exporter portal access
Date: Mon, <<n>> Aug <<year>> 12:31:20 +0300
Content-Type: text/plain; charset=UTF-8

Hello,

For the bark cloth consignment to Berlin, please use our account on the export
portal to print the certificate of origin.

Login: <<user>>
Password: <<cred>>

Thank you,
<<first>> <<last>>
Masaka
""",
    "pw",
    syntax="",
)

F.reg(
    "lubugo_bark_harvest_kobo_r_script",
    ("analysis/harvest_survey.R", "kobo/<<first_a>>_pull_<<n>>.R"),
    """# Mutuba tree harvest survey (KoboToolbox) - bark stripping rounds per garden
library(httr)
library(jsonlite)

kobo_token <- "<<cred>>"
asset <- "a<<hx>>Kq<<n>>zP"

res <- GET(
  paste0("https://kf.kobotoolbox.org/api/v2/assets/", asset, "/data.json"),
  add_headers(Authorization = paste("Token", kobo_token))
)
harvest <- fromJSON(content(res, "text"))$results
table(harvest$garden_village)
""",
    "hex:40",
    syntax="",
)

F.reg(
    "lubugo_shop_pos_sqlcmd_bat",
    ("pos/nightly_backup.bat", "C/POS/<<org>>_backup_<<n>>.bat"),
    """@echo off
rem Nightly backup of the shop till (bark cloth, baskets)
set DST=D:\\backups\\pos_%date:~-4%%date:~3,2%%date:~0,2%.bak
sqlcmd -S .\\SQLEXPRESS -U sa -P <<cred>> -Q "BACKUP DATABASE [POS] TO DISK='%DST%' WITH INIT"
if errorlevel 1 echo backup failed >> D:\\backups\\log.txt
""",
    "pw_bare",
    syntax="",
)


def _k8s(s):
    return f"""apiVersion: v1
kind: Secret
metadata:
  name: lubugo-shop-db
  namespace: {s["org"]}
type: Opaque
data:
  DB_USER: {enc_b64("shop")}
  DB_PASSWORD: {enc_b64(s["cred"])}
  DB_HOST: {enc_b64(s["host"])}
"""


F.reg(
    "lubugo_shop_k8s_secret_data_base64",
    ("k8s/<<org>>/db-secret.yaml", "deploy/overlays/prod/secret-<<n>>.yaml"),
    _k8s,
    "pw",
    decode=lambda text: base64.b64decode(find(r"DB_PASSWORD: (\S+)", text)).decode(),
)

F.reg(
    "lubugo_workshop_notice_ocr_luganda",
    ("ocr/ekipande_<<n>>.txt", "scans/notice_<<date>>.txt"),
    """EKIFO KY'OKUKOLERA LUBUGO
Essaawa: 2 - 11

KOMPYUTA Y'OFIISI
Erinnya: ofiisi
Ekigambo ky'ekyama:
<<cred>>

Tokiwa muntu yenna!
""",
    "human_x",
    syntax="",
)
