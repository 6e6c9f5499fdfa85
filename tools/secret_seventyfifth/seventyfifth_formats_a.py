# ruff: noqa: E501
"""Family a: a Lagos guard company (Nigeria; English, Nigerian Pidgin, Yoruba)."""

from __future__ import annotations

from seventyfifth_spec import Fam, dec_basic, enc_b64, hexs

F = Fam(
    name="lagos_guard_patrol_company",
    orgs=("olusoguard", "ekoshield", "ikejawatch"),
    tld="com.ng",
    first=(
        ("Adebayo", "adebayo"),
        ("Chinedu", "chinedu"),
        ("Funmilayo", "funmilayo"),
        ("Ibrahim", "ibrahim"),
        ("Ngozi", "ngozi"),
        ("Oluwaseun", "oluwaseun"),
        ("Tunde", "tunde"),
        ("Yetunde", "yetunde"),
    ),
    last=(
        ("Okafor", "okafor"),
        ("Adeyemi", "adeyemi"),
        ("Balogun", "balogun"),
        ("Eze", "eze"),
        ("Ogunleye", "ogunleye"),
        ("Bello", "bello"),
        ("Nwachukwu", "nwachukwu"),
    ),
    words=(
        "oluso",
        "aabo",
        "ekodeyemi",
        "ikeja",
        "lekki",
        "surulere",
        "jollof",
        "danfo",
        "okada",
        "oga",
        "naija",
        "ajoke",
        "alaafia",
        "ireti",
        "eko",
        "agege",
        "yaba",
        "ogaboss",
        "wahala",
        "suya",
    ),
    pets=("bingo", "simba", "tiger", "jack", "rex", "lucky"),
    cc="+234",
)

F.reg(
    "lagosguard_tracktik_patrol_export_python",
    ("ops/tracktik/<<org>>_patrol_export.py", "scripts/tracktik_sync_site<<site>>.py"),
    '''"""Pull last night's patrol scans from TrackTik and mail the supervisors' report."""

import datetime as dt

import requests

TRACKTIK_URL = "https://<<org>>.staffr.us/rest/v1"
CLIENT_ID = "<<uuid>>"
CLIENT_SECRET = "<<cred>>"
REPORT_TO = "<<email>>"


def token():
    r = requests.post(
        "https://<<org>>.staffr.us/rest/oauth2/access_token",
        data={
            "grant_type": "client_credentials",
            "client_id": CLIENT_ID,
            "client_secret": CLIENT_SECRET,
            "scope": "tour-sessions:read",
        },
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["access_token"]


def scans(since: dt.date):
    h = {"Authorization": f"Bearer {token()}"}
    return requests.get(f"{TRACKTIK_URL}/tour-sessions?startedOn:after={since}", headers=h).json()


if __name__ == "__main__":
    print(len(scans(dt.date.today() - dt.timedelta(days=1))["data"]), "tours")
''',
    cred="pw_dq",
)

F.reg(
    "lagosguard_pidgin_whatsapp_guard_tour_admin",
    ("whatsapp/WhatsApp Chat with <<fa>> Supervisor.txt", "exports/<<org>>_night_shift_<<n>>.txt"),
    """[<<dmy>>, <<time>>:12] <<fn>> <<ln>>: Oga abeg the guard tour app don log me out for Lekki site
[<<dmy>>, <<time>>:40] <<fn2>> <<ln2>>: Which one? The admin login or your own?
[<<dmy>>, <<time>>:58] <<fn>> <<ln>>: Admin. I wan add the two new boys for Site <<site>>
[<<dmy>>, <<time2>>:03] <<fn2>> <<ln2>>: Username na <<user>>
[<<dmy>>, <<time2>>:03] <<fn2>> <<ln2>>: Password: <<cred>>
[<<dmy>>, <<time2>>:04] <<fn2>> <<ln2>>: E ma fi fun enikeni o. No give anybody 🙏
[<<dmy>>, <<time2>>:09] <<fn>> <<ln>>: E se sir, e don work 👍
""",
    cred="human",
)

