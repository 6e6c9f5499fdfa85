# ruff: noqa: E501
"""Family g: a Mexican neighbourhood association (junta vecinal / asociación de colonos) in
Mexico City / Guadalajara (Spanish): a dues table exported to HTML, WhatsApp and Telegram, the
gatehouse cameras and SIP intercom, Conekta for dues, Apps Script SMS and an assembly invite."""

from __future__ import annotations

import html
import random
import re

from ninetysecond_spec import Fam, amp_pw, enc_html, pick

MX = Fam(
    name="junta_vecinal_colonia_mx",
    orgs=(
        ("colonosdelvalle", "Asociación de Colonos del Valle Sur"),
        ("vecinosjacarandas", "Junta Vecinal Las Jacarandas"),
        ("comitesantaursula", "Comité Vecinal Santa Úrsula"),
        ("unidoslaestancia", "Vecinos Unidos de La Estancia"),
    ),
    tld="org.mx",
    first=(
        ("Guadalupe", "guadalupe"),
        ("José Luis", "joseluis"),
        ("María Fernanda", "mafer"),
        ("Alejandro", "alejandro"),
        ("Ximena", "ximena"),
        ("Jesús", "jesus"),
        ("Itzel", "itzel"),
        ("Rodrigo", "rodrigo"),
        ("Verónica", "veronica"),
        ("Emiliano", "emiliano"),
    ),
    last=(
        ("Hernández", "hernandez"),
        ("García", "garcia"),
        ("Martínez", "martinez"),
        ("López", "lopez"),
        ("Ramírez", "ramirez"),
        ("Flores", "flores"),
        ("Sánchez", "sanchez"),
        ("Cruz", "cruz"),
    ),
    words=(
        "mexico",
        "aguila",
        "nopal",
        "chapulin",
        "guadalupe",
        "colonia",
        "vecinos",
        "tamales",
        "pozole",
        "mariachi",
        "chivas",
        "cruzazul",
        "pumas",
        "esperanza",
        "jacaranda",
        "zocalo",
    ),
    pets=("firulais", "canela", "chispa", "manchas", "pelusa", "pancho", "negrito", "frida"),
    cc="+52",
    places=("iztapalapa", "coyoacan", "tlalpan", "zapopan", "puebla", "oaxaca", "merida", "toluca"),
)


def _mx_html(rng: random.Random, s: dict[str, object]) -> None:
    rows = []
    target = rng.randrange(4)
    svcs = (
        "Cámaras caseta (Hik-Connect)",
        "Cuenta banco cuotas",
        "Correo junta",
        "Facebook página",
        "Conekta panel",
    )
    for i in range(4):
        pw = enc_html(str(s["cred"])) if i == target else enc_html(MX.human(rng, safe=True))
        rows.append(
            f'<tr><td class="s1">{svcs[i]}</td><td class="s1">{pick(rng, MX.first)[1]}@{s["dom"]}</td><td class="s2">{pw}</td></tr>'
        )
    s["rows"] = "\n".join(rows)
    s["target_svc"] = svcs[target]


def _mx_html_decode(text: str) -> str:
    for m in re.finditer(
        r'<tr><td class="s1">([^<]+)</td><td class="s1">[^<]+</td><td class="s2">([^<]+)</td></tr>',
        text,
    ):
        cell = html.unescape(m.group(2))
        if any(c in cell for c in "&<>") and m.group(2) != cell:
            return cell
    raise ValueError("no escaped cell")


MX.reg(
    "vecinal_accesos_html_table_entities",
    ("Accesos_junta_<<place>>.html", "drive_export/accesos/<<org>>_<<date>>.html"),
    """<html><head><meta charset="utf-8"><title>Accesos – <<orgname>></title>
<style>.s1{font-family:Arial}.s2{font-family:Consolas}</style></head>
<body>
<h3>Accesos y contraseñas – Mesa directiva <<year>></h3>
<table class="waffle" cellspacing="0" cellpadding="0">
<tr><th>Servicio</th><th>Usuario</th><th>Contraseña</th></tr>
<<rows>>
</table>
<p>Actualizado por <<fn>> <<ln>> el <<dmy>>. No compartir fuera de la mesa directiva.</p>
</body></html>
""",
    amp_pw,
    syntax="",
    extra=_mx_html,
    decode=_mx_html_decode,
)


def _mx_wa(s: dict[str, object]) -> str:
    d = f"{s['d']}/{s['mo']}/{str(s['year'])[2:]}"
    h = int(str(s["time"])[:2])
    suf = "p. m." if h >= 12 else "a. m."
    t = f"{h - 12 if h > 12 else h}:{str(s['time'])[3:]}\u202f{suf}"
    a = f"{s['fn']} {s['ln']}"
    b = f"{s['fn2']} {s['ln2']}"
    return (
        f"{d}, {t} - {a}: Buenas noches vecinos, ¿alguien tiene la contraseña del DVR de la caseta? El guardia dice que no ve la cámara de la entrada\n"
        f"{d}, {t} - {b}: Es admin / {s['cred']}\n"
        f"{d}, {t} - {b}: Pero no la compartan en el grupo general porfa 🙏\n"
        f"{d}, {t} - {a}: Gracias vecina, ya quedó\n"
        f"{d}, {t} - {s['fn2']} {s['ln2']} eliminó este mensaje\n"
    )


MX.reg(
    "vecinal_whatsapp_android_mx_contrasena_dvr",
    (
        "Chat de WhatsApp con Mesa Directiva <<town>>.txt",
        "respaldo/whatsapp_mesa_<<n>>_<<date>>.txt",
    ),
    _mx_wa,
    "human",
    syntax="",
)

