"""Family e: a land-registry and notarial office (cartório de registro de imóveis) in Recife
(Brazil), Portuguese."""

# ruff: noqa: E501

import json
import random

from fiftyfourth_spec import RECIFE as F
from fiftyfourth_spec import Slots


def _appsettings(s: Slots) -> str:
    doc = {
        "Logging": {"LogLevel": {"Default": "Warning"}},
        "NfseRecife": {
            "Ambiente": "Producao",
            "InscricaoMunicipal": str(s["big"]),
            "Cnpj": f"{s['big']}000{s['num2']}",
            "CertificadoArquivo": f"C:\\Certificados\\{s['org']}_A1.pfx",
            "CertificadoSenha": s["cred"],
        },
        "ConnectionStrings": {
            "Cartorio": f"Server={s['ip']};Database=cartorio;Trusted_Connection=True"
        },
    }
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


F.reg(
    "recife_nfse_certificado_a1_senha_appsettings_json",
    ("nfse/<<org>>/appsettings.json", "servicos/emissor_nfse_<<num>>/appsettings.Production.json"),
    _appsettings,
    cred="pw_json",
)

F.reg(
    "recife_portuguese_whatsapp_senha_saec_onr",
    ("whatsapp/Conversa do WhatsApp com <<first>>.txt", "atendimento/chat_<<fname>>_<<num>>.txt"),
    """<<dmy_slash>> <<time>> - <<first>> <<last>>: bom dia! a senha do SAEC pra protocolar os títulos online expirou
<<dmy_slash>> <<time>> - <<first2>> <<last2>>: já troquei. login <<login>> senha <<cred>>
<<dmy_slash>> <<time2>> - <<first>> <<last>>: valeu, deu certo
""",
    cred="human",
)

F.reg(
    "recife_pix_cobranca_client_secret_python",
    ("pix/<<org>>/config_pix.py", "integracao_bancaria/pix_<<num>>.py"),
    '''"""Cobrança de emolumentos por Pix (API Pix do banco) - <<org_cap>>."""

PIX_BASE_URL = "https://api.bb.com.br/pix/v2"
PIX_OAUTH_URL = "https://oauth.bb.com.br/oauth/token"
PIX_CLIENT_ID = "eyJpZCI6Ij<<hex8>>"
PIX_CLIENT_SECRET = "<<cred>>"
PIX_APP_KEY = "<<hex16>>"
PIX_CHAVE = "financeiro@<<dom>>"
PIX_CERT = ("/etc/cartorio/pix/cert.pem", "/etc/cartorio/pix/key.pem")
''',
    cred="alnum:44",
)

F.reg(
    "recife_email_senha_central_registradores",
    ("email/<<fname>>/<<date>>_central.eml", "caixa_postal/msg_<<num>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<first2>> <<last2>> <<<email2>>>
Subject: Acesso Central de Registradores - penhoras online
Date: <<rfcdate>>
Content-Type: text/plain; charset=utf-8

Oi <<first2>>,

Segue o acesso da serventia à Central pra você responder as penhoras enquanto eu estiver
de férias:

usuário: <<login>>
senha: <<cred>>

O token do certificado fica na gaveta da oficial, a senha do token ela te passa.

Abraço,
<<first>>
""",
    cred="human",
)

F.reg(
    "recife_firebird_delphi_conexao_ini",
    ("sistema_cartorio/<<org>>/conexao.ini", "C:/Cartorio/Config/banco_<<num>>.ini"),
    """[Conexao]
Servidor=<<ip>>
Porta=3050
Banco=C:\\Cartorio\\Dados\\REGISTRO_<<year>>.FDB
Usuario=SYSDBA
Senha=<<cred>>
Charset=WIN1252

[Indicador]
UltimaMatricula=<<big>>
""",
    cred="pw",
)

F.reg(
    "recife_clicksign_access_token_node",
    ("assinaturas/<<org>>/clicksign.js", "integracoes/assinatura_<<num>>.js"),
    """// Envio de escrituras para assinatura eletrônica (Clicksign) - <<org_cap>>
const fetch = require('node-fetch');

const CLICKSIGN_URL = 'https://app.clicksign.com/api/v1';
const ACCESS_TOKEN = '<<cred>>';

async function criarDocumento(base64Pdf, nome) {
  const res = await fetch(`${CLICKSIGN_URL}/documents?access_token=${ACCESS_TOKEN}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ document: { path: `/escrituras/<<year>>/${nome}.pdf`, content_base64: base64Pdf } }),
  });
  return res.json();
}

module.exports = { criarDocumento };
""",
    cred="uuid",
    syntax="",
)

F.reg(
    "recife_livro_protocolo_ocr_senha_balcao",
    ("digitalizacao/ocr/protocolo_<<num>>.txt", "scan/<<date>>_folha_<<num2>>.txt"),
    """REGISTRO DE IMÓVEIS - <<org_cap>>
LIVRO 1 - PROTOCOLO          FOLHA <<num2>>
--------------------------------------------
Nº <<big>>   <<ddmmyyyy>>   Escritura de compra e venda
Apresentante: <<first>> <<last>>

ANOTAÇÃO DO BALCÃO (não arquivar):
estação balcão 2 - usuário <<login>>
SENHA
<<cred>>
--------------------------------------------
""",
    cred="human_x",
)


def _mysql(rng: random.Random, s: Slots) -> Slots:
    return {"db": rng.choice(("indicador_real", "protocolo", "matriculas"))}


F.reg(
    "recife_mysql_bash_history_senha_inline",
    ("servidor/<<org>>/.bash_history", "backup/root_<<num>>.bash_history"),
    """cd /var/backups/cartorio
ls -lh
mysqldump -u cartorio -p'<<cred>>' -h <<ip>> <<db>> | gzip > <<db>>_<<date>>.sql.gz
scp <<db>>_<<date>>.sql.gz backup@<<ip2>>:/srv/backup/
df -h
exit
""",
    cred="pw_sq",
    extra=_mysql,
)
