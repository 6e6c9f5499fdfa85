# ruff: noqa: E501
"""Family c: a seismograph network in Nepal (Nepali, Devanagari)."""

from __future__ import annotations

from hundredtwelfth_spec import Fam, dec_url_userinfo, enc_url, force

NP = Fam(
    name="himalaya_seismograph_network_kathmandu",
    key="bhukampa",
    orgs=("bhukampa", "himalseis"),
    tld="org.np",
    first=(
        ("राम", "ram"),
        ("सीता", "sita"),
        ("बिकास", "bikash"),
        ("सुनिता", "sunita"),
        ("प्रकाश", "prakash"),
        ("अनिता", "anita"),
        ("दीपक", "deepak"),
        ("सरिता", "sarita"),
    ),
    last=(
        ("श्रेष्ठ", "shrestha"),
        ("अधिकारी", "adhikari"),
        ("गुरुङ", "gurung"),
        ("थापा", "thapa"),
        ("पौडेल", "paudel"),
        ("राई", "rai"),
        ("तामाङ", "tamang"),
        ("महर्जन", "maharjan"),
    ),
    words=(
        "sagarmatha",
        "himal",
        "pokhara",
        "momo",
        "dashain",
        "tihar",
        "gorkha",
        "namaste",
        "yeti",
        "annapurna",
        "gurans",
        "bhukampa",
        "janakpur",
        "chitwan",
        "dhulikhel",
        "lalitpur",
        "bhaktapur",
        "everest",
    ),
    pets=("kale", "bhote", "tommy", "jyoti", "lucky", "bhunti"),
    cc="977",
    places=("Kathmandu", "Pokhara", "Gorkha", "Dhulikhel", "Surkhet", "Dharan"),
)

NP.reg(
    "seiscomp_global_cfg_mysql_uri",
    ("opt/seiscomp/etc/global.cfg", "home/sysop/.seiscomp/scmaster_<<n>>.cfg"),
    """# SeisComP -- national network processing (<<first>> <<last>>)
core.plugins = dbmysql
plugins = evscore
recordstream = slink://localhost:18000

database.type = mysql
database = mysql://sysop:<<cred>>@<<ip>>/seiscomp

messaging.server = localhost:18180
""",
    cred="pw_url",
    syntax="",
)


def _fdsn(rng, s):
    s["enc"] = enc_url(str(s["cred"]))


NP.reg(
    "fdsn_wget_history_percent_encoded",
    ("home/<<user>>/.bash_history", "backup/analyst-<<n>>/.bash_history"),
    """cd ~/events/<<date>>
ls -lh
wget "https://<<user>>:<<enc>>@fdsn.<<dom>>/fdsnws/dataselect/1/queryauth?net=NP&sta=*&cha=HH?&starttime=<<date>>T00:00:00&endtime=<<date>>T06:00:00" -O np_<<date>>.mseed
python3 ~/bin/plot_traces.py np_<<date>>.mseed
scolv --offline -d mysql://sysop@localhost/seiscomp &
""",
    cred=force("@:/?#$&+"),
    syntax="",
    extra=_fdsn,
    decode=dec_url_userinfo,
)

NP.reg(
    "nepali_viber_csv_paswaord_digitizer",
    ("viber/Viber_messages_<<fa>>_<<n>>.csv", "exports/viber_field_team_<<year>>.csv"),
    """Date,Time,Sender Name,Sender Phone Number,Message
<<dd>>/<<mm>>/<<year>>,<<t1>>:05,<<first>> <<last>>,<<phone>>,गोरखा स्टेशनको डिजिटाइजर फेरि अफलाइन भयो
<<dd>>/<<mm>>/<<year>>,<<t2>>:31,<<first2>> <<last2>>,<<phone>>,वेब इन्टरफेसमा लगइन गरेर रिस्टार्ट गर्नुहोस्। युजर admin
<<dd>>/<<mm>>/<<year>>,<<t3>>:02,<<first>> <<last>>,<<phone>>,पासवर्ड के हो?
<<dd>>/<<mm>>/<<year>>,<<t3>>:44,<<first2>> <<last2>>,<<phone>>,<<cred>>
<<dd>>/<<mm>>/<<year>>,<<t4>>:10,<<first>> <<last>>,<<phone>>,भयो दाइ धन्यवाद 🙏
""",
    cred="human_x",
    syntax="",
)

NP.reg(
    "obspy_fdsn_client_restricted",
    ("analysis/<<user>>/download_aftershocks.py", "scripts/fdsn_pull_<<n>>.py"),
    """from obspy import UTCDateTime
from obspy.clients.fdsn import Client

# restricted NP stations (embargo) -- account of <<fa>>
client = Client(
    "http://fdsn.<<dom>>",
    user="<<user>>@<<dom>>",
    password='<<cred>>',
)

t0 = UTCDateTime("<<date>>T00:00:00")
st = client.get_waveforms("NP", "GKN*", "*", "HH?", t0, t0 + 3600)
st.write("aftershocks_<<date>>.mseed", format="MSEED")
print(st)
""",
    cred="pw_sq",
)

NP.reg(
    "centaur_curl_config_backup_sh",
    ("opt/netops/backup_centaur_<<n>>.sh", "home/<<user>>/bin/centaur_backup.sh"),
    """#!/bin/sh
# Nanometrics Centaur digitizers: nightly config backup (cron 02:15)
OUT=/srv/backups/centaur/$(date +%F)
mkdir -p "$OUT"
for h in <<ip>> 10.20.<<n>>.11 10.20.<<n>>.12; do
  curl -s -k -u 'admin:<<cred>>' "https://$h/api/v1/configuration" -o "$OUT/$h.json" \\
    || echo "backup failed $h" | mail -s centaur <<email>>
done
""",
    cred="pw_sq",
    syntax="",
)

NP.reg(
    "raspberry_shake_wpa_supplicant",
    ("shake-<<n>>/boot/wpa_supplicant.conf", "schools/<<fa>>/rs4d_wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=NP

network={
    ssid="School-Lab-<<n2>>"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
    priority=10
}
""",
    cred="human_x",
    syntax="",
)

NP.reg(
    "station_router_csv_nepali_headers",
    ("stations/router_list_<<year>>.csv", "shared/<<user>>/स्टेशन_राउटर_<<n>>.csv"),
    """स्टेशन,जिल्ला,राउटर IP,प्रयोगकर्ता,पासवर्ड,सिम
GKN<<n>>,गोरखा,<<ip>>,admin,<<cred>>,NTC
DHK<<n>>,धुलिखेल,10.30.<<n>>.1,admin,(बदलिएको),Ncell
SRK<<n>>,सुर्खेत,10.31.<<n>>.1,support,,NTC
""",
    cred="human_x",
    syntax="",
)

NP.reg(
    "field_visit_ics_vpn_password",
    ("calendar/field_visits_<<year>>.ics", "exports/<<user>>_calendar_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<year>><<mm>><<dd>>T031500Z
DTEND:<<year>><<mm>><<dd>>T110000Z
UID:<<uuid>>@google.com
SUMMARY:गोरखा स्टेशन मर्मत (GPS + ब्याट्री)
DESCRIPTION:साथमा लैजाने: ल्यापटप\\, मल्टिमिटर\\, सोलार चार्ज कन्ट्रोलर.\\nVPN युजर: <<user>>\\nVPN पासवर्ड: <<cred>>\\nड्राइभर: <<first2>> <<phone>>
LOCATION:Gorkha
STATUS:CONFIRMED
END:VEVENT
END:VCALENDAR
""",
    cred="human",
    syntax="",
)
