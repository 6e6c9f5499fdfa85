"""Family k: a logging-truck operator hauling logs from concessions to the river ports in
Central Kalimantan, Indonesia (Bahasa Indonesia): WhatsApp, the SIPUHH timber-administration
portal, Midtrans, Cartrack fleet telematics, dash-cam uploads, Xendit, TPMS over MQTT."""
# ruff: noqa: E501

from __future__ import annotations

from eightyninth_spec import Fam

K = Fam(
    name="truklog_logging_trucks_kalimantan",
    orgs=("kayulaju", "mahakamlog", "meranti"),
    display=("PT Kayu Laju Angkutan", "CV Mahakam Logistik Kayu", "PT Meranti Trans Borneo"),
    tld="co.id",
    first=(
        ("Budi", "budi"),
        ("Siti", "siti"),
        ("Agus", "agus"),
        ("Dewi", "dewi"),
        ("Yohanes", "yohanes"),
        ("Rina", "rina"),
        ("Hendra", "hendra"),
        ("Maria", "maria"),
    ),
    last=(
        ("Santoso", "santoso"),
        ("Wijaya", "wijaya"),
        ("Hidayat", "hidayat"),
        ("Saputra", "saputra"),
        ("Gunawan", "gunawan"),
        ("Nugroho", "nugroho"),
        ("Simanjuntak", "simanjuntak"),
        ("Usop", "usop"),
    ),
    words=(
        "kayu",
        "hutan",
        "sungai",
        "borneo",
        "enggang",
        "balikpapan",
        "rendang",
        "mandau",
        "dayak",
        "kapuas",
        "mahakam",
        "samarinda",
        "durian",
        "bekantan",
        "meranti",
        "ulin",
    ),
    pets=("belang", "manis", "bleki", "item", "kiki", "bobi", "oyen"),
    cc="+62",
    tz="+07:00",
)

K.reg(
    "truklog_indonesian_whatsapp_kata_sandi_gps",
    ("WhatsApp/Chat WhatsApp dengan <<fac2>> <<n>>.txt", "chat/armada_<<d8>>.txt"),
    """<<dmyy>> <<time>> - <<fac2>> <<la2>>: Pak, aplikasi GPS truk minta login ulang, unit KT <<n>> AB ga keliatan
<<dmyy>> <<time>> - <<fac2>> <<la2>>: muatan log meranti udah di jalan hauling km 42
<<dmyy>> <<time2>> - <<first>> <<last>>: user: <<login>>
<<dmyy>> <<time2>> - <<first>> <<last>>: kata sandi: <<cred>>
<<dmyy>> <<time2>> - <<first>> <<last>>: jangan disebar ke sopir ya
<<dmyy>> <<time2>> - <<fac2>> <<la2>>: siap pak, makasih
""",
    cred="human",
    syntax="",
)

