"""Family k: a freelance Arabic copywriter in Mansoura, Egypt (Egyptian Arabic, English)."""

# ruff: noqa: E501

from __future__ import annotations

import html
import xml.etree.ElementTree as ET

from ninetyfourth_spec import Fam, gen_pw

MANSOURA = Fam(
    name="mansoura_arabic_copywriter",
    orgs=("qalamhurr", "kalimacontent", "dakahliacopy", "nilwords"),
    tld="com.eg",
    first=(
        ("أحمد", "ahmed"),
        ("منى", "mona"),
        ("محمد", "mohamed"),
        ("سارة", "sara"),
        ("يوسف", "youssef"),
        ("نور", "nour"),
        ("عمر", "omar"),
        ("ياسمين", "yasmin"),
    ),
    last=(
        ("حسن", "hassan"),
        ("عبدالله", "abdallah"),
        ("السيد", "elsayed"),
        ("مصطفى", "mostafa"),
        ("إبراهيم", "ibrahim"),
        ("فؤاد", "fouad"),
    ),
    words=(
        "mansoura",
        "masr",
        "ahly",
        "zamalek",
        "koshary",
        "habibi",
        "qahwa",
        "shams",
        "gamila",
        "dakahlia",
        "ramadan",
        "nilbahr",
    ),
    pets=("bosy", "lucky", "meshmesh", "loulou", "simba", "kitty"),
    cc="+20",
    city="Mansoura",
)
F = MANSOURA.reg


def _dec_wxr(text: str) -> str:
    root = ET.fromstring(text.encode())
    wp = "{http://wordpress.org/export/1.2/}"
    for pm in root.iter(f"{wp}postmeta"):
        if pm.findtext(f"{wp}meta_key") == "client_portal_pass":
            return pm.findtext(f"{wp}meta_value") or ""
    raise KeyError("client_portal_pass")


