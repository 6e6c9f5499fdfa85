# ruff: noqa: E501
"""Family m: midwives and a birth centre (casa de partos) in Cuenca, Ecuador; Spanish and Kichwa."""

from __future__ import annotations

import html
import re

from sixtyninth_corpus import gen_pw, uuid4
from sixtyninth_spec import Fam, sms_xml, wa, xml_escape

FAM = Fam(
    name="partera_ecuador_birth_centre",
    orgs=("wawamama", "casadepartosumak", "nacerlibre", "mamakilla", "parterasazuay"),
    tld="ec",
    first=(
        ("Mayra", "mayra"),
        ("Luis", "luis"),
        ("Gabriela", "gabriela"),
        ("Diego", "diego"),
        ("Sisa", "sisa"),
        ("Inti", "inti"),
        ("Verónica", "veronica"),
        ("Santiago", "santiago"),
        ("Killa", "killa"),
        ("Paola", "paola"),
    ),
    last=(
        ("Guamán", "guaman"),
        ("Chimbo", "chimbo"),
        ("Pichazaca", "pichazaca"),
        ("Morocho", "morocho"),
        ("Cárdenas", "cardenas"),
        ("Tenesaca", "tenesaca"),
        ("Vintimilla", "vintimilla"),
        ("Loja", "loja"),
    ),
    words=(
        "cuenca",
        "tomebamba",
        "cajas",
        "pumapungo",
        "ingapirca",
        "mama",
        "wawa",
        "sumak",
        "kawsay",
        "guagua",
        "colada",
        "mote",
        "chola",
        "tungurahua",
        "cotopaxi",
        "chimborazo",
        "pachamama",
        "yaku",
        "tamia",
        "nina",
    ),
    pets=("Chispa", "Toby", "Manchas", "Lucky", "Negrita", "Pulgoso", "Canelo"),
    places=("Cuenca", "Azogues", "Gualaceo", "Paute", "Cañar", "Girón", "Sígsig"),
    phone_pat="+593 9# ### ####",
)
R = FAM.reg


# 1. WhatsApp (Spanish): the ministry platform login to register a birth --------------------------------------
def _wa(s):
    return wa(
        s,
        [
            (
                0,
                "Buenas noches licen, nació la wawa 🎉 ¿me pasa la clave del sistema del MSP para registrar el nacimiento?",
            ),
            (1, f"Felicitaciones! usuario {s['user']}"),
            (1, f"clave {s['cred']}"),
            (0, "Listo, ya registré. Yupaychani 🙏"),
        ],
        style="android",
    )


R(
    "partera_spanish_whatsapp_clave_registro_nacimiento",
    (
        "WhatsApp/Chat de WhatsApp con Licen <<fn2>>.txt",
        "Descargas/Chat de WhatsApp con <<fn2>> <<ln2>>.txt",
    ),
    _wa,
    "human",
    syntax="",
)

# 2. Payphone "Cajita de Pagos" token in the site's JavaScript -----------------------------------------------------
R(
    "partera_payphone_cajita_pagos_js",
    ("web/js/pago-curso-prenatal.js", "public/<<org>>/assets/payphone.js"),
    """// Pago del curso psicoprofiláctico (Payphone - Cajita de Pagos)
window.addEventListener('DOMContentLoaded', () => {
  const ppb = new PPaymentButtonBox({
    token: '<<cred>>',
    clientTransactionId: 'CURSO-' + Date.now(),
    amount: 4500,
    amountWithoutTax: 4500,
    currency: 'USD',
    storeId: '<<store>>',
    reference: 'Curso preparación para el parto - <<orgc>>',
  }).render('pp-button');
});
""",
    "p:payphone",
    syntax="",
    extra=lambda rng, s: {"store": uuid4(rng)},
)

# 3. SRI e-invoicing: the signature .p12 password in Java properties -----------------------------------------------------
R(
    "partera_sri_firma_electronica_p12_properties",
    ("facturacion/config/sri.properties", "opt/<<org>>-facturas/sri.properties"),
    """# Facturación electrónica SRI - casa de partos <<orgc>>
sri.ambiente=2
sri.ruc=01<<num>><<num>>001
firma.archivo=/opt/facturas/firma/<<user>>.p12
firma.clave=<<cred>>
correo.envio=facturas@<<dom>>
""",
    "human_x",
    syntax="",
)


