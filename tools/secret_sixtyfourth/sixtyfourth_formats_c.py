"""Family c: a warung kelontong (grocery kiosk) with QRIS payments and a Tokopedia shop in
Surabaya (Indonesia), Indonesian and Javanese."""

from __future__ import annotations

import json

from sixtyfourth_spec import Fam, dec_url_userinfo, enc_url, with_char

F = Fam(
    "warung_kelontong_qris",
    ("kelontongjaya", "warungberkah", "tokosembakomakmur", "kelontongrezeki"),
    "co.id",
    ("Budi", "Siti", "Agus", "Dewi", "Rudi", "Wati", "Eko", "Yanti"),
    ("Santoso", "Wijaya", "Saputra", "Lestari", "Hidayat", "Nugroho"),
    (
        "warung",
        "kelontong",
        "sembako",
        "kopi",
        "gorengan",
        "berkah",
        "rezeki",
        "sejahtera",
        "makmur",
        "barokah",
        "jaya",
        "surabaya",
    ),
    ("Mimi", "Belang", "Oyen", "Kiko", "Jerry", "Cemong"),
    "62",
    ("0812########", "0857########", "0813#######"),
    "Surabaya",
)

F.reg(
    "kelontong_whatsapp_export_kata_sandi_tokopedia",
    ("WhatsApp/Chat WhatsApp dengan <<first2>>.txt", "Download/WhatsApp Chat - Toko <<n>>.txt"),
    """<<dd>>/<<mo>>/<<y>> <<t>> - Pesan dan panggilan terenkripsi secara end-to-end.
<<dd>>/<<mo>>/<<y>> <<t>> - <<first2>>: Mas, aku mau update stok di Tokopedia tapi ke-logout
<<dd>>/<<mo>>/<<y>> <<t>> - <<first>> <<last>>: emailnya <<mail>>
<<dd>>/<<mo>>/<<y>> <<t2>> - <<first>> <<last>>: kata sandinya <<cred>>
<<dd>>/<<mo>>/<<y>> <<t2>> - <<first>> <<last>>: kode OTP nanti masuk ke hpku, tak kirim
<<dd>>/<<mo>>/<<y>> <<t2>> - <<first2>>: Siap mas, makasih
""",
    "human",
)

F.reg(
    "kelontong_midtrans_qris_codeigniter_config_php",
    ("htdocs/toko/application/config/midtrans.php", "www/<<org>>/application/config/midtrans.php"),
    """<?php
defined('BASEPATH') OR exit('No direct script access allowed');

// Pembayaran QRIS / GoPay untuk pesanan antar (WA order)
$config['midtrans_is_production'] = TRUE;
$config['midtrans_server_key'] = '<<cred>>';
$config['midtrans_client_key'] = 'Mid-client-<<hex8>>';
$config['midtrans_notification_url'] = 'https://<<dom>>/bayar/notifikasi';
$config['toko_nama'] = 'Toko <<orgt>>';
""",
    "p:midtrans",
    syntax="",
)

F.reg(
    "kelontong_tokopedia_fs_sync_config_yaml",
    ("stok-sync/config.yaml", "Documents/tokosync/config_<<n>>.yaml"),
    """# sinkron stok kasir -> Tokopedia (tiap 30 menit lewat Task Scheduler)
toko:
  nama: "Toko <<orgt>>"
  kota: <<city>>
tokopedia:
  fs_id: <<num>><<n>>
  shop_id: <<num>><<num>>
  client_id: "<<hex8>><<n>>"
  client_secret: "<<cred>>"
kasir:
  db_path: "C:/KasirToko/data/kasir.db"
  gudang: utama
""",
    "p:tokopedia",
)

