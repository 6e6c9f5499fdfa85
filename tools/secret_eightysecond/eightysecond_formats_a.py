# ruff: noqa: E501
"""Family a: a PC bang (internet café with hourly seat billing) in South Korea; Korean in
Hangul, KakaoTalk, ipTIME routers, Toss Payments, diskless game servers."""

from __future__ import annotations

from eightysecond_spec import Fam

F = Fam(
    name="pcroom_hourly_seats_seoul",
    prefix="pcroom",
    orgs=("pixelbang", "bitpcbang", "nolgopc", "gameonzone", "starpcroom"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("도윤", "doyun"),
        ("지우", "jiwoo"),
        ("하준", "hajun"),
        ("서윤", "seoyun"),
        ("예준", "yejun"),
        ("하은", "haeun"),
        ("지호", "jiho"),
        ("수아", "sua"),
    ),
    last=(
        ("김", "kim"),
        ("이", "lee"),
        ("박", "park"),
        ("최", "choi"),
        ("정", "jung"),
        ("강", "kang"),
        ("윤", "yoon"),
    ),
    words=(
        "saranghae",
        "haengbok",
        "suwon",
        "hongdae",
        "starcraft",
        "faker",
        "ramyeon",
        "tteokbokki",
        "gangnam",
        "sinchon",
        "dkssud",
        "tkfkdgo",
        "chimaek",
        "jjajang",
        "pcbang",
        "bulgogi",
        "daebak",
        "fighting",
        "lolchamp",
        "bokdeok",
    ),
    pets=("choco", "dubu", "kongi", "bori", "mandu", "nabi", "haru", "tani"),
    cc="+82 10-",
    surname_first=True,
)

F.reg(
    "kakaotalk_pc_export_bimilbeonho_reply",
    (
        "Documents/카카오톡 받은 파일/KakaoTalk_<<y>><<mo>><<d>>_야간알바.txt",
        "backup/kakao/<<org>>_운영방_<<date>>.txt",
    ),
    """<<org>> 야간 운영방 님과 카카오톡 대화
저장한 날짜 : <<date>> <<hms>>

--------------- <<y>>년 <<mo>>월 <<d>>일 ---------------
[<<full>>] [오후 <<hm>>] 카운터 피씨 관리자 비번 또 바뀌었어요? 로그인이 안 돼요 ㅠㅠ
[<<full2>>] [오후 <<hm>>] 네 점장님이 어제 바꾸셨어요
[<<full2>>] [오후 <<hm2>>] <<cred>>
[<<full>>] [오후 <<hm2>>] 감사합니다!! 됐어요
[<<full2>>] [오후 <<hm2>>] 쓰고 나서 이 메시지 지워주세요~
""",
    cred="human",
    syntax="",
)

F.reg(
    "seat_booking_nextjs_env_toss_secret",
    ("web/<<org>>-reserve/.env.production", "deploy/reserve/.env.local"),
    """# <<org>> 좌석 예약 (Next.js) - 운영
NEXT_PUBLIC_SITE_URL=https://reserve.<<dom>>
NEXT_PUBLIC_TOSS_CLIENT_KEY=live_ck_<<hx8>>XyZ0aB1cD2eF
TOSS_SECRET_KEY=<<cred>>
DATABASE_URL=file:./prisma/seat.db
SEAT_PRICE_PER_HOUR=1500
NIGHT_PACKAGE_START=22:00
""",
    cred="p:toss",
    syntax="",
)

F.reg(
    "time_billing_server_mssql_udl",
    ("C:/PCBang/Server/DataLink.udl", "D:/카운터/과금서버/db_<<n>>.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=sa;Initial Catalog=PCBANG_BILLING;Data Source=<<ip>>,1433
""",
    cred="pw",
    syntax="",
)

F.reg(
    "iptime_router_config_backup_wpa_psk",
    ("router/iptime_ax3000_backup_<<date>>.cfg", "네트워크/iptime_<<n>>층.cfg"),
    """# ipTIME AX3000M configuration backup
# model=AX3000M fw=14.200 saved=<<date>> <<hms>>
sys_hostname=<<org>>-<<n>>F
lan_ipaddr=192.168.0.1
wan_type=dynamic
wl0_ssid=<<orgc>>_5G
wl0_auth=wpa2psk
wl0_crypto=aes
wl0_wpapsk=<<cred>>
wl1_ssid=<<orgc>>_2.4G
wl1_auth=wpa2psk
wl1_wpapsk=<<cred>>
remote_mgmt=0
""",
    cred="human",
    syntax="",
)

F.reg(
    "diskless_server_steamcmd_update_bat",
    ("D:/diskless/scripts/steam_update_<<n>>.bat", "C:/Update/게임패치_스팀.bat"),
    """@echo off
chcp 65001 > nul
REM 새벽 5시 게임 업데이트 (디스크리스 슈퍼 모드)
set STEAMCMD=D:\\steamcmd\\steamcmd.exe
set LOGIN=<<login>>_pcbang
%STEAMCMD% +force_install_dir D:\\Games\\PUBG +login %LOGIN% <<cred>> +app_update 578080 validate +quit
%STEAMCMD% +force_install_dir D:\\Games\\CS2 +login %LOGIN% <<cred>> +app_update 730 +quit
echo %date% %time% update done >> D:\\diskless\\logs\\steam.log
""",
    cred="human_x",
    syntax="",
)

F.reg(
    "night_shift_handover_note_korean",
    ("인수인계/<<date>>_야간.md", "Desktop/알바 인수인계.txt"),
    """# 야간 인수인계 (<<date>>)

- 정산: 카드 <<n2>>,000원 / 현금 <<n>>0,000원 (시재 확인 완료)
- 17번 자리 마우스 휠 불량 → 교체 요청함
- 음료 냉장고 콜라 재고 부족
- 관리자 프로그램 로그인
  - 아이디: admin<<n>>
  - 비밀번호: <<cred>>
- 손님 분실물: 에어팟 케이스 (카운터 서랍)
""",
    cred="human",
    syntax="",
)

F.reg(
    "cctv_nvr_vlc_playlist_rtsp_userinfo",
    ("CCTV/카운터_모니터.m3u", "Desktop/cctv_<<n>>ch.m3u"),
    """#EXTM3U
#EXTINF:-1,입구
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
#EXTINF:-1,카운터
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201
#EXTINF:-1,흡연실
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/301
""",
    cred="pw_url",
    syntax="",
)

F.reg(
    "staff_accounts_csv_korean_headers",
    ("관리/직원계정_<<y>>.csv", "export/staff_<<date>>.csv"),
    """이름,아이디,비밀번호,권한,근무
<<full>>,<<login>>,<<cred>>,매니저,주간
<<full2>>,<<login2>>,(본인설정),알바,야간
""",
    cred="human",
    syntax="",
)
