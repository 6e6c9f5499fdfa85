# ruff: noqa: E501
"""Family e: municipal campsites and motorhome service areas (aires de camping-car) in Brittany, France (French)."""

from __future__ import annotations

import calendar
import datetime
import json

from hundredthirtyfourth_spec import Fam, human_where, json_ascii, non_ascii

FAM = Fam(
    name="campingcar_aires_bretagne",
    orgs=(
        ("airedesgoelands", "Aire des Goélands"),
        ("campingdesdunes", "Camping municipal des Dunes"),
        ("campingkerlann", "Camping de Kerlann"),
        ("campingporzguen", "Camping de Porz Guen"),
    ),
    tld="fr",
    first=(
        "Gwenaëlle",
        "Yann",
        "Maëlle",
        "Loïc",
        "Soizic",
        "Erwan",
        "Nolwenn",
        "Thierry",
        "Sandrine",
        "Ronan",
    ),
    last=(
        "Le Gall",
        "Tanguy",
        "Le Goff",
        "Kerhervé",
        "Guével",
        "Morvan",
        "Le Bihan",
        "Quéré",
        "Riou",
        "Caradec",
    ),
    words=(
        "goéland",
        "menhir",
        "crêpe",
        "kouign",
        "dunes",
        "phare",
        "marée",
        "galette",
        "chouchen",
        "cidre",
        "korrigan",
        "breizh",
        "océan",
        "plage",
        "hortensia",
        "été",
    ),
    places=("Quiberon", "Carnac", "Erdeven", "Plouharnel", "Locmariaquer", "Étel"),
    seasons=("été", "hiver", "printemps", "automne", "vacances"),
    pets=("Titi", "Filou", "Pompon", "Loulou", "Caramel", "Nala"),
    local_digits=("56340", "56410", "0297", "56"),
    cc="33",
    walks=("azerty", "azertyuiop", "qsdfgh", "1234azer", "wxcvbn"),
    mail=("orange.fr", "wanadoo.fr", "gmail.com", "free.fr"),
    phone_fmt="06 ## ## ## ##",
)

MON = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def _borne(s: dict) -> str:
    obj = {
        "export": {"date": f"{s['date']}T{s['time']}:{s['sec']}", "logiciel": "GestBorne 4.2"},
        "borne": {
            "modele": "Euro-Relais Junior",
            "site": s["orgd"],
            "commune": s["place"],
            "numeroSerie": f"ER{s['n4']}{s['n3']}",
            "modem": {"operateur": "Orange", "apn": "orange.m2m.spec"},
        },
        "acces": {"gestionnaire": s["user"], "motDePasse": s["cred"], "role": "régisseur"},
        "tarifs": {
            "eau_100l": 2.0,
            "electricite_55min": 2.0,
            "stationnement_24h": 9.5,
            "taxeSejour": 0.22,
        },
        "paiement": ["CB sans contact", "jeton"],
    }
    return json_ascii(obj)


FAM.reg(
    "campingcar_borne_services_json_echappe_unicode",
    ("export/borne_<<org>>_<<date>>.json", "<<org>>/aire/config_borne_<<n>>.json"),
    _borne,
    human_where(non_ascii),
    decode=lambda text: json.loads(text)["acces"]["motDePasse"],
)


FAM.reg(
    "campingcar_payzen_cle_production_php",
    ("www/<<org>>/config/paiement.php", "site-reservation/<<org>>/app/config/payzen.php"),
    """<?php
// Paiement en ligne des acomptes et des nuitées - module PayZen (Lyra Network)
// Régie de recettes du camping : ne pas modifier sans l'accord de la trésorerie

return [
    'payzen' => [
        'site_id' => '<<siteid>>',
        'ctx_mode' => 'PRODUCTION',
        'key_test' => getenv('PAYZEN_KEY_TEST'),
        'key_production' => '<<cred>>',
        'sign_algo' => 'SHA-256',
        'url' => 'https://secure.payzen.eu/vads-payment/',
        'url_retour' => 'https://<<host>>/reservation/retour',
        'langue' => 'fr',
    ],
];
""",
    "alnum:16",
    extra=lambda rng, s: {"siteid": str(rng.randint(10000000, 99999999))},
)


FAM.reg(
    "campingcar_logiciel_planning_synchro_ini",
    ("C/Camping/Synchro/synchro.ini", "accueil-pc/<<org>>/synchro_planning.ini"),
    """; Synchronisation planning -> site de réservation en ligne
; installé par le prestataire le <<dmy>>, ne pas toucher

[General]
Camping=<<orgd>>
Classement=3 étoiles
Emplacements=<<n3>>

[BaseDeDonnees]
Serveur=<<lan>>
Base=CAMPING<<year>>
Utilisateur=synchro
MotDePasse=<<cred>>

[Export]
Url=https://<<host>>/sync/planning
Intervalle=15
Journal=C:\\Camping\\Synchro\\synchro.log
""",
    "pw",
)


