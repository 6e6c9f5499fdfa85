# ruff: noqa: E501
"""Family g: a photographic archive in Colombo, Sri Lanka (Sinhala and Tamil; Omeka S, a
MinIO-backed IIIF stack on k3s, PayHere print sales, notify.lk SMS, Zigbee sensors in the
negative cold store, the WordPress site)."""

from __future__ import annotations

import base64

from ninetyfirst_corpus import alnum
from ninetyfirst_spec import Fam, dec_b64_after

FAM = Fam(
    name="colombo_photo_archive_srilanka",
    orgs=("chayarupa", "lankaphoto", "ceylonnegative"),
    titles=("ශ්‍රී ලංකා ඡායාරූප ලේඛනාගාරය", "කොළඹ ඡායාරූප එකතුව", "Ceylon Negative Archive"),
    tld="lk",
    first=(
        ("කසුන්", "kasun"),
        ("නිමාෂා", "nimasha"),
        ("චමින්ද", "chaminda"),
        ("දිල්රුක්ෂි", "dilrukshi"),
        ("සුරංග", "suranga"),
        ("තරිඳු", "tharindu"),
        ("பிரியா", "priya"),
        ("கார்த்திக்", "karthik"),
        ("සචිනි", "sachini"),
        ("ருவன்", "ruwan"),
    ),
    last=(
        ("පෙරේරා", "perera"),
        ("ප්‍රනාන්දු", "fernando"),
        ("සිල්වා", "silva"),
        ("ජයසූරිය", "jayasuriya"),
        ("බණ්ඩාර", "bandara"),
        ("ராஜரத்தினம்", "rajaratnam"),
        ("විජේසිංහ", "wijesinghe"),
        ("சிவகுமார்", "sivakumar"),
    ),
    words=(
        "lanka",
        "ceylon",
        "sigiriya",
        "kandy",
        "galle",
        "kelani",
        "kottu",
        "hoppers",
        "aluth",
        "avurudu",
        "vesak",
        "perahera",
        "mihintale",
        "nuwara",
        "serendib",
        "rathu",
        "sudu",
        "kiribath",
    ),
    uwords=(),
    pets=("rocky", "tommy", "kalu", "sudda", "tiger", "puppa", "manika"),
    city="Colombo",
    cc="+94 7",
)

FAM.reg(
    "colombo_sinhala_viber_csv_murapadaya",
    ("viber/Viber_<<fa>>_<<date>>.csv", "exports/viber_archive_team_<<n>>.csv"),
    """Date,Time,Sender,Phone number,Message
<<date>>,<<time>>,<<name>>,<<phone>>,සුභ උදෑසනක්! ස්කෑනර් කාමරයේ පරිගණකය lock වෙලා
<<date>>,<<time>>,<<name>>,<<phone>>,Capture One license account එකේ මුරපදය එවන්න පුළුවන්ද?
<<date>>,<<time>>,<<name2>>,<<phone2>>,<<cred>>
<<date>>,<<time>>,<<name>>,<<phone>>,ස්තූතියි 🙏
""",
    "human_x",
)

FAM.reg(
    "colombo_payhere_print_sales_php_secret",
    ("www/prints/payhere_notify.php", "public_html/<<org>>-shop-<<n>>/notify.php"),
    """<?php
// PayHere notify_url -- archival print orders
$merchant_id     = '12<<n4>><<n>>';
$merchant_secret = '<<cred>>';

$local_md5sig = strtoupper(md5(
    $_POST['merchant_id'] . $_POST['order_id'] . $_POST['payhere_amount'] .
    $_POST['payhere_currency'] . $_POST['status_code'] .
    strtoupper(md5($merchant_secret))
));

if ($local_md5sig === $_POST['md5sig'] && $_POST['status_code'] == 2) {
    file_put_contents('/var/log/prints/paid.log', $_POST['order_id'] . PHP_EOL, FILE_APPEND);
}
""",
    "p:payhere",
)

