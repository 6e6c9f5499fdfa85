# ruff: noqa: E501
"""Family c: a Dumbara handloom weaving cooperative near Kandy, Sri Lanka (Sinhala, Tamil)."""

from __future__ import annotations

import json

from seventysixth_spec import Fam

F = Fam(
    name="handloom_dumbara_weaving_lanka",
    orgs=("dumbarawa", "nelumnool", "rataredi"),
    tld="lk",
    first=(
        ("නිමල්", "nimal"),
        ("කුමාරි", "kumari"),
        ("ශාන්ති", "shanthi"),
        ("චමිලා", "chamila"),
        ("ප්‍රියන්ත", "priyantha"),
        ("දිල්රුක්ෂි", "dilrukshi"),
        ("கமலா", "kamala"),
    ),
    last=(
        ("පෙරේරා", "perera"),
        ("සිල්වා", "silva"),
        ("බණ්ඩාර", "bandara"),
        ("ජයසිංහ", "jayasinghe"),
        ("වික්‍රමසිංහ", "wickramasinghe"),
    ),
    words=(
        "ruhuna",
        "kandy",
        "lanka",
        "nool",
        "redi",
        "avurudu",
        "kiribath",
        "kottu",
        "nelum",
        "rata",
        "dumbara",
        "kokila",
        "sudu",
        "rathu",
        "peraheera",
        "olu",
        "kithul",
    ),
    pets=("rosy", "jimmy", "kalu", "sudu", "bobby", "puppa", "tikiri"),
    cc="+9477",
    places=("Kandy", "Kurunegala", "Matale", "Galle", "Colombo", "Dumbara"),
)


# 1. PayHere merchant config JSON of the online shop


def _payhere(s: dict) -> str:
    doc = {
        "payhere": {
            "live": True,
            "merchant_id": f"12{s['nn']}{s['n']}",
            "merchant_secret": s["cred"],
            "notify_url": f"https://{s['dom']}/payhere/notify",
            "return_url": f"https://{s['dom']}/order/thanks",
            "currency": "LKR",
        },
        "shop": {"name": f"{s['orgc']} Handloom", "email": s["email"]},
    }
    return json.dumps(doc, indent=2) + "\n"


F.reg(
    "dumbara_payhere_merchant_secret_json",
    ("srv/<<org>>-shop/config/payhere.json", "home/<<fa>>/shop/config/payhere.live.json"),
    _payhere,
    "p:payhere",
)

# 2. Viber chat in Sinhala (desktop copy)
F.reg(
    "dumbara_sinhala_viber_desktop_copy",
    ("Documents/viber_<<fa2>>.txt", "Users/<<fa>>/Desktop/viber chat <<date>>.txt"),
    """<<fn>> <<ln>> <<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>>
අක්කේ, Daraz seller center එකේ මුරපදය මතක නෑ. එවන්නකෝ
<<fn2>> <<d>>/<<mo>>/<<y>>, <<hh>>:<<mi2>>
ඊමේල් <<email>>
මුරපදය <<cred>>
<<fn>> <<ln>> <<d>>/<<mo>>/<<y>>, <<hh>>:<<mi2>>
ස්තුතියි! 🙏
""",
    "human",
)


# 3. Flat ODS of members and their online logins


def _fods(s: dict) -> str:
    def row(*cells: str) -> str:
        return (
            "<table:table-row>"
            + "".join(
                f'<table:table-cell office:value-type="string"><text:p>{c}</text:p></table:table-cell>'
                for c in cells
            )
            + "</table:table-row>"
        )

    return f"""<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:body><office:spreadsheet><table:table table:name="සාමාජිකයින්">
{row("නම", "ගම", "නූල් (kg)", "ඊමේල්", "මුරපදය")}
{row(f"{s['fn']} {s['ln']}", str(s["place"]), str(s["n"]), s["email"], str(s["cred"]))}
{row(f"{s['fn2']} {s['ln2']}", "Dumbara", str(s["nn"] % 40), s["email2"], "-")}
</table:table></office:spreadsheet></office:body></office:document>
"""


F.reg(
    "dumbara_weaver_members_flat_ods_sheet",
    ("Cooperative/members_<<y>>.fods", "Shared/<<orgc>>/සාමාජික_<<n>>.fods"),
    _fods,
    "human_x",
    syntax="xml",
)

