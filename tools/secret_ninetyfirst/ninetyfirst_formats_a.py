# ruff: noqa: E501
"""Family a: a city museum in Tbilisi, Georgia (Georgian script, CollectiveAccess, go2rtc
in front of Hikvision showcase cameras, Bank of Georgia iPay ticket kiosk, HOBOlink climate
loggers, restic backups of the NAS)."""

from __future__ import annotations

from ninetyfirst_spec import Fam

FAM = Fam(
    name="narikala_city_museum_georgia",
    orgs=("narikalamuzeumi", "dzveliubani", "tbilisimuseum"),
    titles=("თბილისის ისტორიის მუზეუმი", "ნარიყალას საქალაქო მუზეუმი", "ძველი უბნის მუზეუმი"),
    tld="ge",
    first=(
        ("ნინო", "nino"),
        ("გიორგი", "giorgi"),
        ("თამარ", "tamar"),
        ("ლევან", "levan"),
        ("მარიამ", "mariam"),
        ("დავით", "davit"),
        ("ეკა", "eka"),
        ("ნიკა", "nika"),
        ("სალომე", "salome"),
        ("ირაკლი", "irakli"),
    ),
    last=(
        ("ბერიძე", "beridze"),
        ("კაპანაძე", "kapanadze"),
        ("გელაშვილი", "gelashvili"),
        ("ლომიძე", "lomidze"),
        ("ჯავახიშვილი", "javakhishvili"),
        ("ხარაიშვილი", "kharaishvili"),
        ("ციცქიშვილი", "tsitskishvili"),
        ("მამულაშვილი", "mamulashvili"),
    ),
    words=(
        "narikala",
        "mtatsminda",
        "kartli",
        "tamada",
        "supra",
        "ghvino",
        "churchkhela",
        "saperavi",
        "mtkvari",
        "sameba",
        "abanotubani",
        "sololaki",
        "qvevri",
        "dedaena",
        "rkatsiteli",
        "tbiliso",
        "kakheti",
        "svaneti",
    ),
    uwords=(),
    pets=("bobi", "murka", "tsitsi", "rekso", "jeki", "lola", "tsuga"),
    city="Tbilisi",
    cc="+995 5",
)

FAM.reg(
    "narikala_collectiveaccess_providence_setup_php",
    ("var/www/<<org>>/providence/setup.php", "srv/collectiveaccess/<<org>>-<<n>>/setup.php"),
    """<?php
# -------------------------------------------------------------------------------------------
# CollectiveAccess Providence setup.php -- <<title>>
# edited by <<user>> <<date>>
# -------------------------------------------------------------------------------------------
if (!defined("__CA_DB_HOST__")) {
\tdefine("__CA_DB_HOST__", 'localhost');
}
if (!defined("__CA_DB_USER__")) {
\tdefine("__CA_DB_USER__", 'ca_<<fa>>');
}
if (!defined("__CA_DB_PASSWORD__")) {
\tdefine("__CA_DB_PASSWORD__", '<<cred>>');
}
if (!defined("__CA_DB_DATABASE__")) {
\tdefine("__CA_DB_DATABASE__", 'providence_<<org>>');
}
if (!defined("__CA_APP_DISPLAY_NAME__")) {
\tdefine("__CA_APP_DISPLAY_NAME__", "<<title>>");
}
if (!defined("__CA_ADMIN_EMAIL__")) {
\tdefine("__CA_ADMIN_EMAIL__", '<<email>>');
}
define("__CA_DEFAULT_LOCALE__", "ka_GE");
define("__CA_APP_TYPE__", "PROVIDENCE");
define("__CA_QUEUE_ENABLED__", 0);
require(__DIR__."/app/helpers/post-setup.php");
""",
    "pw_sq",
)

FAM.reg(
    "narikala_georgian_whatsapp_paroli_reply_only",
    ("chats/WhatsApp Chat with <<fa>> <<n>>.txt", "export/whatsapp_ekspozicia_<<date>>.txt"),
    """[<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi>>:02] <<name>>: გამარჯობა, ფოტოსაცავის კომპიუტერზე ვერ შევდივარ
[<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi>>:40] <<name>>: ადმინის პაროლი ხომ არ გახსოვს? იუზერი <<user>>
[<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi>>:58] <<name2>>: <<cred>>
[<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi>>:59] <<name>>: მადლობა 🙏
[<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi>>:59] <<name2>>: არავის გაუგზავნო, ხვალ შევცვლი
""",
    "human",
)

FAM.reg(
    "narikala_showcase_cameras_go2rtc_yaml",
    ("opt/go2rtc/go2rtc.yaml", "home/<<fa>>/vitrinebi/go2rtc-<<n>>.yaml"),
    """# go2rtc -- ვიტრინების კამერები (Hikvision DS-2CD2143), დარბაზი <<n>>
api:
  listen: ":1984"
rtsp:
  listen: ":8554"
streams:
  hall_<<n>>_showcase:
    - rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
    - "ffmpeg:hall_<<n>>_showcase#video=h264"
  hall_<<n>>_entrance:
    - rtsp://admin:<<cred>>@<<ip2>>:554/Streaming/Channels/102
log:
  level: info
""",
    "pw_url",
)

