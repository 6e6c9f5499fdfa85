# ruff: noqa: E501
"""Family a: a motorbike (okada) dispatch courier service in Lagos, Nigeria (English, Nigerian
Pidgin, Yoruba)."""

from __future__ import annotations

from seventyninth_spec import Fam, dec_basic, enc_basic, sms_backup

F = Fam(
    name="lagos_okada_dispatch_riders",
    orgs=("okadaswift", "ekodispatch", "ridemaxng", "gbogbogo"),
    tld="com.ng",
    first=(
        ("Adébáyọ̀", "adebayo"),
        ("Chinedu", "chinedu"),
        ("Olúwaṣeun", "oluwaseun"),
        ("Ngozi", "ngozi"),
        ("Ìbùkún", "ibukun"),
        ("Emeka", "emeka"),
        ("Fúnmiláyọ̀", "funmilayo"),
        ("Yusuf", "yusuf"),
        ("Tèmítọ́pẹ́", "temitope"),
        ("Kelechi", "kelechi"),
    ),
    last=(
        ("Adébáyọ̀", "adebayo"),
        ("Okonkwo", "okonkwo"),
        ("Ògúnlèyè", "ogunleye"),
        ("Balogun", "balogun"),
        ("Eze", "ezeh"),
        ("Àjàyí", "ajayi"),
        ("Bello", "bello"),
        ("Olówóòkéré", "olowookere"),
    ),
    words=(
        "okada",
        "danfo",
        "keke",
        "ikeja",
        "yaba",
        "lekki",
        "oshodi",
        "eko",
        "naija",
        "jollof",
        "suya",
        "agege",
        "ibadan",
        "surulere",
        "owambe",
        "oyinbo",
        "ajah",
        "mushin",
        "bariga",
        "wahala",
        "sharp",
        "abeg",
        "chop",
        "gidi",
    ),
    pets=("bingo", "rex", "simba", "bobby", "jack", "lucky", "tiger", "daddyk"),
    cc="+234",
)

# 1 WhatsApp group export (dd/mm/yyyy, hh:mm - Name: text), Pidgin and Yoruba
F.reg(
    "okada_pidgin_whatsapp_dispatch_group_rider_app",
    ("WhatsApp Chat with <<orgc>> Riders Ikeja <<n>>.txt", "chats/<<org>>_dispatch_<<iso>>.txt"),
    """<<dmy>>, <<hh>>:<<mi>> - Messages and calls are end-to-end encrypted. Only people in this chat can read, listen to, or share them.
<<dmy>>, <<hh>>:<<mi>> - <<name>> created group "<<orgc>> Riders Ikeja"
<<dmy>>, <<hh>>:<<mi2>> - <<name>>: Good morning riders. Ẹ kú àárọ̀ o 🙏
<<dmy>>, <<hh>>:<<mi2>> - <<name2>>: Morning oga. Abeg the rider app don log me out again, e dey ask password
<<dmy>>, <<hh>>:<<mi2>> - <<name>>: Na the new one o. Login na your phone number, password for all Ikeja riders na
<<dmy>>, <<hh>>:<<mi2>> - <<name>>: <<cred>>
<<dmy>>, <<hh>>:<<mi2>> - <<name>>: No share am for outside group. Anybody wey change am go pay for am 😂
<<dmy>>, <<hh2>>:<<mi>> - <<name2>>: E don work. Thank you sir
<<dmy>>, <<hh2>>:<<mi>> - <<name2>>: <Media omitted>
""",
    cred="human",
    syntax="",
)

# 2 Node/Express .env with a Paystack live secret key
F.reg(
    "okada_booking_express_env_paystack_live_secret",
    ("<<org>>-api/.env", "srv/<<org>>/booking-api/.env.production"),
    """NODE_ENV=production
PORT=8080
APP_URL=https://book.<<dom>>
MONGO_URI=mongodb://<<ip>>:27017/<<org>>_orders
PAYSTACK_PUBLIC_KEY=pk_live_<<hex40>>
PAYSTACK_SECRET_KEY=<<cred>>
PAYSTACK_CALLBACK_URL=https://book.<<dom>>/pay/callback
TERMII_SENDER_ID=<<orgu>>
GOOGLE_MAPS_REGION=ng
""",
    cred="p:paystack",
    syntax="",
)


