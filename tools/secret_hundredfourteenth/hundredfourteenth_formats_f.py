# ruff: noqa: E501
"""Family f: an evangelical church's media team (ministério de mídia) in Brazil, in Portuguese."""

from __future__ import annotations

import base64
import json
import re

from hundredfourteenth_spec import ALNUM, Fam, alnum

FAM = Fam(
    name="midia_igreja_evangelica_brasil",
    orgs=(
        "igrejasemear",
        "ministeriovidanova",
        "comunidadebetel",
        "assembleiamaranata",
        "igrejafontedevida",
    ),
    tld="org.br",
    first=(
        ("João", "Joao"),
        ("Maria", "Maria"),
        ("Pedro", "Pedro"),
        ("Ana", "Ana"),
        ("Lucas", "Lucas"),
        ("Juliana", "Juliana"),
        ("Gabriel", "Gabriel"),
        ("Fernanda", "Fernanda"),
        ("Marcos", "Marcos"),
    ),
    last=(
        ("Silva", "Silva"),
        ("Santos", "Santos"),
        ("Oliveira", "Oliveira"),
        ("Souza", "Souza"),
        ("Pereira", "Pereira"),
        ("Conceição", "Conceicao"),
        ("Rodrigues", "Rodrigues"),
        ("Almeida", "Almeida"),
    ),
    words=(
        "jesus",
        "gloria",
        "aleluia",
        "louvor",
        "graca",
        "adoracao",
        "betel",
        "siao",
        "maranata",
        "santidade",
        "ebenezer",
        "emanuel",
        "vitoria",
        "celula",
        "culto",
        "missao",
        "avivamento",
        "salmos",
    ),
    pets=("thor", "mel", "bob", "pipoca", "luna", "nina", "pretinha"),
    cc="+55",
)

R = FAM.reg


def _wa(s: dict) -> str:
    d = f"{s['day']}/{s['mon']}/{s['year']}"
    return (
        f"{d} {s['time']} - {s['fn2']} {s['ln2']}: Paz do Senhor! Alguém manda a chave de transmissão do YouTube pro culto de domingo? O OBS do notebook novo tá sem\n"
        f"{d} {s['time']} - {s['fn']} {s['ln']}: Paz! Servidor é o padrão rtmp://a.rtmp.youtube.com/live2\n"
        f"{d} {s['time']} - {s['fn']} {s['ln']}: Chave: {s['cred']}\n"
        f"{d} {s['time']} - {s['fn']} {s['ln']}: Não posta no grupo geral, por favor 🙏\n"
        f"{d} {s['time']} - {s['fn2']} {s['ln2']}: Amém, valeu irmão\n"
    )


R(
    "midia_whatsapp_ptbr_chave_transmissao_culto",
    (
        "WhatsApp/Conversa do WhatsApp com Mídia <<org>>.txt",
        "Downloads/Conversa do WhatsApp com Equipe de Mídia <<n>>.txt",
    ),
    _wa,
    "p:youtube",
    syntax="",
)


def _companion(s: dict) -> str:
    return json.dumps(
        {
            "instances": {
                alnum_id: {
                    "instance_type": "obs-studio",
                    "label": "OBS_Culto",
                    "config": {"host": s["ip"], "port": "4455", "pass": s["cred"]},
                    "enabled": True,
                }
                for alnum_id in [f"x{s['n2']}a{s['n']}"]
            },
            "page": {"1": {"name": "CULTO"}},
        },
        indent=2,
    )


R(
    "midia_bitfocus_companion_obs_websocket_json",
    (
        "companion/export_culto_<<n>>.companionconfig.json",
        "Documents/Companion/backup_<<date>>.json",
    ),
    _companion,
    "pw_json",
)


def _holyrics(s: dict) -> str:
    return json.dumps(
        {
            "api_server": {"enabled": True, "port": 8091, "token": s["cred"], "allow_remote": True},
            "church": s["org"],
            "bible_version": "ARC",
            "projection": {"screens": 2, "font": "Montserrat"},
        },
        indent=2,
    )


R(
    "midia_holyrics_api_server_token_json",
    ("Holyrics/config/api_settings.json", "Users/Midia/Holyrics_<<n>>/api.json"),
    _holyrics,
    "alnum:32",
)

