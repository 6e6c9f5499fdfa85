# ruff: noqa: E501
"""Family i: a streamer's production crew in Turkey (İstanbul); Turkish, OBS and
obs-websocket, tmi.js chat bots, nginx-rtmp restreaming, iyzico donations, Streamlabs, SRT."""

from __future__ import annotations

import html
import json
import random
import re

from eightysecond_spec import SYM_JSON, Fam, enc_html, force_chars, gen_pw

F = Fam(
    name="streamer_production_istanbul",
    prefix="streamtr",
    orgs=("yayinevi", "kadikoylive", "bogazstream", "simitcast", "galatamedya"),
    tld="com.tr",
    first=(
        ("Emre", "emre"),
        ("Zeynep", "zeynep"),
        ("Burak", "burak"),
        ("Elif", "elif"),
        ("Mert", "mert"),
        ("Ayşe", "ayse"),
        ("Can", "can"),
        ("Selin", "selin"),
        ("Oğuz", "oguz"),
    ),
    last=(
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Şahin", "sahin"),
        ("Çelik", "celik"),
        ("Öztürk", "ozturk"),
    ),
    words=(
        "kadikoy",
        "galata",
        "bogaz",
        "simit",
        "cayci",
        "fenerbahce",
        "galatasaray",
        "besiktas",
        "lahmacun",
        "kebap",
        "kanka",
        "efsane",
        "yayin",
        "kapadokya",
        "tavla",
        "lokum",
        "balik",
        "moda",
        "uskudar",
        "karakoy",
    ),
    pets=("pamuk", "boncuk", "tarcin", "zeytin", "karabas", "minnos", "findik", "duman"),
    cc="+90 5",
)


def _obsws(s: dict) -> str:
    return json.dumps(
        {
            "alerts_enabled": False,
            "auth_required": True,
            "first_load": False,
            "server_enabled": True,
            "server_password": s["cred"],
            "server_port": 4455,
        },
        indent=4,
    )


F.reg(
    "obs_websocket_plugin_config_json",
    (
        "AppData/Roaming/obs-studio/plugin_config/obs-websocket/config.json",
        "yayin-pc-<<n>>/obs-studio/plugin_config/obs-websocket/config.json",
    ),
    _obsws,
    cred="pw_alnum",
)

F.reg(
    "tmi_js_chat_bot_oauth",
    ("chatbot/index.js", "<<org>>-bot/src/bot_<<n>>.js"),
    """const tmi = require('tmi.js');

// Sohbet botu: !discord, !sosyal, !takvim
const client = new tmi.Client({
  options: { debug: false },
  identity: {
    username: '<<org>>_bot',
    password: '<<cred>>',
  },
  channels: ['<<login>>'],
});

client.connect();
client.on('message', (channel, tags, message, self) => {
  if (self) return;
  if (message.toLowerCase() === '!discord') {
    client.say(channel, `@${tags.username} Discord: discord.gg/<<org>>`);
  }
});
""",
    cred="p:twitch_oauth",
    syntax="",
)

F.reg(
    "nginx_rtmp_restream_youtube_key",
    ("etc/nginx/nginx.conf", "restream/<<org>>/nginx_<<n>>.conf"),
    """worker_processes auto;
events { worker_connections 1024; }

rtmp {
    server {
        listen 1935;
        chunk_size 4096;
        application canli {
            live on;
            record off;
            # YouTube + Kick'e aynı anda
            push rtmp://a.rtmp.youtube.com/live2/<<cred>>;
            # Kick: include /etc/nginx/kick_push.conf;
        }
    }
}
""",
    cred="p:youtube_stream",
    syntax="",
)

F.reg(
    "telegram_copied_text_turkish_sifre",
    ("Masaüstü/telegram_ekip_<<date>>.txt", "notlar/tg_<<n>>.txt"),
    """[<<d>>.<<mo>>.<<y>> <<hm>>] <<full>>: kanka Twitch hesabının şifresi neydi, yayın bilgisayarında oturum düşmüş
[<<d>>.<<mo>>.<<y>> <<hm>>] <<full2>>: bir sn
[<<d>>.<<mo>>.<<y>> <<hm2>>] <<full2>>: <<cred>>
[<<d>>.<<mo>>.<<y>> <<hm2>>] <<full2>>: 2FA kodu bende, atarım şimdi
[<<d>>.<<mo>>.<<y>> <<hm2>>] <<full>>: tamamdır 👍
""",
    cred="human",
    syntax="",
)

F.reg(
    "iyzico_donation_page_php_secret",
    ("bagis/config.php", "www/<<org>>/bagis/iyzico_<<n>>.php"),
    """<?php
// Bağış sayfası - iyzico Checkout Form
require_once __DIR__ . '/vendor/autoload.php';

$options = new \\Iyzipay\\Options();
$options->setApiKey('<<hx8>>Y7kPqLzW3mNbVcXs9dFgHjK2');
$options->setSecretKey('<<cred>>');
$options->setBaseUrl('https://api.iyzipay.com');

return $options;
""",
    cred="p:iyzico",
    syntax="",
)


def _html_pw(rng: random.Random, s: dict) -> str:
    return force_chars(rng, gen_pw(rng, sym=SYM_JSON), '&<>"')


def _wiki(rng: random.Random, s: dict) -> None:
    s["enc"] = enc_html(s["cred"])


def _dec_wiki(text: str) -> str:
    return html.unescape(re.search(r'<td class="sifre">(.*?)</td>', text).group(1))


F.reg(
    "ekip_wiki_html_table_entities",
    ("wiki/export/hesaplar_<<date>>.html", "intranet/<<org>>/ekip/hesaplar.html"),
    """<!DOCTYPE html>
<html lang="tr">
<head><meta charset="utf-8"><title>Yayın hesapları</title></head>
<body>
<h1>Yayın ekibi hesapları</h1>
<table>
<tr><th>Platform</th><th>Kullanıcı</th><th>Şifre</th></tr>
<tr><td>Kick</td><td><<org>>tv</td><td class="sifre"><<enc>></td></tr>
<tr><td>YouTube</td><td>yayin@<<dom>></td><td>(Google hesabı, 2FA)</td></tr>
</table>
<p>Son güncelleme: <<full>>, <<dmy>></p>
</body>
</html>
""",
    cred=_html_pw,
    syntax="",
    extra=_wiki,
    decode=_dec_wiki,
)

F.reg(
    "streamlabs_socket_token_dotenv",
    ("overlay/.env", "<<org>>-overlay/.env.local"),
    """# Bağış/abone uyarıları için overlay servisi
STREAMLABS_SOCKET_TOKEN=<<cred>>
OVERLAY_PORT=5173
ALERT_SOUND=./sesler/bagis.mp3
""",
    cred="p:streamlabs",
    syntax="",
)

F.reg(
    "srt_ffmpeg_passphrase_bash_history",
    ("home/<<login>>/.bash_history", "yayin/<<org>>/.bash_history"),
    """ls ~/kayitlar
ffmpeg -re -i sahne_kamera.mp4 -c copy -f mpegts "srt://<<pip>>:9000?mode=caller&latency=200000&passphrase=<<cred>>&pbkeylen=16"
htop
ffprobe "srt://<<pip>>:9000?mode=caller&passphrase=<<cred>>"
exit
""",
    cred="pw_alnum",
    syntax="",
)
