# ruff: noqa: E501
"""pharmacy_dispensing_rx_links: dispensing systems, robots and e-prescribing links."""

from __future__ import annotations

from fifteenth_corpus import (
    SYM_INI,
    SYM_URL,
    Out,
    alnum,
    fmt,
    gen_pw,
    host,
    pick,
    rsa_pem,
)

FAM = "pharmacy_dispensing_rx_links"


@fmt(FAM, "surescripts_client_tls_key_pem_pkcs8_file")
def _ss(rng):
    key = rsa_pem(rng, 2048, pkcs8=True)
    text = key + "\n"
    path = pick(
        rng,
        ("certs/surescripts-client.key", "erx/tls/ss_prod.key", "deploy/secrets/surescripts.pem"),
    )
    return Out(path, text, key, "")


@fmt(FAM, "ncpdp_claims_switch_properties_vendor_password")
def _ncpdp(rng):
    pw = gen_pw(rng, sym=SYM_INI)
    text = f"""# NCPDP D.0 claims switch connection
switch.host={host(rng, "claims")}
switch.port=5530
switch.vendor.id=V{rng.randint(10000, 99999)}
switch.vendor.password={pw}
switch.bin.default=610014
"""
    path = pick(
        rng,
        (
            "conf/switch.properties",
            "claims-gateway/switch.properties",
            "rx/ncpdp-switch.properties",
        ),
    )
    return Out(path, text, pw, "")


@fmt(FAM, "pioneerrx_bridge_app_config_appsettings_add_key")
def _pioneer(rng):
    key = alnum(rng, 36)
    text = f"""<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="PioneerRxBaseUrl" value="https://api.pioneerrx.com/v1/" />
    <add key="PioneerRxApiKey" value="{key}" />
    <add key="StoreNpi" value="{rng.randint(1000000000, 1999999999)}" />
  </appSettings>
</configuration>
"""
    path = pick(
        rng,
        (
            "RefillBridge/App.config",
            "RxBridge.Service/app.config",
            "bridge/RefillBridge.exe.config",
        ),
    )
    return Out(path, text, key, "xml")


@fmt(FAM, "scriptpro_robot_interface_ini_sql_password")
def _robot(rng):
    pw = gen_pw(rng, sym=SYM_INI)
    text = f"""[Interface]
Mode=HL7
ListenPort=6661

[Database]
Server={host(rng, "rxdb")}
Catalog=ScriptProSP
UserName=spinterface
SqlPassword={pw}
"""
    path = pick(
        rng,
        (
            "ScriptPro/SPInterface.ini",
            "robot/sp200_interface.ini",
            "ProgramData/ScriptPro/interface.ini",
        ),
    )
    return Out(path, text, pw, "ini")


@fmt(FAM, "openfda_api_key_query_r_jsonlite")
def _fda(rng):
    key = alnum(rng, 40)
    text = f"""library(jsonlite)
fda_key <- "{key}"
url <- paste0("https://api.fda.gov/drug/enforcement.json?api_key=", fda_key,
              "&search=report_date:[20250101+TO+20261231]&limit=100")
recalls <- fromJSON(url)$results
write.csv(recalls[, c("recall_number", "product_description")], "recalls.csv")
"""
    path = pick(rng, ("analysis/recalls.R", "R/fetch_fda.R", "reports/drug_recalls.R"))
    return Out(path, text, key, "")


@fmt(FAM, "drfirst_rcopia_http_file_vendor_password_form")
def _drfirst(rng):
    pw = gen_pw(rng, sym=SYM_URL)
    text = f"""### Rcopia update_notification (staging)
POST https://engine201.drfirst.com/servlet/rcopia.servlet.EngineServlet
Content-Type: application/x-www-form-urlencoded

xml=<RCExtRequest version="2.35"><Caller><VendorName>{alnum(rng, 8).lower()}</VendorName><VendorPassword>{pw}</VendorPassword></Caller><Command>update_notification</Command></RCExtRequest>
"""
    path = pick(
        rng, ("http/rcopia.http", "erx/requests/update_notification.http", "docs/drfirst.http")
    )
    return Out(path, text, pw, "")


@fmt(FAM, "kroll_sync_dotenv_mssql_pyodbc_url_password")
def _kroll(rng):
    pw = gen_pw(rng, sym=SYM_URL)
    text = f"""PHARMACY_DB_URL=mssql+pyodbc://kroll_ro:{pw}@{host(rng, "kroll")}:1433/KrollDB?driver=ODBC+Driver+18+for+SQL+Server
STORE_CODE=ON{rng.randint(1000, 9999)}
SYNC_INTERVAL=300
"""
    path = pick(rng, (".env", "sync/.env", "deploy/kroll-sync.env"))
    return Out(path, text, pw, "")
