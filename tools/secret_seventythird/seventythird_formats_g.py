# ruff: noqa: E501
"""Family g: a mutura and nyama choma street-food stall in Nairobi, Kenya, paid by M-Pesa;
Swahili, Sheng and English."""

from __future__ import annotations

import base64
import re

from seventythird_spec import Fam, enc_b64, hexs

F = Fam(
    name="mutura_nairobi_mpesa_street_stall",
    orgs=("muturaplus", "chomazone", "kibandakitamu", "mamambogachoma"),
    tld="co.ke",
    first=(
        ("Wanjiru", "wanjiru"),
        ("Otieno", "otieno"),
        ("Achieng", "achieng"),
        ("Kamau", "kamau"),
        ("Mwangi", "mwangi"),
        ("Njeri", "njeri"),
        ("Kiprop", "kiprop"),
    ),
    last=(
        ("Odhiambo", "odhiambo"),
        ("Kariuki", "kariuki"),
        ("Mutua", "mutua"),
        ("Wekesa", "wekesa"),
        ("Chebet", "chebet"),
        ("Onyango", "onyango"),
    ),
    words=(
        "mutura",
        "nyama",
        "choma",
        "ugali",
        "sukuma",
        "githeri",
        "mandazi",
        "chapati",
        "kachumbari",
        "gormahia",
        "harambee",
        "nairobi",
        "gikomba",
        "matatu",
        "tusker",
        "simba",
        "jambo",
        "pesa",
        "kenyatta",
        "umoja",
    ),
    pets=("simba", "bosco", "tommy", "rex", "chui", "dogo"),
    cc="+254",
    city="Nairobi",
)

F.reg(
    "mutura_daraja_stk_push_passkey_php",
    ("mpesa/stk_push_<<n3>>.php", "public_html/<<org>>/lipa/stk.php"),
    """<?php
// Lipa na M-Pesa Online (STK push) - till ya kibanda
$shortCode = '<<n6>>';
$passkey = '<<cred>>';
$timestamp = date('YmdHis');
$password = base64_encode($shortCode . $passkey . $timestamp);
$body = [
    'BusinessShortCode' => $shortCode,
    'Password' => $password,
    'Timestamp' => $timestamp,
    'TransactionType' => 'CustomerBuyGoodsOnline',
    'Amount' => $_POST['amount'],
    'PartyA' => $_POST['phone'],
    'PartyB' => '<<n6>>',
    'PhoneNumber' => $_POST['phone'],
    'CallBackURL' => 'https://<<dom>>/mpesa/callback.php',
    'AccountReference' => 'Mutura',
    'TransactionDesc' => 'Malipo ya chakula',
];
""",
    "p:mpesa_passkey",
    syntax="",
)

F.reg(
    "mutura_daraja_consumer_secret_node_env",
    ("mpesa-bot/.env", "apps/<<org>>/daraja.env"),
    """# Safaricom Daraja (production app "<<orgc>> till")
MPESA_ENV=production
MPESA_CONSUMER_KEY=<<hex32>>
MPESA_CONSUMER_SECRET=<<cred>>
MPESA_TILL=<<n6>>
CALLBACK_URL=https://<<dom>>/api/mpesa/confirm
""",
    "p:mpesa_secret",
    syntax="",
)

F.reg(
    "mutura_africastalking_sms_receipts_python",
    ("sms/tuma_risiti_<<n>>.py", "home/<<first_a>>/kibanda/receipts_<<date>>.py"),
    """import africastalking

USERNAME = "<<org>>"
API_KEY = "<<cred>>"

africastalking.initialize(USERNAME, API_KEY)
sms = africastalking.SMS


def risiti(phone, amount, code):
    sms.send(f"Asante! Tumepokea KSh {amount} (M-Pesa {code}). Karibu tena <<orgc>>", [phone], sender_id="MUTURA")
""",
    lambda rng, f: "atsk_" + hexs(rng, 64),
)


def _wa_sw(s: dict) -> str:
    d = f"{s['d']}/{s['mo']}/{s['year']}, {s['time']}"
    return (
        f"{d} - {s['first']}: Boss, simu ya Loyverse imejilogout. Nenosiri ni gani?\n"
        f"{d} - {s['first2']}: Email ni {s['email']}\n"
        f"{d} - {s['first2']}: nenosiri {s['cred']}\n"
        f"{d} - {s['first2']}: usiambie mtu, na ufunge stall saa nne 🙏\n"
        f"{d} - {s['first']}: Sawa sawa, imeingia 👍\n"
    )


F.reg(
    "mutura_swahili_whatsapp_nenosiri_loyverse",
    (
        "WhatsApp Chat with Kibanda Team <<n>>.txt",
        "Downloads/WhatsApp Chat with <<first2_a>> <<date>>.txt",
    ),
    _wa_sw,
    "human",
    syntax="",
)

F.reg(
    "mutura_copied_sms_thread_wifi_neno_siri",
    ("Notes/sms_<<first2_a>>_<<date>>.txt", "simu/ujumbe_<<n4>>.txt"),
    """<<first2>> <<phone>>
<<dmy>> <<time>>
Ile Wi-Fi ya Safaricom Home ya stall imebadilishwa
<<dmy>> <<time2>>
<<cred>>
<<dmy>> <<time2>>
Me: Poa
""",
    "human_x",
    syntax="",
)

F.reg(
    "mutura_kopokopo_webhook_client_secret_ruby",
    ("kopokopo/config/initializers/k2.rb", "stall-app/<<org>>/k2_connect_<<n>>.rb"),
    """# Kopo Kopo K2 Connect - till payments webhook (buygoods_transaction_received)
K2_CONFIG = {
  client_id: '<<hex16>><<hex8>>',
  client_secret: '<<cred>>',
  base_url: 'https://api.kopokopo.com',
  till_number: 'K<<n6>>',
  callback_url: 'https://<<dom>>/k2/webhook'
}.freeze
""",
    "alnum:43",
    syntax="",
)

F.reg(
    "mutura_termux_bash_history_sshpass",
    ("termux/home/.bash_history", "phone_backup/<<first_a>>/termux_bash_history_<<n>>"),
    """pkg install openssh sshpass
sshpass -p '<<cred>>' ssh -p 2222 mutura@<<pub_ip>>
sshpass -p '<<cred>>' scp -P 2222 mutura@<<pub_ip>>:/srv/mpesa/statement_<<date>>.csv .
ls
exit
""",
    "pw_sq",
    syntax="",
)


def _dec_g_k8s(text: str) -> str:
    return base64.b64decode(re.search(r"MPESA_PASSKEY: (\S+)", text).group(1)).decode()


F.reg(
    "mutura_stk_callback_k8s_secret_data_base64",
    ("k8s/mpesa-secret.yaml", "deploy/<<org>>/secret_<<n3>>.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: mpesa-daraja
  namespace: <<org>>
type: Opaque
data:
  MPESA_SHORTCODE: <<sc>>
  MPESA_PASSKEY: <<enc>>
""",
    "p:mpesa_passkey",
    extra=lambda rng, s: {"enc": enc_b64(s["cred"]), "sc": enc_b64(str(s["n6"]))},
    decode=_dec_g_k8s,
)
