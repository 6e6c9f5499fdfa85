# ruff: noqa: E501
"""Family f: a last-mile delivery startup in Jakarta, Indonesia (Bahasa Indonesia)."""

from __future__ import annotations

import json
import re
import urllib.parse

from seventyninth_spec import Fam, enc_url, jdump, must, pem8

F = Fam(
    name="jakarta_lastmile_kurir_startup",
    orgs=("kirimcepat", "antarkilat", "paketku", "jalanpintas"),
    tld="co.id",
    first=(
        ("Budi", "budi"),
        ("Siti", "siti"),
        ("Agus", "agus"),
        ("Dewi", "dewi"),
        ("Rizky", "rizky"),
        ("Putri", "putri"),
        ("Andi", "andi"),
        ("Wulan", "wulan"),
        ("Fajar", "fajar"),
    ),
    last=(
        ("Santoso", "santoso"),
        ("Wijaya", "wijaya"),
        ("Saputra", "saputra"),
        ("Lestari", "lestari"),
        ("Hidayat", "hidayat"),
        ("Nugroho", "nugroho"),
        ("Siregar", "siregar"),
        ("Kusuma", "kusuma"),
    ),
    words=(
        "jakarta",
        "monas",
        "ojek",
        "paket",
        "kirim",
        "nasgor",
        "sambal",
        "bakso",
        "rendang",
        "kopi",
        "merdeka",
        "garuda",
        "persija",
        "senayan",
        "bekasi",
        "depok",
        "tangerang",
        "bogor",
        "macet",
        "hujan",
        "senja",
        "kucing",
        "mantap",
        "gaskeun",
    ),
    pets=("mochi", "oyen", "belang", "kiki", "bleki", "snowy", "choco", "miko"),
    cc="+62",
)

# 1 WhatsApp group export (dd/mm/yy hh.mm - Name: text)
F.reg(
    "kurir_whatsapp_grup_hub_kata_sandi_scanner",
    ("Chat WhatsApp dengan Hub <<orgc>> <<n>>.txt", "wa_export/hub_<<org>>_<<iso>>.txt"),
    """<<day>>/<<mon>>/<<yy>> <<hh>>.<<mi>> - <<name>>: Pagi semua, scanner baru sudah datang 🙏
<<day>>/<<mon>>/<<yy>> <<hh>>.<<mi>> - <<name2>>: Pak, kata sandi akun kurir di scanner apa ya? Yang lama ditolak
<<day>>/<<mon>>/<<yy>> <<hh>>.<<mi2>> - <<name>>: User: <<login>>
<<day>>/<<mon>>/<<yy>> <<hh>>.<<mi2>> - <<name>>: Sandi: <<cred>>
<<day>>/<<mon>>/<<yy>> <<hh>>.<<mi2>> - <<name>>: Jangan disebar ke grup lain ya
<<day>>/<<mon>>/<<yy>> <<hh2>>.<<mi>> - <<name2>>: Siap pak, sudah bisa 👍
""",
    cred="human",
    syntax="",
)

# 2 Laravel .env: Midtrans server key (COD top-up)
F.reg(
    "kurir_cod_topup_laravel_env_midtrans_server_key",
    ("<<org>>-api/.env", "var/www/<<org>>/.env.production<<n>>"),
    """APP_NAME=<<orgc>>
APP_ENV=production
APP_KEY=base64:<<hex32>>
APP_URL=https://api.<<dom>>

DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_DATABASE=<<org>>

MIDTRANS_IS_PRODUCTION=true
MIDTRANS_MERCHANT_ID=G<<n6>><<n3>>
MIDTRANS_CLIENT_KEY=Mid-client-<<hex8>><<n4>>
MIDTRANS_SERVER_KEY=<<cred>>
""",
    cred="p:midtrans",
    syntax="",
)

# 3 Go: J&T Express open platform private key
F.reg(
    "kurir_jnt_express_open_api_private_key_go",
    ("internal/courier/jnt/client.go", "<<org>>-svc/pkg/jnt/config_<<n>>.go"),
    """package jnt

// Konfigurasi akun J&T Express untuk handover paket jarak jauh.
const (
	BaseURL    = "https://openapi.jet.co.id/webopenplatformapi/api"
	APIAccount = "<<n6>><<n6>>"
	PrivateKey = "<<cred>>"
	CustomerCode = "J<<n6>>"
)
""",
    cred="hex:32",
    syntax="",
)

