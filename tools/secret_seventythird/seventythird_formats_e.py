# ruff: noqa: E501
"""Family e: a hāngī food truck in Rotorua, Aotearoa New Zealand; English and te reo Māori."""

from __future__ import annotations

import json
import re
import urllib.parse

from seventythird_spec import Fam, enc_url, gen_pw

F = Fam(
    name="kaikart_hangi_food_truck_nz",
    orgs=("kaikartnz", "hangihub", "rewenawheels", "kumarakart"),
    tld="co.nz",
    first=(
        ("Aroha", "aroha"),
        ("Tamati", "tamati"),
        ("Mere", "mere"),
        ("Wiremu", "wiremu"),
        ("Hēmi", "hemi"),
        ("Kiri", "kiri"),
        ("Rāwiri", "rawiri"),
    ),
    last=(
        ("Ngata", "ngata"),
        ("Te Huia", "tehuia"),
        ("Parata", "parata"),
        ("Walker", "walker"),
        ("Pōmare", "pomare"),
        ("Rāwhiti", "rawhiti"),
    ),
    words=(
        "hangi",
        "kumara",
        "rewena",
        "paua",
        "kaimoana",
        "allblacks",
        "kiwi",
        "tuatara",
        "pohutukawa",
        "rotorua",
        "aroha",
        "whanau",
        "mahi",
        "taniwha",
        "manuka",
        "pounamu",
        "matariki",
        "chiefs",
        "pukeko",
    ),
    pets=("kuri", "moana", "fluffy", "rangi", "bro", "nugget"),
    cc="+64",
    city="Rotorua",
)

F.reg(
    "kaikart_square_pos_catalog_sync_ruby",
    ("truck/square_menu_sync_<<n>>.rb", "Documents/<<org>>/scripts/square_catalog_<<date>>.rb"),
    """# Push today's menu board (hāngī packs, rēwena, boil-up) to Square so the Terminal shows it
require 'square'

client = Square::Client.new(
  access_token: '<<cred>>',
  environment: 'production'
)

items = [['Hāngī pack (pork & chicken)', 2500], ['Rēwena bread', 800], ['Boil-up bowl', 1800]]
items.each do |name, cents|
  client.catalog.upsert_catalog_object(body: {
    idempotency_key: SecureRandom.uuid,
    object: { type: 'ITEM', id: "##{name.hash}", item_data: { name: name, variations: [{ type: 'ITEM_VARIATION', id: "##{name.hash}v",
      item_variation_data: { pricing_type: 'FIXED_PRICING', price_money: { amount: cents, currency: 'NZD' } } }] } }
  })
end
""",
    "p:square_token",
    syntax="",
)

F.reg(
    "kaikart_xero_invoices_oauth_client_secret_env",
    ("xero-sync/.env", "apps/<<org>>-xero/.env.local"),
    """# Xero custom connection for <<orgc>> Ltd (event catering invoices)
XERO_CLIENT_ID=<<hex32>>
XERO_CLIENT_SECRET=<<cred>>
XERO_TENANT_ID=<<uuid>>
XERO_SCOPES="accounting.transactions accounting.contacts"
GST_RATE=0.15
""",
    "p:xero_secret",
    syntax="",
)

F.reg(
    "kaikart_teltonika_rut240_uci_wireless_config",
    ("router/rut240_<<date>>/etc/config/wireless", "backup/teltonika_<<org>>_<<n3>>/wireless"),
    """
config wifi-device 'radio0'
\toption type 'mac80211'
\toption channel 'auto'
\toption hwmode '11g'
\toption htmode 'HT20'
\toption country 'NZ'

config wifi-iface 'default_radio0'
\toption device 'radio0'
\toption network 'lan'
\toption mode 'ap'
\toption ssid '<<orgc>> Truck EFTPOS'
\toption encryption 'psk2'
\toption key '<<cred>>'
\toption hidden '1'
""",
    "human_x",
    syntax="",
)

F.reg(
    "kaikart_windcave_eftpos_rest_appsettings_json",
    ("pos-bridge/appsettings.Production.json", "truck/pos/windcave_<<n3>>.json"),
    lambda s: json.dumps(
        {
            "Logging": {"LogLevel": {"Default": "Warning"}},
            "Windcave": {
                "BaseUrl": "https://sec.windcave.com/api/v1",
                "Username": f"{s['org']}_REST",
                "ApiKey": s["cred"],
                "StationId": f"{s['n6']}{s['n3']}",
            },
            "Menu": {"Currency": "NZD", "GstInclusive": True},
        },
        indent=2,
    ),
    "p:windcave",
)


