# ruff: noqa: E501
"""Family e: a Brazilian online petition platform (abaixo-assinado) in São Paulo / Recife
(Portuguese): Django on PostgreSQL, Mercado Pago for donations, SendGrid confirmations,
reCAPTCHA, rclone to Google Drive, WhatsApp and Telegram exports, a moderators' sheet."""

from __future__ import annotations

import json
import random
import urllib.parse

from ninetysecond_spec import B64URL, Fam, after, alnum, enc_url, pick, roster, sym_pw

BR = Fam(
    name="abaixoassinado_plataforma_brasil",
    orgs=(
        ("vozdopovo", "Voz do Povo – Abaixo-Assinados"),
        ("assinajunto", "Assina Junto"),
        ("peticaocidada", "Petição Cidadã"),
        ("mudaja", "Muda Já! Mobilização"),
    ),
    tld="org.br",
    first=(
        ("João", "joao"),
        ("Ana Clara", "anaclara"),
        ("Thiago", "thiago"),
        ("Fernanda", "fernanda"),
        ("Luíza", "luiza"),
        ("Rafael", "rafael"),
        ("Beatriz", "beatriz"),
        ("Gustavo", "gustavo"),
        ("Camila", "camila"),
        ("Mateus", "mateus"),
    ),
    last=(
        ("Silva", "silva"),
        ("Souza", "souza"),
        ("Oliveira", "oliveira"),
        ("Conceição", "conceicao"),
        ("Araújo", "araujo"),
        ("Pereira", "pereira"),
        ("Nascimento", "nascimento"),
        ("Gonçalves", "goncalves"),
    ),
    words=(
        "saudade",
        "brasil",
        "liberdade",
        "democracia",
        "futebol",
        "flamengo",
        "corinthians",
        "palmeiras",
        "feijoada",
        "cachaca",
        "samba",
        "jabuticaba",
        "amor",
        "luta",
        "povo",
        "mudanca",
    ),
    pets=("pipoca", "thor", "mel", "luna", "bolinha", "pretinha", "fred", "pacoca"),
    cc="+55",
    places=("recife", "salvador", "belem", "curitiba", "fortaleza", "manaus", "goiania", "natal"),
)


def _br_url(rng: random.Random, s: dict[str, object]) -> None:
    s["pw_enc"] = enc_url(str(s["cred"]))


BR.reg(
    "abaixo_django_env_database_url_percent_encoded",
    (".env", "deploy/<<place>>/.env.prod"),
    """# Plataforma de abaixo-assinados - produção
DJANGO_DEBUG=False
DJANGO_ALLOWED_HOSTS=<<dom>>,www.<<dom>>
DATABASE_URL=postgres://peticoes:<<pw_enc>>@db.<<dom>>:5432/peticoes
REDIS_URL=redis://localhost:6379/1
DEFAULT_FROM_EMAIL=nao-responda@<<dom>>
TIME_ZONE=America/Sao_Paulo
""",
    sym_pw,
    syntax="",
    extra=_br_url,
    decode=lambda t: urllib.parse.unquote(after(t, r"postgres://peticoes:([^@]+)@")),
)

BR.reg(
    "abaixo_mercadopago_doacoes_node_js",
    ("src/doacoes/mercadopago.js", "api/<<place>>/pagamentos.js"),
    """// Doações para a campanha "<<orgname>>" - Checkout Pro do Mercado Pago
const { MercadoPagoConfig, Preference } = require("mercadopago");

const client = new MercadoPagoConfig({
  accessToken: "<<cred>>",
  options: { timeout: 5000 },
});

async function criarPreferencia(valor, peticaoId) {
  const preference = new Preference(client);
  return preference.create({
    body: {
      items: [{ title: `Doação - petição ${peticaoId}`, quantity: 1, unit_price: valor, currency_id: "BRL" }],
      back_urls: { success: "https://<<dom>>/obrigado" },
      notification_url: "https://<<dom>>/api/mp/webhook",
    },
  });
}

module.exports = { criarPreferencia };
""",
    "p:mercadopago",
    syntax="",
)

BR.reg(
    "abaixo_sendgrid_confirmacao_docker_compose",
    ("docker-compose.yml", "infra/<<place>>/docker-compose.yml"),
    """services:
  web:
    image: ghcr.io/<<org>>/peticoes:latest
    restart: unless-stopped
    env_file: .env
    environment:
      EMAIL_BACKEND: "anymail.backends.sendgrid.EmailBackend"
      SENDGRID_API_KEY: "<<cred>>"
      CONFIRMACAO_ASSINATURA: "true"
    ports:
      - "8000:8000"
  worker:
    image: ghcr.io/<<org>>/peticoes:latest
    command: celery -A peticoes worker -l info
    env_file: .env
""",
    "p:sendgrid",
)


