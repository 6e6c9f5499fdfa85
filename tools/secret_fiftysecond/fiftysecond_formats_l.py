# ruff: noqa: E501
"""Family l: a malaria field research station near Kilifi (Kenya): ODK data collection,
insectary loggers, DHIS2 uploads, M-Pesa participant reimbursements, SMS; Swahili and
English."""

from __future__ import annotations

import base64
import json
import zlib

from fiftysecond_spec import Fam, hexs

F = Fam(
    "kilifi_malaria_field_research",
    (
        ("mbuyunifield", "Mbuyuni Field Research Station"),
        ("mbuyunifield", "Kituo cha Utafiti Mbuyuni"),
    ),
    "or.ke",
    ("Wanjiru", "Otieno", "Amina", "Kamau", "Mwanaisha", "Baraka", "Neema", "Juma"),
    ("Mwangi", "Odhiambo", "Njoroge", "Kazungu", "Chengo", "Wambua", "Karisa", "Achieng"),
    ("mbuyu", "kilifi", "simba", "pwani", "mbu", "tembo", "malindi", "jambo", "baobab", "dawa"),
    ("Kilifi", "Malindi", "Mombasa", "Watamu"),
    ("wanjiru", "otieno", "amina", "kamau", "mwanaisha", "baraka", "neema", "juma"),
    ("mwangi", "odhiambo", "njoroge", "kazungu", "chengo", "wambua", "karisa", "achieng"),
    "+254",
)


def _odk(s) -> str:
    return s["enc"] + "\n"


def _odk_extra(rng, s) -> None:
    settings = {
        "general": {
            "server_url": f"https://odk.{s['dom']}/v1/key/x/projects/{s['n']}",
            "username": f"fw{s['n3']}",
            "password": s["cred"],
            "form_update_mode": "match_exactly",
            "autosend": "wifi_and_cellular",
        },
        "admin": {"change_server": False, "admin_pw": ""},
        "project": {"name": "Entomology household survey", "icon": "🦟", "color": "#3e9fcc"},
    }
    s["enc"] = base64.b64encode(zlib.compress(json.dumps(settings).encode())).decode()


F.reg(
    "kilifi_odk_collect_settings_qr_zlib_base64",
    ("field/odk/settings_fw<<n3>>.txt", "Documents/ODK/qr_payload_<<n>>.txt"),
    _odk,
    "pw_json",
    syntax="",
    extra=_odk_extra,
    decode=lambda t: json.loads(zlib.decompress(base64.b64decode(t.strip())))["general"][
        "password"
    ],
)

F.reg(
    "kilifi_whatsapp_kiswahili_nenosiri_tablet_shambani",
    ("WhatsApp Chat with Timu ya Shambani <<n>>.txt", "Download/timu_shambani_<<n>>.txt"),
    """<<dmys>>, <<hm>> - <<first2>>: Habari, tablet ya nyumba za <<city>> imefungwa, nenosiri ni nini?
<<dmys>>, <<hm>> - <<first>> <<last>>: Nenosiri la tablet ni <<cred>>
<<dmys>>, <<hm>> - <<first>> <<last>>: Usimpe mtu yeyote nje ya timu tafadhali
<<dmys>>, <<hm2>> - <<first2>>: Asante sana, imefunguka 🙏
""",
    "human",
)

F.reg(
    "kilifi_mpesa_daraja_b2c_consumer_secret_py",
    ("reimburse/mpesa_b2c.py", "home/<<user>>/stipends/daraja_<<n>>.py"),
    '''"""Participant transport reimbursements via M-Pesa B2C (Daraja API)."""
import base64

import requests

CONSUMER_KEY = "<<hexid>><<hexid>>Gk"
CONSUMER_SECRET = "<<cred>>"
SHORTCODE = "<<n6>>"


def access_token() -> str:
    auth = base64.b64encode(f"{CONSUMER_KEY}:{CONSUMER_SECRET}".encode()).decode()
    r = requests.get(
        "https://api.safaricom.co.ke/oauth/v1/generate?grant_type=client_credentials",
        headers={"Authorization": f"Basic {auth}"},
        timeout=30,
    )
    return r.json()["access_token"]
''',
    "p:mpesa",
)


def _at(rng, s) -> str:
    return "atsk_" + hexs(rng, 64)


F.reg(
    "kilifi_africastalking_sms_r_script_api_key",
    ("analysis/R/send_visit_reminders.R", "home/<<user>>/reminders/at_sms_<<n>>.R"),
    """# Visit reminders to cohort participants (Africa's Talking)
library(httr)
library(readr)

at_user <- "mbuyuni"
at_key  <- "<<cred>>"

due <- read_csv("data/visits_due_<<date>>.csv")
for (i in seq_len(nrow(due))) {
  POST("https://api.africastalking.com/version1/messaging",
       add_headers(apiKey = at_key, Accept = "application/json"),
       body = list(username = at_user, to = due$phone[i],
                   message = paste0("Habari ", due$name[i], ", kumbuka ziara yako kesho kituoni.")),
       encode = "form")
}
""",
    _at,
    syntax="",
)

F.reg(
    "kilifi_dhis2_upload_python_requests_auth_tuple",
    ("scripts/dhis2_push_aggregate.py", "home/<<user>>/dhis2/push_<<n>>.py"),
    '''"""Push monthly malaria RDT aggregates to the county DHIS2 instance."""
import csv

import requests

DHIS2 = "https://hiskenya.<<dom>>/api"
AUTH = ("mbuyuni_upload", "<<cred>>")


def push(path: str) -> None:
    with open(path, encoding="utf-8") as fh:
        values = [{"dataElement": r["de"], "period": r["pe"], "orgUnit": r["ou"], "value": r["v"]} for r in csv.DictReader(fh)]
    r = requests.post(f"{DHIS2}/dataValueSets", json={"dataValues": values}, auth=AUTH, timeout=60)
    print(r.status_code, r.json().get("importCount"))
''',
    "pw_dq",
)

F.reg(
    "kilifi_solar_victron_vrm_token_yaml_insectary",
    ("insectary/monitor/config.yaml", "opt/station-monitor/vrm_<<n>>.yaml"),
    """# Insectary power + climate monitor
station: mbuyuni-insectary
vrm:
  installation_id: <<n6>>
  token: "<<cred>>"
  poll_minutes: 5
climate:
  logger: /dev/ttyUSB0
  target_temp_c: 27.0
  target_rh: 80
alerts:
  sms_to: ["<<phone>>"]
""",
    "hex:64",
)

F.reg(
    "kilifi_sms_export_swahili_nenosiri_jipya",
    ("Documents/sms_export_<<date>>.txt", "phone_backup/sms_<<n>>.txt"),
    """Kutoka: <<phone>> (<<first>> <<last>>)
Tarehe: <<dmys>> <<hm>>
Ujumbe: Nimebadilisha nenosiri la kompyuta ya maabara ya mbu. Jipya ni <<cred>>

Kwa: <<phone>>
Tarehe: <<dmys>> <<hm2>>
Ujumbe: Sawa, nimepokea. Asante
""",
    "human_x",
    syntax="",
)

F.reg(
    "kilifi_insectary_datalogger_ini_ftp_upload",
    ("C:/Logger/logger.ini", "Logger/insectary_<<n>>.ini"),
    """[Device]
Model=HOBO-MX2301
Interval=300
Sensors=T,RH

[Upload]
Protocol=FTP
Host=<<host>>
Port=21
User=logger<<n>>
Password=<<cred>>
RemoteDir=/insectary/<<year>>
""",
    "pw",
)
