# ruff: noqa: E501
"""Family m: a money-transfer (xawilaad) and mobile-money counter in Mogadishu / Xamar
(Somalia), Somali, with an Arabic-speaking partner in Dubai."""

from __future__ import annotations

from sixtyfourth_spec import Fam, alnum

F = Fam(
    "xawilaad_xamar_counter",
    ("xawilaadhodan", "barwaaqoexpress", "nabadtransfer", "bakaaroxawaalad"),
    "so",
    ("Cabdi", "Faadumo", "Maxamed", "Hodan", "Axmed", "Sahra", "Cali", "Ayaan"),
    ("Warsame", "Cabdullaahi", "Xasan", "Nuur", "Jaamac", "Yuusuf"),
    (
        "xawilaad",
        "xamar",
        "soomaali",
        "hooyo",
        "nabad",
        "barwaaqo",
        "baraka",
        "hodan",
        "hiddo",
        "bakaaro",
        "lido",
        "shabeelle",
    ),
    ("Geel", "Bisad", "Libaax", "Shabeel", "Faras", "Eyey"),
    "252",
    ("061#######", "+252 61 #######", "062#######"),
    "Muqdisho",
)

F.reg(
    "xawilaad_whatsapp_somali_furaha_sirta_nidaamka",
    ("WhatsApp/WhatsApp Chat with <<first2>>.txt", "Download/WhatsApp Chat - Xafiiska <<n>>.txt"),
    """<<dsl>>, <<t>> - Messages and calls are end-to-end encrypted.
<<dsl>>, <<t>> - <<first2>>: Walaal nidaamka xawaaladda wuu i saaray, furaha sirta maxaa la beddelay?
<<dsl>>, <<t>> - <<first>> <<last>>: haa shalay ayaan beddelay
<<dsl>>, <<t2>> - <<first>> <<last>>: <<cred>>
<<dsl>>, <<t2>> - <<first2>>: Mahadsanid, waan galay. Macmiilkii Nairobi lacagtiisii waa la bixiyay
""",
    "human",
)

F.reg(
    "xawilaad_waafipay_merchant_api_key_php",
    ("public_html/waafi/config.php", "htdocs/<<org>>/waafi_<<n>>.php"),
    """<?php
// WaafiPay (EVC Plus / Zaad / Sahal) - lacag bixinta macaamiisha
return [
    'endpoint' => 'https://api.waafipay.net/asm',
    'merchantUid' => 'M<<num>><<n>>',
    'apiUserId' => '100<<num>>',
    'apiKey' => '<<cred>>',
    'currency' => 'USD',
];
""",
    lambda r, f, s: "API-" + alnum(r, 10, "0123456789") + alnum(r, 5, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
    syntax="",
)

F.reg(
    "xawilaad_agent_client_settings_ini",
    ("C:/XawilaadAgent/settings.ini", "C:/ProgramData/Xawaalad/agent_<<n>>.ini"),
    """[Agent]
Magaca=<<orgt>> - Laanta <<city>>
AgentID=SO-<<num>>
Lacagta=USD

[Server]
URL=https://agent.<<dom>>/api/v3
Isticmaale=<<uname>>
FurahaSirta=<<cred>>
Timeout=60

[Daabacaad]
Printer=Epson TM-T20
""",
    "pw",
)

F.reg(
    "xawilaad_dubai_partner_arabic_email_kalimat_al_sir",
    ("Mail/Inbox/dubai_partner_<<n>>.eml", "Outlook/Inbox/tasweya_<<d>>.eml"),
    """From: قسم التسويات <settlement@exchange-<<org>>.ae>
To: <<mail>>
Subject: بيانات الدخول إلى بوابة التسويات
Date: <<dmy>> <<t>>
Content-Type: text/plain; charset=UTF-8

السلام عليكم ورحمة الله،

تم إنشاء حساب لوكيلكم في مقديشو على بوابة التسويات اليومية.
اسم المستخدم: <<uname>>
كلمة المرور: <<cred>>

يرجى تغيير كلمة المرور عند أول دخول. التسوية تتم يومياً قبل الساعة 4 مساءً بتوقيت دبي.

مع التحية،
قسم التسويات
""",
    "pw",
    syntax="",
)

F.reg(
    "xawilaad_daily_accounts_csv_furaha_column",
    ("Documents/akoonada_<<y>>.csv", "Desktop/xisaabaadka_<<n>>.csv"),
    """Adeegga,Isticmaale,Furaha sirta,Telefoon,Faallo
EVC Plus merchant portal,<<uname>>,<<cred>>,<<mob>>,xisaabta weyn
Bangiga (online),<<mail>>,-,<<mob>>,OTP telefoonka <<first>>
Zaad,-,-,-,Hargeysa laanta
""",
    "human",
    syntax="",
)

F.reg(
    "xawilaad_telegram_rates_bot_node_token",
    ("rates-bot/index.js", "Documents/sicirka/bot_<<n>>.js"),
    """// Sicirka lacagta maalinta (USD/SOS/KES/AED) -> kanaalka Telegram
const TelegramBot = require('node-telegram-bot-api');

const bot = new TelegramBot('<<cred>>', { polling: false });
const CHANNEL = '@<<org>>_sicir';

async function post(rates) {
  const lines = Object.entries(rates).map(([k, v]) => `${k}: ${v}`);
  await bot.sendMessage(CHANNEL, `Sicirka maanta (${new Date().toLocaleDateString('so-SO')})\\n` + lines.join('\\n'));
}

module.exports = { post };
""",
    "p:telegram",
    syntax="",
)

F.reg(
    "xawilaad_qoraal_shaqaale_cusub_handover",
    ("Documents/Tilmaamaha shaqaalaha cusub.txt", "Desktop/tilmaamo_<<n>>.txt"),
    """TILMAAMAHA SHAQAALAHA CUSUB - <<dmy>>
1. Xafiiska waxaa la furayaa 7:30 subaxnimo.
2. Lacag ka badan $2000 - sug <<first>> ka hor intaadan bixin.
3. Nidaamka xawaaladda:
   isticmaale: <<fa2>>
   furaha sirta: <<cred>>
4. WiFi-ga xafiiska waa <<orgt>>_Office (furaha waxaa haya <<first>>).
5. Aqoonsiga macmiilka nuqul ka samee mar walba.
""",
    "human",
    syntax="",
)

F.reg(
    "xawilaad_mikrotik_export_wpa2_pre_shared_key",
    ("Documents/router_backup_<<d>>.rsc", "Desktop/mikrotik_<<n>>.rsc"),
    """# <<y>>-<<mo>>-<<dd>> <<t>>:11 by RouterOS 7.14.3
# software id = <<serial>>
#
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=xafiiska supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n disabled=no mode=ap-bridge security-profile=xafiiska ssid=<<orgt>>_Office
/ip address
add address=<<lan>>/24 interface=bridge network=192.168.88.0
/system identity
set name=<<org>>-xamar
""",
    "pw_bare",
    syntax="",
)
