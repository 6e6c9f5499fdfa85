"""Family m: a student worker at a Greek university's IT help desk (Greek)."""
# ruff: noqa: E501

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

from ninetyeighth_spec import Fam, pick

F = Fam(
    name="ypostirixi_it_helpdesk_worker",
    key="ypostirixi",
    orgs=("ypostiriktiko", "noc", "keyp", "helios", "akropolis"),
    tld="auth.gr",
    first=(
        ("Γιώργος", "giorgos"),
        ("Μαρία", "maria"),
        ("Νίκος", "nikos"),
        ("Ελένη", "eleni"),
        ("Δημήτρης", "dimitris"),
        ("Κατερίνα", "katerina"),
        ("Κώστας", "kostas"),
        ("Σοφία", "sofia"),
    ),
    last=(
        ("Παπαδόπουλος", "papadopoulos"),
        ("Οικονόμου", "oikonomou"),
        ("Γεωργίου", "georgiou"),
        ("Νικολάου", "nikolaou"),
        ("Καραγιάννη", "karagianni"),
        ("Βασιλείου", "vasileiou"),
        ("Ιωάννου", "ioannou"),
    ),
    words=(
        "thessaloniki",
        "souvlaki",
        "frappe",
        "bougatsa",
        "olympos",
        "paok",
        "aris",
        "thalassa",
        "kalimera",
        "filoxenia",
        "panepistimio",
        "ouzo",
        "meltemi",
        "kafes",
        "lefkos",
    ),
    pets=("azor", "bobos", "loukoumas", "ziggy", "pitsa", "mavros"),
    cc="+30",
    places=("Θεσσαλονίκη", "Αθήνα", "Πάτρα", "Ηράκλειο"),
)

F.reg(
    "viber_csv_export_kodikos",
    ("Viber/Viber_Helpdesk_<<n>>.csv", "Downloads/viber_backup_<<date>>.csv"),
    """Date,Time,Sender,Message
<<dmys>>,<<time>>,<<fn2>> <<ln2>>,"Καλησπέρα, ξέχασα τον κωδικό του λογαριασμού βάρδιας στο GLPI"
<<dmys>>,<<time>>,<<fn>> <<ln>>,"Κωδικός: <<cred>> (μην τον γράψεις στο post-it πάλι 😅)"
<<dmys>>,<<time>>,<<fn2>> <<ln2>>,"Ευχαριστώ!!"
""",
    cred="human_x",
    syntax="",
)


def _amp_pw(rng: random.Random, s: dict) -> str:
    a, b = pick(rng, F.words), pick(rng, F.words)
    return f"{a.capitalize()}&{b.capitalize()}{rng.randint(1, 99)}{rng.choice('!#.')}"


def _unattend(s: dict) -> str:
    v = s["cred"].replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return f"""<?xml version="1.0" encoding="utf-8"?>
<unattend xmlns="urn:schemas-microsoft-com:unattend" xmlns:wcm="http://schemas.microsoft.com/WMIConfig/2002/State">
  <settings pass="oobeSystem">
    <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
      <UserAccounts>
        <AdministratorPassword>
          <Value>{v}</Value>
          <PlainText>true</PlainText>
        </AdministratorPassword>
      </UserAccounts>
      <TimeZone>GTB Standard Time</TimeZone>
      <RegisteredOrganization>{s["org"].upper()} Εργαστήριο Η/Υ</RegisteredOrganization>
      <ComputerName>LAB{s["room"]}-*</ComputerName>
    </component>
  </settings>
</unattend>
"""


def _dec_unattend(text: str) -> str:
    root = ET.fromstring(text.encode())
    return root.find(".//{urn:schemas-microsoft-com:unattend}Value").text


F.reg(
    "lab_image_unattend_xml_escaped",
    ("deploy/lab<<room>>/unattend.xml", "MDT/Control/LAB-<<n>>/Unattend.xml"),
    _unattend,
    cred=_amp_pw,
    decode=_dec_unattend,
)

