# ruff: noqa: E501
"""Family l: the town hall of a Breton commune (Brittany, France), Breton and French."""

from __future__ import annotations

from email.header import Header, decode_header

from fiftyfirst_spec import Fam, after, alnum

F = Fam(
    "tiker_plougastel_breton",
    ("plougastel-daoulas",),
    "bzh",
    (
        ("Maïwenn", "Maiwenn"),
        ("Yann", "Yann"),
        ("Gwenaëlle", "Gwenaelle"),
        ("Erwan", "Erwan"),
        ("Nolwenn", "Nolwenn"),
        ("Loïc", "Loic"),
    ),
    (
        ("Le Gall", "legall"),
        ("Kerhervé", "kerherve"),
        ("Le Bihan", "lebihan"),
        ("Quéméner", "quemener"),
        ("Tanguy", "tanguy"),
    ),
    (
        "sivi",
        "plougastel",
        "kerzu",
        "gwenn",
        "tiker",
        "aodmor",
        "enezenn",
        "menez",
        "kouign",
        "daoulas",
    ),
    ("pitchoun", "kazhig", "loustig", "bleizig"),
    "33",
)


def _subj_extra(rng, s):
    s["enc"] = Header(f"Ger-tremen wifi an ti-kêr: {s['cred']}", "utf-8").encode()


def _subj_decode(text):
    raw = after(text, "Subject: ", "\nDate: ")
    out = "".join(
        p.decode(c or "ascii") if isinstance(p, bytes) else p for p, c in decode_header(raw)
    )
    return out.split(": ", 1)[1]


F.reg(
    "tiker_breton_email_mime_encoded_subject_ger_tremen",
    ("Mail/tiker_<<id>>.eml", "mail/<<fa>>/cur/<<epoch>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: <<enc>>
Date: <<dmy>> <<time>> +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Demat,

Evit an dud o tont d'ar sal-vras disadorn.

<<first>>
""",
    "human",
    syntax="",
    extra=_subj_extra,
    decode=_subj_decode,
)

F.reg(
    "tiker_french_element_chat_txt_export_mot_de_passe",
    ("Element/export_<<date>>.txt", "Documents/tchap_mairie_<<id>>.txt"),
    """Thu, <<dmy>>, <<time>> - <<first>>: Bonjour, quelqu'un a le mot de passe du portail ANTS pour les cartes d'identité ?
Thu, <<dmy>>, <<time>> - <<first2>>: Identifiant : mairie.<<org>>
Thu, <<dmy>>, <<time>> - <<first2>>: Mot de passe : <<cred>>
Thu, <<dmy>>, <<time2>> - <<first>>: Trugarez !
""",
    "human",
    syntax="",
)

F.reg(
    "tiker_etat_civil_software_ini",
    ("Logiciels/EtatCivil/config_<<nn>>.ini", "ProgramData/Mairie/<<id>>/etatcivil.ini"),
    """[Base]
Serveur=<<ip>>
Port=5432
Nom=ETATCIVIL_<<nn>>
Utilisateur=etatcivil
MotDePasse=<<cred>>

[Commune]
Insee=29<<nnn>>
Nom=Plougastel
""",
    "pw",
    syntax="ini",
)

F.reg(
    "tiker_council_website_ovh_conf",
    ("site-mairie/ovh_<<nn>>.conf", "home/<<fa>>/.ovh.conf"),
    """[default]
endpoint=ovh-eu

[ovh-eu]
application_key=<<ak>>
application_secret=<<cred>>
consumer_key=<<ck>>
""",
    "alnum:32",
    syntax="ini",
    extra=lambda rng, s: s.update(ak=alnum(rng, 16), ck=alnum(rng, 32)),
)

F.reg(
    "tiker_school_canteen_portal_csv_semicolon",
    ("Cantine/acces_<<year>>_<<nn>>.csv", "Documents/kantin_<<id>>.csv"),
    """Service;Identifiant;Mot de passe;Remarque
Portail famille cantine;admin.<<org>>;<<cred>>;changé le <<dmy>>
CAF partenaires;<<nnn>><<id>>;voir <<first>>;
Chorus Pro;<<email>>;(carte agent);
""",
    "human",
    syntax="",
)

F.reg(
    "tiker_copier_scan_to_folder_address_book_csv",
    ("copieur/carnet_adresses_<<nn>>.csv", "backup/mfp<<id>>/addressbook.csv"),
    """# Format Version: 4.2.0.0
"RegiNo","Name","SMBUser","SMBPassword","SMBPath","Mail"
"00001","Accueil","scan","<<cred>>","\\\\<<ip2>>\\scans\\accueil","accueil@<<dom>>"
"00002","Urbanisme","scan","<<cred>>","\\\\<<ip2>>\\scans\\urba",""
""",
    "pw_xml",
    syntax="",
)

F.reg(
    "tiker_breton_postit_ocr_wifi_next_line",
    ("scans/postit_<<id>>.txt", "ocr/IMG_<<nnn>><<n>>.txt"),
    """Ger-tremen ar wifi
(sal-vras / salle des fêtes)
<<cred>>
Trugarez !
""",
    "human",
    syntax="",
)

F.reg(
    "tiker_elections_laptop_bitlocker_recovery_txt",
    ("Documents/BitLocker Recovery Key <<hex8>>.TXT", "USB/cles/BitLocker_<<id>>.txt"),
    """BitLocker Drive Encryption recovery key

To verify that this is the correct recovery key, compare the start of the following identifier with the identifier value displayed on your PC.

Identifier:

\t<<uuid>>

If the above identifier matches the one displayed by your PC, then use the following key to unlock your drive.

Recovery Key:

\t<<cred>>

If the above identifier doesn't match the one displayed by your PC, then this isn't the right key to unlock your drive.
Try another recovery key, or refer to https://go.microsoft.com/fwlink/?LinkID=260589 for additional assistance.
""",
    lambda rng, s: "-".join(f"{rng.randrange(0, 720896, 11):06d}" for _ in range(8)),
    syntax="",
)
