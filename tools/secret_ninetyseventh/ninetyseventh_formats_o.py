# ruff: noqa: E501
"""Family o: a cold-chain vaccine depot (bohari la chanjo) in Kisumu, Kenya: Swahili, English
and a little Dholuo; the KHIS (DHIS2) and Chanjo KE systems, mSupply, M-Pesa Daraja, Africa's
Talking SMS alerts, Telegraf from the fridge loggers, WhatsApp and a handover note."""

from __future__ import annotations

from ninetyseventh_spec import Fam, dec_b64_field, enc_b64, prov

F = Fam(
    name="chanjo_cold_depot_kisumu",
    prefix="chanjo",
    orgs=("baridichanjo", "nyanzacold", "ziwadepot", "chanjohub", "dalacold"),
    tld="co.ke",
    first=(
        ("Achieng", "achieng"),
        ("Otieno", "otieno"),
        ("Wanjiku", "wanjiku"),
        ("Kamau", "kamau"),
        ("Akinyi", "akinyi"),
        ("Odhiambo", "odhiambo"),
        ("Njeri", "njeri"),
        ("Baraka", "baraka"),
    ),
    last=(
        ("Ochieng", "ochieng"),
        ("Mwangi", "mwangi"),
        ("Onyango", "onyango"),
        ("Wafula", "wafula"),
        ("Kiprono", "kiprono"),
        ("Atieno", "atieno"),
        ("Omondi", "omondi"),
    ),
    words=(
        "chanjo",
        "baridi",
        "kisumu",
        "nyanza",
        "simba",
        "jambo",
        "dala",
        "ziwa",
        "mamba",
        "uhuru",
        "harambee",
        "nyota",
        "mvua",
        "tembo",
        "sukuma",
        "gor",
    ),
    pets=("simba", "bosco", "tiger", "rex", "whiskey", "kitty", "jimmy"),
    cc="+254",
    cities=("kisumu", "kakamega", "homa bay", "siaya", "kericho", "busia"),
    tz="+0300",
)

F.reg(
    "nginx_dhis2_proxy_basic_b64",
    ("etc/nginx/sites-available/khis-proxy", "etc/nginx/conf.d/dhis2_<<org>>.conf"),
    """# Reverse proxy so the depot dashboard can read KHIS (DHIS2) stock data without a login
server {
    listen 8088;
    server_name dashboard.<<dom>>;

    location /api/ {
        proxy_pass https://hiskenya.org/api/;
        proxy_set_header Authorization "Basic <<enc>>";
        proxy_set_header Host hiskenya.org;
    }
}
""",
    "human_x",
    "",
    extra=lambda rng, s: {"khis_user": f"{s['fa']}.{s['la']}"},
    encode=lambda v, s: enc_b64(f"{s['khis_user']}:{v}"),
    decode=dec_b64_field(r'Authorization "Basic ([A-Za-z0-9+/=]+)"', 1),
)

F.reg(
    "daraja_stk_push_passkey_python",
    ("payments/mpesa_<<n>>.py", "<<org>>/mpesa/daraja_config.py"),
    """\"\"\"M-Pesa STK push for private clinics buying vaccines from the depot.\"\"\"

DARAJA_BASE = "https://api.safaricom.co.ke"
CONSUMER_KEY = "<<hex32>>"
SHORTCODE = "<<nnnn>><<nn>>"
PASSKEY = "<<cred>>"
CALLBACK_URL = "https://api.<<dom>>/mpesa/callback"
""",
    "p:daraja_passkey",
)

F.reg(
    "africastalking_fridge_alert_node",
    ("alerts/sms.js", "<<org>>-alerts/src/sendSms<<n>>.js"),
    """// SMS alert to the EPI logistician when a fridge goes out of 2-8°C
const AfricasTalking = require("africastalking");

const at = AfricasTalking({
  apiKey: "<<cred>>",
  username: "<<org>>",
});

module.exports = async function alert(fridge, temp) {
  return at.SMS.send({
    to: ["<<phone2>>"],
    message: `ONYO: Friji ${fridge} iko ${temp}°C. Angalia mara moja.`,
    from: "CHANJO",
  });
};
""",
    "p:at_key",
    "",
)

