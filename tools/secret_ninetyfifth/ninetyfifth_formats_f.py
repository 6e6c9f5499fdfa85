# ruff: noqa: E501
"""Family f: a technical helpdesk in Cluj-Napoca, Romania (Romanian, English)."""

from __future__ import annotations

from ninetyfifth_spec import Fam

F = Fam(
    name="cluj_technical_helpdesk",
    key="clujhd",
    orgs=("someshelp", "ardealsuport", "feleacit"),
    tld="ro",
    first=(
        ("Andreea", "andreea"),
        ("Ștefan", "stefan"),
        ("Ioana", "ioana"),
        ("Răzvan", "razvan"),
        ("Bianca", "bianca"),
        ("Mihai", "mihai"),
        ("Alexandra", "alexandra"),
        ("Tudor", "tudor"),
    ),
    last=(
        ("Pop", "pop"),
        ("Mureșan", "muresan"),
        ("Rusu", "rusu"),
        ("Moldovan", "moldovan"),
        ("Crișan", "crisan"),
        ("Sabău", "sabau"),
    ),
    words=(
        "iubire",
        "soare",
        "ciuc",
        "clujul",
        "napoca",
        "ardeal",
        "somes",
        "brasov",
        "pisica",
        "dacia",
        "mamaliga",
        "cafea",
        "dragoste",
        "muntii",
        "comoara",
        "fericire",
    ),
    pets=("azorel", "grivei", "miti", "lola", "rex", "tommy"),
    months=(
        "ianuarie",
        "februarie",
        "martie",
        "aprilie",
        "mai",
        "iunie",
        "iulie",
        "august",
        "septembrie",
        "octombrie",
        "noiembrie",
        "decembrie",
    ),
    walks=("qwerty", "qwertz", "1qaz2wsx", "asdfgh"),
    sites=("cluj", "iulius", "marasti", "floresti"),
    cc="40",
)

