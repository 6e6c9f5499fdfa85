"""Family f: lapidary and goldsmith bench studios: casting, hallmarking, valuations, CCTV."""
# ruff: noqa: E501

from twentysixth_spec import Fam, dec_re, enc_html, un_html

F = Fam("lapidary_goldsmith_bench_studio")

F.add(
    "goldsmith_casting_furnace_controller_json",
    ("furnace/controller-settings.json", "bench/<<org>>/vacuum-caster.json"),
    "pw_json",
    """{
  "device": "VC-400 vacuum caster",
  "flask_temp_c": 650,
  "alloy_profiles": {"925": 980, "18Y": 1060},
  "network": {"ssid": "<<orgt>> Studio", "psk": "<<cred>>", "dhcp": true},
  "cloud_logging": false
}
""",
)

F.add(
    "goldsmith_hallmarking_portal_java_properties",
    (
        "assay-submit/src/main/resources/application.properties",
        "<<org>>-assay/config/assay.properties",
    ),
    "pw_ini",
    """# Hallmarking submissions (assay office web service)
assay.endpoint=https://services.<<dom>>/submissions
assay.sponsor.mark=<<n>>
assay.username=<<user>>
assay.password=<<cred>>
assay.default.metal=silver925
spring.jpa.hibernate.ddl-auto=validate
""",
    syntax="",
)

F.add(
    "goldsmith_valuation_vbnet_connection_string",
    ("Valuations/DataAccess.vb", "src/<<orgt>>Valuations/Db.vb"),
    "pw_ini",
    """Imports System.Data.SqlClient

Module DataAccess
    ' insurance valuation certificates
    Public Const ConnStr As String = "Server=<<host>>;Database=Valuations;User Id=valuer;Password=<<cred>>;"

    Public Function Open() As SqlConnection
        Dim c As New SqlConnection(ConnStr)
        c.Open()
        Return c
    End Function
End Module
""",
)

F.add(
    "lapidary_stone_supplier_italian_email_password",
    ("posta/fornitori/<<date>>-accesso-b2b.eml", "mail/<<fl>>/pietre-accesso-<<n>>.eml"),
    "h:Ametista,Corallo,Lapislazzuli,Topazio,Agata",
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Accesso area riservata rivenditori
Date: Thu, 5 Feb 2026 11:<<n2>>:27 +0100
Content-Type: text/plain; charset=utf-8

Buongiorno,

come da accordi le invio le credenziali per l'area B2B (listino pietre tagliate e cabochon):

utente: <<user>>
password: <<cred>>

Cordiali saluti,
<<first>> <<last>>
""",
    syntax="",
)

F.add(
    "goldsmith_shop_etsy_production_json",
    ("shop-sync/config/production.json", "<<org>>-etsy/config/production.json"),
    "p:etsy",
    """{
  "etsy": {
    "keystring": "<<hex8>>k<<n>>",
    "sharedSecret": "<<cred>>",
    "shopId": <<id>>
  },
  "currency": "GBP",
  "syncEveryMinutes": 20
}
""",
)

F.add(
    "goldsmith_cctv_frigate_config_rtsp_yaml",
    ("frigate/config.yml", "docker/<<org>>-nvr/config/config.yml"),
    "pw_url",
    """mqtt:
  enabled: false
cameras:
  bench:
    ffmpeg:
      inputs:
        - path: rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
          roles: [detect, record]
    detect:
      width: 1280
      height: 720
record:
  enabled: true
  retain:
    days: 30
""",
)

F.add(
    "goldsmith_safe_room_alarm_app_login_notes",
    ("Documents/security-handover.txt", "notes/<<org>>/alarm.txt"),
    "human",
    """Security handover for <<first2>> (while I'm at the trade fair)

- Safe room time lock: opens 09:15, closes 17:45. Don't try outside those times.
- Alarm app (Texecom Connect) login: <<email>>
  password: <<cred>>
- Police URN for the premises is on the panel lid.
""",
)

F.add(
    "lapidary_faceting_forum_pm_html_entities",
    ("forum-export/pm/<<id>>.html", "Downloads/<<org>>-faceting-forum-pm-<<n>>.html"),
    "pw_json",
    """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Private message</title></head>
<body>
<div class="pm-header">From: <<fl>>_cuts &middot; <<dmy>></div>
<div class="pm-body">
<p>Hi, here is the login for the club's shared design library so you can download the
QG diagrams: user <b><<user>></b>, password <code><<cred>></code></p>
</div>
</body></html>
""",
    enc=enc_html,
    decode=dec_re(r"<code>([^<]+)</code>", un_html),
    must="!#$%&*+-_.?@^~=:()[]",
)
