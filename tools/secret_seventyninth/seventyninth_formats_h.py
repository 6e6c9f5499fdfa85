# ruff: noqa: E501
"""Family h: a lorry fleet owner in Namakkal, Tamil Nadu, India (Tamil and English)."""

from __future__ import annotations

from seventyninth_spec import Fam, csv_row, jdump, sms_backup

F = Fam(
    name="namakkal_lorry_fleet_owner",
    orgs=("kongulorry", "murugantransport", "selvamroadways", "cauverycarriers"),
    tld="in",
    first=(
        ("முருகன்", "murugan"),
        ("செல்வி", "selvi"),
        ("கார்த்திக்", "karthik"),
        ("லட்சுமி", "lakshmi"),
        ("ராஜா", "raja"),
        ("பிரியா", "priya"),
        ("சரவணன்", "saravanan"),
        ("கவிதா", "kavitha"),
    ),
    last=(
        ("பழனிசாமி", "palanisamy"),
        ("கந்தசாமி", "kandasamy"),
        ("ராமசாமி", "ramasamy"),
        ("சுப்பிரமணியம்", "subramaniam"),
        ("வேலுசாமி", "velusamy"),
        ("அண்ணாமலை", "annamalai"),
    ),
    words=(
        "namakkal",
        "salem",
        "erode",
        "kongu",
        "lorry",
        "murugan",
        "amma",
        "thalaivar",
        "vanakkam",
        "idli",
        "dosa",
        "biryani",
        "pongal",
        "kolli",
        "anjaneyar",
        "madurai",
        "chennai",
        "super",
        "vetri",
        "kannu",
        "thambi",
        "raja",
        "annachi",
        "csk",
    ),
    pets=("tommy", "jimmy", "kutty", "blacky", "rocky", "mani", "appu", "jackie"),
    cc="+91",
)

# 1 WhatsApp (Tamil) with the GPS portal password
F.reg(
    "namakkal_tamil_whatsapp_kadavuchol_gps_portal",
    ("WhatsApp Chat with <<fa>> Anna.txt", "chats/<<org>>_drivers_<<n>>.txt"),
    """<<d>>/<<m>>/<<yy>>, <<h12>>:<<mi>> <<ampm>> - <<name2>>: அண்ணா, GPS website திறக்கல. கடவுச்சொல் என்ன?
<<d>>/<<m>>/<<yy>>, <<h12>>:<<mi2>> <<ampm>> - <<name>>: user <<login>>
<<d>>/<<m>>/<<yy>>, <<h12>>:<<mi2>> <<ampm>> - <<name>>: கடவுச்சொல் <<cred>>
<<d>>/<<m>>/<<yy>>, <<h12>>:<<mi2>> <<ampm>> - <<name>>: யாருக்கும் அனுப்ப வேண்டாம்
<<d>>/<<m>>/<<yy>>, <<h12>>:<<mi2>> <<ampm>> - <<name2>>: சரி அண்ணா 👍
""",
    cred="human",
    syntax="",
)

# 2 CSV of GPS trackers with SIM and portal logins
F.reg(
    "namakkal_vehicle_tracker_sim_csv_portal_password",
    ("fleet/trackers_<<iso>>.csv", "<<org>>/gps_devices_<<n>>.csv"),
    lambda s: (
        "\n".join(
            [
                "vehicle_no,make,tracker_imei,sim_no,portal_user,portal_password,driver",
                csv_row(
                    f"TN28 AK {s['n4']}",
                    "Ashok Leyland 2820",
                    f"86{s['n6']}{s['n6']}1",
                    s["phone"],
                    s["login"],
                    s["cred"],
                    s["fa2"].capitalize(),
                ),
                csv_row(
                    f"TN28 BZ {s['n4'][::-1]}",
                    "BharatBenz 3523R",
                    f"86{s['n6']}{s['n6']}2",
                    s["phone2"],
                    s["login"],
                    s["cred"],
                    s["fa"].capitalize(),
                ),
            ]
        )
        + "\n"
    ),
    cred="human",
    syntax="",
)

