"""Family i: netball leagues: results site, umpire rota, floodlights, club kit."""
# ruff: noqa: E501

from twentysixth_spec import Fam, alnum

F = Fam("netball_league_umpire_rota")

F.add(
    "netball_results_django_settings_databases",
    ("results/leaguesite/settings.py", "<<org>>-results/settings/production.py"),
    "pw_dq",
    """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["results.<<dom>>"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "netball_results",
        "USER": "results",
        "PASSWORD": "<<cred>>",
        "HOST": "<<ip>>",
        "PORT": "5432",
    }
}
""",
)

F.add(
    "netball_umpire_rota_google_apps_script_key",
    ("apps-script/umpire-rota/Code.gs", "<<org>>/rota/Code.js"),
    "x:spk_live_:32",
    """// Umpire rota sheet -> team app availability
const TEAMAPP_KEY = '<<cred>>';
const SHEET = SpreadsheetApp.getActive().getSheetByName('Umpires');

function pushRota() {
  const rows = SHEET.getDataRange().getValues().slice(1);
  const payload = rows.map(r => ({ match: r[0], umpire1: r[2], umpire2: r[3] }));
  UrlFetchApp.fetch('https://api.teamapp.<<dom>>/v1/rota', {
    method: 'post',
    contentType: 'application/json',
    headers: { 'X-Api-Key': TEAMAPP_KEY },
    payload: JSON.stringify(payload),
  });
}
""",
)

F.add(
    "netball_secretary_te_reo_chat_kupuhipa",
    ("exports/messenger-<<org>>-committee.txt", "chat/netball-komiti-<<year>>.txt"),
    "h:Kiwi,Tui,Pounamu,Kowhai,Rangatira",
    """<<first2>> <<last2>> (<<time>>): Kia ora, what's the kupuhipa for the league Gmail? The draw needs sending out
<<first>> <<last>> (<<time>>): Kia ora! Kupuhipa: <<cred>>
<<first>> <<last>> (<<time>>): Username is the usual, draw@<<dom>>
<<first2>> <<last2>> (<<time>>): Ka pai, ngā mihi 🙌
""",
)

F.add(
    "netball_court_floodlights_shelly_cloud_script_js",
    ("shelly/floodlights.js", "<<org>>/courts/lights-schedule.js"),
    lambda r: "MWNm" + alnum(r, 80),
    """// Floodlights for courts 3-6, turned on when a booking starts after sunset
let CLOUD = "https://shelly-<<n2>>-eu.shelly.cloud";
let AUTH_KEY = "<<cred>>";
let DEVICES = ["e8db84<<hex8>>", "e8db84<<n>>aa01"];

function lights(on) {
  for (let id of DEVICES) {
    Shelly.call("HTTP.POST", {
      url: CLOUD + "/device/relay/control",
      body: "channel=0&turn=" + (on ? "on" : "off") + "&id=" + id + "&auth_key=" + AUTH_KEY,
    });
  }
}
""",
)

F.add(
    "netball_scoring_app_firebase_server_key_env",
    ("scoring-app/.env", "<<org>>-scores/functions/.env"),
    "p:firebase",
    """FIREBASE_PROJECT_ID=<<org>>-scores
FCM_SERVER_KEY=<<cred>>
SCORE_TOPIC=live-scores
DEFAULT_DIVISION=Div2
""",
)

F.add(
    "netball_kit_order_supplier_logins_csv",
    ("club-admin/suppliers-<<year>>.csv", "Drive/<<orgt>>/Kit orders/accounts.csv"),
    "human",
    """supplier,website,account_email,password,notes
Bibs & Dresses,https://trade.<<dom>>,<<email>>,<<cred>>,bib sets for all 7 positions
Balls,https://shop.<<dom>>,<<email2>>,ask treasurer,size 5 match balls
""",
)

F.add(
    "netball_clubhouse_door_controller_json",
    ("door-controller/config.json", "clubhouse/<<org>>/access.json"),
    "x:dac_:36",
    """{
  "controller": "ACR-2D",
  "site": "<<orgt>> clubhouse",
  "cloud": {
    "endpoint": "https://access.<<dom>>/api",
    "site_id": <<id>>,
    "api_key": "<<cred>>"
  },
  "unlock_seconds": 5,
  "schedules": [{"door": "changing", "days": "Mon-Sat", "from": "17:30", "to": "22:00"}]
}
""",
)

F.add(
    "netball_treasurer_pgpass_line",
    ("home/<<fl>>/.pgpass", "Users/<<fl>>/AppData/Roaming/postgresql/pgpass.conf"),
    "pw_bare",
    """# league membership db (treasurer reports)
<<host>>:5432:membership:treasurer:<<cred>>
localhost:5432:*:postgres:*
""",
    syntax="",
)
