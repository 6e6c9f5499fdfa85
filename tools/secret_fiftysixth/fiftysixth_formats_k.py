"""Family k: a fintech back-end team in Pangyo, South Korea (Korean)."""

# ruff: noqa: E501

from __future__ import annotations

import json

from fiftysixth_spec import Fam, alnum, hexs

FAM = Fam(
    "pangyo_fintech_backend",
    "pgfin",
    ("pangyopay", "hangangfin", "baekdulab", "sinbundang"),
    "co.kr",
    (
        ("김민준", "minjun"),
        ("이서연", "seoyeon"),
        ("박지훈", "jihoon"),
        ("최수빈", "subin"),
        ("정도윤", "doyoon"),
        ("강하은", "haeun"),
        ("윤서준", "seojun"),
    ),
    (
        ("kim", "kim"),
        ("lee", "lee"),
        ("park", "park"),
        ("choi", "choi"),
        ("jung", "jung"),
        ("kang", "kang"),
    ),
    (
        "pangyo",
        "hangang",
        "kimchi",
        "bibimbap",
        "soju",
        "namsan",
        "gangnam",
        "bundang",
        "yeoreum",
        "gyeoul",
        "bom",
        "gaeul",
        "sarang",
        "haengbok",
        "tteok",
        "hotteok",
        "chimaek",
        "jeju",
        "busan",
        "seoul",
    ),
    ("bori", "kongi", "dubu", "choco", "happy", "mandu"),
    "성남",
    "+82 31",
)

FAM.reg(
    "spring_application_prod_yml_datasource_password",
    (
        "<<org>>-api/src/main/resources/application-prod.yml",
        "<<word>>-service/src/main/resources/application-prod.yml",
    ),
    """spring:
  datasource:
    url: jdbc:mysql://<<host>>:3306/<<db>>?useSSL=true&serverTimezone=Asia/Seoul
    username: <<db>>_app
    password: '<<cred>>'
    hikari:
      maximum-pool-size: 30
  jpa:
    hibernate:
      ddl-auto: validate
    open-in-view: false
  data:
    redis:
      host: redis.<<dom>>
      port: 6379

server:
  port: 8080
  shutdown: graceful

logging:
  level:
    root: INFO
    kr.co.<<org>>: DEBUG
""",
    "pw_sq",
)

FAM.reg(
    "toss_payments_secret_key_kotlin_object",
    (
        "<<org>>-payment/src/main/kotlin/kr/co/<<org>>/payment/TossConfig.kt",
        "<<word>>-pay/src/main/kotlin/config/PaymentKeys.kt",
    ),
    """package kr.co.<<org>>.payment

import java.util.Base64

// 토스페이먼츠 라이브 키 — 테스트 끝나면 Vault로 옮길 것 (<<user>>)
object TossConfig {
    const val CLIENT_KEY = "live_ck_<<ck>>"
    const val SECRET_KEY = "<<cred>>"
    const val CONFIRM_URL = "https://api.tosspayments.com/v1/payments/confirm"

    val authorization: String
        get() = "Basic " + Base64.getEncoder().encodeToString("$SECRET_KEY:".toByteArray())
}
""",
    "p:toss",
    syntax="",
    extra=lambda rng, s: s.update(ck=alnum(rng, 28)),
)

FAM.reg(
    "kakao_login_client_secret_application_properties",
    (
        "<<org>>-auth/src/main/resources/application.properties",
        "<<word>>-member/src/main/resources/application-oauth.properties",
    ),
    """spring.application.name=<<word>>-member
# 카카오 로그인
spring.security.oauth2.client.registration.kakao.client-id=<<kid>>
spring.security.oauth2.client.registration.kakao.client-secret=<<cred>>
spring.security.oauth2.client.registration.kakao.redirect-uri=https://api.<<dom>>/login/oauth2/code/kakao
spring.security.oauth2.client.registration.kakao.authorization-grant-type=authorization_code
spring.security.oauth2.client.registration.kakao.client-authentication-method=client_secret_post
spring.security.oauth2.client.provider.kakao.authorization-uri=https://kauth.kakao.com/oauth/authorize
spring.security.oauth2.client.provider.kakao.token-uri=https://kauth.kakao.com/oauth/token
""",
    "alnum:32",
    syntax="",
    extra=lambda rng, s: s.update(kid=hexs(rng, 32)),
)


