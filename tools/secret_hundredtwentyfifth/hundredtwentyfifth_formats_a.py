"""Family a: a family guesthouse in Kakheti, Georgia (Georgian, Russian)."""

# ruff: noqa: E501

from __future__ import annotations

from hundredtwentyfifth_spec import Fam, after, basic, dec_basic, jdump

F = Fam(
    name="ojakhi_guesthouse_georgia",
    orgs=("tsiskvilmta", "kvevrisakhli"),
    tld="ge",
    first=(
        ("ნინო", "nino"),
        ("გიორგი", "giorgi"),
        ("თამარ", "tamar"),
        ("ლევან", "levan"),
        ("ეკა", "eka"),
        ("დავით", "davit"),
        ("მარიამ", "mariam"),
        ("ზურაბ", "zurab"),
    ),
    last=(
        ("ბერიძე", "beridze"),
        ("კაპანაძე", "kapanadze"),
        ("გელაშვილი", "gelashvili"),
        ("მამულაშვილი", "mamulashvili"),
        ("ლომიძე", "lomidze"),
        ("ჯავახიშვილი", "javakhishvili"),
    ),
    words=(
        "saperavi",
        "rkatsiteli",
        "kvevri",
        "marani",
        "alazani",
        "telavi",
        "sighnaghi",
        "tamada",
        "churchkhela",
        "khachapuri",
        "mtsvadi",
        "gaumarjos",
        "sakartvelo",
        "tsinandali",
        "supra",
        "badagi",
        "gurjaani",
        "mravalzhamieri",
    ),
    pets=("murka", "bobi", "tsuga", "jeka", "lurja", "kuzia", "tsitsia"),
    cc="995",
    city="Telavi",
)

F.reg(
    "ojakhi_georgian_whatsapp_paroli_wifi",
    ("WhatsApp Chat with <<fn2>>.txt", "chats/<<org>>/_chat.txt"),
    """[<<dmys>>, <<time>>:<<secs>>] <<fn>> <<ln>>: გამარჯობა! ახალი სტუმრები მოვიდნენ, ვაი-ფაის პაროლს მეკითხებიან 🙈
[<<dmys>>, <<time>>:<<secs>>] <<fn>> <<ln>>: როუტერი შევცვალე თუ არა?
[<<dmys>>, <<time2>>:11] <<fn2>>: კი, გუშინ. ქსელი <<orgcap>>_Guest
[<<dmys>>, <<time2>>:14] <<fn2>>: პაროლი: <<cred>>
[<<dmys>>, <<time2>>:40] <<fn>> <<ln>>: მადლობა ❤️ მარანში რომ არ იჭერს, ის ძველი ექსთენდერი ჩავრთო?
[<<dmys>>, <<time2>>:52] <<fn2>>: ჩართე, იგივე პაროლია
""",
    cred="human",
)

F.reg(
    "ojakhi_russian_email_parol_booking_extranet",
    ("mail/Отправленные/<<date>>_booking.eml", "export/<<fa>>/extranet_<<n>>.eml"),
    """From: <<fac>> <<lac>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?0JTQvtGB0YLRg9C/INC6IEJvb2tpbmc=?=
Date: Tue, <<dd>> Mar <<year>> <<time>>:00 +0400
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Привет!

Пока я в Тбилиси, посмотри, пожалуйста, брони на выходные в экстранете Booking.com.
Логин: <<user>>@<<dom>>
Пароль: <<cred>>

Код подтверждения придёт мне на телефон <<phone>>, просто позвони.
Номера «Саперави» и «Ркацители» закрой на <<dd>>-е, у нас свадьба в марани.

<<fn>>
""",
    cred="human",
)


def _omada(s):
    return jdump(
        {
            "siteName": f"{s['orgcap']} Guesthouse",
            "controllerVersion": "5.13.30",
            "portal": {
                "name": "guest-portal",
                "ssidList": [f"{s['orgcap']}_Guest"],
                "authType": "hotspot",
                "hotspot": {
                    "enabledTypes": ["voucher", "localUser"],
                    "landingUrl": f"https://{s['dom']}/ka/",
                },
            },
            "hotspotOperators": [
                {
                    "name": s["user"],
                    "password": s["cred"],
                    "role": "operator",
                    "sites": ["Default"],
                },
            ],
            "localUsers": [{"userName": "reception", "password": s["cred"], "maxUsers": 20}],
        }
    )


