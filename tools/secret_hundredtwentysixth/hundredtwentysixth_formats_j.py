# ruff: noqa: E501
"""Family j: a fact-checking team in Manila, the Philippines (Filipino / Taglish)."""

from __future__ import annotations

import json

from hundredtwentysixth_spec import Fam

F = Fam(
    name="totoo_manila_factcheck_desk",
    orgs=("totoongsuri", "tamanaph", "beripikado"),
    tld="org.ph",
    first=("Maricel", "Jericho", "Angelica", "Paolo", "Kristine", "Rommel", "Bea", "Carlo"),
    last=(
        "Dela Cruz",
        "Santos",
        "Reyes",
        "Bautista",
        "Villanueva",
        "Mendoza",
        "Aquino",
        "Castillo",
    ),
    first_a=("maricel", "jericho", "angelica", "paolo", "kristine", "rommel", "bea", "carlo"),
    last_a=(
        "delacruz",
        "santos",
        "reyes",
        "bautista",
        "villanueva",
        "mendoza",
        "aquino",
        "castillo",
    ),
    words=(
        "totoo",
        "katotohanan",
        "maynila",
        "adobo",
        "sampaguita",
        "jeepney",
        "mabuhay",
        "bayanihan",
        "kalayaan",
        "halohalo",
        "ginebra",
        "pacquiao",
        "tagaytay",
        "boracay",
    ),
    pets=("bantay", "browny", "whitey", "chichi", "bruno", "tisoy"),
    cc="63",
    city="Quezon City",
)

F.reg(
    "totoo_viber_csv_export_password_dashboard",
    ("viber/Viber_FactCheck_<<d8>>.csv", "exports/viber_team_<<n>>.csv"),
    """Date,Time,Sender Name,Sender Phone,Message
<<dmy>>,<<time>>,<<first>> <<last>>,<<phone2>>,Guys sino may login sa monitoring dashboard? Naka-logout ako
<<dmy>>,<<time>>,<<first2>>,<<phone2>>,"user: monitor@<<dom>>"
<<dmy>>,<<time2>>,<<first2>>,<<phone2>>,"pw: <<cred>>"
<<dmy>>,<<time2>>,<<first>> <<last>>,<<phone2>>,Salamat! 🙏
""",
    "human_x",
)

F.reg(
    "totoo_factcheck_tools_api_claimsearch_py",
    ("tools/claimsearch_<<n>>.py", "notebooks/scripts/hanap_claims_<<d8>>.py"),
    """\"\"\"Hanapin kung may existing fact-check na para sa isang claim (Google Fact Check Tools API).\"\"\"

import sys

import requests

KEY = '<<cred>>'
URL = 'https://factchecktools.googleapis.com/v1alpha1/claims:search'


def search(q: str) -> None:
    r = requests.get(URL, params={'query': q, 'languageCode': 'fil', 'key': KEY}, timeout=20)
    for c in r.json().get('claims', []):
        review = c['claimReview'][0]
        print(review['publisher']['name'], '|', review['textualRating'], '|', review['url'])


if __name__ == '__main__':
    search(' '.join(sys.argv[1:]))
""",
    "p:google",
)

F.reg(
    "totoo_slack_bot_tipline_env",
    ("tipline-bot/.env.<<n>>", "srv/tipline_<<d8>>/.env"),
    """# Tipline bot: Messenger tips -> #tipline channel
SLACK_BOT_TOKEN=<<cred>>
SLACK_CHANNEL_ID=C0<<n>>TIPS
SLACK_SIGNING_SECRET_FILE=/run/secrets/slack_signing
TIMEZONE=Asia/Manila
""",
    "p:slack_bot",
)

