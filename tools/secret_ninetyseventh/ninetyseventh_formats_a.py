# ruff: noqa: E501
"""Family a: a community pharmacy (officine) in Casablanca, Morocco: Arabic, Darija and
French; Firebird-backed pharmacy software, the wholesaler's order portal, CMI card payments,
AMO / CNSS claims, a fridge temperature logger."""

from __future__ import annotations

from ninetyseventh_spec import Fam, dec_qp_after, enc_qp

F = Fam(
    name="saydaliya_officine_casablanca",
    prefix="saydaliya",
    orgs=("pharmacienour", "pharmaanfa", "saydaliyatlas", "pharmaciebahja", "pharmaoasis"),
    tld="ma",
    first=(
        ("يوسف", "youssef"),
        ("سلمى", "salma"),
        ("مهدي", "mehdi"),
        ("خديجة", "khadija"),
        ("عمر", "omar"),
        ("نادية", "nadia"),
        ("حمزة", "hamza"),
        ("غيثة", "ghita"),
    ),
    last=(
        ("العلوي", "alaoui"),
        ("بناني", "bennani"),
        ("التازي", "tazi"),
        ("الإدريسي", "idrissi"),
        ("برادة", "berrada"),
        ("الشرايبي", "chraibi"),
        ("المنصوري", "mansouri"),
    ),
    words=(
        "atlas",
        "argane",
        "zitoun",
        "nour",
        "dawa",
        "chifa",
        "anfa",
        "najma",
        "bahja",
        "zellige",
        "baraka",
        "sahha",
        "maarif",
        "wydad",
        "raja",
        "atay",
    ),
    pets=("mimi", "bsisa", "zaza", "loulou", "simba", "minou", "kika"),
    cc="+212",
    cities=("casablanca", "rabat", "fes", "marrakech", "tanger", "agadir", "mohammedia"),
    uwords=("santé", "médina", "été", "sécurité", "bébé", "dépôt", "anfaété", "réglisse"),
    walks=("azerty", "azer123", "qsdfgh", "1234azer", "wxcvbn"),
    tz="+0100",
)

F.reg(
    "caisse_firebird_conf_ini",
    (
        "C:/PharmaGest/Config/connexion.ini",
        "C:/Program Files (x86)/Officine/<<org>>/poste<<n>>.ini",
    ),
    """; Configuration poste caisse <<n>> - <<orgc>> (<<city>>)
; modifié le <<dmy>> par <<fa>>
[Base]
Moteur=Firebird 3.0
Serveur=<<ip>>
Port=3050
Fichier=D:\\Donnees\\OFFICINE.FDB
Utilisateur=SYSDBA
MotDePasse=<<cred>>
Charset=UTF8

[Caisse]
TiroirCaisse=COM3
Imprimante=EPSON TM-T20III
Douchette=Honeywell 1450g

[Tiers]
AMO=1
CNOPS=1
""",
    "pw",
)

F.reg(
    "darija_whatsapp_grossiste_commande",
    ("WhatsApp Chat with <<fac>> Sophaco.txt", "Discussion WhatsApp avec Délégué <<lac>>.txt"),
    """<<dmy>>, <<hm>> - Les messages et les appels sont chiffrés de bout en bout.
<<dmy>>, <<hm>> - <<fac>> Sophaco: Salam docteur, labas? l'accès dyal portail commande tbeddel
<<dmy>>, <<hm>> - <<fac>> Sophaco: login: <<user>>
<<dmy>>, <<hm>> - <<fac>> Sophaco: mot de passe jdid: <<cred>>
<<dmy>>, <<hm2>> - Dr <<lac2>>: شكرا بزاف، غادي نجرب دابا
<<dmy>>, <<hm2>> - Dr <<lac2>>: Ila ma khdamch nsiftlek capture
<<dmy>>, <<hm2>> - <<fac>> Sophaco: Ok 👍 livraison ghedda 10h inchallah
""",
    "human",
)

