# ruff: noqa: E501
"""Family c: a vehicle inspection centre (CDA, revisión técnico-mecánica) in Colombia."""

from __future__ import annotations

from hundredthirtysixth_spec import Fam, alnum

F = Fam(
    name="colombia_cda_tecnomecanica",
    orgs=("revisandes", "cdamontana", "tecnocafe"),
    tld="com.co",
    first=(
        "andres",
        "valentina",
        "juan",
        "laura",
        "carlos",
        "paola",
        "santiago",
        "natalia",
        "diego",
        "alejandra",
    ),
    last=(
        "rodriguez",
        "gomez",
        "gonzalez",
        "martinez",
        "lopez",
        "hernandez",
        "jaramillo",
        "restrepo",
        "ospina",
        "cardenas",
    ),
    words=(
        "tecnomecanica",
        "frenometro",
        "soat",
        "paisa",
        "medellin",
        "nacional",
        "millonarios",
        "arepa",
        "tinto",
        "guaro",
        "parcero",
        "chiva",
        "bandeja",
        "cafetero",
    ),
    cities=("Bogotá", "Medellín", "Cali", "Bucaramanga", "Pereira", "Manizales"),
    cc="+57 3",
    plates=("LLL-DDD", "LLL DDD"),
    lfirst=(
        "Andrés",
        "Valentina",
        "Juan",
        "Laura",
        "Carlos",
        "Paola",
        "Santiago",
        "Natalia",
        "Diego",
        "Alejandra",
    ),
    llast=(
        "Rodríguez",
        "Gómez",
        "González",
        "Martínez",
        "López",
        "Hernández",
        "Jaramillo",
        "Restrepo",
        "Ospina",
        "Cárdenas",
    ),
)

F.reg(
    "cda_sicov_integracion_properties",
    (
        "cda-<<org>>/src/main/resources/sicov.properties",
        "opt/cda/<<org>>/conf/integracion-sicov.properties",
    ),
    """# Integración SICOV / RUNT - CDA <<orgc>> <<city>>
# Actualizado <<dmy>> (<<user>>)
cda.codigo=<<num6>>
cda.nit=900<<num6>>-<<n>>

sicov.endpoint=https://sicov.<<dom>>/ws/RevisionTecnicoMecanica
sicov.usuario=CDA<<num6>>
sicov.clave=<<cred>>
sicov.timeout.ms=20000

runt.consulta.url=https://runt.<<dom>>/consulta/vehiculo
runt.reintentos=3

fotos.directorio=/srv/cda/evidencias
fotos.calidad=85
""",
    "pw",
    syntax="",
)

F.reg(
    "cda_whatsapp_clave_runt_inspector",
    (
        "WhatsApp/Chat de WhatsApp con <<full2>>.txt",
        "Respaldo/<<org>>/Chat de WhatsApp con Inspectores CDA <<n>>.txt",
    ),
    """<<d>>/<<m>>/<<yy>>, 7:<<mi>> a. m. - <<full2>>: Buenos días ingeniero, el RUNT no me deja firmar la revisión de la <<plate>>
<<d>>/<<m>>/<<yy>>, 7:<<mi>> a. m. - <<full2>>: dice que la clave venció
<<d>>/<<m>>/<<yy>>, 7:<<mi2>> a. m. - <<full>>: Parce ya se la cambié
<<d>>/<<m>>/<<yy>>, 7:<<mi2>> a. m. - <<full>>: <<cred>>
<<d>>/<<m>>/<<yy>>, 7:<<mi2>> a. m. - <<full>>: no la anote en el cuaderno de la línea 🙏
<<d>>/<<m>>/<<yy>>, 7:<<mi3>> a. m. - <<full2>>: Listo, gracias. Ya quedó aprobada, el frenómetro anda bien hoy
""",
    "human",
    syntax="",
)

F.reg(
    "cda_frenometro_linea_mqtt_yaml",
    ("linea<<n>>/<<org>>/controlador.yaml", "cda-equipos/config/<<org>>-linea-<<n>>.yml"),
    """# Controlador de línea <<n>> - CDA <<orgc>>
linea: <<n>>
clase_vehiculo: livianos
equipos:
  frenometro:
    puerto: COM5
    baudios: 9600
    umbral_desequilibrio_pct: 20
  alineador:
    puerto: COM6
  sonometro:
    puerto: COM7
  analizador_gases:
    puerto: COM8
    norma: NTC4983
mqtt:
  host: <<ip>>
  port: 1883
  client_id: linea<<n>>-<<org>>
  username: linea<<n>>
  password: "<<cred>>"
  topic: cda/<<org>>/linea<<n>>/mediciones
log:
  nivel: INFO
  archivo: /var/log/cda/linea<<n>>.log
""",
    "pw_dq",
)

