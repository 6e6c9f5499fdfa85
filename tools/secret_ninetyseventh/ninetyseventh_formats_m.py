# ruff: noqa: E501
"""Family m: a mobility-scooter and wheelchair dealer in Tauranga, Aotearoa New Zealand:
English and te reo Māori; Windcave payments, Xero, a Shopify store, Lightspeed Retail (Vend),
NZ Post parcels, the ACC / Enable NZ supplier portal, Messenger and a workshop Pi."""

from __future__ import annotations

from ninetyseventh_spec import Fam, alnum

F = Fam(
    name="mobiscoot_dealer_tauranga",
    prefix="mobiscoot",
    orgs=("scootaroa", "mobiroa", "mountmobility", "kaimaimobility", "bopscooters"),
    tld="co.nz",
    first=(
        ("Aroha", "aroha"),
        ("Wiremu", "wiremu"),
        ("Mere", "mere"),
        ("Hēmi", "hemi"),
        ("Sarah", "sarah"),
        ("James", "james"),
        ("Ngaire", "ngaire"),
        ("Tama", "tama"),
    ),
    last=(
        ("Ngata", "ngata"),
        ("Walker", "walker"),
        ("Te Whare", "tewhare"),
        ("Smith", "smith"),
        ("Parata", "parata"),
        ("Thompson", "thompson"),
        ("Hēnare", "henare"),
    ),
    words=(
        "aroha",
        "moana",
        "kiwi",
        "tui",
        "pohutukawa",
        "kumara",
        "waka",
        "maunga",
        "kapai",
        "manuka",
        "mauao",
        "kaimai",
        "pipi",
        "jandal",
        "chiefs",
        "tiki",
    ),
    pets=("buster", "molly", "bella", "rata", "nikau", "pippa", "toby"),
    cc="+64",
    cities=("tauranga", "mount maunganui", "rotorua", "whakatane", "hamilton", "te puke"),
    tz="+1300",
)

F.reg(
    "windcave_pxpay_key_dotenv",
    ("shop-checkout/.env", "<<org>>-web/.env.production"),
    """# Windcave PxPay 2.0 - scooter deposits and hire payments
PXPAY_URL=https://sec.windcave.com/pxaccess/pxpay.aspx
PXPAY_USER_ID=<<orgc>>_Rest
PXPAY_KEY=<<cred>>
RETURN_URL=https://www.<<dom>>/checkout/complete
""",
    "p:windcave",
    "",
)

F.reg(
    "xero_oauth_app_client_json",
    ("integrations/xero_<<org>>.json", "config/xero-app-<<n>>.json"),
    """{
  "client_id": "<<hex32>>",
  "client_secret": "<<cred>>",
  "redirect_uri": "https://admin.<<dom>>/xero/callback",
  "scopes": ["offline_access", "accounting.transactions", "accounting.contacts"],
  "tenant_name": "<<orgc>> Mobility Ltd"
}
""",
    "p:xero_secret",
)

F.reg(
    "shopify_admin_token_rake_task",
    ("lib/tasks/sync_stock_<<n>>.rake", "<<org>>/lib/tasks/shopify_stock.rake"),
    """# Push scooter / walker stock from the workshop spreadsheet to Shopify
namespace :shopify do
  task sync_stock: :environment do
    session = ShopifyAPI::Auth::Session.new(
      shop: "<<org>>.myshopify.com",
      access_token: "<<cred>>"
    )
    client = ShopifyAPI::Clients::Rest::Admin.new(session: session)
    StockRow.find_each do |row|
      client.post(path: "inventory_levels/set", body: { location_id: <<d8>>, inventory_item_id: row.item_id, available: row.qty })
    end
  end
end
""",
    "p:shopify",
    "",
)

F.reg(
    "messenger_copied_reply_only_laptop_pw",
    ("Documents/messenger_<<fa>>_<<date>>.txt", "Notes/fb_messenger_copy_<<nnnn>>.txt"),
    """<<fn>> <<ln>>
<<hm>>
Kia ora, what's the password for the workshop laptop again? Need to print the ACC quote for Mrs <<la2>>

You sent
<<hm2>>
<<cred>>

<<fn>> <<ln>>
<<hm2>>
Ka pai, cheers 👍
""",
    "human",
    "",
)

F.reg(
    "enable_nz_acc_portal_handover_md",
    ("docs/locum_handover_<<date>>.md", "Shared/handover/relief_manager_<<n>>.md"),
    """# Handover for relief manager – week of <<dmy>>

Kia ora <<fn2>>, thanks for covering while I'm in Rotorua.

## Bookings
- Mon: delivery Pegasus 4 to Pāpāmoa, client prefers afternoon
- Wed: battery swap for the Shoprider, Te Puke

## Logins
- ACC / Enable NZ supplier portal: `<<user>>` / `<<cred>>`
- Xero: use your own invite (sent <<dmy>>)

Ngā mihi, <<fn>>
""",
    "human",
    "",
)

F.reg(
    "lightspeed_retail_token_powershell",
    ("scripts/Export-Sales_<<n>>.ps1", "C:/Scripts/<<orgc>>/lightspeed_daily.ps1"),
    """# Daily sales export from Lightspeed Retail (X-Series) for the accountant
$token = "<<cred>>"
$domain = "<<org>>"
$since = (Get-Date).AddDays(-1).ToString("yyyy-MM-dd")
$headers = @{ Authorization = "Bearer $token" }
$sales = Invoke-RestMethod -Uri "https://$domain.retail.lightspeed.app/api/2.0/search?type=sales&date_from=$since" -Headers $headers
$sales.data | Export-Csv -Path "\\\\<<ip>>\\accounts\\sales_$since.csv" -NoTypeInformation
""",
    lambda rng, s: "lsxs_pt_" + alnum(rng, 32),
    "",
)

F.reg(
    "nzpost_parcel_api_yaml",
    ("config/nzpost.yml", "<<org>>-dispatch/config/nzpost_<<n>>.yml"),
    """# NZ Post parcel labels - scooter batteries, parts and walkers
nzpost:
  client_id: "<<hex32>>"
  client_secret: "<<cred>>"
  site_code: <<nnnn>><<nn>>
  sender:
    name: "<<orgc>> Mobility"
    city: "<<city>>"
""",
    "alnum:32",
)

F.reg(
    "workshop_pi_wpa_supplicant_conf",
    ("etc/wpa_supplicant/wpa_supplicant.conf", "boot/wpa_supplicant_<<org>>.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=NZ

# battery charging bay monitor (Pi + INA219)
network={
    ssid="<<orgc>>-Workshop"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    "human_x",
    "",
)
