# ruff: noqa: E501
"""Family h: a silk-screen (serigrafia) T-shirt printer in Bom Retiro, São Paulo (Brazil; Portuguese)."""

from __future__ import annotations

import urllib.parse

from eightyfourth_spec import Fam, csv_row, enc_url, whatsapp
from secret_corpus_kit import gen_pw, hexs, uuid4

FAM = Fam(
    name="serigrafia_bomretiro_silkscreen",
    orgs=("estampariabomretiro", "serigrafiapaulista", "telaetinta"),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Ana Paula", "anapaula"),
        ("Rodrigo", "rodrigo"),
        ("Fernanda", "fernanda"),
        ("Thiago", "thiago"),
        ("Juliana", "juliana"),
        ("Marcos", "marcos"),
        ("Patrícia", "patricia"),
        ("Lucas", "lucas"),
        ("Camila", "camila"),
    ),
    last=(
        ("Silva", "silva"),
        ("Santos", "santos"),
        ("Oliveira", "oliveira"),
        ("Souza", "souza"),
        ("Pereira", "pereira"),
        ("Conceição", "conceicao"),
        ("Almeida", "almeida"),
        ("Nascimento", "nascimento"),
    ),
    words=(
        "camiseta",
        "tela",
        "tinta",
        "corinthians",
        "palmeiras",
        "saopaulo",
        "samba",
        "brasil",
        "feijoada",
        "saudade",
        "estampa",
        "quadro",
        "amor",
        "flamengo",
        "pastel",
        "caipira",
    ),
    pets=("thor", "mel", "pipoca", "luna", "bidu", "nina"),
    places=("bomretiro", "bras", "mooca", "santana", "pinheiros", "guarulhos", "osasco"),
    cc="+55",
)

FAM.reg(
    "serigrafia_portuguese_whatsapp_senha_bling",
    ("Conversa do WhatsApp com <<fac>> <<lac>>.txt", "backup/zap/Producao Serigrafia <<n>>.txt"),
    lambda s: whatsapp(
        s["rng"],
        s,
        [
            (
                s["fn2"],
                "Bom dia! Preciso emitir as notas do pedido da escola no Bling e não lembro a senha",
            ),
            (s["fn"], "login é " + s["email"]),
            (s["fn"], "senha " + s["cred"]),
            (s["fn2"], "Entrei, valeu!! Já vou separar as 300 camisetas pra gravar a tela"),
            (s["fn"], "Apaga essa mensagem depois 😅"),
        ],
        "ios",
    ),
    "human",
)

FAM.reg(
    "serigrafia_pagbank_token_node_checkout",
    ("loja/src/pagamentos/pagbank.js", "api-<<org>>/config/pagbank<<n>>.js"),
    """// PagBank (PagSeguro) - checkout dos pedidos de camisetas (cartão, boleto e Pix)
const axios = require('axios');

const PAGBANK_TOKEN = '<<cred>>';
const api = axios.create({
  baseURL: 'https://api.pagseguro.com',
  headers: { Authorization: `Bearer ${PAGBANK_TOKEN}`, 'Content-Type': 'application/json' },
});

async function criarPedido(pedido) {
  const { data } = await api.post('/orders', {
    reference_id: `SERI-${pedido.id}`,
    customer: { name: pedido.nome, email: pedido.email, tax_id: pedido.cpf },
    items: pedido.itens,
    notification_urls: ['https://loja.<<dom>>/webhook/pagbank'],
  });
  return data;
}

module.exports = { criarPedido };
""",
    lambda r, s: uuid4(r) + hexs(r, 64) + uuid4(r),
)


def _pct_pw(r, s):
    while True:
        p = gen_pw(r, sym="@:/#?%$&!")
        if any(c in p for c in "@:/#?%"):
            return p


def _dec_pct(text):
    for line in text.splitlines():
        if line.startswith("DATABASE_URL="):
            url = line.split("=", 1)[1].strip('"')
            return urllib.parse.unquote(urllib.parse.urlsplit(url).password or "")
    raise ValueError("no DATABASE_URL")


