# ruff: noqa: E501
"""Family a: a Kenyan parliamentary candidate's campaign office in Nairobi / Kisumu (Swahili,
English, Sheng): NationBuilder, M-Pesa Daraja donations, Africa's Talking bulk SMS, WhatsApp
groups, a MikroTik router at the office, SMS backups and agent rosters."""

from __future__ import annotations

import random

from ninetysecond_spec import Fam, after, basic, dec_basic, pick

KE = Fam(
    name="mgombea_ofisi_kampeni_kenya",
    orgs=(
        ("sautiyamwananchi", "Sauti ya Mwananchi 2027"),
        ("tukopamojakisumu", "Tuko Pamoja Kisumu Central"),
        ("mgombeawanjiru", "Wanjiru for Embakasi"),
        ("harakatizauhuru", "Harakati za Uhuru Campaign"),
    ),
    tld="co.ke",
    first=(
        ("Wanjiku", "wanjiku"),
        ("Otieno", "otieno"),
        ("Akinyi", "akinyi"),
        ("Kamau", "kamau"),
        ("Chebet", "chebet"),
        ("Mwangi", "mwangi"),
        ("Achieng", "achieng"),
        ("Kiprono", "kiprono"),
        ("Nyokabi", "nyokabi"),
        ("Baraka", "baraka"),
    ),
    last=(
        ("Odhiambo", "odhiambo"),
        ("Njoroge", "njoroge"),
        ("Wekesa", "wekesa"),
        ("Mutua", "mutua"),
        ("Kariuki", "kariuki"),
        ("Ochieng", "ochieng"),
        ("Rotich", "rotich"),
        ("Wambui", "wambui"),
    ),
    words=(
        "uhuru",
        "harambee",
        "kura",
        "mabadiliko",
        "wananchi",
        "tukopamoja",
        "ushindi",
        "sautiyetu",
        "nyayo",
        "simba",
        "jembe",
        "matatu",
        "ugali",
        "pamoja",
        "nguvu",
        "haki",
    ),
    pets=("simba", "bosco", "jimmy", "tiger", "bobby", "rex", "chui", "kiboko"),
    cc="+254",
    places=("kisumu", "embakasi", "kibera", "nakuru", "eldoret", "machakos", "thika", "kasarani"),
)

KE.reg(
    "mgombea_nationbuilder_ruby_sync_canvass",
    ("campaign-tools/nb_sync_<<la>>.rb", "scripts/sync_canvass_<<n>>.rb"),
    """# Sync door-knock results from the KoboToolbox export into NationBuilder
# Imeandikwa na <<fn>> <<ln>> - usibadilishe bila kuniuliza
require "nationbuilder"
require "csv"

NATION_SLUG = "<<org>>"
API_TOKEN   = "<<cred>>"

client = NationBuilder::Client.new(NATION_SLUG, API_TOKEN, retries: 3)

CSV.foreach("exports/kobo_mlango_<<date>>.csv", headers: true) do |row|
  person = {
    first_name: row["jina_la_kwanza"],
    last_name:  row["jina_la_mwisho"],
    phone:      row["simu"],
    tags:       ["ward_<<place>>", row["msimamo"] == "ndiyo" ? "supporter" : "undecided"],
  }
  client.call(:people, :push, person: person)
end
puts "Imekamilika: #{Time.now}"
""",
    "p:nationbuilder",
    syntax="",
)


def _ke_wa(s: dict[str, object]) -> str:
    d = f"{s['d']:02d}/{s['mo']:02d}/{s['year']}"
    a = f"{s['fn']} {s['ln']}"
    b = f"{s['fn2']} {s['ln2']}"
    return "\n".join(
        (
            f"{d}, {s['time']} - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.",
            f"{d}, {s['time']} - {a}: Wasee, laptop ya ofisi ya kampeni imefungwa tena 😤",
            f"{d}, {s['time']} - {b}: Nenosiri ni gani? Nataka kuprint mabango ya {s['place']}",
            f"{d}, {s['time2']} - {a}: Nenosiri mpya ni {s['cred']}",
            f"{d}, {s['time2']} - {a}: Usitume kwa group kubwa tafadhali",
            f"{d}, {s['time2']} - {b}: Sawa boss 👍🏾 asante",
            "",
        )
    )


KE.reg(
    "mgombea_swahili_whatsapp_nenosiri_laptop",
    (
        "WhatsApp Chat with Ofisi ya Kampeni <<place>>.txt",
        "exports/whatsapp/ofisi_<<n>>_<<la>>.txt",
    ),
    _ke_wa,
    "human",
    syntax="",
)

