# ruff: noqa: E501
"""Family d: a cybercafe in Jacmel (Haiti), Haitian Creole and French."""

from __future__ import annotations

from seventieth_spec import Fam, alnum

F = Fam(
    name="jacmel_cybercafe_kreyol",
    orgs=("sibernetjakmel", "kafeentenet", "lakaysiber"),
    tld="ht",
    first=(
        ("Wilnès", "wilnes"),
        ("Rose-Marie", "rosemarie"),
        ("Jean-Baptiste", "jbaptiste"),
        ("Fabiola", "fabiola"),
        ("Ketly", "ketly"),
        ("Mackenson", "mackenson"),
        ("Djenane", "djenane"),
        ("Frantz", "frantz"),
    ),
    last=(
        ("Pierre-Louis", "pierrelouis"),
        ("Joseph", "joseph"),
        ("Désir", "desir"),
        ("Saint-Fleur", "saintfleur"),
        ("Charles", "charles"),
        ("Étienne", "etienne"),
    ),
    words=(
        "kreyol",
        "jakmel",
        "lakay",
        "banan",
        "diri",
        "griyo",
        "kombit",
        "ayiti",
        "soley",
        "lanmou",
        "zanmi",
        "kanaval",
        "pikliz",
        "bonjou",
        "lavi",
        "fanmi",
        "kleren",
        "mango",
    ),
    pets=("bobi", "toutou", "choupette", "milou", "ti-rex", "bijou"),
    towns=("Jacmel", "Cayes-Jacmel", "Marigot", "Bainet", "La Vallée"),
    cc="+509",
)

F.reg(
    "cybercafe_kreyol_whatsapp_ios_wifi_modpas",
    ("WhatsApp Chat - <<orgc>> Staf/_chat.txt", "export/<<fa>>/_chat_<<d8>>.txt"),
    """[<<dmy>> <<time>>:12] <<fn>> <<ln>>: Bonjou tout moun
[<<dmy>> <<time>>:40] <<fn2>>: Bonjou. Kliyan yo ap mande kòd wifi nouvo a, routè a te reset yè swa
[<<dmy>> <<time2>>:03] <<fn>> <<ln>>: Modpas wifi <<orgc>>_Kliyan lan se
[<<dmy>> <<time2>>:05] <<fn>> <<ln>>: <<cred>>
[<<dmy>> <<time2>>:31] <<fn2>>: Mèsi anpil! M ap ekri l sou tablo a
[<<dmy>> <<time2>>:58] <<fn>> <<ln>>: Non non pa ekri l sou tablo a, bay chak moun ki peye sèlman
""",
    "human",
)

F.reg(
    "cybercafe_mikrotik_hotspot_user_rsc_export",
    ("mikrotik/export_<<d8>>.rsc", "backup/<<org>>/hap-ac2_<<d8>>.rsc"),
    """# <<date>> <<time>>:07 by RouterOS 7.14.3
# software id = <<swid>>
#
# model = RB952Ui-5ac2nD
/interface bridge
add name=bridge-kliyan
/ip hotspot profile
add dns-name=login.<<dom>> hotspot-address=10.5.50.1 name=hsprof1
/ip pool
add name=hs-pool ranges=10.5.50.2-10.5.50.254
/ip hotspot
add address-pool=hs-pool disabled=no interface=bridge-kliyan name=hotspot1 profile=hsprof1
/ip hotspot user profile
add name=1edtan rate-limit=2M/2M session-timeout=1h
/ip hotspot user
add name=kes profile=default password=<<cred>> comment="kesye - pa efase"
add name=<<fa2>> limit-uptime=1h profile=1edtan
/system identity
set name=<<orgc>>-<<town>>
""",
    "pw_bare",
    syntax="",
    extra=lambda rng, s: {
        "swid": f"{alnum(rng, 4, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}-{alnum(rng, 4, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}"
    },
)

