# ruff: noqa: E501
"""Family l: a school canteen / school-meals contractor (merenda e cantina escolar) in Brazil
(Portuguese): Asaas for parents' prepaid canteen credit, Kubernetes for the ordering app,
WhatsApp, an NF-e A1 certificate, a PDV on Firebird, PagBank, supplier portals, ESP8266 freezer
sensors."""

from __future__ import annotations

import base64
import random

from seventysecond_spec import Fam, dec_b64_field

F = Fam(
    name="merenda_school_meals_brazil",
    key="merenda",
    orgs=("merendabem", "sabordaescola", "pratocerto", "cantinafeliz"),
    orgnames=(
        "Merenda Bem Alimentação Escolar",
        "Sabor da Escola",
        "Prato Certo Refeições",
        "Cantina Feliz",
    ),
    tld="com.br",
    first=(
        ("Ana", "ana"),
        ("João", "joao"),
        ("Maria", "maria"),
        ("Luiz", "luiz"),
        ("Juliana", "juliana"),
        ("Rafael", "rafael"),
        ("Beatriz", "beatriz"),
        ("Thiago", "thiago"),
    ),
    last=(
        ("Silva", "silva"),
        ("Santos", "santos"),
        ("Oliveira", "oliveira"),
        ("Souza", "souza"),
        ("Ferreira", "ferreira"),
        ("Almeida", "almeida"),
        ("Carvalho", "carvalho"),
    ),
    words=(
        "merenda",
        "feijao",
        "arroz",
        "farofa",
        "brigadeiro",
        "pipoca",
        "goiabada",
        "cantina",
        "escola",
        "saopaulo",
        "flamengo",
        "corinthians",
        "palmeiras",
        "saudade",
        "jabuticaba",
        "pacoca",
    ),
    words_u=(),
    pets=("thor", "mel", "pipoca", "bidu", "nina", "pretinha"),
    cc="+55 11 9",
    cities=("Campinas", "São Bernardo do Campo", "Sorocaba", "Guarulhos", "Osasco"),
)

F.reg(
    "asaas_api_key_python_creditos",
    (
        "cantina_app/asaas_client.py",
        "<<org>>-creditos/pagamentos_<<n>>.py",
        "srv/<<org>>/app/asaas.py",
    ),
    '''"""Recarga de créditos da cantina pelos responsáveis (Pix / boleto via Asaas)."""

import requests

ASAAS_URL = "https://api.asaas.com/v3"
ASAAS_API_KEY = "<<cred>>"


def cobrar_recarga(customer_id, valor, aluno):
    body = {"customer": customer_id, "billingType": "PIX", "value": valor, "description": f"Créditos cantina - {aluno}"}
    r = requests.post(f"{ASAAS_URL}/payments", json=body, headers={"access_token": ASAAS_API_KEY}, timeout=20)
    r.raise_for_status()
    return r.json()["invoiceUrl"]
''',
    "p:asaas",
)


def _k8s(r: random.Random, s: dict) -> None:
    s["enc"] = base64.b64encode(str(s["cred"]).encode()).decode()


F.reg(
    "pedidos_k8s_secret_data_base64",
    (
        "k8s/pedidos/secret-db.yaml",
        "<<org>>-infra/overlays/prod/secret-<<n>>.yaml",
        "deploy/<<org>>/db-secret.yaml",
    ),
    """apiVersion: v1
kind: Secret
metadata:
  name: pedidos-db
  namespace: cantina
  labels:
    app: pedidos
type: Opaque
data:
  POSTGRES_USER: cGVkaWRvcw==
  POSTGRES_PASSWORD: <<enc>>
""",
    "pw",
    extra=_k8s,
    decode=dec_b64_field("POSTGRES_PASSWORD"),
)

F.reg(
    "whatsapp_senha_balanca_cozinha",
    (
        "WhatsApp Chat with Nutricionistas <<orgname>>.txt",
        "Conversa do WhatsApp com Cozinha Escola <<n>>.txt",
    ),
    """[<<dmy>> <<time>>] <<first>> <<last>>: Gente, qual a senha do sistema de cardápio? Preciso lançar a merenda de amanhã
[<<dmy>> <<time>>] <<first2>> <<last2>>: usuário cozinha<<n>>, senha <<cred>>
[<<dmy>> <<time2>>] <<first2>> <<last2>>: e não esquece de pesar as sobras na balança 😅
[<<dmy>> <<time2>>] <<first>> <<last>>: Obrigada!!
""",
    "human",
)

F.reg(
    "nfe_certificado_a1_senha_email",
    ("emails/certificado_A1_<<year>>.eml", "Mail/Caixa de Entrada/<<ts>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: Contabilidade <contabil@<<org>>-contabil.com.br>
Subject: Certificado digital A1 renovado - NF-e
Date: Fri, <<d>> Feb <<year>> 11:<<mi>>:00 -0300
Content-Type: text/plain; charset=utf-8

Bom dia,

Segue em anexo o certificado A1 (<<org>>_<<year>>.pfx) renovado para emissão das NF-e de
fornecimento de merenda para a prefeitura de <<city>>.

Senha do certificado: <<cred>>

Validade: 12 meses. Qualquer problema me chamem no WhatsApp.
Att,
<<first>> <<last>> - Financeiro
""",
    "human",
    syntax="",
)

F.reg(
    "pdv_cantina_firebird_ini",
    (
        "C:/PDVCantina/config.ini",
        "pdv/<<org>>/caixa<<n>>/config.ini",
        "backup_pdv_<<date>>/config.ini",
    ),
    """[Banco]
Servidor=<<ip>>
Caminho=C:\\PDVCantina\\Dados\\CANTINA.FDB
Usuario=SYSDBA
Senha=<<cred>>
Porta=3050

[Caixa]
Numero=<<n>>
Impressora=Bematech MP-4200 TH
TEF=Nao
""",
    "pw",
)

F.reg(
    "pagbank_token_env",
    ("loja-creditos/.env", "<<org>>-loja/.env.production", "srv/<<org>>/pagbank_<<n>>.env"),
    """APP_ENV=production
PAGBANK_ENV=production
PAGBANK_EMAIL=financeiro@<<dom>>
PAGBANK_TOKEN=<<cred>>
NOTIFICATION_URL=https://<<dom>>/pagbank/notificacao
""",
    "p:pagbank",
)

F.reg(
    "fornecedores_csv_portal_senha",
    ("compras/portais_fornecedores_<<year>>.csv", "drive/<<org>>/Fornecedores <<mo>>.csv"),
    """Fornecedor;Portal;Usuário;Senha;Contato
Hortifruti <<city>>;https://pedidos.hortifruti<<nn>>.com.br;<<org>>;<<cred>>;<<first2>> <<last2>>
Laticínios Serra;portal por telefone;-;-;<<first>> <<last>>
""",
    "human",
)

F.reg(
    "freezer_sensor_esp8266_ino",
    ("firmware/freezer_cozinha<<n>>/freezer_cozinha<<n>>.ino", "<<org>>-iot/freezer_<<nn>>.ino"),
    """// Sensor de temperatura do freezer (DS18B20) - cozinha escola <<n>>
#include <ESP8266WiFi.h>
#include <PubSubClient.h>

const char* ssid = "<<org>>_cozinha";
const char* password = "<<cred>>";
const char* mqtt_server = "<<ip>>";

WiFiClient esp;
PubSubClient client(esp);

void setup() {
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) delay(500);
  client.setServer(mqtt_server, 1883);
}

void loop() {
  client.loop();
  delay(60000);
}
""",
    "human",
    syntax="",
)
