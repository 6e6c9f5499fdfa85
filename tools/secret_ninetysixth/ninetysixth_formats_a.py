# ruff: noqa: E501
"""Family a: the consular section of the (fictional) Valdorian embassy in Addis Ababa,
Ethiopia: Amharic (Ge'ez script) and English."""

from __future__ import annotations

import base64

from ninetysixth_spec import Fam, after, dec_basic, jdump

F = Fam(
    name="embassy_consular_section_ethiopia",
    orgs=("valdoria-embassy", "valdoria-consular", "valdoria-mfa", "quenmark-visa"),
    tlds=("et", "org.et", "com.et"),
    first=(
        ("አበበ", "abebe"),
        ("ሰላም", "selam"),
        ("ትግስት", "tigist"),
        ("ዮሐንስ", "yohannes"),
        ("መሰረት", "meseret"),
        ("ሄኖክ", "henok"),
        ("ብርቱካን", "birtukan"),
        ("ዳዊት", "dawit"),
        ("ፍሬሕይወት", "frehiwot"),
    ),
    last=(
        ("በቀለ", "bekele"),
        ("ተስፋዬ", "tesfaye"),
        ("ገብሬ", "gebre"),
        ("ወልደማርያም", "woldemariam"),
        ("ኃይሌ", "haile"),
        ("አለሙ", "alemu"),
        ("ታደሰ", "tadesse"),
        ("ከበደ", "kebede"),
    ),
    words=(
        "entoto",
        "meskel",
        "timket",
        "buna",
        "injera",
        "shiro",
        "bole",
        "piassa",
        "gelada",
        "simien",
        "lalibela",
        "abay",
        "habesha",
        "enkutatash",
        "genna",
        "fasika",
        "tej",
        "kaldi",
        "merkato",
        "sheger",
    ),
    pets=("boby", "lucky", "tommy", "bella", "simba", "mimi", "toto", "chubi"),
    cc="251",
    city=("አዲስ አበባ", "addis"),
)


def _telegram(sl: dict[str, object]) -> str:
    msgs = [
        ("ሰላም፣ የቪዛ አፖይንትመንት ሲስተሙ ዛሬ አይከፈትም እያለ ነው", str(sl["name2"])),
        (f"የአዲሱ ተጠቃሚ ስም {sl['user']} ነው። ይለፍ ቃሉን ላክልኝ እባክህ", str(sl["name2"])),
        ("አንድ ደቂቃ", str(sl["name"])),
        (str(sl["cred"]), str(sl["name"])),
        ("አመሰግናለሁ! ገባሁ 🙏", str(sl["name2"])),
    ]
    out = []
    for i, (t, who) in enumerate(msgs):
        out.append(
            {
                "id": 40211 + i * 3 + int(str(sl["n"])),
                "type": "message",
                "date": f"{sl['date']}T{sl['hh']}:{int(str(sl['mm'])) // 2 + i:02d}:10",
                "date_unixtime": str(int(str(sl["ts"])) + i * 40),
                "from": who,
                "from_id": f"user{5100000000 + len(who) * 7919}",
                "text": t,
                "text_entities": [{"type": "plain", "text": t}],
            }
        )
    return jdump(
        {
            "name": "ቆንስላ ክፍል — የውስጥ",
            "type": "private_group",
            "id": 1788000000 + int(str(sl["nnn"])),
            "messages": out,
        }
    )


F.reg(
    "consular_amharic_telegram_json_reply_only_value",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "exports/consular_chat_<<ymd>>/result.json",
    ),
    _telegram,
    "human",
)

F.reg(
    "consular_qmatic_orchestra_kiosk_ini",
    ("C:/Qmatic/Orchestra/conf/kiosk_<<n>>.ini", "qmatic/branch_addis_<<n>>/kiosk.ini"),
    """; Qmatic Orchestra - ticket kiosk, consular waiting hall (<<city_a>>)
[Branch]
BranchId=<<n>>
BranchName=Consular Section <<city_a>>
Language=am,en

[Orchestra]
Url=https://orchestra.<<dom>>:<<port>>/qsystem
ApiUser=kiosk<<n>>
ApiPassword=<<cred>>
TimeoutSeconds=20

[Printer]
Model=TP-80 Kiosk
Logo=valdoria_crest.bmp
""",
    "pw",
)

F.reg(
    "consular_bgan_explorer_handover_note_md",
    ("handover/bgan_terminal_<<date>>.md", "Shared/Consular/Handover/BGAN_<<ymd>>.md"),
    """# Handover — BGAN terminal (Cobham EXPLORER 710) / የሳተላይት ተርሚናል ርክክብ

Outgoing: <<name_a>> · Incoming: <<name2_a>> · Date: <<date>>

* Kept in the strongroom cupboard, charger in the grey Peli case.
* Web UI: http://192.168.0.1 (connect via LAN port 2, not Wi-Fi)
* SIM PIN and PUK are in the sealed envelope (not here).
* የድረ-ገጽ አስተዳዳሪ / web admin

  | field | value |
  |---|---|
  | user | admin |
  | password | <<cred>> |

* Test call to Ops Room every Monday 09:00, log it in the comms register.
* Airtime top-up via the Inmarsat partner portal, ask Finance (<<email2>>).
""",
    "pw_alnum",
)

