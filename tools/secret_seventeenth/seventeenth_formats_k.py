"""Museum exhibit media, audio guides and collection-database files."""

import base64
import email
import re

from seventeenth_corpus import (
    SYM_DQ,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    host,
    org,
    person,
    words_pw,
)

FAM = "museum_collection_exhibit_media"


@fmt(FAM, "exhibit_interactive_streamingassets_json_cms_token")
def unity_json(rng):
    o = org(rng)
    tok = alnum(rng, 64, "0123456789abcdef")
    text = fill(
        """{
  "kioskId": "gallery<<g>>-touch<<t>>",
  "language": ["en", "de", "fr"],
  "idleTimeoutSeconds": 90,
  "cms": {
    "baseUrl": "https://cms.<<d>>/api",
    "accessToken": "<<tok>>",
    "collection": "ancient-egypt"
  },
  "analytics": false
}
""",
        g=rng.randint(1, 20),
        t=rng.randint(1, 9),
        d=domain(rng, o),
        tok=tok,
    )
    return Out(f"exhibits/{o}/StreamingAssets/kiosk{rng.randint(1, 99)}.json", text, tok)


@fmt(FAM, "audio_guide_content_sync_yaml_object_store_secret")
def guide_yaml(rng):
    o = org(rng)
    sec = alnum(rng, 40)
    text = fill(
        """tour_sets:
  - highlights_en
  - highlights_de
  - kids_en
object_store:
  endpoint: https://s3.<<d>>
  bucket: audioguide-media
  access_key: <<ak>>
  secret_key: "<<sec>>"
devices:
  dock_stations: <<n>>
  sync_window: "02:00-04:00"
""",
        d=domain(rng, o),
        ak=alnum(rng, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        sec=sec,
        n=rng.randint(2, 12),
    )
    return Out(f"audioguide/{o}/sync_{rng.randint(1, 99)}.yaml", text, sec)


@fmt(FAM, "collection_db_bridge_java_properties_jdbc_password")
def coll_props(rng):
    o = org(rng)
    pw = gen_pw(rng)
    text = fill(
        """# Collections database -> online collection publisher
source.jdbc.url=jdbc:sqlserver://<<h>>:1433;databaseName=Collections
source.jdbc.user=publisher_ro
source.jdbc.password=<<pw>>
source.query.objects=SELECT ObjectID, ObjectNumber, Title, Dated FROM Objects WHERE PublicAccess = 1
target.index=https://search.<<d>>/objects
publish.images.maxpx=3000
""",
        h=host(rng, "sql", o),
        pw=pw,
        d=domain(rng, o),
    )
    return Out(f"publisher/{o}/bridge_{rng.randint(1, 99)}.properties", text, pw, "")


@fmt(FAM, "digital_label_pi_python_paho_mqtt_password")
def label_py(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_DQ)
    text = fill(
        """import paho.mqtt.client as mqtt

LABEL_ID = "label-<<room>>-<<n>>"

client = mqtt.Client(client_id=LABEL_ID)
client.username_pw_set("labels", "<<pw>>")
client.tls_set()
client.connect("<<h>>", 8883)
client.subscribe(f"museum/labels/{LABEL_ID}/content")
client.loop_forever()
""",
        room=f"r{rng.randint(1, 40)}",
        n=rng.randint(1, 30),
        pw=pw,
        h=host(rng, "mqtt", o),
    )
    return Out(f"labels/{o}/label_client_{rng.randint(1, 99)}.py", text, pw)


@fmt(FAM, "show_control_lua_http_basic_userpass")
def showctl_lua(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="#%&*+-_.?@^~=:,")
    text = fill(
        """-- gallery show controller: start the projection show when the room opens
local http = require("socket.http")
local ltn12 = require("ltn12")

local MEDIA_SERVER = "http://<<ip>>/api/timeline/play"
local USER, PASS = "showctl", "<<pw>>"

function room_open()
  local body = {}
  http.request{
    url = MEDIA_SERVER,
    method = "POST",
    headers = { ["Authorization"] = "Basic " .. (mime.b64(USER .. ":" .. PASS)) },
    sink = ltn12.sink.table(body),
  }
end
""",
        ip=f"10.70.{rng.randint(0, 9)}.{rng.randint(2, 250)}",
        pw=pw,
    )
    return Out(f"showcontrol/{o}/room{rng.randint(1, 40)}.lua", text, pw, "")


@fmt(FAM, "projector_pjlink_python_positional_password")
def pjlink_py(rng):
    o = org(rng)
    pw = alnum(rng, 12)
    text = fill(
        """from pypjlink import Projector

# morning power-on for the gallery projectors
for ip in ["<<ip1>>", "<<ip2>>"]:
    with Projector.from_address(ip) as p:
        p.authenticate("<<pw>>")
        p.set_power("on")
""",
        ip1=f"10.71.{rng.randint(0, 9)}.{rng.randint(2, 250)}",
        ip2=f"10.71.{rng.randint(0, 9)}.{rng.randint(2, 250)}",
        pw=pw,
    )
    return Out(f"av/{o}/projectors_on_{rng.randint(1, 99)}.py", text, pw)


def _decode_eml(text: str) -> str:
    msg = email.message_from_string(text)
    body = msg.get_payload(decode=True).decode()
    return re.search(r"password: (\S+)", body).group(1)


@fmt(FAM, "loan_courier_email_eml_base64_body_portal_password", decode=_decode_eml)
def loan_eml(rng):
    o = org(rng)
    pw = words_pw(rng, "-._")
    f, last = person(rng)
    body = (
        f"Dear {f.capitalize()},\n\n"
        "for the outgoing loan of the two panels the courier booking now goes through the "
        "fine-art shipper's portal.\n"
        f"user: registrar@{o}.org\npassword: {pw}\n\n"
        "Crates are built, condition reports attached in the portal.\n\nBest, Registrar\n"
    )
    b = base64.b64encode(body.encode()).decode()
    b = "\n".join(b[i : i + 76] for i in range(0, len(b), 76))
    text = (
        f"From: Registrar <registrar@{o}.org>\n"
        f"To: {f}.{last}@{domain(rng)}\n"
        f"Subject: Loan {rng.randint(100, 999)}/25 courier booking\n"
        "MIME-Version: 1.0\n"
        'Content-Type: text/plain; charset="utf-8"\n'
        "Content-Transfer-Encoding: base64\n\n"
        f"{b}\n"
    )
    return Out(f"mail/{o}/loan_courier_{rng.randint(1, 999)}.eml", text, pw, "")
