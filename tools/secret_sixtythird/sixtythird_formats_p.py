# ruff: noqa: E501
"""Family p: a stone quarry with a crusher plant and weighbridge in Limpopo (South Africa)."""

from __future__ import annotations

from sixtythird_spec import Fam, jdump, jwt

F = Fam(
    "klipgroef_steengroewe_limpopo",
    ("klipkrans", "klipkrans"),
    "co.za",
    ("pieter", "annelie", "johan", "marietjie", "thabo", "riaan", "lerato", "hendrik"),
    (),
    ("botha", "vandermerwe", "pretorius", "nkosi", "venter", "mokoena", "steyn", "dutoit"),
    (
        "klip",
        "groef",
        "bosveld",
        "limpopo",
        "waterberg",
        "springbok",
        "braai",
        "boerewors",
        "vrystaat",
        "koedoe",
        "lekker",
        "jakkals",
        "rooibos",
        "doringboom",
        "polokwane",
        "tiptol",
    ),
    "27",
)

F.reg(
    "klipgroef_afrikaans_whatsapp_wagwoord_weegbrug",
    ("WhatsApp Chat with Weegbrug Span.txt", "wa/<<org>>_<<n>>.txt"),
    """<<dmys>>, <<time>> - <<cfirst>> <<clast>>: Môre oom, wat is die wagwoord vir die weegbrug rekenaar? Die trokke staan al in die ry
<<dmys>>, <<time>> - Oom Johan: gebruiker is weeg
<<dmys>>, <<time>> - Oom Johan: wagwoord <<cred>>
<<dmys>>, <<time>> - Oom Johan: en moenie dit op die muur skryf nie
<<dmys>>, <<time>> - <<cfirst>> <<clast>>: Reg so, dankie oom
""",
    "human",
)

F.reg(
    "klipgroef_weighbridge_appsettings_json_sql",
    ("C:/Weegbrug/appsettings_<<n>>.json", "weighbridge/<<org>>/appsettings.Production.json"),
    lambda s: jdump(
        {
            "ConnectionStrings": {
                "Weighbridge": f"Server={s['host']};Database=Weegbrug;User Id=weegbrug_app;Password={s['cred']};TrustServerCertificate=True"
            },
            "Scale": {"Port": "COM2", "BaudRate": 9600, "Indicator": "Zeltron"},
            "Logging": {"LogLevel": {"Default": "Warning"}},
        }
    ),
    "pw_xml",
)

F.reg(
    "klipgroef_mineral_permit_portal_email_afrikaans",
    ("Pos/permit_portaal_<<n>>.eml", "Outlook/<<org>>/<<nn>>.eml"),
    """From: <<cfirst>> <<clast>> <<<email>>>
To: kantoor@<<dom>>
Subject: Aanlyn portaal vir die mynpermit hernuwing
Date: Wed, <<d>> Jun <<year>> <<hms>> +0200
Message-ID: <<<msgid>>>
Content-Type: text/plain; charset=utf-8

Goeie dag Annelie,

Ek het die rekening op die departement se aanlyn portaal oopgemaak vir die hernuwing van die
mynpermit en die omgewingsbestuursprogram. Gebruik asseblief:

Gebruikersnaam: <<org>>.quarry
Wagwoord: <<cred>>

Die sperdatum is einde van die maand.
Groete
<<cfirst>>
""",
    "human",
)

F.reg(
    "klipgroef_fleet_telematics_requests_auth_python",
    ("scripts/vloot_uure_<<n>>.py", "<<org>>/telematics_pull.py"),
    '''"""Masjienure en brandstof van die laaiers en dumpers (telematika API)."""

import requests

USER = "<<org>>_api"
PASSWORD = "<<cred>>"

resp = requests.get(
    "https://fleetapi.telematics-za.co.za/rest/vehicles/status",
    auth=(USER, PASSWORD),
    timeout=60,
)
for v in resp.json()["data"]:
    print(v["registration"], v["engine_hours"], v["fuel_level"])
''',
    "pw_dq",
)

F.reg(
    "klipgroef_crusher_plc_oorhandiging_notas",
    ("Oorhandiging/breker_<<n>>.txt", "dokumente/<<org>>_breker_plc.txt"),
    """OORHANDIGING — BREKERAANLEG (<<dmy>>)
Primêre kakebeenbreker + 2x keëlbrekers, Allen-Bradley CompactLogix
PLC IP: <<ip>>   HMI PanelView: <<ip10>>
FactoryTalk gebruiker: ingenieur
Wagwoord: <<cred>>
Moenie die toevoerspoed bo 80% sit sonder om Hendrik te bel nie (<<phone>>).
""",
    "pw",
)

F.reg(
    "klipgroef_aggregate_shop_payfast_passphrase_php",
    ("webwinkel/config/payfast_<<n>>.php", "site/<<org>>/payfast.php"),
    """<?php
// aanlyn bestellings: klipstof, 19mm klip, G5
return [
    'merchant_id'  => '<<mid>>',
    'merchant_key' => '<<mkey>>',
    'passphrase'   => '<<cred>>',
    'return_url'   => 'https://winkel.<<dom>>/betaal/klaar',
    'notify_url'   => 'https://winkel.<<dom>>/betaal/itn',
    'sandbox'      => false,
];
""",
    "human",
    extra=lambda r, s: {"mid": F.draw(r, "digits:8", s), "mkey": F.draw(r, "lonum:13", s)},
)

F.reg(
    "klipgroef_dust_monitor_chirpstack_api_jwt_env",
    ("stofmonitor/.env", "deploy/<<org>>_<<n>>.env"),
    """# stofmonitors (PM10) om die groef -> ChirpStack -> verslae vir die omgewingsbeampte
CHIRPSTACK_URL=https://lora.<<dom>>:8080
CHIRPSTACK_API_TOKEN=<<cred>>
CHIRPSTACK_APP_ID=<<uuid>>
PM10_ALARM_UG=180
""",
    lambda r, s: jwt(
        r,
        {"aud": "chirpstack", "iss": "chirpstack", "sub": s["uuid"], "typ": "key"},
    ),
)

F.reg(
    "klipgroef_zsh_history_sshpass_blast_logger",
    ("home/<<first>>/.zsh_history", "laptop-<<org>>/<<n>>/.zsh_history"),
    """: 17<<nn>>00000:0;cd ~/skietwerk
: 17<<nn>>00050:0;sshpass -p '<<cred>>' scp pi@<<ip>>:/home/pi/seismo/*.csv ./vibrasie/
: 17<<nn>>00120:0;python3 plot_ppv.py vibrasie/
: 17<<nn>>00300:0;sshpass -p '<<cred>>' ssh pi@<<ip>> 'sudo reboot'
""",
    "pw_sq",
)
