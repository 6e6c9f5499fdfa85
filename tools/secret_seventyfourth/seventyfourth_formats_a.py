# ruff: noqa: E501
"""Family a: a pirogue fishers' cooperative in Kayar, Senegal (French and Wolof)."""

from __future__ import annotations

from seventyfourth_spec import Fam, dec_qp_after, enc_qp, pick

KAYAR = Fam(
    name="kayar_gaal_fishers_union",
    orgs=("kayargaal", "ndarmbaal", "giethiof"),
    tld="sn",
    first=(
        ("Moussa", "moussa"),
        ("Awa", "awa"),
        ("Fatou", "fatou"),
        ("Ousmane", "ousmane"),
        ("Mamadou", "mamadou"),
        ("Aminata", "aminata"),
        ("Cheikh", "cheikh"),
        ("Ndèye", "ndeye"),
        ("Babacar", "babacar"),
        ("Khady", "khady"),
        ("Modou", "modou"),
        ("Coumba", "coumba"),
    ),
    last=(
        ("Ndiaye", "ndiaye"),
        ("Diop", "diop"),
        ("Fall", "fall"),
        ("Sarr", "sarr"),
        ("Guèye", "gueye"),
        ("Seck", "seck"),
        ("Mbaye", "mbaye"),
        ("Faye", "faye"),
        ("Thiam", "thiam"),
    ),
    words=(
        "thiof",
        "yaboy",
        "gaal",
        "kayar",
        "teranga",
        "jambar",
        "ndar",
        "mbour",
        "lebou",
        "jolof",
        "sunugal",
        "yakaar",
        "diarama",
        "baol",
        "thiakry",
        "dieuredieuf",
        "touba",
        "lions",
    ),
    pets=("Bobo", "Simba", "Kaaw", "Mousse", "Rex", "Ndiol"),
    cc="+221",
    vessels=("Serigne Touba", "Mame Diarra 2", "Sokhna Maï", "Baye Fall", "Jamm Rek"),
    places=("Kayar", "Joal-Fadiouth", "Mbour", "Hann", "Saint-Louis"),
)
F = KAYAR.reg

F(
    "kayar_wolof_whatsapp_code_bi_wave_business",
    (
        "exports/WhatsApp Chat with GIE <<orgc>> bureau.txt",
        "Documents/wa/<<user>>/gaal_<<ymd>>.txt",
    ),
    """<<dmy>> <<time>> - Les messages et les appels sont chiffrés de bout en bout.
<<dmy>> <<time>> - <<fn>> <<ln>>: Salamaalekum, <<fn2>> yow la wut
<<dmy>> <<time>> - <<fn2>> <<ln2>>: Maalekum salaam. Lan la?
<<dmy>> <<time>> - <<fn>> <<ln>>: Compte Wave Business bi, code bi soppi nañu ko démb
<<dmy>> <<time>> - <<fn>> <<ln>>: numéro: <<phone>>
<<dmy>> <<time>> - <<fn>> <<ln>>: code bi: <<cred>>
<<dmy>> <<time2>> - <<fn2>> <<ln2>>: Jërëjëf, dinaa fey mareyeurs yi ba pirogue <<vessel>> dellusi
<<dmy>> <<time2>> - <<fn>> <<ln>>: Bul ko yónnee kenn, dafa wara des ci biro bi rekk 🙏
""",
    cred="human",
)

F(
    "kayar_paydunya_checkout_php_private_key",
    ("cotisations/config/paydunya.php", "www/<<org>>/app/Config/Paydunya.php"),
    """<?php
// Encaissement des cotisations des membres (Orange Money / Wave / Free Money via PayDunya)
require_once __DIR__ . '/../vendor/paydunya/paydunya-php/src/paydunya.php';

\\Paydunya\\Setup::setMasterKey('<<hex8>>-<<n4>>-ab<<n2>>-9f<<n2>>-<<n4>>c<<n>>ae<<n2>>');
\\Paydunya\\Setup::setPublicKey('live_public_<<serial>>');
\\Paydunya\\Setup::setPrivateKey('<<cred>>');
\\Paydunya\\Setup::setMode('live');

\\Paydunya\\Checkout\\Store::setName('GIE <<orgc>> - Cotisations pêcheurs');
\\Paydunya\\Checkout\\Store::setTagline('Quai de pêche de <<place>>');
\\Paydunya\\Checkout\\Store::setPhoneNumber('<<phone>>');
\\Paydunya\\Checkout\\Store::setWebsiteUrl('https://www.<<dom>>');
\\Paydunya\\Checkout\\Store::setCallbackUrl('https://www.<<dom>>/cotisations/ipn.php');
""",
    cred="p:paydunya_private",
    syntax="",
)


