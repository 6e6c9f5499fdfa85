# ruff: noqa: E501
"""Family b: a padala (money-transfer) agent in the Philippines: remittance-operator agent
portals, Xendit disbursements, PayMongo, Semaphore SMS, an agent POS app, Hikvision CCTV;
Tagalog / Cebuano chat and e-mail."""

from __future__ import annotations

import json
import random

from eightyseventh_spec import Fam, after, dec_qp, enc_qp, pick

F = Fam(
    name="padala_remittance_agent",
    orgs=("padalabahay", "suerteremit"),
    brands=("Padala sa Bahay Express", "Suerte Remit Center"),
    tld="com.ph",
    first=(
        ("Maricel", "maricel"),
        ("Jhun", "jhun"),
        ("Rowena", "rowena"),
        ("Arnel", "arnel"),
        ("Liezl", "liezl"),
        ("Dodong", "dodong"),
        ("Marites", "marites"),
        ("Bong", "bong"),
    ),
    last=(
        ("Dela Cruz", "delacruz"),
        ("Santos", "santos"),
        ("Bautista", "bautista"),
        ("Villanueva", "villanueva"),
        ("Mendoza", "mendoza"),
        ("Cabrera", "cabrera"),
    ),
    words=(
        "mahalkita",
        "sinigang",
        "adobo",
        "bayanihan",
        "sampaguita",
        "jeepney",
        "pasalubong",
        "halohalo",
        "bahaykubo",
        "tinola",
        "bagyo",
        "lechon",
    ),
    pets=("bantay", "chuchay", "brownie", "bruno", "tagpi", "mingming"),
    places=(
        ("Mandaue", "mandaue"),
        ("Tondo", "tondo"),
        ("Dasmariñas", "dasmarinas"),
        ("Lapu-Lapu", "lapulapu"),
        ("Tacloban", "tacloban"),
    ),
    cc="+63",
    mobile=("917", "918", "927", "939", "995"),
    nlocal=7,
)

F.reg(
    "padala_tagalog_viber_agent_portal_login",
    ("Viber/<<placea>>_branch_<<ymd>>.txt", "exports/viber_padala_<<fa>>_<<n3>>.txt"),
    """[ <<mdy>> <<time>> ] <<fn>> <<ln>>: Ate, ayaw mag-login ng agent portal, na-lock daw
[ <<mdy>> <<time>> ] <<fn2>> <<ln2>>: ni-reset ko na. user mo pa rin <<user>>
[ <<mdy>> <<time2>> ] <<fn2>> <<ln2>>: temporary pass: <<cred>>
[ <<mdy>> <<time2>> ] <<fn2>> <<ln2>>: palitan mo agad pag nakapasok ka na ha, may audit sa Biyernes
[ <<mdy>> <<time2>> ] <<fn>> <<ln>>: Sige po salamat! Pila na dito sa <<place>> 😅
""",
    cred="human",
)

F.reg(
    "padala_xendit_disbursement_node_env",
    ("padala-payout/.env", "srv/<<org>>-api/.env.production"),
    """NODE_ENV=production
PORT=<<port>>
# cash-pickup to e-wallet payouts (GCash / Maya) via Xendit
XENDIT_SECRET_KEY=<<cred>>
XENDIT_CALLBACK_TOKEN=<<cbtok>>
DATABASE_URL=mysql://padala:<<dbpw>>@<<ip>>:3306/padala_<<placea>>
BRANCH_CODE=<<placea>>-<<n2>>
""",
    cred="p:xendit",
    extra=lambda rng, s: {
        "cbtok": "".join(
            rng.choice("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789")
            for _ in range(48)
        ),
        "dbpw": "".join(rng.choice("abcdefghijkmnopqrstuvwxyz0123456789") for _ in range(16)),
    },
)

F.reg(
    "padala_semaphore_sms_php",
    ("htdocs/padala/notify_claim.php", "agent-tools/<<placea>>/sms_semaphore.php"),
    """<?php
// Text sa receiver kapag ready na ang padala (Semaphore SMS)
$ch = curl_init();
$params = [
    'apikey'     => '<<cred>>',
    'number'     => $_POST['receiver_mobile'] ?? '<<phone>>',
    'message'    => 'Ready na po ang padala ninyo sa <<brand>> <<place>>. Ref: ' . $_POST['ref'],
    'sendername' => '<<sender>>',
];
curl_setopt($ch, CURLOPT_URL, 'https://api.semaphore.co/api/v4/messages');
curl_setopt($ch, CURLOPT_POST, 1);
curl_setopt($ch, CURLOPT_POSTFIELDS, http_build_query($params));
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
echo curl_exec($ch);
curl_close($ch);
""",
    cred="p:semaphore",
    extra=lambda rng, s: {"sender": str(s["org"]).upper()[:11]},
)

