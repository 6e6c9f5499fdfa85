# ruff: noqa: E501
"""Family c: a veterinary practice in Cusco, Peru; Spanish and Quechua."""

from __future__ import annotations

import random
import re
import urllib.parse

from sixtyninth_corpus import alnum, gen_pw, pick
from sixtyninth_spec import Fam, enc_url, shared_strings, sms_xml, wa

FAM = Fam(
    name="vetcusco_peru_veterinary_practice",
    orgs=("allqovet", "veterinariainti", "clinicapumavet", "misivet", "sanabien"),
    tld="pe",
    first=(
        ("Rosa", "rosa"),
        ("Wilber", "wilber"),
        ("Yessenia", "yessenia"),
        ("Edwin", "edwin"),
        ("Nélida", "nelida"),
        ("Percy", "percy"),
        ("Sonia", "sonia"),
        ("Ruth", "ruth"),
        ("Alipio", "alipio"),
        ("Maribel", "maribel"),
    ),
    last=(
        ("Quispe", "quispe"),
        ("Mamani", "mamani"),
        ("Huamán", "huaman"),
        ("Condori", "condori"),
        ("Ccahuana", "ccahuana"),
        ("Pumacahua", "pumacahua"),
        ("Tupayachi", "tupayachi"),
        ("Callañaupa", "callanaupa"),
    ),
    words=(
        "inti",
        "killa",
        "allqo",
        "misi",
        "wayra",
        "cusco",
        "machupicchu",
        "urubamba",
        "alpaca",
        "llama",
        "chicha",
        "sumaq",
        "munay",
        "pacha",
        "ausangate",
        "qori",
        "kuntur",
        "puma",
        "quinua",
        "cuy",
    ),
    pets=("Firulais", "Boby", "Peluchin", "Canela", "Pelusa", "Rocky", "Chaska", "Tomasa"),
    places=("Wanchaq", "San Jerónimo", "Santiago", "Urubamba", "Sicuani", "Calca", "Pisac"),
    phone_pat="+51 9## ### ###",
)
R = FAM.reg


# 1. WhatsApp (Spanish with Quechua): the reference lab portal login --------------------------
def _wa(s):
    return wa(
        s,
        [
            (
                0,
                "Imaynalla! me pasas la clave del portal del laboratorio? necesito el hemograma del perrito de la Sra. "
                + str(s["ln2"]),
            ),
            (1, "Allinmi. Usuario: " + str(s["user"])),
            (1, "Clave: " + str(s["cred"])),
            (0, "Sulpayki 🙏 ya entré"),
            (1, "borra el mensaje después ah"),
        ],
        style="android",
    )


R(
    "vetcusco_spanish_quechua_whatsapp_clave_laboratorio",
    (
        "WhatsApp/Chat de WhatsApp con <<fn2>>.txt",
        "Downloads/Chat de WhatsApp con Vet <<fn2>> <<ln2>>.txt",
    ),
    _wa,
    "human",
    syntax="",
)

# 2. Culqi checkout on the practice's Node server --------------------------------------------
R(
    "vetcusco_culqi_checkout_node_server",
    ("pagos-vet/server.js", "web-<<org>>/api/culqi.js"),
    """// Cobro de consultas y baño/peluquería con Culqi
const express = require('express');
const Culqi = require('culqi-node');

const culqi = new Culqi({
  privateKey: '<<cred>>',
  publicKey: 'pk_live_<<pk>>',
});

const app = express();
app.use(express.json());

app.post('/api/cobro', async (req, res) => {
  try {
    const charge = await culqi.charges.createCharge({
      amount: req.body.monto,
      currency_code: 'PEN',
      email: req.body.email,
      source_id: req.body.token,
      description: 'Consulta veterinaria <<orgc>>',
    });
    res.json({ ok: true, id: charge.id });
  } catch (e) {
    res.status(400).json({ ok: false, error: e.message });
  }
});

app.listen(<<port>>);
""",
    "p:culqi",
    syntax="",
    extra=lambda rng, s: {"pk": alnum(rng, 16)},
)

# 3. QVET practice software connection INI ----------------------------------------------------
R(
    "vetcusco_qvet_practice_connection_ini",
    ("QVET/Config/conexion.ini", "C:/QVET/<<org>>/conexion.ini"),
    """[Conexion]
Servidor=<<lan>>\\QVETSQL
BaseDatos=QVET_<<orgc>>
Usuario=qvet_app
Password=<<cred>>
Timeout=30

[Clinica]
Nombre=<<orgc>> Veterinaria
Sede=<<place>>
Moneda=PEN
""",
    "pw",
)

