# ruff: noqa: E501
"""Family g: a physiotherapy and rehabilitation clinic in Norway; Norwegian (bokmål)."""

from __future__ import annotations

import json

from sixtyninth_corpus import alnum, hexs, pick, rsa_pem, uuid4
from sixtyninth_spec import Fam, email, prov

FAM = Fam(
    name="fysio_norway_rehab_clinic",
    orgs=("fjordfysio", "fysioloftet", "bevegelseklinikk", "rehabvest", "fysiobryggen"),
    tld="no",
    first=(
        ("Ingrid", "ingrid"),
        ("Ola", "ola"),
        ("Kari", "kari"),
        ("Magnus", "magnus"),
        ("Solveig", "solveig"),
        ("Håkon", "hakon"),
        ("Sigrid", "sigrid"),
        ("Jørgen", "jorgen"),
        ("Astrid", "astrid"),
        ("Eirik", "eirik"),
    ),
    last=(
        ("Hansen", "hansen"),
        ("Johansen", "johansen"),
        ("Olsen", "olsen"),
        ("Larsen", "larsen"),
        ("Bakke", "bakke"),
        ("Haugen", "haugen"),
        ("Løvås", "lovas"),
        ("Strøm", "strom"),
    ),
    words=(
        "fjell",
        "fjord",
        "brunost",
        "sommer",
        "vinter",
        "nordlys",
        "hytte",
        "elg",
        "troll",
        "bergen",
        "fløyen",
        "ulriken",
        "vaffel",
        "bølge",
        "måke",
        "rype",
        "gran",
        "tursti",
        "lompe",
        "regnbue",
    ),
    pets=("Bamse", "Pusur", "Tassen", "Luna", "Mons", "Fia", "Rufsen"),
    places=("Bergen", "Trondheim", "Tromsø", "Stavanger", "Ålesund", "Bodø", "Førde"),
    phone_pat="+47 9## ## ###",
)
R = FAM.reg


# 1. Norwegian e-mail: the electronic patient record (journalsystem) login ---------------------------
def _mail(s):
    body = (
        f"Hei {s['fn']}!\n\n"
        "Velkommen til klinikken. Du har fått tilgang til journalsystemet (Pridok) fra mandag.\n\n"
        f"Brukernavn: {s['user']}\n"
        f"Passord: {s['cred']}\n\n"
        "Du må bytte passord første gang du logger inn, og BankID kreves fra hjemmekontor. "
        "Husk taushetsplikten.\n\n"
        f"Mvh\n{s['fn2']} {s['ln2']}\nDaglig leder, {s['orgc']}\n{s['phone2']}\n"
    )
    return email(s, str(s["email2"]), str(s["email"]), "Tilgang til journalsystemet", body)


R(
    "fysio_norwegian_email_passord_journalsystem",
    ("Mail/Innboks/<<hx>>.eml", "Outlook-eksport/tilgang-journal-<<num>>.eml"),
    _mail,
    "human",
    syntax="",
)

# 2. Vipps ePayment .env of the booking site -------------------------------------------------------------
R(
    "fysio_vipps_epayment_booking_dotenv",
    ("timebestilling/.env", "srv/<<org>>-booking/.env"),
    """# Timebestilling - betaling med Vipps (ePayment API)
VIPPS_BASE_URL=https://api.vipps.no
VIPPS_CLIENT_ID=<<cid>>
VIPPS_CLIENT_SECRET=<<cred>>
VIPPS_SUBSCRIPTION_KEY=<<subkey>>
VIPPS_MSN=<<msn>>
VIPPS_SYSTEM_NAME=<<org>>-booking
RETURN_URL=https://<<dom>>/bestilling/takk
""",
    "p:vipps_secret",
    syntax="",
    extra=lambda rng, s: {
        "cid": uuid4(rng),
        "subkey": hexs(rng, 32),
        "msn": alnum(rng, 6, "0123456789"),
    },
)

# 3. Bare PEM: the enterprise certificate key (Buypass) for Norsk Helsenett messaging ---------------------------
R(
    "fysio_buypass_enterprise_cert_pkcs8_key_file",
    ("certs/buypass/<<org>>_virksomhet.key", "C:/ProgramData/<<orgc>>/Helsenett/privatnokkel.pem"),
    "<<cred>>\n",
    "rsa8",
    syntax="",
)


# 4. Facebook Messenger export (message_1.json, mojibake as exported): a reply that is only the value -----------
def _mojibake(t: str) -> str:
    return t.encode("utf-8").decode("latin-1")


def _messenger(s):
    a = f"{s['fa'].capitalize()} {s['la'].capitalize()}"
    b = f"{s['fa2'].capitalize()} {s['la2'].capitalize()}"
    base = int(str(s["ts"])) * 1000
    msgs = [
        (b, "Hei! Hva er passordet til treningsrom-PCen? Skal vise øvelser til en pasient nå"),
        (a, str(s["cred"])),
        (b, "Takk 🙌"),
    ]
    doc = {
        "participants": [{"name": a}, {"name": b}],
        "messages": [
            {
                "sender_name": w,
                "timestamp_ms": base + 40_000 * i,
                "content": _mojibake(m),
                "is_geoblocked_for_viewer": False,
            }
            for i, (w, m) in enumerate(reversed(msgs))
        ],
        "title": b,
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa2']}{s['la2']}_{s['num']}",
    }
    return json.dumps(doc, indent=2) + "\n"


