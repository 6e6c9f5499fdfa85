# ruff: noqa: E501
"""Family d: a Utrecht verhuisbedrijf with furniture lifts and storage boxes, the Netherlands:
Moneybird and Exact Online bookkeeping, Mollie payments on the quote site, Traccar tracking
of the lifts, a UniFi controller, wp-cli on the site and mail / WhatsApp with the crews."""

from __future__ import annotations

import json

from hundredthirtyninth_spec import NL, alnum

F = NL

F.reg(
    "verhuis_moneybird_api_token_ruby",
    ("scripts/offertes_naar_moneybird.rb", "<<org>>/planning/lib/moneybird_sync<<n>>.rb"),
    """# Zet geaccepteerde verhuisoffertes om in concept-facturen in Moneybird.
# Draait elke nacht via cron op de planningsserver.
require "net/http"
require "json"

MONEYBIRD_TOKEN = "<<cred>>"
ADMINISTRATIE_ID = "<<adm>>"

def maak_factuur(offerte)
  uri = URI("https://moneybird.com/api/v2/#{ADMINISTRATIE_ID}/sales_invoices.json")
  req = Net::HTTP::Post.new(uri, "Authorization" => "Bearer #{MONEYBIRD_TOKEN}",
                                 "Content-Type" => "application/json")
  req.body = { sales_invoice: { contact_id: offerte["contact_id"],
                                reference: "Verhuizing #{offerte["nummer"]}",
                                details_attributes: offerte["regels"] } }.to_json
  Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |http| http.request(req) }
end

JSON.parse(File.read("export/geaccepteerd.json")).each { |o| maak_factuur(o) }
""",
    "p:moneybird",
    extra=lambda rng, s: {"adm": str(rng.randint(10**17, 10**18 - 1))},
)

F.reg(
    "verhuis_mollie_live_key_nuxt_env",
    ("offerte-site/.env.production", "<<org>>/web/.env"),
    """# Offerte- en boekingssite <<dom>> (Nuxt 3)
NUXT_PUBLIC_SITE_URL=https://www.<<dom>>
NUXT_PUBLIC_GOOGLE_MAPS_REGION=nl

# aanbetaling 25% via iDEAL (Mollie)
NUXT_MOLLIE_API_KEY=<<cred>>
NUXT_MOLLIE_PROFILE_ID=pfl_<<pfl>>
NUXT_MOLLIE_WEBHOOK=https://www.<<dom>>/api/mollie/webhook

NUXT_SMTP_HOST=smtp.transip.email
NUXT_SMTP_USER=offerte@<<dom>>
NUXT_SMTP_PASS=${SMTP_PASS}
""",
    "p:mollie",
    extra=lambda rng, s: {"pfl": alnum(rng, 10)},
)

F.reg(
    "verhuis_whatsapp_ios_wachtwoord_exact",
    (
        "WhatsApp Chat - Kantoor <<org>>/_chat.txt",
        "Downloads/WhatsApp Chat - <<name2>> <<n>>/_chat.txt",
    ),
    """[<<d>>-<<mo>>-<<y>> <<hh>>:<<mi>>:<<ss>>] <<name>>: Berichten en gesprekken worden end-to-end versleuteld. Niemand buiten deze chat, zelfs WhatsApp niet, kan ze lezen of beluisteren.
[<<d>>-<<mo>>-<<y>> <<hh>>:<<mi>>:<<ss>>] <<name2>>: Ik kan niet meer inloggen bij Exact, heb jij het nieuwe wachtwoord?
[<<d>>-<<mo>>-<<y>> <<hh>>:<<mi2>>:<<ss>>] <<name>>: gebruiker is <<email2>>
[<<d>>-<<mo>>-<<y>> <<hh>>:<<mi2>>:<<ss>>] <<name>>: wachtwoord <<cred>>
[<<d>>-<<mo>>-<<y>> <<hh>>:<<mi2>>:<<ss>>] <<name>>: code van de authenticator stuur ik zo
[<<d>>-<<mo>>-<<y>> <<hh>>:<<mi2>>:<<ss>>] <<name2>>: top, dankje! Morgen staat de verhuislift om 7:30 in de Twijnstraat
""",
    "human",
)

