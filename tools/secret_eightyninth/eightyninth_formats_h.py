"""Family h: salt works (agariya salt pans) in the Little Rann of Kutch, Gujarat, India
(Gujarati and English): solar-pump remote monitoring, Razorpay, an ESP32 brine-density logger,
BUSY accounting, GST e-invoicing, Growatt solar inverters in Home Assistant, Telegram."""
# ruff: noqa: E501

from __future__ import annotations

from eightyninth_spec import Fam

H = Fam(
    name="agariya_salt_works_gujarat",
    orgs=("mithapan", "rannsalt", "kharaghodasalt"),
    display=("મીઠાપણ સોલ્ટ વર્ક્સ", "Rann Salt Industries", "ખારાઘોડા મીઠું ઉદ્યોગ"),
    tld="in",
    first=(
        ("રમેશ", "ramesh"),
        ("કાંતાબેન", "kantaben"),
        ("ભરત", "bharat"),
        ("હેતલ", "hetal"),
        ("જીગ્નેશ", "jignesh"),
        ("ભાવના", "bhavna"),
        ("મહેશ", "mahesh"),
        ("દક્ષા", "daksha"),
    ),
    last=(
        ("પટેલ", "patel"),
        ("કોળી", "koli"),
        ("ચાવડા", "chavda"),
        ("ઠાકોર", "thakor"),
        ("શાહ", "shah"),
        ("મકવાણા", "makwana"),
        ("સોલંકી", "solanki"),
        ("દેસાઈ", "desai"),
    ),
    words=(
        "mithu",
        "rann",
        "kutch",
        "agar",
        "kharaghoda",
        "garba",
        "navratri",
        "dhokla",
        "jalebi",
        "kesar",
        "dwarka",
        "somnath",
        "sabarmati",
        "dandi",
        "ghudkhar",
        "thepla",
    ),
    pets=("moti", "kalu", "sheru", "tommy", "raja", "chiku", "bholu"),
    cc="+91",
    tz="+05:30",
)

H.reg(
    "agariya_gujarati_whatsapp_solar_pump_rms",
    ("WhatsApp/WhatsApp Chat with <<fac2>> <<n>>.txt", "chats/agar_<<d8>>.txt"),
    """<<dmy>>, <<time>> - <<first2>> <<last2>>: ભાઈ, સોલાર પંપ RMS પોર્ટલમાં લોગિન નથી થતું, પંપ 3 બંધ દેખાય છે
<<dmy>>, <<time>> - <<first2>> <<last2>>: બ્રાઈન પાટામાં પાણી ઓછું છે
<<dmy>>, <<time2>> - <<first>> <<last>>: યુઝર આઈડી <<login>>
<<dmy>>, <<time2>> - <<first>> <<last>>: પાસવર્ડ <<cred>>
<<dmy>>, <<time2>> - <<first2>> <<last2>>: થઈ ગયું, આભાર 🙏
""",
    cred="human",
    syntax="",
)

H.reg(
    "agariya_razorpay_key_secret_python",
    ("payments/<<org>>/razorpay_links_<<n>>.py", "scripts/payment_link_<<n2>>.py"),
    '''"""Payment links for bulk salt orders (Razorpay)."""

import razorpay

KEY_ID = "rzp_live_<<kid>>"
KEY_SECRET = "<<cred>>"

client = razorpay.Client(auth=(KEY_ID, KEY_SECRET))


def link(amount_rupees, customer, phone):
    return client.payment_link.create({"amount": int(amount_rupees * 100), "currency": "INR", "customer": {"name": customer, "contact": phone}})
''',
    cred="p:razorpay",
    extra=lambda rng, s: s.update(
        kid="".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(14)
        )
    ),
)

H.reg(
    "agariya_brine_baume_esp32_arduino_ino",
    ("firmware/brine_logger_<<n>>/brine_logger.ino", "arduino/<<org>>_baume<<n2>>.ino"),
    """// brine density (°Bé) logger for the condenser pans - ESP32 + load cell hydrometer
#include <WiFi.h>
#include <HTTPClient.h>

const char* WIFI_SSID = "Agar-Pan<<n2>>";
const char* WIFI_PASS = "<<cred>>";
const char* LOG_URL = "http://<<lan>>:8080/api/baume";

void setup() {
  Serial.begin(115200);
  WiFi.begin(WIFI_SSID, WIFI_PASS);
  while (WiFi.status() != WL_CONNECTED) delay(500);
}

void loop() {
  float baume = readBaume();
  HTTPClient http;
  http.begin(LOG_URL);
  http.POST(String("{\\"pan\\":<<n2>>,\\"be\\":") + baume + "}");
  http.end();
  delay(600000);
}
""",
    cred="human_x",
    syntax="",
)

H.reg(
    "agariya_busy_accounting_sql_udl_file",
    ("BUSY/<<org>>/busy<<n2>>.udl", "C/BusyWin/DATA/conn_<<n>>.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=sa;Initial Catalog=BusyComp0<<n2>>_db1<<yy>>;Data Source=<<ip>>\\BUSY
""",
    cred="pw",
    syntax="",
)

H.reg(
    "agariya_gst_einvoice_irp_client_secret_env",
    ("einvoice/<<org>>/.env", "gst-irp-<<n2>>/.env.prod"),
    """# GST e-invoice (IRP) API - salt despatch invoices to chemical plants
IRP_BASE_URL=https://api.einvoice1.gst.gov.in
IRP_GSTIN=24AA<<n>>C<<n2>>1Z5
IRP_CLIENT_ID=AA<<n>>24<<cidtail>>
IRP_CLIENT_SECRET=<<cred>>
IRP_USERNAME=API_<<org>>
IRP_PASSWORD=${IRP_PASSWORD}
""",
    cred="alnum:30",
    syntax="",
    extra=lambda rng, s: s.update(
        cidtail="".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(8))
    ),
)


def _tsv(s: dict) -> str:
    return (
        "ટ્રક નં\tડ્રાઈવર\tમોબાઈલ\tGPS app user\tGPS app password\n"
        f"GJ-12-{s['plate']}\t{s['first']} {s['last']}\t{s['phone']}\t{s['login']}\t{s['cred']}\n"
        f"GJ-12-AT{s['n']}\t{s['first2']} {s['last2']}\t{s['phone2']}\t{s['fa2']}{s['n2']}\tશેઠ પાસે\n"
    )


H.reg(
    "agariya_truck_loading_tsv_driver_logins",
    ("dispatch/trucks_<<yr>>_<<n>>.tsv", "office/driver_logins_<<mo>><<yy>>.tsv"),
    _tsv,
    cred="human_x",
    syntax="",
)

H.reg(
    "agariya_telegram_copied_text_reply_only",
    ("notes/telegram_<<fa2>>_<<n>>.txt", "Desktop/tg_copy_<<d8>>.txt"),
    """[<<dmy2>> <<time>>] <<first2>> <<last2>>: Growatt app નો પાસવર્ડ મોકલોને, inverter error બતાવે છે
[<<dmy2>> <<time2>>] <<first>> <<last>>: <<cred>>
[<<dmy2>> <<time2>>] <<first2>> <<last2>>: 👍
""",
    cred="human_x",
    syntax="",
)

H.reg(
    "agariya_growatt_inverter_home_assistant_secrets_yaml",
    ("homeassistant/<<org>>/secrets.yaml", "config/ha-pan<<n2>>/secrets.yaml"),
    """# Home Assistant secrets - salt pan site office
growatt_username: <<login>>
growatt_password: "<<cred>>"
latitude_home: 23.<<n>>
longitude_home: 71.<<n2>>
""",
    cred="human_x",
)
