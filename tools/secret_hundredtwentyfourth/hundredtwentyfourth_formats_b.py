# ruff: noqa: E501
"""Family b: a matatu (minibus-taxi) SACCO in Kenya (Swahili, Sheng, English)."""

from __future__ import annotations

import random

from hundredtwentyfourth_spec import Fam, dec_basic, enc_b64, prov

F = Fam(
    name="nganya_matatu_sacco_kenya",
    key="nganya",
    orgs=("kivukomatwana", "nganyalink", "thikaroadsacco"),
    tld="co.ke",
    first=(
        ("Wanjiru", "wanjiru"),
        ("Otieno", "otieno"),
        ("Kamau", "kamau"),
        ("Achieng", "achieng"),
        ("Mwangi", "mwangi"),
        ("Njeri", "njeri"),
    ),
    last=(
        ("Kariuki", "kariuki"),
        ("Odhiambo", "odhiambo"),
        ("Mutua", "mutua"),
        ("Wafula", "wafula"),
        ("Chebet", "chebet"),
        ("Njoroge", "njoroge"),
    ),
    words=(
        "matatu",
        "nganya",
        "manamba",
        "githurai",
        "rongai",
        "simba",
        "harambee",
        "safari",
        "jambo",
        "baraka",
        "kanjo",
        "makanga",
        "gikomba",
        "kitengela",
    ),
    pets=("simba", "bosco", "tiger", "duma", "shiru"),
    cc="+254",
    cities=("Nairobi", "Thika", "Rongai", "Githurai", "Kitengela"),
)

# 1 M-Pesa Daraja .env of the SACCO's fare-collection backend
F.reg(
    "mpesa_daraja_stk_push_dotenv",
    ("srv/<<org>>/fare-api/.env", "home/<<user>>/sacco-backend/.env"),
    """APP_ENV=production
MPESA_ENV=production
MPESA_SHORTCODE=<<bus>><<num>>
MPESA_CONSUMER_KEY=<<ckey>>
MPESA_CONSUMER_SECRET=<<cred>>
MPESA_PASSKEY=<<passkey>>
MPESA_CALLBACK_URL=https://api.<<dom>>/mpesa/callback
DB_HOST=<<ip>>
""",
    "p:mpesa_secret",
    extra=lambda rng, s: {"ckey": prov(rng, "mpesa_key"), "passkey": prov(rng, "mpesa_passkey")},
)

# 2 WhatsApp (Kenyan bracket style) between the stage marshal and the SACCO office
F.reg(
    "swahili_whatsapp_nenosiri_stage_tablet",
    ("WhatsApp/Chat_<<org>>_stage_<<num>>.txt", "Downloads/WhatsApp Chat with <<fa>>.txt"),
    """[<<slash>>, <<secs>>] <<first>> <<last>>: Boss tablet ya stage imelock tena, siwezi kuandika magari
[<<slash>>, <<secs>>] Ofisi <<org>>: Ni ile ya Hikvision ama ile mpya?
[<<slash>>, <<secs>>] <<first>> <<last>>: Ile mpya ya <<city>> stage
[<<slash>>, <<secs>>] Ofisi <<org>>: Nenosiri ni <<cred>> usipatie makanga
[<<slash>>, <<secs>>] <<first>> <<last>>: Sawa asante, imefunguka 🙏
""",
    "human",
)

# 3 SMS backup XML where the reply holds only the value
F.reg(
    "sms_backup_xml_jibu_pekee",
    ("SMSBackupRestore/sms-<<date>>.xml", "Android/backup/sms_<<user>>_<<hex8>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<ts>>000">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" subject="null" body="Njeri nitumie ile password ya mashine ya tiketi, naingia shift sasa" toa="null" sc_toa="null" service_center="+254722500029" read="1" status="-1" locked="0" readable_date="<<slash>> <<time>>" contact_name="<<first>> <<last>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>500" type="2" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" readable_date="<<slash>> <<time>>" contact_name="<<first>> <<last>>" />
</smses>
""",
    "human_x",
)

# 4 Traccar GPS server config (Java properties XML)
F.reg(
    "traccar_gps_server_properties_xml",
    ("opt/traccar/conf/traccar.xml", "etc/traccar/<<org>>-traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<ip>>:3306/traccar?zeroDateTimeBehavior=round&amp;serverTimezone=Africa/Nairobi</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='teltonika.port'>5027</entry>
</properties>
""",
    "pw_xml",
)

# 5 NTSA compliance portal login script (Python)
F.reg(
    "ntsa_compliance_portal_python_login",
    ("home/<<user>>/ntsa/check_licences.py", "opt/<<org>>/scripts/ntsa_insurance_check.py"),
    """import requests

PORTAL = 'https://portal.<<dom>>/ntsa'
S = requests.Session()
S.post(PORTAL + '/login', data={'username': '<<user>>', 'password': '<<cred>>'}, timeout=30)
for plate in open('magari.txt', encoding='utf-8').read().split():
    r = S.get(PORTAL + '/inspection', params={'reg': plate}, timeout=30)
    print(plate, r.json().get('expiry'))
""",
    "pw_sq",
)

# 6 flat ODS of the SACCO's accounts sheet with the logins column
F.reg(
    "sacco_hesabu_flat_ods_cell",
    ("Documents/SACCO/hesabu_<<year>>.fods", "Shared/<<org>>/akaunti_za_mtandao.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body><office:spreadsheet><table:table table:name="Akaunti">
  <table:table-row><table:table-cell><text:p>Huduma</text:p></table:table-cell><table:table-cell><text:p>Mtumiaji</text:p></table:table-cell><table:table-cell><text:p>Nenosiri</text:p></table:table-cell></table:table-row>
  <table:table-row><table:table-cell><text:p>KRA iTax</text:p></table:table-cell><table:table-cell><text:p><<user>></text:p></table:table-cell><table:table-cell><text:p><<cred>></text:p></table:table-cell></table:table-row>
 </table:table></office:spreadsheet></office:body>
</office:document>
""",
    "human_x",
    syntax="xml",
)

# 7 Telegram dispatch bot (Node.js) with its bot token
F.reg(
    "telegram_dispatch_bot_token_node",
    ("srv/<<org>>/dispatch-bot/index.js", "home/<<user>>/bots/foleni_bot.js"),
    """const TelegramBot = require('node-telegram-bot-api');

const token = '<<cred>>';
const bot = new TelegramBot(token, { polling: true });

bot.onText(/\\/foleni/, (msg) => {
  bot.sendMessage(msg.chat.id, 'Foleni ya <<city>> stage: magari <<num>> yamesubiri');
});
""",
    "p:telegram",
)


# 8 curl with Basic auth in a bash history (base64 user:password, encoded)
def _basic_extra(rng: random.Random, s: dict) -> dict:
    return {"basic": enc_b64(f"{s['user']}:{s['cred']}")}


F.reg(
    "cashless_card_api_curl_basic_history",
    ("home/<<user>>/.bash_history", "root/.bash_history"),
    """cd /srv/<<org>>/card-sync
curl -s -H "Authorization: Basic <<basic>>" https://cashless.<<dom>>/api/v1/topups?date=<<date>> | jq '.total'
tail -n 50 logs/sync.log
""",
    "pw",
    extra=_basic_extra,
    decode=dec_basic,
)
