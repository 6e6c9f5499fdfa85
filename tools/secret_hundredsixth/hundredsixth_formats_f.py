# ruff: noqa: E501
"""Family f: a children's bookshop in Recife, Brazil (Portuguese; Mercado Pago, PagBank,
Bling ERP, Pix, Nuvemshop, storytelling sessions on Zoom, the NF-e A1 certificate)."""

from __future__ import annotations

import base64

from hundredsixth_spec import Fam, alnum, grab, reg

F = Fam(
    name="livraria_infantil_pernambuco",
    orgs=("pirulivro", "boiparaa", "gibizinho"),
    tld="com.br",
    first=(
        ("Beatriz", "beatriz"),
        ("João", "joao"),
        ("Larissa", "larissa"),
        ("Gabriel", "gabriel"),
        ("Mariana", "mariana"),
        ("Thiago", "thiago"),
        ("Luíza", "luiza"),
        ("Rafael", "rafael"),
    ),
    last=(
        ("Silva", "silva"),
        ("Santos", "santos"),
        ("Oliveira", "oliveira"),
        ("Souza", "souza"),
        ("Lima", "lima"),
        ("Cavalcanti", "cavalcanti"),
    ),
    words=(
        "livro",
        "gibi",
        "saci",
        "curupira",
        "arara",
        "caju",
        "sabia",
        "tucano",
        "mandacaru",
        "frevo",
        "maracatu",
        "boto",
        "fadinha",
        "historinha",
        "pirulito",
    ),
    pets=("bolinha", "pipoca", "pacoca", "mel", "thor", "luna"),
    seasons=("verao", "carnaval", "saojoao", "natal", "ferias", "inverno"),
    cc="55",
)

reg(
    F,
    "livraria_mercadopago_checkout_pro_node_access_token",
    ("loja/server/mercadopago.js", "checkout-<<org>>/src/pagamento-<<n>>.js"),
    """// Checkout Pro - Mercado Pago (produção)
import { MercadoPagoConfig, Preference } from 'mercadopago';

const client = new MercadoPagoConfig({
  accessToken: '<<cred>>',
  options: { timeout: 5000 },
});

export async function criarPreferencia(itens) {
  const preference = new Preference(client);
  return preference.create({
    body: {
      items: itens,
      back_urls: { success: 'https://<<dom>>/obrigado' },
      statement_descriptor: 'LIVRARIA INFANTIL',
    },
  });
}
""",
    "p:mercadopago",
    syntax="",
)

reg(
    F,
    "livraria_nuvemshop_app_env_pagbank_token",
    ("nuvemshop-app/.env", "apps/<<org>>-pagbank/.env.local"),
    """NUVEMSHOP_STORE_ID=<<nnn>><<n>>7
NUVEMSHOP_ACCESS_TOKEN=<<nstoken>>
PAGBANK_EMAIL=financeiro@<<dom>>
PAGBANK_TOKEN=<<cred>>
PAGBANK_ENV=production
""",
    "p:pagseguro",
    syntax="",
    extra=lambda r, s: {"nstoken": alnum(r, 40)},
)

reg(
    F,
    "livraria_portuguese_whatsapp_senha_bling_erp",
    (
        "WhatsApp/Conversa do WhatsApp com Livraria Equipe.txt",
        "celular/<<fa>>/Conversa do WhatsApp com <<first>> <<n>>.txt",
    ),
    """<<d>>/<<m>>/<<y>> <<hh>>:<<mi>> - <<first2>>: Bia, o Bling pediu pra logar de novo no computador do caixa
<<d>>/<<m>>/<<y>> <<hh>>:<<mi>> - <<first>> <<last>>: Usuário é o email da loja
<<d>>/<<m>>/<<y>> <<hh>>:<<mi>> - <<first>> <<last>>: senha <<cred>>
<<d>>/<<m>>/<<y>> <<hh>>:<<mi>> - <<first2>>: Entrou! Brigada 😘
<<d>>/<<m>>/<<y>> <<hh>>:<<mi>> - <<first>> <<last>>: Apaga essa mensagem depois viu
""",
    "human",
    syntax="",
)

