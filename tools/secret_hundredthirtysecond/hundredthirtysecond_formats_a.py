# ruff: noqa: E501
"""Family a: a physiotherapy and rehabilitation clinic in Curitiba, Brazil (Portuguese)."""

from __future__ import annotations

import quopri
import re

from hundredthirtysecond_spec import Fam, enc_qp, jwt, pick

FAM = Fam(
    name="fisioterapia_reabilitacao",
    orgs=("movivida", "fisioleve", "reabilitare", "corpoemforma"),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Mariana", "mariana"),
        ("Luíza", "luiza"),
        ("Thiago", "thiago"),
        ("Conceição", "conceicao"),
        ("Rafael", "rafael"),
        ("Gabriela", "gabriela"),
    ),
    last=(
        ("Gonçalves", "goncalves"),
        ("Araújo", "araujo"),
        ("Ribeiro", "ribeiro"),
        ("Kowalski", "kowalski"),
        ("Camargo", "camargo"),
        ("Brandão", "brandao"),
    ),
    words=(
        "fisio",
        "coluna",
        "joelho",
        "pilates",
        "saude",
        "curitiba",
        "araucaria",
        "pinhao",
        "chimarrao",
        "coxa",
        "furacao",
        "movimento",
        "alongar",
        "postura",
    ),
    pets=("bidu", "pipoca", "thor", "mel", "paçoca", "fred", "luna"),
    cc="+55",
    cities=("Curitiba", "São José dos Pinhais", "Colombo", "Pinhais"),
)
F = FAM

F.reg(
    "fisio_feegow_agenda_laravel_env",
    ("agendamento-<<org>>/.env", "sites/<<org>>/portal/.env.production"),
    """APP_NAME="Agenda <<orgc>>"
APP_ENV=production
APP_URL=https://agenda.<<domain>>
APP_TIMEZONE=America/Sao_Paulo

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=agenda_<<org>>
DB_USERNAME=agenda

# Feegow Clinic - token gerado em Configurações > Integrações (<<dmy>>)
FEEGOW_API_URL=https://api.feegow.com/v1/api
FEEGOW_TOKEN=<<cred>>
FEEGOW_UNIDADE_ID=<<n>>
""",
    cred=lambda rng, fam: jwt(
        rng,
        {"licencaID": rng.randint(1000, 99999), "iat": rng.randint(1_700_000_000, 1_780_000_000)},
    ),
    syntax="",
)

F.reg(
    "fisio_whatsapp_android_senha_iclinic",
    (
        "WhatsApp/Conversa do WhatsApp com Recepção <<orgc>> <<n>>.txt",
        "backup/chats/recepcao_<<fa>>_<<ymdc>>.txt",
    ),
    """<<dmy>> <<time>> - As mensagens e as chamadas são protegidas com a criptografia de ponta a ponta.
<<dmy>> <<time>> - <<first>> <<last>>: Bom dia! A Dra. <<first2>> pediu pra eu abrir a agenda dela no iClinic hoje
<<dmy>> <<time>> - <<first>> <<last>>: mas o login dela não tá salvo aqui no computador da recepção
<<dmy>> <<time2>> - Dra. <<first2>>: Oi <<first>>! usuário <<email2>>
<<dmy>> <<time2>> - Dra. <<first2>>: senha <<cred>>
<<dmy>> <<time2>> - Dra. <<first2>>: depois apaga a mensagem por favor 🙏
<<dmy>> <<time2>> - <<first>> <<last>>: Entrei! Obrigada 😘 já confirmei os pacientes das 14h
""",
    cred="human",
)

