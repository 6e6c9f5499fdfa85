# ruff: noqa: E501
"""Family b: campsites of the Chapada dos Veadeiros, Goiás, Brazil (Portuguese)."""

from __future__ import annotations

from hundredthirtyfourth_corpus import alnum, hexs, pick
from hundredthirtyfourth_spec import Fam, dec_qp, enc_qp, human_where, non_ascii

FAM = Fam(
    name="veadeiros_camping_goias",
    orgs=(
        ("campingcanela", "Camping Canela de Ema"),
        ("campingseriema", "Camping Seriema"),
        ("recantolobeira", "Recanto Lobeira"),
        ("campingbromelia", "Camping Bromélia"),
    ),
    tld="com.br",
    first=(
        "João",
        "Ana",
        "Luiz",
        "Mariana",
        "Thiago",
        "Juliana",
        "Raimundo",
        "Francisca",
        "Wesley",
        "Thaís",
    ),
    last=(
        "Silva",
        "Souza",
        "Oliveira",
        "Pereira",
        "Carvalho",
        "Rodrigues",
        "Almeida",
        "Nascimento",
        "Batista",
        "Moura",
    ),
    words=(
        "cachoeira",
        "cerrado",
        "veadeiros",
        "pequi",
        "buriti",
        "seriema",
        "lobeira",
        "ipê",
        "chapada",
        "cristal",
        "trilha",
        "fogueira",
        "jatobá",
        "verão",
        "canela",
        "tucano",
    ),
    places=("Alto Paraíso", "São Jorge", "Cavalcante", "Vale da Lua", "Colinas do Sul"),
    seasons=("verão", "inverno", "chuva", "seca", "carnaval"),
    pets=("Pipoca", "Thor", "Mel", "Paçoca", "Bidu", "Luna", "Café"),
    local_digits=("62", "73770", "3446", "061"),
    cc="55",
    walks=("qwerty", "1q2w3e4r", "asdfgh", "123qwe", "qwe123"),
    mail=("gmail.com", "hotmail.com", "uol.com.br", "bol.com.br"),
    phone_fmt="+55 62 9####-####",
)


def _cnpj(rng, s):
    return {
        "cnpj": f"{rng.randint(10, 59)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}/0001-{rng.randint(10, 99)}"
    }


