# ruff: noqa: E501
"""Family p: a rural health post (nursing station) in Fiji (iTaukei Fijian, Fiji Hindi,
English): Tupaia MediTrak surveys, a solar vaccine-fridge logger, M-PAiSA, a Raspberry Pi
kiosk on Wi-Fi, an SFTP key for uploads to the divisional office, Viber and SMS with the
zone nurses."""

from __future__ import annotations

import json

from hundredtwentyfirst_spec import Fam, xesc

F = Fam(
    name="rural_nursing_health_post_fiji",
    orgs=(
        ("vanuakula", "Vanua Kula Nursing Station"),
        ("kalawai", "Kalawai Health Centre"),
        ("navuso", "Navuso Rural Health Post"),
        ("lomaiviti", "Lomaiviti Zone Nursing Station"),
    ),
    tld="gov.fj",
    first=(
        ("Mereoni", "mereoni"),
        ("Sakiusa", "sakiusa"),
        ("Litia", "litia"),
        ("Jone", "jone"),
        ("Priya", "priya"),
        ("Ravinesh", "ravinesh"),
        ("Salote", "salote"),
        ("Asenaca", "asenaca"),
    ),
    last=(
        ("Tuilagi", "tuilagi"),
        ("Naivalu", "naivalu"),
        ("Ratu", "ratu"),
        ("Prasad", "prasad"),
        ("Waqa", "waqa"),
        ("Kumar", "kumar"),
        ("Delai", "delai"),
    ),
    words=(
        "bula",
        "vinaka",
        "fiji",
        "suva",
        "lautoka",
        "drua",
        "viti",
        "kava",
        "tabua",
        "lovo",
        "moce",
        "vanua",
        "labasa",
        "nadi",
        "flyingfijians",
    ),
    pets=("kalu", "sefa", "rover", "lucky", "toto", "blacky"),
    towns=("Labasa", "Savusavu", "Levuka", "Nausori", "Sigatoka", "Rakiraki"),
    cc="679",
)

F.reg(
    "healthpost_fj_viber_itaukei_tablet_password",
    ("Viber/Zone Nurses <<n>>.txt", "backup/viber_zone_<<d8>>.txt"),
    """[<<date>> <<time>>] <<fn>> <<ln>>: Bula vinaka sister, na tablet ni Tupaia e sega ni dola
[<<date>> <<time>>] <<fn2>> <<ln2>>: Bula! E veisau na password ena macawa oqo
[<<date>> <<time2>>] <<fn2>> <<ln2>>: password: <<cred>>
[<<date>> <<time2>>] <<fn>> <<ln>>: Vinaka vakalevu 🙏
""",
    "human",
)


def _tupaia(s: dict) -> str:
    obj = {
        "app": "Tupaia MediTrak",
        "version": "1.13.104",
        "server": "https://meditrak-api.tupaia.org/v2",
        "user": {"email": s["email"], "password": s["cred"]},
        "facility": {"code": f"FJ_{s['org'].upper()}", "name": s["orgname"]},
        "lastSync": f"{s['iso']}T{s['time']}:00+12:00",
    }
    return json.dumps(obj, indent=2) + "\n"


F.reg(
    "healthpost_fj_tupaia_meditrak_sync_json",
    ("meditrak/sync_config.json", "tablet_<<n>>/meditrak_backup_<<d8>>.json"),
    _tupaia,
    "pw_json",
)

F.reg(
    "healthpost_fj_solar_vaccine_fridge_micropython",
    ("fridge_logger/main.py", "esp32_fridge_<<n>>/main.py"),
    """import time

import dht
import machine
import network
import urequests

# Solar vaccine fridge (SDD) temperature logger — <<orgname>>
WIFI_SSID = "HealthPost-<<n3>>"
WIFI_PASS = "<<wifi>>"
TB_HOST = "https://thingsboard.<<dom>>"
TB_TOKEN = "<<cred>>"

wlan = network.WLAN(network.STA_IF)
wlan.active(True)
wlan.connect(WIFI_SSID, WIFI_PASS)
sensor = dht.DHT22(machine.Pin(4))

while True:
    sensor.measure()
    urequests.post(TB_HOST + "/api/v1/" + TB_TOKEN + "/telemetry", json={"temp": sensor.temperature()})
    time.sleep(600)
""",
    "alnum:20",
    extra=lambda rng, s: {"wifi": "Vinaka" + str(rng.randint(1000, 9999))},
)

F.reg(
    "healthpost_fj_mpaisa_merchant_env",
    ("payments/.env", "mpaisa-<<n>>/.env"),
    """# M-PAiSA merchant (medical certificate fees, private dressing)
MPAISA_MERCHANT_ID=<<mid>>
MPAISA_API_KEY=<<cred>>
MPAISA_CALLBACK=https://fees.<<dom>>/mpaisa/callback
""",
    "p:mpaisa",
    syntax="",
    extra=lambda rng, s: {"mid": rng.randint(100000, 999999)},
)


def _sms(s: dict) -> str:
    msgs = [
        (1, "Namaste didi, laptop ke password kya hai? Report bhejna hai"),
        (2, s["cred"]),
        (1, "Dhanyavaad 🙏"),
    ]
    rows = "".join(
        f'  <sms protocol="0" address="{s["phone2"]}" date="{s["ts"] + i * 45}000" type="{t}" subject="null" body="{xesc(b)}" '
        f'toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" contact_name="{xesc(s["fn2"])}" />\n'
        for i, (t, b) in enumerate(msgs)
    )
    return f"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<smses count=\"3\">\n{rows}</smses>\n"


F.reg(
    "healthpost_fj_sms_backup_fiji_hindi_reply_only",
    ("SMSBackup/sms-<<d8>><<hh>><<mm>>.xml", "phone_<<fa>>/sms-<<n3>>.xml"),
    _sms,
    "human_x",
)

F.reg(
    "healthpost_fj_nurse_notebook_ocr_laptop",
    ("scans/notebook_<<n>>.txt", "OCR/IMG_<<d8>>_<<n3>>.txt"),
    """Na laptop ni kemuni (Dell, MOH)
user - nurse.<<org>>
PW -
<<cred>>
(kua ni vakaraitaka)
""",
    "human",
    syntax="",
)

F.reg(
    "healthpost_fj_pi_kiosk_wpa_supplicant",
    ("boot/wpa_supplicant.conf", "kiosk-<<n>>/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=FJ

network={
    ssid="<<org>>-staff"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    "human_x",
    syntax="",
)

F.reg(
    "healthpost_fj_divisional_sftp_rsa_key_file",
    ("keys/<<org>>_upload_id_rsa", "home/<<user>>/.ssh/moh_division_<<n>>.pem"),
    """<<cred>>
""",
    "pem",
    syntax="",
)
