# ruff: noqa: E501
"""Family n: an oyster and mussel farm in Ribeirão da Ilha, Florianópolis, Brazil (Portuguese)."""

from __future__ import annotations

import json

from seventyfourth_spec import Fam, b64s, dec_b64_field

RIBEIRAO = Fam(
    name="ribeirao_ilha_mollusc_farm",
    orgs=("ostrariba", "mexilhaoilha", "sambaquimar"),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Maria", "maria"),
        ("Luiz", "luiz"),
        ("Ana Paula", "anapaula"),
        ("Adilson", "adilson"),
        ("Rosângela", "rosangela"),
        ("Valdir", "valdir"),
        ("Jucélia", "jucelia"),
        ("Gilmar", "gilmar"),
        ("Tânia", "tania"),
    ),
    last=(
        ("da Silva", "dasilva"),
        ("Souza", "souza"),
        ("Pereira", "pereira"),
        ("Machado", "machado"),
        ("Vieira", "vieira"),
        ("Cardoso", "cardoso"),
        ("Coelho", "coelho"),
        ("Medeiros", "medeiros"),
    ),
    words=(
        "ostra",
        "mexilhao",
        "berbigao",
        "ribeirao",
        "floripa",
        "manezinho",
        "tainha",
        "lagoa",
        "sambaqui",
        "avai",
        "figueirense",
        "boitata",
        "pirao",
        "bernunca",
        "desterro",
        "marisco",
        "vieira",
        "garoupa",
    ),
    pets=("Pipoca", "Thor", "Mel", "Bidu", "Pacoca", "Nina"),
    cc="+55",
    vessels=("Baleeira Dona Ivone", "Canoa Tainha", "Bateira São Pedro", "Baleeira Ilhéu"),
    places=(
        "Ribeirão da Ilha",
        "Santo Antônio de Lisboa",
        "Sambaqui",
        "Palhoça",
        "Governador Celso Ramos",
    ),
)
F = RIBEIRAO.reg

F(
    "ostrasc_portuguese_whatsapp_senha_conta_pix",
    (
        "WhatsApp/Conversa do WhatsApp com Fazenda.txt",
        "Downloads/Conversa do WhatsApp com <<fn2>> <<n>>.txt",
    ),
    """<<dmy>> <<time>> - <<fn2>> <<ln2>>: Bom dia! Qual é a senha da conta do banco no app? Preciso mandar o Pix do restaurante do <<place>>
<<dmy>> <<time>> - <<fn>> <<ln>>: Oi, é a mesma do computador do galpão
<<dmy>> <<time2>> - <<fn>> <<ln>>: senha: <<cred>>
<<dmy>> <<time2>> - <<fn2>> <<ln2>>: Valeu! 🦪 Hoje saíram 40 dúzias de ostra
<<dmy>> <<time2>> - <<fn>> <<ln>>: Apaga a msg depois, tá?
""",
    cred="human",
)

F(
    "ostrasc_asaas_pix_charges_php",
    ("cobranca/asaas.php", "www/<<org>>/app/Cobranca/AsaasClient.php"),
    """<?php
// Cobrança por Pix/boleto dos restaurantes que compram ostras e mexilhões (Asaas)
const ASAAS_API_KEY = '<<cred>>';
const ASAAS_URL = 'https://api.asaas.com/v3';

function asaas_cobranca(string $customerId, float $valor, string $descricao): array
{
    $ch = curl_init(ASAAS_URL . '/payments');
    curl_setopt_array($ch, [
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_POST => true,
        CURLOPT_HTTPHEADER => ['Content-Type: application/json', 'access_token: ' . ASAAS_API_KEY],
        CURLOPT_POSTFIELDS => json_encode([
            'customer' => $customerId,
            'billingType' => 'PIX',
            'value' => $valor,
            'dueDate' => date('Y-m-d', strtotime('+3 days')),
            'description' => $descricao,
        ]),
    ]);
    return json_decode(curl_exec($ch), true);
}
""",
    cred="p:asaas",
    syntax="",
)

