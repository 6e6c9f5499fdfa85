# ruff: noqa: E501
"""Family b: a nail bar and beauty institute in the Croix-Rousse, Lyon (France, French)."""

from __future__ import annotations

from sixtysecond_spec import Fam

F = Fam(
    "onglerie_beaute_croixrousse",
    ("ongledesoie", "vernisbelle", "instantbeautelyon"),
    "fr",
    ("chloe", "ines", "manon", "sabrina", "yasmine", "oceane", "julie", "karima"),
    ("martin", "bernard", "girard", "benali", "roux", "fontaine"),
    (
        "vernis",
        "gelish",
        "paillette",
        "manucure",
        "soleil",
        "croixrousse",
        "fourviere",
        "bisou",
        "rosepoudre",
        "chouquette",
        "lyon",
        "doudou",
    ),
    "33",
)

F.reg(
    "ongle_mail_comptable_mdp_logiciel_caisse",
    ("mails/Re_ acces caisse <<orgc>>.eml", "Mail/export/<<ymd>>_caisse.eml"),
    """From: <<name>> <<<email>>>
To: cabinet.roux@expert-lyon.fr
Subject: Re: accès logiciel de caisse pour la clôture
Date: Tue, <<dd>> Mar <<year>> <<time>>:11 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Bonjour Madame Roux,

Comme convenu voici les accès au back-office de la caisse (Z de caisse et export FEC) :
identifiant : <<email>>
mot de passe : <<cred>>

Merci de ne pas modifier les prestations, c'est ma collègue <<name2>> qui s'en occupe.
Bonne journée,
<<name>>
<<orgc>> - Onglerie & Beauté
""",
    "human",
    syntax="",
)

F.reg(
    "ongle_boutique_vernis_shopify_cli_env",
    ("boutique-vernis/.env", "shop/<<org>>-theme/.env"),
    """# Boutique en ligne vernis & soins - <<orgc>>
SHOPIFY_FLAG_STORE=<<org>>-boutique.myshopify.com
SHOPIFY_ADMIN_API_VERSION=2024-10
SHOPIFY_ADMIN_ACCESS_TOKEN=<<cred>>
SHOPIFY_STOREFRONT_TOKEN=<<sf>>
COLISSIMO_CONTRAT=<<nn>>
""",
    "p:shopify",
    extra=lambda rng, s: {"sf": "".join(rng.choice("0123456789abcdef") for _ in range(32))},
)

F.reg(
    "ongle_sms_backup_xml_code_boite_mail",
    ("sms/sms-<<ymd>><<nn>>.xml", "Téléphone/SMSBackup/sms-<<ymd>>.xml"),
    lambda s: (
        f"""<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<!--File Created By SMS Backup &amp; Restore v10.20.002 on {s["dmy"]}-->
<smses count="3" backup_set="{s["uuid"]}" backup_date="{s["ts"]}000" type="full">
  <sms protocol="0" address="+33 6 {s["nn"]:04d} {s["n"]:02d}12" date="{s["ts"]}000" type="1" subject="null" body="Coucou c'est {s["name2"]}, tu peux me redonner le mdp de la boite mail rdv@{s["dom"]} ? je suis sur le pc de l'accueil" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" readable_date="{s["dmy"]} {s["time"]}:02" contact_name="{s["name2"]}" />
  <sms protocol="0" address="+33 6 {s["nn"]:04d} {s["n"]:02d}12" date="{s["ts"]}450" type="2" subject="null" body="{s["cred"]}" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" readable_date="{s["dmy"]} {s["time2"]}:40" contact_name="{s["name2"]}" />
  <sms protocol="0" address="+33 6 {s["nn"]:04d} {s["n"]:02d}12" date="{s["ts"]}900" type="1" subject="null" body="merci ma belle" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" readable_date="{s["dmy"]} {s["time2"]}:52" contact_name="{s["name2"]}" />
</smses>
"""
    ),
    "human",
)

F.reg(
    "ongle_instagram_graph_publication_node",
    ("scripts/publier_story.mjs", "insta-auto/<<org>>_post_<<n>>.mjs"),
    """// Publie la photo du jour (nail art) sur le compte Instagram pro
import fs from "node:fs";

const IG_USER_ID = "1784<<nn>><<nn>>11";
const PAGE_TOKEN = "<<cred>>";

const photo = process.argv[2] ?? "https://<<dom>>/photos/du-jour.jpg";
const legende = fs.readFileSync("legende.txt", "utf8");

const res = await fetch(`https://graph.facebook.com/v19.0/${IG_USER_ID}/media`, {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ image_url: photo, caption: legende, access_token: PAGE_TOKEN }),
});
console.log(await res.json());
""",
    "p:fb_page",
    syntax="",
)

F.reg(
    "ongle_agenda_ics_formation_espace_pro",
    ("agenda/formation_<<ymd>>.ics", "Calendrier/<<org>>_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<ymd>>T090000
DTEND:<<ymd>>T170000
UID:<<uuid>>@google.com
SUMMARY:Formation gel UV - fournisseur
LOCATION:Showroom Villeurbanne
DESCRIPTION:Apporter le kit. Espace pro fournisseur pour commander après la f
 ormation : login <<email>> / mdp <<cred>>
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)

F.reg(
    "ongle_carte_wifi_accueil_html",
    ("accueil/carte_wifi_<<n>>.html", "imprimer/wifi-clientes.html"),
    """<!DOCTYPE html>
<html lang="fr">
<head><meta charset="utf-8"><title>Wi-Fi <<orgc>></title>
<style>body{font-family:Georgia,serif;text-align:center}.cle{font-size:28px;letter-spacing:2px}</style>
</head>
<body>
  <h1>Bienvenue chez <<orgc>> ✨</h1>
  <p>Réseau : <strong><<ssid>></strong></p>
  <p>Clé Wi-Fi :</p>
  <p class="cle"><<cred>></p>
  <p>Pensez à nous suivre sur Instagram @<<org>></p>
</body>
</html>
""",
    "wifi",
    syntax="",
)

F.reg(
    "ongle_newsletter_brevo_config_php",
    ("site/config/newsletter.php", "wp-content/plugins/<<org>>-promos/config.php"),
    """<?php
// Envoi des promos du mois (Brevo) - ne pas mettre sur GitHub !!
return [
    'brevo' => [
        'api_key'    => '<<cred>>',
        'list_id'    => <<n>>,
        'sender'     => ['name' => '<<orgc>>', 'email' => 'promo@<<dom>>'],
    ],
    'template_fete_des_meres' => 14,
];
""",
    "p:brevo",
    syntax="",
)

F.reg(
    "ongle_fods_tableau_comptes_salon",
    ("gestion/comptes_<<year>>.fods", "Documents/Comptes salon <<n>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Comptes">
    <table:table-row>
     <table:table-cell office:value-type="string"><text:p>Service</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>Identifiant</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>Mot de passe</text:p></table:table-cell>
    </table:table-row>
    <table:table-row>
     <table:table-cell office:value-type="string"><text:p>Planity pro</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p><<email>></text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell>
    </table:table-row>
    <table:table-row>
     <table:table-cell office:value-type="string"><text:p>Livebox</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>admin</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>voir étiquette</text:p></table:table-cell>
    </table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    "human",
    syntax="xml",
)
