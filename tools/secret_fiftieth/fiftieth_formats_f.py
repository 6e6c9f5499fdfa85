# ruff: noqa: E501
"""Family f: a Bahraini hospital's integration team in Muharraq (Mirth, HAPI FHIR, Orthanc)."""

from __future__ import annotations

import json
import urllib.parse

from fiftieth_spec import Fam, dec_regex, gen_pw

F = Fam(
    "muharraq_hospital_integration",
    orgs=("tylosmedlink", "aradhealth", "dilmuncare", "sitramedical"),
    tld="bh",
    first=("ali", "zainab", "hussain", "fatema", "mohamed", "sara", "ebrahim", "maryam", "jawad"),
    last=("alaali", "alshehabi", "jaffar", "almoayyed", "kanoo", "fakhro", "zayani", "aldoseri"),
    words=(
        "muharraq",
        "arad",
        "riffa",
        "sitra",
        "manama",
        "dilmun",
        "qalali",
        "tubli",
        "hidd",
        "busaiteen",
        "galali",
    ),
    svcs=("lab", "radiology", "pharmacy", "adt", "billing", "emr", "pacs"),
    cc="973",
    tz="Asia/Bahrain",
)

F.reg(
    "muharraq_mirth_channel_xml_database_reader_password",
    ("mirth/channels/<<svc>>-db-reader.xml", "integration/channels/<<svc>>_to_hl7.xml"),
    """<channel version="4.4.2">
  <id><<uuid>></id>
  <name><<svc>> DB Reader to HL7</name>
  <description>Polls the <<svc>> LIS view every 30s and builds ORU^R01</description>
  <sourceConnector version="4.4.2">
    <metaDataId>0</metaDataId>
    <name>sourceConnector</name>
    <properties class="com.mirth.connect.connectors.jdbc.DatabaseReceiverProperties" version="4.4.2">
      <driver>com.microsoft.sqlserver.jdbc.SQLServerDriver</driver>
      <url>jdbc:sqlserver://<<host>>:1433;databaseName=<<svc>>_lis;encrypt=true;trustServerCertificate=true</url>
      <username>mirth_<<svc>></username>
      <password><<cred>></password>
      <select>SELECT * FROM dbo.vw_results_pending WHERE sent = 0</select>
      <useScript>false</useScript>
    </properties>
    <transportName>Database Reader</transportName>
    <enabled>true</enabled>
  </sourceConnector>
</channel>
""",
    "pw_xml",
)

F.reg(
    "muharraq_hapi_fhir_application_yaml_datasource",
    ("hapi-fhir/application.yaml", "deploy/fhir-<<env>>/application.yaml"),
    """spring:
  datasource:
    url: 'jdbc:postgresql://<<host>>:5432/hapi_<<svc>>'
    username: hapi_<<svc>>
    password: '<<cred>>'
    driverClassName: org.postgresql.Driver
  jpa:
    properties:
      hibernate.dialect: ca.uhn.fhir.jpa.model.dialect.HapiFhirPostgresDialect
hapi:
  fhir:
    fhir_version: R4
    server_address: https://fhir.<<dom>>/fhir
    allow_external_references: true
    subscription:
      resthook_enabled: true
""",
    "pw_sq",
)


def _orthanc(s: dict) -> str:
    d = {
        "Name": f"{s['org']}-PACS-{s['n']}",
        "StorageDirectory": "/var/lib/orthanc/db",
        "HttpPort": 8042,
        "DicomAet": f"ORTHANC{s['n']}",
        "DicomPort": 4242,
        "RemoteAccessAllowed": True,
        "AuthenticationEnabled": True,
        "RegisteredUsers": {f"ris_{s['svc']}": s["cred"]},
        "DicomModalities": {"CT1": [f"CT{s['n']}", s["ip"], 104]},
        "PostgreSQL": {"EnableIndex": True, "Host": s["host"], "Database": "orthanc"},
    }
    return json.dumps(d, indent=2) + "\n"


F.reg(
    "muharraq_orthanc_json_registered_users",
    ("orthanc/orthanc.json", "pacs/<<host2>>/orthanc.json"),
    _orthanc,
    "pw_json",
)

F.reg(
    "muharraq_smart_backend_client_secret_node_config",
    ("smart-apps/<<svc>>-dashboard/config/<<env>>.js", "apps/<<svc>>/src/config.js"),
    """// SMART on FHIR backend client for the <<svc>> dashboard
module.exports = {
  fhirBaseUrl: "https://fhir.<<dom>>/fhir",
  tokenEndpoint: "https://auth.<<dom>>/realms/clinical/protocol/openid-connect/token",
  clientId: "<<svc>>-dashboard",
  clientSecret: "<<cred>>",
  scope: "system/Patient.read system/Observation.read",
  pollIntervalSeconds: 60,
};
""",
    "alnum:32",
)

F.reg(
    "muharraq_winscp_script_sftp_open_url_password",
    ("scripts/winscp/<<svc>>_upload.txt", "integration/batch/moh-<<svc>>-sftp.txt"),
    """option batch abort
option confirm off
open sftp://hl7_<<svc>>:<<cred>>@<<host2>>:22/ -hostkey="ssh-ed25519 255 <<hex8>><<short>>"
cd /inbound/<<svc>>
put D:\\Interfaces\\<<svc>>\\out\\*.hl7
close
exit
""",
    "pw_url",
)

F.reg(
    "muharraq_arabic_email_lab_interface_credentials",
    ("mail/<<date>>-<<svc>>-interface.eml", "correspondence/vendor/<<svc>>-go-live.eml"),
    """From: <<fcap>> <<lcap>> <<<email>>>
To: <<first2>>.<<last2>>@<<org>>-vendor.com.bh
Subject: =?UTF-8?B?2KjZitin2YbYp9iqINin2YTYr9iu2YjZhA==?= - <<svc>> interface
Date: <<date>> <<hm>> +0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

السلام عليكم <<first2>>،

بخصوص ربط نظام <<svc>> مع محرك التكامل، هذه بيانات الدخول لبيئة الاختبار:

الخادم: <<host>>
المنفذ: 6661 (MLLP)
اسم المستخدم: iface_<<svc>>
كلمة المرور: <<cred>>

يرجى عدم مشاركتها خارج الفريق.

مع التحية،
<<fcap>>
فريق التكامل
""",
    "human",
)

F.reg(
    "muharraq_unixodbc_odbc_ini_lis_dsn_password",
    ("etc/odbc.ini", "integration/odbc/<<svc>>-odbc.ini"),
    """[<<svc>>_LIS]
Description = <<svc>> laboratory system (read only)
Driver      = ODBC Driver 18 for SQL Server
Server      = tcp:<<host>>,1433
Database    = <<svc>>_lis
UID         = odbc_<<svc>>
PWD         = <<cred>>
Encrypt     = yes
TrustServerCertificate = yes
""",
    "pw",
)


def _gitcred_extra(r, s):
    pw = gen_pw(r, sym="@#!$%&/:")
    s["needle"] = pw
    s["cred"] = pw
    s["enc"] = urllib.parse.quote(pw, safe="")


F.reg(
    "muharraq_git_credentials_store_percent_encoded",
    ("home/<<user>>/.git-credentials", "integration/<<host2>>/root/.git-credentials"),
    """https://<<user>>:<<enc>>@git.<<dom>>
""",
    "pw",
    extra=_gitcred_extra,
    decode=dec_regex(r"https://[a-z]+:([^@\s]+)@git\.", "url"),
)
