# ruff: noqa: E501
"""dental_imaging_chairside: dental practice software, imaging servers and chairside bridges."""

from __future__ import annotations

from fifteenth_corpus import (
    SYM_BARE,
    SYM_DQ,
    SYM_INI,
    SYM_XML,
    Out,
    alnum,
    fmt,
    gen_pw,
    host,
    ip,
    pick,
)

FAM = "dental_imaging_chairside"


@fmt(FAM, "open_dental_freedentalconfig_xml_password_element")
def _fdc(rng):
    pw = gen_pw(rng, sym=SYM_XML)
    text = f"""<?xml version="1.0"?>
<ConnectionSettings>
  <DatabaseConnection>
    <ComputerName>{host(rng, "od")}</ComputerName>
    <Database>opendental</Database>
    <User>odfront</User>
    <Password>{pw}</Password>
    <UserLow></UserLow>
    <PasswordLow></PasswordLow>
    <NoShowOnStartup>True</NoShowOnStartup>
  </DatabaseConnection>
</ConnectionSettings>
"""
    path = pick(
        rng,
        (
            "C_/Program Files/Open Dental/FreeDentalConfig.xml",
            "workstations/op3/FreeDentalConfig.xml",
            "OpenDental/FreeDentalConfig.xml",
        ),
    )
    return Out(path, text, pw)


@fmt(FAM, "open_dental_api_odfhir_developer_slash_customer_key_curl")
def _odapi(rng):
    dev = alnum(rng, 16)
    cust = alnum(rng, 16)
    text = f"""curl -s "https://api.opendental.com/api/v1/appointments?AptStatus=Scheduled&dateStart=2026-03-02" \\
  -H "Authorization: ODFHIR {dev}/{cust}" \\
  -H "Content-Type: application/json"
"""
    path = pick(
        rng, ("scripts/od_appts.sh", "notes/opendental-api.sh", "integrations/recall/fetch.sh")
    )
    return Out(path, text, cust, "")


@fmt(FAM, "dentrix_ctree_odbc_connection_string_csharp_const")
def _dentrix(rng):
    pw = gen_pw(rng, sym=SYM_DQ.replace(";", ""))
    text = f"""namespace Practice.Bridge
{{
    internal static class DentrixDb
    {{
        // Dentrix G7 c-tree ODBC (registered via the Dentrix developer program)
        public const string Conn =
            "Driver={{c-treeACE ODBC Driver}};Host={ip(rng)};Port=6597;Database=DentrixSQL;UID=DXBRIDGE;PWD={pw};";
    }}
}}
"""
    path = pick(
        rng, ("src/Bridge/DentrixDb.cs", "Practice.Bridge/Data/DentrixDb.cs", "DxSync/DentrixDb.cs")
    )
    return Out(path, text, pw, "")


@fmt(FAM, "sidexis_server_ini_sql_section_password")
def _sidexis(rng):
    pw = gen_pw(rng, sym=SYM_INI)
    text = f"""[General]
ImageRoot=\\\\{host(rng, "img").split(".")[0]}\\PDATA
Language=de

[SQL]
Server={host(rng, "img")}\\SIDEXIS
Database=SidexisXG
User=sdxservice
Password={pw}
"""
    path = pick(
        rng, ("Sidexis/Sidexis4.ini", "ProgramData/Sirona/sidexis_server.ini", "praxis/sidexis.ini")
    )
    return Out(path, text, pw, "ini")


@fmt(FAM, "romexis_server_properties_db_password")
def _romexis(rng):
    pw = gen_pw(rng, sym=SYM_INI)
    text = f"""romexis.db.type=mssql
romexis.db.host={host(rng, "rx")}
romexis.db.name=romexis_db
romexis.db.user=romexis
romexis.db.password={pw}
romexis.image.store=D:/RomexisImages
"""
    path = pick(
        rng,
        (
            "Romexis_Bin/romexis.properties",
            "PlanmecaRomexis/server/romexis.properties",
            "conf/romexis.properties",
        ),
    )
    return Out(path, text, pw, "")


@fmt(FAM, "eaglesoft_dbisql_connect_uid_pwd_batch")
def _eagle(rng):
    pw = gen_pw(rng, sym="-_.@+")
    text = f"""@echo off
REM export yesterday's ledger for the accountant
"C:\\Program Files\\SQL Anywhere 17\\Bin64\\dbisql.exe" -nogui -c "UID=dba;PWD={pw};ENG=PattersonEaglesoft;DBN=Eaglesoft" read C:\\scripts\\ledger_export.sql
"""
    path = pick(
        rng,
        (
            "scripts/ledger_export.bat",
            "C_/scripts/eaglesoft_export.cmd",
            "tasks/nightly_ledger.bat",
        ),
    )
    return Out(path, text, pw, "")


@fmt(FAM, "nexhealth_authenticates_api_key_header_python")
def _nex(rng):
    key = alnum(rng, 40)
    text = f"""import requests

NEX_KEY = "{key}"
SUBDOMAIN = "smile-{rng.randint(10, 99)}"


def bearer():
    r = requests.post(
        "https://nexhealth.info/authenticates",
        headers={{"Accept": "application/vnd.Nexhealth+json;version=2", "Authorization": NEX_KEY}},
        timeout=20,
    )
    return r.json()["data"]["token"]
"""
    path = pick(rng, ("nexhealth/auth.py", "booking/nex_client.py", "sync/nexhealth_token.py"))
    return Out(path, text, key)


@fmt(FAM, "dexis_image_share_fstab_cifs_credentials_inline")
def _dexis(rng):
    pw = gen_pw(rng, sym=SYM_BARE.replace(",", ""))
    text = f"""# /etc/fstab on the imaging archive box
UUID={alnum(rng, 8).lower()}-{rng.randint(1000, 9999)} /           ext4  defaults  0 1
//{ip(rng)}/DEXIS  /mnt/dexis  cifs  username=dexisarch,password={pw},vers=3.0,ro,uid=1000  0 0
"""
    path = pick(rng, ("etc/fstab", "archive-box/etc/fstab", "backup/fstab.imaging"))
    return Out(path, text, pw, "")
