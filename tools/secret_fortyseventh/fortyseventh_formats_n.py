"""Family n: a public library (biblioteka) in Kutaisi (Georgia)."""

# ruff: noqa: E501

from __future__ import annotations

import json

from fortyseventh_spec import Fam

F = Fam(
    "biblioteka_kutaisi",
    ("kutaisi-library", "bagrati-biblioteka", "rioni-public-library", "imereti-libraries"),
    "ge",
    ("giorgi", "nino", "levan", "tamar", "davit", "mariam", "irakli", "ana", "luka", "eka"),
    (
        "beridze",
        "kapanadze",
        "gelashvili",
        "lomidze",
        "tsiklauri",
        "maisuradze",
        "abashidze",
        "jgenti",
        "khutsishvili",
        "gogoladze",
    ),
    (
        "kutaisi",
        "rioni",
        "bagrati",
        "gelati",
        "khachapuri",
        "churchkhela",
        "satsivi",
        "tamar",
        "imereti",
        "tsigni",
        "tkemali",
        "supra",
        "mtsvane",
        "gaphkhuli",
    ),
    "995",
    first_loc=(
        "გიორგი",
        "ნინო",
        "ლევანი",
        "თამარი",
        "დავითი",
        "მარიამი",
        "ირაკლი",
        "ანა",
        "ლუკა",
        "ეკა",
    ),
    last_loc=(
        "ბერიძე",
        "კაპანაძე",
        "გელაშვილი",
        "ლომიძე",
        "წიკლაური",
        "მაისურაძე",
        "აბაშიძე",
        "ჯღენტი",
        "ხუციშვილი",
        "გოგოლაძე",
    ),
    city="Kutaisi",
)


def _tg(s: dict) -> str:
    base = 1_735_000_000 + s["id"]
    msgs = [
        {
            "id": 1,
            "type": "message",
            "date_unixtime": str(base),
            "from": s["fname2"],
            "text": "ელექტრონული წიგნების პლატფორმის პაროლი ვინმემ იცით?",
        },
        {
            "id": 2,
            "type": "message",
            "date_unixtime": str(base + 45),
            "from": s["fname"],
            "text": f"მომხმარებელი: {s['login']}",
        },
        {
            "id": 3,
            "type": "message",
            "date_unixtime": str(base + 50),
            "from": s["fname"],
            "text": f"პაროლი: {s['cred']}",
        },
        {
            "id": 4,
            "type": "message",
            "date_unixtime": str(base + 130),
            "from": s["fname2"],
            "text": "მადლობა 🙏",
        },
    ]
    return (
        json.dumps(
            {
                "name": "ბიბლიოთეკა - თანამშრომლები",
                "type": "private_group",
                "id": s["id"],
                "messages": msgs,
            },
            indent=1,
            ensure_ascii=False,
        )
        + "\n"
    )


F.reg(
    "biblioteka_telegram_georgian_paroli",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/Telegram/<<org>>-<<n>>/result.json",
    ),
    _tg,
    "human",
)

F.reg(
    "biblioteka_koha_conf_xml",
    ("etc/koha/sites/<<org>>/koha-conf.xml", "backup/<<host>>/koha/koha-conf-<<date>>.xml"),
    """<yazgfs>
<listen id="biblioserver">unix:/var/run/koha/<<org>>/bibliosocket</listen>
<config>
 <db_scheme>mysql</db_scheme>
 <database>koha_<<n>></database>
 <hostname>localhost</hostname>
 <port>3306</port>
 <user>koha_<<n>></user>
 <pass><<cred>></pass>
 <biblioserver>biblios</biblioserver>
 <useshibboleth>0</useshibboleth>
 <timezone>Asia/Tbilisi</timezone>
</config>
</yazgfs>
""",
    "pw_xml",
)

F.reg(
    "biblioteka_koha_sipconfig_selfcheck",
    ("etc/koha/sites/<<org>>/SIPconfig.xml", "koha-<<host>>/SIPconfig.xml"),
    """<acsconfig xmlns="http://openncip.org/acs-config/1.0/">
  <error-detect enabled="true" />
  <server-params min_servers="1" min_spare_servers="0" />
  <listeners>
    <service port="<<ip>>:6001/tcp" transport="RAW" protocol="SIP/2.00" timeout="60" />
  </listeners>
  <accounts>
    <login id="selfcheck<<n>>" password="<<cred>>" delimiter="|" error-detect="enabled" institution="KUTAISI" encoding="utf8" />
  </accounts>
  <institutions>
    <institution id="KUTAISI" implementation="ILS" parms="">
      <policy checkin="true" checkout="true" renewal="true" status_update="false" offline="false" timeout="100" retries="5" />
    </institution>
  </institutions>
</acsconfig>
""",
    "pw_xml",
)

F.reg(
    "biblioteka_email_georgian_ebook_platform",
    ("Mail/Inbox/<<id>>.eml", "Documents/ფოსტა/წვდომა <<date>>.eml"),
    """From: <<fname2>> <<lname2>> <<<email2>>>
To: <<email>>
Subject: ელექტრონული ბიბლიოთეკის ანგარიში
Date: Fri, <<day>> Feb <<year>> <<hh>>:<<mm>>:00 +0400
Content-Type: text/plain; charset=utf-8

გამარჯობა <<fname>>,

ელექტრონული წიგნების პლატფორმაზე ბიბლიოთეკის ანგარიში შეიქმნა:

მომხმარებელი: <<login>>
პაროლი: <<cred>>

პატივისცემით,
<<fname2>>
""",
    "pw",
    syntax="",
)

F.reg(
    "biblioteka_kiosk_autologon_reg",
    ("IT/kiosk-<<n>>/autologon.reg", "Desktop/<<host>>_autologon.reg"),
    """Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]
"AutoAdminLogon"="1"
"DefaultUserName"="katalogi"
"DefaultDomainName"="<<host>>"
"DefaultPassword"="<<cred>>"
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "biblioteka_wifi_sticky_ocr_georgian",
    ("Scans/ფურცელი_<<id>>.txt", "Documents/scan_samkitkhvelo_<<date>>.txt"),
    """სამკითხველო დარბაზი
WiFi: <<org>>-readers
პაროლი
<<cred>>
""",
    "human",
    syntax="",
)

F.reg(
    "biblioteka_dspace_local_cfg",
    ("dspace/<<org>>/config/local.cfg", "opt/dspace-<<host>>/config/local.cfg"),
    """# DSpace - ადგილობრივი მხარეთმცოდნეობის ციფრული არქივი
dspace.dir = /opt/dspace
dspace.server.url = https://archive.<<dom>>/server
dspace.ui.url = https://archive.<<dom>>
dspace.name = <<org_title>> Digital Archive
db.url = jdbc:postgresql://localhost:5432/dspace
db.username = dspace
db.password = <<cred>>
solr.server = http://localhost:8983/solr
""",
    "pw",
    syntax="",
)

F.reg(
    "biblioteka_yaz_client_bash_history",
    ("home/<<first>>/.bash_history", "root/<<host>>/.bash_history"),
    """sudo koha-list
sudo koha-zebra --restart <<org>>
yaz-client -u katalogi/<<cred>> z3950.nplg.gov.ge:210/GEO
yaz-client localhost:9998/biblios
tail -f /var/log/koha/<<org>>/zebra-error.log
""",
    "pw_bare",
    syntax="",
)
