# ruff: noqa: E501
"""Family a: a hand-drawn batik workshop in Central Java (Indonesian / Javanese)."""

from __future__ import annotations

import re

from thirtyeighth_spec import after, human, reg

FAM = "batik_canting_pekalongan"
ORGS = ("batik-sekar-jagad", "pekalongan-canting")
W = ("parang", "kawung", "mendung", "truntum", "sidomukti", "canting", "soga", "lasem",
     "sekar", "jagad", "pekalongan", "laweyan", "melati", "wulan", "garuda", "srikandi",
     "gendhis", "kopi", "tulis", "cap")  # fmt: skip

reg(
    FAM,
    "batik_marketplace_sync_dotenv_xendit",
    ("toko-sync/.env", "deploy/<<org>>/.env.production", "srv/sinkron-<<n>>/.env"),
    """# sinkron stok batik tulis ke marketplace (Tokopedia, Shopee) + pembayaran Xendit
APP_NAME=<<org>>-sync
APP_ENV=production
APP_URL=https://toko.<<dom>>
DB_HOST=127.0.0.1
DB_DATABASE=toko_batik
DB_USERNAME=toko
TOKOPEDIA_FS_ID=<<nn>>
TOKOPEDIA_CLIENT_ID=<<id>>
XENDIT_SECRET_KEY=<<cred>>
XENDIT_CALLBACK_TOKEN=<<hex40>>
SYNC_CRON="*/15 * * * *"
LOG_CHANNEL=daily
""",
    "p:xendit",
    orgs=ORGS,
)

reg(
    FAM,
    "batik_whatsapp_group_sandi_reply_only",
    (
        "ekspor_chat/WhatsApp Chat dengan Pembatik <<orgt>>.txt",
        "hp_bu_<<first>>/WhatsApp Chat - Admin Toko <<n>>.txt",
    ),
    """<<dslash>>, <<time>> - Pesan dan panggilan terenkripsi secara end-to-end.
<<dslash>>, <<time>> - Mbak Ratih: Bu, kata sandi email toko yang baru apa nggih? Mau upload foto motif parang yg kemarin
<<dslash>>, <<time>> - Bu Sri Pembatik: sebentar mbak tak lihat buku dulu
<<dslash>>, <<time2>> - Bu Sri Pembatik: <<cred>>
<<dslash>>, <<time2>> - Mbak Ratih: matur nuwun bu 🙏
<<dslash>>, <<time2>> - Mas Bayu: jangan lupa lorodan malam besok jam 7 ya, soga sudah siap
""",
    lambda r: human(r, W),
    orgs=ORGS,
)


def _dec_concat(text: str) -> str:
    body = after(r"serverKey\s*=\s*(.+?);", text)
    return "".join(p for p in re.findall(r"'([^']*)'", body))


def _concat(rng, s):
    key = str(s["cred"])
    cuts = sorted(rng.sample(range(3, len(key) - 2), 3))
    parts = [key[: cuts[0]], key[cuts[0] : cuts[1]], key[cuts[1] : cuts[2]], key[cuts[2] :]]
    return {"enc_js": " +\n    ".join(f"'{p}'" for p in parts)}


reg(
    FAM,
    "batik_checkout_midtrans_key_string_concat",
    ("public/js/checkout-<<n>>.js", "resources/js/pembayaran.js"),
    """// pembayaran kain batik lewat Midtrans Snap (dipakai juga oleh reseller <<org>>)
// TODO: pindahkan ke server, jangan di browser
const isProduction = true;
const serverKey = <<enc_js>>;
const authHeader = 'Basic ' + btoa(serverKey + ':');

async function buatTransaksi(order) {
  const res = await fetch('https://app.midtrans.com/snap/v1/transactions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: authHeader },
    body: JSON.stringify({
      transaction_details: { order_id: 'BTK-' + order.id, gross_amount: order.total },
      item_details: order.items.map((i) => ({ id: i.sku, price: i.harga, quantity: i.qty, name: i.motif })),
    }),
  });
  return res.json();
}
""",
    "p:midtrans",
    extra=_concat,
    decode=_dec_concat,
    orgs=ORGS,
)

