# ruff: noqa: E501
"""Family j: a Pune CCTV remote-monitoring room (India; Hindi and Marathi)."""

from __future__ import annotations

import base64
import re

from seventyfifth_spec import Fam, alnum, enc_b64

F = Fam(
    name="pune_cctv_remote_monitoring_room",
    orgs=("nigrahcctv", "drishtiwatch", "punekavach"),
    tld="in",
    first=(
        ("राहुल", "rahul"),
        ("प्रिया", "priya"),
        ("अमित", "amit"),
        ("स्नेहा", "sneha"),
        ("विकास", "vikas"),
        ("पूजा", "pooja"),
        ("सचिन", "sachin"),
        ("अनिता", "anita"),
    ),
    last=(
        ("पाटील", "patil"),
        ("देशमुख", "deshmukh"),
        ("कुलकर्णी", "kulkarni"),
        ("शर्मा", "sharma"),
        ("जोशी", "joshi"),
        ("गायकवाड", "gaikwad"),
        ("यादव", "yadav"),
    ),
    words=(
        "nigrani",
        "suraksha",
        "pune",
        "shivaji",
        "ganpati",
        "bappa",
        "morya",
        "sinhagad",
        "kothrud",
        "hadapsar",
        "vadapav",
        "chai",
        "dosti",
        "jai",
        "maharashtra",
        "dhoni",
        "virat",
        "mumbai",
        "saibaba",
        "laxmi",
    ),
    pets=("tommy", "sheru", "moti", "bruno", "tiger", "kalu"),
    cc="+91",
)

F.reg(
    "punecctv_hikcentral_artemis_appsecret_python",
    ("integrations/hikcentral_events_<<org>>.py", "soc/artemis_alarm_pull_<<n>>.py"),
    '''"""Pull alarm events from HikCentral Professional (Artemis OpenAPI) into the SOC queue."""

import base64
import hashlib
import hmac
import time

import requests

HOST = "https://<<ip>>:443"
APP_KEY = "<<appkey>>"
APP_SECRET = "<<cred>>"
PATH = "/artemis/api/eventService/v1/eventRecords/page"


def sign(method: str, path: str) -> dict:
    ts = str(int(time.time() * 1000))
    msg = f"{method}\\n*/*\\napplication/json\\nx-ca-key:{APP_KEY}\\nx-ca-timestamp:{ts}\\n{path}"
    sig = base64.b64encode(hmac.new(APP_SECRET.encode(), msg.encode(), hashlib.sha256).digest())
    return {"x-ca-key": APP_KEY, "x-ca-timestamp": ts, "x-ca-signature": sig.decode(),
            "x-ca-signature-headers": "x-ca-key,x-ca-timestamp"}


r = requests.post(HOST + PATH, json={"pageNo": 1, "pageSize": 100}, headers=sign("POST", PATH), verify=False)
print(r.json()["data"]["total"])
''',
    cred="alnum:20",
    extra=lambda rng, s: {"appkey": str(rng.randint(10_000_000, 99_999_999))},
)

F.reg(
    "punecctv_hindi_whatsapp_password_client_nvr",
    ("whatsapp/WhatsApp Chat with <<fa>> Control Room.txt", "exports/wa_site<<site>>_<<n>>.txt"),
    """<<dmy>>, <<time>> pm - <<fn>> <<ln>>: सर, हडपसर वाली सोसायटी का NVR ऑफलाइन दिख रहा है
<<dmy>>, <<time>> pm - <<fn2>> <<ln2>>: गार्ड से बोलो राउटर रीस्टार्ट करे, फिर iVMS में दोबारा ऐड करो
<<dmy>>, <<time2>> pm - <<fn2>> <<ln2>>: यूज़र admin
<<dmy>>, <<time2>> pm - <<fn2>> <<ln2>>: पासवर्ड <<cred>>
<<dmy>>, <<time2>> pm - <<fn>> <<ln>>: हो गया सर, लाइव आ गया 👍
""",
    cred="human",
)

