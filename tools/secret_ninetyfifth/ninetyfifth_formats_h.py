"""Family h: a municipal utility's complaint line in Durban, South Africa (isiZulu,
Afrikaans, English)."""

from __future__ import annotations

from ninetyfifth_spec import Fam

F = Fam(
    name="durban_utility_complaint_line",
    key="dbnutil",
    orgs=("amanzilinks", "thekwinicare", "ugesiline"),
    tld="co.za",
    first=(
        ("Nomvula", "nomvula"),
        ("Sipho", "sipho"),
        ("Thandeka", "thandeka"),
        ("Bongani", "bongani"),
        ("Zanele", "zanele"),
        ("Pieter", "pieter"),
        ("Anri", "anri"),
        ("Sanele", "sanele"),
    ),
    last=(
        ("Dlamini", "dlamini"),
        ("Ngcobo", "ngcobo"),
        ("Mkhize", "mkhize"),
        ("Zulu", "zulu"),
        ("van der Merwe", "vandermerwe"),
        ("Naidoo", "naidoo"),
    ),
    words=(
        "ubuntu",
        "sawubona",
        "ngiyabonga",
        "amanzi",
        "ugesi",
        "sharks",
        "chiefs",
        "pirates",
        "bunny",
        "braai",
        "lekker",
        "howzit",
        "thekwini",
        "umhlanga",
        "bafana",
        "mzansi",
    ),
    pets=("jakkals", "bobo", "max", "shumba", "bella", "duke"),
    months=(
        "januarie",
        "februarie",
        "maart",
        "april",
        "mei",
        "junie",
        "julie",
        "augustus",
        "september",
        "oktober",
        "november",
        "desember",
    ),
    walks=("qwerty", "1qaz2wsx", "asdfgh", "qwe123"),
    sites=("durban", "pinetown", "umlazi", "phoenix"),
    cc="27",
)

F.reg(
    "zulu_whatsapp_iphasiwedi_sap_crm",
    ("WhatsApp Chat with Complaints Team <<site>>.txt", "exports/wa_complaints_<<date>>.txt"),
    """<<dmy>>, <<time>> - <<fn>>: Sanibonani bo 🙋🏾‍♀️ i-SAP CRM ayivuleki kimi namhlanje
<<dmy>>, <<time>> - <<fn2>>: Ngishintshe iphasiwedi ye-account ye-team ngoba ibi-expired
<<dmy>>, <<time>> - <<fn2>>: igama: crm.<<site>>  iphasiwedi: <<cred>>
<<dmy>>, <<time>> - <<fn>>: Ngiyabonga kakhulu! Kunama-call angu-40 ku-queue ngenxa ye-load shedding
<<dmy>>, <<time>> - <<fn2>>: Ningayithumeli kwabanye abantu, sizolishintsha ngoMsombuluko
""",
    "human",
)

F.reg(
    "afrikaans_email_wagwoord_prepaid_vending",
    ("mail/Inkassie/<<ts>>.eml", "outlook/<<fa>>/<<ts>>.eml"),
    """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<email>>
Subject: Toegang tot die voorafbetaalde elektrisiteit verkoopstelsel
Date: <<date>> <<time>> +0200
Content-Type: text/plain; charset="UTF-8"

Goeie dag <<fn>>,

Jou gebruiker op die prepaid vending-stelsel (vir token-herstel navrae) is geskep:

Gebruikersnaam: <<user>>
Wagwoord: <<cred>>

Die stelsel sal jou vra om die wagwoord binne 7 dae te verander. Moet asseblief nie
die wagwoord met kliënte op die oproep deel nie.

Groete
<<fn2>> <<ln2>>
IT Ondersteuning, <<orgc>>
""",
    "human",
    syntax="",
)

F.reg(
    "clickatell_outage_bulk_sms_python",
    ("outage_notify/send_sms.py", "scripts/<<site>>/clickatell_outage.py"),
    '''"""Notify customers in an outage area by SMS (Clickatell Platform API)."""

import sys

import requests

CLICKATELL_API_KEY = "<<cred>>"


def notify(numbers, area):
    text = (
        f"<<orgc>>: Unplanned water outage in {area}. Technicians are on site. "
        "Ref your complaint no. on 0800 <<ext>> <<ext2>>."
    )
    r = requests.post(
        "https://platform.clickatell.com/messages",
        headers={"Authorization": CLICKATELL_API_KEY, "Content-Type": "application/json"},
        json={"messages": [{"channel": "sms", "to": n, "content": text} for n in numbers]},
        timeout=30,
    )
    r.raise_for_status()


if __name__ == "__main__":
    notify(open(sys.argv[1]).read().split(), sys.argv[2])
''',
    "p:clickatell",
)

