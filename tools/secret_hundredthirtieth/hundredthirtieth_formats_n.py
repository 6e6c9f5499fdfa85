"""Family n: a courier broker (despachante de remessas expressas) at Guarulhos airport,
Brazil (Portuguese; Portal Único Siscomex, e-CNPJ A1, Correios, Mercado Pago, Bling)."""

from __future__ import annotations

from hundredthirtieth_spec import Fam, after, dec_url, enc_url, reg, with_chars

F = Fam(
    name="remessa_guarulhos_courier_broker",
    orgs=("remessaflux", "cumbicaexpress", "tucanocourier", "ipedespachos", "sabialogistica"),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Ana", "ana"),
        ("Lucas", "lucas"),
        ("Mariana", "mariana"),
        ("Rafael", "rafael"),
        ("Juliana", "juliana"),
        ("Thiago", "thiago"),
        ("Fernanda", "fernanda"),
    ),
    last=(
        ("Silva", "silva"),
        ("Santos", "santos"),
        ("Oliveira", "oliveira"),
        ("Souza", "souza"),
        ("Pereira", "pereira"),
        ("Ferreira", "ferreira"),
        ("Almeida", "almeida"),
    ),
    words=(
        "guarulhos",
        "saudade",
        "palmeiras",
        "feijoada",
        "caipirinha",
        "cumbica",
        "remessa",
        "despacho",
        "brasil",
        "tucano",
        "acai",
        "pipoca",
        "pacoca",
        "sabia",
        "brigadeiro",
        "ipe",
    ),
    pets=("bidu", "pipoca", "thor", "mel", "luna", "pretinha", "bob"),
    places=("Guarulhos", "Cumbica", "Campinas", "Viracopos", "Santos", "SaoPaulo"),
    cc="+55119",
)

reg(
    F,
    "remessa_whatsapp_ptbr_senha_portal_unico",
    (
        "WhatsApp Chat with <<fn2>> <<ln2>>.txt",
        "Backup/Conversa do WhatsApp com Despacho <<n>>.txt",
    ),
    """<<dmy>> <<time>> - <<fn>> <<ln>>: Oi <<fn2>>, a DIR do lote <<big>> caiu em canal vermelho
<<dmy>> <<time>> - <<fn2>> <<ln2>>: Entra no Portal Único e anexa as invoices
<<dmy>> <<time2>> - <<fn>> <<ln>>: Tô sem acesso, qual a senha do representante?
<<dmy>> <<time2>> - <<fn2>> <<ln2>>: CPF do <<fn2>> e senha <<cred>>
<<dmy>> <<time2>> - <<fn2>> <<ln2>>: apaga depois, por favor
<<dmy>> <<time2>> - <<fn>> <<ln>>: Beleza, valeu! 👍
""",
    "human",
    syntax="",
)

reg(
    F,
    "remessa_ecnpj_a1_certificado_senha_env",
    (".env", "despacho-api/.env.production", "srv/<<org>>/nfe/.env"),
    """# certificado digital e-CNPJ A1 (ICP-Brasil) - assinatura de DIR e NF-e
CERT_A1_PATH=/etc/<<org>>/certs/ecnpj_<<big>>.pfx
CERT_A1_SENHA=<<cred>>
CNPJ=<<big>>0001<<n>>
SISCOMEX_AMBIENTE=producao
""",
    "pw",
    syntax="",
)

reg(
    F,
    "remessa_correios_cws_token_python",
    ("integracoes/correios.py", "scripts/rastreio_<<n>>.py"),
    '''"""Rastreio de objetos nos Correios (CWS) para remessas nacionalizadas."""

import base64

import requests

CWS_USUARIO = "<<org>>"
CWS_CODIGO_ACESSO = "<<cred>>"
CARTAO_POSTAGEM = "00<<big>>"


def token() -> str:
    auth = base64.b64encode(f"{CWS_USUARIO}:{CWS_CODIGO_ACESSO}".encode()).decode()
    r = requests.post(
        "https://api.correios.com.br/token/v1/autentica/cartaopostagem",
        headers={"Authorization": f"Basic {auth}"},
        json={"numero": CARTAO_POSTAGEM},
        timeout=20,
    )
    return r.json()["token"]
''',
    "alnum:40",
)

reg(
    F,
    "remessa_mercadopago_access_token_ts",
    ("src/pagamentos/mercadopago.ts", "api/src/taxas_<<n>>.ts"),
    """// Cobrança da taxa de despacho e do imposto de importação ao destinatário
import { MercadoPagoConfig, Payment } from "mercadopago";

const client = new MercadoPagoConfig({
  accessToken: "<<cred>>",
  options: { timeout: 5000 },
});

export const payment = new Payment(client);
""",
    "p:mercadopago",
    syntax="",
)

reg(
    F,
    "remessa_bling_erp_api_key_php",
    ("app/config/bling.php", "public_html/erp/bling_<<n>>.php"),
    """<?php
// Integração Bling ERP - emissão de NF de serviço do despacho
return [
    'apikey'   => '<<cred>>',
    'endpoint' => 'https://bling.com.br/Api/v2/',
    'loja'     => '<<org>>',
];
""",
    "p:bling",
    syntax="",
)


def _dec_pg(t: str) -> str:
    seg = after(t, "DATABASE_URL=postgresql://", "@")
    return dec_url(seg.split(":", 1)[1])


reg(
    F,
    "remessa_postgres_url_percent_encoded_senha",
    (".env", "docker/.env.prod", "srv/<<org>>/rastreio/.env"),
    """# sistema interno de manifesto de remessas (DIR / DSI)
DATABASE_URL=postgresql://<<fa>>:<<enc>>@<<ip>>:5432/remessas
REDIS_URL=redis://127.0.0.1:6379/0
TZ=America/Sao_Paulo
""",
    with_chars("human", "@#:/?", F),
    syntax="",
    enc=lambda cred, s: enc_url(cred),
    decode=_dec_pg,
)

reg(
    F,
    "remessa_portuguese_email_senha_courier_portal",
    ("Mail/Caixa de entrada/<<epoch>>.eml", "mail/<<fa>>/INBOX/<<n>>.eml"),
    """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<email>>
Subject: Acesso ao portal do courier (manifestos de GRU)
Date: Fri, 10 Apr <<year>> 18:02:41 -0300
Content-Type: text/plain; charset=UTF-8

Oi <<fn>>,

Segue o acesso ao portal do courier para baixar os manifestos dos voos que chegam em Cumbica:

usuário: <<user>>@<<org>>
senha: <<cred>>

Os manifestos precisam estar no sistema antes da chegada do voo.

Abs,
<<fn2>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "remessa_telegram_desktop_copied_text_senha",
    ("Documentos/telegram_<<date>>.txt", "Desktop/conversa_<<fa2>>_<<n>>.txt"),
    """[<<dot>> <<time>>] <<fn>> <<ln>>: alguém tem a senha do Remessa Conforme da empresa?
[<<dot>> <<time2>>] <<fn2>> <<ln2>>: login <<email>>
[<<dot>> <<time2>>] <<fn2>> <<ln2>>: senha <<cred>>
[<<dot>> <<time2>>] <<fn>> <<ln>>: valeu!
""",
    "human",
    syntax="",
)
