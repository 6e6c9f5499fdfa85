# ruff: noqa: E501
"""Family l: a fire-sprinkler fitter in Recife, Brazil (Brazilian Portuguese)."""

from __future__ import annotations

import html
import re

from hundredtwentyninth_spec import Fam, enc_html, human_with, jdump

F = Fam(
    name="bombeiro_sprinkler_fitter_recife",
    orgs=("aguafogo",),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Maria", "maria"),
        ("Antônio", "antonio"),
        ("Fernanda", "fernanda"),
        ("Severino", "severino"),
        ("Luíza", "luiza"),
        ("Thiago", "thiago"),
    ),
    last=(
        ("Silva", "silva"),
        ("Santos", "santos"),
        ("Oliveira", "oliveira"),
        ("Araújo", "araujo"),
        ("Cavalcanti", "cavalcanti"),
        ("Lima", "lima"),
    ),
    words=(
        "fogo",
        "agua",
        "recife",
        "frevo",
        "caju",
        "sol",
        "mar",
        "praia",
        "saudade",
        "sabia",
        "jangada",
        "maracatu",
        "tapioca",
        "coco",
        "arara",
        "olinda",
        "capibaribe",
        "bolorei",
    ),
    pets=("toto", "pipoca", "bidu", "mel", "pacoca", "thor"),
    cc="+55",
    places=("Boa Viagem", "Casa Forte", "Madalena", "Pina", "Olinda", "Jaboatão", "Suape"),
)

F.reg(
    "bombeiro_whatsapp_ptbr_senha_auvo",
    ("WhatsApp Chat com Equipe Sprinkler <<n>>.txt", "conversas/<<place>>_<<d>>.txt"),
    """<<dd>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<fn>> <<ln>>: Galera, o Auvo pediu senha nova pra todo mundo
<<dd>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<fn>> <<ln>>: a minha ficou <<cred>>, usem o mesmo esquema
<<dd>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<fn2>> <<ln2>>: Beleza. Amanhã é a vistoria do shopping em <<place>>, bomba jóquei ainda vazando
<<dd>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<fn>> <<ln>>: Leva o selo mecânico de reserva
""",
    "human",
    syntax="",
)

F.reg(
    "bombeiro_omie_api_app_secret_json_call",
    ("integracoes/omie_clientes.json", "omie/chamada_<<n>>.json"),
    lambda s: jdump(
        {
            "call": "ListarClientes",
            "app_key": s["ak"],
            "app_secret": s["cred"],
            "param": [{"pagina": 1, "registros_por_pagina": 50, "apenas_importado_api": "N"}],
        }
    ),
    "hex:32",
    extra=lambda rng, s: {"ak": str(rng.randint(10**11, 10**12 - 1))},
)

F.reg(
    "bombeiro_mercadopago_access_token_dotenv",
    ("cobranca-pix/.env", "srv/<<org>>-<<n>>/.env"),
    """# Mercado Pago - cobranças Pix e cartão da manutenção mensal
MP_PUBLIC_KEY=APP_USR-<<uuid>>
MP_ACCESS_TOKEN=<<cred>>
MP_NOTIFICATION_URL=https://<<dom>>/webhooks/mercadopago
PIX_EXPIRACAO_MIN=1440
""",
    "p:mercadopago",
    syntax="",
)


def _dec_td(text: str) -> str:
    m = re.search(r'<td class="senha">(.*?)</td>', text)
    return html.unescape(m.group(1))  # type: ignore[union-attr]


F.reg(
    "bombeiro_portais_html_table_entity_escaped",
    ("relatorios/portais_<<n>>.html", "intranet/<<org>>/acessos_<<d>>.html"),
    """<!DOCTYPE html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>Acessos portais - <<orgc>></title></head>
<body>
<h1>Portais de clientes (alarme e sprinkler)</h1>
<table>
  <tr><th>Cliente</th><th>Portal</th><th>Usuário</th><th>Senha</th></tr>
  <tr><td><<fn>> <<ln>> – Condomínio <<place>></td><td>Painel Notifier</td><td><<user>></td><td class="senha"><<enc>></td></tr>
</table>
</body>
</html>
""",
    human_with('&<>"', "!@#$*._-+?&%"),
    syntax="",
    extra=lambda rng, s: {"enc": enc_html(s["cred"])},
    decode=_dec_td,
)

F.reg(
    "bombeiro_asaas_api_key_php_config",
    ("config/asaas.php", "sistema-<<n>>/config/asaas.php"),
    """<?php
// Boletos das vistorias anuais via Asaas
return [
    'ambiente' => 'producao',
    'url' => 'https://api.asaas.com/v3',
    'api_key' => '<<cred>>',
    'webhook_token' => env('ASAAS_WEBHOOK_TOKEN'),
];
""",
    "p:asaas",
    syntax="",
)

F.reg(
    "bombeiro_vistoria_caderno_ocr_senha_central",
    ("digitalizados/vistoria_<<n4>>.txt", "ocr/caderno_<<place>>_<<n>>.txt"),
    """VISTORIA SPRINKLER / ALARME - <<orgc>>
Data: <<dd>>/<<mo>>/<<y>>   Técnico: <<fn2>> <<ln2>>
Local: Cond. <<place>>, torre B
Pressão rede: 7,5 bar   Bomba principal: OK   Jóquei: vazamento
Bicos trocados: 4 (garagem G2)
Central de alarme Notifier - senha nível 3:
<<cred>>
Assinatura síndico: ____________
""",
    "human",
    syntax="",
)

F.reg(
    "bombeiro_nfe_certificado_a1_openssl_bash_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history_<<n>>"),
    """cd ~/nfe
ls -la certs/
openssl pkcs12 -in certs/<<org>>_A1.pfx -passin pass:<<cred>> -nokeys -out certs/cert.pem
openssl pkcs12 -in certs/<<org>>_A1.pfx -passin pass:<<cred>> -nocerts -nodes -out certs/key.pem
php artisan nfe:emitir --serie 1
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "bombeiro_jockey_pump_modbus2mqtt_yaml",
    ("modbus2mqtt/config.yaml", "casa-de-bombas/<<place>>_<<n>>.yaml"),
    """# Casa de bombas - leitura do painel da bomba jóquei via Modbus RTU
modbus:
  port: /dev/ttyUSB0
  baudrate: 9600
  slaves:
    - id: 1
      name: bomba_joquei
      registers:
        - {address: 0, name: pressao_bar, scale: 0.1}
        - {address: 1, name: partidas_hora}
mqtt:
  host: <<ip>>
  port: 1883
  username: bombas_<<n>>
  password: "<<cred>>"
  topic_prefix: sprinkler/<<place>>
""",
    "pw_dq",
)
