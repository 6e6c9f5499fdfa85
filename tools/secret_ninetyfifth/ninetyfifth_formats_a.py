# ruff: noqa: E501
"""Family a: an inbound customer-support BPO in Cebu, the Philippines (Tagalog, Cebuano,
Taglish, English)."""

from __future__ import annotations

import base64

from ninetyfifth_spec import Fam, dec_basic

F = Fam(
    name="cebu_inbound_bpo_taglish",
    key="cebubpo",
    orgs=("tawagcebu", "sugbuserve", "lapuhelp"),
    tld="com.ph",
    first=(
        ("Maricel", "maricel"),
        ("Jovelyn", "jovelyn"),
        ("Rhea Mae", "rheamae"),
        ("Kristine", "kristine"),
        ("Jericho", "jericho"),
        ("Mark Anthony", "markanthony"),
        ("Joshua", "joshua"),
        ("Ailyn", "ailyn"),
    ),
    last=(
        ("Dela Cruz", "delacruz"),
        ("Villanueva", "villanueva"),
        ("Abellana", "abellana"),
        ("Cabahug", "cabahug"),
        ("Sarmiento", "sarmiento"),
        ("Ybañez", "ybanez"),
        ("Quiñones", "quinones"),
    ),
    words=(
        "mahal",
        "ganda",
        "kape",
        "ulan",
        "bituin",
        "lechon",
        "sinulog",
        "bayanihan",
        "gwapo",
        "amping",
        "lamia",
        "pangga",
        "puso",
        "balay",
        "dagat",
        "tuloy",
    ),
    pets=("bantay", "brownie", "whitey", "choco", "bruno", "tisay"),
    months=(
        "enero",
        "pebrero",
        "marso",
        "abril",
        "mayo",
        "hunyo",
        "hulyo",
        "agosto",
        "setyembre",
        "oktubre",
        "nobyembre",
        "disyembre",
    ),
    walks=("qwerty", "1qaz2wsx", "asdf1234", "qweasd"),
    sites=("cebu", "mandaue", "lapulapu", "itpark"),
    cc="63",
)

