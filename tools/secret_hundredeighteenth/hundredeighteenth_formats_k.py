"""Family k: a school bus operator (รถรับส่งนักเรียน) in Chiang Mai, Thailand (Thai)."""

from __future__ import annotations

from hundredeighteenth_spec import Fam

TH = Fam(
    name="rotrian_schoolbus_chiangmai",
    orgs=("rotdeknoi", "chiangbus", "lannavan"),
    tld="co.th",
    first=(
        ("สมชาย", "somchai"),
        ("สุดา", "suda"),
        ("วิไล", "wilai"),
        ("ประยุทธ", "prayut"),
        ("นภา", "napa"),
        ("อนันต์", "anan"),
        ("กมล", "kamon"),
    ),
    last=(
        ("ศรีสุข", "srisuk"),
        ("ใจดี", "jaidee"),
        ("วงศ์ใหญ่", "wongyai"),
        ("แก้วมณี", "kaewmanee"),
        ("บุญมา", "boonma"),
        ("ทองคำ", "thongkham"),
    ),
    words=(
        "chiangmai",
        "lanna",
        "doisuthep",
        "somtam",
        "khaosoi",
        "sabai",
        "sanuk",
        "chang",
        "muaythai",
        "songkran",
        "loykrathong",
        "rotfai",
        "nongnoo",
        "mali",
        "tuktuk",
        "ping",
    ),
    pets=("mali", "tongdee", "moo", "kaitod", "namtan", "lucky", "bua"),
    cc="+66",
    grades=("สาย 1 นิมมาน", "สาย 2 หางดง", "สาย 3 สันทราย", "สาย 4 แม่ริม"),
)

TH.reg(
    "rotrian_line_chat_export_rahat_phan",
    ("LINE/[LINE] คนขับรถ <<orgc>> <<n>>.txt", "Downloads/line_chat_<<date>>_<<n>>.txt"),
    """[LINE] แชทกลุ่ม คนขับรถ <<orgc>>
บันทึกเมื่อ: <<dmy>> <<hm>>

<<y>>.<<mo>>.<<d>> วัน<<dayname>>
<<hm>>\t<<fn>> <<ln>>\tพี่ครับ แอป GPS เข้าไม่ได้ รหัสผ่านเปลี่ยนหรือเปล่าครับ
<<hm>>\t<<fn2>> <<ln2>>\tเปลี่ยนแล้ว ชื่อผู้ใช้ <<login>>
<<hm>>\t<<fn2>> <<ln2>>\tรหัสผ่าน <<cred>>
<<hm>>\t<<fn2>> <<ln2>>\tอย่าส่งให้ผู้ปกครองนะ
<<hm>>\t<<fn>> <<ln>>\tได้ครับ ขอบคุณครับ 🙏
""",
    "human",
    extra=lambda rng, s: {"dayname": rng.choice(("จันทร์", "อังคาร", "พุธ", "พฤหัสบดี", "ศุกร์"))},
)

