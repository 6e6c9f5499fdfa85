# ruff: noqa: E501
"""Family j: lotus-stem fibre weaving workshops on Inle Lake, Myanmar. Burmese and English."""

from __future__ import annotations

from fortyfifth_spec import Fam, ipynb

F = Fam(
    "lotus_fiber_myanmar",
    orgs=("kyaingpaw", "inlekya", "paukchin", "ywamalotus"),
    tld="com.mm",
    first=("aung", "thandar", "kyaw", "hnin", "zaw", "ei", "min", "su", "htet", "nilar"),
    last=("naing", "win", "oo", "myint", "htun", "aye", "lwin", "soe"),
    words=(
        "kya",
        "pauk",
        "inle",
        "ywama",
        "thingan",
        "shwe",
        "padonmar",
        "mingalar",
        "nyaung",
        "taunggyi",
        "indein",
        "lunyi",
        "phaung",
    ),
    seasons=("thingyan", "monsoon", "hotseason", "coldseason"),
    cc="+95",
    pets=("shwe", "ngwe"),
    local=("ဒေါ်သန္တာဝင်း", "ကိုကျော်ဇော", "မနှင်းအေး", "ဦးမင်းထွန်း"),
)

F.reg(
    "lotus_fiber_burmese_viber_chat_sakarwhet",
    ("Viber/chat_<<first>>_<<n>>.txt", "Downloads/viber_<<org>>_<<date>>.txt"),
    """<<dmys>> <<time>> <<lname>>: မင်္ဂလာပါ၊ ဆိုင် Facebook page ရဲ့ စကားဝှက် ပြန်ပို့ပေးပါ
<<dmys>> <<time2>> <<name2>>: Email - <<email>>
<<dmys>> <<time2>> <<name2>>: စကားဝှက် - <<cred>>
<<dmys>> <<time2>> <<name2>>: ဘယ်သူ့ကိုမှ မပေးပါနဲ့
<<dmys>> <<time2>> <<lname>>: ကျေးဇူးပါ 🙏
""",
    "human",
    syntax="",
)

F.reg(
    "lotus_fiber_facebook_page_token_python",
    ("social/post_scarves_<<n>>.py", "scripts/fb_page_<<word>>.py"),
    """import requests

PAGE_ID = "10<<n4>><<n4>><<n4>>"
PAGE_TOKEN = "<<cred>>"


def post_photo(url: str, caption: str) -> dict:
    r = requests.post(
        f"https://graph.facebook.com/v20.0/{PAGE_ID}/photos",
        data={"url": url, "caption": caption, "access_token": PAGE_TOKEN},
        timeout=30,
    )
    return r.json()
""",
    lambda rng, s: (
        "EAAB"
        + "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(rng.randint(160, 190))
        )
    ),
)

F.reg(
    "lotus_fiber_kbzpay_app_key_java",
    ("src/main/java/mm/<<org>>/pay/KbzPayConfig.java", "shop-api/pay/KbzPayConfig<<n>>.java"),
    """package mm.lotus.pay;

public final class KbzPayConfig {
    public static final String MERCH_CODE = "<<n4>><<n4>>";
    public static final String APP_ID = "kp<<hex8>><<hex8>>";
    public static final String APP_KEY = "<<cred>>";
    public static final String NOTIFY_URL = "https://<<dom>>/pay/kbz/notify";
    public static final String GATEWAY = "https://api.kbzpay.com/payment/gateway/uat/precreate";

    private KbzPayConfig() {}
}
""",
    "alnum:32",
    syntax="",
)

F.reg(
    "lotus_fiber_english_email_fairtrade_portal",
    ("mail/sent/<<n4>>.eml", "Mail/<<date>>_wfto.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: WFTO member portal login (lotus fabric audit)
Date: Tue, <<day>> Sep <<year>> 15:30:12 +0630
Content-Type: text/plain; charset=utf-8

Dear <<first2>>,

For the audit documents of our lotus and silk weavers, please log in here:
https://portal.<<dom>>/members
username: <<user>>
password: <<cred>>

Best regards from Inle,
<<first>>
""",
    "human",
)

F.reg(
    "lotus_fiber_openwrt_uci_wireless",
    ("etc/config/wireless", "backup/openwrt_<<n>>/etc/config/wireless"),
    """config wifi-device 'radio0'
	option type 'mac80211'
	option path 'platform/ahb/18100000.wmac'
	option channel '6'
	option band '2g'
	option htmode 'HT20'

config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid '<<orgc>>-Weaving'
	option encryption 'psk2'
	option key '<<cred>>'
""",
    "pw_sq",
    syntax="",
)


def _nb(s):
    return ipynb(
        [
            ("md", "## Scarf stock (Airtable)\n"),
            (
                "code",
                "from pyairtable import Api\napi = Api('"
                + s["cred"]
                + "')\ntable = api.table('app"
                + s["hex8"]
                + "xYz', 'Stock')\nrows = table.all()\nlen(rows)",
                str(s["n"]) + "\n",
            ),
            (
                "code",
                "import pandas as pd\npd.DataFrame([r['fields'] for r in rows]).groupby('fibre').size()",
                "fibre\nlotus    41\nsilk     77\n",
            ),
        ]
    )


F.reg(
    "lotus_fiber_stock_ipynb_airtable_pat",
    ("notebooks/stock_<<n>>.ipynb", "analysis/<<word>>_scarves.ipynb"),
    _nb,
    "p:airtable",
)

F.reg(
    "lotus_fiber_burmese_sms_reply_value_only",
    ("sms/<<phone2>>_<<n>>.txt", "Messages/<<first>>_<<date>>.txt"),
    """<<lname>> (<<phone2>>) <<dmy>> <<time>>
ရုံးကွန်ပျူတာ password ပို့ပေးပါဦး

Me <<dmy>> <<time2>>
<<cred>>
""",
    "human_x",
    syntax="",
)

F.reg(
    "lotus_fiber_export_docs_aws_credentials",
    ("home/<<user>>/.aws/credentials", "Users/<<user>>/.aws/credentials"),
    """[default]
aws_access_key_id = <<akid>>
aws_secret_access_key = <<cred>>

[export-docs]
aws_access_key_id = <<akid>>
aws_secret_access_key = <<cred>>
region = ap-southeast-1
""",
    "p:aws_secret",
    syntax="ini",
    extra=lambda rng, s: {
        "akid": "AKIA" + "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(16))
    },
)
