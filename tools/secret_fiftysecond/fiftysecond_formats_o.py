# ruff: noqa: E501
"""Family o: a historical archive in Athens (Greece) running a digitisation project: AtoM,
Omeka S, IIIF image server, Transkribus, contractor transfers; Greek."""

from __future__ import annotations

import quopri
import random

from fiftysecond_spec import Fam, after, enc_qp, ipynb, pick

F = Fam(
    "archeio_digitisation_athens",
    (("archeiofos", "Ιστορικό Αρχείο Φως"), ("archeiofos", "Archeio Fos Historical Archive")),
    "gr",
    ("Γιώργος", "Μαρία", "Νίκος", "Ελένη", "Κώστας", "Κατερίνα", "Δημήτρης", "Σοφία"),
    (
        "Παπαδόπουλος",
        "Γεωργίου",
        "Νικολάου",
        "Οικονόμου",
        "Μακρή",
        "Αντωνίου",
        "Βλάχου",
        "Καραγιάννη",
    ),
    (
        "akropoli",
        "athina",
        "archeio",
        "elia",
        "pireas",
        "thalassa",
        "olympos",
        "plaka",
        "lykavittos",
        "papyros",
    ),
    ("Αθήνα", "Πειραιάς", "Θεσσαλονίκη"),
    ("giorgos", "maria", "nikos", "eleni", "kostas", "katerina", "dimitris", "sofia"),
    (
        "papadopoulos",
        "georgiou",
        "nikolaou",
        "oikonomou",
        "makri",
        "antoniou",
        "vlachou",
        "karagianni",
    ),
    "+30",
)

F.reg(
    "archeio_atom_config_php_propel_password",
    ("usr/share/nginx/atom/config/config.php", "srv/atom-<<n>>/config/config.php"),
    """<?php

return array(
  'all' => array(
    'propel' => array(
      'class' => 'sfPropelDatabase',
      'param' => array(
        'encoding' => 'utf8mb4',
        'persistent' => true,
        'pooling' => true,
        'dsn' => 'mysql:host=<<host>>;port=3306;dbname=atom;charset=utf8mb4',
        'username' => 'atom',
        'password' => '<<cred>>',
      ),
    ),
  ),
  'dev' => array('propel' => array('param' => array('classname' => 'DebugPDO'))),
);
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "archeio_omeka_s_database_ini_quoted",
    ("var/www/omeka-s/config/database.ini", "srv/ekthesi-<<n>>/config/database.ini"),
    """user     = "omeka"
password = "<<cred>>"
dbname   = "omeka_ekthesi"
host     = "<<host>>"
;port     =
;unix_socket =
;log_path =
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "archeio_viber_greek_kodikos_scanner_pc",
    ("Viber/Εξαγωγή συνομιλίας Ψηφιοποίηση <<n>>.txt", "Documents/viber_psifiopoiisi_<<n>>.txt"),
    """[<<dmys>> <<hm>>] <<first2>>: Καλημέρα, ο υπολογιστής του σαρωτή βιβλίων ζητάει κωδικό, τον ξέρει κανείς;
[<<dmys>> <<hm>>] <<first>> <<last>>: Χρήστης scan, κωδικός <<cred>>
[<<dmys>> <<hm>>] <<first>> <<last>>: Μην τον γράψετε στο τετράδιο του εργαστηρίου παρακαλώ
[<<dmys>> <<hm2>>] <<first2>>: Ευχαριστώ, μπήκα!
""",
    "human",
    syntax="",
)

