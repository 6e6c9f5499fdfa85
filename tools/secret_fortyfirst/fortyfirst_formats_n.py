# ruff: noqa: E501
"""Family n: Galápagos island skippers (Ecuador): yacht charters, park permits, crews."""

from __future__ import annotations

import re
import urllib.parse

from fortyfirst_spec import Fam, ec_pem, enc_url, ipynb

F = Fam(
    "galapagos_island_skippers",
    ("tortugamar",),
    "ec",
    (
        "Byron",
        "Gabriela",
        "Washington",
        "Mayra",
        "Jhonny",
        "Paola",
        "Fausto",
        "Verónica",
        "Segundo",
        "Janeth",
    ),
    ("Chimbo", "Zambrano", "Guamán", "Cevallos", "Mendoza", "Quishpe", "Villacís", "Andrade"),
    (
        "galapagos",
        "tortuga",
        "piquero",
        "fragata",
        "isabela",
        "floreana",
        "zarpe",
        "iguana",
        "lobito",
        "ballena",
    ),
    ("verano", "invierno", "garua", "carnaval", "navidad", "semana"),
    "+593",
)

F.reg(
    "galapagos_spanish_whatsapp_clave_zarpe",
    ("WhatsApp Chat with Capitanía Santa Cruz.txt", "chats/zarpes_<<id>>.txt"),
    """[<<dmys>> <<hms>>] <<full>>: Capi, la clave del sistema de zarpes?
[<<dmys>> <<hms>>] <<full2>>: usuario <<user2>>
[<<dmys>> <<hms>>] <<full2>>: clave: <<cred>>
[<<dmys>> <<hms>>] <<full>>: Listo, ya saqué el zarpe para Isabela 🐢
""",
    cred="human",
)

F.reg(
    "galapagos_charter_odoo_xmlrpc_api_key",
    ("scripts/odoo_reservas.py", "tools/<<org>>_odoo_<<n>>.py"),
    """import xmlrpc.client

URL = "https://erp.<<dom>>"
DB = "tortugamar"
USER = "<<email>>"
API_KEY = "<<cred>>"  # Odoo > Preferences > Account Security

common = xmlrpc.client.ServerProxy(f"{URL}/xmlrpc/2/common")
uid = common.authenticate(DB, USER, API_KEY, {})
models = xmlrpc.client.ServerProxy(f"{URL}/xmlrpc/2/object")
cabins = models.execute_kw(DB, uid, API_KEY, "sale.order", "search_read", [[["state", "=", "sale"]]], {"fields": ["name", "partner_id", "amount_total"], "limit": 20})
for c in cabins:
    print(c["name"], c["amount_total"])
""",
    cred="hex:40",
)

F.reg(
    "galapagos_sri_einvoice_p12_java_keystore",
    ("src/main/java/ec/<<org>>/facturacion/Firma.java", "facturacion-sri/src/Firma<<n>>.java"),
    """package ec.<<org>>.facturacion;

import java.io.FileInputStream;
import java.security.KeyStore;

/** Firma electrónica de comprobantes para el SRI (facturas de cruceros y tours). */
public class Firma {
    private static final String P12 = "/opt/sri/firma_<<id>>.p12";
    private static final String CLAVE_P12 = "<<cred>>";

    public static KeyStore cargar() throws Exception {
        KeyStore ks = KeyStore.getInstance("PKCS12");
        try (FileInputStream in = new FileInputStream(P12)) {
            ks.load(in, CLAVE_P12.toCharArray());
        }
        return ks;
    }
}
""",
    cred="pw_dq",
    syntax="",
)


def _dive_nb(s: dict) -> str:
    return ipynb(
        [
            (
                "markdown",
                "# Bitácora de buceo - condiciones por sitio\nGordon Rocks, Kicker Rock, Cabo Marshall",
                None,
            ),
            (
                "code",
                f'import requests\nOWM_KEY = "{s["cred"]}"\nsitios = {{"Gordon Rocks": (-0.76, -90.07), "Kicker Rock": (-0.78, -89.52)}}',
                None,
            ),
            (
                "code",
                'for n, (lat, lon) in sitios.items():\n    r = requests.get("https://api.openweathermap.org/data/2.5/weather", params={"lat": lat, "lon": lon, "appid": OWM_KEY, "units": "metric"}).json()\n    print(n, r["wind"]["speed"], r["main"]["temp"])',
                f"Gordon Rocks 5.{s['n'] % 9} 24.1\nKicker Rock 6.{s['n'] % 7} 23.8\n",
            ),
        ]
    )


F.reg(
    "galapagos_dive_log_ipynb_openweather_key",
    ("notebooks/condiciones_buceo_<<n>>.ipynb", "buceo/<<user>>/bitacora_<<yyyy>>.ipynb"),
    _dive_nb,
    cred="p:openweather",
)

F.reg(
    "galapagos_crew_sms_spanish_kichwa_clave",
    ("sms/tripulacion_<<id>>.txt", "celular/mensajes_<<date>>.txt"),
    """De: <<first2>> (<<phone2>>)  <<dmys>> <<time>>
Alli puncha mashi. Cual es la clave del wifi del yate? los pasajeros preguntan

Para: <<first2>>  <<dmys>> <<time2>>
<<cred>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "galapagos_crew_email_spanish_contrasena_reservas",
    ("correo/<<user>>/Enviados/<<id>>.eml", "mail/<<org>>/reservas_<<id>>.eml"),
    """From: <<full>> <<<email>>>
To: <<full2>> <<<email2>>>
Subject: Acceso al sistema de reservas de cabinas
Date: Mon, 7 Jul <<yyyy>> <<time>>:15 -0600
Content-Type: text/plain; charset=UTF-8

Hola <<first2>>,

Te creé el usuario para que veas las reservas del yate (cabinas, dietas, buceo):

Usuario: <<user2>>
Contraseña: <<cred>>

Cámbiala cuando entres por primera vez, porfa.

Saludos desde Puerto Ayora,
<<first>>
""",
    cred="human",
)

F.reg(
    "galapagos_booking_apple_pay_merchant_ec_key_pem",
    ("certs/applepay/merchant_id.key", "booking-api/<<n>>/apple_pay_processing.pem"),
    "<<cred>>\n",
    cred=ec_pem,
    syntax="",
)


def _url_pw(rng):
    while True:
        pw = F.draw(rng, "pw_json")
        if any(c in pw for c in "@:#?&=%[]()"):
            return pw


def _dec_url(text: str) -> str:
    m = re.search(r"https://[^:/]+:([^@]+)@", text)
    return urllib.parse.unquote(m.group(1))


F.reg(
    "galapagos_port_captain_portal_url_percent_encoded",
    ("config/capitania.conf", "etc/<<org>>/zarpes_<<n>>.conf"),
    lambda s: (
        f"""# descarga nocturna de zarpes y listas de pasajeros
portal_url = https://{s["user"]}:{enc_url(s["cred"])}@zarpes.capitania-galapagos.ec/api/v1
buque = M/Y Tortuga {s["n"]}
matricula = TN-00-{s["id"]}
"""
    ),
    cred=_url_pw,
    decode=_dec_url,
    syntax="",
)
