# ruff: noqa: E501
"""Family c: an alpaca-knitwear craft seller in Cusco selling on Etsy (Spanish, Quechua)."""

from __future__ import annotations

import urllib.parse

from ninetythird_spec import FAM_C, alnum, b64, enc_pct, grab

FAM_C.reg(
    "etsy_openapi_v3_refresh_token_node",
    ("etsy-stock/index.js", "<<org>>/scripts/etsy_sync_<<n>>.js"),
    """// Actualiza el stock de chompas y chullos en Etsy (Open API v3) - <<orgc>>, <<city>>
// correr con: node index.js   (lo programó <<fn>> en la laptop del taller)
const KEYSTRING = '<<ks>>';
const SHOP_ID = <<n2>>;
let refreshToken = '<<cred>>';

async function accessToken() {
  const r = await fetch('https://api.etsy.com/v3/public/oauth/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: KEYSTRING, refresh_token: refreshToken }),
  });
  const j = await r.json();
  refreshToken = j.refresh_token;
  return j.access_token;
}

async function main() {
  const token = await accessToken();
  const r = await fetch(`https://openapi.etsy.com/v3/application/shops/${SHOP_ID}/listings/active?limit=100`, {
    headers: { 'x-api-key': KEYSTRING, Authorization: `Bearer ${token}` },
  });
  for (const l of (await r.json()).results) console.log(l.listing_id, l.quantity, l.title);
}

main();
""",
    "p:etsy_refresh",
    syntax="",
    extra=lambda r, s: {"ks": alnum(r, 24, "abcdefghijklmnopqrstuvwxyz0123456789")},
)

FAM_C.reg(
    "culqi_checkout_php_sk_live",
    ("tienda/culqi/cargo.php", "public_html/pago_<<n>>.php"),
    """<?php
// Cobro con Culqi para pedidos nacionales (Lima, Arequipa) - <<orgc>>
require 'vendor/autoload.php';

$SECRET_KEY = '<<cred>>';
$culqi = new Culqi\\Culqi(['api_key' => $SECRET_KEY]);

$cargo = $culqi->Charges->create([
    'amount' => (int) round($_POST['monto'] * 100),
    'currency_code' => 'PEN',
    'email' => $_POST['email'],
    'source_id' => $_POST['token'],
    'description' => 'Chompa de alpaca - pedido ' . $_POST['pedido'],
]);
echo json_encode(['ok' => true, 'id' => $cargo->id]);
""",
    "p:culqi",
    syntax="",
)

FAM_C.reg(
    "quechua_spanish_whatsapp_clave_etsy",
    ("WhatsApp/Chat de WhatsApp con <<fn2>>.txt", "celular/whatsapp_taller_<<n>>.txt"),
    """<<d>>/<<mo>>/<<yy>>, <<hh>>:<<mi>> - <<fn2>> <<ln2>>: Allillanchu <<fn>> 🙏 ¿cuál es la clave del Etsy? no me deja subir las fotos de las mantas
<<d>>/<<mo>>/<<yy>>, <<hh>>:<<mi2>> - <<fn>> <<ln>>: Allillanmi. Es la misma del correo del taller
<<d>>/<<mo>>/<<yy>>, <<hh>>:<<mi2>> - <<fn>> <<ln>>: <<cred>>
<<d>>/<<mo>>/<<yy>>, <<hh>>:<<mi3>> - <<fn2>> <<ln2>>: Sulpayki, ya entré
<<d>>/<<mo>>/<<yy>>, <<hh>>:<<mi3>> - <<fn>> <<ln>>: no la pases a nadie ah, mañana la cambio
""",
    "human",
    syntax="",
)

FAM_C.reg(
    "git_ftp_config_percent_encoded_url",
    ("<<org>>-web/.git/config", "sitio/<<org>>/.git/config"),
    """[core]
	repositoryformatversion = 0
	filemode = true
	bare = false
	logallrefupdates = true
[remote "origin"]
	url = git@github.com:<<fa>>-<<org>>/web.git
	fetch = +refs/heads/*:refs/remotes/origin/*
[branch "main"]
	remote = origin
	merge = refs/heads/main
[git-ftp]
	url = ftp://<<fa>>%40<<dom>>:<<enc>>@ftp.<<dom>>/public_html
	syncroot = dist/
""",
    "human_acc",
    syntax="",
    extra=lambda r, s: {"enc": enc_pct(s["cred"])},
    decode=lambda t: urllib.parse.unquote(grab(r"url = ftp://[^:]+:([^@\s]+)@ftp\.", t)),
)

