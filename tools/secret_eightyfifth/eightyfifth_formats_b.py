# ruff: noqa: E501
"""Family b: a scrap-metal dealer (hurdacı) in Gebze / Dilovası, Turkey (Turkish): truck
scale software, Logo Tiger accounting, yard cameras, iyzico, Netgsm, e-İrsaliye portal."""

from __future__ import annotations

import random

from eightyfifth_spec import TURKEY as F
from eightyfifth_spec import prov

# 1 ---------------------------------------------------------------------------------------------
F.reg(
    "hurda_kantar_otomasyon_ini_mssql_sifre",
    ("C:/KantarOtomasyon/ayarlar.ini", "kantar/<<org>>_kantar<<n>>.ini"),
    """; Kamyon kantarı otomasyon programı - 60 ton köprü, indikatör RS232
[Indikator]
Port=COM3
BaudRate=9600
Protokol=Continuous
Birim=kg

[Veritabani]
Sunucu=<<ip>>\\SQLEXPRESS
Veritabani=KANTAR_<<year>>
Kullanici=kantar
Sifre=<<cred>>
Zamanasimi=30

[Fis]
Yazici=EPSON LX-350
FirmaUnvan=<<org_u>> HURDA METAL SAN. TIC. LTD. STI.
Baslik=<<city>> Kantar Fisi
""",
    "pw",
    syntax="ini",
)

# 2 ---------------------------------------------------------------------------------------------
F.reg(
    "hurda_turkish_whatsapp_ios_sifre_earsiv_portal",
    ("Sohbetler/WhatsApp Sohbeti - Muhasebe <<org>>/_chat.txt", "yedek/<<fa>>/_chat <<n>>.txt"),
    """[<<dd>>.<<mm>>.<<year>> <<t1>>:12] <<first>> <<last>>: Selamun aleyküm <<first2>> hanım, bu ayki e-irsaliyeleri kesemiyorum
[<<dd>>.<<mm>>.<<year>> <<t2>>:40] <<first2>>: Aleyküm selam. GİB e-Arşiv portalına girdiniz mi?
[<<dd>>.<<mm>>.<<year>> <<t2>>:51] <<first>> <<last>>: Şifreyi unuttum, kağıdı da kaybettim 🙈
[<<dd>>.<<mm>>.<<year>> <<t3>>:05] <<first2>>: Kullanıcı kodu <<vkn>>
[<<dd>>.<<mm>>.<<year>> <<t3>>:06] <<first2>>: Şifre: <<cred>>
[<<dd>>.<<mm>>.<<year>> <<t3>>:20] <<first>> <<last>>: Tamamdır girdim, Allah razı olsun
[<<dd>>.<<mm>>.<<year>> <<t4>>:02] <<first2>>: Rica ederim. Mesajı silin lütfen
""",
    "human",
    syntax="",
    extra=lambda r, s: {"vkn": str(r.randint(10**9, 10**10 - 1))},
)

# 3 ---------------------------------------------------------------------------------------------
F.reg(
    "hurda_iyzico_php_options_set_secret_key",
    ("web/odeme/iyzico_config.php", "public_html/<<org>>/inc/odeme_<<n>>.php"),
    """<?php
// Bakır / alüminyum online teklif - kart ile kaparo ödemesi
require_once 'vendor/autoload.php';

function iyzicoOptions()
{
    $options = new \\Iyzipay\\Options();
    $options->setApiKey('<<key>>');
    $options->setSecretKey('<<cred>>');
    $options->setBaseUrl('https://api.iyzipay.com');
    return $options;
}

$request = new \\Iyzipay\\Request\\CreateCheckoutFormInitializeRequest();
$request->setLocale(\\Iyzipay\\Model\\Locale::TR);
$request->setConversationId('HRD-<<year>>-<<nnnn>>');
$request->setCurrency(\\Iyzipay\\Model\\Currency::TL);
$request->setCallbackUrl('https://www.<<dom>>/odeme/sonuc');
""",
    "p:iyzico_secret",
    syntax="",
    extra=lambda r, s: {"key": prov(r, "iyzico_secret")},
)

