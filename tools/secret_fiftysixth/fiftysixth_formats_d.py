"""Family d: a hosting provider and MSP in Lviv, Ukraine (Ukrainian, some Russian)."""

# ruff: noqa: E501

from __future__ import annotations

import base64
import re

from fiftysixth_spec import Fam, alnum, hexs

FAM = Fam(
    "lviv_hosting_msp",
    "lvhost",
    ("hmarnyvuzol", "karpatdc", "levhost", "rynokserver"),
    "com.ua",
    (
        ("Олена", "olena"),
        ("Тарас", "taras"),
        ("Ірина", "iryna"),
        ("Богдан", "bohdan"),
        ("Оксана", "oksana"),
        ("Андрій", "andrii"),
        ("Марта", "marta"),
    ),
    (
        ("Коваленко", "kovalenko"),
        ("Шевчук", "shevchuk"),
        ("Бондар", "bondar"),
        ("Мельник", "melnyk"),
        ("Ткачук", "tkachuk"),
        ("Гнатюк", "hnatiuk"),
    ),
    (
        "lviv",
        "levy",
        "kava",
        "karpaty",
        "vyshyvanka",
        "borshch",
        "varenyky",
        "rynok",
        "lito",
        "zyma",
        "vesna",
        "osin",
        "sokil",
        "dnipro",
        "hoverla",
        "kalyna",
        "pysanka",
        "trembita",
        "opera",
        "vysokyizamok",
    ),
    ("barsik", "sirko", "murchyk", "bublyk", "zhuzha", "patron"),
    "Львів",
    "+380 32",
)


def _k8s_decode(text: str) -> str:
    m = re.search(r"^  DB_PASSWORD: (\S+)$", text, re.M)
    return base64.b64decode(m.group(1)).decode() if m else ""


def _k8s_extra(rng, s):
    s["cred_b64"] = base64.b64encode(str(s["cred"]).encode()).decode()
    s["user_b64"] = base64.b64encode(f"{s['org']}_app".encode()).decode()
    s["host_b64"] = base64.b64encode(str(s["host"]).encode()).decode()


FAM.reg(
    "k8s_secret_data_base64_db_password",
    ("clients/<<org>>/k8s/secret-db.yaml", "<<org>>-cluster/apps/<<word>>/db-secret.yaml"),
    """# клієнт: <<org>>, створено <<date>> (<<user>>)
apiVersion: v1
kind: Secret
metadata:
  name: <<word>>-db
  namespace: <<org>>-prod
  labels:
    app.kubernetes.io/name: <<word>>
type: Opaque
data:
  DB_HOST: <<host_b64>>
  DB_USER: <<user_b64>>
  DB_PASSWORD: <<cred_b64>>
""",
    "pw",
    extra=_k8s_extra,
    decode=_k8s_decode,
)

FAM.reg(
    "ansible_inventory_ini_become_password",
    ("ansible/inventories/<<org>>/hosts.ini", "msp-<<org>>/inventory/prod.ini"),
    """# Інвентар клієнта <<org>> — оновлено <<date>>
[web]
web01.<<dom>> ansible_host=<<ip>>
web02.<<dom>> ansible_host=<<ip>>

[db]
<<host>> ansible_host=<<ip>> ansible_port=2222

[all:vars]
ansible_user=<<user>>
ansible_become=true
ansible_become_method=sudo
ansible_become_password=<<cred>>
ansible_python_interpreter=/usr/bin/python3
""",
    "pw",
    syntax="",
)

FAM.reg(
    "proxmox_api_token_terraform_provider",
    ("terraform/<<org>>/provider.tf", "iac/proxmox-<<word>>/main.tf"),
    """terraform {
  required_providers {
    proxmox = {
      source  = "Telmate/proxmox"
      version = "3.0.1-rc4"
    }
  }
}

# кластер pve у ДЦ на Городоцькій
provider "proxmox" {
  pm_api_url          = "https://pve<<n>>.<<dom>>:8006/api2/json"
  pm_api_token_id     = "terraform@pve!ci"
  pm_api_token_secret = "<<cred>>"
  pm_tls_insecure     = true
}

resource "proxmox_vm_qemu" "<<word>>" {
  name        = "<<org>>-<<word>>-<<n>>"
  target_node = "pve<<n>>"
  clone       = "debian12-cloudinit"
  cores       = 4
  memory      = 8192
}
""",
    "uuid",
    syntax="",
)

