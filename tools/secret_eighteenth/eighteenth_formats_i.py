"""Nightclubs and DJ booths: controller prefs, guest lists, table bookings, stream keys."""

from eighteenth_corpus import (
    SYM_INI,
    SYM_SQ,
    SYM_XML,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    host,
    ip,
    org,
    pick,
    user,
    words_pw,
)

FAM = "dj_booth_nightclub_venue_tech"


@fmt(FAM, "dj_booth_controller_settings_xml_streaming_login_password")
def _dj(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_XML)
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>
<DJSettings venue="<<o>>" booth="<<n>>">
  <Audio device="Mixer USB" latency="5ms" masterTempoDefault="on"/>
  <Streaming service="library-stream" region="EU">
    <Account><<u>>@<<dom>></Account>
    <Password><<pw>></Password>
    <OfflineCacheGB>40</OfflineCacheGB>
  </Streaming>
  <Recording folder="D:\\Sets" format="wav"/>
</DJSettings>
""",
        o=o,
        n=rng.randint(1, 3),
        u=user(rng),
        dom=domain(rng),
        pw=pw,
    )
    return Out(f"booth/{o}/djsettings{rng.randint(1, 30)}.xml", text, pw)


@fmt(FAM, "club_door_guestlist_scanner_yaml_api_key")
def _door(rng):
    o = org(rng)
    key = "gl_" + alnum(rng, 38)
    text = fill(
        """venue: <<o>>
door:
  scanners: [door-left, door-right, vip]
  capacity: <<cap>>
  id_check_age: 18
guestlist:
  api: https://guests.<<dom>>/v2
  api_key: <<key>>
  sync_every_s: 20
""",
        o=o,
        cap=rng.randint(200, 1500),
        dom=domain(rng),
        key=key,
    )
    return Out(f"door/{o}/scanner{rng.randint(1, 20)}.yaml", text, key)


@fmt(FAM, "nightclub_table_booking_nextjs_env_local_stripe_secret")
def _table(rng):
    o = org(rng)
    key = "sk_live_51" + alnum(rng, 97)
    text = fill(
        """NEXT_PUBLIC_SITE_URL=https://tables.<<dom>>
NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_51<<pk>>
STRIPE_SECRET_KEY=<<key>>
BOTTLE_MIN_SPEND_EUR=<<min>>
""",
        dom=domain(rng),
        pk=alnum(rng, 97),
        key=key,
        min=pick(rng, (300, 500, 800)),
    )
    return Out(f"{o}-tables{pick(rng, ('', '-web', '-next'))}/.env.local", text, key, "")


@fmt(FAM, "dj_livestream_obs_service_json_stream_key")
def _obs(rng):
    o = org(rng)
    key = f"sk_eu-west-1_{alnum(rng, 12)}_{alnum(rng, 30)}"
    text = fill(
        """{
    "settings": {
        "bwtest": false,
        "key": "<<key>>",
        "server": "rtmps://<<srv>>.contribute.live-video.net/app/",
        "service": "Twitch"
    },
    "type": "rtmp_common"
}
""",
        key=key,
        srv=pick(rng, ("fra05", "ams03", "lhr08")),
    )
    return Out(
        f"booth/{o}/obs-studio/basic/profiles/Club{rng.randint(1, 30)}/service.json", text, key
    )


@fmt(FAM, "venue_dmx_artnet_node_ini_web_password")
def _dmx(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """[node]
name=<<o>>-mainroom
universes=4
ip=<<ip>>
subnet=255.0.0.0

[web]
enabled=1
user=admin
password=<<pw>>
""",
        o=o,
        ip=ip(rng),
        pw=pw,
    )
    return Out(f"lighting/{o}/artnet-node{rng.randint(1, 20)}.ini", text, pw)


@fmt(FAM, "club_promoter_mailing_php_phpmailer_password_property")
def _php(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_SQ)
    text = fill(
        """<?php
use PHPMailer\\PHPMailer\\PHPMailer;
require 'vendor/autoload.php';

$mail = new PHPMailer(true);
$mail->isSMTP();
$mail->Host = '<<h>>';
$mail->SMTPAuth = true;
$mail->Username = 'lineup@<<dom>>';
$mail->Password = '<<pw>>';
$mail->SMTPSecure = PHPMailer::ENCRYPTION_STARTTLS;
$mail->Port = 587;
$mail->setFrom('lineup@<<dom>>', '<<o>> Friday');
""",
        h=host(rng, "smtp"),
        dom=domain(rng),
        pw=pw,
        o=o,
    )
    return Out(f"promo/{o}/send_lineup{rng.randint(1, 30)}.php", text, pw, "")


@fmt(FAM, "dj_booth_handover_signal_export_txt_wifi_password")
def _handover(rng):
    o = org(rng)
    pw = words_pw(rng)
    text = fill(
        """Conversation with <<o>> tech crew
[23:41] Nico: booth laptop is on the production wifi now, not guest
[23:41] Nico: "<<o>>-prod" pw <<pw>>
[23:42] Ama: nice. left CDJ usb port is loose again btw
[23:50] Nico: taped it. headliner on at 01:00
""",
        o=o,
        pw=pw,
    )
    return Out(f"exports/{o}/signal-tech-crew-{rng.randint(1, 90)}.txt", text, pw, "")
