# ruff: noqa: E501
"""Family o: kava (yaqona) growers, drying and export in Fiji (Suva, Taveuni, Kadavu)."""

from __future__ import annotations

from thirtyseventh_spec import human_with, reg

FAM = "kava_yaqona_fiji_suva"
FJ = (
    "Mere",
    "Jone",
    "Litia",
    "Sakiusa",
    "Ana",
    "Ratu Epeli",
    "Salote",
    "Viliame",
    "Priya",
    "Rohit",
    "Losana",
    "Tevita",
)
WORDS = (
    "yaqona",
    "kava",
    "taveuni",
    "kadavu",
    "bula",
    "vinaka",
    "suva",
    "sevusevu",
    "waka",
    "lewena",
    "tanoa",
    "drau",
)

reg(
    FAM,
    "kava_fijian_viber_vosa_vuni_reply",
    ("viber/<<org>>_<<date>>.txt", "chats/yaqona_drying_<<p1>>.txt"),
    """\
[<<dmy>> <<time>>] <<p1>>: Bula vinaka! Au sega ni rawa ni curu ki na kompiuta ni valenivoli
[<<dmy>> <<time>>] <<p2>>: O cei na yacamu ena system? drying<<n>>?
[<<dmy>> <<time2>>] <<p1>>: Io
[<<dmy>> <<time2>>] <<p2>>: Vosa vuni vou: <<cred>>
[<<dmy>> <<time2>>] <<p1>>: Vinaka vakalevu 🌿
""",
    human_with(*WORDS, names=FJ),
    syntax="",
    people=FJ,
)

reg(
    FAM,
    "kava_export_biosecurity_java_mail_password_authentication",
    (
        "export-notices/src/main/java/fj/<<org>>/Notifier.java",
        "src/main/java/fj/kava/BiosecurityMailer.java",
    ),
    """\
package fj.kava;

import java.util.Properties;
import javax.mail.Authenticator;
import javax.mail.PasswordAuthentication;
import javax.mail.Session;

public class BiosecurityMailer {
    public static Session session() {
        Properties p = new Properties();
        p.put("mail.smtp.host", "smtp.<<dom>>");
        p.put("mail.smtp.port", "587");
        p.put("mail.smtp.auth", "true");
        p.put("mail.smtp.starttls.enable", "true");
        return Session.getInstance(p, new Authenticator() {
            @Override
            protected PasswordAuthentication getPasswordAuthentication() {
                return new PasswordAuthentication("export@<<dom>>", "<<cred>>");
            }
        });
    }
}
""",
    "pw_dq",
    syntax="",
)

reg(
    FAM,
    "kava_grog_shop_mpaisa_merchant_yaml",
    ("<<org>>/shop/payments.yaml", "config/mpaisa.yml"),
    """\
# M-PAiSA merchant settings (grog shop, Suva market)
merchant:
  name: "<<orgc>> Grog Shop"
  till: "<<num>>"
mpaisa:
  endpoint: https://merchant.<<dom>>/api
  client_id: <<uuid>>
  client_secret: '<<cred>>'
  currency: FJD
""",
    "pw_sq",
)

reg(
    FAM,
    "kava_lewena_rack_pi_wpa_supplicant_psk",
    ("boot/wpa_supplicant.conf", "<<org>>/pi-drying/wpa_supplicant.conf"),
    """\
ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=FJ

network={
    ssid="Taveuni_Drying_<<n>>"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    human_with(*WORDS, names=FJ),
    syntax="",
)

reg(
    FAM,
    "kava_seedling_ledger_html_table_password_column",
    ("<<org>>/nursery/growers_<<year>>.html", "reports/farmer_accounts.html"),
    """\
<html><head><meta charset="utf-8"><title>Kava growers — app accounts</title></head>
<body>
<table>
<thead><tr><th>Grower</th><th>Island</th><th>Plants (3 yr+)</th><th>App user</th><th>App password</th></tr></thead>
<tbody>
<tr><td><<p1>></td><td>Kadavu</td><td><<num>></td><td>grower<<n>></td><td><<cred>></td></tr>
<tr><td><<p2>></td><td>Taveuni</td><td><<id>></td><td>grower<<num>></td><td></td></tr>
</tbody>
</table>
</body></html>
""",
    "pw_alnum",
    syntax="",
    people=FJ,
)

reg(
    FAM,
    "kava_shipping_agent_email_fiji_hindi",
    ("mail/<<org>>/inbox/<<id>>.eml", "Mail/shipping_<<date>>.eml"),
    """\
From: <<p1>> <docs@<<dom>>>
To: shipping@lautoka-freight.com.fj
Subject: Kava container booking — portal login
Date: <<day>> <<mon>> <<year>> <<time>>:00 +1200
Content-Type: text/plain; charset=UTF-8

Namaste bhaiya,

Hum log ke portal me aap booking dekh sakte hai. Login detail niche hai:
user: lautoka.freight
password: <<cred>>

Container Suva se Auckland jaaega, <<n>> bag dried waka.
Dhanyavaad,
<<p1>>
""",
    "pw",
    syntax="",
    people=FJ,
)

reg(
    FAM,
    "kava_yaqona_sales_terraform_mysql_provider_hcl",
    ("infra/main.tf", "<<org>>-infra/providers.tf"),
    """\
terraform {
  required_providers {
    mysql = {
      source  = "petoju/mysql"
      version = "~> 3.0"
    }
  }
}

provider "mysql" {
  endpoint = "<<ip>>:3306"
  username = "terraform"
  password = "<<cred>>"
}

resource "mysql_database" "yaqona_sales" {
  name = "yaqona_sales"
}
""",
    "pw_dq",
    syntax="",
)

reg(
    FAM,
    "kava_lab_kavalactone_scala_spark_jdbc",
    ("lab/src/main/scala/Kavalactones.scala", "<<org>>-lab/src/main/scala/fj/kava/Report.scala"),
    """\
package fj.kava

import org.apache.spark.sql.SparkSession

// Kavalactone profile per cultivar (Borogu, Loa Waka, Damu) for export certificates
object Kavalactones {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.appName("kavalactones").getOrCreate()
    val samples = spark.read
      .format("jdbc")
      .option("url", "jdbc:postgresql://<<ip>>:5432/lab")
      .option("dbtable", "hplc_samples")
      .option("user", "lab_reader")
      .option("password", "<<cred>>")
      .load()
    samples.groupBy("cultivar").avg("kavain", "dihydrokavain").show()
  }
}
""",
    "pw_dq",
    syntax="",
)