F.reg(
    "verhuis_traccar_xml_database_password",
    ("traccar/conf/traccar.xml", "<<org>>/volgsysteem/traccar<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>

<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>

<properties>

    <!-- Volgsysteem verhuisliften en bussen (<<org>>), beheer: <<name>> -->

    <entry key='config.default'>./conf/default.xml</entry>

    <entry key='web.port'>8082</entry>

    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://localhost/traccar?zeroDateTimeBehavior=round&amp;serverTimezone=UTC&amp;allowPublicKeyRetrieval=true&amp;useSSL=false&amp;allowMultiQueries=true&amp;autoReconnect=true&amp;useUnicode=yes&amp;characterEncoding=UTF-8</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>

    <entry key='geocoder.enable'>true</entry>
    <entry key='geocoder.type'>nominatim</entry>

</properties>
""",
    "pw_xml",
)

F.reg(
    "verhuis_wp_cli_bash_history_smtp_pass",
    ("home/<<fa>>/.bash_history", "backup/<<org>>-vps/home/deploy/.bash_history"),
    """cd /var/www/<<dom>>/htdocs
wp core version
wp plugin list --status=active
wp plugin install wp-mail-smtp --activate
wp config set WPMS_ON true --raw
wp config set WPMS_MAILER smtp
wp config set WPMS_SMTP_HOST smtp.office365.com
wp config set WPMS_SMTP_PORT 587 --raw
wp config set WPMS_SMTP_USER offerte@<<dom>>
wp config set WPMS_SMTP_PASS '<<cred>>'
wp cache flush
wp eval 'wp_mail("<<email>>", "test offerteformulier", "werkt het?");'
tail -n 50 wp-content/debug.log
exit
""",
    "pw_sq",
)


def _exact(s) -> str:
    doc = {
        "Logging": {"LogLevel": {"Default": "Information", "Microsoft.AspNetCore": "Warning"}},
        "ConnectionStrings": {
            "Planning": f"Server={s['ip']};Database=VerhuisPlanning;Trusted_Connection=True;TrustServerCertificate=True"
        },
        "ExactOnline": {
            "BaseUrl": "https://start.exactonline.nl",
            "ClientId": s["uuid"],
            "ClientSecret": s["cred"],
            "RedirectUri": f"https://planning.{s['dom']}/exact/callback",
            "Division": int(s["div"]),
        },
        "Planning": {"StandaardDepot": s["city"].capitalize(), "VerhuisliftenAantal": 3},
        "AllowedHosts": "*",
    }
    return json.dumps(doc, indent=2) + "\n"


F.reg(
    "verhuis_exact_online_appsettings_json",
    (
        "VerhuisPlanning.Web/appsettings.Production.json",
        "<<org>>/src/Planning.Api/appsettings.json",
    ),
    _exact,
    "pw_alnum",
    extra=lambda rng, s: {"div": str(rng.randint(1000000, 9999999))},
)

F.reg(
    "verhuis_email_wachtwoord_opslagbox_portaal",
    (
        "mail/verzonden/welkom_opslag_<<la2>>.eml",
        "Outlook export/<<org>>/Welkom bij opslag <<n4>>.eml",
    ),
    """From: <<org>> Opslag <opslag@<<dom>>>
To: <<name2>> <<<fa2>>.<<la2>>@ziggo.nl>
Subject: Welkom! Uw opslagbox B-<<n3>> staat klaar
Date: <<d>> May <<y>> <<hh>>:<<mi>>:<<ss>> +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Beste <<first2>> <<last2>>,

Bedankt voor uw verhuizing met <<org>>. Uw opslagbox B-<<n3>> (6 m²) in ons
depot in <<city>> is klaar; de kratten van de verhuizing staan er al in.

U kunt inloggen op het klantportaal om facturen en toegangstijden te bekijken:

   https://mijn.<<dom>>
   Gebruikersnaam: <<fa2>>.<<la2>>@ziggo.nl
   Tijdelijk wachtwoord: <<cred>>

De toegangscode voor de poort ontvangt u apart per sms.

Met vriendelijke groet,
<<name>>
<<org>> Verhuizingen & Opslag — <<phone>>
""",
    "pw",
)

F.reg(
    "verhuis_unifi_system_properties_mongo_uri",
    ("unifi/data/system.properties", "<<org>>/depot-<<city>>/unifi/system<<n>>.properties"),
    """## system.properties
##
## each unifi instance requires a set of ports:
##
# unifi.http.port=8080
# unifi.https.port=8443
#
# depot <<city>> — externe MongoDB op de NAS (<<name>>, <<d>>-<<mo>>-<<y>>)
#<<ts>>
db.mongo.local=false
db.mongo.uri=mongodb\\://unifi\\:<<cred>>@<<ip>>\\:27017/unifi?authSource\\=admin
statdb.mongo.uri=mongodb\\://unifi\\:<<cred>>@<<ip>>\\:27017/unifi_stat?authSource\\=admin
unifi.db.name=unifi
is_default=false
uuid=<<uuid>>
""",
    "pw_url",
)
