"""Family: pinball arcades and machine operators (scores, cashless readers, repair route)."""
# ruff: noqa: E501

from twentyninth_spec import dec_after, enc_b64, reg, unb64

F = "pinball_arcade_machine_route"

reg(
    F,
    "pinball_score_uploader_device_json",
    ("boot/scorebox/device.json", "<<org>>/machines/<<n>>/scorebox.json"),
    """{
  "machine": "stern-<<n>>",
  "venue": "<<orgt>>",
  "wifi": {"ssid": "<<org>>-games", "psk": "<<v>>"},
  "upload_url": "https://scores.<<dom>>/api/v2/ingest",
  "poll_seconds": 15
}
""",
    "h_json",
)

reg(
    F,
    "pinball_league_tournament_php_api_key",
    ("league/config.php", "htdocs/<<org>>-league/includes/config.php"),
    """<?php
// monthly league night: pulls standings from the tournament service
$config = [
    'tournament_api' => 'https://app.<<dom>>/api',
    'tournament_key' => 'tmp_<<v>>',
    'league_id'      => <<nn>>,
    'db_dsn'         => 'sqlite:' . __DIR__ . '/../data/league.sqlite',
];
return $config;
""",
    "alnum:40",
    "",
)

reg(
    F,
    "pinball_cashless_reader_yaml_api_secret",
    ("cashless/reader-<<n>>.yaml", "<<org>>/payments/cashless_readers.yml"),
    """operator: <<org>>
readers:
  - serial: CR<<nn>><<n>>
    machine: "Medieval Madness"
    price_per_credit: 1.00
gateway:
  endpoint: https://cashless.<<dom>>/v1
  api_key_id: <<hx>>
  api_secret: "<<v>>"
settle_daily_at: "03:30"
""",
    "alnum:32",
)

reg(
    F,
    "pinball_raspberry_pi_wpa_supplicant_psk",
    ("boot/wpa_supplicant.conf", "etc/wpa_supplicant/wpa_supplicant-<<org>>.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=GB

network={
    ssid="<<orgt>> Arcade"
    psk="<<v>>"
    key_mgmt=WPA-PSK
}
""",
    "h_dq",
    "",
)

reg(
    F,
    "pinball_repair_forum_finnish_chat_salasana",
    ("chats/<<first>>_flipperit_<<year>>.txt", "export/<<org>>/telegram_huolto_<<n>>.txt"),
    """<<first>> <<last>>, [<<day>>.<<mon>>.<<year>> <<hh>>.<<mm>>]
Mikä oli se baarin koneiden etäyhteyden salasana? Pitäis päivittää koodi Attack from Marsiin

Ilona, [<<day>>.<<mon>>.<<year>> <<hh>>.<<mm>>]
tunnus huolto<<n>>

Ilona, [<<day>>.<<mon>>.<<year>> <<hh>>.<<mm>>]
salasana <<v>>
""",
    "h",
)

reg(
    F,
    "pinball_frontend_filezilla_sitemanager_base64",
    (
        "AppData/Roaming/FileZilla/sitemanager.xml",
        "backup/<<first>>/filezilla/sitemanager_<<n>>.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.4" platform="windows">
  <Servers>
    <Server>
      <Host><<ip>></Host>
      <Port>21</Port>
      <Protocol>0</Protocol>
      <Type>0</Type>
      <User>cabinet<<n>></User>
      <Pass encoding="base64"><<v>></Pass>
      <Logontype>1</Logontype>
      <Name>arcade cabinet <<n>> (roms)</Name>
      <RemoteDir>1 0 4 roms</RemoteDir>
    </Server>
  </Servers>
</FileZilla3>
""",
    "pw_xml",
    enc=enc_b64,
    decode=dec_after(r'<Pass encoding="base64">([^<]+)</Pass>', unb64),
)

reg(
    F,
    "pinball_route_ops_ruby_stripe_api_key",
    ("route/lib/settle.rb", "<<org>>/billing/settle_venues.rb"),
    """require 'stripe'

# monthly cash split with host venues
Stripe.api_key = '<<v>>'

def settle(venue_account, cents)
  Stripe::Transfer.create(amount: cents, currency: 'gbp', destination: venue_account)
end
""",
    "p:stripe",
    "",
)

reg(
    F,
    "pinball_operator_route_logbook_prose",
    ("Documents/route log <<year>>.txt", "notes/<<org>>/route_<<mon>>_<<n>>.txt"),
    """<<day>>/<<mon>> - Black Knight at the Crown: left flipper EOS switch replaced, coil stop worn.
Updated the code on both Sterns via the cloud portal (login is arcade@<<dom>> / <<v>>),
took £<<nn>> from the cash box, venue split paid.
Next visit: Twilight Zone needs a new powerball.
""",
    "h",
)
