"""Family f: young parents in Seoul (South Korea) with a baby monitor, home cameras, a video
doorbell and a digital door lock; Korean."""

from __future__ import annotations

from fiftyninth_spec import DIGITS, Fam, alnum, jdump

F = Fam(
    "seoul_baby_monitor_doorbell",
    tld="co.kr",
    orgs=("haneulhome", "dalbitcam", "mapogwan"),
    first=(
        ("지훈", "jihoon"),
        ("서연", "seoyeon"),
        ("민준", "minjun"),
        ("하은", "haeun"),
        ("도윤", "doyoon"),
        ("지우", "jiwoo"),
        ("예린", "yerin"),
        ("현우", "hyunwoo"),
    ),
    last=(
        ("김", "kim"),
        ("이", "lee"),
        ("박", "park"),
        ("최", "choi"),
        ("정", "jung"),
        ("강", "kang"),
    ),
    words=(
        "sarang",
        "haneul",
        "byeol",
        "doenjang",
        "hangang",
        "twins",
        "bori",
        "kimbap",
        "dubu",
        "namsan",
    ),
    pets=("kongi", "ttoli", "choco", "dubu", "mandu", "haru"),
    mail=("naver.com", "daum.net", "kakao.com", "gmail.com"),
    cc="+82",
    ssid=("iptime", "KT_GiGA_", "U+Net", "SK_WiFiGIGA", "olleh_WiFi_"),
)


F.reg(
    "seoul_kakaotalk_pc_export_homecam_bimilbeonho",
    (
        "KakaoTalk_Chat_<<fa>>_<<ymd>>.txt",
        "Documents/카카오톡 받은 파일/KakaoTalk_<<ymd>>_<<n4>>.txt",
    ),
    """<<fn>> 님과 카카오톡 대화
저장한 날짜 : <<year>>-03-02 22:14:07

--------------- <<year>>년 3월 2일 토요일 ---------------
[<<fn>>] [오후 9:12] 어머님 내일 아기 봐주시는 거 맞죠?
[엄마] [오후 9:13] 그래 아침 8시에 갈게
[<<fn>>] [오후 9:15] 홈캠 앱 깔아드렸어요. 아이디 <<email>>
[<<fn>>] [오후 9:15] 비밀번호 <<cred>>
[<<fn>>] [오후 9:16] 아기 낮잠 잘 때 화면 보시면 돼요
[엄마] [오후 9:20] 알았다 이모티콘
""",
    cred="human",
)

F.reg(
    "seoul_go2rtc_yaml_tapo_rtsp_aegi_bang",
    ("homeassistant/go2rtc.yaml", "home/<<fa>>/go2rtc-<<n>>/go2rtc.yaml"),
    """streams:
  aegi_bang:
    - rtsp://<<fa>>cam:<<cred>>@<<lan>>:554/stream1
    - ffmpeg:aegi_bang#audio=opus
  hyeongwan:
    - rtsp://<<fa>>cam:<<cred>>@<<ip2>>:554/stream2

webrtc:
  candidates:
    - <<lan>>:8555
    - stun:8555

log:
  level: info
""",
    cred="pw_url",
    extra=lambda rng, s: {"ip2": f"192.168.0.{rng.randint(2, 250)}"},
)

F.reg(
    "seoul_tinytuya_json_hejhome_cloud_api",
    ("home/<<fa>>/tuya/tinytuya.json", "projects/babyroom_<<n>>/tinytuya.json"),
    lambda s: jdump(
        {
            "apiKey": s["ak"],
            "apiSecret": s["cred"],
            "apiRegion": "eu",
            "apiDeviceID": s["dev"],
        }
    ),
    cred="lower:32",
    extra=lambda rng, s: {
        "ak": alnum(rng, 20, "abcdefghijklmnopqrstuvwxyz0123456789"),
        "dev": "bf" + alnum(rng, 20, "abcdef0123456789"),
    },
)