F.reg(
    "punecctv_razorpay_subscriptions_dotenv",
    ("billing/<<org>>-subscriptions/.env", "api/.env.monitoring<<site>>"),
    """NODE_ENV=production
PORT=4000
MONGO_URI=mongodb://<<ip>>:27017/monitoring
RAZORPAY_KEY_ID=rzp_live_<<kid>>
RAZORPAY_KEY_SECRET=<<cred>>
RAZORPAY_WEBHOOK_URL=https://billing.<<dom>>/razorpay/webhook
PLAN_MONTHLY=plan_<<kid>>
""",
    cred="p:razorpay",
    extra=lambda rng, s: {"kid": alnum(rng, 14)},
)


def _k8s_dec(text: str) -> str:
    m = re.search(r"^  TELEGRAM_BOT_TOKEN: (\S+)$", text, re.M)
    assert m
    return base64.b64decode(m.group(1)).decode()


F.reg(
    "punecctv_alert_relay_k8s_secret_data_base64",
    ("k8s/alert-relay/secret-<<org>>.yaml", "deploy/overlays/site<<site>>/alert-relay-secret.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: alert-relay
  namespace: soc
  labels:
    app: motion-alert-relay
type: Opaque
data:
  TELEGRAM_CHAT_ID: <<chat>>
  TELEGRAM_BOT_TOKEN: <<enc>>
""",
    cred="p:telegram_bot",
    encode=enc_b64,
    decode=_k8s_dec,
    extra=lambda rng, s: {"chat": enc_b64(f"-100{rng.randint(10**9, 10**10 - 1)}")},
)

F.reg(
    "punecctv_frigate_nvr_config_yaml_rtsp",
    ("frigate/<<org>>/config.yml", "docker/frigate-site<<site>>/config.yaml"),
    """mqtt:
  host: <<ip2>>
cameras:
  society_gate:
    ffmpeg:
      inputs:
        - path: "rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0"
          roles: [record, detect]
    detect:
      width: 1280
      height: 720
    objects:
      track: [person, car, motorcycle]
record:
  enabled: true
  retain:
    days: 7
""",
    cred="pw_url",
)

F.reg(
    "punecctv_marathi_email_password_dahua_dss",
    ("mail/DSS_<<fa>>_<<date>>.eml", "gmail_export/<<org>>_<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: DSS Pro ऑपरेटर खाते
Date: <<dmy>> <<time>> +0530
Content-Type: text/plain; charset=UTF-8

नमस्कार <<fn2>>,

नियंत्रण कक्षातील रात्रीच्या पाळीसाठी तुमचे Dahua DSS Pro खाते तयार केले आहे.

वापरकर्ता नाव: <<fa2>><<site>>
पासवर्ड: <<cred>>

पहिल्या लॉगिननंतर पासवर्ड बदला. कृपया हा मेल कोणालाही फॉरवर्ड करू नका.

धन्यवाद,
<<fn>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "punecctv_msg91_sms_alert_php_authkey",
    ("alerts/msg91_<<org>>.php", "panel/send_alert_<<n>>.php"),
    """<?php
// Intrusion alert SMS to society secretary (MSG91 Flow API)
$authkey = '<<cred>>';
$payload = json_encode([
    'template_id' => '<<tpl>>',
    'recipients' => [['mobiles' => '<<phone>>', 'site' => 'Site <<site>>']],
]);
$ch = curl_init('https://control.msg91.com/api/v5/flow/');
curl_setopt($ch, CURLOPT_HTTPHEADER, ['authkey: ' . $authkey, 'content-type: application/json']);
curl_setopt($ch, CURLOPT_POSTFIELDS, $payload);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
curl_exec($ch);
""",
    cred=lambda rng, fam: str(rng.randint(100000, 999999)) + alnum(rng, 18),
    syntax="",
    extra=lambda rng, s: {"tpl": alnum(rng, 24, "0123456789abcdef")},
)

F.reg(
    "punecctv_operator_roster_csv_hindi_headers_logins",
    ("roster/ऑपरेटर_<<date>>.csv", "shared/operators_site<<site>>.csv"),
    """क्रमांक,नाम,पाली,मोबाइल,DSS यूज़र,पासवर्ड
1,<<fn>> <<ln>>,रात,<<phone>>,<<fa>><<site>>,<<cred>>
2,<<fn2>> <<ln2>>,दिन,<<phone2>>,<<fa2>><<site>>,बदलना है
""",
    cred="human_x",
)
