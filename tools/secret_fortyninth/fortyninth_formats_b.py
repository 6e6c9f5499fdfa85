# ruff: noqa: E501
"""Family b: a retired couple's e-mails in Bayamón (Puerto Rico; Spanish)."""

from __future__ import annotations

import quopri

from fortyninth_spec import Fam, enc_qp, pick

F = Fam(
    name="jubilados_borinquen_correo",
    orgs=("prtc", "liberty", "coqui", "abuelosbayamon", "retiroboricua"),
    tld="pr",
    first=(
        "Carmen",
        "Wilfredo",
        "Nilda",
        "Ramón",
        "Gladys",
        "Héctor",
        "Migdalia",
        "Efraín",
        "Iris",
        "Ángel",
    ),
    last=("Rivera", "Colón", "Santiago", "Rosario", "Vélez", "Quiñones", "Maldonado", "Ortiz"),
    words=(
        "coqui",
        "flamboyan",
        "yunque",
        "bayamon",
        "pitirre",
        "mofongo",
        "parranda",
        "guayacan",
        "borinquen",
        "jibarito",
        "pasteles",
    ),
    seasons=("navidad", "huracan", "verano", "reyes", "cuaresma"),
    cc="1 787",
    pets=("chispa", "canela", "lucas", "nena", "toby"),
    latin={"Ramón": "ramon", "Héctor": "hector", "Efraín": "efrain", "Ángel": "angel"},
)

F.reg(
    "borinquen_eml_nieto_contrasena_netflix",
    (
        "Correo/Recibidos/<<date>> Re contrasena de la tele.eml",
        "Thunderbird/Mail/Local Folders/Inbox.sbd/Familia/msg<<n4>>.eml",
    ),
    """Return-Path: <<<email2>>>
From: <<first2>> <<<email2>>>
To: Abuela <<last>> <<<email>>>
Subject: Re: la contraseña de la tele
Date: Sat, 14 Jun <<year>> 10:<<n2>>:11 -0400
Message-ID: <<<hex12>>@mail.gmail.com>
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

Bendición abuela,

Ya le cambié la cuenta de Netflix. Cuando el televisor le pida entrar otra vez:

  correo: <<email>>
  contraseña: <<cred>>

Apúntela en la libreta que está al lado del teléfono. Si no le funciona me llama.

Besitos,
<<first2>>

El sáb, 14 jun <<year>> a las 9:02 a. m., Abuela <<last>> escribió:
> Nene la tele dice que la contraseña está mala otra vez
""",
    cred="human",
)


def _qp_pw(rng, s):
    w = pick(rng, ("Señor", "Niño", "Mañana", "Canción", "Abuelón", "Cumpleaños", "Piña"))
    return f"{w}{rng.randint(1950, 2020)}{pick(rng, ('!', '.', '*', '#'))}"


