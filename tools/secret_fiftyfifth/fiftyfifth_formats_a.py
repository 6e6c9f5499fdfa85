# ruff: noqa: E501
"""Family a: a Monterrey (Mexico) daily newspaper's newsroom, in Spanish."""

from __future__ import annotations

import json

from fiftyfifth_spec import Fam, after, dec_b64, enc_b64

FAM = Fam(
    "redaccion_monterrey_diario",
    ("vozdelnorte", "tintaregia"),
    "com.mx",
    ("ximena", "rodrigo", "itzel", "emiliano", "guadalupe", "santiago", "renata", "joaquin"),
    ("garza", "trevino", "villarreal", "cantu", "zambrano", "elizondo", "sada", "montemayor"),
    (
        "cerrosilla",
        "machaca",
        "regio",
        "norteno",
        "fundidora",
        "portada",
        "primicia",
        "carnita",
        "huasteca",
        "titular",
    ),
    "52",
    "Monterrey",
)

FAM.reg(
    "monterrey_wp_config_php_db_password",
    ("www/<<org>>/wp-config.php", "sitios/<<org>>-<<n>>/public_html/wp-config.php"),
    """<?php
/**
 * Configuración básica de WordPress - <<orgc>> (edición digital)
 */

// ** Ajustes de MySQL ** //
define( 'DB_NAME', 'wp_<<org>>' );
define( 'DB_USER', 'wp_<<org>>_adm' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', '<<ip>>:3306' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

define( 'WP_CACHE', true );
define( 'WPLANG', 'es_MX' );
define( 'DISALLOW_FILE_EDIT', true );

$table_prefix = 'vdn_';

define( 'WP_DEBUG', false );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)


def _fz(s):
    return f"""<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.66.4" platform="windows">
    <Servers>
        <Folder expanded="1">Redacción
            <Server>
                <Host>{s["host"]}</Host>
                <Port>22</Port>
                <Protocol>1</Protocol>
                <Type>0</Type>
                <User>fotoperiodismo</User>
                <Pass encoding="base64">{s["enc"]}</Pass>
                <Logontype>1</Logontype>
                <PasvMode>MODE_DEFAULT</PasvMode>
                <EncodingType>Auto</EncodingType>
                <BypassProxy>0</BypassProxy>
                <Name>Fotos - servidor edición {s["year"]}</Name>
                <RemoteDir>1 0 3 www 4 fotos 8 entrante</RemoteDir>
                <SyncBrowsing>0</SyncBrowsing>
                <DirectoryComparison>0</DirectoryComparison>
            </Server>
        </Folder>
    </Servers>
</FileZilla3>
"""


FAM.reg(
    "monterrey_filezilla_sitemanager_pass_base64",
    (
        "Users/<<first>>/AppData/Roaming/FileZilla/sitemanager.xml",
        "respaldo_<<first>>_<<n>>/FileZilla/sitemanager.xml",
    ),
    _fz,
    "pw_xml",
    extra=lambda rng, s: {"enc": enc_b64(str(s["cred"]))},
    decode=lambda t: dec_b64(after(t, r'<Pass encoding="base64">([^<]+)</Pass>')),
)

FAM.reg(
    "monterrey_whatsapp_clave_cms_reportero",
    (
        "chats/WhatsApp Chat con Mesa de Cierre <<n>>.txt",
        "exportes/<<first>>/WhatsApp Chat - Redacción <<orgc>> <<n>>.txt",
    ),
    """[<<dmy>>, <<time>>:12] <<name>>: Oigan, ¿alguien tiene el acceso del CMS? Me sacó y tengo la nota de Fundidora lista
[<<dmy>>, <<time>>:40] <<name2>>: usuario: cierre.noche
[<<dmy>>, <<time>>:41] <<name2>>: clave <<cred>>
[<<dmy>>, <<time>>:41] <<name2>>: no la compartas fuera del grupo porfa, la cambia sistemas el lunes
[<<dmy>>, <<time>>:55] <<name>>: listo, ya entré 🙏
[<<dmy>>, <<time2>>:03] <<name>>: ‎imagen omitida
""",
    "human",
    syntax="",
)

FAM.reg(
    "monterrey_arc_content_api_dotenv",
    ("apps/<<org>>-portada/.env", "integraciones/arc-sync-<<n>>/.env.production"),
    """# Sincronización de notas desde Arc XP hacia la app móvil
ARC_ORG=<<org>>
ARC_SITE=<<org>>-mx
ARC_CONTENT_API=https://api.<<org>>.arcpublishing.com/content/v4
ARC_ACCESS_TOKEN=<<cred>>
CACHE_TTL_SECONDS=90
SENTRY_ENV=produccion
""",
    "HEX:64",
    syntax="",
)

FAM.reg(
    "monterrey_winscp_script_sftp_fotos",
    ("scripts/subir_fotos_<<n>>.txt", "C:/Redaccion/winscp/galeria_<<first>>_<<n>>.txt"),
    """# Script de WinSCP - sube la galería del día al servidor de edición
# uso: winscp.com /script=subir_fotos.txt /log=subida.log
option batch abort
option confirm off
open sftp://fotoperiodismo:<<cred>>@<<host>>/ -hostkey="ssh-ed25519 255 <<hex8>>Yq9c2t0E4tEoZQx0a1wWmP3Ue6lN1m6A9yQ"
cd /www/fotos/entrante/<<ymd>>
lcd "D:\\Galerias\\<<ymd>>"
put -neweronly *.jpg
close
exit
""",
    "pw_url",
    syntax="",
)

FAM.reg(
    "monterrey_csv_turnos_cuentas_redes",
    ("mesa_digital/turnos_<<ymd>>.csv", "compartido/Redes sociales - accesos <<n>>.csv"),
    """sección,turno,responsable,red,usuario,contraseña,notas
Deportes,mañana,<<name>>,X,@<<org>>deportes,Rayados2024!,2FA en celular de la mesa
Local,noche,<<name2>>,Instagram,<<org>>.mx,<<cred>>,no cambiar sin avisar a jefatura
Espectáculos,fin de semana,<<name>>,TikTok,<<org>>show,ver bóveda,cuenta de marca
""",
    "human_x",
    syntax="",
)

FAM.reg(
    "monterrey_newsletter_mailchimp_python",
    ("boletin/enviar_boletin_<<n>>.py", "tools/newsletter_<<org>>/mc_boletin.py"),
    '''"""Arma y programa el boletín matutino de <<orgc>> en Mailchimp."""

import datetime

import requests

MAILCHIMP_API_KEY = "<<cred>>"
SERVER = MAILCHIMP_API_KEY.rsplit("-", 1)[1]
LISTA = "<<hex8>>a1"


def programar(html: str) -> None:
    base = f"https://{SERVER}.api.mailchimp.com/3.0"
    auth = ("redaccion", MAILCHIMP_API_KEY)
    hoy = datetime.date.today().strftime("%d/%m/%Y")
    camp = requests.post(
        f"{base}/campaigns",
        auth=auth,
        json={
            "type": "regular",
            "recipients": {"list_id": LISTA},
            "settings": {"subject_line": f"Lo que debes saber hoy {hoy}", "from_name": "<<orgc>>"},
        },
        timeout=30,
    ).json()
    requests.put(f"{base}/campaigns/{camp['id']}/content", auth=auth, json={"html": html}, timeout=30)
''',
    "p:mailchimp",
)


def _slack(s):
    msgs = [
        {
            "type": "message",
            "user": "U0" + s["hex8"].upper(),
            "text": "¿Alguien tiene la llave del feed de la agencia? El script de cables se cayó",
            "ts": f"17{s['n']:05d}01.000100",
            "user_profile": {"real_name": s["name"]},
        },
        {
            "type": "message",
            "user": "U0" + s["hex8"].upper()[::-1],
            "text": f"Es esta, la de producción: {s['cred']} (la de pruebas ya no sirve)",
            "ts": f"17{s['n']:05d}09.000200",
            "user_profile": {"real_name": s["name2"]},
        },
    ]
    return json.dumps(msgs, ensure_ascii=False, indent=2)


FAM.reg(
    "monterrey_slack_export_llave_agencia_cables",
    ("slack_export/mesa-de-cables/<<date>>.json", "export_slack_<<org>>/sistemas/<<date>>.json"),
    _slack,
    "alnum:40",
)
