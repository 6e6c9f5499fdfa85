# ruff: noqa: E501
"""Family e: a bouzoukia night club on the coast at Glyfada (Greece, Greek)."""

from __future__ import annotations

from sixtysecond_spec import Fam

F = Fam(
    "bouzoukia_pista_glyfada",
    ("nyxtapista", "pistagaridaki", "glyfadastage"),
    "gr",
    ("giorgos", "eleni", "nikos", "maria", "kostas", "despina", "stavros", "katerina"),
    ("papadopoulos", "georgiou", "nikolaidis", "vlachos", "karras", "antoniou"),
    (
        "pista",
        "louloudia",
        "zeibekiko",
        "bouzouki",
        "glyfada",
        "thalassa",
        "kefi",
        "opa",
        "ouzo",
        "nyxta",
        "tsifteteli",
        "agapi",
    ),
    "30",
    ("Γιώργος", "Ελένη", "Νίκος", "Μαρία", "Κώστας", "Δέσποινα", "Σταύρος", "Κατερίνα"),
)

F.reg(
    "bouz_viber_ellinika_kodikos_wifi_tameio",
    ("viber/Viber_Προσωπικό_<<n>>.txt", "chats/viber_bouzoukia_<<ymd>>.txt"),
    """[<<dmy_s>> <<time>>] <<name>>: Παιδιά απόψε ανοίγουμε 23:30, η ορχήστρα έρχεται 22:00
[<<dmy_s>> <<time>>] <<name2>>: Ο κωδικός του wifi για το ταμείο ποιος είναι; το POS δεν βλέπει internet
[<<dmy_s>> <<time2>>] <<name>>: δίκτυο <<ssid>>
[<<dmy_s>> <<time2>>] <<name>>: κωδικός <<cred>>
[<<dmy_s>> <<time2>>] <<name2>>: ευχαριστώ 🙏
""",
    "wifi",
    syntax="",
)

F.reg(
    "bouz_kratiseis_trapezion_node_env_database_url",
    ("kratiseis/.env", "tables-app/<<org>>/.env.production"),
    """NODE_ENV=production
PORT=3000
# κρατήσεις τραπεζιών / πίστα
DATABASE_URL=postgres://kratiseis:<<cred>>@<<host>>:5432/kratiseis
SESSION_COOKIE_NAME=<<org>>_sid
SMS_SENDER=<<orgc>>
""",
    "pw_url",
    syntax="",
)

F.reg(
    "bouz_hxos_konsola_simeioseis_router",
    ("texnika/konsola_<<n>>.txt", "Έγγραφα/ήχος πίστα <<year>>.txt"),
    """ΗΧΟΣ - ΣΗΜΕΙΩΣΕΙΣ (<<name>>)
Κονσόλα: Behringer X32, σκηνή "<<org>>_live_<<year>>"
Tablet με X32-Mix -> router TP-Link πίσω από το rack
  SSID: <<org>>-SOUND
  κωδικός: <<cred>>
Ενισχυτές: 2x Crown XTi 6002, ρύθμιση limiter στο -6dB
ΜΗΝ αλλάζετε το gain στο μικρόφωνο του τραγουδιστή!
""",
    "wifi",
    syntax="",
)

F.reg(
    "bouz_viva_wallet_smart_checkout_python",
    ("eisitiria/viva_checkout.py", "scripts/<<org>>_viva_<<n>>.py"),
    """import requests

VIVA_CLIENT_ID = "<<cid>>.apps.vivapayments.com"
VIVA_CLIENT_SECRET = "<<cred>>"


def token():
    r = requests.post(
        "https://accounts.vivapayments.com/connect/token",
        data={"grant_type": "client_credentials"},
        auth=(VIVA_CLIENT_ID, VIVA_CLIENT_SECRET),
        timeout=15,
    )
    r.raise_for_status()
    return r.json()["access_token"]


def order_for_table(amount_cents, table):
    return requests.post(
        "https://api.vivapayments.com/checkout/v2/orders",
        headers={"Authorization": f"Bearer {token()}"},
        json={"amount": amount_cents, "customerTrns": f"Τραπέζι {table}"},
        timeout=15,
    ).json()["orderCode"]
""",
    "alnum:30",
    extra=lambda rng, s: {
        "cid": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(40))
    },
)

F.reg(
    "bouz_email_logistis_kodikos_taxisnet",
    ("mail/taxisnet_<<ymd>>.eml", "Mail/λογιστής_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: logistiko.grafeio@gmail.com
Subject: Κωδικοί TAXISnet για τις ΑΠΔ
Date: Wed, <<dd>> Apr <<year>> <<time>>:44 +0300
Content-Type: text/plain; charset=utf-8

Καλησπέρα κ. Βλάχο,

σας στέλνω τους κωδικούς του TAXISnet της εταιρείας για την ΕΡΓΑΝΗ και τις ΑΠΔ:
Όνομα χρήστη: <<user>>
Κωδικός: <<cred>>

Ευχαριστώ,
<<name>>
<<orgc>> - Κέντρο Διασκέδασης
""",
    "human",
    syntax="",
)

F.reg(
    "bouz_lista_kalesmenon_apps_script_mailchimp",
    ("apps-script/lista_<<n>>.gs", "guestlist/Code_<<org>>.gs"),
    """// Λίστα καλεσμένων -> Mailchimp (για τα Σάββατα)
const MC_KEY = '<<cred>>';
const MC_LIST = '<<hex8>>ab';

function syncGuestList() {
  const sheet = SpreadsheetApp.getActive().getSheetByName('Λίστα');
  const rows = sheet.getDataRange().getValues().slice(1);
  const dc = MC_KEY.split('-')[1];
  rows.forEach(([name, email]) => {
    UrlFetchApp.fetch(`https://${dc}.api.mailchimp.com/3.0/lists/${MC_LIST}/members`, {
      method: 'post',
      headers: { Authorization: 'apikey ' + MC_KEY },
      payload: JSON.stringify({ email_address: email, status: 'subscribed', merge_fields: { FNAME: name } }),
      muteHttpExceptions: true,
    });
  });
}
""",
    "p:mailchimp",
    syntax="",
)

F.reg(
    "bouz_loyverse_tameiaki_curl_bearer",
    ("home/giorgos/.bash_history", "laptop/history_<<org>>_<<n>>.txt"),
    """cd ~/tameio
python3 export_z.py --day <<date>>
curl -s https://api.loyverse.com/v1.0/receipts?created_at_min=<<date>>T00:00:00.000Z -H "Authorization: Bearer <<cred>>" > receipts.json
jq '.receipts | length' receipts.json
libreoffice --calc z_<<ymd>>.csv
""",
    "hex:32",
    syntax="",
)

F.reg(
    "bouz_othoni_pi_ssh_id_rsa",
    ("signage/keys/id_rsa_othoni_<<n>>", "pi-othones/<<org>>_deploy_key"),
    """<<cred>>
""",
    "rsa",
    syntax="",
)