F.reg(
    "kelontong_opensourcepos_docker_compose_mysql",
    ("ospos-<<org>>/docker-compose.yml", "server-toko-<<n>>/docker-compose.yml"),
    """services:
  ospos:
    image: jekkos/opensourcepos:latest
    restart: always
    ports:
      - "8080:80"
    environment:
      - MYSQL_HOST_NAME=mysql
      - MYSQL_DB_NAME=ospos
      - MYSQL_USERNAME=ospos
      - MYSQL_PASSWORD=<<cred>>
    depends_on:
      - mysql
  mysql:
    image: mariadb:10.11
    restart: always
    environment:
      - MYSQL_ROOT_PASSWORD=<<cred>>
      - MYSQL_DATABASE=ospos
      - MYSQL_USER=ospos
      - MYSQL_PASSWORD=<<cred>>
    volumes:
      - ./data:/var/lib/mysql
""",
    "pw",
)

F.reg(
    "kelontong_catatan_foto_ocr_sandi_wifi_indihome",
    ("Pictures/Google Lens/catatan_warung_<<n>>.txt", "DCIM/OCR/IMG_<<y>><<mo>><<dd>>_<<num>>.txt"),
    """CATATAN WARUNG
- Galon Aqua: Pak <<first2>> <<mob2>> (Senin & Kamis)
- Gas 3kg: pangkalan dekat masjid
- listrik token: no meter 5<<num>><<num>>
WIFI IndiHome
nama: WARUNG_<<orgt>>
sandi: <<cred>>
(jangan kasih tau anak2 yg nongkrong)
""",
    "human",
    syntax="",
)

F.reg(
    "kelontong_xendit_invoice_express_js",
    ("warung-order/server.js", "Documents/web-warung/index_<<n>>.js"),
    """// server kecil untuk pesanan WhatsApp -> link bayar Xendit
const express = require('express');
const Xendit = require('xendit-node');

const x = new Xendit({ secretKey: '<<cred>>' });
const { Invoice } = x;
const app = express();
app.use(express.json());

app.post('/pesan', async (req, res) => {
  const inv = new Invoice({});
  const r = await inv.createInvoice({
    externalID: 'WRG-' + Date.now(),
    amount: req.body.total,
    payerEmail: req.body.email || '<<mail>>',
    description: 'Pesanan Toko <<orgt>>',
  });
  res.json({ url: r.invoice_url });
});

app.listen(3000);
""",
    "p:xendit",
    syntax="",
)


def _tg_json(s):
    msgs = [
        {
            "id": 1,
            "type": "message",
            "date": s["ts"],
            "from": s["first2"],
            "text": "Pak, password email toko yang buat Shopee apa ya?",
        },
        {
            "id": 2,
            "type": "message",
            "date": s["ts"],
            "from": f"{s['first']} {s['last']}",
            "text": f"{s['mail']} sandinya {s['cred']}",
        },
        {
            "id": 3,
            "type": "message",
            "date": s["ts"],
            "from": s["first2"],
            "text": "Oke, udah masuk",
        },
    ]
    return (
        json.dumps(
            {
                "name": f"Toko {s['orgt']}",
                "type": "personal_chat",
                "id": s["num"],
                "messages": msgs,
            },
            indent=1,
            ensure_ascii=False,
        )
        + "\n"
    )


F.reg(
    "kelontong_telegram_desktop_result_json_sandi_email",
    (
        "Telegram Desktop/ChatExport_<<d>>/result.json",
        "Downloads/Telegram Desktop/ChatExport_<<y>>_<<n>>/result.json",
    ),
    _tg_json,
    "human",
)


def _url(rng, s):
    s["pw_enc"] = enc_url(s["cred"])


F.reg(
    "kelontong_distributor_ftp_internet_shortcut_percent_encoded",
    ("Desktop/Daftar Harga Distributor.url", "Users/<<fa>>/Favorites/harga_<<n>>.url"),
    """[InternetShortcut]
URL=ftp://toko<<n>>:<<pw_enc>>@ftp.distributor-<<org>>.co.id/harga/sembako_<<y>>.xlsx
IDList=
HotKey=0
IconIndex=0
""",
    with_char("@#:/?%", "pw"),
    syntax="",
    extra=_url,
    decode=dec_url_userinfo,
)