# 4. SMS backup (Kichwa): the reply is only the value ----------------------------------------------------------------------
def _sms(s):
    return sms_xml(
        s,
        [
            (1, "Alli puncha mamá partera, wifipa claveta kachapay, wawapa fotota kachanakuni"),
            (2, str(s["cred"])),
            (1, "Yupaychani!"),
        ],
        f"{s['fn2']} Partera",
    )


R(
    "partera_kichwa_sms_backup_reply_only",
    ("SMSBackupRestore/sms-<<date>>.xml", "celular-partera/backup/sms-<<ts>>.xml"),
    _sms,
    "human",
)

# 5. Central fetal monitoring station INI ---------------------------------------------------------------------------------
R(
    "partera_fetal_monitor_central_station_ini",
    ("CTG_Central/central.ini", "C:/CTGCentral/<<org>>/central.ini"),
    """[General]
Estacion=Sala de partos <<n>>
Monitores=4

[HL7]
Host=<<lan>>
Puerto=2575

[BaseDatos]
Servidor=<<lan>>\\SQLEXPRESS
Nombre=CTG
Usuario=ctg_central
Password=<<cred>>
""",
    "pw",
)

# 6. WordPress wp-config.php of the birth centre's site -------------------------------------------------------------------------
R(
    "partera_birth_centre_wordpress_wp_config",
    ("public_html/wp-config.php", "www/<<org>>/wp-config.php"),
    """<?php
/** Configuración de WordPress - <<orgc>> */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

$table_prefix = 'wp_';
define( 'WP_DEBUG', false );

if ( ! defined( 'ABSPATH' ) ) {
\tdefine( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)


# 7. iOS Wi-Fi .mobileconfig (plist XML): the password is XML-escaped (encoded) --------------------------------------------------
def _mc_cred(rng, s):
    return gen_pw(rng, sym="&<>")


def _mc(s):
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>AutoJoin</key>
      <true/>
      <key>EncryptionType</key>
      <string>WPA2</string>
      <key>SSID_STR</key>
      <string>{s["orgc"]}-Personal</string>
      <key>Password</key>
      <string>{xml_escape(str(s["cred"]))}</string>
      <key>PayloadType</key>
      <string>com.apple.wifi.managed</string>
      <key>PayloadUUID</key>
      <string>{str(s["uid"]).upper()}</string>
      <key>PayloadVersion</key>
      <integer>1</integer>
    </dict>
  </array>
  <key>PayloadDisplayName</key>
  <string>Wi-Fi casa de partos</string>
  <key>PayloadType</key>
  <string>Configuration</string>
  <key>PayloadVersion</key>
  <integer>1</integer>
</dict>
</plist>
"""


def _mc_decode(text: str) -> str:
    m = re.search(r"<key>Password</key>\s*<string>(.*?)</string>", text)
    assert m
    return html.unescape(m.group(1))


R(
    "partera_staff_wifi_mobileconfig_xml_escaped",
    ("perfiles/wifi-personal.mobileconfig", "Descargas/<<org>>-wifi.mobileconfig"),
    _mc,
    _mc_cred,
    syntax="xml",
    decode=_mc_decode,
)


# 8. OCR of the night-shift notebook: the value on the line after the label ---------------------------------------------------------
def _ocr(s):
    return (
        f"Turno noche {s['dmy']}\n"
        "- Sra. en trabajo de parto, 6 cm a las 02:10, FCF normal\n"
        "- Se terminó el oxitocina, pedir a farmacia\n"
        "Clave computadora sala de partos:\n"
        f"{s['cred']}\n"
        f"Entrega: {s['fn']} / Recibe: {s['fn2']}\n"
    )


R(
    "partera_night_shift_notebook_ocr_clave",
    ("Escaneos/cuaderno_turno_<<date>>.txt", "ocr/<<org>>/turno-noche-<<num>>.txt"),
    _ocr,
    "human",
    syntax="",
)
