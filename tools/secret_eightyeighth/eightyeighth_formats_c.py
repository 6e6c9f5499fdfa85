# ruff: noqa: E501
"""Family c: a home-lab and self-hosting enthusiast in São Paulo, Brazil (Portuguese):
Docker compose with Nextcloud, Vaultwarden, a Telegram export, a Cloudflare tunnel unit,
WireGuard, DuckDNS, restic to Backblaze B2 and the *arr stack."""

from __future__ import annotations

import json
import random

from eightyeighth_spec import CASEIRO as F
from eightyeighth_spec import Slots, b64, pick


def _lab(rng: random.Random, s: Slots) -> None:
    s["tz"] = "America/Sao_Paulo"
    s["vol"] = pick(rng, ("/mnt/tank", "/srv/dados", "/volume1/docker", "/mnt/hd4tb"))
    s["tid"] = str(rng.randint(10**8, 10**9))
    s["sub"] = pick(rng, ("cloud", "nuvem", "fotos", "arquivos"))


F.reg(
    "caseiro_docker_compose_nextcloud_mariadb_password",
    ("homelab/nextcloud/docker-compose.yml", "<<vol>>/compose/nextcloud/compose.yaml"),
    """# Nextcloud da família - acesso externo pelo túnel da Cloudflare
services:
  db:
    image: mariadb:10.11
    restart: unless-stopped
    command: --transaction-isolation=READ-COMMITTED --log-bin=binlog --binlog-format=ROW
    volumes:
      - <<vol>>/nextcloud/db:/var/lib/mysql
    environment:
      - MYSQL_ROOT_PASSWORD=<<root>>
      - MYSQL_PASSWORD=<<cred>>
      - MYSQL_DATABASE=nextcloud
      - MYSQL_USER=nextcloud

  app:
    image: nextcloud:29-apache
    restart: unless-stopped
    ports:
      - 8080:80
    links:
      - db
    volumes:
      - <<vol>>/nextcloud/html:/var/www/html
      - <<vol>>/fotos:/mnt/fotos:ro
    environment:
      - MYSQL_PASSWORD=<<cred>>
      - MYSQL_DATABASE=nextcloud
      - MYSQL_USER=nextcloud
      - MYSQL_HOST=db
      - NEXTCLOUD_TRUSTED_DOMAINS=<<sub>>.<<dom>> <<lip>>
      - TZ=<<tz>>
""",
    cred="pw_bare",
    extra=lambda rng, s: (
        _lab(rng, s),
        s.update(root=pick(rng, ("mariadbroot", "rootroot")) + str(rng.randint(10, 99))),
    ),
)


F.reg(
    "caseiro_vaultwarden_env_admin_token",
    ("<<vol>>/compose/vaultwarden/.env", "homelab/vaultwarden/vaultwarden.env"),
    """## Vaultwarden - cofre de senhas da casa
DOMAIN=https://cofre.<<dom>>
SIGNUPS_ALLOWED=false
INVITATIONS_ALLOWED=true
## token do painel /admin (gerado com openssl rand -base64 48)
ADMIN_TOKEN=<<cred>>
SMTP_HOST=smtp.gmail.com
SMTP_FROM=<<email2>>
SMTP_PORT=587
SMTP_SECURITY=starttls
WEBSOCKET_ENABLED=true
LOG_FILE=/data/vaultwarden.log
TZ=<<tz>>
""",
    cred="b64:48",
    syntax="",
    extra=_lab,
)


def _telegram(s: Slots) -> str:
    base = int(s["tid"])
    msgs = [
        (s["name2"], "Amor, a internet caiu de novo? O Jellyfin não abre na TV"),
        (s["name"], "Reiniciei o servidor, já deve voltar. Se precisar entrar no painel do NAS:"),
        (s["name"], "http://" + s["lip"] + ":5000 usuário admin"),
        (s["name"], "senha " + s["cred"]),
        (s["name2"], "anotado 😘"),
    ]
    data = {
        "name": s["name2"],
        "type": "personal_chat",
        "id": base,
        "messages": [
            {
                "id": 4100 + i,
                "type": "message",
                "date": f"{s['date']}T{s['time']}:{10 + i * 7:02d}",
                "date_unixtime": str(1_700_000_000 + i * 7),
                "from": who,
                "from_id": f"user{base + (0 if who == s['name2'] else 1)}",
                "text": txt,
                "text_entities": [{"type": "plain", "text": txt}],
            }
            for i, (who, txt) in enumerate(msgs)
        ],
    }
    return json.dumps(data, indent=1, ensure_ascii=False)


