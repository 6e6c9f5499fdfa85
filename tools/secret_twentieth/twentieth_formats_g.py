# ruff: noqa: E501
"""Tea estates: withering troughs, auctions, leaf weighing, export paperwork, blending."""

from __future__ import annotations

import re

from twentieth_spec import reg

F = "tea_estate_withering_factory"

reg(
    F,
    "tea_withering_trough_ansible_inventory_password",
    "inventory/<<org>>_factory_<<n>>/hosts",
    r"""[withering_fans]
trough<<n>>a ansible_host=<<ip>>
trough<<n>>b ansible_host=10.4.<<n>>.12

[withering_fans:vars]
ansible_user=factory
ansible_password=<<v>>
ansible_connection=ssh
""",
    "pw_bare",
    "",
)

reg(
    F,
    "tea_auction_catalogue_soap_xml_password",
    "auction/<<org>>_catalogue_<<n>>.xml",
    r"""<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:auc="urn:tea-auction">
  <soapenv:Header>
    <auc:Credentials>
      <auc:BrokerCode><<org>></auc:BrokerCode>
      <auc:Password><<v>></auc:Password>
    </auc:Credentials>
  </soapenv:Header>
  <soapenv:Body>
    <auc:SubmitCatalogue sale="<<n>>" garden="<<org>> estate"/>
  </soapenv:Body>
</soapenv:Envelope>
""",
    "pw_xml",
)

reg(
    F,
    "tea_leaf_weighing_android_strings_xml_api_key",
    "app/src/main/res/values/<<org>>_<<n>>_strings.xml",
    r"""<?xml version="1.0" encoding="utf-8"?>
<resources>
    <string name="app_name">Leaf Weighing</string>
    <string name="sync_base_url">https://plucking.<<dom>>/api</string>
    <string name="sync_api_key"><<v>></string>
    <string name="label_kg">Green leaf (kg)</string>
</resources>
""",
    "an40",
)

reg(
    F,
    "tea_export_invoice_groovy_sftp_password",
    "scripts/<<org>>_export_<<n>>.groovy",
    r"""@Grab('com.jcraft:jsch:0.1.55')
import com.jcraft.jsch.*

def jsch = new JSch()
def session = jsch.getSession('exports', '<<host>>', 22)
session.setPassword('<<v>>')
session.setConfig('StrictHostKeyChecking', 'no')
session.connect()
def sftp = session.openChannel('sftp')
sftp.connect()
sftp.put("invoices/INV-<<num>>.pdf", "/inbound/")
sftp.disconnect()
""",
    "pw_sq",
    "",
)

reg(
    F,
    "tea_estate_payroll_vbscript_db_password",
    "payroll/<<org>>_pluckers_<<n>>.vbs",
    r"""' nightly export of plucker weights to payroll
Dim conn
Set conn = CreateObject("ADODB.Connection")
conn.Open "Driver={SQL Server};Server=<<host>>;Database=Payroll;Uid=payroll_sync;Pwd=<<v>>;"
conn.Execute "EXEC dbo.ImportPluckWeights '<<date>>'"
conn.Close
""",
    "pw",
    "",
)

reg(
    F,
    "tea_garden_manager_sms_factory_wifi_password",
    "exports/sms_<<org>>_<<n>>.txt",
    r"""From: Garden Manager (<<date>> 07:02)
New factory wifi for the weighing tablets: <<org>>-factory, key <<v>>

From: <<first>> (<<date>> 07:10)
Tablets 1-4 connected. Tablet 5 still offline
""",
    "human",
    "",
)

reg(
    F,
    "tea_blend_lab_cargo_config_registry_token",
    "lab/<<org>>_<<n>>/.cargo/config.toml",
    r"""[registries.blendlab]
index = "sparse+https://crates.<<dom>>/index/"
token = "<<v>>"

[net]
git-fetch-with-cli = true
""",
    "pre:cio:32",
)


def _dec_hexblob(text: str) -> str:
    m = re.search(r"'smtp_password',0x([0-9A-F]+)", text)
    assert m
    return bytes.fromhex(m.group(1)).decode()


reg(
    F,
    "tea_auction_portal_mysqldump_hex_blob_smtp_password",
    "dumps/<<org>>_portal_<<n>>.sql",
    r"""-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: <<host>>    Database: auction_portal
-- ------------------------------------------------------
/*!40101 SET NAMES utf8mb4 */;

DROP TABLE IF EXISTS `settings`;
CREATE TABLE `settings` (
  `name` varchar(64) NOT NULL,
  `value` blob,
  PRIMARY KEY (`name`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

LOCK TABLES `settings` WRITE;
INSERT INTO `settings` VALUES ('smtp_host',0x736D74702E6C6F63616C),('smtp_password',0x<<v>>),('sale_number',0x3432);
UNLOCK TABLES;
""",
    "pw",
    "",
    enc=lambda s: s.encode().hex().upper(),
    decode=_dec_hexblob,
)
