# ruff: noqa: E501
"""Family g: a sports radio's outside-broadcast crew in Argentina (Rioplatense Spanish)."""

from __future__ import annotations

from hundredtwentysixth_spec import Fam, dec_url_after, enc_url, gen_pw

F = Fam(
    name="hinchada_am_outside_broadcast_crew",
    orgs=("hinchadaradio", "tribunaam", "lacanchafm"),
    tld="com.ar",
    first=("Facundo", "Lucía", "Matías", "Florencia", "Nicolás", "Julieta", "Agustín", "Sofía"),
    last=("González", "Rodríguez", "Fernández", "López", "Martínez", "Pérez", "Gómez", "Sánchez"),
    first_a=("facundo", "lucia", "matias", "florencia", "nicolas", "julieta", "agustin", "sofia"),
    last_a=("gonzalez", "rodriguez", "fernandez", "lopez", "martinez", "perez", "gomez", "sanchez"),
    words=(
        "boca",
        "river",
        "bombonera",
        "monumental",
        "gol",
        "hinchada",
        "mate",
        "asado",
        "tribuna",
        "racing",
        "pampa",
        "tango",
        "picado",
        "dibu",
    ),
    pets=("toby", "negro", "pancho", "lola", "coco", "milo"),
    cc="54",
    city="Buenos Aires",
)


def _pct(r, s):
    return {"enc": enc_url(s["cred"])}


F.reg(
    "hinchada_ffmpeg_icecast_userinfo_percent_sh",
    ("movil/salida_aire_<<n>>.sh", "home/<<login>>/bin/transmitir_<<d8>>.sh"),
    """#!/bin/bash
# Unidad móvil -> Icecast de la radio (partido <<dmy>>)
IN="alsa:hw:1,0"
ffmpeg -f alsa -ac 2 -ar 48000 -i hw:1,0 \\
  -c:a libmp3lame -b:a 128k -content_type audio/mpeg \\
  -ice_name "Hinchada AM - Relato" \\
  "icecast://source:<<enc>>@stream.<<dom>>:8000/movil<<n2>>"
""",
    lambda r: gen_pw(r, sym="!@*+$"),
    syntax="",
    extra=_pct,
    decode=dec_url_after("icecast://source:"),
)

F.reg(
    "hinchada_whatsapp_contrasena_mochila_lte",
    (
        "WhatsApp Chat with Móvil <<n>>.txt",
        "exports/<<fa>>/WhatsApp Chat - Transmisiones <<d8>>.txt",
    ),
    """<<dmy2>> <<time>> - <<first>> <<last>>: Che, la mochila LiveU no levanta el portal, ¿quién tiene la clave?
<<dmy2>> <<time>> - <<first2>>: usuario: movil<<n2>>
<<dmy2>> <<time2>> - <<first2>>: clave: <<cred>>
<<dmy2>> <<time2>> - <<first>> <<last>>: joya, ya estamos al aire desde la platea 🎙️⚽
<<dmy2>> <<time2>> - <<first2>>: no la pases al grupo grande eh
""",
    "human",
)

F.reg(
    "hinchada_mikrotik_lte_router_rsc_script",
    ("movil/mikrotik/setup_movil<<n2>>.rsc", "backups/lte_<<d8>>.rsc"),
    """# <<date>> by RouterOS 7.14.3
# model = RBwAPR-2nD&R11e-LTE
/interface wireless security-profiles
set [ find default=yes ] authentication-types=wpa2-psk mode=dynamic-keys wpa2-pre-shared-key=<<wifi>>
/interface lte apn
set [ find default=yes ] apn=internet.personal.com
/user
add name=movil group=full password=<<cred>>
/ip service
set telnet disabled=yes
set www-ssl disabled=no
/system identity
set name=Movil-<<n2>>
""",
    "pw_bare",
    syntax="",
    extra=lambda r, s: {"wifi": "Hinchada" + str(r.randint(1000, 9999))},
)

