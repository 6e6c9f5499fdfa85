# ruff: noqa: E501
"""Family o: the trustees and managing agent of a sectional-title body corporate in Cape Town,
Afrikaans, isiZulu and English."""

from __future__ import annotations

from sixtyfifth_spec import Fam

F = Fam(
    "bodycorp_sectional_capetown",
    orgs=("bergzichtbc", "fynboscourt", "tafelzichtmanaging"),
    tld="co.za",
    first=("johan", "annelie", "pieter", "marietjie", "thabo", "nomvula", "sipho", "zanele"),
    last=(
        "vandermerwe|van der Merwe",
        "botha",
        "nel",
        "pretorius",
        "dlamini",
        "nkosi",
        "mokoena",
        "khumalo",
    ),
    words=(
        "tafelberg",
        "fynbos",
        "braai",
        "biltong",
        "rooibos",
        "springbok",
        "protea",
        "lekker",
        "boerewors",
        "koeksister",
        "kaapstad",
        "ubuntu",
        "indlovu",
        "langa",
        "karoo",
        "bokkie",
    ),
    cc="+27",
    city="Kaapstad",
)

F.reg(
    "bodycorp_whatsapp_afrikaans_wagwoord_hek",
    ("WhatsApp Chat with Trustees <<org>>.txt", "Foon/WhatsApp/trustees_<<n>>.txt"),
    """<<dmys>>, <<m1>> - <<first_l>> <<last_l>>: Môre almal, die hek-app (Centurion G-Ultra) wil weer aanteken
<<dmys>>, <<m2>> - <<f2_l>> <<l2_l>>: Gebruikersnaam is trustees@<<dom>>
<<dmys>>, <<m2>> - <<f2_l>> <<l2_l>>: Wagwoord: <<cred>>
<<dmys>>, <<m3>> - <<first_l>> <<last_l>>: Dankie, dit werk 👍
<<dmys>>, <<m4>> - <<f2_l>> <<l2_l>>: Moet dit asseblief nie in die eienaars-groep plaas nie
""",
    cred="human",
)

F.reg(
    "bodycorp_signal_export_zulu_iphasiwedi",
    ("signal-export/<<org>> Security/chat.md", "Documents/signal_<<org>>_<<n>>.md"),
    """[<<date>> <<m1>>] <<first_l>>: Sawubona, ngicela iphasiwedi ye-CCTV ye-guardhouse
[<<date>> <<m2>>] <<f2_l>>: Igama: guard<<n>>
[<<date>> <<m2>>] <<f2_l>>: Iphasiwedi: <<cred>>
[<<date>> <<m3>>] <<first_l>>: Ngiyabonga kakhulu 🙏
[<<date>> <<m4>>] <<f2_l>>: Ungayiniki muntu, izoshintshwa ngempelasonto
""",
    cred="human",
    syntax="",
)

F.reg(
    "bodycorp_payfast_levy_passphrase_php",
    ("levies/payfast_config.php", "<<org>>-portal/includes/payfast_<<y>>.php"),
    """<?php
// Levy payments - <<org>> Body Corporate (PayFast)
$payfast = [
    'merchant_id'  => '1<<n3>><<n3>>',
    'merchant_key' => '<<mkey>>',
    'passphrase'   => '<<cred>>',
    'return_url'   => 'https://levies.<<dom>>/paid',
    'cancel_url'   => 'https://levies.<<dom>>/cancelled',
    'notify_url'   => 'https://levies.<<dom>>/itn',
    'sandbox'      => false,
];
""",
    cred="human",
    extra=lambda rng, s: {"mkey": F.draw(rng, "lowal:13")},
    syntax="",
)

F.reg(
    "bodycorp_levy_statements_adodb_vbs",
    ("Managing Agent/scripts/levy_statements.vbs", "C/Scripts/<<org>>/export_levies_<<n>>.vbs"),
    """' Exports the monthly levy roll from the accounting database to CSV for the trustees
Dim conn, rs, fso, out
Set conn = CreateObject("ADODB.Connection")
conn.Open "Provider=SQLOLEDB;Data Source=<<ip>>\\SQLEXPRESS;Initial Catalog=Levies;User ID=levyreport;Password=<<cred>>;"
Set rs = conn.Execute("SELECT Unit, Owner, Levy, Arrears FROM LevyRoll WHERE Scheme = '<<org>>'")
Set fso = CreateObject("Scripting.FileSystemObject")
Set out = fso.CreateTextFile("C:\\Levies\\levy_roll.csv", True)
out.WriteLine "Unit,Owner,Levy,Arrears"
Do Until rs.EOF
    out.WriteLine rs("Unit") & "," & rs("Owner") & "," & rs("Levy") & "," & rs("Arrears")
    rs.MoveNext
Loop
out.Close
conn.Close
""",
    cred="pw",
    syntax="",
)

F.reg(
    "bodycorp_electric_fence_energizer_ini",
    ("Guardhouse/FenceMonitor/settings.ini", "fence/<<org>>_energizer_<<n>>.ini"),
    """; Perimeter electric fence - energizer network module
[Energizer]
Address=<<ip>>
Zones=4
AlarmOutput=Siren+ArmedResponse

[Login]
User=installer
Password=<<cred>>

[Notify]
ArmedResponse=<<phone>>
Email=trustees@<<dom>>
""",
    cred="pw_alnum",
)

F.reg(
    "bodycorp_trustee_email_cctv_password",
    ("Outlook/Sent/CCTV access for new trustee.eml", "mail/<<org>>/sent/<<n3>>.eml"),
    """From: <<first_l>> <<last_l>> <<<email>>>
To: <<f2_l>> <<l2_l>> <<<email2>>>
Subject: CCTV and access control - handover
Date: Tue, <<d>> Sep <<y>> 17:26:03 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Hi <<f2_l>>,

Welkom by die trustees! As promised, the login for the CCTV recorder in the guardhouse
(Hik-Connect, also works on the phone):

Device: <<org>>-NVR
User: admin
Password: <<cred>>

The gate remotes are ordered from the installer; the managing agent has the invoice.
Groete,
<<first_l>>
""",
    cred="pw",
)

F.reg(
    "bodycorp_prepaid_meter_vending_api_yaml",
    ("meter-vending/config.yaml", "srv/<<org>>/vending_<<n>>.yaml"),
    """# Prepaid electricity + water sub-metering: token vending for owners and tenants
vending:
  base_url: https://vend.meterlinkportal.co.za/api/v2
  client_id: <<org>>
  api_key: <<ak>>
  api_secret: '<<cred>>'
  scheme: <<org>>
tariffs:
  electricity_block1_kwh: 350
  water_kl: 28.60
""",
    cred="alnum:32",
    extra=lambda rng, s: {"ak": F.draw(rng, "hex:24")},
)

F.reg(
    "bodycorp_owners_portal_wp_config_php",
    ("public_html/wp-config.php", "sites/<<org>>-owners/wp-config.php"),
    """<?php
/** Owners' portal (minutes, rules, levy statements) - <<org>> */
define( 'DB_NAME', 'bc_owners' );
define( 'DB_USER', 'bc_owners' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

$table_prefix = 'bc_';
define( 'WP_DEBUG', false );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    cred="pw_sq",
    syntax="",
)
