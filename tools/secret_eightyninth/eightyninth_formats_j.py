"""Family j: a charcoal kiln site (improved retort kilns, eucalyptus coppice) near Debre
Berhan, Ethiopia (Amharic and English): Telegram, telebirr, Chapa, a LoRa gateway on the kiln
thermocouples, SMS, a forest-permit calendar entry, a SQL Server truck dispatch, WebODM."""
# ruff: noqa: E501

from __future__ import annotations

import json

from eightyninth_spec import Fam

J = Fam(
    name="kesel_charcoal_kiln_ethiopia",
    orgs=("keselbet", "bunakesel", "ambakesel"),
    display=("ከሰል ቤት ኃ/የተ/የግ/ማ", "ቡና ከሰል አምራች", "አምባ ከሰል ማምረቻ"),
    tld="com.et",
    first=(
        ("አበበ", "abebe"),
        ("ትዕግስት", "tigist"),
        ("ዳዊት", "dawit"),
        ("መሰረት", "meseret"),
        ("ተስፋዬ", "tesfaye"),
        ("ሄለን", "helen"),
        ("ብርሃኑ", "birhanu"),
        ("ፍሬህይወት", "frehiwot"),
    ),
    last=(
        ("ገብሬ", "gebre"),
        ("ታደሰ", "tadesse"),
        ("ወልዴ", "wolde"),
        ("በቀለ", "bekele"),
        ("አለሙ", "alemu"),
        ("ኃይሌ", "haile"),
        ("ሙሉጌታ", "mulugeta"),
        ("ደምሴ", "demisse"),
    ),
    words=(
        "kesel",
        "buna",
        "injera",
        "addis",
        "meskel",
        "abeba",
        "selam",
        "tena",
        "gondar",
        "lalibela",
        "axum",
        "shiro",
        "doro",
        "ambo",
        "bahirdar",
        "genna",
    ),
    pets=("buchi", "dube", "chala", "kuchi", "lemlem", "tommy", "boby"),
    cc="+251",
    tz="+03:00",
)

J.reg(
    "kesel_amharic_telegram_copied_text_yelemeda_kal",
    ("notes/telegram_<<fa2>>_<<n>>.txt", "Desktop/tg_<<d8>>.txt"),
    """<<first2>> <<last2>>, [<<dmy2>> <<time>>]
ሰላም፣ የቴሌብር merchant portal ይለፍ ቃል ተቀይሯል? መግባት አልቻልኩም

<<first>> <<last>>, [<<dmy2>> <<time2>>]
አዎ ትናንት ቀየርኩት። ተጠቃሚ: <<login>>
አዲሱ የይለፍ ቃል: <<cred>>

<<first2>> <<last2>>, [<<dmy2>> <<time2>>]
አመሰግናለሁ 🙏
""",
    cred="human",
    syntax="",
)

J.reg(
    "kesel_telebirr_h5_app_key_java",
    (
        "telebirr/<<org>>/src/main/java/et/kesel/pay/TelebirrConfig.java",
        "pay-<<n2>>/TelebirrConfig.java",
    ),
    """package et.kesel.pay;

/** telebirr H5 web checkout - wholesale charcoal orders (Addis Ababa depots). */
public final class TelebirrConfig {
    public static final String BASE_URL = "https://app.ethiotelecom.et/service-openup";
    public static final String APP_ID = "<<appid>>";
    public static final String APP_KEY = "<<cred>>";
    public static final String SHORT_CODE = "5<<n>>";
    public static final String NOTIFY_URL = "https://pay.<<dom>>/telebirr/notify";

    private TelebirrConfig() {}
}
""",
    cred="hex:32",
    syntax="",
    extra=lambda rng, s: s.update(appid="".join(rng.choice("0123456789abcdef") for _ in range(32))),
)

J.reg(
    "kesel_chapa_secret_key_node_env",
    ("shop-<<org>>/.env", "orders/kesel-<<n2>>/.env.local"),
    """# Chapa - card and mobile wallet payments for charcoal bag orders
NODE_ENV=production
CHAPA_SECRET_KEY=<<cred>>
CHAPA_CALLBACK_URL=https://orders.<<dom>>/chapa/callback
CHAPA_RETURN_URL=https://orders.<<dom>>/thanks
MONGO_URL=mongodb://<<ip>>:27017/orders
""",
    cred="p:chapa",
    syntax="",
)

