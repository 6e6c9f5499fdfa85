# ruff: noqa: E501
"""Family h: an Emirati hadana (nursery for babies and toddlers) in Fujairah: Telr, PayTabs,
N-Genius, Zoho Books, live cameras for parents, Arabic and English chats and e-mails."""

from __future__ import annotations

import json
import random

from hundredthirtyfifth_spec import (
    Fam,
    Slots,
    after,
    alnum,
    enc_b64,
    enc_b64_wrapped,
    hexs,
    mail_body,
    uuid_,
)

FAM = Fam(
    "hadana_toddler_fujairah",
    orgs=("nujoomkids", "littlefalcons", "qamarnursery", "ghaimakids"),
    tld="ae",
    first=(
        "فاطمة",
        "مريم",
        "عائشة",
        "نورة",
        "سارة",
        "هند",
        "ريم",
        "شيخة",
        "آمنة",
        "عالية",
        "سلمى",
        "لطيفة",
        "حمدة",
        "موزة",
    ),
    first_latin=(
        "Fatima",
        "Mariam",
        "Aisha",
        "Noura",
        "Sara",
        "Hind",
        "Reem",
        "Shaikha",
        "Amna",
        "Alia",
        "Salma",
        "Latifa",
        "Hamda",
        "Moza",
    ),
    last=(
        "الكعبي",
        "الظهوري",
        "الحمادي",
        "المزروعي",
        "النقبي",
        "الشامسي",
        "الزعابي",
        "اليماحي",
        "البلوشي",
        "السويدي",
    ),
    last_latin=(
        "Al Kaabi",
        "Al Dhahoori",
        "Al Hammadi",
        "Al Mazrouei",
        "Al Naqbi",
        "Al Shamsi",
        "Al Zaabi",
        "Al Yammahi",
        "Al Balushi",
        "Al Suwaidi",
    ),
    words=(
        "nujoom",
        "qamar",
        "falcon",
        "sabah",
        "habibi",
        "fujairah",
        "dibba",
        "khorfakkan",
        "shams",
        "zahra",
        "ghazal",
        "bahr",
        "jamal",
        "warda",
        "lulu",
        "noor",
        "barakah",
        "saqr",
    ),
    pets=("simba", "lulu", "oscar", "bella", "caramel", "max", "coco", "luna"),
    months=(
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ),
    phone="+971 50 ### ####",
    city=("Fujairah", "Dibba Al-Fujairah", "Masafi", "Al Faseel", "Merashid"),
)
reg = FAM.reg


def b64_mail(s: Slots) -> str:
    body = f"""السلام عليكم {s["first"]}،

مرحباً بكِ في فريق الحضانة. هذه بيانات الدخول إلى نظام متابعة الأطفال (الحضور والوجبات والتقارير اليومية):

اسم المستخدم: {s["user"]}
كلمة المرور: {s["cred"]}

يرجى تغيير كلمة المرور بعد أول تسجيل دخول وعدم مشاركتها مع أولياء الأمور.

مع التحية،
{s["first2"]} {s["last2"]}
مديرة الحضانة
"""
    subject = enc_b64("بيانات الدخول إلى نظام الحضانة")
    sender = enc_b64("إدارة الحضانة")
    return f"""From: =?UTF-8?B?{sender}?= <admin@{s["dom"]}>
To: {s["email"]}
Subject: =?UTF-8?B?{subject}?=
Date: {s["d"]} {s["mon"]} {s["year"]} {s["hh"]}:{s["mi"]}:{s["ss"]} +0400
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: base64

{enc_b64_wrapped(body)}
"""


reg(
    "hadana_arabic_email_base64_body_kalimat_almurur",
    ("mail/<<org>>/welcome_<<user>>.eml", "outlook-export/hr/<<nnn>>.eml"),
    b64_mail,
    "human",
    decode=lambda text: after(r"كلمة المرور:", mail_body(text)),
)

reg(
    "hadana_telr_hosted_payment_fees_php",
    ("fees/<<org>>/telr_create.php", "portal/payments/telr-<<n>>.php"),
    """<?php
// Telr hosted payment page – monthly nursery fees
$params = [
    'ivp_method'   => 'create',
    'ivp_store'    => '<<store>>',
    'ivp_authkey'  => '<<cred>>',
    'ivp_cart'     => 'FEES-' . $invoice_id,
    'ivp_test'     => '0',
    'ivp_amount'   => number_format($amount, 2, '.', ''),
    'ivp_currency' => 'AED',
    'ivp_desc'     => 'Nursery fees ' . $month . ' - ' . $child_name,
    'return_auth'  => 'https://<<dom>>/fees/paid',
    'return_can'   => 'https://<<dom>>/fees/cancelled',
    'return_decl'  => 'https://<<dom>>/fees/declined',
];
$ch = curl_init('https://secure.telr.com/gateway/order.json');
curl_setopt($ch, CURLOPT_POST, 1);
curl_setopt($ch, CURLOPT_POSTFIELDS, $params);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, 1);
$order = json_decode(curl_exec($ch), true);
header('Location: ' . $order['order']['url']);
""",
    "p:telr",
    extra=lambda rng, s: {"store": str(rng.randint(10000, 29999))},
)