FAM.reg(
    "narikala_ticket_kiosk_bog_ipay_env",
    ("kiosk/bileti/.env", "srv/<<org>>-tickets-<<n>>/.env.production"),
    """# ბილეთების კიოსკი -- <<title>>
APP_ENV=production
APP_URL=https://tickets.<<dom>>
DB_HOST=<<ip>>
DB_DATABASE=tickets
DB_USERNAME=kiosk
BOG_IPAY_CLIENT_ID=<<n4>><<n3>>
BOG_IPAY_CLIENT_SECRET=<<cred>>
BOG_IPAY_CALLBACK=https://tickets.<<dom>>/api/bog/callback
TICKET_PRICE_ADULT=15
TICKET_PRICE_STUDENT=5
""",
    "p:bog_secret",
)

FAM.reg(
    "narikala_hobolink_climate_loggers_python",
    ("scripts/hobolink_klimati.py", "home/<<fa>>/klimati/pull_<<n>>.py"),
    '''"""Pull showcase temperature / RH from HOBOlink into the conservation sheet (<<title>>)."""

import csv
import datetime

import requests

CLIENT_ID = "<<org>>_<<n4>>_WS"
CLIENT_SECRET = "<<cred>>"
USER_ID = "<<n4><<n3>>"
TOKEN_URL = "https://webservice.hobolink.com/ws/auth/token"


def token():
    r = requests.post(
        TOKEN_URL,
        data={"grant_type": "client_credentials", "client_id": CLIENT_ID, "client_secret": CLIENT_SECRET},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["access_token"]


def main():
    tok = token()
    start = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
    url = f"https://webservice.hobolink.com/ws/data/file/JSON/user/{USER_ID}"
    r = requests.get(url, params={"loggers": "21<<n4>>", "start_date_time": start + " 00:00:00"},
                     headers={"Authorization": f"Bearer {tok}"}, timeout=60)
    with open("klimati.csv", "a", newline="") as fh:
        w = csv.writer(fh)
        for row in r.json().get("observation_list", []):
            w.writerow([row["timestamp"], row["sensor_measurement_type"], row["si_value"]])


if __name__ == "__main__":
    main()
'''.replace("<<n4><<n3>>", "<<n4>><<n3>>"),
    "alnum:40",
)

FAM.reg(
    "narikala_nas_restic_b2_crontab",
    ("var/spool/cron/crontabs/root", "etc/cron.d/restic-<<org>>-<<n>>"),
    """# ფონდის NAS -> Backblaze B2, ყოველ ღამე
MAILTO=<<email>>
B2_ACCOUNT_ID=005<<hex8>><<n4>>0000000<<n>>
RESTIC_REPOSITORY=b2:<<org>>-fondi:/restic
30 2 * * * root RESTIC_PASSWORD='<<cred>>' /usr/local/bin/restic backup /volume1/fondi /volume1/foto --tag nightly >> /var/log/restic.log 2>&1
15 6 * * 0 root RESTIC_PASSWORD='<<cred>>' /usr/local/bin/restic forget --keep-daily 7 --keep-weekly 8 --prune >> /var/log/restic.log 2>&1
""",
    "pw_sq",
)

FAM.reg(
    "narikala_georgian_email_rs_ge_paroli",
    ("mail/buxgalteria/<<date>>-rsge.eml", "Maildir/cur/<<ts>>.M<<n3>>P<<n4>>.<<org>>:2,S"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: rs.ge -- ახალი პაროლი
Date: <<d>> May <<y>> <<time>>:11 +0400
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

<<first2>>, გამარჯობა!

შემოსავლების სამსახურის პორტალზე (rs.ge) მუზეუმის ანგარიშის პაროლი შევცვალე,
ძველი ვადაგასული იყო.

მომხმარებელი: <<org>>_<<n3>>
პაროლი: <<cred>>

დღგ-ს დეკლარაცია 15-მდეა, გთხოვ შეამოწმო.

პატივისცემით,
<<name>>
<<title>>, ბუღალტერია
""",
    "human",
)

FAM.reg(
    "narikala_audio_guide_kiosk_izi_json",
    ("kiosk/audiogidi/config.json", "opt/audioguide-<<n>>/settings.json"),
    """{
  "museum": "<<title>>",
  "languages": ["ka", "en", "ru", "tr"],
  "izi": {
    "api_base": "https://api.izi.travel",
    "api_key": "<<cred>>",
    "museum_uuid": "<<uuid>>"
  },
  "kiosk": {"idle_seconds": 90, "volume": 70, "admin_pin_hint": "ask front desk"},
  "updated_by": "<<user>>",
  "updated": "<<date>>"
}
""",
    "uuid",
)
