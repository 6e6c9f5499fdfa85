# ruff: noqa: E501
"""Family i: a South African township crèche (early childhood development centre) in Soweto:
PayFast, Yoco, Ozow, BulkSMS, EskomSePush for load-shedding, a solar inverter, isiZulu chats
and an Afrikaans bookkeeper."""

from __future__ import annotations

import random
import urllib.parse

from hundredthirtyfifth_spec import HEXU, Fam, Slots, after, alnum

FAM = Fam(
    "township_creche_soweto",
    orgs=("siyakhula", "thandanani", "masakhane", "khanyisa"),
    tld="co.za",
    first=(
        "Thandi",
        "Nomsa",
        "Lerato",
        "Palesa",
        "Zanele",
        "Busisiwe",
        "Nokuthula",
        "Precious",
        "Sibongile",
        "Mpho",
        "Refilwe",
        "Thabo",
        "Lindiwe",
        "Dineo",
    ),
    last=(
        "Dlamini",
        "Nkosi",
        "Mokoena",
        "Khumalo",
        "Mahlangu",
        "Ndlovu",
        "Sithole",
        "Molefe",
        "Zulu",
        "Mabaso",
        "Radebe",
        "Tshabalala",
    ),
    words=(
        "siyakhula",
        "ubuntu",
        "thandanani",
        "masakhane",
        "sunshine",
        "soweto",
        "orlando",
        "kasi",
        "chiefs",
        "pirates",
        "bafana",
        "jozi",
        "vilakazi",
        "amandla",
        "gogo",
        "impilo",
        "khanya",
        "lethabo",
    ),
    pets=("bobby", "spotty", "simba", "rex", "lady", "tiger", "bruno", "bella"),
    months=(
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ),
    phone="+27 7# ### ####",
    city=("Orlando East", "Diepkloof", "Meadowlands", "Dobsonville", "Protea Glen"),
)
reg = FAM.reg


def passphrase(rng: random.Random, s: Slots) -> str:
    a, b = rng.sample(FAM.words, 2)
    return pick_form(rng, a, b)


def pick_form(rng: random.Random, a: str, b: str) -> str:
    forms = (
        f"{a.capitalize()} {b.capitalize()} {rng.randint(2015, 2025)}",
        f"{a.capitalize()}@{b}{rng.randint(10, 99)}!",
        f"{a}#{b.capitalize()}{rng.randint(1, 9)}",
    )
    return forms[rng.randrange(3)]


def itn_extra(rng: random.Random, s: Slots) -> Slots:
    month = (
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    )[int(s["mo"]) - 1]
    return {
        "enc": urllib.parse.quote_plus(s["cred"]),
        "pfid": str(rng.randint(1_800_000, 2_400_000)),
        "mid": str(rng.randint(10_000_000, 19_999_999)),
        "ref": f"FEES-{s['mo']}{s['d']}-{rng.randint(1, 60)}",
        "month": month,
        "sig": alnum(rng, 32, "0123456789abcdef"),
    }


reg(
    "township_payfast_itn_log_passphrase_urlencoded",
    ("storage/logs/payfast-<<year>>-<<mo>>-<<d>>.log", "logs/<<org>>/itn_<<mo>>.log"),
    """[<<year>>-<<mo>>-<<d>> <<hh>>:<<mi>>:<<ss>>] production.INFO: payfast.ITN received pf_payment_id=<<pfid>> payment_status=COMPLETE m_payment_id=<<ref>>
[<<year>>-<<mo>>-<<d>> <<hh>>:<<mi>>:<<ss>>] production.DEBUG: payfast.ITN param string: m_payment_id=<<ref>>&pf_payment_id=<<pfid>>&payment_status=COMPLETE&item_name=Creche+fees+<<month>>&amount_gross=650.00&amount_fee=-17.25&amount_net=632.75&name_first=<<fa>>&name_last=<<la>>&email_address=<<email>>&merchant_id=<<mid>>&passphrase=<<enc>>
[<<year>>-<<mo>>-<<d>> <<hh>>:<<mi>>:<<ss>>] production.DEBUG: payfast.ITN signature <<sig>> matches
[<<year>>-<<mo>>-<<d>> <<hh>>:<<mi>>:<<ss>>] production.INFO: payfast.ITN <<ref>> marked paid
""",
    passphrase,
    extra=itn_extra,
    decode=lambda text: urllib.parse.unquote_plus(after(r"&passphrase=", text, r"[^\s&]+")),
)

reg(
    "township_yoco_checkout_fees_js",
    ("web/<<org>>/lib/yoco.js", "fees-site/src/yoco-<<n>>.mjs"),
    """// Online creche fee payments – Yoco Checkout API
const YOCO_SECRET_KEY = "<<cred>>";

export async function createCheckout(amountCents, child, month) {
  const res = await fetch("https://payments.yoco.com/api/checkouts", {
    method: "POST",
    headers: {
      Authorization: `Bearer ${YOCO_SECRET_KEY}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({
      amount: amountCents,
      currency: "ZAR",
      metadata: { child, month },
      successUrl: "https://<<dom>>/fees/paid",
      cancelUrl: "https://<<dom>>/fees",
    }),
  });
  return res.json();
}
""",
    "p:yoco",
)

