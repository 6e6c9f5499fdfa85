# ruff: noqa: E501
"""Family g: a livestock vet's mobile practice around Nakuru (Kenya, Swahili and English)."""

from __future__ import annotations

import json
import random

from eightyfirst_spec import FG as F
from eightyfirst_spec import Slots, alnum, hexs, prov, sms_xml, wa

F.reg(
    "mpesa_daraja_stk_push_env_consumer_secret",
    ("mobile-vet-<<org>>/.env", "srv/<<org>>/daraja.env"),
    """# M-Pesa Daraja - STK push for farm-visit invoices (Till <<id6>>)
MPESA_ENV=production
MPESA_CONSUMER_KEY=<<ckey>>
MPESA_CONSUMER_SECRET=<<cred>>
MPESA_SHORTCODE=<<id6>>
MPESA_PASSKEY=<<passkey>>
MPESA_CALLBACK_URL=https://<<dom>>/mpesa/callback
""",
    "p:daraja_secret",
    syntax="",
    extra=lambda rng, s: {"ckey": alnum(rng, 48), "passkey": prov(rng, "daraja_passkey")},
)

F.reg(
    "africastalking_vaccination_reminder_python",
    ("scripts/chanjo_reminder_<<org>>.py", "mobilevet/<<org>>/sms_reminders_<<yy>>.py"),
    '''"""Kumbusho la chanjo (FMD, LSD, anthrax) kwa wafugaji - SMS kupitia Africa's Talking."""

import africastalking

USERNAME = "<<org>>"
API_KEY = "<<cred>>"
SENDER = "DAKTARI"

africastalking.initialize(USERNAME, API_KEY)
sms = africastalking.SMS


def remind(phone: str, farmer: str, date: str) -> None:
    sms.send(f"Habari {farmer}, chanjo ya ng'ombe wako ni tarehe {date}. Daktari <<fn>>.", [phone], SENDER)
''',
    "p:africastalking",
)


def _odk(s: Slots) -> str:
    return json.dumps(
        {
            "general": {
                "server_url": f"https://odk.{s['dom']}/v1/key/{s['hex8']}/projects/{s['n']}",
                "username": s["login"],
                "password": s["cred"],
                "form_update_mode": "match_exactly",
                "autosend": "wifi_and_cellular",
            },
            "admin": {"admin_pw": ""},
            "project": {
                "name": "Ufuatiliaji wa Magonjwa ya Mifugo",
                "icon": "🐄",
                "color": "#2e7d32",
            },
        },
        ensure_ascii=False,
        indent=1,
    )


F.reg(
    "odk_collect_settings_json_disease_surveillance",
    ("odk/settings_<<login>>.json", "Download/collect_settings_<<org>>_<<n>>.json"),
    _odk,
    "pw_json",
)


def _wa_sw(s: Slots) -> str:
    msgs = [
        (
            s["fn"],
            f"Daktari, nimefika shamba la mzee {s['la2'].capitalize()}, ng'ombe {s['pet']} ana homa. Nenosiri la ezyVet ni gani? Siwezi kuingia kwenye tablet",
        ),
        (s["fn2"], f"Jina la mtumiaji {s['email']}"),
        (s["fn2"], f"Nenosiri: {s['cred']}"),
        (s["fn"], "Asante sana 🙏"),
    ]
    return wa(s, msgs, 2)


F.reg(
    "whatsapp_swahili_ezyvet_nenosiri",
    ("WhatsApp/WhatsApp Chat with Daktari <<fn2>>.txt", "backup/whatsapp_<<fa>>_<<date>>.txt"),
    _wa_sw,
    "human",
    syntax="",
)

F.reg(
    "kobotoolbox_api_token_r_script",
    ("analysis/kobo_mastitis_<<year>>.R", "R/<<org>>_kobo_pull.R"),
    """# Vuta data ya ziara za shamba kutoka KoboToolbox (mastitis, ndigana)
library(httr)
library(jsonlite)

kobo_token <- "<<cred>>"
asset <- "a<<hex8>>Zk<<id6>>"

res <- GET(
  paste0("https://kf.kobotoolbox.org/api/v2/assets/", asset, "/data/?format=json"),
  add_headers(Authorization = paste("Token", kobo_token))
)
ziara <- fromJSON(content(res, "text", encoding = "UTF-8"))$results
write.csv(ziara, "ziara_<<date>>.csv", row.names = FALSE)
""",
    "hex:40",
    syntax="",
)


def _sms_sw(s: Slots) -> str:
    return sms_xml(
        s,
        [
            (2, f"Habari {s['fn']}, tuma password ya router ya gari (Safaricom MiFi) tafadhali"),
            (1, str(s["cred"])),
            (2, "Sawa asante"),
        ],
    )


F.reg(
    "sms_backup_mifi_reply_only_value",
    ("SMSBackupRestore/sms-<<date>>.xml", "Documents/sms_<<fa>>_<<yy>><<mo>>.xml"),
    _sms_sw,
    "pw_alnum",
)

F.reg(
    "field_visit_app_shared_prefs_xml",
    (
        "data/data/ke.co.<<org>>.shambavisit/shared_prefs/auth.xml",
        "backup/<<org>>/shared_prefs/ke.co.<<org>>.shambavisit_preferences.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="server">https://api.<<dom>></string>
    <string name="username"><<login>></string>
    <string name="api_password"><<cred>></string>
    <boolean name="offline_mode" value="true" />
    <long name="last_sync" value="<<ms>>" />
    <string name="county">Nakuru</string>
</map>
""",
    "pw_xml",
)


def _etims(rng: random.Random, s: Slots) -> Slots:
    return {"pin": "P0" + alnum(rng, 8, "0123456789") + "X"}


F.reg(
    "kra_etims_vscu_application_properties",
    ("etims-vscu/application.properties", "opt/etims/<<org>>/application-<<yy>>.properties"),
    """# KRA eTIMS VSCU - invoices for drugs and farm visits
vscu.tin=<<pin>>
vscu.bhfId=00
vscu.dvcSrlNo=<<org>>-<<id6>>
vscu.cmcKey=<<cred>>
spring.datasource.url=jdbc:h2:file:./data/vscu
server.port=8088
""",
    lambda rng, s: hexs(rng, 64).upper(),
    syntax="",
    extra=_etims,
)
