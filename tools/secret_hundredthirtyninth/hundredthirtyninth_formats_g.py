# ruff: noqa: E501
"""Family g: an Istanbul house-to-house mover with lift trucks (evden eve nakliyat, asansörlü
taşıma), Turkey: U-ETDS trip reports, e-Arşiv invoices, iyzico and PayTR payments, Netgsm
SMS, Yandex mail, Logo Tiger accounting and the warehouse NVR."""

from __future__ import annotations

import base64
import json
import re

from hundredthirtyninth_spec import LOWER, TR, alnum, pick, prov

F = TR

F.reg(
    "evdeneve_uetds_esya_soap_csharp_sifre",
    ("Uetds/UetdsAyarlar.cs", "<<org>>-sefer/src/Uetds/Ayarlar<<n>>.cs"),
    """// U-ETDS (Ulaştırma Elektronik Takip ve Denetim Sistemi) — eşya taşımacılığı sefer bildirimi
// K1 yetki belgeli: <<org>> Evden Eve Nakliyat
using System;

namespace <<ns>>.Uetds
{
    public static class UetdsAyarlar
    {
        public const string ServisUrl = "https://servis.turkiye.gov.tr/services/g2g/kdgm/uetdsesya";
        public const string KullaniciAdi = "<<uetds>>";   // U-NET kullanıcı no
        public const string Sifre = "<<cred>>";
        public const string FirmaVkn = "<<vkn>>";
        public static readonly TimeSpan ZamanAsimi = TimeSpan.FromSeconds(40);
    }
}
""",
    "pw_dq",
    extra=lambda rng, s: {
        "ns": s["org"].capitalize(),
        "uetds": str(rng.randint(100000, 999999)),
        "vkn": str(rng.randint(10**9, 10**10 - 1)),
    },
)


def _k8s(rng, s):
    api = alnum(rng, 32)
    return {
        "b_api": base64.b64encode(api.encode()).decode(),
        "b_sec": base64.b64encode(s["cred"].encode()).decode(),
        "b_url": base64.b64encode(b"https://api.iyzipay.com").decode(),
    }


def _dec_k8s(text: str) -> str:
    m = re.search(r"IYZICO_SECRET_KEY: (\S+)", text)
    if not m:
        raise ValueError("no IYZICO_SECRET_KEY")
    return base64.b64decode(m.group(1)).decode()


