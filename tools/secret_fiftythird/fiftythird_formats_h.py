"""Family h: an Omani container terminal (Sohar): terminal operating system links, gate OCR,
RTG cranes, reefer monitoring and the yard's handhelds."""

# ruff: noqa: E501

from __future__ import annotations

import base64
import json

from fiftythird_spec import Fam, after, b64_lines, gen_pw

H = Fam(
    "sohar_container_terminal",
    orgs=("soharquay", "batinah-logistics", "majis-terminals"),
    tld="om",
    people=(
        ("سالم", "البلوشي", "salim", "albalushi"),
        ("فاطمة", "الحارثية", "fatma", "alharthi"),
        ("خالد", "المعمري", "khalid", "almamari"),
        ("مريم", "الكندية", "maryam", "alkindi"),
        ("يوسف", "الشكيلي", "yousuf", "alshukaili"),
        ("أحمد", "الرواحي", "ahmed", "alrawahi"),
        ("عائشة", "السعدية", "aisha", "alsaadi"),
    ),
    words=(
        "sohar",
        "majis",
        "rtg",
        "quay",
        "reefer",
        "batinah",
        "muscat",
        "khareef",
        "berth",
        "gantry",
        "falaj",
        "dhow",
    ),
    seasons=("saif", "shita", "khareef", "rabee"),
    cc="+968",
    sites=("Berth 4", "Gate Lane 2", "Reefer Yard", "RTG-07", "Empty Depot"),
)


def _b64_mail(s: dict) -> str:
    body = f"""السلام عليكم {s["fn2"]}،

تم إنشاء حسابك في نظام مراقبة الرافعات (RTG) في {s["site"]}.
اسم المستخدم: {s["user2"]}
كلمة المرور: {s["cred"]}
رابط النظام: https://cranes.{s["dom"]}/

يرجى تغيير كلمة المرور بعد أول دخول وعدم مشاركتها مع أحد.

مع التحية،
{s["fn"]} {s["ln"]}
قسم تقنية المعلومات التشغيلية
"""
    return f"""From: {s["first"].capitalize()} {s["last"].capitalize()} <{s["email"]}>
To: {s["email2"]}
Subject: =?UTF-8?B?{base64.b64encode("حساب نظام الرافعات".encode()).decode()}?=
Date: Sun, {s["dd"]} Nov {s["year"]} 07:48:02 +0400
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: base64

{b64_lines(body.encode())}
"""


def _dec_b64_mail(text: str) -> str:
    body = base64.b64decode("".join(text.split("\n\n", 1)[1].split())).decode()
    return after(body, "كلمة المرور: ")


H.reg(
    "sohar_arabic_mail_base64_body_kalimat_al_murur_rtg",
    ("mail/ot-it/<<date>>_rtg_account.eml", "Outlook/Inbox/حساب_الرافعات_<<n3>>.eml"),
    _b64_mail,
    cred="pw",
    syntax="",
    decode=_dec_b64_mail,
)

H.reg(
    "sohar_whatsapp_arabic_kalimat_sir_reefer",
    ("phone/WhatsApp Chat with فريق الثلاجات.txt", "export/whatsapp_reefer_<<n2>>.txt"),
    """<<dd>>/<<mo>>/<<year>>, <<time>> - <<fn>> <<ln>>: صباح الخير، شاشة مراقبة الحاويات المبردة في <<site>> طلعت تسجيل دخول
<<dd>>/<<mo>>/<<year>>, <<time>> - <<fn2>> <<ln2>>: المستخدم reefer.ops
<<dd>>/<<mo>>/<<year>>, <<time2>> - <<fn2>> <<ln2>>: كلمة السر <<cred>>
<<dd>>/<<mo>>/<<year>>, <<time2>> - <<fn>> <<ln>>: تمام اشتغلت، مشكور
""",
    cred="human",
    syntax="",
)

H.reg(
    "sohar_tos_edi_winscp_script_sftp_url",
    ("edi/scripts/upload_coparn_<<n2>>.txt", "C:/EDI/winscp/baplie_push_<<n3>>.txt"),
    """option batch abort
option confirm off
open sftp://edi_<<org>>:<<cred>>@edi.<<dom>>:22/ -hostkey="ssh-ed25519 255 <<hex8>>Zq3W1kP9yB7nT0mXc2LrV8sJ5fHdGaQe4uI6oKp"
cd /inbound/coparn
put D:\\EDI\\out\\COPARN_*.edi
cd /inbound/baplie
put D:\\EDI\\out\\BAPLIE_*.edi
close
exit
""",
    cred="pw_url",
    syntax="",
)