F.reg(
    "caseiro_telegram_json_export_senha_painel_nas",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/Telegram Desktop/ChatExport_<<date>> (<<n>>)/result.json",
    ),
    _telegram,
    cred="human",
    extra=_lab,
)


F.reg(
    "caseiro_cloudflared_systemd_unit_tunnel_token",
    ("etc/systemd/system/cloudflared.service", "homelab/systemd/cloudflared-<<sub>>.service"),
    """[Unit]
Description=cloudflared - túnel para <<sub>>.<<dom>>
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
    cred="p:cf_tunnel",
    syntax="",
    extra=_lab,
)


F.reg(
    "caseiro_wireguard_wg0_conf_interface_private_key",
    ("etc/wireguard/wg0.conf", "homelab/wireguard/<<fa>>-celular.conf"),
    """# VPN de casa - celular do <<first>>
[Interface]
PrivateKey = <<cred>>
Address = 10.13.13.<<n>>/32
DNS = <<lip>>

[Peer]
PublicKey = <<pub>>
PresharedKey = <<psk>>
Endpoint = vpn.<<dom>>:51820
AllowedIPs = 0.0.0.0/0, ::/0
PersistentKeepalive = 25
""",
    cred="b64:32",
    syntax="",
    extra=lambda rng, s: s.update(pub=b64(rng, 32), psk=b64(rng, 32)),
)


F.reg(
    "caseiro_duckdns_duck_sh_update_token",
    ("home/<<user>>/duckdns/duck.sh", "homelab/scripts/duck-<<org>>.sh"),
    """#!/bin/bash
# atualiza o IP da casa no DuckDNS (cron a cada 5 minutos)
echo url="https://www.duckdns.org/update?domains=<<org>>&token=<<cred>>&ip=" | curl -k -o ~/duckdns/duck.log -K -
""",
    cred="p:duckdns",
    syntax="",
)


F.reg(
    "caseiro_restic_backblaze_b2_env_account_key",
    ("home/<<user>>/.config/restic/b2.env", "homelab/backup/restic-<<sub>>.env"),
    """# backup das fotos da família para o Backblaze B2 (restic)
export B2_ACCOUNT_ID=005<<acct>>0000000<<n>>
export B2_ACCOUNT_KEY=<<cred>>
export RESTIC_REPOSITORY=b2:<<org>>-backup:fotos
export RESTIC_PASSWORD_FILE=/root/.restic-senha
# restic backup <<vol>>/fotos --exclude-caches
""",
    cred="p:b2",
    syntax="",
    extra=lambda rng, s: (
        _lab(rng, s),
        s.update(acct="".join(pick(rng, "0123456789abcdef") for _ in range(9))),
    ),
)


F.reg(
    "caseiro_sonarr_config_xml_api_key",
    ("<<vol>>/appdata/sonarr/config.xml", "homelab/arr/sonarr/config.xml"),
    """<Config>
  <LogLevel>info</LogLevel>
  <UrlBase></UrlBase>
  <UpdateMechanism>Docker</UpdateMechanism>
  <BindAddress>*</BindAddress>
  <Port>8989</Port>
  <SslPort>9898</SslPort>
  <EnableSsl>False</EnableSsl>
  <LaunchBrowser>True</LaunchBrowser>
  <ApiKey><<cred>></ApiKey>
  <AuthenticationMethod>Forms</AuthenticationMethod>
  <AuthenticationRequired>DisabledForLocalAddresses</AuthenticationRequired>
  <Branch>main</Branch>
  <SslCertPath></SslCertPath>
  <SslCertPassword></SslCertPassword>
  <InstanceName>Sonarr</InstanceName>
</Config>
""",
    cred="hex:32",
    extra=_lab,
)