def paytabs_json(s: Slots) -> str:
    obj = {
        "Logging": {"LogLevel": {"Default": "Information", "Microsoft.AspNetCore": "Warning"}},
        "AllowedHosts": "*",
        "ConnectionStrings": {
            "Default": "Server=.\\SQLEXPRESS;Database=Hadana;Trusted_Connection=True;TrustServerCertificate=True"
        },
        "PayTabs": {
            "ProfileId": int(s["profile"]),
            "ServerKey": s["cred"],
            "Region": "ARE",
            "Currency": "AED",
            "CallbackUrl": f"https://{s['dom']}/api/paytabs/callback",
            "ReturnUrl": f"https://{s['dom']}/fees/thank-you",
        },
    }
    return json.dumps(obj, indent=2) + "\n"


reg(
    "hadana_paytabs_server_key_appsettings_json",
    ("src/Hadana.Web/appsettings.Production.json", "<<org>>-portal/appsettings.json"),
    paytabs_json,
    "p:paytabs",
    extra=lambda rng, s: {"profile": str(rng.randint(80000, 140000))},
)

reg(
    "hadana_ngenius_outlet_env",
    ("<<org>>-fees/.env", "apps/parents-portal/.env.production"),
    """# N-Genius (Network International) – online nursery fee payments
NGENIUS_API_URL=https://api-gateway.ngenius-payments.com
NGENIUS_OUTLET_REF=<<outlet>>
NGENIUS_API_KEY=<<cred>>
NGENIUS_CURRENCY=AED
APP_URL=https://parents.<<dom>>
""",
    "p:ngenius",
    extra=lambda rng, s: {"outlet": uuid_(rng)},
)

reg(
    "hadana_whatsapp_mums_group_wifi_arabic",
    (
        "WhatsApp Chat - <<org>> Mums <<n>>.txt",
        "phone-backup/<<org>>/WhatsApp Chat - Toddlers Class <<n>>.txt",
    ),
    """[<<d>>/<<mo>>/<<year>>, <<h12>>:<<mi>>:<<ss>> <<ampm>>] Ms. <<fa>>: صباح الخير يا أمهات 🌸 Good morning mums!
[<<d>>/<<mo>>/<<year>>, <<h12>>:<<mi2>>:05 <<ampm>>] Mum of <<kid>>: Ms. <<fa>> can we have the wifi for the graduation day in the hall? 🙏
[<<d>>/<<mo>>/<<year>>, <<h12>>:<<mi2>>:41 <<ampm>>] Ms. <<fa>>: الشبكة: <<org>>_Guests
[<<d>>/<<mo>>/<<year>>, <<h12>>:<<mi2>>:52 <<ampm>>] Ms. <<fa>>: كلمة السر: <<cred>>
[<<d>>/<<mo>>/<<year>>, <<h12>>:<<mi3>>:10 <<ampm>>] Mum of <<kid>>: شكراً 🌷
""",
)

reg(
    "hadana_zoho_books_refresh_yaml",
    ("config/<<org>>/zoho.yml", "fees-sync/config/zoho-<<year>>.yaml"),
    """# Sync of monthly fee invoices to Zoho Books
zoho:
  accounts_url: https://accounts.zoho.com
  api_domain: https://www.zohoapis.com
  organization_id: "<<orgid>>"
  client_id: "1000.<<cid>>"
  client_secret: "<<csec>>"
  refresh_token: "<<cred>>"
fees:
  currency: AED
  vat_treatment: exempt
  due_day: 5
""",
    "p:zoho_refresh",
    extra=lambda rng, s: {
        "orgid": str(rng.randint(700000000, 899999999)),
        "cid": alnum(rng, 30, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        "csec": hexs(rng, 42),
    },
)


def pub_ip(rng: random.Random) -> str:
    return f"{rng.choice((5, 31, 37, 86, 94, 185))}.{rng.randint(0, 254)}.{rng.randint(0, 254)}.{rng.randint(2, 250)}"


reg(
    "hadana_parents_live_cameras_m3u_rtsp",
    ("cameras/<<org>>-live.m3u", "share/parents/<<org>>_<<n>>.m3u8"),
    """#EXTM3U
#EXTINF:-1 tvg-name="Baby Room" group-title="<<org>>",Baby Room
rtsp://parents:<<cred>>@<<pubip>>:554/Streaming/Channels/101
#EXTINF:-1 tvg-name="Toddler Room" group-title="<<org>>",Toddler Room
rtsp://parents:<<cred>>@<<pubip>>:554/Streaming/Channels/201
#EXTINF:-1 tvg-name="Playground" group-title="<<org>>",Playground
rtsp://parents:<<cred>>@<<pubip>>:554/Streaming/Channels/301
""",
    "human_url",
    extra=lambda rng, s: {"pubip": pub_ip(rng)},
)


def staff_rows(rng: random.Random, s: Slots) -> Slots:
    roles = ("معلمة", "مساعدة معلمة", "ممرضة", "سكرتيرة")
    rows = []
    for _ in range(rng.randint(1, 3)):
        f, la, fa, lla = FAM.person(rng)
        rows.append(
            f"{f} {la}\t{rng.choice(roles)}\t{fa.lower()}.{lla.lower().replace(' ', '')}@{s['dom']}\t{FAM.human(rng)}\t"
        )
    rows.insert(
        rng.randrange(len(rows) + 1),
        f"{s['first']} {s['last']}\tمعلمة\t{s['email']}\t{s['cred']}\tجديدة",
    )
    return {"rows": "\n".join(rows)}


reg(
    "hadana_staff_accounts_tsv_arabic_headers",
    ("hr/<<org>>/staff_accounts_<<year>>.tsv", "exports/الموظفات_<<mo>>.tsv"),
    """الاسم\tالوظيفة\tالبريد الإلكتروني\tكلمة المرور\tملاحظات
<<rows>>
""",
    extra=staff_rows,
)
