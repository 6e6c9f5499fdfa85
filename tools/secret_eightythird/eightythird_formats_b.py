# ruff: noqa: E501
"""Family b: a drone survey company in Cusco and Lima (Peru; Spanish, some Quechua)."""

from __future__ import annotations

from eightythird_spec import Fam, alnum, email, sms_xml, wa

F = Fam(
    name="ortomosaico_drone_survey_peru",
    orgs=("condorortofoto", "intimapeo", "vuelandino", "pachageo"),
    tld="com.pe",
    first=(
        ("Rosa", "rosa"),
        ("Luis", "luis"),
        ("Carmen", "carmen"),
        ("Jorge", "jorge"),
        ("Milagros", "milagros"),
        ("Wilber", "wilber"),
        ("Yesenia", "yesenia"),
        ("Edwin", "edwin"),
    ),
    last=(
        ("Quispe", "quispe"),
        ("Mamani", "mamani"),
        ("Huamán", "huaman"),
        ("Condori", "condori"),
        ("Flores", "flores"),
        ("Ccori", "ccori"),
        ("Apaza", "apaza"),
    ),
    words=(
        "condor",
        "inti",
        "machu",
        "cusco",
        "ayacucho",
        "huascaran",
        "titicaca",
        "pachamama",
        "alpaca",
        "misti",
        "matrice",
        "quinoa",
        "vicuna",
        "chaski",
        "sacsayhuaman",
        "urubamba",
    ),
    pets=("firulais", "pelusa", "chaski", "tito", "negrita", "canela"),
    cc="51",
    places=("Cusco", "Arequipa", "Huancayo", "Cajamarca", "Piura", "Puno"),
    regs=("M350-01", "M300-02", "P4RTK-03", "M3E-07", "MAVIC3E-05"),
    tz="-0500",
)

F.reg(
    "ortomosaico_pix4d_cloud_oauth_client_secret_python",
    ("procesamiento/pix4d_subir_<<nn>>.py", "scripts/pix4dcloud_<<place>>_<<date>>.py"),
    '''"""Sube las fotos del vuelo a PIX4Dcloud y lanza el procesamiento del ortomosaico."""

import requests

CLIENT_ID = "<<cid>>"
CLIENT_SECRET = "<<cred>>"
TOKEN_URL = "https://cloud.pix4d.com/oauth2/token/"


def token() -> str:
    r = requests.post(
        TOKEN_URL,
        data={"grant_type": "client_credentials", "client_id": CLIENT_ID, "client_secret": CLIENT_SECRET},
        timeout=30,
    )
    return r.json()["access_token"]


headers = {"Authorization": f"Bearer {token()}"}
proyecto = requests.post(
    "https://cloud.pix4d.com/project/api/v3/projects/",
    json={"name": "<<place>> catastro <<date>>"},
    headers=headers,
    timeout=30,
).json()
print(proyecto["id"])
''',
    "alnum:64",
    extra=lambda rng, s: s.update(cid=alnum(rng, 40)),
)