F.reg(
    "evdeneve_k8s_secret_iyzico_base64",
    ("k8s/prod/odeme-secret.yaml", "<<org>>-deploy/overlays/prod/iyzico-secret<<n>>.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: odeme-iyzico
  namespace: <<org>>-prod
  labels:
    app: teklif-api
type: Opaque
data:
  IYZICO_API_KEY: <<b_api>>
  IYZICO_SECRET_KEY: <<b_sec>>
  IYZICO_BASE_URL: <<b_url>>
""",
    "p:iyzico",
    extra=_k8s,
    decode=_dec_k8s,
)

F.reg(
    "evdeneve_whatsapp_sifre_earsiv_portal",
    (
        "WhatsApp Sohbeti - <<name2>>.txt",
        "Telefon Yedek/WhatsApp/WhatsApp Sohbeti - Muhasebe <<org>> <<n>>.txt",
    ),
    """<<d>>.<<mo>>.<<y>> <<hh>>:<<mi>> - Mesajlar ve aramalar uçtan uca şifrelidir. Bu sohbetin dışında bulunan hiç kimse, WhatsApp bile bunları okuyamaz ve dinleyemez.
<<d>>.<<mo>>.<<y>> <<hh>>:<<mi>> - <<name2>>: <<first>> merhaba, Kadıköy taşımasının faturasını e-Arşiv portaldan keseceğim, şifre değişmiş galiba
<<d>>.<<mo>>.<<y>> <<hh>>:<<mi2>> - <<name>>: Kullanıcı kodu <<vkn>>
<<d>>.<<mo>>.<<y>> <<hh>>:<<mi2>> - <<name>>: Şifre: <<cred>>
<<d>>.<<mo>>.<<y>> <<hh>>:<<mi2>> - <<name>>: Geçen ay ben değiştirmiştim, kusura bakma söylemeyi unuttum
<<d>>.<<mo>>.<<y>> <<hh>>:<<mi2>> - <<name2>>: Tamamdır girdim, teşekkürler 🙏
""",
    "human",
    extra=lambda rng, s: {"vkn": str(rng.randint(10**7, 10**8 - 1))},
)

F.reg(
    "evdeneve_netgsm_sms_php_usercode",
    ("inc/sms.php", "<<org>>/panel/lib/netgsm<<n>>.php"),
    """<?php
// Müşteriye taşıma günü hatırlatma SMS'i (Netgsm XML API)
$netgsm = [
    'usercode'  => '850<<n7>>',
    'password'  => '<<cred>>',
    'msgheader' => '<<header>>',
];

function smsGonder(string $tel, string $mesaj): string
{
    global $netgsm;
    $xml = '<?xml version="1.0" encoding="UTF-8"?><mainbody><header>'
        . '<company dil="TR">Netgsm</company>'
        . '<usercode>' . $netgsm['usercode'] . '</usercode>'
        . '<password>' . $netgsm['password'] . '</password>'
        . '<type>1:n</type><msgheader>' . $netgsm['msgheader'] . '</msgheader>'
        . '</header><body><msg><![CDATA[' . $mesaj . ']]></msg><no>' . $tel . '</no></body></mainbody>';
    $ch = curl_init('https://api.netgsm.com.tr/sms/send/xml');
    curl_setopt($ch, CURLOPT_POSTFIELDS, $xml);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    curl_setopt($ch, CURLOPT_HTTPHEADER, ['Content-Type: text/xml']);
    return (string) curl_exec($ch);
}
""",
    "pw_sq",
    extra=lambda rng, s: {
        "n7": str(rng.randint(10**6, 10**7 - 1)),
        "header": s["org"][:11].upper(),
    },
)

F.reg(
    "evdeneve_paytr_merchant_key_python_iframe",
    ("odeme/paytr_token.py", "<<org>>_site/odeme/views_<<n>>.py"),
    """# PayTR iFrame API — kapora ödemesi için token üretimi
import base64
import hashlib
import hmac
import json

merchant_id = "<<mid>>"
merchant_key = b"<<cred>>"
merchant_salt = b"<<salt>>"


def paytr_token(user_ip, merchant_oid, email, payment_amount, sepet):
    user_basket = base64.b64encode(json.dumps(sepet).encode())
    no_installment = "0"
    max_installment = "0"
    currency = "TL"
    test_mode = "0"
    hash_str = (
        merchant_id + user_ip + merchant_oid + email + str(payment_amount)
        + user_basket.decode() + no_installment + max_installment + currency + test_mode
    )
    digest = hmac.new(merchant_key, hash_str.encode() + merchant_salt, hashlib.sha256).digest()
    return base64.b64encode(digest).decode()
""",
    "p:paytr",
    extra=lambda rng, s: {"mid": str(rng.randint(100000, 499999)), "salt": prov(rng, "paytr")},
)


def _yandex(s) -> str:
    doc = {
        "uygulama": "teklif-formu",
        "firma": f"{s['org']} Evden Eve Nakliyat",
        "smtp": {
            "sunucu": "smtp.yandex.com.tr",
            "port": 465,
            "ssl": True,
            "kullanici": f"teklif@{s['dom']}",
            "sifre": s["cred"],
            "not": "Yandex uygulama şifresi (hesap şifresi değil)",
        },
        "bildirim": {"alici": [s["email"], s["email2"]], "konu": "Yeni taşıma teklif talebi"},
        "fiyat": {"asansor_ucret": 2500, "km_basi": 45, "para_birimi": "TRY"},
    }
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


F.reg(
    "evdeneve_teklif_app_yandex_uygulama_sifresi_json",
    ("config/ayarlar.json", "<<org>>-teklif/config/production<<n>>.json"),
    _yandex,
    lambda rng, s: alnum(rng, 16, LOWER),
)


def _nvr(rng, s):
    return {
        "model": pick(rng, ("DS-7608NI-K2", "DS-7716NI-K4", "DS-7204HQHI-K1")),
        "sn": f"{s['n4']}{s['n3']}{s['n4']}",
    }


F.reg(
    "evdeneve_depo_nvr_etiket_ocr_sifre",
    ("Taramalar/depo_kamera_etiket_<<n>>.txt", "<<org>>/depo/OCR/NVR_etiketi_<<y>>.txt"),
    """DEP0 KAMERA KAYIT CIHAZI  — <<org>> Nakliyat Eşya Depolama
Model: <<model>>    S/N: <<sn>>
IP: <<ip>>   Port: 8000 / 80

Kullanıcı: admin
Şifre: <<cred>>

Kurulum: <<name2>> Güvenlik Sistemleri  Tel: <<phone2>>
!! Şifre değişirse bu etiketi yenileyin !!
""",
    "human",
    extra=_nvr,
)

F.reg(
    "evdeneve_logo_tiger_udl_baglanti",
    ("Muhasebe/LogoBaglanti.udl", "<<org>>/raporlar/tiger_<<n>>.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=sa;Initial Catalog=TIGER3;Data Source=<<ip>>\\LOGO
""",
    "pw",
    syntax="",
)
