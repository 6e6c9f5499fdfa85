"""Family j: a chartered accountants' firm (munim / CA firm) in Indore (India), Hindi and
English."""

# ruff: noqa: E501

import json
import random

from fiftyfourth_spec import INDORE as F
from fiftyfourth_spec import Slots, dec_basic_after, enc_basic, gen_pw


def _gsp(s: Slots) -> str:
    doc = {
        "gsp": "irp-einvoice",
        "baseUrl": "https://api.einvoice1.gst.gov.in",
        "clientId": f"AAC{s['hex8'].upper()}",
        "clientSecret": f"{s['uuid']}",
        "gstin": f"23AAB{s['big']}1Z5",
        "userName": f"API_{s['org']}",
        "password": s["cred"],
    }
    return json.dumps(doc, indent=2) + "\n"


F.reg(
    "indore_gst_einvoice_irp_api_user_json",
    ("gst/<<org>>/einvoice_credentials.json", "clients/<<num>>/irp_config.json"),
    _gsp,
    cred="pw_json",
)

F.reg(
    "indore_hindi_whatsapp_password_income_tax_portal",
    ("whatsapp/WhatsApp Chat with <<first>>.txt", "clients/<<fname>>/chat_<<num>>.txt"),
    """<<dmy_slash>>, <<time>> - <<first>> <<last>>: सर, इनकम टैक्स पोर्टल का पासवर्ड भेज रहा हूँ, ITR इस हफ्ते फाइल कर दीजिए
<<dmy_slash>>, <<time>> - <<first>> <<last>>: PAN वही है, पासवर्ड <<cred>>
<<dmy_slash>>, <<time2>> - <<first2>> <<last2>>: ठीक है, OTP आए तो बता देना
""",
    cred="human",
)

F.reg(
    "indore_razorpay_key_secret_node_fees",
    ("fees/<<org>>/razorpay.js", "portal/payments_<<num>>.js"),
    """// Professional fee collection - <<org_cap>>
const Razorpay = require('razorpay');

const instance = new Razorpay({
  key_id: 'rzp_live_<<hex8>>ab12',
  key_secret: '<<cred>>',
});

module.exports = async function createOrder(amountPaise, invoiceNo) {
  return instance.orders.create({ amount: amountPaise, currency: 'INR', receipt: invoiceNo });
};
""",
    cred="alnum:24",
    syntax="",
)

F.reg(
    "indore_hindi_email_dsc_token_password",
    ("mail/<<fname>>/<<date>>_dsc.eml", "inbox/dsc_<<num>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: DSC token - ROC filing
Date: <<rfcdate>>
Content-Type: text/plain; charset=utf-8

नमस्ते <<first2>> जी,

डायरेक्टर का DSC टोकन ऑफिस में छोड़ दिया है। MCA पर AOC-4 साइन करने के लिए
टोकन का पासवर्ड: <<cred>>

फाइलिंग के बाद टोकन लॉकर में रख दें।

धन्यवाद,
<<first>>
""",
    cred="human",
)

F.reg(
    "indore_marg_erp_mysql_connector_python",
    ("scripts/<<org>>/gstr2b_match.py", "reco/marg_sync_<<num>>.py"),
    """import mysql.connector

conn = mysql.connector.connect(
    host='<<ip>>',
    user='marg_reader',
    password='<<cred>>',
    database='marg_<<year>>',
)
cur = conn.cursor()
cur.execute("SELECT gstin, inv_no, taxable FROM purchase WHERE period = %s", ('<<mm>><<year>>',))
rows = cur.fetchall()
print(len(rows), 'purchase invoices')
""",
    cred="pw_sq",
)


def _ipynb(s: Slots) -> str:
    cells = [
        {
            "cell_type": "markdown",
            "metadata": {},
            "source": ["# GSTR-2B reconciliation - ", s["org_cap"]],
        },
        {
            "cell_type": "code",
            "execution_count": 1,
            "metadata": {},
            "outputs": [],
            "source": [
                "import requests\n",
                f'API_KEY = "{s["cred"]}"\n',
                f'API_SECRET = "secret_live_{s["hex8"]}"\n',
                "r = requests.post('https://api.sandbox.co.in/authenticate', headers={'x-api-key': API_KEY, 'x-api-secret': API_SECRET})",
            ],
        },
        {
            "cell_type": "code",
            "execution_count": 2,
            "metadata": {},
            "outputs": [{"name": "stdout", "output_type": "stream", "text": ["200\n"]}],
            "source": ["print(r.status_code)"],
        },
    ]
    nb = {
        "cells": cells,
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(nb, indent=1) + "\n"


F.reg(
    "indore_gstr2b_reco_ipynb_api_key",
    ("notebooks/<<org>>/gstr2b_<<mm>>.ipynb", "reco/<<num>>/match.ipynb"),
    _ipynb,
    cred="x:key_live_:32",
    syntax="json",
)


def _har(rng: random.Random, s: Slots) -> Slots:
    pw = gen_pw(rng, sym="-_.@")
    return {"cred": pw, "basic": enc_basic("tallyconnector", pw)}


def _har_text(s: Slots) -> str:
    har = {
        "log": {
            "version": "1.2",
            "creator": {"name": "Firefox", "version": "128.0"},
            "entries": [
                {
                    "startedDateTime": f"{s['date']}T{s['time']}:00.000+05:30",
                    "request": {
                        "method": "POST",
                        "url": f"http://{s['ip']}:9000/",
                        "headers": [
                            {"name": "Content-Type", "value": "text/xml"},
                            {"name": "Authorization", "value": f"Basic {s['basic']}"},
                        ],
                    },
                    "response": {"status": 200, "statusText": "OK"},
                }
            ],
        }
    }
    return json.dumps(har, indent=2) + "\n"


F.reg(
    "indore_tally_connector_har_basic_auth_base64",
    ("debug/<<org>>/tally_gateway_<<num>>.har", "support/ticket_<<num>>.har"),
    _har_text,
    syntax="json",
    extra=_har,
    decode=dec_basic_after("Basic"),
)


def _csv(rng: random.Random, s: Slots) -> Slots:
    rows = []
    target = rng.randrange(4)
    for i in range(4):
        p = F.people[i]
        pw = s["cred"] if i == target else F.human(rng, safe=True)
        pan = (
            "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(5))
            + str(rng.randint(1000, 9999))
            + "F"
        )
        rows.append(
            f"{i + 1},{p[2].capitalize()} {p[3].capitalize()},{pan},{pw},{rng.choice(('ITR-1', 'ITR-3', 'ITR-4'))}"
        )
    return {"rows": "\n".join(rows)}


F.reg(
    "indore_client_master_csv_pan_itd_password",
    ("clients/master_<<year>>.csv", "itr/<<org>>/clients_<<num>>.csv"),
    """sr,name,pan,itd_password,itr_form
<<rows>>
""",
    cred="human_x",
    extra=_csv,
)
