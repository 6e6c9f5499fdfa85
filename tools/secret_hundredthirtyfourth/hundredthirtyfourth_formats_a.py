# ruff: noqa: E501
"""Family a: mountain huts (refugios) of a Bariloche andean club, Argentina (Spanish, rioplatense)."""

from __future__ import annotations

import re
import urllib.parse

from hundredthirtyfourth_corpus import pick, rsa_pem
from hundredthirtyfourth_spec import Fam, after, human_where

FAM = Fam(
    name="bariloche_refugios_nahuel",
    orgs=(
        ("refugiolenga", "Refugio Lenga"),
        ("refugiohuemul", "Refugio Huemul"),
        ("clubandinolagos", "Club Andino Los Lagos"),
        ("refugiocoihue", "Refugio Coihue"),
    ),
    tld="com.ar",
    first=(
        "Martina",
        "Facundo",
        "Valentina",
        "Joaquín",
        "Lucía",
        "Santiago",
        "Agustina",
        "Tomás",
        "Camila",
        "Ailén",
    ),
    last=(
        "Gutiérrez",
        "Fernández",
        "Sosa",
        "Quiroga",
        "Pereyra",
        "Ñancucheo",
        "Catriel",
        "Rossi",
        "Müller",
        "Roldán",
    ),
    words=(
        "lenga",
        "coihue",
        "ñire",
        "cerro",
        "laguna",
        "catedral",
        "mate",
        "alfajor",
        "tronador",
        "nevado",
        "huemul",
        "condor",
        "bariloche",
        "refugio",
        "piedritas",
        "andino",
    ),
    places=("Frey", "Jakob", "Laguna Negra", "Otto Meiling", "López", "Italia", "Cajón Azul"),
    seasons=("invierno", "verano", "otoño", "primavera", "temporada"),
    pets=("Tobi", "Lola", "Negro", "Pampa", "Chispa", "Nieve", "Ramón"),
    local_digits=("2944", "8400", "8401", "294"),
    cc="54",
    walks=("qwerty", "asdfgh", "1qaz2wsx", "qwerty123", "123qwe"),
    mail=("gmail.com", "hotmail.com", "yahoo.com.ar"),
    phone_fmt="+54 9 294 4##-####",
)


def _ssid(rng, s):
    return {
        "ssid": pick(
            rng,
            (
                f"STARLINK_{s['pslug'].upper()}",
                f"Refugio{s['pslug'].title().replace('-', '')}",
                "Starlink",
            ),
        )
    }


FAM.reg(
    "nahuel_whatsapp_clave_starlink_refugio",
    (
        "WhatsApp/Chat de WhatsApp con <<first2>> <<last2>>.txt",
        "exports/refugio-<<pslug>>/Chat de WhatsApp con Refugio <<place>> <<year>>.txt",
    ),
    """<<dmys>>, <<time>> - Los mensajes y las llamadas están cifrados de extremo a extremo. Solo las personas en este chat pueden leerlos, escucharlos o compartirlos. Toca para obtener más información.
<<dmys>>, <<t1>> - <<first>> <<last>>: Che <<first2>>, ¿subiste con el repuesto del router?
<<dmys>>, <<t2>> - <<first2>> <<last2>>: Sí, ya quedó andando el Starlink del refugio 🙌
<<dmys>>, <<t2>> - <<first2>> <<last2>>: Red: <<ssid>>
<<dmys>>, <<t3>> - <<first2>> <<last2>>: Clave: <<cred>>
<<dmys>>, <<t4>> - <<first>> <<last>>: Genial, se la paso a los guardas de la temporada. No la pongas en la cartelera eh
<<dmys>>, <<t5>> - <<first2>> <<last2>>: Jaja no, la tengo anotada en el cuaderno nomás
<<dmys>>, <<t5>> - <<first>> <<last>>: <Multimedia omitido>
""",
    "human_x",
    syntax="",
    extra=_ssid,
)


