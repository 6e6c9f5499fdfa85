# ruff: noqa: E501
"""Family n: sea salt pans on a Croatian island (solana): fleur de sel shop, fiscalisation of
receipts, the evaporation ponds' weather station, salinity lab, visitor centre, deploys; chats
and e-mails in Croatian."""

from __future__ import annotations

from thirtysixth_spec import human_with, reg

FAM = "salina_sea_salt_pans"
ORGS = ("solana-pag",)
HUMAN = human_with(
    "solana", "solinar", "bazen", "cvijet", "morska", "sol", "kristal", "pag", "bura", "jugo",
    "otok", "lagun",
    firsts=("Ivana", "Marko", "Ante", "Petra", "Luka", "Mirjana"),
)  # fmt: skip

reg(
    FAM,
    ORGS,
    "salina_croatian_viber_lozinka_reply",
    ("viber/<<org>>/razgovor_poslovoda_<<n>>.txt", "mobitel/<<first>>/viber_<<date>>.txt"),
    """[<<date_eu>> <<time>>] <<ufirst>>: Ante, koja je lozinka za vagu u skladištu? Ne mogu ispisati deklaracije za cvijet soli
[<<date_eu>> <<time>>] Ante: čekaj
[<<date_eu>> <<time>>] Ante: <<cred>>
[<<date_eu>> <<time>>] <<ufirst>>: hvala, stiglo
""",
    HUMAN,
)

reg(
    FAM,
    ORGS,
    "salina_email_zaporka_fina_certifikat",
    ("posta/<<org>>/fiskalizacija-<<date>>.eml", "arhiva/<<first>>/certifikat_<<n>>.eml"),
    """From: Mirjana <<ulast>> <<<email>>>
To: racunovodstvo@<<dom>>
Subject: Novi certifikat za fiskalizaciju
Date: <<maildate>> +0100
Content-Type: text/plain; charset=utf-8

Pozdrav,

stigao je novi aplikacijski certifikat za fiskalizaciju računa u suvenirnici (datoteka
FISKAL_<<n>>.p12 je na zajedničkom disku).

Zaporka certifikata: <<cred>>

Molim da se ubaci u blagajnu prije vikenda.
Mirjana
""",
    "pw",
)

reg(
    FAM,
    ORGS,
    "salina_fiskal_keystore_java_tochararray",
    ("blagajna/<<org>>/src/hr/solana/fiskal/Potpis.java", "pos<<n>>/src/main/java/Potpis.java"),
    """package hr.solana.fiskal;

import java.io.FileInputStream;
import java.security.KeyStore;
import java.security.PrivateKey;

/** Potpisivanje računa za fiskalizaciju (ZKI) aplikacijskim certifikatom. */
public final class Potpis {
    private static final String P12 = "/opt/blagajna/FISKAL_<<n>>.p12";

    public static PrivateKey kljuc() throws Exception {
        KeyStore ks = KeyStore.getInstance("PKCS12");
        char[] lozinka = "<<cred>>".toCharArray();
        try (FileInputStream in = new FileInputStream(P12)) {
            ks.load(in, lozinka);
        }
        String alias = ks.aliases().nextElement();
        return (PrivateKey) ks.getKey(alias, lozinka);
    }
}
""",
    "pw_dq",
)

reg(
    FAM,
    ORGS,
    "salina_ponds_weather_station_weewx_conf",
    ("weewx/<<org>>/weewx.conf", "etc/weewx/bazeni-<<n>>.conf"),
    """# Meteorološka stanica uz bazene za isparavanje (vjetar, bura, oborine)
[Station]
    location = "Solana, bazeni <<n>>"
    latitude = 44.44
    longitude = 15.05
    altitude = 2, meter
    station_type = Vantage

[StdRESTful]
    [[Wunderground]]
        enable = true
        station = IPAG<<n3>>
        password = <<cred>>
        rapidfire = false
""",
    "pw_bare",
)

reg(
    FAM,
    ORGS,
    "salina_webshop_magento_env_php_db_password",
    ("webshop/<<org>>/app/etc/env.php", "www/cvijet-soli<<n>>/app/etc/env.php"),
    """<?php
return [
    'backend' => ['frontName' => 'admin_<<hex8>>'],
    'db' => [
        'table_prefix' => '',
        'connection' => [
            'default' => [
                'host' => 'localhost',
                'dbname' => 'magento_sol',
                'username' => 'magento',
                'password' => '<<cred>>',
                'active' => '1',
            ],
        ],
    ],
    'MAGE_MODE' => 'production',
];
""",
    "pw_sq",
)

reg(
    FAM,
    ORGS,
    "salina_salinity_lab_julia_openweather_key",
    ("laboratorij/<<org>>/isparavanje.jl", "analiza/<<n>>/evaporation_model.jl"),
    """# Model isparavanja: salinitet bazena (Baumé) i prognoza vjetra
using HTTP, JSON3, DataFrames

const OWM_KEY = "<<cred>>"
const LAT, LON = 44.44, 15.05

function prognoza()
    r = HTTP.get("https://api.openweathermap.org/data/2.5/forecast?lat=$LAT&lon=$LON&units=metric&appid=$OWM_KEY")
    j = JSON3.read(r.body)
    DataFrame(t = [x.dt_txt for x in j.list], vjetar = [x.wind.speed for x in j.list])
end
""",
    "p:openweather",
)

reg(
    FAM,
    ORGS,
    "salina_visitor_centre_android_manifest_maps_key",
    (
        "posjetitelji-app/<<org>>/app/src/main/AndroidManifest.xml",
        "android<<n>>/app/src/main/AndroidManifest.xml",
    ),
    """<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="hr.solana.posjetitelji">
    <uses-permission android:name="android.permission.INTERNET" />
    <uses-permission android:name="android.permission.ACCESS_FINE_LOCATION" />
    <application android:label="Solana - šetnica" android:icon="@mipmap/ic_launcher">
        <meta-data
            android:name="com.google.android.geo.API_KEY"
            android:value="<<cred>>" />
        <activity android:name=".KartaActivity" android:exported="true" />
    </application>
</manifest>
""",
    "p:gmaps",
)

reg(
    FAM,
    ORGS,
    "salina_site_gitlab_ci_lftp_deploy",
    ("web/<<org>>/.gitlab-ci.yml", "stranica<<n>>/.gitlab-ci.yml"),
    """stages:
  - deploy

deploy_stranica:
  stage: deploy
  image: alpine:3.20
  only:
    - main
  before_script:
    - apk add --no-cache lftp
  script:
    - lftp -u solana<<n>>,<<cred>> -e "set ssl:verify-certificate no; mirror -R public/ /public_html/; quit" ftp.<<dom>>
""",
    "pw_bare",
)
