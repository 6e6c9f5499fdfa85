# ruff: noqa: E501
"""Family b: a Georgian municipal public library running Koha (მუნიციპალური ბიბლიოთეკა)."""

from __future__ import annotations

import base64
import csv
import io
import re

from seventyeighth_spec import Fam, Slots, enc_b64, uuid4, xml_text

FAM = Fam(
    name="tsignsakavi_reading_hall",
    key="tsign",
    orgs=(
        ("წყალტუბოს მუნიციპალური ბიბლიოთეკა", "tsqaltubani"),
        ("ბიბლიოთეკა „კვარი“", "biblikvari"),
        ("ხონის საჯარო ბიბლიოთეკა", "khonilib"),
    ),
    tld="ge",
    first=(
        ("გიორგი", "giorgi"),
        ("ნინო", "nino"),
        ("ლევან", "levan"),
        ("თამარ", "tamar"),
        ("დავით", "davit"),
        ("ეკა", "eka"),
        ("მარიამ", "mariam"),
        ("ზურაბ", "zurab"),
    ),
    last=(
        ("ბერიძე", "beridze"),
        ("კაპანაძე", "kapanadze"),
        ("გელაშვილი", "gelashvili"),
        ("მაისურაძე", "maisuradze"),
        ("ლომიძე", "lomidze"),
        ("ჯაფარიძე", "japaridze"),
    ),
    words=(
        "vefxistkaosani",
        "rustaveli",
        "tamada",
        "khachapuri",
        "saperavi",
        "mtatsminda",
        "sakartvelo",
        "tsigni",
        "kutaisi",
        "svaneti",
        "churchkhela",
        "mtkvari",
        "gaumarjos",
        "iveria",
        "tbilisoba",
        "rtveli",
    ),
    pets=("murka", "bobi", "tsuga", "jeka", "lomi", "pisho"),
    cc="+995",
    places=("წყალტუბო", "ხონი", "ქუთაისი", "ზესტაფონი"),
)

R = FAM.reg

# 1 koha-conf.xml
R(
    "koha_conf_xml_mysql_pass",
    ("etc/koha/sites/<<slug>>/koha-conf.xml", "backup/koha/koha-conf.<<ymd_compact>>.xml"),
    """<yazgfs>
<listen id="biblioserver">unix:/var/run/koha/<<slug>>/bibliosocket</listen>
<config>
 <db_scheme>mysql</db_scheme>
 <database>koha_<<slug>></database>
 <hostname>localhost</hostname>
 <port>3306</port>
 <user>koha_<<slug>></user>
 <pass><<cred>></pass>
 <tls>no</tls>
 <intranetdir>/usr/share/koha/intranet/cgi-bin</intranetdir>
 <opacdir>/usr/share/koha/opac/cgi-bin/opac</opacdir>
 <timezone>Asia/Tbilisi</timezone>
 <memcached_servers>127.0.0.1:11211</memcached_servers>
</config>
</yazgfs>
""",
    cred="pw_xml",
)

# 2 SIPconfig.xml for the self-check kiosk
R(
    "koha_sip2_selfcheck_sipconfig_xml",
    ("etc/koha/sites/<<slug>>/SIPconfig.xml", "koha/sip/SIPconfig.xml"),
    """<?xml version="1.0"?>
<acsconfig xmlns="http://openncip.org/acs-config/1.0/">
  <error-detect enabled="true" />
  <server-params min_servers='1' min_spare_servers='0' />
  <listeners>
    <service port="<<ip>>:6001/tcp" transport="RAW" protocol="SIP/2.00" timeout="60" />
  </listeners>
  <accounts>
    <login id="selfcheck_<<la>>" password="<<cred>>" delimiter="|" error-detect="enabled" institution="<<slug>>" encoding="utf8" />
  </accounts>
  <institutions>
    <institution id="<<slug>>" implementation="ILS" parms="">
      <policy checkin="true" renewal="true" checkout="true" status_update="false" offline="false" timeout="100" retries="5" />
    </institution>
  </institutions>
</acsconfig>
""",
    cred="pw_xml",
)

# 3 Viber text export in Georgian
R(
    "georgian_viber_paroli_katalogi",
    ("Viber/ბიბლიოთეკა_<<ymd_compact>>.txt", "Downloads/viber_chat_<<num>>.txt"),
    """[<<dmy>> <<time>>] <<first2>>: <<first>>, კოჰას ადმინის პაროლი ხომ არ გახსოვს? ახალი წიგნები უნდა შევიტანო
[<<dmy>> <<time2>>] <<first>>: მომხმარებელი: <<login>>
[<<dmy>> <<time2>>] <<first>>: პაროლი: <<cred>>
[<<dmy>> <<time2>>] <<first2>>: მადლობა, შევედი 🙏
""",
    cred="human",
    syntax="",
)