# 4 ---------------------------------------------------------------------------------------------
F.reg(
    "hurda_netgsm_toplu_sms_python_fiyat_listesi",
    ("scripts/netgsm_fiyat_sms.py", "ops/<<fa>>/gunluk_fiyat_<<n>>.py"),
    '''"""Her sabah tedarikçilere günlük hurda alış fiyatlarını SMS ile gönderir (Netgsm)."""

import requests

NETGSM_USERCODE = "850<<nnnn>><<nn>>"
NETGSM_PASSWORD = "<<cred>>"
MSGHEADER = "<<org_u>>"

FIYATLAR = {"Bakır (soyma)": 312.5, "Sarı pirinç": 198.0, "Alüminyum profil": 74.25, "DKP demir": 9.8}


def gonder(numaralar):
    metin = "Günlük fiyat (TL/kg): " + ", ".join(f"{k} {v}" for k, v in FIYATLAR.items())
    r = requests.get(
        "https://api.netgsm.com.tr/sms/send/get",
        params={"usercode": NETGSM_USERCODE, "password": NETGSM_PASSWORD, "gsmno": ",".join(numaralar), "message": metin, "msgheader": MSGHEADER},
        timeout=20,
    )
    return r.text


if __name__ == "__main__":
    print(gonder(["<<phone>>"]))
''',
    "human_x",
)

# 5 ---------------------------------------------------------------------------------------------
F.reg(
    "hurda_logo_tiger_udl_oledb_initstring",
    ("Desktop/LOGO_<<year>>.udl", "muhasebe/baglanti/tiger_<<org>><<n>>.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=sa;Initial Catalog=TIGER_<<year>>;Data Source=<<ip>>\\LOGO
""",
    "pw",
    syntax="",
)

# 6 ---------------------------------------------------------------------------------------------
F.reg(
    "hurda_go2rtc_yaml_yard_cameras_hikvision_rtsp",
    ("go2rtc/go2rtc.yaml", "nvr/<<org>>/saha_kameralari_<<n>>.yaml"),
    """# Saha kameraları - kantar girişi, pres makinesi, bakır deposu
api:
  listen: ":1984"

streams:
  kantar_giris:
    - "rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101"
  pres_alani:
    - "rtsp://admin:<<cred>>@<<ip2>>:554/Streaming/Channels/101"
  bakir_depo:
    - "ffmpeg:kantar_giris#video=h264"

webrtc:
  candidates:
    - <<pub>>:8555
""",
    "pw_url",
)


# 7 ---------------------------------------------------------------------------------------------
def _xlsx_shared(s: dict) -> str:
    cells = ["Hesap", "Kullanıcı", "Şifre", "Not"] + s["cells"]
    body = "".join(f"<si><t>{c}</t></si>" for c in cells)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        f'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(cells)}" uniqueCount="{len(cells)}">'
        + body
        + "</sst>\n"
    )


def _xlsx_rows(rng: random.Random, s: dict) -> dict:
    rows = [
        ["Logo Tiger", "LOGO", F.human(rng), "muhasebe bilgisayarı"],
        ["e-Arşiv portal", str(rng.randint(10**9, 10**10 - 1)), s["cred"], "GİB"],
        ["Kantar PC", "kantar", F.human(rng), "Windows"],
    ]
    rng.shuffle(rows)
    return {"cells": [c for r in rows for c in r]}


F.reg(
    "hurda_sifreler_xlsx_sharedstrings_cells",
    ("sifreler_<<org>>/xl/sharedStrings.xml", "unzipped/Sifreler<<yy>>/xl/sharedStrings.xml"),
    _xlsx_shared,
    "human",
    extra=_xlsx_rows,
)

# 8 ---------------------------------------------------------------------------------------------
F.reg(
    "hurda_telegram_bot_kantar_alarm_node",
    ("kantar-bildirim/index.js", "services/<<org>>/telegram_<<n>>.js"),
    """// Kantar 40 tonu geçince patrona Telegram mesajı atar
const TelegramBot = require('node-telegram-bot-api');
const SerialPort = require('serialport');

const token = '<<cred>>';
const chatId = -100<<nnnn>><<nnnn>>;
const bot = new TelegramBot(token, { polling: false });

const port = new SerialPort('/dev/ttyUSB0', { baudRate: 9600 });
port.on('data', (buf) => {
  const kg = parseInt(buf.toString().replace(/[^0-9]/g, ''), 10);
  if (kg > 40000) {
    bot.sendMessage(chatId, `⚠️ Kantar: ${kg} kg - plaka kontrol edin (<<city>>)`);
  }
});
""",
    "p:telegram_bot",
    syntax="",
)
