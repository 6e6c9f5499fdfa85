# ruff: noqa: E501
"""Family h: a crop-insurance (पीक विमा) loss surveyor in Maharashtra, India (Marathi, Hindi)."""

from __future__ import annotations

from hundredtwentythird_spec import Fam, alnum, draw, human

F = Fam(
    name="pikvima_crop_surveyor_maharashtra",
    orgs=("shetisuraksha", "krishikavach", "baliraja"),
    tld="in",
    first=(
        ("संदीप", "sandeep"),
        ("प्रियंका", "priyanka"),
        ("गणेश", "ganesh"),
        ("स्वाती", "swati"),
        ("महेश", "mahesh"),
        ("अश्विनी", "ashwini"),
        ("विठ्ठल", "vitthal"),
        ("सुनीता", "sunita"),
    ),
    last=(
        ("पाटील", "patil"),
        ("जाधव", "jadhav"),
        ("शिंदे", "shinde"),
        ("पवार", "pawar"),
        ("देशमुख", "deshmukh"),
        ("कुलकर्णी", "kulkarni"),
        ("गायकवाड", "gaikwad"),
    ),
    words=(
        "vitthal",
        "pandharpur",
        "soyabean",
        "kapus",
        "jowar",
        "shetkari",
        "paus",
        "ganpati",
        "shivaji",
        "latur",
        "mauli",
        "baliraja",
        "dahihandi",
        "tur",
    ),
    pets=("moti", "tommy", "raja", "sheru", "kalu", "bholu"),
    cc="+91",
)

F.reg(
    "pikvima_marathi_whatsapp_password_survey_app",
    ("WhatsApp Chat with सर्वेक्षण टीम <<n>>.txt", "exports/wa_taluka_<<fa>>.txt"),
    """<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<first>> <<last>>: साहेब, पीक कापणी प्रयोगाचे ॲप लॉगिन होत नाही
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<first2>> <<last2>>: नवीन पासवर्ड दिला आहे: <<cred>>
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<first2>> <<last2>>: युजर आयडी तुमचा मोबाईल नंबर आहे
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<first>> <<last>>: धन्यवाद साहेब 🙏 उद्या सकाळी गावात जातो
""",
    cred="human",
    syntax="",
)

F.reg(
    "pikvima_farmer_premium_razorpay_node",
    ("premium-link/razorpay.js", "apps/<<org>>-kisan-<<n>>/razorpay.js"),
    """// शेतकरी हिस्सा प्रीमियम पेमेंट लिंक
const Razorpay = require('razorpay');

const rzp = new Razorpay({
  key_id: 'rzp_live_<<kid>>',
  key_secret: '<<cred>>',
});

async function premiumLink(farmer, amount) {
  return rzp.paymentLink.create({
    amount: amount * 100,
    currency: 'INR',
    description: `पीक विमा शेतकरी हिस्सा - ${farmer.crop}`,
    customer: { name: farmer.name, contact: farmer.mobile },
    notify: { sms: true },
  });
}

module.exports = { premiumLink };
""",
    cred="p:razorpay_secret",
    syntax="",
    extra=lambda rng, s: {"kid": alnum(rng, 14)},
)

F.reg(
    "pikvima_cce_app_android_shared_prefs_xml",
    (
        "data/data/in.<<org>>.cce/shared_prefs/login_prefs.xml",
        "adb_pull_<<n>>/shared_prefs/login_prefs.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="surveyor_id"><<login>></string>
    <string name="surveyor_password"><<cred>></string>
    <string name="district">Latur</string>
    <boolean name="remember_me" value="true" />
    <long name="last_sync" value="1760<<n6>>000" />
</map>
""",
    cred="human_x",
)

F.reg(
    "pikvima_geotag_photos_rclone_s3_conf",
    ("home/<<fa>>/.config/rclone/rclone.conf", "laptop_<<n>>/rclone.conf"),
    """[pikphotos]
type = s3
provider = AWS
access_key_id = AKIA<<akid>>
secret_access_key = <<cred>>
region = ap-south-1
acl = private

[gdrive-taluka]
type = drive
scope = drive.file
""",
    cred="p:aws_secret",
    syntax="",
    extra=lambda rng, s: {"akid": draw(rng, "alnum:16", F).upper()},
)

F.reg(
    "pikvima_msg91_otp_php_authkey",
    ("otp/msg91.php", "www/shetkari-otp-<<n>>/send_otp.php"),
    """<?php
// शेतकरी नोंदणी OTP (MSG91)
$authKey = "<<cred>>";
$templateId = "<<tpl>>";
$mobile = "91" . $_POST['mobile'];
$url = "https://control.msg91.com/api/v5/otp?template_id=$templateId&mobile=$mobile";
$ch = curl_init($url);
curl_setopt($ch, CURLOPT_HTTPHEADER, ["authkey: $authKey", "Content-Type: application/json"]);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
echo curl_exec($ch);
""",
    cred="alnum:22",
    syntax="",
    extra=lambda rng, s: {"cred": f"{s['n6']}A{alnum(rng, 15)}", "tpl": draw(rng, "hex:24", F)},
)

F.reg(
    "pikvima_marathi_email_password_insurer_portal",
    ("mail/<<n>>.eml", "Gmail export/पीक विमा पोर्टल <<date>>.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<email>>
Subject: पीक विमा पोर्टल लॉगिन
Date: Wed, <<d>> Jul <<y>> <<time>>:20 +0530
Content-Type: text/plain; charset=UTF-8

नमस्कार <<first>>,

खरीप <<y>> हंगामासाठी विमा कंपनीच्या सर्वेक्षण पोर्टलवर तुमचे खाते तयार केले आहे.
लॉगिन आयडी: <<login>>
पासवर्ड: <<cred>>

कृपया पहिल्या लॉगिननंतर पासवर्ड बदला.

धन्यवाद,
<<first2>> <<last2>>
जिल्हा समन्वयक, <<orgt>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "pikvima_field_tablet_wpa_supplicant_hotspot",
    ("tablet_<<n>>/wpa_supplicant.conf", "etc/wpa_supplicant/wpa_supplicant-<<fa>>.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=IN

network={
    ssid="<<orgt>>_Taluka"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    cred="human_x",
    syntax="",
)


def _csv(rng, s):
    t = rng.randrange(3)
    rows = []
    for i, gav in enumerate(("Ausa", "Nilanga", "Renapur")):
        pw = s["cred"] if i == t else human(rng, F)
        rows.append(f"{gav},{s['fa']}{i}@{s['dom']},{pw},{rng.randint(10, 40)}")
    return {"rows": "\n".join(rows)}


F.reg(
    "pikvima_survey_register_csv_devanagari_headers",
    ("registers/sarvekshak_<<y>>.csv", "Drive/खरीप_<<n>>.csv"),
    """गाव,ईमेल,पासवर्ड,प्रयोग संख्या
<<rows>>
""",
    cred="human",
    syntax="",
    extra=_csv,
)
