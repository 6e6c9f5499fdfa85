# ruff: noqa: E501
"""Family p: injera bakeries and teff mills in Addis Ababa and their diaspora exports."""

from __future__ import annotations

from thirtyninth_spec import Fam, reg

F = Fam(
    name="addis_injera_teff_ethiopia",
    tlds=("et", "com.et"),
    orgs=("injera-yeshi", "teff-gojo", "enat-injera", "bole-mitad"),
    first=("selam", "abebe", "tigist", "dawit", "hirut", "yonas", "meron", "bereket"),
    last=("tesfaye", "gebremedhin", "alemu", "bekele", "haile", "woldemariam", "girma"),
    words=("injera", "teff", "mitad", "ersho", "berbere", "buna", "addis", "bole", "shiro", "gojo"),
    pets=("bobi", "lucy", "kuchu", "tiger", "mimi"),
    seasons=("Kiremt", "Bega", "Belg", "Meskerem"),
    places=("Bole", "Piassa", "Merkato", "Kazanchis", "Adama", "Bahirdar"),
)

reg(
    F,
    "injera_amharic_telegram_yelef_kal_reply",
    ("chat/telegram_<<org>>_<<n>>.txt", "phone/<<user>>/telegram_export_<<date>>.txt"),
    """<<first_t>> <<last_t>>, [<<date_sl>> <<time>>]
ሰላም፣ የሱቁ ኮምፒውተር የይለፍ ቃል ምንድን ነው? የዛሬውን የእንጀራ ሽያጭ ማስገባት አለብኝ

<<first2_t>> <<last2_t>>, [<<date_sl>> <<time>>]
<<cred>>

<<first_t>> <<last_t>>, [<<date_sl>> <<time>>]
አመሰግናለሁ 🙏
""",
    "human",
    syntax="",
)

reg(
    F,
    "injera_delivery_flask_config_chapa_secret",
    ("delivery/<<org>>/config.py", "app/<<org>>/settings_prod.py"),
    '''"""Injera delivery (Bole, Kazanchis) - production configuration."""

SQLALCHEMY_DATABASE_URI = "postgresql://delivery@<<host>>/injera"
CHAPA_PUBLIC_KEY = "CHAPUBK-<<hex8>><<hex8>><<hex8>><<hex8>>"
CHAPA_SECRET_KEY = "<<cred>>"
CHAPA_CALLBACK_URL = "https://<<dom>>/chapa/callback"
CURRENCY = "ETB"
''',
    "p:chapa",
)

reg(
    F,
    "injera_shop_php_telebirr_app_secret_define",
    ("shop/<<org>>/includes/telebirr.php", "web/<<org>>/payment/telebirr_config.php"),
    """<?php
// telebirr H5 payment - injera and teff flour orders
define('TELEBIRR_APP_ID', '<<hexid>>');
define('TELEBIRR_APP_KEY', '<<cred>>');
define('TELEBIRR_SHORT_CODE', '<<n4>><<n>>');
define('TELEBIRR_NOTIFY_URL', 'https://<<dom>>/telebirr/notify');
""",
    "hex32",
    syntax="",
    extra=lambda rng, v: v.__setitem__(
        "hexid", "".join(rng.choice("0123456789abcdef") for _ in range(32))
    ),
)

reg(
    F,
    "injera_teff_wefcho_ledger_haskell_config",
    ("wefcho-ledger/<<org>>/src/Config.hs", "mill/<<org>>/app/Settings.hs"),
    """{-# LANGUAGE OverloadedStrings #-}
-- Teff mill (ወፍጮ) ledger: kilos milled per customer, per day
module Config (dbConnInfo) where

import Database.PostgreSQL.Simple (ConnectInfo (..), defaultConnectInfo)

dbConnInfo :: ConnectInfo
dbConnInfo =
  defaultConnectInfo
    { connectHost = "<<host>>"
    , connectDatabase = "wefcho"
    , connectUser = "mill"
    , connectPassword = "<<cred>>"
    }
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "injera_delivery_android_gradle_properties_store_password",
    ("android/<<org>>/gradle.properties", "delivery-app/<<org>>/keystore.properties"),
    """org.gradle.jvmargs=-Xmx2048m
android.useAndroidX=true
# release signing - injera delivery app
RELEASE_STORE_FILE=../keys/<<org>>-release.jks
RELEASE_STORE_PASSWORD=<<cred>>
RELEASE_KEY_ALIAS=injera
RELEASE_KEY_PASSWORD=<<cred>>
""",
    "pw",
    syntax="",
)

reg(
    F,
    "injera_diaspora_export_azure_functions_local_settings",
    ("functions/<<org>>/local.settings.json", "export/<<org>>/local.settings.json"),
    """{
  "IsEncrypted": false,
  "Values": {
    "FUNCTIONS_WORKER_RUNTIME": "node",
    "AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=<<acct>>;AccountKey=<<cred>>;EndpointSuffix=core.windows.net",
    "SHIPMENT_CONTAINER": "injera-exports"
  }
}
""",
    "p:azure_storage",
    extra=lambda rng, v: v.__setitem__("acct", str(v["org"]).replace("-", "") + "exp"),
)

reg(
    F,
    "injera_mitad_shift_notebook_ocr_amharic_wifi",
    ("scan/<<org>>/shift_notebook_<<n3>>.txt", "ocr/<<org>>/mastawesha_<<date>>.txt"),
    """የፈረቃ ማስታወሻ — <<place>>  <<date_sl>>
ምጣድ 3 ተበላሽቷል (ለጥገና ተጠርቷል)
ጤፍ: 12 ኩንታል ገብቷል
ዋይፋይ ፓስዎርድ
<<cred>>
ካሸር: <<first_t>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "injera_recipes_repo_git_credentials_fine_pat",
    ("home/<<user>>/.git-credentials", "build/<<org>>/.git-credentials"),
    "https://<<user>>:<<cred>>@github.com\n",
    "p:github_fine",
    syntax="",
)
