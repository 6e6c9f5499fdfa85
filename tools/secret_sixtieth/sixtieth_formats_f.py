# ruff: noqa: E501
"""Family f: a locksmith and alarm installer in Marseille (serrurerie, dépannage, alarmes)."""

from __future__ import annotations

import html
import random
import re

from sixtieth_spec import Fam, gen_pw

FAM = Fam(
    "serrurier_depannage_marseille",
    orgs=("clefazur",),
    tld="fr",
    people=(
        ("Karim", "karim"),
        ("Julien", "julien"),
        ("Sébastien", "sebastien"),
        ("Nicolas", "nicolas"),
        ("Mehdi", "mehdi"),
        ("Laurent", "laurent"),
        ("Sandrine", "sandrine"),
        ("Aurélie", "aurelie"),
        ("Yannick", "yannick"),
        ("Fabrice", "fabrice"),
    ),
    surnames=(
        ("Martin", "martin"),
        ("Bernard", "bernard"),
        ("Dubois", "dubois"),
        ("Moreau", "moreau"),
        ("Benali", "benali"),
        ("Garcia", "garcia"),
        ("Fabre", "fabre"),
        ("Roux", "roux"),
    ),
    words=(
        "serrure",
        "verrou",
        "cylindre",
        "blindee",
        "alarme",
        "sirene",
        "calanque",
        "pastis",
        "vieuxport",
        "massilia",
        "bonnemere",
        "provence",
        "velodrome",
        "mistral",
    ),
    pets=("filou", "rex", "minou", "tango", "vanille", "caramel", "oscar"),
    cities=("Marseille", "Aubagne", "Aix-en-Provence", "La Ciotat", "Martigues", "Vitrolles"),
    cc="+33",
)

