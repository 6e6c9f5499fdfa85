# ruff: noqa: E501
"""Family a: an intercity bus company in Turkey (Turkish)."""

from __future__ import annotations

import json
import quopri
import random

from hundredtwentyfourth_spec import Fam, after, enc_qp, pick, prov

F = Fam(
    name="otobus_sehirlerarasi_firma",
    key="otobus",
    orgs=("yolkartal", "anatolyabus", "kervanyol"),
    tld="com.tr",
    first=(
        ("Mehmet", "mehmet"),
        ("Ayşe", "ayse"),
        ("Emre", "emre"),
        ("Zeynep", "zeynep"),
        ("Hüseyin", "huseyin"),
        ("Elif", "elif"),
    ),
    last=(
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Şahin", "sahin"),
        ("Çelik", "celik"),
        ("Öztürk", "ozturk"),
    ),
    words=(
        "otogar",
        "muavin",
        "kaptan",
        "yolcu",
        "sefer",
        "bilet",
        "koltuk",
        "mola",
        "kervan",
        "yildiz",
        "karadeniz",
        "anadolu",
        "galatasaray",
        "fenerbahce",
        "kayseri",
    ),
    pets=("pamuk", "boncuk", "karabas", "tarcin", "zeytin"),
    cc="+90",
    cities=("Ankara", "Izmir", "Trabzon", "Kayseri", "Bursa"),
)

# 1 reservation system appsettings (ASP.NET) with the SQL Server password
F.reg(
    "bilet_rezervasyon_appsettings_sqlserver",
    (
        "srv/<<org>>/BiletRezervasyon/appsettings.Production.json",
        "inetpub/<<org>>-bilet/appsettings.json",
    ),
    lambda s: json.dumps(
        {
            "Logging": {"LogLevel": {"Default": "Warning"}},
            "ConnectionStrings": {
                "Rezervasyon": f"Server={s['ip']},1433;Database=BiletDB;User Id=rez_app;Password={s['cred']};TrustServerCertificate=True"
            },
            "Sefer": {"Firma": s["org"], "VarsayilanOtogar": f"{s['city']} Otogarı"},
        },
        indent=2,
        ensure_ascii=False,
    ),
    "pw_json",
)

# 2 WhatsApp (Turkish date style) between the office and a driver's assistant
F.reg(
    "turkish_whatsapp_sifre_muavin_tablet",
    ("Telefon/WhatsApp/<<fa>>_sohbet_<<year>>.txt", "yedek/whatsapp/Muavinler_<<bus>>.txt"),
    """<<dmy>> <<time>> - <<first>> <<last>>: Kaptan tableti yine kilitlendi, sefer listesi açılmıyor
<<dmy>> <<time>> - Hareket Memuru: Hangi araç?
<<dmy>> <<time>> - <<first>> <<last>>: 34 <<num>> <<bus>>, <<city>> seferi
<<dmy>> <<time>> - Hareket Memuru: Kullanıcı adı muavin<<num>> şifre <<cred>>
<<dmy>> <<time>> - Hareket Memuru: kimseye verme lütfen
<<dmy>> <<time>> - <<first>> <<last>>: tamamdır abi girdim 👍
""",
    "human",
)

# 3 Arvento fleet-tracking web service pull script
F.reg(
    "arvento_arac_takip_python_soap",
    ("opt/arac_takip/arvento_konum_cek.py", "home/<<user>>/scripts/arvento_<<org>>.py"),
    '''"""Arvento araç takip: son konumları çekip sefer panosuna yazar (cron 5 dk)."""

import requests

ARVENTO_URL = "https://ws.arvento.com/v1/report.asmx/GetVehicleStatus"
ARVENTO_USER = "<<org>>_filo"
ARVENTO_PIN1 = "<<cred>>"
ARVENTO_PIN2 = "<<hex8>>"


def konumlar():
    r = requests.get(
        ARVENTO_URL,
        params={"Username": ARVENTO_USER, "PIN1": ARVENTO_PIN1, "PIN2": ARVENTO_PIN2, "Language": "tr"},
        timeout=20,
    )
    r.raise_for_status()
    return r.text
''',
    "pw_dq",
)