F.reg(
    "padala_paymongo_laravel_services_config",
    ("config/services.php", "padala-web/<<placea>>/config/services.php"),
    """<?php

return [
    'paymongo' => [
        'public_key' => 'pk_live_<<pk>>',
        'secret_key' => '<<cred>>',
        'webhook_sig' => env('PAYMONGO_WEBHOOK_SIG'),
    ],
    'semaphore' => [
        'sender' => '<<org>>',
    ],
];
""",
    cred="p:paymongo",
    extra=lambda rng, s: {
        "pk": "".join(
            rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789")
            for _ in range(24)
        )
    },
)

F.reg(
    "padala_agent_pos_android_shared_prefs",
    (
        "data/data/ph.<<org>>.agentpos/shared_prefs/agent_session.xml",
        "backup/<<placea>>_tablet_<<n2>>/shared_prefs/agent_session.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="agent_code"><<placea>>-<<n4>></string>
    <string name="teller_user"><<user>></string>
    <string name="teller_password"><<cred>></string>
    <boolean name="remember_me" value="true" />
    <long name="last_sync" value="<<ts>>000" />
    <string name="branch_name"><<brand>> - <<place>></string>
</map>
""",
    cred="pw_xml",
)


def _messenger(s: dict) -> str:
    doc = {
        "participants": [{"name": f"{s['fn']} {s['ln']}"}, {"name": f"{s['fn2']} {s['ln2']}"}],
        "messages": [
            {
                "sender_name": f"{s['fn2']} {s['ln2']}",
                "timestamp_ms": int(s["ts"]) * 1000 + 9000,
                "content": s["cred"],
            },
            {
                "sender_name": f"{s['fn']} {s['ln']}",
                "timestamp_ms": int(s["ts"]) * 1000,
                "content": "Te, ano ulit pass ng wifi ng branch? yung bago",
            },
        ],
        "title": f"{s['fn2']} {s['ln2']}",
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa2']}{s['la2']}_{s['n4']}",
    }
    return json.dumps(doc, indent=2)


F.reg(
    "padala_messenger_json_reply_only_value",
    (
        "facebook-<<fa>>/messages/inbox/<<fa2>><<la2>>_<<n4>>/message_1.json",
        "fb_export/<<n3>>/message_1.json",
    ),
    _messenger,
    cred="human_x",
)


def _qp_cred(rng: random.Random, fam: Fam) -> str:
    place = pick(
        rng, ("Parañaque", "Dasmariñas", "Biñan", "Las Piñas", "Santo Niño", "Peñafrancia")
    )
    place = place.replace(" ", "")
    return f"{place}{rng.randint(10, 2026)}{rng.choice('!@#.')}"


def _qp_email(s: dict) -> str:
    body = f"""Hi {s["fn"]},

Eto na yung login mo sa remittance agent portal para sa {s["place"]} branch:

User ID: {s["user"]}
Password: {s["cred"]}

Pakipalitan pagkatapos ng unang login. Huwag i-share sa ibang teller.

Salamat,
{s["fn2"]} {s["ln2"]}
Area Supervisor, {s["brand"]}
"""
    return f"""From: {s["fn2"]} {s["ln2"]} <{s["email2"]}>
To: {s["fn"]} {s["ln"]} <{s["email"]}>
Subject: Agent portal access - {s["place"]}
Date: {s["dmy"]} {s["hms"]} +0800
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

{enc_qp(body)}"""


F.reg(
    "padala_agent_portal_email_quoted_printable",
    ("mail/<<fa>>/INBOX/<<ts>>.eml", "Outlook/<<placea>>/agent_access_<<n3>>.eml"),
    _qp_email,
    cred=_qp_cred,
    decode=lambda t: after(dec_qp(t.split("\n\n", 1)[1]), "Password: ", r"\s"),
)

F.reg(
    "padala_cctv_hikvision_rtsp_bash_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history_<<placea>>"),
    """cd /srv/nvr
ls -la
ffprobe rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
ffmpeg -rtsp_transport tcp -i rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101 -t 60 -c copy counter_<<ymd>>.mp4
scp counter_<<ymd>>.mp4 audit@<<ip2>>:/incident/<<placea>>/
df -h
""",
    cred="pw_url",
    syntax="",
)
