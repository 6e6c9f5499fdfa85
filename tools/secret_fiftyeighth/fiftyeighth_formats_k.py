# ruff: noqa: E501
"""Family k: a mosque-building and upkeep association (cami derneği) in Konya, Turkey (Turkish)."""

from __future__ import annotations

import base64
import re

from fiftyeighth_spec import Fam, enc_b64

F = Fam(
    "yesilkubbe_cami_dernegi_konya",
    ("yesilkubbecami",),
    "org.tr",
    (
        "mehmet",
        "ayse",
        "mustafa",
        "fatma",
        "ahmet",
        "emine",
        "huseyin",
        "zeynep",
        "ibrahim",
        "hatice",
    ),
    ("yilmaz", "kaya", "demir", "sahin", "celik", "yildiz", "ozturk", "aydin"),
    (
        "minare",
        "kubbe",
        "mevlana",
        "cemaat",
        "ezan",
        "bayram",
        "kandil",
        "sadirvan",
        "mihrap",
        "selcuklu",
        "hayir",
        "konya",
    ),
    ("pamuk", "boncuk", "tekir", "karabas", "minnos", "duman"),
    ("ramazan", "kurban", "yaz", "kis"),
    "+90",
    "Konya",
    nat_first=(
        "Mehmet",
        "Ayşe",
        "Mustafa",
        "Fatma",
        "Ahmet",
        "Emine",
        "Hüseyin",
        "Zeynep",
        "İbrahim",
        "Hatice",
    ),
    nat_last=("Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Öztürk", "Aydın"),
)

F.reg(
    "cami_whatsapp_sifre_canli_yayin_youtube",
    ("WhatsApp Sohbeti - Cami Dernek Yönetimi.txt", "yedek/whatsapp_dernek_<<date>>.txt"),
    "<<dmy>> <<time>> - <<fname>> <<lname>>: Kandil programını canlı yayınlayacağız, YouTube hesabının şifresi kimde?\n"
    "<<dmy>> <<time2>> - <<fname2>>: kullanıcı: yayin.<<org>>@gmail.com\n<<dmy>> <<time2>> - <<fname2>>: şifre: <<cred>>\n"
    "<<dmy>> <<time2>> - <<fname>> <<lname>>: Allah razı olsun 🤲\n",
    cred="human",
)

F.reg(
    "cami_namaz_vakitleri_ekrani_wpa_supplicant",
    ("vakit-ekrani-<<n>>/boot/wpa_supplicant.conf", "raspberry_ekran_<<year>>/wpa_supplicant.conf"),
    'ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev\nupdate_config=1\ncountry=TR\n\nnetwork={\n    ssid="Cami_Lojman"\n    psk="<<cred>>"\n    key_mgmt=WPA-PSK\n}\n',
    cred="human",
    syntax="",
)

F.reg(
    "cami_bagis_iyzico_php_secret_key",
    ("bagis-sitesi/config/iyzico_<<n>>.php", "public_html/bagis_<<year>>/odeme.php"),
    "<?php\n// Online bağış - iyzico ödeme ayarları\nrequire_once 'vendor/autoload.php';\n\n$options = new \\Iyzipay\\Options();\n"
    '$options->setApiKey("<<hex32>>");\n$options->setSecretKey("<<cred>>");\n$options->setBaseUrl("https://api.iyzipay.com");\n',
    cred="p:iyzico",
    syntax="",
)

