# ruff: noqa: E501
"""Family h: a casa de sucos (juice and smoothie bar) in Rio de Janeiro, Brazil; Brazilian
Portuguese."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

from seventythird_spec import Fam, gen_pw

F = Fam(
    name="sucos_carioca_juice_smoothie_bar",
    orgs=("sucodavila", "acaidaesquina", "casadossucosrio", "vitaminaleblon"),
    tld="com.br",
    first=(
        ("Thiago", "thiago"),
        ("Juliana", "juliana"),
        ("Rafael", "rafael"),
        ("Larissa", "larissa"),
        ("Bruno", "bruno"),
        ("Camila", "camila"),
        ("João Pedro", "joaopedro"),
    ),
    last=(
        ("Santos", "santos"),
        ("Oliveira", "oliveira"),
        ("Souza", "souza"),
        ("Pereira", "pereira"),
        ("Almeida", "almeida"),
        ("Carvalho", "carvalho"),
    ),
    words=(
        "acai",
        "cupuacu",
        "maracuja",
        "goiaba",
        "caju",
        "acerola",
        "guarana",
        "flamengo",
        "fluminense",
        "vasco",
        "botafogo",
        "copacabana",
        "ipanema",
        "leblon",
        "carioca",
        "mengao",
        "tijuca",
        "lapa",
        "pitanga",
    ),
    pets=("pipoca", "thor", "mel", "luna", "bidu", "pretinha"),
    cc="+55",
    city="Rio de Janeiro",
)

F.reg(
    "sucos_ifood_merchant_api_client_secret_env",
    ("integracao-ifood/.env", "loja/<<org>>/ifood_<<n>>.env"),
    """# iFood Merchant API (polling de pedidos e status da loja)
IFOOD_CLIENT_ID=<<uuid>>
IFOOD_CLIENT_SECRET=<<cred>>
IFOOD_MERCHANT_ID=<<uuid>>
POLL_INTERVAL=30
IMPRESSORA=http://<<lan>>:9100
""",
    "p:ifood_secret",
    syntax="",
)

F.reg(
    "sucos_mercadopago_point_maquininha_python",
    ("caixa/point_cobranca_<<n3>>.py", "scripts/<<org>>/mp_point_<<date>>.py"),
    '''import requests

MP_ACCESS_TOKEN = "<<cred>>"
DEVICE_ID = "PAX_A910__SMARTPOS<<n6>><<n4>>"


def cobrar(valor_centavos: int, pedido: str) -> dict:
    """Manda a cobrança pra maquininha Point do balcão."""
    r = requests.post(
        f"https://api.mercadopago.com/point/integration-api/devices/{DEVICE_ID}/payment-intents",
        headers={"Authorization": f"Bearer {MP_ACCESS_TOKEN}"},
        json={"amount": valor_centavos, "additional_info": {"external_reference": pedido, "print_on_terminal": True}},
        timeout=15,
    )
    return r.json()
''',
    "p:mercadopago",
)

F.reg(
    "sucos_acbr_monitor_nfce_certificado_ini",
    ("ACBrMonitorPLUS/ACBrMonitor.ini", "C/ACBr/<<org>>/ACBrMonitor_<<n>>.ini"),
    """[ACBrMonitor]
Modo_TCP=1
TCP_Porta=3434

[Certificado]
SSLLib=4
CryptLib=3
HttpLib=2
XmlSignLib=4
ArquivoPFX=C:\\ACBr\\certificados\\<<org>>_A1_<<year>>.pfx
NumeroSerie=
Senha=<<cred>>

