"""Family: sea kayak outfitter (rentals, tides, guide rotas)."""

from twentyfourth_spec import reg

FAM = "sea_kayak_outfitter_tours"

reg(
    FAM,
    "kayak_rental_symfony_env_mailer_dsn",
    ("rental/.env.local", "apps/<<org>>-rental/.env.prod.local"),
    """APP_ENV=prod
APP_SECRET=<<id>><<id>>
MAILER_DSN=smtp://<<user>>:<<s>>@smtp.<<dom>>:587
DATABASE_URL="sqlite:///%kernel.project_dir%/var/data.db"
""",
    "url",
    "",
)

reg(
    FAM,
    "kayak_tide_widget_dart_define_json",
    ("tide_app/config/prod.json", "mobile/<<org>>-tides/dart_defines.json"),
    """{
  "STORMGLASS_API_KEY": "<<s>>",
  "TIDE_STATION": "<<org>>-harbour",
  "SENTRY_ENV": "production"
}
""",
    "hex64",
)

reg(
    FAM,
    "kayak_guides_spanish_telegram_contrasena",
    ("telegram/guias-<<id>>.txt", "chats/<<org>>-guias.txt"),
    """<<First>>, [<<date>> <<time>>]
Para las reservas de manana entrad en el panel con el usuario <<user>>

<<First>>, [<<date>> <<time>>]
contrasena: <<s>>

Nerea, [<<date>> <<time>>]
ok gracias
""",
    "human",
    "",
)

reg(
    FAM,
    "kayak_gps_tracker_python_httpbasicauth_positional",
    ("tracker/pull_positions.py", "scripts/<<org>>_inreach.py"),
    """import requests
from requests.auth import HTTPBasicAuth

FEED = "https://share.<<dom>>/feed/<<id>>"

resp = requests.get(FEED, auth=HTTPBasicAuth("<<user>>", "<<s>>"), timeout=30)
resp.raise_for_status()
print(resp.text[:200])
""",
    "sq",
)

reg(
    FAM,
    "kayak_fleet_terraform_tfvars_db_password",
    ("infra/prod.auto.tfvars", "terraform/<<org>>-fleet.tfvars"),
    """region      = "eu-north-1"
app_name    = "<<org>>-fleet"
db_username = "fleet"
db_password = "<<s>>"
instance    = "t4g.small"
""",
    "dq",
    "",
)

reg(
    FAM,
    "kayak_waiver_wp_config_define_db_password",
    ("public_html/wp-config.php", "waiver/<<org>>/wp-config.php"),
    """<?php
define( 'DB_NAME', 'waivers' );
define( 'DB_USER', '<<user>>' );
define( 'DB_PASSWORD', '<<s>>' );
define( 'DB_HOST', 'localhost' );
$table_prefix = 'wp_';
""",
    "dq",
    "",
)

reg(
    FAM,
    "kayak_shed_keypad_handover_bare_lines",
    ("handover/shed-<<date>>.txt", "notes/<<org>>-shed.txt"),
    """Shed laptop
<<user>>
<<s>>

VHF charger is on the left shelf. Spray decks drying in the loft.
""",
    "human",
    "",
)

reg(
    FAM,
    "kayak_booking_ruby_stripe_api_key_assignment",
    ("config/initializers/stripe.rb", "booking/<<org>>/stripe.rb"),
    """require "stripe"

Stripe.api_key = "<<s>>"
Stripe.max_network_retries = 2
""",
    "stripe_rk",
    "",
)
