# ruff: noqa: E501
"""Family h: an urban air-quality sensor network (미세먼지 측정망) in Gyeonggi, South Korea
(Korean): LoRaWAN (ChirpStack), MQTT (EMQX), InfluxDB / Telegraf, Grafana, AirKorea open data,
Naver Cloud SENS, Toss Payments, KakaoTalk."""

from __future__ import annotations

from eightyfifth_spec import KOREA as F
from eightyfifth_spec import alnum_key, dec_url_after, enc_url, jwt, prov


def _kr_time(s: dict, t: str) -> str:
    h, m = (int(x) for x in t.split(":"))
    ampm = "오전" if h < 12 else "오후"
    return f"{ampm} {h % 12 or 12}:{m:02d}"


# 1 ---------------------------------------------------------------------------------------------
def _kakao(s: dict) -> str:
    me, other = f"{s['last']}{s['first']}", f"{s['first2']}"
    lines = [
        f"{other} 님과 카카오톡 대화",
        f"저장한 날짜 : {s['year']}-{s['mm']}-{s['dd']} {s['t5']}:11",
        "",
        f"--------------- {s['year']}년 {s['m']}월 {s['d']}일 화요일 ---------------",
        f"[{me}] [{_kr_time(s, s['t1'])}] 안산 3번 센서 게이트웨이 관리자 페이지 비번 뭐였죠?",
        f"[{other}] [{_kr_time(s, s['t2'])}] 아이디는 admin 이고요",
        f"[{other}] [{_kr_time(s, s['t2'])}] 비밀번호: {s['cred']}",
        f"[{me}] [{_kr_time(s, s['t3'])}] 감사합니다 👍 들어가졌어요",
        f"[{other}] [{_kr_time(s, s['t4'])}] 확인하시면 대화방에서 지워주세요",
    ]
    return "\n".join(lines) + "\n"


F.reg(
    "gonggi_kakaotalk_pc_txt_bimilbeonho_gateway",
    ("KakaoTalk/KakaoTalk_<<year>><<mm>><<dd>>_<<hh>><<mi>>.txt", "내보내기/<<fa>>/카톡_<<n>>.txt"),
    _kakao,
    "human",
    syntax="",
)

# 2 ---------------------------------------------------------------------------------------------
F.reg(
    "gonggi_airkorea_servicekey_percent_encoded_fetch",
    ("scripts/airkorea_fetch.sh", "collector/<<org>>/airkorea_<<n>>.sh"),
    """#!/bin/sh
# 에어코리아 실시간 측정정보 (공공데이터포털) - 우리 센서 보정용 기준값
STATION="${1:-고잔동}"
curl -s "https://apis.data.go.kr/B552584/ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty?serviceKey=<<enc>>&returnType=json&numOfRows=24&pageNo=1&stationName=$STATION&dataTerm=DAILY&ver=1.3" \\
  | jq '.response.body.items[] | {dataTime, pm10Value, pm25Value}' > "/data/airkorea/$(date +%F)_$STATION.json"
""",
    lambda r, s: prov(r, "datagokr")[:86] + "==",
    syntax="",
    extra=lambda r, s: {"enc": enc_url(s["cred"])},
    decode=dec_url_after("serviceKey=", "&returnType"),
)

# 3 ---------------------------------------------------------------------------------------------
F.reg(
    "gonggi_chirpstack_v4_api_token_python_grpc",
    ("tools/chirpstack_devices.py", "ops/<<fa>>/lorawan_<<n>>.py"),
    '''"""ChirpStack v4: 미세먼지 센서(LoRaWAN) 목록과 마지막 수신 시각 확인"""

import grpc
from chirpstack_api import api

SERVER = "<<ip>>:8080"
API_TOKEN = "<<cred>>"
APPLICATION_ID = "<<uuid>>"

channel = grpc.insecure_channel(SERVER)
client = api.DeviceServiceStub(channel)
auth = [("authorization", "Bearer %s" % API_TOKEN)]

req = api.ListDevicesRequest(application_id=APPLICATION_ID, limit=200)
for d in client.List(req, metadata=auth).result:
    print(d.dev_eui, d.name, d.last_seen_at.ToDatetime() if d.HasField("last_seen_at") else "-")
''',
    lambda r, s: jwt(r, {"aud": "chirpstack", "iss": "chirpstack", "sub": s["uuid"], "typ": "key"}),
)

