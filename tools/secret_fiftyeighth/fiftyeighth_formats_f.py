# ruff: noqa: E501
"""Family f: an amateur radio club (zendamateurs) in Utrecht, the Netherlands (Dutch)."""

from __future__ import annotations

import json
import random

from fiftyeighth_spec import Fam, hexs, jwt

F = Fam(
    "zendamateur_vereniging_utrecht",
    ("zendgroepvecht", "zendgroepijssel"),
    "nl",
    ("joost", "marieke", "bart", "ingrid", "wouter", "femke", "henk", "anouk", "ruud", "lotte"),
    ("dejong", "vandijk", "bakker", "visser", "smit", "meijer", "mulder", "dekker"),
    (
        "antenne",
        "dipool",
        "kortegolf",
        "morse",
        "repeater",
        "zendmast",
        "vecht",
        "domtoren",
        "relais",
        "condensator",
        "yagi",
        "velddag",
    ),
    ("bolletje", "guusje", "max", "snuf", "tijger", "pluis"),
    ("zomer", "winter", "lente", "najaar"),
    "+31",
    "Utrecht",
)


def _call(rng: random.Random, s: dict) -> dict:
    return {
        "call": f"PI4{s['org'][-4:].upper()}",
        "pcall": f"PA{rng.randint(0, 9)}{s['first'][:3].upper()}",
    }


F.reg(
    "zendamateur_svxlink_echolink_module_conf",
    (
        "repeater-pi/etc/svxlink/svxlink.d/ModuleEchoLink_<<n>>.conf",
        "svxlink_backup_<<date>>/ModuleEchoLink.conf",
    ),
    "[ModuleEchoLink]\nNAME=EchoLink\nID=2\nTIMEOUT=60\nSERVERS=servers.echolink.org\nCALLSIGN=<<call>>-R\nPASSWORD=<<cred>>\n"
    "SYSOPNAME=<<pcall>> <<fname>>\nLOCATION=[Svx] 430.125, <<city>>\nMAX_QSOS=10\nLINK_IDLE_TIMEOUT=300\n",
    cred="human",
    syntax="ini",
    extra=_call,
)

F.reg(
    "zendamateur_pistar_dmrgateway_brandmeister_password",
    ("pi-star_<<n>>/etc/dmrgateway", "hotspot-backup-<<date>>/etc/dmrgateway"),
    "[General]\nTimeout=10\nRptAddress=127.0.0.1\nRptPort=62032\nLocalAddress=127.0.0.1\nLocalPort=62031\n\n[Log]\nDisplayLevel=1\nFileLevel=1\n\n"
    "[DMR Network 1]\nEnabled=1\nName=BM_2041_Netherlands\nAddress=2041.master.brandmeister.network\nPort=62031\nTGRewrite0=2,9,2,9,1\n"
    'Password="<<cred>>"\nLocation=1\nDebug=0\nId=204<<num>>01\n',
    cred="pw",
    syntax="",
)

F.reg(
    "zendamateur_brandmeister_api_jwt_python",
    ("scripts/bm_statische_tg.py", "clubserver/tools/brandmeister_<<year>>.py"),
    '"""Zet statische talkgroups op de clubrepeater via BrandMeister API v2."""\n\nimport requests\n\n'
    'BM_API_KEY = "<<cred>>"\nREPEATER_ID = 204<<num>>\n\n'
    'for tg in (204, 2041, 20430):\n    r = requests.post(\n        f"https://api.brandmeister.network/v2/device/{REPEATER_ID}/talkgroup",\n'
    '        headers={"Authorization": f"Bearer {BM_API_KEY}"},\n        json={"slot": 2, "group": tg},\n        timeout=15,\n    )\n    print(tg, r.status_code)\n',
    cred=lambda rng: jwt(
        rng,
        {
            "iss": "https://api.brandmeister.network",
            "sub": str(rng.randint(2040000, 2049999)),
            "iat": rng.randint(1_700_000_000, 1_760_000_000),
        },
        alg="RS256",
    ),
)

