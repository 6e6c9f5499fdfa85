# ruff: noqa: E501
"""Family a: a public library branch in Kenya (Swahili / English; Koha, M-Pesa fines, PaperCut
print release, SIP2 self-check, RFID gates)."""

from __future__ import annotations

from hundredsixth_spec import Fam, alnum, dec_url, enc_url, grab, human, reg

F = Fam(
    name="maktaba_tawi_umma",
    orgs=("tawisoma", "kitabuhuru", "somamtaani"),
    tld="or.ke",
    first=(
        ("Wanjiru", "wanjiru"),
        ("Otieno", "otieno"),
        ("Achieng", "achieng"),
        ("Kamau", "kamau"),
        ("Njeri", "njeri"),
        ("Wafula", "wafula"),
        ("Chebet", "chebet"),
        ("Mwangi", "mwangi"),
    ),
    last=(
        ("Odhiambo", "odhiambo"),
        ("Mutua", "mutua"),
        ("Kiprono", "kiprono"),
        ("Wekesa", "wekesa"),
        ("Njoroge", "njoroge"),
        ("Omondi", "omondi"),
    ),
    words=(
        "kitabu",
        "maktaba",
        "soma",
        "jambo",
        "nyota",
        "mvua",
        "tembo",
        "kahawa",
        "pwani",
        "uhuru",
        "amani",
        "hadithi",
        "kalamu",
        "shule",
        "kibanda",
    ),
    pets=("simba", "bingo", "tusker", "rafiki", "kiki", "bosco"),
    seasons=("masika", "vuli", "kiangazi", "krismasi", "idd"),
    cc="254",
)

reg(
    F,
    "maktaba_koha_instance_koha_conf_xml_pass",
    ("etc/koha/sites/<<org>>/koha-conf.xml", "backup/<<org>>-<<date>>/koha-conf.xml"),
    """<yazgfs>
<listen id="biblioserver">unix:/var/run/koha/<<org>>/bibliosocket</listen>
<config>
 <db_scheme>mysql</db_scheme>
 <database>koha_<<org>></database>
 <hostname>localhost</hostname>
 <port>3306</port>
 <user>koha_<<org>></user>
 <pass><<cred>></pass>
 <tls>no</tls>
 <kohasite><<org>></kohasite>
 <intranetdir>/usr/share/koha/intranet/cgi-bin</intranetdir>
 <opacdir>/usr/share/koha/opac/cgi-bin/opac</opacdir>
 <memcached_servers>127.0.0.1:11211</memcached_servers>
 <timezone>Africa/Nairobi</timezone>
</config>
</yazgfs>
""",
    "pw_xml",
)

reg(
    F,
    "maktaba_swahili_whatsapp_nenosiri_wifi_wasomaji",
    (
        "exports/WhatsApp Chat with Wafanyakazi Tawi <<n>>.txt",
        "simu/<<fa>>/WhatsApp Chat - Maktaba <<org>>.txt",
    ),
    """<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<first>> <<last>>: Habari za asubuhi wote
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<first2>>: Salama. Wasomaji wanauliza wifi ya ukumbi wa kusoma imebadilika?
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<first>> <<last>>: Ndiyo, Safaricom walikuja jana. Jina ni MAKTABA-WASOMAJI
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<first>> <<last>>: Nenosiri jipya: <<cred>>
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<first2>>: Asante sana 🙏 nitaandika kwenye ubao
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<first>> <<last>>: Usiandike ubaoni tafadhali, waambie mdomo tu
""",
    "human",
)

reg(
    F,
    "maktaba_fines_mpesa_daraja_stk_env",
    ("fines-portal/.env", "srv/mpesa-fines/<<org>>/.env.production"),
    """APP_NAME="Maktaba Fines"
APP_ENV=production
KOHA_REST_URL=https://<<host>>/api/v1
KOHA_CLIENT_ID=<<hexid>>-fines
MPESA_ENV=production
MPESA_SHORTCODE=<<nnn>>4<<n>>
MPESA_CONSUMER_KEY=<<key>>
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://<<dom>>/mpesa/callback
""",
    "p:mpesa_passkey",
    extra=lambda r, s: {"key": alnum(r, 32)},
)

