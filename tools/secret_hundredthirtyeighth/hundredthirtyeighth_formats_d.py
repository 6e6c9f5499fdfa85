# ruff: noqa: E501
"""Family d: an amusement park (forlystelsespark) in Jutland, Denmark."""

from __future__ import annotations

from hundredthirtyeighth_spec import DANISH as F
from hundredthirtyeighth_spec import alnum, hexs, pick, prov


def _econ(rng, s):
    return {"app": prov(rng, "economic")}


F.reg(
    "economic_billetsalg_headers_json",
    ("billetsync/economic.json", "integration/<<org>>/economic_<<year>>.json"),
    """{
  "economic": {
    "base_url": "https://restapi.e-conomic.com",
    "headers": {
      "X-AppSecretToken": "<<app>>",
      "X-AgreementGrantToken": "<<cred>>",
      "Content-Type": "application/json"
    },
    "kassekladde": 3
  },
  "konti": {
    "billetsalg": 1010,
    "armbaand": 1015,
    "kiosk": 1100,
    "udgaaende_moms": 14261
  },
  "afdeling": "<<org_cap>>"
}
""",
    cred="p:economic",
    extra=_econ,
)

F.reg(
    "vipps_mobilepay_epayment_yaml",
    ("billetsystem/config/mobilepay.yml", "deploy/<<org>>/mobilepay-<<yy>>.yaml"),
    """# Vipps MobilePay ePayment - entrébilletter og turpas
vipps_mobilepay:
  environment: production
  base_url: https://api.vipps.no
  client_id: <<uuid>>
  client_secret: "<<cred>>"
  subscription_key: <<sub>>
  merchant_serial_number: "<<msn>>"
  system_name: <<org>>-billetsystem
  system_version: "4.2.1"
  callback_url: https://billetter.<<dom>>/mobilepay/callback
""",
    cred="p:vipps",
    extra=lambda r, s: {"sub": hexs(r, 32), "msn": str(r.randint(100000, 999999))},
)

F.reg(
    "planday_velkomst_email_adgangskode",
    ("mail/<<date>>_velkomst_<<first2>>.eml", "HR/saeson<<year>>/velkomstmail_<<user2>>.eml"),
    """From: <<name>> <hr@<<dom>>>
To: <<email2>>
Subject: Velkommen til sæsonen hos <<org_cap>> – log ind på vagtplanen
Date: <<dd>> Apr <<year>> <<time>>:<<sec>> +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Kære <<fname2>>

Velkommen til sæsonen! Du er nu oprettet i Planday, hvor du finder din
vagtplan for åbningsweekenden og kan bytte vagter med de andre.

Brugernavn: <<email2>>
Midlertidig adgangskode: <<cred>>

Du bliver bedt om at vælge en ny adgangskode første gang du logger ind.
Husk at hente appen – og mød op til introdagen med gyldigt sundhedskort.

Med venlig hilsen
<<name>>
HR & Personale, <<org_cap>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "koetid_skilt_influx_env",
    ("koetid-skilt/.env", "raspberry/<<word>>-skilt/.env"),
    """# Køtidsskilt ved indgangen til forlystelsen – Raspberry Pi 4
SKILT_NAVN=<<word>>
SENSOR_PORT=/dev/ttyUSB0
OPDATERING_SEK=30

INFLUX_URL=http://<<ip>>:8086
INFLUX_ORG=<<org>>
INFLUX_BUCKET=koetider
INFLUX_TOKEN=<<cred>>
""",
    cred="p:influx",
    syntax="",
)

F.reg(
    "billetto_apikeypair_php",
    ("rapporter/billetto_salg.php", "intranet-<<org>>/cron/billetto.php"),
    """<?php
// Henter dagens billetsalg fra Billetto til dagsrapporten (kører kl. 22 via cron)
$accessKeyId = '<<keyid>>';
$accessKeySecret = '<<cred>>';

$ch = curl_init('https://billetto.dk/api/v3/organiser/events?limit=50');
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
curl_setopt($ch, CURLOPT_HTTPHEADER, [
    'Api-Keypair: ' . $accessKeyId . ':' . $accessKeySecret,
    'Accept: application/json',
]);
$svar = json_decode(curl_exec($ch), true);
curl_close($ch);

foreach ($svar['data'] as $event) {
    printf("%s\\t%d\\n", $event['title'], $event['tickets_sold']);
}
""",
    cred="p:billetto",
    syntax="",
    extra=lambda r, s: {"keyid": alnum(r, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")},
)

F.reg(
    "sms_backup_xml_kode_kassesystem",
    (
        "SMSBackupRestore/sms-<<year>><<mm>><<dd>><<nn>>.xml",
        "telefon_backup/<<first>>/sms-<<date>>.xml",
    ),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<!--File Created By SMS Backup & Restore v10.20.002 on <<dd>>/<<mm>>/<<year>> <<time>>:<<sec>>-->
<?xml-stylesheet type="text/xsl" href="sms.xsl"?>
<smses count="3" backup_set="<<uuid>>" backup_date="<<ts>>000" type="full">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" subject="null" body="Hej <<fname2>>! Du har boden ved <<word>> i morgen. Koden til kassesystemet er <<cred>> – husk at lave dagsafslutning inden du går" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<ts>>000" sub_id="1" readable_date="<<dd>>. jun. <<year>> <<time>>:<<sec>>" contact_name="<<name>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>500" type="2" subject="null" body="Super, tak! 👍" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dd>>. jun. <<year>> <<time2>>:<<sec>>" contact_name="<<name>>" />
  <sms protocol="0" address="<<phone2>>" date="<<ts>>900" type="1" subject="null" body="Din kode til MitID er sendt" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<ts>>900" sub_id="1" readable_date="<<dd>>. jun. <<year>> <<time3>>:<<sec>>" contact_name="(Unknown)" />
</smses>
""",
    cred="human_x",
)

F.reg(
    "sshpass_rsync_fotokiosk_sh",
    ("scripts/fotokiosk_sync.sh", "onride/<<word>>/kopier_fotos.sh"),
    """#!/bin/bash
# Kopierer on-ride fotos fra kameraet ved <<word>> til fotokiosken ved udgangen
# Køres hvert minut fra crontab på foto-pc'en (<<name>>, <<date>>)
set -euo pipefail

SRC=/srv/onride/<<word>>/
DEST=kiosk@<<ip>>:/data/fotos/

sshpass -p '<<cred>>' rsync -az --remove-source-files \\
    -e "ssh -o StrictHostKeyChecking=no" "$SRC" "$DEST"

find /srv/onride/<<word>>/ -type f -mtime +1 -delete
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "netaxept_betaling_ini",
    ("kassesystem/betaling.ini", "pos/<<org>>/kasse<<n>>/betaling.ini"),
    """; Betalingsopsætning – kasse <<n>>, <<org_cap>>
[kasse]
nummer = <<n>>
placering = <<placering>>
valuta = DKK

[terminal]
model = Verifone V400m
ip = <<ip>>
port = 9999

[netaxept]
merchant_id = <<id6>>
token = <<cred>>
url = https://epayment.nets.eu/Netaxept/Register.aspx
""",
    cred="pw",
    syntax="ini",
    extra=lambda r, s: {
        "placering": pick(r, ("Hovedindgang", "Kiosk ved søen", "Souvenirbutik", "Pariserhjulet"))
    },
)
