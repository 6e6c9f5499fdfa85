# ruff: noqa: E501
"""Family a: a Mexican guardería subrogada (IMSS-contracted day-care centre) in Jalisco."""

from __future__ import annotations

import random

from hundredthirtyfifth_spec import UDIG, Fam, Slots, alnum, gen_pw, pick

FAM = Fam(
    "guarderia_subrogada_imss",
    orgs=("pasitosfelices", "abejitas", "chiquitines", "patitosalegres"),
    tld="com.mx",
    first=(
        "Guadalupe",
        "Ximena",
        "Valeria",
        "Fernanda",
        "Itzel",
        "Rocío",
        "Alejandra",
        "Mariana",
        "Sofía",
        "Paola",
        "Karla",
        "Brenda",
        "Yolanda",
        "Araceli",
    ),
    last=(
        "Hernández",
        "García",
        "Martínez",
        "López",
        "González",
        "Ramírez",
        "Cruz",
        "Flores",
        "Morales",
        "Villaseñor",
        "Orozco",
        "Navarro",
    ),
    words=(
        "mariposa",
        "estrellita",
        "pollito",
        "abejita",
        "girasol",
        "conejito",
        "tortuga",
        "arcoiris",
        "manzana",
        "chivas",
        "tapatio",
        "pelota",
        "crayola",
        "colores",
        "chiquitin",
        "patito",
        "campanita",
        "osito",
    ),
    pets=("firulais", "canelo", "pelusa", "chispita", "manchas", "bolita", "negrito", "princesa"),
    months=(
        "enero",
        "febrero",
        "marzo",
        "abril",
        "mayo",
        "junio",
        "julio",
        "agosto",
        "septiembre",
        "octubre",
        "noviembre",
        "diciembre",
    ),
    phone="+52 33 #### ####",
    city=("Guadalajara", "Zapopan", "Tlaquepaque", "Tonalá", "Tlajomulco"),
)
reg = FAM.reg


