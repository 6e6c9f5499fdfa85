# ruff: noqa: E501
"""Family c: a Cyclades island ferry operator in Greece (Greek)."""

from __future__ import annotations

from seventyfourth_spec import Fam, b64s, dec_basic

CYCLADES = Fam(
    name="naftiliaki_cyclades_ferries",
    orgs=("aigaioploia", "kykladesline", "meltemiferries"),
    tld="gr",
    first=(
        ("Γιώργος", "giorgos"),
        ("Μαρία", "maria"),
        ("Νίκος", "nikos"),
        ("Ελένη", "eleni"),
        ("Κώστας", "kostas"),
        ("Δημήτρης", "dimitris"),
        ("Αικατερίνη", "aikaterini"),
        ("Σταύρος", "stavros"),
        ("Ειρήνη", "eirini"),
        ("Μανώλης", "manolis"),
    ),
    last=(
        ("Παπαδόπουλος", "papadopoulos"),
        ("Σιγάλας", "sigalas"),
        ("Νομικός", "nomikos"),
        ("Βενετσάνος", "venetsanos"),
        ("Ρούσσος", "roussos"),
        ("Καραμολέγκος", "karamolegkos"),
        ("Δελαπόρτας", "delaportas"),
        ("Μαρκουλής", "markoulis"),
    ),
    words=(
        "thalassa",
        "kyma",
        "nisi",
        "limani",
        "meltemi",
        "syros",
        "naxos",
        "paros",
        "milos",
        "kalimera",
        "agapi",
        "poseidonas",
        "kapetanios",
        "delfini",
        "panagia",
        "olympiakos",
        "gavros",
        "ouzo",
    ),
    pets=("Azor", "Lucky", "Maya", "Bobis", "Roza", "Frixos"),
    cc="+30",
    vessels=("Αγία Θεοδώρα", "Naxos Express", "Κυκλάδες ΙΙ", "Blue Meltemi", "Αρτεμις"),
    places=("Πειραιάς", "Λαύριο", "Ραφήνα", "Σύρος", "Νάξος"),
)
F = CYCLADES.reg

F(
    "cycladesferry_greek_viber_kodikos_eisitirion",
    ("Viber/export/<<fa>>_<<fa2>>_<<ymd>>.txt", "Documents/viber_chat_<<n>>.txt"),
    """[<<dmyd>> <<time>>] <<fn2>> <<ln2>>: Καλημέρα! Δεν μπορώ να μπω στο σύστημα έκδοσης εισιτηρίων στο γκισέ του <<place>>
[<<dmyd>> <<time>>] <<fn>> <<ln>>: Άλλαξε ο κωδικός χθες μετά τον έλεγχο
[<<dmyd>> <<time>>] <<fn>> <<ln>>: χρήστης: <<user>>
[<<dmyd>> <<time2>>] <<fn>> <<ln>>: κωδικός: <<cred>>
[<<dmyd>> <<time2>>] <<fn2>> <<ln2>>: Ευχαριστώ πολύ, μπήκα 👍 Το <<vessel>> φεύγει 07:30
""",
    cred="human",
)

F(
    "cycladesferry_viva_wallet_smart_checkout_node",
    ("booking-api/src/payments/viva.js", "srv/<<org>>/tickets/lib/vivaClient.js"),
    """// Viva Wallet Smart Checkout - online ticket sales (Πειραιάς - Σύρος - Νάξος)
const axios = require('axios');

const VIVA_CLIENT_ID = '<<serial>><<hex8>>.apps.vivapayments.com';
const VIVA_CLIENT_SECRET = '<<cred>>';
const VIVA_SOURCE_CODE = '<<n4>>';

async function token() {
  const res = await axios.post(
    'https://accounts.vivapayments.com/connect/token',
    'grant_type=client_credentials',
    { auth: { username: VIVA_CLIENT_ID, password: VIVA_CLIENT_SECRET } },
  );
  return res.data.access_token;
}

async function createOrder(amountCents, email, route) {
  const t = await token();
  const res = await axios.post(
    'https://api.vivapayments.com/checkout/v2/orders',
    { amount: amountCents, customer: { email }, merchantTrns: route, sourceCode: VIVA_SOURCE_CODE },
    { headers: { Authorization: `Bearer ${t}` } },
  );
  return `https://www.vivapayments.com/web/checkout?ref=${res.data.orderCode}`;
}

module.exports = { createOrder };
""",
    cred="p:viva_secret",
    syntax="",
)

