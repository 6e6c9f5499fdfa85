"""Family c: bagel bakehouses (kettle boiling, deck ovens, wholesale rounds)."""
# ruff: noqa: E501

from thirtyfirst_spec import dec_after, enc_url, gen_pw, hexs, pw_with, reg

F = "bagel_bakehouse_kettle_boiling"

reg(
    F,
    "bagel_deck_oven_modbus_gateway_toml",
    ["oven-bridge/config.toml", "etc/<<org>>/ovens.toml"],
    """[gateway]
host = "<<ip>>"
port = 502
unit_id = <<n>>

[cloud]
endpoint = "https://telemetry.<<dom>>/ingest"
device = "deck-oven-<<n>>"
username = "<<svc>>"
password = "<<cred>>"

[alarms]
max_temp_c = 290
kettle_low_water = true
""",
    "pw:dq",
)

reg(
    F,
    "bagel_delivery_app_dotenv_twilio",
    [".env", "<<org>>-delivery/.env.production"],
    """APP_NAME="<<orgt>> Rounds"
APP_ENV=production
DATABASE_URL=postgres://rounds:<<dbpw>>@<<host>>:5432/rounds
TWILIO_ACCOUNT_SID=AC<<sid>>
TWILIO_AUTH_TOKEN=<<cred>>
TWILIO_FROM=+4478<<nn>><<nn>>
DRIVER_APP_URL=https://rounds.<<dom>>
""",
    "p:twilio",
    extra=lambda r: {"sid": hexs(r, 32), "dbpw": gen_pw(r, sym="-_.~")},
)

reg(
    F,
    "bagel_turkish_whatsapp_sifre",
    ["WhatsApp Chat with Fırın Ekibi.txt", "exports/whatsapp_simit_<<dd>><<mm>>.txt"],
    """<<dd>>.<<mm>>.<<year>> <<hh>>:<<mi>> - <<fname2>>: Sabah kasadaki tablet kilitlendi
<<dd>>.<<mm>>.<<year>> <<hh>>:<<mi>> - <<fname>>: hangi hesap?
<<dd>>.<<mm>>.<<year>> <<hh>>:<<mi>> - <<fname2>>: sipariş paneli, kullanıcı adı kasa1
<<dd>>.<<mm>>.<<year>> <<hh>>:<<mi>> - <<fname>>: şifre <<cred>> , büyük harfe dikkat
<<dd>>.<<mm>>.<<year>> <<hh>>:<<mi>> - <<fname2>>: tamamdır açıldı, susamlı 40 tane hazır
""",
    "h:any",
)

reg(
    F,
    "bagel_pos_sqlcmd_backup_cmdline",
    ["tools/backup_till.bat", "scripts/nightly_pos_backup_<<n>>.cmd"],
    """@echo off
set STAMP=%DATE:~-4%%DATE:~3,2%%DATE:~0,2%
sqlcmd -S <<ip>>\\SQLEXPRESS -U sa -P <<cred>> -Q "BACKUP DATABASE [BagelPOS] TO DISK='D:\\bak\\pos_%STAMP%.bak' WITH INIT"
robocopy D:\\bak \\\\<<ip>>\\backups\\pos /MIR /R:2
""",
    "h:bare",
)

reg(
    F,
    "bagel_wholesale_orders_docker_compose",
    ["docker-compose.yml", "<<org>>-wholesale/compose.yaml"],
    """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: wholesale
      POSTGRES_USER: bagels
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - pgdata:/var/lib/postgresql/data
  web:
    image: ghcr.io/<<org>>/wholesale:latest
    ports:
      - "8080:8000"
    depends_on:
      - db
volumes:
  pgdata: {}
""",
    "pw:dq",
)

reg(
    F,
    "bagel_shop_database_yml_url_percent",
    ["config/database.yml", "<<org>>/config/database.yml"],
    """default: &default
  adapter: postgresql
  pool: 5

production:
  <<: *default
  url: "postgres://shop:<<enc>>@<<host>>:5432/bagelshop"
""",
    pw_with("@:/#?%", sym="-_.!"),
    enc=enc_url,
    decode=dec_after("postgres://shop:", r"([^@]+)@", "url"),
)

reg(
    F,
    "bagel_shift_rota_csv_till_logins",
    ["rota/week<<n>>_rota.csv", "shared/Rota - Till logins.csv"],
    """name,shift,till_user,till_pin,oven_app_password
<<fname>>,05:00-13:00,<<first>>,<<nn>>,<<cred>>
<<fname2>>,06:00-14:00,kasa2,4411,
Sam,12:00-20:00,sam,9032,ask <<fname>>
""",
    "h:bare",
)

reg(
    F,
    "bagel_starter_log_markdown_router_admin",
    ["notes/bakehouse.md", "wiki/<<org>>/Kitchen.md"],
    """# Bakehouse notes

## Starter
Feed 1:2:2 at 21:00, rye. Keep at 24C.

## Network
- Router: http://<<ip>> user `admin`, pass `<<cred>>`
- Guest Wi-Fi for customers is on the chalkboard

## Kettle
Malt syrup 1 cup per 6 L, boil 45 s each side.
""",
    "h:any",
)
