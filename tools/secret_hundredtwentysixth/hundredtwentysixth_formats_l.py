# ruff: noqa: E501
"""Family l: a radio transmitter site's engineer in Fiji (English, Fijian, Fiji Hindi)."""

from __future__ import annotations

from hundredtwentysixth_spec import Fam, b64

F = Fam(
    name="vatu_hilltop_transmitter_site_fiji",
    orgs=("vatuwave", "radiodrau", "ceva"),
    tld="com.fj",
    first=("Ratu", "Mere", "Josefa", "Litia", "Sanjay", "Priya", "Tevita", "Salote"),
    last=("Nawaqa", "Tuilagi", "Ravuvu", "Naidu", "Qarase", "Prasad", "Vunibola", "Delana"),
    first_a=("ratu", "mere", "josefa", "litia", "sanjay", "priya", "tevita", "salote"),
    last_a=("nawaqa", "tuilagi", "ravuvu", "naidu", "qarase", "prasad", "vunibola", "delana"),
    words=(
        "bula",
        "vinaka",
        "suva",
        "nadi",
        "lautoka",
        "kava",
        "yaqona",
        "drua",
        "taveuni",
        "rugby",
        "sevens",
        "tanoa",
        "masi",
        "cegu",
    ),
    pets=("kalu", "rusty", "blackie", "bobo", "lucky", "snoopy"),
    cc="679",
    city="Suva",
)

F.reg(
    "vatu_burk_arc_plus_autolabel_site_ini",
    ("sites/<<org>>_tx<<n2>>/arcplus_site.ini", "engineering/burk/site_export_<<d8>>.ini"),
    """[Site]
Name=Mt Korobaba TX <<n2>>
Unit=ARC Plus Touch
Address=<<ip>>
Port=80

[Auth]
Username=engineer
Password=<<cred>>

[Channels]
Ch1=Fwd Power FM 104.<<n2>>
Ch2=Refl Power FM 104.<<n2>>
Ch3=Gen Fuel Level
Ch4=Shelter Temp

[Alarms]
SMS=<<phone>>
""",
    "pw",
    syntax="ini",
)

F.reg(
    "vatu_fijian_viber_copied_password_exciter",
    ("viber/tx_site_<<n>>.txt", "Documents/viber_copy_<<d8>>.txt"),
    """[<<dmy>> <<time>>] <<first>> <<last>>: Bula vinaka! Au sa tiko e na TX site, na exciter e sega ni dola na web page
[<<dmy>> <<time>>] <<first2>>: Ni login mai admin
[<<dmy>> <<time2>>] <<first2>>: password <<cred>>
[<<dmy>> <<time2>>] <<first>> <<last>>: Vinaka vakalevu, sa dola 👍
""",
    "human",
)

F.reg(
    "vatu_nautel_aui_curl_basic_userpass",
    ("home/<<login>>/.bash_history", "engineering/laptop_<<n>>/.bash_history"),
    """ping -c 4 <<ip>>
curl -s -u admin:<<cred>> http://<<ip>>/cgi-bin/status.cgi | grep -i power
curl -s -u admin:<<cred>> "http://<<ip>>/cgi-bin/set.cgi?preset=2"
ssh engineer@<<ip>>
history | tail -20
""",
    "pw_url",
    syntax="",
)

F.reg(
    "vatu_ubiquiti_airmax_system_cfg_stl_link",
    ("engineering/stl/ubnt_tx<<n2>>_system.cfg", "backup/airmax/system_<<d8>>.cfg"),
    """aaa.1.br.devname=br0
aaa.1.devname=ath0
aaa.1.status=enabled
aaa.1.wpa.psk=<<cred>>
aaa.status=enabled
resolv.host.1.name=STL-Korobaba-<<n2>>
users.1.name=ubnt
users.1.status=enabled
wireless.1.ssid=<<org>>-STL<<n2>>
wireless.1.security.type=wpa2aes
netconf.3.ip=<<ip>>
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "vatu_site_logbook_ocr_gate_and_ui",
    ("scans/logbook_page_<<n>>_ocr.txt", "engineering/logbook/OCR_<<d8>>.txt"),
    """TX SITE LOG - MT KOROBABA
<<dmy>>  gen run 45 min ok, fuel 3/4
<<dmy>>  replaced fan filter, refl pwr normal
Tx web UI (new)
<<cred>>
- J.N.
""",
    "human_x",
)

F.reg(
    "vatu_engineer_email_fiji_hindi_vpn_password",
    ("mail/<<d8>>_site_access_<<n>>.eml", "Maildir/cur/<<ts>>.<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Site VPN for cyclone season
Date: Tue, 11 Nov <<year>> <<time>>:<<sec>> +1200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Namaste / Bula <<first2>>,

Cyclone season aa rahaa hai, so please keep the site VPN on your laptop. Agar power jaata
hai then you can still see the transmitter from town.

Server: vpn.<<dom>>
User: <<login>>
Password: <<cred>>

Dhanyavaad, vinaka,
<<first>> <<last>>
Chief Engineer, <<org>>
""",
    "human",
)

F.reg(
    "vatu_wireguard_site_link_conf_private_key",
    ("etc/wireguard/wg-tx<<n2>>.conf", "engineering/wireguard/tx_site_<<d8>>.conf"),
    """[Interface]
Address = 10.<<n2>>.0.2/24
PrivateKey = <<cred>>
ListenPort = 51820

[Peer]
# studio, Suva
PublicKey = <<pub>>
Endpoint = <<pip>>:51820
AllowedIPs = 10.<<n2>>.0.0/24
PersistentKeepalive = 25
""",
    "b64:32",
    syntax="",
    extra=lambda r, s: {"pub": b64(r, 32)},
)

F.reg(
    "vatu_telegraf_conf_influxdb_v2_token",
    ("etc/telegraf/telegraf.d/tx<<n2>>.conf", "engineering/telegraf/site_<<d8>>.conf"),
    """[agent]
  interval = "30s"
  hostname = "tx-korobaba-<<n2>>"

[[outputs.influxdb_v2]]
  urls = ["https://influx.<<dom>>:8086"]
  token = "<<cred>>"
  organization = "<<org>>"
  bucket = "transmitters"

[[inputs.snmp]]
  agents = ["udp://<<ip>>:161"]
  version = 2
  community = "public"
""",
    "b64:64",
    syntax="toml",
)
