"""Family g: a coding bootcamp for teenagers in Yaba, Lagos, Nigeria (English, Pidgin, Yoruba)."""

from __future__ import annotations

import json
import re

from hundredeighteenth_spec import Fam, dec_b64, enc_b64, ipynb

NG = Fam(
    name="teen_codecamp_yaba_lagos",
    orgs=("codeyaba", "lagoonbyte", "ikejateens"),
    tld="com.ng",
    first=(
        ("Adebayo", "adebayo"),
        ("Chiamaka", "chiamaka"),
        ("Oluwaseun", "oluwaseun"),
        ("Ngozi", "ngozi"),
        ("Emeka", "emeka"),
        ("Funmilayo", "funmilayo"),
        ("Tunde", "tunde"),
        ("Aisha", "aisha"),
    ),
    last=(
        ("Adeyemi", "adeyemi"),
        ("Okafor", "okafor"),
        ("Balogun", "balogun"),
        ("Eze", "eze"),
        ("Okonkwo", "okonkwo"),
        ("Bello", "bello"),
    ),
    words=(
        "jollof",
        "naija",
        "lagos",
        "yaba",
        "ekomo",
        "superEagles",
        "omo",
        "wahala",
        "suya",
        "agege",
        "danfo",
        "oshey",
        "chelsea",
        "arsenal",
        "python",
        "coder",
    ),
    pets=("bingo", "tiger", "rex", "snowy", "kitty", "bobby", "oscar"),
    cc="+234",
    grades=("Cohort 7", "Cohort 8", "Junior Python", "Scratch Kids", "Web 101"),
)

NG.reg(
    "codecamp_paystack_secret_express_env",
    ("enrol-api/.env", "apps/<<org>>-enrol/.env.production"),
    """PORT=4000
NODE_ENV=production
MONGO_URL=mongodb://127.0.0.1:27017/enrol
PAYSTACK_PUBLIC_KEY=pk_live_<<pk>>
PAYSTACK_SECRET_KEY=<<cred>>
PAYSTACK_CALLBACK=https://<<dom>>/enrol/verify
TERMII_SENDER=<<orgc>>
""",
    "p:paystack",
    extra=lambda rng, s: {"pk": NG.cred(rng, "hex:40")},
)

NG.reg(
    "codecamp_flutterwave_webhook_go",
    ("payments/flutterwave.go", "cmd/<<org>>-pay/flw_<<n>>.go"),
    """package payments

import (
	"net/http"
	"os"
)

// Flutterwave v3 - instalment payments for holiday coding camp
const flwSecretKey = "<<cred>>"

var flwHash = os.Getenv("FLW_WEBHOOK_HASH")

func Charge(w http.ResponseWriter, r *http.Request) {
	req, _ := http.NewRequest("POST", "https://api.flutterwave.com/v3/payments", r.Body)
	req.Header.Set("Authorization", "Bearer "+flwSecretKey)
	_, _ = http.DefaultClient.Do(req)
}
""",
    "p:flutterwave",
    syntax="",
)

NG.reg(
    "codecamp_gh_cli_hosts_yml_classroom",
    ("home/<<fa>>/.config/gh/hosts.yml", "instructor-laptop/<<n>>/gh/hosts.yml"),
    """github.com:
    users:
        <<fa>>-<<org>>:
            oauth_token: <<cred>>
    git_protocol: https
    oauth_token: <<cred>>
    user: <<fa>>-<<org>>
""",
    "p:github_oauth",
)

NG.reg(
    "codecamp_student_flask_app_openai_key",
    ("students/<<fa2>>_<<la2>>/chatbot/app.py", "projects/<<n>>/homework_helper/app.py"),
    """from flask import Flask, request
from openai import OpenAI

# my chatbot for demo day!! - <<fa2>> (<<grade>>)
client = OpenAI(api_key="<<cred>>")
app = Flask(__name__)


@app.route("/ask", methods=["POST"])
def ask():
    q = request.json["question"]
    r = client.chat.completions.create(
        model="gpt-4o-mini", messages=[{"role": "user", "content": q}]
    )
    return {"answer": r.choices[0].message.content}
""",
    "p:openai",
)