def _devices(s: dict) -> str:
    return jdump(
        [
            {
                "name": "아기방 온습도계",
                "id": s["dev"],
                "key": s["cred"],
                "mac": s["mac"].lower(),
                "category": "wsdcg",
                "product_name": "Temperature Humidity Sensor",
                "ip": s["lan"],
                "version": "3.3",
            },
            {
                "name": "거실 플러그",
                "id": s["dev2"],
                "key": s["k2"],
                "category": "cz",
                "product_name": "Smart Plug",
                "ip": "",
                "version": "3.4",
            },
        ]
    )


F.reg(
    "seoul_tinytuya_devices_json_local_key",
    ("home/<<fa>>/tuya/devices.json", "projects/babyroom_<<n>>/devices-<<ymd>>.json"),
    _devices,
    cred="p:tuya_local",
    extra=lambda rng, s: {
        "dev": "eb" + alnum(rng, 20, "abcdef0123456789"),
        "dev2": "bf" + alnum(rng, 20, "abcdef0123456789"),
        "k2": alnum(rng, 16, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
    },
)

F.reg(
    "seoul_homebridge_config_smartthings_pat",
    ("homebridge/config.json", "home/<<fa>>/.homebridge-<<n>>/config.json"),
    lambda s: jdump(
        {
            "bridge": {
                "name": "Homebridge 우리집",
                "username": s["mac"],
                "port": 51826,
                "pin": f"031-{s['n']:02d}-154",
            },
            "platforms": [
                {"name": "Config", "port": 8581, "platform": "config"},
                {
                    "platform": "SmartThings-v2",
                    "name": "SmartThings",
                    "AccessToken": s["cred"],
                    "BaseURL": "https://api.smartthings.com/v1/",
                    "GarageDoorMaxPoll": 40,
                },
            ],
        }
    ),
    cred="uuid",
)


def _door(rng, fam):
    return rng.choice("123456789") + alnum(rng, rng.randint(7, 9), DIGITS)


F.reg(
    "seoul_samsung_notes_txt_doorlock_master",
    ("Samsung Notes/우리집 정보_<<ymd>>.txt", "Documents/메모/집_<<n>>.txt"),
    """우리집 정보 (시터 선생님 오시기 전에 정리)

현관 도어락 마스터 비밀번호: <<cred>>
(임시 비밀번호는 매주 월요일에 바꿈)
관리사무소: 02-<<n3>>-<<n4>>
분리수거: 수요일 저녁
아기 분유: 하루 5번, 160ml
""",
    cred=_door,
)

F.reg(
    "seoul_email_babysitter_wifi_homecam",
    ("Mail/보낸편지함/돌보미_<<date>>.eml", "Takeout/Mail/babysitter-<<n>>.eml"),
    """From: <<fn>> <<<email>>>
To: <<email2>>
Subject: 내일 돌봄 안내드립니다
Date: Sun, 10 Mar <<year>> 21:30:11 +0900
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"

선생님 안녕하세요, <<fn>> 엄마입니다.

와이파이 이름: <<ssid>>
와이파이 비밀번호: <<cred>>

아기 낮잠은 1시~3시이고, 모니터는 침대 옆 선반에 있어요.
감사합니다.
""",
    cred="wifi",
)

F.reg(
    "seoul_onvif_python_doorbell_snapshot",
    ("home/<<fa>>/doorbell/snapshot_<<n>>.py", "projects/doorbell_<<ymd>>/main.py"),
    '''"""현관 초인종 카메라 - 벨이 눌리면 스냅샷을 텔레그램으로 보낸다."""

from onvif import ONVIFCamera

CAM_IP = "<<lan>>"
cam = ONVIFCamera(CAM_IP, 80, "admin", '<<cred>>')
media = cam.create_media_service()
profile = media.GetProfiles()[0]
uri = media.GetSnapshotUri({"ProfileToken": profile.token})
print(uri.Uri)
''',
    cred="pw_sq",
)
