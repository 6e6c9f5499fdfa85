# ruff: noqa: E501
"""Family k: a computer repair shop (컴퓨터 수리점) at Yongsan, Seoul, South Korea; Korean."""

from hundredseventeenth_spec import Fam

F = Fam(
    name="computer_suri_shop_yongsan",
    orgs=("suriteo", "yongsanpc", "hanbitcom", "dosapc"),
    tld="co.kr",
    first=(
        ("민수", "minsu"),
        ("지영", "jiyoung"),
        ("현우", "hyunwoo"),
        ("서연", "seoyeon"),
        ("동훈", "donghoon"),
        ("은지", "eunji"),
    ),
    last=(("김", "kim"), ("이", "lee"), ("박", "park"), ("최", "choi"), ("정", "jung")),
    words=(
        "sarang",
        "seoul",
        "yongsan",
        "hangang",
        "kimchi",
        "tteok",
        "haneul",
        "daebak",
        "fighting",
        "computer",
        "jjang",
        "bada",
        "gangnam",
        "hwaiting",
    ),
    pets=("kongi", "dubu", "choco", "bori", "ttoli"),
    cc="+82",
    city="서울",
)

F.reg(
    "suriteo_kakaotalk_pc_export_bimilbeonho",
    ("KakaoTalk/KakaoTalk_<<date>>_<<n>>.txt", "Documents/카톡_<<fa>>_<<n>>.txt"),
    """<<fn>> 님과 카카오톡 대화
저장한 날짜 : 2026-<<month>>-<<day>> <<time>>:12

2026년 <<month>>월 <<day>>일 오후 <<time>>, <<ln>><<fn>> : 사장님 노트북 맡겼는데 윈도우 로그인 비밀번호 필요하다고 하셔서요
2026년 <<month>>월 <<day>>일 오후 <<time>>, <<ln>><<fn>> : <<cred>>
2026년 <<month>>월 <<day>>일 오후 <<time2>>, <<Org>> 수리센터 : 네 확인했습니다. SSD 교체 후 연락드릴게요
""",
    cred="human",
    syntax="",
)

F.reg(
    "suriteo_toss_payments_spring_application_yml",
    ("src/main/resources/application-prod.yml", "repair-booking-<<n>>/application.yml"),
    """spring:
  datasource:
    url: jdbc:mariadb://<<ip>>:3306/repair
    username: repair
    password: ${DB_PASSWORD}
toss:
  payments:
    client-key: "live_ck_<<ck>>"
    secret-key: "<<cred>>"
    success-url: https://<<dom>>/pay/success
""",
    cred="p:toss",
    extra=lambda rng, s: {
        "ck": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(20)
        )
    },
)

F.reg(
    "suriteo_teamviewer_memo_label_next_line",
    ("메모/원격지원_<<n>>.txt", "scans/memo_<<date>>_<<n>>.txt"),
    """원격지원 (<<fn>> 고객님, 사무실 PC)
TeamViewer ID  1 <<n>> <<n2>> 0
비밀번호
<<cred>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "suriteo_synology_rsync_sshpass_sh",
    ("scripts/backup_customer_data.sh", "volume1/scripts/rsync_<<n>>.sh"),
    """#!/bin/bash
# 고객 데이터 복구본 -> 시놀로지 NAS 백업 (매일 새벽 2시)
SRC=/mnt/recovery/
DST=backup@<<lan>>:/volume1/recovery/
sshpass -p '<<cred>>' rsync -avz --delete -e 'ssh -p 2222' "$SRC" "$DST" >> /var/log/nas_backup.log 2>&1
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "suriteo_aligo_sms_pickup_notice_python",
    ("sms/aligo_notice.py", "scripts/수리완료_<<n>>.py"),
    """import requests

ALIGO = {
    "key": "<<cred>>",
    "user_id": "<<user>>",
    "sender": "0<<n>><<n2>>",
}


def notify(phone: str, name: str) -> None:
    msg = f"[<<Org>>] {name}님, 맡기신 PC 수리가 완료되었습니다. 영업시간 10시~20시"
    requests.post("https://apis.aligo.in/send/", data={**ALIGO, "receiver": phone, "msg": msg}, timeout=10)
""",
    cred="alnum:32",
)

F.reg(
    "suriteo_repair_intake_csv_windows_pin",
    ("접수/intake_<<date>>.csv", "exports/repair_intake_<<n>>.csv"),
    """접수번호,고객명,연락처,제품,증상,윈도우 비밀번호,비고
<<n2>>,<<ln>><<fn>>,<<phone>>,LG 그램 16,부팅 안됨,<<cred>>,데이터 백업 요청
<<n>>1,<<ln2>><<fn2>>,<<phone2>>,조립PC,팬 소음,,없음
""",
    cred="human",
    syntax="",
)

F.reg(
    "suriteo_naver_works_bot_client_env",
    ("works-bot/.env", "apps/<<org>>-bot/.env"),
    """WORKS_CLIENT_ID=<<cid>>
WORKS_CLIENT_SECRET=<<cred>>
WORKS_SERVICE_ACCOUNT=<<cid2>>.serviceaccount@<<org>>
WORKS_BOT_ID=<<n2>><<n>>
WORKS_PRIVATE_KEY_PATH=./private_<<n>>.key
""",
    cred="alnum:24",
    syntax="",
    extra=lambda rng, s: {
        "cid": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(20)
        ),
        "cid2": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(5)),
    },
)

F.reg(
    "suriteo_mariadb_client_my_cnf",
    ("root/.my.cnf", "home/<<fa>>/.my.cnf"),
    """[client]
user=repair_admin
password=<<cred>>
host=<<ip>>
default-character-set=utf8mb4

[mysqldump]
single-transaction
""",
    cred="pw",
    syntax="",
)
