# ruff: noqa: E501
"""Family o: an owambe (party) event planner and aso-ebi coordinator in Lekki, Lagos
(Nigeria, Yoruba / English / Pidgin)."""

from __future__ import annotations

import base64

from sixtysecond_spec import Fam, dec_re, prov

F = Fam(
    "owambe_planner_lekki",
    ("asoebiowambe", "lekkiparty", "gbeduevents"),
    "com.ng",
    ("tunde", "funmi", "bisi", "segun", "yetunde", "kunle", "adaeze", "femi"),
    ("adeyemi", "okafor", "balogun", "adebayo", "ogunleye", "eze"),
    (
        "owambe",
        "asoebi",
        "gbedu",
        "jollof",
        "lekki",
        "ikoyi",
        "amala",
        "shakara",
        "oyinbo",
        "ijoba",
        "fuji",
        "suya",
    ),
    "234",
    ("Túndé", "Fúnmi", "Bísí", "Ṣẹ́gun", "Yétúndé", "Kúnlé", "Adaeze", "Fẹ́mi"),
)

F.reg(
    "owambe_whatsapp_yoruba_oro_asina",
    ("WhatsApp/WhatsApp Chat with Owambe Team <<n>>.txt", "chats/owambe_<<ymd>>.txt"),
    """<<dmy_s>>, <<time>> - <<name>>: Ẹ kú iṣẹ́ o, the DJ and MC for Saturday don confirm
<<dmy_s>>, <<time>> - <<name2>>: Ẹ jọ̀ọ́, kí ni ọ̀rọ̀ aṣínà Instagram wa? I wan post the aso-ebi pictures
<<dmy_s>>, <<time2>> - <<name>>: <<cred>>
<<dmy_s>>, <<time2>> - <<name>>: no give anybody o 🙏🏾
<<dmy_s>>, <<time2>> - <<name2>>: Ẹ ṣé ma
""",
    "human",
    syntax="",
)

F.reg(
    "owambe_paystack_vendor_payout_node",
    ("payments/paystack.js", "server/<<org>>_payouts_<<n>>.js"),
    """// Pay vendors (caterers, DJ, decorators) after the event
const PAYSTACK_SECRET_KEY = "<<cred>>";

async function payVendor(recipientCode, naira, reason) {
  const res = await fetch("https://api.paystack.co/transfer", {
    method: "POST",
    headers: { Authorization: `Bearer ${PAYSTACK_SECRET_KEY}`, "Content-Type": "application/json" },
    body: JSON.stringify({ source: "balance", amount: naira * 100, recipient: recipientCode, reason }),
  });
  return res.json();
}
module.exports = { payVendor };
""",
    "p:paystack",
    syntax="",
)

F.reg(
    "owambe_flutterwave_asoebi_shop_env",
    ("asoebi-shop/.env", "<<org>>-store/.env.production"),
    """# Aso-ebi orders (guests pay for fabric + gele)
FLW_PUBLIC_KEY=FLWPUBK-<<hex8>><<hex8>><<hex8>><<hex8>>-X
FLW_SECRET_KEY=<<cred>>
FLW_ENCRYPTION_KEY=<<hex8>>ab12
STORE_CURRENCY=NGN
""",
    "p:flutterwave",
    syntax="",
)

F.reg(
    "owambe_email_pidgin_vendor_portal_password",
    ("mail/vendor_portal_<<ymd>>.eml", "Mail/hall_booking_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Re: hall booking portal
Date: Thu, <<dd>> Nov <<year>> <<time>>:12 +0100

Good afternoon Ma,

As we discussed, use our planner account to confirm the hall and the chairs/canopy count:
Username: <<user>>
Password: <<cred>>

Abeg help me check the generator time too. Thank you ma.
<<name>>
<<orgc>> Events
""",
    "human",
    syntax="",
)

F.reg(
    "owambe_rsvp_supabase_service_role_env",
    ("rsvp-site/.env.local", "<<org>>-rsvp/.env"),
    """NEXT_PUBLIC_SUPABASE_URL=https://<<hex8>>abcd.supabase.co
SUPABASE_SERVICE_ROLE_KEY=<<cred>>
RSVP_EVENT_SLUG=<<first>>-and-<<first2>>-<<year>>
""",
    lambda rng: prov(rng, "jwt"),
    syntax="",
)

F.reg(
    "owambe_filezilla_sitemanager_base64_pass",
    ("FileZilla/sitemanager_<<n>>.xml", "AppData/<<org>>/FileZilla/sitemanager.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.66.4" platform="windows">
    <Servers>
        <Server>
            <Host>ftp.<<dom>></Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <Type>0</Type>
            <User><<org>>@<<dom>></User>
            <Pass encoding="base64"><<b64>></Pass>
            <Logontype>1</Logontype>
            <Name>owambe website cPanel</Name>
        </Server>
    </Servers>
</FileZilla3>
""",
    "pw_xml",
    extra=lambda rng, s: {"b64": base64.b64encode(str(s["cred"]).encode()).decode()},
    decode=dec_re(
        r'<Pass encoding="base64">([^<]+)</Pass>', lambda v: base64.b64decode(v).decode()
    ),
)

F.reg(
    "owambe_asoebi_orders_csv_password_column",
    ("orders/asoebi_<<ym>>.csv", "Documents/<<org>>_vendors_<<n>>.csv"),
    """vendor,service,phone,portal login,portal password,balance (NGN)
<<name>> Fabrics,aso-ebi,<<phone>>,<<user>>,<<cred>>,450000
Mama Put Catering,small chops,+234 803 <<nn>> 1122,,,200000
""",
    "human",
    syntax="",
)

F.reg(
    "owambe_dj_serato_laptop_notes_wifi",
    ("dj/notes_<<n>>.txt", "Desktop/<<org>> DJ setup.txt"),
    """DJ SETUP - <<orgc>>
Controller: Pioneer DDJ-FLX6, laptop with Serato DJ Pro
Tidal login for streaming sets: <<email>>
Tidal password: <<cred>>
Event router (MiFi): <<ssid>>
Backup: USB stick in the red bag
""",
    "human",
    syntax="",
)
