# ruff: noqa: E501
"""Family f: a music school (ωδείο) in Athens, Greece (Greek)."""

from __future__ import annotations

import html
import re

from hundredeighteenth_spec import Fam, amp_pw, enc_html

GR = Fam(
    name="odeio_music_conservatory_athens",
    orgs=("lyrarmonia", "kitharaodeio", "melodikon"),
    tld="gr",
    first=(
        ("Γιώργος", "giorgos"),
        ("Μαρία", "maria"),
        ("Ελένη", "eleni"),
        ("Νίκος", "nikos"),
        ("Κατερίνα", "katerina"),
        ("Δημήτρης", "dimitris"),
        ("Σοφία", "sofia"),
    ),
    last=(
        ("Παπαδόπουλος", "papadopoulos"),
        ("Ιωάννου", "ioannou"),
        ("Νικολάου", "nikolaou"),
        ("Γεωργίου", "georgiou"),
        ("Βασιλείου", "vasileiou"),
        ("Κωνσταντίνου", "konstantinou"),
    ),
    words=(
        "mousiki",
        "bouzouki",
        "piano",
        "kithara",
        "olympiakos",
        "panathinaikos",
        "akropoli",
        "thalassa",
        "agapi",
        "ellada",
        "rebetiko",
        "solfege",
        "nota",
        "violi",
        "kalimera",
        "souvlaki",
    ),
    pets=("azor", "lucky", "rex", "bobos", "lili", "maki", "zeus"),
    cc="+30",
    grades=("Α' Πιάνου", "Γ' Κιθάρας", "Ωδική", "Ανώτερα Θεωρητικά"),
)

GR.reg(
    "odeio_viber_greek_copied_kodikos",
    ("Viber/συνομιλία_<<org>>_<<n>>.txt", "Documents/viber_grammateia_<<date>>.txt"),
    """[<<dmy>>, <<hm>>] <<fn>> <<ln>>: Καλησπέρα! Ποιος είναι ο κωδικός για το Wi-Fi στην αίθουσα πιάνου;
[<<dmy>>, <<hm>>] <<fn2>> <<ln2>>: Δίκτυο <<orgc>>_Aithousa
[<<dmy>>, <<hm>>] <<fn2>> <<ln2>>: κωδικός <<cred>>
[<<dmy>>, <<hm>>] <<fn2>> <<ln2>>: Μην τον δώσετε στους γονείς, έχουν το guest 🙂
[<<dmy>>, <<hm>>] <<fn>> <<ln>>: Ευχαριστώ πολύ!
""",
    "human",
)

GR.reg(
    "odeio_viva_wallet_tuition_python",
    ("didaktra/viva_<<n>>.py", "home/<<fa>>/odeio/pliromes.py"),
    """# Δίδακτρα μέσω Viva Wallet (Smart Checkout)
import requests

VIVA_CLIENT_ID = "<<cid>>.apps.vivapayments.com"
VIVA_CLIENT_SECRET = "<<cred>>"
VIVA_SOURCE_CODE = "<<n>>"


def token() -> str:
    r = requests.post(
        "https://accounts.vivapayments.com/connect/token",
        data={"grant_type": "client_credentials"},
        auth=(VIVA_CLIENT_ID, VIVA_CLIENT_SECRET),
    )
    return r.json()["access_token"]
""",
    "p:viva_secret",
    extra=lambda rng, s: {"cid": GR.cred(rng, "alnum:40").lower()},
)

GR.reg(
    "odeio_wp_cli_user_create_bash_history",
    ("home/<<fa>>/.bash_history", "var/www/<<org>>/.bash_history_<<n>>"),
    """cd /var/www/<<org>>
wp plugin update --all
wp user list --role=editor
wp user create <<fa2>> <<email2>> --role=editor --user_pass=<<cred>> --display_name="<<fa2>> <<la2>>"
wp cache flush
exit
""",
    "pw_bare",
)

