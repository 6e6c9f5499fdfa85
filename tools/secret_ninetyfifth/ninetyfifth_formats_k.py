# ruff: noqa: E501
"""Family k: an airline's overflow contact centre in Medellín, Colombia (Spanish)."""

from __future__ import annotations

import json
import urllib.parse

from ninetyfifth_spec import SYM_URL, Fam, dec_url_userinfo, gen_pw, with_chars

F = Fam(
    name="medellin_airline_overflow_centre",
    key="mdeair",
    orgs=("antioquiavuelo", "paisacontacto", "rionegrocall"),
    tld="com.co",
    first=(
        ("Valentina", "valentina"),
        ("Juan Camilo", "juancamilo"),
        ("Manuela", "manuela"),
        ("Santiago", "santiago"),
        ("Daniela", "daniela"),
        ("Andrés Felipe", "andresfelipe"),
        ("Mariana", "mariana"),
        ("Sebastián", "sebastian"),
    ),
    last=(
        ("Restrepo", "restrepo"),
        ("Gómez", "gomez"),
        ("Zapata", "zapata"),
        ("Londoño", "londono"),
        ("Arango", "arango"),
        ("Ospina", "ospina"),
    ),
    words=(
        "parce",
        "bacano",
        "medallo",
        "paisa",
        "nacional",
        "poblado",
        "arepa",
        "bandeja",
        "silleta",
        "guayabo",
        "chimba",
        "tinto",
        "amorcito",
        "rionegro",
        "flores",
        "envigado",
    ),
    pets=("lucas", "mona", "toby", "canela", "lupe", "firulais"),
    months=(
        "enero",
        "febrero",
        "marzo",
        "abril",
        "mayo",
        "junio",
        "julio",
        "agosto",
        "septiembre",
        "octubre",
        "noviembre",
        "diciembre",
    ),
    walks=("qwerty", "asdfg", "1qaz2wsx", "qwe123"),
    sites=("medellin", "poblado", "envigado", "itagui"),
    cc="57",
)

F.reg(
    "spanish_whatsapp_clave_sabre_turno",
    ("WhatsApp Chat with Overflow Turno Noche.txt", "exportes/wa_overflow_<<date>>.txt"),
    """<<dd>>/<<m>>/<<yy>>, <<h12>>:<<mi>> <<ampm>> - <<fn>>: Muchachos se cayó la cola de Bogotá y nos pasan todo el overflow 😬
<<dd>>/<<m>>/<<yy>>, <<h12>>:<<mi>> <<ampm>> - <<fn2>>: Alguien tiene la clave del usuario genérico de Sabre? La mía está bloqueada
<<dd>>/<<m>>/<<yy>>, <<h12>>:<<mi>> <<ampm>> - <<fn>>: usuario OVF<<ext>> clave <<cred>>
<<dd>>/<<m>>/<<yy>>, <<h12>>:<<mi>> <<ampm>> - <<fn2>>: Gracias parce, ya entré 🙌
<<dd>>/<<m>>/<<yy>>, <<h12>>:<<mi>> <<ampm>> - <<fn>>: No la pasen por el grupo grande que la supervisora se pone brava
""",
    "human",
)

F.reg(
    "sabre_soap_session_create_python",
    ("rebooking/sabre_session.py", "tools/<<site>>/pnr_lookup.py"),
    '''"""Abre sesión SOAP en Sabre para consultar PNR de pasajeros reacomodados."""

import requests

ENDPOINT = "https://webservices.platform.sabre.com"
PCC = "<<pcc>>"
EPR = "<<ext>><<n>>"
PASSWORD = "<<cred>>"

ENVELOPE = f"""<soap-env:Envelope xmlns:soap-env="http://schemas.xmlsoap.org/soap/envelope/">
<soap-env:Header><wsse:Security xmlns:wsse="http://schemas.xmlsoap.org/ws/2002/12/secext">
<wsse:UsernameToken><wsse:Username>{EPR}</wsse:Username><wsse:Password>{PASSWORD}</wsse:Password>
<Organization>{PCC}</Organization><Domain>DEFAULT</Domain></wsse:UsernameToken></wsse:Security>
</soap-env:Header><soap-env:Body><SessionCreateRQ/></soap-env:Body></soap-env:Envelope>"""

resp = requests.post(ENDPOINT, data=ENVELOPE, headers={"Content-Type": "text/xml"}, timeout=30)
print(resp.status_code)
''',
    "pw_dq",
    extra=lambda rng, s: {
        "pcc": "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(4))
    },
)

