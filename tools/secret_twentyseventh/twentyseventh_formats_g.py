"""Glamping sites: yurts, shepherd huts, hot tubs, channel managers, solar off-grid."""

from twentyseventh_spec import reg

F = "glamping_yurt_shepherd_hut_site"
H = ("yurt", "glamping", "campfire", "shepherdhut", "woodburner", "meadowview")

reg(
    F,
    "glamping_channel_manager_ota_xml",
    ("channel/ota_push_<<n>>.xml", "<<org>>/integrations/channel_manager.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<OTA_HotelAvailNotifRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.0">
  <POS>
    <Source>
      <RequestorID Type="22" ID="<<org_>>_<<n>>" MessagePassword="<<cred>>"/>
    </Source>
  </POS>
  <AvailStatusMessages HotelCode="<<nn>>">
    <AvailStatusMessage BookingLimit="1">
      <StatusApplicationControl Start="<<date>>" End="<<date>>" InvTypeCode="YURT-<<n>>"/>
    </AvailStatusMessage>
  </AvailStatusMessages>
</OTA_HotelAvailNotifRQ>
""",
    "pw_xml",
)

reg(
    F,
    "glamping_hot_tub_home_assistant_secrets",
    ("homeassistant/secrets.yaml", "<<org>>/ha-config/secrets_<<n>>.yaml"),
    """# Use this file to store secrets like usernames and passwords.
wifi_ssid: "<<Org>> Meadow"
hottub_spa_ip: <<lan>>
victron_vrm_user: "<<email>>"
victron_vrm_password: "<<cred>>"
latitude_home: 52.41
""",
    "pw_dq",
)

reg(
    F,
    "glamping_booking_site_wp_cli_setup_sh",
    ("setup/install_wp.sh", "<<first>>/provision_<<n>>.sh"),
    """#!/usr/bin/env bash
# one-off: bring up the bookings site on the new VPS
set -euo pipefail
cd /var/www/<<org>>
wp core download --locale=en_GB
wp config create --dbname=<<org_>> --dbuser=<<org_>> --dbpass='<<cred>>' --dbhost=localhost
wp core install --url=https://<<dom>> --title="<<Org>>" --admin_user=<<user>> \\
  --admin_email=<<email>> --skip-email
wp plugin install motopress-hotel-booking --activate
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "glamping_guest_welcome_pack_wifi_md",
    ("welcome/<<org>>_welcome_pack.md", "docs/huts/hut_<<n>>_guide.md"),
    """# Welcome to <<Org>>!

**Check-out** by 10:30. Please leave the woodburner to go out on its own.

## Wi-Fi
Network: <<Org>>-Guests
Key: <<cred>>

## Hot tub
Lid stays on when not in use. Max 4 people. Shower before.

## Emergencies
Call <<First>> on <<phone>>.
""",
    "human",
    hint=H,
)

reg(
    F,
    "glamping_owner_spanish_email_contrasena",
    ("mail/<<first>>/reservas_<<nn>>.eml", "inbox/socios/<<nn>>.eml"),
    """From: <<First>> <<Last>> <<<email>>>
To: <<First2>> <<Last2>> <<<first2>>@<<dom>>>
Subject: acceso al gestor de reservas

Hola <<First2>>,

Te dejo el acceso al gestor de reservas para que cubras las vacaciones:
usuario: <<user>>
contrasena: <<cred>>

Las cabanas 2 y 5 tienen limpieza profunda el martes.
Un abrazo
""",
    "human",
    hint=H,
)

reg(
    F,
    "glamping_deposits_stripe_restricted_python",
    ("payments/deposits.py", "<<first>>/bookings/refunds_<<n>>.py"),
    '''import stripe

stripe.api_key = "<<cred>>"


def refund_deposit(payment_intent_id: str, pence: int) -> str:
    """Refund the damage deposit after the hut check."""
    r = stripe.Refund.create(payment_intent=payment_intent_id, amount=pence)
    return r.id
''',
    "p:stripe_rk",
)

reg(
    F,
    "glamping_solar_node_red_flow_vrm_token",
    ("node-red/flows_<<n>>.json", "<<org>>/offgrid/flows.json"),
    """[
  {"id": "<<hex8>>", "type": "tab", "label": "Batteries"},
  {
    "id": "<<hex8>>a",
    "type": "http request",
    "z": "<<hex8>>",
    "method": "GET",
    "url": "https://vrmapi.victronenergy.com/v2/installations/<<nn>>/stats",
    "headers": [{"keyType": "other", "keyValue": "x-authorization",
                 "valueType": "other", "valueValue": "Token <<cred>>"}]
  }
]
""",
    "hex:64",
)

reg(
    F,
    "glamping_site_router_uci_wireless",
    ("router/backup/etc/config/wireless", "<<org>>/rutx11_<<n>>/wireless"),
    """config wifi-device 'radio0'
\toption type 'mac80211'
\toption channel 'auto'

config wifi-iface 'default_radio0'
\toption device 'radio0'
\toption mode 'ap'
\toption ssid '<<Org>> Staff'
\toption encryption 'psk2'
\toption key '<<cred>>'
""",
    "pw_sq",
    syntax="",
)