def _ko(hm: str) -> str:
    h, m = (int(x) for x in hm.split(":"))
    return f"{'오후' if h >= 12 else '오전'} {h % 12 or 12}:{m:02d}"


def _kakao_txt(s):
    return (
        f"{s['org']} 백엔드 님과 카카오톡 대화\n"
        f"저장한 날짜 : {s['year']}. {int(s['mon'])}. {int(s['day'])}. {_ko(s['m6'])}\n\n"
        f"--------------- {s['year']}년 {int(s['mon'])}월 {int(s['day'])}일 ---------------\n"
        f"[{s['first']}] [{_ko(s['m1'])}] 스테이징 RDS 비번 바뀌었나요? 접속이 안 돼요\n"
        f"[{s['fb']}] [{_ko(s['m2'])}] 네 어제 교체했어요\n"
        f"[{s['fb']}] [{_ko(s['m3'])}] 비밀번호: {s['cred']}\n"
        f"[{s['fb']}] [{_ko(s['m3'])}] 사용자는 그대로 admin_stg 입니다\n"
        f"[{s['first']}] [{_ko(s['m4'])}] 감사합니다!!\n"
    )


FAM.reg(
    "kakaotalk_export_txt_bimilbeonho_rds",
    (
        "카카오톡 대화/KakaoTalk_<<year>><<mon>><<day>>_<<hh>><<mi>>_<<n>>_<<n3>>_group.txt",
        "backup/<<user>>/kakaotalk_<<date>>.txt",
    ),
    _kakao_txt,
    "human",
)

FAM.reg(
    "naver_cloud_terraform_provider_secret_key",
    ("<<org>>-infra/ncloud/provider.tf", "terraform/<<word>>/main.tf"),
    """provider "ncloud" {
  access_key  = "<<ak>>"
  secret_key  = "<<cred>>"
  region      = "KR"
  site        = "public"
  support_vpc = true
}

resource "ncloud_vpc" "main" {
  name            = "<<org>>-vpc"
  ipv4_cidr_block = "10.<<n>>.0.0/16"
}
""",
    "alnum:40",
    syntax="",
    extra=lambda rng, s: s.update(ak=alnum(rng, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")),
)

FAM.reg(
    "run_sh_jasypt_encryptor_password",
    ("<<org>>-api/deploy/run.sh", "<<word>>-batch/bin/start.sh"),
    """#!/bin/bash
# 운영 서버 기동 스크립트
APP=/opt/<<word>>/<<word>>-api.jar
LOG=/var/log/<<word>>/app.log

nohup java -Xms2g -Xmx2g \\
  -Dspring.profiles.active=prod \\
  -Djasypt.encryptor.password=<<cred>> \\
  -Duser.timezone=Asia/Seoul \\
  -jar $APP >> $LOG 2>&1 &
echo $! > /var/run/<<word>>.pid
""",
    "pw_bare",
    syntax="",
)

FAM.reg(
    "jenkinsfile_curl_basic_literal_nexus",
    ("<<org>>-api/Jenkinsfile", "<<word>>-service/ci/Jenkinsfile"),
    """pipeline {
    agent any
    environment {
        NEXUS_URL = 'https://nexus.<<dom>>'
    }
    stages {
        stage('Build') {
            steps {
                sh './gradlew clean bootJar -x test'
            }
        }
        stage('Upload') {
            steps {
                // 임시: credentials 플러그인 권한 받으면 withCredentials로 변경
                sh "curl -u deployer:<<cred>> --upload-file build/libs/<<word>>.jar ${NEXUS_URL}/repository/releases/kr/co/<<org>>/<<word>>/${BUILD_NUMBER}/<<word>>.jar"
            }
        }
    }
}
""",
    "pw_bare",
    syntax="",
)


def _http_private(s):
    obj = {
        "local": {"host": "http://localhost:8080", "token": ""},
        "prod": {"host": f"https://api.{s['dom']}", "token": s["cred"], "adminUser": "ops"},
    }
    return json.dumps(obj, indent=2) + "\n"


FAM.reg(
    "jetbrains_http_client_private_env_json",
    (
        "<<org>>-api/http/http-client.private.env.json",
        "<<word>>-service/http-client.private.env.json",
    ),
    _http_private,
    "b64u:48",
)
