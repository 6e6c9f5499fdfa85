# ruff: noqa: E501
"""Family c: offshore casino boats on the Mandovi in Goa (India): booking sites on
Kubernetes with Razorpay, Paytm, MSG91 OTPs, Tally backups, surveillance DVRs, player
tracking, GST portal sticky notes and Hinglish WhatsApp groups."""

from __future__ import annotations

import base64

from hundredthirtyseventh_corpus import DIGITS, UPPER, alnum, hexs
from hundredthirtyseventh_spec import Fam, dec_b64_after, prov

F = Fam(
    name="goa_mandovi_casino_boats",
    orgs=("mandovistar", "dolphinreef", "konkanroyale"),
    tld="co.in",
    first=("Rohan", "Priya", "Sanjay", "Anjali", "Vikram", "Sneha", "Joaquim", "Fatima", "Savio"),
    last=("Naik", "Kamat", "Fernandes", "D'Souza", "Gaonkar", "Pereira", "Sawant", "Shetty"),
    ufirst=("rohan", "priya", "sanjay", "anjali", "vikram", "sneha", "joaquim", "fatima", "savio"),
    ulast=("naik", "kamat", "fernandes", "dsouza", "gaonkar", "pereira", "sawant", "shetty"),
    words=(
        "mandovi",
        "panjim",
        "baga",
        "calangute",
        "feni",
        "susegad",
        "xacuti",
        "bebinca",
        "ganpati",
        "diwali",
        "andarbahar",
        "rummy",
        "monsoon",
        "donapaula",
        "miramar",
    ),
    cc="91",
    cities=("Panaji", "Miramar", "Porvorim", "Margao", "Mapusa"),
    pets=("tiger", "bruno", "sheru", "moti", "simba", "rocky"),
    teams=("FCGoa", "MumbaiIndians", "CSK", "RCB", "Dempo", "Churchill"),
)


def _k8s(rng, s):
    kid = prov(rng, "razorpay_id")
    return {
        "kid64": base64.b64encode(kid.encode()).decode(),
        "sec64": base64.b64encode(s["cred"].encode()).decode(),
        "wh64": base64.b64encode(alnum(rng, 20).encode()).decode(),
    }


