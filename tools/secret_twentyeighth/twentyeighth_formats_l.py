"""Family: sailplane clubs (aerotow, winch launches, airfield operations)."""
# ruff: noqa: E501

from __future__ import annotations

import random

from twentyeighth_corpus import rsa_pem  # type: ignore[attr-defined]
from twentyeighth_spec import human, reg


def sa_key(rng: random.Random) -> str:
    return rsa_pem(rng, 2048, pkcs8=True).replace("\n", "\\n") + "\\n"


F = "sailplane_aerotow_airfield"

reg(
    F,
    "sailplane_igc_upload_python_header",
    ("tools/upload_igc.py", "<<org>>/flightlogs/push_igc.py"),
    '''"""Upload the day's IGC files from the club laptop to the league server."""
import glob

import requests

LEAGUE_KEY = "<<v>>"

for path in glob.glob("igc/*.IGC"):
    with open(path, "rb") as fh:
        r = requests.post(
            "https://league.<<dom>>/api/flights",
            headers={"X-League-Key": LEAGUE_KEY},
            files={"file": fh},
            timeout=60,
        )
    print(path, r.status_code)
''',
    "hex40",
)

reg(
    F,
    "sailplane_launch_log_firebase_service_account",
    ("launchlog/serviceAccount.json", "<<org>>-launches/firebase-adminsdk.json"),
    """{
  "type": "service_account",
  "project_id": "<<org>>-launchlog",
  "private_key_id": "<<hex40>>",
  "private_key": "<<v>>",
  "client_email": "firebase-adminsdk-<<hex8>>@<<org>>-launchlog.iam.gserviceaccount.com",
  "client_id": "1<<nn>><<nn>><<nn>>",
  "token_uri": "https://oauth2.googleapis.com/token"
}
""",
    sa_key,
)

reg(
    F,
    "sailplane_winch_driver_hungarian_messenger_jelszo",
    ("messenger/csorlo_<<y>>.txt", "<<org>>/chat/vitorlazo_<<mm>>.txt"),
    """<<y>>. <<mm>>. <<dd>>. 8:<<mi>> <<first>>: Szia, a startlista gépen mi a jelszó? Nem enged be
<<y>>. <<mm>>. <<dd>>. 8:<<mi>> <<first2>>: felhasználó: start
<<y>>. <<mm>>. <<dd>>. 8:<<mi>> <<first2>>: jelszó: <<v>>
<<y>>. <<mm>>. <<dd>>. 8:<<mi>> <<first>>: köszi!
""",
    "human",
    "",
)

reg(
    F,
    "sailplane_met_briefing_windy_fetch_js",
    ("briefing/src/forecast.js", "<<org>>-briefing/public/js/windy.js"),
    """// soaring forecast for the morning briefing screen
const WINDY_KEY = "<<v>>";

export async function pointForecast(lat, lon) {
  const res = await fetch("https://api.windy.com/api/point-forecast/v2", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ lat, lon, model: "gfs", parameters: ["wind", "temp", "lclouds"], key: WINDY_KEY }),
  });
  return res.json();
}
""",
    "alnum32",
    "",
)

reg(
    F,
    "sailplane_club_site_joomla_configuration",
    ("public_html/configuration.php", "<<org>>-web/configuration.php"),
    """<?php
class JConfig {
	public $offline = false;
	public $sitename = '<<Org>> Gliding';
	public $dbtype = 'mysqli';
	public $host = 'localhost';
	public $user = '<<org>>_joomla';
	public $password = '<<v>>';
	public $db = '<<org>>_joomla';
	public $dbprefix = 'gl_';
	public $mailer = 'smtp';
	public $smtphost = 'smtp.<<dom>>';
}
""",
    "pw_sq",
    "",
)

reg(
    F,
    "sailplane_tug_pilot_notes_fuel_card",
    ("notes/tug_ops_<<y>>.txt", "<<org>>/Tug/Notes for new tuggies.txt"),
    """Notes for new tug pilots

Daily: DI the Pawnee, check tow rope and weak link (black), fuel to 3/4.
Fuel bowser key is in the launch point box. Log fuel in the tug book, NOT the glider book.

The fuel supplier's online account (for ordering Avgas when the tank is under 500 l):
it's the club email and <<v>> - <<first>> set it up years ago, please don't change it

Tug radio: 129.975 at the launch point.
""",
    "human",
    "",
)

reg(
    F,
    "sailplane_trailer_park_gate_ha_secrets_yaml",
    ("homeassistant/secrets.yaml", "<<org>>-ha/config/secrets.yaml"),
    """# trailer park gate + hangar doors
wifi_ssid: Hangar
wifi_password: "<<v2>>"
gate_controller_user: admin
gate_controller_password: "<<v>>"
latitude_home: 51.<<nn>>
""",
    "pw_json",
    extra=lambda rng, s: {"v2": human(rng, "")},
)

reg(
    F,
    "sailplane_scoring_ruby_env_fetch_default",
    ("scoring/lib/results_upload.rb", "<<org>>-comp/app/jobs/publish_results.rb"),
    """require 'net/http'
require 'json'

# push the day's task results to the competition site
class PublishResults
  KEY = ENV.fetch('SCORING_API_KEY', '<<v>>')

  def call(day, rows)
    uri = URI("https://scoring.<<dom>>/api/days/#{day}/results")
    req = Net::HTTP::Put.new(uri, 'Content-Type' => 'application/json', 'X-Api-Key' => KEY)
    req.body = rows.to_json
    Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |http| http.request(req) }
  end
end
""",
    "x:sc_:40",
    "",
)
