"""Family k: Kampot peppercorn farms in Cambodia: export papers, tasting room, web shop."""

from __future__ import annotations

from fortyfirst_corpus import hexs
from fortyfirst_spec import Fam, rsa_pem

F = Fam(
    "kampot_peppercorn_khmer",
    ("mrechkampot",),
    "com.kh",
    ("សុខា", "ដារ៉ា", "Sokha", "Dara", "Sreymom", "Vuthy", "Channary", "Piseth", "Bopha", "Rithy"),
    ("Chan", "Sok", "Heng", "Kim", "Meas", "Chea", "Phan", "Ly", "សុខ"),
    ("kampot", "mrech", "pepper", "bokor", "kep", "tukktuk", "angkor", "mekong", "prahok", "lotus"),
    ("rodovprang", "rodovvossa", "chnamthmey", "pchumben", "bonomtouk", "vossa"),
    "+855",
    latin=("sokha", "dara", "sok", "chan"),
)

F.reg(
    "kampot_khmer_telegram_chat_pheaksamngat",
    ("Telegram/ក្រុមចំការ_<<date>>.txt", "chats/chamkar_group_<<id>>.txt"),
    """<<full>>, [<<dmys>> <<time>>]
សួស្តី! ពាក្យសម្ងាត់ កុំព្យូទ័រ ការិយាល័យ នាំចេញ គឺ

<<full>>, [<<dmys>> <<time2>>]
<<cred>>

<<full2>>, [<<dmys>> <<time2>>]
អរគុណបង 👍 ខ្ញុំនឹងបោះពុម្ពវិក្កយបត្រម្រេចក្រហម
""",
    cred="human",
    syntax="",
)

F.reg(
    "kampot_aba_payway_laravel_env",
    ("webshop/.env", "deploy/<<org>>-shop-<<n>>/.env"),
    """APP_NAME="Kampot Pepper Shop"
APP_ENV=production
APP_URL=https://shop.<<dom>>
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=pepper
DB_USERNAME=pepper
DB_PASSWORD=
PAYWAY_MERCHANT_ID=ec<<id>>
PAYWAY_API_KEY=<<cred>>
PAYWAY_API_URL=https://checkout.payway.com.kh/api/payment-gateway/v1/payments/purchase
""",
    cred="hex:40",
)

F.reg(
    "kampot_export_certificate_french_email_mot_de_passe_p12",
    ("mail/<<user>>/Inbox/<<id>>.eml", "export/<<org>>/certificat_<<id>>.eml"),
    """From: <<full2>> <<<email2>>>
To: <<full>> <<<email>>>
Subject: Certificat de signature - déclarations d'export (IGP Poivre de Kampot)
Date: Mon, 2 Jun <<yyyy>> <<time>>:10 +0700
Content-Type: text/plain; charset=UTF-8

Bonjour <<first>>,

Ci-joint le certificat .p12 pour signer les déclarations d'export vers la France
(lots de poivre rouge et noir). Le mot de passe du fichier est :

<<cred>>

Merci de ne pas le transférer. Je l'envoie aussi par SMS à <<first2>>.

Cordialement,
<<full2>>
""",
    cred="pw",
)

F.reg(
    "kampot_farm_weather_station_weewx_conf",
    ("etc/weewx/weewx.conf", "home/weewx/chamkar<<n>>/weewx.conf"),
    """# WeeWX configuration - pepper farm weather station (rain, humidity for blight)
debug = 0
WEEWX_ROOT = /etc/weewx

[Station]
    location = "Chamkar <<n>>, Kampot"
    latitude = 10.6
    longitude = 104.2
    altitude = 40, meter
    station_type = Vantage

[StdRESTful]
    [[Wunderground]]
        enable = true
        station = IKAMPO<<n>>
        password = <<cred>>
        rapidfire = False
    [[StationRegistry]]
        register_this_station = false
""",
    cred="pw_alnum",
)

F.reg(
    "kampot_shop_woocommerce_rest_consumer_secret_js",
    ("scripts/woo_orders.js", "tools/<<org>>-woo-<<n>>.js"),
    """// Export paid orders (pepper gift boxes) for the courier
const WooCommerceRestApi = require("@woocommerce/woocommerce-rest-api").default;

const api = new WooCommerceRestApi({
  url: "https://<<dom>>",
  consumerKey: "ck_<<hexid>><<hexid>><<hexid>><<hexid>><<hexid>>",
  consumerSecret: "<<cred>>",
  version: "wc/v3",
});

api.get("orders", { status: "processing", per_page: 50 }).then((res) => {
  for (const o of res.data) console.log(o.id, o.billing.country, o.total);
});
""",
    cred=lambda rng: "cs_" + hexs(rng, 40),
    syntax="",
)

F.reg(
    "kampot_tasting_room_chalkboard_photo_ocr",
    ("photos/ocr/tasting_room_<<id>>.txt", "ocr/<<org>>/chalkboard_<<n>>.txt"),
    """KAMPOT PEPPER TASTING
black · red · white · fresh green

WIFI
Mrech-Guest
<<cred>>

tours 9:00 / 11:00 / 14:00
""",
    cred="human_x",
    syntax="",
)

F.reg(
    "kampot_shipping_sftp_id_rsa_key_file",
    ("home/<<user>>/.ssh/id_rsa", "export/keys/forwarder_sftp_<<n>>.pem"),
    "<<cred>>\n",
    cred=lambda rng: rsa_pem(rng, 2048),
    syntax="",
)

F.reg(
    "kampot_harvest_records_r_dbi_connect",
    ("analysis/harvest_<<yyyy>>.R", "R/<<user>>/yield_by_plot_<<n>>.R"),
    """library(DBI)
library(dplyr)

# Harvest by plot and vine age (red pepper selection)
con <- dbConnect(RPostgres::Postgres(),
                 host = "<<host>>", dbname = "chamkar",
                 user = "analyst", password = "<<cred>>")

harvest <- tbl(con, "harvest") %>%
  filter(season == <<yyyy>>) %>%
  group_by(plot_id, colour) %>%
  summarise(kg = sum(weight_kg)) %>%
  collect()

print(harvest)
dbDisconnect(con)
""",
    cred="pw_dq",
    syntax="",
)
