"""Family m: Inuit hunters and trappers organisations in Nunavut (harvest records, qamutik and
snowmobile rentals, community freezers, polar bear tags)."""

from __future__ import annotations

from thirtyninth_spec import Fam, reg

F = Fam(
    name="nunavut_inuit_hunters_trappers_qamutik",
    tlds=("ca", "nu.ca"),
    orgs=("qamutik-coop", "iqaluit-hto", "amaruq-hto", "nanuq-outfitting"),
    first=("jeannie", "pauloosie", "elisapee", "joanasie", "annie", "levi", "meeka", "jaypeetee"),
    last=("akpalialuk", "kilabuk", "ishulutak", "nowdlak", "arnaquq", "qaqqasiq", "pitsiulak"),
    words=(
        "nanuq",
        "qamutik",
        "iglu",
        "tuktu",
        "natsiq",
        "amaruq",
        "siku",
        "qimmiq",
        "ulu",
        "inuksuk",
    ),
    pets=("qimmiq", "kallu", "nanu", "apu", "sila"),
    seasons=("Ukiuq", "Upirngaaq", "Aujaq", "Ukiassaaq"),
    places=("Iqaluit", "Pangnirtung", "Clyderiver", "Igloolik", "Arviat", "Pondinlet"),
)

reg(
    F,
    "hto_inuktitut_sms_office_wifi_qujannamiik",
    ("sms/<<user>>/sms_export_<<date>>.txt", "phone/<<org>>/messages_<<n>>.txt"),
    """From: +1 867 <<n3>> <<n4>>  <<date>> <<time>>
ᐊᐃ <<first2_t>>, what is the wifi at the HTO office? need to send harvest forms
From: +1 867 <<n3>> <<n4>>  <<date>> <<time>>
<<cred>>
From: +1 867 <<n3>> <<n4>>  <<date>> <<time>>
ᖁᔭᓐᓇᒦᒃ!
""",
    "human",
    syntax="",
)

reg(
    F,
    "hto_harvest_survey_r_kobotoolbox_token",
    ("analysis/<<org>>/harvest_survey_<<year>>.R", "hto/<<org>>/scripts/kobo_pull.R"),
    """# Community harvest survey (tuktu, natsiq, char) - pull submissions from KoboToolbox
library(httr)
library(jsonlite)

kobo_token <- "<<cred>>"
asset <- "a<<hex8>>Kx<<n4>>"

res <- GET(
  paste0("https://kf.kobotoolbox.org/api/v2/assets/", asset, "/data.json"),
  add_headers(Authorization = paste("Token", kobo_token))
)
harvest <- fromJSON(content(res, "text"))$results
table(harvest$species)
""",
    "hex40",
    syntax="",
)

reg(
    F,
    "hto_hunter_safety_inreach_dashboard_json",
    ("safety/<<org>>/inreach-dashboard.json", "hto/<<org>>/config/tracking.json"),
    """{
  "community": "<<place>>",
  "provider": "Garmin Explore IPC",
  "ipcInbound": {
    "tenant": "<<org>>",
    "username": "hto-dashboard",
    "password": "<<cred>>"
  },
  "checkInHours": 12,
  "searchAndRescue": {"phone": "+1 867 <<n3>> <<n4>>", "vhf": "CH 16"}
}
""",
    "pw_json",
)

reg(
    F,
    "hto_community_freezer_telegraf_mqtt_toml",
    ("etc/telegraf/telegraf.d/<<org>>_freezer.toml", "freezer/<<org>>/telegraf.toml"),
    """# Community freezer (country food) - temperature probes
[[inputs.mqtt_consumer]]
  servers = ["tcp://<<ip>>:1883"]
  topics = ["freezer/+/temp"]
  username = "freezer<<n>>"
  password = "<<cred>>"
  data_format = "value"
  data_type = "float"

[[outputs.file]]
  files = ["/var/log/freezer_<<place>>.out"]
""",
    "pw_dq",
)

reg(
    F,
    "hto_nanuq_tags_tsv_portal_password",
    ("hto/<<org>>/tags_<<year>>.tsv", "shared/<<org>>/nanuq_quota_<<n>>.tsv"),
    """Tag#\tHunter\tCommunity\tPortal user\tPassword\tIssued
PB-<<n3>>\t<<first_t>> <<last_t>>\t<<place>>\t<<user>>\t<<cred>>\t<<date>>
PB-<<n3>>\t<<first2_t>> <<last2_t>>\t<<place>>\t-\t-\t<<date>>
""",
    "human_bare",
    syntax="",
)

reg(
    F,
    "hto_board_meeting_ics_description_password",
    ("calendar/<<org>>/board_<<date>>.ics", "exports/<<user>>/hto_meeting_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//<<org>>//HTO Board//EN
BEGIN:VEVENT
UID:<<uuid>>@<<dom>>
DTSTART:<<year>>1104T230000Z
SUMMARY:HTO board meeting - tuktu quota / ᐊᑐᐃᓐᓇᖅ
LOCATION:Community hall, <<place>>
DESCRIPTION:Agenda: quota, freezer, qamutik rentals.\\nSage 50 login for the
 treasurer report: user hto_treasurer  password <<cred>>\\nBring the minutes.
END:VEVENT
END:VCALENDAR
""",
    "human_bare",
    syntax="",
)

reg(
    F,
    "hto_tech_zsh_history_smbclient_user_percent",
    ("home/<<user>>/.zsh_history", "it/<<org>>/zsh_history_<<n>>"),
    """: 17<<n4>><<n4>>:0;cd ~/harvest-forms
: 17<<n4>><<n4>>:0;ls *.pdf | wc -l
: 17<<n4>><<n4>>:0;smbclient //<<ip>>/forms -U hto%<<cred>> -c 'prompt off; mput *.pdf'
: 17<<n4>><<n4>>:0;rm *.pdf
: 17<<n4>><<n4>>:0;exit
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "hto_qamutik_rental_csharp_networkcredential_smtp",
    ("RentalDesk/<<org>>/Mailer.cs", "src/<<org>>/QamutikRental/Notify.cs"),
    """using System.Net;
using System.Net.Mail;

namespace QamutikRental
{
    // Sends rental receipts (qamutik, snowmobile, tent) to hunters
    public static class Mailer
    {
        private static readonly SmtpClient Client = new SmtpClient("smtp.<<dom>>", 587)
        {
            EnableSsl = true,
            Credentials = new NetworkCredential("rentals@<<dom>>", "<<cred>>"),
        };

        public static void Send(string to, string body) =>
            Client.Send("rentals@<<dom>>", to, "Rental receipt - <<place>> HTO", body);
    }
}
""",
    "pw_dq",
    syntax="",
)
