# ruff: noqa: E501
"""Family j: a co-working space in Ho Chi Minh City (Saigon), Vietnamese."""

from __future__ import annotations

from sixtyfifth_spec import Fam

F = Fam(
    "coworkhub_saigon_members",
    orgs=("nhachunghub", "saigondesk", "thaodienspace"),
    tld="vn",
    first=(
        "minh|Minh",
        "linh|Linh",
        "tuan|Tuấn",
        "huong|Hương",
        "duc|Đức",
        "thao|Thảo",
        "quang|Quang",
        "ngoc|Ngọc",
    ),
    last=("nguyen|Nguyễn", "tran|Trần", "le|Lê", "pham|Phạm", "hoang|Hoàng", "vo|Võ", "dang|Đặng"),
    words=(
        "saigon",
        "phobo",
        "banhmi",
        "caphe",
        "hoasen",
        "mekong",
        "benthanh",
        "sontra",
        "nhatrang",
        "dalat",
        "mangcau",
        "thaodien",
        "trangsang",
        "mimosa",
        "hoaphuong",
        "bachdang",
    ),
    cc="+84",
    city="TP. Hồ Chí Minh",
)

F.reg(
    "hubsgn_zalo_pc_copy_mat_khau_wifi",
    ("Zalo/Nhóm thành viên <<org>>.txt", "Desktop/zalo_<<org>>_<<n>>.txt"),
    """[<<m1>> <<dmys>>] Quản lý <<org>> - <<first_l>>: Thông báo: wifi tầng 3 đã đổi mật khẩu nha mọi người
[<<m1>> <<dmys>>] Quản lý <<org>> - <<first_l>>: Tên wifi: <<ssid>>
[<<m2>> <<dmys>>] Quản lý <<org>> - <<first_l>>: Mật khẩu: <<cred>>
[<<m3>> <<dmys>>] <<l2_l>> <<f2_l>>: Cảm ơn chị ạ 👍
[<<m4>> <<dmys>>] <<l2_l>> <<f2_l>>: Phòng họp chiều nay còn trống không ạ?
""",
    cred="human",
)

F.reg(
    "hubsgn_vnpay_hash_secret_appsettings_json",
    ("MemberPortal/appsettings.Production.json", "<<org>>-booking/src/Api/appsettings.<<n>>.json"),
    """{
  "Logging": { "LogLevel": { "Default": "Warning" } },
  "ConnectionStrings": { "Default": "Server=<<ip>>;Database=hub;User Id=hub_app;Integrated Security=false;" },
  "VnPay": {
    "TmnCode": "<<tmn>>",
    "HashSecret": "<<cred>>",
    "BaseUrl": "https://pay.vnpay.vn/vpcpay.html",
    "ReturnUrl": "https://members.<<dom>>/thanh-toan/ket-qua"
  },
  "AllowedHosts": "*"
}
""",
    cred="UPAL:32",
    extra=lambda rng, s: {"tmn": F.draw(rng, "UPAL:8")},
)