FAM_C.reg(
    "sunat_clave_sol_email_contadora",
    ("Correo/Recibidos/<<y>><<mo>><<d>>_clave_sol.eml", "mail/<<fa>>/INBOX/<<n2>>.eml"),
    """From: Estudio Contable <<lac>> <contabilidad.<<la2>>@gmail.com>
To: <<fn>> <<ln>> <<<email>>>
Subject: Declaración mensual PDT 621 - <<orgc>>
Date: Mon, <<d>> Apr <<y>> <<hh>>:<<mi>>:00 -0500
Content-Type: text/plain; charset=UTF-8

Buenas tardes <<fn>>,

Para presentar la declaración de IGV/Renta de este mes necesito entrar a SUNAT Operaciones en Línea.
Le confirmo los datos que me dictó por teléfono para que los tenga anotados:

RUC: 20<<uid>>
Usuario SOL: <<solu>>
Clave SOL: <<cred>>

Las ventas de Etsy (exportación de servicios/bienes) van como exportación, no olvide mandarme
los reportes de pago de Etsy Payments del mes.

Saludos,
CPC <<fn2>> <<ln2>>
""",
    "human",
    syntax="",
    extra=lambda r, s: {"solu": alnum(r, 8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")},
)

FAM_C.reg(
    "mydhl_express_api_ini_remitente",
    ("envios/dhl_<<org>>.ini", "config/mydhl_<<n>>.ini"),
    """; Envíos internacionales (EE.UU., Alemania) con MyDHL API - <<orgc>>
[dhl]
endpoint = https://express.api.dhl.com/mydhlapi
api_key = <<key>>
api_secret = <<cred>>
account_number = 9<<n2>>

[remitente]
empresa = <<orgc>> E.I.R.L.
contacto = <<fn>> <<ln>>
telefono = <<phone>>
ciudad = <<city>>
codigo_postal = 08002
""",
    "p:dhl",
    extra=lambda r, s: {"key": alnum(r, 16)},
)

FAM_C.reg(
    "rclone_conf_drive_fotos_refresh_token",
    ("home/<<fa>>/.config/rclone/rclone.conf", "Users/<<fa>>/.config/rclone/rclone_<<n>>.conf"),
    """[drive_fotos]
type = drive
scope = drive
root_folder_id = 1<<fid>>
token = {"access_token":"ya29.a0<<at>>","token_type":"Bearer","refresh_token":"<<cred>>","expiry":"<<date>>T<<hh>>:<<mi>>:<<ss>>.000000-05:00"}
team_drive =

[etsy_backup]
type = alias
remote = drive_fotos:Etsy/<<y>>
""",
    "p:google_refresh",
    syntax="",
    extra=lambda r, s: {"fid": alnum(r, 32), "at": b64(r, 120, urlsafe=True, pad=False)},
)


def _fods(s):
    rows = [
        ("Plataforma", "Usuario", "Clave", "Nota"),
        ("Etsy", s["email"], s["cred"], "tienda principal"),
        ("Instagram", f"@{s['org']}", "(la tiene " + s["fn2"] + ")", ""),
        ("Olva Courier", s["user"], "pedir a la oficina", ""),
    ]
    cells = "\n".join(
        "     <table:table-row>\n"
        + "".join(
            f'      <table:table-cell office:value-type="string"><text:p>{c}</text:p></table:table-cell>\n'
            for c in row
        )
        + "     </table:table-row>"
        for row in rows
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Claves">
{cells}
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
"""


FAM_C.reg(
    "inventario_flat_ods_hoja_claves",
    ("Documentos/inventario_<<org>>_<<y>>.fods", "taller/cuentas_<<n>>.fods"),
    _fods,
    "human",
    syntax="xml",
)
