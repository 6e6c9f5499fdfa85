# ruff: noqa: E501
"""Family p: pirogue tours and guesthouses of the lake village of Ganvié, Benin. French and Fon."""

from __future__ import annotations

from fortyfifth_spec import Fam

F = Fam(
    "ganvie_lakeside_benin",
    orgs=("ganvietoho", "nokouepirogue", "sotchanhoue", "tofinulakes"),
    tld="bj",
    first=(
        "koffi",
        "afiavi",
        "codjo",
        "sènami",
        "houessou",
        "mahougnon",
        "dossou",
        "gbèmèdé",
        "romaric",
        "clarisse",
    ),
    last=(
        "houngbo",
        "agossou",
        "dossou",
        "ahouandjinou",
        "kpadonou",
        "zinsou",
        "hounkpatin",
        "gbaguidi",
    ),
    words=(
        "ganvie",
        "nokoue",
        "pirogue",
        "tofinu",
        "sotchanhoue",
        "cotonou",
        "vodoun",
        "akassa",
        "calavi",
        "lagune",
        "fifadji",
        "zangbeto",
        "hwenu",
    ),
    seasons=("harmattan", "saisonpluies", "saisonseche"),
    cc="+229",
    pets=("sultan", "bobby"),
)
F.first = (
    "koffi",
    "afiavi",
    "codjo",
    "senami",
    "houessou",
    "mahougnon",
    "dossou",
    "gbemede",
    "romaric",
    "clarisse",
)

F.reg(
    "ganvie_fon_french_whatsapp_mot_de_passe",
    ("WhatsApp Chat with <<first>>.txt", "discussions/<<org>>_<<n>>.txt"),
    """<<dmys>> <<time>> - <<name>>: A fɔn ganji à? Le mot de passe de Booking pour l'auberge c'est quoi?
<<dmys>> <<time2>> - <<name2>>: identifiant <<email>>
<<dmys>> <<time2>> - <<name2>>: mdp <<cred>>
<<dmys>> <<time2>> - <<name2>>: Ma na mɛɖé ǎ o 🙏
<<dmys>> <<time2>> - <<name>>: Awanu, merci
""",
    "human",
)

F.reg(
    "ganvie_french_email_acces_fedapay_dashboard",
    ("Mail/Envoyés/<<n4>>.eml", "mails/<<date>>_fedapay.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Accès tableau de bord paiements (excursions en pirogue)
Date: Sat, <<day>> Dec <<year>> 17:05:41 +0100
Content-Type: text/plain; charset=utf-8

Salut <<first2>>,

Tu peux suivre les paiements des touristes ici :
https://app.fedapay.com
Email : <<email>>
Mot de passe : <<cred>>

On se voit à l'embarcadère d'Abomey-Calavi.
<<first>>
""",
    "human",
)

F.reg(
    "ganvie_pirogue_tours_fedapay_secret_node",
    ("server/paiement.js", "api/src/fedapay_<<n>>.js"),
    """const { FedaPay, Transaction } = require("fedapay");

FedaPay.setApiKey("<<cred>>");
FedaPay.setEnvironment("live");

async function reserver(client, montant) {
  return Transaction.create({
    description: "Excursion pirogue Ganvié",
    amount: montant,
    currency: { iso: "XOF" },
    callback_url: "https://<<dom>>/merci",
    customer: client,
  });
}

module.exports = { reserver };
""",
    lambda rng, s: (
        "sk_live_"
        + "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
            for _ in range(24)
        )
    ),
    syntax="",
)

F.reg(
    "ganvie_guesthouse_kkiapay_private_key_php",
    ("config/kkiapay.php", "auberge/config/paiement_<<n>>.php"),
    """<?php
return [
    'public_key' => '<<pub>>',
    'private_key' => 'tpk_<<pk2>>',
    'secret' => 'tsk_<<cred>>',
    'sandbox' => false,
];
""",
    "hex:32",
    syntax="",
    extra=lambda rng, s: {"pub": rng.randbytes(16).hex(), "pk2": rng.randbytes(16).hex()},
)

F.reg(
    "ganvie_guesthouse_wifi_sms_mtn",
    ("sms/<<phone2>>_<<n>>.txt", "Messages/<<first>>_<<date>>.txt"),
    """De: <<orgc>> Auberge
<<dmy>> <<time>>
Bienvenue à Ganvié ! WiFi: <<orgc>>_Lac  Code: <<cred>>  Départ pirogue 7h30 à l'embarcadère.
""",
    "human_x",
    syntax="",
)

F.reg(
    "ganvie_drone_footage_sshpass_rsync_script",
    ("scripts/upload_drone_<<n>>.sh", "bin/sync_<<word>>.sh"),
    """#!/bin/bash
# Envoi des vidéos drone du village lacustre vers le serveur
SRC=/media/<<user>>/DJI/DCIM/100MEDIA
sshpass -p '<<cred>>' rsync -avz --progress "$SRC"/ media@<<pip>>:/srv/videos/ganvie/<<date>>/
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "ganvie_lake_level_chirpstack_toml_postgres_dsn",
    ("etc/chirpstack/chirpstack.toml", "chirpstack/configuration/chirpstack_<<n>>.toml"),
    """[logging]
  level = "info"

[postgresql]
  dsn = "postgres://chirpstack:<<cred>>@localhost/chirpstack?sslmode=disable"
  max_open_connections = 10

[redis]
  servers = ["redis://localhost/"]

[network]
  net_id = "000000"
  enabled_regions = ["eu868"]

[api]
  bind = "0.0.0.0:8080"
  secret = "<<apisecret>>"
""",
    "pw_url",
    extra=lambda rng, s: {"apisecret": __import__("base64").b64encode(rng.randbytes(32)).decode()},
)

F.reg(
    "ganvie_guides_logins_csv_french",
    ("guides/comptes_<<year>>.csv", "Documents/<<org>>_guides_<<n>>.csv"),
    """Nom;Pirogue;Téléphone;Compte GetYourGuide;Mot de passe
<<name>>;Pirogue <<n>>;<<phone2>>;<<email>>;<<cred>>
<<name2>>;Pirogue 2;<<phone2>>;;
""",
    "human",
    syntax="",
)