K.reg(
    "truklog_sipuhh_portal_email_indonesian",
    ("mail/<<d8>>_sipuhh_<<n>>.eml", "Thunderbird/Inbox/sipuhh_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Akun SIPUHH untuk penerbitan dokumen angkutan kayu bulat
Date: <<dmy>> <<hms>> +0700
Content-Type: text/plain; charset=utf-8

Selamat pagi Bu <<first2>>,

Mulai minggu depan Ibu yang menerbitkan dokumen angkutan (SKSHHK) di SIPUHH untuk ritase dari TPK Hutan ke logpond.
Username: <<login>>
Password: <<cred>>

Mohon segera ganti password setelah login pertama.

Salam,
<<first>> <<last>>
<<orgname>>
""",
    cred="human",
    syntax="",
)

K.reg(
    "truklog_midtrans_server_key_laravel_env",
    ("web-<<org>>/.env", "booking-armada-<<n2>>/.env"),
    """APP_NAME="Booking Armada"
APP_ENV=production
APP_URL=https://booking.<<dom>>
DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_DATABASE=armada
DB_USERNAME=armada
DB_PASSWORD=
MIDTRANS_SERVER_KEY=<<cred>>
MIDTRANS_CLIENT_KEY=Mid-client-<<ck>>
MIDTRANS_IS_PRODUCTION=true
""",
    cred="p:midtrans",
    syntax="",
    extra=lambda rng, s: s.update(
        ck="".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
            for _ in range(16)
        )
    ),
)

K.reg(
    "truklog_cartrack_fleet_api_requests_auth_python",
    ("scripts/<<org>>/cartrack_ritase_<<n>>.py", "fleet/cartrack_sync_<<n2>>.py"),
    '''"""Tarik data ritase & jam mesin truk logging dari Cartrack Fleet API."""

import requests

CARTRACK_URL = "https://fleetapi-id.cartrack.com/rest"
USERNAME = "<<org_upper>>00<<n2>>"
PASSWORD = "<<cred>>"

r = requests.get(f"{CARTRACK_URL}/vehicles/status", auth=(USERNAME, PASSWORD), timeout=60)
for v in r.json()["data"]:
    print(v["registration"], v["odometer"], v["engine_hours"])
''',
    cred="pw_dq",
    extra=lambda rng, s: s.update(org_upper=str(s["org"]).upper()),
)

K.reg(
    "truklog_dashcam_ftp_lftp_script",
    ("scripts/upload_dashcam_<<n>>.sh", "opt/<<org>>/dashcam_sync.sh"),
    """#!/bin/bash
# upload rekaman dashcam dari pos timbang ke kantor Palangka Raya (tiap malam)
SRC=/mnt/sdcard/DCIM
lftp -u dashcam,'<<cred>>' ftp://<<pubip>> <<'EOF'
set ftp:ssl-allow no
mirror -R --only-newer $SRC /dashcam/pos<<n2>>
bye
EOF
""",
    cred="pw_sq",
    syntax="",
)

K.reg(
    "truklog_xendit_secret_key_node",
    ("payout/<<org>>/config_<<n>>.js", "services/uang-jalan-<<n2>>/xendit.js"),
    """// pencairan uang jalan sopir ke e-wallet / rekening (Xendit disbursement)
const Xendit = require('xendit-node');

const x = new Xendit({ secretKey: '<<cred>>' });
const { Disbursement } = x;

module.exports = new Disbursement({});
""",
    cred="p:xendit",
    syntax="",
)


def _ssml(s: dict) -> str:
    rows = [
        ("Sopir", "No. Polisi", "Shift", "Login aplikasi", "Sandi"),
        (f"{s['first']} {s['last']}", f"KH {s['plate']}", "Pagi", s["login"], s["cred"]),
        (
            f"{s['first2']} {s['last2']}",
            f"KH {s['n']} BA",
            "Malam",
            f"{s['fa2']}{s['n2']}",
            "tanya admin",
        ),
    ]
    xml_rows = "".join(
        "<Row>" + "".join(f'<Cell><Data ss:Type="String">{c}</Data></Cell>' for c in r) + "</Row>\n"
        for r in rows
    )
    return (
        '<?xml version="1.0"?>\n<?mso-application progid="Excel.Sheet"?>\n'
        '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">\n'
        f'<Worksheet ss:Name="Shift {s["mo"]}-{s["yr"]}"><Table>\n{xml_rows}</Table></Worksheet>\n</Workbook>\n'
    )


K.reg(
    "truklog_driver_shift_spreadsheetml_xml",
    ("admin/jadwal_sopir_<<yr>>_<<n>>.xml", "Dokumen/shift_<<mo>><<yy>>_<<n2>>.xml"),
    _ssml,
    cred="human_x",
)

K.reg(
    "truklog_tpms_mosquitto_pub_bash_history",
    ("home/<<fa>>/.bash_history", "root/history_tpms_<<n2>>.txt"),
    """sudo systemctl status mosquitto
mosquitto_sub -h localhost -t 'tpms/#' -v
mosquitto_pub -h <<ip>> -p 1883 -u tpms_gw -P <<cred>> -t tpms/KH<<n>>/config -m '{"limit_psi":115}'
journalctl -u tpms-bridge -n 100
exit
""",
    cred="pw_bare",
    syntax="",
)
