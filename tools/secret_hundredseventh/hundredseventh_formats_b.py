# ruff: noqa: E501
"""Family b: a nanny (yaya / mlezi) agency in Kilimani, Nairobi (Kenya; Swahili, Sheng, English)."""

from __future__ import annotations

from hundredseventh_spec import Fam, hexs, reg

FAM = Fam(
    name="mlezi_nanny_kilimani",
    orgs=("kilimanilea", "nyumbasafi", "malezibora", "yayahub"),
    tld="co.ke",
    first=("Wanjiru", "Achieng", "Njeri", "Otieno", "Kamau", "Mwende", "Akinyi", "Mutua"),
    first_a=("wanjiru", "achieng", "njeri", "otieno", "kamau", "mwende", "akinyi", "mutua"),
    last=("Kariuki", "Odhiambo", "Mwangi", "Wafula", "Chebet", "Njoroge"),
    last_a=("kariuki", "odhiambo", "mwangi", "wafula", "chebet", "njoroge"),
    words=(
        "jambo",
        "nairobi",
        "harambee",
        "uhuru",
        "pwani",
        "mombasa",
        "kahawa",
        "baraka",
        "upendo",
        "malaika",
    ),
    pets=("bosco", "simba", "rex", "tiger", "bingo", "spike"),
    cc="+254",
    cities=("Kilimani", "Lavington", "Kileleshwa", "Westlands"),
)


def _passkey(rng, s):
    s["passkey"] = hexs(rng, 64)
    s["shortcode"] = rng.randint(170000, 999999)


reg(
    FAM,
    "mlezi_whatsapp_swahili_nenosiri_ecitizen",
    ("WhatsApp Chat with Yaya <<fa>>.txt", "chats/whatsapp_<<first>>_<<n>>.txt"),
    """<<day>>/<<mon>>/<<year>>, <<hh>>:<<mi>> - <<first>> <<last>>: Habari madam, nimejaribu kuingia eCitizen kwa ajili ya good conduct lakini imekataa
<<day>>/<<mon>>/<<year>>, <<hh>>:<<mi>> - <<first2>> (<<orgc>>): Pole. Nimeweka upya. ID ni namba yako ya kitambulisho
<<day>>/<<mon>>/<<year>>, <<hh>>:<<mi>> - <<first2>> (<<orgc>>): Nenosiri mpya: <<cred>>
<<day>>/<<mon>>/<<year>>, <<hh>>:<<mi>> - <<first>> <<last>>: Asante sana 🙏 imeingia sasa
<<day>>/<<mon>>/<<year>>, <<hh>>:<<mi>> - <<first2>> (<<orgc>>): Sawa, lipa ile 1050 kwa M-Pesa ukimaliza
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "mlezi_mpesa_daraja_stk_push_node_consumer_secret",
    ("server/mpesa.js", "api/payments/daraja_<<n>>.js"),
    """// Daraja STK push: family pays the placement fee from their phone
const axios = require("axios");

const consumerKey = "<<rid>><<serial>><<rid>>";
const consumerSecret = "<<cred>>";
const shortCode = "<<shortcode>>";
const passkey = "<<passkey>>";

async function token() {
  const auth = Buffer.from(`${consumerKey}:${consumerSecret}`).toString("base64");
  const r = await axios.get(
    "https://api.safaricom.co.ke/oauth/v1/generate?grant_type=client_credentials",
    { headers: { Authorization: `Basic ${auth}` } }
  );
  return r.data.access_token;
}

module.exports = { token, shortCode, passkey };
""",
    "alnum:32",
    syntax="",
    extra=_passkey,
)

reg(
    FAM,
    "mlezi_africastalking_sms_reminder_python_key",
    ("reminders/send_sms.py", "jobs/yaya_reminders_<<n>>.py"),
    '''"""Kumbusho la SMS kwa yaya: mafunzo ya first aid Jumamosi."""

import africastalking

USERNAME = "<<org>>"
API_KEY = "<<cred>>"

africastalking.initialize(USERNAME, API_KEY)
sms = africastalking.SMS

recipients = ["<<phone>>"]
message = "Habari! Mafunzo ya first aid ni Jumamosi saa 3 asubuhi, <<city>>. - <<orgc>>"
print(sms.send(message, recipients, sender_id="<<org>>".upper()[:11]))
''',
    "p:atsk",
)

reg(
    FAM,
    "mlezi_nanny_cam_go2rtc_yaml_tapo_rtsp",
    ("go2rtc.yaml", "homes/<<la>>/go2rtc_<<n>>.yaml"),
    """# Camera ya sebuleni (nanny cam) kwa familia ya <<last>>
streams:
  sebule:
    - rtsp://<<login>>:<<cred>>@<<ip3>>:554/stream1
  chumba_mtoto:
    - rtsp://<<login>>:<<cred>>@<<ip3>>:554/stream2
api:
  listen: ":1984"
webrtc:
  candidates:
    - <<pubip>>:8555
""",
    "pw_url",
)

reg(
    FAM,
    "mlezi_sms_backup_xml_reply_only_value",
    ("sms-<<year>><<mon>><<day>><<hh>><<mi>>.xml", "SMSBackupRestore/sms_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<uuid>>" backup_date="<<n4>><<n4>>000">
  <sms protocol="0" address="<<phone>>" date="<<n4>><<n4>>001" type="2" body="Madam, nimesahau password ya ile app ya NSSF. Nisaidie tafadhali" read="1" status="-1" contact_name="<<first2>> Ofisi" />
  <sms protocol="0" address="<<phone>>" date="<<n4>><<n4>>002" type="1" body="<<cred>>" read="1" status="-1" contact_name="<<first2>> Ofisi" />
  <sms protocol="0" address="<<phone>>" date="<<n4>><<n4>>003" type="2" body="Asante!" read="1" status="-1" contact_name="<<first2>> Ofisi" />
</smses>
""",
    "human_x",
)

reg(
    FAM,
    "mlezi_yaya_roster_csv_nenosiri_column",
    ("exports/yaya_<<year>>_<<mon>>.csv", "Google Sheets/Wayaya - <<city>>.csv"),
    """Jina,Simu,Eneo,Familia,Barua pepe,Nenosiri (SHIF portal),Hali
<<first>> <<last>>,<<phone>>,<<city>>,<<last>>,<<email>>,<<cred>>,Amepangiwa
<<first2>> Wambui,<<phone>>,Kileleshwa,Otieno,<<email2>>,,Anasubiri
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "mlezi_itax_email_english_swahili_password",
    ("mail/itax_<<n>>.eml", "Maildir/cur/<<n4>>.<<rid>>:2,S"),
    """From: <<first2>> <accounts@<<dom>>>
To: <<email>>
Subject: KRA iTax - PIN ya kampuni / company PIN login
Date: Mon, <<d1>> Mar <<year>> <<hh>>:<<mi>>:00 +0300
Content-Type: text/plain; charset=utf-8

Hi <<first>>,

Nimebadilisha login ya iTax juu ya PAYE ya wayaya wa mwezi huu.
PIN: P05<<n4>><<n4>>X
Password: <<cred>>

Please file kabla ya tarehe 9. Usitume hii kwa WhatsApp group.

Asante,
<<first2>>
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "mlezi_agency_site_wp_config_db_password",
    ("public_html/wp-config.php", "sites/<<org>>/wp-config.php"),
    """<?php
/** Tovuti ya <<orgc>> - maombi ya wayaya */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_admin' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wp_<<rid>>_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)
