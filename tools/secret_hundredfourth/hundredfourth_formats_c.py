# ruff: noqa: E501
"""Family c: a perfume house in Grasse, France (French): PrestaShop shop, Lyra / PayZen,
Colissimo, Brevo newsletters, EU Login for CPNP notifications, an OpenLab CDS GC-MS share."""

from __future__ import annotations

import quopri
import re

from hundredfourth_corpus import pick
from hundredfourth_spec import Fam

FAM = Fam(
    name="parfumeur_grasse_maison_de_parfum",
    orgs=("maisonflorine", "nerolia", "parfumsbosquet", "cabrissillage"),
    tld="fr",
    first=(
        ("Élodie", "elodie"),
        ("Mathilde", "mathilde"),
        ("Baptiste", "baptiste"),
        ("Théo", "theo"),
        ("Camille", "camille"),
        ("Hélène", "helene"),
        ("Jérôme", "jerome"),
        ("Océane", "oceane"),
        ("Lucien", "lucien"),
    ),
    last=(
        ("Giraud", "giraud"),
        ("Roux", "roux"),
        ("Fabre", "fabre"),
        ("Bérenger", "berenger"),
        ("Castellan", "castellan"),
        ("Guérin", "guerin"),
        ("Pélissier", "pelissier"),
    ),
    words=(
        "jasmin",
        "tubereuse",
        "neroli",
        "lavande",
        "mimosa",
        "bergamote",
        "iris",
        "ambre",
        "musc",
        "rose",
        "santal",
        "patchouli",
        "cedrat",
        "provence",
        "soleil",
        "fleur",
        "absolu",
        "essence",
    ),
    pets=("minou", "filou", "praline", "caramel", "ulysse", "noisette"),
    cc="+33",
    city="Grasse",
    lwords=("Néroli", "Tubéreuse", "Cèdre", "Rosée"),
    walks=("azerty", "azertyuiop", "wxcvbn", "1234azer", "aqwzsx"),
)

R = FAM.reg

_QP_BODY = """Bonjour <<fn2>>,

Comme convenu, voici l'accès au portail fournisseur de la coopérative de jasmin (commandes
d'absolu et fiches IFRA) :

Identifiant : <<login>>@<<org>>
Mot de passe : <<cred>>

Merci de le changer à la première connexion et de ne pas le transférer.
Bien à vous,
<<fn>> <<ln>>
<<orgc>> — Grasse
"""


def _qp_email(s):
    from hundredfourth_corpus import fill

    body = quopri.encodestring(fill(_QP_BODY, **s).encode("utf-8")).decode()
    head = fill(
        """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?Q?Acc=C3=A8s_portail_fournisseur?=
Date: Thu, <<day>> Feb <<year>> <<time>>:42 +0100
Message-ID: <<<msgid>>>
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

""",
        **s,
    )
    return head + body


def _qp_pw(rng, s):
    return f"{pick(rng, FAM.lwords)}{pick(rng, ('', '-', '_'))}{rng.randint(1990, 2026)}{pick(rng, '!?*=')}"


