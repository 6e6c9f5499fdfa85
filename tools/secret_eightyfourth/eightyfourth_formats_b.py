# ruff: noqa: E501
"""Family b: a copy centre by the universities in Surquillo, Lima (Peru; Spanish)."""

from __future__ import annotations

from eightyfourth_spec import Fam, csv_row, spreadsheetml, whatsapp

FAM = Fam(
    name="fotocopiadora_surquillo_copyshop",
    orgs=("copiasrimac", "fotocopiasinca", "multicopiaslima"),
    tld="com.pe",
    first=(
        ("Rosa", "rosa"),
        ("Jhon", "jhon"),
        ("Milagros", "milagros"),
        ("Wilmer", "wilmer"),
        ("Yesenia", "yesenia"),
        ("Percy", "percy"),
        ("Lucía", "lucia"),
        ("Edwin", "edwin"),
        ("Gladys", "gladys"),
        ("Kevin", "kevin"),
    ),
    last=(
        ("Quispe", "quispe"),
        ("Mamani", "mamani"),
        ("Huamán", "huaman"),
        ("Flores", "flores"),
        ("Condori", "condori"),
        ("Chávez", "chavez"),
        ("Ramos", "ramos"),
        ("Ccori", "ccori"),
    ),
    words=(
        "copias",
        "peru",
        "inca",
        "cuy",
        "ceviche",
        "pisco",
        "machupicchu",
        "alianza",
        "cristal",
        "chela",
        "pachamama",
        "lima",
        "sol",
        "tinta",
        "anillado",
        "causa",
    ),
    pets=("firulais", "chato", "manchas", "bobby", "princesa", "negrito"),
    places=("surquillo", "miraflores", "barranco", "lince", "brena", "chorrillos", "callao"),
    cc="+51",
)


def _bizhub_abbr(s):
    hdr = "Abbreviation No.,Name,Furigana,Index,Destination Type,Host Address,File Path,User ID,Password,anonymous,Port No.,PASV,Proxy"
    r1 = csv_row(
        [
            str(int(s["n"])),
            f"SCAN {s['fac']}",
            f"SCAN {s['fac']}",
            "Etc",
            "SMB",
            s["ip"],
            f"escaneos\\{s['fa']}",
            s["login"],
            s["cred"],
            "OFF",
            "445",
            "",
            "",
        ]
    )
    r2 = csv_row(
        [
            str(int(s["n"]) + 1),
            "SCAN MOSTRADOR",
            "SCAN MOSTRADOR",
            "Etc",
            "SMB",
            s["ip"],
            "escaneos\\mostrador",
            "mostrador",
            "",
            "OFF",
            "445",
            "",
            "",
        ]
    )
    return "\n".join([hdr, r1, r2]) + "\n"


FAM.reg(
    "fotocopia_bizhub_abbr_csv_smb_destination_password",
    ("bizhub C<<nn>>/AddressBook_<<date>>.csv", "backup/konica/abbr_<<n>>.csv"),
    _bizhub_abbr,
    "human_x",
)

FAM.reg(
    "fotocopia_spanish_whatsapp_clave_correo_escaner",
    ("WhatsApp Chat - <<fac>> <<lac>>.txt", "chats/Copias <<place>> <<n>>.txt"),
    lambda s: whatsapp(
        s["rng"],
        s,
        [
            (
                s["fa2"].capitalize(),
                "Jefa la Ricoh no manda los escaneos al correo 😓 dice error de autenticación",
            ),
            (s["fac"], "Ayer cambié la clave del gmail, pon la nueva"),
            (s["fac"], f"es {s['cred']}"),
            (s["fa2"].capitalize(), "Ya salió, gracias!! 👍"),
            (s["fac"], "Borra el mensaje después oe"),
        ],
        "ios",
    ),
    "human",
)

FAM.reg(
    "fotocopia_nubefact_ose_token_php",
    ("facturacion/nubefact_config.php", "sistema-<<org>>/app/Config/Nubefact<<n>>.php"),
    """<?php
// Facturación electrónica SUNAT vía Nubefact (OSE) - <<orgc>> S.A.C. RUC 20<<id>><<nn>>1
// Actualizado por <<fa>> el <<dmy>>
return [
    'ruta'  => 'https://api.nubefact.com/api/v1/<<uuid>>',
    'token' => '<<cred>>',
    'serie_boleta'  => 'B00<<n>>',
    'serie_factura' => 'F00<<n>>',
    'igv' => 18,
];
""",
    "hex:64",
)