reg(
    F,
    "livraria_bling_api_v3_oauth_python_client_secret",
    ("integracao/bling_estoque.py", "scripts/<<org>>_bling_<<n>>.py"),
    '''"""Sincroniza o estoque da livraria entre o Bling (API v3) e a Nuvemshop."""

import base64

import requests

CLIENT_ID = "<<hexid>><<hexid>>"
CLIENT_SECRET = "<<cred>>"
REFRESH_TOKEN_FILE = "/srv/bling/refresh_token"


def token():
    basic = base64.b64encode(f"{CLIENT_ID}:{CLIENT_SECRET}".encode()).decode()
    with open(REFRESH_TOKEN_FILE) as fh:
        refresh = fh.read().strip()
    r = requests.post(
        "https://www.bling.com.br/Api/v3/oauth/token",
        headers={"Authorization": f"Basic {basic}"},
        data={"grant_type": "refresh_token", "refresh_token": refresh},
        timeout=20,
    )
    return r.json()["access_token"]
''',
    "p:bling",
)


def _k8s(s):
    v = base64.b64encode(str(s["cred"]).encode()).decode()
    return f"""apiVersion: v1
kind: Secret
metadata:
  name: pix-cobranca
  namespace: loja-{s["org"]}
type: Opaque
data:
  PIX_CLIENT_ID: {base64.b64encode(f"Client_Id_{s['hexid']}".encode()).decode()}
  PIX_CLIENT_SECRET: {v}
"""


reg(
    F,
    "livraria_pix_cobranca_k8s_secret_data_base64",
    ("k8s/pix-secret.yaml", "deploy/<<org>>/secrets/pix-<<n>>.yaml"),
    _k8s,
    "pw_json",
    decode=lambda t: base64.b64decode(grab(r"PIX_CLIENT_SECRET: (\S+)", t)).decode(),
)

reg(
    F,
    "livraria_contacao_historias_email_senha_zoom",
    ("email/enviados/contacao-<<date>>.eml", "Mail/<<fa>>/Sent/zoom-<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: Pais e mães da turminha <contacao@<<dom>>>
Subject: Contação de histórias online - sábado às 10h 📖
Date: Thu, <<d>> Oct <<y>> <<hh>>:<<mi>>:00 -0300
Content-Type: text/plain; charset=utf-8

Olá famílias!

Neste sábado a contação de histórias vai ser pelo Zoom, com o livro "O Menino Maluquinho".

ID da reunião: <<nnn>> <<nnn>> <<n>>44
Senha: <<cred>>

Um abraço,
<<first>> - Livraria <<orgc>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "livraria_caixa_tef_clisitef_ini_senha_supervisor",
    ("C:/Cliente/CliSiTef.ini", "pdv/caixa<<n>>/CliSiTef.ini"),
    """[CliSiTef]
HabilitaTrace=0
DiretorioTrace=C:\\Cliente\\Logs

[Geral]
TransmiteStatus=1
EmpresaSitef=<<nnn>>0<<n>>
EnderecoIP=<<ip>>
Terminal=PDV0<<n>>

[Supervisor]
Usuario=gerente
SenhaSupervisor=<<cred>>
""",
    "pw",
)

reg(
    F,
    "livraria_certificado_a1_nfe_senha_nota_next_line",
    ("Documentos/certificado/LEIA-ME senha A1.txt", "contabilidade/<<org>>/senha_pfx_<<y>>.txt"),
    """certificado digital A1 - NF-e da livraria (arquivo <<org>>_<<y>>.pfx)
validade até <<d>>/<<m>>/<<y>>
senha do pfx:
<<cred>>
""",
    "human",
    syntax="",
)
