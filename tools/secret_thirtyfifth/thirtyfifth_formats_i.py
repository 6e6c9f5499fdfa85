# ruff: noqa: E501
"""Bailiffs and enforcement agents: writs, body cameras, field tablets, debtor payments."""

from __future__ import annotations

from thirtyfifth_spec import SYM_JSON, after, dec_go_json, enc_go_json, human_with, pw_with, reg

F = "bailiff_enforcement_writs"
WRIT_WORDS = (
    "warrant",
    "distraint",
    "levy",
    "seizure",
    "writ",
    "execution",
    "summons",
    "bailiwick",
)

reg(
    F,
    "bailiff_bodycam_uploads_appsettings_azure_storage",
    ("bodycam/<<org>>/appsettings.Production.json", "src/Evidence.Upload/appsettings_<<n>>.json"),
    """{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "Evidence": {
    "Container": "bodycam-footage",
    "RetentionDays": 31,
    "StorageConnection": "DefaultEndpointsProtocol=https;AccountName=<<acct>>;AccountKey=<<cred>>;EndpointSuffix=core.windows.net"
  }
}
""",
    "p:azure_storage",
    extra=lambda rng, s: {"acct": str(s["org"]).replace("-", "")[:18] + "ev"},
)

reg(
    F,
    "bailiff_case_system_hibernate_cfg_xml",
    (
        "casework/<<org>>/src/main/resources/hibernate.cfg.xml",
        "writ-tracker/conf/hibernate_<<n>>.cfg.xml",
    ),
    """<?xml version="1.0" encoding="utf-8"?>
<hibernate-configuration>
  <session-factory>
    <property name="connection.driver_class">org.postgresql.Driver</property>
    <property name="connection.url">jdbc:postgresql://<<host>>:5432/writs</property>
    <property name="connection.username">writ_app</property>
    <property name="connection.password"><<cred>></property>
    <property name="hbm2ddl.auto">validate</property>
    <mapping class="uk.enforcement.cases.Writ"/>
  </session-factory>
</hibernate-configuration>
""",
    "pw_xml",
    syntax="xml",
)

reg(
    F,
    "bailiff_romanian_email_parola_portal_executari",
    ("mail/<<org>>/executari/<<n3>>.eml", "arhiva/<<f>>/portal_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Acces portal executări silite
Date: Tue, <<day>> Feb <<year>> <<time>>:44 +0200
Content-Type: text/plain; charset=UTF-8

Bună ziua,

Contul pentru registrul de popriri este activ.
Utilizator: <<udot>>
Parola: <<cred>>

Vă rog să nu folosiți contul de pe telefonul personal.
Cu stimă,
<<first>>
""",
    human_with((*WRIT_WORDS, "poprire", "dosar", "executor")),
    syntax="",
)

reg(
    F,
    "bailiff_vehicle_anpr_lookup_elixir_config",
    ("anpr/<<org>>/config/runtime.exs", "apps/plate_lookup/config/prod_<<n>>.exs"),
    """import Config

config :plate_lookup, PlateLookup.Client,
  base_url: "https://anpr.<<dom>>/v2",
  api_key: "<<cred>>",
  timeout: 8_000

config :plate_lookup, PlateLookup.Repo,
  url: System.get_env("DATABASE_URL"),
  pool_size: 5
""",
    "x:anpr_live_:40",
    syntax="",
)

reg(
    F,
    "bailiff_debtor_payments_mollie_php",
    ("payments/<<org>>/src/Mollie.php", "htdocs/betalen/mollie_<<n>>.php"),
    """<?php
require __DIR__ . '/../vendor/autoload.php';

// betaalverzoeken voor openstaande vorderingen
$mollie = new \\Mollie\\Api\\MollieApiClient();
$mollie->setApiKey("<<cred>>");

function betaalLink(string $dossier, string $bedrag) {
    global $mollie;
    return $mollie->payments->create([
        "amount" => ["currency" => "EUR", "value" => $bedrag],
        "description" => "Dossier " . $dossier,
        "redirectUrl" => "https://betalen.<<dom>>/klaar",
    ])->getCheckoutUrl();
}
""",
    "p:mollie",
    syntax="",
)

reg(
    F,
    "bailiff_field_tablet_wlan_profile_keymaterial",
    ("mdm/<<org>>/wlan/Wi-Fi-Field.xml", "provisioning/wlan_profile_<<n>>.xml"),
    """<?xml version="1.0"?>
<WLANProfile xmlns="http://www.microsoft.com/networking/WLAN/profile/v1">
  <name>Enforcement-Field</name>
  <SSIDConfig><SSID><name>Enforcement-Field</name></SSID></SSIDConfig>
  <connectionType>ESS</connectionType>
  <connectionMode>auto</connectionMode>
  <MSM>
    <security>
      <authEncryption><authentication>WPA2PSK</authentication><encryption>AES</encryption><useOneX>false</useOneX></authEncryption>
      <sharedKey>
        <keyType>passPhrase</keyType>
        <protected>false</protected>
        <keyMaterial><<cred>></keyMaterial>
      </sharedKey>
    </security>
  </MSM>
</WLANProfile>
""",
    "pw_xml",
)

reg(
    F,
    "bailiff_writ_scanner_go_json_html_escaped",
    ("scanner/<<org>>/state.json", "writscan/data/settings_<<n>>.json"),
    """{"device":"writscan-<<n3>>","inbox":"\\\\\\\\<<ip>>\\\\writs","smtp_host":"smtp.<<dom>>","smtp_user":"<<email>>","smtp_password":"<<enc>>","ocr_lang":"eng","updated":"<<date>>T<<time>>:00Z"}
""",
    pw_with("&<>", SYM_JSON),
    extra=lambda rng, s: {"enc": enc_go_json(str(s["cred"]))},
    decode=lambda t: dec_go_json(after(t, '"smtp_password":"', '"')),
)

reg(
    F,
    "bailiff_serbian_viber_lozinka_teren",
    ("chats/<<org>>/viber_<<n>>.txt", "viber-export/izvrsitelji_<<n3>>.txt"),
    """<<ddmm>> <<time>> <<name>>: Колега, која је лозинка за таблет на терену?
<<ddmm>> <<time2>> <<name2>>: корисник terenac, лозинка <<cred>>
<<ddmm>> <<time2>> <<name>>: хвала
""",
    human_with((*WRIT_WORDS, "beograd", "predmet")),
    syntax="",
)
