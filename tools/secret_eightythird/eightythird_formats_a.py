# ruff: noqa: E501
"""Family a: a flying school at Wilson Airport, Nairobi (Kenya; Swahili and English)."""

from __future__ import annotations

import base64

from eightythird_spec import Fam, alnum, dec_basic, email, prov, wa

F = Fam(
    name="rubani_flying_school_kenya",
    orgs=("rubaniaviation", "ngongwings", "simbaflightschool", "mawinguaero"),
    tld="co.ke",
    first=tuple(
        (n, n.lower())
        for n in (
            "Wanjiru",
            "Achieng",
            "Kamau",
            "Njeri",
            "Kiprono",
            "Mwangi",
            "Amina",
            "Baraka",
            "Zawadi",
            "Otieno",
        )
    ),
    last=tuple(
        (n, n.lower())
        for n in (
            "Mutua",
            "Odhiambo",
            "Kariuki",
            "Chebet",
            "Wafula",
            "Njoroge",
            "Omondi",
            "Kiplagat",
        )
    ),
    words=(
        "simba",
        "tembo",
        "rubani",
        "ndege",
        "anga",
        "wilson",
        "ngong",
        "kilimanjaro",
        "safari",
        "harambee",
        "twiga",
        "nyota",
        "mawingu",
        "upepo",
        "cessna",
        "nairobi",
    ),
    pets=("bahati", "rafiki", "jasiri", "chui", "simba", "tumaini"),
    cc="254",
    places=("Wilson Airport", "Nanyuki", "Eldoret", "Kisumu", "Malindi", "Naivasha"),
    regs=("5Y-KQA", "5Y-NJR", "5Y-CBT", "5Y-BXW", "5Y-SFS"),
    tz="+0300",
)

F.reg(
    "rubani_swahili_whatsapp_nenosiri_schedule_login",
    (
        "chats/WhatsApp Chat with Wakufunzi <<org>> <<y>>.txt",
        "exports/whatsapp/wakufunzi_<<date>>.txt",
    ),
    lambda s: wa(
        [
            (
                s["first"] + " " + s["last"],
                f"Habari za asubuhi, ndege {s['reg']} iko tayari kwa solo ya {s['first2']}?",
            ),
            (
                s["first2"],
                "Iko tayari, mafuta yamejazwa. Nimesahau nenosiri la Flight Schedule Pro tena 😅",
            ),
            (s["first"] + " " + s["last"], f"Tumia akaunti ya shule: {s['email']}"),
            (s["first"] + " " + s["last"], f"nenosiri: {s['cred']}"),
            (s["first2"], "Asante sana mwalimu 🙏 nimeingia"),
            (s["first"] + " " + s["last"], "Usisahau kujaza logbook baada ya kutua"),
        ],
        s,
    ),
    "human",
    syntax="",
)

F.reg(
    "rubani_flight_schedule_pro_api_python_subscription_key",
    ("tools/fsp_sync/<<fa>>_reservations.py", "scripts/fsp_export_<<date>>.py"),
    '''"""Pull tomorrow's reservations from Flight Schedule Pro into the dispatch sheet."""

import datetime as dt

import requests

FSP_BASE = "https://api.flightschedulepro.com/scheduling/v1.0"
OPERATOR_ID = <<nn>>
FSP_SUBSCRIPTION_KEY = "<<cred>>"


def reservations(day: dt.date) -> list[dict]:
    r = requests.get(
        f"{FSP_BASE}/operators/{OPERATOR_ID}/reservations",
        headers={"x-subscription-key": FSP_SUBSCRIPTION_KEY},
        params={"startDate": day.isoformat(), "endDate": day.isoformat(), "locationId": 1},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["items"]


if __name__ == "__main__":
    for res in reservations(dt.date.today() + dt.timedelta(days=1)):
        print(res["aircraft"]["tailNumber"], res["start"], res["pilot"]["lastName"])
''',
    "hex:32",
)

