# ruff: noqa: E501
"""Family f: licitar (decorated gingerbread heart) makers of Zagreb and Hrvatsko zagorje, Croatia."""

from __future__ import annotations

import quopri
import re

from fortyfourth_spec import Fam, enc_qp, mail

F = Fam(
    "licitar_gingerbread_zagreb",
    "licitar",
    ("medenosrce", "licitarbistra", "zagorskomedarstvo", "srcekrapina", "gornjigrad"),
    "hr",
    ("ivana", "marko", "kata", "tomislav", "mirjana", "zvonko", "dubravka", "kresimir"),
    ("horvat", "kovacic", "babic", "maric", "juric", "novak", "vukovic", "pavlic"),
    (
        "licitar",
        "medenjak",
        "srce",
        "zagorje",
        "marija",
        "bistrica",
        "advent",
        "ogledalce",
        "med",
        "kolac",
    ),
    ("zima", "ljeto", "jesen", "proljece"),
    ("floki", "luna", "medo", "rex", "mica"),
    "385",
)

F.reg(
    "croatian_whatsapp_lozinka_webshop",
    ("chats/WhatsApp Chat s <<fname>>.txt", "backup/<<org>>/WhatsApp Chat - Licitar radionica.txt"),
    """<<date_dmy>>. <<time>> - <<fname>>: Bok, koja je lozinka za webshop? Trebam staviti nova srca za advent
<<date_dmy>>. <<time>> - Mirjana Novak: admin@<<dom>>
<<date_dmy>>. <<time2>> - Mirjana Novak: lozinka <<cred>>
<<date_dmy>>. <<time2>> - <<fname>>: Hvala ti puno ❤️
""",
    "human",
)

F.reg(
    "fiskalizacija_keystore_lozinka_properties",
    ("blagajna/config/fiskal.properties", "<<org>>-kasa/fiskalizacija.properties"),
    """# Fiskalizacija - Porezna uprava
fiskal.oib=<<nnn>><<nnn>><<nnn>><<n>>
fiskal.url=https://cis.porezna-uprava.hr:8449/FiskalizacijaService
fiskal.keystore.path=/opt/kasa/certifikati/<<org>>_fina.p12
fiskal.keystore.password=<<cred>>
fiskal.oznaka.poslovnog.prostora=LICITAR<<n>>
""",
    "pw",
)


def _qp_dec(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    plain = quopri.decodestring(body.encode()).decode()
    return re.search(r"Lozinka: (.+)", plain).group(1).strip()


def _qp_pw(rng, s):
    from fortyfourth_spec import pick

    return f"{pick(rng, ('Čokolada', 'Šećer', 'Ždral', 'Đumbir', 'Medenjačić'))}{rng.randint(10, 99)}{pick(rng, ('!', '#', '.', '?'))}{pick(rng, ('srce', 'med', 'žar', 'čaša'))}"


F.reg(
    "croatian_email_quoted_printable_lozinka",
    ("mail/<<user>>/Poslano/<<id8>>.eml", "<<org>>/posta/<<nnn>>.eml"),
    lambda s: mail(
        s,
        f"knjigovodstvo@{s['dom']}",
        "Pristup e-Računima",
        s["qp"],
        cte="quoted-printable",
        lang="hr",
    ),
    _qp_pw,
    extra=lambda rng, s: {
        "qp": enc_qp(
            f"Poštovana gospođo {s['lname'].capitalize()},\n\nšaljem pristupne podatke za servis e-Račun za naš obrt licitara.\n\nKorisničko ime: {s['user']}\nLozinka: {s['cred']}\n\nMolim da račune za medenjake za prosinac pošaljete do petka.\n\nSrdačan pozdrav,\n{s['fname']} {s['lname']}\n"
        )
    },
    decode=_qp_dec,
)

F.reg(
    "oven_grafana_ini_admin_password",
    ("pecnica/grafana/grafana.ini", "<<org>>/monitoring/grafana.ini"),
    """[server]
http_port = 3000
domain = pecnica.<<dom>>

[security]
admin_user = admin
admin_password = <<cred>>
disable_gravatar = true

[auth.anonymous]
enabled = false
""",
    "pw",
)

F.reg(
    "eracun_soap_wsse_password_xml",
    ("eracun/request_<<date>>.xml", "<<org>>/soap/SendB2BOutgoingInvoice.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd" xmlns:b2b="http://fina.hr/eracun/b2b/invoicewebservicecomponents/v0.1">
  <soapenv:Header>
    <wsse:Security>
      <wsse:UsernameToken>
        <wsse:Username><<user>></wsse:Username>
        <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText"><<cred>></wsse:Password>
      </wsse:UsernameToken>
    </wsse:Security>
  </soapenv:Header>
  <soapenv:Body>
    <b2b:SendB2BOutgoingInvoiceMsg>
      <b2b:HeaderSupplier><b2b:MessageID><<uuid>></b2b:MessageID></b2b:HeaderSupplier>
    </b2b:SendB2BOutgoingInvoiceMsg>
  </soapenv:Body>
</soapenv:Envelope>
""",
    "pw_xml",
)

F.reg(
    "delivery_partner_http_dump_bearer",
    ("debug/partner_api_<<date>>.http", "<<org>>/logs/orders_request.txt"),
    """GET /v2/venues/<<id8>>/orders?status=received HTTP/1.1
Host: partner-api.dostava.hr
Authorization: Bearer <<cred>>
Accept: application/json
User-Agent: licitar-sync/<<ver>>

HTTP/1.1 200 OK
Content-Type: application/json

{"orders":[{"id":"<<uuid>>","items":[{"name":"Licitarsko srce 12 cm","qty":<<n>>}]}]}
""",
    lambda rng, s: __import__("fortyfourth_corpus").jwt(
        rng, {"sub": s["org"], "venue": s["id8"], "iat": 1_740_000_000, "scope": "orders:read"}
    ),
)

F.reg(
    "corvuspay_store_key_env",
    ("webshop/.env", "<<org>>-shop/.env.local"),
    """APP_NAME="Licitar webshop"
CORVUSPAY_STORE_ID=<<nnn>><<n>>
CORVUSPAY_SECRET_KEY=<<cred>>
CORVUSPAY_ENV=prod
MAIL_FROM=<<email>>
""",
    "alnum:40",
)

F.reg(
    "fair_stand_paper_note_ocr_next_line",
    ("skenovi/biljeznica_<<date>>.txt", "<<org>>/ocr/advent_stand.txt"),
    """ADVENT - STAND <<n>> (Trg bana Jelacica)

WiFi kucica:
<<org_cap>>_stand
lozinka:
<<cred>>

SumUp terminal - napuniti svaku vecer!
""",
    "human_x",
)
