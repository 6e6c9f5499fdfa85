# ruff: noqa: E501
"""Family h: Sheki pakhlava (layered nut pastry) confectioners, Azerbaijan. Azerbaijani and
Russian."""

from __future__ import annotations

import base64

from fortyfifth_spec import Fam, after, dec_basic

F = Fam(
    "sheki_pakhlava_confectioners",
    orgs=("shekinurlu", "xanbagi", "pakhlavaevi", "shirniyyat"),
    tld="az",
    first=(
        "elvin",
        "aysel",
        "rashad",
        "gunel",
        "orkhan",
        "leyla",
        "tural",
        "nigar",
        "farid",
        "sabina",
    ),
    last=(
        "aliyev",
        "mammadova",
        "huseynov",
        "guliyeva",
        "ismayilov",
        "hasanova",
        "abbasov",
        "rzayeva",
    ),
    words=(
        "paxlava",
        "şəki",
        "xanbağı",
        "fındıq",
        "zəfəran",
        "şirniyyat",
        "qoz",
        "düyü",
        "karvansaray",
        "xansaray",
        "bal",
        "novruz",
        "şəkərbura",
    ),
    seasons=("qış", "yaz", "yay", "payız", "novruz"),
    cc="+994",
    pets=("pişik", "bobik", "mestan"),
)

F.reg(
    "pakhlava_azerbaijani_whatsapp_sifre_kassa",
    ("WhatsApp Chat with <<first>>.txt", "chats/<<org>>_<<n>>.txt"),
    """[<<dmy>>, <<time>>:<<sec>>] <<name>>: Salam, kassa proqramının şifrəsi nədir? Novruz sifarişləri gəlib
[<<dmy>>, <<time2>>:02] <<name2>>: istifadəçi: <<user>>
[<<dmy>>, <<time2>>:09] <<name2>>: şifrə: <<cred>>
[<<dmy>>, <<time2>>:30] <<name2>>: heç kimə vermə 🙏
[<<dmy>>, <<time2>>:41] <<name>>: Sağ ol!
""",
    "human",
)

F.reg(
    "pakhlava_russian_telegram_copy_parol_sklad",
    ("Telegram Desktop/copied_<<n>>.txt", "notes/tg_<<first>>_<<date>>.txt"),
    """[<<dmy>> <<time>>] <<name>>: Привет, дай пароль от склада в 1С, надо списать орехи
[<<dmy>> <<time2>>] <<name2>>: логин <<user>>
[<<dmy>> <<time2>>] <<name2>>: пароль <<cred>>
[<<dmy>> <<time2>>] <<name2>>: и поменяй потом, пожалуйста
""",
    "human",
    syntax="",
)

F.reg(
    "pakhlava_etaxes_sync_ini",
    ("etc/etaxes_sync.ini", "C/ProgramData/<<org>>/etaxes_<<n>>.ini"),
    """[portal]
url = https://new.e-taxes.gov.az
voen = <<n4>><<n4>>21
asan_phone = <<phone2>>

[login]
user = <<user>>
password = <<cred>>

[export]
folder = C:\\Paxlava\\qaimeler
interval_min = 30
""",
    "pw",
)

F.reg(
    "pakhlava_delivery_wolt_drive_token_ts",
    ("src/delivery/wolt.ts", "packages/orders/src/wolt_<<n>>.ts"),
    """// Wolt Drive — deliveries of pakhlava boxes in Baku
const WOLT_MERCHANT_ID = "<<hex8>><<n4>>";
const WOLT_DRIVE_TOKEN = "<<cred>>";

export async function createDelivery(venueId: string, body: unknown) {
  const res = await fetch(`https://daas-public-api.wolt.com/v1/venues/${venueId}/deliveries`, {
    method: "POST",
    headers: { Authorization: `Bearer ${WOLT_DRIVE_TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return res.json();
}
""",
    "alnum:43",
    syntax="",
)

F.reg(
    "pakhlava_oven_controller_paramiko_ssh",
    ("tools/oven_log_<<n>>.py", "scripts/<<word>>_soba.py"),
    """import paramiko

HOST = "<<ip>>"
USER = "pi"
PASSWORD = "<<cred>>"


def oven_log(lines: int = 200) -> str:
    c = paramiko.SSHClient()
    c.set_missing_host_key_policy(paramiko.AutoAddPolicy())
    c.connect(HOST, username=USER, password=PASSWORD, timeout=10)
    _, out, _ = c.exec_command(f"tail -n {lines} /var/log/soba_temp.csv")
    data = out.read().decode()
    c.close()
    return data
""",
    "pw_dq",
)


def _basic(rng, s):
    return {"basic": base64.b64encode(f"payriff_{s['n4']}:{s['cred']}".encode()).decode()}


F.reg(
    "pakhlava_payriff_webhook_http_dump_basic_base64",
    ("logs/webhook_dump_<<date>>_<<n>>.http", "debug/payriff_<<n4>>.txt"),
    """POST /api/payments/callback HTTP/1.1
Host: <<dom>>
User-Agent: Payriff-Webhook/2.1
Content-Type: application/json
Authorization: Basic <<basic>>
Content-Length: 118

{"orderId":"PX<<n4>><<n>>","status":"APPROVED","amount":<<n>>.50,"currency":"AZN","merchant":"<<org>>"}
""",
    "pw_alnum",
    syntax="",
    extra=_basic,
    decode=lambda t: dec_basic(after(t, "Authorization: Basic ")),
)

F.reg(
    "pakhlava_ingredients_xlsx_shared_strings_xml",
    ("xl/sharedStrings.xml", "unzipped/<<org>>_anbar/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="9" uniqueCount="9"><si><t>Məhsul</t></si><si><t>Fındıq (kq)</t></si><si><t>Zəfəran (q)</t></si><si><t>Bal (kq)</t></si><si><t>Təchizatçı portalı</t></si><si><t>İstifadəçi</t></si><si><t><<user>></t></si><si><t>Şifrə</t></si><si><t><<cred>></t></si></sst>
""",
    "human",
)

F.reg(
    "pakhlava_1c_pg_service_conf",
    ("home/<<user>>/.pg_service.conf", "etc/postgresql-common/pg_service.conf"),
    """# 1C:Enterprise on PostgreSQL — Sheki bakery
[paxlava1c]
host=<<host>>
port=5432
dbname=paxlava_<<year>>
user=usr1cv8
password=<<cred>>
sslmode=prefer
""",
    "pw",
    syntax="ini",
)
