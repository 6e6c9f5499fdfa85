# ruff: noqa: E501
"""Family b: Baltic flax and linen weaving mills (Lithuania, Latvia, Estonia)."""

from __future__ import annotations

import json

from thirtyninth_spec import Fam, reg

F = Fam(
    name="baltic_flax_linen",
    tlds=("lt", "lv", "ee"),
    orgs=("linu-austuve", "lina-darbnica", "rokiskio-linas", "linane-kangas"),
    first=("ruta", "mindaugas", "ieva", "janis", "liga", "tonu", "kristiina", "darius"),
    last=("kazlauskas", "berzins", "ozolins", "tamm", "petrauskiene", "kalnins", "saar"),
    words=(
        "linas",
        "drobe",
        "audinys",
        "verpalai",
        "lini",
        "kangas",
        "austuve",
        "saule",
        "gintaras",
        "staklės",
    ),
    pets=("margis", "rudis", "kitija", "muris", "pupa", "sarikas"),
    seasons=("Ziema", "Vasara", "Pavasaris", "Ruduo", "Talv", "Suvi"),
    places=("Rokiskis", "Kaunas", "Jelgava", "Viljandi", "Tartu", "Siauliai", "Ogre"),
)

reg(
    F,
    "linen_jacquard_pattern_server_xml",
    ("austuve/<<org>>/loom<<n>>/PatternServer.xml", "staklės/<<org>>/jacquard_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<!-- Žakardo staklės Nr. <<n>> - raštų serveris (atnaujino <<first_t>> <<last_t>>, <<date>>) -->
<PatternServer version="3.2">
  <Loom id="JQ-<<n>>" hooks="2688" site="<<place>>"/>
  <Transfer protocol="ftp" passive="true">
    <Host><<ip>></Host>
    <Port>21</Port>
    <User>loom<<n>></User>
    <Password><<cred>></Password>
    <RemoteDir>/rastai/staltiesės</RemoteDir>
  </Transfer>
  <Schedule pollSeconds="120"/>
</PatternServer>
""",
    "pw_xml",
)

reg(
    F,
    "linen_lithuanian_viber_slaptazodis_rivile",
    ("chat/viber_buhalterija_<<org>>_<<n>>.txt", "telefonas/<<user>>/viber/<<date>>.txt"),
    """[<<date>> <<time>>] <<first_t>> <<last_t>>: Labas, ar gali atsiųsti Rivilės prisijungimą? Reikia išrašyti sąskaitą už lininę drobę
[<<date>> <<time>>] <<first2_t>> <<last2_t>>: vartotojas <<user>>
[<<date>> <<time>>] <<first2_t>> <<last2_t>>: slaptažodis <<cred>>
[<<date>> <<time>>] <<first2_t>> <<last2_t>>: tik nekeisk, buhalterė irgi naudoja
[<<date>> <<time>>] <<first_t>> <<last_t>>: ačiū!! 🙏
""",
    "human",
    syntax="",
)

reg(
    F,
    "linen_latvian_email_parole_woocommerce_keys",
    ("pasts/<<user>>/<<date>>_veikals.eml", "eksports/<<org>>/epasts_<<n3>>.eml"),
    """From: <<first_t>> <<last_t>> <<<email>>>
To: <<email2>>
Subject: Re: veikala API atslēgas (lina dvieļi)
Date: <<date_eu>> <<time>>
Content-Type: text/plain; charset=utf-8

Sveiki!

Lūk, WooCommerce REST atslēgas noliktavas sinhronizācijai:

Consumer key:    ck_<<ck>>
Consumer secret: <<cred>>

Parole administratora kontam paliek tā pati. Lūdzu neievietojiet to Trello.

Ar cieņu,
<<first_t>>
<<org_t>>, Jelgava
""",
    lambda rng: "cs_" + "".join(rng.choice("0123456789abcdef") for _ in range(40)),
    extra=lambda rng, v: v.__setitem__(
        "ck", "".join(rng.choice("0123456789abcdef") for _ in range(40))
    ),
    syntax="",
)

reg(
    F,
    "linen_estonian_webshop_compose_montonio",
    ("pood/<<org>>/docker-compose.yml", "deploy/<<org>>/compose.prod.yml"),
    """# linane pood - tootmiskeskkond (Viljandi)
services:
  web:
    image: registry.<<dom>>/pood/web:<<year>>.<<n>>
    restart: unless-stopped
    environment:
      DATABASE_HOST: db
      DATABASE_NAME: pood
      MONTONIO_ACCESS_KEY: "<<uuid>>"
      MONTONIO_SECRET_KEY: "<<cred>>"
      MONTONIO_ENV: production
    ports:
      - "8080:8080"
  db:
    image: postgres:16
    volumes:
      - pgdata:/var/lib/postgresql/data
volumes:
  pgdata: {}
""",
    "b64_32",
)


def _nb(rng, v):
    cells = [
        {
            "cell_type": "markdown",
            "metadata": {},
            "source": ["# Linų derlius - Sentinel-2 NDVI (", str(v["place"]), ")"],
        },
        {
            "cell_type": "code",
            "execution_count": 1,
            "metadata": {},
            "outputs": [
                {
                    "name": "stdout",
                    "output_type": "stream",
                    "text": ["Prisijungta kaip " + str(v["user"]) + "\n"],
                }
            ],
            "source": [
                "from sentinelsat import SentinelAPI\n",
                "api = SentinelAPI('"
                + str(v["user"])
                + "', '"
                + v["cred"]
                + "', 'https://apihub.copernicus.eu/apihub')\n",
                "print('Prisijungta kaip', api.session.auth[0])",
            ],
        },
        {
            "cell_type": "code",
            "execution_count": 2,
            "metadata": {},
            "outputs": [
                {
                    "data": {"text/plain": ["37 scenos"]},
                    "execution_count": 2,
                    "metadata": {},
                    "output_type": "execute_result",
                }
            ],
            "source": [
                "products = api.query(area, date=('NOW-30DAYS', 'NOW'), platformname='Sentinel-2')\n",
                "f'{len(products)} scenos'",
            ],
        },
    ]
    nb = {
        "cells": cells,
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    v["nb"] = json.dumps(nb, indent=1, ensure_ascii=False)


reg(
    F,
    "linen_flax_yield_sentinel_notebook_ipynb",
    ("analize/<<org>>/linu_derlius_<<year>>.ipynb", "notebooks/<<user>>/ndvi_<<place>>.ipynb"),
    "<<nb>>\n",
    "pw_sq",
    syntax="json",
    extra=_nb,
)

reg(
    F,
    "linen_retting_pond_mqtt_bridge_systemd",
    ("etc/systemd/system/mercesana-<<n>>.service", "linu-mirkymas/<<org>>/mqtt-bridge.service"),
    """[Unit]
Description=Linu mirkymo baseino jutikliai -> MQTT (<<place>>)
After=network-online.target

[Service]
Type=simple
User=sensor
Environment=MQTT_HOST=<<ip>>
Environment=MQTT_USER=baseinas<<n>>
Environment=MQTT_PASSWORD=<<cred>>
ExecStart=/usr/local/bin/pond-bridge --topic linai/baseinas/<<n>>
Restart=always

[Install]
WantedBy=multi-user.target
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "linen_shopfloor_tablet_kotlin_fcm_server_key",
    ("android/app/src/main/java/lt/<<org>>/Push.kt", "tablets/<<org>>/app/Config.kt"),
    """package lt.linuaustuve.tablet

// Pranešimai staklių operatoriams (pamainos keitimas, siūlo trūkimas)
object PushConfig {
    const val FCM_ENDPOINT = "https://fcm.googleapis.com/fcm/send"
    const val FCM_SERVER_KEY = "<<cred>>"
    const val TOPIC = "/topics/staklės_<<n>>"
    const val SITE = "<<place>>"
}
""",
    "p:fcm",
    syntax="",
)

reg(
    F,
    "linen_verpalai_suppliers_portal_csv_column",
    ("buhalterija/<<org>>/tiekeju_portalai.csv", "shared/<<org>>/piegadataji_<<year>>.csv"),
    """Tiekėjas;Portalas;Vartotojas;Slaptažodis;Pastaba
Linas Baltic UAB;https://b2b.linasbaltic.lt;<<user>>;<<cred>>;verpalai 28 Nm
Baltic Flax SIA;https://portal.balticflax.lv;<<org>>;žr. seifą;
Pellava Oy;https://orders.pellava.fi;<<first>>.<<last>>;(prašyti Rūtos);tik užsakymai
""",
    "human",
    syntax="",
)
