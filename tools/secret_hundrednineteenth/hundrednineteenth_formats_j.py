# ruff: noqa: E501
"""Family j: a pizza delivery franchise (head office and branches) in Ankara, Turkey; Turkish."""

from __future__ import annotations

import base64
import json

from hundrednineteenth_spec import Fam, after, dec_basic, gen_pw

FAM = Fam(
    name="pizza_delivery_franchise_ankara",
    orgs=("dilimpizza",),
    tld="com.tr",
    first=(
        ("Mehmet", "mehmet"),
        ("Ayşe", "ayse"),
        ("Emre", "emre"),
        ("Zeynep", "zeynep"),
        ("Burak", "burak"),
        ("Elif", "elif"),
        ("Oğuz", "oguz"),
    ),
    last=(
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Şahin", "sahin"),
        ("Demir", "demir"),
        ("Çelik", "celik"),
        ("Öztürk", "ozturk"),
    ),
    words=(
        "pizza",
        "ankara",
        "kizilay",
        "cankaya",
        "anitkabir",
        "sucuk",
        "lahmacun",
        "kebap",
        "simit",
        "ayran",
        "bahceli",
        "galatasaray",
        "fenerbahce",
        "besiktas",
        "dilim",
        "kurye",
    ),
    pets=("pamuk", "karabas", "boncuk", "tarcin", "zeytin", "duman"),
    cc="+90 5",
    phrases=("cimbom", "hayirli isler", "bir dilim"),
)


def _docker(r, s):
    pw = gen_pw(r, sym="-_.@")
    auth = base64.b64encode(f"deploy_{s['n']}:{pw}".encode()).decode()
    return {"needle": pw, "auth": auth}


def _docker_json(s):
    doc = {
        "auths": {"registry." + s["dom"]: {"auth": s["auth"]}},
        "HttpHeaders": {"User-Agent": "Docker-Client/27.3.1 (linux)"},
    }
    return json.dumps(doc, indent="\t") + "\n"


FAM.reg(
    "pizza_branch_server_docker_config_json_auth",
    ("home/sube<<n>>/.docker/config.json", "sube-sunucu-<<n3>>/root/.docker/config.json"),
    _docker_json,
    "pw",
    extra=_docker,
    decode=after(r'"auth": "([^"]+)"', dec_basic),
)

FAM.reg(
    "pizza_whatsapp_turkish_sifre_yemeksepeti_restoran_portali",
    ("WhatsApp/WhatsApp Sohbeti - Şube Müdürleri <<n>>.txt", "exports/_chat_<<dmyd>>.txt"),
    """[<<dmyd>> <<time>>:05] <<fn>> <<ln>>: Kızılay şubesinde Yemeksepeti Restoran Portalı açılmıyor, şifre değişmiş galiba
[<<dmyd>> <<t2>>:41] <<fn2>> <<ln2>>: Merkezden yeni şifre: <<cred>>
[<<dmyd>> <<t2>>:58] <<fn2>> <<ln2>>: Kullanıcı adı aynı, sube<<n>>@<<dom>>
[<<dmyd>> <<t3>>:12] <<fn>> <<ln>>: Tamamdır abi girdim 👍 siparişler düşüyor
""",
    "human",
    syntax="",
)


def _appsettings(s):
    doc = {
        "Logging": {"LogLevel": {"Default": "Information"}},
        "ConnectionStrings": {
            "Siparis": "Server=" + s["ip"] + ";Database=Siparis;Trusted_Connection=True;"
        },
        "Iyzico": {
            "ApiKey": s["akey"],
            "SecretKey": s["cred"],
            "BaseUrl": "https://api.iyzipay.com",
        },
        "AllowedHosts": "*",
    }
    return json.dumps(doc, indent=2) + "\n"


FAM.reg(
    "pizza_online_order_dotnet_appsettings_iyzico",
    ("SiparisApi/appsettings.Production.json", "src/Dilim.Web-<<n>>/appsettings.json"),
    _appsettings,
    "p:iyzico",
    extra=lambda r, s: {
        "akey": "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(32)
        )
    },
)

