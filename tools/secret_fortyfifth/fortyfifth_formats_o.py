# ruff: noqa: E501
"""Family o: karewe (coconut toddy) cutters and syrup makers, Kiribati. Gilbertese and
English."""

from __future__ import annotations

import base64

from fortyfifth_spec import Fam, after, dec_basic

F = Fam(
    "karewe_toddy_kiribati",
    orgs=("tekarewe", "tarawatoddy", "kamaimai", "abaiangcoco"),
    tld="ki",
    first=(
        "tiaon",
        "teretia",
        "kaotan",
        "nei",
        "tebwebwe",
        "rabwena",
        "tekanene",
        "maria",
        "ioane",
        "kiata",
    ),
    last=("tabuaka", "teiwaki", "bauro", "kaiteie", "ioteba", "tekaai", "anote", "beniamina"),
    words=(
        "karewe",
        "kamaimai",
        "tarawa",
        "abaiang",
        "betio",
        "bwabwai",
        "ni",
        "maneaba",
        "te",
        "auti",
        "kiribati",
        "butaritari",
        "mauri",
    ),
    seasons=("aumaiaki", "aumeang", "rainy", "dry"),
    cc="+686",
    pets=("kamea", "bobby"),
)
F.words = (
    "karewe",
    "kamaimai",
    "tarawa",
    "abaiang",
    "betio",
    "bwabwai",
    "maneaba",
    "kiribati",
    "butaritari",
    "mauri",
    "tebike",
    "kanoa",
)

F.reg(
    "karewe_gilbertese_messenger_password_sales",
    ("messages/inbox/<<first>>_<<n>>/message_1.txt", "Downloads/messenger_<<org>>_<<date>>.txt"),
    """<<name>>  <<time>>
Mauri! Tera te password ibukin te computer n te sitoa?

<<name2>>  <<time2>>
username: <<user>>
password: <<cred>>
Tai anganna temanna 🙏

<<name>>  <<time2>>
Ko rabwa!
""",
    "human",
    syntax="",
)

F.reg(
    "karewe_english_email_atoll_shipping_portal",
    ("mail/sent/<<n4>>.eml", "Mail/<<date>>_shipping.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Login for the shipping bookings (kamaimai drums to Betio)
Date: Fri, <<day>> Jul <<year>> 07:30:00 +1200
Content-Type: text/plain; charset=utf-8

Mauri <<first2>>,

You can book the space for the syrup drums yourself now:
https://bookings.<<dom>>
user: <<email>>
password: <<cred>>

Ko rabwa,
<<first>>
""",
    "human",
)

F.reg(
    "karewe_toddy_sales_php_mysqli_connect",
    ("sales/db.php", "inc/connect_<<n>>.php"),
    """<?php
$mysqli = new mysqli("localhost", "toddy_sales", "<<cred>>", "karewe_sales");
if ($mysqli->connect_errno) {
    die("Failed to connect: " . $mysqli->connect_error);
}
$mysqli->set_charset("utf8mb4");
""",
    "pw_dq",
    syntax="",
)


def _extra(rng, s):
    return {"basic": base64.b64encode(f"x-access-token:{s['cred']}".encode()).decode()}


F.reg(
    "karewe_git_config_http_extraheader_basic_base64",
    (".git/config", "repos/<<org>>-site/.git/config"),
    """[core]
	repositoryformatversion = 0
	filemode = true
	bare = false
	logallrefupdates = true
[remote "origin"]
	url = https://github.com/<<org>>/karewe-site
	fetch = +refs/heads/*:refs/remotes/origin/*
[http "https://github.com/"]
	extraheader = AUTHORIZATION: basic <<basic>>
[branch "main"]
	remote = origin
	merge = refs/heads/main
""",
    "p:github_pat",
    syntax="",
    extra=_extra,
    decode=lambda t: dec_basic(after(t, "AUTHORIZATION: basic ")),
)

F.reg(
    "karewe_gilbertese_sms_reply_value_only",
    ("sms/<<phone2>>_<<n>>.txt", "Messages/<<first>>_<<date>>.txt"),
    """<<name2>> <<dmy>> <<time>>
Tera te password n te wifi n te maneaba?

Ngai <<dmy>> <<time2>>
<<cred>>
""",
    "human_x",
    syntax="",
)

F.reg(
    "karewe_kacific_router_notebook_ocr",
    ("ocr/notebook_<<n>>.txt", "scans/<<org>>_router_<<date>>.txt"),
    """KACIFIC dish — Abaiang store
router admin page  192.168.1.1
user  admin
pass  <<cred>>
(change after cyclone season)
""",
    "human_x",
    syntax="",
)

F.reg(
    "karewe_fisheries_grant_r_renviron",
    ("home/<<user>>/.Renviron", "projects/karewe_survey/.Renviron"),
    """KOBO_SERVER=https://kf.kobotoolbox.org
KOBO_TOKEN=<<cred>>
R_LIBS_USER=~/R/library
""",
    "hex:40",
    syntax="",
)

F.reg(
    "karewe_exports_web_config_azure_storage",
    ("Web.config", "site/<<org>>/Web.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="Orders" connectionString="Server=tcp:<<host>>,1433;Database=karewe;User ID=orders;Password=<<pw2>>;" providerName="System.Data.SqlClient" />
    <add name="Blobs" connectionString="DefaultEndpointsProtocol=https;AccountName=<<org>>exports;AccountKey=<<cred>>;EndpointSuffix=core.windows.net" />
  </connectionStrings>
  <system.web>
    <compilation debug="false" targetFramework="4.8" />
  </system.web>
</configuration>
""",
    "p:azure_storage",
    syntax="xml",
    extra=lambda rng, s: {
        "pw2": "".join(
            rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789")
            for _ in range(16)
        )
    },
)
