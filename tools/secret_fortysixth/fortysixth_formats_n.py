# ruff: noqa: E501
"""Family n: cuckoo-clock (Kuckucksuhr) makers in the Black Forest (Germany): German."""

from __future__ import annotations

import base64
import re

from fortysixth_spec import Fam, b64

F = Fam(
    "kuckucksuhr_schwarzwald_cuckoo",
    orgs=("kuckuckstal", "triberguhren", "schonachwerk", "furtwangenuhr"),
    tld="de",
    first=(
        "Jürgen",
        "Monika",
        "Klaus",
        "Sabine",
        "Matthias",
        "Ursula",
        "Tobias",
        "Heike",
        "Florian",
        "Gisela",
    ),
    last=(
        "Dold",
        "Kammerer",
        "Hettich",
        "Fehrenbach",
        "Schwer",
        "Kienzler",
        "Dilger",
        "Ketterer",
        "Ganter",
        "Wehrle",
    ),
    words=(
        "kuckuck",
        "uhrwerk",
        "triberg",
        "schonach",
        "pendel",
        "zifferblatt",
        "tanne",
        "bollenhut",
        "furtwangen",
        "gewicht",
        "blasebalg",
        "hirsch",
    ),
    cc="+49",
    pets=("waldi", "bello", "mieze", "felix", "hasso"),
)

F.reg(
    "kuckucksuhr_german_whatsapp_passwort_shopware",
    ("WhatsApp Chat mit Werkstatt.txt", "chats/whatsapp_<<first_a>>_<<n>>.txt"),
    """[<<date_eu>>, <<time>>:<<sec>>] <<first>> <<last>>: Moin, kannst du mir nochmal das Passwort vom Shopware-Backend schicken?
[<<date_eu>>, <<time>>:<<sec>>] Heike Dold: Benutzer <<user>>
[<<date_eu>>, <<time>>:<<sec>>] Heike Dold: PW <<cred>>
[<<date_eu>>, <<time>>:<<sec>>] <<first>> <<last>>: Danke! Die 8-Tage-Uhren mit Tanzfiguren sind fertig für die Fotos
""",
    "human",
    syntax="",
)

F.reg(
    "kuckucksuhr_shopware_env_database_url",
    ("shopware/.env.local", "var/www/<<org>>/.env.local"),
    """APP_ENV=prod
APP_URL=https://www.<<dom>>
APP_SECRET=<<appsec>>
DATABASE_URL=mysql://shopware:<<cred>>@127.0.0.1:3306/shopware
MAILER_DSN=smtp://localhost:25
SHOPWARE_HTTP_CACHE_ENABLED=1
""",
    "pw_url",
    syntax="",
    extra=lambda rng, s: {"appsec": b64(rng, 32, urlsafe=True, pad=False)},
)

F.reg(
    "kuckucksuhr_lexoffice_api_python",
    ("buchhaltung/lexoffice_rechnungen.py", "scripts/<<first_a>>_lexoffice_<<n>>.py"),
    '''"""Rechnungen für Händler (Uhren, Ersatzteile) aus lexoffice holen."""

import requests

LEXOFFICE_API_KEY = "<<cred>>"

resp = requests.get(
    "https://api.lexoffice.io/v1/voucherlist?voucherType=invoice&voucherStatus=open",
    headers={"Authorization": f"Bearer {LEXOFFICE_API_KEY}", "Accept": "application/json"},
    timeout=20,
)
for v in resp.json()["content"]:
    print(v["voucherNumber"], v["contactName"], v["totalAmount"])
''',
    lambda rng, s: b64(rng, 30, urlsafe=True, pad=False),
)

