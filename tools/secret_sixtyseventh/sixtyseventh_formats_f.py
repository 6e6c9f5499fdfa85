"""Family f: an indie game studio in Tallinn, Estonia (Estonian)."""

# ruff: noqa: E501

from __future__ import annotations

import json
import quopri
import random

from sixtyseventh_corpus import hexs, pick
from sixtyseventh_spec import MANGU as F
from sixtyseventh_spec import after, enc_qp, human

F.reg(
    "steamcmd_run_app_build_bat",
    ("tools/upload_steam.bat", "build/<<org>>/steam_upload_<<n>>.bat"),
    """@echo off
rem Laeb uue buildi Steami beta harusse - <<fn>> <<ln>>
set STEAMCMD=C:\\steamworks_sdk\\tools\\ContentBuilder\\builder\\steamcmd.exe
set SCRIPT=C:\\steamworks_sdk\\tools\\ContentBuilder\\scripts\\app_build_<<appid>>.vdf
"%STEAMCMD%" +login <<org>>_build <<cred>> +run_app_build "%SCRIPT%" +quit
if errorlevel 1 echo Ebaõnnestus! && pause
""",
    cred="pw_bare",
    syntax="",
    extra=lambda rng, s: {"appid": str(rng.randint(1_200_000, 3_400_000))},
)

F.reg(
    "itch_butler_github_actions_workflow",
    (".github/workflows/itch-deploy.yml", ".github/workflows/release-<<n>>.yml"),
    """name: itch.io release
on:
  push:
    tags: ["v*"]
jobs:
  deploy:
    runs-on: ubuntu-latest
    env:
      BUTLER_API_KEY: <<cred>>
      ITCH_GAME: <<org>>/<<word>>
    steps:
      - uses: actions/checkout@v4
      - name: Build (Godot 4.3)
        run: ./ci/export.sh windows linux
      - name: Push to itch
        run: |
          curl -L -o butler.zip https://broth.itch.ovh/butler/linux-amd64/LATEST/archive/default
          unzip butler.zip && chmod +x butler
          ./butler push build/windows $ITCH_GAME:windows --userversion ${GITHUB_REF_NAME}
""",
    cred="p:itch",
)


def _slack(s: dict) -> str:
    msgs = [
        {
            "user": "U0" + s["hex8"].upper()[:8],
            "type": "message",
            "ts": f"{s['ts']}.000200",
            "user_name": s["fn_a"],
            "text": f"Kas keegi teab Unity kontot? Litsents aegus ja {s['fn2']} on puhkusel.",
        },
        {
            "user": "U0" + s["hex8"].upper()[2:],
            "type": "message",
            "ts": f"{int(s['ts']) + 95}.001100",
            "user_name": s["fn2_a"],
            "text": f"konto: {s['email2']}\nparool: {s['cred']}",
        },
        {
            "user": "U0" + s["hex8"].upper()[:8],
            "type": "message",
            "ts": f"{int(s['ts']) + 200}.000900",
            "user_name": s["fn_a"],
            "text": "Aitäh! Kustutan selle sõnumi kohe :sweat_smile:",
        },
    ]
    return json.dumps(msgs, ensure_ascii=False, indent=4)


F.reg(
    "estonian_slack_export_parool_unity",
    ("slack_export/general/<<date>>.json", "exports/slack-<<org>>/arendus/<<date>>.json"),
    _slack,
    cred="human",
)

F.reg(
    "montonio_merch_store_typescript",
    ("merch/src/lib/montonio.ts", "<<org>>-pood/server/montonio.ts"),
    """import jwt from "jsonwebtoken";

// Montonio - <<orgc>> kaubanduse pood (T-särgid, plakatid)
const ACCESS_KEY = "<<uuid>>";
const SECRET_KEY = "<<cred>>";

export function createOrderToken(order: { id: string; total: number }) {
  return jwt.sign(
    {
      accessKey: ACCESS_KEY,
      merchantReference: order.id,
      grandTotal: order.total,
      currency: "EUR",
      returnUrl: "https://pood.<<dom>>/tanan",
      notificationUrl: "https://pood.<<dom>>/api/montonio",
    },
    SECRET_KEY,
    { algorithm: "HS256", expiresIn: "10m" },
  );
}
""",
    cred="p:montonio",
    syntax="",
)

F.reg(
    "android_keystore_properties_signing",
    ("android/keystore.properties", "<<word>>-mobile/android/keystore.properties"),
    """# Google Play allkirjastamine - ÄRA COMMITI (<<fn>>)
storeFile=../keys/<<org>>-release.jks
storePassword=<<cred>>
keyAlias=<<org>>
keyPassword=<<cred>>
""",
    cred="pw",
    syntax="",
)

F.reg(
    "discord_community_bot_python_token",
    ("bot/kratt_bot.py", "<<org>>-discord/bot_<<n>>.py"),
    """import discord
from discord.ext import commands

TOKEN = "<<cred>>"
GUILD_ID = <<guild>>

intents = discord.Intents.default()
intents.message_content = True
bot = commands.Bot(command_prefix="!", intents=intents)


@bot.command()
async def patch(ctx):
    await ctx.send("Uus patch on Steamis! Vaata #muudatused")


bot.run(TOKEN)
""",
    cred="p:discord",
    extra=lambda rng, s: {"guild": str(rng.randint(10**17, 10**18))},
)

F.reg(
    "app_store_connect_authkey_p8_file",
    ("fastlane/AuthKey_<<kid>>.p8", "keys/<<org>>/AuthKey_<<kid>>.p8"),
    "<<cred>>\n",
    cred="ec",
    syntax="",
    extra=lambda rng, s: {"kid": hexs(rng, 10, upper=True)},
)

_ET = ("Päike", "Sõber", "Jaanipäev", "Õunapuu", "Kõrvits", "Hüljes", "Mägi", "Külmkapp", "Öökull")


def _et_pw(rng: random.Random, fam) -> str:
    if rng.random() < 0.3:
        return human(rng, fam) + pick(rng, _ET)
    return f"{pick(rng, _ET)}{rng.randint(1, 9999)}{pick(rng, '!.#')}"


def _qp_mail(s: dict) -> str:
    body = (
        f"Tere {s['fn2']}!\n\nBuildiserveri (TeamCity) admin konto on nüüd:\n"
        f"kasutaja: admin\nParool: {s['cred']}\n\nPalun vaheta esimesel sisselogimisel.\n"
        f"{s['fn']}\n"
    )
    return (
        f"From: {s['fn']} {s['ln']} <{s['email']}>\nTo: {s['email2']}\n"
        f"Subject: =?UTF-8?Q?Buildiserveri_ligip=C3=A4=C3=A4s?=\nDate: {s['d']} Nov {s['y']} {s['time']}:05 +0200\n"
        'MIME-Version: 1.0\nContent-Type: text/plain; charset="UTF-8"\n'
        "Content-Transfer-Encoding: quoted-printable\n\n" + enc_qp(body)
    )


def _dec_qp(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    return after(quopri.decodestring(body.encode()).decode(), "Parool: ")


F.reg(
    "estonian_email_quoted_printable_parool_teamcity",
    ("mail/<<login>>/cur/<<ts>>.eml", "Thunderbird/Inbox/<<n5>>.eml"),
    _qp_mail,
    cred=_et_pw,
    syntax="",
    decode=_dec_qp,
)
