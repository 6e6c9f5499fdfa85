# ruff: noqa: E501
"""Millinery and hat-blocking ateliers: steam blockers, bespoke order books, showroom sites."""

import html
import random
import re
import xml.etree.ElementTree as ET

from twentysecond_corpus import gen_pw
from twentysecond_spec import reg, value

F = "millinery_hat_blocking_atelier"


def _conn_password(t: str) -> str:
    cs = ET.fromstring(t.encode()).find("./connectionStrings/add").get("connectionString")
    return re.search(r"Password=([^;]+);", cs).group(1)


def _airtable_pat(r: random.Random) -> str:
    return value(r, "a24") + "." + value(r, "hex64")


reg(
    F,
    "millinery_steam_block_press_ini_service_password",
    ("press/<<org>>/blocker_<<n>>.ini", "atelier/steam_press<<n>>.ini"),
    """[Press]
Model=SB-<<n>>00
HeatProfile=felt_fedora

[Service]
Technician=<<udot>>
ServicePin=<<nn>>
ServicePassword=<<v>>

[Network]
Address=<<ip>>
""",
    "ini",
)

reg(
    F,
    "millinery_showroom_aspnet_web_config_xml_escaped_password",
    ("showroom/<<org>>/Web.config", "iis/millinery<<n>>/Web.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="Orders" providerName="System.Data.SqlClient" connectionString="Server=<<host>>;Database=HatOrders;User Id=showroom;Password=<<v>>;" />
  </connectionStrings>
  <system.web>
    <compilation debug="false" targetFramework="4.8" />
  </system.web>
</configuration>
""",
    lambda r: gen_pw(r, sym="&<>"),
    enc=lambda v: html.escape(v, quote=True),
    decode=_conn_password,
)

reg(
    F,
    "millinery_bespoke_orders_airtable_deno_fetch_header",
    ("deno/<<org>>/sync_orders_<<n>>.ts", "scripts/orders_<<nn>>.ts"),
    """const res = await fetch("https://api.airtable.com/v0/app<<id8>>/Orders", {
  headers: {
    Authorization: "Bearer pat<<v>>",
    "Content-Type": "application/json",
  },
});
const { records } = await res.json();
console.log(records.length, "hat orders");
""",
    _airtable_pat,
    "",
)

reg(
    F,
    "millinery_felt_supplier_french_email_mot_de_passe",
    ("mail/<<org>>/fournisseur_<<n>>.eml", "inbox/feutre_<<nn>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: atelier@<<dom>>
Subject: Votre compte professionnel
Date: <<date>>
Content-Type: text/plain; charset=utf-8

Bonjour,

Votre espace client est ouvert : identifiant <<user>>, mot de passe provisoire <<v>>
(a modifier lors de la premiere connexion).

Cordialement,
Service clients
""",
    "human",
    "",
)

reg(
    F,
    "millinery_hat_sizes_app_swift_let_api_key",
    ("ios/<<org>>/Secrets<<n>>.swift", "HatFit/Config/Keys.swift"),
    """import Foundation

enum Keys {
    static let measurementsHost = "https://fit.<<dom>>"
    static let measurementsAPIKey = "<<v>>"
}
""",
    "a40",
    "",
)

reg(
    F,
    "millinery_race_day_orders_csv_export_login_column",
    ("exports/<<org>>/race_day_<<n>>.csv", "orders/ascot_<<nn>>.csv"),
    """order_id,customer,hat,portal_user,portal_pass
<<nn>>1,<<first>> <<last>>,percher,<<udot>>,<<v>>
<<nn>>2,<<first2>> <<last2>>,cloche,,
""",
    "ini",
)

reg(
    F,
    "millinery_atelier_lightroom_plugin_lua_smugmug_secret",
    ("Lightroom/<<org>>Publish.lrplugin/Config<<n>>.lua", "plugins/showroom<<n>>/Config.lua"),
    """return {
  apiKey = "<<id8>><<id8>>",
  apiSecret = "<<v>>",
  album = "Spring collection <<nn>>",
}
""",
    "hex64",
    "",
)

reg(
    F,
    "millinery_shop_laptop_bash_history_mysql_p_flag",
    ("home/<<user>>/.bash_history", "backup/<<org>>/bash_history_<<n>>"),
    """cd /var/www/showroom
git pull
mysql -u hats -p<<v>> -h <<host>> hat_orders < migrations/0<<n>>_sizes.sql
systemctl restart php8.2-fpm
""",
    "bare",
    "",
)
