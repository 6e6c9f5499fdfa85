# ruff: noqa: E501
"""Family n: a boarding school's IT office (Internat / internat) in Switzerland (German and
French): iPad Wi-Fi profiles, Microsoft Intune via Graph, Datatrans for boarding fees, Teams,
a KeePass export, WireGuard remote support, FreeRADIUS for the pupils' Wi-Fi."""

from __future__ import annotations

import random

from seventysecond_spec import Fam, dec_xml_tag_after, force, prov, xml_esc

F = Fam(
    name="internat_boarding_it_switzerland",
    key="internat",
    orgs=("alpenhof", "lacdulemanschool", "bergsicht", "chateaurives"),
    orgnames=("Internat Alpenhof", "École du Lac Léman", "Institut Bergsicht", "Château des Rives"),
    tld="ch",
    first=(
        ("Lukas", "lukas"),
        ("Mia", "mia"),
        ("Noah", "noah"),
        ("Léa", "lea"),
        ("Matteo", "matteo"),
        ("Chloé", "chloe"),
        ("Reto", "reto"),
        ("Ursula", "ursula"),
    ),
    last=(
        ("Müller", "mueller"),
        ("Meier", "meier"),
        ("Favre", "favre"),
        ("Keller", "keller"),
        ("Rochat", "rochat"),
        ("Brunner", "brunner"),
        ("Gerber", "gerber"),
    ),
    words=(
        "alpenhof",
        "matterhorn",
        "edelweiss",
        "gipfel",
        "bergsicht",
        "fondue",
        "raclette",
        "toblerone",
        "zermatt",
        "lausanne",
        "leman",
        "chalet",
        "murmeli",
        "grueezi",
        "bergkristall",
        "saentis",
    ),
    words_u=(),
    pets=("bello", "fritz", "minou", "luna", "bruno", "rocky"),
    cc="+41 79 ",
    cities=("Zuoz", "Montreux", "Engelberg", "Rolle", "Davos"),
)


def _mc(r: random.Random, s: dict) -> None:
    v = force(r, str(s["cred"]), "&<>")
    s["cred"] = v
    s["enc"] = xml_esc(v)


