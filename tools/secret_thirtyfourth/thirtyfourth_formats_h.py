"""Family h: a food truck (street kitchen) business with online orders."""

from __future__ import annotations

import json
import urllib.parse

from thirtyfourth_spec import enc_url, human_with, pw_with, reg

F = "food_truck_street_kitchen_rota"

reg(
    F,
    "foodtruck_pos_ios_info_plist_key",
    ("TruckPOS/Info.plist", "ios/<<org>>/Supporting/Info.plist"),
    """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleIdentifier</key>
	<string>com.<<org>>.truckpos</string>
	<key>PaymentsApplicationSecret</key>
	<string><<cred>></string>
	<key>MenuFeedURL</key>
	<string>https://menu.<<dom>>/feed.json</string>
</dict>
</plist>
""",
    "x:tpk_live_:36",
)

reg(
    F,
    "foodtruck_turkish_whatsapp_sifre_kasa",
    ("chats/whatsapp_kamyon_<<n3>>.txt", "export/<<org>>_ekip_<<n>>.txt"),
    """<<day>>.<<mon>>.<<year>> <<hh>>:<<mm>> - Emre: Kasa tableti yine çıkış yaptı, şifre neydi?
<<day>>.<<mon>>.<<year>> <<hh>>:<<mm>> - Zeynep: kullanıcı adı: kasa1
<<day>>.<<mon>>.<<year>> <<hh>>:<<mm>> - Zeynep: şifre: <<cred>>
<<day>>.<<mon>>.<<year>> <<hh>>:<<mm>> - Emre: tamam girdim 🌯
""",
    human_with("durum", "lahmacun", "ayran", "kebap"),
)

reg(
    F,
    "foodtruck_gps_traccar_xml_database_password",
    ("traccar/conf/traccar.xml", "opt/<<org>>/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<ip>>:3306/traccar?serverTimezone=UTC</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='web.port'>8082</entry>
</properties>
""",
    "pw_xml",
)

reg(
    F,
    "foodtruck_ordering_nextjs_env_local_stripe",
    ("web/.env.local", "apps/<<org>>-orders/.env.local"),
    """NEXT_PUBLIC_SITE_URL=https://order.<<dom>>
NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_<<hex40>>
STRIPE_RESTRICTED_KEY=<<cred>>
PICKUP_SLOTS_MIN=10
""",
    "p:stripe_rk",
    syntax="",
)

reg(
    F,
    "foodtruck_arabic_telegram_kalimat_al_sir",
    ("chats/telegram_<<n3>>.txt", "export/<<org>>_supplier_<<n>>.txt"),
    """<<first_cap>>, [<<day>>.<<mon>>.<<year>> <<hh>>:<<mm>>]
السلام عليكم، نسيت كلمة السر لحساب المورد للخبز
أحمد, [<<day>>.<<mon>>.<<year>> <<hh>>:<<mm>>]
اسم المستخدم: truck<<n>>
كلمة السر: <<cred>>
<<first_cap>>, [<<day>>.<<mon>>.<<year>> <<hh>>:<<mm>>]
شكراً يا أخي 🙏
""",
    human_with("falafel", "shawarma", "hummus"),
)

reg(
    F,
    "foodtruck_menu_board_systemd_environment",
    ("etc/systemd/system/menuboard.service", "deploy/<<org>>/menuboard.service"),
    """[Unit]
Description=Menu board display (Raspberry Pi)
After=network-online.target

[Service]
User=pi
Environment="MENU_API=https://menu.<<dom>>/api"
Environment="MENU_API_TOKEN=<<cred>>"
ExecStart=/usr/bin/chromium-browser --kiosk http://localhost:8080
Restart=always

[Install]
WantedBy=graphical.target
""",
    "x:mnb_:36",
    syntax="",
)

reg(
    F,
    "foodtruck_supplier_order_ruby_net_http_basic_auth",
    ("scripts/order_stock.rb", "lib/<<org>>/supplier_client.rb"),
    """require 'net/http'
require 'json'

uri = URI('https://trade.<<dom>>/api/orders')
req = Net::HTTP::Post.new(uri, 'Content-Type' => 'application/json')
req.basic_auth '<<user>>', '<<cred>>'
req.body = { items: [{ sku: 'PITA-<<n3>>', qty: <<n>> }] }.to_json
res = Net::HTTP.start(uri.hostname, uri.port, use_ssl: true) { |http| http.request(req) }
puts res.code
""",
    "pw_sq",
    syntax="",
)


def _har_extra(rng, s):
    body = f"username={s['user']}&password={enc_url(str(s['cred']))}&remember=1"
    return {"body": json.dumps(body)}


def _har_decode(text: str) -> str:
    har = json.loads(text)
    body = har["log"]["entries"][0]["request"]["postData"]["text"]
    return urllib.parse.parse_qs(body)["password"][0]


reg(
    F,
    "foodtruck_festival_pitch_portal_har_form_post",
    ("debug/pitch_portal_<<n3>>.har", "support/<<org>>_login_<<n>>.har"),
    """{
  "log": {
    "version": "1.2",
    "creator": {"name": "Firefox", "version": "128.0"},
    "entries": [
      {
        "startedDateTime": "<<year>>-0<<mon>>-<<day>>T<<hh>>:<<mm>>:<<ss>>.000Z",
        "request": {
          "method": "POST",
          "url": "https://pitches.<<dom>>/login",
          "headers": [{"name": "Content-Type", "value": "application/x-www-form-urlencoded"}],
          "postData": {"mimeType": "application/x-www-form-urlencoded", "text": <<body>>}
        },
        "response": {"status": 302, "headers": []}
      }
    ]
  }
}
""",
    pw_with("&=+% @", sym="-_."),
    extra=_har_extra,
    decode=_har_decode,
)