FAM.reg(
    "pizza_paytr_iframe_token_php",
    ("odeme/paytr_token.php", "web-<<n>>/odeme/paytr.php"),
    """<?php
// PayTR iFrame API - online sipariş ödemesi
$merchant_id   = '<<n4>><<n3>>';
$merchant_key  = '<<cred>>';
$merchant_salt = '<<salt>>';
$email         = $_POST['email'];
$payment_amount = (int) round($_POST['tutar'] * 100);
$hash_str = $merchant_id . $_SERVER['REMOTE_ADDR'] . $_POST['siparis_no'] . $email . $payment_amount;
$paytr_token = base64_encode(hash_hmac('sha256', $hash_str . $merchant_salt, $merchant_key, true));
""",
    "p:paytr_key",
    syntax="",
    extra=lambda r, s: {
        "salt": "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(16)
        )
    },
)

FAM.reg(
    "pizza_sambapos_branch_connection_string_txt",
    ("SambaPOS5/SambaSettings_<<n>>.txt", "C/Users/Kasa/Documents/SambaPOS5/connection_<<n3>>.txt"),
    """ConnectionString=Data Source=<<ip>>\\SQLEXPRESS;Initial Catalog=SambaPOS5_sube<<n>>;User Id=sa;Password=<<cred>>;
Language=tr
TerminalName=Kasa<<n>>
""",
    "pw_dq",
    syntax="",
)


def _tg(s):
    doc = {
        "name": "Getir Yemek - Şubeler",
        "type": "private_supergroup",
        "id": 1000000000 + int(s["n4"]),
        "messages": [
            {
                "id": 1,
                "type": "message",
                "date": s["date"] + "T" + s["time"] + ":00",
                "from": s["fn"] + " " + s["ln"],
                "text": "Getir restoran panelinin şifresi neydi? Çankaya şubesi",
            },
            {
                "id": 2,
                "type": "message",
                "date": s["date"] + "T" + s["t2"] + ":00",
                "from": s["fn2"] + " " + s["ln2"],
                "text": s["cred"],
            },
            {
                "id": 3,
                "type": "message",
                "date": s["date"] + "T" + s["t3"] + ":00",
                "from": s["fn"] + " " + s["ln"],
                "text": "sağ ol 🍕",
            },
        ],
    }
    return json.dumps(doc, indent=1, ensure_ascii=False) + "\n"


FAM.reg(
    "pizza_getir_telegram_result_json_reply_only",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "exports/telegram_subeler_<<n>>/result.json",
    ),
    _tg,
    "human",
)

FAM.reg(
    "pizza_parasut_invoice_sync_python_password_grant",
    ("muhasebe/parasut_fatura_<<n>>.py", "scripts/parasut_sync.py"),
    '''"""Günlük şube satışlarını Paraşüt'e fatura olarak aktar."""

import requests

TOKEN_URL = "https://api.parasut.com/oauth/token"
PAYLOAD = {
    "grant_type": "password",
    "client_id": "<<cid>>",
    "client_secret": "<<csec>>",
    "username": "<<email>>",
    "password": "<<cred>>",
    "redirect_uri": "urn:ietf:wg:oauth:2.0:oob",
}

token = requests.post(TOKEN_URL, data=PAYLOAD, timeout=20).json()["access_token"]
''',
    "pw_dq",
    extra=lambda r, s: {
        "cid": "".join(r.choice("abcdef0123456789") for _ in range(64)),
        "csec": "".join(r.choice("abcdef0123456789") for _ in range(64)),
    },
)

FAM.reg(
    "pizza_franchise_wiki_merkez_mutfak_nas_md",
    ("wiki/Sube-Acilis-Rehberi-<<n>>.md", "docs/merkez_mutfak_<<date>>.md"),
    """# Yeni şube açılış rehberi

## 5. Merkez mutfak NAS (hamur reçeteleri, eğitim videoları)

- Adres: `\\\\<<lan>>\\egitim`
- Kullanıcı: `sube<<n>>`
- Şifre: `<<cred>>`

> Şifreyi şube tabletine kaydetmeyin, bölge müdürü 3 ayda bir değiştiriyor.
""",
    "human_x",
    syntax="",
)
