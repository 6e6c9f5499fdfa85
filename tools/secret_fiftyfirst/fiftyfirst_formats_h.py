# ruff: noqa: E501
"""Family h: a tailor's shop in Hargeisa (Somaliland), Somali and English."""

from __future__ import annotations

from fiftyfirst_spec import Fam, alnum

F = Fam(
    "dawaarle_hargeisa_somali",
    ("dawaarlehodan",),
    "so",
    (
        ("Hodan", "Hodan"),
        ("Abdirahman", "Abdirahman"),
        ("Sahra", "Sahra"),
        ("Mahad", "Mahad"),
        ("Ifrah", "Ifrah"),
        ("Khadar", "Khadar"),
    ),
    (
        ("Warsame", "Warsame"),
        ("Jaamac", "Jama"),
        ("Faarax", "Farah"),
        ("Cabdi", "Abdi"),
        ("Yuusuf", "Yusuf"),
    ),
    (
        "dirac",
        "guntiino",
        "macawis",
        "hargeysa",
        "baati",
        "shaash",
        "dhaqan",
        "iftiin",
        "barwaaqo",
        "naxariis",
    ),
    ("bisad", "dayax", "libaax", "xiddig"),
    "252",
)

F.reg(
    "dawaarle_somali_whatsapp_erayga_sirta",
    ("WhatsApp/WhatsApp Chat with <<fa>> <<id>>.txt", "exports/dukaan_<<date>>.txt"),
    """<<dmys>>, <<time>> - <<first>>: Walaal erayga sirta ee instagram-ka dukaanka maxay ahayd?
<<dmys>>, <<time>> - <<first2>>: user-ka waa <<user>>.dawaarle
<<dmys>>, <<time>> - <<first2>>: erayga sirta: <<cred>>
<<dmys>>, <<time2>> - <<first>>: Mahadsanid 🙏
""",
    "human",
    syntax="",
)

F.reg(
    "dawaarle_mobile_money_merchant_api_json",
    ("shop/payments_<<nn>>.json", "config/merchant-<<id>>.json"),
    """{
  "provider": "zaad",
  "merchantUid": "M<<id>>",
  "apiUserId": "<<nnn>><<nn>>",
  "apiKey": "<<cred>>",
  "callbackUrl": "https://<<dom>>/pay/callback",
  "currency": "USD"
}
""",
    "x:zd_live_:40",
)

F.reg(
    "dawaarle_instagram_shop_graph_token_python",
    ("scripts/post_new_designs_<<nn>>.py", "shop/ig_<<id>>.py"),
    """import requests

PAGE_TOKEN = "<<cred>>"
IG_USER = "17841<<id>><<nnn>>"


def post(image_url, caption):
    c = requests.post(
        f"https://graph.facebook.com/v19.0/{IG_USER}/media",
        data={"image_url": image_url, "caption": caption, "access_token": PAGE_TOKEN},
        timeout=30,
    ).json()
    requests.post(
        f"https://graph.facebook.com/v19.0/{IG_USER}/media_publish",
        data={"creation_id": c["id"], "access_token": PAGE_TOKEN},
        timeout=30,
    )


post("https://<<dom>>/img/dirac_<<nn>>.jpg", "Dirac cusub 🌸 Hargeysa")
""",
    lambda rng, s: "EAAG" + alnum(rng, 180),
)

F.reg(
    "dawaarle_embroidery_software_network_ini",
    ("Pulse/Pulse_<<nn>>.ini", "ProgramData/Embroidery/<<id>>/machines.ini"),
    """[General]
Language=English
Units=mm

[Network]
MachineShare=\\\\<<ip2>>\\designs
ShareUser=emb<<n>>
SharePassword=<<cred>>

[Machine1]
Model=TMEZ-SC
Heads=1
""",
    "pw",
    syntax="ini",
)

F.reg(
    "dawaarle_measurements_airtable_pat_js",
    ("measurements/sync_<<nn>>.mjs", "shop/airtable_<<id>>.js"),
    """// customer measurements (qiyaasaha macaamiisha)
import Airtable from 'airtable';

const base = new Airtable({ apiKey: '<<cred>>' }).base('app<<hex8>>XyZ');

export async function addMeasure(name, phone, m) {
  await base('Qiyaas').create([{ fields: { Magac: name, Telefoon: phone, ...m } }]);
}
""",
    "p:airtable",
    syntax="",
)

F.reg(
    "dawaarle_english_email_mobile_wallet_login",
    ("Mail/wallet_<<id>>.eml", "mail/<<fa>>/cur/<<epoch>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: eDahab business login
Date: <<dmy>> <<time>> +0300
Content-Type: text/plain; charset=UTF-8

Salaan <<first2>>,

While I am in Djibouti please receive the wedding orders payments. The business wallet web login:

username: <<user>>
password: <<cred>>

Ha u sheegin qof kale. Mahadsanid.
<<first>>
""",
    "human",
    syntax="",
)

F.reg(
    "dawaarle_imazing_sms_csv_reply_only_value",
    ("iMazing/Messages - <<fa>> <<id>>.csv", "backup/sms_<<date>>.csv"),
    """Chat Session,Message Date,Delivered Date,Read Date,Service,Type,Sender ID,Sender Name,Status,Text,Attachment
<<fa>>,<<date>> <<time>>:<<sec>>,,,SMS,Outgoing,,,Sent,"Sahra, waa maxay sirta kombiyuutarka dukaanka?",
<<fa>>,<<date>> <<time2>>:<<sec>>,,,SMS,Incoming,<<phone>>,<<first2>>,Read,<<cred>>,
<<fa>>,<<date>> <<time2>>:<<sec>>,,,SMS,Outgoing,,,Sent,"ok mahadsanid",
""",
    "human_x",
    syntax="",
)

F.reg(
    "dawaarle_order_book_ocr_somali",
    ("scans/buug_<<date>>.txt", "ocr/dalabyada_<<id>>.txt"),
    """DALABYADA — <<dmy>>
1. Guntiino (aroos) — <<first2>> — $<<nn>>
2. Macawis x3 — $<<nn>>

kombiyuutarka:
user: dukaan
sirta: <<cred>>
""",
    "human",
    syntax="",
)