F.reg(
    "mandovi_booking_razorpay_k8s_secret_data",
    ("k8s/booking/razorpay-secret.yaml", "deploy/<<org>>/overlays/prod/secret-razorpay-<<n>>.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: booking-razorpay
  namespace: <<org>>-booking
  labels:
    app.kubernetes.io/part-of: deck-booking
type: Opaque
data:
  RAZORPAY_KEY_ID: <<kid64>>
  RAZORPAY_KEY_SECRET: <<sec64>>
  RAZORPAY_WEBHOOK_SECRET: <<wh64>>
""",
    "p:razorpay_secret",
    extra=_k8s,
    decode=dec_b64_after(r"RAZORPAY_KEY_SECRET:\s*"),
)

F.reg(
    "mandovi_hinglish_whatsapp_deck_wifi",
    ("WhatsApp Chat with Deck 2 Floor Team <<n>>.txt", "chats/<<org>>/whatsapp_floor_<<ymd>>.txt"),
    """<<dmy>>, 9:12 pm - Messages and calls are end-to-end encrypted. Only people in this chat can read, listen to, or share them.
<<dmy>>, 9:14 pm - <<first>> <<last>>: Guys deck 2 guest wifi ka password change kar diya hai, purana wala sab ke phone pe save tha
<<dmy>>, 9:14 pm - <<first>> <<last>>: SSID: <<orgc>>_VIP_Deck2
<<dmy>>, 9:15 pm - <<first>> <<last>>: pass: <<cred>>
<<dmy>>, 9:16 pm - <<first2>>: ok bhai 👍 VIP lounge ke tablet pe bhi daal deta hu
<<dmy>>, 9:21 pm - <<first2>>: done. boat 10:30 ko nikal rahi hai
""",
    "human_x",
    syntax="",
)


def _paytm(rng, s):
    return {"mid": s["orgc"][:6] + alnum(rng, 14, DIGITS + UPPER)}


F.reg(
    "mandovi_paytm_merchant_key_java_constants",
    (
        "booking-api/src/main/java/in/<<org>>/booking/payment/PaytmConfig.java",
        "android/app/src/main/java/in/<<org>>/deck/PaytmConfig.java",
    ),
    """package in.<<org>>.booking.payment;

/** Paytm All-in-One SDK settings for deck ticket + buffet packages. */
public final class PaytmConfig {
    public static final String MID = "<<mid>>";
    public static final String MERCHANT_KEY = "<<cred>>";
    public static final String WEBSITE = "DEFAULT";
    public static final String INDUSTRY_TYPE_ID = "Retail";
    public static final String CALLBACK_URL = "https://book.<<domain>>/paytm/callback";

    private PaytmConfig() {}
}
""",
    "p:paytm_key",
    syntax="",
    extra=_paytm,
)

F.reg(
    "mandovi_msg91_otp_node_config_module",
    ("booking-otp/config.js", "<<org>>-guest-app/server/config/index.js"),
    """'use strict';

// Guest entry OTP (age / ID verification at the jetty)
module.exports = {
  port: process.env.PORT || 4000,
  msg91: {
    authkey: '<<cred>>',
    templateId: '<<tpl>>',
    sender: 'MNDVSR',
    otpExpiry: 10,
  },
  jetty: '<<city>>',
};
""",
    "p:msg91",
    syntax="",
    extra=lambda rng, s: {"tpl": hexs(rng, 24)},
)

F.reg(
    "mandovi_tallyprime_nightly_backup_net_use_bat",
    ("scripts/tally_backup.bat", "C:/Scripts/<<org>>_tally_backup_<<n>>.bat"),
    """@echo off
REM Nightly TallyPrime backup to the office NAS (boat accounts)
REM scheduled 02:30 - do not change without telling <<first>>
net use T: \\\\<<ipl>>\\tally_backup /user:<<org>>\\accounts <<cred>> /persistent:no
if errorlevel 1 goto fail
xcopy "C:\\TallyPrime\\Data\\*" "T:\\%date:~-4%%date:~3,2%%date:~0,2%\\" /E /I /Y
net use T: /delete /y
exit /b 0
:fail
echo NAS not reachable >> C:\\Scripts\\tally_backup.log
exit /b 1
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "mandovi_hindi_email_dvr_login_deck",
    ("mail/surveillance/DVR_login_deck<<n>>.eml", "Outlook/<<org>>/Sent/dvr_deck_<<ymd>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: surveillance@<<domain>>
Subject: डीवीआर लॉगिन - डेक <<n>>
Date: Fri, 7 Mar <<year>> 18:02:41 +0530
Content-Type: text/plain; charset=UTF-8

नमस्ते <<first2>> जी,

डेक <<n>> के नए डीवीआर (Hikvision, 32 चैनल) का लॉगिन नीचे है:

यूज़र: admin
पासवर्ड: <<cred>>

कृपया इसे किसी के साथ शेयर न करें और कैश काउंटर वाले कैमरे की रिकॉर्डिंग 30 दिन रखें।

धन्यवाद,
<<first>> <<last>>
सर्विलांस टीम, <<orgc>>
""",
    "human",
    syntax="",
)

F.reg(
    "mandovi_player_tracking_comp_points_my_cnf",
    ("home/ptreport/.my.cnf", "ops/<<org>>/player_tracking/.my.cnf"),
    """# player tracking (comp points) reporting - read-only user
[client]
user=pt_report
password=<<cred>>
host=<<ip>>
port=3306
database=player_tracking

[mysqldump]
max_allowed_packet=64M
""",
    "pw",
    syntax="ini",
)


def _gst(rng, s):
    return {
        "gstin": f"30{alnum(rng, 5, UPPER)}{alnum(rng, 4, DIGITS)}{alnum(rng, 1, UPPER)}1Z{alnum(rng, 1, DIGITS)}"
    }


F.reg(
    "mandovi_gst_portal_sticky_note_ocr",
    ("scans/ocr/accounts_desk_<<n2>>.txt", "ocr/<<org>>/sticky_<<ymd>>.txt"),
    """GST portal
GSTIN <<gstin>>
user id: <<org>>_acc<<n>>
pwd - <<cred>>
(chng every 90 days!! last chngd <<dmy>>)
""",
    "human",
    syntax="",
    extra=_gst,
)
