# ruff: noqa: E501
"""Family i: blood donation drives (caravana de donare) run by an association in Romania; Romanian."""

from __future__ import annotations

import html
import random
import re

from sixtyninth_corpus import alnum, gen_pw, pick
from sixtyninth_spec import Fam, email, enc_html, spreadsheetml, wa

FAM = Fam(
    name="donare_romania_blood_drives",
    orgs=("picaturasange", "donezviata", "sangepentrutoti", "inimadeaur", "picaturaviata"),
    tld="ro",
    first=(
        ("Andreea", "andreea"),
        ("Mihai", "mihai"),
        ("Ioana", "ioana"),
        ("Bogdan", "bogdan"),
        ("Cristina", "cristina"),
        ("Răzvan", "razvan"),
        ("Elena", "elena"),
        ("Ștefan", "stefan"),
        ("Alexandra", "alexandra"),
        ("Vlad", "vlad"),
    ),
    last=(
        ("Popescu", "popescu"),
        ("Ionescu", "ionescu"),
        ("Pop", "pop"),
        ("Moldovan", "moldovan"),
        ("Dumitrescu", "dumitrescu"),
        ("Stan", "stan"),
        ("Rusu", "rusu"),
        ("Munteanu", "munteanu"),
    ),
    words=(
        "carpati",
        "dunarea",
        "sarmale",
        "mamaliga",
        "mititei",
        "brasov",
        "transilvania",
        "mărțișor",
        "ghiocel",
        "zambila",
        "doina",
        "hora",
        "viata",
        "inima",
        "speranta",
        "dor",
        "ursulet",
        "somes",
        "feleac",
        "vointa",
    ),
    pets=("Azorel", "Grivei", "Pufi", "Lăbuș", "Miti", "Bubu", "Tigrisor"),
    places=("Cluj-Napoca", "Brașov", "Iași", "Timișoara", "Sibiu", "Oradea", "Bistrița"),
    phone_pat="+40 7## ### ###",
)
R = FAM.reg


# 1. WhatsApp (Romanian): the registration tablet password on the drive ------------------------------------------
def _wa(s):
    return wa(
        s,
        [
            (
                0,
                "Bună! Care e parola la tableta de la caravană? Trebuie să înregistrez donatorii, e coadă afară",
            ),
            (1, "parola: " + str(s["cred"])),
            (0, "Merge, mersi mult ❤️🩸"),
            (1, "Nu o scrie pe tabletă te rog 😅"),
        ],
        style="dots",
    )


R(
    "donare_romanian_whatsapp_parola_caravana",
    (
        "WhatsApp/Conversație WhatsApp cu <<fn2>>.txt",
        "Descărcări/Conversație WhatsApp cu Caravana <<place>>.txt",
    ),
    _wa,
    "human",
    syntax="",
)

# 2. SMSLink.ro donor reminder in PHP -------------------------------------------------------------------------------
R(
    "donare_smslink_donor_reminder_php",
    ("sms/reamintire_donatori.php", "public_html/<<org>>/cron/sms_reminder.php"),
    """<?php
// Reamintire: donatorii care pot dona din nou (peste 90 de zile) - SMSLink.ro
$connection_id = '<<connid>>';
$password = '<<cred>>';

$pdo = new PDO('mysql:host=localhost;dbname=donatori;charset=utf8mb4', 'donatori', getenv('DB_PASS'));
$rows = $pdo->query("SELECT telefon, prenume FROM donatori WHERE ultima_donare < NOW() - INTERVAL 90 DAY AND sms_ok = 1");

foreach ($rows as $r) {
    $msg = "Salut {$r['prenume']}! Poti dona din nou. Caravana <<orgc>> e sambata la <<place>>.";
    $url = 'https://secure.smslink.ro/sms/gateway/communicate/index.php?' . http_build_query([
        'connection_id' => $connection_id,
        'password' => $password,
        'to' => $r['telefon'],
        'message' => $msg,
    ]);
    file_get_contents($url);
}
""",
    "pw_sq",
    syntax="",
    extra=lambda rng, s: {"connid": alnum(rng, 16, "0123456789ABCDEF")},
)

# 3. Mailchimp newsletter .env ---------------------------------------------------------------------------------------
R(
    "donare_mailchimp_newsletter_dotenv",
    ("newsletter/.env", "srv/<<org>>-site/.env"),
    """# Newsletter donatori (Mailchimp Marketing API)
MAILCHIMP_API_KEY=<<cred>>
MAILCHIMP_LIST_ID=<<listid>>
MAILCHIMP_FROM=contact@<<dom>>
SITE_URL=https://<<dom>>
""",
    "p:mailchimp",
    syntax="",
    extra=lambda rng, s: {"listid": alnum(rng, 10, "0123456789abcdef")},
)


