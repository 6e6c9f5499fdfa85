# ruff: noqa: E501
"""Family e: an acupuncture (침구) clinic, a hanuiwon in Daegu, South Korea (Korean)."""

from __future__ import annotations

from hundredthirtysecond_spec import Fam

FAM = Fam(
    name="hanbang_chimgu_hanuiwon",
    orgs=("chimhyang", "sollbit", "dasomhani", "gyeongsan"),
    tld="co.kr",
    first=(
        ("지훈", "jihoon"),
        ("서연", "seoyeon"),
        ("민준", "minjun"),
        ("수빈", "subin"),
        ("현우", "hyunwoo"),
        ("지은", "jieun"),
        ("영숙", "youngsook"),
    ),
    last=(
        ("김", "kim"),
        ("이", "lee"),
        ("박", "park"),
        ("최", "choi"),
        ("정", "jung"),
        ("강", "kang"),
    ),
    # words as typed on a Korean 2-set keyboard without switching (dkssud = 안녕) and romanised
    words=(
        "dkssud",
        "tkfkd",
        "gksdmldnjs",
        "chim",
        "hanyak",
        "daegu",
        "suseong",
        "sagwa",
        "insam",
        "bom",
        "haneul",
        "sarang",
        "dongui",
        "boyak",
    ),
    pets=("coco", "bori", "dubu", "choco", "mongsil", "kongi", "haru"),
    cc="+82 10",
    cities=("대구", "경산", "수성구", "달서구"),
    kb=("qwer1234", "asdf1234", "1q2w3e4r", "qwerasdf", "zxcv1234", "1qaz2wsx"),
)
F = FAM

F.reg(
    "hanui_kakaotalk_pc_export_bimilbeonho",
    ("KakaoTalk_<<ymdc>>_<<n>>.txt", "카카오톡 받은 파일/KakaoTalk_Chat_원무과_<<ymdc>>.txt"),
    """원무과 단톡 님과 카카오톡 대화
저장한 날짜 : <<year>>-<<mo>>-<<dd>> <<time>>:02

--------------- <<year>>년 <<mo>>월 <<dd>>일 화요일 ---------------
[<<first>>] [오후 2:13] 원장님 네이버 예약 관리자 비번이 바뀐 것 같아요ㅠㅠ
[<<first2>> 원장] [오후 2:20] 아 어제 바꿨어요
[<<first2>> 원장] [오후 2:20] 아이디 <<fa2>><<n>>
[<<first2>> 원장] [오후 2:21] 비번 <<cred>>
[<<first>>] [오후 2:21] 감사합니다!!
""",
    cred="human",
    syntax="",
)

F.reg(
    "hanui_toss_payments_confirm_nextjs",
    ("app/api/payments/confirm/route.ts", "<<org>>-booking/pages/api/toss-confirm-<<n>>.ts"),
    """// 토스페이먼츠 결제 승인 (첩약 선결제)
import { NextResponse } from 'next/server';

const TOSS_SECRET_KEY = '<<cred>>';

export async function POST(req: Request) {
  const { paymentKey, orderId, amount } = await req.json();
  const res = await fetch('https://api.tosspayments.com/v1/payments/confirm', {
    method: 'POST',
    headers: {
      Authorization: 'Basic ' + Buffer.from(TOSS_SECRET_KEY + ':').toString('base64'),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ paymentKey, orderId, amount }),
  });
  return NextResponse.json(await res.json(), { status: res.status });
}
""",
    cred="p:toss",
    syntax="",
)

F.reg(
    "hanui_solapi_alimtalk_env",
    ("alimtalk/.env", "<<org>>/reminder-bot/.env"),
    """# 솔라피 알림톡 - 예약 하루 전 안내
SOLAPI_API_KEY=NCS<<hexid>>A
SOLAPI_API_SECRET=<<cred>>
SOLAPI_PFID=KA01PF<<ymdc>><<n2>>
SENDER_NUMBER=053<<n2>><<n2>>
""",
    cred="p:solapi",
    syntax="",
)

F.reg(
    "hanui_emr_mssql_connection_ini",
    ("C:/HANI_EMR/config/dbconn.ini", "emr-backup/<<org>>/setting_<<n>>.ini"),
    """[Database]
Provider=SQLOLEDB
Server=<<lan>>\\SQLEXPRESS
Database=HANIEMR
UserID=sa
Password=<<cred>>

[Clinic]
Name=<<orgc>> 한의원
Doctor=<<first2>>
AutoBackup=1
BackupPath=D:\\EMR_BACKUP
""",
    cred="pw",
)

F.reg(
    "hanui_email_naver_booking_bimilbeonho",
    ("메일/받은메일함/naver-booking-<<n>>.eml", "mail-export/<<fa>>/<<ymdc>>_<<n>>.eml"),
    """From: <<first2>> <<<email2>>>
To: <<email>>
Subject: [원무] 네이버 스마트플레이스 / 예약 관리자 계정
Date: <<rfcdate>> +0900
Content-Type: text/plain; charset=utf-8

<<first>> 실장님,

이번 주부터 네이버 예약은 실장님이 확인해 주세요.
스마트플레이스 아이디: <<fa2>>_<<org>>
비밀번호: <<cred>>

2단계 인증은 원무과 휴대폰(<<phone>>)으로 옵니다.
감사합니다.
""",
    cred="human",
    syntax="",
)

F.reg(
    "hanui_wisenet_camera_curl_digest_history",
    ("home/<<fa>>/.bash_history", "nuc-<<org>>/root_bash_history_<<n>>"),
    """ping -c 3 <<lan>>
curl --digest -u admin:<<cred>> "http://<<lan>>/stw-cgi/system.cgi?msubmenu=deviceinfo&action=view"
curl --digest -u admin:<<cred>> "http://<<lan>>/stw-cgi/video.cgi?msubmenu=snapshot&action=view" -o waiting_room.jpg
ls -la
""",
    cred="pw_bare",
    syntax="",
)

F.reg(
    "hanui_staff_spreadsheetml_gyejeong",
    ("원무과/계정목록_<<year>>.xml", "shared/<<org>>/accounts_<<n>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="계정">
  <Table>
   <Row><Cell><Data ss:Type="String">서비스</Data></Cell><Cell><Data ss:Type="String">아이디</Data></Cell><Cell><Data ss:Type="String">비밀번호</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">건강보험심사평가원 요양기관업무포털</Data></Cell><Cell><Data ss:Type="String"><<fa>><<n>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">홈택스</Data></Cell><Cell><Data ss:Type="String">공동인증서</Data></Cell><Cell><Data ss:Type="String">-</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    cred="human_x",
)

F.reg(
    "hanui_wifi_qr_payload_note",
    ("메모/대기실 와이파이 QR.txt", "notes/<<org>>-wifi-qr-<<n>>.txt"),
    """WIFI:T:WPA;S:<<orgc>>_Guest;P:<<cred>>;;
""",
    cred="human_x",
    syntax="",
)
