# ruff: noqa: E501
"""Family l: a mutual-aid housing cooperative (cooperativa de vivienda, FUCVAM) in Montevideo,
Uruguay, Rioplatense Spanish."""

from __future__ import annotations

from hundredtenth_spec import Fam, draw, prov

FAM = Fam(
    name="fucvam_cooperativa_vivienda_montevideo",
    key="fucvam",
    orgs=("cooptrescruces", "covicerro", "mesaunocoop", "vivipradocoop"),
    tld="org.uy",
    first=(
        ("Florencia", "florencia"),
        ("Martín", "martin"),
        ("Lucía", "lucia"),
        ("Gonzalo", "gonzalo"),
        ("Valentina", "valentina"),
        ("Diego", "diego"),
        ("Marisa", "marisa"),
    ),
    last=(
        ("Rodríguez", "rodriguez"),
        ("Pereira", "pereira"),
        ("Fernández", "fernandez"),
        ("Silva", "silva"),
        ("Olivera", "olivera"),
        ("Techera", "techera"),
    ),
    words=(
        "mate",
        "termo",
        "rambla",
        "candombe",
        "charrua",
        "celeste",
        "penarol",
        "nacional",
        "cooperativa",
        "vivienda",
        "ayudamutua",
        "asado",
        "murga",
        "tamboril",
        "bizcocho",
    ),
    pets=("Tango", "Negro", "Lola", "Chispa", "Manchita", "Rulo"),
    cc="+5989",
    places=("Cerro", "Malvín Norte", "Tres Cruces", "Paso Molino", "Peñarol", "Prado"),
)

FAM.reg(
    "whatsapp_rioplatense_contrasena_comision_fomento",
    ("WhatsApp Chat - Comisión Fomento <<orgc>>/_chat.txt", "whatsapp/<<org>>_comision_<<y>>.txt"),
    """[<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>>:<<ss>>] <<fn>>: Che, ¿alguien tiene la contraseña del e-BROU de la cooperativa? Tengo que pagar la cuota de la Agencia
[<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>>:<<ss>>] <<fn2>> Tesorería: Usuario: <<user>>
[<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>>:<<ss>>] <<fn2>> Tesorería: Contraseña: <<cred>>
[<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>>:<<ss>>] <<fn2>> Tesorería: Borrala después del chat eh
[<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>>:<<ss>>] <<fn>>: Dale, gracias! 🧉
""",
    cred="human",
    syntax="",
)

FAM.reg(
    "mercadopago_cuota_social_php",
    ("<<org>>/cuotas/mercadopago.php", "sistema-<<org>>/config/mp_<<y>>.php"),
    """<?php
// Cobro de la cuota social y fondo de socorro por Mercado Pago
require 'vendor/autoload.php';

use MercadoPago\\MercadoPagoConfig;

MercadoPagoConfig::setAccessToken('<<cred>>');
$preferencia = [
    'items' => [['title' => 'Cuota social <<mo>>/<<y>> - <<orgc>>', 'quantity' => 1, 'unit_price' => 2450, 'currency_id' => 'UYU']],
    'notification_url' => 'https://<<dom>>/mp/ipn',
];
""",
    cred=lambda rng, fam: prov(rng, "mercadopago"),
    syntax="",
)

FAM.reg(
    "biller_cfe_efactura_token_env",
    ("<<org>>-facturacion/.env", "srv/<<org>>/biller/.env"),
    """# Facturación electrónica DGI (CFE) vía Biller
BILLER_URL=https://biller.uy/v2
BILLER_TOKEN=<<cred>>
BILLER_EMPRESA_RUT=21<<n>>0<<n>>0018
BILLER_SUCURSAL=1
""",
    cred="alnum:40",
    syntax="",
)

FAM.reg(
    "acta_asamblea_wifi_salon_comunal",
    ("Actas/<<y>>/acta_asamblea_<<date>>.txt", "Drive/<<orgc>>/actas/acta_<<n>>.txt"),
    """ACTA DE ASAMBLEA GENERAL ORDINARIA Nº <<n>>
Cooperativa de Vivienda <<orgc>> (FUCVAM) - <<place>>, Montevideo, <<d>>/<<mo>>/<<y>>

Presentes: 41 socios. Preside <<fn>> <<ln>>, secretaria <<fn2>>.

1. Horas de ayuda mutua: se aprueba la planilla de la etapa 2.
2. Salón comunal: se instaló Antel Fibra. Red "<<orgc>>-Salon", clave <<cred>>
   (solo para actividades de la cooperativa, la comisión la cambia cada asamblea).
3. Morosidad: 3 núcleos con más de 2 cuotas atrasadas; se les envía nota.

Sin más temas se levanta la sesión a las 22:40.
""",
    cred="human",
    syntax="",
)

FAM.reg(
    "keepass_csv_export_ebrou_tesoreria",
    ("Tesoreria/keepass_export_<<date>>.csv", "Documents/<<fa>>/claves_<<org>>.csv"),
    """"Account","Login Name","Password","Web Site","Comments"
"e-BROU cooperativa","<<user>>","<<cred>>","https://www.brou.com.uy","tesorería"
"Agencia Nacional de Vivienda","<<org>>","<<other>>","https://www.anv.gub.uy",""
"Antel Fibra salón","admin","","","router en el salón"
""",
    cred="pw_dq",
    syntax="",
    extra=lambda rng, s: {"other": draw(rng, FAM, "pw_dq")},
)

FAM.reg(
    "nextcloud_config_php_dbpassword",
    ("var/www/nextcloud/config/config.php", "<<org>>/nube/config_<<n>>.php"),
    """<?php
$CONFIG = array (
  'instanceid' => 'oc<<hex8>>',
  'trusted_domains' => array (0 => 'nube.<<dom>>'),
  'datadirectory' => '/srv/nube/data',
  'dbtype' => 'mysql',
  'dbname' => 'nextcloud',
  'dbhost' => 'localhost',
  'dbuser' => 'nc_<<org>>',
  'dbpassword' => '<<cred>>',
  'default_language' => 'es',
  'installed' => true,
);
""",
    cred="pw_sq",
    syntax="",
)

FAM.reg(
    "odoo_socios_docker_compose_yaml",
    ("<<org>>/gestion/docker-compose.yml", "srv/<<org>>-odoo/compose_<<y>>.yaml"),
    """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: postgres
      POSTGRES_USER: odoo
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - ./pgdata:/var/lib/postgresql/data
  odoo:
    image: odoo:17
    depends_on: [db]
    ports: ["8069:8069"]
    environment:
      HOST: db
      USER: odoo
      PASSWORD: "<<cred>>"
""",
    cred="pw_an",
)

FAM.reg(
    "telegram_copied_reply_only_padron_socios",
    ("Telegram/<<fa>>_<<date>>.txt", "Notas/telegram_<<fa2>>_<<n>>.txt"),
    """<<fn>>, [<<d>>.<<mo>>.<<y>> <<hh>>:<<mi>>]
la planilla del padrón de socios quedó con contraseña, cuál era?

<<fn2>>, [<<d>>.<<mo>>.<<y>> <<hh>>:<<mi>>]
<<cred>>

<<fn>>, [<<d>>.<<mo>>.<<y>> <<hh>>:<<mi>>]
genial gracias
""",
    cred="human",
    syntax="",
)
