"""Family i: chechia (red felted cap) makers of the Souk Ech-Chaouachine, Tunis, Tunisia."""

from __future__ import annotations

import html
import re

from fortyfourth_spec import Fam, enc_html, mail, pw_with

F = Fam(
    "chechia_souk_tunis",
    "chechia",
    ("chaouachine", "chechiabenabdallah", "medinatunis", "elbattan", "kabbouss"),
    "tn",
    ("mohamed", "amel", "hedi", "salma", "ridha", "leila", "anis", "sonia"),
    ("benabdallah", "trabelsi", "gharbi", "mejri", "jebali", "hammami", "chaouachi", "ayari"),
    (
        "chechia",
        "chaouachi",
        "kabbous",
        "medina",
        "battan",
        "zitouna",
        "soukna",
        "jebba",
        "harissa",
        "bsissa",
    ),
    ("chta", "sif", "rbi3", "khrif"),
    ("minou", "bsissa", "fella", "nemer", "lucky"),
    "216",
)

F.reg(
    "derja_whatsapp_code_wifi_latin",
    (
        "chats/WhatsApp Chat with <<fname>>.txt",
        "backup/<<org>>/WhatsApp Chat - Souk Chaouachine.txt",
    ),
    """<<date_dmy>> <<time>> - <<fname>>: 3aslema, chnowa el code mta3 el wifi fel 7anout?
<<date_dmy>> <<time2>> - Ridha Chaouachi: <<org_cap>>_Souk
<<date_dmy>> <<time2>> - Ridha Chaouachi: el mot de passe: <<cred>>
<<date_dmy>> <<time2>> - <<fname>>: yaatik sa7a 🙏
""",
    "human",
)

F.reg(
    "french_email_mot_de_passe_tradenet",
    ("mail/<<user>>/Envoyes/<<id8>>.eml", "<<org>>/courrier/<<nnn>>.eml"),
    lambda s: mail(
        s,
        f"transit@{s['dom']}",
        "Accès Tunisie TradeNet - export chéchias",
        f"""Bonjour Si {s["lname"].capitalize()},

Voici les accès au portail TTN pour la déclaration d'export des chéchias vers la Libye :

Identifiant : {s["user"]}
Mot de passe : {s["cred"]}

Merci de me confirmer la réception du dossier.

Cordialement,
{s["fname"]} {s["lname"]}
""",
        lang="fr",
    ),
    "human",
)

F.reg(
    "konnect_gateway_api_key_node",
    ("boutique/src/konnect.ts", "<<org>>-shop/lib/konnect.js"),
    """const KONNECT_API_KEY = "<<wallet>>:<<cred>>";
const WALLET_ID = "<<wallet>>";

export async function initPayment(amountMillimes, orderId) {
  const res = await fetch("https://api.konnect.network/api/v2/payments/init-payment", {
    method: "POST",
    headers: { "x-api-key": KONNECT_API_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({ receiverWalletId: WALLET_ID, amount: amountMillimes, orderId }),
  });
  return res.json();
}
""",
    "alnum:32",
    syntax="",
    extra=lambda rng, s: {"wallet": "".join(rng.choice("0123456789abcdef") for _ in range(24))},
)


def _html_dec(text: str) -> str:
    return html.unescape(re.search(r'<td class="mdp">([^<]+)</td>', text).group(1))


F.reg(
    "comptes_html_table_entity_escaped",
    ("intranet/comptes.html", "<<org>>/docs/acces_<<date>>.html"),
    """<!DOCTYPE html>
<html lang="fr">
<head><meta charset="utf-8"><title>Accès - <<org_cap>></title></head>
<body>
<table border="1">
  <tr><th>Service</th><th>Identifiant</th><th>Mot de passe</th></tr>
  <tr><td>Boutique en ligne</td><td><<user>></td><td class="mdp"><<enc>></td></tr>
  <tr><td>CNSS</td><td><<nnn>><<nnn>></td><td>voir Amel</td></tr>
</table>
</body>
</html>
""",
    lambda rng, s: pw_with(rng, "&<>\"'", "!&<>*+-_.?"),
    syntax="",
    extra=lambda rng, s: {"enc": enc_html(s["cred"])},
    decode=_html_dec,
)

F.reg(
    "flouci_app_secret_python",
    ("paiement/flouci.py", "<<org>>/shop/payments/flouci.py"),
    """import requests

FLOUCI_APP_TOKEN = "<<uuid>>"
FLOUCI_APP_SECRET = "<<cred>>"


def generate(amount_millimes: int, tracking_id: str) -> dict:
    r = requests.post(
        "https://developers.flouci.com/api/generate_payment",
        json={
            "app_token": FLOUCI_APP_TOKEN,
            "app_secret": FLOUCI_APP_SECRET,
            "amount": amount_millimes,
            "developer_tracking_id": tracking_id,
        },
        timeout=20,
    )
    return r.json()
""",
    "uuid",
)

F.reg(
    "prestashop_parameters_php",
    ("boutique/app/config/parameters.php", "<<org>>-ps/app/config/parameters.php"),
    """<?php return array (
  'parameters' =>
  array (
    'database_host' => '127.0.0.1',
    'database_port' => '',
    'database_name' => 'chechia_ps',
    'database_user' => 'ps_<<org>>',
    'database_password' => '<<cred>>',
    'database_prefix' => 'ps_',
    'mailer_transport' => 'smtp',
    'locale' => 'fr-FR',
  ),
);
""",
    "pw_sq",
)

F.reg(
    "arabic_sms_reply_only_value",
    ("sms/<<phone2>>.txt", "telephone/<<fname>>/sms_<<date>>.txt"),
    """<<fname>> <<phone>>
<<date_dmy>> <<time>>
عسلامة، ابعثلي كلمة السر متاع الحساب متاع الفيسبوك

أنا
<<date_dmy>> <<time2>>
<<cred>>
""",
    "human",
)

F.reg(
    "cnss_sticky_note_ocr",
    ("scans/post-it_<<date>>.txt", "<<org>>/ocr/bureau_<<n>>.txt"),
    """CNSS en ligne
matricule <<nnn>><<nnn>>-<<n>>
mdp <<cred>>
(ne pas changer - Amel)
""",
    "human_x",
)
