"""Family b: a driving school (koreskole) in Aarhus (Denmark)."""

# ruff: noqa: E501

from __future__ import annotations

import json

from fortyseventh_spec import Fam, uuid4

F = Fam(
    "koreskole_aarhus",
    ("aarhus-koreskole", "frederiksbjerg-koreskole", "trojborg-korekort", "aros-bilskole"),
    "dk",
    (
        "mette",
        "rasmus",
        "camilla",
        "mads",
        "louise",
        "kasper",
        "signe",
        "frederik",
        "ida",
        "anders",
    ),
    (
        "nielsen",
        "jensen",
        "hansen",
        "pedersen",
        "andersen",
        "christensen",
        "larsen",
        "sorensen",
        "rasmussen",
        "jorgensen",
    ),
    (
        "korekort",
        "rundkorsel",
        "koblingen",
        "speederen",
        "hygge",
        "smorrebrod",
        "rodgrod",
        "aarhusaa",
        "bilen",
        "blinklys",
        "sommer",
        "vinter",
        "mormor",
        "fodbold",
        "vikingen",
        "glatbane",
    ),
    "45",
    city="Aarhus",
)


def _messenger(s: dict) -> str:
    ts = 1_735_000_000_000 + s["id"] * 1000
    msgs = [
        {
            "sender_name": s["fname2"],
            "timestamp_ms": ts + 90_000,
            "content": "Tak! Jeg logger ind i aften og booker køretimerne",
        },
        {
            "sender_name": s["fname"],
            "timestamp_ms": ts + 60_000,
            "content": f"kodeord: {s['cred']}",
        },
        {
            "sender_name": s["fname"],
            "timestamp_ms": ts + 30_000,
            "content": f"Brugernavn er {s['login']} til bookingsystemet",
        },
        {
            "sender_name": s["fname2"],
            "timestamp_ms": ts,
            "content": "Hej! Hvad er login til lærer-kalenderen igen?",
        },
    ]
    return (
        json.dumps(
            {
                "participants": [{"name": s["fname"]}, {"name": s["fname2"]}],
                "messages": msgs,
                "title": s["fname"],
                "is_still_participant": True,
                "thread_path": f"inbox/{s['fname']}_{s['id']}",
            },
            indent=2,
            ensure_ascii=False,
        )
        + "\n"
    )


F.reg(
    "koreskole_danish_messenger_json_kodeord",
    (
        "facebook-<<login>>/messages/inbox/<<first>>_<<id>>/message_1.json",
        "Downloads/messenger-export-<<date>>/message_1.json",
    ),
    _messenger,
    "human",
)

F.reg(
    "koreskole_booking_django_env_mobilepay",
    ("srv/korebooking/.env", "home/<<first>>/korebooking-<<org>>/.env.production"),
    """DJANGO_SETTINGS_MODULE=korebooking.settings.production
DJANGO_ALLOWED_HOSTS=booking.<<dom>>
DATABASE_URL=postgres://korebooking@localhost:5432/korebooking
MOBILEPAY_CLIENT_ID=<<uuid2>>
MOBILEPAY_CLIENT_SECRET=<<cred>>
MOBILEPAY_MERCHANT_SERIAL=<<id>>
EMAIL_HOST=smtp.simply.com
""",
    "b64u:40",
    syntax="",
    extra=lambda rng, s: s.update(uuid2=uuid4(rng)),
)

F.reg(
    "koreskole_teori_pc_unattend_xml_autologon",
    ("teorilokale/pc<<n>>/unattend.xml", "deploy/<<org>>/Windows/Panther/unattend.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<unattend xmlns="urn:schemas-microsoft-com:unattend">
  <settings pass="oobeSystem">
    <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
      <AutoLogon>
        <Username>teori</Username>
        <Enabled>true</Enabled>
        <LogonCount>9999</LogonCount>
        <Password>
          <Value><<cred>></Value>
          <PlainText>true</PlainText>
        </Password>
      </AutoLogon>
      <TimeZone>Romance Standard Time</TimeZone>
      <ComputerName>TEORI-PC<<n>></ComputerName>
    </component>
  </settings>
</unattend>
""",
    "pw_xml",
)

F.reg(
    "koreskole_dinero_api_python_client_secret",
    ("scripts/dinero_fakturaer_<<year>>.py", "home/<<first>>/regnskab/dinero_sync.py"),
    '''"""Henter ubetalte fakturaer fra Dinero og sender rykker-SMS til eleverne."""

import requests

CLIENT_ID = "<<org>>"
CLIENT_SECRET = "<<cred>>"
ORG_ID = <<id>>


def token() -> str:
    r = requests.post(
        "https://authz.dinero.dk/dineroapi/oauth/token",
        auth=(CLIENT_ID, CLIENT_SECRET),
        data={"grant_type": "password", "scope": "read write", "username": "<<email>>"},
        timeout=20,
    )
    r.raise_for_status()
    return r.json()["access_token"]


if __name__ == "__main__":
    print(token()[:8], "...")
''',
    "alnum:32",
)

F.reg(
    "koreskole_bil_gps_tracker_yaml",
    ("config/flaade-<<org>>.yaml", "opt/bilsporing/<<host>>/tracker.yml"),
    """# GPS-sporing af skolevogne (Skoda Octavia + MC)
fleet:
  name: "<<org_title>>"
  vehicles:
    - plate: "CX <<n>> <<id>>"
      imei: "86<<id>><<id>>"
api:
  base_url: "https://api.flaadestyring.dk/v2"
  key: "<<cred>>"
  poll_seconds: 60
""",
    "x:fsk_live_:32",
)

F.reg(
    "koreskole_elev_sms_kode_teoriportal",
    ("sms-eksport/<<phone>>.txt", "Documents/SMS/elev_<<first2>>_<<date>>.txt"),
    """Fra: <<org_title>> (<<phone>>)
<<dmy>> <<t1>>
Hej <<fname2>>! Velkommen på holdet. Din adgang til teoriportalen:
bruger: <<first2>><<n>>
kode: <<cred>>
Første teoritime er tirsdag kl. 17. Vh <<fname>>
""",
    "human",
    syntax="",
)

F.reg(
    "koreskole_email_revisor_economic_adgangskode",
    ("Mail/Sendt/<<id>>.eml", "Documents/mails/e-conomic login til revisor <<date>>.eml"),
    """From: <<fname>> <<lname>> <<<email>>>
To: revision@aarhus-revision.dk
Subject: Adgang til e-conomic for årsregnskab <<year>>
Date: Mon, <<day>> Feb <<year>> <<hh>>:<<mm>>:00 +0100
Content-Type: text/plain; charset=utf-8

Hej,

I kan logge ind på vores e-conomic med denne bruger indtil regnskabet er færdigt:

Aftalenr.: <<id>>
Brugernavn: revisor@<<dom>>
Adgangskode: <<cred>>

Husk at give besked, når I er færdige, så lukker jeg brugeren igen.

Mvh
<<fname>> <<lname>>
<<org_title>>
""",
    "pw",
    syntax="",
)

F.reg(
    "koreskole_smbcredentials_file",
    ("home/<<first>>/.smbcredentials", "root/.smb-<<org>>"),
    """username=<<login>>
password=<<cred>>
domain=KORESKOLE
""",
    "pw_bare",
    syntax="",
)
