"""Donkey sanctuaries: adoption shops, vet visits, feed scales, paddock webcams."""

from twentyseventh_spec import alnum, reg

F = "donkey_sanctuary_adoption_visits"
H = ("donkey", "jenny", "paddock", "hoof", "eeyore", "burro")

reg(
    F,
    "donkey_adoption_shop_shopify_app_env",
    ("adopt-app/.env", "<<org>>/shopify-adoptions/.env"),
    """# adoption certificates app (custom app on the shop)
SHOPIFY_STORE_DOMAIN=<<org>>-adopt.myshopify.com
SHOPIFY_API_VERSION=2024-10
SHOPIFY_ADMIN_ACCESS_TOKEN=<<cred>>
CERT_TEMPLATE=templates/certificate_a4.html
""",
    "p:shopify",
    syntax="",
)

reg(
    F,
    "donkey_vet_visits_access_vba_oledb",
    ("db/VetVisits_<<n>>.bas", "<<org>>/access/modConnect.bas"),
    """Attribute VB_Name = "modConnect"
Option Compare Database

Public Function OpenHerdDb() As ADODB.Connection
    Dim cn As New ADODB.Connection
    cn.Open "Provider=Microsoft.ACE.OLEDB.12.0;Data Source=\\\\<<lan>>\\herd\\HerdBook.accdb;" & _
            "Jet OLEDB:Database Password=<<cred>>;"
    Set OpenHerdDb = cn
End Function
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "donkey_feed_scale_pi_mqtt_yaml",
    ("feedscale/config.yaml", "<<org>>/pi/feed_scale_<<n>>.yaml"),
    """scale:
  hx711_dout: 5
  hx711_sck: 6
  calibration: 21.37
mqtt:
  host: <<lan>>
  port: 1883
  username: feedscale
  password: <<cred>>
  topic: barn/hay_net/kg
""",
    "pw_ini",
)

reg(
    F,
    "donkey_volunteer_gaelic_email_facal_faire",
    ("mail/<<first>>/saor-thoileach_<<nn>>.eml", "inbox/volunteers/<<nn>>.eml"),
    """From: <<First2>> <<Last2>> <<<first2>>@<<dom>>>
To: <<email>>
Subject: Rota nan saor-thoileach

Halo <<First>>,

Seo am facal-faire airson an rota air-loidhne (cleachdaiche: <<user>>):
<<cred>>

Tapadh leat airson do chuideachadh leis na h-asail!
<<First2>>
""",
    "human",
    hint=H,
)

reg(
    F,
    "donkey_gift_aid_govtalk_xml",
    ("giftaid/claim_<<year>>_<<n>>.xml", "<<org>>/hmrc/charities_claim_<<nn>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<GovTalkMessage xmlns="http://www.govtalk.gov.uk/CM/envelope">
  <EnvelopeVersion>2.0</EnvelopeVersion>
  <Header>
    <MessageDetails>
      <Class>HMRC-CHAR-CLM</Class>
      <Qualifier>request</Qualifier>
      <Function>submit</Function>
    </MessageDetails>
    <SenderDetails>
      <IDAuthentication>
        <SenderID><<nn>>GA<<n>></SenderID>
        <Authentication>
          <Method>clear</Method>
          <Role>principal</Role>
          <Value><<cred>></Value>
        </Authentication>
      </IDAuthentication>
    </SenderDetails>
  </Header>
</GovTalkMessage>
""",
    "pw_xml",
)


def _twitch(rng) -> str:
    return f"live_{rng.randint(10**8, 10**9 - 1)}_{alnum(rng, 30)}"


reg(
    F,
    "donkey_paddock_webcam_ffmpeg_twitch",
    ("webcam/stream.sh", "<<first>>/paddockcam_<<n>>.sh"),
    """#!/bin/bash
# 24/7 paddock cam for adopters
while true; do
  ffmpeg -rtsp_transport tcp -i rtsp://<<lan>>:554/h264 -c:v copy -an \\
    -f flv rtmp://lhr03.contribute.live-video.net/app/<<cred>>
  sleep 10
done
""",
    _twitch,
    syntax="",
)

reg(
    F,
    "donkey_supporter_crm_r_bearer",
    ("analysis/adopters_<<year>>.R", "<<first>>/R/crm_pull_<<n>>.R"),
    """library(httr)
library(jsonlite)

crm_key <- "<<cred>>"
res <- GET(
  "https://api.beaconcrm.com/v1/account/<<nn>>/entities/person",
  add_headers(Authorization = paste("Bearer", crm_key), `Beacon-Application` = "developer_api")
)
people <- fromJSON(content(res, "text"))$results
write.csv(people, "adopters.csv")
""",
    "x:bcn_:48",
    syntax="",
)

reg(
    F,
    "donkey_open_day_sms_reply_value_only",
    ("sms/backup_<<date>>.txt", "phone/<<first>>/sms_<<nn>>.txt"),
    """<<dmy>> 09:41 From <<First2>>: what's the login for the card reader app for open day?
<<dmy>> 09:44 To <<First2>>: <<cred>>
<<dmy>> 09:44 To <<First2>>: user is the shop email
<<dmy>> 09:45 From <<First2>>: ta x
""",
    "human",
    hint=H,
)
