# ruff: noqa: E501
"""Family n: a radiocarbon dating lab (AMS, graphitisation, sample submissions)."""

from __future__ import annotations

import json

from thirtyfourth_spec import b64, human_with, reg

F = "radiocarbon_dating_isotope_lab"

reg(
    F,
    "radiocarbon_ams_control_ini_results_db",
    ("ams/control/results_db.ini", "instruments/<<org>>_ams/db.ini"),
    """[instrument]
name = MICADAS-<<n>>
cathodes = 40

[results_db]
driver = postgresql
host = <<host>>
dbname = c14_results
user = ams_writer
password = <<cred>>
""",
    "pw",
    syntax="ini",
)

reg(
    F,
    "radiocarbon_lims_docker_env_file",
    ("lims/lims.env", "deploy/<<org>>/lims-<<env>>.env"),
    """LIMS_BASE_URL=https://lims.<<dom>>
LIMS_DB_HOST=<<ip>>
LIMS_DB_USER=lims
LIMS_DB_PASSWORD=<<cred>>
LIMS_SAMPLE_PREFIX=C14-
""",
    "pw_alnum",
    syntax="",
)

reg(
    F,
    "radiocarbon_italian_email_password_lims_cliente",
    ("posta/<<n3>>_accesso_lims.eml", "mail/<<user>>/campioni_<<n>>.eml"),
    """Da: Laboratorio <lab@<<dom>>>
A: <<email>>
Oggetto: Accesso al portale campioni - datazioni 14C

Gentile Dott. <<last_cap>>,

le inviamo le credenziali per seguire lo stato dei campioni (carboni, ossa) inviati il <<day>>/<<mon>>:
utente: <<user>>
password: <<cred>>

I risultati calibrati saranno disponibili entro 6 settimane.
Cordiali saluti,
Segreteria del laboratorio
""",
    human_with("carbonio", "isotopo", "campione"),
)

reg(
    F,
    "radiocarbon_hebrew_whatsapp_sisma_shared_drive",
    ("chats/whatsapp_maabada_<<n3>>.txt", "export/<<org>>_lab_<<n>>.txt"),
    """[<<day>>.<<mon>>.<<year>>, <<hh>>:<<mm>>] נועה: מישהו זוכר את הסיסמה לכונן המשותף של המעבדה?
[<<day>>.<<mon>>.<<year>>, <<hh>>:<<mm>>] איתי: שם משתמש lab14
[<<day>>.<<mon>>.<<year>>, <<hh>>:<<mm>>] איתי: סיסמה: <<cred>>
[<<day>>.<<mon>>.<<year>>, <<hh>>:<<mm>>] נועה: תודה!
""",
    human_with("radiocarbon", "isotope", "graphite"),
)

reg(
    F,
    "radiocarbon_calibration_r_sys_setenv_token",
    ("calibration/run_oxcal.R", "R/<<org>>/calibrate_batch.R"),
    """library(rcarbon)
Sys.setenv(LIMS_TOKEN = "<<cred>>")

batch <- read.csv("batch_<<n3>>.csv")
cal <- calibrate(x = batch$bp, errors = batch$err, calCurves = "intcal20")
httr::POST("https://lims.<<dom>>/api/cal",
           httr::add_headers(Authorization = paste("Token", Sys.getenv("LIMS_TOKEN"))),
           body = summary(cal), encode = "json")
""",
    "hex40",
    syntax="",
)

reg(
    F,
    "radiocarbon_submission_django_email_host_password",
    ("submissions/settings/production.py", "web/<<org>>/settings_prod.py"),
    """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["submit.<<dom>>"]
EMAIL_HOST = "smtp.<<dom>>"
EMAIL_PORT = 587
EMAIL_USE_TLS = True
EMAIL_HOST_USER = "submissions@<<dom>>"
EMAIL_HOST_PASSWORD = "<<cred>>"
""",
    "pw_dq",
)

reg(
    F,
    "radiocarbon_graphitisation_rig_yaml_influx",
    ("rig/graphite_line.yaml", "instruments/<<org>>/agelines_<<n>>.yaml"),
    """rig: graphitisation-line-<<n>>
reactors: 7
pressure_logging:
  interval_s: 5
  influx:
    url: http://<<ip>>:8086
    org: c14lab
    bucket: graphite
    token: <<cred>>
""",
    lambda r: b64(r, 64, urlsafe=True),
)


def _nb_extra(rng, s):
    src = [
        "import pandas as pd\n",
        "import sqlalchemy as sa\n",
        "\n",
        f'password = "{s["cred"]}"\n',
        f'engine = sa.create_engine(f"postgresql://analyst:{{password}}@{s["host"]}/c14_results")\n',
        'df = pd.read_sql("select lab_code, bp, err from results where year = 2025", engine)',
    ]
    return {"src": json.dumps(src, indent=1)}


reg(
    F,
    "radiocarbon_results_notebook_ipynb_cell",
    ("notebooks/results_overview_<<n>>.ipynb", "analysis/<<user>>/c14_query.ipynb"),
    """{
 "cells": [
  {
   "cell_type": "code",
   "execution_count": <<n>>,
   "metadata": {},
   "outputs": [],
   "source": <<src>>
  }
 ],
 "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
 "nbformat": 4,
 "nbformat_minor": 5
}
""",
    "pw",
    extra=_nb_extra,
)
