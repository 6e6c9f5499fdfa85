# ruff: noqa: E501
"""Family n: a ski school in the Engadin (Graubünden, Switzerland), Romansh (Puter / Vallader),
Swiss German and Italian."""

from __future__ import annotations

import html
import re

from fiftyfirst_spec import Fam, enc_html, gen_pw

F = Fam(
    "engiadina_skiscola_romansh",
    ("skiscolasamedan",),
    "ch",
    (
        ("Gian", "Gian"),
        ("Seraina", "Seraina"),
        ("Duri", "Duri"),
        ("Ladina", "Ladina"),
        ("Curdin", "Curdin"),
        ("Flurina", "Flurina"),
    ),
    (
        ("Casty", "casty"),
        ("Bezzola", "bezzola"),
        ("Cloetta", "cloetta"),
        ("Könz", "koenz"),
        ("Pinggera", "pinggera"),
    ),
    (
        "muntogna",
        "naiv",
        "engiadina",
        "samedan",
        "pontresina",
        "schlitra",
        "glatsch",
        "bernina",
        "chalandamarz",
        "corviglia",
    ),
    ("chamutsch", "uors", "tschess", "muntanella"),
    "41",
)

F.reg(
    "engiadina_romansh_threema_export_pled_clav",
    ("Threema/chat_<<fa>>_<<id>>.txt", "exports/threema_<<date>>.txt"),
    """[<<dmys>>, <<time>>] <<first>>: Bun di! Che es il pled-clav dal sistem da reservaziun?
[<<dmys>>, <<time>>] <<first2>>: Utilisader: <<user>>
[<<dmys>>, <<time>>] <<first2>>: Pled-clav: <<cred>>
[<<dmys>>, <<time2>>] <<first>>: Grazcha fich ⛷️
""",
    "human",
    syntax="",
)


def _amp_cred(rng, s):
    v = gen_pw(rng, sym="&<>")
    if "&" not in v:
        v = v[:5] + "&" + v[6:]
    return v


def _html_extra(rng, s):
    s["enc"] = enc_html(s["cred"])


F.reg(
    "engiadina_booking_html_email_entity_escaped",
    ("Mail/instructors_<<id>>.eml", "mail/<<fa>>/cur/<<epoch>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Zugang Buchungssystem Winter <<year>>
Date: <<dmy>> <<time>> +0100
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8

<html><body>
<p>Hoi zämä, allegra!</p>
<p>Der Zugang fürs Buchungssystem (Lehrer-Login):</p>
<table border="1"><tr><td>Benutzer</td><td><<user>></td></tr>
<tr><td>Passwort</td><td class="pw"><<enc>></td></tr></table>
<p>Bitte nicht weitergeben. Grazcha!<br><<first>></p>
</body></html>
""",
    _amp_cred,
    syntax="",
    extra=_html_extra,
    decode=lambda t: html.unescape(re.search(r'<td class="pw">(.*?)</td>', t).group(1)),
)

F.reg(
    "engiadina_rental_card_terminal_sumup_node",
    ("rental/sumup_<<nn>>.js", "srv/verleih<<id>>/pay.js"),
    """const SUMUP_API_KEY = '<<cred>>';
const MERCHANT = 'M<<hex8>>';

async function readerCheckout(readerId, chf) {
  const res = await fetch(`https://api.sumup.com/v0.1/merchants/${MERCHANT}/readers/${readerId}/checkout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${SUMUP_API_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ total_amount: { value: Math.round(chf * 100), currency: 'CHF', minor_unit: 2 } }),
  });
  return res.json();
}

module.exports = { readerCheckout };
""",
    "p:sumup",
    syntax="",
)

F.reg(
    "engiadina_swiss_german_email_passwort_verband",
    ("Mail/verband_<<id>>.eml", "mail/<<fa>>/INBOX/<<epoch>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Login Verbandsportal (Lehrerausweise)
Date: <<dmy>> <<time>> +0100
Content-Type: text/plain; charset=UTF-8

Hoi <<first2>>

Chasch du bitte d Ausweise für die neuen Lehrer im Portal erfassen?
Benutzer: <<user>>
Passwort: <<cred>>

Merci vilmal und en schöne Tag
<<first>>
""",
    "human",
    syntax="",
)

F.reg(
    "engiadina_rental_pos_mysql_my_cnf",
    ("home/<<fa>>/.my.cnf", "backup/verleih<<id>>/.my.cnf"),
    """[client]
user=verleih
password=<<cred>>
host=<<ip>>

[mysqldump]
user=verleih
password=<<cred>>
""",
    "pw",
    syntax="ini",
)

F.reg(
    "engiadina_schedule_apps_script_mailchimp",
    ("apps-script/Code_<<nn>>.gs", "Drive/Skischule/Code_<<id>>.gs"),
    """// Kurs-Anmeldungen -> Mailchimp (Newsletter)
const MC_KEY = '<<cred>>';
const MC_LIST = '<<hex8>>ab';

function onFormSubmit(e) {
  const email = e.namedValues['E-Mail'][0];
  const dc = MC_KEY.split('-')[1];
  UrlFetchApp.fetch(`https://${dc}.api.mailchimp.com/3.0/lists/${MC_LIST}/members`, {
    method: 'post',
    headers: { Authorization: 'apikey ' + MC_KEY },
    payload: JSON.stringify({ email_address: email, status: 'subscribed' }),
    contentType: 'application/json',
  });
}
""",
    "p:mailchimp",
    syntax="",
)

F.reg(
    "engiadina_lift_pass_soap_request_xml",
    ("liftpass/order_<<id>>.xml", "logs/soap/request_<<date>>_<<nn>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:tic="http://ticketing.partner.ch/">
  <soap:Header>
    <tic:AuthHeader>
      <tic:PartnerId>SKS<<nnn>></tic:PartnerId>
      <tic:UserName>skischule_<<nn>></tic:UserName>
      <tic:Password><<cred>></tic:Password>
    </tic:AuthHeader>
  </soap:Header>
  <soap:Body>
    <tic:OrderPass><tic:Product>1-Tag Kinder</tic:Product><tic:Quantity><<n>></tic:Quantity></tic:OrderPass>
  </soap:Body>
</soap:Envelope>
""",
    "pw_xml",
)

F.reg(
    "engiadina_ski_hut_whiteboard_ocr",
    ("scans/tavla_<<date>>.txt", "ocr/hut_<<id>>.txt"),
    """CHAMANNA — <<dmy>>
Gruppa 1: Corviglia 9:30 (<<first>>)
Gruppa 2: Muottas 10:00

Tablet check-in
pled-clav / Passwort:
<<cred>>
""",
    "human",
    syntax="",
)
