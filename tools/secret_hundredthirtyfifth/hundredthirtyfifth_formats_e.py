# ruff: noqa: E501
"""Family e: a Swedish fritidshem (after-school club of a grundskola) in Uppsala, with Swish,
Fortnox, SMS to guardians and the municipality's school platform."""

from __future__ import annotations

from hundredthirtyfifth_spec import Fam, alnum, digits, hexs

FAM = Fam(
    "fritidshem_skolbarnomsorg_uppsala",
    orgs=("myrstacken", "trollskogen", "ekorren", "blabarsskogen"),
    tld="se",
    first=(
        "Anna",
        "Maria",
        "Emma",
        "Sara",
        "Karin",
        "Johanna",
        "Linnea",
        "Erik",
        "Johan",
        "Anders",
        "Åsa",
        "Ingrid",
        "Maja",
        "Oskar",
    ),
    last=(
        "Andersson",
        "Johansson",
        "Karlsson",
        "Nilsson",
        "Eriksson",
        "Larsson",
        "Olsson",
        "Persson",
        "Svensson",
        "Gustafsson",
        "Lindqvist",
        "Bergström",
        "Sjöberg",
    ),
    words=(
        "myrstacken",
        "trollskogen",
        "ekorre",
        "fritids",
        "kottar",
        "blabar",
        "lingon",
        "snogubbe",
        "kanelbulle",
        "pippi",
        "emil",
        "hoppborg",
        "fotboll",
        "uppsala",
        "fyris",
        "sommarlov",
        "pepparkaka",
        "midsommar",
    ),
    pets=("sixten", "molly", "ludde", "sigge", "bamse", "selma", "nisse", "doris"),
    months=(
        "januari",
        "februari",
        "mars",
        "april",
        "maj",
        "juni",
        "juli",
        "augusti",
        "september",
        "oktober",
        "november",
        "december",
    ),
    phone="+46 70 ### ## ##",
    city=("Gottsunda", "Sävja", "Gränby", "Eriksberg", "Luthagen"),
)
reg = FAM.reg

reg(
    "fritidshem_swish_handel_p12_passphrase_node",
    ("betalning/<<org>>/swish.js", "lovfritids-anmalan/src/swish-<<n>>.js"),
    """// Swish Handel – betalning av utflykter och lovfritids (<<org>>, <<city>>)
const fs = require("fs");
const https = require("https");
const axios = require("axios");

const agent = new https.Agent({
  pfx: fs.readFileSync("./certs/Swish_Merchant_<<payee>>.p12"),
  passphrase: "<<cred>>",
  ca: fs.readFileSync("./certs/Swish_TLS_RootCA.pem"),
});

const client = axios.create({
  httpsAgent: agent,
  baseURL: "https://cpc.getswish.net/swish-cpcapi/api/v2",
});

async function skapaBetalning(id, belopp, meddelande) {
  return client.put(`/paymentrequests/${id}`, {
    payeePaymentReference: id.slice(0, 35),
    callbackUrl: "https://<<dom>>/swish/callback",
    payeeAlias: "<<payee>>",
    currency: "SEK",
    amount: belopp.toFixed(2),
    message: meddelande,
  });
}

module.exports = { skapaBetalning };
""",
    "human_dq",
    extra=lambda rng, s: {"payee": "123" + digits(rng, 7)},
)

reg(
    "fritidshem_fortnox_fakturering_toml",
    ("integration/<<org>>/fortnox.toml", "narvaro-export/config/fortnox-<<year>>.toml"),
    """# Integration närvaro -> Fortnox (fakturering av lovfritids och utflykter)
[fortnox]
client_id = "<<cid>>"
client_secret = "<<cred>>"
redirect_uri = "https://<<dom>>/fortnox/callback"
scopes = ["invoice", "customer", "article"]

[narvaro]
export_dir = "/srv/<<org>>/narvaro"
avgift_lovdag = 150
momsfri = true
""",
    "alnum:10",
    extra=lambda rng, s: {"cid": alnum(rng, 12)},
)

reg(
    "fritidshem_46elks_sms_vardnadshavare_php",
    ("sms/<<org>>/skicka_sms.php", "intranet/fritids/46elks_<<n>>.php"),
    """<?php
// SMS till vårdnadshavare vid sjukdom, stängning eller utflykt (46elks)
$username = '<<elks_user>>';
$password = '<<cred>>';

function skicka_sms(string $till, string $text): ?array
{
    global $username, $password;
    $ch = curl_init('https://api.46elks.com/a1/sms');
    curl_setopt_array($ch, [
        CURLOPT_USERPWD => $username . ':' . $password,
        CURLOPT_POST => true,
        CURLOPT_POSTFIELDS => http_build_query(['from' => 'Fritids', 'to' => $till, 'message' => $text]),
        CURLOPT_RETURNTRANSFER => true,
    ]);
    $svar = curl_exec($ch);
    curl_close($ch);
    return json_decode($svar, true);
}
""",
    "HEX:32",
    extra=lambda rng, s: {"elks_user": "u" + hexs(rng, 32)},
)

