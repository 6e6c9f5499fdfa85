# ruff: noqa: E501
"""Family g: a small wireless internet provider in Ganja (Azerbaijan), Azerbaijani."""

from __future__ import annotations

import base64
import re

from seventieth_spec import Fam, hexs, pick

F = Fam(
    name="ganja_wireless_isp_towers",
    orgs=("ganjanet", "kapazlink", "goygolwifi"),
    tld="az",
    first=(
        ("Elvin", "elvin"),
        ("Aysel", "aysel"),
        ("Rəşad", "rashad"),
        ("Günel", "gunel"),
        ("Orxan", "orxan"),
        ("Nərmin", "narmin"),
        ("Tural", "tural"),
        ("Leyla", "leyla"),
    ),
    last=(
        ("Məmmədov", "mammadov"),
        ("Həsənova", "hasanova"),
        ("Əliyev", "aliyev"),
        ("Hüseynov", "huseynov"),
        ("Quliyev", "quliyev"),
        ("İsmayılova", "ismayilova"),
        ("Cəfərov", "jafarov"),
    ),
    words=(
        "ganja",
        "kapaz",
        "goygol",
        "nizami",
        "plov",
        "dolma",
        "qutab",
        "chay",
        "araz",
        "lale",
        "xaribulbul",
        "narsharab",
        "qarabag",
        "azadliq",
        "vatan",
        "shusha",
        "tar",
        "mugam",
    ),
    pets=("alabash", "toplan", "mestan", "bahadur", "pisik", "qaraca"),
    towns=("Gəncə", "Göygöl", "Şəmkir", "Samux", "Naftalan", "Goranboy"),
    cc="+994",
)


def _ppp_secrets(s: dict) -> str:
    lines = [
        f"# {s['date']} {s['time']}:41 by RouterOS 6.49.15",
        "# model = CCR1036-8G-2S+",
        "/ppp profile",
        "add local-address=100.64.0.1 name=10M rate-limit=10M/10M remote-address=pool-abone",
        "add local-address=100.64.0.1 name=25M rate-limit=25M/25M remote-address=pool-abone",
        "/ppp secret",
    ]
    for i in range(4):
        pw = s["cred"] if i == s["row"] else s["others"][i]
        lines.append(
            f'add comment="{s["names"][i]}" name=abone{s["nnnn"] + i} password={pw} profile={pick_prof(i)} service=pppoe'
        )
    return "\n".join(lines) + "\n"


def pick_prof(i: int) -> str:
    return ("10M", "25M")[i % 2]


F.reg(
    "wisp_az_mikrotik_ppp_secret_subscriber_export",
    ("mikrotik/ccr-<<town>>-<<d8>>.rsc", "backup/<<org>>/ppp_secret_<<d8>>.rsc"),
    _ppp_secrets,
    "human_b",
    syntax="",
    extra=lambda rng, s: {
        "row": rng.randrange(4),
        "others": [F.human(rng, "-_.@+") for _ in range(4)],
        "names": [
            f"{pick(rng, F.first)[1].capitalize()} {pick(rng, F.last)[1].capitalize()} - {pick(rng, F.towns)}"
            for _ in range(4)
        ],
    },
)


def _dec_basic(text: str) -> str:
    b = re.search(r"Authorization: Basic ([A-Za-z0-9+/=]+)", text).group(1)
    return base64.b64decode(b).decode().split(":", 1)[1]


F.reg(
    "wisp_az_curl_basic_auth_cnpilot_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history"),
    """ssh admin@<<ip>>
ping -c 4 <<ip>>
curl -sk -H "Authorization: Basic <<enc>>" https://<<ip>>/api/v1/device/config | jq .radio
curl -sk -X POST -H "Authorization: Basic <<enc>>" -d '{"reboot":true}' https://<<ip>>/api/v1/device/reboot
tail -f /var/log/syslog | grep <<ip>>
""",
    "human_x",
    encode=lambda v, s: base64.b64encode(f"admin:{v}".encode()).decode(),
    decode=_dec_basic,
)