F.reg(
    "cybercafe_moncash_sdk_config_php_array",
    ("includes/moncash_config.php", "www/<<org>>/app/config/moncash.php"),
    """<?php
// Peman MonCash pou kat entènèt ak enpresyon (<<orgc>>)
return [
    'mode'          => 'live',
    'client_id'     => '<<cid>>',
    'client_secret' => '<<cred>>',
    'business_key'  => '<<bkey>>',
    'return_url'    => 'https://<<dom>>/moncash/retou',
];
""",
    "p:moncash",
    syntax="",
    extra=lambda rng, s: {"cid": alnum(rng, 32, "0123456789abcdef"), "bkey": alnum(rng, 24)},
)

F.reg(
    "cybercafe_handycafe_server_settings_ini",
    ("HandyCafe/Server/settings.ini", "Program Files/HandyCafe Server <<n>>/settings.ini"),
    """[Cafe]
Name=<<orgc>>
Currency=HTG
PricePerHour=75

[Database]
Engine=Firebird
Host=127.0.0.1
File=C:\\HandyCafe\\Data\\HCAFE.FDB
User=SYSDBA
Password=<<cred>>

[Admin]
RequirePasswordOnExit=1
""",
    "pw",
)

F.reg(
    "cybercafe_french_email_fai_identifiants_pppoe",
    ("mail/<<d8>>_activation_fibre.eml", "Documents/<<orgc>>/FAI/activation_<<nnnn>>.eml"),
    """From: Service Clients <activation@fibre-ayiti.net>
To: <<fn>> <<ln>> <<<email>>>
Subject: Activation de votre ligne Pro - dossier <<nnnn>>
Date: Mon, 3 Jun <<year>> <<time>>:00 -0400
Content-Type: text/plain; charset=utf-8

Bonjour <<fn>> <<ln>>,

Votre ligne Fibre Pro 50 Mbps pour « <<orgc>> » (<<town>>) est activée.
Veuillez configurer votre routeur avec les paramètres suivants :

    Type de connexion : PPPoE
    Identifiant : <<org>><<nnnn>>@pro
    Mot de passe : <<cred>>
    VLAN : 10

Conservez ces informations en lieu sûr.
Cordialement,
Le service technique
""",
    "pw_alnum",
)

F.reg(
    "cybercafe_papercut_server_properties_db",
    (
        "PaperCut NG/server/server.properties",
        "Program Files/PaperCut MF <<n>>/server/server.properties",
    ),
    """### PaperCut NG - <<orgc>> (enpresyon kliyan)
server.port=9191
server.ssl.port=9192
database.type=SQLServer
database.driver=net.sourceforge.jtds.jdbc.Driver
database.url=jdbc:jtds:sqlserver://localhost/papercut
database.username=papercut
database.password=<<cred>>
""",
    "pw",
    syntax="",
)

F.reg(
    "cybercafe_cashier_notebook_ocr_kod_admin",
    ("scans/kaye_kes_<<d8>>.txt", "ocr/<<fa>>_kaye_<<nn>>.txt"),
    """KAYE KÈS — <<orgc>>
<<dmy>>
Machin 1-12 : 75 G / èdtan
Enpresyon nwa : 10 G, koulè : 25 G

Kòd admin òdinatè kès
<<cred>>

Lajan kòmansman : 2500 G
""",
    "human_x",
)

F.reg(
    "cybercafe_openwrt_network_pppoe_uci",
    ("etc/config/network", "backup/openwrt-<<org>>-<<d8>>/etc/config/network"),
    """config interface 'loopback'
	option device 'lo'
	option proto 'static'
	option ipaddr '127.0.0.1'
	option netmask '255.0.0.0'

config interface 'lan'
	option device 'br-lan'
	option proto 'static'
	option ipaddr '192.168.<<n>>.1'
	option netmask '255.255.255.0'

config interface 'wan'
	option device 'eth0.10'
	option proto 'pppoe'
	option username '<<org>><<nnnn>>@pro'
	option password '<<cred>>'
	option ipv6 'auto'
""",
    "pw_sq",
    syntax="",
)
