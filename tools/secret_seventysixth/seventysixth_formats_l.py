"""Family l: a 3D-printing and laser-cutting makerspace in Seongsu-dong, Seoul, South Korea
(Korean)."""

from __future__ import annotations

import base64
import json
import random

from seventysixth_corpus import ALNUM, DIGITS, alnum
from seventysixth_spec import Fam, chat_kakao

F = Fam(
    name="seoul_makerspace_laser3d",
    orgs=("mandeulgam", "seongsufab", "byeolmaker"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("하은", "haeun"),
        ("도윤", "doyoon"),
        ("수빈", "subin"),
        ("예준", "yejun"),
    ),
    last=(("김", "kim"), ("이", "lee"), ("박", "park"), ("최", "choi"), ("정", "jung")),
    words=(
        "saranghae",
        "hangang",
        "kimchi",
        "bibimbap",
        "seoul",
        "mapo",
        "gangnam",
        "hongdae",
        "namsan",
        "busan",
        "tteok",
        "haneul",
        "byeol",
        "nabi",
        "baram",
        "seongsu",
        "gimbap",
    ),
    pets=("choco", "kongi", "dubu", "bori", "mango", "kkami", "hodu"),
    cc="+8210",
    places=("Seoul", "Mapo", "Seongsu", "Euljiro", "Pangyo", "Busan"),
)


# 1. OctoPrint config.yaml
F.reg(
    "seoul_octoprint_prusa_farm_config_yaml",
    ("home/<<fa>>/.octoprint/config.yaml", "home/pi/.octoprint-mk4-<<n>>/config.yaml"),
    """accessControl:
  salt: <<h8>><<h8>><<h8>><<h8>>
api:
  key: <<cred>>
appearance:
  name: 'MK4 #<<n>> (<<orgc>>)'
plugins:
  _disabled:
  - softwareupdate
  discovery:
    upnpUuid: <<uuid>>
serial:
  port: /dev/ttyACM0
  baudrate: 115200
server:
  firstRun: false
  onlineCheck:
    enabled: true
""",
    "p:octoprint",
)


# 2. KakaoTalk chat export in Korean


def _kakao(s: dict) -> str:
    rng = random.Random(s["ts"])
    lines = [
        (f"{s['ln']}{s['fn']}", "매니저님 레이저실 PC 비밀번호 바뀌었나요? 로그인이 안 돼요 ㅠㅠ"),
        (f"{s['ln2']}{s['fn2']}", f"네 지난주에 바꿨어요 → {s['cred']}"),
        (f"{s['ln2']}{s['fn2']}", "끝나면 꼭 로그아웃 해주세요!"),
        (f"{s['ln']}{s['fn']}", "감사합니다 🙏"),
    ]
    return chat_kakao(rng, f"{s['ln2']}{s['fn2']}", lines, s["y"], s["mo"], s["d"])


F.reg(
    "seoul_kakaotalk_export_bimilbeonho_txt",
    (
        "Documents/KakaoTalk_<<y>><<mo>><<d>>_<<hh>><<mi>>.txt",
        "Downloads/KakaoTalk_Chats_<<fa2>>_<<n>>.txt",
    ),
    _kakao,
    "human",
)

# 3. Toss Payments secret key in Spring application.yml
F.reg(
    "seoul_toss_payments_spring_application_yml",
    (
        "src/main/resources/application-prod.yml",
        "<<org>>-booking/src/main/resources/application.yml",
    ),
    """# 장비 예약 / 멤버십 결제
spring:
  datasource:
    url: jdbc:mysql://<<lan>>:3306/<<org>>_booking
    username: booking
    password: ${DB_PASSWORD}
toss:
  payments:
    client-key: live_ck_<<h8>><<h8>><<h8>>
    secret-key: <<cred>>
    success-url: https://<<dom>>/pay/success
""",
    "p:toss",
)


# 4. Docker config.json auth (encoded)


def _docker(s: dict) -> str:
    auth = base64.b64encode(f"{s['user']}:{s['cred']}".encode()).decode()
    doc = {
        "auths": {f"registry.{s['dom']}": {"auth": auth}},
        "HttpHeaders": {"User-Agent": "Docker-Client/26.1.4 (linux)"},
    }
    return json.dumps(doc, indent="\t") + "\n"


