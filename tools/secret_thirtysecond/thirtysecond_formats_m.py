"""Family m: a poultry smallholding with an egg round."""

from thirtysecond_spec import alnum, b64, reg, xkey

F = "poultry_smallholding_egg_round"

reg(
    F,
    "poultry_coop_door_esphome_api_key",
    ("esphome/<<org>>/coop-door.yaml", "config/esphome/henhouse-<<n>>.yaml"),
    """esphome:
  name: coop-door-<<n>>

esp8266:
  board: d1_mini

wifi:
  ssid: "Orchard AP"
  password: !secret wifi_password

api:
  encryption:
    key: "<<cred>>"

ota:
  - platform: esphome

switch:
  - platform: gpio
    pin: D1
    name: "Pop hole door"
""",
    lambda rng: b64(rng, 32),
    syntax="",
)

reg(
    F,
    "poultry_egg_round_vietnamese_zalo_mat_khau",
    ("zalo/<<org>>_<<n>>.txt", "exports/zalo/<<first>>_<<date>>.txt"),
    """[<<time>> <<dslash>>] <<firstc>>: Chị ơi, thứ Bảy em giao 30 hộp trứng nhé
[<<time>> <<dslash>>] Chị Lan: ok em. Mật khẩu app giao hàng là gì vậy? chị quên rồi
[<<time2>> <<dslash>>] <<firstc>>: mật khẩu: <<cred>>
[<<time2>> <<dslash>>] Chị Lan: cảm ơn em 🥚
""",
    "h",
)

reg(
    F,
    "poultry_flock_app_gradle_kts_buildconfig",
    ("flock-app/<<org>>/app/build.gradle.kts", "android/henrecords-<<n>>/app/build.gradle.kts"),
    """plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
}

android {
    namespace = "uk.smallholding.flock"
    compileSdk = 34
    defaultConfig {
        applicationId = "uk.smallholding.flock"
        minSdk = 26
        versionName = "<<ver>>"
        buildConfigField("String", "FLOCK_API_KEY", "\\"<<cred>>\\"")
    }
    buildFeatures { buildConfig = true }
}
""",
    xkey("hen_", 32),
)

reg(
    F,
    "poultry_feed_merchant_letter_ocr",
    ("scans/<<org>>/feed_merchant_letter_<<n>>.txt", "ocr/letters/trade_account_<<date>>.txt"),
    """COUNTRY FEEDS & SADDLERY LTD
Unit 4, Market Yard

Dear Mr <<lastc>>,

Your online trade account is now active. You can order layers pellets, mixed corn and
grit for collection or delivery.

Account no.: CF-<<n4>>
Login: <<email>>
Password: <<cred>>

Please keep this letter safe.
""",
    "h",
)

reg(
    F,
    "poultry_incubator_nodered_settings_credential_secret",
    ("home/pi/.node-red/settings.js", "nodered/<<org>>-incubator-<<n>>/settings.js"),
    """module.exports = {
    flowFile: 'flows.json',
    // encrypts flows_cred.json (incubator humidity alerts)
    credentialSecret: '<<cred>>',
    uiPort: process.env.PORT || 1880,
    adminAuth: null,
    logging: { console: { level: "info", metrics: false, audit: false } },
    editorTheme: { projects: { enabled: false } }
}
""",
    "pw_sq",
)

reg(
    F,
    "poultry_egg_box_labels_cups_printers_conf",
    ("etc/cups/printers.conf", "cups/<<org>>/printers-<<n>>.conf"),
    """# Printer configuration file for CUPS v2.4.2
# Written by cupsd
<Printer EggBoxLabels>
PrinterId 2
UUID urn:uuid:<<uuid>>
Info Egg box labels (farm office)
Location Packing shed
MakeModel Zebra ZPL Label Printer
DeviceURI smb://packing:<<cred>>@<<ip>>/ZD421
State Idle
Accepting Yes
Shared No
</Printer>
""",
    "h_url",
)

reg(
    F,
    "poultry_box_scheme_gocardless_dotenv",
    ("eggscheme/<<org>>/.env", "srv/egg-subs-<<n>>/.env"),
    """# weekly egg box subscriptions
GOCARDLESS_ENVIRONMENT=live
GOCARDLESS_ACCESS_TOKEN=<<cred>>
ROUND_DAYS=tue,fri
""",
    lambda rng: (
        "live_" + alnum(rng, 40, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    ),
)

reg(
    F,
    "poultry_show_society_lithuanian_email_slaptazodis",
    ("mail/<<org>>/paroda_<<n>>.eml", "inbox/<<first>>/vistu_paroda_<<date>>.eml"),
    """From: <<firstc>> <<lastc>> <<<email>>>
To: draugija@<<dom>>
Subject: Prisijungimas prie parodos registracijos
Content-Type: text/plain; charset=UTF-8

Laba diena,

Siunčiu prisijungimo duomenis paukščių parodos registracijos sistemai:

vartotojas: <<user>>
slaptažodis: <<cred>>

Pagarbiai,
<<firstc>>
""",
    "h",
)
