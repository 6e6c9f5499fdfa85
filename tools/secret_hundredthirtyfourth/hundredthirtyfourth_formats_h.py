# ruff: noqa: E501
"""Family h: mountain gîtes d'étape and refuges around Imlil and Toubkal, Morocco (French, Darija in Arabizi and Arabic script)."""

from __future__ import annotations

from hundredthirtyfourth_corpus import pick
from hundredthirtyfourth_spec import Fam

FAM = Fam(
    name="imlil_gite_toubkal",
    orgs=(
        ("gitetamatert", "Gîte Tamatert"),
        ("refugeazzaden", "Refuge d'Azzaden"),
        ("kasbaharoumd", "Kasbah Aroumd"),
        ("giteikhibi", "Gîte Ikhibi"),
    ),
    tld="ma",
    first=(
        "Youssef",
        "Fatima",
        "Mohamed",
        "Khadija",
        "Brahim",
        "Aicha",
        "Hassan",
        "Zineb",
        "Lahcen",
        "Itto",
    ),
    last=(
        "Ait Brahim",
        "Oubella",
        "Id Ali",
        "Amellal",
        "Bouzid",
        "El Idrissi",
        "Ouchen",
        "Ait Lahcen",
        "Akhiat",
        "Boutaleb",
    ),
    words=(
        "toubkal",
        "atlas",
        "amazigh",
        "tizi",
        "argan",
        "tajine",
        "azul",
        "imlil",
        "asif",
        "tamazight",
        "noyer",
        "atay",
        "nana",
        "tifinagh",
        "mulet",
        "kasbah",
    ),
    places=("Imlil", "Aroumd", "Asni", "Tachedirt", "Azzaden", "Ouirgane"),
    seasons=("sif", "chta", "rbi3", "kharif", "ramadan"),
    pets=("Mouch", "Simba", "Bobby", "Zazou", "Lwiza"),
    local_digits=("42152", "0524", "0661", "212"),
    cc="212",
    walks=("azerty", "qwerty", "123456az", "azerty123", "wxcvbn"),
    mail=("gmail.com", "hotmail.fr", "menara.ma"),
    phone_fmt="06## ## ## ##",
)

MON = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")

AR_NAMES = {
    "Youssef": "يوسف",
    "Fatima": "فاطمة",
    "Mohamed": "محمد",
    "Khadija": "خديجة",
    "Brahim": "ابراهيم",
    "Aicha": "عائشة",
    "Hassan": "حسن",
    "Zineb": "زينب",
    "Lahcen": "لحسن",
    "Itto": "إطو",
}


