# ruff: noqa: E501
"""Family o: a staff shuttle for a garment factory near Dhaka, Bangladesh (Bengali)."""

from __future__ import annotations

from hundredtwentyfourth_spec import Fam

F = Fam(
    name="karkhana_staff_shuttle_dhaka",
    key="karkhanabus",
    orgs=("meghnashuttle", "padmastaffbus", "ashuliatransport"),
    tld="com.bd",
    first=(
        ("রহিম", "rahim"),
        ("নাসরিন", "nasrin"),
        ("করিম", "karim"),
        ("শাহানা", "shahana"),
        ("জাহিদ", "zahid"),
        ("রুমা", "ruma"),
    ),
    last=(
        ("হোসেন", "hossain"),
        ("রহমান", "rahman"),
        ("আহমেদ", "ahmed"),
        ("ইসলাম", "islam"),
        ("চৌধুরী", "chowdhury"),
        ("বেগম", "begum"),
    ),
    words=(
        "padma",
        "meghna",
        "bangla",
        "shapla",
        "ashulia",
        "gazipur",
        "ilish",
        "boishakh",
        "dhaka",
        "sonar",
        "tigers",
        "nodi",
        "jamuna",
        "rupsha",
    ),
    pets=("tuntuni", "mini", "kalu", "lalu", "bhulu"),
    cc="+880",
    cities=("Ashulia", "Gazipur", "Savar", "Tongi", "Narayanganj"),
)

# 1 WhatsApp (Bangla) with the route app password
F.reg(
    "bangla_whatsapp_password_driver_app",
    ("WhatsApp/WhatsApp Chat with Transport <<num>>.txt", "Downloads/<<org>>_driver_chat.txt"),
    """<<slash>>, <<time>> - <<first>> <<last>>: স্যার, রুট অ্যাপে লগইন হচ্ছে না, পাসওয়ার্ড ভুল বলছে
<<slash>>, <<time>> - ট্রান্সপোর্ট অফিস: ইউজার <<user>> পাসওয়ার্ড <<cred>>
<<slash>>, <<time>> - <<first>> <<last>>: ধন্যবাদ স্যার, হয়েছে
""",
    "human",
)

# 2 bKash tokenized checkout (PHP)
F.reg(
    "bkash_tokenized_checkout_php",
    ("var/www/<<org>>/config/bkash.php", "public_html/canteen-card/inc/bkash_<<num>>.php"),
    """<?php
return [
    'base_url'   => 'https://tokenized.pay.bka.sh/v1.2.0-beta',
    'username'   => '<<phone>>',
    'password'   => 'Kx<<hex8>>',
    'app_key'    => '<<akey>>',
    'app_secret' => '<<cred>>',
];
""",
    "p:bkash",
    extra=lambda rng, s: {"akey": s["uuid"].replace("-", "")[:25]},
)

# 3 SSLCommerz .env
F.reg(
    "sslcommerz_store_passwd_dotenv",
    ("srv/<<org>>/fare/.env", "home/<<user>>/shuttle-pass/.env"),
    """APP_ENV=production
SSLCZ_STORE_ID=<<org>><<num>>live
SSLCZ_STORE_PASSWORD=<<cred>>
SSLCZ_TESTMODE=false
""",
    "p:sslcommerz",
)

# 4 flespi token in a shell script for the Teltonika trackers
F.reg(
    "teltonika_flespi_token_shell",
    ("opt/<<org>>/gps/pull_positions.sh", "home/<<user>>/bin/bus_positions_<<num>>.sh"),
    """#!/bin/bash
# সকালের শিফট বাসগুলোর অবস্থান
TOKEN="<<cred>>"
curl -s -H "Authorization: FlespiToken $TOKEN" \\
  "https://flespi.io/gw/devices/all/telemetry/position" > /var/lib/shuttle/positions.json
""",
    "alnum:64",
)

# 5 Bengali SMS where the reply is only the value
F.reg(
    "bengali_sms_reply_value_only",
    ("sms/<<fa>>_<<date>>.txt", "Documents/বার্তা_<<num>>.txt"),
    """<<first>> <<last>> <<phone>>  <<slash>> <<time>>
গেটের সিসিটিভির পাসওয়ার্ডটা দিন

আমি  <<slash>> <<time>>
<<cred>>
""",
    "human",
)

# 6 PowerShell Invoke-Sqlcmd to the HR ERP
F.reg(
    "hr_erp_invoke_sqlcmd_ps1",
    (
        "Users/<<user>>/Documents/shuttle_roster.ps1",
        "ProgramData/<<org>>/scripts/export_shift_<<num>>.ps1",
    ),
    """# Export tomorrow's shuttle roster from the HR ERP
$q = "SELECT EmpId, Name, Line, Shift, Route FROM dbo.ShuttleRoster WHERE ShiftDate = CAST(GETDATE()+1 AS date)"
Invoke-Sqlcmd -ServerInstance "<<ip>>" -Database "HRERP" -Username "transport" -Password "<<cred>>" -Query $q |
    Export-Csv -Path "C:\\Shuttle\\roster_$(Get-Date -f yyyyMMdd).csv" -NoTypeInformation -Encoding UTF8
""",
    "pw_dq",
)

# 7 Cisco running-config with a type 0 password
F.reg(
    "factory_gate_router_cisco_running_config",
    ("backup/network/<<org>>_gate_<<date>>.cfg", "tftp/<<org>>-gate-rtr-<<num>>.txt"),
    """!
hostname <<org>>-gate-rtr
!
username transport privilege 15 password 0 <<cred>>
!
interface GigabitEthernet0/1
 description SHUTTLE-YARD-CCTV
 ip address <<ip>> 255.255.255.0
!
line vty 0 4
 login local
!
end
""",
    "pw_bare",
)

# 8 iCalendar event with the fuel-card portal password
F.reg(
    "fuel_card_portal_ics_description",
    ("Calendar/fuel_card_<<date>>.ics", "Downloads/invite_<<org>>_<<num>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<year>>0301T090000Z
DTEND:<<year>>0301T093000Z
UID:<<uuid>>@google.com
SUMMARY:ফুয়েল কার্ড রিচার্জ (মাসিক)
DESCRIPTION:পোর্টাল: https://fuelcard.<<dom>>\\nইউজার: <<user>>\\nপাসওয়ার্ড: <<cred>>
END:VEVENT
END:VCALENDAR
""",
    "human_x",
)
