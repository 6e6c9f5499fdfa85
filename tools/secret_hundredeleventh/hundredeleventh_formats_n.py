"""Family n: a cybersecurity consultant for small firms in India (Hindi, English)."""

from __future__ import annotations

import json

from hundredeleventh_spec import Fam, dec_basic, enc_b64, prov, reg

FAM = Fam(
    name="suraksha_smallfirm_cyber_consultant",
    pre="suraksha",
    orgs=("rakshadeep", "kavachnet", "surakshit"),
    tld="in",
    first=(
        ("राहुल", "rahul"),
        ("प्रिया", "priya"),
        ("अमित", "amit"),
        ("नेहा", "neha"),
        ("विकास", "vikas"),
        ("पूजा", "pooja"),
        ("संजय", "sanjay"),
    ),
    last=(
        ("शर्मा", "sharma"),
        ("वर्मा", "verma"),
        ("गुप्ता", "gupta"),
        ("सिंह", "singh"),
        ("अग्रवाल", "agarwal"),
        ("यादव", "yadav"),
    ),
    words=(
        "bharat",
        "cricket",
        "dhoni",
        "kohli",
        "jaihind",
        "mumbai",
        "ganesh",
        "shiva",
        "bollywood",
        "chai",
        "diwali",
        "mera",
        "dilli",
        "sachin",
    ),
    pets=("tommy", "sheru", "moti", "bruno", "kalu", "chikoo"),
    cities=("Pune", "Jaipur", "Indore", "Lucknow", "Nagpur", "Surat"),
    cc="+91",
)


def _docker(rng, s):
    s["auth"] = enc_b64(f"{s['org']}ci:{s['cred']}")


reg(
    FAM,
    "docker_config_json_registry_auth",
    ("home/<<fa>>/.docker/config.json", "client-<<org>>-<<n>>/.docker/config.json"),
    lambda s: json.dumps(
        {
            "auths": {f"registry.{s['dom']}": {"auth": s["auth"]}},
            "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
        },
        indent="\t",
    ),
    "pw_alnum",
    extra=_docker,
    decode=dec_basic('"auth": "'),
)

reg(
    FAM,
    "hindi_whatsapp_password_client",
    ("WhatsApp/WhatsApp Chat with <<first2>> Client.txt", "chats/<<fa2>>_<<ymd>>.txt"),
    """<<dmy2>>, <<t1>> am - <<first>> <<last>>: सर, नया राउटर लगा दिया है, admin पासवर्ड बदल दिया
<<dmy2>>, <<t2>> am - <<first2>> <<last2>>: ठीक है, नया पासवर्ड भेज दो
<<dmy2>>, <<t2>> am - <<first>> <<last>>: <<cred>>
<<dmy2>>, <<t3>> am - <<first>> <<last>>: इसे कहीं लिखकर मत रखना 🙏
""",
    "human",
)

reg(
    FAM,
    "razorpay_key_secret_python",
    ("billing/razorpay_client.py", "audits/<<org>>_<<n>>/razorpay_cfg.py"),
    """import razorpay

RAZORPAY_KEY_ID = "<<kid>>"
RAZORPAY_KEY_SECRET = "<<cred>>"

client = razorpay.Client(auth=(RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET))
""",
    "p:razorpay",
    extra=lambda rng, s: s.update(kid=prov(rng, "razorpay_id")),
)

reg(
    FAM,
    "fortigate_cli_local_user_script",
    ("fortigate/onboarding_<<org>>.txt", "clients/<<n>>/fgt_cli_<<ymd>>.txt"),
    """config user local
    edit "vpn-<<fa2>>"
        set type password
        set passwd <<cred>>
    next
end
config user group
    edit "SSLVPN-Users"
        set member "vpn-<<fa2>>"
    next
end
""",
    "pw_bare",
)

reg(
    FAM,
    "wazuh_authd_pass_file",
    ("var/ossec/etc/authd.pass", "wazuh/<<org>>_<<n>>/authd.pass"),
    "<<cred>>\n",
    "hex:32",
)

reg(
    FAM,
    "pentest_report_email_hindi",
    ("mail/vapt_report_<<nn>>.eml", "sent/<<fa2>>_<<ymd>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: VAPT रिपोर्ट - <<city>> ऑफिस
Date: <<dmy>> <<t1>>
Content-Type: text/plain; charset=UTF-8

नमस्ते <<first2>> जी,

आपकी कंपनी की VAPT रिपोर्ट ज़िप फ़ाइल में संलग्न है।
ज़िप का पासवर्ड: <<cred>>

धन्यवाद,
<<first>> <<last>>
<<orgc>> साइबर सुरक्षा, <<city>>
""",
    "human",
)

reg(
    FAM,
    "msg91_authkey_php",
    ("otp/msg91_config.php", "client-<<org>>/otp_<<n>>.php"),
    """<?php
// OTP login for the client HR portal
define('MSG91_AUTHKEY', '<<cred>>');
define('MSG91_TEMPLATE_ID', '<<tid>>');
""",
    "p:msg91",
    syntax="",
    extra=lambda rng, s: s.update(tid=s["uuid"].replace("-", "")[:24]),
)

reg(
    FAM,
    "aws_credentials_client_ini",
    ("home/<<fa>>/.aws/credentials", "clients/<<org>>_<<n>>/aws_credentials"),
    """[default]
region = ap-south-1

[<<org>>-backup]
aws_access_key_id = <<kid>>
aws_secret_access_key = <<cred>>
""",
    "p:aws",
    syntax="ini",
    extra=lambda rng, s: s.update(kid=prov(rng, "aws_id")),
)
