# ruff: noqa: E501
"""Family a: a radio-astronomy observatory in the Atacama desert (Chile), Spanish."""

from __future__ import annotations

import re
import urllib.parse

from fiftysecond_spec import Fam, enc_url

F = Fam(
    "atacama_observatorio_radioastro",
    (("cerroventana", "Observatorio Cerro Ventana"), ("radiokuyen", "Radio Küyen")),
    "cl",
    ("Valentina", "Matías", "Constanza", "Joaquín", "Catalina", "Benjamín", "Javiera", "Tomás"),
    ("Araya", "Muñoz", "Rojas", "Contreras", "Vergara", "Tapia", "Cortés", "Pizarro"),
    (
        "chajnantor",
        "antena",
        "estrella",
        "licancabur",
        "vicuna",
        "quasar",
        "desierto",
        "copiapo",
        "pulsar",
        "altiplano",
    ),
    ("San Pedro de Atacama", "Calama", "Antofagasta", "La Serena", "Santiago"),
    ("valentina", "matias", "constanza", "joaquin", "catalina", "benjamin", "javiera", "tomas"),
    ("araya", "munoz", "rojas", "contreras", "vergara", "tapia", "cortes", "pizarro"),
    "+56",
)

F.reg(
    "atacama_tcs_archive_ini_correlator_db",
    ("opt/tcs/etc/tcs_<<org>>.ini", "home/operador/tcs/config/archive<<n>>.ini"),
    """; Telescope Control System — antena <<n>> (<<orgname>>)
; modificado <<date>> por <<fa>>.<<la>>

[site]
name = <<orgname>>
latitude = -23.0<<n3>>
longitude = -67.7<<n3>>
altitude_m = 5<<n3>>

[correlator]
host = corr<<n>>.<<dom>>
port = 7<<n3>>
integration_s = 1.008

[archive]
driver = postgresql
host = <<host>>
database = obslog
user = tcs_writer
password = <<cred>>
sslmode = require

[weather]
source = mqtt://<<ip>>:1883/meteo/mast1
""",
    "pw",
)

F.reg(
    "atacama_whatsapp_turno_noche_clave_vpn",
    ("Descargas/Chat de WhatsApp con Turno Noche <<org>>.txt", "respaldo/whatsapp/turno_<<n>>.txt"),
    """<<dmys>>, <<hm>> - <<first2>>: Alguien tiene la clave del VPN? no puedo entrar desde el campamento
<<dmys>>, <<hm>> - <<first>> <<last>>: usuario <<user>> y la clave es <<cred>>
<<dmys>>, <<hm>> - <<first>> <<last>>: no la compartan fuera del grupo porfa, la cambio el lunes
<<dmys>>, <<hm2>> - <<first2>>: listo, ya entré 👍 gracias
<<dmys>>, <<hm2>> - <<first2>>: la antena <<n>> sigue con el criostato alto, reviso a las 3
""",
    "human",
)

F.reg(
    "atacama_sbatch_casa_pipeline_s3_secret",
    (
        "home/<<user>>/jobs/casa_imaging_<<n>>.sbatch",
        "proyectos/<<org>>/pipeline/run_casa_<<n3>>.sh",
    ),
    """#!/bin/bash
#SBATCH --job-name=casa-img-<<n>>
#SBATCH --partition=astro
#SBATCH --nodes=1
#SBATCH --ntasks=16
#SBATCH --mem=120G
#SBATCH --time=24:00:00
#SBATCH --output=logs/casa_%j.out
#SBATCH --mail-user=<<email>>

module purge
module load casa/6.6.4 awscli/2.15

# bucket del archivo de visibilidades (Ceph RGW del observatorio)
export AWS_ACCESS_KEY_ID=AKIA<<hexid>>QZ7
export AWS_SECRET_ACCESS_KEY=<<cred>>
export AWS_ENDPOINT_URL=https://s3.<<dom>>

aws s3 sync s3://visibilidades/uid___A00<<n>>/ $SLURM_TMPDIR/ms/ --only-show-errors
casa --nogui --nologger -c scripts/tclean_band6.py $SLURM_TMPDIR/ms
aws s3 cp --recursive $SLURM_TMPDIR/img/ s3://productos/<<date>>/
""",
    "p:aws_secret",
)

