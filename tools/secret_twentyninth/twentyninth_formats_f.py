"""Family: palaeontology fossil preparation labs (specimen databases, CT scans, field teams)."""
# ruff: noqa: E501

from twentyninth_spec import prov, reg

F = "palaeontology_fossil_prep_lab"

reg(
    F,
    "palaeo_specimen_db_django_settings_databases",
    ("specimens/specimens/settings/production.py", "<<org>>/collections/settings.py"),
    """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["collections.<<dom>>"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "specimens",
        "USER": "specimens_app",
        "PASSWORD": "<<v>>",
        "HOST": "<<host>>",
        "PORT": "5432",
    }
}
""",
    "pw_dq",
)


def _aws(rng, c, val):
    return {"akid": prov(rng, "aws_id")}


reg(
    F,
    "palaeo_ct_scan_rclone_conf_s3_secret",
    ("home/<<user>>/.config/rclone/rclone.conf", "<<org>>/ctlab/rclone.conf"),
    """[ctscans]
type = s3
provider = AWS
access_key_id = <<akid>>
secret_access_key = <<v>>
region = eu-west-2
bucket_acl = private
""",
    "p:aws_secret",
    extra=_aws,
)

reg(
    F,
    "palaeo_field_survey_r_kobo_token",
    ("analysis/field_localities.R", "<<org>>/fieldwork/<<year>>_localities.R"),
    """library(httr)
library(jsonlite)

kobo_token <- "<<v>>"
asset <- "a<<hx>>Kq"

res <- GET(
  paste0("https://kf.kobotoolbox.org/api/v2/assets/", asset, "/data/?format=json"),
  add_headers(Authorization = paste("Token", kobo_token))
)
localities <- fromJSON(content(res, "text"))$results
write.csv(localities, "localities.csv", row.names = FALSE)
""",
    "hex:40",
    "",
)

reg(
    F,
    "palaeo_museum_loan_hungarian_email_jelszo",
    ("levelek/<<year>>-<<mon>>-<<day>>_kolcsonzes.eml", "mail/<<org>>/loan_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: gyujtemeny@<<dom>>
Subject: Re: kölcsönzés - ammonitesz példányok
Date: Wed, <<day>> Jun <<year>> 14:<<mm>>:30 +0200

Kedves Ilona!

A CT-felvételeket feltöltöttem a megosztott tárhelyre.
Felhasználónév: kolcsonzes<<n>>
Jelszó: <<v>>

Üdvözlettel,
<<first>>
""",
    "h",
)

reg(
    F,
    "palaeo_prep_workstation_bash_history_mysql",
    ("home/<<user>>/.bash_history", "<<org>>/prep-pc/bash_history_<<n>>"),
    """cd /data/prep/photos
ls -la | wc -l
mysql -h <<ip>> -u preplog -p'<<v>>' preplog -e "select count(*) from sessions"
python3 stitch_stack.py --in raw --out stacked
exit
""",
    "pw_dq",
    "",
)

reg(
    F,
    "palaeo_occurrence_download_ipynb_pwd",
    ("notebooks/occurrences_<<year>>.ipynb", "<<org>>/analysis/gbif_download_<<n>>.ipynb"),
    """{
 "cells": [
  {
   "cell_type": "code",
   "execution_count": 3,
   "metadata": {},
   "outputs": [],
   "source": [
    "from pygbif import occurrences as occ\\n",
    "key = occ.download(['taxonKey = <<nn>><<n>>', 'hasCoordinate = TRUE'],\\n",
    "                   user='<<user>>', pwd='<<v>>', email='<<email>>')\\n",
    "key"
   ]
  }
 ],
 "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
 "nbformat": 4,
 "nbformat_minor": 5
}
""",
    "pw_sq",
)

reg(
    F,
    "palaeo_volunteer_catalan_chat_contrasenya",
    ("xats/voluntaris_<<year>>.txt", "<<org>>/export/xat_excavacio_<<n>>.txt"),
    """<<day>>/<<mon>>/<<year>> <<hh>>:<<mm>> - <<first>>: Algú sap la contrasenya de l'ordinador del laboratori de preparació?
<<day>>/<<mon>>/<<year>> <<hh>>:<<mm>> - Maren: usuari voluntari
<<day>>/<<mon>>/<<year>> <<hh>>:<<mm>> - Maren: contrasenya <<v>>
<<day>>/<<mon>>/<<year>> <<hh>>:<<mm>> - <<first>>: gràcies!
""",
    "h",
)

reg(
    F,
    "palaeo_image_archive_webconfig_azure_accountkey",
    ("ImageArchive/Web.config", "<<org>>/archive-site/web.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="ArchiveContainer" value="specimen-images" />
    <add key="StorageConnectionString" value="DefaultEndpointsProtocol=https;AccountName=<<org>><<n>>;AccountKey=<<v>>;EndpointSuffix=core.windows.net" />
  </appSettings>
  <system.web>
    <compilation debug="false" targetFramework="4.8" />
  </system.web>
</configuration>
""",
    "p:azure",
    extra=lambda rng, c, v: {"org": c["org"].replace("-", "")},
)
