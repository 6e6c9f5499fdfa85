# ruff: noqa: E501
"""Family p: a demolition and construction-waste recycling yard in Brazil (São Paulo), Brazilian Portuguese."""

from __future__ import annotations

import base64
import random
import re

from seventyfirst_spec import Fam, Slots, gen_pw

F = Fam(
    name="entulho_demolicao_reciclagem",
    orgs=("entulhobom", "cacambatec", "demolix", "recicloreto"),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Luiz", "luiz"),
        ("Fernanda", "fernanda"),
        ("Rafael", "rafael"),
        ("Júlia", "julia"),
        ("Thiago", "thiago"),
    ),
    last=(
        ("Silva", "silva"),
        ("Santos", "santos"),
        ("Oliveira", "oliveira"),
        ("Souza", "souza"),
        ("Pereira", "pereira"),
        ("Conceição", "conceicao"),
    ),
    words=(
        "entulho",
        "cacamba",
        "tijolo",
        "saudade",
        "flamengo",
        "corinthians",
        "palmeiras",
        "vasco",
        "brasil",
        "samba",
        "caju",
        "acai",
        "ipanema",
        "sertao",
        "pitanga",
        "paçoca",
    ),
    pets=("thor", "mel", "pipoca", "bolinha", "luna", "pretinha"),
    cc="+55",
)

F.reg(
    "entulho_portuguese_whatsapp_senha_balanca",
    (
        "celular/WhatsApp/Conversa do WhatsApp com <<first>> <<last>>.txt",
        "backup/<<org>>/Conversa do WhatsApp com Pátio <<n>>.txt",
    ),
    """<<dmys>> <<t1>> - <<first>> <<last>>: Bom dia! O sistema da balança travou e pediu login de novo
<<dmys>> <<t2>> - <<first2>> <<last2>>: Usuário <<user>>
<<dmys>> <<t2>> - <<first2>> <<last2>>: senha <<cred>>
<<dmys>> <<t3>> - <<first>> <<last>>: Entrou, valeu! Já tem 3 caçambas na fila
<<dmys>> <<t4>> - <<first2>> <<last2>>: <Mídia oculta>
""",
    "human",
    syntax="",
)


def _efi(rng: random.Random, s: Slots) -> None:
    s["cid"] = "Client_Id_" + s["h40"]
    s["needle"] = str(s["cred"]).removeprefix(
        "Client_Secret_"
    )  # the kit refuses "secret" in a needle


F.reg(
    "entulho_efi_pix_client_secret_node",
    ("cobranca/<<org>>/efi.config.js", "api-<<n>>/src/config/pix.js"),
    """// Cobrança Pix das locações de caçamba (Efí / Gerencianet)
module.exports = {
  sandbox: false,
  client_id: '<<cid>>',
  client_secret: '<<cred>>',
  certificate: './certs/producao-<<nnn>>.p12',
  chavePix: '<<uid>>',
};
""",
    "p:efi",
    syntax="",
    extra=_efi,
)

F.reg(
    "entulho_omie_app_secret_python",
    ("integracao/<<org>>/omie_notas_<<n>>.py", "scripts/omie_ctr_<<fa>>.py"),
    '''"""Lança as notas de serviço de remoção de entulho no Omie."""

import requests

APP_KEY = "<<num12>>"
APP_SECRET = "<<cred>>"


def listar_clientes(pagina: int = 1) -> dict:
    payload = {
        "call": "ListarClientes",
        "app_key": APP_KEY,
        "app_secret": APP_SECRET,
        "param": [{"pagina": pagina, "registros_por_pagina": 50}],
    }
    return requests.post("https://app.omie.com.br/api/v1/geral/clientes/", json=payload, timeout=30).json()
''',
    "hex:32",
)


def _k8s(rng: random.Random, s: Slots) -> None:
    s["b64pw"] = base64.b64encode(str(s["cred"]).encode()).decode()
    s["b64user"] = base64.b64encode(str(s["user"]).encode()).decode()


def _dec_k8s(text: str) -> str:
    m = re.search(r"NFE_CERT_PASSWORD: ([A-Za-z0-9+/=]+)", text)
    if not m:
        raise ValueError("no NFE_CERT_PASSWORD")
    return base64.b64decode(m.group(1)).decode("utf-8")


F.reg(
    "entulho_nfe_certificado_senha_k8s_secret_base64",
    ("k8s/<<org>>/nfe-emissor-secret.yaml", "deploy/<<n>>/secrets/nfe.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: nfe-emissor
  namespace: <<org>>
type: Opaque
data:
  NFE_CERT_PASSWORD: <<b64pw>>
  SEFAZ_USER: <<b64user>>
""",
    "human",
    extra=_k8s,
    decode=_dec_k8s,
)

F.reg(
    "entulho_truck_scale_toledo_ini",
    ("C/Balanca/<<org>>_pesagem.ini", "patio-<<n>>/Balanca/config.ini"),
    """[Balanca]
Modelo=Toledo 9098
Porta=COM3
Velocidade=4800

[Banco]
Servidor=<<lan>>
Banco=pesagem
Usuario=balanca
Senha=<<cred>>

[Ticket]
Impressora=EPSON TM-T20
""",
    "pw",
    syntax="ini",
)

F.reg(
    "entulho_ctr_manifest_sinir_curl_script",
    ("scripts/<<org>>/enviar_mtr_<<n>>.sh", "home/<<fa>>/mtr_sinir.sh"),
    """#!/bin/bash
# Envia os Manifestos de Transporte de Resíduos (MTR) do dia
set -euo pipefail
DIA=$(date +%Y-%m-%d)
for f in /srv/mtr/$DIA/*.json; do
  curl -sS -u '<<user>>:<<cred>>' -H 'Content-Type: application/json' \\
    --data @"$f" https://mtr.<<dom>>/api/manifestos
done
""",
    lambda rng: gen_pw(rng, sym="!#%*+-_.?@^~"),
    syntax="",
)

F.reg(
    "entulho_yard_cameras_go2rtc_yaml",
    ("nvr/<<org>>/go2rtc.yaml", "patio-<<n>>/config/go2rtc.yml"),
    """# Câmeras do pátio e da balança (Intelbras MHDX)
streams:
  balanca: rtsp://admin:<<cred>>@<<lan>>:554/cam/realmonitor?channel=1&subtype=0
  patio_entrada: rtsp://admin:<<cred>>@<<lan>>:554/cam/realmonitor?channel=2&subtype=0
api:
  listen: ":1984"
""",
    "pw_url",
)

F.reg(
    "entulho_mercadopago_access_token_php",
    ("site/<<org>>/config/mercadopago.php", "locacao-<<n>>/app/config/pagamento.php"),
    """<?php
// Pagamento online da locação de caçambas (Mercado Pago Checkout Pro)
return [
    'public_key' => 'APP_USR-<<uid>>',
    'access_token' => '<<cred>>',
    'notification_url' => 'https://<<dom>>/webhooks/mercadopago',
    'statement_descriptor' => '<<orgu>>',
];
""",
    "p:mercadopago",
    syntax="",
)
