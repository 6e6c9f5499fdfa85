# ruff: noqa: E501
"""Family a: a university seismology group running a small seismometer network."""

from __future__ import annotations

from thirtyfourth_spec import after, dec_b64, enc_b64, gen_pw, human_with, reg

F = "seismology_seismometer_network_lab"

reg(
    F,
    "seismo_station_datalogger_ini_ftp_push",
    ("stations/<<org>>-st<<n>>/datalogger.ini", "field/logger_<<n3>>/upload.ini"),
    """; Centaur-style datalogger upload settings, station ST<<n>>
[station]
network = XQ
code = ST<<n>>
location = 00

[upload]
protocol = ftp
host = archive.<<dom>>
port = 21
user = st<<n>>_push
password = <<cred>>
remote_dir = /incoming/XQ/ST<<n>>
interval_min = 10
""",
    "pw",
)

reg(
    F,
    "seismo_fdsnws_restricted_obspy_client",
    ("notebooks/<<user>>/fetch_restricted.py", "scripts/pull_waveforms_<<n>>.py"),
    """from obspy import UTCDateTime
from obspy.clients.fdsn import Client

# embargoed aftershock deployment, restricted until publication
client = Client(
    "https://fdsn.<<dom>>",
    user="<<email>>",
    password="<<cred>>",
)
t0 = UTCDateTime("<<year>>-0<<mon>>-<<day>>T<<hh>>:00:00")
st = client.get_waveforms("XQ", "ST*", "00", "HH?", t0, t0 + 3600)
st.write("aftershocks_<<n3>>.mseed", format="MSEED")
""",
    "pw_dq",
)

reg(
    F,
    "seismo_greek_viber_chat_kodikos_stathmou",
    ("chats/viber_<<org>>_<<n3>>.txt", "exports/field_team_<<year>>_<<n>>.txt"),
    """[<<day>>/0<<mon>>/<<year>> <<hh>>:<<mm>>] Νίκος Π.: Παιδιά είμαι στον σταθμό ST<<n>>, ο logger ζητάει κωδικό για το web panel
[<<day>>/0<<mon>>/<<year>> <<hh>>:<<mm>>] Ελένη Κ.: admin
[<<day>>/0<<mon>>/<<year>> <<hh>>:<<mm>>] Ελένη Κ.: κωδικός <<cred>>
[<<day>>/0<<mon>>/<<year>> <<hh>>:<<mm>>] Νίκος Π.: Μπήκα, ευχαριστώ 👍 αλλάζω την ώρα GPS
""",
    human_with("seismos", "richter", "quake", "tremor"),
)

reg(
    F,
    "seismo_earthworm_pg_bash_history",
    ("home/<<user>>/.bash_history", "backup/ew_host_<<n>>/root/.bash_history"),
    """cd /opt/earthworm/run/params
vi pick_ew.d
statmgr &
tail -f ../logs/wave_serverV<<n>>.log
PGPASSWORD=<<cred>> psql -h <<host>> -U ew_catalog -d quakes -c "select count(*) from origin where ot > now() - interval '1 day'"
ls -la /data/tanks
exit
""",
    lambda r: gen_pw(r, sym="-_.+"),
)


def _k8s_extra(rng, s):
    return {"enc": enc_b64(str(s["cred"]))}


reg(
    F,
    "seismo_shakemap_k8s_secret_data_base64",
    ("deploy/shakemap/secret-<<n>>.yaml", "k8s/<<org>>/shakemap-db.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: shakemap-db
  namespace: eew-<<env>>
  labels:
    app.kubernetes.io/part-of: shakemap
type: Opaque
data:
  username: c2hha2VtYXA=
  password: <<enc>>
""",
    "pw",
    extra=_k8s_extra,
    decode=lambda t: dec_b64(after(r"^\s+password: (\S+)", t)),
)

reg(
    F,
    "seismo_waveform_archive_rclone_conf_s3",
    ("home/<<user>>/.config/rclone/rclone.conf", "ops/rclone_<<org>>_<<n>>.conf"),
    """[waveforms]
type = s3
provider = Ceph
env_auth = false
access_key_id = <<akid>>
secret_access_key = <<cred>>
endpoint = https://objects.<<dom>>
acl = private

[scratch]
type = local
""",
    "p:aws_secret",
    syntax="ini",
    extra=lambda r, s: {"akid": "AKIA" + gen_pw(r, 16, "")[:16].upper()},
)

reg(
    F,
    "seismo_field_notebook_ocr_logger_pass_next_line",
    ("scans/fieldbook_<<year>>_p<<n>>.txt", "ocr/notebook_<<user>>_<<n3>>.txt"),
    """FIELD BOOK  vol <<n>>     deployment XQ <<year>>
-- <<day>>.<<mon>> --
ST<<n>> vault dug 1.2m, sensor levelled, bubble ok
mass centring: U +0.3 V -0.1 W 0.2
GPS lock 11 sats
logger web login
<<cred>>
(changed from factory default!!)
batt 12.7V  solar 18W
""",
    human_with("vault", "geophone", "aftershock"),
)

reg(
    F,
    "seismo_early_warning_bot_telegram_yaml",
    ("config/eew_notifier.yml", "alerts/<<org>>/notifier-<<env>>.yaml"),
    """notifier:
  min_magnitude: 3.5
  region: "<<org>> network"
  telegram:
    bot_token: "<<cred>>"
    chat_id: -100<<n4>><<n3>>
  email:
    smtp_host: mail.<<dom>>
    from: eew@<<dom>>
""",
    "p:telegram",
)
