"""Family d: jute and hessian traders of Dhaka (Bangladesh): buyers of raw jute, mills that
spin and weave it, and exporters of bales, sacking and hessian cloth."""

# ruff: noqa: E501

import random

from fortieth_spec import Family, alnum, hexs, ppk_ed25519

F = Family(
    "dhaka_jute_hessian_bales",
    ("dhaka-hessian-traders", "narayanganj-jutex"),
    "com.bd",
    ("Rahim", "Nasrin", "Sumaiya", "Tanvir", "Farhana", "Arif", "Shirin", "Jahid"),
    ("Hossain", "Rahman", "Chowdhury", "Akter", "Islam", "Sarkar", "Talukder", "Miah"),
    (
        "pat",
        "sonali",
        "padma",
        "meghna",
        "gunny",
        "bosta",
        "shapla",
        "ilish",
        "bangla",
        "hessian",
        "jamuna",
        "kapor",
    ),
)

F.reg(
    "jute_bengali_messenger_json_export_reply",
    (
        "messages/inbox/<<user2>>_<<num>>/message_1.json",
        "facebook-<<user>>/messages/inbox/<<user2>>/message_1.json",
    ),
    """{
  "participants": [
    {"name": "<<name>>"},
    {"name": "<<name2>>"}
  ],
  "messages": [
    {"sender_name": "<<name>>", "timestamp_ms": <<ms>>, "content": "\u09a7\u09a8\u09cd\u09af\u09ac\u09be\u09a6 \u09ad\u09be\u0987", "is_geoblocked_for_viewer": false},
    {"sender_name": "<<name2>>", "timestamp_ms": <<ms>>, "content": "<<cred>>", "is_geoblocked_for_viewer": false},
    {"sender_name": "<<name2>>", "timestamp_ms": <<ms>>, "content": "user id same, <<user>>", "is_geoblocked_for_viewer": false},
    {"sender_name": "<<name>>", "timestamp_ms": <<ms>>, "content": "ভাই, কাস্টমস পোর্টালের পাসওয়ার্ডটা দাও তো, বিল অফ এন্ট্রি জমা দিতে হবে", "is_geoblocked_for_viewer": false}
  ],
  "title": "<<name2>>",
  "is_still_participant": true,
  "thread_path": "inbox/<<user2>>_<<num>>",
  "magic_words": []
}
""",
    "human",
)

F.reg(
    "jute_lc_bank_portal_selenium_java_sendkeys",
    ("src/main/java/bd/jute/lc/LcStatusBot.java", "lc-bot/src/LcStatus<<nn>>.java"),
    """package bd.jute.lc;

import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;

/** Checks the status of export letters of credit every morning. */
public class LcStatusBot {
    public static void main(String[] args) throws Exception {
        WebDriver d = new ChromeDriver();
        d.get("https://corporate.<<bank>>.com.bd/ibank/login");
        d.findElement(By.id("userId")).sendKeys("<<user>>");
        d.findElement(By.id("password")).sendKeys("<<cred>>");
        d.findElement(By.cssSelector("button[type=submit]")).click();
        Thread.sleep(4000);
        d.get("https://corporate.<<bank>>.com.bd/ibank/trade/export-lc?status=open");
        System.out.println(d.findElement(By.id("lcTable")).getText());
        d.quit();
    }
}
""",
    "pw_dq",
    extra=lambda rng, c, v: {
        "bank": rng.choice(("sonalibank", "ificbank", "dutchbanglabank", "primebank"))
    },
)

F.reg(
    "jute_karkhana_erp_sqlserver_odbc_ini_pwd",
    ("etc/odbc.ini", "home/<<user>>/.odbc.ini"),
    """[JuteERP]
Description = Mill ERP (bale stock, looms, export orders)
Driver = ODBC Driver 18 for SQL Server
Server = tcp:<<host>>,1433
Database = JuteERP_<<year>>
UID = erp_report
PWD = <<cred>>
Encrypt = yes
TrustServerCertificate = yes
""",
    "pw",
)

F.reg(
    "jute_bkash_tokenized_checkout_app_secret_yml",
    ("src/main/resources/application-prod.yml", "config/payments-<<nn>>.yaml"),
    """spring:
  datasource:
    url: jdbc:mysql://<<host>>:3306/jute_shop
    username: jute_shop
    password: ${DB_PASSWORD}
bkash:
  base-url: https://tokenized.pay.bka.sh/v1.2.0-beta
  username: '01<<n>><<big>><<n>>'
  password: ${BKASH_PASSWORD}
  app-key: <<appkey>>
  app-secret: '<<cred>>'
  callback-url: https://shop.<<dom>>/bkash/callback
""",
    "alnum:50",
    extra=lambda rng, c, v: {"appkey": alnum(rng, 25)},
)

F.reg(
    "jute_bengali_sms_wifi_passward",
    ("sms/<<ymd>>_<<num>>.txt", "Phone/Messages/<<first>>-<<num>>.txt"),
    """From: +8801<<n>><<big>><<nn>>
Date: <<dmy>> <<time>>

অফিসের নতুন ওয়াইফাই পাসওয়ার্ড: <<cred>>
গুদামের রাউটারেও একই।
-<<first>>
""",
    "human",
)

F.reg(
    "jute_baling_press_modbus_gateway_mqtt_json",
    ("gateway/config.json", "opt/bale-gw/press-<<nn>>.json"),
    """{
  "gateway": {"id": "press-<<nn>>", "site": "Narayanganj mill 2", "timezone": "Asia/Dhaka"},
  "modbus": {"port": "/dev/ttyUSB0", "baud": 9600, "slaves": [1, 2, 3], "poll_ms": 1000},
  "mqtt": {
    "host": "<<host>>",
    "port": 8883,
    "tls": true,
    "username": "press<<nn>>",
    "password": "<<cred>>",
    "topic": "jute/bale-press/<<nn>>/weight"
  }
}
""",
    "pw_json",
)

F.reg(
    "jute_export_portal_logins_csv_bare_column",
    ("Documents/export_portals.csv", "shared/accounts/portals_<<year>>.csv"),
    """Portal;Login;Pass;Note
EPB export registration;<<user>>;<<cred>>;renew <<year>>
Bangladesh Customs (ASYCUDA);<<user>>_bd;;ask <<first2>>
BJMC tender portal;;;see file in office cupboard
""",
    "human",
)


def _ppk(rng: random.Random) -> str:
    return ppk_ed25519(rng)[1]


F.reg(
    "jute_buyer_sftp_putty_ppk_private_lines",
    ("keys/<<user>>-buyer-sftp.ppk", "Documents/SFTP/<<org>>_<<year>>.ppk"),
    """PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: eddsa-key-<<ymd>>
Public-Lines: 2
<<pub1>>
<<pub2>>
Private-Lines: 1
<<cred>>
Private-MAC: <<mac>>
""",
    _ppk,
    syntax="",
    extra=lambda rng, c, v: (lambda p: {"pub1": p[:64], "pub2": p[64:], "mac": hexs(rng, 64)})(
        ppk_ed25519(rng)[0]
    ),
)
