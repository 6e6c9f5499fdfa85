# ruff: noqa: E501
"""Family d: Alpine club huts (Schutzhütten) of a Tyrolean section, Austria (German, Tyrolean dialect)."""

from __future__ import annotations

import html

from hundredthirtyfourth_corpus import gen_pw, pick
from hundredthirtyfourth_spec import Fam, xml_text

FAM = Fam(
    name="tirol_schutzhuette_sektion",
    orgs=(
        ("gletscherblick", "Gletscherblickhütte"),
        ("sektionfernau", "Alpenverein Sektion Fernau"),
        ("almrauschhaus", "Almrauschhaus"),
        ("zirbenjoch", "Zirbenjochhütte"),
    ),
    tld="at",
    first=(
        "Johanna",
        "Florian",
        "Magdalena",
        "Lukas",
        "Theresa",
        "Matthias",
        "Veronika",
        "Stefan",
        "Anna",
        "Josef",
    ),
    last=(
        "Hofer",
        "Pichler",
        "Gruber",
        "Huber",
        "Wallner",
        "Egger",
        "Schwaiger",
        "Mair",
        "Kröll",
        "Haselwanter",
    ),
    words=(
        "zirbe",
        "edelweiss",
        "gams",
        "murmeltier",
        "knödel",
        "jöchl",
        "gletscher",
        "almrausch",
        "enzian",
        "steinbock",
        "gipfel",
        "schnapsl",
        "seilbahn",
        "kaiserschmarrn",
        "latschen",
        "hüttenwirt",
    ),
    places=("Sölden", "Vent", "Obergurgl", "Ötztal", "Stubai", "Gepatsch"),
    seasons=("sommer", "winter", "frühling", "herbst", "saison"),
    pets=("Bello", "Rex", "Mausi", "Sammy", "Felix", "Luna"),
    local_digits=("6450", "6456", "0512", "05254"),
    cc="43",
    walks=("qwertz", "asdfgh", "1qay2wsx", "qwertzuiop", "yxcvbnm"),
    mail=("gmx.at", "gmail.com", "aon.at"),
    phone_fmt="+43 664 #######",
)

MON = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


FAM.reg(
    "tirol_registrierkasse_rksv_aes_schluessel_ini",
    ("Kasse/<<org>>/rksv.ini", "C/Registrierkasse/config/kasse_<<n>>.ini"),
    """; Registrierkasse <<orgd>> – RKSV-Konfiguration
; eingerichtet von <<first>> <<last>> am <<dmyd>>

[Kasse]
KassenID=<<kid>>
Standort=<<orgd>>
Steuernummer=<<stnr>>

[Signatur]
Signaturerstellungseinheit=A-Trust a.sign RK CHIP
Zertifikatsseriennummer=<<hex12>>
; AES-256-Schlüssel für den Umsatzzähler (bei FinanzOnline registriert)
AESSchluessel=<<cred>>

[Drucker]
Typ=Epson TM-m30II
IP=<<lan>>

[Belege]
Fusszeile=Danke für Ihren Besuch auf der <<orgd>>!
""",
    "b64:32",
    extra=lambda rng, s: {
        "kid": f"HUETTE-{s['org'][:6].upper()}-{rng.randint(1, 3)}",
        "stnr": f"{rng.randint(10, 99)} {rng.randint(100, 999)}/{rng.randint(1000, 9999)}",
    },
)


FAM.reg(
    "tirol_huettenreservierung_email_zugangsdaten",
    ("Posteingang/Zugangsdaten_Reservierung_<<date>>.eml", "mail/<<org>>/<<mailid>>.eml"),
    """From: Hüttenreservierung <noreply@<<resdom>>>
To: <<email>>
Subject: Ihre Zugangsdaten für das Hüttenreservierungssystem
Date: <<day>> <<mon>> <<year>> <<time>>:<<sec>> +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Liebe Hüttenwirtin, lieber Hüttenwirt,

für die <<orgd>> wurde ein Zugang zum Hüttenreservierungssystem angelegt.

Benutzername: <<user>>
Kennwort: <<cred>>

Bitte ändern Sie das Kennwort nach der ersten Anmeldung unter "Mein Konto".
Die Kontingente für die Sommersaison <<year>> können ab sofort gepflegt werden.

Mit freundlichen Grüßen / Berg Heil
Ihr Team der Hüttenreservierung
""",
    "human",
    syntax="",
    extra=lambda rng, s: {
        "mon": MON[int(s["month"]) - 1],
        "resdom": pick(rng, ("hut-reservation.org", "alpenverein-huetten.at")),
    },
)


FAM.reg(
    "tirol_photovoltaik_vrm_token_python",
    ("pv/<<org>>/vrm_anzeige.py", "huette/<<org>>/scripts/akkustand.py"),
    '''"""Photovoltaik der Hütte: Ladezustand der Batteriebank aus dem VRM-Portal holen und auf
die Anzeige in der Gaststube schreiben (läuft auf dem Raspberry im Technikraum)."""

import time

import requests

VRM_INSTALLATION = <<inst>>
VRM_TOKEN = "<<cred>>"
ANZEIGE = "http://<<lan>>/anzeige"


def ladezustand() -> float:
    r = requests.get(
        f"https://vrmapi.victronenergy.com/v2/installations/{VRM_INSTALLATION}/diagnostics",
        headers={"X-Authorization": f"Token {VRM_TOKEN}"},
        timeout=30,
    )
    r.raise_for_status()
    for rec in r.json()["records"]:
        if rec["code"] == "SOC":
            return float(rec["rawValue"])
    return float("nan")


while True:
    soc = ladezustand()
    requests.post(ANZEIGE, json={"text": f"Akku {soc:.0f} %", "warnung": soc < 30}, timeout=10)
    time.sleep(600)
''',
    "p:vrm",
    extra=lambda rng, s: {"inst": rng.randint(100000, 499999)},
)


