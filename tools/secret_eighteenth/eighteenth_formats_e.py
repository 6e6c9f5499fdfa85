"""Marinas: fuel-dock pumps, slip reservations, pump-out telemetry, gates, hotspot, price boards."""
# ruff: noqa: E501

import html
import re

from eighteenth_corpus import (
    SYM_DQ,
    SYM_INI,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    ip,
    org,
    pick,
    words_pw,
)

FAM = "marina_fuel_dock_slip_billing"


def _fuel_decode(text):
    return html.unescape(re.search(r"<PosLinkPassword>(.*?)</PosLinkPassword>", text).group(1))


@fmt(FAM, "fuel_dock_pump_controller_xml_entity_escaped_pos_password", decode=_fuel_decode)
def _fuel(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="&<>")
    if "&" not in pw and "<" not in pw and ">" not in pw:
        pw = pw[:5] + "&" + pw[5:]
    text = fill(
        """<?xml version="1.0" encoding="utf-8"?>
<FuelDock marina="<<o>>">
  <Pumps>
    <Pump id="1" grade="Diesel" meter="ltr"/>
    <Pump id="2" grade="E10 Marine" meter="ltr"/>
  </Pumps>
  <PosLink host="<<ip>>" port="5015">
    <PosLinkUser>fueldock</PosLinkUser>
    <PosLinkPassword><<pw>></PosLinkPassword>
  </PosLink>
  <Limits maxPresetLitres="<<lim>>" requireSlipNumber="true"/>
</FuelDock>
""",
        o=o,
        ip=ip(rng),
        pw=html.escape(pw, quote=False),
        lim=pick(rng, (400, 800, 1500)),
    )
    return Out(f"fueldock/{o}/controller{rng.randint(1, 9)}.xml", text, pw)


@fmt(FAM, "marina_slip_reservation_php_config_array_stripe_secret")
def _slip(rng):
    o = org(rng)
    key = "sk_live_" + alnum(rng, 99)
    text = fill(
        """<?php
// config/services.php - <<o>> slip reservations
return [
    'stripe' => [
        'key' => 'pk_live_<<pk>>',
        'secret' => '<<key>>',
        'webhook_tolerance' => 300,
    ],
    'harbour' => [
        'transient_rate_per_metre' => <<rate>>,
        'currency' => 'EUR',
    ],
];
""",
        o=o,
        pk=alnum(rng, 99),
        key=key,
        rate=pick(rng, ("2.40", "3.10", "4.75")),
    )
    return Out(f"{o}-slips/config/services{rng.randint(1, 9)}.php", text, key, "")


@fmt(FAM, "marina_pumpout_telemetry_json_cellular_modem_api_key")
def _pump(rng):
    o = org(rng)
    key = alnum(rng, 40)
    text = fill(
        """{
  "station": "pumpout-<<n>>",
  "marina": "<<o>>",
  "sensors": {"tank_level": "4-20mA", "vacuum_kpa": "AI2", "run_hours": "DI1"},
  "uplink": {"modem": "RUT241", "apn": "internet", "endpoint": "https://telemetry.<<dom>>/ingest", "api_key": "<<key>>"},
  "interval_s": 300
}
""",
        n=rng.randint(1, 9),
        o=o,
        dom=domain(rng),
        key=key,
    )
    return Out(f"telemetry/{o}/pumpout{rng.randint(1, 30)}.json", text, key)


@fmt(FAM, "harbourmaster_gate_access_ini_controller_password")
def _gate(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """[gates]
pontoon_a=<<ip1>>
pontoon_b=<<ip2>>
shower_block=<<ip3>>

[controller]
protocol=osdp
admin_user=harbourmaster
admin_password=<<pw>>

[fobs]
expire_with_berth_contract=yes
""",
        ip1=ip(rng),
        ip2=ip(rng),
        ip3=ip(rng),
        pw=pw,
    )
    return Out(f"harbour/{o}/gates{rng.randint(1, 20)}.ini", text, pw)


@fmt(FAM, "marina_captive_portal_toml_radius_shared_secret")
def _radius(rng):
    o = org(rng)
    sec = gen_pw(rng, 24, sym="")
    text = fill(
        """[portal]
ssid = "<<o>>-berth-wifi"
terms_url = "https://<<o>>.<<tld>>/wifi-terms"
session_hours = 24

[radius]
server = "<<ip>>"
auth_port = 1812
acct_port = 1813
shared_secret = "<<sec>>"
nas_identifier = "marina-ap-<<n>>"
""",
        o=o,
        tld=pick(rng, ("co.uk", "ie", "nl")),
        ip=ip(rng),
        sec=sec,
        n=rng.randint(1, 20),
    )
    return Out(f"{o}/wifi/portal{rng.randint(1, 9)}.toml", text, sec)


@fmt(FAM, "fuel_price_board_python_paramiko_connect_password_kwarg")
def _board(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_DQ)
    text = fill(
        """import paramiko

PRICES = {"diesel": <<d>>, "petrol": <<p>>}


def push(prices):
    ssh = paramiko.SSHClient()
    ssh.set_missing_host_key_policy(paramiko.AutoAddPolicy())
    ssh.connect("<<ip>>", username="signpi", password="<<pw>>", timeout=10)
    cmd = "echo '{diesel:.3f} {petrol:.3f}' > /run/ledsign/prices".format(**prices)
    ssh.exec_command(cmd)
    ssh.close()


push(PRICES)
""",
        d=f"{rng.uniform(1.5, 2.2):.3f}",
        p=f"{rng.uniform(1.7, 2.4):.3f}",
        ip=ip(rng),
        pw=pw,
    )
    return Out(f"{o}/fuel/priceboard_{rng.randint(1, 40)}.py", text, pw)


@fmt(FAM, "marina_liveaboard_welcome_letter_txt_wifi_password")
def _letter(rng):
    o = org(rng)
    pw = words_pw(rng)
    text = fill(
        """Dear berth holder,

Welcome to <<o>> marina for the <<y>> season. A few practical things:

 * Fuel dock opens 08:00-18:00, VHF channel 80 for the harbour office.
 * Pump-out is free for annual berth holders, card at the office.
 * Pontoon gate fobs stay valid until your contract ends.
 * Berth Wi-Fi: network "<<o>>-berth", password <<pw>>

Please do not run generators on the pontoons after 22:00.

Fair winds,
The harbour office
""",
        o=o,
        y=rng.randint(2025, 2027),
        pw=pw,
    )
    return Out(f"office/{o}/letters/welcome_{rng.randint(1, 200)}.txt", text, pw, "")
