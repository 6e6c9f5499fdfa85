# ruff: noqa: E501
"""Family h: a water-puppet theatre in Hanoi (Vietnam), Vietnamese."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

from hundredfifth_spec import Fam, enc_xml, force, gen_pw

F = Fam(
    name="water_puppet_hanoi_viet",
    orgs=("thanglongroi", "hoasenroinuoc", "langtoipuppet"),
    tld="vn",
    first=(
        "Minh|minh",
        "Lan|lan",
        "Hùng|hung",
        "Thảo|thao",
        "Tuấn|tuan",
        "Hương|huong",
        "Đức|duc",
        "Ngọc|ngoc",
    ),
    last=("Nguyễn|nguyen", "Trần|tran", "Lê|le", "Phạm|pham", "Hoàng|hoang", "Vũ|vu", "Đặng|dang"),
    words=(
        "thanglong",
        "hoankiem",
        "mualoi",
        "chutteu",
        "rongvang",
        "phobo",
        "hanoi",
        "hoasen",
        "quanho",
        "langtoi",
        "caykhe",
        "bunbo",
        "longbien",
        "tethue",
        "daonuoc",
    ),
    pets=("milu", "lu", "vang", "bong", "cun", "mimi"),
    cc="84",
    city="Hà Nội",
)

F.reg(
    "hanoipuppet_zalo_chat_mat_khau_quay_ve",
    ("Zalo/Nhom_Quay_Ve_<<date>>.txt", "zalo_export/<<org>>_<<id>>.txt"),
    """[<<time>> <<dmy>>] <<ln>> <<fn>>: Mọi người ơi máy bán vé quầy 2 đăng nhập mật khẩu gì ạ?
[<<time>> <<dmy>>] <<ln>> <<fn2>>: tài khoản quay2
[<<time2>> <<dmy>>] <<ln>> <<fn2>>: mật khẩu <<cred>>
[<<time2>> <<dmy>>] <<ln>> <<fn>>: Dạ em cảm ơn chị ❤️
""",
    "human",
)

F.reg(
    "hanoipuppet_vnpay_hash_secret_php_config",
    ("ve-online/config/vnpay.php", "web/<<org>>/vnpay_config.php"),
    """<?php
// Cấu hình cổng thanh toán VNPAY cho vé xem múa rối nước
$vnp_TmnCode = "<<tmn>>";
$vnp_HashSecret = "<<cred>>";
$vnp_Url = "https://pay.vnpay.vn/vpcpay.html";
$vnp_Returnurl = "https://<<dom>>/thanh-toan/ket-qua";
""",
    "p:vnpay",
    syntax="",
    extra=lambda rng, s: {"tmn": gen_pw(rng, 8, sym="").upper()},
)


def _momo(s: dict) -> str:
    return (
        json.dumps(
            {
                "partnerCode": f"MOMO{s['org'].upper()[:6]}",
                "accessKey": s["ak"],
                "secretKey": s["cred"],
                "endpoint": "https://payment.momo.vn/v2/gateway/api/create",
                "redirectUrl": f"https://{s['dom']}/ve/momo",
                "ipnUrl": f"https://{s['dom']}/api/momo/ipn",
            },
            indent=2,
        )
        + "\n"
    )


F.reg(
    "hanoipuppet_momo_wallet_partner_json",
    ("ve-online/momo.json", "config/<<org>>_momo.json"),
    _momo,
    "p:momo",
    extra=lambda rng, s: {"ak": gen_pw(rng, 16, sym="")},
)

F.reg(
    "hanoipuppet_ticket_counter_csharp_connection",
    ("BanVe/DataAccess/Db.cs", "src/<<org>>.BanVe/Db.cs"),
    """namespace BanVe.DataAccess
{
    // Kết nối CSDL bán vé tại quầy
    public static class Db
    {
        public const string ConnStr =
            "Data Source=<<ip>>\\\\SQLEXPRESS;Initial Catalog=BanVe;User ID=banve;Password=<<cred>>;TrustServerCertificate=True";
    }
}
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "hanoipuppet_hikvision_rtsp_vlc_xspf",
    ("camera/san_khau.xspf", "Desktop/camera_<<org>>.xspf"),
    """<?xml version="1.0" encoding="UTF-8"?>
<playlist xmlns="http://xspf.org/ns/0/" version="1">
  <title>Camera sân khấu nước</title>
  <trackList>
    <track>
      <location>rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101</location>
      <title>Hồ diễn — toàn cảnh</title>
    </track>
  </trackList>
</playlist>
""",
    "pw_url",
)

F.reg(
    "hanoipuppet_tour_agency_email_mat_khau",
    ("mail/<<id>>.eml", "Thunderbird/Sent/dai_ly_<<date>>.eml"),
    """From: <<ln>> <<fn>> <<<email>>>
To: booking@<<org>>-travel.vn
Subject: Tài khoản đặt vé đoàn cho đại lý
Date: Wed, 5 Mar <<year>> 14:20:00 +0700
Content-Type: text/plain; charset=utf-8

Kính gửi Quý đại lý,

Nhà hát gửi tài khoản đặt vé đoàn trên hệ thống:
Tên đăng nhập: <<user>>
Mật khẩu: <<cred>>

Trân trọng,
<<ln>> <<fn>> — Phòng vé
""",
    "human",
    syntax="",
)

F.reg(
    "hanoipuppet_sound_booth_sticky_note_mk",
    ("ghi_chu/phong_am_thanh.txt", "Desktop/<<fn>>_ghichu.txt"),
    """máy trộn âm Behringer X32 — app tablet
mk: <<cred>>
nhớ tắt đèn hồ sau buổi 20h
""",
    "human",
)


def _xml_esc(rng, s):
    pw = force(rng, gen_pw(rng, sym="&<>"), "&<")
    return {"cred": pw, "enc": enc_xml(pw)}


F.reg(
    "hanoipuppet_group_booking_xml_escaped",
    ("integration/agency_<<org>>.xml", "config/booking_sync_<<id>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<bookingSync theatre="<<org>>">
  <endpoint>https://api.<<dom>>/group-bookings</endpoint>
  <agentLogin><<user>></agentLogin>
  <agentPassword><<enc>></agentPassword>
  <schedule>0 */2 * * *</schedule>
</bookingSync>
""",
    "pw",
    extra=_xml_esc,
    decode=lambda t: ET.fromstring(t.encode()).findtext("agentPassword") or "",
)
