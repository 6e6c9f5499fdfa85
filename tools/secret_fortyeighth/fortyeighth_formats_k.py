# ruff: noqa: E501
"""Family k: a recording studio in Piassa, Addis Ababa (Ethiopia): Amharic and English."""

from __future__ import annotations

import random

from fortyeighth_spec import Fam, jwt, rsa_pem

F = Fam(
    "piassa_recording_studio_addis",
    "piassa",
    ("piassasound", "entotobeats", "arathkilo", "tizitastudio"),
    "et",
    ("abebe", "tigist", "dawit", "meron", "yonas", "hanna", "bereket", "selam", "henok", "mahlet"),
    ("tesfaye", "bekele", "girma", "alemu", "haile", "wolde", "kebede", "tadesse"),
    (
        "tizita",
        "ambassel",
        "bati",
        "anchihoye",
        "masinko",
        "krar",
        "kebero",
        "entoto",
        "buna",
        "injera",
        "selam",
        "ethiopis",
    ),
    "251",
    ("Piassa", "Arat Kilo", "Bole", "Kazanchis", "Mexico Square"),
    local=("አበበ", "ትግስት", "ዳዊት", "ሜሮን", "ዮናስ", "ሐና", "በረከት", "ሰላም", "ሄኖክ", "ማህሌት"),
)


def _tg_html(s: dict) -> str:
    rows = [
        (s["lname"], "ሰላም! የስቱዲዮ ኮምፒውተሩ ፓስዎርድ ተቀይሯል?"),
        (s["lname2"], "አዎ። ተጠቃሚ: studio"),
        (s["lname2"], f"የይለፍ ቃል: {s['cred']}"),
        (s["lname"], "እሺ አመሰግናለሁ 🙏"),
    ]
    body = []
    for i, (who, text) in enumerate(rows):
        body.append(
            f'''   <div class="message default clearfix" id="message{s["n5"] + i}">
    <div class="body">
     <div class="pull_right date details" title="{s["dmy"]} {s["time"]}:0{i} UTC+03:00">{s["time"]}</div>
     <div class="from_name">{who}</div>
     <div class="text">{text}</div>
    </div>
   </div>'''
        )
    return (
        '<!DOCTYPE html>\n<html>\n <head>\n  <meta charset="utf-8"/>\n  <title>Exported Data</title>\n'
        '  <link href="css/style.css" rel="stylesheet"/>\n </head>\n <body>\n  <div class="page_wrap">\n'
        f'   <div class="page_header"><div class="content"><div class="text bold">{s["orgc"]} Studio</div></div></div>\n'
        '   <div class="page_body chat_page"><div class="history">\n'
        + "\n".join(body)
        + "\n   </div></div>\n  </div>\n </body>\n</html>\n"
    )


F.reg(
    "amharic_telegram_html_export_yilef_qal",
    ("Telegram Desktop/ChatExport_<<date>>/messages.html", "exports/tg_studio_<<n>>/messages.html"),
    _tg_html,
    "human",
)