J.reg(
    "kesel_kiln_lora_gateway_chirpstack_json",
    ("gateway/<<org>>/kiln<<n2>>_forwarder.json", "iot/chirpstack-gw-<<n>>.json"),
    lambda s: json.dumps(
        {
            "gateway": {"id": s["mac"].replace(":", "").lower() + "fffe", "region": "EU868"},
            "sensors": [
                {"kiln": i, "type": "thermocouple_K", "dev_eui": f"70b3d5{s['n']:04d}{i:06d}"}
                for i in range(1, 4)
            ],
            "integration": {
                "mqtt": {
                    "server": f"tcp://{s['ip']}:1883",
                    "username": "kiln-gw",
                    "password": s["cred"],
                    "topic": "kesel/kilns/+/temp",
                }
            },
        },
        indent=2,
    ),
    cred="pw_json",
)

J.reg(
    "kesel_amharic_sms_backup_reply_only",
    ("sms/sms-<<d8>><<nn>>.xml", "SMSBackup/kesel_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uid>>" backup_date="<<ms>>" type="full">
  <sms protocol="0" address="<<phone2>>" date="<<ms>>" type="1" subject="null" body="የዋይፋይ ፓስዎርድ ላክልኝ እባክህ፣ ሚዛኑ ኮምፒውተር አልተገናኘም" toa="null" sc_toa="null" service_center="+251911299913" read="1" status="-1" locked="0" date_sent="<<ms>>" sub_id="1" readable_date="<<date>> <<time>>" contact_name="<<first2>>" />
  <sms protocol="0" address="<<phone2>>" date="<<ms>>" type="2" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<date>> <<time2>>" contact_name="<<first2>>" />
</smses>
""",
    cred="human_x",
)

J.reg(
    "kesel_forest_permit_calendar_ics",
    ("calendar/permit_<<d8>>_<<n>>.ics", "exports/<<org>>_cal_<<n2>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<d8>>T060000Z
DTEND:<<d8>>T070000Z
UID:<<uid>>@google.com
SUMMARY:የደን ምርት ማጓጓዣ ፈቃድ ማደስ (forest product transport permit)
DESCRIPTION:Renew online before trucks leave.\\nPortal user: <<login>>\\nPassword: <<cred>>\\nፈቃዱን አትርሱ
LOCATION:Debre Berhan woreda office
END:VEVENT
END:VCALENDAR
""",
    cred="human_x",
    syntax="",
)

J.reg(
    "kesel_truck_dispatch_invoke_sqlcmd_ps1",
    ("scripts/<<org>>/daily_dispatch_<<n>>.ps1", "dispatch/report_<<n2>>.ps1"),
    """# daily charcoal dispatch report (bags per truck, per depot)
$server = "<<ip>>\\SQLEXPRESS"
$query = "SELECT truck, depot, SUM(bags) AS bags FROM dispatch WHERE day = CAST(GETDATE() AS date) GROUP BY truck, depot"
$rows = Invoke-Sqlcmd -ServerInstance $server -Database "KeselDispatch" -Username "report" -Password '<<cred>>' -Query $query
$rows | Export-Csv -Path "\\\\<<lan>>\\reports\\dispatch_$(Get-Date -f yyyyMMdd).csv" -NoTypeInformation -Encoding UTF8
""",
    cred="pw_sq",
    syntax="",
)

J.reg(
    "kesel_webodm_drone_coppice_compose_yml",
    ("webodm/<<org>>/docker-compose.yml", "drone/odm-<<n2>>/docker-compose.yml"),
    """# WebODM - drone orthophotos of the eucalyptus coppice blocks
services:
  db:
    image: opendronemap/webodm_db
    environment:
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - dbdata:/var/lib/postgresql/data
  webapp:
    image: opendronemap/webodm_webapp
    environment:
      WO_DATABASE_PASSWORD: "<<cred>>"
      WO_HOST: odm.<<dom>>
    ports:
      - "8000:8000"
volumes:
  dbdata:
""",
    cred="pw_dq",
)
