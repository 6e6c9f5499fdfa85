# ruff: noqa: E501
"""Family b: an esports team in Brazil (Curitiba); Portuguese, WhatsApp, Discord bots, OBS,
FACEIT stats, Mercado Pago for merchandise."""

from __future__ import annotations

import base64
import json
import random

from eightysecond_spec import Fam, enc_b64

F = Fam(
    name="esports_squad_curitiba",
    prefix="squadbr",
    orgs=("salaogamer", "furiaverde", "pinhaoesports", "capivaragg", "araucaria5"),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Gabriel", "gabriel"),
        ("Lucas", "lucas"),
        ("Matheus", "matheus"),
        ("Ana Clara", "anaclara"),
        ("Letícia", "leticia"),
        ("Thiago", "thiago"),
        ("Bruna", "bruna"),
        ("Kauã", "kaua"),
        ("Vitória", "vitoria"),
    ),
    last=(
        ("Silva", "silva"),
        ("Souza", "souza"),
        ("Oliveira", "oliveira"),
        ("Pereira", "pereira"),
        ("Ribeiro", "ribeiro"),
        ("Carvalho", "carvalho"),
        ("Gonçalves", "goncalves"),
    ),
    words=(
        "curitiba",
        "pinhao",
        "capivara",
        "coxinha",
        "brigadeiro",
        "saudade",
        "guarana",
        "mengao",
        "coritiba",
        "athletico",
        "paranaense",
        "clutch",
        "headshot",
        "ace",
        "valorant",
        "tropa",
        "rushb",
        "araucaria",
        "chimarrao",
        "gurizada",
    ),
    pets=("pipoca", "paçoca", "bolinha", "thor", "mel", "nina", "fred", "luna"),
    cc="+55 41 9",
)

F.reg(
    "whatsapp_senha_conta_treino",
    (
        "WhatsApp/Conversa do WhatsApp com Line-up <<orgc>>.txt",
        "exports/whatsapp_<<org>>_<<date>>.txt",
    ),
    """<<d>>/<<mo>>/<<y>> <<hm>> - As mensagens e as chamadas são protegidas com a criptografia de ponta a ponta.
<<d>>/<<mo>>/<<y>> <<hm>> - <<full>>: alguém tem a senha da conta de treino? o coach trocou ontem
<<d>>/<<mo>>/<<y>> <<hm>> - <<full2>>: login é <<login>>.treino
<<d>>/<<mo>>/<<y>> <<hm2>> - <<full2>>: senha <<cred>>
<<d>>/<<mo>>/<<y>> <<hm2>> - <<full>>: valeu mano, scrim 20h né?
<<d>>/<<mo>>/<<y>> <<hm2>> - <<full2>>: isso, não atrasa kkkk
""",
    cred="human",
    syntax="",
)

F.reg(
    "discord_py_scrim_bot_token",
    ("bots/scrim-bot/bot.py", "discord/<<org>>_bot/main.py"),
    """import discord
from discord.ext import commands

intents = discord.Intents.default()
intents.message_content = True
bot = commands.Bot(command_prefix="!", intents=intents)

CANAL_SCRIMS = <<n2>>8812345678901


@bot.command(name="scrim")
async def scrim(ctx, adversario: str, horario: str):
    canal = bot.get_channel(CANAL_SCRIMS)
    await canal.send(f"Scrim marcado contra {adversario} às {horario}! @everyone")


bot.run("<<cred>>")
""",
    cred="p:discord_bot",
)


def _obs_service(s: dict) -> str:
    return json.dumps(
        {
            "settings": {
                "bwtest": False,
                "key": s["cred"],
                "server": "auto",
                "service": "Twitch",
                "protocol": "RTMPS",
            },
            "type": "rtmp_common",
        },
        indent=4,
    )


F.reg(
    "obs_profile_service_json_twitch_key",
    (
        "AppData/Roaming/obs-studio/basic/profiles/<<orgc>>_Camp/service.json",
        "obs/profiles/Transmissao_<<n>>/service.json",
    ),
    _obs_service,
    cred="p:twitch_stream",
)


