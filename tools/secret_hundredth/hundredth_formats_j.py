# ruff: noqa: E501
"""Family j: an addiction-recovery programme in Cebu, the Philippines (Tagalog, Cebuano, English)."""

from __future__ import annotations

import json
import random
import re

from hundredth_spec import Fam, Slots, dec_basic, enc_b64

FAM = Fam(
    name="paggaling_sobriety_kapatiran",
    orgs=("bagongumaga",),
    tld="org.ph",
    first=(
        ("Jose Mari", "josemari"),
        ("Maricel", "maricel"),
        ("Rodel", "rodel"),
        ("Lorna", "lorna"),
        ("Jun-jun", "junjun"),
        ("Kristine", "kristine"),
        ("Arnel", "arnel"),
        ("Rowena", "rowena"),
        ("Dodong", "dodong"),
        ("Jessa", "jessa"),
    ),
    last=(
        ("Dela Cruz", "delacruz"),
        ("Reyes", "reyes"),
        ("Bautista", "bautista"),
        ("Villanueva", "villanueva"),
        ("Cabahug", "cabahug"),
        ("Alcantara", "alcantara"),
        ("Tan", "tan"),
        ("Maglasang", "maglasang"),
    ),
    words=(
        "bagongumaga",
        "pagasa",
        "kapatiran",
        "lechon",
        "sinulog",
        "pagbangon",
        "mabuhay",
        "salamat",
        "lakas",
        "magellan",
        "mactan",
        "dagat",
        "pamilya",
        "ginhawa",
        "tulay",
        "bangon",
    ),
    pets=("bantay", "brownie", "blacky", "whitey", "choco", "muning", "bruno", "princess"),
    cc="+63",
)
reg = FAM.reg


def _messenger(r: random.Random, s: Slots) -> str:
    base = int(s["epoch"]) * 1000
    msgs = [
        (s["first"], "Uy, yung password ng Zoom host account para sa Thursday group?"),
        (s["first2"], f"{s['cred']}"),
        (s["first2"], "wag mo i-post sa group chat ha, salamat"),
    ]
    return json.dumps(
        {
            "participants": [{"name": s["first"]}, {"name": s["first2"]}],
            "messages": [
                {
                    "sender_name": who,
                    "timestamp_ms": base - i * 45000,
                    "content": txt,
                    "is_geoblocked_for_viewer": False,
                }
                for i, (who, txt) in enumerate(reversed(msgs))
            ],
            "title": f"{s['first2']} {s['last2']}",
            "is_still_participant": True,
            "thread_path": f"inbox/{s['fa2']}{s['la2']}_{s['n']}",
        },
        indent=2,
        ensure_ascii=False,
    )


reg(
    "paggaling_messenger_json_zoom_host_password",
    (
        "messages/inbox/<<fa2>><<la2>>_<<n>>/message_1.json",
        "facebook-export/inbox/<<fa>>_<<k>>/message_1.json",
    ),
    _messenger,
    "human",
)


def _dec_hist(text: str) -> str:
    m = re.search(r"Authorization: Basic ([A-Za-z0-9+/=]+)", text)
    if not m:
        raise ValueError("no basic header")
    return dec_basic(m.group(1))


reg(
    "paggaling_curl_basic_auth_bash_history_base64",
    ("home/<<fa>>/.bash_history", "root/.bash_history.<<k>>"),
    """ssh admin@<<ip>>
sudo systemctl status civicrm-cron
curl -s -H "Authorization: Basic <<enc>>" "https://crm.<<dom>>/civicrm/ajax/api4/Contact/get" -d 'params={"limit":5}'
curl -s -H "Authorization: Basic <<enc>>" "https://crm.<<dom>>/civicrm/ajax/api4/Activity/get" -d 'params={"where":[["activity_type_id:name","=","Group Session"]]}'
exit
""",
    "pw_sq",
    syntax="",
    enc=lambda s: enc_b64(f"api_{s['org']}:{s['cred']}"),
    decode=_dec_hist,
)

