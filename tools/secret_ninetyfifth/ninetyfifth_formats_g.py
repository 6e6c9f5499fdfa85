# ruff: noqa: E501
"""Family g: a hotel reservations centre in Nadi, Fiji (English, Fijian, Fiji Hindi)."""

from __future__ import annotations

import html

from ninetyfifth_spec import Fam, dec_html_after, with_chars

F = Fam(
    name="nadi_hotel_reservations_centre",
    key="nadires",
    orgs=("bulavakacentre", "wailoaresv", "denarauhub"),
    tld="com.fj",
    first=(
        ("Losana", "losana"),
        ("Ratu Josefa", "josefa"),
        ("Mereseini", "mereseini"),
        ("Salote", "salote"),
        ("Ravinesh", "ravinesh"),
        ("Shalini", "shalini"),
        ("Vilimone", "vilimone"),
        ("Anjali", "anjali"),
    ),
    last=(
        ("Naivalu", "naivalu"),
        ("Tuilagi", "tuilagi"),
        ("Prasad", "prasad"),
        ("Ratuvou", "ratuvou"),
        ("Kumar", "kumar"),
        ("Waqa", "waqa"),
    ),
    words=(
        "bula",
        "vinaka",
        "nadi",
        "denarau",
        "kava",
        "yaqona",
        "lovo",
        "drua",
        "vanua",
        "sigatoka",
        "masala",
        "roti",
        "dosti",
        "rugby",
        "mamanuca",
        "tabua",
    ),
    pets=("bruno", "blackie", "rocky", "sheru", "tiger", "ginger"),
    months=(
        "janueri",
        "feperueri",
        "maji",
        "epereli",
        "me",
        "june",
        "julai",
        "okosita",
        "seteba",
        "okotova",
        "noveba",
        "tiseba",
    ),
    walks=("qwerty", "1qaz2wsx", "asdf1234", "qwe123"),
    sites=("nadi", "namaka", "denarau", "lautoka"),
    cc="679",
)

F.reg(
    "opera_cloud_ohip_client_secret_properties",
    ("integrations/ohip/application.properties", "res-sync/<<site>>/ohip.properties"),
    """# Oracle Hospitality Integration Platform (OPERA Cloud) — availability sync
ohip.gateway=https://<<org>>-ohip.hospitality-api.ap-sydney-1.ocs.oraclecloud.com
ohip.app-key=<<uuid2>>
ohip.client-id=<<org>>_Client
ohip.client-secret=<<cred>>
ohip.hotel-ids=NAD01,DEN02,MAM03
ohip.poll-seconds=120
""",
    "b64u:32",
    syntax="",
    extra=lambda rng, s: {
        "uuid2": "-".join(
            ("".join(rng.choice("0123456789abcdef") for _ in range(k))) for k in (8, 4, 4, 4, 12)
        )
    },
)

F.reg(
    "fijian_viber_reply_only_password",
    ("Viber/Reservations Night Shift <<site>>.txt", "exports/viber_<<date>>.txt"),
    """[<<dmy>> <<time>>] <<fn>>: Bula vinaka! O cei e kila na password vou ni SiteMinder? E sega ni curu rawa
[<<dmy>> <<time>>] <<fn2>>: <<cred>>
[<<dmy>> <<time>>] <<fn>>: Vinaka vakalevu 🌺
""",
    "human",
    syntax="",
)

F.reg(
    "siteminder_channel_manager_yaml_password",
    ("res-sync/config/channels.yml", "deploy/<<site>>/siteminder.yaml"),
    """# Channel manager credentials used by the reservations centre rate loader
siteminder:
  endpoint: https://smtpi.siteminder.com/siteconnect/v1.0
  property_code: "<<orgu>>-<<site>>"
  username: "res_<<site>>"
  password: '<<cred>>'
  push_rates: true
booking_engine:
  currency: FJD
  default_board: BB
  min_stay_peak: 3
""",
    "human",
)


def _rates_html(rng, s):
    pw = s["cred"]
    return {"enc": html.escape(pw, quote=True)}


