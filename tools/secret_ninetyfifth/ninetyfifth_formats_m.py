# ruff: noqa: E501
"""Family m: a survey / market-research call centre (CATI) in İzmir, Turkey (Turkish)."""

from __future__ import annotations

import json

from ninetyfifth_spec import Fam

F = Fam(
    name="izmir_survey_callcentre_cati",
    key="izmsurvey",
    orgs=("kordonanket", "egesoru", "alsancakarastirma"),
    tld="com.tr",
    first=(
        ("Elif", "elif"),
        ("Burak", "burak"),
        ("Zeynep", "zeynep"),
        ("Emre", "emre"),
        ("Büşra", "busra"),
        ("Oğuz", "oguz"),
        ("Ayşe", "ayse"),
        ("Mert", "mert"),
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
        "izmir",
        "karsiyaka",
        "goztepe",
        "kordon",
        "boyoz",
        "gevrek",
        "kumru",
        "alsancak",
        "askim",
        "canim",
        "gunes",
        "deniz",
        "cicek",
        "kedi",
        "bornova",
        "efes",
    ),
    pets=("pamuk", "boncuk", "tarcin", "karabas", "minnos", "zeytin"),
    months=(
        "ocak",
        "subat",
        "mart",
        "nisan",
        "mayis",
        "haziran",
        "temmuz",
        "agustos",
        "eylul",
        "ekim",
        "kasim",
        "aralik",
    ),
    walks=("qwerty", "1q2w3e4r", "asdfgh", "123qwe"),
    sites=("izmir", "bornova", "karsiyaka", "alsancak"),
    cc="90",
)

F.reg(
    "turkish_whatsapp_sifre_anket_paneli",
    ("WhatsApp Sohbeti - Anketörler <<site>>.txt", "disa_aktar/wa_anket_<<date>>.txt"),
    """<<dmy_dot>> <<time>> - <<fn>> <<ln>>: Arkadaşlar CATI paneline giremeyen var mı? 😕
<<dmy_dot>> <<time>> - <<fn2>> <<ln2>>: Şifre süresi dolmuş, yeniledim
<<dmy_dot>> <<time>> - <<fn2>> <<ln2>>: kullanıcı: anket.<<site>>
<<dmy_dot>> <<time>> - <<fn2>> <<ln2>>: şifre: <<cred>>
<<dmy_dot>> <<time>> - <<fn>> <<ln>>: Teşekkürler hocam 🙏 kota 400 görüşme, akşama kadar bitiririz
""",
    "human",
)

F.reg(
    "netgsm_sms_xml_request_password",
    ("sms/netgsm_davet.xml", "entegrasyon/<<site>>/netgsm_request_<<date>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<mainbody>
   <header>
       <company dil="TR">Netgsm</company>
       <usercode>850<<ticket>></usercode>
       <password><<cred>></password>
       <type>1:n</type>
       <msgheader><<orgu>></msgheader>
   </header>
   <body>
       <msg><![CDATA[Merhaba, <<orgc>> olarak 5 dakikalık bir anket için sizi yarın arayacağız. Katılmak istemezseniz RET yazıp gönderin.]]></msg>
       <no><<phone>></no>
       <no><<phone2>></no>
   </body>
</mainbody>
""",
    "pw_xml",
)

F.reg(
    "iyzico_secret_key_appsettings_json",
    ("AnketOdul/appsettings.Production.json", "deploy/<<site>>/appsettings.json"),
    lambda s: json.dumps(
        {
            "Logging": {"LogLevel": {"Default": "Information"}},
            "ConnectionStrings": {
                "Panel": f"Server={s['ip']};Database=panel;Trusted_Connection=True;"
            },
            "Iyzico": {
                "BaseUrl": "https://api.iyzipay.com",
                "ApiKey": s["ak"],
                "SecretKey": s["cred"],
            },
            "Odul": {"TutarTL": 50, "Aciklama": "Anket katılım hediye çeki"},
        },
        ensure_ascii=False,
        indent=2,
    ),
    "p:iyzico",
    extra=lambda rng, s: {
        "ak": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(32)
        )
    },
)

F.reg(
    "limesurvey_config_php_db_password",
    (
        "limesurvey/application/config/config.php",
        "web/<<site>>/anket/application/config/config.php",
    ),
    """<?php if (!defined('BASEPATH')) exit('No direct script access allowed');
return array(
    'components' => array(
        'db' => array(
            'connectionString' => 'mysql:host=<<ip>>;port=3306;dbname=limesurvey;',
            'emulatePrepare' => true,
            'username' => 'limesurvey',
            'password' => '<<cred>>',
            'charset' => 'utf8mb4',
            'tablePrefix' => 'lime_',
        ),
        'urlManager' => array('urlFormat' => 'path', 'rules' => array(), 'showScriptName' => true),
    ),
    'config' => array('debug' => 0, 'debugsql' => 0, 'defaultlang' => 'tr'),
);
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "kamailio_kamctlrc_dbrwpw",
    ("etc/kamailio/kamctlrc", "sip/<<site>>/kamctlrc"),
    """# The Kamailio configuration file for the control tools.
## your SIP domain
SIP_DOMAIN=sip.<<dom>>

## database type: MYSQL, PGSQL, ORACLE, DB_BERKELEY, DBTEXT, or SQLITE
DBENGINE=MYSQL

## database host
DBHOST=<<ip>>

## database name
DBNAME=kamailio

## database read/write user
DBRWUSER="kamailio"

## password for database read/write user
DBRWPW="<<cred>>"

## database read only user
DBROUSER="kamailioro"
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "turkish_email_sifre_kvkk_raporu",
    ("posta/Gelen/<<ts>>.eml", "arsiv/<<fa>>/<<ts>>.eml"),
    """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<email>>
Subject: Müşteri memnuniyeti anketi – ham veri arşivi
Date: <<date>> <<time>> +0300
Content-Type: text/plain; charset="UTF-8"

Merhaba <<fn>> Hanım,

Mart dalgasının ham verisini KVKK gereği şifreli arşiv olarak yükledik. Arşivin şifresi:

<<cred>>

Raporlama ekibi dışında kimseyle paylaşmayınız. Veriler 30 gün sonra silinecektir.

Saygılarımla,
<<fn2>> <<ln2>>
Veri İşleme, <<orgc>>
""",
    "human",
    syntax="",
)

F.reg(
    "anketor_login_slip_txt",
    ("yazdir/anketor_fisleri_<<date>>.txt", "egitim/<<site>>/giris_fisi_<<agent>>.txt"),
    """--------------------------------------------
  <<orgu>>  |  CATI Giriş Fişi
--------------------------------------------
Anketör     : <<fn>> <<ln>>
Masa        : <<n>>
Dahili      : <<ext>>
Kullanıcı   : <<user>>
Şifre       : <<cred>>
--------------------------------------------
İlk girişte şifrenizi değiştirmeniz gerekir.
""",
    "human",
    syntax="",
)

F.reg(
    "survey_results_pgpass_line",
    ("home/<<fa>>/.pgpass", "var/lib/postgresql/.pgpass"),
    """<<ip>>:5432:anket_sonuclari:rapor:<<cred>>
# localhost: peer authentication, no line needed
""",
    "pw",
    syntax="",
)
