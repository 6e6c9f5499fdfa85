# ruff: noqa: E501
"""Family e: a venture studio in São Paulo, Brazil (Portuguese)."""

from __future__ import annotations

import json
import quopri
import re

from ninetyninth_corpus import alnum
from ninetyninth_spec import Fam, enc_qp

F = Fam(
    name="venture_studio_saopaulo",
    orgs=("colmeiastudio", "garoaventures", "pinheirosfabrica"),
    tld="com.br",
    first=(
        ("Ana", "ana"),
        ("João", "joao"),
        ("Mariana", "mariana"),
        ("Lucas", "lucas"),
        ("Beatriz", "beatriz"),
        ("Rafael", "rafael"),
        ("Camila", "camila"),
        ("Thiago", "thiago"),
    ),
    last=(
        ("Souza", "souza"),
        ("Oliveira", "oliveira"),
        ("Santos", "santos"),
        ("Pereira", "pereira"),
        ("Lima", "lima"),
        ("Costa", "costa"),
        ("Rodrigues", "rodrigues"),
        ("Araújo", "araujo"),
    ),
    words=(
        "saudade",
        "feijoada",
        "paulista",
        "pinheiros",
        "caipirinha",
        "sampa",
        "cafezinho",
        "jabuticaba",
        "ipiranga",
        "tiete",
        "coxinha",
        "brigadeiro",
        "garoa",
        "augusta",
        "mooca",
    ),
    pets=("pipoca", "pacoca", "bidu", "mel", "thor", "nina", "frida"),
    cc="55",
    city="São Paulo",
)

ACCENTED = (
    "Coração",
    "Pão",
    "Açaí",
    "Maçã",
    "Café",
    "Paçoca",
    "Sertão",
    "Guaraná",
    "Pinhão",
    "Mamãe",
)


def _acc_pw(r, s):
    w = r.choice(ACCENTED)
    return r.choice(
        (
            f"{w}{r.randint(2000, 2026)}{r.choice('!@#*')}",
            f"{w}De{r.choice(F.pets).capitalize()}{r.randint(1, 99)}",
            f"{r.choice(F.words)}{w}{r.randint(10, 99)}",
        )
    )


F.reg(
    "sp_vstudio_mercadopago_access_token_ts_config",
    ("<<org>>-checkout/src/config/payments.ts", "apps/venture-<<n>>/src/lib/mercadopago.ts"),
    """import { MercadoPagoConfig, Payment } from "mercadopago";

// conta da spin-out <<nn>> (Pix + cartão). Trocar pelo segredo do Vercel antes do demo.
export const mp = new MercadoPagoConfig({
  accessToken: "<<cred>>",
  options: { timeout: 5000, idempotencyKey: "<<org>>" },
});

export const payments = new Payment(mp);
""",
    cred="p:mercadopago",
    syntax="",
)


def _qp_mail(s: dict[str, object]) -> str:
    body = (
        f"Oi {s['fn2']},\n\n"
        "Segue o acesso ao deck da rodada seed no DocSend, para você mandar aos fundos da lista "
        "(Canary, Kaszek e a Astella).\n\n"
        f"link: https://docsend.com/view/{s['ref']}\n"
        f"senha: {s['cred']}\n\n"
        "Não encaminhe o e-mail inteiro, por favor, só o link e a senha separados.\n\n"
        f"Abraços,\n{s['fn']} {s['ln']}\n{s['org']} | Rua dos Pinheiros, {s['nn']}0 - São Paulo\n"
    )
    return (
        f"From: {s['fn']} {s['ln']} <{s['email']}>\n"
        f"To: {s['fn2']} {s['ln2']} <{s['email2']}>\n"
        "Subject: =?UTF-8?Q?Deck_da_rodada_=E2=80=93_acesso?=\n"
        f"Date: Tue, {s['d']} Apr {s['y']} {s['hh']}:{s['mi']}:21 -0300\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: quoted-printable\n\n" + enc_qp(body)
    )


def _qp_dec(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    plain = quopri.decodestring(body.encode("ascii")).decode("utf-8")
    return re.search(r"senha: (\S+)", plain).group(1)


F.reg(
    "sp_vstudio_pitch_deck_senha_email_quoted_printable",
    ("mail/deck_rodada_<<date>>.eml", "Enviados/acesso-deck-<<nn>>.eml"),
    _qp_mail,
    cred=_acc_pw,
    syntax="",
    decode=_qp_dec,
)


def _tg(s: dict[str, object]) -> str:
    msgs = [
        (
            s["fn"],
            s["fa"],
            "Alguém tem a senha do admin do Google Workspace? Preciso criar os e-mails da nova startup",
        ),
        (s["fn2"], s["fa2"], f"admin@{s['dom']}"),
        (
            s["fn2"],
            s["fa2"],
            [{"type": "plain", "text": "senha: "}, {"type": "code", "text": s["cred"]}],
        ),
        (s["fn"], s["fa"], "valeu!! 🙌"),
    ]
    out = []
    for i, (name, login, text) in enumerate(msgs):
        out.append(
            {
                "id": 88100 + i,
                "type": "message",
                "date": f"{s['date']}T{s['hh']}:{int(s['mi']) // 2 + i:02d}:1{i}",
                "date_unixtime": str(s["ts"] + i * 40),
                "from": name,
                "from_id": f"user{s['uid'] + len(login)}",
                "text": text,
                "text_entities": text
                if isinstance(text, list)
                else [{"type": "plain", "text": text}],
            }
        )
    return json.dumps(
        {
            "name": f"{s['org']} • studio ops",
            "type": "private_supergroup",
            "id": s["gid"],
            "messages": out,
        },
        ensure_ascii=False,
        indent=1,
    )


F.reg(
    "sp_vstudio_telegram_result_json_senha_workspace",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "exports/telegram_studio_ops_<<nn>>/result.json",
    ),
    _tg,
    cred="human",
    extra=lambda r, s: {
        "ts": r.randint(1735000000, 1790000000),
        "uid": r.randint(10**8, 10**9),
        "gid": r.randint(10**9, 2 * 10**9),
    },
)