# 4 docker-compose for the route optimiser (VROOM + OSRM + Postgres)
F.reg(
    "kurir_route_optimiser_vroom_compose_postgres",
    ("deploy/routing/docker-compose.yml", "<<org>>-routing/compose.<<n>>.yaml"),
    """services:
  osrm:
    image: ghcr.io/project-osrm/osrm-backend:v5.27.1
    command: osrm-routed --algorithm mld /data/java-latest.osrm
    volumes:
      - ./osrm:/data
  vroom:
    image: ghcr.io/vroom-project/vroom-docker:v1.14.0
    environment:
      VROOM_ROUTER: osrm
    ports:
      - "3000:3000"
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: rute
      POSTGRES_USER: <<org>>
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - pgdata:/var/lib/postgresql/data
volumes:
  pgdata: {}
""",
    cred="pw",
)

# 5 Node: Xendit secret key for driver disbursements
F.reg(
    "kurir_driver_disbursement_xendit_secret_node",
    ("src/payout/xendit.ts", "<<org>>-payout/lib/xendit_<<n>>.js"),
    """import { Xendit } from 'xendit-node';

// Pencairan saldo kurir setiap Jumat
const xendit = new Xendit({
  secretKey: '<<cred>>',
});

export const { Disbursement } = xendit;
""",
    cred="p:xendit",
    syntax="",
)


# 6 Telegram JSON export: the reply holds only the value
def _tg(s):
    base = int(s["ts"])
    return jdump(
        {
            "name": s["name"],
            "type": "personal_chat",
            "id": int(s["n6"]) * 1000,
            "messages": [
                {
                    "id": 1,
                    "type": "message",
                    "date": f"{s['iso']}T{s['hh']}:{s['mi']}:{s['ss']}",
                    "date_unixtime": str(base),
                    "from": s["name2"],
                    "from_id": f"user{s['n6']}",
                    "text": "Mas, password dashboard mitra yang baru apa? 🙏",
                },
                {
                    "id": 2,
                    "type": "message",
                    "date": f"{s['iso']}T{s['hh']}:{s['mi2']}:{s['ss']}",
                    "date_unixtime": str(base + 120),
                    "from": s["name"],
                    "from_id": f"user{s['n4']}",
                    "text": s["cred"],
                },
                {
                    "id": 3,
                    "type": "message",
                    "date": f"{s['iso']}T{s['hh2']}:{s['mi']}:{s['ss']}",
                    "date_unixtime": str(base + 600),
                    "from": s["name2"],
                    "from_id": f"user{s['n6']}",
                    "text": "Oke makasih",
                },
            ],
        }
    )


F.reg(
    "kurir_telegram_json_export_reply_only_value",
    ("Telegram Desktop/ChatExport_<<iso>>/result.json", "tg_<<fa>>_<<n>>/result.json"),
    _tg,
    cred="human",
)


# 7 Firebase service account JSON (private key as it appears, with \n escapes)
def _sa(rng, s):
    key = pem8(rng) + "\n"
    return {"key": key, "needle": json.dumps(key)[1:-1]}


F.reg(
    "kurir_driver_app_firebase_adminsdk_service_account",
    ("secrets/<<org>>-firebase-adminsdk-<<hex8>>.json", "<<org>>-driver/functions/sa_<<n>>.json"),
    lambda s: jdump(
        {
            "type": "service_account",
            "project_id": f"{s['org']}-driver",
            "private_key_id": s["hex40"],
            "private_key": s["key"],
            "client_email": f"firebase-adminsdk-{s['hex8'][:5]}@{s['org']}-driver.iam.gserviceaccount.com",
            "client_id": f"1{s['n6']}{s['n6']}{s['n6']}{s['n']}",
            "auth_uri": "https://accounts.google.com/o/oauth2/auth",
            "token_uri": "https://oauth2.googleapis.com/token",
        }
    ),
    cred="hex:8",
    extra=_sa,
)


# 8 Percent-encoded password in a database URL (encoded)
def _pct(rng, s):
    pw = must(F.human(rng), "@#!%?+", rng)
    return {"cred": pw, "needle": pw, "enc": enc_url(pw)}


def _dec_pct(text):
    m = re.search(r"postgres://[^:]+:([^@]+)@", text)
    assert m
    return urllib.parse.unquote(m.group(1))


F.reg(
    "kurir_payout_worker_database_url_percent_encoded",
    ("payout-worker/.env", "<<org>>-worker/.env.<<n>>"),
    """# worker pencairan kurir
DATABASE_URL=postgres://payout_rw:<<enc>>@<<ip>>:5432/payout?sslmode=require
REDIS_URL=redis://<<ip2>>:6379/3
CRON_PAYOUT="0 17 * * 5"
""",
    cred="pw",
    syntax="",
    extra=_pct,
    decode=_dec_pct,
)
