"""Family m: a managed IT services provider (MSP) in Cairo, Egypt (Arabic, English)."""

# ruff: noqa: E501

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

from fiftysixth_spec import SYM_XML, Fam, gen_pw, prov

FAM = Fam(
    "cairo_managed_it_services",
    "cairmsp",
    ("nilnetworks", "mokattamit", "zamalekops", "maadicloud"),
    "com.eg",
    (
        ("أحمد", "ahmed"),
        ("مريم", "mariam"),
        ("محمود", "mahmoud"),
        ("نور", "nour"),
        ("يوسف", "youssef"),
        ("سلمى", "salma"),
        ("كريم", "karim"),
    ),
    (
        ("عبد الله", "abdallah"),
        ("حسن", "hassan"),
        ("السيد", "elsayed"),
        ("فهمي", "fahmy"),
        ("منصور", "mansour"),
        ("إبراهيم", "ibrahim"),
    ),
    (
        "cairo",
        "nile",
        "ahram",
        "zamalek",
        "maadi",
        "koshary",
        "falafel",
        "ramadan",
        "seif",
        "shita",
        "rabie",
        "khareef",
        "ahly",
        "zamalekfc",
        "sphinx",
        "alex",
        "giza",
        "tahrir",
        "felucca",
        "mokattam",
    ),
    ("bosy", "lucy", "rex", "mishmish", "simba", "loz"),
    "القاهرة",
    "+20 2",
)

FAM.reg(
    "arabic_whatsapp_kalimat_al_sirr_fortigate",
    ("chats/WhatsApp Chat with <<org>> NOC.txt", "clients/<<org>>/whatsapp-<<date>>.txt"),
    """<<dmy>>, <<m1>> - <<first>> <<last>>: صباح الخير، الفايرول عند العميل واقع ومحتاجين ندخل عليه
<<dmy>>, <<m2>> - <<fb>> <<lb>>: ابعتلي بيانات الدخول على الفورتيجيت
<<dmy>>, <<m3>> - <<first>> <<last>>: https://<<pub_ip>>:10443
<<dmy>>, <<m3>> - <<first>> <<last>>: اسم المستخدم: admin
<<dmy>>, <<m4>> - <<first>> <<last>>: كلمة السر: <<cred>>
<<dmy>>, <<m5>> - <<fb>> <<lb>>: تمام، دخلت. هغيرها بعد ما أخلص
""",
    "human",
)


def _webcfg_decode(text: str) -> str:
    root = ET.fromstring(text.encode())
    cs = root.find("./connectionStrings/add").get("connectionString")
    m = re.search(r"Password=([^;]*);", cs)
    return m.group(1) if m else ""


def _webcfg_extra(rng, s):
    s["cred_xml"] = escape(str(s["cred"]), {'"': "&quot;"})


def _xml_pw(rng, s):
    base = list(gen_pw(rng, rng.randint(14, 20), SYM_XML))
    base[rng.randrange(2, len(base) - 1)] = rng.choice("&<>")
    return "".join(base)


