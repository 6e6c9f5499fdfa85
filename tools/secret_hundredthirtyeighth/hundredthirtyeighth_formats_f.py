# ruff: noqa: E501
"""Family f: a zoological garden (zoologická zahrada) in Bohemia, Czechia."""

from __future__ import annotations

from hundredthirtyeighth_spec import CZECH as F
from hundredthirtyeighth_spec import after, alnum, enc_url, pick, un_url

F.reg(
    "gopay_vstupenky_neon",
    ("app/config/config.local.neon", "vstupenky-<<org>>/config/local.neon"),
    """# Lokální konfigurace e-shopu vstupenek – NEPŘIDÁVAT DO GITU
parameters:
\tgopay:
\t\tgoid: 8<<id6>>0
\t\tclientId: 1<<id6>>
\t\tclientSecret: <<cred>>
\t\tisProductionMode: true
\t\tlanguage: CS
\tvstupenky:
\t\tmaxNaObjednavku: 20
\t\tpdfSablona: %appDir%/templates/vstupenka.latte

database:
\tdsn: 'mysql:host=127.0.0.1;dbname=vstupenky'
\tuser: vstupenky
""",
    cred="p:gopay",
    syntax="",
)

F.reg(
    "fio_banka_platby_adopci_py",
    ("skripty/fio_adopce.py", "adopce/<<org>>/stahni_platby.py"),
    '''"""Stáhne příchozí platby za adopce zvířat z Fio banky a spáruje je podle VS."""

import datetime as dt

import requests

FIO_TOKEN = "<<cred>>"
UCET = "<<ucet>>/2010"


def platby(od: dt.date, do: dt.date) -> list[dict]:
    url = f"https://fioapi.fio.cz/v1/rest/periods/{FIO_TOKEN}/{od}/{do}/transactions.json"
    r = requests.get(url, timeout=30)
    r.raise_for_status()
    pohyby = r.json()["accountStatement"]["transactionList"]["transaction"] or []
    return [p for p in pohyby if p["column1"]["value"] > 0]


if __name__ == "__main__":
    dnes = dt.date.today()
    for p in platby(dnes - dt.timedelta(days=7), dnes):
        vs = (p.get("column5") or {}).get("value")
        print(vs, p["column1"]["value"], (p.get("column10") or {}).get("value"))
''',
    cred="p:fio",
    extra=lambda r, s: {"ucet": r.randint(2000000000, 2999999999)},
)

F.reg(
    "smartemailing_adopce_node",
    ("adopce-web/lib/smartemailing.js", "<<org>>-web/scripts/newsletter_adoptivni_rodice.js"),
    """// Přidá nové adoptivní rodiče do seznamu v SmartEmailingu
const axios = require('axios');

const api = axios.create({
  baseURL: 'https://app.smartemailing.cz/api/v3/',
  auth: { username: 'adopce@<<dom>>', password: '<<cred>>' },
  timeout: 10000,
});

async function pridejRodice(email, jmeno, zvire) {
  await api.post('import', {
    settings: { update: true },
    data: [{
      emailaddress: email,
      name: jmeno,
      contactlists: [{ id: <<n>>, status: 'confirmed' }],
      customfields: [{ id: 3, value: zvire }],
    }],
  });
}

module.exports = { pridejRodice };
""",
    cred=lambda r, s: alnum(r, 40, "abcdefghijklmnopqrstuvwxyz0123456789"),
    syntax="",
)

F.reg(
    "pavilon_homeassistant_secrets_yaml",
    ("homeassistant/secrets.yaml", "pavilony/<<pavilon_id>>/ha-config/secrets.yaml"),
    """# Home Assistant – pavilon <<pavilon>> (teplota, vlhkost, mlžení)
loxone_host: <<ip>>
loxone_user: ha_pavilon
loxone_password: "<<cred>>"
mqtt_broker: <<ip2>>
mqtt_user: senzory
latitude_home: 50.1<<num>>
longitude_home: 14.4<<num>>
telegram_chat_ošetřovatelé: -100<<id6>>
""",
    cred="human_x",
    extra=lambda r, s: {
        "pavilon": pick(
            r, ("Indonéská džungle", "Pavilon goril", "Terárium", "Africký dům", "Tučňáci")
        ),
        "pavilon_id": pick(r, ("dzungle", "gorily", "terarium", "afrika", "tucnaci")),
    },
)


