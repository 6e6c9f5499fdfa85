# ruff: noqa: E501
"""Family j: a regional observer mission's office in Chișinău, Moldova: Romanian and Russian
(Cyrillic)."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

from ninetysixth_spec import Fam, jdump

F = Fam(
    name="observer_mission_moldova",
    orgs=("meridova-mission", "rom-observers", "meridova-om", "halvoria-monitor"),
    tlds=("md", "org.md", "org"),
    first=(
        ("Ion", "ion"),
        ("Ana", "ana"),
        ("Vasile", "vasile"),
        ("Mariana", "mariana"),
        ("Andrei", "andrei"),
        ("Natalia", "natalia"),
        ("Sergiu", "sergiu"),
        ("Olga", "olga"),
    ),
    last=(
        ("Popescu", "popescu"),
        ("Rusu", "rusu"),
        ("Ciobanu", "ciobanu"),
        ("Munteanu", "munteanu"),
        ("Lungu", "lungu"),
        ("Țurcanu", "turcanu"),
        ("Ceban", "ceban"),
    ),
    words=(
        "codru",
        "nistru",
        "prut",
        "cricova",
        "mamaliga",
        "placinte",
        "martisor",
        "stefan",
        "orheiul",
        "soroca",
        "balti",
        "mioara",
        "doina",
        "hora",
        "fetesti",
        "purcari",
        "chisinau",
        "valea",
        "ciocarlia",
        "dor",
    ),
    pets=("azor", "grivei", "pufi", "bobik", "murka", "lăbuș"),
    cc="373",
    city=("Chișinău", "chisinau"),
)

F.reg(
    "obsmission_romanian_signal_desktop_copied_parola",
    ("Desktop/signal_<<ymd>>.txt", "Documents/Semnal/copiat_<<n>>.txt"),
    """[<<date_eu>> <<time>>] <<name2>>: Bună, care e parola pentru laptopul echipei LTO <<n>>?
[<<date_eu>> <<time>>] <<name>>: utilizator: lto<<n>>
[<<date_eu>> <<time>>] <<name>>: parola: <<cred>>
[<<date_eu>> <<time>>] <<name>>: ⚠️ mesajul dispare în 1 oră
[<<date_eu>> <<time>>] <<name2>>: Mulțumesc!
""",
    "human",
)


def _kp_pw(rng: random.Random, sl: dict[str, object]) -> str:
    a, b = rng.sample(F.words, 2)
    sep = rng.choice("&<>")
    return f"{a.capitalize()}{sep}{b.capitalize()}{rng.randint(10, 2026)}"


def _keepass(sl: dict[str, object]) -> str:
    def entry(title: str, user: str, pw: str) -> str:
        return (
            "      <Entry>\n"
            f"        <UUID>{sl['id6']}AAAAAAAAAAAAAAAAAA==</UUID>\n"
            f"        <String><Key>Title</Key><Value>{escape(title)}</Value></String>\n"
            f"        <String><Key>UserName</Key><Value>{escape(user)}</Value></String>\n"
            f'        <String><Key>Password</Key><Value ProtectInMemory="True">{escape(pw)}</Value></String>\n'
            f"        <String><Key>URL</Key><Value>https://reports.{sl['dom']}</Value></String>\n"
            "      </Entry>\n"
        )

    return (
        '<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n'
        "<KeePassFile>\n  <Meta><Generator>KeePass</Generator><DatabaseName>Misiune</DatabaseName></Meta>\n"
        "  <Root>\n    <Group>\n      <Name>Misiune</Name>\n"
        + entry("Portal rapoarte observatori", str(sl["user"]), str(sl["cred"]))
        + "    </Group>\n  </Root>\n</KeePassFile>\n"
    )


def _dec_keepass(text: str) -> str:
    root = ET.fromstring(text.encode())
    for s in root.iter("String"):
        if s.findtext("Key") == "Password":
            return s.findtext("Value") or ""
    raise ValueError("no password")


F.reg(
    "obsmission_keepass2_xml_export_escaped",
    ("Documents/KeePass_export_<<ymd>>.xml", "Users/<<user>>/Desktop/misiune_<<n>>.xml"),
    _keepass,
    _kp_pw,
    decode=_dec_keepass,
)

F.reg(
    "obsmission_russian_email_parol_noutbuk",
    ("Mail/Входящие/<<ymd>>_<<n>>.eml", "Thunderbird/Inbox/<<user>>_<<nnn>>.eml"),
    """From: <<name2_a>> <<<email2>>>
