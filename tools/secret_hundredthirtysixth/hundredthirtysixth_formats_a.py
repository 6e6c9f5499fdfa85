# ruff: noqa: E501
"""Family a: a free-flow urban toll motorway (autopista urbana con TAG) in Santiago, Chile."""

from __future__ import annotations

import urllib.parse

from hundredthirtysixth_spec import Fam, after, enc_url, gen_pw

F = Fam(
    name="chile_autopista_freeflow_tag",
    orgs=("rutaclara", "costanorte", "vespuciovial"),
    tld="cl",
    first=(
        "camila",
        "matias",
        "javiera",
        "benjamin",
        "catalina",
        "vicente",
        "fernanda",
        "ignacio",
        "constanza",
        "tomas",
    ),
    last=(
        "gonzalez",
        "munoz",
        "rojas",
        "diaz",
        "soto",
        "contreras",
        "silva",
        "araya",
        "fuentes",
        "valenzuela",
    ),
    words=(
        "peaje",
        "portico",
        "autopista",
        "cordillera",
        "colocolo",
        "mapocho",
        "pudahuel",
        "huechuraba",
        "vespucio",
        "kennedy",
        "tagpase",
        "chilenito",
        "empanada",
        "cueca",
    ),
    cities=("Santiago", "Maipú", "Pudahuel", "Las Condes", "Quilicura", "Renca"),
    cc="+56 9",
    plates=("LLLL-DD", "LL-DDDD"),
    lfirst=(
        "Camila",
        "Matías",
        "Javiera",
        "Benjamín",
        "Catalina",
        "Vicente",
        "Fernanda",
        "Ignacio",
        "Constanza",
        "Tomás",
    ),
    llast=(
        "González",
        "Muñoz",
        "Rojas",
        "Díaz",
        "Soto",
        "Contreras",
        "Silva",
        "Araya",
        "Fuentes",
        "Valenzuela",
    ),
)

F.reg(
    "autopista_portico_lane_controller_ini",
    ("portico/<<org>>/P<<nn>>/controlador.ini", "etc/<<org>>/gantry_p<<nn>>.ini"),
    """; Controlador de pórtico free-flow - <<orgu>>
; Última modificación: <<dmy>> por <<user>>

[portico]
id = P<<nn>>
nombre = Pórtico <<nn>> <<city>>
sentido = Oriente-Poniente
pistas = 3

[dsrc]
; lector TAG 5,8 GHz
lector_ip = <<ip>>
puerto = 5100
potencia_dbm = 28

[anpr]
camaras = <<ip2>>
umbral_confianza = 0.82
guardar_imagenes_dias = 30

[backoffice]
sftp_host = <<host>>
sftp_port = 22
sftp_user = portico<<nn>>
sftp_password = <<cred>>
ruta_transitos = /entrada/transitos/P<<nn>>
intervalo_envio_seg = 60
""",
    "pw",
)

F.reg(
    "autopista_webpay_transbank_env",
    ("<<org>>-portal-pagos/.env", "deploy/<<org>>/pagos/.env.production"),
    """APP_NAME="Pago de deudas TAG"
APP_ENV=production
APP_URL=https://pagos.<<dom>>
APP_LOCALE=es_CL
TZ=America/Santiago

DB_HOST=<<ip>>
DB_DATABASE=portal_pagos
DB_USERNAME=portal

# Webpay Plus (Transbank) - producción
TBK_COMMERCE_CODE=5970<<num6>><<nn>>
TBK_API_KEY_SECRET=<<cred>>
TBK_ENVIRONMENT=LIVE
TBK_RETURN_URL=https://pagos.<<dom>>/webpay/retorno
""",
    "p:transbank",
    syntax="",
)

F.reg(
    "autopista_whatsapp_clave_backoffice",
    (
        "WhatsApp/Chat de WhatsApp con <<full2>>.txt",
        "exports/<<org>>/Chat de WhatsApp con Turno Noche P<<nn>>.txt",
    ),
    """<<dmyy>>, <<hm>> - Los mensajes y las llamadas están cifrados de extremo a extremo. Nadie fuera de este chat, ni siquiera WhatsApp, puede leerlos ni escucharlos.
<<dmyy>>, <<hm>> - <<full2>>: oye <<lfirst>>, no me deja entrar al backoffice de tránsitos
<<dmyy>>, <<hm>> - <<full2>>: me dice usuario bloqueado 😩
<<dmyy>>, <<hm2>> - <<full>>: ya po, te la reseteé
<<dmyy>>, <<hm2>> - <<full>>: usuario <<user2>>
<<dmyy>>, <<hm2>> - <<full>>: clave <<cred>>
<<dmyy>>, <<hm2>> - <<full>>: cámbiala al tiro cuando entres
<<dmyy>>, <<hm3>> - <<full2>>: buenísimo, gracias!! ya entré
<<dmyy>>, <<hm3>> - <<full2>>: el pórtico <<nn>> sigue sin mandar transacciones desde las 3am, voy a llamar a mantención
""",
    "human",
    syntax="",
)

