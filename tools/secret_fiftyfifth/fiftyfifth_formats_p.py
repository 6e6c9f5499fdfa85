# ruff: noqa: E501
"""Family p: a music festival promoter in Yogyakarta (Indonesia), in Indonesian (and
Javanese)."""

from __future__ import annotations

from fiftyfifth_spec import Fam, after, alnum, dec_b64, enc_b64

FAM = Fam(
    "festival_yogyakarta_gamelan",
    ("gamelanraya", "sinarprambanan"),
    "id",
    ("wahyu", "dewi", "bagus", "ayu", "rizky", "sekar", "dimas", "putri"),
    ("santoso", "wibowo", "rahayu", "pratama", "hidayat", "setiawan", "nugroho", "lestari"),
    (
        "gamelan",
        "malioboro",
        "gudeg",
        "prambanan",
        "keraton",
        "angkringan",
        "wayang",
        "kraton",
        "bakpia",
        "merapi",
    ),
    "62",
    "Yogyakarta",
)

FAM.reg(
    "gamelan_indonesian_whatsapp_kata_sandi_tiket",
    ("chat/Chat WhatsApp dengan Panitia Tiket <<n>>.txt", "wa_export/panitia_<<first>>_<<n>>.txt"),
    """<<dmy>> <<time>> - <<name>>: Mas, dashboard tiketnya logout sendiri. Kata sandinya apa ya?
<<dmy>> <<time>> - <<name2>>: email: tiket@<<dom>>
<<dmy>> <<time>> - <<name2>>: kata sandi: <<cred>>
<<dmy>> <<time>> - <<name2>>: jangan disebar ke volunteer ya
<<dmy>> <<time>> - <<name>>: siap mas, matur nuwun 🙏
""",
    "human",
    syntax="",
)

FAM.reg(
    "gamelan_javanese_telegram_sandhi_mixer",
    ("telegram/kru_panggung_<<n>>.txt", "chats/tg_sound_<<ymd>>.txt"),
    """<<name>>, [<<dmy>> <<time>>]
Mas, tablet kanggo mixer panggung utama dikunci. Sandhine apa?

<<name2>>, [<<dmy>> <<time>>]
<<cred>>

<<name2>>, [<<dmy>> <<time2>>]
aja diganti lho, mengko FOH bingung
""",
    "human",
    syntax="",
)

FAM.reg(
    "gamelan_midtrans_server_key_dotenv",
    ("tiket-web/.env", "apps/<<org>>-tiket-<<n>>/.env"),
    """APP_NAME="<<orgc>> Tiket"
APP_ENV=production
APP_URL=https://tiket.<<dom>>

MIDTRANS_MERCHANT_ID=G<<n>>
MIDTRANS_CLIENT_KEY=Mid-client-<<ck>>
MIDTRANS_SERVER_KEY=<<cred>>
MIDTRANS_IS_PRODUCTION=true
""",
    "p:midtrans",
    syntax="",
    extra=lambda rng, s: {"ck": alnum(rng, 16)},
)

FAM.reg(
    "gamelan_curl_basic_auth_header_history",
    ("home/panitia/.bash_history", "server-tiket-<<nn>>/root/.bash_history"),
    """cd /opt/gate-scanner
tail -n 50 logs/scan.log
curl -s -H "Authorization: Basic <<enc>>" https://gate.<<dom>>/api/v1/stats/today | jq .
systemctl restart gate-scanner
exit
""",
    "pw_dq",
    syntax="",
    extra=lambda rng, s: {"enc": enc_b64(f"gate_admin:{s['cred']}")},
    decode=lambda t: dec_b64(after(t, r"Authorization: Basic ([A-Za-z0-9+/=]+)")).split(":", 1)[1],
)

FAM.reg(
    "gamelan_email_kata_sandi_dashboard_sponsor",
    ("email/terkirim/akses_sponsor_<<n>>.eml", "Mail/Sent/sponsor_dashboard_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: brand@sponsor-<<word>>.co.id
Subject: Akses dashboard laporan sponsor festival <<year>>
Date: Sat, <<d>> Aug <<year>> <<time>>:41 +0700
Content-Type: text/plain; charset=UTF-8

Selamat siang,

Berikut akses dashboard untuk melihat laporan aktivasi brand selama festival:

Alamat: https://sponsor.<<dom>>
Nama pengguna: <<word>>_brand
Kata sandi: <<cred>>

Mohon ganti kata sandi setelah login pertama.

Salam budaya,
<<name>>
Divisi Kemitraan, <<orgc>> Festival
""",
    "pw",
    syntax="",
)

FAM.reg(
    "gamelan_xendit_payout_python",
    ("payout/bayar_artis_<<n>>.py", "tools/<<org>>/xendit_payout.py"),
    '''"""Transfer honor pengisi acara lewat Xendit setelah kontrak ditandatangani."""

import requests

XENDIT_SECRET_KEY = "<<cred>>"


def bayar(ref: str, bank: str, rekening: str, nama: str, jumlah: int) -> dict:
    r = requests.post(
        "https://api.xendit.co/v2/payouts",
        auth=(XENDIT_SECRET_KEY, ""),
        headers={"Idempotency-key": ref},
        json={
            "reference_id": ref,
            "channel_code": f"ID_{bank}",
            "channel_properties": {"account_holder_name": nama, "account_number": rekening},
            "amount": jumlah,
            "currency": "IDR",
        },
        timeout=30,
    )
    r.raise_for_status()
    return r.json()
''',
    "p:xendit",
)

FAM.reg(
    "gamelan_srt_caller_ffmpeg_passphrase_bat",
    ("streaming/kirim_srt_<<n>>.bat", "C:/Festival/stream/srt_ke_studio_<<org>>.bat"),
    """@echo off
REM Kirim program panggung utama ke studio streaming via SRT
ffmpeg -re -f decklink -i "DeckLink Mini Recorder" -c:v libx264 -preset veryfast -b:v 6M -c:a aac -b:a 192k -f mpegts "srt://<<pubip>>:9000?mode=caller&latency=2000000&pbkeylen=16&passphrase=<<cred>>"
pause
""",
    "pw_alnum",
    syntax="",
)

FAM.reg(
    "gamelan_rundown_csv_akun_medsos",
    ("rundown/rundown_hari_<<nn>>.csv", "shared/Rundown Festival <<year>> - <<n>>.csv"),
    """jam,acara,panggung,PIC,akun medsos,kata sandi,catatan
<<time>>,Pembukaan - gamelan Kraton,Utama,<<name>>,@<<org>>fest,<<cred>>,live IG dari HP panitia
<<time2>>,Band lokal,Angkringan Stage,<<name2>>,,,
21:00,Headliner,Utama,<<name>>,@<<org>>fest,(sama),TikTok live pakai HP kedua
""",
    "human_x",
    syntax="",
)
