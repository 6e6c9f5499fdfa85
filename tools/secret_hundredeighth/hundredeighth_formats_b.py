# ruff: noqa: E501
"""Family b: a white-water rafting outfit on the Nile at Jinja (Uganda): English, Luganda."""

from __future__ import annotations

from hundredeighth_spec import Fam, hexs, prov, uuid4

F = Fam(
    name="nalubaale_nile_rafting_outfit",
    prefix="nalubaale",
    orgs=("nilespray", "bujagali"),
    tld="co.ug",
    first=(
        ("Ssekandi", "ssekandi"),
        ("Nakato", "nakato"),
        ("Babirye", "babirye"),
        ("Mukasa", "mukasa"),
        ("Namuli", "namuli"),
        ("Kato", "katoj"),
        ("Achieng", "achieng"),
        ("Okello", "okello"),
    ),
    last=(
        ("Ssempala", "ssempala"),
        ("Nabirye", "nabirye"),
        ("Lubega", "lubega"),
        ("Kizza", "kizza"),
        ("Waiswa", "waiswa"),
        ("Namusoke", "namusoke"),
    ),
    words=(
        "nalubaale",
        "bujagali",
        "jinja",
        "matooke",
        "rolex",
        "boda",
        "itanda",
        "kalagala",
        "nile",
        "kiira",
        "mabira",
        "kampala",
        "ssebo",
        "nyabo",
        "webale",
        "mpola",
        "gonja",
        "owino",
        "crocodile",
        "paddle",
        "waterfall",
    ),
    pets=("simba", "bosco", "kitty", "dodo", "nsenene", "jojo"),
    cc="256",
    town="Jinja",
)

F.reg(
    "luganda_whatsapp_ekigambo_kyekyama",
    ("phone/WhatsApp Chat with <<fac>> <<lac>>.txt", "exports/whatsapp/<<fa>>-<<date>>.txt"),
    """<<dmy>>, <<hh>>:<<mm>> - <<fn2>>: Ssebo, FareHarbor dashboard terefuna, ekigambo ky'ekyama kiki?
<<dmy>>, <<hh>>:<<mm2>> - <<fn>> <<ln>>: user <<email>>
<<dmy>>, <<hh>>:<<mm2>> - <<fn>> <<ln>>: password <<cred>>
<<dmy>>, <<hh>>:<<mm2>> - <<fn2>>: Webale nnyo! Tugenda ku Itanda ku ssaawa 9
<<dmy>>, <<hh>>:<<mm2>> - <<fn>> <<ln>>: Tosindikira muntu mulala. Guests of 14 group confirmed
""",
    "human",
)


def _fh(s: dict) -> str:
    return f'''"""Pull tomorrow's rafting bookings from FareHarbor and print the boat list."""
import datetime

import requests

FH_APP_KEY = "{s["app"]}"
FH_USER_KEY = "{s["cred"]}"
COMPANY = "{s["org"]}"

day = (datetime.date.today() + datetime.timedelta(days=1)).isoformat()
r = requests.get(
    f"https://fareharbor.com/api/external/v1/companies/{{COMPANY}}/availabilities/date/{{day}}/",
    headers={{"X-FareHarbor-API-App": FH_APP_KEY, "X-FareHarbor-API-User": FH_USER_KEY}},
    timeout=30,
)
for a in r.json()["availabilities"]:
    print(a["start_at"], a["item"]["name"], a["capacity"])
'''


F.reg(
    "fareharbor_boat_list_python",
    ("ops/<<org>>/boat_list.py", "scripts/fareharbor_<<fa>>_<<nn>>.py"),
    _fh,
    "uuid",
    extra=lambda rng, s: {"app": uuid4(rng)},
)

F.reg(
    "flutterwave_checkout_node_env",
    ("web/<<org>>-checkout/.env", "srv/<<org>>/payments/.env.production"),
    """NODE_ENV=production
PORT=3000
SITE_URL=https://<<dom>>
FLW_PUBLIC_KEY=FLWPUBK-<<pub>>-X
FLW_SECRET_KEY=<<cred>>
FLW_ENCRYPTION_KEY=<<enc>>
CURRENCY=UGX
""",
    "p:flutterwave",
    syntax="",
    extra=lambda rng, s: {"pub": hexs(rng, 32), "enc": hexs(rng, 12)},
)

F.reg(
    "mtn_momo_collection_yaml",
    ("config/momo/<<org>>-collections.yml", "deploy/<<org>>/momo_<<nn>>.yaml"),
    """# MTN MoMo Collection API (deposits for rafting + bungee packages)
momo:
  base_url: https://proxy.momoapi.mtn.com
  environment: mtnuganda
  subscription_key: "<<sub>>"
  api_user: "<<apiuser>>"
  api_key: "<<cred>>"
  callback_host: https://<<dom>>/momo/callback
  currency: UGX
""",
    "hex:32",
    extra=lambda rng, s: {"sub": hexs(rng, 32), "apiuser": uuid4(rng)},
)

F.reg(
    "gopro_footage_rclone_s3_conf",
    ("home/<<fa>>/.config/rclone/rclone.conf", "media-pc/rclone-<<nn>>.conf"),
    """[footage]
type = s3
provider = Wasabi
access_key_id = <<akid>>
secret_access_key = <<cred>>
endpoint = s3.eu-central-2.wasabisys.com
acl = private

[guests]
type = alias
remote = footage:<<org>>-rafting-videos/<<y>>
""",
    "p:aws_secret",
    syntax="ini",
    extra=lambda rng, s: {
        "akid": "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(20))
    },
)

F.reg(
    "river_guides_handover_notes_wifi",
    ("shared/handover/<<date>>-<<fa>>.txt", "notes/river-desk-<<y>><<mo>><<d>>.txt"),
    """HANDOVER <<dmy>> (<<fn>> -> <<fn2>>)
- Grade 5 day: 3 rafts + 2 safety kayaks, water level high at Itanda
- Radio ch 4 for put-in, ch 7 for base. Spare battery in blue box
- Camp wifi moved to the new Starlink:
  <<cred>>
- Bus driver needs 50k UGX fuel advance, receipt book on desk
""",
    "human_x",
    syntax="",
)

F.reg(
    "safety_kayaker_sms_backup_reply_only",
    ("phone/sms-<<date>>.xml", "backup/SMSBackupRestore/sms-<<fa>>-<<nn>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<id>>" backup_date="1735689600000" type="full">
  <sms protocol="0" address="<<phone2>>" date="1735689000000" type="1" body="Bambi, the laptop at the office wants the login for the booking site" read="1" status="-1" contact_name="<<fn2>>" />
  <sms protocol="0" address="<<phone2>>" date="1735689120000" type="2" body="<<cred>>" read="1" status="-1" contact_name="<<fn2>>" />
  <sms protocol="0" address="<<phone2>>" date="1735689300000" type="1" body="Kale webale" read="1" status="-1" contact_name="<<fn2>>" />
</smses>
""",
    "human_x",
)

F.reg(
    "booking_site_wp_config_php",
    ("public_html/<<org>>/wp-config.php", "www/<<dom>>/wp-config-<<nn>>.php"),
    """<?php
/** WordPress config for <<dom>> (rafting, bungee, kayak school) */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)

_ = prov
