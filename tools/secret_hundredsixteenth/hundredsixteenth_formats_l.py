# ruff: noqa: E501
"""Family l: a hair-braiding salon in Dakar, Senegal (French, Wolof)."""

from __future__ import annotations

from hundredsixteenth_spec import Fam

F = Fam(
    name="tresses_braiding_dakar_wolof",
    prefix="tresses",
    orgs=("tressesnyaay", "teranga", "rafetnaa", "diarrabi"),
    tld="sn",
    first=(
        ("Awa", "awa"),
        ("Fatou", "fatou"),
        ("Khady", "khady"),
        ("Mariama", "mariama"),
        ("Ndèye", "ndeye"),
        ("Aïssatou", "aissatou"),
    ),
    last=(
        ("Diop", "diop"),
        ("Ndiaye", "ndiaye"),
        ("Fall", "fall"),
        ("Sène", "sene"),
        ("Guèye", "gueye"),
    ),
    words=(
        "teranga",
        "tresses",
        "nattes",
        "rafet",
        "jamm",
        "dakar",
        "yoff",
        "medina",
        "thiof",
        "yassa",
        "mafe",
        "baobab",
        "sopi",
        "nopi",
    ),
    pets=("bouki", "gaindé", "mimi", "rex", "tigre"),
    cc="+221",
)

F.reg(
    "whatsapp_wolof_mot_de_passe_planity",
    ("WhatsApp Chat with <<fa>> Salon.txt", "chats/<<org>>_coiffeuses.txt"),
    """<<dmy>> <<hm>> - <<fn>>: Mbaa mangi fi, Planity dafa ma génne. Mot de passe bi lan la?
<<dmy>> <<hm2>> - <<fn2>>: email: <<email>>
<<dmy>> <<hm2>> - <<fn2>>: mdp: <<cred>>
<<dmy>> <<hm2>> - <<fn2>>: Bul ko wax kenn
<<dmy>> <<hm2>> - <<fn>>: Jërëjëf 🙏🏾
""",
    "human",
)

F.reg(
    "wave_business_api_key_node_checkout",
    ("paiement/wave.js", "srv/<<org>>-booking/lib/wave.js"),
    """// Acompte réservation tresses via Wave
const WAVE_API_KEY = '<<cred>>';

async function createCheckout(amountXof, clientRef) {
  const res = await fetch('https://api.wave.com/v1/checkout/sessions', {
    method: 'POST',
    headers: { Authorization: `Bearer ${WAVE_API_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ amount: String(amountXof), currency: 'XOF', client_reference: clientRef,
      success_url: 'https://<<dom>>/merci', error_url: 'https://<<dom>>/erreur' }),
  });
  return (await res.json()).wave_launch_url;
}

module.exports = { createCheckout };
""",
    "p:wave",
    "",
)

F.reg(
    "paydunya_private_key_php_config",
    ("boutique/config/paydunya.php", "<<org>>/inc/paydunya_setup.php"),
    """<?php
require 'vendor/autoload.php';
\\Paydunya\\Setup::setMasterKey("<<mk>>");
\\Paydunya\\Setup::setPublicKey("live_public_<<pk>>");
\\Paydunya\\Setup::setPrivateKey("<<cred>>");
\\Paydunya\\Setup::setToken("<<tok>>");
\\Paydunya\\Setup::setMode("live");
\\Paydunya\\Checkout\\Store::setName("<<Org>> Tresses");
""",
    "p:paydunya",
    "",
    extra=lambda rng, s: {
        "mk": s["uuid"],
        "pk": s["uuid"].replace("-", "")[:24],
        "tok": s["uuid"].replace("-", "")[4:24],
    },
)

F.reg(
    "orange_money_client_secret_dotenv",
    ("api/.env", "deploy/<<org>>/.env.prod"),
    """# Orange Money Web Payment (Sénégal)
OM_BASE_URL=https://api.orange.com/orange-money-webpay/sn/v1
OM_CLIENT_ID=<<cid>>
OM_CLIENT_SECRET=<<cred>>
OM_MERCHANT_KEY=<<mk>>
OM_RETURN_URL=https://<<dom>>/om/retour
""",
    "alnum:32",
    "",
    extra=lambda rng, s: {"cid": s["uuid"].replace("-", "")[:32], "mk": s["uuid"][:8]},
)

F.reg(
    "email_mot_de_passe_instagram_gerante",
    ("Mail/Envoyés/<<date>>_acces.eml", "mail/<<fa>>_instagram.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Accès Instagram du salon
Date: Sat, 08 Mar <<year>> <<hm>>:00 +0000
Content-Type: text/plain; charset=utf-8

Salut <<fn2>>,

Pendant mon voyage à Touba tu gères le compte Instagram du salon :
identifiant : <<org>>.tresses
mot de passe : <<cred>>

Publie les photos des nattes collées et des box braids chaque soir.
Jamm ak jamm,
<<fn>>
""",
    "human",
    "",
)

F.reg(
    "livebox_sticker_ocr_cle_securite",
    ("photos/ocr/livebox_<<date>>.txt", "scan/routeur_<<org>>.txt"),
    """Orange
Livebox
Nom du réseau (SSID) : Livebox-<<id>>
Clé de sécurité
<<cred>>
""",
    "alnum:26",
)

F.reg(
    "clientes_flat_ods_xml_mdp",
    ("tableurs/<<org>>_acces.fods", "Documents/Acces salon <<year>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Acces">
    <table:table-row><table:table-cell office:value-type="string"><text:p>Service</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Identifiant</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Mot de passe</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p>Wave Business</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<phone>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell></table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    "human_x",
    "xml",
)

F.reg(
    "telegram_html_export_mdp_camera",
    ("Telegram Desktop/ChatExport_<<date>>/messages.html", "export/telegram_<<fa>>/messages.html"),
    """<!DOCTYPE html>
<html><head><meta charset="utf-8"/><title>Exported Data</title></head>
<body><div class="page_wrap"><div class="page_header"><div class="content"><div class="text bold"><<fn>> <<ln>></div></div></div>
<div class="history">
<div class="message default clearfix" id="message<<nn>>1"><div class="body"><div class="pull_right date details" title="<<dmy2>> <<hm>>:10"><<hm>></div><div class="from_name"><<fn2>></div><div class="text">Mot de passe de l'application caméra (EZVIZ) ?</div></div></div>
<div class="message default clearfix" id="message<<nn>>2"><div class="body"><div class="pull_right date details" title="<<dmy2>> <<hm2>>:02"><<hm2>></div><div class="from_name"><<fn>> <<ln>></div><div class="text"><<cred>></div></div></div>
</div></div></body></html>
""",
    "human_x",
)
