# ruff: noqa: E501
"""Family j: a cable-car (teleférico) operator in La Paz / El Alto, Bolivia (Spanish, Aymara)."""

from __future__ import annotations

import random
import urllib.parse

from hundredtwentyfourth_spec import Fam, after, enc_url

F = Fam(
    name="teleferico_lapaz_cablecar",
    key="teleferico",
    orgs=("illimanicable", "wayrakabina", "chukiyaguline"),
    tld="com.bo",
    first=(
        ("Wilma", "wilma"),
        ("René", "rene"),
        ("Evelyn", "evelyn"),
        ("Freddy", "freddy"),
        ("Ximena", "ximena"),
        ("Wilfredo", "wilfredo"),
    ),
    last=(
        ("Mamani", "mamani"),
        ("Quispe", "quispe"),
        ("Condori", "condori"),
        ("Choque", "choque"),
        ("Huanca", "huanca"),
        ("Apaza", "apaza"),
    ),
    words=(
        "illimani",
        "wayra",
        "kantuta",
        "chuquiago",
        "alasita",
        "ekeko",
        "chola",
        "pacena",
        "thunupa",
        "jallalla",
        "pachamama",
        "titicaca",
        "cholita",
        "wiphala",
    ),
    pets=("firulais", "chaski", "negro", "pelusa", "lobo"),
    cc="+591",
    cities=("LaPaz", "ElAlto", "Obrajes", "Irpavi", "Achumani"),
)

# 1 WhatsApp (Spanish) among station supervisors
F.reg(
    "whatsapp_contrasena_estacion_boleteria",
    ("WhatsApp/Chat de WhatsApp con Estacion <<num>>.txt", "Descargas/chat_boleteria_<<org>>.txt"),
    """<<slash>> <<time>> - <<first>> <<last>>: Lic, la PC de boletería de la estación no deja entrar, dice clave incorrecta
<<slash>> <<time>> - Jefe de Estación: Ya la cambió sistemas anoche
<<slash>> <<time>> - Jefe de Estación: usuario <<user>> clave <<cred>>
<<slash>> <<time>> - <<first>> <<last>>: Jallalla, ya entré. Gracias jefe
""",
    "human",
)

# 2 OPC UA client XML of the ropeway supervision
F.reg(
    "ropeway_scada_opcua_client_xml",
    ("opt/<<org>>/scada/opcua-client.xml", "ProgramData/<<org>>/Supervision/opcua_<<num>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<OpcUaClient>
  <Endpoint>opc.tcp://<<ip>>:4840/ropeway</Endpoint>
  <SecurityPolicy>Basic256Sha256</SecurityPolicy>
  <UserIdentity type="UserName">
    <UserName>supervision</UserName>
    <Password><<cred>></Password>
  </UserIdentity>
  <Tags line="<<city>>">LineSpeed;WindSpeed;CabinCount;HaulRopeTension</Tags>
</OpcUaClient>
""",
    "pw_xml",
)

# 3 ticket gates PHP PDO
F.reg(
    "ticket_gates_pdo_mysql_php",
    ("var/www/<<org>>/torniquetes/conexion.php", "htdocs/validadores/db_<<num>>.php"),
    """<?php
// Conexión a la base de torniquetes
$pdo = new PDO('mysql:host=<<ip>>;dbname=torniquetes;charset=utf8mb4', 'torniq_app', '<<cred>>', [
    PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
]);
""",
    "pw_sq",
)

# 4 SMS (Aymara / Spanish) where the reply is only the value
F.reg(
    "aymara_sms_reply_value_only",
    ("sms/<<fa>>_<<date>>.txt", "Documentos/mensajes_<<num>>.txt"),
    """De: <<first>> <<last>> (<<phone>>) <<slash>> <<time>>
Kamisaki jilata, wifi de la cabina de control cuál es la clave?

Yo <<slash>> <<time>>
<<cred>>

De: <<first>> <<last>> (<<phone>>) <<slash>> <<time>>
Yuspajarapxsmawa 🙏
""",
    "human",
)

# 5 Telegraf TOML with an InfluxDB token for the anemometers
F.reg(
    "anemometer_telegraf_influx_toml",
    ("etc/telegraf/telegraf.d/anemometros.toml", "opt/<<org>>/telegraf/viento_<<num>>.toml"),
    """[agent]
  interval = "10s"

[[outputs.influxdb_v2]]
  urls = ["http://<<ip>>:8086"]
  token = "<<cred>>"
  organization = "<<org>>"
  bucket = "viento"

[[inputs.modbus]]
  name = "anemometro_<<city>>"
  slave_id = 1
  controller = "tcp://<<ip>>:502"
""",
    "b64:64",
)


# 6 Milestone / RTSP URL with a percent-encoded password (encoded)
def _pct_extra(rng: random.Random, s: dict) -> dict:
    while True:
        pw = F.human(rng)
        if any(not (c.isalnum() or c in "_.-~") for c in pw):
            return {"enc": enc_url(pw), "needle": pw}


def _pct_dec(text: str) -> str:
    return urllib.parse.unquote(after(text, r"rtsp://[^:/]+:([^@]+)@"))


F.reg(
    "cabin_cctv_rtsp_url_percent_encoded",
    ("opt/<<org>>/cctv/cameras.csv", "Documentos/camaras_estacion_<<num>>.csv"),
    """camara,estacion,url
cabina_<<num>>,<<city>>,rtsp://operador:<<enc>>@<<ip>>:554/live/ch0
anden_<<num>>,<<city>>,rtsp://<<ip>>:554/live/ch1
""",
    "human",
    extra=_pct_extra,
    decode=_pct_dec,
)

# 7 C# recharge API client with a bearer JWT
F.reg(
    "tarjeta_recarga_api_csharp_bearer",
    ("src/Recarga/RecargaClient.cs", "<<org>>.Recargas/Services/ApiClient.cs"),
    """using System.Net.Http;
using System.Net.Http.Headers;

namespace <<org>>.Recargas
{
    public static class ApiClient
    {
        private const string Token = "<<cred>>";

        public static HttpClient Create()
        {
            var c = new HttpClient { BaseAddress = new System.Uri("https://recargas.<<dom>>/api/") };
            c.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", Token);
            return c;
        }
    }
}
""",
    "p:jwt",
)

# 8 operators CSV with a password column
F.reg(
    "operadores_usuarios_csv_columna",
    ("Documentos/operadores_<<year>>.csv", "compartido/<<org>>/usuarios_linea_<<num>>.csv"),
    """nombre,ci,estacion,usuario,clave
<<first>> <<last>>,<<bus>><<bus>> LP,<<city>>,<<user>>,<<cred>>
""",
    "human_x",
)
