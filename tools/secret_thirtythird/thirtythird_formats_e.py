# ruff: noqa: E501
"""Family e: a husky trail tour operator in the far north."""

from thirtythird_spec import reg

F = "husky_trail_tours"

reg(
    F,
    "husky_booking_widget_nextjs_env_local",
    ("booking-widget/.env.local", "web/<<org>>/.env.production.local"),
    """NEXT_PUBLIC_SITE_URL=https://book.<<dom>>
NEXT_PUBLIC_DEFAULT_LANG=fi
STRIPE_SECRET_KEY=<<cred>>
BOOKINGS_DB_URL=file:./bookings.sqlite
""",
    "p:stripe",
    syntax="",
)

reg(
    F,
    "husky_gps_collar_node_red_flows_cred_json",
    ("node-red/flows_cred.json", "home/pi/.node-red/flows_<<org>>_cred.json"),
    """{
    "a4f1c2d3.5e6b78": {
        "user": "collars",
        "password": "<<cred>>"
    },
    "9bc07e11.02d4a6": {}
}
""",
    "pw_json",
)

reg(
    F,
    "husky_finnish_guide_whatsapp_salasana",
    ("chats/opaste_<<n>>.txt", "whatsapp/<<org>>_oppaat.txt"),
    """<<day>>.<<month>>.<<year>> klo <<hh>>.<<mm>> - <<first>>: Huomenna kaksi ryhmää, 10 ja 14. Varauskalenteri on päivitetty
<<day>>.<<month>>.<<year>> klo <<hh>>.<<mm>> - <<first2>>: Mikä se uusi salasana kalenteriin oli?
<<day>>.<<month>>.<<year>> klo <<hh>>.<<mm>> - <<first>>: <<cred>>
<<day>>.<<month>>.<<year>> klo <<hh>>.<<mm>> - <<first2>>: kiitti, pääsin sisään
""",
    "human",
)

reg(
    F,
    "husky_safari_channel_manager_swift_constants",
    ("HuskyBookings/Config/ChannelManager.swift", "ios/<<org>>/Secrets.swift"),
    """import Foundation

enum ChannelManager {
    static let baseURL = URL(string: "https://api.channels.<<dom>>/v3")!
    static let propertyID = "<<n>>"
    static let apiKey = "<<cred>>"
}
""",
    "x:cm_sk_:36",
    syntax="",
)

reg(
    F,
    "husky_feed_order_powershell_pscredential",
    ("scripts/Order-DogFeed.ps1", "ops/<<org>>/feed_order.ps1"),
    """# weekly kibble order to the wholesaler portal
$user = "<<udot>>"
$pw = ConvertTo-SecureString "<<cred>>" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $pw)
$body = Get-Content .\\order.json -Raw
Invoke-RestMethod -Uri "https://trade.<<dom>>/api/orders" -Method Post -Credential $cred -Body $body -ContentType "application/json"
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "husky_tour_photos_rclone_conf_s3",
    ("home/<<user>>/.config/rclone/rclone.conf", "backup/<<org>>/rclone.conf"),
    """[photos]
type = s3
provider = AWS
access_key_id = AKIA<<hex8>>QX7Z
secret_access_key = <<cred>>
region = eu-north-1
bucket_acl = private
""",
    "p:aws_secret",
)

reg(
    F,
    "husky_japanese_agency_email_pasuwado",
    ("mail/agency_<<n>>.eml", "inbox/<<org>>/<<year>>_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email2>>>
To: <<email>>
Subject: =?UTF-8?B?5LqI57SE44K344K544OG44Og?=
Date: <<day>> <<month>> <<year>> <<hh>>:<<mm>>:00 +0900
Content-Type: text/plain; charset=utf-8

<<last>>様

いつもお世話になっております。
来シーズンのハスキーツアーの団体予約システムのアカウントを発行しました。

ログインID：agency<<n>>
パスワード：<<cred>>

初回ログイン後に変更をお願いいたします。
よろしくお願いいたします。
""",
    "alnum:10",
)

reg(
    F,
    "husky_dog_yard_camera_home_assistant_rtsp",
    ("homeassistant/configuration.yaml", "ha/<<org>>/cameras.yaml"),
    """camera:
  - platform: generic
    name: dog_yard
    still_image_url: http://<<ip>>/cgi-bin/snapshot.cgi
    stream_source: rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
    verify_ssl: false
""",
    "pw_url",
)
