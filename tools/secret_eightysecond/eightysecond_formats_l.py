# ruff: noqa: E501
"""Family l: an esports tournament organiser in Indonesia (Bandung); Indonesian and Sundanese,
start.gg and Challonge brackets, Midtrans and Xendit, Mobile Legends custom rooms."""

from __future__ import annotations

import base64
import random
import re

from eightysecond_spec import Fam, enc_b64

F = Fam(
    name="tourney_organiser_bandung",
    prefix="tourney",
    orgs=("arenaturnamen", "kujangesports", "bandungcup", "priangangg", "cilokleague"),
    tld="co.id",
    first=(
        ("Rizky", "rizky"),
        ("Siti", "siti"),
        ("Dimas", "dimas"),
        ("Putri", "putri"),
        ("Asep", "asep"),
        ("Neng", "neng"),
        ("Fajar", "fajar"),
        ("Dewi", "dewi"),
    ),
    last=(
        ("Saputra", "saputra"),
        ("Hidayat", "hidayat"),
        ("Nugraha", "nugraha"),
        ("Permana", "permana"),
        ("Kurniawan", "kurniawan"),
        ("Rahmawati", "rahmawati"),
    ),
    words=(
        "bandung",
        "persib",
        "maung",
        "cilok",
        "seblak",
        "batagor",
        "kujang",
        "sunda",
        "mabar",
        "mobilelegends",
        "savage",
        "maniac",
        "gaskeun",
        "mantap",
        "juara",
        "dago",
        "braga",
        "angklung",
        "peuyeum",
        "surabi",
    ),
    pets=("mochi", "oyen", "belang", "chiko", "kitty", "blacky", "moci", "cemong"),
    cc="+62 812",
)

F.reg(
    "startgg_bracket_sync_js_token",
    ("bracket-sync/index.js", "<<org>>-bot/startgg_<<n>>.js"),
    """// Sinkron hasil bracket start.gg ke layar venue
const STARTGG_TOKEN = '<<cred>>';
const EVENT_SLUG = 'tournament/<<org>>-season-<<n>>/event/mlbb-5v5';

async function ambilSet() {
  const res = await fetch('https://api.start.gg/gql/alpha', {
    method: 'POST',
    headers: { Authorization: `Bearer ${STARTGG_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: '{ event(slug: "' + EVENT_SLUG + '") { sets(perPage: 20) { nodes { id fullRoundText } } } }' }),
  });
  return res.json();
}

setInterval(ambilSet, 15000);
""",
    cred="p:startgg",
    syntax="",
)

F.reg(
    "challonge_bracket_ruby_api_key",
    ("scripts/buat_bracket.rb", "tools/<<login>>/challonge_<<n>>.rb"),
    """require 'challonge-api'

# Bikin bracket kualifikasi (double elimination)
Challonge::API.username = '<<org>>'
Challonge::API.key = '<<cred>>'

t = Challonge::Tournament.new
t.name = '<<orgc>> Cup Season <<n>> - Kualifikasi'
t.url = '<<org>>_s<<n>>_kual'
t.tournament_type = 'double elimination'
t.save
puts "Bracket siap: https://challonge.com/#{t.url}"
""",
    cred="p:challonge",
    syntax="",
)

F.reg(
    "midtrans_registration_laravel_env",
    ("pendaftaran/.env", "<<org>>-daftar/.env.production"),
    """APP_NAME="Pendaftaran <<orgc>> Cup"
APP_URL=https://daftar.<<dom>>
MIDTRANS_MERCHANT_ID=G<<n2>>123456
MIDTRANS_CLIENT_KEY=Mid-client-<<hx8>>Qw8Er5
MIDTRANS_SERVER_KEY=<<cred>>
MIDTRANS_IS_PRODUCTION=true
BIAYA_PENDAFTARAN_TIM=150000
""",
    cred="p:midtrans",
    syntax="",
)

F.reg(
    "xendit_prize_payout_go",
    ("payout/main.go", "services/hadiah-<<n>>/main.go"),
    """package main

import (
\t"fmt"

\txendit "github.com/xendit/xendit-go/v6"
)

// Transfer hadiah juara ke e-wallet kapten tim
const xenditKey = "<<cred>>"

func main() {
\tclient := xendit.NewClient(xenditKey)
\tfmt.Println("payout client siap:", client != nil)
}
""",
    cred="p:xendit",
    syntax="",
)

F.reg(
    "whatsapp_indonesia_kata_sandi_room",
    ("WhatsApp Chat dengan Panitia <<orgc>>.txt", "panitia/chat_<<date>>.txt"),
    """<<d>>/<<mo>>/<<y>> <<hm>> - <<full>>: Room custom buat semifinal udah dibikin?
<<d>>/<<mo>>/<<y>> <<hm>> - <<full2>>: udah kang, ID room <<n2>>881
<<d>>/<<mo>>/<<y>> <<hm2>> - <<full2>>: kata sandi: <<cred>>
<<d>>/<<mo>>/<<y>> <<hm2>> - <<full>>: siap, kirim ke kapten tim 5 menit sebelum mulai ya, jangan di grup umum
""",
    cred="human",
    syntax="",
)


def _b64(rng: random.Random, s: dict) -> None:
    s["b64"] = enc_b64(s["cred"])


def _dec_b64(text: str) -> str:
    raw = re.search(r'DB_PASS_B64="([A-Za-z0-9+/=]+)"', text).group(1)
    return base64.b64decode(raw).decode()


F.reg(
    "deploy_script_base64_db_password",
    ("deploy/deploy.sh", "<<org>>-web/scripts/deploy_<<n>>.sh"),
    """#!/usr/bin/env bash
# Deploy web turnamen ke VPS
set -e
DB_USER=turnamen
DB_PASS_B64="<<b64>>"
DB_PASS=$(echo "$DB_PASS_B64" | base64 -d)
export DATABASE_URL="postgres://${DB_USER}:${DB_PASS}@127.0.0.1:5432/turnamen"
git pull origin main
npm ci && npm run build
pm2 restart turnamen-web
""",
    cred="pw_url",
    syntax="",
    extra=_b64,
    decode=_dec_b64,
)

F.reg(
    "apps_script_sheet_discord_webhook",
    ("apps-script/Kode.gs", "sheets/<<org>>_pendaftaran_<<n>>.gs"),
    """// Google Form pendaftaran -> notifikasi Discord panitia
const WEBHOOK = '<<cred>>';

function onFormSubmit(e) {
  const tim = e.namedValues['Nama Tim'][0];
  const kapten = e.namedValues['Nama Kapten'][0];
  UrlFetchApp.fetch(WEBHOOK, {
    method: 'post',
    contentType: 'application/json',
    payload: JSON.stringify({ content: `Tim baru daftar: **${tim}** (kapten: ${kapten})` }),
  });
}
""",
    cred="p:discord_webhook",
    syntax="",
)

F.reg(
    "referee_sheet_tsv_kata_sandi_room",
    ("wasit/room_<<date>>.tsv", "exports/<<org>>_rooms_<<n>>.tsv"),
    """Match\tTim A\tTim B\tRoom ID\tKata sandi\tWasit
SF1\tMaung Squad\tKujang Five\t<<n2>>104\t<<cred>>\t<<full>>
SF2\tSeblak Gaming\tDago Wolves\t<<n2>>205\t(belum)\t<<full2>>
""",
    cred="human_x",
    syntax="",
)