def _messenger(s: dict) -> str:
    msgs = [
        (
            s["first"],
            "Kia ora! He aha te kupuhipa mō te Square Dashboard? I need to change the hāngī price before Matariki market",
        ),
        (s["first2"], f"Ko {s['email']} te īmēra"),
        (s["first2"], s["cred"]),
        (s["first"], "Ka pai, ngā mihi e hoa 🙌"),
    ]
    return json.dumps(
        {
            "participants": [{"name": s["first"]}, {"name": s["first2"]}],
            "messages": [
                {
                    "sender_name": w,
                    "timestamp_ms": (s["ts"] - i * 45) * 1000,
                    "content": t,
                    "is_geoblocked_for_viewer": False,
                }
                for i, (w, t) in enumerate(reversed(msgs))
            ],
            "title": s["first2"],
            "is_still_participant": True,
            "thread_path": f"inbox/{s['first2_a']}_{s['n6']}",
        },
        indent=2,
        ensure_ascii=False,
    )


F.reg(
    "kaikart_maori_english_messenger_json_kupuhipa",
    (
        "messages/inbox/<<first2_a>>_<<n6>>/message_1.json",
        "facebook-<<first_a>>/messages/inbox/<<first2_a>>_<<n3>>/message_1.json",
    ),
    _messenger,
    "human",
)

F.reg(
    "kaikart_market_day_ics_description_square_login",
    ("calendar/<<org>>_markets_<<year>>.ics", "Downloads/matariki_market_<<n3>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<year>><<mo>><<d>>T070000Z
DTEND:<<year>><<mo>><<d>>T150000Z
UID:<<uuid>>@google.com
SUMMARY:Night market - Kuirau Park (truck + pop-up gazebo)
DESCRIPTION:Pop-up till is the spare iPad. Square login <<email>> / <<cred>>\\nPower from council board 3\\, bring the 20m lead.
LOCATION:Kuirau Park\\, Rotorua
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)

F.reg(
    "kaikart_chiller_logger_arduino_ino_thingspeak",
    (
        "firmware/chiller_logger/chiller_logger.ino",
        "Arduino/kaikart_fridge_<<n>>/kaikart_fridge_<<n>>.ino",
    ),
    """// Food Control Plan - chiller and hot-hold temperatures every 5 min (MPI records)
#include <WiFi.h>
#include <ThingSpeak.h>
#include <OneWire.h>
#include <DallasTemperature.h>

const char* ssid = "<<orgc>> Truck EFTPOS";
unsigned long channelID = <<n6>>;
const char* writeAPIKey = "<<cred>>";

WiFiClient client;
OneWire oneWire(4);
DallasTemperature sensors(&oneWire);

void loop() {
  sensors.requestTemperatures();
  ThingSpeak.setField(1, sensors.getTempCByIndex(0));  // chiller
  ThingSpeak.setField(2, sensors.getTempCByIndex(1));  // bain-marie
  ThingSpeak.writeFields(channelID, writeAPIKey);
  delay(300000);
}
""",
    "p:thingspeak",
    syntax="",
)


def _dec_e_url(text: str) -> str:
    return urllib.parse.unquote(re.search(r"ftp://[^:]+:([^@\s]+)@", text).group(1))


F.reg(
    "kaikart_events_email_ftp_url_percent_encoded",
    ("Mail/<<org>>/festival_menu_upload_<<date>>.eml", "mail/Sent/<<n4>>.eml"),
    lambda s: (
        f"From: {s['name_a']} <{s['email']}>\nTo: events@rotoruanz.com\nSubject: Menu boards for the food truck festival\nDate: {s['date']}\n\n"
        f"Kia ora koutou,\n\nOur menu photos and allergen sheet are up on our FTP, you can grab them straight from:\n\n"
        f"ftp://{s['org']}:{s['enc']}@files.{s['dom']}/festival/\n\nNgā mihi,\n{s['name']}\n{s['orgc']} - hāngī on wheels\n"
    ),
    lambda rng, f: gen_pw(rng, sym="@#!$&+/:"),
    syntax="",
    extra=lambda rng, s: {"enc": enc_url(s["cred"])},
    decode=_dec_e_url,
)
