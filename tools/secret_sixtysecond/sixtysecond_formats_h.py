"""Family h: a dance school in Florentin, Tel Aviv (Israel, Hebrew, with a Russian-speaking
teacher)."""

from __future__ import annotations

from sixtysecond_spec import Fam

F = Fam(
    "rikud_studio_florentin",
    ("tzaadhara", "florentindance", "kfitzastudio"),
    "co.il",
    ("noa", "yossi", "shira", "itay", "maya", "avi", "tamar", "olga"),
    ("cohen", "levi", "mizrahi", "peretz", "biton", "friedman"),
    (
        "rikud",
        "salsa",
        "hiphop",
        "florentin",
        "yafo",
        "balagan",
        "sababa",
        "shabbat",
        "tango",
        "hora",
        "kfitza",
        "yalla",
    ),
    "972",
    ("נועה", "יוסי", "שירה", "איתי", "מאיה", "אבי", "תמר", "אולגה"),
)

F.reg(
    "rikud_whatsapp_ivrit_sisma_zoom_morim",
    ("whatsapp/צ'אט WhatsApp עם מורים <<n>>.txt", "chats/morim_<<ymd>>.txt"),
    """<<dmy_s>>, <<time>> - <<name>>: מי מעביר מחר את השיעור בזום לתלמידות מחו"ל?
<<dmy_s>>, <<time>> - <<name2>>: אני. מה הסיסמה של חשבון הזום של הסטודיו?
<<dmy_s>>, <<time2>> - <<name>>: studio@<<dom>>
<<dmy_s>>, <<time2>> - <<name>>: הסיסמה <<cred>>
<<dmy_s>>, <<time2>> - <<name2>>: תודה!! 💃
""",
    "human",
    syntax="",
)

F.reg(
    "rikud_telegram_russkiy_parol_raspisanie",
    ("telegram/olga_chat_<<n>>.txt", "chats/telegram_ru_<<ymd>>.txt"),
    """Ольга, [<<dmy>> <<time>>]
Привет! Я не могу зайти в систему расписания, какой там пароль?

<<name>>, [<<dmy>> <<time2>>]
логин <<user>>, пароль <<cred>>
только не меняй, им пользуемся втроём

Ольга, [<<dmy>> <<time2>>]
спасибо, вошла 👍
""",
    "human",
    syntax="",
)

F.reg(
    "rikud_arbox_api_sync_env",
    ("sync/.env", "arbox-<<org>>/.env"),
    """# Arbox -> Google Sheets (נוכחות בשיעורים)
ARBOX_API_BASE=https://api.arboxapp.com/index.php/api/v2
ARBOX_API_KEY=<<cred>>
ARBOX_LOCATION_ID=<<nn>>
SHEET_ID=1<<hex40>>
""",
    "uuid",
    syntax="",
)

F.reg(
    "rikud_morning_green_invoice_python",
    ("kabalot/green_invoice.py", "scripts/<<org>>_kabala_<<n>>.py"),
    '''"""קבלות אוטומטיות למנויים - Morning (חשבונית ירוקה)"""

import requests

API_ID = "<<uuid>>"
API_SECRET = "<<cred>>"


def get_token():
    r = requests.post(
        "https://api.greeninvoice.co.il/api/v1/account/token",
        json={"id": API_ID, "secret": API_SECRET},
        timeout=20,
    )
    r.raise_for_status()
    return r.json()["token"]
''',
    "b64u:16",
)

F.reg(
    "rikud_spotify_playlist_shiur_js",
    ("playlist/spotify_<<n>>.js", "tools/<<org>>-playlists/auth.js"),
    """// מחליף את הפלייליסט לפי השיעור (סלסה / היפ הופ / טנגו)
const CLIENT_ID = "<<hex40>>".slice(0, 32);
const CLIENT_SECRET = "<<cred>>";

async function getToken() {
  const res = await fetch("https://accounts.spotify.com/api/token", {
    method: "POST",
    headers: {
      Authorization: "Basic " + Buffer.from(CLIENT_ID + ":" + CLIENT_SECRET).toString("base64"),
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: "grant_type=client_credentials",
  });
  return (await res.json()).access_token;
}
module.exports = { getToken };
""",
    "p:spotify",
    syntax="",
)

F.reg(
    "rikud_email_ivrit_cardcom_terminal",
    ("mail/cardcom_<<ymd>>.eml", "Mail/מסוף_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: פרטי מסוף קארדקום לאתר
Date: Sun, <<dd>> Sep <<year>> <<time>>:20 +0300
Content-Type: text/plain; charset=utf-8

היי,
לבניית עמוד ההרשמה לחוגים, אלה הפרטים של המסוף:
מספר מסוף: <<nn>><<n>>
שם משתמש API: <<org>>api
סיסמת API: <<cred>>

תודה, <<name>>
""",
    "pw_alnum",
    syntax="",
)

F.reg(
    "rikud_pi_lobby_screen_wpa_supplicant",
    ("pi-lobby/wpa_supplicant.conf", "boot/<<org>>_wpa_supplicant_<<n>>.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=IL

network={
    ssid="<<ssid>>"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    "wifi",
    syntax="",
)

F.reg(
    "rikud_talmidim_csv_amudot_ivrit",
    ("mazkirut/talmidim_<<ym>>.csv", "Downloads/מנויים_<<n>>.csv"),
    """שם,טלפון,מנוי,משתמש אפליקציה,סיסמה
<<name>>,<<phone>>,חודשי,<<user>>,<<cred>>
<<name2>>,+972 52 <<nn>> 118,כרטיסייה,,
""",
    "human",
    syntax="",
)
