"""Family j: a Lao khene (bamboo mouth organ) workshop in Luang Prabang: shop, festival, bank."""

from __future__ import annotations

from fortyfirst_spec import Fam

F = Fam(
    "khene_lao_mouthorgan",
    ("vangkhene",),
    "la",
    (
        "ສົມພອນ",
        "ບຸນມີ",
        "ແສງດາວ",
        "Somphone",
        "Bounmy",
        "Khamla",
        "Noy",
        "Vilay",
        "Sengdao",
        "Phonesavanh",
    ),
    ("ພົມມະຈັນ", "Phommachanh", "Sisouphanh", "Keomany", "Vongsa", "Inthavong", "Souvannavong"),
    (
        "khene",
        "khaen",
        "mekong",
        "phousi",
        "lanxang",
        "champa",
        "lamvong",
        "sticky",
        "kaipen",
        "namkhan",
    ),
    ("ladufon", "ladunao", "pimai", "boun", "songkran", "ladurorn"),
    "+856",
    latin=("somphone", "bounmy", "sengdao", "phommachanh"),
)

F.reg(
    "khene_lao_whatsapp_lahat_phan",
    ("WhatsApp Chat with ຮ້ານແຄນ.txt", "chats/ran_khen_<<id>>.txt"),
    """<<dmys>>, <<time>> - <<full>>: ສະບາຍດີ ລະຫັດຜ່ານ ຂອງ Facebook page ຮ້ານແຄນ ແມ່ນຫຍັງ?
<<dmys>>, <<time2>> - <<full2>>: ອີເມວ <<email>>
<<dmys>>, <<time2>> - <<full2>>: ລະຫັດຜ່ານ <<cred>>
<<dmys>>, <<time2>> - <<full>>: ຂອບໃຈ 🙏
""",
    cred="human",
)

F.reg(
    "khene_thai_line_chat_export_rahat",
    ("[LINE] Chat with ผู้ส่งไม้ไผ่.txt", "line_export/bamboo_supplier_<<id>>.txt"),
    """[LINE] Chat history with ผู้ส่งไม้ไผ่ (หนองคาย)
Saved on: <<dmys>> <<time>>

<<date>>
<<time>>\t<<full>>\tสวัสดีครับ ขอเข้าดูใบสั่งซื้อไม้ไผ่ในระบบได้ไหมครับ
<<time2>>\tNong Khai Bamboo\tได้ครับ user: <<user>>
<<time2>>\tNong Khai Bamboo\tรหัสผ่าน <<cred>>
<<time2>>\t<<full>>\tขอบคุณครับ 🙏
""",
    cred="human",
    syntax="",
)

F.reg(
    "khene_workshop_pos_loyverse_token_php",
    ("pos/loyverse_stock.php", "www/<<org>>/cron/loyverse_<<n>>.php"),
    """<?php
// Sync khene stock (7, 8 and 9 pair instruments) from Loyverse POS to the website
$token = "<<cred>>";
$ch = curl_init("https://api.loyverse.com/v1.0/inventory?limit=250");
curl_setopt($ch, CURLOPT_HTTPHEADER, ["Authorization: Bearer " . $token]);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
$inv = json_decode(curl_exec($ch), true);
file_put_contents(__DIR__ . "/stock.json", json_encode($inv["inventory_levels"]));
""",
    cred="hex:32",
    syntax="",
)

F.reg(
    "khene_french_email_mot_de_passe_festival",
    ("mail/<<user>>/INBOX/<<id>>.eml", "courriel/festival_<<id>>.eml"),
    """From: Festival des musiques du Mékong <programmation@festival-mekong.fr>
To: <<email>>
Subject: Votre espace artiste - Atelier de khène
Date: Fri, 21 Feb <<yyyy>> <<time>>:45 +0100
Content-Type: text/plain; charset=UTF-8

Bonjour <<first>>,

Nous sommes ravis d'accueillir l'atelier de khène au festival. Votre espace artiste
(fiche technique, billets d'avion, hébergement) est accessible ici :
https://artistes.festival-mekong.fr

Identifiant : <<email>>
Mot de passe provisoire : <<cred>>

Bien cordialement,
L'équipe de programmation
""",
    cred="pw",
)

F.reg(
    "khene_recordings_nextcloud_config_php",
    ("var/www/nextcloud/config/config.php", "nextcloud/<<org>>-<<n>>/config/config.php"),
    """<?php
$CONFIG = array (
  'instanceid' => 'oc<<hexid>>',
  'passwordsalt' => '',
  'trusted_domains' =>
  array (
    0 => 'cloud.<<dom>>',
  ),
  'datadirectory' => '/srv/nextcloud-data',
  'dbtype' => 'mysql',
  'version' => '29.0.4.1',
  'overwrite.cli.url' => 'https://cloud.<<dom>>',
  'dbname' => 'nextcloud',
  'dbhost' => 'localhost',
  'dbuser' => 'nc_<<org>>',
  'dbpassword' => '<<cred>>',
  'installed' => true,
  'default_language' => 'lo',
);
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "khene_bank_bcel_onepay_java_properties",
    ("src/main/resources/onepay.properties", "shop-backend/config/onepay-<<n>>.properties"),
    """# BCEL OnePay QR payments (khene, instruction books, workshops)
onepay.mcid=mch<<hexid>>
onepay.shopcode=KHN<<n>>
onepay.ccy=418
onepay.country=LA
onepay.secret=<<cred>>
onepay.callback=https://shop.<<dom>>/onepay/callback
""",
    cred="hex:32",
)

F.reg(
    "khene_website_deploy_fabric_fabfile",
    ("fabfile.py", "deploy/<<org>>_fabfile_<<n>>.py"),
    """from fabric import Connection, task

HOST = "<<ip>>"


@task
def deploy(c):
    conn = Connection(HOST, user="deploy", connect_kwargs={"password": "<<cred>>"})
    with conn.cd("/srv/khene-shop"):
        conn.run("git pull --ff-only")
        conn.run(".venv/bin/pip install -r requirements.txt")
        conn.sudo("systemctl restart khene-shop", password="<<cred>>")
""",
    cred="pw_dq",
)

F.reg(
    "khene_order_book_ocr_lao_label_next_line",
    ("scan/pum_sang_<<yyyy>>_<<n>>.txt", "ocr/<<org>>/order_book_<<id>>.txt"),
    """ປື້ມສັ່ງແຄນ  <<yyyy>>

<<dmy>>  ແຄນ 8 ຄູ່  - ທ້າວ <<first2>>  (ຈ່າຍແລ້ວ)
<<dmy>>  ແຄນ 7 ຄູ່ x2 - ໂຮງຮຽນ

ອີເມວ ຂອງຮ້ານ: <<email>>
ລະຫັດ
<<cred>>
""",
    cred="human",
    syntax="",
)
