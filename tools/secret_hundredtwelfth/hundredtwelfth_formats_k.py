# ruff: noqa: E501
"""Family k: a hydrological gauging network in the Mekong delta, Vietnam (Vietnamese)."""

from __future__ import annotations

import html

from hundredtwelfth_spec import Fam, dec_xml_attr, force

VN = Fam(
    name="mekong_delta_gauging_network",
    key="thuyvan",
    orgs=("thuyvan",),
    tld="edu.vn",
    first=(
        ("Minh", "minh"),
        ("Lan", "lan"),
        ("Hùng", "hung"),
        ("Thảo", "thao"),
        ("Tuấn", "tuan"),
        ("Hương", "huong"),
        ("Dũng", "dung"),
        ("Linh", "linh"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Hoàng", "hoang"),
        ("Võ", "vo"),
        ("Đặng", "dang"),
        ("Bùi", "bui"),
    ),
    words=(
        "mekong",
        "song",
        "lua",
        "pho",
        "hanoi",
        "saigon",
        "cantho",
        "halong",
        "mientay",
        "sen",
        "tet",
        "banhmi",
        "aodai",
        "dongthap",
        "mua",
        "nuoc",
        "quehuong",
        "hoamai",
        "tramchim",
        "chaudoc",
    ),
    pets=("vang", "mic", "lu", "bong", "ki", "milo"),
    cc="84",
    places=("Can Tho", "Chau Doc", "Tan Chau", "My Tho", "Long Xuyen"),
)

VN.reg(
    "zalo_copied_chat_mat_khau",
    ("notes/zalo_<<fa>>_<<n>>.txt", "Desktop/zalo_tram_<<dd>><<mm>>.txt"),
    """<<first>> <<last>> <<t1>>
Anh ơi trạm Tân Châu mất kết nối từ tối qua, em vào web logger không được

<<first2>> <<last2>> <<t2>>
Tài khoản admin, mật khẩu mới là <<cred>>

<<first2>> <<last2>> <<t2>>
Đừng gửi vào nhóm chung nhé

<<first>> <<last>> <<t3>>
Dạ em vào được rồi, mực nước đang lên 👍
""",
    cred="human",
    syntax="",
)


def _xml(rng, s):
    s["enc"] = html.escape(str(s["cred"]), quote=True)


VN.reg(
    "ott_logger_xml_escaped_ftp",
    ("loggers/TC<<n>>/netdl_config.xml", "config_backup/station_<<n2>>/logger.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<LoggerConfig model="OTT netDL 1000" serial="<<n2>><<n2>><<n>>">
  <Station id="TC<<n>>" name="Tân Châu" river="Tiền"/>
  <Sensors>
    <Sensor channel="1" type="OTT PLS" parameter="WaterLevel" unit="m" interval="300"/>
    <Sensor channel="2" type="OTT Pluvio2" parameter="Precipitation" unit="mm" interval="300"/>
  </Sensors>
  <Transmission protocol="FTP" host="ftp.<<dom>>" port="21" user="tc<<n>>" password="<<enc>>" directory="/incoming" interval="900"/>
</LoggerConfig>
""",
    cred=force('&<>"'),
    extra=_xml,
    decode=dec_xml_attr("password"),
)

VN.reg(
    "hydro_pgpass_line",
    ("home/<<user>>/.pgpass", "srv/hydrodb-<<n>>/.pgpass"),
    """# hostname:port:database:username:password
<<ip>>:5432:hydrodb:hydro_etl:<<cred>>
localhost:5432:*:postgres:*
""",
    cred="pw",
    syntax="",
)

VN.reg(
    "momo_secret_key_java",
    (
        "src/main/java/vn/edu/<<org>>/payment/MomoConfig.java",
        "webinar-fees-<<n>>/src/MomoConfig.java",
    ),
    """package vn.edu.<<org>>.payment;

public final class MomoConfig {
    public static final String ENDPOINT = "https://payment.momo.vn/v2/gateway/api/create";
    public static final String PARTNER_CODE = "MOMO<<n2>>THUY<<n>>";
    public static final String ACCESS_KEY = "<<ak>>";
    public static final String SECRET_KEY = "<<cred>>";
    public static final String REDIRECT_URL = "https://hoithao.<<dom>>/thanh-toan/ket-qua";

    private MomoConfig() {}
}
""",
    cred="alnum:32",
    syntax="",
    extra=lambda rng, s: s.update(
        ak="".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(16)
        )
    ),
)

VN.reg(
    "paho_mqtt_telemetry_python",
    ("ingest/mqtt_to_db_<<n>>.py", "home/<<user>>/telemetry/subscriber.py"),
    """import json

import paho.mqtt.client as mqtt
import psycopg2

db = psycopg2.connect(host="localhost", dbname="hydrodb", user="hydro_etl")


def on_message(client, userdata, msg):
    obs = json.loads(msg.payload)
    with db, db.cursor() as cur:
        cur.execute("INSERT INTO obs(station, ts, level_m) VALUES (%s, %s, %s)", (obs["st"], obs["ts"], obs["h"]))


client = mqtt.Client(client_id="hydro-ingest-<<n>>")
client.username_pw_set("ingest", "<<cred>>")
client.on_message = on_message
client.connect("mqtt.<<dom>>", 1883)
client.subscribe("mekong/+/level")
client.loop_forever()
""",
    cred="pw_dq",
)

VN.reg(
    "crontab_curl_ftp_upload",
    ("var/spool/cron/crontabs/gauge", "stations/rpi-<<n>>/crontab.bak"),
    """# Tải dữ liệu mực nước lên máy chủ mỗi 15 phút
*/15 * * * * /usr/bin/curl -s -u gauge<<n>>:<<cred>> -T /home/pi/data/level_latest.csv ftp://ftp.<<dom>>/incoming/ >/dev/null 2>&1
0 3 * * * find /home/pi/data -mtime +30 -delete
""",
    cred="pw_bare",
    syntax="",
)

VN.reg(
    "vietnamese_email_mat_khau_tram_do",
    ("mail/<<user>>/tram_do_<<n>>.eml", "Thunderbird/Inbox/<<ts>>.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<first>> <<last>> <<<email>>>
Subject: Tài khoản hệ thống quan trắc trạm đo
Date: <<dd>> Aug <<year>> <<t1>>:00 +0700
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Chào em <<first>>,

Anh gửi tài khoản vào hệ thống quan trắc (HydroServer) để em nhập số liệu đo lưu lượng ADCP:

Tên đăng nhập: <<user>>
Mật khẩu: <<cred>>

Em đổi mật khẩu sau lần đăng nhập đầu tiên nhé.

Thân,
<<first2>>
""",
    cred="human",
    syntax="",
)


def _postman(s):
    import json

    env = {
        "id": s["uuid"],
        "name": "Reservoir API (prod)",
        "values": [
            {
                "key": "base_url",
                "value": f"https://api.{s['dom']}/v1",
                "type": "default",
                "enabled": True,
            },
            {"key": "bearer", "value": s["cred"], "type": "secret", "enabled": True},
            {"key": "station", "value": f"TC{s['n']}", "type": "default", "enabled": True},
        ],
        "_postman_variable_scope": "environment",
        "_postman_exported_at": f"{s['date']}T{s['t1']}:00.000Z",
        "_postman_exported_using": "Postman/11.2.0",
    }
    return json.dumps(env, indent="\t") + "\n"


VN.reg(
    "postman_environment_bearer_jwt",
    (
        "postman/Reservoir_API_prod.postman_environment.json",
        "Downloads/<<user>>/env_<<n>>.postman_environment.json",
    ),
    _postman,
    cred="jwt:reservoir-operator",
)
