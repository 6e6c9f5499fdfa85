# ruff: noqa: E501
"""Family i: a food-delivery rider support desk in Surabaya, Indonesia (Indonesian,
Javanese)."""

from __future__ import annotations

import base64
import json

from ninetyfifth_spec import Fam, dec_b64_after

F = Fam(
    name="surabaya_rider_support_desk",
    key="sbyrider",
    orgs=("ojekmitra", "antarcepat", "suroboyokirim"),
    tld="co.id",
    first=(
        ("Dewi", "dewi"),
        ("Bagus", "bagus"),
        ("Siti", "siti"),
        ("Rizky", "rizky"),
        ("Ayu", "ayu"),
        ("Wahyu", "wahyu"),
        ("Putri", "putri"),
        ("Eko", "eko"),
    ),
    last=(
        ("Santoso", "santoso"),
        ("Wijaya", "wijaya"),
        ("Nugroho", "nugroho"),
        ("Rahmawati", "rahmawati"),
        ("Prasetyo", "prasetyo"),
        ("Kurniawan", "kurniawan"),
    ),
    words=(
        "sayang",
        "cinta",
        "rujak",
        "rawon",
        "bonek",
        "persebaya",
        "suroboyo",
        "semanggi",
        "jancuk",
        "arek",
        "bakso",
        "kopi",
        "senja",
        "mantap",
        "ojek",
        "tunjungan",
    ),
    pets=("mochi", "oyen", "belang", "kitty", "bleki", "popo"),
    months=(
        "januari",
        "februari",
        "maret",
        "april",
        "mei",
        "juni",
        "juli",
        "agustus",
        "september",
        "oktober",
        "november",
        "desember",
    ),
    walks=("qwerty", "1qaz2wsx", "asdf1234", "qwe123"),
    sites=("surabaya", "gubeng", "rungkut", "darmo"),
    cc="62",
)

F.reg(
    "indonesian_whatsapp_sandi_akun_mitra",
    ("WhatsApp Chat dengan CS Mitra <<site>>.txt", "ekspor/wa_cs_mitra_<<date>>.txt"),
    """<<dmy>> <<time>> - <<fn>> <<ln>>: Rek, dashboard mitra ga iso login, sopo sing ganti sandine? 😅
<<dmy>> <<time>> - <<fn2>> <<ln2>>: Aku mas, tadi expired. Akun bersama CS shift malam:
<<dmy>> <<time>> - <<fn2>> <<ln2>>: email: cs.malam@<<dom>>
<<dmy>> <<time>> - <<fn2>> <<ln2>>: sandi: <<cred>>
<<dmy>> <<time>> - <<fn>> <<ln>>: Suwun mas 🙏 ada 23 tiket driver suspend numpuk
<<dmy>> <<time>> - <<fn2>> <<ln2>>: Jangan disebar ke grup driver ya
""",
    "human",
)


def _docker(rng, s):
    user = f"ci-{s['site']}"
    return {"enc": base64.b64encode(f"{user}:{s['cred']}".encode()).decode()}


F.reg(
    "docker_config_json_auth_base64",
    ("home/deploy/.docker/config.json", "runner/<<site>>/.docker/config.json"),
    """{
  "auths": {
    "registry.<<dom>>": {
      "auth": "<<enc>>"
    }
  },
  "HttpHeaders": {
    "User-Agent": "Docker-Client/24.0.7 (linux)"
  }
}
""",
    "pw_json",
    extra=_docker,
    decode=dec_b64_after(r'"auth": "([^"]+)"', userpass=True),
)

F.reg(
    "midtrans_server_key_laravel_env",
    ("rider-wallet/.env", "deploy/<<site>>/.env.production"),
    """APP_NAME="Dompet Mitra"
APP_ENV=production
APP_DEBUG=false
APP_URL=https://dompet.<<dom>>
LOG_CHANNEL=daily

DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_PORT=3306
DB_DATABASE=dompet_mitra
DB_USERNAME=dompet
DB_PASSWORD=

MIDTRANS_IS_PRODUCTION=true
MIDTRANS_MERCHANT_ID=G<<ticket>>
MIDTRANS_CLIENT_KEY=Mid-client-<<ck>>
MIDTRANS_SERVER_KEY=<<cred>>
""",
    "p:midtrans",
    syntax="",
    extra=lambda rng, s: {
        "ck": "".join(
            rng.choice("abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789")
            for _ in range(16)
        )
    },
)