def _dec_qp(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    raw = quopri.decodestring(body.encode()).decode()
    return raw.split("Contraseña nueva: ", 1)[1].split("\n", 1)[0].strip()


F.reg(
    "borinquen_qp_email_contrasena_banco_cooperativa",
    ("Correo/Enviados/<<date>> clave cooperativa.eml", "mail/cur/<<epoch>>.<<hex8>>.mbp:2,S"),
    lambda s: (
        f"""From: {s["full"]} <{s["email"]}>
To: {s["first2"]} <{s["email2"]}>
Subject: =?UTF-8?Q?Contrase=C3=B1a_de_la_cooperativa?=
Date: Mon, 3 Mar {s["year"]} 16:{s["n2"]}:40 -0400
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

{enc_qp("Mija, aquí está lo de la cooperativa por si me pasa algo.")}
{enc_qp("Usuario: " + s["user"])}
{enc_qp("Contraseña nueva: " + s["cred"])}
{enc_qp("Tu papá no sabe usar esto, así que guárdalo tú.")}

Mami
"""
    ),
    cred=_qp_pw,
    syntax="",
    decode=_dec_qp,
)

F.reg(
    "borinquen_ocr_printout_correo_yahoo_recuperacion",
    ("Escaneos/hoja_correo_<<n3>>.txt", "Documents/Scans/OCR_<<date>>.txt"),
    """CUENTAS DE CORREO — Casa <<last>>
(la imprimió Wilfredito en <<dmy>>)

Papi:   <<email2>>
        contraseña:   <<cred>>
        teléfono de recuperación: 787-<<n3>>-<<n4>>

Mami:   <<email>>
        contraseña:   la misma de antes + el año

NO BOTAR ESTA HOJA
""",
    cred="human",
)

F.reg(
    "borinquen_mbox_reenvio_mi_seguro_social",
    ("Mail/Archivo.mbox", "Thunderbird/Mail/pop.<<dom>>/Seguro Social"),
    """From <<email>> <<iso>>
From: <<full>> <<<email>>>
To: <<first2>> <<<email2>>>
Subject: Fwd: my Social Security - acceso
Date: Tue, 8 Apr <<year>> 11:<<n2>>:03 -0400
Content-Type: text/plain; charset=utf-8

Mira a ver si tú puedes entrar, yo no pude.
Nombre de usuario: <<user>><<n2>>
Clave: <<cred>>
Preguntas: nombre de la mascota (<<word>>), escuela (Luis Muñoz Rivera)

---------- Forwarded message ---------
From: Social Security Administration <noreply@ssa.gov>
Subject: Your my Social Security account was created

You created a my Social Security account on <<dmy>>.

""",
    cred="human",
)

F.reg(
    "borinquen_html_email_farmacia_clave_temporera",
    ("Correo/Recibidos/Farmacia <<n4>>.html", "Mail/Inbox/farmacia_<<date>>.htm"),
    """<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"><title>Su cuenta de Farmacia</title></head>
<body style="font-family:Arial,sans-serif">
<table width="600" align="center"><tr><td>
<h2>Bienvenido(a) a Recetas en Línea</h2>
<p>Estimado(a) <<full>>:</p>
<p>Su cuenta para reordenar medicamentos fue creada. Use esta contraseña temporera la primera vez:</p>
<p style="font-size:20px"><b><<cred>></b></p>
<p>Usuario: <<email>></p>
<p>Por su seguridad, cámbiela al entrar.</p>
<p style="color:#888">Farmacias del Pueblo · Bayamón, PR</p>
</td></tr></table>
</body></html>
""",
    cred="pw_alnum",
)

F.reg(
    "borinquen_msmtprc_gmail_app_password",
    ("home/<<fa>>/.msmtprc", "raspberrypi/home/pi/.msmtprc"),
    """# msmtp: el Raspberry manda correo cuando la planta se prende
defaults
auth           on
tls            on
tls_trust_file /etc/ssl/certs/ca-certificates.crt
logfile        ~/.msmtp.log

account        gmail
host           smtp.gmail.com
port           587
from           <<email2>>
user           <<email2>>
password       <<cred>>

account default : gmail
""",
    cred=lambda rng, s: " ".join(
        "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(4)) for _ in range(4)
    ),
)

F.reg(
    "borinquen_sms_backup_xml_luma_clave_temporera",
    ("SMSBackupRestore/sms-<<date>>.xml", "Download/sms-<<epoch>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<uuid>>" backup_date="<<epochms>>" type="full">
  <sms protocol="0" address="22455" date="<<epochms>>" type="1" subject="null" body="LUMA: Su código de verificación es <<n3>><<n3>>. No lo comparta." toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<time>>" contact_name="(Unknown)" />
  <sms protocol="0" address="+1787<<n3>><<n4>>" date="<<epochms>>" type="1" subject="null" body="Papi la clave nueva del portal de LUMA es <<cred>> , usuario tu correo de yahoo" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<time2>>" contact_name="<<first2>>" />
  <sms protocol="0" address="+1787<<n3>><<n4>>" date="<<epochms>>" type="2" subject="null" body="Gracias nena" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<time2>>" contact_name="<<first2>>" />
</smses>
""",
    cred="human_x",
)

F.reg(
    "borinquen_vcard_note_clave_portal_medico",
    ("Contactos/<<last>>.vcf", "Download/contacts-<<date>>.vcf"),
    """BEGIN:VCARD
VERSION:3.0
FN:Dr. <<first2>> <<last>> (cardiólogo)
N:<<last>>;<<first2>>;;Dr.;
TEL;TYPE=WORK:787-<<n3>>-<<n4>>
EMAIL;TYPE=INTERNET:citas@<<dom>>
NOTE:Portal de pacientes: usuario <<user>> clave <<cred>>\\nCitas los martes
END:VCARD
""",
    cred="human_x",
)
