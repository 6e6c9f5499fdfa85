# ruff: noqa: E501
"""Family k: pensioners in Thessaloniki (Greece) and their children handling the pension,
insurance and tax portals (EFKA, TAXISnet, gov.gr); Greek."""

from __future__ import annotations

import json
import re

from fiftyninth_spec import Fam, jdump

F = Fam(
    "thessaloniki_pension_insurance_portals",
    tld="gr",
    orgs=("ilioskepi", "thermaikos", "kalamaria"),
    first=(
        ("Γιώργος", "giorgos"),
        ("Μαρία", "maria"),
        ("Δημήτρης", "dimitris"),
        ("Ελένη", "eleni"),
        ("Κώστας", "kostas"),
        ("Σοφία", "sofia"),
        ("Νίκος", "nikos"),
        ("Βασιλική", "vasiliki"),
    ),
    last=(
        ("Παπαδόπουλος", "papadopoulos"),
        ("Ιωαννίδης", "ioannidis"),
        ("Γεωργίου", "georgiou"),
        ("Καραγιάννης", "karagiannis"),
        ("Οικονόμου", "oikonomou"),
        ("Αθανασίου", "athanasiou"),
    ),
    words=(
        "paok",
        "aris",
        "thessaloniki",
        "kalamaria",
        "bougatsa",
        "leykos",
        "pyrgos",
        "panagia",
        "thermaikos",
        "ladadika",
    ),
    pets=("azor", "rex", "loukoumas", "fifi", "mpampis", "ntoli"),
    mail=("gmail.com", "yahoo.gr", "hotmail.gr", "otenet.gr"),
    cc="+30",
    ssid=("COSMOTE-", "Vodafone_", "Nova-", "WIND_", "Spiti_"),
)

_GR = ("Καλημέρα", "Θεσσαλονίκη", "Παναγίτσα", "ΠΑΟΚάρα", "Αγάπημου", "Λευκόςπύργος", "Μπουγάτσα")


def _greek_pw(rng, fam):
    return f"{rng.choice(_GR)}{rng.randint(1940, 2024)}{rng.choice('!.*#')}"


def _keep(s: dict) -> str:
    return json.dumps(
        {
            "color": "YELLOW",
            "isTrashed": False,
            "isPinned": True,
            "isArchived": False,
            "textContent": f"ΕΦΚΑ σύνταξη μπαμπά\nΑΜΚΑ {s['amka']}\nΚωδικός TAXISnet: {s['cred']}\nΧρήστης: {s['login']}",
            "title": "Κωδικοί μπαμπά",
            "userEditedTimestampUsec": s["ms"] * 1000,
            "createdTimestampUsec": s["ms"] * 1000,
            "labels": [{"name": "Σπίτι"}],
        },
        ensure_ascii=True,
    )


def _keep_dec(text: str) -> str:
    return re.search(r"Κωδικός TAXISnet: (\S+)", json.loads(text)["textContent"]).group(1)


F.reg(
    "thessaloniki_keep_takeout_json_unicode_escaped_kodikos",
    ("Takeout/Keep/Κωδικοί μπαμπά <<n>>.json", "Takeout/Keep/<<date>>T10_<<mm>>_<<n>>.json"),
    _keep,
    cred=_greek_pw,
    extra=lambda rng, s: {
        "amka": f"{rng.randint(10, 28):02d}{rng.randint(1, 12):02d}{rng.randint(40, 60)}{rng.randint(10000, 99999)}"
    },
    decode=_keep_dec,
)

F.reg(
    "thessaloniki_viber_screenshot_ocr_kodikos_efka",
    ("Pictures/Screenshots/Screenshot_<<ymd>>_Viber_<<n>>.txt", "Scans/viber_ocr_<<ymd>>.txt"),
    """11:42  ⚡ 4G  63%
< Κατερίνα (κόρη)
Μπαμπά ο κωδικός για τον ΕΦΚΑ είναι
<<cred>>
Μην τον δώσεις σε κανέναν που θα σε πάρει τηλέφωνο!! 11:40 ✓✓
Εντάξει παιδί μου 11:41
Πληκτρολογήστε ένα μήνυμα...
""",
    cred="human",
)

