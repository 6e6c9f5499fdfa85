# ruff: noqa: E501
"""Family i: a Greek municipality's parks and cemeteries department (Τμήμα Πρασίνου και Κοιμητηρίων)."""

from __future__ import annotations

import json

from seventyeighth_spec import Fam, Slots, hexs

FAM = Fam(
    name="koimitiria_dimos_parks",
    key="koimit",
    orgs=(
        ("Δήμος Καλάμου – Τμήμα Πρασίνου και Κοιμητηρίων", "dimoskalamos"),
        ("Δήμος Αγίας Μαρίνας", "dimosagmarinas"),
        ("Δήμος Λευκοχωρίου", "dimoslefkochori"),
    ),
    tld="gr",
    first=(
        ("Γιώργος", "giorgos"),
        ("Μαρία", "maria"),
        ("Νίκος", "nikos"),
        ("Ελένη", "eleni"),
        ("Κώστας", "kostas"),
        ("Δέσποινα", "despoina"),
        ("Παναγιώτης", "panagiotis"),
        ("Βασιλική", "vasiliki"),
    ),
    last=(
        ("Παπαδόπουλος", "papadopoulos"),
        ("Οικονόμου", "oikonomou"),
        ("Γεωργίου", "georgiou"),
        ("Καραγιάννη", "karagianni"),
        ("Μακρής", "makris"),
        ("Αλεξίου", "alexiou"),
    ),
    words=(
        "thalassa",
        "elia",
        "kipos",
        "platanos",
        "kyparissi",
        "agapi",
        "olympiakos",
        "panathinaikos",
        "souvlaki",
        "meltemi",
        "filos",
        "kalokairi",
        "lemoni",
        "dimos",
        "ελιά",
        "θάλασσα",
    ),
    pets=("azor", "lucky", "rex", "bobos", "mitsos", "psipsina"),
    cc="+30",
    places=("Κάλαμος", "Αγία Μαρίνα", "Λευκοχώρι", "Νέο Κοιμητήριο", "Πάρκο Ειρήνης"),
)

R = FAM.reg

# 1 Python: ArcGIS API key for the tree inventory
R(
    "arcgis_tree_inventory_python_api_key",
    ("gis/dentra_sync.py", "home/<<login>>/arcgis/apografi_dentron.py"),
    '''"""Απογραφή δέντρων – συγχρονισμός με ArcGIS Online."""

from arcgis.gis import GIS

API_KEY = "<<cred>>"
gis = GIS("https://www.arcgis.com", api_key=API_KEY)
layer = gis.content.get("<<item>>").layers[0]
print(layer.query(where="katastasi='ksero'", return_count_only=True))
''',
    cred="p:arcgis",
    extra=lambda rng, s: {"item": hexs(rng, 32)},
)

# 2 Viber export in Greek
R(
    "greek_viber_kodikos_koimitirio",
    ("Viber/Πράσινο_<<ymd_compact>>.txt", "Downloads/viber_koimitiria_<<num>>.txt"),
    """[<<dmy>> <<time>>] <<first2>>: Καλημέρα. Ποιος είναι ο κωδικός για το πρόγραμμα των ταφών; Ήρθε οικογένεια για ανανέωση
[<<dmy>> <<time2>>] <<first>>: Χρήστης: <<login>>
[<<dmy>> <<time2>>] <<first>>: Κωδικός: <<cred>>
[<<dmy>> <<time2>>] <<first2>>: Ευχαριστώ πολύ!
""",
    cred="human",
    syntax="",
)

# 3 Home Assistant YAML: Hydrawise irrigation controller
R(
    "hydrawise_irrigation_home_assistant_yaml",
    ("homeassistant/configuration.yaml", "config/potismos.yaml"),
    """# Πότισμα πάρκων – <<place>>
homeassistant:
  name: "Ποτιστικό <<slug>>"
  time_zone: Europe/Athens

hydrawise:
  access_token: "<<cred>>"

sensor:
  - platform: hydrawise
    monitored_conditions:
      - next_cycle
      - watering_time
""",
    cred=lambda rng, s: "-".join(hexs(rng, 4, upper=True) for _ in range(4)),
)

