# ruff: noqa: E501
"""Family h: a UPS, battery and solar inverter shop on Hall Road, Lahore, Pakistan; Urdu
(Nastaliq script) and Roman Urdu."""

from __future__ import annotations

import json

from eightieth_spec import Fam

F = Fam(
    name="lahore_ups_inverter_battery_shop",
    orgs=("hallroadups", "bijlighar", "shaheensolar"),
    tld="com.pk",
    first=("imran", "ayesha", "bilal", "sana", "usman", "hina", "kashif", "nadia"),
    last=("khan", "butt", "chaudhry", "malik", "qureshi", "sheikh", "rana", "awan"),
    first_l=("عمران", "عائشہ", "بلال", "ثنا", "عثمان", "حنا", "کاشف", "نادیہ"),
    last_l=("خان", "بٹ", "چوہدری", "ملک", "قریشی", "شیخ", "رانا", "اعوان"),
    words=(
        "lahore",
        "pakistan",
        "zindabad",
        "bijli",
        "loadshedding",
        "battery",
        "inverter",
        "anarkali",
        "hallroad",
        "shaheen",
        "jannat",
        "dil",
        "pyar",
        "chai",
        "cricket",
        "babar",
        "lahori",
        "sher",
    ),
    pets=("tommy", "sheru", "billu", "moti", "tiger", "oscar"),
    places=("Lahore", "Gujranwala", "Faisalabad", "Sialkot", "Multan", "Sheikhupura"),
    cc="+92",
    mobile=("300", "301", "321", "333", "345"),
)

F.reg(
    "hallroad_urdu_whatsapp_password_growatt",
    ("WhatsApp Chat with Shop Staff <<n>>.txt", "chats/hallroad_<<n>>.txt"),
    """<<dmy2>>, <<time>> - <<full>>: بھائی گاہک کا Growatt ایپ پر انورٹر آف لائن دکھا رہا ہے
<<dmy2>>, <<time>> - <<full>>: ShineServer کا پاس ورڈ بھیج دیں
<<dmy2>>, <<time2>> - <<full2>>: یوزر <<user>>
<<dmy2>>, <<time2>> - <<full2>>: پاس ورڈ <<cred>>
<<dmy2>>, <<time3>> - <<full>>: ok ho gaya, shukriya
""",
    cred="human",
    syntax="",
)

F.reg(
    "hallroad_growatt_openapi_token_python",
    ("monitor/growatt_plants_<<n>>.py", "scripts/customer_plants.py"),
    """# Growatt OpenAPI - gahakon ke plants ki daily generation
import requests

GROWATT_TOKEN = "<<cred>>"
BASE = "https://openapi.growatt.com/v1"


def plant_list():
    r = requests.get(BASE + "/plant/list", headers={"token": GROWATT_TOKEN}, timeout=30)
    return r.json()["data"]["plants"]
""",
    cred="p:growatt",
)

F.reg(
    "hallroad_jazzcash_integrity_salt_php",
    ("checkout/jazzcash_config.php", "shop/app/config/jazzcash_<<n>>.php"),
    """<?php
return [
    'merchant_id'    => 'MC<<n6>>',
    'password'       => '<<jpw>>',
    'integrity_salt' => '<<cred>>',
    'return_url'     => 'https://<<dom>>/jazzcash/return',
    'post_url'       => 'https://payments.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/',
];
""",
    cred="lalnum:10",
    syntax="",
    extra=lambda rng, s: {"jpw": F.draw(rng, "lalnum:10")},
)

F.reg(
    "hallroad_easypaisa_hash_key_env",
    ("shop/.env", "pos-<<n>>/.env"),
    """EASYPAISA_STORE_ID=<<n6>>
EASYPAISA_HASH_KEY=<<cred>>
EASYPAISA_POST_URL=https://easypay.easypaisa.com.pk/easypay/Index.jsf
SHOP_CITY=<<place>>
""",
    cred="p:easypaisa_hash",
)


def _h_appsettings(s):
    doc = {
        "ConnectionStrings": {
            "ShopDb": f"Server={s['ip']},1433;Database=InverterShop;User Id=sa;Password={s['cred']};TrustServerCertificate=True"
        },
        "Shop": {"Name": "Bijli Ghar " + s["place"], "Currency": "PKR"},
        "Logging": {"LogLevel": {"Default": "Information"}},
    }
    return json.dumps(doc, indent=2)


F.reg(
    "hallroad_pos_appsettings_sqlserver_json",
    ("BijliPOS/appsettings.json", "publish/<<n>>/appsettings.json"),
    _h_appsettings,
    cred="pw_json",
)

F.reg(
    "hallroad_solarman_logger_urdu_sms_reply_only",
    ("sms/thread_<<phone>>.txt", "exports/sms_<<n>>.txt"),
    """<<full>> (<<phone>>)
<<dmy>> <<time>>  وائی فائی لاگر کا پاس ورڈ کیا رکھا تھا؟
<<dmy>> <<time2>>  <<cred>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "hallroad_daraz_seller_logins_csv",
    ("accounts/online_stores_<<n>>.csv", "Desktop/daraz_olx_<<date>>.csv"),
    """platform,login,password,phone,notes
Daraz Seller Center,<<email>>,<<cred>>,<<phone>>,flagship store
OLX,<<phone2>>,OTP,<<phone2>>,used batteries
""",
    cred="human_x",
)

F.reg(
    "hallroad_fbr_pos_integration_csharp",
    ("FbrPos/FbrClient.cs", "src/Fiscal/FbrInvoice<<n>>.cs"),
    """using System.Net.Http;
using System.Net.Http.Headers;

namespace BijliPos.Fiscal
{
    public static class FbrClient
    {
        // FBR POS integration (IMS) - POSID <<n6>>
        private const string Token = "<<cred>>";
        private const string Url = "https://gw.fbr.gov.pk/imsp/v1/api/Live/PostData";

        public static HttpClient Create()
        {
            var c = new HttpClient();
            c.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", Token);
            return c;
        }
    }
}
""",
    cred="uuid",
    syntax="",
)