# 4. Romanian e-mail: the regional transfusion centre's planning portal ---------------------------------------------
def _mail(s):
    body = (
        f"Bună ziua, {s['fn']},\n\n"
        "Vă transmit datele de acces în platforma de programare a caravanelor (Centrul Regional de "
        "Transfuzie Sanguină). Vă rog să introduceți acolo locațiile pentru luna viitoare.\n\n"
        f"Utilizator: {s['user']}\n"
        f"Parola: {s['cred']}\n\n"
        "Cu stimă,\n"
        f"Dr. {s['fn2']} {s['ln2']}\nCoordonator colectă mobilă\n{s['phone2']}\n"
    )
    return email(s, str(s["email2"]), str(s["email"]), "Acces platformă programare caravane", body)


R(
    "donare_romanian_email_parola_crts_portal",
    ("Mail/Inbox/<<hx>>.eml", "Thunderbird/Inbox/acces-platforma-<<num>>.eml"),
    _mail,
    "human",
    syntax="",
)

# 5. Google Apps Script behind the sign-up form: geocoding API key -----------------------------------------------------
R(
    "donare_signup_form_apps_script_maps_key",
    ("apps-script/Code.gs", "clasp/<<org>>-inscrieri/Code.gs"),
    """// Formular înscriere donatori -> foaie "Înscrieri" + distanța până la caravană
const MAPS_KEY = '<<cred>>';
const SHEET_ID = '1<<sheet>>';

function onFormSubmit(e) {
  const r = e.namedValues;
  const addr = encodeURIComponent(r['Localitate'][0] + ', Romania');
  const url = 'https://maps.googleapis.com/maps/api/geocode/json?address=' + addr + '&key=' + MAPS_KEY;
  const geo = JSON.parse(UrlFetchApp.fetch(url).getContentText());
  const loc = geo.results.length ? geo.results[0].geometry.location : { lat: '', lng: '' };
  SpreadsheetApp.openById(SHEET_ID).getSheetByName('Înscrieri')
    .appendRow([new Date(), r['Nume'][0], r['Telefon'][0], r['Grupa sanguină'][0], loc.lat, loc.lng]);
}
""",
    "p:google",
    syntax="",
    extra=lambda rng, s: {"sheet": alnum(rng, 43)},
)

# 6. Teltonika RUT240 in the donation van: /etc/config/wireless (UCI) -----------------------------------------------------
R(
    "donare_van_teltonika_rut_uci_wireless",
    ("backup-rut240/etc/config/wireless", "rut240_<<date>>/etc/config/wireless"),
    """
config wifi-device 'radio0'
\toption type 'mac80211'
\toption channel 'auto'
\toption hwmode '11g'
\toption htmode 'HT20'
\toption country 'RO'

config wifi-iface 'default_radio0'
\toption device 'radio0'
\toption network 'lan'
\toption mode 'ap'
\toption ssid 'Caravana-<<orgc>>'
\toption encryption 'psk2'
\toption key '<<cred>>'
\toption wifi_id 'wifi0'
""",
    "human_x",
    syntax="",
)


# 7. SpreadsheetML volunteer list with the platform logins ------------------------------------------------------------------
def _sml(s):
    rng = random.Random(str(s["uid"]))
    rows = [["Voluntar", "Telefon", "Rol", "Utilizator platformă", "Parolă"]]
    k = rng.randrange(4)
    for i in range(5):
        rows.append(
            [
                pick(rng, ("Andreea P.", "Mihai S.", "Ioana R.", "Vlad M.", "Elena D.")),
                "07" + alnum(rng, 8, "0123456789"),
                pick(rng, ("înregistrare", "ceai și biscuiți", "logistică", "social media")),
                f"vol{i + 1}.{s['org']}",
                str(s["cred"]) if i == k else gen_pw(rng, 10, ""),
            ]
        )
    return spreadsheetml("Voluntari", rows)


R(
    "donare_volunteers_spreadsheetml_logins",
    ("Voluntari/voluntari_<<year>>.xml", "drive/<<org>>/caravana_<<mo>>_voluntari.xml"),
    _sml,
    "human_x",
)


# 8. HTML report of the drive with the tablet login in a table cell, entity-escaped (encoded) -----------------------------------
def _html_cred(rng, s):
    return gen_pw(rng, sym="&<>\"'")


def _html(s):
    return (
        '<!DOCTYPE html>\n<html lang="ro"><head><meta charset="utf-8"><title>Raport caravană</title></head>\n<body>\n'
        f"<h1>Raport caravana {s['place']} - {s['dotdate']}</h1>\n"
        f"<p>Donatori înregistrați: {s['nn']}; pungi recoltate: {int(str(s['nn'])) - 3}</p>\n"
        '<table border="1">\n<tr><th>Echipament</th><th>Utilizator</th><th>Parolă</th></tr>\n'
        f'<tr><td>Tabletă înregistrare</td><td>{s["user"]}</td><td class="parola">{enc_html(str(s["cred"]))}</td></tr>\n'
        "</table>\n</body></html>\n"
    )


def _html_decode(text: str) -> str:
    m = re.search(r'<td class="parola">(.*?)</td>', text)
    assert m
    return html.unescape(m.group(1))


R(
    "donare_drive_report_html_entity_escaped",
    ("rapoarte/caravana_<<date>>.html", "site/<<org>>/raport-<<num>>.html"),
    _html,
    _html_cred,
    syntax="",
    decode=_html_decode,
)
