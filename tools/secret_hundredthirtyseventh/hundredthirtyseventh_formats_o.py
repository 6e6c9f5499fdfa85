"""Family o: bowling alleys (boliches) in Campinas (Brazil): lane scoreboards on Raspberry
Pis, NFC-e emission with an A1 certificate, Asaas and PagSeguro for birthday-party
bookings, the iFood snack bar, Portuguese WhatsApp groups and e-mails and an access
spreadsheet."""

from __future__ import annotations

from hundredthirtyseventh_corpus import DIGITS, alnum, rsa_pem
from hundredthirtyseventh_spec import Fam, uuid4

F = Fam(
    name="campinas_boliche_pistas",
    orgs=("pinoboliche", "taquaralstrike", "paineirapistas"),
    tld="com.br",
    first=("João", "Ana", "Lucas", "Juliana", "Rafael", "Camila", "Thiago", "Fernanda"),
    last=("Silva", "Santos", "Oliveira", "Souza", "Lima", "Pereira", "Carvalho"),
    ufirst=("joao", "ana", "lucas", "juliana", "rafael", "camila", "thiago", "fernanda"),
    ulast=("silva", "santos", "oliveira", "souza", "lima", "pereira", "carvalho"),
    words=(
        "boliche",
        "campinas",
        "saudade",
        "caipirinha",
        "pastel",
        "brigadeiro",
        "pinguim",
        "barao",
        "taquaral",
        "paineira",
        "jabuticaba",
        "pista",
        "cambui",
        "coxinha",
    ),
    cc="55",
    cities=("Cambuí", "Taquaral", "Barão Geraldo", "Sousas", "Valinhos"),
    pets=("thor", "mel", "pipoca", "bidu", "luna", "pacoca"),
    teams=("Guarani", "PontePreta", "Corinthians", "Palmeiras", "SaoPaulo", "Santos"),
)

F.reg(
    "boliche_festas_asaas_api_key_dotenv",
    ("festas-api/.env", "<<org>>-reservas/.env.production"),
    """# Reservas de festas de aniversário (pistas + buffet) - cobrança via Asaas
NODE_ENV=production
ASAAS_API_URL=https://api.asaas.com/v3
ASAAS_API_KEY=<<cred>>
ASAAS_WEBHOOK_TOKEN=<<whk>>
UNIDADE=<<orgc>> <<city>>
""",
    "p:asaas",
    syntax="",
    extra=lambda rng, s: {"whk": alnum(rng, 32)},
)

F.reg(
    "boliche_pagseguro_token_application_properties",
    (
        "reservas/src/main/resources/application.properties",
        "<<org>>-api/config/pagseguro-<<n>>.properties",
    ),
    """# PagSeguro (PagBank) - sinal das reservas de pista
pagseguro.email=financeiro@<<domain>>
pagseguro.token=<<cred>>
pagseguro.sandbox=false
pagseguro.notification-url=https://reservas.<<domain>>/pagseguro/notificacao
spring.datasource.url=jdbc:mysql://<<ip>>:3306/reservas
""",
    "p:pagseguro",
    syntax="",
)

F.reg(
    "boliche_whatsapp_senha_sistema_pistas",
    (
        "WhatsApp Conversa com Equipe <<orgc>> <<n>>.txt",
        "chats/<<org>>/whatsapp_equipe_<<ymd>>.txt",
    ),
    """<<dmy>> 19:02 - <<first>> <<last>>: Pessoal, troquei a senha do sistema das pistas (admin)
<<dmy>> 19:02 - <<first>> <<last>>: <<cred>>
<<dmy>> 19:03 - <<first>> <<last>>: Não passem pros monitores da festa, só gerente e caixa
<<dmy>> 19:10 - <<first2>>: Blz, anotado 👍
""",
    "human",
    syntax="",
)

F.reg(
    "boliche_nfce_certificado_a1_emissor_ini",
    ("C:/EmissorNFCe/emissor.ini", "nfce/<<org>>/emissor_<<n>>.ini"),
    """[Empresa]
CNPJ=<<cnpj>>
IE=<<ie>>
UF=SP
Ambiente=1

[Certificado]
Tipo=A1
Arquivo=C:\\EmissorNFCe\\cert\\<<org>>_A1.pfx
Senha=<<cred>>

[CSC]
IdToken=000001
""",
    "pw",
    extra=lambda rng, s: {
        "cnpj": alnum(rng, 8, DIGITS) + "0001" + alnum(rng, 2, DIGITS),
        "ie": alnum(rng, 12, DIGITS),
    },
)

F.reg(
    "boliche_portuguese_email_senha_contabilidade",
    (
        "mail/<<user>>/acesso_contabilidade_<<ymd>>.eml",
        "Outlook/<<org>>/Itens Enviados/Contabilidade <<n>>.eml",
    ),
    """From: <<first>> <<last>> <<<email>>>
To: fiscal@<<org>>-contabil.com.br
Subject: Acesso ao sistema financeiro do boliche
Date: Thu, 20 Mar <<year>> 15:31:50 -0300
Content-Type: text/plain; charset=UTF-8

Oi <<first2>>, tudo bem?

Segue o acesso ao sistema financeiro para vocês baixarem as notas do mês:

Usuário: <<user>>
Senha: <<cred>>

Qualquer coisa me chama no WhatsApp.
Abraço,
<<first>>
<<orgc>> - <<city>>
""",
    "human",
    syntax="",
)

F.reg(
    "boliche_lanchonete_ifood_merchant_client_yaml",
    ("lanchonete/config/ifood.yml", "<<org>>-lanchonete/ifood-<<n>>.yaml"),
    """# Integração iFood (lanchonete do boliche) - polling de pedidos
ifood:
  merchant_id: "<<uuid>>"
  client_id: "<<cid>>"
  client_secret: "<<cred>>"
  grant_type: client_credentials
  polling_seconds: 30
impressora:
  cozinha: "\\\\\\\\CAIXA01\\\\Cozinha"
""",
    "alnum:100",
    extra=lambda rng, s: {"cid": uuid4(rng)},
)

F.reg(
    "boliche_placar_raspberry_deploy_rsa_key",
    ("placar/deploy/id_rsa", "<<org>>/placares/pista<<n>>_deploy_rsa"),
    "<<cred>>\n",
    lambda rng, fam: rsa_pem(rng),
    syntax="",
)


def _csv(s):
    return (
        "Sistema;Usuário;Senha;Responsável\n"
        f"Placar das pistas;admin;{s['cred']};{s['first']}\n"
        "Câmeras;admin;(com o gerente);\n"
        "Wi-Fi clientes;;no balcão;\n"
    )


F.reg(
    "boliche_controle_acessos_planilha_csv",
    ("Financeiro/controle_acessos.csv", "drive/<<org>>/Administrativo/acessos_<<n>>.csv"),
    _csv,
    "human",
    syntax="",
)