F.reg(
    "avid_protools_account_email",
    ("Mail/<<date>>_avid_<<n>>.eml", "archive/<<user>>_protools.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Pro Tools licence - studio B
Date: <<date>> <<time>>:05 +0300
Content-Type: text/plain; charset=utf-8

Selam <<first2>>,

The Pro Tools Studio subscription for room B is on the studio Avid account now.
Sign in on the new Mac with:

  Avid account: studio@<<dom>>
  Password: <<cred>>

Then deactivate the old iLok session before you leave tonight.

Ameseginalehu,
<<fc>>
""",
    "human",
)

F.reg(
    "nas_cifs_fstab_sessions",
    ("etc/fstab", "mac-mini-<<n>>/fstab.txt"),
    """# /etc/fstab: static file system information.
UUID=<<uuid>> /               ext4    errors=remount-ro 0       1
UUID=<<hex8>>-<<n3>>  /boot/efi       vfat    umask=0077      0       1
//<<ip>>/Sessions  /mnt/sessions  cifs  username=engineer,password=<<cred>>,uid=1000,gid=1000,vers=3.0,iocharset=utf8  0  0
//<<ip>>/Masters   /mnt/masters   cifs  username=engineer,password=<<cred>>,uid=1000,gid=1000,vers=3.0,ro  0  0
""",
    "pw_bare",
)

F.reg(
    "telebirr_merchant_app_secret_env",
    ("booking-api/.env", "<<org>>-shop-<<n>>/.env.production"),
    """NODE_ENV=production
PORT=4000
TELEBIRR_BASE_URL=https://app.ethiotelecom.et:<<n3>>0/payment/v1
TELEBIRR_MERCHANT_APP_ID=<<n5>><<n5>>
TELEBIRR_FABRIC_APP_ID=<<uuid>>
TELEBIRR_APP_SECRET=<<cred>>
TELEBIRR_SHORT_CODE=<<n5>>
TELEBIRR_NOTIFY_URL=https://booking.<<dom>>/api/telebirr/notify
""",
    "hex:32",
)

F.reg(
    "chapa_payment_secret_node",
    ("booking-api/src/payments/chapa_<<n>>.js", "<<org>>-web/lib/chapa.js"),
    """const axios = require('axios');

const CHAPA_SECRET_KEY = '<<cred>>';

async function initialize({ amount, email, firstName, txRef }) {
  const { data } = await axios.post(
    'https://api.chapa.co/v1/transaction/initialize',
    { amount, currency: 'ETB', email, first_name: firstName, tx_ref: txRef,
      callback_url: 'https://booking.<<dom>>/api/chapa/callback' },
    { headers: { Authorization: `Bearer ${CHAPA_SECRET_KEY}` } },
  );
  return data.data.checkout_url;
}

module.exports = { initialize };
""",
    "x:CHASECK-:32",
)


def _supa(rng: random.Random, s: dict) -> str:
    ref = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(20))
    s["ref"] = ref
    return jwt(
        rng,
        {
            "iss": "supabase",
            "ref": ref,
            "role": "service_role",
            "iat": s["epoch"],
            "exp": s["epoch"] + 315360000,
        },
    )


F.reg(
    "supabase_service_role_admin_ts",
    ("admin/src/lib/supabaseAdmin_<<n>>.ts", "<<org>>-bookings/src/server/supabase.ts"),
    """import { createClient } from '@supabase/supabase-js';

// server-side only: bypasses RLS for the session calendar
const SUPABASE_URL = 'https://<<ref>>.supabase.co';
const SUPABASE_SERVICE_ROLE_KEY =
  '<<cred>>';

export const supabaseAdmin = createClient(SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, {
  auth: { persistSession: false },
});
""",
    _supa,
)


def _rows(rng: random.Random, s: dict) -> None:
    rooms = [
        f"Room A (tracking),imac-a,{F.human(rng, safe=True)},{s['orgc']}-Studio",
        f"Room B (mix),mac-mini-b,{s['cred']},{s['orgc']}-Studio",
        f"Vocal booth,booth-pc,{F.human(rng, safe=True)},{s['orgc']}-Guest",
    ]
    rng.shuffle(rooms)
    s["rows"] = "\n".join(rooms)


F.reg(
    "studio_rooms_google_sheet_csv",
    ("Studio logins - Sheet1 (<<n>>).csv", "Drive/<<orgc>>/rooms_<<y>>.csv"),
    """Room,Computer,Login password,Wi-Fi
<<rows>>
""",
    "human_x",
    extra=_rows,
)


def _pem(rng: random.Random, s: dict) -> str:
    return rsa_pem(rng)


F.reg(
    "mastering_upload_server_rsa_pem",
    ("keys/mastering-upload-<<n>>.pem", "Desktop/<<first>>_aws_<<org>>.pem"),
    "<<cred>>\n",
    _pem,
)
