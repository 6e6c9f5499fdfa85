# ruff: noqa: E501
"""Family j: a quantity surveying practice in Malaysia (Kuala Lumpur / Johor), Malay and English."""

from __future__ import annotations

import json
import random

from seventyfirst_spec import Fam, Slots, alnum

F = Fam(
    name="juruukur_bahan_kuantiti",
    orgs=("ukurbina", "kuantitipro", "bahanjaya", "qsmewah"),
    tld="com.my",
    first=(
        ("Ahmad", "ahmad"),
        ("Nurul", "nurul"),
        ("Siti", "siti"),
        ("Hafiz", "hafiz"),
        ("Mei Ling", "meiling"),
        ("Rajan", "rajan"),
    ),
    last=(
        ("Abdullah", "abdullah"),
        ("Ismail", "ismail"),
        ("Tan", "tan"),
        ("Lim", "lim"),
        ("Othman", "othman"),
        ("Kumar", "kumar"),
    ),
    words=(
        "merdeka",
        "harimau",
        "bunga",
        "raya",
        "sawit",
        "durian",
        "langkawi",
        "rendang",
        "tehtarik",
        "kampung",
        "bintang",
        "laksa",
        "kuantiti",
        "gemilang",
        "cendol",
        "kenyalang",
    ),
    pets=("comel", "oyen", "tompok", "putih", "bulat", "manja"),
    cc="+60",
)


def _my_time(rng: random.Random, s: Slots) -> None:
    s["dmy2"] = f"{int(s['d'])}/{int(s['mo'])}/{s['y']}"
    for i in range(1, 6):
        h, m = (int(x) for x in str(s[f"t{i}"]).split(":"))
        s[f"p{i}"] = (
            f"{(h - 1) % 12 + 1}:{m:02d}:{rng.randint(0, 59):02d} {'PM' if h >= 12 else 'AM'}"
        )


F.reg(
    "juruukur_malay_whatsapp_kata_laluan_costx",
    (
        "telefon/WhatsApp/WhatsApp Chat - <<first>> <<last>>/_chat.txt",
        "backup/<<org>>/WhatsApp Chat - QS Team <<n>>/_chat.txt",
    ),
    """[<<dmy2>>, <<p1>>] <<first>> <<last>>: Kak, lesen CostX tak boleh login, dia minta kata laluan akaun RIB
[<<dmy2>>, <<p2>>] <<first2>> <<last2>>: Emel <<email2>>
[<<dmy2>>, <<p3>>] <<first2>> <<last2>>: Kata laluan: <<cred>>
[<<dmy2>>, <<p4>>] <<first>> <<last>>: Dah boleh, terima kasih kak 🙏
[<<dmy2>>, <<p5>>] <<first2>> <<last2>>: ‎Mesej ini telah dipadam.
""",
    "human",
    syntax="",
    extra=_my_time,
)

F.reg(
    "juruukur_billplz_api_key_ruby",
    ("apps/<<org>>-yuran/lib/billplz_client.rb", "portal-<<n>>/config/initializers/billplz.rb"),
    """# Bayaran yuran perkhidmatan QS melalui Billplz (FPX)
require "net/http"
require "json"

module Billplz
  API_KEY = "<<cred>>"
  COLLECTION_ID = "<<h8>>"
  ENDPOINT = URI("https://www.billplz.com/api/v3/bills")

  def self.create_bill(email:, name:, amount_sen:, description:)
    req = Net::HTTP::Post.new(ENDPOINT)
    req.basic_auth(API_KEY, "")
    req.set_form_data(collection_id: COLLECTION_ID, email: email, name: name, amount: amount_sen, description: description, callback_url: "https://<<dom>>/billplz/callback")
    Net::HTTP.start(ENDPOINT.host, ENDPOINT.port, use_ssl: true) { |h| JSON.parse(h.request(req).body) }
  end
end
""",
    "p:billplz",
    syntax="",
)


def _ipay(rng: random.Random, s: Slots) -> None:
    s["mcode"] = "M" + str(rng.randint(10000, 99999))


