# ruff: noqa: E501
"""Family g: a grand-taxi (taxi kbir) cooperative in Meknès (Morocco): Darija in Arabic script
and Arabizi, and French."""

from __future__ import annotations

import random

from hundredninth_spec import Fam, alnum, jdump, reg

F = Fam(
    name="taxikbir_tawuniya_meknes",
    orgs=("taxismeknes", "tawuniyaismailia", "grandtaxizitoun", "mahattataxi", "babmansour"),
    tld="ma",
    first=(
        ("محمد", "mohammed"),
        ("يوسف", "youssef"),
        ("فاطمة", "fatima"),
        ("خديجة", "khadija"),
        ("عبد الله", "abdellah"),
        ("حسن", "hassan"),
        ("سعيد", "said"),
    ),
    last=(
        ("العلوي", "alaoui"),
        ("بنيس", "bennis"),
        ("التازي", "tazi"),
        ("الفاسي", "elfassi"),
        ("برادة", "berrada"),
        ("الإدريسي", "idrissi"),
    ),
    words=(
        "taxi",
        "meknes",
        "zitoun",
        "ismailia",
        "atlas",
        "wydad",
        "raja",
        "codm",
        "msemen",
        "harira",
        "zellige",
        "mansour",
        "sahbi",
        "mektoub",
        "hamdoulah",
        "mercedes",
        "fiat",
    ),
    pets=("mimi", "bobi", "lucky", "simba", "zaza"),
    cities=("meknes", "fes", "ifrane", "azrou", "khenifra"),
    cc="+212",
)

reg(
    F,
    "taxikbir_darija_whatsapp_kalimat_sir",
    ("WhatsApp/Discussion WhatsApp avec <<fa>>.txt", "telephone/chat_cooperative_<<n>>.txt"),
    """<<dmy_sl>> <<t1>> - <<fn>> <<ln>>: السلام عليكم، التطبيق ديال الجي بي إس طلب مني نعاود ندخل
<<dmy_sl>> <<t2>> - الرئيس <<fn2>>: وعليكم السلام. اسم المستخدم: <<org>>
<<dmy_sl>> <<t2>> - الرئيس <<fn2>>: كلمة السر: <<cred>>
<<dmy_sl>> <<t3>> - <<fn>> <<ln>>: safi dkhlt, choukran bzaf
<<dmy_sl>> <<t4>> - الرئيس <<fn2>>: ما تعطيهاش لحتى شي واحد من الشيفورات
""",
    "human",
    syntax="",
)

reg(
    F,
    "taxikbir_wialon_suivi_flotte_token_php",
    ("suivi/wialon.php", "www/<<org>>/inc/gps_wialon.php"),
    """<?php
// Suivi GPS des 40 grands taxis (Wialon Hosting) - position pour la gare routière
$WIALON_HOST = 'https://hst-api.wialon.com/wialon/ajax.html';
$WIALON_TOKEN = '<<cred>>';

function wialon_login() {
    global $WIALON_HOST, $WIALON_TOKEN;
    $params = json_encode(['token' => $WIALON_TOKEN]);
    return json_decode(file_get_contents($WIALON_HOST . '?svc=token/login&params=' . urlencode($params)), true);
}
""",
    "p:wialon",
    syntax="",
)

reg(
    F,
    "taxikbir_cmi_paiement_storekey_properties",
    ("paiement/src/main/resources/cmi.properties", "apps/<<org>>-reservation/cmi.properties"),
    """# CMI - paiement en ligne des réservations de places (Meknès - Fès - Ifrane)
cmi.clientid=600<<n4>><<n>>
cmi.storekey=<<cred>>
cmi.gateway=https://payment.cmi.co.ma/fim/est3Dgate
cmi.currency=504
cmi.okUrl=https://reservation.<<dom>>/paiement/ok
""",
    "p:cmi",
    syntax="",
)

reg(
    F,
    "taxikbir_french_email_comptable_mot_de_passe_sage",
    ("Mail/Envoyés/<<date>>_sage_<<n>>.eml", "messagerie/comptable-<<n>>.eml"),
    """From: <<fa>>.<<la>>@<<dom>>
To: cabinet.comptable@menara-conseil.ma
Subject: Accès Sage 100 - cotisations des chauffeurs
Date: Thu, <<d>> Jan <<y>> <<hh>>:<<mi>>:00 +0100
Content-Type: text/plain; charset=UTF-8

Bonjour Madame,

Comme convenu, voici l'accès au poste Sage de la coopérative pour la clôture :
utilisateur : comptable
mot de passe : <<cred>>

Les cotisations de décembre (agréments 1 à 40) sont saisies. Il manque les reçus de
la vignette et de l'assurance de 3 véhicules.

Cordialement,
<<fa>> <<la>> — trésorier
""",
    "human",
    syntax="",
)


def _fcm(s: dict) -> str:
    return jdump(
        {
            "project": f"dispatch-{s['org']}",
            "fcm": {"legacy_server_key": s["cred"], "topic": "chauffeurs_meknes"},
            "sms_fallback": {"provider": "orange", "sender": "TAXIMK"},
        }
    )


reg(
    F,
    "taxikbir_dispatch_fcm_server_key_json",
    ("dispatch/config/notifications.json", "backend/<<org>>/fcm.json"),
    _fcm,
    "p:fcm",
)

reg(
    F,
    "taxikbir_cotisations_csv_colonnes_arabes",
    ("comptabilite/cotisations_<<y>>.csv", "Documents/<<org>>/اشتراكات_<<n>>.csv"),
    """رقم الرخصة,السائق,الهاتف,المنصة,كلمة السر
<<n>>,<<fn>> <<ln>>,<<phone>>,تطبيق الحجز,<<cred>>
<<n4>>,<<fn2>>,<<phone>>,تطبيق الحجز,عند الرئيس
""",
    "human",
    syntax="",
)

reg(
    F,
    "taxikbir_mikrotik_routeur_export_rsc",
    ("reseau/mikrotik_<<date>>.rsc", "backup/<<org>>-hAP.rsc"),
    """# <<date>> by RouterOS 7.14.3
# model = RB952Ui-5ac2nD
/interface wifi security
add authentication-types=wpa2-psk name=sec-bureau passphrase=<<cred>>
/ip hotspot user
add name=guichet profile=default
/user
add group=full name=tresorier password=<<cred>>
/system identity
set name=COOP-<<orgc>>
""",
    "pw_bare",
    syntax="",
)


def _tg(s: dict) -> str:
    msgs = [
        {
            "id": 11,
            "type": "message",
            "date": f"{s['date']}T{s['t1']}:00",
            "from": s["fn"],
            "text": "شكون عندو كود الدخول ديال الكاميرات ف المحطة؟",
        },
        {
            "id": 12,
            "type": "message",
            "date": f"{s['date']}T{s['t2']}:00",
            "from": s["fn2"],
            "text": f"admin / {s['cred']}",
        },
        {
            "id": 13,
            "type": "message",
            "date": f"{s['date']}T{s['t3']}:00",
            "from": s["fn"],
            "text": "merci khouya",
        },
    ]
    return jdump(
        {
            "name": "مكتب التعاونية",
            "type": "private_group",
            "id": int(s["n4"]) * 1000,
            "messages": msgs,
        }
    )


reg(
    F,
    "taxikbir_telegram_json_export_kameras",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "exports/telegram_<<n>>/result.json"),
    _tg,
    "human",
)

_ = (random, alnum)
