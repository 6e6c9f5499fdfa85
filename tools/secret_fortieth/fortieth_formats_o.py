"""Family o: herring smokehouses (røgerier) of Bornholm (Denmark): smoking ovens, a
webshop, accounting with e-conomic and summer staff."""

import base64

from fortieth_spec import Family, after

F = Family(
    "bornholm_herring_rogeri",
    ("bornholm-rogeri-gudhjem",),
    "dk",
    ("Mette", "Jesper", "Kirsten", "Lars", "Pernille", "Henrik", "Signe", "Mads"),
    ("Kofoed", "Ipsen", "Hansen", "Madsen", "Mortensen", "Sonne", "Holm", "Munch"),
    (
        "sild",
        "rogeri",
        "gudhjem",
        "svaneke",
        "bornholm",
        "hammershus",
        "solskin",
        "rundkirke",
        "allinge",
        "klippe",
        "skorsten",
        "elletrae",
    ),
)

F.reg(
    "herring_danish_email_adgangskode_revisor",
    ("mail/<<ymd>>_revisor.eml", "Mail/Sendt/<<num>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Adgang til regnskabet
Date: <<rfc>> +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Hej <<first2>>,

Her er adgangen til vores regnskabsprogram, så du kan lave årsafslutningen
for røgeriet:

Brugernavn: <<email>>
Adgangskode: <<cred>>

Bilagene for sommersæsonen ligger i mappen "<<year>> bilag".

Venlig hilsen
<<first>>
""",
    "human",
)

F.reg(
    "herring_rogovn_esphome_api_encryption_key",
    ("esphome/rogovn-<<n>>.yaml", "config/esphome/ovn_<<nn>>.yaml"),
    """esphome:
  name: rogovn-<<n>>
  friendly_name: Røgovn <<n>>

esp32:
  board: esp32dev

wifi:
  ssid: Rogeri-IoT

api:
  encryption:
    key: "<<cred>>"

sensor:
  - platform: max6675
    name: "Temperatur ovn <<n>>"
    cs_pin: GPIO5
    update_interval: 15s
""",
    "b64:32",
)

F.reg(
    "herring_webshop_mobilepay_subscription_key_csharp",
    ("Webshop/Payments/MobilePayClient.cs", "src/Rogeri.Shop/Pay<<nn>>.cs"),
    """using System.Net.Http;
using System.Net.Http.Json;

namespace Rogeri.Shop.Payments;

public class MobilePayClient
{
    private readonly HttpClient _client = new() { BaseAddress = new Uri("https://api.vipps.no/") };

    public MobilePayClient()
    {
        _client.DefaultRequestHeaders.Add("Ocp-Apim-Subscription-Key", "<<cred>>");
        _client.DefaultRequestHeaders.Add("Merchant-Serial-Number", "<<big>>");
        _client.DefaultRequestHeaders.Add("Vipps-System-Name", "rogeri-webshop");
    }

    public Task<HttpResponseMessage> CreatePayment(object body) =>
        _client.PostAsJsonAsync("epayment/v1/payments", body);
}
""",
    "hex:32",
)

F.reg(
    "herring_danish_sms_kode_reply_bare",
    ("sms/<<ymd>>_<<num>>.txt", "Telefon/Beskeder/<<first>>_<<num>>.txt"),
    """Fra: +45 <<nn>> <<nn>> <<nn>> <<nn>>
<<dmy>> <<time>>
Hej! Hvad er koden til kasseapparatet i boden? Der står en bus turister 😅

Til: +45 <<nn>> <<nn>> <<nn>> <<nn>>
<<dmy>> <<time2>>
<<cred>>
""",
    "human",
)

F.reg(
    "herring_economic_app_secret_token_json",
    ("integration/economic.json", "config/regnskab-<<nn>>.json"),
    """{
  "economic": {
    "baseUrl": "https://restapi.e-conomic.com",
    "appSecretToken": "<<cred>>",
    "agreements": [
      {"name": "<<org_cap>>", "grantTokenRef": "env:ECONOMIC_GRANT_<<num>>"}
    ]
  },
  "shop": {"currency": "DKK", "vatRate": 0.25}
}
""",
    "alnum:43",
)

F.reg(
    "herring_fryser_alarm_twilio_auth_token_php",
    ("alarm/fryser.php", "scripts/fryser_alarm_<<nn>>.php"),
    """<?php
// Alarm-SMS når fryseren til sild går over -18 grader
require __DIR__ . '/vendor/autoload.php';

$sid = 'AC<<hex32>>';
$token = '<<cred>>';
$twilio = new Twilio\\Rest\\Client($sid, $token);

$temp = (float) file_get_contents('/run/fryser/temp');
if ($temp > -18.0) {
    $twilio->messages->create('+45<<nn>><<nn>><<nn>><<nn>>', [
        'from' => '+4578<<num>><<nn>>',
        'body' => sprintf('Fryser: %.1f grader! Tjek døren.', $temp),
    ]);
}
""",
    "hex:32",
)


def _enc_2047(value: str, c: dict) -> str:
    return base64.b64encode(f"Ny adgangskode til kasseapparatet: {value}".encode()).decode()


def _dec_2047(text: str) -> str:
    token = after("Subject: =?UTF-8?B?", text, r"\?=")
    return base64.b64decode(token).decode().split(": ", 1)[1]


F.reg(
    "herring_rfc2047_base64_subject_adgangskode",
    ("mail/<<ymd>>_kasse.eml", "Mail/Indbakke/<<num>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: =?UTF-8?B?<<cred>>?=
Date: <<rfc>> +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Se emnefeltet. Skift den ikke før efter sæsonen.

/<<first>>
""",
    "pw",
    syntax="",
    decode=_dec_2047,
    enc=_enc_2047,
)

F.reg(
    "herring_accounting_pgpass_line",
    ("home/<<user>>/.pgpass", "root/.pgpass"),
    """# regnskab (eksport til revisor)
<<host>>:5432:regnskab:<<user>>:<<cred>>
""",
    "pw",
    syntax="",
)
