# ruff: noqa: E501
"""Family d: a road weighbridge (balança rodoviária) at a grain terminal in Mato Grosso, Brazil."""

from __future__ import annotations

import json

from hundredthirtysixth_spec import Fam, hexs, pick

F = Fam(
    name="brazil_balanca_rodoviaria_graos",
    orgs=("pesaestrada", "graosul", "armazemcerrado"),
    tld="com.br",
    first=(
        "joao",
        "ana",
        "pedro",
        "mariana",
        "lucas",
        "juliana",
        "rafael",
        "camila",
        "gustavo",
        "leticia",
    ),
    last=(
        "silva",
        "santos",
        "oliveira",
        "souza",
        "pereira",
        "costa",
        "rodrigues",
        "almeida",
        "nascimento",
        "lima",
    ),
    words=(
        "balanca",
        "pesagem",
        "soja",
        "milho",
        "caminhao",
        "rodotrem",
        "carreta",
        "gremio",
        "chimarrao",
        "cerrado",
        "colheita",
        "safra",
        "bitrem",
        "armazem",
    ),
    cities=(
        "Rondonópolis",
        "Sorriso",
        "Lucas do Rio Verde",
        "Sinop",
        "Primavera do Leste",
        "Nova Mutum",
    ),
    cc="+55 66 9",
    plates=("LLLDLDD", "LLL-DDDD"),
    lfirst=(
        "João",
        "Ana",
        "Pedro",
        "Mariana",
        "Lucas",
        "Juliana",
        "Rafael",
        "Camila",
        "Gustavo",
        "Letícia",
    ),
    llast=(
        "Silva",
        "Santos",
        "Oliveira",
        "Souza",
        "Pereira",
        "Costa",
        "Rodrigues",
        "Almeida",
        "Nascimento",
        "Lima",
    ),
)

F.reg(
    "balanca_indicador_toledo_pesagem_ini",
    ("Pesagem/<<org>>/Config.ini", "SistemaBalanca/<<city>>/balanca<<n>>.ini"),
    """[Geral]
Empresa=<<orgu>> ARMAZENS GERAIS LTDA
Unidade=<<city>>
Balanca=<<n>>

[Indicador]
Modelo=Toledo 9091
Porta=COM1
Velocidade=4800
Protocolo=P03
Estabilidade=3

[Cancela]
Entrada=<<ip>>
Saida=<<ip2>>

[Banco]
Servidor=<<ip>>\\SQLEXPRESS
Banco=PESAGEM
Usuario=pesagem
Senha=<<cred>>

[Impressao]
Ticket=EPSON TM-T20
Vias=2
""",
    "pw",
)

F.reg(
    "balanca_protheus_rest_python",
    ("integracao/<<org>>/envia_ticket_protheus.py", "balanca_<<org>>/protheus_client.py"),
    '''"""Envia os tickets de pesagem fechados para o Protheus (rotina de recebimento de grãos)."""

import requests

PROTHEUS_URL = "http://<<ip>>:8400/rest"
TENANT = "01,0101"
AUTH = ("integracao.balanca", "<<cred>>")


def enviar_ticket(ticket):
    payload = {
        "ticket": ticket["numero"],
        "placa": ticket["placa"],
        "produto": ticket["produto"],
        "peso_bruto": ticket["bruto"],
        "tara": ticket["tara"],
        "umidade": ticket["umidade"],
    }
    r = requests.post(
        f"{PROTHEUS_URL}/WSPESAGEM",
        json=payload,
        auth=AUTH,
        headers={"tenantId": TENANT},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()
''',
    "pw_dq",
)

F.reg(
    "balanca_whatsapp_senha_sistema_pesagem",
    (
        "WhatsApp/Conversa do WhatsApp com <<full2>>.txt",
        "backup/<<org>>/Conversa do WhatsApp com Balança <<city>>.txt",
    ),
    """<<dmy>> <<hm>> - <<full2>>: Bom dia! o sistema da balança pediu senha de novo depois da queda de energia
<<dmy>> <<hm>> - <<full2>>: tem 14 carretas na fila
<<dmy>> <<hm2>> - <<full>>: usuário <<user2>>
<<dmy>> <<hm2>> - <<full>>: senha <<cred>>
<<dmy>> <<hm2>> - <<full>>: depois apaga essa mensagem
<<dmy>> <<hm3>> - <<full2>>: entrou, valeu!!
<<dmy>> <<hm3>> - <<full2>>: o ticket da placa <<plate>> saiu com tara errada, vou refazer
""",
    "human",
    syntax="",
)

_ACENTOS = (
    "Balança",
    "Caminhão",
    "Colheita",
    "Chimarrão",
    "Feijão",
    "Peão",
    "Coração",
    "Açaí",
    "Pesagem",
    "Armazém",
)


