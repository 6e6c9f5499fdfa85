"""Family h: a campus start-up at a Bengaluru engineering college (English, Hindi, Kannada)."""
# ruff: noqa: E501

from __future__ import annotations

import base64
import random

from ninetyeighth_spec import Fam, alnum, dec_b64_field

F = Fam(
    name="jugaad_campus_startup_bengaluru",
    key="jugaad",
    orgs=("jugaadworks", "chaichakra", "hostelhub", "canteenkart", "notesbhai"),
    tld="ac.in",
    first=(
        ("अर्जुन", "arjun"),
        ("प्रिया", "priya"),
        ("ರಾಹುಲ್", "rahul"),
        ("ಅನನ್ಯಾ", "ananya"),
        ("विकास", "vikas"),
        ("स्नेहा", "sneha"),
        ("ಕಾರ್ತಿಕ್", "karthik"),
        ("दिव्या", "divya"),
    ),
    last=(
        ("शर्मा", "sharma"),
        ("ರಾವ್", "rao"),
        ("गुप्ता", "gupta"),
        ("ಗೌಡ", "gowda"),
        ("वर्मा", "verma"),
        ("ನಾಯಕ್", "nayak"),
        ("सिंह", "singh"),
    ),
    words=(
        "jugaad",
        "chai",
        "samosa",
        "bengaluru",
        "dosa",
        "masala",
        "jalebi",
        "cricket",
        "dhoni",
        "kohli",
        "biryani",
        "namma",
        "filterkaapi",
        "unicorn",
        "hostel",
    ),
    pets=("tommy", "sheru", "moti", "bruno", "kalu", "golu"),
    cc="+91",
    places=("Koramangala", "HSR Layout", "Indiranagar", "Whitefield"),
)

F.reg(
    "razorpay_live_keys_env",
    ("canteen-app/.env", "apps/<<org>>-api-<<n>>/.env.production"),
    """NODE_ENV=production
PORT=8080
MONGO_URI=mongodb+srv://cluster0.<<hex8>>.mongodb.net/canteen
RAZORPAY_KEY_ID=rzp_live_<<kid>>
RAZORPAY_KEY_SECRET=<<cred>>
RAZORPAY_WEBHOOK_URL=https://api.<<dom>>/razorpay/webhook
""",
    cred="p:razorpay",
    syntax="",
    extra=lambda rng, s: {"kid": alnum(rng, 14)},
)


def _k8s(s: dict) -> str:
    v = base64.b64encode(s["cred"].encode()).decode()
    return f"""apiVersion: v1
kind: Secret
metadata:
  name: {s["org"]}-db
  namespace: prod
type: Opaque
data:
  POSTGRES_USER: {base64.b64encode(b"canteen").decode()}
  POSTGRES_PASSWORD: {v}
"""


F.reg(
    "k8s_secret_data_base64_db",
    ("deploy/k8s/secret-db.yaml", "infra-<<year>>/k8s/<<org>>-db-secret.yaml"),
    _k8s,
    cred="pw",
    decode=dec_b64_field("POSTGRES_PASSWORD: "),
)

F.reg(
    "supabase_service_role_next_env",
    ("notesbhai-web/.env.local", "web-<<org>>-<<n>>/.env.local"),
    """NEXT_PUBLIC_SUPABASE_URL=https://<<hex8>>x.supabase.co
NEXT_PUBLIC_SUPABASE_ANON_KEY=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiJ9.anon
SUPABASE_SERVICE_ROLE_KEY=<<cred>>
NEXT_PUBLIC_APP_NAME=<<org>>
""",
    cred="p:supabase",
    syntax="",
)

F.reg(
    "whatsapp_hinglish_aws_console",
    (
        "WhatsApp Chat with <<org>> founders <<n>>.txt",
        "Downloads/WhatsApp Chat with <<fn2>> <<year>>.txt",
    ),
    """<<day>>/<<mon>>/<<yy>>, <<hh>>:<<mm>> pm - <<fn>> <<ln>>: bhai AWS console ka login bhej de, demo day se pehle EC2 restart karna hai
<<day>>/<<mon>>/<<yy>>, <<hh>>:<<mm>> pm - <<fn2>> <<ln2>>: IAM user: ops-<<fa2>>
<<day>>/<<mon>>/<<yy>>, <<hh>>:<<mm>> pm - <<fn2>> <<ln2>>: password: <<cred>>
<<day>>/<<mon>>/<<yy>>, <<hh>>:<<mm>> pm - <<fn2>> <<ln2>>: MFA mere phone pe hai, call kar lena
<<day>>/<<mon>>/<<yy>>, <<hh>>:<<mm>> pm - <<fn>> <<ln>>: 👍 thanks yaar
""",
    cred="human",
    syntax="",
)

F.reg(
    "aws_credentials_file_default",
    ("home/<<fa>>/.aws/credentials", "laptop-backup-<<date>>/.aws/credentials"),
    """[default]
aws_access_key_id = <<akid>>
aws_secret_access_key = <<cred>>
region = ap-south-1

[<<org>>-staging]
aws_access_key_id = <<akid>>
aws_secret_access_key = <<cred>>
""",
    cred="p:aws",
    syntax="ini",
    extra=lambda rng, s: {"akid": "AKIA" + alnum(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")},
)

F.reg(
    "email_hindi_devanagari_paswarda",
    ("mail/inbox/incubator_<<n>>.eml", "Thunderbird/Inbox/<<date>>-paswarda.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<ln2>> <<<email2>>>
Subject: =?UTF-8?B?4KSH4KSo4KSV4KWN4KSv4KWC4KSs4KWH4KSf4KSwIOCkquCli+CksOCljeCkn+Cksg==?=
Date: Fri, <<day>> Aug <<year>> <<time>>:19 +0530
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

नमस्ते <<fn2>>,

इनक्यूबेटर पोर्टल (funding application) का लॉगिन नीचे है। कृपया शुक्रवार तक pitch deck
अपलोड कर देना:

यूज़रनेम: <<org>>.founders@<<dom>>
पासवर्ड: <<cred>>

धन्यवाद,
<<fn>>
""",
    cred="human",
    syntax="",
)


def _msg91(rng: random.Random, s: dict) -> str:
    return f"{rng.randint(100000, 999999)}A{alnum(rng, 17)}"


F.reg(
    "github_workflow_msg91_authkey",
    (".github/workflows/otp-smoke-<<n>>.yml", "<<org>>-backend/.github/workflows/deploy.yml"),
    """name: OTP smoke test
on:
  push:
    branches: [main]
jobs:
  smoke:
    runs-on: ubuntu-latest
    env:
      MSG91_AUTHKEY: "<<cred>>"
      MSG91_TEMPLATE_ID: "6<<hex8>>"
    steps:
      - uses: actions/checkout@v4
      - run: npm ci
      - run: npm run smoke:otp
""",
    cred=_msg91,
)


def _gapp(rng: random.Random, s: dict) -> str:
    return " ".join(alnum(rng, 4, "abcdefghijklmnopqrstuvwxyz") for _ in range(4))


F.reg(
    "notes_gmail_app_password_bare",
    ("notes/misc_<<n>>.txt", "Desktop/todo_<<date>>.txt"),
    """- pitch deck v7 -> send to mentor
- nodemailer gmail app pw
<<cred>>
- fix razorpay webhook retry
""",
    cred=_gapp,
    syntax="",
)
