"""Family n: a transcriptionist in Lautoka, Fiji (English, Fijian, Fiji Hindi)."""

# ruff: noqa: E501

from __future__ import annotations

from ninetyfourth_spec import Fam, prov

LAUTOKA = Fam(
    name="lautoka_transcriptionist",
    orgs=("vosasigna", "bulascribe", "sugarcitytext", "vanuatype"),
    tld="com.fj",
    first=(
        ("Mere", "mere"),
        ("Jone", "jone"),
        ("Salote", "salote"),
        ("Viliame", "viliame"),
        ("Anjali", "anjali"),
        ("Ravinesh", "ravinesh"),
        ("Losana", "losana"),
        ("Sanjay", "sanjay"),
    ),
    last=(
        ("Naivalu", "naivalu"),
        ("Prasad", "prasad"),
        ("Rokoduru", "rokoduru"),
        ("Vunibola", "vunibola"),
        ("Naidu", "naidu"),
        ("Delai", "delai"),
    ),
    words=(
        "bula",
        "vinaka",
        "sugarcity",
        "yaqona",
        "lovo",
        "drua",
        "vanua",
        "moce",
        "dalo",
        "sigatoka",
        "viseisei",
        "kokoda",
    ),
    pets=("lucky", "blacky", "rocky", "bingo", "snowy", "kuro"),
    cc="+679",
    city="Lautoka",
)
F = LAUTOKA.reg

F(
    "lautoka_filezilla_sitemanager_plain_xml",
    ("AppData/Roaming/FileZilla/sitemanager.xml", "backup/filezilla_<<n>>/sitemanager.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.24.0" platform="windows">
    <Servers>
        <Server>
            <Host><<host>></Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <Type>0</Type>
            <User><<login>></User>
            <Pass><<cred>></Pass>
            <Logontype>1</Logontype>
            <Name><<org>> audio drop</Name>
            <LocalDir>C:\\Users\\<<login>>\\Documents\\Audio</LocalDir>
            <RemoteDir>1 0 8 incoming</RemoteDir>
        </Server>
    </Servers>
</FileZilla3>
""",
    "pw_xml",
)

F(
    "lautoka_fijian_messenger_text_reply_only",
    ("Documents/chat_<<cfn>>_<<n>>.txt", "notes/messenger_<<dd>><<mm>>.txt"),
    """<<cfnc>> <<clnc>>
Bula <<fnc>>! Au sa vakauta na audio ni sere ki na Dropbox. Password ni Dropbox?
<<time>>

<<fnc>> <<lnc>>
<<cred>>
<<time2>>

<<cfnc>> <<clnc>>
Vinaka vakalevu 🙏
<<time2>>
""",
    "human",
)

F(
    "lautoka_rev_api_user_key_py",
    ("tools/rev_jobs_<<n>>.py", "scripts/<<org>>_rev_sync.py"),
    '''"""Pull finished Rev jobs so I can do the verbatim QA pass."""

import requests

REV_CLIENT_KEY = "<<ckey>>"
REV_USER_KEY = "<<cred>>"
HEADERS = {"Authorization": f"Rev {REV_CLIENT_KEY}:{REV_USER_KEY}"}


def completed_orders():
    r = requests.get("https://www.rev.com/api/v1/orders", headers=HEADERS, timeout=30)
    r.raise_for_status()
    return [o for o in r.json()["orders"] if o["status"] == "Complete"]
''',
    "p:rev_user",
    extra=lambda r, s: {"ckey": prov(r, "rev_user")},
)

F(
    "lautoka_fiji_hindi_sms_backup_xml",
    ("SMSBackup/sms-<<date>>-<<n>>.xml", "phone/sms_<<nn>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<uuid>>" backup_date="<<ts>>000" type="full">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" subject="null" body="Didi, hamar laptop me TranscribeMe ke login nahi chalat. password kon rahe?" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<ts>>000" sub_id="1" readable_date="<<dmy>> <<time>>" contact_name="<<cfnc>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>400" type="2" subject="null" body="<<gmail>> aur password <<cred>> . kisiko mat batana" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<time2>>" contact_name="<<cfnc>>" />
  <sms protocol="0" address="MPAiSA" date="<<ts>>900" type="1" subject="null" body="You have received FJD 182.40. Ref <<nn>>. Thank you for using M-PAiSA" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<time2>>" contact_name="(Unknown)" />
</smses>
""",
    "human_x",
)

F(
    "lautoka_otter_login_email_english",
    ("mail/otter_<<nn>>.eml", "Documents/emails/<<cfn>>_otter_<<n>>.eml"),
    """From: <<cfnc>> <<clnc>> <<<cmail>>>
To: <<fnc>> <<lnc>> <<<gmail>>>
Subject: Board meeting recordings + Otter login
Date: Fri, <<dd>> Mar <<year>> <<time>>:<<sec>> +1200
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"

Bula <<fnc>>,

The board meeting audio (3 files, about 2h40m) is in our Otter workspace. Please clean up the
auto transcript, fix the speaker labels (Fijian names!) and export as DOCX.

Login: <<cmail>>
Password: <<cred>>

Invoice us in FJD via Wise as usual. Vinaka!
<<cfnc>>
""",
    "human",
    syntax="",
)

F(
    "lautoka_teamviewer_foot_pedal_pc_note_txt",
    ("Desktop/remote <<cfn>>.txt", "Desktop/tv_<<n>>.txt"),
    """office PC (foot pedal + Express Scribe)
TeamViewer ID 1 <<nn>> <<nn>> <<n>>
<<cred>>
""",
    "human_x",
)

F(
    "lautoka_assemblyai_batch_script_sh",
    ("bin/first_pass_<<n>>.sh", "home/<<login>>/transcribe.sh"),
    """#!/bin/sh
# first-pass ASR before I do the human edit
API_KEY="<<cred>>"
for f in "$@"; do
  URL=$(curl -s -H "authorization: $API_KEY" --data-binary @"$f" https://api.assemblyai.com/v2/upload | jq -r .upload_url)
  curl -s -H "authorization: $API_KEY" -H "content-type: application/json" \\
    -d "{\\"audio_url\\": \\"$URL\\", \\"speaker_labels\\": true}" https://api.assemblyai.com/v2/transcript | jq -r .id >> jobs.txt
done
""",
    "p:assemblyai",
    syntax="",
)

F(
    "lautoka_vodafone_router_wlan_backup_cfg",
    ("router/backup_<<date>>.cfg", "Documents/huawei_b315_<<n>>.cfg"),
    """# Huawei B315 (Vodafone Fiji 4G) - exported config
[wlan]
ssid=Vodafone-<<fnc>>-<<nn>>
auth_mode=WPA2-PSK
encryption=AES
wpa_psk=<<cred>>
hidden=0
[lan]
ip=192.168.8.1
dhcp_start=192.168.8.100
""",
    "human_x",
    syntax="ini",
)
