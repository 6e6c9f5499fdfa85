# ruff: noqa: E501
"""Family b: a body-piercing studio with a titanium jewellery counter in Pinheiros (São Paulo,
Brazil)."""

from __future__ import annotations

import base64
import email
import json
import quopri
import random

from hundredfortieth_spec import Fam, after, alnum, enc_qp, hexs, pick, uuid4

B = Fam(
    "perfuracao_pinheiros_joalheria",
    orgs=("argolaprata", "furoeterno", "titaniopinheiros"),
    tld="com.br",
    first="Ana_Clara/anaclara Beatriz Camila Thiago Rafael Larissa João Gabriel Júlia Matheus Letícia Vinícius Bruna Caio",
    last="Souza Oliveira Santos Lima Pereira Carvalho Ribeiro Almeida Nascimento Araújo Barbosa Moreira",
    words=(
        "titanio",
        "argola",
        "septo",
        "helix",
        "tragus",
        "orelha",
        "pinheiros",
        "paulista",
        "sampa",
        "ipiranga",
        "ibirapuera",
        "saudade",
        "jabuticaba",
        "brigadeiro",
        "cerrado",
    ),
    pets=("Pacoca", "Bolinha", "Thor", "Pretinha", "Amora", "Pipoca", "Nina", "Brigadeiro"),
    walks=("qwerty", "asdfgh", "1q2w3e4r", "zaq12wsx", "mudar123", "qwe123"),
    clubs=("Corinthians1910", "Palmeiras1914", "SaoPaulo1930", "Timao1910", "Verdao1914"),
    cc="+55 11 9####-####",
    city="São Paulo",
)


def _cnpj(rng: random.Random, s: dict) -> None:
    d = f"{rng.randint(10, 99)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}/0001-{rng.randint(10, 99)}"
    s["cnpj"] = d
    s["im"] = (
        f"{rng.randint(1, 9)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}-{rng.randint(0, 9)}"
    )


B.reg(
    "pinheiros_whatsapp_ios_senha_trinks",
    ("WhatsApp Chat - Equipe <<orgc>>/_chat.txt", "celular-recepcao/whatsapp/_chat_<<date>>.txt"),
    """[<<dmy>>, <<time_s>>] Equipe <<orgc>> 💍: ‎As mensagens e as ligações são protegidas com a criptografia de ponta a ponta.
[<<dmy>>, <<time_s>>] <<full>>: Gente, troquei a senha do Trinks pq <<first2>> saiu da equipe
[<<dmy>>, <<time_s>>] <<full>>: login continua <<email>>
[<<dmy>>, <<time_s>>] <<full>>: senha nova: <<cred>>
[<<dmy>>, <<time_s>>] <<full2>>: ‎imagem ocultada
[<<dmy>>, <<time_s>>] <<full2>>: blz! amanhã tem 4 furos de helix e 2 septos, já tá tudo agendado lá
[<<dmy>>, <<time_s>>] <<full>>: e lembrem de lançar a joia no estoque quando vender, senão o inventário não fecha 🙏
""",
    cred="human",
)

_PT = (
    "Coração",
    "Estação",
    "Perfuração",
    "Açaí",
    "Pinhão",
    "Exceção",
    "Joalheria",
    "Célula",
    "Avião",
    "Septação",
)


def _pw_pt(rng: random.Random, fam: Fam) -> str:
    return f"{pick(rng, _PT)}{pick(rng, ('@', '#', '!', '.', '*'))}{rng.randint(10, 9999)}"


def _qp_mail(s: dict) -> str:
    body = (
        f"Olá {s['first']},\n\n"
        f"Segue em anexo o novo certificado digital A1 (e-CNPJ) da {s['orgc']} Body Piercing LTDA "
        f"(CNPJ {s['cnpj']}), válido até {s['dmy']}.\n"
        f"A senha do arquivo .pfx é: {s['cred']}\n\n"
        "Ela é necessária para emitir as NFS-e no portal da Prefeitura e para configurar o Focus NFe. "
        "Por favor, não repasse por WhatsApp.\n\n"
        f"Atenciosamente,\n{s['full2']}\nDepartamento Fiscal — {s['ctb']} Contabilidade\n"
    )
    return (
        f'From: "{s["full2"]}" <fiscal@{s["ctb"]}.com.br>\n'
        f"To: {s['email']}\n"
        "Subject: =?UTF-8?Q?Certificado_digital_A1_=E2=80=93_renova=C3=A7=C3=A3o?=\n"
        f"Date: {s['maildate']} -0300\n"
        f"Message-ID: <{s['hex12']}@{s['ctb']}.com.br>\n"
        "MIME-Version: 1.0\n"
        'Content-Type: text/plain; charset="UTF-8"\n'
        "Content-Transfer-Encoding: quoted-printable\n\n" + enc_qp(body)
    )


