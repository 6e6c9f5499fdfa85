# ruff: noqa: E501
"""Family e: a walking-tour guide in Alfama, Lisbon (Portugal): Portuguese."""

from __future__ import annotations

from hundredeighth_spec import Fam, after, enc_qp, human, prov, un_qp, uuid4

F = Fam(
    name="alfama_lisbon_walking_guides",
    prefix="alfama",
    orgs=("alfamapasso",),
    tld="pt",
    first=(
        ("João", "joao"),
        ("Inês", "ines"),
        ("Gonçalo", "goncalo"),
        ("Mariana", "mariana"),
        ("Tiago", "tiago"),
        ("Beatriz", "beatriz"),
        ("Rui", "ruimiguel"),
        ("Leonor", "leonor"),
    ),
    last=(
        ("Conceição", "conceicao"),
        ("Gonçalves", "goncalves"),
        ("Simões", "simoes"),
        ("Magalhães", "magalhaes"),
        ("Ferreira", "ferreira"),
        ("Lourenço", "lourenco"),
    ),
    words=(
        "alfama",
        "fado",
        "saudade",
        "tejo",
        "eletrico",
        "miradouro",
        "bacalhau",
        "pastel",
        "belem",
        "chiado",
        "graca",
        "mouraria",
        "sardinha",
        "ginjinha",
        "azulejo",
        "benfica",
        "sporting",
        "castelo",
        "lisboa",
        "tasca",
        "amalia",
        "bairro",
    ),
    pets=("pipoca", "tareco", "bolinha", "faisca", "nina", "riscas"),
    cc="351",
    town="Lisboa",
)

ACCENTED = ("Coração", "Saudação", "Tejão", "Conceição", "Fadista", "Pão", "Açoriano", "Limão")


def _accented(rng, fam):
    while True:
        pw = f"{rng.choice(ACCENTED)}{rng.choice('!#=*')}{rng.randint(10, 2026)}"
        if len(pw) >= 8:
            return pw


F.reg(
    "portuguese_whatsapp_palavra_passe_guruwalk",
    ("telemovel/Conversa do WhatsApp com <<fac>>.txt", "exports/wa/guias-<<date>>-<<fa>>.txt"),
    """<<dmy>> <<hh>>:<<mm>> - <<fn2>>: Olá! Qual é a palavra-passe da conta GuruWalk? Tenho 14 reservas para o tour das 10h
<<dmy>> <<hh>>:<<mm2>> - <<fn>>: Utilizador <<email>>
<<dmy>> <<hh>>:<<mm2>> - <<fn>>: Palavra-passe: <<cred>>
<<dmy>> <<hh>>:<<mm2>> - <<fn2>>: Obrigadaaa 😘 encontro no Largo das Portas do Sol
""",
    "human",
)

F.reg(
    "getyourguide_supplier_api_yaml",
    ("config/<<org>>/gyg-<<nn>>.yml", "deploy/<<org>>-<<fa>>/getyourguide.yaml"),
    """# GetYourGuide supplier API (availability push for the Alfama & Mouraria tour)
getyourguide:
  base_url: https://supplier-api.getyourguide.com/1
  username: "<<org>>_supplier"
  password: '<<cred>>'
  product_ids: [<<nn>>01, <<nn>>02]
  timezone: Europe/Lisbon
""",
    "pw_sq",
)

F.reg(
    "portuguese_email_qp_palavra_passe",
    ("correio/<<date>>-acesso-<<fa>>.eml", "mail/sent/palavra-passe-<<nn>>.eml"),
    """From: <<fac>> <<lac>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?Q?Acesso_=C3=A0_conta_do_Airbnb_Experi=C3=AAncias?=
Date: <<dmy>> <<hh>>:<<mm>> +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

Ol=C3=A1 <<fa2>>,

Segue o acesso =C3=A0 conta das experi=C3=AAncias (tour de fado em Alfama):

Utilizador: <<email>>
Palavra-passe: <<cred>>

N=C3=A3o partilhes com ningu=C3=A9m, por favor.
Beijinhos,
<<fn>>
""",
    _accented,
    syntax="",
    encode=lambda v, s: enc_qp(v, s).strip(),
    decode=after(r"^Palavra-passe: (.+?)$", un_qp),
)

F.reg(
    "sibs_gateway_bearer_node",
    ("web/<<org>>-checkout-<<nn>>/sibs.js", "src/<<org>>/payments/sibs_<<fa>>.js"),
    """// SIBS Gateway (MB WAY + cartão) for tour deposits
const SIBS_URL = "https://api.sibsgateway.com/sibs/spg/v2/payments";
const SIBS_TERMINAL_ID = <<nn>>;
const SIBS_CLIENT_ID = "<<cid>>";
const SIBS_BEARER = "<<cred>>";

export async function createPayment(amount, ref) {
  const res = await fetch(SIBS_URL, {
    method: "POST",
    headers: { Authorization: `Bearer ${SIBS_BEARER}`, "X-IBM-Client-Id": SIBS_CLIENT_ID },
    body: JSON.stringify({ merchant: { terminalId: SIBS_TERMINAL_ID, merchantTransactionId: ref }, transaction: { amount: { value: amount, currency: "EUR" } } }),
  });
  return res.json();
}
""",
    "jwt:",
    syntax="",
    extra=lambda rng, s: {"cid": uuid4(rng)},
)

F.reg(
    "sumup_card_reader_python",
    ("scripts/<<org>>/sumup_payouts_<<nn>>.py", "home/<<fa>>/sumup_report.py"),
    """\"\"\"Daily SumUp report: tips and tour payments by guide.\"\"\"
import requests

SUMUP_API_KEY = "<<cred>>"
MERCHANT = "M<<id>>"

r = requests.get(
    f"https://api.sumup.com/v2.1/merchants/{MERCHANT}/transactions/history",
    headers={"Authorization": f"Bearer {SUMUP_API_KEY}"},
    params={"limit": 100},
    timeout=20,
)
for t in r.json().get("items", []):
    print(t["timestamp"], t["amount"], t.get("product_summary"))
""",
    "p:sumup",
)

F.reg(
    "guides_rota_flat_ods",
    ("partilhado/escala_guias_<<y>>_<<mo>>.fods", "office/guias-<<nn>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Contas">
    <table:table-row><table:table-cell office:value-type="string"><text:p>Plataforma</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Utilizador</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Palavra-passe</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p>Civitatis</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<email>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell></table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    "human",
    syntax="xml",
)

F.reg(
    "tour_meeting_ics_wifi_description",
    ("calendario/<<date>>-tour-<<fa>>.ics", "exports/agenda-<<nn>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
UID:<<id>>@google.com
DTSTART:<<y>><<mo>><<d>>T090000Z
DTEND:<<y>><<mo>><<d>>T120000Z
SUMMARY:Tour Alfama + Mouraria (grupo <<nn>>)
LOCATION:Largo das Portas do Sol\\, Lisboa
DESCRIPTION:Ponto de encontro no miradouro. Tablet do tour: wifi da loja <<orgc>>-Loja palavra-passe <<cred>> . Levar guarda-chuvas.
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)

F.reg(
    "wp_cli_user_create_history",
    ("home/<<fa>>/.bash_history", "servidor/<<org>>-<<nn>>/.bash_history"),
    """cd /var/www/<<dom>>
wp plugin update --all
wp user create <<fa2>> <<email2>> --role=editor --user_pass=<<cred>>
wp cache flush
exit
""",
    "pw_bare",
    syntax="",
)

_ = (human, prov)