F.reg(
    "ipad_wifi_mobileconfig_xml_escaped",
    (
        "profiles/WLAN-Schueler-<<year>>.mobileconfig",
        "mdm/<<org>>/wifi_internat_<<n>>.mobileconfig",
        "Jamf/profiles/<<org>>-Boarding-WiFi-<<yy>>.mobileconfig",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
    <key>PayloadContent</key>
    <array>
        <dict>
            <key>AutoJoin</key>
            <true/>
            <key>EncryptionType</key>
            <string>WPA2</string>
            <key>HIDDEN_NETWORK</key>
            <false/>
            <key>Password</key>
            <string><<enc>></string>
            <key>PayloadIdentifier</key>
            <string>ch.<<org>>.wifi.<<uuid>></string>
            <key>PayloadType</key>
            <string>com.apple.wifi.managed</string>
            <key>PayloadUUID</key>
            <string><<uuid>></string>
            <key>PayloadVersion</key>
            <integer>1</integer>
            <key>SSID_STR</key>
            <string><<org>>-Internat</string>
        </dict>
    </array>
    <key>PayloadDisplayName</key>
    <string>WLAN Internat (Schülerinnen und Schüler)</string>
    <key>PayloadIdentifier</key>
    <string>ch.<<org>>.wifi</string>
    <key>PayloadType</key>
    <string>Configuration</string>
    <key>PayloadUUID</key>
    <string><<uuid>></string>
    <key>PayloadVersion</key>
    <integer>1</integer>
</dict>
</plist>
""",
    "pw_sq",
    syntax="xml",
    extra=_mc,
    decode=dec_xml_tag_after("Password"),
)

F.reg(
    "intune_graph_client_secret_ps1",
    (
        "Skripte/Intune-Geraete-Export.ps1",
        "<<org>>-it/scripts/intune_<<n>>.ps1",
        "IT/Scripts/Export-Devices-<<yy>>.ps1",
    ),
    """# Intune: Liste aller Schüler-iPads und -Laptops exportieren (App-Registrierung "IT-Inventar")
$TenantId     = "<<uuid>>"
$ClientId     = "<<cid>>"
$ClientSecret = "<<cred>>"

$body = @{
    grant_type    = "client_credentials"
    scope         = "https://graph.microsoft.com/.default"
    client_id     = $ClientId
    client_secret = $ClientSecret
}
$token = (Invoke-RestMethod -Method Post -Uri "https://login.microsoftonline.com/$TenantId/oauth2/v2.0/token" -Body $body).access_token
$devices = Invoke-RestMethod -Headers @{ Authorization = "Bearer $token" } -Uri "https://graph.microsoft.com/v1.0/deviceManagement/managedDevices"
$devices.value | Select-Object deviceName, userPrincipalName, operatingSystem | Export-Csv -Path "C:\\IT\\geraete.csv" -NoTypeInformation -Encoding UTF8
""",
    "p:azure",
    syntax="",
    extra=lambda r, s: s.update(cid=prov(r, "telebirr")[:8] + "-" + str(s["uuid"])[9:]),
)

F.reg(
    "datatrans_hmac_key_yaml_schulgeld",
    (
        "config/payments.yml",
        "<<org>>-portal/config/datatrans_<<n>>.yaml",
        "deploy/<<org>>/payments.yaml",
    ),
    """# Schulgeld / frais de pension - Datatrans (TWINT, PostFinance, Karten)
datatrans:
  merchant_id: "11000<<nnn>><<nn>>"
  api_password: ""
  sign_hmac_key: "<<cred>>"
  environment: production
  currency: CHF
  payment_methods: [TWI, PFC, VIS, ECA]
""",
    "p:datatrans",
)

F.reg(
    "german_teams_chat_copy_passwort",
    ("Notizen/Teams-Chat <<dmy2>>.txt", "Desktop/teams_kopie_<<nn>>.txt"),
    """<<last>>, <<first>>  <<dmy2>> <<time>>
Hoi <<first2>>, kannst du mir das Passwort vom Beamer-Admin im Haus Tannen schicken? Der lässt sich nicht mehr spiegeln.

<<last2>>, <<first2>>  <<dmy2>> <<time2>>
Benutzer: admin
Passwort: <<cred>>
bitte nicht den Lernenden zeigen 🙂
""",
    "human",
)

F.reg(
    "keepass_export_csv_passwort",
    ("IT/KeePass-Export-<<date>>.csv", "Downloads/<<org>>_keepass_<<yy>><<mo>>.csv"),
    """"Group","Title","Username","Password","URL","Notes"
"Internat/Netzwerk","UniFi Controller","itadmin","<<cred>>","https://<<ip>>:8443","Controller im Serverraum Haus <<n>>"
"Internat/Drucker","PaperCut","admin","","https://print.<<dom>>","SSO"
""",
    "pw_dq",
)

F.reg(
    "wireguard_fernwartung_conf",
    (
        "etc/wireguard/wg-fernwartung.conf",
        "IT/VPN/<<fa>>-<<org>>.conf",
        "vpn/<<org>>_support_<<n>>.conf",
    ),
    """[Interface]
# Fernwartung Internat - Laptop <<first>> <<last>>
PrivateKey = <<cred>>
Address = 10.77.<<n>>.2/32
DNS = 10.77.0.1

[Peer]
PublicKey = <<pub>>
Endpoint = vpn.<<dom>>:51820
AllowedIPs = 10.77.0.0/16, 192.168.<<nn>>.0/24
PersistentKeepalive = 25
""",
    "p:wg",
    syntax="",
    extra=lambda r, s: s.update(pub=prov(r, "wg")),
)

F.reg(
    "french_email_mot_de_passe_econome",
    ("courriel/pronote_acces_<<nnn>>.eml", "Mail/Inbox/<<ts>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<first2>> <<last2>> <<<email2>>>
Subject: Accès au logiciel de facturation de l'internat
Date: Mon, <<d>> Aug <<year>> 07:<<mi>>:00 +0200
Content-Type: text/plain; charset=utf-8

Bonjour <<first2>>,

Voici tes accès pour la facturation des frais de pension (économat) :

Identifiant : econome.<<org>>
Mot de passe : <<cred>>

Merci de le changer à la première connexion. Le service informatique reste à disposition.
Meilleures salutations,
<<first>> <<last>>
Service informatique - <<orgname>>, <<city>>
""",
    "human",
    syntax="",
)

F.reg(
    "freeradius_clients_conf_schueler_wlan",
    (
        "etc/freeradius/3.0/clients.conf",
        "radius/<<org>>/clients_<<n>>.conf",
        "srv/radius<<n>>/clients.conf",
    ),
    """# FreeRADIUS - WLAN Lernende / Internat (WPA2-Enterprise)
client unifi-controller {
	ipaddr = <<ip>>
	secret = <<cred>>
	shortname = unifi-haus<<n>>
	nas_type = other
}
""",
    "pw_bare",
    syntax="",
)
