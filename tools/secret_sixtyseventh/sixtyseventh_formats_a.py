"""Family a: a community FM station in Kumasi, Ghana (English / Twi)."""

# ruff: noqa: E501

from __future__ import annotations

from sixtyseventh_corpus import gen_pw, hexs
from sixtyseventh_spec import KUMASI as F
from sixtyseventh_spec import basic_b64, dec_basic, prov

F.reg(
    "rivendell_rd_conf_mysql_section",
    ("etc/rd.conf", "backup/<<org>>/studio-a/rd.conf", "rivendell/<<org>>-rd<<n>>.conf"),
    """; Rivendell Configuration File
; <<orgc>> FM - Studio A playout, <<city>>
; Edited by <<fn>> <<ln>> on <<dmy>> after the UPS died

[Identity]
AudioOwner=rd
AudioGroup=audio
PypadOwner=pypad
PypadGroup=pypad

[mySQL]
Hostname=<<lan>>
Loginname=rduser
Password=<<cred>>
Database=Rivendell
Driver=QMYSQL3
HeartbeatInterval=360

[AudioStore]
MountSource=<<lan>>:/var/snd
MountType=nfs

[Alsa]
Channels=2
PeriodQuantity=4
""",
    cred="pw",
    syntax="ini",
)

F.reg(
    "icecast_xml_source_and_admin",
    ("etc/icecast2/icecast.xml", "stream/<<org>>/icecast.xml", "srv/icecast-<<n>>/icecast.xml"),
    """<icecast>
    <location><<city>>, Ghana</location>
    <admin><<email>></admin>
    <limits>
        <clients>400</clients>
        <sources>4</sources>
        <burst-size>65535</burst-size>
    </limits>
    <authentication>
        <source-password><<cred>></source-password>
        <relay-password><<cred>></relay-password>
        <admin-user>admin</admin-user>
        <admin-password><<admin>></admin-password>
    </authentication>
    <hostname>stream.<<dom>></hostname>
    <listen-socket>
        <port>8000</port>
    </listen-socket>
    <mount type="normal">
        <mount-name>/live</mount-name>
        <stream-name><<orgc>> FM <<n>>.<<d>></stream-name>
    </mount>
</icecast>
""",
    cred="pw_xml",
    extra=lambda rng, s: {"admin": gen_pw(rng, sym="-_.")},
)


def _twi_chat(s: dict) -> str:
    d, mo, y = s["d"], s["mo"], s["y"]
    t, t2 = s["time"], s["time2"]
    a, b = f"{s['fn']} {s['ln']}", s["fn2"]
    return f"""[{d}/{mo}/{y}, {t}:04] {a}: Charley, me pɛ sɛ me kɔ live wɔ Facebook page no so ɛnnɛ anadwo
[{d}/{mo}/{y}, {t}:31] {b}: Ɛyɛ. Studio B laptop no wɔ hɔ
[{d}/{mo}/{y}, {t}:52] {a}: Password no ɛ? Ɛsesa bio anaa?
[{d}/{mo}/{y}, {t2}:10] {b}: Aane, Boss sesaa no Monday. Ɛne yi:
[{d}/{mo}/{y}, {t2}:11] {b}: {s["cred"]}
[{d}/{mo}/{y}, {t2}:40] {a}: Medaase paa 🙏🏾
[{d}/{mo}/{y}, {t2}:58] {b}: Mma wo nkyerɛ obiara o. After the show log out
"""


F.reg(
    "twi_whatsapp_facebook_live_login",
    ("WhatsApp Chat with <<fn2>>.txt", "exports/whatsapp/<<org>>-presenters-<<date>>.txt"),
    _twi_chat,
    cred="human",
    syntax="",
)

F.reg(
    "mtn_momo_collections_dotenv",
    ("donations-api/.env", "<<org>>-momo/.env.production", "srv/<<org>>/momo/.env"),
    """# MTN MoMo Collections - listener donations (<<orgc>> FM)
MOMO_ENVIRONMENT=mtnghana
MOMO_BASE_URL=https://proxy.momoapi.mtn.com
MOMO_COLLECTION_SUBSCRIPTION_KEY=<<sub>>
MOMO_API_USER=<<uuid>>
MOMO_API_KEY=<<cred>>
MOMO_CALLBACK_HOST=https://donate.<<dom>>/momo/callback
MOMO_CURRENCY=GHS
# Vodafone Cash / AirtelTigo later - <<fn_a>>
""",
    cred="p:momo",
    syntax="",
    extra=lambda rng, s: {"sub": prov(rng, "momo")},
)

