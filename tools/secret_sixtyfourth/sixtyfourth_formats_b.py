# ruff: noqa: E501
"""Family b: a bakery (pekara) near Baščaršija in Sarajevo (Bosnia and Herzegovina), Bosnian,
with a German-speaking oven supplier."""

from __future__ import annotations

from sixtyfourth_spec import Fam

F = Fam(
    "pekara_sarajevo_somun",
    ("somunkuca", "pekarabascarsija", "pekaramerhamet", "lepinjakod"),
    "ba",
    ("Mirsad", "Amra", "Emir", "Lejla", "Haris", "Selma", "Adnan", "Azra"),
    ("Hodžić", "Begović", "Mujić", "Kovačević", "Delić", "Hadžić"),
    (
        "somun",
        "burek",
        "kifla",
        "pekara",
        "sarajevo",
        "bascarsija",
        "cevapi",
        "zeljanica",
        "tepsija",
        "kajmak",
        "lepinja",
        "sebilj",
    ),
    ("Garo", "Mica", "Cupko", "Zuja", "Lesi", "Bobi"),
    "387",
    ("061######", "062######", "066######"),
    "Sarajevo",
    last_a=("hodzic", "begovic", "mujic", "kovacevic", "delic", "hadzic"),
)

F.reg(
    "pekara_viber_smjena_lozinka_kase_txt",
    ("Viber/Pekara smjena/poruke_<<d>>.txt", "Documents/Viber export/pekara_<<n>>.txt"),
    """[<<dmy>> <<t>>] <<first2>>: Jutro. Kasa traži lozinku nakon update-a, ne mogu otvoriti smjenu
[<<dmy>> <<t>>] <<first>> <<last>>: Admin na kasi je <<cred>>
[<<dmy>> <<t2>>] <<first>> <<last>>: Poslije promijeni svoju, i nemoj je pisati na papirić kod vage
[<<dmy>> <<t2>>] <<first2>>: Radi 👍 Somuni idu u peć u 5:30
""",
    "human",
)

F.reg(
    "pekara_fiskalni_uredjaj_sync_ini",
    ("C:/Fiskal/fiskal_<<org>>.ini", "C:/ProgramData/PekaraKasa/fiskal.ini"),
    """; konfiguracija fiskalnog uređaja - ne mijenjati bez servisera
[Uredjaj]
Tip=HCP FP-550
Port=COM3
Brzina=9600
IBFM=SA<<num>><<n>>

[Sinhronizacija]
Server=https://kasa.<<dom>>/api
Korisnik=pekara<<n>>
Lozinka=<<cred>>
Interval=15

[Artikli]
Somun=1.00
Burek_kg=14.00
""",
    "pw",
)

