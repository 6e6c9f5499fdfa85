# ruff: noqa: E501
"""Family f: an Albanian iso-polyphony folk singers' ensemble: recordings, festival, tours."""

from __future__ import annotations

import html
import re

from fortyfirst_spec import Fam, ipynb, rsa_pem

F = Fam(
    "isopolyphony_folk_singers",
    ("zeriisoja",),
    "al",
    ("Arben", "Drita", "Besnik", "Elira", "Gëzim", "Mimoza", "Ilir", "Teuta", "Luan", "Vjosa"),
    ("Hoxha", "Shehu", "Dervishi", "Kola", "Gjoka", "Leka", "Basha", "Marku", "Çela"),
    (
        "iso",
        "polifoni",
        "këngë",
        "labëria",
        "gjirokastra",
        "kaba",
        "marrës",
        "kthyes",
        "hedhës",
        "festival",
    ),
    ("vera", "dimri", "vjeshta", "pranvera", "verë", "dimër"),
    "+355",
)

F.reg(
    "isopolyphony_albanian_whatsapp_fjalekalimi_youtube",
    ("WhatsApp Chat with Grupi Iso <<yyyy>>.txt", "chats/iso_grupi_<<id>>.txt"),
    """<<dmys>>, <<time>> - <<first>>: Djema, kanali në YouTube u hap përsëri
<<dmys>>, <<time>> - <<first>>: email: <<email>>
<<dmys>>, <<time2>> - <<first>>: fjalëkalimi: <<cred>>
<<dmys>>, <<time2>> - <<first2>>: Faleminderit! Ngarkoj videon nga festivali i Gjirokastrës sonte
<<dmys>>, <<time2>> - <<first>>: Mos e ndryshoni pa më thënë 🙏
""",
    cred="human",
)

F.reg(
    "isopolyphony_archive_recordings_s3cmd_cfg",
    ("home/<<user>>/.s3cfg", "arkiv/incizime/s3cfg_<<n>>"),
    """[default]
access_key = AKIA<<hexid>>X<<n>>QZ
secret_key = <<cred>>
bucket_location = eu-central-1
host_base = s3.amazonaws.com
host_bucket = %(bucket)s.s3.amazonaws.com
use_https = True
signature_v2 = False
""",
    cred="p:aws_secret",
)

F.reg(
    "isopolyphony_festival_site_nuxt_env_strapi_token",
    ("festivali-web/.env", "sites/<<org>>-festival-<<n>>/.env.production"),
    """NUXT_PUBLIC_SITE_URL=https://festival.<<dom>>
NUXT_PUBLIC_STRAPI_URL=https://cms.<<dom>>
STRAPI_TOKEN=<<cred>>
NUXT_PUBLIC_DEFAULT_LOCALE=sq
""",
    cred="hex:256",
)

F.reg(
    "isopolyphony_tour_notebook_ocr_fjalekalim_hotel",
    ("skanime/turneu_<<yyyy>>_f<<n>>.txt", "ocr/bllok_<<id>>.txt"),
    """TURNEU - Korçë / Përmet / Tiranë

hoteli në Përmet — rezervimi nëpërmjet portalit
përdoruesi: <<user>>
fjalëkalim:
   <<cred>>

autobusi niset 07:30 nga sheshi
kostumet e grave — te <<first2>>
""",
    cred="human",
    syntax="",
)


def _iso_nb(s: dict) -> str:
    return ipynb(
        [
            (
                "markdown",
                "## Transkriptimi i incizimeve (këngë iso-polifonike)\nWhisper API mbi skedarët .wav të arkivit.",
                None,
            ),
            (
                "code",
                f'import os, glob\nfrom openai import OpenAI\n\nclient = OpenAI(api_key="{s["cred"]}")\nfiles = sorted(glob.glob("/data/arkiv/{s["yyyy"]}/*.wav"))\nlen(files)',
                f"{s['n'] + 11}\n",
            ),
            (
                "code",
                'for f in files[:3]:\n    with open(f, "rb") as fh:\n        t = client.audio.transcriptions.create(model="whisper-1", file=fh, language="sq")\n    print(os.path.basename(f), t.text[:60])',
                "kenga_01.wav Moj e bukura more, si të lashë, si të lashë...\nkenga_02.wav Labëri, o Labëri...\nkenga_03.wav (iso) ...\n",
            ),
        ]
    )


F.reg(
    "isopolyphony_transcription_ipynb_openai_key",
    ("notebooks/transkriptim_<<n>>.ipynb", "analiza/<<user>>/whisper_<<yyyy>>.ipynb"),
    _iso_nb,
    cred="p:openai",
)

F.reg(
    "isopolyphony_donations_paypal_rest_python",
    ("dhurimet/paypal_sync.py", "scripts/donacione_<<n>>.py"),
    '''"""Sinkronizon dhurimet nga PayPal në regjistrin e ansamblit."""

import requests

PAYPAL_CLIENT_ID = "A<<hexid>>Qx<<hexid>>Zr<<hexid>>"
PAYPAL_CLIENT_SECRET = "<<cred>>"


def token():
    r = requests.post(
        "https://api-m.paypal.com/v1/oauth2/token",
        auth=(PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET),
        data={"grant_type": "client_credentials"},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["access_token"]


if __name__ == "__main__":
    print(token()[:12], "...")
''',
    cred="p:paypal_secret",
)


def _deploy_key(rng):
    return rsa_pem(rng, 2048, pkcs8=True)


F.reg(
    "isopolyphony_archive_dotenv_multiline_deploy_key",
    ("arkiv-sync/.env", "deploy/<<org>>-arkiv-<<n>>/.env"),
    """ARCHIVE_HOST=<<ip>>
ARCHIVE_USER=arkiv
ARCHIVE_PATH=/srv/arkiv/incizime
SSH_PRIVATE_KEY="<<cred>>"
RSYNC_FLAGS=-az --delete
""",
    cred=_deploy_key,
)


def _html_pw(rng):
    while True:
        pw = F.draw(rng, "pw_xml") if rng.random() < 0.4 else F.human(rng)
        if "&" in pw or "<" in pw or ">" in pw:
            return pw
        pw = pw[:4] + rng.choice("&<>") + pw[4:]
        return pw


def _dec_html(text: str) -> str:
    m = re.search(r"<td>([^<]*)</td>\s*<td>aktiv</td>", text)
    return html.unescape(m.group(1))


def _members_html(s: dict) -> str:
    pw = s["cred"].replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return f"""<html>
<head><meta charset="utf-8"><title>Llogaritë e ansamblit</title></head>
<body>
<table border="1">
<tr><th>Shërbimi</th><th>Përdoruesi</th><th>Fjalëkalimi</th><th>Statusi</th></tr>
<tr><td>Spotify for Artists</td><td>{s["email"]}</td><td>{pw}</td><td>aktiv</td></tr>
<tr><td>Bandcamp</td><td>{s["email2"]}</td><td>te {s["first2"]}</td><td>pezulluar</td></tr>
</table>
</body>
</html>
"""


F.reg(
    "isopolyphony_accounts_html_table_entity_escaped",
    ("dokumente/llogarite_<<yyyy>>.html", "share/<<org>>/llogari_<<n>>.htm"),
    _members_html,
    cred=_html_pw,
    decode=_dec_html,
)
