# ruff: noqa: E501
"""Family n: an ironing service (plantsahan) in Cebu, the Philippines (Tagalog, Cebuano,
Taglish)."""

from __future__ import annotations

import csv
import io

from hundredtwentyseventh_spec import Fam

F = Fam(
    name="plantsa_ironing_service",
    prefix="plantsa",
    orgs=("plantsahan", "platsadoexpress", "labadaplus", "kusogplantsa"),
    shops=("Plantsahan ni Aling Lorna", "Plantsado Express Mandaue", "Labada Plus Lahug"),
    tld="com.ph",
    first=(
        ("Maricel", "maricel"),
        ("Jun-jun", "junjun"),
        ("Rowena", "rowena"),
        ("Rodel", "rodel"),
        ("Jhay-ar", "jhayar"),
        ("Lorna", "lorna"),
    ),
    last=(
        ("dela Cruz", "delacruz"),
        ("Santos", "santos"),
        ("Reyes", "reyes"),
        ("Bautista", "bautista"),
        ("Villanueva", "villanueva"),
    ),
    words=(
        "plantsa",
        "labada",
        "mahal",
        "sinulog",
        "lechon",
        "cebu",
        "mabuhay",
        "kalamansi",
        "sampaguita",
        "bisaya",
        "mandaue",
        "lapulapu",
        "danggit",
        "santonino",
    ),
    pets=("bantay", "brownie", "choco", "whitey", "muning"),
    cc="+63",
    places=("Lahug", "Mandaue", "Banilad", "Talamban"),
)


def _viber(s):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["Date", "Time", "Sender", "Phone", "Message"])
    w.writerow(
        [
            s["dmy"],
            s["time"],
            f"{s['fn']} {s['ln']}",
            s["phone"],
            "Ate, ano na password sa GCash for Business? mag-refund ko sa customer",
        ]
    )
    w.writerow(
        [
            s["dmy"],
            s["t2"],
            f"{s['fn2']} {s['ln2']}",
            s["phone2"],
            f"Eto: {s['cred']} — wag mo i-share ha",
        ]
    )
    w.writerow([s["dmy"], s["t2"], f"{s['fn']} {s['ln']}", s["phone"], "Salamat te! 🙏"])
    return buf.getvalue()


F.reg(
    "viber_csv_export_password_gcash",
    ("Viber/Viber_chat_<<fa>>_<<n>>.csv", "Downloads/viber_backup_<<org>>_<<n>>.csv"),
    _viber,
    "human",
    "",
)

F.reg(
    "paymongo_secret_key_node",
    ("src/config/paymongo_<<n>>.js", "<<org>>-booking/config/paymongo.js"),
    """// Online booking: pickup + plantsa, bayad via GCash / Maya (PayMongo)
module.exports = {
  publicKey: 'pk_live_<<hx>><<hx>>',
  secretKey: '<<cred>>',
  webhookUrl: 'https://<<dom>>/paymongo/webhook',
};
""",
    "p:paymongo",
    "",
)

F.reg(
    "semaphore_sms_apikey_php",
    ("sms/semaphore_<<n>>.php", "public_html/<<org>>/ready_sms.php"),
    """<?php
// "Ready na ang plantsa nyo" SMS (Semaphore)
$ch = curl_init();
$parameters = [
    'apikey'     => '<<cred>>',
    'number'     => $customer_number,
    'message'    => 'Hi! Ready na po ang inyong damit sa <<shop>>. Salamat!',
    'sendername' => 'PLANTSA',
];
curl_setopt($ch, CURLOPT_URL, 'https://semaphore.co/api/v4/messages');
""",
    "p:semaphore",
    "",
)

F.reg(
    "messenger_copied_text_reply_only",
    ("chats/messenger_<<fa>>_<<date>>.txt", "Notes/copied_chat_<<n>>.txt"),
    """<<fn>> <<ln>>
Te unsa na bag-o password sa laptop sa counter?
<<time>>

<<fn2>> <<ln2>>
<<cred>>
<<t2>>

<<fn>> <<ln>>
sige salamat
""",
    "human",
    "",
)

F.reg(
    "lalamove_api_secret_env",
    ("<<org>>-delivery/.env", "pickup/lalamove_<<place>>/.env"),
    """# Lalamove pickup & delivery ng mga plantsado
LALAMOVE_MARKET=PH
LALAMOVE_API_KEY=pk_prod_<<hx>><<hx>>
LALAMOVE_API_SECRET=<<cred>>
PICKUP_ADDRESS="<<shop>>, <<place>>, Cebu City"
""",
    "p:lalamove",
    "",
)


def _cust(s):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["customer", "barangay", "suki_since", "portal_login", "portal_password", "notes"])
    w.writerow(
        [
            f"{s['fn2']} {s['ln2']}",
            s["place"],
            s["year"],
            s["user"],
            s["cred"],
            "monthly uniform plantsa",
        ]
    )
    w.writerow(["Hotel Sinulog Suites", "Mandaue", "2022", "hsuites", "", "bedsheets tuesdays"])
    return buf.getvalue()


F.reg(
    "customer_portal_logins_csv",
    ("exports/suki_accounts_<<mo>>_<<n>>.csv", "Drive/<<org>>/customers_<<year>>.csv"),
    _cust,
    "human",
    "",
)

F.reg(
    "tapo_camera_vlc_xspf_rtsp",
    ("Videos/plantsahan_cams_<<n>>.xspf", "Desktop/CCTV_<<org>>_<<n>>.xspf"),
    """<?xml version="1.0" encoding="UTF-8"?>
<playlist xmlns="http://xspf.org/ns/0/" xmlns:vlc="http://www.videolan.org/vlc/playlist/ns/0/" version="1">
	<title>CCTV plantsahan</title>
	<trackList>
		<track>
			<location>rtsp://tapocam:<<cred>>@<<lan>>:554/stream1</location>
			<title>Counter</title>
		</track>
	</trackList>
</playlist>
""",
    "pw_url",
    "xml",
)

F.reg(
    "zkteco_attendance_sync_ini",
    ("C:/ZKTeco/sync_<<n>>.ini", "attendance/<<org>>_zk.ini"),
    """; ZKTeco biometric DTR -> payroll ng mga taga-plantsa
[device]
ip = <<lan>>
port = 4370

[mysql]
host = <<ip>>
database = payroll_<<org>>
user = dtr
password = <<cred>>
""",
    "pw",
)
