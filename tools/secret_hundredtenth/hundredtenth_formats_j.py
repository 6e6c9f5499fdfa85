# ruff: noqa: E501
"""Family j: a land surveyor (अमिन, जग्गा नापी) in Kathmandu, Nepal, Nepali and English."""

from __future__ import annotations

from xml.sax.saxutils import quoteattr

from hundredtenth_spec import Fam, Slots, draw, prov

FAM = Fam(
    name="jagga_napi_amin_kathmandu",
    key="jaggnapi",
    orgs=("bhumimapan", "sagarmathasurvey", "kirtipurnapi", "bagmatigeo"),
    tld="com.np",
    first=(
        ("राम", "ram"),
        ("सीता", "sita"),
        ("बिकास", "bikash"),
        ("सुनिता", "sunita"),
        ("प्रकाश", "prakash"),
        ("अनिता", "anita"),
        ("दीपक", "dipak"),
    ),
    last=(
        ("श्रेष्ठ", "shrestha"),
        ("अधिकारी", "adhikari"),
        ("तामाङ", "tamang"),
        ("महर्जन", "maharjan"),
        ("गुरुङ", "gurung"),
        ("पौडेल", "paudel"),
    ),
    words=(
        "sagarmatha",
        "himal",
        "namaste",
        "jagga",
        "kitta",
        "ropani",
        "aana",
        "dhulo",
        "momo",
        "dashain",
        "tihar",
        "pashupati",
        "bagmati",
        "lalitpur",
        "nepal",
    ),
    pets=("Kale", "Bhote", "Tiger", "Maya", "Lali", "Jhyaure"),
    cc="+97798",
    places=("Kirtipur", "Bhaktapur", "Lalitpur", "Budhanilkantha", "Tokha", "Kageshwori"),
)


def qgs(s: Slots) -> str:
    src = f"dbname='kitta' host={s['ip']} port=5432 user='{s['user']}' password='{s['cred']}' sslmode=disable key='gid' srid=32645 type=Polygon table=\"public\".\"parcels_{s['n']}\" (geom)"
    return f"""<!DOCTYPE qgis PUBLIC 'http://mrcc.com/qgis.dtd' 'SYSTEM'>
<qgis projectname="कित्ता नापी {s["place"]}" version="3.34.4-Prizren">
  <projectlayers>
    <maplayer type="vector" geometry="Polygon">
      <id>parcels_{s["hex8"]}</id>
      <datasource>{src.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")}</datasource>
      <layername>Parcels {s["place"]}</layername>
      <provider encoding="UTF-8">postgres</provider>
    </maplayer>
  </projectlayers>
  <properties><Measurement><DistanceUnits type="QString">meters</DistanceUnits></Measurement></properties>
  <title attr={quoteattr(str(s["org"]))}/>
</qgis>
"""


FAM.reg(
    "qgis_project_postgis_datasource_password",
    ("<<org>>/projects/<<place>>_kitta.qgs", "Survey/<<fa>>/naksa_<<date>>.qgs"),
    qgs,
    cred="pw_an",
    syntax="xml",
)

FAM.reg(
    "rtklib_ntrip_base_station_conf",
    ("<<org>>/rtk/rtkrcv_<<place>>.conf", "home/<<fa>>/rtklib/rover_<<n>>.conf"),
    """# rtkrcv options - Emlid Reach rover, NTRIP correction from our base at <<place>>
inpstr1-type       =serial
inpstr1-path       =ttyACM0:115200:8:n:1:off
inpstr2-type       =ntripcli
inpstr2-path       =<<user>>:<<cred>>@<<pub>>:2101/<<mount>>
inpstr2-format     =rtcm3
pos1-posmode       =kinematic
pos1-elmask        =15
outstr1-path       =/home/<<fa>>/rtk/sol_%Y%m%d.pos
""",
    cred="human_url",
    syntax="",
    extra=lambda rng, s: {"mount": f"KTM{rng.randint(1, 9)}_RTCM3"},
)

