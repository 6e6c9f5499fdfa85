# ruff: noqa: E501
"""Family o: a household in Nairobi (Kenya): mesh Wi-Fi across the house and the shop, M-Pesa
for a small business at home, shared streaming; Swahili and Kenyan English."""

from __future__ import annotations

import re

from fiftyninth_spec import Fam, alnum, hexs

F = Fam(
    "nairobi_mesh_wifi_mpesa_home",
    tld="co.ke",
    orgs=("nyumbanet", "wavumesh", "kilimanet"),
    first=(
        ("Wanjiku", "wanjiku"),
        ("Otieno", "otieno"),
        ("Achieng", "achieng"),
        ("Kamau", "kamau"),
        ("Njeri", "njeri"),
        ("Mwangi", "mwangi"),
        ("Akinyi", "akinyi"),
        ("Kiprono", "kiprono"),
    ),
    last=(
        ("Mwangi", "mwangi"),
        ("Odhiambo", "odhiambo"),
        ("Kariuki", "kariuki"),
        ("Wambui", "wambui"),
        ("Chege", "chege"),
        ("Kiptoo", "kiptoo"),
    ),
    words=(
        "harambee",
        "gormahia",
        "nairobi",
        "safari",
        "jamhuri",
        "matatu",
        "ugali",
        "simba",
        "karibu",
        "kilimanjaro",
    ),
    pets=("simba", "bosco", "tiger", "rocky", "bella", "kim"),
    mail=("gmail.com", "yahoo.com", "outlook.com"),
    cc="+254",
    ssid=("Safaricom_Home_", "Zuku-", "Faiba_", "Nyumbani", "DECO_"),
)


def _qr_pw(rng, fam):
    while True:
        v = fam.human(rng, safe=True)
        pos = rng.randrange(1, len(v))
        v = v[:pos] + rng.choice(";:,") + v[pos:]
        return v


def _qr_esc(v: str) -> str:
    return re.sub(r'([\\;,:"])', r"\\\1", v)


def _qr_dec(text: str) -> str:
    m = re.search(r"WIFI:S:(?:\\.|[^;])*;T:WPA;P:((?:\\.|[^;\\])*);", text)
    return re.sub(r"\\(.)", r"\1", m.group(1))


F.reg(
    "nairobi_qr_scanner_history_csv_wifi_escaped",
    ("Download/QRScanner_history_<<ymd>>.csv", "Documents/qr_historia_<<n>>.csv"),
    """"Type","Date","Contents","Format"
"URL","<<date>> 18:02:11","https://www.safaricom.co.ke/personal/m-pesa","QR_CODE"
"WIFI","<<date>> 18:05:40","WIFI:S:<<ssid>>;T:WPA;P:<<enc>>;H:false;;","QR_CODE"
"TEXT","<<date>> 19:11:02","Karibu Nyumbani - tafadhali vua viatu","QR_CODE"
""",
    cred=_qr_pw,
    extra=lambda rng, s: {"enc": _qr_esc(s["cred"])},
    decode=_qr_dec,
)

F.reg(
    "nairobi_daraja_mpesa_env_consumer_secret",
    ("projects/duka_<<fa>>/.env", "home/<<fa>>/mama-mboga-shop-<<n>>/.env"),
    """# Duka la Mama <<fn>> - Lipa na M-Pesa (STK push)
MPESA_ENV=production
MPESA_CONSUMER_KEY=<<ck>>
MPESA_CONSUMER_SECRET=<<cred>>
MPESA_SHORTCODE=<<sc>>
MPESA_PASSKEY=<<pk>>
MPESA_CALLBACK_URL=https://<<dom>>/api/mpesa/callback
""",
    cred="p:mpesa_secret",
    syntax="",
    extra=lambda rng, s: {
        "ck": alnum(rng, 48),
        "pk": hexs(rng, 64),
        "sc": rng.randint(100000, 999999),
    },
)