FAM.reg(
    "campingcar_courriel_mairie_identifiants_regie",
    ("Courrier/Reçus/acces_regie_<<date>>.eml", "mails/<<org>>/<<mailid>>.eml"),
    """From: Mairie de <<place>> - Accueil <accueil@mairie-<<pslug>>.fr>
To: <<first>> <<last>> <<<email>>>
Subject: Accès au logiciel de la régie camping - saison <<year>>
Date: <<day>> <<mon>> <<year>> <<time>>:<<sec>> +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Bonjour <<first>>,

Comme convenu avec le service finances, voici vos identifiants pour le logiciel de la régie
(encaissement des nuitées et de la taxe de séjour) pour la saison :

Identifiant : <<user>>
Mot de passe : <<cred>>

Merci de ne pas les communiquer aux saisonniers ; chaque agent a son propre compte.
Le poste de l'accueil du camping est déjà configuré.

Bien cordialement,

<<first2>> <<last2>>
Service Accueil - Mairie de <<place>>
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"mon": MON[int(s["month"]) - 1]},
)


FAM.reg(
    "campingcar_procedures_accueil_markdown_saisonniers",
    (
        "docs/<<org>>/procedures-accueil.md",
        "Drive/Camping/<<year>>/Procédures accueil saisonniers.md",
    ),
    """# Procédures accueil – saison <<year>>

## Ouverture (8h30)
1. Allumer le PC de l'accueil et la caisse.
2. Vérifier les arrivées du jour dans le planning (onglet *Arrivées*).
3. Relever la borne camping-car : **jetons restants** et **monnayeur**.

## Wi-Fi des clients
- Les codes du jour s'impriment depuis le contrôleur : `https://<<lan>>:8443`
- Identifiant `admin` / mot de passe `<<cred>>`
- En cas de coupure : redémarrer la box Orange **puis** le switch (dans cet ordre).

## Fermeture (19h)
- Clôture de caisse, bordereau dans l'enveloppe de la régie.
- Barrière en mode nuit (badge rouge).

_Dernière mise à jour : <<dmy>> par <<first>>_
""",
    "human_x",
    syntax="",
)


def _unix(date: str, hhmm: str, sec: str) -> int:
    """Telegram's date_unixtime for a local (Europe/Paris, summer) date and time."""
    local = datetime.datetime.fromisoformat(f"{date}T{hhmm}:{sec}")
    return calendar.timegm(local.timetuple()) - 7200


def _telegram(s: dict) -> str:
    d = f"{s['date']}T"
    msgs = [
        (
            s["t1"],
            s["first2"],
            f"Salut {s['first']}, tu as le mdp du compte gestionnaire de l'aire ? Je dois vider le monnayeur",
        ),
        (s["t2"], s["first"], f"Oui : identifiant {s['user']}"),
        (s["t2"], s["first"], s["cred"]),
        (s["t3"], s["first2"], "Merci ! Je supprime le message après 👍"),
    ]
    out = []
    for i, (t, who, text) in enumerate(msgs):
        out.append(
            {
                "id": 48211 + i,
                "type": "message",
                "date": f"{d}{t}:{s['sec']}",
                "date_unixtime": str(_unix(s["date"], t, s["sec"])),
                "from": who,
                "from_id": f"user{5100000000 + s['n4'] * (1 if who == s['first'] else 7)}",
                "text": text,
                "text_entities": [{"type": "plain", "text": text}],
            }
        )
    return json.dumps(
        {
            "name": f"{s['first2']} {s['last2']}",
            "type": "personal_chat",
            "id": 5100000000 + s["n4"],
            "messages": out,
        },
        ensure_ascii=False,
        indent=1,
    )


FAM.reg(
    "campingcar_telegram_result_json_mdp_gestionnaire",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "sauvegardes/telegram_<<ufirst2>>/result.json",
    ),
    _telegram,
    "human",
)


FAM.reg(
    "campingcar_brevo_confirmation_reservation_php",
    ("www/<<org>>/inc/mail_confirmation.php", "<<org>>-resa/lib/envoi_brevo.php"),
    """<?php
// Envoi du mail de confirmation de réservation (modèle Brevo n°<<n>>)

const BREVO_API_KEY = '<<cred>>';

function envoyerConfirmation(array $resa): bool
{
    $payload = [
        'templateId' => <<n>>,
        'to' => [['email' => $resa['email'], 'name' => $resa['nom']]],
        'params' => [
            'ARRIVEE' => $resa['arrivee'],
            'DEPART' => $resa['depart'],
            'EMPLACEMENT' => $resa['emplacement'],
        ],
    ];
    $ch = curl_init('https://api.brevo.com/v3/smtp/email');
    curl_setopt($ch, CURLOPT_HTTPHEADER, [
        'accept: application/json',
        'api-key: ' . BREVO_API_KEY,
        'content-type: application/json',
    ]);
    curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($payload));
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    $ok = curl_exec($ch) !== false;
    curl_close($ch);
    return $ok;
}
""",
    "p:brevo",
)


FAM.reg(
    "campingcar_postit_taxe_sejour_ocr",
    ("scans/postit_accueil_<<date>>.txt", "OCR/<<org>>/IMG_<<n4>>.txt"),
    """Taxe de sejour (plateforme CC)
identifiant <<user>>
mdp <<cred>>
declarer avant le 15 !!
""",
    "human",
    syntax="",
)
