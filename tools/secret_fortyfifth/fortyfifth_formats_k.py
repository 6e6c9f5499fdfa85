# ruff: noqa: E501
"""Family k: chicle (sapodilla gum) tappers and their co-operative, Belize. English, Belizean
Kriol and Spanish."""

from __future__ import annotations

import base64
import re

from fortyfifth_spec import Fam

F = Fam(
    "chicle_tappers_belize",
    orgs=("chiclerobz", "sapodillacoop", "carmelitagum", "uaxactungum"),
    tld="bz",
    first=(
        "marvin",
        "yolanda",
        "elmer",
        "daisy",
        "ismael",
        "glenda",
        "wilfredo",
        "norma",
        "dwight",
        "aurora",
    ),
    last=("chan", "cal", "pop", "requena", "coc", "tillett", "ical", "gentle"),
    words=(
        "chicle",
        "zapote",
        "sapodilla",
        "machete",
        "bush",
        "orangewalk",
        "cayo",
        "belmopan",
        "jaguar",
        "toucan",
        "mahogany",
        "chiclero",
        "latex",
    ),
    seasons=("rainy", "dry", "lluvias", "seca"),
    cc="+501",
    pets=("blacky", "chico", "princess"),
)

F.reg(
    "chicle_kriol_whatsapp_paaswod",
    ("WhatsApp Chat with <<first>>.txt", "chats/coop_<<n>>.txt"),
    """<<mdy>>, <<time>> - <<name>>: Wat di paaswod fi di coop email agen? Ah ga wahn sen di invoice
<<mdy>>, <<time2>> - <<name2>>: <<email>>
<<mdy>>, <<time2>> - <<name2>>: paaswod <<cred>>
<<mdy>>, <<time2>> - <<name2>>: noh gi nobadi
<<mdy>>, <<time2>> - <<name>>: tanks 👍🏾
""",
    "human",
)

F.reg(
    "chicle_spanish_sms_contrasena_cooperativa",
    ("sms/<<first>>_<<date>>.txt", "Mensajes/<<phone2>>.txt"),
    """De: <<name2>> <<phone2>>
<<dmy>> <<time>>
Hola, la contraseña nueva de la compu de la cooperativa es <<cred>> . Usuario: chicleros. Saludos
""",
    "human",
    syntax="",
)

F.reg(
    "chicle_export_permit_selenium_send_keys",
    ("automation/permit_bot_<<n>>.py", "scripts/bahablz_<<word>>.py"),
    """from selenium import webdriver
from selenium.webdriver.common.by import By

driver = webdriver.Firefox()
driver.get("https://eservices.baha.org.bz/login")
driver.find_element(By.ID, "username").send_keys("<<user>>")
driver.find_element(By.ID, "password").send_keys("<<cred>>")
driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
driver.get("https://eservices.baha.org.bz/permits/new?commodity=chicle")
""",
    "pw_dq",
)

F.reg(
    "chicle_gum_shop_nextjs_env_local_stripe_restricted",
    (".env.local", "web/<<org>>/.env.local"),
    """NEXT_PUBLIC_SITE_URL=https://<<dom>>
NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_51<<pk>>
STRIPE_RESTRICTED_KEY=<<cred>>
SHIPPING_ORIGIN=Orange Walk, Belize
""",
    "p:stripe_rk",
    syntax="",
    extra=lambda rng, s: {
        "pk": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(97)
        )
    },
)


def _plist(rng, s):
    return {"data": base64.b64encode(s["cred"].encode()).decode()}


def _dec_plist(text: str) -> str:
    m = re.search(r"<key>ledgerPassword</key>\s*<data>\s*(.*?)\s*</data>", text, re.S)
    assert m
    return base64.b64decode(m.group(1)).decode()


F.reg(
    "chicle_ledger_app_plist_data_base64",
    (
        "Library/Preferences/bz.<<org>>.ledger.plist",
        "Users/<<user>>/Library/Preferences/bz.<<org>>.ledger.plist",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>lastSync</key>
	<date><<date>>T18:22:01Z</date>
	<key>ledgerServer</key>
	<string>https://ledger.<<dom>></string>
	<key>ledgerUser</key>
	<string><<user>></string>
	<key>ledgerPassword</key>
	<data>
	<<data>>
	</data>
</dict>
</plist>
""",
    "human",
    extra=_plist,
    decode=_dec_plist,
)

F.reg(
    "chicle_forest_plots_qgis_qgs_postgis_datasource",
    ("gis/chicle_plots_<<n>>.qgs", "QGIS/<<org>>_zapote_trees.qgs"),
    """<!DOCTYPE qgis PUBLIC 'http://mrcc.com/qgis.dtd' 'SYSTEM'>
<qgis projectname="Sapodilla trees <<year>>" version="3.34.6-Prizren">
  <projectlayers>
    <maplayer type="vector" geometry="Point">
      <id>zapote_trees_<<hex8>></id>
      <datasource>dbname='forest' host=<<host>> port=5432 user='<<user>>' password='<<cred>>' sslmode=disable key='id' srid=4326 type=Point table="public"."zapote_trees" (geom)</datasource>
      <layername>zapote_trees</layername>
      <provider encoding="UTF-8">postgres</provider>
    </maplayer>
  </projectlayers>
</qgis>
""",
    "pw_xml",
    syntax="xml",
)

F.reg(
    "chicle_payroll_vba_cdo_smtp_sendpassword",
    ("macros/Payroll<<n>>.bas", "excel/chicleros_pay_<<year>>.bas"),
    """Attribute VB_Name = "SendPayslips"
Sub SendPayslips()
    Dim cdo As Object, conf As Object
    Set cdo = CreateObject("CDO.Message")
    Set conf = CreateObject("CDO.Configuration")
    With conf.Fields
        .Item("http://schemas.microsoft.com/cdo/configuration/sendusing") = 2
        .Item("http://schemas.microsoft.com/cdo/configuration/smtpserver") = "smtp.<<dom>>"
        .Item("http://schemas.microsoft.com/cdo/configuration/smtpserverport") = 465
        .Item("http://schemas.microsoft.com/cdo/configuration/smtpauthenticate") = 1
        .Item("http://schemas.microsoft.com/cdo/configuration/sendusername") = "payroll@<<dom>>"
        .Item("http://schemas.microsoft.com/cdo/configuration/sendpassword") = "<<cred>>"
        .Item("http://schemas.microsoft.com/cdo/configuration/smtpusessl") = True
        .Update
    End With
    Set cdo.Configuration = conf
End Sub
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "chicle_bush_camp_starlink_cardboard_ocr",
    ("ocr/camp_sign_<<n>>.txt", "scans/chiclero_camp_<<date>>.txt"),
    """CHICLERO CAMP <<n>> — NO FIRES NEAR LATEX POTS
STARLINK
<<orgc>>Camp
pw: <<cred>>
radio ch 7
""",
    "human_x",
    syntax="",
)
