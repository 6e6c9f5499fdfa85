# ruff: noqa: E501
"""Family e: a chat-support team in Amman, Jordan (Arabic, English)."""

from __future__ import annotations

import json

from ninetyfifth_spec import Fam, jwt

F = Fam(
    name="amman_chat_support_team",
    key="ammchat",
    orgs=("sawtalnas", "raddsari", "jabalchat"),
    tld="jo",
    first=(
        ("رند", "rand"),
        ("يزن", "yazan"),
        ("لين", "leen"),
        ("عمر", "omar"),
        ("دانة", "dana"),
        ("حمزة", "hamza"),
        ("سلمى", "salma"),
        ("طارق", "tareq"),
    ),
    last=(
        ("الخطيب", "alkhatib"),
        ("حداد", "haddad"),
        ("العمري", "alomari"),
        ("النسور", "alnsour"),
        ("عبيدات", "obeidat"),
        ("المصري", "almasri"),
    ),
    words=(
        "amman",
        "habibi",
        "yalla",
        "mansaf",
        "petra",
        "falafel",
        "knafeh",
        "wehdat",
        "faisaly",
        "shams",
        "qamar",
        "zaytoon",
        "sabah",
        "ahlan",
        "jabal",
        "noor",
    ),
    pets=("loulou", "zozo", "bissa", "asad", "lucky", "mishmish"),
    months=(
        "kanoon",
        "shbat",
        "athar",
        "nisan",
        "ayyar",
        "huzairan",
        "tammuz",
        "aab",
        "aylul",
        "tishreen",
        "kanoon2",
        "ramadan",
    ),
    walks=("qwerty", "1q2w3e4r", "asdfgh", "zaq1xsw2"),
    sites=("amman", "abdali", "khalda", "irbid"),
    cc="962",
)

_AR = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def _ar(v: object) -> str:
    return str(v).translate(_AR)


def _wa(s):
    stamp = f"{_ar(s['dd'])}\u200f/{_ar(s['mo'])}\u200f/{_ar(s['y'])}، {_ar(s['h12'])}:{_ar(s['mi'])} {'م' if s['ampm'] == 'PM' else 'ص'}"
    lines = [
        (s["fn"], "مساء الخير شباب، حساب الشات المشترك على Freshchat انقفل"),
        (s["fn2"], "غيرت كلمة السر هلأ، الإيميل نفسه: chat.shared@" + s["dom"]),
        (s["fn2"], f"كلمة السر الجديدة: {s['cred']}"),
        (s["fn"], "تمام يسلمو 🙏 رح أوزعها على شفت الليل بس"),
    ]
    return "".join(f"{stamp} - {who}: {msg}\n" for who, msg in lines)


F.reg(
    "arabic_whatsapp_kalimat_sir_freshchat",
    ("WhatsApp Chat with فريق الشات <<site>>.txt", "exports/wa_chatteam_<<date>>.txt"),
    _wa,
    "human",
    syntax="",
)


def _fc_jwt(rng):
    return jwt(
        rng,
        {
            "scope": "message:create message:get agent:read conversation:update",
            "iss": "freshchat",
            "sub": uuid_like(rng),
            "exp": rng.randint(1_800_000_000, 1_900_000_000),
        },
        alg="RS256",
        kid="freshchat-" + "".join(rng.choice("0123456789abcdef") for _ in range(8)),
    )


def uuid_like(rng):
    h = "".join(rng.choice("0123456789abcdef") for _ in range(32))
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


F.reg(
    "freshchat_webhook_node_api_token_jwt",
    ("chat-bridge/src/freshchat.js", "services/<<site>>/freshchat-webhook/index.js"),
    """// Freshchat -> internal CRM bridge (<<orgc>> chat team)
const express = require("express");
const axios = require("axios");

const FRESHCHAT_URL = "https://<<org>>.freshchat.com/v2";
const FRESHCHAT_TOKEN = "<<cred>>";

const app = express();
app.use(express.json());

app.post("/webhook", async (req, res) => {
  const conv = req.body.data?.message?.conversation_id;
  if (conv) {
    await axios.put(`${FRESHCHAT_URL}/conversations/${conv}`, { status: "assigned" }, {
      headers: { Authorization: `Bearer ${FRESHCHAT_TOKEN}` },
    });
  }
  res.sendStatus(200);
});

app.listen(3000, () => console.log("listening on 3000"));
""",
    _fc_jwt,
    syntax="",
)

