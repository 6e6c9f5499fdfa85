# ruff: noqa: E501
"""Family d: a UN agency's field office in Yangon, Myanmar: Burmese (Myanmar script) and
English."""

from __future__ import annotations

from ninetysixth_spec import Fam, jdump

F = Fam(
    name="un_agency_field_office_myanmar",
    orgs=("nordvik-relief", "unfo-mm", "nordvikaid", "humanitarian-hub"),
    tlds=("org", "org.mm", "net.mm"),
    first=(
        ("အောင်", "aung"),
        ("ခင်", "khin"),
        ("သီတာ", "thida"),
        ("ဇော်", "zaw"),
        ("နန္ဒာ", "nandar"),
        ("မင်း", "min"),
        ("စုစု", "susu"),
        ("ကျော်", "kyaw"),
    ),
    last=(
        ("မြင့်", "myint"),
        ("ထွန်း", "htun"),
        ("ဝင်း", "win"),
        ("နိုင်", "naing"),
        ("သန့်", "thant"),
        ("လွင်", "lwin"),
        ("ဦး", "oo"),
    ),
    words=(
        "shwedagon",
        "inle",
        "bagan",
        "thingyan",
        "mohinga",
        "ayeyarwady",
        "mandalay",
        "thanaka",
        "sule",
        "kandawgyi",
        "padauk",
        "chinlone",
        "longyi",
        "laphet",
        "kalaw",
        "mingalar",
        "hpaan",
        "thadingyut",
    ),
    pets=("lucky", "bobo", "mee", "kitty", "tiger", "wahwah"),
    cc="95",
    city=("ရန်ကုန်", "yangon"),
)


def _viber(sl: dict[str, object]) -> str:
    rows = [
        ("Date", "Time", "Sender", "Phone", "Message"),
        (
            sl["date_sl"],
            f"{sl['hh']}:02",
            sl["name2"],
            sl["phone2"],
            "ဆရာ ShareFile စကားဝှက် ပြန်ပို့ပေးပါဦး",
        ),
        (sl["date_sl"], f"{sl['hh']}:09", sl["name"], sl["phone"], "ခဏနော်"),
        (sl["date_sl"], f"{sl['hh']}:11", sl["name"], sl["phone"], sl["cred"]),
        (sl["date_sl"], f"{sl['hh']}:12", sl["name2"], sl["phone2"], "ကျေးဇူးတင်ပါတယ် 🙏"),
    ]
    return "\n".join(",".join(f'"{c}"' for c in row) for row in rows) + "\n"


F.reg(
    "unfield_burmese_viber_csv_reply_only_value",
    ("Viber/Export/<<fa>>_<<ymd>>.csv", "Documents/Viber backups/chat_<<n>>.csv"),
    _viber,
    "human",
)

F.reg(
    "unfield_kobotoolbox_submissions_sync_py",
    ("scripts/kobo_pull_<<n>>.py", "home/<<user>>/mel/kobo_sync.py"),
    '''"""Pull the distribution-monitoring submissions from KoboToolbox into the M&E share."""

import csv
import requests

KOBO_URL = "https://kf.kobotoolbox.org"
KOBO_TOKEN = "<<cred>>"
ASSET_UID = "a<<asset>>"
OUT = r"\\\\fs01\\mel\\kobo\\distribution_<<ymd>>.csv"


def main() -> None:
    url = f"{KOBO_URL}/api/v2/assets/{ASSET_UID}/data.json"
    resp = requests.get(url, headers={"Authorization": f"Token {KOBO_TOKEN}"}, timeout=60)
    rows = resp.json()["results"]
    with open(OUT, "w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=sorted(rows[0]))
        writer.writeheader()
        writer.writerows(rows)


if __name__ == "__main__":
    main()
''',
    "p:kobo",
    extra=lambda r, sl: {
        "asset": "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(21)
        )
    },
)

F.reg(
    "unfield_thuraya_ip_terminal_notes_burmese",
    ("Desktop/thuraya_<<n>>.txt", "Shared/Security/Comms/ThurayaIP_<<ymd>>.txt"),
    """Thuraya IP+ (field vehicle <<n>>) — ဆက်သွယ်ရေး မှတ်စု
Web UI: 192.168.128.100
User: admin
စကားဝှက် (web): <<cred>>
Streaming IP ကို Security Officer ခွင့်ပြုချက်နဲ့သာ ဖွင့်ပါ။
Last checked: <<date>> by <<name_a>>
""",
    "pw_alnum",
)

