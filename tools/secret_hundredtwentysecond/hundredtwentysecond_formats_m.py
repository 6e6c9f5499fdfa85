# ruff: noqa: E501
"""Family m: a weekly livestock souk and its auction office (Morocco; Darija in Arabic script and Latin "Arabizi", French)."""

from __future__ import annotations

from hundredtwentysecond_corpus import rsa_pem
from hundredtwentysecond_spec import Fam, sms_backup

F = Fam(
    name="souk_bestiaux_darija_maroc",
    orgs=("souqbhaim", "soukelhad", "marchebetail", "ghanamdoukkala", "tadlamawashi"),
    names=(
        "سوق البهائم الأحد",
        "Souk El Had Bestiaux",
        "Marché aux bestiaux de Had Soualem",
        "غنم دكالة",
        "مواشي تادلة",
    ),
    tld="ma",
    first=(
        ("محمد", "mohamed"),
        ("فاطمة", "fatima"),
        ("يوسف", "youssef"),
        ("خديجة", "khadija"),
        ("عبد الله", "abdellah"),
        ("سعيد", "said"),
        ("نادية", "nadia"),
    ),
    last=(
        ("العلوي", "alaoui"),
        ("بنعلي", "benali"),
        ("الإدريسي", "idrissi"),
        ("الفاسي", "elfassi"),
        ("التازي", "tazi"),
        ("بوزيد", "bouzid"),
    ),
    words=(
        "sardi",
        "houli",
        "kebch",
        "l3id",
        "souk",
        "doukkala",
        "berrechid",
        "tadla",
        "maroc",
        "atlas",
        "baraka",
        "wydad",
        "raja",
        "bghel",
        "mouton",
        "3awd",
    ),
    pets=("Simba", "Lucky", "Mimi", "Bobby", "Rex", "Kika"),
    cc="+212 6",
    places=("Had Soualem", "Berrechid", "Sidi Bennour", "Beni Mellal", "El Jadida"),
)

F.reg(
    "souk_darija_whatsapp_arabic_script_lmodpas",
    ["WhatsApp Chat with <<first2>>.txt", "telephone/<<fa>>/WhatsApp/souk_<<stamp>>.txt"],
    """<<dmy>> <<time>> - <<first>> <<last>>: السلام، عطيني كلمة السر ديال البرنامج ديال الميزان، نسيتها
<<dmy>> <<time>> - <<first2>> <<last2>>: المستخدم: <<user>>
<<dmy>> <<time>> - <<first2>> <<last2>>: كلمة السر: <<cred>>
<<dmy>> <<time>> - <<first>> <<last>>: الله يخليك 🐑
""",
    "human",
    syntax="",
)

F.reg(
    "souk_cmi_store_key_php_config",
    ["paiement/config/cmi.php", "public_html/<<org>>/reservation/cmi_<<n>>.php"],
    """<?php
// Réservation des emplacements du souk (paiement CMI)
$cmi = [
    'clientid'  => '600<<n4>><<n>>',
    'storekey'  => '<<cred>>',
    'okUrl'     => 'https://<<dom>>/paiement/ok',
    'failUrl'   => 'https://<<dom>>/paiement/echec',
    'gateway'   => 'https://payment.cmi.co.ma/fim/est3Dgate',
];
""",
    "p:cmi",
    syntax="",
)

F.reg(
    "souk_french_email_mot_de_passe_identification",
    ["mail/<<fa>>/identification_<<stamp>>.eml", "Thunderbird/<<org>>/INBOX/<<id>>.eml"],
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<email>>
Subject: Accès plateforme identification ovins - Aïd <<y>>
Date: <<date>> <<time>>:00 +0100
Content-Type: text/plain; charset=utf-8

Bonjour <<fa>>,

Voici les accès pour enregistrer les boucles des moutons à l'entrée du souk :
Identifiant : <<user>>
Mot de passe : <<cred>>

Merci de ne pas le partager avec les maquignons.
Cordialement,
<<first2>> <<last2>>
""",
    "human",
    syntax="",
)

F.reg(
    "souk_weighbridge_dahua_onvif_cameras_yaml",
    ["nvr/cameras_<<n>>.yaml", "opt/pont-bascule/<<stamp>>/cameras.yml"],
    """# caméras du pont-bascule et de l'entrée des camions
cameras:
  entree:
    onvif:
      host: <<ip2>>
      port: 80
      user: admin
      password: "<<cred>>"
  bascule:
    rtsp: rtsp://<<ip2>>:554/cam/realmonitor?channel=1&subtype=0
""",
    "pw_dq",
)

F.reg(
    "souk_auction_sms_gammu_smsdrc_ini",
    ["etc/gammu-smsdrc", "sms-gateway/<<n>>/smsdrc"],
    """[gammu]
device = /dev/ttyUSB0
connection = at

[smsd]
service = sql
driver = native_mysql
host = localhost
user = smsd
password = <<cred>>
database = encheres_sms
logfile = /var/log/gammu-smsd.log
""",
    "pw",
    syntax="ini",
)

F.reg(
    "souk_arabizi_sms_reply_only_value",
    ["SMSBackup/sms-<<stamp>>.xml", "telephone/<<fa>>/sms_<<n>>.xml"],
    lambda s: sms_backup(
        s,
        [
            (2, "salam, 3tini lmot de passe dial l'ordinateur dial lbascule"),
            (1, s["cred"]),
            (2, "choukran khouya"),
        ],
    ),
    "human_x",
    syntax="xml",
)

F.reg(
    "souk_caisse_sqlserver_udl_file",
    ["caisse/Connexion_<<n>>.udl", "C:/Souk/Caisse/base_<<stamp>>.udl"],
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=caisse;Initial Catalog=Souk;Data Source=<<ip>>\\SQLEXPRESS
""",
    "pw",
    syntax="",
)

F.reg(
    "souk_backup_server_bare_id_rsa",
    ["home/<<fa>>/.ssh/id_rsa", "sauvegarde/<<org>>/cle_<<n>>"],
    "<<cred>>\n",
    lambda rng, s: rsa_pem(rng),
    syntax="",
)