R(
    "fysio_messenger_json_reply_only_value",
    (
        "facebook-<<fa>>/messages/inbox/<<fa2>><<la2>>_<<num>>/message_1.json",
        "Nedlastinger/messages/inbox/<<fa2>>_<<num>>/message_1.json",
    ),
    _messenger,
    "human_a",
)

# 5. Tripletex API session from Python (accounting) -------------------------------------------------------
R(
    "fysio_tripletex_session_token_python",
    ("regnskap/tripletex_faktura.py", "scripts/<<org>>/eksport_tripletex.py"),
    '''"""Overfør dagens behandlinger (HELFO-refusjon og egenandel) til Tripletex som fakturaer."""

import datetime

import requests

BASE = "https://tripletex.no/v2"
CONSUMER_TOKEN = "<<consumer>>"
EMPLOYEE_TOKEN = "<<cred>>"


def session_token() -> str:
    expires = (datetime.date.today() + datetime.timedelta(days=1)).isoformat()
    r = requests.put(
        f"{BASE}/token/session/:create",
        params={"consumerToken": CONSUMER_TOKEN, "employeeToken": EMPLOYEE_TOKEN, "expirationDate": expires},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["value"]["token"]


if __name__ == "__main__":
    tok = session_token()
    auth = ("0", tok)
    print(requests.get(f"{BASE}/customer", auth=auth, params={"count": 5}, timeout=30).status_code)
''',
    "p:tripletex",
    extra=lambda rng, s: {"consumer": prov(rng, "tripletex")},
)


# 6. Firebase service-account JSON of the home-exercise app (needle: the key as it appears, \n-escaped) --------
def _sa(rng, s):
    return {"needle": str(s["cred"]).replace("\n", "\\n")}


def _sa_json(s):
    proj = f"{s['org']}-hjemmetrening"
    doc = {
        "type": "service_account",
        "project_id": proj,
        "private_key_id": s["hx"] + "a" * 4 + str(s["sha"])[:24],
        "private_key": str(s["cred"]) + "\n",
        "client_email": f"firebase-adminsdk-{str(s['hx'])[:5]}@{proj}.iam.gserviceaccount.com",
        "client_id": f"1{s['num']}{s['num']}{s['num']}{s['num']}{s['nn']}",
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
        "universe_domain": "googleapis.com",
    }
    return json.dumps(doc, indent=2) + "\n"


R(
    "fysio_home_exercise_app_firebase_service_account",
    (
        "hjemmetrening-app/functions/serviceAccountKey.json",
        "backend/<<org>>-firebase-adminsdk.json",
    ),
    _sa_json,
    lambda rng, s: rsa_pem(rng, pkcs8=True),
    extra=_sa,
)


# 7. OCR of the sticky note on the reception screen: the guest Wi-Fi -------------------------------------------
def _ocr(s):
    return (
        "GJESTENETT\n"
        f"{str(s['org']).capitalize()}-Gjest\n"
        "passord\n"
        f"{s['cred']}\n"
        "(ikke gi til pasienter i venterommet uten å spørre)\n"
    )


R(
    "fysio_reception_sticky_note_ocr_gjestenett",
    ("Skanninger/lapp_resepsjon_<<date>>.txt", "ocr/<<org>>/post-it-<<num>>.txt"),
    _ocr,
    "human",
    syntax="",
)


# 8. Booking export JSON with \u escapes: the staff password with ø / æ / å (encoded) ---------------------------
def _uni_cred(rng, s):
    w = pick(
        rng,
        (
            "Fløyen",
            "Bølge",
            "Måke",
            "Grønnsaft",
            "Blåbær",
            "Sjøsprøyt",
            "Lørdag",
            "Høstløv",
            "Kjærlighet",
            "Ørret",
        ),
    )
    return f"{w}{rng.randint(10, 2026)}{rng.choice('!#.')}"


def _uni(s):
    doc = {
        "eksportert": f"{s['date']}T{s['time']}:00+01:00",
        "klinikk": f"{s['orgc']} ({s['place']})",
        "ansatte": [
            {
                "navn": f"{s['fn']} {s['ln']}",
                "rolle": "fysioterapeut",
                "brukernavn": s["user"],
                "passord": s["cred"],
            },
            {
                "navn": f"{s['fn2']} {s['ln2']}",
                "rolle": "resepsjon",
                "brukernavn": s["fa2"],
                "passord": None,
            },
        ],
    }
    return json.dumps(doc, ensure_ascii=True, indent=2) + "\n"


def _uni_decode(text: str) -> str:
    return json.loads(text)["ansatte"][0]["passord"]


R(
    "fysio_booking_staff_export_json_unicode_escaped",
    ("eksport/ansatte_<<date>>.json", "backup/<<org>>/timebok-ansatte.json"),
    _uni,
    _uni_cred,
    decode=_uni_decode,
)