F.reg(
    "fisio_logins_planilha_xlsx_sharedstrings",
    (
        "planilhas/Acessos_<<orgc>>_<<year>>/xl/sharedStrings.xml",
        "drive/Administrativo/senhas-clinica-<<n>>/xl/sharedStrings.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="15" uniqueCount="15"><si><t>Sistema</t></si><si><t>Usuário</t></si><si><t>Senha</t></si><si><t>Observação</t></si><si><t>iClinic</t></si><si><t><<email>></t></si><si><t><<cred>></t></si><si><t>recepção e fisioterapeutas</t></si><si><t>Unimed Prestador</t></si><si><t>clin<<n2>></t></si><si><t>trocar em <<mo>>/<<year>></t></si><si><t>Wi-Fi <<orgc>>_5G</t></si><si><t>-</t></si><si><t>ver com <<first2>></t></si><si><t>atualizado <<dmy>></t></si></sst>
""",
    cred="human",
)

F.reg(
    "fisio_mercadopago_link_pagamento_node",
    ("pagamentos/<<org>>/gerar-link.js", "scripts/mp-link-pacote-sessoes-<<n>>.js"),
    """// Gera link de pagamento do Mercado Pago para pacotes de sessões (10x fisio / pilates)
const { MercadoPagoConfig, Preference } = require('mercadopago');

const client = new MercadoPagoConfig({
  accessToken: '<<cred>>',
  options: { timeout: 5000 },
});

async function gerarLink(paciente, valor) {
  const pref = new Preference(client);
  const r = await pref.create({
    body: {
      items: [{ title: `Pacote 10 sessões - ${paciente}`, quantity: 1, unit_price: valor, currency_id: 'BRL' }],
      back_urls: { success: 'https://<<domain>>/obrigado' },
      notification_url: 'https://<<domain>>/webhooks/mp',
    },
  });
  return r.init_point;
}

gerarLink(process.argv[2] || '<<first>>', Number(process.argv[3] || 1200)).then(console.log);
""",
    cred="p:mercadopago",
    syntax="",
)

F.reg(
    "fisio_zenvia_sms_lembrete_crontab",
    ("crontab/<<fa>>.crontab", "servidor/<<org>>/crontab-<<ymdc>>.txt"),
    """# lembretes de consulta por SMS (Zenvia) - rodam no mini-pc da recepção
MAILTO=<<email>>
SHELL=/bin/bash
0 18 * * 1-5 /opt/<<org>>/lembrete.sh amanha >> /var/log/lembrete.log 2>&1
30 7 * * 1-6 curl -s -X POST https://api.zenvia.com/v2/channels/sms/messages -H "X-API-TOKEN: <<cred>>" -H "Content-Type: application/json" -d @/opt/<<org>>/fila/hoje.json >> /var/log/zenvia.log
15 3 * * 0 find /opt/<<org>>/fila -mtime +30 -delete
""",
    cred="p:zenvia",
    syntax="",
)


def _accented(rng, fam) -> str:
    w = pick(
        rng,
        (
            "ação",
            "coração",
            "pinhão",
            "saúde",
            "família",
            "joão",
            "maçã",
            "alongação",
            "coluna_são",
        ),
    )
    y = rng.randint(2019, 2026)
    return pick(
        rng, (f"{w.capitalize()}{y}!", f"{w}@{y}", f"Fisio.{w}{y % 100}", f"{w.upper()}#{y}")
    )


def _qp_mail(s: dict) -> str:
    body = f"""Oi {s["first"]}, tudo bem?

Liberei o seu acesso à Memed para as receitas e os atestados dos pacientes.
Usuário: {s["email"]}
Senha provisória: {s["raw"]}

No primeiro acesso ela pede para trocar. Qualquer coisa me chama no WhatsApp.

Abraço,
{s["first2"]} - {s["orgc"]} Fisioterapia
"""
    return f"""From: {s["first2"]} <{s["email2"]}>
To: {s["first"]} {s["last"]} <{s["email"]}>
Subject: =?UTF-8?Q?Acesso_=C3=A0_Memed_=28receitas=29?=
Date: {s["rfcdate"]} -0300
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

{enc_qp(body)}"""


def _dec_qp_senha(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    dec = quopri.decodestring(body.encode()).decode("utf-8")
    return re.search(r"Senha provisória: (\S+)", dec).group(1)


F.reg(
    "fisio_email_quoted_printable_senha_memed",
    (
        "email/Caixa de entrada/memed-<<fa>>-<<n>>.eml",
        "thunderbird/<<org>>/Inbox/<<ymdc>>-<<n>>.eml",
    ),
    _qp_mail,
    cred=_accented,
    decode=_dec_qp_senha,
    syntax="",
)

F.reg(
    "fisio_dvr_intelbras_go2rtc_yaml",
    ("go2rtc/<<org>>/go2rtc.yaml", "home-assistant/clinica-<<n>>/go2rtc.yaml"),
    """# câmeras da recepção e do ginásio (DVR Intelbras MHDX 1108)
api:
  listen: ":1984"
streams:
  recepcao:
    - rtsp://admin:<<cred>>@<<lan>>:554/cam/realmonitor?channel=1&subtype=0
  ginasio_pilates:
    - rtsp://admin:<<cred>>@<<lan>>:554/cam/realmonitor?channel=2&subtype=1
webrtc:
  candidates:
    - <<pubip>>:8555
""",
    cred="pw_url",
)

F.reg(
    "fisio_recepcao_bilhete_ocr_wifi",
    ("scans/recepcao/bilhete_<<ymdc>>_<<n>>.txt", "ocr/mural-recepcao-<<n>>.txt"),
    """REDE PACIENTES
<<orgc>>_Visitantes
senha
<<cred>>
(não passar a rede ADM!)
""",
    cred="human",
    syntax="",
)
