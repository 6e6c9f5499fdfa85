# ruff: noqa: E501
"""Family f: Ebola ring vaccination and contact tracing around Goma, DR Congo (French,
Lingala, Swahili): cold chain, Go.Data, DHIS2 Tracker and the base's safe."""

from __future__ import annotations

import json

from sixtyfirst_spec import Fam

F = Fam(
    "goma_ebola_ringvaccination",
    orgs=("kivusante", "openwell-intl", "fieldbridge-relief"),
    tld="cd",
    first=(
        "jean-claude",
        "esperance",
        "patient",
        "furaha",
        "dieudonne",
        "neema",
        "chance",
        "bahati",
    ),
    last=("kabila", "mukendi", "bahati", "kasereka", "muhindo", "kavira", "mumbere", "masika"),
    words=(
        "kivu",
        "nyiragongo",
        "goma",
        "amani",
        "mboka",
        "kitoko",
        "lisanga",
        "mwezi",
        "tumaini",
        "virunga",
    ),
    places=("Goma", "Karisimbi", "Nyiragongo", "Beni", "Butembo", "Rutshuru"),
    cc="+24381",
    country="congo",
)

# 1. WhatsApp in Lingala / French
F.reg(
    "goma_lingala_whatsapp_mot_de_passe_ya_tablette",
    ("WhatsApp Chat with Equipe Vaccination <<place>>.txt", "chats/vacc_<<compact>>.txt"),
    """<<dmy>> <<time>> - Patient Kasereka: Mbote bandeko, tablette ya équipe B esengi mot de passe ya DHIS2 lisusu
<<dmy>> <<time>> - <<fn>> <<ln>>: Kotisa user <<user>>, mot de passe ezali <<cred>>
<<dmy>> <<time2>> - Patient Kasereka: Merci mingi 🙏 esali
<<dmy>> <<time2>> - <<fn>> <<ln>>: Kopesa yango na moto mosusu te
""",
    "human",
)

# 2. Threema chat export (Swahili)
F.reg(
    "goma_swahili_threema_export_neno_la_siri",
    ("threema/messages-<<hexid>>.txt", "exports/threema_<<place>>_<<n>>.txt"),
    """[<<dmy_dot>> <<time>>:05] Neema Kavira: Habari, neno la siri la kompyuta ya cold chain ni gani?
[<<dmy_dot>> <<time>>:48] Me: Ni <<cred>>
[<<dmy_dot>> <<time2>>:10] Neema Kavira: Asante sana, imefunguka
[<<dmy_dot>> <<time2>>:31] Me: Usiiandike ukutani tafadhali 😅
""",
    "human",
)

# 3. Cold-chain remote temperature monitoring config (JSON)
F.reg(
    "goma_cold_chain_fridge_logger_config_json",
    ("coldchain/logger_<<place>>.json", "srv/rtm/<<org>>/config_<<n>>.json"),
    """{
  "site": "CS <<place>>",
  "devices": [
    {"serial": "RTM-<<hexid>>", "fridge": "Arktek YBC-5", "min_c": -80, "max_c": -60},
    {"serial": "RTM-<<nn>>A0<<n>>", "fridge": "Vestfrost MK 304", "min_c": 2, "max_c": 8}
  ],
  "upload": {
    "endpoint": "https://rtm.<<dom>>/api/v1/readings",
    "api_key": "<<cred>>",
    "interval_min": 15
  },
  "alerts": {"sms": ["<<phone>>"], "email": ["<<email>>"]}
}
""",
    "x:ctk_live_:32",
)


# 4. Go.Data contact-tracing server configuration
def _godata(s: dict) -> str:
    cfg = {
        "server": {"protocol": "https", "hostname": f"godata.{s['dom']}", "port": 8000},
        "db": {
            "host": s["ip"],
            "port": 27017,
            "name": "go-data",
            "user": "godata",
            "password": s["cred"],
        },
        "backUp": {"location": "/srv/godata/backups", "interval": 24},
        "defaultLanguage": "french_fr",
    }
    return json.dumps(cfg, indent=2) + "\n"


F.reg(
    "goma_godata_contact_tracing_db_password_json",
    (
        "go-data/build/platforms/linux/resources/go-data/build/server/config.json",
        "srv/godata/<<org>>_config_<<n>>.json",
    ),
    _godata,
    "pw_json",
)

# 5. French e-mail with DHIS2 Tracker access
F.reg(
    "goma_french_email_acces_tracker_vaccination",
    ("mail/acces_tracker_<<compact>>.eml", "Thunderbird/Sent/<<hexid>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Accès DHIS2 Tracker – vaccination en anneau (<<place>>)
Date: <<dd>> Aug <<year>> 16:03:27 +0200
Content-Type: text/plain; charset=utf-8

Bonjour,

Comme convenu ce matin, voici vos accès pour saisir les contacts et les vaccinés de
l'anneau <<n>> :

  Adresse : https://tracker.<<dom>>
  Nom d'utilisateur : <<user>>
  Mot de passe : <<cred>>

Merci de synchroniser la tablette chaque soir au bureau (la connexion au site est
très faible).

Bien à vous,
<<fn>> <<ln>>
Gestionnaire de données, sous-base <<place>>
""",
    "human",
    syntax="",
)

# 6. Laravel .env for SMS reminders (Twilio)
F.reg(
    "goma_sms_reminders_laravel_env_twilio",
    ("rappels-sms/.env", "var/www/rappels/<<org>>.env"),
    """APP_NAME="Rappels J21"
APP_ENV=production
APP_KEY=base64:<<hexid>>UoTmQ0q9a3V5r7k2Xz1Bc8Nw4Yp6Ls0=
DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_DATABASE=rappels
TWILIO_SID=AC<<uuid>>
TWILIO_AUTH_TOKEN=<<cred>>
TWILIO_FROM=+1415555<<nn>>12
""",
    "p:twilio",
    syntax="",
)

# 7. Backup cron with sshpass + rsync
F.reg(
    "goma_crontab_sshpass_rsync_backup",
    ("etc/cron.d/sauvegarde_<<place>>", "var/spool/cron/crontabs/<<first>>"),
    """# Sauvegarde des bases de suivi vers le serveur de coordination (Goma)
MAILTO=""
SHELL=/bin/bash
30 1 * * * root sshpass -p '<<cred>>' rsync -az --delete -e "ssh -p 2222" /srv/godata/backups/ sauvegarde@<<ip>>:/data/<<place>>/ >> /var/log/sauvegarde.log 2>&1
0 6 * * 1 root find /srv/godata/backups -mtime +30 -delete
""",
    "pw_sq",
    syntax="",
)

# 8. OCR of a notebook page with the office safe code
F.reg(
    "goma_notebook_ocr_code_coffre_bureau",
    ("scans/carnet_logistique_<<compact>>.txt", "ocr/page_<<n>>_<<hexid>>.txt"),
    """Logistique – sous-base <<place>>           <<dmy>>
- Carburant groupe: 60 L / jour (voir fiche)
- Véhicules: LC78 #<<nn>> au garage
- Coffre-fort bureau (argent des primes)
  code : <<cred>>
  (ne pas donner aux chauffeurs)
- Radio: canal 4 base, indicatif KIVU 1
""",
    "digits:8",
)
