# ruff: noqa: E501
"""Family b: a Brazilian creche conveniada (a berçário and creche under contract with the
municipality) near Campinas."""

from __future__ import annotations

import json
import random

from hundredthirtyfifth_spec import (
    Fam,
    Slots,
    accented,
    alnum,
    b64_key,
    dec_html,
    enc_entities,
    hexs,
    pick,
    uuid_,
)

FAM = Fam(
    "creche_bercario_conveniada",
    orgs=("cirandinha", "sementinha", "joaninhafeliz", "pequenosaber"),
    tld="com.br",
    first=(
        "Ana Clara",
        "Juliana",
        "Fernanda",
        "Patrícia",
        "Luciana",
        "Adriana",
        "Camila",
        "Simone",
        "Rodrigo",
        "Marcos",
        "Tatiane",
        "Aline",
        "Daniela",
        "Kelly",
    ),
    last=(
        "Silva",
        "Santos",
        "Oliveira",
        "Souza",
        "Ferreira",
        "Pereira",
        "Lima",
        "Carvalho",
        "Rodrigues",
        "Almeida",
        "Nascimento",
        "Araújo",
    ),
    words=(
        "ciranda",
        "sementinha",
        "joaninha",
        "borboleta",
        "girassol",
        "pipoca",
        "estrela",
        "arcoiris",
        "tartaruga",
        "coelhinho",
        "formiguinha",
        "bolinha",
        "passarinho",
        "flamengo",
        "corinthians",
        "palmeiras",
        "pontepreta",
        "guarani",
    ),
    pets=("pipoca", "thor", "mel", "bidu", "pretinha", "lupi", "nina", "fred"),
    months=(
        "janeiro",
        "fevereiro",
        "marco",
        "abril",
        "maio",
        "junho",
        "julho",
        "agosto",
        "setembro",
        "outubro",
        "novembro",
        "dezembro",
    ),
    phone="+55 19 9####-####",
    city=("Campinas", "Sumaré", "Hortolândia", "Valinhos", "Paulínia"),
)
reg = FAM.reg
ACCENTED = (
    "criança",
    "coração",
    "pimpão",
    "sabiá",
    "maçã",
    "algodão",
    "mamãe",
    "feijão",
    "balão",
    "pião",
)


def cpf(rng: random.Random) -> str:
    d = alnum(rng, 11, "0123456789")
    return f"{d[:3]}.{d[3:6]}.{d[6:9]}-{d[9:]}"


reg(
    "creche_asaas_laravel_env_mensalidades",
    ("mensalidades-<<org>>/.env", "sistemas/<<org>>/.env"),
    """APP_NAME="Creche <<org>>"
APP_ENV=production
APP_KEY=base64:<<appkey>>
APP_DEBUG=false
APP_URL=https://mensalidades.<<dom>>
APP_LOCALE=pt_BR

LOG_CHANNEL=daily

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=<<org>>
DB_USERNAME=<<org>>
DB_PASSWORD=

ASAAS_ENV=production
ASAAS_API_URL=https://api.asaas.com/v3
ASAAS_API_KEY='<<cred>>'
ASAAS_DIA_VENCIMENTO=10
""",
    "p:asaas",
    extra=lambda rng, s: {"appkey": b64_key(rng, 32)},
)

reg(
    "creche_whatsapp_senha_provisoria_agenda",
    (
        "Conversa do WhatsApp com Berçário <<n>> <<org>>.txt",
        "backup-celular/<<org>>/WhatsApp Chat - Famílias Maternal <<n>>.txt",
    ),
    """<<d>>/<<mo>>/<<year>> <<hh>>:<<mi>> - As mensagens e as ligações são protegidas com a criptografia de ponta a ponta e ficam somente entre você e os participantes desta conversa. Nem mesmo o WhatsApp pode ler ou ouvi-las.
<<d>>/<<mo>>/<<year>> <<hh>>:<<mi>> - Coordenação <<org>>: Bom dia famílias! O acesso da agenda digital foi resetado para quem pediu ontem 🙂
<<d>>/<<mo>>/<<year>> <<hh>>:<<mi2>> - Mãe do <<kid>>: Bom dia! Qual a senha nova?
<<d>>/<<mo>>/<<year>> <<hh>>:<<mi2>> - Coordenação <<org>>: O login é o CPF do responsável e a senha provisória é <<cred>>
<<d>>/<<mo>>/<<year>> <<hh>>:<<mi3>> - Coordenação <<org>>: Depois troquem no primeiro acesso, tá? 😉
<<d>>/<<mo>>/<<year>> <<hh>>:<<mi3>> - Pai da <<kid>>: Obrigado, deu certo
""",
)


def pagbank_json(s: Slots) -> str:
    return (
        json.dumps(
            {
                "ambiente": "producao",
                "pagbank": {
                    "email": f"financeiro@{s['dom']}",
                    "token": s["cred"],
                    "notification_url": f"https://{s['dom']}/api/pagbank/notificacao",
                },
                "mensalidade": {"vencimento_dia": 10, "multa_percentual": 2, "juros_mes": 1},
                "chave_pix": s["email"],
            },
            indent=2,
            ensure_ascii=False,
        )
        + "\n"
    )


reg(
    "creche_pagbank_mensalidades_config_json",
    ("pagamentos/<<org>>/config.json", "integracoes/pagbank-<<org>>/config.<<year>>.json"),
    pagbank_json,
    lambda rng, s: uuid_(rng) + hexs(rng, 64),
)

