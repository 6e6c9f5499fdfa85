# ruff: noqa: E501
"""Family a: a barber shop and hair salon in Triana, Sevilla (Spain, Spanish)."""

from __future__ import annotations

from sixtysecond_spec import Fam, dec_basic

F = Fam(
    "peluqueria_barberia_triana",
    ("navajatriana", "tijeraloca", "barberiaaltozano"),
    "es",
    ("rocio", "manolo", "macarena", "curro", "lucia", "javi", "triana", "paco"),
    ("romero", "delgado", "moreno", "fernandez", "ruiz", "jimenez"),
    (
        "navaja",
        "tijera",
        "degradado",
        "betis",
        "sevilla",
        "giralda",
        "triana",
        "feria",
        "rebujito",
        "macarena",
        "tupe",
        "flequillo",
    ),
    "34",
)

F.reg(
    "peluq_whatsapp_grupo_clave_wifi_clientes",
    (
        "chats/WhatsApp Chat con Barbería <<orgc>>.txt",
        "Descargas/Chat de WhatsApp con Equipo <<n>>.txt",
    ),
    """[<<dmy_s>>, <<time>>:12] <<name>>: chicos he cambiado el router, el de Movistar ya no va
[<<dmy_s>>, <<time>>:40] <<name2>>: y la clave del wifi de clientes??
[<<dmy_s>>, <<time2>>:03] <<name>>: red <<ssid>> clave <<cred>>
[<<dmy_s>>, <<time2>>:05] <<name>>: ponedla en la pizarra de la entrada porfa, que la vieja la sigue preguntando todo el mundo
[<<dmy_s>>, <<time2>>:09] <<name2>>: 👍
""",
    "wifi",
    syntax="",
)

F.reg(
    "peluq_reservas_web_laravel_env_stripe",
    ("web-reservas/.env", "srv/<<org>>-citas/.env"),
    """APP_NAME="<<orgc>> Citas"
APP_ENV=production
APP_DEBUG=false
APP_URL=https://citas.<<dom>>
APP_LOCALE=es

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=citas
DB_USERNAME=citas

MAIL_MAILER=smtp
MAIL_HOST=smtp.ionos.es
MAIL_PORT=587
MAIL_USERNAME=reservas@<<dom>>
MAIL_FROM_ADDRESS=reservas@<<dom>>

STRIPE_KEY=pk_live_51<<pk>>
STRIPE_SECRET=<<cred>>
STRIPE_WEBHOOK_TOLERANCE=300
""",
    "p:stripe",
    extra=lambda rng, s: {
        "pk": "".join(
            rng.choice("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789")
            for _ in range(97)
        )
    },
)

F.reg(
    "peluq_sumup_cierre_caja_python",
    ("scripts/cierre_caja_<<ym>>.py", "tpv/sumup_resumen_dia.py"),
    '''"""Resumen de ventas del datáfono SumUp para el cierre de caja."""

import datetime

import requests

API = "https://api.sumup.com/v0.1/me/transactions/history"
CLAVE_API = "<<cred>>"  # la de la cuenta de <<name>>


def ventas_de_hoy():
    hoy = datetime.date.today().isoformat()
    r = requests.get(
        API,
        headers={"Authorization": f"Bearer {CLAVE_API}"},
        params={"oldest_time": hoy + "T00:00:00Z", "limit": 200},
        timeout=20,
    )
    r.raise_for_status()
    return [t for t in r.json()["items"] if t["status"] == "SUCCESSFUL"]


if __name__ == "__main__":
    items = ventas_de_hoy()
    print(len(items), "cobros,", sum(t["amount"] for t in items), "EUR")
''',
    "p:sumup",
)

F.reg(
    "peluq_libreta_cierre_ocr_clave_instagram",
    ("scan/libreta_cierre_<<ymd>>.txt", "ocr/IMG_<<nn>>_libreta.txt"),
    """CIERRE DEL LOCAL  <<dmy>>
- apagar planchas y secadores
- barrer y fregar zona lavacabezas
- caja: contar y meter en el sobre
- alarma: código en el cuaderno rojo (NO aquí)
- subir story de los cortes del día
  insta: @<<org>>_barberia
  contraseña: <<cred>>
- cerrar persiana hasta abajo
firma: <<name>>
""",
    "human",
    syntax="",
)

F.reg(
    "peluq_mikrotik_hotspot_export_rsc",
    ("router/<<org>>-mikrotik-<<ymd>>.rsc", "backups/hap_ac2_export_<<n>>.rsc"),
    """# <<date>> <<time>>:05 by RouterOS 7.14.3
# software id = <<hex8>>
#
# model = RBD52G-5HacD2HnD
/interface bridge
add admin-mac=<<mac>> auto-mac=no comment=defconf name=bridge
/interface wifi security
add authentication-types=wpa2-psk,wpa3-psk name=clientes passphrase="<<cred>>"
/interface wifi
set [ find default-name=wifi1 ] configuration.mode=ap .ssid=<<ssid>> disabled=no security=clientes
/ip address
add address=192.168.88.1/24 interface=bridge network=192.168.88.0
/system identity
set name=<<org>>-router
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "peluq_nvr_hikvision_nota_tecnico",
    ("camaras/nota_instalador_<<n>>.txt", "Documentos/CCTV <<orgc>>.txt"),
    """INSTALACIÓN CCTV - <<orgc>>
Fecha: <<dmy>>   Técnico: <<name2>> (Seguridad Aljarafe)

Grabador: Hikvision DS-7604NI-K1/4P  IP <<ip>>  puerto web 80 / RTSP 554
4 cámaras: entrada, caja, sillones 1-3, almacén
Disco 1TB -> aprox. 18 días de grabación

Usuario: admin
Contraseña: <<cred>>
(Hik-Connect vinculado al móvil de <<name>>)
""",
    "human",
    syntax="",
)

F.reg(
    "peluq_raspotify_jukebox_conf",
    ("pi/etc/raspotify/conf", "raspberry/raspotify_conf_<<n>>"),
    """# /etc/raspotify/conf -- Arguments/configuration for librespot
# Altavoz de la barbería (Raspberry Pi detrás del espejo)
LIBRESPOT_NAME="<<orgc>> Barbería"
LIBRESPOT_BITRATE="320"
LIBRESPOT_INITIAL_VOLUME="60"
LIBRESPOT_DEVICE_TYPE="speaker"
LIBRESPOT_USERNAME="<<email>>"
LIBRESPOT_PASSWORD="<<cred>>"
#LIBRESPOT_QUIET=
LIBRESPOT_DISABLE_AUDIO_CACHE=
""",
    "human_x",
    syntax="",
)

F.reg(
    "peluq_panel_socios_curl_basic_historial",
    ("home/pi/.bash_history", "pi/bash_history_<<n>>"),
    """sudo apt update
ls /var/www/html
cd /opt/fichajes
curl -s -H "Authorization: Basic <<basic>>" https://panel.<<dom>>/api/v1/fichajes?desde=<<date>> | jq .
sudo systemctl restart fichajes
exit
""",
    "human",
    syntax="",
    extra=lambda rng, s: {
        "basic": __import__("base64").b64encode(f"{s['first']}:{s['cred']}".encode()).decode()
    },
    decode=dec_basic(r"Basic (\S+)"),
)
