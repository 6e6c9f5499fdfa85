"""Family a: a German automotive stamping supplier (Presswerk) and its OT/IT staff."""

# ruff: noqa: E501

from __future__ import annotations

from fiftythird_spec import Fam

A = Fam(
    "presswerk_stamping_zulieferer",
    orgs=("blechform-vogtland", "stanztechnik-hainich", "pressteile-erzgebirge"),
    tld="de",
    people=(
        ("Jörg", "Weißbach", "joerg", "weissbach"),
        ("Sandra", "Köhler", "sandra", "koehler"),
        ("Mehmet", "Yıldız", "mehmet", "yildiz"),
        ("Tobias", "Fröhlich", "tobias", "froehlich"),
        ("Ayşe", "Demir", "ayse", "demir"),
        ("Heiko", "Schubert", "heiko", "schubert"),
        ("Petra", "Lindner", "petra", "lindner"),
        ("Dariusz", "Nowak", "dariusz", "nowak"),
    ),
    words=(
        "presse",
        "stanze",
        "blech",
        "halle",
        "schicht",
        "coil",
        "werkzeug",
        "transfer",
        "stoessel",
        "richtanlage",
        "zwickau",
        "plauen",
    ),
    seasons=("fruehling", "sommer", "herbst", "winter"),
    cc="+49",
    sites=("Halle 3", "Halle 5", "Transferpresse 2", "Stanzautomat 7", "Coil-Anlage"),
)

A.reg(
    "presswerk_schichtuebergabe_s7_knowhow_schutz",
    (
        "instandhaltung/uebergabe/<<date>>_spaetschicht.txt",
        "IH/Schichtbuch/<<year>>/KW<<n2>>_uebergabe_<<last>>.txt",
    ),
    """Schichtübergabe Instandhaltung Elektrik – <<dmy>> Spätschicht -> Nachtschicht
Übergabe von: <<fn>> <<ln>>   an: <<fn2>> <<ln2>>

1) <<site>>: Störung Blechdoppelerkennung (Sensor B17) behoben, Stecker war locker.
2) S7-1500 der Transferpresse (CPU 1516F, <<ip>>) – Siemens hat heute das neue Programm
   aufgespielt. Know-how-Schutz und Zugriffsschutz sind wieder aktiv, neues Passwort für
   Vollzugriff (Stufe 1) lautet <<cred>> – bitte NICHT ans Panel kleben, nur im Schichtbuch.
3) Ölwechsel Hydraulik Ziehkissen erledigt, Filter bestellt (Bestell-Nr. 4711-<<n3>>).
4) Nachtschicht bitte Lichtgitter Einlauf beobachten, sporadisch Fehler F<<n3>>.

Gruß <<fn>>
""",
    cred="human",
)

A.reg(
    "presswerk_beckhoff_ads_route_powershell",
    ("scripts/ads/add_route_<<n3>>.ps1", "OT/Beckhoff/Route-Setzen-<<site_s>>.ps1"),
    """# Legt die ADS-Route vom Engineering-PC zur CX-Steuerung der <<site>> an
# benötigt: Install-Module TcXaeMgmt
Import-Module TcXaeMgmt

$target   = '<<ip>>'
$netId    = '<<ip>>.1.1'
$pw       = ConvertTo-SecureString '<<cred>>' -AsPlainText -Force
$cred     = New-Object System.Management.Automation.PSCredential('Administrator', $pw)

Add-AdsRoute -Name 'ENG-<<n3>>' -Address $target -NetId $netId -Credential $cred -Force
Get-AdsRoute | Format-Table Name, Address, NetId
""",
    cred="pw_sq",
    syntax="",
    extra=lambda rng, s: {"site_s": str(s["site"]).replace(" ", "")},
)

A.reg(
    "presswerk_telegraf_opcua_influx_conf",
    ("telegraf/telegraf.d/opcua_<<n2>>.conf", "edge-gw<<n1>>/etc/telegraf/telegraf.conf"),
    """# Energiedaten Pressen -> InfluxDB (Edge-Gateway <<site>>)
[agent]
  interval = "10s"
  flush_interval = "10s"

[[inputs.opcua]]
  name = "presse_<<n1>>"
  endpoint = "opc.tcp://<<ip>>:4840"
  security_policy = "Basic256Sha256"
  security_mode = "SignAndEncrypt"
  auth_method = "UserName"
  username = "telegraf_ot"
  password = "<<cred>>"
  nodes = [
    {name="hubzahl", namespace="3", identifier_type="s", identifier="\\"DB_Presse\\".\\"Hubzahl\\""},
    {name="wirkleistung", namespace="3", identifier_type="s", identifier="\\"DB_Energie\\".\\"P_ges\\""},
  ]

[[outputs.influxdb_v2]]
  urls = ["http://<<ip2>>:8086"]
  token = "$INFLUX_TOKEN"
  organization = "<<org>>"
  bucket = "presswerk"
""",
    cred="pw_dq",
    syntax="toml",
)