R(
    "midia_mercadopago_dizimo_online_node_env",
    ("dizimo-online/.env", "apps/ofertas-<<org>>/.env.local"),
    """# Dízimos e ofertas online (PIX e cartão) - Mercado Pago
NEXT_PUBLIC_SITE=https://ofertas.<<dom>>
MP_PUBLIC_KEY=APP_USR-<<pk>>
MP_ACCESS_TOKEN=<<cred>>
MP_WEBHOOK_URL=https://ofertas.<<dom>>/api/webhook
""",
    "p:mercadopago",
    syntax="",
    extra=lambda rng, s: {
        "pk": "-".join(alnum(rng, k, "0123456789abcdef") for k in (8, 4, 4, 4, 12))
    },
)

R(
    "midia_vmix_restream_destinations_xml",
    (
        "vMix/Presets/Culto_Domingo_<<n>>.vmix.streaming.xml",
        "Documents/vMixStorage/streaming_<<n>>.xml",
    ),
    """<?xml version="1.0" encoding="utf-8"?>
<StreamingSettings>
  <Destination Index="0" Enabled="True">
    <Service>Restream.io</Service>
    <URL>rtmp://live.restream.io/live</URL>
    <StreamName><<cred>></StreamName>
    <Quality>1080p 6000k</Quality>
  </Destination>
  <Destination Index="1" Enabled="False">
    <Service>Custom RTMP Server</Service>
    <URL>rtmp://<<ip>>/live</URL>
    <StreamName>telao</StreamName>
  </Destination>
</StreamingSettings>
""",
    "p:restream",
)

R(
    "midia_instagram_graph_page_token_reels_py",
    ("automacao/postar_reels.py", "scripts/insta_culto_<<n>>.py"),
    """\"\"\"Posta o corte da pregação como Reels na conta da igreja.\"\"\"

import requests

IG_USER_ID = "1784<<n2>><<n2>><<n2>>"
ACCESS_TOKEN = "<<cred>>"


def postar(video_url, legenda):
    r = requests.post(
        f"https://graph.facebook.com/v19.0/{IG_USER_ID}/media",
        data={"media_type": "REELS", "video_url": video_url, "caption": legenda, "access_token": ACCESS_TOKEN},
        timeout=60,
    )
    return r.json()
""",
    lambda rng, fam: "EAAG" + alnum(rng, 180, ALNUM),
)


def _tg(s: dict) -> str:
    return json.dumps(
        {
            "name": "Mídia - Escala",
            "type": "private_supergroup",
            "id": 1000000000 + s["n2"],
            "messages": [
                {
                    "id": s["n"],
                    "type": "message",
                    "date": f"{s['date']}T{s['time']}:05",
                    "from": f"{s['fn2']} {s['ln2']}",
                    "text": "Alguém tem a senha do Canva da igreja? Preciso fazer o flyer da conferência",
                },
                {
                    "id": s["n"] + 1,
                    "type": "message",
                    "date": f"{s['date']}T{s['time']}:40",
                    "from": f"{s['fn']} {s['ln']}",
                    "text": f"login é midia@{s['dom']}",
                },
                {
                    "id": s["n"] + 2,
                    "type": "message",
                    "date": f"{s['date']}T{s['time']}:51",
                    "from": f"{s['fn']} {s['ln']}",
                    "text": s["cred"],
                },
            ],
        },
        ensure_ascii=False,
        indent=1,
    )


R(
    "midia_telegram_json_export_senha_canva",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/Telegram Desktop/ChatExport_<<n>>/result.json",
    ),
    _tg,
    "human",
)


def _fz(s: dict) -> str:
    enc = base64.b64encode(s["cred"].encode()).decode()
    return f"""<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.66.5" platform="windows">
    <Servers>
        <Server>
            <Host>ftp.{s["dom"]}</Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <Type>0</Type>
            <User>fotos@{s["dom"]}</User>
            <Pass encoding="base64">{enc}</Pass>
            <Logontype>1</Logontype>
            <Name>Fotos do culto (site)</Name>
        </Server>
    </Servers>
</FileZilla3>
"""


def _fz_dec(text: str) -> str:
    m = re.search(r'<Pass encoding="base64">([^<]+)</Pass>', text)
    assert m
    return base64.b64decode(m.group(1)).decode()


R(
    "midia_filezilla_sitemanager_fotos_culto_b64",
    (
        "Users/Midia/AppData/Roaming/FileZilla/sitemanager.xml",
        "Users/<<fa>>/AppData/Roaming/FileZilla/sitemanager.xml",
    ),
    _fz,
    "human_x",
    decode=_fz_dec,
)
