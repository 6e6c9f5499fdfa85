# ruff: noqa: E501
"""Family h: a Montessori kindergarten (jardín infantil) in Valparaíso, Chile (Spanish)."""

from __future__ import annotations

import json

from hundredeighteenth_spec import Fam, accent_pw

CL = Fam(
    name="jardin_montessori_valparaiso",
    orgs=("semillita", "arcoirisito", "pequenomundo"),
    tld="cl",
    first=(
        ("Camila", "camila"),
        ("Matías", "matias"),
        ("Valentina", "valentina"),
        ("Benjamín", "benjamin"),
        ("Javiera", "javiera"),
        ("Sebastián", "sebastian"),
        ("Constanza", "constanza"),
    ),
    last=(
        ("González", "gonzalez"),
        ("Muñoz", "munoz"),
        ("Rojas", "rojas"),
        ("Díaz", "diaz"),
        ("Contreras", "contreras"),
        ("Sepúlveda", "sepulveda"),
    ),
    words=(
        "valpo",
        "cerro",
        "colocolo",
        "wanderers",
        "empanada",
        "cueca",
        "copihue",
        "andes",
        "pudu",
        "chile",
        "sopaipilla",
        "jardin",
        "montessori",
        "mariposa",
        "caracol",
        "pacifico",
    ),
    pets=("cachupin", "firulais", "negrita", "chasca", "tobi", "canela", "pelusa"),
    cc="+56",
    grades=("Sala Cuna", "Nivel Medio", "Casa de Niños", "Transición"),
)
ACCENTED = ("ñandú", "pingüino", "corazón", "canción", "montaña", "araucaría", "piñón", "mamá")

CL.reg(
    "jardin_whatsapp_android_cl_clave_apoderados",
    (
        "WhatsApp/Chat de WhatsApp con Educadoras <<orgc>> <<n>>.txt",
        "Descargas/chat_jardin_<<date>>.txt",
    ),
    """<<d>>-<<mo>>-<<y>> <<hm>> - <<fn>> <<ln>>: Tía, ¿cuál es la clave de la app de apoderados para subir las fotos de <<grade>>?
<<d>>-<<mo>>-<<y>> <<hm>> - <<fn2>> <<ln2>>: Usuario: fotos@<<dom>>
<<d>>-<<mo>>-<<y>> <<hm>> - <<fn2>> <<ln2>>: La clave es <<cred>>
<<d>>-<<mo>>-<<y>> <<hm>> - <<fn2>> <<ln2>>: Porfa no la compartas en el grupo de apoderados 🙏
<<d>>-<<mo>>-<<y>> <<hm>> - <<fn>> <<ln>>: Gracias tía!!
""",
    "human",
)

CL.reg(
    "jardin_transbank_webpay_plus_rails_yml",
    ("config/transbank.yml", "mensualidades/<<org>>/config/transbank.yml"),
    """# Webpay Plus - pago de mensualidades
production:
  commerce_code: "5970<<n>><<n>>"
  api_key_secret: "<<cred>>"
  environment: "production"
  return_url: "https://pagos.<<dom>>/webpay/retorno"
""",
    "p:transbank",
)

CL.reg(
    "jardin_khipu_receiver_secret_php",
    ("pagos/khipu_config.php", "public_html/<<org>>/khipu/config.php"),
    """<?php
// Khipu - transferencia simple para matrícula <<y>>
$receiver_id = <<n>><<n2>>;
$secret = '<<cred>>';
$notify_url = 'https://<<dom>>/khipu/notificacion.php';
$return_url = 'https://<<dom>>/matricula/gracias';
""",
    "p:khipu",
    syntax="",
)

CL.reg(
    "jardin_dahua_cctv_vlc_xspf_playlist",
    ("Escritorio/camaras_sala_<<n>>.xspf", "Videos/jardin_<<org>>_<<n>>.xspf"),
    """<?xml version="1.0" encoding="UTF-8"?>
<playlist xmlns="http://xspf.org/ns/0/" xmlns:vlc="http://www.videolan.org/vlc/playlist/ns/0/" version="1">
  <title>Cámaras jardín</title>
  <trackList>
    <track>
      <location>rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&amp;subtype=1</location>
      <title>Sala Cuna</title>
    </track>
    <track>
      <location>rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=2&amp;subtype=1</location>
      <title>Patio</title>
    </track>
  </trackList>
</playlist>
""",
    "pw_url",
    syntax="xml",
)

CL.reg(
    "jardin_educadora_email_clave_sige_mineduc",
    ("Correo/Enviados/sige_<<n>>.eml", "correos/clave_sige_<<date>>.eml"),
    """From: <<fa2>> <<la2>> <direccion@<<dom>>>
To: <<email>>
Subject: Clave SIGE - asistencia
Date: Wed, <<d>> Apr <<y>> <<hms>> -0400
Content-Type: text/plain; charset="UTF-8"

Hola <<fn>>:

Te dejo los datos para registrar la asistencia diaria en SIGE mientras estoy con licencia.

RUT usuario: <<n>>.<<n>>-K
Clave: <<cred>>

Recuerda cerrar la asistencia antes de las 12:00. Cualquier cosa me escribes al <<phone2>>.

Cariños,
<<fn2>>
""",
    "human",
)


def _app_json(s: dict) -> str:
    doc = {
        "app": "jardin-familias",
        "version": "2.4.1",
        "api": {"baseUrl": f"https://api.{s['dom']}/v1", "timeout": 15000},
        "cuentaEducadora": {"usuario": s["email"], "clave": s["cred"], "nivel": s["grade"]},
        "notificaciones": {"habilitadas": True},
    }
    return json.dumps(doc, indent=2, ensure_ascii=True) + "\n"


CL.reg(
    "jardin_familias_app_json_unicode_escaped_clave",
    ("tablet/app_config_<<n>>.json", "Android/data/cl.<<org>>.familias/files/config.json"),
    _app_json,
    lambda rng: accent_pw(rng, ACCENTED),
    decode=lambda t: json.loads(t)["cuentaEducadora"]["clave"],
)

CL.reg(
    "jardin_raspberry_kiosk_wpa_supplicant",
    ("boot/wpa_supplicant_<<n>>.conf", "kiosko-<<org>>/etc/wpa_supplicant/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=CL

network={
    ssid="<<orgc>>-Educadoras"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    "human_x",
)

CL.reg(
    "jardin_fotos_rclone_drive_token_conf",
    ("home/<<fa>>/.config/rclone/rclone.conf", "respaldo/<<org>>_rclone_<<n>>.conf"),
    """[fotos_drive]
type = drive
scope = drive
root_folder_id = <<hex8>>
token = {"access_token":"ya29.a0<<at>>","token_type":"Bearer","refresh_token":"<<cred>>","expiry":"<<date>>T<<hms>>.000000-04:00"}
team_drive =
""",
    "p:google_refresh",
    syntax="",
    extra=lambda rng, s: {"at": CL.cred(rng, "alnum:80")},
)