MX.reg(
    "vecinal_caseta_vlc_playlist_rtsp",
    ("caseta/camaras_<<place>>.m3u", "Escritorio/Camaras caseta <<n>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Entrada principal
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
#EXTINF:-1,Estacionamiento
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201
#EXTINF:-1,Parque infantil
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/301
""",
    "pw_url",
    syntax="",
)

MX.reg(
    "vecinal_cuotas_conekta_php_llave_privada",
    ("cuotas/conekta_cobro.php", "pagos/<<place>>/conekta.php"),
    """<?php
// Cobro de cuota de mantenimiento mensual - <<orgname>>
require_once __DIR__ . '/vendor/autoload.php';

\\Conekta\\Conekta::setApiKey('<<cred>>');
\\Conekta\\Conekta::setApiVersion('2.0.0');
\\Conekta\\Conekta::setLocale('es');

$orden = \\Conekta\\Order::create([
    'currency' => 'MXN',
    'customer_info' => ['name' => $_POST['nombre'], 'email' => $_POST['correo'], 'phone' => $_POST['tel']],
    'line_items' => [['name' => 'Cuota mantenimiento <<mo>>/<<year>>', 'unit_price' => 45000, 'quantity' => 1]],
    'charges' => [['payment_method' => ['type' => 'oxxo_cash']]],
]);
echo $orden->charges[0]->payment_method->reference;
""",
    "p:conekta",
    syntax="",
)

MX.reg(
    "vecinal_porton_intercom_linphonerc",
    ("caseta_<<place>>/.linphonerc", "home/pi/.config/linphone/linphonerc_<<n>>"),
    """[sip]
sip_port=5060
default_proxy=0
register_only_when_network_is_up=1

[proxy_0]
reg_proxy=<sip:sip.<<dom>>;transport=udp>
reg_identity="Caseta <<town>>" <sip:caseta<<n>>@sip.<<dom>>>
reg_expires=3600
reg_sendregister=1

[auth_info_0]
username=caseta<<n>>
userid=caseta<<n>>
passwd=<<cred>>
realm=sip.<<dom>>
domain=sip.<<dom>>
""",
    "pw",
    syntax="",
)


def _mx_tg(s: dict[str, object]) -> str:
    d = f"{s['d']:02d}.{s['mo']:02d}.{str(s['year'])[2:]}"
    return (
        f"{s['fn']} {s['ln']}, [{d} {s['time']}]\n"
        f"Para la asamblea del sábado en el salón de usos múltiples, ¿cuál es el wifi?\n\n"
        f"{s['fn2']} {s['ln2']}, [{d} {s['time2']}]\n"
        f"Red: Salon_{s['org']}\n"
        f"Clave: {s['cred']}\n\n"
        f"{s['fn']} {s['ln']}, [{d} {s['time2']}]\n"
        f"Mil gracias 🙌\n"
    )


MX.reg(
    "vecinal_telegram_copied_clave_wifi_salon",
    ("notas/telegram_asamblea_<<n>>.txt", "Documentos/copiado_telegram_<<date>>.txt"),
    _mx_tg,
    "human",
    syntax="",
)

MX.reg(
    "vecinal_apps_script_twilio_avisos",
    ("apps-script/Avisos.gs", "scripts/<<place>>_avisos_sms.gs"),
    """/**
 * Envía avisos por SMS a los vecinos listados en la hoja "Directorio".
 * Mesa directiva <<orgname>> – <<fn>> <<ln>>
 */
const TWILIO_SID = 'AC<<sid>>';
const TWILIO_TOKEN = '<<cred>>';
const TWILIO_FROM = '+1<<from>>';

function enviarAvisos() {
  const hoja = SpreadsheetApp.getActive().getSheetByName('Directorio');
  const filas = hoja.getDataRange().getValues().slice(1);
  const aviso = hoja.getRange('H1').getValue();
  filas.forEach(([nombre, calle, telefono]) => {
    UrlFetchApp.fetch(`https://api.twilio.com/2010-04-01/Accounts/${TWILIO_SID}/Messages.json`, {
      method: 'post',
      headers: { Authorization: 'Basic ' + Utilities.base64Encode(TWILIO_SID + ':' + TWILIO_TOKEN) },
      payload: { To: telefono, From: TWILIO_FROM, Body: aviso },
    });
  });
}
""",
    "p:twilio_auth",
    syntax="",
    extra=lambda rng, s: s.update(
        sid="".join(rng.choice("0123456789abcdef") for _ in range(32)),
        **{"from": rng.randint(2000000000, 9999999999)},
    ),
)

MX.reg(
    "vecinal_asamblea_ics_contrasena_salon",
    ("calendario/asamblea_<<date>>.ics", "invitaciones/<<org>>_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
METHOD:REQUEST
BEGIN:VEVENT
DTSTART;TZID=America/Mexico_City:<<dcompact>>T180000
DTEND;TZID=America/Mexico_City:<<dcompact>>T200000
UID:<<uid>>@google.com
ORGANIZER;CN=<<fn>> <<ln>>:mailto:<<email>>
SUMMARY:Asamblea ordinaria de colonos
LOCATION:Salón de usos múltiples\\, <<town>>
DESCRIPTION:Orden del día: cuotas\\, seguridad\\, poda de jacarandas.\\nWi-Fi
  del salón: Salon_<<org>> / contraseña: <<cred>>\\nTraer credencial de v
 ecino.
STATUS:CONFIRMED
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: s.update(
        dcompact=str(s["date"]).replace("-", ""),
        uid="".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(26)),
    ),
)
