"""Family o: fishmongers: counter scales, auction buying, online orders, fridges."""

from twentysixth_spec import Fam, dec_re, enc_xml, un_xml

F = Fam("fishmonger_wet_counter_sales")

F.add(
    "fishmonger_scale_label_printer_ini",
    ("ScaleLink/scalelink.ini", "counter-pc/<<org>>/ScaleLink.ini"),
    "pw_ini",
    """[Scales]
Count=2
Scale1=<<ip>>
Scale2=<<ip>>:3001

[PLUUpload]
Server=<<host>>
Database=plu
User=scalelink
Password=<<cred>>

[Labels]
Template=catch_area_label.lbl
""",
)

F.add(
    "fishmonger_auction_buyer_python_requests_session",
    ("auction/bid_report.py", "<<org>>/buying/auction_login.py"),
    "pw_dq",
    """import requests

s = requests.Session()
s.post(
    "https://buyers.<<dom>>/login",
    data={"buyer_no": "<<n>>", "username": "<<user>>", "password": "<<cred>>"},
    timeout=20,
)
lots = s.get("https://buyers.<<dom>>/api/lots?market=today").json()
for lot in lots:
    print(lot["species"], lot["boxes"], lot["price"])
""",
)

F.add(
    "fishmonger_epos_mysql_my_cnf_client",
    ("home/<<fl>>/.my.cnf", "etc/mysql/conf.d/<<org>>-epos.cnf"),
    "pw_ini",
    """[client]
user=epos
password=<<cred>>
host=<<ip>>

[mysqldump]
single-transaction
""",
    syntax="",
)

F.add(
    "fishmonger_delivery_driver_japanese_line_pasuwado",
    ("LINE/[LINE] <<orgt>> 配達.txt", "exports/line-<<org>>-<<n>>.txt"),
    "human",
    """[LINE] <<orgt>> 配達のトーク履歴
保存日時：<<date>> <<time>>

<<date>>
<<time>>\t<<first2>>\t配送アプリのパスワード教えてください
<<time>>\t<<first>>\tID: <<user>>
<<time>>\t<<first>>\tパスワード: <<cred>>
<<time>>\t<<first2>>\tありがとうございます！
""",
)

F.add(
    "fishmonger_shopify_app_env_api_secret",
    ("order-app/.env", "<<org>>-click-collect/.env"),
    "hex:32",
    """SHOPIFY_API_KEY=<<hex8>><<hex8>><<hex8>><<hex8>>
SHOPIFY_API_SECRET=<<cred>>
SCOPES=read_orders,write_fulfillments
HOST=https://collect.<<dom>>
""",
)

F.add(
    "fishmonger_fridge_probes_home_assistant_secrets_yaml",
    ("homeassistant/secrets.yaml", "config/<<org>>/secrets.yaml"),
    "pw_sq",
    """# fridge and ice machine probes
wifi_ssid: "<<orgt>> Back"
wifi_password: '<<cred>>'
pushover_user: u<<hex8>><<hex8>>
latitude: 57.<<n>>
""",
)

F.add(
    "fishmonger_supplier_whatsapp_cloud_api_curl",
    ("scripts/catch-list.sh", "bin/<<org>>-wa-catch.sh"),
    "p:facebook",
    """#!/bin/sh
# send this morning's catch list to the restaurant customers
curl -s -X POST "https://graph.facebook.com/v19.0/1<<id>><<n>>/messages" \\
  -H "Authorization: Bearer <<cred>>" \\
  -H "Content-Type: application/json" \\
  -d @/tmp/catch-list.json
""",
)

F.add(
    "fishmonger_traceability_xml_entity_escaped_password",
    ("Traceability/catchcert.config", "ProgramData/<<orgt>>/CatchCert/settings.xml"),
    "pw_dq",
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="CatchCertEndpoint" value="https://catchcert.<<dom>>/api" />
    <add key="CatchCertUser" value="<<orgu>>" />
    <add key="CatchCertPassword" value="<<cred>>" />
    <add key="VesselLookup" value="true" />
  </appSettings>
</configuration>
""",
    syntax="xml",
    enc=enc_xml,
    decode=dec_re(r'key="CatchCertPassword" value="([^"]*)"', un_xml),
    must="&",
)
