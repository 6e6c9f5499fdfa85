# ruff: noqa: E501
"""Family b: a marine-biology field station in Chilean Patagonia (Spanish)."""

from __future__ import annotations

import unicodedata

from hundredtwelfth_spec import Fam, fods, prov


def _a(s: str) -> str:
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().lower()


CL = Fam(
    name="fjord_marine_station_aysen",
    key="fiordo",
    orgs=("fiordomar",),
    tld="cl",
    first=tuple(
        (n, _a(n))
        for n in (
            "Catalina",
            "Matías",
            "Javiera",
            "Benjamín",
            "Constanza",
            "Sebastián",
            "Fernanda",
            "Tomás",
            "Antonia",
            "Ignacio",
        )
    ),
    last=tuple(
        (n, _a(n))
        for n in (
            "González",
            "Muñoz",
            "Rojas",
            "Díaz",
            "Soto",
            "Contreras",
            "Silva",
            "Sepúlveda",
            "Morales",
            "Cárcamo",
        )
    ),
    words=(
        "ballena",
        "pinguino",
        "fiordo",
        "chilote",
        "curanto",
        "huemul",
        "copihue",
        "lluvia",
        "marea",
        "calafate",
        "austral",
        "puyuhuapi",
        "lobomarino",
        "merluza",
        "centolla",
        "chucao",
        "volcan",
        "pudu",
        "chungungo",
        "tepual",
    ),
    pets=("cachupin", "tobi", "canela", "negrita", "pelusa", "chiqui", "manchas"),
    cc="56",
    places=("Puerto Aysen", "Coyhaique", "Puyuhuapi", "Castro", "Puerto Montt", "Chaiten"),
)

CL.reg(
    "chilean_whatsapp_clave_pc_ctd",
    ("WhatsApp Chat - Estacion <<place>>.txt", "chats/whatsapp_<<fa>>_<<n>>.txt"),
    """[<<dd>>-<<mm>>-<<yy>>, <<t1>>:12] <<first>> <<last>>: Cabros, mañana sale la lancha a las 7 al fiordo, lleven ropa de agua
[<<dd>>-<<mm>>-<<yy>>, <<t2>>:40] <<first2>> <<last2>>: <<first>> cuál es la clave del PC del CTD? el SeatermV2 me pide login de Windows
[<<dd>>-<<mm>>-<<yy>>, <<t3>>:05] <<first>> <<last>>: usuario estacion, la clave es <<cred>>
[<<dd>>-<<mm>>-<<yy>>, <<t3>>:06] <<first>> <<last>>: y no la cambien po, que después nadie se acuerda
[<<dd>>-<<mm>>-<<yy>>, <<t4>>:51] <<first2>> <<last2>>: Listo, gracias! ya bajé los perfiles 👌
""",
    cred="human",
)

CL.reg(
    "rockblock_iridium_python_poller",
    ("mooring/telemetry/poll_rockblock_<<n>>.py", "home/<<user>>/boya/rockblock_poll.py"),
    '''"""Descarga los mensajes SBD de la boya oceanográfica (RockBLOCK 9603) y los guarda en la BD."""

import requests

ROCK7_USER = "<<user>>@<<dom>>"
ROCK7_PASS = '<<cred>>'
IMEI = "30043406<<n2>><<n2>>"


def poll(since: str) -> list[dict]:
    r = requests.get(
        "https://rockblock.rock7.com/rockblock/MT",
        params={"username": ROCK7_USER, "password": ROCK7_PASS, "imei": IMEI, "since": since},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()


if __name__ == "__main__":
    for msg in poll("<<date>>"):
        print(msg.get("transmit_time"), msg.get("data"))
''',
    cred="pw_sq",
)