# 3 Teltonika FMB tracker configured over SMS (setparam APN user / password)
F.reg(
    "okada_teltonika_fmb920_sms_setparam_apn",
    ("trackers/fmb920_<<n4>>_sms.txt", "ops/tracker-setup/bike_<<n3>>.txt"),
    """FMB920 setup — bike <<n3>> (Bajaj Boxer, plate LSR-<<n3>>-<<word>>)
IMEI 3520930<<n6>><<n>>
SIM: MTN data, private APN for fleet

SMS 1 (send to tracker SIM):
  <<login>> tr<<n4>> setparam 2001:<<org>>.mtn.ng;2002:<<login>>;2003:<<cred>>
SMS 2:
  <<login>> tr<<n4>> setparam 2004:<<pub>>;2005:5027;2006:0
Reply should be "New value 2001:...". Then getstatus.
""",
    cred="pw_bare",
    syntax="",
)

# 4 Traccar server configuration (XML properties)
F.reg(
    "okada_traccar_server_xml_mysql_password",
    ("opt/traccar/conf/traccar.xml", "<<org>>/traccar/conf/traccar.xml.bak<<n>>"),
    """<?xml version='1.0' encoding='UTF-8'?>

<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>

<properties>

    <!-- <<orgc>> bikes, Lagos: Teltonika on 5027, Concox on 5023 -->
    <entry key='web.port'>8082</entry>
    <entry key='geocoder.enable'>false</entry>

    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<ip>>:3306/traccar?zeroDateTimeBehavior=round&amp;serverTimezone=Africa/Lagos&amp;allowPublicKeyRetrieval=true&amp;useSSL=false</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>

    <entry key='notificator.types'>web,sms</entry>
    <entry key='server.timezone'>Africa/Lagos</entry>

</properties>
""",
    cred="pw_xml",
)

# 5 SMS backup: the reply holds only the value (Yoruba)
F.reg(
    "okada_yoruba_sms_backup_reply_only_value",
    ("sms-backup/sms-<<yr>><<mon>><<day>><<hh>><<mi>><<ss>>.xml", "phone_<<fa>>/sms-<<iso>>.xml"),
    lambda s: sms_backup(
        [
            (
                s["phone"],
                f"{s['fa'].capitalize()}, ẹ jọ̀wọ́ kí ni ọ̀rọ̀ aṣínà tuntun fún app àwọn rider?",
                1,
            ),
            (s["phone"], s["cred"], 2),
            (s["phone"], "O ṣeun sir. Mo ti wọlé.", 1),
        ],
        s["name2"],
    ),
    cred="human_x",
)

# 6 Rider onboarding CSV with an app password column
F.reg(
    "okada_rider_onboarding_csv_app_password_column",
    ("exports/riders_<<iso>>.csv", "<<org>>/hr/onboarding_batch<<n>>.csv"),
    lambda s: (
        "rider_id,full_name,phone,hub,bike_plate,app_username,app_password,guarantor\n"
        f"R{s['n4']},{s['fa'].capitalize()} {s['la'].capitalize()},{s['phone']},Ikeja,LSR-{s['n3']}-KJA,{s['login']},{s['cred']},{s['fa2'].capitalize()} {s['la2'].capitalize()}\n"
        f"R{int(s['n4']) + 1},{s['fa2'].capitalize()} {s['la'].capitalize()},{s['phone2']},Yaba,LSR-{s['n3']}-YAB,{s['login2']},,pending\n"
    ),
    cred="human",
)

# 7 Flutter constants with a Google Maps / Directions key
F.reg(
    "okada_rider_flutter_dart_directions_api_key",
    ("<<org>>_rider/lib/config/constants.dart", "apps/rider/lib/env_<<n>>.dart"),
    """// <<orgc>> rider app – build config
class AppConfig {
  static const String apiBase = 'https://api.<<dom>>/v2';
  static const String mapsApiKey = '<<cred>>';
  static const String supportPhone = '<<phone>>';
  static const int gpsIntervalSeconds = 15;
}
""",
    cred="p:google",
    syntax="",
)


# 8 bash history: curl to a shipping aggregator with a base64 Basic header (encoded)
def _basic(rng, s):
    return {"enc": enc_basic(s["login"], s["cred"])}


F.reg(
    "okada_ops_bash_history_aggregator_basic_base64",
    ("home/<<fa>>/.bash_history", "root_<<n>>/.bash_history"),
    """cd /srv/<<org>>/booking-api
git pull
pm2 restart booking-api
curl -s https://api.<<dom>>/health
curl -s -X POST https://api.sendbox.co.ng/shipping/shipment_delivery_quote -H "Authorization: Basic <<enc>>" -H "Content-Type: application/json" -d @quote.json
tail -n 100 ~/.pm2/logs/booking-api-error.log
df -h
""",
    cred="pw_dq",
    syntax="",
    extra=_basic,
    decode=dec_basic,
)
