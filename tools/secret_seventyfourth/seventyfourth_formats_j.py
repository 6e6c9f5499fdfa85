# ruff: noqa: E501
"""Family j: an Amazon river-boat excursion company in Iquitos, Peru (Spanish)."""

from __future__ import annotations

import json

from seventyfourth_spec import Fam

IQUITOS = Fam(
    name="iquitos_riverboat_excursions",
    orgs=("amazonribera", "yacumamatours", "itayariver"),
    tld="com.pe",
    first=(
        ("José", "jose"),
        ("Rosa", "rosa"),
        ("Luis", "luis"),
        ("Milagros", "milagros"),
        ("Jhonny", "jhonny"),
        ("Carmen", "carmen"),
        ("Wilder", "wilder"),
        ("Yesenia", "yesenia"),
        ("Percy", "percy"),
        ("Liz", "liz"),
    ),
    last=(
        ("Pinedo", "pinedo"),
        ("Panduro", "panduro"),
        ("Ríos", "rios"),
        ("Vásquez", "vasquez"),
        ("Tuesta", "tuesta"),
        ("Ahuanari", "ahuanari"),
        ("Shapiama", "shapiama"),
        ("Flores", "flores"),
    ),
    words=(
        "iquitos",
        "amazonas",
        "itaya",
        "nanay",
        "belen",
        "bufeo",
        "yacumama",
        "paiche",
        "camucamu",
        "selva",
        "loreto",
        "maranon",
        "tapiche",
        "mototaxi",
        "aguaje",
        "juane",
        "tacacho",
        "cocama",
    ),
    pets=("Firulais", "Canela", "Bobby", "Choclo", "Peluchin"),
    cc="+51",
    vessels=("Delfín III", "La Amatista", "Río Nanay", "Yacumama", "Estrella del Itaya"),
    places=("Iquitos", "Nauta", "Pevas", "Santa Rosa", "Tamshiyacu"),
)
F = IQUITOS.reg

F(
    "iquitosboat_spanish_whatsapp_clave_culqi_panel",
    (
        "WhatsApp/Chat de WhatsApp con Oficina Iquitos.txt",
        "Descargas/Chat de WhatsApp con <<fn2>> <<n>>.txt",
    ),
    """<<dmyy>>, <<time>> - <<fn2>> <<ln2>>: Oye, no puedo entrar al panel de Culqi para ver los pagos de los gringos del <<vessel>>
<<dmyy>>, <<time>> - <<fn>> <<ln>>: La clave la cambié el lunes
<<dmyy>>, <<time>> - <<fn>> <<ln>>: correo <<email>>
<<dmyy>>, <<time2>> - <<fn>> <<ln>>: clave <<cred>>
<<dmyy>>, <<time2>> - <<fn2>> <<ln2>>: Ya, gracias causa 👍
<<dmyy>>, <<time2>> - <<fn>> <<ln>>: No la pases al grupo de guías ah
""",
    cred="human",
)

F(
    "iquitosboat_culqi_charges_ruby",
    ("app/services/culqi_cobro.rb", "lib/<<org>>/pagos/culqi.rb"),
    """# Cobro con tarjeta de los paquetes de 3 y 4 días por el río Amazonas (Culqi)
require 'culqi-ruby'

Culqi.public_key = 'pk_live_<<hex8>><<hex8>>'
Culqi.secret_key = '<<cred>>'

module Pagos
  def self.cobrar(token_id, monto_centimos, email, paquete)
    charge, _ = Culqi::Charge.create(
      amount: monto_centimos,
      currency_code: 'PEN',
      email: email,
      source_id: token_id,
      description: "Paquete #{paquete} - <<vessel>>"
    )
    JSON.parse(charge)
  end
end
""",
    cred="p:culqi_sk",
    syntax="",
)

F(
    "iquitosboat_izipay_hmac_sha256_key_env",
    ("web/.env", "srv/<<org>>/reservas/.env"),
    """# Izipay (formulario incrustado) - reservas de cabinas
IZIPAY_SHOP_ID=<<n4>><<n4>>
IZIPAY_PUBLIC_KEY=<<n4>><<n4>>:publickey_<<serial>>
IZIPAY_HMAC_SHA256_KEY=<<cred>>
IZIPAY_ENDPOINT=https://api.micuentaweb.pe
IZIPAY_CURRENCY=PEN
RESERVAS_URL=https://reservas.<<dom>>
""",
    cred="alnum:44",
    syntax="",
)


