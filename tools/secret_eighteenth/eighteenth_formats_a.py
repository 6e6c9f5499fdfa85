"""Tattoo and piercing studios: booking sites, consent tablets, autoclave logs, deposits."""
# ruff: noqa: E501

from eighteenth_corpus import (
    SYM_DQ,
    SYM_SQ,
    Out,
    alnum,
    domain,
    email,
    fill,
    fmt,
    gen_pw,
    hexs,
    host,
    org,
    pick,
    user,
    uuid4,
    words_pw,
)

FAM = "tattoo_piercing_studio_bookings"


@fmt(FAM, "tattoo_booking_site_wp_config_php_define_db_password")
def _wp(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_SQ)
    text = fill(
        """<?php
/** Booking site for <<o>> tattoo studio (deposits + flash day waitlist) */
define( 'DB_NAME', 'ink_<<db>>' );
define( 'DB_USER', 'ink_<<db>>_wp' );
define( 'DB_PASSWORD', '<<pw>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

define( 'AUTH_KEY',         '<<ak>>' );
define( 'SECURE_AUTH_KEY',  '<<sk>>' );

$table_prefix = 'tt<<n>>_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
        o=o,
        db=alnum(rng, 5, "abcdefghijklmnopqrstuvwxyz"),
        pw=pw,
        ak=alnum(rng, 64),
        sk=alnum(rng, 64),
        n=rng.randint(1, 9),
    )
    return Out(f"srv/www/{o}-tattoo/public_html/wp-config.php", text, pw, "")


@fmt(FAM, "piercing_jewelry_reorder_json_supplier_portal_api_key")
def _jewel(rng):
    o = org(rng)
    key = "bjs_" + alnum(rng, 36)
    text = fill(
        """{
  "studio": "<<o>>",
  "supplier": {
    "name": "Body Jewelry Wholesale",
    "endpoint": "https://api.<<dom>>/v2/orders",
    "account": "<<acct>>",
    "apiKey": "<<key>>"
  },
  "reorder": {
    "threshold": <<th>>,
    "skus": ["TI-LAB-16G-8MM", "TI-CLK-18G-6MM", "NIOB-SEPT-16G-10MM"],
    "materials": ["ASTM F136 titanium", "niobium", "14k gold"]
  },
  "notify": "<<mail>>"
}
""",
        o=o,
        dom=domain(rng),
        acct=f"WH-{rng.randint(10000, 99999)}",
        key=key,
        th=rng.randint(2, 6),
        mail=email(rng),
    )
    return Out(f"piercing/{o}/inventory/reorder.json", text, key)


@fmt(FAM, "tattoo_consent_tablet_yaml_esign_client_secret")
def _consent(rng):
    o = org(rng)
    sec = alnum(rng, 40)
    text = fill(
        """# consent kiosk (front desk iPad) - <<o>>
studio:
  name: <<o>>
  minimum_age: 18
  require_id_scan: true
forms:
  - tattoo_release_v4
  - piercing_aftercare_ack
  - medical_history_short
esign:
  provider_url: https://sign.<<dom>>/api
  client_id: <<cid>>
  client_secret: <<sec>>
  webhook: https://<<o>>.<<tld>>/hooks/consent
storage:
  retention_years: 7
""",
        o=o,
        dom=domain(rng),
        cid=uuid4(rng),
        sec=sec,
        tld=pick(rng, ("ie", "nl", "se")),
    )
    return Out(f"kiosk/{o}/consent-{rng.randint(1, 9)}.yml", text, sec)


@fmt(FAM, "studio_autoclave_cycle_log_uploader_python_ftp_login")
def _autoclave(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_DQ)
    text = fill(
        """#!/usr/bin/env python3
\"\"\"Push the autoclave's USB cycle printouts (spore test evidence) to the health inspector share.\"\"\"
import ftplib
import pathlib

LOG_DIR = pathlib.Path("/media/autoclave/CYCLES")
HOST = "<<h>>"


def upload():
    with ftplib.FTP_TLS(HOST) as ftp:
        ftp.login("<<u>>", "<<pw>>")
        ftp.prot_p()
        ftp.cwd("/<<o>>/sterilization")
        for f in sorted(LOG_DIR.glob("CYC*.TXT")):
            with f.open("rb") as fh:
                ftp.storbinary(f"STOR {f.name}", fh)


if __name__ == "__main__":
    upload()
""",
        h=host(rng, "ftp"),
        u=user(rng),
        pw=pw,
        o=o,
    )
    return Out(f"{o}/tools/autoclave_upload_{rng.randint(1, 99)}.py", text, pw)


@fmt(FAM, "tattoo_portfolio_post_scheduler_sh_export_graph_token")
def _portfolio(rng):
    o = org(rng)
    tok = "IGQW" + alnum(rng, 150)
    text = fill(
        """#!/bin/sh
# nightly: post the healed-work carousel queued in ./queue/
export IG_USER_ID=<<uid>>
export IG_GRAPH_TOKEN=<<tok>>
cd /home/<<u>>/<<o>>-portfolio || exit 1
for f in queue/*.jpg; do
  [ -e "$f" ] || continue
  python3 post.py --caption-file "${f%.jpg}.txt" "$f" && mv "$f" posted/
done
""",
        uid=rng.randint(17800000000000000, 17899999999999999),
        tok=tok,
        u=user(rng),
        o=o,
    )
    return Out(f"{o}/portfolio/cron_post_{rng.randint(1, 50)}.sh", text, tok, "")


@fmt(FAM, "tattoo_deposit_payments_dotenv_square_access_token")
def _deposit(rng):
    o = org(rng)
    tok = "EAAA" + alnum(
        rng, 60, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    )
    text = fill(
        """APP_NAME="<<o>> deposits"
APP_ENV=production
SQUARE_ENVIRONMENT=production
SQUARE_LOCATION_ID=L<<loc>>
SQUARE_ACCESS_TOKEN=<<tok>>
DEPOSIT_AMOUNT_CENTS=<<amt>>
NO_SHOW_FORFEIT_DAYS=2
MAIL_FROM=<<mail>>
""",
        o=o,
        loc=alnum(rng, 12, "ABCDEFGHJKMNPQRSTVWXYZ0123456789"),
        tok=tok,
        amt=pick(rng, (5000, 7500, 10000)),
        mail=email(rng),
    )
    return Out(f"apps/{o}-deposits/.env{pick(rng, ('', '.production', '.live'))}", text, tok, "")


@fmt(FAM, "tattoo_artist_onboarding_note_txt_booking_admin_login")
def _onboard(rng):
    o = org(rng)
    pw = words_pw(rng)
    f, last = pick(rng, ("mira", "jolene", "tomas", "kai")), pick(rng, ("vance", "okoro", "lind"))
    text = fill(
        """Welcome to <<o>>, <<f>>!

First week checklist
- bloodborne pathogens cert copy to the front desk
- sign chair rental agreement (Thursday)
- stencil printer is the one on the left, thermal paper in drawer 2

Booking admin (deposits, your calendar, flash claims)
  url:   https://book.<<dom>>/admin
  login: <<f>>.<<last>>
  pw:    <<pw>>
change it after your first login please, the system asks you anyway.

Green soap + rinse cups restock on Mondays. Aftercare sheets are in the blue binder.
-- <<boss>>
""",
        o=o,
        f=f,
        last=last,
        dom=domain(rng),
        pw=pw,
        boss=pick(rng, ("Dee", "Rook", "Sal")),
    )
    return Out(f"shared/{o}/onboarding/{f}_{rng.randint(1, 30)}.txt", text, pw, "")


@fmt(FAM, "piercing_aftercare_sms_toml_gateway_auth_key")
def _aftercare(rng):
    o = org(rng)
    key = hexs(rng, 40)
    text = fill(
        """# aftercare reminder texts: day 1, day 7, week 6 downsize
[studio]
name = "<<o>>"
timezone = "Europe/Dublin"

[sms]
gateway = "https://sms.<<dom>>/api/send"
sender = "<<sender>>"
auth_key = "<<key>>"

[schedule]
days = [1, 7, 42]
quiet_hours = ["21:00", "09:00"]
""",
        o=o,
        dom=domain(rng),
        sender=o[:11].upper().replace("-", ""),
        key=key,
    )
    return Out(f"{o}/aftercare/sms{rng.randint(1, 9)}.toml", text, key)
