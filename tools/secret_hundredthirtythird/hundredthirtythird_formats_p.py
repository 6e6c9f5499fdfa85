# ruff: noqa: E501
"""Family p: a fuel depot (bulk diesel, benzine and kerosene for the north) in Labasa, Vanua Levu, Fiji."""

from __future__ import annotations

from hundredthirtythird_corpus import DIGITS, alnum
from hundredthirtythird_spec import Fam, prov

F = Fam(
    name="fuel_depot_labasa_vanualevu",
    orgs=("labasafuel", "vanualevudepot", "northernpetroleum", "savusavufuels", "qawadepot"),
    tld="com.fj",
    first=(
        "josefa",
        "mereani",
        "sailosi",
        "litia",
        "tevita",
        "ana",
        "peni",
        "vasiti",
        "ravindra",
        "shalini",
    ),
    last=(
        "naivalu",
        "tuilagi",
        "raiwalui",
        "vakacegu",
        "prasad",
        "kumar",
        "naidu",
        "waqa",
        "tamani",
        "ratuvou",
    ),
    words=(
        "labasa",
        "vanua",
        "bula",
        "kava",
        "yaqona",
        "dreketi",
        "cane",
        "drua",
        "rugby",
        "vinaka",
        "lovo",
        "qawa",
        "savusavu",
        "tabua",
        "masi",
        "kokoda",
    ),
    cities=("Labasa", "Savusavu", "Seaqaqa", "Nabouwalu", "Dreketi", "Taveuni"),
    cc="+679",
    tz="+1200",
    pets=("rosi", "bobo", "tui", "blackie", "lucky", "kuku"),
)

F.reg(
    "labasa_depot_invoices_xero_client_secret_python",
    ("integrations/xero_sync.py", "<<org>>/accounts/xero_invoices_<<n2>>.py"),
    '''"""Push daily bulk fuel deliveries (loading tickets) to Xero as draft invoices."""

import requests

XERO_CLIENT_ID = "<<cid>>"
XERO_CLIENT_SECRET = "<<cred>>"
XERO_TENANT_ID = "<<uuid>>"


def token():
    r = requests.post(
        "https://identity.xero.com/connect/token",
        data={"grant_type": "client_credentials", "scope": "accounting.transactions"},
        auth=(XERO_CLIENT_ID, XERO_CLIENT_SECRET),
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["access_token"]


def draft_invoice(customer, litres, product, price):
    h = {"Authorization": f"Bearer {token()}", "xero-tenant-id": XERO_TENANT_ID}
    inv = {
        "Type": "ACCREC",
        "Contact": {"Name": customer},
        "LineItems": [{"Description": f"{product} bulk delivery", "Quantity": litres, "UnitAmount": price, "AccountCode": "200"}],
        "Status": "DRAFT",
    }
    return requests.post("https://api.xero.com/api.xro/2.0/Invoices", json={"Invoices": [inv]}, headers=h, timeout=30).json()
''',
    "p:xero_secret",
    syntax="py",
    extra=lambda rng, s: {"cid": prov(rng, "xero_id")},
)

F.reg(
    "labasa_customer_portal_mpaisa_merchant_key_dotenv",
    ("customer-portal/.env", "<<org>>-portal/.env.production"),
    """# Bulk customer portal (fishing boats, cane farms, resorts) - top-ups by mobile money
APP_URL=https://portal.<<dom>>
DB_HOST=<<lan>>
DB_NAME=portal
MPAISA_MERCHANT_ID=<<n6>>
MPAISA_API_KEY=<<cred>>
MPAISA_CALLBACK=https://portal.<<dom>>/api/mpaisa/callback
CURRENCY=FJD
""",
    "x:mpk_live_:32",
    syntax="",
    extra=lambda rng, s: {"n6": alnum(rng, 6, DIGITS)},
)

F.reg(
    "labasa_fijian_viber_chat_vosa_vuni_kompiuta",
    ("Viber/Viber chat <<full2>> <<date>>.txt", "phone_backup/viber_<<first2>>.txt"),
    """[<<dmy>> <<t1>>] <<full>>: Bula <<first2_cap>>, au sa guilecava na password ni kompiuta ni loading office
[<<dmy>> <<t2>>] <<full2>>: Bula vinaka. User: depot
[<<dmy>> <<t2>>] <<full2>>: Vosa vuni: <<cred>>
[<<dmy>> <<t3>>] <<full2>>: Kua ni vakaraitaka vei ira na draiva
[<<dmy>> <<t4>>] <<full>>: Vinaka vakalevu 🙏
""",
    "human",
    syntax="",
)

