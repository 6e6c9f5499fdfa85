# ruff: noqa: E501
"""Family d: a dog boarding kennel and cattery (dierenpension / kattenhotel) in Brabant
(Netherlands, Dutch)."""

from __future__ import annotations

from eightyfirst_spec import FD as F
from eightyfirst_spec import Slots, dec_b64_after, enc_b64, fods, wa

F.reg(
    "gingr_bezetting_python_api_key",
    ("scripts/bezetting_<<org>>.py", "pension/<<org>>/gingr_export_<<yy>>.py"),
    '''"""Dagelijkse bezetting (honden- en kattenverblijven) uit Gingr naar het whiteboard-scherm."""

import requests

GINGR_SUBDOMEIN = "<<org>>"
GINGR_API_KEY = "<<cred>>"


def bezetting(datum: str) -> list[dict]:
    r = requests.get(
        f"https://{GINGR_SUBDOMEIN}.gingrapp.com/api/v1/reservations",
        params={"key": GINGR_API_KEY, "start_date": datum, "end_date": datum},
        timeout=20,
    )
    r.raise_for_status()
    return r.json()["data"]
''',
    "hex:32",
)

F.reg(
    "mollie_laravel_env_live_key",
    ("boekingssite-<<org>>/.env", "var/www/<<org>>/shared/.env"),
    """APP_NAME="<<orgc>> Dierenpension"
APP_ENV=production
APP_URL=https://<<dom>>
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=pension
DB_USERNAME=pension
MOLLIE_KEY=<<cred>>
MOLLIE_WEBHOOK_URL=https://<<dom>>/webhooks/mollie
MAIL_FROM_ADDRESS=reserveren@<<dom>>
""",
    "p:mollie",
    syntax="",
)


def _k8s(s: Slots) -> str:
    return (
        "apiVersion: v1\nkind: Secret\nmetadata:\n"
        f"  name: boekingsportaal-db\n  namespace: {s['org']}\n"
        "  labels:\n    app: boekingsportaal\ntype: Opaque\ndata:\n"
        f"  DB_USER: {enc_b64('pension')}\n"
        f"  DB_PASSWORD: {enc_b64(str(s['cred']))}\n"
        f"  DB_HOST: {enc_b64('mariadb.' + str(s['org']) + '.svc')}\n"
    )


F.reg(
    "boekingsportaal_k8s_secret_data_base64",
    ("k8s/<<org>>/boekingsportaal-secret.yaml", "deploy/secrets/db-<<org>>.yml"),
    _k8s,
    "pw",
    decode=dec_b64_after("DB_PASSWORD:"),
)

F.reg(
    "hikvision_nvr_kattenverblijf_curl_digest_history",
    ("home/<<login>>/.zsh_history", "home/beheer/.bash_history"),
    """ping <<ip>>
curl --digest -u 'admin:<<cred>>' http://<<ip>>/ISAPI/System/deviceInfo
curl --digest -u 'admin:<<cred>>' "http://<<ip>>/ISAPI/Streaming/channels/401/picture" -o kattenverblijf.jpg
open kattenverblijf.jpg
""",
    "pw_sq",
    syntax="",
)


def _wa_nl(s: Slots) -> str:
    msgs = [
        (
            s["fn"],
            "Wie weet het wachtwoord van Net2? De deur van de kattenafdeling gaat niet meer open met de tag van de stagiair",
        ),
        (s["fn2"], f"Gebruiker is gewoon 'Systeembeheerder', wachtwoord {s['cred']}"),
        (s["fn"], f"Top, gelukt. {s['pet']} zit weer binnen 😅"),
    ]
    return wa(s, msgs, 0)


F.reg(
    "whatsapp_dutch_paxton_net2_wachtwoord",
    ("WhatsApp/WhatsApp-chat met Team <<orgc>>.txt", "export/whatsapp_pension_<<date>>.txt"),
    _wa_nl,
    "human",
    syntax="",
)

F.reg(
    "homeassistant_secrets_kennel_klimaat",
    ("homeassistant/secrets.yaml", "config/<<org>>/secrets.yaml"),
    """# Klimaat hondenverblijven + kattenhotel (Shelly, Zigbee2MQTT)
mqtt_user: 'ha_pension'
mqtt_password: '<<cred>>'
latitude_home: 51.5437
longitude_home: 5.1912
telegram_chat_id: 5<<id6>>
""",
    "pw_sq",
)

F.reg(
    "exact_online_koppeling_ini_client_secret",
    ("koppeling/exact_<<org>>.ini", "C:/Pension/Koppelingen/exactonline.ini"),
    """[exact]
division = 3<<id6>>
client_id = {<<uuid>>}
client_secret = <<cred>>
redirect_uri = https://<<dom>>/exact/callback
[export]
grootboek_logies = 8010
grootboek_trimsalon = 8020
""",
    "alnum:12",
)


def _fods(s: Slots) -> str:
    rows = [
        ["Systeem", "Gebruiker", "Wachtwoord", "Wie"],
        ["Gingr (balie)", str(s["email"]), str(s["cred"]), str(s["fn"])],
        ["Net2 deurcontrole", "Systeembeheerder", "zie kluis", str(s["fn2"])],
        ["Wifi gasten", "Pootjes-Gast", "op de balie", ""],
    ]
    return fods("Inloggegevens", rows)


F.reg(
    "fods_inloggegevens_balie_gingr",
    ("Documenten/inloggegevens_<<yy>>.fods", "Gedeeld/<<orgc>>/balie.fods"),
    _fods,
    "human_x",
    syntax="xml",
)