F(
    "ostrasc_mercadopago_point_js",
    ("vendas/mercadopago.js", "srv/<<org>>/feira/mpPoint.js"),
    """// Maquininha Point (Mercado Pago) na banca da feira - venda de ostras vivas
const { MercadoPagoConfig, Payment } = require('mercadopago');

const client = new MercadoPagoConfig({
  accessToken: '<<cred>>',
  options: { timeout: 5000 },
});

async function pix(valor, descricao, email) {
  const payment = new Payment(client);
  return payment.create({
    body: { transaction_amount: valor, description: descricao, payment_method_id: 'pix', payer: { email } },
  });
}

module.exports = { pix };
""",
    cred="p:mercadopago",
    syntax="",
)


def _docker_cfg(s):
    doc = {
        "auths": {
            f"registry.{s['dom']}": {"auth": b64s(f"{s['user']}:{s['cred']}")},
        },
        "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
    }
    return json.dumps(doc, indent="\t")


F(
    "ostrasc_water_quality_sonde_docker_config_auth",
    ("home/<<user>>/.docker/config.json", "root/.docker/config.json"),
    _docker_cfg,
    cred="pw_json",
    decode=dec_b64_field(r'"auth":\s*"([^"]+)"', split_user=True),
)

F(
    "ostrasc_acbr_monitor_ini_certificado_senha",
    ("ACBrMonitorPLUS/ACBrMonitor.ini", "C/ACBr/<<org>>/ACBrMonitor.ini"),
    """[ACBrMonitor]
Modo_TCP=1
TCP_Porta=3434

[Certificado]
SSLLib=4
CryptLib=3
HttpLib=2
XmlSignLib=4
ArquivoPFX=C:\\ACBr\\certificado\\<<org>>_A1.pfx
Senha=<<cred>>
NumeroSerie=

[WebService]
UF=SC
Ambiente=1
""",
    cred="pw",
)

F(
    "ostrasc_sensor_buoy_chirpstack_toml",
    ("etc/chirpstack/chirpstack.toml", "lorawan/<<org>>/chirpstack.toml"),
    """# Boias com sensores de temperatura / salinidade / clorofila nas lanternas de cultivo (LoRaWAN)
[logging]
  level = "info"

[postgresql]
  dsn = "postgres://chirpstack:<<cred>>@localhost/chirpstack?sslmode=disable"
  max_open_connections = 10

[redis]
  servers = ["redis://localhost/"]

[network]
  net_id = "000000"
  enabled_regions = ["au915_1"]
""",
    cred="pw_url",
)


def _keep(s):
    doc = {
        "color": "YELLOW",
        "isTrashed": False,
        "isPinned": True,
        "isArchived": False,
        "textContent": f"Roteador galpão\n{s['cred']}",
        "title": "wifi",
        "userEditedTimestampUsec": s["epoch"] * 1_000_000,
        "createdTimestampUsec": s["epoch"] * 1_000_000 - 86_400_000_000,
        "labels": [{"name": "fazenda"}],
    }
    return json.dumps(doc, ensure_ascii=False)


F(
    "ostrasc_google_keep_takeout_json_note",
    ("Takeout/Keep/wifi_<<n>>.json", "Takeout-<<ymd>>/Keep/<<date>>T<<time>>_<<n2>>.json"),
    _keep,
    cred="human_x",
)

F(
    "ostrasc_epagri_email_senha_portal_monitoramento",
    ("Mail/Enviados/<<ymd>>_portal.eml", "Thunderbird/<<user>>/Sent/senha_portal_<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Acesso ao portal de monitoramento (biotoxinas / coliformes)
Date: Tue, <<d>> Sep <<y>> <<hms>> -0300
Content-Type: text/plain; charset=UTF-8

Oi <<fn2>>,

Para consultar os laudos do monitoramento das áreas de cultivo (a CIDASC publica
toda semana) e liberar a retirada das ostras, usa o nosso acesso:

Usuário: <<user>>
Senha: <<cred>>

Se a área do <<place>> estiver interditada, avisa os restaurantes antes das 8h.

Abraço,
<<fn>> <<ln>>
Fazenda Marinha <<orgc>>
""",
    cred="human",
)
