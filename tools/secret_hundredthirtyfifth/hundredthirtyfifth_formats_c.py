# ruff: noqa: E501
"""Family c: a French micro-crèche and the assistantes maternelles around it (Lyon), with CAF,
Pajemploi and the tools a gestionnaire uses."""

from __future__ import annotations

import random

from hundredthirtyfifth_spec import (
    Fam,
    Slots,
    accented,
    after,
    alnum,
    enc_qp,
    hexs,
    mail_body,
)

FAM = Fam(
    "microcreche_assmat_pajemploi",
    orgs=("lesloupiots", "petitspas", "coccinelle", "lescalinous"),
    tld="fr",
    first=(
        "Camille",
        "Léa",
        "Manon",
        "Chloé",
        "Sophie",
        "Nathalie",
        "Aurélie",
        "Julien",
        "Mathieu",
        "Émilie",
        "Céline",
        "Sandrine",
        "Inès",
        "Karima",
    ),
    last=(
        "Martin",
        "Bernard",
        "Dubois",
        "Thomas",
        "Robert",
        "Richard",
        "Petit",
        "Durand",
        "Lefèvre",
        "Moreau",
        "Girard",
        "Fontaine",
        "Benali",
    ),
    words=(
        "loupiot",
        "coccinelle",
        "doudou",
        "papillon",
        "tournesol",
        "nounours",
        "pomme",
        "bisous",
        "soleil",
        "lapinou",
        "cabane",
        "chouette",
        "marelle",
        "toboggan",
        "lyon",
        "croixrousse",
        "guignol",
        "fourviere",
    ),
    pets=("caramel", "filou", "minou", "praline", "choupette", "oscar", "simba", "noisette"),
    months=(
        "janvier",
        "fevrier",
        "mars",
        "avril",
        "mai",
        "juin",
        "juillet",
        "aout",
        "septembre",
        "octobre",
        "novembre",
        "decembre",
    ),
    phone="+33 6 ## ## ## ##",
    city=("Lyon 4e", "Villeurbanne", "Caluire-et-Cuire", "Vénissieux", "Bron"),
)
reg = FAM.reg
ACCENTED = (
    "câlin",
    "éléphant",
    "crèche",
    "bébé",
    "goûter",
    "hérisson",
    "écureuil",
    "pâquerette",
    "kermès",
    "forêt",
)


def qp_mail(s: Slots) -> str:
    body = f"""Bonjour {s["first"]},

Comme convenu, voici les accès au service CDAP de la CAF pour consulter les
quotients familiaux des familles de la micro-crèche :

Identifiant : {s["cdap"]}
Mot de passe : {s["cred"]}

Pense à le changer à ta première connexion, il expire au bout de 60 jours.
Je t'ai aussi mis le classeur des contrats à jour sur le drive partagé.

Bonne journée,
{s["first2"]}
--
Micro-crèche {s["org"]} – gestionnaire
"""
    return f"""From: {s["first2"]} {s["last2"]} <{s["email2"]}>
To: {s["email"]}
Subject: =?UTF-8?Q?Acc=C3=A8s_CDAP_=28CAF_partenaires=29?=
Date: {s["d"]} {s["mon"]} {s["year"]} {s["hh"]}:{s["mi"]}:{s["ss"]} +0100
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

{enc_qp(body)}"""


reg(
    "microcreche_courriel_qp_mot_de_passe_cdap",
    ("mails/<<org>>/Accès CDAP <<d>>-<<mo>>.eml", "export-thunderbird/gestion/<<nnn>>.eml"),
    qp_mail,
    lambda rng, s: accented(rng, ACCENTED),
    extra=lambda rng, s: {"cdap": f"C069{rng.randint(100000, 999999)}"},
    decode=lambda text: after(r"Mot de passe :", mail_body(text)),
)

reg(
    "microcreche_brevo_transmissions_php_define",
    ("transmissions/<<org>>/config.php", "www/<<org>>/inc/config.local.php"),
    """<?php
// Envoi quotidien des transmissions aux parents (Brevo, ex-Sendinblue)
define('BREVO_API_KEY', '<<cred>>');
define('BREVO_SENDER_EMAIL', 'contact@<<dom>>');
define('BREVO_SENDER_NAME', 'Micro-crèche <<org>>');
define('TEMPLATE_TRANSMISSIONS', <<nn>>);
define('HEURE_ENVOI', '18:30');
""",
    "p:brevo",
)