F.reg(
    "xendit_disbursement_go_secret_key",
    ("payout/cmd/payout/main.go", "services/<<site>>/rider-payout/xendit.go"),
    """package main

import (
	"log"

	xendit "github.com/xendit/xendit-go/v6"
)

// Pencairan saldo mitra (rider) tiap jam 21.00 WIB
const xenditSecretKey = "<<cred>>"

func main() {
	client := xendit.NewClient(xenditSecretKey)
	log.Printf("xendit client ready: %v", client != nil)
	runPayoutBatch(client, "<<site>>")
}
""",
    "p:xendit",
    syntax="",
)


def _qontak(s):
    return json.dumps(
        {
            "integration": "qontak-omnichannel",
            "workspace": s["org"],
            "channels": ["whatsapp", "instagram", "email"],
            "api_base": "https://service-chat.qontak.com/api/open/v1",
            "access_token": s["cred"],
            "webhook": {
                "url": f"https://cs.{s['dom']}/hooks/qontak",
                "events": ["message.received", "room.resolved"],
            },
            "auto_assign_division": f"CS Mitra {s['site'].capitalize()}",
        },
        indent=2,
    )


F.reg(
    "qontak_omnichannel_webhook_json",
    ("integrasi/qontak.json", "config/<<site>>/omnichannel.json"),
    _qontak,
    "p:qontak",
)

F.reg(
    "rider_support_telegram_bot_python",
    ("bot/cek_status_mitra.py", "bots/<<site>>/rider_bot.py"),
    '''"""Bot Telegram: driver cek status suspend & tiket CS sendiri."""

import logging

from telegram import Update
from telegram.ext import Application, CommandHandler, ContextTypes

BOT_TOKEN = "<<cred>>"
logging.basicConfig(level=logging.INFO)


async def status(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    await update.message.reply_text("Tiket kamu sedang diproses tim CS <<site>>. Mohon ditunggu ya 🙏")


app = Application.builder().token(BOT_TOKEN).build()
app.add_handler(CommandHandler("status", status))
app.run_polling()
''',
    "p:telegram",
)

F.reg(
    "javanese_sms_plain_reply_only",
    ("hp_backup/sms_<<fa>>_<<date>>.txt", "Documents/SMS <<fn2>>.txt"),
    """Dari: <<fn2>> (<<phone>>)
<<dmy>> <<time>>
Mbak, sandi email CS sing anyar opo? Aku ora iso mlebu.

Ke: <<fn2>> (<<phone>>)
<<dmy>> <<time>>
<<cred>>

Dari: <<fn2>> (<<phone>>)
<<dmy>> <<time>>
Wis iso, matur nuwun mbak
""",
    "human",
    syntax="",
)

F.reg(
    "freshdesk_kb_markdown_shared_login",
    ("kb/internal/akses-dashboard-mitra.md", "wiki/<<site>>/sop_suspend_mitra.md"),
    """---
title: SOP buka suspend mitra (internal)
updated: <<date>>
author: <<fn>> <<ln>>
---

## Langkah

1. Cek tiket di Freshdesk, pastikan foto KTP & selfie sudah diverifikasi.
2. Login ke dashboard mitra: `https://mitra-admin.<<dom>>`
   - akun: `cs.suspend@<<dom>>`
   - sandi: `<<cred>>`
3. Cari ID driver → tab **Status** → *Aktifkan kembali*.
4. Balas tiket dengan makro **Mitra aktif kembali**.

> Jangan pakai akun ini untuk refund, itu wewenang tim finance.
""",
    "human",
    syntax="",
)
