# ruff: noqa: E501
"""Family c: the computing centre of a German university of applied sciences (HPC cluster,
JupyterHub, GitLab), German."""

from __future__ import annotations

import json

from fiftysecond_spec import Fam

F = Fam(
    "rechenzentrum_hochschule_cluster",
    (
        ("lindenrechen", "Hochschule Lindenfeld – Rechenzentrum"),
        ("lindenrechen", "HS Lindenfeld HPC"),
    ),
    "de",
    ("Jan", "Sophie", "Lukas", "Annika", "Felix", "Miriam", "Tobias", "Jana"),
    ("Schäfer", "Müller", "Weiß", "Hoffmann", "Krüger", "Becker", "Zimmermann", "Wagner"),
    (
        "linde",
        "rechner",
        "knoten",
        "sommer",
        "neckar",
        "falke",
        "kaffee",
        "wolke",
        "bergwerk",
        "eule",
    ),
    ("Heilbronn", "Karlsruhe", "Stuttgart", "Esslingen"),
    ("jan", "sophie", "lukas", "annika", "felix", "miriam", "tobias", "jana"),
    ("schaefer", "mueller", "weiss", "hoffmann", "krueger", "becker", "zimmermann", "wagner"),
    "+49",
)

F.reg(
    "rechenzentrum_slurmdbd_conf_storagepass",
    ("etc/slurm/slurmdbd.conf", "srv/ansible/roles/slurm/files/slurmdbd_<<n>>.conf"),
    """# slurmdbd.conf – Accounting-Datenbank Cluster "linde"
AuthType=auth/munge
DbdHost=slurmdb<<n>>
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
    "rechenzentrum_lmod_lua_modulefile_wandb_key",
    (
        "home/<<user>>/privatemodules/mlstack/<<year>>.<<n>>.lua",
        "software/modulefiles/ml-projekt/<<n>>.lua",
    ),
    """-- -*- lua -*-
-- Persoenliches Modul fuer die Masterarbeit (<<first>> <<last>>)
whatis("PyTorch + Weights & Biases Umgebung")
load("gcc/12.3.0", "cuda/12.2", "python/3.11")
prepend_path("PATH", "/home/<<user>>/envs/ml/bin")
setenv("WANDB_ENTITY", "<<user>>-hs")
setenv("WANDB_PROJECT", "segmentierung-<<n>>")
setenv("WANDB_API_KEY", "<<cred>>")
setenv("HF_HOME", "/work/<<user>>/hf-cache")
""",
    "p:wandb",
)

F.reg(
    "rechenzentrum_mail_zugangspasswort_gpu_antrag",
    ("Maildir/cur/<<n6>>.M<<n3>>P<<n4>>.mx:2,S", "Downloads/Ihr Zugang zum GPU-Cluster <<n>>.eml"),
    """From: HPC-Support <hpc@<<dom>>>
To: <<email>>
Subject: Ihr Zugang zum GPU-Cluster wurde eingerichtet (Antrag <<n4>>)
Date: <<date>> <<hm>>:05 +0200
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Hallo <<first>> <<last>>,

Ihr Antrag auf Rechenzeit wurde genehmigt. Sie können sich ab sofort per SSH am
Login-Knoten anmelden:

  Host:       login.hpc.<<dom>>
  Benutzer:   <<user>>
  Initialpasswort: <<cred>>

Bitte ändern Sie das Passwort bei der ersten Anmeldung mit `passwd` und hinterlegen
Sie anschließend einen SSH-Schlüssel. Ihr Kontingent: 5000 GPU-Stunden bis 31.12.<<year>>.

Mit freundlichen Grüßen
Ihr HPC-Team, <<orgname>>
""",
    "pw",
)

F.reg(
    "rechenzentrum_ansible_group_vars_ldap_bind",
    ("ansible/inventories/cluster/group_vars/all.yml", "srv/ansible/group_vars/login_<<n>>.yml"),
    """---
cluster_name: linde
timezone: Europe/Berlin
ldap_uri: ldaps://ldap.<<dom>>
ldap_base_dn: "ou=people,dc=<<org>>,dc=de"
ldap_bind_dn: "cn=sssd-hpc,ou=services,dc=<<org>>,dc=de"
ldap_bind_password: '<<cred>>'
nfs_home_server: <<ip>>
slurm_partitions:
  - name: gpu
    nodes: "gpu[01-0<<n>>]"
  - name: cpu
    nodes: "cn[001-064]"
""",
    "pw_sq",
)

F.reg(
    "rechenzentrum_jupyterhub_config_oauth_client_secret",
    ("etc/jupyterhub/jupyterhub_config.py", "srv/jupyterhub/config/jupyterhub_config_<<n>>.py"),
    """# JupyterHub fuer die Lehre (Login ueber Hochschul-Keycloak)
from oauthenticator.generic import GenericOAuthenticator

c = get_config()  # noqa
c.JupyterHub.authenticator_class = GenericOAuthenticator
c.GenericOAuthenticator.oauth_callback_url = "https://jupyter.<<dom>>/hub/oauth_callback"
c.GenericOAuthenticator.client_id = "jupyterhub-lehre"
c.GenericOAuthenticator.client_secret = "<<cred>>"
c.GenericOAuthenticator.authorize_url = "https://sso.<<dom>>/realms/hs/protocol/openid-connect/auth"
c.GenericOAuthenticator.token_url = "https://sso.<<dom>>/realms/hs/protocol/openid-connect/token"
c.GenericOAuthenticator.userdata_url = "https://sso.<<dom>>/realms/hs/protocol/openid-connect/userinfo"
c.GenericOAuthenticator.username_claim = "preferred_username"
c.SlurmSpawner.req_partition = "lehre"
""",
    "alnum:32",
)

F.reg(
    "rechenzentrum_projektshare_id_rsa_messrechner",
    ("projekte/<<word>>-<<n>>/transfer/id_rsa", "gruppen/ag-<<la>>/.ssh/id_rsa_messrechner"),
    """<<cred>>
""",
    "rsa",
    syntax="",
)


def _matrix(s) -> str:
    msgs = [
        {
            "type": "m.room.message",
            "sender": f"@{s['fa2']}:{s['dom']}",
            "origin_server_ts": 1760000000000 + int(s["n6"]),
            "content": {
                "msgtype": "m.text",
                "body": "Weiß jemand das Passwort vom Messrechner im Labor 2? Der Account 'labor' ist gesperrt.",
            },
        },
        {
            "type": "m.room.message",
            "sender": f"@{s['user']}:{s['dom']}",
            "origin_server_ts": 1760000060000 + int(s["n6"]),
            "content": {
                "msgtype": "m.text",
                "body": f"Hab es zurückgesetzt, neues Passwort: {s['cred']}",
            },
        },
        {
            "type": "m.room.message",
            "sender": f"@{s['fa2']}:{s['dom']}",
            "origin_server_ts": 1760000120000 + int(s["n6"]),
            "content": {"msgtype": "m.text", "body": "Danke, klappt 👍"},
        },
    ]
    return (
        json.dumps(
            {
                "room_name": "AG Messtechnik",
                "room_creator": f"@{s['user']}:{s['dom']}",
                "messages": msgs,
            },
            indent=2,
            ensure_ascii=False,
        )
        + "\n"
    )


F.reg(
    "rechenzentrum_element_matrix_export_passwort_messrechner",
    (
        "Downloads/matrix - AG Messtechnik - Chat Export - <<date>>.json",
        "Dokumente/element_export_<<n>>.json",
    ),
    _matrix,
    "human",
)

F.reg(
    "rechenzentrum_gitlab_runner_config_toml_glrt",
    ("etc/gitlab-runner/config.toml", "srv/gitlab-runner/hpc-<<n>>/config.toml"),
    """concurrent = 4
check_interval = 0

[session_server]
  session_timeout = 1800

[[runners]]
  name = "hpc-login<<n>>-slurm"
  url = "https://git.<<dom>>/"
  id = <<n3>>
  token = "<<cred>>"
  executor = "custom"
  builds_dir = "/work/ci/builds"
  cache_dir = "/work/ci/cache"
  [runners.custom]
    run_exec = "/opt/jacamar/bin/jacamar"
""",
    "x:glrt-:20",
)
