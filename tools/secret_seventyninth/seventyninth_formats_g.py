# ruff: noqa: E501
"""Family g: a customs broker (despachante aduaneiro) at the port of Santos, Brazil
(Portuguese)."""

from __future__ import annotations

import html

from seventyninth_spec import Fam, dec_html_cell, must

F = Fam(
    name="santos_despachante_aduaneiro",
    orgs=("aduanasul", "portodesp", "valongocomex", "bandeiradesp"),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Ana Paula", "anapaula"),
        ("Thiago", "thiago"),
        ("Fernanda", "fernanda"),
        ("Marcelo", "marcelo"),
        ("Juliana", "juliana"),
        ("Rodrigo", "rodrigo"),
        ("Luíza", "luiza"),
    ),
    last=(
        ("Conceição", "conceicao"),
        ("Araújo", "araujo"),
        ("Gonçalves", "goncalves"),
        ("Brandão", "brandao"),
        ("Ribeiro", "ribeiro"),
        ("Magalhães", "magalhaes"),
        ("Falcão", "falcao"),
    ),
    words=(
        "santos",
        "peixe",
        "vila",
        "belmiro",
        "gonzaga",
        "praia",
        "feijoada",
        "saudade",
        "brigadeiro",
        "caipirinha",
        "palmeiras",
        "corinthians",
        "flamengo",
        "carnaval",
        "porto",
        "navio",
        "aduana",
        "guaruja",
        "cafezinho",
        "ipanema",
        "sabia",
        "amor",
    ),
    pets=("pipoca", "thor", "mel", "bidu", "paçoca", "nina", "pretinha", "totó"),
    cc="+55",
)

# 1 WhatsApp (iOS style) with the A1 certificate password
F.reg(
    "despachante_whatsapp_senha_certificado_a1_ecnpj",
    ("WhatsApp Chat - <<name>>/_chat.txt", "conversas/<<org>>_certificado_<<n>>.txt"),
    """[<<dmy>>, <<hh>>:<<mi>>:<<ss>>] <<name2>>: Bom dia! O Portal Único pediu o certificado de novo, qual é a senha do A1 da empresa?
[<<dmy>>, <<hh>>:<<mi2>>:<<ss>>] <<name>>: O arquivo tá na pasta Certificados/<<yr>>
[<<dmy>>, <<hh>>:<<mi2>>:<<ss>>] <<name>>: senha <<cred>>
[<<dmy>>, <<hh>>:<<mi2>>:<<ss>>] <<name>>: apaga depois por favor 🙏
[<<dmy>>, <<hh2>>:<<mi>>:<<ss>>] <<name2>>: Deu certo, obrigada!
""",
    cred="human",
    syntax="",
)

# 2 Java properties of the NF-e issuer: certificate keystore password
F.reg(
    "despachante_nfe_emissor_properties_certificado_senha",
    ("emissor-nfe/config/nfe.properties", "<<org>>/nfe/application-<<n>>.properties"),
    """# Emissor NF-e de serviços de despacho
nfe.ambiente=PRODUCAO
nfe.uf=SP
nfe.cnpj=<<n6>><<n6>>01
nfe.certificado.tipo=A1
nfe.certificado.arquivo=/opt/nfe/certs/<<org>>_<<yr>>.pfx
nfe.certificado.senha=<<cred>>
nfe.schemas=/opt/nfe/schemas
""",
    cred="pw",
    syntax="",
)

# 3 Python: Correios API token request with the access code
F.reg(
    "despachante_correios_api_codigo_acesso_python",
    ("scripts/correios_rastreio.py", "<<org>>_rpa/correios_<<n>>.py"),
    """import base64

import requests

USUARIO = "<<login>>"
CODIGO_ACESSO = "<<cred>>"
CARTAO = "00<<n6>><<n>>"


def token() -> str:
    auth = base64.b64encode(f"{USUARIO}:{CODIGO_ACESSO}".encode()).decode()
    r = requests.post(
        "https://api.correios.com.br/token/v1/autentica/cartaopostagem",
        json={"numero": CARTAO},
        headers={"Authorization": f"Basic {auth}"},
        timeout=30,
    )
    return r.json()["token"]
""",
    cred="alnum:40",
)

