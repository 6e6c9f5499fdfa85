# ruff: noqa: E501
"""Family a: a community pharmacy (officine) in Senegal; French and Wolof."""

from __future__ import annotations

import quopri
import random

from sixtyninth_corpus import alnum, gen_pw, hexs, pick
from sixtyninth_spec import Fam, after, email, enc_qp, sms_xml, wa

FAM = Fam(
    name="farmasi_senegal_community_pharmacy",
    orgs=("pharmaciejamm", "officinebaobab", "pharmacieteranga", "pharmaciengor", "baobabofficine"),
    tld="sn",
    first=(
        ("Aminata", "aminata"),
        ("Moussa", "moussa"),
        ("Fatou", "fatou"),
        ("Cheikh", "cheikh"),
        ("Ndèye", "ndeye"),
        ("Babacar", "babacar"),
        ("Aïssatou", "aissatou"),
        ("Mamadou", "mamadou"),
        ("Khady", "khady"),
        ("Ousmane", "ousmane"),
    ),
    last=(
        ("Diop", "diop"),
        ("Ndiaye", "ndiaye"),
        ("Fall", "fall"),
        ("Sow", "sow"),
        ("Mbaye", "mbaye"),
        ("Gueye", "gueye"),
        ("Faye", "faye"),
        ("Sarr", "sarr"),
        ("Thiam", "thiam"),
        ("Diouf", "diouf"),
    ),
    words=(
        "teranga",
        "thieb",
        "yassa",
        "mafe",
        "baobab",
        "jamm",
        "ndakaaru",
        "touba",
        "bissap",
        "thiof",
        "gaynde",
        "sunugaal",
        "goree",
        "casamance",
        "ngor",
        "yoff",
        "jambaar",
        "lamb",
        "sabar",
        "ataya",
    ),
    pets=("Simba", "Minou", "Bouba", "Teddy", "Kiki", "Bobby", "Gaynde", "Nala"),
    places=(
        "Dakar",
        "Thiès",
        "Saint-Louis",
        "Ziguinchor",
        "Kaolack",
        "Rufisque",
        "Mbour",
        "Pikine",
    ),
    phone_pat="+221 7# ### ## ##",
)
R = FAM.reg


# 1. WhatsApp (French / Wolof): the wholesaler portal login given in the chat --------------
def _wa_grossiste(s):
    return wa(
        s,
        [
            (0, "Salaam aleekum, portail bi Laborex dafa bloqué, duma mën commander"),
            (1, "Maa ngi fi. Identifiant bi mooy " + str(s["user"])),
            (0, "Ak mot de passe bi ? Sama bos bi dafa ko soppi démb"),
            (1, "Mot de passe : " + str(s["cred"])),
            (1, "Bul ko yónne kenn dé, su ko Dr " + str(s["ln2"]) + " laajee wax ma"),
            (0, "Jërëjëf, commande bi dem na 👍🏾"),
        ],
        style=pick(random.Random(str(s["hx"])), ("android", "ios")),
    )


R(
    "farmasi_wolof_whatsapp_grossiste_portail",
    (
        "Telephone/WhatsApp/Discussion WhatsApp avec <<fn2>>.txt",
        "exports/WhatsApp Chat with <<fn2>> <<ln2>>.txt",
    ),
    _wa_grossiste,
    "human",
    syntax="",
)

# 2. .env of the shop's payment service: Wave Business API key --------------------------------
R(
    "farmasi_wave_business_api_dotenv",
    ("caisse-paiement/.env", "srv/officine-api/.env.production"),
    """# Service de paiement de la pharmacie (commandes WhatsApp + retrait au comptoir)
NODE_ENV=production
PORT=<<port>>
APP_URL=https://commande.<<dom>>
DB_HOST=<<lan>>
DB_NAME=officine
DB_USER=paiement
# Wave Business API (Portail Wave > Développeurs > Clés API)
WAVE_API_KEY=<<cred>>
WAVE_CHECKOUT_SUCCESS_URL=https://commande.<<dom>>/merci
WAVE_CHECKOUT_ERROR_URL=https://commande.<<dom>>/echec
CURRENCY=XOF
""",
    "p:wave",
    syntax="",
)

# 3. odbc.ini exported from the till PC: the pharmacy software's MySQL DSN --------------------
R(
    "farmasi_pharmacy_till_odbc_dsn_ini",
    ("backup_poste_caisse/odbc.ini", "Sauvegardes/<<date>>/ODBC/odbc.ini"),
    r"""[ODBC Data Sources]
OfficineSQL=MySQL ODBC 8.0 Unicode Driver

[OfficineSQL]
Driver=C:\Program Files\MySQL\Connector ODBC 8.0\myodbc8w.dll
Description=Gestion officine - base stock et ventes
SERVER=<<lan>>
PORT=3306
DATABASE=gestion_officine
UID=caisse<<n>>
PWD=<<cred>>
CHARSET=utf8mb4
""",
    "pw",
)


