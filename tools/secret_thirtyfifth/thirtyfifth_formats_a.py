# ruff: noqa: E501
"""Pipe-organ builders: windchest workshop, church humidity loggers, console controllers,
tuning visits."""

from __future__ import annotations

from thirtyfifth_spec import after, dec_url, enc_url, human_with, pw_with, reg

F = "organbuilder_windchest_firm"
ORGAN_WORDS = (
    "windlade",
    "prinzipal",
    "gedackt",
    "posaune",
    "mixtur",
    "register",
    "bourdon",
    "orgel",
)

reg(
    F,
    "organbuild_humidity_logger_telegraf_toml_influx",
    (
        "church-loggers/<<org>>/telegraf.d/outputs_<<n>>.toml",
        "etc/telegraf/telegraf.d/kirchenklima-<<n>>.toml",
    ),
    """# Kirchenklima: Feuchte und Temperatur an Windlade und Spieltisch
# St. Marien, eingebaut <<ddmm>> von <<name>>

[[inputs.mqtt_consumer]]
  servers = ["tcp://<<ip>>:1883"]
  topics = ["orgel/windlade/+", "orgel/spieltisch/+"]
  data_format = "json"

[[outputs.influxdb_v2]]
  urls = ["https://influx.<<dom>>"]
  token = "<<cred>>"
  organization = "<<org>>"
  bucket = "kirchenklima"
""",
    "p:influx",
)

reg(
    F,
    "organbuild_german_email_orgelbau_passwort_mensur",
    ("mail/<<org>>/INBOX/<<n3>>.eml", "export/werkstatt/<<f>>/mensur-zugang-<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Zugang Mensurdatenbank fuer die Intonation
Date: Tue, <<day>> Mar <<year>> <<time>>:12 +0100
Content-Type: text/plain; charset=utf-8

Hallo <<first2>>,

für die Nachintonation in der Stadtkirche brauchst du nächste Woche die Mensuren
aus dem Portal. Ich habe dir einen eigenen Zugang angelegt:

Benutzer: <<udot>>
Passwort: <<cred>>

Die Principal-8'-Mensur liegt unter Projekt <<n4>>. Bitte das Passwort nicht in die
Werkstatt-Gruppe posten.

Gruß aus der Werkstatt
<<first>>
""",
    human_with(ORGAN_WORDS),
    syntax="",
)

reg(
    F,
    "organbuild_pipe_scaling_julia_basic_auth",
    ("tools/mensur/<<org>>/scale_fetch.jl", "src/PipeScaling/portal_<<n>>.jl"),
    """module PipeScaling

using HTTP, JSON3, Base64

const PORTAL = "https://mensur.<<dom>>/api/v2"
const AUTH = "Basic " * base64encode("<<user>>:<<cred>>")

\"\"\"Fetch the scaling (diameter per note) of one stop.\"\"\"
function stop_scale(stop::String; footage::Int = 8)
    r = HTTP.get("$PORTAL/stops/$stop?footage=$footage", ["Authorization" => AUTH])
    JSON3.read(r.body)
end

end # module
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "organbuild_combination_action_arduino_secrets_h",
    (
        "firmware/setzer/<<org>>/arduino_secrets.h",
        "spieltisch/setzeranlage_<<n>>/arduino_secrets.h",
    ),
    """// Setzeranlage / combination action: WLAN bridge in the console
// do not commit (it was committed anyway, <<ddmm>>)
#define SECRET_SSID "Orgel-Spieltisch-<<n>>"
#define SECRET_PASS "<<cred>>"
#define MQTT_BROKER "<<ip>>"
#define MQTT_PORT 1883
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "organbuild_norwegian_sms_passord_kirke_nett",
    ("sms/<<org>>/kirketjener_<<n>>.txt", "telefon-eksport/<<f>>/sms_<<n3>>.txt"),
    """SMS fra +47 9<<n3>> <<n4>> (<<name2>>, kirketjener)
<<ddmm>> <<time>>
Hei! Orgelbyggerne kan bruke gjestenettet mens de stemmer. Nettverk: Kirke-Gjest
Passord: <<cred>>
Nøkkelen til orgelpulpituret ligger i sakristiet.
""",
    human_with((*ORGAN_WORDS, "kirke", "salme")),
    syntax="",
)

reg(
    F,
    "organbuild_tuning_visits_csv_diocese_portal_column",
    ("stimmplan/<<org>>/stimmtermine_<<year>>.csv", "export/<<org>>/besuche_<<n>>.csv"),
    """Kirche;Datum;Ansprechpartner;Stimmung;Bistum-Portal Benutzer;Kennwort
St. Jakobi;<<ddmm>>;Küster <<last>>;Zungen nachstimmen;;
Stadtkirche;<<ddmm>>;<<name2>>;Hauptstimmung;<<udot>>;<<cred>>
Kapelle am Markt;<<ddmm>>;Pfarrbüro;Windanlage prüfen;;
""",
    "pw",
    syntax="",
)

reg(
    F,
    "organbuild_workshop_nas_rsync_crontab",
    ("etc/cron.d/cad-sicherung-<<n>>", "werkstatt/<<org>>/crontab_<<f>>.txt"),
    """# m h dom mon dow  command
# Sicherung der Windladen-Zeichnungen aufs Werkstatt-NAS
MAILTO=<<email>>
30 2 * * * RSYNC_PASSWORD='<<cred>>' rsync -az --delete /srv/cad/windladen/ rsync://<<svc>>@<<ip>>/zeichnungen/ >> /var/log/cad-sync.log 2>&1
15 3 * * 0 find /srv/cad/tmp -mtime +14 -delete
""",
    "pw_sq",
    syntax="",
)


def _quotes_extra(rng, s):
    return {"enc": enc_url(str(s["cred"]))}


reg(
    F,
    "organbuild_quotes_compose_database_url_percent_encoded",
    ("deploy/<<org>>/angebote/docker-compose.yml", "angebote-<<n>>/compose.yaml"),
    """services:
  angebote:
    image: ghcr.io/<<org>>/angebote:<<ver>>
    restart: unless-stopped
    environment:
      DATABASE_URL: "postgresql://angebote:<<enc>>@db:5432/angebote"
      TZ: Europe/Berlin
    ports:
      - "8080:8080"
    depends_on:
      - db
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: angebote
      POSTGRES_PASSWORD_FILE: /run/secrets/db_pw
    volumes:
      - pgdata:/var/lib/postgresql/data
volumes:
  pgdata: {}
""",
    pw_with("@:/#?%"),
    extra=_quotes_extra,
    decode=lambda t: dec_url(after(t, "postgresql://angebote:", "@db:")),
)
