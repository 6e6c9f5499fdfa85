# ruff: noqa: E501
"""Family p: the Tel Aviv franchise of a pet-sitting and dog-walking app (Israel, Hebrew)."""

from __future__ import annotations

import json

from eightyfirst_spec import FP as F
from eightyfirst_spec import Slots, alnum, wa

F.reg(
    "cardcom_low_profile_php_api_password",
    ("franchise-<<org>>/config/cardcom.php", "public_html/<<org>>/payments/cardcom_<<yy>>.php"),
    """<?php
// סליקה - Cardcom LowProfile (תשלום על טיולים ולינה אצל סיטר)
return [
    'TerminalNumber' => 1<<id6>>,
    'ApiName'        => '<<apiname>>',
    'ApiPassword'    => '<<cred>>',
    'Language'       => 'he',
    'SuccessUrl'     => 'https://<<dom>>/pay/ok',
];
""",
    "p:cardcom",
    syntax="",
    extra=lambda rng, s: {"apiname": alnum(rng, 20)},
)

F.reg(
    "tranzila_refund_python_terminal_password",
    ("scripts/tranzila_refund_<<org>>.py", "ops/<<org>>/refunds_<<yy>>.py"),
    '''"""החזרים ללקוחות על ביטול הזמנת סיטר (Tranzila)."""

import requests

SUPPLIER = "<<org>>tok"
TRANZILA_PW = "<<cred>>"


def refund(index: str, sum_nis: float) -> str:
    r = requests.post(
        "https://secure5.tranzila.com/cgi-bin/tranzila71u.cgi",
        data={"supplier": SUPPLIER, "TranzilaPW": TRANZILA_PW, "tranmode": f"C{index}", "sum": sum_nis, "currency": 1},
        timeout=20,
    )
    return r.text
''',
    "p:tranzila",
)


def _wa_he(s: Slots) -> str:
    msgs = [
        (s["fn"], f"היי, מה הסיסמה לממשק הניהול של האפליקציה? צריך לאשר סיטרית חדשה ל{s['city']}"),
        (s["fn2"], f"משתמש {s['email']}"),
        (s["fn2"], f"סיסמה {s['cred']}"),
        (s["fn"], "תודה! 🐕"),
    ]
    return wa(s, msgs, 0)


F.reg(
    "whatsapp_hebrew_admin_panel_sisma",
    ("WhatsApp/צ'אט WhatsApp עם <<fn2>>.txt", "backup/whatsapp_<<fa>>_<<date>>.txt"),
    _wa_he,
    "human",
    syntax="",
)

F.reg(
    "fcm_legacy_server_key_env",
    ("push-<<org>>/.env", "srv/<<org>>/notifications.env"),
    """# התראות פוש לבעלי כלבים: "הסיטר יצא לטיול", "הכלב חזר הביתה"
FCM_SERVER_KEY=<<cred>>
FCM_SENDER_ID=<<id6>><<id6>>
APP_BUNDLE=il.co.<<org>>.sitter
""",
    "p:firebase_server",
    syntax="",
)


def _morning(s: Slots) -> str:
    return json.dumps(
        {
            "provider": "morning (Green Invoice)",
            "apiUrl": "https://api.greeninvoice.co.il/api/v1",
            "apiKeyId": s["uuid"],
            "apiKeySecret": s["cred"],
            "defaultDocumentType": 320,
            "franchise": f"{s['orgc']} תל אביב",
        },
        ensure_ascii=False,
        indent=2,
    )


F.reg(
    "green_invoice_morning_json_api_secret",
    ("config/greeninvoice.json", "franchise-<<org>>/invoicing/morning_<<yy>>.json"),
    _morning,
    "alnum:22",
)

F.reg(
    "sendgrid_booking_confirmation_ruby",
    ("app/mailers/<<org>>_booking_mailer.rb", "lib/<<org>>/sendgrid_<<yy>>.rb"),
    """# אישור הזמנה לבעלים + פרטי הסיטר
require "sendgrid-ruby"

module BookingMailer
  SENDGRID_KEY = "<<cred>>"

  def self.confirm(to, sitter, date)
    mail = SendGrid::Mail.new(SendGrid::Email.new(email: "no-reply@<<dom>>"), "אישור הזמנה", SendGrid::Email.new(email: to),
                              SendGrid::Content.new(type: "text/plain", value: "#{sitter} יגיע ב-#{date}"))
    SendGrid::API.new(api_key: SENDGRID_KEY).client.mail._("send").post(request_body: mail.to_json)
  end
end
""",
    "p:sendgrid",
    syntax="",
)


def _he_email(s: Slots) -> str:
    return (
        f"From: {s['fn']} {s['ln']} <{s['email']}>\n"
        f"To: {s['email2']}\n"
        "Subject: גישה למערכת בדיקות רקע לסיטרים\n"
        f"Date: Sun, {s['dd']} Nov {s['year']} {s['hh']}:{s['mi']}:00 +0200\n"
        'Content-Type: text/plain; charset="utf-8"\n\n'
        f"היי {s['fn2']},\n\n"
        "מהיום את מטפלת באישור סיטרים חדשים (תעודת יושר, המלצות, ראיון).\n"
        "פרטי הכניסה למערכת:\n\n"
        f"שם משתמש: {s['login']}\n"
        f"סיסמה: {s['cred']}\n\n"
        f"תודה,\n{s['fn']}\n"
    )


F.reg(
    "hebrew_email_background_check_sisma",
    ("Mail/<<login>>/sitters_<<date>>.eml", "Outlook/Inbox/background_<<id6>>.eml"),
    _he_email,
    "human",
    syntax="",
)

F.reg(
    "mongodb_atlas_uri_app_config_yaml",
    ("config/<<org>>/production.yaml", "deploy/<<org>>-api/config-<<yy>>.yml"),
    """# שרת ה-API של הזכיינות (הזמנות, סיטרים, ביקורות)
server:
  port: 8080
mongo:
  uri: 'mongodb+srv://franchise_api:<<cred>>@cluster0.<<hx>>.mongodb.net/sitters?retryWrites=true&w=majority'
maps:
  key_ref: 'see-secret-manager'
""",
    "pw_url",
    extra=lambda rng, s: {"hx": alnum(rng, 5, "abcdefghijklmnopqrstuvwxyz0123456789")},
)
