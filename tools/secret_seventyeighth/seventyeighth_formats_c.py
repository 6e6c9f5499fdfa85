# ruff: noqa: E501
"""Family c: a Kenyan village water committee with a borehole and prepaid kiosks (kamati ya maji)."""

from __future__ import annotations

import json

from seventyeighth_spec import Fam, Slots, alnum, dec_basic, enc_b64, hexs, xml_text

FAM = Fam(
    name="kisima_water_committee",
    key="kisima",
    orgs=(
        ("Kamati ya Maji Kisima Kwetu", "kisimakwetu"),
        ("Kisima Moja Water Project", "kisimamoja"),
        ("Bodi ya Maji Mwingi Vijijini", "majimwingi"),
    ),
    tld="or.ke",
    first=(
        ("Wanjiru", "wanjiru"),
        ("Achieng", "achieng"),
        ("Baraka", "baraka"),
        ("Kiprono", "kiprono"),
        ("Amina", "amina"),
        ("Juma", "juma"),
        ("Neema", "neema"),
        ("Otieno", "otieno"),
    ),
    last=(
        ("Mwangi", "mwangi"),
        ("Odhiambo", "odhiambo"),
        ("Kariuki", "kariuki"),
        ("Chebet", "chebet"),
        ("Mutua", "mutua"),
        ("Wambua", "wambua"),
    ),
    words=(
        "maji",
        "kisima",
        "simba",
        "baraka",
        "harambee",
        "mvua",
        "jamii",
        "uhuru",
        "mkulima",
        "pamoja",
        "tusker",
        "ugali",
        "nyota",
        "tembo",
        "kilima",
        "gor",
    ),
    pets=("simba", "bosco", "jimmy", "chui", "tiger", "rex"),
    cc="+254",
    places=("Mwingi", "Kitui", "Kibwezi", "Makindu", "Nguni"),
)

R = FAM.reg

# 1 Node-RED flows_cred.json (unencrypted) for the borehole telemetry
R(
    "borehole_node_red_flows_cred_json",
    ("home/pi/.node-red/flows_cred.json", "opt/telemetry/node-red/flows_<<slug>>_cred.json"),
    lambda s: (
        json.dumps(
            {
                s["nid"]: {"user": f"kisima_{s['fa']}", "password": s["cred"]},
                s["nid2"]: {"user": "modbus_gw", "password": s["cred"]},
            },
            indent=4,
        )
        + "\n"
    ),
    cred="pw_json",
    extra=lambda rng, s: {"nid": hexs(rng, 16), "nid2": hexs(rng, 16)},
)

# 2 M-Pesa Daraja paybill .env
R(
    "mpesa_daraja_paybill_dotenv",
    ("var/www/malipo/.env", "srv/maji-billing/.env.production"),
    """APP_NAME="Malipo ya Maji"
APP_ENV=production
MPESA_ENV=production
MPESA_SHORTCODE=<<sc>>
MPESA_CONSUMER_KEY=<<ck>>
MPESA_CONSUMER_SECRET=<<cs>>
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://malipo.<<dom>>/api/mpesa/callback
""",
    cred="p:mpesa_passkey",
    syntax="",
    extra=lambda rng, s: {
        "sc": str(rng.randint(400000, 999999)),
        "ck": alnum(rng, 48),
        "cs": alnum(rng, 16),
    },
)

# 3 WhatsApp (Kenya, dd/mm/yyyy) in Swahili
R(
    "swahili_whatsapp_nenosiri_kiosk",
    (
        "WhatsApp/WhatsApp Chat with Kamati ya Maji.txt",
        "Downloads/WhatsApp Chat - Kiosk <<place>>.txt",
    ),
    """<<dmy_slash>>, <<time>> - <<first2>>: Habari za asubuhi. Kiosk ya <<place>> imekataa login tena
<<dmy_slash>>, <<time>> - <<first>>: Tumia hii: user <<login>>
<<dmy_slash>>, <<time2>> - <<first>>: nenosiri ni <<cred>>
<<dmy_slash>>, <<time2>> - <<first2>>: Asante sana, imefanya kazi 👍🏾
<<dmy_slash>>, <<time2>> - <<first>>: Usimpe mtu mwingine tafadhali
""",
    cred="human",
    syntax="",
)

