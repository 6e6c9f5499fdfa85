# ruff: noqa: E501
"""Family o: a Peruvian municipal sports hall (coliseo / polideportivo municipal), Spanish and Quechua."""

from __future__ import annotations

from seventyeighth_spec import Fam, alnum

FAM = Fam(
    name="polideportivo_municipal_peru",
    key="polidep",
    orgs=(
        ("Coliseo Municipal de Canta", "coliseocanta"),
        ("Polideportivo Municipal de Yauyos", "poliyauyos"),
        ("Complejo Deportivo Municipal Huanta", "cdmhuanta"),
    ),
    tld="gob.pe",
    first=(
        ("Rosa", "rosa"),
        ("Wilber", "wilber"),
        ("Yanet", "yanet"),
        ("Percy", "percy"),
        ("Milagros", "milagros"),
        ("Edwin", "edwin"),
        ("Nélida", "nelida"),
        ("Jhon", "jhon"),
    ),
    last=(
        ("Quispe", "quispe"),
        ("Mamani", "mamani"),
        ("Huamán", "huaman"),
        ("Flores", "flores"),
        ("Condori", "condori"),
        ("Ccahuana", "ccahuana"),
    ),
    words=(
        "inti",
        "killa",
        "alianza",
        "cristal",
        "voley",
        "futsal",
        "ceviche",
        "pachamama",
        "llama",
        "condor",
        "sumaq",
        "kusi",
        "cancha",
        "huayno",
        "chicha",
        "anticucho",
    ),
    pets=("firulais", "canelo", "negrita", "chato", "peluchin", "michi"),
    cc="+51",
    places=("Canta", "Yauyos", "Huanta", "Obrajillo", "Laraos"),
)

R = FAM.reg

# 1 PHP: Culqi for court bookings
R(
    "culqi_reserva_cancha_php",
    ("reservas/config/culqi.php", "app/Config/Pagos.php"),
    """<?php
// Reserva de losa y coliseo – <<org>>
define('CULQI_PUBLIC_KEY', 'pk_live_<<pk>>');
define('CULQI_SECRET_KEY', '<<cred>>');
define('MONEDA', 'PEN');
""",
    cred="p:culqi",
    syntax="",
    extra=lambda rng, s: {"pk": alnum(rng, 16)},
)

# 2 WhatsApp (iOS, Peru) in Spanish with Quechua greetings
R(
    "whatsapp_peru_clave_sistema_reservas",
    (
        "WhatsApp/_chat_coliseo_<<ymd_compact>>.txt",
        "Descargas/WhatsApp Chat - Administración Coliseo/_chat.txt",
    ),
    """[<<dmy_slash>>, <<time>>:<<sec>>] <<first2>>: Allinllachu. Don <<first>>, cuál es la clave del sistema de reservas? Hay un equipo de vóley esperando
[<<dmy_slash>>, <<time2>>:<<sec>>] <<first>>: usuario: <<login>>
[<<dmy_slash>>, <<time2>>:<<sec>>] <<first>>: clave: <<cred>>
[<<dmy_slash>>, <<time2>>:<<sec>>] <<first2>>: Sulpayki! ya ingresé
""",
    cred="human",
    syntax="",
)

# 3 Niubiz (VisaNet) botón de pago .env
R(
    "niubiz_boton_pago_dotenv",
    ("pagos-coliseo/.env", "srv/taquilla-web/.env"),
    """NIUBIZ_MERCHANT_ID=<<mid>>
NIUBIZ_USER=integraciones@<<dom>>
NIUBIZ_PASSWORD=<<cred>>
NIUBIZ_ENV=prd
""",
    cred="p:niubiz",
    syntax="",
    extra=lambda rng, s: {"mid": str(rng.randint(100000000, 699999999))},
)

# 4 ZKBioTime / turnstile database INI
R(
    "zkbiotime_torniquete_database_ini",
    ("ZKBioTime/attsite.ini", "C:/ZKTeco/ZKBioTime/attsite.ini"),
    """[DATABASE]
ENGINE=postgresql
NAME=biotime
USER=postgres
PASSWORD=<<cred>>
PORT=7496
HOST=127.0.0.1

[APACHE]
PORT=8081
""",
    cred="pw",
    syntax="ini",
)

# 5 Arduino sketch: ESP32 electronic scoreboard
R(
    "marcador_electronico_esp32_ino",
    ("marcador/marcador.ino", "Arduino/tablero_coliseo/tablero_coliseo.ino"),
    """// Marcador electrónico del coliseo – <<org>>
#include <WiFi.h>
#include <WebServer.h>

const char* ssid = "Coliseo_<<place>>";
const char* password = "<<cred>>";

WebServer server(80);
int local = 0, visita = 0;

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) { delay(500); }
  server.on("/punto", []() { local++; server.send(200, "text/plain", "ok"); });
  server.begin();
}

void loop() { server.handleClient(); }
""",
    cred="human_x",
    syntax="",
)

# 6 Greenter (SUNAT e-invoicing) YAML with the clave SOL
R(
    "greenter_sunat_clave_sol_yaml",
    ("facturacion/config/sunat.yaml", "taquilla/config/greenter.yml"),
    """empresa:
  ruc: "20<<ruc>>"
  razon_social: "MUNICIPALIDAD PROVINCIAL - <<slug>>"
sunat:
  endpoint: https://e-factura.sunat.gob.pe/ol-ti-itcpfegem/billService
  usuario_sol: "<<usr>>"
  clave_sol: "<<cred>>"
certificado: certs/<<slug>>.pem
""",
    cred="pw_dq",
    extra=lambda rng, s: {
        "ruc": str(rng.randint(100000000, 999999999)),
        "usr": alnum(rng, 8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
    },
)

# 7 iCalendar: tournament event with the Wi-Fi clave in DESCRIPTION
R(
    "campeonato_ics_description_clave_wifi",
    ("Calendario/campeonato_<<ymd_compact>>.ics", "Downloads/invite_<<num>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//ES
BEGIN:VEVENT
DTSTART:<<ymd_compact>>T150000Z
DTEND:<<ymd_compact>>T230000Z
SUMMARY:Campeonato distrital de futsal – <<place>>
LOCATION:<<org>>
DESCRIPTION:Prensa y mesa de control: wifi Coliseo_Prensa\\, clave <<cred>>\\nTraer planillas impresas.
ORGANIZER;CN=<<first>>:mailto:<<email>>
UID:<<num>><<n>>@<<dom>>
END:VEVENT
END:VCALENDAR
""",
    cred="human_x",
    syntax="",
)

# 8 bash history: Dahua cameras of the coliseum
R(
    "dahua_camaras_rtsp_bash_history",
    ("home/<<login>>/.bash_history", "root/.bash_history"),
    """nmap -p 554 <<ip2>>/24
ffprobe "rtsp://admin:<<cred>>@<<ip2>>:554/cam/realmonitor?channel=1&subtype=0"
ffmpeg -i "rtsp://admin:<<cred>>@<<ip2>>:554/cam/realmonitor?channel=1&subtype=0" -frames:v 1 tribuna.jpg
""",
    cred="pw_url",
    syntax="",
)
