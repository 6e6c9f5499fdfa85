# ruff: noqa: E501
"""Family n: a video-news start-up in Jakarta, Indonesia (Indonesian)."""

from __future__ import annotations

import base64
import json
import re

from hundredtwentysixth_spec import Fam, alnum, enc_b64, hexs, rsa_pem

F = Fam(
    name="kilat_jakarta_video_news_startup",
    orgs=("kabarkilat", "layarkini", "sorotcepat"),
    tld="co.id",
    first=("Dimas", "Ayu", "Rizky", "Putri", "Fajar", "Intan", "Bayu", "Nadia"),
    last=("Saputra", "Wulandari", "Pratama", "Lestari", "Hidayat", "Kusuma", "Nugroho", "Siregar"),
    first_a=("dimas", "ayu", "rizky", "putri", "fajar", "intan", "bayu", "nadia"),
    last_a=(
        "saputra",
        "wulandari",
        "pratama",
        "lestari",
        "hidayat",
        "kusuma",
        "nugroho",
        "siregar",
    ),
    words=(
        "kilat",
        "jakarta",
        "monas",
        "nasgor",
        "rendang",
        "garuda",
        "merdeka",
        "persija",
        "bandung",
        "bali",
        "batik",
        "kopi",
        "ojek",
        "senayan",
    ),
    pets=("kucing", "mochi", "oyen", "belang", "bleki", "cimol"),
    cc="62",
    city="Jakarta",
)

F.reg(
    "kilat_whatsapp_indonesian_kata_sandi_editing",
    (
        "WhatsApp Chat with Tim Video <<n>>.txt",
        "exports/<<fa>>/Chat WhatsApp dengan Redaksi <<d8>>.txt",
    ),
    """<<dmy2>> <<time>> - <<first>> <<last>>: Mas, akun Frame.io buat review video banjir Bekasi apa ya?
<<dmy2>> <<time>> - <<first2>>: email: video@<<dom>>
<<dmy2>> <<time2>> - <<first2>>: kata sandi: <<cred>>
<<dmy2>> <<time2>> - <<first>> <<last>>: Siap, makasih mas 🙏
<<dmy2>> <<time2>> - <<first2>>: jangan disebar ya
""",
    "human",
)


def _k8s(r, s):
    return {"enc": enc_b64(s["cred"]), "tid": enc_b64(s["uid"])}


def _dec_k8s(text: str) -> str:
    m = re.search(r"MUX_TOKEN_SECRET: (\S+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode()


F.reg(
    "kilat_k8s_secret_mux_token_data_base64",
    ("deploy/k8s/mux-secret-<<n>>.yaml", "infra/overlays/prod/mux_<<d8>>.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: mux-credentials
  namespace: video-<<n2>>
type: Opaque
data:
  MUX_TOKEN_ID: <<tid>>
  MUX_TOKEN_SECRET: <<enc>>
""",
    "p:mux_secret",
    extra=_k8s,
    decode=_dec_k8s,
)

F.reg(
    "kilat_midtrans_server_key_laravel_env",
    ("web/.env.<<n>>", "langganan/.env.production.<<d8>>"),
    """APP_NAME=KabarKilat
APP_ENV=production
APP_URL=https://<<dom>>

MIDTRANS_IS_PRODUCTION=true
MIDTRANS_MERCHANT_ID=G<<n>>4<<n2>>
MIDTRANS_CLIENT_KEY=Mid-client-<<ck>>
MIDTRANS_SERVER_KEY=<<cred>>
""",
    "p:midtrans",
    extra=lambda r, s: {"ck": alnum(r, 16)},
)

F.reg(
    "kilat_xendit_payout_go_secret",
    ("services/payout/main_<<n>>.go", "cmd/honor-kontributor/xendit_<<d8>>.go"),
    """package main

// Bayar honor kontributor video lewat Xendit Disbursement
import (
\t"log"

\txendit "github.com/xendit/xendit-go/v6"
)

const xenditSecret = "<<cred>>"

func main() {
\tclient := xendit.NewClient(xenditSecret)
\t_ = client
\tlog.Println("payout worker started")
}
""",
    "p:xendit",
    syntax="",
)

F.reg(
    "kilat_ffmpeg_srt_passphrase_liputan_sh",
    ("liputan/kirim_srt_<<n>>.sh", "home/<<login>>/bin/live_srt_<<d8>>.sh"),
    """#!/bin/bash
# Kirim live dari lapangan ke studio (SRT caller)
ffmpeg -re -i /dev/video0 -f alsa -i default \\
  -c:v libx264 -preset veryfast -b:v 2500k -c:a aac -b:a 96k -f mpegts \\
  "srt://ingest.<<dom>>:90<<n2>>?mode=caller&latency=800000&pbkeylen=16&passphrase=<<cred>>"
""",
    "pw_alnum",
    syntax="",
)

F.reg(
    "kilat_telegram_html_export_kata_sandi",
    (
        "Telegram Desktop/ChatExport_<<date>>/messages<<n2>>.html",
        "exports/telegram_redaksi_<<n>>/messages.html",
    ),
    """<!DOCTYPE html>
<html>
 <head><meta charset="utf-8"/><title>Exported Data</title><link href="css/style.css" rel="stylesheet"/></head>
 <body>
  <div class="page_wrap">
   <div class="history">
    <div class="message default clearfix" id="message<<n>>">
     <div class="body">
      <div class="pull_right date details" title="<<dmy>> <<time>>:<<sec>> UTC+07:00"><<time>></div>
      <div class="from_name"><<first>> <<last>></div>
      <div class="text">Password CMS baru buat desk malam:</div>
     </div>
    </div>
    <div class="message default clearfix joined" id="message<<n2>>1">
     <div class="body">
      <div class="pull_right date details" title="<<dmy>> <<time>>:<<sec>> UTC+07:00"><<time>></div>
      <div class="text"><<cred>></div>
     </div>
    </div>
   </div>
  </div>
 </body>
</html>
""",
    "human_x",
    syntax="",
)


def _sa(r, s):
    pk = rsa_pem(r, pkcs8=True) + "\n"
    obj = {
        "type": "service_account",
        "project_id": f"kilat-video-{s['n']}",
        "private_key_id": hexs(r, 40),
        "private_key": pk,
        "client_email": f"transcoder@kilat-video-{s['n']}.iam.gserviceaccount.com",
        "client_id": str(r.randint(10**20, 10**21 - 1)),
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
        "universe_domain": "googleapis.com",
    }
    return {"needle": json.dumps(pk)[1:-1], "body": json.dumps(obj, indent=2)}


F.reg(
    "kilat_gcp_transcoder_service_account_json",
    ("secrets/kilat-video-<<n>>-<<hexid>>.json", "Downloads/kilat-video-<<d8>>.json"),
    "<<body>>",
    "uuid",
    extra=_sa,
)

F.reg(
    "kilat_minio_compose_root_password",
    ("infra/minio/docker-compose.<<n>>.yml", "srv/arsip_video_<<d8>>/docker-compose.yml"),
    """services:
  minio:
    image: quay.io/minio/minio:RELEASE.2024-06-13T22-53-53Z
    command: server /data --console-address ":9001"
    environment:
      MINIO_ROOT_USER: arsipvideo
      MINIO_ROOT_PASSWORD: '<<cred>>'
    ports:
      - "9000:9000"
      - "9001:9001"
    volumes:
      - /mnt/raid/arsip:/data
""",
    "human_x",
)
