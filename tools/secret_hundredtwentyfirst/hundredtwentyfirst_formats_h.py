# ruff: noqa: E501
"""Family h: a mobile health clinic (brigada itinerante) in Peru (Spanish, Quechua): SIHCE and
HIS MINSA, ODK Collect and KoboToolbox forms, Culqi / Yape payments, the truck's Starlink Wi-Fi,
WhatsApp and SMS between the brigade and the health network."""

from __future__ import annotations

import json
import re
import urllib.parse

from hundredtwentyfirst_spec import Fam, enc_url, with_chars, xesc

F = Fam(
    name="brigada_movil_mobile_clinic_peru",
    orgs=(
        ("ayllusalud", "Brigada Itinerante Ayllu Salud"),
        ("redsaludsur", "Red de Salud Sur Andino"),
        ("sumaqkawsay", "Clínica Móvil Sumaq Kawsay"),
        ("wasiqampi", "Wasi Qampi – Salud en tu comunidad"),
    ),
    tld="org.pe",
    first=(
        ("Rosa", "rosa"),
        ("Wilber", "wilber"),
        ("Yeni", "yeni"),
        ("Percy", "percy"),
        ("Milagros", "milagros"),
        ("Edwin", "edwin"),
        ("Nilda", "nilda"),
        ("Ronald", "ronald"),
    ),
    last=(
        ("Quispe", "quispe"),
        ("Mamani", "mamani"),
        ("Huamán", "huaman"),
        ("Condori", "condori"),
        ("Ccallo", "ccallo"),
        ("Flores", "flores"),
        ("Chambi", "chambi"),
    ),
    words=(
        "pachamama",
        "inti",
        "cusco",
        "puno",
        "titicaca",
        "alianza",
        "cristal",
        "llama",
        "sumaq",
        "wayna",
        "killa",
        "quinua",
        "condor",
        "machupicchu",
        "runasimi",
    ),
    pets=("chaski", "negrito", "firulais", "peluchin", "manchas", "osito"),
    towns=("Puno", "Juliaca", "Ayaviri", "Sicuani", "Abancay", "Andahuaylas", "Ilave"),
    cc="51",
)

F.reg(
    "brigada_pe_whatsapp_clave_sihce_brigada",
    ("WhatsApp Chat with Brigada Itinerante <<n>>.txt", "respaldo/whatsapp_brigada_<<d8>>.txt"),
    """<<date>> <<time>> - <<fn>> <<ln>>: Buenos días equipo, mañana salimos a <<town>> 5am
<<date>> <<time>> - <<fn2>> <<ln2>>: Lic. no puedo registrar en el SIHCE desde la tablet 😥
<<date>> <<time2>> - <<fn>> <<ln>>: Es que la red cambió la clave. Usuario <<user>> y la clave es <<cred>>
<<date>> <<time2>> - <<fn2>> <<ln2>>: Ya entró, sulpayki 🙏
""",
    "human",
)


def _odk(s: dict) -> str:
    obj = {
        "general": {
            "server_url": f"https://odk.{s['dom']}/v1/key/{s['hex8']}/projects/{s['n']}",
            "username": s["user"],
            "password": s["cred"],
            "form_update_mode": "match_exactly",
            "autosend": "wifi_only",
        },
        "admin": {"change_server": False, "admin_pw": s["admin"]},
        "project": {"name": f"Brigada {s['town']}", "icon": "B", "color": "#3e9fcc"},
    }
    return json.dumps(obj, indent=2, ensure_ascii=False) + "\n"


F.reg(
    "brigada_pe_odk_collect_settings_qr_json",
    ("odk/settings_tablet_<<n>>.json", "tablets/<<fa>>/collect_settings_<<d8>>.json"),
    _odk,
    "pw_json",
    extra=lambda rng, s: {"admin": str(rng.randint(1000, 9999))},
)

