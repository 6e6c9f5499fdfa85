# ruff: noqa: E501
"""Family c: a vehicle inspection station (katsastusasema) in Finland (Finnish)."""

from __future__ import annotations

from sixtyeighth_spec import KATSASTUS as F
from sixtyeighth_spec import after, dec_qp, enc_qp, fill

F.reg(
    "finnish_whatsapp_klo_salasana_atj",
    ("WhatsApp-keskustelu - <<orgc>> katsastajat.txt", "whatsapp/<<org>>_katsastajat.txt"),
    """<<d>>.<<mo>>.<<yyyy>> klo <<hh>>.<<mi>> - <<fn>> <<ln>>: Moi, kakkoslinjan kone kysyy taas Traficomin ATJ-tunnuksia, mikä se salasana nyt oli?
<<d>>.<<mo>>.<<yyyy>> klo <<hh>>.<<mi2>> - <<fn2>> <<ln2>>: tunnus <<login>>
<<d>>.<<mo>>.<<yyyy>> klo <<hh>>.<<mi2>> - <<fn2>> <<ln2>>: <<cred>>
<<d>>.<<mo>>.<<yyyy>> klo <<hh>>.<<mi2>> - <<fn>> <<ln>>: kiitti 👍
<<d>>.<<mo>>.<<yyyy>> klo <<hh>>.<<mi2>> - <<fn2>> <<ln2>>: Poista viesti kun oot kirjautunut
""",
    "human",
    syntax="",
)

F.reg(
    "jarrudynamometri_lane_controller_ini",
    ("C:/Linja<<n>>/linjaohjaus.ini", "linjat/linja<<n>>/linjaohjaus.ini"),
    """; Katsastuslinja - jarrudynamometri, pakokaasumittari ja ohjaus-PC
[lane]
id = <<n>>
station = <<orgc>>
brake_tester_port = COM4
emission_analyser_port = COM5

[database]
driver = mssql
server = <<ip>>\\SQLEXPRESS
name = katsastus
user = linja<<n>>
password = <<cred>>

[traficom]
endpoint = https://atj.traficom.fi/katsastus/v2
timeout_s = 30
""",
    "pw",
)

F.reg(
    "timma_booking_widget_api_key_js",
    ("src/config/timma.js", "ajanvaraus-<<org>>/timma.config.js"),
    """// Ajanvaraus: Timma-rajapinta (määräaikaiskatsastus, rekisteröinti, kuntotarkastus)
export const timma = {
  baseUrl: 'https://api.timma.fi/v1',
  shopId: <<n5>>,
  apiKey: '<<cred>>',
  services: ['maaraaikaiskatsastus', 'rekisterointi', 'kuntotarkastus'],
};
""",
    "uuid",
    syntax="",
)

F.reg(
    "paytrail_client_secret_node_sdk",
    ("server/paytrail.js", "ajanvaraus-<<org>>/lib/maksut.js"),
    """const { PaytrailClient } = require('@paytrail/paytrail-js-sdk');

// Verkkomaksu varauksen yhteydessä (katsastus 59 €, jälkitarkastus 25 €)
const client = new PaytrailClient({
  merchantId: 37<<n3>>,
  secretKey: '<<cred>>',
  platformName: 'katsastus-<<org>>',
});

module.exports = client;
""",
    "p:paytrail",
    syntax="",
)

F.reg(
    "crontab_pgpassword_pg_dump",
    ("var/spool/cron/crontabs/<<login>>", "crontab_<<org>>.txt"),
    """# m h  dom mon dow   command
MAILTO=<<email>>
15 2 * * * PGPASSWORD=<<cred>> pg_dump -h <<ip>> -U katsastus -Fc katsastus > /var/backups/katsastus_$(date +\\%F).dump
40 2 * * * find /var/backups -name 'katsastus_*.dump' -mtime +21 -delete
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "tunnukset_xlsx_sharedstrings",
    ("tunnukset_<<org>>/xl/sharedStrings.xml", "Tunnukset/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="10" uniqueCount="10"><si><t>Järjestelmä</t></si><si><t>Tunnus</t></si><si><t>Salasana</t></si><si><t>Huom</t></si><si><t>Traficom ATJ</t></si><si><t><<login>></t></si><si><t><<cred>></t></si><si><t>vaihdettu <<dmy>></t></si><si><t>Timma</t></si><si><t><<email>></t></si></sst>
""",
    "human_x",
)

F.reg(
    "gitlab_ci_deploy_glpat_variable",
    (".gitlab-ci.yml", "ajanvaraus-<<org>>/.gitlab-ci.yml"),
    """variables:
  DEPLOY_HOST: "<<host>>"
  GITLAB_API_TOKEN: "<<cred>>"

stages: [build, deploy]

build:
  stage: build
  image: node:20
  script:
    - npm ci
    - npm run build

deploy:
  stage: deploy
  script:
    - rsync -az dist/ deploy@$DEPLOY_HOST:/var/www/ajanvaraus/
""",
    "p:gitlab",
)

_QP_BODY = """Hei <<fn2>>,

uusi kirjautuminen katsastusohjelmaan, kun aloitat maanantaina linjalla <<n>>:

Käyttäjätunnus: <<login>>
Salasana: <<cred>>

Vaihda salasana ensimmäisellä kirjautumisella. Työvaatteet ja avaimet saat Päiviltä.

Terveisin
<<fn>> <<ln>>
<<orgc>> Oy
"""


def _qp(rng, s):
    return {"qpbody": enc_qp(fill(_QP_BODY, **s))}


def _dec_qp_mail(text: str) -> str:
    return after(dec_qp(text.split("\n\n", 1)[1]), r"Salasana: (\S+)")


F.reg(
    "finnish_email_quoted_printable_salasana",
    ("Saapuneet/tunnukset_<<login>>.eml", "posti/uusi_kayttaja_<<date>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<ln2>> <<<email2>>>
Subject: =?utf-8?q?Tunnukset_katsastusj=C3=A4rjestelm=C3=A4=C3=A4n?=
Date: <<d>> Mar <<yyyy>> <<hh>>:<<mi>>:00 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

<<qpbody>>""",
    "human_u",
    syntax="",
    extra=_qp,
    decode=_dec_qp_mail,
)
