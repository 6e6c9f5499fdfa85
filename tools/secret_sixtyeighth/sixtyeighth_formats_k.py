"""Family k: an EV charging operator in Slovenia (Slovene)."""

from __future__ import annotations

from sixtyeighth_spec import POLNILNICE as F
from sixtyeighth_spec import json

F.reg(
    "steve_ocpp_main_properties_db",
    ("steve/src/main/resources/application-prod.properties", "ocpp-<<org>>/main.properties"),
    """# SteVe - centralni sistem OCPP za polnilnice <<orgc>>
db.ip = <<ip>>
db.port = 3306
db.schema = stevedb
db.user = steve
db.password = <<cred>>
server.host = 0.0.0.0
http.port = 8180
ws.session.select.strategy = ALWAYS_LAST
""",
    "pw",
    syntax="",
)


def _cp_json(s):
    return json.dumps(
        {
            "chargePointId": f"SI-{s['org'].upper()[:3]}-{s['n3']}",
            "ocpp": {
                "version": "1.6J",
                "centralSystemUrl": f"wss://ocpp.{s['dom']}/steve/websocket/CentralSystemService/",
                "securityProfile": 1,
                "AuthorizationKey": s["cred"],
            },
            "meter": {"type": "Eastron SDM630", "modbusId": 1},
            "location": "Parkirišče pri občini",
        },
        indent=2,
        ensure_ascii=False,
    )


F.reg(
    "charger_ocpp_security_profile_json",
    ("config/chargepoint_<<n3>>.json", "polnilnice/<<org>>/cp_<<n>>.json"),
    _cp_json,
    "hex:40",
)

F.reg(
    "slovene_email_geslo_roaming_portal",
    ("Prejeto/roaming_portal_<<date>>.eml", "posta/<<login>>/dostop_roaming.eml"),
    """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<fn>> <<ln>> <<<email>>>
Subject: Dostop do portala za gostovanje (roaming)
Date: <<d>> Jun <<yyyy>> <<hh>>:<<mi>>:00 +0200
Content-Type: text/plain; charset=utf-8

Živijo <<fn>>,

tukaj so podatki za portal za gostovanje, kjer preverjaš CDR-je in tarife:

uporabniško ime: <<login>>
geslo: <<cred>>

Gesla ne pošiljaj naprej serviserjem.

Lep pozdrav,
<<fn2>>
""",
    "human",
    syntax="",
)

F.reg(
    "hubject_oicp_client_key_file",
    ("certs/hubject_client_<<yyyy>>.key", "ocpp-<<org>>/tls/oicp-client.key"),
    "<<cred>>\n",
    "pem",
    syntax="",
)

F.reg(
    "bankart_gateway_shared_secret_php",
    ("src/Placila/Bankart.php", "portal-<<org>>/app/Bankart.php"),
    """<?php
// Plačila polnjenja s kartico - Bankart Payment Gateway
use PaymentGateway\\Client\\Client;

$client = new Client(
    '<<org>>_api',
    getenv('BANKART_PASSWORD'),
    '<<org>>-<<n5>>',
    '<<cred>>'
);
""",
    "p:bankart",
    syntax="",
)

F.reg(
    "grafana_ini_security_admin_password",
    ("etc/grafana/grafana.ini", "monitoring-<<org>>/grafana.ini"),
    """[server]
http_port = 3000
domain = grafana.<<dom>>

[database]
type = sqlite3

[security]
admin_user = admin
admin_password = <<cred>>
disable_gravatar = true

[users]
allow_sign_up = false
""",
    "pw",
)


def _slack(s):
    msgs = [
        (
            s["fa"],
            f"Kdo ima geslo za modem na polnilnici v {s['word'].capitalize()}? Moram ga resetirati",
        ),
        (s["fa2"], f"uporabnik admin, geslo {s['cred']}"),
        (s["fa"], "hvala :+1:"),
    ]
    return json.dumps(
        [
            {
                "type": "message",
                "user": f"U0{s['n5']}{i}",
                "user_name": who,
                "text": text,
                "ts": f"{int(s['ts']) + i * 60}.00{s['n3']}",
            }
            for i, (who, text) in enumerate(msgs)
        ],
        indent=4,
        ensure_ascii=False,
    )


F.reg(
    "slack_export_channel_day_geslo_modem",
    ("slack_export/terenska-ekipa/<<date>>.json", "slack-<<org>>/vzdrzevanje/<<date>>.json"),
    _slack,
    "human",
)

F.reg(
    "teltonika_rut_uci_show_sim_password",
    ("backup/rut240_<<n3>>_uci.txt", "polnilnice/<<org>>/modem_<<n>>.txt"),
    """root@RUT240:~# uci show mobile
mobile.@sim[0]=sim
mobile.@sim[0].modem='3-1'
mobile.@sim[0].position='1'
mobile.@sim[0].apn='internet.simobil.si'
mobile.@sim[0].auth_mode='chap'
mobile.@sim[0].username='<<org>>'
mobile.@sim[0].password='<<cred>>'
mobile.@sim[0].pdp_type='ip'
root@RUT240:~#
""",
    "pw_sq",
    syntax="",
)
