"""Stage magicians and conjurors: booking sites, illusion props, agents, tech riders."""

from twentyseventh_spec import reg

F = "magician_conjuring_stage_bookings"
H = ("abracadabra", "houdini", "conjuror", "sleight", "mentalist", "illusion")

reg(
    F,
    "magician_booking_site_laravel_env",
    ("booking/.env", "sites/<<org>>/.env.production"),
    """APP_NAME="<<Org>> Bookings"
APP_ENV=production
APP_KEY=base64:<<hex8>><<hex8>>Zq1<<hex8>>Ya0=
APP_URL=https://book.<<dom>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=<<org_>>
DB_USERNAME=<<org_>>

MAIL_MAILER=smtp
MAIL_HOST=smtp.<<dom>>
MAIL_USERNAME=shows@<<dom>>

STRIPE_KEY=pk_live_51<<hex8>>
STRIPE_SECRET=<<cred>>
""",
    "p:stripe_sk",
    syntax="",
)

reg(
    F,
    "magician_illusion_prop_esp32_wifi_sketch",
    ("props/levitation_table/levitation_table.ino", "<<first>>/arduino/cabinet_<<n>>.ino"),
    """// Servo + magnet release for the floating table, triggered from the phone app
#include <WiFi.h>
#include <WebServer.h>

const char* WIFI_SSID = "<<Org>>-Backstage";
const char* WIFI_PASS = "<<cred>>";
const int RELEASE_PIN = 14;

WebServer server(80);

void setup() {
  pinMode(RELEASE_PIN, OUTPUT);
  WiFi.begin(WIFI_SSID, WIFI_PASS);
  while (WiFi.status() != WL_CONNECTED) delay(250);
  server.on("/drop", []() { digitalWrite(RELEASE_PIN, HIGH); server.send(200); });
  server.begin();
}

void loop() { server.handleClient(); }
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "magician_agency_german_email_kennwort",
    ("mail/agentur/<<nn>>.eml", "inbox/<<first>>/kuenstlerportal_<<nn>>.eml"),
    """From: Kuenstlervermittlung Rhein-Main <info@zauber-agentur.de>
To: <<email>>
Subject: Ihr Zugang zum Kuenstlerportal
Content-Type: text/plain; charset=utf-8

Hallo <<First>>,

anbei Ihre Zugangsdaten fuer das Kuenstlerportal (Anfragen, Gagen, Vertraege):

Benutzername: <<user>>
Kennwort: <<cred>>

Bitte aendern Sie das Kennwort nach der ersten Anmeldung.
Viele Gruesse aus Frankfurt
""",
    "human",
    hint=H,
)

reg(
    F,
    "magician_showreel_vimeo_ruby_uploader",
    ("tools/showreel/upload.rb", "<<first>>/bin/vimeo_push_<<n>>.rb"),
    """#!/usr/bin/env ruby
# Upload the latest close-up showreel cut to Vimeo (private link for bookers)
require 'vimeo_me2'

VIMEO_TOKEN = '<<cred>>'

video = VimeoMe2::User.new(VIMEO_TOKEN)
res = video.upload_video(File.open(ARGV.fetch(0)))
puts "uploaded #{res['link']}"
""",
    "hex:32",
    syntax="",
)

reg(
    F,
    "magician_theatre_tech_rider_show_pc_login",
    ("riders/<<org>>_tech_rider_<<year>>.txt", "docs/tour/<<first>>_rider_<<n>>.txt"),
    """TECHNICAL RIDER - "<<Org>>: An Evening of Impossible Things" (<<year>> tour)

Stage: min 8m x 6m, black masking, one trap not required.
Sound: 2x radio headset mics, playback from our show PC (QLab) via XLR.
Lighting: we bring a cue list; venue op needed for the fly-through.

Show control PC (for the venue tech if I'm on stage when it locks):
  Windows login: showpc
  <<cred>>

Contact: <<First>> <<Last>>, <<phone>>
""",
    "human",
    hint=H,
)

reg(
    F,
    "magician_mentalism_app_google_services_json",
    (
        "<<org>>-mindread/app/google-services.json",
        "mindread-android/app/src/prod/google-services.json",
    ),
    """{
  "project_info": {
    "project_number": "<<nn>>8812<<n>>",
    "project_id": "mindread-<<hex8>>",
    "storage_bucket": "mindread-<<hex8>>.appspot.com"
  },
  "client": [
    {
      "client_info": {
        "mobilesdk_app_id": "1:<<nn>>8812:android:<<hex8>>",
        "android_client_info": {"package_name": "com.<<org_>>.mindread"}
      },
      "api_key": [{"current_key": "<<cred>>"}]
    }
  ],
  "configuration_version": "1"
}
""",
    "p:google",
)

reg(
    F,
    "magician_society_membership_my_cnf",
    ("home/<<first>>/.my.cnf", "secretary/<<org>>/my.cnf"),
    """# magic circle regional membership db - used by renewals.php and the nightly export
[client]
user=<<org_>>_members
password=<<cred>>
host=<<host>>
database=members
""",
    "pw_ini",
    syntax="",
)

reg(
    F,
    "magician_assistant_whatsapp_venue_wifi",
    ("chats/WhatsApp Chat with <<First2>>.txt", "exports/<<first>>/whatsapp_<<nn>>.txt"),
    """[<<dmy>>, 17:02:11] <<First2>>: here now, load-in via the side door
[<<dmy>>, 17:03:40] <<First>>: great. is there wifi? need it for the phone reveal
[<<dmy>>, 17:05:02] <<First2>>: network is GuestHall_5G
[<<dmy>>, 17:05:09] <<First2>>: <<cred>>
[<<dmy>>, 17:05:30] <<First>>: 👍 cheers
""",
    "human",
    hint=H,
)
