# ruff: noqa: E501
"""Family c: Estonian kiiking (full-circle swing) contests: result boards, tickets, judges."""

from __future__ import annotations

import html

from fortyfirst_spec import Fam

F = Fam(
    "kiiking_swing_contests",
    ("kiigepark",),
    "ee",
    ("Mart", "Kadri", "Tõnu", "Liis", "Priit", "Maarja", "Jaan", "Triin", "Andrus", "Kersti"),
    ("Tamm", "Saar", "Sepp", "Mägi", "Kask", "Kukk", "Rebane", "Ilves", "Pärn", "Koppel"),
    (
        "kiik",
        "kiiking",
        "hoog",
        "ring",
        "kõrgus",
        "jaanipäev",
        "rehealune",
        "kiigepuu",
        "pööre",
        "tuul",
    ),
    ("suvi", "talv", "kevad", "sügis", "jaanipaev", "lumi"),
    "+372",
)

F.reg(
    "kiiking_results_board_esp32_arduino_ino",
    ("firmware/tulemustabel/tulemustabel.ino", "kiik_<<n>>/led_board_v<<n>>.ino"),
    """// LED tulemustabel kiigeplatsile (ESP32 + P10 paneelid)
#include <WiFi.h>
#include <HTTPClient.h>
#include <DMD32.h>

const char* WIFI_SSID = "<<orgc>>-kohtunikud";
const char* WIFI_PASS = "<<cred>>";
const char* API_URL   = "https://tulemused.<<dom>>/api/v1/live";

DMD dmd(2, 1);

void setup() {
  Serial.begin(115200);
  WiFi.begin(WIFI_SSID, WIFI_PASS);
  while (WiFi.status() != WL_CONNECTED) { delay(500); Serial.print("."); }
  Serial.println(WiFi.localIP());
}

void loop() {
  HTTPClient http;
  http.begin(API_URL);
  if (http.GET() == 200) {
    String body = http.getString();
    dmd.drawString(0, 0, body.c_str(), body.length(), GRAPHICS_NORMAL);
  }
  http.end();
  delay(2000);
}
""",
    cred="pw_dq",
    syntax="",
)


def _kiik_tg_html(s: dict) -> str:
    pw = html.escape(s["cred"])
    return f"""<!DOCTYPE html>
<html>
 <head>
  <meta charset="utf-8"/>
  <title>Exported Data</title>
  <link href="css/style.css" rel="stylesheet"/>
 </head>
 <body>
  <div class="page_wrap">
   <div class="page_header"><div class="content"><div class="text bold">Kiikingu kohtunikud {s["yyyy"]}</div></div></div>
   <div class="page_body chat_page"><div class="history">
    <div class="message default clearfix" id="message{s["id"]}">
     <div class="body"><div class="pull_right date details" title="{s["dmy"]} {s["hms"]}">{s["time"]}</div>
      <div class="from_name">{s["full"]}</div>
      <div class="text">Registreerimise süsteemi uus parool kõigile kohtunikele: {pw}<br>kasutaja on teie e-post</div>
     </div>
    </div>
    <div class="message default clearfix joined" id="message{s["id"] + 1}">
     <div class="body"><div class="pull_right date details" title="{s["dmy"]} {s["hms"]}">{s["time2"]}</div>
      <div class="text">Ja palun ärge kirjutage seda kiigepostile 😅</div>
     </div>
    </div>
   </div></div>
  </div>
 </body>
</html>
"""


F.reg(
    "kiiking_estonian_telegram_html_export_parool",
    (
        "Telegram Desktop/ChatExport_<<date>>/messages.html",
        "exports/kohtunikud_<<id>>/messages.html",
    ),
    _kiik_tg_html,
    cred="human_x",
)

F.reg(
    "kiiking_event_tickets_fienta_api_env",
    ("piletid/.env", "deploy/<<org>>-piletid-<<n>>/.env.production"),
    """APP_ENV=production
APP_URL=https://piletid.<<dom>>
FIENTA_ORGANIZER_ID=<<id>>
FIENTA_API_KEY=<<cred>>
FIENTA_EVENT_SLUG=kiikingu-mv-<<yyyy>>
MAIL_FROM=piletid@<<dom>>
""",
    cred="hex:40",
)

