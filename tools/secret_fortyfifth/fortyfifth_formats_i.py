"""Family i: Akhal-Teke stables, Turkmenistan. Turkmen and Russian."""

from __future__ import annotations

from fortyfifth_spec import Fam

F = Fam(
    "akhalteke_turkmen_stables",
    orgs=("gokdepeat", "ahalbedew", "yanardag", "ganatly"),
    tld="tm",
    first=(
        "merdan",
        "aynur",
        "serdar",
        "gulnara",
        "batyr",
        "maya",
        "dovlet",
        "jeren",
        "myrat",
        "ogulgerek",
    ),
    last=(
        "atayev",
        "orazova",
        "berdiyev",
        "annayeva",
        "nurmuhammedov",
        "hojayeva",
        "gurbanov",
        "saparova",
    ),
    words=(
        "ahalteke",
        "bedew",
        "ganat",
        "ýaýla",
        "gökdepe",
        "ýyndam",
        "altyn",
        "çapyksuwar",
        "mele",
        "ahal",
        "köpetdag",
        "ýüzük",
        "tohum",
    ),
    seasons=("gyş", "ýaz", "tomus", "güýz"),
    cc="+993",
    pets=("alabaý", "tarlan"),
)

F.reg(
    "akhalteke_imo_chat_export_acarsoz",
    ("imo/chat_<<first>>_<<n>>.txt", "Downloads/imo_<<org>>_<<date>>.txt"),
    """<<dmy>> <<time>> <<name>>: Salam! Tohum kitabynyň bazasynyň açarsözi näme?
<<dmy>> <<time2>> <<name2>>: ulanyjy: <<user>>
<<dmy>> <<time2>> <<name2>>: açarsöz: <<cred>>
<<dmy>> <<time2>> <<name2>>: hiç kime berme
<<dmy>> <<time2>> <<name>>: Sag bol 🐎
""",
    "human",
    syntax="",
)

F.reg(
    "akhalteke_russian_email_parol_rodoslovnaya",
    ("Mail/Входящие/<<n4>>.eml", "mail/<<date>>_rodoslovnaya.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Доступ к базе родословных
Date: Sat, <<day>> Apr <<year>> 11:12:40 +0500
Content-Type: text/plain; charset=utf-8

Здравствуйте, <<first2>>!

Для внесения жеребят этого года в племенную книгу:
  адрес: http://<<ip>>:8080/stud
  логин: <<user>>
  пароль: <<cred>>

С уважением,
<<first>>
""",
    "human",
)

F.reg(
    "akhalteke_stud_book_spring_application_properties",
    (
        "src/main/resources/application.properties",
        "studbook/config/application-prod_<<n>>.properties",
    ),
    """spring.application.name=studbook
spring.datasource.url=jdbc:postgresql://<<host>>:5432/studbook
spring.datasource.username=studbook
spring.datasource.password=<<cred>>
spring.jpa.hibernate.ddl-auto=validate
server.port=8080
studbook.export.dir=/srv/studbook/export
""",
    "pw",
    syntax="",
)

F.reg(
    "akhalteke_openvpn_auth_user_pass_file",
    ("etc/openvpn/client/auth.txt", "vpn/<<org>>_<<n>>/login.conf"),
    """<<user>>
<<cred>>
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "akhalteke_race_video_obs_websocket_json",
    (
        "obs-studio/plugin_config/obs-websocket/config.json",
        "AppData/Roaming/obs-studio/plugin_config/obs-websocket/config_<<n>>.json",
    ),
    """{
  "alerts_enabled": false,
  "auth_required": true,
  "first_load": false,
  "server_enabled": true,
  "server_password": "<<cred>>",
  "server_port": 4455
}
""",
    "alnum:16",
)

F.reg(
    "akhalteke_vet_records_sqlcipher_passphrase_kotlin",
    ("app/src/main/java/tm/<<org>>/vet/db/VetDatabase.kt", "android/vet/<<n>>/VetDatabase.kt"),
    """package tm.ahalteke.vet.db

import android.content.Context
import net.zetetic.database.sqlcipher.SupportOpenHelperFactory
import androidx.room.Room

object VetDatabase {
    private const val PASSPHRASE = "<<cred>>"

    fun open(ctx: Context): AppDb {
        System.loadLibrary("sqlcipher")
        val factory = SupportOpenHelperFactory(PASSPHRASE.toByteArray())
        return Room.databaseBuilder(ctx, AppDb::class.java, "vet_<<year>>.db")
            .openHelperFactory(factory)
            .build()
    }
}
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "akhalteke_passport_folder_label_ocr_turkmen",
    ("scans/papka_<<n>>.txt", "ocr/bedew_pasport_<<date>>.txt"),
    """AT PASPORTLARY <<year>>
<<orgc>> atçylyk toplumy
Kompýuter: <<user>>
Açarsöz:
<<cred>>
Jogapkär: <<name>>  <<phone>>
""",
    "human",
    syntax="",
)

F.reg(
    "akhalteke_feed_inventory_redis_conf",
    ("etc/redis/redis.conf", "deploy/redis/feed_<<n>>.conf"),
    """# Feed and hay inventory cache — stables <<org>>
bind 127.0.0.1 <<ip>>
port 6379
protected-mode yes
requirepass <<cred>>
maxmemory 256mb
maxmemory-policy allkeys-lru
appendonly yes
""",
    "pw_bare",
    syntax="",
)
