# ruff: noqa: E501
"""Family f: a pathology laboratory in Kenya (Swahili, English): KenyaEMR (OpenMRS) lab orders,
SENAITE LIMS, Sysmex / Mindray analyser ASTM bridges, M-Pesa Daraja, Africa's Talking result
SMS, WhatsApp between lab technologists."""

from __future__ import annotations

from hundredtwentyfirst_spec import Fam, dec_basic, enc_basic, prov

F = Fam(
    name="pathology_lis_lab_kenya",
    orgs=(
        ("mwangaza", "Mwangaza Pathology Laboratory"),
        ("uzimalab", "Uzima Diagnostic Lab"),
        ("tumainipath", "Tumaini Pathologists"),
        ("kilelelab", "Kilele Medical Laboratories"),
    ),
    tld="co.ke",
    first=(
        ("Wanjiru", "wanjiru"),
        ("Otieno", "otieno"),
        ("Achieng", "achieng"),
        ("Kamau", "kamau"),
        ("Njeri", "njeri"),
        ("Kiprono", "kiprono"),
        ("Mwende", "mwende"),
        ("Omondi", "omondi"),
    ),
    last=(
        ("Mwangi", "mwangi"),
        ("Odhiambo", "odhiambo"),
        ("Kariuki", "kariuki"),
        ("Chebet", "chebet"),
        ("Wekesa", "wekesa"),
        ("Mutua", "mutua"),
        ("Njoroge", "njoroge"),
    ),
    words=(
        "harambee",
        "jambo",
        "simba",
        "nairobi",
        "kisumu",
        "mombasa",
        "uhuru",
        "safari",
        "tusker",
        "gormahia",
        "ingwe",
        "nyota",
        "pamoja",
        "hakuna",
        "rafiki",
    ),
    pets=("simba", "jimmy", "bosco", "tiger", "rex", "duma"),
    towns=("Nairobi", "Kisumu", "Nakuru", "Eldoret", "Mombasa", "Thika", "Nyeri"),
    cc="254",
)

F.reg(
    "maabara_ke_whatsapp_swahili_nenosiri_lis",
    ("WhatsApp Chat with Maabara Team <<n>>.txt", "exports/maabara_whatsapp_<<d8>>.txt"),
    """<<date>>, <<time>> - <<fn2>> <<ln2>>: Habari team, LIS imekataa login yangu tangu asubuhi
<<date>>, <<time>> - <<fn>> <<ln>>: Pole sana. Tulibadilisha nenosiri jana jioni baada ya audit
<<date>>, <<time2>> - <<fn>> <<ln>>: Tumia user: <<user>> nenosiri: <<cred>>
<<date>>, <<time2>> - <<fn2>> <<ln2>>: Asante sana, imefanya 👍
<<date>>, <<time2>> - <<fn>> <<ln>>: Usishare na wagonjwa wa front desk tafadhali
""",
    "human",
)

F.reg(
    "maabara_ke_mpesa_daraja_stk_push_env",
    ("billing/.env", "lab-payments-<<n>>/.env"),
    """# M-Pesa Daraja (Lipa na M-Pesa Online) — <<orgname>>
MPESA_ENV=production
MPESA_SHORTCODE=<<sc>>
MPESA_CONSUMER_KEY=<<ck>>
MPESA_CONSUMER_SECRET=<<cs>>
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://pay.<<dom>>/mpesa/callback
""",
    "p:mpesa_passkey",
    syntax="",
    extra=lambda rng, s: {
        "sc": rng.randint(100000, 999999),
        "ck": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(48)
        ),
        "cs": prov(rng, "mpesa_secret"),
    },
)

F.reg(
    "maabara_ke_africastalking_results_sms_node",
    ("sms/results-ready.js", "lis-notify-<<n>>/index.js"),
    """// Notify patients that results are ready (no results in the SMS!)
const AfricasTalking = require('africastalking')({
  apiKey: '<<cred>>',
  username: '<<org>>lab',
});
const sms = AfricasTalking.SMS;

async function notify(phone, labNo) {
  const message = `<<orgname>>: Majibu ya kipimo ${labNo} yako tayari. Results for ${labNo} are ready.`;
  return sms.send({ to: [phone], message, from: 'MWANGAZALAB' });
}

module.exports = { notify };
""",
    "p:africastalking",
    syntax="",
)

F.reg(
    "maabara_ke_sysmex_astm_bridge_toml",
    ("astm-bridge/config.toml", "analysers/sysmex_xn<<n>>/bridge.toml"),
    """# ASTM E1394 bridge: Sysmex XN-<<n3>> -> LIS
[analyser]
name = "Sysmex XN-<<n3>>"
mode = "tcp-server"
listen = "0.0.0.0:5100"

[lis]
url = "http://<<ip>>:<<port>>/api/results"
username = "astm_bridge"
password = "<<cred>>"
retry_seconds = 30
""",
    "pw_dq",
)

F.reg(
    "maabara_ke_kenyaemr_curl_bash_history",
    ("home/<<user>>/.bash_history", "root/history_<<n>>.txt"),
    """ssh labadmin@<<ip>>
sudo systemctl restart openmrs
curl -s -u admin:<<cred>> "http://<<ip>>:8080/openmrs/ws/rest/v1/order?t=testorder&status=active" | jq '.results | length'
curl -s -u admin:<<cred>> -X POST -H 'Content-Type: application/json' -d @result_<<n3>>.json http://<<ip>>:8080/openmrs/ws/rest/v1/obs
history | tail
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "maabara_ke_senaite_lims_buildout_cfg",
    ("senaite/buildout.cfg", "opt/senaite-<<n>>/buildout.cfg"),
    """[buildout]
extends = https://dist.plone.org/release/5.2.14/versions.cfg
parts =
    instance
eggs =
    senaite.lims
    senaite.impress

[instance]
recipe = plone.recipe.zope2instance
user = admin:<<cred>>
http-address = 127.0.0.1:8080
eggs = ${buildout:eggs}
""",
    "pw",
    syntax="",
)


def _http(s: dict) -> str:
    return f"""POST /api/vl/results HTTP/1.1
Host: eid.{s["dom"]}
User-Agent: LIS-Bridge/2.3 (Mwangaza)
Authorization: Basic {s["enc"]}
Content-Type: application/json
Content-Length: {180 + s["n3"]}

{{"facility":"{s["org"]}","sample":"VL-{s["n3"]}{s["n"]}","result":"LDL","date":"{s["iso"]}"}}
"""


F.reg(
    "maabara_ke_viral_load_http_dump_basic_auth",
    ("debug/vl_push_<<d8>>.http", "logs/http_trace_<<n>>.txt"),
    _http,
    "pw_bare",
    syntax="",
    decode=dec_basic,
    enc=enc_basic,
)

F.reg(
    "maabara_ke_bench_sticky_ocr_two_lines",
    ("scans/sticky_bench_<<n>>.txt", "OCR/IMG_<<d8>>_<<n3>>.txt"),
    """HAEMATOLOGY PC
<<user>>
<<cred>>
""",
    "human_x",
    syntax="",
)