F.reg(
    "juruukur_ipay88_merchant_key_web_config",
    ("web/<<org>>_tender/Web.config", "iis-<<n>>/PortalTender/web.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="iPay88.MerchantCode" value="<<mcode>>" />
    <add key="iPay88.MerchantKey" value="<<cred>>" />
    <add key="iPay88.ResponseURL" value="https://<<dom>>/bayaran/respon" />
    <add key="iPay88.BackendURL" value="https://<<dom>>/bayaran/backend" />
  </appSettings>
  <system.web>
    <compilation debug="false" targetFramework="4.8" />
  </system.web>
</configuration>
""",
    "alnum:20",
    extra=_ipay,
)


def _autocount(s: Slots) -> str:
    doc = {
        "ConnectionStrings": {
            "AutoCount": f"Server={s['lan']}\\A2006;Database=AED_{s['orgu']};User Id=sa;Password={s['cred']};TrustServerCertificate=True"
        },
        "Sync": {"ProjectCodePrefix": "QS", "IntervalMinutes": 30},
        "Logging": {"LogLevel": {"Default": "Information"}},
    }
    return json.dumps(doc, indent=2) + "\n"


F.reg(
    "juruukur_autocount_appsettings_connection_string_json",
    ("tools/<<org>>.ClaimSync/appsettings.json", "sync-<<n>>/appsettings.Production.json"),
    _autocount,
    "pw_json",
)

F.reg(
    "juruukur_tender_docs_netrc_ftp",
    ("home/<<fa>>/.netrc", "ws-<<n>>/root/.netrc"),
    """machine ftp.<<dom>>
login <<user>>
password <<cred>>

machine <<lan>>
login scanner
""",
    "pw_bare",
    syntax="",
)


def _chrome(s: Slots) -> str:
    rows = [
        "name,url,username,password,note",
        f"cims.cidb.gov.my,https://cims.cidb.gov.my/smis/regcontractor/login.aspx,{s['user']},{s['cred']},",
        f"eperolehan.gov.my,https://www.eperolehan.gov.my/login,{s['user2']}{s['nnn']},,",
        f"mail.{s['dom']},https://mail.{s['dom']}/,{s['email']},,",
    ]
    return "\n".join(rows) + "\n"


F.reg(
    "juruukur_chrome_password_csv_export",
    ("laptop-<<fa>>/Downloads/Chrome Passwords.csv", "Desktop/<<org>>_kata_laluan_<<n>>.csv"),
    _chrome,
    "human",
    syntax="",
)

F.reg(
    "juruukur_outlook_ics_meeting_wifi_kata_laluan",
    ("calendar/<<org>>/mesyuarat_tapak_<<date>>.ics", "Downloads/invite_<<n>>.ics"),
    """BEGIN:VCALENDAR
PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN
VERSION:2.0
METHOD:REQUEST
BEGIN:VEVENT
UID:<<uid>>
DTSTAMP:<<y>><<mo>><<d>>T010000Z
DTSTART;TZID=Asia/Kuala_Lumpur:<<y>><<mo>><<d>>T100000
DTEND;TZID=Asia/Kuala_Lumpur:<<y>><<mo>><<d>>T120000
SUMMARY:Mesyuarat Tapak #<<n>> – Penilaian Interim
LOCATION:Pejabat Tapak\\, Blok B
DESCRIPTION:Agenda: tuntutan interim\\, variation order.\\nWiFi pejabat tapak:
  <<orgu>>_SITE\\nKata laluan: <<cred>>\\nSila bawa laptop.
ORGANIZER;CN=<<first>> <<last>>:mailto:<<email>>
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)

F.reg(
    "juruukur_bq_excel_vba_sql_password_bas",
    ("BQ_templates/<<org>>/modImportHarga.bas", "macros/ImportRates_<<n>>.bas"),
    """Attribute VB_Name = "modImportHarga"
' Import kadar harga bahan dari pangkalan data syarikat ke BQ
Option Explicit

Public Sub ImportHarga()
    Dim cn As Object, rs As Object
    Set cn = CreateObject("ADODB.Connection")
    cn.Open "Provider=SQLOLEDB;Data Source=<<lan>>;Initial Catalog=HargaBahan;User ID=qs_read;Password=<<cred>>;"
    Set rs = cn.Execute("SELECT kod, keterangan, unit, harga FROM kadar WHERE tahun = <<y>>")
    Sheets("Kadar").Range("A2").CopyFromRecordset rs
    rs.Close: cn.Close
End Sub
""",
    lambda rng: (
        alnum(rng, 4).capitalize() + str(rng.randint(10, 99)) + rng.choice("!#@*") + alnum(rng, 8)
    ),
    syntax="",
)