# 4 bash history: curl to the Teltonika RUT955 API with a Basic header (encoded)
R(
    "rut955_router_curl_basic_base64_history",
    ("home/<<login>>/.bash_history", "root/.bash_history"),
    lambda s: (
        f"""ping -c 3 {s["ip"]}
curl -k https://{s["ip"]}/api/system/device/status
curl -k -H "Authorization: Basic {s["enc"]}" https://{s["ip"]}/cgi-bin/luci/rpc/sys
ssh root@{s["ip"]}
"""
    ),
    cred="pw_bare",
    syntax="",
    extra=lambda rng, s: {"enc": enc_b64(f"admin:{s['cred']}")},
    decode=dec_basic,
)

# 5 Teltonika UCI: SMS gateway credentials
R(
    "teltonika_sms_gateway_uci_config",
    ("etc/config/sms_gateway", "backup/rut955_<<ymd_compact>>/etc/config/sms_utils"),
    """config sms_gateway 'post_get'
	option enabled '1'
	option username 'maji_<<fa>>'
	option password '<<cred>>'

config rule
	option action 'send_status'
	option authorization 'password'
	option allowed_phone 'all'
	option smstext 'hali'
""",
    cred="pw_sq",
    syntax="",
)


# 6 SMS Backup & Restore XML: reply holding only the value
def _sms(s: Slots) -> str:
    return f"""<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="{s["nid"]}" backup_date="{s["epoch"]}000" type="full">
  <sms protocol="0" address="{s["phone_raw"]}" date="{s["epoch"]}000" type="1" subject="null" body="Mzee, nipe password ya mita ya kisima" toa="null" sc_toa="null" service_center="+254722500029" read="1" status="-1" locked="0" readable_date="{s["dmy"]} {s["time"]}" contact_name="{xml_text(s["first2"])}" />
  <sms protocol="0" address="{s["phone_raw"]}" date="{s["epoch"]}500" type="2" subject="null" body="{xml_text(s["cred"])}" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" readable_date="{s["dmy"]} {s["time2"]}" contact_name="{xml_text(s["first2"])}" />
  <sms protocol="0" address="{s["phone_raw"]}" date="{s["epoch"]}900" type="1" subject="null" body="Sawa asante" toa="null" sc_toa="null" service_center="+254722500029" read="1" status="-1" locked="0" readable_date="{s["dmy"]} {s["time2"]}" contact_name="{xml_text(s["first2"])}" />
</smses>
"""


R(
    "sms_backup_xml_reply_only_value",
    ("SMSBackupRestore/sms-<<ymd_compact>>.xml", "Download/sms-backup-<<num>>.xml"),
    _sms,
    cred="human_x",
    extra=lambda rng, s: {"nid": hexs(rng, 8)},
)


# 7 SpreadsheetML meter readings with login cells
def _ssml(s: Slots) -> str:
    rows = [
        ["Kiosk", "Mita", "Login", "Nenosiri", "Maoni"],
        [s["place"], s["num"], s["login"], s["cred"], "imebadilishwa " + s["dmy"]],
        ["Nguni", "204", "kiosk2", "—", "haitumiki"],
    ]
    body = "".join(
        "<Row>"
        + "".join(f'<Cell><Data ss:Type="String">{xml_text(c)}</Data></Cell>' for c in r)
        + "</Row>\n"
        for r in rows
    )
    return f"""<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
<Worksheet ss:Name="Usomaji wa mita">
<Table>
{body}</Table>
</Worksheet>
</Workbook>
"""


R(
    "meter_readings_spreadsheetml_nenosiri",
    ("Documents/usomaji_mita_<<year>>.xml", "shared/kamati/mita_<<ymd_compact>>.xml"),
    _ssml,
    cred="human",
)

# 8 Python: KoboToolbox API token for water quality surveys
R(
    "kobotoolbox_water_quality_python_token",
    ("scripts/pakua_kobo.py", "home/<<login>>/kobo/ubora_wa_maji.py"),
    """import requests

KOBO_URL = "https://kf.kobotoolbox.org"
TOKEN = "<<cred>>"  # akaunti ya <<fa>>
ASSET = "<<asset>>"

r = requests.get(
    f"{KOBO_URL}/api/v2/assets/{ASSET}/data.json",
    headers={"Authorization": f"Token {TOKEN}"},
    timeout=30,
)
for row in r.json()["results"]:
    print(row.get("kisima"), row.get("ph"), row.get("turbidity"))
""",
    cred="hex:40",
    extra=lambda rng, s: {"asset": "a" + alnum(rng, 21)},
)
