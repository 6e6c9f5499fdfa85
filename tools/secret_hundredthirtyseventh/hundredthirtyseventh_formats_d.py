# ruff: noqa: E501
"""Family d: PAGCOR-licensed bingo halls in Luzon (Philippines): e-bingo terminals from a
private registry, PayMongo, Semaphore SMS to winners, MikroTik hotspots, the bingo server,
Messenger group exports, Taglish e-mails and the cashier logbook."""

from __future__ import annotations

import base64
import json

from hundredthirtyseventh_corpus import alnum, b64
from hundredthirtyseventh_spec import Fam, dec_b64_after, prov

F = Fam(
    name="luzon_bingo_hall_taglish",
    orgs=("luzonbola", "swerteplaza", "bolaville"),
    tld="com.ph",
    first=("Jerome", "Maricel", "Rodel", "Jhoanna", "Arnel", "Rowena", "Lovely", "Jayson"),
    last=("Dela Cruz", "Santos", "Reyes", "Bautista", "Villanueva", "Mendoza", "Manalo"),
    ufirst=("jerome", "maricel", "rodel", "jhoanna", "arnel", "rowena", "lovely", "jayson"),
    ulast=("delacruz", "santos", "reyes", "bautista", "villanueva", "mendoza", "manalo"),
    words=(
        "bola",
        "swerte",
        "pogi",
        "ganda",
        "mabuhay",
        "sampaguita",
        "jeepney",
        "adobo",
        "kalamansi",
        "pampanga",
        "barangay",
        "tambay",
        "halohalo",
        "blackout",
        "pinoy",
    ),
    cc="63",
    cities=("Angeles", "San Fernando", "Malolos", "Cabanatuan", "Tarlac"),
    pets=("bantay", "browny", "choco", "princess", "bogart", "whitey"),
    teams=("Ginebra", "SanMiguel", "Magnolia", "TNT", "Lakers", "Gilas"),
)


def _docker(s):
    return (
        json.dumps(
            {
                "auths": {
                    f"registry.{s['domain']}": {"auth": s["auth"]},
                    "https://index.docker.io/v1/": {},
                },
                "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
            },
            indent="\t",
        )
        + "\n"
    )


F.reg(
    "bingoph_ebingo_terminal_docker_config_auth",
    ("root/.docker/config.json", "terminals/<<org>>-eb<<n>>/docker/config.json"),
    _docker,
    "pw_alnum",
    extra=lambda rng, s: {"auth": base64.b64encode(f"deploy-eb:{s['cred']}".encode()).decode()},
    decode=dec_b64_after(r'"auth":\s*"', userpass=True),
)


def _messenger(s):
    t = 1_735_000_000_000 + s["n2"] * 86_400_000
    a, b = f"{s['first']} {s['last']}", s["first2"] + " Bautista"
    return (
        json.dumps(
            {
                "participants": [{"name": a}, {"name": b}, {"name": "Rowena Manalo"}],
                "messages": [
                    {
                        "sender_name": b,
                        "timestamp_ms": t + 240_000,
                        "content": "Noted po sir, salamat!",
                        "is_geoblocked_for_viewer": False,
                    },
                    {
                        "sender_name": a,
                        "timestamp_ms": t + 60_000,
                        "content": "Wag nyo po i-share sa labas ng group ha",
                        "is_geoblocked_for_viewer": False,
                    },
                    {
                        "sender_name": a,
                        "timestamp_ms": t,
                        "content": f"Eto po yung bagong password ng e-bingo admin console: {s['cred']}",
                        "is_geoblocked_for_viewer": False,
                    },
                ],
                "title": f"{s['orgc']} Cashier & Floor",
                "is_still_participant": True,
                "thread_path": f"inbox/{s['org']}cashierfloor_{s['n2']}",
                "magic_words": [],
            },
            indent=2,
        )
        + "\n"
    )


F.reg(
    "bingoph_messenger_json_export_ebingo_admin",
    (
        "messages/inbox/<<org>>cashierfloor_<<n2>>/message_1.json",
        "fb_export/<<user>>/messages/inbox/cashier_<<n>>/message_1.json",
    ),
    _messenger,
    "human",
)


def _laravel(rng, s):
    return {
        "appkey": b64(rng, 32),
        "pk": "pk_live_" + alnum(rng, 24),
        "whsk": "whsk_" + alnum(rng, 24),
        "dbpw": prov(rng, "razorpay_secret"),
    }