def _dec_docker(text: str) -> str:
    auths = json.loads(text)["auths"]
    raw = base64.b64decode(next(iter(auths.values()))["auth"]).decode()
    return raw.split(":", 1)[1]


F.reg(
    "seoul_private_registry_docker_config_auth",
    ("home/<<fa>>/.docker/config.json", "root/.docker/config.json"),
    _docker,
    "pw",
    decode=_dec_docker,
)


# 5. Bambu Lab farm monitor (LAN access codes)


def _bambu(rng: random.Random, fam: Fam) -> str:
    return alnum(rng, 8, DIGITS)


F.reg(
    "seoul_bambulab_lan_farm_monitor_py",
    ("home/<<fa>>/farm/monitor.py", "opt/<<org>>/bambu_farm_<<n>>.py"),
    """# 뱀부랩 X1C/P1S 팜 모니터 (LAN 모드)
import bambulabs_api as bl

PRINTERS = [
    {"name": "X1C-1", "ip": "<<lan>>", "serial": "00M09A<<h8>>", "access_code": "<<cred>>"},
    {"name": "P1S-2", "ip": "<<ip>>", "serial": "01P00A<<h8>>", "access_code": None},
]

for p in PRINTERS:
    if not p["access_code"]:
        continue
    printer = bl.Printer(p["ip"], p["access_code"], p["serial"])
    printer.connect()
    print(p["name"], printer.get_state(), printer.get_percentage())
""",
    _bambu,
)


# 6. Naver Smartstore Commerce API client secret (bcrypt-salt shape)


def _naver(rng: random.Random, fam: Fam) -> str:
    return "$2a$04$" + alnum(rng, 22, ALNUM + "./")


F.reg(
    "seoul_naver_smartstore_commerce_api_py",
    ("opt/<<org>>/smartstore/orders.py", "home/<<fa>>/smartstore_sync.py"),
    """# 스마트스토어 주문 수집 (커머스API) - 레이저 각인 키링 주문
import base64
import time

import bcrypt
import requests

CLIENT_ID = "<<h8>><<h8>>x<<n>>"
CLIENT_SECRET = "<<cred>>"


def token() -> str:
    ts = str(int(time.time() * 1000))
    sign = bcrypt.hashpw(f"{CLIENT_ID}_{ts}".encode(), CLIENT_SECRET.encode())
    r = requests.post("https://api.commerce.naver.com/external/v1/oauth2/token", data={
        "client_id": CLIENT_ID,
        "timestamp": ts,
        "client_secret_sign": base64.b64encode(sign).decode(),
        "grant_type": "client_credentials",
        "type": "SELF",
    }, timeout=20)
    return r.json()["access_token"]
""",
    _naver,
)

# 7. Member wiki page (Markdown, Korean)
F.reg(
    "seoul_member_wiki_laser_room_markdown",
    ("wiki/레이저실_사용법.md", "docs/<<org>>-wiki/laser-room-<<n>>.md"),
    """# 레이저실 사용법 (Trotec Speedy 400 / Ruida 6442)

1. 예약 시스템에서 시간 확인 후 입실
2. 집진기 → 레이저 순서로 전원 ON
3. LightBurn 전용 PC 로그인
   - 계정: laser
   - 비밀번호: <<cred>>
4. 아크릴 3mm 기본값: 속도 20mm/s, 파워 65%
5. 사용 후 베드 청소, 로그아웃

문의: <<fn2>> 매니저 (<<phone>>)
""",
    "human",
)

# 8. Moonraker power device (Tasmota) with password
F.reg(
    "seoul_klipper_moonraker_tasmota_power_conf",
    (
        "home/<<fa>>/printer_data/config/moonraker.conf",
        "home/pi/printer_data_<<n>>/config/moonraker.conf",
    ),
    """[server]
host: 0.0.0.0
port: 7125

[authorization]
trusted_clients:
    <<lan>>/24

[power voron_psu]
type: tasmota
address: <<lan>>
user: admin
password: <<cred>>
output_id: 1
off_when_shutdown: True
""",
    "pw",
    syntax="ini",
)
