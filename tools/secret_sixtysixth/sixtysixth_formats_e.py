# ruff: noqa: E501
"""Family e: a golf club in the Algarve (Portuguese)."""

from __future__ import annotations

import urllib.parse

from sixtysixth_spec import Fam, enc_url, gen_pw

FAM = Fam(
    "algarve_golf_club_fairways",
    ("pinhalverde",),
    "pt",
    ("João", "Maria", "Rui", "Inês", "Tiago", "Beatriz", "Nuno", "Catarina", "Gonçalo"),
    ("Silva", "Santos", "Ferreira", "Pereira", "Costa", "Rodrigues", "Martins", "Gonçalves"),
    (
        "golfe",
        "buraco",
        "tacada",
        "birdie",
        "fairway",
        "areia",
        "sobreiro",
        "algarve",
        "laranja",
        "sardinha",
        "gaivota",
        "alfarroba",
        "praia",
        "vilamoura",
        "benfica",
        "sporting",
    ),
    "351",
    ("Joao", "Maria", "Rui", "Ines", "Tiago", "Beatriz", "Nuno", "Catarina", "Goncalo"),
    ("Silva", "Santos", "Ferreira", "Pereira", "Costa", "Rodrigues", "Martins", "Goncalves"),
    ("Tareco", "Kiko", "Pantufa", "Bolinhas", "Nina"),
)


def _url_extra(r, s):
    return {"enc": enc_url(str(s["cred"]))}


def _url_dec(text: str) -> str:
    i = text.index("https://sync:") + len("https://sync:")
    return urllib.parse.unquote(text[i : text.index("@", i)])


FAM.reg(
    "algolf_tee_time_sync_url_percent_encoded",
    ("opt/teetimes/<<org>>/sync_<<n>>.env", "srv/reservas-golfe/.env.<<nn>>"),
    """# Sincronização das reservas de tee times com o agregador
CLUB_ID=<<n4>>
TEETIME_FEED=https://sync:<<enc>>@feeds.teetimes-<<nn>>.eu/v2/clubs/<<n4>>/slots
SYNC_EVERY_MIN=5
TZ=Europe/Lisbon
""",
    lambda r, s: gen_pw(r, sym="@#$%&+=!"),
    syntax="",
    extra=_url_extra,
    decode=_url_dec,
)

FAM.reg(
    "algolf_portuguese_whatsapp_palavra_passe",
    (
        "WhatsApp/Conversa do WhatsApp com Recepção <<n>>.txt",
        "Telemovel/WhatsApp Chat - Caddies <<n>>.txt",
    ),
    """<<dd>>/<<mm>>/<<yy>>, <<time>> - <<first>> <<last>>: Bom dia! Alguém sabe a palavra-passe do computador da loja?
<<dd>>/<<mm>>/<<yy>>, <<time>> - <<first2>>: É <<cred>>
<<dd>>/<<mm>>/<<yy>>, <<time2>> - <<first>> <<last>>: Obrigado 🙏 o torneio dos sócios começa às 9h
""",
    "human",
)

FAM.reg(
    "algolf_buggy_fleet_gps_dotenv",
    ("srv/buggies/<<org>>/.env", "home/<<lf>>/buggy-monitor-<<n>>/.env"),
    """# Frota de buggies - geofencing dos greens
FLEET_PROVIDER=cartfleet
FLEET_API_URL=https://api.cartfleet.io/v1
FLEET_API_KEY=<<cred>>
GEOFENCE_FILE=/srv/buggies/greens.geojson
ALERT_EMAIL=<<email>>
""",
    "x:cfk_live_:40",
    syntax="",
)


def _sheet(s: dict) -> str:
    rows = [
        ("Nome", "Função", "Utilizador", "Palavra-passe", "Extensão"),
        (f"{s['first2']} Sousa", "Marshal", "marshal1", f"Fairway{s['n4']}", "214"),
        (f"{s['first']} {s['last']}", "Receção", s["login"], s["cred"], "201"),
    ]
    out = []
    for row in rows:
        cells = "".join(f'<Cell><Data ss:Type="String">{c}</Data></Cell>' for c in row)
        out.append(f"   <Row>{cells}</Row>")
    return (
        '<?xml version="1.0"?>\n<?mso-application progid="Excel.Sheet"?>\n'
        '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"\n'
        ' xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">\n'
        ' <Worksheet ss:Name="Acessos">\n  <Table>\n'
        + "\n".join(out)
        + "\n  </Table>\n </Worksheet>\n</Workbook>\n"
    )


FAM.reg(
    "algolf_staff_access_spreadsheetml_xml",
    ("Documentos/<<org>>/acessos_staff_<<year>>.xml", "Secretaria/Excel/utilizadores_<<n>>.xml"),
    _sheet,
    "human_x",
)

FAM.reg(
    "algolf_handicap_portal_email_senha",
    ("Mail/<<org>>/Enviados/<<n>>.eml", "Outlook/secretaria_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Acesso ao portal de handicaps
Date: Fri, <<dd>> Jun <<year>> <<time>>:21 +0100
Content-Type: text/plain; charset=UTF-8

Olá <<first2>>,

Como vais ficar com a secretaria desportiva em agosto, aqui ficam os dados do portal da federação para lançar os cartões dos torneios:

utilizador: clube<<n4>>
senha: <<cred>>

Não partilhes com os sócios, por favor.
Abraço,
<<first>>
""",
    "human_x",
    syntax="",
)

FAM.reg(
    "algolf_irrigation_controller_twilio_sms_py",
    ("home/pi/rega/<<org>>_alertas_<<n>>.py", "opt/rega-greens/alerta_<<nn>>.py"),
    '''#!/usr/bin/env python3
"""Alerta por SMS ao greenkeeper quando a pressão da rega cai."""
from twilio.rest import Client

ACCOUNT_SID = "AC<<hex32>>"
AUTH_TOKEN = "<<cred>>"
GREENKEEPER = "<<phone>>"


def alerta(bar):
    Client(ACCOUNT_SID, AUTH_TOKEN).messages.create(
        to=GREENKEEPER, from_="+351300<<n4>><<nn>>", body=f"Rega: pressão baixa ({bar} bar) no buraco <<nn>>"
    )
''',
    "p:twilio",
)

FAM.reg(
    "algolf_proshop_eupago_php_array",
    ("www/loja-<<org>>/config/pagamentos.php", "var/www/proshop_<<n>>/app/config/eupago.php"),
    """<?php
// Pagamentos MB WAY / Multibanco da loja do clube
return [
    'eupago' => [
        'api_key' => '<<cred>>',
        'endpoint' => 'https://clientes.eupago.pt/clientes/rest_api',
        'metodos' => ['mbway', 'multibanco'],
    ],
    'email_loja' => '<<email>>',
];
""",
    "p:eupago",
    syntax="",
)

FAM.reg(
    "algolf_driving_range_cameras_frigate_yaml",
    ("opt/frigate/<<org>>/config.yml", "srv/cctv-<<n>>/frigate.yaml"),
    """mqtt:
  enabled: false
cameras:
  driving_range:
    ffmpeg:
      inputs:
        - path: rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/101
          roles:
            - detect
            - record
    detect:
      width: 1280
      height: 720
  parque_buggies:
    ffmpeg:
      inputs:
        - path: rtsp://<<lan>>:554/stream1
          roles:
            - record
""",
    "pw_url",
)
