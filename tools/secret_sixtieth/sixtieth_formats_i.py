# ruff: noqa: E501
"""Family i: a building-cleaning and facility-services firm in the Ruhr (Germany) whose staff
write in German, Turkish and Arabic."""

from __future__ import annotations

import base64
import random

from sixtieth_spec import Fam, after, b64s

FAM = Fam(
    "gebaeudereinigung_objektservice",
    orgs=("glanzwerk",),
    tld="de",
    people=(
        ("Stefan", "stefan"),
        ("Andrea", "andrea"),
        ("Ayşe", "ayse"),
        ("Fatma", "fatma"),
        ("Olga", "olga"),
        ("Jürgen", "juergen"),
        ("Sabine", "sabine"),
        ("Mahmoud", "mahmoud"),
        ("Kerstin", "kerstin"),
        ("Emre", "emre"),
    ),
    surnames=(
        ("Müller", "mueller"),
        ("Schmidt", "schmidt"),
        ("Schneider", "schneider"),
        ("Yıldız", "yildiz"),
        ("Kaya", "kaya"),
        ("Fischer", "fischer"),
        ("Weber", "weber"),
        ("Al-Hassan", "alhassan"),
    ),
    words=(
        "putzen",
        "glanz",
        "sauber",
        "besen",
        "eimer",
        "schalke",
        "ruhrpott",
        "zeche",
        "currywurst",
        "bochum",
        "fenster",
        "treppenhaus",
        "wischmopp",
        "glueckauf",
    ),
    pets=("bello", "mia", "rocky", "kira", "felix", "sammy", "paula"),
    cities=("Dortmund", "Bochum", "Essen", "Gelsenkirchen", "Herne", "Hagen"),
    cc="+49",
)


def _k8s_extra(rng: random.Random, s: dict) -> dict:
    return {"b64pw": b64s(str(s["cred"])), "b64user": b64s("objektportal")}


def _k8s_decode(text: str) -> str:
    return base64.b64decode(after(text, "DB_PASSWORD: ").strip()).decode()


