"""Family i: punting (chauffeured and self-hire punts on a river)."""
# ruff: noqa: E501

import base64

from thirtysecond_spec import alnum, b64_user_pw, dec_after, prov, reg


def _basic(rng, c):
    return {"basic": base64.b64encode(f"kiosk{c['n']}:{c['raw']}".encode()).decode()}


F = "punting_river_boat_hire"

reg(
    F,
    "punting_ticket_kiosk_curl_basic_header_script",
    ("kiosk/<<org>>/push_sales.sh", "bin/punt-kiosk-<<n>>-sync.sh"),
    """#!/bin/sh
# push the day's punt tickets from the quay kiosk to the office
set -e
DAY=$(date +%F)
curl -fsS -X POST "https://office.<<dom>>/api/kiosk/sales?day=$DAY" \\
  -H "Authorization: Basic <<basic>>" \\
  -H "Content-Type: text/csv" \\
  --data-binary @/var/lib/kiosk/sales-$DAY.csv
""",
    "h_url",
    extra=_basic,
    decode=dec_after(r"Authorization: Basic ([A-Za-z0-9+/=]+)", b64_user_pw),
)

reg(
    F,
    "punting_chauffeur_rota_signal_export",
    ("signal/<<org>>_chauffeurs_<<n>>.txt", "backup/signal/<<first>>_<<date>>.txt"),
    """[<<date>> <<time>>] <<firstc>>: who's on the 2pm chauffeured punt? party of 6 from the conference
[<<date>> <<time>>] <<first2c>>: me. also whats the booking system pw now, it logged me out
[<<date>> <<time2>>] <<firstc>>: <<cred>>
[<<date>> <<time2>>] <<first2c>>: ta. poles are back in the rack btw, one's split
""",
    "h",
)

reg(
    F,
    "punting_booking_nextjs_env_local_service_role",
    ("booking/<<org>>/.env.local", "apps/punts-<<n>>/.env.local"),
    """NEXT_PUBLIC_SUPABASE_URL=https://<<hex12>>abcdefgh.supabase.co
NEXT_PUBLIC_SITE_NAME="<<org_t>>"
SUPABASE_SERVICE_ROLE_KEY=<<cred>>
NEXT_PUBLIC_PUNT_PRICE_GBP=40
""",
    prov("jwt"),
)

reg(
    F,
    "punting_boathouse_keypad_sticky_ocr",
    ("scans/boathouse_wall_<<n>>.txt", "ocr/<<org>>/sticky_<<date>>.txt"),
    """B0ATHOUSE
keypad app (admin)
<<firstc>>@<<org>>
<<cred>>
DO NOT GIVE TO STUDENTS
""",
    "h",
)

reg(
    F,
    "punting_river_levels_home_assistant_secrets",
    ("homeassistant/secrets.yaml", "config/<<org>>-ha/secrets-<<n>>.yaml"),
    """# Home Assistant secrets (river level alerts for the punt station)
latitude_home: 52.20<<n>>
longitude_home: 0.11<<n>>
pushover_api_key: <<cred>>
pushover_user_key: u<<hex12>>
ea_station_id: "E<<n4>>"
""",
    prov("pushover"),
)

reg(
    F,
    "punting_tour_guides_japanese_email_pasuwado",
    ("mail/<<org>>/guide_<<n>>.eml", "inbox/<<first>>/tour_<<date>>.eml"),
    """From: <<firstc>> <<lastc>> <<<email>>>
To: tours@<<dom>>
Subject: =?UTF-8?B?44OR44Oz44OI44Gu44GU5LqI57SE?=
Content-Type: text/plain; charset=UTF-8

田中様

来週のパントツアー（日本語ガイド付き）の予約管理ページのログイン情報です。

ユーザー名：<<user>>
パスワード：<<cred>>

よろしくお願いいたします。
<<firstc>>
""",
    "h",
)

reg(
    F,
    "punting_fleet_gps_traccar_xml",
    ("opt/traccar/conf/traccar.xml", "traccar/<<org>>/traccar-<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://localhost/traccar?zeroDateTimeBehavior=round</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
</properties>
""",
    "pw_xml",
)

reg(
    F,
    "punting_accounts_xero_csharp_initializer",
    ("Accounts/<<org>>/XeroSync/Program.cs", "src/PuntAccounts<<n>>/XeroSetup.cs"),
    """using Xero.NetStandard.OAuth2.Config;

namespace PuntAccounts;

public static class XeroSetup
{
    public static XeroConfiguration Config() => new XeroConfiguration
    {
        ClientId = "<<hex8>><<hex8>><<hex8>><<hex8>>",
        ClientSecret = "<<cred>>",
        CallbackUri = new Uri("https://office.<<dom>>/xero/callback"),
        Scope = "openid profile email accounting.transactions offline_access"
    };
}
""",
    lambda rng: alnum(rng, 48, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"),
)