F.reg(
    "cami_kuran_kursu_flat_fods_ogrenci_giris",
    ("Kuran Kursu/ogrenci_listesi_<<year>>.fods", "kurs_<<date>>/veli_girisleri.fods"),
    '<?xml version="1.0" encoding="UTF-8"?>\n<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">\n'
    ' <office:body>\n  <office:spreadsheet>\n   <table:table table:name="Veliler">\n'
    "    <table:table-row><table:table-cell><text:p>Öğrenci</text:p></table:table-cell><table:table-cell><text:p>Veli</text:p></table:table-cell><table:table-cell><text:p>Kullanıcı</text:p></table:table-cell><table:table-cell><text:p>Şifre</text:p></table:table-cell></table:table-row>\n"
    "    <table:table-row><table:table-cell><text:p>Yusuf <<lname>></text:p></table:table-cell><table:table-cell><text:p><<fname>> <<lname>></text:p></table:table-cell><table:table-cell><text:p><<user>></text:p></table:table-cell><table:table-cell><text:p><<cred>></text:p></table:table-cell></table:table-row>\n"
    "   </table:table>\n  </office:spreadsheet>\n </office:body>\n</office:document>\n",
    cred="pw_xml",
    syntax="xml",
)

F.reg(
    "cami_dernek_karar_defteri_derbis_sifre",
    ("Dernek/karar_defteri_<<year>>.txt", "yonetim/kararlar/karar_<<n>>_<<date>>.txt"),
    "YEŞİLKUBBE CAMİİ YAPTIRMA VE YAŞATMA DERNEĞİ\nYÖNETİM KURULU KARARI\n\nKarar No: <<year>>/<<n>>\nKarar Tarihi: <<dmy>>\n\n"
    "Dernek saymanlığına <<fname>> <<lname>>'ın seçilmesine, DERBİS ve banka işlemlerinin kendisi\ntarafından yürütülmesine oybirliği ile karar verildi.\n\n"
    "Not (sayman için): DERBİS kullanıcı <<user>>, şifre <<cred>> - ilk girişte değiştirilecek.\n",
    cred="human",
)

F.reg(
    "cami_nvr_hikvision_isapi_curl_digest",
    ("kamera-pc/snapshot_<<n>>.sh", "guvenlik_<<year>>/yedek_al.sh"),
    "#!/bin/sh\n# Avlu kameralarından gece görüntüsü al\nfor ch in 101 201 301; do\n"
    '  curl -s --digest -u \'admin:<<cred>>\' "http://<<lan>>/ISAPI/Streaming/channels/$ch/picture" -o "/mnt/yedek/$(date +%F)_$ch.jpg"\ndone\n',
    cred="pw_sq",
    syntax="",
)

F.reg(
    "cami_cemaat_duyuru_telegram_bot_python",
    ("duyuru-botu/bot_<<n>>.py", "cemaat_duyuru_<<year>>/main.py"),
    '"""Cemaat duyuru botu: cuma hutbesi ve kandil duyuruları."""\n\nfrom telegram.ext import ApplicationBuilder, CommandHandler\n\n'
    'TOKEN = "<<cred>>"\n\n\nasync def vakit(update, context):\n    await update.message.reply_text("Cuma namazı 13:15, vaaz 12:45. Hayırlı cumalar!")\n\n\n'
    'app = ApplicationBuilder().token(TOKEN).build()\napp.add_handler(CommandHandler("vakit", vakit))\napp.run_polling()\n',
    cred="p:telegram",
)


def _fz(s: dict) -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>\n<FileZilla3 version="3.66.4" platform="windows">\n <Servers>\n  <Server>\n'
        f"   <Host>ftp.{s['dom']}</Host>\n   <Port>21</Port>\n   <Protocol>0</Protocol>\n   <Type>0</Type>\n   <User>{s['org']}</User>\n"
        f'   <Pass encoding="base64">{enc_b64(s["cred"])}</Pass>\n   <Logontype>1</Logontype>\n   <Name>Cami web sitesi</Name>\n  </Server>\n </Servers>\n</FileZilla3>\n'
    )


F.reg(
    "cami_web_filezilla_sitemanager_base64_pass",
    (
        "dernek-pc/AppData/Roaming/FileZilla/sitemanager_<<n>>.xml",
        "yedek_<<date>>/FileZilla/sitemanager.xml",
    ),
    _fz,
    cred="pw_xml",
    decode=lambda t: base64.b64decode(
        re.search(r'<Pass encoding="base64">([^<]+)</Pass>', t).group(1)
    ).decode(),
)
