# ruff: noqa: E501
"""Family c: a fintech start-up in Lagos, Nigeria (English, Nigerian Pidgin, Yoruba)."""

from __future__ import annotations

from ninetyninth_corpus import alnum, hexs
from ninetyninth_spec import Fam, b64s, dec_basic, supabase_jwt

F = Fam(
    name="fintech_startup_lagos",
    orgs=("owoledger", "ajobuild", "ekopaylite"),
    tld="com.ng",
    first=(
        ("Adebayo", "adebayo"),
        ("Chiamaka", "chiamaka"),
        ("Oluwaseun", "oluwaseun"),
        ("Ngozi", "ngozi"),
        ("Tunde", "tunde"),
        ("Funmilayo", "funmilayo"),
        ("Emeka", "emeka"),
        ("Aisha", "aisha"),
    ),
    last=(
        ("Adeyemi", "adeyemi"),
        ("Okafor", "okafor"),
        ("Balogun", "balogun"),
        ("Eze", "eze"),
        ("Olawale", "olawale"),
        ("Nwosu", "nwosu"),
        ("Bello", "bello"),
    ),
    words=(
        "jollof",
        "naija",
        "eko",
        "danfo",
        "suya",
        "gidi",
        "lekki",
        "owambe",
        "agbado",
        "okada",
        "wahala",
        "yaba",
        "ikeja",
        "amala",
        "chinchin",
        "ajo",
        "esusu",
    ),
    pets=("bingo", "scooby", "lucky", "rex", "tiger", "oreo"),
    cc="234",
    city="Lagos",
)

F.reg(
    "lagos_fintech_paystack_live_key_express",
    ("<<org>>-api/server/payments.js", "services/collections-v<<n>>/src/paystack.js"),
    """// Paystack collections for the ajo (rotating savings) wallets
const express = require("express");
const crypto = require("crypto");
const paystack = require("paystack-api")("<<cred>>");

const router = express.Router();

router.post("/fund", async (req, res) => {
  const { email, amountKobo, walletId } = req.body;
  const tx = await paystack.transaction.initialize({
    email,
    amount: amountKobo,
    callback_url: "https://app.<<dom>>/wallet/" + walletId,
    metadata: { walletId, product: "ajo" },
  });
  res.json(tx.data);
});

module.exports = router;
""",
    cred="p:paystack",
    syntax="",
)

F.reg(
    "lagos_fintech_flutterwave_payouts_env",
    ("payouts/.env", "deploy/<<org>>-payouts.env"),
    """NODE_ENV=production
PORT=8080
FLW_PUBLIC_KEY=FLWPUBK-<<pub>>-X
FLW_SECRET_KEY=<<cred>>
FLW_ENCRYPTION_KEY=<<enck>>
FLW_WEBHOOK_HASH=<<hook>>
DATABASE_URL=postgres://payouts@<<ip>>:5432/payouts
""",
    cred="p:flutterwave",
    extra=lambda r, s: {"pub": hexs(r, 32), "enck": alnum(r, 24), "hook": F.human(r, True)},
)

F.reg(
    "lagos_fintech_pidgin_whatsapp_dashboard_password",
    ("WhatsApp Chat with <<org>> ops 🇳🇬.txt", "chats/ops_<<date>>.txt"),
    """<<d>>/<<mo>>/<<y>>, <<t1>> - <<fn>> <<ln>>: Abeg who get the Paystack dashboard login? Settlement never land since morning
<<d>>/<<mo>>/<<y>>, <<t2>> - <<fn2>> <<ln2>>: Na finance@<<dom>>
<<d>>/<<mo>>/<<y>>, <<t3>> - <<fn2>> <<ln2>>: <<cred>>
<<d>>/<<mo>>/<<y>>, <<t4>> - <<fn2>> <<ln2>>: E dey on 2FA for my phone, ping me make I send the code
<<d>>/<<mo>>/<<y>>, <<t5>> - <<fn>> <<ln>>: E se gan 🙏 I don see am
<<d>>/<<mo>>/<<y>>, <<t6>> - <<fn>> <<ln>>: <Media omitted>
""",
    cred="human",
)


