# ruff: noqa: E501
"""Family j: mariachi ensembles of Jalisco (charro suits, serenatas, bookings, radio)."""

from __future__ import annotations

import re

from thirtyseventh_spec import dec_url, enc_url, gen_pw, human_with, pw_with, reg

FAM = "mariachi_charro_jalisco_serenata"
MX = (
    "Guadalupe",
    "Xochitl",
    "Jesús",
    "Ramón",
    "Lupita",
    "Chuy",
    "Fernanda",
    "Alejandro",
    "Rocío",
    "Memo",
    "Toño",
    "Mayra",
)
WORDS = (
    "mariachi",
    "charro",
    "serenata",
    "jalisco",
    "guadalajara",
    "tequila",
    "vihuela",
    "guitarron",
    "cielito",
    "lindo",
    "chivas",
    "tlaquepaque",
)

reg(
    FAM,
    "mariachi_whatsapp_la_clave_es_reply",
    ("WhatsApp/Chat de WhatsApp con <<p1>>.txt", "chats/mariachi_<<org>>_<<date>>.txt"),
    """\
<<dmy>> <<time>> - <<p1>>: Oye, ¿cuál es la clave del Facebook del mariachi? Quiero subir el video de la serenata
<<dmy>> <<time>> - <<p2>>: La cambió Chuy el domingo
<<dmy>> <<time2>> - <<p2>>: la clave es <<cred>>
<<dmy>> <<time2>> - <<p1>>: Órale, gracias compa
""",
    human_with(*WORDS, names=MX),
    syntax="",
    people=MX,
)

reg(
    FAM,
    "mariachi_booking_site_mercadopago_access_token_env",
    ("reservas/.env.production", "<<org>>-reservas/.env"),
    """\
NEXT_PUBLIC_SITE_URL=https://reservas.<<dom>>
NEXT_PUBLIC_MP_PUBLIC_KEY=APP_USR-<<uuid>>
MP_ACCESS_TOKEN=<<cred>>
SERENATA_BASE_PRICE_MXN=<<num>>0
DATABASE_URL=file:./prod.db
""",
    "p:mercadopago",
    syntax="",
)

reg(
    FAM,
    "mariachi_radio_stream_icecast_source_password",
    ("etc/icecast2/icecast.xml", "<<org>>-radio/icecast.xml"),
    """\
<icecast>
    <location>Guadalajara, Jalisco</location>
    <admin>radio@<<dom>></admin>
    <limits>
        <clients>200</clients>
        <sources>2</sources>
    </limits>
    <authentication>
        <source-password><<cred>></source-password>
        <relay-password><<relay>></relay-password>
        <admin-user>admin</admin-user>
        <admin-password><<relay>>x</admin-password>
    </authentication>
    <hostname>radio.<<dom>></hostname>
    <listen-socket>
        <port>8000</port>
    </listen-socket>
</icecast>
""",
    "pw_xml",
    extra=lambda r, v: {"relay": gen_pw(r, 14, "-_")},
)

reg(
    FAM,
    "mariachi_cfdi_invoicing_php_soap_pac_password",
    ("facturacion/timbrar.php", "<<org>>/cfdi/Timbrado.php"),
    """\
<?php
// Timbrado de CFDI 4.0 (presentaciones, serenatas, eventos)
$client = new SoapClient('https://timbrado.<<dom>>/ws/Timbrado.svc?wsdl', [
    'trace' => 1,
    'exceptions' => true,
]);

$params = [
    'usuario'  => 'MARIACHI<<num>>',
    'password' => "<<cred>>",
    'cfdi'     => base64_encode(file_get_contents($argv[1])),
];

$res = $client->timbrar($params);
file_put_contents(str_replace('.xml', '_timbrado.xml', $argv[1]), $res->timbrarResult->xml);
""",
    "pw_dq",
    syntax="",
)

reg(
    FAM,
    "mariachi_payroll_conekta_ruby_api_key",
    ("nomina/config/initializers/conekta.rb", "<<org>>-nomina/lib/pagos.rb"),
    """\
require "conekta"

# Cobro de anticipos por serenata / boda / quince años
Conekta.api_key = "<<cred>>"
Conekta.api_version = "2.1.0"
Conekta.locale = :es

module Pagos
  def self.anticipo(cliente_id, monto)
    Conekta::Order.create(currency: "MXN", customer_info: { customer_id: cliente_id },
                          line_items: [{ name: "Anticipo serenata", unit_price: monto * 100, quantity: 1 }])
  end
end
""",
    "p:conekta",
    syntax="",
)

reg(
    FAM,
    "mariachi_grabaciones_backblaze_b2_export_shell",
    ("scripts/respaldo_grabaciones.sh", "<<org>>/bin/b2_sync.sh"),
    """\
#!/usr/bin/env bash
# Respaldo de grabaciones (ensayos y presentaciones) a Backblaze B2
set -euo pipefail
export B2_APPLICATION_KEY_ID=005<<hex12>>0000000<<n>>
export B2_APPLICATION_KEY=<<cred>>
b2 sync --keep-days 90 /srv/grabaciones/ b2://<<org>>-grabaciones/
""",
    "p:b2_app_key",
    syntax="",
)

reg(
    FAM,
    "mariachi_ensayo_acta_spanish_minutes",
    ("actas/acta_ensayo_<<date>>.txt", "<<org>>/documentos/acta_<<n>>.txt"),
    """\
ACTA DE REUNIÓN — Mariachi <<orgc>>
Fecha: <<dmy>>   Lugar: local de ensayo, Tlaquepaque
Asistentes: <<p1>> (director), <<p2>> (tesorería), <<p3>>, y <<n>> músicos más

1. Repertorio para la temporada de bodas: se agregan "El Son de la Negra" y "Volver, Volver".
2. Trajes de charro: la sastrería entrega <<n>> trajes nuevos el próximo mes.
3. Redes sociales: <<p2>> compartió la contraseña de la cuenta de YouTube con el grupo:
   <<cred>>
   Se acuerda cambiarla después de subir el video del concurso.
4. Próxima reunión: <<dmy>>.
""",
    "pw",
    syntax="",
    people=MX,
)

reg(
    FAM,
    "mariachi_serenata_qr_url_percent_encoded_password",
    ("<<org>>/qr/serenata_<<id>>.txt", "exports/qr_links_<<date>>.txt"),
    """\
# Enlaces de los códigos QR impresos en las tarjetas de los músicos
entrada_escenario: https://acceso.<<dom>>/login?user=musico<<n>>&pass=<<enc>>&next=%2Fagenda
agenda: https://acceso.<<dom>>/agenda?fecha=<<date>>
""",
    pw_with("@#%&+=?!", "-_.", 15),
    syntax="",
    extra=lambda r, v: {"enc": enc_url(v["cred"])},
    decode=lambda t: dec_url(re.search(r"&pass=([^&\s]+)", t).group(1)),
)