FAM.reg(
    "viber_nepali_password_malpot_portal",
    ("Viber/<<fa>>_<<date>>.txt", "Documents/viber_napi_<<mo>>.txt"),
    """[<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>>] <<fn>>: दाइ, मालपोत को अनलाइन पोर्टलमा लगइन गर्न पासवर्ड के हो?
[<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>>] <<fn2>> <<ln2>>: युजर <<user>>
[<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>>] <<fn2>> <<ln2>>: पासवर्ड <<cred>>
[<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>>] <<fn>>: धन्यवाद 🙏 <<place>> को कित्ता नक्सा आज पठाउँछु
""",
    cred="human",
    syntax="",
)

FAM.reg(
    "khalti_survey_fee_python",
    ("<<org>>/payments/khalti.py", "napi-<<fa>>/fees/khalti_<<y>>.py"),
    '''"""नापी शुल्क अनलाइन भुक्तानी (Khalti ePayment v2)."""

import requests

KHALTI_SECRET = "live_secret_key_<<cred>>"


def initiate(order_id: str, amount_paisa: int, name: str) -> str:
    r = requests.post(
        "https://khalti.com/api/v2/epayment/initiate/",
        headers={"Authorization": f"Key {KHALTI_SECRET}"},
        json={"return_url": "https://<<dom>>/khalti/done", "website_url": "https://<<dom>>", "amount": amount_paisa, "purchase_order_id": order_id, "purchase_order_name": name},
        timeout=15,
    )
    return r.json()["payment_url"]
''',
    cred="p:khalti",
)

FAM.reg(
    "rclone_wasabi_survey_archive_conf",
    ("home/<<fa>>/.config/rclone/rclone.conf", "<<org>>/backup/rclone_<<n>>.conf"),
    """[wasabi-naksa]
type = s3
provider = Wasabi
access_key_id = <<akid>>
secret_access_key = <<cred>>
region = ap-southeast-1
endpoint = s3.ap-southeast-1.wasabisys.com

[local-dwg]
type = alias
remote = /data/<<org>>/dwg
""",
    cred=lambda rng, fam: prov(rng, "aws_secret"),
    syntax="ini",
    extra=lambda rng, s: {"akid": draw(rng, FAM, "alnum:20").upper()},
)

FAM.reg(
    "field_book_ocr_laptop_password_next_line",
    ("Scans/field_book_<<date>>.txt", "OCR/<<org>>_fieldbook_<<n>>.txt"),
    """फिल्ड बुक - <<place>> वडा नं. <<n>>
कित्ता नं. <<n>>12, <<n>>13 - रोपनी ४-२-०-०
Total Station: Sokkia CX-105  Stn A -> B  87°12'40"
Laptop (Civil 3D) पासवर्ड:
<<cred>>
बेस स्टेसन ब्याट्री चार्ज गर्न नबिर्सनु
""",
    cred="human",
    syntax="",
)

FAM.reg(
    "client_email_nepali_english_drive_password",
    ("Mail/Sent/<<date>>_naksa_client.eml", "gmail/<<fa>>/<<ts>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: <<email2>>
Subject: Survey report and blueprint - Kitta no. <<n>>12, <<place>>
Date: Wed, <<d>> Oct <<y>> <<hh>>:<<mi>>:00 +0545
Content-Type: text/plain; charset=UTF-8

नमस्ते <<fa2>> जी,

तपाईंको जग्गाको नापी रिपोर्ट र ब्लुप्रिन्ट (PDF) हाम्रो client portal मा राखिएको छ।
Portal: https://files.<<dom>>/s/<<hex8>>
Password: <<cred>>

Please download within 7 days.
धन्यवाद,
<<fa>>
""",
    cred="human",
    syntax="",
)

FAM.reg(
    "postgis_pgpass_survey_db",
    ("home/<<fa>>/.pgpass", "Users/<<fa>>/AppData/Roaming/postgresql/pgpass_<<org>>.conf"),
    "# host:port:db:user:password\n<<ip>>:5432:kitta:<<user>>:<<cred>>\nlocalhost:5432:*:postgres:<<other>>\n",
    cred="pw_bare",
    syntax="",
    extra=lambda rng, s: {"other": draw(rng, FAM, "pw_bare")},
)
