# ruff: noqa: E501
"""Family o: a restoration studio (ateliê de conservação e restauro) in Ouro Preto, Minas
Gerais, Brazil (Portuguese; Asaas and PagBank Pix for client billing, NF-e with an A1 certificate,
a private GitLab registry, FileZilla to the microscope camera, a quote spreadsheet)."""

from __future__ import annotations

from ninetyfirst_spec import Fam, dec_basic, enc_basic, grab

FAM = Fam(
    name="ouropreto_restoration_studio_brazil",
    orgs=("atelieouro", "restaurobarroco", "vilarica"),
    titles=(
        "Ateliê Ouro Preto Conservação e Restauro",
        "Restauro Barroco Mineiro",
        "Oficina Vila Rica",
    ),
    tld="com.br",
    first=(
        ("Ana", "ana"),
        ("João", "joao"),
        ("Beatriz", "beatriz"),
        ("Rafael", "rafael"),
        ("Juliana", "juliana"),
        ("Gustavo", "gustavo"),
        ("Larissa", "larissa"),
        ("Thiago", "thiago"),
        ("Mariana", "mariana"),
        ("Felipe", "felipe"),
    ),
    last=(
        ("Silva", "silva"),
        ("Souza", "souza"),
        ("Oliveira", "oliveira"),
        ("Lima", "lima"),
        ("Carvalho", "carvalho"),
        ("Gonçalves", "goncalves"),
        ("Almeida", "almeida"),
        ("Araújo", "araujo"),
    ),
    words=(
        "aleijadinho",
        "barroco",
        "vilarica",
        "tiradentes",
        "pampulha",
        "goiabada",
        "cachaca",
        "saudade",
        "ouro",
        "mineiro",
        "paodequeijo",
        "itacolomi",
        "douramento",
        "policromia",
        "azulejo",
        "ataide",
        "mariana",
        "serra",
    ),
    uwords=(),
    pets=("pipoca", "pacoca", "bidu", "mel", "thor", "pretinha", "fuba"),
    city="Ouro Preto",
    cc="+55 31 9",
)

FAM.reg(
    "ouropreto_portuguese_whatsapp_senha_certificado",
    ("WhatsApp/Conversa do WhatsApp com <<fa>> <<n>>.txt", "chats/atelie_<<date>>.txt"),
    """<<d>>/<<mo>>/<<y>> <<time>> - <<name>>: Bom dia! Vou emitir a nota da igreja de São Francisco hoje
<<d>>/<<mo>>/<<y>> <<time>> - <<name>>: qual é a senha do certificado A1 mesmo?
<<d>>/<<mo>>/<<y>> <<time>> - <<name2>>: <<cred>>
<<d>>/<<mo>>/<<y>> <<time>> - <<name2>>: apaga depois, tá? 😅
<<d>>/<<mo>>/<<y>> <<time>> - <<name>>: pode deixar
""",
    "human",
)

FAM.reg(
    "ouropreto_asaas_client_billing_env",
    ("cobranca/.env", "srv/<<org>>-cobranca-<<n>>/.env"),
    """# Cobrança de clientes (paróquias, prefeituras, colecionadores) -- Asaas
ASAAS_ENV=production
ASAAS_API_URL=https://api.asaas.com/v3
ASAAS_API_KEY='<<cred>>'
ASAAS_WEBHOOK_TOKEN=
TZ=America/Sao_Paulo
""",
    "p:asaas",
)

FAM.reg(
    "ouropreto_nfephp_a1_certificate_config",
    ("nfe/config/certificado.php", "public_html/<<org>>-<<n>>/nfe/config.php"),
    """<?php
// NFePHP -- emissão de NF-e de serviços de restauro
return [
    'atualizacao' => '<<date>> <<time>>:00',
    'tpAmb'       => 1,
    'razaosocial' => '<<title>> LTDA',
    'cnpj'        => '<<n4>><<n3>><<n4>><<n>>',
    'siglaUF'     => 'MG',
    'schemes'     => 'PL_009_V4',
    'versao'      => '4.00',
    'certPfx'     => __DIR__ . '/../certs/a1_<<y>>.pfx',
    'certPassword'=> '<<cred>>',
];
""",
    "pw_sq",
)

