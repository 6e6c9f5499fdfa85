# ruff: noqa: E501
"""Family n: a videoke and party-rental (sound, lights, tents) business in Quezon City
(Philippines, Tagalog / Taglish)."""

from __future__ import annotations

from sixtysecond_spec import Fam

F = Fam(
    "videoke_partyrental_quezon",
    ("kantahan", "sayawqc", "tugtuganrentals"),
    "ph",
    ("jomar", "aileen", "rhea", "jerome", "mylene", "bong", "kristine", "paolo"),
    ("dela cruz", "santos", "reyes", "garcia", "mendoza", "bautista"),
    (
        "kantahan",
        "videoke",
        "mabuhay",
        "kaibigan",
        "lechon",
        "pogi",
        "ganda",
        "bida",
        "tagay",
        "pinoy",
        "sayaw",
        "kanta",
    ),
    "63",
)

F.reg(
    "videoke_messenger_gc_taglish_password_gcash",
    ("messenger/GC_rentals_<<n>>.txt", "chats/messenger_<<org>>_<<ymd>>.txt"),
    """<<name>>
<<time>>
guys may booking tayo sa Sabado, birthday sa Fairview, 2 videoke + lights
<<name2>>
<<time>>
ano ulit password ng GCash for Business natin? mag-rerefund ako ng deposit
<<name>>
<<time2>>
<<cred>>
<<name>>
<<time2>>
wag nyo ipasa sa iba ha
""",
    "human",
    syntax="",
)

F.reg(
    "videoke_paymongo_booking_deposit_node",
    ("booking/paymongo.js", "site/<<org>>_paymongo_<<n>>.js"),
    """// Reservation deposit (GCash / Maya) via PayMongo
const SECRET = "<<cred>>";

async function createLink(amountPhp, desc) {
  const res = await fetch("https://api.paymongo.com/v1/links", {
    method: "POST",
    headers: {
      Authorization: "Basic " + Buffer.from(SECRET + ":").toString("base64"),
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ data: { attributes: { amount: amountPhp * 100, description: desc } } }),
  });
  return (await res.json()).data.attributes.checkout_url;
}
module.exports = { createLink };
""",
    "p:paymongo",
    syntax="",
)

F.reg(
    "videoke_viber_csv_export_password_fbpage",
    ("viber/Viber_chat_<<ymd>>.csv", "exports/viber_<<org>>_<<n>>.csv"),
    """Date,Time,Sender Name,Sender Phone Number,Text
<<dmy_s>>,<<time>>,<<name>>,+63 917 <<nn>> <<pin>>,"Pa-post naman yung promo ng lights and sounds sa FB page"
<<dmy_s>>,<<time>>,<<name2>>,+63 998 <<nn>> 1122,"sige, ano login ng page admin account?"
<<dmy_s>>,<<time2>>,<<name>>,+63 917 <<nn>> <<pin>>,"<<email>> pass: <<cred>>"
""",
    "human",
    syntax="",
)

F.reg(
    "videoke_woocommerce_rentals_keys_php",
    ("wp-content/themes/<<org>>/inc/woo-keys.php", "shop/<<org>>_woo_<<n>>.php"),
    """<?php
// Availability calendar for rentals (reads orders from WooCommerce REST)
define( 'RENTALS_WC_URL', 'https://<<dom>>' );
define( 'RENTALS_WC_CK', '<<ck>>' );
define( 'RENTALS_WC_CS', '<<cred>>' );
""",
    "p:woo_cs",
    syntax="",
    extra=lambda rng, s: {"ck": "ck_" + "".join(rng.choice("0123456789abcdef") for _ in range(40))},
)

F.reg(
    "videoke_email_tagalog_password_lazada_seller",
    ("mail/lazada_<<ymd>>.eml", "Mail/seller_center_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Lazada seller center login
Date: Sat, <<dd>> Dec <<year>> <<time>>:58 +0800
Content-Type: text/plain; charset=utf-8

Hi Ate,

Ikaw muna mag-handle ng orders ng microphones at speakers habang nasa probinsya ako.
Email: <<email>>
Password: <<cred>>

Salamat po!
<<name>>
""",
    "human",
    syntax="",
)

F.reg(
    "videoke_booking_django_settings_db",
    ("bookings/bookings/settings.py", "<<org>>_site/settings_prod_<<n>>.py"),
    """from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "bookings",
        "USER": "bookings",
        "PASSWORD": "<<cred>>",
        "HOST": "<<ip>>",
        "PORT": "5432",
    }
}
TIME_ZONE = "Asia/Manila"
""",
    "pw_dq",
)

F.reg(
    "videoke_sms_reply_only_password_router",
    ("sms/sms_backup_<<ymd>>.txt", "phone/messages_<<n>>.txt"),
    """From: <<name2>> (+63 998 <<nn>> 1122)  <<dmy_s>> <<time>>
Kuya ano password ng pocket wifi na dala sa event sa Marikina?

To: <<name2>>  <<dmy_s>> <<time2>>
<<cred>>

From: <<name2>> (+63 998 <<nn>> 1122)  <<dmy_s>> <<time2>>
ok na po connected na
""",
    "wifi",
    syntax="",
)

F.reg(
    "videoke_backup_restic_b2_env",
    ("backup/restic.env", "nas/<<org>>_restic_<<n>>.env"),
    """# Backup ng mga videos at photos ng events
export B2_ACCOUNT_ID=005<<hex8>>0000000001
export B2_ACCOUNT_KEY=K005<<b2>>
export RESTIC_REPOSITORY=b2:<<org>>-events:/restic
export RESTIC_PASSWORD=<<cred>>
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {
        "b2": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(27)
        )
    },
)
