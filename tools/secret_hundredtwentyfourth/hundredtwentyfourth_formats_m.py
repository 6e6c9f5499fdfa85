# ruff: noqa: E501
"""Family m: a bus-terminal management office in Tbilisi, Georgia (Georgian, Russian)."""

from __future__ import annotations

import json
import random
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

from hundredtwentyfourth_spec import Fam, pick

F = Fam(
    name="avtosadguri_terminal_office",
    key="avtosadguri",
    orgs=("mtkvaritrans", "didubehub", "kolkhetiterminal"),
    tld="ge",
    first=(
        ("გიორგი", "giorgi"),
        ("ნინო", "nino"),
        ("დავით", "davit"),
        ("თამარ", "tamar"),
        ("ლევან", "levan"),
        ("მარიამ", "mariam"),
    ),
    last=(
        ("ბერიძე", "beridze"),
        ("კაპანაძე", "kapanadze"),
        ("გელაშვილი", "gelashvili"),
        ("მამულაშვილი", "mamulashvili"),
        ("ლომიძე", "lomidze"),
        ("ჯაფარიძე", "japaridze"),
    ),
    words=(
        "tbilisi",
        "mtkvari",
        "kazbegi",
        "marshrutka",
        "khachapuri",
        "saperavi",
        "batumi",
        "kutaisi",
        "sakartvelo",
        "gaumarjos",
        "tamada",
        "svaneti",
        "dinamo",
        "mzeki",
    ),
    pets=("murka", "bobik", "tsuna", "lekvi", "jeka"),
    cc="+995",
    cities=("Tbilisi", "Kutaisi", "Batumi", "Gori", "Zugdidi"),
)

# 1 WhatsApp (Georgian)
F.reg(
    "georgian_whatsapp_paroli_salaro",
    ("WhatsApp/WhatsApp Chat with <<fa>>.txt", "Downloads/salaro_chat_<<num>>.txt"),
    """<<dmy>>, <<time>> - <<first>> <<last>>: სალაროს კომპიუტერზე ვერ შევდივარ, პაროლი შეცვალეს?
<<dmy>>, <<time>> - ოფისი: კი, გუშინ. მომხმარებელი <<user>>, პაროლი <<cred>>
<<dmy>>, <<time>> - <<first>> <<last>>: მადლობა, შევედი 👍
""",
    "human",
)

# 2 Bank of Georgia payments client secret (Python)
F.reg(
    "bog_payments_client_secret_python",
    ("srv/<<org>>/tickets/bog_pay.py", "home/<<user>>/terminal-web/payments/bog_<<num>>.py"),
    """import requests

BOG_CLIENT_ID = "<<bus>><<num>>"
BOG_CLIENT_SECRET = "<<cred>>"


def access_token():
    r = requests.post(
        "https://oauth2.bog.ge/auth/realms/bog/protocol/openid-connect/token",
        data={"grant_type": "client_credentials"},
        auth=(BOG_CLIENT_ID, BOG_CLIENT_SECRET),
        timeout=20,
    )
    return r.json()["access_token"]
""",
    "p:bog",
)

# 3 departure-board LED controller JSON
F.reg(
    "departure_board_led_controller_json",
    ("opt/<<org>>/board/controller.json", "boards/platform_<<num>>/settings.json"),
    lambda s: json.dumps(
        {
            "board": f"platform-{s['num']}",
            "feed": f"https://board.{s['dom']}/api/departures",
            "brightness": 80,
            "admin": {"user": "ledadmin", "password": s["cred"]},
            "lang": ["ka", "en", "ru"],
        },
        indent=2,
    ),
    "pw_json",
)

# 4 rs.ge waybill SOAP request (service user / password)
F.reg(
    "rsge_waybill_soap_request_xml",
    ("opt/<<org>>/rsge/requests/get_waybills_<<date>>.xml", "Documents/rs_ge/soap_<<num>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">
  <soap:Body>
    <get_waybills xmlns="http://tempuri.org/">
      <su><<org>>:<<bus>></su>
      <sp><<cred>></sp>
      <create_date_s><<date>>T00:00:00</create_date_s>
    </get_waybills>
  </soap:Body>
</soap:Envelope>
""",
    "pw_xml",
)


# 5 KeePass XML export with an XML-escaped password (encoded)
def _kp_extra(rng: random.Random, s: dict) -> dict:
    pw = f"{pick(rng, F.words).capitalize()}{pick(rng, '&<>')}{rng.randint(10, 9999)}{pick(rng, '!#.')}"
    return {"needle": pw, "enc": escape(pw)}


def _kp_dec(text: str) -> str:
    root = ET.fromstring(text.encode())
    for st in root.iter("String"):
        if st.findtext("Key") == "Password":
            return st.findtext("Value") or ""
    raise ValueError("no password")


F.reg(
    "keepass_xml_export_escaped_password",
    ("Documents/keepass_export_<<date>>.xml", "backup/<<org>>/ofisi_<<num>>.xml"),
    """<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<KeePassFile>
  <Root>
    <Group>
      <Name>სალარო</Name>
      <Entry>
        <String><Key>Title</Key><Value>ბილეთების სისტემა</Value></String>
        <String><Key>UserName</Key><Value><<user>></Value></String>
        <String><Key>Password</Key><Value ProtectInMemory="True"><<enc>></Value></String>
        <String><Key>URL</Key><Value>https://tickets.<<dom>></Value></String>
      </Entry>
    </Group>
  </Root>
</KeePassFile>
""",
    "human",
    extra=_kp_extra,
    decode=_kp_dec,
)

# 6 OCR of a handwritten ledger page (label line, value next line)
F.reg(
    "handwritten_ledger_ocr_paroli",
    ("scans/ocr/zhurnali_<<date>>.txt", "Documents/OCR/<<org>>_page_<<num>>.txt"),
    """ჟურნალი - სადისპეტჩერო
<<dmy>>  ცვლა: <<first>>

რეისი <<city>> <<time>> - გავიდა
რეისი Batumi 09:40 - დაგვიანება

ტერმინალის WiFi პაროლი:
<<cred>>
""",
    "human",
)

# 7 crontab with curl -u to the parking barrier controller
F.reg(
    "parking_barrier_controller_crontab",
    ("var/spool/cron/crontabs/root", "etc/cron.d/<<org>>-barrier"),
    """# m h dom mon dow command
*/10 * * * * curl -s -u parking:<<cred>> http://<<ip>>/api/v1/events?since=10m >> /var/log/barrier.log
0 3 * * * /usr/local/bin/backup_tickets.sh
""",
    "pw_bare",
)

# 8 TBC e-commerce .env
F.reg(
    "tbc_ecommerce_apikey_dotenv",
    ("srv/<<org>>/web/.env", "home/<<user>>/terminal-site/.env"),
    """APP_ENV=prod
TBC_CLIENT_ID=<<bus>><<num>>
TBC_API_KEY=<<apikey>>
TBC_CLIENT_SECRET=<<cred>>
SITE_URL=https://<<dom>>
""",
    "alnum:32",
    extra=lambda rng, s: {"apikey": s["uuid"].replace("-", "")},
)
