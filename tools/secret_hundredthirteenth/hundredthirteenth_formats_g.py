"""Family g: a salmon cage (merd) farm with a feed barge in Hordaland, Norway: Norwegian."""

from __future__ import annotations

from hundredthirteenth_spec import Fam

F = Fam(
    name="hordaland_salmon_merd_farm",
    orgs=("fjordmerd", "sunnhordlaks", "austevollsmolt", "bjornafjordlaks"),
    tld="no",
    first=(
        ("Ståle", "stale"),
        ("Ingrid", "ingrid"),
        ("Øyvind", "oyvind"),
        ("Kari", "kari"),
        ("Bjørn", "bjorn"),
        ("Solveig", "solveig"),
        ("Håkon", "hakon"),
        ("Marit", "marit"),
    ),
    last=(
        ("Haugland", "haugland"),
        ("Størksen", "storksen"),
        ("Tveit", "tveit"),
        ("Økland", "okland"),
        ("Rabben", "rabben"),
        ("Lerøy", "leroy"),
    ),
    words=(
        "laks",
        "merd",
        "fjord",
        "fôrflåte",
        "austevoll",
        "smolt",
        "lakselus",
        "bergen",
        "brygge",
        "sjark",
        "torsk",
        "havbruk",
        "nordsjo",
        "vinterlys",
    ),
    pets=("bamse", "luna", "tassen", "pus", "rex"),
    cc="47",
)

F.reg(
    "hordaland_feed_barge_akvaconnect_sync_ini",
    ("C:/ProgramData/AKVA/fôrflåte_<<n>>/sync.ini", "flate/<<org>>/akvaconnect_sync.ini"),
    """; Synk av fôringsdata fra fôrflåten til driftsdatabasen
[Kilde]
Anlegg=<<org>> lokalitet <<nn>>
Server=<<ip>>
Database=AKVAconnect
Bruker=fortilsyn
Passord=<<cred>>

[Mål]
Url=https://drift.<<dom>>/api/foring
""",
    "pw",
)

F.reg(
    "hordaland_lice_counts_barentswatch_client_python",
    ("lusetelling/barentswatch_<<n>>.py", "scripts/<<org>>_lus_rapport.py"),
    """# Henter lusetall og sykdomsstatus for nabolokaliteter fra BarentsWatch Fiskehelse
import requests

CLIENT_ID = "<<email>>:<<org>>-lus"
CLIENT_SECRET = "<<cred>>"


def token() -> str:
    r = requests.post(
        "https://id.barentswatch.no/connect/token",
        data={"grant_type": "client_credentials", "client_id": CLIENT_ID,
              "client_secret": CLIENT_SECRET, "scope": "api"},
    )
    return r.json()["access_token"]
""",
    "pw_dq",
)

F.reg(
    "hordaland_norwegian_teams_copied_chat_passord",
    ("Dokumenter/teams_kopi_<<date>>.txt", "notater/chat_<<fa>>_<<nn>>.txt"),
    """[<<time>>] <<fn>> <<ln>>
Hei, har du passordet til Mattilsynet-portalen? Skal melde dødelighet i merd <<n>>

[<<time>>] <<fn2>>
bruker <<user>>, passord <<cred>>

[<<time>>] <<fn>> <<ln>>
takk! 👍
""",
    "human",
    syntax="",
)

F.reg(
    "hordaland_merd_cameras_go2rtc_yaml",
    ("go2rtc/go2rtc.yaml", "opt/merdkamera/go2rtc_<<org>>.yaml"),
    """# Undervannskamera i merdene (Steinsvik/ScaleAQ) via go2rtc
streams:
  merd_<<n>>: rtsp://operator:<<cred>>@<<ip>>:554/ch1/main
  fôrflåte: rtsp://operator:<<cred>>@<<ip>>:554/ch2/main
api:
  listen: ":1984"
""",
    "pw_url",
)

F.reg(
    "hordaland_vipps_epayment_subscription_key_env",
    ("nettbutikk/.env", "srv/<<org>>-laksebutikk/.env"),
    """# Gårdsbutikk: salg av røkelaks med Vipps ePayment
VIPPS_CLIENT_ID=<<id8>>-<<nn>>
VIPPS_MSN=<<nn>><<n>>
VIPPS_SUBSCRIPTION_KEY=<<cred>>
VIPPS_BASE_URL=https://api.vipps.no
""",
    "p:vipps",
    syntax="",
)

F.reg(
    "hordaland_fiskeridirektoratet_email_passord_altinn",
    ("Mail/Sendt/<<id8>>.eml", "Outlook/<<fa>>/Innboks/<<ts>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Innlogging til rapporteringssystemet (biomasse)
Date: Thu, <<dd>> Nov <<year>> <<time>>:21 +0100
Content-Type: text/plain; charset=utf-8

Hei <<fn2>>,

Her er innloggingen til systemet vi bruker for månedlig biomasserapport
til Fiskeridirektoratet (via Altinn-delegering):

Brukernavn: <<user>>
Passord: <<cred>>

Hilsen <<fn>>, driftsleder lokalitet <<nn>>
""",
    "human",
    syntax="",
)

F.reg(
    "hordaland_oxygen_sensors_grafana_ini",
    ("etc/grafana/grafana.ini", "grafana/<<org>>/grafana-<<n>>.ini"),
    """# Oksygen- og temperaturmålinger fra merdene
[server]
http_port = 3000
domain = grafana.<<dom>>

[security]
admin_user = admin
admin_password = <<cred>>

[database]
type = sqlite3
""",
    "pw",
)

F.reg(
    "hordaland_workboat_sftp_id_rsa_key_file",
    ("arbeidsbåt/.ssh/id_rsa", "home/<<fa>>/.ssh/id_rsa_<<org>>"),
    "<<cred>>\n",
    "rsa",
    syntax="",
)
