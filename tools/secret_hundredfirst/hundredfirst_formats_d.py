# ruff: noqa: E501
"""Family d: a knitwear composite factory in Gazipur, Bangladesh (Bangla, English)."""

from __future__ import annotations

import json

from hundredfirst_spec import Fam, reg

F = Fam(
    name="gazipur_knitwear_composite",
    orgs=("gazipurknit", "padmaknit", "shaplaapparels", "tongiknitwear"),
    tld="com.bd",
    first=(
        ("রহিম", "rahim"),
        ("ফাতেমা", "fatema"),
        ("সাকিব", "sakib"),
        ("নুসরাত", "nusrat"),
        ("তানভীর", "tanvir"),
        ("শারমিন", "sharmin"),
        ("মাহমুদ", "mahmud"),
        ("রুমানা", "rumana"),
    ),
    last=(
        ("হোসেন", "hossain"),
        ("ইসলাম", "islam"),
        ("আহমেদ", "ahmed"),
        ("চৌধুরী", "chowdhury"),
        ("রহমান", "rahman"),
        ("সরকার", "sarkar"),
    ),
    words=(
        "padma",
        "ilish",
        "shapla",
        "bangla",
        "sonar",
        "dhaka",
        "gazipur",
        "boishakh",
        "mishti",
        "bagh",
        "bhalobasha",
        "kobita",
        "nodi",
        "akash",
        "jamuna",
        "pohela",
    ),
    pets=("mini", "kalu", "tom", "bagha", "pushi", "lalu"),
    cc="880",
    places=("gazipur", "dhaka", "ashulia", "savar", "narayanganj", "chittagong"),
)

reg(
    F,
    "gazipur_shima_sdsone_net_use_bat",
    ("knitting/map_design_share_<<n>>.bat", "C:/SDS-ONE/mapdrive_<<nn>>.bat"),
    """@echo off
REM Shima Seiki SDS-ONE APEX design PCs - map the flat-knit program share
net use K: /delete /y >nul 2>&1
net use K: \\\\<<ip>>\\knitprog /user:<<org>>\\knitdesign <<cred>> /persistent:yes
xcopy K:\\WHOLEGARMENT\\<<style>> C:\\SDS\\programs\\<<style>> /E /I /Y
""",
    "pw_bare",
    syntax="",
)


def _messenger(s: dict) -> str:
    def moji(t: str) -> str:
        return t.encode("utf-8").decode("latin-1")

    msgs = [
        {
            "sender_name": moji(f"{s['fl']} {s['ll']}"),
            "timestamp_ms": s["ms"] + 90000,
            "content": moji("ধন্যবাদ আপা, ঢুকতে পেরেছি 👍"),
        },
        {
            "sender_name": moji(f"{s['f2l']} {s['l2l']}"),
            "timestamp_ms": s["ms"] + 60000,
            "content": s["cred"],
        },
        {
            "sender_name": moji(f"{s['f2l']} {s['l2l']}"),
            "timestamp_ms": s["ms"] + 30000,
            "content": moji("ইউজার merch_" + str(s["fa"]) + ", পাসওয়ার্ড নিচে দিলাম"),
        },
        {
            "sender_name": moji(f"{s['fl']} {s['ll']}"),
            "timestamp_ms": s["ms"],
            "content": moji("আপা BGMEA পোর্টালের পাসওয়ার্ডটা একটু দিবেন?"),
        },
    ]
    doc = {
        "participants": [
            {"name": moji(f"{s['fl']} {s['ll']}")},
            {"name": moji(f"{s['f2l']} {s['l2l']}")},
        ],
        "messages": msgs,
        "title": moji(f"{s['f2l']} {s['l2l']}"),
        "is_still_participant": True,
        "thread_path": f"inbox/{s['f2a']}{s['l2a']}_{s['nnnn']}",
    }
    return json.dumps(doc, indent=2)


reg(
    F,
    "gazipur_bangla_messenger_json_pasword_bgmea",
    (
        "messages/inbox/<<f2a>><<l2a>>_<<nnnn>>/message_1.json",
        "fb_export/<<fa>>/message_<<n>>.json",
    ),
    _messenger,
    "human_x",
)