FAM.reg(
    "dotnet_web_config_connstring_xml_entities",
    ("<<org>>-erp/Web.config", "clients/<<org>>/iis/<<word>>/web.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="ErpDb" connectionString="Data Source=<<host>>,1433;Initial Catalog=<<org>>_erp;User ID=erp_app;Password=<<cred_xml>>;TrustServerCertificate=True" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="CompanyName" value="<<org>>" />
    <add key="Culture" value="ar-EG" />
  </appSettings>
  <system.web>
    <compilation debug="false" targetFramework="4.8" />
    <customErrors mode="RemoteOnly" />
  </system.web>
</configuration>
""",
    _xml_pw,
    extra=_webcfg_extra,
    decode=_webcfg_decode,
)

FAM.reg(
    "veeam_backup_ps1_securestring_plaintext",
    ("scripts/<<org>>/Start-NightlyBackup.ps1", "msp-tools/veeam/<<org>>-backup.ps1"),
    """# Nightly Veeam job for <<org>> — scheduled task on VBR01
Import-Module Veeam.Backup.PowerShell

$user = "<<org_upper>>\\svc_veeam"
$pass = ConvertTo-SecureString "<<cred>>" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $pass)

Connect-VBRServer -Server vbr01.<<dom>> -Credential $cred
Start-VBRJob -Job (Get-VBRJob -Name "<<org>>-FileServer") -RunAsync
Disconnect-VBRServer
""",
    "pw_dq",
    syntax="",
    extra=lambda rng, s: s.update(org_upper=str(s["org"]).upper()[:10]),
)

FAM.reg(
    "autounattend_xml_administrator_password_plaintext",
    ("deploy/<<org>>/autounattend.xml", "msp-images/win11-<<word>>/Autounattend.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<unattend xmlns="urn:schemas-microsoft-com:unattend">
  <settings pass="oobeSystem">
    <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
      <UserAccounts>
        <AdministratorPassword>
          <Value><<cred>></Value>
          <PlainText>true</PlainText>
        </AdministratorPassword>
        <LocalAccounts>
          <LocalAccount>
            <Name>mspadmin</Name>
            <Group>Administrators</Group>
            <Password>
              <Value><<cred>></Value>
              <PlainText>true</PlainText>
            </Password>
          </LocalAccount>
        </LocalAccounts>
      </UserAccounts>
      <TimeZone>Egypt Standard Time</TimeZone>
      <RegisteredOrganization><<org>></RegisteredOrganization>
    </component>
  </settings>
</unattend>
""",
    "pw_xml",
)

FAM.reg(
    "client_inventory_csv_arabic_headers_rdp",
    ("clients/inventory-<<date>>.csv", "msp/<<org>>/servers_<<year>>.csv"),
    """العميل,الخادم,عنوان IP,المستخدم,كلمة المرور,ملاحظات
<<org>>,DC01,<<ip>>,administrator,<<cred>>,Domain controller
<<org>>,FS01,<<ip>>,administrator,نفس كلمة مرور DC01,
<<org>>,ERP01,<<ip>>,erp_admin,في KeePass,SQL Server 2019
""",
    "pw_bare",
    syntax="",
)

FAM.reg(
    "azure_devops_pipeline_yml_arm_client_secret",
    ("<<org>>-infra/azure-pipelines.yml", "pipelines/<<word>>-terraform.yml"),
    """trigger:
  branches:
    include: [ main ]

pool:
  vmImage: ubuntu-latest

variables:
  ARM_TENANT_ID: <<uuid>>
  ARM_CLIENT_ID: <<uuid2>>
  ARM_CLIENT_SECRET: '<<cred>>'
  ARM_SUBSCRIPTION_ID: <<sub>>

steps:
  - task: TerraformInstaller@1
    inputs:
      terraformVersion: 1.9.5
  - script: |
      terraform init -backend-config=env/prod.backend.hcl
      terraform plan -out tfplan
      terraform apply -auto-approve tfplan
    displayName: Terraform apply (<<org>>)
""",
    "p:azure_secret",
    extra=lambda rng, s: s.update(
        sub=prov(rng, "hcloud")[:8].lower() + "-0000-4000-8000-" + prov(rng, "hcloud")[:12].lower()
    ),
)


def _bicep_params(s):
    obj = {
        "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#",
        "contentVersion": "1.0.0.0",
        "parameters": {
            "vmName": {"value": f"{s['org']}-rdsh-{s['n']}"},
            "adminUsername": {"value": "mspadmin"},
            "adminPassword": {"value": s["cred"]},
            "location": {"value": "uaenorth"},
        },
    }
    return json.dumps(obj, indent=2) + "\n"


FAM.reg(
    "bicep_main_parameters_json_admin_password",
    ("<<org>>-azure/main.parameters.json", "bicep/<<word>>/vm.parameters.json"),
    _bicep_params,
    "pw_json",
)

FAM.reg(
    "openvpn_auth_user_pass_txt",
    ("clients/<<org>>/vpn/auth.txt", "home/<<user>>/vpn/<<org>>-auth.txt"),
    """<<user>>
<<cred>>
""",
    "pw_bare",
    syntax="",
)