def rfc(rng: random.Random, s: Slots) -> Slots:
    r = (
        alnum(rng, 3, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        + f"{rng.randint(5, 19):02d}{s['mo']}{s['d']}"
        + alnum(rng, 3, UDIG)
    )
    return {"rfc": r, "rfc_lower": r.lower()}


reg(
    "guarderia_facturapi_cfdi_node_env",
    ("facturacion-<<org>>/.env", "apps/cobranza-<<org>>/.env.production"),
    """# Facturación CFDI 4.0 - <<org>> (guardería subrogada IMSS, <<city>>)
NODE_ENV=production
PORT=30<<nn>>
DATABASE_URL=postgres://cobranza@localhost:5432/<<org>>
FACTURAPI_KEY=<<cred>>
FACTURAPI_ORG_RFC=<<rfc>>
SERIE_FACTURA=GD
USO_CFDI=D10
CORREO_FACTURAS=facturacion@<<dom>>
# Régimen fiscal 603 (Personas Morales con Fines no Lucrativos)
""",
    "p:facturapi",
    extra=rfc,
)

reg(
    "guarderia_whatsapp_mamas_contrasena_camaras",
    (
        "WhatsApp Chat con Mamás Sala Maternal <<n>>.txt",
        "respaldo/<<org>>/WhatsApp Chat - Lactantes <<n>>.txt",
    ),
    """<<d>>/<<mo>>/<<yy>>, 7:<<mi>> a. m. - Los mensajes y las llamadas están cifrados de extremo a extremo. Nadie fuera de este chat, ni siquiera WhatsApp, puede leerlos ni escucharlos. Toca para obtener más información.
<<d>>/<<mo>>/<<yy>>, 7:<<mi>> a. m. - Miss <<first>> (Maternal <<n>>): Buenos días mamás 🌞 ya pueden ver a sus bebés en la app de cámaras otra vez, ya quedó el DVR
<<d>>/<<mo>>/<<yy>>, 7:<<mi2>> a. m. - Mamá de <<kid>>: Miss una disculpa, cuál es la contraseña? se me borró la app 😅
<<d>>/<<mo>>/<<yy>>, 7:<<mi2>> a. m. - Miss <<first>> (Maternal <<n>>): Usuario: <<org>>_papas
<<d>>/<<mo>>/<<yy>>, 7:<<mi2>> a. m. - Miss <<first>> (Maternal <<n>>): Contraseña: <<cred>>
<<d>>/<<mo>>/<<yy>>, 7:<<mi3>> a. m. - Mamá de <<kid>>: Muchas gracias!! 🙏
<<d>>/<<mo>>/<<yy>>, 7:<<mi3>> a. m. - Miss <<first>> (Maternal <<n>>): Por favor no la compartan fuera del grupo 🙏
""",
)

reg(
    "guarderia_mercadopago_php_colegiaturas",
    ("pagos/<<org>>/colegiaturas.php", "public_html/<<org>>/pagos/cobro_<<year>>.php"),
    """<?php
// Cobro de cuotas de recuperación / colegiaturas - <<org>>
require __DIR__ . '/../vendor/autoload.php';

use MercadoPago\\Client\\Preference\\PreferenceClient;
use MercadoPago\\MercadoPagoConfig;

MercadoPagoConfig::setAccessToken("<<cred>>");

$client = new PreferenceClient();
$preference = $client->create([
    "items" => [[
        "title" => "Cuota " . $_POST['mes'] . " - " . $_POST['nino'],
        "quantity" => 1,
        "currency_id" => "MXN",
        "unit_price" => (float) $_POST['monto'],
    ]],
    "payer" => ["email" => $_POST['correo']],
    "back_urls" => ["success" => "https://<<dom>>/pagos/gracias"],
    "notification_url" => "https://<<dom>>/pagos/webhook.php",
]);
header('Location: ' . $preference->init_point);
""",
    "p:mercadopago",
)

reg(
    "guarderia_conekta_python_referencias_oxxo",
    ("scripts/<<org>>_oxxo.py", "cobranza/referencias_oxxo_<<year>>.py"),
    '''"""Genera referencias OXXO Pay para las cuotas de los papás (<<org>>, <<city>>)."""

import conekta

conekta.api_key = "<<cred>>"
conekta.api_version = "2.0.0"
conekta.locale = "es"


def referencia_oxxo(nombre, correo, telefono, monto_centavos, concepto):
    orden = conekta.Order.create(
        {
            "currency": "MXN",
            "customer_info": {"name": nombre, "email": correo, "phone": telefono},
            "line_items": [{"name": concepto, "unit_price": monto_centavos, "quantity": 1}],
            "charges": [{"payment_method": {"type": "oxxo_cash", "expires_at": <<epoch>>}}],
        }
    )
    return orden.charges[0].payment_method.reference


if __name__ == "__main__":
    print(referencia_oxxo("<<first>> <<last>>", "<<email>>", "<<phone>>", 185000, "Cuota <<mo>>/<<year>>"))
''',
    "p:conekta",
    extra=lambda rng, s: {"epoch": str(rng.randint(1_735_000_000, 1_790_000_000))},
)

reg(
    "guarderia_efirma_bat_openssl_passin",
    ("sat/<<org>>/convertir_efirma.bat", "herramientas/fiel_<<rfc>>.bat"),
    """@echo off
REM Convierte la e.firma (FIEL) de la guarderia para timbrar desde el sistema escolar
REM RFC: <<rfc>>
set OPENSSL="C:\\Program Files\\OpenSSL-Win64\\bin\\openssl.exe"
cd /d "C:\\SAT\\FIEL_<<rfc>>"
%OPENSSL% pkcs8 -inform DER -in Claveprivada_FIEL_<<rfc>>_<<year>><<mo>><<d>>_<<hh>><<mi>><<ss>>.key -passin pass:<<cred>> -out llave.pem
%OPENSSL% x509 -inform DER -in <<rfc_lower>>.cer -out certificado.pem
echo Listo. Copiar llave.pem y certificado.pem a \\\\<<ip>>\\timbrado
pause
""",
    "human_bare",
    extra=rfc,
)

reg(
    "guarderia_portal_imss_nota_monitor_ocr",
    (
        "escaneos/nota_monitor_direccion_<<nn>>.txt",
        "ocr/<<org>>/IMG_20<<yy>><<mo>><<d>>_<<nnn>>.txt",
    ),
    """IMSS  -  Guarderías
Portal de Prestadoras del Servicio
usuario:  <<imss_user>>
contraseña:  <<cred>>
NO CAMBIAR sin avisar a Direccion!!
Lic. <<first>> <<last>>  ext. <<nnn>>
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"imss_user": f"GS{rng.randint(1000, 9999)}{s['org'][:4].upper()}"},
)

reg(
    "guarderia_control_escolar_compose_mysql",
    ("control-escolar/docker-compose.yml", "infra/<<org>>/docker-compose.yml"),
    """version: "3.8"
services:
  db:
    image: mysql:8.0
    restart: unless-stopped
    environment:
      MYSQL_DATABASE: control_escolar
      MYSQL_USER: <<org>>
      MYSQL_PASSWORD: "<<cred>>"
      MYSQL_ROOT_PASSWORD: "<<root>>"
    volumes:
      - ./mysql:/var/lib/mysql
  app:
    image: registry.<<dom>>/control-escolar:2.<<n>>
    restart: unless-stopped
    ports:
      - "80:8080"
    environment:
      DB_HOST: db
      DB_NAME: control_escolar
      DB_USER: <<org>>
      DB_PASS: "<<cred>>"
      TZ: America/Mexico_City
    depends_on:
      - db
""",
    "pw_dq",
    extra=lambda rng, s: {"root": gen_pw(rng, sym="#%&*+-_.?@^~=:,")},
)


def ciec(rng: random.Random, s: Slots) -> Slots:
    out = rfc(rng, s)
    out["despacho"] = pick(rng, ("orozcoyasociados", "contadoresdeoccidente", "fiscalnavarro"))
    return out


reg(
    "guarderia_correo_despacho_contrasena_ciec",
    ("correo/<<org>>/Re_ declaracion <<mo>>-<<year>>.eml", "buzon/contabilidad_<<nnn>>.eml"),
    """From: Despacho Contable <contabilidad@<<despacho>>.com.mx>
To: direccion@<<dom>>
Subject: Re: =?utf-8?q?Declaraci=C3=B3n_mensual?= <<mo>>/<<year>>
Date: <<d>> <<mon>> <<year>> <<hh>>:<<mi>>:<<ss>> -0600
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Buen día Lic. <<first>>,

Ya quedó presentada la declaración de <<mo>>/<<year>>. Le pido que no cambie la
contraseña del SAT sin avisarnos; la dejamos así:

RFC: <<rfc>>
Contraseña (CIEC): <<cred>>

Saludos cordiales,
C.P. <<first2>> <<last2>>
""",
    "human_plain",
    extra=ciec,
)