GR.reg(
    "odeio_home_assistant_secrets_yaml_practice_rooms",
    ("homeassistant/secrets.yaml", "config/<<org>>_secrets.yaml"),
    """# Αίθουσες μελέτης - κλειδαριές Nuki, θερμοκρασία, κάμερα εισόδου
wifi_ssid: "<<orgc>>_IoT"
wifi_password: "<<wifi>>"
nuki_bridge_token: "<<cred>>"
entrance_camera_url: "rtsp://<<ip>>:554/stream1"
latitude_home: 37.98
longitude_home: 23.72
""",
    "alnum:20",
    extra=lambda rng, s: {"wifi": GR.human(rng, safe=True)},
)

GR.reg(
    "odeio_greek_email_mydata_aade_subscription_key",
    ("Mail/Εισερχόμενα/mydata_<<n>>.eml", "eml/logistis_<<date>>.eml"),
    """From: <<fa2>>.<<la2>>@logistiko-grafeio.gr
To: <<email>>
Subject: =?UTF-8?B?bXlEQVRBIC0gzrrPic60zrnOus6/zq8=?=
Date: Mon, <<d>> Feb <<y>> <<hms>> +0200
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

Καλησπέρα σας κ. <<ln>>,

για τη διασύνδεση του προγράμματος εκδόσεων του ωδείου με το myDATA της ΑΑΔΕ
χρησιμοποιήστε τα παρακάτω:

Όνομα χρήστη: <<login>>
Subscription key (ocp-apim-subscription-key): <<cred>>

Με εκτίμηση,
<<fn2>> <<ln2>>
Λογιστικό Γραφείο
""",
    "p:aade_mydata",
)

GR.reg(
    "odeio_jamf_school_ipads_curl_sh",
    ("scripts/ipad_lista_<<n>>.sh", "home/<<fa>>/jamf/devices.sh"),
    """#!/bin/sh
# Λίστα iPad αιθουσών θεωρίας (Jamf School)
NETWORK_ID="<<netid>>"
API_KEY="<<cred>>"
curl -s -u "$NETWORK_ID:$API_KEY" -H "X-Server-Protocol-Version: 3" \\
  "https://<<org>>.jamfcloud.com/api/devices" | jq '.devices[] | {name, serialNumber}'
""",
    "p:jamf_school",
    extra=lambda rng, s: {"netid": str(GR.cred(rng, "hex:8")).lstrip("0") or "7"},
)


def _recital(s: dict) -> str:
    return f"""<!DOCTYPE html>
<html lang="el"><head><meta charset="utf-8"><title>Ρεσιτάλ {s["y"]} - λογαριασμοί</title></head>
<body>
<h2>Εισιτήρια ρεσιτάλ - λογαριασμοί</h2>
<table border="1">
<tr><th>Υπηρεσία</th><th>Χρήστης</th><th>Κωδικός</th></tr>
<tr><td>more.com (ταμείο)</td><td>{s["email"]}</td><td class="pw">{s["enc"]}</td></tr>
<tr><td>YouTube live</td><td>{s["email2"]}</td><td>με 2FA στο κινητό</td></tr>
</table>
</body></html>
"""


def _dec_recital(text: str) -> str:
    m = re.search(r'<td class="pw">(.*?)</td>', text)
    assert m
    return html.unescape(m.group(1))


GR.reg(
    "odeio_recital_tickets_html_entities",
    ("Desktop/ρεσιτάλ_<<y>>_<<n>>.html", "grammateia/recital_<<n>>.html"),
    _recital,
    amp_pw,
    extra=lambda rng, s: {"enc": enc_html(str(s["cred"]))},
    decode=_dec_recital,
)

GR.reg(
    "odeio_teachers_roster_tsv_kodikoi",
    ("Έγγραφα/καθηγητές_<<y>>_<<n>>.tsv", "export/kathigites_<<n>>.tsv"),
    """Ονοματεπώνυμο\tΤμήμα\tEmail\tΚωδικός πλατφόρμας
<<fn>> <<ln>>\t<<grade>>\t<<email>>\t<<cred>>
<<fn2>> <<ln2>>\tΘεωρητικά\t<<email2>>\t(αλλαγή στην πρώτη είσοδο)
""",
    "human",
)