F(
    "mansoura_wordpress_wxr_xml_escaped",
    ("exports/<<org>>.WordPress.<<date>>.xml", "Downloads/wxr_<<cfn>>_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
	<title><<org>> blog</title>
	<link>https://<<dom>></link>
	<wp:wxr_version>1.2</wp:wxr_version>
	<item>
		<title>مسودة: ١٠ نصائح لكتابة وصف منتج يبيع</title>
		<dc:creator><<login>></dc:creator>
		<content:encoded><![CDATA[<p>المسودة الأولى للعميل، في انتظار المراجعة.</p>]]></content:encoded>
		<wp:post_id><<nn>></wp:post_id>
		<wp:status>draft</wp:status>
		<wp:post_type>post</wp:post_type>
		<wp:postmeta>
			<wp:meta_key>client_portal_user</wp:meta_key>
			<wp:meta_value><<cmail>></wp:meta_value>
		</wp:postmeta>
		<wp:postmeta>
			<wp:meta_key>client_portal_pass</wp:meta_key>
			<wp:meta_value><<enc>></wp:meta_value>
		</wp:postmeta>
	</item>
</channel>
</rss>
""",
    lambda r, s: gen_pw(r, sym="&<>"),
    enc=lambda c, s: html.escape(c, quote=False),
    decode=_dec_wxr,
)

F(
    "mansoura_egyptian_whatsapp_arabic_kelmet_el_ser",
    ("WhatsApp Chat with <<cfnc>>.txt", "chats/wa_<<cfn>>_<<n>>.txt"),
    """<<dd>>/<<mm>>/<<year>>, <<time>> - <<cfn_l>> <<cln_l>>: ازيك يا <<fn_l>>، عايزين بوستات رمضان على صفحة الفيسبوك
<<dd>>/<<mm>>/<<year>>, <<time>> - <<fn_l>>: تمام يا فندم، ابعتلي بيانات دخول Meta Business Suite
<<dd>>/<<mm>>/<<year>>, <<time2>> - <<cfn_l>> <<cln_l>>: الايميل <<cmail>>
<<dd>>/<<mm>>/<<year>>, <<time2>> - <<cfn_l>> <<cln_l>>: كلمة السر <<cred>>
<<dd>>/<<mm>>/<<year>>, <<time2>> - <<fn_l>>: وصلت، شكرا. هبعت المحتوى بكرة الصبح ان شاء الله
""",
    "human",
)

F(
    "mansoura_paymob_secret_key_env",
    ("landing-<<org>>/.env", "sites/<<word>>-shop-<<n>>/.env"),
    """# Paymob Accept (Egypt) - الدفع بالكارت وفودافون كاش
PAYMOB_SECRET_KEY=<<cred>>
PAYMOB_PUBLIC_KEY=egy_pk_live_<<n>>Qm<<nn>>
PAYMOB_INTEGRATION_ID_CARD=<<nn>>81
PAYMOB_INTEGRATION_ID_WALLET=<<nn>>82
PAYMOB_HMAC=<<uuid>>
""",
    "p:paymob",
)

F(
    "mansoura_mostaql_client_email_arabic",
    ("mail/mostaql_<<nn>>.eml", "Documents/بريد_<<cfn>>_<<n>>.eml"),
    """From: <<cfnc>> <<clnc>> <<<cmail>>>
To: <<fnc>> <<lnc>> <<<gmail>>>
Subject: مشروع مستقل رقم <<nn>> - بيانات لوحة تحكم المدونة
Date: Sat, <<dd>> Aug <<year>> <<time>>:<<sec>> +0200
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

أهلاً أ. <<fn_l>>،

زي ما اتفقنا على مستقل، محتاجين ١٢ مقالة SEO في الشهر. دي بيانات الدخول للوحة ووردبريس:
الرابط: https://<<dom>>/wp-admin
اسم المستخدم: <<login>>
كلمة المرور: <<cred>>

ياريت المقالات تبقى بالعامية المصرية الخفيفة.
تحياتي،
<<cfn_l>>
""",
    "human",
    syntax="",
)

F(
    "mansoura_wp_config_php_db_password",
    ("public_html/wp-config.php", "backups/<<org>>_<<date>>/wp-config.php"),
    """<?php
/** إعدادات ووردبريس - استضافة مشتركة */
define( 'DB_NAME', '<<login>>_wp<<n>>' );
define( 'DB_USER', '<<login>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

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

F(
    "mansoura_openai_key_python_drafts",
    ("tools/ai_drafts_<<n>>.py", "copy/<<org>>/outline_gen.py"),
    '''"""مسودات أولية لعناوين الإعلانات (بتتراجع يدوياً قبل التسليم)."""

from openai import OpenAI

client = OpenAI(api_key="<<cred>>")


def headlines(product: str, n: int = 10) -> str:
    msg = f"اكتب {n} عناوين إعلانية قصيرة بالعامية المصرية لمنتج: {product}"
    r = client.chat.completions.create(
        model="gpt-4o-mini",
        messages=[{"role": "user", "content": msg}],
    )
    return r.choices[0].message.content
''',
    "p:openai",
)

F(
    "mansoura_telegram_html_export_arabic",
    (
        "Telegram Desktop/ChatExport_<<date>>/messages.html",
        "exports/tg_<<cfn>>_<<n>>/messages.html",
    ),
    """<!DOCTYPE html>
<html>
<head><meta charset="utf-8"/><title>Exported Data</title><link href="css/style.css" rel="stylesheet"/></head>
<body>
<div class="page_wrap">
<div class="page_header"><div class="content"><div class="text bold"><<cfn_l>> <<cln_l>></div></div></div>
<div class="page_body chat_page"><div class="history">
<div class="message default clearfix" id="message<<nn>>1">
<div class="body"><div class="pull_right date details" title="<<dd>>.<<mm>>.<<year>> <<time>>:<<sec>> UTC+02:00"><<time>></div>
<div class="from_name"><<cfn_l>> <<cln_l>></div>
<div class="text">ده حساب Canva Pro بتاع الشركة للتصميمات</div></div></div>
<div class="message default clearfix joined" id="message<<nn>>2">
<div class="body"><div class="pull_right date details" title="<<dd>>.<<mm>>.<<year>> <<time>>:<<sec>> UTC+02:00"><<time>></div>
<div class="text"><<cmail>><br>الباسورد: <<cred>></div></div></div>
<div class="message default clearfix" id="message<<nn>>3">
<div class="body"><div class="pull_right date details" title="<<dd>>.<<mm>>.<<year>> <<time2>>:<<sec>> UTC+02:00"><<time2>></div>
<div class="from_name"><<fn_l>> <<ln_l>></div>
<div class="text">تمام، شكراً 👍</div></div></div>
</div></div></div>
</body>
</html>
""",
    "human_x",
)

F(
    "mansoura_seo_tools_groupbuy_csv_arabic",
    ("Documents/حسابات_الادوات.csv", "seo/groupbuy_<<mm>>_<<n>>.csv"),
    """الأداة,الإيميل,كلمة السر,الاشتراك,ملاحظات
Semrush,<<cmail>>,<<cred>>,شهري مشترك,متستخدمش من جهازين في نفس الوقت
Surfer SEO,<<gmail>>,<<hp>>,سنوي,
Grammarly,<<gmail>>,,مجاني,
""",
    "human_x",
)
