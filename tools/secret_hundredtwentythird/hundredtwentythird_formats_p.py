# ruff: noqa: E501
"""Family p: a car-inspection (vakadidike) partner of motor insurers in Lautoka, Fiji (English,
Fijian, Fiji Hindi)."""

from __future__ import annotations

from hundredtwentythird_spec import Fam, alnum, draw

F = Fam(
    name="vakadidike_car_inspection_fiji",
    orgs=("bulainspect", "lautokacheck", "vitimotor"),
    tld="com.fj",
    first=tuple(
        (n, n.lower())
        for n in (
            "Josaia",
            "Mereani",
            "Ratu",
            "Losana",
            "Sanjay",
            "Priya",
            "Viliame",
            "Ana",
            "Ravinesh",
        )
    ),
    last=tuple(
        (n, n.lower()) for n in ("Tuivaga", "Naidu", "Ravuvu", "Prasad", "Waqa", "Kumar", "Seru")
    ),
    words=(
        "bula",
        "vinaka",
        "lautoka",
        "nadi",
        "rugby",
        "flyingfijians",
        "kava",
        "yaqona",
        "sigatoka",
        "dalo",
        "lovo",
        "masima",
        "tavua",
        "viti",
    ),
    pets=("blacky", "rocky", "tiger", "puppy", "kalu", "lucky"),
    cc="+679",
)

F.reg(
    "vakadidike_viber_fijian_english_password_portal",
    ("viber/inspections_<<date>>.txt", "Documents/viber_<<fa>>_<<n>>.txt"),
    """[<<d>>/<<m>>/<<y>> <<time>>] <<first>> <<last>>: Bula vinaka! The insurer's inspection portal is asking me to login again
[<<d>>/<<m>>/<<y>> <<time>>] <<first2>> <<last2>>: Io, use the workshop account
[<<d>>/<<m>>/<<y>> <<time>>] <<first2>> <<last2>>: <<login>> / <<cred>>
[<<d>>/<<m>>/<<y>> <<time>>] <<first>> <<last>>: Vinaka vakalevu 🙏 uploading the photos of the Hilux now
""",
    cred="human",
    syntax="",
)

F.reg(
    "vakadidike_mpaisa_inspection_fee_env",
    ("fees-api/.env", "srv/<<org>>/mpaisa_<<n>>.env"),
    """MPAISA_MERCHANT_ID=<<n6>>
MPAISA_CLIENT_ID=<<cid>>
MPAISA_CLIENT_SECRET=<<cred>>
MPAISA_URL=https://pay.mpaisa.vodafone.com.fj/api
INSPECTION_FEE_FJD=45
""",
    cred="p:mpaisa",
    syntax="",
    extra=lambda rng, s: {"cid": draw(rng, "uuid", F)},
)

F.reg(
    "vakadidike_photo_app_sqlite_settings_dump",
    ("backup/inspect_app_<<n>>.sql", "tablets/dump_<<fa>>.sql"),
    """PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT);
INSERT INTO settings VALUES('server','https://inspect.<<dom>>');
INSERT INTO settings VALUES('inspector','<<login>>');
INSERT INTO settings VALUES('inspector_pw','<<cred>>');
INSERT INTO settings VALUES('last_upload','<<date>> <<time>>');
CREATE TABLE photos (id INTEGER PRIMARY KEY, plate TEXT, path TEXT, taken_at TEXT);
INSERT INTO photos VALUES(1,'LT <<n4>>','/sdcard/DCIM/inspect/<<n6>>.jpg','<<date>>');
COMMIT;
""",
    cred="human_x",
    syntax="",
)

F.reg(
    "vakadidike_fiji_hindi_sms_reply_only_value",
    ("sms/<<phone2>>.txt", "phone/messages_<<fa2>>_<<n>>.txt"),
    """<<first2>> <<last2>> <<phone2>>
<<d>>/<<m>>/<<y>> <<time>>  bhaiya, office computer ke password kya hai? boss bola check karo
<<d>>/<<m>>/<<y>> <<time>>  Me: <<cred>>
<<d>>/<<m>>/<<y>> <<time>>  ok dhanyavaad
""",
    cred="human",
    syntax="",
)

F.reg(
    "vakadidike_email_insurer_portal_password_inspector",
    ("Inbox/<<n>>.eml", "mail/<<fa>>/portal_access_<<date>>.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<email>>
Subject: Access to the motor claims inspection portal
Date: Fri, <<d>> Jan <<y>> <<time>>:12 +1200
Content-Type: text/plain; charset=UTF-8

Bula <<first>>,

Your inspector account for the motor claims portal is ready.
Username: <<login>>
Password: <<cred>>

Please attach the roadworthy sheet and at least eight photos per vehicle.

Vinaka,
<<first2>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "vakadidike_yard_camera_frigate_yaml_rtsp",
    ("frigate/config.yml", "nvr/frigate_<<n>>.yml"),
    """mqtt:
  enabled: false
cameras:
  inspection_bay:
    ffmpeg:
      inputs:
        - path: rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
          roles: [detect, record]
    detect:
      width: 1280
      height: 720
record:
  enabled: true
  retain:
    days: 14
""",
    cred="pw_url",
)

F.reg(
    "vakadidike_invoices_xero_client_secret_python",
    ("billing/xero_invoices.py", "scripts/xero_sync_<<n>>.py"),
    '''"""Raise inspection-fee invoices to insurers in Xero."""

import requests

XERO_CLIENT_ID = "<<cid>>"
XERO_CLIENT_SECRET = "<<cred>>"


def token():
    r = requests.post(
        "https://identity.xero.com/connect/token",
        data={"grant_type": "client_credentials", "scope": "accounting.transactions"},
        auth=(XERO_CLIENT_ID, XERO_CLIENT_SECRET),
        timeout=30,
    )
    return r.json()["access_token"]
''',
    cred=lambda rng, fam: alnum(
        rng, 48, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    ),
    extra=lambda rng, s: {"cid": alnum(rng, 32, "ABCDEF0123456789")},
)

F.reg(
    "vakadidike_workshop_openwrt_pppoe_uci",
    ("openwrt/etc/config/network_<<n>>", "router_backup_<<date>>/etc/config/network"),
    """config interface 'loopback'
	option device 'lo'
	option proto 'static'
	option ipaddr '127.0.0.1'
	option netmask '255.0.0.0'

config interface 'wan'
	option device 'eth0.2'
	option proto 'pppoe'
	option username '<<org>>@connect.com.fj'
	option password '<<cred>>'
	option ipv6 '0'
""",
    cred="pw_sq",
    syntax="",
)
