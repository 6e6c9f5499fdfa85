# ruff: noqa: E501
"""Family e: a tattoo workshop (sadna) in Be'er Sheva (Israel), Hebrew and English."""

from __future__ import annotations

from hundredfortieth_spec import Fam, alnum, pick

E = Fam(
    "kaakua_sadna_beersheva",
    orgs=("kavdyo", "sadnatbeer", "negevink"),
    tld="co.il",
    first="נועה/noa יעל/yael איתי/itay עומר/omer תמר/tamar אורי/ori שירה/shira דניאל/daniel מאיה/maya רועי/roi ליאור/lior הדר/hadar",
    last="כהן/cohen לוי/levi מזרחי/mizrahi פרץ/peretz ביטון/biton אברהם/avraham פרידמן/friedman אזולאי/azulay דהן/dahan שפירא/shapira",
    words=(
        "kaakua",
        "negev",
        "beersheva",
        "midbar",
        "tzabar",
        "shalom",
        "yalla",
        "sababa",
        "chamsa",
        "rimon",
        "gamal",
        "zahav",
        "arava",
        "dyo",
        "makhtesh",
    ),
    pets=("Lucky", "Shoko", "Bamba", "Mitzi", "Loki", "Pitzi", "Kushi", "Nala"),
    walks=("qwerty", "asdfgh", "1qaz2wsx", "123qwe", "zaq12wsx", "qwe123"),
    clubs=("HapoelBS1949", "Hapoel1949", "Maccabi1906", "Beitar1936"),
    cc="+972 5#-###-####",
    city="באר שבע",
)

E.reg(
    "beersheva_whatsapp_android_hebrew_sisma_wifi",
    ("WhatsApp/WhatsApp Chat with <<fa2>>.txt", "gibui/whatsapp/<<org>>_<<date>>.txt"),
    """<<dd>>.<<mo>>.<<year>>, <<time>> - ההודעות והשיחות מוצפנות מקצה לקצה. לאף אחד מחוץ לצ'אט הזה, גם לא ל-WhatsApp, אין אפשרות לקרוא או להאזין להן.
<<dd>>.<<mo>>.<<year>>, <<time>> - <<full2>>: היי, מה הסיסמה של הוויפי בסטודיו? הלקוחה רוצה לשלוח לי רפרנס
<<dd>>.<<mo>>.<<year>>, <<time2>> - <<full>>: רשת <<orgc>>_Studio
<<dd>>.<<mo>>.<<year>>, <<time2>> - <<full>>: סיסמה <<cred>>
<<dd>>.<<mo>>.<<year>>, <<time2>> - <<full2>>: תודה!! 🙏
<<dd>>.<<mo>>.<<year>>, <<time2>> - <<full>>: אל תשכחי לחטא את המיטה אחרי הלקוח של 16:00
""",
    cred="human",
)

E.reg(
    "beersheva_morning_green_invoice_node_token",
    ("invoices/morning.js", "server/<<org>>/greeninvoice.js"),
    """// חשבוניות מס-קבלה אוטומטיות אחרי כל מקדמה — Morning (חשבונית ירוקה)
const axios = require('axios');

const API = 'https://api.greeninvoice.co.il/api/v1';
const API_KEY_ID = '<<uuid>>';
const API_KEY_SECRET = '<<cred>>';

async function getToken() {
  const { data } = await axios.post(`${API}/account/token`, { id: API_KEY_ID, secret: API_KEY_SECRET });
  return data.token;
}

async function receipt(client, amount, description) {
  const token = await getToken();
  return axios.post(`${API}/documents`, {
    type: 320,
    lang: 'he',
    currency: 'ILS',
    description,
    client: { name: client.name, emails: [client.email], add: true },
    income: [{ description, quantity: 1, price: amount, vatType: 0 }],
    payment: [{ type: 3, price: amount, date: new Date().toISOString().slice(0, 10) }],
  }, { headers: { Authorization: `Bearer ${token}` } });
}

module.exports = { receipt };
""",
    cred="b64u:24",
)

E.reg(
    "beersheva_cardcom_low_profile_php_api_password",
    ("includes/cardcom-config.php", "wp-content/themes/<<org>>/cardcom.php"),
    """<?php
/* סליקה - Cardcom LowProfile (מקדמה לקביעת תור) */
$cardcom = [
    'TerminalNumber' => <<n6>>,
    'UserName'       => '<<org>><<n>>',
    'ApiPassword'    => '<<cred>>',
    'Language'       => 'he',
    'CoinID'         => 1,
    'SuccessRedirectUrl' => 'https://<<dom>>/todah',
    'FailedRedirectUrl'  => 'https://<<dom>>/shgiah',
    'IndicatorUrl'       => 'https://<<dom>>/cardcom-indicator.php',
];
""",
    cred="pw_alnum",
)

