# ruff: noqa: E501
"""Family o: a petrol station with a shop and car wash (yanacaqdoldurma məntəqəsi) in Sumqayıt
(Azerbaijan), Azerbaijani and Russian."""

from __future__ import annotations

import re

from sixtyfourth_spec import Fam, enc_qp, qp_text, with_char

F = Fam(
    "yanacaq_mentege_sumqayit",
    ("yanacaqnur", "xezerpetrol", "neftcioil", "sumqayitazs"),
    "az",
    ("Elvin", "Aynur", "Rəşad", "Günel", "Orxan", "Leyla", "Tural", "Nigar"),
    ("Məmmədov", "Əliyev", "Hüseynov", "Quliyev", "Həsənov", "İsmayılov"),
    (
        "yanacaq",
        "sumqayit",
        "xezer",
        "baki",
        "neft",
        "qarabag",
        "novruz",
        "shirvan",
        "lenkeran",
        "benzin",
        "dizel",
        "gence",
    ),
    ("Qara", "Ceyran", "Toplan", "Bobik", "Alabash", "Pisik"),
    "994",
    ("050#######", "055#######", "070#######", "+994 51 ### ## ##"),
    "Sumqayıt",
    first_a=("elvin", "aynur", "rashad", "gunel", "orxan", "leyla", "tural", "nigar"),
    last_a=("mammadov", "aliyev", "huseynov", "guliyev", "hasanov", "ismayilov"),
)

F.reg(
    "yanacaq_forecourt_pump_controller_ftp_upload_ini",
    ("C:/FuelController/controller.ini", "C:/ProgramData/Kolonka/fcc_<<n>>.ini"),
    """[Stansiya]
Ad=AYDM <<orgt>> - <<city>>
Kolonka_sayi=6
Protokol=Gilbarco Two-Wire

[Hesabat]
FTP_Host=ftp.<<dom>>
FTP_User=azs<<n>>
FTP_Pass=<<cred>>
Gonderme_saati=23:55

[Qiymetler]
AI92=1.00
AI95=1.40
Dizel=1.00
""",
    "pw",
)

F.reg(
    "yanacaq_atg_tank_gauge_bridge_config_yaml",
    ("atg-bridge/config.yaml", "opt/tank-monitor/config_<<n>>.yaml"),
    """# Çən səviyyəsi (ATG) -> bulud monitorinqi
probe:
  port: /dev/ttyUSB0
  protocol: veeder-root-tls
  tanks: [AI92, AI95, Dizel]
cloud:
  url: https://tank.<<dom>>/api/v1/readings
  station_id: "AZS-<<num>>"
  api_key: "<<cred>>"
alarm:
  low_level_percent: 15
  sms: "<<mob>>"
""",
    "hex:32",
)

F.reg(
    "yanacaq_whatsapp_azerbaijani_sifre_kassa",
    ("WhatsApp/WhatsApp Chat with <<first2>>.txt", "Download/WhatsApp Chat - AYDM <<n>>.txt"),
    """<<dsl>>, <<t>> - Messages and calls are end-to-end encrypted.
<<dsl>>, <<t>> - <<first2>>: Salam, kassa proqramı yenidən giriş istəyir, şifrə nədir?
<<dsl>>, <<t>> - <<first>> <<last>>: istifadəçi operator2
<<dsl>>, <<t2>> - <<first>> <<last>>: şifrə: <<cred>>
<<dsl>>, <<t2>> - <<first2>>: Sağ ol, girdim. 3 nömrəli kolonka yenə ilişir
""",
    "human",
)