F.reg(
    "rubani_mpesa_daraja_dotenv_consumer_secret",
    ("billing/.env", "apps/fees-<<org>>/.env.production"),
    """# M-Pesa Daraja (paybill for flight hours and ground school fees)
MPESA_ENV=production
MPESA_SHORTCODE=<<nn>>71
MPESA_CONSUMER_KEY=<<key>>
MPESA_CONSUMER_SECRET=<<cred>>
MPESA_CALLBACK_URL=https://pay.<<dom>>/mpesa/callback
APP_URL=https://pay.<<dom>>
DB_HOST=<<ip>>
""",
    "p:mpesa_secret",
    extra=lambda rng, s: s.update(key=alnum(rng, 48)),
    syntax="",
)

F.reg(
    "rubani_piaware_feeder_bash_history_wireless_password",
    (
        "backups/piaware-<<reg>>/home/pi/.bash_history",
        "sd-images/<<org>>-feeder-<<nn>>/.bash_history",
    ),
    """sudo apt update && sudo apt full-upgrade -y
sudo piaware-config wireless-ssid <<orgc>>-Hangar
sudo piaware-config wireless-password <<cred>>
sudo piaware-config allow-manual-updates yes
sudo systemctl restart piaware
piaware-status
sudo journalctl -u dump1090-fa -n 50
vcgencmd measure_temp
""",
    "human_x",
    syntax="",
)

F.reg(
    "rubani_ground_school_moodle_logins_csv",
    ("admin/moodle_bulk_upload_<<y>>.csv", "ground_school/intake_<<mo>>_<<y>>_users.csv"),
    lambda s: (
        "username,firstname,lastname,email,password,cohort1\n"
        f"{s['fa']}{s['la'][0]},{s['first']},{s['last']},{s['email']},{s['cred']},PPL-{s['y']}\n"
        f"{s['fa2']}k,{s['first2']},Kamau,{s['email2']},Karibu{s['y']}*,PPL-{s['y']}\n"
    ),
    "human",
    syntax="",
)

F.reg(
    "rubani_davis_weatherlink_v2_poller_script",
    ("wx/weatherlink_poll.py", "met/<<place>>_wx_to_metar_board.py"),
    """import hashlib
import hmac
import time

import requests

API_KEY = "<<key>>"
API_SECRET = "<<cred>>"
STATION_ID = <<nn>>


def current():
    t = int(time.time())
    msg = f"api-key{API_KEY}station-id{STATION_ID}t{t}"
    sig = hmac.new(API_SECRET.encode(), msg.encode(), hashlib.sha256).hexdigest()
    url = f"https://api.weatherlink.com/v2/current/{STATION_ID}"
    return requests.get(url, params={"api-key": API_KEY, "t": t, "api-signature": sig}, timeout=20).json()


print(current()["sensors"][0]["data"][0].get("wind_speed_last"))
""",
    "p:weatherlink",
    extra=lambda rng, s: s.update(key=prov(rng, "weatherlink")),
)

F.reg(
    "rubani_examiner_email_english_portal_password",
    ("mail/sent/<<date>>_skills_test_<<reg>>.eml", "mail/kcaa/<<fa>>_<<nn>>.eml"),
    lambda s: email(
        s,
        s["email"],
        f"examiner.{s['fa2']}@gmail.com",
        f"Skills test {s['reg']} {s['dmy']} – portal access",
        f"Dear Captain {s['first2']},\n\nThe candidate's training records are on our school portal.\n"
        f"Login: https://portal.{s['dom']}/examiner\nUser: examiner{s['nn']}\nPassword: {s['cred']}\n\n"
        "Karibu sana, we will have tea ready at the Wilson crew room.\n\n"
        f"{s['first']} {s['last']}\nHead of Training, {s['orgc']}\n",
    ),
    "human",
    syntax="",
)


def _basic(rng, s):
    s["enc"] = base64.b64encode(f"frontdesk:{s['cred']}".encode()).decode()


F.reg(
    "rubani_booking_desk_curl_basic_auth_history",
    ("ops/<<fa>>/.zsh_history", "ops/frontdesk-<<nn>>/.bash_history"),
    """ls -la
curl -s https://booking.<<dom>>/api/v2/slots?date=<<date>> -H "Authorization: Basic <<enc>>" | jq .
curl -s -X POST https://booking.<<dom>>/api/v2/holds -H "Authorization: Basic <<enc>>" -d '{"tail":"<<reg>>","block":"<<hm>>"}'
history | tail -5
""",
    "pw_bare",
    extra=_basic,
    decode=dec_basic,
    syntax="",
)