F.reg(
    "kiiking_swing_height_timescale_docker_compose",
    ("andurid/docker-compose.yml", "srv/kiik<<n>>/docker-compose.yaml"),
    """services:
  timescale:
    image: timescale/timescaledb:2.14.2-pg16
    restart: unless-stopped
    environment:
      POSTGRES_DB: kiik_andurid
      POSTGRES_USER: kiik
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - ./pgdata:/var/lib/postgresql/data
    ports:
      - "5432:5432"
  ingest:
    image: ghcr.io/<<org>>/kiik-ingest:<<yyyy>>.<<n>>
    environment:
      DATABASE_URL: postgres://kiik@timescale:5432/kiik_andurid
      SENSOR_TOPIC: kiik/+/nurk
    depends_on: [timescale]
""",
    cred="pw_dq",
)

F.reg(
    "kiiking_russian_email_parol_sudya",
    ("mail/<<user>>/Sent/<<id>>.eml", "pst_export/<<org>>/sudyam_<<id>>.eml"),
    """From: <<full>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?0JTQvtGB0YLRg9C/INC6INC/0YDQvtGC0L7QutC+0LvQsNC8?=
Date: Sat, 14 Jun <<yyyy>> <<time>>:40 +0300
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Здравствуйте, <<first2>>!

Вы судья на этапе в Нарве (<<dmy>>). Доступ к системе протоколов:

логин: <<user2>>
пароль: <<cred>>

Протоколы нужно загрузить до 20:00 в день соревнований. Высоту перекладины
фиксируем в сантиметрах, как в прошлом сезоне.

С уважением,
<<full>>
Eesti Kiikingi Liit
""",
    cred="human",
)

F.reg(
    "kiiking_federation_vimeo_access_token_ruby",
    ("video/upload_finals.rb", "scripts/vimeo_<<yyyy>>_<<n>>.rb"),
    """require "vimeo_me2"

# Finaalide videod Vimeosse (Kiikingi Liit)
VIMEO_TOKEN = "<<cred>>".freeze
ALBUM_ID = <<id>>

client = VimeoMe2::User.new(VIMEO_TOKEN)
Dir.glob("/mnt/video/finaal_<<yyyy>>/*.mp4").sort.each do |path|
  video = client.upload_video(File.open(path))
  client.add_video_to_album(ALBUM_ID, video["uri"].split("/").last)
  puts "#{File.basename(path)} -> #{video['link']}"
end
""",
    cred="hex:32",
    syntax="",
)

F.reg(
    "kiiking_certificate_openssl_pkcs12_passout_history",
    ("home/<<user>>/.bash_history", "Users/<<user>>/.zsh_history_kiik<<n>>"),
    """cd ~/sertifikaadid/<<yyyy>>
openssl req -new -newkey rsa:2048 -nodes -keyout tulemused.key -out tulemused.csr -subj "/C=EE/O=Kiikingi Liit/CN=tulemused.<<dom>>"
ls
openssl pkcs12 -export -in tulemused.crt -inkey tulemused.key -certfile chain.pem -out tulemused.p12 -passout pass:<<cred>>
scp tulemused.p12 <<user>>@<<ip>>:/srv/kiik/certs/
shred -u tulemused.key
""",
    cred="pw_bare",
)


def _kiik_xml(s: dict) -> str:
    rows = [
        ("Nimi", "Klubi", "Kasutaja", "Parool"),
        (s["full"], "Kiigepark", s["user"], s["cred"]),
        (s["full2"], "Pärnu Kiik", s["user2"], "(saadetud SMSiga)"),
    ]
    body = "\n".join(
        "   <Row>"
        + "".join(f'<Cell><Data ss:Type="String">{c}</Data></Cell>' for c in r)
        + "</Row>"
        for r in rows
    )
    return f"""<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Võistlejad {s["yyyy"]}">
  <Table>
{body}
  </Table>
 </Worksheet>
</Workbook>
"""


F.reg(
    "kiiking_spreadsheetml_voistlejad_logins",
    ("dokumendid/voistlejad_<<yyyy>>.xml", "share/<<org>>/registreerimine_<<n>>.xml"),
    _kiik_xml,
    cred="pw_xml",
)