F.reg(
    "consular_openfortivpn_config",
    (
        "backup/laptop<<nnn>>/etc/openfortivpn/config",
        "home/<<user>>/.config/openfortivpn/valdoria.conf",
    ),
    """# openfortivpn — Valdoria MFA remote access (consular laptop <<id6>>)
host = vpn.<<dom>>
port = 10443
username = <<user>>
password = <<cred>>
trusted-cert = <<hexcert>>
set-dns = 1
pppd-use-peerdns = 1
""",
    "pw_bare",
    syntax="",
    extra=lambda r, sl: {"hexcert": "".join(r.choice("0123456789abcdef") for _ in range(64))},
)


def _har(sl: dict[str, object]) -> str:
    return jdump(
        {
            "log": {
                "version": "1.2",
                "creator": {"name": "Firefox", "version": "128.0"},
                "entries": [
                    {
                        "startedDateTime": f"{sl['date']}T{sl['time']}:03.112+03:00",
                        "request": {
                            "method": "GET",
                            "url": f"https://evisa-backoffice.{sl['dom']}/api/v2/applications?status=pending&page=1",
                            "httpVersion": "HTTP/2",
                            "headers": [
                                {"name": "Host", "value": f"evisa-backoffice.{sl['dom']}"},
                                {"name": "Accept", "value": "application/json"},
                                {"name": "Authorization", "value": f"Basic {sl['enc']}"},
                                {"name": "Accept-Language", "value": "am-ET,en;q=0.7"},
                            ],
                        },
                        "response": {"status": 200, "statusText": "OK"},
                    }
                ],
            }
        }
    )


F.reg(
    "consular_evisa_backoffice_har_basic_auth_base64",
    ("Downloads/evisa-backoffice_<<ymd>>.har", "tickets/INC<<nnn>><<n>>/evisa_<<date>>.har"),
    _har,
    "human_x",
    syntax="json",
    extra=lambda r, sl: {"enc": base64.b64encode(f"{sl['user']}:{sl['cred']}".encode()).decode()},
    decode=after(r"Basic ([A-Za-z0-9+/=]+)", dec_basic),
)

F.reg(
    "consular_passport_scanner_smbclient_bash_history",
    ("home/<<user>>/.bash_history", "backup/scanpc<<n>>/root/.bash_history"),
    """lsusb | grep -i regula
sudo systemctl restart regula-reader
ls /var/spool/scans/<<date>>
smbclient //fs01.<<dom>>/consular_scans -U <<user>>%<<cred>> -c 'prompt; mput *.jpg'
rm -f /var/spool/scans/<<date>>/*.jpg
history | tail
""",
    "pw_bare",
)


def _xlsx(sl: dict[str, object]) -> str:
    cells = [
        "ስም",
        "ተጠቃሚ",
        "የይለፍ ቃል",
        "ማስታወሻ",
        str(sl["name"]),
        str(sl["user"]),
        str(sl["cred"]),
        "የክፍያ ደረሰኝ ሲስተም",
        str(sl["name2"]),
        str(sl["user2"]),
        "በፖስታ ተልኳል",
        "ፈቃድ ላይ",
    ]
    si = "".join(f"<si><t>{c}</t></si>" for c in cells)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        f'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(cells)}" uniqueCount="{len(cells)}">'
        f"{si}</sst>"
    )


F.reg(
    "consular_fee_receipts_xlsx_shared_strings",
    ("fee_receipts_<<y>>/xl/sharedStrings.xml", "unzipped/የክፍያ_ደረሰኝ_<<ymd>>/xl/sharedStrings.xml"),
    _xlsx,
    "human_x",
)

F.reg(
    "consular_evisa_fees_chapa_dotenv",
    ("home/<<user>>/evisa-fees/.env", "srv/evisa-fees-<<n>>/.env.production"),
    """APP_ENV=production
APP_URL=https://fees.<<dom>>
DB_HOST=<<ip>>
DB_DATABASE=consular_fees
DB_USERNAME=fees_app
# Chapa (ETB card / telebirr / CBE Birr collections)
CHAPA_PUBLIC_KEY=CHAPUBK-<<pub>>
CHAPA_SECRET_KEY=<<cred>>
CHAPA_WEBHOOK_URL=https://fees.<<dom>>/webhooks/chapa
CURRENCY=ETB
""",
    "p:chapa",
    syntax="",
    extra=lambda r, sl: {
        "pub": "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(32))
    },
)
