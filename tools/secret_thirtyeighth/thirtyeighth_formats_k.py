# ruff: noqa: E501
"""Family k: a pisco bodega with Quebranta vineyards in Ica, Peru (Spanish, some Quechua)."""

from __future__ import annotations

from thirtyeighth_spec import ec_pem, human, reg

FAM = "pisco_quebranta_lunahuana"
ORGS = ("ica-alambique", "arequipa-quebranta")
W = ("pisco", "quebranta", "italia", "torontel", "acholado", "mosto", "falca", "puro",
     "ica", "pisqueno", "vendimia", "huacachina", "chincha", "lunahuana", "inti", "killa",
     "sumaq", "rosa", "quispe", "mamacha")  # fmt: skip

reg(
    FAM,
    "pisco_online_store_culqi_java_properties",
    (
        "src/main/resources/application-prod.properties",
        "tienda-<<n>>/src/main/resources/culqi.properties",
    ),
    """# Tienda online - pisco puro Quebranta y acholado
spring.datasource.url=jdbc:postgresql://<<host>>:5432/tienda
spring.datasource.username=tienda
culqi.public.key=pk_live_<<id>>
culqi.secret.key=<<cred>>
culqi.currency=PEN
tienda.envio.gratis.desde=250
""",
    "p:culqi",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "pisco_whatsapp_clave_sol_contadora",
    (
        "WhatsApp/Chat de WhatsApp con Contadora <<n>>.txt",
        "chats/Bodega administracion <<date>>.txt",
    ),
    """<<dslash>> <<time>> - Rosa (contadora): Don Lucho, necesito la clave SOL para declarar el IGV de este mes
<<dslash>> <<time>> - Don Lucho: usuario <<upper>> clave <<cred>>
<<dslash>> <<time2>> - Rosa (contadora): gracias, también la guía de remisión de los 40 botijas
<<dslash>> <<time2>> - Don Lucho: mañana, estamos en plena vendimia 🍇
""",
    lambda r: human(r, W, "*.#"),
    syntax="",
    extra=lambda r, s: {"upper": str(s["id"]).upper()[:8]},
    orgs=ORGS,
)

reg(
    FAM,
    "pisco_fermentation_grafana_ini_admin_password",
    (
        "etc/grafana/grafana.ini",
        "monitoreo-fermentacion/grafana-<<n>>.ini",
        "bodega<<n>>/grafana/grafana.ini",
    ),
    """# temperatura de mostos en las tinajas y el alambique
[server]
http_port = 3000
domain = monitoreo.<<dom>>

[security]
admin_user = bodeguero
admin_password = <<cred>>
disable_gravatar = true

[auth.anonymous]
enabled = false
""",
    "pw",
    orgs=ORGS,
)

reg(
    FAM,
    "pisco_export_orders_mercadopago_python_token",
    ("exportaciones/cobros.py", "scripts/mp_cobros_<<n>>.py"),
    '''"""Links de pago para distribuidores (Lima, Santiago, Bogota)."""

import mercadopago

ACCESS_TOKEN = "<<cred>>"
sdk = mercadopago.SDK(ACCESS_TOKEN)


def link_pago(cliente: str, cajas: int, precio: float) -> str:
    pref = sdk.preference().create(
        {
            "items": [{"title": f"Pisco Quebranta x{cajas} cajas", "quantity": cajas, "unit_price": precio}],
            "payer": {"name": cliente},
            "back_urls": {"success": "https://bodega.<<dom>>/gracias"},
        }
    )
    return pref["response"]["init_point"]
''',
    "p:mercadopago",
    orgs=ORGS,
)

reg(
    FAM,
    "pisco_tasting_room_pos_appsettings_connectionstring",
    ("PosCata/appsettings.Production.json", "pos-<<n>>/appsettings.json"),
    """{
  "Logging": {"LogLevel": {"Default": "Warning"}},
  "ConnectionStrings": {
    "Ventas": "Server=<<ip>>,1433;Database=SalaCata;User Id=pos_cata;Password=<<cred>>;TrustServerCertificate=True"
  },
  "Impresora": {"Puerto": "COM3", "Ancho": 48},
  "AllowedHosts": "*"
}
""",
    "pw_json",
    extra=lambda r, s: {"cred": str(s["cred"]).replace(";", "")},
    orgs=ORGS,
)

reg(
    FAM,
    "pisco_vineyard_drone_ec_private_key_file",
    (
        "drone/keys/vinedo_<<n>>.key",
        "home/<<user>>/.ssl/drone-uplink.key",
        "etc/drone-<<org>>/client.key",
    ),
    """<<cred>>
""",
    ec_pem,
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "pisco_invoice_receipt_ocr_clave_next_line",
    ("escaneos/cuaderno_bodega_<<date>>.txt", "ocr/hoja_<<n>>.txt"),
    """BODEGA <<orgt>> - CUADERNO DE ADMINISTRACION
Fecha: <<dslash>>
Facturacion electronica (SUNAT):
   RUC 20<<nn>>51<<n>>
   usuario secundario: FACTURA<<n>>
   clave:
   <<cred>>
Pendiente: pagar falca nueva y revisar cobre del alambique
""",
    lambda r: human(r, W, "*.#"),
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "pisco_distributor_gitlab_ci_hardcoded_token",
    (".gitlab-ci.yml", "catalogo-<<n>>/.gitlab-ci.yml", "deploy/<<org>>/.gitlab-ci.yml"),
    """stages: [build, deploy]

variables:
  REGISTRY_USER: deploy-bodega
  REGISTRY_TOKEN: "<<cred>>"
  IMAGE: registry.gitlab.com/<<org>>/catalogo

build:
  stage: build
  image: docker:24
  services: [docker:24-dind]
  script:
    - echo "$REGISTRY_TOKEN" | docker login registry.gitlab.com -u "$REGISTRY_USER" --password-stdin
    - docker build -t "$IMAGE:$CI_COMMIT_SHORT_SHA" .
    - docker push "$IMAGE:$CI_COMMIT_SHORT_SHA"
""",
    "p:glpat",
    orgs=ORGS,
)
