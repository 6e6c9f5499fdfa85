"""Family: steel pan orchestras, the panyard and carnival bookings."""
# ruff: noqa: E501

from __future__ import annotations

from twentyeighth_spec import reg, value

F = "steelpan_panyard_carnival_pannists"

reg(
    F,
    "steelpan_tuner_app_prefs_plist_sync",
    (
        "Users/<<f>>/Library/Preferences/com.<<org>>.pantuner.plist",
        "backup-<<n>>/Preferences/com.pantuner.strobe.plist",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>ReferencePitch</key>
	<real>440</real>
	<key>Temperament</key>
	<string>equal</string>
	<key>CloudSyncEnabled</key>
	<true/>
	<key>CloudSyncUser</key>
	<string><<email>></string>
	<key>CloudSyncPassword</key>
	<string><<v>></string>
	<key>LastNotePan</key>
	<string>double seconds</string>
</dict>
</plist>
""",
    "pw_xml",
)

reg(
    F,
    "steelpan_band_site_wp_config_define",
    ("public_html/<<org>>/wp-config.php", "sites/<<org>>-pans/wp-config.php"),
    """<?php
/** Steel orchestra website - live */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wpuser' );
define( 'DB_PASSWORD', '<<v>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

$table_prefix = 'pan_';

define( 'WP_DEBUG', false );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    "",
)

reg(
    F,
    "steelpan_mas_camp_whatsapp_trini_reply",
    ("WhatsApp Chat with Panyard Crew <<y>>.txt", "exports/<<org>>/whatsapp_panyard_<<mm>>.txt"),
    """[<<dd>>/<<mm>>/<<y>>, 19:<<mi>>:02] <<first>>: allyuh practice moving to 7 tonight, tenors bring the new charts
[<<dd>>/<<mm>>/<<y>>, 19:<<mi>>:40] <<first2>>: wha is the wifi pass for the panyard again? the speaker app wont connect
[<<dd>>/<<mm>>/<<y>>, 19:<<mi>>:55] <<first>>: <<v>>
[<<dd>>/<<mm>>/<<y>>, 19:<<mi>>:58] <<first2>>: real thanks
[<<dd>>/<<mm>>/<<y>>, 20:<<mi>>:13] <<first>>: and eh, doh share it with the mas camp people nah
""",
    "human",
    "",
)

reg(
    F,
    "steelpan_arranger_bash_history_curl_user",
    ("home/<<f>>/.bash_history", "arranger-laptop<<n>>/.bash_history"),
    """cd ~/arrangements/panorama-<<y>>
ls -la
musescore4 -o tenor.pdf tenor.mscz
curl -u <<f>>:<<v>> -T tenor.pdf https://files.<<dom>>/remote.php/dav/files/<<f>>/Panorama/
curl -u <<f>>:<<v>> -T double-seconds.pdf https://files.<<dom>>/remote.php/dav/files/<<f>>/Panorama/
git status
exit
""",
    "pw_bare",
    "",
)

reg(
    F,
    "steelpan_gig_bookings_pyairtable_api",
    ("tools/gig_bookings.py", "<<org>>/scripts/bookings_to_calendar.py"),
    """from pyairtable import Api

api = Api("<<v>>")
table = api.table("app<<hex8>>XyZ", "Gigs")

for rec in table.all(formula="{Status}='Confirmed'"):
    f = rec["fields"]
    print(f.get("Date"), f.get("Venue"), f.get("Players"))
""",
    "p:airtable",
)

reg(
    F,
    "steelpan_pa_hire_invoicing_dotenv_xero",
    ("invoicing/.env", "<<org>>-invoices/.env.production"),
    """# pa + pan hire invoicing
APP_ENV=production
XERO_CLIENT_ID=<<hex8>><<hex8>><<hex8>><<hex8>>
XERO_CLIENT_SECRET=<<v>>
XERO_REDIRECT_URI=https://bookings.<<dom>>/xero/callback
DEFAULT_ACCOUNT_CODE=200
""",
    "alnum48",
    "",
)

reg(
    F,
    "steelpan_fundraiser_gocardless_ruby_client",
    ("app/services/membership_dues.rb", "lib/<<org>>/gocardless_dues.rb"),
    """require 'gocardless_pro'

# monthly subs for players and the junior band
class MembershipDues
  def client
    @client ||= GoCardlessPro::Client.new(
      access_token: '<<v>>',
      environment: :live
    )
  end

  def collect(mandate_id, pence)
    client.payments.create(params: { amount: pence, currency: 'GBP', links: { mandate: mandate_id } })
  end
end
""",
    "p:gocardless",
    "",
)

reg(
    F,
    "steelpan_panorama_judging_tablet_logins_csv",
    ("panorama/judges_tablets_<<y>>.csv", "<<org>>/adjudication/tablet-logins.csv"),
    """judge,category,tablet,username,password
<<first>> <<last>>,Arrangement,T1,judge1,<<v>>
<<first2>> <<last2>>,Tone,T2,judge2,<<v2>>
<<first>> <<last2>>,General Effect,T3,judge3,<<v3>>
""",
    "pw_bare",
    "",
    extra=lambda rng, s: {"v2": value(rng, "pw_bare"), "v3": value(rng, "pw_bare")},
)
