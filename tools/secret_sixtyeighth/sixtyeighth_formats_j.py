# ruff: noqa: E501
"""Family j: a driving school in Dar es Salaam (Tanzania; Swahili, English)."""

from __future__ import annotations

from sixtyeighth_spec import UDEREVA as F
from sixtyeighth_spec import dec_basic, enc_basic, json

F.reg(
    "swahili_whatsapp_nenosiri_mfumo",
    ("WhatsApp Chat with <<orgc>> Walimu.txt", "whatsapp/<<org>>_walimu.txt"),
    """<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Habari za asubuhi, naomba nenosiri la mfumo wa kusajili wanafunzi, nimesahau
<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi2>> - <<fn2>> <<ln2>>: jina la mtumiaji ni <<login>>
<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi2>> - <<fn2>> <<ln2>>: nenosiri: <<cred>>
<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi2>> - <<fn>> <<ln>>: Asante sana 🙏
<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi2>> - <<fn2>> <<ln2>>: Usimpe mtu yeyote
""",
    "human",
    syntax="",
)

F.reg(
    "selcom_checkout_api_secret_env",
    (".env", "ada-<<org>>/.env.production"),
    """# Malipo ya ada ya masomo ya udereva (Selcom Checkout)
SELCOM_BASE_URL=https://apigw.selcommobile.com/v1
SELCOM_VENDOR=TILL6<<n5>>
SELCOM_API_KEY=<<org>>-<<n5>>
SELCOM_API_SECRET=<<cred>>
""",
    "p:selcom",
    syntax="",
)

F.reg(
    "beem_africa_sms_secret_requests",
    ("sms/kumbusho.py", "<<org>>_sms/send_reminders.py"),
    '''"""Kumbusho la masomo ya udereva kwa SMS (Beem Africa)."""

import requests

API_KEY = "<<n5>>ab<<n3>>cd"
SECRET_KEY = "<<cred>>"


def tuma(namba: str, ujumbe: str) -> dict:
    body = {
        "source_addr": "UDEREVA",
        "encoding": 0,
        "message": ujumbe,
        "recipients": [{"recipient_id": 1, "dest_addr": namba}],
    }
    r = requests.post("https://apisms.beem.africa/v1/send", json=body, auth=(API_KEY, SECRET_KEY), timeout=15)
    return r.json()
''',
    "b64:48",
)

F.reg(
    "tra_vfd_receipt_client_properties",
    ("vfd/client.properties", "<<org>>-vfd/conf/client.properties"),
    """# TRA VFD (Virtual Fiscal Device) - risiti za ada ya mafunzo
tra.vfd.url=https://vfd.tra.go.tz/efdmsRctApi
tra.vfd.tin=1<<n5>><<n3>>
tra.vfd.cert.path=/opt/vfd/cert/<<org>>.pfx
tra.vfd.cert.password=<<cred>>
tra.vfd.routing=vfd
""",
    "pw",
    syntax="",
)


def _docker_cfg(s):
    return json.dumps(
        {
            "auths": {"registry.gitlab.com": {"auth": s["enc"]}},
            "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
        },
        indent="\t",
    )


def _dec_docker(text: str) -> str:
    return dec_basic(json.loads(text)["auths"]["registry.gitlab.com"]["auth"])


F.reg(
    "booking_server_docker_config_json_auth",
    ("root/.docker/config.json", "home/<<login>>/.docker/config.json"),
    _docker_cfg,
    "pw",
    extra=lambda rng, s: {"enc": enc_basic(str(s["login"]), str(s["cred"]))},
    decode=_dec_docker,
)

F.reg(
    "theory_moodle_config_php_dbpass",
    ("var/www/moodle/config.php", "nadharia-<<org>>/config.php"),
    """<?php  // Moodle configuration file - masomo ya nadharia (sheria za barabarani)

unset($CFG);
global $CFG;
$CFG = new stdClass();

$CFG->dbtype    = 'mariadb';
$CFG->dblibrary = 'native';
$CFG->dbhost    = '<<ip>>';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodle';
$CFG->dbpass    = '<<cred>>';
$CFG->prefix    = 'mdl_';

$CFG->wwwroot   = 'https://nadharia.<<dom>>';
$CFG->dataroot  = '/var/moodledata';

require_once(__DIR__ . '/lib/setup.php');
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "office_phone_sms_backup_reply_only",
    ("SMSBackupRestore/sms-<<date>>.xml", "simu/<<org>>_sms_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<uuid>>" backup_date="<<ts>>000" type="full">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" subject="null" body="Mambo, nitumie password ya kompyuta ya ofisi ya Mwenge" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy_s>> <<hh>>:<<mi>>" contact_name="<<fn>> <<ln>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>500" type="2" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy_s>> <<hh>>:<<mi2>>" contact_name="<<fn>> <<ln>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>900" type="1" subject="null" body="Poa asante" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy_s>> <<hh>>:<<mi2>>" contact_name="<<fn>> <<ln>>" />
</smses>
""",
    "human_x",
)

F.reg(
    "azampay_client_secret_typescript",
    ("src/config/azampay.ts", "ada-<<org>>/src/payments/azampay.ts"),
    """// AzamPay - malipo kwa M-Pesa, Tigo Pesa, Airtel Money
export const azampay = {
  authUrl: 'https://authenticator.azampay.co.tz/AppRegistration/GenerateToken',
  checkoutUrl: 'https://checkout.azampay.co.tz/azampay/mno/checkout',
  appName: '<<org>>',
  clientId: '<<uuid>>',
  clientSecret: '<<cred>>',
};
""",
    "b64:96",
    syntax="",
)
