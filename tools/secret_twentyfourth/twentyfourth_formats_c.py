"""Family: saddlery and tack leather workshop."""
# ruff: noqa: E501

import re

from twentyfourth_spec import pw_with, reg


def _props_escape(s: str) -> str:
    return re.sub(r"([=:#!])", r"\\\1", s)


def _props_value(text: str) -> str:
    m = re.search(r"^spring\.datasource\.password=(.*)$", text, re.M)
    if not m:
        raise ValueError("no password line")
    return re.sub(r"\\(.)", r"\1", m.group(1))


FAM = "saddlery_tack_leather_workshop"

reg(
    FAM,
    "saddlery_shopify_themekit_config_yml_password",
    ("theme/config.yml", "shop/<<org>>-theme/config.yml"),
    """development:
  password: <<s>>
  theme_id: "1<<n2>>0<<n2>>"
  store: <<org>>-saddlery.myshopify.com
  ignore_files:
    - config/settings_data.json
""",
    "shopify",
)

reg(
    FAM,
    "saddlery_embroidery_pc_netsh_wlan_profile_xml",
    ("wlan/Wi-Fi-Workshop-<<n>>.xml", "netsh-export/<<org>>-embroidery.xml"),
    """<?xml version="1.0"?>
<WLANProfile xmlns="http://www.microsoft.com/networking/WLAN/profile/v1">
  <name>Workshop-<<n>></name>
  <SSIDConfig><SSID><name>Workshop-<<n>></name></SSID></SSIDConfig>
  <connectionType>ESS</connectionType>
  <connectionMode>auto</connectionMode>
  <MSM>
    <security>
      <authEncryption><authentication>WPA2PSK</authentication><encryption>AES</encryption><useOneX>false</useOneX></authEncryption>
      <sharedKey>
        <keyType>passPhrase</keyType>
        <protected>false</protected>
        <keyMaterial><<s>></keyMaterial>
      </sharedKey>
    </security>
  </MSM>
</WLANProfile>
""",
    "xml",
)

reg(
    FAM,
    "saddlery_fitting_app_properties_store_escaped",
    ("fitting/config/application.properties", "saddle-fit/<<org>>.properties"),
    """#Saddle fitting app settings
#Tue Mar 03 09:14:22 CET 2026
spring.datasource.url=jdbc\\:postgresql\\://<<host>>\\:5432/fitting
spring.datasource.username=<<svc>>
spring.datasource.password=<<s>>
server.port=8081
""",
    pw_with("=:#"),
    "",
    enc=_props_escape,
    decode=_props_value,
)

reg(
    FAM,
    "saddlery_stitcher_german_signal_kennwort",
    ("signal/werkstatt-<<id>>.txt", "chats/sattlerei-<<n>>.txt"),
    """[<<date>> <<time>>] <<First>>: Die neue Nahmaschine braucht ein Konto beim Hersteller fuer die Firmware
[<<date>> <<time>>] <<First>>: Benutzer ist <<email>>
[<<date>> <<time>>] <<First>>: Kennwort <<s>>
[<<date>> <<time>>] Lukas: Danke, mach ich morgen frueh
""",
    "human",
    "",
)

reg(
    FAM,
    "saddlery_accounts_odbc_ini_pwd",
    ("etc/odbc.ini", "accounts/<<org>>-odbc.ini"),
    """[SaddleryAccounts]
Driver = ODBC Driver 18 for SQL Server
Server = <<host>>,1433
Database = Accounts
UID = <<user>>
PWD = <<s>>
TrustServerCertificate = yes
""",
    "ini",
)

reg(
    FAM,
    "saddlery_order_sync_go_struct_literal",
    ("cmd/ordersync/main.go", "internal/<<org>>/shop.go"),
    """package main

import (
\t"log"

\t"github.com/<<org>>/ordersync/shop"
)

func main() {
\tcfg := shop.Config{
\t\tBaseURL:   "https://api.<<dom>>/v1",
\t\tAPIKey:    "<<id>>",
\t\tAPISecret: "<<s>>",
\t\tTimeout:   30,
\t}
\tif err := shop.Sync(cfg); err != nil {
\t\tlog.Fatal(err)
\t}
}
""",
    "alnum40",
    "",
)

reg(
    FAM,
    "saddlery_leather_supplier_note_line_after",
    ("notes/suppliers-<<id>>.txt", "Desktop/<<org>> logins.txt"),
    """Hide supplier (Italy) - trade portal
<<email>>
<<s>>

Buckles - order by phone, acct no <<n2>>
""",
    "human",
    "",
)

reg(
    FAM,
    "saddlery_etsy_csharp_httpclient_header",
    ("EtsySync/Program.cs", "src/<<org>>.Etsy/ListingClient.cs"),
    """using System.Net.Http;

var http = new HttpClient { BaseAddress = new Uri("https://openapi.etsy.com/v3/") };
http.DefaultRequestHeaders.Add("x-api-key", "<<s>>");
var res = await http.GetAsync("application/shops/<<n2>>/listings/active");
Console.WriteLine(await res.Content.ReadAsStringAsync());
""",
    "alnum24",
    "",
)