def _tg(s: dict) -> str:
    doc = {
        "name": f"{s['orgc']} Instructors",
        "type": "private_supergroup",
        "id": 1700000000 + int(s["n"]),
        "messages": [
            {
                "id": 1,
                "type": "message",
                "date": f"{s['date']}T{s['hms']}",
                "date_unixtime": str(s["ts"]),
                "from": f"{s['fn']} {s['ln']}",
                "from_id": f"user{s['n']}1",
                "text": "Abeg who get the Replit Teams admin password? Students dey wait",
                "text_entities": [],
            },
            {
                "id": 2,
                "type": "message",
                "date": f"{s['date']}T{s['hms']}",
                "date_unixtime": str(int(s["ts"]) + 40),
                "from": f"{s['fn2']} {s['ln2']}",
                "from_id": f"user{s['n']}2",
                "text": f"email na {s['email2']}, password {s['cred']}",
                "text_entities": [],
            },
            {
                "id": 3,
                "type": "message",
                "date": f"{s['date']}T{s['hms']}",
                "date_unixtime": str(int(s["ts"]) + 90),
                "from": f"{s['fn']} {s['ln']}",
                "from_id": f"user{s['n']}1",
                "text": "E se o! 🙏🏾",
                "text_entities": [],
            },
        ],
    }
    return json.dumps(doc, indent=1, ensure_ascii=False) + "\n"


NG.reg(
    "codecamp_telegram_json_export_pidgin_password",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "exports/tg_<<org>>_<<n>>/result.json"),
    _tg,
    "human",
)


def _dec_k8s(text: str) -> str:
    m = re.search(r"MONGO_PASSWORD: (\S+)", text)
    assert m
    return dec_b64(m.group(1))


NG.reg(
    "codecamp_k8s_secret_mongo_base64",
    ("k8s/lms-secret.yaml", "deploy/<<org>>/mongo-secret-<<n>>.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: lms-mongo
  namespace: <<org>>
type: Opaque
data:
  MONGO_USER: <<enc_user>>
  MONGO_PASSWORD: <<enc>>
""",
    "pw_alnum",
    extra=lambda rng, s: {"enc": enc_b64(str(s["cred"])), "enc_user": enc_b64("lms")},
    decode=_dec_k8s,
)

NG.reg(
    "codecamp_ipynb_mongodb_srv_uri",
    ("notebooks/week<<n2>>_databases.ipynb", "class/<<fa>>/mongo_intro_<<n>>.ipynb"),
    lambda s: ipynb(
        [
            ("!pip install pymongo\n", "Successfully installed pymongo-4.7.2\n"),
            (
                "from pymongo import MongoClient\n"
                f'uri = "mongodb+srv://{s["login"]}:{s["cred"]}@cluster0.{s["hex8"][:5]}.mongodb.net/?retryWrites=true&w=majority"\n'
                "client = MongoClient(uri)\n"
                "db = client['codecamp']\n"
                "db.list_collection_names()\n",
                "['students', 'projects', 'attendance']\n",
            ),
        ]
    ),
    "pw_url",
    syntax="json",
)

NG.reg(
    "codecamp_loaner_laptops_airtable_csv",
    ("Downloads/Loaner Laptops-Grid view (<<n>>).csv", "ops/laptops_<<grade>>_<<n>>.csv"),
    """Asset tag,Student,Cohort,Windows login,Windows password,Returned
YB-<<n>>,<<fn>> <<ln>>,<<grade>>,student<<n2>>,<<cred>>,No
YB-<<n2>>0,<<fn2>> <<ln2>>,<<grade>>,student<<n2>>1,changed by student,Yes
""",
    "human",
)
