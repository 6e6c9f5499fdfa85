# ruff: noqa: E501
"""Family m: a car wash in Santo Domingo (Dominican Republic; Spanish)."""

from __future__ import annotations

from sixtyeighth_spec import CARWASHRD as F
from sixtyeighth_spec import after, dec_xml, enc_xml, hexs, human, json

F.reg(
    "dominican_whatsapp_iphone_clave_caja",
    ("WhatsApp Chat - Carwash <<orgc>>/_chat.txt", "whatsapp/<<org>>_muchachos.txt"),
    """[<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi>>:<<ss>>] <<fn>> <<ln>>: Dímelo <<fa2>>, la caja se bloqueó otra vez y hay una fila de yipetas esperando
[<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi2>>:10] <<fn2>> <<ln2>>: usuario cajero1
[<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi2>>:25] <<fn2>> <<ln2>>: clave <<cred>>
[<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi2>>:40] <<fn>> <<ln>>: Tamo bien, gracias loco
""",
    "human",
    syntax="",
)


def _amp(rng, fam, s):
    v = human(rng, fam)
    i = rng.randrange(1, len(v))
    return v[:i] + rng.choice("&<>") + v[i:]


def _dec_azul(text: str) -> str:
    return dec_xml(after(text, r'key="Azul\.Auth2" value="([^"]*)"'))


F.reg(
    "azul_gateway_app_config_xml_escaped_auth2",
    ("CarwashPOS/CarwashPOS.exe.config", "pos-<<org>>/App.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <!-- AZUL (Servicios Digitales Popular) - cobro de membresías de lavado -->
    <add key="Azul.Url" value="https://pagos.azul.com.do/WebServices/JSON/default.aspx" />
    <add key="Azul.MerchantId" value="39<<n5>><<n3>>" />
    <add key="Azul.Auth1" value="<<org>>" />
    <add key="Azul.Auth2" value="<<enc>>" />
  </appSettings>
</configuration>
""",
    _amp,
    syntax="xml",
    extra=lambda rng, s: {"enc": enc_xml(str(s["cred"]))},
    decode=_dec_azul,
)

F.reg(
    "dgii_ecf_certificado_appsettings_json",
    ("appsettings.json", "facturacion-<<org>>/appsettings.Production.json"),
    """{
  "Dgii": {
    "Ambiente": "eCF",
    "Rnc": "1<<n5>><<n3>>",
    "Certificado": {
      "Ruta": "C:\\\\ecf\\\\<<org>>.p12",
      "Clave": "<<cred>>"
    }
  },
  "ConnectionStrings": { "Default": "Server=.;Database=Carwash;Trusted_Connection=True" }
}
""",
    "pw_json",
)

F.reg(
    "sitewatch_lane_controller_ini",
    ("C:/SiteWatch/sitewatch.ini", "sitewatch/<<org>>_tunel.ini"),
    """; DRB SiteWatch - túnel de lavado y terminal de pago
[Site]
Name=<<orgc>> Carwash
Lanes=2

[SQL]
Server=<<ip>>\\SITEWATCH
Database=SiteWatch
User=sw_app
Password=<<cred>>

[Tunnel]
Controller=TunnelMaster
Port=COM1
""",
    "pw",
)

F.reg(
    "whatsapp_cloud_api_meta_token_dotenv",
    (".env", "recordatorios-<<org>>/.env"),
    """# Recordatorios de membresía por WhatsApp Cloud API
WHATSAPP_PHONE_NUMBER_ID=1<<n5>><<n5>>
WHATSAPP_TOKEN=<<cred>>
WHATSAPP_TEMPLATE=recordatorio_lavado
""",
    "p:meta",
    syntax="",
)

F.reg(
    "dahua_nvr_vlc_xspf_playlist",
    ("Escritorio/camaras_<<org>>.xspf", "camaras/carwash_<<n>>.xspf"),
    """<?xml version="1.0" encoding="UTF-8"?>
<playlist xmlns="http://xspf.org/ns/0/" xmlns:vlc="http://www.videolan.org/vlc/playlist/ns/0/" version="1">
  <title>Cámaras carwash</title>
  <trackList>
    <track>
      <location>rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&amp;subtype=0</location>
      <title>Túnel entrada</title>
    </track>
    <track>
      <location>rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=2&amp;subtype=0</location>
      <title>Caja</title>
    </track>
  </trackList>
</playlist>
""",
    "pw_url",
    syntax="xml",
)


def _ig(s):
    msgs = [
        (
            s["fa"],
            "Klk, mándame la clave del Instagram del carwash que voy a subir las fotos del detailing",
        ),
        (s["fa2"], str(s["cred"])),
        (s["fa"], "👍"),
    ]
    t0 = int(s["ts"]) * 1000
    data = {
        "participants": [{"name": s["fa2"]}, {"name": s["fa"]}],
        "messages": [
            {
                "sender_name": w,
                "timestamp_ms": t0 - i * 45000,
                "content": c.encode("utf-8").decode("latin-1"),
            }
            for i, (w, c) in enumerate(reversed(msgs))
        ],
        "title": s["fa2"],
        "thread_path": f"inbox/{s['fa2']}_{s['n5']}",
    }
    return json.dumps(data, indent=2)


F.reg(
    "instagram_dm_export_json_reply_only_clave",
    (
        "your_instagram_activity/messages/inbox/<<fa2>>_<<n5>>/message_1.json",
        "instagram-<<org>>/messages/inbox/<<fa2>>_<<n5>>/message_1.json",
    ),
    _ig,
    "human",
)

F.reg(
    "apps_script_twilio_membresias",
    ("Recordatorios.gs", "apps-script/<<org>>_membresias.gs"),
    """// Hoja "Membresías": envía SMS a los clientes cuya membresía vence mañana
var TWILIO_SID = 'AC<<sid>>';
var TWILIO_AUTH_TOKEN = '<<cred>>';
var TWILIO_FROM = '+1809<<n5>>';

function enviarRecordatorios() {
  var hoja = SpreadsheetApp.getActive().getSheetByName('Membresías');
  var filas = hoja.getDataRange().getValues();
  filas.forEach(function (f) {
    if (f[3] === 'mañana') {
      UrlFetchApp.fetch('https://api.twilio.com/2010-04-01/Accounts/' + TWILIO_SID + '/Messages.json', {
        method: 'post',
        payload: { To: f[2], From: TWILIO_FROM, Body: 'Su membresía de lavado vence mañana' },
        headers: { Authorization: 'Basic ' + Utilities.base64Encode(TWILIO_SID + ':' + TWILIO_AUTH_TOKEN) },
      });
    }
  });
}
""",
    "p:twilio",
    syntax="",
    extra=lambda rng, s: {"sid": hexs(rng, 32)},
)
