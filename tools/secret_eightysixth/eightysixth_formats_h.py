# ruff: noqa: E501
"""Family h: an açaí and juice-bar chain in Belém and Rio, Brazil (Portuguese)."""

from __future__ import annotations

import json
import random
import urllib.parse

from eightysixth_spec import Fam, alnum, enc_url, pick

F = Fam(
    name="acai_juice_bar_chain_brazil",
    orgs=("acaiporto",),
    tld="com.br",
    first=(
        ("Ana", "ana"),
        ("João", "joao"),
        ("Mariana", "mariana"),
        ("Lucas", "lucas"),
        ("Thiago", "thiago"),
        ("Fernanda", "fernanda"),
    ),
    last=(
        ("Silva", "silva"),
        ("Souza", "souza"),
        ("Oliveira", "oliveira"),
        ("Santos", "santos"),
        ("Pereira", "pereira"),
        ("Conceição", "conceicao"),
    ),
    words=(
        "acai",
        "cupuacu",
        "guarana",
        "maracuja",
        "caju",
        "tapioca",
        "praia",
        "belem",
        "carioca",
        "pitanga",
        "acerola",
        "graviola",
        "brigadeiro",
        "saudade",
    ),
    pets=("pipoca", "bidu", "mel", "thor", "paçoca"),
    cc="+55",
)

F.reg(
    "acai_portuguese_whatsapp_senha_ifood_portal",
    ("WhatsApp/Conversa do WhatsApp com Loja <<n>>.txt", "chats/ifood-<<date>>.txt"),
    """<<dd>>/<<mm>>/<<yyyy>> <<time>> - <<fn2>> <<ln2>>: Gente, o Portal do Parceiro iFood deslogou aqui na loja <<n>>
<<dd>>/<<mm>>/<<yyyy>> <<time>> - <<fn>> <<ln>>: email <<email>>
<<dd>>/<<mm>>/<<yyyy>> <<time>> - <<fn>> <<ln>>: senha <<cred>>
<<dd>>/<<mm>>/<<yyyy>> <<time>> - <<fn2>> <<ln2>>: entrou! valeu 🍧
""",
    "human",
    syntax="",
)


def _url_pw(rng: random.Random) -> str:
    return f"{pick(rng, ('Acai', 'Caju', 'Belem', 'Praia'))}{alnum(rng, 6)}{pick(rng, '@#$!/:%')}{alnum(rng, 4)}{pick(rng, '@#?&')}{rng.randint(10, 99)}"


def _url_dec(text: str) -> str:
    line = next(x for x in text.splitlines() if x.startswith("DATABASE_URL="))
    return urllib.parse.unquote(urllib.parse.urlsplit(line.split("=", 1)[1]).password or "")


F.reg(
    "acai_franchise_erp_dotenv_database_url_percent_encoded",
    ("erp/.env", "srv/<<org>>-franquias-<<n>>/.env"),
    """# ERP das franquias (pedidos de polpa, estoque por loja)
APP_ENV=production
DATABASE_URL=postgresql://franquias:<<penc>>@<<ip>>:5432/franquias_<<n>>
REDIS_URL=redis://127.0.0.1:6379/0
TZ=America/Belem
""",
    _url_pw,
    syntax="",
    extra=lambda rng, s: {"penc": enc_url(str(s["cred"]))},
    decode=_url_dec,
)

F.reg(
    "acai_efi_pix_client_secret_node_config",
    ("pix/config.js", "api/<<org>>-pix-<<n>>/src/config/efi.js"),
    """// Cobranças Pix nas lojas (QR dinâmico) - Efí Bank
module.exports = {
  sandbox: false,
  client_id: 'Client_Id_<<uid>>',
  client_secret: '<<cred>>',
  certificate: __dirname + '/certs/producao-<<nn>>.p12',
  pixKey: 'pix@<<dom>>',
};
""",
    "p:efi",
    syntax="",
)

F.reg(
    "acai_acbr_nfce_ini_certificado_senha",
    ("ACBrNFeMonitor/ACBrNFeMonitor.ini", "C:/ACBr/loja<<n>>/ACBrNFe.ini"),
    """[Certificado]
SSLLib=4
CryptLib=3
HttpLib=2
XmlSignLib=4
ArquivoPFX=C:\\ACBr\\certificado\\<<org>>_A1.pfx
Senha=<<cred>>
NumeroSerie=

[WebService]
UF=PA
Ambiente=0
Visualizar=0

[NFCe]
IdToken=000001
CSC=
""",
    "pw",
    syntax="ini",
)

F.reg(
    "acai_asaas_api_key_laravel_services_php",
    ("config/services.php", "app-<<org>>-<<n>>/config/services.php"),
    """<?php

return [
    // Assinaturas do clube do açaí (cobrança recorrente)
    'asaas' => [
        'url' => 'https://api.asaas.com/v3',
        'key' => '<<cred>>',
        'webhook_token' => env('ASAAS_WEBHOOK_TOKEN'),
    ],
    'mailgun' => [
        'domain' => env('MAILGUN_DOMAIN'),
    ],
];
""",
    "p:asaas",
    syntax="",
)

F.reg(
    "acai_store_units_sheet_csv_senhas_maquininha",
    ("planilhas/lojas_<<yyyy>>.csv", "drive/<<org>>/acessos-lojas-<<n>>.csv"),
    """loja;gerente;telefone;sistema;usuario;senha
Loja <<n>> Umarizal;<<fn>> <<ln>>;<<phone>>;Stone portal;<<email>>;<<cred>>
Loja <<nn>> Copacabana;<<fn2>> <<ln2>>;<<phone>>;iFood;<<email2>>;(ver cofre)
""",
    "human_a",
    syntax="",
)

F.reg(
    "acai_telegram_copied_text_reply_only_wifi_loja",
    ("telegram/copiado_<<date>>.txt", "notes/grupo-gerentes-<<n>>.txt"),
    """<<fn2>> <<ln2>>, [<<dd>>.<<mm>>.<<yy>> <<time>>]
qual a senha do wifi da loja nova? a maquininha não conecta

<<fn>> <<ln>>, [<<dd>>.<<mm>>.<<yy>> <<time>>]
<<cred>>

<<fn2>> <<ln2>>, [<<dd>>.<<mm>>.<<yy>> <<time>>]
foi 👍
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"yy": f"{s['yyyy'] % 100:02d}"},
)

F.reg(
    "acai_delivery_expo_app_json_google_maps_key",
    ("app.json", "apps/<<org>>-delivery-<<n>>/app.json"),
    lambda s: json.dumps(
        {
            "expo": {
                "name": "Açaí " + s["orgc"],
                "slug": f"{s['org']}-delivery",
                "version": f"2.{s['n']}.0",
                "android": {
                    "package": f"br.com.{s['org']}.delivery",
                    "config": {"googleMaps": {"apiKey": s["cred"]}},
                },
                "ios": {"bundleIdentifier": f"br.com.{s['org']}.delivery"},
            }
        },
        ensure_ascii=False,
        indent=2,
    ),
    "p:google",
)
