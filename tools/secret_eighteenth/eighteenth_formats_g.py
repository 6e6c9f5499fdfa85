"""Sign-language interpreting: VRI endpoints, relay-centre SIP, scheduling apps, caption overlays."""
# ruff: noqa: E501

import json
import re
from urllib.parse import quote, unquote

from eighteenth_corpus import (
    SYM_INI,
    SYM_XML,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    hexs,
    host,
    ip,
    org,
    pick,
    rsa_pem,
    uuid4,
)

FAM = "sign_language_vri_relay_interpreting"


@fmt(FAM, "vri_cart_endpoint_provisioning_xml_sip_auth_password")
def _vri(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_XML)
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>
<provisioning device="vri-cart-<<n>>" site="<<o>>">
  <sip>
    <registrar>sip.<<dom>></registrar>
    <transport>tls</transport>
    <user><<ext>></user>
    <authPassword><<pw>></authPassword>
  </sip>
  <video codec="H.264" resolution="1280x720" fps="30"/>
  <queue languages="ASL,BSL,LSF" priority="medical"/>
</provisioning>
""",
        n=rng.randint(1, 40),
        o=o,
        dom=domain(rng),
        ext=rng.randint(4000, 4999),
        pw=pw,
    )
    return Out(f"provisioning/{o}/vri-cart-{rng.randint(1, 99)}.xml", text, pw)


@fmt(FAM, "relay_center_call_router_yaml_sip_trunk_password")
def _relay(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """router:
  center: <<o>>
  queues:
    - name: vrs-asl
      max_wait_s: 120
    - name: vrs-spanish
      max_wait_s: 180
trunk:
  provider: <<dom>>
  proxy: sbc.<<dom>>:5061
  username: relay<<n>>
  password: <<pw>>
  e911_enabled: true
""",
        o=o,
        dom=domain(rng),
        n=rng.randint(1, 9),
        pw=pw,
    )
    return Out(f"relay/{o}/router-{rng.randint(1, 20)}.yaml", text, pw)


@fmt(FAM, "interpreter_scheduling_appsettings_json_connection_string_password")
def _sched(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="!*+-_.?^~")
    text = fill(
        """{
  "Logging": {"LogLevel": {"Default": "Information"}},
  "ConnectionStrings": {
    "Scheduling": "Server=<<h>>;Database=Interpreters;User Id=sched_app;Password=<<pw>>;TrustServerCertificate=True"
  },
  "Booking": {"MinNoticeHours": 48, "TeamInterpretingOverMinutes": 90}
}
""",
        h=host(rng, "sql"),
        pw=pw,
    )
    return Out(
        f"{o}.Scheduling/appsettings.{pick(rng, ('Production', 'Staging', 'Live'))}.json", text, pw
    )


@fmt(FAM, "vrs_kiosk_tablet_managed_config_plist_wifi_password")
def _plist(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_XML)
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>PayloadType</key><string>com.apple.wifi.managed</string>
      <key>SSID_STR</key><string><<o>>-vrs</string>
      <key>EncryptionType</key><string>WPA2</string>
      <key>Password</key><string><<pw>></string>
      <key>AutoJoin</key><true/>
    </dict>
  </array>
  <key>PayloadDisplayName</key><string>VRS kiosk Wi-Fi</string>
  <key>PayloadIdentifier</key><string>com.<<oo>>.vrs.wifi</string>
  <key>PayloadUUID</key><string><<uu>></string>
  <key>PayloadType</key><string>Configuration</string>
  <key>PayloadVersion</key><integer>1</integer>
</dict>
</plist>
""",
        o=o,
        pw=pw,
        oo=o.replace("-", ""),
        uu=uuid4(rng).upper(),
    )
    return Out(f"mdm/{o}/vrs-kiosk-wifi-{rng.randint(1, 20)}.mobileconfig", text, pw, "xml")


@fmt(FAM, "caption_overlay_python_obsws_positional_password")
def _obs(rng):
    o = org(rng)
    pw = alnum(rng, 16)
    text = fill(
        """import sys

import obsws_python as obs

# live-caption + interpreter picture-in-picture for the council stream
cl = obs.ReqClient(host="<<ip>>", port=4455, password="<<pw>>", timeout=3)
cl.set_current_program_scene("Interpreter PiP")
for line in sys.stdin:
    cl.set_input_settings("captions", {"text": line.strip()}, True)
""",
        ip=ip(rng),
        pw=pw,
    )
    return Out(f"{o}/stream/captions_{rng.randint(1, 40)}.py", text, pw)


@fmt(FAM, "interpreter_timesheet_service_account_json_private_key")
def _sa(rng):
    o = org(rng)
    key = rsa_pem(rng, 1024, pkcs8=True) + "\n"
    proj = f"{o}-timesheets-{rng.randint(100, 999)}"
    doc = {
        "type": "service_account",
        "project_id": proj,
        "private_key_id": hexs(rng, 40),
        "private_key": key,
        "client_email": f"sheets-sync@{proj}.iam.gserviceaccount.com",
        "client_id": str(rng.randint(10**20, 10**21 - 1)),
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
    }
    text = json.dumps(doc, indent=2) + "\n"
    needle = json.dumps(key)[1:-1]
    return Out(f"{o}/timesheets/sa-{rng.randint(1, 50)}.json", text, needle)


def _env_decode(text):
    m = re.search(r"DATABASE_URL=postgres://[^:]+:([^@]+)@", text)
    return unquote(m.group(1))


@fmt(FAM, "deaf_services_booking_dotenv_percent_encoded_database_url", decode=_env_decode)
def _env(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="@#%/:?")
    text = fill(
        """NODE_ENV=production
PORT=3000
DATABASE_URL=postgres://booking:<<pw>>@<<h>>:5432/interpreting
VIDEO_PROVIDER=webrtc
SESSION_TTL_MIN=90
""",
        pw=quote(pw, safe=""),
        h=host(rng, "db"),
    )
    return Out(f"{o}-booking/.env{pick(rng, ('', '.prod', '.production'))}", text, pw, "")
