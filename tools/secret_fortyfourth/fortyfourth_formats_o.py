"""Family o: tivaevae (appliqué quilt) sewing groups of Rarotonga, Cook Islands."""

from __future__ import annotations

import json

from fortyfourth_spec import Fam, mail

F = Fam(
    "tivaevae_rarotonga_quilters",
    "tivaevae",
    ("vainetini", "tivaevaearorangi", "titikaveka", "matavera", "avarua"),
    "co.ck",
    ("mama", "teina", "tangi", "mareta", "tutai", "ngara", "teuira", "moana"),
    ("tangiiau", "marsters", "tuara", "brown", "pera", "george", "tupa", "numanga"),
    (
        "tivaevae",
        "manu",
        "taorei",
        "tataura",
        "rarotonga",
        "aitutaki",
        "akairo",
        "kuru",
        "ei",
        "tiare",
    ),
    ("raumati", "takurua", "kaiti", "tuanga"),
    ("kuri", "poti", "blackie", "kiwi", "rua"),
    "682",
)


def _msgr(s: dict) -> str:
    ts = 1_736_000_000_000 + int(s["nnn"]) * 77_000
    return (
        json.dumps(
            {
                "participants": [
                    {"name": f"{s['fname']} {s['lname']}"},
                    {"name": "Mareta Marsters"},
                ],
                "messages": [
                    {
                        "sender_name": "Mareta Marsters",
                        "timestamp_ms": ts + 5000,
                        "content": s["cred"],
                    },
                    {
                        "sender_name": "Mareta Marsters",
                        "timestamp_ms": ts + 2000,
                        "content": "Teia te kupu huna no te page",
                    },
                    {
                        "sender_name": f"{s['fname']} {s['lname']}",
                        "timestamp_ms": ts,
                        "content": "Kia orana! Aroa mai, ka akapapa au i te au tivaevae ou",
                    },
                ],
                "title": "Mareta Marsters",
                "thread_path": f"inbox/maretamarsters_{s['nnn']}",
            },
            indent=2,
        )
        + "\n"
    )


F.reg(
    "maori_messenger_json_kupu_huna",
    (
        "messages/inbox/maretamarsters_<<nnn>>/message_1.json",
        "facebook-<<user>>/messages/inbox/mareta_<<n>>/message_1.json",
    ),
    _msgr,
    "human",
)

F.reg(
    "craft_market_square_pos_toml",
    ("market/config.toml", "<<org>>/pos/square.toml"),
    """[square]
environment = "production"
access_token = "<<cred>>"
location_id = "L<<loc>>"

[shop]
name = "<<org_cap>> tivaevae"
currency = "NZD"
""",
    "p:square",
    extra=lambda rng, s: {
        "loc": "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(12))
    },
)

F.reg(
    "maori_email_kupu_huna_grant",
    ("mail/<<user>>/Sent/<<id8>>.eml", "<<org>>/mailbox/<<nnn>>.eml"),
    lambda s: mail(
        s,
        f"tiki@{s['dom']}",
        "Grant portal login",
        f"""Kia orana {s["fname"]},

Teia te au tuatua no te grant portal, no te exhibition o te tivaevae:

Username: {s["email"]}
Kupu huna (password): {s["cred"]}

Meitaki maata,
{s["fname"]} {s["lname"]}
""",
    ),
    "human",
)

F.reg(
    "photo_backup_aws_credentials",
    ("home/<<user>>/.aws/credentials", "<<org>>/backup/aws_credentials"),
    """[default]
aws_access_key_id = <<akid>>
aws_secret_access_key = <<cred>>
region = ap-southeast-2
""",
    "p:aws_secret",
    syntax="ini",
    extra=lambda rng, s: {"akid": __import__("fortyfourth_spec").prov(rng, "aws_akid")},
)

F.reg(
    "church_hall_hostapd_conf",
    ("etc/hostapd/hostapd.conf", "<<org>>/pi/hostapd.conf"),
    """interface=wlan0
driver=nl80211
ssid=<<org_cap>>_Hall
hw_mode=g
channel=6
wpa=2
wpa_passphrase=<<cred>>
wpa_key_mgmt=WPA-PSK
rsn_pairwise=CCMP
""",
    "human_x",
)

F.reg(
    "vodafone_sms_reply_only_value",
    ("sms/<<phone2>>.txt", "phone/<<fname>>/sms_<<date>>.txt"),
    """<<fname>> <<phone>>
<<date_slash>> <<time>>
Kia orana, tuku mai te password o te laptop

Me
<<date_slash>> <<time2>>
<<cred>>
""",
    "human",
)

F.reg(
    "meeting_minutes_ocr_page_password",
    ("scans/minutes_<<date>>.txt", "<<org>>/ocr/minutes_p<<n>>.txt"),
    """VAINE TINI - MINUTES <<date_slash>>
Present: Mama Tangi, Ngara, Teuira, Moana
1. Tivaevae for the Te Maeva Nui show - 4 pieces
2. Facebook page - new admin Ngara
   login: <<email>>
   password <<cred>>
3. Next meeting at the CICC hall
""",
    "human_x",
)


def _har(s: dict) -> str:
    return (
        json.dumps(
            {
                "log": {
                    "version": "1.2",
                    "creator": {"name": "Firefox", "version": "133.0"},
                    "entries": [
                        {
                            "startedDateTime": f"{s['date']}T{s['time']}:{s['sec']}.000Z",
                            "request": {
                                "method": "GET",
                                "url": "https://grants.culture.gov.ck/api/applications",
                                "headers": [
                                    {"name": "Accept", "value": "application/json"},
                                    {"name": "Authorization", "value": f"Bearer {s['cred']}"},
                                ],
                            },
                            "response": {"status": 200, "statusText": "OK", "headers": []},
                        }
                    ],
                }
            },
            indent=2,
        )
        + "\n"
    )


F.reg(
    "grant_portal_har_bearer_jwt",
    ("debug/grants.ck.har", "<<org>>/har/portal_<<date>>.har"),
    _har,
    lambda rng, s: __import__("fortyfourth_corpus").jwt(
        rng,
        {"sub": s["email"], "iat": 1_741_000_000, "exp": 1_741_086_400, "role": "applicant"},
        alg="RS256",
    ),
    syntax="json",
)
