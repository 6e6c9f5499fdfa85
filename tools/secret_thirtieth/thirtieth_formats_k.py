"""Butcher family: butcher shops, label scales, cold rooms, online orders."""

from thirtieth_spec import reg

F = "butcher_shop_meat_counter"

reg(
    F,
    "butcher_label_scale_network_ini_ftp",
    ("scales/<<org>>/netscale.ini", "ProgramData/ScaleLink/<<org>>.ini"),
    """[Network]
ScaleIP=<<ip>>
Port=3001

[PLU_Upload]
FtpHost=<<ip>>
FtpUser=scale
FtpPassword=<<pw>>

[Labels]
Logo=<<org>>.bmp
Traceability=1
""",
    "pw_ini",
    "ini",
)

reg(
    F,
    "butcher_cold_room_monitor_yaml_twilio",
    ("coldroom/<<org>>/alerts.yaml", "monitor/<<org>>/config.yml"),
    """probes:
  - name: cold room 1
    max_c: 5.0
  - name: freezer
    max_c: -18.0
sms:
  provider: twilio
  account_sid: AC<<hex8>><<hex8>><<hex8>><<hex8>>
  auth_token: "<<pw>>"
  from: "+4412<<n4>><<n4>>"
  to: ["+447<<n4>><<n4>>1"]
""",
    "p:twilio",
    "yaml",
)

reg(
    F,
    "butcher_online_orders_laravel_dotenv",
    ("shop/<<org>>/.env", "var/www/<<org>>/.env"),
    """APP_NAME="<<orgc>> Online"
APP_ENV=production
APP_DEBUG=false
APP_URL=https://orders.<<dom>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=orders
DB_USERNAME=orders
DB_PASSWORD=<<pw>>

MAIL_MAILER=smtp
MAIL_HOST=smtp.<<dom>>
""",
    "pw_ini",
    "",
)

reg(
    F,
    "butcher_apprentice_turkish_whatsapp_sifre",
    ("chats/<<org>>/WhatsApp Sohbeti - Kasap <<n>>.txt", "exports/<<first>>/kasap_<<n>>.txt"),
    """<<dmy>> <<time>> - Usta: kasa bilgisayarının şifresi değişti
<<dmy>> <<time>> - <<firstc>>: yenisi ne?
<<dmy>> <<time>> - Usta: <<pw>>
<<dmy>> <<time>> - <<firstc>>: tamam abi, sağol
""",
    "human",
    "",
)

reg(
    F,
    "butcher_epos_odbc_dsn_reg",
    ("registry/<<org>>/epos_dsn.reg", "backup/<<org>>/odbc.reg"),
    """Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\\SOFTWARE\\ODBC\\ODBC.INI\\EPOS]
"Driver"="C:\\\\Program Files\\\\SQL Anywhere 17\\\\Bin64\\\\dbodbc17.dll"
"ServerName"="epos_<<org>>"
"UID"="dba"
"PWD"="<<pw>>"
"DatabaseName"="epos"
""",
    "pw_dq",
    "",
)

reg(
    F,
    "butcher_traceability_bash_curl_auth_header",
    ("bin/<<org>>/push_trace.sh", "scripts/<<org>>/herd_numbers.sh"),
    """#!/bin/bash
# send today's carcass tags to the traceability service
curl -sf -X POST "https://trace.<<dom>>/api/v1/batches" \\
  -H "X-Auth-Token: <<pw>>" \\
  -H "Content-Type: application/json" \\
  --data @/srv/<<org>>/tags/$(date +%F).json
""",
    "hex48",
    "",
)

reg(
    F,
    "butcher_delivery_rota_tsv_app_login",
    ("rota/<<org>>/vans_<<n>>.tsv", "shared/<<org>>/delivery_rota_<<year>>.tsv"),
    """day\tdriver\tvan\troute app login\troute app pass
Mon\t<<firstc>>\tVN<<n>> KXA\t<<user>>\t<<pw>>
Wed\tSam\tVN19 PLT\tsam.d\tsame as Mon
Fri\tSam\tVN19 PLT\tsam.d\tsame as Mon
""",
    "human",
    "",
)

reg(
    F,
    "butcher_supplier_portal_selenium_java_sendkeys",
    ("src/test/java/<<org>>/OrderBot.java", "orderbot/<<org>>/OrderBot.java"),
    """package shop.orders;

import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;

public class OrderBot {
    public static void main(String[] args) {
        WebDriver driver = new ChromeDriver();
        driver.get("https://wholesale.<<dom>>/login");
        driver.findElement(By.id("username")).sendKeys("<<user>>");
        driver.findElement(By.id("password")).sendKeys("<<pw>>");
        driver.findElement(By.cssSelector("button[type=submit]")).click();
    }
}
""",
    "pw_dq",
    "",
)
