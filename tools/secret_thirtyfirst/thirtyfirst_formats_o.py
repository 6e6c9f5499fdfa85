"""Family o: clown, busker and children's-entertainer agencies."""
# ruff: noqa: E501

from thirtyfirst_spec import reg

F = "clown_busker_entertainer_agency"

reg(
    F,
    "clown_gig_calendar_vdirsyncer_config",
    ["home/<<user>>/.config/vdirsyncer/config", "<<org>>/sync/vdirsyncer-<<n>>.conf"],
    """[general]
status_path = "~/.vdirsyncer/status/"

[pair gigs]
a = "gigs_local"
b = "gigs_remote"
collections = ["from a", "from b"]

[storage gigs_local]
type = "filesystem"
path = "~/.calendars/gigs/"
fileext = ".ics"

[storage gigs_remote]
type = "caldav"
url = "https://cloud.<<dom>>/remote.php/dav/"
username = "<<user>>"
password = "<<cred>>"
""",
    "h:dq",
)

reg(
    F,
    "clown_swahili_whatsapp_nenosiri",
    ["WhatsApp Chat with Vichekesho Crew.txt", "exports/wa_sarakasi_<<dd>><<mm>>.txt"],
    """<<dd>>/<<mm>>/<<year>>, <<hh>>:<<mi>> - <<fname2>>: Habari, siwezi kuingia kwenye akaunti ya maonyesho
<<dd>>/<<mm>>/<<year>>, <<hh>>:<<mi>> - <<fname>>: jina la mtumiaji ni <<user>>
<<dd>>/<<mm>>/<<year>>, <<hh>>:<<mi>> - <<fname>>: nenosiri: <<cred>>
<<dd>>/<<mm>>/<<year>>, <<hh>>:<<mi>> - <<fname2>>: asante sana! tutaonana Jumamosi na puto 🎈
""",
    "h:any",
)

reg(
    F,
    "clown_agency_nextcloud_config_php",
    ["nextcloud/config/config.php", "var/www/<<org>>-cloud/config/config.php"],
    """<?php
$CONFIG = array (
  'instanceid' => 'oc<<id>>',
  'trusted_domains' => array (0 => 'cloud.<<dom>>'),
  'datadirectory' => '/srv/nextcloud/data',
  'dbtype' => 'mysql',
  'dbname' => 'nextcloud',
  'dbhost' => 'localhost',
  'dbuser' => 'nc_agency',
  'dbpassword' => '<<cred>>',
  'installed' => true,
);
""",
    "pw:sq",
)

reg(
    F,
    "clown_gig_invoices_phpmailer_property",
    ["invoices/mail.php", "<<org>>/billing/send_invoice_<<n>>.php"],
    """<?php
use PHPMailer\\PHPMailer\\PHPMailer;

$mail = new PHPMailer(true);
$mail->isSMTP();
$mail->Host = 'smtp.<<dom>>';
$mail->SMTPAuth = true;
$mail->Username = 'bookings@<<dom>>';
$mail->Password = '<<cred>>';
$mail->SMTPSecure = PHPMailer::ENCRYPTION_STARTTLS;
$mail->Port = 587;
""",
    "h:sq",
)

reg(
    F,
    "clown_street_permit_java_jdbc_getconnection",
    ["permits/src/main/java/agency/PermitStore.java", "<<org>>/permits/Db<<n>>.java"],
    """package agency;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

public final class PermitStore {
    static Connection open() throws SQLException {
        return DriverManager.getConnection(
            "jdbc:mysql://<<host>>:3306/permits", "permits", "<<cred>>");
    }
}
""",
    "pw:dq",
)

reg(
    F,
    "clown_video_uploads_google_client_secret_json",
    ["youtube/client_secret.json", "<<org>>/uploader/client_secret_<<nn>>.json"],
    """{"installed":{"client_id":"<<nn>><<nn>>-<<id>>.apps.googleusercontent.com","project_id":"agency-uploads-<<n>>","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","client_secret":"<<cred>>","redirect_uris":["http://localhost"]}}
""",
    "x:GOCSPX-:28",
)

reg(
    F,
    "clown_icelandic_voicemail_lykilord",
    ["talholf/<<year>><<mm>><<dd>>_<<hh>><<mi>>.txt", "voicemail/<<org>>-vm-<<n>>.txt"],
    """Talhólf frá <<phone>> (<<dd>>.<<mm>>.<<year>> kl. <<hh>>:<<mi>>), 0:36
Afritun (sjálfvirk):
„Hæ, þetta er <<fname2>> hjá skemmtistofunni. Ég setti upp nýjan aðgang fyrir þig að bókunarkerfinu.
Notandanafnið er <<user>> og lykilorðið er <<cred>> . Hringdu ef það virkar ekki. Bless.“
""",
    "h:none",
)

reg(
    F,
    "clown_ansible_group_vars_yaml",
    ["ansible/group_vars/booking.yml", "<<org>>-ops/group_vars/all-<<n>>.yml"],
    """---
booking_domain: book.<<dom>>
booking_db_name: bookings
booking_db_user: bookings
booking_db_password: "<<cred>>"
booking_admin_email: <<email>>
certbot_enable: true
""",
    "pw:dq",
)