F.reg(
    "bingoph_card_booking_paymongo_laravel_env",
    ("bingo-booking/.env", "www/<<org>>-cards/.env"),
    """APP_NAME="<<orgc>> Bingo Cards"
APP_ENV=production
APP_KEY=base64:<<appkey>>
APP_DEBUG=false
APP_URL=https://cards.<<domain>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=bingo_cards
DB_USERNAME=cards
DB_PASSWORD=<<dbpw>>

PAYMONGO_PUBLIC_KEY=<<pk>>
PAYMONGO_SECRET_KEY=<<cred>>
PAYMONGO_WEBHOOK_SIG=<<whsk>>
""",
    "p:paymongo_sk",
    syntax="",
    extra=_laravel,
)

F.reg(
    "bingoph_semaphore_winner_sms_php",
    ("bingo-server/notify_winner.php", "www/<<org>>/inc/sms_semaphore.php"),
    """<?php
// Nagpapadala ng SMS sa mga nanalo (jackpot / blackout)
function notify_winner(array $winner, float $amount): void
{
    $ch = curl_init();
    $parameters = array(
        'apikey' => '<<cred>>',
        'number' => $winner['mobile'],
        'message' => 'Congrats! Nanalo ka ng P' . number_format($amount) . ' sa <<orgc>> Bingo <<city>>. Claim sa cashier.',
        'sendername' => 'SEMAPHORE'
    );
    curl_setopt($ch, CURLOPT_URL, 'https://semaphore.co/api/v4/messages');
    curl_setopt($ch, CURLOPT_POST, 1);
    curl_setopt($ch, CURLOPT_POSTFIELDS, http_build_query($parameters));
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    curl_exec($ch);
    curl_close($ch);
}
""",
    "p:semaphore",
    syntax="",
)

F.reg(
    "bingoph_mikrotik_hotspot_user_export_rsc",
    ("network/mikrotik_<<org>>_<<ymd>>.rsc", "backup/router/<<org>>-hall<<n>>.rsc"),
    """# <<mdy>> 21:14:05 by RouterOS 6.49.10
# software id = 7HQK-2M4L
#
# model = RB951Ui-2HnD
# serial number = <<serial>>
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
/ip hotspot profile
add dns-name=wifi.<<domain>> hotspot-address=10.5.50.1 name=hsprof1
/ip hotspot
add address-pool=hs-pool-1 disabled=no interface=bridge-hall name=hotspot1 profile=hsprof1
/ip hotspot user
add name=admin-ebingo password=<<cred>> profile=default server=hotspot1
add limit-uptime=3h name=guest server=hotspot1
/system identity
set name=<<org>>-hall<<n>>
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "bingoph_taglish_email_pagcor_portal_login",
    ("mail/<<user>>/pagcor_portal_<<ymd>>.eml", "Outlook/<<org>>/Inbox/Login_PAGCOR_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: accounting@<<domain>>
Subject: Login sa PAGCOR e-portal (monthly GGR report)
Date: Mon, 3 Mar <<year>> 16:20:09 +0800
Content-Type: text/plain; charset=UTF-8

Hi Ma'am <<first2>>,

Eto po yung login natin sa PAGCOR portal para sa monthly GGR report ng e-bingo:

Username: <<user>>
Password: <<cred>>

Pakipalitan na lang po pagka-login, tapos pakisabi sakin yung bago.
Salamat po!

<<first>>
<<orgc>> Bingo - <<city>>
""",
    "human",
    syntax="",
)

F.reg(
    "bingoph_bingo_draw_server_settings_ini",
    ("C:/EBingo/server/settings.ini", "ebingo/<<org>>/settings_<<n>>.ini"),
    """[server]
name=<<orgc>> e-Bingo <<city>>
port=7001
max_terminals=120
ball_source=rng

[database]
driver=mysql
host=<<ip>>
name=ebingo
user=ebingo_srv
password=<<cred>>

[games]
pattern_set=standard,blackout,letter_x
card_price=20
""",
    "pw",
)

F.reg(
    "bingoph_cashier_logbook_gcash_business_ocr",
    ("scans/logbook_<<ymd>>_p<<n>>.txt", "ocr/<<org>>/cashier_logbook_<<n2>>.txt"),
    """CASHIER LOGBOOK   <<dmy>>
GCash for Business portal
  email: cashier@<<domain>>
  pw: <<cred>>
turnover 6pm  <<first>> -> <<first2>>   cash on hand P 48,250.00
""",
    "human",
    syntax="",
)
