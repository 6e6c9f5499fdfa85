# ruff: noqa: E501
"""Family l: a ground-handling agent at Sohar and Muscat airports (Oman; Arabic, English)."""

from __future__ import annotations

from eightythird_spec import Fam, alnum, email, wa

F = Fam(
    name="sohar_ground_handling_agent_oman",
    orgs=("sohaarhandling", "lubanground", "dhowramp", "majlisaviation"),
    tld="om",
    first=(
        ("أحمد", "ahmed"),
        ("فاطمة", "fatma"),
        ("سالم", "salim"),
        ("مريم", "maryam"),
        ("خالد", "khalid"),
        ("عائشة", "aisha"),
        ("يوسف", "yousuf"),
    ),
    last=(
        ("البلوشي", "albalushi"),
        ("الحارثي", "alharthi"),
        ("الكندي", "alkindi"),
        ("الرواحي", "alrawahi"),
        ("السيابي", "alsiyabi"),
    ),
    words=(
        "muscat",
        "sohar",
        "salalah",
        "nizwa",
        "khareef",
        "luban",
        "dhow",
        "wadi",
        "jabal",
        "shams",
        "qahwa",
        "halwa",
        "bahla",
        "oryx",
        "majlis",
        "dhofar",
    ),
    pets=("lulu", "zain", "najm", "sukkar", "bobby", "fulla"),
    cc="968",
    places=("Sohar", "Muscat", "Salalah", "Duqm", "Khasab"),
    regs=("A4O-SA", "A4O-DF", "A4O-HB", "A4O-OM", "A4O-SR"),
    tz="+0400",
)

F.reg(
    "sohar_arabic_whatsapp_kalimat_alsir_dcs",
    ("WhatsApp Chat with Ramp Sohar <<nn>>.txt", "chats/ramp_<<date>>.txt"),
    lambda s: wa(
        [
            (
                s["first"] + " " + s["last"],
                f"الطائرة {s['reg']} تصل الساعة ٣ العصر، جهزوا السلم والحزام",
            ),
            (s["first2"], "تمام. نظام الـ DCS طلب تسجيل دخول جديد، ما هي كلمة السر؟"),
            (s["first"] + " " + s["last"], f"المستخدم: {s['user']}"),
            (s["first"] + " " + s["last"], f"كلمة السر: {s['cred']}"),
            (s["first2"], "شكراً، دخلت ✅"),
        ],
        s,
    ),
    "human",
    syntax="",
)

F.reg(
    "sohar_sitatex_typeb_gateway_java_properties",
    ("typeb-gateway/config/sitatex.properties", "opt/<<org>>/typeb_<<nn>>.properties"),
    """# SITATEX Online – Type B messages (LDM, CPM, MVT) for the load control office
sitatex.url=https://sitatex.sita.aero/ws
sitatex.address=SOHKKXH
sitatex.username=<<org>>_lco
sitatex.password=<<cred>>
sitatex.poll.seconds=30
archive.dir=/data/typeb/<<place>>
""",
    "pw",
    syntax="",
)

F.reg(
    "sohar_thawani_pay_checkout_php_secret",
    ("billing/thawani.php", "portal/<<org>>/thawani_<<nn>>.php"),
    """<?php
// Thawani Pay – ad-hoc handling charges (GPU, pushback, lavatory service)
$thawaniSecret = '<<cred>>';
$thawaniPublishable = 'pk_live_<<pk>>';

$payload = [
    'client_reference_id' => 'GH-<<nn>>',
    'mode' => 'payment',
    'products' => [['name' => 'Ground power unit <<reg>>', 'quantity' => 1, 'unit_amount' => 45000]],
    'success_url' => 'https://<<dom>>/paid',
    'cancel_url' => 'https://<<dom>>/cancel',
];
$ch = curl_init('https://checkout.thawani.om/api/v1/checkout/session');
curl_setopt($ch, CURLOPT_HTTPHEADER, ['thawani-api-key: ' . $thawaniSecret, 'Content-Type: application/json']);
curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($payload));
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
echo curl_exec($ch);
""",
    "alnum:30",
    extra=lambda rng, s: s.update(pk=alnum(rng, 30)),
    syntax="",
)

F.reg(
    "sohar_gse_tracking_traccar_xml_database_password",
    ("opt/traccar/conf/traccar.xml", "gse-tracking/<<place>>/traccar_<<nn>>.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<ip>>:3306/gse?serverTimezone=Asia/Muscat&amp;useSSL=false</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='teltonika.port'>5027</entry>
</properties>
""",
    "pw_xml",
    syntax="",
)

F.reg(
    "sohar_loadsheet_email_arabic_english_portal",
    ("mail/inbox/<<date>>_loadsheet_portal_<<nn>>.eml", "mail/<<fa>>/lco_<<nn>>.eml"),
    lambda s: email(
        s,
        s["email"],
        s["email2"],
        "حساب بوابة أوراق التحميل / Load sheet portal account",
        f"السلام عليكم {s['first2']}،\n\nتم إنشاء حسابك في بوابة أوراق التحميل.\nYour load sheet portal account is ready.\n\n"
        f"الرابط / URL: https://lco.{s['dom']}\nالمستخدم / User: {s['user']}\nكلمة المرور / Password: {s['cred']}\n\n"
        f"مع التحية،\n{s['first']} {s['last']}\n",
    ),
    "human",
    syntax="",
)

F.reg(
    "sohar_ramp_tablets_mdm_csv_arabic_columns",
    ("it/اجهزة_الرصيف_<<nn>>.csv", "mdm/ramp_tablets_<<date>>.csv"),
    lambda s: (
        "الجهاز,الرقم التسلسلي,الموظف,كلمة السر,ملاحظات\n"
        f"Samsung Tab Active,R52{s['hex8'].upper()},{s['first']} {s['last']},{s['cred']},رصيف {s['place']}\n"
        f"Samsung Tab Active,R52{s['nn']}KX,{s['first2']},(تغيير عند أول دخول),\n"
    ),
    "human",
    syntax="",
)

F.reg(
    "sohar_belt_cameras_go2rtc_yaml_rtsp",
    ("go2rtc/go2rtc.yaml", "cctv/<<place>>/go2rtc_<<nn>>.yaml"),
    """streams:
  baggage_belt_<<n>>: rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
  apron_stand_<<n>>: rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=2&subtype=1
api:
  listen: ":1984"
webrtc:
  candidates:
    - <<pub>>:8555
""",
    "pw_url",
)

F.reg(
    "sohar_amadeus_self_service_dotenv_client_secret",
    ("flight-info/.env", "apps/<<org>>-fids/.env"),
    """# Amadeus Self-Service APIs – schedules for the FIDS screens in the handling office
AMADEUS_HOSTNAME=production
AMADEUS_CLIENT_ID=<<cid>>
AMADEUS_CLIENT_SECRET=<<cred>>
FIDS_AIRPORT=OHS
""",
    "alnum:16",
    extra=lambda rng, s: s.update(cid=alnum(rng, 32)),
    syntax="",
)
