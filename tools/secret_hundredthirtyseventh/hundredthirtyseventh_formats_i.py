# ruff: noqa: E501
"""Family i: a limited-payout-machine (LPM) route operator serving taverns in Gauteng
(South Africa): route collection tablets, the central monitoring VPN, PayFast and Yoco at
the site shops, Clickatell SMS, SMS backups in isiZulu, Afrikaans WhatsApp groups and the
provincial gambling board portal."""

from __future__ import annotations

import html

from hundredthirtyseventh_spec import Fam, prov

F = Fam(
    name="gauteng_lpm_tavern_route",
    orgs=("karooreels", "highveldlpm", "vaalroute"),
    tld="co.za",
    first=("Thabo", "Sipho", "Nomvula", "Johan", "Annelie", "Lerato", "Pieter", "Zanele"),
    last=("Dlamini", "Nkosi", "van der Merwe", "Botha", "Mokoena", "Khumalo", "Pretorius"),
    ufirst=("thabo", "sipho", "nomvula", "johan", "annelie", "lerato", "pieter", "zanele"),
    ulast=("dlamini", "nkosi", "vdmerwe", "botha", "mokoena", "khumalo", "pretorius"),
    words=(
        "braai",
        "lekker",
        "jozi",
        "soweto",
        "vaal",
        "ubuntu",
        "springbok",
        "bafana",
        "highveld",
        "amandla",
        "biltong",
        "potjie",
        "mzansi",
        "shosholoza",
    ),
    cc="27",
    cities=("Soweto", "Tembisa", "Vereeniging", "Benoni", "Pretoria West"),
    pets=("bobby", "rex", "tsotsi", "simba", "fluffy", "jakkals"),
    teams=("Chiefs", "Pirates", "Sundowns", "Bulls", "Lions", "Amakhosi"),
)

F.reg(
    "lpm_afrikaans_whatsapp_wagwoord_roete_tablet",
    ("WhatsApp Chat with Roete Span <<n>>.txt", "chats/<<org>>/whatsapp_roete_<<ymd>>.txt"),
    """<<dmy>>, 06:48 - <<first>> <<last>>: Môre manne, die roete-tablets se wagwoord is gister verander
<<dmy>>, 06:48 - <<first>> <<last>>: Nuwe wagwoord: <<cred>>
<<dmy>>, 06:50 - <<first2>>: Reg so 👍 ek laai vandag die Soweto tavernes
<<dmy>>, 06:51 - <<first>> <<last>>: Moenie dit op die tablet se agterkant skryf nie asseblief!
""",
    "human",
    syntax="",
)


def _payfast(rng, s):
    return {"mid": str(rng.randint(10000000, 19999999)), "mkey": prov(rng, "payfast_key")}


F.reg(
    "lpm_site_shop_payfast_passphrase_php",
    ("shop/includes/payfast_config.php", "www/<<org>>-shop/config/payfast_<<n>>.php"),
    """<?php
// PayFast settings - tavern site shop (airtime, vouchers)
define('PAYFAST_MERCHANT_ID', '<<mid>>');
define('PAYFAST_MERCHANT_KEY', '<<mkey>>');
define('PAYFAST_PASSPHRASE', '<<cred>>');
define('PAYFAST_HOST', 'www.payfast.co.za');
define('PAYFAST_RETURN_URL', 'https://shop.<<domain>>/paid');
""",
    "human_x",
    syntax="",
    extra=_payfast,
)

F.reg(
    "lpm_site_card_machines_yoco_secret_dotenv",
    ("yoco-sync/.env", "<<org>>-sites/reconcile/.env"),
    """# Yoco card machines at tavern sites - nightly reconciliation
YOCO_SECRET_KEY=<<cred>>
YOCO_WEBHOOK_URL=https://ops.<<domain>>/yoco/webhook
RECON_DB_URL=postgresql://recon@<<ip>>:5432/recon
SITES=<<city>>,Diepsloot,Katlehong
""",
    "p:yoco_sk",
    syntax="",
)

