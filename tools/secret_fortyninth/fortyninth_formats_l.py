"""Family l: a home-lab sysadmin in a Bandar Seri Begawan kampong (Brunei; Malay, English)."""

from __future__ import annotations

import base64
import json

from fortyninth_spec import Fam, after, enc_b64

F = Fam(
    name="kampong_homelab_brunei",
    orgs=("kamponglab", "imagine", "unn", "gadong", "kiulap"),
    tld="bn",
    first=(
        "Hazwan",
        "Nurul Ain",
        "Aziz",
        "Siti Hajar",
        "Faiz",
        "Amal",
        "Haziq",
        "Syafiqah",
        "Rizal",
        "Dayang",
    ),
    last=(
        "Abdullah",
        "Haji Ahmad",
        "Omar",
        "Pengiran Ali",
        "Salleh",
        "Yusof",
        "Awang Tengah",
        "Hassan",
    ),
    words=(
        "kampong",
        "ambuyat",
        "tamu",
        "kedayan",
        "tutong",
        "temburong",
        "pisang",
        "nasi katok",
        "kelupis",
        "gadong",
        "sungai",
    ),
    seasons=("hariraya", "ramadan", "musim hujan", "musim panas", "tahun baru"),
    cc="673",
    pets=("comel", "oyen", "tompok", "belang", "manja"),
)


def _dec_k8s(text: str) -> str:
    return base64.b64decode(after(text, r"^  password: (\S+)")).decode()


F.reg(
    "kampong_k8s_secret_data_base64_nextcloud",
    (
        "homelab/k8s/apps/nextcloud/secret.yaml",
        "git/kampong-cluster-<<n2>>/nextcloud-db-secret.yaml",
    ),
    """apiVersion: v1
kind: Secret
metadata:
  name: nextcloud-db
  namespace: nextcloud
type: Opaque
data:
  username: <<encu>>
  password: <<enc>>
""",
    cred="pw",
    extra=lambda rng, s: {"enc": enc_b64(str(s["cred"])), "encu": enc_b64("nextcloud")},
    decode=_dec_k8s,
)

F.reg(
    "kampong_proxmox_terraform_tfvars_token_secret",
    ("homelab/terraform/proxmox/terraform.tfvars", "git/kampong-infra-<<n2>>/pve.auto.tfvars"),
    """pm_api_url          = "https://<<lan>>:8006/api2/json"
pm_api_token_id     = "terraform@pve!tf-<<n2>>"
pm_api_token_secret = "<<cred>>"
pm_tls_insecure     = true
target_node         = "pve-kampong"
ssh_public_key      = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<hex12>> <<fa>>@laptop"
""",
    cred="uuid",
)

F.reg(
    "kampong_docker_compose_nextcloud_postgres_env",
    ("homelab/docker/nextcloud/docker-compose.yml", "opt/stacks/cloud-<<n2>>/compose.yaml"),
    """services:
  db:
    image: postgres:16
    restart: unless-stopped
    environment:
      POSTGRES_DB: nextcloud
      POSTGRES_USER: nextcloud
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - ./db:/var/lib/postgresql/data
  app:
    image: nextcloud:29
    restart: unless-stopped
    ports:
      - "8080:80"
    environment:
      POSTGRES_HOST: db
      POSTGRES_DB: nextcloud
      POSTGRES_USER: nextcloud
      POSTGRES_PASSWORD: "<<cred>>"
      NEXTCLOUD_TRUSTED_DOMAINS: cloud.<<dom>>
    depends_on:
      - db
""",
    cred="pw_dq",
)

F.reg(
    "kampong_ansible_inventory_become_pass",
    ("homelab/ansible/inventory/hosts", "git/kampong-ansible-<<n2>>/hosts.ini"),
    """[pve]
pve-kampong ansible_host=<<lan>>

[pi]
pihole ansible_host=192.168.1.<<n2>> ansible_user=pi
octopi ansible_host=192.168.1.<<n3>> ansible_user=pi

[all:vars]
ansible_user=<<fa>>
ansible_become_pass=<<cred>>
ansible_python_interpreter=/usr/bin/python3
""",
    cred="pw_bare",
    syntax="",
)

F.reg(
    "kampong_wireguard_wg0_conf_private_key",
    ("etc/wireguard/wg0.conf", "homelab/wireguard/peers/<<fa>>-phone-<<n2>>.conf"),
    """[Interface]
PrivateKey = <<cred>>
Address = 10.13.13.<<n2>>/32
DNS = 192.168.1.53

[Peer]
PublicKey = <<pk>>
PresharedKey = <<psk>>
Endpoint = vpn.<<dom>>:51820
AllowedIPs = 192.168.1.0/24, 10.13.13.0/24
PersistentKeepalive = 25
""",
    cred="p:wireguard",
    syntax="",
    extra=lambda rng, s: {
        "pk": F.cred(rng, "p:wireguard", s),
        "psk": F.cred(rng, "p:wireguard", s),
    },
)


def _cf_token(rng, s):
    body = {
        "a": F.cred(rng, "hex:32", s),
        "t": F.cred(rng, "uuid", s),
        "s": base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode(),
    }
    return base64.b64encode(json.dumps(body, separators=(",", ":")).encode()).decode().rstrip("=")


F.reg(
    "kampong_cloudflared_systemd_unit_tunnel_token",
    ("etc/systemd/system/cloudflared.service", "homelab/systemd/cloudflared-<<n2>>.service"),
    """[Unit]
Description=cloudflared
After=network-online.target
Wants=network-online.target

[Service]
TimeoutStartSec=0
Type=notify
ExecStart=/usr/bin/cloudflared --no-autoupdate tunnel run --token <<cred>>
Restart=on-failure
RestartSec=5s

[Install]
WantedBy=multi-user.target
""",
    cred=_cf_token,
    syntax="",
)

F.reg(
    "kampong_malay_telegram_kata_laluan_nas",
    ("Telegram Desktop/Kampong Lab geng.txt", "Documents/telegram_<<first2>>_<<n2>>.txt"),
    """<<first2>>, [<<ddot>> <<time>>]
bro, kata laluan NAS tu apa? mau ambil gambar kahwin kakak

<<first>> <<last>>, [<<ddot>> <<time2>>]
username keluarga
kata laluan <<cred>>
jangan ubah setting ah

<<first2>>, [<<ddot>> <<time2>>]
ok terima kasih bro 👍
""",
    cred="human",
)

F.reg(
    "kampong_restic_env_backup_b2",
    ("homelab/backup/restic.env", "etc/restic/kampong-<<n2>>.env"),
    """export RESTIC_REPOSITORY="b2:kampong-backup-<<n2>>:nas"
export RESTIC_PASSWORD="<<cred>>"
export B2_ACCOUNT_ID="005<<hex8>><<hex8>>0000000001"
export B2_ACCOUNT_KEY="<<b2>>"
""",
    cred="pw_dq",
    extra=lambda rng, s: {"b2": F.cred(rng, "p:backblaze", s)},
)
