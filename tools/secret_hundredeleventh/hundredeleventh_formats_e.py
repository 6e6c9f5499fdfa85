# ruff: noqa: E501
"""Family e: a cash-in-transit depot in Brazil (Portuguese)."""

from __future__ import annotations

import json

from hundredeleventh_spec import Fam, dec_url, enc_url, gen_pw, hexs, reg, uuid4

FAM = Fam(
    name="carroforte_cash_transit_depot",
    pre="carroforte",
    orgs=("cofreforte", "blindavalor", "transcofre"),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Ana Paula", "anapaula"),
        ("Thiago", "thiago"),
        ("Fernanda", "fernanda"),
        ("Rodrigo", "rodrigo"),
        ("Juliana", "juliana"),
        ("Marcos", "marcos"),
    ),
    last=(
        ("Silva", "silva"),
        ("Souza", "souza"),
        ("Oliveira", "oliveira"),
        ("Pereira", "pereira"),
        ("Gonçalves", "goncalves"),
        ("Araújo", "araujo"),
    ),
    words=(
        "flamengo",
        "corinthians",
        "palmeiras",
        "saudade",
        "brasil",
        "feijoada",
        "caipirinha",
        "cofre",
        "mengão",
        "timão",
        "praia",
        "carnaval",
        "jesus",
        "familia",
    ),
    pets=("thor", "pipoca", "mel", "bidu", "paçoca", "frida"),
    cities=("São Paulo", "Campinas", "Belo Horizonte", "Recife", "Curitiba", "Goiânia"),
    cc="+55",
)

reg(
    FAM,
    "cofre_dvr_rtsp_url_percent_encoded_env",
    ("cofre-monitor/.env", "base-<<city>>/dvr_<<n>>.env"),
    """# Gravação da sala de contagem de numerário
DVR_NAME=Tesouraria <<city>>
DVR_RTSP_URL=rtsp://tesouraria:<<enc>>@<<lan>>:554/cam/realmonitor?channel=<<n>>&subtype=0
RETENTION_DAYS=90
""",
    lambda rng, s: gen_pw(rng, sym="@#$%&!:/?+"),
    syntax="",
    enc=enc_url,
    decode=dec_url("rtsp://tesouraria:"),
)

reg(
    FAM,
    "whatsapp_ios_senha_cofre_inteligente",
    ("WhatsApp/Conversa do WhatsApp com Tesouraria <<n>>.txt", "chats/<<fa>>_<<ymd>>.txt"),
    """[<<dmy>> <<t1>>:12] <<first>> <<last>>: Bom dia, o cofre inteligente da loja <<n>> travou de novo
[<<dmy>> <<t2>>:40] <<first2>> <<last2>>: Entra no portal do fabricante com o usuário da base
[<<dmy>> <<t2>>:55] <<first2>> <<last2>>: usuário <<user2>> senha <<cred>>
[<<dmy>> <<t3>>:03] <<first>> <<last>>: Valeu, consegui liberar
""",
    "human",
)

reg(
    FAM,
    "pagbank_recolhimento_token_python",
    ("conciliacao/pagbank.py", "servicos/<<org>>/pagbank_<<n>>.py"),
    '''"""Conciliação de recolhimentos pagos por boleto e Pix (PagBank)."""

import requests

PAGBANK_TOKEN = "<<cred>>"
HEADERS = {"Authorization": f"Bearer {PAGBANK_TOKEN}", "accept": "application/json"}


def pedidos(data: str) -> list:
    r = requests.get("https://api.pagseguro.com/orders", params={"created_at": data}, headers=HEADERS, timeout=15)
    return r.json().get("orders", [])
''',
    lambda rng, s: uuid4(rng) + hexs(rng, 64),
)

reg(
    FAM,
    "tesouraria_appsettings_sqlserver_json",
    ("Tesouraria.Api/appsettings.Production.json", "deploy/<<org>>/appsettings.json"),
    lambda s: json.dumps(
        {
            "Logging": {"LogLevel": {"Default": "Warning"}},
            "ConnectionStrings": {
                "Tesouraria": f"Server={s['ip']},1433;Database=Numerario;User Id=tesouraria_app;Password={s['cred']};TrustServerCertificate=True"
            },
            "Base": {"Cidade": s["city"], "Codigo": s["n"]},
        },
        indent=2,
        ensure_ascii=False,
    ),
    "pw_alnum",
)

reg(
    FAM,
    "wialon_fleet_token_bash_script",
    ("scripts/rastreio_frota.sh", "bin/<<org>>_wialon_<<n>>.sh"),
    """#!/usr/bin/env bash
# Posição dos carros-fortes para o painel da central
TOKEN=<<cred>>
SID=$(curl -s "https://hst-api.wialon.com/wialon/ajax.html?svc=token/login&params={\\"token\\":\\"$TOKEN\\"}" | jq -r .eid)
curl -s "https://hst-api.wialon.com/wialon/ajax.html?svc=core/search_items&sid=$SID" > /var/lib/painel/frota.json
""",
    "p:wialon",
)

reg(
    FAM,
    "escala_vigilantes_csv",
    ("escala/escala_<<ymd>>.csv", "rh/vigilantes_base_<<n>>.csv"),
    """matricula,nome,base,turno,login_sistema,senha
<<nn>>,<<first>> <<last>>,<<city>>,diurno,<<user>>,<<cred>>
<<n>>77,<<first2>> <<last2>>,<<city>>,noturno,<<user2>>,
""",
    "human",
)

reg(
    FAM,
    "email_senha_portal_banco_custodia",
    ("email/acesso_portal_<<n>>.eml", "mail/<<fa>>_<<ymd>>.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<first>> <<last>> <<<email>>>
Subject: Acesso ao portal de custódia - base <<city>>
Date: <<dmy>> <<t1>>
Content-Type: text/plain; charset=UTF-8

Olá <<first>>,

segue o acesso ao portal do banco para as ordens de suprimento de ATM:
login: <<user>>
senha: <<cred>>

Não repassar para o pessoal da guarnição.
Abs, <<first2>>
""",
    "human",
)

reg(
    FAM,
    "crontab_mysqldump_tesouraria",
    ("var/spool/cron/crontabs/root", "cron/<<org>>_backup_<<n>>"),
    """# m h dom mon dow command
30 2 * * * mysqldump -u backup -p'<<cred>>' --single-transaction numerario | gzip > /backup/numerario_$(date +\\%F).sql.gz
0 3 * * 0 find /backup -name '*.sql.gz' -mtime +30 -delete
""",
    "pw_sq",
)
