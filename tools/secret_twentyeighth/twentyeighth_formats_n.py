"""Family: phlebotomy services (venepuncture clinics, home visits, sample couriers)."""
# ruff: noqa: E501

from __future__ import annotations

import urllib.parse

from twentyeighth_spec import alnum, dec_after, enc_url, pw_with, reg

F = "phlebotomy_venepuncture_phlebotomist"

reg(
    F,
    "phlebotomy_sample_courier_tracking_json",
    ("courier/settings.json", "<<org>>/sample-runs/courier.json"),
    """{
  "courier": "lab-runs",
  "pickup_cutoff": "15:30",
  "cold_chain": true,
  "api": {
    "base": "https://track.<<dom>>/v3",
    "account": "<<org>>",
    "key": "<<v>>"
  }
}
""",
    "x:lrk_:40",
)

reg(
    F,
    "phlebotomy_tube_label_printer_ini",
    ("labels/TubeLabels.ini", "C:/ProgramData/<<org>>/labelprint.ini"),
    """[Printer]
Model=ZD421
Address=<<ip>>
Label=TubeBarcode_38x25

[OrderComms]
Url=https://ordercomms.<<dom>>/api
ClinicCode=PH<<n>>
User=labels_<<n>>
Secret=<<v>>
""",
    "pw_ini",
)

reg(
    F,
    "phlebotomy_home_visits_gradle_kts_buildconfig",
    ("app/build.gradle.kts", "<<org>>-homevisits/app/build.gradle.kts"),
    """plugins {
    id("com.android.application")
    kotlin("android")
}

android {
    namespace = "com.<<org>>.homevisits"
    defaultConfig {
        applicationId = "com.<<org>>.homevisits"
        minSdk = 26
        buildConfigField("String", "ROUTING_API_KEY", "\\"<<v>>\\"")
    }
}
""",
    "p:google",
    "",
)

reg(
    F,
    "phlebotomy_nurse_greek_viber_kodikos",
    ("viber/αιμοληψίες_<<mm>>.txt", "<<org>>/chats/nurses_<<y>>.txt"),
    """[<<dd>>/<<mm>>/<<y>> 07:<<mi>>] <<first>>: Καλημέρα, ποιος είναι ο κωδικός για το σύστημα του εργαστηρίου;
[<<dd>>/<<mm>>/<<y>> 07:<<mi>>] <<first2>>: όνομα χρήστη: aimo<<n>>
[<<dd>>/<<mm>>/<<y>> 07:<<mi>>] <<first2>>: κωδικός: <<v>>
[<<dd>>/<<mm>>/<<y>> 07:<<mi>>] <<first>>: ευχαριστώ!
""",
    "human",
    "",
)

reg(
    F,
    "phlebotomy_booking_cliniko_python_basic",
    ("bookings/cliniko_export.py", "<<org>>/scripts/appointments.py"),
    """import requests

API_KEY = "<<v>>"
BASE = "https://api.uk2.cliniko.com/v1"

r = requests.get(
    f"{BASE}/individual_appointments",
    auth=(API_KEY, ""),
    headers={"User-Agent": "<<Org>> (<<email>>)", "Accept": "application/json"},
    timeout=30,
)
for appt in r.json()["individual_appointments"]:
    print(appt["starts_at"], appt["notes"])
""",
    lambda rng: "MS0" + alnum(rng, 44) + "-uk2",
)

reg(
    F,
    "phlebotomy_results_spring_xml_datasource",
    ("results-service/src/main/resources/applicationContext.xml", "<<org>>/conf/datasource.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<beans xmlns="http://www.springframework.org/schema/beans"
       xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
       xsi:schemaLocation="http://www.springframework.org/schema/beans http://www.springframework.org/schema/beans/spring-beans.xsd">
  <bean id="resultsDs" class="org.apache.commons.dbcp2.BasicDataSource" destroy-method="close">
    <property name="driverClassName" value="org.postgresql.Driver"/>
    <property name="url" value="jdbc:postgresql://<<host>>:5432/results"/>
    <property name="username" value="results"/>
    <property name="password" value="<<v>>"/>
  </bean>
</beans>
""",
    "pw_xml",
)

reg(
    F,
    "phlebotomy_locum_induction_pack_text",
    ("induction/Locum_induction_<<y>>.txt", "<<org>>/Shared/Induction pack (locums).txt"),
    """LOCUM PHLEBOTOMIST - INDUCTION PACK

1. Sharps bins: collected Tuesdays. Never more than 3/4 full.
2. Order of draw poster is above each chair - follow it.
3. Fridge log twice daily.

IT
Clinic PC login: locum / <<v>>
You will be asked to accept the data protection notice on first login.
Order comms: ask the practice manager for your own smartcard.

Emergency: anaphylaxis kit is in the blue box behind reception.
""",
    "human_bare",
    "",
)

reg(
    F,
    "phlebotomy_results_fetch_curl_percent_userinfo",
    ("scripts/fetch_results.sh", "<<org>>/cron/results_pull_<<n>>.sh"),
    """#!/bin/bash
# pull yesterday's results PDFs from the lab drop
set -euo pipefail
D=$(date -d yesterday +%Y%m%d)
curl -fsS --ftp-ssl "ftp://clinic<<n>>:<<v>>@results.<<dom>>/out/$D/" -o /dev/null
wget -q -r -nH --cut-dirs=2 "ftp://clinic<<n>>:<<v>>@results.<<dom>>/out/$D/" -P /srv/results
""",
    pw_with("@:/#?%"),
    "",
    enc=enc_url,
    decode=dec_after(r"ftp://clinic\d+:([^@]+)@", urllib.parse.unquote),
)
