# ruff: noqa: E501
"""Family c: a vulcanización (tyre and wheel-alignment shop) in Temuco (Chile): Chilean Spanish
and some Mapudungun."""

from __future__ import annotations

import random

from hundredninth_spec import SYM_SQ, Fam, dec_url, enc_url, gen_pw, hexs, reg

F = Fam(
    name="llantera_alineacion_temuco",
    orgs=("llantasur", "vulcacautin", "neumaticosnielol", "alineatemuco", "ruedaaraucania"),
    tld="cl",
    first=(
        ("Javiera", "javiera"),
        ("Matías", "matias"),
        ("Catalina", "catalina"),
        ("Benjamín", "benjamin"),
        ("Constanza", "constanza"),
        ("Diego", "diego"),
        ("Ayelén", "ayelen"),
    ),
    last=(
        ("Muñoz", "munoz"),
        ("Rojas", "rojas"),
        ("Huenchullán", "huenchullan"),
        ("Sepúlveda", "sepulveda"),
        ("Catrileo", "catrileo"),
        ("González", "gonzalez"),
    ),
    words=(
        "llanta",
        "neumatico",
        "alineacion",
        "balanceo",
        "temuco",
        "cautin",
        "cordillera",
        "huaso",
        "cueca",
        "completo",
        "colocolo",
        "chuncho",
        "pudu",
        "copihue",
        "mapuche",
        "lluvia",
        "once",
        "piñon",
    ),
    pets=("cachupin", "negro", "canela", "firulais", "tobi"),
    cities=("temuco", "padrelascasas", "villarrica", "pucon", "angol"),
    cc="+56",
)

reg(
    F,
    "llantera_chilean_whatsapp_ios_clave_bsale",
    ("WhatsApp/Chat de WhatsApp con <<fa>>/_chat.txt", "respaldo/chats/_chat_<<n>>.txt"),
    """[<<d>>-<<m>>-<<y>>, <<t1>>:<<ss>>] <<fn>> <<ln>>: Hola jefe, el Bsale me pide clave de nuevo en el pc de caja
[<<d>>-<<m>>-<<y>>, <<t2>>:<<ss>>] Don <<fn2>>: Cuál usuario sale?
[<<d>>-<<m>>-<<y>>, <<t2>>:<<ss>>] <<fn>> <<ln>>: caja@<<dom>>
[<<d>>-<<m>>-<<y>>, <<t3>>:<<ss>>] Don <<fn2>>: Ya, es esta, no la anotí en ningún lado po
[<<d>>-<<m>>-<<y>>, <<t3>>:<<ss>>] Don <<fn2>>: <<cred>>
[<<d>>-<<m>>-<<y>>, <<t4>>:<<ss>>] <<fn>> <<ln>>: Listo, entró 👍 viene un cliente con 4 neumáticos 205/55 R16 pa alinear
[<<d>>-<<m>>-<<y>>, <<t5>>:<<ss>>] Don <<fn2>>: Bacán, cóbrale la alineación con balanceo al tiro
""",
    "human",
    syntax="",
)

reg(
    F,
    "llantera_bsale_pos_access_token_node",
    ("integraciones/bsale/sync-stock.js", "src/<<org>>/bsale.js"),
    """// Sincroniza stock de neumáticos (Bsale) con la tienda en Mercado Libre
const axios = require('axios');

const bsale = axios.create({
  baseURL: 'https://api.bsale.io/v1',
  headers: { access_token: '<<cred>>', 'Content-Type': 'application/json' },
});

async function stockPorSku(sku) {
  const { data } = await bsale.get('/stocks.json', { params: { code: sku, officeid: 1 } });
  return data.items.reduce((t, i) => t + i.quantityAvailable, 0);
}

module.exports = { stockPorSku };
""",
    "hex:40",
    syntax="",
)

reg(
    F,
    "llantera_transbank_webpay_plus_ruby_initializer",
    ("config/initializers/transbank.rb", "app/<<org>>/config/initializers/webpay.rb"),
    """# Webpay Plus producción (agendamiento de alineación con abono)
Transbank::Webpay::WebpayPlus::Base.commerce_code = '5970<<cc8>>'
Transbank::Webpay::WebpayPlus::Base.api_key = '<<cred>>'
Transbank::Webpay::WebpayPlus::Base.integration_type = :LIVE
""",
    "hex:32",
    syntax="",
    extra=lambda rng, s: s.update(cc8=str(rng.randint(10000000, 99999999))),
)

reg(
    F,
    "llantera_mercadopago_access_token_php",
    ("tienda/includes/mercadopago.php", "www/<<org>>/mp_config.php"),
    """<?php
// Mercado Pago Checkout Pro - venta online de neumáticos con instalación
require_once 'vendor/autoload.php';

MercadoPago\\SDK::setAccessToken("<<cred>>");
MercadoPago\\SDK::setIntegratorId("dev_<<n>>");

$preference = new MercadoPago\\Preference();
$preference->back_urls = ["success" => "https://www.<<dom>>/pago/ok"];
""",
    "p:mercadopago",
    syntax="",
)

reg(
    F,
    "llantera_sii_dte_certificado_bare_key_pem",
    ("facturacion/certificado/<<fa>>_<<y>>.key", "dte/<<org>>/cert/firma_<<n>>.key"),
    "<<cred>>\n",
    "pem",
    syntax="",
)

reg(
    F,
    "llantera_hunter_winalign_smb_credentials_file",
    ("etc/samba/winalign.cred", "root/.smbcred_hunter_<<n>>"),
    """username=alineadora
password=<<cred>>
domain=TALLER
""",
    "pw",
    syntax="",
)

reg(
    F,
    "llantera_proveedores_b2b_csv_claves",
    ("Documentos/proveedores_b2b_<<y>>.csv", "compartido/<<org>>/accesos_proveedores.csv"),
    """proveedor;portal;usuario;clave;contacto
Michelin Chile;b2b.michelin.cl;<<org>>.temuco;<<cred>>;<<fn2>>
Bridgestone;portal distribuidores;<<fa>>@<<dom>>;(pedir a <<fn>>);
Goodyear;goodyear-b2b;cliente <<n4>>;ver cuaderno;
""",
    "human",
    syntax="",
)


def _pct_pw(rng: random.Random) -> str:
    while True:
        s = gen_pw(rng, sym=SYM_SQ)
        if any(c in s for c in "!#$%&*+?@=:"):
            return s


def _pct(rng: random.Random, s: dict) -> None:
    s["enc"] = enc_url(s["cred"])
    s["h"] = hexs(rng, 6)


reg(
    F,
    "llantera_vercel_env_database_url_percent_encoded",
    ("agenda-web/.env.local", "web/<<org>>-reservas/.env.production.local"),
    """# Created by Vercel CLI
NEXT_PUBLIC_SITE=https://reservas.<<dom>>
DATABASE_URL="postgresql://reservas:<<enc>>@db.<<h>>.supabase.co:5432/postgres"
NEXT_PUBLIC_WHATSAPP=<<phone>>
""",
    _pct_pw,
    syntax="",
    extra=_pct,
    decode=dec_url(r"postgresql://reservas:([^@]+)@"),
)
