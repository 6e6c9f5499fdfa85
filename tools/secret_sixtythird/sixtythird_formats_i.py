# ruff: noqa: E501
"""Family i: a grain elevator and the wheat farms delivering to it near Kostanay (Kazakhstan)."""

from __future__ import annotations

from sixtythird_spec import Fam

F = Fam(
    "astyq_elevatory_kostanay",
    ("astykdala", "astykdala"),
    "kz",
    ("nurlan", "aigerim", "serik", "gulnara", "yerlan", "dinara", "bauyrzhan", "oksana"),
    ("Нурлан", "Айгерім", "Серік", "Гүлнара", "Ерлан", "Динара", "Бауыржан", "Оксана"),
    ("abenov", "nurpeisova", "zhaksybekov", "ivanenko", "omarov", "tulegenova", "kim", "petrenko"),
    (
        "bidai",
        "astyq",
        "dala",
        "kostanay",
        "tobol",
        "zhusan",
        "arman",
        "baiterek",
        "elevator",
        "pshenica",
        "zerno",
        "kombain",
        "tulpar",
        "altyn",
        "qazaqstan",
        "jaiyq",
        "sarykol",
    ),
    "7",
)

F.reg(
    "astyq_telegram_html_export_parol_1c",
    ("Telegram Desktop/ChatExport_<<date>>/messages.html", "tg/<<org>>_<<n>>/messages.html"),
    """<!DOCTYPE html>
<html>
 <head>
  <meta charset="utf-8"/>
  <title>Exported Data</title>
  <link href="css/style.css" rel="stylesheet"/>
 </head>
 <body>
  <div class="page_wrap">
   <div class="page_header"><div class="content"><div class="text bold">Элеватор — бухгалтерия</div></div></div>
   <div class="page_body chat_page"><div class="history">
    <div class="message default clearfix" id="message<<nn>>">
     <div class="body">
      <div class="pull_right date details" title="<<dmy>> <<hms>> UTC+05:00"><<time>></div>
      <div class="from_name"><<lfirst>> <<clast>></div>
      <div class="text">Скиньте пароль от 1С, нужно выписать складские квитанции на зерно</div>
     </div>
    </div>
    <div class="message default clearfix joined" id="message<<nn>>1">
     <div class="body">
      <div class="pull_right date details" title="<<dmy>> <<hms>> UTC+05:00"><<time>></div>
      <div class="from_name">Гүлнара бухгалтер</div>
      <div class="text">пользователь Кладовщик, пароль <<cred>></div>
     </div>
    </div>
   </div></div>
  </div>
 </body>
</html>
""",
    "human",
)

F.reg(
    "astyq_1c_elevator_bat_launcher_pwd",
    ("Desktop/1С Элеватор_<<n>>.bat", "scripts/<<org>>_1c_obmen.bat"),
    """@echo off
rem Выгрузка реестра зерновых расписок в ИС "Зерно" каждую ночь
"C:\\Program Files\\1cv8\\8.3.24.1467\\bin\\1cv8.exe" ENTERPRISE /S"<<ip>>\\elevator_<<year>>" /N"Обмен" /P"<<cred>>" /Execute "D:\\1C\\obmen_zerno.epf" /DisableStartupMessages
exit /b %errorlevel%
""",
    "pw_dq",
)

F.reg(
    "astyq_grain_moisture_modbus_gateway_yaml",
    ("gateway/vlazhnost_<<n>>.yaml", "etc/<<org>>/modbus2mqtt.yml"),
    """# Влагомеры и термоподвески силосов -> MQTT
modbus:
  port: /dev/ttyUSB0
  baudrate: 9600
  devices:
    - name: silos_<<n>>_termopodveska
      unit: 3
    - name: vlagomer_priemka
      unit: 7
mqtt:
  host: <<ip>>
  port: 1883
  user: elevator
  password: '<<cred>>'
  topic_prefix: elevator/<<org>>
""",
    "pw_sq",
)

