# ruff: noqa: E501
"""Family j: cork strippers of the Alentejo montado, Portugal."""

from __future__ import annotations

import html

from fortythird_corpus import jwt
from fortythird_spec import Fam, prov

F = Fam(
    "cork_montado_alentejo",
    ("sobreiral", "montadoazul", "corticaevora", "herdadecoruche", "alentejocork"),
    "pt",
    ("joao", "maria", "antonio", "ana", "manuel", "rita", "francisco", "ines"),
    ("silva", "santos", "ferreira", "pereira", "carvalho", "mestre", "caeiro"),
    (
        "sobreiro",
        "cortica",
        "montado",
        "evora",
        "coruche",
        "alentejo",
        "migas",
        "tiborna",
        "saudade",
        "chaparro",
    ),
    ("tejo", "farrusco", "pantufa", "boby", "nina"),
    "351",
)

F.reg(
    "cork_portuguese_whatsapp_palavra_passe_efatura",
    ("WhatsApp Chat with <<first>>.txt", "conversas/<<org>>_<<date>>.txt"),
    """<<day>>/<<month>>/<<year>>, <<time>> - <<first>> <<last>>: Bom dia! Qual é a palavra-passe do e-fatura da herdade?
<<day>>/<<month>>/<<year>>, <<hh>>:21 - <<first2>>: NIF é o do costume
<<day>>/<<month>>/<<year>>, <<hh>>:21 - <<first2>>: senha: <<cred>>
<<day>>/<<month>>/<<year>>, <<hh>>:22 - <<first>> <<last>>: Obrigado!!
""",
    "human",
)

F.reg(
    "cork_harvest_crew_html_table_entity_escaped",
    ("<<org>>/intranet/equipas_<<year>>.html", "site/<<org>>/acessos.html"),
    """<!DOCTYPE html>
<html lang="pt"><head><meta charset="utf-8"><title>Equipas de descortiçamento</title></head>
<body>
<table>
<tr><th>Equipa</th><th>Tablet</th><th>Utilizador</th><th>Senha</th></tr>
<tr><td>Tiradores A</td><td>TAB-<<n>></td><td><<user>></td><td><<enc>></td></tr>
</table>
</body></html>
""",
    lambda rng: f"Cortiça&{rng.randint(10, 99)}<Mont>{rng.choice('!#')}{rng.randint(100, 999)}",
    encode=lambda v, s: html.escape(v, quote=True),
    decode=lambda t: html.unescape(t.split("</td><td>", 3)[3].split("</td>", 1)[0]),
)

F.reg(
    "cork_weighbridge_sage_odbc_dsn_ini",
    ("<<org>>/balanca/odbc.ini", "etc/<<org>>/odbc.ini"),
    """[ODBC Data Sources]
BalancaSQL=ODBC Driver 18 for SQL Server

[BalancaSQL]
Driver=ODBC Driver 18 for SQL Server
Server=<<ip>>,1433
Database=Pesagens
UID=balanca
PWD=<<cred>>
TrustServerCertificate=yes
""",
    "pw",
)

F.reg(
    "cork_at_saft_export_java_keystore_script",
    ("<<org>>/saft/assinar.sh", "scripts/<<user>>/saft_sign.sh"),
    """#!/bin/sh
# Assinatura do SAF-T para a AT
java -jar /opt/saft/FACTEMICLI.jar -n 5<<nn>><<nn>><<nn>> -p '<<cred>>' -a <<year>> -m <<month>> -op enviar -i /srv/saft/SAFT_<<year>><<month>>.xml
""",
    "pw_sq",
)

F.reg(
    "cork_traceability_ifthenpay_backoffice_key_yaml",
    ("<<org>>/config/pagamentos.yml", "deploy/<<org>>/pagamentos.yaml"),
    """ifthenpay:
  entidade: "1<<nn>><<n>>"
  subentidade: "<<nn>>"
  backoffice_key: "<<cred>>"
  mbway_key: "<<mk>>"
callback:
  url: "https://<<dom>>/callback/ifthenpay"
""",
    lambda rng: "-".join(str(rng.randint(1000, 9999)) for _ in range(4)),
    extra=lambda rng, s: s.__setitem__(
        "mk",
        "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(3))
        + "-"
        + str(rng.randint(100000, 999999)),
    ),
)

F.reg(
    "cork_portuguese_email_senha_certificado_leilao",
    ("mail/<<user>>/Caixa de entrada/<<ts>>.eml", "Correio/<<org>>/<<ts>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Certificado digital (leilão da cortiça)
Date: Mon, <<day>> Jul <<year>> <<time>>:51 +0100
Content-Type: text/plain; charset=utf-8

Olá <<first2>>,

Segue em anexo o certificado .pfx para o leilão. A senha do certificado é:

<<cred>>

Abraço,
<<first>>
""",
    "human",
)

F.reg(
    "cork_drone_survey_dji_flighthub_token_js",
    ("<<org>>/drones/sync.mjs", "scripts/<<user>>/flighthub.mjs"),
    """import fetch from 'node-fetch';

const FH_ORG_KEY = '<<cred>>';
const res = await fetch('https://es-flight-api-us.djigate.com/openapi/v0.1/project', {
  headers: { 'X-User-Token': FH_ORG_KEY, 'X-Project-Uuid': '<<uuid>>' },
});
console.log(await res.json());
""",
    lambda rng: jwt(
        rng,
        {
            "org_id": rng.randint(10**5, 10**6),
            "iss": "FH2",
            "exp": rng.randint(1_790_000_000, 1_890_000_000),
        },
    ),
    syntax="",
)

F.reg(
    "cork_office_paper_notebook_ocr_senha_next_line",
    ("digitalizacoes/caderno_<<nn>>.txt", "ocr/escritorio_<<date>>.txt"),
    """HERDADE - escritório
Portal das Finanças
NIF 5<<nn>><<nn>><<nn>>
senha:
<<cred>>

Segurança Social Direta: pedir à <<first2>>
""",
    "human",
)

_ = prov