FAM.reg(
    "reinigung_objektportal_k8s_secret_base64",
    ("deploy/objektportal/secret_<<n>>.yaml", "k8s/prod/objektportal-db-<<n>>.yml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: objektportal-db
  namespace: <<org>>
  labels:
    app: objektportal
type: Opaque
data:
  DB_USER: <<b64user>>
  DB_PASSWORD: <<b64pw>>
""",
    "pw",
    extra=_k8s_extra,
    decode=_k8s_decode,
)

FAM.reg(
    "reinigung_turkish_whatsapp_sifre_zeiterfassung",
    ("WhatsApp Chat mit <<first>> <<n>>.txt", "Handy/WhatsApp Chat - Reinigung Team <<n>>.txt"),
    """[<<dmy>>, <<time>>:03] <<first2>> <<last2>>: Abla zaman kaydı uygulamasına giremiyorum, şifre yanlış diyor
[<<dmy>>, <<time>>:09] <<first>> <<last>>: kullanıcı adı <<login2>>
[<<dmy>>, <<time>>:09] <<first>> <<last>>: şifre <<cred>>
[<<dmy>>, <<time>>:10] <<first>> <<last>>: yarın <<city>> ofiste cam temizliği var, saat 6'da orada ol
[<<dmy>>, <<time>>:12] <<first2>> <<last2>>: tamam abla sağ ol
""",
    "human",
    syntax="",
)

FAM.reg(
    "reinigung_arabic_telegram_kalimat_alsir_dienstplan_app",
    ("Telegram/chat_<<first>>_<<n>>.txt", "Dokumente/Telegram Export <<n>>.txt"),
    """<<first>> <<last>>, [<<dmy>> <<time>>]
مرحبا، هذا حساب تطبيق جدول المناوبات للفريق الجديد في <<city>>

<<first>> <<last>>, [<<dmy>> <<time>>]
اسم المستخدم: <<login2>>
كلمة السر: <<cred>>

<<first2>> <<last2>>, [<<dmy>> <<time>>]
شكراً، دخلت 👍
""",
    "human",
    syntax="",
)

FAM.reg(
    "reinigung_objektliste_csv_kennwort_kundenportal",
    ("Verwaltung/Objektliste_<<y>>_<<n>>.csv", "Desktop/Objekte <<n>>.csv"),
    """Objekt;Adresse;Leistung;Turnus;Ansprechpartner;Kundenportal Benutzer;Kennwort
Praxis Dr. <<last2>>;<<city>>, Hauptstr. <<n2>>;Unterhaltsreinigung;Mo/Mi/Fr;<<first2>> <<last2>>;<<email>>;<<cred>>
Autohaus Ruhr;<<city>>, Industriestr. 4;Glasreinigung;monatlich;Herr <<last>>;;
""",
    "human",
    syntax="",
)

FAM.reg(
    "reinigung_lexoffice_rechnungen_python_api_key",
    ("Buero/rechnungen_<<n>>.py", "skripte/lexoffice_export_<<n>>.py"),
    """import requests

LEXOFFICE_KEY = "<<cred>>"


def offene_rechnungen() -> list[dict]:
    r = requests.get(
        "https://api.lexoffice.io/v1/voucherlist",
        params={"voucherType": "invoice", "voucherStatus": "open"},
        headers={"Authorization": f"Bearer {LEXOFFICE_KEY}", "Accept": "application/json"},
        timeout=20,
    )
    r.raise_for_status()
    return r.json()["content"]


for rechnung in offene_rechnungen():
    print(rechnung["voucherNumber"], rechnung["contactName"], rechnung["totalAmount"])
""",
    "b64u:30",
)

FAM.reg(
    "reinigung_email_zugangsdaten_objektmanager_kennwort",
    ("Mail/Gesendet/Zugang_<<n>>.eml", "Outlook/Gesendete Elemente/zugangsdaten_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Ihre Zugangsdaten für den Objektmanager
Date: Mon, <<d>> Feb <<y>> <<time>>:15 +0100
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

Hallo <<first2>>,

ab Montag übernimmst Du die Objektleitung in <<city>>. Im Objektmanager siehst Du die
Leistungsverzeichnisse, Reklamationen und die Stundenzettel Deiner Mitarbeiterinnen.

Benutzer: <<login2>>
Kennwort: <<cred>>

Bitte beim ersten Login ändern.

Viele Grüße
<<first>> <<last>>
<<orgc>> Gebäudereinigung GmbH
""",
    "human",
    syntax="",
)

FAM.reg(
    "reinigung_zeiterfassung_docker_compose_postgres",
    ("server/zeiterfassung/docker-compose.yml", "srv/zeiterfassung-<<n>>/docker-compose.yaml"),
    """services:
  db:
    image: postgres:16
    restart: unless-stopped
    environment:
      POSTGRES_DB: zeiterfassung
      POSTGRES_USER: zeit
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - ./pgdata:/var/lib/postgresql/data
  app:
    image: kimai/kimai2:apache
    depends_on: [db]
    ports:
      - "8001:8001"
    environment:
      DATABASE_URL: "postgresql://zeit:${POSTGRES_PASSWORD}@db/zeiterfassung"
""",
    "pw_dq",
)

FAM.reg(
    "reinigung_sevdesk_powershell_belege_token",
    ("Buero/Skripte/belege_<<n>>.ps1", "C:/Skripte/sevdesk_upload_<<n>>.ps1"),
    """# Belege aus dem Scanner-Ordner nach sevDesk hochladen (läuft abends)
$token = '<<cred>>'
$ordner = 'D:\\Scans\\Belege'
Get-ChildItem $ordner -Filter *.pdf | ForEach-Object {
    Invoke-RestMethod -Uri 'https://my.sevdesk.de/api/v1/Voucher/Factory/uploadTempFile' `
        -Method Post -Headers @{ Authorization = $token } -Form @{ file = Get-Item $_.FullName }
    Move-Item $_.FullName "$ordner\\erledigt\\"
}
""",
    "hex:32",
    syntax="",
)
