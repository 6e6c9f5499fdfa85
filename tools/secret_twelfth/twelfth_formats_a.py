"""Twelfth corpus formats: cfml_lucee_commandbox_apps (Lucee / Adobe ColdFusion / CommandBox)."""

from __future__ import annotations

import json
import random

from twelfth_corpus import (
    SYM_BARE,
    SYM_JSON,
    Out,
    dbname,
    domain,
    fmt,
    gen_pw,
    host,
    ip,
    org,
    pick,
    user,
    words_pw,
)

FAM = "cfml_lucee_commandbox_apps"
# CFML strings: "#" starts an expression and the quote closes the string.
SYM_CF = "%&*+-_.?@^~=:,!"


@fmt(FAM, "lucee_cfconfig_json_datasources_entry_password")
def _cfconfig_ds(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_JSON)
    ds = pick(rng, ("appDSN", "intranet", "orders", "cms_main", "legacy"))
    doc = {
        "adminPassword": "",
        "datasources": {
            ds: {
                "allowAlter": True,
                "allowCreate": True,
                "allowDelete": True,
                "allowSelect": True,
                "class": "com.mysql.cj.jdbc.Driver",
                "connectionLimit": "100",
                "database": dbname(rng),
                "dbdriver": "MySQL",
                "host": host(rng, "mysql"),
                "password": pw,
                "port": "3306",
                "username": user(rng, "svc"),
            }
        },
        "requestTimeout": "0,0,0,50",
        "whitespaceManagement": "smart",
    }
    path = pick(rng, (".cfconfig.json", "config/cfconfig.json", f"{org(rng)}-site/.cfconfig.json"))
    return Out(path, json.dumps(doc, indent=4) + "\n", pw)


@fmt(FAM, "lucee_cfconfig_json_server_admin_password_mail_servers")
def _cfconfig_admin(rng: random.Random) -> Out:
    pw = words_pw(rng) if rng.random() < 0.5 else gen_pw(rng, sym=SYM_JSON)
    dom = domain(rng)
    doc = {
        "adminPassword": pw,
        "mailServers": [
            {
                "smtp": f"smtp.{dom}",
                "port": "587",
                "username": f"noreply@{dom}",
                "password": "",
                "tls": True,
            }
        ],
        "inspectTemplate": "once",
        "scriptProtect": "all",
    }
    path = pick(rng, ("server-config/.cfconfig.json", ".cfconfig-prod.json", "box/cfconfig.json"))
    return Out(path, json.dumps(doc, indent=2) + "\n", pw)


@fmt(FAM, "cfml_application_cfc_this_datasources_struct_password")
def _app_cfc(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_CF)
    name = pick(rng, ("portal", "intranet", "shopfront", "members", "bookings"))
    h = host(rng, "pg")
    text = f"""component {{
    this.name = "{name}_" & hash(getCurrentTemplatePath());
    this.sessionManagement = true;
    this.sessionTimeout = createTimeSpan(0, 2, 0, 0);
    this.datasource = "{name}";

    this.datasources["{name}"] = {{
        class: "org.postgresql.Driver",
        connectionString: "jdbc:postgresql://{h}:5432/{dbname(rng)}",
        username: "{user(rng, "svc")}",
        password: "{pw}",
        connectionLimit: 40
    }};

    function onApplicationStart() {{
        application.started = now();
        return true;
    }}
}}
"""
    return Out(
        pick(rng, ("Application.cfc", "www/Application.cfc", f"{name}/Application.cfc")),
        text,
        pw,
        "",
    )


@fmt(FAM, "cfml_cfmail_tag_server_password_attribute")
def _cfmail(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_CF)
    dom = domain(rng)
    text = f"""<cfparam name="form.email" default="">
<cfif len(form.email)>
    <cfmail to="#form.email#"
            from="bookings@{dom}"
            subject="Your booking confirmation"
            server="smtp.{dom}"
            port="587"
            username="bookings@{dom}"
            password="{pw}"
            useTLS="yes"
            type="html">
        <p>Thank you, your booking ##<cfoutput>#url.ref#</cfoutput> is confirmed.</p>
    </cfmail>
    <cflocation url="thanks.cfm" addtoken="no">
</cfif>
"""
    return Out(
        pick(rng, ("confirm.cfm", "mail/send_confirmation.cfm", "includes/act_mail.cfm")),
        text,
        pw,
        "",
    )


@fmt(FAM, "cfml_cfldap_query_bind_password_attribute")
def _cfldap(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_CF)
    dom = domain(rng)
    dc = ",".join(f"dc={p}" for p in dom.split("."))
    text = f"""<cffunction name="lookupUser" returntype="query" access="public">
    <cfargument name="uid" type="string" required="true">
    <cfldap action="query"
            server="ldap.{dom}"
            port="389"
            username="cn=webreader,ou=service,{dc}"
            password="{pw}"
            start="ou=people,{dc}"
            filter="(uid=#arguments.uid#)"
            attributes="cn,mail,memberOf"
            name="local.result">
    <cfreturn local.result>
</cffunction>
"""
    return Out(
        pick(rng, ("model/LdapService.cfc", "auth/ldap_lookup.cfm", "lib/directory.cfm")),
        text,
        pw,
        "",
    )


@fmt(FAM, "cfml_cfftp_open_connection_password_attribute")
def _cfftp(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_CF)
    text = f"""<!--- nightly export of the price list to the wholesaler --->
<cfftp action="open"
       connection="wholesale"
       server="{ip(rng, private=False)}"
       username="{user(rng)}"
       password="{pw}"
       stopOnError="yes"
       passive="yes">
<cfftp action="putFile" connection="wholesale"
       localFile="#expandPath('./export/prices.csv')#"
       remoteFile="/incoming/prices.csv">
<cfftp action="close" connection="wholesale">
"""
    return Out(
        pick(
            rng, ("scheduled/ftp_export.cfm", "tasks/pricelist_upload.cfm", "cron/push_prices.cfm")
        ),
        text,
        pw,
        "",
    )


@fmt(FAM, "cfml_queryexecute_inline_datasource_struct_password")
def _qe(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_CF)
    h = host(rng, "mssql")
    text = f"""<cfscript>
// reporting DB lives on the old SQL Server; not worth an admin datasource
rows = queryExecute(
    "SELECT TOP 50 order_id, total FROM dbo.orders WHERE created > :since",
    {{ since: {{ value: dateAdd("d", -7, now()), cfsqltype: "cf_sql_timestamp" }} }},
    {{ datasource: {{
        class: "com.microsoft.sqlserver.jdbc.SQLServerDriver",
        connectionString: "jdbc:sqlserver://{h}:1433;DatabaseName=Reporting;encrypt=false",
        username: "rpt_reader",
        password: "{pw}"
    }} }}
);
writeDump(rows);
</cfscript>
"""
    return Out(
        pick(rng, ("reports/weekly.cfm", "admin/orders_report.cfm", "tools/adhoc_query.cfm")),
        text,
        pw,
        "",
    )


@fmt(FAM, "lucee_server_context_password_txt_bare_value")
def _pw_txt(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_BARE) if rng.random() < 0.6 else words_pw(rng)
    path = pick(
        rng,
        (
            "lucee-server/context/password.txt",
            "docker/lucee/password.txt",
            "opt/lucee/tomcat/lucee-server/context/password.txt",
        ),
    )
    return Out(path, pw + "\n", pw, "")
