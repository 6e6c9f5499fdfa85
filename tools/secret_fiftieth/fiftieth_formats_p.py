"""Family p: a Barbadian managed-hosting support desk in Bridgetown (WHMCS, cPanel, Proxmox)."""

from __future__ import annotations

import base64

from fiftieth_spec import Fam, dec_b64_field

F = Fam(
    "bridgetown_hosting_support",
    orgs=("carlisle-hosting", "oistinsweb", "bathshebacloud", "holetownhost"),
    tld="com.bb",
    first=("shamar", "tamika", "andre", "kerrian", "marcus", "alicia", "jamal", "renee", "dwayne"),
    last=("griffith", "holder", "clarke", "best", "worrell", "bynoe", "cumberbatch", "alleyne"),
    words=(
        "bridgetown",
        "bathsheba",
        "oistins",
        "cropover",
        "flyingfish",
        "coucou",
        "mauby",
        "carlisle",
        "holetown",
        "speightstown",
        "kadooment",
    ),
    svcs=("shared", "vps", "reseller", "wordpress", "mail", "backup", "dedicated"),
    cc="1 246",
    tz="America/Barbados",
)

F.reg(
    "bridgetown_whmcs_configuration_php_db_password",
    ("whmcs/configuration.php", "billing/<<env>>/configuration.php"),
    """<?php
$license = 'Owned-<<hex8>><<short>>';
$db_host = '<<host>>';
$db_port = '';
$db_username = 'whmcs_<<n>>';
$db_password = '<<cred>>';
$db_name = 'whmcs_<<org>>';
$cc_encryption_hash = file_get_contents('/etc/whmcs/cc_hash');
$templates_compiledir = 'templates_c';
$mysql_charset = 'utf8mb4';
""",
    "pw_sq",
)

F.reg(
    "bridgetown_ticket_curl_cpanel_api_token_header",
    ("tickets/<<nn>>-<<date>>.txt", "helpdesk/exports/ticket-<<nn>>.txt"),
    """Ticket #<<nn>>  |  Dept: <<svc>>  |  Status: Customer-Reply
Subject: Can't create email accounts from our script

---- <<fcap>> <<lcap>> (client) <<date>> <<hm>> ----
Hi, our provisioning script stopped working yesterday. This is the call we run:

curl -H "Authorization: cpanel <<user>>:<<cred>>" \\
  "https://<<host2>>:2083/execute/Email/add_pop?email=info&domain=<<word>>.bb&password=..."

We just get "Access denied". Can you check?

---- <<first2>> (support) <<date>> <<hm>> ----
Hi <<fcap>>, the API token was restricted to your old IP. I've added the new one.
""",
    "p:cpanel",
)

F.reg(
    "bridgetown_plesk_welcome_email_ftp_password",
    ("mail/outbound/<<date>>-welcome-<<nn>>.eml", "helpdesk/mail/welcome-<<word>>.eml"),
    """From: <<org>> Support <support@<<dom>>>
To: <<first2>>.<<last2>>@<<word>>.bb
Subject: Your new hosting account is ready
Date: <<date>> <<hm>> -0400
Content-Type: text/plain; charset=UTF-8

Hello <<first2>>,

Your <<svc>> hosting plan for <<word>>.bb is active.

Control panel: https://<<host2>>:8443
FTP host:      ftp.<<word>>.bb
FTP username:  <<word>>_ftp
FTP password:  <<cred>>

Reply to this e-mail or call us on <<phone>> if you need help.

-- <<org>> Support Desk, Bridgetown
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "bridgetown_terraform_proxmox_provider_api_token_secret",
    ("terraform/proxmox/provider.tf", "infra/<<svc>>/main.tf"),
    """terraform {
  required_providers {
    proxmox = {
      source  = "Telmate/proxmox"
      version = "3.0.1-rc4"
    }
  }
}

provider "proxmox" {
  pm_api_url          = "https://pve<<n>>.<<dom>>:8006/api2/json"
  pm_api_token_id     = "terraform@pve!<<svc>>"
  pm_api_token_secret = "<<cred>>"
  pm_tls_insecure     = true
}
""",
    "p:proxmox",
)

F.reg(
    "bridgetown_bajan_whatsapp_root_password",
    ("chats/WhatsApp Chat with Night Shift.txt", "exports/whatsapp/nightshift-<<date>>.txt"),
    """<<ddmm>>, <<hm>> - <<fcap>> <<lcap>>: wunna see dat vps<<n>> down again?
<<ddmm>>, <<hm>> - <<first2>>: yes man, de client callin' from since 2
<<ddmm>>, <<hm>> - <<fcap>> <<lcap>>: de root password is <<cred>> , log in an restart mysql
<<ddmm>>, <<hm>> - <<first2>>: sorted. disk did full up wid logs
""",
    "human",
)


def _fz_extra(r, s):
    s["needle"] = s["cred"]
    s["enc"] = base64.b64encode(s["cred"].encode()).decode()


F.reg(
    "bridgetown_filezilla_sitemanager_xml_pass_base64",
    (
        "support/<<user>>/FileZilla/sitemanager.xml",
        "home/<<user>>/.config/filezilla/sitemanager.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.5" platform="windows">
  <Servers>
    <Server>
      <Host><<host2>></Host>
      <Port>21</Port>
      <Protocol>0</Protocol>
      <Type>0</Type>
      <User><<word>>_ftp</User>
      <Pass encoding="base64"><<enc>></Pass>
      <Logontype>1</Logontype>
      <Name><<word>>.bb (<<svc>>)</Name>
    </Server>
  </Servers>
</FileZilla3>
""",
    "pw_xml",
    extra=_fz_extra,
    decode=dec_b64_field(r'<Pass encoding="base64">([^<]+)</Pass>'),
)

F.reg(
    "bridgetown_bashrc_alias_sshpass_root",
    ("home/<<user>>/.bashrc", "support/desk<<n>>/bashrc"),
    """# ~/.bashrc
[ -z "$PS1" ] && return
HISTSIZE=5000
alias ll='ls -alF'
alias vps<<n>>='sshpass -p <<cred>> ssh -o StrictHostKeyChecking=no root@<<ip>>'
alias whm='xdg-open https://<<host2>>:2087'
export EDITOR=vim
""",
    "pw_bare",
)

F.reg(
    "bridgetown_root_my_cnf_client_password",
    ("root/.my.cnf", "servers/<<host>>/root-my.cnf"),
    """[client]
user=root
password="<<cred>>"
host=localhost

[mysqldump]
single-transaction
""",
    "pw_dq",
)