reg(
    F,
    "gazipur_bkash_tokenized_checkout_env",
    ("webstore/<<org>>/.env", "outlet-pos-<<n>>/.env.live"),
    """APP_NAME="<<orgc>> Outlet"
APP_ENV=production
BKASH_BASE_URL=https://tokenized.pay.bka.sh/v1.2.0-beta
BKASH_USERNAME=<<nnnn>><<nnnn>><<n>>
BKASH_PASSWORD=<<bkpw>>
BKASH_APP_KEY=<<appkey>>
BKASH_APP_SECRET=<<cred>>
BKASH_CALLBACK_URL=https://shop.<<dom>>/bkash/callback
""",
    "p:bkash_secret",
    syntax="",
    extra=lambda r, s: s.update(
        bkpw="".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(2))
        + str(r.randint(100000, 999999))
        + "*",
        appkey="".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(25)),
    ),
)

reg(
    F,
    "gazipur_bgmea_ud_portal_bangla_email",
    ("mail/bgmea_ud_<<ymd>>.eml", "Commercial/UD/login_<<nn>>.eml"),
    """From: <<fa>>.<<la>>@<<dom>>
To: commercial@<<dom>>
Cc: <<email2>>
Subject: BGMEA UD পোর্টাল লগইন - <<po>>
Date: <<dmy>> <<hm>> +0600
Content-Type: text/plain; charset=utf-8

আসসালামু আলাইকুম,

নতুন এলসির জন্য UD আবেদন আজকেই জমা দিতে হবে।
পোর্টাল: https://ud.bgmea.com.bd
মেম্বারশিপ নং: <<nnnn>>
ইউজার আইডি: <<org>>_comm
পাসওয়ার্ড: <<cred>>

ধন্যবাদ,
<<fl>> <<ll>>
Commercial, <<orgc>>
""",
    "human",
)

reg(
    F,
    "gazipur_sslcommerz_store_passwd_python",
    ("outlet<<n>>/payments/sslcz.py", "ecom/sslcommerz_<<n>>.py"),
    '''"""SSLCommerz session for the factory outlet web shop."""

import requests

STORE_ID = "<<org>><<nn>>live"
STORE_PASSWD = "<<cred>>"


def init_payment(order_id: str, amount: float, cus: dict) -> str:
    payload = {
        "store_id": STORE_ID,
        "store_passwd": STORE_PASSWD,
        "total_amount": amount,
        "currency": "BDT",
        "tran_id": order_id,
        "success_url": "https://shop.<<dom>>/ok",
        "fail_url": "https://shop.<<dom>>/fail",
        "cancel_url": "https://shop.<<dom>>/cancel",
        "cus_name": cus["name"],
        "cus_phone": cus["phone"],
    }
    r = requests.post("https://securepay.sslcommerz.com/gwprocess/v4/api.php", data=payload, timeout=20)
    return r.json()["GatewayPageURL"]
''',
    "p:sslcz_pass",
)

reg(
    F,
    "gazipur_fire_panel_nvr_handover_md",
    ("handover/maintenance_<<ymd>>.md", "docs/safety/handover_<<fa>>.md"),
    """# হ্যান্ডওভার নোট - মেইনটেন্যান্স (<<date>>)

| যন্ত্র | IP | ইউজার | পাসওয়ার্ড |
|---|---|---|---|
| Fire alarm panel (Notifier NFS2-3030) | - | - | কী বক্সে |
| Hikvision NVR (৬৪ ক্যামেরা) | <<ip>> | admin | <<cred>> |
| Generator controller | <<ip2>> | - | - |

* RSC পরিদর্শন আগামী সপ্তাহে, স্প্রিংকলার পাম্প লগ আপডেট রাখবেন।
* হ্যান্ডওভার: <<fl>> <<ll>> -> <<f2l>> <<l2l>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "gazipur_cctv_vlc_playlist_rtsp_userinfo",
    ("security/cutting_floor_<<n>>.m3u", "Desktop/cameras_<<nn>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Cutting floor <<n>>
rtsp://viewer:<<cred>>@<<ip>>:554/Streaming/Channels/101
#EXTINF:-1,Sewing line <<nn>>
rtsp://viewer:<<cred>>@<<ip2>>:554/Streaming/Channels/201
""",
    "pw_url",
    syntax="",
)

reg(
    F,
    "gazipur_compliance_portal_logins_csv",
    ("compliance/portals_<<y>>.csv", "Compliance/logins_<<nn>>.csv"),
    """portal,url,user,password,owner
Sedex,https://www.sedex.com,<<org>>.compliance,<<cred>>,<<fa>>
Higg FEM,https://portal.higg.org,<<email>>,see KeePass,<<f2a>>
amfori BSCI,https://platform.amfori.org,<<org>>-bsci,,<<fa>>
""",
    "human_x",
    syntax="",
)
