# ruff: noqa: E501
"""Family g: a dialysis unit in Turkey (Turkish): MEDULA (SGK provizyon) and e-Nabız web
services, dialysis machine data systems, NetGSM SMS, iyzico, Hikvision cameras, WhatsApp and
Telegram between nurses and nephrologists."""

from __future__ import annotations

import json

from hundredtwentyfirst_spec import Fam, fods

F = Fam(
    name="diyaliz_hemodialysis_unit_turkey",
    orgs=(
        ("ilkbahar", "Özel İlkbahar Diyaliz Merkezi"),
        ("yesilirmak", "Yeşilırmak Diyaliz Ünitesi"),
        ("anadoludiyaliz", "Anadolu Hemodiyaliz Merkezi"),
        ("marmaranefro", "Marmara Nefroloji Diyaliz"),
    ),
    tld="com.tr",
    first=(
        ("Ayşe", "ayse"),
        ("Mehmet", "mehmet"),
        ("Fatma", "fatma"),
        ("Mustafa", "mustafa"),
        ("Elif", "elif"),
        ("Emre", "emre"),
        ("Zeynep", "zeynep"),
        ("Hüseyin", "huseyin"),
        ("Gülşen", "gulsen"),
        ("Burak", "burak"),
    ),
    last=(
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Şahin", "sahin"),
        ("Çelik", "celik"),
        ("Öztürk", "ozturk"),
        ("Aydın", "aydin"),
        ("Arslan", "arslan"),
    ),
    words=(
        "galatasaray",
        "fenerbahce",
        "besiktas",
        "trabzon",
        "istanbul",
        "ankara",
        "izmir",
        "bahar",
        "gunes",
        "yildiz",
        "cicek",
        "kartal",
        "aslan",
        "deniz",
        "ayyildiz",
    ),
    pets=("pamuk", "boncuk", "karabas", "tarcin", "minnos", "duman"),
    towns=("Samsun", "Konya", "Kayseri", "Bursa", "Eskişehir", "Trabzon", "Malatya"),
    cc="90",
    lwords=("güneş", "çiçek", "yıldız", "şeker", "kırmızı", "böcek"),
)

F.reg(
    "diyaliz_tr_whatsapp_medula_provizyon_sifre",
    ("WhatsApp Sohbeti - Diyaliz Hemşireler <<n>>.txt", "yedek/whatsapp_diyaliz_<<d8>>.txt"),
    """<<ddot>> <<time>> - <<fn2>> <<ln2>>: Medula provizyon almıyor, şifre mi değişti?
<<ddot>> <<time>> - <<fn>> <<ln>>: Evet SGK 3 ayda bir zorunlu değiştiriyor
<<ddot>> <<time2>> - <<fn>> <<ln>>: Kullanıcı: <<user>>
<<ddot>> <<time2>> - <<fn>> <<ln>>: Şifre: <<cred>>
<<ddot>> <<time2>> - <<fn2>> <<ln2>>: Tamamdır teşekkürler, 2. seans hastaların provizyonu alındı
""",
    "human_l",
)

F.reg(
    "diyaliz_tr_iyzico_hasta_odeme_php_options",
    ("odeme/iyzico_config.php", "public_html/<<org>>/odeme/config_<<n>>.php"),
    """<?php
require_once 'vendor/autoload.php';

// Özel hasta ödemeleri (SGK dışı seanslar, refakatçi)
$options = new \\Iyzipay\\Options();
$options->setApiKey("<<apikey>>");
$options->setSecretKey("<<cred>>");
$options->setBaseUrl("https://api.iyzipay.com");
return $options;
""",
    "p:iyzico",
    syntax="",
    extra=lambda rng, s: {
        "apikey": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(32)
        )
    },
)

