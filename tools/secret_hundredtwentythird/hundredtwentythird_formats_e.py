# ruff: noqa: E501
"""Family e: a microinsurance field officer of an NGO in Rangpur, Bangladesh (Bengali)."""

from __future__ import annotations

from hundredtwentythird_spec import Fam, alnum, draw, human, jdump

F = Fam(
    name="maathkormi_microinsurance_bangladesh",
    orgs=("shurokkhabima", "grameenrokkha", "nodiprotect"),
    tld="org.bd",
    first=(
        ("রহিমা", "rahima"),
        ("করিম", "karim"),
        ("শাহানা", "shahana"),
        ("মিজান", "mizan"),
        ("নাসরিন", "nasrin"),
        ("আরিফ", "arif"),
        ("সুমাইয়া", "sumaiya"),
        ("তানভীর", "tanvir"),
    ),
    last=(
        ("আক্তার", "akter"),
        ("হোসেন", "hossain"),
        ("ইসলাম", "islam"),
        ("রহমান", "rahman"),
        ("বেগম", "begum"),
        ("মিয়া", "mia"),
    ),
    words=(
        "padma",
        "ilish",
        "bangla",
        "shapla",
        "rangpur",
        "boishakh",
        "nodi",
        "dhaka",
        "tista",
        "kobita",
        "sonar",
        "amar",
        "bhalo",
        "megh",
    ),
    pets=("tuni", "lalu", "mini", "bhulu", "kalu"),
    cc="+880",
)

F.reg(
    "maathkormi_bkash_tokenized_checkout_php",
    ("premium/bkash/config.php", "htdocs/<<org>>-collection-<<n>>/bkash_config.php"),
    """<?php
// বীমা প্রিমিয়াম সংগ্রহ - bKash Tokenized Checkout
define('BKASH_BASE_URL', 'https://tokenized.pay.bka.sh/v1.2.0-beta');
define('BKASH_APP_KEY', '<<key>>');
define('BKASH_APP_SECRET', '<<cred>>');
define('BKASH_USERNAME', '<<phone>>');
define('BKASH_PASSWORD', '<<pw2>>');
define('BKASH_CALLBACK', 'https://<<dom>>/bkash/callback.php');
""",
    cred="p:bkash_secret",
    syntax="",
    extra=lambda rng, s: {"key": alnum(rng, 25), "pw2": draw(rng, "pw_sq", F)},
)

F.reg(
    "maathkormi_bengali_whatsapp_ios_password_kobo",
    ("WhatsApp Chat - মাঠকর্মী <<n>>/_chat.txt", "exports/wa_field_<<date>>.txt"),
    """[<<d>>/<<m>>/<<y>>, <<time>>:05] <<first>> <<last>>: আপা, কোবো ফর্মে সদস্য ভর্তি করতে পারছি না
[<<d>>/<<m>>/<<y>>, <<time>>:41] <<first2>> <<last2>>: ইউজার <<login>>
[<<d>>/<<m>>/<<y>>, <<time>>:42] <<first2>> <<last2>>: পাসওয়ার্ড <<cred>>
[<<d>>/<<m>>/<<y>>, <<time>>:50] <<first>> <<last>>: ধন্যবাদ আপা, এখন হচ্ছে ✅
""",
    cred="human",
    syntax="",
)


def _odk(s):
    return jdump(
        {
            "general": {
                "server_url": f"https://kc.kobotoolbox.org/{s['org']}",
                "username": s["login"],
                "password": s["cred"],
                "formlist_url": "/formList",
                "constraint_behavior": "on_swipe",
            },
            "admin": {"admin_pw": str(s["n4"]), "edit_saved": False},
            "project": {"name": "ক্ষুদ্রবীমা সদস্য ভর্তি", "icon": "ব", "color": "#3e9fcc"},
        }
    )


F.reg(
    "maathkormi_odk_collect_settings_qr_json",
    ("odk/settings_<<fa>>.json", "kobo/qr_settings_<<n>>.json"),
    _odk,
    cred="human",
)


def _ssl(rng, s):
    return {
        "cred": f"{alnum(rng, 5, 'abcdefghijklmnopqrstuvwxyz')}{alnum(rng, 8, 'abcdef0123456789')}@ssl"
    }


F.reg(
    "maathkormi_sslcommerz_store_passwd_env",
    ("collection-api/.env", "srv/<<org>>/.env.live_<<n>>"),
    """APP_ENV=live
SSLCZ_STORE_ID=<<org>><<n4>>live
SSLCZ_STORE_PASSWORD=<<cred>>
SSLCZ_TESTMODE=false
IS_LOCALHOST=false
SUCCESS_URL=https://<<dom>>/payment/success
""",
    cred="alnum:12",
    syntax="",
    extra=_ssl,
)

F.reg(
    "maathkormi_bulksms_reminder_bat_api_key",
    ("scripts/kisti_sms_<<n>>.bat", "C/Users/<<fa>>/Desktop/sms_pathao.bat"),
    """@echo off
REM কিস্তির SMS রিমাইন্ডার
set APIKEY=<<cred>>
set SENDER=8809617<<n6>>
for /f "tokens=1,2 delims=," %%a in (members.csv) do (
  curl -s "http://bulksmsbd.net/api/smsapi?api_key=%APIKEY%&type=text&number=%%a&senderid=%SENDER%&message=Apnar+bima+kisti+%%b+taka+baki"
)
pause
""",
    cred="alnum:20",
    syntax="",
)


def _ss(rng, s):
    vals = ["সদস্য", "ইউজার", "পাসওয়ার্ড", "শাখা"]
    t = rng.randrange(3)
    for i in range(3):
        vals += [f"{s['fa']}{i}", s["cred"] if i == t else human(rng, F, sym="_.-@"), "Rangpur"]
    items = "".join(f"<si><t>{v}</t></si>" for v in vals)
    return {"items": items, "cnt": len(vals)}


F.reg(
    "maathkormi_member_logins_xlsx_sharedstrings",
    ("xlsx_<<n>>/xl/sharedStrings.xml", "unzipped/sodossho_<<date>>/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="<<cnt>>" uniqueCount="<<cnt>>"><<items>></sst>
""",
    cred="human_x",
    extra=_ss,
)

F.reg(
    "maathkormi_nagad_merchant_private_key_file",
    ("keys/nagad_merchant_<<n>>.pem", "collection-api/storage/nagad/merchant_private.key"),
    "<<cred>>\n",
    cred="pem8",
    syntax="",
)

F.reg(
    "maathkormi_field_diary_ocr_bengali_label",
    ("ocr/diary_<<date>>.txt", "scan/matha_khata_<<n>>.txt"),
    """দৈনিক কাজ - <<d>>.<<m>>.<<y>>
সদস্য ভর্তি: ১২ জন, দাবি যাচাই: ২টি
ট্যাবলেট লগইন
<<login>>
পাসওয়ার্ড:
<<cred>>
""",
    cred="human_x",
    syntax="",
)
