"""Acupuncture family: clinics, herb dispensaries, booking widgets, reminders."""

# ruff: noqa: E501
from thirtieth_spec import dec_after, enc_qp, pw_with, reg, unqp

F = "acupuncture_tcm_herbal_clinic"

reg(
    F,
    "acupuncture_herb_dispensary_spring_application_yml",
    ("dispensary/<<org>>/src/main/resources/application.yml", "herbs/<<org>>/application-prod.yml"),
    """spring:
  datasource:
    url: jdbc:postgresql://<<host>>:5432/herbs
    username: herbs
    password: '<<pw>>'
  jpa:
    hibernate:
      ddl-auto: validate
herbs:
  low-stock-grams: 250
""",
    "pw_sq",
    "yaml",
)

reg(
    F,
    "acupuncture_booking_page_html_maps_key",
    ("site/<<org>>/contact.html", "public/<<org>>/find-us.html"),
    """<!doctype html>
<html lang="en">
<head><title><<orgc>> - Find us</title></head>
<body>
  <div id="map" style="height:320px"></div>
  <script src="https://maps.googleapis.com/maps/api/js?key=<<pw>>&callback=initMap" async defer></script>
</body>
</html>
""",
    "p:google",
    "",
)

reg(
    F,
    "acupuncture_practitioner_wechat_chinese_mima",
    ("chats/<<org>>/wechat_<<n>>.txt", "exports/<<first>>/微信聊天_<<n>>.txt"),
    """<<date>> <<time>> 王医生
预约系统的账号是 <<user>>
<<date>> <<time>> 王医生
密码：<<pw>>
<<date>> <<time>> <<firstc>>
收到，谢谢
""",
    "human",
    "",
)

reg(
    F,
    "acupuncture_clinic_spanish_email_quoted_printable",
    ("mail/<<org>>/acceso_<<n>>.eml", "inbox/<<first>>/acceso_agenda_<<n>>.eml"),
    """From: <<firstc>> <<lastc>> <<<email>>>
To: recepcion@<<dom>>
Subject: Acceso a la agenda
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

Hola,

usuario: <<user>>
contrase=C3=B1a: <<pw>>

Un saludo,
<<firstc>>
""",
    pw_with("=", "!#*+-_.?@^~"),
    "",
    enc_qp,
    dec_after(r"contrase=C3=B1a: (\S+)", unqp),
)

reg(
    F,
    "acupuncture_sms_reminders_telegram_bot_python",
    ("reminders/<<org>>/bot.py", "bots/<<org>>/reminder_bot.py"),
    """from telegram.ext import ApplicationBuilder, CommandHandler

app = ApplicationBuilder().token("<<pw>>").build()


async def start(update, context):
    await update.message.reply_text("You'll get a reminder 24 h before your appointment.")


app.add_handler(CommandHandler("start", start))
app.run_polling()
""",
    "p:telegram",
    "py",
)

reg(
    F,
    "acupuncture_needle_orders_go_mysql_dsn",
    ("orders/<<org>>/main.go", "cmd/<<org>>/needles/db.go"),
    """package main

import (
\t"database/sql"

\t_ "github.com/go-sql-driver/mysql"
)

func openDB() (*sql.DB, error) {
\treturn sql.Open("mysql", "orders:<<pw>>@tcp(<<ip>>:3306)/needles?parseTime=true")
}
""",
    "pw_url",
    "",
)

reg(
    F,
    "acupuncture_front_desk_note_staff_wifi",
    ("notes/<<org>>/front_desk_<<n>>.txt", "shared/<<org>>/reception-notes-<<n>>.txt"),
    """FRONT DESK

patient wifi: <<orgc>>-Guest (no password, just accept)
staff wifi is <<pw>> - do NOT give this out
card machine: restart if it says E07
""",
    "human",
    "",
)

reg(
    F,
    "acupuncture_clinic_ansible_group_vars",
    ("ansible/<<org>>/group_vars/clinic.yml", "infra/<<org>>/group_vars/all.yml"),
    """---
clinic_name: "<<orgc>>"
mysql_root_password: "<<pw>>"
backup_target: "s3://<<org>>-backups"
timezone: Europe/London
""",
    "pw_yaml",
    "yaml",
)
