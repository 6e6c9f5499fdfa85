# ruff: noqa: E501
"""Family e: an Istanbul locksmith (Turkey; Turkish)."""

from __future__ import annotations

import html

from seventyfifth_spec import Fam, dec_html_between, gen_pw, hexs, human, prov

F = Fam(
    name="istanbul_locksmith_cilingir",
    orgs=("anahtarusta", "kilitcibaba", "bogazanahtar"),
    tld="com.tr",
    first=(
        ("Mehmet", "mehmet"),
        ("Ayşe", "ayse"),
        ("Mustafa", "mustafa"),
        ("Fatma", "fatma"),
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
        ("Aydın", "aydin"),
    ),
    words=(
        "anahtar",
        "kilit",
        "cilingir",
        "kapi",
        "kadikoy",
        "besiktas",
        "galatasaray",
        "fenerbahce",
        "bogaz",
        "simit",
        "lokum",
        "cay",
        "istanbul",
        "uskudar",
        "hayat",
        "sevgi",
        "umut",
        "yildiz",
        "deniz",
        "kartal",
    ),
    pets=("pamuk", "boncuk", "karabas", "tarcin", "minnos", "duman"),
    cc="+90",
)

F.reg(
    "istanbulcilingir_iyzico_odeme_node_config",
    ("server/config/iyzico.<<org>>.js", "odeme/iyzipay_<<n>>.js"),
    """// Acil çilingir çağrısı ön ödemesi (iyzico)
const Iyzipay = require('iyzipay');

module.exports = new Iyzipay({
  apiKey: '<<apikey>>',
  secretKey: '<<cred>>',
  uri: 'https://api.iyzipay.com',
});
""",
    cred="p:iyzico",
    syntax="",
    extra=lambda rng, s: {"apikey": prov(rng, "iyzico")},
)

F.reg(
    "istanbulcilingir_turkish_whatsapp_sifre_silca_keycode",
    ("whatsapp/<<fa>> ile WhatsApp Sohbeti.txt", "yedek/whatsapp_dukkan_<<n>>.txt"),
    """[<<dmyd>> <<time>>:05] <<fn>> <<ln>>: Usta Silca kod sitesi yine çıkış yaptı, araba anahtarı kesemiyorum
[<<dmyd>> <<time>>:44] <<fn2>> <<ln2>>: Dükkanın hesabıyla gir
[<<dmyd>> <<time2>>:02] <<fn2>> <<ln2>>: kullanıcı: <<user>>
[<<dmyd>> <<time2>>:10] <<fn2>> <<ln2>>: şifre <<cred>>
[<<dmyd>> <<time2>>:31] <<fn>> <<ln>>: tamamdır abi sağ ol 👍
""",
    cred="human",
)

