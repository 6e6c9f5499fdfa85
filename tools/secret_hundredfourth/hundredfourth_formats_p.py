# ruff: noqa: E501
"""Family p: a beauty-influencer talent agency in Nairobi, Kenya (Swahili, Sheng, English):
M-Pesa Daraja payouts, Africa's Talking SMS, TikTok and Instagram APIs, Pesapal, shoot
calendars."""

from __future__ import annotations

import base64

from hundredfourth_spec import Fam, dec_re, ipynb, prov, wa

FAM = Fam(
    name="urembo_nairobi_influencer_agency",
    orgs=("uremboreach", "nyotatalent", "malaikamedia", "pendocreators"),
    tld="co.ke",
    first=(
        ("Wanjiku", "wanjiku"),
        ("Achieng", "achieng"),
        ("Kamau", "kamau"),
        ("Otieno", "otieno"),
        ("Njeri", "njeri"),
        ("Mutua", "mutua"),
        ("Akinyi", "akinyi"),
        ("Chebet", "chebet"),
        ("Baraka", "baraka"),
        ("Zawadi", "zawadi"),
    ),
    last=(
        ("Mwangi", "mwangi"),
        ("Odhiambo", "odhiambo"),
        ("Kiprop", "kiprop"),
        ("Wambui", "wambui"),
        ("Omondi", "omondi"),
        ("Njoroge", "njoroge"),
        ("Kariuki", "kariuki"),
    ),
    words=(
        "urembo",
        "nairobi",
        "simba",
        "jambo",
        "pendo",
        "furaha",
        "amani",
        "zawadi",
        "malaika",
        "rafiki",
        "nyota",
        "safari",
        "mambo",
        "poa",
        "kesho",
        "tembo",
        "mvua",
        "westie",
    ),
    pets=("simba", "bosco", "tiger", "snowy", "jimmy", "chui"),
    cc="+254",
    city="Nairobi",
)

R = FAM.reg

R(
    "urembo_mpesa_daraja_consumer_secret_dotenv",
    (".env", "payouts-<<org>>/.env"),
    """# M-Pesa Daraja — B2C payouts kwa creators (kila Ijumaa)
MPESA_ENV=production
MPESA_CONSUMER_KEY=<<ck>>
MPESA_CONSUMER_SECRET=<<cred>>
MPESA_SHORTCODE=<<sc>>
MPESA_INITIATOR_NAME=<<org>>api
MPESA_RESULT_URL=https://api.<<dom>>/mpesa/b2c/result
""",
    "p:daraja_secret",
    "",
    extra=lambda rng, s: s.update(
        ck=__import__("hundredfourth_corpus").alnum(rng, 48), sc=rng.randint(100000, 999999)
    ),
)

R(
    "urembo_sheng_whatsapp_nenosiri_tiktok_client",
    ("WhatsApp Chat - <<fn2>>/_chat.txt", "chats/<<fa2>>_<<nn>>.txt"),
    lambda s: s["chat"],
    "human",
    "",
    extra=lambda rng, s: s.update(
        chat=wa(
            rng,
            s,
            [
                (
                    "<<fn>>",
                    "Niaje <<fn2>>, nitumie nenosiri ya TikTok ya brand ya lotion, tuna-post leo saa kumi",
                ),
                ("<<fn2>>", "Username ni @<<org>>.glow"),
                ("<<fn2>>", "Nenosiri: <<cred>>"),
                ("<<fn>>", "Poa sana 🙌 asante"),
                ("<<fn2>>", "Usisahau ku-tag brand kwa caption"),
            ],
            style="ios",
        )
    ),
)

R(
    "urembo_africastalking_api_key_python_sms",
    ("scripts/bulk_sms.py", "campaigns/<<org>>_sms_<<nn>>.py"),
    '''"""Tuma SMS kwa creators kuhusu campaign mpya (Africa's Talking)."""

import africastalking

AT_USERNAME = "<<org>>"
AT_API_KEY = "<<cred>>"

africastalking.initialize(AT_USERNAME, AT_API_KEY)
sms = africastalking.SMS

sms.send("Habari! Campaign mpya ya skincare imefunguka, jibu NDIO kushiriki.", ["<<phone2>>"], sender_id="UREMBO")
''',
    "p:atsk",
)