FAM.reg(
    "colombo_omeka_s_bulk_upload_key_credential",
    ("scripts/omeka_bulk_upload.py", "home/<<fa>>/omeka/upload_batch_<<n>>.py"),
    '''"""Push a scanned batch (TIFF derivatives + CSV metadata) into Omeka S."""

import csv
import sys

import requests

OMEKA = "https://collections.<<dom>>/api"
KEY_IDENTITY = "<<ident>>"
KEY_CREDENTIAL = "<<cred>>"
AUTH = {"key_identity": KEY_IDENTITY, "key_credential": KEY_CREDENTIAL}

with open(sys.argv[1], encoding="utf-8") as fh:
    for row in csv.DictReader(fh):
        item = {
            "o:item_set": [{"o:id": <<n>>}],
            "dcterms:title": [{"type": "literal", "property_id": 1, "@value": row["title"]}],
            "dcterms:identifier": [{"type": "literal", "property_id": 10, "@value": row["negative_no"]}],
        }
        r = requests.post(f"{OMEKA}/items", params=AUTH, json=item, timeout=60)
        print(row["negative_no"], r.status_code)
''',
    "alnum:32",
    extra=lambda rng, s: {"ident": alnum(rng, 32)},
)

FAM.reg(
    "colombo_iiif_minio_k8s_secret_base64",
    ("k3s/iiif/minio-secret.yaml", "deploy/<<org>>-iiif-<<n>>/secret.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: minio-root
  namespace: iiif
  labels:
    app: minio
type: Opaque
data:
  MINIO_ROOT_USER: <<encuser>>
  MINIO_ROOT_PASSWORD: <<enc>>
""",
    "pw",
    extra=lambda rng, s: {
        "enc": base64.b64encode(s["cred"].encode()).decode(),
        "encuser": base64.b64encode(b"archive-admin").decode(),
    },
    decode=dec_b64_after(r"MINIO_ROOT_PASSWORD: (\S+)"),
)

FAM.reg(
    "colombo_tamil_whatsapp_kadavuchol_nas",
    ("WhatsApp/WhatsApp Chat - ஆவணக்காப்பகம் <<n>>.txt", "chats/whatsapp_tamil_<<date>>.txt"),
    """[<<d>>/<<mo>>/<<y>>, <<time>>:05] <<name>>: வணக்கம், QNAP NAS-க்கு login பண்ண முடியல
[<<d>>/<<mo>>/<<y>>, <<time>>:31] <<name2>>: பயனர்பெயர் archive_admin
[<<d>>/<<mo>>/<<y>>, <<time>>:44] <<name2>>: கடவுச்சொல்: <<cred>>
[<<d>>/<<mo>>/<<y>>, <<time>>:59] <<name>>: நன்றி!
""",
    "human",
)

FAM.reg(
    "colombo_notify_lk_sms_env",
    ("reminders/.env", "srv/<<org>>-reading-room-<<n>>/.env"),
    """# Reading-room appointment reminders (SMS)
NOTIFYLK_USER_ID=2<<n4>>
NOTIFYLK_API_KEY=<<cred>>
NOTIFYLK_SENDER_ID=NotifyDEMO
REMINDER_HOURS_BEFORE=24
TZ=Asia/Colombo
""",
    "alnum:20",
)

FAM.reg(
    "colombo_cold_store_zigbee2mqtt_yaml",
    ("opt/zigbee2mqtt/data/configuration.yaml", "home/<<fa>>/z2m/configuration-<<n>>.yaml"),
    """# Negative cold store (4 °C, 35 % RH) -- Aqara sensors
homeassistant:
  enabled: true
frontend:
  enabled: true
  port: 8080
mqtt:
  base_topic: coldstore
  server: mqtt://<<ip>>:1883
  user: z2m
  password: '<<cred>>'
serial:
  port: /dev/ttyUSB0
advanced:
  log_level: warning
  channel: 15
devices:
  '0x00158d000<<hex8>>':
    friendly_name: coldstore_shelf_<<n>>
""",
    "pw_sq",
)

FAM.reg(
    "colombo_archive_site_wp_config_php",
    ("public_html/wp-config.php", "var/www/<<org>>-<<n>>/wp-config.php"),
    """<?php
/** WordPress -- <<title>> public site */
define( 'DB_NAME', 'wp_<<org>>' );
define( 'DB_USER', 'wp_<<n3>>' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

$table_prefix = 'lk<<n>>_';
define( 'WP_DEBUG', false );
define( 'WPLANG', 'si_LK' );

if ( ! defined( 'ABSPATH' ) ) {
\tdefine( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
)
