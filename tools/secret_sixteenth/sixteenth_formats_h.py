# ruff: noqa: E501
"""Family salon_spa_appointment_books: salon and spa booking, POS and reminder tooling."""

from __future__ import annotations

import random

from sixteenth_corpus import (
    Out,
    alnum,
    b64,
    domain,
    email,
    fill,
    fmt,
    gen_pw,
    hexs,
    host,
    org,
    uuid4,
)

FAM = "salon_spa_appointment_books"


@fmt(FAM, "vagaro_partner_sync_yaml_client_secret_key")
def vagaro_yaml(rng: random.Random) -> Out:
    sec = alnum(rng, 40)
    o = org(rng)
    text = fill(
        """vagaro:
  region: us04
  business_id: "<<bid>>"
  client_id: "<<cid>>"
  client_secret_key: "<<sec>>"
sync:
  appointments: true
  customers: true
  days_ahead: 14
""",
        bid=alnum(rng, 8),
        cid=alnum(rng, 24),
        sec=sec,
    )
    return Out(f"{o}/salon-sync/vagaro{rng.randint(1, 40)}.yml", text, sec)


@fmt(FAM, "salon_booking_php_class_const_webhook_signing_key")
def fresha_php(rng: random.Random) -> Out:
    key = hexs(rng, 64)
    o = org(rng)
    text = fill(
        """<?php

namespace App\\Booking;

final class WebhookVerifier
{
    private const SIGNING_KEY = '<<key>>';

    public function valid(string $body, string $signature): bool
    {
        return hash_equals(hash_hmac('sha256', $body, self::SIGNING_KEY), $signature);
    }
}
""",
        key=key,
    )
    return Out(f"{o}-salon/src/Booking/WebhookVerifier{rng.randint(1, 40)}.php", text, key, "")


@fmt(FAM, "phorest_third_party_api_curl_u_global_user_password")
def phorest_curl(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+")
    o = org(rng)
    text = fill(
        """curl -s -u 'global/<<mail>>:<<pw>>' \\
  "https://api-gateway-eu.phorest.com/third-party-api-server/api/business/<<biz>>/branch/<<br>>/appointment?from_date=2025-10-01&to_date=2025-10-07" \\
  | jq '.page.totalElements'
""",
        mail=email(rng),
        pw=pw,
        biz=alnum(rng, 22),
        br=alnum(rng, 22),
    )
    return Out(f"{o}/phorest/appointments{rng.randint(1, 99)}.sh", text, pw, "")


@fmt(FAM, "salon_backup_batch_osql_sa_password_flag")
def osql_bat(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+")
    o = org(rng)
    text = fill(
        """@echo off
rem Salon software nightly backup (runs on the reception PC)
set DEST=E:\\SalonBackup\\%DATE:~-4%%DATE:~3,2%%DATE:~0,2%
mkdir "%DEST%"
osql -S .\\SALON -U sa -P <<pw>> -Q "BACKUP DATABASE [Salon] TO DISK='%DEST%\\Salon.bak' WITH INIT"
robocopy "C:\\ProgramData\\Salon\\Photos" "%DEST%\\Photos" /MIR /R:1 /W:1
""",
        pw=pw,
    )
    return Out(f"{o}/backup/salon_backup{rng.randint(1, 40)}.bat", text, pw, "")


@fmt(FAM, "boulevard_admin_api_ruby_initializer_api_secret_base64")
def blvd_rb(rng: random.Random) -> Out:
    sec = b64(rng, 32)
    o = org(rng)
    text = fill(
        """# config/initializers/boulevard.rb
Boulevard.configure do |c|
  c.business_id = "<<bid>>"
  c.api_key = "<<key>>"
  c.api_secret = "<<sec>>"
  c.endpoint = "https://dashboard.boulevard.io/api/2020-01/admin"
end
""",
        bid=uuid4(rng),
        key=uuid4(rng),
        sec=sec,
    )
    return Out(f"{o}-spa/config/initializers/boulevard{rng.randint(1, 40)}.rb", text, sec, "")


@fmt(FAM, "appointment_reminder_lua_table_sms_api_key")
def reminder_lua(rng: random.Random) -> Out:
    key = alnum(rng, 32)
    o = org(rng)
    text = fill(
        """-- reminder.lua: texts clients 24 h before their appointment
return {
  salon = "<<o>> hair & beauty",
  sms = {
    endpoint = "https://sms.<<dom>>/v1/messages",
    api_key = "<<key>>",
    sender = "SALON",
  },
  hours_before = 24,
  template = "Hi {first}, see you tomorrow at {time} with {stylist}!",
}
""",
        o=o,
        dom=domain(rng),
        key=key,
    )
    return Out(f"{o}/reminders/reminder{rng.randint(1, 40)}.lua", text, key, "")


@fmt(FAM, "spa_pos_app_config_connection_string_password_attribute")
def spa_appconfig(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#$%*+-_.?@^~")
    o = org(rng)
    text = fill(
        """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="SpaDb" providerName="System.Data.SqlClient"
         connectionString="Data Source=<<h>>\\SPA;Initial Catalog=SpaPos;User ID=spa_pos;Password=<<pw>>;" />
  </connectionStrings>
  <appSettings>
    <add key="ReceiptPrinter" value="EPSON TM-T88VI" />
    <add key="GiftCardPrefix" value="GC" />
  </appSettings>
</configuration>
""",
        h=host(rng, "sql"),
        pw=pw,
    )
    return Out(f"{o}/SpaPos{rng.randint(1, 40)}/SpaPos.exe.config", text, pw, "xml")
