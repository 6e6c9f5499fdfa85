# ruff: noqa: E501
"""Family h: a satellite TV (uydu) installer in İzmir, Turkey; Turkish."""

import quopri
import re

from hundredseventeenth_spec import Fam, pick

F = Fam(
    name="uydu_anten_installer_izmir",
    orgs=("uyduhat", "karsiyakasat", "egeanten", "bornovauydu"),
    tld="com.tr",
    first=(
        ("Mehmet", "mehmet"),
        ("Ayşe", "ayse"),
        ("Hüseyin", "huseyin"),
        ("Elif", "elif"),
        ("Emre", "emre"),
        ("Gülşen", "gulsen"),
    ),
    last=(
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Şahin", "sahin"),
        ("Öztürk", "ozturk"),
    ),
    words=(
        "izmir",
        "karsiyaka",
        "goztepe",
        "turksat",
        "canak",
        "boyoz",
        "kordon",
        "galatasaray",
        "fener",
        "besiktas",
        "anten",
        "uydu",
        "bornova",
        "ege",
    ),
    pets=("pamuk", "karabas", "tarcin", "boncuk", "duman"),
    cc="+90",
    city="İzmir",
)

F.reg(
    "uyduhat_turkish_whatsapp_sifre_modem_musteri",
    ("WhatsApp/<<fn>> ile WhatsApp Sohbeti.txt", "sohbet/musteri_<<fa>>_<<n>>.txt"),
    """<<dmy>> <<time>> - <<fn>> <<ln>>: Merhaba usta, yarın çanak montajına gelince smart TV'yi de internete bağlar mısınız?
<<dmy>> <<time>> - <<fn2>> (<<Org>>): Tabii abla, modem şifresini yazarsanız
<<dmy>> <<time2>> - <<fn>> <<ln>>: TurkTelekom_<<serial>> şifre <<cred>>
<<dmy>> <<time2>> - <<fn2>> (<<Org>>): Tamamdır, yarın 10:00'da oradayız
""",
    cred="human",
    syntax="",
)

F.reg(
    "uyduhat_iyzico_checkout_options_php",
    ("odeme/iyzico_config.php", "public_html/<<org>>/odeme_<<n>>.php"),
    """<?php
require_once 'iyzipay-php/IyzipayBootstrap.php';
IyzipayBootstrap::init();

$options = new \\Iyzipay\\Options();
$options->setApiKey('<<ak>>');
$options->setSecretKey('<<cred>>');
$options->setBaseUrl('https://api.iyzipay.com');
""",
    cred="p:iyzico",
    syntax="",
    extra=lambda rng, s: {
        "ak": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(32)
        )
    },
)

