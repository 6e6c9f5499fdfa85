# ruff: noqa: E501
"""Family l: an M-Pesa super-agent (wakala mkuu) in Kenya: Safaricom Daraja, Africa's
Talking, Metropol CRB, a float dashboard on Kubernetes, a MikroTik router; Swahili and Sheng
chat and SMS."""

from __future__ import annotations

import base64
import re

from eightyseventh_spec import Fam

F = Fam(
    name="wakala_mobile_money_superagent",
    orgs=("wakalahodari", "tillimara"),
    brands=("Hodari Super Agent", "Imara Float Services"),
    tld="co.ke",
    first=(
        ("Wanjiru", "wanjiru"),
        ("Otieno", "otieno"),
        ("Achieng", "achieng"),
        ("Kamau", "kamau"),
        ("Mwanaisha", "mwanaisha"),
        ("Kiprono", "kiprono"),
        ("Nyambura", "nyambura"),
        ("Baraka", "baraka"),
    ),
    last=(
        ("Mwangi", "mwangi"),
        ("Odhiambo", "odhiambo"),
        ("Kariuki", "kariuki"),
        ("Wekesa", "wekesa"),
        ("Chebet", "chebet"),
        ("Njoroge", "njoroge"),
    ),
    words=(
        "simba",
        "harambee",
        "jambo",
        "nyama",
        "ugali",
        "matatu",
        "kilimanjaro",
        "gor",
        "uhuru",
        "pesa",
        "tusker",
        "rafiki",
    ),
    pets=("simba", "bosco", "jimmy", "blacky", "dogo", "chui"),
    places=(
        ("Mombasa", "mombasa"),
        ("Kisumu", "kisumu"),
        ("Nakuru", "nakuru"),
        ("Eldoret", "eldoret"),
        ("Thika", "thika"),
    ),
    cc="+254",
    mobile=("7", "1"),
    nlocal=8,
)

F.reg(
    "wakala_daraja_stk_passkey_env",
    ("float-api/.env", "srv/<<org>>/daraja_<<placea>>.env"),
    """MPESA_ENV=production
MPESA_SHORTCODE=<<n6>>
MPESA_CONSUMER_KEY=<<ck>>
MPESA_CONSUMER_SECRET=${DARAJA_SECRET}
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://<<dom>>/mpesa/callback
""",
    cred="p:daraja_passkey",
    extra=lambda rng, s: {
        "ck": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(48)
        )
    },
)

