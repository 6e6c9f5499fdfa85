"""Bonsai nurseries and display gardens: misting timers, auction sites, club rosters."""

import base64
import re

from twentysecond_spec import reg

F = "bonsai_nursery_display_garden"

reg(
    F,
    "bonsai_misting_timer_yaml_hub_password",
    ("greenhouse/<<org>>/misting_<<n>>.yaml", "nursery/mist/zone<<n>>.yml"),
    """# misting controller, benches A-F
controller:
  name: mist-zone-<<n>>
  schedule:
    - at: "06:30"
      seconds: 20
    - at: "13:00"
      seconds: 35
hub:
  url: https://hub.<<dom>>:8443
  username: mistctl
  password: '<<v>>'
""",
    "sq",
)

reg(
    F,
    "bonsai_auction_site_wordpress_wp_config_auth_salt",
    ("www/<<org>>/wp-config.php", "sites/auction<<n>>/wp-config.php"),
    """<?php
define( 'DB_NAME', 'bonsai_auction' );
define( 'DB_USER', 'auction_wp' );
define( 'DB_PASSWORD', getenv( 'WP_DB_PASSWORD' ) );
define( 'DB_HOST', '<<host>>' );
define( 'AUTH_KEY', '<<v>>' );
$table_prefix = 'bns_';
require_once ABSPATH . 'wp-settings.php';
""",
    "a40",
    "",
)

reg(
    F,
    "bonsai_nursery_sftp_filezilla_sitemanager_base64_pass",
    ("filezilla/<<org>>/sitemanager_<<n>>.xml", "backup/fz_sites_<<nn>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.1" platform="windows">
  <Servers>
    <Server>
      <Host><<host>></Host>
      <Port>22</Port>
      <Protocol>1</Protocol>
      <Type>0</Type>
      <User>catalogue</User>
      <Pass encoding="base64"><<v>></Pass>
      <Logontype>1</Logontype>
      <Name>nursery catalogue photos</Name>
    </Server>
  </Servers>
</FileZilla3>
""",
    "xml",
    enc=lambda v: base64.b64encode(v.encode()).decode(),
    decode=lambda t: base64.b64decode(
        re.search(r'<Pass encoding="base64">([^<]+)<', t).group(1)
    ).decode(),
)

reg(
    F,
    "bonsai_club_roster_vcard_note_login",
    ("contacts/<<org>>/club_<<n>>.vcf", "roster/members_<<nn>>.vcf"),
    """BEGIN:VCARD
VERSION:3.0
FN:<<first>> <<last>>
ORG:<<org>> bonsai society
EMAIL:<<email>>
NOTE:Club website admin - login <<udot>> / <<v>>
END:VCARD
""",
    "human",
)

reg(
    F,
    "bonsai_watering_esp8266_lua_nodemcu_wifi_password",
    ("nodemcu/<<org>>/init_<<n>>.lua", "lua/bench<<n>>/init.lua"),
    """-- soil moisture node, bench <<n>>
wifi.setmode(wifi.STATION)
wifi.sta.config({ssid = "<<org>>-nursery", pwd = "<<v>>", auto = true})
tmr.create():alarm(30000, tmr.ALARM_AUTO, function()
  http.post("http://<<ip>>/moisture", nil, adc.read(0))
end)
""",
    "dq",
    "",
)

reg(
    F,
    "bonsai_shop_stripe_go_struct_literal_key",
    ("cmd/shop<<n>>/main.go", "internal/<<org>>/payments.go"),
    """package payments

var cfg = Config{
	Provider:  "stripe",
	Currency:  "EUR",
	SecretKey: "sk_live_<<v>>",
	Webhook:   "/hooks/stripe",
}
""",
    "a24",
    "",
)

reg(
    F,
    "bonsai_volunteer_whatsapp_txt_gate_code_next_message",
    ("chats/<<org>>/volunteers_<<n>>.txt", "exports/WhatsApp Chat - garden <<nn>>.txt"),
    """[<<day>>/0<<n>>/25, <<hh>>:<<mm>>:02] <<first>> <<last>>: who is opening on saturday?
[<<day>>/0<<n>>/25, <<hh>>:<<mm>>:40] <<first2>>: me, but I forgot the new gate code
[<<day>>/0<<n>>/25, <<hh>>:<<mm>>:55] <<first>> <<last>>: <<v>>
[<<day>>/0<<n>>/25, <<hh>>:<<mm>>:58] <<first2>>: thanks!! deleting this later
""",
    "code",
)

reg(
    F,
    "bonsai_collection_catalogue_sqlalchemy_url_password",
    ("catalogue/<<org>>/db_<<n>>.py", "app/settings_<<nn>>.py"),
    """from sqlalchemy import create_engine

ENGINE = create_engine(
    "postgresql+psycopg://catalogue:<<v>>@<<host>>:5432/trees",
    pool_pre_ping=True,
)
""",
    "url",
)