F.reg(
    "istanbulcilingir_netgsm_sms_gateway_php",
    ("public_html/inc/netgsm_<<org>>.php", "panel/sms/gonder_<<n>>.php"),
    """<?php
// Müşteriye "ustamız yola çıktı" SMS'i (Netgsm)
$usercode = '850<<nn>>';
$password = '<<cred>>';
$msgheader = 'ANAHTARUSTA';
function sms_gonder($gsm, $mesaj) {
    global $usercode, $password, $msgheader;
    $url = 'https://api.netgsm.com.tr/sms/send/get?usercode=' . $usercode . '&password=' . urlencode($password)
         . '&gsmno=' . $gsm . '&message=' . urlencode($mesaj) . '&msgheader=' . $msgheader;
    return file_get_contents($url);
}
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "istanbulcilingir_parasut_efatura_python_client_secret",
    ("muhasebe/parasut_fatura_<<org>>.py", "scripts/efatura_<<n>>.py"),
    '''"""Günlük çilingir işlerini Paraşüt'e satış faturası olarak aktarır."""

import requests

PARASUT_CLIENT_ID = "<<cid>>"
PARASUT_CLIENT_SECRET = "<<cred>>"
PARASUT_USER = "<<email>>"
COMPANY_ID = <<nn>>

tok = requests.post(
    "https://api.parasut.com/oauth/token",
    data={
        "grant_type": "password",
        "client_id": PARASUT_CLIENT_ID,
        "client_secret": PARASUT_CLIENT_SECRET,
        "username": PARASUT_USER,
        "password": input("Paraşüt şifresi: "),
        "redirect_uri": "urn:ietf:wg:oauth:2.0:oob",
    },
    timeout=30,
).json()["access_token"]
print(tok[:6], "...")
''',
    cred="hex:64",
    extra=lambda rng, s: {"cid": hexs(rng, 64)},
)


def _html_pw(rng, fam) -> str:
    base = human(rng, fam)
    return base[:4] + rng.choice(("&", "<", ">", "&amp")) + base[4:]


F.reg(
    "istanbulcilingir_customer_safes_html_entity_escaped",
    ("intranet/kasalar_<<org>>.html", "export/musteri_kasa_listesi_<<n>>.html"),
    """<!DOCTYPE html>
<html lang="tr"><head><meta charset="utf-8"><title>Kasa ve kartlı kilit müşterileri</title></head>
<body>
<table border="1">
<tr><th>Müşteri</th><th>Sistem</th><th>Kullanıcı</th><th>Şifre</th></tr>
<tr><td>Otel Kadıköy</td><td>Onity kartlı kilit yazılımı</td><td>admin</td><td class="pw"><<enc>></td></tr>
<tr><td><<fn>> <<ln>></td><td>Dormakaba Evolo</td><td><<user>></td><td class="pw-old">müşteride</td></tr>
</table>
</body></html>
""",
    cred=_html_pw,
    encode=lambda v: html.escape(v, quote=True),
    decode=dec_html_between('<td class="pw">', "</td>"),
    syntax="",
)

F.reg(
    "istanbulcilingir_shop_mikrotik_rsc_export",
    ("network/mikrotik_<<org>>_<<date>>.rsc", "yedek/router_dukkan<<n>>.rsc"),
    """# <<date>> <<time>>:11 by RouterOS 7.14.2
# software id = <<serial>>
# model = RB951Ui-2nD
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=dukkan supplicant-identity="" wpa2-pre-shared-key=<<wifi>>
/interface wireless
set [ find default-name=wlan1 ] mode=ap-bridge security-profile=dukkan ssid=<<orgc>>_Dukkan
/ip address
add address=192.168.88.1/24 interface=bridge network=192.168.88.0
/user
add group=full name=<<fa>> password=<<cred>>
""",
    cred="pw_bare",
    syntax="",
    extra=lambda rng, s: {"wifi": gen_pw(rng, sym="")},
)

F.reg(
    "istanbulcilingir_hotel_lock_install_ics_description",
    ("takvim/<<org>>_kurulum_<<date>>.ics", "calendar/otel_kilit_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//TR
BEGIN:VEVENT
UID:<<uuid>>@google.com
DTSTART:<<y>>0415T090000Z
DTEND:<<y>>0415T130000Z
SUMMARY:Otel Beşiktaş - kartlı kilit kodlama
LOCATION:Beşiktaş\\, İstanbul
DESCRIPTION:Resepsiyon PC'si Onity yazılımı\\nkullanıcı: admin\\nşifre: <<cred>>\\n
 <<fn>> bey eşlik edecek
END:VEVENT
END:VCALENDAR
""",
    cred="human_x",
    syntax="",
)

F.reg(
    "istanbulcilingir_telegram_copied_reply_only_value",
    ("telegram/kopya_<<fa>>_<<date>>.txt", "notlar/tg_<<n>>.txt"),
    """<<fn>> <<ln>>, [<<dmyd>> <<time>>]
abi oto kodlama cihazının hesabı neydi

<<fn2>> <<ln2>>, [<<dmyd>> <<time2>>]
<<cred>>
""",
    cred="human",
)
