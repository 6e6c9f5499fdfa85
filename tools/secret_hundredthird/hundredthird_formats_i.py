# ruff: noqa: E501
"""Family i: a Brazilian bakery-supply wholesaler (atacado de insumos para panificação): WhatsApp
in Brazilian Portuguese, Bling ERP, Pagar.me, the NF-e A1 certificate, a Kubernetes Secret,
mail from the flour mill, lftp to the accountant, Efí (Gerencianet) PIX."""

from __future__ import annotations

import base64
import json
import re

from hundredthird_spec import BRA as F
from hundredthird_spec import alnum, hexs

F.reg(
    "atacado_whatsapp_ptbr_senha_bling",
    (
        "WhatsApp/Conversa do WhatsApp com <<first2>>.txt",
        "celular_<<fa>>/Conversa do WhatsApp com Vendas <<town>>.txt",
    ),
    """<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<first2>>: Bom dia! Não tô conseguindo entrar no Bling pra tirar o pedido da padaria do seu Zé
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>> - <<name>>: usuário <<login>>
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>> - <<name>>: senha <<cred>>
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>> - <<first2>>: Entrou! Vou lançar os 40 sacos de farinha e o fermento
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>> - <<name>>: 👍
""",
    "human",
)

F.reg(
    "atacado_bling_api_v3_oauth_client_node",
    ("integracao-bling/src/config.js", "bling-sync-<<org>>/config_<<store>>.js"),
    """// Integração Bling ERP (API v3) - pedidos de padarias e confeitarias
module.exports = {
  bling: {
    clientId: "<<cid>>",
    clientSecret: "<<cred>>",
    redirectUri: "https://integracao.<<dom>>/bling/callback",
  },
  estoque: { deposito: "<<town>>" },
};
""",
    "hex:64",
    extra=lambda rng, s: {"cid": hexs(rng, 40)},
)

F.reg(
    "atacado_pagarme_secret_key_php_checkout",
    ("loja-b2b/config/pagarme.php", "b2b-<<org>>/config/pagamentos_<<store>>.php"),
    """<?php
// Pagar.me v5 - boleto e cartão para clientes padarias
return [
    'secret_key' => '<<cred>>',
    'public_key' => 'pk_<<pk>>',
    'boleto_dias_vencimento' => 7,
    'webhook_url' => 'https://b2b.<<dom>>/webhooks/pagarme',
];
""",
    "p:pagarme",
    extra=lambda rng, s: {"pk": alnum(rng, 32)},
)

F.reg(
    "atacado_nfe_certificado_a1_senha_properties",
    ("nfe-emissor/config/nfe.properties", "emissor-<<org>>/nfe_<<store>>.properties"),
    """# Emissão de NF-e - <<Org>> Atacado de Insumos
nfe.ambiente=1
nfe.uf=SP
nfe.cnpj=<<nn>>.<<nn>>.<<nn>>/0001-<<n>>
certificado.tipo=A1
certificado.caminho=/opt/nfe/certificados/<<org>>_<<y>>.pfx
certificado.senha=<<cred>>
email.contador=contabil@<<org>>.com.br
""",
    "human",
)


def _k8s(s: dict) -> str:
    b = base64.b64encode(str(s["cred"]).encode()).decode()
    u = base64.b64encode(f"pedidos_{s['store']}".encode()).decode()
    return f"""apiVersion: v1
kind: Secret
metadata:
  name: pedidos-db
  namespace: atacado-{s["org"]}
  labels:
    app: pedidos-padarias
type: Opaque
data:
  DB_USER: {u}
  DB_PASSWORD: {b}
  DB_HOST: {base64.b64encode(str(s["ip"]).encode()).decode()}
"""


F.reg(
    "atacado_k8s_secret_pedidos_db_base64",
    ("k8s/pedidos/secret.yaml", "deploy-<<org>>/manifests/secret-db-<<store>>.yaml"),
    _k8s,
    "pw",
    decode=lambda t: base64.b64decode(re.search(r"DB_PASSWORD: (\S+)", t).group(1)).decode(),
)

F.reg(
    "atacado_email_senha_portal_moinho_farinha",
    (
        "Email/Caixa de entrada/Acesso portal moinho <<d>>-<<mo>>.eml",
        "thunderbird/<<fa>>/<<date>>_acesso_portal.eml",
    ),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Acesso ao portal do moinho (pedidos de farinha)
Date: Fri, <<d>> Jul <<y>> <<hh>>:<<mi>>:00 -0300
Content-Type: text/plain; charset=utf-8

Oi <<first2>>,

segue o acesso ao portal do moinho pra fazer os pedidos de farinha tipo 1 e de trigo
integral enquanto eu estiver de férias:

login: <<login>>@<<org>>
senha: <<cred>>

O caminhão chega toda terça. Qualquer coisa me liga.

Abraço,
<<name>>
Compras - <<Org>> Atacado, <<town>>
""",
    "human",
)

F.reg(
    "atacado_sped_contador_lftp_script",
    ("scripts/envia_sped.sh", "contabil/<<org>>/sped_<<store>>.sh"),
    """#!/bin/bash
# Envia arquivos SPED e XMLs das notas do mês para o escritório de contabilidade
MES=$(date -d "last month" +%Y%m)
lftp -u <<org>>_fiscal,'<<cred>>' sftp://arquivos.contabil<<nn>>.com.br <<'EOF'
mkdir -p /<<org>>/$MES
mirror -R /srv/nfe/xml/$MES /<<org>>/$MES
put /srv/sped/SPED_$MES.txt -o /<<org>>/$MES/
bye
EOF
""",
    "pw_sq",
)


def _efi(s: dict) -> str:
    return json.dumps(
        {
            "client_id": f"Client_Id_{s['cid']}",
            "client_secret": f"Client_Secret_{s['cred']}",
            "certificate": f"./certs/producao-{s['nn']}.p12",
            "sandbox": False,
            "pix_key": f"financeiro@{s['dom']}",
        },
        indent=2,
    )


F.reg(
    "atacado_pix_efi_gerencianet_credentials_json",
    ("pix-cobranca/credentials.json", "financeiro-<<org>>/efi_<<store>>.json"),
    _efi,
    "hex:40",
    extra=lambda rng, s: {"cid": hexs(rng, 40)},
)