F.reg(
    "cmi_gateway_storekey_php",
    ("<<org>>-parapharmacie/config/cmi.php", "www/<<org>>/app/Config/Payment/Cmi.php"),
    """<?php
// Paiement en ligne parapharmacie <<orgc>> - passerelle CMI 3D Secure
return [
    'gateway_url' => 'https://payment.cmi.co.ma/fim/est3Dgate',
    'client_id'   => '600<<nnnn>><<nn>>',
    'storekey'    => '<<cred>>',
    'store_type'  => '3D_PAY_HOSTING',
    'currency'    => '504',
    'lang'        => 'fr',
    'ok_url'      => 'https://www.<<dom>>/paiement/ok',
    'fail_url'    => 'https://www.<<dom>>/paiement/echec',
];
""",
    "pw_sq",
)

F.reg(
    "comptable_email_amo_portail_qp",
    ("Mails/Comptabilite/amo_<<date>>.eml", "Thunderbird/Inbox/cnss_acces_<<nnn>>.eml"),
    lambda s: (
        f"""From: Cabinet {s["la2"].capitalize()} <cabinet.{s["la2"]}@menara.ma>
To: {s["email"]}
Subject: =?utf-8?Q?Acc=C3=A8s_portail_AMO_/_CNSS?=
Date: {s["rfc"]}
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

{enc_qp(s["body"])}"""
    ),
    "uhuman",
    "",
    extra=lambda rng, s: {
        "body": f"""Bonjour Docteur,

Suite à notre échange téléphonique, voici les accès au portail de télédéclaration CNSS (AMO) de la pharmacie :

Identifiant : {s["user"]}
Mot de passe : {s["cred"]}

Merci de changer le mot de passe à la première connexion et de ne pas le communiquer aux préparateurs.

Cordialement,
{s["fa2"].capitalize()} {s["la2"].capitalize()}
Cabinet comptable, {s["city"].capitalize()}
"""
    },
    decode=dec_qp_after("Mot de passe : "),
)

F.reg(
    "frigo_logger_mqtt_dotenv",
    ("<<org>>/frigo-logger/.env", "/home/pi/thermo-frigo-<<n>>/.env"),
    """# Sonde DS18B20 frigo vaccins/insulines - <<orgc>>
SENSOR_ID=28-<<hex8>>
ALERT_MIN=2
ALERT_MAX=8
MQTT_URL=mqtts://frigo_<<org>>:<<cred>>@mqtt.<<dom>>:8883
ALERT_SMS=<<phone2>>
INTERVAL_SEC=300
""",
    "pw_url",
    "",
)

F.reg(
    "caisse_pc_bash_history_mysqldump",
    ("home/<<user>>/.bash_history", "root/.bash_history"),
    """cd /srv/officine
ls -la backups/
df -h
mysqldump -u officine -p'<<cred>>' --single-transaction officine_db | gzip > backups/officine_<<date>>.sql.gz
ls -lh backups/ | tail -3
rclone copy backups/officine_<<date>>.sql.gz gdrive:sauvegardes
exit
""",
    "pw_sq",
    "",
)

F.reg(
    "ordonnances_scanner_net_use_bat",
    ("C:/Scripts/scan_ordonnances.bat", "Bureau/monter_partage_<<n>>.bat"),
    """@echo off
REM Partage des ordonnances scannees (Brother ADS) vers le NAS
net use O: /delete /y >nul 2>&1
net use O: \\\\<<ip>>\\ordonnances /user:<<org>>\\<<user>> <<cred>> /persistent:yes
if errorlevel 1 echo Echec connexion NAS & pause
""",
    "human_x",
    "",
)

F.reg(
    "arabic_csv_caisse_users",
    ("exports/utilisateurs_caisse_<<date>>.csv", "Documents/حسابات_الصندوق.csv"),
    """المستخدم,الاسم,الدور,كلمة المرور
<<user>>,<<fn>> <<ln>>,صيدلي,<<cred>>
<<user2>>,<<fn2>> <<ln2>>,مساعد,
caisse<<n>>,صندوق <<n>>,بائع,
""",
    "human_x",
    "",
)
