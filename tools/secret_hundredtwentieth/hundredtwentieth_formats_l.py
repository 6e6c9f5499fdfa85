# ruff: noqa: E501
"""Family l: a photo-booth rental for weddings in Braga, Portugal (European Portuguese)."""

import json

from hundredtwentieth_spec import Fam

F = Fam(
    name="fotocabine_casamento_braga",
    orgs=("cabinefoto", "sorrisobooth", "flashminho", "espelhomagico"),
    tld="pt",
    first=(
        ("João", "joao"),
        ("Inês", "ines"),
        ("Tiago", "tiago"),
        ("Beatriz", "beatriz"),
        ("Rui", "rui"),
        ("Mariana", "mariana"),
    ),
    last=(
        ("Silva", "silva"),
        ("Sousa", "sousa"),
        ("Gonçalves", "goncalves"),
        ("Pereira", "pereira"),
        ("Magalhães", "magalhaes"),
        ("Fernandes", "fernandes"),
    ),
    words=(
        "saudade",
        "bacalhau",
        "fado",
        "minho",
        "braga",
        "geres",
        "sardinha",
        "galo",
        "azulejo",
        "pastel",
        "vinhoverde",
        "festa",
        "noivos",
        "bomjesus",
    ),
    pets=("tareco", "bolinhas", "piloto", "kiko", "nina", "faisca"),
    cc="351",
    city="Braga",
)

F.reg(
    "fotocabine_portuguese_whatsapp_palavra_passe",
    ("Conversa do WhatsApp com <<fn>> <<nn>>.txt", "wa/<<fa>>_<<date>>.txt"),
    """<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Bom dia! O portátil da cabine pede a palavra-passe do Windows outra vez
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn2>>: utilizador cabine, palavra-passe <<cred>>
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Obrigado! Já está a imprimir, os noivos estão a adorar 📸
""",
    cred="human",
)

F.reg(
    "fotocabine_dslrbooth_ftp_upload_settings_xml",
    ("ProgramData/dslrBooth/settings_<<nn>>.xml", "cabine-<<org>>/dslrBooth/Settings.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<Settings>
  <EventName>Casamento <<la>> — Quinta do Minho</EventName>
  <Printing Enabled="true" Copies="2" />
  <Upload>
    <Ftp Enabled="true">
      <Host>ftp.<<dom>></Host>
      <Port>21</Port>
      <User>booth<<nn>></User>
      <Password><<cred>></Password>
      <RemoteFolder>/eventos/<<date>></RemoteFolder>
    </Ftp>
  </Upload>
</Settings>
""",
    cred="pw_xml",
)

F.reg(
    "fotocabine_ifthenpay_mbway_php",
    (
        "reservas/config/ifthenpay_<<nn>>.php",
        "<<org>>/wp-content/plugins/reservas-cabine/ifthenpay.php",
    ),
    """<?php
// Sinal de reserva da cabine: MB WAY e Multibanco (ifthenpay)
define('IFTHENPAY_MBWAY_KEY', '<<mbk>>');
define('IFTHENPAY_BACKOFFICE_KEY', '<<cred>>');
define('IFTHENPAY_ANTI_PHISHING', '<<hex40>>');
define('IFTHENPAY_CALLBACK', 'https://<<dom>>/ifthenpay/callback');
""",
    cred="p:ifthenpay",
    syntax="",
    extra=lambda r, s: {
        "mbk": "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(3))
        + "-"
        + str(r.randint(100000, 999999))
    },
)

F.reg(
    "fotocabine_share_station_sendgrid_env",
    ("partilha/.env", "<<org>>-share/<<fa>>/.env"),
    """# estação de partilha: envia as fotos da cabine por e-mail aos convidados
SHARE_FROM=fotos@<<dom>>
SHARE_FROM_NAME="<<orgc>> Photo Booth"
SENDGRID_API_KEY=<<cred>>
GALLERY_BASE=https://galeria.<<dom>>/<<y>>
""",
    cred="p:sendgrid",
)

F.reg(
    "fotocabine_portuguese_email_senha_galeria_noivos",
    ("correio/enviados/<<date>>_<<nn>>.eml", "Mail/<<fa>>/galeria-<<d>><<m>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: As fotografias da cabine do vosso casamento
Date: Mon, <<d>> Sep <<y>> <<hh>>:<<mi>>:00 +0100
Content-Type: text/plain; charset=utf-8

Olá <<fn2>>,

Muitos parabéns pelo casamento! As 412 fotografias da cabine já estão na galeria online:

https://galeria.<<dom>>/<<la>>-<<y>>
Palavra-passe: <<cred>>

Podem descarregar tudo em alta resolução durante 60 dias.

Um abraço,
<<fn>> — <<orgc>>
""",
    cred="human",
)


def _fully(s):
    return json.dumps(
        {
            "startURL": "http://localhost:1500/",
            "kioskMode": True,
            "kioskPin": str(1000 + s["nnn"]),
            "remoteAdmin": True,
            "remoteAdminPassword": s["cred"],
            "screenBrightness": "220",
            "motionDetection": False,
        },
        indent=2,
    )


F.reg(
    "fotocabine_fully_kiosk_tablet_settings_json",
    ("tablet/fully-settings-<<nn>>.json", "cabine-<<org>>/fully_<<fa>>.json"),
    _fully,
    cred="pw_json",
)

F.reg(
    "fotocabine_booth_pi_wpa_supplicant",
    ("boot/wpa_supplicant-<<nn>>.conf", "rpi-<<org>>/etc/wpa_supplicant/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=PT

network={
    ssid="Cabine-<<orgc>>"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    cred="human_x",
)

F.reg(
    "fotocabine_moloni_invoicing_python",
    ("scripts/faturas_moloni_<<nn>>.py", "<<org>>/faturacao/moloni.py"),
    '''"""Emite faturas-recibo no Moloni depois de cada evento."""

import requests

MOLONI_CLIENT_ID = "<<org>>"
MOLONI_CLIENT_SECRET = "<<cred>>"
MOLONI_USER = "<<email>>"


def token(password):
    return requests.get(
        "https://api.moloni.pt/v1/grant/",
        params={
            "grant_type": "password",
            "client_id": MOLONI_CLIENT_ID,
            "client_secret": MOLONI_CLIENT_SECRET,
            "username": MOLONI_USER,
            "password": password,
        },
    ).json()["access_token"]
''',
    cred="hex:40",
)