def _seilbahn_pw(rng, s):
    while True:
        pw = gen_pw(rng, rng.randint(10, 16), sym="&<>!#*-")
        if any(c in pw for c in "&<>"):
            return pw


FAM.reg(
    "tirol_materialseilbahn_hmi_xml_entities",
    ("Seilbahn/<<org>>/HMI_Benutzer_Export.xml", "Technik/Materialseilbahn_<<year>>/benutzer.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<HmiProjekt name="Materialseilbahn <<orgd>>" version="V16" exportiert="<<date>>T<<time>>:<<sec>>">
  <Geraet typ="KTP700 Basic PN" ip="<<lan>>"/>
  <Benutzerverwaltung>
    <Benutzer name="Huettenwirt" gruppe="Bediener" abmeldezeit="5">
      <Kennwort><<encpw>></Kennwort>
    </Benutzer>
    <Benutzer name="Service" gruppe="Administrator" abmeldezeit="10">
      <Kennwort/>
      <Kommentar>Servicezugang nur über Hersteller (Fernwartung)</Kommentar>
    </Benutzer>
  </Benutzerverwaltung>
  <Parameter>
    <Hoechstlast einheit="kg">350</Hoechstlast>
    <Fahrgeschwindigkeit einheit="m/s">2.5</Fahrgeschwindigkeit>
    <Windabschaltung einheit="km/h">60</Windabschaltung>
  </Parameter>
</HmiProjekt>
""",
    _seilbahn_pw,
    extra=lambda rng, s: {"encpw": html.escape(s["cred"], quote=False)},
    decode=xml_text("Benutzerverwaltung/Benutzer/Kennwort"),
)


FAM.reg(
    "tirol_webcam_upload_conf_eingelesen",
    ("webcam/upload.conf", "opt/webcam-<<org>>/upload.conf"),
    """# Konfiguration Webcam-Upload <<orgd>> (wird von webcam.sh mit "source" eingelesen)
# Kamera auf der Terrasse, Blick Richtung <<place>>

KAMERA_URL='http://<<lan>>/cgi-bin/snapshot.cgi?channel=1'
FTP_HOST='upload.<<camdom>>'
FTP_USER='<<org>>'
FTP_PASS='<<cred>>'
ZIEL='<<org>>/aktuell.jpg'
INTERVALL=600
NACHTPAUSE='22-05'
""",
    "pw_sq",
    syntax="",
    extra=lambda rng, s: {"camdom": pick(rng, ("foto-webcam.eu", "webcam-tirol.at", "panocam.at"))},
)


FAM.reg(
    "tirol_whatsapp_huettenwirt_wlan_passwort",
    (
        "WhatsApp/WhatsApp Chat mit <<first2>> <<last2>>.txt",
        "Handy_Huette/WhatsApp Chat mit Hüttenteam <<year>>.txt",
    ),
    """<<dmyd>>, <<time>> - <<first>> <<last>>: Servus <<first2>>, wie is des WLAN-Passwort fürs Personal? Die Neue findet's ned
<<dmyd>>, <<t1>> - <<first2>> <<last2>>: Netz is <<ssid>>
<<dmyd>>, <<t1>> - <<first2>> <<last2>>: Passwort <<cred>>
<<dmyd>>, <<t2>> - <<first2>> <<last2>>: aber bitte ned den Gästen geben, sonst is des Satelliten-Volumen nach zwei Tag weg
<<dmyd>>, <<t3>> - <<first>> <<last>>: Passt, danke! 👍
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {
        "ssid": pick(rng, ("Huette_Personal", f"{s['org']}_intern", "Kuchl-WLAN"))
    },
)


FAM.reg(
    "tirol_sumup_kassa_sync_node_js",
    ("kassa-sync/<<org>>/index.js", "huette/<<org>>/sumup/sync.js"),
    """// Kassa-Sync: SumUp-Umsätze vom Vortag ins Hüttenbuch (Google Sheet) übernehmen
// node 20, läuft per cron am Tal-Server

const SUMUP_API_KEY = '<<cred>>';
const MERCHANT_CODE = '<<mcode>>';

async function umsaetze(datum) {
  const res = await fetch(
    `https://api.sumup.com/v2.1/merchants/${MERCHANT_CODE}/transactions/history?oldest_time=${datum}T00:00:00Z&limit=500`,
    { headers: { Authorization: `Bearer ${SUMUP_API_KEY}` } },
  );
  if (!res.ok) throw new Error(`SumUp ${res.status}`);
  const { items } = await res.json();
  return items.filter((t) => t.status === 'SUCCESSFUL');
}

module.exports = { umsaetze };
""",
    "p:sumup",
    extra=lambda rng, s: {
        "mcode": "M" + "".join(pick(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(7))
    },
)


FAM.reg(
    "tirol_keepass_csv_export_huettenbuero",
    ("Export/KeePass_<<org>>_<<date>>.csv", "USB-Stick/Hütte/passwoerter_export.csv"),
    """"Group","Title","Username","Password","URL","Notes"
"Hütte","Notfallnummern","","","","Bergrettung 140 / Hubschrauber Stützpunkt <<place>>"
"Hütte/Buchung","Hüttenreservierung","<<user>>","<<cred>>","https://www.hut-reservation.org","Zugang Saison <<year>>, Kontingente"
"Hütte/Technik","Seilbahn Fernwartung","","","","nur über Hersteller, Telefon <<phone>>"
""",
    "pw_sq",
    syntax="",
)