F.reg(
    "lagosguard_paystack_invoicing_laravel_env",
    ("billing/<<org>>-portal/.env", "srv/portal-site<<site>>/.env.production"),
    """APP_NAME="<<orgc>> Client Portal"
APP_ENV=production
APP_URL=https://portal.<<dom>>
DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_DATABASE=<<org>>_billing
DB_USERNAME=portal
DB_PASSWORD=<<pw>>
PAYSTACK_PUBLIC_KEY=pk_live_<<pk>>
PAYSTACK_SECRET_KEY=<<cred>>
PAYSTACK_PAYMENT_URL=https://api.paystack.co
MERCHANT_EMAIL=accounts@<<dom>>
""",
    cred="p:paystack",
    extra=lambda rng, s: {"pk": hexs(rng, 40), "pw": "${DB_PASS_FROM_VAULT}"},
)

F.reg(
    "lagosguard_traccar_teltonika_fleet_xml",
    ("opt/traccar-<<org>>/conf/traccar.xml", "fleet/<<org>>/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <!-- patrol vans: Teltonika FMB920 on port 5027 -->
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='teltonika.port'>5027</entry>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<ip>>:3306/traccar?zeroDateTimeBehavior=round&amp;serverTimezone=Africa/Lagos</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='notificator.types'>web,sms</entry>
</properties>
""",
    cred="pw_xml",
)

F.reg(
    "lagosguard_bash_history_guardtour_curl_basic_b64",
    ("home/<<fa>>/.bash_history", "backup/<<org>>-ops<<n>>/root/.bash_history"),
    """cd /srv/guardtour
docker compose ps
curl -s -H "Authorization: Basic <<enc>>" https://api.<<dom>>/v2/checkpoints?site=<<site>> | jq '.[] | .name'
tail -n 50 logs/nfc-scans.log
sudo systemctl restart guardtour-sync
exit
""",
    cred="human_x",
    extra=lambda rng, s: {"enc": enc_b64(f"{s['user']}:{s['cred']}")},
    decode=dec_basic,
)

F.reg(
    "lagosguard_yoruba_sms_reply_only_value",
    ("sms/<<phone>>_<<date>>.txt", "phone_backup/sms_<<fa>>_<<n>>.txt"),
    """From: <<fn>> <<ln>> (<<phone>>)
<<dmy>> <<time>>
Ẹ kaarọ sir. Ẹ jọwọ ẹ fi ọ̀rọ̀ aṣínà ti NVR ní Ikeja ránṣẹ́ sí mi

To: <<fn>> <<ln>> (<<phone>>)
<<dmy>> <<time2>>
<<cred>>

From: <<fn>> <<ln>> (<<phone>>)
<<dmy>> <<time2>>
Ó ti ṣiṣẹ́. Ẹ ṣé
""",
    cred="human",
)

F.reg(
    "lagosguard_roster_csv_site_app_logins",
    ("roster/<<org>>_guards_<<date>>.csv", "exports/site<<site>>_roster.csv"),
    """guard_no,name,site,shift,phone,app_user,app_pin
G-<<nn>>,<<fn>> <<ln>>,Site <<site>> Lekki Phase 1,night,<<phone>>,<<user>>,<<cred>>
G-<<n>>07,<<fn2>> <<ln2>>,Site <<site>> Lekki Phase 1,day,<<phone2>>,<<fa2>>.<<la2>>,(reset)
""",
    cred="human_x",
)

F.reg(
    "lagosguard_hikvision_nvr_vlc_xspf_playlist",
    ("Desktop/<<org>>_cameras.xspf", "control_room/site<<site>>.xspf"),
    """<?xml version="1.0" encoding="UTF-8"?>
<playlist xmlns="http://xspf.org/ns/0/" xmlns:vlc="http://www.videolan.org/vlc/playlist/ns/0/" version="1">
  <title>Site <<site>> gate cameras</title>
  <trackList>
    <track>
      <location>rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101</location>
      <title>Main gate</title>
    </track>
    <track>
      <location>rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201</location>
      <title>Car park</title>
    </track>
  </trackList>
</playlist>
""",
    cred="pw_url",
)
