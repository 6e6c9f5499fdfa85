# ruff: noqa: E501
"""Family j: a car-repair garage and tyre shop (officina e gommista) near Brescia (Italy)."""

from __future__ import annotations

import base64
import random

from sixtieth_spec import Fam, after, b64s, jwt

FAM = Fam(
    "officina_gommista_brescia",
    orgs=("gommarossa",),
    tld="it",
    people=(
        ("Marco", "marco"),
        ("Luca", "luca"),
        ("Giuseppe", "giuseppe"),
        ("Francesco", "francesco"),
        ("Alessandro", "alessandro"),
        ("Matteo", "matteo"),
        ("Giulia", "giulia"),
        ("Chiara", "chiara"),
        ("Roberto", "roberto"),
        ("Davide", "davide"),
    ),
    surnames=(
        ("Rossi", "rossi"),
        ("Bianchi", "bianchi"),
        ("Ferrari", "ferrari"),
        ("Colombo", "colombo"),
        ("Ricci", "ricci"),
        ("Marino", "marino"),
        ("Bruno", "bruno"),
        ("Gallo", "gallo"),
    ),
    words=(
        "gomme",
        "pneumatico",
        "cerchione",
        "motore",
        "freni",
        "olio",
        "candela",
        "frizione",
        "brescia",
        "garda",
        "rondinella",
        "vespa",
        "ducati",
        "lambretta",
    ),
    pets=("birba", "fido", "lilly", "tobia", "briciola", "pippo", "nerone"),
    cities=("Brescia", "Bergamo", "Desenzano", "Lumezzane", "Chiari", "Rovato"),
    cc="+39",
)


def _mime_extra(rng: random.Random, s: dict) -> dict:
    body = (
        f"Ciao {s['first2']},\n\n"
        f"ti giro l'accesso al portale ricambi del distributore, così ordini tu le pastiglie\n"
        f"e i dischi per la Panda del signor {s['last']}.\n\n"
        f"Utente: {s['login']}\n"
        f"Password: {s['cred']}\n\n"
        f"Consegna entro le 14 se ordini prima delle 11.\n\n{s['first']}\n"
    )
    enc = b64s(body)
    return {"mime": "\n".join(enc[i : i + 76] for i in range(0, len(enc), 76))}


def _mime_decode(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    plain = base64.b64decode("".join(body.split())).decode()
    return after(plain, "Password: ")


FAM.reg(
    "officina_email_mime_base64_password_portale_ricambi",
    ("Posta/Inviata/ricambi_<<n>>.eml", "thunderbird/Sent/<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: accesso portale ricambi
Date: Sat, <<d>> Nov <<y>> <<time>>:48 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: base64

<<mime>>
""",
    "human",
    syntax="",
    extra=_mime_extra,
    decode=_mime_decode,
)

FAM.reg(
    "officina_whatsapp_password_diagnosi_remota",
    (
        "WhatsApp/Chat WhatsApp con <<first>> <<n>>.txt",
        "Download/Chat WhatsApp con Officina <<n>>.txt",
    ),
    """<<d>>/<<mo>>/<<y>>, <<time>> - <<first2>>: <<first>> la centralina della Golf non si fa leggere, serve il software di diagnosi del concessionario
<<d>>/<<mo>>/<<y>>, <<time>> - <<first>> <<last>>: entra col mio account, utente <<email>>
<<d>>/<<mo>>/<<y>>, <<time>> - <<first>> <<last>>: <<cred>>
<<d>>/<<mo>>/<<y>>, <<time>> - <<first>> <<last>>: poi esci però che ne abbiamo una sola di licenza
<<d>>/<<mo>>/<<y>>, <<time>> - <<first2>>: ok grazie
""",
    "human",
    syntax="",
)

FAM.reg(
    "officina_fatture_in_cloud_access_token_python",
    ("amministrazione/fatture_<<n>>.py", "scripts/fic_fattura_<<n>>.py"),
    """import requests

COMPANY_ID = <<n>>
ACCESS_TOKEN = "<<cred>>"

def crea_fattura(cliente: str, targa: str, importo: float) -> int:
    payload = {
        "data": {
            "type": "invoice",
            "entity": {"name": cliente},
            "items_list": [{"name": f"Tagliando e cambio gomme {targa}", "net_price": importo, "vat": {"id": 0}}],
        }
    }
    r = requests.post(
        f"https://api-v2.fattureincloud.it/c/{COMPANY_ID}/issued_documents",
        json=payload,
        headers={"Authorization": f"Bearer {ACCESS_TOKEN}"},
        timeout=20,
    )
    return r.json()["data"]["id"]
""",
    lambda rng, s: (
        "a/"
        + jwt(
            rng,
            {"ref": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(40))},
        )
    ),
)

FAM.reg(
    "officina_gestionale_ini_sql_server_password",
    ("C:/Gestionale Officina/config_<<n>>.ini", "backup/gestionale_<<n>>.ini"),
    """[Database]
Provider=SQLOLEDB
Server=OFFICINA-PC\\SQLEXPRESS
Database=officina
User=sa
Password=<<cred>>

[Stampa]
Stampante=Brother HL-L2350DW
Intestazione=<<orgc>> S.n.c. - Via Milano <<n2>> - <<city>>
""",
    "pw",
)

FAM.reg(
    "officina_appunti_pec_password_txt",
    ("Desktop/password_<<n>>.txt", "Documenti/appunti ufficio <<n>>.txt"),
    """PEC <<org>>@pec.it
password: <<cred>>

cassetto fiscale -> lo ha il commercialista
portale revisioni: chiedere a <<first2>>
""",
    "human",
    syntax="",
)

FAM.reg(
    "officina_grossista_pneumatici_csv_accessi",
    ("ufficio/fornitori_<<n>>.csv", "Documenti/Accessi fornitori <<y>> <<n>>.csv"),
    """fornitore,sito,utente,password,note
Grossista pneumatici,b2b.<<org>>-gomme.it,<<login>>,<<cred>>,consegna stagionale entro 48h
Ricambi auto,ordini.ricambi-bs.it,<<email>>,vedi Giulia,
Lubrificanti,portale olio,<<login>>_bs,,scaduto
""",
    "human",
    syntax="",
)

FAM.reg(
    "officina_nvr_telecamere_appunti_markdown",
    ("installazioni/nvr_<<n>>.md", "Documenti/Telecamere officina <<n>>.md"),
    """# Telecamere officina

- NVR 8 canali, IP <<ip>>, seriale <<serial>>
- Utente: admin
- Password: <<cred>>
- App sul telefono di Marco e Giulia (P2P attivo)
- Registrazione 14 giorni, disco 2 TB
- Telecamera ponte sollevatore 2 da riorientare
""",
    "pw_bare",
    syntax="",
)

FAM.reg(
    "officina_prenotazioni_laravel_env_mail_password",
    ("prenotazioni/.env", "sito-<<n>>/.env.production"),
    """APP_NAME="Prenota tagliando"
APP_ENV=production
APP_URL=https://prenota.<<dom>>
MAIL_MAILER=smtp
MAIL_HOST=smtps.aruba.it
MAIL_PORT=465
MAIL_USERNAME=prenotazioni@<<dom>>
MAIL_PASSWORD="<<cred>>"
MAIL_ENCRYPTION=ssl
""",
    "pw_dq",
    syntax="",
)
