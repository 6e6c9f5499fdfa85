# ruff: noqa: E501
"""Family k: a live-streaming crew for weddings and church ceremonies in Cebu, Philippines
(Cebuano, Tagalog, English)."""

import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

from hundredtwentieth_spec import Fam, gen_pw

F = Fam(
    name="kasal_livestream_cebu",
    orgs=("kasalstream", "sugbolive", "gugmafeeds", "islacast"),
    tld="ph",
    first=(
        ("Jerome", "jerome"),
        ("Maricel", "maricel"),
        ("Rodel", "rodel"),
        ("Kristine", "kristine"),
        ("Mark Anthony", "markanthony"),
        ("Angelica", "angelica"),
    ),
    last=(
        ("Dela Cruz", "delacruz"),
        ("Santos", "santos"),
        ("Reyes", "reyes"),
        ("Villanueva", "villanueva"),
        ("Bautista", "bautista"),
        ("Cabahug", "cabahug"),
    ),
    words=(
        "kasal",
        "ganda",
        "sugbo",
        "lechon",
        "sinulog",
        "mahal",
        "gugma",
        "pinoy",
        "bisaya",
        "mabuhay",
        "tambay",
        "bayanihan",
        "isla",
        "lapulapu",
    ),
    pets=("bantay", "whitey", "brownie", "chichi", "puti", "bruno"),
    cc="63",
    city="Cebu City",
)

F.reg(
    "kasal_messenger_copied_text_password_youtube",
    ("notes/messenger_<<date>>.txt", "Desktop/<<fa>>_chat_<<nn>>.txt"),
    """<<fn>> <<ln>>
Sir unsa password sa YouTube channel? mag-schedule ko sa stream sa kasal sa Basilica ugma

<<fn2>>
<<email2>>

<<fn2>>
<<cred>>

<<fn>> <<ln>>
salamat po 🙏 naka login na
""",
    cred="human",
)


def _vmix(r, s):
    return {"enc": escape(str(s["cred"]))}


def _dec_vmix(t):
    return ET.fromstring(t).find("./Output/Password").text


F.reg(
    "kasal_vmix_preset_xml_escaped_password",
    ("vMix/Presets/kasal_<<nn>>.vmix", "Documents/vMixStorage/<<fa>>-<<date>>.vmix"),
    """<?xml version="1.0" encoding="utf-8"?>
<XML>
  <Title>Kasal <<ln>> — Basilica del Santo Niño</Title>
  <Output>
    <Type>SRT</Type>
    <Url>srt://<<pip>>:9000?mode=caller</Url>
    <Username><<fa>></Username>
    <Password><<enc>></Password>
  </Output>
</XML>
""",
    cred=lambda r: gen_pw(r, sym="&<>") + "&",
    syntax="xml",
    extra=_vmix,
    decode=_dec_vmix,
)

F.reg(
    "kasal_paymongo_laravel_env",
    ("<<org>>-booking/.env", "var/www/<<fa>>/.env"),
    """APP_NAME="<<orgc>> Live"
APP_ENV=production
APP_URL=https://<<dom>>
DB_DATABASE=<<org>>
PAYMONGO_PUBLIC_KEY=pk_live_<<hex8>><<hex8>>
PAYMONGO_SECRET_KEY=<<cred>>
PAYMONGO_WEBHOOK_SIG=whsk_<<hex40>>
""",
    cred="p:paymongo",
)

F.reg(
    "kasal_ffmpeg_multistream_facebook_script",
    ("scripts/golive_<<nn>>.sh", "<<org>>/stream/<<fa>>-golive.sh"),
    """#!/bin/bash
# Live sa kasal: camera (HDMI capture) -> Facebook page sa couple
INPUT=/dev/video0
FB_URL="rtmps://live-api-s.facebook.com:443/rtmp/<<cred>>"

ffmpeg -f v4l2 -i "$INPUT" -f alsa -i hw:1 \\
  -c:v libx264 -preset veryfast -b:v 4500k -g 60 -c:a aac -b:a 160k \\
  -f flv "$FB_URL"
""",
    cred="p:fb_live",
)

F.reg(
    "kasal_gcash_xendit_node_secret",
    ("server/xendit_<<nn>>.js", "<<org>>-api/src/payments.js"),
    """const { Xendit } = require("xendit-node");

// GCash / Maya down payments for livestream packages
const xendit = new Xendit({ secretKey: "<<cred>>" });

async function gcashCharge(refId, amountPhp) {
  return xendit.PaymentRequest.createPaymentRequest({
    data: { referenceId: refId, amount: amountPhp, currency: "PHP", paymentMethod: { type: "EWALLET", ewallet: { channelCode: "GCASH" } } },
  });
}

module.exports = { gcashCharge };
""",
    cred="p:xendit",
    syntax="",
)

F.reg(
    "kasal_church_notice_ocr_wifi_next_line",
    ("ocr/parish_notice_<<nn>>.txt", "scans/<<fa>>_<<date>>_ocr.txt"),
    """PAHIBALO / ANNOUNCEMENT
Parokya ni San Roque — Media Ministry

Para sa mga livestream crew:
WIFI: SanRoque_Media
PASSWORD:
<<cred>>

Palihug ayaw i-share sa mga bisita. Salamat ug God bless!
""",
    cred="human",
)

F.reg(
    "kasal_crew_schedule_csv_logins",
    ("crew/schedule_<<y>>_<<m>>.csv", "Downloads/Crew Sched - <<fa>> <<nn>>.csv"),
    """petsa,simbahan,crew,platform,login,password
<<dmy>>,Basilica del Santo Niño,<<fn>>/<<fn2>>,YouTube,<<email>>,<<cred>>
<<dmy>>,Redemptorist Church,<<fn2>>,Facebook Page,couple admin,(couple)
""",
    cred="human_x",
)

F.reg(
    "kasal_teltonika_bonding_router_uci_wireless",
    ("etc/config/wireless", "router-<<org>>-<<nn>>/etc/config/wireless"),
    """config wifi-device 'radio0'
\toption type 'mac80211'
\toption channel 'auto'
\toption hwmode '11a'

config wifi-iface 'default_radio0'
\toption device 'radio0'
\toption network 'lan'
\toption mode 'ap'
\toption ssid 'KasalLive-<<nn>>'
\toption encryption 'psk2'
\toption key '<<cred>>'
""",
    cred="human_x",
)
