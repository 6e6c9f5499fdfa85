"""Family f: a clothing-alterations kiosk (옷 수선) in a Seoul subway arcade, South Korea
(Korean)."""

from __future__ import annotations

from hundredtwentyseventh_spec import Fam

F = Fam(
    name="suseon_alterations_kiosk",
    prefix="suseon",
    orgs=("barunsil", "kkommaesuseon", "sinchonsuseon", "ottalk"),
    shops=("바른실 옷수선", "꼼꼼수선 신촌역점", "옷딱 수선실"),
    tld="co.kr",
    first=(
        ("민준", "minjun"),
        ("서연", "seoyeon"),
        ("지훈", "jihoon"),
        ("수빈", "subin"),
        ("영희", "younghee"),
        ("현우", "hyunwoo"),
    ),
    last=(("김", "kim"), ("이", "lee"), ("박", "park"), ("최", "choi"), ("정", "jung")),
    words=(
        "suseon",
        "saranghae",
        "hwaiting",
        "haneul",
        "kimchi",
        "mapo",
        "hongdae",
        "sinchon",
        "baji",
        "jjajang",
        "tteok",
        "bada",
        "doenjang",
        "seoul",
    ),
    pets=("choco", "dubu", "kongi", "mongi", "bori", "hodu"),
    cc="+82",
    places=("sinchon", "hapjeong", "jamsil", "sadang"),
)

F.reg(
    "kakaotalk_chat_export_bimilbeonho",
    ("KakaoTalk_<<year>><<mo>><<d>>_<<n3>>.txt", "Documents/카카오톡 대화_<<fn>>_<<n>>.txt"),
    """<<fn>> 님과 카카오톡 대화
저장한 날짜 : <<year>>-<<mo>>-<<d>> <<time>>

--------------- <<year>>년 <<mo>>월 <<d>>일 ---------------
[<<fn>>] [오후 2:14] 사장님 키오스크 관리자 모드 비번 뭐였죠?
[<<fn2>>] [오후 2:21] 관리자 아이디 <<user>>
[<<fn2>>] [오후 2:22] 비밀번호 <<cred>>
[<<fn2>>] [오후 2:22] 바지 기장 수선 가격 8천원으로 바꿔주세요
[<<fn>>] [오후 2:31] 넵 변경했습니다~
""",
    "human",
    "",
)

F.reg(
    "toss_payments_secret_spring_yaml",
    ("src/main/resources/application-prod.yml", "kiosk-server-<<n>>/config/application.yml"),
    """spring:
  application:
    name: suseon-kiosk-api
  datasource:
    url: jdbc:mariadb://<<ip>>:3306/suseon
    username: kiosk
    password: ${DB_PASSWORD}
toss:
  client-key: live_ck_<<hx>><<hx>>
  secret-key: '<<cred>>'
  success-url: https://kiosk.<<dom>>/pay/success
store:
  code: <<place>>-<<n>>
""",
    "p:toss",
)

F.reg(
    "kiosk_windows_autologon_reg",
    ("kiosk/autologon_<<place>>.reg", "setup/kiosk<<n>>_autologon.reg"),
    """Windows Registry Editor Version 5.00

; 수선 접수 키오스크 자동 로그인 (<<place>>점 <<n>>번)
[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]
"AutoAdminLogon"="1"
"DefaultUserName"="kiosk"
"DefaultDomainName"="KIOSK-<<n>>"
"DefaultPassword"="<<cred>>"
""",
    "pw",
    "",
)

F.reg(
    "aligo_sms_pickup_notice_php",
    ("lib/aligo_sms_<<n>>.php", "www/<<org>>/sms/send.php"),
    """<?php
// 수선 완료 문자 (알리고)
$sms_url = "https://apis.aligo.in/send/";
$sms = [
    'key'     => '<<cred>>',
    'user_id' => '<<org>>',
    'sender'  => '0<<n>>-<<n3>>-<<n3>>',
    'msg'     => "[<<org>>] 맡기신 옷 수선이 완료되었습니다. 영업시간 10~20시",
];
""",
    "p:aligo",
    "",
)

F.reg(
    "ncloud_sens_signature_js",
    ("server/sens_<<n>>.js", "kiosk-api/src/notify/sens.js"),
    """// 네이버 클라우드 SENS 알림톡
const crypto = require('crypto');

const ACCESS_KEY = 'ncp_iam_<<hx>>';
const SECRET_KEY = '<<cred>>';
const SERVICE_ID = 'ncp:kkobizmsg:kr:<<mid>>:<<org>>';

function signature(ts, uri) {
  const msg = ['POST', ' ', uri, '\\n', ts, '\\n', ACCESS_KEY].join('');
  return crypto.createHmac('sha256', SECRET_KEY).update(msg).digest('base64');
}

module.exports = { signature, SERVICE_ID };
""",
    "p:ncloud",
    "",
)

F.reg(
    "kiosk_upload_sftp_id_rsa",
    ("kiosk<<n>>/.ssh/id_rsa", "C:/Users/kiosk/.ssh/id_rsa_<<place>>"),
    "<<cred>>\n",
    "pem",
    "",
)

F.reg(
    "counter_tablet_memo_label_next_line",
    ("메모/계산대 메모_<<n>>.txt", "Samsung Notes/export/memo_<<date>>.txt"),
    """계산대 태블릿
카드단말기 관리자
<<user>>
<<cred>>
(점장님만)
택배 기사님 <<phone>>
""",
    "human",
    "",
)

F.reg(
    "wisenet_camera_onvif_yaml",
    ("cctv/onvif_<<place>>.yaml", "nvr/cameras-<<n>>.yml"),
    """# 한화 Wisenet 카메라 (수선실 + 카운터)
cameras:
  - name: counter
    host: <<lan>>
    port: 80
    onvif:
      username: admin
      password: '<<cred>>'
    stream: rtsp://<<lan>>:554/profile2/media.smp
  - name: workroom
    host: <<ip>>
    port: 80
""",
    "pw",
)
