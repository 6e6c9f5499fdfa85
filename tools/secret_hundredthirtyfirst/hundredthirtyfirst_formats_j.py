# ruff: noqa: E501
"""Family j: a sports bar (boteco) in São Paulo (Brazilian Portuguese)."""

from __future__ import annotations

import json
import random
import xml.etree.ElementTree as ET

from hundredthirtyfirst_spec import Fam, gen_pw

F = Fam(
    name="boteco_sports_bar_brazil",
    orgs=("botecogol", "bardatorcida", "saideirafc", "chopedavila"),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Ana", "ana"),
        ("Lucas", "lucas"),
        ("Beatriz", "bia"),
        ("Rafael", "rafa"),
        ("Camila", "camila"),
        ("Thiago", "thiago"),
        ("Larissa", "lari"),
    ),
    last=(
        ("Silva", "silva"),
        ("Santos", "santos"),
        ("Oliveira", "oliveira"),
        ("Souza", "souza"),
        ("Pereira", "pereira"),
        ("Costa", "costa"),
        ("Rodrigues", "rodrigues"),
        ("Almeida", "almeida"),
    ),
    words=(
        "futebol",
        "golaco",
        "chopp",
        "caipirinha",
        "boteco",
        "mengao",
        "timao",
        "verdao",
        "saideira",
        "petisco",
        "torcida",
        "coxinha",
        "pinga",
        "cerveja",
        "tricolor",
        "pacaembu",
        "brasileirao",
    ),
    pets=("Pipoca", "Thor", "Mel", "Bidu", "Pretinha", "Paçoca"),
    cc="+55",
    city="São Paulo",
)

F.reg(
    "boteco_whatsapp_ptbr_senha_ifood_gestor",
    (
        "chats/Conversa do WhatsApp com Boteco <<y>>.txt",
        "<<org>>/backup/Conversa do WhatsApp com Gerência <<mo>>.txt",
    ),
    """<<dmy>> <<h0>> - <<first>>: alguém tem a senha do Gestor de Pedidos do iFood? o tablet deslogou no meio do jogo 😩
<<dmy>> <<h1>> - <<first2>>: email <<email2>>
<<dmy>> <<h2>> - <<first2>>: senha <<cred>>
<<dmy>> <<h3>> - <<first>>: valeu!! bora Timão
""",
    "human",
    syntax="",
)

F.reg(
    "boteco_ifood_merchant_api_node_env",
    ("<<org>>/pedidos/.env", "srv/<<org>>-ifood/.env"),
    """IFOOD_CLIENT_ID=<<uuid>>
IFOOD_CLIENT_SECRET=<<cred>>
IFOOD_MERCHANT_ID=<<n4>><<n3>>
PRINTER_IP=<<ip>>
""",
    "alnum:100",
    syntax="",
)

F.reg(
    "boteco_asaas_pix_cobranca_python",
    ("<<org>>/financeiro/pix_asaas.py", "home/<<fa>>/boteco/cobranca_<<n>>.py"),
    '''"""Cobrança Pix das reservas de mesa para jogo de domingo (Asaas)."""

import requests

ASAAS_URL = "https://api.asaas.com/v3"
ASAAS_API_KEY = "<<cred>>"


def cobrar(cliente_id, valor):
    return requests.post(f"{ASAAS_URL}/payments", headers={"access_token": ASAAS_API_KEY}, json={
        "customer": cliente_id, "billingType": "PIX", "value": valor, "dueDate": "<<date>>",
    })
''',
    "p:asaas",
)


def _xml_pw(rng: random.Random, fam: Fam) -> str:
    return gen_pw(rng, sym="&<>")


F.reg(
    "boteco_nfce_emissor_xml_escaped_certificado",
    ("<<org>>/nfce/ConfigEmissor.xml", "ProgramData/EmissorNFCe/<<org>>_<<n>>.xml"),
    lambda s: (
        f"""<?xml version="1.0" encoding="UTF-8"?>
<ConfiguracaoEmissor>
  <Empresa cnpj="{s["n4"]}{s["n3"]}0001{s["n"]:02d}" uf="SP">{s["org"]} Bar e Petiscaria</Empresa>
  <Ambiente>1</Ambiente>
  <Certificado tipo="A1">
    <Arquivo>C:\\Certificados\\{s["org"]}.pfx</Arquivo>
    <Senha>{s["cred"].replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")}</Senha>
  </Certificado>
  <CSC id="000001">{s["hex8"].upper()}</CSC>
</ConfiguracaoEmissor>
"""
    ),
    _xml_pw,
    decode=lambda t: ET.fromstring(t.encode()).findtext("Certificado/Senha"),
)

F.reg(
    "boteco_pagseguro_maquininha_token_php",
    ("<<org>>/site/config/pagseguro.php", "var/www/<<org>>/pagamentos_<<n>>.php"),
    """<?php
// PagBank (PagSeguro) - vendas online de camisas e reservas
$pagseguro = [
    'email' => '<<email>>',
    'token' => '<<cred>>',
    'sandbox' => false,
];
""",
    lambda r, f: (
        "".join(r.choice("0123456789abcdef") for _ in range(8))
        + "-"
        + "".join(r.choice("0123456789abcdef-") for _ in range(91))
    ),
    syntax="",
)

F.reg(
    "boteco_telao_tvbox_fstab_cifs_inline",
    ("etc/fstab", "<<org>>/telao/fstab.<<n>>"),
    """# /etc/fstab: Raspberry do telão (vinhetas e placar)
UUID=<<uuid>> /               ext4    defaults,noatime  0 1
//<<ip>>/midia  /mnt/midia  cifs  username=telao,password=<<cred>>,uid=1000,iocharset=utf8  0 0
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "boteco_telegram_json_export_senha_tv",
    ("<<org>>/telegram/result.json", "Downloads/Telegram Desktop/ChatExport_<<date>>/result.json"),
    lambda s: json.dumps(
        {
            "name": "Boteco - turno da noite",
            "type": "private_group",
            "id": int(s["n4"]) * 1000 + int(s["n3"]),
            "messages": [
                {
                    "id": 1,
                    "type": "message",
                    "date": f"{s['date']}T{s['t0']}",
                    "from": s["first"],
                    "text": "qual a senha da conta do streaming no telão? vai começar o clássico",
                },
                {
                    "id": 2,
                    "type": "message",
                    "date": f"{s['date']}T{s['t1']}",
                    "from": s["first2"],
                    "text": f"login {s['email2']} senha {s['cred']}",
                },
                {
                    "id": 3,
                    "type": "message",
                    "date": f"{s['date']}T{s['t2']}",
                    "from": s["first"],
                    "text": "show ⚽",
                },
            ],
        },
        ensure_ascii=False,
        indent=1,
    ),
    "human",
)

F.reg(
    "boteco_pix_cert_openssl_passout_bash_history",
    ("home/<<fa>>/.bash_history", "<<org>>/servidor/.bash_history"),
    """cd /srv/pix/certs
ls
openssl pkcs12 -export -in cert_<<org>>.crt -inkey cert_<<org>>.key -out <<org>>-pix.p12 -passout pass:<<cred>>
scp <<org>>-pix.p12 deploy@<<ip>>:/srv/app/certs/
rm cert_<<org>>.key
""",
    "pw_bare",
    syntax="",
)