reg(
    FAM,
    "batik_dye_vat_thermometer_arduino_blynk",
    (
        "firmware/tong_pewarna/tong_pewarna.ino",
        "arduino/sensor_suhu_lilin_<<n>>/sensor_suhu_lilin_<<n>>.ino",
    ),
    """// Sensor suhu tong pewarna indigo & wajan lilin malam - <<orgt>>
#define BLYNK_TEMPLATE_ID "TMPL<<id>>"
#define BLYNK_TEMPLATE_NAME "Tong Pewarna"
#define BLYNK_AUTH_TOKEN "<<cred>>"

#include <ESP8266WiFi.h>
#include <BlynkSimpleEsp8266.h>
#include <OneWire.h>
#include <DallasTemperature.h>

char ssid[] = "Griya Batik <<n>>";
char pass[] = "<<wifi>>";

OneWire oneWire(D4);
DallasTemperature sensors(&oneWire);
BlynkTimer timer;

void kirimSuhu() {
  sensors.requestTemperatures();
  float suhuLilin = sensors.getTempCByIndex(0);
  Blynk.virtualWrite(V1, suhuLilin);
  if (suhuLilin > 78.0) Blynk.logEvent("lilin_terlalu_panas");
}

void setup() {
  Serial.begin(115200);
  Blynk.begin(BLYNK_AUTH_TOKEN, ssid, pass);
  sensors.begin();
  timer.setInterval(5000L, kirimSuhu);
}

void loop() { Blynk.run(); timer.run(); }
""",
    "an:32",
    extra=lambda r, s: {"wifi": human(r, W, "!*._")},
    orgs=ORGS,
)

reg(
    FAM,
    "batik_invoice_laravel_config_database_default",
    ("config/database.php", "faktur-ekspor-<<n>>/config/database.php"),
    """<?php

use Illuminate\\Support\\Str;

return [
    'default' => env('DB_CONNECTION', 'mysql'),

    'connections' => [
        'mysql' => [
            'driver' => 'mysql',
            'host' => env('DB_HOST', '<<ip>>'),
            'port' => env('DB_PORT', '3306'),
            'database' => env('DB_DATABASE', 'faktur_batik'),
            'username' => env('DB_USERNAME', 'faktur'),
            'password' => env('DB_PASSWORD', '<<cred>>'),
            'charset' => 'utf8mb4',
            'collation' => 'utf8mb4_unicode_ci',
            'prefix' => '',
            'strict' => true,
        ],
    ],

    'migrations' => 'migrations',

    'redis' => [
        'client' => env('REDIS_CLIENT', 'phpredis'),
        'options' => ['prefix' => env('REDIS_PREFIX', Str::slug(env('APP_NAME', 'faktur'), '_').'_')],
    ],
];
""",
    "pw_sq",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "batik_motif_scans_lftp_bookmarks_userinfo",
    ("home/<<user>>/.local/share/lftp/bookmarks", "home/arsip/.lftp/bookmarks"),
    """scan-motif sftp://arsip:<<cred>>@<<host>>/data/scan_motif
nas ftp://<<ip>>/public
pameran-<<year>> ftp://panitia@ftp.<<dom>>/foto
""",
    "pw_url",
    orgs=ORGS,
)

reg(
    FAM,
    "batik_pembatik_akun_awal_csv_column",
    ("admin/akun_pembatik_<<year>>.csv", "Dokumen/HRD/daftar akun pembatik <<n>>.csv"),
    """no,nama,bagian,email,kata_sandi_awal,catatan
1,Sri Lestari,tulis halus,sri.lestari@<<dom>>,<<other1>>,
2,Wulan Sari,cap,wulan.sari@<<dom>>,<<cred>>,wajib ganti
3,Bayu Aji,pewarnaan soga,bayu.aji@<<dom>>,<<other2>>,
4,<<firstc>> <<lastc>>,gudang kain mori,<<email>>,<<other3>>,belum login
""",
    lambda r: human(r, W, "!#*._"),
    extra=lambda r, s: {f"other{i}": human(r, W, "!#*._") for i in (1, 2, 3)},
    orgs=ORGS,
)

reg(
    FAM,
    "batik_katalog_instagram_graph_python_token",
    ("skrip/unggah_katalog.py", "tools/ig_katalog_<<n>>.py"),
    '''"""Unggah foto motif batik baru ke Instagram toko lewat Graph API."""

import requests

IG_USER_ID = "178414<<nn>>22<<n>>"
ACCESS_TOKEN = "<<cred>>"
GRAPH = "https://graph.facebook.com/v19.0"


def unggah(url_foto: str, keterangan: str) -> str:
    r = requests.post(
        f"{GRAPH}/{IG_USER_ID}/media",
        data={"image_url": url_foto, "caption": keterangan, "access_token": ACCESS_TOKEN},
        timeout=30,
    )
    r.raise_for_status()
    kontainer = r.json()["id"]
    r = requests.post(
        f"{GRAPH}/{IG_USER_ID}/media_publish",
        data={"creation_id": kontainer, "access_token": ACCESS_TOKEN},
        timeout=30,
    )
    return r.json()["id"]


if __name__ == "__main__":
    print(unggah("https://toko.<<dom>>/foto/parang-<<nn>>.jpg", "Batik tulis motif parang, pewarna alam"))
''',
    "p:fb_page",
    orgs=ORGS,
)
