# ruff: noqa: E501
"""Family p: a hire-purchase furniture dealer in Fiji: M-PAiSA, Xero, the Data Bureau credit
check, Teltonika GPS trackers on the repossession truck, a private Docker registry; Fijian and
Fiji Hindi chat."""

from __future__ import annotations

import base64
import json

from eightyseventh_spec import Fam, basic

F = Fam(
    name="volivoli_hire_purchase_furniture",
    orgs=("volivolihome", "bulafurnish"),
    brands=("Volivoli Home Furniture", "Bula Furnishers HP"),
    tld="com.fj",
    first=(
        ("Mere", "mere"),
        ("Sakiusa", "sakiusa"),
        ("Litia", "litia"),
        ("Jone", "jone"),
        ("Priya", "priya"),
        ("Ravinesh", "ravinesh"),
        ("Salote", "salote"),
        ("Anish", "anish"),
    ),
    last=(
        ("Tuilagi", "tuilagi"),
        ("Naivalu", "naivalu"),
        ("Ravuvu", "ravuvu"),
        ("Prasad", "prasad"),
        ("Kumar", "kumar"),
        ("Waqa", "waqa"),
    ),
    words=(
        "bula",
        "vinaka",
        "yaqona",
        "kava",
        "lovo",
        "drua",
        "bulikula",
        "vanua",
        "sigatoka",
        "flyingfijians",
        "tabua",
        "masi",
    ),
    pets=("bingo", "blacky", "tiger", "coco", "lucky", "rusi"),
    places=(
        ("Suva", "suva"),
        ("Nausori", "nausori"),
        ("Lautoka", "lautoka"),
        ("Nadi", "nadi"),
        ("Labasa", "labasa"),
    ),
    cc="+679",
    mobile=("7", "9", "8"),
    nlocal=6,
)

F.reg(
    "volivoli_fijian_viber_vosa_vuni",
    ("Viber/volivoli_<<placea>>_<<ymd>>.txt", "exports/viber_<<fa>>_<<n3>>.txt"),
    """[ <<dmy>> <<time>> ] <<fn>> <<ln>>: Bula vinaka! Au sega ni rawa ni curu ki na HP system mai <<place>>
[ <<dmy>> <<time>> ] <<fn2>> <<ln2>>: Bula. Vakayagataka na <<user>>
[ <<dmy>> <<time2>> ] <<fn2>> <<ln2>>: vosa vuni vou: <<cred>>
[ <<dmy>> <<time2>> ] <<fn>> <<ln>>: Vinaka vakalevu 🙏
""",
    cred="human",
)

F.reg(
    "volivoli_mpaisa_instalment_python",
    ("payments/mpaisa_collect.py", "hp-tools/<<placea>>/mpaisa.py"),
    '''"""Weekly hire-purchase instalments paid by M-PAiSA."""

import hashlib

import requests

MPAISA_CLIENT_ID = "<<cid>>"
MPAISA_KEY = "<<cred>>"


def request_payment(account: str, amount_fjd: float, mobile: str) -> dict:
    sig = hashlib.sha256(f"{MPAISA_CLIENT_ID}{account}{amount_fjd:.2f}{MPAISA_KEY}".encode()).hexdigest()
    body = {"client_id": MPAISA_CLIENT_ID, "reference": account, "amount": f"{amount_fjd:.2f}", "msisdn": mobile, "signature": sig}
    return requests.post("https://pay.mpaisa.vodafone.com.fj/api/request", json=body, timeout=30).json()
''',
    cred="p:mpaisa",
    extra=lambda rng, s: {"cid": "".join(rng.choice("0123456789") for _ in range(8))},
)

F.reg(
    "volivoli_xero_token_store_json",
    ("xero/token.json", "hp-sync/<<placea>>/xero_tokens_<<n2>>.json"),
    lambda s: json.dumps(
        {
            "id_token": "",
            "access_token": "",
            "expires_at": int(s["ts"]),
            "token_type": "Bearer",
            "refresh_token": s["cred"],
            "scope": "offline_access accounting.transactions accounting.contacts",
            "tenant_id": s["uid"],
        },
        indent=2,
    ),
    cred="hex:64",
)

F.reg(
    "volivoli_databureau_credit_check_csharp",
    ("HpApproval/DataBureauClient.cs", "src/<<org>>/Credit/DataBureauClient.cs"),
    """namespace HpApproval;

// Data Bureau Fiji: credit report before approving a hire-purchase agreement
public class DataBureauClient
{
    private const string Endpoint = "https://online.databureau.com.fj/ws/CreditReport";
    private const string Username = "<<org>>_<<placea>>";
    private const string Password = "<<cred>>";

    public string Credentials => $"{Username}:{Password}";
}
""",
    cred="pw_dq",
    syntax="",
)

F.reg(
    "volivoli_fiji_hindi_messenger_copied",
    ("Documents/messenger_<<fa>>_<<ymd>>.txt", "notes/chat_<<n3>>.txt"),
    """<<fn>> <<ln>>
<<time>>
bhaiya, Xero ka password kya hai? month end karna hai

<<fn2>> <<ln2>>
<<time2>>
<<cred>>

<<fn2>> <<ln2>>
<<time2>>
kisi ko mat batana 🙏
""",
    cred="human_x",
)

F.reg(
    "volivoli_repo_truck_teltonika_sms_commands",
    ("gps/teltonika_sms_<<placea>>.txt", "notes/truck_tracker_<<n2>>.txt"),
    """Repossession truck FJ<<n4>> - Teltonika FMB920 SMS commands
(SMS login is blank, password below, keep one space before the password)

 <<cred>> getgps
 <<cred>> getinfo
 <<cred>> setparam 2004:gps.<<dom>>;2005:<<port>>
""",
    cred="pw_alnum",
)


def _docker(s: dict) -> str:
    return json.dumps(
        {
            "auths": {
                f"registry.{s['dom']}": {"auth": basic(f"deploy_{s['placea']}", str(s["cred"]))}
            },
            "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
        },
        indent=1,
    )


def _dec_docker(t: str) -> str:
    auths = json.loads(t)["auths"]
    tok = next(iter(auths.values()))["auth"]
    return base64.b64decode(tok).decode().split(":", 1)[1]


F.reg(
    "volivoli_hp_portal_docker_config_auth",
    ("home/<<fa>>/.docker/config.json", "root/.docker/config.json.<<placea>>"),
    _docker,
    cred="pw_json",
    decode=_dec_docker,
    syntax="json",
)

F.reg(
    "volivoli_hp_ledger_my_cnf",
    ("home/<<fa>>/.my.cnf", "etc/mysql/conf.d/hp_<<placea>>.cnf"),
    """[client]
user=hp_<<placea>>
password=<<cred>>
host=<<ip>>
database=hire_purchase

[mysqldump]
single-transaction
""",
    cred="pw",
    syntax="",
)
