# ruff: noqa: E501
"""Family l: baianas de acarajé (street-food stalls frying in dendê) in Salvador, Bahia (Brazil)."""

import quopri
import re

from fortysecond_spec import family, rsa_pem

F = family(
    "acaraje_bahia_dende",
    ("dendebaiana", "tabuleirobahia"),
    "com.br",
    ("Cida", "Jaciara", "Edvaldo", "Rosângela", "Marinalva", "Adenor"),
    ("Santos", "Conceição", "Nascimento", "Bonfim", "Jesus", "Oliveira"),
    (
        "acaraje",
        "abara",
        "vatapa",
        "caruru",
        "dende",
        "tabuleiro",
        "itapua",
        "pelourinho",
        "oxum",
        "iemanja",
    ),
    ("verao", "inverno", "carnaval", "saojoao"),
    "55",
)

F.reg(
    "acaraje_portuguese_whatsapp_senha_ifood",
    ("WhatsApp Chat with <<first>>.txt", "Conversas/<<fa>>_ifood_<<year>>.txt"),
    """<<dsl>> <<time>> - <<first>> <<last>>: Menina, esqueci a senha do iFood de novo
<<dsl>> <<time>> - <<first2>>: email é <<email>>
<<dsl>> <<time>> - <<first2>>: senha <<cred>>
<<dsl>> <<time>> - <<first>> <<last>>: Valeu! Hoje tem abará 😋
""",
    "human",
)

F.reg(
    "acaraje_pix_efi_certificate_key_pem",
    ("<<org>>-pix/certs/producao-<<n6>>.pem", "home/<<fa>>/pix/certificado_<<n>>.pem"),
    "Bag Attributes\n    localKeyID: 01 00 00 00\n<<cred>>\n",
    lambda rng, s: rsa_pem(rng, pkcs8=True),
)

F.reg(
    "acaraje_asaas_api_key_dotenv_single_quoted",
    ("<<org>>-delivery/.env", "home/<<fa>>/cobrancas/.env"),
    """ASAAS_ENV=production
ASAAS_API_KEY='<<cred>>'
ASAAS_WEBHOOK_URL=https://<<dom>>/webhooks/asaas
""",
    "p:asaas",
)

F.reg(
    "acaraje_ifood_merchant_client_yaml",
    ("<<org>>/integracao/ifood.yaml", "pdv<<n>>/config/ifood.yml"),
    """ifood:
  merchant_id: <<uid>>
  client_id: <<hx>>-<<n4>>
  client_secret: <<cred>>
  polling_interval: 30
""",
    "alnum:64",
)

F.reg(
    "acaraje_acbrmonitor_certificado_senha_ini",
    ("ACBrMonitorPLUS/ACBrMonitor.ini", "C:/ACBr<<n>>/<<fa>>/ACBrMonitor.ini"),
    """[ACBrMonitor]
Modo_TCP=1
TCP_Porta=3434
[Certificado]
ArquivoPFX=C:\\Certificados\\<<org>>_A1.pfx
Senha=<<cred>>
NumeroSerie=
[NFCe]
IdToken=000001
""",
    "pw",
)

F.reg(
    "acaraje_portuguese_sms_senha_maquininha",
    ("sms/<<date>>_<<n4>>.txt", "Mensagens/<<fa>>_<<n>>.txt"),
    """De: <<phone>>
<<dsl>> <<time>>
Oi <<first>>, a senha do app da maquininha (Stone) ficou: <<cred>> . Usuario <<email>>. Bjs
""",
    "human",
)

F.reg(
    "acaraje_caderno_fiado_photo_ocr",
    ("Fotos/caderno_<<date>>_ocr.txt", "Scans/<<fa>>_caderno_p<<n>>.txt"),
    """FIADO - Itapuã
Seu Zé 3 acarajé 24,00
Dona Nice 2 abará 14,00
-----
banco (app)  <<cred>>
email  <<fa>>.<<la>>@gmail.com
""",
    "human",
)


def _acc_pw(rng, s):
    w = rng.choice(("Acarajé", "Dendê", "Vatapá", "Iemanjá", "Abará", "Itapuã", "Oxóssi"))
    return f"{w}{rng.randint(1970, 2026)}{rng.choice('!@#*.')}"


def _qp(s: dict) -> str:
    body = f"Olá {s['first']},\n\nA nova senha da conta do banco é:\n{s['cred']}\n\nAbraço,\n{s['first2']}\n"
    enc = quopri.encodestring(body.encode()).decode()
    return (
        f"From: {s['first2']} <{s['email2']}>\nTo: {s['email']}\nSubject: senha do banco\n"
        f"MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n"
        f"Content-Transfer-Encoding: quoted-printable\n\n{enc}"
    )


def _dec_qp(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    plain = quopri.decodestring(body.encode()).decode()
    m = re.search(r"é:\n(\S+)", plain)
    assert m
    return m.group(1)


F.reg(
    "acaraje_quoted_printable_email_senha_acentos",
    ("Email/<<date>>-senha-<<n3>>.eml", "Thunderbird/<<fa>>/Inbox_<<n4>>.eml"),
    _qp,
    _acc_pw,
    decode=_dec_qp,
)