F.reg(
    "sssd_conf_ldap_bind_authtok",
    ("etc/sssd/sssd.conf", "lab-pc-<<room>>/etc/sssd/sssd.conf"),
    """[sssd]
services = nss, pam
domains = <<org>>

[domain/<<org>>]
id_provider = ldap
auth_provider = ldap
ldap_uri = ldaps://ldap.<<dom>>
ldap_search_base = ou=people,dc=auth,dc=gr
ldap_default_bind_dn = cn=labbind,ou=services,dc=auth,dc=gr
ldap_default_authtok_type = password
ldap_default_authtok = <<cred>>
cache_credentials = true
""",
    cred="pw",
    syntax="ini",
)

F.reg(
    "glpi_config_db_php",
    ("var/www/glpi/config/config_db.php", "glpi-<<year>>/config/config_db.php"),
    """<?php
class DB extends DBmysql {
   public $dbhost = 'localhost';
   public $dbuser = 'glpi';
   public $dbpassword = '<<cred>>';
   public $dbdefault = 'glpi_helpdesk';
   public $use_utf8mb4 = true;
   public $allow_myisam = false;
   public $allow_datetime = false;
   public $allow_signed_keys = false;
}
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "powershell_lab_reset_plaintext",
    ("scripts/Reset-LabAccounts-<<n>>.ps1", "helpdesk/tools/reset_lab<<room>>.ps1"),
    """# Επαναφορά λογαριασμών εργαστηρίου πριν την εξεταστική
Import-Module ActiveDirectory
$pw = ConvertTo-SecureString "<<cred>>" -AsPlainText -Force
Get-ADUser -Filter 'Name -like "lab<<room>>-*"' -SearchBase "OU=Labs,DC=<<org>>,DC=local" |
    ForEach-Object {
        Set-ADAccountPassword -Identity $_ -Reset -NewPassword $pw
        Unlock-ADAccount -Identity $_
    }
Write-Host "OK - lab<<room>>"
""",
    cred="pw_dq",
    syntax="",
)

F.reg(
    "email_greek_temp_account_kodikos",
    ("Mail/Απεσταλμένα/reset_<<sid>>.eml", "mail/helpdesk/<<date>>-<<sid>>.eml"),
    """From: Helpdesk <<org>> <helpdesk@<<dom>>>
To: <<fn2>> <<ln2>> <<<email2>>>
Subject: =?UTF-8?B?zqDPgc6/z4PPic+BzrnOvc+Mz4IgzrrPic60zrnOus+Mz4I=?=
Date: Mon, <<day>> Feb <<year>> <<time>>:07 +0200
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Καλησπέρα σας,

μετά την ταυτοποίηση στο γκισέ, ο λογαριασμός σας (<<user>>) ξεκλειδώθηκε.
Προσωρινός κωδικός: <<cred>>

Παρακαλούμε αλλάξτε τον στο https://mypassword.<<dom>> μέσα σε 24 ώρες.
Ο ίδιος κωδικός ισχύει και για eduroam και VPN μέχρι να τον αλλάξετε.

Με εκτίμηση,
<<fn>> <<ln>>
Γραφείο Υποστήριξης Χρηστών
""",
    cred="human",
    syntax="",
)

F.reg(
    "ansible_inventory_become_password",
    ("ansible/inventory/lab<<room>>.ini", "helpdesk-ansible-<<year>>/hosts"),
    """[lab<<room>>]
lab<<room>>-pc01 ansible_host=<<ip>>
lab<<room>>-pc02
lab<<room>>-pc03

[lab<<room>>:vars]
ansible_user=labadmin
ansible_become=true
ansible_become_password=<<cred>>
""",
    cred="pw_bare",
    syntax="",
)

F.reg(
    "mfp_scan_to_smb_address_book_csv",
    ("printers/kyocera_addressbook_<<n>>.csv", "backup/mfp-<<room>>-<<date>>.csv"),
    """"No.","Name","Furigana","E-mail","SMB Host","SMB Path","SMB Port","SMB Login","SMB Password"
"1","Γραμματεία","","grammateia@<<dom>>","<<ip>>","scans\\grammateia","445","scan","<<cred>>"
"2","Helpdesk","","helpdesk@<<dom>>","<<ip>>","scans\\helpdesk","445","scan","<<cred>>"
""",
    cred="pw",
    syntax="",
)