reg(
    "paggaling_semaphore_sms_apikey_python",
    ("reminders/semaphore_<<k>>.py", "scripts/paalala_<<fa>>.py"),
    '''"""Paalala sa mga kasapi: session bukas (Semaphore SMS)."""
import requests

APIKEY = "<<cred>>"

def send(number: str, name: str) -> None:
    requests.post(
        "https://api.semaphore.co/api/v4/messages",
        data={
            "apikey": APIKEY,
            "number": number,
            "message": f"Hi {name}, paalala: group session bukas 6PM sa Bagong Umaga center. Kaya mo 'to!",
            "sendername": "BAGONGUMAGA",
        },
        timeout=20,
    )
''',
    "hex:32",
)

reg(
    "paggaling_paymongo_secret_key_node",
    ("donate-api/src/paymongo_<<k>>.js", "functions/<<fa>>/paymongo.js"),
    """// GCash / Maya donations through PayMongo links
const PAYMONGO_SECRET = "<<cred>>";
const auth = Buffer.from(PAYMONGO_SECRET + ":").toString("base64");

exports.createLink = async (amount) => {
  const res = await fetch("https://api.paymongo.com/v1/links", {
    method: "POST",
    headers: { Authorization: `Basic ${auth}`, "Content-Type": "application/json" },
    body: JSON.stringify({ data: { attributes: { amount: amount * 100, description: "Donasyon - Bagong Umaga" } } }),
  });
  return res.json();
};
""",
    "p:paymongo",
    syntax="",
)

reg(
    "paggaling_viber_copied_text_reply_only",
    ("viber/kopya_<<fa>>_<<d>><<mo>>.txt", "notes/viber_<<k>>.txt"),
    """[<<d>>/<<mo>>/<<y>> <<h12>>:<<mm>> <<ampm>>] <<first2>>: Te, unsa na password sa laptop sa counseling room?
[<<d>>/<<mo>>/<<y>> <<h12>>:<<mm>> <<ampm>>] <<first>>: <<cred>>
[<<d>>/<<mo>>/<<y>> <<h12>>:<<mm>> <<ampm>>] <<first2>>: salamat kaayo
""",
    "human_x",
    syntax="",
)

reg(
    "paggaling_philhealth_portal_tagalog_email",
    ("mail/philhealth_<<fa>>.eml", "Inbox/<<y>><<mo>><<d>>_eclaims_<<k>>.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<first>> <<last>> <<<email>>>
Subject: Login sa PhilHealth eClaims (residential treatment)
Date: <<d>> Jun <<y>> <<hh>>:<<mm>>:<<ss>> +0800
Content-Type: text/plain; charset="UTF-8"

Hi <<first>>,

Ikaw muna ang mag-file ng claims habang naka-leave ako. Eto ang account natin:

Username: HCI<<n>>
Password: <<cred>>

Paki-palitan pagkatapos ng audit sa katapusan. Salamat!

<<first2>>
""",
    "human",
    syntax="",
)

reg(
    "paggaling_openemr_sqlconf_php",
    ("openemr/sites/default/sqlconf.php", "www/openemr-<<k>>/sites/default/sqlconf.php"),
    """<?php
//  OpenEMR - patient records of the residential programme
global $disable_utf8_flag;
$disable_utf8_flag = false;

$host   = 'localhost';
$port   = '3306';
$login  = 'openemr';
$pass   = '<<cred>>';
$dbase  = 'openemr';
$db_encoding = 'utf8mb4';

$sqlconf = array();
global $sqlconf;
$sqlconf["host"] = $host;
$sqlconf["port"] = $port;
$sqlconf["login"] = $login;
$sqlconf["pass"] = $pass;
$sqlconf["dbase"] = $dbase;
$config = 1;
""",
    "pw_sq",
    syntax="",
)

reg(
    "paggaling_zoom_s2s_oauth_client_secret_yaml",
    ("group-sessions/zoom_<<k>>.yml", "config/zoom-<<fa>>.yaml"),
    """# Zoom server-to-server OAuth app: creates weekly NA/AA-style group meetings
zoom:
  account_id: "<<acc>>"
  client_id: "<<cid>>"
  client_secret: "<<cred>>"
meetings:
  - topic: "Thursday sharing circle"
    weekday: 4
    start: "18:00"
    timezone: Asia/Manila
""",
    "alnum:32",
    extra=lambda r, s: {
        "acc": "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
            for _ in range(22)
        ),
        "cid": "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(22)
        ),
    },
)
