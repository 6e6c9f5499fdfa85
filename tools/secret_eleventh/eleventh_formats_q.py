"""Family file_transfer_daemons: FTP / SFTP / file-share daemons and mounts."""

from __future__ import annotations

import json
import random

from eleventh_corpus import (
    SYM_JSON,
    Out,
    domain,
    fill,
    fmt,
    gen_pw,
    host,
    pick,
    user,
    words_pw,
)

F = "file_transfer_daemons"
BARE = "-_.@+~!"


@fmt(F, "proftpd_sql_conf_sqlconnectinfo_db_user_password")
def proftpd_sql(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=BARE)
    text = fill(
        """<IfModule mod_sql.c>
  SQLBackend            mysql
  SQLEngine             on
  SQLAuthenticate       users groups
  SQLAuthTypes          Crypt
  SQLConnectInfo        proftpd@<<dbhost>> <<u>> <<pw>>
  SQLUserInfo           ftpuser userid passwd uid gid homedir shell
  SQLGroupInfo          ftpgroup groupname gid members
  SQLMinID              500
  CreateHome            on
  SQLLog PASS           updatecount
  SQLNamedQuery         updatecount UPDATE "count=count+1, accessed=now() WHERE userid='%u'" ftpuser
</IfModule>
""",
        dbhost=pick(rng, ("localhost", host(rng, "db"))),
        u=pick(rng, ("proftpd", user(rng))),
        pw=pw,
    )
    return Out(
        pick(
            rng,
            ("etc/proftpd/sql.conf", "proftpd/conf.d/sql.conf", "etc/proftpd/conf.d/mod_sql.conf"),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "proftpd_mod_ldap_ldapbinddn_quoted_password")
def proftpd_ldap(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#%*+-_.?@^~=")
    dom = domain(rng)
    dc = ",".join(f"dc={p}" for p in dom.split("."))
    text = fill(
        """<IfModule mod_ldap.c>
  LDAPServer ldaps://<<ldap>>/??sub
  LDAPBindDN "cn=proftpd,ou=services,<<dc>>" "<<pw>>"
  LDAPUsers ou=people,<<dc>> (uid=%u)
  LDAPGroups ou=groups,<<dc>>
  LDAPGenerateHomedir on 0750
  LDAPDefaultUID 10000
  LDAPDefaultGID 10000
</IfModule>
""",
        ldap=host(rng, "ldap"),
        dc=dc,
        pw=pw,
    )
    return Out(
        pick(rng, ("etc/proftpd/ldap.conf", "proftpd/ldap.conf", "etc/proftpd/conf.d/ldap.conf")),
        text,
        pw,
        "",
    )


@fmt(F, "pureftpd_mysql_conf_mysqlpassword_line")
def pureftpd(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=BARE)
    text = fill(
        """##############################################
#                                            #
# Sample Pure-FTPd Mysql configuration file. #
# See README.MySQL for explanations.         #
#                                            #
##############################################

MYSQLSocket      /var/run/mysqld/mysqld.sock
#MYSQLServer     localhost
#MYSQLPort       3306
MYSQLUser       <<u>>
MYSQLPassword   <<pw>>
MYSQLDatabase   pureftpd
MYSQLCrypt      crypt
MYSQLGetPW      SELECT Password FROM ftpd WHERE User='\\L' AND status='1'
MYSQLGetUID     SELECT Uid FROM ftpd WHERE User='\\L' AND status='1'
MYSQLGetGID     SELECT Gid FROM ftpd WHERE User='\\L' AND status='1'
MYSQLGetDir     SELECT Dir FROM ftpd WHERE User='\\L' AND status='1'
""",
        u=pick(rng, ("pureftpd", user(rng))),
        pw=pw,
    )
    return Out(
        pick(
            rng,
            (
                "etc/pure-ftpd/db/mysql.conf",
                "etc/pure-ftpd/pureftpd-mysql.conf",
                "pure-ftpd/mysql.conf",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "sftpgo_json_data_provider_password")
def sftpgo(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_JSON)
    data = {
        "common": {"idle_timeout": 15, "upload_mode": 0},
        "sftpd": {"bindings": [{"port": 2022, "address": ""}]},
        "data_provider": {
            "driver": "postgresql",
            "name": "sftpgo",
            "host": host(rng, "pg"),
            "port": 5432,
            "username": pick(rng, ("sftpgo", user(rng))),
            "password": pw,
            "sslmode": 1,
            "track_quota": 2,
        },
        "httpd": {"bindings": [{"port": 8080, "address": "127.0.0.1", "enable_web_admin": True}]},
    }
    return Out(
        pick(rng, ("etc/sftpgo/sftpgo.json", "sftpgo/sftpgo.json", "var/lib/sftpgo/sftpgo.json")),
        json.dumps(data, indent=2) + "\n",
        pw,
    )


@fmt(F, "pydio_cells_json_databases_mysql_dsn_password")
def pydio(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#%*+-_.?^~=")
    dsn = (
        f"{pick(rng, ('pydio', 'cells'))}:{pw}@tcp({host(rng, 'mysql')}:3306)/cells?parseTime=true"
    )
    key = (
        "".join(rng.choice("0123456789abcdef") for _ in range(8))
        + "-"
        + "".join(rng.choice("0123456789abcdef") for _ in range(4))
    )
    data = {
        "databases": {key: {"driver": "mysql", "dsn": dsn}},
        "defaults": {"database": key},
        "frontend": {"plugin": {"core.pydio": {"APPLICATION_TITLE": "Cells"}}},
    }
    return Out(
        pick(rng, ("var/cells/pydio.json", ".config/pydio/cells/pydio.json", "cells/pydio.json")),
        json.dumps(data, indent=2) + "\n",
        pw,
    )


@fmt(F, "vsftpd_virtual_users_txt_alternating_lines")
def vsftpd(rng: random.Random) -> Out:
    pairs = [
        (user(rng), words_pw(rng) if rng.random() < 0.5 else gen_pw(rng, sym=BARE))
        for _ in range(rng.randint(2, 4))
    ]
    needle = pairs[rng.randrange(len(pairs))][1]
    text = "".join(f"{u}\n{p}\n" for u, p in pairs)
    return Out(
        pick(rng, ("etc/vsftpd/virtual_users.txt", "vsftpd/vusers.txt", "root/ftp-users.txt")),
        text,
        needle,
        "",
    )


@fmt(F, "curlftpfs_fstab_user_option_name_colon_password")
def curlftpfs(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+~!")
    text = fill(
        """# <file system> <mount point>   <type>  <options>       <dump>  <pass>
UUID=<<uuid>> /               ext4    errors=remount-ro 0       1
/swapfile                                 none            swap    sw              0       0
curlftpfs#<<ftp>>/ /mnt/webspace fuse rw,allow_other,uid=1000,user=<<u>>:<<pw>>,_netdev 0 0
""",
        uuid=f"{gen_pw(rng, 8, '').lower()}-1c2d-4e5f-8a9b-{gen_pw(rng, 12, '').lower()}",
        ftp=f"ftp.{domain(rng)}",
        u=user(rng),
        pw=pw,
    )
    return Out(pick(rng, ("etc/fstab", "backup/etc/fstab", "fstab.nas")), text, pw, "")


@fmt(F, "samba_net_ads_join_user_percent_password_kickstart")
def netads(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+~")
    dom = domain(rng)
    text = fill(
        """%post --log=/root/ks-post.log
# join the file server to AD
cat > /etc/samba/smb.conf <<'SMB'
[global]
   workgroup = <<wg>>
   realm = <<realm>>
   security = ads
   idmap config * : backend = tdb
SMB
net ads join -U <<u>>%<<pw>> createcomputer="Servers/Linux"
systemctl enable --now smb winbind
%end
""",
        wg=dom.split(".")[0].upper()[:15],
        realm=dom.upper(),
        u=pick(rng, ("svc_domainjoin", "joinadmin", user(rng))),
        pw=pw,
    )
    return Out(
        pick(rng, ("kickstart/fileserver.ks", "ks/smb-node.cfg", "provision/fs01.ks")), text, pw, ""
    )
