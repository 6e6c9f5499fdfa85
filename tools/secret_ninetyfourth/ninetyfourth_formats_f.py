"""Family f: a freelance video editor in Malang, Indonesia (Indonesian, Javanese)."""

# ruff: noqa: E501

from __future__ import annotations

import json
import re
import urllib.parse

from ninetyfourth_spec import Fam, alnum, enc_url, gen_pw

MALANG = Fam(
    name="malang_video_editor",
    orgs=("suntingan", "arekfilm", "bromomedia", "kayutanganstudio"),
    tld="co.id",
    first=(
        ("Budi", "budi"),
        ("Siti", "siti"),
        ("Dewi", "dewi"),
        ("Agus", "agus"),
        ("Rina", "rina"),
        ("Eko", "eko"),
        ("Wulan", "wulan"),
        ("Bayu", "bayu"),
    ),
    last=(
        ("Santoso", "santoso"),
        ("Wijaya", "wijaya"),
        ("Pratama", "pratama"),
        ("Lestari", "lestari"),
        ("Nugroho", "nugroho"),
        ("Hidayat", "hidayat"),
    ),
    words=(
        "bromo",
        "arema",
        "rawon",
        "semeru",
        "apelbatu",
        "melati",
        "sayang",
        "bakso",
        "kopitubruk",
        "singosari",
        "tumpang",
        "kayutangan",
    ),
    pets=("mochi", "oyen", "belang", "mimi", "kitty", "cimol"),
    cc="+62",
    city="Malang",
)
F = MALANG.reg


def _dec_ftp(text: str) -> str:
    m = re.search(r"ftp://[^:/@\s]+:([^@\s]+)@", text)
    assert m
    return urllib.parse.unquote(m.group(1))


F(
    "malang_nas_upload_percent_encoded_sh",
    ("render/upload_<<n>>.sh", "home/<<login>>/bin/kirim_render.sh"),
    """#!/bin/bash
# kirim hasil render ke NAS klien (FTP), dipanggil dari DaVinci Resolve render job
set -e
FILE="$1"
curl --ftp-create-dirs -T "$FILE" "ftp://<<login>>:<<enc>>@<<pip>>/proyek/<<org>>/<<year>>-<<mm>>/$(basename "$FILE")"
notify-send "Upload selesai: $(basename "$FILE")"
""",
    lambda r, s: gen_pw(r, sym="@#%&+!$"),
    syntax="",
    enc=lambda c, s: enc_url(c),
    decode=_dec_ftp,
)

F(
    "malang_frameio_token_env",
    ("tools/frameio-sync/.env", "proyek/<<org>>-<<n>>/.env"),
    """# Frame.io developer token - upload draft ke review klien
FRAMEIO_TOKEN=<<cred>>
FRAMEIO_ROOT_ASSET_ID=<<uuid>>
WATCH_DIR=/mnt/render/<<org>>
""",
    "p:frameio",
)

F(
    "malang_whatsapp_indonesian_kata_sandi",
    ("WhatsApp Chat dengan <<cfnc>>.txt", "chat/wa_<<cfn>>_<<n>>.txt"),
    """<<dd>>/<<mm>>/<<yy>> <<time>> - <<cfnc>> <<clnc>>: Mas, footage wedding kemarin sudah aku upload ke Google Drive kantor ya
<<dd>>/<<mm>>/<<yy>> <<time>> - <<fnc>>: Siap mbak. Akunnya pakai yang mana?
<<dd>>/<<mm>>/<<yy>> <<time2>> - <<cfnc>> <<clnc>>: <<cmail>>
<<dd>>/<<mm>>/<<yy>> <<time2>> - <<cfnc>> <<clnc>>: kata sandinya <<cred>>
<<dd>>/<<mm>>/<<yy>> <<time2>> - <<fnc>>: Oke, matur nuwun 🙏 deadline tetap Jumat kan?
""",
    "human",
)

F(
    "malang_xendit_invoice_python",
    ("invoice/xendit_tagihan_<<n>>.py", "tools/<<org>>_invoice.py"),
    """import requests

XENDIT_SECRET_KEY = "<<cred>>"


def buat_invoice(klien: str, jumlah: int, email: str) -> str:
    r = requests.post(
        "https://api.xendit.co/v2/invoices",
        auth=(XENDIT_SECRET_KEY, ""),
        json={
            "external_id": f"edit-{klien}-<<nn>>",
            "amount": jumlah,
            "payer_email": email,
            "description": "Jasa editing video (DP 50%)",
            "currency": "IDR",
        },
        timeout=30,
    )
    return r.json()["invoice_url"]
""",
    "p:xendit",
)


def _rclone(s: dict) -> str:
    tok = {
        "access_token": "ya29.a0" + str(s["at"]),
        "token_type": "Bearer",
        "refresh_token": s["cred"],
        "expiry": f"{s['date']}T{s['time']}:{s['sec']}.41+07:00",
    }
    return (
        "[drive-klien]\ntype = drive\nscope = drive\n"
        f"token = {json.dumps(tok, separators=(',', ':'))}\n"
        f"team_drive = 0A{s['nn']}Uk9PVA\n\n[nas]\ntype = sftp\nhost = {s['ip']}\nuser = {s['login']}\n"
        "key_file = ~/.ssh/id_ed25519\n"
    )


F(
    "malang_rclone_gdrive_refresh_token_conf",
    ("home/<<login>>/.config/rclone/rclone.conf", "AppData/Roaming/rclone/rclone_<<n>>.conf"),
    _rclone,
    "p:google_refresh",
    extra=lambda r, s: {"at": alnum(r, 60)},
)

F(
    "malang_obs_stream_service_json",
    (
        "AppData/Roaming/obs-studio/basic/profiles/<<org>>/service.json",
        "obs/profiles/Live_<<n>>/service.json",
    ),
    """{"settings":{"bwtest":false,"key":"<<cred>>","server":"rtmps://a.rtmp.youtube.com:443/live2","service":"YouTube - RTMPS","stream_key_link":"https://www.youtube.com/live_dashboard"},"type":"rtmp_common"}
""",
    "p:youtube_stream",
)

F(
    "malang_coworking_wifi_note_indonesian",
    ("Desktop/catatan_<<dd>><<mm>>.txt", "notes/cowork_<<n>>.txt"),
    """Kopi Kayutangan coworking
lantai 2
<<cred>>
(minta struk buat reimburse)
""",
    "human_x",
)

F(
    "malang_javanese_telegram_copied_text",
    ("Documents/tg_<<cfn>>.txt", "chat/telegram_<<cfn>>_<<n>>.txt"),
    """<<cfnc>> <<clnc>>, [<<dd>>.<<mm>>.<<year>> <<time>>]
Rek, akun Envato Elements sing kanggo musik backsound iki yo

<<cfnc>> <<clnc>>, [<<dd>>.<<mm>>.<<year>> <<time>>]
<<cmail>>
sandine <<cred>>

<<fnc>> <<lnc>>, [<<dd>>.<<mm>>.<<year>> <<time2>>]
Suwun cak, tak download saiki
""",
    "human",
)