KE.reg(
    "mgombea_mpesa_daraja_stk_push_env",
    ("donate-site/.env", "changisha/<<org>>/.env.production"),
    """# Changisha - donation page for <<orgname>>
DJANGO_SETTINGS_MODULE=changisha.settings.production
ALLOWED_HOSTS=changa.<<dom>>,www.<<dom>>
DATABASE_URL=sqlite:////srv/changisha/db.sqlite3
MPESA_ENVIRONMENT=production
MPESA_SHORTCODE=<<n>>7<<d>>41
MPESA_CONSUMER_KEY=<<ckey>>
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://changa.<<dom>>/mpesa/callback/
MPESA_ACCOUNT_REF=HARAMBEE
""",
    "p:mpesa_passkey",
    syntax="",
    extra=lambda rng, s: s.update(
        ckey="".join(
            rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789")
            for _ in range(48)
        )
    ),
)

KE.reg(
    "mgombea_africastalking_bulk_sms_script",
    ("sms/tuma_ujumbe_<<place>>.py", "tools/bulk_sms_<<n>>.py"),
    '''"""Tuma ujumbe kwa wafuasi wote wa kata ya <<place>> (Africa's Talking)."""

import csv

import africastalking

USERNAME = "<<org>>"
API_KEY = "<<cred>>"
SENDER = "MGOMBEA"

africastalking.initialize(USERNAME, API_KEY)
sms = africastalking.SMS

UJUMBE = (
    "Habari! Mkutano wa hadhara utafanyika Jumamosi saa nne asubuhi, uwanja wa <<place>>. "
    "Kura yako, sauti yako. -<<orgname>>"
)

with open("wafuasi_<<place>>.csv", encoding="utf-8") as fh:
    nambari = [row["simu"] for row in csv.DictReader(fh) if row["ruhusa_sms"] == "ndiyo"]

for i in range(0, len(nambari), 500):
    print(sms.send(UJUMBE, nambari[i : i + 500], SENDER))
''',
    "p:africastalking",
)


def _ke_agents(rng: random.Random, s: dict[str, object]) -> None:
    rows = []
    fam = KE
    target = rng.randrange(4)
    for i in range(5):
        (fn, fa), (ln, la) = pick(rng, fam.first), pick(rng, fam.last)
        pw = s["cred"] if i == target else fam.human(rng, safe=True)
        rows.append(
            f"{i + 1},{fn} {ln},{fam.phone(rng)},{pick(rng, fam.places).title()} Primary,{rng.randint(1, 6)},{fa}.{la},{pw}"
        )
    s["rows"] = "\n".join(rows)


KE.reg(
    "mgombea_polling_agents_csv_nenosiri_column",
    ("mawakala/wakala_<<place>>_<<n>>.csv", "agents/roster_<<date>>.csv"),
    "Na,Jina,Simu,Kituo cha Kupigia Kura,Mkondo,Jina la Mtumiaji,Nenosiri\n<<rows>>\n",
    "human_x",
    syntax="",
    extra=_ke_agents,
)

KE.reg(
    "mgombea_sms_backup_xml_reply_only_value",
    ("SMSBackupRestore/sms-<<date>>.xml", "backup/simu_<<fa>>/sms-<<ts>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<org>>" backup_date="<<ts>>000" type="full">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" subject="null" body="Mambo, umebadilisha password ya portal ya mawakala?" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy>> <<time>>" contact_name="<<fn2>> <<ln2>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>500" type="2" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy>> <<time2>>" contact_name="<<fn2>> <<ln2>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>900" type="1" subject="null" body="Poa, nimeingia. Asante sana" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy>> <<time2>>" contact_name="<<fn2>> <<ln2>>" />
</smses>
""",
    "human_x",
)

KE.reg(
    "mgombea_office_mikrotik_rsc_export",
    ("router/ofisi_<<place>>.rsc", "network/mikrotik_export_<<date>>.rsc"),
    """# <<date>> <<time>>:11 by RouterOS 7.14.3
# software id = <<n>>K2T-Q8WD
#
# model = hAP ac2
/interface bridge
add admin-mac=48:8F:5A:<<n>>1:2C:9E auto-mac=no comment=defconf name=bridge
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=ofisi supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n mode=ap-bridge security-profile=ofisi ssid="Kampeni-<<place>>"
/ip pool
add name=dhcp ranges=192.168.88.10-192.168.88.254
/ip dhcp-server
add address-pool=dhcp interface=bridge name=defconf
/system identity
set name=ofisi-kampeni-<<place>>
""",
    "pw_bare",
    syntax="",
)


def _ke_basic(rng: random.Random, s: dict[str, object]) -> None:
    s["auth"] = basic(str(s["login"]), str(s["cred"]))


KE.reg(
    "mgombea_volunteer_portal_curl_basic_history",
    ("home/<<fa>>/.bash_history", "laptop_ofisi/.bash_history"),
    """cd ~/kampeni/portal
git pull
ls exports/
curl -s https://portal.<<dom>>/api/wakala?kata=<<place>> -H "Authorization: Basic <<auth>>" -o wakala.json
jq '.[] | .simu' wakala.json | wc -l
python3 tuma_ujumbe_<<place>>.py
exit
""",
    "pw_dq",
    syntax="",
    extra=_ke_basic,
    decode=lambda t: dec_basic(after(t, r"Basic ([A-Za-z0-9+/=]+)")),
)
