# ruff: noqa: E501
"""Family i: Gobi cashmere herders' cooperatives, combing and dehairing in Ulaanbaatar (Mongolia)."""

from __future__ import annotations

import re

from thirtyseventh_spec import dec_qp, enc_qp, human_with, pw_with, reg

FAM = "cashmere_gobi_herders_ulaanbaatar"
MN = (
    "Bolor",
    "Batbayar",
    "Oyunchimeg",
    "Tsetseg",
    "Ganbaatar",
    "Enkhjargal",
    "Munkh",
    "Sarnai",
    "Temuulen",
    "Altantsetseg",
    "Bat-Erdene",
    "Nomin",
)
WORDS = (
    "cashmere",
    "gobi",
    "ulaanbaatar",
    "naadam",
    "ger",
    "khuurshuur",
    "tsagaan",
    "altai",
    "bayankhongor",
    "yamaa",
    "nooluur",
    "tengri",
)

reg(
    FAM,
    "cashmere_mongolian_chat_nuuts_ug",
    ("chats/<<org>>_khorshoo_<<date>>.txt", "messenger/nooluur_<<p1>>.txt"),
    """\
<<p1>> <<time>>
Сайн байна уу! Жингийн программ руу нэвтэрч чадахгүй байна.

<<p2>> <<time2>>
Нууц үг солигдсон. Шинэ нууц үг: <<cred>>

<<p1>> <<time2>>
Баярлалаа, орлоо 👍
""",
    human_with(*WORDS, names=MN),
    syntax="",
    people=MN,
)

reg(
    FAM,
    "cashmere_nooluur_scale_station_registry_export",
    ("<<org>>/scale/WoolScale_<<date>>.reg", "exports/scale_station_<<n>>.reg"),
    """\
Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\\SOFTWARE\\GobiScale\\Station]
"StationName"="Bayankhongor-<<n>>"
"ComPort"="COM3"
"UploadUrl"="https://scale.<<dom>>/upload"
"UploadUser"="station<<n>>"
"UploadPassword"="<<cred>>"
"UnitKg"=dword:00000001
""",
    "pw_dq",
    syntax="",
)

reg(
    FAM,
    "cashmere_export_erp_hdbuserstore_set_history",
    ("home/<<user>>/.bash_history", "hana/<<org>>_admin_history.txt"),
    """\
su - hdbadm
HDB info
hdbuserstore LIST
hdbuserstore SET EXPORTKEY <<ip>>:30015 EXPORT_RO <<cred>>
hdbsql -U EXPORTKEY "SELECT COUNT(*) FROM LOTS WHERE SEASON=<<year>>"
exit
""",
    "pw_bare",
    syntax="",
)

reg(
    FAM,
    "cashmere_yamaa_census_pgpass_line",
    ("home/<<user>>/.pgpass", "<<org>>/census/pgpass.txt"),
    """\
# host:port:database:username:password
<<ip>>:5432:goat_census:census_rw:<<cred>>
localhost:5432:*:postgres:
""",
    "pw_alnum",
    syntax="",
)

reg(
    FAM,
    "cashmere_herder_app_info_plist_api_key",
    ("HerderApp/Info.plist", "<<org>>-ios/Nooluur/Info.plist"),
    """\
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
    <key>CFBundleIdentifier</key>
    <string>mn.<<org>>.herder</string>
    <key>CFBundleShortVersionString</key>
    <string><<ver>></string>
    <key>PriceBoardBaseURL</key>
    <string>https://prices.<<dom>>/v1</string>
    <key>PriceBoardAPIKey</key>
    <string><<cred>></string>
</dict>
</plist>
""",
    "x:gch_pk_:36",
)

reg(
    FAM,
    "cashmere_dehairing_plant_scada_ini_historian",
    ("<<org>>/plant/scada.ini", "C/ProgramData/DehairLine/scada.ini"),
    """\
[line]
name = Dehairing line <<n>>
plc = <<lan>>

[historian]
driver = mssql
server = <<ip>>
database = dehair_history
user = scada_writer
password = <<cred>>

[alarms]
sms_to = <<phone>>
""",
    "pw",
)

reg(
    FAM,
    "cashmere_bank_statement_java_basic_auth_literal",
    (
        "statements/src/main/java/mn/<<org>>/BankClient.java",
        "src/main/java/coop/gobi/StatementFetcher.java",
    ),
    """\
package coop.gobi;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.util.Base64;

public class StatementFetcher {
    private static final String USER = "coop<<num>>";
    private static final String PASS = "<<cred>>";

    public HttpRequest request(String account) {
        String auth = Base64.getEncoder().encodeToString((USER + ":" + PASS).getBytes());
        return HttpRequest.newBuilder(URI.create("https://openapi.<<dom>>/statements/" + account))
                .header("Authorization", "Basic " + auth)
                .GET()
                .build();
    }
}
""",
    "pw_dq",
    syntax="",
)

reg(
    FAM,
    "cashmere_buyer_email_quoted_printable_password",
    ("mail/<<org>>/sent/<<id>>.eml", "Mail/Italian_buyer_<<date>>.eml"),
    """\
From: <<p1>> <sales@<<dom>>>
To: acquisti@filatura-biella.it
Subject: Sample lot photos and portal access
Date: <<day>> <<mon>> <<year>> <<time>>:00 +0800
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

Dear buyer,

Photos of the <<year>> combing (white and brown, micron 15.<<n>>) are on our portal.
Login: biella<<n>>
Password: <<enc>>

Best regards,
<<p1>> =E2=80=93 Ulaanbaatar
""",
    pw_with("=", "-_.!", 16),
    syntax="",
    extra=lambda r, v: {"enc": enc_qp(v["cred"])},
    decode=lambda t: dec_qp(re.search(r"^Password: (.+)$", t, re.M).group(1)),
    people=MN,
)
