# ruff: noqa: E501
"""Family f: a seaweed (mwani) farm and women's group in Paje, Zanzibar, Tanzania: Swahili."""

from __future__ import annotations

from hundredthirteenth_spec import Fam

F = Fam(
    name="paje_seaweed_mwani_farm",
    orgs=("pajemwani", "mwaniwetu", "jambianiseaweed", "bwejuumwani"),
    tld="co.tz",
    first=(
        ("Mwanaisha", "mwanaisha"),
        ("Zuhura", "zuhura"),
        ("Hamisi", "hamisi"),
        ("Khadija", "khadija"),
        ("Asha", "asha"),
        ("Juma", "juma"),
        ("Rehema", "rehema"),
        ("Salim", "salim"),
    ),
    last=(
        ("Mussa", "mussa"),
        ("Haji", "haji"),
        ("Makame", "makame"),
        ("Ali", "ali"),
        ("Vuai", "vuai"),
        ("Khamis", "khamis"),
    ),
    words=(
        "mwani",
        "paje",
        "bahari",
        "jambiani",
        "pwani",
        "mamba",
        "kamba",
        "unguja",
        "mwezi",
        "jua",
        "nazi",
        "upepo",
        "dau",
        "kisiwa",
    ),
    pets=("simba", "paka", "bahati", "chui", "tausi"),
    cc="255",
)

F.reg(
    "paje_swahili_whatsapp_nenosiri_mpesa_kikundi",
    ("WhatsApp/Kikundi cha Mwani <<org>>.txt", "chats/WhatsApp Chat with <<fa>> <<nn>>.txt"),
    """<<dd>>/<<mo>>/<<year>>, <<time>> - <<fn>> <<ln>>: Habari za asubuhi wamama, mwani umekauka leo
<<dd>>/<<mo>>/<<year>>, <<time>> - <<fn2>>: Nimesahau nenosiri la M-Pesa ya kikundi
<<dd>>/<<mo>>/<<year>>, <<time>> - <<fn>> <<ln>>: Nenosiri ni <<cred>> usimpe mtu mwingine
<<dd>>/<<mo>>/<<year>>, <<time>> - <<fn2>>: Asante sana 🙏
""",
    "human",
    syntax="",
)

F.reg(
    "paje_vodacom_mpesa_openapi_key_python",
    ("malipo/mpesa_b2c_<<n>>.py", "scripts/<<org>>_lipa_wakulima.py"),
    """# Kulipa wakulima wa mwani kupitia Vodacom M-Pesa OpenAPI
from portalsdk import APIContext, APIMethodType, APIRequest

API_KEY = "<<cred>>"
PUBLIC_KEY = "MIICIjANBgkqhkiG9w0BAQEFAAOCAg8AMIICCgKCAgEArv9yxA69XQKBo24BaF"

ctx = APIContext()
ctx.api_key = API_KEY
ctx.public_key = PUBLIC_KEY
ctx.ssl = True
ctx.method_type = APIMethodType.GET
ctx.address = "openapi.m-pesa.com"
ctx.port = 443
ctx.path = "/openapi/ipg/v2/vodacomTZN/getSession/"
print(APIRequest(ctx).execute().body)
""",
    "alnum:32",
)

F.reg(
    "paje_drying_racks_weatherlink_v2_ini",
    ("hali_ya_hewa/weatherlink.ini", "opt/mwani-kukausha/weatherlink_<<n>>.ini"),
    """; Kituo cha hali ya hewa (Davis) - kukausha mwani ufukweni Paje
[weatherlink]
api_key = <<id8>><<nn>>
api_secret = <<cred>>
station_id = <<nn>><<n>>

[alerts]
sms_to = <<phone>>
rain_mm = 2
""",
    "alnum:32",
)

F.reg(
    "paje_buyer_sms_copied_reply_only",
    ("sms/ujumbe_<<fa>>_<<date>>.txt", "Documents/sms_mnunuzi_<<nn>>.txt"),
    """Kutoka: <<phone>> (<<fn2>> mnunuzi)
<<dmy>> <<time>>
Nitumie nenosiri la akaunti ya mauzo tafadhali

Kwenda: <<phone>>
<<dmy>> <<time>>
<<cred>>
""",
    "human",
    syntax="",
)

F.reg(
    "paje_harvest_survey_pyodk_config_toml",
    ("home/<<fa>>/.pyodk_config.toml", "mavuno/pyodk_<<org>>.toml"),
    """# ODK Central - fomu za mavuno ya mwani
[central]
base_url = "https://odk.<<dom>>"
username = "<<email>>"
password = "<<cred>>"
default_project_id = <<n>>
""",
    "pw_dq",
)

F.reg(
    "paje_women_group_ledger_flat_ods",
    ("kikundi/daftari_<<year>>.fods", "hesabu/<<org>>_michango.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Michango">
    <table:table-row><table:table-cell office:value-type="string"><text:p>Jina</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Mchango (TZS)</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p><<fn>> <<ln>></text:p></table:table-cell><table:table-cell office:value-type="float" office:value="<<nn>>00"><text:p><<nn>>00</text:p></table:table-cell></table:table-row>
   </table:table>
   <table:table table:name="Akaunti">
    <table:table-row><table:table-cell office:value-type="string"><text:p>Benki ya NMB mtandaoni</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<user>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell></table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    "pw_xml",
    syntax="xml",
)

F.reg(
    "paje_seaweed_soap_shopify_admin_token_ruby",
    ("duka/sync_bidhaa.rb", "scripts/<<org>>_shopify_<<n>>.rb"),
    """# Sabuni na mafuta ya mwani: sasisha bidhaa kwenye Shopify
require "shopify_api"

ShopifyAPI::Context.setup(
  api_key: "<<id8>><<nn>>",
  api_secret_key: "",
  host: "https://<<org>>.myshopify.com",
  scope: "write_products",
  is_embedded: false,
  api_version: "2024-07",
  is_private: true,
)
session = ShopifyAPI::Auth::Session.new(shop: "<<org>>.myshopify.com", access_token: "<<cred>>")
""",
    "p:shopify",
    syntax="",
)

F.reg(
    "paje_farm_tours_selcom_api_secret_env",
    ("ziara/.env", "srv/<<org>>-tours/.env.prod"),
    """# Malipo ya ziara za shamba la mwani (Selcom)
SELCOM_BASE_URL=https://apigw.selcommobile.com/v1
SELCOM_API_KEY=<<org>>-<<id8>>
SELCOM_API_SECRET=<<cred>>
SELCOM_VENDOR=TILL<<nn>><<n>>
""",
    "b64:24",
    syntax="",
)
