# ruff: noqa: E501
"""Family h: a car and van rental on Crete (Greece; Greek)."""

from __future__ import annotations

from sixtyeighth_spec import KRITIRENT as F
from sixtyeighth_spec import json

F.reg(
    "greek_viber_copied_kodikos_wheelsys",
    ("Viber/<<org>>_grafeio_<<date>>.txt", "Documents/viber_enoikiaseis.txt"),
    """[<<d>>/<<mo>>/<<yyyy>> <<hh>>:<<mi>>] <<fn>> <<ln>>: Καλημέρα! Ποιος είναι ο κωδικός για το Wheelsys; Έχω παράδοση στο αεροδρόμιο Ηρακλείου σε μισή ώρα
[<<d>>/<<mo>>/<<yyyy>> <<hh>>:<<mi2>>] <<fn2>> <<ln2>>: χρήστης <<login>>
[<<d>>/<<mo>>/<<yyyy>> <<hh>>:<<mi2>>] <<fn2>> <<ln2>>: κωδικός <<cred>>
[<<d>>/<<mo>>/<<yyyy>> <<hh>>:<<mi2>>] <<fn>> <<ln>>: Ευχαριστώ πολύ 🙏
""",
    "human",
    syntax="",
)

F.reg(
    "viva_wallet_client_secret_appsettings",
    ("appsettings.Production.json", "booking-<<org>>/appsettings.json"),
    """{
  "Logging": { "LogLevel": { "Default": "Warning" } },
  "VivaWallet": {
    "Environment": "production",
    "ClientId": "<<n5>>abc<<n3>>.apps.vivapayments.com",
    "ClientSecret": "<<cred>>",
    "MerchantId": "<<uuid>>",
    "SourceCode": "<<n3>>4"
  },
  "AllowedHosts": "*"
}
""",
    "p:viva",
)

F.reg(
    "wheelsys_station_connector_xml",
    ("wheelsys/connector_<<org>>.xml", "C:/Wheelsys/Connector/settings.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<connector>
  <!-- Σύνδεση ιστοσελίδας κρατήσεων με το Wheelsys (σταθμοί HER / CHQ) -->
  <stations>
    <station code="HER" name="Ηράκλειο Αεροδρόμιο" />
    <station code="CHQ" name="Χανιά Αεροδρόμιο" />
  </stations>
  <api url="https://<<org>>.wheelsys.gr/api/v2">
    <username><<login>></username>
    <password><<cred>></password>
  </api>
</connector>
""",
    "pw_xml",
)


def _staff_json(s):
    data = {
        "export": "staff",
        "company": s["orgc"],
        "generated": f"{s['date']}T{s['hh']}:{s['mi']}:00",
        "users": [
            {
                "name": f"{s['fn']} {s['ln']}",
                "station": "HER",
                "username": s["login"],
                "password": s["cred"],
                "role": "counter",
            },
            {
                "name": f"{s['fn2']} {s['ln2']}",
                "station": "CHQ",
                "username": s["la2"],
                "role": "driver",
            },
        ],
    }
    return json.dumps(data, ensure_ascii=True, indent=2)


def _dec_staff(text: str) -> str:
    return json.loads(text)["users"][0]["password"]


F.reg(
    "staff_export_json_unicode_escaped_kodikos",
    ("exports/staff_<<date>>.json", "backup/<<org>>_users.json"),
    _staff_json,
    "human_u",
    decode=_dec_staff,
)

F.reg(
    "aade_mydata_subscription_key_dotenv",
    (".env", "timologisi-<<org>>/.env"),
    """# myDATA ΑΑΔΕ - διαβίβαση παραστατικών ενοικίασης
MYDATA_URL=https://mydatapi.aade.gr/myDATA
AADE_USER_ID=<<login>>
AADE_SUBSCRIPTION_KEY=<<cred>>
AFM=0<<n5>><<n3>>
""",
    "hex:32",
    syntax="",
)

F.reg(
    "home_assistant_secrets_yaml_office_camera",
    ("homeassistant/secrets.yaml", "ha-<<org>>/config/secrets.yaml"),
    """# Home Assistant - γραφείο παραλαβής αυτοκινήτων
latitude: 35.33
longitude: 25.13
office_camera_username: admin
office_camera_password: "<<cred>>"
keybox_url: http://<<ip>>/api
""",
    "pw_dq",
)

F.reg(
    "greek_email_kodikos_extranet",
    ("Εισερχόμενα/extranet_<<date>>.eml", "mail/<<login>>/rentalcars_extranet.eml"),
    """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<fn>> <<ln>> <<<email>>>
Subject: Κωδικοί για το extranet κρατήσεων
Date: <<d>> May <<yyyy>> <<hh>>:<<mi>>:00 +0300
Content-Type: text/plain; charset=utf-8

Γεια σου <<fn>>,

σου στέλνω τα στοιχεία για το extranet (κρατήσεις από τους brokers):

Όνομα χρήστη: <<login>>
Κωδικός: <<cred>>

Μην τον δώσεις στους οδηγούς των transfer.

Φιλικά,
<<fn2>>
""",
    "human",
    syntax="",
)

F.reg(
    "platformes_tsv_greek_headers",
    ("Έγγραφα/platformes_<<org>>.tsv", "exports/logins_<<yyyy>>.tsv"),
    """Πλατφόρμα\tΧρήστης\tΚωδικός\tΣημείωση
Booking extranet\t<<login>>\t<<cred>>\tαλλαγή κάθε 3 μήνες
Wheelsys\t<<email2>>\t\tρώτα <<fn2>>
""",
    "human_x",
    syntax="",
)