def _tg_html(s):
    return f"""<!DOCTYPE html>
<html>
 <head><meta charset="utf-8"/><title>Exported Data</title><link href="css/style.css" rel="stylesheet"/></head>
 <body>
  <div class="page_wrap">
   <div class="page_header"><div class="content"><div class="text bold">АЗС {s["orgt"]} — смена</div></div></div>
   <div class="page_body chat_page"><div class="history">
    <div class="message default clearfix" id="message{s["num"]}">
     <div class="body"><div class="pull_right date details" title="{s["dmy"]} {s["t"]}:05">{s["t"]}</div>
      <div class="from_name">{s["first2"]}</div>
      <div class="text">Какой пароль от программы лояльности? Не пускает</div></div>
    </div>
    <div class="message default clearfix" id="message{s["num"] + 1}">
     <div class="body"><div class="pull_right date details" title="{s["dmy"]} {s["t2"]}:40">{s["t2"]}</div>
      <div class="from_name">{s["fa"].capitalize()} {s["la"].capitalize()}</div>
      <div class="text">логин {s["uname"]}<br>пароль {s["cred"]}</div></div>
    </div>
   </div></div>
  </div>
 </body>
</html>
"""


F.reg(
    "yanacaq_telegram_html_export_parol_loyalnost",
    (
        "Telegram Desktop/ChatExport_<<d>>/messages.html",
        "Downloads/Telegram Desktop/ChatExport_<<y>>_<<n>>/messages.html",
    ),
    _tg_html,
    "human_x",
    syntax="",
)


def _qp(rng, s):
    s["body"] = enc_qp(
        f"Salam, {s['first2']} xanım,\n\nbu ayın çek hesabatlarını göndərirəm. "
        f"e-taxes.gov.az kabinetinə giriş:\nistifadəçi: {s['uname']}\nşifrə: {s['cred']}\n\n"
        f"Hörmətlə,\n{s['first']} {s['last']}\n"
    )


def _dec_qp(text):
    body = qp_text(text.split("\n\n", 1)[1])
    m = re.search(r"şifrə: (\S+)", body)
    assert m
    return m.group(1)


F.reg(
    "yanacaq_muhasib_email_quoted_printable_sifre",
    ("Mail/Sent/muhasib_<<mo>>_<<y>>.eml", "Thunderbird/Sent/hesabat_<<n>>.eml"),
    """From: <<fat>> <<lat>> <<<mail>>>
To: Mühasib <muhasib@<<dom>>>
Subject: =?UTF-8?Q?Aylıq_hesabat?=
Date: <<dmy>> <<t>>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

<<body>>""",
    with_char("əğışçö", "human_x"),
    syntax="",
    extra=_qp,
    decode=_dec_qp,
)

F.reg(
    "yanacaq_loyalty_card_api_python_bearer_jwt",
    ("Documents/loyallik/bonus_hesabat.py", "Desktop/bonus_<<n>>.py"),
    '''"""Bonus kartları: günlük yığılmış ballar hesabatı."""

import requests

API = "https://loyalty.<<dom>>/api/v2"
TOKEN = "<<cred>>"

r = requests.get(f"{API}/stations/AZS-<<num>>/points?date=today", headers={"Authorization": f"Bearer {TOKEN}"}, timeout=30)
for row in r.json()["items"]:
    print(row["card"], row["litres"], row["points"])
''',
    "p:jwt",
)

F.reg(
    "yanacaq_shift_report_excel_vba_module_bas",
    ("Documents/Novbe hesabati/Module1.bas", "Desktop/vba_<<n>>.bas"),
    """Attribute VB_Name = "Module1"
' Növbə hesabatı: kolonka satışlarını bazadan Excel-ə çəkir
Sub NovbeHesabati()
    Dim cn As Object, rs As Object
    Set cn = CreateObject("ADODB.Connection")
    cn.Open "Driver={SQL Server};Server=<<lan>>\\SQLEXPRESS;Database=AZS;Uid=hesabat;Pwd=<<cred>>;"
    Set rs = cn.Execute("SELECT Kolonka, Litr, Mebleg FROM Satis WHERE Tarix = CAST(GETDATE() AS date)")
    Sheets("Hesabat").Range("A2").CopyFromRecordset rs
    rs.Close: cn.Close
End Sub
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "yanacaq_car_wash_cameras_vlc_m3u_rtsp",
    ("Videos/kameralar.m3u", "Desktop/moyka_kamera_<<n>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Avtoyuma giriş
rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/101
#EXTINF:-1,Kolonkalar
rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/201
#EXTINF:-1,Market kassa
rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/301
""",
    "pw_url",
    syntax="",
)