F.reg(
    "swahili_whatsapp_nenosiri_chanjo_ke",
    ("WhatsApp Chat with <<fac>> EPI.txt", "WhatsApp Chat with Depot Kisumu <<n>>.txt"),
    """<<d>>/<<mo>>/<<y>>, <<hm>> - <<fac>> <<lac>>: Habari, siwezi kuingia Chanjo KE, nenosiri limebadilishwa?
<<d>>/<<mo>>/<<y>>, <<hm>> - <<fac2>>: Ndio, tulibadilisha jana baada ya audit
<<d>>/<<mo>>/<<y>>, <<hm2>> - <<fac2>>: Jina la mtumiaji: <<user2>>
<<d>>/<<mo>>/<<y>>, <<hm2>> - <<fac2>>: Nenosiri: <<cred>>
<<d>>/<<mo>>/<<y>>, <<hm2>> - <<fac>> <<lac>>: Asante sana 🙏 nitaweka stock ya BCG leo
""",
    "human",
    "",
)

F.reg(
    "msupply_sync_site_ini",
    ("C:/mSupply/sync_<<org>>.ini", "C:/ProgramData/mSupply/site<<n>>.ini"),
    """; mSupply desktop - sync to the regional server
[Sync]
ServerURL=https://msupply.<<dom>>:2048
SiteName=kisumu_depot_<<n>>
SitePassword=<<cred>>
IntervalMinutes=10

[Store]
Name=Kisumu Regional Vaccine Store
""",
    "pw",
)

F.reg(
    "fridge_logger_telegraf_influx_toml",
    ("etc/telegraf/telegraf.conf", "etc/telegraf/telegraf.d/friji_<<n>>.conf"),
    """# Fridge / freezer loggers (Modbus) -> InfluxDB
[agent]
  interval = "60s"

[[inputs.modbus]]
  name = "friji"
  controller = "tcp://<<ip>>:502"
  holding_registers = [
    { name = "temp_c", byte_order = "AB", data_type = "INT16", scale = 0.1, address = [0] },
  ]

[[outputs.influxdb_v2]]
  urls = ["http://<<ip2>>:8086"]
  token = "<<cred>>"
  organization = "<<org>>"
  bucket = "coldchain"
""",
    "b64:64",
    "toml",
)

F.reg(
    "depot_handover_swahili_note",
    ("Desktop/makabidhiano_<<date>>.txt", "shared/handover/zamu_<<date>>_<<n>>.txt"),
    """MAKABIDHIANO YA ZAMU – <<dmy>>
Kutoka: <<fn>> <<ln>>   Kwa: <<fn2>> <<ln2>>

- Walk-in cold room 1: 4.6°C, sawa. Cold room 2 alarm saa 3 usiku, jenereta iliwaka.
- Dozi za BCG na Penta zimetumwa Siaya na Homa Bay.
- Laptop ya depot (mSupply + Chanjo KE):
    mtumiaji: depot.kisumu
    nenosiri: <<cred>>
- Usisahau kujaza logbook ya joto asubuhi na jioni.
""",
    "human",
    "",
)

F.reg(
    "dhis2_pat_bashrc_export",
    ("home/<<user>>/.bashrc", "home/<<user>>/.bash_profile"),
    """# ~/.bashrc additions - KHIS (DHIS2) stock reports
export PATH="$HOME/.local/bin:$PATH"
alias ll='ls -alF'
export DHIS2_BASE_URL=https://hiskenya.org
export DHIS2_PAT=<<cred>>
export REPORT_DIR=$HOME/reports/<<y>>
""",
    lambda rng, s: prov(rng, "dhis2_pat"),
    "",
)
