# ruff: noqa: E501
"""Family m: a marine-cargo surveyor (vistoriador de carga) at the port of Santos, Brazil (Portuguese)."""

from __future__ import annotations

from hundredtwentythird_spec import Fam, basic, dec_basic, draw, grab

F = Fam(
    name="vistoria_marine_cargo_santos",
    orgs=("vistoriamar", "portocargo", "ancoravistorias"),
    tld="com.br",
    first=tuple(
        (n, n.lower().translate(str.maketrans("áâãéêíóôúç", "aaaeeioouc")))
        for n in ("João", "Ana", "Rafael", "Fernanda", "Thiago", "Juliana", "Márcio", "Camila")
    ),
    last=tuple(
        (n, n.lower().translate(str.maketrans("áâãéêíóôúç", "aaaeeioouc")))
        for n in ("Silva", "Souza", "Oliveira", "Pereira", "Conceição", "Araújo", "Lima")
    ),
    words=(
        "santos",
        "peixe",
        "vila",
        "praia",
        "saudade",
        "cafezinho",
        "mengao",
        "corinthians",
        "navio",
        "porto",
        "mar",
        "ancora",
        "sereia",
        "caipira",
    ),
    pets=("pipoca", "thor", "mel", "bidu", "nina", "paçoca"),
    cc="+55",
)

F.reg(
    "vistoria_reports_npmrc_nexus_auth_base64",
    ("laudos-app/.npmrc", "home/<<fa>>/.npmrc_<<n>>"),
    """registry=https://nexus.<<dom>>/repository/npm-group/
always-auth=true
_auth=<<b>>
email=<<email>>
""",
    cred="pw",
    syntax="",
    extra=lambda rng, s: {"b": basic(s["login"], s["cred"])},
    decode=lambda t: dec_basic(grab(r"_auth=(\S+)", t)),
)

F.reg(
    "vistoria_portuguese_whatsapp_senha_terminal",
    ("WhatsApp/Conversa do WhatsApp com Vistorias <<n>>.txt", "exports/wa_porto_<<date>>.txt"),
    """<<d>>/<<m>>/<<y>> <<time>> - <<first>> <<last>>: Bom dia! Preciso entrar no portal do terminal pra agendar a vistoria do contêiner MSKU<<n6>>
<<d>>/<<m>>/<<y>> <<time>> - <<first2>> <<last2>>: Usa o login da empresa
<<d>>/<<m>>/<<y>> <<time>> - <<first2>> <<last2>>: <<login>> / senha <<cred>>
<<d>>/<<m>>/<<y>> <<time>> - <<first>> <<last>>: Valeu! Avarias no lacre, mando as fotos depois
""",
    cred="human",
    syntax="",
)

F.reg(
    "vistoria_fees_mercadopago_access_token_python",
    ("cobranca/mercadopago_pix.py", "scripts/honorarios_pix_<<n>>.py"),
    '''"""Cobrança de honorários de vistoria via Pix (Mercado Pago)."""

import mercadopago

sdk = mercadopago.SDK("<<cred>>")


def cobrar(valor, descricao, email):
    pagamento = {"transaction_amount": float(valor), "description": descricao, "payment_method_id": "pix", "payer": {"email": email}}
    return sdk.payment().create(pagamento)["response"]
''',
    cred="p:mercadopago",
)

F.reg(
    "vistoria_email_senha_portal_seguradora",
    ("Mail/Caixa de Entrada/<<n>>.eml", "thunderbird/<<fa>>/seguradora_<<date>>.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<email>>
Subject: Acesso ao portal de sinistros de transporte
Date: Thu, <<d>> Feb <<y>> <<time>>:08 -0300
Content-Type: text/plain; charset=UTF-8

Olá <<first>>,

Segue o acesso ao portal de sinistros da seguradora para anexar os laudos de vistoria:
Usuário: <<login>>
Senha: <<cred>>

Abraço,
<<first2>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "vistoria_docusign_jwt_private_key_dotenv",
    ("laudos-app/.env", "deploy/<<org>>_<<n>>.env"),
    """DOCUSIGN_INTEGRATION_KEY=<<ik>>
DOCUSIGN_USER_ID=<<uid>>
DOCUSIGN_AUTH_SERVER=account.docusign.com
DOCUSIGN_PRIVATE_KEY="<<cred>>"
LAUDO_BUCKET=<<org>>-laudos
""",
    cred="pem",
    syntax="",
    extra=lambda rng, s: {"ik": draw(rng, "uuid", F), "uid": draw(rng, "uuid", F)},
)

F.reg(
    "vistoria_container_seal_camera_vlc_xspf",
    ("cameras/patio_<<n>>.xspf", "Videos/lacres_<<fa>>.xspf"),
    """<?xml version="1.0" encoding="UTF-8"?>
<playlist xmlns="http://xspf.org/ns/0/" xmlns:vlc="http://www.videolan.org/vlc/playlist/ns/0/" version="1">
  <title>Pátio de contêineres</title>
  <trackList>
    <track>
      <location>rtsp://vistoria:<<cred>>@<<ip>>:554/Streaming/Channels/101</location>
      <title>Câmera portão 2</title>
    </track>
  </trackList>
</playlist>
""",
    cred="pw_url",
    syntax="xml",
)

F.reg(
    "vistoria_ecnpj_a1_pfx_openssl_bat",
    ("certificado/extrai_a1_<<n>>.bat", "C/Vistorias/scripts/cert_a1.bat"),
    """@echo off
REM Extrai o certificado e-CNPJ A1 para assinar laudos em PDF
openssl pkcs12 -in "C:\\Certificados\\<<org>>_ecnpj.pfx" -passin pass:<<cred>> -nodes -out C:\\Certificados\\a1.pem
echo Certificado extraido.
""",
    cred="pw_bare",
    syntax="",
)

F.reg(
    "vistoria_telegram_copied_reply_only_senha",
    ("telegram/equipe_<<date>>.txt", "Documentos/tg_<<fa2>>_<<n>>.txt"),
    """<<first>> <<last>>, [<<d>>.<<m>>.<<y>> <<time>>]
qual a senha do tablet de vistoria?

<<first2>> <<last2>>, [<<d>>.<<m>>.<<y>> <<time>>]
<<cred>>
""",
    cred="human",
    syntax="",
)