# 3 Node: Razorpay key secret for freight advance payments
F.reg(
    "namakkal_freight_advance_razorpay_key_secret_node",
    ("server/razorpay.js", "<<org>>-booking/src/pay_<<n>>.js"),
    """const Razorpay = require('razorpay');

// Load booking advance (bhada) collection
const instance = new Razorpay({
  key_id: 'rzp_live_<<hex8>><<n6>>',
  key_secret: '<<cred>>',
});

module.exports = instance;
""",
    cred="p:razorpay",
    syntax="",
)

# 4 JSON: e-way bill GSP API credentials
F.reg(
    "namakkal_ewaybill_gsp_api_credentials_json",
    ("ewb/config/gsp.json", "<<org>>/ewaybill_<<n>>.json"),
    lambda s: jdump(
        {
            "gstin": f"33AAB{s['orgu'][:2]}{s['n4']}Q1Z{s['n'][-1]}",
            "gsp": {
                "base_url": "https://api.ewaybillgst.gov.in/ewaybillapi/v1.03",
                "client_id": f"EWB{s['hex32'][:20].upper()}",
                "client_secret": s["hex32"],
            },
            "user": {"username": f"{s['org']}_api", "password": s["cred"]},
            "default_transporter_id": f"33AAB{s['n4']}",
        }
    ),
    cred="pw_json",
)

# 5 bash history: curl to the telematics API with an invented key prefix
F.reg(
    "namakkal_telematics_api_curl_history_live_key",
    ("home/<<fa>>/.bash_history", "ubuntu_<<n>>/.bash_history"),
    """cd ~/fleet-reports
python3 daily_km.py --date <<iso>>
curl -s https://api.<<dom>>/v1/vehicles -H "X-Api-Key: <<cred>>" | jq '.[] | .reg_no'
crontab -l
exit
""",
    cred="x:lnv_live_:32",
    syntax="",
)

# 6 PHP: Shiprocket API user login (e-mail + password)
F.reg(
    "namakkal_parts_shop_shiprocket_api_user_php",
    ("includes/shiprocket.php", "<<org>>-spares/lib/ship_<<n>>.php"),
    """<?php
// Spare parts shop: shipments via Shiprocket API user
$sr_email = 'api.<<login>>@<<dom>>';
$sr_password = '<<cred>>';

$ch = curl_init('https://apiv2.shiprocket.in/v1/external/auth/login');
curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode(['email' => $sr_email, 'password' => $sr_password]));
curl_setopt($ch, CURLOPT_HTTPHEADER, ['Content-Type: application/json']);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
$token = json_decode(curl_exec($ch), true)['token'] ?? null;
""",
    cred="pw_sq",
    syntax="",
)

# 7 SMS backup (Tamil): the reply holds only the value
F.reg(
    "namakkal_tamil_sms_backup_reply_only_value",
    ("sms/sms-<<yr>><<mon>><<day>><<hh>><<mi>><<ss>>.xml", "backup_<<fa>>/sms_<<n>>.xml"),
    lambda s: sms_backup(
        [
            (s["phone"], "அண்ணா FASTag wallet login password அனுப்புங்க", 1),
            (s["phone"], s["cred"], 2),
            (s["phone"], "நன்றி", 1),
        ],
        s["name2"],
    ),
    cred="human_x",
)

# 8 Python Selenium: fuel card portal download
F.reg(
    "namakkal_fuel_card_portal_selenium_download",
    ("scripts/fuel_statement.py", "<<org>>_automation/fuel_<<n>>.py"),
    """from selenium import webdriver
from selenium.webdriver.common.by import By

CUSTOMER_ID = "20<<n6>><<n>>"
LOGIN = "<<login>>"
PASS = '<<cred>>'

d = webdriver.Chrome()
d.get("https://fleetcard.petroportal.in/login")
d.find_element(By.ID, "custId").send_keys(CUSTOMER_ID)
d.find_element(By.ID, "userId").send_keys(LOGIN)
d.find_element(By.ID, "pwd").send_keys(PASS)
d.find_element(By.ID, "btnLogin").click()
""",
    cred="pw_sq",
)
