"""Family l: a San Marino university's HPC cluster admins on Monte Titano."""

from __future__ import annotations

from fiftieth_spec import Fam

F = Fam(
    "titano_hpc_cluster",
    orgs=("montale-hpc", "guaitacompute", "cestagrid", "serravallecalc"),
    tld="sm",
    first=(
        "marco",
        "giulia",
        "luca",
        "francesca",
        "matteo",
        "chiara",
        "alessandro",
        "elena",
        "davide",
    ),
    last=(
        "gasperoni",
        "giardi",
        "muccioli",
        "righi",
        "stefanelli",
        "zonzini",
        "mularoni",
        "ceccoli",
    ),
    words=(
        "titano",
        "guaita",
        "cesta",
        "montale",
        "borgo",
        "serravalle",
        "piadina",
        "fiorentino",
        "acquaviva",
        "chiesanuova",
        "faetano",
    ),
    svcs=("slurm", "ondemand", "xdmod", "spack", "lustre", "ldap", "jupyterhub"),
    cc="378",
    tz="Europe/San_Marino",
)

F.reg(
    "titano_slurmdbd_conf_storagepass",
    ("etc/slurm/slurmdbd.conf", "cluster/<<host2>>/slurmdbd.conf"),
    """AuthType=auth/munge
DbdHost=<<host2>>
DbdPort=6819
SlurmUser=slurm
DebugLevel=info
LogFile=/var/log/slurm/slurmdbd.log
PidFile=/run/slurmdbd.pid
StorageType=accounting_storage/mysql
StorageHost=<<host>>
StoragePort=3306
StorageUser=slurm
StoragePass=<<cred>>
StorageLoc=slurm_acct_db
PurgeJobAfter=24month
""",
    "pw_bare",
)

F.reg(
    "titano_sssd_conf_ldap_default_authtok",
    ("etc/sssd/sssd.conf", "ansible/roles/sssd/files/<<host2>>-sssd.conf"),
    """[sssd]
services = nss, pam, ssh
domains = cluster

[domain/cluster]
id_provider = ldap
auth_provider = ldap
ldap_uri = ldaps://<<host>>
ldap_search_base = dc=hpc,dc=<<org>>,dc=sm
ldap_default_bind_dn = cn=sssd-bind,ou=services,dc=hpc,dc=<<org>>,dc=sm
ldap_default_authtok_type = password
ldap_default_authtok = <<cred>>
cache_credentials = true
enumerate = false
""",
    "pw",
    syntax="ini",
)

F.reg(
    "titano_xdmod_portal_settings_ini_database_pass",
    ("etc/xdmod/portal_settings.ini", "xdmod/<<env>>/portal_settings.ini"),
    """[general]
title = "<<org>> XDMoD"
site_address = "https://xdmod.<<dom>>/"
contact_page_recipient = "hpc-support@<<dom>>"

[database]
host = "<<host>>"
port = "3306"
user = "xdmod"
pass = "<<cred>>"

[datawarehouse]
host = "<<host>>"
port = "3306"
""",
    "pw",
)

F.reg(
    "titano_ood_portal_yml_oidc_client_secret",
    ("etc/ood/config/ood_portal.yml", "ondemand/<<env>>/ood_portal.yml"),
    """---
servername: ondemand.<<dom>>
ssl:
  - 'SSLCertificateFile "/etc/pki/tls/certs/ondemand.crt"'
  - 'SSLCertificateKeyFile "/etc/pki/tls/private/ondemand.key"'
auth:
  - 'AuthType openid-connect'
  - 'Require valid-user'
oidc_uri: /oidc
oidc_provider_metadata_url: https://sso.<<dom>>/realms/hpc/.well-known/openid-configuration
oidc_client_id: ondemand
oidc_client_secret: "<<cred>>"
oidc_remote_user_claim: preferred_username
""",
    "alnum:32",
)

F.reg(
    "titano_italian_mattermost_chat_password_nodo",
    ("chats/mattermost-hpc-admin-<<date>>.txt", "note/mattermost/<<svc>>-<<date>>.txt"),
    """<<first>>.<<last>> [<<hm>>]: ragazzi il nodo gpu<<n>> non monta più lustre
<<first2>>.<<last2>> [<<hm>>]: entra da console IPMI, utente ADMIN
<<first>>.<<last>> [<<hm>>]: e la password?
<<first2>>.<<last2>> [<<hm>>]: <<cred>>
<<first>>.<<last>> [<<hm>>]: ok dentro, riavvio il servizio lnet
""",
    "human",
)

F.reg(
    "titano_spack_mirrors_yaml_s3_access_pair",
    ("etc/spack/mirrors.yaml", "spack/<<env>>/mirrors.yaml"),
    """mirrors:
  <<org>>-buildcache:
    url: s3://<<org>>-spack-cache/<<svc>>
    signed: false
    access_pair:
      - SPACKCACHE<<n>>READER
      - "<<cred>>"
    endpoint_url: https://s3.<<dom>>
""",
    "p:minio",
)

F.reg(
    "titano_ipmitool_lanplus_password_bash_history",
    ("root/.bash_history", "admin/<<host2>>/root_bash_history"),
    """squeue -p gpu
sinfo -R
ipmitool -I lanplus -H bmc-gpu<<n>>.<<dom>> -U ADMIN -P <<cred>> chassis power status
ipmitool -I lanplus -H bmc-gpu<<n>>.<<dom>> -U ADMIN -P <<cred>> chassis power cycle
scontrol update nodename=gpu<<n>> state=resume
""",
    "pw_bare",
)

F.reg(
    "titano_jupyterhub_config_py_ldap_lookup_password",
    ("etc/jupyterhub/jupyterhub_config.py", "jupyterhub/<<env>>/jupyterhub_config.py"),
    """c = get_config()  # noqa: F821

c.JupyterHub.authenticator_class = "ldapauthenticator.LDAPAuthenticator"
c.LDAPAuthenticator.server_address = "<<host>>"
c.LDAPAuthenticator.use_ssl = True
c.LDAPAuthenticator.lookup_dn = True
c.LDAPAuthenticator.lookup_dn_search_user = "cn=jupyterhub,ou=services,dc=hpc,dc=<<org>>,dc=sm"
c.LDAPAuthenticator.lookup_dn_search_password = "<<cred>>"
c.LDAPAuthenticator.user_search_base = "ou=people,dc=hpc,dc=<<org>>,dc=sm"
c.LDAPAuthenticator.user_attribute = "uid"
c.JupyterHub.spawner_class = "batchspawner.SlurmSpawner"
""",
    "pw_dq",
)