F.reg(
    "sp_vstudio_vercel_env_pull_database_url",
    ("<<org>>-app/.env.production.local", "apps/spinout-<<n>>/.env.local"),
    """# Created by Vercel CLI
DATABASE_URL="postgresql://neondb_owner:<<cred>>@ep-<<ref>>-pooler.sa-east-1.aws.neon.tech/neondb?sslmode=require"
NEXTAUTH_URL="https://app.<<dom>>"
VERCEL="1"
VERCEL_ENV="production"
VERCEL_GIT_COMMIT_SHA="<<sha>>"
""",
    cred="pw_url",
)

F.reg(
    "sp_vstudio_pagarme_v5_secret_ruby_initializer",
    ("config/initializers/pagarme.rb", "<<org>>-saas/config/initializers/pagarme_<<n>>.rb"),
    """# frozen_string_literal: true

# Pagar.me v5 (assinaturas do MVP de gestão de condomínios)
PagarmeCoreApiClient = PagarmeCoreApi::PagarmeCoreApiClient.new(
  basic_auth_user_name: "<<cred>>",
  basic_auth_password: ""
)

Rails.application.config.x.pagarme_account = "acc_<<acc>>"
""",
    cred="p:pagarme",
    syntax="",
    extra=lambda r, s: {"acc": alnum(r, 16)},
)

F.reg(
    "sp_vstudio_notion_handover_acessos_markdown",
    ("notion-export/Passagem de bastão <<org>> <<sha>>.md", "wiki/handover/acessos-<<fa>>.md"),
    """# Passagem de bastão – <<org>>

Responsável anterior: <<fn>> <<ln>> · novo responsável: <<fn2>> <<ln2>>

## Acessos

| Ferramenta | Login | Senha | Obs. |
| --- | --- | --- | --- |
| Google Workspace (admin) | admin@<<dom>> | <<cred>> | 2FA no celular da recepção |
| Registro.br | CPF do sócio | ver cofre | domínio vence em <<mo>>/<<y>> |
| Conta Azul | financeiro@<<dom>> | no Bitwarden | |

## Pendências

- [ ] transferir a conta da AWS para o CNPJ da nova empresa
- [ ] revisar o contrato de vesting do CTO
""",
    cred="human",
)


def _fods(s: dict[str, object]) -> str:
    rows = [("Sistema", "Usuário", "Senha")] + s["rows"]
    xml_rows = "".join(
        "<table:table-row>"
        + "".join(
            f'<table:table-cell office:value-type="string"><text:p>{c}</text:p></table:table-cell>'
            for c in row
        )
        + "</table:table-row>\n"
        for row in rows
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:body><office:spreadsheet><table:table table:name="acessos">
{xml_rows}</table:table></office:spreadsheet></office:body></office:document>
"""


def _fods_rows(r, s):
    rows = [
        ("Conta Azul", f"financeiro@{s['dom']}", F.human(r, True)),
        ("Carta (cap table)", s["email"], s["cred"]),
        ("Nuvemshop", f"loja@{s['dom']}", F.human(r, True)),
    ]
    r.shuffle(rows)
    return {"rows": rows}


F.reg(
    "sp_vstudio_cap_table_acessos_flat_ods",
    ("planilhas/acessos_<<org>>.fods", "Drive/Studio/acessos-<<y>>-<<mo>>.fods"),
    _fods,
    cred="human_x",
    syntax="xml",
    extra=_fods_rows,
)

F.reg(
    "sp_vstudio_nfe_certificado_a1_properties",
    (
        "emissor-nfe/src/main/resources/application.properties",
        "<<org>>-fiscal/config/nfe-<<n>>.properties",
    ),
    """# Emissor NF-e / NFS-e (certificado A1 da <<org>> LTDA)
nfe.ambiente=1
nfe.uf=SP
nfe.cnpj=<<cnpj>>
certificado.caminho=/opt/nfe/certs/<<org>>-a1.pfx
certificado.senha=<<cred>>
nfse.prefeitura=sao-paulo
""",
    cred="pw",
    syntax="",
    extra=lambda r, s: {"cnpj": "".join(str(r.randint(0, 9)) for _ in range(14))},
)
