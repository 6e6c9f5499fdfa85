# ruff: noqa: E501
"""Family m: a gift and handicraft shop (masi, tapa, kava bowls) in Nadi (Fiji); English,
Fijian and Fiji Hindi."""

from __future__ import annotations

import json

from hundredtwentyeighth_spec import Fam, alnum, rsa_key

M = Fam(
    name="masikesa_giftshop_suvenia",
    orgs=("masikesavale", "bulagifts", "tanoakava", "nadisouvenir"),
    tld="com.fj",
    first=(
        ("Josaia", "josaia"),
        ("Mereoni", "mereoni"),
        ("Ravinesh", "ravinesh"),
        ("Salote", "salote"),
        ("Priya", "priya"),
        ("Semi", "semi"),
        ("Litia", "litia"),
    ),
    last=(
        ("Tuilagi", "tuilagi"),
        ("Naidu", "naidu"),
        ("Ratu", "ratu"),
        ("Prasad", "prasad"),
        ("Vakacegu", "vakacegu"),
        ("Delana", "delana"),
    ),
    words=(
        "bula",
        "vinaka",
        "masi",
        "tanoa",
        "kava",
        "yaqona",
        "nadi",
        "suva",
        "lautoka",
        "drua",
        "lovo",
        "taveuni",
        "rugby",
        "flyingfijians",
        "sigatoka",
        "moce",
        "cava",
        "dalo",
    ),
    pets=("bingo", "lucky", "rex", "kiki", "tui"),
    cc="+679",
    city="Nadi",
)

M.reg(
    "masikesa_fijian_viber_copied_vosa_vuni",
    ("Viber/<<fa>>_chat_<<date>>.txt", "notes/viber_<<num>>.txt"),
    """[<<dmy>> <<time>>] <<first>> <<last>>: Bula vinaka! Na cava na vosa vuni ni Lightspeed? Sa tiko e dua na cruise ship e loma ni vale 😅
[<<dmy>> <<time2>>] <<first2>>: username <<login>>
[<<dmy>> <<time2>>] <<first2>>: <<cred>>
[<<dmy>> <<time2>>] <<first>> <<last>>: Vinaka vakalevu!
""",
    "human",
    syntax="",
)

M.reg(
    "masikesa_windcave_rest_api_key_csharp",
    ("GiftShop.Payments/WindcaveSettings.cs", "<<org>>/Payments/Windcave_<<n>>.cs"),
    """namespace GiftShop.Payments;

// Windcave REST - card-present and online sales for the Nadi shop
public static class WindcaveSettings
{
    public const string Endpoint = "https://sec.windcave.com/api/v1/sessions";
    public const string Username = "<<org>>_REST";
    public const string ApiKey = "<<cred>>";
    public const string Currency = "FJD";
}
""",
    "p:windcave",
    syntax="",
)

M.reg(
    "masikesa_mpaisa_merchant_dotenv",
    ("<<org>>-web/.env", "server/<<fa>>/.env.prod"),
    """SITE_URL=https://<<dom>>
MPAISA_MERCHANT_ID=<<num>>
MPAISA_CLIENT_SECRET=<<cred>>
MPAISA_CALLBACK=https://<<dom>>/mpaisa/return
CURRENCY=FJD
""",
    "p:mpaisa",
    syntax="",
)

M.reg(
    "masikesa_lightspeed_xseries_token_python",
    ("scripts/lightspeed_daily_sales.py", "<<org>>/ls_report_<<year>>.py"),
    '''"""Daily sales total from Lightspeed Retail (X-Series) for the owner's WhatsApp."""

import requests

DOMAIN = "<<org>>"
TOKEN = "<<cred>>"


def sales(date_from):
    r = requests.get(
        f"https://{DOMAIN}.retail.lightspeed.app/api/2.0/search",
        headers={"Authorization": f"Bearer {TOKEN}"},
        params={"type": "sales", "date_from": date_from},
        timeout=30,
    )
    return sum(s["total_price"] for s in r.json()["data"])
''',
    lambda rng, f: "lsxs_pt_" + alnum(rng, 32),
)

M.reg(
    "masikesa_cruise_day_roster_tsv_pin",
    ("roster/cruise_days_<<year>>.tsv", "Documents/<<fa>>_roster.tsv"),
    """Date\tShip\tStaff\tTill\tLogin
<<dmy>>\tPacific Explorer\t<<first>>\t1\t<<login>>
<<dmy>>\tPacific Explorer\t<<first2>>\t2\t<<cred>>
<<dmy>>\tCarnival Splendor\t<<first>>\t1\t(same)
""",
    "human",
    syntax="",
)

M.reg(
    "masikesa_fiji_hindi_sms_backup_reply_only",
    ("SMSBackup/sms-<<date>>.xml", "phone_<<fa>>/sms-<<num>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<ts>>000">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" body="Bhaiya, shop ke Facebook page ke password ka hai? Naya tapa ke photo daale ke hai" read="1" status="-1" locked="0" contact_name="<<first>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>700" type="2" body="<<cred>>" read="1" status="-1" locked="0" contact_name="<<first>>" />
</smses>
""",
    "human",
)

M.reg(
    "masikesa_unifi_wlan_export_json",
    ("unifi/<<org>>_wlanconf.json", "backup/unifi_<<date>>.json"),
    lambda s: json.dumps(
        {
            "data": [
                {
                    "name": f"{s['org']}_guest",
                    "security": "open",
                    "is_guest": True,
                    "enabled": True,
                },
                {
                    "name": f"{s['org']}_staff",
                    "security": "wpapsk",
                    "wpa_mode": "wpa2",
                    "x_passphrase": s["cred"],
                    "enabled": True,
                    "site_id": s["uuid"][:24],
                },
            ],
            "meta": {"rc": "ok"},
        },
        indent=2,
    ),
    "human_x",
)

M.reg(
    "masikesa_resort_supplier_sftp_id_rsa",
    ("home/<<fa>>/.ssh/id_rsa_resort_<<org>>", "keys/<<org>>_sftp_<<n>>.pem"),
    "<<cred>>\n",
    rsa_key,
    syntax="",
)
