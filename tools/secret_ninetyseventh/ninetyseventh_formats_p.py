"""Family p: a contact-lens e-shop (ร้านคอนแทคเลนส์ออนไลน์) in Chiang Mai, Thailand: Thai;
Omise and 2C2P payments, Lazada Open Platform, Flash Express parcels, LINE chats, a GitLab
registry login in Docker's config, an e-mail about the Thai FDA (อย.) e-submission portal."""

from __future__ import annotations

from ninetyseventh_spec import Fam, dec_b64_field, enc_b64

F = Fam(
    name="lensthai_eshop_chiangmai",
    prefix="lensthai",
    orgs=("lensasiam", "lenslanna", "doilens", "nimmanlens", "maliwanlens"),
    tld="co.th",
    first=(
        ("สมชาย", "somchai"),
        ("สุดารัตน์", "sudarat"),
        ("ณัฐพล", "nattapon"),
        ("พิมพ์ชนก", "pimchanok"),
        ("อนุชา", "anucha"),
        ("กมลวรรณ", "kamonwan"),
        ("ธนากร", "thanakorn"),
        ("ปิยะนุช", "piyanuch"),
    ),
    last=(
        ("สุขใจ", "sukjai"),
        ("ศรีสวัสดิ์", "srisawat"),
        ("วงศ์ไทย", "wongthai"),
        ("แก้วมณี", "kaewmanee"),
        ("ทองดี", "thongdee"),
        ("บุญมา", "boonma"),
        ("จันทร์เพ็ญ", "janpen"),
    ),
    words=(
        "chiangmai",
        "doi",
        "suthep",
        "lanna",
        "khaosoi",
        "sabai",
        "sanuk",
        "mali",
        "nimman",
        "ping",
        "chang",
        "mamuang",
        "somtam",
        "jaidee",
        "sawasdee",
        "muay",
    ),
    pets=("khaotom", "moo", "nong", "tofu", "kaopun", "mali", "lucky"),
    cc="+66",
    cities=("chiang mai", "chiang rai", "lampang", "lamphun", "mae rim", "san kamphaeng"),
    tz="+0700",
)

F.reg(
    "omise_secret_key_laravel_env",
    ("lens-shop/.env", "<<org>>-shop/.env.production"),
    """APP_NAME="<<orgc>> Lens"
APP_ENV=production
APP_URL=https://www.<<dom>>
OMISE_PUBLIC_KEY=pkey_5<<hex16>>ab
OMISE_SECRET_KEY=<<cred>>
OMISE_API_VERSION=2019-05-29
PROMPTPAY_ENABLED=true
""",
    "p:omise",
    "",
)

F.reg(
    "twoc2p_merchant_secret_json",
    ("config/2c2p_<<org>>.json", "payment/2c2p-production-<<n>>.json"),
    """{
  "merchantID": "764764<<nnnn>><<nn>>",
  "secretKey": "<<cred>>",
  "currencyCode": "THB",
  "paymentChannel": ["CC", "QR", "TRUEMONEY"],
  "frontendReturnUrl": "https://www.<<dom>>/payment/return",
  "backendReturnUrl": "https://api.<<dom>>/2c2p/notify"
}
""",
    "p:2c2p",
)

F.reg(
    "thai_line_chat_export_rahat_phan",
    ("LINE/[LINE] แชทกับ <<fn2>>.txt", "Downloads/[LINE] ทีมแพ็คของ <<n>>.txt"),
    """[LINE] แชทกับ <<fn2>>
วันที่บันทึก: <<d>>/<<mo>>/<<y>> <<hm>>

<<d>>/<<mo>>/<<y>> (จ.)
<<hm>>\t<<fn>>\tพี่คะ รหัสผ่านหลังร้าน Shopee Seller Centre เปลี่ยนหรือยังคะ เข้าไม่ได้
<<hm>>\t<<fn2>>\tเปลี่ยนแล้ว ใช้อันนี้นะ
<<hm2>>\t<<fn2>>\t<<cred>>
<<hm2>>\t<<fn>>\tขอบคุณค่ะ 🙏 เดี๋ยวแพ็คเลนส์สายตาส่งรอบบ่ายเลย
""",
    "human",
    "",
)

F.reg(
    "lazada_open_platform_app_secret_py",
    ("marketplace/lazada_orders_<<n>>.py", "<<org>>/lazada/sync_orders.py"),
    """\"\"\"ดึงออเดอร์คอนแทคเลนส์จาก Lazada มาตัดสต็อก\"\"\"

import lazop

APP_KEY = "1<<nnnn>><<nn>>"
APP_SECRET = "<<cred>>"
ACCESS_TOKEN_FILE = "/srv/<<org>>/lazada_token.json"

client = lazop.LazopClient("https://api.lazada.co.th/rest", APP_KEY, APP_SECRET)
""",
    "alnum:32",
)

F.reg(
    "docker_config_json_gitlab_auth_b64",
    ("home/<<user>>/.docker/config.json", "root/.docker/config.json.<<org>>"),
    """{
  "auths": {
    "registry.gitlab.com": {
      "auth": "<<enc>>"
    }
  },
  "HttpHeaders": {
    "User-Agent": "Docker-Client/26.1.4 (linux)"
  }
}
""",
    "pw_json",
    "json",
    extra=lambda rng, s: {"reg_user": f"{s['org']}-deploy"},
    encode=lambda v, s: enc_b64(f"{s['reg_user']}:{v}"),
    decode=dec_b64_field(r'"auth": "([A-Za-z0-9+/=]+)"', 1),
)

F.reg(
    "flash_express_api_key_php",
    ("shop/app/Shipping/FlashExpress<<n>>.php", "www/<<org>>/shipping/flash_config.php"),
    """<?php
// Flash Express Open API - ส่งคอนแทคเลนส์ทั่วประเทศ
return [
    'base_url' => 'https://open-api.flashexpress.com',
    'mch_id'   => 'CA<<nnnn>>',
    'secret'   => '<<cred>>',
    'src_name' => '<<orgc>> Lens Chiang Mai',
    'src_phone'=> '<<phone2>>',
];
""",
    "HEX:64",
    "",
)

F.reg(
    "thai_email_rahat_fda_esubmission",
    ("Mail/อย/esubmission_<<date>>.eml", "Thunderbird/Inbox/fda_<<nnn>>.eml"),
    """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<email>>
Subject: =?UTF-8?B?4Lij4Lir4Lix4Liq4Lic4LmI4Liy4LiZIOC4reC4oi4=?=
Date: <<rfc>>
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

เรียนคุณ<<fn>>

บัญชีสำหรับยื่นคำขอใบอนุญาตขายเครื่องมือแพทย์ (คอนแทคเลนส์) ผ่านระบบ e-Submission ของ อย. ค่ะ

ชื่อผู้ใช้: <<user>>
รหัสผ่าน: <<cred>>

รบกวนเปลี่ยนรหัสผ่านหลังเข้าระบบครั้งแรกนะคะ

<<fn2>>
ฝ่ายเอกสาร <<orgc>>
""",
    "human",
    "",
)

F.reg(
    "lens_channels_csv_rahat_phan",
    ("export/ช่องทางขาย_<<date>>.csv", "Admin/accounts_<<org>>_<<n>>.csv"),
    """ช่องทาง,ผู้ใช้,รหัสผ่าน,หมายเหตุ
Shopee Seller Centre,<<org>>.official,<<cred>>,ร้านหลัก
LINE Official Account,admin@<<dom>>,,ใช้ LINE Business ID
TikTok Shop,<<user>>,,รอยืนยันตัวตน
""",
    "human_x",
    "",
)
