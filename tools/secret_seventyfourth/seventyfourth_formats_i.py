# ruff: noqa: E501
"""Family i: a clearing and freight-forwarding office at Kilindini port, Mombasa, Kenya
(Swahili and English)."""

from __future__ import annotations

from seventyfourth_spec import Fam, b64s, dec_b64_field

MOMBASA = Fam(
    name="kilindini_cargo_forwarders",
    orgs=("pwanicargo", "bandarimizigo", "shimanzilogistics"),
    tld="co.ke",
    first=(
        ("Wanjiru", "wanjiru"),
        ("Otieno", "otieno"),
        ("Achieng", "achieng"),
        ("Mwangi", "mwangi"),
        ("Fatuma", "fatuma"),
        ("Hassan", "hassan"),
        ("Kibet", "kibet"),
        ("Amina", "amina"),
        ("Juma", "juma"),
        ("Njeri", "njeri"),
    ),
    last=(
        ("Kamau", "kamau"),
        ("Odhiambo", "odhiambo"),
        ("Mohamed", "mohamed"),
        ("Mutua", "mutua"),
        ("Ochieng", "ochieng"),
        ("Wekesa", "wekesa"),
        ("Said", "said"),
        ("Kiprono", "kiprono"),
    ),
    words=(
        "mombasa",
        "kilindini",
        "bandari",
        "mizigo",
        "harambee",
        "simba",
        "pwani",
        "likoni",
        "nyali",
        "jambo",
        "chai",
        "tembo",
        "gormahia",
        "malaika",
        "kenya",
        "tusker",
        "mvua",
        "shimanzi",
    ),
    pets=("Simba", "Bosco", "Rocky", "Tiger", "Jimmy"),
    cc="+254",
    vessels=("MSC Kenya", "MV Jambo", "Kilindini Star", "Maersk Mombasa", "CMA CGM Lamu"),
    places=("Kilindini", "Likoni", "Shimanzi", "Changamwe", "Port Reitz"),
)
F = MOMBASA.reg

F(
    "mombasafwd_swahili_whatsapp_neno_siri_kentrade",
    (
        "WhatsApp Chat with Ofisi Clearing.txt",
        "Downloads/WhatsApp Chat - <<fn2>> <<ln2>> <<n>>.txt",
    ),
    """<<mdy>>, <<time>> - <<fn2>> <<ln2>>: Boss, KenTrade imenilock nje tena 😩 container ya <<vessel>> inahitaji IDF leo
<<mdy>>, <<time>> - <<fn>> <<ln>>: Tumia account ya ofisi kwa sasa
<<mdy>>, <<time>> - <<fn>> <<ln>>: username <<user>>
<<mdy>>, <<time2>> - <<fn>> <<ln>>: neno la siri <<cred>>
<<mdy>>, <<time2>> - <<fn2>> <<ln2>>: Asante sana boss, nimeingia 🙏
<<mdy>>, <<time2>> - <<fn>> <<ln>>: Usiipe mtu mwingine, na ukimaliza logout
""",
    cred="human",
)

F(
    "mombasafwd_mpesa_daraja_stk_env",
    ("payments/.env", "srv/<<org>>/mpesa/.env.production"),
    """# M-Pesa Daraja - STK push for clients paying port charges / agency fees (Paybill)
MPESA_ENV=production
MPESA_SHORTCODE=<<n4>><<n2>>
MPESA_CONSUMER_SECRET=<<cred>>
MPESA_CALLBACK_URL=https://pay.<<dom>>/mpesa/callback
MPESA_ACCOUNT_REF=CLEARING
""",
    cred="p:daraja_secret",
    syntax="",
)

