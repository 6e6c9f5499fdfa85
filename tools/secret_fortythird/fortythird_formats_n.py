# ruff: noqa: E501
"""Family n: mastiha (mastic resin) growers' kentisi work on Chios, Greece."""

from __future__ import annotations

from fortythird_spec import Fam, ec_pem, prov

F = Fam(
    "mastiha_chios_kentisi",
    ("mastichori", "pyrgimastic", "mestakentima", "olymposchiou", "kalamoti"),
    "gr",
    ("giorgos", "eleni", "nikos", "maria", "stelios", "katerina", "yannis", "despina"),
    ("papadopoulos", "mavros", "chiotis", "karalis", "vournas", "zervoudis", "lekkas"),
    (
        "mastiha",
        "chios",
        "schinos",
        "pyrgi",
        "mesta",
        "kentima",
        "souma",
        "xysta",
        "dakrya",
        "aigaio",
    ),
    ("bobos", "azor", "lassie", "ntoli", "mourgos"),
    "30",
)

F.reg(
    "mastiha_greek_viber_kodikos_mydata",
    ("Viber/<<first>>_<<date>>.txt", "backup/viber_<<org>>_<<nn>>.txt"),
    """[<<day>>/<<month>>/<<year>> <<time>>] <<first>> <<last>>: Καλημέρα, ποιος είναι ο κωδικός για το myDATA της ΑΑΔΕ;
[<<day>>/<<month>>/<<year>> <<hh>>:09] <<first2>>: όνομα χρήστη <<user>>
[<<day>>/<<month>>/<<year>> <<hh>>:09] <<first2>>: κωδικός <<cred>>
[<<day>>/<<month>>/<<year>> <<hh>>:10] <<first>> <<last>>: Ευχαριστώ!
""",
    "human",
)

F.reg(
    "mastiha_aade_mydata_subscription_key_csharp",
    ("<<org>>/Invoicing/MyDataClient.cs", "src/<<org>>/MyData/Config.cs"),
    """namespace Mastiha.Invoicing;

public static class MyDataConfig
{
    public const string BaseUrl = "https://mydatapi.aade.gr/myDATA";
    public const string UserId = "<<user>>";
    public const string SubscriptionKey = "<<cred>>";
}
""",
    "hex:32",
    syntax="",
)

F.reg(
    "mastiha_coop_email_greek_kodikos_taxisnet",
    ("mail/<<user>>/INBOX/<<ts>>.eml", "Thunderbird/<<org>>/<<ts>>.eml"),
    """From: <<first2>> <<last>> <<<email2>>>
To: <<email>>
Subject: Κωδικοί Taxisnet συνεταιρισμού
Date: Thu, <<day>> Aug <<year>> <<time>>:27 +0300
Content-Type: text/plain; charset=utf-8

Γεια σου <<first>>,

Για τις δηλώσεις της συγκομιδής μαστίχας:
Χρήστης: <<user>>
Κωδικός: <<cred>>

Φιλιά,
<<first2>>
""",
    "human",
)

F.reg(
    "mastiha_shop_viva_wallet_api_key_appsettings_json",
    ("<<org>>/Shop/appsettings.json", "deploy/<<org>>/appsettings.Production.json"),
    """{
  "VivaWallet": {
    "MerchantId": "<<uuid>>",
    "ApiKey": "<<cred>>",
    "SourceCode": "<<nn>><<n>>",
    "Environment": "Production"
  },
  "AllowedHosts": "*"
}
""",
    lambda rng: "".join(
        rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789;:!?/")
        for _ in range(22)
    ),
)

F.reg(
    "mastiha_export_apple_pay_merchant_ec_pem",
    ("<<org>>/certs/applepay_merchant.key.pem", "secrets/<<org>>/merchant_id_<<n>>.pem"),
    "<<cred>>\n",
    ec_pem,
)

F.reg(
    "mastiha_tree_registry_gpkg_qgis_project_pgsql",
    ("<<org>>/gis/schinoi_<<year>>.qgs", "qgis/<<user>>/mastic_trees.qgs"),
    """<!DOCTYPE qgis PUBLIC 'http://mrcc.com/qgis.dtd' 'SYSTEM'>
<qgis projectname="Σχίνοι Νότιας Χίου" version="3.34.4-Prizren">
  <projectlayers>
    <maplayer type="vector" geometry="Point">
      <datasource>dbname='gis' host=<<ip>> port=5432 user='gis_editor' password='<<cred>>' sslmode=disable key='id' srid=2100 type=Point table="public"."schinoi" (geom)</datasource>
      <layername>schinoi</layername>
    </maplayer>
  </projectlayers>
</qgis>
""",
    "pw_xml",
    syntax="xml",
)

F.reg(
    "mastiha_harvest_scale_arduino_secrets_h",
    ("<<org>>/zygaria/arduino_secrets.h", "firmware/<<org>>/arduino_secrets_<<n>>.h"),
    """#define SECRET_SSID "<<org>>_apothiki"
#define SECRET_PASS "<<cred>>"
#define SECRET_MQTT_USER "zygaria"
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "mastiha_notebook_ocr_greek_kodikos_next_line",
    ("scans/tetradio_<<nn>>.txt", "ocr/apothiki_<<date>>.txt"),
    """ΑΠΟΘΗΚΗ <<year>>
μαστίχα: <<nn>> κιλά
ΥΠΟΛΟΓΙΣΤΗΣ γραφείου
κωδ.
<<cred>>
""",
    "human",
)

_ = prov
