"""Family c: a paintball arena."""
# ruff: noqa: E501

import base64

from thirtysecond_spec import b64_user_pw, dec_after, prov, reg


def _auth(rng, c):
    return {"auth": base64.b64encode(f"{c['user']}:{c['raw']}".encode()).decode()}


F = "paintball_arena_field_site"

reg(
    F,
    "paintball_booking_images_docker_config_auth",
    ("home/<<user>>/.docker/config.json", "deploy/<<org>>/docker-config-<<n>>.json"),
    """{
  "auths": {
    "registry.gitlab.com": {
      "auth": "<<auth>>"
    }
  },
  "HttpHeaders": {
    "User-Agent": "Docker-Client/24.0.7 (linux)"
  }
}
""",
    "pw_json",
    extra=_auth,
    decode=dec_after(r'"auth":\s*"([^"]+)"', b64_user_pw),
)
PAINT_ENC = "paintball_booking_images_docker_config_auth"

reg(
    F,
    "paintball_marshal_radio_discord_bot_js",
    ("marshal-bot/<<org>>/index.js", "bots/radio-<<n>>/index.js"),
    """const { Client, GatewayIntentBits } = require('discord.js');

const client = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildVoiceStates] });

client.once('ready', () => {
  console.log(`Marshal radio bot online as ${client.user.tag}`);
});

client.on('messageCreate', (msg) => {
  if (msg.content === '!ceasefire') msg.channel.send('CEASEFIRE - all marshals to field <<n>>');
});

client.login('<<cred>>');
""",
    prov("discord"),
)

reg(
    F,
    "paintball_booking_laravel_env_mail",
    ("booking/<<org>>/.env", "srv/paintball-booking-<<n>>/.env"),
    """APP_NAME="<<org_t>> Bookings"
APP_ENV=production
APP_DEBUG=false
APP_URL=https://book.<<dom>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=paintball
DB_USERNAME=paintball

MAIL_MAILER=smtp
MAIL_HOST=smtp.<<dom>>
MAIL_PORT=587
MAIL_USERNAME=bookings@<<dom>>
MAIL_PASSWORD=<<cred>>
MAIL_FROM_ADDRESS=bookings@<<dom>>
""",
    "pw_ini",
)

reg(
    F,
    "paintball_owner_slack_export_json",
    ("slack-export/general/<<date>>.json", "exports/<<org>>/slack/ops/<<date>>-<<n>>.json"),
    """[
  {
    "type": "message",
    "user": "U0<<n4>>ABC",
    "text": "Morning all, 40 stag parties booked for Saturday, need 6 marshals",
    "ts": "17<<n4>>2101.000200"
  },
  {
    "type": "message",
    "user": "U0<<n>>XYZ9",
    "text": "<<firstc>> the login for the booking back office is <<user>> / <<cred>> - dont change it pls",
    "ts": "17<<n4>>2188.000400"
  }
]
""",
    "h_json",
)

reg(
    F,
    "paintball_cctv_nvr_rtsp_playlist",
    ("cctv/<<org>>_cameras_<<n>>.m3u", "Desktop/car park + field cams.m3u"),
    """#EXTM3U
#EXTINF:-1,Car park
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
#EXTINF:-1,Urban zone
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=2&subtype=0
#EXTINF:-1,Woodland
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=3&subtype=1
""",
    "h_url",
)

reg(
    F,
    "paintball_insurance_portal_chrome_passwords_csv",
    ("Downloads/Chrome Passwords <<n>>.csv", "backup/<<first>>/passwords_<<date>>.csv"),
    """name,url,username,password,note
portal.leisureinsure.co.uk,https://portal.leisureinsure.co.uk/login,<<email>>,<<cred>>,
book.<<dom>>,https://book.<<dom>>/admin,<<user>>,<<cred>>,field bookings
""",
    "h",
)

reg(
    F,
    "paintball_field_wifi_hostapd_conf",
    ("etc/hostapd/hostapd.conf", "pi/<<org>>/hostapd-<<n>>.conf"),
    """interface=wlan0
driver=nl80211
ssid=<<org_t>> Marshals
hw_mode=g
channel=6
wmm_enabled=0
auth_algs=1
wpa=2
wpa_passphrase=<<cred>>
wpa_key_mgmt=WPA-PSK
rsn_pairwise=CCMP
""",
    "h_ini",
)

reg(
    F,
    "paintball_kids_party_teams_chat_german",
    ("teams/Chat_<<firstc>>_<<n>>.txt", "exports/<<org>>/teams_kasse_<<date>>.txt"),
    """<<firstc>> <<lastc>>  <<dmy>> <<time>>
Hallo zusammen, morgen zwei Kindergeburtstage (Low-Impact-Markierer, 10 Jahre).

<<first2c>> <<last2c>>  <<dmy>> <<time2>>
Was ist nochmal das Passwort fürs Kassensystem? Mein Zugang geht nicht.

<<firstc>> <<lastc>>  <<dmy>> <<time2>>
Benutzer kasse2, Passwort <<cred>>

<<first2c>> <<last2c>>  <<dmy>> <<time2>>
Danke, klappt 👍
""",
    "h",
)
