# ruff: noqa: E501
"""Family d: a large-format (wide) printer in the OSTİM industrial zone, Ankara (Turkey; Turkish)."""

from __future__ import annotations

from eightyfourth_spec import Fam, prov, whatsapp
from secret_corpus_kit import hexs, uuid4

FAM = Fam(
    name="genisformat_ostim_wideprint",
    orgs=("genisbaski", "ostimdijital", "afisbaski"),
    tld="com.tr",
    first=(
        ("Mehmet", "mehmet"),
        ("Ayşe", "ayse"),
        ("Mustafa", "mustafa"),
        ("Zeynep", "zeynep"),
        ("Emre", "emre"),
        ("Elif", "elif"),
        ("Hüseyin", "huseyin"),
        ("Büşra", "busra"),
        ("Burak", "burak"),
        ("Gülşen", "gulsen"),
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
        "ankara",
        "baski",
        "afis",
        "branda",
        "vinil",
        "galatasaray",
        "fenerbahce",
        "kartal",
        "aslan",
        "gunes",
        "deniz",
        "bayrak",
        "lale",
        "simit",
        "cay",
        "yildiz",
    ),
    pets=("boncuk", "pamuk", "tarcin", "minnos", "duman", "karabas"),
    places=("ankara", "ostim", "sincan", "cankaya", "etimesgut", "kecioren", "yenimahalle"),
    cc="+90",
)

FAM.reg(
    "genis_hp_printos_print_beat_api_python",
    ("raporlar/printos_latex_gunluk.py", "scripts/<<fa>>/print_beat_<<n>>.py"),
    '''"""HP PrintOS Print Beat: Latex 800W / R2000 günlük m² ve mürekkep raporu."""

import datetime
import hashlib
import hmac

import requests

PRINTOS_KEY = "<<pkey>>"
PRINTOS_SECRET = "<<cred>>"
BASE = "https://printos.api.hp.com/printbeat"


def imza(method, path, ts):
    msg = f"{method} {path}{ts}".encode()
    return hmac.new(PRINTOS_SECRET.encode(), msg, hashlib.sha256).hexdigest()


def gunluk(cihaz_id):
    path = "/externalApi/v1/Historic/LatexDevices"
    ts = datetime.datetime.utcnow().strftime("%Y-%m-%dT%H:%M:%SZ")
    headers = {"x-hp-hmac-authentication": f"{PRINTOS_KEY}:{imza('GET', path, ts)}", "x-hp-hmac-date": ts}
    return requests.get(BASE + path, headers=headers, params={"devices": cihaz_id}, timeout=30).json()


if __name__ == "__main__":
    print(gunluk("<<serial>>"))
''',
    "alnum:44",
    extra=lambda r, s: {"pkey": uuid4(r)},
)

FAM.reg(
    "genis_turkish_whatsapp_sifre_caldera_rip",
    ("WhatsApp Sohbeti - <<fac>> <<lac>>.txt", "yedek/whatsapp/Baski Atolyesi <<n>>.txt"),
    lambda s: whatsapp(
        s["rng"],
        s,
        [
            (
                f"{s['fn2']} {s['ln2']}",
                "Abi Caldera açılmıyor, lisans ekranında admin şifresi istiyor",
            ),
            (f"{s['fn']} {s['ln']}", "kullanıcı: caldera"),
            (f"{s['fn']} {s['ln']}", f"şifre: {s['cred']}"),
            (f"{s['fn']} {s['ln']}", "Branda işini önce bas, müşteri 5te gelecek"),
            (f"{s['fn2']} {s['ln2']}", "Tamamdır 👍"),
        ],
        "dot",
    ),
    "human",
)

