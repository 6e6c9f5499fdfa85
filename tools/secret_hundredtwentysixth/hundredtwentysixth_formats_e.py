"""Family e: an investigative-journalism nonprofit in Brazil (Portuguese)."""

from __future__ import annotations

import json

from hundredtwentysixth_spec import Fam, alnum, dec_qp_after, enc_qp, hexs, pick

F = Fam(
    name="apuracao_aberta_investigative_brazil",
    orgs=("apuracaoaberta", "lupaverde", "fiodameada"),
    tld="org.br",
    first=("João", "Luíza", "Thiago", "Fernanda", "Rafael", "Camila", "Gustavo", "Patrícia"),
    last=(
        "Souza",
        "Oliveira",
        "Conceição",
        "Araújo",
        "Ribeiro",
        "Gonçalves",
        "Barbosa",
        "Nascimento",
    ),
    first_a=("joao", "luiza", "thiago", "fernanda", "rafael", "camila", "gustavo", "patricia"),
    last_a=(
        "souza",
        "oliveira",
        "conceicao",
        "araujo",
        "ribeiro",
        "goncalves",
        "barbosa",
        "nascimento",
    ),
    words=(
        "apuracao",
        "flamengo",
        "corinthians",
        "saudade",
        "cerrado",
        "ipe",
        "jabuticaba",
        "caipirinha",
        "recife",
        "amazonia",
        "pantanal",
        "reportagem",
        "farol",
        "mandacaru",
    ),
    pets=("pipoca", "paçoca", "thor", "mel", "bidu", "luna"),
    cc="55",
    city="São Paulo",
)

ACCENTED = (
    "Apuração",
    "Coração",
    "Pão",
    "Sertão",
    "Açaí",
    "Maçã",
    "Ipê",
    "Paçoca",
    "Jabuticaba",
    "Fogão",
)


def _accented(r) -> str:
    return f"{pick(r, ACCENTED)}{r.randint(10, 2026)}{pick(r, '!#*.@')}"


F.reg(
    "apuracao_email_qp_senha_cofre_documentos",
    ("mail/equipe/<<d8>>_cofre_<<n>>.eml", "Maildir/cur/<<ts>>.<<n>>.eml"),
    lambda s: (
        f"""From: {s["first"]} {s["last"]} <{s["email"]}>
To: {s["email2"]}
Subject: Acesso ao cofre de documentos (vazamento prefeitura)
Date: Tue, 18 Mar {s["year"]} {s["time"]}:{s["sec"]} -0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

"""
        + enc_qp(
            f"""Oi {s["first2"]},

o volume VeraCrypt com os documentos da prefeitura está no HD da redação.
Senha do volume: {s["cred"]}

Não copie para o Drive nem mande por WhatsApp. Apaga este e-mail depois de ler.

Abraço,
{s["first"]}
"""
        )
    ),
    _accented,
    syntax="",
    decode=dec_qp_after("Senha do volume: "),
)

F.reg(
    "apuracao_signal_copied_text_senha_drive",
    ("notas/signal_<<fa2>>_<<d8>>.txt", "exports/signal_grupo_apuracao_<<n>>.txt"),
    """[<<dmy>> <<time>>] <<first>> <<last>>: gente, o Drive compartilhado pediu login de novo
[<<dmy>> <<time>>] <<first2>>: conta da redação: investigacao@<<dom>>
[<<dmy>> <<time2>>] <<first2>>: senha <<cred>>
[<<dmy>> <<time2>>] <<first2>>: mensagens somem em 1 dia, anota
[<<dmy>> <<time2>>] <<first>> <<last>>: valeu!!
""",
    "human",
)

F.reg(
    "apuracao_nextcloud_config_php_dbpassword",
    ("var/www/nextcloud/config/config.php.<<d8>>", "backup/nuvem_<<n>>/config/config.php"),
    """<?php
$CONFIG = array (
  'instanceid' => 'oc<<hexid>>',
  'passwordsalt' => '<<salt>>',
  'trusted_domains' =>
  array (
    0 => 'nuvem.<<dom>>',
  ),
  'datadirectory' => '/srv/nextcloud/data',
  'dbtype' => 'mysql',
  'version' => '29.0.4.1',
  'overwrite.cli.url' => 'https://nuvem.<<dom>>',
  'dbname' => 'nextcloud',
  'dbhost' => 'localhost',
  'dbport' => '',
  'dbtableprefix' => 'oc_',
  'mysql.utf8mb4' => true,
  'dbuser' => 'nextcloud',
  'dbpassword' => '<<cred>>',
  'installed' => true,
  'default_phone_region' => 'BR',
  'maintenance' => false,
);
""",
    "pw_sq",
    syntax="",
    extra=lambda r, s: {"salt": alnum(r, 30)},
)

