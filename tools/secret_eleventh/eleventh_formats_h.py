"""Family erp_suite_server_files: open-source ERP server files and SAP / Infor connector files."""

# Embedded files keep their own long lines.
# ruff: noqa: E501

from __future__ import annotations

import json
import random

from eleventh_corpus import (
    ALNUM,
    SYM_DQ,
    SYM_INI,
    SYM_XML,
    Out,
    alnum,
    b64,
    fill,
    fmt,
    gen_pw,
    host,
    pick,
    user,
)

F = "erp_suite_server_files"


@fmt(F, "idempiere_env_properties_adempiere_db_password")
def idempiere(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """#iDempiereEnv.properties Template

#idempiere home
IDEMPIERE_HOME=/opt/idempiere-server
#Java home
JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64

#Type of database, postgresql|oracle|oracleXE
ADEMPIERE_DB_TYPE=PostgreSQL
ADEMPIERE_DB_PATH=postgresql
ADEMPIERE_DB_SERVER=<<dbhost>>
ADEMPIERE_DB_PORT=5432
ADEMPIERE_DB_NAME=idempiere
ADEMPIERE_DB_USER=adempiere
ADEMPIERE_DB_PASSWORD=<<pw>>
ADEMPIERE_DB_SYSTEM=<<sys>>

ADEMPIERE_APPS_SERVER=0.0.0.0
ADEMPIERE_WEB_PORT=8080
ADEMPIERE_SSL_PORT=8443
ADEMPIERE_KEYSTORE=/opt/idempiere-server/jettyhome/etc/keystore
""",
        dbhost=host(rng, "pg"),
        pw=pw,
        sys=gen_pw(rng, sym=SYM_INI),
    )
    return Out(
        pick(
            rng,
            (
                "idempiereEnv.properties",
                "opt/idempiere-server/idempiereEnv.properties",
                "idempiere/idempiereEnv.properties",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "openbravo_properties_bbdd_password_line")
def openbravo(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """######################
# Database settings  #
######################
bbdd.rdbms=POSTGRE
bbdd.driver=org.postgresql.Driver
bbdd.url=jdbc:postgresql://<<dbhost>>:5432
bbdd.sid=openbravo
bbdd.systemUser=postgres
bbdd.systemPassword=<<syspw>>
bbdd.user=tad
bbdd.password=<<pw>>
bbdd.sessionConfig=select update_dateFormat('DD-MM-YYYY')
bbdd.rdbms.poolsize=20

context.name=openbravo
web.url=@actual_url_context@/web
""",
        dbhost=host(rng, "pg"),
        syspw=gen_pw(rng, sym=SYM_INI),
        pw=pw,
    )
    return Out(
        pick(
            rng,
            (
                "config/Openbravo.properties",
                "openbravo/config/Openbravo.properties",
                "OpenbravoERP/config/Openbravo.properties",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "ofbiz_entityengine_xml_inline_jdbc_password_attr")
def ofbiz(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_XML)
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>
<entity-config xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
        xsi:noNamespaceSchemaLocation="http://ofbiz.apache.org/dtds/entity-config.xsd">
    <resource-loader name="fieldfile" class="org.apache.ofbiz.base.config.FileLoader"
            prepend-env="ofbiz.home" prefix="/framework/entity/fieldtype/"/>
    <delegator name="default" entity-model-reader="main" entity-group-reader="main" entity-eca-reader="main" distributed-cache-clear-enabled="false">
        <group-map group-name="org.apache.ofbiz" datasource-name="localpostgres"/>
    </delegator>
    <datasource name="localpostgres"
            helper-class="org.apache.ofbiz.entity.datasource.GenericHelperDAO"
            schema-name="public"
            field-type-name="postgres"
            check-on-start="true"
            add-missing-on-start="true"
            use-fk-initially-deferred="false"
            alias-view-columns="false"
            join-style="ansi">
        <read-data reader-name="tenant"/>
        <read-data reader-name="seed"/>
        <inline-jdbc
                jdbc-driver="org.postgresql.Driver"
                jdbc-uri="jdbc:postgresql://<<dbhost>>/ofbiz"
                jdbc-username="<<u>>"
                jdbc-password="<<pw>>"
                isolation-level="ReadCommitted"
                pool-minsize="2"
                pool-maxsize="250"
                time-between-eviction-runs-millis="600000"/>
    </datasource>
</entity-config>
""",
        dbhost=host(rng, "pg"),
        u=pick(rng, ("ofbiz", user(rng))),
        pw=pw,
    )
    return Out(
        pick(
            rng,
            (
                "framework/entity/config/entityengine.xml",
                "ofbiz/framework/entity/config/entityengine.xml",
                "config/entityengine.xml",
            ),
        ),
        text,
        pw,
    )


@fmt(F, "axelor_config_properties_db_default_password")
def axelor(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """# Application Information
application.name = Axelor Open Suite
application.mode = prod
application.locale = de

# Database settings
db.default.driver = org.postgresql.Driver
db.default.ddl = update
db.default.url = jdbc:postgresql://<<dbhost>>:5432/axelor-erp
db.default.user = <<u>>
db.default.password = <<pw>>

# Date format
date.format = dd/MM/yyyy
data.upload.dir = /var/lib/axelor/attachments
""",
        dbhost=host(rng, "pg"),
        u=pick(rng, ("axelor", user(rng))),
        pw=pw,
    )
    return Out(
        pick(
            rng,
            (
                "src/main/resources/axelor-config.properties",
                "axelor-config.properties",
                "webapps/erp/WEB-INF/classes/axelor-config.properties",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "sap_jco_destination_file_client_passwd")
def jco(rng: random.Random) -> Out:
    pw = gen_pw(rng, 12, sym="!#*+-_.?@")
    name = pick(rng, ("ABAP_AS_WITH_POOL", "ERP_PRD", "S4H_100"))
    text = fill(
        """jco.client.lang=en
jco.destination.peak_limit=10
jco.client.client=<<cl>>
jco.client.passwd=<<pw>>
jco.client.user=<<u>>
jco.client.sysnr=00
jco.destination.pool_capacity=3
jco.client.ashost=<<h>>
""",
        cl=pick(rng, ("100", "200", "800")),
        pw=pw,
        u=pick(rng, ("RFC_MIDDLEW", "JCO_BATCH", "IF_USER")),
        h=host(rng, "sap"),
    )
    return Out(
        pick(
            rng,
            (
                f"{name}.jcoDestination",
                f"config/{name}.jcoDestination",
                f"connector/{name}.jcoDestination",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "sap_b1_service_layer_login_curl_json_body")
def sapb1(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="#%*+-_.?@^~=:")
    text = fill(
        """#!/bin/sh
# open a Service Layer session for the nightly import and keep the cookie
SL=https://<<h>>:50000/b1s/v1
curl -sk -c /tmp/b1.cookies -X POST "$SL/Login" \\
  -H 'Content-Type: application/json' \\
  -d '{"CompanyDB": "<<cdb>>", "UserName": "<<u>>", "Password": "<<pw>>"}'
curl -sk -b /tmp/b1.cookies "$SL/Items?\\$top=5&\\$select=ItemCode,ItemName"
""",
        h=host(rng, "b1"),
        cdb=pick(rng, ("SBODEMODE", "PRD_DE", "LIVE_CO")),
        u=pick(rng, ("manager", "b1import", user(rng))),
        pw=pw,
    )
    return Out(
        pick(rng, ("scripts/b1_login.sh", "integration/sl_session.sh", "bin/b1-import.sh")),
        text,
        pw,
        "",
    )


@fmt(F, "sap_b1_di_api_csharp_company_password_properties")
def sapb1_di(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_DQ)
    text = fill(
        """using SAPbobsCOM;

namespace B1Sync
{
    internal static class B1Connection
    {
        public static Company Connect()
        {
            var company = new Company
            {
                Server = "<<srv>>",
                DbServerType = BoDataServerTypes.dst_MSSQL2019,
                CompanyDB = "<<cdb>>",
                UserName = "<<u>>",
                Password = "<<pw>>",
                DbUserName = "sa",
                DbPassword = "<<dbpw>>",
                LicenseServer = "<<srv>>:30000",
                language = BoSuppLangs.ln_English
            };
            if (company.Connect() != 0)
                throw new System.Exception(company.GetLastErrorDescription());
            return company;
        }
    }
}
""",
        srv=host(rng, "b1"),
        cdb=pick(rng, ("SBODEMOUS", "PRD_DE", "LIVE_CO")),
        u=pick(rng, ("manager", "b1sync")),
        pw=pw,
        dbpw=gen_pw(rng, sym=SYM_DQ),
    )
    return Out(
        pick(rng, ("B1Sync/B1Connection.cs", "src/B1Connection.cs", "Integration/B1Connection.cs")),
        text,
        pw,
        "",
    )


@fmt(F, "infor_ionapi_credentials_file_client_secret_cs")
def ionapi(rng: random.Random) -> Out:
    cs = alnum(rng, 86, ALNUM + "-_")
    tenant = pick(rng, ("NORDWIND_PRD", "ALDERBAY_TST", "HALVORSEN_PRD"))
    data = {
        "ti": tenant,
        "cn": pick(rng, ("M3 sync backend", "LN integration", "CSI exporter")),
        "dt": "12",
        "ci": f"{tenant}~{alnum(rng, 40, ALNUM + '-_')}",
        "cs": cs,
        "iu": "https://mingle-ionapi.eu1.inforcloudsuite.com",
        "pu": "https://mingle-sso.eu1.inforcloudsuite.com:443/" + tenant + "/as/",
        "oa": "authorization.oauth2",
        "ot": "token.oauth2",
        "or": "revoke_token.oauth2",
        "ev": "U" + alnum(rng, 9, "0123456789"),
        "v": "1.0",
        "saak": f"{tenant}#{alnum(rng, 60, ALNUM + '-_')}",
        "sask": b64(rng, 60),
    }
    text = json.dumps(data, indent=2) + "\n"
    return Out(
        pick(
            rng, (f"{tenant}.ionapi", f"config/{tenant}.ionapi", f"secrets/{tenant.lower()}.ionapi")
        ),
        text,
        cs,
        "json",
    )