FAM.reg(
    "genis_paytr_merchant_salt_php",
    ("odeme/paytr_iframe.php", "web/<<org>>/odeme/paytr_<<n>>.php"),
    """<?php
// PayTR iFrame API - online afiş / branda siparişi ödemesi
$merchant_id   = '<<id>><<n>>';
$merchant_key  = '<<mkey>>';
$merchant_salt = '<<cred>>';

$email          = $_POST['email'];
$payment_amount = intval($_POST['tutar'] * 100);
$merchant_oid   = 'GB' . time();
$user_ip        = $_SERVER['REMOTE_ADDR'];

$hash_str = $merchant_id . $user_ip . $merchant_oid . $email . $payment_amount;
$paytr_token = base64_encode(hash_hmac('sha256', $hash_str . $merchant_salt, $merchant_key, true));
""",
    "p:paytr_key",
    extra=lambda r, s: {"mkey": prov(r, "paytr_key")},
)

FAM.reg(
    "genis_netgsm_sms_curl_bash_history",
    ("home/<<fa>>/.bash_history", "root-<<n>>/.bash_history"),
    """cd /opt/siparis-takip
git pull
systemctl restart siparis-takip
tail -n 50 /var/log/siparis-takip/app.log
curl "https://api.netgsm.com.tr/sms/send/get?usercode=850<<id>><<n>>&password=<<cred>>&gsmno=<<phone>>&message=Siparisiniz+hazir&msgheader=<<orgu>>"
curl "https://api.netgsm.com.tr/balance/list/get?usercode=850<<id>><<n>>&password=<<cred>>&tip=1"
df -h
exit
""",
    "pw_url",
)

FAM.reg(
    "genis_parasut_api_client_secret_yaml",
    ("config/parasut.yml", "entegrasyon-<<n>>/parasut.yml"),
    """# Paraşüt ön muhasebe - e-Fatura / e-Arşiv kesimi
parasut:
  company_id: <<id>>
  client_id: "<<cid>>"
  client_secret: "<<cred>>"
  username: "muhasebe@<<dom>>"
  password_env: PARASUT_PASSWORD
  redirect_uri: "urn:ietf:wg:oauth:2.0:oob"
  e_fatura_seri: "GBS"
""",
    "hex:64",
    extra=lambda r, s: {"cid": hexs(r, 64)},
)

FAM.reg(
    "genis_caldera_rip_fstab_cifs_credentials",
    ("etc/fstab", "caldera-<<n>>/etc/fstab"),
    """# /etc/fstab: Caldera GrandRIP+ (Linux) - sıcak klasörler ve iş arşivi
UUID=<<uuid>> /               ext4    errors=remount-ro 0       1
UUID=<<efi>>  /boot/efi vfat umask=0077 0 1
//<<ip>>/isler  /mnt/isler  cifs  username=caldera,password=<<cred>>,uid=1000,vers=3.0,_netdev  0  0
//<<ip>>/arsiv  /mnt/arsiv  cifs  username=caldera,password=<<cred>>,uid=1000,vers=3.0,_netdev  0  0
""",
    "pw_bare",
    extra=lambda r, s: {"efi": f"{hexs(r, 4, upper=True)}-{hexs(r, 4, upper=True)}"},
)

FAM.reg(
    "genis_turkish_email_sifre_earsiv_portal",
    ("Posta/Gelen/<<id>>.eml", "eposta/muhasebe/<<date>>_<<n>>.eml"),
    """From: <<fn2>> <<ln2>> <<<fa2>>@smmm-<<la2>>.com.tr>
To: <<fn>> <<ln>> <<<email>>>
Subject: GİB e-Arşiv Portal giriş bilgileri
Date: <<rfcdate>> +0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Merhaba <<fn>>,

e-Arşiv Portal şifresini yeniledim, faturaları buradan kesebilirsiniz:
https://earsivportal.efatura.gov.tr/intragiris.html

Kullanıcı Kodu: <<id>><<nn>>
Şifre: <<cred>>

İyi çalışmalar,
SMMM <<fn2>> <<ln2>>
""",
    "human",
)

FAM.reg(
    "genis_hp_latex_ews_sticky_note_ocr",
    ("tarama/not_<<date>>_ocr.txt", "foto/IMG_<<id>>_ocr.txt"),
    """HP LATEX 800W
EWS admin
https://<<lan>>
<<cred>>
bakım: <<dotdate>>
""",
    "human_x",
)