reg(
    "fritidshem_personalmote_anteckning_losenord",
    (
        "anteckningar/Personalmöte <<d>>-<<mo>>.txt",
        "icloud-export/<<org>>/Anteckningar/personalmote_<<nn>>.txt",
    ),
    """Personalmöte fritids <<d>>/<<mo>>

- Lovfritids v.<<nn>>: 34 anmälda barn, 2 med specialkost
- Utflykt till Fyrishov torsdag, ta med reflexvästar
- Nya iPads till <<org>>-avdelningen
    Apple-ID: fritids.<<org>>@<<dom>>
    lösenord: <<cred>>
- <<first>> har hand om närvaroappen denna vecka
- Brandövning nästa tisdag 14.15
""",
)

reg(
    "fritidshem_schemasync_skolplattform_ini",
    ("C/ProgramData/<<org>>/schemasync.ini", "verktyg/schemasync/<<org>>.ini"),
    """; Synkar schema och närvaro från skolplattformen till fritidshemmets närvaroapp
[kalla]
url = https://skolplattform.uppsala.se/api/v2
kommunkod = 0380
klient_id = fritids-<<org>>

[databas]
server = <<ip>>\\SQLEXPRESS
databas = Narvaro
anvandare = sync_fritids
losenord = <<cred>>

[logg]
fil = C:\\ProgramData\\<<org>>\\sync.log
niva = INFO
""",
    "pw",
    syntax="ini",
)

reg(
    "fritidshem_mejl_it_tillfalligt_losenord",
    ("mejl/<<org>>/Ditt konto i närvaroappen.eml", "inkorg/fritids_<<nnn>>.eml"),
    """From: IT-support Utbildning <itsupport@<<dom>>>
To: <<email>>
Subject: =?utf-8?q?Ditt_konto_i_n=C3=A4rvaroappen?=
Date: <<d>> <<mon>> <<year>> <<hh>>:<<mi>>:<<ss>> +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Hej <<first>>!

Du har nu ett konto i närvaroappen för fritidshemmet <<org>>.

Användarnamn: <<user>>
Tillfälligt lösenord: <<cred>>

Logga in på surfplattan vid incheckningen. Byt lösenord första gången du loggar in.

Vänliga hälsningar
<<first2>> <<last2>>, IT-support
""",
)

reg(
    "fritidshem_jamf_school_ipads_bash",
    ("scripts/<<org>>/tilldela_ipads.sh", "mdm/jamf_school_<<n>>.sh"),
    """#!/bin/bash
# Tilldela iPads till fritidsgrupper i Jamf School
set -e
NETWORK_ID="<<netid>>"
API_KEY="<<cred>>"
BASE="https://<<org>>.jamfcloud.com/api"

serial="$1"
grupp="$2"
curl -s -u "${NETWORK_ID}:${API_KEY}" -H "X-Server-Protocol-Version: 3" "${BASE}/devices?serialnumber=${serial}" | jq '.devices[0].UDID'
curl -s -u "${NETWORK_ID}:${API_KEY}" -X PUT -H "X-Server-Protocol-Version: 3" -d "{\\"deviceGroups\\":[\\"${grupp}\\"]}" "${BASE}/devices/${serial}/details"
""",
    "udig:32",
    extra=lambda rng, s: {"netid": digits(rng, 8)},
)

reg(
    "fritidshem_narvaro_excel_makro_vba_adodb",
    ("excel/<<org>>/Narvaro.bas", "makron/narvaro_<<year>>.bas"),
    """Attribute VB_Name = "Narvaro"
' Hämtar dagens närvaro från SQL Server till bladet "Idag"
Option Explicit

Public Sub HamtaNarvaro()
    Dim cn As Object, rs As Object
    Set cn = CreateObject("ADODB.Connection")
    cn.Open "Provider=SQLOLEDB;Data Source=<<ip>>\\SQLEXPRESS;Initial Catalog=Narvaro;User ID=fritids_excel;Password=<<cred>>;"
    Set rs = cn.Execute("SELECT Namn, Grupp, Incheckad, Hamtas FROM dbo.DagensNarvaro WHERE Avdelning = '" & Range("B1").Value & "'")
    Sheets("Idag").Range("A3").CopyFromRecordset rs
    rs.Close
    cn.Close
End Sub
""",
    "pw",
)
