"""Family k: Quebec erablieres (maple sugar bushes) and sugar shacks serving spring meals."""

from __future__ import annotations

import re

from thirtyninth_spec import Fam, b64, hexs, reg

F = Fam(
    name="quebec_erabliere_cabane_sucre",
    tlds=("qc.ca", "ca"),
    orgs=("erabliere-sarrasin", "cabane-chez-ti-paul", "sucrerie-beauce", "erabliere-lac-etchemin"),
    first=("marc-andre", "genevieve", "sylvain", "josee", "mathieu", "isabelle", "real", "chantal"),
    last=("tremblay", "gagnon", "roy", "bouchard", "gauthier", "lachance", "poulin"),
    words=(
        "sirop",
        "erable",
        "tire",
        "cabane",
        "chaudiere",
        "entaille",
        "beauce",
        "reduit",
        "tubulure",
        "cretons",
    ),
    pets=("pitou", "minou", "caramel", "ti-loup", "gros-gris"),
    seasons=("Printemps", "Hiver", "Ete", "Automne", "Dutemps"),
    places=("Beauce", "SaintGeorges", "Lacetchemin", "Rigaud", "Mirabel", "Victoriaville"),
)

reg(
    F,
    "erabliere_tubulure_lorawan_yaml_chirpstack",
    ("monitoring/<<org>>/gateway.yaml", "erabliere/<<org>>/lorawan/vacuum_sensors.yml"),
    """# Capteurs de vacuum sur la tubulure - secteur <<n>> (<<place>>)
gateway:
  id: "<<hex8>><<hex8>>"
  region: US915
chirpstack:
  server: "https://lns.<<dom>>"
  api_token: "<<cred>>"
  application_id: "<<uuid>>"
alerts:
  vacuum_min_inhg: 22
  notify: "<<email>>"
""",
    "jwt",
)

reg(
    F,
    "erabliere_quebecois_messenger_wifi_cabane",
    ("chat/messenger_<<org>>_<<n>>.txt", "cell/<<user>>/messenger_cabane_<<date>>.txt"),
    """<<first_t>> <<last_t>> <<time>>
Salut! c quoi le mot de passe du wifi à la cabane? le terminal de paiement veut pu se connecter
<<first2_t>> <<last2_t>> <<time>>
Attends je check
<<first2_t>> <<last2_t>> <<time>>
<<cred>>
<<first_t>> <<last_t>> <<time>>
merci!! ça marche 🍁
""",
    "human",
    syntax="",
)

reg(
    F,
    "erabliere_cabane_booking_php_moneris_api_token",
    ("reservations/<<org>>/inc/moneris.php", "site/<<org>>/paiement/config_moneris.php"),
    """<?php
// Réservations des repas de cabane - dépôt par carte (Moneris)
$store_id  = 'monca<<n4>><<n>>';
$api_token = '<<cred>>';
$processing_country_code = 'CA';
$test_mode = false;
$repas_adulte = 38.95;
""",
    lambda rng: "".join(
        rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        for _ in range(20)
    ),
    syntax="",
)

reg(
    F,
    "erabliere_evaporator_logger_toml_influx_token",
    ("evaporateur/<<org>>/logger.toml", "opt/evapo-logger/<<org>>/config.toml"),
    """# Journalisation de l'évaporateur (température du réduit, brix, niveau des casseroles)
[site]
nom = "<<org_t>>"
secteur = "<<place>>"

[modbus]
host = "<<ip>>"
port = 502
unit = 1

[influx]
url = "https://influx.<<dom>>:8086"
org = "<<org>>"
bucket = "evaporateur"
token = "<<cred>>"
""",
    lambda rng: b64(rng, 64, urlsafe=True),
)

reg(
    F,
    "erabliere_french_email_ppaq_contingent_portal",
    ("courriel/<<user>>/<<date>>_ppaq.eml", "bureau/<<org>>/courriels/<<n3>>.eml"),
    """From: <<first_t>> <<last_t>> <<<email>>>
To: <<email2>>
Date: <<date_eu>> <<time>>
Subject: Portail des producteurs - déclaration des barils
Content-Type: text/plain; charset=utf-8

Bonjour <<first2_t>>,

Comme je suis à l'érablière toute la semaine, peux-tu faire la déclaration
des barils de sirop sur le portail? Numéro de producteur: <<n4>><<n3>>

mot de passe: <<cred>>

Merci, pis on se voit samedi pour la tire sur la neige.
<<first_t>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "erabliere_booking_site_compose_mysql_root",
    ("cabane-site/<<org>>/docker-compose.yml", "deploy/<<org>>/docker-compose.prod.yml"),
    """services:
  wordpress:
    image: wordpress:6.6-apache
    restart: always
    environment:
      WORDPRESS_DB_HOST: db
      WORDPRESS_DB_USER: cabane
      WORDPRESS_DB_NAME: cabane
    ports:
      - "80:80"
  db:
    image: mysql:8.4
    restart: always
    environment:
      MYSQL_DATABASE: cabane
      MYSQL_USER: cabane
      MYSQL_ROOT_PASSWORD: "<<cred>>"
    volumes:
      - db:/var/lib/mysql
volumes:
  db: {}
""",
    "pw_dq",
)

reg(
    F,
    "erabliere_shipping_python_canada_post_basic",
    ("boutique/<<org>>/expedition/canadapost.py", "tools/<<org>>/postes_canada_<<n>>.py"),
    '''"""Tarifs Postes Canada pour les cannes de sirop (540 ml) et le beurre d'érable."""

import requests

CP_USER = "<<cpuser>>"
CP_PASS = "<<cred>>"
CUSTOMER = "00<<n4>><<n3>>"


def rate(postal: str, kg: float) -> str:
    r = requests.post(
        "https://soa-gw.canadapost.ca/rs/ship/price",
        auth=(CP_USER, CP_PASS),
        headers={"Accept": "application/vnd.cpc.ship.rate-v4+xml"},
        data=f"<mailing-scenario><weight>{kg}</weight><destination>{postal}</destination></mailing-scenario>",
        timeout=15,
    )
    return r.text
''',
    lambda rng: hexs(rng, 22),
    extra=lambda rng, v: v.__setitem__("cpuser", hexs(rng, 16)),
)


def _bytea(rng, v):
    v["hexpw"] = v["cred"].encode().hex()


reg(
    F,
    "erabliere_pg_dump_parametres_bytea_hex",
    ("sauvegardes/<<org>>/parametres_<<date>>.sql", "backup/<<org>>/pg_dump_config_<<n>>.sql"),
    """--
-- PostgreSQL database dump (table parametres seulement)
--
SET client_encoding = 'UTF8';

COPY public.parametres (cle, valeur_bin, modifie_le) FROM stdin;
smtp_host	\\\\x<<smtphost>>	<<date>> <<time>>
smtp_pass	\\\\x<<hexpw>>	<<date>> <<time>>
taux_tps	\\\\x302e3035	<<date>> <<time>>
\\.
""",
    "pw",
    syntax="",
    extra=lambda rng, v: (
        _bytea(rng, v),
        v.__setitem__("smtphost", f"mail.{v['dom']}".encode().hex()),
    ),
    decode=lambda t: bytes.fromhex(
        re.search(r"^smtp_pass\t\\\\x([0-9a-f]+)\t", t, re.M).group(1)
    ).decode(),
)
