# ruff: noqa: E501
"""Family f: a health-insurance call desk (línea de atención) in Medellín, Colombia (Spanish)."""

from __future__ import annotations

import json

from hundredtwentythird_spec import Fam, dec_html, draw, enc_html, gen_pw, grab

F = Fam(
    name="salud_call_desk_colombia",
    orgs=("saludandina", "vidasanamed", "paisasalud"),
    tld="com.co",
    first=tuple(
        (n, n.lower().translate(str.maketrans("áéíóúñ", "aeioun")))
        for n in (
            "Andrés",
            "Valentina",
            "Camilo",
            "Daniela",
            "Julián",
            "Luisa",
            "Sebastián",
            "Natalia",
        )
    ),
    last=tuple(
        (n, n.lower().translate(str.maketrans("áéíóúñ", "aeioun")))
        for n in ("Restrepo", "Gómez", "Ospina", "Zapata", "Cárdenas", "Muñoz", "Londoño")
    ),
    words=(
        "medellin",
        "paisa",
        "antioquia",
        "arepa",
        "cafetero",
        "guayaba",
        "parcero",
        "nacional",
        "colombia",
        "tinto",
        "bandeja",
        "flores",
        "montana",
        "salud",
    ),
    pets=("lupe", "toby", "canela", "max", "manchas", "pelusa"),
    cc="+57",
)

F.reg(
    "saludcall_issabel_pjsip_agent_extension",
    ("etc/asterisk/pjsip_custom.conf", "issabel/backup_<<n>>/pjsip.endpoint_custom.conf"),
    """; Extensiones de asesores - línea de atención
[<<n4>>]
type=auth
auth_type=userpass
username=<<n4>>
password=<<cred>>

[<<n4>>]
type=aor
max_contacts=2

[<<n4>>]
type=endpoint
context=from-internal
disallow=all
allow=ulaw,alaw,opus
callerid="Asesor <<fat>>" <<<n4>>>
""",
    cred="pw_alnum",
    syntax="",
)

F.reg(
    "saludcall_wompi_copago_private_key_env",
    ("copagos/.env", "srv/<<org>>-pagos/.env.production_<<n>>"),
    """# Pago de copagos y cuotas moderadoras con Wompi
WOMPI_PUBLIC_KEY=pub_prod_<<pubk>>
WOMPI_PRIVATE_KEY=<<cred>>
WOMPI_EVENTS_SECRET=<<ev>>
WOMPI_REDIRECT_URL=https://<<dom>>/pagos/resultado
""",
    cred="p:wompi_prv",
    syntax="",
    extra=lambda rng, s: {"pubk": draw(rng, "alnum:32", F), "ev": draw(rng, "p:wompi_events", F)},
)


def _tbl(rng, s):
    while True:
        pw = gen_pw(rng, sym="&<>#!*")
        if enc_html(pw) != pw:
            return {"cred": pw, "enc": enc_html(pw)}


F.reg(
    "saludcall_supervisor_html_table_entity_clave",
    ("intranet/accesos_<<n>>.html", "wiki/export/turnos_claves_<<date>>.html"),
    """<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"><title>Accesos línea de atención</title></head>
<body>
<h2>Accesos del turno noche</h2>
<table border="1">
<tr><th>Sistema</th><th>Usuario</th><th>Clave</th></tr>
<tr><td>Portal autorizaciones</td><td><<login>></td><td class="clave"><<enc>></td></tr>
<tr><td>Issabel (supervisor)</td><td>sup<<n>></td><td>ver bóveda</td></tr>
</table>
<p>Actualizado por <<first2>> <<last2>> el <<d>>/<<m>>/<<y>>.</p>
</body></html>
""",
    cred="pw",
    syntax="",
    extra=_tbl,
    decode=lambda t: dec_html(grab(r'<td class="clave">([^<]*)</td>', t)),
)