def _tg_json(s):
    doc = {
        "name": f"{s['fn']} {s['ln']}",
        "type": "personal_chat",
        "id": s["n4"] * 1000 + s["n"],
        "messages": [
            {
                "id": 1001,
                "type": "message",
                "date": s["ts"],
                "date_unixtime": str(s["epoch"]),
                "from": f"{s['fn2']} {s['ln2']}",
                "from_id": f"user{s['n4']}{s['n']}",
                "text": "la del starlink del bote?",
                "text_entities": [{"type": "plain", "text": "la del starlink del bote?"}],
            },
            {
                "id": 1002,
                "type": "message",
                "date": s["ts"],
                "date_unixtime": str(s["epoch"] + 40),
                "from": f"{s['fn']} {s['ln']}",
                "from_id": f"user{s['n2']}{s['n4']}",
                "text": s["cred"],
                "text_entities": [{"type": "plain", "text": s["cred"]}],
            },
        ],
    }
    return json.dumps(doc, ensure_ascii=False, indent=1)


F(
    "iquitosboat_telegram_json_reply_only_value",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/Telegram/ChatExport_<<n>>/result.json",
    ),
    _tg_json,
    cred="human_x",
)

F(
    "iquitosboat_booking_wordpress_wp_config",
    ("public_html/wp-config.php", "var/www/<<org>>/wp-config.php"),
    """<?php
/** Configuración de WordPress - reservas de cruceros por el Amazonas */
define( 'DB_NAME', 'wp_<<org>>' );
define( 'DB_USER', 'wp_<<n>>' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

$table_prefix = 'wpam_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    cred="pw_sq",
    syntax="",
)

F(
    "iquitosboat_nubefact_einvoice_yaml_token",
    ("config/facturacion.yml", "opt/<<org>>/boletas/nubefact.yaml"),
    """# Boletas y facturas electrónicas (SUNAT) vía Nubefact
nubefact:
  ruta: "https://api.nubefact.com/api/v1/<<uuid>>"
  token: "<<cred>>"
  serie_boleta: B001
  serie_factura: F001
empresa:
  ruc: "20<<n4>><<n4>>1"
  razon_social: "<<orgc>> Expediciones Amazónicas S.A.C."
  direccion: "Malecón Tarapacá <<n>>, Iquitos"
""",
    cred="hex:64",
)

F(
    "iquitosboat_radio_log_spanish_handover",
    ("Bitacora/entrega_turno_<<ymd>>.txt", "Documentos/Bitácora radio <<dmy>>.txt"),
    """BITÁCORA DE RADIO / ENTREGA DE TURNO - <<dmy>>
Embarcación: <<vessel>>   Capitán: <<fn>> <<ln>>

06:00  Zarpe de muelle Bellavista Nanay, 14 pasajeros, 6 tripulantes.
<<time>>  Comunicación HF con oficina Iquitos, todo normal. Nivel del río alto.
<<time2>>  Parada en comunidad de <<place>> (artesanía).

Pendiente para <<fn2>>:
- Cambiar filtro del generador.
- El router del Starlink se reseteó. Nueva clave del panel (192.168.1.1):
  <<cred>>
- No darla a los pasajeros, para ellos es la red "Amazon-Guest".
""",
    cred="human",
)

F(
    "iquitosboat_onboard_openwrt_uci_wireless",
    ("etc/config/wireless", "backup/<<vessel2>>/openwrt/etc/config/wireless.<<ymd>>"),
    """config wifi-device 'radio0'
	option type 'mac80211'
	option path 'platform/soc/18000000.wifi'
	option channel '6'
	option band '2g'
	option htmode 'HE20'

config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid 'Tripulacion-<<orgc>>'
	option encryption 'psk2'
	option key '<<cred>>'
""",
    cred="pw_sq",
    syntax="",
)
