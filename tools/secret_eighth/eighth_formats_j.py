"""Bot frameworks and messengers: Bot Framework, WhatsApp Cloud API, Messenger, Threema Gateway,
Revolt, Guilded, Nextcloud Talk, Keybase."""

# ruff: noqa: E501 -- templates hold whole lines of the files as they sit in repositories

from __future__ import annotations

import random

from eighth_corpus import Ctx, Out, an, b64, fill, fmt, pick, uid

F = "bot_framework_messengers"
AZ_SECRET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.~-"
PAPER = [
    "absent",
    "actor",
    "angle",
    "apron",
    "basket",
    "bubble",
    "cabin",
    "candle",
    "cattle",
    "cereal",
    "cherry",
    "clever",
    "cotton",
    "custom",
    "dawn",
    "denial",
    "dinner",
    "dragon",
    "eager",
    "elbow",
    "engine",
    "fabric",
    "fringe",
    "galaxy",
    "gentle",
    "glimpse",
    "hammer",
    "hollow",
    "humble",
    "island",
    "jacket",
    "kettle",
    "lemon",
    "lizard",
    "magnet",
    "mango",
    "mirror",
    "muffin",
    "napkin",
    "oyster",
    "palace",
    "pencil",
    "pillow",
    "planet",
    "puzzle",
    "rabbit",
    "ribbon",
    "saddle",
    "silver",
    "sketch",
    "spider",
    "stable",
    "tennis",
    "tomato",
    "tunnel",
    "velvet",
    "walnut",
    "window",
    "yellow",
    "zebra",
]