F.reg(
    "autopista_libredte_certificado_pfx_php",
    ("boletas/<<org>>/config/config.php", "infracciones-<<org>>/app/config/sii.php"),
    """<?php
/**
 * Emisión de boletas electrónicas por tránsitos sin TAG (pase diario tardío).
 * Certificado digital del representante legal: <<full>>
 */
return [
    'sii' => [
        'ambiente' => 'produccion',
        'rut_emisor' => '76.<<nnn>>.<<nnn>>-<<n>>',
        'razon_social' => 'Sociedad Concesionaria <<orgc>> S.A.',
        'resolucion' => ['fecha' => '<<date>>', 'numero' => 0],
        'certificado' => [
            'file' => __DIR__ . '/../certs/<<first>>_<<last>>.pfx',
            'pass' => '<<cred>>',
        ],
        'caf_dir' => __DIR__ . '/../caf',
    ],
    'correo' => [
        'host' => 'smtp.<<dom>>',
        'user' => 'dte@<<dom>>',
    ],
];
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "autopista_oracle_sqlplus_cierre_sh",
    ("scripts/<<org>>/cierre_diario_transitos.sh", "opt/backoffice/bin/cierre_p<<nn>>.sh"),
    """#!/bin/bash
# Cierre diario de tránsitos de los pórticos TAG -> facturación
# cron: 15 2 * * * /opt/backoffice/bin/cierre_diario_transitos.sh >> /var/log/cierre.log 2>&1
export ORACLE_HOME=/u01/app/oracle/product/19.0.0/dbhome_1
export NLS_LANG=SPANISH_CHILE.AL32UTF8
export PATH=$ORACLE_HOME/bin:$PATH

FECHA=$(date -d yesterday +%Y%m%d)
LOG=/var/log/backoffice/cierre_$FECHA.log

echo "[$(date)] inicio cierre $FECHA" >> $LOG
sqlplus -s BO_TRANSITOS/<<cred>>@//<<host>>:1521/TAGPRD @/opt/backoffice/sql/cierre_diario.sql $FECHA >> $LOG
if [ $? -ne 0 ]; then
  echo "cierre $FECHA con errores" | mail -s "[TAG] cierre fallido" soporte@<<dom>>
fi
""",
    lambda rng, s: gen_pw(rng, sym="_#"),
    syntax="",
)

F.reg(
    "autopista_anpr_camaras_rtsp_python",
    ("anpr/<<org>>/lectura_patentes.py", "scripts/anpr_portico_<<nn>>.py"),
    '''"""Lectura de patentes (ANPR) para tránsitos sin TAG en el pórtico P<<nn>>."""

import cv2

from ocr_patentes import leer_patente

CAMARAS = {
    "P<<nn>>-pista1": "rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101",
    "P<<nn>>-pista2": "rtsp://admin:<<cred>>@<<ip2>>:554/Streaming/Channels/101",
}
UMBRAL = 0.82


def procesar(nombre, url):
    cap = cv2.VideoCapture(url)
    ok, frame = cap.read()
    if not ok:
        print(f"{nombre}: sin imagen")
        return None
    patente, conf = leer_patente(frame)
    if conf >= UMBRAL:
        print(f"{nombre}: {patente} ({conf:.2f})")
    return patente


if __name__ == "__main__":
    for nombre, url in CAMARAS.items():
        procesar(nombre, url)
''',
    "pw_url",
)


def _pct_pw(rng, s):
    while True:
        pw = gen_pw(rng, sym="@#%/:?!")
        if any(c in pw for c in "@#%/:?"):
            return pw


F.reg(
    "autopista_cobranza_dsn_percent_encoded",
    ("cobranza/<<org>>/settings_prod.py", "cobranza-tag/config/<<org>>_production.py"),
    """# Configuración de producción - cobranza de deudas TAG e infractores
DEBUG = False
TIME_ZONE = "America/Santiago"

SQLALCHEMY_DATABASE_URI = "postgresql+psycopg2://cobranza:<<enc>>@<<host>>:5432/cobranza_tag"
SQLALCHEMY_POOL_SIZE = 10

CARTAS_COBRANZA_DIR = "/srv/cobranza/cartas"
DIAS_PARA_INFRACCION = 20
""",
    _pct_pw,
    extra=lambda rng, s: {"enc": enc_url(str(s["cred"]))},
    decode=lambda t: urllib.parse.unquote(after(r"cobranza:([^@]+)@", t)),
)

F.reg(
    "autopista_correo_sftp_banco_pac",
    (
        "correo/<<first>>/Credenciales SFTP convenio PAC <<num6>>.eml",
        "mail/export/<<date>>_sftp_pac_<<org>>.eml",
    ),
    """From: Mesa de Ayuda Recaudación <soporte.recaudacion@bancoandino.cl>
To: <<full>> <<<email>>>
Subject: Credenciales SFTP - Convenio PAC <<num6>>
Date: <<d>> <<mon>> <<y>> <<hms>> -0300
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Estimado/a <<full>>:

Junto con saludar, le enviamos las credenciales de acceso al servidor SFTP para el
intercambio de archivos de mandatos PAC (Pago Automático de Cuentas) de Sociedad
Concesionaria <<orgc>> S.A.:

  Servidor:   sftp.bancoandino.cl (puerto 22)
  Usuario:    <<orgu>>_PAC
  Contraseña: <<cred>>

Por seguridad, le solicitamos cambiar la contraseña en su primer ingreso.

Saludos cordiales,
Mesa de Ayuda Recaudación
Banco Andino
""",
    "pw",
    syntax="",
)
