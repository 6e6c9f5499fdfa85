# ruff: noqa: E501
"""Family l: a florist (floricultura) in Belo Horizonte (Brazil); Portuguese."""

from __future__ import annotations

import json

from hundredtwentyeighth_spec import Fam, enc_json_u, hexs, pick

L = Fam(
    name="floricultura_buque_ramalhete",
    orgs=("florbela", "sumbulflor", "ramalhetebh", "girassolflores"),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Ana Paula", "anapaula"),
        ("Thiago", "thiago"),
        ("Luana", "luana"),
        ("Márcio", "marcio"),
        ("Fernanda", "fernanda"),
        ("Conceição", "conceicao"),
    ),
    last=(
        ("Silva", "silva"),
        ("Souza", "souza"),
        ("Oliveira", "oliveira"),
        ("Pereira", "pereira"),
        ("Carvalho", "carvalho"),
        ("Gonçalves", "goncalves"),
    ),
    words=(
        "flor",
        "rosa",
        "girassol",
        "orquidea",
        "buque",
        "galo",
        "cruzeiro",
        "atletico",
        "mineiro",
        "pampulha",
        "saudade",
        "feijao",
        "brigadeiro",
        "ipe",
        "jabuti",
        "samba",
        "amor",
        "lirio",
    ),
    pets=("bidu", "pipoca", "thor", "mel", "paçoca"),
    cc="+55",
    city="Belo Horizonte",
)
PT_ACCENT = ("Orquídea", "Coração", "Lírio", "Ipê", "Paçoca", "Girassóis", "Violão", "Jabuticaba")

L.reg(
    "floric_whatsapp_senha_nuvemshop",
    ("WhatsApp/Conversa do WhatsApp com <<first>>.txt", "backup/zap_<<fa>>_<<num>>.txt"),
    """<<dmy>> <<time>> - <<first>> <<last>>: Oi! Qual a senha do painel da Nuvemshop? Preciso subir as coroas de flores
<<dmy>> <<time2>> - <<first2>>: email <<email>>
<<dmy>> <<time2>> - <<first2>>: senha <<cred>>
<<dmy>> <<time2>> - <<first2>>: apaga depois tá
<<dmy>> <<time2>> - <<first>> <<last>>: Blz, obrigada 🌻
""",
    "human",
    syntax="",
)

L.reg(
    "floric_asaas_pix_cobranca_dotenv",
    ("<<org>>-loja/.env", "api/<<fa>>/.env.production"),
    """NODE_ENV=production
ASAAS_API_URL=https://api.asaas.com/v3
ASAAS_API_KEY=<<cred>>
ASAAS_WEBHOOK_TOKEN=<<wh>>
PIX_CHAVE=<<email>>
""",
    "p:asaas",
    syntax="",
    extra=lambda rng, s: {"wh": hexs(rng, 12)},
)

L.reg(
    "floric_nuvemshop_orders_python",
    ("scripts/pedidos_dia_das_maes.py", "<<org>>/nuvemshop_<<year>>.py"),
    '''"""Lista pedidos de entrega do dia para a rota do motoboy."""

import requests

STORE_ID = <<num>>
TOKEN = "<<cred>>"


def pedidos(data):
    r = requests.get(
        f"https://api.nuvemshop.com.br/v1/{STORE_ID}/orders",
        headers={"Authentication": f"bearer {TOKEN}", "User-Agent": "<<org>> (<<email>>)"},
        params={"created_at_min": data, "per_page": 200},
        timeout=30,
    )
    return r.json()
''',
    "p:nuvemshop",
)

L.reg(
    "floric_pagseguro_token_java_properties",
    ("src/main/resources/pagseguro.properties", "<<org>>-erp/config/pagseguro_<<n>>.properties"),
    """# PagBank / PagSeguro - produção
pagseguro.email=<<email>>
pagseguro.token=<<cred>>
pagseguro.sandbox=false
pagseguro.notificationURL=https://<<dom>>/notificacao
""",
    "p:pagseguro",
    syntax="",
)


def _pt_pw(rng, f):
    return f"{pick(rng, PT_ACCENT)}{pick(rng, ('', '@', '#', '.'))}{rng.randint(1, 2026)}{pick(rng, ('', '!', '*'))}"


def _dec_json(text: str) -> str:
    return json.loads(text)["integracoes"]["ifood"]["senha"]


L.reg(
    "floric_app_export_json_unicode_escaped_senha",
    ("export/<<org>>_config.json", "backup/<<fa>>/configuracoes_<<year>>.json"),
    """{
  "loja": "<<org>>",
  "cidade": "Belo Horizonte",
  "integracoes": {
    "ifood": {"usuario": "<<email>>", "senha": "<<enc>>"},
    "whatsapp_business": {"numero": "<<phone_raw>>"}
  },
  "exportado_em": "<<date>>T<<hms>>"
}
""",
    _pt_pw,
    extra=lambda rng, s: {"enc": enc_json_u(s["cred"])},
    decode=_dec_json,
)

L.reg(
    "floric_bling_erp_apikey_php",
    ("bling/config.php", "<<org>>/integracao_bling_<<n>>.php"),
    """<?php
// Bling ERP - emissão de NF-e das vendas de balcão
$blingApiKey = '<<cred>>';
$url = 'https://bling.com.br/Api/v2/pedidos/json/';
$params = ['apikey' => $blingApiKey, 'filters' => 'dataEmissao[<<dmy>> TO <<dmy>>]'];
$resposta = file_get_contents($url . '?' . http_build_query($params));
""",
    "hex:72",
    syntax="",
)

L.reg(
    "floric_ics_entregas_dia_das_maes_senha",
    ("calendario/entregas_<<year>>.ics", "agenda/<<fa>>_<<num>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
UID:<<uuid>>@google.com
DTSTART:<<year>>0510T070000
DTEND:<<year>>0510T190000
SUMMARY:Entregas Dia das Mães - portal do fornecedor CEASA
DESCRIPTION:Pedido das rosas no portal CEASA Minas\\nusuário: <<login>>\\nsenha: <<cred>>\\nRetirar às 5h
LOCATION:CEASA Contagem
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)

L.reg(
    "floric_intelbras_dvr_ffmpeg_record_sh",
    ("scripts/gravar_cameras.sh", "home/<<fa>>/dvr_<<org>>.sh"),
    """#!/bin/bash
# Grava 1h das câmeras da loja (DVR Intelbras MHDX)
DATA=$(date +%F_%H)
for CH in 1 2 3; do
  ffmpeg -rtsp_transport tcp -i "rtsp://admin:<<cred>>@<<lan>>:554/cam/realmonitor?channel=${CH}&subtype=0" \\
    -t 3600 -c copy "/mnt/hd/cameras/ch${CH}_${DATA}.mp4" &
done
wait
""",
    "pw_url",
    syntax="",
)