E.reg(
    "beersheva_bezeq_be_router_label_ocr",
    ("scans/router_<<date>>.txt", "mismachim/<<org>>/bezeq_madbeka_<<nn>>.txt"),
    """bezeq Be
רשת / Network (SSID):  Bezeq-<<x4>>
סיסמה / Password:
<<cred>>
כתובת ניהול: http://10.0.0.138
S/N <<serial>>   MAC <<mac>>
שירות לקוחות 199
""",
    cred="alnum:10",
    extra=lambda rng, s: s.update(x4=alnum(rng, 4, "0123456789ABCDEF")),
)

E.reg(
    "beersheva_email_hebrew_pratei_knisa_tor",
    ("mail/<<fa>>/inbox/<<hex8>>.eml", "gibui/mail/tor_<<date>>.eml"),
    """From: <<full2>> <<<email2>>>
To: <<email>>
Subject: =?UTF-8?B?16TXqNeY15kg15vXoNeZ16HXlCDXnNee16LXqNeb16og15TXqteV16jXmded?=
Date: <<maildate>> +0200
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

היי <<first>>,

פתחתי לך משתמש במערכת התורים של הסטודיו (Calmark), כדי שתוכלי לנהל את היומן שלך לבד.

קישור: https://<<org>>.calmark.co.il/admin
שם משתמש: <<email>>
סיסמה: <<cred>>

מומלץ להחליף סיסמה בכניסה הראשונה.
בהצלחה עם הסשן של השרוול בשבוע הבא!

<<full2>>
<<orgc>> סטודיו לקעקועים, <<city>>
""",
    cred="pw",
    syntax="",
)

E.reg(
    "beersheva_instagram_graph_publish_python",
    ("tools/post_healed.py", "<<org>>-social/instagram_publish.py"),
    '''"""מעלה תמונות של קעקועים מחלימים (healed) לאינסטגרם של הסטודיו דרך Graph API."""

import sys

import requests

IG_USER_ID = "1784<<n6>><<n6>>"
ACCESS_TOKEN = "<<cred>>"
GRAPH = "https://graph.facebook.com/v19.0"


def publish(image_url: str, caption: str) -> str:
    c = requests.post(
        f"{GRAPH}/{IG_USER_ID}/media",
        data={"image_url": image_url, "caption": caption, "access_token": ACCESS_TOKEN},
        timeout=30,
    ).json()
    r = requests.post(
        f"{GRAPH}/{IG_USER_ID}/media_publish",
        data={"creation_id": c["id"], "access_token": ACCESS_TOKEN},
        timeout=30,
    ).json()
    return r["id"]


if __name__ == "__main__":
    print(publish(sys.argv[1], "healed ✨ #<<org>> #tattoo #beersheva"))
''',
    cred="p:fb_page",
)

E.reg(
    "beersheva_openvpn_inline_auth_user_pass",
    ("C/Users/<<fa>>/OpenVPN/config/<<org>>-office.ovpn", "vpn/<<fa>>-<<org>>.ovpn"),
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
ca ca.crt
# גישה למחשב של הנהלת החשבונות מהבית
<auth-user-pass>
<<login>>
<<cred>>
</auth-user-pass>
""",
    cred="human",
    syntax="",
)

E.reg(
    "beersheva_accounts_csv_hebrew_columns",
    ("exports/סיסמאות סטודיו - גיליון1.csv", "Drive/<<orgc>>/accounts_<<year>>.csv"),
    """שירות,כתובת,שם משתמש,סיסמה,הערות
אינסטגרם,instagram.com,<<org>>.tattoo,(אצל <<first2>>),אימות דו-שלבי בטלפון של הסטודיו
Cardcom,secure.cardcom.solutions,<<org>><<n>>,<<cred>>,סליקה
מורנינג,app.greeninvoice.co.il,<<email>>,התחברות עם גוגל,
ספק דיו,<<supplier>>,<<email>>,(לבקש מ<<first>>),הזמנה מינימלית 500 ₪
""",
    cred="human_x",
    syntax="",
    extra=lambda rng, s: s.update(
        supplier=pick(rng, ("inkshop.co.il", "tattoosupply.co.il", "dyo-supplies.co.il"))
    ),
)
