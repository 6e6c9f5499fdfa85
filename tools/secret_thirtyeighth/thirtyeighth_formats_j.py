# ruff: noqa: E501
"""Family j: a Zanzibar dhow boatyard and sunset-sailing outfit (Swahili, English)."""

from __future__ import annotations

from thirtyeighth_spec import human, reg

FAM = "zanzibar_dhow_jahazi"
ORGS = ("mkokotoni-jahazi",)
W = ("jahazi", "dhow", "ngalawa", "mtepe", "nungwi", "stonetown", "forodhani", "pemba",
     "mkokotoni", "kendwa", "bahari", "upepo", "tanga", "karibu", "pole", "juma", "amina",
     "baraka", "zawadi", "mvua")  # fmt: skip

reg(
    FAM,
    "dhow_whatsapp_swahili_nenosiri",
    ("WhatsApp/Mazungumzo na Juma <<n>>.txt", "chats/Jahazi Booking <<date>>.txt"),
    """<<dslash>>, <<time>> - Amina: Juma, nenosiri la akaunti ya booking ni lipi? Wageni wa machweo wamefika
<<dslash>>, <<time>> - Juma: subiri kidogo
<<dslash>>, <<time2>> - Juma: nenosiri ni <<cred>>
<<dslash>>, <<time2>> - Amina: asante sana 🙏
<<dslash>>, <<time2>> - Juma: usiku upepo mkali, jahazi la pili libaki Nungwi
""",
    lambda r: human(r, W),
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "dhow_tour_payments_mpesa_daraja_passkey_php",
    ("app/Services/MpesaStk.php", "booking-<<n>>/mpesa/stk_push.php"),
    """<?php
// M-Pesa STK push for sunset dhow cruise deposits
class MpesaStk
{
    private string $consumerKey = '<<ckey>>';
    private string $consumerSecret = '<<csec>>';
    private string $shortCode = '<<nn>>57';
    private string $passKey = '<<cred>>';

    public function password(string $timestamp): string
    {
        return base64_encode($this->shortCode . $this->passKey . $timestamp);
    }

    public function push(string $phone, int $amount): array
    {
        $ts = date('YmdHis');
        $body = [
            'BusinessShortCode' => $this->shortCode,
            'Password' => $this->password($ts),
            'Timestamp' => $ts,
            'TransactionType' => 'CustomerPayBillOnline',
            'Amount' => $amount,
            'PartyA' => $phone,
            'PartyB' => $this->shortCode,
            'PhoneNumber' => $phone,
            'CallBackURL' => 'https://book.<<dom>>/mpesa/callback',
            'AccountReference' => 'JAHAZI',
            'TransactionDesc' => 'Sunset dhow',
        ];
        return [$body];
    }
}
""",
    "hex:64",
    syntax="",
    extra=lambda r, s: {
        "ckey": str(s["id"]) + str(s["hex8"]) + "Zn8Qw4",
        "csec": str(s["hex40"])[:16],
    },
    orgs=ORGS,
)

reg(
    FAM,
    "dhow_booking_site_wp_cli_user_create_history",
    ("home/<<user>>/.bash_history", "home/webadmin/.bash_history", "root/.bash_history"),
    """cd /var/www/<<org>>
wp core version
wp plugin update --all
wp user create amina amina@<<dom>> --role=editor --user_pass=<<cred>> --send-email=false
wp cache flush
sudo systemctl reload php8.1-fpm
""",
    "pw_bare",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "dhow_marina_wifi_unifi_wlanconf_json",
    ("unifi/backup/wlanconf-<<date>>.json", "export/unifi_site_<<n>>.json"),
    """{
  "meta": {"rc": "ok"},
  "data": [
    {
      "_id": "<<hex40>>",
      "name": "Jahazi-Guests",
      "security": "wpapsk",
      "wpa_mode": "wpa2",
      "x_passphrase": "<<cred>>",
      "enabled": true,
      "is_guest": true
    },
    {
      "_id": "<<sha>>",
      "name": "Boatyard-Office",
      "security": "wpapsk",
      "wpa_mode": "wpa2",
      "x_passphrase": "<<other>>",
      "enabled": true
    }
  ]
}
""",
    lambda r: human(r, W, "!#*.@_"),
    extra=lambda r, s: {"other": human(r, W, "#*._")},
    orgs=ORGS,
)

reg(
    FAM,
    "dhow_timber_inventory_odbc_ini_password",
    ("etc/odbc.ini", "home/<<user>>/.odbc.ini", "yard<<n>>/odbc.ini"),
    """[MbaoStock]
Description = Mninga / mvule timber stock for hull planks
Driver = PostgreSQL Unicode
Servername = <<host>>
Port = 5432
Database = mbao
UserName = yard
Password = <<cred>>
SSLmode = require
""",
    "pw",
    syntax="ini",
    orgs=ORGS,
)

reg(
    FAM,
    "dhow_charter_email_swahili_english_nywila",
    ("mail/Charter Pemba <<n>>.eml", "mail/sent/<<date>>-charter.eml"),
    """From: Baraka Said <baraka@<<dom>>>
To: <<email>>
Subject: Your dhow charter to Pemba / Safari ya jahazi
Date: <<date>> <<time>>:00 +0300
Content-Type: text/plain; charset=utf-8

Karibu <<firstc>>!

Your guest portal is ready (itinerary, tide table, life-jacket sizes):
  https://guests.<<dom>>/
  login: <<email>>
  nywila / password: <<cred>>

Tunaondoka Mkokotoni saa 2 asubuhi. Please bring reef shoes.

Baraka
""",
    lambda r: human(r, W, "!#*@"),
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "dhow_sail_loft_sms_nywila_mpya",
    ("sms/export_<<date>>.txt", "simu/sms_tanga_<<n>>.txt"),
    """<<dslash>> <<time>>  +255 77<<nn>>4<<n>>
Nywila mpya ya kompyuta ya ofisi ya matanga: <<cred>>
Usimpe mtu yeyote. -Zawadi
""",
    lambda r: human(r, W, "!#*@_"),
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "dhow_sail_order_rust_reqwest_basic_auth",
    ("src/orders.rs", "sail-orders-<<n>>/src/main.rs"),
    """use reqwest::blocking::Client;
use serde_json::json;

// sends new lateen sail orders from the loft to the boatyard ERP
fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = Client::new();
    let resp = client
        .post("https://erp.<<dom>>/api/sail-orders")
        .basic_auth("matanga", Some("<<cred>>"))
        .json(&json!({"boat": "Jahazi <<n>>", "sail": "lateen", "cloth_m2": 64}))
        .send()?;
    println!("{}", resp.status());
    Ok(())
}
""",
    "pw_dq",
    syntax="",
    orgs=ORGS,
)
