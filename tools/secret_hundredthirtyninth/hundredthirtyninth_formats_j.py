# ruff: noqa: E501
"""Family j: a Casablanca removal company (déménagement, camions capitonnés), Morocco: CMI card
payments, a Symfony quote site, Sage 100 and the DGI SIMPL portal, Twilio WhatsApp, Hikvision
recorders, and chats in Darija and Arabic."""

from __future__ import annotations

from hundredthirtyninth_spec import MA, hexs

F = MA

F.reg(
    "demenag_cmi_storekey_paiement_php",
    ("paiement/cmi_form.php", "<<org>>-devis/src/Paiement/Cmi<<n>>.php"),
    """<?php
// Acompte de réservation du camion — paiement CMI (3D_PAY_HOSTING)
$storeKey = '<<cred>>';
$clientId = '600<<n6>>';

$data = [
    'clientid'      => $clientId,
    'amount'        => number_format((float) $_POST['montant'], 2, '.', ''),
    'okUrl'         => 'https://<<dom>>/paiement/ok',
    'failUrl'       => 'https://<<dom>>/paiement/echec',
    'callbackUrl'   => 'https://<<dom>>/paiement/callback',
    'TranType'      => 'PreAuth',
    'currency'      => '504',
    'rnd'           => microtime(),
    'storetype'     => '3D_PAY_HOSTING',
    'hashAlgorithm' => 'ver3',
    'lang'          => 'fr',
    'oid'           => 'DEM' . time(),
    'email'         => $_POST['email'],
];

ksort($data, SORT_STRING | SORT_FLAG_CASE);
$plain = '';
foreach ($data as $v) {
    $plain .= str_replace(['\\\\', '|'], ['\\\\\\\\', '\\\\|'], (string) $v) . '|';
}
$plain .= str_replace(['\\\\', '|'], ['\\\\\\\\', '\\\\|'], $storeKey);
$data['HASH'] = base64_encode(pack('H*', hash('sha512', $plain)));
""",
    "p:cmi",
    extra=lambda rng, s: {"n6": str(rng.randint(100000, 999999))},
)

F.reg(
    "demenag_whatsapp_darija_mot_de_passe_gps",
    (
        "Discussion WhatsApp avec <<name2>>.txt",
        "Sauvegarde/WhatsApp/Discussion WhatsApp avec Chauffeurs <<org>> <<n>>.txt",
    ),
    """<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - Les messages et les appels sont chiffrés de bout en bout. Aucun tiers, pas même WhatsApp, ne peut les lire ou les écouter.
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<name2>>: Salam si <<first>>, l'application dyal GPS kat9oul mot de passe ghalat
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>> - <<name>>: Wa alaykom salam. Bdltha lbareh
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>> - <<name>>: identifiant: <<user>>
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>> - <<name>>: mot de passe: <<cred>>
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>> - <<name>>: Matsiftouch l chi wa7ed, w 3ndak déménagement f Maarif m3a 8h
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>> - <<name2>>: Safi, mzyan 👍
""",
    "human",
)

F.reg(
    "demenag_email_mot_de_passe_sage_comptable",
    ("Mail/Reçus/<<y>>-<<mo>>-<<d>> Accès Sage.eml", "<<org>>/compta/mails/acces_sage_<<n>>.eml"),
    """From: <<name2>> <<<fa2>>.<<la2>>@cabinet-<<la2>>.ma>
To: <<name>> <<<email>>>
Subject: Accès Sage 100 — dossier <<org>>
Date: <<d>> Jan <<y>> <<hh>>:<<mi>>:<<ss>> +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Bonjour <<first>>,

Comme convenu, voici l'accès à votre dossier Sage 100 Comptabilité hébergé chez nous
(connexion bureau à distance) :

  Serveur : rds.cabinet-<<la2>>.ma
  Identifiant : <<org>>\\<<fa>>
  Mot de passe : <<cred>>

Merci de nous envoyer les factures de gasoil et les reçus d'autoroute de décembre
avant le 15 pour la déclaration de TVA.

Cordialement,
<<name2>>
Expert-comptable — <<phone2>>
""",
    "human",
)

F.reg(
    "demenag_symfony_env_local_database_url",
    (".env.local", "<<org>>-devis/.env.prod.local"),
    """###> symfony/framework-bundle ###
APP_ENV=prod
APP_SECRET_FILE=/etc/<<org>>/app_secret
###< symfony/framework-bundle ###

###> doctrine/doctrine-bundle ###
DATABASE_URL="mysql://devis:<<cred>>@127.0.0.1:3306/devis_demenagement?serverVersion=8.0.36&charset=utf8mb4"
###< doctrine/doctrine-bundle ###

###> symfony/mailer ###
MAILER_DSN=smtp://localhost:25
###< symfony/mailer ###
""",
    "pw_url",
)

