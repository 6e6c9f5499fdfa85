# ruff: noqa: E501
"""Family i: a hospital's ambulance dispatch desk in Greece (Greek): EKAB coordination,
Traccar GPS fleet tracking, Asterisk dispatch phones, Mapbox dispatch map, ambulance tablets
under MDM, Viber between crews and the dispatch desk."""

from __future__ import annotations

import csv
import html
import io
import re

from hundredtwentyfirst_spec import Fam, after, b64, enc_html, with_chars, xesc

F = Fam(
    name="ekab_ambulance_dispatch_greece",
    orgs=(
        ("asklipios", "Γενικό Νοσοκομείο «Ασκληπιός»"),
        ("agiosloukas", "Νοσοκομείο Άγιος Λουκάς"),
        ("thriasio", "Θριάσιο Κέντρο Υγείας"),
        ("aigaionhosp", "Νοσοκομείο Αιγαίου"),
    ),
    tld="gr",
    first=(
        ("Γιώργος", "giorgos"),
        ("Μαρία", "maria"),
        ("Νίκος", "nikos"),
        ("Ελένη", "eleni"),
        ("Κώστας", "kostas"),
        ("Δήμητρα", "dimitra"),
        ("Γιάννης", "giannis"),
        ("Σοφία", "sofia"),
    ),
    last=(
        ("Παπαδόπουλος", "papadopoulos"),
        ("Νικολάου", "nikolaou"),
        ("Γεωργίου", "georgiou"),
        ("Οικονόμου", "oikonomou"),
        ("Καραγιάννης", "karagiannis"),
        ("Βασιλείου", "vasileiou"),
        ("Αθανασίου", "athanasiou"),
    ),
    words=(
        "olympiakos",
        "panathinaikos",
        "paok",
        "thalassa",
        "ellada",
        "athina",
        "kriti",
        "ilios",
        "agapi",
        "kalimera",
        "filos",
        "nisi",
        "ekab",
        "asthenoforo",
        "patra",
    ),
    pets=("azor", "lucky", "bobis", "maxi", "rex", "loukoumas"),
    towns=("Αθήνα", "Θεσσαλονίκη", "Πάτρα", "Ηράκλειο", "Λάρισα", "Βόλος"),
    cc="30",
    lwords=("Ασθενοφόρο", "Θάλασσα", "αγάπη", "Ελλάδα", "Καλημέρα", "Ήλιος"),
)

F.reg(
    "ekab_gr_viber_chat_kodikos_tablet_asthenoforou",
    ("Viber/Συνομιλία Κέντρο Επιχειρήσεων <<n>>.txt", "backup/viber_dispatch_<<d8>>.txt"),
    """[<<date>> <<time>>] <<fn2>> <<ln2>>: Καλησπέρα, το tablet του ΕΚΑΒ <<n2>> ζητάει πάλι κωδικό
[<<date>> <<time>>] <<fn>> <<ln>>: Τον άλλαξε η πληροφορική χθες
[<<date>> <<time2>>] <<fn>> <<ln>>: Χρήστης: amb<<n2>> κωδικός: <<cred>>
[<<date>> <<time2>>] <<fn2>> <<ln2>>: Ευχαριστώ, μπήκε 👍
""",
    "human",
)


def _traccar(s: dict) -> str:
    return f"""<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <!-- Traccar: στόλος ασθενοφόρων {xesc(s["orgname"])} -->
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://{s["ip"]}:3306/traccar?zeroDateTimeBehavior=round&amp;serverTimezone=UTC&amp;useSSL=false</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'>{xesc(s["cred"])}</entry>
    <entry key='osmand.port'>5055</entry>
</properties>
"""


F.reg(
    "ekab_gr_traccar_ambulance_fleet_xml",
    ("opt/traccar/conf/traccar.xml", "traccar-<<org>>-<<n>>/conf/traccar.xml"),
    _traccar,
    "pw_xml",
)

F.reg(
    "ekab_gr_asterisk_pjsip_dispatch_consoles",
    ("etc/asterisk/pjsip.conf", "pbx/<<org>>_pjsip_<<n>>.conf"),
    """; Κονσόλες κέντρου διαχείρισης ασθενοφόρων
[transport-udp]
type=transport
protocol=udp
bind=0.0.0.0

[dispatch<<n2>>]
type=endpoint
context=dispatch
disallow=all
allow=alaw,ulaw
auth=dispatch<<n2>>-auth
aors=dispatch<<n2>>

[dispatch<<n2>>-auth]
type=auth
auth_type=userpass
username=dispatch<<n2>>
password=<<cred>>

[dispatch<<n2>>]
type=aor
max_contacts=1
""",
    "pw",
    syntax="",
)