F.reg(
    "nairobi_whatsapp_swahili_nenosiri_wifi_mesh",
    (
        "WhatsApp Chat with Familia <<la>> <<n>>.txt",
        "Android/media/com.whatsapp/WhatsApp/Export/familia_<<ymd>>.txt",
    ),
    """<<dmy>>, 20:11 - <<fn>>: Nimeweka mesh mpya, sasa wifi inafika hadi kwa duka
<<dmy>>, 20:12 - <<fn2>>: Jina la wifi ni gani?
<<dmy>>, 20:12 - <<fn>>: <<ssid>>
<<dmy>>, 20:13 - <<fn>>: Nenosiri: <<cred>>
<<dmy>>, 20:15 - <<fn2>>: Asante sana! Inashika vizuri 👍
""",
    cred="wifi",
)

F.reg(
    "nairobi_sms_to_text_csv_swahili_router_admin",
    ("Download/SMS to Text/sms_<<ymd>>.csv", "Documents/sms_backup_<<n>>.csv"),
    """Date,Time,Type,Number,Name,Message
<<date>>,08:14,Received,<<phone>>,Kaka <<fn>>,"Habari dada. Kuingia kwa router ya Deco tumia admin, nenosiri ni <<cred>>"
<<date>>,08:20,Sent,<<phone>>,Kaka <<fn>>,"Sawa asante, nimeweza"
<<date>>,09:02,Received,MPESA,,"Confirmed. Ksh2,500.00 sent to SAFARICOM HOME on <<dmy>>."
""",
    cred="human_x",
)

F.reg(
    "nairobi_hostapd_conf_shop_hotspot_passphrase",
    ("etc/hostapd/hostapd.conf", "home/pi/duka_hotspot_<<n>>/hostapd.conf"),
    """# Raspberry Pi hotspot kwa duka (wateja + POS)
interface=wlan0
driver=nl80211
ssid=<<ssid>>_Duka
hw_mode=g
channel=6
wmm_enabled=1
auth_algs=1
wpa=2
wpa_key_mgmt=WPA-PSK
rsn_pairwise=CCMP
wpa_passphrase=<<cred>>
country_code=KE
""",
    cred="wifi",
    syntax="",
)

F.reg(
    "nairobi_tailscale_up_authkey_home_server",
    ("home/<<fa>>/setup_server_<<n>>.sh", "Documents/server/install_<<ymd>>.sh"),
    """#!/usr/bin/env bash
# Seva ya nyumbani (Jellyfin + Nextcloud) - ifikiwe kutoka kwa simu popote
set -euo pipefail
curl -fsSL https://tailscale.com/install.sh | sh
sudo tailscale up --authkey=<<cred>> --hostname=nyumbani-<<la>> --advertise-exit-node
sudo tailscale set --auto-update
""",
    cred="p:tailscale",
)

F.reg(
    "nairobi_email_swahili_nenosiri_showmax",
    ("Mail/Sent/Showmax familia <<n>>.eml", "Takeout/Mail/showmax_<<ymd>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Akaunti ya Showmax ya familia
Date: Sat, 06 Jul <<year>> 17:40:12 +0300
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"

Habari <<fn2>>,

Hii ndiyo akaunti yetu ya Showmax kwa Premier League:
Barua pepe: <<email>>
Nenosiri: <<cred>>

Usibadilishe nenosiri bila kuniambia.
Salamu,
<<fn>>
""",
    cred="human",
)

F.reg(
    "nairobi_pihole_compose_webpassword",
    ("pihole/docker-compose.yml", "home/<<fa>>/pihole-<<n>>/docker-compose.yml"),
    """services:
  pihole:
    container_name: pihole
    image: pihole/pihole:latest
    network_mode: host
    environment:
      TZ: 'Africa/Nairobi'
      FTLCONF_webserver_api_password: '<<cred>>'
      FTLCONF_dns_listeningMode: 'all'
    volumes:
      - './etc-pihole:/etc/pihole'
    restart: unless-stopped
""",
    cred="pw_sq",
)
