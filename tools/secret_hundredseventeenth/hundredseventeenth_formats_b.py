# ruff: noqa: E501
"""Family b: a SIM registration and airtime agent in Lagos, Nigeria; Nigerian Pidgin, Yoruba."""

from hundredseventeenth_spec import Fam

F = Fam(
    name="sim_airtime_agent_lagos",
    orgs=("airtimeoga", "recharjia", "kudiload", "ikejasim"),
    tld="com.ng",
    first=(
        ("Adébáyọ̀", "adebayo"),
        ("Chiamaka", "chiamaka"),
        ("Olúwaṣeun", "oluwaseun"),
        ("Emeka", "emeka"),
        ("Fúnmiláyọ̀", "funmilayo"),
        ("Ibrahim", "ibrahim"),
    ),
    last=(
        ("Ọládipọ̀", "oladipo"),
        ("Okafor", "okafor"),
        ("Adéyẹmí", "adeyemi"),
        ("Balogun", "balogun"),
        ("Nwosu", "nwosu"),
        ("Bello", "bello"),
    ),
    words=(
        "oga",
        "naija",
        "ikeja",
        "jollof",
        "danfo",
        "owambe",
        "lagos",
        "recharge",
        "kudi",
        "wahala",
        "omoluabi",
        "eko",
        "sharp",
        "alaba",
    ),
    pets=("bingo", "jack", "tiger", "lucky", "dog", "simba"),
    cc="+234",
    city="Lagos",
)

F.reg(
    "airtimeoga_pidgin_whatsapp_vtpass_login",
    ("WhatsApp Chat - Oga <<fn>>.txt", "chats/airtime_<<fa>>_<<n>>.txt"),
    """[<<dmy>>, <<time>>:11] Oga <<fn>>: Abeg who change the VTpass password? I no fit login since morning
[<<dmy>>, <<time>>:40] <<fn2>> (shop girl): Na me, the old one don expire
[<<dmy>>, <<time>>:52] <<fn2>> (shop girl): <<cred>>
[<<dmy>>, <<time2>>:03] Oga <<fn>>: Ok e don work. No give anybody o
[<<dmy>>, <<time2>>:09] <<fn2>> (shop girl): 👍🏾
""",
    cred="human",
    syntax="",
)

F.reg(
    "airtimeoga_vtpass_topup_node_env",
    ("topup-api/.env", "apps/<<org>>-vend/.env.production"),
    """NODE_ENV=production
PORT=80<<day>>
VTPASS_BASE_URL=https://vtpass.com/api
VTPASS_API_KEY=<<akey>>
VTPASS_PUBLIC_KEY=PK_<<pkey>>
VTPASS_SECRET_KEY=<<cred>>
REDIS_URL=redis://127.0.0.1:6379/2
LOW_BALANCE_ALERT=<<phone>>
""",
    cred="x:SK_:40",
    syntax="",
    extra=lambda rng, s: {
        "akey": "".join(rng.choice("0123456789abcdef") for _ in range(32)),
        "pkey": "".join(rng.choice("0123456789abcdef") for _ in range(40)),
    },
)

F.reg(
    "airtimeoga_paystack_wallet_funding_python",
    ("wallet/fund_wallet_<<n>>.py", "scripts/paystack_verify.py"),
    """import hashlib
import hmac

import requests

PAYSTACK_SECRET = "<<cred>>"


def verify(reference: str) -> dict:
    r = requests.get(
        f"https://api.paystack.co/transaction/verify/{reference}",
        headers={"Authorization": f"Bearer {PAYSTACK_SECRET}"},
        timeout=20,
    )
    return r.json()["data"]


def valid_webhook(body: bytes, signature: str) -> bool:
    mac = hmac.new(PAYSTACK_SECRET.encode(), body, hashlib.sha512).hexdigest()
    return hmac.compare_digest(mac, signature)
""",
    cred="p:paystack",
)

F.reg(
    "airtimeoga_sim_registration_agents_csv",
    ("exports/agents_<<date>>.csv", "Downloads/sim_reg_agents_<<n>>.csv"),
    """agent_code,full_name,lga,phone,portal_user,portal_password,status
AG<<n2>>,<<fn>> <<ln>>,Ikeja,<<phone>>,<<user>>,<<cred>>,active
AG<<n>>1,<<fn2>> <<ln2>>,Alimosho,<<phone2>>,<<fa2>>.<<la2>>,(reset pending),suspended
""",
    cred="pw",
    syntax="",
)

F.reg(
    "airtimeoga_yoruba_sms_thread_reply_only",
    ("sms/thread_<<phone>>_<<n>>.txt", "Documents/sms_<<fa>>_<<n>>.txt"),
    """Lati: <<fn>> <<ln>> (<<phone>>)
<<dmy>> <<time>>
Ẹ káàsán. Ẹ jọ̀wọ́, kí ni ọ̀rọ̀ aṣínà (password) tuntun fún dealer portal MTN?

Si: <<fn>> <<ln>>
<<dmy>> <<time2>>
<<cred>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "airtimeoga_termii_bulk_sms_promo_sh",
    ("bin/send_promo.sh", "cron/promo_<<n>>.sh"),
    """#!/bin/sh
# Promo: Buy data for cheap, 1GB don land
MSG="<<Org>>: 1GB MTN data N250 only. Come Ikeja shop or call <<phone>>"
for n in $(cat /home/<<fa>>/customers.txt); do
  curl -s -X POST https://api.ng.termii.com/api/sms/send \\
    -H 'Content-Type: application/json' \\
    -d "{\\"api_key\\":\\"<<cred>>\\",\\"to\\":\\"$n\\",\\"from\\":\\"N-Alert\\",\\"sms\\":\\"$MSG\\",\\"type\\":\\"plain\\",\\"channel\\":\\"dnd\\"}"
  sleep 1
done
""",
    cred="x:TL:58",
    syntax="",
)

F.reg(
    "airtimeoga_agent_pos_sync_client_ini",
    ("pos-sync/agent_pos.ini", "C/ProgramData/AgentPOS/sync_<<n>>.ini"),
    """[terminal]
terminal_id = 2KUD<<n2>>
merchant = <<Org>> Ventures
location = Ikeja Computer Village

[api]
base_url = https://agency.<<dom>>/api/v2
client_id = <<org>>-pos-<<n>>
client_secret = <<cred>>
timeout = 30
""",
    cred="alnum:40",
)

F.reg(
    "airtimeoga_flutterwave_bills_yaml",
    ("config/billers.yml", "deploy/<<org>>/flutterwave.yaml"),
    """flutterwave:
  base_url: https://api.flutterwave.com/v3
  public_key: "FLWPUBK-<<pk>>-X"
  secret_key: "<<cred>>"
  encryption_key: "<<ek>>"
billers:
  - code: BIL099
    name: MTN VTU
  - code: BIL110
    name: DSTV
""",
    cred="p:flutterwave",
    extra=lambda rng, s: {
        "pk": "".join(rng.choice("0123456789abcdef") for _ in range(32)),
        "ek": "".join(rng.choice("0123456789abcdef") for _ in range(24)),
    },
)