def _cz_pw(rng, s):
    base = pick(rng, ("Žirafa", "Šimpanz", "Tučňák", "Lvíče", "Hroch", "Čáp", "Želva", "Surikata"))
    return f"{base}{rng.randint(10, 2026)}{rng.choice('@#!?')}"


F.reg(
    "adopce_database_url_percent",
    ("adopce-web/.env", "deploy/<<org>>/adopce.env"),
    """# Web adopcí zvířat – produkce
APP_ENV=production
APP_DEBUG=0
DATABASE_URL=postgresql://adopce:<<enc>>@<<host>>:5432/adopce?sslmode=require
GOPAY_GOID=8<<id6>>0
MAILER_FROM=adopce@<<dom>>
""",
    cred=_cz_pw,
    syntax="",
    extra=lambda r, s: {"enc": enc_url(str(s["cred"]))},
    decode=after(r"postgresql://[^:]+:([^@]+)@", un_url),
)

F.reg(
    "whatsapp_heslo_osetrovatele",
    (
        "WhatsApp Chat s <<name2>>.txt",
        "zalohy/telefon/WhatsApp Chat s Ošetřovatelé <<pavilon_id>>.txt",
    ),
    """<<dd>>.<<mm>>.<<yy>> <<time>> - <<name>>: Ahoj, v ZIMSu mi to pořád hlásí neplatné heslo u účtu pavilonu
<<dd>>.<<mm>>.<<yy>> <<time2>> - <<name2>>: Včera jsem ho měnila kvůli expiraci
<<dd>>.<<mm>>.<<yy>> <<time2>> - <<name2>>: nové je <<cred>>
<<dd>>.<<mm>>.<<yy>> <<time3>> - <<name>>: Díky, už jsem tam. Zapíšu vážení samice a krmení
<<dd>>.<<mm>>.<<yy>> <<time4>> - <<name2>>: 👍 nezapomeň na odčervení u mláděte
""",
    cred="human",
    syntax="",
    extra=lambda r, s: {"pavilon_id": pick(r, ("gorily", "terarium", "afrika", "tucnaci"))},
)

F.reg(
    "axis_snimky_webkamery_ps1",
    ("skripty/webkamery_snimky.ps1", "online-kamery/<<org>>/stahni_snimky.ps1"),
    """# Každých 5 minut stáhne snímek z kamer Axis pro online kamery na webu zoo
$kamery = @{
    'gorily'  = '<<ip>>'
    'surikaty' = '<<ip2>>'
}
$heslo = ConvertTo-SecureString '<<cred>>' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential('webkamery', $heslo)

foreach ($k in $kamery.GetEnumerator()) {
    $cil = "D:\\web\\kamery\\$($k.Key).jpg"
    Invoke-WebRequest -Uri "http://$($k.Value)/axis-cgi/jpg/image.cgi?resolution=1280x720" `
        -Credential $cred -OutFile $cil -UseBasicParsing
}
""",
    cred="pw_sq",
    syntax="",
)


def _router_key(rng, s):
    return alnum(rng, 12, "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789")


F.reg(
    "ocr_stitek_routeru_wifi",
    ("foto/ocr/IMG_<<num>>_stitek_router.txt", "dokumentace/sit/<<pavilon_id>>_router_ocr.txt"),
    """Vodafone
Wi-Fi Station  Model: CGA4233VDF
S/N: <<serial>>   MAC: <<mac>>
------------------------------------------
Název sítě (SSID): Vodafone-<<ssid>>
Heslo Wi-Fi: <<cred>>
Přístup do správy: http://192.168.0.1
Výchozí heslo správy: viz zadní strana
------------------------------------------
CE  0682  Vyrobeno v Číně
""",
    cred=_router_key,
    syntax="",
    extra=lambda r, s: {
        "serial": alnum(r, 12, "0123456789ABCDEF"),
        "ssid": alnum(r, 4, "0123456789ABCDEF"),
        "pavilon_id": pick(r, ("gorily", "terarium", "afrika", "tucnaci", "pokladna")),
    },
)