# 4. e-invoicing service YAML: SUNAT clave SOL -------------------------------------------------
R(
    "vetcusco_sunat_clave_sol_facturacion_yaml",
    ("facturador/config.yml", "srv/facturacion-<<org>>/settings.yaml"),
    """# Facturación electrónica (boletas de consulta) - envío directo a SUNAT
empresa:
  ruc: "20<<ruc>>"
  razon_social: "<<orgc>> Veterinaria S.A.C."
  direccion: "Av. de la Cultura <<num>>, <<place>>, Cusco"
sunat:
  endpoint: https://e-factura.sunat.gob.pe/ol-ti-itcpfegem/billService
  usuario_sol: "<<sol>>"
  clave_sol: '<<cred>>'
certificado:
  archivo: /srv/facturacion/cert/<<org>>.pfx
series:
  boleta: B001
  factura: F001
""",
    "human_x",
    extra=lambda rng, s: {
        "ruc": alnum(rng, 9, "0123456789"),
        "sol": alnum(rng, 8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
    },
)


# 5. SMS backup (Quechua): the reply is only the value -----------------------------------------
def _sms(s):
    return sms_xml(
        s,
        [
            (1, "Turi, clínicapa wifi claventa apachimuway, celularniy mana conectakunchu"),
            (2, str(s["cred"])),
            (1, "Añay turi!"),
        ],
        f"{s['fn2']} Vet",
    )


R(
    "vetcusco_quechua_sms_backup_reply_only",
    ("SMSBackupRestore/sms-<<date>>.xml", "celular-clinica/backup/sms-<<ts>>.xml"),
    _sms,
    "human",
)


# 6. M3U playlist of the practice's Hikvision cameras; the password is percent-encoded (encoded)
def _m3u_cred(rng, s):
    return gen_pw(rng, sym="@#%!$&+/:")


def _m3u(s):
    enc = enc_url(str(s["cred"]))
    lines = ["#EXTM3U"]
    for i, room in enumerate(("Consultorio 1", "Quirófano", "Hospitalización", "Recepción")):
        lines.append(f"#EXTINF:-1,{room}")
        lines.append(f"rtsp://admin:{enc}@{s['lan']}:554/Streaming/Channels/{i + 1}01")
    return "\n".join(lines) + "\n"


def _m3u_decode(text: str) -> str:
    m = re.search(r"rtsp://[^:/]+:([^@]+)@", text)
    assert m
    return urllib.parse.unquote(m.group(1))


R(
    "vetcusco_hikvision_m3u_rtsp_percent_encoded",
    ("camaras/clinica.m3u", "Videos/<<org>>-camaras.m3u"),
    _m3u,
    _m3u_cred,
    syntax="",
    decode=_m3u_decode,
)


# 7. XLSX sharedStrings of the vaccination sheet, with the SENASA portal login ------------------
def _xlsx(s):
    rng = random.Random(str(s["uid"]))
    strs = ["Paciente", "Especie", "Propietario", "Vacuna", "Fecha", "Próxima dosis"]
    for _ in range(4):
        strs += [
            pick(rng, ("Firulais", "Misi", "Chaska", "Rocky")),
            pick(rng, ("Canino", "Felino")),
            pick(rng, ("Sra. Quispe", "Sr. Mamani", "Sra. Condori")),
            pick(rng, ("Antirrábica", "Séxtuple", "Triple felina")),
        ]
    strs += [
        "Portal SENASA (certificados de viaje)",
        "Usuario",
        str(s["user"]),
        "Clave",
        str(s["cred"]),
    ]
    return shared_strings(strs)


R(
    "vetcusco_vaccination_xlsx_shared_strings",
    ("vacunas_<<year>>/xl/sharedStrings.xml", "unzip/Control_vacunas_<<mo>>/xl/sharedStrings.xml"),
    _xlsx,
    "human_x",
)

# 8. Mercado Pago access token in the shop's PHP ---------------------------------------------------
R(
    "vetcusco_mercadopago_access_token_php",
    ("tienda/includes/mercadopago.php", "public_html/<<org>>/pago/config.php"),
    """<?php
// Tienda de alimentos y accesorios - Mercado Pago Checkout Pro
require __DIR__ . '/../vendor/autoload.php';

use MercadoPago\\MercadoPagoConfig;
use MercadoPago\\Client\\Preference\\PreferenceClient;

MercadoPagoConfig::setAccessToken("<<cred>>");

$client = new PreferenceClient();
$preference = $client->create([
    "items" => [["title" => "Consulta <<orgc>>", "quantity" => 1, "unit_price" => 60.0, "currency_id" => "PEN"]],
    "back_urls" => ["success" => "https://<<dom>>/gracias"],
]);
echo $preference->init_point;
""",
    "p:mercadopago",
    syntax="",
)
