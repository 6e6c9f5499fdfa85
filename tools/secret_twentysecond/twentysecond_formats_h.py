# ruff: noqa: E501
"""Tofu and soy-curd pressing plants: coagulation tanks, cold chain, wholesale portals."""

import base64
import re

from twentysecond_spec import reg

F = "tofu_soy_curd_pressing_plant"


def _mime_body(v: str) -> str:
    body = f"Hallo,\n\ndas neue Passwort fuer das Kuehlhaus-Portal lautet: {v}\n\nGruss\n"
    enc = base64.b64encode(body.encode()).decode()
    return "\n".join(enc[i : i + 76] for i in range(0, len(enc), 76))


def _mime_dec(t: str) -> str:
    part = t.split("Content-Transfer-Encoding: base64\n\n", 1)[1].split("\n--", 1)[0]
    body = base64.b64decode("".join(part.split())).decode()
    return re.search(r"lautet: (\S+)", body).group(1)


reg(
    F,
    "tofu_cold_store_mime_base64_body_eml_password",
    ("mail/<<org>>/kuehlhaus_<<n>>.eml", "inbox/coldstore_<<nn>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: schicht@<<dom>>
Subject: Kuehlhaus Zugang
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="b<<id8>>"

--b<<id8>>
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: base64

<<v>>
--b<<id8>>--
""",
    "ini",
    "",
    enc=_mime_body,
    decode=_mime_dec,
)

reg(
    F,
    "tofu_coagulation_tank_opcua_yaml_password",
    ("plant/<<org>>/opcua_tank<<n>>.yaml", "scada/coag_<<n>>.yml"),
    """opcua:
  endpoint: opc.tcp://<<ip>>:4840
  security_policy: Basic256Sha256
  user: coag_reader
  password: "<<v>>"
tags:
  - ns=2;s=Tank<<n>>.NigariDose
  - ns=2;s=Tank<<n>>.Temperature
""",
    "dq",
)

reg(
    F,
    "tofu_wholesale_portal_csharp_record_init_key",
    ("src/<<org>>/Wholesale<<n>>.cs", "Portal/Options_<<nn>>.cs"),
    """var options = new WholesaleOptions
{
    BaseUrl = "https://wholesale.<<dom>>",
    ClientId = "tofu-portal",
    ClientSecret = "<<v>>",
};
services.AddSingleton(options);
""",
    "a40",
    "",
)

reg(
    F,
    "tofu_press_line_vbs_script_runas_password",
    ("scripts/<<org>>/press_export_<<n>>.vbs", "plc/export<<nn>>.vbs"),
    """Set conn = CreateObject("ADODB.Connection")
conn.Open "Provider=SQLOLEDB;Data Source=<<host>>;Initial Catalog=PressLine;User ID=press;Password=<<v>>;"
Set rs = conn.Execute("SELECT * FROM Batches WHERE Day = Date()")
""",
    "ini",
    "",
)

reg(
    F,
    "tofu_okara_buyers_korean_kakaotalk_export_pw",
    ("chats/<<org>>/kakao_<<n>>.txt", "exports/KakaoTalk_<<nn>>.txt"),
    """<<date>> <<hh>>:<<mm>>, <<first>> : 비지 주문 시스템 로그인 정보 보내드려요
<<date>> <<hh>>:<<mm>>, <<first>> : 아이디 <<user>>
<<date>> <<hh>>:<<mm>>, <<first>> : 비번 <<v>>
<<date>> <<hh>>:<<mm>>, <<first2>> : 감사합니다
""",
    "human",
)

reg(
    F,
    "tofu_label_printer_cupsd_lpadmin_cmdline_uri_password",
    ("ops/<<org>>/printers_<<n>>.sh", "setup/labels<<nn>>.sh"),
    """#!/bin/sh
lpadmin -p packline<<n>> -E -v "ipps://labels:<<v>>@<<ip>>:631/ipp/print" -m everywhere
lpoptions -d packline<<n>>
""",
    "url",
    "",
)

reg(
    F,
    "tofu_haccp_temperature_logger_cfg_bare_key",
    ("loggers/<<org>>/haccp_<<n>>.cfg", "haccp/logger<<nn>>.cfg"),
    """# HACCP probe logger
interval 60
alarm_high 5.0
upload https://haccp.<<dom>>/ingest
apikey <<v>>
""",
    "hex32",
    "",
)

reg(
    F,
    "tofu_soy_supplier_groovy_jenkinsfile_withenv_password",
    ("jenkins/<<org>>/Jenkinsfile<<n>>", "ci/supplier_<<nn>>/Jenkinsfile"),
    """pipeline {
  agent any
  stages {
    stage('import soy contracts') {
      steps {
        withEnv(["SUPPLIER_USER=soyimport", "SUPPLIER_PASS=<<v>>"]) {
          sh './import_contracts.sh'
        }
      }
    }
  }
}
""",
    "dq",
    "",
)