# 4 crontab: nightly mysqldump of the Koha database
R(
    "koha_mysqldump_crontab",
    ("var/spool/cron/crontabs/root", "etc/cron.d/koha-backup-<<slug>>"),
    """# m h dom mon dow command
MAILTO=it@<<dom>>
30 2 * * * mysqldump -u koha_<<slug>> -p'<<cred>>' --single-transaction koha_<<slug>> | gzip > /srv/backup/koha_$(date +\\%F).sql.gz
0 4 * * 0 find /srv/backup -name 'koha_*.sql.gz' -mtime +30 -delete
""",
    cred="pw_sq",
    syntax="",
)

# 5 Python script: Koha REST API with an OAuth client secret
R(
    "koha_rest_api_oauth_client_secret_python",
    ("scripts/overdue_sms.py", "home/<<login>>/koha_api/new_readers.py"),
    '''"""ვადაგადაცილებული წიგნები – SMS შეხსენება მკითხველებს."""

import requests

KOHA = "https://<<slug>>-intra.<<dom>>"
CLIENT_ID = "<<cid>>"
CLIENT_SECRET = "<<cred>>"


def token():
    r = requests.post(
        f"{KOHA}/api/v1/oauth/token",
        data={"grant_type": "client_credentials", "client_id": CLIENT_ID, "client_secret": CLIENT_SECRET},
        timeout=20,
    )
    r.raise_for_status()
    return r.json()["access_token"]


if __name__ == "__main__":
    t = token()
    checkouts = requests.get(f"{KOHA}/api/v1/checkouts?checked_in=false", headers={"Authorization": f"Bearer {t}"}, timeout=20).json()
    print(len(checkouts))
''',
    cred="uuid",
    extra=lambda rng, s: {"cid": uuid4(rng)},
)


# 6 Georgian e-mail: union catalogue account
R(
    "georgian_email_paroli_erovnuli_katalogi",
    ("Mail/Inbox/<<ymd_compact>>_katalogi.eml", "Thunderbird/<<slug>>/Inbox/<<num>>.eml"),
    """From: <<first2>> <<<email2>>>
To: <<email>>
Subject: ერთიანი ელექტრონული კატალოგი – ანგარიში
Date: <<dmy>> <<time>>
Content-Type: text/plain; charset=UTF-8

გამარჯობა, <<first>>!

თქვენი ბიბლიოთეკისთვის შეიქმნა ანგარიში ერთიან კატალოგში (Z39.50 / OPAC).
მომხმარებელი: <<slug>>_cat
პაროლი: <<cred>>

გთხოვთ, პირველი შესვლისას შეცვალოთ.

პატივისცემით,
<<first2>>
""",
    cred="human_x",
    syntax="",
)


# 7 FileZilla sitemanager.xml: base64 Pass for the book scanner FTP (encoded)
def _fz(s: Slots) -> str:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.4" platform="windows">
    <Servers>
        <Server>
            <Host>{s["ip"]}</Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <Type>0</Type>
            <User>scanner_{s["fa"]}</User>
            <Pass encoding="base64">{s["enc"]}</Pass>
            <Logontype>1</Logontype>
            <Name>წიგნების სკანერი – {xml_text(s["place"])}</Name>
            <RemoteDir>1 0 6 scans</RemoteDir>
        </Server>
    </Servers>
</FileZilla3>
"""


def _dec_fz(text: str) -> str:
    m = re.search(r'<Pass encoding="base64">([^<]+)</Pass>', text)
    assert m
    return base64.b64decode(m.group(1)).decode()


R(
    "book_scanner_filezilla_sitemanager_base64_pass",
    (
        "AppData/Roaming/FileZilla/sitemanager.xml",
        "Users/<<fa>>/AppData/Roaming/FileZilla/sitemanager.xml",
    ),
    _fz,
    cred="human",
    enc=enc_b64,
    decode=_dec_fz,
)


# 8 CSV of staff accounts with Georgian headers
def _csv(s: Slots) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["სახელი", "გვარი", "მომხმარებელი", "პაროლი", "როლი"])
    w.writerow([s["first"], s["last"], s["login"], s["cred"], "ბიბლიოთეკარი"])
    w.writerow([s["first2"], "—", f"{s['fa2']}.circ", "(შეცვალა)", "გაცემა"])
    return buf.getvalue()


R(
    "staff_accounts_csv_georgian_headers",
    ("Desktop/tanamshromlebi.csv", "shared/koha/staff_<<year>>.csv"),
    _csv,
    cred="human",
    syntax="",
)
