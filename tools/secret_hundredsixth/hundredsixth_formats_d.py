# ruff: noqa: E501
"""Family d: a mobile library van in Wales (Welsh / English; Teltonika 4G router, Koha offline
circulation, Webfleet telematics, Square card reader, tablets on wpa_supplicant)."""

from __future__ import annotations

from hundredsixth_spec import Fam, gen_pw, reg, uuid4

F = Fam(
    name="llyfrgell_deithiol_ceredigion",
    orgs=("llyfrfan", "darllenfa", "llyfrauteifi"),
    tld="gov.wales",
    first=(
        ("Siân", "sian"),
        ("Gethin", "gethin"),
        ("Rhiannon", "rhiannon"),
        ("Dafydd", "dafydd"),
        ("Ffion", "ffion"),
        ("Iolo", "iolo"),
        ("Cerys", "cerys"),
        ("Rhys", "rhys"),
    ),
    last=(
        ("Jones", "jones"),
        ("ap Iorwerth", "apiorwerth"),
        ("Llewelyn", "llewelyn"),
        ("Pritchard", "pritchard"),
        ("Roberts", "roberts"),
        ("Prys", "prys"),
    ),
    words=(
        "llyfr",
        "darllen",
        "draig",
        "cwtch",
        "hiraeth",
        "mynydd",
        "afon",
        "enfys",
        "cymru",
        "bara",
        "teifi",
        "hwyl",
        "seren",
        "cariad",
        "defaid",
    ),
    pets=("mot", "smwt", "pero", "gelert", "bob", "nel"),
    seasons=("gwanwyn", "haf", "hydref", "gaeaf", "eisteddfod", "nadolig"),
    cc="44",
)

reg(
    F,
    "llyfr_van_teltonika_rut_uci_wireless_key",
    ("rut240-backup/etc/config/wireless", "fan/<<org>>-rut<<n>>/config/wireless"),
    """config wifi-device 'radio0'
\toption type 'mac80211'
\toption channel 'auto'
\toption hwmode '11g'
\toption country 'GB'

config wifi-iface 'default_radio0'
\toption device 'radio0'
\toption network 'lan'
\toption mode 'ap'
\toption ssid 'FanLyfrgell-<<n>>'
\toption encryption 'psk2'
\toption key '<<cred>>'
\toption hidden '0'
""",
    "pw_alnum",
    syntax="",
)

reg(
    F,
    "llyfr_welsh_whatsapp_cyfrinair_tabled_fan",
    (
        "WhatsApp/Sgwrs WhatsApp gyda Tim Fan <<n>>.txt",
        "ffon/<<fa>>/WhatsApp Chat with Fan Lyfrgell.txt",
    ),
    """[<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>>:<<ss>>] <<first2>>: Bore da! Ar y ffordd i Dregaron 🚐
[<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>>:<<ss>>] <<first2>>: Mae'r tabled wedi ailgychwyn a dwi ddim yn cofio'r cyfrinair i'r Koha
[<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>>:<<ss>>] <<first>> <<last>>: Defnyddiwr fan_<<org>>
[<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>>:<<ss>>] <<first>> <<last>>: Cyfrinair <<cred>>
[<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>>:<<ss>>] <<first2>>: Diolch o galon x
""",
    "human",
    syntax="",
)

reg(
    F,
    "llyfr_koha_offline_circulation_sync_ini",
    ("KohaOffline/offline_circ.ini", "C:/Users/fan/AppData/Roaming/KOCT/<<org>>-<<n>>.ini"),
    """[server]
url=https://<<host>>/cgi-bin/koha/offline_circ/service.pl
branchcode=FAN<<n>>
login=fan_<<org>>
password=<<cred>>

[queue]
file=C:\\Users\\fan\\Documents\\koct_queue.koc
upload_on_wifi=true
""",
    "pw",
)

reg(
    F,
    "llyfr_webfleet_telematics_stops_python_password",
    ("scripts/webfleet_arosfannau.py", "fan/offer/stops_<<date>>.py"),
    '''"""Pull the van's stop times from Webfleet for the timetable on the website."""

import requests

WEBFLEET = "https://csv.webfleet.com/extern"
ACCOUNT = "<<org>>-cc"
USERNAME = "llyfrgell"
PASSWORD = "<<cred>>"
APIKEY = "<<apikey>>"

params = {
    "account": ACCOUNT,
    "username": USERNAME,
    "password": PASSWORD,
    "apikey": APIKEY,
    "lang": "en",
    "action": "showTripReportExtern",
    "range_pattern": "w-1",
    "outputformat": "json",
}
trips = requests.get(WEBFLEET, params=params, timeout=30).json()
''',
    "pw_dq",
    extra=lambda r, s: {"apikey": uuid4(r)},
)

reg(
    F,
    "llyfr_van_rota_ics_description_cyfrinair",
    ("calendr/fan-<<m>>-<<y>>.ics", "Rota/taith_<<org>>_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<y>><<m>><<d>>T091500Z
DTEND:<<y>><<m>><<d>>T153000Z
SUMMARY:Fan Lyfrgell - Llanbedr Pont Steffan / Tregaron
LOCATION:Maes parcio'r neuadd goffa
DESCRIPTION:Gyrrwr: <<first>>\\nLlyfrgellydd: <<first2>>\\nWi-Fi y fan: FanLyfrgell-<<n>>\\nCyfrinair Square: <<cred>>
UID:<<hexid>>@google.com
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)

reg(
    F,
    "llyfr_van_openvpn_auth_user_pass_two_lines",
    ("etc/openvpn/client/fan-auth.txt", "fan/<<org>>/vpn/auth<<n>>.txt"),
    """fan<<n>>_<<org>>
<<cred>>
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "llyfr_tablet_wpa_supplicant_conf_psk_depot",
    ("etc/wpa_supplicant/wpa_supplicant.conf", "tabled/<<n>>/wpa_supplicant-depot.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=GB

network={
\tssid="FanLyfrgell-<<n>>"
\tpsk="<<vanpsk>>"
\tpriority=5
}

network={
\tssid="Depo-<<org>>"
\tpsk="<<cred>>"
\tkey_mgmt=WPA-PSK
\tpriority=1
}
""",
    "pw_dq",
    syntax="",
    extra=lambda r, s: {"vanpsk": gen_pw(r, sym="")},
)

reg(
    F,
    "llyfr_fines_square_terminal_checkout_node",
    ("square-dirwyon/index.js", "fan/taliadau/<<org>>-square-<<n>>.js"),
    """// Dirwyon a gwerthu llyfrau ail-law ar y fan: Square Terminal checkout
const { Client, Environment } = require('square');

const client = new Client({
  environment: Environment.Production,
  accessToken: '<<cred>>',
});

async function dirwy(pence, patron) {
  const { result } = await client.terminalApi.createTerminalCheckout({
    idempotencyKey: `${patron}-${Date.now()}`,
    checkout: {
      amountMoney: { amount: BigInt(pence), currency: 'GBP' },
      deviceOptions: { deviceId: '<<hexid>>' },
      note: `Dirwy ${patron}`,
    },
  });
  return result.checkout.id;
}

module.exports = { dirwy };
""",
    "p:square",
    syntax="",
)
