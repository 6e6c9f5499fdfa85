# ruff: noqa: E501
"""Family a: a Guadalajara moving and freight firm (fletes y mudanzas), Mexico: CFDI / Carta
Porte stamping, SAT CIEC spreadsheets, Mercado Pago, Wialon GPS, WhatsApp with the drivers."""

from __future__ import annotations

import json

from hundredthirtyninth_spec import MX, UPPER, alnum, gen_pw, pick

F = MX


def rfc(rng) -> str:
    return (
        alnum(rng, 3, UPPER)
        + f"{rng.randint(0, 24):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        + alnum(rng, 3, UPPER + "0123456789")
    )


def _rfc(rng, s):
    return {"rfc": rfc(rng), "n9": str(rng.randint(10**8, 10**9 - 1))}


F.reg(
    "mudanceros_cfdi_carta_porte_pac_finkok_php",
    ("app/<<org>>/config/pac.php", "<<org>>-facturacion/config/cfdi<<n>>.php"),
    """<?php
// Configuración del PAC para timbrar CFDI 4.0 con complemento Carta Porte 3.1
// <<org>> — mudanzas locales y foráneas. No subir este archivo al repo (ya pasó una vez).
return [
    'pac' => [
        'proveedor' => 'finkok',
        'wsdl' => 'https://facturacion.finkok.com/servicios/soap/stamp.wsdl',
        'usuario' => '<<email>>',
        'password' => '<<cred>>',
        'timeout' => 45,
    ],
    'emisor' => [
        'rfc' => '<<rfc>>',
        'nombre' => 'MUDANZAS <<org>>',
        'regimen_fiscal' => '601',
        'lugar_expedicion' => '44<<n3>>',
    ],
    'csd' => [
        'cer' => storage_path('sat/<<rfc>>.cer'),
        'key' => storage_path('sat/<<rfc>>.key'),
        'key_pass' => env('CSD_KEY_PASS'),
    ],
    'carta_porte' => [
        'permiso_sct' => 'TPAF01',
        'num_permiso' => 'JAL<<n4>><<n3>>',
        'config_vehicular' => 'C2',
    ],
];
""",
    "pw_sq",
    extra=_rfc,
)

F.reg(
    "mudanceros_csd_llave_privada_nota_contador",
    ("Documentos/contabilidad/notas_sat_<<y>>.txt", "Escritorio/CONTADOR <<la>> <<n>>.txt"),
    """NOTAS DEL CONTADOR — <<org>> (RFC <<rfc>>)
actualizado <<d>>/<<mo>>/<<y>> por <<name>>

e.firma (FIEL) vence: <<d>>/<<mo>>/2027  -> la trae el dueño en la USB
CSD para facturar (traslados y carta porte):
   no. de certificado: 00001000000<<n9>>
   archivo .key: CSD_<<rfc>>_<<y>>.key
   contraseña de la llave privada: <<cred>>
Buzón tributario: avisos a <<email>>
Pendiente: renovar permiso SICT del camión placas JL-<<n4>>-B
Pendiente: opinión de cumplimiento para la licitación de la universidad
""",
    "human",
    extra=_rfc,
)


def _wa_mx(rng, s):
    return {
        "gpsuser": f"{s['org'][:6]}{rng.randint(1, 9)}",
        "ap": "p. m." if s["ampm"] == "pm" else "a. m.",
    }


F.reg(
    "mudanceros_whatsapp_chofer_clave_rastreo",
    (
        "Chat de WhatsApp con <<name2>>.txt",
        "Descargas/Chat de WhatsApp con Rastreo <<org>> <<n>>.txt",
    ),
    """<<d>>/<<mo>>/<<y2>>, <<h12>>:<<mi>> <<ap>> - Los mensajes y las llamadas están cifrados de extremo a extremo. Nadie fuera de este chat, ni siquiera WhatsApp, puede leerlos ni escucharlos.
<<d>>/<<mo>>/<<y2>>, <<h12>>:<<mi>> <<ap>> - <<name>>: Jefe me pasa otra vez la clave del rastreo? se me reinicio el cel y ya no entra la app
<<d>>/<<mo>>/<<y2>>, <<h12>>:<<mi2>> <<ap>> - <<name2>>: usuario <<gpsuser>>
<<d>>/<<mo>>/<<y2>>, <<h12>>:<<mi2>> <<ap>> - <<name2>>: clave <<cred>>
<<d>>/<<mo>>/<<y2>>, <<h12>>:<<mi2>> <<ap>> - <<name2>>: y no se la pases a los ayudantes porfa
<<d>>/<<mo>>/<<y2>>, <<h12>>:<<mi2>> <<ap>> - <<name>>: Va gracias. Ya voy saliendo de <<city>> con la mudanza de la señora, llego como en 40 min 🚚
<<d>>/<<mo>>/<<y2>>, <<h12>>:<<mi2>> <<ap>> - <<name2>>: <Multimedia omitido>
""",
    "human",
    extra=_wa_mx,
)


def _wp(rng, s):
    cp = s["org"][:8]
    return {"db": f"{cp}_wp{rng.randint(100, 999)}", "dbu": f"{cp}_wp{rng.randint(100, 999)}"}


