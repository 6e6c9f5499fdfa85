# ruff: noqa: E501
"""Family j: a financeira / payday lender (crédito pessoal) in Brazil: Pix via Efí, the
Serasa Experian credit-bureau API, Zenvia SMS, ClickSign, Unico biometrics, a collections
database; Portuguese WhatsApp and a correspondent sheet."""

from __future__ import annotations

import re
import urllib.parse

from eightyseventh_spec import Fam, enc_url

F = Fam(
    name="emprestimo_payday_lender",
    orgs=("creditoagil", "graninharapida"),
    brands=("Crédito Ágil Financeira", "Graninha Rápida"),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Ana Paula", "anapaula"),
        ("Rodrigo", "rodrigo"),
        ("Fernanda", "fernanda"),
        ("Thiago", "thiago"),
        ("Luciana", "luciana"),
        ("Márcio", "marcio"),
        ("Camila", "camila"),
    ),
    last=(
        ("Silva", "silva"),
        ("Oliveira", "oliveira"),
        ("Souza", "souza"),
        ("Araújo", "araujo"),
        ("Cavalcanti", "cavalcanti"),
        ("Lima", "lima"),
    ),
    words=(
        "saudade",
        "feijoada",
        "brigadeiro",
        "flamengo",
        "sport",
        "frevo",
        "maracatu",
        "coxinha",
        "jangada",
        "caju",
        "sertão",
        "mandacaru",
    ),
    pets=("thor", "mel", "pipoca", "bidu", "nina", "paçoca"),
    places=(
        ("Recife", "recife"),
        ("Olinda", "olinda"),
        ("Caruaru", "caruaru"),
        ("Jaboatão", "jaboatao"),
        ("Petrolina", "petrolina"),
    ),
    cc="+55",
    mobile=("8199", "8198", "8197", "8798"),
    nlocal=6,
)

F.reg(
    "emprestimo_efi_pix_client_secret_env",
    ("credito-api/.env", "srv/<<org>>/pix/.env.production"),
    """# Pix de liberação do empréstimo (Efí / Gerencianet)
EFI_CLIENT_ID=Client_Id_<<cid>>
EFI_CLIENT_SECRET=Client_Secret_<<cred>>
EFI_CERT_PATH=/run/secrets/efi_producao.p12
EFI_SANDBOX=false
PIX_CHAVE=<<n6>><<n6>>
""",
    cred="p:efi_secret",
    extra=lambda rng, s: {"cid": "".join(rng.choice("0123456789abcdef") for _ in range(40))},
)

F.reg(
    "emprestimo_whatsapp_senha_serasa",
    ("WhatsApp Chat with Loja <<placea>> <<n2>>.txt", "conversas/<<fa>>/serasa_<<n3>>.txt"),
    """<<dmy>> <<time>> - <<fn>> <<ln>>: Gente, o Serasa tá pedindo senha de novo pra consultar CPF
<<dmy>> <<time>> - <<fn2>> <<ln2>>: Usuário é <<user>>
<<dmy>> <<time2>> - <<fn2>> <<ln2>>: senha <<cred>>
<<dmy>> <<time2>> - <<fn2>> <<ln2>>: apaga depois, tá?
<<dmy>> <<time2>> - <<fn>> <<ln>>: Valeu! consegui consultar 🙏
""",
    cred="human",
)

F.reg(
    "emprestimo_serasa_experian_spring_properties",
    (
        "src/main/resources/application-prod.properties",
        "credito-score/<<placea>>/application.properties",
    ),
    """spring.application.name=credito-score
server.port=<<port>>
# Serasa Experian - consulta de score e restrições (PF)
serasa.api.url=https://api.serasaexperian.com.br/security/iam/v1/client-identities/login
serasa.api.client-id=<<uid>>
serasa.api.client-secret=<<cred>>
spring.datasource.url=jdbc:postgresql://<<ip>>:5432/credito
spring.datasource.username=credito_app
spring.datasource.password=${DB_PASSWORD}
""",
    cred="pw",
    syntax="",
)

F.reg(
    "emprestimo_zenvia_sms_cobranca_python",
    ("cobranca/lembrete_sms.py", "scripts/<<placea>>_cobranca_zenvia.py"),
    '''"""Lembrete de parcela vencendo amanhã (Zenvia SMS)."""

import requests

ZENVIA_TOKEN = "<<cred>>"


def lembrar(celular: str, nome: str, valor: str) -> int:
    body = {
        "from": "<<org>>",
        "to": celular,
        "contents": [{"type": "text", "text": f"{nome}, sua parcela de R$ {valor} vence amanhã. <<brand>>"}],
    }
    r = requests.post(
        "https://api.zenvia.com/v2/channels/sms/messages",
        json=body,
        headers={"X-API-TOKEN": ZENVIA_TOKEN},
        timeout=15,
    )
    return r.status_code


if __name__ == "__main__":
    lembrar("<<phone>>", "<<fn>>", "312,50")
''',
    cred="alnum:36",
)

F.reg(
    "emprestimo_clicksign_contract_ruby",
    ("lib/contratos/clicksign.rb", "app/services/<<placea>>_clicksign.rb"),
    """require 'net/http'
require 'json'

# Envia o contrato de empréstimo para assinatura digital
module Contratos
  CLICKSIGN_ACCESS_TOKEN = '<<cred>>'.freeze
  BASE = 'https://app.clicksign.com/api/v1'.freeze

  def self.enviar(pdf_base64, nome)
    uri = URI("#{BASE}/documents?access_token=#{CLICKSIGN_ACCESS_TOKEN}")
    body = { document: { path: "/contratos/#{nome}.pdf", content_base64: "data:application/pdf;base64,#{pdf_base64}" } }
    Net::HTTP.post(uri, body.to_json, 'Content-Type' => 'application/json')
  end
end
""",
    cred="uuid",
    syntax="",
)


def _dec_url(t: str) -> str:
    m = re.search(r"postgresql://cobranca:([^@]+)@", t)
    return urllib.parse.unquote(m.group(1))


F.reg(
    "emprestimo_cobranca_db_url_percent_encoded",
    ("docker-compose.yml", "deploy/<<placea>>/docker-compose.prod.yml"),
    lambda s: (
        f"""services:
  cobranca:
    image: registry.{s["dom"]}/cobranca:{s["n2"]}
    environment:
      DATABASE_URL: "postgresql://cobranca:{enc_url(str(s["cred"]))}@{s["ip"]}:5432/cobranca"
      TZ: America/Recife
    restart: unless-stopped
"""
    ),
    cred="pw_sq",
    decode=_dec_url,
)

F.reg(
    "emprestimo_unico_biometria_pem_key_file",
    ("config/keys/unico_<<org>>_<<n3>>.pem", "biometria/<<placea>>/unico-service-account.key.pem"),
    "<<cred>>\n",
    cred="rsa8",
    syntax="",
)

F.reg(
    "emprestimo_correspondentes_csv_senha",
    ("planilhas/correspondentes_<<placea>>.csv", "Downloads/acessos_loja_<<n3>>.csv"),
    """loja;correspondente;usuário do sistema;senha;observação
<<placea>> centro;<<fn>> <<ln>>;<<user>>;<<cred>>;trocar no dia 5
<<placea>> feira;<<fn2>> <<ln2>>;<<user2>>;(bloqueado);aguardando treinamento
""",
    cred="human",
)
