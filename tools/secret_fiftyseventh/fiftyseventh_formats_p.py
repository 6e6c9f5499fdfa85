"""Family p: a yacht marina and fuel dock at Horta, Faial, Azores (Portugal)."""

from __future__ import annotations

import random

from fiftyseventh_spec import Fam

F = Fam(
    "horta_azores_marina",
    ("marinahorta", "pontaofaial", "docapico"),
    "pt",
    ("João", "Inês", "Rui", "Beatriz", "Tiago", "Mariana"),
    ("Silva", "Medeiros", "Furtado", "Bettencourt", "Goulart"),
    ("joao", "ines", "rui", "beatriz", "tiago", "mariana"),
    ("silva", "medeiros", "furtado", "bettencourt", "goulart"),
    (
        "faial",
        "pico",
        "horta",
        "baleia",
        "capelinhos",
        "hortensia",
        "veleiro",
        "cais",
        "atlantico",
        "peter",
    ),
    "horta",
    "351",
)

F.reg(
    "horta_portuguese_whatsapp_senha_wifi_pontao",
    ["whatsapp/Conversa do WhatsApp com Marina <<n>>.txt", "chats/marina_<<ymd>>.txt"],
    """<<dmys>>, <<time>> - <<first>> <<last>>: Bom dia! A senha do wifi dos pontões mudou
<<dmys>>, <<time>> - <<first>> <<last>>: rede <<orgc>>_Velejadores
<<dmys>>, <<time>> - <<first>> <<last>>: senha <<cred>>
<<dmys>>, <<time>> - Inês: Obrigada, vou pôr no quadro da receção só para os clientes com contrato
""",
    "human_x",
    syntax="",
)

F.reg(
    "horta_berth_management_client_ini",
    ["marina/berths_client.ini", "C/Marina/<<org>>_berths_<<n2>>.ini"],
    """[Marina]
Nome=<<orgc>>
Pontoes=A,B,C,D
Lugares=300

[BaseDados]
Servidor=<<ip>>
Porta=3306
Utilizador=berths
Senha=<<cred>>

[Capitania]
EnviarListaEntradas=1
""",
    "pw",
)

F.reg(
    "horta_easypay_mbway_php_config",
    ["site/pagamentos/easypay.php", "<<org>>/inc/easypay_<<n2>>.php"],
    """<?php
// Pagamentos de estadia por MB WAY / Multibanco (easypay)
const EASYPAY_ACCOUNT_ID = '<<uuid>>';
const EASYPAY_API_KEY = '<<cred>>';
const EASYPAY_URL = 'https://api.prod.easypay.pt/2.0/single';
""",
    "uuid",
    syntax="",
)

F.reg(
    "horta_fuel_dock_square_pos_dotenv",
    ["fuel-dock/.env", "<<org>>-pos/.env"],
    """# Posto de combustível do cais - integração Square
SQUARE_ENVIRONMENT=production
SQUARE_ACCESS_TOKEN=<<cred>>
SQUARE_LOCATION_ID=L<<loc>>
DIESEL_PRICE_SOURCE=manual
""",
    "p:square",
    syntax="",
    extra=lambda rng, s: {
        "loc": "".join(rng.choice("ABCDEFGHJKMNPQRSTVWXYZ0123456789") for _ in range(12))
    },
)

F.reg(
    "horta_portuguese_email_senha_portal_capitania",
    ["mail/<<org>>/<<n>>.eml", "Outlook/<<ymd>>_<<n>>.eml"],
    """From: <<fa>> <<la>> <<<email>>>
To: rececao@<<dom>>
Subject: Acesso ao portal de entradas/saídas de embarcações
Date: Fri, <<d>> Jun <<y>> 09:<<mm>>:37 +0000
Content-Type: text/plain; charset=UTF-8

Olá a todos,

Já temos acesso ao portal para comunicar as entradas e saídas de iates estrangeiros.
Utilizador: <<org>>.rececao
Senha: <<cred>>

Não partilhem com os skippers, por favor.

Cumprimentos,
<<fa>>
""",
    "pw",
    syntax="",
)


def _yt_key(rng: random.Random, s: dict) -> str:
    al = "abcdefghijklmnopqrstuvwxyz0123456789"
    return "-".join("".join(rng.choice(al) for _ in range(4)) for _ in range(5))


F.reg(
    "horta_harbour_webcam_ffmpeg_youtube_stream_key",
    ["webcam/stream.sh", "opt/<<org>>/livecam_<<n2>>.sh"],
    """#!/bin/bash
# Câmara do porto da Horta em direto no YouTube
ffmpeg -rtsp_transport tcp -i "rtsp://<<ip>>:554/stream1" \\
  -c:v copy -an -f flv "rtmp://a.rtmp.youtube.com/live2/<<cred>>"
""",
    _yt_key,
    syntax="",
)

F.reg(
    "horta_berth_invoices_moloni_api_json",
    ["faturacao/moloni.json", "<<org>>/config/moloni_<<n2>>.json"],
    """{
  "developer_id": "<<org>>",
  "client_secret": "<<cred>>",
  "username": "<<email>>",
  "password_file": null,
  "company_id": <<hid>>,
  "document_set": "FT-MARINA"
}
""",
    "hex:40",
)

F.reg(
    "horta_harbour_office_sticky_note_ocr",
    ["scans/post-it_<<n>>.txt", "ocr/<<org>>_secretaria_<<n2>>.txt"],
    """PC da receção (Windows)
utilizador: marina
palavra-passe
<<cred>>
— não mudar sem avisar o Rui —
""",
    "human",
    syntax="",
)