TH.reg(
    "rotrian_traccar_gps_server_xml",
    ("opt/traccar/conf/traccar.xml", "traccar-<<org>>/conf/traccar_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://localhost/traccar?zeroDateTimeBehavior=round&amp;serverTimezone=Asia/Bangkok&amp;allowPublicKeyRetrieval=true&amp;useSSL=false</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='web.url'>https://gps.<<dom>></entry>
</properties>
""",
    "pw_xml",
    syntax="",
)

TH.reg(
    "rotrian_line_messaging_api_apps_script",
    ("AppsScript/แจ้งเตือนรถ_<<n>>.gs", "clasp/<<org>>-notify/Code.gs"),
    """// แจ้งผู้ปกครองเมื่อรถถึงโรงเรียน (LINE Messaging API)
const CHANNEL_ACCESS_TOKEN = '<<cred>>';

function notifyParents(groupId, text) {
  UrlFetchApp.fetch('https://api.line.me/v2/bot/message/push', {
    method: 'post',
    contentType: 'application/json',
    headers: { Authorization: 'Bearer ' + CHANNEL_ACCESS_TOKEN },
    payload: JSON.stringify({ to: groupId, messages: [{ type: 'text', text: text }] }),
  });
}
""",
    "p:line_channel",
    syntax="",
)

TH.reg(
    "rotrian_omise_term_fees_ruby",
    ("config/initializers/omise.rb", "app/<<org>>/config/initializers/omise_<<n>>.rb"),
    """# ค่ารถรับส่งรายเทอม - Omise (บัตร / PromptPay)
require "omise"

Omise.public_api_key = "pkey_<<pk>>"
Omise.secret_api_key = "<<cred>>"
Omise.api_version = "2019-05-29"
""",
    "p:omise",
    syntax="",
    extra=lambda rng, s: {"pk": TH.cred(rng, "alnum:19").lower()},
)

TH.reg(
    "rotrian_mdvr_dashcam_server_ini",
    ("MDVR/config_bus<<n2>>.ini", "sdcard/<<org>>_bus<<n2>>/mdvr_<<n>>.ini"),
    """[Device]
BusNo=ชม-<<n>>
Channels=4

[CMS]
ServerIP=<<pip>>
Port=6608
Account=<<org>>
Password=<<cred>>

[Wifi]
Mode=AP
SSID=BUS<<n2>>
""",
    "pw",
)


def _fods(s: dict) -> str:
    rows = [
        ("คนขับ", "สายรถ", "เบอร์โทร", "รหัสแอป GPS"),
        (f"{s['fn']} {s['ln']}", str(s["grade"]), str(s["phone"]), str(s["cred"])),
        (f"{s['fn2']} {s['ln2']}", "สาย 5 สารภี", str(s["phone2"]), "ยังไม่ได้ตั้ง"),
    ]
    body = "".join(
        "<table:table-row>"
        + "".join(
            f'<table:table-cell office:value-type="string"><text:p>{c}</text:p></table:table-cell>'
            for c in r
        )
        + "</table:table-row>\n"
        for r in rows
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
        'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" '
        'office:mimetype="application/vnd.oasis.opendocument.spreadsheet">\n'
        '<office:body><office:spreadsheet><table:table table:name="คนขับ">\n'
        f"{body}</table:table></office:spreadsheet></office:body></office:document>\n"
    )


TH.reg(
    "rotrian_driver_roster_flat_ods_thai",
    ("เอกสาร/รายชื่อคนขับ_<<n>>.fods", "office/drivers_<<org>>_<<n>>.fods"),
    _fods,
    "human",
    syntax="xml",
)

TH.reg(
    "rotrian_fleet_pi_wireguard_conf",
    ("etc/wireguard/wg0_bus<<n2>>.conf", "pi-<<org>>/wg0_<<n>>.conf"),
    """[Interface]
# Raspberry Pi on bus <<n2>> - GPS + camera uplink over 4G
PrivateKey = <<cred>>
Address = 10.66.<<n2>>.2/32
DNS = 1.1.1.1

[Peer]
PublicKey = <<pub>>
Endpoint = vpn.<<dom>>:51820
AllowedIPs = 10.66.0.0/16
PersistentKeepalive = 25
""",
    "p:wireguard",
    syntax="",
    extra=lambda rng, s: {"pub": TH.cred(rng, "b64:32")},
)

TH.reg(
    "rotrian_promptpay_api_docker_compose",
    ("deploy/docker-compose.yml", "srv/<<org>>-<<n>>/docker-compose.yml"),
    """services:
  api:
    image: ghcr.io/<<org>>/busfee-api:1.8
    environment:
      DATABASE_URL: "postgres://busfee:<<cred>>@db:5432/busfee"
      PROMPTPAY_ID: "0<<n2>><<n>><<n>>"
    depends_on: [db]
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: busfee
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - pg:/var/lib/postgresql/data
volumes:
  pg:
""",
    "pw_url",
)
