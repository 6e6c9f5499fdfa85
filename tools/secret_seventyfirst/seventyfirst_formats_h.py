# ruff: noqa: E501
"""Family h: a rooftop solar installer in Chile (Santiago / Antofagasta), Chilean Spanish."""

from __future__ import annotations

import random

from seventyfirst_spec import UPPER, Fam, Slots, alnum

F = Fam(
    name="fotovoltaica_instaladora_chile",
    orgs=("solandino", "atacamasol", "inversolar", "techosol"),
    tld="cl",
    first=(
        ("Camila", "camila"),
        ("Matías", "matias"),
        ("Javiera", "javiera"),
        ("Benjamín", "benjamin"),
        ("Catalina", "catalina"),
        ("Sebastián", "sebastian"),
    ),
    last=(
        ("González", "gonzalez"),
        ("Muñoz", "munoz"),
        ("Rojas", "rojas"),
        ("Díaz", "diaz"),
        ("Soto", "soto"),
        ("Contreras", "contreras"),
    ),
    words=(
        "atacama",
        "andes",
        "condor",
        "copihue",
        "pudu",
        "huaso",
        "cueca",
        "colocolo",
        "valpo",
        "solcito",
        "paneles",
        "inversor",
        "cordillera",
        "pehuen",
        "chuchoca",
        "terremoto",
    ),
    pets=("cachupin", "negro", "canela", "chispa", "pelusa", "toby"),
    cc="+56",
)


def _short(rng: random.Random, s: Slots) -> None:
    s["dm"] = f"{int(s['d'])}/{int(s['mo'])}/{s['yy']}"


F.reg(
    "fotovoltaica_chilean_whatsapp_clave_inversor",
    (
        "celu/WhatsApp/Chat de WhatsApp con <<first>> <<last>>.txt",
        "respaldo/<<org>>/Chat de WhatsApp con Cuadrilla <<n>>.txt",
    ),
    """<<dm>> <<t1>> - <<first>> <<last>>: Oye, el inversor de la casa en Chicureo no sube datos a la app
<<dm>> <<t2>> - <<first2>> <<last2>>: Hay que entrar al portal con la cuenta del cliente, la clave la cambiamos nosotros
<<dm>> <<t2>> - <<first2>> <<last2>>: usuario <<user>>
<<dm>> <<t3>> - <<first2>> <<last2>>: clave <<cred>>
<<dm>> <<t4>> - <<first>> <<last>>: Ya po, quedó conectado 👌
<<dm>> <<t5>> - <<first2>> <<last2>>: <Multimedia omitido>
""",
    "human",
    syntax="",
    extra=_short,
)

F.reg(
    "fotovoltaica_huawei_fusionsolar_northbound_python",
    ("monitoreo/<<org>>/fusionsolar_kpi_<<n>>.py", "scripts/huawei_plantas_<<fa>>.py"),
    '''"""Descarga diaria de generación de las plantas de clientes (FusionSolar Northbound API)."""

import requests

BASE = "https://la5.fusionsolar.huawei.com/thirdData"
USER = "<<org>>_api"
SYSTEM_CODE = "<<cred>>"

s = requests.Session()
r = s.post(f"{BASE}/login", json={"userName": USER, "systemCode": SYSTEM_CODE}, timeout=30)
s.headers["XSRF-TOKEN"] = r.cookies.get("XSRF-TOKEN")
plantas = s.post(f"{BASE}/stations", json={"pageNo": 1}, timeout=30).json()
for p in plantas["data"]["list"]:
    print(p["plantCode"], p["plantName"], p["capacity"])
''',
    "pw_dq",
)


def _fronius(rng: random.Random, s: Slots) -> None:
    s["akid"] = "FKIA" + alnum(rng, 32, UPPER + "0123456789")


F.reg(
    "fotovoltaica_fronius_solarweb_access_key_env",
    ("dashboard-<<org>>/.env", "apps/solarweb_<<n>>/.env.local"),
    """# Solar.web Query API (Fronius) – tablero de clientes
SWQAPI_BASE=https://api.solarweb.com/swqapi
SWQAPI_ACCESS_KEY_ID=<<akid>>
SWQAPI_ACCESS_KEY_VALUE=<<cred>>
SWQAPI_USER=<<email>>
DEFAULT_PV_SYSTEM=<<uid>>
""",
    "uuid",
    syntax="",
    extra=_fronius,
)

F.reg(
    "fotovoltaica_transbank_webpay_api_key_secret_env",
    ("cotizador/<<org>>/.env", "web-<<n>>/.env.production"),
    """# Cotizador web: pago de visita técnica con Webpay Plus (producción)
TBK_ENVIRONMENT=LIVE
TBK_COMMERCE_CODE=597<<num10>>
TBK_API_KEY_SECRET=<<cred>>
TBK_RETURN_URL=https://<<dom>>/webpay/retorno
""",
    "HEX:64",
    syntax="",
)

F.reg(
    "fotovoltaica_solar_assistant_wpa_supplicant_conf",
    (
        "rpi-cliente-<<n>>/etc/wpa_supplicant/wpa_supplicant.conf",
        "imagenes/<<org>>/solarassistant_<<fa>>/wpa_supplicant.conf",
    ),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=CL

network={
    ssid="<<orgu>>_<<la>>"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    "human",
    syntax="",
)

F.reg(
    "fotovoltaica_sii_certificado_pfx_email_clave",
    ("correo/<<fa>>/enviados/<<date>>_certificado_SII.eml", "Outlook/<<org>>/<<ts>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Certificado digital para facturas en el SII
Date: <<d>> May <<y>> <<hh>>:<<mi>>:00 -0400
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Hola <<first2>>,

te adjunto el certificado digital (.pfx) de la empresa para emitir las facturas
electrónicas desde el software de facturación. La clave del certificado es:

<<cred>>

No lo reenvíes por favor. Cualquier cosa me llamas al <<phone>>.

Saludos,
<<first>>
""",
    "human",
    syntax="",
)

F.reg(
    "fotovoltaica_bsale_access_token_js",
    ("integraciones/<<org>>/bsale.js", "erp-<<n>>/src/bsale/client.js"),
    """// Stock de paneles, inversores y estructuras desde Bsale
const BSALE_TOKEN = '<<cred>>';

async function stock(officeId) {
  const res = await fetch(`https://api.bsale.io/v1/stocks.json?officeid=${officeId}`, {
    headers: { access_token: BSALE_TOKEN },
  });
  return (await res.json()).items;
}

module.exports = { stock };
""",
    "hex:40",
    syntax="",
)

F.reg(
    "fotovoltaica_grafana_ini_admin_password",
    ("etc/grafana/grafana_<<org>>.ini", "monitoreo-<<n>>/grafana/grafana.ini"),
    """##################### Grafana – monitoreo de plantas #####################
[server]
http_port = 3000
domain = monitoreo.<<dom>>
root_url = https://monitoreo.<<dom>>/

[security]
admin_user = admin
admin_password = <<cred>>
disable_gravatar = true

[users]
allow_sign_up = false
""",
    "pw",
    syntax="ini",
)