H.reg(
    "sohar_gate_ocr_lanes_rtsp_yaml",
    ("gate-ocr/config/lanes.yaml", "ocr-gate-<<n1>>/config/lanes_<<n2>>.yml"),
    """# Gate OCR – container number and truck plate recognition
lanes:
  - id: in-<<n1>>
    camera_front: "rtsp://ocr:<<cred>>@<<ip>>:554/Streaming/Channels/101"
    camera_top: "rtsp://ocr:<<cred>>@<<ip2>>:554/Streaming/Channels/101"
    plate_region: OM
  - id: out-<<n1>>
    camera_front: "rtsp://<<ip3>>:554/Streaming/Channels/101"
    plate_region: OM
tos:
  url: https://n4.<<dom>>/apex/services/argoservice
  timeout_s: 15
""",
    cred="pw_url",
)

H.reg(
    "sohar_reefer_monitor_paho_mqtt_python",
    ("reefer-monitor/collector.py", "scripts/reefer_<<n2>>/mqtt_collect.py"),
    '''"""Collect reefer container set-point / supply temperatures from the yard gateways."""

import json

import paho.mqtt.client as mqtt

BROKER = "<<ip>>"
USER = "reefer_collector"
PASSWORD = "<<cred>>"


def on_message(client, userdata, msg):
    data = json.loads(msg.payload)
    print(msg.topic, data.get("supply_temp"), data.get("set_point"))


client = mqtt.Client(client_id="reefer-collector-<<n2>>")
client.username_pw_set(USER, PASSWORD)
client.on_message = on_message
client.connect(BROKER, 1883, 60)
client.subscribe("yard/reefer/+/telemetry")
client.loop_forever()
''',
    cred="pw_dq",
)


def _appsettings(s: dict) -> str:
    return json.dumps(
        {
            "Logging": {"LogLevel": {"Default": "Information"}},
            "CustomsGateway": {
                "BaseUrl": "https://api.customs-gateway.om/v1/",
                "ClientId": f"{s['org']}-terminal",
                "ClientSecret": s["cred"],
                "Scope": "manifest.submit declaration.read",
            },
            "ConnectionStrings": {
                "Tos": f"Server={s['ip']};Database=N4_REPORTS;Integrated Security=true;"
            },
        },
        indent=2,
    )


H.reg(
    "sohar_customs_connector_appsettings_client_secret",
    (
        "customs-connector/appsettings.Production.json",
        "services/manifest-sync-<<n2>>/appsettings.json",
    ),
    _appsettings,
    cred=lambda rng, s: gen_pw(rng, 32, sym="-_~."),
)

H.reg(
    "sohar_freeradius_clients_conf_wlc",
    ("etc/freeradius/3.0/clients.conf", "radius/terminal-<<n2>>/clients.conf"),
    """# Wireless LAN controllers for the yard handhelds
client wlc-yard-<<n1>> {
	ipaddr = <<ip>>
	secret = <<cred>>
	shortname = wlc-yard-<<n1>>
	nas_type = other
}

client localhost {
	ipaddr = 127.0.0.1
	secret = $ENV{RADIUS_LOCAL_SECRET}
}
""",
    cred="pw_alnum",
    syntax="",
)

H.reg(
    "sohar_handheld_stagenow_wifi_profile_xml",
    ("mdm/stagenow/yard_tally_wifi_<<n2>>.xml", "handhelds/profiles/TC52_Yard_<<n3>>.xml"),
    """<wap-provisioningdoc>
  <characteristic type="Wi-Fi" version="9.3">
    <parm name="WiFiAction" value="enable" />
    <characteristic type="System">
      <parm name="WiFiEnable" value="1" />
    </characteristic>
    <characteristic type="network-profile">
      <parm name="SSID" value="YARD-TALLY-<<n2>>" />
      <parm name="SecurityMode" value="1" />
      <parm name="WPAMode" value="3" />
      <parm name="EncryptionWPA2" value="1" />
      <characteristic type="key-details">
        <parm name="KeyType" value="Passphrase" />
        <parm name="ProtectKey" value="0" />
        <parm name="PassphraseWPAClear" value="<<cred>>" />
      </characteristic>
    </characteristic>
  </characteristic>
</wap-provisioningdoc>
""",
    cred="pw_xml",
)
