# ruff: noqa: E501
"""Family b: rosemaling (decorative folk painting) studios of Telemark, Norway."""

from __future__ import annotations

import json

from fortythird_spec import Fam, prov

F = Fam(
    "rosemaling_telemark",
    ("kurbittverkstad", "telemarkrosa", "seljordmaling", "bondalmaleri", "vinjerose"),
    "no",
    ("ingrid", "solveig", "torleif", "halvor", "aslaug", "knut", "ragnhild", "olav"),
    ("haugland", "bakken", "rui", "nordbo", "flatland", "kasin", "lunde"),
    (
        "rosemaling",
        "akantus",
        "telemark",
        "seljord",
        "kurbitt",
        "bunad",
        "stabbur",
        "tine",
        "linolje",
        "krumkake",
    ),
    ("pusur", "bamse", "tussi", "ronja", "fido"),
    "47",
)

F.reg(
    "rosemaling_norwegian_messenger_json_passord_vipps",
    (
        "facebook-<<user>>/messages/inbox/<<first>>_<<nn>>/message_1.json",
        "fb_export_<<date>>/message_1.json",
    ),
    lambda s: json.dumps(
        {
            "participants": [{"name": f"{s['first']} {s['last']}"}, {"name": s["first2"]}],
            "messages": [
                {
                    "sender_name": s["first2"],
                    "timestamp_ms": s["ts"] * 1000 + 5200,
                    "content": s["cred"],
                },
                {
                    "sender_name": s["first2"],
                    "timestamp_ms": s["ts"] * 1000 + 4100,
                    "content": "passordet til Vipps-bedriftsportalen, brukernavn er e-posten min",
                },
                {
                    "sender_name": f"{s['first']} {s['last']}",
                    "timestamp_ms": s["ts"] * 1000,
                    "content": "Hei! Hva var passordet igjen? Skal sjekke salget fra kurset i Seljord",
                },
            ],
            "title": s["first2"],
            "is_still_participant": True,
            "thread_path": f"inbox/{s['first2'].lower()}_{s['nn']}",
        },
        indent=2,
    ),
    "human",
)

F.reg(
    "rosemaling_course_signup_vipps_client_secret_dotnet_usersecrets",
    (
        "<<user>>/AppData/Roaming/Microsoft/UserSecrets/<<uuid>>/secrets.json",
        "<<org>>-kurs/secrets.json",
    ),
    """{
  "Vipps:ClientId": "<<uuid>>",
  "Vipps:ClientSecret": "<<cred>>",
  "Vipps:SubscriptionKey": "<<sub>>",
  "Vipps:MerchantSerialNumber": "<<nn>><<nn>>"
}
""",
    lambda rng: prov(rng, "vipps"),
    extra=lambda rng, s: s.__setitem__(
        "sub", "".join(rng.choice("0123456789abcdef") for _ in range(32))
    ),
)

F.reg(
    "rosemaling_studio_nas_synology_smb_fstab",
    ("etc/fstab", "<<org>>/etc/fstab"),
    """# /etc/fstab: static file system information.
UUID=<<uuid>> /               ext4    errors=remount-ro 0       1
/swapfile                                 none            swap    sw              0       0
//<<ip>>/bilder /mnt/bilder cifs username=<<user>>,password=<<cred>>,uid=1000,iconv=utf8 0 0
""",
    "pw_bare",
)

F.reg(
    "rosemaling_tripletex_accounting_powershell_profile",
    (
        "Documents/WindowsPowerShell/Microsoft.PowerShell_profile.ps1",
        "<<user>>/Documents/PowerShell/profile.ps1",
    ),
    """# Regnskap - Tripletex API
$env:TRIPLETEX_CONSUMER_TOKEN = "eyJ0b2tlbklkIjo<<tok>>"
$env:TRIPLETEX_EMPLOYEE_TOKEN = "<<cred>>"
function Get-Fakturaer { Invoke-RestMethod -Uri "https://tripletex.no/v2/invoice?invoiceDateFrom=<<date>>" -Headers $h }
Set-Location C:\\Users\\<<user>>\\Regnskap
""",
    "b64:48",
    syntax="",
    extra=lambda rng, s: s.__setitem__(
        "tok", "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(20))
    ),
)

F.reg(
    "rosemaling_webshop_shopify_theme_kit_config_yml",
    ("<<org>>-theme/config.yml", "themes/<<org>>/config.yml"),
    """development:
  password: <<cred>>
  theme_id: "<<nn>><<nn>><<nn>>"
  store: <<org>>.myshopify.com
  ignore_files:
    - config/settings_data.json
""",
    lambda rng: "shptka_" + "".join(rng.choice("0123456789abcdef") for _ in range(32)),
)

F.reg(
    "rosemaling_norwegian_email_passord_kursportal",
    ("mail/<<user>>/Sent/<<ts>>.eml", "Maildir/.Sendt/cur/<<ts>>.<<nn>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Innlogging til kursportalen
Date: Tue, <<day>> Mar <<year>> <<time>>:11 +0100
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Hei <<first2>>,

her er innloggingen til kursportalen for vårkurset i rosemaling:

brukernavn: <<user>>
passord: <<cred>>

Bytt gjerne passordet første gang du logger inn.

Hilsen <<first>>
""",
    "human",
)

F.reg(
    "rosemaling_kiln_controller_esphome_yaml",
    ("esphome/brennovn_<<n>>.yaml", "<<org>>/esphome/kiln.yaml"),
    """esphome:
  name: brennovn

esp8266:
  board: d1_mini

wifi:
  ssid: "<<org>>_verksted"
  password: "<<cred>>"

api:
  encryption:
    key: "<<k>>"

sensor:
  - platform: max31855
    name: "Ovnstemperatur"
    cs_pin: D8
""",
    "pw_dq",
    extra=lambda rng, s: s.__setitem__(
        "k", __import__("base64").b64encode(rng.randbytes(32)).decode()
    ),
)

F.reg(
    "rosemaling_exhibition_sticky_note_ocr_wifi",
    ("scans/lapp_<<nn>>.txt", "ocr/<<date>>_gjesteboka.txt"),
    """UTSTILLING <<year>> - Seljord
Gjestenett:
<<org>>-gjest
kode:
<<cred>>
(ikkje del med turistane!!)
""",
    "human",
)
