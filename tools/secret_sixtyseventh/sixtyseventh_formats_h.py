"""Family h: the organisers of a folk-dance festival entrada in Oruro, Bolivia (Spanish / Quechua)."""

# ruff: noqa: E501

from __future__ import annotations

import random
import re
import urllib.parse

from sixtyseventh_corpus import ALNUM, alnum, gen_pw
from sixtyseventh_spec import ENTRADA as F
from sixtyseventh_spec import enc_url


def _wa_bo(s: dict) -> str:
    pre = f"[{s['dmys']} {s['time']}:00]"
    a, b = f"{s['fn']} {s['ln']}", f"{s['fn2']} {s['ln2']}"
    return f"""{pre} {a}: Allillanchu {s["fn2"]}! Mañana abrimos la venta de graderías
{pre} {b}: Ari, ya está todo. La cuenta del sistema de entradas es la misma
{pre} {a}: Pásame la clave nomás, la mía no funciona
[{s["dmys"]} {s["time2"]}:00] {b}: Clave: {s["cred"]}
[{s["dmys"]} {s["time2"]}:00] {b}: Sulpayki, no la pases a los delegados de las fraternidades
"""


F.reg(
    "quechua_spanish_whatsapp_clave_graderias",
    ("WhatsApp Chat - Comité <<n>>.txt", "chats/comite-entrada-<<date>>.txt"),
    _wa_bo,
    cred="human",
    syntax="",
)

F.reg(
    "ticket_scanner_android_shared_prefs",
    (
        "data/data/bo.<<org>>.scanner/shared_prefs/scanner_prefs.xml",
        "backup/scanner-<<n>>/shared_prefs/prefs.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="device_name">Puerta <<n>> - Graderías <<city>></string>
    <string name="api_base">https://api.<<dom>>/v1/</string>
    <string name="scanner_token"><<cred>></string>
    <boolean name="offline_mode" value="false" />
    <long name="last_sync" value="<<ts>>000" />
    <string name="operator"><<login>></string>
</map>
""",
    cred="x:entb_live_:36",
)

F.reg(
    "libelula_pasarela_appkey_php",
    ("config/libelula.php", "<<org>>-pagos/app/config/pasarela.php"),
    """<?php
// Pasarela Libélula - venta de graderías y palcos (Bs.)
return [
    'endpoint' => 'https://api.libelula.bo/rest/deuda/registrar',
    'appkey' => '<<cred>>',
    'email_cliente_default' => '<<email>>',
    'callback_url' => 'https://<<dom>>/pagos/libelula/callback',
    'url_retorno' => 'https://<<dom>>/gracias',
];
""",
    cred="uuid",
    syntax="",
)

F.reg(
    "bnb_qr_simple_dotenv",
    ("qr-cobros/.env", "srv/<<org>>/qr/.env", "<<org>>-api/.env.local"),
    """# Cobros con QR Simple (Banco Nacional de Bolivia) - entradas
BNB_QR_ENV=production
BNB_QR_ACCOUNT_ID=<<acc>>
BNB_QR_AUTHORIZATION_ID=<<cred>>
BNB_QR_CURRENCY=BOB
QR_EXPIRA_MIN=30
""",
    cred="alnum:32",
    syntax="",
    extra=lambda rng, s: {"acc": alnum(rng, 22)},
)

F.reg(
    "facebook_page_token_python_live_notice",
    ("scripts/publicar_facebook.py", "<<org>>/social/post_<<n>>.py"),
    """import requests

PAGE_ID = "<<pageid>>"
PAGE_TOKEN = "<<cred>>"

msg = "¡Ya empieza la entrada en <<city>>! Siga la transmisión en vivo 🎺🎭"
r = requests.post(
    f"https://graph.facebook.com/v19.0/{PAGE_ID}/feed",
    data={"message": msg, "access_token": PAGE_TOKEN},
    timeout=15,
)
print(r.json())
""",
    cred=lambda rng, fam: "EAAG" + alnum(rng, 180),
    extra=lambda rng, s: {"pageid": str(rng.randint(10**14, 10**15))},
)


def _fb_key(rng: random.Random, fam) -> str:
    return f"FB-{rng.randint(10**14, 10**15)}-0-Ab" + alnum(rng, 30, ALNUM + "-_")


F.reg(
    "ffmpeg_rtmp_facebook_stream_key_history",
    ("home/<<login>>/.bash_history", "streaming/<<org>>/historial-<<n>>.txt"),
    """v4l2-ctl --list-devices
ffmpeg -f v4l2 -i /dev/video0 -f alsa -i hw:1 -c:v libx264 -preset veryfast -b:v 4500k -c:a aac -f flv "rtmps://live-api-s.facebook.com:443/rtmp/<<cred>>"
htop
ffmpeg -re -i respaldo_diablada.mp4 -c copy -f flv "rtmps://live-api-s.facebook.com:443/rtmp/<<cred>>"
""",
    cred=_fb_key,
    syntax="",
)


def _fods(s: dict) -> str:
    rows = [
        ("Fraternidad", "Delegado", "Usuario", "Clave"),
        ("Diablada Auténtica", f"{s['fn']} {s['ln']}", s["login"], s["cred"]),
        ("Morenada Central", f"{s['fn2']} {s['ln2']}", s["login2"], s["other"]),
    ]

    def row(r: tuple[str, ...]) -> str:
        return (
            "     <table:table-row>"
            + "".join(
                f'<table:table-cell office:value-type="string"><text:p>{c}</text:p></table:table-cell>'
                for c in r
            )
            + "</table:table-row>"
        )

    body = "\n".join(row(r) for r in rows)
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Delegados">
{body}
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
"""


F.reg(
    "delegados_fraternidades_flat_ods",
    ("Documentos/delegados_<<y>>.fods", "Comite/accesos_fraternidades_<<n>>.fods"),
    _fods,
    cred="human_x",
    syntax="xml",
    extra=lambda rng, s: {"other": gen_pw(rng, 10, "")},
)


def _url_cfg(s: dict) -> str:
    return f"""# Sincronización con el portal de la Alcaldía (permisos de ruta)
[alcaldia]
url = https://{s["login"]}:{enc_url(s["cred"])}@permisos.oruro.gob.bo/api/v2/
timeout = 30
ruta = Av. 6 de Agosto - Santuario del Socavón
"""


def _dec_url(text: str) -> str:
    m = re.search(r"url = (\S+)", text)
    assert m
    return urllib.parse.unquote(urllib.parse.urlsplit(m.group(1)).password or "")


F.reg(
    "alcaldia_portal_url_percent_encoded_userinfo",
    ("config/alcaldia.ini", "<<org>>/sync/permisos_<<n>>.ini"),
    _url_cfg,
    cred=lambda rng, fam: gen_pw(rng, sym="@#!$&+"),
    syntax="ini",
    decode=_dec_url,
)