F.reg(
    "diyaliz_tr_enabiz_sys_web_service_app_config",
    ("DiyalizOtomasyon/App.config", "Program Files/DiyalizHBYS_<<n>>/HBYS.exe.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <!-- e-Nabız SYS (Sağlık.NET) gönderimi -->
    <add key="SYS_Url" value="https://sys.saglik.gov.tr/SYS/SYSWS.svc" />
    <add key="SYS_KurumKodu" value="<<kk>>" />
    <add key="SYS_Kullanici" value="<<kk>>_sys" />
    <add key="SYS_Sifre" value="<<cred>>" />
    <!-- MEDULA provizyon -->
    <add key="Medula_Url" value="https://medula.sgk.gov.tr/medula/hastane/hastaKabulIslemleriWS" />
    <add key="Medula_Kullanici" value="<<kk>>" />
  </appSettings>
</configuration>
""",
    "pw_xml",
    syntax="xml",
    extra=lambda rng, s: {"kk": rng.randint(11000000, 11999999)},
)

F.reg(
    "diyaliz_tr_makine_veri_sistemi_ini",
    ("DiyalizVeri/ayarlar.ini", "ProgramData/MakineVeri_<<n>>/ayarlar.ini"),
    """; Diyaliz makineleri (seans verileri) toplama servisi
[Genel]
Merkez=<<orgname>>
MakineSayisi=<<n2>>
Dil=tr

[Veritabani]
Sunucu=<<ip>>
Veritabani=DiyalizSeans
Kullanici=seans_svc
Sifre=<<cred>>

[HBYS]
Adres=http://<<ip2>>:<<port>>/api
""",
    "pw",
)

F.reg(
    "diyaliz_tr_netgsm_seans_hatirlatma_python",
    ("sms/seans_hatirlatma.py", "scripts/netgsm_<<n>>.py"),
    """import requests

# Seans hatırlatma SMS'i — NetGSM
NETGSM_USERCODE = "850<<n3>><<n>>"
NETGSM_PASSWORD = "<<cred>>"
BASLIK = "ILKBAHARDYL"


def gonder(tel, mesaj):
    xml = f\"\"\"<?xml version="1.0" encoding="UTF-8"?>
<mainbody><header><company dil="TR">Netgsm</company><usercode>{NETGSM_USERCODE}</usercode>
<password>{NETGSM_PASSWORD}</password><type>1:n</type><msgheader>{BASLIK}</msgheader></header>
<body><msg><![CDATA[{mesaj}]]></msg><no>{tel}</no></body></mainbody>\"\"\"
    return requests.post("https://api.netgsm.com.tr/sms/send/xml", data=xml.encode("utf-8"), timeout=15)


if __name__ == "__main__":
    gonder("5<<n3>>0000", "Yarın saat 07:30 diyaliz seansınız vardır. <<orgname>>")
""",
    "pw_dq",
)


def _telegram(s: dict) -> str:
    obj = {
        "name": "Diyaliz Ünitesi - Gece",
        "type": "private_group",
        "id": 4000000000 + s["n3"],
        "messages": [
            {
                "id": 1000 + s["n"],
                "type": "message",
                "date": f"{s['iso']}T{s['time']}:05",
                "date_unixtime": str(s["ts"]),
                "from": f"{s['fn']} {s['ln']}",
                "from_id": f"user{5000000000 + s['n3']}",
                "text": f"Su arıtma (RO) panelinin şifresi: {s['cred']}",
                "text_entities": [
                    {"type": "plain", "text": f"Su arıtma (RO) panelinin şifresi: {s['cred']}"}
                ],
            },
            {
                "id": 1001 + s["n"],
                "type": "message",
                "date": f"{s['iso']}T{s['time2']}:40",
                "date_unixtime": str(s["ts"] + 300),
                "from": f"{s['fn2']} {s['ln2']}",
                "from_id": f"user{5100000000 + s['n3']}",
                "text": "Tamam hocam, iletkenlik değerleri normal",
                "text_entities": [
                    {"type": "plain", "text": "Tamam hocam, iletkenlik değerleri normal"}
                ],
            },
        ],
    }
    return json.dumps(obj, ensure_ascii=False, indent=1) + "\n"


F.reg(
    "diyaliz_tr_telegram_json_export_ro_panel_sifre",
    ("Telegram Desktop/ChatExport_<<iso>>/result.json", "telegram_yedek_<<n>>/result.json"),
    _telegram,
    "human",
)


def _fods(s: dict) -> str:
    return fods(
        "Nöbet",
        [
            ["Tarih", "Hemşire", "Seans", "Not"],
            [s["ddot"], f"{s['fn']} {s['ln']}", "1-2", ""],
            [s["ddot"], f"{s['fn2']} {s['ln2']}", "3", "Hasta Wi-Fi şifresi"],
            ["", "", "", s["cred"]],
        ],
    )


F.reg(
    "diyaliz_tr_nobet_listesi_flat_ods_wifi",
    ("Nöbet/nobet_listesi_<<year>>_<<n>>.fods", "paylasim/hemsire_nobet_<<d8>>.fods"),
    _fods,
    "human_x",
    syntax="xml",
)

F.reg(
    "diyaliz_tr_hikvision_rtsp_opencv_python",
    ("kamera/salon_izle.py", "scripts/diyaliz_salonu_kamera_<<n>>.py"),
    """import cv2

# Diyaliz salonu kamerası (hemşire masasından izleme)
URL = "rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/<<n2>>01"

cap = cv2.VideoCapture(URL)
while True:
    ok, frame = cap.read()
    if not ok:
        break
    cv2.imshow("Salon <<n2>>", frame)
    if cv2.waitKey(1) == 27:
        break
""",
    "pw_url",
)
