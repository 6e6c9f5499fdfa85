# ruff: noqa: E501
"""Family o: an expressway tollgate office with Hi-pass lanes (하이패스 영업소) in South Korea."""

from __future__ import annotations

import datetime

from hundredthirtysixth_spec import Fam, alnum

F = Fam(
    name="korea_hipass_tollgate_lane",
    orgs=("gilmokpass", "toljaemun", "hanbitro"),
    tld="co.kr",
    first=(
        "minjun",
        "seoyeon",
        "jihoon",
        "jiwoo",
        "hyunwoo",
        "soyeon",
        "dongha",
        "yuna",
        "junho",
        "eunji",
    ),
    last=("kim", "lee", "park", "choi", "jung", "kang", "cho", "yoon", "jang", "lim"),
    words=(
        "hipass",
        "tollgate",
        "gyeongbu",
        "seoul",
        "busan",
        "hangang",
        "kimchi",
        "soju",
        "doosan",
        "lgtwins",
        "bibimbap",
        "chuseok",
        "dokdo",
        "samgyeop",
    ),
    cities=("서울", "성남", "수원", "천안", "대전", "부산"),
    cc="+82 10",
    plates=("DD가 DDDD", "DDD나 DDDD", "DD허 DDDD"),
    lfirst=("민준", "서연", "지훈", "지우", "현우", "소연", "동하", "유나", "준호", "은지"),
    llast=("김", "이", "박", "최", "정", "강", "조", "윤", "장", "임"),
    order="{l}{f}",
)

KO_WD = "월화수목금토일"


def _kakao_extra(rng, s):
    hh = int(s["hh"])
    return {
        "wd": KO_WD[datetime.date(int(s["y"]), int(s["m"]), int(s["d"])).weekday()],
        "ampm_ko": "오전" if hh < 12 else "오후",
    }


F.reg(
    "hipass_kakaotalk_pc_export_bimilbeonho",
    (
        "KakaoTalk/KakaoTalk_<<y>><<mm>><<dd>>_<<hh>><<mi>>_<<n>>.txt",
        "backup/<<org>>/카카오톡 대화_<<city>>영업소 근무자.txt",
    ),
    """<<city>>영업소 근무자 님과 카카오톡 대화
저장한 날짜 : <<y>>-<<mm>>-<<dd>> <<hms>>

--------------- <<y>>년 <<m>>월 <<d>>일 <<wd>>요일 ---------------
[<<full2>>] [<<ampm_ko>> <<h12>>:<<mi>>] 차로 <<lane>>번 요금징수 단말기 재부팅했는데 비밀번호 물어봐요
[<<full2>>] [<<ampm_ko>> <<h12>>:<<mi>>] 사진
[<<full>>] [<<ampm_ko>> <<h12>>:<<mi2>>] 아이디 toll<<lane>>
[<<full>>] [<<ampm_ko>> <<h12>>:<<mi2>>] 비번 <<cred>>
[<<full>>] [<<ampm_ko>> <<h12>>:<<mi2>>] 입력하고 메시지 지워주세요
[<<full2>>] [<<ampm_ko>> <<h12>>:<<mi3>>] 네 됐습니다 감사합니다 👍
[<<full2>>] [<<ampm_ko>> <<h12>>:<<mi3>>] <<plate>> 하이패스 단말기 미부착으로 미납 처리했어요
""",
    "human",
    syntax="",
    extra=_kakao_extra,
)

F.reg(
    "hipass_toss_payments_unpaid_toll_java",
    (
        "src/main/java/kr/co/<<org>>/payment/TossPaymentsConfig.java",
        "unpaid-toll-<<org>>/src/main/java/kr/co/<<org>>/pay/TossClient.java",
    ),
    """package kr.co.<<org>>.payment;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

/** 미납 통행료 온라인 납부 - 토스페이먼츠 결제 승인 */
public final class TossPaymentsConfig {

    private static final String SECRET_KEY = "<<cred>>";
    public static final String CONFIRM_URL = "https://api.tosspayments.com/v1/payments/confirm";

    private TossPaymentsConfig() {}

    public static String authorizationHeader() {
        String raw = SECRET_KEY + ":";
        return "Basic " + Base64.getEncoder().encodeToString(raw.getBytes(StandardCharsets.UTF_8));
    }
}
""",
    "p:toss",
    syntax="",
)

