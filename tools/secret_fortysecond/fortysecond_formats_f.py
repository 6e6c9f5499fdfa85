"""Family f: alebrije (painted copal wood figures) carvers in Oaxaca (Mexico)."""

import json

from fortysecond_spec import basic, dec_basic, family

F = family(
    "alebrije_oaxaca_copal",
    ("tilcajarte", "alebrijeluna"),
    "mx",
    ("Jacobo", "María", "Efraín", "Guadalupe", "Isaías", "Zenaida"),
    ("Ángeles", "Mendoza", "Hernández", "Fabián", "Santiago", "Cruz"),
    (
        "copal",
        "nahual",
        "tona",
        "cochinilla",
        "guelaguetza",
        "mezquite",
        "xoloitzcuintle",
        "jaguar",
        "colibri",
    ),
    ("lluvias", "secas", "muertos", "guelaguetza"),
    "52",
)

F.reg(
    "alebrije_sat_efirma_openssl_passin_bat",
    ("Facturas/<<year>>/convertir_csd.bat", "C:/Users/<<fa>>/SAT/csd_a_pem_<<n>>.bat"),
    """@echo off
rem Convertir el CSD del SAT a PEM para el sistema de facturacion
openssl pkcs8 -inform DER -in CSD_<<org>>_<<n6>>.key -passin pass:<<cred>> -out csd.key.pem
openssl x509 -inform DER -in <<n6>>.cer -out csd.cer.pem
echo Listo
""",
    "human_x",
)

F.reg(
    "alebrije_mercadopago_access_token_python",
    ("tienda_<<org>>/pagos.py", "home/<<fa>>/ventas/mp_checkout.py"),
    """import mercadopago

sdk = mercadopago.SDK("<<cred>>")

preference = {
    "items": [{"title": "Alebrije nahual <<n>>0 cm", "quantity": 1, "unit_price": 2400}],
    "back_urls": {"success": "https://<<dom>>/gracias"},
}
print(sdk.preference().create(preference)["response"]["init_point"])
""",
    "p:mercadopago",
)

F.reg(
    "alebrije_conekta_private_key_ruby",
    ("<<org>>/config/initializers/conekta.rb", "taller<<n>>/config/initializers/conekta.rb"),
    """require "conekta"

Conekta.api_key = "<<cred>>"
Conekta.api_version = "2.1.0"
Conekta.locale = :es
""",
    "p:conekta",
    syntax="",
)

F.reg(
    "alebrije_spanish_telegram_copied_text",
    ("Documentos/telegram_<<first>>_<<date>>.txt", "notas/<<fa>>_chat.txt"),
    """[<<dsl>> <<time>>] <<first>> <<last>>: oye, ya se me olvidó la contraseña de Etsy otra vez 😅
[<<dsl>> <<time>>] <<first2>>: jaja otra vez
[<<dsl>> <<time>>] <<first2>>: correo <<email>>
[<<dsl>> <<time>>] <<first2>>: contraseña: <<cred>>
[<<dsl>> <<time>>] <<first>> <<last>>: gracias!! ya subo las fotos de los xolos
""",
    "human",
)


def _har(s: dict) -> str:
    entry = {
        "startedDateTime": f"{s['date']}T{s['time']}:00.000Z",
        "request": {
            "method": "GET",
            "url": "https://api.facturama.mx/api/Cfdi?type=issued",
            "httpVersion": "HTTP/2",
            "headers": [
                {"name": "Authorization", "value": "Basic " + basic(s["user"], s["cred"])},
                {"name": "Accept", "value": "application/json"},
            ],
        },
        "response": {"status": 200, "statusText": "", "headers": []},
    }
    return json.dumps(
        {
            "log": {
                "version": "1.2",
                "creator": {"name": "Firefox", "version": "126.0"},
                "entries": [entry],
            }
        },
        indent=2,
    )


F.reg(
    "alebrije_facturama_har_basic_auth",
    ("Descargas/api.facturama.mx_<<n4>>.har", "Users/<<fa>>/Desktop/facturama_<<date>>.har"),
    _har,
    "pw_json",
    decode=dec_basic,
)

F.reg(
    "alebrije_gallery_wifi_qr_payload",
    ("galeria/wifi_qr_<<n>>.txt", "Imprimir/<<org>>_wifi_letrero.txt"),
    """Letrero de la galería (texto del código QR):
WIFI:T:WPA;S:Galeria <<orgc>>;P:<<cred>>;H:false;;
""",
    "human_x",
)

F.reg(
    "alebrije_whatsapp_cloud_api_token_env",
    ("<<org>>-bot/.env", "home/<<fa>>/pedidos-bot/.env"),
    """WA_PHONE_NUMBER_ID=1<<n6>><<n6>>
WA_BUSINESS_ACCOUNT_ID=2<<n6>><<n6>>
WA_ACCESS_TOKEN=<<cred>>
WA_VERIFY_WEBHOOK=<<hx>>
""",
    lambda rng, s: "EAA" + F.draw(rng, "alnum:180", s),
)

F.reg(
    "alebrije_pos_clip_terminal_yaml",
    ("<<org>>/pos/clip.yaml", "tienda<<n>>/config/clip.yml"),
    """clip:
  api_key: <<uid>>
  api_secret: "<<cred>>"
  terminal_serial: P8<<n6>>
  webhook: https://<<dom>>/clip/webhook
""",
    "alnum:40",
)
