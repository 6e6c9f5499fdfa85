"""Family: septic tank and cesspit desludging tankers."""
# ruff: noqa: E501

from __future__ import annotations

from twentyeighth_spec import alnum, reg

F = "septic_desludging_tanker_cesspit"

reg(
    F,
    "septic_tanker_tracker_traccar_xml",
    ("opt/traccar/conf/traccar.xml", "<<org>>/traccar/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://localhost/traccar?serverTimezone=UTC</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<v>></entry>
    <entry key='geocoder.enable'>true</entry>
</properties>
""",
    "pw_xml",
)

reg(
    F,
    "septic_job_booking_php_pdo_positional",
    ("booking/inc/db.php", "<<org>>-jobs/includes/connect.php"),
    """<?php
// emptying jobs: tank size, access notes, last visit
$dsn = 'mysql:host=<<host>>;dbname=jobs;charset=utf8mb4';
$pdo = new PDO($dsn, 'jobs_web', '<<v>>', [
    PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
]);
""",
    "pw_sq",
    "",
)

reg(
    F,
    "septic_driver_lithuanian_viber_slaptazodis",
    ("viber/<<first>>_vairuotojai_<<y>>.txt", "<<org>>/chats/viber_<<mm>>.txt"),
    """[<<dd>>.<<mm>>.<<y>> 06:<<mi>>] <<first>>: Labas, planšetė vėl prašo prisijungti prie maršrutų
[<<dd>>.<<mm>>.<<y>> 06:<<mi>>] <<first2>>: vartotojas tanker<<n>>
[<<dd>>.<<mm>>.<<y>> 06:<<mi>>] <<first2>>: slaptažodis <<v>>
[<<dd>>.<<mm>>.<<y>> 06:<<mi>>] <<first>>: ačiū, veikia
""",
    "human",
    "",
)

reg(
    F,
    "septic_waste_transfer_portal_forwarded_email",
    ("mail/fwd-waste-portal-<<nn>>.eml", "Office/<<y>>/FW_waste_transfer_login.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<first2>> <<last2>> <<<f>>@<<dom>>>
Subject: FW: Your waste transfer note account
Date: Wed, <<d>> <<mon>> <<y>> 11:<<mi>>:52 +0000

For the new driver's tablet - the office login below. Please don't change it.

---------- Forwarded message ---------
From: Waste Portal <noreply@<<dom>>>
Subject: Your waste transfer note account

Your account for electronic waste transfer notes is ready.
Carrier registration: CBDU<<nn>>
User ID: <<user>>
Temporary password: <<v>>

Sign in at https://wastetracking.<<dom>> and change it at first login.
""",
    "pw_bare",
    "",
)

reg(
    F,
    "septic_route_planner_ts_env_fallback_maps_key",
    ("src/routing/maps.ts", "<<org>>-routes/src/geo.ts"),
    """import { Client } from '@googlemaps/google-maps-services-js';

const MAPS_KEY = process.env.MAPS_KEY || '<<v>>';
const client = new Client({});

export async function driveTime(from: string, to: string): Promise<number> {
  const r = await client.distancematrix({ params: { origins: [from], destinations: [to], key: MAPS_KEY } });
  return r.data.rows[0].elements[0].duration.value;
}
""",
    "p:google",
    "",
)

reg(
    F,
    "septic_accounts_quickbooks_tokens_json",
    ("accounts/qbo_tokens.json", "<<org>>/bookkeeping/.qbo/tokens.json"),
    """{
  "realm_id": "<<nn>><<nn>><<nn>>",
  "access_token_expires": <<ep>>,
  "refresh_token": "<<v>>",
  "refresh_token_expires": <<ep>>
}
""",
    lambda rng: "AB11" + alnum(rng, 46),
)

reg(
    F,
    "septic_vacuum_pump_gateway_cfg",
    ("tanker<<n>>/gateway.cfg", "<<org>>/pumps/modbus_gw_<<n>>.cfg"),
    """# vacuum pump + tank level modbus gateway (cab unit)
hostname = tanker<<n>>-gw
modbus_port = /dev/ttyS1
modbus_baud = 19200
web_admin_user = admin
web_admin_password = <<v>>
cellular_apn = internet
report_url = https://fleet.<<dom>>/ingest
""",
    "pw_ini",
    "",
)

reg(
    F,
    "septic_office_sticky_note_bare_lines",
    ("Desktop/sticky_<<n>>.txt", "<<org>>/office-pc/Notes/jobs tablet.txt"),
    """jobs tablet
<<user>>
<<v>>
(yard gate 2580)
""",
    "human",
    "",
)
