# ruff: noqa: E501
"""Family d: a sailing school and marina on the Adriatic (Croatian, with German guests)."""

from __future__ import annotations

from sixtysixth_spec import Fam

FAM = Fam(
    "adriatic_jedrilica_sailing_school",
    ("jedrolika", "burinka"),
    "hr",
    ("Ivan", "Ana", "Marko", "Petra", "Luka", "Maja", "Tomislav", "Ivana", "Duje", "Nikolina"),
    ("Horvat", "Kovačević", "Babić", "Marić", "Jurić", "Perić", "Radić"),
    (
        "jedro",
        "bura",
        "jugo",
        "maestral",
        "sidro",
        "barka",
        "galeb",
        "more",
        "otok",
        "hvar",
        "lanterna",
        "kormilo",
        "konop",
        "dupin",
        "lastovo",
        "burin",
    ),
    "385",
    ("Ivan", "Ana", "Marko", "Petra", "Luka", "Maja", "Tomislav", "Ivana", "Duje", "Nikolina"),
    ("Horvat", "Kovacevic", "Babic", "Maric", "Juric", "Peric", "Radic"),
    ("Meda", "Rex", "Luna", "Fifi", "Zeko"),
)

FAM.reg(
    "adriasail_berth_booking_compose_yaml",
    ("srv/vezovi/<<org>>/docker-compose.yml", "opt/marina-<<n>>/compose.yaml"),
    """services:
  db:
    image: postgres:16
    restart: unless-stopped
    environment:
      POSTGRES_DB: vezovi
      POSTGRES_USER: marina
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - ./pgdata:/var/lib/postgresql/data
  web:
    image: registry.<<dom>>/vezovi:<<year>>.<<nn>>
    ports:
      - "8080:8000"
    depends_on:
      - db
""",
    "pw_dq",
)

FAM.reg(
    "adriasail_croatian_whatsapp_lozinka_wifi",
    ("WhatsApp/_chat_<<org>>_<<n>>.txt", "Mobitel/WhatsApp Chat - Skiperi <<n>>.txt"),
    """[<<dd>>.<<mm>>.<<year>>. <<time>>:05] <<first>> <<last>>: Gosti na vezu <<nn>> pitaju za wifi
[<<dd>>.<<mm>>.<<year>>. <<time>>:41] <<first2>>: Mreža je Marina_<<orgc>>, lozinka <<cred>>
[<<dd>>.<<mm>>.<<year>>. <<time2>>:02] <<first>> <<last>>: Hvala! Bura jača popodne, tečaj za početnike ide u uvalu
""",
    "human",
)

FAM.reg(
    "adriasail_german_email_charter_portal_passwort",
    ("Mail/<<org>>/Sent/<<n>>.eml", "Thunderbird/<<lf>>/Sent-<<year>>-<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: buchung@segelreisen-<<nn>>.de
Subject: AW: Zugang Charterportal Saison <<year>>
Date: Wed, <<dd>> May <<year>> <<time>>:10 +0200
Content-Type: text/plain; charset=UTF-8

Sehr geehrte Frau Brandt,

wie telefonisch besprochen, hier der Zugang für Ihr Büro zu unserem Buchungsportal:

https://booking.<<dom>>/agent
Benutzer: segelreisen<<nn>>
Passwort: <<cred>>

Die Kaution für die Bavaria 46 bitte bis 14 Tage vor Abfahrt überweisen.

Mit freundlichen Grüßen / Srdačan pozdrav
<<first>> <<last>>
""",
    "human_x",
    syntax="",
)

FAM.reg(
    "adriasail_fuel_dock_fiskalizacija_cert_properties",
    ("opt/blagajna/<<org>>/fiskal.properties", "C:/Blagajna/benzinska_<<n>>/fiskal.properties"),
    """# Fiskalizacija - benzinska postaja na rivi
fiskal.oib=<<n8>><<nn>><<dd>>
fiskal.oznaka.poslovnog.prostora=BENZ<<nn>>
fiskal.url=https://cis.porezna-uprava.hr:8449/FiskalizacijaService
fiskal.cert.file=C:/Blagajna/cert/FISKAL_<<org>>.p12
fiskal.cert.password=<<cred>>
fiskal.timeout.ms=5000
""",
    "pw",
    syntax="",
)

FAM.reg(
    "adriasail_weather_station_weewx_wunderground",
    ("etc/weewx/weewx_<<org>>_<<n>>.conf", "home/pi/weewx-data/weewx_<<nn>>.conf"),
    """# weewx configuration - meteo stanica na lukobranu
debug = 0
WEEWX_ROOT = /home/pi/weewx-data

[Station]
    location = "Marina <<orgc>>, lukobran"
    latitude = 43.<<n4>>
    longitude = 16.<<n4>>
    altitude = 3, meter
    station_type = Vantage

[StdRESTful]
    [[Wunderground]]
        enable = true
        station = IHVAR<<nn>>
        password = <<cred>>
        rapidfire = False
    [[CWOP]]
        enable = false
""",
    "p:wunderground",
    syntax="",
)

FAM.reg(
    "adriasail_boat_tracker_traccar_xml",
    ("opt/traccar/conf/traccar_<<org>>.xml", "srv/traccar-<<n>>/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <!-- GPS trackeri na školskim brodicama -->
    <entry key='database.driver'>org.postgresql.Driver</entry>
    <entry key='database.url'>jdbc:postgresql://<<lan>>:5432/traccar</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='server.timeout'>600</entry>
</properties>
""",
    "pw_xml",
    syntax="",
)

FAM.reg(
    "adriasail_viber_reply_only_value",
    ("Viber/poruke_<<first>>_<<n>>.txt", "Downloads/viber_skiper_<<n>>.txt"),
    """[<<dd>>/<<mm>>/<<year>>, <<time>>] <<first>> <<last>>: Koja je šifra za laptop u uredu? Moram isprintat ugovor za Bavariju
[<<dd>>/<<mm>>/<<year>>, <<time>>] <<first2>>: <<cred>>
[<<dd>>/<<mm>>/<<year>>, <<time2>>] <<first>> <<last>>: 👍
""",
    "human_w",
    syntax="",
)

FAM.reg(
    "adriasail_bookkeeping_psql_bash_history",
    ("home/<<lf>>/.bash_history", "root/.bash_history_<<org>>_<<n>>"),
    """cd /srv/vezovi
docker compose ps
PGPASSWORD=<<cred>> psql -h <<lan>> -U knjigovodstvo -d vezovi -c "select count(*) from racuni where datum >= '<<year>>-01-01'"
pg_dump -h <<lan>> -U knjigovodstvo vezovi > /mnt/nas/vezovi_<<date>>.sql
ls -lh /mnt/nas
exit
""",
    "pw_bare",
    syntax="",
)