F.reg(
    "liquidsoap_harbor_fallback_liq",
    ("etc/liquidsoap/<<org>>.liq", "playout/radio-<<n>>.liq", "home/<<login>>/stream.liq"),
    """#!/usr/bin/liquidsoap
# <<orgc>> FM <<city>> - live show from the harbor, playlist when nobody is on air
set("log.file.path", "/var/log/liquidsoap/<<org>>.log")

live = input.harbor("live", port=8005, password="<<harbor>>")
jingles = playlist("/srv/audio/jingles")
music = playlist(mode="randomize", reload=600, "/srv/audio/highlife")

radio = fallback(track_sensitive=false, [live, rotate(weights=[1, 4], [jingles, music])])

output.icecast(
  %mp3(bitrate=128),
  host="stream.<<dom>>", port=8000,
  password="<<cred>>",
  mount="/live",
  name="<<orgc>> FM",
  radio
)
""",
    cred="pw_dq",
    syntax="",
    extra=lambda rng, s: {"harbor": gen_pw(rng, sym="-_")},
)

F.reg(
    "paystack_listener_club_flask_config",
    ("listenerclub/config.py", "<<org>>_site/settings/prod.py", "app/<<org>>/config.py"),
    """import os

class Config:
    SITE_NAME = "<<orgc>> FM Listeners' Club"
    SQLALCHEMY_DATABASE_URI = os.environ.get("DATABASE_URL", "sqlite:///club.db")
    # Paystack GH - membership dues (GHS 20 / month)
    PAYSTACK_PUBLIC_KEY = "pk_live_<<pk>>"
    PAYSTACK_SECRET_KEY = "<<cred>>"
    PAYSTACK_CALLBACK_URL = "https://club.<<dom>>/paystack/verify"
    ADMIN_EMAILS = ["<<email>>", "<<email2>>"]
""",
    cred="p:paystack",
    extra=lambda rng, s: {"pk": hexs(rng, 40)},
)


def _sms_backup(s: dict) -> str:
    ts = int(s["ts"]) * 1000
    rows = [
        (
            "1",
            f"{s['fn2']}, the AnyDesk for the studio PC, abeg send me the password. Program start 6.",
        ),
        ("2", s["cred"]),
        ("1", "Medaase. E work."),
    ]
    msgs = "\n".join(
        f'  <sms protocol="0" address="{s["phone"]}" date="{ts + i * 61000}" type="{t}" '
        f'subject="null" body="{body}" toa="null" sc_toa="null" service_center="null" '
        f'read="1" status="-1" locked="0" date_sent="{ts + i * 61000}" readable_date="{s["dmy"]}" '
        f'contact_name="{s["fn"]} {s["ln"]}" />'
        for i, (t, body) in enumerate(rows)
    )
    return (
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n"
        f'<smses count="{len(rows)}" backup_set="{s["uuid"]}" backup_date="{ts + 900000}" type="full">\n'
        f"{msgs}\n</smses>\n"
    )


F.reg(
    "anydesk_sms_backup_reply_only_value",
    ("SMSBackupRestore/sms-<<date>><<n>>.xml", "phone/<<fn_a>>/sms-<<date>>.xml"),
    _sms_backup,
    cred="human_x",
)


def _curl_history(s: dict) -> str:
    auth = basic_b64("source", s["cred"])
    return f"""sudo systemctl status icecast2
tail -n 50 /var/log/icecast2/error.log
cd /srv/audio/jingles && ls -la
curl -s "http://stream.{s["dom"]}:8000/status-json.xsl" | jq .icestats.source.listeners
curl -s -H "Authorization: Basic {auth}" "http://stream.{s["dom"]}:8000/admin/metadata?mount=/live&mode=updinfo&song=Akwaaba+Morning+Show"
sudo systemctl restart liquidsoap@{s["org"]}
history | grep curl
"""


F.reg(
    "stream_metadata_curl_basic_base64_history",
    ("home/<<login>>/.bash_history", "root/.bash_history-<<date>>", "ops/<<org>>/bash_history.txt"),
    _curl_history,
    cred="pw_url",
    syntax="",
    decode=dec_basic(),
)
