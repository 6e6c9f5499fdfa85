"""Family h: salmon farms around Chiloé (Chile): sea pens, feed barges, underwater cameras,
lice counts and the paperwork with the fisheries service."""

# ruff: noqa: E501

from fortieth_spec import Family, uuid4

F = Family(
    "chiloe_salmon_aquaculture",
    ("chiloe-salmones-austral",),
    "cl",
    ("Camila", "Matias", "Valentina", "Cristobal", "Javiera", "Ignacio", "Francisca", "Rodrigo"),
    ("Barrientos", "Oyarzun", "Mansilla", "Cardenas", "Vargas", "Alvarado", "Gallardo", "Ruiz"),
    (
        "chiloe",
        "castro",
        "quellon",
        "ancud",
        "curanto",
        "palafito",
        "salmon",
        "balsa",
        "jaula",
        "pincoya",
        "caleuche",
        "dalcahue",
    ),
)

F.reg(
    "salmon_ponton_barge_scada_historian_ini",
    ("config/ponton_scada.ini", "C/ScadaPonton/conf/centro_<<nn>>.ini"),
    """; Pontón de alimentación - configuración SCADA
[Ponton]
Centro = <<word>>-<<nn>>
Silos = 6

[PLC]
Host = <<ip>>
Port = 502
UnitId = 1

[Historian]
Server = <<host>>
Database = alimentacion
User = scada_hist
Password = <<cred>>
""",
    "pw",
)

F.reg(
    "salmon_sernapesca_email_clave_sifa",
    ("mail/<<ymd>>_sifa.eml", "Correo/Enviados/<<num>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Clave SIFA para declaraciones de cosecha
Date: <<rfc>> -0400
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Hola <<first2>>,

te paso la clave del SIFA de Sernapesca para que subas las declaraciones de
cosecha del centro <<word>> mientras estoy en terreno.

RUT usuario: <<nn>>.<<num>>0-<<n>>
Clave: <<cred>>

Ojo que el sistema se cae harto los lunes en la mañana.

Saludos,
<<first>>
""",
    "human",
)

F.reg(
    "salmon_ahumados_mercadopago_access_token_properties",
    ("src/main/resources/application.properties", "tienda/config/pagos-<<nn>>.properties"),
    """# Tienda online ahumados Chiloé
server.port=8080
spring.datasource.url=jdbc:postgresql://localhost:5432/tienda
spring.datasource.username=tienda
spring.datasource.password=${DB_PASSWORD}
mercadopago.access-token=<<cred>>
mercadopago.public-key=APP_USR-<<pub>>
mercadopago.webhook-url=https://tienda.<<dom>>/api/mp/webhook
""",
    "p:mercadopago",
    syntax="",
    extra=lambda rng, c, v: {"pub": uuid4(rng)},
)

F.reg(
    "salmon_underwater_camera_vlc_xspf_rtsp",
    ("Escritorio/jaulas_<<word>>.xspf", "Documents/camaras_<<nn>>.xspf"),
    """<?xml version="1.0" encoding="UTF-8"?>
<playlist xmlns="http://xspf.org/ns/0/" xmlns:vlc="http://www.videolan.org/vlc/playlist/ns/0/" version="1">
  <title>Jaulas <<word>></title>
  <trackList>
    <track>
      <location>rtsp://operador:<<cred>>@<<ip>>:554/Streaming/Channels/101</location>
      <title>Jaula <<n>> submarina</title>
      <extension application="http://www.videolan.org/vlc/playlist/0">
        <vlc:id>0</vlc:id>
        <vlc:option>network-caching=1000</vlc:option>
      </extension>
    </track>
  </trackList>
</playlist>
""",
    "pw_url",
    syntax="xml",
)

F.reg(
    "salmon_chilean_whatsapp_ios_clave_reply",
    ("WhatsApp Chat - Centro <<word>>/_chat.txt", "exports/whatsapp_<<user2>>_<<num>>.txt"),
    """[<<dmy_slash>>, <<time>>:05] <<first>>: Oye, cuál es la clave del computador del pontón? se reinició po
[<<dmy_slash>>, <<time>>:41] <<first2>>: la misma de siempre
[<<dmy_slash>>, <<time2>>:02] <<first>>: no me acuerdo jaja
[<<dmy_slash>>, <<time2>>:30] <<first2>>: <<cred>>
[<<dmy_slash>>, <<time2>>:58] <<first>>: buena, gracias!!
""",
    "human",
)

F.reg(
    "salmon_pen_sensors_chirpstack_toml_dsn",
    ("etc/chirpstack/chirpstack.toml", "lora/chirpstack-<<nn>>.toml"),
    """[logging]
  level="info"

[postgresql]
  dsn="postgres://chirpstack:<<cred>>@<<host>>/chirpstack?sslmode=disable"
  max_open_connections=10

[redis]
  servers=["redis://localhost/"]

[network]
  net_id="000000"
  enabled_regions=["au915_1"]

[api]
  bind="0.0.0.0:8080"
""",
    "pw_url",
)

F.reg(
    "salmon_caligus_counts_r_dbconnect_password",
    ("analisis/caligus_<<year>>.R", "scripts/conteo_semanal_<<nn>>.R"),
    """# Conteo semanal de Caligus por jaula
library(DBI)
library(dplyr)

con <- dbConnect(
  RPostgres::Postgres(),
  host = "<<host>>",
  dbname = "laboratorio",
  user = "<<user>>",
  password = "<<cred>>"
)

conteo <- dbGetQuery(con, "SELECT jaula, fecha, caligus_por_pez FROM conteo WHERE fecha >= '<<date>>'")
conteo |> group_by(jaula) |> summarise(promedio = mean(caligus_por_pez))
dbDisconnect(con)
""",
    "pw_dq",
)

F.reg(
    "salmon_sii_certificate_openssl_pfx_passin_history",
    ("home/<<user>>/.bash_history", "root/.bash_history"),
    """cd ~/facturacion/certificados
ls
openssl pkcs12 -in certificado_<<user>>.pfx -nocerts -nodes -passin pass:<<cred>> -out llave.pem
openssl pkcs12 -in certificado_<<user>>.pfx -clcerts -nokeys -passin pass:<<cred>> -out cert.pem
chmod 600 llave.pem
""",
    "pw_bare",
)