F.reg(
    "demenag_notes_simpl_dgi_damancom_markdown",
    ("Notes/Accès administrations.md", "<<org>>/admin/acces_portails_<<y>>.md"),
    """# Accès portails — <<org>> Déménagement SARL

> mis à jour le <<d>>/<<mo>>/<<y>> par <<name>>

## DGI — SIMPL (TVA, IS, IR salaires)
- Identifiant : <<idf>>
- Mot de passe : <<cred>>
- Adhérent : oui, télédéclaration + télépaiement

## CNSS — Damancom
- Certificat sur la clé USB (bureau, tiroir de gauche)

## ANP / Port de Casablanca (déménagements internationaux)
- Demandes via le transitaire, voir contrat <<n4>>
""",
    "human",
    extra=lambda rng, s: {"idf": str(rng.randint(10**7, 10**8 - 1))},
)

F.reg(
    "demenag_twilio_whatsapp_rappel_node",
    ("src/rappel-whatsapp.js", "<<org>>-devis/scripts/rappel_<<n>>.js"),
    """// Rappel WhatsApp la veille du déménagement (Twilio)
const twilio = require('twilio');

const accountSid = 'AC<<sid>>';
const authToken = '<<cred>>';
const client = twilio(accountSid, authToken);

async function rappel(client_tel, date, adresse) {
  return client.messages.create({
    from: 'whatsapp:+212<<n6>>00',
    to: `whatsapp:${client_tel}`,
    body: `Bonjour, rappel : votre déménagement est prévu le ${date}. L'équipe arrive à 8h au ${adresse}.`,
  });
}

module.exports = { rappel };
""",
    "p:twilio",
    extra=lambda rng, s: {"sid": hexs(rng, 32), "n6": str(rng.randint(500000, 799999))},
)


def _tg(rng, s):
    return {"mid": str(rng.randint(1000, 9000)), "clr": str(rng.randint(1, 8))}


F.reg(
    "demenag_telegram_html_export_arabic_kalima_sir",
    (
        "Telegram Desktop/ChatExport_<<y>>-<<mo>>-<<d>>/messages.html",
        "<<org>>/archives/telegram_<<n>>/messages.html",
    ),
    """<!DOCTYPE html>
<html>
 <head>
  <meta charset="utf-8"/>
  <title>Exported Data</title>
  <meta content="width=device-width, initial-scale=1.0" name="viewport"/>
  <link href="css/style.css" rel="stylesheet"/>
 </head>
 <body>
  <div class="page_wrap">
   <div class="page_header"><div class="content"><div class="text bold">مجموعة السائقين <<org>></div></div></div>
   <div class="page_body chat_page">
    <div class="history">
     <div class="message default clearfix" id="message<<mid>>">
      <div class="pull_left userpic_wrap"><div class="userpic userpic<<clr>>" style="width: 42px; height: 42px"><div class="initials" style="line-height: 42px">م</div></div></div>
      <div class="body">
       <div class="pull_right date details" title="<<d>>.<<mo>>.<<y>> <<hh>>:<<mi>>:<<ss>> UTC+01:00"><<hh>>:<<mi>></div>
       <div class="from_name"><<name>></div>
       <div class="text">السلام عليكم، تم تغيير كلمة السر ديال تطبيق تتبع الشاحنات.<br>اسم المستخدم: <<user>><br>كلمة السر: <<cred>></div>
      </div>
     </div>
     <div class="message default clearfix joined" id="message<<mid>>1">
      <div class="body">
       <div class="pull_right date details" title="<<d>>.<<mo>>.<<y>> <<hh>>:<<mi2>>:<<ss>> UTC+01:00"><<hh>>:<<mi2>></div>
       <div class="text">ما تعطيوهاش لحتى واحد من خارج الشركة 🙏</div>
      </div>
     </div>
    </div>
   </div>
  </div>
 </body>
</html>
""",
    "human",
    extra=_tg,
)


def _ivms(rng, s):
    names = ("Depot Ain Sebaa", "Bureau Maarif", "Entrepot Bernoussi")
    ips = (s["ip"], s["ip2"], f"192.168.1.{rng.randint(20, 250)}")
    rows = []
    for i, nm in enumerate(names):
        pw = s["cred"] if i == 0 else "(voir cahier)"
        rows.append(f"{nm},{ips[i]},8000,admin,{pw},DS-7608NI-K2{rng.randint(10**8, 10**9 - 1)}")
    return {"rows": "\n".join(rows)}


F.reg(
    "demenag_ivms_liste_enregistreurs_csv",
    ("technicien/liste_enregistreurs_<<org>>.csv", "<<org>>/securite/iVMS_export_<<y>><<mo>>.csv"),
    """Nom de l'appareil,Adresse IP,Port,Nom d'utilisateur,Mot de passe,N° de série
<<rows>>
""",
    "pw",
    extra=_ivms,
)
