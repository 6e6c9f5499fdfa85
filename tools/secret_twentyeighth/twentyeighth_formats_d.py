"""Family: pantomime producers (box office, flying rig, show reports, touring sets)."""
# ruff: noqa: E501

from __future__ import annotations

from twentyeighth_spec import reg

F = "pantomime_panto_producers"

reg(
    F,
    "pantomime_box_office_spektrix_csharp_header",
    ("src/BoxOffice/SpektrixClient.cs", "<<org>>.Tickets/Services/SalesFeed.cs"),
    """using System.Net.Http;
using System.Net.Http.Headers;

namespace Panto.BoxOffice
{
    public class SpektrixClient
    {
        private const string ApiUser = "panto-sales";
        private const string ApiKey = "<<v>>";
        private readonly HttpClient _http = new HttpClient { BaseAddress = new System.Uri("https://system.spektrix.com/<<org>>/api/v3/") };

        public SpektrixClient()
        {
            _http.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("SpektrixAPI3", ApiUser + ":" + ApiKey);
        }
    }
}
""",
    "b64_32",
    "",
)

reg(
    F,
    "pantomime_flying_rig_controller_xml_admin",
    ("flying/rig<<n>>/controller.xml", "<<org>>/automation/flyrig_config.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<FlyingSystem name="Panto flying rig <<n>>">
  <Axes>
    <Axis id="1" name="Dame cannon" maxSpeed="1.2" />
    <Axis id="2" name="Fairy track" maxSpeed="0.8" />
  </Axes>
  <Network ip="<<ip>>" port="5020" />
  <RemoteAccess enabled="true">
    <Account user="operator" password="<<v>>" role="admin" />
  </RemoteAccess>
</FlyingSystem>
""",
    "pw_xml",
)

reg(
    F,
    "pantomime_script_share_davfs2_secrets",
    ("etc/davfs2/secrets", "home/<<f>>/.davfs2/secrets"),
    """# davfs2 secrets file: url/mountpoint  username  password
# rehearsal scripts and cue sheets
https://cloud.<<dom>>/remote.php/dav/files/stagemgr/  stagemgr  <<v>>
""",
    "pw_bare",
    "",
)

reg(
    F,
    "pantomime_stage_manager_show_report_crew_wifi",
    ("show-reports/<<y>>/show_report_<<dd>>_<<mm>>.txt", "<<org>>/SM/Show Report <<n>>.txt"),
    """SHOW REPORT - <<Org>> Panto  |  Performance <<n>>  |  <<dd>>/<<mm>>/<<y>>
Up 19:<<mi>>  Interval 20:<<mi>>  Down 21:<<mi>>   House: 612

Act 1: Slosh scene ran long (+2 min). Dame's quick change late, dresser to preset wig.
Act 2: Beanstalk flying cue LX 214 early, operator notified.

General: front of house reported two lost gloves, at stage door.
Crew room wifi changed today (venue IT):
  network  PantoCrew
  key      <<v>>

Next call: 12:30 for the matinee.
""",
    "human_bare",
    "",
)

reg(
    F,
    "pantomime_lighting_showfile_sync_powershell",
    ("lx/Sync-ShowFile.ps1", "<<org>>/lighting/backup_eos.ps1"),
    """# Copy the console show file to the production office share after each show
$user = "PROD\\\\lxbackup"
$pass = ConvertTo-SecureString "<<v>>" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $pass)
New-PSDrive -Name P -PSProvider FileSystem -Root "\\\\<<ip>>\\shows" -Credential $cred
Copy-Item "D:\\ShowFiles\\panto_<<y>>.esf3d" "P:\\LX\\" -Force
Remove-PSDrive P
""",
    "pw_dq",
    "",
)

reg(
    F,
    "pantomime_ticketing_stripe_go_key",
    ("cmd/webhooks/main.go", "<<org>>-tickets/internal/pay/stripe.go"),
    """package main

import (
	"log"
	"net/http"

	"github.com/stripe/stripe-go/v76"
)

func init() {
	stripe.Key = "<<v>>"
}

func main() {
	http.HandleFunc("/stripe/webhook", handleWebhook)
	log.Fatal(http.ListenAndServe(":8085", nil))
}
""",
    "p:stripe",
    "",
)

reg(
    F,
    "pantomime_cast_portal_compose_mysql",
    ("cast-portal/docker-compose.yml", "<<org>>/deploy/compose.yaml"),
    """services:
  db:
    image: mariadb:11
    restart: unless-stopped
    environment:
      MARIADB_DATABASE: castportal
      MARIADB_USER: castportal
      MARIADB_PASSWORD: "<<v>>"
      MARIADB_RANDOM_ROOT_PASSWORD: "yes"
    volumes:
      - db:/var/lib/mysql
  web:
    image: ghcr.io/<<org>>/cast-portal:latest
    ports:
      - "8080:80"
volumes:
  db: {}
""",
    "pw_json",
)

reg(
    F,
    "pantomime_rehearsal_room_teams_chat_two_lines",
    (
        "teams-export/<<org>>-production/chat_<<y>><<mm>>.txt",
        "Company/Chat/rehearsal_room_<<n>>.txt",
    ),
    """<<first>> <<last>> <<dd>>/<<mm>>/<<y>> 10:<<mi>>
Does anyone have the login for the rehearsal room booking site? Need to add Tuesday evening

<<first2>> <<last2>> <<dd>>/<<mm>>/<<y>> 10:<<mi>>
rehearsals@<<dom>>
<<v>>

<<first>> <<last>> <<dd>>/<<mm>>/<<y>> 10:<<mi>>
Brilliant, booked. Thanks!
""",
    "human",
    "",
)
