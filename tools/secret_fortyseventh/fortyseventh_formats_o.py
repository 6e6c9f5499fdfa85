"""Family o: a neighbourhood football club in Medellin (Colombia)."""

# ruff: noqa: E501

from __future__ import annotations

from fortyseventh_spec import Fam, alnum, hexs

F = Fam(
    "hinchas_futbol_medellin",
    (
        "club-deportivo-envigado-sur",
        "futbol-belen-fc",
        "club-laureles-medellin",
        "escuela-futbol-robledo",
    ),
    "com.co",
    (
        "juan",
        "valentina",
        "sebastian",
        "daniela",
        "andres",
        "manuela",
        "camilo",
        "laura",
        "esteban",
        "sara",
    ),
    (
        "restrepo",
        "gomez",
        "zapata",
        "cardona",
        "ospina",
        "arango",
        "henao",
        "munoz",
        "velez",
        "quintero",
    ),
    (
        "verdolaga",
        "poderoso",
        "atanasio",
        "paisa",
        "arepa",
        "bandeja",
        "parcero",
        "antioquia",
        "tinto",
        "guaro",
        "chimba",
        "golazo",
        "hincha",
        "flores",
    ),
    "57",
    city="Medellín",
)

F.reg(
    "medellin_whatsapp_paisa_clave_boleteria",
    ("WhatsApp/Chat de WhatsApp con <<fname>>.txt", "Documentos/chat_taquilla_<<date>>.txt"),
    """<<dmy_slash>>, <<t1>> - <<fname2>>: Parce, ¿cuál es la clave de la boletería? voy a sacar las del domingo
<<dmy_slash>>, <<t2>> - <<fname>>: usuario taquilla@<<dom>>
<<dmy_slash>>, <<t2>> - <<fname>>: clave <<cred>>
<<dmy_slash>>, <<t3>> - <<fname2>>: listo, qué chimba, gracias ⚽
""",
    "human",
    syntax="",
)

F.reg(
    "medellin_wompi_env_private_key",
    ("tienda-club-<<org>>/.env", "srv/<<host>>/socios/.env.production"),
    """# Pagos de cuota de socios y camisetas (Wompi)
WOMPI_PUBLIC_KEY=pub_prod_<<pub>>
WOMPI_PRIVATE_KEY=<<cred>>
WOMPI_EVENTS_URL=https://socios.<<dom>>/api/wompi
""",
    "p:wompi",
    syntax="",
    extra=lambda rng, s: s.update(pub=alnum(rng, 32)),
)

F.reg(
    "medellin_marcador_raspberry_mqtt_python",
    ("marcador/<<host>>/marcador.py", "home/pi/marcador-<<org>>/main.py"),
    '''"""Marcador LED de la cancha: escucha los goles publicados desde el celular del planillero."""

import paho.mqtt.client as mqtt

client = mqtt.Client(client_id="marcador-<<n>>")
client.username_pw_set("marcador", "<<cred>>")
client.connect("<<ip>>", 1883, 60)
client.subscribe("cancha/marcador/#")
client.loop_forever()
''',
    "pw_dq",
)

F.reg(
    "medellin_email_liga_usuario_contrasena",
    ("Correo/Recibidos/<<id>>.eml", "Documentos/correos/inscripciones liga <<date>>.eml"),
    """From: Liga Antioqueña de Fútbol <inscripciones@ligaantioquenadefutbol.co>
To: <<email>>
Subject: Usuario para inscripción de jugadores - Torneo <<year>>
Date: Wed, <<day>> Jan <<year>> <<hh>>:<<mm>>:00 -0500
Content-Type: text/plain; charset=utf-8

Cordial saludo, <<fname>>:

Para la inscripción de jugadores de las categorías infantil y juvenil use:

Usuario: <<login>>
Contraseña: <<cred>>

Atentamente,
Oficina de Inscripciones
""",
    "pw",
    syntax="",
)

F.reg(
    "medellin_aws_credentials_video_clips",
    ("home/<<first>>/.aws/credentials", "videos-club/<<host>>/.aws/credentials"),
    """[default]
aws_access_key_id = AKIA<<akid>>
aws_secret_access_key = <<cred>>
region = us-east-1
""",
    "p:aws",
    syntax="ini",
    extra=lambda rng, s: s.update(akid=alnum(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")),
)

F.reg(
    "medellin_socios_apps_script_sendgrid",
    ("apps-script/<<org>>/Codigo.gs", "Drive/Club/Recordatorio cuotas <<year>>.gs"),
    """// Recordatorio mensual de la cuota de socios desde la hoja "Socios"
const SENDGRID_KEY = '<<cred>>';

function recordarCuotas() {
  const filas = SpreadsheetApp.getActive().getSheetByName('Socios').getDataRange().getValues();
  filas.slice(1).filter(f => f[4] === 'PENDIENTE').forEach(f => {
    UrlFetchApp.fetch('https://api.sendgrid.com/v3/mail/send', {
      method: 'post',
      contentType: 'application/json',
      headers: { Authorization: 'Bearer ' + SENDGRID_KEY },
      payload: JSON.stringify({
        personalizations: [{ to: [{ email: f[2] }] }],
        from: { email: 'tesoreria@<<dom>>' },
        subject: 'Cuota pendiente',
        content: [{ type: 'text/plain', value: 'Hola ' + f[1] + ', tu cuota está pendiente.' }],
      }),
    });
  });
}
""",
    "p:sendgrid",
    syntax="",
)

F.reg(
    "medellin_camerino_sticky_ocr_clave_wifi",
    ("Escaneos/papel_<<id>>.txt", "Documentos/ocr_camerino_<<date>>.txt"),
    """CAMERINO / OFICINA
Red: <<org>>
Clave wifi:
<<cred>>
no darla a los papás!!
""",
    "human",
    syntax="",
)

F.reg(
    "medellin_notion_export_md_claves_plataformas",
    ("Notion export/Club/Cuentas y claves <<hexid>>.md", "Documentos/notion/tesoreria-<<n>>.md"),
    """# Cuentas y claves

| plataforma | usuario | clave | quién la tiene |
| --- | --- | --- | --- |
| Boletería | taquilla@<<dom>> | <<cred>> | <<fname>> |
| Instagram del club | @<<org>> | (la tiene el community) | <<fname2>> |
| Banco (solo consulta) | <<login>> | pedirla a tesorería | - |
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: s.update(hexid=hexs(rng, 32)),
)
