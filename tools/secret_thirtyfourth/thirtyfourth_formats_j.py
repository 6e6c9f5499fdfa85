"""Family j: a taiko drumming ensemble (classes, performances, drum hire)."""

from __future__ import annotations

from thirtyfourth_spec import b64, human_with, reg, rsa_pem

F = "taiko_drumming_ensemble_performances"

reg(
    F,
    "taiko_japanese_email_pasuwado_kaikei",
    ("mail/kaikei_<<n3>>.eml", "mails/<<user>>/hikitsugi_<<n>>.eml"),
    """From: <<last_cap>> <<first_cap>> <<<email>>>
To: jimukyoku@<<dom>>
Subject: 会計ソフトのログイン情報について
Content-Type: text/plain; charset=UTF-8

事務局の皆様

お疲れ様です。来月から会計担当が変わりますので、会計ソフトのログイン情報をお送りします。

ログインID：taiko.kaikei<<n>>
パスワード：<<cred>>

公演の入金確認は毎週金曜日にお願いします。
よろしくお願いいたします。
""",
    human_with("odaiko", "shime", "matsuri", "bachi"),
)

reg(
    F,
    "taiko_rehearsal_video_nextcloud_webdav_curl",
    ("scripts/upload_rehearsal.sh", "home/<<user>>/bin/push_video_<<n>>.sh"),
    """#!/bin/bash
set -e
f="$1"
curl -u taiko-upload:<<cred>> -T "$f" \\
  "https://cloud.<<dom>>/remote.php/dav/files/taiko-upload/Rehearsals/$(basename "$f")"
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "taiko_booking_site_laravel_env_mail",
    ("booking/.env", "www/<<org>>/.env"),
    """APP_NAME="Taiko Bookings"
APP_ENV=production
APP_KEY=base64:<<appkey>>
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=bookings
DB_USERNAME=bookings
DB_PASSWORD=<<dbpw>>
MAIL_MAILER=smtp
MAIL_HOST=smtp.<<dom>>
MAIL_USERNAME=bookings@<<dom>>
MAIL_PASSWORD=<<cred>>
""",
    "pw",
    syntax="",
    extra=lambda r, s: {
        "appkey": b64(r, 32),
        "dbpw": "ask-" + str(s["n3"]),
    },
)

reg(
    F,
    "taiko_member_sheet_service_account_json_key",
    ("credentials/sheets-sa.json", "secrets/<<org>>-members-<<n>>.json"),
    """{
  "type": "service_account",
  "project_id": "taiko-members-<<n3>>",
  "private_key_id": "<<hex40>>",
  "private_key": "<<cred>>\\n",
  "client_email": "sheets-sync@taiko-members-<<n3>>.iam.gserviceaccount.com",
  "client_id": "1<<n4>><<n4>><<n4>><<n4>><<n3>>",
  "token_uri": "https://oauth2.googleapis.com/token"
}
""",
    lambda r: rsa_pem(r, 2048, pkcs8=True).replace("\n", "\\n"),
)

reg(
    F,
    "taiko_workshop_tickets_php_curl_userpwd",
    ("tickets/sync_peatix.php", "cron/<<org>>_tickets.php"),
    """<?php
$ch = curl_init("https://tickets.<<dom>>/api/events/<<n4>>/attendees");
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
curl_setopt($ch, CURLOPT_HTTPAUTH, CURLAUTH_BASIC);
curl_setopt($ch, CURLOPT_USERPWD, "taiko<<n>>:<<cred>>");
$rows = json_decode(curl_exec($ch), true);
curl_close($ch);
file_put_contents(__DIR__ . "/attendees.json", json_encode($rows));
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "taiko_dojo_router_sticky_note_ocr",
    ("ocr/sticky_<<n3>>.txt", "scans/dojo_router_<<n>>.txt"),
    """ルーター管理画面
192.168.<<n>>.1
admin
<<cred>>
※触らないこと！ 先生
""",
    human_with("taiko", "ddon", "kagura"),
)

reg(
    F,
    "taiko_hall_booking_selenium_send_keys",
    ("automation/book_hall.py", "bots/<<org>>_hall_booking.py"),
    """from selenium import webdriver
from selenium.webdriver.common.by import By

driver = webdriver.Firefox()
driver.get("https://shisetsu.<<dom>>/login")
driver.find_element(By.ID, "userId").send_keys("<<n4>><<n4>>")
driver.find_element(By.ID, "password").send_keys("<<cred>>")
driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
""",
    "pw_dq",
)

reg(
    F,
    "taiko_site_deploy_rsa_private_key_file",
    ("deploy/id_rsa_<<org>>", "ci/keys/taiko_site_deploy_<<n>>"),
    """<<cred>>
""",
    lambda r: rsa_pem(r, 2048),
    syntax="",
)
