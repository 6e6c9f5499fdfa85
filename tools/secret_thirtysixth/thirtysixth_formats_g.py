# ruff: noqa: E501
"""Family g: a regional blood bank and transfusion centre in India: donor SMS, donor camps,
the blood-bag fridges, the lab information system, backups, staff chats in Hindi and Tamil."""

from __future__ import annotations

from thirtysixth_spec import human_with, reg

FAM = "blood_bank_transfusion_centre"
ORGS = ("raktkosh-pune",)
HUMAN = human_with(
    "raktdaan", "raktkosh", "donor", "plasma", "platelet", "opositive", "bnegative", "jeevan",
    "seva", "sanjeevani", "kurudhi", "uyir",
    firsts=("Priya", "Rahul", "Anand", "Kavitha", "Suresh", "Meena"),
)  # fmt: skip

reg(
    FAM,
    ORGS,
    "bloodbank_donor_recall_msg91_php_authkey",
    ("donor-sms/<<org>>/send_recall.php", "htdocs/bb<<n>>/sms/msg91.php"),
    """<?php
// Donors eligible again after 90 days: send recall SMS via MSG91 (DLT template approved)
$authKey    = "<<cred>>";
$templateId = "<<hex8>><<hex8>><<n3>>";
$donors = $pdo->query("SELECT mobile, name FROM donor WHERE last_donation < NOW() - INTERVAL 90 DAY")->fetchAll();
foreach ($donors as $d) {
    $ch = curl_init("https://control.msg91.com/api/v5/flow/");
    curl_setopt($ch, CURLOPT_HTTPHEADER, ["authkey: $authKey", "content-type: application/json"]);
    curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode(["template_id" => $templateId, "recipients" => [["mobiles" => "91" . $d['mobile'], "name" => $d['name']]]]));
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    curl_exec($ch);
}
""",
    "p:msg91",
)

reg(
    FAM,
    ORGS,
    "bloodbank_hindi_whatsapp_lis_password_reply",
    (
        "whatsapp/<<org>>/WhatsApp Chat with Lab Night Shift <<n>>.txt",
        "mobile/<<first>>/lab_<<date>>.txt",
    ),
    """<<date_sl>>, <<time>> - <<ufirst>>: सर, LIS का नया पासवर्ड क्या है? क्रॉस-मैच की रिपोर्ट नहीं खुल रही
<<date_sl>>, <<time>> - Dr Anand: रुको
<<date_sl>>, <<time>> - Dr Anand: <<cred>>
<<date_sl>>, <<time>> - Dr Anand: किसी को मत बताना, सुबह बदल दूंगा
<<date_sl>>, <<time>> - <<ufirst>>: ठीक है सर 🙏
""",
    HUMAN,
)

reg(
    FAM,
    ORGS,
    "bloodbank_tamil_email_kadavuchol_camp_portal",
    ("mail/<<org>>/camp-portal-<<date>>.eml", "outlook/<<first>>/Camp_<<n>>.eml"),
    """From: Kavitha Raman <<<email>>>
To: camps@<<dom>>
Subject: =?UTF-8?B?4K6q4K+B4K6k4K6/4K6vIOCuleCun+CuteCvgeCumuCvjeCumuCviuCusuCvjQ==?=
Date: <<maildate>> +0530
Content-Type: text/plain; charset=utf-8

வணக்கம்,

கல்லூரி இரத்த தான முகாம் பதிவு தளத்திற்கான புதிய கணக்கு:

பயனர்: camp<<n>>
கடவுச்சொல்: <<cred>>

முகாம் முடிந்ததும் கடவுச்சொல்லை மாற்றவும்.
நன்றி,
கவிதா
""",
    "pw",
)

reg(
    FAM,
    ORGS,
    "bloodbank_donor_camp_twilio_java_auth_token",
    ("camp-alerts/<<org>>/src/main/java/in/bb/CampAlerts.java", "alerts<<n>>/src/CampAlerts.java"),
    """package in.bb.camps;

import com.twilio.Twilio;
import com.twilio.rest.api.v2010.account.Message;
import com.twilio.type.PhoneNumber;

/** WhatsApp reminders the evening before a donation camp. */
public final class CampAlerts {
    private static final String ACCOUNT_SID = "AC<<hex8>><<hex8>><<hex8>><<hex8>>";
    private static final String AUTH_TOKEN = "<<cred>>";

    public static void main(String[] args) {
        Twilio.init(ACCOUNT_SID, AUTH_TOKEN);
        for (String mobile : args) {
            Message.creator(new PhoneNumber("whatsapp:+91" + mobile),
                    new PhoneNumber("whatsapp:+14155238886"),
                    "Reminder: blood donation camp tomorrow 9am. Please have breakfast!").create();
        }
    }
}
""",
    "p:twilio",
)

reg(
    FAM,
    ORGS,
    "bloodbank_cold_chain_fridge_sensor_c_header",
    ("firmware/<<org>>/fridge_monitor/secrets.h", "cold-chain/unit<<n>>/include/config.h"),
    """#pragma once
/* Blood-bag refrigerator monitor (2-6 C), platelet agitator incubator (20-24 C) */
#define WIFI_SSID      "BB-Equipment"
#define WIFI_PASS      "<<cred>>"
#define MQTT_HOST      "<<ip>>"
#define MQTT_PORT      1883
#define ALARM_HIGH_C   6.0f
#define ALARM_LOW_C    2.0f
""",
    "pw_dq",
)

reg(
    FAM,
    ORGS,
    "bloodbank_lis_hl7_interface_channel_xml",
    (
        "interface-engine/<<org>>/channels/analyser_<<n>>.xml",
        "hl7/<<year>>/channel-crossmatch-<<n>>.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<channel version="4.4.0">
  <name>Analyser to LIS - blood grouping</name>
  <sourceConnector>
    <transportName>TCP Listener</transportName>
    <properties><listenerConnectorProperties><host>0.0.0.0</host><port>66<<n>></port></listenerConnectorProperties></properties>
  </sourceConnector>
  <destinationConnectors>
    <connector>
      <transportName>Database Writer</transportName>
      <properties>
        <driver>org.postgresql.Driver</driver>
        <url>jdbc:postgresql://<<ip>>:5432/lis</url>
        <username>hl7writer</username>
        <password><<cred>></password>
      </properties>
    </connector>
  </destinationConnectors>
</channel>
""",
    "pw_xml",
)

reg(
    FAM,
    ORGS,
    "bloodbank_inventory_compose_postgres_password",
    ("inventory/<<org>>/docker-compose.yml", "deploy/bb<<n>>/compose.yaml"),
    """services:
  db:
    image: postgres:16
    restart: unless-stopped
    environment:
      POSTGRES_DB: bloodbank
      POSTGRES_USER: bbadmin
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - pgdata:/var/lib/postgresql/data
  web:
    image: registry.<<dom>>/bb-inventory:<<year>>.<<n>>
    ports:
      - "<<port>>:8000"
    depends_on:
      - db
volumes:
  pgdata:
""",
    "pw_dq",
)

reg(
    FAM,
    ORGS,
    "bloodbank_nightly_backup_pgpass_file",
    ("home/postgres<<n>>/.pgpass", "backup/<<org>>/pgpass_<<n>>"),
    """<<ip>>:5432:bloodbank:bbadmin:<<cred>>
<<ip>>:5432:lis:hl7writer:*
""",
    "pw_bare",
)
