"""Family b: a granite and marble quarry in Cachoeiro de Itapemirim, Espírito Santo, Brazil
(Portuguese): Toledo truck-scale software, CAT VisionLink on the loaders, NF-e A1
certificates, PagSeguro, DroneDeploy stockpile surveys, the Army's explosives-control portal."""
# ruff: noqa: E501

from __future__ import annotations

import quopri
import random
import re

from eightyninth_spec import Fam, enc_qp

B = Fam(
    name="pedreira_granite_quarry_brazil",
    orgs=("pedraforte", "granitvale", "capixabastone"),
    display=("Pedra Forte Mineração Ltda", "Granit Vale do Itabira", "Capixaba Stone Extração"),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Maria", "maria"),
        ("Sebastião", "sebastiao"),
        ("Luciana", "luciana"),
        ("Wellington", "wellington"),
        ("Gisele", "gisele"),
        ("Adilson", "adilson"),
        ("Rosângela", "rosangela"),
        ("Thiago", "thiago"),
        ("Fernanda", "fernanda"),
    ),
    last=(
        ("Souza", "souza"),
        ("Oliveira", "oliveira"),
        ("Pereira", "pereira"),
        ("Brandão", "brandao"),
        ("Zanotti", "zanotti"),
        ("Falcão", "falcao"),
        ("Moreira", "moreira"),
        ("Gonçalves", "goncalves"),
    ),
    words=(
        "pedra",
        "granito",
        "marmore",
        "cachoeiro",
        "capixaba",
        "moqueca",
        "flamengo",
        "vitoria",
        "itabira",
        "saudade",
        "feijao",
        "pitanga",
        "caparao",
        "bandeira",
        "tatu",
        "jabuti",
    ),
    pets=("bidu", "pretinha", "thor", "mel", "pipoca", "lobo", "pandora"),
    cc="+55",
    tz="-03:00",
)

_ACC = (
    "Caminhão",
    "Mármore",
    "Granitão",
    "Coração",
    "Açaí",
    "Galpão",
    "Pedrão",
    "Explosão",
    "Itabirá",
    "Feijão",
)


def _accented(rng: random.Random) -> str:
    return f"{rng.choice(_ACC)}{rng.choice(['@', '#', '!', '', '.'])}{rng.randint(10, 2026)}"