F.reg(
    "brigada_pe_kobotoolbox_token_export_python",
    ("scripts/descargar_kobo.py", "analisis/kobo_export_<<n>>.py"),
    """import requests
import pandas as pd

# Tamizaje de anemia en niños — formulario KoboToolbox
KOBO_TOKEN = "<<cred>>"
ASSET = "a<<asset>>"
URL = f"https://kf.kobotoolbox.org/api/v2/assets/{ASSET}/data.json"

r = requests.get(URL, headers={"Authorization": f"Token {KOBO_TOKEN}"}, timeout=60)
df = pd.json_normalize(r.json()["results"])
df.to_excel("tamizaje_anemia_<<d8>>.xlsx", index=False)
""",
    "hex:40",
    extra=lambda rng, s: {
        "asset": "".join(
            rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789")
            for _ in range(21)
        )
    },
)

F.reg(
    "brigada_pe_culqi_yape_laravel_config_php",
    ("config/culqi.php", "citas-<<n>>/config/culqi.php"),
    """<?php

// Pagos de análisis particulares (Yape / tarjeta) vía Culqi
return [
    'public_key' => env('CULQI_PUBLIC_KEY', 'pk_live_<<pk>>'),
    'secret_key' => env('CULQI_SECRET_KEY', '<<cred>>'),
    'currency' => 'PEN',
];
""",
    "p:culqi",
    syntax="",
    extra=lambda rng, s: {
        "pk": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(16)
        )
    },
)

F.reg(
    "brigada_pe_camion_wifi_nota_quechua",
    ("notas/wifi_camion_<<n>>.txt", "fotos/OCR_letrero_<<d8>>.txt"),
    """CLÍNICA MÓVIL – <<orgname>>
Internet (Starlink) – atiendeq kaqkunallapaq
Red: BRIGADA-<<n3>>
Clave:
<<cred>>
Ama pacientekunaman quykunkichu / No compartir con pacientes
""",
    "human_x",
    syntax="",
)

F.reg(
    "brigada_pe_pgpass_reportes_his_minsa",
    ("home/<<user>>/.pgpass", "srv/reportes-<<n>>/.pgpass"),
    """# reportes HIS MINSA / padrón nominal
<<ip>>:5432:his_minsa:reportes:<<cred>>
localhost:5432:brigada:brigada_app:<<cred2>>
""",
    "pw",
    syntax="",
    extra=lambda rng, s: {
        "cred2": "".join(rng.choice("abcdefghijkmnpqrstuvwxyz23456789") for _ in range(12))
    },
)


def _dec_dsn(text: str) -> str:
    m = re.search(r"postgres(?:ql)?://[^:/]+:([^@]+)@", text)
    if not m:
        raise ValueError("no dsn")
    return urllib.parse.unquote(m.group(1))


F.reg(
    "brigada_pe_tablet_sync_env_dsn_percent_encoded",
    ("sync-api/.env", "servidor-<<n>>/sincronizacion/.env"),
    """# sincronización tablets -> servidor de la red (cuando hay señal)
NODE_ENV=production
DATABASE_URL=postgresql://sync_app:<<enc>>@<<ip>>:5432/brigada?sslmode=require
JWT_EXPIRES=12h
""",
    with_chars("pw", "!@*+?^"),
    syntax="",
    decode=_dec_dsn,
    enc=enc_url,
)


def _sms(s: dict) -> str:
    msgs = [
        (1, "Allillanchu, imaynataq tablet clave kachkan? No entra al HIS"),
        (2, s["cred"]),
        (1, "Sulpayki Lic."),
    ]
    rows = "".join(
        f'  <sms protocol="0" address="{s["phone2"]}" date="{s["ts"] + i * 60}000" type="{t}" subject="null" body="{xesc(b)}" '
        f'toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" contact_name="{xesc(s["fn2"])}" />\n'
        for i, (t, b) in enumerate(msgs)
    )
    return f"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<smses count=\"3\">\n{rows}</smses>\n"


F.reg(
    "brigada_pe_sms_backup_quechua_reply_only",
    ("SMSBackup/sms-<<d8>><<hh>><<mm>>.xml", "celular_<<fa>>/sms-<<n3>>.xml"),
    _sms,
    "human_x",
)
