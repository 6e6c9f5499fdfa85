# ruff: noqa: E501
"""Family h: a tattoo parlour in Woodstock (Cape Town, South Africa), English and Afrikaans,
load-shedding and all."""

from __future__ import annotations

from hundredfortieth_spec import Fam, alnum, pick

H = Fam(
    "tatoeer_kaapse_naald",
    orgs=("kaapsenaald", "woodstockink", "tafelbergtattoo"),
    tld="co.za",
    first="Johan Annelie Pieter Chantelle Thabo Lerato Riaan Zanele Wikus Marelize Sipho Ashwin",
    last="van_der_Merwe/vandermerwe Botha Pretorius Nel Jacobs Adams Petersen Dlamini Nkosi Smit Fourie Williams",
    words=(
        "naald",
        "tafelberg",
        "kaapstad",
        "woodstock",
        "braai",
        "biltong",
        "fynbos",
        "protea",
        "lekker",
        "howzit",
        "springbok",
        "boerewors",
        "dassie",
        "bokkie",
        "karoo",
    ),
    pets=("Rusty", "Bliksem", "Jakkals", "Koekie", "Skollie", "Bella", "Tokkie", "Snowy"),
    walks=("qwerty", "asdfgh", "1qaz2wsx", "qwe123", "zxcvbn", "qwertyui"),
    clubs=("Springboks1995", "Bokke2019", "Stormers1883", "CityFC2016", "AjaxCT1999"),
    cc="+27 8# ### ####",
    city="Cape Town",
)

H.reg(
    "naald_yoco_secret_key_nextjs_dotenv",
    ("web/.env.local", "sites/<<org>>-bookings/.env.production"),
    """# Deposits for bookings (Yoco online checkout)
NEXT_PUBLIC_SITE_URL=https://<<dom>>
YOCO_SECRET_KEY=<<cred>>
YOCO_WEBHOOK_PATH=/api/yoco/webhook
DEPOSIT_ZAR=500
BOOKINGS_EMAIL=bookings@<<dom>>
""",
    cred="p:yoco_sk",
)

H.reg(
    "naald_payfast_passphrase_php_signature",
    ("includes/payfast.php", "wp-content/plugins/<<org>>-deposits/payfast-config.php"),
    """<?php
// PayFast — booking deposits. Passphrase must match Settings > Developer Settings on payfast.co.za
$payfast = array(
    'merchant_id'  => '1<<n6>>',
    'merchant_key' => '<<mkey>>',
    'passphrase'   => '<<cred>>',
    'return_url'   => 'https://<<dom>>/deposit/thanks',
    'cancel_url'   => 'https://<<dom>>/deposit/cancelled',
    'notify_url'   => 'https://<<dom>>/deposit/itn',
    'sandbox'      => false,
);

function payfast_signature($data, $passphrase) {
    $out = '';
    foreach ($data as $k => $v) {
        if ($v !== '') { $out .= $k . '=' . urlencode(trim($v)) . '&'; }
    }
    $out = substr($out, 0, -1) . '&passphrase=' . urlencode(trim($passphrase));
    return md5($out);
}
""",
    cred="human",
    extra=lambda rng, s: s.update(mkey=alnum(rng, 13, "abcdefghijklmnopqrstuvwxyz0123456789")),
)

H.reg(
    "naald_eskomsepush_appdaemon_python_token",
    ("appdaemon/apps/loadshedding.py", "homeassistant-<<org>>/appdaemon/apps/esp_schedule.py"),
    '''"""Turns the compressor and the autoclave off 15 minutes before load-shedding starts."""

import datetime as dt

import appdaemon.plugins.hass.hassapi as hass
import requests

ESP_TOKEN = "<<cred>>"
AREA_ID = "capetown-<<n>>-woodstock"


class LoadShedding(hass.Hass):
    def initialize(self):
        self.run_every(self.check, "now", 30 * 60)

    def check(self, kwargs):
        r = requests.get(
            "https://developer.sepush.co.za/business/2.0/area",
            params={"id": AREA_ID},
            headers={"Token": ESP_TOKEN},
            timeout=20,
        )
        events = r.json().get("events", [])
        if not events:
            return
        start = dt.datetime.fromisoformat(events[0]["start"])
        self.run_at(self.shutdown, start - dt.timedelta(minutes=15))

    def shutdown(self, kwargs):
        self.turn_off("switch.autoclave")
        self.turn_off("switch.compressor")
        self.notify("Load-shedding in 15 min - autoclave off", name="telegram")
''',
    cred="p:esp",
)