F.reg(
    "wisp_az_splynx_api_key_secret_php",
    ("billing/splynx_sync.php", "var/www/<<org>>/cron/splynx_<<n>>.php"),
    """<?php
// Splynx -> SMS xatırlatma: borcu olan abunəçilər (hər gün 10:00)
require __DIR__ . '/vendor/autoload.php';

$api = new SplynxAPI('https://billing.<<dom>>/', '<<apikey>>', '<<cred>>');
$api->setVersion(SplynxApi::API_VERSION_2);
$api->api_call_get('admin/customers/customer?main_attributes[status]=blocked');
foreach ($api->response as $c) {
    echo $c['id'] . ' ' . $c['name'] . ' ' . $c['phone'] . PHP_EOL;
}
""",
    "p:splynx",
    syntax="",
    extra=lambda rng, s: {"apikey": hexs(rng, 32)},
)

F.reg(
    "wisp_az_freeradius_clients_conf_tower_nas",
    ("etc/freeradius/3.0/clients.conf", "backup/radius-<<org>>-<<d8>>/clients.conf"),
    """client localhost {
	ipaddr = 127.0.0.1
	secret = ${ENV_LOCAL}
}

# qüllə <<town>> - CCR
client tower_<<n>> {
	ipaddr = <<ip>>
	secret = <<cred>>
	shortname = qulle<<n>>
	nas_type = other
}
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "wisp_az_azerbaijani_telegram_copied_text_sifre",
    ("notes/telegram_<<d8>>.txt", "Desktop/qulle_<<town>>_telegram.txt"),
    """<<fn>> <<ln>>, [<<dmy>> <<time>>]
Salam, <<town>> qülləsindəki yeni sektor antennasına girə bilmirəm

<<fn2>> <<ln2>>, [<<dmy>> <<time2>>]
İstifadəçi adı ubnt deyil, dəyişmişik. admin, şifrə:

<<fn2>> <<ln2>>, [<<dmy>> <<time2>>]
<<cred>>

<<fn>> <<ln>>, [<<dmy>> <<time2>>]
Sağ ol, girdim 👍
""",
    "human",
)


def _links_csv(s: dict) -> str:
    rows = ["site;ip;mac;model;login;parol"]
    for i in range(4):
        pw = s["cred"] if i == s["row"] else s["others"][i]
        rows.append(f"{s['sites'][i]};10.{s['n']}.{i}.2;{s['macs'][i]};{s['models'][i]};admin;{pw}")
    return "\n".join(rows) + "\n"


F.reg(
    "wisp_az_tower_access_points_semicolon_csv",
    ("docs/qulleler_<<d8>>.csv", "Documents/<<orgc>>/ap_siyahi_<<n>>.csv"),
    _links_csv,
    "pw",
    extra=lambda rng, s: {
        "row": rng.randrange(4),
        "others": [F.human(rng) for _ in range(4)],
        "sites": [pick(rng, F.towns) + f"-{rng.randint(1, 9)}" for _ in range(4)],
        "macs": [":".join(hexs(rng, 2, upper=True) for _ in range(6)) for _ in range(4)],
        "models": [
            pick(rng, ("LAP-120", "Rocket 5AC", "ePMP 3000", "LHG 5 ac", "SXTsq 5"))
            for _ in range(4)
        ],
    },
)

F.reg(
    "wisp_az_oxidized_router_db_colon",
    ("home/oxidized/.config/oxidized/router.db", "opt/oxidized-<<org>>/router.db"),
    """# name:model:username:password
ccr-<<town>>-core:routeros:oxidized:<<cred>>
<<ip>>:routeros:oxidized:<<cred>>
""",
    "pw",
    syntax="",
)

F.reg(
    "wisp_az_payriff_billing_portal_dotenv",
    ("portal/.env", "srv/<<org>>-kabinet/.env"),
    """APP_NAME=<<orgc>>Kabinet
APP_URL=https://kabinet.<<dom>>
PAYRIFF_MERCHANT=ES<<merchant>>
PAYRIFF_SECRET_KEY=<<cred>>
PAYRIFF_CALLBACK=https://kabinet.<<dom>>/payriff/callback
SPLYNX_URL=https://billing.<<dom>>
""",
    "p:payriff",
    extra=lambda rng, s: {"merchant": rng.randint(1000000, 9999999)},
)
