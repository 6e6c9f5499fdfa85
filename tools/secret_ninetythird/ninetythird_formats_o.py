# ruff: noqa: E501
"""Family o: a Cebu gaming streamer's merch shop (Taglish, Cebuano)."""

from __future__ import annotations

import json

from ninetythird_spec import FAM_O, alnum, dec_form, enc_form, jwt


def _curl(s):
    return f"""curl 'https://{s["dom"]}/wp-login.php' \\
  -H 'authority: {s["dom"]}' \\
  -H 'accept: text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8' \\
  -H 'accept-language: en-PH,en;q=0.9,fil;q=0.8' \\
  -H 'content-type: application/x-www-form-urlencoded' \\
  -H 'cookie: wordpress_test_cookie=WP%20Cookie%20check' \\
  -H 'origin: https://{s["dom"]}' \\
  -H 'referer: https://{s["dom"]}/wp-login.php?redirect_to=https%3A%2F%2F{s["dom"]}%2Fwp-admin%2F&reauth=1' \\
  -H 'user-agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36' \\
  --data-raw 'log={s["fa"]}_{s["org"]}&pwd={s["enc"]}&wp-submit=Log+In&redirect_to=https%3A%2F%2F{s["dom"]}%2Fwp-admin%2F&testcookie=1' \\
  --compressed
"""


FAM_O.reg(
    "wp_login_form_urlencoded_copy_as_curl",
    ("notes/login_curl_<<n>>.sh", "Desktop/copy_as_curl_<<date>>.txt"),
    _curl,
    "human_acc",
    syntax="",
    extra=lambda r, s: {"enc": enc_form(s["cred"])},
    decode=dec_form("pwd"),
)

FAM_O.reg(
    "paymongo_secret_key_dotenv",
    ("merch-store/.env", "<<org>>-shop/.env.production"),
    """# Merch drop checkout (GCash, Maya, cards) - <<orgc>>
PAYMONGO_PUBLIC_KEY=pk_live_<<pk>>
PAYMONGO_SECRET_KEY=<<cred>>
PAYMONGO_WEBHOOK_URL=https://<<dom>>/api/paymongo/webhook
LBC_ACCOUNT_NO=<<n2>>
STORE_CITY=<<city>>
""",
    "p:paymongo",
    syntax="",
    extra=lambda r, s: {"pk": alnum(r, 24)},
)

FAM_O.reg(
    "twitch_chatbot_tmi_oauth_js",
    ("chatbot/index.js", "<<org>>-bot/src/bot_<<n>>.js"),
    """// !merch command + drop alerts sa Twitch chat
const tmi = require('tmi.js');

const client = new tmi.Client({
  identity: {
    username: '<<org>>_bot',
    password: '<<cred>>',
  },
  channels: ['<<fa>>plays'],
});

client.connect();
client.on('message', (channel, tags, message, self) => {
  if (self) return;
  if (message.toLowerCase() === '!merch') {
    client.say(channel, `@${tags.username} bili na kayo lodi! https://<<dom>> - free sticker sa first 50 orders 🔥`);
  }
});
""",
    "p:twitch_oauth",
    syntax="",
)

FAM_O.reg(
    "discord_bot_token_python_order_alerts",
    ("discord_bot/bot.py", "<<org>>/discord/orders_<<n>>.py"),
    '''"""Nagpo-post ng bagong merch orders sa #orders channel sa Discord server."""

import discord

TOKEN = "<<cred>>"
ORDERS_CHANNEL_ID = <<chid>>

intents = discord.Intents.default()
client = discord.Client(intents=intents)


@client.event
async def on_ready():
    ch = client.get_channel(ORDERS_CHANNEL_ID)
    await ch.send("Bot online na! Game na mga lodi 🎮")


client.run(TOKEN)
''',
    "p:discord",
    extra=lambda r, s: {"chid": alnum(r, 19, "0123456789")},
)

FAM_O.reg(
    "streamelements_jwt_overlay_yaml",
    ("overlay/config.yml", "<<org>>-overlay/streamelements_<<n>>.yaml"),
    """# Merch drop alert overlay - listens to StreamElements tips and store redemptions
streamelements:
  channel_id: '<<chan>>'
  jwt: '<<cred>>'
  socket: wss://realtime.streamelements.com
alerts:
  min_tip_php: 50
  sound: assets/lodi_alert.mp3
  text: 'Salamat {name}! 🙏'
""",
    lambda r, s: jwt(
        r,
        {
            "citadel": alnum(r, 24, "0123456789abcdef"),
            "channel": s["h32"][:24],
            "role": "owner",
            "authToken": alnum(r, 22),
            "user": alnum(r, 24, "0123456789abcdef"),
            "provider": "twitch",
            "iss": "StreamElements",
            "jti": s["uuid"],
        },
    ),
    extra=lambda r, s: {"chan": s["h32"][:24]},
)