FAM.reg(
    "serrurier_sms_backup_restore_xml_mot_de_passe",
    ("SMSBackupRestore/sms-<<y>><<mo>><<d>><<n>>.xml", "Telephone/sms_<<first>>_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<uuid>>" backup_date="<<n>><<n4>>000" type="full">
  <sms protocol="0" address="<<phone2>>" date="<<n>><<n4>>120" type="1" subject="null" body="Bonjour c'est <<first2>> le technicien, je suis devant la résidence, le code du portail ne marche pas" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" sub_id="1" readable_date="<<dmy>> <<time>>" contact_name="<<first2>> <<last2>>" />
  <sms protocol="0" address="<<phone2>>" date="<<n>><<n4>>360" type="2" subject="null" body="Pour la centrale, connecte toi sur l'appli avec <<email>> mot de passe <<cred>> et mets le système en maintenance" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" sub_id="1" readable_date="<<dmy>> <<time>>" contact_name="<<first2>> <<last2>>" />
  <sms protocol="0" address="<<phone2>>" date="<<n>><<n4>>900" type="1" subject="null" body="C'est bon merci" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" sub_id="1" readable_date="<<dmy>> <<time>>" contact_name="<<first2>> <<last2>>" />
</smses>
""",
    "pw_xml",
)


def _wifi_pw(rng: random.Random, s: dict) -> str:
    return gen_pw(rng, n=rng.randint(12, 16), sym=";:,")


def _mecard_escape(v: str) -> str:
    return re.sub(r"([\\;,:\"])", r"\\\1", v)


def _mecard_decode(text: str) -> str:
    m = re.search(r"WIFI:.*?P:((?:\\.|[^;\\])*);", text)
    assert m
    return re.sub(r"\\(.)", r"\1", m.group(1))


FAM.reg(
    "serrurier_qr_wifi_mecard_escaped_decoded_text",
    ("Photos/QR_<<n>>.txt", "scans/qr_boitier_alarme_<<n>>.txt"),
    """Scanner QR - résultat
Date : <<dmy>> <<time>>
Type : Wi-Fi
Contenu brut :
WIFI:T:WPA;S:<<ssid>>;P:<<esc>>;H:false;;
Note : étiquette collée sous le boîtier de la centrale, client <<last2>> (<<city>>)
""",
    _wifi_pw,
    syntax="",
    extra=lambda rng, s: {"esc": _mecard_escape(str(s["cred"]))},
    decode=_mecard_decode,
)

FAM.reg(
    "serrurier_fiche_programmation_transmetteur_dc09_cle_aes",
    (
        "chantiers/<<last2>>/fiche_prog_<<n>>.txt",
        "Documents/Fiches/programmation_centrale_<<n>>.txt",
    ),
    """FICHE DE PROGRAMMATION - CENTRALE D'ALARME
Client : <<first2>> <<last2>> - <<city>>        Installateur : <<first>> <<last>> (<<orgc>>)
Date de mise en service : <<dmy>>

Zones : 1 porte d'entrée (tempo 30 s) / 2 IR séjour / 3 IR étage / 4 détecteur fumée / 5 sirène ext.
Transmetteur IP (SIA DC-09) :
  Récepteur 1 ........ <<pub>>:5<<n4>>
  N° de compte ........ <<n4>>
  Chiffrement ......... AES-128
  Clé AES ............. <<cred>>
Télésurveillance : contrat n° <<n>>, PV de test transmis le <<dmy>>
""",
    "HEX:32",
    syntax="",
)

FAM.reg(
    "serrurier_sumup_paiement_node_cle_api",
    ("facturation/encaisser_<<n>>.js", "scripts/sumup_checkout_<<n>>.js"),
    """// lien de paiement envoyé au client après intervention
const SUMUP_API_KEY = "<<cred>>";
const MERCHANT = "M<<mcode>>";

export async function lienPaiement(montant, reference) {
  const r = await fetch("https://api.sumup.com/v0.1/checkouts", {
    method: "POST",
    headers: { Authorization: `Bearer ${SUMUP_API_KEY}`, "Content-Type": "application/json" },
    body: JSON.stringify({ checkout_reference: reference, amount: montant, currency: "EUR", merchant_code: MERCHANT }),
  });
  return (await r.json()).id;
}
""",
    "p:sumup",
    syntax="",
    extra=lambda rng, s: {
        "mcode": "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(7))
    },
)

FAM.reg(
    "serrurier_email_identifiant_mot_de_passe_appli_alarme",
    ("Mail/Envoyés/mise_en_service_<<n>>.eml", "thunderbird/Sent/<<n>>.eml"),
    """From: <<orgc>> <contact@<<dom>>>
To: <<email2>>
Subject: Mise en service de votre alarme
Date: Thu, <<d>> Oct <<y>> <<time>>:25 +0200
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

Bonjour Madame <<last2>>,

Suite à notre passage de ce jour, votre système d'alarme est opérationnel.
Voici vos accès à l'application (à conserver précieusement) :

Identifiant : <<email2>>
Mot de passe : <<cred>>

Pensez à ajouter les autres membres de la famille depuis l'application.
Cordialement,
<<first>> <<last>>
<<orgc>> - Serrurerie & Alarmes - <<phone>>
""",
    "human",
    syntax="",
)

FAM.reg(
    "serrurier_interphone_vigik_logiciel_ini",
    ("C:/ProgramData/<<org>>/Interphonie/config_<<n>>.ini", "sauvegarde/interphone_<<n>>.ini"),
    """[Serveur]
Adresse=<<host>>
Port=8443
Utilisateur=installateur
MotDePasse=<<cred>>

[Residence]
Nom=Résidence Les Pins <<n2>>
Platines=3
Badges=<<n>>
""",
    "pw",
)

FAM.reg(
    "serrurier_rappels_apps_script_twilio",
    ("apps-script/Rappels_<<n>>.gs", "Drive/Scripts/sms_rdv_<<n>>.gs"),
    """// Rappel SMS la veille des rendez-vous (feuille "Planning")
var TWILIO_SID = 'AC<<sid>>';
var TWILIO_TOKEN = '<<cred>>';
var FROM = '<<phone>>';

function envoyerRappels() {
  var rows = SpreadsheetApp.getActive().getSheetByName('Planning').getDataRange().getValues();
  rows.slice(1).forEach(function (r) {
    UrlFetchApp.fetch('https://api.twilio.com/2010-04-01/Accounts/' + TWILIO_SID + '/Messages.json', {
      method: 'post',
      headers: { Authorization: 'Basic ' + Utilities.base64Encode(TWILIO_SID + ':' + TWILIO_TOKEN) },
      payload: { To: r[2], From: FROM, Body: 'Rappel : intervention ' + r[0] + ' demain à ' + r[1] },
    });
  });
}
""",
    "p:twilio",
    syntax="",
    extra=lambda rng, s: {"sid": "".join(rng.choice("0123456789abcdef") for _ in range(32))},
)


def _tg_html(s: dict) -> str:
    pw = html.escape(str(s["cred"]), quote=False)
    return f"""<!DOCTYPE html>
<html>
 <head><meta charset="utf-8"/><title>Exported Data</title></head>
 <body>
  <div class="page_wrap">
   <div class="history">
    <div class="message default clearfix" id="message{s["n"]}">
     <div class="body">
      <div class="pull_right date details" title="{s["dmy"]} {s["time"]}:12 UTC+01:00">{s["time"]}</div>
      <div class="from_name">{s["first2"]} {s["last2"]}</div>
      <div class="text">Je suis chez le client à {s["city"]}, il me faut le mot de passe du compte fournisseur pour commander le cylindre</div>
     </div>
    </div>
    <div class="message default clearfix joined" id="message{s["n"] + 1}">
     <div class="body">
      <div class="pull_right date details" title="{s["dmy"]} {s["time"]}:48 UTC+01:00">{s["time"]}</div>
      <div class="from_name">{s["first"]} {s["last"]}</div>
      <div class="text">{s["email"]}<br>{pw}</div>
     </div>
    </div>
   </div>
  </div>
 </body>
</html>
"""


FAM.reg(
    "serrurier_telegram_html_export_compte_fournisseur",
    (
        "Telegram Desktop/ChatExport_<<date>>/messages<<n>>.html",
        "Téléchargements/ChatExport_<<n>>/messages.html",
    ),
    _tg_html,
    "human_x",
    syntax="",
)
