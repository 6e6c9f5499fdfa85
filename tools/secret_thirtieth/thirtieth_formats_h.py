"""Organist family: church organists, combination actions, hymn boards, choir streaming."""

# ruff: noqa: E501
from thirtieth_spec import alnum, reg

F = "organist_church_organ_music_office"


def yt_key(rng):
    chars = "abcdefghijklmnopqrstuvwxyz0123456789"
    return "-".join(alnum(rng, 4, chars) for _ in range(5))


reg(
    F,
    "organist_combination_action_webui_json",
    ("organ/<<org>>/combination.json", "opt/combac/<<org>>/settings.json"),
    """{
  "instrument": "<<orgc>> 3-manual",
  "levels": 256,
  "generals": 40,
  "webui": {
    "bind": "<<ip>>",
    "port": 8080,
    "admin": "organist",
    "password": "<<pw>>"
  },
  "midi": {"out": "Hauptwerk", "channel": 1}
}
""",
    "pw_json",
    "json",
)

reg(
    F,
    "organist_music_library_sql_dump_plaintext_user",
    ("backup/<<org>>/musiclib_<<date>>.sql", "dumps/<<org>>/hymns.sql"),
    """-- MySQL dump 10.13  Distrib 8.0.36
-- Host: localhost    Database: musiclib
CREATE TABLE `users` (`id` int NOT NULL AUTO_INCREMENT, `login` varchar(40), `pw` varchar(64), PRIMARY KEY (`id`));
INSERT INTO `users` VALUES (1,'organist','<<pw>>'),(2,'choir','');
INSERT INTO `scores` VALUES (1,'Bach BWV 565','cupboard B'),(2,'Widor Toccata','cupboard A');
""",
    "human",
    "",
)

reg(
    F,
    "organist_choir_director_finnish_email_salasana",
    ("mail/<<org>>/kuoro_<<n>>.eml", "inbox/<<first>>/Re_striimaus_<<n>>.eml"),
    """From: <<firstc>> <<lastc>> <<<email>>>
To: kanttori@<<dom>>
Subject: Re: striimauskone

Hei,

striimauskoneen tunnus on kanttori ja salasana on <<pw>>
Vaihdetaan se pääsiäisen jälkeen.

t. <<firstc>>
""",
    "human",
    "",
)

reg(
    F,
    "organist_streaming_obs_service_json_youtube_key",
    (
        "obs-studio/<<org>>/basic/profiles/Sunday/service.json",
        "AppData/obs-studio/<<org>>/service.json",
    ),
    """{
    "settings": {
        "bwtest": false,
        "key": "<<pw>>",
        "server": "rtmp://a.rtmp.youtube.com/live2",
        "service": "YouTube - RTMPS"
    },
    "type": "rtmp_common"
}
""",
    yt_key,
    "json",
)

reg(
    F,
    "organist_hymn_board_nodemcu_lua_wifi",
    ("hymnboard/<<org>>/init.lua", "firmware/<<org>>/hymnboard.lua"),
    """-- LED hymn number board, updated from the vestry tablet
wifi.setmode(wifi.STATION)
wifi.sta.config({ssid = "<<orgc>> Vestry", pwd = "<<pw>>", auto = true})
srv = net.createServer(net.TCP)
srv:listen(80, function(conn) conn:on("receive", handle) end)
""",
    "pw_dq",
    "",
)

reg(
    F,
    "organist_diocese_portal_bash_history_mysql",
    ("home/<<user>>/.bash_history", "users/<<first>>/bash_history_<<n>>"),
    """cd /var/www/hymns
ls -la
mysql -u musiclib -p'<<pw>>' musiclib < update_lectionary.sql
sudo systemctl restart apache2
exit
""",
    "pw_sq",
    "",
)

reg(
    F,
    "organist_wedding_bookings_rust_reqwest_basic_auth",
    ("src/<<org>>/bookings.rs", "weddings/<<org>>/src/main.rs"),
    """use reqwest::blocking::Client;

fn fetch_bookings() -> reqwest::Result<String> {
    Client::new()
        .get("https://diary.<<dom>>/api/weddings")
        .basic_auth("<<user>>", Some("<<pw>>"))
        .send()?
        .text()
}
""",
    "pw_dq",
    "",
)

reg(
    F,
    "organist_tuner_visit_voicemail_transcript",
    ("voicemail/<<org>>/vm_<<n4>>.txt", "transcripts/<<org>>/<<date>>_voicemail.txt"),
    """Voicemail transcript - from +44 7<<n4>> <<n4>>1 - <<dmy>> <<time>>

"Hi, it's <<firstc>> from the church office. For the tuner on Thursday, the blower controller
has a little touchscreen by the console. The login is organ and the pass is <<pw>> ...
I'll say it again, <<pw>> ... The vestry key is under the usual plant pot. Thanks, bye."
""",
    "human",
    "",
)
