"""Family e: a concert and estrada theatre venue in Tirana, Albania (Albanian)."""

# ruff: noqa: E501

from __future__ import annotations

from sixtyseventh_corpus import DIGITS, UPPER, alnum
from sixtyseventh_spec import ESTRADA as F


def _wa_al(s: dict) -> str:
    pre = f"{s['d']}.{s['mo']}.{str(s['y'])[2:]}"
    a, b = f"{s['fn']} {s['ln']}", f"{s['fn2']} {s['ln2']}"
    return f"""{pre}, {s["time"]} - {a}: {s["fn2"]}, sistemi i biletave nuk po hapet në arkë
{pre}, {s["time"]} - {b}: Hyr me llogarinë e arkës, e ndryshova dje
{pre}, {s["time2"]} - {b}: Fjalëkalimi: {s["cred"]}
{pre}, {s["time2"]} - {a}: Faleminderit! Koncerti fillon në 20:00, dyert hapen në 19:00
{pre}, {s["time2"]} - {b}: Mos ia jep askujt 🙏
"""


F.reg(
    "albanian_whatsapp_fjalekalimi_arka_biletave",
    ("WhatsApp Chat with <<fn2>> <<n>>.txt", "chat/arka-<<date>>.txt"),
    _wa_al,
    cred="human",
    syntax="",
)

F.reg(
    "eventbrite_private_token_python_sync",
    ("scripts/eventbrite_sync.py", "<<org>>/tools/sync_biletat_<<n>>.py"),
    """\"\"\"Sinkronizon shfaqjet e <<orgc>> nga Eventbrite në faqen tonë.\"\"\"
import requests

EVENTBRITE_TOKEN = "<<cred>>"
ORG_ID = "<<orgid>>"


def ngjarjet():
    r = requests.get(
        f"https://www.eventbriteapi.com/v3/organizations/{ORG_ID}/events/",
        headers={"Authorization": f"Bearer {EVENTBRITE_TOKEN}"},
        params={"status": "live"},
        timeout=20,
    )
    r.raise_for_status()
    return r.json()["events"]


if __name__ == "__main__":
    for e in ngjarjet():
        print(e["name"]["text"], e["start"]["local"])
""",
    cred=lambda rng, fam: alnum(rng, 20, UPPER + DIGITS),
    extra=lambda rng, s: {"orgid": str(rng.randint(10**11, 10**12))},
)

F.reg(
    "mysql_my_cnf_ticketing_client",
    ("home/<<login>>/.my.cnf", "root/.my.cnf", "etc/mysql/conf.d/<<org>>-backup.cnf"),
    """# Backup i bazës së biletave - <<fn>> <<ln>>, <<dmy>>
[client]
user = biletari
password = <<cred>>
host = <<lan>>

[mysqldump]
single-transaction
quick
""",
    cred="pw",
    syntax="",
)

F.reg(
    "hikvision_stage_door_curl_digest_history",
    ("home/<<login>>/.bash_history", "root/.bash_history", "ops/<<org>>-history-<<n>>.txt"),
    """ping -c 3 <<lan>>
curl --digest -u admin:<<cred>> "http://<<lan>>/ISAPI/System/deviceInfo"
curl --digest -u admin:<<cred>> -X PUT "http://<<lan>>/ISAPI/AccessControl/RemoteControl/door/1" -d '<RemoteControlDoor><cmd>open</cmd></RemoteControlDoor>'
ls /srv/skena/ndricimi
exit
""",
    cred="pw_bare",
    syntax="",
)

F.reg(
    "albanian_email_fjalekalimi_certifikata_fiskalizimi",
    ("mail/<<login>>/INBOX/<<n5>>.eml", "Outlook/Eksport/fiskalizimi-<<date>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Certifikata e fiskalizimit per arkën e biletave
Date: <<d>> Oct <<y>> <<time>>:41 +0200
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Përshëndetje <<fn2>>,

Në shtojcë është certifikata e re (.p12) nga AKSHI për pajisjen fiskale të arkës.
Fjalëkalimi i certifikatës:

<<cred>>

Instaloje në kompjuterin e arkës para koncertit të së shtunës.

Me respekt,
<<fn>>
<<orgc>> - <<city>>
<<phone>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "pok_pay_merchant_dotenv",
    ("web/.env", "<<org>>-biletat/.env.production", "srv/<<org>>/checkout/.env"),
    """# Pagesat online për biletat (POK)
POK_MERCHANT_ID=<<uuid>>
POK_KEY_ID=<<hex8>>
POK_SECRET_KEY=<<cred>>
POK_WEBHOOK_URL=https://bileta.<<dom>>/pok/webhook
CURRENCY=ALL
""",
    cred="x:pok_sk_live_:40",
    syntax="",
)

F.reg(
    "docker_compose_wordpress_mariadb_yaml",
    ("docker-compose.yml", "srv/<<org>>-web/docker-compose.yml", "deploy/<<org>>/compose.yaml"),
    """services:
  db:
    image: mariadb:11
    restart: always
    environment:
      MARIADB_DATABASE: <<org>>
      MARIADB_USER: wp
      MARIADB_PASSWORD: "<<cred>>"
      MARIADB_RANDOM_ROOT_PASSWORD: "1"
    volumes:
      - db:/var/lib/mysql
  wordpress:
    image: wordpress:6-php8.2-apache
    ports:
      - "8080:80"
    environment:
      WORDPRESS_DB_HOST: db
      WORDPRESS_DB_USER: wp
      WORDPRESS_DB_PASSWORD: "<<cred>>"
      WORDPRESS_DB_NAME: <<org>>
volumes:
  db:
""",
    cred="pw_dq",
)

F.reg(
    "backstage_sticky_note_ocr_wifi",
    ("scans/IMG_<<n5>>.txt", "ocr/prapaskena-<<date>>.txt"),
    """WIFI PRAPASKENA
<<orgc>>_Backstage
fjalekalimi:
<<cred>>
(mos e jepni publikut!)
""",
    cred="human_x",
    syntax="",
)