F.reg(
    "kuckucksuhr_german_email_zugangsdaten_haendlerportal",
    ("Mail/<<date>>_Zugangsdaten.eml", "Thunderbird/Inbox/haendler-<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Ihre Zugangsdaten zum Händlerportal
Date: Tue, <<n>> Oct <<year>> 14:21:08 +0200
Content-Type: text/plain; charset=UTF-8

Sehr geehrte Damen und Herren,

anbei Ihre Zugangsdaten zum Händlerportal (Kuckucksuhren, Ersatzwerke, Blasebälge):

Benutzername: <<user>>
Passwort: <<cred>>

Bitte ändern Sie das Passwort nach der ersten Anmeldung.

Mit freundlichen Grüßen
<<first>> <<last>>
Uhrenmanufaktur, Triberg
""",
    "pw",
    syntax="",
)

F.reg(
    "kuckucksuhr_dhl_geschaeftskunden_soap_request_xml",
    ("versand/request_<<n>>.xml", "logs/dhl/<<date>>-createShipment.xml"),
    """<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:cis="http://dhl.de/webservice/cisbase" xmlns:ns="http://dhl.de/webservices/businesscustomershipping/3.0">
   <soapenv:Header>
      <cis:Authentification>
         <cis:user><<user>></cis:user>
         <cis:signature><<cred>></cis:signature>
      </cis:Authentification>
   </soapenv:Header>
   <soapenv:Body>
      <ns:CreateShipmentOrderRequest>
         <ns:Version><majorRelease>3</majorRelease><minorRelease>4</minorRelease></ns:Version>
         <ShipmentOrder>
            <sequenceNumber><<n>></sequenceNumber>
            <Shipment>
               <ShipmentDetails>
                  <product>V01PAK</product>
                  <cis:accountNumber>6<<n>>2233441001</cis:accountNumber>
               </ShipmentDetails>
            </Shipment>
         </ShipmentOrder>
      </ns:CreateShipmentOrderRequest>
   </soapenv:Body>
</soapenv:Envelope>
""",
    "pw_xml",
)

F.reg(
    "kuckucksuhr_fritzbox_vpn_cfg_preshared_key",
    ("fritzbox/vpn_<<first_a>>.cfg", "Dokumente/VPN/werkstatt-<<n>>.cfg"),
    """vpncfg {
        connections {
                enabled = yes;
                editable = no;
                conn_type = conntype_user;
                name = "<<email>>";
                always_renew = no;
                reject_not_encrypted = no;
                dont_filter_netbios = yes;
                localip = 0.0.0.0;
                local_virtualip = 0.0.0.0;
                remoteip = 0.0.0.0;
                remote_virtualip = 192.168.178.201;
                localid {
                        fqdn = "<<hx>>.myfritz.net";
                }
                remoteid {
                        user_fqdn = "<<email>>";
                }
                mode = phase1_mode_aggressive;
                phase1ss = "all/all/all";
                keytype = connkeytype_pre_shared;
                key = "<<cred>>";
                cert_do_server_auth = no;
                use_nat_t = yes;
                use_xauth = yes;
                xauth {
                        valid = yes;
                        username = "<<user>>";
                        passwd = "<<cred>>";
                }
                phase2localid {
                        ipnet {
                                ipaddr = 192.168.178.0;
                                mask = 255.255.255.0;
                        }
                }
        }
}
""",
    "pw_alnum",
    syntax="",
)


def _mime_subject(s):
    subj = f"Neues Passwort Warenwirtschaft: {s['cred']}"
    enc = base64.b64encode(subj.encode()).decode()
    return f"""From: {s["first"]} {s["last"]} <{s["email"]}>
To: {s["email2"]}
Subject: =?UTF-8?B?{enc}?=
Date: Mon, {s["n"]} Nov {s["year"]} 07:58:30 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

siehe Betreff, Gruß {s["first"]}
"""


def _dec_mime(text: str) -> str:
    enc = re.search(r"Subject: =\?UTF-8\?B\?([^?]+)\?=", text).group(1)  # type: ignore[union-attr]
    return base64.b64decode(enc).decode().split(": ", 1)[1]


F.reg(
    "kuckucksuhr_mime_encoded_subject_passwort",
    ("Mail/Posteingang/<<n>>_warenwirtschaft.eml", "export/mails/<<date>>-<<n>>.eml"),
    _mime_subject,
    "human",
    syntax="",
    decode=_dec_mime,
)

F.reg(
    "kuckucksuhr_marketplace_client_ec384_key_pem",
    ("certs/marktplatz-client-<<n>>.key", "home/<<first_a>>/api/<<org>>_client.key"),
    "<<cred>>\n",
    "ec384",
    syntax="",
)
