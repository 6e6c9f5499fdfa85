# ruff: noqa: E501
"""Family b: a private clinic in Brazil (Portuguese): Feegow / iClinic agenda, Memed
prescriptions, TISS portals of the convênios, Asaas / PagSeguro / Mercado Pago, NFS-e
certificates, WhatsApp between the front desk and the doctors."""

from __future__ import annotations

import quopri

from hundredtwentyfirst_spec import Fam, after, b64, shared_strings

F = Fam(
    name="feegow_private_clinic_brazil",
    orgs=(
        ("saudevida", "Clínica Saúde & Vida"),
        ("vidaplena", "Clínica Vida Plena"),
        ("clinicaipe", "Clínica Ipê Amarelo"),
        ("medcentroboa", "MedCentro Boa Viagem"),
    ),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Fernanda", "fernanda"),
        ("Luciana", "luciana"),
        ("Thiago", "thiago"),
        ("Márcia", "marcia"),
        ("Rafael", "rafael"),
        ("Juliana", "juliana"),
        ("Sérgio", "sergio"),
        ("Patrícia", "patricia"),
        ("Gustavo", "gustavo"),
    ),
    last=(
        ("Silva", "silva"),
        ("Souza", "souza"),
        ("Oliveira", "oliveira"),
        ("Conceição", "conceicao"),
        ("Araújo", "araujo"),
        ("Pereira", "pereira"),
        ("Gonçalves", "goncalves"),
        ("Rocha", "rocha"),
    ),
    words=(
        "flamengo",
        "corinthians",
        "saudade",
        "brasil",
        "recife",
        "palmeiras",
        "clinica",
        "acai",
        "feijoada",
        "jesus",
        "familia",
        "vitoria",
        "bahia",
        "gremio",
        "mengao",
    ),
    pets=("thor", "mel", "pipoca", "luna", "bolinha", "pretinha"),
    towns=("Recife", "Salvador", "Campinas", "Goiânia", "Fortaleza", "Curitiba"),
    cc="55",
    lwords=("coração", "saúde", "família", "abençoada", "mamãe", "pão", "fé", "ação"),
)

F.reg(
    "clinica_br_whatsapp_recepcao_senha_feegow",
    ("WhatsApp/Conversa do WhatsApp com Recepção <<n>>.txt", "backup/whatsapp_recepcao_<<d8>>.txt"),
    """<<date>> <<time>> - <<fn2>> <<ln2>>: Bom dia Dr. <<fn>>, a agenda de amanhã já está no Feegow
<<date>> <<time>> - <<fn>> <<ln>>: Bom dia! Não consigo entrar, trocaram a senha?
<<date>> <<time2>> - <<fn2>> <<ln2>>: Trocaram sim, o suporte pediu. Usuário continua <<user>>
<<date>> <<time2>> - <<fn2>> <<ln2>>: senha nova: <<cred>>
<<date>> <<time2>> - <<fn>> <<ln>>: Deu certo, obrigado 🙏
<<date>> <<time2>> - <<fn2>> <<ln2>>: <Mídia oculta>
""",
    "human",
)

F.reg(
    "clinica_br_asaas_cobranca_laravel_env",
    ("sistema-<<org>>/.env", "var/www/agendamento-<<n>>/.env"),
    """APP_NAME="Agendamento <<orgname>>"
APP_ENV=production
APP_KEY=base64:<<appkey>>
APP_URL=https://agenda.<<dom>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=agenda
DB_USERNAME=agenda

ASAAS_ENV=production
ASAAS_API_URL=https://api.asaas.com/v3
ASAAS_API_KEY='<<cred>>'
ASAAS_WEBHOOK_URL=https://agenda.<<dom>>/webhooks/asaas
""",
    "p:asaas",
    syntax="",
    extra=lambda rng, s: {"appkey": b64(rng, 32)},
)

F.reg(
    "clinica_br_memed_prescricao_node_config",
    ("prontuario/config/memed.js", "src/integracoes/memed.config-<<n>>.js"),
    """// Integração Memed (prescrição digital) — <<orgname>>
module.exports = {
  ambiente: 'producao',
  apiUrl: 'https://api.memed.com.br/v1',
  apiKey: '<<apikey>>',
  secretKey: '<<cred>>',
  prescritor: {
    externalId: 'crm-<<n3>><<n>>',
    nome: '<<fn>> <<ln>>',
    cidade: '<<town>>',
  },
};
""",
    "hex:64",
    syntax="",
    extra=lambda rng, s: {"apikey": "".join(rng.choice("0123456789abcdef") for _ in range(64))},
)