F.reg(
    "uyduhat_vuplus_filezilla_sitemanager_plain",
    ("AppData/Roaming/FileZilla/sitemanager.xml", "Belgeler/filezilla_<<n>>/sitemanager.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.66.4" platform="windows">
  <Servers>
    <Server>
      <Host><<lan>></Host>
      <Port>21</Port>
      <Protocol>0</Protocol>
      <Type>0</Type>
      <User>root</User>
      <Pass><<cred>></Pass>
      <Logontype>1</Logontype>
      <Name>VU+ Uno 4K - <<fn>> <<ln>> kanal listesi</Name>
    </Server>
  </Servers>
</FileZilla3>
""",
    cred="pw_xml",
)

F.reg(
    "uyduhat_netgsm_randevu_sms_python",
    ("sms/randevu_hatirlat.py", "scripts/netgsm_<<n>>.py"),
    """import requests

NETGSM_USER = "850<<n2>><<n>>"
NETGSM_PASS = "<<cred>>"


def gonder(tel: str, mesaj: str) -> str:
    r = requests.get(
        "https://api.netgsm.com.tr/sms/send/get",
        params={"usercode": NETGSM_USER, "password": NETGSM_PASS, "gsmno": tel, "message": mesaj, "msgheader": "UYDUHAT"},
        timeout=15,
    )
    return r.text


gonder("<<phone>>", "Yarin 10:00 canak anten montaji icin geliyoruz. <<Org>>")
""",
    cred="pw_dq",
)

F.reg(
    "uyduhat_montaj_randevu_ics_modem_sifre",
    ("takvim/montaj_<<n>>.ics", "export/randevu_<<date>>_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//TR
BEGIN:VEVENT
DTSTART:2026<<month>><<day>>T070000Z
DTEND:2026<<month>><<day>>T090000Z
UID:<<n2>><<n>>@google.com
SUMMARY:Çanak + LNB montajı - <<fn>> <<ln>>
DESCRIPTION:Adres: Karşıyaka\\, Bostanlı\\nTel: <<phone>>\\nModem şifresi: <<cred>>\\nReceiver: Next YE-18000
END:VEVENT
END:VCALENDAR
""",
    cred="human_x",
    syntax="",
)


def qp_mail(s: dict) -> str:
    body = f"""Merhaba {s["fn"]} Bey,

Bayi portalı şifreniz sıfırlandı. Yeni geçici şifreniz:
Şifre: {s["cred"]}
İlk girişte değiştirmeniz gerekmektedir.

Saygılarımızla,
Bayi Destek
"""
    return f"""From: Bayi Destek <destek@{s["dom"]}>
To: {s["email"]}
Subject: =?UTF-8?Q?Bayi_portal=C4=B1_=C5=9Fifre_s=C4=B1f=C4=B1rlama?=
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

{quopri.encodestring(body.encode()).decode()}"""


def qp_dec(text: str) -> str:
    plain = quopri.decodestring(text.split("\n\n", 1)[1].encode()).decode()
    m = re.search(r"Şifre: (\S+)", plain)
    assert m
    return m.group(1)


F.reg(
    "uyduhat_bayi_portal_email_quoted_printable_sifre",
    ("posta/gelen/<<n2>>.eml", "mail/<<fa>>/bayi_<<n>>.eml"),
    qp_mail,
    cred=lambda rng: (
        pick(rng, ("Karşıyaka", "Göztepe", "Çanak", "Güneş", "Bostanlı", "Şahin"))
        + str(rng.randint(1912, 2026))
        + pick(rng, ("", "!", ".", "*"))
    ),
    syntax="",
    decode=qp_dec,
)

F.reg(
    "uyduhat_dealer_portal_playwright_ts",
    ("bayi-bot/src/login.ts", "otomasyon/aktivasyon_<<n>>.ts"),
    """import { chromium } from 'playwright';

(async () => {
  const browser = await chromium.launch();
  const page = await browser.newPage();
  await page.goto('https://bayi.<<dom>>/giris');
  await page.fill('#kullanici', '<<user>>');
  await page.fill('#sifre', '<<cred>>');
  await page.click('button[type=submit]');
  await page.goto('https://bayi.<<dom>>/aktivasyon/yeni');
  await browser.close();
})();
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "uyduhat_stok_takip_flat_ods_hesaplar",
    ("stok/stok_takip_<<n>>.fods", "Belgeler/hesaplar_<<date>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body><office:spreadsheet>
  <table:table table:name="Hesaplar">
   <table:table-row><table:table-cell><text:p>Site</text:p></table:table-cell><table:table-cell><text:p>Kullanıcı</text:p></table:table-cell><table:table-cell><text:p>Şifre</text:p></table:table-cell></table:table-row>
   <table:table-row><table:table-cell><text:p>Toptancı LNB</text:p></table:table-cell><table:table-cell><text:p><<user>></text:p></table:table-cell><table:table-cell><text:p><<cred>></text:p></table:table-cell></table:table-row>
  </table:table>
 </office:spreadsheet></office:body>
</office:document>
""",
    cred="human_x",
    syntax="xml",
)
