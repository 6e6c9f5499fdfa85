# ruff: noqa: E501
"""Family a: a neighbourhood football league in Rosario, Argentina (Spanish)."""

from __future__ import annotations

from fiftyeighth_spec import Fam

F = Fam(
    "barrio_futbol_liga_rosario",
    ("potrerolasacacias", "ligabarrialfisherton"),
    "org.ar",
    (
        "matias",
        "florencia",
        "gonzalo",
        "agustina",
        "nahuel",
        "micaela",
        "facundo",
        "rocio",
        "ezequiel",
        "camila",
    ),
    ("gimenez", "sosa", "acosta", "benitez", "romero", "quiroga", "ledesma", "villalba"),
    (
        "potrero",
        "canchita",
        "gambeta",
        "tribuna",
        "picado",
        "botines",
        "pibes",
        "canilla",
        "arquero",
        "golazo",
        "barrio",
        "cortada",
    ),
    ("firulais", "toby", "negrita", "pancho", "lola", "coco"),
    ("verano", "invierno", "clausura", "apertura"),
    "+54",
    "Rosario",
)

F.reg(
    "potrero_socios_csv_cuota_clave_portal",
    ("exports/socios_<<year>>.csv", "Tesoreria/padron_socios_<<mo>>-<<year>>.csv"),
    lambda s: (
        "nro_socio;apellido;nombre;dni;categoria;cuota_al_dia;email;usuario_portal;clave_portal\n"
        + f"{s['num']};{s['last'].upper()};{s['first'].capitalize()};3{s['n']}456789;Primera;SI;{s['email']};{s['user']};{s['cred']}\n"
        + f"{s['num'] + 1};ROMERO;Lucia;41{s['n']}2233;Femenino;NO;lucia.romero@gmail.com;lromero;(pendiente)\n"
        + f"{s['num'] + 2};SOSA;Bautista;45{s['n']}0091;Sub-15;SI;;;\n"
    ),
    cred="human",
    syntax="",
)

F.reg(
    "potrero_whatsapp_comision_directiva_clave_wifi",
    ("WhatsApp Chat with Comision Directiva <<org>>.txt", "chats/comision_<<year>>.txt"),
    "<<d>>/<<mo>>/<<year>>, <<time>> - <<fname>> <<lname>>: che alguien tiene la clave del wifi del buffet?? el de la cantina no la sabe\n"
    "<<d>>/<<mo>>/<<year>>, <<time2>> - <<fname2>>: Red: Club_<<org>>_Buffet\n"
    "<<d>>/<<mo>>/<<year>>, <<time2>> - <<fname2>>: clave <<cred>>\n"
    "<<d>>/<<mo>>/<<year>>, <<time2>> - <<fname>> <<lname>>: gracias crack 🙌 el sábado la cambiamos que la sabe medio barrio\n",
    cred="human",
)

F.reg(
    "potrero_mercadopago_cuotas_php_access_token",
    ("<<org>>/public_html/cuotas/config.php", "sistema-cuotas-<<year>>/includes/mp_config.php"),
    "<?php\n// Cobro de cuotas sociales - Mercado Pago Checkout Pro\n// lo armó <<first>> en <<year>>, no tocar sin avisar a tesorería\n"
    "define('MP_PUBLIC_KEY', 'APP_USR-<<uuid>>');\ndefine('MP_ACCESS_TOKEN', '<<cred>>');\n"
    "define('CUOTA_MENSUAL', <<num>>);\ndefine('URL_RETORNO', 'https://<<dom>>/cuotas/gracias.php');\n",
    cred="p:mercadopago",
    syntax="",
)

F.reg(
    "potrero_wordpress_wp_config_db_password",
    ("backup_web_<<date>>/wp-config.php", "public_html/wp-config.php"),
    "<?php\n/** Configuración de WordPress - sitio del club */\ndefine( 'DB_NAME', 'c<<num>>_club' );\n"
    "define( 'DB_USER', 'c<<num>>_wp' );\ndefine( 'DB_PASSWORD', '<<cred>>' );\ndefine( 'DB_HOST', 'localhost' );\n"
    "define( 'DB_CHARSET', 'utf8mb4' );\n\n$table_prefix = 'wp_';\ndefine( 'WP_DEBUG', false );\n"
    "if ( ! defined( 'ABSPATH' ) ) {\n\tdefine( 'ABSPATH', __DIR__ . '/' );\n}\nrequire_once ABSPATH . 'wp-settings.php';\n",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "potrero_obs_streaming_youtube_key_json",
    (
        "PC_Transmision/obs-studio/basic/profiles/Fecha<<n>>/service.json",
        "backup_obs_<<date>>/basic/profiles/Partidos/service.json",
    ),
    lambda s: (
        '{\n    "settings": {\n        "bwtest": false,\n        "key": "'
        + s["cred"]
        + '",\n        "server": "rtmp://a.rtmp.youtube.com/live2",\n        "service": "YouTube - RTMPS"\n    },\n    "type": "rtmp_common"\n}\n'
    ),
    cred="p:youtube_key",
)

F.reg(
    "potrero_tesorero_email_clave_homebanking",
    ("mail/traspaso_tesoreria_<<year>>.eml", "Tesoreria/mails/entrega_<<date>>.eml"),
    "From: <<fname>> <<lname>> <<<email>>>\nTo: <<email2>>\nSubject: Traspaso tesorería - datos del banco\nDate: Mon, <<d>> Mar <<year>> <<time>>:00 -0300\n"
    "Content-Type: text/plain; charset=UTF-8\n\nHola <<fname2>>,\n\nTe paso lo que necesitás para la cuenta del club en el Banco Municipal:\n\n"
    "- Usuario home banking: <<user>>\n- Clave: <<cred>>\n- El token lo tiene la presidenta en el celu.\n\n"
    "Cambiala apenas entres por favor. Los cheques están en el cajón de la secretaría.\n\nAbrazo,\n<<fname>>\n",
    cred="human",
)

F.reg(
    "potrero_planilla_liga_xlsx_sharedstrings",
    ("planilla_fichajes_<<year>>/xl/sharedStrings.xml", "Liga/accesos_xlsx/xl/sharedStrings.xml"),
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="8" uniqueCount="8">'
    "<si><t>Sistema</t></si><si><t>Usuario</t></si><si><t>Contraseña</t></si><si><t>Fichajes Liga Rosarina</t></si>"
    "<si><t><<user>></t></si><si><t><<cred>></t></si><si><t>Seguro jugadores</t></si><si><t>consultar a <<first2>></t></si></sst>\n",
    cred="pw_xml",
)

F.reg(
    "potrero_cancha_camara_rtsp_bash_history",
    ("pi-cancha<<n>>/home/pi/.bash_history", "backup_<<date>>/home/club/.bash_history"),
    "sudo apt install ffmpeg\nls /media/usb\n"
    "ffmpeg -rtsp_transport tcp -i 'rtsp://admin:<<cred>>@<<lan>>:554/cam/realmonitor?channel=1&subtype=0' -c copy -t 6000 /media/usb/partido_<<date>>.mp4\n"
    "df -h\nsudo reboot\n",
    cred="pw_url",
    syntax="",
)
