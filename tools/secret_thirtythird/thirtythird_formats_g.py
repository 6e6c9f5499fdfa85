"""Family g: a bobbin lacemaking guild."""

from thirtythird_spec import reg

F = "lacemaking_bobbin_guild"

reg(
    F,
    "lacemaking_guild_civicrm_settings_dsn",
    ("sites/default/civicrm.settings.php", "web/<<org>>/civicrm.settings.php"),
    """<?php
// membership database for the lace guild
if (!defined('CIVICRM_DSN')) {
  define('CIVICRM_DSN', 'mysql://civicrm:<<cred>>@<<host>>/civicrm?new_link=true');
}
define('CIVICRM_UF', 'Drupal8');
define('CIVICRM_TEMPLATE_COMPILEDIR', '/var/www/private/civicrm/templates_c/');
""",
    "pw_url",
    syntax="",
)

reg(
    F,
    "lacemaking_pricking_shop_shopify_dotenv",
    ("pattern-shop/.env", "apps/<<org>>/.env"),
    """# prickings & patterns webshop sync
SHOPIFY_STORE=<<org>>.myshopify.com
SHOPIFY_ADMIN_API_ACCESS_TOKEN=<<cred>>
SHOPIFY_API_VERSION=2024-10
PDF_WATERMARK=true
""",
    "p:shopify",
    syntax="",
)

reg(
    F,
    "lacemaking_catalan_email_contrasenya",
    ("mail/puntaires_<<n>>.eml", "correu/<<org>>_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Accés a la web de l'associació de puntaires
Date: <<day>> <<month>> <<year>> <<hh>>:<<mm>>:00 +0100

Hola <<first2>>,

Com vam parlar a la trobada de dissabte, ara ets tu qui penja els patrons de boixets a la web.

usuari: puntaires
contrasenya: <<cred>>

Si la canvies, avisa'm.
Una abraçada,
<<first>>
""",
    "human",
)

reg(
    F,
    "lacemaking_bobbin_winder_platformio_build_flags",
    ("bobbin-winder/platformio.ini", "firmware/<<org>>/platformio.ini"),
    """[platformio]
default_envs = esp32dev

[env:esp32dev]
platform = espressif32
board = esp32dev
framework = arduino
monitor_speed = 115200
build_flags =
    -DWIFI_SSID=\\"<<org>>-guildhall\\"
    -DWIFI_PASS=\\"<<cred>>\\"
    -DCOUNTER_TOPIC=\\"lace/winder\\"
""",
    "pw_bare",
)

reg(
    F,
    "lacemaking_hungarian_meeting_minutes_jelszo",
    ("jegyzokonyv/<<year>>_<<month>>.txt", "docs/<<org>>/minutes_<<n>>.txt"),
    """Jegyzőkönyv — Vertcsipke Kör vezetőségi ülés, <<year>>.<<month>>.<<day>>.

Jelen vannak: <<first>> <<last>>, <<first2>> <<last2>>, és még 4 tag.

1. A tavaszi kiállítás időpontja: május második hétvégéje.
2. A kör e-mail fiókjához (<<email>>) új jelszót állítottunk be, mert a régi kiszivárgott:
   <<cred>>
   A jelszót csak a vezetőség tagjai ismerhetik.
3. Egyebek: orsóvásár a következő alkalommal.
""",
    "human",
)

reg(
    F,
    "lacemaking_newsletter_ruby_gibbon_request",
    ("lib/tasks/newsletter.rake", "scripts/<<org>>_mailchimp.rb"),
    """require "gibbon"

namespace :newsletter do
  task sync: :environment do
    gibbon = Gibbon::Request.new(api_key: "<<cred>>")
    Member.where(active: true).find_each do |m|
      gibbon.lists("<<hex8>>").members(Digest::MD5.hexdigest(m.email.downcase))
            .upsert(body: { email_address: m.email, status: "subscribed" })
    end
  end
end
""",
    "p:mailchimp",
    syntax="",
)

reg(
    F,
    "lacemaking_archive_davfs2_secrets_line",
    ("etc/davfs2/secrets", "home/<<user>>/.davfs2/secrets"),
    """# davfs2 secrets file - guild pattern archive (Nextcloud)
# mountpoint or URL          username     password
https://cloud.<<dom>>/remote.php/dav/files/<<user>>/  <<user>>  <<cred>>
""",
    "pw_bare",
)

reg(
    F,
    "lacemaking_pattern_db_knexfile",
    ("knexfile.js", "pattern-db/<<org>>/knexfile.js"),
    """module.exports = {
  production: {
    client: 'pg',
    connection: {
      host: '<<host>>',
      database: 'patterns',
      user: 'patterns_app',
      password: '<<cred>>',
    },
    pool: { min: 1, max: 5 },
    migrations: { tableName: 'knex_migrations' },
  },
};
""",
    "pw_sq",
    syntax="",
)