F.reg(
    "hubsgn_unifi_guest_voucher_curl_sh",
    ("scripts/tao_voucher_khach.sh", "home/<<user>>/<<org>>/voucher_<<n>>.sh"),
    """#!/bin/bash
# Tạo voucher wifi cho khách đặt bàn ngày (UniFi controller trong phòng kỹ thuật)
CTRL=https://<<ip>>:8443
COOKIE=/tmp/unifi_cookie
curl -sk -c $COOKIE -H 'Content-Type: application/json' \\
  -d '{"username":"admin","password":"<<cred>>"}' $CTRL/api/login > /dev/null
curl -sk -b $COOKIE -H 'Content-Type: application/json' \\
  -d '{"cmd":"create-voucher","expire":1440,"n":'"${1:-10}"',"quota":1,"note":"khach ngay"}' \\
  $CTRL/api/s/default/cmd/hotspot
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "hubsgn_momo_payment_secret_php",
    ("members/thanhtoan/momo_config.php", "<<org>>-web/includes/momo_<<y>>.php"),
    """<?php
// Cấu hình thanh toán MoMo cho gói thành viên - <<org>>
$endpoint    = "https://payment.momo.vn/v2/gateway/api/create";
$partnerCode = "MOMO<<pcode>>";
$accessKey   = "<<ak>>";
$secretKey   = "<<cred>>";
$redirectUrl = "https://members.<<dom>>/momo/return";
$ipnUrl      = "https://members.<<dom>>/momo/ipn";
""",
    cred="alnum:32",
    extra=lambda rng, s: {"pcode": F.draw(rng, "UPAL:8"), "ak": F.draw(rng, "alnum:16")},
    syntax="",
)

F.reg(
    "hubsgn_onboarding_ics_description_may_in",
    ("Lich/onboarding_<<org>>_<<n>>.ics", "Calendar/Ban giao ban rieng <<date>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN
BEGIN:VEVENT
DTSTART;TZID=SE Asia Standard Time:<<y>><<mo>><<d>>T090000
DTEND;TZID=SE Asia Standard Time:<<y>><<mo>><<d>>T093000
SUMMARY:Bàn giao bàn riêng - <<l2_l>> <<f2_l>>
LOCATION:<<org>> tầng 3
DESCRIPTION:Thẻ ra vào: quầy lễ tân\\nMáy in tầng 3: tài khoản <<user2>> mật
  khẩu <<cred>>\\nTủ đồ số <<n>>
UID:<<id>>
END:VEVENT
END:VCALENDAR
""",
    cred="human",
    syntax="",
)

F.reg(
    "hubsgn_member_portal_email_mat_khau",
    ("Mail/Hộp thư đến/Chào mừng đến <<org>>.eml", "mail/<<org>>/sent/<<n3>>.eml"),
    """From: <<org>> <hello@<<dom>>>
To: <<email2>>
Subject: =?UTF-8?Q?Ch=C3=A0o_m=E1=BB=ABng_th=C3=A0nh_vi=C3=AAn_m=E1=BB=9Bi?=
Date: Thu, <<d>> May <<y>> 08:45:10 +0700
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Chào <<f2_l>>,

Cảm ơn bạn đã đăng ký gói Fixed Desk tại <<org>>. Thông tin đăng nhập cổng thành viên
(đặt phòng họp, in ấn, hóa đơn):

Địa chỉ: https://members.<<dom>>
Tên đăng nhập: <<user2>>
Mật khẩu: <<cred>>

Hẹn gặp bạn tại tầng 3!
<<first_l>> - Community Manager
""",
    cred="pw",
)

F.reg(
    "hubsgn_docker_compose_postgres_yaml",
    ("booking/docker-compose.yml", "srv/<<org>>/compose_<<n>>.yaml"),
    """services:
  db:
    image: postgres:16
    restart: unless-stopped
    environment:
      POSTGRES_DB: booking
      POSTGRES_USER: booking
      POSTGRES_PASSWORD: '<<cred>>'
    volumes:
      - pgdata:/var/lib/postgresql/data
  app:
    image: registry.<<dom>>/booking:latest
    depends_on: [db]
    ports:
      - "8080:8080"
volumes:
  pgdata:
""",
    cred="pw_sq",
)

F.reg(
    "hubsgn_printer_smtp_addressbook_xml",
    ("MayIn/cau_hinh_may_in_tang3.xml", "backup/<<org>>/printer_settings_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<DeviceSettings model="MFP-4730" location="<<org>> tang 3" exported="<<date>>T<<hms>>">
  <Network>
    <IPAddress><<ip>></IPAddress>
  </Network>
  <ScanToEmail>
    <SmtpServer>smtp.<<dom>></SmtpServer>
    <SmtpPort>587</SmtpPort>
    <UseTLS>true</UseTLS>
    <Account>scan@<<dom>></Account>
    <Password><<cred>></Password>
    <FromAddress>scan@<<dom>></FromAddress>
  </ScanToEmail>
</DeviceSettings>
""",
    cred="pw_xml",
)
