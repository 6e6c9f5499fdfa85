"""Family b: mobile-money agents and a notary's office in Thiès (Senegal), French and Wolof."""

# ruff: noqa: E501

import random

from fiftyfourth_spec import THIES as F
from fiftyfourth_spec import Slots, gen_pw

F.reg(
    "thies_wolof_whatsapp_baatu_jall_portail_agent",
    ("whatsapp/Discussion WhatsApp avec <<first>>.txt", "agents/chat_<<fname>>_<<num>>.txt"),
    """[<<dmy_slash>> <<time>>] <<first>> <<last>>: Salaam aleekum, portail distributeur bi dafa ma bañ, mot de passe bi dafa jeex
[<<dmy_slash>> <<time>>] <<first2>> <<last2>>: Maa ngi ko soppi. Identifiant: <<login>>
[<<dmy_slash>> <<time2>>] <<first2>> <<last2>>: baatu jall bi mooy <<cred>>
[<<dmy_slash>> <<time2>>] <<first>> <<last>>: Jërëjëf, dugg naa ci
""",
    cred="human",
)

F.reg(
    "thies_wave_business_api_key_node_payout",
    ("payout/<<org>>/wave.js", "scripts/paiement_agents_<<num>>.js"),
    """// Paiement des commissions agents via Wave Business (payout) - <<org_cap>>
const axios = require('axios');

const WAVE_API_KEY = '<<cred>>';

async function payerAgent(mobile, montant) {
  const res = await axios.post('https://api.wave.com/v1/payout', {
    currency: 'XOF',
    receive_amount: String(montant),
    mobile,
    client_reference: `comm-<<year>><<mm>>-${mobile}`,
  }, { headers: { Authorization: `Bearer ${WAVE_API_KEY}`, 'idempotency-key': `<<hex8>>-${mobile}` } });
  return res.data;
}

module.exports = { payerAgent };
""",
    cred="x:wave_sn_prod_:44",
    syntax="",
)

F.reg(
    "thies_notaire_email_mot_de_passe_etax_dgid",
    ("etude/mails/<<date>>_etax.eml", "courrier/<<fname>>/<<num>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<first2>> <<last2>> <<<email2>>>
Subject: Accès eTax DGID pour les actes de la semaine
Date: <<rfcdate>>
Content-Type: text/plain; charset=utf-8

Bonjour <<first2>>,

Maître <<last>> m'a demandé de te transmettre l'accès à eTax pour la déclaration des droits
d'enregistrement des actes de la semaine.

Identifiant : <<login>>@<<org>>
Mot de passe : <<cred>>

Merci de ne pas le noter sur le registre papier.

Cordialement,
<<first>>
Étude notariale <<org_cap>>, <<city>>
""",
    cred="human",
)

F.reg(
    "thies_paydunya_master_private_key_laravel_env",
    ("boutique/<<org>>/.env", "site_paiement/.env.production.<<num>>"),
    """APP_NAME="<<org_cap>> Paiements"
APP_ENV=production
APP_URL=https://paiement.<<dom>>
DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_DATABASE=paiements

PAYDUNYA_MODE=live
PAYDUNYA_MASTER_KEY=<<uuid>>
PAYDUNYA_PRIVATE_KEY=<<cred>>
PAYDUNYA_PUBLIC_KEY=live_public_<<hex8>>
""",
    cred="x:live_private_:30",
    syntax="",
)

F.reg(
    "thies_sage_saari_odbc_dsn_reg_export",
    ("comptabilite/odbc_<<org>>.reg", "C:/Sauvegardes/dsn_sage_<<num>>.reg"),
    """Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\\SOFTWARE\\ODBC\\ODBC.INI\\SAGE_COMPTA_<<org>>]
"Driver"="C:\\\\Windows\\\\system32\\\\sqlsrv32.dll"
"Description"="Sage 100 Comptabilite - <<org_cap>>"
"Server"="<<ip>>\\\\SAGE100"
"Database"="COMPTA_<<year>>"
"LastUser"="sage_lecture"
"PWD"="<<cred>>"
"Trusted_Connection"="No"
""",
    cred="pw_dq",
)


def _agents(rng: random.Random, s: Slots) -> Slots:
    rows = []
    target = rng.randrange(4)
    for i in range(4):
        f = F.people[i]
        pw = s["cred"] if i == target else F.human(rng, safe=True)
        rows.append(
            f"AG-{rng.randint(1000, 9999)};{f[0]} {f[1]};77{rng.randint(1000000, 9999999)};{f[2]}.{f[3]};{pw};{rng.randint(50, 900)}000"
        )
    return {"rows": "\n".join(rows)}


F.reg(
    "thies_agents_float_csv_mot_de_passe_column",
    ("agents/liste_agents_<<org>>_<<mm>>.csv", "rapports/float_<<date>>.csv"),
    """code_agent;nom;telephone;identifiant_portail;mot_de_passe;float_fcfa
<<rows>>
""",
    cred="human_x",
    extra=_agents,
)

F.reg(
    "thies_yousign_api_key_django_settings",
    ("etude_signature/settings.py", "signature_actes/<<org>>/settings_<<num>>.py"),
    '''"""Réglages de l'application de signature électronique des actes - <<org_cap>>."""

from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["signature.<<dom>>"]

YOUSIGN_API_URL = "https://api.yousign.app/v3"
YOUSIGN_API_KEY = "<<cred>>"
YOUSIGN_WEBHOOK_URL = "https://signature.<<dom>>/webhooks/yousign"

LANGUAGE_CODE = "fr-sn"
TIME_ZONE = "Africa/Dakar"
''',
    cred="alnum:32",
)


def _ovpn_user(rng: random.Random, s: Slots) -> Slots:
    return {"cred": gen_pw(rng, sym="-_.@+")}


F.reg(
    "thies_openvpn_inline_auth_user_pass_agence",
    ("vpn/agence_<<num>>.ovpn", "config/<<org>>-<<fname>>.ovpn"),
    """client
dev tun
proto udp
remote vpn.<<dom>> 1194
resolv-retry infinite
nobind
persist-key
persist-tun
remote-cert-tls server
cipher AES-256-GCM
verb 3
<auth-user-pass>
agence_<<num>>
<<cred>>
</auth-user-pass>
<ca>
-----BEGIN CERTIFICATE-----
MIIB<<hex8>>CCAUmgAwIBAgIUe<<hex8>>QYJKoZIhvcNAQELBQAwEzERMA8G
-----END CERTIFICATE-----
</ca>
""",
    extra=_ovpn_user,
)