reg(
    "microcreche_gocardless_prelevements_ruby",
    ("lib/tasks/<<org>>_prelevements.rake", "scripts/<<org>>/prelevements_mensuels.rb"),
    """# Prélèvements SEPA mensuels des familles (micro-crèche <<org>>, <<city>>)
require "gocardless_pro"

CLIENT = GoCardlessPro::Client.new(
  access_token: "<<cred>>",
  environment: :live
)

def prelever(famille, montant_centimes)
  CLIENT.payments.create(
    params: {
      amount: montant_centimes,
      currency: "EUR",
      description: "Accueil #{Date.today.strftime('%m/%Y')} - #{famille.nom}",
      links: { mandate: famille.mandat_gocardless }
    },
    headers: { "Idempotency-Key" => "#{famille.id}-#{Date.today.strftime('%Y%m')}" }
  )
end
""",
    "p:gocardless",
)

reg(
    "microcreche_cahier_transmissions_cle_livebox_ocr",
    ("scans/<<org>>/cahier_equipe_p<<nn>>.txt", "ocr/cahier-transmissions-<<d>><<mo>>.txt"),
    """Cahier de transmissions équipe — <<d>>/<<mo>>
- <<kid>> : sieste 12h45-14h30, a bien mangé
- penser à commander les couches taille 4

Livebox (bureau) : réseau Livebox-<<hex4>>
clé de sécurité : <<cred>>
(ne pas donner aux parents !!)
SAV Orange 3900
""",
    "HEX:26",
    syntax="",
    extra=lambda rng, s: {"hex4": hexs(rng, 4, upper=True)},
)

reg(
    "microcreche_ovh_conf_application_secret",
    ("<<org>>/ovh.conf", "outils/dns-<<org>>/ovh.conf"),
    """[default]
; Renouvellement des redirections mail et du DNS de la micro-crèche
endpoint=ovh-eu

[ovh-eu]
application_key=<<ak>>
application_secret=<<cred>>
consumer_key=<<ck>>
""",
    "alnum:32",
    syntax="ini",
    extra=lambda rng, s: {"ak": alnum(rng, 16), "ck": alnum(rng, 32)},
)


def paje_rows(rng: random.Random, s: Slots) -> Slots:
    rows = []
    for _ in range(rng.randint(1, 3)):
        _, la, fa, lla = FAM.person(rng)
        rows.append(
            f"{la};{pick_kid(rng)};{rng.randint(10**12, 10**13 - 1)};{fa.lower()}.{lla.lower()}@orange.fr;{FAM.human(rng)};contrat {rng.randint(2, 5)}j/sem"
        )
    rows.insert(
        rng.randrange(len(rows) + 1),
        f"{s['last']};{s['kid']};{rng.randint(10**12, 10**13 - 1)};{s['fa'].lower()}.{s['la'].lower()}@free.fr;{s['cred']};mensualisation",
    )
    return {"rows": "\n".join(rows)}


def pick_kid(rng: random.Random) -> str:
    return FAM.first[rng.randrange(len(FAM.first))]


reg(
    "microcreche_assmat_tableur_pajemploi_csv",
    (
        "assmat/<<la>>_familles_pajemploi_<<year>>.csv",
        "declarations/<<org>>/identifiants_pajemploi.csv",
    ),
    """Famille;Enfant;N° Pajemploi;Identifiant;Mot de passe;Remarque
<<rows>>
""",
    extra=paje_rows,
)

reg(
    "microcreche_whatsapp_equipe_mdp_tablette",
    (
        "Discussion WhatsApp avec Équipe <<org>>.txt",
        "sauvegarde/<<org>>/WhatsApp Chat - Section bébés <<n>>.txt",
    ),
    """<<d>>/<<mo>>/<<year>> <<hh>>:<<mi>> - <<first>> <<last>>: Coucou l'équipe, le logiciel de transmissions nous a déconnectées sur la tablette des bébés 😩
<<d>>/<<mo>>/<<year>> <<hh>>:<<mi2>> - <<first2>>: Je remets le compte : <<email2>>
<<d>>/<<mo>>/<<year>> <<hh>>:<<mi2>> - <<first2>>: mdp <<cred>>
<<d>>/<<mo>>/<<year>> <<hh>>:<<mi3>> - <<first>> <<last>>: Merci ! c'est bon ça remarche 👍
<<d>>/<<mo>>/<<year>> <<hh>>:<<mi3>> - <<first2>>: <Médias omis>
""",
)

reg(
    "microcreche_symfony_env_local_database_url",
    ("sites/<<org>>/.env.local", "<<org>>-inscriptions/.env.prod.local"),
    """###> symfony/framework-bundle ###
APP_ENV=prod
APP_SECRET=<<appsecret>>
###< symfony/framework-bundle ###

###> doctrine/doctrine-bundle ###
DATABASE_URL="mysql://<<org>>:<<cred>>@127.0.0.1:3306/creche_<<org>>?serverVersion=8.0.36&charset=utf8mb4"
###< doctrine/doctrine-bundle ###

###> symfony/mailer ###
MAILER_DSN=smtp://localhost:25
###< symfony/mailer ###
""",
    "pw_url",
    extra=lambda rng, s: {"appsecret": hexs(rng, 32)},
)
