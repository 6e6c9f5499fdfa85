"""Family p: a tow truck and roadside assistance service in Phnom Penh (Cambodia; Khmer,
English, Chinese)."""

from __future__ import annotations

from sixtyeighth_spec import TOWKH as F

F.reg(
    "khmer_telegram_copied_pheaksamngat",
    ("telegram/<<org>>_dispatch_<<date>>.txt", "Documents/telegram_<<n>>.txt"),
    """<<fn>> <<ln>>, [<<dmy>> <<hh>>:<<mi>>]
បង សុំពាក្យសម្ងាត់ GPS ឡានស្ទូចលេខ <<n>> ផង ខ្ញុំចូលមិនបាន

<<fn2>> <<ln2>>, [<<dmy>> <<hh>>:<<mi2>>]
user: <<login>>
ពាក្យសម្ងាត់: <<cred>>

<<fn>> <<ln>>, [<<dmy>> <<hh>>:<<mi2>>]
អរគុណបង 🙏
""",
    "human",
    syntax="",
)

F.reg(
    "bakong_khqr_token_python",
    ("payments/khqr.py", "<<org>>_dispatch/khqr_pay.py"),
    '''"""KHQR (Bakong) payment for tow jobs: create QR, check status."""

from bakong_khqr import KHQR

BAKONG_TOKEN = "<<cred>>"
khqr = KHQR(BAKONG_TOKEN)


def qr_for_job(job_id: str, amount_usd: float) -> str:
    return khqr.create_qr(
        bank_account="<<org>>@aclb",
        merchant_name="<<orgc>> Towing",
        merchant_city="Phnom Penh",
        amount=amount_usd,
        currency="USD",
        store_label="TOW",
        phone_number="855<<n5>>",
        bill_number=job_id,
        terminal_label="Truck",
    )
''',
    "p:bakong",
)

F.reg(
    "dispatch_laravel_dotenv_db",
    (".env", "dispatch-<<org>>/.env"),
    """APP_NAME="<<orgc>> Dispatch"
APP_ENV=production
APP_URL=https://dispatch.<<dom>>
DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_PORT=3306
DB_DATABASE=dispatch
DB_USERNAME=dispatch
DB_PASSWORD=<<cred>>
""",
    "pw",
    syntax="",
)

F.reg(
    "mdvr_dashcam_ftp_upload_ini",
    ("mdvr/truck_<<n>>_upload.ini", "config/mdvr_<<org>>_<<n3>>.ini"),
    """[Device]
Plate = PP <<plate>>
Channels = 4

[FtpUpload]
Enable = 1
Server = ftp.<<dom>>
Port = 21
User = mdvr<<n>>
Password = <<cred>>
Path = /videos/truck<<n>>
""",
    "pw",
)

F.reg(
    "insurance_portal_email_english_khmer",
    ("Inbox/insurance_portal_<<date>>.eml", "mail/<<login>>/claims_portal.eml"),
    """From: <<fa2>> <<la2>> <<<email2>>>
To: <<fa>> <<la>> <<<email>>>
Subject: Claims portal access / ការចូលប្រើប្រព័ន្ធ
Date: <<d>> Nov <<yyyy>> <<hh>>:<<mi>>:00 +0700
Content-Type: text/plain; charset=utf-8

Dear <<fa>>,

Your account for the insurer's roadside claims portal is ready.

Username: <<login>>
Password: <<cred>>

សូមកុំចែករំលែកពាក្យសម្ងាត់នេះ។

Best regards,
<<fa2>> <<la2>>
""",
    "human",
    syntax="",
)

F.reg(
    "deploy_id_rsa_private_key_file",
    ("home/<<login>>/.ssh/id_rsa", "deploy/<<org>>_dispatch_id_rsa"),
    "<<cred>>\n",
    "pem",
    syntax="",
)

F.reg(
    "wechat_copied_chinese_mima",
    ("WeChat/<<org>>_chat_<<date>>.txt", "Documents/wechat_<<n>>.txt"),
    """<<fa>> <<hh>>:<<mi>>
老板，拖车公司后台的密码是多少？客户在西港等着

<<fa2>> <<hh>>:<<mi2>>
账号 <<login>>
密码 <<cred>>

<<fa>> <<hh>>:<<mi2>>
好的 谢谢
""",
    "human",
    syntax="",
)

F.reg(
    "photo_bucket_aws_credentials_file",
    ("home/<<login>>/.aws/credentials", "dispatch-<<org>>/.aws/credentials"),
    """[default]
aws_access_key_id = AKIA<<n5>>RT<<n5>>PQ
aws_secret_access_key = <<cred>>
region = ap-southeast-1
""",
    "p:aws_secret",
    syntax="ini",
)
