"""Less common deployment tools: Guix, pyinfra, Rex, Puppet Bolt, Sup, Itamae."""

# ruff: noqa: E501

from __future__ import annotations

import random

from fourteenth_corpus import (
    SYM_DQ,
    SYM_SQ,
    Out,
    alnum,
    fmt,
    gen_pw,
    host,
    pick,
    user,
    words_pw,
)

FAM = "guix_pyinfra_rex_bolt_deploys"


@fmt(FAM, "guix_operating_system_user_account_crypt_initial_password")
def guix_crypt(rng: random.Random) -> Out:
    pw = words_pw(rng, sep_choices="-._!")
    text = f"""(use-modules (gnu) (gnu system nss))
(use-service-modules networking ssh)

(operating-system
  (host-name "{pick(rng, ("lab-node", "buildbox", "kiosk"))}")
  (timezone "Europe/Berlin")
  (bootloader (bootloader-configuration
                (bootloader grub-efi-bootloader)
                (targets '("/boot/efi"))))
  (file-systems (cons (file-system
                        (device (file-system-label "root"))
                        (mount-point "/")
                        (type "ext4"))
                      %base-file-systems))
  (users (cons (user-account
                (name "{user(rng)}")
                (group "users")
                (password (crypt "{pw}" "$6$guixsalt"))
                (supplementary-groups '("wheel" "netdev")))
               %base-user-accounts))
  (services (append (list (service dhcp-client-service-type)
                          (service openssh-service-type))
                    %base-services)))
"""
    return Out(
        pick(rng, ("config.scm", "system/config.scm", "guix/machines/kiosk.scm")), text, pw, ""
    )


@fmt(FAM, "guix_home_environment_variables_alist_token")
def guix_home(rng: random.Random) -> Out:
    tok = "glpat-" + alnum(rng, 20)
    text = f"""(use-modules (gnu home) (gnu home services) (gnu home services shells) (gnu services))

(home-environment
  (services
   (list
    (simple-service 'work-env home-environment-variables-service-type
                    `(("EDITOR" . "emacsclient")
                      ("GITLAB_HOST" . "https://{host(rng, "git")}")
                      ("GITLAB_TOKEN" . "{tok}")))
    (service home-bash-service-type))))
"""
    return Out(
        pick(rng, ("home-configuration.scm", "guix/home.scm", ".config/guix/home.scm")),
        text,
        tok,
        "",
    )


@fmt(FAM, "pyinfra_inventory_host_data_ssh_password")
def pyinfra_inv(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_DQ)
    text = f"""web_servers = [
    ("{host(rng, "web")}", {{"ssh_user": "deploy", "ssh_password": "{pw}"}}),
    ("{host(rng, "web")}", {{"ssh_user": "deploy", "ssh_key": "~/.ssh/deploy_ed25519"}}),
]

db_servers = ["{host(rng, "db")}"]
"""
    return Out(
        pick(rng, ("inventory.py", "deploy/inventories/production.py", "inventories/prod.py")),
        text,
        pw,
    )


@fmt(FAM, "pyinfra_deploy_mysql_user_password_operation")
def pyinfra_op(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_DQ)
    text = f"""from pyinfra.operations import apt, mysql

apt.packages(name="Install MariaDB", packages=["mariadb-server"], update=True, _sudo=True)

mysql.database(name="Create app database", database="wiki", _sudo=True)

mysql.user(
    name="Create wiki user",
    user="wiki",
    user_hostname="localhost",
    password="{pw}",
    privileges=["ALL"],
    _sudo=True,
)
"""
    return Out(pick(rng, ("deploy.py", "tasks/mysql.py", "deploys/wiki_db.py")), text, pw)


@fmt(FAM, "rex_rexfile_user_password_pass_auth")
def rexfile(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ.replace("$", "").replace("@", ""))
    text = f"""use Rex -feature => ['1.4'];

user "root";
password '{pw}';
pass_auth;

group frontends => "{host(rng, "fe")}", "{host(rng, "fe")}";

desc "Update packages";
task "upgrade", group => "frontends", sub {{
  update_package_db;
  update_system;
}};
"""
    return Out(pick(rng, ("Rexfile", "rex/Rexfile", "ops/Rexfile")), text, pw, "")


@fmt(FAM, "bolt_inventory_yaml_ssh_config_password")
def bolt_ssh(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!*+-_.?^~")
    text = f"""groups:
  - name: linux
    targets:
      - {host(rng, "app")}
      - {host(rng, "app")}
    config:
      transport: ssh
      ssh:
        user: {user(rng, "svc")}
        password: {pw}
        host-key-check: false
        run-as: root
"""
    return Out(
        pick(rng, ("inventory.yaml", "Boltdir/inventory.yaml", "bolt-project/inventory.yaml")),
        text,
        pw,
    )


@fmt(FAM, "bolt_inventory_yaml_winrm_target_password")
def bolt_winrm(rng: random.Random) -> Out:
    pw = words_pw(rng, sep_choices="-._!")
    text = f"""targets:
  - uri: winrm://{host(rng, "win")}
    alias: fileserver
    config:
      transport: winrm
      winrm:
        user: Administrator
        password: '{pw}'
        ssl: false
"""
    return Out(
        pick(rng, ("inventory.yaml", "windows/inventory.yaml", "bolt/win-inventory.yaml")), text, pw
    )


@fmt(FAM, "itamae_node_json_attribute_db_password")
def itamae(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#$%&*+-_.?@^~")
    text = f"""{{
  "hostname": "{host(rng, "app")}",
  "recipes": ["recipes/postgresql.rb", "recipes/app.rb"],
  "postgresql": {{
    "version": "16",
    "app_user": "forum",
    "app_password": "{pw}"
  }}
}}
"""
    return Out(
        pick(rng, ("nodes/app01.json", "itamae/nodes/production.json", "node.json")), text, pw
    )