def _qp_dec(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    plain = quopri.decodestring(body.encode()).decode("utf-8")
    m = re.search(r"Mot de passe : (\S+)", plain)
    assert m
    return m.group(1)


R(
    "parfumeur_portail_email_quoted_printable_mot_de_passe",
    ("Mail/Envoyés/<<nn>>.eml", "export_thunderbird/<<date>>-acces.eml"),
    _qp_email,
    _qp_pw,
    "",
    encode=lambda pw, s: "",
    decode=_qp_dec,
)

R(
    "parfumeur_prestashop_parameters_php",
    ("app/config/parameters.php", "www/<<org>>/app/config/parameters.php"),
    """<?php return array (
  'parameters' =>
  array (
    'database_host' => '<<ip>>',
    'database_port' => '',
    'database_name' => 'ps_<<org>>',
    'database_user' => 'ps_<<org>>',
    'database_password' => '<<cred>>',
    'database_prefix' => 'ps_',
    'database_engine' => 'InnoDB',
    'mailer_transport' => 'smtp',
    'mailer_host' => 'smtp-relay.brevo.com',
    'ps_caching' => 'CacheMemcache',
    'ps_cache_enable' => false,
    'locale' => 'fr-FR',
    'use_debug_toolbar' => false,
    'cookie_key' => '<<ck>>',
    'cookie_iv' => '<<civ>>',
    'new_cookie_key' => 'def00000<<nck>>',
  ),
);
""",
    "pw_sq",
    "",
    extra=lambda rng, s: s.update(
        ck=__import__("hundredfourth_corpus").alnum(rng, 56),
        civ=__import__("hundredfourth_corpus").alnum(rng, 8),
        nck=__import__("hundredfourth_corpus").hexs(rng, 120),
    ),
)

R(
    "parfumeur_lyra_payzen_hmac_sha256_dotenv",
    (".env.prod", "<<org>>-shop/.env.local"),
    """# Paiement Lyra / PayZen (API REST) — boutique <<orgc>>
APP_ENV=prod
LYRA_SHOP_ID=<<shop>>
LYRA_USERNAME=<<shop>>
LYRA_MODE=PRODUCTION
LYRA_HMAC_SHA256_KEY=<<cred>>
LYRA_PUBLIC_KEY=<<shop>>:publickey_<<pk>>
LYRA_ENDPOINT=https://api.payzen.eu
""",
    "p:lyra",
    "",
    extra=lambda rng, s: s.update(
        shop=str(rng.randint(10**7, 10**8 - 1)),
        pk=__import__("hundredfourth_corpus").alnum(rng, 46),
    ),
)

R(
    "parfumeur_colissimo_symfony_parameters_yaml",
    ("config/packages/colissimo.yaml", "config/services_colissimo_<<nn>>.yaml"),
    """# Étiquettes Colissimo (SLS web service) — expéditions flacons et coffrets
parameters:
    colissimo.contract_number: '<<contract>>'
    colissimo.password: '<<cred>>'
    colissimo.sender:
        company: '<<orgc>>'
        line2: 'Chemin des Parfumeurs'
        city: 'Grasse'
        zip: '06130'
        country: 'FR'
    colissimo.product_code: 'DOM'
""",
    "pw_sq",
    extra=lambda rng, s: s.update(contract=str(rng.randint(800000, 899999))),
)

R(
    "parfumeur_keepass_csv_eu_login_cpnp",
    ("exports/keepass_reglementaire.csv", "Bureau/export_kdbx_<<date>>.csv"),
    """"Account","Login Name","Password","Web Site","Comments"
"EU Login (CPNP)","<<email>>","<<cred>>","https://webgate.ec.europa.eu/cpnp","notifications eau de parfum et bougies"
"ANSM téléservices","<<email2>>","","https://ansm.sante.fr","mot de passe chez <<fn2>>"
"IFRA certificats","<<login>>","","https://ifrafragrance.org",""
""",
    "human_x",
    "",
)

R(
    "parfumeur_openlab_gcms_share_net_use_bat",
    ("labo/scripts/monter_openlab.bat", "C/Users/<<fa>>/Desktop/openlab_<<nn>>.bat"),
    """@echo off
rem Lecteur réseau pour les séquences GC-MS (Agilent OpenLab CDS) — labo contrôle qualité
net use O: /delete /y >nul 2>&1
net use O: \\\\<<host>>\\OpenLab /user:LABO\\<<login>> <<cred>> /persistent:yes
if errorlevel 1 echo Echec du montage O: & pause
start "" "C:\\Program Files (x86)\\Agilent Technologies\\OpenLab Data Analysis\\OpenLab Data Analysis.exe"
""",
    "pw_bare",
    "",
)

R(
    "parfumeur_brevo_newsletter_python_xkeysib",
    ("scripts/newsletter_brevo.py", "marketing/lancement_<<nn>>.py"),
    '''"""Envoi de la newsletter de lancement (Brevo / ex-Sendinblue)."""

import json
import urllib.request

BREVO_API_KEY = "<<cred>>"
LISTE_CLIENTS = <<n>>


def envoyer(campagne_id: int) -> None:
    req = urllib.request.Request(
        f"https://api.brevo.com/v3/emailCampaigns/{campagne_id}/sendNow",
        data=json.dumps({}).encode(),
        headers={"api-key": BREVO_API_KEY, "accept": "application/json"},
        method="POST",
    )
    urllib.request.urlopen(req, timeout=20)


envoyer(<<nn>>)
''',
    "p:brevo",
)

R(
    "parfumeur_signal_desktop_copie_wifi_labo",
    ("Documents/signal_copie_<<date>>.txt", "notes/signal <<fa2>>.txt"),
    """<<fn>> <<ln>>, <<time>>
Tu as le mot de passe du wifi du labo ? Le technicien de l'Agilent arrive à 14h

<<fn2>> <<ln2>>, <<time>>
<<cred>>

<<fn>> <<ln>>, <<time>>
Parfait merci !
""",
    "human",
    "",
)
