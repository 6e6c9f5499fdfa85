# ruff: noqa: E501
"""Family c: a döviz bürosu (currency-exchange booth) in Turkey: LED rate-board controllers,
Logo Tiger on MSSQL, NetGSM SMS, iyzico, gold-price feeds, the safe's time lock; Turkish chat,
e-mail and notes."""

from __future__ import annotations

import json

from eightyseventh_spec import Fam

F = Fam(
    name="doviz_exchange_booth",
    orgs=("dovizkapi", "bulvarkambiyo"),
    brands=("Döviz Kapı Kambiyo", "Bulvar Döviz ve Altın"),
    tld="com.tr",
    first=(
        ("Ahmet", "ahmet"),
        ("Zeynep", "zeynep"),
        ("Mehmet", "mehmet"),
        ("Elif", "elif"),
        ("Murat", "murat"),
        ("Şükrü", "sukru"),
        ("Gülşen", "gulsen"),
        ("Oğuz", "oguz"),
    ),
    last=(
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Çelik", "celik"),
        ("Şahin", "sahin"),
        ("Öztürk", "ozturk"),
    ),
    words=(
        "galata",
        "lokum",
        "simit",
        "bogaz",
        "karadeniz",
        "fenerbahce",
        "cimbom",
        "kartal",
        "lale",
        "nazar",
        "kapalicarsi",
        "ayyildiz",
        "güneş",
        "çiçek",
    ),
    pets=("pamuk", "boncuk", "tarcin", "minnos", "karabas", "findik"),
    places=(
        ("Kapalıçarşı", "kapalicarsi"),
        ("Laleli", "laleli"),
        ("Kızılay", "kizilay"),
        ("Konak", "konak"),
        ("Taksim", "taksim"),
    ),
    cc="+90",
    mobile=("532", "533", "542", "505", "555"),
    nlocal=7,
)


def _board(s: dict) -> str:
    doc = {
        "device": {"model": "LED kur tabelası P5 RGB", "location": s["place"], "brightness": 80},
        "feed": {
            "provider": "kurfeed",
            "url": "https://api.kurfeed.com.tr/v2/rates?symbols=USD,EUR,GBP,GA,CEYREK",
            "api_key": s["cred"],
            "refresh_seconds": 15,
        },
        "rows": [
            {"code": "USD", "label": "ABD Doları", "spread_buy": -0.12, "spread_sell": 0.15},
            {"code": "EUR", "label": "Euro", "spread_buy": -0.14, "spread_sell": 0.18},
            {"code": "GA", "label": "Gram Altın", "spread_buy": -15, "spread_sell": 20},
        ],
        "wifi": {"ssid": f"{s['org']}_tabela", "security": "WPA2"},
    }
    return json.dumps(doc, ensure_ascii=False, indent=2)


F.reg(
    "doviz_kur_tabelasi_led_controller_json",
    ("tabela/<<placea>>/controller.json", "sdcard/kurtabela/config_<<n2>>.json"),
    _board,
    cred="x:kzf_live_:32",
)

F.reg(
    "doviz_turkish_whatsapp_kasa_sifre",
    ("WhatsApp Sohbeti - Kasa <<placea>> <<n2>>.txt", "yedek/<<fa>>/_chat_<<n3>>.txt"),
    """[<<dmy_dot>> <<hms>>] <<fn>> <<ln>>: Abi sabah Logo'ya giremedim, şifre değişmiş
[<<dmy_dot>> <<hms>>] <<fn2>> <<ln2>>: Dün akşam değiştirdim, yeni şifre <<cred>>
[<<dmy_dot>> <<hms>>] <<fn2>> <<ln2>>: Kimseye söyleme, MASAK denetimi var bu ay
[<<dmy_dot>> <<hms>>] <<fn>> <<ln>>: Tamamdır abi girdim 👍 kur tabelası da güncel
""",
    cred="human",
)