FAM.reg(
    "telegram_copied_ukrainian_parol_root",
    ("notes/<<user>>/telegram-<<org>>.txt", "clients/<<org>>/чат-<<date>>.txt"),
    """<<first>> <<last>>, [<<dmy>> <<m1>>]
Привіт! Сервер клієнта <<org>> знову ліг, можеш глянути?

<<fb>> <<lb>>, [<<dmy>> <<m2>>]
Так, скинь доступи, у мене старий пароль не підходить

<<first>> <<last>>, [<<dmy>> <<m3>>]
ssh root@<<pub_ip>> -p 2222
пароль рута: <<cred>>
тільки після роботи поміняй, будь ласка

<<fb>> <<lb>>, [<<dmy>> <<m4>>]
ок 👍
""",
    "human",
)

FAM.reg(
    "whmcs_configuration_php_db_password",
    ("billing-<<org>>/configuration.php", "whmcs/<<org>>/configuration.php"),
    """<?php
$license = 'Owned-<<lic>>';
$db_host = 'localhost';
$db_port = '';
$db_username = '<<org>>_whmcs';
$db_password = '<<cred>>';
$db_name = '<<org>>_whmcs';
$db_tls_ca = '';
$db_tls_ca_path = '';
$db_tls_cert = '';
$db_tls_cipher = '';
$db_tls_key = '';
$db_tls_verify_cert = '';
$cc_encryption_hash = '<<cch>>';
$templates_compiledir = 'templates_c';
$mysql_charset = 'utf8';
""",
    "pw_sq",
    syntax="",
    extra=lambda rng, s: s.update(lic=hexs(rng, 20), cch=alnum(rng, 64)),
)

FAM.reg(
    "zabbix_psk_setup_bash_history",
    ("servers/<<host>>/root/.bash_history", "audit/<<org>>/bash_history_<<user>>"),
    """apt install zabbix-agent2 -y
openssl rand -hex 32
echo "<<cred>>" > /etc/zabbix/zabbix_agent2.psk
chown zabbix:zabbix /etc/zabbix/zabbix_agent2.psk
chmod 640 /etc/zabbix/zabbix_agent2.psk
sed -i 's/^Server=.*/Server=zbx.<<dom>>/' /etc/zabbix/zabbix_agent2.conf
echo "TLSPSKIdentity=PSK <<org>> <<n3>>" >> /etc/zabbix/zabbix_agent2.conf
systemctl restart zabbix-agent2
""",
    "hex:64",
    syntax="",
)

FAM.reg(
    "mikrotik_export_show_sensitive_rsc",
    ("clients/<<org>>/mikrotik/backup-<<date>>.rsc", "msp/routers/<<org>>-ccr<<n>>.rsc"),
    """# <<date>> 03:00:01 by RouterOS 7.14.3
# software id = <<swid>>
#
# model = CCR2004-16G-2S+
# serial number = <<serial>>
/interface bridge
add name=bridge-lan
/interface wireguard
add listen-port=13231 mtu=1420 name=wg-msp private-key="<<wgkey>>"
/ip address
add address=192.168.88.1/24 interface=bridge-lan network=192.168.88.0
/ip service
set telnet disabled=yes
set ftp disabled=yes
/system identity
set name=<<org>>-gw
/user
add group=full name=<<user>> password="<<cred>>"
/ip ipsec peer
add address=<<pub_ip>>/32 exchange-mode=ike2 name=dc-lviv
""",
    "pw_dq",
    syntax="",
    extra=lambda rng, s: s.update(
        swid=f"{alnum(rng, 4, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}-{alnum(rng, 4, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}",
        serial=hexs(rng, 12, upper=True),
        wgkey=base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode(),
    ),
)

FAM.reg(
    "certbot_cloudflare_ini_api_token",
    ("root/.secrets/certbot/cloudflare-<<org>>.ini", "ops/<<org>>/letsencrypt/cloudflare.ini"),
    """# Cloudflare API token used by Certbot (Zone:DNS:Edit для <<dom>>)
dns_cloudflare_api_token = <<cred>>
""",
    "p:cloudflare",
    syntax="",
)