F.reg(
    "lpm_collection_alert_clickatell_python",
    ("route_ops/sms_alert.py", "<<org>>_ops/clickatell_<<n>>.py"),
    '''"""SMS the area manager when a machine's cash box passes the collection threshold."""
import requests

CLICKATELL_API_KEY = "<<cred>>"


def alert(to: str, site: str, machine: str, amount: float) -> None:
    requests.post(
        "https://platform.clickatell.com/messages",
        json={"content": f"{site}: LPM {machine} cash box R{amount:,.0f} - collect", "to": [to]},
        headers={"Authorization": CLICKATELL_API_KEY, "Accept": "application/json"},
        timeout=15,
    )
''',
    "p:clickatell",
)

F.reg(
    "lpm_route_collection_app_shared_prefs",
    (
        "data/data/za.co.<<org>>.route/shared_prefs/route_prefs.xml",
        "backup/tablet_<<n>>/shared_prefs/route_prefs.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="collector_id">C<<n2>></string>
    <string name="api_base">https://route.<<domain>>/api/</string>
    <string name="api_user">tablet<<n>></string>
    <string name="api_password"><<cred>></string>
    <boolean name="offline_mode" value="false" />
    <long name="last_sync" value="1741<<n2>>000000" />
</map>
""",
    "pw_xml",
)


def _smsbackup(s):
    body = html.escape(
        f"Sawubona {s['first2']}, iphasiwedi entsha yesistimu yokuqapha imishini ithi {s['cred']} . Ungayitsheli muntu.",
        quote=True,
    )
    body2 = html.escape("Ngiyabonga baba, ngiyitholile 👍", quote=True)
    return f"""<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<!--File Created By SMS Backup & Restore v10.20.002 on {s["dmy"]} 21:14:02-->
<?xml-stylesheet type="text/xsl" href="sms.xsl"?>
<smses count="2" backup_set="{s["uuid"]}" backup_date="1741{s["n2"]}112000" type="full">
  <sms protocol="0" address="+27 82 {s["n2"]} 4410" date="1741{s["n2"]}042000" type="1" subject="null" body="{body}" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="1741{s["n2"]}041000" sub_id="1" readable_date="{s["dmy"]} 20:02:11" contact_name="{s["first"]} {s["last"]}" />
  <sms protocol="0" address="+27 82 {s["n2"]} 4410" date="1741{s["n2"]}052000" type="2" subject="null" body="{body2}" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="{s["dmy"]} 20:05:40" contact_name="{s["first"]} {s["last"]}" />
</smses>
"""


F.reg(
    "lpm_isizulu_sms_backup_restore_iphasiwedi",
    ("SMSBackupRestore/sms-<<ymd>>211402.xml", "phone_backup/<<user>>/sms-<<ymd>>.xml"),
    _smsbackup,
    "human_x",
)

F.reg(
    "lpm_central_monitoring_strongswan_ipsec_secrets",
    ("etc/ipsec.secrets", "routers/<<org>>-site<<n>>/ipsec.secrets"),
    """# /etc/ipsec.secrets - site router to central monitoring system (CMS)
# site: <<city>> tavern <<n>>
%any <<ippub>> : PSK "<<cred>>"
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "lpm_english_email_gambling_board_eservices",
    (
        "mail/<<user>>/board_eservices_<<ymd>>.eml",
        "Outlook/<<org>>/Inbox/Board portal login <<n>>.eml",
    ),
    """From: <<first>> <<last>> <<<email>>>
To: compliance@<<domain>>
Subject: Board e-services login (monthly LPM returns)
Date: Mon, 10 Mar <<year>> 08:15:37 +0200
Content-Type: text/plain; charset=UTF-8

Hi <<first2>>,

Please submit the monthly site returns and the machine movement forms on the
provincial gambling board e-services portal while I am on leave:

Username: <<user>>.<<org>>
Password: <<cred>>

Site licences for <<city>> and Katlehong expire end of the month - please
upload the renewals too.

Thanks,
<<first>>
""",
    "human",
    syntax="",
)