def _dec_qp(text: str) -> str:
    msg = email.message_from_string(text)
    body = quopri.decodestring(msg.get_payload().encode()).decode()
    return after(body, r"senha do arquivo \.pfx é: (\S+)")


B.reg(
    "pinheiros_certificado_a1_email_quoted_printable",
    ("email/contabilidade/certificado_a1_<<year>>.eml", "Thunderbird/Inbox/<<hex8>>.eml"),
    _qp_mail,
    cred=_pw_pt,
    syntax="",
    extra=lambda rng, s: (
        _cnpj(rng, s),
        s.update(ctb=pick(rng, ("contabilmoema", "fiscalvilamada", "escritoriolapa"))),
    ),
    decode=_dec_qp,
)

B.reg(
    "pinheiros_nuvemshop_python_authentication_bearer",
    ("estoque/sync_nuvemshop.py", "scripts/<<org>>_joias_estoque.py"),
    '''"""Sincroniza o estoque de joias (titânio ASTM F136) da loja Nuvemshop com a planilha."""

import csv

import requests

STORE_ID = <<n6>>
ACCESS_TOKEN = "<<cred>>"
API = f"https://api.nuvemshop.com.br/v1/{STORE_ID}"
HEADERS = {
    "Authentication": f"bearer {ACCESS_TOKEN}",
    "User-Agent": "<<orgc>> Estoque (<<email>>)",
}


def produtos():
    page = 1
    while True:
        r = requests.get(f"{API}/products", headers=HEADERS, params={"page": page, "per_page": 200})
        if r.status_code == 404:
            break
        yield from r.json()
        page += 1


if __name__ == "__main__":
    with open("estoque.csv", "w", newline="") as f:
        w = csv.writer(f, delimiter=";")
        for p in produtos():
            for v in p["variants"]:
                w.writerow([p["name"]["pt"], v["sku"], v["stock"]])
''',
    cred="hex:40",
)


def _asaas(rng: random.Random, fam: Fam) -> str:
    raw = f"{hexs(rng, 32)}::{uuid4(rng)}::$aach_{uuid4(rng)}"
    return "$aact_prod_000" + base64.b64encode(raw.encode()).decode().rstrip("=")


B.reg(
    "pinheiros_asaas_pix_laravel_env",
    ("agenda/.env", "sites/agenda.<<dom>>/.env"),
    """APP_NAME="<<orgc>> Piercing"
APP_ENV=production
APP_DEBUG=false
APP_URL=https://agenda.<<dom>>
APP_TIMEZONE=America/Sao_Paulo

DB_CONNECTION=sqlite

MAIL_MAILER=log
MAIL_FROM_ADDRESS=agenda@<<dom>>

# cobrança de sinal via Pix (Asaas)
ASAAS_ENV=production
# a chave começa com $ — tem que ficar entre aspas simples senão o Laravel corta
ASAAS_API_KEY='<<cred>>'
ASAAS_WALLET_ID=<<uuid>>
SINAL_PERCENTUAL=30
""",
    cred=_asaas,
)

B.reg(
    "pinheiros_focus_nfe_token_cron_yaml",
    ("nfse/config.yml", "automacao/<<org>>/nfse_focus.yaml"),
    """# emissão automática de NFS-e (Prefeitura de São Paulo) — roda todo dia às 23h pelo cron
focus_nfe:
  ambiente: producao
  token: "<<cred>>"
  url: https://api.focusnfe.com.br/v2/nfse
prestador:
  cnpj: "<<cnpj>>"
  inscricao_municipal: "<<im>>"
  codigo_municipio: "3550308"
servico:
  item_lista_servico: "06.02"
  aliquota: 0.02
  discriminacao: "Serviço de perfuração corporal (piercing) e aplicação de joia"
notificar:
  email: <<email>>
""",
    cred="alnum:32",
    extra=_cnpj,
)

