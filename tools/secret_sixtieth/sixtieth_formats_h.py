# ruff: noqa: E501
"""Family h: an urban pest-control company (dedetizadora) in Recife (Brazil)."""

from __future__ import annotations

import base64
import random

from sixtieth_spec import Fam

FAM = Fam(
    "dedetizadora_pragas_urbanas",
    orgs=("bichozero",),
    tld="com.br",
    people=(
        ("João", "joao"),
        ("Carlos", "carlos"),
        ("Rafael", "rafael"),
        ("Lucas", "lucas"),
        ("Marcos", "marcos"),
        ("Fernanda", "fernanda"),
        ("Juliana", "juliana"),
        ("Edson", "edson"),
        ("Cícero", "cicero"),
        ("Severino", "severino"),
    ),
    surnames=(
        ("Silva", "silva"),
        ("Santos", "santos"),
        ("Oliveira", "oliveira"),
        ("Souza", "souza"),
        ("Lima", "lima"),
        ("Ferreira", "ferreira"),
        ("Cavalcanti", "cavalcanti"),
        ("Albuquerque", "albuquerque"),
    ),
    words=(
        "barata",
        "cupim",
        "formiga",
        "mosquito",
        "veneno",
        "frevo",
        "recife",
        "olinda",
        "sport",
        "nautico",
        "maracatu",
        "caju",
        "boavista",
        "mangue",
    ),
    pets=("pipoca", "thor", "mel", "bidu", "pituca", "luna", "pacoca"),
    cities=("Recife", "Olinda", "Jaboatão", "Paulista", "Caruaru", "Camaragibe"),
    cc="+55",
)

FAM.reg(
    "dedetizadora_whatsapp_senha_sistema_ordens_servico",
    (
        "WhatsApp/Conversa do WhatsApp com <<first>> <<n>>.txt",
        "Downloads/Conversa do WhatsApp com Equipe <<n>>.txt",
    ),
    """<<d>>/<<mo>>/<<y>> <<time>> - <<first2>> <<last2>>: Bom dia, tô no condomínio em <<city>>, o sistema de OS pediu login de novo
<<d>>/<<mo>>/<<y>> <<time>> - <<first>> <<last>>: usuário <<login>>
<<d>>/<<mo>>/<<y>> <<time>> - <<first>> <<last>>: senha <<cred>>
<<d>>/<<mo>>/<<y>> <<time>> - <<first>> <<last>>: não esquece de tirar foto das iscas e do certificado
<<d>>/<<mo>>/<<y>> <<time>> - <<first2>> <<last2>>: beleza
""",
    "human",
    syntax="",
)

FAM.reg(
    "dedetizadora_mercadopago_pix_access_token_php",
    ("sistema/config/pix_<<n>>.php", "public_html/os/pix_config_<<n>>.php"),
    """<?php
// cobrança Pix / link de pagamento no fim do serviço
return [
    'mp_public_key' => 'APP_USR-<<uuid>>',
    'mp_access_token' => '<<cred>>',
    'notificacao_url' => 'https://os.<<dom>>/webhook/mp',
    'descricao' => 'Dedetização <<orgc>>',
];
""",
    "p:mercadopago",
    syntax="",
)


def _asaas(rng: random.Random, s: dict) -> str:
    raw = f"{''.join(rng.choice('0123456789abcdef') for _ in range(32))}::000000000000{rng.randint(10**5, 10**6)}::$aach_{s['uuid']}"
    return "$aact_" + base64.b64encode(raw.encode()).decode()


FAM.reg(
    "dedetizadora_asaas_boletos_env_single_quoted",
    ("deploy/os-<<n>>/.env", "cobranca_<<n>>/.env.producao"),
    """APP_ENV=production
APP_URL=https://os.<<dom>>
ASAAS_API_URL=https://api.asaas.com/v3
ASAAS_API_KEY='<<cred>>'
WHATSAPP_NUMERO=<<phone>>
""",
    _asaas,
    syntax="",
)

FAM.reg(
    "dedetizadora_email_senha_portal_nfse_prefeitura",
    ("Email/Enviados/nfse_<<n>>.eml", "thunderbird/Sent/<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: contabilidade.<<la2>>@gmail.com
Subject: Acesso NFS-e <<orgc>>
Date: Wed, <<d>> May <<y>> <<time>>:30 -0300
Content-Type: text/plain; charset="UTF-8"

Oi <<first2>>, tudo bem?

Segue o acesso do portal da nota fiscal de serviço da prefeitura pra você emitir as notas do mês:

CNPJ: <<n>>/0001-<<n2>>
Senha: <<cred>>

Qualquer coisa me liga. Abraço,
<<first>>
""",
    "human",
    syntax="",
)

FAM.reg(
    "dedetizadora_zenvia_sms_lembrete_python",
    ("scripts/lembrete_retorno_<<n>>.py", "sistema/sms_<<n>>.py"),
    """import requests

ZENVIA_TOKEN = "<<cred>>"
REMETENTE = "<<org>>"


def lembrete(celular: str, cliente: str, data: str) -> None:
    texto = f"Olá {cliente}! Seu retorno de garantia da dedetização é dia {data}. <<orgc>> {REMETENTE}"
    requests.post(
        "https://api.zenvia.com/v2/channels/sms/messages",
        headers={"X-API-TOKEN": ZENVIA_TOKEN},
        json={"from": REMETENTE, "to": celular, "contents": [{"type": "text", "text": texto}]},
        timeout=15,
    )
""",
    "b64u:32",
)

FAM.reg(
    "dedetizadora_rastreamento_motos_traccar_xml",
    ("traccar/conf/traccar_<<n>>.xml", "servidor/traccar-<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://localhost:3306/traccar?serverTimezone=UTC&amp;useSSL=false</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='notificator.types'>web,mail</entry>
</properties>
""",
    "pw_xml",
)

FAM.reg(
    "dedetizadora_agenda_csv_senha_app_portaria",
    ("agenda/contratos_condominios_<<n>>.csv", "Planilhas/Agenda <<y>> <<n>>.csv"),
    """condominio;bairro;sindico;telefone;app portaria;login;senha;proxima visita
Edf. Mar Azul;Boa Viagem;<<first2>> <<last2>>;<<phone2>>;portaria remota;<<email>>;<<cred>>;<<dmy>>
Res. Jardim;Casa Forte;<<last>>;<<phone>>;interfone;;;<<dmy>>
""",
    "human",
    syntax="",
)

FAM.reg(
    "dedetizadora_telegram_bot_lembretes_python",
    ("bot/lembretes_<<n>>.py", "telegram_bot/config_<<n>>.py"),
    """# bot que avisa a equipe das visitas do dia
BOT_TOKEN = "<<cred>>"
CHAT_EQUIPE = -100<<n>><<n4>>
HORA_ENVIO = "06:30"
""",
    "p:telegram",
)
