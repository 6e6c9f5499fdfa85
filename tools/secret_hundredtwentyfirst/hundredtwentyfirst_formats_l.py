# ruff: noqa: E501
"""Family l: a TB programme's DOTS clinic in the Philippines (Tagalog, English): ITIS
(Integrated TB Information System), GeneXpert results via GxAlert, CAD4TB chest X-ray reading,
Semaphore SMS adherence reminders, a video-observed-therapy app, Messenger and Viber between
the nurses and the barangay health workers."""

from __future__ import annotations

import base64
import json

from hundredtwentyfirst_spec import Fam, rsa_pem

F = Fam(
    name="tb_dots_programme_clinic_philippines",
    orgs=(
        ("kalinga", "Kalinga TB-DOTS Center"),
        ("bayanihan", "Bayanihan Rural Health Unit TB-DOTS"),
        ("malasakit", "Malasakit Lung Center DOTS Clinic"),
        ("sampaguita", "Sampaguita District Health Office"),
    ),
    tld="gov.ph",
    first=(
        ("Maria Cristina", "cristina"),
        ("Jose", "jose"),
        ("Rowena", "rowena"),
        ("Jerome", "jerome"),
        ("Maricel", "maricel"),
        ("Mark Anthony", "markanthony"),
        ("Lorna", "lorna"),
        ("Ramil", "ramil"),
    ),
    last=(
        ("dela Cruz", "delacruz"),
        ("Santos", "santos"),
        ("Reyes", "reyes"),
        ("Bautista", "bautista"),
        ("Garcia", "garcia"),
        ("Villanueva", "villanueva"),
        ("Mendoza", "mendoza"),
    ),
    words=(
        "mahalkita",
        "ginebra",
        "pacquiao",
        "maganda",
        "pilipinas",
        "mabuhay",
        "adobo",
        "bayanihan",
        "ilocos",
        "cebu",
        "davao",
        "sinigang",
        "jollibee",
        "kalinga",
        "tubig",
    ),
    pets=("bantay", "brownie", "whitey", "chuchay", "tagpi", "muning"),
    towns=("Tuguegarao", "Tabuk", "Bangued", "Laoag", "Iloilo", "Tacloban", "Butuan"),
    cc="63",
)

F.reg(
    "tbdots_ph_messenger_copied_text_password_itis",
    ("Messenger/copied_chat_BHW_<<n>>.txt", "Documents/messenger_dots_<<d8>>.txt"),
    """<<fn>> <<ln>>
Ma'am, ayaw mag-login ng ITIS sa laptop ng RHU 😭
<<time>>

<<fn2>> <<ln2>>
Pinalitan po ng PHO kahapon. User: <<user>>
Password po: <<cred>>
<<time2>>

<<fn>> <<ln>>
Salamat po ma'am!! Naka-encode na yung 5 bagong kaso
""",
    "human",
    syntax="",
)

F.reg(
    "tbdots_ph_itis_handover_tagalog_md",
    ("turnover/ITIS_turnover_<<fa>>.md", "DOTS/endorsement_<<d8>>.md"),
    """# Endorsement — TB-DOTS Nurse (<<orgname>>)

Para kay <<fn2>> <<ln2>>, mula kay <<fn>> <<ln>> (<<date>>)

- I-encode sa ITIS lahat ng bagong kaso bago mag-Biyernes
- GeneXpert cartridges: 14 na lang, mag-request sa PHO
- Mga pasyenteng hindi dumating sa DOT: tawagan ang BHW ng barangay

ITIS account ng RHU: <<user>> / <<cred>>
""",
    "human_x",
    syntax="",
)

F.reg(
    "tbdots_ph_semaphore_adherence_sms_python",
    ("sms/dot_reminder.py", "scripts/semaphore_reminder_<<n>>.py"),
    """import requests

# Paalala sa gamutan (DOT) — ipinapadala tuwing 6am
SEMAPHORE_APIKEY = "<<cred>>"
SENDER = "RHUDOTS"


def paalala(number, pangalan):
    msg = f"Magandang umaga {pangalan}! Huwag kalimutang uminom ng gamot sa TB ngayong araw."
    return requests.post(
        "https://api.semaphore.co/api/v4/messages",
        data={"apikey": SEMAPHORE_APIKEY, "number": number, "message": msg, "sendername": SENDER},
        timeout=15,
    )
""",
    "p:semaphore",
)

F.reg(
    "tbdots_ph_gxalert_genexpert_ini",
    ("GeneXpert/GxAlert/gxalert.ini", "ProgramData/GxAlert_<<n>>/gxalert.ini"),
    """[Instrument]
Serial=8<<n3>><<n2>>
Site=<<orgname>>
Modules=4

[Server]
Url=https://<<org>>.gxalert.com/api/v2/results
ApiKey=<<cred>>
SendIntervalMinutes=5
""",
    "uuid",
)


def _sa_cred(rng, fam) -> str:
    return rsa_pem(rng, pkcs8=True).replace("\n", "\\n") + "\\n"


F.reg(
    "tbdots_ph_vot_app_firebase_service_account_json",
    ("vot-app/firebase-adminsdk-<<hex8>>.json", "backend/credentials/vot_<<n>>.json"),
    """{
  "type": "service_account",
  "project_id": "vot-<<org>>-<<n3>>",
  "private_key_id": "<<kid>>",
  "private_key": "<<cred>>",
  "client_email": "firebase-adminsdk-<<hex8>>@vot-<<org>>-<<n3>>.iam.gserviceaccount.com",
  "client_id": "1<<ts>><<n3>>",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}
""",
    _sa_cred,
    extra=lambda rng, s: {"kid": "".join(rng.choice("0123456789abcdef") for _ in range(40))},
)

F.reg(
    "tbdots_ph_viber_group_reply_only_value",
    ("Viber/BHW_group_<<n>>.txt", "backup/viber_bhw_<<d8>>.txt"),
    """[<<date>>, <<time>>] <<fn>> <<ln>>: Ma'am ano po ulit password ng tablet sa sputum collection?
[<<date>>, <<time>>] <<fn2>> <<ln2>>: <<cred>>
[<<date>>, <<time2>>] <<fn>> <<ln>>: 👍 salamat po
""",
    "human",
)


def _dec_docker(text: str) -> str:
    auths = json.loads(text)["auths"]
    return base64.b64decode(next(iter(auths.values()))["auth"]).decode().split(":", 1)[1]


def _docker(s: dict) -> str:
    obj = {
        "auths": {f"registry.{s['dom']}": {"auth": s["enc"]}},
        "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
    }
    return json.dumps(obj, indent="\t") + "\n"


F.reg(
    "tbdots_ph_dhis2_server_docker_config_auth",
    ("root/.docker/config.json", "home/<<user>>/.docker/config.json"),
    _docker,
    "pw_json",
    decode=_dec_docker,
    enc=lambda v, s: base64.b64encode(f"{s['user']}:{v}".encode()).decode(),
)

F.reg(
    "tbdots_ph_cad4tb_xray_reader_yaml",
    ("cad4tb/config.yaml", "opt/cad4tb-<<n>>/config.yaml"),
    """# CAD4TB chest X-ray scoring box — <<orgname>>
site: <<org>>
threshold: 60
pacs:
  aet: CAD4TB
  host: <<ip>>
  port: 104
ris_export:
  url: https://itis-bridge.<<dom>>/api/cxr
  user: cad4tb
  password: '<<cred>>'
""",
    "pw_sq",
)