F.reg(
    "atacama_meteo_mast_collector_toml_mqtt",
    ("opt/meteo/collector.toml", "etc/<<org>>/meteo_<<n>>.toml"),
    """# Recolector de la estación meteorológica (mástil 1, <<city>>)
[station]
id = "mast-<<n>>"
elevation_m = 5<<n3>>
sample_interval_s = 10

[serial]
device = "/dev/ttyUSB0"
baud = 9600

[mqtt]
broker = "<<ip>>"
port = 8883
tls = true
username = "meteo_<<org>>"
password = "<<cred>>"
topic = "meteo/mast<<n>>/raw"

[alarm]
wind_ms_stow = 20.0
pwv_mm_warn = 2.5
""",
    "pw_dq",
)

F.reg(
    "atacama_proposal_portal_env_sendgrid_key",
    ("srv/propuestas-<<year>>/.env", "var/www/<<org>>-proposals-<<n>>/.env.production"),
    """# Portal de propuestas de observación — ciclo <<year>>
DJANGO_SETTINGS_MODULE=proposals.settings.prod
ALLOWED_HOSTS=propuestas.<<dom>>
DATABASE_URL=postgres://proposals@<<host>>:5432/proposals
EMAIL_BACKEND=anymail.backends.sendgrid.EmailBackend
SENDGRID_API_KEY=<<cred>>
DEFAULT_FROM_EMAIL=Comité de Asignación de Tiempo <tac@<<dom>>>
CALL_DEADLINE=<<date>>T17:00:00-04:00
""",
    "p:sendgrid",
)

F.reg(
    "atacama_latex_bitacora_wifi_sala_control",
    ("bitacora/<<year>>/noche_<<n>>.tex", "informes/bitacora_observacion_<<date>>.tex"),
    r"""\documentclass[11pt]{article}
\usepackage[spanish]{babel}
\usepackage[utf8]{inputenc}
\title{Bitácora de observación --- <<orgname>>}
\author{<<first>> <<last>>}
\date{<<dmys>>}
\begin{document}
\maketitle
\section*{Condiciones}
PWV 0.<<n>>\,mm, viento 8\,m/s, cielo despejado. Antenas 1--<<n>> en línea.
\section*{Notas para el turno siguiente}
\begin{itemize}
  \item El criostato de la antena 3 se calentó a las 02:40; se reinició el compresor.
  \item Wi-Fi sala de control: red \texttt{CTRL-<<org>>}, clave \texttt{<<cred>>}
  \item La UPS del contenedor de correlador da alarma intermitente.
\end{itemize}
\end{document}
""",
    "human_x",
)

F.reg(
    "atacama_rsyncd_secrets_archivo_transfer",
    ("etc/rsyncd.secrets", "etc/rsync/<<org>>_transfer_<<n>>.secrets"),
    """# usuarios de transferencia al archivo de Santiago (chmod 600)
espejo_scl:<<cred>>
""",
    "pw_bare",
)


def _dec_rtsp(text: str) -> str:
    m = re.search(r"rtsp://[^:/]+:([^@]+)@", text)
    assert m
    return urllib.parse.unquote(m.group(1))


def _rtsp_extra(rng, s) -> None:
    s["enc"] = enc_url(str(s["cred"]))


F.reg(
    "atacama_allsky_camera_yaml_rtsp_percent_encoded",
    ("opt/allsky/config/cameras.yml", "etc/<<org>>/allsky_<<n>>.yml"),
    """# Cámaras all-sky y del domo (grabación nocturna)
cameras:
  allsky_norte:
    url: "rtsp://visor:<<enc>>@<<ip>>:554/Streaming/Channels/101"
    record: true
    exposure_night_ms: 30000
  domo_interior:
    url: "rtsp://<<ip>>:554/stream1"
    record: false
storage:
  path: /data/allsky/<<year>>
  keep_days: 30
""",
    "pw",
    extra=_rtsp_extra,
    decode=_dec_rtsp,
)