F.reg(
    "ortomosaico_dji_cloud_api_application_yml_app_license",
    (
        "flighthub-local/src/main/resources/application.yml",
        "dock/<<org>>-cloud-api/application-prod.yml",
    ),
    """server:
  port: 6789
spring:
  datasource:
    druid:
      url: jdbc:mysql://<<ip>>:3306/cloud_sample?useSSL=false
      username: dji_dock
      password: ${MYSQL_PASSWORD}
  redis:
    host: <<ip>>
    port: 6379
cloud-api:
  app:
    id: <<nn>>1<<n>>
    key: "<<cred>>"
    license: "<<lic>>"
mqtt:
  BASIC:
    host: mqtt.<<dom>>
    port: 1883
    username: dock_<<place>>
""",
    "p:dji",
    extra=lambda rng, s: s.update(
        lic=alnum(rng, 120, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        + "="
    ),
)

F.reg(
    "ortomosaico_spanish_whatsapp_clave_cuenta_dji",
    ("WhatsApp Chat con Pilotos <<orgc>> <<nn>>.txt", "chats/pilotos_<<place>>_<<date>>.txt"),
    lambda s: wa(
        [
            (
                s["first"],
                f"Mañana vuelo en {s['place']}, levantamiento de 120 ha con el {s['reg']}",
            ),
            (s["first2"], "Ok. La app DJI Pilot 2 me pide iniciar sesión otra vez"),
            (s["first"], f"cuenta: {s['email']}"),
            (s["first"], f"clave {s['cred']}"),
            (s["first2"], "Listo, ya entré. Sulpayki 🙌"),
            (s["first"], "No olvides cargar las baterías y el RTK"),
        ],
        s,
        style="mdy12",
    ),
    "human",
    syntax="",
)

F.reg(
    "ortomosaico_culqi_charges_node_secret_key",
    ("web/cotizador/server/culqi.js", "api/pagos/<<org>>-culqi-<<nn>>.js"),
    """const express = require("express");
const axios = require("axios");

const CULQI_PUBLIC = "pk_live_<<pk>>";
const CULQI_SECRET = "<<cred>>";

const router = express.Router();

router.post("/cobro", async (req, res) => {
  const { token, monto, correo } = req.body;
  const r = await axios.post(
    "https://api.culqi.com/v2/charges",
    { amount: monto, currency_code: "PEN", email: correo, source_id: token },
    { headers: { Authorization: `Bearer ${CULQI_SECRET}` } }
  );
  res.json({ ok: true, id: r.data.id, public: CULQI_PUBLIC });
});

module.exports = router;
""",
    "p:culqi",
    extra=lambda rng, s: s.update(pk=alnum(rng, 16)),
    syntax="",
)

F.reg(
    "ortomosaico_rtklib_rtkrcv_ntrip_caster_conf",
    ("gnss/base_<<place>>/rtkrcv.conf", "rtk/<<reg>>_rtkrcv_<<nn>>.conf"),
    """# rtkrcv options for the survey base (RTKLIB 2.4.3)
pos1-posmode       =kinematic
pos1-frequency     =l1+l2
pos1-navsys        =15
pos2-armode        =fix-and-hold
out-solformat      =llh
inpstr1-type       =serial
inpstr1-path       =ttyACM0:115200:8:n:1:off
inpstr1-format     =ubx
inpstr2-type       =ntripcli
inpstr2-path       =<<user>>:<<cred>>@caster.<<dom>>:2101/<<mount>>
inpstr2-format     =rtcm3
outstr1-type       =file
outstr1-path       =/home/pi/sol/%Y%m%d%h.pos
""",
    "pw_url",
    extra=lambda rng, s: s.update(mount=s["place"].upper()[:4] + s["n"]),
    syntax="",
)

F.reg(
    "ortomosaico_client_email_spanish_contrasena_sftp",
    ("correo/enviados/<<date>>_entregables_<<place>>.eml", "mail/<<fa>>/entrega_<<nn>>.eml"),
    lambda s: email(
        s,
        s["email"],
        f"catastro@muni{s['place'].lower()}.gob.pe",
        f"Entregables vuelo {s['place']} {s['dmy']}",
        f"Estimados:\n\nLes informamos que el ortomosaico (GSD 2,5 cm), el MDS y las curvas de nivel ya están en nuestro servidor.\n\n"
        f"Servidor: sftp://datos.{s['dom']}:22\nUsuario: muni{s['place'].lower()}\nContraseña: {s['cred']}\n\n"
        f"El enlace vence en 15 días.\n\nAtentamente,\n{s['first']} {s['last']}\nJefe de Fotogrametría – {s['orgc']}\n",
    ),
    "human",
    syntax="",
)

F.reg(
    "ortomosaico_rclone_conf_wasabi_orthomosaic_bucket",
    ("home/<<fa>>/.config/rclone/rclone.conf", "backup/<<org>>_rclone_<<nn>>.conf"),
    """[wasabi-ortos]
type = s3
provider = Wasabi
access_key_id = <<akid>>
secret_access_key = <<cred>>
region = us-east-1
endpoint = s3.wasabisys.com
acl = private

[nube-clientes]
type = drive
scope = drive.file
""",
    "p:aws",
    extra=lambda rng, s: s.update(akid=alnum(rng, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")),
    syntax="ini",
)

F.reg(
    "ortomosaico_sms_backup_quechua_reply_only_value",
    ("sms/sms-<<date>><<nn>>.xml", "backup_celular/<<fa>>/sms-<<ts>>.xml"),
    lambda s: sms_xml(
        [
            (
                s["phone"],
                1,
                f"Rimaykullayki {s['first']}, imataq kachkan tablet nisqapa claven? Manam yaykuyta atinichu",
            ),
            (s["phone"], 2, s["cred"]),
            (s["phone"], 1, "Sulpayki, yaykuniñam"),
            (s["phone2"], 1, f"Mañana salimos 5am a {s['place']}, lleven poncho"),
        ],
        s,
    ),
    "human",
)
