"""Family i: a taxi company in Akwa, Douala (Cameroon)."""

# ruff: noqa: E501

from __future__ import annotations

import random

from fortyseventh_corpus import gen_pw
from fortyseventh_spec import Fam, alnum, dec_pct_userinfo, enc_pct, hexs, uuid4

F = Fam(
    "taxi_douala_akwa",
    ("taxi-akwa", "douala-cabs", "bonanjo-taxi-express", "wouri-taxi"),
    "cm",
    (
        "jean",
        "brice",
        "armelle",
        "serge",
        "nadege",
        "herve",
        "carine",
        "landry",
        "ornella",
        "franck",
    ),
    (
        "nkwenti",
        "mbarga",
        "fotso",
        "tchoumi",
        "ekwalla",
        "ndongo",
        "kamga",
        "essomba",
        "ngono",
        "tagne",
    ),
    (
        "ndole",
        "makossa",
        "wouri",
        "bonapriso",
        "bonanjo",
        "akwa",
        "lions",
        "benskin",
        "taxi",
        "mbongo",
        "ekwalla",
        "safou",
        "koki",
        "douala",
    ),
    "237",
    kb="azerty",
    city="Douala",
)

F.reg(
    "douala_whatsapp_camfranglais_mot_de_passe",
    ("WhatsApp/Discussion WhatsApp avec <<fname>>.txt", "Documents/chat_dispatch_<<date>>.txt"),
    """<<dmy_slash>> <<t1>> - <<fname>>: Le gars, l'appli dispatch a encore déconnecté mon phone
<<dmy_slash>> <<t2>> - <<fname2>>: on a changé le mot de passe hier, c'est <<cred>>
<<dmy_slash>> <<t2>> - <<fname2>>: user c'est ton matricule <<n>><<id>>
<<dmy_slash>> <<t3>> - <<fname>>: ok merci, je go à Bonabéri maintenant
""",
    "human",
    syntax="",
)

F.reg(
    "douala_mtn_momo_collection_php",
    ("paiement/<<org>>/config/momo.php", "www/reservation-<<n>>/includes/momo_config.php"),
    """<?php
// MTN MoMo Collection - paiement des courses réservées
return [
    'base_url' => 'https://proxy.momoapi.mtn.com',
    'target_environment' => 'mtncameroon',
    'subscription_key' => '<<cred>>',
    'api_user' => '<<uuid2>>',
    'currency' => 'XAF',
    'callback_url' => 'https://<<dom>>/momo/callback',
];
""",
    "hex:32",
    syntax="",
    extra=lambda rng, s: s.update(uuid2=uuid4(rng)),
)

F.reg(
    "douala_traccar_xml_database_password",
    ("opt/traccar/conf/traccar.xml", "gps-<<org>>/<<host>>/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://localhost:3306/traccar?serverTimezone=UTC</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='web.url'>https://gps.<<dom>></entry>
</properties>
""",
    "pw_xml",
)

F.reg(
    "douala_orange_money_webpay_env",
    ("reservation-<<org>>/.env", "srv/<<host>>/orange-money.env"),
    """# Orange Money Web Payment Cameroun
OM_MERCHANT_KEY=<<merchant>>
OM_CLIENT_ID=<<client>>
OM_CLIENT_SECRET=<<cred>>
OM_RETURN_URL=https://<<dom>>/paiement/ok
OM_NOTIF_URL=https://<<dom>>/paiement/notif
""",
    "alnum:24",
    syntax="",
    extra=lambda rng, s: s.update(
        merchant=hexs(rng, 8),
        client=alnum(rng, 32),
    ),
)

F.reg(
    "douala_android_keystore_properties",
    (
        "taxi-app-<<org>>/android/keystore.properties",
        "dev/<<first>>/chauffeur-app/keystore.properties",
    ),
    """storeFile=../keys/upload-<<org>>.jks
storePassword=<<cred>>
keyAlias=upload
keyPassword=<<cred>>
""",
    "pw",
    syntax="",
)

F.reg(
    "douala_chauffeur_sms_pin_app",
    ("sms/export_<<phone>>.txt", "Documents/SMS/chauffeur_<<n>>_<<date>>.txt"),
    """De: <<org_title>> (<<phone>>)
<<dmy_slash>> <<t1>>
Bonjour <<fname2>>, votre compte chauffeur est activé. Login: <<first2>><<n>>  Mot de passe: <<cred>>
Merci de ne pas partager. Dispatch Akwa.
""",
    "human",
    syntax="",
)

F.reg(
    "douala_assurance_email_portal",
    ("Mail/Inbox/<<id>>.eml", "Documents/Emails/acces portail assurance <<date>>.eml"),
    """From: Service Flotte <flotte@assurances-wouri.cm>
To: <<email>>
Subject: Vos accès au portail flotte automobile / Fleet portal access
Date: Mon, <<day>> Jun <<year>> <<hh>>:<<mm>>:00 +0100
Content-Type: text/plain; charset=utf-8

Bonjour M./Mme <<lname>>,

Suite à la souscription pour vos <<n>> véhicules, voici vos accès au portail de déclaration des sinistres :

Identifiant / Username : <<login>>
Mot de passe / Password : <<cred>>

Cordialement / Best regards,
Service Flotte
""",
    "pw",
    syntax="",
)


def _pct_pw(rng: random.Random, s: dict) -> str:
    return gen_pw(rng, sym="@#!$%&:/?+")


F.reg(
    "douala_dispatch_git_credentials_percent",
    ("home/<<first>>/.git-credentials", "dev/<<org>>-dispatch/.git-credentials"),
    """https://<<login>>:<<enc>>@gitlab.com
""",
    _pct_pw,
    syntax="",
    decode=dec_pct_userinfo,
    encode=lambda s: enc_pct(s["cred"]),
)
