# ruff: noqa: E501
"""Family e: a paredão DJ and sound-hire company in Bahia (Brazil; Portuguese)."""

from __future__ import annotations

import re
import urllib.parse

from seventyseventh_spec import FAM_E, either, enc_url, pw_with


def _wa(s: dict) -> str:
    return f"""[{s["dmy"]} {s["hm"]}:05] {s["full"]}: Chegamos no salão em {s["place"]}, o paredão já tá montado
[{s["dmy"]} {s["hm"]}:41] {s["full2"]}: Boa! Qual a rede do tablet da mesa?
[{s["dmy"]} {s["hm2"]}:02] {s["full"]}: rede {s["orgc"]}_PALCO
[{s["dmy"]} {s["hm2"]}:02] {s["full"]}: a senha é {s["cred"]}
[{s["dmy"]} {s["hm2"]}:15] {s["full2"]}: Valeu, conectou 🔊🔥
"""


FAM_E.reg(
    "paredao_portuguese_whatsapp_senha_rede_palco",
    ("WhatsApp/Conversa do WhatsApp com <<fa2c>>.txt", "celular/<<fa>>/whatsapp_<<date>>.txt"),
    _wa,
    "human",
)

FAM_E.reg(
    "paredao_mercadopago_pix_node_access_token",
    ("agenda-shows/src/config/mercadopago.js", "site/<<org>>/pagamentos_<<n>>.js"),
    """// Sinal de 30% do aluguel de som via Pix (Mercado Pago)
import { MercadoPagoConfig, Payment } from 'mercadopago';

export const mp = new MercadoPagoConfig({
  accessToken: '<<cred>>',
  options: { timeout: 5000 },
});

export const pagamentos = new Payment(mp);
""",
    "p:mercadopago",
    syntax="",
)


def _dec_rtmp(text: str) -> str:
    m = re.search(r"rtmp://[^:/@\s]+:([^@\s]+)@", text)
    if not m:
        raise ValueError("no rtmp userinfo")
    return urllib.parse.unquote(m.group(1))


FAM_E.reg(
    "paredao_ffmpeg_rtmp_userinfo_percent_encoded",
    ("scripts/transmitir_<<date>>.sh", "home/<<user>>/live/<<org>>_live.sh"),
    """#!/bin/bash
# Transmissão do baile (placa de captura -> servidor RTMP do Nginx)
ffmpeg -f v4l2 -i /dev/video0 -f alsa -i hw:1 \\
  -c:v libx264 -preset veryfast -b:v 3500k -c:a aac -b:a 160k \\
  -f flv "rtmp://dj:<<enc>>@live.<<dom>>:1935/baile/<<place>>"
""",
    pw_with("@#!+^"),
    syntax="",
    encode=enc_url,
    decode=_dec_rtmp,
)

FAM_E.reg(
    "paredao_x32_tablet_hostapd_conf",
    ("etc/hostapd/hostapd.conf", "pi/<<org>>/hostapd_<<n>>.conf"),
    """# Raspberry Pi: rede do tablet da mesa Behringer X32 (X32-Mix)
interface=wlan0
driver=nl80211
ssid=<<orgc>>_X32
hw_mode=g
channel=6
wmm_enabled=1
auth_algs=1
wpa=2
wpa_key_mgmt=WPA-PSK
rsn_pairwise=CCMP
wpa_passphrase=<<cred>>
""",
    either("human_x", "human"),
    syntax="",
)

FAM_E.reg(
    "paredao_asaas_boletos_php_api_key",
    ("financeiro/asaas.php", "sistema/<<org>>/config/asaas_<<n>>.php"),
    """<?php
// Cobranças (boleto/Pix) dos contratos de som e luz - Asaas
return [
    'ambiente' => 'producao',
    'api_url'  => 'https://api.asaas.com/v3',
    'api_key'  => '<<cred>>',
    'webhook'  => 'https://<<dom>>/asaas/webhook',
];
""",
    "p:asaas",
    syntax="",
)

FAM_E.reg(
    "paredao_sets_rclone_dropbox_token",
    ("home/<<user>>/.config/rclone/rclone.conf", "pc-dj/<<fa>>/rclone_<<n>>.conf"),
    """[dropbox-sets]
type = dropbox
token = {"access_token":"<<cred>>","token_type":"bearer","refresh_token":"<<hex12>><<hex40>>","expiry":"<<ts>>.000-03:00"}

[pendrive]
type = alias
remote = /media/<<user>>/SETS
""",
    "p:dropbox",
    syntax="",
)


def _shared(s: dict) -> str:
    cells = [
        "Cliente",
        "Evento",
        "Login portal",
        "Senha",
        s["full2"],
        f"Formatura {s['place']}",
        s["user"],
        s["cred"],
        "Paredão 2",
        "sábado",
        "-",
        "na agenda",
    ]
    si = "".join(f"<si><t>{c}</t></si>" for c in cells)
    return f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(cells)}" uniqueCount="{len(cells)}">{si}</sst>\n'


FAM_E.reg(
    "paredao_orcamentos_xlsx_sharedstrings_senha",
    (
        "orcamentos_<<year>>/xl/sharedStrings.xml",
        "planilhas/<<org>>_clientes_<<n>>/xl/sharedStrings.xml",
    ),
    _shared,
    either("human", "pw_xml"),
)

FAM_E.reg(
    "paredao_agenda_telegram_bot_env",
    ("bot-agenda/.env", "servidor/<<org>>/bot_<<n>>.env"),
    """# Bot que avisa a equipe dos shows da semana
TELEGRAM_BOT_TOKEN=<<cred>>
GRUPO_EQUIPE=-100<<n4>><<n3>><<n3>>
TZ=America/Bahia
PLANILHA_ID=1<<hex40>>
""",
    "p:telegram_bot",
    syntax="",
)