F.reg(
    "genesys_cloud_oauth_client_secret_py",
    ("wallboard/genesys_queues.py", "reporting/<<site>>/pull_queue_stats.py"),
    '''"""Queue observations for the complaints wallboard (Genesys Cloud, af-south-1)."""

import PureCloudPlatformClientV2 as gc

CLIENT_ID = "<<uuid2>>"
CLIENT_SECRET = "<<cred>>"

gc.configuration.host = gc.PureCloudRegionHosts.af_south_1.get_api_host()
api_client = gc.api_client.ApiClient().get_client_credentials_token(CLIENT_ID, CLIENT_SECRET)
analytics = gc.AnalyticsApi(api_client)

body = gc.QueueObservationQuery()
body.filter = {"type": "or", "predicates": [{"dimension": "queueId", "value": "<<uuid3>>"}]}
body.metrics = ["oWaiting", "oInteracting", "oOnQueueUsers"]
print(analytics.post_analytics_queues_observations_query(body))
''',
    "p:genesys",
    extra=lambda rng, s: {
        k: "-".join(
            "".join(rng.choice("0123456789abcdef") for _ in range(n)) for n in (8, 4, 4, 4, 12)
        )
        for k in ("uuid2", "uuid3")
    },
)

F.reg(
    "complaints_export_csv_semicolon_logins",
    ("exports/escalation_contacts_<<date>>.csv", "shared/<<site>>/municipal_portal_logins.csv"),
    """Depot;Kontak;Selfoon;Portaal gebruiker;Portaal wagwoord;Nota
<<site>> Water;<<fn>> <<ln>>;<<phone>>;<<user>>;<<cred>>;vir pyplek-eskalasies
<<site>> Elektrisiteit;<<fn2>> <<ln2>>;<<phone2>>;<<user2>>;(gebruik SSO);
""",
    "human",
    syntax="",
)

F.reg(
    "meter_head_end_docker_compose_yml",
    ("head-end/docker-compose.yml", "deploy/<<site>>/docker-compose.yaml"),
    """services:
  mdms-db:
    image: postgres:16
    restart: unless-stopped
    environment:
      POSTGRES_DB: mdms
      POSTGRES_USER: mdms
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - pgdata:/var/lib/postgresql/data
  complaints-api:
    image: registry.<<dom>>/complaints-api:2.4.1
    depends_on: [mdms-db]
    environment:
      DATABASE_URL: postgres://mdms@mdms-db:5432/mdms
      TZ: Africa/Johannesburg
    ports:
      - "8080:8080"
volumes:
  pgdata: {}
""",
    "pw_dq",
)

F.reg(
    "freeswitch_directory_user_xml_ivr",
    ("etc/freeswitch/directory/default/<<ext>>.xml", "fs/<<site>>/directory/<<ext>>.xml"),
    """<include>
  <user id="<<ext>>">
    <params>
      <param name="password" value="<<cred>>"/>
      <param name="vm-password" value="<<ext>>"/>
    </params>
    <variables>
      <variable name="toll_allow" value="domestic,local"/>
      <variable name="accountcode" value="<<ext>>"/>
      <variable name="user_context" value="complaints"/>
      <variable name="effective_caller_id_name" value="Complaints <<fa>>"/>
      <variable name="effective_caller_id_number" value="<<ext>>"/>
      <variable name="callgroup" value="complaints_<<site>>"/>
    </variables>
  </user>
</include>
""",
    "pw_xml",
)

F.reg(
    "eskomsepush_api_token_env",
    ("loadshedding-bot/.env", "services/<<site>>/ivr-announcer/.env"),
    """# IVR pre-announcement: "Your area is in load shedding stage X"
ESP_API_TOKEN=<<cred>>
ESP_AREA_IDS=ethekwini3-12-umhlanga,ethekwini2-5-pinetown
ANNOUNCE_WAV_DIR=/var/lib/freeswitch/sounds/announce
CHECK_EVERY_MIN=30
""",
    "p:eskomsepush",
    syntax="",
)