FAM.reg(
    "imlil_whatsapp_darija_arabizi_wifi",
    (
        "WhatsApp/Discussion WhatsApp avec <<first2>>.txt",
        "tel_gite/Discussion WhatsApp avec <<orgd>> staff.txt",
    ),
    """<<dmy>> <<time>> - <<first>> <<last>>: salam <<first2>>, chno howa l mot de passe dyal wifi jdid? les clients dyal chambre 4 kaysewlo
<<dmy>> <<t1>> - <<first2>> <<last2>>: wa alaykom salam
<<dmy>> <<t1>> - <<first2>> <<last2>>: reseau: <<ssid>>
<<dmy>> <<t2>> - <<first2>> <<last2>>: code: <<cred>>
<<dmy>> <<t3>> - <<first2>> <<last2>>: 3tih ghir l clients, machi l les guides dyal l agences 😅
<<dmy>> <<t4>> - <<first>> <<last>>: wakha, choukran bzaf
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {
        "ssid": pick(
            rng,
            (
                f"{s['orgd'].replace(' ', '_')}",
                "inwi Home 4G " + s["hex8"][:6].upper(),
                "Orange-" + s["hex8"][:4].upper(),
            ),
        )
    },
)


FAM.reg(
    "imlil_cmi_storekey_paiement_php",
    ("www/<<org>>/paiement/cmi_config.php", "<<org>>-site/includes/cmi.php"),
    """<?php
// Paiement par carte - Centre Monétique Interbancaire (CMI)
// Réservation des nuitées au gîte et des mulets pour la montée au refuge

$clientId = '<<cmiid>>';
$storeKey = '<<cred>>';
$okUrl = 'https://<<host>>/paiement/ok.php';
$failUrl = 'https://<<host>>/paiement/echec.php';
$callbackUrl = 'https://<<host>>/paiement/callback.php';

function cmiHash(array $params, string $storeKey): string
{
    ksort($params, SORT_STRING | SORT_FLAG_CASE);
    $plain = '';
    foreach ($params as $k => $v) {
        if (in_array(strtolower($k), ['hash', 'encoding'], true)) {
            continue;
        }
        $plain .= str_replace(['\\\\', '|'], ['\\\\\\\\', '\\\\|'], trim($v)) . '|';
    }
    $plain .= str_replace(['\\\\', '|'], ['\\\\\\\\', '\\\\|'], $storeKey);
    return base64_encode(pack('H*', hash('sha512', $plain)));
}
""",
    "p:cmi",
    extra=lambda rng, s: {"cmiid": f"600{rng.randint(100000, 999999)}"},
)


FAM.reg(
    "imlil_courriel_agence_trek_identifiants",
    ("Boite/Reçus/agence_acces_<<date>>.eml", "mails/<<org>>/<<mailid>>.eml"),
    """From: <<agence>> <reservations@<<agdom>>>
To: <<email>>
Subject: Vos accès à notre extranet partenaires
Date: <<day>> <<mon>> <<year>> <<time>>:<<sec>> +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Bonjour M. <<last>>,

Suite à notre échange à Imlil, nous avons créé l'accès de <<orgd>> à notre extranet partenaires.
Vous pourrez y confirmer les nuitées de nos groupes (Toubkal 2 jours / 3 jours) et les mulets.

Identifiant : <<user>>
Mot de passe : <<cred>>

Merci de confirmer chaque réservation dans les 48h.

Cordialement,
<<first2>> <<last2>>
<<agence>> - Marrakech
""",
    "human",
    syntax="",
    extra=lambda rng, s: {
        "mon": MON[int(s["month"]) - 1],
        "agence": pick(rng, ("Atlas Sentiers Voyages", "Trek Haut Atlas", "Azul Randonnées")),
        "agdom": pick(rng, ("atlas-sentiers.ma", "trekhautatlas.com", "azulrando.ma")),
    },
)


FAM.reg(
    "imlil_agence_partenaire_api_yaml",
    ("sync/<<org>>/partenaires.yaml", "config/<<org>>/agences.yml"),
    """# Synchronisation des réservations des agences partenaires (toutes les 30 min)
gite: <<org>>
fuseau: Africa/Casablanca
agences:
  - nom: Atlas Trek Booking
    url: https://api.atlastrekbooking.ma/v1
    cle_api: "<<cred>>"
    actif: true
  - nom: Azul Randonnees
    url: https://extranet.azulrando.ma/api
    cle_api: ""
    actif: false  # contrat terminé
notifications:
  whatsapp: "<<phone>>"
  email: <<email>>
""",
    "x:atb_live_:32",
)


FAM.reg(
    "imlil_telegram_arabe_kalimat_sir_copie",
    ("notes/telegram_<<date>>.txt", "Documents/<<org>>/copie_telegram_<<n>>.txt"),
    """<<ar1>>, [<<dmyd>> <<time>>]
السلام عليكم، شنو هي كلمة السر ديال البرنامج ديال الحجوزات؟ بغيت نزيد مجموعة ديال الإنجليز

<<ar2>>, [<<dmyd>> <<t1>>]
المستخدم: <<user>>
كلمة السر: <<cred>>

<<ar2>>, [<<dmyd>> <<t2>>]
ما تعطيهاش لحتى واحد من الكيد 🙏

<<ar1>>, [<<dmyd>> <<t3>>]
واخا، شكرا
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {"ar1": AR_NAMES[s["first"]], "ar2": AR_NAMES[s["first2"]]},
)


FAM.reg(
    "imlil_onduleur_solaire_growatt_python",
    ("solaire/<<org>>/growatt_releve.py", "raspberry/<<org>>/panneaux.py"),
    '''"""Relevé quotidien de l'onduleur solaire du gîte (Growatt) -> message WhatsApp au gérant."""

import growattServer

UTILISATEUR = "<<user>>"
MOT_DE_PASSE = "<<cred>>"

api = growattServer.GrowattApi(add_random_user_id=True)
api.server_url = "https://server.growatt.com/"
session = api.login(UTILISATEUR, MOT_DE_PASSE)
plant_id = session["data"][0]["plantId"]
info = api.plant_info(plant_id)
print(f"Production du jour: {info['todayEnergy']} kWh - batterie {info.get('soc', '?')} %")
''',
    "human_x",
)


FAM.reg(
    "imlil_traccar_suivi_mulets_xml",
    ("traccar/conf/traccar.xml", "opt/traccar-<<org>>/conf/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <!-- Suivi GPS des mulets et des guides sur le sentier du refuge (balises GT06) -->
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://localhost:3306/traccar?zeroDateTimeBehavior=round&amp;serverTimezone=UTC&amp;allowPublicKeyRetrieval=true&amp;useSSL=false</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='gt06.port'>5023</entry>
    <entry key='web.port'>8082</entry>
    <entry key='server.timeout'>300</entry>
</properties>
""",
    "pw_xml",
)


FAM.reg(
    "imlil_cahier_reception_ocr_bilingue",
    ("scans/cahier_reception_p<<n>>.txt", "OCR/<<org>>/cahier_<<date>>.txt"),
    """<<orgd>> - cahier de la reception
Groupes semaine: Anglais x8 (2 nuits) / Espagnols x5 / guide <<first2>>
Mulets reserves: 6 pour jeudi 7h
حساب البنك / booking extranet
ID : <<user>>
MDP
<<cred>>
ne pas donner aux guides !!
Gaz: commander 3 bouteilles a Asni
""",
    "human",
    syntax="",
)
