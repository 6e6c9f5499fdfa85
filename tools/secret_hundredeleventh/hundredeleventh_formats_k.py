"""Family k: a security-systems wholesaler in the United Arab Emirates (Arabic, English)."""

from __future__ import annotations

from hundredeleventh_spec import DIGITS, UPPER, Fam, alnum, dec_b64_field, enc_b64, hexs, reg

FAM = Fam(
    name="souqamn_security_wholesaler",
    pre="souqamn",
    orgs=("hisnamn", "amanatrade", "burjsecure"),
    tld="ae",
    first=(
        ("محمد", "mohammed"),
        ("فاطمة", "fatima"),
        ("أحمد", "ahmed"),
        ("مريم", "mariam"),
        ("خالد", "khalid"),
        ("نورة", "noura"),
        ("راشد", "rashid"),
    ),
    last=(
        ("المنصوري", "almansoori"),
        ("الهاشمي", "alhashmi"),
        ("الشامسي", "alshamsi"),
        ("الكعبي", "alkaabi"),
        ("النعيمي", "alnuaimi"),
        ("الظاهري", "aldhaheri"),
    ),
    words=(
        "habibi",
        "dubai",
        "falcon",
        "sheikh",
        "yalla",
        "inshallah",
        "emarat",
        "sahara",
        "qahwa",
        "jumeirah",
        "sharjah",
        "khaleej",
        "nakheel",
        "marhaba",
    ),
    pets=("saqr", "lulu", "simsim", "zaza", "oscar", "qamar"),
    cities=("Dubai", "Abu Dhabi", "Sharjah", "Ajman", "Al Ain", "Ras Al Khaimah"),
    cc="+971",
)

reg(
    FAM,
    "k8s_secret_erp_base64",
    ("k8s/erp/secret-<<n>>.yaml", "deploy/<<org>>/erp-db-secret.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: erp-db
  namespace: wholesale
type: Opaque
data:
  username: ZXJwX2FwcA==
  password: <<enc>>
""",
    "pw",
    enc=enc_b64,
    decode=dec_b64_field("password: "),
)

reg(
    FAM,
    "arabic_whatsapp_kalimat_sir_b2b",
    ("WhatsApp/محادثة واتساب مع <<first2>>.txt", "chats/<<fa2>>_<<n>>.txt"),
    """<<dmy>>, <<t1>> - <<first>> <<last>>: السلام عليكم، نسيت كلمة السر لبوابة الموزعين
<<dmy>>, <<t2>> - <<first2>> <<last2>>: وعليكم السلام، اسم المستخدم <<user>>
<<dmy>>, <<t2>> - <<first2>> <<last2>>: كلمة السر: <<cred>>
<<dmy>>, <<t3>> - <<first>> <<last>>: شكراً، تم الدخول ✅
""",
    "human",
)

reg(
    FAM,
    "telr_hosted_payment_php",
    ("shop/includes/telr.php", "b2b-<<org>>/config/telr_<<n>>.php"),
    """<?php
// Telr hosted payment page - dealer orders
define('TELR_STORE_ID', '<<nn>>');
define('TELR_AUTH_KEY', '<<cred>>');
define('TELR_TEST_MODE', 0);
""",
    "p:telr",
    syntax="",
)

reg(
    FAM,
    "ngenius_api_key_env",
    ("dealer-portal/.env", "deploy/<<org>>_<<n>>/.env"),
    """APP_ENV=production
NGENIUS_OUTLET_REF=<<uuid>>
NGENIUS_API_KEY=<<cred>>
NGENIUS_BASE=https://api-gateway.ngenius-payments.com
""",
    "p:ngenius",
)

reg(
    FAM,
    "odoo_conf_db_password",
    ("etc/odoo/odoo.conf", "odoo-<<org>>-<<n>>/odoo.conf"),
    """[options]
addons_path = /usr/lib/python3/dist-packages/odoo/addons,/opt/odoo/custom
db_host = <<ip>>
db_port = 5432
db_user = odoo
db_password = <<cred>>
dbfilter = ^<<org>>$
proxy_mode = True
""",
    "pw",
    syntax="ini",
)

reg(
    FAM,
    "arabic_email_dealer_portal",
    ("mail/dealer_<<nn>>.eml", "outbox/<<fa2>>_<<ymd>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: حساب بوابة الموزعين - قائمة الأسعار الجديدة
Date: <<dmy>> <<t1>>
Content-Type: text/plain; charset=UTF-8

الأخ <<first2>> المحترم،

تم فتح حسابكم على بوابة الموزعين لطلب كاميرات Hikvision وأجهزة Uniview.
اسم المستخدم: <<user2>>
كلمة المرور: <<cred>>

مع التحية،
<<first>> <<last>> - قسم المبيعات، <<orgc>> <<city>>
""",
    "human",
)

reg(
    FAM,
    "zoho_inventory_refresh_token_yaml",
    ("sync/zoho.yaml", "config/<<org>>_zoho_<<n>>.yaml"),
    """zoho:
  dc: https://accounts.zoho.com
  client_id: "1000.<<cid>>"
  client_secret: "<<csec>>"
  refresh_token: "<<cred>>"
  organization_id: "<<nn>>"
""",
    "p:zoho",
    extra=lambda rng, s: s.update(cid=alnum(rng, 30, UPPER + DIGITS), csec=hexs(rng, 42)),
)

reg(
    FAM,
    "warehouse_demo_nvr_csv",
    ("warehouse/demo_units_<<n>>.csv", "stock/<<org>>_showroom_<<ymd>>.csv"),
    """sku,serial,ip,admin_pw
DS-7616NI-K2,<<serial>>,<<lan>>,<<cred>>
NVR302-16S,<<serial>>Q,<<lan>>,
""",
    "pw_bare",
)
