"""Family l: a motel on the highway outside Belo Horizonte, Brazil (Portuguese)."""

# ruff: noqa: E501

from __future__ import annotations

import xml.etree.ElementTree as ET

from hundredtwentyfifth_corpus import SYM_XML
from hundredtwentyfifth_spec import Fam, enc_xml, gen, jdump, pw_with

F = Fam(
    name="motelzinho_motel_brazil",
    orgs=("estradalua",),
    tld="com.br",
    first=(
        ("Thiago", "thiago"),
        ("Juliana", "juliana"),
        ("Rafael", "rafael"),
        ("Camila", "camila"),
        ("Márcio", "marcio"),
        ("Patrícia", "patricia"),
        ("Lucas", "lucas"),
        ("Fernanda", "fernanda"),
    ),
    last=(
        ("Silva", "silva"),
        ("Souza", "souza"),
        ("Oliveira", "oliveira"),
        ("Pereira", "pereira"),
        ("Rodrigues", "rodrigues"),
        ("Conceição", "conceicao"),
    ),
    words=(
        "saudade",
        "paixao",
        "amor",
        "galo",
        "cruzeiro",
        "brasil",
        "mineiro",
        "cachaca",
        "feijoada",
        "pequi",
        "uai",
        "estrada",
        "lua",
        "hidro",
        "carnaval",
        "tropical",
        "beijo",
        "atletico",
    ),
    pets=("thor", "mel", "pipoca", "bidu", "luna", "pretinha", "amora"),
    cc="55",
    city="Belo Horizonte",
)

F.reg(
    "motelzinho_whatsapp_portuguese_senha_suites",
    ("WhatsApp Chat - Recepção <<n>>.txt", "celular/<<fa>>/_chat.txt"),
    """[<<dmys>> <<time>>:<<secs>>] <<fn>> <<ln>>: Boa noite! O sistema das suítes pediu login de novo, qual a senha?
[<<dmys>> <<time2>>:05] <<fn2>>: usuário recepcao2
[<<dmys>> <<time2>>:09] <<fn2>>: senha <<cred>>
[<<dmys>> <<time2>>:31] <<fn>> <<ln>>: Valeu! Suíte 12 liberada
""",
    cred="human",
)

F.reg(
    "motelzinho_mercadopago_access_token_node",
    ("pagamentos/mercadopago_<<n>>.js", "api/<<fa>>/mp.js"),
    """// Pagamento antecipado de suíte (Pix / cartão) pelo Mercado Pago
import { MercadoPagoConfig, Payment } from 'mercadopago';

const client = new MercadoPagoConfig({
  accessToken: '<<cred>>',
  options: { timeout: 5000 },
});

export async function cobrarPix(valor, descricao) {
  const payment = new Payment(client);
  return payment.create({ body: { transaction_amount: valor, description: descricao, payment_method_id: 'pix', payer: { email: 'recepcao@<<dom>>' } } });
}
""",
    cred="p:mercadopago",
    syntax="",
)

F.reg(
    "motelzinho_intelbras_dvr_rtsp_ffmpeg_sh",
    ("scripts/grava_portaria_<<n>>.sh", "home/<<fa>>/cameras.sh"),
    """#!/bin/sh
# Grava a câmera da portaria (DVR Intelbras) em blocos de 15 min
DEST=/mnt/hd/portaria
mkdir -p "$DEST"
ffmpeg -rtsp_transport tcp -i "rtsp://admin:<<cred>>@<<lan>>:554/cam/realmonitor?channel=1&subtype=0" \\
  -c copy -f segment -segment_time 900 -reset_timestamps 1 -strftime 1 "$DEST/%Y%m%d_%H%M.mp4"
""",
    cred="human_u",
    syntax="",
)


def _asaas(s):
    return jdump(
        {
            "ambiente": "producao",
            "baseUrl": "https://api.asaas.com/v3",
            "apiKey": s["cred"],
            "walletId": s["uuid"],
            "webhookToken": s["wh"],
            "cobranca": {"tipo": "PIX", "vencimentoDias": 0},
        }
    )


F.reg(
    "motelzinho_asaas_pix_api_key_json",
    ("config/asaas_<<n>>.json", "pix/<<fa>>/asaas.json"),
    _asaas,
    cred="p:asaas",
    extra=lambda rng, s: {"wh": gen(rng, "alnum:24")},
)

F.reg(
    "motelzinho_suite_automation_esp32_ino",
    ("firmware/suite_<<n>>/suite_<<n>>.ino", "arduino/<<fa>>/garagem/garagem.ino"),
    """// Automação da suíte: portão da garagem + sensor de porta (ESP32)
#include <WiFi.h>
#include <PubSubClient.h>

const char* ssid = "MOTEL_AUTOMACAO";
const char* password = "<<cred>>";
const char* mqtt_server = "<<lan>>";

WiFiClient espClient;
PubSubClient client(espClient);

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) delay(500);
  client.setServer(mqtt_server, 1883);
}

void loop() { client.loop(); }
""",
    cred="pw_dq",
    syntax="",
)

F.reg(
    "motelzinho_nfe_certificado_senha_properties",
    ("nfe/config_<<n>>.properties", "sistema/<<fa>>/nfe.properties"),
    """# NFC-e / NF-e - certificado A1
nfe.ambiente=1
nfe.uf=MG
nfe.cnpj=<<num>>000<<n>>
nfe.certificado.arquivo=C:/Motel/cert/<<org>>.pfx
nfe.certificado.senha=<<cred>>
nfe.csc.id=000001
""",
    cred="pw",
    syntax="",
)

F.reg(
    "motelzinho_portuguese_email_senha_sistema",
    ("email/<<fa>>/<<date>>_acesso.eml", "outlook/<<org>>/msg_<<n>>.eml"),
    """From: <<fac>> <<lac>> <<<email>>>
To: <<email2>>
Subject: Acesso ao sistema de suítes
Date: <<dd>> Nov <<year>> <<time>>:00 -0300
Content-Type: text/plain; charset=utf-8

Oi <<fn2>>,

Seguem os dados do sistema de gestão das suítes pra você cobrir o turno da madrugada:

usuário: <<user>>
senha: <<cred>>

Qualquer coisa me chama no zap <<phone>>.
Abraço,
<<fn>>
""",
    cred="human",
)


def _dec_xml(text: str) -> str:
    node = ET.fromstring(text).find(".//senha")
    if node is None or node.text is None:
        raise ValueError("no senha")
    return node.text


F.reg(
    "motelzinho_pms_config_xml_escaped_senha",
    ("sistema/config_<<n>>.xml", "C:/MotelGestor/<<fa>>/conexao.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuracao>
  <banco>
    <servidor><<lan>></servidor>
    <porta>3050</porta>
    <arquivo>C:\\MotelGestor\\dados\\MOTEL.FDB</arquivo>
    <usuario>SYSDBA</usuario>
    <senha><<enc>></senha>
  </banco>
  <portaria impressora="EPSON TM-T20" />
</configuracao>
""",
    cred=lambda rng, fam: pw_with(rng, "&<>", SYM_XML),
    extra=lambda rng, s: {"enc": enc_xml(s["cred"])},
    decode=_dec_xml,
)
