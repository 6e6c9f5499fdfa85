"""Sail lofts: plotter-cutters, design software, the order site, fabric suppliers."""

# ruff: noqa: E501
from __future__ import annotations

from twentyfirst_spec import reg

F = "sailmaker_loft_canvas_cutting"

reg(
    F,
    "sail_plotter_cutter_xml_network_password",
    ("cutter/<<org>>/CutterSettings.xml", "loft<<n>>/plotter/settings.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<CutterSettings model="FlatbedCut <<n3>>">
  <Table width="3200" length="12000" vacuumZones="6"/>
  <Network>
    <Share path="\\\\loft-nas\\cutfiles" user="cutter<<n>>" password="<<cred>>"/>
    <License server="<<ip>>" port="27000"/>
  </Network>
</CutterSettings>
""",
    "xml",
)

reg(
    F,
    "sail_design_vba_bas_module_adodb_password",
    ("SailDesign/<<org>>/modDatabase.bas", "vba/loft<<n>>/modOrders.bas"),
    """Attribute VB_Name = "modDatabase"
Option Explicit

Public Function OpenOrders() As Object
    Dim conn As Object
    Set conn = CreateObject("ADODB.Connection")
    conn.Open "Provider=SQLOLEDB;Data Source=<<host>>;Initial Catalog=SailOrders;User ID=<<svc>>;Password=<<cred>>;"
    Set OpenOrders = conn
End Function
""",
    "ini",
    syntax="",
)

reg(
    F,
    "sail_loft_orders_laravel_env_mail_password",
    ("loft-orders-<<org>>/.env", "sites/sails<<n>>/.env"),
    """APP_NAME="Loft Orders"
APP_ENV=production
APP_URL=https://orders.<<dom>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=loft

MAIL_MAILER=smtp
MAIL_HOST=smtp.<<dom>>
MAIL_PORT=587
MAIL_USERNAME=orders@<<dom>>
MAIL_PASSWORD=<<cred>>
MAIL_ENCRYPTION=tls
""",
    "ini",
    syntax="",
)

reg(
    F,
    "sail_quote_bot_toml_telegram_bot_token",
    ("quote-bot/<<org>>/config.toml", "bots/sailquote<<n>>.toml"),
    """[bot]
name = "SailQuoteBot"
token = "<<n4>><<n3>><<n>>:<<cred>>"
admins = [<<n4>><<n3>>]

[pricing]
dacron_per_m2 = 38.5
laminate_per_m2 = 91.0
""",
    "alnum35",
)

reg(
    F,
    "sail_loft_winscp_script_sftp_url_password",
    ("scripts/<<org>>/upload_cutfiles.txt", "winscp/loft<<n>>-sync.txt"),
    """option batch abort
option confirm off
open sftp://cutter<<n>>:<<cred>>@files.<<dom>>/ -hostkey="ssh-ed25519 255 <<hex8>><<hex8>>"
synchronize remote C:\\Cutfiles /incoming/cutfiles
close
exit
""",
    "url",
    syntax="",
)

reg(
    F,
    "sail_sailmaker_eml_customer_portal_login",
    ("mail/<<org>>/new-mainsail-<<n3>>.eml", "outbox/<<n>>-portal-access.eml"),
    """From: <<first>> <<last>> <<<fl>>@<<dom>>>
To: skipper<<n>>@<<dom>>
Subject: Your new mainsail - design portal access
Date: Mon, 13 Oct <<year>> 16:02 +0200
Content-Type: text/plain; charset=utf-8

Hi,

you can follow the cut and the panel layout of your mainsail in our portal.
Username: your boat name in lowercase; temporary password: <<cred>>

Fair winds,
<<first>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "sail_fabric_supplier_zig_const_api_key",
    ("src/<<org>>_fabric.zig", "fabric<<n>>/src/main.zig"),
    """const std = @import("std");

const api_host = "fabrics.<<dom>>";
const api_key = "<<cred>>";

pub fn main() !void {
    var gpa = std.heap.GeneralPurposeAllocator(.{}){};
    defer _ = gpa.deinit();
    std.debug.print("checking roll stock at {s}\\n", .{api_host});
    _ = api_key;
}
""",
    "hex32",
    syntax="",
)
