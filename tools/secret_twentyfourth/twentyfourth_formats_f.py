"""Family: fencing salle (scoring boxes, tournaments, live results)."""

from twentyfourth_spec import alnum, reg

FAM = "fencing_salle_piste_club"


def _twitch(rng) -> str:
    return f"live_{alnum(rng, 9, '0123456789')}_{alnum(rng, 30)}"


reg(
    FAM,
    "fencing_scoring_box_esp_idf_sdkconfig",
    ("scorebox/sdkconfig", "firmware/<<org>>-piste-<<n>>/sdkconfig"),
    """#
# Piste scoring box
#
CONFIG_PISTE_NUMBER=<<n>>
CONFIG_ESP_WIFI_SSID="salle-<<org>>"
CONFIG_ESP_WIFI_PASSWORD="<<s>>"
CONFIG_ESP_MAXIMUM_RETRY=5
CONFIG_LOG_DEFAULT_LEVEL_INFO=y
""",
    "dq",
    "",
)

reg(
    FAM,
    "fencing_ranking_import_ktor_basic_credentials",
    ("ranking/src/main/kotlin/RankingClient.kt", "src/<<org>>/FederationClient.kt"),
    """val client = HttpClient(CIO) {
    install(Auth) {
        basic {
            credentials {
                BasicAuthCredentials(username = "<<user>>", password = "<<s>>")
            }
            realm = "federation"
        }
    }
}
""",
    "dq",
    "",
)

reg(
    FAM,
    "fencing_club_french_email_mot_de_passe",
    ("mail/salle-<<id>>.eml", "inbox/<<org>>-maitre-<<n>>.eml"),
    """From: <<First>> <<Last>> <<<email>>>
To: bureau@<<dom>>
Subject: Acces au logiciel des licences
Content-Type: text/plain; charset=utf-8

Bonjour a tous,

Pour saisir les licences de la saison, connectez-vous avec l'identifiant <<user>>.
Le mot de passe : <<s>>

Merci de ne pas le changer sans prevenir.
Bien cordialement,
<<First>>
""",
    "human",
    "",
)

reg(
    FAM,
    "fencing_tournament_server_xml_connection",
    ("tournament/server-config.xml", "bellepoule/<<org>>-<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<TournamentServer>
  <Club name="<<org>>" />
  <Connection server="<<host>>" port="5432" database="bouts" user="<<user>>" password="<<s>>" />
  <Pistes count="<<n>>" />
</TournamentServer>
""",
    "xml",
)

reg(
    FAM,
    "fencing_armoury_airtable_js_constructor",
    ("armoury/sync.js", "scripts/<<org>>-blades.mjs"),
    """import Airtable from 'airtable';

const base = new Airtable({ apiKey: '<<s>>' }).base('app<<id>>Xq');

const blades = await base('Blades').select({ view: 'Needs repair' }).all();
console.log(blades.length, 'blades waiting');
""",
    "airtable",
    "",
)

reg(
    FAM,
    "fencing_live_results_helm_values_postgres",
    ("charts/live-results/values.yaml", "deploy/<<org>>-results-values.yaml"),
    """image:
  repository: ghcr.io/<<org>>/live-results
  tag: "<<n>>.2.0"
postgresql:
  enabled: true
  auth:
    username: results
    password: "<<s>>"
    database: results
ingress:
  enabled: true
  hosts:
    - host: results.<<dom>>
""",
    "dq",
)

reg(
    FAM,
    "fencing_coach_whatsapp_label_next_line",
    ("chats/WhatsApp Chat with Coaches <<n>>.txt", "export/salle-<<id>>.txt"),
    """<<date>>, <<time>> - <<First>>: Booking system for the juniors
<<date>>, <<time>> - <<First>>: user: <<email>>
<<date>>, <<time>> - <<First>>: pass:
<<date>>, <<time>> - <<First>>: <<s>>
<<date>>, <<time>> - Olu: 👍
""",
    "human",
    "",
)

reg(
    FAM,
    "fencing_stream_obs_service_json_key",
    ("obs-studio/basic/profiles/Salle/service.json", "obs/<<org>>-service.json"),
    """{
    "settings": {
        "bwtest": false,
        "key": "<<s>>",
        "server": "auto",
        "service": "Twitch"
    },
    "type": "rtmp_common"
}
""",
    _twitch,
)
