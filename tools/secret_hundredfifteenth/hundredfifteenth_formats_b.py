"""Family b: a boxing gym in Bukom (Jamestown, Accra), Ghana: English, Ga and Twi, Hubtel and MTN
MoMo payments, fight-night ticketing, a Hikvision door camera, Facebook Live streams."""

from __future__ import annotations

from hundredfifteenth_spec import Fam

F = Fam(
    name="bukom_boxing_gym_ghana",
    orgs=("bukomring", "accrapunch", "jamestownboxing", "gbeseknock", "akotopunch"),
    tld="com.gh",
    first=(
        ("Kwame", "kwame"),
        ("Ama", "ama"),
        ("Nii", "nii"),
        ("Naa", "naa"),
        ("Kojo", "kojo"),
        ("Akosua", "akosua"),
        ("Yaw", "yaw"),
        ("Efua", "efua"),
        ("Kofi", "kofi"),
        ("Adjoa", "adjoa"),
    ),
    last=(
        ("Tetteh", "tetteh"),
        ("Quaye", "quaye"),
        ("Lamptey", "lamptey"),
        ("Mensah", "mensah"),
        ("Addo", "addo"),
        ("Commey", "commey"),
        ("Ankrah", "ankrah"),
        ("Quartey", "quartey"),
        ("Nortey", "nortey"),
        ("Owusu", "owusu"),
    ),
    words=(
        "bukom",
        "azumah",
        "jamestown",
        "ayeko",
        "akwaaba",
        "kenkey",
        "shito",
        "gbese",
        "oshie",
        "knockout",
        "jab",
        "uppercut",
        "blackstars",
        "chale",
        "medw",
        "osu",
    ),
    pets=("rambo", "tiger", "bingo", "kofi", "jojo", "lucky"),
    cc="233",
)

F.reg(
    "bukom_ga_twi_whatsapp_momo_pin_gym_tablet",
    (
        "WhatsApp Chat with Bukom Coaches.txt",
        "Android/media/com.whatsapp/export/<<org>>_coaches_<<year>>.txt",
    ),
    """[<<dmy>>, <<time>>:14] <<name>>: Chale the reception tablet logged out again
[<<dmy>>, <<time>>:40] <<name2>>: Ayeko. Gymdesk login be <<email>>
[<<dmy>>, <<time>>:52] <<name2>>: password: <<cred>>
[<<dmy>>, <<time2>>:03] <<name>>: Medaase, I go change am after fight night
""",
    "human",
)

F.reg(
    "bukom_hubtel_online_checkout_node",
    ("fightnight-tickets/src/hubtel.js", "tickets-<<org>>/lib/pay.js"),
    """// Fight night tickets - Hubtel online checkout
const axios = require('axios');
const HUBTEL_CLIENT_ID = '<<user>><<nn>>';
const HUBTEL_CLIENT_SECRET = '<<cred>>';
const MERCHANT = '<<nn>><<n>>';

async function initiate(amountGhs, phone, ref) {
  const auth = Buffer.from(`${HUBTEL_CLIENT_ID}:${HUBTEL_CLIENT_SECRET}`).toString('base64');
  return axios.post('https://payproxyapi.hubtel.com/items/initiate', {
    totalAmount: amountGhs, description: 'Bukom fight night', callbackUrl: 'https://<<dom>>/cb',
    returnUrl: 'https://<<dom>>/ok', merchantAccountNumber: MERCHANT, clientReference: ref,
  }, { headers: { Authorization: `Basic ${auth}` } });
}
module.exports = { initiate };
""",
    "p:hubtel",
    syntax="",
)

F.reg(
    "bukom_mtn_momo_collection_python_config",
    ("momo/settings_<<org>>.py", "gym_membership/momo_config.py"),
    """# MTN MoMo collections for monthly dues
MOMO_BASE = "https://proxy.momoapi.mtn.com/collection"
MOMO_ENV = "mtnghana"
MOMO_SUBSCRIPTION_KEY = "<<cred>>"
MOMO_API_USER = "<<uuid>>"
CALLBACK_HOST = "<<dom>>"
""",
    "p:mtn_momo",
)

F.reg(
    "bukom_door_camera_hikvision_rtsp_frigate_yaml",
    ("frigate/config.yml", "docker/frigate-<<org>>/config/config.yml"),
    """mqtt:
  enabled: false
cameras:
  gym_door:
    ffmpeg:
      inputs:
        - path: rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/101
          roles: [detect, record]
    detect:
      width: 1280
      height: 720
record:
  enabled: true
  retain:
    days: 14
""",
    "pw_url",
)

F.reg(
    "bukom_fighters_weighin_csv_gymdesk_logins",
    ("weighins/weighin_<<date>>.csv", "Documents/Bukom/fighters_<<year>>.csv"),
    """fighter,weight_kg,division,coach,gymdesk_login,gymdesk_pass
<<name>>,5<<d>>.4,featherweight,<<name2>>,<<user>>,<<cred>>
<<name2>>,6<<d>>.1,lightweight,<<name>>,<<user2>>,(same as last year)
""",
    "human",
    syntax="",
)

F.reg(
    "bukom_facebook_live_restream_nginx_rtmp_conf",
    ("etc/nginx/nginx.conf", "restream/<<org>>/nginx-rtmp.conf"),
    """worker_processes auto;
events { worker_connections 1024; }
rtmp {
    server {
        listen 1935;
        application live {
            live on;
            record off;
            push rtmps://live-api-s.facebook.com:443/rtmp/FB-<<nn>><<epoch>>-0-<<cred>>;
        }
    }
}
""",
    "alnum:40",
    syntax="",
)

F.reg(
    "bukom_gym_router_mikrotik_export_rsc",
    ("backup/mikrotik_<<date>>.rsc", "network/<<org>>_router.rsc"),
    """# <<date>> by RouterOS 7.14
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=members wpa2-pre-shared-key=<<cred>>
/ip hotspot user
add name=<<user>> password=<<cred>> profile=default
/system identity set name=<<org>>-gym
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "bukom_coach_bash_history_mysql_dump",
    ("home/<<user>>/.bash_history", "root/.bash_history"),
    """cd /var/www/<<org>>
git pull
mysqldump -u gymdesk -p'<<cred>>' gym_members > /tmp/members_<<date>>.sql
scp /tmp/members_<<date>>.sql <<user>>@<<pub>>:backups/
rm /tmp/members_<<date>>.sql
""",
    "pw_sq",
    syntax="",
)