F(
    "cycladesferry_aade_mydata_invoice_csharp",
    ("Invoicing/MyDataClient.cs", "src/<<orgc>>.Fiscal/AadeSender.cs"),
    """using System.Net.Http;
using System.Text;
using System.Threading.Tasks;

namespace Ferry.Fiscal
{
    // Αποστολή παραστατικών εισιτηρίων στο myDATA της ΑΑΔΕ
    public static class AadeSender
    {
        private const string BaseUrl = "https://mydatapi.aade.gr/myDATA/SendInvoices";
        private const string UserId = "<<user>>";
        private const string SubscriptionKey = "<<cred>>";

        public static async Task<string> SendAsync(string invoicesDocXml)
        {
            using var http = new HttpClient();
            http.DefaultRequestHeaders.Add("aade-user-id", UserId);
            http.DefaultRequestHeaders.Add("Ocp-Apim-Subscription-Key", SubscriptionKey);
            var res = await http.PostAsync(BaseUrl, new StringContent(invoicesDocXml, Encoding.UTF8, "application/xml"));
            return await res.Content.ReadAsStringAsync();
        }
    }
}
""",
    cred="p:aade_key",
    syntax="",
)

F(
    "cycladesferry_port_community_pcs_api_yaml",
    ("config/pcs.yml", "srv/<<org>>/manifests/pcs_<<n>>.yaml"),
    """# Σύστημα λιμενικής κοινότητας (PCS) - αφίξεις / αναχωρήσεις και καταστάσεις επιβατών
pcs:
  base_url: https://pcs.<<dom>>/api/v2
  operator_code: "<<orgc>>"
  api_token: <<cred>>
  timeout_s: 30
vessels:
  - name: "<<vessel>>"
    imo: "<<imo>>"
    mmsi: "<<mmsi>>"
sailings_from: "<<place>>"
""",
    cred="x:lpcs_live_:32",
)


def _basic_history(s):
    tok = b64s(f"{s['user']}:{s['cred']}")
    return f"""cd /opt/gates
ls -la logs/
tail -n 50 logs/validator.log
curl -s https://gates.{s["dom"]}/api/v1/health
curl -s -H "Authorization: Basic {tok}" https://gates.{s["dom"]}/api/v1/boarding/today?port=PIR
curl -s -X POST -H "Authorization: Basic {tok}" -H 'Content-Type: application/json' -d '{{"vessel":"NAXEXP","sailing":"0730"}}' https://gates.{s["dom"]}/api/v1/boarding/close
history | tail
"""


F(
    "cycladesferry_boarding_gate_basic_auth_bash_history",
    ("home/<<user>>/.bash_history", "root/.bash_history"),
    _basic_history,
    cred="pw_json",
    syntax="",
    decode=dec_basic,
)

F(
    "cycladesferry_booking_engine_laravel_env",
    ("booking/.env", "var/www/<<org>>-booking/.env"),
    """APP_NAME="<<orgc>> Κρατήσεις"
APP_ENV=production
APP_DEBUG=false
APP_URL=https://booking.<<dom>>
APP_LOCALE=el

DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_PORT=3306
DB_DATABASE=ferry_booking
DB_USERNAME=booking
DB_PASSWORD=<<cred>>

QUEUE_CONNECTION=redis
MAIL_MAILER=log
""",
    cred="pw",
    syntax="",
)

F(
    "cycladesferry_passenger_manifest_lftp_upload",
    ("scripts/manifest_upload.sh", "opt/<<org>>/bin/send_manifest.sh"),
    """#!/bin/bash
# Κατάσταση επιβατών -> SFTP πρακτορείου / Λιμεναρχείο (πριν από κάθε απόπλου)
set -e
F="/srv/manifests/$(date +%Y%m%d)_$1.csv"
lftp -u <<user>>,'<<cred>>' sftp://manifest.<<dom>> -e "cd inbox; put $F; bye"
echo "$(date) sent $F" >> /var/log/manifest.log
""",
    cred="pw_sq",
    syntax="",
)

F(
    "cycladesferry_greek_email_kodikos_limenarxeio",
    ("Mail/Sent/<<ymd>>_limenarxeio.eml", "Outlook/export/kodikos_<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Κωδικοί πύλης Λιμεναρχείου (δηλώσεις απόπλου)
Date: Mon, <<d>> Jun <<y>> <<hms>> +0300
Content-Type: text/plain; charset=UTF-8

Καλησπέρα <<fn2>>,

Για τις δηλώσεις απόπλου του «<<vessel>>» από <<place>> θα χρησιμοποιείς τους
κωδικούς της εταιρείας μέχρι να βγει ο προσωπικός σου:

Όνομα χρήστη: <<user>>
Κωδικός: <<cred>>

Μην τον στέλνεις σε κανέναν άλλον, και κλείδωνε τον υπολογιστή στο γκισέ.

Ευχαριστώ,
<<fn>> <<ln>>
Τμήμα Κίνησης Πλοίων, <<orgc>>
""",
    cred="human",
)