@fmt(F, "botframework_appsettings_json_microsoft_app_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 3, AZ_SECRET[:62]) + "8Q~" + an(rng, 34, AZ_SECRET)
    text = fill(
        """
        {
          "MicrosoftAppType": "SingleTenant",
          "MicrosoftAppId": "<<app>>",
          "MicrosoftAppPassword": "<<s>>",
          "MicrosoftAppTenantId": "<<tenant>>",
          "Logging": {
            "LogLevel": {"Default": "Information", "Microsoft.AspNetCore": "Warning"}
          },
          "AllowedHosts": "*"
        }
        """,
        app=uid(rng),
        s=s,
        tenant=uid(rng),
    )
    return Out(
        pick(
            rng,
            "appsettings.json",
            "HelpdeskBot/appsettings.json",
            f"{c.short}.Bot/appsettings.Production.json",
        ),
        text,
        s,
    )


@fmt(F, "whatsapp_cloud_api_graph_messages_bearer_eaa_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = "EAA" + an(rng, rng.randint(180, 220))
    text = fill(
        """
        import requests

        PHONE_NUMBER_ID = "<<pnid>>"
        WHATSAPP_TOKEN = "<<s>>"


        def send_template(to: str, name: str = "order_update", lang: str = "en_US") -> dict:
            r = requests.post(
                f"https://graph.facebook.com/v19.0/{PHONE_NUMBER_ID}/messages",
                headers={"Authorization": f"Bearer {WHATSAPP_TOKEN}"},
                json={
                    "messaging_product": "whatsapp",
                    "to": to,
                    "type": "template",
                    "template": {"name": name, "language": {"code": lang}},
                },
                timeout=15,
            )
            return r.json()
        """,
        pnid=str(rng.randint(10**14, 10**15 - 1)),
        s=s,
    )
    return Out(
        pick(rng, "bot/whatsapp.py", "notify/wa_cloud.py", f"{c.short}_orders/whatsapp.py"), text, s
    )


@fmt(F, "messenger_platform_page_access_token_express_webhook")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = "EAAG" + an(rng, rng.randint(160, 200))
    text = fill(
        """
        const express = require("express");
        const app = express().use(express.json());

        const PAGE_ACCESS_TOKEN = "<<s>>";
        const VERIFY_TOKEN = process.env.VERIFY_TOKEN;

        app.get("/webhook", (req, res) => {
          if (req.query["hub.verify_token"] === VERIFY_TOKEN) return res.send(req.query["hub.challenge"]);
          res.sendStatus(403);
        });

        async function callSendAPI(psid, message) {
          await fetch(`https://graph.facebook.com/v19.0/me/messages?access_token=${PAGE_ACCESS_TOKEN}`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ recipient: { id: psid }, message }),
          });
        }

        app.listen(process.env.PORT || 1337);
        """,
        s=s,
    )
    return Out(pick(rng, "index.js", "messenger/app.js", f"{c.short}-chatbot/server.js"), text, s)


@fmt(F, "threema_gateway_php_sdk_connection_settings_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 16)
    text = fill(
        """
        <?php
        use Threema\\MsgApi\\Connection;
        use Threema\\MsgApi\\ConnectionSettings;
        use Threema\\MsgApi\\Receiver;

        require_once 'vendor/autoload.php';

        $settings = new ConnectionSettings(
            '*<<gid>>',
            '<<s>>'
        );
        $connector = new Connection($settings, new \\Threema\\MsgApi\\PublicKeyStore\\PhpFile('keystore.php'));

        $receiver = new Receiver('<<to>>', Receiver::TYPE_ID);
        $result = $connector->sendSimple($receiver, 'Alarm: pump station <<n>> offline');
        """,
        gid=an(rng, 7, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        s=s,
        to=an(rng, 8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        n=rng.randint(1, 30),
    )
    return Out(
        pick(
            rng,
            "alerts/threema.php",
            "src/Notify/ThreemaSender.php",
            f"{c.short}/threema_alert.php",
        ),
        text,
        s,
    )


@fmt(F, "revolt_py_client_start_bot_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 64, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    text = fill(
        """
        import asyncio

        import aiohttp
        import revolt


        class Client(revolt.Client):
            async def on_message(self, message: revolt.Message) -> None:
                if message.content == "!ping":
                    await message.channel.send("pong")


        async def main() -> None:
            async with aiohttp.ClientSession() as session:
                client = Client(session, "<<s>>")
                await client.start()


        asyncio.run(main())
        """,
        s=s,
    )
    return Out(pick(rng, "bot.py", "revolt_bot/main.py", f"{c.short}_bot/run.py"), text, s)


@fmt(F, "guilded_js_client_gapi_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = "gapi_" + b64(rng, 66, pad=False)
    text = fill(
        """
        const { Client } = require("guilded.js");

        const client = new Client({ token: "<<s>>" });

        client.on("ready", () => console.log(`Bot is successfully logged in`));
        client.on("messageCreated", (message) => {
          if (message.content === "!raid") return message.reply("Raid signup opens at 20:00 CET");
        });

        client.login();
        """,
        s=s,
    )
    return Out(pick(rng, "index.js", "guilded/bot.js", f"{c.short}-guild/bot.js"), text, s)


@fmt(F, "nextcloud_talk_occ_bot_install_shared_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, rng.randint(40, 64))
    text = fill(
        """
        #!/bin/bash
        # Register the on-call webhook bot in Nextcloud Talk and enable it for the ops room
        set -e
        cd /var/www/nextcloud
        sudo -u www-data php occ talk:bot:install \\
          "OnCall" \\
          "<<s>>" \\
          "https://oncall.<<dom>>/talk/webhook" \\
          "Posts PagerTree incidents into the room" \\
          --feature webhook --feature response
        sudo -u www-data php occ talk:bot:setup <<id>> <<room>>
        """,
        s=s,
        dom=c.domain,
        id=rng.randint(1, 20),
        room=an(rng, 8, "abcdefghijklmnopqrstuvwxyz0123456789"),
    )
    return Out(
        pick(
            rng,
            "scripts/talk-bot-install.sh",
            "nextcloud/install_bot.sh",
            f"ops/{c.short}-talk-bot.sh",
        ),
        text,
        s,
    )


@fmt(F, "keybase_bot_compose_environment_paperkey_phrase")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = " ".join(rng.choice(PAPER) for _ in range(13))
    text = fill(
        """
        services:
          deploybot:
            image: keybaseio/client:stable-slim
            restart: unless-stopped
            environment:
              KEYBASE_USERNAME: <<short>>deploybot
              KEYBASE_PAPERKEY: "<<s>>"
              KEYBASE_SERVICE: "1"
            volumes:
              - ./bot:/app:ro
            command: ["node", "/app/index.js"]
        """,
        short=c.short,
        s=s,
    )
    return Out(
        pick(
            rng,
            "docker-compose.yml",
            "keybase-bot/compose.yaml",
            f"bots/{c.short}/docker-compose.yml",
        ),
        text,
        s,
    )
