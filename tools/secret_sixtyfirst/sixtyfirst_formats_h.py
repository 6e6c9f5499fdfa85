# ruff: noqa: E501
"""Family h: community management of acute malnutrition around Maiduguri, Borno, Nigeria
(Hausa, Kanuri, English): RUTF pipeline sheets, SMS referrals and cash top-ups."""

from __future__ import annotations

import json
import random

from sixtyfirst_corpus import rsa_pem
from sixtyfirst_spec import Fam, hexs

F = Fam(
    "maiduguri_nutrition_cmam",
    orgs=("lafiyanet", "openwell-intl", "lastmile-logistics"),
    tld="org.ng",
    first=("aisha", "musa", "hauwa", "babagana", "zainab", "ibrahim", "fatima", "modu"),
    last=("bukar", "abubakar", "goni", "kolo", "mustapha", "shettima", "zanna", "ali"),
    words=("lafiya", "borno", "yerwa", "sallah", "gida", "ruwa", "kano", "dambe", "tuwo", "damina"),
    places=("Maiduguri", "Jere", "Konduga", "Dikwa", "Monguno", "Bama", "Gwoza"),
    cc="+23480",
    country="nigeria",
)

# 1. WhatsApp in Hausa
F.reg(
    "maiduguri_hausa_whatsapp_kalmar_sirri_otp_site",
    ("WhatsApp Chat with OTP <<place>>.txt", "chats/otp_<<compact>>.txt"),
    """[<<dmy>>, <<time>>:02] Hauwa Goni: Sannu, don Allah menene kalmar sirri na kwamfutar OTP?
[<<dmy>>, <<time>>:31] <<fn>> <<ln>>: Kalmar sirri: <<cred>>
[<<dmy>>, <<time2>>:10] Hauwa Goni: Na gode sosai 🙏
[<<dmy>>, <<time2>>:44] <<fn>> <<ln>>: Kar ki rubuta a bango don Allah
""",
    "human",
)

# 2. Flutterwave secret for the cash top-ups (.env)
F.reg(
    "maiduguri_cash_topup_flutterwave_env",
    ("cash-topup/.env", "srv/topup/<<org>>/.env.prod"),
    """NODE_ENV=production
PORT=8080
FLW_PUBLIC_KEY=FLWPUBK-<<hexid>>f1d3a47c28b96e0d51a2c3b4-X
FLW_SECRET_KEY=<<cred>>
FLW_ENCRYPTION_KEY=<<hexid>>c2a9e1
REDIS_URL=redis://<<ip>>:6379/2
""",
    "p:flw",
    syntax="",
)


# 3. Google service-account JSON used by the RUTF pipeline sheet sync (private key JSON-escaped)
def _sa_extra(rng: random.Random, s: dict) -> None:
    s["kid"] = hexs(rng, 40)
    s["cid"] = str(rng.randint(10**20, 10**21 - 1))


def _sa_json(s: dict) -> str:
    proj = f"rutf-pipeline-{s['nn']}{s['hexid'][:4]}"
    doc = {
        "type": "service_account",
        "project_id": proj,
        "private_key_id": s["kid"],
        "private_key": str(s["cred"]) + "\n",
        "client_email": f"sheets-sync@{proj}.iam.gserviceaccount.com",
        "client_id": s["cid"],
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
        "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
        "client_x509_cert_url": f"https://www.googleapis.com/robot/v1/metadata/x509/sheets-sync%40{proj}.iam.gserviceaccount.com",
        "universe_domain": "googleapis.com",
    }
    return json.dumps(doc, indent=2) + "\n"


F.reg(
    "maiduguri_rutf_sheets_service_account_json_escaped_key",
    (
        "pipeline/credentials/rutf-pipeline-<<hexid>>.json",
        "Downloads/rutf-pipeline-<<nn>><<hexid>>.json",
    ),
    _sa_json,
    lambda rng, s: rsa_pem(rng, 2048, pkcs8=True),
    extra=_sa_extra,
    decode=lambda text: json.loads(text)["private_key"].rstrip("\n"),
)

# 4. Africa's Talking SMS referral reminders (Python)
F.reg(
    "maiduguri_sms_referral_africastalking_python",
    ("referrals/sms_reminders.py", "scripts/tunatarwa_<<n>>.py"),
    """import africastalking

africastalking.initialize(username="<<org>>", api_key="<<cred>>")
sms = africastalking.SMS

MESSAGE = "Assalamu alaikum. Ku kawo yaronku asibitin OTP <<place>> ranar Alhamis don awo. Na gode."


def remind(numbers: list[str]) -> None:
    resp = sms.send(MESSAGE, numbers, sender_id="LAFIYA")
    print(resp["SMSMessageData"]["Message"])
""",
    "p:at",
)

# 5. OCR of a notebook page in Hausa
F.reg(
    "maiduguri_hausa_notebook_ocr_kalmar_shiga_tablet",
    ("scans/littafin_<<compact>>.txt", "ocr/IMG_<<hexid>>.txt"),
    """RANAR: <<dmy>>      WURI: <<place>>
Yara da aka auna: <<n>>  |  SAM: 7  MAM: 12
Tablet na CMAM (Samsung A7)
 sunan mai amfani - <<user>>
 kalmar shiga - <<cred>>
RUTF: katan 14 sun rage. A nemi Musa (store) ranar Litinin.
""",
    "human_x",
)

# 6. ODK Briefcase command line in a batch file
F.reg(
    "maiduguri_odk_briefcase_pull_central_bat",
    ("tools/pull_sqm.bat", "Desktop/briefcase_pull_<<n>>.cmd"),
    """@echo off
REM SQUEAC coverage survey – pull from ODK Central and export CSV
cd /d C:\\ODK
java -jar ODK-Briefcase-v1.18.0.jar --pull_central --storage_directory C:\\ODK\\storage --central_server https://central.<<dom>> --central_username <<email>> --central_password "<<cred>>" --central_project <<n>>
java -jar ODK-Briefcase-v1.18.0.jar --export --form_id squeac_<<year>> --storage_directory C:\\ODK\\storage --export_directory C:\\ODK\\export --export_filename squeac_<<compact>>.csv
pause
""",
    "pw_dq",
    syntax="",
)

# 7. RapidPro token in an SMS referral bridge config (YAML)
F.reg(
    "maiduguri_rapidpro_bridge_config_yaml_token",
    ("bridge/config.yml", "srv/smsbridge/<<org>>.yaml"),
    """rapidpro:
  url: https://textit.com/api/v2
  token: <<cred>>
  flow_uuid: <<uuid>>
referrals:
  facilities:
    - name: OTP <<place>>
      phone: "<<phone>>"
    - name: SC Maiduguri UMTH
      phone: "+2348035550<<nn>>1"
schedule: "0 7 * * 4"
""",
    "p:rapidpro",
)

# 8. E-mail in Hausa with the partner portal login
F.reg(
    "maiduguri_hausa_email_kalmar_sirri_partner_portal",
    ("mail/portal_<<compact>>.eml", "outbox/<<hexid>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Shiga rahoton wata-wata (partner portal)
Date: <<dd>> Feb <<year>> 10:15:00 +0100
Content-Type: text/plain; charset=utf-8

Assalamu alaikum,

Ga bayanan shiga na rahoton wata-wata na abokan hulda:

Adireshi: https://portal.<<dom>>
Sunan mai amfani: <<user>>
Kalmar sirri: <<cred>>

Don Allah a canza kalmar sirri bayan shiga na farko.

Na gode,
<<fn>>
""",
    "human",
    syntax="",
)
