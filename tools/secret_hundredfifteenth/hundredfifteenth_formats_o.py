# ruff: noqa: E501
"""Family o: a chess club in Yerevan, Armenia: Armenian and Russian, Lichess and chess.com team
admin tokens, DGT electronic boards, Swiss-Manager pairings, Idram payments, Telegram."""

from __future__ import annotations

import json
import random

from hundredfifteenth_spec import Fam, dec_b64_field

F = Fam(
    name="shakhmat_chess_club_yerevan",
    orgs=("araratchess", "petrosianclub", "yerevanrook", "masisgambit", "sevanchess"),
    tld="am",
    first=(
        ("Արամ", "aram"),
        ("Անի", "ani"),
        ("Տիգրան", "tigran"),
        ("Լիլիթ", "lilit"),
        ("Լևոն", "levon"),
        ("Նարե", "nare"),
        ("Գագիկ", "gagik"),
        ("Մարիամ", "mariam"),
        ("Դավիթ", "davit"),
        ("Էլինա", "elina"),
    ),
    last=(
        ("Պետրոսյան", "petrosyan"),
        ("Արոնյան", "aronian"),
        ("Հակոբյան", "hakobyan"),
        ("Սարգսյան", "sargsyan"),
        ("Գրիգորյան", "grigoryan"),
        ("Մկրտչյան", "mkrtchyan"),
        ("Ավետիսյան", "avetisyan"),
        ("Կարապետյան", "karapetyan"),
    ),
    words=(
        "ararat",
        "masis",
        "sevan",
        "yerevan",
        "shakhmat",
        "gambit",
        "rook",
        "petrosian",
        "aronian",
        "lavash",
        "garni",
        "erebuni",
        "tsiran",
        "ashtarak",
        "endgame",
    ),
    pets=("murzik", "zangi", "bobik", "tsitsik", "jojo", "maxo"),
    cc="374",
)

F.reg(
    "shakhmat_armenian_telegram_json_gaghtnabar",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/ChatExport_<<org>>/result.json",
    ),
    lambda s: json.dumps(
        {
            "name": "Մարզիչներ",
            "type": "private_supergroup",
            "id": s["epoch"],
            "messages": [
                {
                    "id": 11,
                    "type": "message",
                    "date": f"{s['date']}T18:02:11",
                    "from": s["name"],
                    "text": "Swiss-Manager-ի արդյունքների կայքի գաղտնաբառը ո՞րն է",
                },
                {
                    "id": 12,
                    "type": "message",
                    "date": f"{s['date']}T18:05:40",
                    "from": s["name2"],
                    "text": [
                        {"type": "plain", "text": "գաղտնաբառ՝ "},
                        {"type": "code", "text": s["cred"]},
                    ],
                },
            ],
        },
        ensure_ascii=False,
        indent=1,
    ),
    "human",
)

F.reg(
    "shakhmat_lichess_team_oauth_token_python_bot",
    ("bots/lichess_team_arena.py", "club/<<org>>/create_arena.py"),
    """import berserk

LICHESS_TOKEN = "<<cred>>"
session = berserk.TokenSession(LICHESS_TOKEN)
client = berserk.Client(session=session)
client.tournaments.create_arena(clock_time=3, clock_increment=2, minutes=60, name="<<org>> Blitz", team_id="<<org>>")
""",
    lambda rng: (
        "lip_"
        + "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(20)
        )
    ),
)

F.reg(
    "shakhmat_dgt_livechess_broadcast_ini",
    ("LiveChess/broadcast_<<date>>.ini", "C:/DGT/<<org>>/livechess.ini"),
    """[Broadcast]
Round=<<n>>
Boards=12
[Upload]
Host=ftp.<<dom>>
User=live
Password=<<cred>>
RemoteDir=/live/<<year>>
""",
    "pw",
)


def _k8s(rng: random.Random, s: dict) -> dict:
    return {"enc": __import__("base64").b64encode(s["cred"].encode()).decode()}


F.reg(
    "shakhmat_club_site_k8s_secret_idram_base64",
    ("k8s/idram-secret.yaml", "deploy/<<org>>/secret-idram.yml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: idram-merchant
  namespace: <<org>>
type: Opaque
data:
  IDRAM_SECRET_KEY: <<enc>>
""",
    "p:idram",
    extra=_k8s,
    decode=dec_b64_field("IDRAM_SECRET_KEY: "),
)

F.reg(
    "shakhmat_russian_email_parol_federatsiya_reiting",
    ("mail/<<date>>_reiting.eml", "Mail/<<org>>/Отправленные/<<nn>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Доступ к рейтинг-системе федерации
Date: <<dmy>> <<time>> +0400
Content-Type: text/plain; charset=UTF-8

Здравствуйте, <<first2>>!
Для загрузки турнирных отчётов в рейтинг-систему:
логин: <<user>>
пароль: <<cred>>
С уважением, <<name>>
""",
    "human",
    syntax="",
)

F.reg(
    "shakhmat_swiss_manager_pairings_ftp_filezilla_xml",
    ("AppData/Roaming/FileZilla/sitemanager.xml", "Users/<<user>>/FileZilla/<<org>>_sites.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.66.4" platform="windows">
  <Servers>
    <Server>
      <Host>ftp.<<dom>></Host>
      <Port>21</Port>
      <Protocol>0</Protocol>
      <Type>0</Type>
      <User>pairings</User>
      <Pass><<cred>></Pass>
      <Name><<org>> pairings</Name>
    </Server>
  </Servers>
</FileZilla3>
""",
    "pw_xml",
)

F.reg(
    "shakhmat_chesscom_club_stats_node_puppeteer",
    ("scripts/chesscom_roster.js", "club/<<org>>/roster_scrape.js"),
    """const puppeteer = require('puppeteer');
const LOGIN = '<<user>>';
const PASS = '<<cred>>';
(async () => {
  const b = await puppeteer.launch();
  const p = await b.newPage();
  await p.goto('https://www.chess.com/login');
  await p.type('#username', LOGIN);
  await p.type('#password', PASS);
})();
""",
    "human_x",
    syntax="",
)

F.reg(
    "shakhmat_demo_board_raspberry_pi_wpa_supplicant",
    ("boot/wpa_supplicant.conf", "etc/wpa_supplicant/<<org>>_demo_board.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
country=AM
network={
    ssid="<<org>>_Club"
    psk="<<cred>>"
}
""",
    "human_x",
    syntax="",
)
