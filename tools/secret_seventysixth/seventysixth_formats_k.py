# ruff: noqa: E501
"""Family k: a screen-printing (silk) and print-on-demand T-shirt shop in São Paulo, Brazil
(Brazilian Portuguese)."""

from __future__ import annotations

import random
import re
import urllib.parse

from seventysixth_corpus import gen_pw
from seventysixth_spec import Fam, enc_url

F = Fam(
    name="estamparia_silk_printshop_brasil",
    orgs=("estampafina", "silkmooca", "arararte"),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Clara", "clara"),
        ("Luiz", "luiz"),
        ("Thaís", "thais"),
        ("Gabriel", "gabriel"),
        ("Fernanda", "fernanda"),
        ("Vinícius", "vinicius"),
    ),
    last=(
        ("Silva", "silva"),
        ("Souza", "souza"),
        ("Oliveira", "oliveira"),
        ("Conceição", "conceicao"),
        ("Gonçalves", "goncalves"),
    ),
    words=(
        "camiseta",
        "silk",
        "tinta",
        "quadro",
        "saopaulo",
        "mooca",
        "corinthians",
        "palmeiras",
        "feijoada",
        "brigadeiro",
        "sampa",
        "praia",
        "carnaval",
        "arara",
        "ipe",
        "serigrafia",
    ),
    pets=("pipoca", "bidu", "thor", "mel", "pretinha", "pacoca", "amora"),
    cc="+5511",
    places=("Mooca", "Bras", "Pinheiros", "Santos", "Campinas", "Guarulhos"),
)


# 1. Efí (Gerencianet) Pix client secret (Node)
F.reg(
    "estamparia_efi_pix_cobranca_node_config",
    ("srv/<<org>>-loja/config/efi.js", "home/<<fa>>/loja-<<org>>/src/config/pix.js"),
    """// Pix (Efí Bank) - cobranças imediatas dos pedidos de camiseta
module.exports = {
  sandbox: false,
  client_id: 'Client_Id_<<h8>><<h8>><<h8>><<h8>><<h8>>',
  client_secret: 'Client_Secret_<<cred>>',
  certificate: './certs/producao-<<nn>>.p12',
  chavePix: '<<uuid>>',
};
""",
    "p:efi",
    syntax="",
)

# 2. Nuvemshop API (Python)
F.reg(
    "estamparia_nuvemshop_pedidos_api_py",
    ("opt/<<org>>/nuvemshop_pedidos.py", "home/<<fa>>/scripts/puxar_pedidos.py"),
    '''"""Puxa os pedidos da Nuvemshop e gera a fila de impressão (silk / DTF)."""
import requests

STORE_ID = <<nn>><<nn>><<n>>
ACCESS_TOKEN = "<<cred>>"
HEADERS = {
    "Authentication": f"bearer {ACCESS_TOKEN}",
    "User-Agent": "<<orgc>> fila (<<email>>)",
}

r = requests.get(f"https://api.nuvemshop.com.br/v1/{STORE_ID}/orders?status=open", headers=HEADERS, timeout=30)
for pedido in r.json():
    print(pedido["number"], pedido["products"][0]["name"])
''',
    "hex:40",
)


# 3. DATABASE_URL with a percent-encoded password (encoded)


def _pw_pct(rng: random.Random, fam: Fam) -> str:
    while True:
        p = gen_pw(rng, sym="@:/#?%!*")
        if any(c in p for c in "@:/#?%"):
            return p


def _dec_pct(text: str) -> str:
    m = re.search(r"DATABASE_URL=postgres(?:ql)?://[^:]+:([^@]+)@", text)
    return urllib.parse.unquote(m.group(1))


