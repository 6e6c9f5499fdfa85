# ruff: noqa: E501
"""Family l: cachaça alambiques (pot-still farms, engenhos) in Minas Gerais, Brazil."""

from __future__ import annotations

from thirtyninth_spec import Fam, provider, reg

F = Fam(
    name="minas_cachaca_alambique_engenho",
    tlds=("com.br", "ind.br"),
    orgs=("alambique-serrinha", "engenho-boa-vista", "cachaca-salinas", "fazenda-pau-darco"),
    first=("joao", "maria", "sebastiao", "aparecida", "luiz", "rosangela", "tiao", "fernanda"),
    last=("silva", "souza", "oliveira", "pereira", "rodrigues", "carvalho", "almeida"),
    words=(
        "cachaca",
        "alambique",
        "engenho",
        "salinas",
        "canavial",
        "dorna",
        "garapa",
        "umburana",
        "jequitiba",
        "pinga",
    ),
    pets=("tupa", "pretinha", "bidu", "pipoca", "rex"),
    seasons=("Verao", "Inverno", "Safra", "Moagem"),
    places=("Salinas", "Januaria", "Betim", "Itaverava", "Divinopolis", "Sabara"),
)

reg(
    F,
    "cachaca_whatsapp_senha_nota_fiscal_portal",
    (
        "chat/Conversa do WhatsApp com Escritorio <<org>>.txt",
        "celular/<<user>>/whatsapp_<<date>>.txt",
    ),
    """<<date_sl>> <<time>> - <<first_t>> <<last_t>>: Bom dia! qual a senha do portal da nota fiscal? preciso emitir a nota das 40 caixas de umburana
<<date_sl>> <<time>> - <<first2_t>> <<last2_t>>: login é o CNPJ mesmo
<<date_sl>> <<time>> - <<first2_t>> <<last2_t>>: senha: <<cred>>
<<date_sl>> <<time>> - <<first_t>> <<last_t>>: valeu!! 🥃
""",
    "human",
    syntax="",
)

reg(
    F,
    "cachaca_nfephp_config_certificate_password",
    ("nfe/<<org>>/config/nfe.php", "fiscal/<<org>>/src/ConfigNfe_<<n>>.php"),
    """<?php
// Emissão de NF-e (NFePHP) - certificado A1 do alambique
$config = [
    'atualizacao' => '<<date>> <<time>>:00',
    'tpAmb' => 1,
    'razaosocial' => '<<org_t>> Ltda',
    'siglaUF' => 'MG',
    'cnpj' => '<<n4>><<n4>>000<<n>>',
    'schemes' => 'PL_009_V4',
    'versao' => '4.00',
];
$pfx = file_get_contents(__DIR__ . '/../certs/<<org>>.pfx');
$certPassword = '<<cred>>';
$certificate = \\NFePHP\\Common\\Certificate::readPfx($pfx, $certPassword);
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "cachaca_loja_dotenv_mercadopago_access_token",
    ("loja/<<org>>/.env", "ecommerce/<<org>>/.env.producao"),
    """# Loja virtual - cachaças envelhecidas em umburana e jequitibá
APP_URL=https://loja.<<dom>>
MP_PUBLIC_KEY=APP_USR-<<uuid>>
MP_ACCESS_TOKEN=<<cred>>
FRETE_CEP_ORIGEM=39560000
""",
    "p:mercadopago",
    syntax="",
)

reg(
    F,
    "cachaca_clube_assinatura_appsettings_asaas",
    ("clube/<<org>>/appsettings.Production.json", "assinaturas/<<org>>/appsettings.json"),
    """{
  "Logging": { "LogLevel": { "Default": "Warning" } },
  "ConnectionStrings": {
    "Clube": "Server=<<host>>;Database=clube_cachaca;Integrated Security=true"
  },
  "Asaas": {
    "BaseUrl": "https://api.asaas.com/v3",
    "ApiKey": "<<cred>>",
    "Plano": "Garrafa do mes"
  }
}
""",
    "p:asaas",
)

reg(
    F,
    "cachaca_dorna_fermentation_nodemcu_lua_mqtt",
    ("firmware/<<org>>/dorna_<<n>>/init.lua", "sensores/<<org>>/fermentacao.lua"),
    """-- Temperatura das dornas de fermentação (garapa) -> MQTT
local BROKER = "<<ip>>"
local USER = "dorna<<n>>"
local PASS = "<<cred>>"

m = mqtt.Client("dorna<<n>>", 120, USER, PASS)
m:connect(BROKER, 1883, false, function(c)
  tmr.create():alarm(30000, tmr.ALARM_AUTO, function()
    c:publish("alambique/dorna/<<n>>/temp", tostring(ds18b20.read()), 0, 0)
  end)
end)
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "cachaca_phoenix_prod_secret_exs_bling_key",
    ("loja_phx/<<org>>/config/prod.secret.exs", "erp_sync/<<org>>/config/runtime.exs"),
    """import Config

# Integração com o ERP Bling (pedidos da loja -> estoque do alambique)
config :alambique, Alambique.Bling,
  api_key: "<<cred>>",
  base_url: "https://bling.com.br/Api/v2"

config :alambique, Alambique.Repo,
  hostname: "<<host>>",
  database: "alambique_prod",
  pool_size: 10
""",
    "hex64",
    syntax="",
)

reg(
    F,
    "cachaca_ticket_portuguese_correios_sigep_senha",
    ("chamados/<<org>>/chamado_<<n3>>.txt", "helpdesk/<<org>>/ticket_<<date>>.md"),
    """Chamado #<<n3>> - Etiquetas dos Correios não saem
Aberto por: <<first_t>> <<last_t>> (expedição)   Data: <<date_sl>>

Descrição:
Desde ontem o sistema não gera as etiquetas SEDEX para as caixas de cachaça.
Dados de acesso do SIGEP (contrato <<n4>><<n4>>):
usuário: <<org>>
senha: <<cred>>

Status: aguardando suporte
""",
    "human",
    syntax="",
)

reg(
    F,
    "cachaca_label_art_github_actions_s3_plain_secret",
    (".github/workflows/<<org>>-rotulos.yml", "rotulos/<<org>>/.github/workflows/sync.yml"),
    """name: Sincronizar artes dos rótulos
on:
  push:
    paths: ["rotulos/**"]
jobs:
  sync:
    runs-on: ubuntu-latest
    env:
      AWS_ACCESS_KEY_ID: <<akid>>
      AWS_SECRET_ACCESS_KEY: <<cred>>
      AWS_DEFAULT_REGION: sa-east-1
    steps:
      - uses: actions/checkout@v4
      - run: aws s3 sync rotulos/ s3://<<org>>-rotulos/ --delete
""",
    "p:aws_secret",
    extra=lambda rng, v: v.__setitem__("akid", provider(rng, "aws_akid")),
)
