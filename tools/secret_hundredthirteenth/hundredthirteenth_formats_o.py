# ruff: noqa: E501
"""Family o: a sport-fishing charter (pesca esportiva) in Ilhabela, Brazil: Portuguese."""

from __future__ import annotations

import json

from hundredthirteenth_spec import Fam

F = Fam(
    name="ilhabela_sportfishing_charter",
    orgs=("ilhabelapesca", "marlimazul", "canalpesca", "saosebastiaocharter"),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Ana Paula", "anapaula"),
        ("Thiago", "thiago"),
        ("Juliana", "juliana"),
        ("Marcão", "marcao"),
        ("Letícia", "leticia"),
        ("Rodrigo", "rodrigo"),
        ("Fernanda", "fernanda"),
    ),
    last=(
        ("Silva", "silva"),
        ("Santos", "santos"),
        ("Oliveira", "oliveira"),
        ("Caiçara", "caicara"),
        ("Souza", "souza"),
        ("Pereira", "pereira"),
    ),
    words=(
        "marlim",
        "dourado",
        "robalo",
        "ilhabela",
        "caicara",
        "anchova",
        "garoupa",
        "veleiro",
        "molinete",
        "pescaria",
        "curral",
        "saudade",
        "vasco",
        "flamengo",
    ),
    pets=("pipoca", "thor", "mel", "paçoca", "bidu"),
    cc="55",
)

F.reg(
    "ilhabela_portuguese_whatsapp_senha_instagram",
    ("WhatsApp/Conversa do WhatsApp com <<fa>>.txt", "backup/wa_charter_<<nn>>.txt"),
    """[<<dd>>/<<mo>>/<<year>> <<time>>:11] <<fn>> <<ln>>: Manda a senha do Insta da pousada/barco que vou postar o marlim de hoje 🎣
[<<dd>>/<<mo>>/<<year>> <<time>>:40] <<fn2>>: usuario @<<org>>
[<<dd>>/<<mo>>/<<year>> <<time>>:41] <<fn2>>: senha <<cred>>
[<<dd>>/<<mo>>/<<year>> <<time>>:59] <<fn>> <<ln>>: valeu!
""",
    "human",
    syntax="",
)

F.reg(
    "ilhabela_pix_asaas_api_key_dotenv",
    ("reservas/.env", "srv/<<org>>-reservas/.env.production"),
    """# Sinal de reserva via Pix / boleto (Asaas)
ASAAS_API_URL=https://api.asaas.com/v3
ASAAS_API_KEY='<<cred>>'
ASAAS_WEBHOOK_TOKEN=<<id8>><<nn>>
""",
    "p:asaas",
    syntax="",
)

F.reg(
    "ilhabela_mercadopago_access_token_python",
    ("pagamentos/mp_checkout.py", "scripts/<<org>>_mercadopago_<<n>>.py"),
    """# Checkout Pro para pacotes de pesca esportiva
import mercadopago

sdk = mercadopago.SDK("<<cred>>")
preference = {
    "items": [{"title": "Pesca oceânica - dia inteiro", "quantity": 1, "unit_price": 2800.0}],
    "back_urls": {"success": "https://<<dom>>/obrigado"},
}
print(sdk.preference().create(preference)["response"]["init_point"])
""",
    "p:mercadopago",
)

F.reg(
    "ilhabela_charter_site_nextjs_env_local_pagarme",
    ("site/.env.local", "apps/<<org>>-site/.env.local"),
    """NEXT_PUBLIC_SITE_URL=https://www.<<dom>>
NEXT_PUBLIC_PAGARME_PUBLIC_KEY=pk_<<id8>><<id8>>
PAGARME_SECRET_KEY=<<cred>>
""",
    "p:pagarme",
    syntax="",
)

F.reg(
    "ilhabela_signal_export_senha_marinha_portal",
    ("signal-export/<<fa>>/chat.md", "Documents/signal_<<nn>>/chat.md"),
    """[<<date>> <<time>>] <<fn>> <<ln>>: Preciso renovar a habilitação do marinheiro no portal da Marinha
[<<date>> <<time>>] <<fn2>>: login é o CPF, senha: <<cred>>
[<<date>> <<time>>] <<fn>> <<ln>>: 👍 consegui
""",
    "human",
    syntax="",
)

F.reg(
    "ilhabela_tackle_shop_bling_erp_api_key_php",
    ("loja/bling_sync.php", "public_html/<<org>>/bling_<<n>>.php"),
    """<?php
// Loja de iscas e equipamentos: sincroniza estoque com o Bling
$apikey = '<<cred>>';
$url = 'https://bling.com.br/Api/v2/produtos/json/';
$ch = curl_init($url . '&apikey=' . $apikey);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
$produtos = json_decode(curl_exec($ch), true);
""",
    "hex:64",
    syntax="",
)

F.reg(
    "ilhabela_nfse_certificate_openssl_pkcs12_zsh_history",
    ("Users/<<fa>>/.zsh_history", "home/<<fa>>/.zsh_history_<<n>>"),
    """: <<ts>>:0;cd ~/certificado-nfse
: <<ts>>:0;openssl pkcs12 -export -in cert.pem -inkey chave.key -out <<org>>_a1.pfx -passout pass:<<cred>>
: <<ts>>:0;ls -la
: <<ts>>:0;scp <<org>>_a1.pfx <<fa>>@<<ip>>:/srv/nfse/
""",
    "pw_bare",
    syntax="",
)


def _signalk(s):
    return json.dumps(
        {
            "allow_readonly": True,
            "expiration": "1d",
            "secretKey": s["cred"],
            "users": [
                {
                    "username": "capitao",
                    "type": "admin",
                    "password": "$2a$10$" + s["id8"] * 6 + "abcdef",
                }
            ],
            "allowNewUserRegistration": False,
        },
        indent=2,
    )


F.reg(
    "ilhabela_boat_signalk_security_json_secret_key",
    ("home/pi/.signalk/security.json", "barco_<<org>>/signalk/security_<<n>>.json"),
    _signalk,
    "hex:64",
)