# 4. Daraz Open Platform seller script (Python)
F.reg(
    "dumbara_daraz_open_platform_orders_py",
    ("home/<<fa>>/daraz/pull_orders.py", "opt/<<org>>/daraz_sync.py"),
    '''"""Pull Daraz.lk orders for the handloom sarees and update stock sheet."""
import hashlib
import hmac
import time

import requests

APP_KEY = "5<<nn>><<n>>"
APP_SECRET = "<<cred>>"
ACCESS_TOKEN_FILE = "/opt/<<org>>/daraz_token.txt"
API = "https://api.daraz.lk/rest"


def sign(path: str, params: dict) -> str:
    base = path + "".join(f"{k}{v}" for k, v in sorted(params.items()))
    return hmac.new(APP_SECRET.encode(), base.encode(), hashlib.sha256).hexdigest().upper()


def orders():
    params = {"app_key": APP_KEY, "timestamp": str(int(time.time() * 1000)), "sign_method": "sha256"}
    params["sign"] = sign("/orders/get", params)
    return requests.get(API + "/orders/get", params=params, timeout=30).json()
''',
    "alnum:32",
)

# 5. Nextcloud config.php (loom photo archive)
F.reg(
    "dumbara_pattern_archive_nextcloud_configphp",
    ("var/www/nextcloud/config/config.php", "srv/<<org>>-cloud/config/config.php"),
    """<?php
$CONFIG = array (
  'instanceid' => 'oc<<h8>>',
  'passwordsalt' => 'x<<h8>>Q',
  'trusted_domains' => array (0 => 'cloud.<<dom>>', 1 => '<<lan>>'),
  'datadirectory' => '/srv/nc-data',
  'dbtype' => 'mysql',
  'version' => '29.0.4.1',
  'overwrite.cli.url' => 'https://cloud.<<dom>>',
  'dbname' => 'nextcloud',
  'dbhost' => 'localhost',
  'dbport' => '',
  'dbtableprefix' => 'oc_',
  'mysql.utf8mb4' => true,
  'dbuser' => 'ncadmin',
  'dbpassword' => '<<cred>>',
  'installed' => true,
  'default_language' => 'si',
);
""",
    "pw_sq",
    syntax="",
)

# 6. Tamil e-mail to the export agent
F.reg(
    "dumbara_tamil_email_export_agent_portal",
    ("Mail/Export/<<date>>.eml", "Outlook/<<org>>/Sent/<<nn>>.eml"),
    """From: <<email>>
To: kamala.export@<<org>>-colombo.lk
Subject: EDB ஏற்றுமதி போர்ட்டல் - உள்நுழைவு
Date: <<d>> Mar <<y>> <<hh>>:<<mi>>:12 +0530
Content-Type: text/plain; charset=UTF-8

வணக்கம் கமலா,

கைத்தறி சேலைகளின் ஏற்றுமதி ஆவணங்களை EDB போர்ட்டலில் பதிவேற்றுங்கள்.
பயனர் பெயர்: <<user>>
கடவுச்சொல்: <<cred>>

நன்றி,
<<fa>> / <<orgc>>
""",
    "human",
)

# 7. crontab with mysqldump
F.reg(
    "dumbara_shop_crontab_mysqldump_nightly",
    ("var/spool/cron/crontabs/<<fa>>", "etc/cron.d/<<org>>-backup"),
    """# m h dom mon dow command
MAILTO=<<email>>
15 1 * * * mysqldump -u shop -p'<<cred>>' --single-transaction <<org>>_shop | gzip > /backup/shop_$(date +\\%F).sql.gz
40 1 * * * rclone copy /backup gdrive:<<org>>-backup --max-age 48h
0 4 * * 0 find /backup -mtime +30 -delete
""",
    "pw_sq",
)

# 8. OCR of the weaving-shed notice board: value on the line after the label


def _ocr(s: dict) -> str:
    return f"""{s["orgc"]} වියන මධ්‍යස්ථානය
---------------------------
වැඩ වේලාව 7.30 - 4.30
නූල් ඉල්ලීම් සඳුදා පමණි

WiFi : {s["orgc"]}_Loom
මුරපදය
{s["cred"]}

ප්‍රශ්න ඇත්නම් {s["phone"]}
"""


F.reg(
    "dumbara_weaving_shed_notice_ocr_next_line",
    ("Scans/notice_<<date>>.txt", "Pictures/OCR/IMG_<<nn>>.txt"),
    _ocr,
    "human_x",
)