H.reg(
    "naald_sunsynk_inverter_poller_yaml",
    ("inverter/config.yaml", "pi-<<org>>/sunsynk-poller/config.yml"),
    """# Sunsynk 8kW inverter -> InfluxDB (battery SOC on the shop TV during load-shedding)
sunsynk:
  username: "<<email>>"
  password: "<<cred>>"
  plant_id: <<n6>>
  poll_seconds: 60
influx:
  url: http://<<lan>>:8086
  bucket: inverter
tv_dashboard:
  title: "<<orgc>> power"
  warn_soc: 30
""",
    cred="human",
)

H.reg(
    "naald_whatsapp_afrikaans_wagwoord_instagram",
    ("WhatsApp/WhatsApp Chat with <<fa2>>.txt", "backup/whatsapp/<<org>>_crew_<<date>>.txt"),
    """<<year>>/<<mo>>/<<dd>>, <<time>> - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.
<<year>>/<<mo>>/<<dd>>, <<time>> - <<full2>>: Howzit, die Insta wil nie op my nuwe foon inlog nie 😩
<<year>>/<<mo>>/<<dd>>, <<time2>> - <<full>>: Ek het die wagwoord verander ná daai phishing ding
<<year>>/<<mo>>/<<dd>>, <<time2>> - <<full>>: <<cred>>
<<year>>/<<mo>>/<<dd>>, <<time2>> - <<full2>>: Dankie bru! Ek post netnou die healed sleeve
<<year>>/<<mo>>/<<dd>>, <<time2>> - <<full>>: Moenie dit in die groep sit nie asb
""",
    cred="human",
)

H.reg(
    "naald_bookkeeper_email_sars_efiling",
    ("mail/bookkeeper/efiling_<<year>>.eml", "Outlook/Inbox/<<hex8>>.eml"),
    """From: <<full2>> <<<fa2>>@<<bk>>.co.za>
To: <<email>>
Subject: Re: VAT201 and EMP201 - eFiling access
Date: <<maildate>> +0200
Content-Type: text/plain; charset=utf-8

Hi <<first>>,

I've registered <<orgc>> (Pty) Ltd on SARS eFiling as you asked, so I can submit the
VAT201 and EMP201 returns every month.

Login name: <<org>>_sars
Password: <<cred>>

The OTP goes to your cellphone (<<phone>>), so please forward it to me when I ask.
Don't forget the till slips from the Makro run for the new chairs.

Kind regards,
<<full2>>
<<bk>> Bookkeeping, Observatory
""",
    cred="pw",
    syntax="",
    extra=lambda rng, s: s.update(
        bk=pick(rng, ("observatorybooks", "capeledger", "saltriveraccounts"))
    ),
)

H.reg(
    "naald_mikrotik_export_pppoe_fibre",
    ("network/hap-ac2-<<date>>.rsc", "backups/mikrotik/<<org>>-<<date>>.rsc"),
    """# <<mo>>/<<dd>>/<<year>> <<time_s>> by RouterOS 7.14.3
# software id = <<swid>>
#
# model = RBD52G-5HacD2HnD
# serial number = <<hex12>>
/interface bridge
add name=bridge-lan
/interface pppoe-client
add add-default-route=yes disabled=no interface=ether1 name=pppoe-vumatel use-peer-dns=yes \\
    user=<<org>>@afrihost.co.za password=<<cred>>
/ip pool
add name=dhcp-lan ranges=192.168.88.10-192.168.88.200
/ip dhcp-server
add address-pool=dhcp-lan interface=bridge-lan name=dhcp1
/ip address
add address=192.168.88.1/24 interface=bridge-lan network=192.168.88.0
/ip firewall nat
add action=masquerade chain=srcnat out-interface=pppoe-vumatel
/system identity
set name=<<org>>-router
""",
    cred="pw_bare",
    extra=lambda rng, s: s.update(
        swid=f"{alnum(rng, 4, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}-{alnum(rng, 4, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}"
    ),
)

H.reg(
    "naald_restic_b2_backup_env_sh",
    ("backup/restic-env.sh", "home/<<fa>>/.restic/<<org>>.env"),
    """# source this before running restic (nightly backup of designs + consent forms)
export RESTIC_REPOSITORY="b2:<<org>>-backup:studio"
export RESTIC_PASSWORD_FILE="$HOME/.restic/pass"
export B2_ACCOUNT_ID="005<<hex12>>0000000001"
export B2_ACCOUNT_KEY="<<cred>>"
# restic backup ~/Designs ~/ConsentForms --tag nightly
""",
    cred="p:b2",
)