F.reg(
    "glpi_config_db_php_dbpassword",
    ("glpi_<<site>>/config/config_db.php", "var/www/glpi/config/config_db.php"),
    """<?php
class DB extends DBmysql {
   public $dbhost = '<<ip>>';
   public $dbuser = 'glpi';
   public $dbpassword = '<<cred>>';
   public $dbdefault = 'glpi_<<site>>';
   public $use_utf8mb4 = true;
   public $allow_myisam = false;
   public $allow_datetime = false;
   public $allow_signed_keys = false;
}
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "romanian_whatsapp_parola_vpn_client",
    ("WhatsApp Chat cu Helpdesk L1 <<site>>.txt", "export/wa_helpdesk_<<date>>.txt"),
    """<<dmy_dot>>, <<time>> - <<fn>> <<ln>>: Bună seara, clientul de la <<orgc>> sună iar că nu-i merge VPN-ul 😩
<<dmy_dot>>, <<time>> - <<fn2>> <<ln2>>: I-am resetat contul în FortiClient EMS, parola temporară e
<<dmy_dot>>, <<time>> - <<fn2>> <<ln2>>: <<cred>>
<<dmy_dot>>, <<time>> - <<fn2>> <<ln2>>: user: <<user>>, să o schimbe la prima logare
<<dmy_dot>>, <<time>> - <<fn>> <<ln>>: Mersi mult! Închid tichetul #<<ticket>>
""",
    "human",
)

F.reg(
    "freshdesk_api_curl_bash_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history"),
    """cd /opt/helpdesk-scripts
ls -la
curl -v -u <<cred>>:X -H "Content-Type: application/json" -X GET 'https://<<org>>.freshdesk.com/api/v2/tickets?updated_since=<<date>>T00:00:00Z'
curl -u <<cred>>:X -H "Content-Type: application/json" -X PUT -d '{"status": 4}' 'https://<<org>>.freshdesk.com/api/v2/tickets/<<ticket>>'
python3 sla_report.py --site <<site>>
tail -f /var/log/sla_report.log
exit
""",
    "p:freshdesk",
    syntax="",
)

F.reg(
    "anydesk_unattended_password_cmd",
    ("deploy/anydesk_install.cmd", "NETLOGON/<<site>>/anydesk_setup.cmd"),
    """@echo off
rem Instalare AnyDesk cu acces neasistat pentru echipa de suport (<<orgc>>)
rem pus de <<fa>> <<la>> - <<dmy_dot>>
set ADPATH="C:\\Program Files (x86)\\AnyDesk\\AnyDesk.exe"
\\\\fs01\\kits\\AnyDesk_Custom_Client.exe --install "C:\\Program Files (x86)\\AnyDesk" --start-with-win --silent --create-shortcuts
timeout /t 10 /nobreak >nul
echo <<cred>> | %ADPATH% --set-password
for /f "delims=" %%i in ('%ADPATH% --get-id') do set ADID=%%i
echo %COMPUTERNAME%;%ADID% >> \\\\fs01\\inventar\\anydesk_ids.csv
""",
    "human_x",
    syntax="",
)

F.reg(
    "zabbix_agent_tls_psk_file",
    ("etc/zabbix/zabbix_agentd.psk", "zabbix/<<site>>/psk/<<host>>.psk"),
    """<<cred>>
""",
    "hex:64",
    syntax="",
)

F.reg(
    "teamviewer_api_token_assignment_ps1",
    ("scripts/Assign-TeamViewer.ps1", "intune/<<site>>/tv_assign.ps1"),
    """# Asignează dispozitivul în contul TeamViewer al helpdesk-ului
$ApiToken = "<<cred>>"
$headers = @{ Authorization = "Bearer $ApiToken" }
$tvId = (Get-ItemProperty "HKLM:\\SOFTWARE\\WOW6432Node\\TeamViewer").ClientID
$body = @{ remotecontrol_id = "r$tvId"; groupid = "g<<ticket>>"; alias = $env:COMPUTERNAME } | ConvertTo-Json
Invoke-RestMethod -Uri "https://webapi.teamviewer.com/api/v1/devices" -Method Post -Headers $headers -Body $body -ContentType "application/json"
""",
    "p:teamviewer",
    syntax="",
)

F.reg(
    "dokuwiki_kb_page_acces_router_parola",
    ("dokuwiki/data/pages/clienti/<<org>>/router.txt", "wiki/pages/kb/acces_<<site>>.txt"),
    """====== Acces echipamente client <<orgc>> ======

Pagină pentru L1/L2. **Nu** copiați datele în tichete!

===== Router sediu =====

^ Echipament ^ Adresă ^ Utilizator ^ Parolă ^
| MikroTik hEX | <<ip>> | admin | <<cred>> |
| Switch etaj 2 | <<ip2>> | admin | vezi Bitwarden |

===== Note =====
  * Dacă nu răspunde, sunați la <<phone>> (<<fn>> <<ln>>, administrator).
  * Ultima verificare: <<dmy_dot>>
""",
    "human",
    syntax="",
)

F.reg(
    "mikrotik_export_rsc_ppp_secret",
    ("backup/<<site>>-router-<<date>>.rsc", "mikrotik/<<org>>/export.rsc"),
    """# <<date>> <<time>>:<<ss>> by RouterOS 7.14.3
# software id = <<ext>>-<<n>>X
#
# model = RB750Gr3
/interface bridge
add name=bridge-lan
/ip pool
add name=vpn-pool ranges=192.168.88.200-192.168.88.220
/ppp profile
add local-address=192.168.88.1 name=vpn-helpdesk remote-address=vpn-pool
/interface l2tp-server server
set enabled=yes use-ipsec=required
/ppp secret
add name=helpdesk-<<site>> password=<<cred>> profile=vpn-helpdesk service=l2tp
/ip service
set telnet disabled=yes
set ftp disabled=yes
/system identity
set name=<<org>>-gw
""",
    "pw_bare",
    syntax="",
)
