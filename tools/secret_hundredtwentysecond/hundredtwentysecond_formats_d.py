# ruff: noqa: E501
"""Family d: an Ashanti cocoa buying station of a licensed buying company (Ghana; English, Twi)."""

from __future__ import annotations

from hundredtwentysecond_spec import Fam, ipynb, spreadsheetml

F = Fam(
    name="ashanti_cocoa_buying_shed",
    orgs=("kookoopa", "adwumapa", "nyameye", "asempa", "obaatanpa"),
    names=(
        "Kookoo Pa LBC",
        "Adwuma Pa Cocoa Buyers",
        "Nyame Ye Cocoa Ltd",
        "Asempa Produce Buying",
        "Obaatanpa Farmers LBC",
    ),
    tld="com.gh",
    first=(
        ("Kwame", "kwame"),
        ("Akosua", "akosua"),
        ("Yaw", "yaw"),
        ("Ama", "ama"),
        ("Kofi", "kofi"),
        ("Abena", "abena"),
        ("Kwabena", "kwabena"),
        ("Efua", "efua"),
    ),
    last=(
        ("Mensah", "mensah"),
        ("Owusu", "owusu"),
        ("Boateng", "boateng"),
        ("Asante", "asante"),
        ("Osei", "osei"),
        ("Agyeman", "agyeman"),
    ),
    words=(
        "kookoo",
        "cocoa",
        "kumasi",
        "nkawie",
        "akwaaba",
        "medaase",
        "sika",
        "nyame",
        "bean",
        "pod",
        "asante",
        "obaa",
        "kente",
        "adinkra",
        "ohemaa",
        "juaben",
    ),
    pets=("Bingo", "Scooby", "Simba", "Kiki", "Rex", "Tiger"),
    cc="+233 2",
    places=("Nkawie", "Juaben", "Offinso", "Bekwai", "Mampong"),
)

F.reg(
    "ashanti_mtn_momo_disbursement_dotenv",
    ["momo-payouts/.env", "srv/<<org>>/farmer-pay/.env"],
    """# MTN MoMo Disbursement API - paying farmers for dried beans at <<place>> shed
MOMO_ENV=mtnghana
MOMO_BASE_URL=https://proxy.momoapi.mtn.com
MOMO_SUBSCRIPTION_KEY=<<hex8>><<hex8>><<hex8>><<hex8>>
MOMO_API_USER=<<uid>>
MOMO_API_KEY=<<cred>>
MOMO_CALLBACK=https://pay.<<dom>>/momo/callback
""",
    "p:momo_mtn",
    syntax="",
)

F.reg(
    "ashanti_hubtel_sms_receipts_csharp",
    ["src/ShedSync/HubtelSms.cs", "BuyingApp/<<n>>/Services/SmsReceipt.cs"],
    """using System.Net.Http;
using System.Net.Http.Headers;

namespace ShedSync
{
    // Sends "bags weighed / amount paid" receipts to farmers after each purchase
    public static class HubtelSms
    {
        const string ClientId = "<<hex8>>";
        const string ClientSecret = "<<cred>>";
        const string Sender = "<<org>>";

        public static HttpClient Client()
        {
            var c = new HttpClient { BaseAddress = new System.Uri("https://smsc.hubtel.com/v1/messages/") };
            var raw = System.Text.Encoding.ASCII.GetBytes(ClientId + ":" + ClientSecret);
            c.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Basic", System.Convert.ToBase64String(raw));
            return c;
        }
    }
}
""",
    "p:hubtel",
    syntax="",
)

