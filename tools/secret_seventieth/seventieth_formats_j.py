# ruff: noqa: E501
"""Family j: CCTV camera installers in Managua (Nicaragua), Nicaraguan Spanish."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from seventieth_spec import Fam, hexs, need_chars

F = Fam(
    name="managua_cctv_camera_installers",
    orgs=("vigilanica", "ojoseguro", "camaraspinolero"),
    tld="com.ni",
    first=(
        ("Yader", "yader"),
        ("Marvin", "marvin"),
        ("Scarleth", "scarleth"),
        ("Darling", "darling"),
        ("Francisco", "francisco"),
        ("Ingrid", "ingrid"),
        ("Ervin", "ervin"),
        ("Jahaira", "jahaira"),
    ),
    last=(
        ("Espinoza", "espinoza"),
        ("Aráuz", "arauz"),
        ("Gutiérrez", "gutierrez"),
        ("Obando", "obando"),
        ("Mairena", "mairena"),
        ("Lacayo", "lacayo"),
    ),
    words=(
        "pinolillo",
        "nacatamal",
        "gallopinto",
        "momotombo",
        "masaya",
        "granada",
        "chele",
        "quesillo",
        "vigoron",
        "rosquilla",
        "chinandega",
        "tuani",
        "chunche",
        "nica",
        "cacao",
        "volcan",
        "xolotlan",
        "indio",
    ),
    pets=("chispa", "canela", "rocky", "negrita", "bruno", "pelusa"),
    towns=("Managua", "Masaya", "Granada", "León", "Estelí", "Chinandega"),
    cc="+505",
)


def _isapi_xml(s: dict) -> str:
    root = ET.Element(
        "UserList", {"version": "2.0", "xmlns": "http://www.hikvision.com/ver20/XMLSchema"}
    )
    for i, (name, level, pw) in enumerate(
        (("admin", "Administrator", None), (s["inst"], "Operator", s["cred"]))
    ):
        u = ET.SubElement(root, "User", {"version": "2.0"})
        ET.SubElement(u, "id").text = str(i + 1)
        ET.SubElement(u, "userName").text = name
        if pw is not None:
            ET.SubElement(u, "password").text = pw
        ET.SubElement(u, "userLevel").text = level
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def _dec_isapi(text: str) -> str:
    root = ET.fromstring(text.encode())
    return root.find(".//{http://www.hikvision.com/ver20/XMLSchema}password").text


F.reg(
    "managua_cctv_hikvision_isapi_userlist_xml_escaped",
    ("isapi/PUT_Security_users_<<d8>>.xml", "clientes/<<fa2>>_<<town>>/nvr_users_<<n>>.xml"),
    _isapi_xml,
    need_chars("&<>", "pw_xml"),
    extra=lambda rng, s: {"inst": f"operador{s['n']}"},
    decode=_dec_isapi,
)

F.reg(
    "managua_cctv_nica_whatsapp_contra_dvr",
    ("WhatsApp Chat with <<fa2>> cámaras.txt", "chats/<<org>>/WhatsApp Chat - Técnicos <<d8>>.txt"),
    """<<mdy>>, <<time>> - <<fn2>> <<ln2>>: Ideay <<fn>>, el cliente de <<town>> dice que no mira las cámaras en el cel
<<mdy>>, <<time>> - <<fn>> <<ln>>: Hay que reingresar el DVR en la app, que se le borró
<<mdy>>, <<time2>> - <<fn2>> <<ln2>>: Y cuál es la contra del DVR? yo no la tengo
<<mdy>>, <<time2>> - <<fn>> <<ln>>: usuario admin, contra <<cred>>
<<mdy>>, <<time2>> - <<fn2>> <<ln2>>: Tuani, ya quedó 👌
""",
    "human",
)

F.reg(
    "managua_cctv_vlc_m3u_playlist_rtsp_userinfo",
    ("playlists/<<fa2>>_camaras.m3u", "Users/<<fa>>/Videos/<<org>>_<<town>>_<<n>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Entrada principal
rtsp://admin:<<cred>>@<<pub_ip>>:554/Streaming/Channels/101
#EXTINF:-1,Bodega
rtsp://admin:<<cred>>@<<pub_ip>>:554/Streaming/Channels/201
#EXTINF:-1,Caja
rtsp://admin:<<cred>>@<<pub_ip>>:554/Streaming/Channels/301
""",
    "pw_url",
    syntax="",
)

