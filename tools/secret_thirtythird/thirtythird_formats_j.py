"""Family j: a greengrocer with a veg box delivery scheme."""

from thirtythird_spec import SYM_XML, dec_xml, enc_xml, grab, pw_with, reg

F = "greengrocer_vegbox_shop"


def _routes_dec(text: str) -> str:
    return dec_xml(grab(r'<routing-service [^>]*password="([^"]*)"', text))


reg(
    F,
    "greengrocer_vegbox_routes_xml_entity",
    ("routing/vegbox-routes.xml", "config/<<org>>/routes.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<routes depot="<<last>> Yard" day="thursday">
  <routing-service url="https://routes.<<dom>>/api" user="vegbox" password="<<cred>>"/>
  <van id="1" driver="<<first>>" capacity="60"/>
  <van id="2" driver="<<first2>>" capacity="45"/>
</routes>
""",
    pw_with('&<"', SYM_XML),
    enc=enc_xml,
    decode=_routes_dec,
)

reg(
    F,
    "greengrocer_wholesale_market_gradle_properties",
    ("android/gradle.properties", "app/<<org>>/gradle.properties"),
    """org.gradle.jvmargs=-Xmx2048m
android.useAndroidX=true
# wholesale market price feed
marketFeedUrl=https://feed.<<dom>>/v2
marketFeedApiKey=<<cred>>
""",
    "alnum:40",
    syntax="",
)

reg(
    F,
    "greengrocer_vegbox_subscriptions_django_settings",
    ("vegbox/settings/production.py", "<<org>>/settings_prod.py"),
    """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["boxes.<<dom>>"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "vegbox",
        "USER": "vegbox",
        "PASSWORD": '<<cred>>',
        "HOST": "<<host>>",
        "PORT": "5432",
    }
}
""",
    "pw_sq",
)

reg(
    F,
    "greengrocer_van_driver_arabic_sms",
    ("sms/driver_<<n>>.txt", "phone/<<org>>_sms_<<year>>.txt"),
    """<<day>>/<<month>>/<<year>> <<hh>>:<<mm>> — <<first>>
صباح الخير، تطبيق التوصيل طلب مني تسجيل الدخول من جديد

<<day>>/<<month>>/<<year>> <<hh>>:<<mm>> — أنا
اسم المستخدم: van<<n>>
كلمة السر: <<cred>>
""",
    "human",
)

reg(
    F,
    "greengrocer_till_sync_github_actions_hardcoded",
    (".github/workflows/sync-prices.yml", ".github/workflows/<<org>>-nightly.yml"),
    """name: sync till prices
on:
  schedule:
    - cron: "0 4 * * *"
  workflow_dispatch: {}
jobs:
  sync:
    runs-on: ubuntu-latest
    env:
      TILL_API: https://till.<<dom>>/api
      TILL_API_TOKEN: <<cred>>
    steps:
      - uses: actions/checkout@v4
      - run: python scripts/sync_prices.py
""",
    "x:till_pat_:40",
)

reg(
    F,
    "greengrocer_scale_plu_upload_batch_net_use",
    ("tools/upload_plu.bat", "scripts/<<org>>_plu.cmd"),
    """@echo off
rem nightly PLU upload to the counter scales
net use Z: \\\\<<ip>>\\plu /user:scales <<cred>> /persistent:no
copy /Y C:\\Shop\\export\\plu.csv Z:\\import\\plu.csv
net use Z: /delete
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "greengrocer_price_board_wpa_supplicant",
    ("boot/wpa_supplicant.conf", "pi/<<org>>/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=GB

network={
    ssid="<<org>>-shop"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    "human",
)

reg(
    F,
    "greengrocer_vegbox_airtable_python_api",
    ("scripts/packing_list.py", "tools/<<org>>_airtable.py"),
    """from pyairtable import Api

api = Api("<<cred>>")
table = api.table("app<<hex8>>Xq", "Boxes")

for rec in table.all(formula="{Week} = 'this'"):
    print(rec["fields"].get("Customer"), rec["fields"].get("Size"))
""",
    "p:airtable",
)
