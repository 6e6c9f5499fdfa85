# ruff: noqa: E501
"""Family h: an orangutan and wildlife rescue and rehabilitation centre in West Kalimantan
(Indonesia, Indonesian)."""

from __future__ import annotations

from eightyfirst_spec import FH as F
from eightyfirst_spec import Slots, alnum, dec_url_userinfo, enc_url, human, tg_json, wa

F.reg(
    "midtrans_donasi_laravel_config_php",
    ("donasi-<<org>>/config/midtrans.php", "www/<<org>>/config/midtrans_<<yy>>.php"),
    """<?php
// Donasi adopsi orangutan - Midtrans Snap
return [
    'merchant_id'   => 'G<<id6>>42',
    'client_key'    => 'Mid-client-<<ck>>',
    'server_key'    => env('MIDTRANS_SERVER_KEY', '<<cred>>'),
    'is_production' => true,
    'is_sanitized'  => true,
    'is_3ds'        => true,
];
""",
    "p:midtrans",
    syntax="",
    extra=lambda rng, s: {"ck": alnum(rng, 16)},
)

F.reg(
    "xendit_adopsi_satwa_node_env",
    ("adopsi-satwa-<<org>>/.env.production", "srv/<<org>>/xendit.env"),
    """# Program adopsi satwa (bulanan) - Xendit recurring
XENDIT_SECRET_KEY=<<cred>>
XENDIT_CALLBACK_TOKEN=<<cbt>>
APP_BASE_URL=https://adopsi.<<dom>>
""",
    "p:xendit",
    syntax="",
    extra=lambda rng, s: {"cbt": alnum(rng, 48)},
)


def _db_url(s: Slots) -> str:
    return (
        "# Rekam medis satwa (karantina, klinik, pelepasliaran)\n"
        f"DATABASE_URL=postgresql://rekammedis:{enc_url(str(s['cred']))}@{s['ip']}:5432/rekam_satwa?sslmode=require\n"
        "REDIS_URL=redis://localhost:6379/0\n"
        f"MEDIA_ROOT=/srv/{s['org']}/foto_satwa\n"
    )


F.reg(
    "rekam_medis_satwa_database_url_percent_encoded",
    ("rekam-medis-<<org>>/.env", "srv/<<org>>/rekammedis/.env.<<yy>>"),
    _db_url,
    "pw",
    syntax="",
    decode=dec_url_userinfo,
)

F.reg(
    "smart_connect_patroli_properties",
    ("SMART/<<org>>/smart-connect.properties", "opt/smart/patroli_<<yy>>.properties"),
    """# SMART Connect - sinkronisasi data patroli (tim <<fn>>)
smart.connect.server=https://smart.<<dom>>:8443/server
smart.connect.username=<<login>>
smart.connect.password=<<cred>>
smart.conservation.area=Hutan Lindung <<city>>
smart.sync.interval.minutes=30
""",
    "pw",
    syntax="",
)


def _wa_id(s: Slots) -> str:
    msgs = [
        (
            s["fn"],
            f"Kak, aku mau upload video {s['pet']} yang baru dilepasliarkan ke IG, kata sandinya apa ya?",
        ),
        (s["fn2"], f"username {s['org']}.official"),
        (s["fn2"], f"kata sandi {s['cred']} jangan disebar ya 🙏"),
        (s["fn"], "siap kak"),
    ]
    return wa(s, msgs, 0)


F.reg(
    "whatsapp_indonesia_kata_sandi_instagram",
    ("WhatsApp/Chat WhatsApp dengan Tim Edukasi <<orgc>>.txt", "ekspor/wa_<<fa>>_<<date>>.txt"),
    _wa_id,
    "human",
    syntax="",
)


def _tg(s: Slots) -> str:
    return tg_json(
        s,
        "Klinik Satwa",
        [
            (
                f"{s['fn']} {s['ln']}",
                "CCTV kandang karantina mati lagi, siapa yang pegang akun Hik-Connect?",
            ),
            (f"{s['fn2']} {s['ln2']}", f"akun: {s['email']}"),
            (f"{s['fn2']} {s['ln2']}", f"sandi: {s['cred']}"),
            (f"{s['fn']} {s['ln']}", "ok sudah nyala lagi 👍"),
        ],
    )


F.reg(
    "telegram_json_export_hik_connect_sandi",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/Telegram Desktop/ChatExport_<<date>>_<<hh>>/result.json",
    ),
    _tg,
    "human",
)

F.reg(
    "kandang_karantina_esp32_blynk_ino",
    (
        "arduino/kandang_karantina_<<n>>/kandang_karantina_<<n>>.ino",
        "firmware/<<org>>/suhu_kandang.ino",
    ),
    """// Sensor suhu & kelembaban kandang karantina bayi orangutan (DHT22 + ESP32)
#define BLYNK_TEMPLATE_ID "TMPL6<<hex8>>"
#define BLYNK_TEMPLATE_NAME "Kandang Karantina"
#define BLYNK_AUTH_TOKEN "<<cred>>"

#include <WiFi.h>
#include <BlynkSimpleEsp32.h>
#include <DHT.h>

char ssid[] = "Klinik-<<orgc>>";
char pass[] = "<<wifi>>";
DHT dht(4, DHT22);

void setup() {
  dht.begin();
  Blynk.begin(BLYNK_AUTH_TOKEN, ssid, pass);
}

void loop() {
  Blynk.run();
  Blynk.virtualWrite(V0, dht.readTemperature());
  Blynk.virtualWrite(V1, dht.readHumidity());
  delay(5000);
}
""",
    "alnum:32",
    syntax="",
    extra=lambda rng, s: {"wifi": human(rng, F, "!@*.-_")},
)


def _email_id(s: Slots) -> str:
    return (
        f"From: {s['fn']} {s['ln']} <{s['email']}>\n"
        f"To: {s['email2']}\n"
        f"Subject: Akun pelaporan BKSDA Kalbar - {s['orgc']}\n"
        f"Date: Tue, {s['dd']} Jun {s['year']} {s['hh']}:{s['mi']}:00 +0700\n"
        'Content-Type: text/plain; charset="utf-8"\n\n'
        f"Halo {s['fn2']},\n\n"
        "Mulai bulan ini laporan bulanan satwa masuk (serahan warga, sitaan) diinput lewat portal BKSDA.\n"
        "Akun lembaga kita:\n\n"
        f"  Nama pengguna : {s['org']}_kalbar\n"
        f"  Kata sandi    : {s['cred']}\n\n"
        "Tolong jangan diganti tanpa kabar ke saya.\n\n"
        f"Salam lestari,\n{s['fn']}\n"
    )


F.reg(
    "email_indonesian_portal_bksda_kata_sandi",
    ("Mail/<<login>>/Akun pelaporan BKSDA <<date>>.eml", "Thunderbird/Inbox/bksda_<<id6>>.eml"),
    _email_id,
    "human",
    syntax="",
)
