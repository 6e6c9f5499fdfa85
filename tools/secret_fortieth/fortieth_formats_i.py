"""Family i: tejo fields of Boyacá (Colombia): the gunpowder target-throwing sport, its
clubs, bar-side courts (canchas), tournaments and suppliers of mechas."""

# ruff: noqa: E501

from fortieth_spec import Family, alnum

F = Family(
    "boyaca_tejo_canchas",
    ("tejo-mecha-boyaca",),
    "com.co",
    ("Andres", "Luz Marina", "Jhon Fredy", "Yesenia", "Carlos", "Diana", "Wilson", "Leidy"),
    ("Rodriguez", "Sanabria", "Pinzon", "Camargo", "Gomez", "Suarez", "Becerra", "Vargas"),
    (
        "tejo",
        "mecha",
        "bocin",
        "cancha",
        "boyaca",
        "tunja",
        "sogamoso",
        "chicha",
        "embocinada",
        "turmeque",
        "aguila",
        "mano",
    ),
)

F.reg(
    "tejo_torneo_inscripciones_wompi_private_key_js",
    ("src/pagos/wompi.js", "api/inscripciones/pagos_<<nn>>.js"),
    """// Inscripciones torneo departamental de tejo - pagos con Wompi
const WOMPI_PUBLIC_KEY = "pub_prod_<<pubk>>";
const WOMPI_PRIVATE_KEY = "<<cred>>";
const WOMPI_EVENTS_SECRET = process.env.WOMPI_EVENTS_SECRET;

async function crearTransaccion(equipo, valorCentavos, email) {
  const res = await fetch("https://production.wompi.co/v1/transactions", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${WOMPI_PRIVATE_KEY}`,
    },
    body: JSON.stringify({
      amount_in_cents: valorCentavos,
      currency: "COP",
      customer_email: email,
      reference: `TEJO-<<year>>-${equipo}`,
    }),
  });
  return res.json();
}

module.exports = { crearTransaccion, WOMPI_PUBLIC_KEY, WOMPI_EVENTS_SECRET };
""",
    "p:wompi",
    extra=lambda rng, c, v: {"pubk": alnum(rng, 32)},
)

F.reg(
    "tejo_colombian_whatsapp_clave_wifi_reply",
    ("WhatsApp Chat with Cancha <<word>>.txt", "backup/wa/<<user2>>_<<ymd>>.txt"),
    """<<dmy_slash>> <<time>> - <<first>>: Parce, regáleme la clave del wifi de la cancha que los del torneo necesitan subir los resultados
<<dmy_slash>> <<time>> - <<first2>>: ya se la mando
<<dmy_slash>> <<time2>> - <<first2>>: <<cred>>
<<dmy_slash>> <<time2>> - <<first>>: gracias mi llave 🙌
""",
    "human",
)

F.reg(
    "tejo_cancha_reservas_php_pdo_password",
    ("reservas/includes/db.php", "public_html/canchas/conexion_<<nn>>.php"),
    """<?php
// Conexión base de datos - reservas de canchas de tejo
$pdo = new PDO(
    'mysql:host=<<host>>;dbname=reservas_canchas;charset=utf8mb4',
    'reservas',
    '<<cred>>',
    [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION, PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC]
);
""",
    "pw_sq",
)

F.reg(
    "tejo_dian_facturacion_electronica_certificado_clave_xml",
    ("Facturacion/config/dian.xml", "C/FacturaElectronica/<<org>>_<<nn>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<ConfiguracionFacturacion ambiente="produccion">
  <Emisor NIT="9<<big>><<nn>>" DV="<<n>>" RazonSocial="Club de Tejo <<word>> SAS"/>
  <SoftwareDIAN Id="<<uuid>>" Pin="<<num>><<n>>"/>
  <Resolucion Numero="1876<<big>><<num>>" Prefijo="TJ" Desde="1" Hasta="5000"/>
  <Certificado Ruta="C:\\Facturacion\\cert\\<<org>>.p12" Clave="<<cred>>"/>
</ConfiguracionFacturacion>
""",
    "pw_xml",
)

F.reg(
    "tejo_polvora_supplier_portal_glpi_ticket",
    ("tickets/GLPI_<<num>>.txt", "soporte/tickets/<<ymd>>_<<num>>.txt"),
    """Ticket #<<num>> - Acceso portal proveedor de mechas (pólvora)
Solicitante: <<name>>
Asignado a: <<name2>>
Estado: Resuelto
Prioridad: Media

Descripción:
No puedo entrar al portal del proveedor para pedir las mechas del torneo del puente festivo.

Seguimiento (<<dmy_slash>> <<time>>) - <<name2>>:
Se restableció el acceso.
Usuario: <<user>>
Contraseña temporal: <<cred>>
Debe cambiarla al ingresar.

Solución (<<dmy_slash>> <<time2>>): usuario confirma acceso.
""",
    "pw",
)

F.reg(
    "tejo_scoreboard_raspberry_wpa_supplicant_psk",
    ("boot/wpa_supplicant.conf", "etc/wpa_supplicant/wpa_supplicant-wlan<<n>>.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=CO

network={
    ssid="Cancha-<<word>>"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    "human",
    syntax="",
)

F.reg(
    "tejo_acta_junta_directiva_clave_banco",
    ("actas/acta_<<nn>>_<<year>>.txt", "Documentos/Club/Acta-<<ymd>>.md"),
    """ACTA No. <<nn>>
Reunión ordinaria de Junta Directiva - Club de Tejo <<word>>
Fecha: <<dmy_slash>>   Hora: <<time>>   Lugar: sede del club, Tunja

Asistentes: <<name>> (presidente), <<name2>> (tesorera), vocales.

1. Verificación del quórum: hay quórum.
2. Informe del torneo intermunicipal: 24 equipos inscritos.
3. Compra de mechas y arcilla para los bocines: aprobada.
4. Informe de tesorería: la tesorera informa que cambió la clave de la
   Sucursal Virtual Empresas; la nueva clave quedó: <<cred>> y solo la
   tendrán presidente y tesorera.
5. Varios: arreglo del techo de la cancha 3.

Se levanta la sesión a las <<time2>>.
""",
    "human",
)

F.reg(
    "tejo_transmision_ffmpeg_facebook_rtmps_key",
    ("scripts/transmitir_torneo.sh", "home/<<user>>/live_<<nn>>.sh"),
    """#!/bin/bash
# Transmisión del torneo por Facebook Live desde la cámara de la cancha
ffmpeg -f v4l2 -framerate 30 -video_size 1280x720 -i /dev/video0 \\
  -f alsa -i hw:1 \\
  -c:v libx264 -preset veryfast -b:v 2500k -g 60 -c:a aac -b:a 128k \\
  -f flv "rtmps://live-api-s.facebook.com:443/rtmp/<<cred>>"
""",
    "p:fb_stream",
)
