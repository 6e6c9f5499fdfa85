"""Family c: a community theatre in Tbilisi (Georgia), Georgian."""

from __future__ import annotations

import json

from hundredfifth_spec import Fam

F = Fam(
    name="tbilisi_community_stage_kartuli",
    orgs=("sakhlisstage", "mziuriteatri", "rustavelisardapi"),
    tld="ge",
    first=(
        "გიორგი|giorgi",
        "ნინო|nino",
        "დავით|davit",
        "თამარ|tamar",
        "ლევან|levan",
        "მარიამ|mariam",
        "ზურაბ|zurab",
        "ეკა|eka",
    ),
    last=(
        "ბერიძე|beridze",
        "კაპანაძე|kapanadze",
        "გელაშვილი|gelashvili",
        "მაისურაძე|maisuradze",
        "ლომიძე|lomidze",
        "ჯაფარიძე|japaridze",
    ),
    words=(
        "gamarjoba",
        "tamada",
        "supra",
        "mtatsminda",
        "kartuli",
        "rustaveli",
        "sakhli",
        "khachapuri",
        "saperavi",
        "tbiliso",
        "mziuri",
        "scena",
        "teatri",
        "kutaisi",
        "chveni",
    ),
    pets=("bombora", "murka", "jeka", "tsuga", "lupi"),
    cc="995",
    city="თბილისი",
)

F.reg(
    "tbilstage_bog_ipay_client_secret_python",
    ("tickets/payments/bog.py", "app/<<org>>/bog_ipay.py"),
    '''"""Bank of Georgia iPay — ბილეთების გადახდა."""

import requests

BOG_CLIENT_ID = "<<cid>>"
BOG_CLIENT_SECRET = "<<cred>>"
TOKEN_URL = "https://ipay.ge/opay/api/v1/oauth2/token"


def get_token() -> str:
    r = requests.post(
        TOKEN_URL,
        auth=(BOG_CLIENT_ID, BOG_CLIENT_SECRET),
        data={"grant_type": "client_credentials"},
        timeout=20,
    )
    r.raise_for_status()
    return r.json()["access_token"]
''',
    "p:bog",
    extra=lambda rng, s: {"cid": str(rng.randint(10000, 99999))},
)

F.reg(
    "tbilstage_georgian_viber_paroli_facebook",
    ("viber/თეატრი_ჩატი_<<date>>.txt", "Viber/<<org>>_group.txt"),
    """[<<dmyd>> <<time>>] <<fn>> <<ln>>: ფეისბუქის გვერდზე ვერ შევდივარ, პაროლი ხომ არ შეცვალეთ?
[<<dmyd>> <<time>>] <<fn2>>: კი, ახალი პაროლია: <<cred>>
[<<dmyd>> <<time2>>] <<fn>> <<ln>>: მადლობა! აფიშას დღეს დავდებ 🎭
""",
    "human",
)

F.reg(
    "tbilstage_tickets_wordpress_wpconfig_php",
    ("public_html/wp-config.php", "www/<<org>>/wp-config.php"),
    """<?php
/** თეატრის საიტი და ბილეთები (WooCommerce) */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "tbilstage_apps_script_sendgrid_reminders",
    ("apps-script/შეხსენებები.gs", "Code.gs"),
    """// რეპეტიციის შეხსენებები მსახიობებს
var SENDGRID_KEY = '<<cred>>';

function sendReminders() {
  var rows = SpreadsheetApp.getActive().getSheetByName('რეპეტიციები').getDataRange().getValues();
  rows.slice(1).forEach(function (r) {
    UrlFetchApp.fetch('https://api.sendgrid.com/v3/mail/send', {
      method: 'post',
      contentType: 'application/json',
      headers: { Authorization: 'Bearer ' + SENDGRID_KEY },
      payload: JSON.stringify({
        personalizations: [{ to: [{ email: r[2] }] }],
        from: { email: 'scena@<<dom>>' },
        subject: 'რეპეტიცია ' + r[0],
        content: [{ type: 'text/plain', value: r[1] }]
      })
    });
  });
}
""",
    "p:sendgrid",
    syntax="",
)

F.reg(
    "tbilstage_rehearsal_ics_description_paroli",
    ("calendar/რეპეტიციები.ics", "exports/<<org>>_calendar.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<ymdc>>T150000Z
DTEND:<<ymdc>>T190000Z
SUMMARY:გენერალური რეპეტიცია — დიდი სცენა
LOCATION:<<org>>\\, <<city>>
DESCRIPTION:Wi-Fi: <<org>>-Backstage\\nპაროლი: <<cred>>\\nშუქის პულტი ჩართეთ 14:30-ზე
UID:<<uuid>>@google.com
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {"ymdc": str(s["date"]).replace("-", "")},
)

F.reg(
    "tbilstage_box_office_telegram_bot_env",
    ("bot/.env", "tickets-bot/<<org>>.env"),
    """# ბილეთების ჯავშნის ბოტი
TELEGRAM_BOT_TOKEN=<<cred>>
ADMIN_CHAT_ID=-100<<id>><<nn>>
DATABASE_URL=sqlite:///bookings.db
TZ=Asia/Tbilisi
""",
    "p:telegram",
    syntax="",
)


def _unifi(s: dict) -> str:
    return (
        json.dumps(
            {
                "meta": {"rc": "ok"},
                "data": [
                    {
                        "_id": str(s["uuid"]).replace("-", "")[:24],
                        "name": f"{s['org']}-Backstage",
                        "security": "wpapsk",
                        "wpa_mode": "wpa2",
                        "x_passphrase": s["cred"],
                        "enabled": True,
                        "usergroup_id": str(s["uuid"]).replace("-", "")[8:32],
                    }
                ],
            },
            ensure_ascii=False,
            indent=2,
        )
        + "\n"
    )


F.reg(
    "tbilstage_unifi_wlanconf_api_dump_json",
    ("network/unifi_wlanconf_<<date>>.json", "backup/wlanconf.json"),
    _unifi,
    "pw_json",
)

F.reg(
    "tbilstage_stage_manager_note_label_next_line",
    ("შენიშვნები/სცენის_მენეჯერი.txt", "Desktop/<<fn>>_შენიშვნა.txt"),
    """სცენის მენეჯერის შენიშვნა — <<dmyd>>

ხმის პულტი (Allen & Heath SQ-5) — ტაბლეტის აპლიკაცია
მომხმარებელი: crew
პაროლი
<<cred>>

ფარდის ძრავა: გამორთეთ წარმოდგენის შემდეგ!
""",
    "human",
)