# 4 VBScript: ADODB to the cemetery register in Access
R(
    "cemetery_register_access_mdb_vbs",
    ("C:/Koimitirio/ektiposi_lixeon.vbs", "Shared/Koimitiria/lixeis_tafon.vbs"),
    """' Εκτύπωση λήξεων ταφών – <<org>>
Dim conn, rs
Set conn = CreateObject("ADODB.Connection")
conn.Open "Provider=Microsoft.ACE.OLEDB.12.0;Data Source=\\\\<<ip>>\\koimitiria\\mitroo_tafon.accdb;Jet OLEDB:Database Password=<<cred>>;"
Set rs = conn.Execute("SELECT * FROM Tafoi WHERE LixiTafis < Date()+30")
Do Until rs.EOF
  WScript.Echo rs("Onomateponymo") & " - " & rs("LixiTafis")
  rs.MoveNext
Loop
conn.Close
""",
    cred="human_x",
    syntax="",
)

# 5 Greek e-mail: Diavgeia uploader account
R(
    "greek_email_kodikos_diavgeia_anartisi",
    ("Mail/Inbox/<<ymd_compact>>_diavgeia.eml", "Thunderbird/dimos/Inbox/<<num>>.eml"),
    """From: <<first2>> <<<email2>>>
To: <<email>>
Subject: Λογαριασμός ανάρτησης στη Διαύγεια
Date: <<dmy>> <<time>>
Content-Type: text/plain; charset=UTF-8

Γεια σου <<first>>,

σου έφτιαξα λογαριασμό για την ανάρτηση των αποφάσεων του τμήματος στη Διαύγεια.
Όνομα χρήστη: <<slug>>.<<la>>
Κωδικός: <<cred>>

Άλλαξέ τον με την πρώτη είσοδο.
<<first2>>, Τμήμα Πληροφορικής
""",
    cred="human",
    syntax="",
)

# 6 QGIS project .qgs with a PostGIS datasource password
R(
    "qgis_project_qgs_postgis_datasource",
    ("GIS/koimitiria_<<year>>.qgs", "Shared/GIS/parka_prasino.qgs"),
    """<!DOCTYPE qgis PUBLIC 'http://mrcc.com/qgis.dtd' 'SYSTEM'>
<qgis projectname="Κοιμητήρια και πάρκα" version="3.34.6-Prizren">
  <projectlayers>
    <maplayer type="vector" geometry="Polygon">
      <id>tafoi_<<ymd_compact>></id>
      <datasource>dbname='gis_dimos' host=<<ip>> port=5432 user='gis_<<la>>' password='<<cred>>' sslmode=disable key='gid' srid=2100 type=MultiPolygon table="koimitiria"."tafoi" (geom)</datasource>
      <layername>Τάφοι</layername>
      <provider encoding="UTF-8">postgres</provider>
    </maplayer>
  </projectlayers>
</qgis>
""",
    cred="pw_xml",
    syntax="xml",
)


# 7 Telegram JSON export in Greek
def _tg(s: Slots) -> str:
    msgs = [
        {
            "id": 77,
            "type": "message",
            "date": f"{s['date']}T{s['time']}:00",
            "from": s["first2"],
            "text": "Τον κωδικό του Wi-Fi στο αναψυκτήριο του πάρκου τον ξέρει κανείς;",
        },
        {
            "id": 78,
            "type": "message",
            "date": f"{s['date']}T{s['time2']}:00",
            "from": s["first"],
            "text": [
                {"type": "plain", "text": "Δίκτυο DimosFree, κωδικός "},
                {"type": "code", "text": s["cred"]},
            ],
        },
    ]
    return (
        json.dumps(
            {"name": "Πράσινο – συνεργείο", "type": "private_group", "id": 9911, "messages": msgs},
            ensure_ascii=False,
            indent=1,
        )
        + "\n"
    )


R(
    "greek_telegram_json_wifi_anapsyktirio",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/Telegram Desktop/prasino/result.json",
    ),
    _tg,
    cred="human",
)

# 8 .pgpass used by the nightly pg_dump
R(
    "gis_backup_pgpass_line",
    ("home/<<login>>/.pgpass", "var/lib/postgresql/.pgpass"),
    """# host:port:db:user:password
<<ip>>:5432:gis_dimos:backup_gis:<<cred>>
# localhost: peer authentication, χωρίς κωδικό
""",
    cred="pw_alnum",
    syntax="",
)
