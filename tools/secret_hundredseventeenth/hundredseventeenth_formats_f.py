# ruff: noqa: E501
"""Family f: a Cairo cybercafé turned print-and-phone shop; Egyptian Arabic."""

import json

from hundredseventeenth_spec import Fam, pick

F = Fam(
    name="cybercafe_print_phone_shop_cairo",
    orgs=("nilprint", "shubranet", "elnourcopy", "mahalla"),
    tld="com.eg",
    first=(
        ("محمد", "mohamed"),
        ("أحمد", "ahmed"),
        ("منى", "mona"),
        ("ياسمين", "yasmin"),
        ("كريم", "karim"),
        ("هالة", "hala"),
    ),
    last=(
        ("عبد الله", "abdallah"),
        ("السيد", "elsayed"),
        ("حسن", "hassan"),
        ("مصطفى", "mostafa"),
        ("إبراهيم", "ibrahim"),
    ),
    words=(
        "masr",
        "cairo",
        "ahly",
        "zamalek",
        "nile",
        "koshary",
        "shubra",
        "print",
        "tabaa",
        "kahwa",
        "salah",
        "pharaoh",
        "habibi",
        "mido",
    ),
    pets=("bosy", "loza", "soso", "max", "kitty"),
    cc="+20",
    city="القاهرة",
)

F.reg(
    "nilprint_arabic_whatsapp_kelmet_elser_wifi",
    ("WhatsApp/محادثة واتساب مع <<fn>>.txt", "chats/cafe_<<fa>>_<<n>>.txt"),
    """<<dmy>>، <<time>> - <<fn>> <<ln>>: يا <<fn2>> الزباين بيسألوا على الواي فاي الجديد بتاع الدور التاني
<<dmy>>، <<time>> - <<fn2>> <<ln2>>: اسم الشبكة <<Org>>_VIP
<<dmy>>، <<time2>> - <<fn2>> <<ln2>>: وكلمة السر <<cred>>
<<dmy>>، <<time2>> - <<fn>> <<ln>>: تمام تسلم 👌
""",
    cred="human",
    syntax="",
)

F.reg(
    "nilprint_fawry_pay_charge_php",
    ("fawry/charge.php", "public_html/<<org>>/fawry_<<n>>.php"),
    """<?php
// دفع فواتير الطباعة أونلاين عن طريق فوري
$merchantCode = '<<mcode>>';
$securityKey  = '<<cred>>';
$refNum       = $_POST['ref'] ?? '<<n2>>';
$amount       = number_format((float) ($_POST['amount'] ?? 0), 2, '.', '');
$signature    = hash('sha256', $merchantCode . $refNum . '<<phone>>' . 'PAYATFAWRY' . $amount . $securityKey);
$url = 'https://www.atfawry.com/ECommerceWeb/Fawry/payments/charge';
""",
    cred="p:fawry",
    syntax="",
    extra=lambda rng, s: {
        "mcode": "".join(rng.choice("0123456789ABCDEFabcdef+/=") for _ in range(24))
    },
)

F.reg(
    "nilprint_handycafe_server_settings_ini",
    ("HandyCafe/Server/settings.ini", "C/Program Files/HandyCafe/server_<<n>>.ini"),
    """[General]
CafeName=<<Org>> Cyber
Currency=EGP
PricePerHour=15

[Admin]
AdminUser=<<user>>
AdminPassword=<<cred>>
LockOnIdle=1

[Network]
ServerPort=<<n2>>
""",
    cred="pw",
)

F.reg(
    "nilprint_ricoh_addressbook_smb_folder_xml",
    ("printer/addressbook_<<date>>.xml", "ricoh/export_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<addressBook model="RICOH IM C3000" exported="<<date>>T<<time>>:00">
  <entry id="<<n>>">
    <name>Scan Shop PC</name>
    <folder protocol="SMB">
      <path>\\\\<<lan>>\\scan</path>
      <userName><<user>></userName>
      <password><<cred>></password>
    </folder>
  </entry>
</addressBook>
""",
    cred="pw_xml",
)

F.reg(
    "nilprint_paymob_accept_node_env",
    ("online-print/.env", "apps/<<org>>-orders/.env"),
    """PORT=3000
PAYMOB_PUBLIC_KEY=egy_pk_live_<<pk>>
PAYMOB_SECRET_KEY=<<cred>>
PAYMOB_INTEGRATION_ID=<<n2>><<n>>
PAYMOB_HMAC=<<hm>>
""",
    cred="p:paymob",
    syntax="",
    extra=lambda rng, s: {
        "pk": "".join(
            rng.choice("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
            for _ in range(32)
        ),
        "hm": "".join(rng.choice("0123456789ABCDEF") for _ in range(32)),
    },
)

F.reg(
    "nilprint_vodafone_cash_counter_note_label_next_line",
    ("scans/warqa_<<n>>.txt", "ocr/cash_counter_<<n>>.txt"),
    """فودافون كاش - موبايل المحل
<<phone>>
باسورد تطبيق أنا فودافون
<<cred>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "nilprint_mikrotik_hotspot_user_add_rsc",
    ("mikrotik/hotspot_users_<<n>>.rsc", "router/cafe-<<date>>.rsc"),
    """/ip hotspot user profile
add name=saa rate-limit=4M/8M shared-users=1 session-timeout=1h
/ip hotspot user
add name=staff-<<fa>> password=<<cred>> profile=default comment="موظف"
add name=saa-<<n>> password=<<n2>> profile=saa
""",
    cred="pw_bare",
    syntax="",
)


def pos_json(s: dict) -> str:
    doc = {
        "shop": s["Org"],
        "exported": s["date"],
        "users": [
            {"name": s["fn"], "role": "cashier", "login": s["user"], "password": s["cred"]},
            {"name": s["fn2"], "role": "owner", "login": s["fa2"], "password": None},
        ],
    }
    return json.dumps(doc, ensure_ascii=True, indent=2)


def pos_dec(text: str) -> str:
    return json.loads(text)["users"][0]["password"]


F.reg(
    "nilprint_pos_users_json_unicode_escaped",
    ("pos/backup/users_<<n>>.json", "backup/pos_<<date>>_<<n>>.json"),
    pos_json,
    cred=lambda rng: (
        pick(rng, ("مصر", "الأهلي", "زمالك", "حبيبي", "نيل"))
        + pick(rng, ("_", "", "."))
        + str(rng.randint(1970, 2026))
        + pick(rng, ("@", "#", "!", "mido", "ahly"))
    ),
    decode=pos_dec,
)
