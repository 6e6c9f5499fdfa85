# ruff: noqa: E501
"""Family f: an owambe party and event-rental company in Lagos, Nigeria (Nigerian Pidgin,
Yoruba and English)."""

import json

from hundredtwentieth_spec import Fam

F = Fam(
    name="owambe_canopy_rentals_lagos",
    orgs=("ayeyerent", "ekocanopy", "gelehire", "asoebirentals"),
    tld="com.ng",
    first=(
        ("Adébáyọ̀", "adebayo"),
        ("Fúnmiláyọ̀", "funmilayo"),
        ("Chinedu", "chinedu"),
        ("Aisha", "aisha"),
        ("Túndé", "tunde"),
        ("Ngozi", "ngozi"),
    ),
    last=(
        ("Adéyẹmí", "adeyemi"),
        ("Okafor", "okafor"),
        ("Balógun", "balogun"),
        ("Eze", "eze"),
        ("Oyèláràn", "oyelaran"),
        ("Bello", "bello"),
    ),
    words=(
        "owambe",
        "ankara",
        "jollof",
        "asoebi",
        "canopy",
        "eko",
        "oluwa",
        "ayo",
        "naija",
        "suya",
        "agbada",
        "gele",
        "ire",
        "lekki",
    ),
    pets=("bingo", "scooby", "bobby", "dudu", "ajaso", "jack"),
    cc="234",
    city="Lagos",
)

F.reg(
    "ayeye_pidgin_whatsapp_password_inventory_app",
    ("WhatsApp Chat with Warehouse Boys <<nn>>.txt", "wa/<<fa>>-<<date>>.txt"),
    """<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Oga, the inventory app don log me out again 😩
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn2>>: Use the warehouse account abeg. username na store@<<dom>>
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn2>>: password na <<cred>>
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: E don enter. 300 chiavari chairs and 12 canopies for Ikoyi owambe Saturday
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn2>>: Ẹ ṣé. Count the table cloths well this time o
""",
    cred="human",
)

F.reg(
    "ayeye_paystack_django_settings",
    ("<<org>>/settings/production.py", "rentals/config/settings_<<nn>>.py"),
    """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]

PAYSTACK_PUBLIC_KEY = "pk_live_<<hex40>>"
PAYSTACK_SECRET_KEY = "<<cred>>"
PAYSTACK_CALLBACK_URL = "https://<<dom>>/bookings/paystack/verify/"

CAUTION_FEE_NGN = 50000
""",
    cred="p:paystack",
)

F.reg(
    "ayeye_flutterwave_bookings_env",
    ("<<org>>-api/.env", "deploy/<<fa>>/.env.live"),
    """NODE_ENV=production
PORT=4000
MONGO_URI=mongodb://127.0.0.1:27017/rentals
FLW_PUBLIC_KEY=FLWPUBK-<<hex40>>-X
FLW_SECRET_KEY=<<cred>>
FLW_ENCRYPTION_KEY=<<hex8>><<hex8>>
TERMII_SENDER_ID=Ayeye
""",
    cred="p:flutterwave",
)

F.reg(
    "ayeye_inventory_mysqldump_crontab",
    ("var/spool/cron/crontabs/<<fa>>", "ops/crontab-<<org>>-<<nn>>.txt"),
    """# m h  dom mon dow   command
30 2 * * * mysqldump -u inventory -p'<<cred>>' rentals | gzip > /backup/rentals-$(date +\\%F).sql.gz
0 6 * * 1 find /backup -name 'rentals-*.sql.gz' -mtime +30 -delete
*/10 * * * * /usr/local/bin/generator-ping.sh >> /var/log/genping.log 2>&1
""",
    cred="pw_sq",
)

F.reg(
    "ayeye_truck_tracker_traccar_xml",
    ("opt/traccar/conf/traccar.xml", "traccar/<<org>>-<<nn>>/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<ip>>:3306/traccar?zeroDateTimeBehavior=round&amp;serverTimezone=Africa/Lagos</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
</properties>
""",
    cred="pw_xml",
)


def _msgr(s):
    return json.dumps(
        {
            "participants": [
                {"name": f"{s['fa'].capitalize()} {s['la'].capitalize()}"},
                {"name": s["fa2"].capitalize()},
            ],
            "messages": [
                {
                    "sender_name": s["fa2"].capitalize(),
                    "timestamp_ms": 1760000000000 + s["nnn"] * 1000,
                    "content": s["cred"],
                    "is_geoblocked_for_viewer": False,
                },
                {
                    "sender_name": f"{s['fa'].capitalize()} {s['la'].capitalize()}",
                    "timestamp_ms": 1759999990000,
                    "content": "Abeg wetin be the password for the POS laptop?",
                    "is_geoblocked_for_viewer": False,
                },
            ],
            "title": s["fa2"].capitalize(),
            "is_still_participant": True,
            "thread_path": f"inbox/{s['fa2']}_{s['nnn']}",
        },
        indent=2,
    )


F.reg(
    "ayeye_messenger_json_reply_only_value",
    (
        "messages/inbox/<<fa2>>_<<nnn>>/message_1.json",
        "fb-export-<<fa>>/messages/inbox/<<fa2>>/message_<<n>>.json",
    ),
    _msgr,
    cred="human",
)

F.reg(
    "ayeye_pidgin_handover_note_termii_key",
    ("notes/handover_<<fa>>.txt", "Desktop/READ ME <<nn>>.txt"),
    """HANDOVER — <<fn>> go resume for Abuja branch from Monday

1. Canopy + chair bookings dey for the Google Sheet "Owambe Schedule <<y>>"
2. SMS reminders to clients go through Termii. API key:
<<cred>>
3. Generator fuel money: collect from <<fn2>>, no give anybody cash
4. Lekki warehouse gate code change every month, ask security
""",
    cred="x:TL:58",
)

F.reg(
    "ayeye_staff_logins_spreadsheetml",
    ("admin/staff_<<y>>.xml", "Documents/logins-<<fa>>-<<nn>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Staff">
  <Table>
   <Row><Cell><Data ss:Type="String">Name</Data></Cell><Cell><Data ss:Type="String">Role</Data></Cell><Cell><Data ss:Type="String">App login</Data></Cell><Cell><Data ss:Type="String">Password</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String"><<fn>> <<ln>></Data></Cell><Cell><Data ss:Type="String">Warehouse</Data></Cell><Cell><Data ss:Type="String"><<email>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    cred="human_x",
)
