"""Family l: pedicab / rickshaw city tours: GPS, bookings, riders' bot, e-bike batteries."""

from twentysixth_spec import Fam, hexs

F = Fam("pedicab_rickshaw_city_tours")

F.add(
    "pedicab_gps_traccar_xml_database_password",
    ("opt/traccar/conf/traccar.xml", "traccar/<<org>>/traccar.xml"),
    "pw_xml",
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://localhost/traccar?zeroDateTimeBehavior=round</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='osmand.port'>5055</entry>
</properties>
""",
)

F.add(
    "pedicab_tour_booking_bokun_ruby_keys",
    ("bookings/lib/bokun.rb", "<<org>>-tours/config/bokun.rb"),
    "hex:32",
    """require "openssl"

module Bokun
  ACCESS_KEY = "<<hex8>><<hex8>><<hex8>><<hex8>>"
  SECRET_KEY = "<<cred>>"

  def self.signature(date, method, path)
    OpenSSL::HMAC.base64digest("sha1", SECRET_KEY, "#{date}#{ACCESS_KEY}#{method}#{path}")
  end
end
""",
    syntax="",
    extra=lambda r, v: {"hex8": hexs(r, 8)},
)

F.add(
    "pedicab_riders_telegram_bot_python",
    ("rider-bot/bot.py", "<<org>>/shifts/telegram_bot.py"),
    "p:telegram",
    """from telegram.ext import ApplicationBuilder, CommandHandler

BOT_TOKEN = "<<cred>>"


async def shifts(update, context):
    await update.message.reply_text("Saturday: 4 riders on the old town loop, 2 at the station.")


app = ApplicationBuilder().token(BOT_TOKEN).build()
app.add_handler(CommandHandler("shifts", shifts))
app.run_polling()
""",
)

F.add(
    "pedicab_payment_zettle_client_secret_env",
    ("payments/.env", "<<org>>-kiosk/.env.local"),
    "an:48",
    """ZETTLE_CLIENT_ID=<<uuid>>
ZETTLE_API_KEY=<<cred>>
TOUR_PRICES=oldtown:25,riverside:35,night:40
""",
)

F.add(
    "pedicab_city_permit_hungarian_email_jelszo",
    ("levelek/<<date>>-engedely-portal.eml", "mail/<<fl>>/varosi-portal-<<n>>.eml"),
    "human",
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Közterület-használati engedély - portál belépés
Date: Mon, 2 Mar 2026 08:<<n2>>:45 +0100
Content-Type: text/plain; charset=utf-8

Szia <<first2>>!

A riksák közterület-használati engedélyét a városi portálon kell megújítani.
Felhasználónév: <<user>>
Jelszó: <<cred>>

Üdv,
<<first>>
""",
    syntax="",
)

F.add(
    "pedicab_ebike_battery_grafana_datasource_yaml",
    ("grafana/provisioning/datasources/batteries.yaml", "<<org>>/monitoring/datasource.yml"),
    "pw_sq",
    """apiVersion: 1
datasources:
  - name: batteries
    type: influxdb
    access: proxy
    url: http://<<ip>>:8086
    database: ebike
    user: grafana
    secureJsonData:
      password: '<<cred>>'
""",
)

F.add(
    "pedicab_owner_voice_note_transcript",
    ("voicenotes/<<date>>-transcript.txt", "Recordings/<<org>>/Voice <<n>> transcript.txt"),
    "h:Rickshaw,Pedicab,Tuktuk,Oldtown,Riverside",
    """Transcript (auto) – voice note from <<first>>, <<time>>

Hey, it's me. So the booking site, if someone rings about the hen party on Saturday, log in
with the office email and the password is <<cred>> ... yeah exactly like that, capital at the
start. Put them on the two o'clock loop with <<first2>>. Cheers.
""",
)

F.add(
    "pedicab_insurance_portal_keepass_csv_export",
    ("Desktop/keepass-export.csv", "backup/<<org>>/passwords-<<date>>.csv"),
    "pw_json",
    """"Account","Login Name","Password","Web Site","Comments"
"Fleet insurance","<<user>>","<<cred>>","https://broker.<<dom>>/login","policy PC-<<id>>"
"Council licensing","<<email>>","see paper file","https://licensing.<<dom>>",""
""",
)
