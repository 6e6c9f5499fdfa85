# ruff: noqa: E501
"""Family d: a LAN-party organiser in Kenya (Nairobi); Swahili and English, WhatsApp, M-Pesa
Daraja, Africa's Talking SMS, pfSense, Cisco switches, CS2 servers."""

from __future__ import annotations

from eightysecond_spec import Fam

F = Fam(
    name="lanfest_nairobi_crew",
    prefix="lanfest",
    orgs=("lanjamii", "nairobilan", "fragfest", "simbalan", "matatugg"),
    tld="co.ke",
    first=(
        ("Wanjiru", "wanjiru"),
        ("Otieno", "otieno"),
        ("Achieng", "achieng"),
        ("Kiprono", "kiprono"),
        ("Mwangi", "mwangi"),
        ("Njeri", "njeri"),
        ("Baraka", "baraka"),
        ("Zawadi", "zawadi"),
        ("Kamau", "kamau"),
    ),
    last=(
        ("Kariuki", "kariuki"),
        ("Odhiambo", "odhiambo"),
        ("Mutua", "mutua"),
        ("Chebet", "chebet"),
        ("Wambui", "wambui"),
        ("Omondi", "omondi"),
    ),
    words=(
        "simba",
        "matatu",
        "nyama",
        "ugali",
        "harambee",
        "jambo",
        "sasa",
        "poa",
        "nairobi",
        "kibera",
        "westlands",
        "gor",
        "mahia",
        "sheng",
        "mbogi",
        "fiti",
        "kamukunji",
        "chapati",
        "safari",
        "tusker",
    ),
    pets=("simba", "bosco", "jimmy", "chui", "tiny", "bahati", "rex", "shiko"),
    cc="+254 7",
)

F.reg(
    "whatsapp_swahili_nenosiri_switch",
    ("WhatsApp Chat with LAN Crew <<orgc>>.txt", "crew/chats/whatsapp_<<date>>.txt"),
    """<<dmy>>, <<hm>> - <<full>>: Wasee switch ya pili imerudi factory reset 😩
<<dmy>>, <<hm>> - <<full2>>: Nenosiri ya admin ni gani sasa?
<<dmy>>, <<hm2>> - <<full>>: Tumia hii: <<cred>>
<<dmy>>, <<hm2>> - <<full2>>: Poa, nimeingia. Nitaweka VLAN za CS na FIFA sasa hivi
<<dmy>>, <<hm2>> - <<full>>: Usisahau kuiandika kwenye daftari la event
""",
    cred="human",
    syntax="",
)

F.reg(
    "mpesa_daraja_stk_push_js_passkey",
    ("tiketi-<<y>>/src/mpesa.js", "lanfest-tickets/server/config/mpesa_<<n>>.js"),
    """// Tiketi za LAN party - M-Pesa STK push (Daraja)
const SHORTCODE = '<<n2>>4567';
const PASSKEY = '<<cred>>';
const CONSUMER_KEY = process.env.MPESA_CONSUMER_KEY;

function stkPassword(timestamp) {
  return Buffer.from(SHORTCODE + PASSKEY + timestamp).toString('base64');
}

module.exports = {
  SHORTCODE,
  stkPassword,
  callbackUrl: 'https://tiketi.<<dom>>/api/mpesa/callback',
  consumerKey: CONSUMER_KEY,
};
""",
    cred="p:mpesa_passkey",
    syntax="",
)

F.reg(
    "pfsense_config_xml_captive_portal_radius",
    ("firewall/pfsense/config-<<host>>-<<ts>>.xml", "backups/pfsense/config.xml"),
    """<?xml version="1.0"?>
<pfsense>
  <version>22.9</version>
  <system>
    <hostname>lan-fw</hostname>
    <domain><<dom>></domain>
    <timezone>Africa/Nairobi</timezone>
  </system>
  <captiveportal>
    <players>
      <zone>players</zone>
      <interface>opt1</interface>
      <auth_method>radius</auth_method>
      <radius_protocol>PAP</radius_protocol>
      <radiusip><<ip>></radiusip>
      <radiusport>1812</radiusport>
      <radiuskey><<cred>></radiuskey>
      <idletimeout>30</idletimeout>
    </players>
  </captiveportal>
</pfsense>
""",
    cred="pw_xml",
)

