# ruff: noqa: E501
"""Family n: a bottle-service promoter in Manila / BGC (Taglish, Tagalog)."""

from __future__ import annotations

import json

from hundredthirtyfirst_spec import Fam, dec_b64, enc_b64, grab

F = Fam(
    name="barkada_bottle_service_philippines",
    orgs=("barkadalux", "poblacionvip", "bgcbottles", "tagaynight"),
    tld="com.ph",
    first=(
        ("Juan", "juan"),
        ("Maria", "maria"),
        ("Jose", "jose"),
        ("Angelica", "angel"),
        ("Mark", "mark"),
        ("Kristine", "tin"),
        ("Paolo", "pao"),
        ("Jasmine", "jas"),
    ),
    last=(
        ("Dela Cruz", "delacruz"),
        ("Santos", "santos"),
        ("Reyes", "reyes"),
        ("Bautista", "bautista"),
        ("Garcia", "garcia"),
        ("Mendoza", "mendoza"),
        ("Villanueva", "villanueva"),
        ("Ramos", "ramos"),
    ),
    words=(
        "barkada",
        "inuman",
        "tagay",
        "pulutan",
        "sisig",
        "lechon",
        "mabuhay",
        "makati",
        "poblacion",
        "redhorse",
        "mahal",
        "ganda",
        "puyat",
        "salamat",
        "kilig",
        "pogi",
        "lodi",
        "petmalu",
    ),
    pets=("Bantay", "Whitey", "Choco", "Brownie", "Bruno", "Mingming"),
    cc="+63",
    city="Taguig",
)

F.reg(
    "barkada_taglish_messenger_json_password",
    (
        "<<org>>/messenger/message_1.json",
        "Downloads/facebook-<<org>>/messages/inbox/promoters_<<n>>/message_1.json",
    ),
    lambda s: json.dumps(
        {
            "participants": [{"name": s["first"]}, {"name": s["first2"]}],
            "messages": [
                {
                    "sender_name": s["first2"],
                    "timestamp_ms": s["ts"] * 1000 + 5300,
                    "content": "ayan na, wag mo na ipost sa GC ha",
                },
                {
                    "sender_name": s["first2"],
                    "timestamp_ms": s["ts"] * 1000 + 5000,
                    "content": f"pw: {s['cred']}",
                },
                {
                    "sender_name": s["first"],
                    "timestamp_ms": s["ts"] * 1000,
                    "content": "pre ano ulit password ng SevenRooms natin? may table reservation ako for Sat",
                },
            ],
            "title": "Promoters BGC",
            "thread_path": f"inbox/promoters_{s['n']}",
        },
        indent=2,
    ),
    "human",
)

F.reg(
    "barkada_paymongo_table_deposit_env",
    ("<<org>>/reserve/.env", "srv/<<org>>-tables/.env"),
    """# Table deposits via GCash / Maya / card
PAYMONGO_PUBLIC_KEY=pk_live_<<hex8>><<hex8>><<hex8>>
PAYMONGO_SECRET_KEY=<<cred>>
MIN_SPEND_PHP=25000
""",
    "p:paymongo",
    syntax="",
)

F.reg(
    "barkada_xendit_promoter_payout_node",
    ("<<org>>/payouts/index.js", "srv/<<org>>/commissions/payout_<<n>>.js"),
    """// Weekly promoter commissions to GCash via Xendit Disbursements
const Xendit = require("xendit-node");

const x = new Xendit({ secretKey: "<<cred>>" });
const { Payout } = x;

module.exports = async function pay(promoter) {
  return Payout.createPayout({ idempotencyKey: `comm-${promoter.id}-<<date>>`,
    data: { referenceId: promoter.id, channelCode: "PH_GCASH", amount: promoter.total, currency: "PHP",
      channelProperties: { accountNumber: promoter.gcash, accountHolderName: promoter.name } } });
};
""",
    "p:xendit",
    syntax="",
)


def _mime_pw(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    return grab(r"Password: (\S+)", dec_b64(body.replace("\n", "")))


def _mime_enc(n: str, s: dict) -> str:
    body = (
        f"Hi {s['first2']},\n\nEto na yung login sa SevenRooms para sa guest list ng Sabado.\n"
        f"Username: {s['email2']}\nPassword: {n}\n\nPaki-update na lang yung tables, salamat!\n{s['first']}\n"
    )
    b = enc_b64(body)
    return "\n".join(b[i : i + 76] for i in range(0, len(b), 76))


F.reg(
    "barkada_tagalog_email_base64_mime_body",
    ("mail/<<org>>/guestlist-<<date>>.eml", "<<fa>>/Mail/Sent/<<n3>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: SevenRooms login - Sabado guest list
Date: Fri, <<d>> Oct <<y>> 19:22:10 +0800
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: base64

<<enc>>
""",
    "human",
    syntax="",
    encode=_mime_enc,
    decode=_mime_pw,
)

F.reg(
    "barkada_guestlist_apps_script_semaphore_sms",
    ("<<org>>/apps-script/Code.gs", "Drive/<<org>>/guestlist_<<n>>.gs"),
    """// Guest list form -> SMS confirmation via Semaphore
const SEMAPHORE_API_KEY = "<<cred>>";
const SENDER = "<<org>>";

function onFormSubmit(e) {
  const v = e.namedValues;
  UrlFetchApp.fetch("https://api.semaphore.co/api/v4/messages", {
    method: "post",
    payload: { apikey: SEMAPHORE_API_KEY, number: v["Mobile"][0], message: "Confirmed ka sa guest list! See you Sat 🍾", sendername: SENDER },
  });
}
""",
    "hex:32",
    syntax="",
)

F.reg(
    "barkada_viber_copied_reply_only_value",
    ("<<org>>/notes/viber_<<date>>.txt", "Documents/viber_copy_<<n>>.txt"),
    """[<<dmy>> <<h0>>] <<first>>: bes yung sa Instagram ng club?
[<<dmy>> <<h1>>] <<first2>>: <<cred>>
[<<dmy>> <<h2>>] <<first>>: tnx 😘
""",
    "human",
    syntax="",
)

F.reg(
    "barkada_vip_tablet_wpa_supplicant",
    ("<<org>>/tablet/wpa_supplicant.conf", "etc/wpa_supplicant/wpa_supplicant-<<n>>.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=PH

network={
    ssid="<<org>>_VIP"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    "human_x",
    syntax="",
)

F.reg(
    "barkada_commission_xlsx_sharedstrings_gcash_login",
    (
        "<<org>>/commissions_<<y>>/xl/sharedStrings.xml",
        "Documents/<<org>>_komisyon/xl/sharedStrings.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="9" uniqueCount="9">
<si><t>Promoter</t></si><si><t>Tables</t></si><si><t>Komisyon</t></si>
<si><t><<first>> <<last>></t></si><si><t>GCash for Business login</t></si><si><t><<phone>></t></si>
<si><t><<cred>></t></si><si><t>Sabado</t></si><si><t>Linggo</t></si>
</sst>
""",
    "pw_xml",
)
