"""Family m: a riad (courtyard guesthouse) in the Marrakech medina, Morocco (Darija in Arabic
script and Latin letters, French)."""

# ruff: noqa: E501

from __future__ import annotations

import xml.etree.ElementTree as ET

from hundredtwentyfifth_spec import Fam, dec_b64, enc_b64, jdump

F = Fam(
    name="riadmedina_riad_morocco",
    orgs=("riadzitouna",),
    tld="ma",
    first=(
        ("يوسف", "youssef"),
        ("فاطمة", "fatima"),
        ("محمد", "mohamed"),
        ("خديجة", "khadija"),
        ("عمر", "omar"),
        ("سلمى", "salma"),
        ("أمين", "amine"),
        ("نادية", "nadia"),
    ),
    last=(
        ("العلوي", "alaoui"),
        ("بنعلي", "benali"),
        ("الإدريسي", "idrissi"),
        ("التازي", "tazi"),
        ("بناني", "bennani"),
        ("الفاسي", "fassi"),
    ),
    words=(
        "marrakech",
        "medina",
        "jemaa",
        "atlas",
        "tajine",
        "couscous",
        "zellige",
        "majorelle",
        "koutoubia",
        "essaouira",
        "argan",
        "atay",
        "hammam",
        "souk",
        "bahia",
        "ourika",
        "sahara",
        "zitouna",
    ),
    pets=("mimi", "simba", "bobby", "lucky", "zina", "nour", "kiki"),
    cc="212",
    city="مراكش",
)

F.reg(
    "riadmedina_darija_whatsapp_arabic_script_wifi",
    ("WhatsApp Chat with <<fn2>>.txt", "telephone/<<fa>>/_chat_<<n>>.txt"),
    """[<<dmys>>, <<time>>:<<secs>>] <<fn>> <<ln>>: السلام، الضيوف ديال الغرفة ديال السطح كيسولو على الويفي
[<<dmys>>, <<time2>>:03] <<fn2>>: بدلتو البارح
[<<dmys>>, <<time2>>:07] <<fn2>>: كلمة السر ديال الويفي: <<cred>>
[<<dmys>>, <<time2>>:40] <<fn>> <<ln>>: شكرا بزاف 🙏
""",
    cred="human",
)

F.reg(
    "riadmedina_french_email_mot_de_passe_booking",
    ("mail/<<fa>>/<<date>>_extranet.eml", "thunderbird/<<org>>/envoyes_<<n>>.eml"),
    """From: <<fac>> <<lac>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?Q?Acc=C3=A8s_extranet_Booking_pendant_mon_absence?=
Date: <<dd>> Apr <<year>> <<time>>:00 +0100
Content-Type: text/plain; charset=utf-8

Bonjour <<fn2>>,

Je pars à Fès jusqu'à dimanche. Pour gerer les reservations du riad :
identifiant : <<user>>
mot de passe : <<cred>>

Pense a bloquer la suite Majorelle pour le groupe du <<dd>>.
Merci et à bientôt,
<<fn>>
""",
    cred="human",
)

F.reg(
    "riadmedina_cmi_store_key_php",
    ("paiement/cmi_config.php", "<<org>>-site/includes/cmi_<<n>>.php", "www/<<fa>>/cmi.php"),
    """<?php
// CMI (Centre Monetique Interbancaire) - paiement en ligne des acomptes
$cmiClientId = '6000<<num>>';
$cmiStoreKey = '<<cred>>';
$cmiGateway  = 'https://payment.cmi.co.ma/fim/est3Dgate';
$okUrl   = 'https://<<dom>>/paiement/ok';
$failUrl = 'https://<<dom>>/paiement/echec';
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "riadmedina_dahua_nvr_onvif_python",
    ("cameras/snapshot_<<n>>.py", "scripts/<<fa>>/patio_cam.py"),
    '''"""Snapshot du patio et de l'entree (NVR Dahua via ONVIF), envoye sur Telegram le soir."""

from onvif import ONVIFCamera

NVR_IP = "<<lan>>"
cam = ONVIFCamera(NVR_IP, 80, 'admin', '<<cred>>')
media = cam.create_media_service()
profiles = media.GetProfiles()
uri = media.GetSnapshotUri({"ProfileToken": profiles[0].token})
print(uri.Uri)
''',
    cred="pw_sq",
)


def _beds24(s):
    return jdump(
        {
            "api": "https://api.beds24.com/v2",
            "propertyId": int(s["num"]),
            "refreshToken": s["cred"],
            "scopes": ["bookings", "inventory", "properties"],
            "note": "genere le " + s["dmy"],
        }
    )


F.reg(
    "riadmedina_beds24_refresh_token_json",
    ("channel/beds24_<<n>>.json", "config/<<fa>>/beds24.json"),
    _beds24,
    cred="p:beds24",
)


def _tg(s):
    return jdump(
        {
            "name": s["fa2"].capitalize(),
            "type": "personal_chat",
            "id": int(s["num"]),
            "messages": [
                {
                    "id": 1,
                    "type": "message",
                    "date": f"{s['date']}T{s['time']}:00",
                    "from": f"{s['fa'].capitalize()} {s['la'].capitalize()}",
                    "text": "Salam, chno lmot de passe dyal Airbnb jdid?",
                },
                {
                    "id": 2,
                    "type": "message",
                    "date": f"{s['date']}T{s['time2']}:00",
                    "from": s["fa2"].capitalize(),
                    "text": f"mot de passe: {s['cred']}",
                },
                {
                    "id": 3,
                    "type": "message",
                    "date": f"{s['date']}T{s['time2']}:30",
                    "from": f"{s['fa'].capitalize()} {s['la'].capitalize()}",
                    "text": "Merci, safi dkhlt",
                },
            ],
        }
    )


F.reg(
    "riadmedina_telegram_desktop_result_json_mdp",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "exports/<<fa>>/tg_<<n>>/result.json"),
    _tg,
    cred="human",
)

F.reg(
    "riadmedina_welcome_card_wifi_little_context",
    ("print/carte_bienvenue_<<n>>.txt", "chambres/<<fa>>/welcome_<<date>>.txt"),
    """مرحبا بكم — Bienvenue — Welcome
<<orgcap>>, Derb <<word>>

WIFI
<<orgcap>>_Patio
<<cred>>

Petit-déjeuner 8h-10h30 sur la terrasse
Hammam sur réservation
""",
    cred="human",
)


def _fz(s):
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.5" platform="windows">
  <Servers>
    <Server>
      <Host>ftp.{s["dom"]}</Host>
      <Port>21</Port>
      <Protocol>0</Protocol>
      <Type>0</Type>
      <User>{s["org"]}_web</User>
      <Pass encoding="base64">{enc_b64(s["cred"])}</Pass>
      <Logontype>1</Logontype>
      <Name>site riad</Name>
    </Server>
  </Servers>
</FileZilla3>
"""


def _dec_fz(text: str) -> str:
    node = ET.fromstring(text).find(".//Pass")
    if node is None or node.text is None:
        raise ValueError("no Pass")
    return dec_b64(node.text)


F.reg(
    "riadmedina_filezilla_sitemanager_base64_pass",
    ("AppData/Roaming/FileZilla/sitemanager_<<n>>.xml", "backup/<<fa>>/FileZilla/sitemanager.xml"),
    _fz,
    cred="pw_xml",
    decode=_dec_fz,
)
