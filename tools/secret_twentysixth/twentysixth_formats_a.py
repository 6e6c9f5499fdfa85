"""Family a: hurling and camogie club fixtures, lotto and gate (Ireland)."""
# ruff: noqa: E501

from twentysixth_spec import Fam

F = Fam("hurling_camogie_club_fixtures")

F.add(
    "hurling_club_lotto_wordpress_wp_config_php",
    ("sites/<<org>>-lotto/wp-config.php", "var/www/<<org>>/public_html/wp-config.php"),
    "pw_sq",
    """<?php
/** The name of the database for WordPress */
define( 'DB_NAME', '<<orgu>>_lotto' );

/** Database username */
define( 'DB_USER', '<<orgu>>_wp' );

/** Database password */
define( 'DB_PASSWORD', '<<cred>>' );

/** Database hostname */
define( 'DB_HOST', 'localhost' );

define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

$table_prefix = 'wp_lotto_';

define( 'WP_DEBUG', false );

if ( ! defined( 'ABSPATH' ) ) {
\tdefine( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
)

F.add(
    "hurling_fixtures_sync_yaml_county_board_api",
    ("fixtures-sync/config/<<org>>.yml", "opt/fixtures-sync/config.yml"),
    "x:cbk_:40",
    """# Pulls fixtures and results from the county board and posts them to the club site
club:
  name: "<<orgt>>"
  grades: [senior_hurling, junior_b_hurling, u15_camogie, minor_camogie]
county_board:
  base_url: https://fixtures.<<dom>>/api/v2
  club_id: <<n>>
  api_key: "<<cred>>"
site:
  wp_url: https://<<dom>>/wp-json/wp/v2
  category: fixtures
schedule: "*/30 * * * *"
""",
)

F.add(
    "hurling_registrar_irish_whatsapp_pasfhocal",
    (
        "exports/WhatsApp Chat with <<orgt>> Coiste.txt",
        "phone-backup/<<fl>>/WhatsApp Chat - Coiste <<orgt>>.txt",
    ),
    "h:Sliotar,Camogie,Hurley,Iomaint,Cluiche",
    """<<dmy>>, <<time>> - <<first2>> <<last2>>: A <<first>>, an bhfuil an pasfhocal agat don chóras clárúcháin? Ní féidir liom logáil isteach
<<dmy>>, <<time>> - <<first>> <<last>>: Ainm úsáideora: <<email>>
<<dmy>>, <<time>> - <<first>> <<last>>: Pasfhocal: <<cred>>
<<dmy>>, <<time>> - <<first2>> <<last2>>: Go raibh maith agat! Beidh na himreoirí faoi 12 cláraithe anocht
<<dmy>>, <<time>> - <<first>> <<last>>: Ná scaip é le do thoil 🙏
""",
)

F.add(
    "hurling_gate_turnstile_ticketing_ini",
    ("ProgramData/GateMaster/<<org>>/gatemaster.ini", "turnstile-pc/<<org>>/GateMaster.ini"),
    "pw_ini",
    """[Venue]
Name=<<orgt>> Páirc
Turnstiles=4
CashDrawer=COM3

[TicketServer]
Host=<<host>>
Port=<<port>>
Username=gate_<<n>>
Password=<<cred>>
SyncIntervalSec=60

[Printer]
Model=Epson TM-T20III
Width=80
""",
)

F.add(
    "hurling_club_shop_stripe_python_env",
    ("club-shop/<<org>>/shop/payments.py", "<<org>>-shop/app/stripe_setup.py"),
    "p:stripe",
    '''"""Gear shop for <<orgt>>: jerseys, helmets, hurleys."""

import stripe

stripe.api_key = "<<cred>>"
CURRENCY = "eur"


def checkout(items, email):
    return stripe.checkout.Session.create(
        mode="payment",
        customer_email=email,
        line_items=[{"price": i["price_id"], "quantity": i["qty"]} for i in items],
        success_url="https://<<dom>>/shop/thanks",
        cancel_url="https://<<dom>>/shop",
    )
''',
)

F.add(
    "hurling_secretary_minutes_club_email_login",
    ("committee/minutes/<<date>>-executive-minutes.txt", "Documents/<<orgt>>/Minutes <<date>>.txt"),
    "human",
    """<<orgt>> – Executive Committee meeting, <<dmy>>, clubhouse

Present: <<first>> <<last>> (Cathaoirleach), <<first2>> <<last2>> (Rúnaí), treasurer, PRO, juvenile officer.

1. Minutes of last meeting read and adopted.
2. Lotto: jackpot now €<<n>>00. Sellers needed for the church gate on Sunday.
3. Club email: the Rúnaí is stepping down after the AGM, so the new officer will need the
   login for secretary@<<dom>>. For the record the password is currently <<cred>> and it will
   be changed at handover.
4. Pitch: new nets for the juvenile field ordered, €<<n2>>0.
5. AOB: Scór night on the 14th.
""",
)

F.add(
    "hurling_livestream_obs_service_json_youtube_key",
    (
        "obs-studio/basic/profiles/<<orgt>>/service.json",
        "AppData/Roaming/obs-studio/basic/profiles/Matches/service.json",
    ),
    "p:youtube",
    """{
    "settings": {
        "bwtest": false,
        "key": "<<cred>>",
        "server": "rtmp://a.rtmp.youtube.com/live2",
        "service": "YouTube - RTMPS"
    },
    "type": "rtmp_common"
}
""",
)

F.add(
    "hurling_membership_csv_export_parent_portal_logins",
    ("exports/<<org>>-members-<<date>>.csv", "registrar/<<year>>/juvenile_parent_logins.csv"),
    "human",
    """member_no,first_name,surname,grade,parent_email,portal_password,paid
<<n>>1,<<first2>>,<<last2>>,U13,<<email2>>,<<cred>>,yes
<<n>>2,<<first>>,<<last>>,U11,<<email>>,Wexford<<n2>>,no
""",
)
