# ruff: noqa: E501
"""Family f: a dive centre in Anilao, Batangas, the Philippines (Tagalog and English)."""

from __future__ import annotations

from seventyfourth_spec import Fam

ANILAO = Fam(
    name="batangas_anilao_divers",
    orgs=("bulamanta", "anilaodagat", "pawikanreef"),
    tld="ph",
    first=(
        ("Juan", "juan"),
        ("Maria", "maria"),
        ("Jose", "jose"),
        ("Rowena", "rowena"),
        ("Jhun", "jhun"),
        ("Marites", "marites"),
        ("Rodel", "rodel"),
        ("Liza", "liza"),
        ("Bong", "bong"),
        ("Cherry", "cherry"),
    ),
    last=(
        ("dela Cruz", "delacruz"),
        ("Reyes", "reyes"),
        ("Santos", "santos"),
        ("Bautista", "bautista"),
        ("Villanueva", "villanueva"),
        ("Mendoza", "mendoza"),
        ("Macaraeg", "macaraeg"),
        ("Dimaculangan", "dimaculangan"),
    ),
    words=(
        "dagat",
        "isda",
        "pawikan",
        "anilao",
        "batangas",
        "mabuhay",
        "bangka",
        "sampaguita",
        "pinoy",
        "ganda",
        "bahay",
        "manta",
        "pagong",
        "maligaya",
        "kalayaan",
        "nudibranch",
        "tingloy",
        "kapeng",
    ),
    pets=("Bantay", "Choco", "Brownie", "Tiny", "Whitey", "Potchi"),
    cc="+63",
    vessels=("MB Lady Grace", "Sea Wanderer", "MB Nemo", "Dagat Dagatan", "MB Stella Maris"),
    places=("Anilao", "Mabini", "Tingloy", "Batangas City", "Sombrero Island"),
)
F = ANILAO.reg

F(
    "anilaodive_taglish_messenger_copied_password",
    ("Documents/messenger_<<fa2>>_<<ymd>>.txt", "notes/chat_booking_<<n>>.txt"),
    """<<fn2>> <<ln2>>
<<time>>
Ate, ano ulit password ng booking system? Nag-logout kasi yung laptop sa front desk 😅

<<fn>> <<ln>>
<<time2>>
user: <<user>>
password: <<cred>>
wag mo i-post sa GC ha, may mga guest na divemaster dun

<<fn2>> <<ln2>>
<<time2>>
Salamat po! Sige po
""",
    cred="human",
)

F(
    "anilaodive_paymongo_checkout_node_env",
    ("booking-site/.env", "srv/<<org>>/web/.env.production"),
    """# PayMongo - GCash / Maya / card deposits for dive packages
NODE_ENV=production
PORT=3000
PAYMONGO_SECRET_KEY=<<cred>>
PAYMONGO_PUBLIC_KEY=pk_live_<<serial>><<hex8>>
PAYMONGO_WEBHOOK_URL=https://book.<<dom>>/api/paymongo/webhook
DEPOSIT_PERCENT=30
RESORT_NAME="<<orgc>> Dive Resort Anilao"
""",
    cred="p:paymongo_sk",
    syntax="",
)

F(
    "anilaodive_bookeo_api_python_secret_key",
    ("scripts/bookeo_sync.py", "home/<<user>>/dive/bookeo_manifest.py"),
    """#!/usr/bin/env python3
\"\"\"Tomorrow's boat manifest from Bookeo -> printed for the boat captain.\"\"\"
import datetime as dt

import requests

API_KEY = "<<serial>><<hex8>><<serial>>"
SECRET_KEY = "<<cred>>"


def bookings(day: dt.date):
    r = requests.get(
        "https://api.bookeo.com/v2/bookings",
        params={
            "apiKey": API_KEY,
            "secretKey": SECRET_KEY,
            "startTime": f"{day}T00:00:00+08:00",
            "endTime": f"{day}T23:59:59+08:00",
        },
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["data"]


if __name__ == "__main__":
    for b in bookings(dt.date.today() + dt.timedelta(days=1)):
        print(b["title"], b["productName"])
""",
    cred="alnum:32",
)

F(
    "anilaodive_nitrox_fill_log_apps_script_semaphore",
    ("apps-script/NitroxLog.gs", "Drive/Fill log/Code_<<n>>.gs"),
    """// Nitrox / air fill log (Google Sheet) - SMS to the compressor guy when O2 bank < 50 bar
const SEMAPHORE_APIKEY = '<<cred>>';
const SENDER = 'ANILAODIVE';

function checkO2Bank() {
  const sh = SpreadsheetApp.getActive().getSheetByName('Fill log');
  const last = sh.getRange(sh.getLastRow(), 1, 1, 6).getValues()[0];
  if (last[5] < 50) {
    UrlFetchApp.fetch('https://api.semaphore.co/api/v4/messages', {
      method: 'post',
      payload: {
        apikey: SEMAPHORE_APIKEY,
        number: '<<phone>>',
        message: 'O2 bank low: ' + last[5] + ' bar. Paki-order na ng oxygen.',
        sendername: SENDER,
      },
    });
  }
}
""",
    cred="hex:32",
    syntax="",
)

F(
    "anilaodive_gcash_business_sticky_note_ocr",
    ("scans/ocr/frontdesk_<<ymd>>.txt", "Pictures/OCR/sticky_gcash_<<n>>.txt"),
    """GCash for Business
<<phone>>
pw
<<cred>>
(si <<fn>> lang mag-refund)
""",
    cred="human_x",
)

F(
    "anilaodive_footage_nas_cifs_fstab",
    ("etc/fstab", "backup/etc/fstab.<<ymd>>"),
    """# /etc/fstab: static file system information.
UUID=<<uuid>> /               ext4    errors=remount-ro 0       1
/swapfile                                 none            swap    sw              0       0
# GoPro / housing footage for guests -> Synology in the office
//<<lan>>/divefootage /mnt/footage cifs username=<<user>>,password=<<cred>>,uid=1000,iocharset=utf8,vers=3.0 0 0
""",
    cred="pw_bare",
    syntax="",
)

F(
    "anilaodive_subsurface_cloud_storage_conf",
    (
        ".config/Subsurface/Subsurface.conf",
        "Users/<<user>>/AppData/Roaming/Subsurface/Subsurface.ini",
    ),
    """[General]
default_filename=/home/<<user>>/dives/<<orgc>>.ssrf
use_default_file=true

[CloudStorage]
email=<<email>>
password=<<cred>>
save_password_local=true
cloud_verification_status=2
cloud_base_url=https://cloud.subsurface-divelog.org/

[DiveComputer]
dive_computer_vendor=Shearwater
dive_computer_product=Perdix 2
""",
    cred="pw",
    syntax="ini",
)


def _xlsx_shared(s):
    strings = [
        "Staff",
        "System",
        "Username",
        "Password",
        f"{s['fn']} {s['ln']}",
        "Booking (Bookeo)",
        s["user"],
        s["cred"],
        f"{s['fn2']} {s['ln2']}",
        "Boat Wi-Fi",
        s["vessel"],
        "ask kuya captain",
    ]
    si = "".join(f"<si><t>{x}</t></si>" for x in strings)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        f'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(strings)}" uniqueCount="{len(strings)}">'
        f"{si}</sst>\n"
    )


F(
    "anilaodive_staff_logins_xlsx_shared_strings",
    ("unzipped/Staff_logins_<<y>>/xl/sharedStrings.xml", "tmp/roster_<<n>>/xl/sharedStrings.xml"),
    _xlsx_shared,
    cred="human_x",
)
