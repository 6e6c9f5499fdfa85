"""Midwife family: community midwifery practices, birth pools, CTG exports, on-call phones."""

from thirtieth_spec import dec_after, enc_b64, reg, unb64

F = "midwife_community_midwifery_practice"

reg(
    F,
    "midwife_birth_pool_hire_typescript_config",
    ("birthpool/<<org>>/src/config.ts", "web/<<org>>/src/bookingConfig.ts"),
    """export const config = {
  practice: '<<orgc>>',
  bookingApi: 'https://api.pools.<<dom>>/v1',
  bookingApiKey: '<<pw>>',
  depositPence: 5000,
};
""",
    "x:bpk_live_:32",
    "",
)

reg(
    F,
    "midwife_notes_app_gradle_properties_keystore",
    ("android/<<org>>/gradle.properties", "maternity-notes/<<org>>/gradle.properties"),
    """org.gradle.jvmargs=-Xmx2048m
android.useAndroidX=true
RELEASE_STORE_FILE=../keys/<<org>>-release.jks
RELEASE_STORE_PASSWORD=<<pw>>
RELEASE_KEY_ALIAS=notes
RELEASE_KEY_PASSWORD=<<pw>>
""",
    "pw_ini",
    "",
)

reg(
    F,
    "midwife_home_visit_sms_gateway_ini",
    ("visits/<<org>>/smsgateway.ini", "ProgramData/VisitSMS/<<org>>.ini"),
    """[gateway]
url = https://sms.<<dom>>/send
account = <<org>>
api_password = <<pw>>

[templates]
reminder = Your midwife will visit tomorrow between {from} and {to}.
""",
    "pw_ini",
    "ini",
)

reg(
    F,
    "midwife_practice_lithuanian_email_slaptazodis",
    ("mail/<<org>>/laiskas_<<n>>.eml", "inbox/<<first>>/Re_prisijungimas_<<n>>.eml"),
    """From: <<firstc>> <<lastc>> <<<email>>>
To: akuserija@<<dom>>
Subject: Re: prisijungimas prie sistemos

Laba diena,

prisijungimo vardas: <<user>>
slaptažodis: <<pw>>

Pakeiskite jį po pirmo prisijungimo.
<<firstc>>
""",
    "human",
    "",
)

reg(
    F,
    "midwife_antenatal_classes_perl_zoom_secret",
    ("classes/<<org>>/zoom_links.pl", "scripts/<<org>>/antenatal.pl"),
    """#!/usr/bin/perl
use strict;
use warnings;
use LWP::UserAgent;

my $account_id    = '<<id>>';
my $client_id     = '<<hex8>><<id>>';
my $client_secret = '<<pw>>';

my $ua = LWP::UserAgent->new;
my $res = $ua->post("https://zoom.us/oauth/token?grant_type=account_credentials&account_id=$account_id");
""",
    "alnum32",
    "",
)

reg(
    F,
    "midwife_ctg_export_winscp_batch",
    ("ctg/<<org>>/upload_traces.bat", "scripts/<<org>>/ctg_export.cmd"),
    """@echo off
rem copy CTG traces to the trust archive every evening
"C:\\Program Files (x86)\\WinSCP\\WinSCP.com" /command ^
  "open sftp://ctg:<<pw>>@sftp.<<dom>>/ -hostkey=*" ^
  "put D:\\CTG\\Export\\*.pdf /inbound/<<org>>/" ^
  "exit"
""",
    "pw_url",
    "",
)

reg(
    F,
    "midwife_on_call_phone_sticky_note_ocr",
    ("scans/<<org>>/oncall_note_<<n>>.txt", "ocr/<<org>>/IMG_<<n4>>.txt"),
    """ON CALL PHONE
charger in top drawer
email on phone:
<<email>>
<<pw>>
handover to <<firstc>> Fri
""",
    "human",
    "",
)

reg(
    F,
    "midwife_records_ldif_userpassword_base64",
    ("ldap/<<org>>/midwives.ldif", "directory/<<org>>/export_<<n>>.ldif"),
    """dn: uid=<<user>>,ou=midwives,dc=<<org>>,dc=org
objectClass: inetOrgPerson
uid: <<user>>
cn: <<firstc>> <<lastc>>
sn: <<lastc>>
mail: <<email>>
userPassword:: <<pw>>
""",
    "pw_ini",
    "",
    enc_b64,
    dec_after(r"userPassword:: (\S+)", unb64),
)