def _dec_qp(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    return after("Senha provisória:", quopri.decodestring(body.encode()).decode())


def _qp_mail(s: dict) -> str:
    body = (
        f"Olá {s['fn']},\n\n"
        "Segue o acesso ao portal do convênio para enviar as guias TISS do mês.\n\n"
        f"Usuário: {s['user']}\n"
        f"Senha provisória: {s['cred']}\n\n"
        "Na primeira entrada o portal pede para trocar a senha.\n\n"
        f"Abraços,\n{s['fn2']} – Faturamento\n"
    )
    qp = quopri.encodestring(body.encode()).decode()
    return (
        f"From: Faturamento <faturamento@{s['dom']}>\n"
        f"To: {s['fa']}.{s['la']}@{s['dom']}\n"
        "Subject: =?UTF-8?Q?Acesso_ao_portal_TISS_do_conv=C3=AAnio?=\n"
        f"Date: {s['iso']} {s['time']}\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: quoted-printable\n\n" + qp
    )


F.reg(
    "clinica_br_convenio_tiss_portal_email_qp",
    ("email/Portal TISS - acesso <<n>>.eml", "Caixa de entrada/faturamento_<<d8>>.eml"),
    _qp_mail,
    "human_l",
    syntax="",
    decode=_dec_qp,
)

F.reg(
    "clinica_br_pagseguro_checkout_php_define",
    ("site/config/pagseguro.php", "public_html/<<org>>/pagamento/config-<<n>>.php"),
    """<?php
// Pagamento de consultas particulares
define('PAGSEGURO_ENV', 'production');
define('PAGSEGURO_EMAIL', 'financeiro@<<dom>>');
define('PAGSEGURO_TOKEN', '<<cred>>');
define('PAGSEGURO_NOTIFICATION_URL', 'https://<<dom>>/pagamento/notificacao.php');
""",
    "p:pagseguro",
    syntax="",
)

F.reg(
    "clinica_br_nfse_certificado_a1_openssl_bat",
    ("nfse/converter_certificado.bat", "C/Clinica/NFSe/cert_a1_<<year>>_<<n>>.bat"),
    """@echo off
rem Converte o certificado A1 da clinica para PEM (emissor de NFS-e da prefeitura)
set CERT=C:\\Clinica\\Certificado\\<<org>>_A1_<<year>>.pfx
"C:\\Program Files\\OpenSSL-Win64\\bin\\openssl.exe" pkcs12 -in %CERT% -out C:\\Clinica\\NFSe\\cert.pem -nodes -passin pass:<<cred>>
echo Pronto. Validade ate <<date>>
pause
""",
    "human_x",
    syntax="",
)


def _sst(s: dict) -> str:
    return shared_strings(
        [
            "Convênio",
            "Portal",
            "Usuário",
            "Senha",
            "Obs",
            "Unimed",
            "https://portal.unimed.coop.br",
            s["user"],
            s["cred"],
            "faturamento",
            "Bradesco Saúde",
            "https://wwws.bradescosaude.com.br",
            s["cpf"],
            "ver com Dr. " + str(s["fa"]),
        ]
    )


F.reg(
    "clinica_br_convenios_xlsx_sharedstrings",
    (
        "planilhas/Convenios_<<year>>/xl/sharedStrings.xml",
        "recepcao/acessos_<<n>>/xl/sharedStrings.xml",
    ),
    _sst,
    "human_x",
    extra=lambda rng, s: {
        "cpf": f"{rng.randint(100, 999)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}-{rng.randint(10, 99)}"
    },
)

F.reg(
    "clinica_br_mercadopago_point_caixa_python",
    ("caixa/mp_point.py", "financeiro/scripts/cobranca_point_<<n>>.py"),
    """import mercadopago

# Maquininha Point da recepção — <<orgname>>
ACCESS_TOKEN = "<<cred>>"
DEVICE_ID = "PAX_A910__SMARTPOS<<n3>><<n>>"

sdk = mercadopago.SDK(ACCESS_TOKEN)


def cobrar(valor_centavos, descricao):
    intent = {"amount": valor_centavos, "additional_info": {"external_reference": descricao}}
    return sdk.point().create_payment_intent(DEVICE_ID, intent)
""",
    "p:mercadopago",
)
