# ruff: noqa: E501
"""Family f: a coffee washing station in Huye, Rwanda (Kinyarwanda, French, English)."""

from __future__ import annotations

import json

from eightysixth_spec import Fam

F = Fam(
    name="huye_coffee_washstation_rwanda",
    orgs=("huyekawa",),
    tld="rw",
    first=(
        ("Aline", "aline"),
        ("Emmanuel", "emmanuel"),
        ("Claudine", "claudine"),
        ("Eric", "eric"),
        ("Divine", "divine"),
        ("Jean Bosco", "jeanbosco"),
    ),
    last=(
        ("Uwimana", "uwimana"),
        ("Habimana", "habimana"),
        ("Mukamana", "mukamana"),
        ("Niyonzima", "niyonzima"),
        ("Nsengiyumva", "nsengiyumva"),
        ("Mutesi", "mutesi"),
    ),
    words=(
        "ikawa",
        "huye",
        "nyamagabe",
        "amata",
        "inka",
        "imisozi",
        "urugo",
        "kivu",
        "akagera",
        "intore",
        "umuganda",
        "ubuki",
        "isoko",
        "bourbon",
    ),
    pets=("bobi", "kazungu", "simba", "rex"),
    cc="+250",
)

F.reg(
    "washstation_kinyarwanda_whatsapp_ijambobanga",
    ("WhatsApp/WhatsApp Chat with Sitasiyo <<n>>.txt", "chats/ikawa-<<date>>.txt"),
    """<<dd>>/<<mm>>/<<yyyy>>, <<time>> - <<fn2>> <<ln2>>: Muraho, sinshobora kwinjira muri sisitemu ya NAEB
<<dd>>/<<mm>>/<<yyyy>>, <<time>> - <<fn>> <<ln>>: Izina: <<login>>
<<dd>>/<<mm>>/<<yyyy>>, <<time>> - <<fn>> <<ln>>: Ijambo ry'ibanga: <<cred>>
<<dd>>/<<mm>>/<<yyyy>>, <<time>> - <<fn2>> <<ln2>>: Murakoze cyane 🙏 ndabikoze
""",
    "human",
    syntax="",
)

F.reg(
    "washstation_mtn_momo_collection_api_dotenv",
    ("payments/.env", "apps/<<org>>-farmer-pay-<<n>>/.env"),
    """# MTN MoMo Collection + Disbursement (kwishyura abahinzi)
MOMO_ENV=mtnrwanda
MOMO_BASE_URL=https://proxy.momoapi.mtn.co.rw
MOMO_DISBURSEMENT_USER_ID=<<uid>>
MOMO_DISBURSEMENT_API_KEY=<<cred>>
MOMO_CALLBACK_HOST=pay.<<dom>>
""",
    "p:momo",
    syntax="",
)

F.reg(
    "washstation_cherry_intake_odk_collect_settings_json",
    ("odk/settings-<<fa>>.json", "devices/tablet-<<n>>/odk_settings.json"),
    lambda s: json.dumps(
        {
            "general": {
                "server_url": f"https://odk.{s['dom']}/v1/key/projects/{s['n']}",
                "username": s["login"],
                "password": s["cred"],
                "form_update_mode": "match_exactly",
            },
            "admin": {"change_server": False},
            "project": {
                "name": "Kwakira ibitumbwe " + str(s["yyyy"]),
                "icon": "☕",
                "color": "#6d4c41",
            },
        },
        ensure_ascii=False,
        indent=2,
    ),
    "human_x",
)

F.reg(
    "washstation_french_email_mot_de_passe_exportateur",
    ("mail/<<login>>/INBOX/<<nn>>.eml", "export/courriel/<<yyyy>>-<<mm>>-<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: logistique@importateur-<<n>>.be
Subject: Accès au portail de traçabilité - lots fully washed <<yyyy>>
Date: <<dmy>> <<time>> +0200
Content-Type: text/plain; charset=utf-8

Bonjour,

Comme convenu, voici l'accès au portail de traçabilité de la station de lavage :
identifiant : importateur<<n>>
mot de passe : <<cred>>

Les lots 14 à 19 (Red Bourbon, grade A1) sont prêts pour l'expédition via Mombasa.
Cordialement,
<<fn>> <<ln>>
""",
    "human",
    syntax="",
)

F.reg(
    "washstation_drying_beds_chirpstack_toml_postgres_dsn",
    ("chirpstack/chirpstack.toml", "etc/chirpstack-<<n>>/chirpstack.toml"),
    """[logging]
level = "info"

[postgresql]
dsn = "postgres://chirpstack:<<cred>>@<<ip>>/chirpstack?sslmode=disable"
max_open_connections = 10

[redis]
servers = ["redis://127.0.0.1/"]

[network]
net_id = "000000"
enabled_regions = ["eu868"]
""",
    "pw_url",
)

F.reg(
    "washstation_farmer_cooperative_csv_kinyarwanda_headers",
    ("exports/abanyamuryango_<<yyyy>>.csv", "share/<<org>>/konti-<<n>>.csv"),
    """Amazina,Telefoni,Umudugudu,Konti ya portal,Ijambo ry'ibanga
<<fn2>> <<ln2>>,<<phone>>,Maraba,<<login>>2,-
<<fn>> <<ln>>,<<phone>>,Simbi,<<login>>,<<cred>>
""",
    "human_a",
    syntax="",
)

F.reg(
    "washstation_cupping_lab_bash_history_mysql_client",
    ("home/<<login>>/.bash_history", "backup/laptop-<<n>>/.bash_history"),
    """cd ~/cupping
ls -la scores/
mysql -h <<ip>> -u cupping -p'<<cred>>' cupping_lab < scores/<<date>>.sql
mysqldump -h <<ip>> -u cupping -p'<<cred>>' cupping_lab > backup_<<date>>.sql
scp backup_<<date>>.sql <<login>>@<<host>>:/srv/backup/
history | tail
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "washstation_traceability_flutter_dart_api_key",
    ("app/lib/config/env.dart", "mobile/<<org>>_trace_<<n>>/lib/env.dart"),
    """// Ikawa traceability app - cherry receipts per farmer
class Env {
  static const apiBase = 'https://api.<<dom>>/v2';
  static const apiKey = '<<cred>>';
  static const stationCode = 'HUYE-<<n>>';
}
""",
    "x:ikw_live_:32",
    syntax="",
)