F.reg(
    "zendamateur_qrz_logbook_curl_key_history",
    ("shack-pc/home/<<first>>/.bash_history", "velddag_<<year>>/laptop/.bash_history"),
    "cd ~/log\nls *.adi\n"
    'curl -s -d "KEY=<<cred>>&ACTION=INSERT&ADIF=$(cat velddag_<<year>>.adi)" https://logbook.qrz.com/api\n'
    "tail -f ~/.local/share/WSJT-X/ALL.TXT\n",
    cred=lambda rng: "-".join(hexs(rng, 4, upper=True) for _ in range(4)),
    syntax="",
)

F.reg(
    "zendamateur_notulen_ledenvergadering_repeater_wachtwoord",
    ("Notulen/ALV_<<date>>.txt", "bestuur/notulen_<<year>>_<<mo>>.txt"),
    "NOTULEN ALGEMENE LEDENVERGADERING <<dmy>>\nLocatie: clubhuis, <<city>>\n\nAanwezig: 23 leden, bestuur voltallig\n\n"
    "4. Repeater <<call>>\n   De Raspberry Pi in de repeaterkast draait weer. Inloggen kan via SSH als\n   'sysop' met wachtwoord <<cred>> (alleen voor de technische commissie).\n"
    "   <<pcall>> regelt een nieuwe voeding.\n5. Velddag: 14 juni, bij de Vecht.\n\nRondvraag: geen.\n",
    cred="human",
    extra=_call,
)


def _owrx(s: dict) -> str:
    users = {
        "admin": {
            "user": "admin",
            "enabled": True,
            "must_change_password": False,
            "password": {"encoding": "string", "value": s["cred"]},
        },
    }
    return json.dumps(users, indent=4) + "\n"


F.reg(
    "zendamateur_openwebrx_users_json_string_encoding",
    ("sdr-pi<<n>>/var/lib/openwebrx/users.json", "openwebrx_backup_<<date>>/users.json"),
    _owrx,
    cred="pw_json",
)

F.reg(
    "zendamateur_telegram_html_export_clubcall_qrz",
    (
        "Telegram Desktop/ChatExport_<<date>>/messages.html",
        "telegram_<<org>>_<<year>>/messages.html",
    ),
    '<!DOCTYPE html>\n<html>\n <head>\n  <meta charset="utf-8"/>\n  <title>Exported Data</title>\n </head>\n <body>\n'
    '<div class="message default clearfix" id="message<<num>>">\n <div class="body">\n  <div class="pull_right date details" title="<<dmy>> <<time>>:10 UTC+01:00"><<time>></div>\n'
    '  <div class="from_name"><<fname>> <<lname>></div>\n  <div class="text">Wie heeft het wachtwoord van de clubcall op QRZ.com?</div>\n </div>\n</div>\n'
    '<div class="message default clearfix joined" id="message<<num>>1">\n <div class="body">\n  <div class="pull_right date details" title="<<dmy>> <<time2>>:44 UTC+01:00"><<time2>></div>\n'
    '  <div class="from_name"><<fname2>></div>\n  <div class="text">login <<call>>, ww <<cred>></div>\n </div>\n</div>\n </body>\n</html>\n',
    cred="human_x",
    extra=_call,
)

F.reg(
    "zendamateur_mosquitto_bridge_baken_telemetrie",
    ("baken-pi/etc/mosquitto/conf.d/bridge_<<n>>.conf", "mosquitto_<<date>>/bridge.conf"),
    "# Telemetrie van het baken naar de clubserver\nconnection clubserver\naddress mqtt.<<dom>>:8883\ntopic baken/# out 1\n"
    "remote_username baken<<n>>\nremote_password <<cred>>\nbridge_cafile /etc/ssl/certs/ca-certificates.crt\ncleansession true\n",
    cred="pw_bare",
    syntax="",
)