# 4 ---------------------------------------------------------------------------------------------
F.reg(
    "gonggi_sensor_bridge_toml_emqx_mqtt_password",
    ("bridge/config.toml", "deploy/<<org>>/bridge_<<n>>.toml"),
    """# LoRa -> MQTT 브리지 (PM2.5/PM10/온습도)
[mqtt]
url = "mqtts://mq.<<dom>>:8883"
client_id = "bridge-<<n>>"
username = "sensor_bridge"
password = "<<cred>>"
qos = 1

[influx]
url = "http://<<ip>>:8086"
bucket = "airq"
org = "<<org>>"
token_file = "/run/secrets/influx_token"

[[station]]
name = "안산 고잔동"
dev_eui = "<<hex8>>00<<hex8>>"
""",
    "pw_dq",
)

# 5 ---------------------------------------------------------------------------------------------
F.reg(
    "gonggi_telegraf_conf_influxdb_v2_token",
    ("telegraf/telegraf.conf", "etc/telegraf/telegraf.d/<<org>>_airq_<<n>>.conf"),
    """[agent]
  interval = "60s"
  flush_interval = "10s"

[[inputs.mqtt_consumer]]
  servers = ["tcp://<<ip>>:1883"]
  topics = ["airq/+/pm"]
  data_format = "json"
  tag_keys = ["station"]

[[outputs.influxdb_v2]]
  urls = ["http://<<ip2>>:8086"]
  token = "<<cred>>"
  organization = "<<org>>"
  bucket = "airq"
""",
    "p:influx",
    syntax="",
)

# 6 ---------------------------------------------------------------------------------------------
F.reg(
    "gonggi_grafana_glsa_dashboard_backup_bash",
    ("scripts/grafana_backup.sh", "ops/<<org>>/dash_backup_<<n>>.sh"),
    """#!/usr/bin/env bash
# 대시보드 백업 (매일 02:00)
set -euo pipefail
GRAFANA=https://grafana.<<dom>>
TOKEN=<<cred>>
OUT=/backup/grafana/$(date +%F)
mkdir -p "$OUT"
for uid in $(curl -s -H "Authorization: Bearer $TOKEN" "$GRAFANA/api/search?type=dash-db" | jq -r '.[].uid'); do
  curl -s -H "Authorization: Bearer $TOKEN" "$GRAFANA/api/dashboards/uid/$uid" > "$OUT/$uid.json"
done
""",
    "p:grafana_sa",
    syntax="",
)

# 7 ---------------------------------------------------------------------------------------------
F.reg(
    "gonggi_ncloud_sens_secret_key_java_alert",
    ("src/main/java/kr/co/<<org>>/alert/SensSms.java", "alert-service/<<org>>/SensSms<<n>>.java"),
    """package kr.co.<<org>>.alert;

// 초미세먼지 '매우나쁨' 경보 문자 발송 (NAVER Cloud SENS)
public class SensSms {
    private static final String SERVICE_ID = "ncp:sms:kr:<<nnnn>><<nnnn>>:airq";
    private static final String ACCESS_KEY = "<<ak>>";
    private static final String SECRET_KEY = "<<cred>>";
    private static final String FROM = "0315<<nnnn>>";

    public String url() {
        return "https://sens.apigw.ntruss.com/sms/v2/services/" + SERVICE_ID + "/messages";
    }
}
""",
    "p:ncloud_secret",
    syntax="",
    extra=lambda r, s: {"ak": alnum_key(r, 20, upper=True)},
)

# 8 ---------------------------------------------------------------------------------------------
F.reg(
    "gonggi_toss_payments_live_sk_kotlin_subscription",
    ("app/src/main/kotlin/kr/co/<<org>>/billing/Toss.kt", "billing/<<org>>/TossClient<<n>>.kt"),
    """package kr.co.<<org>>.billing

import java.util.Base64

// 학교·어린이집 대상 공기질 리포트 정기결제
object Toss {
    private const val SECRET_KEY = "<<cred>>"
    val authHeader: String = "Basic " + Base64.getEncoder().encodeToString("$SECRET_KEY:".toByteArray())
    const val BILLING_URL = "https://api.tosspayments.com/v1/billing/"
}
""",
    "p:toss_sk",
    syntax="",
)
