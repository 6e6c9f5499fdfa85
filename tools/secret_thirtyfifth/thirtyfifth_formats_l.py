"""Dredging contractors: hopper and backhoe dredgers, survey launches, permits, sampling."""

from __future__ import annotations

import json

from thirtyfifth_spec import human_with, reg

F = "dredging_backhoe_hopper_contractor"
DREDGE_WORDS = ("hopper", "cutter", "suction", "spoil", "sounding", "draghead", "spud", "berth")

reg(
    F,
    "dredging_survey_launch_ntrip_ini",
    ("survey/<<org>>/launch_gnss.ini", "hydro/config/ntrip_<<n>>.ini"),
    """[GNSS]
Port=COM4
Baud=115200
Antenna=TRM115000.00

[NTRIP]
Caster=rtk.<<dom>>
Port=2101
Mountpoint=HARBOUR_RTCM3
User=<<svc>>
Password=<<cred>>

[Sounder]
Model=EA440
Draft=0.62
""",
    "pw",
)

reg(
    F,
    "dredging_fleet_telemetry_compose_grafana_admin",
    ("telemetry/<<org>>/docker-compose.yml", "fleet-dashboard/compose_<<n>>.yaml"),
    """services:
  influxdb:
    image: influxdb:1.8
    volumes: ["influx:/var/lib/influxdb"]
  grafana:
    image: grafana/grafana:10.4.2
    ports: ["3000:3000"]
    environment:
      GF_SECURITY_ADMIN_USER: "admin"
      GF_SECURITY_ADMIN_PASSWORD: "<<cred>>"
      GF_SERVER_ROOT_URL: "https://fleet.<<dom>>"
volumes:
  influx: {}
""",
    "pw_dq",
)

reg(
    F,
    "dredging_indonesian_whatsapp_kata_sandi_kapal",
    ("chats/<<org>>/WhatsApp Chat kapal keruk <<n>>.txt", "export/wa/kapal_<<n3>>.txt"),
    """<<day>>/<<month>>/<<year>> <<time>> - <<name>>: Pak, kata sandi wifi anjungan apa ya?
<<day>>/<<month>>/<<year>> <<time2>> - <<name2>>: <<cred>>
<<day>>/<<month>>/<<year>> <<time2>> - <<name>>: siap, terima kasih
""",
    human_with((*DREDGE_WORDS, "kapal", "keruk", "lumpur")),
    syntax="",
)


def _nb_extra(rng, s):
    src = [
        "from pyairtable import Api\n",
        f'api = Api("{s["cred"]}")\n',
        'samples = api.table("app'
        + "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(14)
        )
        + '", "Sediment")\n',
        "rows = samples.all(formula=\"{Campaign}='Harbour <<year>>'\")\n",
        "len(rows)",
    ]
    nb = {
        "cells": [
            {
                "cell_type": "markdown",
                "metadata": {},
                "source": ["# Sediment samples: grain size and contaminants"],
            },
            {
                "cell_type": "code",
                "execution_count": 3,
                "metadata": {},
                "outputs": [
                    {
                        "data": {"text/plain": [str(rng.randint(40, 400))]},
                        "execution_count": 3,
                        "metadata": {},
                        "output_type": "execute_result",
                    }
                ],
                "source": [line.replace("<<year>>", str(s["year"])) for line in src],
            },
        ],
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return {"nb": json.dumps(nb, indent=1, ensure_ascii=False)}


reg(
    F,
    "dredging_sediment_samples_ipynb_airtable",
    ("analysis/<<org>>/sediment_<<year>>.ipynb", "notebooks/samples_<<n>>.ipynb"),
    "<<nb>>\n",
    "p:airtable",
    syntax="json",
    extra=_nb_extra,
)

reg(
    F,
    "dredging_tide_gauge_haskell_api_key",
    ("tides/<<org>>/src/Tides/Api.hs", "tide-window/src/Gauge_<<n>>.hs"),
    """{-# LANGUAGE OverloadedStrings #-}
module Tides.Api (fetchPredictions) where

import qualified Data.ByteString.Lazy as LBS
import Data.Text (Text, unpack)
import Data.Text.Encoding (encodeUtf8)
import Network.HTTP.Simple

apiKey :: Text
apiKey = "<<cred>>"

-- tidal windows for the dredger to cross the bar
fetchPredictions :: Text -> IO (Response LBS.ByteString)
fetchPredictions station = httpLBS
  $ setRequestHeader "Ocp-Apim-Subscription-Key" [encodeUtf8 apiKey]
  $ parseRequest_ ("https://tides.<<dom>>/stations/" <> unpack station <> "/predictions")
""",
    "hex:32",
    syntax="",
)

reg(
    F,
    "dredging_permits_terraform_azurerm_client_secret",
    ("infra/<<org>>/providers.tf", "terraform/permits-portal/main_<<n>>.tf"),
    """terraform {
  required_providers {
    azurerm = { source = "hashicorp/azurerm", version = "~> 3.100" }
  }
}

provider "azurerm" {
  features {}
  tenant_id       = "<<uuid>>"
  subscription_id = "<<uuid2>>"
  client_id       = "<<hex8>>-<<n4>>-4<<n3>>-a<<n3>>-<<hex12>>"
  client_secret   = "<<cred>>"
}
""",
    "p:azure_ad",
    syntax="",
)

reg(
    F,
    "dredging_malay_email_kata_laluan_pelabuhan",
    ("mel/<<org>>/pelabuhan_<<n3>>.eml", "arkib/<<f>>/portal_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Akaun portal permit pengorekan
Date: Thu, <<day>> Nov <<year>> <<time>>:33 +0800
Content-Type: text/plain; charset=UTF-8

Salam <<first2>>,

Akaun untuk menghantar laporan isipadu pengorekan mingguan telah disediakan.
ID pengguna: <<udot>>
Kata laluan: <<cred>>

Terima kasih,
<<first>>
""",
    human_with((*DREDGE_WORDS, "pelabuhan", "lumpur")),
    syntax="",
)

reg(
    F,
    "dredging_survey_engineer_bashrc_openai_export",
    ("home/<<user>>/.bashrc", "survey-laptop/<<org>>/bashrc_<<n>>"),
    """# ~/.bashrc: executed by bash(1) for non-login shells.
[ -z "$PS1" ] && return
HISTCONTROL=ignoreboth
alias ll='ls -alF'
export PATH="$HOME/.local/bin:$PATH"
# sounding report summariser
export OPENAI_API_KEY=<<cred>>
export HYPACK_PROJECTS=/mnt/survey/projects
""",
    "p:openai",
    syntax="",
)
