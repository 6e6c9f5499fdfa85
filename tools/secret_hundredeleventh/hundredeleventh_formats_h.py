# ruff: noqa: E501
"""Family h: a home-alarm reseller in Mexico (Spanish)."""

from __future__ import annotations

import json

from hundredeleventh_spec import Fam, reg

FAM = Fam(
    name="alarmahogar_home_alarm_reseller",
    pre="alarmahogar",
    orgs=("alarmanido", "casasegura", "vigilacasa"),
    tld="com.mx",
    first=(
        ("José Luis", "joseluis"),
        ("Guadalupe", "lupita"),
        ("Alejandro", "alejandro"),
        ("Mariana", "mariana"),
        ("Jesús", "jesus"),
        ("Daniela", "daniela"),
        ("Fernando", "fernando"),
    ),
    last=(
        ("Hernández", "hernandez"),
        ("García", "garcia"),
        ("Martínez", "martinez"),
        ("López", "lopez"),
        ("Ramírez", "ramirez"),
        ("Sánchez", "sanchez"),
    ),
    words=(
        "chivas",
        "america",
        "tacos",
        "mexico",
        "guadalupe",
        "tequila",
        "mariachi",
        "aguila",
        "corazon",
        "chilango",
        "pumas",
        "tigres",
        "mole",
        "nopal",
    ),
    pets=("firulais", "canelo", "chispa", "peluche", "manchas", "solovino"),
    cities=("Guadalajara", "Monterrey", "Puebla", "Querétaro", "Mérida", "Toluca"),
    cc="+52",
)

reg(
    FAM,
    "paradox_insite_clientes_csv",
    ("clientes/paradox_insite_<<ymd>>.csv", "instalaciones/<<org>>_ip150_<<n>>.csv"),
    """cliente,colonia,panel,modulo,usuario_insite,contrasena_insite,fecha_alta
"<<first>> <<last>>",Providencia,EVO192,IP150+,<<email>>,<<cred>>,<<dmy>>
"<<first2>> <<last2>>",Del Valle,SP6000,IP150,<<email2>>,(la cambió el cliente),<<dmy>>
""",
    "human",
)

reg(
    FAM,
    "conekta_private_key_ruby",
    ("config/initializers/conekta.rb", "cobranza-<<n>>/config/conekta.rb"),
    """# Cobro mensual del monitoreo - Conekta
require "conekta"

Conekta.api_key = "<<cred>>"
Conekta.api_version = "2.1.0"
Conekta.locale = :es
""",
    "p:conekta",
    syntax="",
)

reg(
    FAM,
    "whatsapp_mx_contrasena_dsc_neo",
    ("WhatsApp/Chat de WhatsApp con <<first2>> Instalador.txt", "chats/<<fa2>>_<<n>>.txt"),
    """<<dmy2>>, <<t1>> p. m. - <<first>> <<last>>: Oiga, la app de la alarma me pide contraseña otra vez
<<dmy2>>, <<t2>> p. m. - <<first2>> <<last2>>: Es la de DSC Connect, usuario su correo <<email>>
<<dmy2>>, <<t2>> p. m. - <<first2>> <<last2>>: contraseña: <<cred>>
<<dmy2>>, <<t3>> p. m. - <<first>> <<last>>: Ya quedó, gracias joven
""",
    "human",
)

reg(
    FAM,
    "mercadopago_access_token_env",
    ("tienda-alarmas/.env", "deploy/<<org>>_<<n>>.env"),
    """MP_PUBLIC_KEY=APP_USR-<<uuid>>
MP_ACCESS_TOKEN=<<cred>>
MP_WEBHOOK_URL=https://tienda.<<dom>>/webhooks/mp
""",
    "p:mercadopago",
)

reg(
    FAM,
    "ajax_hub_installer_wiki_md",
    ("wiki/instalaciones/<<fa>>-<<la>>.md", "docs/obras/<<n>>-ajax.md"),
    """# Instalación Ajax - <<first>> <<last>> (<<city>>)

* Hub 2 Plus, 3 MotionCam, 2 DoorProtect, sirena exterior StreetSiren
* Fecha: <<dmy>>  Técnico: <<first2>>

## Accesos
- Cuenta Ajax PRO del instalador: <<email2>>
- Contraseña: <<cred>>
- El cliente ya tiene su propia cuenta (no anotar aquí)
""",
    "human_x",
)

reg(
    FAM,
    "facturama_cfdi_credentials_json",
    ("facturacion/facturama.json", "config/<<org>>_cfdi_<<n>>.json"),
    lambda s: json.dumps(
        {
            "api": "https://api.facturama.mx",
            "usuario": s["user"],
            "password": s["cred"],
            "rfc_emisor": f"{s['org'][:3].upper()}{s['nn']:06d}AB1",
            "serie": "ALM",
        },
        indent=2,
    ),
    "pw_json",
)

reg(
    FAM,
    "sms_backup_xml_clave_panel",
    ("sms/sms-<<ymd>>.xml", "respaldo/SMS_<<fa>>_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" body="Buenas tardes, me pasa la clave de la app de la alarma porfa" read="1" contact_name="<<first>> <<last>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>800" type="2" body="Claro, es <<cred>>" read="1" contact_name="<<first>> <<last>>" />
</smses>
""",
    "human_x",
)

reg(
    FAM,
    "wordpress_docker_compose_yaml",
    ("sitio/docker-compose.yml", "deploy/<<org>>_<<n>>/docker-compose.yml"),
    """services:
  db:
    image: mariadb:11
    environment:
      MARIADB_DATABASE: wp_<<org>>
      MARIADB_USER: wp
      MARIADB_PASSWORD: "<<cred>>"
      MARIADB_RANDOM_ROOT_PASSWORD: "1"
  wordpress:
    image: wordpress:6-php8.2-apache
    ports:
      - "8080:80"
""",
    "pw_dq",
)
