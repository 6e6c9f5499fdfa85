"""Lidos and open-air pools: pool chemistry, ticketing, lifeguard rotas, swim clubs."""

from twentyseventh_corpus import rsa_pem
from twentyseventh_spec import reg

F = "lido_open_air_pool_lifeguards"
H = ("lido", "lifeguard", "deepend", "poolside", "butterfly", "backstroke")

reg(
    F,
    "lido_pool_chemistry_controller_ini",
    ("plant/dosing_<<n>>.ini", "<<org>>/plantroom/chemcontrol.ini"),
    """[probe]
chlorine_setpoint=1.8
ph_setpoint=7.3
alarm_high_cl=3.0

[remote]
enabled=1
portal=https://monitor.<<dom>>
site_id=<<nn>>
user=plantroom
password=<<cred>>
""",
    "pw_ini",
)

reg(
    F,
    "lido_ticketing_odbc_powershell_export",
    ("scripts/Export-Admissions.ps1", "<<first>>/ps/admissions_<<n>>.ps1"),
    """# nightly admissions export for the council return
$cs = "Server=<<host>>;Database=Leisure;User Id=report_<<n>>;Password=<<cred>>;"
$conn = New-Object System.Data.SqlClient.SqlConnection $cs
$conn.Open()
$cmd = $conn.CreateCommand()
$cmd.CommandText = "SELECT * FROM Admissions WHERE VisitDate = CAST(GETDATE()-1 AS date)"
$da = New-Object System.Data.SqlClient.SqlDataAdapter $cmd
$t = New-Object System.Data.DataTable
[void]$da.Fill($t)
$t | Export-Csv -NoTypeInformation "\\\\<<lan>>\\returns\\admissions.csv"
""",
    "pw_dq",
    syntax="",
)


def _sa_key(rng) -> str:
    return rsa_pem(rng, pkcs8=True).replace("\n", "\\n") + "\\n"


reg(
    F,
    "lido_lifeguard_rota_sheets_service_account",
    ("rota/credentials/<<org>>-rota-<<hex8>>.json", "<<first>>/keys/sheets_sa_<<n>>.json"),
    """{
  "type": "service_account",
  "project_id": "<<org>>-rota",
  "private_key_id": "<<hex8>><<hex8>><<hex8>><<hex8>><<hex8>>",
  "private_key": "<<cred>>",
  "client_email": "rota-bot@<<org>>-rota.iam.gserviceaccount.com",
  "client_id": "10<<nn>>77<<nn>>",
  "token_uri": "https://oauth2.googleapis.com/token"
}
""",
    _sa_key,
)

reg(
    F,
    "lido_trust_minutes_banking_login",
    ("minutes/trustees_<<date>>.txt", "<<org>>/board/minutes_<<nn>>.txt"),
    """<<Org>> Community Trust - Trustees meeting <<dmy>>
Present: <<First>> <<Last>> (chair), <<First2>> <<Last2>> (treasurer), 4 others

3. Finance
The treasurer has set up view-only online banking for the chair so that the
solar-heating grant can be checked. Username is <<user>> and the password is
<<cred>> (to be changed after the audit).

4. Season opening
Opening weekend confirmed; lifeguard cover 3 per session.
""",
    "human",
    hint=H,
)

reg(
    F,
    "lido_weather_sign_python_openweather",
    ("signage/weather_board.py", "<<first>>/pi/sign_<<n>>.py"),
    """import requests
import serial

OWM_KEY = "<<cred>>"
LAT, LON = 51.45, -2.59

w = requests.get(
    "https://api.openweathermap.org/data/2.5/weather",
    params={"lat": LAT, "lon": LON, "appid": OWM_KEY, "units": "metric"},
    timeout=10,
).json()
with serial.Serial("/dev/ttyUSB0", 9600) as led:
    led.write(f"AIR {w['main']['temp']:.0f}C  WATER 19C".encode())
""",
    "hex:32",
)

reg(
    F,
    "lido_swim_club_joomla_configuration",
    ("public_html/configuration.php", "<<org>>-swimclub/configuration.php"),
    """<?php
class JConfig {
\tpublic $offline = false;
\tpublic $sitename = '<<Org>> Swimming Club';
\tpublic $dbtype = 'mysqli';
\tpublic $host = 'localhost';
\tpublic $user = '<<org_>>_jml';
\tpublic $password = '<<cred>>';
\tpublic $db = '<<org_>>_jml';
\tpublic $dbprefix = 'sw<<n>>_';
\tpublic $mailer = 'mail';
}
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "lido_cafe_card_reader_sumup_kotlin",
    ("till-app/app/src/main/java/uk/lido/till/Payments.kt", "<<org>>/android/Payments.kt"),
    """package uk.lido.till

import com.sumup.merchant.reader.api.SumUpAPI
import com.sumup.merchant.reader.api.SumUpLogin

object Payments {
    private const val AFFILIATE_KEY = "<<cred>>"

    fun login(activity: android.app.Activity) {
        SumUpAPI.openLoginActivity(activity, SumUpLogin.builder(AFFILIATE_KEY).build(), 1)
    }
}
""",
    "p:sumup",
    syntax="",
)

reg(
    F,
    "lido_boiler_bms_netrc",
    ("home/<<first>>/.netrc", "plant/<<org>>/netrc"),
    """machine bms.<<dom>>
  login plantroom
  password <<cred>>
machine ftp.<<dom>> login uploads password anonymous
""",
    "pw_bare",
    syntax="",
)
