# ruff: noqa: E501
"""Family l: a (fictional) Solmarine-Brazilian chamber of commerce in São Paulo, Brazil:
Portuguese."""

from __future__ import annotations

from ninetysixth_spec import Fam

F = Fam(
    name="chamber_of_commerce_brazil",
    orgs=("solmarine-camara", "camarasolmarine", "ccsb", "solmarine-brasil"),
    tlds=("com.br", "org.br", "br"),
    first=(
        ("João", "joao"),
        ("Mariana", "mariana"),
        ("Thiago", "thiago"),
        ("Fernanda", "fernanda"),
        ("Rafael", "rafael"),
        ("Juliana", "juliana"),
        ("Lucas", "lucas"),
        ("Beatriz", "beatriz"),
    ),
    last=(
        ("Silva", "silva"),
        ("Santos", "santos"),
        ("Oliveira", "oliveira"),
        ("Souza", "souza"),
        ("Pereira", "pereira"),
        ("Almeida", "almeida"),
        ("Carvalho", "carvalho"),
    ),
    words=(
        "paulista",
        "ibirapuera",
        "feijoada",
        "caipirinha",
        "coxinha",
        "pinheiros",
        "saopaulo",
        "corinthians",
        "palmeiras",
        "mooca",
        "samba",
        "brigadeiro",
        "pastel",
        "tiete",
        "saudade",
        "guarana",
        "acai",
        "jabuticaba",
        "vilamadalena",
        "ipiranga",
    ),
    pets=("thor", "mel", "pipoca", "nina", "bidu", "paçoca", "luna"),
    cc="55",
    city=("São Paulo", "saopaulo"),
)

F.reg(
    "chamberbr_portuguese_whatsapp_android_senha_sympla",
    (
        "WhatsApp Chat with Eventos Câmara <<n>>.txt",
        "Android/media/com.whatsapp/WhatsApp/Exports/camara_<<ymd>>.txt",
    ),
    """<<d>>/<<mo>>/<<y>> <<hh>>:31 - <<name2>>: Oi! Qual a senha do Sympla pro credenciamento de amanhã?
<<d>>/<<mo>>/<<y>> <<hh>>:33 - <<name>>: login é eventos@<<dom>>
<<d>>/<<mo>>/<<y>> <<hh>>:33 - <<name>>: senha <<cred>>
<<d>>/<<mo>>/<<y>> <<hh>>:34 - <<name2>>: Valeu!! 👍
""",
    "human",
)

F.reg(
    "chamberbr_asaas_membership_dues_env_single_quoted",
    ("anuidades/.env", "srv/anuidades-<<n>>/.env"),
    """APP_ENV=production
# Asaas — cobrança de anuidades dos associados (boleto / Pix)
ASAAS_API_URL=https://api.asaas.com/v3
ASAAS_API_KEY='<<cred>>'
ASAAS_WEBHOOK_TOKEN=<<whtok>>
""",
    "p:asaas",
    syntax="",
    extra=lambda r, sl: {
        "whtok": "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(12))
    },
)

F.reg(
    "chamberbr_nfse_a1_certificate_java_properties",
    ("nfse-emissor/config/nfse.properties", "srv/nfse-<<n>>/nfse.properties"),
    """# Emissão de NFS-e (Prefeitura de São Paulo) — certificado A1 da Câmara
nfse.municipio=3550308
nfse.ambiente=producao
nfse.cnpj=<<cnpj>>
nfse.certificado.arquivo=/etc/nfse/certificado_a1_<<y>>.pfx
nfse.certificado.senha=<<cred>>
nfse.inscricao.municipal=<<im>>
""",
    "pw",
    syntax="",
    extra=lambda r, sl: {
        "cnpj": f"{r.randint(10, 99)}.{r.randint(100, 999)}.{r.randint(100, 999)}/0001-{r.randint(10, 99)}",
        "im": str(r.randint(10000000, 99999999)),
    },
)

F.reg(
    "chamberbr_mercadopago_event_tickets_python_sdk",
    ("eventos/pagamentos_<<n>>.py", "home/<<user>>/eventos/mp_checkout.py"),
    '''"""Checkout Pro do Mercado Pago para ingressos do jantar anual da Câmara."""

import mercadopago

sdk = mercadopago.SDK("<<cred>>")


def criar_preferencia(qtd: int, valor: float) -> str:
    pref = {
        "items": [{"title": "Jantar Anual <<y>>", "quantity": qtd, "unit_price": valor, "currency_id": "BRL"}],
        "back_urls": {"success": "https://eventos.<<dom>>/obrigado"},
        "auto_return": "approved",
    }
    return sdk.preference().create(pref)["response"]["init_point"]
''',
    "p:mercadopago",
)

F.reg(
    "chamberbr_portuguese_email_senha_rd_station",
    ("Mail/Caixa de Entrada/<<ymd>>_<<n>>.eml", "Thunderbird/Inbox/<<user>>_<<nnn>>.eml"),
    """From: <<name2_a>> <<<email2>>>
To: <<email>>
Subject: Acesso RD Station (newsletter associados)
Date: <<date>> <<time>>:00 -0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Oi <<fa>>, tudo bem?

Segue o acesso ao RD Station Marketing para você montar a newsletter de <<mo>>/<<y>>:

E-mail: marketing@<<dom>>
Senha: <<cred>>

Não compartilha com a agência, por favor — eles têm usuário próprio.

Abraços,
<<name2>>
Comunicação — Câmara de Comércio
""",
    "human",
)

F.reg(
    "chamberbr_pix_efi_mtls_private_key_pem_file",
    ("certs/efi_pix_<<y>>/chave_privada.pem", "etc/pix/efi_<<ymd>>_<<n>>.key"),
    "<<cred>>\n",
    "rsa",
    syntax="",
)

F.reg(
    "chamberbr_member_files_rclone_wasabi_conf",
    ("home/<<user>>/.config/rclone/rclone.conf", "backup/srv<<n>>/root/.config/rclone/rclone.conf"),
    """[wasabi-associados]
type = s3
provider = Wasabi
access_key_id = <<akid>>
secret_access_key = <<cred>>
region = sa-east-1
endpoint = s3.sa-east-1.wasabisys.com
acl = private
""",
    "p:aws_secret",
    syntax="ini",
    extra=lambda r, sl: {
        "akid": "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(20))
    },
)

F.reg(
    "chamberbr_sympla_api_token_node_fetch",
    ("credenciamento/src/sympla.js", "srv/credenciamento-<<n>>/lib/sympla.js"),
    """// Sympla — lista de participantes para credenciamento na recepção
const SYMPLA_TOKEN = "<<cred>>";

export async function participantes(eventId) {
  const res = await fetch(`https://api.sympla.com.br/public/v3/events/${eventId}/participants`, {
    headers: { s_token: SYMPLA_TOKEN },
  });
  if (!res.ok) throw new Error(`Sympla ${res.status}`);
  return (await res.json()).data;
}
""",
    "hex:64",
    syntax="",
)
