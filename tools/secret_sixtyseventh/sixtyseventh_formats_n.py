"""Family n: a translation and subtitling agency in Budapest, Hungary (Hungarian)."""

from __future__ import annotations

import base64
import json

from sixtyseventh_corpus import alnum
from sixtyseventh_spec import FELIRAT as F
from sixtyseventh_spec import after


def _signal(s: dict) -> str:
    pre = f"[{s['y']}. {s['mo']}. {s['d']}. {s['time']}]"
    return f"""{pre} {s["fn"]}: Szia! A Netflix-es sorozat feliratait hova töltsem fel?
{pre} {s["fn2"]}: A megosztott OneDrive-ra, az ügynökségi fiókkal
{s["pre2"]} {s["fn2"]}: felirat@{s["dom"]} / {s["cred"]}
{s["pre2"]} {s["fn"]}: Köszi, megvan 👍
"""


F.reg(
    "hungarian_signal_copied_jelszo_onedrive",
    ("Letöltések/signal-<<fn2_a>>-<<n>>.txt", "jegyzetek/chat-<<date>>.txt"),
    _signal,
    cred="human",
    syntax="",
    extra=lambda rng, s: {"pre2": f"[{s['y']}. {s['mo']}. {s['d']}. {s['time2']}]"},
)

F.reg(
    "deepl_api_pretranslate_python",
    ("tools/elofordit.py", "<<org>>/scripts/deepl_srt_<<n>>.py"),
    """\"\"\"SRT előfordítás DeepL-lel, utána a lektor javít.\"\"\"
import sys

import deepl
import srt

DEEPL_AUTH_KEY = "<<cred>>"

translator = deepl.Translator(DEEPL_AUTH_KEY)
subs = list(srt.parse(open(sys.argv[1], encoding="utf-8").read()))
for sub in subs:
    sub.content = translator.translate_text(sub.content, target_lang="HU").text
open(sys.argv[2], "w", encoding="utf-8").write(srt.compose(subs))
""",
    cred="p:deepl_pro",
)

F.reg(
    "subtitle_edit_settings_xml_openai_key",
    ("AppData/Roaming/Subtitle Edit/Settings.xml", "PortableApps/SubtitleEdit-<<n>>/Settings.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<Settings>
  <General>
    <DefaultFrameRate>25</DefaultFrameRate>
    <SubtitleLineMaximumLength>42</SubtitleLineMaximumLength>
    <SubtitleMaximumCharactersPerSeconds>17</SubtitleMaximumCharactersPerSeconds>
  </General>
  <Tools>
    <AutoTranslateLastName>ChatGPT</AutoTranslateLastName>
    <ChatGptUrl>https://api.openai.com/v1/chat/completions</ChatGptUrl>
    <ChatGptApiKey><<cred>></ChatGptApiKey>
    <ChatGptModel>gpt-4o-mini</ChatGptModel>
    <ChatGptPrompt>Fordítsd le magyarra, tömören, feliratnak:</ChatGptPrompt>
  </Tools>
</Settings>
""",
    cred="p:openai",
)

F.reg(
    "szamlazz_agent_key_php_invoice",
    ("szamlazas/szamlazz_config.php", "<<org>>-admin/config/szamlazz.php"),
    """<?php
// Számlázz.hu Számla Agent - fordítási megbízások számlázása
$config = [
    'szamlaagentkulcs' => '<<cred>>',
    'e_szamla' => true,
    'elotag' => 'FEL',
    'bank' => 'OTP Bank',
    'bankszamlaszam' => '11773016-<<n5>>000-00000000',
];
""",
    cred="alnum:42",
    syntax="",
)

F.reg(
    "winscp_script_sftp_url_delivery",
    ("scripts/feltoltes_<<n>>.txt", "WinSCP/leadas_<<org>>.txt"),
    """# WinSCP szkript - kész feliratok leadása a stúdiónak
# futtatás: winscp.com /script=feltoltes.txt
open sftp://<<org>>:<<cred>>@sftp.<<dom>>/ -hostkey="ssh-ed25519 255 <<hk>>"
cd /incoming/<<date>>
put "D:\\Feliratok\\kesz\\*.srt"
close
exit
""",
    cred="pw_url",
    syntax="",
    extra=lambda rng, s: {"hk": alnum(rng, 43)},
)

F.reg(
    "simplepay_merchant_secret_json",
    ("webshop/config/simplepay.json", "<<org>>-fizetes/simplepay_<<n>>.json"),
    lambda s: json.dumps(
        {
            "HUF_MERCHANT": f"P{s['n5']}",
            "HUF_SECRET_KEY": s["cred"],
            "SANDBOX": False,
            "URL": f"https://{s['dom']}/fizetes/vissza",
            "LOGGER": True,
        },
        indent=4,
    ),
    cred="p:simplepay",
)


def _b64_mail(s: dict) -> str:
    body = (
        f"Kedves {s['fn2']}!\n\nA stúdió Aspera fiókja a leadáshoz:\n"
        f"Felhasználó: {s['org']}_subs\nJelszó: {s['cred']}\n\nÜdv,\n{s['fn']}\n"
    )
    enc = base64.encodebytes(body.encode()).decode()
    return (
        f"From: {s['fn']} {s['ln']} <{s['email']}>\nTo: {s['email2']}\n"
        f"Subject: =?UTF-8?B?{base64.b64encode('Aspera hozzáférés'.encode()).decode()}?=\n"
        f"Date: {s['d']} Jan {s['y']} {s['time']}:27 +0100\nMIME-Version: 1.0\n"
        'Content-Type: text/plain; charset="utf-8"\nContent-Transfer-Encoding: base64\n\n' + enc
    )


def _dec_b64_mail(text: str) -> str:
    body = base64.b64decode("".join(text.split("\n\n", 1)[1].split())).decode()
    return after(body, "Jelszó: ")


F.reg(
    "hungarian_email_base64_body_jelszo_aspera",
    ("mail/<<login>>/INBOX/<<n5>>.eml", "Thunderbird/Beérkezett/<<date>>-<<n>>.eml"),
    _b64_mail,
    cred="human",
    syntax="",
    decode=_dec_b64_mail,
)

F.reg(
    "github_pat_subtitle_qc_ci_yaml",
    (".gitlab-ci.yml", "ci/<<org>>-qc.yml"),
    """# Felirat QC: karakterszám, olvasási sebesség, tiltott szavak
stages: [qc]
qc:
  stage: qc
  image: python:3.12
  variables:
    GH_TOKEN: "<<cred>>"
  script:
    - pip install git+https://${GH_TOKEN}@github.com/<<org>>/subtitle-qc.git
    - subtitle-qc --max-cps 17 --max-line 42 feliratok/
""",
    cred="p:github",
)