F.reg(
    "unfield_openvpn_auth_user_pass_bare_file",
    ("etc/openvpn/client/auth_<<n>>.txt", "Users/<<user>>/OpenVPN/config/fo-<<city_a>>.auth"),
    """<<user>>
<<cred>>
""",
    "pw",
    syntax="",
)

F.reg(
    "unfield_dhis2_personal_access_token_r",
    ("analysis/dhis2_pull_<<n>>.R", "home/<<user>>/nutrition/dhis2_export.R"),
    """# Nutrition cluster — pull MUAC screening data from DHIS2 (Myanmar instance)
library(httr)
library(jsonlite)

base <- "https://dhis2.<<dom>>/api"
pat  <- "<<cred>>"

res <- GET(paste0(base, "/analytics.json?dimension=dx:muacRed;muacYellow&dimension=pe:LAST_12_MONTHS&filter=ou:<<ou>>"),
           add_headers(Authorization = paste("ApiToken", pat)))
dat <- fromJSON(content(res, "text"))
write.csv(dat$rows, "muac_<<ymd>>.csv", row.names = FALSE)
""",
    "p:dhis2_pat",
    syntax="",
    extra=lambda r, sl: {
        "ou": "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(11)
        )
    },
)


def _odk(sl: dict[str, object]) -> str:
    return jdump(
        {
            "general": {
                "server_url": f"https://odk.{sl['dom']}/v1/key/{sl['id6']}/projects/{sl['n']}",
                "username": sl["user"],
                "password": sl["cred"],
                "form_update_mode": "match_exactly",
                "autosend": "wifi_and_cellular",
                "app_language": "my",
            },
            "admin": {"change_server": False, "admin_pw": ""},
            "project": {"name": "PDM Round " + str(sl["n"]), "icon": "P", "color": "#3e9fcc"},
        }
    )


F.reg(
    "unfield_odk_collect_settings_json",
    ("odk/settings_enumerator_<<n>>.json", "Shared/MEAL/ODK/collect_settings_<<ymd>>.json"),
    _odk,
    "pw_json",
)

F.reg(
    "unfield_kbzpay_cash_transfer_java_properties",
    (
        "cbt-disbursement/src/main/resources/kbzpay.properties",
        "srv/cbt-<<n>>/config/kbzpay.properties",
    ),
    """# Cash-based transfer disbursement — KBZPay merchant API
kbzpay.api.url=https://api.kbzpay.com/payment/gateway/uat/
kbzpay.merchant.code=<<mcode>>
kbzpay.appid=kp<<appid>>
kbzpay.appkey=<<cred>>
kbzpay.trade.type=APP
kbzpay.notify.url=https://cbt.<<dom>>/kbzpay/notify
""",
    "p:kbzpay",
    syntax="",
    extra=lambda r, sl: {
        "mcode": str(r.randint(200000, 299999)),
        "appid": "".join(r.choice("0123456789abcdef") for _ in range(30)),
    },
)

F.reg(
    "unfield_burmese_email_sharefile_spwhak",
    ("Outlook/Exported/<<ymd>>_sharefile.eml", "Mail/<<user>>/Sent/<<nnn>>.eml"),
    """From: <<name_a>> <<<email>>>
To: <<email2>>
Subject: ShareFile — ပါတနာ အဖွဲ့ အကောင့်
Date: <<date>> <<time>>:00 +0630
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

မင်္ဂလာပါ <<fn2>>,

ပါတနာ NGO အတွက် Citrix ShareFile အကောင့် ဖွင့်ပေးပြီးပါပြီ။
Link: https://<<org>>.sharefile.com
အသုံးပြုသူအမည်: <<user>>@<<dom>>
စကားဝှက်: <<cred>>

ပထမဆုံး ဝင်ပြီးရင် စကားဝှက် ပြောင်းပေးပါ။

ကျေးဇူးတင်ပါတယ်
<<name>>
""",
    "human",
)
