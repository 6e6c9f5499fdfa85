"""Family: abattoirs (slaughter line, carcass grading, movement reporting, cold store)."""
# ruff: noqa: E501

from twentyninth_spec import reg

F = "abattoir_slaughter_line_carcass_grading"

reg(
    F,
    "abattoir_carcass_grading_camera_upload_ini",
    ("C:/ProgramData/<<orgt>>/Classifier/upload.ini", "plant/grading/vbs_classifier_<<n>>.ini"),
    """[General]
Plant=<<org>>
LineNumber=<<n>>
Species=bovine

[Camera]
Exposure=1200
CalibrationFile=calib_<<hx>>.dat

[Upload]
Protocol=FTP
Host=<<host>>
Port=21
FtpUser=grading<<n>>
FtpPassword=<<v>>
RemoteDir=/carcass/<<year>>
""",
    "pw_ini",
)

reg(
    F,
    "abattoir_weighbridge_scale_csharp_sqlconnection",
    ("src/ScaleBridge/Db.cs", "<<org>>/KillLine/Data/ScaleRepository.cs"),
    """using System.Data.SqlClient;

namespace KillLine.Data
{
    public static class ScaleRepository
    {
        // hot weight from the overhead rail scale, written per carcass tag
        private const string ConnStr =
            "Server=<<ip>>\\\\SQLEXPRESS;Database=KillLine;User Id=scale_writer;Password=<<v>>;TrustServerCertificate=True;";

        public static void Save(string tag, decimal kg)
        {
            using var con = new SqlConnection(ConnStr);
            con.Open();
            using var cmd = new SqlCommand("INSERT INTO HotWeights(Tag, Kg) VALUES (@t, @k)", con);
            cmd.Parameters.AddWithValue("@t", tag);
            cmd.Parameters.AddWithValue("@k", kg);
            cmd.ExecuteNonQuery();
        }
    }
}
""",
    "pw_dq",
    "",
)

reg(
    F,
    "abattoir_movement_reporting_spring_properties",
    (
        "movement-service/src/main/resources/application-prod.properties",
        "<<org>>/tracing/config/application.properties",
    ),
    """server.port=8085
spring.datasource.url=jdbc:postgresql://<<host>>:5432/movements
spring.datasource.username=movements
spring.datasource.password=<<v>>
tracing.api.base-url=https://api.<<dom>>/v2
tracing.api.holding-number=<<n>>/<<nn>>/<<nn>>
logging.level.root=INFO
""",
    "pw_ini",
)

reg(
    F,
    "abattoir_official_vet_german_email_kennwort",
    (
        "Mail/Schlachthof/<<year>>-<<mon>>-<<day>> Zugang Befundportal.eml",
        "postfach/<<org>>/tierarzt_<<n>>.eml",
    ),
    """From: <<first>> <<last>> <<<email>>>
To: amtstierarzt@<<dom>>
Subject: Zugang Befundportal
Date: Mon, <<day>> Feb <<year>> 07:<<mm>>:44 +0100

Guten Morgen Herr Dr. Mertens,

wie besprochen der Zugang zum Befundportal für die Schlachttier- und Fleischuntersuchung:

Benutzer: vet_<<user>>
Kennwort: <<v>>

Bitte nach der ersten Anmeldung ändern.

Mit freundlichen Grüßen
<<first>> <<last>>
Qualitätssicherung
""",
    "h",
)

reg(
    F,
    "abattoir_cold_store_influx_toml_token",
    ("coldstore-logger/config.toml", "opt/<<org>>/chiller-monitor/settings.toml"),
    """[site]
name = "<<org>>"
chillers = ["chiller-1", "chiller-2", "blast-freezer"]

[influx]
url = "http://<<ip>>:8086"
org = "<<org>>"
bucket = "coldstore"
token = "<<v>>"

[alarms]
max_temp_c = 4.0
sms_to = "+44 7700 9<<nn>>"
""",
    "p:influx",
)

reg(
    F,
    "abattoir_kill_sheet_powershell_securestring",
    ("scripts/Send-KillSheet.ps1", "<<org>>/admin/kill_sheet_mail_<<n>>.ps1"),
    """# Daily kill sheet to the producers' group
$csv = "D:\\KillSheets\\$(Get-Date -Format yyyy-MM-dd).csv"
$sec = ConvertTo-SecureString "<<v>>" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential ("killsheet@<<dom>>", $sec)
Send-MailMessage -From "killsheet@<<dom>>" -To "producers@<<dom>>" `
    -Subject "Kill sheet $(Get-Date -Format d)" -Attachments $csv `
    -SmtpServer "smtp.office365.com" -Port 587 -UseSsl -Credential $cred
""",
    "pw_dq",
    "",
)

reg(
    F,
    "abattoir_label_printer_lftp_open_user",
    ("label-sync/push_labels.lftp", "<<org>>/labels/lftp_<<n>>.txt"),
    """set ftp:ssl-allow no
open -u zebra<<n>>,<<v>> <<ip>>
cd /labels/traceability
mirror -R /srv/labels/outgoing .
bye
""",
    "pw_bare",
)

reg(
    F,
    "abattoir_shift_lead_lithuanian_sms",
    ("sms/<<first>>_<<year>>-<<mon>>-<<day>>.txt", "backup/sms/<<org>>_pamaina_<<n>>.txt"),
    """<<day>>.<<mon>>.<<year>> 05:<<mm>>  Tomas: Labas, koks slaptažodis svarstyklių kompiuteriui? naktinė pamaina neprisijungia
<<day>>.<<mon>>.<<year>> 05:<<mm>>  <<first>>: vartotojas linija<<n>>, slaptažodis <<v>>
<<day>>.<<mon>>.<<year>> 05:<<mm>>  Tomas: ačiū, veikia
""",
    "h",
)