F.reg(
    "hipass_ncloud_sens_sms_application_properties",
    (
        "unpaid-notice-<<org>>/src/main/resources/application.properties",
        "config/<<org>>/sens-<<city>>.properties",
    ),
    """# 미납 통행료 안내 문자 (NAVER Cloud SENS)
spring.application.name=unpaid-notice
ncloud.sens.service-id=ncp:sms:kr:<<num6>><<num6b>>:unpaid-notice
ncloud.access-key=<<akey>>
ncloud.secret-key=<<cred>>
ncloud.sens.from=15<<num4>>
notice.due-days=10
""",
    "alnum:40",
    syntax="",
    extra=lambda rng, s: {"akey": alnum(rng, 20)},
)

F.reg(
    "hipass_popbill_tax_invoice_python",
    ("세금계산서/<<org>>/popbill_config.py", "invoice_<<org>>/settings_popbill.py"),
    '''"""화물차 정기권·미납 통행료 전자세금계산서 발행 (팝빌)."""

from popbill import TaxinvoiceService

LINK_ID = "<<orgu>>"
SECRET_KEY = "<<cred>>"
CORP_NUM = "<<nnn>><<nn>><<num4>><<n>>"

service = TaxinvoiceService(LINK_ID, SECRET_KEY)
service.IsTest = False
service.IPRestrictOnOff = True
service.UseStaticIP = False
''',
    "p:popbill",
)

F.reg(
    "hipass_lane_server_spring_application_yml",
    (
        "lane-server-<<org>>/src/main/resources/application-prod.yml",
        "deploy/<<org>>/<<city>>/application.yml",
    ),
    """spring:
  datasource:
    url: jdbc:mariadb://<<ip>>:3306/toll_lane
    username: lane_svc
    password: "<<cred>>"
    hikari:
      maximum-pool-size: 10
  jpa:
    open-in-view: false
toll:
  office-code: "<<nnn>>"
  office-name: "<<city>>영업소"
  lanes: [1, 2, 3, 4, 5, 6]
  hipass-lanes: [1, 2, 3]
  obu-reader:
    host: <<ip2>>
    port: 7001
""",
    "pw_dq",
)

F.reg(
    "hipass_email_imsi_bimilbeonho",
    ("메일/<<first>>/요금징수시스템 계정 안내.eml", "mail/<<org>>/<<date>>_account_notice.eml"),
    """From: 정보시스템팀 <it@<<dom>>>
To: <<first>>.<<last>>@<<dom>>
Subject: =?UTF-8?B?7JqU6riI7KeV7IiY7Iuc7Iqk7YWcIOqzhOyglSDslYjrgrQ=?=
Date: <<d>> <<mon>> <<y>> <<hms>> +0900
Content-Type: text/plain; charset=UTF-8

<<full>>님 안녕하세요.
정보시스템팀입니다.

<<city>>영업소 요금징수시스템(TCS) 관리자 계정을 발급하였습니다.

 - 접속 주소: https://tcs.<<dom>>
 - 아이디: <<user>>
 - 임시 비밀번호: <<cred>>

최초 로그인 시 비밀번호를 반드시 변경해 주시기 바랍니다.
감사합니다.
""",
    "pw",
    syntax="",
)

F.reg(
    "hipass_aligo_sms_api_key_php",
    ("notice-<<org>>/lib/aligo.php", "homepage/<<org>>/inc/sms_send.php"),
    """<?php
// 영업소 공지 문자 발송 (알리고)
$sms_url = "https://apis.aligo.in/send/";
$sms = [
    'key'     => '<<cred>>',
    'user_id' => '<<org>><<nn>>',
    'sender'  => '15<<num4>>',
];

function send_notice($receiver, $msg) {
    global $sms_url, $sms;
    $post = $sms + ['receiver' => $receiver, 'msg' => $msg, 'testmode_yn' => 'N'];
    $ch = curl_init($sms_url);
    curl_setopt($ch, CURLOPT_POST, 1);
    curl_setopt($ch, CURLOPT_POSTFIELDS, $post);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, 1);
    return curl_exec($ch);
}
""",
    "lower:32",
    syntax="",
)

F.reg(
    "hipass_cctv_nvr_label_ocr",
    ("ocr/<<org>>/nvr_label_<<n>>.txt", "사진/<<city>>/IMG_<<num4>>_ocr.txt"),
    """<<city>>영업소 CCTV NVR (차로 1~<<lane>>)
ID : admin
PW : <<cred>>
관리: 시설팀 <<phone>>
※ 비밀번호 변경 시 시설팀에 통보
""",
    "human",
    syntax="",
)
