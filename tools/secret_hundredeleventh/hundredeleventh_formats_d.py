# ruff: noqa: E501
"""Family d: a locksmith in Turkey (Turkish)."""

from __future__ import annotations

from hundredeleventh_spec import Fam, alnum, hexs, reg

FAM = Fam(
    name="anahtarci_locksmith_turkey",
    pre="anahtarci",
    orgs=("kilitusta", "anahtarevi", "cilingirbey"),
    tld="com.tr",
    first=(
        ("Mehmet", "mehmet"),
        ("Ayşe", "ayse"),
        ("Emre", "emre"),
        ("Zeynep", "zeynep"),
        ("Burak", "burak"),
        ("Elif", "elif"),
        ("Hakan", "hakan"),
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
        "galatasaray",
        "fenerbahce",
        "kartal",
        "istanbul",
        "anahtar",
        "kilit",
        "simit",
        "lokum",
        "bursaspor",
        "ankara",
        "çınar",
        "güneş",
        "aslan",
        "deniz",
    ),
    pets=("pamuk", "boncuk", "karabas", "minnos", "tarcin", "duman"),
    cities=("İstanbul", "İzmir", "Bursa", "Antalya", "Konya", "Eskişehir"),
    cc="+90",
)

reg(
    FAM,
    "whatsapp_sifre_reply_only",
    ("WhatsApp/WhatsApp Sohbeti - <<first2>> Usta.txt", "sohbet/<<fa2>>_<<n>>.txt"),
    """<<dmy_dot>> <<t1>> - <<first>> <<last>>: Usta dükkandaki kilit uygulamasının şifresi neydi?
<<dmy_dot>> <<t2>> - <<first2>> <<last2>>: <<cred>>
<<dmy_dot>> <<t3>> - <<first>> <<last>>: Tamamdır 👍
""",
    "human",
)

reg(
    FAM,
    "ttlock_open_api_node",
    ("ttlock-panel/src/config.js", "servis/<<org>>/ttlock.js"),
    """// TTLock Open Platform - otel ve ofis akıllı kilitleri
module.exports = {
  clientId: '<<cid>>',
  clientSecret: '<<cred>>',
  username: '<<user>>',
  baseUrl: 'https://euapi.ttlock.com',
};
""",
    "hex:32",
    syntax="",
    extra=lambda rng, s: s.update(cid=hexs(rng, 32)),
)

reg(
    FAM,
    "iyzico_odeme_php_config",
    ("site/config/iyzico.php", "eticaret/<<org>>/iyzipay.php"),
    """<?php
$options = new \\Iyzipay\\Options();
$options->setApiKey('<<akey>>');
$options->setSecretKey('<<cred>>');
$options->setBaseUrl('https://api.iyzipay.com');
// çilingir çağrı ücreti online ödeme - <<orgc>>
""",
    "alnum:32",
    syntax="",
    extra=lambda rng, s: s.update(akey=alnum(rng, 32)),
)

reg(
    FAM,
    "silca_key_machine_account_ini",
    ("Silca/KeyLine/online.ini", "C:/Silca/Futura/<<org>>_sync.ini"),
    """[OnlineDatabase]
Server=https://keydb.silca.biz
Account=<<user>>
Password=<<cred>>
Shop=<<orgc>> <<city>>

[Machine]
Model=Futura Pro
Serial=<<serial>>
""",
    "pw",
    syntax="ini",
)

reg(
    FAM,
    "netgsm_sms_script_sh",
    ("bin/sms_gonder.sh", "scripts/<<org>>_netgsm.sh"),
    """#!/bin/bash
# Müşteriye "ustanız yola çıktı" SMS'i
USERCODE="850<<nn>>"
PASSWORD="<<cred>>"
curl -s "https://api.netgsm.com.tr/sms/send/get?usercode=$USERCODE&password=$PASSWORD&gsmno=$1&message=Ustaniz+yola+cikti&msgheader=<<orgc>>"
""",
    "pw_dq",
)

reg(
    FAM,
    "muhasebe_email_sifre_logo",
    ("mail/muhasebe_<<ymd>>.eml", "eposta/<<fa>>_logo_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Logo Tiger yeni kullanıcı
Date: <<dmy_dot>> <<t1>>
Content-Type: text/plain; charset=UTF-8

Merhaba <<first2>> Hanım,

Logo Tiger'da sizin için kullanıcı açtım.
Kullanıcı adı: <<user2>>
Şifre: <<cred>>
Firma no: <<n>>

Kolay gelsin,
<<first>>
""",
    "human",
)

reg(
    FAM,
    "woocommerce_wp_config_php",
    ("public_html/wp-config.php", "site-<<org>>/wp-config.php"),
    """<?php
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wp_';
""",
    "pw_sq",
    syntax="",
)

reg(
    FAM,
    "akilli_kilit_hesaplari_fods",
    ("tablolar/kilit_hesaplari_<<n>>.fods", "musteri/<<org>>_kilitler.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body><office:spreadsheet><table:table table:name="Kilitler">
  <table:table-row><table:table-cell><text:p>Müşteri</text:p></table:table-cell><table:table-cell><text:p>Uygulama</text:p></table:table-cell><table:table-cell><text:p>Yönetici şifre</text:p></table:table-cell></table:table-row>
  <table:table-row><table:table-cell><text:p><<first>> <<last>></text:p></table:table-cell><table:table-cell><text:p>TTLock</text:p></table:table-cell><table:table-cell><text:p><<cred>></text:p></table:table-cell></table:table-row>
 </table:table></office:spreadsheet></office:body>
</office:document>
""",
    "human_x",
    syntax="xml",
)