def _dce(s):
    doc = {
        "guild": {
            "id": s["gid"],
            "name": f"{s['orgc']} Community",
            "iconUrl": "https://cdn.discordapp.com/embed/avatars/0.png",
        },
        "channel": {
            "id": s["cid"],
            "type": "GuildTextChat",
            "categoryId": s["gid"],
            "category": "STAFF",
            "name": "mods-only",
            "topic": None,
        },
        "dateRange": {"after": None, "before": None},
        "exportedAt": f"{s['date']}T{s['hh']}:{s['mi3']}:{s['ss']}.000+08:00",
        "messages": [
            {
                "id": s["m1"],
                "type": "Default",
                "timestamp": f"{s['date']}T{s['hh']}:{s['mi']}:{s['ss']}.000+08:00",
                "isPinned": False,
                "content": "bro unsa password sa Shopify admin? kailangan ko i-restock ang hoodies before drop",
                "author": {
                    "id": s["a1"],
                    "name": s["fa2"],
                    "discriminator": "0000",
                    "nickname": s["fn2"],
                    "isBot": False,
                },
                "attachments": [],
                "reactions": [],
                "mentions": [],
            },
            {
                "id": s["m2"],
                "type": "Default",
                "timestamp": f"{s['date']}T{s['hh']}:{s['mi2']}:{s['ss']}.000+08:00",
                "isPinned": False,
                "content": f"{s['cred']} -- wag i-share sa public ha, delete ko mamaya",
                "author": {
                    "id": s["a2"],
                    "name": s["fa"],
                    "discriminator": "0000",
                    "nickname": s["fn"],
                    "isBot": False,
                },
                "attachments": [],
                "reactions": [
                    {"emoji": {"id": None, "name": "👍", "code": "thumbsup"}, "count": 1}
                ],
                "mentions": [],
            },
        ],
        "messageCount": 2,
    }
    return json.dumps(doc, ensure_ascii=False, indent=2)


def _ids(r, s):
    return {k: alnum(r, 19, "0123456789") for k in ("gid", "cid", "m1", "m2", "a1", "a2")}


FAM_O.reg(
    "discord_chat_exporter_json_taglish",
    (
        "DiscordChatExporter/<<orgc>> Community - STAFF - mods-only [<<n2>>].json",
        "exports/discord_mods_<<date>>.json",
    ),
    _dce,
    "human",
    extra=_ids,
)

FAM_O.reg(
    "shopify_theme_kit_config_yml",
    ("merch-theme/config.yml", "<<org>>-theme/config.yml"),
    """development:
  password: <<cred>>
  theme_id: "<<tid>>"
  store: <<org>>.myshopify.com
  ignore_files:
    - config/settings_data.json
production:
  password: <<cred>>
  theme_id: "<<tid2>>"
  store: <<org>>.myshopify.com
""",
    "p:shopify_theme",
    extra=lambda r, s: {"tid": alnum(r, 12, "0123456789"), "tid2": alnum(r, 12, "0123456789")},
)

FAM_O.reg(
    "lalamove_api_secret_go_same_day",
    ("delivery/lalamove.go", "<<org>>/internal/courier/lalamove_<<n>>.go"),
    """// Same-day delivery sa Metro Cebu para sa merch orders (Lalamove API v3)
package courier

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"time"
)

const (
	lalamoveKey    = "pk_prod_<<pk>>"
	lalamoveSecret = "<<cred>>"
	lalamoveMarket = "PH"
)

func signature(method, path, body string) (string, int64) {
	ts := time.Now().UnixMilli()
	raw := fmt.Sprintf("%d\\r\\n%s\\r\\n%s\\r\\n\\r\\n%s", ts, method, path, body)
	m := hmac.New(sha256.New, []byte(lalamoveSecret))
	m.Write([]byte(raw))
	return hex.EncodeToString(m.Sum(nil)), ts
}
""",
    "p:lalamove",
    syntax="",
    extra=lambda r, s: {"pk": alnum(r, 32)},
)
