# ruff: noqa: E501
"""Family i: a roller derby league (bouts, skaters, merch, dues)."""

from __future__ import annotations

from thirtyfourth_spec import alnum, human_with, reg

F = "roller_derby_league_bouts"

reg(
    F,
    "rollerderby_scoreboard_kiosk_json_admin",
    ("scoreboard/config/kiosk.json", "venues/<<org>>/scoreboard_<<n>>.json"),
    """{
  "venue": "<<org>> sports hall",
  "period_minutes": 30,
  "jam_seconds": 120,
  "overlay": {"enabled": true, "port": 8000},
  "admin": {"user": "hnso", "password": "<<cred>>"}
}
""",
    "pw_json",
)

reg(
    F,
    "rollerderby_swedish_messenger_losenord_forbund",
    ("chats/messenger_<<org>>_<<n3>>.txt", "export/derby_styrelsen_<<n>>.txt"),
    """<<first_cap>> <<last_cap>> · <<hh>>:<<mm>>
Vem har lösenordet till förbundets IdrottOnline? Måste registrera licenserna innan matchen
Linnea Berg · <<hh>>:<<mm>>
användarnamn är kassoren, lösen:
Linnea Berg · <<hh>>:<<mm>>
<<cred>>
<<first_cap>> <<last_cap>> · <<hh>>:<<mm>>
tack! 🛼
""",
    human_with("jammer", "blocker", "pivot", "derby"),
)

reg(
    F,
    "rollerderby_league_site_makefile_sftp_deploy",
    ("site/Makefile", "web/<<org>>/Makefile"),
    """SFTP_HOST := <<host>>
SFTP_USER := league<<n>>
SFTP_PASS := <<cred>>

build:
\thugo --minify

deploy: build
\tlftp -u $(SFTP_USER),$(SFTP_PASS) sftp://$(SFTP_HOST) -e "mirror -R public/ /var/www/league; quit"

.PHONY: build deploy
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "rollerderby_merch_shopify_python_headers",
    ("merch/sync_inventory.py", "tools/<<org>>_merch/shopify_sync.py"),
    """import requests

SHOP = "<<org>>-merch.myshopify.com"
HEADERS = {
    "X-Shopify-Access-Token": "<<cred>>",
    "Content-Type": "application/json",
}


def levels():
    r = requests.get(f"https://{SHOP}/admin/api/2024-10/inventory_levels.json", headers=HEADERS, timeout=20)
    r.raise_for_status()
    return r.json()["inventory_levels"]
""",
    "p:shopify",
)

reg(
    F,
    "rollerderby_dues_gocardless_dotenv",
    ("dues/.env", "services/<<org>>-dues/.env"),
    """# monthly skater dues
GOCARDLESS_ENVIRONMENT=live
GOCARDLESS_ACCESS_TOKEN=<<cred>>
DUES_AMOUNT_PENCE=<<n4>>
ADMIN_EMAIL=<<email>>
""",
    "x:live_:40",
    syntax="",
)

reg(
    F,
    "rollerderby_roster_alembic_ini_sqlalchemy_url",
    ("roster/alembic.ini", "backend/<<org>>/alembic.ini"),
    """[alembic]
script_location = migrations
sqlalchemy.url = postgresql+psycopg2://roster:<<cred>>@<<host>>:5432/roster

[loggers]
keys = root

[logger_root]
level = WARN
handlers =
""",
    "pw_url",
    syntax="ini",
)

reg(
    F,
    "rollerderby_ref_crew_discord_webhook_js",
    ("bots/refcrew/notify.js", "src/<<org>>/webhook.js"),
    """// posts the ref crew call-up to #officials
const WEBHOOK = 'https://discord.com/api/webhooks/<<n4>><<n4>><<n4>><<n4>>/<<cred>>';

async function callUp(bout) {
  await fetch(WEBHOOK, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ content: `Ref crew needed for ${bout}` }),
  });
}
module.exports = { callUp };
""",
    lambda r: alnum(r, 68, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_"),
    syntax="",
)

reg(
    F,
    "rollerderby_board_minutes_prose_password",
    ("minutes/board_<<year>>_<<mon>>.md", "docs/<<org>>/minutes_<<n>>.md"),
    """# Board meeting, <<day>>/<<mon>>/<<year>>

Present: Head Ref, Training Committee (2), Treasurer, Merch

1. **Venue**: hall booking confirmed for the double-header. Floor tape budget approved.
2. **Insurance**: renewal due; treasurer to upload skater list.
3. **Accounts**: the shared league email was locked out again. Treasurer reset it; the new
   password is <<cred>> and will go in the password manager once we have one.
4. **Merch**: new hoodies in, 40 sold at the last bout.

Next meeting: first Tuesday, after scrimmage.
""",
    human_with("jammer", "apex", "skate", "wheels"),
)
