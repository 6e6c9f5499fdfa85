# ruff: noqa: E501
"""Family h: an accelerator's demo-day team in Tel Aviv, Israel (Hebrew, English)."""

from __future__ import annotations

import json

from ninetyninth_corpus import alnum, rsa_pem
from ninetyninth_spec import Fam, ipynb, prov

F = Fam(
    name="demoday_team_telaviv",
    orgs=("kadimahlabs", "sababastack", "tayeletai"),
    tld="co.il",
    first=(
        ("נועה", "noa"),
        ("איתי", "itay"),
        ("יעל", "yael"),
        ("עומר", "omer"),
        ("תמר", "tamar"),
        ("דניאל", "daniel"),
        ("רוני", "roni"),
        ("אורי", "uri"),
    ),
    last=(
        ("כהן", "cohen"),
        ("לוי", "levi"),
        ("מזרחי", "mizrahi"),
        ("פרץ", "peretz"),
        ("ביטון", "biton"),
        ("אברהם", "avraham"),
        ("פרידמן", "friedman"),
    ),
    words=(
        "sababa",
        "yalla",
        "hummus",
        "shakshuka",
        "falafel",
        "tayelet",
        "rothschild",
        "dizengoff",
        "balagan",
        "chutzpah",
        "kibbutz",
        "bamba",
        "tachles",
        "achla",
        "florentin",
        "jaffa",
    ),
    pets=("shoko", "bamba", "lucky", "mitzi", "gingi", "pitzi"),
    cc="972",
    city="תל אביב",
)

F.reg(
    "tlv_demoday_hebrew_whatsapp_sisma_docsend",
    ("WhatsApp Chat with <<org>> Demo Day 🚀.txt", "chats/demoday_<<date>>.txt"),
    """<<d1>>.<<m1>>.<<y>>, <<t1>> - <<fn>> <<ln>>: מישהו יכול לשלוח לי את הסיסמה ל-DocSend? המשקיע מ-Pitango מבקש שוב את הדק
<<d1>>.<<m1>>.<<y>>, <<t2>> - <<fn2>> <<ln2>>: הלינק באימייל של אתמול
<<d1>>.<<m1>>.<<y>>, <<t3>> - <<fn2>> <<ln2>>: סיסמה: <<cred>>
<<d1>>.<<m1>>.<<y>>, <<t4>> - <<fn>> <<ln>>: תודה!! 🙏 אחלה
<<d1>>.<<m1>>.<<y>>, <<t5>> - <<fn2>> <<ln2>>: אל תעבירו בקבוצה של המחזור, יש שם 40 איש
""",
    cred="human",
)