F.reg(
    "doviz_logo_tiger_mssql_udl",
    ("C:/LOGO/TIGER3/<<placea>>.udl", "LogoBaglanti/<<org>>_<<n2>>.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=logo_<<placea>>;Initial Catalog=TIGER3_<<n3>>;Data Source=<<ip>>\\LOGOSQL
""",
    cred="pw",
    syntax="",
)

F.reg(
    "doviz_netgsm_sms_kur_alarmi_sh",
    ("opt/kur/kur_alarmi.sh", "home/<<fa>>/bin/netgsm_kur_<<placea>>.sh"),
    """#!/bin/sh
# USD alış 1 kuruştan fazla oynarsa patrona SMS (NetGSM)
USERCODE="850<<n6>><<n1>>"
PASSWORD="<<cred>>"
HEADER="<<hdr>>"
MSG="Kur alarmi <<placea>>: USD $(cat /run/kur/usd_alis)"
curl -s "https://api.netgsm.com.tr/sms/send/get?usercode=$USERCODE&password=$PASSWORD&gsmno=<<phone>>&message=$(printf %s "$MSG" | jq -sRr @uri)&msgheader=$HEADER"
""",
    cred="pw_alnum",
    extra=lambda rng, s: {"hdr": str(s["org"]).upper()[:11]},
    syntax="",
)

F.reg(
    "doviz_iyzico_appsettings_json",
    ("DovizKapi.Web/appsettings.Production.json", "src/<<org>>.Online/appsettings.json"),
    lambda s: json.dumps(
        {
            "Logging": {"LogLevel": {"Default": "Warning"}},
            "Iyzico": {
                "BaseUrl": "https://api.iyzipay.com",
                "ApiKey": s["apikey"],
                "SecretKey": s["cred"],
            },
            "ConnectionStrings": {
                "Kambiyo": f"Server={s['ip']};Database=kambiyo;Trusted_Connection=True;"
            },
            "Sube": s["place"],
        },
        ensure_ascii=False,
        indent=2,
    ),
    cred="p:iyzico_secret",
    extra=lambda rng, s: {
        "apikey": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(32)
        )
    },
)

F.reg(
    "doviz_masak_bildirim_eposta_sifre",
    ("Mail/Gelen/<<ymd>>_masak_<<n3>>.eml", "eposta/<<fa>>/masak_giris_<<n2>>.eml"),
    """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<fn>> <<ln>> <<<email>>>
Subject: MASAK Online şüpheli işlem bildirimi - kullanıcı bilgileri
Date: Mon, <<day>> Jan <<year>> <<hms>> +0300
Content-Type: text/plain; charset=UTF-8

Merhaba <<fn>> Hanım/Bey,

<<place>> şubesi için MASAK Online (şüpheli işlem bildirimi) uyum görevlisi hesabı:

Kullanıcı adı: <<org>>.<<placea>>
Şifre: <<cred>>

İlk girişte sistem şifreyi değiştirmenizi isteyecek. Bu e-postayı lütfen silin.

Saygılarımla,
<<fn2>> <<ln2>>
Uyum Görevlisi, <<brand>>
""",
    cred="human",
)

F.reg(
    "doviz_kasa_zaman_kilidi_devir_notu",
    ("Belgeler/devir_teslim_<<placea>>_<<ymd>>.txt", "notlar/kasa_<<n3>>.txt"),
    """DEVİR TESLİM - <<brand>> / <<place>>
<<dmy_dot>>

Çelik kasa (zaman kilitli) sabah 08:45'te açılır, akşam 19:30'da kilitlenir.
Yönetici kodu
<<cred>>
Kod tuşlandıktan sonra 10 dk gecikme var, panik kodu ayrı (patronda).
Alarm şirketi: <<phone>>
""",
    cred="digits:8",
)


def _shared(s: dict) -> str:
    vals = [
        "Sistem",
        "Kullanıcı",
        "Şifre",
        "Harem Altın B2B",
        s["user"],
        s["cred"],
        "Logo Tiger",
        f"logo_{s['placea']}",
        "(Ahmet'te)",
    ]
    items = "".join(f"<si><t>{v}</t></si>" for v in vals)
    return f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(vals)}" uniqueCount="{len(vals)}">{items}</sst>
"""


F.reg(
    "doviz_sifreler_xlsx_shared_strings",
    (
        "sifreler_<<placea>>.xlsx/xl/sharedStrings.xml",
        "unzipped/kasa_bilgileri_<<n2>>/xl/sharedStrings.xml",
    ),
    _shared,
    cred="human_x",
)
