# ruff: noqa: E501
"""Family i: a fuel depot (bulk diesel and petrol, tanker loading gantry) in Naivasha, Kenya."""

from __future__ import annotations

import base64

from hundredthirtythird_corpus import DIGITS, SYM_INI, UPPER, alnum, gen_pw
from hundredthirtythird_spec import Fam, b64s, grab, jdump, prov

F = Fam(
    name="depo_mafuta_naivasha",
    orgs=("naivashafuels", "riftdepot", "mafutabora", "kinangopenergy", "hellsgatepetroleum"),
    tld="co.ke",
    first=(
        "wanjiru",
        "kamau",
        "otieno",
        "achieng",
        "kiprono",
        "njeri",
        "mwangi",
        "wambui",
        "omondi",
        "chebet",
    ),
    last=(
        "kariuki",
        "ochieng",
        "mutua",
        "kipchoge",
        "njoroge",
        "wekesa",
        "odhiambo",
        "githinji",
        "maina",
        "korir",
    ),
    words=(
        "naivasha",
        "simba",
        "harambee",
        "gormahia",
        "mafuta",
        "tanker",
        "ugali",
        "nyama",
        "flamingo",
        "kiboko",
        "rift",
        "hellsgate",
        "chapati",
        "matatu",
        "twiga",
        "pamoja",
    ),
    cities=("Naivasha", "Nakuru", "Gilgil", "Nairobi", "Eldoret", "Narok"),
    cc="+254",
    tz="+0300",
    pets=("simba", "bosco", "rex", "kitty", "jimmy", "spot"),
)


def _stk(rng, s):
    sc = str(rng.randint(4_000_000, 4_999_999))
    stamp = f"{s['year']}{s['month']}{s['day']}{s['hms'].replace(':', '')}"
    phone = f"2547{rng.randint(10_000_000, 99_999_999)}"
    return {
        "sc": sc,
        "stamp": stamp,
        "msisdn": phone,
        "pwd": b64s(f"{sc}{s['cred']}{stamp}"),
        "amt": rng.randint(5, 400) * 100,
        "merch": f"{rng.randint(10000, 99999)}-{rng.randint(10_000_000, 99_999_999)}-1",
        "co": "ws_CO_" + stamp[:-2] + alnum(rng, 10, DIGITS),
    }


def _dec_stk(text: str) -> str:
    sc = grab(r'"BusinessShortCode":"(\d+)"', text)
    raw = base64.b64decode(grab(r'"Password":"([A-Za-z0-9+/=]+)"', text)).decode()
    return raw[len(sc) : -14]


F.reg(
    "naivasha_daraja_stk_push_password_base64_laravel_log",
    ("storage/logs/laravel-<<date>>.log", "depot-orders/storage/logs/mpesa_<<n2>>.log"),
    """[<<date>> <<s1>>] production.INFO: STK push request {"BusinessShortCode":"<<sc>>","Password":"<<pwd>>","Timestamp":"<<stamp>>","TransactionType":"CustomerPayBillOnline","Amount":<<amt>>,"PartyA":"<<msisdn>>","PartyB":"<<sc>>","PhoneNumber":"<<msisdn>>","CallBackURL":"https://orders.<<dom>>/api/mpesa/callback","AccountReference":"DEPOT-<<n4>>","TransactionDesc":"Diesel order"}
[<<date>> <<s1>>] production.INFO: STK push response {"MerchantRequestID":"<<merch>>","CheckoutRequestID":"<<co>>","ResponseCode":"0","ResponseDescription":"Success. Request accepted for processing","CustomerMessage":"Success. Request accepted for processing"}
[<<date>> <<s2>>] production.INFO: STK callback {"Body":{"stkCallback":{"MerchantRequestID":"<<merch>>","CheckoutRequestID":"<<co>>","ResultCode":0,"ResultDesc":"The service request is processed successfully."}}}
""",
    "p:daraja_passkey",
    syntax="",
    extra=_stk,
    decode=_dec_stk,
)

F.reg(
    "naivasha_depot_orders_daraja_consumer_secret_dotenv",
    ("depot-orders/.env", "<<org>>-portal/.env.production"),
    """APP_NAME="<<org_cap>> Depot Orders"
APP_ENV=production
APP_URL=https://orders.<<dom>>

DB_CONNECTION=pgsql
DB_HOST=<<lan>>
DB_DATABASE=depot_orders

MPESA_ENV=production
MPESA_SHORTCODE=<<sc>>
MPESA_CONSUMER_KEY=<<ck>>
MPESA_CONSUMER_SECRET=<<cred>>
MPESA_PASSKEY="${MPESA_PASSKEY_FROM_VAULT}"
MPESA_CALLBACK_URL=https://orders.<<dom>>/api/mpesa/callback
""",
    "p:daraja_secret",
    syntax="",
    extra=lambda rng, s: {"sc": rng.randint(4_000_000, 4_999_999), "ck": prov(rng, "daraja_key")},
)

