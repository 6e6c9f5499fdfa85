# ruff: noqa: E501
"""Family e: a tango milonga and dance hall in Buenos Aires: AFIP e-invoicing, the DJ's
playlists, table bookings, online classes, the ticket portal, the committee's minutes."""

from __future__ import annotations

from thirtysixth_spec import human_with, reg

FAM = "tango_milonga_dance_hall"
ORGS = ("milonga-la-candela", "tango-almagro")
HUMAN = human_with(
    "milonga", "tanda", "cortina", "bandoneon", "arrabal", "gotan", "abrazo", "ocho", "cabeceo",
    "piazzolla", "troilo", "vals",
    firsts=("Lucia", "Martin", "Florencia", "Nahuel", "Romina", "Gaston"),
)  # fmt: skip

reg(
    FAM,
    ORGS,
    "tango_afip_factura_electronica_private_key_file",
    ("facturacion/<<org>>/certs/afip_<<n>>.key", "home/<<user>>/afip/wsfe_<<year>>.key"),
    """<<cred>>
""",
    "rsa:",
)

reg(
    FAM,
    ORGS,
    "tango_dj_tandas_spotify_client_secret_json",
    ("dj/<<org>>/tandas/config.json", "musicalizador/<<first>>/spotify-<<n>>.json"),
    """{
  "app": "armador-de-tandas",
  "spotify": {
    "client_id": "<<hex8>><<hex8>><<hex8>><<hex8>>",
    "client_secret": "<<cred>>",
    "redirect_uri": "http://127.0.0.1:<<port>>/callback"
  },
  "cortina_segundos": 45,
  "orquestas_favoritas": ["D'Arienzo", "Di Sarli", "Pugliese", "Troilo"]
}
""",
    "p:spotify",
)

reg(
    FAM,
    ORGS,
    "tango_whatsapp_clave_wifi_salon_reply",
    (
        "whatsapp/<<org>>/Chat de WhatsApp con Organizadores <<n>>.txt",
        "celu/<<first>>/milonga_<<date>>.txt",
    ),
    """<<date_sl>>, <<time>> - <<ufirst>>: che, la clave del wifi del salón? los músicos la piden para el streaming
<<date_sl>>, <<time>> - Romi Organizadora: ahí va
<<date_sl>>, <<time>> - Romi Organizadora: <<cred>>
<<date_sl>>, <<time>> - <<ufirst>>: genia, gracias!!
""",
    HUMAN,
)

reg(
    FAM,
    ORGS,
    "tango_reservas_mesas_node_mysql_createconnection",
    ("reservas/<<org>>/db.js", "backend/reservas<<n>>/src/db.js"),
    """// Reservas de mesas para la milonga del sábado
const mysql = require('mysql2/promise');

const pool = mysql.createPool({
  host: '<<ip>>',
  user: 'reservas',
  password: '<<cred>>',
  database: 'milonga',
  waitForConnections: true,
  connectionLimit: 5,
});

async function mesasLibres(fecha) {
  const [rows] = await pool.query('SELECT numero, sillas FROM mesa WHERE numero NOT IN (SELECT mesa FROM reserva WHERE fecha = ?)', [fecha]);
  return rows;
}

module.exports = { pool, mesasLibres };
""",
    "pw_sq",
)

reg(
    FAM,
    ORGS,
    "tango_clases_online_zoom_s2s_oauth_yaml",
    ("clases/<<org>>/zoom.yml", "config/clases<<n>>/zoom.yaml"),
    """# Clases online (principiantes martes, intermedios jueves)
zoom:
  account_id: "<<hex8>>Xq<<n>>"
  client_id: "<<hex8>>Tg<<n3>>"
  client_secret: "<<cred>>"
  usuario_anfitrion: <<email>>
clases:
  - nombre: Principiantes
    dia: martes
    hora: "19:30"
  - nombre: Intermedios
    dia: jueves
    hora: "20:30"
""",
    "p:zoom",
)

reg(
    FAM,
    ORGS,
    "tango_acta_comision_directiva_clave_homebanking",
    ("actas/<<org>>/acta_<<n>>_<<date>>.txt", "comision/<<year>>/acta-reunion-<<n>>.txt"),
    """ACTA N° <<n>> - COMISIÓN DIRECTIVA
En Buenos Aires, a los <<date_sl>>, siendo las <<time>> hs, se reúnen en el salón los
miembros de la comisión directiva.

1) Se aprueba el aumento de la entrada de la milonga a partir del mes próximo.
2) Tesorería informa que se cambió la clave del homebanking de la asociación por pedido del
   banco. Nueva clave: <<cred>> (queda anotada acá porque nadie se la acuerda).
3) Se decide contratar a la orquesta típica para el aniversario.

Sin más temas, se levanta la sesión.
""",
    HUMAN,
)

reg(
    FAM,
    ORGS,
    "tango_boleteria_autohotkey_sendtext_login",
    ("boleteria/<<org>>/login_ticketera.ahk", "escritorio/<<first>>/ticketera<<n>>.ahk"),
    """#Requires AutoHotkey v2.0
; Ctrl+Alt+T: entra a la ticketera con la cuenta de la milonga
^!t:: {
    Run "https://ticketera.<<dom>>/login"
    WinWaitActive "Ticketera"
    Sleep 1500
    SendText "<<email2>>"
    Send "{Tab}"
    SendText "<<cred>>"
    Send "{Enter}"
}
""",
    "pw_dq",
)

reg(
    FAM,
    ORGS,
    "tango_newsletter_mailjet_perl_secret",
    ("newsletter/<<org>>/enviar.pl", "scripts/<<n>>/boletin_mailjet.pl"),
    """#!/usr/bin/perl
# Boletín semanal: cartelera de milongas y clases
use strict;
use warnings;
use LWP::UserAgent;
use JSON::PP;

my $api_key    = '<<hex8>><<hex8>><<hex8>><<hex8>>';
my $api_secret = '<<cred>>';

my $ua = LWP::UserAgent->new;
my $req = HTTP::Request->new(POST => 'https://api.mailjet.com/v3.1/send');
$req->authorization_basic($api_key, $api_secret);
$req->content_type('application/json');
$req->content(encode_json({ Messages => [ { From => { Email => '<<email2>>' }, Subject => 'Cartelera' } ] }));
print $ua->request($req)->status_line, "\\n";
""",
    "p:mailjet",
)
