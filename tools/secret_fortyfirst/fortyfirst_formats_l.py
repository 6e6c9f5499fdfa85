"""Family l: a Papua New Guinea bilum (string bag) crochet collective: market, donors, shop."""

from __future__ import annotations

from fortyfirst_spec import Fam

F = Fam(
    "bilum_stringbag_crochet",
    ("bilummeri",),
    "org.pg",
    ("Agnes", "Lucy", "Mary", "Joseph", "Kila", "Rosa", "Wendy", "Tony", "Grace", "Peter"),
    ("Kaupa", "Wai", "Tom", "Kuman", "Namaliu", "Gumuno", "Yakam", "Pokia", "Moses"),
    ("bilum", "kina", "goroka", "hagen", "meri", "wantok", "kaukau", "buai", "sepik", "kundu"),
    ("dryseason", "wetseason", "krismas", "independence", "taim", "hagenshow"),
    "+675",
)

F.reg(
    "bilum_tok_pisin_whatsapp_paswod",
    ("WhatsApp Chat with Bilum Meri Grup.txt", "chats/bilum_grup_<<id>>.txt"),
    """<<dmys>>, <<time>> - <<full>>: Gutpela moning olgeta meri
<<dmys>>, <<time>> - <<full>>: Paswod bilong Facebook peij bilong yumi em <<cred>>
<<dmys>>, <<time2>> - <<full2>>: Tenkyu sista, bai mi putim ol piksa bilong nupela bilum long apinun
<<dmys>>, <<time2>> - <<full>>: No ken givim long narapela man plis
""",
    cred="human",
)

F.reg(
    "bilum_tok_pisin_sms_digicel_reply_only",
    ("sms/digicel_<<phone2>>_<<id>>.txt", "phone/messages_<<date>>.txt"),
    """From: <<phone2>> (<<first2>>)
<<dmys>> <<time>>
Sista, wanem paswod bilong laptop long opis?

To: <<phone2>>
<<dmys>> <<time2>>
<<cred>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "bilum_market_stall_android_shared_prefs_xml",
    (
        "data/data/org.pg.bilummeri.market/shared_prefs/auth.xml",
        "backup/<<user>>/shared_prefs/market_<<n>>.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="stall_id">HGN-<<id>></string>
    <string name="seller_name"><<full>></string>
    <string name="api_token"><<cred>></string>
    <long name="last_sync" value="<<ms>>" />
    <boolean name="offline_mode" value="true" />
</map>
""",
    cred="x:bmk_:36",
)

F.reg(
    "bilum_cooperative_ledger_gnucash_mysql_uri",
    ("bin/open_ledger.sh", "home/<<user>>/Desktop/Ledger_<<yyyy>>.sh"),
    """#!/bin/sh
# Open the cooperative's books (member payouts, wool and string purchases)
exec gnucash "mysql://bilum_books:<<cred>>@<<host>>:3306/bilum_ledger_<<yyyy>>"
""",
    cred="pw_url",
)

F.reg(
    "bilum_online_shop_flask_config_secret_key",
    ("shop/config.py", "bilum_shop/instance/config_<<n>>.py"),
    """import os

SECRET_KEY = "<<cred>>"
SQLALCHEMY_DATABASE_URI = os.environ.get("DATABASE_URL", "sqlite:///bilum.db")
MAIL_SERVER = "smtp.<<dom>>"
MAIL_PORT = 587
MAIL_USE_TLS = True
MAIL_USERNAME = "orders@<<dom>>"
MAIL_PASSWORD = os.environ.get("MAIL_PASSWORD")
SHIPPING_ORIGIN = "Goroka, EHP"
""",
    cred="hex:48",
)

F.reg(
    "bilum_donor_report_email_dropbox_password",
    ("mail/<<user>>/Sent Items/<<id>>.eml", "outlook/<<org>>/donor_report_<<id>>.eml"),
    """From: <<full>> <<<email>>>
To: programs@pacific-womens-fund.org.au
Cc: <<email2>>
Subject: Q<<n>> report and photos - Bilum Meri collective
Date: Thu, 10 Apr <<yyyy>> <<time>>:33 +1000
Content-Type: text/plain; charset=utf-8

Dear Helen,

Our quarterly report is in the shared Dropbox folder as before. The account
login is <<email>> and the password is <<cred>> (the photos are too big for email).

The women from Asaro and Lufa sold 212 bilums at the Goroka show.

Thank you,
<<full>>
Coordinator
""",
    cred="human",
)

F.reg(
    "bilum_photos_cloudinary_url_env",
    ("shop/.env", "deploy/<<org>>-shop-<<n>>/.env"),
    """FLASK_ENV=production
DATABASE_URL=postgresql://bilum@localhost/bilum
CLOUDINARY_URL=cloudinary://<<cid>>:<<cred>>@bilummeri
""",
    cred="p:cloudinary_secret",
    extra=lambda rng, s: {"cid": str(rng.randint(10**14, 10**15 - 1))},
)

F.reg(
    "bilum_meeting_minutes_wifi_password",
    ("minutes/<<yyyy>>-<<n>>_committee_minutes.txt", "docs/<<org>>/minutes_<<date>>.txt"),
    """BILUM MERI COLLECTIVE - COMMITTEE MEETING
Date: <<dmy>>   Venue: Haus Win, Goroka
Present: <<full>> (chair), <<full2>> (treasurer), 6 members

1. Opening prayer.
2. Treasurer's report: K 4,310 from the Hagen show; wool order paid.
3. New laptop and internet for the office. Digicel modem installed.
   Wi-Fi name "BilumMeri-Office", password <<cred>> - members may use it for the
   Facebook shop only.
4. Training: 12 new young women for crochet classes in <<yyyy>>.
5. Close.
""",
    cred="human_x",
    syntax="",
)
