# ruff: noqa: E501
"""Family i: a user-run personal assistance scheme (BPA, brukerstyrt personlig assistanse) for a
disabled young man in Bergen, run by his family as work-leader (Norway; Norwegian bokmål)."""

from __future__ import annotations

from hundredseventh_spec import Fam, dec_qp_after, enc_qp, pick, reg

FAM = Fam(
    name="brukerstyrt_assistanse_bergen",
    orgs=("fjellhjelp", "bpabergen", "fjordassist", "vestlandbpa"),
    tld="no",
    first=("Ingrid", "Sindre", "Kari", "Ola", "Solveig", "Håkon", "Marte", "Øystein"),
    first_a=("ingrid", "sindre", "kari", "ola", "solveig", "hakon", "marte", "oystein"),
    last=("Hansen", "Johansen", "Olsen", "Larsen", "Berg", "Haugland"),
    last_a=("hansen", "johansen", "olsen", "larsen", "berg", "haugland"),
    words=(
        "fjord",
        "bergen",
        "brann",
        "fjell",
        "regn",
        "fisketorget",
        "ulriken",
        "bryggen",
        "skolebolle",
        "tur",
    ),
    pets=("bamse", "luna", "tassen", "kira", "pus", "rocky"),
    cc="+47",
    cities=("Fana", "Åsane", "Laksevåg", "Sandviken"),
)

NORSK = ("Blåbær", "Rødgrøt", "Fløyen", "Ærfugl", "Brød", "Øyvind", "Smørbrød", "Hålogaland")


def _nor_pw(rng):
    return f"{pick(rng, NORSK)}{rng.randint(10, 99)}{pick(rng, '!#.')}"


def _qp(rng, s):
    body = (
        f"Hei {s['first']}!\n\n"
        "Velkommen som assistent hos oss. Du får tilgang til vaktplanen i Visma Enterprise "
        "(ansattportalen) med brukernavnet under. Endre passordet første gang du logger på.\n\n"
        f"Brukernavn: {s['login']}\n"
        f"Passord: {s['cred']}\n\n"
        f"Hilsen {s['first2']} (arbeidsleder)\n"
    )
    s["enc"] = enc_qp(body)


reg(
    FAM,
    "brukerstyrt_teams_chat_copy_passord_vaktplan",
    ("Teams/kopi_chat_<<n>>.txt", "Dokumenter/teams_<<fa>>_<<date>>.txt"),
    """<<first2>> <<last>> <<d1>>.<<m1>>. <<hh>>:<<mi>>
Hei! Nattevakten i helga må logge inn på nettbrettet til <<first>> for å se medisinlista.
<<first2>> <<last>> <<d1>>.<<m1>>. <<hh>>:<<mi>>
Brukernavn er assistent, passord: <<cred>>
<<first>> <<d1>>.<<m1>>. <<hh>>:<<mi>>
Takk, noterer 👍
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "brukerstyrt_tripletex_timeliste_python_employee_token",
    ("timeliste/tripletex_sync.py", "scripts/timer_<<n>>.py"),
    '''"""Henter timer for assistentene fra Tripletex til lønnskjøring."""

import base64

import requests

CONSUMER_TOKEN = "eyJ0b2tlbklkIjo<<n4>><<rid>>fQ=="
EMPLOYEE_TOKEN = "<<cred>>"
BASE = "https://tripletex.no/v2"


def session_token(expiration: str = "<<year>>-12-31") -> str:
    r = requests.put(f"{BASE}/token/session/:create", params={"consumerToken": CONSUMER_TOKEN, "employeeToken": EMPLOYEE_TOKEN, "expirationDate": expiration}, timeout=30)
    return r.json()["value"]["token"]


def auth_header() -> dict:
    raw = f"0:{session_token()}".encode()
    return {"Authorization": "Basic " + base64.b64encode(raw).decode()}
''',
    "b64u:48",
)

reg(
    FAM,
    "brukerstyrt_vipps_recurring_env_client_secret",
    ("<<org>>/.env", "vipps/.env.prod"),
    """VIPPS_ENV=production
VIPPS_MSN=<<n4>><<n>>
VIPPS_CLIENT_ID=<<uuid>>
VIPPS_CLIENT_SECRET=<<cred>>
VIPPS_SUBSCRIPTION_KEY=<<rid>><<rid>><<rid>><<rid>><<rid>>ab
""",
    "b64:30",
    syntax="",
)

reg(
    FAM,
    "brukerstyrt_tibber_token_home_assistant_secrets",
    ("homeassistant/secrets.yaml", "ha_<<la>>/secrets.yaml"),
    """# Heis og varmekabler i leiligheten til <<first>> (<<city>>)
tibber_token: "<<cred>>"
yale_doorman_user: <<email>>
yale_doorman_password: !env_var YALE_PW
""",
    "b64u:32",
    syntax="",
)

reg(
    FAM,
    "brukerstyrt_velkommen_email_quoted_printable_passord",
    ("mail/velkommen_<<fa>>.eml", "Innboks/<<n4>>.eml"),
    """From: <<first2>> <<<email2>>>
To: <<email>>
Subject: =?UTF-8?Q?Velkommen_som_assistent_-_p=C3=A5logging?=
Date: Thu, <<d1>> Aug <<year>> <<hh>>:<<mi>>:00 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

<<enc>>""",
    _nor_pw,
    syntax="",
    extra=_qp,
    decode=dec_qp_after(r"Passord: "),
)

reg(
    FAM,
    "brukerstyrt_assistenter_tsv_passord_kolonne",
    ("assistenter_<<year>>.tsv", "Deling/assistentliste_<<n>>.tsv"),
    """Navn\tTelefon\tStilling\tHelsenorge-fullmakt\tPassord nettbrett
<<first>> <<last>>\t<<phone>>\tnattevakt 40 %\tja\t<<cred>>
<<first2>> Berg\t<<phone>>\thelg\tnei\t(samme)
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "brukerstyrt_alarm_pi_wpa_supplicant_psk",
    ("boot/wpa_supplicant.conf", "pi-trygghetsalarm-<<n>>/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=NO

network={
    ssid="<<la>>-hjemme"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    "pw_dq",
    syntax="",
)

reg(
    FAM,
    "brukerstyrt_lonn_lftp_sftp_script",
    ("bin/send_lonn.sh", "scripts/lonnsfil_<<n>>.sh"),
    """#!/bin/sh
# Sender lønnsfil til regnskapsfører hver 10. i måneden
lftp -u <<org>>,'<<cred>>' sftp://sftp.regnskap-<<org>>.no <<EOF
cd innkommende
put /srv/lonn/lonn_$(date +%Y%m).csv
bye
EOF
""",
    "pw_sq",
    syntax="",
)