F.reg(
    "hinchada_mercadopago_access_token_php",
    ("web/suscriptores/mp_<<n>>.php", "sitio/includes/mercadopago_<<d8>>.php"),
    """<?php
// Suscripción "Socio de la Tribuna" - Mercado Pago Checkout Pro
require __DIR__ . '/../vendor/autoload.php';

use MercadoPago\\MercadoPagoConfig;
use MercadoPago\\Client\\Preference\\PreferenceClient;

MercadoPagoConfig::setAccessToken("<<cred>>");

$client = new PreferenceClient();
$preference = $client->create([
    "items" => [["title" => "Socio de la Tribuna", "quantity" => 1, "unit_price" => 4500]],
    "back_urls" => ["success" => "https://<<dom>>/gracias"],
]);
header("Location: " . $preference->init_point);
""",
    "p:mercadopago",
    syntax="",
)

F.reg(
    "hinchada_restream_ffmpeg_bat_stream_key",
    ("movil/video_restream_<<n>>.bat", "C/Users/<<login>>/Desktop/transmision_video_<<d8>>.bat"),
    """@echo off
REM Video de la cabina -> Restream (YouTube + Facebook + Twitch)
set CAM="video=Cam Link 4K"
set MIC="audio=Línea (Focusrite USB)"
ffmpeg -f dshow -i %CAM%:%MIC% -c:v libx264 -preset veryfast -b:v 3500k -g 60 -c:a aac -b:a 128k -f flv rtmp://live.restream.io/live/<<cred>>
pause
""",
    "p:restream",
    syntax="",
)

F.reg(
    "hinchada_telegram_copied_clave_codec",
    ("notas/telegram_tecnica_<<n>>.txt", "Documents/copiado_telegram_<<d8>>.txt"),
    """<<first>> <<last>>, [<<dmy2>> <<time>>]
El Comrex de la cancha de Vélez pide login, ¿cuál era?

<<first2>>, [<<dmy2>> <<time2>>]
admin

<<first2>>, [<<dmy2>> <<time2>>]
<<cred>>

<<first>> <<last>>, [<<dmy2>> <<time2>>]
Gracias, ya enganchó
""",
    "human",
)

F.reg(
    "hinchada_fixture_apps_script_apisports_key",
    ("apps-script/Fixture_<<n>>.gs", "drive/scripts/actualizar_fixture_<<d8>>.gs"),
    """// Actualiza la planilla de fixture y resultados para la producción de la transmisión
const API_KEY = '<<cred>>';
const LIGA = 128; // Liga Profesional Argentina

function actualizarFixture() {
  const hoja = SpreadsheetApp.getActive().getSheetByName('Fixture');
  const resp = UrlFetchApp.fetch(
    'https://v3.football.api-sports.io/fixtures?league=' + LIGA + '&season=<<year>>',
    { headers: { 'x-apisports-key': API_KEY } }
  );
  const datos = JSON.parse(resp.getContentText()).response;
  datos.forEach((p, i) => {
    hoja.getRange(i + 2, 1, 1, 4).setValues([[p.fixture.date, p.teams.home.name, p.teams.away.name, p.fixture.venue.name]]);
  });
}
""",
    "hex:32",
    syntax="",
)

F.reg(
    "hinchada_equipos_flat_ods_claves",
    ("planillas/equipos_movil_<<d8>>.fods", "drive/Equipos <<n>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Equipos">
    <table:table-row>
     <table:table-cell office:value-type="string"><text:p>Equipo</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>IP</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>Usuario</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>Clave</text:p></table:table-cell>
    </table:table-row>
    <table:table-row>
     <table:table-cell office:value-type="string"><text:p>Tieline ViA</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p><<ip>></text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>admin</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell>
    </table:table-row>
    <table:table-row>
     <table:table-cell office:value-type="string"><text:p>Consola Yamaha</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>sin red</text:p></table:table-cell>
    </table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    "pw_xml",
)