def _senha_acento(rng, s):
    while True:
        w = pick(rng, _ACENTOS)
        pw = f"{w}{pick(rng, ('@', '#', '!', '*'))}{rng.randint(2019, 2026)}"
        if any(ord(c) > 127 for c in pw):
            return pw


def _nfe_json(s):
    cfg = {
        "empresa": {
            "razaoSocial": f"{s['orgu']} ARMAZENS GERAIS LTDA",
            "cnpj": f"{s['num6']}{s['num4']}0001",
            "uf": "MT",
            "municipio": s["city"],
        },
        "nfe": {
            "ambiente": 1,
            "serie": 3,
            "certificado": {
                "tipo": "A1",
                "arquivo": f"C:/Balanca/cert/{s['org']}.pfx",
                "senha": s["cred"],
            },
            "csc": {"id": "000001"},
        },
        "balanca": {"porta": "COM1", "modelo": "Toledo 9091"},
    }
    return json.dumps(cfg, indent=2) + "\n"


F.reg(
    "balanca_nfe_certificado_json_unicode_escaped",
    ("Balanca/<<org>>/config/nfe.json", "emissor-nfe/<<org>>/appsettings.<<city>>.json"),
    _nfe_json,
    _senha_acento,
    decode=lambda t: json.loads(t)["nfe"]["certificado"]["senha"],
)

F.reg(
    "balanca_mercadopago_access_token_php",
    ("portal-<<org>>/config/mercadopago.php", "agendamento/<<org>>/app/config/pagamentos.php"),
    """<?php
// Cobrança Pix / cartão da taxa de classificação e pesagem avulsa (Mercado Pago)
return [
    'public_key'   => 'APP_USR-<<uuid>>',
    'access_token' => '<<cred>>',
    'notification_url' => 'https://agendamento.<<dom>>/webhooks/mercadopago',
    'statement_descriptor' => 'BALANCA <<orgu>>',
    'pix_expiracao_min' => 30,
];
""",
    lambda rng, s: (
        f"APP_USR-{rng.randint(10**15, 10**16 - 1)}-{rng.randint(10, 12):02d}{rng.randint(1, 28):02d}{rng.randint(10, 24)}-{hexs(rng, 32)}-{rng.randint(10**8, 10**9 - 1)}"
    ),
    syntax="",
)

F.reg(
    "balanca_leitor_placas_docker_compose",
    ("leitor-placas/<<org>>/docker-compose.yml", "srv/<<org>>/balanca-<<n>>/docker-compose.yaml"),
    """services:
  db:
    image: postgres:15
    restart: always
    environment:
      POSTGRES_DB: pesagem
      POSTGRES_USER: balanca
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - ./pgdata:/var/lib/postgresql/data

  leitor-placas:
    image: registry.<<dom>>/lpr-balanca:2.4
    restart: always
    depends_on: [db]
    environment:
      CAMERA_ENTRADA: rtsp://<<ip>>/stream1
      CAMERA_SAIDA: rtsp://<<ip2>>/stream1
      DB_HOST: db
      DB_USER: balanca
      DB_NAME: pesagem
""",
    "pw_dq",
)

F.reg(
    "balanca_email_senha_portal_transportadora",
    (
        "Email/<<first>>/Acesso ao portal de agendamento <<orgc>>.eml",
        "mail/<<org>>/<<date>>_acesso_transportadora.eml",
    ),
    """From: Balança <<orgc>> <<<email>>>
To: logistica@transportesbrasilcentral.com.br
Subject: Acesso ao portal de agendamento de descarga - safra <<y>>
Date: <<d>> <<mon>> <<y>> <<hms>> -0400
Content-Type: text/plain; charset=UTF-8

Boa tarde,

Segue o acesso ao portal de agendamento de descarga de soja da unidade <<city>>:

Portal: https://agendamento.<<dom>>
Login: transbrasilcentral
Senha: <<cred>>

Lembrando que o motorista deve chegar com a nota fiscal e o romaneio impressos.
Janela de descarga: 06h às 22h.

Att,
<<full>>
Balança - <<orgc>> Armazéns Gerais
<<phone>>
""",
    "pw",
    syntax="",
)

F.reg(
    "balanca_anydesk_postit_ocr",
    ("ocr/<<org>>/postit_balanca<<n>>.txt", "Fotos/<<city>>/IMG_<<num4>>.jpg.ocr.txt"),
    """ANYDESK BALANÇA <<n>>
1 <<nnn>> <<nnn2>> <<nnn3>>
senha acesso nao assistido:
<<cred>>
(suporte Toledo <<phone>>)
""",
    "human",
    syntax="",
)