F.reg(
    "intercom_access_token_ruby",
    ("lib/tasks/intercom_tags.rake", "scripts/<<site>>/close_stale_chats.rb"),
    """# frozen_string_literal: true

require "intercom"

# Close conversations idle for more than 48h and tag them (Amman chat team)
intercom = Intercom::Client.new(token: "<<cred>>")

intercom.conversations.search(
  query: { field: "updated_at", operator: "<", value: (Time.now - 172_800).to_i },
  per_page: 50
).each do |conv|
  intercom.conversations.close(id: conv.id, admin_id: "<<ext>><<n>>", body: "شكراً لتواصلك معنا")
end
""",
    "p:intercom",
    syntax="",
)

F.reg(
    "rasa_credentials_yml_facebook_secret",
    ("chatbot/credentials.yml", "bots/<<site>>/rasa/credentials.yml"),
    """# This file contains the credentials for the voice & chat platforms
# which your bot is using.
rest:

facebook:
  verify: "<<org>>-verify"
  secret: "<<cred>>"
  page-access-token: "${FB_PAGE_TOKEN}"

socketio:
  user_message_evt: user_uttered
  bot_message_evt: bot_uttered
  session_persistence: true

rasa:
  url: "http://<<ip>>:5002/api"
""",
    "hex:32",
)

F.reg(
    "telegram_text_copy_arabic_reply_only",
    ("notes/telegram_<<date>>.txt", "Desktop/نسخ تلغرام <<dd>>.txt"),
    """<<fn>>, [<<dmy_dot>> <<time>>]
وين كلمة سر لوحة Zendesk Chat تبعت المشرفين؟

<<fn2>>, [<<dmy_dot>> <<time>>]
<<cred>>

<<fn>>, [<<dmy_dot>> <<time>>]
👍
""",
    "human",
    syntax="",
)

F.reg(
    "agent_desktop_electron_config_json",
    ("AppData/Roaming/<<org>>-agent-desktop/config.json", "agent-desktop/<<site>>/config.json"),
    lambda s: json.dumps(
        {
            "locale": "ar-JO",
            "theme": "dark",
            "chatGateway": f"wss://chat.{s['dom']}/ws",
            "chatApiKey": s["cred"],
            "agent": {"id": s["agent"], "name": s["fn"], "maxConcurrentChats": 4},
            "cannedResponsesUrl": f"https://kb.{s['dom']}/canned/ar",
            "autoUpdate": True,
        },
        ensure_ascii=False,
        indent=2,
    ),
    "uuid",
)

F.reg(
    "supervisor_my_cnf_client_password",
    ("home/<<fa>>/.my.cnf", "root/.my.cnf"),
    """[client]
user = chat_reports
password = <<cred>>
host = <<ip>>
database = chat_stats

[mysqldump]
max_allowed_packet = 64M
default-character-set = utf8mb4
""",
    "pw",
    syntax="ini",
)

F.reg(
    "efawateercom_billpay_php_secret",
    ("config/efawateercom.php", "billing/<<site>>/config/payments.php"),
    """<?php

// eFAWATEERcom bill payment — customers pay support subscriptions from their bank app
return [
    'biller_code' => '<<ext>><<n>>',
    'service_type' => 'SupportPlan',
    'endpoint' => 'https://api.efawateercom.jo/v2/bills',
    'secret_key' => '<<cred>>',
    'callback_url' => 'https://pay.<<dom>>/efawateercom/notify',
    'timeout' => 20,
];
""",
    "p:efawateer",
    syntax="",
)
