"""Family a: a fuel station (petrol forecourt) in Kenya; Swahili and English."""

from __future__ import annotations

from eightieth_spec import Fam, basic, dec_basic, human_with

F = Fam(
    name="kituo_mafuta_forecourt",
    orgs=("mafutabora", "kituoheri", "jamiipetrol"),
    tld="co.ke",
    first=("wanjiru", "otieno", "achieng", "kamau", "njeri", "mwangi", "akinyi", "kiprono"),
    last=("odhiambo", "wafula", "mutua", "kiptoo", "njoroge", "chebet", "onyango", "kariuki"),
    first_l=("Wanjiru", "Otieno", "Achieng", "Kamau", "Njeri", "Mwangi", "Akinyi", "Kiprono"),
    last_l=("Odhiambo", "Wafula", "Mutua", "Kiptoo", "Njoroge", "Chebet", "Onyango", "Kariuki"),
    words=(
        "mafuta",
        "petroli",
        "dizeli",
        "kituo",
        "gari",
        "jua",
        "haraka",
        "pesa",
        "mambo",
        "sawa",
        "harambee",
        "uhuru",
        "matatu",
        "boda",
        "shamba",
        "chai",
        "gormahia",
        "nyota",
    ),
    pets=("simba", "bosco", "tiger", "jimmy", "rex", "duma"),
    places=("Nairobi", "Thika", "Nakuru", "Eldoret", "Machakos", "Kisumu"),
    cc="+254",
    mobile=("7", "11"),
)

F.reg(
    "kituo_swahili_whatsapp_nenosiri_fusion",
    (
        "chats/WhatsApp Chat with Zamu ya Usiku <<n>>.txt",
        "backup/whatsapp/Kituo <<place>> <<n>>.txt",
    ),
    """<<dmy>>, <<time>> - <<full>>: Habari za asubuhi, pampu ya 3 imekwama tena
<<dmy>>, <<time>> - <<full>>: Controller ya Fusion inaomba login ya manager
<<dmy>>, <<time2>> - <<full2>>: Jina ni manager, nenosiri ni <<cred>>
<<dmy>>, <<time2>> - <<full2>>: Usiwape wahudumu wengine tafadhali
<<dmy>>, <<time3>> - <<full>>: Sawa, imefunguka 👍
""",
    cred="human",
)

F.reg(
    "kituo_mpesa_daraja_till_env",
    ("pos-bridge/.env", "srv/mpesa-c2b-<<n>>/.env.production"),
    """# M-Pesa Daraja C2B / STK push for till <<n6>> (<<place>> station)
MPESA_ENV=production
MPESA_SHORTCODE=<<n6>>
MPESA_CONSUMER_KEY=<<ckey>>
MPESA_CONSUMER_SECRET=<<cred>>
MPESA_PASSKEY=<<passkey>>
MPESA_CALLBACK_URL=https://<<host>>/api/mpesa/callback
DB_HOST=<<ip>>
""",
    cred="p:mpesa_secret",
    extra=lambda rng, s: {
        "ckey": "".join(
            rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789")
            for _ in range(48)
        ),
        "passkey": F.draw(rng, "p:mpesa_passkey"),
    },
)

F.reg(
    "kituo_veeder_root_tls_gauge_poll_py",
    ("tank_gauge/poll_tls450.py", "scripts/atg_inventory_<<n>>.py"),
    """#!/usr/bin/env python3
\"\"\"Poll the Veeder-Root TLS-450 at <<place>> for tank inventory (I20100) every 15 min.\"\"\"
import socket

import requests

TLS_HOST = "<<ip>>"
TLS_PORT = 10001
WEB_USER = "<<user>>"
WEB_PASS = '<<cred>>'
REPORT_URL = "https://<<host>>/api/tanks"


def inventory():
    with socket.create_connection((TLS_HOST, TLS_PORT), timeout=10) as s:
        s.sendall(b"\\x01I20100")
        return s.recv(8192)


if __name__ == "__main__":
    data = inventory()
    requests.post(REPORT_URL, data=data, auth=(WEB_USER, WEB_PASS), timeout=20)
""",
    cred="pw_sq",
)

F.reg(
    "kituo_kra_etims_vscu_properties",
    ("etims/vscu/application.properties", "opt/etims-vscu-<<n>>/config.properties"),
    """# KRA eTIMS VSCU - <<orgc>> <<place>>
vscu.tin=P05<<n6>>Z
vscu.bhfId=0<<n>>
vscu.dvcSrlNo=VSCU<<n6>>
vscu.cmcKey=<<cred>>
vscu.server.url=https://etims-api.kra.go.ke/etims-api
spring.datasource.url=jdbc:mysql://<<ip>>:3306/etims
spring.datasource.username=etims
""",
    cred="ALNUM:40",
    syntax="",
)

F.reg(
    "kituo_shift_handover_daftari_ocr",
    ("scans/daftari_zamu_<<date>>.txt", "ocr/handover_<<n>>.txt"),
    """KITUO CHA <<place>> - DAFTARI LA ZAMU
Tarehe: <<dmy>>    Zamu: usiku
Mita za pampu zimeandikwa. Tanki 2 dizeli 12,400 L.
Mhudumu: <<full>>

Back office PC
Nenosiri jipya:
<<cred>>
(usiandike kwenye ukuta)
""",
    cred="human",
)


def _a_basic(rng, s):
    pw = human_with(rng, F, "!@#*?")
    return {"cred": pw, "b": basic("fdcadmin", pw)}


F.reg(
    "kituo_pos_curl_basic_bash_history",
    ("home/<<first>>/.bash_history", "root/.bash_history"),
    """ls /var/log/fdc
tail -n 50 /var/log/fdc/pss.log
curl -s http://<<ip>>:8080/fdc/api/pumps
curl -s -H "Authorization: Basic <<b>>" http://<<ip>>:8080/fdc/api/pumps/3/unlock
systemctl restart fdc-bridge
exit
""",
    cred="human",
    syntax="",
    extra=_a_basic,
    decode=lambda t: dec_basic(t),
)

F.reg(
    "kituo_fleet_card_portal_csv_column",
    ("exports/wateja_fleet_<<date>>.csv", "Downloads/fleet_logins_<<n>>.csv"),
    """kampuni,jina,simu,portal_user,nenosiri,kikomo_kes
<<orgc>> Logistics,<<full>>,<<phone>>,<<user>>,<<cred>>,250000
Jamii Sacco,<<full2>>,<<phone2>>,<<first2>>,Imetumwa kwa SMS,100000
""",
    cred="human_x",
)

F.reg(
    "kituo_africastalking_sms_node",
    ("sms/sendLowStockAlert.js", "alerts/at-sms-<<n>>.js"),
    """// Tuma SMS kwa meneja tanki likipungua
const AfricasTalking = require("africastalking")({
  apiKey: "<<cred>>",
  username: "<<org>>",
});

async function alert(tank, litres) {
  await AfricasTalking.SMS.send({
    to: ["<<phone>>"],
    message: `Tanki ${tank} limebaki lita ${litres} - <<place>>`,
    from: "KITUO",
  });
}

module.exports = { alert };
""",
    cred="p:africastalking",
)