[NFCe]
IdToken=000001
Token=
Ambiente=1
UF=RJ
""",
    "pw",
)


def _wa_br(s: dict) -> str:
    d = f"{s['d']}/{s['mo']}/{s['year']} {s['time']}"
    return (
        f"{d} - {s['first']}: Gente, o Bling deslogou no computador do caixa, alguém tem a senha?\n"
        f"{d} - {s['first2']}: login {s['email']}\n"
        f"{d} - {s['first2']}: senha {s['cred']}\n"
        f"{d} - {s['first2']}: e repõe a polpa de cupuaçu que acabou 🙏\n"
        f"{d} - {s['first']}: valeu!! 💚\n"
    )


F.reg(
    "sucos_brazilian_whatsapp_senha_bling_erp",
    (
        "WhatsApp/Conversa do WhatsApp com Equipe Sucos <<n>>.txt",
        "Downloads/Conversa do WhatsApp com <<first2_a>> <<date>>.txt",
    ),
    _wa_br,
    "human",
    syntax="",
)

F.reg(
    "sucos_pagbank_pix_token_php",
    ("site/<<org>>/pix/config.php", "delivery/pagbank_<<n3>>.php"),
    """<?php
// PagBank (PagSeguro) - cobrança Pix no pedido pelo site
define('PAGBANK_ENV', 'production');
define('PAGBANK_TOKEN', '<<cred>>');
define('PAGBANK_NOTIFICATION_URL', 'https://<<dom>>/pix/retorno.php');
define('CHAVE_PIX', '<<email>>');
""",
    "p:pagbank",
    syntax="",
)


def _csv_br(s: dict) -> str:
    return (
        "Sistema;Usuário;Senha;Obs\n"
        f"iFood Portal do Parceiro;{s['email']};{s['cred']};só gerente\n"
        f"Goomer (cardápio QR);{s['email2']};;login pelo Google\n"
        f"Stone (portal);{s['login']};ver com o dono;\n"
    )


F.reg(
    "sucos_acessos_sistemas_csv_ponto_e_virgula",
    ("Documentos/acessos_<<org>>.csv", "gerencia/senhas_loja_<<year>>_<<n>>.csv"),
    _csv_br,
    "human_x",
    syntax="",
)

F.reg(
    "sucos_intelbras_nvr_snapshot_bash_rtsp",
    ("scripts/foto_balcao_<<n>>.sh", "home/<<first_a>>/cameras/snapshot_<<date>>.sh"),
    """#!/bin/bash
# tira foto do balcão e da câmara fria a cada 10 min (Intelbras MHDX 1104)
DEST=/srv/cameras/$(date +%F)
mkdir -p "$DEST"
ffmpeg -loglevel error -rtsp_transport tcp -i "rtsp://admin:<<cred>>@<<lan>>:554/cam/realmonitor?channel=1&subtype=0" -frames:v 1 "$DEST/balcao_$(date +%H%M).jpg"
ffmpeg -loglevel error -rtsp_transport tcp -i "rtsp://admin:<<cred>>@<<lan>>:554/cam/realmonitor?channel=2&subtype=0" -frames:v 1 "$DEST/camara_$(date +%H%M).jpg"
""",
    "pw_url",
    syntax="",
)


def _pw_amp(rng, fam: Fam) -> str:
    pw = gen_pw(rng, sym="&<>#!")
    if "&" not in pw and "<" not in pw:
        pw = pw[:5] + "&" + pw[6:]
    return pw


def _dec_h_xml(text: str) -> str:
    return ET.fromstring(text).find("./Certificado/Senha").text


F.reg(
    "sucos_emissor_nfce_config_xml_escaped_senha",
    ("EmissorNFCe/config.xml", "C/<<org>>/nfce/config_<<n3>>.xml"),
    lambda s: (
        '<?xml version="1.0" encoding="utf-8"?>\n<Configuracao>\n'
        f"  <Empresa><CNPJ>{s['n6']}{s['n6']}01</CNPJ><UF>RJ</UF></Empresa>\n"
        f"  <Certificado>\n    <Arquivo>C:\\Certificados\\{s['org']}.pfx</Arquivo>\n    <Senha>{escape(s['cred'])}</Senha>\n  </Certificado>\n"
        "  <Ambiente>1</Ambiente>\n</Configuracao>\n"
    ),
    _pw_amp,
    decode=_dec_h_xml,
)
