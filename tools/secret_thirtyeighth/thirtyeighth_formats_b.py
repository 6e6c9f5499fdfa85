# ruff: noqa: E501
"""Family b: a jeepney drivers' and operators' transport cooperative in Metro Manila / Cebu
(Tagalog, Taglish, Cebuano)."""

from __future__ import annotations

from thirtyeighth_spec import human, pkcs8_pem, reg

FAM = "jeepney_tsuper_manila"
ORGS = ("tondo-jeepkoop", "cebu-biyahe")
W = ("biyahe", "pasada", "boundary", "sarao", "tondo", "divisoria", "quiapo", "kalye",
     "barangay", "tsuper", "jeep", "mabuhay", "pogi", "ganda", "bunso", "ate", "kuya",
     "lola", "pinoy", "sampaguita")  # fmt: skip

reg(
    FAM,
    "jeepney_fare_validator_dockerfile_env_mqtt",
    ("validator/Dockerfile", "modern-jeep/fare-reader-<<n>>/Dockerfile", "edge/<<org>>/Dockerfile"),
    """FROM python:3.11-slim
LABEL maintainer="it@<<dom>>" purpose="beep card fare validator uplink"
WORKDIR /opt/validator
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY . .
ENV MQTT_HOST=mqtt.<<dom>> \\
    MQTT_PORT=8883 \\
    MQTT_USER=unit-<<nn>> \\
    MQTT_PASS=<<cred>> \\
    ROUTE_CODE=T<<n>>-DIVISORIA
CMD ["python", "-m", "validator.uplink"]
""",
    "pw_bare",
    orgs=ORGS,
)

reg(
    FAM,
    "jeepney_viber_taglish_pass_ng_portal",
    ("viber_export/Koop Opisina <<n>>.txt", "Downloads/viber_chat_<<date>>.txt"),
    """[<<mdy>>, <<time>>] Kuya Ramon (dispatcher): sino may pass ng LTFRB portal? mag-rerenew ng prangkisa bukas
[<<mdy>>, <<time>>] Ate Lorna (treasurer): ako, wait lang
[<<mdy>>, <<time2>>] Ate Lorna (treasurer): user: coop_<<org_>>
[<<mdy>>, <<time2>>] Ate Lorna (treasurer): pass: <<cred>>
[<<mdy>>, <<time2>>] Kuya Ramon (dispatcher): salamat ate! burahin ko na lang mamaya
[<<mdy>>, <<time2>>] Mang Ben: wag kalimutan yung boundary ng unit <<n>> hindi pa remit
""",
    lambda r: human(r, W),
    orgs=ORGS,
)

reg(
    FAM,
    "jeepney_cashless_fare_paymongo_env_production",
    ("fare-api/.env.production", "apps/bayad/.env.<<n>>", "srv/<<org>>/api/.env"),
    """NODE_ENV=production
PORT=4000
DATABASE_URL=postgresql://bayad@localhost:5432/bayad
PAYMONGO_PUBLIC_KEY=pk_live_<<id>>Xq<<hex8>>
PAYMONGO_SECRET_KEY=<<cred>>
PAYMONGO_WEBHOOK_ID=hook_<<id>>
GCASH_MERCHANT_NAME="<<orgt>> Transport Coop"
""",
    "p:paymongo",
    orgs=ORGS,
)

reg(
    FAM,
    "jeepney_franchise_renewal_selenium_java_sendkeys",
    ("src/main/java/ph/coop/renew/PrangkisaBot.java", "automation-<<n>>/src/PrangkisaBot.java"),
    """package ph.coop.renew;

import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;

/** Auto-check ng status ng CPC renewal para sa mga unit ng kooperatiba. */
public class PrangkisaBot {
    public static void main(String[] args) throws Exception {
        WebDriver driver = new ChromeDriver();
        driver.get("https://portal.<<dom>>/login");
        driver.findElement(By.id("username")).sendKeys("<<user>>@<<dom>>");
        driver.findElement(By.id("password")).sendKeys("<<cred>>");
        driver.findElement(By.cssSelector("button[type=submit]")).click();
        Thread.sleep(3000);
        for (String plate : new String[] {"TXY <<nn>>", "UVJ <<n>>1"}) {
            driver.get("https://portal.<<dom>>/cpc?plate=" + plate.replace(" ", "%20"));
            System.out.println(plate + " -> " + driver.findElement(By.id("status")).getText());
        }
        driver.quit();
    }
}
""",
    "pw_dq",
    orgs=ORGS,
)