reg(
    F,
    "maktaba_public_pc_papercut_server_properties_db",
    ("PaperCut MF/server/server.properties", "print-release/<<org>>/server.properties"),
    """### PaperCut MF server configuration - <<org>> branch public PCs
server.port=9191
server.ssl.port=9192
database.type=SQLServer
database.driver=net.sourceforge.jtds.jdbc.Driver
database.url=jdbc:jtds:sqlserver://<<ip>>:1433/papercut_<<org>>
database.username=pcut_<<org>>
database.password=<<cred>>
print-release.station=SOMA-<<n>>
""",
    "pw",
    syntax="",
)

reg(
    F,
    "maktaba_selfcheck_sip2_kiosk_station_ini",
    ("SelfCheck/config/station<<n>>.ini", "C:/ProgramData/SelfServe/<<org>>-sip2.ini"),
    """[Station]
Name=Kibanda cha kujihudumia <<n>>
Location=<<org>> ground floor
RFIDReader=COM3

[SIP2]
Host=<<host>>
Port=6001
LoginUser=sc_<<org>>_<<n>>
LoginPassword=<<cred>>
LocationCode=<<org>>
Terminator=CR

[Receipt]
Printer=EPSON TM-T20III
Footer=Asante kwa kusoma!
""",
    "pw",
)


def _maktaba_cred(r, f):
    return human(r, f, "!#@$+&")


reg(
    F,
    "maktaba_overdue_report_koha_svc_auth_percent_encoded_sh",
    ("usr/local/bin/ripoti-overdue-<<org>>.sh", "scripts/cron/overdue-<<org>>-<<n>>.sh"),
    """#!/bin/sh
# called from root's crontab: 30 6 * * * /usr/local/bin/ripoti-overdue.sh
# ripoti ya vitabu vilivyochelewa -> barua pepe kwa msimamizi wa tawi
set -e
JAR=$(mktemp)
curl -s -c "$JAR" "https://<<host>>/cgi-bin/koha/svc/authentication?userid=<<user>>&password=<<enc>>"
curl -s -b "$JAR" "https://<<host>>/cgi-bin/koha/svc/report?id=<<n>>" > /srv/ripoti/overdue-$(date +%F).csv
mail -s "Ripoti ya overdue <<org>>" <<email>> < /srv/ripoti/overdue-$(date +%F).csv
rm -f "$JAR"
""",
    _maktaba_cred,
    syntax="",
    enc=enc_url,
    decode=lambda t: dec_url(grab(r"password=([^\"&\s]+)", t)),
)

reg(
    F,
    "maktaba_branch_handover_note_kukabidhi",
    ("Makabidhiano/<<date>>-<<fa>>.md", "shared/handover/tawi-<<org>>-<<m>><<y>>.md"),
    """# Makabidhiano ya zamu - <<org>> (<<date>>)

Kutoka: <<first>> <<last>>  Kwenda: <<first2>>

- Mashine ya RFID lango la kuingilia inalia bure, fundi wa Bibliotheca atakuja Jumanne.
- PC za umma 1-8: Deep Freeze imewashwa, usizime UPS.
- Koha staff client: tumia akaunti ya zamu
  - jina: zamu_<<org>>
  - nenosiri: <<cred>>
- Risiti za M-Pesa za faini zimo kwenye droo ya pili.
""",
    "human",
    syntax="",
)

reg(
    F,
    "maktaba_rfid_gate_sms_backup_reply_value_only",
    ("sms-backup/sms-<<date>><<hh>><<mi>>.xml", "Phone/SMSBackupRestore/sms-<<fa>>-<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<hexid>>" backup_date="1767225600000" type="full">
  <sms protocol="0" address="<<phone>>" date="1767225600000" type="1" subject="null" body="Boss, lango la RFID limejifunga tena. Admin ya web panel ni ipi?" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" readable_date="<<date>>" contact_name="<<first2>>" />
  <sms protocol="0" address="<<phone>>" date="1767225660000" type="2" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" readable_date="<<date>>" contact_name="<<first2>>" />
  <sms protocol="0" address="<<phone>>" date="1767225720000" type="1" subject="null" body="Sawa imefunguka" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" readable_date="<<date>>" contact_name="<<first2>>" />
</smses>
""",
    "pw_xml",
)