reg(
    "township_ozow_web_config_appsettings",
    ("CrecheFees/Web.config", "src/<<org>>.Web/Web.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="Ozow:SiteCode" value="<<site>>" />
    <add key="Ozow:PrivateKey" value="<<cred>>" />
    <add key="Ozow:ApiKey" value="<<apikey>>" />
    <add key="Ozow:IsTest" value="false" />
    <add key="Ozow:NotifyUrl" value="https://<<dom>>/ozow/notify" />
  </appSettings>
  <connectionStrings>
    <add name="Creche" connectionString="Server=.\\SQLEXPRESS;Database=Creche;Integrated Security=True" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <system.web>
    <compilation debug="false" targetFramework="4.8" />
  </system.web>
</configuration>
""",
    "alnum:32",
    syntax="xml",
    extra=lambda rng, s: {
        "site": f"{s['org'][:3].upper()}-{s['org'][3:6].upper()}-00{s['n']}",
        "apikey": alnum(rng, 32),
    },
)

reg(
    "township_whatsapp_isizulu_iphasiwedi_camera",
    (
        "WhatsApp Chat with <<org>> Parents <<n>>.txt",
        "phone/<<org>>/WhatsApp Chat - Abazali Creche <<n>>.txt",
    ),
    """<<year>>/<<mo>>/<<d>>, <<hh>>:<<mi>> - Gogo <<first>>: Sawubona bazali 🙏 Ama-camera e-creche asesebenza futhi
<<year>>/<<mo>>/<<d>>, <<hh>>:<<mi2>> - Mama ka <<kid>>: Ngiyabonga Gogo! Yini iphasiwedi entsha?
<<year>>/<<mo>>/<<d>>, <<hh>>:<<mi2>> - Gogo <<first>>: Username: <<org>>parents
<<year>>/<<mo>>/<<d>>, <<hh>>:<<mi2>> - Gogo <<first>>: Iphasiwedi: <<cred>>
<<year>>/<<mo>>/<<d>>, <<hh>>:<<mi3>> - Mama ka <<kid>>: Ngiyabonga kakhulu ❤️
<<year>>/<<mo>>/<<d>>, <<hh>>:<<mi3>> - Gogo <<first>>: Ningayiniki abanye abantu please
""",
)

reg(
    "township_eskomsepush_loadshedding_python",
    ("scripts/<<org>>/loadshedding_alert.py", "tools/esp_<<year>>.py"),
    '''"""Load-shedding schedule for the creche: warn parents the night before (EskomSePush API)."""

import requests

ESP_TOKEN = "<<cred>>"
AREA_ID = "jhbcitypower3-<<n>>-soweto"


def next_events() -> list:
    r = requests.get(
        "https://developer.sepush.co.za/business/2.0/area",
        params={"id": AREA_ID},
        headers={"Token": ESP_TOKEN},
        timeout=20,
    )
    r.raise_for_status()
    return r.json()["events"]


if __name__ == "__main__":
    for ev in next_events()[:3]:
        print(ev["start"], ev["end"], ev["note"])
''',
    "p:esp",
)

reg(
    "township_bulksms_parent_alerts_bash",
    ("bin/sms_parents_<<org>>.sh", "scripts/<<org>>/bulk_sms.sh"),
    """#!/bin/bash
# Send an SMS to all parents (BulkSMS JSON API) – closures, fees, load-shedding
TOKEN_ID="<<tid>>"
TOKEN_SECRET="<<cred>>"
MSG="$1"

while IFS=, read -r name cell; do
  curl -s -u "$TOKEN_ID:$TOKEN_SECRET" -H 'Content-Type: application/json' \\
    -d "{\\"to\\": \\"$cell\\", \\"body\\": \\"$MSG\\"}" https://api.bulksms.com/v1/messages
  sleep 1
done < parents.csv
""",
    "alnum:32",
    extra=lambda rng, s: {"tid": alnum(rng, 32, HEXU)},
)

reg(
    "township_afrikaans_epos_boekhouer_wagwoord",
    ("epos/<<org>>/SARS eFiling <<year>>.eml", "mail/boekhouer_<<nnn>>.eml"),
    """From: <<fa2>> <<la2>> <boeke@<<la2_l>>rekenmeesters.co.za>
To: <<email>>
Subject: SARS eFiling – nuwe wagwoord vir die NPO
Date: <<d>> <<mon>> <<year>> <<hh>>:<<mi>>:<<ss>> +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Goeie môre <<first>>,

Hier is die nuwe aanmeldbesonderhede vir SARS eFiling vir die crèche (NPO):

Gebruikersnaam: <<efuser>>
Wagwoord: <<cred>>

Moet asseblief nie die wagwoord verander voordat die IT14SD ingedien is nie.

Groete
<<first2>> <<last2>>
Boekhouer
""",
    extra=lambda rng, s: {
        "efuser": f"{s['org']}npo{rng.randint(1, 99)}",
        "la2_l": s["la2"].lower(),
    },
)

reg(
    "township_home_assistant_secrets_sunsynk",
    ("homeassistant/secrets.yaml", "ha-<<org>>/config/secrets.yaml"),
    """# Home Assistant secrets – creche solar and load-shedding dashboard
wifi_ssid: "<<org>>_Office"
wifi_password: "<<wifi>>"
sunsynk_username: "<<email>>"
sunsynk_password: "<<cred>>"
esp_area: "jhbcitypower3-<<n>>-soweto"
latitude_home: -26.2<<nnn>>
longitude_home: 27.8<<nnn>>
""",
    "human_dq",
    extra=lambda rng, s: {"wifi": FAM.human(rng, "#*._-")},
)
