# ruff: noqa: E501
"""Family f: coracle paddlers and makers on the river Teifi (Wales): Welsh, English."""

from __future__ import annotations

from fortysixth_spec import Fam, alnum, jdump

F = Fam(
    "coracle_teifi_paddlers",
    orgs=("cwrwglteifi", "cenarthcoracle", "cilgerran", "rhwydteifi"),
    tld="cymru",
    first=(
        "Dafydd",
        "Angharad",
        "Gwilym",
        "Siân",
        "Rhodri",
        "Eleri",
        "Ifan",
        "Megan",
        "Gethin",
        "Nia",
    ),
    last=(
        "Elias",
        "Jones",
        "Rees",
        "Thomas",
        "Morgan",
        "Davies",
        "Llewelyn",
        "Pritchard",
        "Griffiths",
        "Bowen",
    ),
    words=(
        "cwrwgl",
        "teifi",
        "cenarth",
        "rhwyd",
        "eog",
        "sewin",
        "helyg",
        "cyll",
        "afon",
        "pysgod",
        "cymru",
        "draig",
    ),
    cc="+44",
    pets=("mot", "cadi", "pero", "bryn", "tedi"),
)

F.reg(
    "coracle_welsh_signal_cyfrinair_aelodaeth",
    ("signal/sgwrs_<<first_a>>_<<n>>.txt", "Dogfennau/signal-pwyllgor-<<n>>.txt"),
    """[<<date_sl>> <<time>>] <<first>> <<last>>: Bore da! Oes rhywun yn cofio'r cyfrinair i'r system aelodaeth?
[<<date_sl>> <<time>>] Megan Rees: Ydw - defnyddiwr: <<user>>
[<<date_sl>> <<time>>] Megan Rees: cyfrinair: <<cred>>
[<<date_sl>> <<time>>] <<first>> <<last>>: Diolch yn fawr! Ras y cwryglau dydd Sadwrn yng Nghilgerran 🛶
[<<date_sl>> <<time>>] Megan Rees: Paid a'i rannu ar Facebook plis 😅
""",
    "human",
    syntax="",
)

F.reg(
    "coracle_river_level_mosquitto_bridge_conf",
    ("etc/mosquitto/conf.d/bridge-<<n>>.conf", "mosquitto/<<org>>-bridge.conf"),
    """# River Teifi level gauge at Cenarth -> club broker
connection teifi-bridge
address mqtt.<<dom>>:8883
bridge_protocol_version mqttv311
bridge_insecure false
bridge_cafile /etc/ssl/certs/ca-certificates.crt
remote_clientid gauge-cenarth-<<n>>
remote_username gauge_cenarth
remote_password <<cred>>
topic afon/teifi/# out 1
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "coracle_museum_eventbrite_private_token_py",
    ("scripts/eventbrite_bookings.py", "museum/<<org>>/sync_eventbrite.py"),
    '''"""Pull coracle-making workshop bookings from Eventbrite into the museum sheet."""

import requests

EVENTBRITE_TOKEN = "<<cred>>"
ORG_ID = "<<n>>8812044<<n>>"


def bookings(event_id: str) -> list[dict]:
    r = requests.get(
        f"https://www.eventbriteapi.com/v3/events/{event_id}/attendees/",
        headers={"Authorization": f"Bearer {EVENTBRITE_TOKEN}"},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["attendees"]
''',
    lambda rng, s: alnum(rng, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"),
)

F.reg(
    "coracle_welsh_email_cyfrinair_cyngor_grant",
    ("post/<<date>>-porth-grantiau.eml", "ebost/grant-<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: ysgrifennydd@<<dom>>
Subject: Mynediad i borth grantiau'r cyngor
Date: Thu, <<n>> Jan <<year>> 16:42:09 +0000
Content-Type: text/plain; charset=UTF-8

Shwmae,

Dyma'r manylion mewngofnodi i borth grantiau Cyngor Sir Ceredigion ar gyfer
y cais am y cwryglau newydd:

Enw defnyddiwr: <<user>>
Cyfrinair: <<cred>>

Mae angen cyflwyno'r cais erbyn diwedd y mis.

Diolch,
<<first>>
""",
    "pw",
    syntax="",
)

F.reg(
    "coracle_volunteers_apps_script_airtable_pat",
    ("apps-script/<<org>>/Code.gs", "gwirfoddolwyr/Code-<<n>>.gs"),
    """// Volunteer rota: copies Airtable rows into the coracle club sheet every morning
const AIRTABLE_PAT = '<<cred>>';
const BASE_ID = 'app<<hx>>Xy<<n>>';

function syncRota() {
  const res = UrlFetchApp.fetch(`https://api.airtable.com/v0/${BASE_ID}/Rota?view=Grid`, {
    headers: { Authorization: 'Bearer ' + AIRTABLE_PAT },
  });
  const rows = JSON.parse(res.getContentText()).records;
  const sheet = SpreadsheetApp.getActive().getSheetByName('Rota');
  rows.forEach((r, i) => sheet.getRange(i + 2, 1, 1, 2).setValues([[r.fields.Name, r.fields.Date]]));
}
""",
    "p:airtable",
    syntax="",
)

F.reg(
    "coracle_grants_app_dotnet_user_secrets_json",
    (
        "Users/<<first_a>>/AppData/Roaming/Microsoft/UserSecrets/<<id>>/secrets.json",
        "home/<<first_a>>/.microsoft/usersecrets/<<id>>/secrets.json",
    ),
    lambda s: jdump(
        {
            "ConnectionStrings:Grants": f"Server={s['host']};Database=Grantiau;User Id=grants_app;Password={s['cred']};TrustServerCertificate=True",
            "Smtp:Host": f"smtp.{s['dom']}",
            "Smtp:User": s["email2"],
        }
    ),
    "pw_json",
)

F.reg(
    "coracle_shed_notebook_ocr_cyfrinair",
    ("sganiau/llyfr_sied_<<n>>.txt", "ocr/shed_book_p<<n>>.txt"),
    """SIED Y CWRYGLAU - nodiadau
  helyg wedi'u torri: 40 bwndel
  tar: 2 dun

  cyfrifiadur y siop
  defnyddiwr  siop
  cyfrinair
  <<cred>>

  (peidiwch a newid heb ddweud wrth <<first>>)
""",
    "human_x",
    syntax="",
)

F.reg(
    "coracle_archive_restic_env_file",
    ("etc/restic/archif.env", "home/<<first_a>>/.config/restic/<<org>>.env"),
    """export RESTIC_REPOSITORY=s3:https://s3.eu-west-2.amazonaws.com/<<org>>-archif
export RESTIC_PASSWORD='<<cred>>'
export AWS_ACCESS_KEY_ID=AKIA<<akid>>
export AWS_DEFAULT_REGION=eu-west-2
""",
    "pw_sq",
    syntax="",
    extra=lambda rng, s: {"akid": alnum(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")},
)