FAM.reg(
    "serigrafia_database_url_percent_encoded_password",
    ("loja/.env", "deploy/<<org>>-orcamentos-<<n>>/.env"),
    """NODE_ENV=production
PORT=3000
# Orçamentos e pedidos (Prisma + PostgreSQL)
DATABASE_URL="postgresql://serigrafia:<<enc>>@<<ip>>:5432/pedidos?schema=public"
BLING_CLIENT_ID=<<hex8>><<serial>>
SESSION_SECRET_FILE=/run/secrets/session
""",
    _pct_pw,
    extra=lambda r, s: {"enc": enc_url(s["cred"])},
    decode=_dec_pct,
)

FAM.reg(
    "serigrafia_mercadopago_access_token_django",
    ("loja/settings/production.py", "site-<<org>>/config/settings_<<n>>.py"),
    '''"""Configuração de produção - loja de camisetas personalizadas."""

from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["loja.<<dom>>"]

MERCADOPAGO_PUBLIC_KEY = "APP_USR-<<uuid>>"
MERCADOPAGO_ACCESS_TOKEN = "<<cred>>"
MERCADOPAGO_WEBHOOK_URL = "https://loja.<<dom>>/pagamentos/webhook/"

FRETE_CEP_ORIGEM = "01124-000"
''',
    "p:mercadopago",
)

FAM.reg(
    "serigrafia_acbrmonitor_ini_certificado_senha",
    ("ACBrMonitorPLUS/ACBrMonitor.ini", "C/ACBrMonitor<<n>>/ACBrMonitor.ini"),
    """[ACBrMonitor]
Modo_TCP=1
TCP_Porta=3434
Modo_TXT=0

[Certificado]
SSLLib=4
CryptLib=3
HttpLib=2
XmlSignLib=4
ArquivoPFX=C:\\ACBrMonitorPLUS\\certificado\\<<org>>_A1_<<yyyy>>.pfx
Senha=<<cred>>
NumeroSerie=

[WebService]
UF=SP
Ambiente=0
Versao=4.00
""",
    "human_x",
    syntax="ini",
)

FAM.reg(
    "serigrafia_asaas_api_key_env_single_quotes",
    ("cobranca/.env", "financeiro-<<n>>/.env"),
    """# Asaas - boletos e Pix para clientes atacado (lojas do Brás)
# a chave começa com $, por isso entre aspas simples
ASAAS_API_URL=https://api.asaas.com/v3
ASAAS_API_KEY='<<cred>>'
ASAAS_WEBHOOK_TOKEN_FILE=/etc/asaas/webhook_token
""",
    "p:asaas",
)

FAM.reg(
    "serigrafia_email_senha_nfse_prefeitura",
    ("Email/Recebidos/<<id>>.eml", "mail/contabilidade/nfse_<<n>>.eml"),
    """From: <<fn2>> <<ln2>> (Contabilidade) <<<fa2>>@contabil<<la2>>.com.br>
To: <<fn>> <<ln>> <<<email>>>
Subject: Senha NFS-e Prefeitura de São Paulo
Date: <<rfcdate>> -0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Oi <<fn>>, tudo bem?

Conforme combinado, segue o acesso ao sistema de Nota Fiscal de Serviços Eletrônica
(nfe.prefeitura.sp.gov.br) para emitir as notas de serviço de estamparia:

CCM: <<id>><<n>>
Senha web: <<cred>>

Qualquer dúvida me chama no WhatsApp.
Abraço,
<<fn2>>
""",
    "human",
)

FAM.reg(
    "serigrafia_acessos_csv_ponto_e_virgula",
    ("Planilhas/acessos_<<org>>.csv", "Downloads/senhas loja <<n>>.csv"),
    lambda s: (
        "\n".join(
            [
                "Sistema;Usuário;Senha;Obs",
                csv_row(["Mercado Livre", s["email"], s["cred"], "conta principal"], ";"),
                csv_row(["Nuvemshop", s["email2"], "", "login com Google"], ";"),
                csv_row(["Correios (Meu Correios)", s["login"], "pedir pro " + s["fn2"], ""], ";"),
            ]
        )
        + "\n"
    ),
    "human",
)
