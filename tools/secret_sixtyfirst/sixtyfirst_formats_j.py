# ruff: noqa: E501
"""Family j: cross-border convoys and warehouses run from Gaziantep, Türkiye (Turkish,
Arabic, Kurmanji Kurdish, English): tracking, waybills, backups and satellite terminals."""

from __future__ import annotations

from sixtyfirst_spec import Fam, gen_pw, prov

F = Fam(
    "gaziantep_crossborder_convoys",
    orgs=("sinirkoprusu", "lastmile-logistics", "tarpaulin-trust"),
    tld="org.tr",
    first=("mehmet", "ayse", "omar", "rasha", "serhat", "leyla", "khaled", "zeynep"),
    last=("yilmaz", "demir", "al-hamwi", "kaya", "haddad", "aydin", "sheikho", "celik"),
    words=(
        "antep",
        "baklava",
        "kilis",
        "sinir",
        "kamyon",
        "depo",
        "zeytin",
        "firat",
        "halep",
        "idlib",
    ),
    places=("Gaziantep", "Kilis", "Reyhanli", "Oncupinar", "Cilvegozu", "Nizip"),
    cc="+90532",
    country="turkiye",
)

# 1. WhatsApp in Turkish
F.reg(
    "gaziantep_turkish_whatsapp_sifre_depo_bilgisayar",
    ("WhatsApp Chat with Depo <<place>>.txt", "chats/depo_<<compact>>.txt"),
    """<<dmy>> <<time>> - Zeynep Aydın: Günaydın, depodaki bilgisayarın şifresi değişti mi?
<<dmy>> <<time>> - <<fn>> <<ln>>: Evet, yeni şifre: <<cred>>
<<dmy>> <<time2>> - Zeynep Aydın: Teşekkürler 🙏
<<dmy>> <<time2>> - <<fn>> <<ln>>: Kimseyle paylaşma lütfen, şoförler de dahil
""",
    "human",
)

# 2. Telegram copy in Arabic (convoy manifest portal)
F.reg(
    "gaziantep_arabic_telegram_copy_kalimat_al_sir_manifest",
    ("chats/telegram_qafila_<<compact>>.txt", "Desktop/قافلة_<<n>>.txt"),
    """Rasha Haddad, [<<dmy>> <<time>>]
صباح الخير، شو كلمة السر تبع بوابة المانيفست؟ القافلة بكرة الساعة 6

<<fn>> <<ln>>, [<<dmy>> <<time>>]
اليوزر <<user>> وكلمة السر <<cred>>

Rasha Haddad, [<<dmy>> <<time2>>]
تمام، مشكور 🌹
""",
    "human",
)

# 3. Signal copy in Kurmanji
F.reg(
    "gaziantep_kurmanji_signal_copy_sifre_wifi_ofis",
    ("chats/signal_ofis_<<compact>>.txt", "Desktop/signal_kobani_<<n>>.txt"),
    """[<<dmy>> <<time>>] Leyla Sheikho: Silav heval, şîfreya wifi ya ofîsê çi ye?
[<<dmy>> <<time>>] <<fn>> <<ln>>: Tora "<<org>>-ofis", şîfre: <<cred>>
[<<dmy>> <<time2>>] Leyla Sheikho: Spas 🙏
""",
    "human_x",
)

# 4. Traccar server config (Java properties XML)
F.reg(
    "gaziantep_traccar_xml_database_password",
    ("opt/traccar/conf/traccar.xml", "srv/tracking/<<org>>/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <!-- Convoy tracking: Teltonika FMB920 units in the trucks -->
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<ip>>:3306/traccar?zeroDateTimeBehavior=round&amp;serverTimezone=UTC&amp;allowPublicKeyRetrieval=true&amp;useSSL=false</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='teltonika.port'>5027</entry>
    <entry key='geocoder.enable'>false</entry>
</properties>
""",
    "pw_xml",
)

# 5. Warehouse app appsettings.json with a SQL Server connection string
F.reg(
    "gaziantep_wms_appsettings_sqlserver_connection_string",
    ("src/Depo.Api/appsettings.Production.json", "deploy/<<org>>/appsettings.json"),
    """{
  "Logging": { "LogLevel": { "Default": "Warning" } },
  "ConnectionStrings": {
    "Depo": "Server=<<ip>>,1433;Database=DepoWms;User Id=wms_app;Password=<<cred>>;TrustServerCertificate=True"
  },
  "Waybill": { "Prefix": "GZT-<<year>>-", "Printer": "\\\\\\\\depo-pc\\\\Zebra" },
  "AllowedHosts": "*"
}
""",
    lambda rng, s: gen_pw(rng, sym="!#$%*+-_.?@^~"),
)

# 6. ~/.aws/credentials for the photo and manifest backups
F.reg(
    "gaziantep_aws_credentials_file_manifest_backup",
    ("home/<<first>>/.aws/credentials", "srv/backup/.aws/credentials"),
    """[default]
region = eu-central-1

[manifest-backup]
aws_access_key_id = <<akid>>
aws_secret_access_key = <<cred>>
""",
    "p:aws",
    syntax="ini",
    extra=lambda rng, s: s.update(akid=prov(rng, "aws_id")),
)

# 7. .netrc for the waybill FTP
F.reg(
    "gaziantep_netrc_waybill_ftp",
    ("home/<<first>>/.netrc", "root/.netrc"),
    """machine ftp.<<dom>>
login irsaliye
password <<cred>>

machine <<ip>>
login depo<<nn>>
password Depo<<nn>>!
""",
    "pw_bare",
    syntax="",
)

# 8. BGAN terminal handover in Turkish
F.reg(
    "gaziantep_bgan_terminal_handover_turkish_yonetici_sifresi",
    ("handover/devir_<<compact>>.txt", "Drive/Guvenlik/bgan_<<n>>.txt"),
    """DEVİR TESLİM NOTU – İletişim
Tarih: <<dmy>>   Teslim eden: <<fn>> <<ln>>

- BGAN Explorer 710 (2 adet): çelik dolapta, şarj cihazları yanında.
- Web arayüzü: http://192.168.0.1  kullanıcı: admin
  yönetici şifresi: <<cred>>
- Thuraya XT-PRO: konvoy sorumlusunda, kontör her pazartesi kontrol.
- Telsiz: VHF kanal 3 (baz), kanal 5 (konvoy).
""",
    "human",
)