def _docker_auth(rng: random.Random, s: dict) -> None:
    s["auth"] = enc_b64(f"{s['org']}bot:{s['cred']}")


def _dec_docker(text: str) -> str:
    auth = json.loads(text)["auths"]["ghcr.io"]["auth"]
    return base64.b64decode(auth).decode().split(":", 1)[1]


F.reg(
    "scrim_scheduler_docker_config_auth",
    ("infra/scrim-scheduler/.docker/config.json", "home/<<login>>/.docker/config.json"),
    """{
\t"auths": {
\t\t"ghcr.io": {
\t\t\t"auth": "<<auth>>"
\t\t}
\t},
\t"HttpHeaders": {
\t\t"User-Agent": "Docker-Client/24.0.7 (linux)"
\t}
}
""",
    cred="pw_json",
    extra=_docker_auth,
    decode=_dec_docker,
)

F.reg(
    "merch_store_node_env_mercadopago",
    ("loja/.env", "merch-<<org>>/.env.production"),
    """# Loja oficial <<orgc>> - camisas e moletons
PORT=3000
BASE_URL=https://loja.<<dom>>
MP_PUBLIC_KEY=APP_USR-<<uuid>>
MP_ACCESS_TOKEN=<<cred>>
FRETE_CEP_ORIGEM=80010-000
""",
    cred="p:mercadopago",
    syntax="",
)

F.reg(
    "gaming_house_wifi_note_md",
    ("notion-export/Gaming House <<hx8>>.md", "docs/gaminghouse/chegada.md"),
    """# Gaming House — chegada de jogador novo

Bem-vindo à GH! Algumas coisas:

- Treino: 13h às 19h, review às 20h
- Academia: seg/qua/sex 9h
- **Wi-Fi (rede dos PCs):** `GH_<<orgc>>_5G`
- senha: <<cred>>
- Não instalar nada nos PCs sem falar com o <<first>>.
""",
    cred="human",
    syntax="",
)


def _ipynb(s: dict) -> str:
    cells = [
        {"cell_type": "markdown", "metadata": {}, "source": ["# Stats FACEIT da line-up\n"]},
        {
            "cell_type": "code",
            "execution_count": 1,
            "metadata": {},
            "outputs": [],
            "source": [
                "import requests\n",
                "import pandas as pd\n",
                f'FACEIT_KEY = "{s["cred"]}"\n',
                'H = {"Authorization": f"Bearer {FACEIT_KEY}"}\n',
            ],
        },
        {
            "cell_type": "code",
            "execution_count": 2,
            "metadata": {},
            "outputs": [
                {
                    "name": "stdout",
                    "output_type": "stream",
                    "text": [f"{s['login']}: elo 2{s['n2']}, K/D 1.{s['n']}\n"],
                }
            ],
            "source": [
                'r = requests.get("https://open.faceit.com/data/v4/players?nickname=" + nick, headers=H)\n',
                "print(nick + ':', r.json()['games']['cs2']['faceit_elo'])\n",
            ],
        },
    ]
    nb = {
        "cells": cells,
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(nb, indent=1, ensure_ascii=False)


F.reg(
    "faceit_stats_notebook_api_key",
    ("analise/faceit_lineup.ipynb", "coach/<<login>>/stats_<<date>>.ipynb"),
    _ipynb,
    cred="p:faceit",
    syntax="json",
)

F.reg(
    "email_senha_conta_riot_manager",
    ("mail/Enviados/<<date>> conta do time.eml", "backup/mail/<<hx8>>.eml"),
    """From: <<full>> <<<email>>>
To: <<full2>> <<<email2>>>
Subject: Conta do time na Riot
Date: <<d>> <<mo>> <<y>> <<hms>> -0300
Content-Type: text/plain; charset=UTF-8

Oi <<first2>>,

segue o acesso da conta oficial do time (a que usamos no Premier):

usuário: <<org>>_oficial
senha: <<cred>>

Não passa pra ninguém de fora da comissão técnica. Amanhã troco o 2FA pro teu número.

Abraço,
<<first>>
""",
    cred="human",
    syntax="",
)