R(
    "urembo_tiktok_business_api_access_token_json",
    ("config/tiktok_business.json", "reports/<<org>>_tiktok_<<n>>.json"),
    """{
  "app_id": "<<appid>>",
  "advertiser_ids": ["<<adv>>"],
  "access_token": "<<cred>>",
  "scope": [1, 2, 3, 4, 200],
  "report": {"dimensions": ["campaign_id", "stat_time_day"], "metrics": ["spend", "impressions", "video_play_actions"]},
  "timezone": "Africa/Nairobi"
}
""",
    "p:tiktok",
    extra=lambda rng, s: s.update(
        appid=rng.randint(10**18, 10**19 - 1), adv=rng.randint(10**18, 10**19 - 1)
    ),
)

R(
    "urembo_creators_roster_csv_managed_logins",
    ("exports/creators_roster_<<date>>.csv", "shared/<<org>> creators (<<fa>>).csv"),
    """creator,handle,platform,login_email,login_pass,manager,notes
<<fn2>> <<ln2>>,@<<fa2>>.glows,Instagram,<<fa2>>.ig@<<dom>>,<<cred>>,<<fn>>,managed account - 2FA code to manager
<<fn>> <<ln>>,@<<fa>>_beauty,TikTok,<<email>>,(creator keeps),<<fn>>,
""",
    "human_x",
    "",
)


def _k8s_dec(v: str) -> str:
    return base64.b64decode(v).decode()


R(
    "urembo_pesapal_k8s_secret_data_base64",
    ("k8s/pesapal-secret.yaml", "deploy/<<org>>/secrets-<<n>>.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: pesapal-credentials
  namespace: <<org>>
type: Opaque
data:
  PESAPAL_CONSUMER_KEY: <<cke>>
  PESAPAL_CONSUMER_SECRET: <<enc>>
""",
    "b64:21",
    extra=lambda rng, s: s.update(cke=base64.b64encode(prov(rng, "viva").encode()).decode()),
    encode=lambda pw, s: base64.b64encode(pw.encode()).decode(),
    decode=dec_re(r"PESAPAL_CONSUMER_SECRET: (\S+)", _k8s_dec),
)

R(
    "urembo_shoot_calendar_ics_wifi_nenosiri",
    ("calendar/shoot_<<date>>.ics", "exports/<<org>>_studio_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART;TZID=Africa/Nairobi:<<ymd>>T100000
DTEND;TZID=Africa/Nairobi:<<ymd>>T160000
UID:<<uid>>@google.com
SUMMARY:Photoshoot - serum campaign (Westlands studio)
LOCATION:Studio 4\\, Westlands\\, Nairobi
DESCRIPTION:Creators: <<fn>>\\, <<fn2>>\\nWi-Fi ya studio: <<orgc>>_Studio\\nnenosiri: <<cred>>\\nLeteni ring lights zenu.
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    "",
    extra=lambda rng, s: s.update(ymd=str(s["date"]).replace("-", "")),
)


def _nb(s):
    return ipynb(
        [
            ("md", "# Ripoti ya engagement — creators wa urembo\n", None),
            (
                "code",
                f'import requests\n\nIG_TOKEN = "{s["cred"]}"\nIG_USER_ID = "{s["iguser"]}"\n',
                None,
            ),
            (
                "code",
                'r = requests.get(f"https://graph.facebook.com/v21.0/{IG_USER_ID}/insights", params={"metric": "reach", "period": "day", "access_token": IG_TOKEN})\nprint(r.status_code, len(r.json()["data"]))\n',
                "200 1\n",
            ),
        ]
    )


R(
    "urembo_instagram_graph_token_ipynb",
    ("notebooks/engagement_<<date>>.ipynb", "analysis/<<org>>_ig_<<n>>.ipynb"),
    _nb,
    "p:meta",
    "json",
    extra=lambda rng, s: s.update(iguser=str(rng.randint(10**16, 10**17))),
)