F.reg(
    "wakala_swahili_whatsapp_nenosiri_g2",
    ("WhatsApp Chat with Hodari Agents <<placea>> <<n2>>.txt", "chats/<<fa>>/agents_<<n3>>.txt"),
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: Boss, portal ya M-PESA (org portal) imenifungia nje
<<dmy>>, <<time>> - <<fn2>> <<ln2>>: Nimekuwekea upya. Jina la mtumiaji ni <<user>>
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: Nenosiri jipya: <<cred>>
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: Usimpe mtu yeyote, float ya leo ni 1.2M
<<dmy>>, <<time2>> - <<fn>> <<ln>>: Sawa boss, asante 🙏🏾
""",
    cred="human",
)

F.reg(
    "wakala_africastalking_float_alerts_python",
    ("alerts/float_low.py", "agent-tools/<<placea>>/sms_alert.py"),
    '''"""SMS kwa sub-agents float ikishuka chini ya KSh 20,000 (Africa's Talking)."""

import africastalking

africastalking.initialize(username="<<org>>", api_key="<<cred>>")
sms = africastalking.SMS


def alert(phone: str, balance: int) -> None:
    sms.send(f"Float yako iko chini: KSh {balance:,}. Piga <<phone2>> kupata float.", [phone])
''',
    cred="p:africastalking",
)


def _k8s(s: dict) -> str:
    enc = base64.b64encode(str(s["cred"]).encode()).decode()
    ck = base64.b64encode(str(s["ck"]).encode()).decode()
    return f"""apiVersion: v1
kind: Secret
metadata:
  name: daraja-credentials
  namespace: float-{s["placea"]}
type: Opaque
data:
  consumer-key: {ck}
  consumer-secret: {enc}
"""


F.reg(
    "wakala_float_dashboard_k8s_secret_base64",
    ("k8s/float-dashboard/daraja-secret.yaml", "deploy/<<placea>>/secret-<<n2>>.yaml"),
    _k8s,
    cred="p:daraja_secret",
    extra=lambda rng, s: {
        "ck": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(48)
        )
    },
    decode=lambda t: base64.b64decode(re.search(r"consumer-secret: (\S+)", t).group(1)).decode(),
)

F.reg(
    "wakala_sheng_sms_backup_reply_only_value",
    ("SMSBackup/sms-<<ymd>>.xml", "backup/<<fa>>/sms-<<n3>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uid>>" backup_date="<<ts>>000" type="full">
  <sms protocol="0" address="<<phone2>>" date="<<ts>>000" type="1" subject="null" body="Niaje boss, nipe ile password ya laptop ya shop, nataka ku-print statement" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<ts>>000" readable_date="<<dmy>> <<hms>>" contact_name="<<fn2>>" />
  <sms protocol="0" address="<<phone2>>" date="<<ts>>500" type="2" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy>> <<hms>>" contact_name="<<fn2>>" />
</smses>
""",
    cred="human_x",
)

F.reg(
    "wakala_metropol_crb_php",
    ("app/Crb/MetropolClient.php", "crb-check/<<placea>>/metropol.php"),
    """<?php
// Metropol CRB: angalia mteja kabla ya kumpa mkopo wa float
class MetropolClient
{
    private $publicKey = '<<pub>>';
    private $privateKey = '<<cred>>';
    private $endpoint = 'https://api.metropol.co.ke:5555/v2_1/identity/verify';

    public function headers(string $body): array
    {
        $ts = gmdate('YmdHis') . '000000';
        $hash = hash('sha256', $this->privateKey . $body . $this->publicKey . $ts);
        return ['X-METROPOL-REST-API-KEY: ' . $this->publicKey, 'X-METROPOL-REST-API-HASH: ' . $hash, 'X-METROPOL-REST-API-TIMESTAMP: ' . $ts];
    }
}
""",
    cred="alnum:32",
    extra=lambda rng, s: {
        "pub": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(30)
        )
    },
)


def _sst(s: dict) -> str:
    vals = [
        "Till",
        "Duka",
        "Mhudumu",
        "Login",
        "Password",
        str(s["n6"]),
        str(s["placea"]),
        f"{s['fn']} {s['ln']}",
        str(s["user"]),
        str(s["cred"]),
    ]
    items = "".join(f"<si><t>{v}</t></si>" for v in vals)
    return f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(vals)}" uniqueCount="{len(vals)}">{items}</sst>
"""


F.reg(
    "wakala_subagent_tills_xlsx_shared_strings",
    (
        "tills_<<placea>>.xlsx/xl/sharedStrings.xml",
        "unzipped/subagents_<<n2>>/xl/sharedStrings.xml",
    ),
    _sst,
    cred="human_x",
)

F.reg(
    "wakala_mikrotik_shop_router_rsc",
    ("backup/mikrotik_<<placea>>_<<ymd>>.rsc", "router/<<org>>_<<n2>>.rsc"),
    """# <<date>> by RouterOS 7.14
# model = hAP ac2
/interface wireless security-profiles
set [ find default=yes ] authentication-types=wpa2-psk mode=dynamic-keys wpa2-pre-shared-key=duka<<n4>>
/ppp secret
add name=<<placea>>-hq password=<<cred>> profile=default-encryption service=l2tp
/user
add name=<<fa>> group=full
/system identity
set name=<<org>>-<<placea>>
""",
    cred="pw_bare",
)