# 4 Portuguese e-mail: Portal Único Siscomex representative login
F.reg(
    "despachante_email_senha_representante_portal_unico",
    ("Outlook/<<login>>/<<iso>>_acesso.eml", "emails/<<org>>/<<n4>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Acesso ao sistema de rastreio de DI/DUIMP
Date: Wed, <<d>> May <<yr>> <<hh>>:<<mi>>:<<ss>> -0300
Content-Type: text/plain; charset=utf-8

Oi <<first2>>,

seguem os dados do nosso sistema interno de acompanhamento das DUIMPs:
https://rastreio.<<dom>>
usuário: <<login2>>
senha: <<cred>>

Qualquer coisa me chama no WhatsApp.

Abraço,
<<name>>
Despachante Aduaneiro – <<orgc>>
""",
    cred="human",
    syntax="",
)

# 5 PHP: Mercado Pago access token for service fees
F.reg(
    "despachante_honorarios_mercadopago_access_token_php",
    ("app/Services/MercadoPagoService.php", "<<org>>-site/config/mp_<<n>>.php"),
    """<?php

use MercadoPago\\MercadoPagoConfig;

// Cobrança de honorários de despacho
MercadoPagoConfig::setAccessToken('<<cred>>');
MercadoPagoConfig::setRuntimeEnviroment(MercadoPagoConfig::SERVER);
""",
    cred="p:mercadopago",
    syntax="",
)

# 6 .env: Asaas API key (boletos), single-quoted because of the leading $
F.reg(
    "despachante_boletos_asaas_api_key_env_quoted",
    ("<<org>>-financeiro/.env", "financeiro/.env.producao<<n>>"),
    """ASAAS_URL=https://api.asaas.com/v3
ASAAS_API_KEY='<<cred>>'
ASAAS_WEBHOOK_TOKEN=
EMPRESA_CNPJ=<<n6>><<n6>>01
""",
    cred="p:asaas",
    syntax="",
)

# 7 odbc.ini: Firebird DSN of the customs software database
F.reg(
    "despachante_odbc_ini_firebird_dsn_siscomex_db",
    ("etc/odbc.ini", "<<org>>/servidor/odbc_<<n>>.ini"),
    """[ODBC Data Sources]
DESPACHO=Firebird/InterBase(r) driver

[DESPACHO]
Driver=/usr/lib/x86_64-linux-gnu/odbc/libOdbcFb.so
Description=Base do sistema de despacho
Dbname=<<ip>>:/dados/DESPACHO_<<yr>>.FDB
User=SYSDBA
Password=<<cred>>
Role=
CharacterSet=WIN1252
""",
    cred="pw",
)


# 8 Intranet HTML table with entity escaping (encoded)
def _html(rng, s):
    pw = must(F.human(rng), "&<>", rng)
    return {"cred": pw, "needle": pw, "enc": html.escape(pw, quote=False)}


F.reg(
    "despachante_intranet_tabela_html_entidades",
    ("intranet/acessos_<<yr>>.html", "<<org>>/wiki/senhas_<<n>>.htm"),
    """<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Acessos – <<orgc>></title></head>
<body>
<h1>Acessos dos sistemas</h1>
<table border="1">
<tr><th>Sistema</th><th>Usuário</th><th>Senha</th></tr>
<tr><td>Rastreio DUIMP</td><td><<login>></td><td class="senha"><<enc>></td></tr>
<tr><td>Portal Único</td><td>certificado A1</td><td>—</td></tr>
</table>
</body></html>
""",
    cred="pw",
    syntax="",
    extra=_html,
    decode=lambda t: dec_html_cell(t, "senha"),
)
