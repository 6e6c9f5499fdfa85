# ruff: noqa: E501
"""Family l: a parking operator in Tel Aviv (Israel; Hebrew)."""

from __future__ import annotations

from sixtyeighth_spec import CHANION as F
from sixtyeighth_spec import after, enc_html, html, human

F.reg(
    "hebrew_whatsapp_iphone_sisma_kupa",
    ("WhatsApp Chat - <<orgc>> חניונים/_chat.txt", "whatsapp/<<org>>_mishmarot.txt"),
    """[<<d>>.<<mo>>.<<yyyy>>, <<hh>>:<<mi>>:<<ss>>] <<fn>> <<ln>>: \u200fמישהו יודע מה הסיסמה לקופה האוטומטית בחניון דיזנגוף? היא נעלה אותי
[<<d>>.<<mo>>.<<yyyy>>, <<hh>>:<<mi2>>:07] <<fn2>> <<ln2>>: \u200fמשתמש <<login>>
[<<d>>.<<mo>>.<<yyyy>>, <<hh>>:<<mi2>>:21] <<fn2>> <<ln2>>: \u200fסיסמה <<cred>>
[<<d>>.<<mo>>.<<yyyy>>, <<hh>>:<<mi2>>:45] <<fn>> <<ln>>: \u200fתודה!! 🙏
""",
    "human",
    syntax="",
)

F.reg(
    "pango_style_partner_api_key_dotenv",
    (".env", "lpr-gateway-<<org>>/.env"),
    """# חיבור לאפליקציות התשלום על חניה (partner API)
PARTNER_API_URL=https://partners.<<dom>>/v2
PARTNER_LOT_ID=<<n5>>
PARTNER_API_KEY=<<cred>>
LPR_CAMERA_HOST=<<ip>>
""",
    "x:pngo_live_:32",
    syntax="",
)

F.reg(
    "tranzila_terminal_password_php_curl",
    ("includes/tranzila.php", "site-<<org>>/payments/tranzila.php"),
    """<?php
// תשלום מנוי חודשי לחניון - טרנזילה
$fields = [
    'supplier'   => '<<org>>',
    'TranzilaPW' => '<<cred>>',
    'sum'        => $amount,
    'currency'   => 1,
    'ccno'       => $token,
    'tranmode'   => 'A',
];
$ch = curl_init('https://secure5.tranzila.com/cgi-bin/tranzila71u.cgi');
curl_setopt($ch, CURLOPT_POSTFIELDS, http_build_query($fields));
""",
    "p:tranzila",
    syntax="",
)

F.reg(
    "cardcom_api_password_csharp",
    ("Payments/CardcomSettings.cs", "ParkingPortal/<<orgc>>.Payments/CardcomSettings.cs"),
    """namespace ParkingPortal.Payments;

// קארדקום - חיוב מנויים חודשיים
public static class CardcomSettings
{
    public const int TerminalNumber = 1<<n5>>;
    public const string ApiName = "<<org>>api";
    public const string ApiPassword = "<<cred>>";
    public const string BaseUrl = "https://secure.cardcom.solutions/api/v11/";
}
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "lpr_barrier_controller_ini",
    ("C:/LPR/barrier.ini", "lpr/<<org>>_gate_<<n>>.ini"),
    """; מחסום כניסה - מצלמת זיהוי לוחיות רישוי
[camera]
host = <<ip>>
user = admin
password = <<cred>>
stream = rtsp

[barrier]
relay_port = COM2
open_ms = 4000
""",
    "pw",
)


def _amp(rng, fam, s):
    v = human(rng, fam)
    i = rng.randrange(1, len(v))
    return v[:i] + rng.choice("&<>") + v[i:]


def _dec_wiki(text: str) -> str:
    return html.unescape(after(text, r'<td class="pw">(.*?)</td>'))


F.reg(
    "shift_wiki_html_entities_sisma",
    ("wiki/mishmarot_<<org>>.html", "intranet/chanionim/<<n>>.html"),
    """<!DOCTYPE html>
<html lang="he" dir="rtl">
<head><meta charset="utf-8"><title>נוהל משמרת לילה - חניונים</title></head>
<body>
<h1>נוהל משמרת לילה</h1>
<p>בסוף המשמרת יש לרוקן את הקופה האוטומטית ולשלוח דוח ל<<fn2>>.</p>
<table>
<tr><th>מערכת</th><th>משתמש</th><th>סיסמה</th></tr>
<tr><td>קופה אוטומטית</td><td><<login>></td><td class="pw"><<enc>></td></tr>
</table>
</body>
</html>
""",
    _amp,
    syntax="",
    extra=lambda rng, s: {"enc": enc_html(str(s["cred"]))},
    decode=_dec_wiki,
)

F.reg(
    "hebrew_email_sisma_iriya_portal",
    ("דואר/portal_<<date>>.eml", "mail/<<login>>/iriya_portal.eml"),
    """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<fn>> <<ln>> <<<email>>>
Subject: פרטי כניסה לפורטל העירייה (תווי חניה)
Date: <<d>> Jul <<yyyy>> <<hh>>:<<mi>>:00 +0300
Content-Type: text/plain; charset=utf-8

היי <<fn>>,

אלה פרטי הכניסה לפורטל תווי החניה של העירייה:

שם משתמש: <<login>>
סיסמה: <<cred>>

נא לא להעביר לאף אחד.
<<fn2>>
""",
    "human",
    syntax="",
)

F.reg(
    "nayax_kiosk_api_token_dotenv",
    (".env", "kiosk-<<org>>-<<n>>/.env"),
    """NAYAX_API_URL=https://lynx.nayax.com/operational/api/v1
NAYAX_OPERATOR_ID=<<n5>>
NAYAX_API_TOKEN=<<cred>>
KIOSK_ID=<<n3>>
""",
    "b64u:48",
    syntax="",
)