F.reg(
    "ashanti_twi_whatsapp_android_password",
    [
        "WhatsApp Chat with <<first2>> <<last2>>.txt",
        "phone-backup/<<fa>>/WhatsApp/chat_<<stamp>>.txt",
    ],
    """<<dmy>>, <<time>> - Messages and calls are end-to-end encrypted. Only people in this chat can read, listen to, or share them.
<<dmy>>, <<time>> - <<first>> <<last>>: Chale, me werɛ afi cocoa card app no password. Wobɛtumi de abrɛ me?
<<dmy>>, <<time>> - <<first2>> <<last2>>: Username: <<user>>
<<dmy>>, <<time>> - <<first2>> <<last2>>: Password: <<cred>>
<<dmy>>, <<time>> - <<first>> <<last>>: Medaase paa 🙏
""",
    "human",
    syntax="",
)

F.reg(
    "ashanti_farm_polygons_ipynb_api_key",
    ["notebooks/eudr_polygons_<<n>>.ipynb", "analysis/<<fa>>/cocoa_plots_<<stamp>>.ipynb"],
    lambda s: ipynb(
        [
            (
                "markdown",
                f"# Farm polygons check - {s['place']} society\nDeforestation-free check before the EUDR export lot.",
                "",
            ),
            (
                "code",
                f'import requests\nAPI = "https://api.trace.{s["dom"]}/v1"\nKEY = "{s["cred"]}"\nhdr = {{"X-Api-Key": KEY}}',
                "",
            ),
            (
                "code",
                f'r = requests.get(API + "/societies/{s["n3"]}/farms", headers=hdr)\nlen(r.json())',
                f"{s['n3']}\n",
            ),
        ]
    ),
    "x:trc_live_:32",
    syntax="json",
)

F.reg(
    "ashanti_weighing_scale_bridge_ini",
    ["C:/ScaleBridge/scalebridge_<<n>>.ini", "shed-<<place>>/scale/bridge.ini"],
    """[scale]
model = Avery Weigh-Tronix ZM201
port = COM4
unit = kg

[upload]
endpoint = https://lbc.<<dom>>/api/purchases
station = <<place>>
clerk = <<user>>
password = <<cred>>
""",
    "pw",
)

F.reg(
    "ashanti_purchasing_clerks_spreadsheetml",
    ["reports/clerks_<<stamp>>.xml", "Documents/<<fa>>/PC_logins_<<n>>.xml"],
    lambda s: spreadsheetml(
        "Purchasing clerks",
        [
            ["Society", "Clerk", "Phone", "Tablet login", "Password"],
            [s["place"], f"{s['first']} {s['last']}", s["phone"], s["user"], s["cred"]],
            [
                s["place"],
                f"{s['first2']} {s['last2']}",
                s["phone2"],
                s["user2"],
                "reset at district office",
            ],
        ],
    ),
    "pw_xml",
    syntax="xml",
)

F.reg(
    "ashanti_district_office_mikrotik_export_rsc",
    ["backups/mikrotik_<<stamp>>.rsc", "it/<<place>>/hap_ac2_<<n>>.rsc"],
    """# <<date>> by RouterOS 7.14
# model = RB952Ui-5ac2nD
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=shed wpa2-pre-shared-key=<<cred>>
/ip address
add address=<<ip2>>/24 interface=bridge network=192.168.88.0
/system identity
set name=<<org>>-<<place>>
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "ashanti_lbc_ledger_mysqldump_create_user",
    ["db/ledger_<<stamp>>.sql", "backup/<<org>>_grants_<<n>>.sql"],
    """-- MySQL dump 10.13  Distrib 8.0.36
-- Host: localhost    Database: lbc_ledger
CREATE USER IF NOT EXISTS 'shedapp'@'%' IDENTIFIED BY '<<cred>>';
GRANT SELECT, INSERT, UPDATE ON lbc_ledger.* TO 'shedapp'@'%';
FLUSH PRIVILEGES;
CREATE TABLE `purchases` (`id` int NOT NULL AUTO_INCREMENT, `farmer_id` varchar(20), `bags` int, `kg` decimal(8,2), PRIMARY KEY (`id`));
""",
    "pw_sq",
    syntax="",
)
