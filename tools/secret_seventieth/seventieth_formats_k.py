"""Family k: SIM card and airtime dealers in Suva (Fiji), Fijian, Fiji Hindi and English."""

from __future__ import annotations

import csv
import io
import json

from seventieth_spec import Fam, pick

F = Fam(
    name="suva_sim_card_dealers",
    orgs=("bulasim", "nausoritopup", "walusim"),
    tld="com.fj",
    first=(
        ("Josefa", "josefa"),
        ("Mere", "mere"),
        ("Epeli", "epeli"),
        ("Litia", "litia"),
        ("अनिल", "anil"),
        ("प्रिया", "priya"),
        ("रवि", "ravi"),
        ("सुनीता", "sunita"),
    ),
    last=(
        ("Vunivalu", "vunivalu"),
        ("Ravouvou", "ravouvou"),
        ("Naivalu", "naivalu"),
        ("प्रसाद", "prasad"),
        ("कुमार", "kumar"),
        ("सिंह", "singh"),
    ),
    words=(
        "bula",
        "vinaka",
        "kava",
        "yaqona",
        "lovo",
        "suva",
        "nadi",
        "sevusevu",
        "kokoda",
        "roti",
        "bhaji",
        "talanoa",
        "moce",
        "masi",
        "drua",
        "tabua",
        "sulu",
        "rourou",
    ),
    pets=("bruno", "kalu", "tiger", "lucky", "bosco", "moti"),
    towns=("Suva", "Nausori", "Lautoka", "Nadi", "Labasa", "Sigatoka"),
    cc="+679",
)

F.reg(
    "suva_sim_fijian_whatsapp_dealer_portal_password",
    (
        "WhatsApp Chat with <<fa>> Dealer.txt",
        "chats/<<org>>/WhatsApp Chat - Sub Dealers <<town>>.txt",
    ),
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: Bula vinaka! E sega ni rawa niu log in ki na dealer portal
<<dmy>>, <<time>> - <<fn2>>: Bula <<fn>>. Sa veisau na password nanoa
<<dmy>>, <<time2>> - <<fn2>>: Username: <<org>>.<<town>>
<<dmy>>, <<time2>> - <<fn2>>: Password vou: <<cred>>
<<dmy>>, <<time2>> - <<fn>> <<ln>>: Vinaka vakalevu! Sa rawa oqo 🙏
""",
    "human",
)


def _imazing(s: dict) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(
        [
            "Chat Session",
            "Message Date",
            "Delivered Date",
            "Read Date",
            "Service",
            "Type",
            "Sender ID",
            "Sender Name",
            "Status",
            "Replying to",
            "Subject",
            "Text",
            "Attachment",
            "Attachment type",
        ]
    )
    rows = [
        ("Incoming", s["phone2"], s["fn2"], "नमस्ते भैया, recharge portal का नया password का है?"),
        ("Outgoing", "", "", s["cred"]),
        ("Incoming", s["phone2"], s["fn2"], "धन्यवाद, हो गया"),
    ]
    for i, (typ, sid, name, txt) in enumerate(rows):
        ts = f"{s['date']} {s['time']}:{10 + i * 7:02d}"
        w.writerow(
            [
                s["fn2"],
                ts,
                ts,
                ts if typ == "Incoming" else "",
                "SMS",
                typ,
                sid,
                name,
                "Read" if typ == "Incoming" else "Delivered",
                "",
                "",
                txt,
                "",
                "",
            ]
        )
    return buf.getvalue()


F.reg(
    "suva_sim_fiji_hindi_imazing_sms_csv_reply_only",
    (
        "iMazing/Messages - <<fa2>> - <<d8>>.csv",
        "Documents/phone_backup/messages_<<fa2>>_<<n>>.csv",
    ),
    _imazing,
    "human",
)

F.reg(
    "suva_sim_mpaisa_merchant_api_node",
    ("topup-api/src/mpaisa.js", "srv/<<org>>-topup/lib/mpaisa_<<n>>.js"),
    """// M-PAiSA merchant collection for airtime orders (<<orgc>>)
const axios = require('axios');

const MPAISA_MERCHANT_ID = '<<merchant>>';
const MPAISA_API_KEY = '<<cred>>';

async function requestPayment(msisdn, amountFjd, ref) {
  const { data } = await axios.post('https://api.mpaisa.vodafone.com.fj/v2/collections', {
    merchantId: MPAISA_MERCHANT_ID,
    msisdn,
    amount: amountFjd.toFixed(2),
    reference: ref,
  }, { headers: { 'x-api-key': MPAISA_API_KEY } });
  return data;
}

module.exports = { requestPayment };
""",
    "p:vodafone_fj",
    syntax="",
    extra=lambda rng, s: {"merchant": str(rng.randint(100000, 999999))},
)

F.reg(
    "suva_sim_kyc_tablet_shared_prefs_xml",
    (
        "data/data/fj.<<org>>.kyc/shared_prefs/login.xml",
        "tablet_backup_<<d8>>/shared_prefs/fj.<<org>>.kyc_preferences.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="dealer_code"><<org>>-<<nn>></string>
    <string name="portal_user"><<user>></string>
    <string name="portal_password"><<cred>></string>
    <boolean name="remember_me" value="true" />
    <long name="last_sync" value="<<ms>>" />
    <string name="outlet"><<town>></string>
</map>
""",
    "pw_xml",
)