F.reg(
    "extranet_logins_html_table_entity_escaped",
    ("intranet/res/extranet_logins.html", "shared/<<site>>/ota_accounts.htm"),
    """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>OTA extranet logins – <<orgc>></title></head>
<body>
<h2>Extranet accounts (reservations supervisors only)</h2>
<table border="1">
  <tr><th>Channel</th><th>Property</th><th>Login</th><th>Password</th></tr>
  <tr><td>Booking.com</td><td><<site>></td><td>res.<<site>>@<<dom>></td><td class="pw"><<enc>></td></tr>
  <tr><td>Expedia Partner Central</td><td><<site>></td><td><<user>></td><td>(2FA – ask <<fa>>)</td></tr>
</table>
<p>Updated <<dmy>> by <<fn>> <<ln>></p>
</body>
</html>
""",
    lambda rng: with_chars(rng, F.human(rng, safe=True), "&<>", 2),
    syntax="",
    extra=_rates_html,
    decode=dec_html_after(r'<td class="pw">([^<]+)</td>'),
)

F.reg(
    "yealink_3cx_provisioning_cfg",
    ("3cxprovisioning/<<mac>>.cfg", "tftpboot/<<mac>>.cfg"),
    """#!version:1.0.0.1
## Yealink T46U — reservations desk <<ext>> (provisioned by 3CX)
account.1.enable = 1
account.1.label = Res <<ext>>
account.1.display_name = <<fa>> <<la>>
account.1.auth_name = <<ext>>
account.1.user_name = <<ext>>
account.1.password = <<cred>>
account.1.sip_server.1.address = <<host>>
account.1.sip_server.1.port = 5060
static.auto_provision.server.url = http://<<ip>>:5000/provisioning/
lang.gui = English
local_time.time_zone = +12
local_time.time_zone_name = Fiji
""",
    "pw_bare",
    syntax="",
    extra=lambda rng, s: {
        "mac": "805ec0" + "".join(rng.choice("0123456789abcdef") for _ in range(6))
    },
)

F.reg(
    "windcave_pxpay_key_php_deposit",
    ("booking/includes/pxpay_config.php", "web/<<site>>/deposit/pxpay.php"),
    """<?php
// Windcave PxPay 2.0 — 30% deposit for direct bookings (FJD)
define('PXPAY_URL', 'https://sec.windcave.com/pxaccess/pxpay.aspx');
define('PXPAY_USERID', '<<orgc>>_Rest');
define('PXPAY_KEY', '<<cred>>');
define('PXPAY_CURRENCY', 'FJD');
define('PXPAY_RETURN', 'https://book.<<dom>>/deposit/return.php');
""",
    "p:windcave",
    syntax="",
)

F.reg(
    "fiji_hindi_whatsapp_paswad_pms",
    ("WhatsApp Chat with Res Team Lautoka.txt", "exports/wa_res_<<date>>.txt"),
    """<<dmy>>, <<h12>>:<<mi>> <<ampm>> - <<fn>>: Bhaiya, Opera ke login kaam nahi kare hai, lock hoe gaya
<<dmy>>, <<h12>>:<<mi>> <<ampm>> - <<fn2>>: Ruko, reset karta hu. naya paswad hai <<cred>>
<<dmy>>, <<h12>>:<<mi>> <<ampm>> - <<fn2>>: user wahi purana: <<user>>
<<dmy>>, <<h12>>:<<mi>> <<ampm>> - <<fn>>: dhanyavaad 🙏 ab chalat hai
""",
    "human",
)

F.reg(
    "unifi_hotspot_voucher_login_sh",
    ("scripts/make_vouchers.sh", "ops/<<site>>/unifi_vouchers.sh"),
    """#!/bin/bash
# Create guest Wi-Fi vouchers for walk-in bookings (UniFi Network controller)
CTRL="https://<<ip>>:8443"
COOKIE=/tmp/unifi_cookie
curl -sk -c "$COOKIE" -H 'Content-Type: application/json' \\
  --data '{"username":"resdesk","password":"<<cred>>"}' "$CTRL/api/login"
curl -sk -b "$COOKIE" -H 'Content-Type: application/json' \\
  --data '{"cmd":"create-voucher","n":10,"quota":1,"expire":1440,"note":"walk-in <<site>>"}' \\
  "$CTRL/api/s/default/cmd/hotspot"
""",
    "pw_sq",
    syntax="",
)
