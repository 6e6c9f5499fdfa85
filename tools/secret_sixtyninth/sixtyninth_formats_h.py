# ruff: noqa: E501
"""Family h: a home nursing agency (evde bakım) in İzmir, Turkey; Turkish."""

from __future__ import annotations

import random

from sixtyninth_corpus import alnum, gen_pw, pick
from sixtyninth_spec import Fam, wa

FAM = Fam(
    name="evdebakim_turkey_home_nursing",
    orgs=("sefkatbakim", "evdesifa", "ailebakim", "hemsirem", "egebakim"),
    tld="com.tr",
    first=(
        ("Ayşe", "ayse"),
        ("Mehmet", "mehmet"),
        ("Fatma", "fatma"),
        ("Mustafa", "mustafa"),
        ("Elif", "elif"),
        ("Emre", "emre"),
        ("Zeynep", "zeynep"),
        ("Hüseyin", "huseyin"),
        ("Gülşen", "gulsen"),
        ("Burak", "burak"),
    ),
    last=(
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Şahin", "sahin"),
        ("Çelik", "celik"),
        ("Öztürk", "ozturk"),
        ("Aydın", "aydin"),
        ("Arslan", "arslan"),
    ),
    words=(
        "izmir",
        "kordon",
        "boyoz",
        "gevrek",
        "karsiyaka",
        "bornova",
        "alsancak",
        "deniz",
        "güneş",
        "sağlık",
        "şifa",
        "lale",
        "papatya",
        "galatasaray",
        "fenerbahce",
        "simit",
        "ege",
        "zeytin",
        "bergama",
        "yildiz",
    ),
    pets=("Pamuk", "Tarçın", "Boncuk", "Minnoş", "Karabaş", "Duman", "Fındık"),
    places=("Karşıyaka", "Bornova", "Buca", "Konak", "Bayraklı", "Çiğli", "Menemen"),
    phone_pat="+90 5## ### ## ##",
)
R = FAM.reg


# 1. WhatsApp (Turkish, dotted dates): a patient's e-Nabız password for the medication list ----------------
def _wa(s):
    return wa(
        s,
        [
            (
                0,
                "Merhaba, Saadet Hanım'ın e-Nabız şifresi neydi? Reçetedeki ilaç listesine bakmam lazım",
            ),
            (1, "Kızı gönderdi az önce: " + str(s["cred"])),
            (0, "Tamam girdim, teşekkürler 🙏"),
            (1, "Ziyaret formuna yazma lütfen, KVKK"),
        ],
        style="dots",
    )


R(
    "evdebakim_turkish_whatsapp_sifre_enabiz",
    (
        "WhatsApp/<<fa2>> ile WhatsApp Sohbeti.txt",
        "İndirilenler/WhatsApp Sohbeti - Hemşire <<fa2>>.txt",
    ),
    _wa,
    "human",
    syntax="",
)

# 2. iyzico Options in the agency's PHP payment page -------------------------------------------------------
R(
    "evdebakim_iyzico_options_secret_php",
    ("odeme/iyzico_config.php", "public_html/<<org>>/inc/iyzico.php"),
    """<?php
// Evde bakım paketleri - kartla ödeme (iyzico)
require_once __DIR__ . '/../vendor/autoload.php';

function iyzicoOptions(): \\Iyzipay\\Options
{
    $options = new \\Iyzipay\\Options();
    $options->setApiKey("<<apikey>>");
    $options->setSecretKey("<<cred>>");
    $options->setBaseUrl("https://api.iyzipay.com");
    return $options;
}
""",
    "p:iyzico",
    syntax="",
    extra=lambda rng, s: {"apikey": alnum(rng, 32)},
)

# 3. NetGSM SMS in Python: visit reminders to families ------------------------------------------------------
R(
    "evdebakim_netgsm_visit_sms_python",
    ("scripts/ziyaret_sms.py", "bakim-panel/<<org>>/netgsm_gonder.py"),
    '''"""Yarınki ev ziyaretleri için hasta yakınlarına SMS (NetGSM)."""

import requests

NETGSM_USERCODE = "850<<num>><<nn>>"
NETGSM_PASSWORD = "<<cred>>"
HEADER = "<<orgc>>"


def gonder(tel: str, mesaj: str) -> str:
    r = requests.get(
        "https://api.netgsm.com.tr/sms/send/get",
        params={
            "usercode": NETGSM_USERCODE,
            "password": NETGSM_PASSWORD,
            "gsmno": tel,
            "message": mesaj,
            "msgheader": HEADER,
        },
        timeout=20,
    )
    return r.text


if __name__ == "__main__":
    print(gonder("05<<num>><<num>>1", "Yarın saat 10:00'da hemşiremiz ziyarete gelecektir."))
''',
    "pw_dq",
)


