"""Family h: a pub skittles alley and its league."""

from thirtysecond_spec import prov, reg, rsa_pem

F = "skittles_alley_pub_league"

reg(
    F,
    "skittles_results_sheets_service_account_json",
    ("league/<<org>>/service-account.json", "skittles-results-<<n>>/credentials.json"),
    """{
  "type": "service_account",
  "project_id": "skittles-results-<<n>>",
  "private_key_id": "<<hex40>>",
  "private_key": "<<cred>>\\n",
  "client_email": "results-bot@skittles-results-<<n>>.iam.gserviceaccount.com",
  "client_id": "1<<n4>><<n4>><<n4>><<n4>><<n>>",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}
""",
    lambda rng: rsa_pem(rng, 1024, pkcs8=True).replace("\n", "\\n"),
)

reg(
    F,
    "skittles_captain_arabic_whatsapp_kalimat_alsir",
    ("WhatsApp Chat with Skittles Team <<n>>.txt", "exports/<<org>>/whatsapp_<<date>>.txt"),
    """<<dslash>>, <<time>> - <<firstc>>: مساء الخير يا شباب، مباراة الخميس الساعة ٨ في الحانة
<<dslash>>, <<time>> - عمر: ما هي كلمة السر لموقع الدوري؟ أريد إدخال النتائج
<<dslash>>, <<time2>> - <<firstc>>: المستخدم <<user>>
<<dslash>>, <<time2>> - <<firstc>>: كلمة السر <<cred>>
<<dslash>>, <<time2>> - عمر: شكراً 👍
""",
    "h",
)

reg(
    F,
    "skittles_fixtures_telegram_bot_python",
    ("bot/<<org>>/fixtures_bot.py", "skittles_bot_<<n>>/main.py"),
    """import logging

from telegram.ext import Application, CommandHandler

TOKEN = "<<cred>>"
LEAGUE_CHAT = -100<<n4>><<n4>>


async def fixtures(update, context):
    await update.message.reply_text("Thursday: Red Lion A v Plough B, alley 2, 8pm sharp")


def main():
    logging.basicConfig(level=logging.INFO)
    app = Application.builder().token(TOKEN).build()
    app.add_handler(CommandHandler("fixtures", fixtures))
    app.run_polling()


if __name__ == "__main__":
    main()
""",
    prov("telegram"),
)

reg(
    F,
    "skittles_scoreboard_pi_wpa_supplicant",
    ("etc/wpa_supplicant/wpa_supplicant.conf", "boot/<<org>>-scoreboard-<<n>>/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=GB

network={
	ssid="<<org_t>> Back Bar"
	psk="<<cred>>"
	key_mgmt=WPA-PSK
}
""",
    "h_dq",
)

reg(
    F,
    "skittles_league_treasurer_sheet_csv_row",
    ("treasurer/<<org>>_accounts_<<year>>.csv", "league/<<first>>/money_<<n>>.csv"),
    """Item,Who,Login,Password,Notes
League bank (online),<<firstc>> <<lastc>>,<<n4>><<n4>>,<<cred>>,card reader in drawer
Trophy engraver account,<<first2c>>,<<email2>>,ask <<first2c>>,
Subs 2024,,,,£12 per player
""",
    "h",
)

reg(
    F,
    "skittles_alley_booking_zsh_history_curl",
    ("Users/<<first>>/.zsh_history", "home/<<user>>/.zsh_history"),
    """: 17<<n4>>0012:0;cd ~/alley-booking
: 17<<n4>>0019:0;git pull
: 17<<n4>>0044:0;curl -u admin:<<cred>> https://alley.<<dom>>/admin/export.csv -o bookings.csv
: 17<<n4>>0051:0;wc -l bookings.csv
: 17<<n4>>0060:0;open bookings.csv
""",
    "h_bare",
)

reg(
    F,
    "skittles_league_agm_minutes_txt",
    ("league/minutes/AGM_<<year>>_<<n>>.txt", "docs/<<org>>/agm_minutes_<<date>>.txt"),
    """<<org_t>> Skittles League - Annual General Meeting
Held at the Plough, <<dslash>>. Present: 14 team captains, chair <<firstc>> <<lastc>>.

1. Apologies: Kings Arms B.
2. Treasurer's report: balance £1,214.60; subs stay at £12.
3. League website: <<first2c>> has taken over from Dave. The admin login for the results
   page is now league.admin, password <<cred>> - captains please do not share outside
   the committee.
4. Alley sizes: the Red Lion's alley is 2 ft short; matches there to be played as normal.
5. AOB: none. Meeting closed 21:40.
""",
    "h",
)

reg(
    F,
    "skittles_results_flask_instance_config",
    ("results/<<org>>/instance/config.py", "skittles-web-<<n>>/instance/config.py"),
    """SQLALCHEMY_DATABASE_URI = "sqlite:////srv/skittles/results.db"
MAIL_SERVER = "smtp.<<dom>>"
MAIL_PORT = 465
MAIL_USE_SSL = True
MAIL_USERNAME = "results@<<dom>>"
MAIL_PASSWORD = '<<cred>>'
LEAGUE_NAME = "<<org_t>> Skittles League"
""",
    "pw_sq",
)