F.reg(
    "ekab_gr_greek_email_kodikos_prosvasis_pliroforiki",
    ("Mail/Κωδικός πρόσβασης CAD <<n>>.eml", "Outlook/Inbox/cad_<<d8>>.eml"),
    """From: Τμήμα Πληροφορικής <it@<<dom>>>
To: <<fn>> <<ln>> <<<email>>>
Subject: Νέος λογαριασμός στο σύστημα διαχείρισης κλήσεων
Date: <<iso>> <<time>>
Content-Type: text/plain; charset=UTF-8

Καλημέρα κ. <<ln>>,

δημιουργήθηκε ο λογαριασμός σας στο σύστημα διαχείρισης κλήσεων (CAD) του κέντρου.

Όνομα χρήστη: <<user>>
Κωδικός πρόσβασης: <<cred>>

Παρακαλούμε αλλάξτε τον κωδικό στην πρώτη σύνδεση.

Με εκτίμηση,
<<fn2>> <<ln2>>
Τμήμα Πληροφορικής
""",
    "human",
    syntax="",
)


def _mapbox(rng, fam) -> str:
    payload = b64(rng, 30, urlsafe=True, pad=False)
    return f"sk.eyJ1IjoiZGlzcGF0Y2gi{payload}.{b64(rng, 16, urlsafe=True, pad=False)[:22]}"


F.reg(
    "ekab_gr_dispatch_map_mapbox_secret_js",
    ("dispatch-map/src/config.js", "cad-web-<<n>>/src/mapConfig.js"),
    """// Χάρτης διαχείρισης ασθενοφόρων
export const MAP = {
  style: 'mapbox://styles/dispatch/cl<<hex8>>',
  center: [23.7275, 37.9838],
  zoom: 11,
};
// χρειάζεται για upload των tilesets με τα σημεία παραλαβής
export const MAPBOX_UPLOAD_TOKEN = '<<cred>>';
""",
    _mapbox,
    syntax="",
)

F.reg(
    "ekab_gr_powershell_cad_backup_securestring",
    ("scripts/backup_cad.ps1", "C/Scripts/cad_backup_<<n>>.ps1"),
    """# Νυχτερινό αντίγραφο βάσης CAD στο NAS
$user = "<<org>>\\svc_backup"
$pass = ConvertTo-SecureString "<<cred>>" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $pass)
New-PSDrive -Name B -PSProvider FileSystem -Root \\\\<<ip>>\\cad_backup -Credential $cred
Invoke-Sqlcmd -ServerInstance "CAD01\\SQLEXPRESS" -Query "BACKUP DATABASE CAD TO DISK='B:\\cad_<<d8>>.bak'"
Remove-PSDrive B
""",
    "pw_dq",
    syntax="",
)


def _dec_html(text: str) -> str:
    return after("Κωδικός:", html.unescape(re.sub(r"<[^>]+>", " ", text)))


def _roster(s: dict) -> str:
    return f"""<!DOCTYPE html>
<html lang="el"><head><meta charset="utf-8"><title>Βάρδιες Κέντρου</title></head>
<body>
<h2>Βάρδια {s["date"]} — Κέντρο Επιχειρήσεων</h2>
<table border="1">
<tr><th>Θέση</th><th>Όνομα</th><th>Σημείωση</th></tr>
<tr><td>Συντονιστής</td><td>{s["fn"]} {s["ln"]}</td><td>Κωδικός: {s["enc"]}</td></tr>
<tr><td>Τηλεφωνητής</td><td>{s["fn2"]} {s["ln2"]}</td><td>εσωτ. {s["n3"]}</td></tr>
</table>
</body></html>
"""


F.reg(
    "ekab_gr_intranet_roster_html_entities_kodikos",
    ("intranet/vardies_<<d8>>.html", "shared/roster_<<n>>.html"),
    _roster,
    with_chars("human_l", "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩαβγδεζηθικλμνξοπρστυφχψωάέήίόύώ"),
    syntax="",
    decode=_dec_html,
    enc=enc_html,
)


def _csv(s: dict) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\r\n")
    w.writerow(["Όχημα", "IMEI", "PIN SIM", "Κωδικός MDM"])
    w.writerow([f"ΕΚΑΒ-{s['n2']}", f"35{s['ts']}{s['n3']}", f"{s['n3']}{s['n'] % 10}", s["cred"]])
    w.writerow([f"ΕΚΑΒ-{s['n2'] + 1}", f"35{s['ts'] + 7}{s['n3']}", "—", "ίδιος"])
    return buf.getvalue()


F.reg(
    "ekab_gr_ambulance_tablets_mdm_csv",
    ("tablets_asthenoforon_<<n>>.csv", "IT/mdm_export_<<d8>>.csv"),
    _csv,
    "human_x",
)
