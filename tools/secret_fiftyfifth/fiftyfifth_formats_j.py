# ruff: noqa: E501
"""Family j: a publishing house and its translators in Tabriz (Iran), in Persian (and
Azerbaijani)."""

from __future__ import annotations

from fiftyfifth_spec import Fam, alnum, uuid4

FAM = Fam(
    "nashr_tabriz_translators",
    ("ketabsahand",),
    "ir",
    (
        "reza|رضا",
        "maryam|مریم",
        "ali|علی",
        "zahra|زهرا",
        "babak|بابک",
        "leila|لیلا",
        "sina|سینا",
        "parisa|پریسا",
    ),
    (
        "ahmadi|احمدی",
        "hosseini|حسینی",
        "rezaei|رضایی",
        "karimi|کریمی",
        "sadeghi|صادقی",
        "mousavi|موسوی",
    ),
    (
        "sahand",
        "elgoli",
        "arg",
        "shahriar",
        "ketab",
        "tarjome",
        "ghalam",
        "daftar",
        "bazar",
        "chaman",
    ),
    "98",
    "تبریز",
)

FAM.reg(
    "ketab_persian_telegram_copy_ramz_obur",
    ("تلگرام/گفتگو_مترجمان_<<n>>.txt", "chats/telegram_tarjome_<<n>>.txt"),
    """<<name>>, [<<dmy>> <<time>>]
سلام، رمز عبور پنل سایت رو کسی داره؟ باید فایل ترجمه فصل ۷ رو آپلود کنم

<<name2>>, [<<dmy>> <<time>>]
نام کاربری: tarjome
رمز عبور: <<cred>>

<<name2>>, [<<dmy>> <<time2>>]
بعد از آپلود لطفاً از حساب خارج شو
""",
    "human",
    syntax="",
)

FAM.reg(
    "ketab_azerbaijani_whatsapp_sifre_baki",
    ("chats/WhatsApp Chat with Bakı tərcüməçilər <<n>>.txt", "whatsapp/baki_tercume_<<n>>.txt"),
    """[<<dmyd>> <<time>>:10] Aygün Məmmədova: Salam! Kitabın elektron versiyasını yükləmək üçün serverə girə bilmirəm
[<<dmyd>> <<time>>:48] <<name>>: istifadəçi adı baki_tercume
[<<dmyd>> <<time>>:49] <<name>>: şifrə: <<cred>>
[<<dmyd>> <<time>>:55] Aygün Məmmədova: Çox sağ olun, oldu!
""",
    "human",
    syntax="",
)

FAM.reg(
    "ketab_woocommerce_zarinpal_merchant_php",
    (
        "wp-content/plugins/sahand-zarinpal/config.php",
        "www/<<org>>-<<n>>/wp-content/mu-plugins/zarinpal.php",
    ),
    """<?php
/**
 * درگاه پرداخت زرین‌پال - فروشگاه کتاب <<orgc>>
 */
defined( 'ABSPATH' ) || exit;

define( 'SAHAND_ZARINPAL_MERCHANT_ID', '<<cred>>' );
define( 'SAHAND_ZARINPAL_SANDBOX', false );
define( 'SAHAND_ZARINPAL_CALLBACK', 'https://<<dom>>/checkout/zarinpal-return' );
""",
    "uuid",
    syntax="",
)

FAM.reg(
    "ketab_translation_memory_deepl_key_py",
    ("tm/pre_translate_<<n>>.py", "tools/tarjome-<<org>>/deepl_draft.py"),
    '''"""پیش‌ترجمه با DeepL برای مقایسه با حافظه ترجمه (فقط پیش‌نویس، ویرایش انسانی الزامی است)."""

import requests

DEEPL_AUTH_KEY = "<<cred>>"


def draft(text: str, target: str = "FA") -> str:
    r = requests.post(
        "https://api.deepl.com/v2/translate",
        headers={"Authorization": f"DeepL-Auth-Key {DEEPL_AUTH_KEY}"},
        data={"text": text, "target_lang": target, "source_lang": "EN"},
        timeout=60,
    )
    r.raise_for_status()
    return r.json()["translations"][0]["text"]
''',
    lambda rng: uuid4(rng) + ":fx",
)

FAM.reg(
    "ketab_print_house_paramiko_sftp_py",
    ("chap/send_to_press_<<n>>.py", "tools/<<org>>/upload_chapkhaneh.py"),
    '''"""ارسال فایل‌های PDF نهایی کتاب به سرور چاپخانه."""

import pathlib
import sys

import paramiko

HOST = "sftp.chapkhaneh-<<word>>.ir"
USER = "<<org>>"
PASSWORD = "<<cred>>"

transport = paramiko.Transport((HOST, 22))
transport.connect(username=USER, password=PASSWORD)
sftp = paramiko.SFTPClient.from_transport(transport)
for pdf in pathlib.Path(sys.argv[1]).glob("*.pdf"):
    sftp.put(str(pdf), f"/incoming/{pdf.name}")
    print("ارسال شد:", pdf.name)
sftp.close()
transport.close()
''',
    "pw_dq",
)

FAM.reg(
    "ketab_email_persian_ramz_ketabkhan_digital",
    ("ایمیل/ارسال_شده/پنل_کتاب_صوتی_<<n>>.eml", "Mail/Sent/audiobook_panel_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?2K/Ys9iq2LHYs9uMINio2Ycg2b7ZhtmEINqp2KrYp9ioINi12YjYqtuM?=
Date: Mon, <<d>> Jan <<year>> <<time>>:05 +0330
Content-Type: text/plain; charset=UTF-8

سلام خانم/آقای <<lfirst2>>،

برای بارگذاری فایل‌های کتاب صوتی، اطلاعات ورود به پنل ناشران به شرح زیر است:

نشانی: https://publisher.<<dom>>
نام کاربری: narrator_<<first2>>
رمز عبور: <<cred>>

لطفاً پس از اولین ورود رمز را تغییر دهید.

با احترام
<<name>>
واحد نشر دیجیتال، <<orgc>>
""",
    "pw",
    syntax="",
)

FAM.reg(
    "ketab_restic_backup_env_file",
    ("etc/restic/archive.env", "backup/<<org>>-<<n>>/restic.env"),
    """# پشتیبان‌گیری شبانه از فایل‌های InDesign و ترجمه‌ها
export RESTIC_REPOSITORY="s3:https://s3.ir-thr-at1.arvanstorage.ir/<<org>>-archive"
export RESTIC_PASSWORD="<<cred>>"
export AWS_ACCESS_KEY_ID="<<akid>>"
export AWS_SECRET_ACCESS_KEY="<<ask>>"
""",
    "pw_dq",
    syntax="",
    extra=lambda rng, s: {"akid": uuid4(rng), "ask": alnum(rng, 64, "0123456789abcdef")},
)

FAM.reg(
    "ketab_contracts_flat_ods_logins",
    ("قراردادها/مترجمان_<<year>>.fods", "shared/translators_<<n>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="مترجمان">
    <table:table-row>
     <table:table-cell office:value-type="string"><text:p>نام</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>زبان</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>کاربر پنل</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>رمز</text:p></table:table-cell>
    </table:table-row>
    <table:table-row>
     <table:table-cell office:value-type="string"><text:p><<name>></text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>انگلیسی</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p><<login>></text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell>
    </table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    "pw_xml",
    syntax="xml",
)
