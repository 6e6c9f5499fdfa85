# ruff: noqa: E501
"""Family n: a telemedicine start-up's clinic in Nigeria (English, Nigerian Pidgin, Yoruba):
Paystack and Flutterwave, Termii OTPs, Agora video consultations, MongoDB Atlas, DigitalOcean
deploys from GitHub Actions, Slack and WhatsApp between doctors and the ops team."""

from __future__ import annotations

import json

from hundredtwentyfirst_spec import Fam, hexs

F = Fam(
    name="telemedicine_startup_clinic_nigeria",
    orgs=(
        ("ilerawa", "IleraWa Telehealth"),
        ("dokitanow", "DokitaNow Clinic"),
        ("alafia", "Alafia Virtual Care"),
        ("nkemcare", "NkemCare Telemedicine"),
    ),
    tld="com.ng",
    first=(
        ("Chinedu", "chinedu"),
        ("Adebayo", "adebayo"),
        ("Ngozi", "ngozi"),
        ("Funmilayo", "funmi"),
        ("Emeka", "emeka"),
        ("Aisha", "aisha"),
        ("Tunde", "tunde"),
        ("Chiamaka", "chiamaka"),
    ),
    last=(
        ("Okafor", "okafor"),
        ("Adeyemi", "adeyemi"),
        ("Balogun", "balogun"),
        ("Eze", "eze"),
        ("Ogunleye", "ogunleye"),
        ("Bello", "bello"),
        ("Nwosu", "nwosu"),
    ),
    words=(
        "naija",
        "lagos",
        "abuja",
        "jollof",
        "superEagles",
        "ilera",
        "alafia",
        "oluwa",
        "chukwu",
        "ibadan",
        "enugu",
        "danfo",
        "suya",
        "agege",
        "ekaro",
    ),
    pets=("bingo", "scooby", "rocky", "snowy", "max", "bruno"),
    towns=("Lagos", "Abuja", "Ibadan", "Enugu", "Port Harcourt", "Kano"),
    cc="234",
)

F.reg(
    "dokita_ng_whatsapp_pidgin_doctor_dashboard",
    ("WhatsApp Chat with Doctors On Call <<n>>.txt", "exports/doctors_oncall_<<d8>>.txt"),
    """<<date>>, <<time>> - <<fn>> <<ln>>: Abeg who get the new password for doctors dashboard? Mine no dey work
<<date>>, <<time>> - <<fn2>> <<ln2>>: Ops change am this morning sha
<<date>>, <<time2>> - <<fn2>> <<ln2>>: na <<cred>>
<<date>>, <<time2>> - <<fn>> <<ln>>: E se gan 🙏🏾 I don enter
""",
    "human",
)

F.reg(
    "dokita_ng_paystack_consult_fee_env",
    ("api/.env.production", "services/billing-<<n>>/.env"),
    """NODE_ENV=production
PORT=<<port>>
PAYSTACK_PUBLIC_KEY=pk_live_<<pk>>
PAYSTACK_SECRET_KEY=<<cred>>
PAYSTACK_CALLBACK_URL=https://app.<<dom>>/consult/paid
CONSULT_FEE_KOBO=500000
""",
    "p:paystack",
    syntax="",
    extra=lambda rng, s: {"pk": hexs(rng, 40)},
)

F.reg(
    "dokita_ng_flutterwave_pharmacy_delivery_node",
    ("src/payments/flutterwave.js", "delivery-<<n>>/lib/flw.js"),
    """// Drug delivery payments (card, USSD, bank transfer)
const Flutterwave = require('flutterwave-node-v3');

const flw = new Flutterwave(
  'FLWPUBK-<<pub>>-X',
  '<<cred>>'
);

module.exports = flw;
""",
    "p:flutterwave",
    syntax="",
    extra=lambda rng, s: {"pub": hexs(rng, 32)},
)

F.reg(
    "dokita_ng_termii_otp_patient_login_python",
    ("auth/otp.py", "backend/<<org>>_auth_<<n>>/otp.py"),
    """import requests

TERMII_API_KEY = "<<cred>>"
TERMII_SENDER = "<<org>>"


def send_otp(phone: str) -> dict:
    payload = {
        "api_key": TERMII_API_KEY,
        "message_type": "NUMERIC",
        "to": phone,
        "from": TERMII_SENDER,
        "channel": "dnd",
        "pin_attempts": 3,
        "pin_time_to_live": 5,
        "pin_length": 6,
        "pin_placeholder": "< 1234 >",
        "message_text": "Your <<orgname>> login code is < 1234 >",
        "pin_type": "NUMERIC",
    }
    return requests.post("https://api.ng.termii.com/api/sms/otp/send", json=payload, timeout=10).json()
""",
    "p:termii",
)

F.reg(
    "dokita_ng_agora_video_consult_app_certificate_ts",
    ("src/config/agora.ts", "apps/consult-<<n>>/src/agora.config.ts"),
    """// Video consultations (Agora RTC) — tokens minted server-side
export const AGORA_APP_ID = '<<appid>>';
export const AGORA_APP_CERTIFICATE = '<<cred>>';
export const TOKEN_TTL_SECONDS = 3600;
""",
    "hex:32",
    syntax="",
    extra=lambda rng, s: {"appid": hexs(rng, 32)},
)

F.reg(
    "dokita_ng_github_actions_do_deploy_yaml",
    (".github/workflows/deploy.yml", ".github/workflows/deploy-<<n>>.yaml"),
    """name: deploy-api
on:
  push:
    branches: [main]
jobs:
  deploy:
    runs-on: ubuntu-latest
    env:
      DIGITALOCEAN_ACCESS_TOKEN: <<cred>>
    steps:
      - uses: actions/checkout@v4
      - uses: digitalocean/action-doctl@v2
        with:
          token: ${{ env.DIGITALOCEAN_ACCESS_TOKEN }}
      - run: doctl apps create-deployment <<uuid>>
""",
    "p:do_pat",
)

F.reg(
    "dokita_ng_mongodb_atlas_srv_uri_env",
    ("backend/.env", "<<org>>-api-<<n>>/.env.local"),
    """MONGODB_URI=mongodb+srv://<<user>>:<<cred>>@cluster0.<<cl>>.mongodb.net/telehealth?retryWrites=true&w=majority
REDIS_URL=redis://localhost:6379
JWT_TTL=15m
""",
    "pw_url",
    syntax="",
    extra=lambda rng, s: {
        "cl": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(5))
    },
)


def _slack(s: dict) -> str:
    msgs = [
        {
            "type": "message",
            "user": f"U0{s['hex8'].upper()}",
            "text": f"Ẹ kaarọ team! Lab partner portal login for the night doctors: {s['user']} / {s['cred']}",
            "ts": f"{s['ts']}.000100",
        },
        {
            "type": "message",
            "user": f"U0{s['n3']}ABCD",
            "text": "Thanks, will pin it",
            "ts": f"{s['ts'] + 90}.000200",
        },
    ]
    return json.dumps(msgs, indent=4, ensure_ascii=False) + "\n"


F.reg(
    "dokita_ng_slack_export_night_doctors_channel",
    ("slack-export/night-doctors/<<iso>>.json", "slack_<<n>>/ops-clinic/<<iso>>.json"),
    _slack,
    "human",
)