F.reg(
    "totoo_taglish_email_password_archive_tool",
    ("mail/<<d8>>_archive_<<n>>.eml", "Maildir/cur/<<ts>>.<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Login sa archive tool (para sa election coverage)
Date: Thu, 17 Apr <<year>> <<time>>:<<sec>> +0800
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Hi <<first2>>,

Eto na yung login natin sa archive tool para ma-save agad yung mga viral posts bago ma-delete:

URL: https://archive.<<dom>>
username: factcheck
password: <<cred>>

Pakipalitan after ng training bukas. Huwag i-post sa group chat ha.

Salamat,
<<first>>
""",
    "human",
)

F.reg(
    "totoo_paymongo_donations_node_secret",
    ("donate/server_<<n>>.js", "apps/suporta-<<d8>>/server.js"),
    """// Suportahan ang fact-checking - PayMongo (GCash / Maya / card)
const express = require('express');
const app = express();
app.use(express.json());

const PAYMONGO_SECRET = '<<cred>>';
const auth = 'Basic ' + Buffer.from(PAYMONGO_SECRET + ':').toString('base64');

app.post('/api/donate', async (req, res) => {
  const r = await fetch('https://api.paymongo.com/v1/links', {
    method: 'POST',
    headers: { Authorization: auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { attributes: { amount: req.body.amount * 100, description: 'Donasyon' } } }),
  });
  res.json(await r.json());
});

app.listen(<<port>>);
""",
    "p:paymongo",
    syntax="",
)

F.reg(
    "totoo_n8n_compose_basic_auth_password",
    ("automation/docker-compose.<<n>>.yml", "srv/n8n_<<d8>>/docker-compose.yml"),
    """services:
  n8n:
    image: docker.n8n.io/n8nio/n8n:1.45.1
    restart: unless-stopped
    ports:
      - "5678:5678"
    environment:
      - N8N_HOST=auto.<<dom>>
      - GENERIC_TIMEZONE=Asia/Manila
      - N8N_BASIC_AUTH_ACTIVE=true
      - N8N_BASIC_AUTH_USER=factcheck
      - 'N8N_BASIC_AUTH_PASSWORD=<<cred>>'
    volumes:
      - n8n_data:/home/node/.n8n
volumes:
  n8n_data: {}
""",
    "pw_sq",
)


def _nb(s):
    cells = [
        {
            "cell_type": "markdown",
            "metadata": {},
            "source": [
                "# Claim matcher (Tagalog / English)\n",
                "Itugma ang bagong tips sa mga lumang fact-check.",
            ],
        },
        {
            "cell_type": "code",
            "execution_count": 1,
            "metadata": {},
            "outputs": [],
            "source": [
                "import os\n",
                "from openai import OpenAI\n",
                f'os.environ["OPENAI_API_KEY"] = "{s["cred"]}"\n',
                "client = OpenAI()",
            ],
        },
        {
            "cell_type": "code",
            "execution_count": 2,
            "metadata": {},
            "outputs": [{"name": "stdout", "output_type": "stream", "text": ["1536\n"]}],
            "source": [
                'emb = client.embeddings.create(model="text-embedding-3-small", input="Libreng bigas sa lahat")\n',
                "print(len(emb.data[0].embedding))",
            ],
        },
    ]
    return json.dumps(
        {
            "cells": cells,
            "metadata": {
                "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}
            },
            "nbformat": 4,
            "nbformat_minor": 5,
        },
        indent=1,
    )


F.reg(
    "totoo_claim_matcher_ipynb_openai_key",
    ("notebooks/claim_matcher_<<n>>.ipynb", "Users/<<login>>/Documents/tips_<<d8>>.ipynb"),
    _nb,
    "p:openai",
    syntax="json",
)

F.reg(
    "totoo_accounts_tsv_little_context",
    ("drive/accounts_<<d8>>.tsv", "shared/Team <<n>>/logins.tsv"),
    """platform\tuser\tpw\tnotes
TikTok monitoring\tmonitor.<<org>>\t<<cred>>\tburner phone
X / Twitter\t@<<org>>_ph\t\tnasa 2FA app
""",
    "human_x",
)
