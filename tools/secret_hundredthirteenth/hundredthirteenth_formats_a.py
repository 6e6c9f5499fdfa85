"""Family a: a trawler owner (armateur) in Agadir, Morocco: Darija in Arabic script, French."""

from __future__ import annotations

from hundredthirteenth_spec import Fam, after, dec_qp, enc_qp, with_chars

F = Fam(
    name="agadir_trawler_armateur",
    orgs=("bahrsous", "atlantikmar", "chalutiersouss", "anzapeche"),
    tld="ma",
    first=(
        ("يوسف", "youssef"),
        ("حسن", "hassan"),
        ("إبراهيم", "brahim"),
        ("عبد الله", "abdellah"),
        ("رشيد", "rachid"),
        ("فاطمة", "fatima"),
        ("خديجة", "khadija"),
        ("سعيد", "said"),
    ),
    last=(
        ("أيت باها", "aitbaha"),
        ("العلوي", "alaoui"),
        ("بنعلي", "benali"),
        ("أوحمو", "ouhammou"),
        ("الإدريسي", "idrissi"),
        ("أمزيان", "amziane"),
    ),
    words=(
        "sardine",
        "chalutier",
        "anza",
        "bahr",
        "souss",
        "merstan",
        "hout",
        "rais",
        "tamri",
        "lbaboor",
        "poulpe",
        "imsouane",
        "marsa",
        "atlas",
    ),
    pets=("simba", "mimi", "louna", "rex", "zitouna"),
    cc="212",
)

F.reg(
    "agadir_vms_transponder_themis_poller_ini",
    ("opt/vms-poller/<<org>>.ini", "etc/themis/poll_<<org>>.ini"),
    """; Interrogation positions VMS (CLS Themis web services) - flotte <<org>>
; navires: <<n>> chalutiers, port d'attache Agadir
[themis]
endpoint = https://themis.cls.fr/ws/positions
login = <<org>>_armateur
password = <<cred>>
poll_minutes = 15

[output]
csv_dir = /srv/vms/positions
alert_mail = <<email>>
""",
    "pw",
)

F.reg(
    "agadir_darija_whatsapp_kalimat_sir_elogbook",
    ("exports/WhatsApp Chat with Rais <<fa>>.txt", "chats/whatsapp_bateau_<<nn>>.txt"),
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: السلام، الرايس، واش دخلتي الكابتير ف ERS؟
<<dmy>>, <<time>> - Rais <<fa2>>: لا، التطبيق كيطلب كلمة السر جديدة
<<dmy>>, <<time>> - <<fn>> <<ln>>: كلمة السر ديال الجورنال الإلكتروني: <<cred>>
<<dmy>>, <<time>> - <<fn>> <<ln>>: اليوزر هو <<user>> ، ما تعطيهاش لحتى واحد
<<dmy>>, <<time>> - Rais <<fa2>>: صافي دخلت، شكرا 🙏
""",
    "human",
)


def _qp(rng, s):
    s["cred"] = with_chars(rng, s["cred"], "éèàçô")
    s["enc"] = enc_qp(s["cred"])


F.reg(
    "agadir_french_email_qp_portail_onp_armateur",
    ("mail/Envoyes/<<id8>>.eml", "Maildir/cur/<<ts>>.<<id8>>:2,S"),
    """From: <<fa>> <<la>> <<<email>>>
To: comptabilite@<<dom>>
Subject: =?UTF-8?Q?Acc=C3=A8s_portail_ONP_(vente_en_halle)?=
Date: Mon, <<dd>> Mar <<year>> <<time>>:12 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

Bonjour,

Voici l'acc=C3=A8s au portail de l'Office National des P=C3=AAches pour les =
d=C3=A9clarations de d=C3=A9barquement du chalutier.

Identifiant : <<org>>-<<nn>>
Mot de passe : <<enc>>

Merci de ne pas le transf=C3=A9rer.
<<fa>>
""",
    "human",
    syntax="",
    extra=_qp,
    decode=lambda t: dec_qp(after(t, r"Mot de passe : (\S+)")),
)

F.reg(
    "agadir_fleet_tracking_traccar_xml_database",
    ("srv/<<org>>/traccar/conf/traccar.xml", "opt/traccar-<<nn>>/conf/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <!-- suivi flotte <<org>> : balises AIS/GPS des chalutiers -->
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<ip>>:3306/traccar?serverTimezone=UTC&amp;useSSL=false</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='mail.smtp.host'>smtp.<<dom>></entry>
</properties>
""",
    "pw_xml",
)

F.reg(
    "agadir_crew_payroll_sage_sql_invoke_ps1",
    ("scripts/paie_equipage.ps1", "C:/Users/<<fa>>/Documents/export_paie_<<yy>>.ps1"),
    """# Export paie marins (Sage 100 Paie) vers CSV pour la CNSS
$server = "<<ip>>\\SAGE"
$user = "sa_paie"
$pass = "<<cred>>"
Invoke-Sqlcmd -ServerInstance $server -Database "PAIE_<<org>>" -Username $user -Password $pass `
  -Query "SELECT matricule, nom, part_peche FROM marins WHERE mois = '<<mo>>'" |
  Export-Csv -Path "\\\\nas\\paie\\marins_<<year>><<mo>>.csv" -NoTypeInformation -Encoding UTF8
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "agadir_cmi_payment_storekey_php_config",
    ("www/vente-poisson/config/cmi.php", "app/config/cmi_<<org>>.php"),
    """<?php
// Paiement en ligne CMI (Centre Monetique Interbancaire) - vente directe sardine congelee
return [
    'clientid' => '600<<nn>>',
    'storekey' => '<<cred>>',
    'gateway'  => 'https://payment.cmi.co.ma/fim/est3Dgate',
    'okUrl'    => 'https://www.<<dom>>/paiement/ok',
    'failUrl'  => 'https://www.<<dom>>/paiement/echec',
    'lang'     => 'fr',
];
""",
    "p:cmi",
    syntax="",
)

F.reg(
    "agadir_iridium_go_router_bash_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history"),
    """ping -c 3 192.168.0.1
curl -s http://192.168.0.1/api/status
curl -u admin:<<cred>> http://192.168.0.1/api/config/firewall -o fw.json
cat fw.json | jq .
scp fw.json <<fa>>@<<ip>>:/srv/iridium/
exit
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "agadir_elogbook_captains_csv_columns",
    ("Documents/ers_rais_<<year>>.csv", "partage/flotte/acces_ers.csv"),
    """navire;matricule;rais;identifiant ERS;mot de passe
<<org>> I;8-<<nn>>;<<fa2>>;<<org>>01;(voir bureau)
<<org>> II;8-<<n>>71;<<fa>>;<<org>>02;<<cred>>
""",
    "human_x",
    syntax="",
)
