"""Family f: a car-hire company at Eilat (Ramon airport and hotels), Israel."""

# ruff: noqa: E501

from __future__ import annotations

import random

from fiftyseventh_spec import Fam, b64s, dec_b64, prov

F = Fam(
    "eilat_car_hire",
    ("eilatdrive", "aravarent", "redseacars"),
    "co.il",
    ("נועה", "יוסי", "מיכל", "אורי", "שירה", "דניאל"),
    ("כהן", "לוי", "מזרחי", "פרץ", "ביטון"),
    ("noa", "yossi", "michal", "uri", "shira", "daniel"),
    ("cohen", "levi", "mizrahi", "peretz", "biton"),
    ("eilat", "arava", "timna", "ramon", "almog", "dolphin", "negev", "yam", "shemesh", "midbar"),
    "eilat",
    "972",
)

F.reg(
    "eilat_hebrew_whatsapp_sisma_rental_system",
    ["whatsapp/WhatsApp Chat with דלפק רמון <<n>>.txt", "chats/desk_<<ymd>>.txt"],
    """<<dmy>>, <<time>> - <<first>> <<last>>: בוקר טוב, החלפתי את הסיסמה למערכת ההשכרות
<<dmy>>, <<time>> - <<first>> <<last>>: משתמש: <<user>>
<<dmy>>, <<time>> - <<first>> <<last>>: סיסמה: <<cred>>
<<dmy>>, <<time>> - יוסי: תודה! אני מעדכן גם את המשמרת של הלילה
<<dmy>>, <<time>> - <<first>> <<last>>: ‏<המדיה לא נכללה>
""",
    "human",
    syntax="",
)

F.reg(
    "eilat_rental_backoffice_appsettings_json",
    ["RentalDesk/appsettings.Production.json", "src/<<orgc>>.Api/appsettings.json"],
    """{
  "ConnectionStrings": {
    "Rental": "Server=<<host>>;Database=Rental;User Id=rental_api;Password=<<cred>>;TrustServerCertificate=True"
  },
  "Logging": {"LogLevel": {"Default": "Information"}},
  "Branches": ["ETM", "EILAT-HOTELS"],
  "Currency": "ILS"
}
""",
    "pw_json",
)

F.reg(
    "eilat_cardcom_deposit_terminal_python",
    ["payments/cardcom_client.py", "<<org>>/billing/cardcom_<<n2>>.py"],
    '''"""Deposit holds (J5) on the customer's card at pick-up, through Cardcom."""

import requests

TERMINAL = <<hid>>
API_NAME = "<<org>>api"
API_PASSWORD = "<<cred>>"


def hold(amount: float, token: str) -> dict:
    r = requests.post(
        "https://secure.cardcom.solutions/api/v11/Transactions/Transaction",
        json={
            "TerminalNumber": TERMINAL,
            "ApiName": API_NAME,
            "ApiPassword": API_PASSWORD,
            "Amount": amount,
            "Token": token,
            "Advanced": {"JValidateType": 5},
        },
        timeout=20,
    )
    return r.json()
''',
    "pw_dq",
)

F.reg(
    "eilat_fleet_gps_tracking_bridge_yaml",
    ["fleet-bridge/config.yaml", "ops/<<org>>/gps_<<n2>>.yaml"],
    """# Fleet GPS -> rental system (mileage and fuel at return)
provider:
  name: pointer
  base_url: https://api.pointer.co.il/v3
  username: <<org>>-api
  password: '<<cred>>'
rental:
  db_host: <<ip>>
  sync_every_minutes: 10
geofences:
  - name: Ramon airport lot
    radius_m: 300
""",
    "pw_sq",
)

F.reg(
    "eilat_hebrew_email_green_invoice_api_keys",
    ["mail/<<org>>/<<n>>.eml", "Outlook/accounting_<<ymd>>.eml"],
    """From: <<fa>> <<la>> <<<email>>>
To: bookkeeping@<<dom>>
Subject: מפתחות API לחשבונית ירוקה
Date: Sun, <<d>> Jun <<y>> 10:<<mm>>:55 +0300
Content-Type: text/plain; charset=UTF-8

היי,
יצרתי מפתח API חדש במערכת החשבוניות כדי שהמערכת תפיק קבלות אוטומטית על כל השכרה.

מזהה (ID): <<uuid>>
סוד (Secret): <<cred>>

תשמרי את זה בכספת הסיסמאות ולא במייל 🙂
<<first>>
""",
    "b64u:24",
    syntax="",
)

F.reg(
    "eilat_key_box_kiosk_powershell_autologon",
    ["kiosk/setup_keybox.ps1", "scripts/<<org>>_kiosk_<<n2>>.ps1"],
    """# Key drop-box kiosk at the hotel lobby: auto logon + start app
$user = "keybox"
$pw = ConvertTo-SecureString "<<cred>>" -AsPlainText -Force
New-LocalUser -Name $user -Password $pw -PasswordNeverExpires
Set-ItemProperty 'HKLM:\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon' -Name AutoAdminLogon -Value 1
Set-ItemProperty 'HKLM:\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon' -Name DefaultUserName -Value $user
Start-Process "C:\\KeyBox\\KeyBoxClient.exe"
""",
    "pw_dq",
    syntax="",
)


def _k8s_extra(rng: random.Random, s: dict) -> dict:
    return {"enc": b64s(s["cred"]), "encuser": b64s("reservations")}


F.reg(
    "eilat_reservations_k8s_secret_data_base64",
    ["k8s/reservations-secret.yaml", "deploy/<<org>>/secret-db-<<n2>>.yaml"],
    """apiVersion: v1
kind: Secret
metadata:
  name: reservations-db
  namespace: <<org>>
type: Opaque
data:
  DB_USER: <<encuser>>
  DB_PASSWORD: <<enc>>
""",
    "pw",
    extra=_k8s_extra,
    decode=dec_b64("DB_PASSWORD: "),
)


def _aws_extra(rng: random.Random, s: dict) -> dict:
    return {"akid": prov(rng, "aws_id")}


F.reg(
    "eilat_damage_photos_rclone_conf_s3",
    ["home/<<fa>>/.config/rclone/rclone.conf", "backup/<<org>>/rclone_<<n2>>.conf"],
    """[damage-photos]
type = s3
provider = AWS
access_key_id = <<akid>>
secret_access_key = <<cred>>
region = il-central-1
location_constraint = il-central-1
acl = private
""",
    "p:aws",
    syntax="ini",
    extra=_aws_extra,
)