F.reg(
    "zoiper5_config_xml_sip_account",
    (
        "Users/<<fa>>/AppData/Roaming/Zoiper5/Config.xml",
        "agent_pcs/<<agent>>/Zoiper5/Config.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<options>
  <accounts>
    <account>
      <name><<ext>> - <<fa>> (inbound queue)</name>
      <protocol>SIP</protocol>
      <username><<ext>></username>
      <password><<cred>></password>
      <SIP_domain><<host>></SIP_domain>
      <SIP_transport_type>0</SIP_transport_type>
      <register_on_startup>1</register_on_startup>
      <caller_id><<orgc>> Support</caller_id>
    </account>
  </accounts>
  <audio><ringtone>default</ringtone><echo_cancellation>1</echo_cancellation></audio>
</options>
""",
    "pw_xml",
)

F.reg(
    "taglish_viber_gc_shared_zendesk_login",
    ("exports/viber/<<org>>_TL_GC_<<date>>.txt", "Documents/Viber/Team <<site>> night.txt"),
    """[<<mo>>/<<dd>>/<<yy>> <<h12>>:<<mi>> <<ampm>>] <<fn>>: Guys pasensya na, na-lock daw ulit yung shared account sa Zendesk 😩
[<<mo>>/<<dd>>/<<yy>> <<h12>>:<<mi>> <<ampm>>] <<fn2>>: Ano na po ang bagong pw? May queue na, 14 calls waiting
[<<mo>>/<<dd>>/<<yy>> <<h12>>:<<mi>> <<ampm>>] <<fn>>: user: support.tier1@<<dom>>
[<<mo>>/<<dd>>/<<yy>> <<h12>>:<<mi>> <<ampm>>] <<fn>>: pw: <<cred>>
[<<mo>>/<<dd>>/<<yy>> <<h12>>:<<mi>> <<ampm>>] <<fn>>: wag na i-share sa labas ng GC ha, salamat. Amping mo tanan 🙏
[<<mo>>/<<dd>>/<<yy>> <<h12>>:<<mi>> <<ampm>>] <<fn2>>: Noted TL! Naka-login na 👍
""",
    "human",
)

F.reg(
    "zendesk_ticket_export_python_api_token",
    ("scripts/zendesk_export_<<site>>.py", "reports/daily_csat/pull_tickets.py"),
    '''"""Pull yesterday's solved tickets for the CSAT report (<<orgc>> inbound, <<site>> site)."""

import csv
import datetime as dt

import requests

SUBDOMAIN = "<<org>>support"
EMAIL = "<<email>>"
API_TOKEN = "<<cred>>"


def solved_since(day: dt.date):
    url = f"https://{SUBDOMAIN}.zendesk.com/api/v2/search.json"
    q = f"type:ticket status:solved solved>={day.isoformat()}"
    r = requests.get(url, params={"query": q}, auth=(f"{EMAIL}/token", API_TOKEN), timeout=30)
    r.raise_for_status()
    return r.json()["results"]


if __name__ == "__main__":
    rows = solved_since(dt.date.today() - dt.timedelta(days=1))
    with open("solved.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["id", "subject", "assignee_id"])
        for t in rows:
            w.writerow([t["id"], t["subject"], t["assignee_id"]])
''',
    "p:zendesk",
)

F.reg(
    "shift_handover_notes_md_wallboard_admin",
    ("handover/<<date>>_graveyard.md", "wiki/endorsement/<<site>>_<<date>>.md"),
    """# Shift endorsement — <<site>> graveyard (<<dmy>>)

**Outgoing TL:** <<fn>> <<ln>>
**Incoming TL:** <<fn2>> <<ln2>>

## Queue status
- AHT 6:41, SL 78% (below target, dahil sa outage ng client portal 1:00–2:30 AM)
- 3 escalations naiwan sa Tier 2, ticket #<<ticket>> follow-up bago mag 9AM

## Wallboard
Na-restart ko yung wallboard PC sa floor (yung TV sa may pantry). Kung mag-logout ulit:
- URL: http://<<ip>>:8080/wallboard
- admin / <<cred>>
Huwag baguhin yung layout, si <<fa2>> lang may alam.

## Others
- Headset #<<n>> sira ang mic, na-report na sa IT.
- Coffee machine wala pa ring tubig 😅
""",
    "human",
)

F.reg(
    "cebuano_sms_backup_xml_reply_only",
    ("SMSBackupRestore/sms-<<date>><<hh>><<mi>>.xml", "phone_backup/<<fa>>/sms-<<date>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<sha1>>" backup_date="<<ms>>" type="full">
  <sms protocol="0" address="<<phone>>" date="<<ms>>" type="1" subject="null" body="Day unsa na ang pw sa Avaya one-X nimo? Naa koy sub sa imong station karong gabii" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<ms>>" sub_id="1" readable_date="<<dmy>> <<time>>" contact_name="<<fn2>>" />
  <sms protocol="0" address="<<phone>>" date="<<ms>>" type="2" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<time>>" contact_name="<<fn2>>" />
  <sms protocol="0" address="<<phone>>" date="<<ms>>" type="1" subject="null" body="Salamat day! Amping" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<ms>>" sub_id="1" readable_date="<<dmy>> <<time>>" contact_name="<<fn2>>" />
</smses>
""",
    "human_x",
)

F.reg(
    "freepbx_ami_manager_custom_conf",
    ("etc/asterisk/manager_custom.conf", "pbx_backup/<<site>>/asterisk/manager_custom.conf"),
    """;
; manager_custom.conf — extra AMI users for the <<site>> floor
; wallboard + call recording exporter (set up by <<fa>>, <<date>>)
;
[wallboard]
secret = <<cred>>
deny=0.0.0.0/0.0.0.0
permit=<<ip>>/255.255.255.0
read = system,call,agent,user,reporting
write = system,call,agent
writetimeout = 5000

[recexport]
secret = ${AMI_RECEXPORT_SECRET}
deny=0.0.0.0/0.0.0.0
permit=127.0.0.1/255.255.255.255
read = cdr,reporting
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "agent_roster_csv_temp_pw_column",
    ("roster/new_hires_wave<<n>>.csv", "HR/onboarding/<<site>>_batch_<<date>>.csv"),
    """Agent ID,Pangalan,Apelyido,Team,LOB,Salesforce user,Temp PW,Start
<<agent>>,<<fn>>,<<ln>>,Team <<site>>,Billing,<<user>>@<<dom>>,<<cred>>,<<dmy>>
AG<<ext>>,<<fn2>>,<<ln2>>,Team <<site>>,Billing,<<user2>>@<<dom>>,(reset by IT),<<dmy>>
""",
    "human",
)


def _basic(rng, s):
    user = f"svc_payroll_{s['site']}"
    return {"svc": user, "enc": base64.b64encode(f"{user}:{s['cred']}".encode()).decode()}


F.reg(
    "payroll_portal_basic_auth_powershell",
    ("scripts/Get-Timesheets.ps1", "it/automation/<<site>>/pull_dtr.ps1"),
    """# Pull daily time records from the payroll portal for <<orgc>> <<site>>
# ran by Task Scheduler every 06:00 — ask <<fa>> before editing
$ErrorActionPreference = "Stop"
$base = "https://payroll.<<dom>>/api/v1"
$headers = @{
    "Authorization" = "Basic <<enc>>"
    "Accept"        = "application/json"
}
$today = Get-Date -Format "yyyy-MM-dd"
$dtr = Invoke-RestMethod -Uri "$base/dtr?date=$today&site=<<site>>" -Headers $headers -Method Get
$dtr.records | Export-Csv -Path "\\\\fs01\\hr\\dtr\\$today.csv" -NoTypeInformation -Encoding UTF8
Write-Host "Saved $($dtr.records.Count) records"
""",
    "human_x",
    syntax="",
    extra=_basic,
    decode=dec_basic,
)
