"""Family k: a print shop (imprimerie) in Douala, Cameroon (French / Cameroonian pidgin)."""

# ruff: noqa: E501

from __future__ import annotations

from sixtyseventh_corpus import alnum, gen_pw, hexs
from sixtyseventh_spec import IMPRIMERIE as F


def _wa_cm(s: dict) -> str:
    pre = f"{s['dmys']} à {s['time']}"
    a, b = f"{s['fn']} {s['ln']}", f"{s['fn2']} {s['ln2']}"
    return f"""{pre} - {a}: Grand, la Konica au fond affiche encore "authentification requise" 😩
{pre} - {b}: C'est le compte admin de la machine. Le mot de passe a changé après la maintenance
{pre} - {a}: Donne-moi ça vite, le client des faire-part attend
{s["dmys"]} à {s["time2"]} - {b}: {s["cred"]}
{s["dmys"]} à {s["time2"]} - {a}: Merci mola 🙏🏾
"""


F.reg(
    "french_whatsapp_mot_de_passe_konica_admin",
    ("WhatsApp Chat avec <<fn2>> <<n>>.txt", "chats/atelier-<<date>>.txt"),
    _wa_cm,
    cred="human",
    syntax="",
)

F.reg(
    "cinetpay_apikey_site_id_php",
    ("config/cinetpay.php", "<<org>>-commandes/config/paiement.php"),
    """<?php
// CinetPay - paiement des commandes en ligne (XAF) : Orange Money, MTN MoMo
define('CINETPAY_APIKEY', '<<cred>>');
define('CINETPAY_SITE_ID', '<<siteid>>');
define('CINETPAY_NOTIFY_URL', 'https://<<dom>>/cinetpay/notify.php');
define('CINETPAY_RETURN_URL', 'https://<<dom>>/commande/merci');
""",
    cred="p:cinetpay",
    syntax="",
    extra=lambda rng, s: {"siteid": str(rng.randint(100000, 999999))},
)


def _ricoh_csv(s: dict) -> str:
    return (
        '"Index","Name","Set General Settings","Set Folder","Folder Protocol","Folder Path","Folder User Name","Folder Password"\n'
        f'"1","COMPTA","1","1","SMB","\\\\{s["lan"]}\\scans\\compta","scan","{s["other"]}"\n'
        f'"2","PAO {s["fn_a"]}","1","1","SMB","\\\\{s["ip"]}\\PAO","{s["login"]}","{s["cred"]}"\n'
    )


F.reg(
    "ricoh_address_book_csv_folder_password",
    ("exports/ricoh_addressbook_<<date>>.csv", "Copieur/carnet_adresses_<<n>>.csv"),
    _ricoh_csv,
    cred="pw_alnum",
    syntax="",
    extra=lambda rng, s: {"other": gen_pw(rng, 12, "")},
)

F.reg(
    "notchpay_private_key_express_js",
    ("server/notchpay.js", "<<org>>-api/src/payments/notchpay_<<n>>.js"),
    """const express = require("express");
const router = express.Router();

// Notch Pay - acomptes sur les commandes (XAF)
const NOTCH_PUBLIC = "pk.<<pk>>";
const NOTCH_PRIVATE = "<<cred>>";

router.post("/acompte", async (req, res) => {
  const r = await fetch("https://api.notchpay.co/payments", {
    method: "POST",
    headers: { Authorization: NOTCH_PUBLIC, "X-Grant": NOTCH_PRIVATE, "Content-Type": "application/json" },
    body: JSON.stringify({ amount: req.body.montant, currency: "XAF", email: req.body.email }),
  });
  res.json(await r.json());
});

module.exports = router;
""",
    cred="p:notchpay",
    syntax="",
    extra=lambda rng, s: {"pk": alnum(rng, 54)},
)

F.reg(
    "orange_money_webpay_dotenv",
    (".env", "<<org>>-boutique/.env.prod", "srv/<<org>>/om/.env"),
    """# Orange Money Web Payment (Cameroun)
OM_MERCHANT_KEY=<<mk>>
OM_CLIENT_ID=<<cid>>
OM_CLIENT_SECRET=<<cred>>
OM_RETURN_URL=https://<<dom>>/om/retour
OM_NOTIF_URL=https://<<dom>>/om/notif
OM_CURRENCY=XAF
""",
    cred="alnum:32",
    syntax="",
    extra=lambda rng, s: {
        "mk": hexs(rng, 8),
        "cid": alnum(rng, 32),
    },
)

F.reg(
    "french_cahier_de_passation_txt",
    ("Bureau/passation_<<date>>.txt", "Documents/Atelier/passation-<<fn_a>>-<<n>>.txt"),
    """CAHIER DE PASSATION - <<orgc>> (<<city>>)
Date : <<dmy>>    De : <<fn>> <<ln>>    À : <<fn2>> <<ln2>>

- Commande faire-part mariage <<ln2>> : 300 ex., papier nacré, livraison samedi.
- Traceur HP : cartouche magenta presque vide.
- Page Facebook de l'imprimerie : <<email>>
  mot de passe : <<cred>>
- Appeler le fournisseur de papier à Akwa (<<phone>>) pour les rames A3.
""",
    cred="human",
    syntax="",
)

F.reg(
    "cups_printers_conf_smb_device_uri",
    ("etc/cups/printers.conf", "backup/cups-<<n>>/printers.conf"),
    """# Printer configuration file for CUPS v2.4.7
# Written by cupsd
<Printer Traceur_A0>
UUID urn:uuid:<<uuid>>
Info Traceur A0 - salle PAO
Location Atelier <<city>>
MakeModel HP DesignJet T650
DeviceURI smb://pao:<<cred>>@<<lan>>/DesignJet
State Idle
Accepting Yes
Shared No
</Printer>
""",
    cred="pw_url",
    syntax="",
)

F.reg(
    "windows_unattend_xml_admin_password",
    ("Deploy/unattend.xml", "USB/postes_caisse/autounattend-<<n>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<unattend xmlns="urn:schemas-microsoft-com:unattend">
  <settings pass="oobeSystem">
    <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
      <UserAccounts>
        <AdministratorPassword>
          <Value><<cred>></Value>
          <PlainText>true</PlainText>
        </AdministratorPassword>
      </UserAccounts>
      <AutoLogon>
        <Username>caisse</Username>
        <Enabled>true</Enabled>
      </AutoLogon>
      <RegisteredOrganization><<orgc>> SARL</RegisteredOrganization>
      <TimeZone>W. Central Africa Standard Time</TimeZone>
    </component>
  </settings>
</unattend>
""",
    cred="pw_xml",
)
