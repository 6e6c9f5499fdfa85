"""Family k: a Gabonese telecom's OSS/BSS team (SMSC, RADIUS, mediation, Oracle BSS)."""

from __future__ import annotations

from fiftieth_spec import Fam

F = Fam(
    "okoume_telecom_ossbss",
    orgs=("ogooue-tel", "akandamobile", "owendonet", "mayumbatelecom"),
    tld="ga",
    first=(
        "serge",
        "christelle",
        "landry",
        "prisca",
        "ulrich",
        "murielle",
        "fabrice",
        "nadege",
        "brice",
    ),
    last=("nguema", "obame", "mba", "ondo", "moussavou", "ndong", "ella", "mintsa", "bibang"),
    words=(
        "okoume",
        "ogooue",
        "libreville",
        "lambarene",
        "nyanga",
        "akanda",
        "owendo",
        "mayumba",
        "lope",
        "franceville",
        "ivindo",
    ),
    svcs=("mediation", "charging", "provisioning", "crm", "billing", "usd", "smsc"),
    cc="241",
    tz="Africa/Libreville",
)

F.reg(
    "okoume_kannel_conf_smpp_smsc_password",
    ("kannel/kannel.conf", "etc/kannel/<<svc>>-smsc.conf"),
    """group = core
admin-port = 13000
admin-password = ${KANNEL_ADMIN}
smsbox-port = 13001
log-file = "/var/log/kannel/bearerbox.log"

group = smsc
smsc = smpp
smsc-id = <<org>>-smsc<<n>>
host = <<ip>>
port = 2775
transceiver-mode = true
smsc-username = "bulk<<n>>"
smsc-password = "<<cred>>"
system-type = "VMA"
enquire-link-interval = 30
""",
    "pw_alnum",
)

F.reg(
    "okoume_freeradius_clients_conf_shared_secret",
    ("raddb/clients.conf", "freeradius/<<svc>>/clients.conf"),
    """client bras-<<n>> {
	ipaddr = <<ip>>
	secret = <<cred>>
	shortname = bras<<n>>-libreville
	nas_type = other
	require_message_authenticator = yes
}

client localhost {
	ipaddr = 127.0.0.1
	secret = ${CLIENT_LOCAL_SECRET}
}
""",
    "pw_bare",
)

F.reg(
    "okoume_cisco_ios_running_config_username_password_0",
    ("network/configs/<<host2>>-running.cfg", "backups/rancid/<<svc>>/<<host2>>.cfg"),
    """!
version 15.7
service timestamps log datetime msec localtime
no service password-encryption
!
hostname PE<<n>>-LBV
!
aaa new-model
aaa authentication login default group tacacs+ local
!
username oss_<<svc>> privilege 15 password 0 <<cred>>
!
interface GigabitEthernet0/0/1
 description UPLINK-<<svc>>
 ip address <<ip>> 255.255.255.252
!
snmp-server community ${SNMP_RO} RO
line vty 0 4
 transport input ssh
!
end
""",
    "pw_bare",
)

F.reg(
    "okoume_ncclient_netconf_manager_connect_password",
    ("automation/netconf/<<svc>>_backup.py", "oss/scripts/pull_<<svc>>_config.py"),
    """from ncclient import manager

ROUTERS = ["<<ip>>", "<<ip2>>"]


def main() -> None:
    for host in ROUTERS:
        with manager.connect(
            host=host,
            port=830,
            username="netconf_<<svc>>",
            password="<<cred>>",
            hostkey_verify=False,
            device_params={"name": "iosxr"},
        ) as m:
            cfg = m.get_config(source="running").data_xml
            with open(f"backup/{host}.xml", "w") as fh:
                fh.write(cfg)


if __name__ == "__main__":
    main()
""",
    "pw_dq",
)

F.reg(
    "okoume_french_email_mot_de_passe_mediation_sftp",
    ("mail/<<date>>-acces-<<svc>>.eml", "correspondance/fournisseurs/<<svc>>-acces.eml"),
    """From: <<fcap>> <<lcap>> <<<email>>>
To: support@<<org>>-partner.fr
Subject: Accès SFTP CDR pour la plateforme de <<svc>>
Date: <<date>> <<hm>> +0100
Content-Type: text/plain; charset=UTF-8

Bonjour,

Comme convenu en réunion, voici l'accès au serveur de dépôt des CDR :

Hôte : <<host2>> (port 22)
Identifiant : cdr_<<svc>>
Mot de passe : <<cred>>

Les fichiers sont déposés toutes les 15 minutes dans /out/<<svc>>/.

Cordialement,
<<fcap>> <<lcap>>
Direction des Systèmes d'Information
""",
    "human",
    syntax="",
)

F.reg(
    "okoume_sqlplus_connect_string_shell_script",
    ("scripts/<<svc>>_daily_extract.sh", "bss/cron/extract_<<svc>>.sh"),
    """#!/bin/sh
# Extraction quotidienne <<svc>> -> datawarehouse (cron 02:30)
. /home/oracle/.profile
export NLS_LANG=FRENCH_FRANCE.AL32UTF8
OUT=/data/extract/<<svc>>_$(date +%Y%m%d).csv

sqlplus -s bss_ro/<<cred>>@BSSPRD <<'EOF'
set pagesize 0 feedback off heading off
spool $OUT
select msisdn||';'||offer_id||';'||balance from sub_balances where last_update > sysdate - 1;
spool off
exit
EOF
gzip -f "$OUT"
""",
    "pw_alnum",
)

F.reg(
    "okoume_snmpd_conf_createuser_v3_authpass",
    ("snmp/snmpd.conf", "etc/snmp/<<host2>>-snmpd.conf"),
    """sysLocation    Datacenter Owendo, rack <<n>>
sysContact     noc@<<dom>>
agentAddress   udp:161
createUser nms_<<svc>> SHA "<<cred>>" AES "<<cred>>"
rouser nms_<<svc>> priv
includeDir /etc/snmp/snmpd.conf.d
""",
    "pw_dq",
)

F.reg(
    "okoume_zabbix_agent_tls_psk_file",
    ("zabbix/zabbix_agentd.psk", "etc/zabbix/<<host2>>.psk"),
    "<<cred>>\n",
    "hex:64",
)