F.reg(
    "saludcall_spanish_whatsapp_ampm_contrasena",
    ("WhatsApp/Chat de WhatsApp con Coordinación <<n>>.txt", "exports/wa_turno_<<fa>>.txt"),
    """<<d>>/<<m>>/<<y>>, 7:<<mi>> a. m. - <<first>> <<last>>: Buenos días, el aplicativo de autorizaciones me pide cambio de clave
<<d>>/<<m>>/<<y>>, 7:<<mi>> a. m. - <<first2>> <<last2>>: Ya te la reseteé, quedó así: <<cred>>
<<d>>/<<m>>/<<y>>, 7:<<mi>> a. m. - <<first2>> <<last2>>: Cámbiala al entrar porfa
<<d>>/<<m>>/<<y>>, 7:<<mi>> a. m. - <<first>> <<last>>: Listo, gracias 🙌
""",
    cred="human",
    syntax="",
)

F.reg(
    "saludcall_zoho_crm_casos_python_refresh",
    ("integraciones/zoho_casos.py", "scripts/sync_pqrs_<<n>>.py"),
    '''"""Sincroniza las PQRS del call center con Zoho CRM."""

import requests

CLIENT_ID = "1000.<<cid>>"
CLIENT_SECRET = "<<csec>>"
REFRESH_TOKEN = "<<cred>>"


def access_token():
    r = requests.post(
        "https://accounts.zoho.com/oauth/v2/token",
        params={"refresh_token": REFRESH_TOKEN, "client_id": CLIENT_ID, "client_secret": CLIENT_SECRET, "grant_type": "refresh_token"},
        timeout=20,
    )
    return r.json()["access_token"]
''',
    cred="p:zoho_refresh",
    extra=lambda rng, s: {"cid": draw(rng, "alnum:30", F).upper(), "csec": draw(rng, "hex:42", F)},
)


def _bm(s):
    url = f"https://{s['host']}/agc/vicidial.php?phone_login={s['n4']}&phone_pass={s['ppass']}&VD_login={s['login']}&VD_pass={s['cred']}&VD_campaign=SALUD"
    return json.dumps(
        {
            "checksum": s["chk"],
            "roots": {
                "bookmark_bar": {
                    "children": [
                        {
                            "date_added": "13380000000000000",
                            "id": "5",
                            "name": "Vicidial agente",
                            "type": "url",
                            "url": url,
                        },
                        {
                            "date_added": "13380000000000001",
                            "id": "6",
                            "name": "Validador derechos ADRES",
                            "type": "url",
                            "url": "https://www.adres.gov.co/consulte-su-eps",
                        },
                    ],
                    "id": "1",
                    "name": "Barra de marcadores",
                    "type": "folder",
                }
            },
            "version": 1,
        },
        indent=3,
    )


F.reg(
    "saludcall_chrome_bookmarks_vicidial_agent_url",
    (
        "AppData/Local/Google/Chrome/User Data/Default/Bookmarks_<<n>>.json",
        "perfiles/<<fa>>/Bookmarks.json",
    ),
    _bm,
    cred="pw_alnum",
    extra=lambda rng, s: {"ppass": draw(rng, "alnum:8", F), "chk": draw(rng, "hex:32", F)},
)

F.reg(
    "saludcall_telegram_copied_text_clave_turnos",
    ("telegram/turnos_<<date>>.txt", "Documentos/tg_coordinadores_<<n>>.txt"),
    """<<first>> <<last>>, [<<d>>.<<m>>.<<y>> <<time>>]
¿Alguien tiene la clave del correo de radicación?

<<first2>> <<last2>>, [<<d>>.<<m>>.<<y>> <<time>>]
radicacion@<<dom>>
<<cred>>

<<first>> <<last>>, [<<d>>.<<m>>.<<y>> <<time>>]
Mil gracias
""",
    cred="human",
    syntax="",
)

F.reg(
    "saludcall_shift_handover_markdown_clave_supervisor",
    ("wiki/entrega-turno-<<date>>.md", "docs/handover/turno_noche_<<n>>.md"),
    """# Entrega de turno – <<d>>/<<m>>/<<y>>

**Recibe:** <<first>> <<last>> · **Entrega:** <<first2>> <<last2>>

## Novedades
- Cola de autorizaciones con 14 casos pendientes (ver Zoho).
- IVR caído de 02:10 a 02:35, se reportó a Issabel.

## Accesos
- Consola supervisor Issabel: `admin` / `<<cred>>`
- Grabaciones: carpeta compartida `\\\\nas01\\grabaciones`
""",
    cred="human",
    syntax="",
)