F.reg(
    "estamparia_database_url_percent_encoded_env",
    ("srv/<<org>>-pod/.env", "home/<<fa>>/<<org>>-pod/.env.production"),
    """# print-on-demand (Medusa) - <<orgc>>
NODE_ENV=production
DATABASE_URL=postgres://medusa:<<enc>>@<<ip>>:5432/<<org>>_pod
REDIS_URL=redis://127.0.0.1:6379
STORE_CORS=https://<<dom>>
""",
    _pw_pct,
    decode=_dec_pct,
    encode=enc_url,
)

# 4. WhatsApp (pt-BR date style) in Portuguese
F.reg(
    "estamparia_portuguese_whatsapp_senha_quadros",
    (
        "Conversa do WhatsApp com <<fa2>>.txt",
        "Documentos/WhatsApp/Conversa do WhatsApp com Produção <<n>>.txt",
    ),
    """<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<fn>> <<ln>>: bom dia! qual a senha do computador da gravação de quadros?
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<fn2>>: usuário producao
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>> - <<fn2>>: senha <<cred>>
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>> - <<fn>> <<ln>>: valeu!! 🙌
""",
    "human",
)

# 5. Melhor Envio token (PHP)
F.reg(
    "estamparia_melhor_envio_etiquetas_php",
    ("var/www/<<org>>/app/Frete/MelhorEnvio.php", "home/<<fa>>/loja/frete_melhorenvio.php"),
    """<?php
// Etiquetas de frete (Correios / Jadlog) via Melhor Envio
class MelhorEnvio
{
    private const BASE = 'https://melhorenvio.com.br/api/v2/me';
    private const TOKEN = '<<cred>>';

    public function cotar(array $payload): array
    {
        $ch = curl_init(self::BASE . '/shipment/calculate');
        curl_setopt($ch, CURLOPT_HTTPHEADER, [
            'Authorization: Bearer ' . self::TOKEN,
            'User-Agent: <<orgc>> (<<email>>)',
            'Content-Type: application/json',
        ]);
        curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($payload));
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
        return json_decode(curl_exec($ch), true);
    }
}
""",
    "jwt",
    syntax="",
)

# 6. Printful sync worker (YAML)
F.reg(
    "estamparia_printful_sync_worker_yaml",
    ("opt/<<org>>/printful-sync.yml", "home/<<fa>>/pod/printful.yaml"),
    """# sincroniza produtos POD (camisetas, moletons) com o Printful
printful:
  api: https://api.printful.com
  token: "<<cred>>"
  store_id: <<nn>><<nn>>
sync:
  every_minutes: 30
  markup_percent: 45
""",
    "p:printful",
)

# 7. RIP software hotfolder INI
F.reg(
    "estamparia_dtf_rip_hotfolder_share_ini",
    ("ProgramData/CADlink/DigitalFactory/hotfolders.ini", "RIP/<<org>>/hotfolder_<<n>>.ini"),
    """[Hotfolder1]
Name=DTF_A3
Path=\\\\<<lan>>\\fila\\dtf
Printer=Epson SureColor F2100
User=rip
Password=<<cred>>

[Hotfolder2]
Name=DTG_Camisetas
Path=D:\\fila\\dtg
Printer=Epson SureColor F2100
""",
    "pw",
)

# 8. Portuguese e-mail to the accountant: A1 certificate password
F.reg(
    "estamparia_email_contador_senha_certificado_a1",
    ("Mail/Enviados/<<date>>_certificado.eml", "Thunderbird/<<org>>/Sent/<<nn>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: fiscal@contabil-<<org>>.com.br
Subject: Certificado A1 para emissão de NF-e
Date: Wed, <<d>> Sep <<y>> <<hh>>:<<mi>>:44 -0300
Content-Type: text/plain; charset=UTF-8

Olá,

Segue em anexo o certificado digital A1 (arquivo .pfx) da <<orgc>> para vocês
emitirem as notas de serviço de estamparia.
A senha do certificado é <<cred>>

Qualquer dúvida me chama no WhatsApp <<phone>>.
Abraço,
<<fn>>
""",
    "human",
)
