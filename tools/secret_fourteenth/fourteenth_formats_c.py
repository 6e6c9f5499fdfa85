"""Industrial HMI / SCADA runtimes and OT gateway APIs."""

from __future__ import annotations

import random

from fourteenth_corpus import (
    SYM_INI,
    SYM_XML,
    Out,
    alnum,
    fmt,
    gen_pw,
    host,
    ip,
    pick,
    user,
    uuid4,
    words_pw,
)

FAM = "plc_scada_hmi_runtimes"


@fmt(FAM, "mango_automation_env_properties_db_password")
def mango(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    text = f"""# Mango Automation overrides
web.port=8080
ssl.on=false
db.type=mysql
db.url=jdbc:mysql://{pick(rng, ("localhost", ip(rng)))}:3306/mango?useSSL=false
db.username=mango
db.password={pw}
db.pool.maxActive=100
db.update.log.dir=${{ma.home}}/logs/
"""
    return Out(
        pick(
            rng,
            (
                "mango/overrides/properties/env.properties",
                "overrides/env.properties",
                "MA_HOME/env.properties",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(FAM, "scadalts_tomcat_context_xml_resource_password")
def scadalts(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_XML)
    text = f"""<?xml version="1.0" encoding="UTF-8"?>
<Context>
  <Resource name="jdbc/scadalts" auth="Container" type="javax.sql.DataSource"
            factory="org.apache.tomcat.jdbc.pool.DataSourceFactory"
            maxActive="100" maxIdle="30" maxWait="10000"
            username="root" password="{pw}"
            driverClassName="com.mysql.jdbc.Driver"
            url="jdbc:mysql://{pick(rng, ("database", "localhost", ip(rng)))}:3306/scadalts"/>
  <WatchedResource>WEB-INF/web.xml</WatchedResource>
</Context>
"""
    return Out(
        pick(
            rng,
            (
                "tomcat_conf/context.xml",
                "ScadaBR/META-INF/context.xml",
                "webapps/Scada-LTS/META-INF/context.xml",
            ),
        ),
        text,
        pw,
    )


@fmt(FAM, "fuxa_settings_js_secret_code_jwt")
def fuxa(rng: random.Random) -> Out:
    code = alnum(rng, 24)
    text = f"""module.exports = {{
    // The tcp port that the FUXA web server is listening on
    uiPort: 1881,
    // allowedOrigins: ['*'],
    logDir: '_logs',
    dbDir: '_db',
    // Enable user authentication (JSON Web Token)
    secureEnabled: true,
    secretCode: '{code}',
    tokenExpiresIn: '1h',
    swaggerEnabled: false,
}}
"""
    return Out(
        pick(
            rng, ("_appdata/settings.js", "fuxa/server/_appdata/settings.js", "appdata/settings.js")
        ),
        text,
        code,
        "",
    )


@fmt(FAM, "kepware_config_api_curl_user_colon_password_project")
def kepware(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+")
    text = f"""REM add a channel through the KEPServerEX Configuration API
curl -k -u Administrator:{pw} -X POST ^
  -H "Content-Type: application/json" ^
  -d @channel_modbus.json ^
  https://{ip(rng)}:57513/config/v1/project/channels
"""
    return Out(
        pick(rng, ("add_channel.bat", "kepware\\deploy_channels.cmd", "scripts/kep_channels.bat")),
        text,
        pw,
        "",
    )


@fmt(FAM, "thingworx_rest_appkey_header_python_requests")
def thingworx(rng: random.Random) -> Out:
    k = uuid4(rng)
    text = f'''import requests

TWX = "https://{host(rng, "twx")}/Thingworx"
HEADERS = {{"appKey": "{k}", "Accept": "application/json", "Content-Type": "application/json"}}

r = requests.put(f"{{TWX}}/Things/Line3.Press07/Properties/*", headers=HEADERS,
                 json={{"Temperature": 71.4, "CycleCount": 1182}}, timeout=10)
r.raise_for_status()
'''
    return Out(
        pick(rng, ("twx_push.py", "edge/thingworx_bridge.py", "line3/press_feed.py")), text, k
    )


@fmt(FAM, "groov_epic_rest_apikey_header_node_red_function")
def groov(rng: random.Random) -> Out:
    k = alnum(rng, 32)
    text = f"""// function node: read analog inputs from the groov EPIC processor
msg.url = "https://{ip(rng)}/manage/api/v1/io/local/modules/0/channels/analogInputs/values";
msg.headers = {{
    "apiKey": "{k}",
    "Accept": "application/json"
}};
msg.method = "GET";
return msg;
"""
    return Out(
        pick(rng, ("flows/groov_read.js", "nodes/epic_ai.js", "groov_function.js")), text, k, ""
    )


@fmt(FAM, "tulip_table_api_key_secret_basic_requests_tuple")
def tulip(rng: random.Random) -> Out:
    kid = "apikey.2_" + alnum(rng, 17)
    sec = alnum(rng, 40)
    text = f'''import requests

INSTANCE = "{pick(rng, ("acme", "plant4", "mfg-eu", "assembly"))}.tulip.co"
AUTH = ("{kid}", "{sec}")

rows = requests.get(f"https://{{INSTANCE}}/api/v3/tables/{alnum(rng, 17)}/records",
                    auth=AUTH, params={{"limit": 100}}, timeout=20).json()
'''
    return Out(pick(rng, ("tulip_export.py", "mes/tulip_tables.py", "sync_tulip.py")), text, sec)


@fmt(FAM, "pyscada_django_settings_databases_password")
def pyscada(rng: random.Random) -> Out:
    pw = words_pw(rng)
    text = f"""INSTALLED_APPS += [
    "pyscada",
    "pyscada.core",
    "pyscada.modbus",
    "pyscada.hmi",
]

DATABASES = {{
    "default": {{
        "ENGINE": "django.db.backends.mysql",
        "NAME": "PyScada_db",
        "USER": "{pick(rng, ("PyScada-user", "pyscada", user(rng)))}",
        "PASSWORD": "{pw}",
        "OPTIONS": {{"init_command": "SET sql_mode='STRICT_TRANS_TABLES'"}},
    }}
}}
"""
    return Out(
        pick(
            rng,
            ("PyScadaServer/PyScadaServer/settings.py", "pyscada_site/settings.py", "settings.py"),
        ),
        text,
        pw,
    )
