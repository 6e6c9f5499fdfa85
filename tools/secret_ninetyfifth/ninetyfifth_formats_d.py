# ruff: noqa: E501
"""Family d: a US-healthcare medical-billing back office in Chennai, India (Tamil, Hindi,
English)."""

from __future__ import annotations

import base64

from ninetyfifth_spec import Fam, dec_b64_after

F = Fam(
    name="chennai_medical_billing_backoffice",
    key="chnmedb",
    orgs=("marunthubill", "kavericlaims", "thendralrcm"),
    tld="in",
    first=(
        ("கார்த்திக்", "karthik"),
        ("பிரியா", "priya"),
        ("செந்தில்", "senthil"),
        ("லக்ஷ்மி", "lakshmi"),
        ("அருண்", "arun"),
        ("திவ்யா", "divya"),
        ("விக்னேஷ்", "vignesh"),
        ("மீனா", "meena"),
    ),
    last=(
        ("ராஜ்குமார்", "rajkumar"),
        ("சுப்பிரமணியன்", "subramanian"),
        ("வேலு", "velu"),
        ("நாராயணன்", "narayanan"),
        ("கிருஷ்ணன்", "krishnan"),
        ("முருகன்", "murugan"),
    ),
    words=(
        "amma",
        "appa",
        "chennai",
        "marina",
        "thala",
        "thalaivar",
        "kolam",
        "murugan",
        "vanakkam",
        "idli",
        "filter",
        "kaapi",
        "superstar",
        "anbu",
        "kadhal",
        "ponni",
    ),
    pets=("tommy", "jimmy", "rocky", "kutty", "puppy", "jackie"),
    months=(
        "thai",
        "maasi",
        "panguni",
        "chithirai",
        "vaikasi",
        "aani",
        "aadi",
        "aavani",
        "purattasi",
        "aippasi",
        "karthigai",
        "margazhi",
    ),
    walks=("qwerty", "asdf123", "1qaz2wsx", "qwer1234"),
    sites=("chennai", "guindy", "tidel", "omr"),
    cc="91",
)

F.reg(
    "tamil_whatsapp_kadavuchol_clearinghouse",
    ("WhatsApp Chat with AR Team <<site>>.txt", "exports/wa_denials_<<date>>.txt"),
    """<<dd>>/<<m>>/<<yy>>, <<h12>>:<<mi>> <<ampm>> - <<fn>>: Team, Availity portal lock ஆயிடுச்சு, reset பண்ணிட்டேன்
<<dd>>/<<m>>/<<yy>>, <<h12>>:<<mi>> <<ampm>> - <<fn>>: User ID: <<user>>_ar
<<dd>>/<<m>>/<<yy>>, <<h12>>:<<mi>> <<ampm>> - <<fn>>: புதிய கடவுச்சொல்: <<cred>>
<<dd>>/<<m>>/<<yy>>, <<h12>>:<<mi>> <<ampm>> - <<fn2>>: நன்றி அக்கா 🙏 night shift ல claims submit பண்றேன்
<<dd>>/<<m>>/<<yy>>, <<h12>>:<<mi>> <<ampm>> - <<fn>>: யாருக்கும் forward பண்ணாதீங்க, HIPAA audit வருது
""",
    "human",
)


def _fz(rng, s):
    return {"enc": base64.b64encode(s["cred"].encode()).decode()}


