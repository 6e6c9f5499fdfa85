# ruff: noqa: E501
"""Family k: a volcano-tour operator at Mount Yasur, Tanna (Vanuatu): Bislama, French, English."""

from __future__ import annotations

from hundredeighth_spec import SYM_URL, Fam, after, enc_url, gen_pw, un_url

F = Fam(
    name="yasur_tanna_volcano_tours",
    prefix="yasur",
    orgs=("yasurfire",),
    tld="vu",
    first=(
        ("Kalo", "kalo"),
        ("Nelly", "nelly"),
        ("Jimmy", "jimmy"),
        ("Serah", "serah"),
        ("Isaac", "isaac"),
        ("Leimara", "leimara"),
        ("Tom", "tomk"),
        ("Annie", "annie"),
    ),
    last=(
        ("Nako", "nako"),
        ("Iapson", "iapson"),
        ("Kaltang", "kaltang"),
        ("Nauka", "nauka"),
        ("Yapa", "yapa"),
        ("Tari", "tari"),
    ),
    words=(
        "yasur",
        "tanna",
        "lenakel",
        "vulkan",
        "kastom",
        "nakamal",
        "kava",
        "laplap",
        "tamtam",
        "ifira",
        "efate",
        "portvila",
        "tafea",
        "ashplain",
        "smok",
        "faea",
        "tangkyu",
        "kakae",
        "bigfala",
        "solwota",
        "nambas",
    ),
    pets=("blacky", "pusi", "doggie", "lucky", "kalu", "smoky"),
    cc="678",
    town="Lenakel",
)

F.reg(
    "bislama_whatsapp_pasword_bukingsistem",
    ("fon/WhatsApp Chat wetem <<fac>>.txt", "exports/wa/<<fa>>-<<date>>.txt"),
    """<<dmy>>, <<hh>>:<<mm>> - <<fn2>>: Brata, wanem pasword blong buking sistem? Mi no save login
<<dmy>>, <<hh>>:<<mm2>> - <<fn>> <<ln>>: Nem <<user>>
<<dmy>>, <<hh>>:<<mm2>> - <<fn>> <<ln>>: Pasword <<cred>>
<<dmy>>, <<hh>>:<<mm2>> - <<fn2>>: Tangkyu tumas! 12 turis i kam long plen tumoro
""",
    "human",
)

F.reg(
    "french_email_mot_de_passe_croisiere",
    ("mail/<<date>>-escales-<<fa>>.eml", "outbox/mdp-<<nn>>.eml"),
    """From: <<fac>> <<lac>> <<<email>>>
To: <<email2>>
Subject: Accès au portail des escales croisière
Date: <<dmy>> <<hh>>:<<mm>> +1100
Content-Type: text/plain; charset=utf-8

Bonjour <<fn2>>,

Pour les excursions volcan des paquebots (escale Port-Vila), voici l'accès au portail de l'agent :
Identifiant : <<user>>
Mot de passe : <<cred>>

Merci de ne pas le transmettre aux chauffeurs.
Cordialement,
<<fn>>
""",
    "human",
)

F.reg(
    "booking_db_url_percent_encoded",
    ("web/<<org>>-<<nn>>/.env", "srv/<<org>>/tours-<<fa>>/.env"),
    """NODE_ENV=production
DATABASE_URL=postgresql://<<org>>:<<cred>>@<<ip>>:5432/tours?sslmode=require
TZ=Pacific/Efate
""",
    lambda rng, fam: gen_pw(rng, sym="@:/#?!$"),
    syntax="",
    encode=enc_url,
    decode=after(r"postgresql://[^:]+:([^@]+)@", un_url),
)

F.reg(
    "digicel_sms_backup_reply_only",
    ("fon/sms-<<date>>.xml", "backup/SMSBackupRestore/sms-<<fa>>-<<nn>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2">
  <sms protocol="0" address="<<phone2>>" date="1735689000000" type="1" body="Pasword blong laptop long ofis?" read="1" contact_name="<<fn2>>" />
  <sms protocol="0" address="<<phone2>>" date="1735689100000" type="2" body="<<cred>>" read="1" contact_name="<<fn2>>" />
</smses>
""",
    "human_x",
)

F.reg(
    "heli_charter_api_bearer_kotlin",
    (
        "android/app/src/main/java/vu/<<org>>/heli/Api<<nn>>.kt",
        "app-<<fa>>/src/main/kotlin/HeliApi.kt",
    ),
    """package vu.<<org>>.heli

import okhttp3.OkHttpClient
import okhttp3.Request

object HeliApi {
    private const val BASE = "https://api.<<dom>>/v1/charters"
    private const val TOKEN = "<<cred>>"

    fun today(client: OkHttpClient) = client.newCall(
        Request.Builder().url("$BASE?island=tanna").header("Authorization", "Bearer $TOKEN").build()
    ).execute()
}
""",
    "jwt:",
    syntax="",
)

F.reg(
    "seismic_alert_level_crontab_curl",
    ("etc/cron.d/vmgd-<<nn>>", "home/<<fa>>/crontab-<<date>>.txt"),
    """# Yasur alert level from the observatory feed, every 30 minutes
*/30 * * * * curl -s -u <<org>>:<<cred>> https://feeds.<<dom>>/vmgd/yasur.json -o /var/www/<<dom>>/alert.json
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "drone_footage_dropbox_refresh_python",
    ("scripts/<<org>>/upload_drone_<<nn>>.py", "home/<<fa>>/dropbox_upload.py"),
    """\"\"\"Upload the DJI Mini footage from the crater rim to the shared Dropbox.\"\"\"
import dropbox

APP_KEY = "<<appk>>"
APP_SECRET = "<<apps>>"
REFRESH_TOKEN = "<<cred>>"

dbx = dropbox.Dropbox(oauth2_refresh_token=REFRESH_TOKEN, app_key=APP_KEY, app_secret=APP_SECRET)
with open("DJI_0042.MP4", "rb") as fh:
    dbx.files_upload(fh.read(), "/Yasur/<<date>>/DJI_0042.MP4")
""",
    "p:dropbox_refresh",
    extra=lambda rng, s: {
        "appk": gen_pw(rng, 15, sym="").lower(),
        "apps": gen_pw(rng, 15, sym="").lower(),
    },
)

F.reg(
    "paypal_rest_client_yaml",
    ("config/<<org>>/paypal-<<nn>>.yml", "deploy/<<org>>-<<fa>>/paypal.yaml"),
    """paypal:
  mode: live
  client_id: "A<<cid>>"
  client_secret: "<<cred>>"
  currency: AUD
  return_url: https://<<dom>>/paiement/ok
""",
    "p:paypal",
    extra=lambda rng, s: {"cid": gen_pw(rng, 79, sym="-_")},
)

_ = SYM_URL
