"""Fresh pasta plants: extruders, drying tunnels, checkweighers, wholesale orders."""

# ruff: noqa: E501
from __future__ import annotations

from twentyfirst_spec import reg

F = "pasta_fresh_extrusion_plant"

reg(
    F,
    "pasta_extruder_line_toml_historian_password",
    ("lines/<<org>>/extruder<<n>>.toml", "plant<<n3>>/extruder.toml"),
    """[line]
name = "extruder-<<n>>"
die = "bronze-rigatoni"
hydration_pct = 31.5

[historian]
url = "https://historian.<<dom>>"
user = "line<<n>>"
password = "<<cred>>"
""",
    "dq",
)

reg(
    F,
    "pasta_drying_tunnel_labview_ini_db_password",
    ("labview/<<org>>/DryingTunnel.ini", "C/Tunnel<<n>>/tunnel.ini"),
    """[DryingTunnel]
server.tcp.enabled=True
Zones=5

[Database]
DSN=Driver={ODBC Driver 18 for SQL Server};Server=<<host>>;Database=drying
DBUser=tunnel<<n>>
DBPassword=<<cred>>
""",
    "ini",
)

reg(
    F,
    "pasta_recipe_app_kotlin_okhttp_interceptor_bearer",
    ("app/src/main/java/it/<<org>>/recipes/Api.kt", "recipes<<n>>/Api.kt"),
    """val client = OkHttpClient.Builder()
    .addInterceptor { chain ->
        chain.proceed(
            chain.request().newBuilder()
                .addHeader("Authorization", "Bearer <<cred>>")
                .build()
        )
    }
    .build()
""",
    "alnum48",
    syntax="",
)

reg(
    F,
    "pasta_checkweigher_xml_ftp_password",
    ("checkweigher/<<org>>/export.xml", "line<<n>>/cw_settings.xml"),
    """<?xml version="1.0"?>
<Checkweigher serial="CW<<n4>>">
  <Limits nominal="500" tu1="485" tu2="470"/>
  <Export enabled="true">
    <Ftp host="<<ip>>" user="cw<<n>>" pass="<<cred>>" dir="/reports"/>
  </Export>
</Checkweigher>
""",
    "xml",
)

reg(
    F,
    "pasta_wholesale_odoo_xmlrpc_execute_kw_positional",
    ("odoo/<<org>>/push_orders.py", "scripts/wholesale_<<n>>.py"),
    """import xmlrpc.client

URL = "https://erp.<<dom>>"
common = xmlrpc.client.ServerProxy(f"{URL}/xmlrpc/2/common")
uid = common.authenticate("pasta", "orders@<<dom>>", '<<cred>>', {})
models = xmlrpc.client.ServerProxy(f"{URL}/xmlrpc/2/object")
orders = models.execute_kw("pasta", uid, '<<cred>>', "sale.order", "search_count", [[["state", "=", "sale"]]])
print(orders)
""",
    "sq",
)

reg(
    F,
    "pasta_factory_shift_notes_txt_cold_store_login",
    ("shift-notes/<<org>>/<<date>>.txt", "notes/line<<n>>_night.txt"),
    """NIGHT SHIFT <<date>>
- extruder 2 die changed to tagliatelle 8mm at 23:40
- pasteuriser alarm 02:15, reset ok
- cold store tablet: the login is coldstore / <<cred>> (written here because nobody
  could find it last night)
- 1,840 trays packed
""",
    "human",
    syntax="",
)

reg(
    F,
    "pasta_plant_ansible_host_vars_become_password",
    ("ansible/host_vars/<<org>>-line<<n>>.yml", "inventory/host_vars/pasta<<n3>>.yaml"),
    """ansible_host: <<ip>>
ansible_user: plantadmin
ansible_become_password: "<<cred>>"
scada_version: "4.<<n>>.2"
""",
    "dq",
)

reg(
    F,
    "pasta_label_printer_zpl_setvar_wlan_psk",
    ("zebra/<<org>>/wifi-setup.zpl", "printers/label<<n>>.zpl"),
    """! U1 setvar "wlan.essid" "PastaPlant-Labels"
! U1 setvar "wlan.wpa.enable" "on"
! U1 setvar "wlan.wpa.psk" "<<cred>>"
! U1 do "device.reset" ""
""",
    "dq",
    syntax="",
)