# 4 iyzico payment config (PHP) of the online ticket site
F.reg(
    "iyzico_online_bilet_php_config",
    ("var/www/<<org>>/config/iyzico.php", "public_html/bilet/includes/odeme_ayar.php"),
    """<?php
// iyzico canlı ortam - online bilet ödeme
return [
    'api_key'    => '<<apikey>>',
    'secret_key' => '<<cred>>',
    'base_url'   => 'https://api.iyzipay.com',
    'callback'   => 'https://www.<<dom>>/odeme/sonuc',
    'taksit'     => [1, 2, 3, 6],
];
""",
    "p:iyzico",
    extra=lambda rng, s: {"apikey": prov(rng, "iyzico")},
)

# 5 bash history on the depot PC pulling bus DVR footage over RTSP
F.reg(
    "hikvision_mobil_dvr_rtsp_bash_history",
    ("home/<<user>>/.bash_history", "root/.bash_history"),
    """ls /mnt/kayit/<<date>>
ping -c 3 <<ip>>
ffmpeg -rtsp_transport tcp -i rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/<<num>>01 -t 00:10:00 -c copy /mnt/kayit/arac_<<bus>>_<<date>>.mp4
ls -lh /mnt/kayit/
exit
""",
    "pw_url",
)


# 6 quoted-printable Turkish e-mail with the agency panel password (encoded)
def _qp_extra(rng: random.Random, s: dict) -> dict:
    w = pick(rng, ("Şoför", "Güneş", "Çınar", "Köprü", "Ilgaz", "Yolcuğum", "Gökyüzü"))
    pw = f"{w}{rng.randint(10, 9999)}{pick(rng, '!.*')}"
    body = (
        f"Merhaba {s['first']} Hanım/Bey,\n\n"
        f"{s['city']} şubesi için acente paneli hesabınız açıldı.\n\n"
        f"Kullanıcı adı: {s['user']}\n"
        f"Şifre: {pw}\n\n"
        "İlk girişte şifrenizi değiştirmeniz rica olunur.\n\n"
        f"Saygılarımızla,\n{s['org']} Bilgi İşlem\n"
    )
    return {"needle": pw, "qp": enc_qp(body)}


def _qp_dec(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    return after(quopri.decodestring(body.encode()).decode(), r"Şifre: (\S+)")


F.reg(
    "turkish_email_quoted_printable_acente_sifre",
    ("Mail/Gelen/acente_hesabi_<<date>>.eml", "yedek/eposta/<<user>>_<<hex8>>.eml"),
    """From: bilgiislem@<<dom>>
To: <<email>>
Subject: Acente paneli hesabiniz
Date: <<date>> <<secs>> +0300
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

<<qp>>""",
    "human",
    extra=_qp_extra,
    decode=_qp_dec,
)

# 7 agency logins CSV (Excel export, semicolons)
F.reg(
    "acente_giris_bilgileri_csv_sutun",
    ("Belgeler/acenteler_<<year>>.csv", "paylasim/muhasebe/acente_kullanicilari_<<org>>.csv"),
    """Acente;Şehir;Yetkili;Telefon;Kullanıcı;Şifre
<<city>> Otogar Yazıhanesi;<<city>>;<<first>> <<last>>;<<phone>>;<<user>>;<<cred>>
Esenler Peron <<num>>;İstanbul;Hakan Aydın;+905321234567;haydin;(kendisi değiştirdi)
""",
    "human_x",
)

# 8 MikroTik export of the terminal office router (PPP secret for the depot VPN)
F.reg(
    "mikrotik_yazihane_router_rsc_export",
    ("yedek/router/<<org>>_yazihane_<<date>>.rsc", "Masaustu/mikrotik_<<city>>.rsc"),
    """# <<date>> <<secs>> by RouterOS 7.14.3
# model = RB4011iGS+
/interface bridge add name=bridge-ofis
/ip pool add name=vpn-pool ranges=192.168.<<num>>.10-192.168.<<num>>.50
/ppp profile add name=garaj-vpn local-address=192.168.<<num>>.1 remote-address=vpn-pool
/ppp secret add name=garaj<<num>> password=<<cred>> profile=garaj-vpn service=l2tp
/ip service set telnet disabled=yes
/system identity set name=<<org>>-yazihane
""",
    "pw_bare",
)