F(
    "kayar_landing_register_spreadsheetml_debarquement",
    ("debarquements/registre_<<y>>.xml", "Bureau/Registre débarquements <<mo>>-<<y>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Débarquements">
  <Table>
   <Row><Cell><Data ss:Type="String">Date</Data></Cell><Cell><Data ss:Type="String">Pirogue</Data></Cell><Cell><Data ss:Type="String">Capitaine</Data></Cell><Cell><Data ss:Type="String">Espèce</Data></Cell><Cell><Data ss:Type="String">Kg</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String"><<dmy>></Data></Cell><Cell><Data ss:Type="String"><<vessel>></Data></Cell><Cell><Data ss:Type="String"><<fn>> <<ln>></Data></Cell><Cell><Data ss:Type="String">Thiof</Data></Cell><Cell><Data ss:Type="Number"><<n>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String"><<dmy>></Data></Cell><Cell><Data ss:Type="String"><<vessel2>></Data></Cell><Cell><Data ss:Type="String"><<fn2>> <<ln2>></Data></Cell><Cell><Data ss:Type="String">Yaboy</Data></Cell><Cell><Data ss:Type="Number"><<n4>></Data></Cell></Row>
  </Table>
 </Worksheet>
 <Worksheet ss:Name="Accès">
  <Table>
   <Row><Cell><Data ss:Type="String">Service</Data></Cell><Cell><Data ss:Type="String">Identifiant</Data></Cell><Cell><Data ss:Type="String">Mot de passe</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Tablette quai (appli débarquement)</Data></Cell><Cell><Data ss:Type="String"><<user>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    cred="human_x",
)

_ACCENTED = ("Pêche", "Marée", "Thiéroye", "Sénégal", "Jëf", "Pirogué", "Dëkk", "Océan")


def _accented_pw(rng, s):
    return f"{pick(rng, _ACCENTED)}{pick(rng, ('', '_', '.'))}{rng.randint(1990, 2026)}{pick(rng, '!#*')}"


def _qp_mail(s):
    body = f"""Bonjour {s["fn2"]},

Comme convenu à la réunion du GIE, voici l'accès à la passerelle SMS (alertes météo
et prix du poisson envoyés aux capitaines des pirogues).

Adresse : https://sms.{s["dom"]}/admin
Identifiant : {s["user"]}
Mot de passe provisoire : {s["cred"]}

Merci de le changer à la première connexion. Les SMS partent chaque matin à 5h30
avant la sortie des pirogues de {s["place"]}.

Cordialement,
{s["fn"]} {s["ln"]}
Secrétaire général, GIE {s["orgc"]}
"""
    return f"""From: {s["fn"]} {s["ln"]} <{s["email"]}>
To: {s["email2"]}
Subject: =?UTF-8?Q?Acc=C3=A8s_passerelle_SMS_m=C3=A9t=C3=A9o?=
Date: Tue, {s["d"]} Mar {s["y"]} {s["hms"]} +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

{enc_qp(body)}"""


F(
    "kayar_french_email_qp_mot_de_passe_sms_meteo",
    ("mail/Envoyés/<<ymd>>_passerelle_sms.eml", "Thunderbird/<<user>>/Sent/acces_sms_<<n>>.eml"),
    _qp_mail,
    cred=_accented_pw,
    decode=dec_qp_after("Mot de passe provisoire :"),
)

F(
    "kayar_ais_catcher_systemd_sharing_key",
    ("etc/systemd/system/ais-catcher.service", "home/pi/ais/ais-catcher@<<place>>.service"),
    """# Récepteur AIS du quai de <<place>> (RTL-SDR v3 + antenne VHF sur le toit de la coopérative)
[Unit]
Description=AIS-catcher <<orgc>> (MarineTraffic + aiscatcher.org)
After=network-online.target

[Service]
User=pi
ExecStart=/usr/local/bin/AIS-catcher -d:0 -gr TUNER 38.6 RTLAGC on \\
    -u 5.9.207.224 <<n4>> \\
    -X <<cred>> \\
    -N 8100 STATION "GIE <<orgc>> <<place>>" LAT 14.88 LON -17.11 SHARE_LOC on
Restart=always
RestartSec=10

[Install]
WantedBy=multi-user.target
""",
    cred="uuid",
    syntax="",
)

F(
    "kayar_vsat_modem_bash_history_sshpass",
    ("home/<<user>>/.bash_history", "root/.bash_history"),
    """ping -c 4 192.168.0.1
ip route
sudo apt install sshpass
sshpass -p '<<cred>>' ssh -o StrictHostKeyChecking=no admin@192.168.0.1 'telnet 0 13'
sshpass -p '<<cred>>' scp admin@192.168.0.1:/etc/idirect/falcon/falcon.opt /tmp/
less /tmp/falcon.opt
speedtest-cli
exit
""",
    cred="pw_sq",
    syntax="",
)

F(
    "kayar_cold_room_tuya_iot_env",
    ("chambre-froide/.env", "opt/<<org>>/sonde-froid/.env"),
    """# Sondes de température de la chambre froide (capteurs Tuya Zigbee + passerelle)
# Alerte WhatsApp au gérant si > -18 °C pendant 20 min
TUYA_ENDPOINT=https://openapi.tuyaeu.com
TUYA_ACCESS_ID=<<serial>><<hex8>>
TUYA_ACCESS_SECRET=<<cred>>
TUYA_DEVICE_IDS=bf<<hex8>><<n4>>,bf<<hex8>><<n>>
SEUIL_ALERTE=-18
GERANT_TEL=<<phone>>
""",
    cred="p:tuya_secret",
    syntax="",
)

F(
    "kayar_traccar_telegram_copied_reply_only",
    ("Téléchargements/telegram_<<fa>>_<<d>><<mo>>.txt", "notes/copie_telegram_<<n>>.txt"),
    """<<fn2>> <<ln2>>, [<<dmyd>> <<time>>]
Le mot de passe traccar pour suivre les GPS des pirogues stp, le mien ne marche plus

<<fn>> <<ln>>, [<<dmyd>> <<time2>>]
<<cred>>

<<fn2>> <<ln2>>, [<<dmyd>> <<time2>>]
Jërëjëf 👍
""",
    cred="human_x",
)