reg(
    FAM,
    "jeepney_boundary_sheet_service_account_json",
    ("credentials/boundary-sheets-<<hex8>>.json", "sheets/sa-<<org>>-<<n>>.json"),
    """{
  "type": "service_account",
  "project_id": "boundary-ledger-<<nn>>",
  "private_key_id": "<<hex40>>",
  "private_key": "<<cred>>\\n",
  "client_email": "boundary-sync@boundary-ledger-<<nn>>.iam.gserviceaccount.com",
  "client_id": "1<<epoch>><<nn>>",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "universe_domain": "googleapis.com"
}
""",
    lambda r: pkcs8_pem(r).replace("\n", "\\n"),
    orgs=ORGS,
)

reg(
    FAM,
    "jeepney_dispatch_sms_semaphore_php_apikey",
    ("dispatch/notify_sms.php", "public_html/koop/sms_<<n>>.php"),
    """<?php
// Text blast sa mga tsuper kapag may sarado na kalsada / reroute
$apikey = '<<cred>>';
$sendername = 'JEEPKOOP';

function textBlast(array $numbers, string $msg) {
    global $apikey, $sendername;
    $ch = curl_init('https://api.semaphore.co/api/v4/messages');
    curl_setopt($ch, CURLOPT_POST, 1);
    curl_setopt($ch, CURLOPT_POSTFIELDS, http_build_query([
        'apikey' => $apikey,
        'number' => implode(',', $numbers),
        'message' => $msg,
        'sendername' => $sendername,
    ]));
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    $out = curl_exec($ch);
    curl_close($ch);
    return $out;
}

textBlast(['0917<<nn>>123', '0928<<nn>>456'], 'Reroute: sarado ang Rizal Ave hanggang <<time>>. - Dispatch');
""",
    "hex:32",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "jeepney_terminal_nvr_notebook_ocr_next_line",
    ("scans/logbook_terminal_p<<n>>.txt", "ocr/kuwaderno_dispatcher_<<date>>.txt"),
    """LOGBOOK - TERMINAL <<n>>   Petsa: <<dslash>>
----------------------------------------
06:10  unit 14 alis, 16 pasahero
06:25  unit 22 alis (kulang boundary kahapon)
CCTV / NVR (Hikvision) sa opisina
  user: admin
  pass:
  <<cred>>
  (wag ibigay sa driver!!)
07:40  brownout 20 mins, generator ok
""",
    lambda r: human(r, W, "!#*@_"),
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "jeepney_coop_ledger_powershell_invoke_sqlcmd",
    ("scripts/Backup-Ledger.ps1", "C_/koop/tools/export_hulog_<<n>>.ps1"),
    """# Lingguhang export ng hulog (loan payments) ng mga miyembro
$server = "<<host>>\\SQLEXPRESS"
$outDir = "D:\\Koop\\exports\\$(Get-Date -Format yyyyMMdd)"
New-Item -ItemType Directory -Force -Path $outDir | Out-Null

Invoke-Sqlcmd -ServerInstance $server -Database "KoopLedger" `
    -Username "sa" -Password '<<cred>>' `
    -Query "SELECT member_id, unit_plate, amount, paid_on FROM hulog WHERE paid_on >= DATEADD(day,-7,GETDATE())" |
    Export-Csv -Path "$outDir\\hulog.csv" -NoTypeInformation -Encoding UTF8

Send-MailMessage -To "treasurer@<<dom>>" -From "ledger@<<dom>>" -Subject "Hulog export" -Attachments "$outDir\\hulog.csv" -SmtpServer "<<ip>>"
""",
    "pw_sq",
    orgs=ORGS,
)
