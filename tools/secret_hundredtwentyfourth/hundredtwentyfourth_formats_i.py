# ruff: noqa: E501
"""Family i: a bus-ticketing start-up in Lagos, Nigeria (English, Nigerian Pidgin, Yoruba)."""

from __future__ import annotations

import base64
import json
import random

from hundredtwentyfourth_spec import Fam, after, alnum, enc_b64, rsa_pem

F = Fam(
    name="danfo_tikiti_startup_lagos",
    key="danfo",
    orgs=("danfomove", "oshodiride", "gidiseat"),
    tld="com.ng",
    first=(
        ("Adebayo", "adebayo"),
        ("Chiamaka", "chiamaka"),
        ("Tunde", "tunde"),
        ("Ngozi", "ngozi"),
        ("Emeka", "emeka"),
        ("Funmilayo", "funmi"),
    ),
    last=(
        ("Okafor", "okafor"),
        ("Adeyemi", "adeyemi"),
        ("Balogun", "balogun"),
        ("Eze", "eze"),
        ("Olawale", "olawale"),
        ("Nwosu", "nwosu"),
    ),
    words=(
        "danfo",
        "oshodi",
        "molue",
        "naija",
        "eko",
        "jollof",
        "ojuelegba",
        "agbero",
        "lekki",
        "yaba",
        "wahala",
        "gidi",
        "obalende",
        "suru",
    ),
    pets=("bingo", "jack", "scooby", "blessing", "lucky"),
    cc="+234",
    cities=("Lagos", "Ibadan", "Abuja", "Enugu", "Benin"),
)

# 1 Paystack webhook service .env
F.reg(
    "paystack_webhook_express_dotenv",
    ("srv/<<org>>/payments/.env", "home/<<user>>/code/<<org>>-api/.env.production"),
    """PORT=4000
NODE_ENV=production
PAYSTACK_PUBLIC_KEY=pk_live_<<hex8>><<hex8>><<hex8>><<hex8>><<hex8>>
PAYSTACK_SECRET_KEY=<<cred>>
MONGO_URI=mongodb://<<ip>>:27017/tickets
""",
    "p:paystack",
)

# 2 Flutterwave payouts to bus operators (Go)
F.reg(
    "flutterwave_operator_payouts_go",
    ("services/payouts/internal/flw/client.go", "home/<<user>>/go/src/<<org>>/payout/flw.go"),
    """package flw

import "net/http"

const (
	baseURL   = "https://api.flutterwave.com/v3"
	secretKey = "<<cred>>"
)

func authorize(req *http.Request) {
	req.Header.Set("Authorization", "Bearer "+secretKey)
	req.Header.Set("Content-Type", "application/json")
}
""",
    "p:flutterwave",
)

# 3 WhatsApp (Nigerian Pidgin / Yoruba) in the ops group
F.reg(
    "pidgin_whatsapp_ops_password_dashboard",
    ("WhatsApp/WhatsApp Chat with <<org>> Ops.txt", "Downloads/ops_chat_<<num>>.txt"),
    """<<slash>>, <<time>> - <<first>> <<last>>: Abeg who get the admin password for the operator dashboard? Oshodi park people dey call me
<<slash>>, <<time>> - Tunde Ops: E ku ise o. Na <<user>>, password na <<cred>>
<<slash>>, <<time>> - Tunde Ops: no share am for the big group o
<<slash>>, <<time>> - <<first>> <<last>>: Ese gan 🙏 I don enter
""",
    "human",
)


# 4 Firebase Admin service account JSON (PEM with escaped newlines)
def _sa_extra(rng: random.Random, s: dict) -> dict:
    key = rsa_pem(rng, 2048, pkcs8=True) + "\n"
    body = json.dumps(
        {
            "type": "service_account",
            "project_id": f"{s['org']}-prod",
            "private_key_id": alnum(rng, 40, "0123456789abcdef"),
            "private_key": key,
            "client_email": f"firebase-adminsdk-{alnum(rng, 5, 'abcdefghijklmnopqrstuvwxyz0123456789')}@{s['org']}-prod.iam.gserviceaccount.com",
            "client_id": str(rng.randint(10**20, 10**21)),
            "token_uri": "https://oauth2.googleapis.com/token",
        },
        indent=2,
    )
    return {"needle": key.replace("\n", "\\n"), "body": body}


F.reg(
    "firebase_admin_service_account_json",
    (
        "srv/<<org>>/api/config/firebase-adminsdk-<<hex8>>.json",
        "home/<<user>>/Downloads/<<org>>-prod-<<hex8>>.json",
    ),
    lambda s: s["body"],
    "pw",
    extra=_sa_extra,
)

# 5 Termii SMS OTP (TypeScript)
F.reg(
    "termii_sms_otp_typescript",
    ("<<org>>-api/src/services/otp.ts", "apps/api/src/modules/sms/termii_<<num>>.ts"),
    """import axios from "axios";

const TERMII_API_KEY = "<<cred>>";

export async function sendOtp(phone: string) {
  return axios.post("https://api.ng.termii.com/api/sms/otp/send", {
    api_key: TERMII_API_KEY,
    message_type: "NUMERIC",
    to: phone,
    from: "<<org>>",
    channel: "dnd",
    pin_length: 6,
    message_text: "Your <<org>> code na < 1234 >",
  });
}
""",
    "x:TL:58",
)

# 6 docker-compose with Postgres password
F.reg(
    "docker_compose_postgres_redis",
    ("deploy/docker-compose.prod.yml", "srv/<<org>>/docker-compose.yml"),
    """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: tikiti
      POSTGRES_PASSWORD: '<<cred>>'
      POSTGRES_DB: tikiti
    volumes:
      - pgdata:/var/lib/postgresql/data
  redis:
    image: redis:7-alpine
volumes:
  pgdata: {}
""",
    "pw_sq",
)


# 7 Kubernetes Secret data (base64, encoded)
def _k8s_extra(rng: random.Random, s: dict) -> dict:
    return {"enc": enc_b64(s["cred"])}


def _k8s_dec(text: str) -> str:
    return base64.b64decode(after(text, r"DB_PASSWORD: (\S+)")).decode()


F.reg(
    "kubernetes_secret_data_base64",
    ("k8s/prod/booking-secrets.yaml", "infra/<<org>>/overlays/prod/secret-db.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: booking-db
  namespace: <<org>>
type: Opaque
data:
  DB_USER: Ym9va2luZw==
  DB_PASSWORD: <<enc>>
""",
    "pw",
    extra=_k8s_extra,
    decode=_k8s_dec,
)

# 8 OneSignal REST key in the Android app (Kotlin)
F.reg(
    "onesignal_push_rest_key_kotlin",
    (
        "android/app/src/main/java/ng/<<org>>/push/PushConfig.kt",
        "mobile/<<org>>-driver/app/src/main/kotlin/Push.kt",
    ),
    """package ng.<<org>>.push

object PushConfig {
    const val ONESIGNAL_APP_ID = "<<uuid>>"
    const val ONESIGNAL_REST_API_KEY = "<<cred>>"
}
""",
    "p:onesignal",
)