# 4. CSV of nurse visits with the hospital information system password column --------------------------------
def _csv(s):
    rng = random.Random(str(s["uid"]))
    rows = ["Tarih,Hasta,Semt,Hemşire,Tablet PIN,HBYS Kullanıcı,HBYS Şifre"]
    k = rng.randrange(4)
    for i in range(5):
        pw = s["cred"] if i == k else gen_pw(rng, 11, "")
        rows.append(
            f"{s['dotdate']},{pick(rng, ('S. Yıldız', 'M. Koç', 'H. Aksoy', 'N. Güler'))},"
            f"{pick(rng, ('Karşıyaka', 'Bornova', 'Buca', 'Konak'))},{pick(rng, ('Ayşe', 'Elif', 'Zeynep', 'Gülşen'))},"
            f"{rng.randint(1000, 9999)},hemsire{i + 1},{pw}"
        )
    return "\n".join(rows) + "\n"


R(
    "evdebakim_nurse_visit_roster_csv_hbys_sifre",
    ("Belgeler/ziyaret_plani_<<date>>.csv", "paylasim/hemsireler/ziyaretler_<<mo>>.csv"),
    _csv,
    "human",
    syntax="",
)

# 5. Logo Tiger ERP .udl: OLE DB connection string with Password= -----------------------------------------------
R(
    "evdebakim_logo_tiger_oledb_udl",
    ("Logo/baglanti.udl", "C:/LOGO/<<org>>/TIGER3.udl"),
    "[oledb]\r\n; Everything after this line is an OLE DB initstring\r\nProvider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=sa;Initial Catalog=TIGER3;Data Source=<<lan>>\\LOGO\r\n",
    "pw",
    syntax="",
)

# 6. docker-compose of the care-plan app: POSTGRES_PASSWORD -----------------------------------------------------
R(
    "evdebakim_careplan_docker_compose_postgres",
    ("bakim-plani/docker-compose.yml", "srv/<<org>>/compose.yaml"),
    """services:
  db:
    image: postgres:16
    restart: unless-stopped
    environment:
      POSTGRES_DB: bakimplani
      POSTGRES_USER: bakim
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - pgdata:/var/lib/postgresql/data
  web:
    image: ghcr.io/<<org>>/bakim-plani:2.4
    depends_on: [db]
    environment:
      DATABASE_HOST: db
      TZ: Europe/Istanbul
    ports:
      - "<<port>>:8000"
volumes:
  pgdata:
""",
    "pw_dq",
)

# 7. .env of the shift-notification Telegram bot --------------------------------------------------------------------
R(
    "evdebakim_shift_telegram_bot_dotenv",
    ("nobet-bot/.env", "srv/<<org>>-nobet/.env"),
    """# Nöbet / ziyaret değişikliği bildirim botu
TELEGRAM_BOT_TOKEN=<<cred>>
TELEGRAM_GROUP_ID=-100<<num>><<num>><<nn>>
TIMEZONE=Europe/Istanbul
DB_PATH=/srv/nobet/nobet.sqlite
""",
    "p:telegram",
    syntax="",
)


# 8. Wiki page (Markdown) for new nurses with a table of systems and passwords ---------------------------------------
def _wiki(s):
    return (
        "# Yeni Hemşire Oryantasyonu\n\n"
        f"Son güncelleme: {s['dotdate']} - {s['fn2']} {s['ln2']}\n\n"
        "## İlk gün\n\n"
        "1. Tablet ve ilaç çantası zimmeti (depo, kat -1)\n"
        "2. Hasta dosyaları: sadece HBYS üzerinden, çıktı almayın\n\n"
        "## Sistemler\n\n"
        "| Sistem | Adres | Kullanıcı | Şifre |\n"
        "|---|---|---|---|\n"
        f"| HBYS (hasta takip) | https://hbys.{s['dom']} | {s['user']} | {s['cred']} |\n"
        "| E-posta | https://mail.google.com | kendi adresiniz | ilk girişte belirlenir |\n"
        "| Nöbet botu | Telegram grubu | - | - |\n"
    )


R(
    "evdebakim_orientation_wiki_markdown_table",
    ("wiki/Yeni-Hemsire-Oryantasyonu.md", "docs/<<org>>/oryantasyon.md"),
    _wiki,
    "human",
    syntax="",
)
