# ruff: noqa: E501
"""Family g: a vocational / IT training centre in Lagos, Nigeria (English, Nigerian Pidgin,
Yoruba): Paystack and Flutterwave for course fees, WhatsApp and Telegram, an Ansible-managed
computer lab, GitHub Classroom, certificates on S3, a MikroTik hotspot for students."""

from __future__ import annotations

from seventysecond_spec import Fam, prov

F = Fam(
    name="techhub_vocational_lagos",
    key="techhub",
    orgs=("tekbridge", "ikejadigital", "yabaskills", "oluwacode"),
    orgnames=(
        "TekBridge Training",
        "Ikeja Digital Academy",
        "Yaba Skills Hub",
        "OluwaCode Institute",
    ),
    tld="com.ng",
    first=(
        ("Adebayo", "adebayo"),
        ("Chiamaka", "chiamaka"),
        ("Oluwaseun", "oluwaseun"),
        ("Ngozi", "ngozi"),
        ("Emeka", "emeka"),
        ("Funmilayo", "funmilayo"),
        ("Ibrahim", "ibrahim"),
        ("Tolulope", "tolulope"),
    ),
    last=(
        ("Adeyemi", "adeyemi"),
        ("Okafor", "okafor"),
        ("Balogun", "balogun"),
        ("Eze", "eze"),
        ("Bello", "bello"),
        ("Ogunleye", "ogunleye"),
        ("Nwosu", "nwosu"),
    ),
    words=(
        "naija",
        "lagos",
        "yaba",
        "ikeja",
        "jollof",
        "omoluabi",
        "oluwa",
        "ire",
        "ayo",
        "eko",
        "suya",
        "danfo",
        "egusi",
        "owambe",
        "gidi",
        "chukwu",
    ),
    words_u=(),
    pets=("bingo", "rex", "lucky", "scooby", "jack", "tiger"),
    cc="+234 80",
    cities=("Yaba", "Ikeja", "Lekki", "Surulere", "Ibadan"),
)

F.reg(
    "paystack_secret_django_settings",
    (
        "enrol/settings/production.py",
        "<<org>>_portal/settings.py",
        "srv/<<org>>/portal/config/settings_<<n>>.py",
    ),
    '''"""Course enrolment portal - production settings."""

from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["enrol.<<dom>>"]
PAYSTACK_PUBLIC_KEY = "pk_live_<<pk>>"
PAYSTACK_SECRET_KEY = "<<cred>>"
PAYSTACK_CALLBACK_URL = "https://enrol.<<dom>>/payments/verify/"
CURRENCY = "NGN"
''',
    "p:paystack",
    extra=lambda r, s: s.update(pk="".join(r.choice("0123456789abcdef") for _ in range(40))),
)

F.reg(
    "flutterwave_webhook_express_js",
    ("payments/server.js", "<<org>>-payments/index.js", "srv/<<org>>/flw_<<n>>.js"),
    """const express = require('express');
const Flutterwave = require('flutterwave-node-v3');

const flw = new Flutterwave('FLWPUBK-<<pk>>-X', '<<cred>>');
const app = express();
app.use(express.json());

// instalment payments for the 12-week data analysis bootcamp
app.post('/webhooks/flutterwave', async (req, res) => {
  if (req.headers['verif-hash'] !== process.env.FLW_HASH) return res.sendStatus(401);
  const tx = await flw.Transaction.verify({ id: req.body.data.id });
  console.log('paid', tx.data.customer.email, tx.data.amount);
  res.sendStatus(200);
});

app.listen(<<port>>);
""",
    "p:flw",
    syntax="",
    extra=lambda r, s: s.update(pk="".join(r.choice("0123456789abcdef") for _ in range(32))),
)

F.reg(
    "pidgin_whatsapp_password_lab",
    (
        "WhatsApp Chat with Lab Instructors.txt",
        "WhatsApp Chat with <<orgname>> Staff (<<n>>).txt",
        "chats/WhatsApp Chat - Cohort <<nn>>.txt",
    ),
    """[<<dmy>>, <<hms>>] <<first>> <<last>>: Abeg who get the password for the lab admin account? I wan install VS Code for cohort <<nn>>
[<<dmy>>, <<hms>>] <<first2>> <<last2>>: Na labadmin, password na <<cred>>
[<<dmy>>, <<hms2>>] <<first2>> <<last2>>: Make una no give students o 😂
[<<dmy>>, <<hms2>>] <<first>> <<last>>: E don work. Ẹ ṣé gan ni
""",
    "human",
)

F.reg(
    "lab_ansible_inventory_ini",
    ("ansible/inventory/lab.ini", "<<org>>-infra/hosts_lab<<n>>.ini", "infra/inventory_<<yy>>.ini"),
    """[lab]
lab-pc01 ansible_host=<<ip>>
lab-pc02 ansible_host=<<ip>>

[lab:vars]
ansible_user = labadmin
ansible_password = <<cred>>
ansible_become_password = <<cred>>
ansible_connection = ssh
""",
    "pw",
)

F.reg(
    "github_classroom_pat_bash_history",
    ("home/<<fa>>/.bash_history", "Users/<<fa>>/.bash_history"),
    """gh auth status
export GH_TOKEN=<<cred>>
gh classroom clone student-repos -a <<nnn>><<nnn>>
cd cohort-<<nn>>-assignment-<<n>>-submissions
ls | wc -l
unset GH_TOKEN
""",
    "p:ghp",
    syntax="",
)

F.reg(
    "certificates_aws_credentials_file",
    (
        "home/<<fa>>/.aws/credentials",
        "Users/<<fa>>/.aws/credentials",
        "srv/certgen-<<org>>/.aws/credentials",
    ),
    """[default]
aws_access_key_id = <<akid>>
aws_secret_access_key = <<cred>>

[certificates]
aws_access_key_id = <<akid>>
aws_secret_access_key = <<cred>>
region = af-south-1
""",
    "p:aws",
    syntax="ini",
    extra=lambda r, s: s.update(akid=prov(r, "aws_id")),
)

F.reg(
    "yoruba_telegram_copied_oro_asina_reply",
    ("notes/telegram_<<date>>.txt", "Desktop/copied from telegram <<nn>>.txt"),
    """<<first>> <<last>>, [<<dmy2>> <<time>>]
Ẹ jọ̀ọ́, ṣé ẹ lè fún mi ní ọ̀rọ̀ aṣínà Canva Education account wa?

<<first2>> <<last2>>, [<<dmy2>> <<time2>>]
<<cred>>

<<first>> <<last>>, [<<dmy2>> <<time2>>]
Ẹ ṣé o 🙏
""",
    "human",
)

F.reg(
    "mikrotik_hotspot_users_rsc_export",
    ("mikrotik/export_<<date>>.rsc", "network/<<org>>-hAP-<<n>>.rsc"),
    """# <<date>> by RouterOS 7.14.3
# model = hAP ax2
/ip hotspot profile
add dns-name=wifi.<<dom>> hotspot-address=10.5.50.1 login-by=http-chap,mac-cookie name=students
/ip hotspot user profile
set [ find default=yes ] shared-users=2 rate-limit=2M/4M
/ip hotspot user
add name=cohort<<nn>> password=<<cred>> profile=default server=hotspot1
add name=instructor profile=default server=hotspot1
/system identity
set name=<<org>>-lab
""",
    "pw_bare",
    syntax="",
)
