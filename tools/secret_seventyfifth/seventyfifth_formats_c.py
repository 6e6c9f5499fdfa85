# ruff: noqa: E501
"""Family c: a São Paulo commercial cleaning firm (Brazil; Portuguese)."""

from __future__ import annotations

import base64
import re
import urllib.parse

from seventyfifth_spec import Fam, enc_url, human_acc, uuid4

F = Fam(
    name="saopaulo_office_cleaning_firm",
    orgs=("brilholimpo", "limpamaispaulista", "facilitasp"),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Maria", "maria"),
        ("Ana", "ana"),
        ("Luiz", "luiz"),
        ("Francisca", "francisca"),
        ("Antônio", "antonio"),
        ("Juliana", "juliana"),
        ("Rafael", "rafael"),
    ),
    last=(
        ("Silva", "silva"),
        ("Santos", "santos"),
        ("Oliveira", "oliveira"),
        ("Souza", "souza"),
        ("Pereira", "pereira"),
        ("Conceição", "conceicao"),
        ("Ferreira", "ferreira"),
    ),
    words=(
        "limpeza",
        "brilho",
        "faxina",
        "vassoura",
        "paulista",
        "corinthians",
        "palmeiras",
        "saudade",
        "feijoada",
        "mooca",
        "ipiranga",
        "sampa",
        "jabuticaba",
        "cafezinho",
        "familia",
        "jesus",
        "benfeito",
        "alegria",
        "moema",
        "tatuape",
    ),
    pets=("pipoca", "thor", "mel", "bolinha", "pretinha", "fred"),
    cc="+55",
    accented=("são", "limpeza", "faxinação", "coração", "mãe", "família", "paçoca"),
)


def _asaas_key(rng, fam) -> str:
    inner = f"{uuid4(rng).replace('-', '')}::{rng.randint(10**18, 10**19 - 1)}::$aach_{uuid4(rng)}"
    return "$aact_" + base64.b64encode(inner.encode()).decode()


F.reg(
    "saopaulolimpeza_asaas_pix_cobranca_dotenv",
    ("cobranca/<<org>>-api/.env", "deploy/contratos-site<<site>>/.env"),
    """# Cobrança mensal dos contratos de limpeza (boleto + Pix) via Asaas
NODE_ENV=production
PORT=3000
DATABASE_URL=postgresql://cobranca@<<ip>>:5432/contratos
ASAAS_BASE_URL=https://api.asaas.com/v3
ASAAS_API_KEY='<<cred>>'
ASAAS_WEBHOOK_EMAIL=financeiro@<<dom>>
PIX_CHAVE=<<uuid>>
""",
    cred=_asaas_key,
)

F.reg(
    "saopaulolimpeza_whatsapp_ptbr_senha_ponto_tangerino",
    (
        "whatsapp/Conversa do WhatsApp com <<fa>>.txt",
        "celular/backup/WhatsApp_supervisao_<<n>>.txt",
    ),
    """<<dmy>> <<time>> - <<fn>> <<ln>>: Bom dia! O ponto eletrônico do prédio da Faria Lima travou de novo 😩
<<dmy>> <<time>> - <<fn2>> <<ln2>>: Entra no Tangerino pelo celular com o login do posto
<<dmy>> <<time2>> - <<fn2>> <<ln2>>: usuário: posto<<site>>@<<dom>>
<<dmy>> <<time2>> - <<fn2>> <<ln2>>: senha: <<cred>>
<<dmy>> <<time2>> - <<fn>> <<ln>>: Deu certo, obrigada!! 🙏
<<dmy>> <<time2>> - <<fn2>> <<ln2>>: <Mídia oculta>
""",
    cred="human",
)

