"""Family j: a recording studio and small record label in Riga, Latvia (Latvian)."""

# ruff: noqa: E501

from __future__ import annotations

import html
import re

from sixtyseventh_corpus import alnum, gen_pw, hexs
from sixtyseventh_spec import DZIESMU as F
from sixtyseventh_spec import enc_html


def _tg_copy(s: dict) -> str:
    a, b = f"{s['fn']} {s['ln']}", f"{s['fn2']} {s['ln2']}"
    return f"""{a}, [{s["dmy"]} {s["time"]}]
Sveiki! Kāda ir studijas Mac parole? Rīt ierakstām kori

{b}, [{s["dmy"]} {s["time2"]}]
Lietotājs studija, parole: {s["cred"]}

{a}, [{s["dmy"]} {s["time2"]}]
Paldies! 🎙
"""


F.reg(
    "latvian_telegram_copied_text_parole_mac",
    ("Downloads/telegram_<<fn2_a>>_<<n>>.txt", "Piezimes/studija-<<date>>.txt"),
    _tg_copy,
    cred="human",
    syntax="",
)

F.reg(
    "spotify_client_credentials_node_catalog",
    ("catalog-sync/spotify.js", "<<org>>-label/scripts/spotify_<<n>>.js"),
    """// Izdevniecības katalogs: sinhronizē izdevumus no Spotify
const CLIENT_ID = "<<cid>>";
const CLIENT_SECRET = "<<cred>>";

async function token() {
  const res = await fetch("https://accounts.spotify.com/api/token", {
    method: "POST",
    headers: {
      Authorization: "Basic " + Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64"),
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: "grant_type=client_credentials",
  });
  return (await res.json()).access_token;
}

module.exports = { token };
""",
    cred="p:spotify",
    syntax="",
    extra=lambda rng, s: {"cid": hexs(rng, 32)},
)

F.reg(
    "discogs_user_token_inventory_python",
    ("scripts/discogs_inventory.py", "<<org>>/vinyl/discogs_sync_<<n>>.py"),
    """\"\"\"Vinila plašu krājums -> Discogs Marketplace (<<orgc>> Records).\"\"\"
import discogs_client

USER_TOKEN = "<<cred>>"

d = discogs_client.Client("<<orgc>>Inventory/1.0", user_token=USER_TOKEN)
me = d.identity()
for item in me.inventory:
    print(item.release.title, item.price, item.status)
""",
    cred="alnum:40",
)

F.reg(
    "launchd_plist_rsync_password_env",
    (
        "Library/LaunchAgents/lv.<<org>>.sessions-backup.plist",
        "Users/<<login>>/Library/LaunchAgents/lv.<<org>>.backup.plist",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
    <key>Label</key>
    <string>lv.<<org>>.sessions-backup</string>
    <key>ProgramArguments</key>
    <array>
        <string>/opt/homebrew/bin/rsync</string>
        <string>-a</string>
        <string>/Users/<<login>>/Pro Tools Sessions/</string>
        <string>rsync://studija@<<lan>>/sessions/</string>
    </array>
    <key>EnvironmentVariables</key>
    <dict>
        <key>RSYNC_PASSWORD</key>
        <string><<cred>></string>
    </dict>
    <key>StartCalendarInterval</key>
    <dict>
        <key>Hour</key>
        <integer>3</integer>
    </dict>
</dict>
</plist>
""",
    cred="pw_xml",
)

F.reg(
    "latvian_email_parole_distributor_portal",
    ("mail/<<login>>/INBOX/<<n5>>.eml", "Thunderbird/Sent/<<date>>-<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Piekļuve izplatītāja portālam
Date: <<d>> Jun <<y>> <<time>>:33 +0300
Content-Type: text/plain; charset="utf-8"

Sveika, <<fn2>>!

Kamēr esmu Dziesmu svētkos, lūdzu, augšupielādē jauno singlu izplatītāja portālā.
Lietotājvārds: label@<<dom>>
Parole: <<cred>>

ISRC kodi ir tabulā "Izdevumi <<y>>".

Ar cieņu,
<<fn>>
<<orgc>> Records, <<city>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "stripe_merch_webhook_go_handler",
    ("merch/internal/pay/stripe.go", "<<org>>-shop/pay/stripe_<<n>>.go"),
    """package pay

import (
	"github.com/stripe/stripe-go/v79"
	"github.com/stripe/stripe-go/v79/webhook"
)

// Vinila un krekliņu veikals
const webhookSecret = "<<whsec>>"

func init() {
	stripe.Key = "<<cred>>"
}

func Verify(payload []byte, sig string) (stripe.Event, error) {
	return webhook.ConstructEvent(payload, sig, webhookSecret)
}
""",
    cred="p:stripe",
    syntax="",
    extra=lambda rng, s: {"whsec": "whsec_" + alnum(rng, 32)},
)

F.reg(
    "pressing_plant_netrc_line",
    ("home/<<login>>/.netrc", "Users/<<login>>/.netrc"),
    """machine ftp.vinylpress<<n>>.cz login <<org>> password <<cred>>
machine api.<<dom>> login deploy password <<other>>
""",
    cred="pw_bare",
    syntax="",
    extra=lambda rng, s: {"other": gen_pw(rng, sym="-_")},
)


def _html_table(s: dict) -> str:
    return f"""<!DOCTYPE html>
<html lang="lv"><head><meta charset="utf-8"><title>Mākslinieku piekļuves</title></head>
<body>
<h1>{s["orgc"]} Records - mākslinieku konti</h1>
<table border="1">
<tr><th>Mākslinieks</th><th>Platforma</th><th>Lietotājs</th><th>Parole</th></tr>
<tr><td>{s["fn"]} {s["ln"]}</td><td>YouTube Studio</td><td>{s["email"]}</td><td class="pw">{enc_html(s["cred"])}</td></tr>
<tr><td>{s["fn2"]} {s["ln2"]}</td><td>Bandcamp</td><td>{s["email2"]}</td><td>(skat. 1Password)</td></tr>
</table>
</body></html>
"""


def _dec_html(text: str) -> str:
    m = re.search(r'<td class="pw">([^<]*)</td>', text)
    assert m
    return html.unescape(m.group(1))


F.reg(
    "artists_accounts_html_table_entity_escaped",
    ("intranet/maksliniekiem_<<n>>.html", "Documents/konti-<<y>>.html"),
    _html_table,
    cred=lambda rng, fam: gen_pw(rng, sym="&<>"),
    syntax="",
    decode=_dec_html,
)