F.reg(
    "mudanceros_cotizador_wordpress_wp_config",
    ("public_html/wp-config.php", "respaldos/<<org>>_<<y>><<mo>><<d>>/public_html/wp-config.php"),
    """<?php
/**
 * Configuración de WordPress — cotizador de mudanzas <<dom>>
 * (instalado desde cPanel / Softaculous)
 */

// ** Ajustes de MySQL ** //
define( 'DB_NAME', '<<db>>' );
define( 'DB_USER', '<<dbu>>' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

// Claves únicas: ver wp-salt.php (generadas en api.wordpress.org)
require_once __DIR__ . '/wp-salt.php';

$table_prefix = 'wpmz_';

define( 'WP_DEBUG', false );
define( 'WP_MEMORY_LIMIT', '256M' );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    extra=_wp,
)

F.reg(
    "mudanceros_mercadopago_access_token_env",
    ("cotizador-api/.env", "<<org>>/backend/.env.production"),
    """APP_NAME="Mudanzas <<org>>"
APP_ENV=production
APP_DEBUG=false
APP_URL=https://<<dom>>
TZ=America/Mexico_City

# Mercado Pago (anticipos del 30% por la mudanza)
MP_PUBLIC_KEY=APP_USR-<<uuid>>
MP_ACCESS_TOKEN=<<cred>>
MP_WEBHOOK_URL=https://<<dom>>/api/webhooks/mercadopago

WHATSAPP_NUMERO="<<phone>>"
CORREO_VENTAS=ventas@<<dom>>
""",
    "p:mercadopago",
)

F.reg(
    "mudanceros_flota_wialon_token_python",
    ("scripts/kilometraje_wialon.py", "<<org>>/flota/descarga_km_<<n>>.py"),
    '''"""Descarga el kilometraje diario de las camionetas de mudanza desde Wialon Hosting
y lo pega en la hoja de mantenimiento. Lo corre el cron de la oficina a las 23:50."""

import json
import sys

import requests

WIALON = "https://hst-api.wialon.com/wialon/ajax.html"
TOKEN = "<<cred>>"  # token de <<user>>, sin vencimiento (hosting.wialon.com)
UNIDADES = ["NP300-<<n>>", "Rabon-<<n3>>", "Torton-<<n4>>"]


def login():
    params = {"svc": "token/login", "params": json.dumps({"token": TOKEN})}
    r = requests.get(WIALON, params=params, timeout=30)
    r.raise_for_status()
    return r.json()["eid"]


def main():
    sid = login()
    print("sesion", sid, "unidades", len(UNIDADES))
    return 0


if __name__ == "__main__":
    sys.exit(main())
''',
    "p:wialon",
)

ACC_WORDS = (
    "Piñata",
    "Cañón",
    "Montaña",
    "Señor",
    "Niño",
    "Mañanitas",
    "Tapatío",
    "Camión",
    "Jalapeño",
    "Mudanzón",
)


def _pw_acc(rng, s):
    w = pick(rng, ACC_WORDS)
    form = rng.randrange(3)
    if form == 0:
        return f"{w}{rng.randint(1980, 2025)}{pick(rng, '!#*.')}"
    if form == 1:
        return f"{w.lower()}{rng.randint(10, 99)}{s['fa'].capitalize()}"
    return f"{s['fa'].capitalize()}{pick(rng, '.-_')}{w}{rng.randint(1, 99)}"


def _app_json(s) -> str:
    doc = {
        "version": 3,
        "empresa": f"Mudanzas {s['org']}",
        "servidor": f"https://{s['host']}/api/v2",
        "cuenta": {
            "usuario": s["user"],
            "contraseña": s["cred"],
            "recordar": True,
            "unidad": f"NP300-{s['n']}",
        },
        "ultima_sincronizacion": f"{s['y']}-{s['mo']}-{s['d']}T{s['hh']}:{s['mi']}:00-06:00",
        "notas": "Respaldo automático de la app de choferes (configuración)",
    }
    return json.dumps(doc, ensure_ascii=True, indent=2) + "\n"


def _dec_app_json(text: str) -> str:
    return json.loads(text)["cuenta"]["contraseña"]


F.reg(
    "mudanceros_app_choferes_json_unicode_escaped",
    (
        "respaldo_app/config_chofer_<<n>>.json",
        "Android/data/mx.<<org>>.choferes/files/respaldo_<<y>><<mo>><<d>>.json",
    ),
    _app_json,
    _pw_acc,
    decode=_dec_app_json,
)


def _ciec(rng, s):
    return {"cred": gen_pw(rng, 8, sym=""), "rfc": rfc(rng), "rfc2": rfc(rng), "rfc3": rfc(rng)}


F.reg(
    "mudanceros_despacho_csv_ciec_clientes",
    ("despacho/clientes_ciec_<<y>>.csv", "Contabilidad/<<org>>/claves SAT <<mo>>-<<y>>.csv"),
    """cliente,rfc,ciec,fiel_vence,responsable,telefono
Mudanzas <<org>> S.A. de C.V.,<<rfc>>,<<cred>>,<<d>>/<<mo>>/2027,<<name>>,<<phone>>
Fletes <<last2>> (persona física),<<rfc2>>,(la tiene el cliente),<<d>>/<<mo>>/2026,<<name2>>,<<phone2>>
Bodegas <<city>> S. de R.L.,<<rfc3>>,PENDIENTE,sin FIEL,<<name2>>,<<phone2>>
""",
    "pw_alnum",
    extra=_ciec,
)
