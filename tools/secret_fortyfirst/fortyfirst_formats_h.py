"""Family h: a Bedouin desert camp in Wadi Rum, Jordan: jeep tours, solar power, bookings."""

from __future__ import annotations

import base64

from fortyfirst_spec import Fam

F = Fam(
    "bedouin_wadi_desert_jordan",
    ("wadinujoom",),
    "jo",
    ("سالم", "عودة", "محمد", "سلمى", "عيد", "نورة", "زايد", "مريم", "Salem", "Eid"),
    ("الزوايدة", "الزلابية", "الحويطات", "Zawaideh", "Zalabieh", "Swailhin"),
    ("wadirum", "nujoom", "sahra", "jabal", "khazali", "burdah", "zarb", "qahwa", "falak", "rimal"),
    ("sayf", "shita", "rabee", "khareef", "ramadan", "eid"),
    "+962",
    latin=("salem", "odeh", "eid", "salma", "zayed", "noura", "zawaideh", "zalabieh", "huwaitat"),
)

F.reg(
    "wadi_arabic_whatsapp_kalimat_al_murur_wifi",
    ("WhatsApp Chat with مخيم النجوم.txt", "chats/mukhayyam_<<id>>.txt"),
    """<<dmys>>, <<time>> - <<full>>: السلام عليكم، الضيوف في الخيمة ٣ يسألون عن الواي فاي
<<dmys>>, <<time>> - <<full2>>: الشبكة: Nujoom-Camp
<<dmys>>, <<time2>> - <<full2>>: كلمة السر: <<cred>>
<<dmys>>, <<time2>> - <<full>>: تمام شكراً، والعشاء زرب الساعة ٨
""",
    cred="human",
)

F.reg(
    "wadi_jeep_tours_channel_manager_yaml",
    ("jeep-tours/config/channel_manager.yml", "srv/<<org>>/channels_<<n>>.yaml"),
    """# Channel manager sync for jeep tours, camel treks and bubble tents
provider: cm-sync
property_id: JO-RUM-<<id>>
api:
  base_url: https://api.cmsync.io/v3
  key: "<<cred>>"
  timeout_s: 20
rooms:
  - code: BUBBLE
    name: Martian dome
  - code: TENT
    name: Bedouin tent (shared bathroom)
tours:
  - code: JEEP4H
  - code: JEEP8H
""",
    cred="x:cmk_live_:32",
)

F.reg(
    "wadi_camp_vpn_wireguard_conf",
    ("etc/wireguard/wg0.conf", "mukhayyam/router/wg-<<n>>.conf"),
    """[Interface]
# camp router (Starlink) -> office in Aqaba
PrivateKey = <<cred>>
Address = 10.66.<<n>>.2/24
DNS = 1.1.1.1

[Peer]
PublicKey = <<pk>>
Endpoint = <<pubip>>:51820
AllowedIPs = 10.66.0.0/16
PersistentKeepalive = 25
""",
    cred="b64:32",
    extra=lambda rng, s: {
        "pk": base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode()
    },
)

F.reg(
    "wadi_camp_site_htpasswd_bash_history",
    ("root/.bash_history", "home/<<user>>/.bash_history.<<n>>"),
    """apt install apache2-utils
htpasswd -b -c /etc/nginx/.htpasswd_staff reception <<cred>>
nginx -t && systemctl reload nginx
certbot --nginx -d book.<<dom>>
df -h
""",
    cred="pw_bare",
)

F.reg(
    "wadi_arabic_email_booking_extranet_kalimat_al_murur",
    ("mail/<<user>>/inbox/<<id>>.eml", "backup/outlook/<<org>>/extranet_<<id>>.eml"),
    """From: <<full>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?2K/YrtmI2YQg2YTZiNit2Kkg2KfZhNit2KzZiNiy2KfYqg==?=
Date: Sun, 9 Nov <<yyyy>> <<time>>:00 +0300
Content-Type: text/plain; charset=UTF-8

مرحبا <<first2>>،

هذه بيانات الدخول إلى لوحة الحجوزات (Extranet) للمخيم:

اسم المستخدم: <<user2>>
كلمة المرور: <<cred>>

يرجى عدم مشاركتها مع السائقين. سنغيرها بعد موسم الشتاء.

مع التحية،
<<full>>
""",
    cred="human",
)

F.reg(
    "wadi_payment_hyperpay_access_token_env",
    ("booking-api/.env", "deploy/<<org>>-booking-<<n>>/.env"),
    """NODE_ENV=production
HYPERPAY_BASE_URL=https://eu-prod.oppwa.com
HYPERPAY_ENTITY_ID=8ac9a4c<<hexid>>0001
HYPERPAY_ACCESS_TOKEN=<<cred>>
CURRENCY=JOD
""",
    cred="b64:48",
)

F.reg(
    "wadi_guides_roster_csv_arabic_columns",
    ("ادارة/الادلاء_<<yyyy>>.csv", "office/guides_roster_<<n>>.csv"),
    """الاسم,الهاتف,السيارة,حساب التطبيق,كلمة المرور
<<full>>,<<phone>>,Toyota Hilux <<yy>>,<<user>>,<<cred>>
<<full2>>,<<phone>>,Land Cruiser,<<user2>>,
""",
    cred="pw",
)

F.reg(
    "wadi_tour_app_react_native_config_ts",
    ("src/config/maps.ts", "app/<<org>>-tours-<<n>>/src/env.ts"),
    """// Jeep routes, sunset points and camp pins
export const MAPS = {
  googleApiKey: "<<cred>>",
  defaultRegion: { latitude: 29.5766, longitude: 35.4206, latitudeDelta: 0.3, longitudeDelta: 0.3 },
};

export const API_BASE = "https://api.<<dom>>/v1";
""",
    cred="p:google",
    syntax="",
)
