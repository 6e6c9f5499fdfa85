"""Family: watchmaker and clock repair bench (timegraphers, parts, tickets)."""

from twentyfourth_spec import reg

FAM = "watchmaker_clock_repair_bench"

reg(
    FAM,
    "watchmaker_timegrapher_app_ini_sync_password",
    ("timegrapher/settings.ini", "bench/<<org>>-tg.ini"),
    """[Measurement]
LiftAngle=52
Beat=28800

[Sync]
Server=https://bench.<<dom>>
Account=<<email>>
Password=<<s>>
""",
    "ini",
)

reg(
    FAM,
    "watchmaker_parts_scrapy_settings_login_dict",
    ("parts_scraper/settings.py", "scrapers/<<org>>/settings.py"),
    """BOT_NAME = "parts"
ROBOTSTXT_OBEY = True
DOWNLOAD_DELAY = 2

SUPPLIER_LOGIN = {
    "username": "<<user>>",
    "password": "<<s>>",
}
""",
    "dq",
)

reg(
    FAM,
    "watchmaker_repair_tickets_rails_database_yml",
    ("config/database.yml", "tickets/<<org>>/database.yml"),
    """default: &default
  adapter: postgresql
  encoding: unicode
  pool: 5

production:
  <<: *default
  database: repairs_production
  username: <<user>>
  password: "<<s>>"
  host: <<host>>
""",
    "dq",
)

reg(
    FAM,
    "watchmaker_swiss_german_email_passwort",
    ("mail/werkstatt-<<id>>.eml", "inbox/<<org>>-<<n>>.eml"),
    """From: <<First>> <<Last>> <<<email>>>
To: atelier@<<dom>>
Subject: Zugang Ersatzteilportal
Content-Type: text/plain; charset=utf-8

Gruezi mitenand

Fuer das Ersatzteilportal gilt ab sofort: Benutzer <<user>>, Passwort <<s>>.
Bitte nicht auf Zettel schreiben.

Freundliche Gruesse
<<First>>
""",
    "human",
    "",
)

reg(
    FAM,
    "watchmaker_inventory_nim_const_api_key",
    ("inventory/src/config.nim", "src/<<org>>_stock.nim"),
    """import std/httpclient

const
  apiBase* = "https://stock.<<dom>>/api"
  apiKey* = "<<s>>"

proc client*(): HttpClient =
  result = newHttpClient()
  result.headers = newHttpHeaders({"Authorization": "Token " & apiKey})
""",
    "hex40",
    "",
)

reg(
    FAM,
    "watchmaker_workshop_rsyncd_secrets_file",
    ("etc/rsyncd.secrets", "nas/<<org>>-rsyncd.secrets"),
    """photos:<<s>>
""",
    "bare",
    "",
)

reg(
    FAM,
    "watchmaker_customer_sms_java_fluent_builder",
    ("sms/src/main/java/watch/Notify.java", "src/<<org>>/SmsNotifier.java"),
    """public final class Notify {
    private static final SmsClient CLIENT = SmsClient.builder()
            .apiKey("<<id>>")
            .apiSecret("<<s>>")
            .sender("<<org>>")
            .build();

    static void ready(String phone, String ticket) {
        CLIENT.send(phone, "Your watch (ticket " + ticket + ") is ready for collection.");
    }
}
""",
    "alnum32",
    "",
)

reg(
    FAM,
    "watchmaker_bench_sticky_note_ocr_bare",
    ("scans/bench-note-<<n>>.txt", "ocr/<<org>>-<<id>>.txt"),
    """WATCH PARTS
<<user>>
<<s>>
(ask <<First>> before ordering)
""",
    "human",
    "",
)