FAM.reg(
    "fotocopia_culqi_private_key_express_server",
    ("pedidos-online/server.js", "web/<<org>>-impresiones/src/pagos<<n>>.js"),
    """// Pedidos de impresión online: pago con tarjeta (Culqi) o Yape
const express = require('express');
const Culqi = require('culqi-node');

const culqi = new Culqi({
  privateKey: '<<cred>>',
  publicKey: 'pk_live_<<serial>><<hex8>>',
});

const app = express();
app.use(express.json());

app.post('/api/cobrar', async (req, res) => {
  const charge = await culqi.charges.createCharge({
    amount: req.body.total * 100,
    currency_code: 'PEN',
    email: req.body.email,
    source_id: req.body.token,
  });
  res.json({ ok: true, id: charge.id });
});

app.listen(3000);
""",
    "p:culqi_sk",
)

FAM.reg(
    "fotocopia_contadora_email_clave_sol_sunat",
    ("Correo/Contadora/<<date>> Clave SOL.eml", "mail/inbox/<<id>>.eml"),
    """From: <<fn2>> <<ln2>> (Estudio Contable) <<<fa2>>.contable@gmail.com>
To: <<fn>> <<ln>> <<<email>>>
Subject: Re: declaración mensual PDT 621 - <<orgc>>
Date: <<rfcdate>> -0500
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Buenas tardes Sra. <<ln>>,

Para presentar la declaración de este mes necesito ingresar a SUNAT Operaciones en Línea.
Le confirmo los datos que me pasó por teléfono:

RUC: 20<<id>><<nn>>1
Usuario SOL: <<orgu>>01
Clave SOL: <<cred>>

Le recomiendo cambiarla después del día 15. Cualquier cosa me escribe.

Saludos cordiales,
<<fac2>> <<lac2>>
Contadora Pública Colegiada
""",
    "human_x",
)

FAM.reg(
    "fotocopia_cabinas_cibercontrol_servidor_ini",
    ("CiberControl/servidor.ini", "C/CiberControl<<n>>/servidor.ini"),
    """; CiberControl - servidor de cabinas (<<orgc>> <<place>>)
[General]
Local=<<orgc>> <<place>>
TarifaHora=1.50
Moneda=S/
Cabinas=<<n>>

[Admin]
Usuario=admin
Password=<<cred>>
BloquearAlInicio=1

[Impresion]
Impresora=\\\\<<ip>>\\RICOH_B-N
PrecioHoja=0.10
""",
    "pw",
    syntax="ini",
)

FAM.reg(
    "fotocopia_yape_gmail_imap_python_app_password",
    ("scripts/lector_yape.py", "cabinas/<<fa>>/yape_notificaciones_<<n>>.py"),
    '''"""Lee los correos de confirmación de Yape / Plin y marca los pedidos como pagados."""

import imaplib
import re

IMAP_HOST = "imap.gmail.com"
IMAP_USER = "<<org>>.pagos@gmail.com"
IMAP_PASS = "<<cred>>"  # contraseña de aplicación de Google


def pagos_nuevos():
    m = imaplib.IMAP4_SSL(IMAP_HOST)
    m.login(IMAP_USER, IMAP_PASS)
    m.select("INBOX")
    _, ids = m.search(None, '(UNSEEN FROM "notificaciones@yape.pe")')
    for num in ids[0].split():
        _, data = m.fetch(num, "(RFC822)")
        monto = re.search(rb"S/ ([0-9.]+)", data[0][1])
        yield num, monto.group(1).decode() if monto else None


if __name__ == "__main__":
    for num, monto in pagos_nuevos():
        print(num, monto)
''',
    "p:gmail_app",
)

FAM.reg(
    "fotocopia_accesos_spreadsheetml_clave_cell",
    ("Documentos/accesos_<<org>>.xml", "USB/<<fa>>/cuentas <<yyyy>>.xml"),
    lambda s: spreadsheetml(
        "Accesos",
        [
            ["Servicio", "Usuario", "Clave", "Notas"],
            ["Niubiz (POS)", s["orgu"], s["cred"], "solo la jefa"],
            ["Ricoh IM C3000 admin", "admin", "", "de fábrica"],
            ["Wifi clientes", f"{s['orgu']}_CLIENTES", "ver pizarra", ""],
        ],
    ),
    "human_x",
)