F.reg(
    "wompi_private_key_node_refunds",
    ("refunds/src/wompi.js", "services/<<site>>/penalidades/wompi.js"),
    """// Cobro de penalidades por cambio de vuelo vía Wompi (Bancolombia)
const axios = require("axios");

const WOMPI_BASE = "https://production.wompi.co/v1";
const WOMPI_PRIVATE_KEY = "<<cred>>";

async function crearCobro(referencia, montoCop, email) {
  const { data } = await axios.post(
    `${WOMPI_BASE}/payment_links`,
    { name: `Penalidad ${referencia}`, single_use: true, currency: "COP", amount_in_cents: montoCop * 100, customer_email: email },
    { headers: { Authorization: `Bearer ${WOMPI_PRIVATE_KEY}` } },
  );
  return data.data.id;
}

module.exports = { crearCobro };
""",
    "p:wompi",
    syntax="",
)


def _mongo(rng, s):
    return {"enc": urllib.parse.quote(s["cred"], safe="")}


F.reg(
    "mongodb_uri_percent_encoded_env",
    ("callback-scheduler/.env", "deploy/<<site>>/scheduler.env"),
    """# Programador de devoluciones de llamada (clientes en espera del overflow)
NODE_ENV=production
PORT=8081
MONGODB_URI=mongodb+srv://callback_app:<<enc>>@cluster0.<<org>>.mongodb.net/callbacks?retryWrites=true&w=majority
TZ=America/Bogota
MAX_CALLBACK_ATTEMPTS=3
""",
    lambda rng: with_chars(rng, gen_pw(rng, sym=SYM_URL), "@:/#%?", 2),
    syntax="",
    extra=_mongo,
    decode=dec_url_userinfo,
)

F.reg(
    "five9_admin_web_services_python",
    ("five9/export_skills.py", "wfm/<<site>>/five9_agents.py"),
    '''"""Exporta agentes y skills de Five9 para el dimensionamiento del overflow."""

from five9 import Five9

client = Five9("wfm.<<site>>@<<dom>>", "<<cred>>")
users = client.configuration.getUsersInfo()
for u in users:
    skills = ", ".join(s.skillName for s in (u.skills or []))
    print(u.generalInfo.userName, skills)
''',
    "human_x",
)

F.reg(
    "overflow_rota_ics_description_clave",
    ("calendario/turnos_overflow_<<date>>.ics", "Calendars/<<fa>>/turno_<<dd>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//ES
CALSCALE:GREGORIAN
METHOD:PUBLISH
BEGIN:VEVENT
DTSTART;TZID=America/Bogota:<<y>><<m>><<d>>T220000
DTEND;TZID=America/Bogota:<<y>><<m>><<d>>T235900
SUMMARY:Turno overflow - soporte cancelaciones
DESCRIPTION:Entrar 15 min antes.\\nUsuario Genesys: ovf.<<site>>\\nClave: <<cred>>
 \\nSupervisor: <<fn>> <<ln>>
LOCATION:Piso 4 - <<site>>
UID:<<sha1>>@google.com
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)


def _messenger(s):
    def moj(t: str) -> str:
        return t.encode("utf-8").decode("latin-1")

    msgs = [
        (s["fn2"], s["cred"], s["ms"] + 60000),
        (s["fn"], "¿Cuál es la clave del Zendesk de equipajes? Me sacó la sesión 😩", s["ms"]),
    ]
    return json.dumps(
        {
            "participants": [{"name": moj(s["fn"])}, {"name": moj(s["fn2"])}],
            "messages": [
                {
                    "sender_name": moj(w),
                    "timestamp_ms": t,
                    "content": moj(c),
                    "is_geoblocked_for_viewer": False,
                }
                for w, c, t in msgs
            ],
            "title": moj(s["fn2"]),
            "is_still_participant": True,
            "thread_path": f"inbox/{s['fa2']}_{s['ticket']}",
            "magic_words": [],
        },
        indent=2,
    )


F.reg(
    "messenger_json_export_mojibake_reply_only",
    (
        "facebook-<<fa>>/your_activity_across_facebook/messages/inbox/<<fa2>>_<<ticket>>/message_1.json",
        "descargas/messenger/<<fa2>>/message_1.json",
    ),
    _messenger,
    "human",
)


def _dialogflow(rng, s):
    return {
        "needle": json.dumps(s["cred"])[1:-1],
        "kid": "".join(rng.choice("0123456789abcdef") for _ in range(40)),
    }


F.reg(
    "dialogflow_cx_service_account_json",
    ("chatbot/keys/<<org>>-dialogflow.json", "secrets/<<site>>/sa-dialogflow-cx.json"),
    lambda s: json.dumps(
        {
            "type": "service_account",
            "project_id": f"{s['org']}-asistente-vuelos",
            "private_key_id": s["kid"],
            "private_key": s["cred"] + "\n",
            "client_email": f"dialogflow-cx@{s['org']}-asistente-vuelos.iam.gserviceaccount.com",
            "client_id": str(s["ms"]) + str(s["ticket"]),
            "auth_uri": "https://accounts.google.com/o/oauth2/auth",
            "token_uri": "https://oauth2.googleapis.com/token",
            "universe_domain": "googleapis.com",
        },
        indent=2,
    ),
    "pem8",
    extra=_dialogflow,
)