def _basic_hist(s: dict[str, object]) -> str:
    return f"""cd ~/code/{s["org"]}-kyc
git pull
npm run dev
curl -s https://api.{s["dom"]}/health
curl -X POST https://sandbox.youverify.co/v2/api/identity/ng/bvn -H "Content-Type: application/json" -d '{{"id":"22{s["bvn"]}","isSubjectConsent":true}}'
curl -X POST https://kyc-partner.{s["dom"]}/v1/bvn/verify \\
  -H "Authorization: Basic {b64s(s["kuser"] + ":" + s["cred"])}" \\
  -H "Content-Type: application/json" -d '{{"bvn":"22{s["bvn"]}"}}'
history | grep curl
exit
"""


F.reg(
    "lagos_fintech_kyc_partner_curl_basic_history_b64",
    ("home/<<fa>>/.bash_history", "ops/history/<<fa>>-laptop.bash_history"),
    _basic_hist,
    cred="pw",
    syntax="",
    extra=lambda r, s: {"bvn": r.randint(100000000, 999999999), "kuser": f"{s['org']}_kyc"},
    decode=dec_basic,
)

F.reg(
    "lagos_fintech_supabase_service_role_next_env_local",
    ("<<org>>-web/.env.local", "apps/dashboard-<<n>>/.env.local"),
    """NEXT_PUBLIC_SUPABASE_URL=https://<<ref>>.supabase.co
NEXT_PUBLIC_SUPABASE_ANON_KEY=<<anon>>
# server only - used by /api/admin/reconcile
SUPABASE_SERVICE_ROLE_KEY=<<cred>>
NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY=pk_live_<<pk>>
""",
    cred=lambda r, s: supabase_jwt(r, str(s["ref"])),
    extra=lambda r, s: {"anon": supabase_jwt(r, str(s["ref"]), "anon"), "pk": hexs(r, 40)},
)

F.reg(
    "lagos_fintech_investor_update_dataroom_email",
    ("mail/investor-update-<<y>>-<<mo>>.eml", "Sent/Q<<n>> investor update.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: investors@<<dom>>
Subject: <<org>> investor update: TPV up, CBN licence progress
Date: Fri, <<d>> May <<y>> <<hh>>:<<mi>>:05 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Hi all,

Quick one this month:
- Total processed volume: NGN <<nn>>.4bn (+<<n>>1% MoM)
- Active ajo circles: <<nn>>,2<<n>>0
- PSSP licence: second round of CBN questions answered on the <<d>>th

The updated data room (financials, cohort sheet, cap table) is on DocSend:
https://docsend.com/view/s/<<ref>>
passcode: <<cred>>

Ẹ ṣé gan,
<<fn>>
""",
    cred="human",
)

F.reg(
    "lagos_fintech_ledger_postgres_compose_yaml",
    ("<<org>>-ledger/docker-compose.yml", "infra/ledger-<<n>>/docker-compose.yml"),
    """services:
  ledger-db:
    image: postgres:16
    environment:
      POSTGRES_USER: ledger
      POSTGRES_PASSWORD: "<<cred>>"
      POSTGRES_DB: ledger
    volumes:
      - ledger-data:/var/lib/postgresql/data
  api:
    build: .
    environment:
      DATABASE_URL: "postgres://ledger:<<cred>>@ledger-db:5432/ledger"
      PAYSTACK_WEBHOOK_PATH: /hooks/paystack
    depends_on: [ledger-db]
volumes:
  ledger-data: {}
""",
    cred="pw_url",
)

F.reg(
    "lagos_fintech_termii_otp_sender_python",
    ("otp/termii_client.py", "services/notify/<<org>>_termii.py"),
    """import requests

TERMII_BASE = "https://api.ng.termii.com/api"
TERMII_API_KEY = "<<cred>>"
SENDER_ID = "<<org>>"


def send_otp(phone: str) -> str:
    payload = {
        "api_key": TERMII_API_KEY,
        "message_type": "NUMERIC",
        "to": phone,
        "from": SENDER_ID,
        "channel": "dnd",
        "pin_attempts": 3,
        "pin_time_to_live": 5,
        "pin_length": 6,
        "pin_placeholder": "< 1234 >",
        "message_text": "Your <<org>> code is < 1234 >",
        "pin_type": "NUMERIC",
    }
    r = requests.post(f"{TERMII_BASE}/sms/otp/send", json=payload, timeout=15)
    return r.json()["pinId"]
""",
    cred="p:termii",
    syntax="py",
)
