# ruff: noqa: E501
"""Family e: a street-animal shelter (hayvan barınağı) association in İzmir (Turkey, Turkish)."""

from __future__ import annotations

import json
import random

from eightyfirst_spec import FE as F
from eightyfirst_spec import Slots, pick, prov, rsa_pem, shared_strings, wa

F.reg(
    "iyzico_bagis_php_secret_key",
    ("bagis-<<org>>/config/iyzico.php", "public_html/<<org>>/bagis/iyzico_ayar.php"),
    """<?php
// Bağış sayfası - iyzico (kurulum: <<fn>> <<ln>>, <<date>>)
require_once __DIR__ . '/../vendor/autoload.php';

function iyzicoOptions(): \\Iyzipay\\Options
{
    $options = new \\Iyzipay\\Options();
    $options->setApiKey('<<apikey>>');
    $options->setSecretKey('<<cred>>');
    $options->setBaseUrl('https://api.iyzipay.com');
    return $options;
}
""",
    "p:iyzico",
    syntax="",
    extra=lambda rng, s: {"apikey": prov(rng, "iyzico")},
)


def _tr_pw(rng: random.Random, s: Slots) -> str:
    word = pick(
        rng,
        ("Karabaş", "Tarçın", "Fındık", "Göztepe", "Karşıyaka", "Şeker", "Çılgın", "Güzelbahçe"),
    )
    return f"{word}{s['yy']}{pick(rng, '!.*@')}{rng.randint(1, 99)}"


def _haybis_json(s: Slots) -> str:
    """The helper app writes its settings with ``ensure_ascii``: Turkish letters as \\u escapes."""
    cfg = {
        "uygulama": "Mikroçip Kayıt Yardımcısı",
        "dernek": f"{s['orgc']} Sokak Hayvanları Derneği",
        "haybis": {
            "adres": "https://haybis.tarimorman.gov.tr",
            "kullanici": s["login"],
            "sifre": s["cred"],
            "okuyucu": "Halo ISO FDX-B",
        },
        "son_guncelleme": s["date"],
    }
    return json.dumps(cfg, ensure_ascii=True, indent=2) + "\n"


F.reg(
    "haybis_mikrocip_json_unicode_escaped_sifre",
    ("MikrocipKayit/ayarlar_<<org>>.json", "AppData/Roaming/HaybisYardimci/config_<<yy>>.json"),
    _haybis_json,
    _tr_pw,
    decode=lambda text: json.loads(text)["haybis"]["sifre"],
)


def _wa_tr(s: Slots) -> str:
    msgs = [
        (
            s["fn"],
            f"Arkadaşlar {s['pet']} için sahiplendirme ilanını Instagram'a ben atacağım, şifre neydi?",
        ),
        (s["fn2"], f"Kullanıcı adı {s['org']}_barinak, şifre {s['cred']}"),
        (s["fn"], "Tamamdır 🐾 teşekkürler"),
    ]
    return wa(s, msgs, 0)


F.reg(
    "whatsapp_turkce_gonullu_instagram_sifre",
    (
        "WhatsApp/<<orgc>> Gönüllüler ile WhatsApp Sohbeti.txt",
        "yedek/whatsapp_gonullu_<<date>>.txt",
    ),
    _wa_tr,
    "human",
    syntax="",
)

F.reg(
    "telegram_mama_bagisi_bot_env",
    ("mama-bot-<<org>>/.env", "srv/<<org>>/mama_bagisi_bot.env"),
    """# Mama bağışı bildirim botu (kuru mama / konserve stok)
TELEGRAM_BOT_TOKEN=<<cred>>
TELEGRAM_GRUP_ID=-100<<id6>><<n>>
STOK_ESIK_KG=40
""",
    "p:telegram",
    syntax="",
)

F.reg(
    "mikrotik_barinak_export_rsc_psk",
    ("mikrotik/<<org>>_export_<<date>>.rsc", "yedek/router/barinak_<<yy>><<mo>>.rsc"),
    """# <<date>> <<hh>>:<<mi>>:<<ss>> by RouterOS 7.14.3
# model = RB951Ui-2nD
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=barinak supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n disabled=no mode=ap-bridge security-profile=barinak ssid="<<orgc>>-Barinak"
/ip address
add address=<<ip>>/24 interface=bridge network=<<ip2>>
/system identity
set name=<<org>>-router
""",
    "pw_bare",
    syntax="",
)


def _sa_json(rng: random.Random, s: Slots) -> Slots:
    key = rsa_pem(rng, pkcs8=True)
    return {"needle": key.replace("\n", "\\n"), "key": key + "\n"}


def _sa_text(s: Slots) -> str:
    return json.dumps(
        {
            "type": "service_account",
            "project_id": f"{s['org']}-sahiplendirme",
            "private_key_id": str(s["hex8"]) * 5,
            "private_key": s["key"],
            "client_email": f"form-sync@{s['org']}-sahiplendirme.iam.gserviceaccount.com",
            "client_id": f"1{s['id6']}{s['id6']}{s['id6']}",
            "auth_uri": "https://accounts.google.com/o/oauth2/auth",
            "token_uri": "https://oauth2.googleapis.com/token",
        },
        indent=2,
    )


F.reg(
    "sahiplendirme_form_service_account_json",
    ("sahiplendirme-form/<<org>>-sahiplendirme-<<hex8>>.json", "Downloads/<<org>>-<<hex8>>.json"),
    _sa_text,
    "hex:8",
    extra=_sa_json,
)


def _xlsx(s: Slots) -> str:
    return shared_strings(
        [
            "Sistem",
            "Kullanıcı",
            "Şifre",
            "Not",
            "Veteriner takip (VetGes)",
            str(s["login"]),
            str(s["cred"]),
            f"Dr. {s['fn']} {s['ln']}",
            "e-Devlet",
            "dernek yetkilisi",
            "kasada",
        ]
    )


F.reg(
    "gonullu_xlsx_shared_strings_sifre",
    ("xl/sharedStrings.xml", "gonullu_listesi_<<yy>>/xl/sharedStrings.xml"),
    _xlsx,
    "human_x",
)

F.reg(
    "efatura_entegrator_appsettings_json",
    ("BagisMakbuz/appsettings.Production.json", "srv/<<org>>/makbuz/appsettings.json"),
    """{
  "Logging": { "LogLevel": { "Default": "Warning" } },
  "EFatura": {
    "Entegrator": "Uyumsoft",
    "ServisAdresi": "https://efatura.uyumsoft.com.tr/Services/Integration",
    "KullaniciAdi": "<<org>>_dernek",
    "Sifre": "<<cred>>",
    "VKN": "<<id6>>2291"
  },
  "ConnectionStrings": { "Makbuz": "Data Source=makbuz.db" }
}
""",
    "pw_json",
)