F.reg(
    "labasa_vms_einvoicing_sdc_pfx_password_xml",
    ("VMS/config/sdc_settings.xml", "C:/DepotPOS/<<org>>/vms_<<n2>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<!-- VAT Monitoring System (VMS) - accredited POS link for <<org_cap>> depot -->
<VmsSettings>
  <Taxpayer tin="<<tin>>" name="<<org_up>> LIMITED" site="<<city>> Depot" />
  <Sdc mode="ESDC" url="https://vsdc.vms.frcs.org.fj/api/v3" timeoutSeconds="30" />
  <Certificate path="C:\\DepotPOS\\certs\\<<org>>_vms.pfx" password="<<cred>>" />
  <Pac><<pac>></Pac>
  <Printer name="EPSON TM-T82" copies="1" />
</VmsSettings>
""",
    "pw_xml",
    extra=lambda rng, s: {
        "tin": alnum(rng, 9, DIGITS),
        "pac": alnum(rng, 6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"),
    },
)

F.reg(
    "labasa_tank_farm_scada_wireguard_conf",
    ("etc/wireguard/wg0.conf", "scada/<<org>>/wg_depot_<<n2>>.conf"),
    """# Tank farm SCADA link to Suva head office
[Interface]
Address = 10.<<n2>>.0.2/24
PrivateKey = <<cred>>
ListenPort = 51820

[Peer]
# Suva HQ
PublicKey = <<peer>>
Endpoint = vpn.<<dom>>:51820
AllowedIPs = 10.<<n2>>.0.0/24, 192.168.50.0/24
PersistentKeepalive = 25
""",
    "p:wg",
    syntax="",
    extra=lambda rng, s: {"peer": prov(rng, "wg")},
)

F.reg(
    "labasa_email_isp_router_admin_password",
    ("Mail/Inbox/<<date>> router installed.eml", "emails/<<org>>/router_<<n3>>.eml"),
    """From: Business Support <business.support@<<dom>>>
To: <<full>> <<<mail>>>
Subject: Fibre router installed - <<org_cap>> depot, <<city>>
Date: <<rfc_date>>
Message-ID: <<<msgid>>>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Bula <<first_cap>>,

Our technician has installed the fibre router at the depot office today. Details for your records:

Router admin page: http://192.168.1.254
Admin user: admin
Admin password: <<cred>>
Wi-Fi name: <<org_up>>_DEPOT

Please keep this e-mail safe. For faults call our business line on 5<<n6>>.

Vinaka,
Business Support
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"n6": alnum(rng, 6, DIGITS)},
)

F.reg(
    "labasa_low_stock_twilio_auth_token_js",
    ("alerts/lowStock.js", "<<org>>-alerts/src/sms_<<n2>>.js"),
    """// SMS the depot manager when a tank drops under the reorder level
const twilio = require('twilio');

const accountSid = '<<sid>>';
const authToken = '<<cred>>';
const client = twilio(accountSid, authToken);

module.exports = async function lowStock(tank, litres) {
  return client.messages.create({
    from: '+1<<n10>>',
    to: '<<phone>>',
    body: `<<org_up>> ${tank} at ${litres} L - please order from Suva terminal`,
  });
};
""",
    "p:twilio_token",
    syntax="",
    extra=lambda rng, s: {"sid": prov(rng, "twilio_sid"), "n10": alnum(rng, 10, DIGITS)},
)


F.reg(
    "labasa_depot_pos_ansible_inventory_ini",
    ("ansible/inventory/depot.ini", "infra/<<org>>/hosts_<<n2>>.ini"),
    """[depot_pos]
pos1 ansible_host=<<lan>>
pos2 ansible_host=<<ip2>>

[depot_pos:vars]
ansible_user=posadmin
ansible_password=<<cred>>
ansible_connection=winrm
ansible_winrm_transport=ntlm

[scada]
scada1 ansible_host=<<ip>> ansible_user=scada ansible_become_password={{ vault_scada_become }}
""",
    "pw",
    syntax="ini",
)
