# ruff: noqa: E501
"""Family l: a university gamers' club and its PC-bang tournaments in Busan, South Korea (Korean)."""

from __future__ import annotations

import json

from fiftyeighth_spec import Fam

F = Fam(
    "pcbang_gamers_club_busan",
    ("busanpcarena",),
    "or.kr",
    (
        "minsu",
        "jiyoung",
        "hyunwoo",
        "seoyeon",
        "junho",
        "yuna",
        "donghyun",
        "soojin",
        "taeyang",
        "eunji",
    ),
    ("kim", "lee", "park", "choi", "jung", "kang", "cho", "yoon"),
    (
        "haeundae",
        "gwangalli",
        "faker",
        "gosu",
        "pcbang",
        "ramyeon",
        "noob",
        "combo",
        "rank",
        "busan",
        "seagull",
        "dalmaji",
    ),
    ("choco", "kkami", "dubu", "bori", "mandu", "hodu"),
    ("yeoreum", "gyeoul", "bom", "gaeul"),
    "+82",
    "부산",
    nat_first=("민수", "지영", "현우", "서연", "준호", "유나", "동현", "수진", "태양", "은지"),
    nat_last=("김", "이", "박", "최", "정", "강", "조", "윤"),
)

F.reg(
    "gamers_kakaotalk_pc_export_csv_bimilbeonho",
    (
        "KakaoTalk_Chats/KakaoTalk_<<year>><<mo>><<d>>_부산겜동아리 운영진.csv",
        "카톡백업/운영진_<<date>>.csv",
    ),
    'Date,User,Message\n<<date>> <<time>>:03,"<<lname>><<fname>>","대회용 디스코드 관리자 계정 비번 아시는 분?"\n'
    '<<date>> <<time2>>:27,"<<lname>><<fname2>>","아이디 admin@<<dom>>"\n<<date>> <<time2>>:41,"<<lname>><<fname2>>","비밀번호 <<cred>>"\n'
    '<<date>> <<time2>>:59,"<<lname>><<fname>>","ㄳㄳ 👍"\n',
    cred="human",
    syntax="",
)

F.reg(
    "gamers_discord_tournament_bot_env",
    ("tourney-bot/.env", "discord-bot-<<year>>/.env"),
    "# 부산 겜동아리 토너먼트 봇\nDISCORD_TOKEN=<<cred>>\nGUILD_ID=<<num>><<num>><<num>><<num>>\nBRACKET_CHANNEL=대진표\n",
    cred="p:discord_bot",
)

F.reg(
    "gamers_riot_api_tournament_python",
    ("league-stats/riot_<<n>>.py", "동아리리그_<<year>>/fetch_ranks.py"),
    '"""동아리 리그 참가자 랭크 조회 (Riot API)."""\n\nimport requests\n\nRIOT_API_KEY = "<<cred>>"\nREGION = "kr"\n\n\n'
    'def rank(puuid):\n    r = requests.get(\n        f"https://{REGION}.api.riotgames.com/lol/league/v4/entries/by-puuid/{puuid}",\n'
    '        headers={"X-Riot-Token": RIOT_API_KEY},\n        timeout=10,\n    )\n    return r.json()\n',
    cred="p:riot",
)

F.reg(
    "gamers_minecraft_server_properties_rcon",
    ("mc-server-<<n>>/server.properties", "동아리서버_<<year>>/server.properties"),
    "#Minecraft server properties\n#<<date>>\nenable-rcon=true\nrcon.port=25575\nrcon.password=<<cred>>\nmotd=\\uBD80\\uC0B0 \\uAC9C\\uB3D9\\uC544\\uB9AC \\uC11C\\uBC84\n"
    "max-players=40\nonline-mode=true\nwhite-list=true\nlevel-name=gwangalli\nserver-port=25565\n",
    cred="pw",
    syntax="",
)

F.reg(
    "gamers_steam_web_api_key_config_json",
    ("lan-party-tool/config_<<n>>.json", "steam-lanparty-<<year>>/config.json"),
    lambda s: (
        json.dumps(
            {
                "steamApiKey": s["cred"],
                "groupId": f"10358279{s['num']}{s['num']}",
                "lanName": "광안리 LAN 파티",
                "seats": 64,
            },
            ensure_ascii=False,
            indent=2,
        )
        + "\n"
    ),
    cred="p:steam",
)

F.reg(
    "gamers_toss_payments_entry_fee_yaml",
    ("entry-fee/application_<<n>>.yml", "참가비결제_<<year>>/application.yml"),
    "spring:\n  application:\n    name: entry-fee\ntoss:\n  payments:\n    client-key: live_ck_<<hex16>>ab\n    secret-key: <<cred>>\n"
    "    success-url: https://<<dom>>/pay/success\n",
    cred="p:toss",
)

F.reg(
    "gamers_clubroom_notice_ocr_wifi_bimilbeonho",
    ("스캔/동아리방_공지_<<date>>.txt", "ocr/clubroom_notice_<<n>>.txt"),
    "[동아리방 이용 안내]\n\n1. 마지막 퇴실자는 PC 전원 끄기\n2. 음식물 쓰레기 반드시 버리기\n\n와이파이: BUSAN_GAMERS_5G\n비밀번호: <<cred>>\n\n회장 <<lname>><<fname>> <<phone>>\n",
    cred="human",
)

F.reg(
    "gamers_teamspeak_compose_mariadb_password",
    ("ts3/docker-compose_<<n>>.yml", "voice-server-<<year>>/docker-compose.yml"),
    "services:\n  teamspeak:\n    image: teamspeak\n    restart: always\n    ports:\n      - 9987:9987/udp\n      - 30033:30033\n    environment:\n"
    "      TS3SERVER_DB_PLUGIN: ts3db_mariadb\n      TS3SERVER_DB_SQLCREATEPATH: create_mariadb\n      TS3SERVER_DB_HOST: db\n      TS3SERVER_DB_USER: root\n"
    "      TS3SERVER_DB_PASSWORD: '<<cred>>'\n      TS3SERVER_DB_NAME: teamspeak\n      TS3SERVER_LICENSE: accept\n  db:\n    image: mariadb\n    restart: always\n"
    "    environment:\n      MYSQL_ROOT_PASSWORD: '<<cred>>'\n      MYSQL_DATABASE: teamspeak\n",
    cred="pw_sq",
)