def _dec_qp(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    plain = quopri.decodestring(body.encode()).decode("utf-8")
    return re.search(r"Senha: (\S+)", plain).group(1)


def _qp(rng: random.Random, s: dict) -> None:
    body = (
        f"Bom dia {s['first2']},\n\n"
        "Segue o acesso ao sistema da balança rodoviária (Toledo) para a nova operadora do turno da noite. "
        "Por favor não repassar por WhatsApp.\n\n"
        f"Usuário: {s['login']}\n"
        f"Senha: {s['cred']}\n\n"
        "Na primeira entrada o sistema pede para trocar. Qualquer dúvida me liga no ramal 214.\n\n"
        f"Att.,\n{s['first']} {s['last']}\nSetor de Expedição – {s['orgname']}\n"
    )
    s["qp"] = enc_qp(body)


B.reg(
    "pedreira_portuguese_email_quoted_printable_senha",
    ("mail/expedicao/<<d8>>_acesso_balanca_<<n>>.eml", "Thunderbird/Inbox/<<n>>.eml"),
    """From: <<first>> <<last>> <<<login>>@<<dom>>>
To: <<fa2>>.<<la2>>@<<dom>>
Subject: =?UTF-8?Q?Acesso_balan=C3=A7a_rodovi=C3=A1ria?=
Date: <<dmy>> <<hms>> -0300
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

<<qp>>""",
    cred=_accented,
    syntax="",
    extra=_qp,
    decode=_dec_qp,
)

B.reg(
    "pedreira_toledo_guardian_truck_scale_ini",
    ("C/Toledo/Guardian/balanca<<n2>>/Guardian.ini", "expedicao/pc-balanca-<<n2>>/Guardian.ini"),
    """[Geral]
Empresa=<<orgname>>
Balanca=Toledo 820 Rodoviaria 80t
PortaSerial=COM<<n2>>
Velocidade=9600

[BancoDados]
Servidor=<<ip>>\\SQLEXPRESS
Banco=GUARDIAN
Usuario=guardian
Senha=<<cred>>

[NFe]
EmitirTicket=1
ImpressoraTicket=EPSON TM-T20
""",
    cred="pw",
)

B.reg(
    "pedreira_visionlink_api_python_client_secret",
    ("scripts/visionlink_horimetro_<<n>>.py", "frota/<<org>>/visionlink_sync.py"),
    '''"""Horímetro e consumo das pás carregadeiras CAT 980 via VisionLink (ISO 15143-3 / AEMP 2.0)."""

import requests

TOKEN_URL = "https://identity.cat.com/oauth2/token"
API_URL = "https://services.cat.com/telematics/iso15143/fleet/1"
CLIENT_ID = "<<cid>>"
CLIENT_SECRET = "<<cred>>"


def token():
    r = requests.post(
        TOKEN_URL,
        data={"grant_type": "client_credentials", "client_id": CLIENT_ID, "client_secret": CLIENT_SECRET},
        timeout=30,
    )
    return r.json()["access_token"]


frota = requests.get(API_URL, headers={"Authorization": "Bearer " + token()}, timeout=60).json()
for eq in frota.get("Equipment", []):
    print(eq["EquipmentHeader"]["SerialNumber"], eq.get("CumulativeOperatingHours"))
''',
    cred="b64u:32",
    extra=lambda rng, s: s.update(
        cid="vl-" + "".join(rng.choice("abcdef0123456789") for _ in range(20))
    ),
)

B.reg(
    "pedreira_nfe_certificado_a1_pfx_senha_env",
    ("erp-<<org>>/.env", "nfe/emissor-<<n2>>/.env"),
    """# Emissor NF-e / CT-e (venda de blocos e chapas)
NFE_AMBIENTE=1
NFE_UF=ES
NFE_CNPJ=<<n>>.<<n2>>1.220/0001-<<nn>>
NFE_CERT_PATH=/srv/nfe/certs/pedra_forte_a1_<<yr>>.pfx
NFE_CERT_SENHA=<<cred>>
SEFAZ_TIMEOUT=60
MAIL_FROM=nfe@<<dom>>
""",
    cred="human_x",
    syntax="",
)

B.reg(
    "pedreira_whatsapp_ios_reply_only_senha",
    ("WhatsApp/Conversa do WhatsApp com <<fac2>> <<n>>.txt", "chats/_chat_<<d8>>.txt"),
    """[<<dmy>> <<hms>>] <<fac2>> <<la2>>: Bom dia! Qual é a senha do wifi do escritório da pedreira?
[<<dmy>> <<hms>>] <<fac2>> <<la2>>: o técnico da Sandvik tá aqui pra ver a perfuratriz
[<<dmy>> <<hms>>] <<first>> <<last>>: <<cred>>
[<<dmy>> <<hms>>] <<fac2>> <<la2>>: 👍 valeu
""",
    cred="human_x",
    syntax="",
)

B.reg(
    "pedreira_pagseguro_token_php",
    ("loja/<<org>>/config/pagseguro.php", "site-<<yr>>/app/config/pagbank.php"),
    """<?php
// Loja online de pedras decorativas e seixos - PagBank (PagSeguro)
define('PAGSEGURO_ENV', 'production');
define('PAGSEGURO_EMAIL', 'financeiro@<<dom>>');
define('PAGSEGURO_TOKEN', '<<cred>>');
define('PAGSEGURO_NOTIFICATION_URL', 'https://loja.<<dom>>/retorno/pagseguro');
""",
    cred="p:pagseguro",
    syntax="",
)

B.reg(
    "pedreira_dronedeploy_stockpile_api_key_js",
    ("topografia/dronedeploy/export_<<n>>.js", "scripts/<<org>>/pilhas_volume.js"),
    """// Exporta volumes das pilhas de brita medidos pelo drone (DroneDeploy) para a planilha da expedição
const fetch = require("node-fetch");

const DD_API_KEY = "<<cred>>";
const PLAN_ID = "<<pid>>";

async function volumes() {
  const res = await fetch(`https://api.dronedeploy.com/v2/plans/${PLAN_ID}/stockpiles?api_key=${DD_API_KEY}`);
  const data = await res.json();
  for (const p of data.stockpiles) console.log(p.name, p.volume_m3);
}

volumes();
""",
    cred="alnum:40",
    syntax="",
    extra=lambda rng, s: s.update(pid="".join(rng.choice("0123456789abcdef") for _ in range(24))),
)


def _xlsx(s: dict) -> str:
    items = [
        "Controle de Produtos Controlados - Exército (SisFPC)",
        "Sistema",
        "Usuário",
        "Senha",
        "Responsável",
        "SisFPC / Mapa de explosivos",
        s["login"],
        s["cred"],
        f"{s['first']} {s['last']}",
        "Paiol nº 2 - chave com o encarregado",
        f"Revisado em {s['dmy']}",
    ]
    si = "".join(f"<si><t>{t}</t></si>" for t in items)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        f'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(items)}" uniqueCount="{len(items)}">'
        f"{si}</sst>\n"
    )


B.reg(
    "pedreira_blasting_portal_xlsx_sharedstrings",
    (
        "planilhas/paiol_<<yr>>_<<n>>/xl/sharedStrings.xml",
        "seguranca/fogo_<<mo>><<yy>>.xlsx/xl/sharedStrings.xml",
    ),
    _xlsx,
    cred="human_x",
)