reg(
    "creche_certificado_a1_email_html_entidades",
    ("emails/<<org>>/certificado_a1_<<year>>.eml", "caixa/contabilidade/<<nnn>>.eml"),
    """From: =?utf-8?q?Escrit=C3=B3rio_Cont=C3=A1bil_<<last2>>?= <fiscal@contabil<<last2_l>>.com.br>
To: <<email>>
Subject: =?utf-8?q?Certificado_digital_A1_renovado?= - <<org>>
Date: <<d>> <<mon>> <<year>> <<hh>>:<<mi>>:<<ss>> -0300
MIME-Version: 1.0
Content-Type: text/html; charset=utf-8
Content-Transfer-Encoding: 8bit

<html><body style="font-family:Arial">
<p>Ol&aacute; <<fa>>,</p>
<p>Segue em anexo o certificado digital A1 (e-CNPJ) renovado da creche, v&aacute;lido por 12 meses. Ele &eacute; usado no Educacenso e na emiss&atilde;o das notas.</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr><td>Arquivo</td><td>ecnpj_<<org>>_<<year>>.pfx</td></tr>
<tr><td>Senha do certificado</td><td><<enc>></td></tr>
</table>
<p>Qualquer d&uacute;vida estamos &agrave; disposi&ccedil;&atilde;o.</p>
<p>Atenciosamente,<br><<fa2>> <<la2>><br>Departamento Fiscal</p>
</body></html>
""",
    lambda rng, s: accented(rng, ACCENTED),
    extra=lambda rng, s: {"enc": enc_entities(s["cred"]), "last2_l": s["la2"].lower()},
    decode=dec_html(r"Senha do certificado</td><td>"),
)

reg(
    "creche_zapi_whatsapp_bot_avisos_python",
    ("bot/<<org>>/avisos_whatsapp.py", "scripts/avisar_familias_<<year>>.py"),
    '''"""Avisos automáticos para os responsáveis via Z-API (creche <<org>>)."""

import requests

ZAPI_INSTANCE = "<<inst>>"
ZAPI_TOKEN = "<<cred>>"
ZAPI_CLIENT_TOKEN = "<<client>>"
URL = f"https://api.z-api.io/instances/{ZAPI_INSTANCE}/token/{ZAPI_TOKEN}/send-text"


def avisar_responsavel(telefone: str, crianca: str, mensagem: str) -> None:
    r = requests.post(
        URL,
        json={"phone": telefone, "message": f"*{crianca}*: {mensagem}"},
        headers={"Client-Token": ZAPI_CLIENT_TOKEN},
        timeout=15,
    )
    r.raise_for_status()


if __name__ == "__main__":
    avisar_responsavel("55<<phone_digits>>", "<<kid>>", "Lembrete: reunião de pais amanhã às 18h.")
''',
    "p:zapi",
    extra=lambda rng, s: {
        "inst": hexs(rng, 32, upper=True),
        "client": "F" + alnum(rng, 33),
        "phone_digits": "".join(c for c in s["phone"] if c.isdigit())[2:],
    },
)


def planilha(rng: random.Random, s: Slots) -> Slots:
    rows = []
    turmas = ("Berçário I", "Berçário II", "Maternal I", "Maternal II", "Pré I")
    for _ in range(rng.randint(1, 3)):
        f, la, fa, _ = FAM.person(rng)
        rows.append(
            f"{f} {la};Professora;{cpf(rng)};{fa.lower().split()[0]}.{la.lower()};{FAM.human(rng)};{pick(rng, turmas)}"
        )
    pos = rng.randrange(len(rows) + 1)
    rows.insert(
        pos,
        f"{s['first']} {s['last']};Auxiliar;{cpf(rng)};{s['user']};{s['cred']};{pick(rng, turmas)}",
    )
    return {"rows": "\n".join(rows)}


reg(
    "creche_planilha_educacenso_csv_senhas",
    ("planilhas/<<org>>/acessos_sme_<<year>>.csv", "secretaria/Educacenso <<year>> - logins.csv"),
    """Nome;Função;CPF;Login SME;Senha;Turma
<<rows>>
""",
    extra=planilha,
)

reg(
    "creche_flutter_constantes_zenvia_dart",
    ("app_agenda_<<org>>/lib/config/constantes.dart", "mobile/<<org>>/lib/constantes.dart"),
    """// Configurações do app Agenda <<org>>
class Constantes {
  static const String apiBase = 'https://api.<<dom>>/v1';
  static const String zenviaToken = '<<cred>>';
  static const String zenviaRemetente = '<<org>>';
  static const int timeoutSegundos = 20;
  static const List<String> turmas = ['Berçário I', 'Berçário II', 'Maternal I', 'Maternal II'];
}
""",
    "p:zenvia",
)

reg(
    "creche_ata_reuniao_senha_wifi_markdown",
    (
        "docs/<<org>>/atas/<<year>>-<<mo>>-<<d>>-reuniao-pedagogica.md",
        "atas/ata_<<d>><<mo>><<year>>.md",
    ),
    """# Ata da reunião pedagógica – <<d>>/<<mo>>/<<year>>

**Presentes:** <<first>> <<last>> (coordenação), <<first2>> <<last2>> (berçário I), equipe do maternal.

## Pauta
1. Adaptação das turmas de berçário
2. Cardápio novo da nutricionista
3. Internet nova (fibra) nas salas

## Encaminhamentos
- Fichas de matrícula atualizadas até sexta.
- Wi-Fi das salas: rede **<<ssid>>**, senha `<<cred>>` (não passar para as famílias).
- Próxima reunião: última sexta do mês, às 17h30.
""",
    extra=lambda rng, s: {"ssid": f"CRECHE_{s['org'].upper()}_5G"},
)