F.reg(
    "apuracao_documentcloud_upload_python_login",
    ("scripts/sobe_documentcloud_<<n>>.py", "ferramentas/dc_upload_<<d8>>.py"),
    """from documentcloud import DocumentCloud

# projeto: contratos emergenciais (pedido LAI <<n>>/<<year>>)
client = DocumentCloud('<<email>>', '<<cred>>')
project = client.projects.get_by_title('Contratos emergenciais <<year>>')

for pdf in ['contrato_01.pdf', 'contrato_02.pdf', 'aditivo_03.pdf']:
    doc = client.documents.upload(f'pdfs/{pdf}', access='private', language='por')
    project.document_list.append(doc)
project.save()
print('ok', project.canonical_url)
""",
    "pw_sq",
)

F.reg(
    "apuracao_pagarme_doacoes_node_env",
    ("doacoes/.env.<<d8>>", "apps/apoie-<<n>>/.env"),
    """# Apoie o jornalismo independente - doações recorrentes
NODE_ENV=production
PORT=3000
BASE_URL=https://apoie.<<dom>>
PAGARME_SECRET_KEY=<<cred>>
PAGARME_PUBLIC_KEY=pk_<<pub>>
PAGARME_WEBHOOK_URL=https://apoie.<<dom>>/webhooks/pagarme
MAILCHIMP_LIST_ID=<<hexid>>
""",
    "p:pagarme",
    extra=lambda r, s: {"pub": hexs(r, 32)},
)

F.reg(
    "apuracao_aleph_docker_compose_postgres",
    ("aleph/docker-compose.<<n>>.yml", "srv/aleph_<<d8>>/docker-compose.yml"),
    """services:
  postgres:
    image: postgres:15
    environment:
      POSTGRES_USER: aleph
      POSTGRES_PASSWORD: '<<cred>>'
      POSTGRES_DATABASE: aleph
    volumes:
      - postgres-data:/var/lib/postgresql/data
  api:
    image: ghcr.io/alephdata/aleph:3.17.0
    environment:
      ALEPH_DATABASE_URI: postgresql://aleph:<<cred>>@postgres/aleph
      ALEPH_UI_URL: https://aleph.<<dom>>/
      ALEPH_APP_TITLE: Arquivo Apuração
    depends_on:
      - postgres
volumes:
  postgres-data: {}
""",
    "pw_url",
)

F.reg(
    "apuracao_keepass_csv_export_planilha",
    ("tmp/keepass_export_<<d8>>.csv", "Users/<<login>>/Desktop/senhas_<<n>>.csv"),
    """"Account","Login Name","Password","Web Site","Comments"
"Portal da Transparência","<<email>>","","https://portaldatransparencia.gov.br","chave API no cofre"
"Fala.BR (LAI)","<<login>>","<<cred>>","https://falabr.cgu.gov.br","pedidos da equipe"
"Wayback Machine","arquivo@<<dom>>","","https://web.archive.org",""
""",
    "human_x",
)


def _tg(s):
    return json.dumps(
        {
            "name": "Apuração — pauta",
            "type": "private_supergroup",
            "id": int(s["ts"]) // 3,
            "messages": [
                {
                    "id": int(s["n"]),
                    "type": "message",
                    "date": f"{s['date']}T{s['time']}:{s['sec']}",
                    "date_unixtime": str(s["ts"]),
                    "from": f"{s['first']} {s['last']}",
                    "from_id": f"user{s['ts']}",
                    "text": "Qual a senha do Wi-Fi da sala nova?",
                    "text_entities": [
                        {"type": "plain", "text": "Qual a senha do Wi-Fi da sala nova?"}
                    ],
                },
                {
                    "id": int(s["n"]) + 1,
                    "type": "message",
                    "date": f"{s['date']}T{s['time2']}:{s['sec']}",
                    "date_unixtime": str(int(s["ts"]) + 60),
                    "from": s["first2"],
                    "from_id": f"user{int(s['ts']) + 7}",
                    "text": s["cred"],
                    "text_entities": [{"type": "plain", "text": s["cred"]}],
                },
            ],
        },
        ensure_ascii=False,
        indent=1,
    )


F.reg(
    "apuracao_telegram_result_json_reply_only",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "exports/telegram_pauta_<<n>>/result.json",
    ),
    _tg,
    "human_x",
)
