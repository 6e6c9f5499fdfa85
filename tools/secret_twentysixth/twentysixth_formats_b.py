"""Family b: mezcal palenque distillery (Oaxaca): stills, export paperwork, tienda."""
# ruff: noqa: E501

from twentysixth_spec import DIGITS, Fam, alnum, hexs

F = Fam("mezcal_agave_palenque_distillery")

F.add(
    "mezcal_still_temperature_esp32_secrets_header",
    ("firmware/alambique-monitor/include/secrets.h", "palenque-sensors/<<org>>/src/secrets.h"),
    "pw_dq",
    """#pragma once
// Monitor de temperatura del alambique de cobre - <<orgt>>
#define WIFI_SSID "Palenque_<<n>>"
#define WIFI_PASS "<<cred>>"
#define MQTT_HOST "<<ip>>"
#define MQTT_PORT 1883
#define MQTT_USER "alambique<<n2>>"
#define MQTT_TOPIC "palenque/alambique/temp"
""",
)

F.add(
    "mezcal_export_spanish_email_contrasena_portal",
    (
        "mail/export/<<date>>-acceso-portal-exportacion.eml",
        "correos/<<fl>>/acceso_ventanilla_<<n>>.eml",
    ),
    "h:Maguey,Espadin,Tobala,Mezcal,Palenque",
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Acceso al portal de exportación
Date: Tue, 14 Apr 2026 10:<<n2>>:00 -0600
Content-Type: text/plain; charset=utf-8

Hola <<first2>>,

Para subir los certificados del lote de espadín al portal de la agencia aduanal:

Usuario: <<user>>
Contraseña: <<cred>>

Cualquier duda me marcas. No lo compartas con los de la bodega, por favor.

Saludos,
<<first>>
""",
    syntax="",
)

F.add(
    "mezcal_batch_tracking_odoo_conf",
    ("etc/odoo/odoo-<<org>>.conf", "srv/odoo/<<org>>/odoo.conf"),
    "pw_ini",
    """[options]
addons_path = /opt/odoo/addons,/opt/odoo/custom/lotes_mezcal
admin_passwd = <<cred>>
db_host = <<ip>>
db_port = 5432
db_user = odoo
db_password = False
dbfilter = ^<<orgu>>$
http_port = 8069
logfile = /var/log/odoo/odoo.log
proxy_mode = True
""",
)

F.add(
    "mezcal_regulatory_portal_selenium_send_keys",
    ("scripts/crm_certificados.py", "automatizacion/<<org>>/descargar_certificados.py"),
    "pw_dq",
    """from selenium import webdriver
from selenium.webdriver.common.by import By

URL = "https://portal.<<dom>>/login"
USUARIO = "<<user>>"

driver = webdriver.Firefox()
driver.get(URL)
driver.find_element(By.ID, "usuario").send_keys(USUARIO)
driver.find_element(By.ID, "clave").send_keys("<<cred>>")
driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
for lote in ("EP-<<n>>", "TB-<<n2>>"):
    driver.get(f"https://portal.<<dom>>/certificados/{lote}.pdf")
""",
)

F.add(
    "mezcal_tienda_mercadopago_access_token_env",
    ("tienda/.env.production", "<<org>>-tienda/.env"),
    lambda r: (
        f"APP_USR-{alnum(r, 16, DIGITS)}-{alnum(r, 6, DIGITS)}-{hexs(r, 32)}-{alnum(r, 9, DIGITS)}"
    ),
    """NODE_ENV=production
PUBLIC_URL=https://tienda.<<dom>>
MP_PUBLIC_KEY=APP_USR-<<uuid>>
MP_ACCESS_TOKEN=<<cred>>
ENVIO_ORIGEN_CP=70400
""",
)

F.add(
    "mezcal_agave_field_tablet_sync_json",
    ("tablet-campo/config/sync.json", "sdcard/AgaveCampo/<<org>>/settings.json"),
    "pw_json",
    """{
  "parcelas": ["Tlacolula-<<n>>", "Matatlan-<<n2>>"],
  "servidor": "https://campo.<<dom>>",
  "usuario": "<<user>>",
  "contrasena": "<<cred>>",
  "sincronizar_cada_min": 30,
  "gps_precision_m": 5
}
""",
)

F.add(
    "mezcal_bodega_camera_hikvision_rtsp_notes",
    ("notas/camaras-bodega.txt", "Escritorio/<<org>> camaras.txt"),
    "pw_url",
    """Cámaras bodega y palenque (instaló <<first>> <<last>>, <<dmy>>)

NVR: http://<<ip>>  (admin)
Cámara 1 horno:     rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
Cámara 2 tahona:    canal 201 misma clave
App móvil: Hik-Connect, cuenta de <<email>>
""",
)

F.add(
    "mezcal_palenque_whatsapp_reply_clave_wifi",
    ("WhatsApp/Chat de WhatsApp con Palenque <<orgt>>.txt", "exports/chat-mezcaleros-<<n>>.txt"),
    "h:Maguey,Tobala,Espadin,Oaxaca,Tepextate",
    """<<dmy>> <<time>> - <<first2>>: Oye cuál es la clave del wifi de la bodega? el de los turistas no jala
<<dmy>> <<time>> - <<first>>: <<cred>>
<<dmy>> <<time>> - <<first2>>: ya quedó gracias
<<dmy>> <<time>> - <<first>>: 👍 no se la des a los del tour
""",
)