FAM.reg(
    "veadeiros_whatsapp_ios_senha_wifi_recepcao",
    (
        "WhatsApp Chat - <<first2>> <<last2>>/_chat.txt",
        "celular_recepcao/WhatsApp Chat - Equipe <<orgd>>/_chat.txt",
    ),
    """[<<dmy>>, <<time>>:<<sec>>] <<first>> <<last>>: Oi gente! Trocaram a senha do wi-fi da recepção?
[<<dmy>>, <<t1>>:<<sec>>] <<first2>> <<last2>>: Troquei ontem, tinha hóspede usando pra baixar filme kkkk
[<<dmy>>, <<t1>>:<<sec>>] <<first2>> <<last2>>: Rede: <<ssid>>
[<<dmy>>, <<t2>>:<<sec>>] <<first2>> <<last2>>: Senha nova: <<cred>>
[<<dmy>>, <<t3>>:<<sec>>] <<first>> <<last>>: Valeu! Vou passar só pro pessoal da área de barracas
[<<dmy>>, <<t4>>:<<sec>>] <<first2>> <<last2>>: ‎imagem ocultada
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {
        "ssid": pick(rng, (f"{s['org'].upper()}_RECEPCAO", "Recepcao_5G", f"{s['orgd']} Adm"))
    },
)


FAM.reg(
    "veadeiros_pix_pagarme_sk_laravel_env",
    ("<<org>>-reservas/.env", "deploy/<<org>>/.env.producao"),
    """APP_NAME="<<orgd>> Reservas"
APP_ENV=production
APP_DEBUG=false
APP_URL=https://<<host>>
APP_LOCALE=pt_BR
APP_TIMEZONE=America/Sao_Paulo

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=reservas
DB_USERNAME=reservas
DB_PASSWORD="${DB_SENHA_DO_PAINEL}"

# Pix e cartão - Pagar.me v5, conta PJ do camping
PAGARME_PUBLIC_KEY=pk_<<pk>>
PAGARME_SECRET_KEY=<<cred>>
PAGARME_WEBHOOK_URL=https://<<host>>/webhooks/pagarme
PIX_EXPIRA_EM_SEGUNDOS=3600
PIX_CHAVE=<<cnpjraw>>
""",
    lambda rng, s: "sk_" + alnum(rng, 32),
    extra=lambda rng, s: {"pk": alnum(rng, 32), "cnpjraw": str(rng.randint(10**13, 6 * 10**13))},
)


FAM.reg(
    "veadeiros_email_quoted_printable_senha_prefeitura",
    ("Correio/Entrada/acesso_nfse_<<date>>.eml", "thunderbird/<<org>>/Inbox/<<mailid>>.eml"),
    lambda s: (
        f"""Return-Path: <contato@contabilcerrado.com.br>
From: =?UTF-8?Q?Escrit=C3=B3rio_Cont=C3=A1bil_Cerrado?= <contato@contabilcerrado.com.br>
To: {s["first"]} {s["last"]} <{s["email"]}>
Subject: =?UTF-8?Q?Acesso_ao_portal_da_NFS-e_-_Alto_Para=C3=ADso?=
Date: {s["day"]} {pick_month(s)} {s["year"]} {s["time"]}:{s["sec"]} -0300
Message-ID: <{s["mailid"]}@contabilcerrado.com.br>
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

{enc_qp(_qp_body(s))}"""
    ),
    human_where(non_ascii),
    syntax="",
    extra=_cnpj,
    decode=dec_qp("Senha: "),
)


def pick_month(s: dict) -> str:
    return ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")[
        int(s["month"]) - 1
    ]


def _qp_body(s: dict) -> str:
    return f"""Olá {s["first"]},

Conforme combinado por telefone, segue o acesso ao portal da prefeitura para emissão das notas fiscais de serviço do camping (hospedagem e área de barracas):

Usuário: {s["cnpj"]}
Senha: {s["cred"]}

A senha foi cadastrada por nós, mas vocês podem trocar depois em "Meus dados". As notas de diária devem ser emitidas até o dia 5 do mês seguinte.

Qualquer dúvida é só chamar no WhatsApp.

Atenciosamente,
{s["first2"]} {s["last2"]}
Escritório Contábil Cerrado - Alto Paraíso de Goiás
"""


FAM.reg(
    "veadeiros_asaas_access_token_php_curl",
    ("public_html/reservas/cobranca.php", "<<org>>/app/pagamentos/asaas_cobranca.php"),
    """<?php
// Gera a cobrança (Pix ou boleto) do sinal da reserva no Asaas
// Chamado por reservar.php depois que o hóspede confirma as datas

$asaasKey = '<<cred>>';

function criarCobranca(array $reserva, string $asaasKey): array
{
    $ch = curl_init('https://api.asaas.com/v3/payments');
    curl_setopt_array($ch, [
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_POST => true,
        CURLOPT_HTTPHEADER => [
            'Content-Type: application/json',
            'User-Agent: <<org>>-reservas',
            'access_token: ' . $asaasKey,
        ],
        CURLOPT_POSTFIELDS => json_encode([
            'customer' => $reserva['asaas_cliente'],
            'billingType' => 'PIX',
            'value' => $reserva['sinal'],
            'dueDate' => date('Y-m-d', strtotime('+2 days')),
            'description' => 'Sinal reserva ' . $reserva['codigo'] . ' - <<orgd>>',
        ]),
    ]);
    $resposta = curl_exec($ch);
    curl_close($ch);
    return json_decode($resposta, true) ?? [];
}
""",
    "p:asaas",
)


FAM.reg(
    "veadeiros_zapi_instance_token_python_bot",
    ("bot_whatsapp/lembrete_checkin.py", "<<org>>/scripts/zapi_lembretes.py"),
    '''"""Manda lembrete de check-in pelo WhatsApp (Z-API) para quem chega amanhã."""

import os
import sqlite3
from datetime import date, timedelta

import requests

INSTANCE_ID = "<<inst>>"
INSTANCE_TOKEN = "<<cred>>"
CLIENT_TOKEN = os.environ.get("ZAPI_CLIENT_TOKEN", "")
URL = f"https://api.z-api.io/instances/{INSTANCE_ID}/token/{INSTANCE_TOKEN}/send-text"

MSG = (
    "Olá {nome}! Sua reserva no <<orgd>> é amanhã. Check-in a partir das 14h. "
    "A estrada de terra depois de <<place>> está boa, mas venha devagar. Até logo!"
)


def main() -> None:
    amanha = (date.today() + timedelta(days=1)).isoformat()
    con = sqlite3.connect("/home/<<user>>/reservas.db")
    for nome, fone in con.execute("SELECT nome, telefone FROM reservas WHERE chegada = ?", (amanha,)):
        requests.post(
            URL,
            json={"phone": fone, "message": MSG.format(nome=nome.split()[0])},
            headers={"Client-Token": CLIENT_TOKEN},
            timeout=20,
        )


if __name__ == "__main__":
    main()
''',
    "p:zapi",
    extra=lambda rng, s: {"inst": hexs(rng, 32, upper=True)},
)


FAM.reg(
    "veadeiros_intelbras_dvr_go2rtc_yaml",
    ("go2rtc/<<org>>/go2rtc.yaml", "home-assistant/<<org>>/go2rtc.yml"),
    """# Câmeras do camping (DVR Intelbras MHDX 1108) para o Home Assistant
streams:
  portaria: rtsp://admin:<<cred>>@<<lan>>:554/cam/realmonitor?channel=1&subtype=0
  estacionamento: rtsp://admin:<<cred>>@<<lan>>:554/cam/realmonitor?channel=2&subtype=0
  area_barracas: rtsp://admin:<<cred>>@<<lan>>:554/cam/realmonitor?channel=3&subtype=1

api:
  listen: ":1984"

webrtc:
  candidates:
    - stun:8555
""",
    "pw_url",
)


FAM.reg(
    "veadeiros_planilha_xlsx_sharedstrings_senhas",
    (
        "planilhas/senhas_camping_xlsx/xl/sharedStrings.xml",
        "unzip/<<org>>_acessos_<<year>>/xl/sharedStrings.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="22" uniqueCount="18"><si><t>Sistema</t></si><si><t>Login</t></si><si><t>Senha</t></si><si><t>Obs</t></si><si><t>Booking.com extranet</t></si><si><t><<email>></t></si><si><t><<cred>></t></si><si><t>trocar em <<month>>/<<year>></t></si><si><t>Airbnb</t></si><si><t><<email2>></t></si><si><t>entrar pelo celular da recepção (código SMS)</t></si><si><t>ICMBio - agendamento parque</t></si><si><t><<cnpj>></t></si><si><t>mesma do Booking</t></si><si><t>Wi-Fi recepção</t></si><si><t>ver grupo do WhatsApp</t></si><si><t>Atualizado por <<first>></t></si><si><t><<dmy>></t></si></sst>""",
    "human_x",
    extra=_cnpj,
)


FAM.reg(
    "veadeiros_post_it_nfse_monitor_ocr",
    ("fotos_ocr/IMG_<<n4>>.txt", "digitalizados/<<org>>/postit_<<date>>.txt"),
    """NFS-e Alto Paraiso
login: <<cnpj>>
senha: <<cred>>
(nao mexer!! - <<first>>)
""",
    "human",
    syntax="",
    extra=_cnpj,
)