F.reg(
    "naivasha_loading_alerts_africastalking_python",
    ("gantry/alerts/sms.py", "<<org>>/scripts/loading_sms_<<n2>>.py"),
    '''"""SMS to transporters when their tanker's loading order is ready at the gantry."""

import africastalking

USERNAME = "<<org>>"
API_KEY = "<<cred>>"
SENDER = "<<org_up>>"

africastalking.initialize(USERNAME, API_KEY)
sms = africastalking.SMS


def order_ready(phone, truck, litres, bay):
    msg = f"{truck}: loading order {litres}L ready at bay {bay}. Report with seal numbers. <<org_cap>> Naivasha"
    return sms.send(msg, [phone], SENDER)
''',
    "p:at_key",
    syntax="py",
)

F.reg(
    "naivasha_swahili_whatsapp_nenosiri_etims",
    (
        "WhatsApp/WhatsApp Chat with <<full2>>.txt",
        "simu_backup/WhatsApp Chat with Accounts <<first2_cap>>.txt",
    ),
    """<<dmy>>, <<t1>> - <<full>>: Habari <<first2_cap>>, naomba nenosiri ya eTIMS, nataka kutuma invoice ya mteja wa dizeli
<<dmy>>, <<t2>> - <<full2>>: Nzuri. Username ni PIN yetu <<pin>>
<<dmy>>, <<t2>> - <<full2>>: Nenosiri: <<cred>>
<<dmy>>, <<t3>> - <<full2>>: Usimpe mtu mwingine tafadhali, KRA wanaangalia
<<dmy>>, <<t4>> - <<full>>: Sawa, asante sana 🙏
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"pin": "P05" + alnum(rng, 7, DIGITS) + alnum(rng, 1, UPPER)},
)


def _etims(s):
    return jdump(
        {
            "resultCd": "000",
            "resultMsg": "It is succeeded",
            "resultDt": f"{s['year']}{s['month']}{s['day']}{s['hms'].replace(':', '')}",
            "data": {
                "info": {
                    "tin": s["pin"],
                    "taxprNm": f"{s['org_up']} LIMITED",
                    "bsnsActv": "Wholesale of liquid fuels",
                    "bhfId": "00",
                    "bhfNm": "Naivasha Depot",
                    "dvcId": f"KRACU0{s['n5']}{s['n4']}",
                    "sdcId": f"KRACU0{s['n5']}{s['n4']}",
                    "mrcNo": f"{s['n5']}{s['n3']}",
                    "cmcKey": s["cred"],
                    "lastPchsInvcNo": 0,
                    "lastSaleInvcNo": s["n4"],
                }
            },
        }
    )


F.reg(
    "naivasha_etims_oscu_device_init_cmckey_json",
    ("etims/oscu/init_response_<<date>>.json", "<<org>>/etims/device_<<n2>>.json"),
    _etims,
    "HEX:64",
    extra=lambda rng, s: {"pin": "P05" + alnum(rng, 7, DIGITS) + alnum(rng, 1, UPPER)},
)


def _pgpass(rng, s):
    other = gen_pw(rng, sym=SYM_INI.replace(":", ""))
    lines = [
        f"{s['lan']}:5432:gantry:scada_ro:{s['cred']}",
        f"{s['ip2']}:5432:*:postgres:{other}",
    ]
    rng.shuffle(lines)
    return {"lines": "\n".join(lines)}


F.reg(
    "naivasha_loading_gantry_scada_pgpass",
    ("home/scada/.pgpass", "opt/gantry/<<org>>/pgpass_<<n2>>"),
    "<<lines>>\n",
    "pw",
    syntax="",
    extra=_pgpass,
)

F.reg(
    "naivasha_email_sap_gui_initial_password",
    ("Mail/Inbox/<<date>> SAP user created.eml", "emails/<<org>>/sap_access_<<n3>>.eml"),
    """From: SAP Basis Support <basis@<<dom>>>
To: <<full>> <<<mail>>>
Cc: <<full2>> <<<mail2>>>
Subject: SAP user created - Naivasha depot (PRD 300)
Date: <<rfc_date>>
Message-ID: <<<msgid>>>
MIME-Version: 1.0
Content-Type: text/plain; charset=us-ascii

Dear <<first_cap>>,

Your SAP user for the Naivasha depot (stock movements, loading orders, TAS interface)
has been created as requested by <<full2>>.

System: PRD  Client: 300
User: <<sap_user>>
Initial password: <<cred>>

You will be asked to change the password at first logon. Roles: Z_DEPOT_LOADING, Z_MM_DISPLAY.

Regards,
SAP Basis Support
""",
    lambda rng, s: gen_pw(rng, n=rng.randint(8, 10), sym="!#?"),
    syntax="",
    extra=lambda rng, s: {"sap_user": (s["first"][0] + s["last"]).upper()[:12]},
)

F.reg(
    "naivasha_tanker_tracking_ansible_group_vars_yaml",
    ("ansible/group_vars/traccar.yml", "infra/<<org>>/group_vars/all.yml"),
    """---
traccar_version: "6.<<n1>>"
traccar_domain: "track.<<dom>>"
traccar_admin_email: "<<mail>>"
traccar_admin_password: "<<cred>>"
traccar_db_host: "<<lan>>"
traccar_db_name: traccar
traccar_db_user: traccar
traccar_db_password: "{{ vault_traccar_db_password }}"
tanker_groups:
  - name: "Own fleet"
    prefix: "KC"
  - name: "Transporters"
    prefix: "KD"
""",
    "pw_dq",
)
