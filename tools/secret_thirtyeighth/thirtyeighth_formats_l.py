# ruff: noqa: E501
"""Family l: a dancehall sound-system crew in Kingston / Spanish Town, Jamaica (English,
Jamaican Patois)."""

from __future__ import annotations

from thirtyeighth_spec import after, draw, human, reg

FAM = "dancehall_soundsystem_kingston"
ORGS = ("spanishtown-hifi",)
W = ("soundsystem", "dubplate", "selecta", "riddim", "bashment", "yaad", "irie", "bredda",
     "kingston", "portmore", "hellshire", "jerk", "ackee", "wheel", "boomshot", "juggling",
     "mikey", "shanice", "dwayne", "tiana")  # fmt: skip


def _dec_charcodes(text: str) -> str:
    codes = after(r"String\.fromCharCode\(([0-9,\s]+)\)", text)
    return "".join(chr(int(c)) for c in codes.split(","))


reg(
    FAM,
    "soundsystem_dubplate_vault_js_fromcharcode",
    ("public/vault/player.js", "site-<<n>>/js/dubplate-vault.js"),
    """// dubplate vault - private player for the crew (don't share the link)
(function () {
  var u = 'selecta';
  var k = String.fromCharCode(<<enc>>);
  fetch('/vault/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user: u, pass: k })
  }).then(function (r) { return r.json(); }).then(function (d) {
    document.getElementById('tracks').innerHTML = d.tracks.map(function (t) { return '<li>' + t.title + '</li>'; }).join('');
  });
})();
""",
    lambda r: human(r, W),
    syntax="",
    decode=_dec_charcodes,
    encode=lambda s: ", ".join(str(ord(c)) for c in s),
    orgs=ORGS,
)

reg(
    FAM,
    "soundsystem_whatsapp_patois_pass_deh_yah",
    ("WhatsApp Chat with Hifi Crew <<n>>.txt", "chats/Selectors <<date>>.txt"),
    """<<mdy>>, <<time>> - Dwayne: yow who have di pass fi di Mixcloud? mi waan upload di juggling from Sunday
<<mdy>>, <<time>> - Mikey: pass deh yah
<<mdy>>, <<time2>> - Mikey: <<cred>>
<<mdy>>, <<time2>> - Dwayne: respect bredda 🔊
<<mdy>>, <<time2>> - Shanice: unnu memba seh wi string up inna Portmore Friday
""",
    lambda r: human(r, W),
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "soundsystem_live_stream_icecast_xml_source_password",
    ("etc/icecast2/icecast.xml", "radio-<<n>>/icecast.xml"),
    """<icecast>
  <location>Spanish Town, JA</location>
  <admin>radio@<<dom>></admin>
  <limits>
    <clients>500</clients>
    <sources>3</sources>
  </limits>
  <authentication>
    <source-password><<cred>></source-password>
    <relay-password><<other>></relay-password>
    <admin-user>admin</admin-user>
    <admin-password><<other2>></admin-password>
  </authentication>
  <hostname>radio.<<dom>></hostname>
  <listen-socket>
    <port>8000</port>
  </listen-socket>
  <mount type="normal">
    <mount-name>/live</mount-name>
  </mount>
</icecast>
""",
    "pw_xml",
    extra=lambda r, s: {"other": draw(r, "pw_xml"), "other2": draw(r, "pw_xml")},
    orgs=ORGS,
)

reg(
    FAM,
    "soundsystem_mixcloud_upload_python_access_token",
    ("tools/mixcloud_upload.py", "uploads/push_mix_<<n>>.py"),
    '''"""Push Sunday juggling sets to Mixcloud."""

import sys

import requests

MIXCLOUD_ACCESS_TOKEN = "<<cred>>"

with open(sys.argv[1], "rb") as mp3:
    r = requests.post(
        f"https://api.mixcloud.com/upload/?access_token={MIXCLOUD_ACCESS_TOKEN}",
        files={"mp3": mp3},
        data={"name": sys.argv[2], "tags-0-tag": "dancehall", "tags-1-tag": "juggling"},
        timeout=600,
    )
print(r.status_code, r.text[:200])
''',
    "an:32",
    orgs=ORGS,
)

reg(
    FAM,
    "soundsystem_session_calendar_ics_door_password",
    ("calendar/bookings_<<year>>.ics", "exports/hifi_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<stamp>>
DTEND:<<stamp>>
UID:<<uuid>>@google.com
SUMMARY:String up - Portmore lawn (Friday bashment)
LOCATION:Portmore\\, St Catherine
DESCRIPTION:Promoter Shanice. Amp room laptop login: selecta / <<cred>>\\nLoad
 in 6pm. Generator from Dwayne.
END:VEVENT
END:VCALENDAR
""",
    lambda r: human(r, W, "!#*@_"),
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "soundsystem_amp_room_crontab_sshpass_rsync",
    ("var/spool/cron/crontabs/selecta", "crontab-<<n>>.txt", "home/<<user>>/crontab.bak"),
    """# m h dom mon dow command
0 4 * * * sshpass -p '<<cred>>' rsync -az /home/selecta/dubplates/ backup@<<host>>:/srv/dubplates/ >> /var/log/dubsync.log 2>&1
*/30 * * * * /usr/local/bin/check_amp_temp.sh
""",
    "pw_sq",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "soundsystem_promo_sms_twilio_curl_auth_token",
    ("promo/blast.sh", "scripts/sms_<<n>>.sh"),
    """#!/bin/bash
# text blast fi di Friday dance
SID=AC<<sid>>
while read -r num; do
  curl -s -X POST "https://api.twilio.com/2010-04-01/Accounts/$SID/Messages.json" \\
    --data-urlencode "To=$num" --data-urlencode "From=+1876<<nn>>000" \\
    --data-urlencode "Body=Tonight! <<orgt>> string up inna Portmore. Gate 8pm." \\
    -u "$SID:<<cred>>"
done < numbers.txt
""",
    "p:twilio_token",
    syntax="",
    extra=lambda r, s: {"sid": draw(r, "hex:32")},
    orgs=ORGS,
)

reg(
    FAM,
    "soundsystem_door_list_csv_app_pin",
    ("promo/door_list_<<date>>.csv", "Downloads/guestlist_<<n>>.csv"),
    """name,role,ticket app login,ticket app password
Shanice B,promoter,shanice@<<dom>>,<<o1>>
Dwayne R,gate,gate1@<<dom>>,<<cred>>
Tiana M,bar,,
""",
    lambda r: human(r, W, "!#*.@_"),
    syntax="",
    extra=lambda r, s: {"o1": human(r, W, "!#*.@_")},
    orgs=ORGS,
)