F.reg(
    "filezilla_sitemanager_clearinghouse_sftp_b64",
    (
        "Users/<<fa>>/AppData/Roaming/FileZilla/sitemanager.xml",
        "it/backup/<<site>>/sitemanager.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.66.5" platform="windows">
  <Servers>
    <Folder expanded="1">Clearinghouse
      <Server>
        <Host>sftp.<<org>>-edi.com</Host>
        <Port>22</Port>
        <Protocol>1</Protocol>
        <Type>0</Type>
        <User><<org>>_837</User>
        <Pass encoding="base64"><<enc>></Pass>
        <Logontype>1</Logontype>
        <PasvMode>MODE_DEFAULT</PasvMode>
        <EncodingType>Auto</EncodingType>
        <BypassProxy>0</BypassProxy>
        <Name>837 claims upload / 835 ERA download</Name>
        <RemoteDir>1 0 8 outbound</RemoteDir>
        <SyncBrowsing>0</SyncBrowsing>
        <DirectoryComparison>0</DirectoryComparison>
      </Server>
    </Folder>
  </Servers>
</FileZilla3>
""",
    "pw_xml",
    extra=_fz,
    decode=dec_b64_after(r'<Pass encoding="base64">([^<]+)</Pass>'),
)

F.reg(
    "mirth_connect_channel_db_writer_xml",
    ("mirth/channels/ERA_835_to_billing.xml", "interfaces/<<site>>/channel_<<n>>.xml"),
    """<channel version="4.4.2">
  <id><<sha1>></id>
  <name>ERA 835 to billing DB</name>
  <description>Posts 835 remittance lines into the practice management DB (<<orgc>> <<site>>)</description>
  <enabled>true</enabled>
  <destinationConnectors>
    <connector version="4.4.2">
      <metaDataId>1</metaDataId>
      <name>Billing DB</name>
      <properties class="com.mirth.connect.connectors.jdbc.DatabaseDispatcherProperties" version="4.4.2">
        <driver>com.microsoft.sqlserver.jdbc.SQLServerDriver</driver>
        <url>jdbc:sqlserver://<<ip>>:1433;databaseName=billing</url>
        <username>mirth_era</username>
        <password><<cred>></password>
        <query>INSERT INTO era_lines (claim_id, paid, adj_code) VALUES (${claimId}, ${paid}, ${carc})</query>
        <useScript>false</useScript>
      </properties>
    </connector>
  </destinationConnectors>
</channel>
""",
    "pw_xml",
)

F.reg(
    "selenium_payer_portal_login_py",
    ("automation/eligibility_bot.py", "bots/<<site>>/payer_login.py"),
    '''"""Eligibility check bot — logs into the payer portal and saves the benefits PDF."""

import time

from selenium import webdriver
from selenium.webdriver.common.by import By

PORTAL = "https://provider.payerportal-<<org>>.com/login"
USER = "<<user>>_elig"
PASS = "<<cred>>"

driver = webdriver.Chrome()
driver.get(PORTAL)
driver.find_element(By.ID, "username").send_keys(USER)
driver.find_element(By.ID, "password").send_keys(PASS)
driver.find_element(By.ID, "signin").click()
time.sleep(5)
for member_id in open("members_today.txt").read().split():
    driver.get(f"{PORTAL.rsplit('/', 1)[0]}/eligibility?member={member_id}")
    time.sleep(3)
driver.quit()
''',
    "human_x",
)

F.reg(
    "denials_tracker_xlsx_sharedstrings",
    ("denials_tracker_<<date>>/xl/sharedStrings.xml", "unzipped/AR_logins/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="14" uniqueCount="10"><si><t>Payer</t></si><si><t>Portal user</t></si><si><t>Password</t></si><si><t>Owner</t></si><si><t>Medicare JL</t></si><si><t><<user>>_jl</t></si><si><t><<cred>></t></si><si><t><<fa>> <<la>></t></si><si><t>CO-97 bundling</t></si><si><t>Resubmit with modifier 59</t></si></sst>
""",
    "human_x",
)

F.reg(
    "kareo_soap_api_customer_key_cs",
    ("src/KareoSync/KareoClient.cs", "integrations/<<site>>/Kareo/Credentials.cs"),
    """using KareoSync.KareoService;

namespace KareoSync
{
    // Pulls charges from Kareo (Tebra) for the <<orgc>> AR team
    public static class KareoCredentials
    {
        public const string CustomerKey = "<<ck>>";
        public const string User = "<<user>>@<<dom>>";
        public const string Password = "<<cred>>";

        public static RequestHeader Header() => new RequestHeader
        {
            CustomerKey = CustomerKey,
            User = User,
            Password = Password,
        };
    }
}
""",
    "pw_dq",
    syntax="",
    extra=lambda rng, s: {
        "ck": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(12))
    },
)

F.reg(
    "openvpn_auth_user_pass_txt",
    ("Program Files/OpenVPN/config/auth.txt", "vpn/<<fa>>/login.txt"),
    """<<user>>
<<cred>>
""",
    "human_x",
    syntax="",
)

F.reg(
    "hindi_email_client_portal_password",
    ("mail/Inbox/<<ts>>.eml", "outlook_export/<<fa>>/<<ts>>.eml"),
    """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<email>>
Subject: Client portal access – AR follow-up team
Date: <<date>> <<time>> +0530
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

नमस्ते <<fa>>,

क्लाइंट के EHR पोर्टल (eClinicalWorks) का नया लॉगिन नीचे है। आज रात की शिफ्ट से AR follow-up
इसी से करना है।

यूज़रनेम: <<user>>.ar
पासवर्ड: <<cred>>

पहली बार लॉगिन करने पर पासवर्ड बदलने को कहेगा — नया पासवर्ड टीम शीट में मत लिखना।

धन्यवाद,
<<fn2>>
Team Lead, <<orgc>> (<<site>>)
""",
    "human",
    syntax="",
)
