"""Family p: a digital nomad running a small web agency from Florianópolis, Brazil
(Portuguese, English)."""

# ruff: noqa: E501

from __future__ import annotations

import base64
import re

from ninetyfourth_spec import Fam, enc_b64, prov

FLORIPA = Fam(
    name="floripa_nomad_agency",
    orgs=("nomadeira", "ilhawork", "remotawa", "campechedigital"),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Ana", "ana"),
        ("Lucas", "lucas"),
        ("Mariana", "mariana"),
        ("Pedro", "pedro"),
        ("Beatriz", "beatriz"),
        ("Gabriel", "gabriel"),
        ("Júlia", "julia"),
    ),
    last=(
        ("Silva", "silva"),
        ("Souza", "souza"),
        ("Oliveira", "oliveira"),
        ("Pereira", "pereira"),
        ("Costa", "costa"),
        ("Machado", "machado"),
    ),
    words=(
        "floripa",
        "manezinho",
        "joaquina",
        "lagoa",
        "campeche",
        "acai",
        "saudade",
        "caipirinha",
        "praia",
        "ilhadamagia",
        "avai",
        "figueira",
    ),
    pets=("pipoca", "thor", "mel", "pacoca", "nina", "bidu"),
    cc="+55 48",
    city="Floripa",
)
F = FLORIPA.reg


def _dec_k8s(text: str) -> str:
    m = re.search(r"WORDPRESS_DB_PASSWORD:\s*(\S+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode()


F(
    "floripa_k8s_secret_data_base64_wordpress",
    ("k8s/clientes/<<org>>/wordpress-secret.yaml", "infra/<<word>>-<<n>>/secret.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: wordpress-db
  namespace: cliente-<<word>>
type: Opaque
data:
  WORDPRESS_DB_USER: <<euser>>
  WORDPRESS_DB_PASSWORD: <<enc>>
  WORDPRESS_DB_HOST: <<ehost>>
""",
    "pw",
    extra=lambda r, s: {
        "euser": enc_b64(f"wp_{s['word']}"),
        "ehost": enc_b64("mariadb.db.svc.cluster.local"),
    },
    enc=lambda c, s: enc_b64(c),
    decode=_dec_k8s,
)

F(
    "floripa_asaas_pix_api_key_env",
    ("apps/cobranca/.env", "clientes/<<org>>-<<n>>/.env"),
    """# Asaas - cobranças Pix e boleto dos clientes da agência
ASAAS_API_URL=https://api.asaas.com/v3
ASAAS_API_KEY='<<cred>>'
ASAAS_WEBHOOK_TOKEN=<<uuid>>
""",
    "p:asaas",
)

F(
    "floripa_portuguese_whatsapp_senha_cliente",
    ("Conversa do WhatsApp com <<cfnc>>.txt", "chats/wa_<<cfn>>_<<n>>.txt"),
    """<<dd>>/<<mm>>/<<year>> <<time>> - <<cfnc>> <<clnc>>: Oi <<fnc>>, tudo bem? Conseguiu ver o site da pousada?
<<dd>>/<<mm>>/<<year>> <<time>> - <<fnc>>: Oi! Consegui sim, mas preciso do acesso ao painel da Hostinger
<<dd>>/<<mm>>/<<year>> <<time2>> - <<cfnc>> <<clnc>>: login é <<cmail>>
<<dd>>/<<mm>>/<<year>> <<time2>> - <<cfnc>> <<clnc>>: a senha é <<cred>>
<<dd>>/<<mm>>/<<year>> <<time2>> - <<fnc>>: Valeu! Amanhã te mando a proposta 🏄
""",
    "human",
)

F(
    "floripa_wise_api_token_python",
    ("financeiro/wise_saldos.py", "tools/wise_<<n>>.py"),
    '''"""Saldo das contas Wise (USD / EUR / BRL) para o fechamento do mês."""

import requests

WISE_TOKEN = "<<cred>>"
PROFILE_ID = <<nn>>77


def saldos():
    r = requests.get(
        f"https://api.transferwise.com/v4/profiles/{PROFILE_ID}/balances?types=STANDARD",
        headers={"Authorization": f"Bearer {WISE_TOKEN}"},
        timeout=30,
    )
    return {b["currency"]: b["amount"]["value"] for b in r.json()}


print(saldos())
''',
    "p:wise",
)

F(
    "floripa_slack_bot_xoxb_js",
    ("bots/standup/index.js", "agencia/slack-<<n>>/bot.js"),
    """// Bot do standup diário da agência (time em 4 fusos)
const { App } = require("@slack/bolt");

const app = new App({
  token: "<<cred>>",
  signingSecret: "<<sig>>",
});

app.command("/standup", async ({ ack, respond }) => {
  await ack();
  await respond("Bom dia! O que você fez ontem / vai fazer hoje / algum bloqueio?");
});

(async () => {
  await app.start(3000);
})();
""",
    "p:slack_bot",
    syntax="",
    extra=lambda r, s: {"sig": prov(r, "sketchfab")},
)

F(
    "floripa_coworking_wifi_telegram_text_senha",
    ("Documents/telegram_nomads_<<n>>.txt", "notas/cowork_<<dd>><<mm>>.txt"),
    """Nômades Floripa, [<<dd>>.<<mm>>.<<year>> <<time>>]
<<cfnc>> <<clnc>>: Alguém tem a senha do wifi do cowork do Campeche?

Nômades Floripa, [<<dd>>.<<mm>>.<<year>> <<time2>>]
<<fnc>> <<lnc>>: rede CampecheHub_5G
<<cred>>
""",
    "human_x",
)

F(
    "floripa_client_handover_cpanel_md",
    ("clientes/<<org>>/HANDOVER.md", "docs/entrega_<<cfn>>_<<year>>.md"),
    """# Entrega do projeto - Pousada <<cfnc>>

## Hospedagem
- cPanel: https://<<host>>:2083
- usuário: <<login>>
- senha: <<cred>>

## Domínio
Registro.br no CPF do cliente (acesso dele, não guardamos).

## Manutenção
Plano mensal de R$ 350 via Pix (Asaas). Backups diários com UpdraftPlus para o Google Drive do cliente.
""",
    "human",
)

F(
    "floripa_tailscale_authkey_cloud_init_yaml",
    ("infra/cloud-init/<<org>>-vps.yaml", "servers/<<word>>-<<n>>/user-data.yaml"),
    """#cloud-config
hostname: <<word>>-<<n>>
package_update: true
packages:
  - curl
  - fail2ban
runcmd:
  - curl -fsSL https://tailscale.com/install.sh | sh
  - tailscale up --authkey=<<cred>> --ssh --hostname=<<word>>-<<n>>
  - systemctl enable --now fail2ban
""",
    "p:tailscale",
)