F.reg(
    "astyq_kazakh_whatsapp_qupiya_soz_egov",
    ("WhatsApp Chat with Бригада <<n>>.txt", "wa/<<org>>_<<d>><<mo>>.txt"),
    """[<<dmy>>, <<hms>>] <<lfirst>>: Ағай, Qoldau порталының құпия сөзі қандай еді? Субсидияға өтінім беру керек
[<<dmy>>, <<hms>>] Ерлан: логин <<user>>
[<<dmy>>, <<hms>>] Ерлан: құпия сөз: <<cred>>
[<<dmy>>, <<hms>>] <<lfirst>>: Рахмет!
""",
    "human",
)

F.reg(
    "astyq_operations_center_tractor_telematics_env",
    ("telematics/<<org>>/.env", "agro-sync/deploy_<<n>>.env"),
    """# Синхронизация полей и треков тракторов (Operations Center) -> агроучёт
OPS_CLIENT_ID=<<cid>>
OPS_CLIENT_SECRET=<<cred>>
OPS_ORG_ID=<<nn>><<n>>
OPS_REDIRECT_URI=https://agro.<<dom>>/oauth/callback
PG_URL=postgres://agro@<<ip>>:5432/agro
""",
    "b64u:48",
    extra=lambda r, s: {"cid": F.draw(r, "lonum:24", s)},
)

F.reg(
    "astyq_ecp_klyuch_parol_email",
    ("Почта/ЭЦП_<<n>>.eml", "mail/<<org>>/ecp_<<nn>>.eml"),
    """From: <<lfirst>> <<clast>> <<<email>>>
To: buh@<<dom>>
Subject: ЭЦП директора для портала elicense
Date: Mon, <<d>> Apr <<year>> <<hms>> +0500
Message-ID: <<<msgid>>>
Content-Type: text/plain; charset=utf-8

Гулнара, добрый день.

Во вложении ключи ЭЦП (AUTH_RSA256 и GOST512) директора, нужны для продления лицензии
на хранение зерна.
Пароль на ключи: <<cred>>

Флешку с ключами верну в понедельник.
""",
    "human",
)

F.reg(
    "astyq_kaspi_pay_api_token_csharp",
    ("src/<<corg>>.Payments/KaspiClient_<<n>>.cs", "ElevatorPay/KaspiClient.cs"),
    """using System.Net.Http;
using System.Net.Http.Headers;

namespace ElevatorPay
{
    public static class KaspiClient
    {
        // оплата хранения зерна через Kaspi Pay
        private const string ApiToken = "<<cred>>";
        private const string MerchantBin = "<<bin>>";

        public static HttpClient Create()
        {
            var http = new HttpClient { BaseAddress = new System.Uri("https://mtoken.kaspi.kz:8545/r3/v01/") };
            http.DefaultRequestHeaders.Add("X-Auth-Token", ApiToken);
            http.DefaultRequestHeaders.Accept.Add(new MediaTypeWithQualityHeaderValue("application/json"));
            return http;
        }
    }
}
""",
    "b64:32",
    extra=lambda r, s: {"bin": F.draw(r, "digits:12", s)},
)

F.reg(
    "astyq_silo_temperature_timescale_compose_yaml",
    ("elevator-monitoring/docker-compose_<<n>>.yml", "srv/<<org>>/docker-compose.yml"),
    """services:
  timescale:
    image: timescale/timescaledb:latest-pg16
    restart: always
    environment:
      POSTGRES_USER: silos
      POSTGRES_PASSWORD: "<<cred>>"
      POSTGRES_DB: termometria
    volumes:
      - ./pgdata:/var/lib/postgresql/data
    ports:
      - "5432:5432"
  grafana:
    image: grafana/grafana:11.2.0
    ports:
      - "3000:3000"
""",
    "pw_dq",
)