F.reg(
    "africastalking_sms_reminder_python_key",
    ("scripts/sms_kumbusho.py", "tools/<<login>>/reminder_sms.py"),
    """import africastalking

# Kumbusho kwa wachezaji: LAN inaanza Jumamosi saa tatu asubuhi
USERNAME = "<<org>>"
API_KEY = "<<cred>>"

africastalking.initialize(USERNAME, API_KEY)
sms = africastalking.SMS

wachezaji = ["<<phone>>", "<<phone2>>"]
ujumbe = "Jambo! LAN party ya <<orgc>> ni Jumamosi. Leta PC yako na kebo ya LAN. Karibu!"
print(sms.send(ujumbe, wachezaji, sender_id="<<orgc>>"))
""",
    cred="x:atsk_:64",
)


def _sheet(s: dict) -> str:
    return f"""<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Akaunti">
  <Table>
   <Row><Cell><Data ss:Type="String">Jina</Data></Cell><Cell><Data ss:Type="String">Mchezo</Data></Cell><Cell><Data ss:Type="String">Akaunti</Data></Cell><Cell><Data ss:Type="String">Nenosiri</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">{s["full"]}</Data></Cell><Cell><Data ss:Type="String">EA FC 25</Data></Cell><Cell><Data ss:Type="String">{s["org"]}_fc{s["n"]}</Data></Cell><Cell><Data ss:Type="String">{s["cred"]}</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">{s["full2"]}</Data></Cell><Cell><Data ss:Type="String">CS2</Data></Cell><Cell><Data ss:Type="String">-</Data></Cell><Cell><Data ss:Type="String">-</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
"""


F.reg(
    "spreadsheetml_akaunti_nenosiri_cell",
    ("Event/akaunti_za_console_<<y>>.xml", "shared/lan_<<n>>/akaunti.xml"),
    _sheet,
    cred="pw_xml",
)

F.reg(
    "cs2_server_cfg_rcon_password",
    ("cs2/game/csgo/cfg/server.cfg", "servers/cs2-<<n>>/cfg/server.cfg"),
    """// <<orgc>> LAN - CS2 match server
hostname "<<orgc>> LAN | Mechi <<n>>"
sv_lan 1
sv_password ""
rcon_password "<<cred>>"
mp_autoteambalance 0
mp_limitteams 0
tv_enable 1
tv_delay 90
log on
""",
    cred="pw_dq",
    syntax="",
)

F.reg(
    "sms_backup_xml_swahili_reply_only",
    ("SMSBackupRestore/sms-<<y>><<mo>><<d>><<hx8>>.xml", "phone/backup/sms-<<date>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<ts>>000" type="full">
  <sms protocol="0" address="<<phone2>>" date="<<ts>>000" type="2" subject="null" body="Nenosiri ya wifi ya ukumbi ni gani? Wachezaji wanauliza" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<hms>>" contact_name="<<full2>>" />
  <sms protocol="0" address="<<phone2>>" date="<<ts>>900" type="1" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="+254722500029" read="1" status="-1" locked="0" date_sent="<<ts>>800" sub_id="1" readable_date="<<dmy>> <<hms>>" contact_name="<<full2>>" />
</smses>
""",
    cred="human_x",
)

F.reg(
    "cisco_switch_running_config_plain",
    ("network/switches/core-sw<<n>>-running.txt", "tftp/<<org>>-sw-<<date>>.cfg"),
    """!
version 15.2
hostname LAN-CORE-<<n>>
!
username admin privilege 15 password 0 <<cred>>
!
vlan 10
 name WACHEZAJI
vlan 20
 name STREAM
!
interface GigabitEthernet1/0/1
 switchport mode trunk
!
snmp-server location Ukumbi wa <<orgc>>, Nairobi
line vty 0 4
 login local
 transport input ssh
end
""",
    cred="pw_bare",
    syntax="",
)