F.reg(
    "pekara_proofer_komora_esp32_ino",
    (
        "Arduino/komora_fermentacija/komora_fermentacija.ino",
        "Documents/Arduino/proofer_<<n>>/proofer_<<n>>.ino",
    ),
    """// Komora za fermentaciju tijesta - temperatura i vlaga na mobitel
#include <WiFi.h>
#include <DHT.h>

const char* ssid = "Pekara_<<orgt>>_2G";
const char* password = "<<cred>>";
const char* mqttServer = "<<lan>>";

DHT dht(4, DHT22);

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) { delay(500); }
  dht.begin();
}

void loop() {
  float t = dht.readTemperature();
  if (t > 38.0) { digitalWrite(2, LOW); }  // grijač off
  delay(2000);
}
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "pekara_knjigovodja_email_lozinka_eporezi",
    ("Mail/Sent/knjigovodja_<<mo>>_<<y>>.eml", "Thunderbird/Sent/<<n>>_mjesecni_izvjestaj.eml"),
    """From: <<first>> <<last>> <<<mail>>>
To: Knjigovodstveni servis <racunovodstvo@<<dom>>>
Subject: Mjesečni izvještaj <<mo>>/<<y>> i pristup za UIO
Date: <<dmy>> <<t>>
Content-Type: text/plain; charset=UTF-8

Poštovana,

u prilogu su Z-izvještaji sa kase i ulazne fakture za brašno i kvasac.
Za portal UIO (e-porezi) pristup je isti kao prošle godine:
korisnik: <<uname>>
lozinka: <<cred>>

Ako Vam treba i izvod iz banke, javite se, donijet ću sutra u pekaru.

Lijep pozdrav,
<<first>>
Pekara <<orgt>>, <<city>>
""",
    "human",
    syntax="",
)

F.reg(
    "pekara_narudzbe_apps_script_telegram_bot",
    ("Google Drive/Narudzbe torte/Code.gs", "Documents/apps-script/narudzbe_<<n>>.gs"),
    """// Nove narudžbe (Google Forms) -> Telegram grupa pekare
const BOT_TOKEN = '<<cred>>';
const CHAT_ID = '-100<<num>><<num>><<n>>';

function onFormSubmit(e) {
  const r = e.namedValues;
  const text = 'Nova narudžba: ' + r['Proizvod'] + ' x' + r['Količina'] + '\\nPreuzimanje: ' + r['Datum'];
  UrlFetchApp.fetch('https://api.telegram.org/bot' + BOT_TOKEN + '/sendMessage', {
    method: 'post',
    payload: { chat_id: CHAT_ID, text: text },
  });
}
""",
    "p:telegram",
    syntax="",
)

F.reg(
    "pekara_dobavljaci_spreadsheetml_lozinke",
    ("Documents/Dobavljaci_<<y>>.xml", "Desktop/pristupi_dobavljaci_<<n>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Dobavljači">
  <Table>
   <Row><Cell><Data ss:Type="String">Dobavljač</Data></Cell><Cell><Data ss:Type="String">Portal</Data></Cell><Cell><Data ss:Type="String">Korisnik</Data></Cell><Cell><Data ss:Type="String">Lozinka</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Mlin Žito</Data></Cell><Cell><Data ss:Type="String">b2b.mlin-<<org>>.ba</Data></Cell><Cell><Data ss:Type="String"><<uname>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Kvasac d.o.o.</Data></Cell><Cell><Data ss:Type="String">telefonom</Data></Cell><Cell><Data ss:Type="String"><<mob>></Data></Cell><Cell><Data ss:Type="String">-</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human_x",
)

F.reg(
    "pekara_ofen_lieferant_email_german_passwort",
    ("Mail/Inbox/Servicezugang_<<n>>.eml", "Outlook/Inbox/backofen_service_<<d>>.eml"),
    """From: Kundendienst <service@backtechnik-<<org>>.de>
To: <<mail>>
Subject: Ihr Zugang zum Serviceportal (Etagenofen Nr. <<serial>>)
Date: <<dmy>> <<t>>
Content-Type: text/plain; charset=UTF-8

Sehr geehrter Herr <<la>>,

für die Fernwartung Ihres Etagenofens haben wir ein Konto im Serviceportal angelegt.

Benutzername: <<mail>>
Passwort: <<cred>>

Bitte ändern Sie das Passwort bei der ersten Anmeldung. Die Fehlerprotokolle des Ofens
(Heizregister 2) sehen Sie dort unter "Geräte".

Mit freundlichen Grüßen
Ihr Backtechnik-Kundendienst
""",
    "pw",
    syntax="",
)

F.reg(
    "pekara_kasa_mysqldump_backup_bat",
    ("C:/PekaraKasa/backup_baze.bat", "C:/Users/<<fa>>/Desktop/backup_<<n>>.bat"),
    """@echo off
rem Dnevni backup baze kase - pokreće Task Scheduler u 23:00
set DATUM=%date:~-4%%date:~3,2%%date:~0,2%
"C:\\Program Files\\MySQL\\MySQL Server 8.0\\bin\\mysqldump.exe" -u kasa -p<<cred>> --single-transaction pekara > D:\\Backup\\pekara_%DATUM%.sql
if errorlevel 1 echo Backup nije uspio >> D:\\Backup\\greske.log
""",
    "pw_bare",
    syntax="",
)
