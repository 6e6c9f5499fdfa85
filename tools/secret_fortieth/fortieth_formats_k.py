"""Family k: the pirogue fishing wharf at Soumbédioune, Dakar (Senegal): fishers'
co-operatives (GIE), landing records, cold rooms and mobile-money payments."""

# ruff: noqa: E501

import base64
import random
import re
import urllib.parse

from fortieth_spec import SYM_INI, Family, alnum, enc_pct, pw_with

F = Family(
    "dakar_pirogue_wharf",
    ("soumbedioune-pirogues",),
    "sn",
    ("Mamadou", "Fatou", "Ousmane", "Aminata", "Cheikh", "Awa", "Moussa", "Ndeye"),
    ("Diop", "Ndiaye", "Fall", "Sow", "Gueye", "Diallo", "Sarr", "Faye"),
    (
        "pirogue",
        "soumbedioune",
        "yoff",
        "thiof",
        "cayar",
        "jotaay",
        "teranga",
        "goree",
        "ngor",
        "yassa",
        "sardinelle",
        "mbour",
    ),
)

F.reg(
    "pirogue_mareyeur_wave_business_api_py",
    ("paiements/wave_checkout.py", "scripts/encaissement_<<nn>>.py"),
    '''"""Encaissement des ventes de poisson au quai via Wave (checkout)."""
import requests

WAVE_API_KEY = "<<cred>>"


def lien_paiement(montant_fcfa: int, reference: str) -> str:
    r = requests.post(
        "https://api.wave.com/v1/checkout/sessions",
        headers={"Authorization": f"Bearer {WAVE_API_KEY}"},
        json={
            "amount": str(montant_fcfa),
            "currency": "XOF",
            "client_reference": reference,
            "success_url": "https://<<dom>>/merci",
            "error_url": "https://<<dom>>/erreur",
        },
        timeout=15,
    )
    r.raise_for_status()
    return r.json()["wave_launch_url"]
''',
    "p:wave",
)

F.reg(
    "pirogue_french_wolof_whatsapp_mot_de_passe",
    ("WhatsApp Chat with <<first2>> <<last2>>.txt", "sauvegarde/whatsapp_<<user2>>_<<num>>.txt"),
    """<<dmy_slash>> <<time>> - <<first>>: Salam <<first2>>, naka nga def?
<<dmy_slash>> <<time>> - <<first>>: Dama bëgg mot de passe bi ordinateur GIE bi, pour imprimer les fiches de débarquement
<<dmy_slash>> <<time2>> - <<first2>>: Mangi fi rekk. Mot de passe bi mooy <<cred>>
<<dmy_slash>> <<time2>> - <<first2>>: bul ko wax kenn
<<dmy_slash>> <<time2>> - <<first>>: Jërëjëf 🙏
""",
    "human",
)

F.reg(
    "pirogue_debarquement_kobotoolbox_token_sh",
    ("scripts/telecharger_debarquements.sh", "home/<<user>>/kobo_export_<<nn>>.sh"),
    """#!/bin/bash
# Téléchargement des fiches de débarquement (KoboToolbox) - tous les soirs
set -euo pipefail
KOBO_TOKEN="<<cred>>"
ASSET=<<asset>>
curl -s -H "Authorization: Token $KOBO_TOKEN" \\
  "https://kf.kobotoolbox.org/api/v2/assets/$ASSET/data.json" > "debarquements_$(date +%F).json"
python3 resume_especes.py "debarquements_$(date +%F).json"
""",
    "hex:40",
    extra=lambda rng, c, v: {"asset": "a" + alnum(rng, 21)},
)

F.reg(
    "pirogue_chambre_froide_node_red_flows_credentials",
    ("node-red/flows.json", "home/pi/.node-red/flows_chambre_<<nn>>.json"),
    """[
  {
    "id": "<<hex8>><<hex8>>",
    "type": "mqtt-broker",
    "name": "chambre froide",
    "broker": "<<host>>",
    "port": "1883",
    "clientid": "froid-<<nn>>",
    "usetls": false,
    "protocolVersion": "4",
    "keepalive": "60",
    "credentials": {"user": "froid", "password": "<<cred>>"}
  },
  {
    "id": "<<hex12>><<n>>",
    "type": "mqtt in",
    "z": "f1",
    "name": "températures",
    "topic": "quai/froid/+/temp",
    "qos": "1",
    "broker": "<<hex8>><<hex8>>",
    "x": 160,
    "y": 120,
    "wires": [["alarme"]]
  }
]
""",
    "pw_json",
)

F.reg(
    "pirogue_wolof_sms_mot_de_passe_wifi",
    ("sms/<<ymd>>_<<num>>.txt", "Telephone/SMS/<<first>>_<<num>>.txt"),
    """De: +221 77 <<num>> <<nn>> <<nn>>
<<dmy_slash>> <<time>>

Wifi bu bureau bi: GIE-Soumbedioune
Mot de passe bi: <<cred>>
Bul ko jox ñi nekk ci biir pirogue yi 😄
""",
    "human",
)


def _basic(rng: random.Random) -> str:
    return base64.b64encode(f"{alnum(rng, 32)}:{alnum(rng, 16)}".encode()).decode()


F.reg(
    "pirogue_orange_money_oauth_basic_rest_client_http",
    ("api/orange.http", "tests-manuels/orange_money_<<nn>>.http"),
    """### Obtenir un jeton Orange Money (paiement des mareyeurs)
POST https://api.orange.com/oauth/v3/token
Authorization: Basic <<cred>>
Content-Type: application/x-www-form-urlencoded
Accept: application/json

grant_type=client_credentials

### Initier un paiement
POST https://api.orange.com/orange-money-webpay/sn/v1/webpayment
Authorization: Bearer {{token}}
Content-Type: application/json

{"merchant_key": "{{merchant}}", "currency": "OUV", "order_id": "MAR-<<num>>", "amount": <<num>>00}
""",
    _basic,
)

F.reg(
    "pirogue_proces_verbal_assemblee_gie_wave",
    ("PV/pv_assemblee_<<ymd>>.txt", "Documents/GIE/PV-<<nn>>-<<year>>.md"),
    """PROCÈS-VERBAL DE L'ASSEMBLÉE GÉNÉRALE
GIE des pêcheurs de Soumbédioune - <<dmy>>

Présents : <<name>> (président), <<name2>> (trésorière), 31 membres.

1. Bilan de la campagne : bonne saison de thiof, baisse de la sardinelle.
2. Caisse de solidarité : cotisation maintenue à 2 000 FCFA par pirogue.
3. Compte Wave Business du GIE : le mot de passe a été changé après le
   départ de l'ancien secrétaire. Nouveau mot de passe : <<cred>>
   (connu du président et de la trésorière uniquement).
4. Divers : réparation du moteur de la chambre froide.

La séance est levée à <<time>>.
""",
    "human",
)


def _pw_pct(rng: random.Random) -> str:
    return pw_with(rng, "@:/#?%", SYM_INI)


def _dec_pct(text: str) -> str:
    m = re.search(r"https://[^:/]+:([^@]+)@", text)
    if not m:
        raise ValueError("no userinfo")
    return urllib.parse.unquote(m.group(1))


F.reg(
    "pirogue_git_credentials_percent_encoded",
    ("home/<<user>>/.git-credentials", "Users/<<user>>/.git-credentials"),
    """https://<<user>>:<<cred>>@git.<<dom>>
""",
    _pw_pct,
    syntax="",
    decode=_dec_pct,
    enc=enc_pct,
)