F.reg(
    "saopaulolimpeza_focus_nfe_nfse_ruby_token",
    ("scripts/emitir_nfse_<<org>>.rb", "lib/tasks/nfse_mensal_<<n>>.rb"),
    """# Emite as NFS-e dos contratos de limpeza pela Focus NFe
require "net/http"
require "json"

TOKEN_FOCUS = "<<cred>>"
CNPJ_PRESTADOR = "<<nn>>0001<<n>>"

uri = URI("https://api.focusnfe.com.br/v2/nfse?ref=contrato-<<nn>>-<<date>>")
req = Net::HTTP::Post.new(uri)
req.basic_auth(TOKEN_FOCUS, "")
req.body = { prestador: { cnpj: CNPJ_PRESTADOR }, servico: { discriminacao: "Limpeza e conservação" } }.to_json
res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
puts res.body
""",
    cred="alnum:32",
    syntax="",
)


def _acc_pw(rng, fam) -> str:
    return human_acc(rng, fam) + rng.choice("@#?/:")


F.reg(
    "saopaulolimpeza_supervisor_db_url_percent_encoded",
    ("app/<<org>>-escalas/config/database.env", "supervisao/.env.site<<site>>"),
    """# escalas das equipes de limpeza (Django)
DJANGO_SETTINGS_MODULE=escalas.settings.prod
DATABASE_URL=postgres://<<fa>>:<<enc>>@<<ip>>:5432/escalas
TIME_ZONE=America/Sao_Paulo
""",
    cred=_acc_pw,
    encode=enc_url,
    decode=lambda t: urllib.parse.unquote(re.search(r"postgres://[^:]+:([^@]+)@", t).group(1)),
)

F.reg(
    "saopaulolimpeza_secullum_ponto_backup_bat_sqlcmd",
    ("C:/Secullum/backup_ponto_<<org>>.bat", "servidor/scripts/backup_ponto<<n>>.bat"),
    """@echo off
rem Backup diario do banco do Secullum Ponto 4 (SQL Server Express)
set DATA=%date:~6,4%%date:~3,2%%date:~0,2%
sqlcmd -S <<ip>>\\SECULLUM -U sa -P <<cred>> -Q "BACKUP DATABASE [Ponto4] TO DISK='D:\\Backup\\ponto_%DATA%.bak'"
robocopy D:\\Backup \\\\nas01\\backup\\ponto /MAXAGE:1
""",
    cred="pw_bare",
)

F.reg(
    "saopaulolimpeza_equipes_xlsx_sharedstrings_senhas",
    (
        "planilhas/<<org>>_acessos/xl/sharedStrings.xml",
        "unzipped/acessos_clientes_<<n>>/xl/sharedStrings.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="10" uniqueCount="10">
<si><t>Cliente</t></si><si><t>Sistema</t></si><si><t>Usuário</t></si><si><t>Senha</t></si>
<si><t>Condomínio Ed. Paulista</t></si><si><t>Portaria remota</t></si><si><t><<user>></t></si>
<si><t><<cred>></t></si>
<si><t>Hospital Moema</t></si><si><t>pedir para a supervisora</t></si>
</sst>
""",
    cred="pw_xml",
)

F.reg(
    "saopaulolimpeza_mercadopago_point_maquininha_php",
    ("loja/<<org>>/config/mercadopago.php", "sistema/pagamentos/mp_point_<<n>>.php"),
    """<?php
// Maquininha Point Smart das equipes de faxina avulsa
return [
    'public_key'   => 'APP_USR-<<uuid>>',
    'access_token' => '<<cred>>',
    'device_id'    => 'GERTEC_MP35P__<<serial>>',
    'notificacao'  => 'https://<<dom>>/webhooks/mercadopago',
];
""",
    cred="p:mercadopago",
    syntax="",
)

F.reg(
    "saopaulolimpeza_caderno_ocr_senha_wifi_cliente",
    ("scans/caderno_supervisora_<<date>>.txt", "ocr/visita_cliente_<<n>>.txt"),
    """VISITA <<dmy>>   Supervisora: <<fn>>
Cliente: Escritório Av. Paulista <<nn>> - 12º andar
Equipe: 3 pessoas (manhã)  Produtos: ok
Wi-fi da copa
rede: LIMPEZA_<<site>>
<<cred>>
Obs: trocar saco aspirador, pedir chave da sala 4
""",
    cred="human",
)
