# ruff: noqa: E501
"""Family n: a company-formation agent (საწარმოს რეგისტრაცია) in Tbilisi, Georgia: Georgian,
Russian and English."""

from __future__ import annotations

import base64
import json

from ninetieth_spec import Fam, Slots, alnum, b64

FAM = Fam(
    name="satsarmo_company_formation_tbilisi",
    orgs=(
        ("kartliregistry", "Kartli Registry Services LLC"),
        ("narikalaformations", "Narikala Company Formations"),
        ("mtkvariconsult", "Mtkvari Business Setup"),
    ),
    tld="ge",
    first=(
        ("ნინო", "nino"),
        ("გიორგი", "giorgi"),
        ("თამარ", "tamar"),
        ("ლევან", "levan"),
        ("ანა", "ana"),
        ("დავით", "davit"),
        ("მარიამ", "mariam"),
        ("ირაკლი", "irakli"),
    ),
    last=(
        ("ბერიძე", "beridze"),
        ("კაპანაძე", "kapanadze"),
        ("გელაშვილი", "gelashvili"),
        ("მაისურაძე", "maisuradze"),
        ("ლომიძე", "lomidze"),
        ("ხარაიშვილი", "kharaishvili"),
        ("ჯაფარიძე", "japaridze"),
    ),
    words=(
        "khachapuri",
        "mtkvari",
        "saperavi",
        "sakartvelo",
        "gaumarjos",
        "mtatsminda",
        "kazbegi",
        "churchkhela",
        "supra",
        "tamada",
        "svaneti",
        "rkatsiteli",
        "narikala",
        "vazi",
        "khinkali",
        "tbiliso",
        "alazani",
        "mzeo",
    ),
    pets=("murka", "bobi", "reksi", "tsira", "lomi", "ketsi"),
    towns=("tbilisi", "batumi", "kutaisi", "rustavi", "gori", "telavi"),
    cc="+995",
)

FAM.reg(
    "satsarmo_georgian_telegram_copied_paroli",
    ("<<org>>/შენიშვნები/telegram_<<fa2>>_<<date>>.txt", "Desktop/tg_copy_<<n3>>.txt"),
    """<<f2>> <<l2>>, [<<dmy>> <<hm>>]
rs.ge-ზე კლიენტის ანგარიში დაიბლოკა, დღეს დღგ-ს დეკლარაცია უნდა ჩავაბაროთ

<<f>> <<l>>, [<<dmy>> <<hm2>>]
მომხმარებელი: <<login>>_<<n3>>
პაროლი: <<cred>>

<<f2>> <<l2>>, [<<dmy>> <<hm2>>]
მადლობა, შევედი 👍
""",
    "human",
    syntax="",
)

FAM.reg(
    "satsarmo_rs_ge_waybill_service_user_php",
    ("<<org>>/integrations/rsge/config.php", "var/www/<<dom>>/rsge/service_user.php"),
    """<?php
// rs.ge (შემოსავლების სამსახური) - ზედნადებების სერვისი, კლიენტი <<n6>><<n3>>
const RS_WSDL = 'https://services.rs.ge/WayBillService/WayBillService.asmx?WSDL';
const RS_SU = '<<login>>:<<n6>><<n3>>';
const RS_SP = '<<cred>>';

$client = new SoapClient(RS_WSDL);
$ok = $client->chek_service_user(['su' => RS_SU, 'sp' => RS_SP]);
""",
    "pw_sq",
    syntax="",
)

FAM.reg(
    "satsarmo_tbc_checkout_client_secret_node",
    ("<<org>>-site/server/tbcpay.js", "apps/<<org>>/payments/tbc.js"),
    """// TBC E-Commerce (Checkout) - registration service fees
const TBC = {
  apiKey: "<<apikey>>",
  clientId: "<<n6>><<n2>>",
  clientSecret: "<<cred>>",
  baseUrl: "https://api.tbcbank.ge/v1/tpay",
};

async function accessToken() {
  const res = await fetch(`${TBC.baseUrl}/access-token`, {
    method: "POST",
    headers: { apikey: TBC.apiKey, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ client_id: TBC.clientId, client_secret: TBC.clientSecret }),
  });
  return (await res.json()).access_token;
}
""",
    "p:tbc",
    syntax="",
    extra=lambda rng, s: {"apikey": alnum(rng, 32)},
)