FAM.reg(
    "nahuel_reservas_wordpress_wpconfig_php",
    ("public_html/<<org>>/wp-config.php", "backup/<<org>>_<<date>>/wp-config.php"),
    """<?php
/**
 * Configuración básica de WordPress — <<orgd>>
 * Sitio de reservas de refugios (plugin MotoPress Hotel Booking)
 *
 * @package WordPress
 */

// ** Ajustes de MySQL - Puedes obtener esta información de tu proveedor de alojamiento web ** //
define( 'DB_NAME', '<<dbn>>' );
define( 'DB_USER', '<<dbu>>' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

// Claves únicas de autenticación: en wp-salt.php (generadas con la API de WordPress.org)
require_once __DIR__ . '/wp-salt.php';

$table_prefix = 'wpr_';

define( 'WP_DEBUG', false );
define( 'WP_MEMORY_LIMIT', '256M' );
define( 'FS_METHOD', 'direct' );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    extra=lambda rng, s: {"dbn": f"{s['org'][:10]}_wp", "dbu": f"{s['org'][:8]}_adm"},
)


def _cuit(rng, s):
    return {"cuit": f"30{rng.randint(50000000, 71999999)}{rng.randint(0, 9)}"}


FAM.reg(
    "nahuel_arca_factura_electronica_clave_privada",
    (
        "facturacion/afip/<<cuit>>_<<org>>.key",
        "<<org>>/arca_wsfe/produccion/clave_privada_<<year>>.key",
    ),
    "<<cred>>\n",
    lambda rng, s: rsa_pem(rng, 2048),
    syntax="",
    extra=_cuit,
)


FAM.reg(
    "nahuel_mercadopago_access_token_node_env",
    ("apps/<<org>>-reservas/.env", "<<org>>-pagos/.env.production"),
    """# API de reservas de refugios — <<orgd>>
NODE_ENV=production
PORT=3000
DATABASE_URL=file:./reservas.db
TZ=America/Argentina/Buenos_Aires

# Mercado Pago (cuenta del club, credenciales de producción)
MP_PUBLIC_KEY=APP_USR-<<uuid>>
MP_ACCESS_TOKEN=<<cred>>
MP_WEBHOOK_URL=https://<<host>>/api/webhooks/mercadopago
MP_STATEMENT_DESCRIPTOR=REFUGIO <<placeu>>
""",
    "p:mercadopago",
    extra=lambda rng, s: {"placeu": s["place"].upper()},
)


FAM.reg(
    "nahuel_webcam_ftp_subida_bash_cron",
    ("home/pi/webcam/subir.sh", "opt/camara-<<pslug>>/subir_foto.sh"),
    """#!/bin/bash
# Sube la foto de la webcam del refugio <<place>> a la web del club
# crontab -e:  */10 7-21 * * *  /home/pi/webcam/subir.sh >> /home/pi/webcam/log.txt 2>&1
# (la cámara apunta a la laguna; si hay nube baja igual se sube)

FECHA=$(date +%Y%m%d_%H%M)
FOTO=/home/pi/webcam/ultima.jpg

libcamera-still -n --width 1920 --height 1080 -o "$FOTO" || exit 1
convert "$FOTO" -gravity SouthEast -pointsize 28 -fill white -annotate +20+20 "Refugio <<place>> $(date '+%d/%m %H:%M')" "$FOTO"

curl -s --max-time 120 -T "$FOTO" "ftp://<<ftpuser>>:<<cred>>@ftp.<<dom>>/public_html/webcam/<<pslug>>.jpg"

cp "$FOTO" "/home/pi/webcam/archivo/$FECHA.jpg"
find /home/pi/webcam/archivo -mtime +15 -delete
""",
    "pw_url",
    syntax="",
    extra=lambda rng, s: {
        "ftpuser": f"webcam@{s['dom']}".replace("@", "%40")
        if rng.random() < 0.3
        else f"webcam_{s['org'][:8]}"
    },
)


def _form(rng, s):
    return {"encpw": urllib.parse.quote_plus(s["cred"], safe="")}


def _dec_form(text: str) -> str:
    raw = after(r"clave=", r"[&'\s]")(text)
    return urllib.parse.unquote_plus(raw)


FAM.reg(
    "nahuel_admin_reservas_curl_form_urlencoded",
    ("home/<<user>>/.bash_history", "respaldo/pi-<<pslug>>/home/pi/.bash_history"),
    """sudo apt update
sudo apt upgrade -y
cd webcam
nano subir.sh
./subir.sh
vcgencmd measure_temp
df -h
curl -s -c /tmp/cj.txt -d 'usuario=<<user>>&clave=<<encpw>>&recordar=1' https://<<host>>/admin/login.php
curl -s -b /tmp/cj.txt 'https://<<host>>/admin/reservas.php?refugio=<<pslug>>&formato=csv' -o reservas_<<date>>.csv
head reservas_<<date>>.csv
scp reservas_<<date>>.csv <<user>>@<<lan>>:/srv/compartido/
exit
""",
    human_where(lambda p: bool(re.search(r"[!@#+]", p)) or any(ord(c) > 127 for c in p)),
    syntax="",
    extra=_form,
    decode=_dec_form,
)


FAM.reg(
    "nahuel_cuaderno_guardas_ocr_clave_renglon",
    ("escaneos/cuaderno_<<pslug>>_<<date>>.txt", "OCR/refugio-<<pslug>>/pag_<<n>>.txt"),
    """REFUGIO <<placeu>> - TEMPORADA <<year>>
Novedades / pendlentes
- Revisar panel solar (bat. 2 baja a 11,8V a la mañana)
- Radio VHF canal 12 -> base del club 20:00 hs
- Leña: pedir 2 m3 a Parques, el helicóptero sube el <<day>>/<<month>>
Compu reservas (notebook Lenovo)
usuario: <<user>>
clave
<<cred>>
Sistema del club: reservas.<<dom>> entrar con la de arriba
- Libro de visitas lleno, traer uno nuevo
- Faltan 3 colchones en el altillo
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"placeu": s["place"].upper()},
)


def _second(rng, s):
    p2 = pick(rng, [p for p in FAM.places if p != s["place"]])
    return {"place2": p2, "user2": f"guarda.{re.sub('[^a-z]', '', s['ulast2'].lower())}"}


FAM.reg(
    "nahuel_planilla_accesos_csv_punto_y_coma",
    ("planillas/usuarios_reservas_<<year>>.csv", "Drive/<<org>>/accesos_plataforma_<<yy>>.csv"),
    """Refugio;Responsable;Usuario plataforma;Contraseña;Celular;Notas
<<place>>;<<first>> <<last>>;<<user>>;<<cred>>;<<phone>>;temporada <<year>>
<<place2>>;<<first2>> <<last2>>;<<user2>>;(la de siempre, pedirle);<<phone2>>;pedir alta a secretaría
""",
    "human",
    syntax="",
    extra=_second,
)