To: <<email>>
Subject: =?UTF-8?B?0J3QvtGD0YLQsdGD0Log0LTQu9GPINC60L7QvNCw0L3QtNGL?=
Date: <<date>> <<time>>:00 +0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Добрый день!

Ноутбук для долгосрочных наблюдателей (Бэлць) готов.
Учётная запись Windows: MISSION\\<<user>>
Пароль: <<cred>>
VPN подключается автоматически после входа.

Напоминаю: ноутбук не оставлять в машине.
--
<<name2_a>>, ICT, <<city_a>>
""",
    "human",
)

F.reg(
    "obsmission_rockblock_satellite_sms_python",
    ("tracker/rockblock_send_<<n>>.py", "home/<<user>>/iridium/send_position.py"),
    '''"""Send the team position via RockBLOCK (Iridium SBD) when there is no GSM coverage."""

import requests

IMEI = "<<imei>>"
USERNAME = "<<user>>@<<dom>>"
PASSWORD = "<<cred>>"


def send(lat: float, lon: float) -> str:
    data = f"{lat:.5f},{lon:.5f}".encode().hex()
    resp = requests.post(
        "https://rockblock.rock7.com/rockblock/MT",
        data={"imei": IMEI, "username": USERNAME, "password": PASSWORD, "data": data},
        timeout=30,
    )
    return resp.text
''',
    "pw_dq",
    extra=lambda r, sl: {"imei": "3004340" + str(r.randint(10000000, 99999999))},
)

F.reg(
    "obsmission_maib_ecommerce_project_secret_env",
    ("accreditation-fees/.env", "srv/accred-<<n>>/.env"),
    """# maib e-commerce API v1 — taxe de acreditare (MDL)
MAIB_PROJECT_ID=<<pid>>
MAIB_PROJECT_SECRET=<<cred>>
MAIB_SIGNATURE_KEY=<<sig>>
MAIB_API_URL=https://api.maibmerchants.md/v1
CALLBACK_URL=https://accred.<<dom>>/maib/callback
""",
    "p:maib_secret",
    syntax="",
    extra=lambda r, sl: {
        "pid": "".join(r.choice("0123456789ABCDEF") for _ in range(32)),
        "sig": __import__("ninetysixth_spec").uuid4(r),
    },
)

F.reg(
    "obsmission_report_portal_docker_compose_yaml",
    ("reports-portal/docker-compose.yml", "srv/reports-<<n>>/docker-compose.yaml"),
    """services:
  db:
    image: postgres:16
    restart: unless-stopped
    environment:
      POSTGRES_DB: observer_reports
      POSTGRES_USER: reports
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - pgdata:/var/lib/postgresql/data
  web:
    image: registry.<<dom>>/reports-portal:<<n>>
    depends_on: [db]
    environment:
      LANG: ro_MD.UTF-8
    ports:
      - "8080:8000"
volumes:
  pgdata:
""",
    "pw_dq",
)

F.reg(
    "obsmission_openvpn_ovpn_inline_private_key",
    ("OpenVPN/config/mission-<<city_a>>-<<n>>.ovpn", "Users/<<user>>/OpenVPN/lto<<n>>.ovpn"),
    """client
dev tun
proto udp
remote vpn.<<dom>> 1194
resolv-retry infinite
nobind
persist-key
persist-tun
remote-cert-tls server
cipher AES-256-GCM
verb 3
<ca>
-----BEGIN CERTIFICATE-----
MIIDSzCCAjOgAwIBAgIUQ<<id6>>AQEFBQAwFjEUMBIGA1UEAwwLTWlzc2lvbiBDQTAe
-----END CERTIFICATE-----
</ca>
<key>
<<cred>>
</key>
""",
    "rsa8",
    syntax="",
)

F.reg(
    "obsmission_observer_roster_csv_russian_semicolon",
    ("Shared/Teams/наблюдатели_<<ymd>>.csv", "Documents/echipe_<<n>>.csv"),
    """Команда;Регион;Логин;Пароль;Телефон
LTO<<n>>;Бэлць;<<user>>;<<cred>>;<<phone>>
LTO<<nnn>>;Кагул;<<user2>>;(выдан лично);<<phone2>>
""",
    "human_x",
    syntax="",
)

_ = jdump