F.reg(
    "thessaloniki_greek_email_kodikos_taxisnet",
    ("Mail/Απεσταλμένα/Κωδικοί ΕΦΚΑ <<n>>.eml", "Thunderbird/Sent/taxisnet_<<ymd>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Κωδικοί για τη σύνταξη της μαμάς
Date: Mon, 08 Apr <<year>> 19:12:45 +0300
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"

Γεια σου αδερφέ,

Για την αίτηση σύνταξης της μαμάς στο efka.gov.gr μπαίνεις με τους
κωδικούς TAXISnet της:
Όνομα χρήστη: <<login>>
Κωδικός: <<cred>>

Το κινητό για τον κωδικό επιβεβαίωσης είναι το δικό μου.
Φιλιά,
<<fn>>
""",
    cred="human",
)

F.reg(
    "thessaloniki_insurance_accounts_csv_greek_columns",
    ("Documents/Ασφαλιστικά_<<year>>.csv", "Desktop/κωδικοί_γονείς_<<n>>.csv"),
    """Υπηρεσία;Χρήστης;Κωδικός;Σημείωση
ΕΦΚΑ (TAXISnet);<<login>>;<<cred>>;σύνταξη μπαμπά
Interamerican (ασφάλεια σπιτιού);<<email>>;(κάρτα στο συρτάρι);συμβόλαιο <<n4>><<n3>>
ΔΕΗ myΔΕΗ;<<email2>>;(ίδιος με gmail);
ΕΥΑΘ;;;πληρωμή στο ΕΛΤΑ
""",
    cred="human",
)

F.reg(
    "thessaloniki_firefox_logins_csv_export",
    ("Documents/logins-<<ymd>>.csv", "Desktop/firefox_kodikoi_<<n>>.csv"),
    """"url","username","password","httpRealm","formActionOrigin","guid","timeCreated","timeLastUsed","timePasswordChanged"
"https://www1.gsis.gr","<<login>>","<<cred>>",,"https://www1.gsis.gr","{<<uuid>>}","<<ms>>","<<ms>>","<<ms>>"
"https://www.e-efka.gov.gr","<<login>>","<<p2>>",,"https://www.e-efka.gov.gr","{<<uuid>>}","<<ms>>","<<ms>>","<<ms>>"
""",
    cred="human",
    extra=lambda rng, s: {"p2": F.human(rng)},
)

F.reg(
    "thessaloniki_onenote_html_export_syntaxi",
    ("OneNote/Σπίτι/Σύνταξη μπαμπά <<n>>.htm", "Documents/OneNote_export_<<ymd>>.htm"),
    """<html xmlns:o="urn:schemas-microsoft-com:office:office">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8">
<meta name=Generator content="Microsoft OneNote 15"></head>
<body lang=el style='font-family:Calibri;font-size:11.0pt'>
<div style='direction:ltr'>
<p style='margin:0in;font-size:20.0pt'>Σύνταξη μπαμπά</p>
<p style='margin:0in;font-size:10.0pt;color:#767676'><<dmy>> 10:14 πμ</p>
<ul>
<li>Αίτηση στο ΕΦΚΑ: αρ. πρωτ. <<n4>><<n3>></li>
<li>Κλειδάριθμος ΕΦΚΑ: <span style='font-weight:bold'><<cred>></span></li>
<li>Επικουρική ΕΤΕΑΕΠ: εκκρεμεί</li>
</ul>
</div>
</body>
</html>
""",
    cred="human",
)

F.reg(
    "thessaloniki_kodi_advancedsettings_mysql_pass",
    (
        "Android/data/org.xbmc.kodi/files/.kodi/userdata/advancedsettings.xml",
        "kodi_salonaki_<<ymd>>/userdata/advancedsettings-<<n>>.xml",
    ),
    """<advancedsettings>
  <videodatabase>
    <type>mysql</type>
    <host><<lan>></host>
    <port>3306</port>
    <user>kodi</user>
    <pass><<cred>></pass>
  </videodatabase>
  <musicdatabase>
    <type>mysql</type>
    <host><<lan>></host>
    <port>3306</port>
    <user>kodi</user>
    <pass><<cred>></pass>
  </musicdatabase>
  <videolibrary>
    <importwatchedstate>true</importwatchedstate>
  </videolibrary>
</advancedsettings>
""",
    cred="pw_xml",
)

F.reg(
    "thessaloniki_netsh_wlan_key_clear_greek_output",
    ("Desktop/wifi_γιαγιά_<<n>>.txt", "Documents/netsh_<<ymd>>.txt"),
    """
Το προφίλ <<ssid>> στη διασύνδεση Wi-Fi:
=======================================================================

Εφαρμοσμένο: Προφίλ όλων των χρηστών

Πληροφορίες προφίλ
-------------------
    Έκδοση                 : 1
    Τύπος                  : Ασύρματο LAN
    Όνομα                  : <<ssid>>

Ρυθμίσεις ασφαλείας
-----------------
    Έλεγχος ταυτότητας     : WPA2-Personal
    Κρυπτογράφηση          : CCMP
    Κλειδί ασφαλείας       : Παρόν
    Περιεχόμενο κλειδιού   : <<cred>>
""",
    cred="wifi",
)

_ = jdump