F.reg(
    "tlv_demoday_investor_followup_pitch_share_email",
    ("mail/followup-<<org>>-<<date>>.eml", "Sent/Demo Day follow-up <<nn>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: <<fa2>>@vc-<<ref>>.com
Subject: <<org>> - follow-up from Demo Day
Date: Wed, <<d>> Jun <<y>> <<hh>>:<<mi>>:44 +0300
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Hi <<fa2>>,

Great to meet you at the demo day yesterday. As promised, the full deck (with the
cohort retention and the pipeline slide we skipped on stage) is on Pitch:

https://pitch.com/v/<<org>>-seed-<<ref>>
Password: <<cred>>

We're raising a $<<n>>.5M seed, ~60% committed. Happy to set up a call next week.

Best,
<<fa>>
CEO, <<org>> | Rothschild Blvd <<nn>>, Tel Aviv
""",
    cred="human",
)

F.reg(
    "tlv_demoday_streamlit_secrets_toml_openai",
    ("demo/.streamlit/secrets.toml", "<<org>>-demo/.streamlit/secrets.toml"),
    """# live demo on stage - DO NOT COMMIT
OPENAI_API_KEY = "<<cred>>"
DEMO_USER = "judge"
DEMO_MODE = true

[connections.postgresql]
dialect = "postgresql"
host = "<<ip>>"
port = "5432"
database = "demo"
username = "demo_ro"
""",
    cred="p:openai",
)

F.reg(
    "tlv_demoday_bare_deploy_key_rsa_file",
    ("keys/<<org>>_deploy", "deploy/id_rsa_demoday_<<n>>"),
    "<<cred>>\n",
    cred=lambda r, s: rsa_pem(r),
    syntax="",
)

F.reg(
    "tlv_demoday_pitch_qa_notebook_anthropic_key",
    ("notebooks/pitch_qa_bot_<<n>>.ipynb", "<<org>>/research/investor_qa.ipynb"),
    lambda s: ipynb(
        [
            ("markdown", "# בוט תשובות לשאלות משקיעים\nמתאמן על ה-FAQ וה-deck לפני יום הדמו", ""),
            (
                "code",
                f'import anthropic\n\nclient = anthropic.Anthropic(api_key="{s["cred"]}")\n',
                "",
            ),
            (
                "code",
                'msg = client.messages.create(\n    model="claude-sonnet-4-5",\n    max_tokens=400,\n    messages=[{"role": "user", "content": "What is our CAC payback?"}],\n)\nprint(msg.content[0].text)',
                "Based on the deck, CAC payback is about 7 months for SMB customers.\n",
            ),
        ]
    ),
    cred="p:anthropic",
    syntax="json",
)


def _cardcom(s: dict[str, object]) -> str:
    return json.dumps(
        {
            "Logging": {"LogLevel": {"Default": "Information"}},
            "Cardcom": {
                "TerminalNumber": s["term"],
                "ApiName": s["apiname"],
                "ApiPassword": s["cred"],
                "SuccessUrl": f"https://{s['dom']}/he/payment/success",
                "Language": "he",
            },
            "AllowedHosts": "*",
        },
        indent=2,
        ensure_ascii=False,
    )


F.reg(
    "tlv_demoday_cardcom_appsettings_production_json",
    ("src/<<org>>.Api/appsettings.Production.json", "api-<<n>>/appsettings.Production.json"),
    _cardcom,
    cred="pw_json",
    extra=lambda r, s: {"term": r.randint(100000, 999999), "apiname": alnum(r, 20)},
)


def _slack(s: dict[str, object]) -> str:
    msgs = [
        ("שידור חי ליוטיוב של יום הדמו - מפתח השידור ל-OBS:", s["u1"]),
        (s["cred"], s["u1"]),
        ("תודה, מגדיר עכשיו את ה-OBS במחשב של הבמה", s["u2"]),
    ]
    return json.dumps(
        [
            {
                "type": "message",
                "user": u,
                "text": t,
                "ts": f"{s['ts'] + i * 37}.00{i}1{s['nn']}",
                "client_msg_id": f"{s['ref'][:8]}-{i}",
            }
            for i, (t, u) in enumerate(msgs)
        ],
        ensure_ascii=False,
        indent=4,
    )


F.reg(
    "tlv_demoday_slack_export_channel_stream_key",
    ("slack-export/demo-day-stage/<<date>>.json", "<<org>>-slack/production/<<date>>.json"),
    _slack,
    cred="p:stream",
    extra=lambda r, s: {
        "u1": "U0" + alnum(r, 9).upper(),
        "u2": "U0" + alnum(r, 9).upper(),
        "ts": r.randint(1735000000, 1790000000),
    },
)

F.reg(
    "tlv_demoday_docker_hub_pat_login_zsh_history",
    ("home/<<fa>>/.zsh_history", "laptops/<<fa>>-mbp/.zsh_history"),
    """: <<ts>>:0;cd ~/dev/<<org>>
: <<ts1>>:0;docker build -t <<org>>/demo:stage .
: <<ts2>>:0;echo <<cred>> | docker login -u <<org>>ci --password-stdin
: <<ts3>>:0;docker push <<org>>/demo:stage
: <<ts4>>:0;kubectl rollout restart deploy/demo -n stage
""",
    cred=lambda r, s: s.update(ts0=r.randint(1735000000, 1790000000)) or prov(r, "docker"),
    syntax="",
    extra=lambda r, s: (
        {f"ts{i}": s["ts0"] + i * r.randint(20, 200) for i in range(1, 5)} | {"ts": s["ts0"]}
    ),
)
