"""Family l: koi and ornamental carp dealers."""
# ruff: noqa: E501

from thirtyfirst_spec import alnum, human, reg

F = "koi_carp_dealer_quarantine"

reg(
    F,
    "koi_water_quality_influxdb_toml",
    ["sensors/influx.toml", "<<org>>/quarantine-tank-<<n>>.toml"],
    """[influxdb]
url = "http://<<ip>>:8086"
org = "<<org>>"
bucket = "quarantine"
token = "<<cred>>"

[sensors]
ph = "/dev/ttyUSB0"
oxygen = "/dev/ttyUSB1"
""",
    lambda r: (
        alnum(r, 86, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") + "=="
    ),
)

reg(
    F,
    "koi_thai_line_rahat_phan",
    ["LINE/[LINE] แชทกับ <<fname2>>.txt", "exports/line_koi_<<dd>><<mm>>.txt"],
    """<<year>>.<<mm>>.<<dd>> วันอังคาร
<<hh>>:<<mi>>\t<<fname2>>\tพี่คะ เข้าระบบหลังบ้านเว็บขายปลาไม่ได้ค่ะ
<<hh>>:<<mi>>\t<<fname>>\tชื่อผู้ใช้ <<user>>
<<hh>>:<<mi>>\t<<fname>>\tรหัสผ่าน <<cred>>
<<hh>>:<<mi>>\t<<fname2>>\tได้แล้วค่ะ ขอบคุณค่ะ 🐟
""",
    "h:any",
)

reg(
    F,
    "koi_auction_site_django_databases",
    ["koiauction/settings.py", "<<org>>_auction/settings.py"],
    """import os

SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
DEBUG = False

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "auction",
        "USER": "auction",
        "PASSWORD": "<<cred>>",
        "HOST": "<<host>>",
        "PORT": "5432",
    }
}
""",
    "h:dq",
)

reg(
    F,
    "koi_health_certs_ruby_net_ftp",
    ["lib/tasks/health_certs.rake", "<<org>>/import/fetch_certs.rb"],
    """require 'net/ftp'

task :fetch_health_certs do
  Net::FTP.open('ftp.<<dom>>', '<<user>>', '<<cred>>') do |ftp|
    ftp.passive = true
    ftp.chdir('/certs/<<year>>')
    ftp.nlst('*.pdf').each { |f| ftp.getbinaryfile(f, "tmp/certs/#{f}") }
  end
end
""",
    "pw:sq",
)

reg(
    F,
    "koi_pond_camera_frigate_yaml",
    ["frigate/config.yml", "<<org>>/frigate-<<n>>.yml"],
    """mqtt:
  enabled: false
cameras:
  quarantine_tank:
    ffmpeg:
      inputs:
        - path: rtsp://viewer:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
          roles:
            - record
    detect:
      enabled: false
""",
    "pw:url",
)

reg(
    F,
    "koi_courier_labels_java_properties",
    ["labels/courier.properties", "<<org>>-shipping/src/main/resources/courier-<<n>>.properties"],
    """# live-fish courier (oxygen boxes, next-day)
courier.api.url=https://api.<<dom>>/shipments
courier.account=<<nn>><<nn>>
courier.api.key=<<cred>>
courier.label.format=PDF_A6
""",
    "HEX:40",
)

reg(
    F,
    "koi_customer_sms_reply_bare",
    ["sms/thread_<<phone>>.txt", "Messages/<<fname2>>-<<dd>><<mm>>.txt"],
    """<<fname2>> (<<dd>>/<<mm>> <<hh>>:<<mi>>): Hi, it's me from the koi show. what was the wifi at your farm again? the pond cam app wants it
Me (<<dd>>/<<mm>> <<hh>>:<<mi>>): <<cred>>
<<fname2>> (<<dd>>/<<mm>> <<hh>>:<<mi>>): thx!!
""",
    "h:any",
)

reg(
    F,
    "koi_breeder_keepass_csv_export",
    ["exports/KeePass-<<year>><<mm>>.csv", "Desktop/<<org>> passwords <<n>>.csv"],
    """"Account","Login Name","Password","Web Site","Comments"
"Breeder portal","<<user>>","<<cred>>","https://breeders.<<dom>>/",""
"Import licence","<<email>>","<<pw2>>","https://gov-portal.<<dom>>/","renew <<mm>>/<<year>>"
"Bank","","","","use card reader"
""",
    "h:json",
    extra=lambda r: {"pw2": human(r, "json")},
)
