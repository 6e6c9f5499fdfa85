"""Family g: a film and video production house in Tunis, Tunisia (Tunisian Arabic / French)."""

# ruff: noqa: E501

from __future__ import annotations

import json

from sixtyseventh_corpus import alnum, b64, gen_pw, hexs
from sixtyseventh_spec import MEDINA as F
from sixtyseventh_spec import prov


def _wa_tn(s: dict) -> str:
    pre = f"{s['dmys']} {s['time']}"
    a, b = f"{s['fn']} {s['ln']}", s["fn2"]
    return f"""{pre} - {a}: {s["fn2"]} عسلامة، الـ montage متاع الـ clip لازم يوصل للـ client غدوة
{pre} - {b}: باهي، حل الـ Frame.io وحط الـ version 3
{pre} - {a}: شنوة الـ mot de passe متاع الـ compte متاع الشركة؟
{s["dmys"]} {s["time2"]} - {b}: {s["cred"]}
{s["dmys"]} {s["time2"]} - {b}: ما تعطيهوش للـ freelancers 🙏
{s["dmys"]} {s["time2"]} - {a}: يعطيك الصحة
"""


F.reg(
    "tunisian_arabic_whatsapp_mot_de_passe_frameio",
    ("WhatsApp Chat with <<fn2_a>> <<n>>.txt", "chats/montage-<<date>>.txt"),
    _wa_tn,
    cred="human",
    syntax="",
)

F.reg(
    "frameio_developer_token_panel_json",
    ("Library/Application Support/<<org>>/frameio-panel.json", "tools/frameio/config-<<n>>.json"),
    lambda s: json.dumps(
        {
            "account": s["email"],
            "team": f"{s['orgc']} Post",
            "api": "https://api.frame.io/v2",
            "developer_token": s["cred"],
            "default_project": f"Clip_{s['city']}_{s['y']}",
            "upload_proxies": True,
        },
        indent=2,
    ),
    cred=lambda rng, fam: "fio-u-" + alnum(rng, 64, "abcdefghijklmnopqrstuvwxyz0123456789-_"),
)

F.reg(
    "konnect_gateway_django_settings",
    ("<<org>>/settings/production.py", "site/<<org>>_site/settings.py"),
    """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]

# Konnect (paiement en ligne, TND) - location de matériel
KONNECT_API_URL = "https://api.konnect.network/api/v2"
KONNECT_WALLET_ID = "<<wallet>>"
KONNECT_API_KEY = "<<cred>>"
KONNECT_WEBHOOK = "https://<<dom>>/paiement/konnect/"
""",
    cred="p:konnect",
    extra=lambda rng, s: {"wallet": hexs(rng, 24)},
)

F.reg(
    "davinci_resolve_postgres_pgpass",
    ("home/<<login>>/.pgpass", "Users/<<login>>/.pgpass", "AppData/Roaming/postgresql/pgpass.conf"),
    """# Base de projets DaVinci Resolve (serveur de montage)
<<lan>>:5432:*:postgres:<<cred>>
<<lan>>:5432:resolve_<<org>>:resolve:<<other>>
""",
    cred="pw",
    syntax="",
    extra=lambda rng, s: {"other": gen_pw(rng, sym="-_")},
)

F.reg(
    "french_email_mot_de_passe_nas_rushes",
    ("mail/<<login>>/INBOX/<<n5>>.eml", "Mail/Envoyés/rushes-<<date>>.eml"),
    """From: <<fn_a>> <<ln_a>> <<<email>>>
To: <<email2>>
Subject: Accès NAS pour les rushes du tournage à <<city>>
Date: <<d>> Feb <<y>> <<time>>:10 +0100
Content-Type: text/plain; charset="utf-8"

Salut <<fn2_a>>,

Les rushes du tournage sont sur le NAS Synology (\\\\<<lan>>\\Rushes).
Identifiant : monteur
Mot de passe : <<cred>>

Merci de copier uniquement les proxies sur ton disque, et pas de partage WeTransfer
sans passer par moi.

Bonne journée,
<<fn_a>>
<<orgc>> Production - <<phone>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "aws_credentials_rushes_archive_profile",
    ("home/<<login>>/.aws/credentials", "Users/<<login>>/.aws/credentials"),
    """[default]
region = eu-west-3

[<<org>>-archive]
aws_access_key_id = <<akid>>
aws_secret_access_key = <<cred>>
""",
    cred="p:aws",
    syntax="ini",
    extra=lambda rng, s: {"akid": prov(rng, "aws_id")},
)

F.reg(
    "wireguard_tournage_vpn_conf",
    ("etc/wireguard/wg0.conf", "vpn/<<org>>-tournage-<<n>>.conf"),
    """[Interface]
# Laptop DIT - tournage à <<city>>
PrivateKey = <<cred>>
Address = 10.66.<<n>>.2/32
DNS = 10.66.0.1

[Peer]
PublicKey = <<pub>>
Endpoint = vpn.<<dom>>:51820
AllowedIPs = 10.66.0.0/16
PersistentKeepalive = 25
""",
    cred="b64:32",
    syntax="",
    extra=lambda rng, s: {"pub": b64(rng, 32)},
)

F.reg(
    "call_sheet_ics_description_wifi_decor",
    ("calendar/tournage-<<date>>.ics", "Downloads/feuille_de_service_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<y>><<mo>><<d>>T063000Z
DTEND:<<y>><<mo>><<d>>T180000Z
UID:<<uuid>>@google.com
SUMMARY:Tournage pub - <<city>> (Jour <<n>>)
LOCATION:Dar <<ln_a>>\\, Médina de Tunis
DESCRIPTION:Feuille de service: RDV 7h30 à la régie.\\nWiFi du décor: Dar_<<ln_a>>\\nCode WiFi: <<cred>>\\nContact régie: <<phone>>
ORGANIZER;CN=<<fn_a>> <<ln_a>>:mailto:<<email>>
END:VEVENT
END:VCALENDAR
""",
    cred="human_x",
    syntax="",
)