F.reg(
    "ojakhi_omada_controller_hotspot_operator_json",
    ("omada/backup/<<org>>-site-<<date>>.json", "router/omada_export_<<n>>.json"),
    _omada,
    cred="pw_json",
)

F.reg(
    "ojakhi_tbc_checkout_client_secret_env",
    ("sites/<<org>>/.env", "booking-site-<<n>>/.env.production"),
    """# <<orgcap>> guesthouse booking site (Laravel)
APP_NAME=<<orgcap>>
APP_ENV=production
APP_URL=https://<<dom>>
APP_LOCALE=ka

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=<<org>>
DB_USERNAME=<<org>>

# TBC Pay (tpay.tbcbank.ge) checkout
TBC_PAY_API_KEY=<<apikey>>
TBC_PAY_CLIENT_ID=<<num>>
TBC_PAY_CLIENT_SECRET=<<cred>>
TBC_PAY_CALLBACK=https://<<dom>>/payment/tbc/callback
""",
    cred="alnum:32",
    extra=lambda rng, s: {
        "apikey": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(32))
    },
)

F.reg(
    "ojakhi_accounts_spreadsheetml_paroli_cells",
    ("Documents/პაროლები.xml", "Desktop/<<org>>_accounts.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="ანგარიშები">
  <Table>
   <Row><Cell><Data ss:Type="String">სერვისი</Data></Cell><Cell><Data ss:Type="String">მომხმარებელი</Data></Cell><Cell><Data ss:Type="String">პაროლი</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Booking.com</Data></Cell><Cell><Data ss:Type="String"><<email>></Data></Cell><Cell><Data ss:Type="String">SMS-ით</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">rs.ge</Data></Cell><Cell><Data ss:Type="String"><<user>>:<<num>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">TP-Link როუტერი</Data></Cell><Cell><Data ss:Type="String">admin</Data></Cell><Cell><Data ss:Type="String">სტიკერზე</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    cred="human_x",
)

F.reg(
    "ojakhi_hikvision_rtsp_xspf_playlist",
    ("Videos/კამერები.xspf", "cctv/<<org>>_cams.xspf"),
    """<?xml version="1.0" encoding="UTF-8"?>
<playlist xmlns="http://xspf.org/ns/0/" xmlns:vlc="http://www.videolan.org/vlc/playlist/ns/0/" version="1">
  <title>ეზო და მარანი</title>
  <trackList>
    <track>
      <location>rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/101</location>
      <title>ეზო</title>
    </track>
    <track>
      <location>rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/201</location>
      <title>მარანი</title>
    </track>
  </trackList>
</playlist>
""",
    cred="human_u",
    syntax="xml",
)

F.reg(
    "ojakhi_telegram_copied_reply_only_value",
    ("telegram/<<fa2>>_copy.txt", "notes/tg_<<date>>.txt"),
    """<<fn>> <<ln>>, [<<dmys>> <<time>>]
ჯავშნების საიტზე ბოლოს რა დავაყენე? ვერ შევდივარ 😩

<<fn2>>, [<<dmys>> <<time2>>]
<<cred>>

<<fn>> <<ln>>, [<<dmys>> <<time2>>]
შევედი, მადლობა
""",
    cred="human",
)


def _dec_rsge(text: str) -> str:
    return dec_basic(after(r"Authorization: Basic ([A-Za-z0-9+/=]+)", text))


F.reg(
    "ojakhi_rsge_waybill_curl_basic_history",
    ("home/<<fa>>/.bash_history", "backup/laptop/.bash_history"),
    """cd ~/<<org>>-scripts
ls -la
python3 invoices.py --month <<mo>>
curl -s -H "Authorization: Basic <<enc>>" -H "Content-Type: text/xml; charset=utf-8" "https://services.rs.ge/WayBillService/WayBillService.asmx?op=get_service_users" -d @get_users.xml
curl -s -H "Authorization: Basic <<enc>>" -H "Content-Type: text/xml; charset=utf-8" "https://services.rs.ge/WayBillService/WayBillService.asmx" -d @waybills_<<mo>>.xml -o out.xml
less out.xml
git status
""",
    cred="pw_dq",
    extra=lambda rng, s: {"enc": basic(f"{s['user']}.{s['num']}", s["cred"])},
    decode=_dec_rsge,
)
