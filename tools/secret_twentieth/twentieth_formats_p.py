"""Tanneries: drum controllers, effluent monitors, chrome dosing, orders, spray booths."""

from __future__ import annotations

from twentieth_spec import reg

F = "tannery_leather_finishing_works"

reg(
    F,
    "tannery_drum_controller_ini_scada_password",
    "drums/<<org>>_drum<<n>>.ini",
    r"""[drum]
number = <<n>>
rpm = 12

[scada]
server = <<host>>
user = drum<<n>>
password = <<v>>
""",
    "pw",
)

reg(
    F,
    "tannery_effluent_monitor_json_regulator_api_key",
    "effluent/<<org>>_outfall_<<n>>.json",
    r"""{
  "outfall": "<<org>>-<<n>>",
  "parameters": ["cod", "cr_total", "ph"],
  "regulator_upload": {"url": "https://returns.<<dom>>/api", "api_key": "<<v>>"}
}
""",
    "hex40",
)

reg(
    F,
    "tannery_chrome_dosing_yaml_plc_gateway_password",
    "dosing/<<org>>_chrome_<<n>>.yml",
    r"""gateway:
  host: <<ip>>
  protocol: modbus-tcp
  web_login: admin
  web_password: "<<v>>"
""",
    "pw_dq",
)

reg(
    F,
    "tannery_leather_orders_php_pdo_positional_password",
    "orders/<<org>>_<<n>>/db.php",
    r"""<?php
$pdo = new PDO('mysql:host=<<host>>;dbname=orders;charset=utf8mb4', 'orders_app', '<<v>>');
$pdo->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
""",
    "pw_sq",
    "",
)

reg(
    F,
    "tannery_spray_booth_hmi_xml_password",
    "booth/<<org>>_spray<<n>>.xml",
    r"""<?xml version="1.0"?>
<Booth id="<<n>>">
  <Recipe name="aniline-top" coats="2"/>
  <Remote enabled="true" user="finishing" password="<<v>>"/>
</Booth>
""",
    "pw_xml",
)

reg(
    F,
    "tannery_export_docs_ps1_securestring_plaintext",
    "scripts/<<org>>_customs_<<n>>.ps1",
    r"""$user = "<<org>>\customs"
$pw = ConvertTo-SecureString "<<v>>" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $pw)
New-PSDrive -Name X -PSProvider FileSystem -Root "\\<<ip>>\customs" -Credential $cred
""",
    "pw_dq",
    "",
)

reg(
    F,
    "tannery_foreman_whatsapp_warehouse_login",
    "exports/WhatsApp <<org>> foremen <<n>>.txt",
    r"""<<date>>, 22:10 - <<first>>: warehouse system kicked me out
<<date>>, 22:12 - Foreman: log in as hides<<n>> with <<v>>
<<date>>, 22:12 - <<first>>: 👍
""",
    "human",
    "",
)
