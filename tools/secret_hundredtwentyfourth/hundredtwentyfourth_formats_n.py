# ruff: noqa: E501
"""Family n: a fare-card (smart card) operator in Brazil (Portuguese)."""

from __future__ import annotations

import json

from hundredtwentyfourth_spec import Fam, prov

F = Fam(
    name="bilheteunico_farecard_operadora",
    key="bilheteunico",
    orgs=("passebem", "cartaomove", "catracalivre"),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Ana", "ana"),
        ("Thiago", "thiago"),
        ("Juliana", "juliana"),
        ("Rafael", "rafael"),
        ("Fernanda", "fernanda"),
    ),
    last=(
        ("Silva", "silva"),
        ("Santos", "santos"),
        ("Oliveira", "oliveira"),
        ("Souza", "souza"),
        ("Pereira", "pereira"),
        ("Costa", "costa"),
    ),
    words=(
        "catraca",
        "onibus",
        "busao",
        "corinthians",
        "flamengo",
        "palmeiras",
        "saudade",
        "paulista",
        "recarga",
        "bilhete",
        "sampa",
        "mengao",
        "brasil",
        "timao",
    ),
    pets=("thor", "mel", "pipoca", "bidu", "nina"),
    cc="+55",
    cities=("SaoPaulo", "Campinas", "Recife", "Curitiba", "Salvador"),
)

# 1 WhatsApp (Brazilian bracket style) about the validator
F.reg(
    "whatsapp_senha_validador_garagem",
    ("WhatsApp/Conversa do WhatsApp com <<fa>>.txt", "Downloads/garagem_<<num>>_chat.txt"),
    """[<<slash>> <<secs>>] <<first>> <<last>>: Bom dia! O validador do carro <<bus>> pediu senha de manutenção pra reiniciar
[<<slash>> <<secs>>] Suporte <<org>>: Usa a do técnico: <<cred>>
[<<slash>> <<secs>>] Suporte <<org>>: depois me confirma se voltou a ler o cartão
[<<slash>> <<secs>>] <<first>> <<last>>: Voltou sim, valeu 👍
""",
    "human",
)

# 2 Mercado Pago recharge (Python)
F.reg(
    "mercadopago_recarga_python_sdk",
    ("srv/<<org>>/recarga/mp_client.py", "home/<<user>>/recarga-online/pagamentos_<<num>>.py"),
    """import mercadopago

sdk = mercadopago.SDK("<<cred>>")


def criar_pix(valor, cpf):
    return sdk.payment().create(
        {"transaction_amount": float(valor), "payment_method_id": "pix", "payer": {"identification": {"type": "CPF", "number": cpf}}}
    )
""",
    "p:mercadopago",
)

# 3 back-office Spring application.properties (Oracle)
F.reg(
    "backoffice_spring_properties_oracle",
    (
        "opt/<<org>>/backoffice/application.properties",
        "srv/<<org>>/sbe-api/config/application-prod_<<num>>.properties",
    ),
    """server.port=8080
spring.datasource.url=jdbc:oracle:thin:@<<ip>>:1521/BILHETAGEM
spring.datasource.username=sbe_app
spring.datasource.password=<<cred>>
spring.jpa.hibernate.ddl-auto=none
bilhetagem.lote.cron=0 30 2 * * *
""",
    "pw",
)

# 4 validator config with a DESFire application key (hex)
F.reg(
    "validator_desfire_app_key_ini",
    ("etc/validador/validador.ini", "opt/<<org>>/validator/frota_<<num>>.ini"),
    """[Leitor]
Modelo=Prodata EasyVal
Porta=/dev/ttymxc2

[Cartao]
AID=F0<<num>>01
KeyNo=1
AppKeyAES=<<cred>>

[Sincronismo]
Servidor=https://sbe.<<dom>>
""",
    "HEX:32",
)

# 5 AWS credentials for the transactions bucket
F.reg(
    "aws_credentials_transacoes_bucket",
    ("home/<<user>>/.aws/credentials", "root/.aws/credentials"),
    """[default]
aws_access_key_id = <<akid>>
aws_secret_access_key = <<cred>>
region = sa-east-1

[transacoes]
role_arn = arn:aws:iam::<<bus>><<bus>><<bus>><<bus>>:role/transacoes-reader
source_profile = default
""",
    "p:aws",
    syntax="ini",
    extra=lambda rng, s: {"akid": prov(rng, "aws_id")},
)

# 6 Portuguese e-mail with the integrator password
F.reg(
    "portuguese_email_senha_integradora",
    (
        "Mail/Caixa de entrada/<<date>>_acesso.eml",
        "Documents/emails/<<user>>_integradora_<<num>>.eml",
    ),
    """From: TI <ti@<<dom>>>
To: <<email>>
Subject: Acesso ao portal da integradora
Date: <<date>> 14:<<num>> -0300
Content-Type: text/plain; charset=UTF-8

Oi <<first>>,

Segue o acesso ao portal de recarga das empresas (vale-transporte):
Login: <<user>>
Senha: <<cred>>

Qualquer coisa me chama no Teams.
Abs,
TI <<org>>
""",
    "human",
)

# 7 bare EC key of the Pix certificate pair
F.reg(
    "recarga_pix_client_ec_key_pem",
    ("srv/<<org>>/recarga/certs/pix_<<num>>.key", "home/<<user>>/certificados/pix-producao.key"),
    "<<cred>>\n",
    "ec",
)


# 8 Telegram JSON export (Portuguese)
def _tg(s: dict) -> str:
    return json.dumps(
        {
            "name": "SAC cartões",
            "type": "private_supergroup",
            "id": int(s["ts"]) // 7,
            "messages": [
                {
                    "id": 1,
                    "type": "message",
                    "date": f"{s['date']}T{s['secs']}",
                    "from": s["first"],
                    "text": "alguém tem a senha do painel de bloqueio de cartão?",
                },
                {
                    "id": 2,
                    "type": "message",
                    "date": f"{s['date']}T{s['secs']}",
                    "from": "Coordenação",
                    "text": f"usuário sac{s['num']} senha {s['cred']}",
                },
            ],
        },
        ensure_ascii=False,
        indent=1,
    )


F.reg(
    "sac_telegram_json_export_senha",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/sac_export_<<num>>/result.json",
    ),
    _tg,
    "human",
)