def _br_wa(s: dict[str, object]) -> str:
    d = f"{s['d']:02d}/{s['mo']:02d}/{s['year']}"
    a = f"{s['fn']} {s['ln']}"
    b = f"{s['fn2']} {s['ln2']}"
    return (
        f"{d} {s['time']} - As mensagens e as chamadas são protegidas com a criptografia de ponta a ponta.\n"
        f"{d} {s['time']} - {a}: gente, o abaixo-assinado de {s['town']} passou de 50 mil assinaturas!! 🎉\n"
        f"{d} {s['time']} - {b}: aeee! alguém me passa a senha do painel de moderação? preciso tirar uns spams\n"
        f"{d} {s['time2']} - {a}: usuário moderacao, senha {s['cred']}\n"
        f"{d} {s['time2']} - {a}: apaga depois tá\n"
        f"{d} {s['time2']} - {b}: <Mídia oculta>\n"
    )


BR.reg(
    "abaixo_whatsapp_android_senha_painel_moderacao",
    ("Conversa do WhatsApp com Moderação <<town>>.txt", "whatsapp/moderacao_<<n>>_<<date>>.txt"),
    _br_wa,
    "human",
    syntax="",
)


def _br_tg(s: dict[str, object]) -> str:
    ts = int(str(s["ts"]))
    msgs = [
        ("Servidor novo no ar, IP " + str(s["pip"]), s["fn"], 0),
        ("Qual é a senha do root?", s["fn2"], 60),
        (None, s["fn"], 95),
        ("valeu, entrei", s["fn2"], 140),
    ]
    out = []
    for i, (text, who, dt) in enumerate(msgs):
        entry: dict[str, object] = {
            "id": 2000 + i,
            "type": "message",
            "date": f"{s['date']}T{s['time']}:{10 + i:02d}",
            "date_unixtime": str(ts + dt),
            "from": f"{who}",
            "from_id": f"user{1000000 + i}",
        }
        if text is None:
            entry["text"] = ["senha: ", {"type": "code", "text": s["cred"]}]
            entry["text_entities"] = [
                {"type": "plain", "text": "senha: "},
                {"type": "code", "text": s["cred"]},
            ]
        else:
            entry["text"] = text
            entry["text_entities"] = [{"type": "plain", "text": text}]
        out.append(entry)
    return json.dumps(
        {
            "name": "Infra Abaixo-Assinados",
            "type": "private_group",
            "id": 4400000000 + int(str(s["n"])),
            "messages": out,
        },
        ensure_ascii=False,
        indent=1,
    )


BR.reg(
    "abaixo_telegram_json_export_senha_root",
    ("ChatExport_<<date>>/result.json", "telegram/infra_<<place>>/result.json"),
    _br_tg,
    "human",
)


def _br_rclone(rng: random.Random, s: dict[str, object]) -> None:
    s["access"] = "ya29.a0" + alnum(rng, 150, B64URL)
    s["expiry"] = f"{s['date']}T{s['time']}:07.4412-03:00"


BR.reg(
    "abaixo_rclone_conf_google_drive_refresh",
    ("home/<<fa>>/.config/rclone/rclone.conf", "backup/rclone_<<place>>.conf"),
    """[drive-assinaturas]
type = drive
scope = drive
root_folder_id = 1<<fid>>
token = {"access_token":"<<access>>","token_type":"Bearer","refresh_token":"<<cred>>","expiry":"<<expiry>>"}
team_drive =

[backup-local]
type = alias
remote = /srv/backups/peticoes
""",
    lambda rng: "1//0" + pick(rng, ("g", "h", "d", "e")) + alnum(rng, 98, B64URL),
    syntax="",
    extra=lambda rng, s: (_br_rclone(rng, s), s.update(fid=alnum(rng, 32, B64URL))),
)

BR.reg(
    "abaixo_recaptcha_chave_laravel_env",
    ("peticoes-web/.env", "site/<<place>>/.env"),
    """APP_NAME="<<orgname>>"
APP_ENV=production
APP_DEBUG=false
APP_URL=https://<<dom>>
APP_LOCALE=pt_BR

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=assinaturas
DB_USERNAME=assinaturas
DB_PASSWORD=

NOCAPTCHA_SITEKEY=6L<<site>>
NOCAPTCHA_SECRET=<<cred>>
""",
    lambda rng: "6L" + alnum(rng, 38, B64URL),
    syntax="",
    extra=lambda rng, s: s.update(site=alnum(rng, 38, B64URL)),
)


def _br_sheet(rng: random.Random, s: dict[str, object]) -> None:
    def row(rng: random.Random, name: str, login: str, phone: str, pw: str, i: str) -> str:
        cells = (
            name,
            login.replace(".", "_"),
            pw,
            pick(rng, ("moderador", "admin", "editor")),
            phone,
        )
        return (
            "    <Row>"
            + "".join(f'<Cell><Data ss:Type="String">{c}</Data></Cell>' for c in cells)
            + "</Row>"
        )

    roster(BR, rng, s, row)


BR.reg(
    "abaixo_moderadores_spreadsheetml_senhas",
    ("planilhas/moderadores_<<place>>.xml", "Drive/Equipe/acessos_painel_<<year>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Acessos">
  <Table>
    <Row><Cell><Data ss:Type="String">Nome</Data></Cell><Cell><Data ss:Type="String">Usuário</Data></Cell><Cell><Data ss:Type="String">Senha</Data></Cell><Cell><Data ss:Type="String">Perfil</Data></Cell><Cell><Data ss:Type="String">WhatsApp</Data></Cell></Row>
<<rows>>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human_x",
    extra=_br_sheet,
)