F.reg(
    "suva_sim_erecharge_reseller_php_curl",
    ("recharge/send_topup.php", "var/www/<<org>>/api/topup_<<n>>.php"),
    """<?php
// Airtime top-up through the e-recharge reseller API (Digicel & Vodafone)
$user = '<<org>>_reseller';
$pass = '<<cred>>';
$msisdn = $_POST['msisdn'] ?? '';
$amount = (float)($_POST['amount'] ?? 0);

$ch = curl_init('https://reseller.erecharge.com.fj/api/topup');
curl_setopt($ch, CURLOPT_USERPWD, $user . ':' . $pass);
curl_setopt($ch, CURLOPT_POSTFIELDS, http_build_query(['msisdn' => $msisdn, 'amount' => $amount]));
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
echo curl_exec($ch);
""",
    "pw_sq",
    syntax="",
)


def _roster(s: dict) -> str:
    rows = ["outlet,sub_dealer,mobile,portal_login,portal_password,float_fjd"]
    for i in range(4):
        pw = s["cred"] if i == s["row"] else s["others"][i]
        rows.append(
            f"{s['outlets'][i]},{s['names'][i]},{s['mobiles'][i]},{s['org']}.{s['logins'][i]},{pw},{s['floats'][i]}"
        )
    return "\n".join(rows) + "\n"


F.reg(
    "suva_sim_sub_dealer_roster_csv_portal_password",
    ("dealers/sub_dealers_<<d8>>.csv", "Documents/<<orgc>>/roster_<<town>>_<<n>>.csv"),
    _roster,
    "human_b",
    extra=lambda rng, s: {
        "row": rng.randrange(4),
        "others": [F.human(rng, "-_.@+") for _ in range(4)],
        "outlets": [pick(rng, F.towns) + f" Market {rng.randint(1, 9)}" for _ in range(4)],
        "names": [
            f"{pick(rng, F.first)[1].capitalize()} {pick(rng, F.last)[1].capitalize()}"
            for _ in range(4)
        ],
        "mobiles": [f"+679{rng.choice('79')}{rng.randint(100000, 999999)}" for _ in range(4)],
        "logins": [pick(rng, F.first)[1] + str(rng.randint(1, 99)) for _ in range(4)],
        "floats": [rng.randint(2, 80) * 50 for _ in range(4)],
    },
)

F.reg(
    "suva_sim_shop_wifi_qr_payload_txt",
    ("print/wifi_qr_<<town>>.txt", "Desktop/qr_<<org>>_<<n>>.txt"),
    """WIFI:T:WPA;S:<<orgc>>_Shop_<<town>>;P:<<cred>>;;
""",
    "human_x",
    syntax="",
)


def _sa_json(s: dict) -> str:
    return json.dumps(
        {
            "type": "service_account",
            "project_id": f"{s['org']}-sales-{s['nn']}",
            "private_key_id": s["kid"],
            "private_key": s["cred"] + "\n",
            "client_email": f"sheets-sync@{s['org']}-sales-{s['nn']}.iam.gserviceaccount.com",
            "client_id": s["clid"],
            "auth_uri": "https://accounts.google.com/o/oauth2/auth",
            "token_uri": "https://oauth2.googleapis.com/token",
            "universe_domain": "googleapis.com",
        },
        indent=2,
    )


F.reg(
    "suva_sim_daily_sales_sheets_service_account_json",
    ("credentials/<<org>>-sales-<<nn>>.json", "home/<<fa>>/sheets-sync/service_account_<<n>>.json"),
    _sa_json,
    "pem8",
    extra=lambda rng, s: {
        "needle": s["cred"].replace("\n", "\\n"),
        "kid": "".join(pick(rng, "0123456789abcdef") for _ in range(40)),
        "clid": str(rng.randint(10**20, 10**21 - 1)),
    },
)
