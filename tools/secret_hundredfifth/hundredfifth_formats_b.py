# ruff: noqa: E501
"""Family b: a multiplex's projection booth in Lima (Peru), Spanish and Quechua."""

from __future__ import annotations

from hundredfifth_spec import Fam, basic, dec_basic

F = Fam(
    name="multiplex_booth_lima_quechua",
    orgs=("qosqoplex", "cineinti", "multicinesumaq"),
    tld="pe",
    first=(
        "José|jose",
        "Rosa|rosa",
        "Wilfredo|wilfredo",
        "Yessenia|yessenia",
        "Edgar|edgar",
        "Milagros|milagros",
        "Túpac|tupac",
        "Sumaq|sumaq",
    ),
    last=(
        "Quispe|quispe",
        "Mamani|mamani",
        "Huamán|huaman",
        "Condori|condori",
        "Flores|flores",
        "Yupanqui|yupanqui",
        "Chávez|chavez",
    ),
    words=(
        "inti",
        "pachamama",
        "chalaco",
        "miraflores",
        "cusco",
        "sumaq",
        "killa",
        "alpaca",
        "chullo",
        "pisco",
        "lucuma",
        "cancha",
        "sala",
        "cabina",
        "alianza",
    ),
    pets=("firulais", "chocolate", "pelusa", "manchas", "lucky", "canela"),
    cc="51",
    city="Lima",
)

F.reg(
    "limabooth_screenwriter_tms_device_xml",
    ("TMS/config/devices/screen<<n>>.xml", "C:/AAM/Screenwriter/devices/sala<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<device screen="Sala <<n>>" site="<<org>> <<city>>">
  <type>DolbyIMS3000</type>
  <address><<ip>></address>
  <port>443</port>
  <username>manager</username>
  <password><<cred>></password>
  <projector model="Christie CP2220" address="<<ip2>>"/>
  <kdm inbox="\\\\<<host>>\\kdm"/>
</device>
""",
    "pw_xml",
)

F.reg(
    "limabooth_culqi_cargos_node_js",
    ("dulceria/api/culqi.js", "web/server/pagos/culqi.js"),
    """// Cobro de entradas y combos con Culqi (Perú)
const axios = require('axios');

const CULQI_SECRET = '<<cred>>';

async function crearCargo(token, montoCentimos, correo) {
  const { data } = await axios.post(
    'https://api.culqi.com/v2/charges',
    { amount: montoCentimos, currency_code: 'PEN', email: correo, source_id: token },
    { headers: { Authorization: `Bearer ${CULQI_SECRET}` } },
  );
  return data;
}

module.exports = { crearCargo };
""",
    "p:culqi",
    syntax="",
)

F.reg(
    "limabooth_vista_connect_appsettings_json",
    ("kiosko/appsettings.Production.json", "app/<<org>>/appsettings.json"),
    """{
  "Logging": { "LogLevel": { "Default": "Warning" } },
  "VistaConnect": {
    "BaseUrl": "https://<<host>>/WSVistaWebClient/",
    "CinemaId": "<<nn>>",
    "ConnectApiToken": "<<cred>>"
  },
  "Kiosko": { "Nombre": "Hall <<n>>", "Impresora": "Boca Lemur" }
}
""",
    "alnum:40",
)

F.reg(
    "limabooth_whatsapp_quechua_clave_cabina",
    ("WhatsApp/Chat de WhatsApp con Cabina <<org>>.txt", "chats/proyeccion_<<date>>.txt"),
    """[<<dmy>>, <<hms>>] <<fn>> <<ln>>: Allillanchu! ¿cuál es la clave de la laptop de cabina? la de KDM
[<<dmy>>, <<hms>>] <<fn2>>: usuario proyeccion
[<<dmy>>, <<hms>>] <<fn2>>: clave <<cred>>
[<<dmy>>, <<hms>>] <<fn>> <<ln>>: Añañaw, sulpayki 🙌
""",
    "human",
)

F.reg(
    "limabooth_ims_logs_crontab_sshpass",
    ("cabina/crontab.txt", "var/spool/cron/crontabs/<<user>>"),
    """# m h  dom mon dow   command
# copia de logs del servidor de sala a NAS (sala <<n>>)
15 3 * * * sshpass -p '<<cred>>' rsync -az manager@<<ip>>:/var/log/ims/ /srv/logs/sala<<n>>/
30 3 * * 1 find /srv/logs -mtime +60 -delete
""",
    "pw_sq",
)


def _basic_hist(s: dict) -> str:
    b = basic("admin", s["cred"])
    return f"""ping -c 2 {s["ip2"]}
curl -s http://{s["ip2"]}/api/status
curl -s -H "Authorization: Basic {b}" http://{s["ip2"]}/api/lamp/hours
curl -s -X POST -H "Authorization: Basic {b}" http://{s["ip2"]}/api/douser/open
history | tail
"""


F.reg(
    "limabooth_projector_web_curl_basic_history",
    ("home/<<user>>/.bash_history", "cabina/.bash_history"),
    _basic_hist,
    "pw_bare",
    syntax="",
    decode=dec_basic,
)

F.reg(
    "limabooth_turnos_xlsx_sharedstrings",
    ("turnos/xl/sharedStrings.xml", "cabina/turnos_<<year>>/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="8" uniqueCount="8">
<si><t>Sala</t></si><si><t>Proyectista</t></si><si><t>Usuario TMS</t></si><si><t>Clave</t></si>
<si><t>Sala <<n>></t></si><si><t><<fn>> <<ln>></t></si><si><t><<user>></t></si><si><t><<cred>></t></si>
</sst>
""",
    "human_x",
)

F.reg(
    "limabooth_dcp_ingest_id_rsa_key_file",
    ("cabina/.ssh/id_rsa", "home/<<user>>/.ssh/id_rsa_ingest"),
    "<<cred>>\n",
    "rsa",
    syntax="",
)