F.reg(
    "cda_facturacion_electronica_dian_env",
    ("facturacion-<<org>>/.env", "srv/cda/<<org>>/facturador/.env.production"),
    """# Facturación electrónica DIAN (UBL 2.1) - CDA <<orgc>>
APP_ENV=production
EMPRESA_NIT=900<<num6>>
EMPRESA_DV=<<n>>
DIAN_AMBIENTE=1
DIAN_SOFTWARE_ID=<<uuid>>
DIAN_PREFIJO=RTM
CERT_PATH=/srv/facturador/certificados/<<org>>.p12
CERT_PASSWORD=<<cred>>
SMTP_HOST=smtp.<<dom>>
SMTP_USER=facturacion@<<dom>>
""",
    "pw",
    syntax="",
)

F.reg(
    "cda_wompi_llave_privada_python",
    ("cda_pagos/<<org>>/settings/produccion.py", "pagos_rtm/config_wompi_<<org>>.py"),
    '''"""Pago de la revisión técnico-mecánica en línea (Wompi, Bancolombia)."""

WOMPI_URL = "https://production.wompi.co/v1"
WOMPI_LLAVE_PUBLICA = "pub_prod_<<pub>>"
WOMPI_LLAVE_PRIVADA = "<<cred>>"
WOMPI_MONEDA = "COP"

VALOR_RTM = {
    "livianos": 311_500,
    "motos": 208_700,
    "pesados": 456_800,
}
''',
    "p:wompi",
    extra=lambda rng, s: {"pub": alnum(rng, 32)},
)

F.reg(
    "cda_evidencias_winscp_bat",
    ("CDA/<<org>>/scripts/subir_evidencias.bat", "Tareas/<<org>>_evidencias_linea<<n>>.bat"),
    """@echo off
REM Subida diaria de fotos de evidencia de las revisiones al servidor central
REM Programado en el Programador de tareas a las 21:00
set FECHA=%date:~6,4%%date:~3,2%%date:~0,2%

"C:\\Program Files (x86)\\WinSCP\\WinSCP.com" ^
  /log="C:\\CDA\\logs\\winscp_%FECHA%.log" /ini=nul ^
  /command ^
    "open ftpes://evidencias<<n>>:<<cred>>@<<host>>/" ^
    "lcd C:\\CDA\\Evidencias\\%FECHA%" ^
    "cd /evidencias/<<org>>/linea<<n>>" ^
    "put *.jpg" ^
    "exit"

if %ERRORLEVEL% neq 0 echo Error subiendo evidencias %FECHA% >> C:\\CDA\\logs\\errores.txt
""",
    "pw_url",
    syntax="",
)

F.reg(
    "cda_correo_contrasena_vigia_supertransporte",
    (
        "Correo/<<first>>/Acceso plataforma VIGIA - CDA <<orgc>>.eml",
        "Bandeja/<<date>>_acceso_vigia_<<org>>.eml",
    ),
    """From: Mesa de Servicio VIGIA <mesadeservicio@vigia-supertransporte.com.co>
To: <<full>> <<<email>>>
Subject: Creación de usuario plataforma VIGIA - CDA <<orgc>>
Date: <<d>> <<mon>> <<y>> <<hms>> -0500
Content-Type: text/plain; charset=utf-8

Señor(a) <<full>>
Director Técnico
CDA <<orgc>> - <<city>>

Cordial saludo.

Se ha creado su usuario para el reporte de información a la Superintendencia de
Transporte a través de la plataforma VIGIA:

Usuario: 900<<num6>>-<<first>>
Contraseña temporal: <<cred>>

La contraseña temporal vence en 72 horas. Al ingresar el sistema le solicitará
cambiarla.

Atentamente,
Mesa de Servicio VIGIA
""",
    "pw",
    syntax="",
)

F.reg(
    "cda_caja_sticker_ocr",
    ("ocr/<<org>>/IMG_<<num4>>_sticker_caja.txt", "Fotos/<<org>>/caja<<n>>_monitor.ocr.txt"),
    """CDA <<orgu>> - CAJA <<n>>
PC: CAJA0<<n>>
Usuario Windows: caja<<n>>
Contrasena: <<cred>>
—————
Datafono Redeban
AnyDesk: 1 <<nnn>> <<nnn2>> <<nnn3>>
Soporte sistemas <<phone>>
""",
    "human",
    syntax="",
)