F.reg(
    "archeio_email_greek_kodikos_sftp_anadoxos",
    ("Mail/Εισερχόμενα/<<n6>>.eml", "allilografia/sftp_anadoxos_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email2>>>
To: <<email>>
Subject: Παράδοση ψηφιακών αρχείων – πακέτο <<n>>
Date: <<date>> <<hm>>:50 +0300
Content-Type: text/plain; charset=UTF-8

Καλησπέρα σας,

Τα TIFF του πακέτου <<n>> (φάκελοι 1890–1912) ανέβηκαν στον διακομιστή μας.
Διεύθυνση: sftp://<<pubip>>:2222
Όνομα χρήστη: archeio<<n>>
Κωδικός: <<cred>>

Ο λογαριασμός θα απενεργοποιηθεί σε 30 ημέρες.

Με εκτίμηση,
<<first>> <<last>>
""",
    "pw",
)

F.reg(
    "archeio_cantaloupe_properties_s3source_secret",
    ("opt/cantaloupe/cantaloupe.properties", "etc/cantaloupe/iiif-<<n>>.properties"),
    """# Cantaloupe IIIF image server – ψηφιοποιημένα τεκμήρια
http.enabled = true
http.port = 8182
source.static = S3Source
S3Source.endpoint = https://s3.<<dom>>
S3Source.region = eu-central-1
S3Source.access_key_id = AKIA<<hexid>>G2
S3Source.secret_key = <<cred>>
S3Source.BasicLookupStrategy.bucket.name = tekmiria
processor.selection_strategy = AutomaticSelectionStrategy
cache.server.derivative.enabled = true
""",
    "p:aws_secret",
    syntax="",
)

F.reg(
    "archeio_bash_history_mysql_restore_atom",
    ("home/<<user>>/.bash_history", "root/.bash_history_<<n>>"),
    """ls -lh /backup/atom/
gunzip -k /backup/atom/atom_<<date>>.sql.gz
mysql -h <<host>> -u atom -p'<<cred>>' atom < /backup/atom/atom_<<date>>.sql
php symfony search:populate
systemctl restart php8.2-fpm
""",
    "pw_sq",
    syntax="",
)


def _tr(s) -> str:
    return ipynb(
        [
            ("md", "## Αυτόματη μεταγραφή χειρογράφων (Transkribus)", None),
            (
                "code",
                f'from transkribus import Client\ncl = Client()\ncl.login("{s["email"]}", "{s["cred"]}")\ncol = cl.collection({s["n6"]})',
                "Logged in as " + str(s["email"]) + "\n",
            ),
            (
                "code",
                "for doc in col.documents()[:3]:\n    print(doc.title, doc.pages)",
                f"Κώδικας {s['n']} 214\nΑλληλογραφία 1897 88\nΜητρώο 31\n",
            ),
        ]
    )


F.reg(
    "archeio_ipynb_transkribus_login_output",
    ("notebooks/transkribus_metagrafi_<<n>>.ipynb", "home/<<user>>/htr/transkribus_<<date>>.ipynb"),
    _tr,
    "pw_dq",
)


def _greek_pw(rng: random.Random, s) -> str:
    w = pick(rng, ("Ακρόπολη", "Παρθενώνας", "Ελιά", "Θάλασσα", "Αρχείο", "Πλάκα"))
    return f"{w}{rng.randint(1950, 2026)}{pick(rng, ('!', '#', '.', '*'))}"


def _qp(s) -> str:
    body = (
        f"Καλημέρα {s['first']},\n\n"
        f"Ο νέος κωδικός για τον λογαριασμό διαχειριστή του AtoM (admin@{s['dom']}) είναι:\n"
        f"Κωδικός: {s['cred']}\n\n"
        "Παρακαλώ άλλαξέ τον μετά την πρώτη σύνδεση.\n"
        f"{s['first2']}\n"
    )
    return (
        f"From: {s['email2']}\nTo: {s['email']}\nSubject: =?UTF-8?Q?AtoM_admin?=\nDate: {s['date']} {s['hm']}:00 +0300\n"
        "MIME-Version: 1.0\nContent-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: quoted-printable\n\n"
        + enc_qp(body)
        + "\n"
    )


def _dec_qp(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    return after("Κωδικός: ", quopri.decodestring(body.encode()).decode(), r"\s")


F.reg(
    "archeio_quoted_printable_mail_kodikos_atom_admin",
    ("Mail/Απεσταλμένα/<<n6>>.eml", "mail/new/<<n6>>.archeio:2,"),
    _qp,
    _greek_pw,
    syntax="",
    decode=_dec_qp,
)