# 4. Orange Money Web Payment config in the order site's PHP ----------------------------------
R(
    "farmasi_orange_money_webpay_config_php",
    ("site-commande/config/orange_money.php", "www/<<org>>/app/config/paiement.php"),
    """<?php
// Orange Money Web Payment (Sénégal) - module de paiement du site de commande
// Ne pas mettre ce fichier sur GitHub !
return [
    'orange_money' => [
        'env'           => 'prod',
        'merchant_key'  => '<<mk>>',
        'client_id'     => '<<cid>>',
        'client_secret' => '<<cred>>',
        'return_url'    => 'https://<<dom>>/paiement/retour',
        'cancel_url'    => 'https://<<dom>>/paiement/annule',
        'notif_url'     => 'https://<<dom>>/api/om/notification',
        'currency'      => 'XOF',
        'lang'          => 'fr',
    ],
];
""",
    "p:orange",
    syntax="",
    extra=lambda rng, s: {"mk": hexs(rng, 8), "cid": alnum(rng, 32)},
)


# 5. French e-mail in quoted-printable: the central purchasing portal password (encoded) -----
def _qp_cred(rng, s):
    w = pick(rng, ("Jërëjëf", "Sëriñ", "Dëkkbi", "Ndëkki", "Jàmbaar", "Téranga", "Ñaari"))
    return f"{w}{rng.randint(10, 2026)}{rng.choice('!*#.')}"


def _qp_mail(s):
    body = (
        f"Bonjour Dr {s['ln']},\n\n"
        "Comme convenu au téléphone, voici les accès au portail de commande de la PNA pour "
        "l'officine (réapprovisionnement des produits essentiels) :\n\n"
        f"Identifiant : {s['user']}\n"
        f"Mot de passe : {s['cred']}\n\n"
        "Merci de le changer à la première connexion. En cas de souci, appelez-moi au "
        f"{s['phone2']}.\n\nCordialement,\n{s['fn2']} {s['ln2']}\nService clients\n"
    )
    return email(
        s,
        str(s["email2"]),
        str(s["email"]),
        "Vos accès au portail de commande",
        enc_qp(body),
        cte="quoted-printable",
    )


def _qp_decode(text: str) -> str:
    body = quopri.decodestring(text.split("\n\n", 1)[1].encode()).decode()
    return after(body, "Mot de passe :")


R(
    "farmasi_french_email_qp_mot_de_passe_pna",
    ("Mail/Boite de reception/<<hx>>.eml", "thunderbird/Inbox/acces-portail-<<num>>.eml"),
    _qp_mail,
    _qp_cred,
    syntax="",
    decode=_qp_decode,
)


# 6. CSV of the on-call (pharmacie de garde) roster with the till logins ------------------------
def _garde_csv(s):
    rng = random.Random(str(s["uid"]))
    rows = ["date;pharmacie_de_garde;pharmacien;telephone;login_caisse;mdp_caisse"]
    k = rng.randrange(4)
    for i in range(5):
        pw = s["cred"] if i == k else gen_pw(rng, 12, "")
        rows.append(
            f"{(int(str(s['d'])) + i) % 28 + 1:02d}/{s['mo']}/{s['year']};{s['Org']};"
            f"Dr {pick(rng, ('Diop', 'Sow', 'Faye', 'Sarr'))};{s['phone']};garde{i + 1};{pw}"
        )
    return "\n".join(rows) + "\n"


R(
    "farmasi_garde_roster_csv_mdp_caisse",
    ("Documents/planning_garde_<<year>>_<<mo>>.csv", "partage/garde/tour_de_garde.csv"),
    _garde_csv,
    "human",
    syntax="",
)

# 7. root crontab: mysqldump with the password on the command line ---------------------------------
R(
    "farmasi_backup_mysqldump_root_crontab",
    ("var/spool/cron/crontabs/root", "serveur-officine/crontab.txt"),
    r"""# Edit this file to introduce tasks to be run by cron.
# m h  dom mon dow   command
MAILTO=<<email>>
30 23 * * * /usr/bin/mysqldump -u sauvegarde -p'<<cred>>' --single-transaction gestion_officine | gzip > /srv/backup/officine_$(date +\%F).sql.gz
0 2 * * 0 /usr/bin/rclone sync /srv/backup gdrive:officine-backup --max-age 30d
15 6 * * 1-6 /usr/local/bin/maj_tarifs.sh >> /var/log/maj_tarifs.log 2>&1
""",
    "pw_sq",
    syntax="",
)


# 8. SMS backup: the reply is only the value (Wolof) --------------------------------------------
def _sms(s):
    return sms_xml(
        s,
        [
            (1, "Asalaa maalekum, mën nga ma yónnee code wifi bu officine bi? Sama tel dafa reset"),
            (2, str(s["cred"])),
            (1, "Jërëjëf! Mu ngi dox"),
        ],
        f"{s['fn2']} Pharmacie",
    )


R(
    "farmasi_sms_backup_xml_reply_only_value",
    ("SMSBackupRestore/sms-<<date>>.xml", "telephone_pharmacie/sauvegarde/sms-<<ts>>.xml"),
    _sms,
    "human",
)