B.reg(
    "pinheiros_autoclave_registrador_ciclos_ini",
    ("C/RegistradorCiclos/config.ini", "Ciclos/<<year>>/registrador.ini"),
    """; Registrador de ciclos da autoclave — exigência da Vigilância Sanitária (guardar 5 anos)
[Autoclave]
modelo=Cristófoli Vitale 21
numero_serie=<<serial>>
porta=COM3
baud=9600

[Relatorios]
pasta=C:\\Ciclos\\<<year>>
formato=PDF
indicador_biologico=semanal

[FTP]
host=ftp.<<dom>>
porta=21
usuario=ciclos@<<dom>>
senha=<<cred>>
modo_passivo=1

[Vigilancia]
cevs=<<n6>>
responsavel_tecnico=<<full>>
""",
    cred="pw",
    syntax="ini",
)


def _moji(t: str) -> str:
    return t.encode("utf-8").decode("latin-1")


def _ig_dm(s: dict) -> str:
    ts = s["ts"]
    sup = s["sup"]
    msgs = [
        {
            "sender_name": _moji(sup),
            "timestamp_ms": ts + 240_000,
            "content": _moji("Qualquer dúvida é só chamar aqui 😊"),
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": _moji(sup),
            "timestamp_ms": ts + 180_000,
            "content": f"senha: {s['cred']}",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": _moji(sup),
            "timestamp_ms": ts + 120_000,
            "content": _moji(
                f"Oi! Liberamos seu acesso ao nosso atacado de titânio. Login: {s['email']}"
            ),
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": _moji(s["full"]),
            "timestamp_ms": ts,
            "content": _moji("Boa tarde! Vocês vendem no atacado pra estúdio? Tenho CNPJ"),
            "is_geoblocked_for_viewer": False,
        },
    ]
    obj = {
        "participants": [{"name": _moji(sup)}, {"name": _moji(s["full"])}],
        "messages": msgs,
        "title": _moji(sup),
        "is_still_participant": True,
        "thread_path": f"inbox/{s['supslug']}_{s['n6']}",
        "magic_words": [],
    }
    return json.dumps(obj, indent=2)


B.reg(
    "pinheiros_instagram_dm_json_export_senha_atacado",
    (
        "instagram-<<org>>-<<date>>/your_instagram_activity/messages/inbox/<<supslug>>_<<n6>>/message_1.json",
        "backup/instagram/messages/inbox/<<supslug>>_<<n6>>/message_1.json",
    ),
    _ig_dm,
    cred="human",
    extra=lambda rng, s: s.update(
        ts=(int(s["epoch"]) + 3 * 3600) * 1000,
        sup=pick(
            rng, ("Titânio Brasil Atacado", "Joias Cirúrgicas SP", "Implant Grade Distribuidora")
        ),
        supslug=pick(rng, ("titaniobrasil", "joiascirurgicassp", "implantgradedist"))
        + alnum(rng, 3, "0123456789"),
    ),
)

B.reg(
    "pinheiros_fornecedores_csv_semicolon_logins",
    ("planilhas/fornecedores_<<year>>.csv", "Drive/<<orgc>>/Fornecedores - acessos.csv"),
    """fornecedor;site;usuario;senha;observacao
Titânio Brasil Atacado;https://atacado.titaniobrasil.com.br;<<email>>;<<cred>>;ASTM F136, pedido mínimo R$ 300
Cirúrgica Paulista;https://loja.cirurgicapaulista.com.br;entrar com Google;;luvas, agulhas 14G/16G, campo
Esteri Indicadores;https://esteri.com.br/b2b;<<email2>>;(pedir p/ <<first2>>);indicador biológico semanal
Correios Contrato;https://meucorreios.correios.com.br;<<cnpj>>;(no cofre);envio loja online
""",
    cred="human",
    syntax="",
    extra=_cnpj,
)