F.reg(
    "managua_cctv_ezviz_open_platform_app_secret_py",
    ("ezviz/listar_camaras.py", "home/<<fa>>/ezviz_<<org>>_<<n>>.py"),
    '''"""Lista las cámaras de los clientes en EZVIZ Open Platform y avisa las que están offline."""

import json
import urllib.parse
import urllib.request

APP_KEY = "<<appkey>>"
APP_SECRET = "<<cred>>"


def token() -> str:
    data = urllib.parse.urlencode({"appKey": APP_KEY, "appSecret": APP_SECRET}).encode()
    with urllib.request.urlopen("https://open.ezvizlife.com/api/lapp/token/get", data) as r:
        return json.load(r)["data"]["accessToken"]


def offline(tok: str) -> list:
    data = urllib.parse.urlencode({"accessToken": tok, "pageStart": 0, "pageSize": 50}).encode()
    with urllib.request.urlopen("https://open.ezvizlife.com/api/lapp/device/list", data) as r:
        return [d["deviceSerial"] for d in json.load(r)["data"] if d["status"] != 1]


if __name__ == "__main__":
    print(offline(token()))
''',
    "p:ezviz",
    extra=lambda rng, s: {"appkey": hexs(rng, 32)},
)

F.reg(
    "managua_cctv_spanish_email_cotizacion_acceso_app",
    ("correo/enviados/<<d8>>_<<fa2>>.eml", "mail/Sent/<<ts>>.<<nnnn>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<ln2>> <<fa2>>.<<la2>>@gmail.com
Subject: Instalación finalizada - acceso a sus cámaras
Date: Fri, 21 Feb <<year>> <<time>>:00 -0600
Content-Type: text/plain; charset=utf-8

Estimado(a) <<fn2>>:

Le confirmamos que la instalación de 4 cámaras y el NVR en su negocio de <<town>> quedó terminada.
Para ver las cámaras desde el celular descargue la app Hik-Connect e ingrese con:

  Usuario: <<fa2>><<n>>
  Contraseña: <<cred>>

Le recomendamos cambiarla desde la misma app. La garantía es de 12 meses.

Saludos,
<<fn>> <<ln>>
<<orgc>> - Seguridad electrónica
""",
    "human",
)

F.reg(
    "managua_cctv_clientes_notes_txt_ip_user_pass",
    ("Documentos/clientes_dvr.txt", "Users/<<fa>>/Desktop/clientes_<<year>>.txt"),
    """CLIENTES DVR / NVR  (no compartir)
-----------------------------------
Ferretería <<la2>> (<<town>>) - NVR 8ch
  ip pública <<pub_ip>>  puerto 8000
  admin / <<cred>>

Farmacia San Judas - DVR 4ch
  ddns: farmaciasj.ddns.net
  admin / (la tiene el dueño)
""",
    "human_x",
    syntax="",
)

F.reg(
    "managua_cctv_zoneminder_zm_conf_db",
    ("etc/zm/zm.conf", "backup/zm-<<org>>-<<d8>>/zm.conf"),
    """# ZoneMinder configuration file - servidor de monitoreo <<orgc>>
ZM_DB_TYPE=mysql
ZM_DB_HOST=localhost
ZM_DB_NAME=zm
ZM_DB_USER=zmuser
ZM_DB_PASS=<<cred>>
ZM_DB_SSL_CA_CERT=
ZM_SERVER_HOST=
""",
    "pw",
    syntax="",
)

F.reg(
    "managua_cctv_motion_snapshot_telegram_bash",
    ("usr/local/bin/alerta_movimiento.sh", "home/<<fa>>/scripts/alerta_<<town>>.sh"),
    """#!/bin/bash
# Manda foto al grupo de Telegram cuando el NVR detecta movimiento de noche
BOT="<<cred>>"
CHAT="-100<<chat>>"
SNAP="/tmp/snap_$(date +%s).jpg"
curl -s --digest -u admin:"$NVR_PASS" "http://<<lan>>/ISAPI/Streaming/channels/101/picture" -o "$SNAP"
curl -s -F chat_id="$CHAT" -F photo=@"$SNAP" -F caption="Movimiento <<town>> $(date +%H:%M)" "https://api.telegram.org/bot${BOT}/sendPhoto"
rm -f "$SNAP"
""",
    "p:telegram_bot",
    syntax="",
    extra=lambda rng, s: {"chat": rng.randint(10**9, 10**10 - 1)},
)