A.reg(
    "presswerk_turkish_whatsapp_kuka_sifre",
    ("handy/WhatsApp Chat mit Bakım Vardiya <<n1>>.txt", "export/whatsapp_bakim_<<date>>.txt"),
    """<<dd>>.<<mo>>.<<yy>>, <<time>> - <<fn>> <<ln>>: Usta robot hücresi 4'teki KUKA panelde expert moduna geçemiyorum
<<dd>>.<<mo>>.<<yy>>, <<time>> - <<fn>> <<ln>>: şifre değişmiş galiba
<<dd>>.<<mo>>.<<yy>>, <<time2>> - <<fn2>> <<ln2>>: evet geçen hafta Weißbach değiştirdi
<<dd>>.<<mo>>.<<yy>>, <<time2>> - <<fn2>> <<ln2>>: yeni şifre <<cred>>
<<dd>>.<<mo>>.<<yy>>, <<time2>> - <<fn2>> <<ln2>>: kimseye söyleme, işin bitince operatör moduna geri al
<<dd>>.<<mo>>.<<yy>>, <<time2>> - <<fn>> <<ln>>: tamam sağ ol abi 👍
""",
    cred="human",
)

A.reg(
    "presswerk_dutch_integrator_email_ewon_wachtwoord",
    ("mail/Fernwartung/ewon_talk2m_<<n3>>.eml", "Postfach/IH/<<date>>_talk2m_toegang.eml"),
    """From: Ruud van der Linden <r.vanderlinden@robotics-integratie.nl>
To: <<email>>
Cc: <<email2>>
Subject: Talk2M toegang robotcel <<site>>
Date: Tue, <<dd>> Oct <<year>> 09:14:02 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Beste <<fn>>,

Zoals besproken hebben wij de eWON Cosy 131 in de schakelkast van <<site>> geconfigureerd.
Jullie kunnen nu zelf via eCatcher inloggen:

  Account:     <<org>>-de
  Gebruiker:   <<user>>
  Wachtwoord:  <<cred>>

Graag na de eerste login het wachtwoord wijzigen. Bij vragen bel mij gerust (+31 6 <<n4>> <<n4>>).

Met vriendelijke groet / Mit freundlichen Grüßen
Ruud van der Linden
Robotics Integratie B.V.
""",
    cred="pw",
    syntax="",
)

A.reg(
    "presswerk_sap_pp_sapnwrfc_ini",
    ("mes/connector/sapnwrfc.ini", "opt/mes-sap-bridge/conf/sapnwrfc_<<n2>>.ini"),
    """/*--------------------------------------------------------*/
/* RFC-Verbindung MES -> SAP PP (Rückmeldungen Pressen)    */
/*--------------------------------------------------------*/
DEST=P01_PP
ASHOST=sap-p01.<<dom>>
SYSNR=00
CLIENT=100
USER=RFC_MES_<<n2>>
PASSWD=<<cred>>
LANG=DE
TRACE=0

DEST=Q01_PP
ASHOST=sap-q01.<<dom>>
SYSNR=00
CLIENT=200
USER=RFC_MES_Q
LANG=DE
""",
    cred="pw",
    syntax="",
)

A.reg(
    "presswerk_mosquitto_bridge_remote_password",
    ("edge/mosquitto/conf.d/bridge_werk.conf", "etc/mosquitto/conf.d/bridge-<<n2>>.conf"),
    """# Bridge vom Hallen-Broker zum zentralen Broker im Rechenzentrum
listener 1883 127.0.0.1

connection bridge-halle<<n1>>-zentral
address mqtt.<<dom>>:8883
bridge_protocol_version mqttv311
bridge_cafile /etc/mosquitto/certs/werk-ca.crt
remote_clientid halle<<n1>>-bridge
remote_username halle<<n1>>
remote_password <<cred>>
topic presswerk/# out 1 "" werk/<<org>>/
topic befehle/halle<<n1>>/# in 1
cleansession false
""",
    cred="pw_bare",
    syntax="",
)

A.reg(
    "presswerk_janitza_zaehler_zugaenge_csv",
    ("energie/Zugangsdaten_Messgeraete_<<year>>.csv", "EnMS/Janitza/zaehlerliste_<<n2>>.csv"),
    """Gerät;Standort;IP-Adresse;Benutzer;Passwort;Bemerkung
UMG 96RM;Einspeisung Trafo 1;<<ip>>;admin;<<cred>>;Webserver + Modbus TCP
UMG 604;<<site>>;<<ip2>>;admin;siehe oben;gleiches PW wie Trafo 1
UMG 509;Druckluftstation;<<ip3>>;;;noch Werkseinstellung – bitte ändern
""",
    cred="human",
    syntax="",
)