FAM.reg(
    "ouropreto_docker_config_json_registry_auth",
    ("home/<<fa>>/.docker/config.json", "root/.docker/config.json.<<n>>"),
    """{
\t"auths": {
\t\t"registry.gitlab.com": {
\t\t\t"auth": "<<enc>>"
\t\t}
\t},
\t"HttpHeaders": {
\t\t"User-Agent": "Docker-Client/24.0.7 (linux)"
\t}
}
""",
    "pw_json",
    extra=lambda rng, s: {"enc": enc_basic(s["user"], s["cred"])},
    decode=lambda t: dec_basic(grab(r'"auth": "([^"]+)"', t)),
)

FAM.reg(
    "ouropreto_pagbank_pix_token_node",
    ("pix/config.js", "srv/<<org>>-pix-<<n>>/src/pagbank.js"),
    """// Cobranças Pix (PagBank) -- sinal de 30% dos orçamentos
const axios = require("axios");

const PAGBANK_TOKEN = "<<cred>>";

async function cobrancaPix(referencia, valorCentavos, cliente) {
  const { data } = await axios.post(
    "https://api.pagseguro.com/orders",
    { reference_id: referencia, customer: cliente, qr_codes: [{ amount: { value: valorCentavos } }],
      notification_urls: ["https://<<dom>>/pix/notificacao"] },
    { headers: { Authorization: `Bearer ${PAGBANK_TOKEN}`, "Content-Type": "application/json" } },
  );
  return data.qr_codes[0].text;
}

module.exports = { cobrancaPix };
""",
    "p:pagbank",
)

FAM.reg(
    "ouropreto_portuguese_email_senha_sei_iphan",
    ("mail/<<date>>-sei.eml", "Maildir/cur/<<ts>>.<<n4>>.<<org>>:2,S"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Acesso ao SEI (protocolo IPHAN) -- projeto de restauro
Date: <<d>> Aug <<y>> <<time>>:00 -0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Oi <<first2>>,

Para protocolar o relatório de intervenção no retábulo junto ao IPHAN,
use o nosso usuário externo do SEI:

Login: <<user>>@<<dom>>
Senha: <<cred>>

Não esqueça de anexar as fotos de antes/depois em PDF/A.

Abraços,
<<name>>
<<title>>
""",
    "human",
)

FAM.reg(
    "ouropreto_microscope_camera_filezilla_sitemanager",
    (
        "home/<<fa>>/.config/filezilla/sitemanager.xml",
        "AppData/Roaming/FileZilla/sitemanager-<<n>>.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.24.0" platform="windows">
  <Servers>
    <Server>
      <Host><<ip>></Host>
      <Port>21</Port>
      <Protocol>0</Protocol>
      <Type>0</Type>
      <User>microscopio</User>
      <Pass><<cred>></Pass>
      <Logontype>1</Logontype>
      <Name>Câmera do estereomicroscópio</Name>
      <RemoteDir>1 0 3 DCIM</RemoteDir>
    </Server>
  </Servers>
</FileZilla3>
""",
    "pw_xml",
)

FAM.reg(
    "ouropreto_orcamentos_semicolon_csv_portal",
    ("planilhas/clientes_<<y>>.csv", "Documentos/orcamentos_<<n>>.csv"),
    """Cliente;Obra;Portal;Usuário;Senha;Obs
Paróquia N. Sra. do Pilar;Retábulo-mor;portal da paróquia;atelie;(com o padre);
Prefeitura de Ouro Preto;Chafariz;compras.<<dom>>;<<user>>;<<cred>>;licitação <<n3>>/<<y>>
Colecionador particular;Oratório;-;-;-;
""",
    "human_x",
)