FAM.reg(
    "satsarmo_russian_email_parol_nalogovaya",
    ("<<org>>/mail/<<date>>_доступ_rs.eml", "Thunderbird/<<login>>/Sent/<<n4>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: <<email2>>
Subject: Доступ к налоговому кабинету rs.ge вашей компании
Date: Thu, <<d>> Oct <<y>> 12:<<mi>>:09 +0400
Content-Type: text/plain; charset=UTF-8

Здравствуйте,

ваша компания зарегистрирована в Доме юстиции, ИНН <<n6>><<n3>>.
Доступ к кабинету налогоплательщика на rs.ge:

Логин: <<login>>_<<n3>>
Пароль: <<cred>>

Пожалуйста, смените пароль после первого входа.

С уважением,
<<f>> <<l>>, <<orgname>>
""",
    "human",
    syntax="",
)

FAM.reg(
    "satsarmo_bog_ipay_client_secret_dotenv",
    ("<<org>>-portal/.env", "srv/<<org>>/payments/.env.production"),
    """# Bank of Georgia iPay / Payments API
BOG_CLIENT_ID=<<n6>>
BOG_CLIENT_SECRET=<<cred>>
BOG_CALLBACK_URL=https://<<dom>>/bog/callback
DEFAULT_CURRENCY=GEL
""",
    "p:bog",
    syntax="",
)


def _html_table(s: Slots) -> str:
    return (
        '<html><head><meta charset="utf-8"><title>კლიენტები</title></head><body>\n'
        '<table border="1">\n'
        "<tr><th>კომპანია</th><th>საიდენტიფიკაციო კოდი</th><th>portal</th><th>user</th><th>პაროლი</th></tr>\n"
        f"<tr><td>{s['la2'].capitalize()} Trade LLC</td><td>4{s['n6']}{s['n2']}</td><td>napr.gov.ge</td><td>{s['login']}</td><td>{s['cred']}</td></tr>\n"
        f"<tr><td>Kazbegi Tours LLC</td><td>4{s['n6']}{s['n3']}</td><td>rs.ge</td><td>{s['login2']}</td><td>SMS-ით</td></tr>\n"
        "</table>\n</body></html>\n"
    )


FAM.reg(
    "satsarmo_napr_clients_html_table_plain",
    ("<<org>>/export/clients_<<date>>.html", "Downloads/<<org>>_კლიენტები_<<n3>>.html"),
    _html_table,
    "human_x",
    syntax="",
)


def _docker(s: Slots) -> str:
    obj = {
        "auths": {f"registry.{s['dom']}": {"auth": s["cred"]}, "https://index.docker.io/v1/": {}},
        "credsStore": "",
    }
    return json.dumps(obj, indent="\t") + "\n"


def _dec_docker(text: str) -> str:
    auths = json.loads(text)["auths"]
    for v in auths.values():
        if "auth" in v:
            return base64.b64decode(v["auth"]).decode().split(":", 1)[1]
    raise ValueError("no auth")


FAM.reg(
    "satsarmo_registry_docker_config_json_auth",
    ("<<org>>/deploy/.docker/config.json", "home/<<login>>/.docker/config.json"),
    _docker,
    "pw_json",
    decode=_dec_docker,
    enc=lambda v, s: base64.b64encode(f"{s['login']}:{v}".encode()).decode(),
)

FAM.reg(
    "satsarmo_office_wireguard_peer_conf",
    ("<<org>>/vpn/wg0_<<fa>>.conf", "etc/wireguard/<<org>>-office.conf"),
    """[Interface]
# <<f>> <<l>> - laptop
PrivateKey = <<cred>>
Address = 10.44.0.<<n2>>/32
DNS = <<ip>>

[Peer]
PublicKey = <<pub>>
Endpoint = vpn.<<dom>>:51820
AllowedIPs = 10.44.0.0/24, <<ip>>/32
PersistentKeepalive = 25
""",
    "p:wg",
    syntax="ini",
    extra=lambda rng, s: {"pub": b64(rng, 32)},
)