CL.reg(
    "erddap_setup_xml_email_password",
    ("tomcat/content/erddap/setup.xml", "srv/erddap-<<n>>/content/erddap/setup.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<setup>
  <bigParentDirectory>/erddapData/</bigParentDirectory>
  <baseUrl>http://datos.<<dom>></baseUrl>
  <baseHttpsUrl>https://datos.<<dom>></baseHttpsUrl>
  <emailEverythingTo><<email>></emailEverythingTo>
  <emailFromAddress>erddap@<<dom>></emailFromAddress>
  <emailUserName>erddap@<<dom>></emailUserName>
  <emailPassword><<cred>></emailPassword>
  <emailProperties>mail.smtp.starttls.enable|true</emailProperties>
  <emailSmtpHost>smtp.gmail.com</emailSmtpHost>
  <emailSmtpPort>587</emailSmtpPort>
  <adminInstitution>Estacion de Biologia Marina Aysen</adminInstitution>
  <adminIndividualName><<first>> <<last>></adminIndividualName>
  <adminEmail><<email>></adminEmail>
</setup>
""",
    cred="pw_xml",
)

CL.reg(
    "vessel_openwrt_uci_wireless",
    ("lancha/router/etc/config/wireless", "backups/openwrt-lancha-<<n>>/etc/config/wireless"),
    """
config wifi-device 'radio0'
\toption type 'mac80211'
\toption path 'platform/ahb/18100000.wmac'
\toption channel '6'
\toption band '2g'
\toption htmode 'HT20'
\toption country 'CL'

config wifi-iface 'default_radio0'
\toption device 'radio0'
\toption network 'lan'
\toption mode 'ap'
\toption ssid 'Lancha-<<org>>'
\toption encryption 'psk2'
\toption key '<<cred>>'
""",
    cred="human_x",
    syntax="",
)

CL.reg(
    "rclone_conf_gcs_hmac_videos",
    ("home/<<user>>/.config/rclone/rclone.conf", "estacion/pc-video-<<n>>/rclone.conf"),
    """[gcs-videos]
type = s3
provider = GCS
access_key_id = <<akid>>
secret_access_key = <<cred>>
endpoint = https://storage.googleapis.com

[nas]
type = smb
host = <<ip>>
user = estacion
""",
    cred="p:goog_hmac_secret",
    syntax="ini",
    extra=lambda rng, s: s.update(akid=prov(rng, "goog_hmac_id")),
)

CL.reg(
    "cytometer_pc_anydesk_sticky_note",
    ("fotos_lab/post-it_citometro_<<n>>.txt", "Escritorio/nota_<<fa>>.txt"),
    """PC CITOMETRO (FlowCam)
AnyDesk <<n2>> <<n2>> <<n>>
clave
<<cred>>
no apagar durante incubacion!!
""",
    cred="human",
    syntax="",
)

CL.reg(
    "transbank_webpay_node_config",
    ("web-cursos/src/config/transbank.js", "inscripciones-<<n>>/config/webpay.js"),
    """// Inscripciones curso de campo (Webpay Plus, produccion) - <<first>> <<last>>
const { WebpayPlus, Options, Environment } = require("transbank-sdk");

const COMMERCE_CODE = "5970<<n2>><<n2>><<n>>";
const API_KEY_SECRET = "<<cred>>";

const tx = new WebpayPlus.Transaction(
  new Options(COMMERCE_CODE, API_KEY_SECRET, Environment.Production)
);

module.exports = { tx };
""",
    cred="p:transbank",
    syntax="",
)


def _dive(s):
    return fods(
        "cuentas",
        [
            ["servicio", "usuario", "clave", "nota"],
            ["Shearwater Cloud", str(s["email"]), str(s["cred"]), "computadores de buceo"],
            ["Windy", "estacion", "lluvia" + str(s["n2"]), "pronostico"],
            ["Garmin Connect", str(s["email2"]), "(pedir a " + str(s["fa2"]) + ")", ""],
        ],
    )


CL.reg(
    "dive_accounts_flat_ods",
    ("buceo/cuentas_buceo_<<year>>.fods", "compartido/<<user>>/bitacora_buceo_<<n>>.fods"),
    _dive,
    cred="human_x",
    syntax="xml",
)