F(
    "mombasafwd_africastalking_sms_python",
    ("notify/sms_alerts.py", "home/<<user>>/scripts/container_released_sms.py"),
    """\"\"\"SMS to importers when their container is released from KPA / the CFS.\"\"\"
import africastalking

USERNAME = "<<org>>"
API_KEY = "<<cred>>"

africastalking.initialize(USERNAME, API_KEY)
sms = africastalking.SMS


def notify(phone: str, container: str, bl: str) -> None:
    msg = f"Habari! Container {container} (B/L {bl}) imetolewa bandarini. Tafadhali tuma dereva Shimanzi CFS."
    sms.send(msg, [phone], sender_id="PWANICARGO")


if __name__ == "__main__":
    notify("<<phone>>", "MSCU<<n4>><<n>>", "MEDU<<n4>><<n4>>")
""",
    cred="p:atsk",
)


def _k8s(s):
    return f"""apiVersion: v1
kind: Secret
metadata:
  name: icms-customs-credentials
  namespace: clearing
  labels:
    app: declarations-worker
type: Opaque
data:
  ICMS_USERNAME: {b64s(s["user"])}
  ICMS_PASSWORD: {b64s(s["cred"])}
  ICMS_URL: {b64s("https://icms.kra.go.ke/")}
"""


F(
    "mombasafwd_kra_icms_k8s_secret_base64",
    ("k8s/icms-secret.yaml", "deploy/<<org>>/secrets/icms.yaml"),
    _k8s,
    cred="pw",
    decode=dec_b64_field(r"ICMS_PASSWORD: ([A-Za-z0-9+/=]+)"),
)

F(
    "mombasafwd_cargowise_eadaptor_xml",
    ("CargoWise/eAdaptor/eadaptor.config.xml", "integration/<<org>>/cw1_eadaptor.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<!-- CargoWise One eAdaptor: shipment milestones from the shipping lines into the tracking site -->
<EAdaptorSettings>
  <Endpoint>https://<<org>>trn-services.wisegrid.net/eAdaptor</Endpoint>
  <EnterpriseCode>PWC</EnterpriseCode>
  <ServerCode>MBA</ServerCode>
  <UserName><<user>></UserName>
  <Password><<cred>></Password>
  <Company>MBA</Company>
  <PollMinutes>10</PollMinutes>
</EAdaptorSettings>
""",
    cred="pw_xml",
)

F(
    "mombasafwd_truck_teltonika_sms_apn_command",
    ("sms/outbox_teltonika_<<ymd>>.txt", "fleet/trucks/KC<<n>>_setup_sms.txt"),
    """To: <<phone>> (FMB920, truck KCX <<n>>X)
Sent: <<dmy>> <<time>>

  setparam 2001:safaricom.iot;2002:<<user>>;2003:<<cred>>;2004:<<pip>>;2005:<<n4>>

Reply: Param ID:2001 Value:safaricom.iot
""",
    cred="pw_alnum",
)

F(
    "mombasafwd_english_email_shipping_line_portal",
    ("Mail/Inbox/<<ymd>>_portal_access.eml", "Outlook/<<user>>/line_portal_<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Shipping line portal login - DO release for <<vessel>>
Date: Wed, <<d>> Jul <<y>> <<hms>> +0300
Content-Type: text/plain; charset=UTF-8

Hi <<fn2>>,

I'm on leave from tomorrow. For the delivery orders on <<vessel>> (ETA Kilindini
<<dmy>>) use the office login on the shipping line e-commerce portal:

Username: <<user>>
Password: <<cred>>

Pay the local charges by M-Pesa Paybill first, then request the DO. Na usisahau
kufuatilia the KPA release at Shimanzi.

Regards,
<<fn>> <<ln>>
<<orgc>> Clearing & Forwarding, Mombasa
""",
    cred="human",
)

F(
    "mombasafwd_clerks_portal_logins_csv",
    ("exports/Clerks logins (<<y>>).csv", "Drive/ofisi/logins_<<n>>.csv"),
    """Clerk,Portal,Username,Password,Phone,Notes
<<fn>> <<ln>>,KenTrade TradeNet,<<user>>,<<cred>>,<<phone>>,IDF & permits
<<fn2>> <<ln2>>,KRA iCMS,<<user2>>,see boss,,entries
""",
    cred="human_x",
)
