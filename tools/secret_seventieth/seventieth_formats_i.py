# ruff: noqa: E501
"""Family i: a small web design agency in Amman (Jordan), Jordanian Arabic."""

from __future__ import annotations

import json

from seventieth_spec import Fam, alnum, dec_html_between, enc_html, need_chars

F = Fam(
    name="amman_web_design_agency",
    orgs=("ammanpixel", "weibdehstudio", "jabalweb"),
    tld="jo",
    first=(
        ("رامي", "rami"),
        ("لينا", "lina"),
        ("يزن", "yazan"),
        ("دانا", "dana"),
        ("طارق", "tariq"),
        ("سارة", "sara"),
        ("مهند", "muhannad"),
        ("رزان", "razan"),
    ),
    last=(
        ("الخطيب", "alkhatib"),
        ("العمري", "alomari"),
        ("حداد", "haddad"),
        ("النابلسي", "nabulsi"),
        ("الزعبي", "zoubi"),
        ("المصري", "masri"),
    ),
    words=(
        "amman",
        "petra",
        "mansaf",
        "knafeh",
        "jabal",
        "weibdeh",
        "rainbow",
        "zaatar",
        "wadi",
        "aqaba",
        "sahtein",
        "yalla",
        "habibi",
        "dahab",
        "hummus",
        "shams",
        "qamar",
        "citadel",
    ),
    pets=("loulou", "simsim", "bobby", "lucy", "oscar", "zizo"),
    towns=("Amman", "Irbid", "Zarqa", "Aqaba", "Salt", "Madaba"),
    cc="+962",
)

F.reg(
    "amman_webdesign_wp_config_php_db_password",
    ("public_html/wp-config.php", "sites/<<org>>-<<word>>/wp-config.php"),
    """<?php
/** إعدادات ووردبريس لموقع العميل - <<orgc>> */
define( 'DB_NAME', '<<org>>_wp<<n>>' );
define( 'DB_USER', '<<org>>_wp<<n>>' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

define( 'WP_DEBUG', false );
$table_prefix = 'wp<<nn>>_';

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "amman_webdesign_handover_html_entity_escaped",
    ("handover/<<org>>_<<d8>>.html", "clients/<<fa2>>/تسليم_الموقع_<<n>>.html"),
    """<!DOCTYPE html>
<html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>تسليم الموقع</title></head>
<body>
<h1>تسليم موقع <<fa2>>-<<word>>.jo</h1>
<p>مرحباً <<fn2>>، هذه بيانات الدخول إلى لوحة التحكم. يرجى تغيير كلمة المرور بعد أول دخول.</p>
<table border="1">
<tr><th>الرابط</th><td>https://<<fa2>>-<<word>>.jo/wp-admin</td></tr>
<tr><th>اسم المستخدم</th><td><<fa2>>_admin</td></tr>
<tr><th>كلمة المرور</th><td class="pw"><<enc>></td></tr>
</table>
<p>مع تحيات فريق <<orgc>></p>
</body></html>
""",
    need_chars("@#!*$&<", "pw"),
    encode=lambda v, s: enc_html(v),
    decode=dec_html_between('<td class="pw">', "</td>"),
)

F.reg(
    "amman_webdesign_arabic_whatsapp_cpanel_kalimat_sir",
    ("WhatsApp Chat with <<fa2>> <<word>>.txt", "chats/<<org>>/محادثة واتساب مع <<fa2>>.txt"),
    """<<dmy>>, <<time>> - <<fn2>> <<ln2>>: مرحبا، الموقع نازل من الصبح!
<<dmy>>, <<time>> - <<fn>>: هلا <<fn2>>، بدي أفوت على الـ cPanel أشوف شو صاير. ابعتلي اليوزر وكلمة السر من الاستضافة
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: اليوزر <<fa2>><<n>>
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: كلمة السر <<cred>>
<<dmy>>, <<time2>> - <<fn>>: تمام، دقايق وبرجعلك
<<dmy>>, <<time2>> - <<fn>>: رجع الموقع 👌 كانت الاستضافة مخلصة المساحة
""",
    "human",
)

F.reg(
    "amman_webdesign_github_actions_ftp_deploy_yaml",
    (".github/workflows/deploy.yml", "<<org>>-<<word>>-site/.github/workflows/ftp.yml"),
    """name: Deploy to shared hosting
on:
  push:
    branches: [main]
jobs:
  web-deploy:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - name: Build
        run: npm ci && npm run build
      - name: FTP deploy
        uses: SamKirkland/FTP-Deploy-Action@v4.3.5
        with:
          server: ftp.<<fa2>>-<<word>>.jo
          username: deploy@<<fa2>>-<<word>>.jo
          password: "<<cred>>"
          local-dir: ./dist/
""",
    "pw_dq",
)

F.reg(
    "amman_webdesign_payfort_aps_laravel_config",
    ("config/payfort.php", "clients/<<fa2>>-shop/config/amazon_ps.php"),
    """<?php

return [
    'sandbox' => false,
    'merchant_identifier' => '<<merchant>>',
    'access_code' => '<<access>>',
    'sha_type' => 'sha256',
    'sha_request_phrase' => '<<cred>>',
    'sha_response_phrase' => env('APS_SHA_RESPONSE'),
    'currency' => 'JOD',
    'language' => 'ar',
];
""",
    "p:payfort_phrase",
    syntax="",
    extra=lambda rng, s: {"merchant": alnum(rng, 8), "access": alnum(rng, 20)},
)

F.reg(
    "amman_webdesign_figma_assets_export_node",
    ("scripts/export-icons.mjs", "clients/<<fa2>>/tools/figma-export-<<n>>.mjs"),
    """// تصدير الأيقونات من ملف فيجما العميل إلى SVG
import fs from 'node:fs/promises';

const FIGMA_TOKEN = '<<cred>>';
const FILE_KEY = '<<filekey>>';

const res = await fetch(`https://api.figma.com/v1/files/${FILE_KEY}/components`, {
  headers: { 'X-Figma-Token': FIGMA_TOKEN },
});
const { meta } = await res.json();
await fs.writeFile('components.json', JSON.stringify(meta.components, null, 2));
console.log('exported', meta.components.length);
""",
    lambda rng, fam: (
        f"figd_{alnum(rng, 40, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-')}"
    ),
    syntax="",
    extra=lambda rng, s: {"filekey": alnum(rng, 22)},
)


def _sftp_json(s: dict) -> str:
    return json.dumps(
        {
            "name": f"{s['fa2']}-{s['word']}.jo",
            "host": s["pub_ip"],
            "protocol": "sftp",
            "port": 22,
            "username": f"{s['fa2']}{s['n']}",
            "password": s["cred"],
            "remotePath": f"/home/{s['fa2']}{s['n']}/public_html",
            "uploadOnSave": True,
            "ignore": [".vscode", ".git", "node_modules"],
        },
        indent=4,
    )


F.reg(
    "amman_webdesign_vscode_sftp_json_password",
    (".vscode/sftp.json", "projects/<<fa2>>-<<word>>/.vscode/sftp.json"),
    _sftp_json,
    "pw_json",
)

F.reg(
    "amman_webdesign_deploy_id_rsa_bare_file",
    ("keys/<<org>>_deploy_id_rsa", "home/<<fa>>/.ssh/id_rsa_<<word>>"),
    "<<cred>>\n",
    "pem",
    syntax="",
)
