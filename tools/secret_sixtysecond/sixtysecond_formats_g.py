# ruff: noqa: E501
"""Family g: a Turkish bath (hamam) and spa in Kadıköy, Istanbul (Turkey, Turkish, with a
Persian-speaking masseur)."""

from __future__ import annotations

from sixtysecond_spec import Fam

F = Fam(
    "hamam_kese_kadikoy",
    ("kesekopuk", "kadikoyhamami", "gobektasi"),
    "com.tr",
    ("ayse", "mehmet", "elif", "emre", "zeynep", "burak", "hatice", "serkan"),
    ("yilmaz", "kaya", "demir", "sahin", "celik", "ozturk"),
    (
        "kese",
        "kopuk",
        "hamam",
        "gobektasi",
        "kadikoy",
        "moda",
        "fenerbahce",
        "lokum",
        "pestemal",
        "kurna",
        "buhar",
        "kubbe",
    ),
    "90",
)

F.reg(
    "hamam_whatsapp_ios_sifre_rezervasyon_paneli",
    ("WhatsApp/_chat_resepsiyon_<<n>>.txt", "sohbet/WhatsApp Sohbet - Hamam Ekip <<ymd>>.txt"),
    """[<<dmy>> <<time>>:05] <<name>>: Arkadaşlar bugün 3 kese köpük + 2 masaj rezervasyonu var, Booking'den gelenler
[<<dmy>> <<time>>:41] <<name2>>: rezervasyon panelinin şifresi değişti mi? giremiyorum
[<<dmy>> <<time2>>:10] <<name>>: evet dün değiştirdim. kullanıcı resepsiyon, şifre: <<cred>>
[<<dmy>> <<time2>>:12] <<name2>>: tamamdır teşekkürler
""",
    "human",
    syntax="",
)

F.reg(
    "hamam_iyzico_odeme_php_secret_key",
    ("odeme/config/iyzico.php", "site/<<org>>/inc/iyzico_<<n>>.php"),
    """<?php
// Online hamam paketi ödemesi
$options = new \\Iyzipay\\Options();
$options->setApiKey("<<apikey>>");
$options->setSecretKey("<<cred>>");
$options->setBaseUrl("https://api.iyzipay.com");
return $options;
""",
    "p:iyzico",
    syntax="",
    extra=lambda rng, s: {
        "apikey": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(32)
        )
    },
)

F.reg(
    "hamam_spa_randevu_appsettings_json",
    ("SpaRandevu/appsettings.Production.json", "randevu-<<n>>/appsettings.json"),
    """{
  "ConnectionStrings": {
    "Randevu": "Server=<<ip>>,1433;Database=SpaRandevu;User Id=spa_app;Password=<<cred>>;TrustServerCertificate=True"
  },
  "Sms": { "Provider": "netgsm", "Header": "<<orgc>>" },
  "Logging": { "LogLevel": { "Default": "Warning" } },
  "AllowedHosts": "*"
}
""",
    "pw_alnum",
)

F.reg(
    "hamam_buhar_kazani_esp32_blynk_ino",
    ("buhar_kontrol/buhar_kontrol.ino", "arduino/<<org>>_sicaklik_<<n>>/sicaklik.ino"),
    """#define BLYNK_TEMPLATE_ID "TMPL<<hex8>>"
#define BLYNK_TEMPLATE_NAME "Buhar Odasi"
#define BLYNK_AUTH_TOKEN "<<cred>>"

#include <WiFi.h>
#include <BlynkSimpleEsp32.h>
#include <DallasTemperature.h>

char ssid[] = "<<org>>-teknik";
char pass[] = "<<wifi>>";

OneWire oneWire(4);
DallasTemperature sensors(&oneWire);

void setup() {
  Blynk.begin(BLYNK_AUTH_TOKEN, ssid, pass);
  sensors.begin();
}

void loop() {
  Blynk.run();
  sensors.requestTemperatures();
  Blynk.virtualWrite(V1, sensors.getTempCByIndex(0));
  delay(5000);
}
""",
    "alnum:32",
    syntax="",
    extra=lambda rng, s: {"wifi": "Kubbe" + str(rng.randint(1000, 9999))},
)

F.reg(
    "hamam_eposta_muhasebe_sifre_efatura",
    ("eposta/efatura_<<ymd>>.eml", "Mail/muhasebeci_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: muhasebe@kadikoymusavirlik.com.tr
Subject: e-Fatura portal şifresi
Date: Sat, <<dd>> Jun <<year>> <<time>>:15 +0300
Content-Type: text/plain; charset=utf-8

Merhaba Hakan Bey,

e-Fatura portalına giriş bilgileri aşağıda, ayın faturalarını siz kesebilirsiniz:
Kullanıcı kodu: <<nn>><<nn>>
Şifre: <<cred>>

İyi çalışmalar,
<<name>> / <<orgc>> Hamamı
""",
    "human",
    syntax="",
)

F.reg(
    "hamam_personel_kasa_mysqldump_users",
    ("yedek/kasa_<<ymd>>.sql", "backup/<<org>>_kasa_<<n>>.sql"),
    """-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: kasa
-- ------------------------------------------------------

DROP TABLE IF EXISTS `kullanicilar`;
CREATE TABLE `kullanicilar` (
  `id` int NOT NULL AUTO_INCREMENT,
  `ad` varchar(64) NOT NULL,
  `kullanici` varchar(32) NOT NULL,
  `sifre` varchar(64) NOT NULL,
  `yetki` varchar(16) DEFAULT 'kasiyer',
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

LOCK TABLES `kullanicilar` WRITE;
INSERT INTO `kullanicilar` VALUES (1,'<<name>>','<<user>>','<<cred>>','yonetici'),(2,'<<name2>>','<<first2>>','','kasiyer');
UNLOCK TABLES;
""",
    "human_x",
    syntax="",
)

F.reg(
    "hamam_sosyal_medya_hesaplar_notlar_md",
    ("notlar/sosyal_medya_<<n>>.md", "Belgeler/<<org>> hesaplar.md"),
    """# Sosyal medya hesapları

| Hesap | Kullanıcı | Şifre | Kimde |
|---|---|---|---|
| Instagram | @<<org>>hamami | <<cred>> | <<name>> |
| TikTok | @<<org>>.kese | (Instagram ile giriş) | <<name2>> |
| Google Haritalar | <<email>> | telefonla doğrulama | <<name>> |

> Şifreyi değiştiren buraya yazsın!
""",
    "human",
    syntax="",
)

F.reg(
    "hamam_farsca_telegram_masor_ramz",
    ("telegram/masor_chat_<<n>>.txt", "chats/telegram_farsi_<<ymd>>.txt"),
    """<<name2>>, [<<dmy>> <<time>>]
سلام، رمز وای‌فای اتاق ماساژ رو داری؟ گوشیم وصل نمیشه

Reza, [<<dmy>> <<time2>>]
اسم شبکه <<ssid>>
رمز: <<cred>>

<<name2>>, [<<dmy>> <<time2>>]
مرسی 🙏
""",
    "wifi",
    syntax="",
)
