"""Family p: a forró and samba de gafieira dance school in Salvador, Brazil (Portuguese)."""

# ruff: noqa: E501

from __future__ import annotations

import base64
import json

from sixtyseventh_corpus import alnum, hexs
from sixtyseventh_spec import FORRO as F
from sixtyseventh_spec import after


def _wa_br(s: dict) -> str:
    pre = f"{s['dmys']} {s['time']}"
    a, b = f"{s['fn']} {s['ln']}", f"{s['fn2']} {s['ln2']}"
    return f"""{pre} - {a}: Gente, alguém tem a senha do Instagram da escola? Quero postar o vídeo do baile de sábado
{pre} - {b}: Tenho sim, pera
{s["dmys"]} {s["time2"]} - {b}: {s["cred"]}
{s["dmys"]} {s["time2"]} - {b}: Não passa pros monitores, viu? 😅
{s["dmys"]} {s["time2"]} - {a}: Valeu, minha flor! 💃
"""


F.reg(
    "portuguese_whatsapp_senha_instagram_escola",
    ("WhatsApp Chat with Professores <<n>>.txt", "Conversas/professores-<<date>>.txt"),
    _wa_br,
    cred="human",
    syntax="",
)

F.reg(
    "asaas_mensalidades_dotenv",
    (".env", "mensalidades/.env.production", "srv/<<org>>/cobranca/.env"),
    """# Asaas - cobrança das mensalidades (boleto e Pix)
ASAAS_ENV=production
ASAAS_API_URL=https://api.asaas.com/v3
ASAAS_API_KEY=<<cred>>
ASAAS_WEBHOOK_TOKEN=<<wh>>
ESCOLA_NOME="<<orgc>> Escola de Dança"
""",
    cred="p:asaas",
    syntax="",
    extra=lambda rng, s: {"wh": alnum(rng, 32)},
)

F.reg(
    "pagarme_secret_key_ruby_checkout",
    ("app/services/pagarme_checkout.rb", "<<org>>/lib/pagarme_<<n>>.rb"),
    """# Checkout de pacotes de aulas (Pagar.me v5)
require "net/http"
require "json"

class PagarmeCheckout
  SECRET_KEY = "<<cred>>"
  ENDPOINT = URI("https://api.pagar.me/core/v5/orders")

  def criar(pedido)
    req = Net::HTTP::Post.new(ENDPOINT, "Content-Type" => "application/json")
    req.basic_auth(SECRET_KEY, "")
    req.body = pedido.to_json
    Net::HTTP.start(ENDPOINT.host, 443, use_ssl: true) { |h| h.request(req) }
  end
end
""",
    cred="p:pagarme",
    syntax="",
)

F.reg(
    "nfse_certificado_a1_senha_yaml",
    ("config/nfse.yml", "<<org>>-fiscal/nfse_<<n>>.yaml"),
    """# Emissão de NFS-e (Prefeitura de Salvador) - aulas e eventos
prestador:
  cnpj: "<<n5>><<n3>>000190"
  inscricao_municipal: "<<n5>>"
certificado:
  arquivo: /opt/fiscal/certificado_a1_<<org>>.pfx
  senha: "<<cred>>"
ambiente: producao
rps:
  serie: "A"
  proximo_numero: <<n3>>
""",
    cred="pw",
)

F.reg(
    "portuguese_email_senha_sistema_gestao_academia",
    ("mail/<<login>>/INBOX/<<n5>>.eml", "Outlook/Itens Enviados/<<date>>-<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Acesso ao sistema da recepção
Date: <<d>> Mar <<y>> <<time>>:36 -0300
Content-Type: text/plain; charset="utf-8"

Oi <<fn2>>, tudo bem?

Seguem os dados para acessar o sistema de gestão (check-in dos alunos, mensalidades):
Usuário: recepcao@<<dom>>
Senha: <<cred>>

Qualquer coisa me chama no zap: <<phone>>

Abraço,
<<fn>>
<<orgc>> - Escola de Dança, <<city>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "apps_script_zapi_whatsapp_lembretes",
    ("Apps Script/Lembretes.gs", "<<org>>/apps-script/lembrete_aula_<<n>>.gs"),
    """// Envia lembrete de aula pelo WhatsApp (Z-API) a partir da planilha de alunos
const ZAPI_INSTANCE = "<<inst>>";
const ZAPI_TOKEN = "<<tok>>";
const ZAPI_CLIENT_TOKEN = "<<cred>>";

function enviarLembretes() {
  const aba = SpreadsheetApp.getActive().getSheetByName("Alunos");
  aba.getDataRange().getValues().slice(1).forEach(([nome, fone, turma]) => {
    UrlFetchApp.fetch(`https://api.z-api.io/instances/${ZAPI_INSTANCE}/token/${ZAPI_TOKEN}/send-text`, {
      method: "post",
      contentType: "application/json",
      headers: { "Client-Token": ZAPI_CLIENT_TOKEN },
      payload: JSON.stringify({ phone: fone, message: `Oi ${nome}! Lembrete: aula de ${turma} hoje às 19h 💃` }),
    });
  });
}
""",
    cred=lambda rng, fam: "F" + alnum(rng, 33),
    syntax="",
    extra=lambda rng, s: {"inst": hexs(rng, 32, upper=True), "tok": hexs(rng, 24, upper=True)},
)

F.reg(
    "controlid_catraca_json_config",
    ("catraca/config.json", "<<org>>-acesso/idaccess_<<n>>.json"),
    lambda s: json.dumps(
        {
            "device": {"model": "iDBlock", "ip": s["lan"], "port": 80},
            "login": "admin",
            "password": s["cred"],
            "sync": {"source": "sistema-gestao", "interval_min": 5},
            "escola": f"{s['orgc']} Escola de Dança",
        },
        ensure_ascii=False,
        indent=2,
    ),
    cred="pw_json",
)


def _k8s(s: dict) -> str:
    enc = base64.b64encode(s["cred"].encode()).decode()
    return f"""# Segredo do banco do sistema de matrículas
apiVersion: v1
kind: Secret
metadata:
  name: matriculas-db
  namespace: {s["org"]}
type: Opaque
data:
  DB_USER: {base64.b64encode(b"matriculas").decode()}
  DB_PASSWORD: {enc}
"""


F.reg(
    "matriculas_k8s_secret_data_base64",
    ("k8s/matriculas-secret.yaml", "deploy/<<org>>/secret-<<n>>.yaml"),
    _k8s,
    cred="pw",
    decode=lambda text: base64.b64decode(after(text, "DB_PASSWORD: ").strip()).decode(),
)
