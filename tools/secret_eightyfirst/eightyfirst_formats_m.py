# ruff: noqa: E501
"""Family m: a poultry hatchery selling day-old chicks near Ibadan (Nigeria, Yoruba, Pidgin
and English)."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

from eightyfirst_spec import FM as F
from eightyfirst_spec import Slots, alnum, gen_pw, wa, xa

F.reg(
    "paystack_chick_orders_node_secret",
    ("orders-<<org>>/src/paystack.js", "api/<<org>>/payments/paystack_<<yy>>.js"),
    """// Day-old chick & point-of-lay orders - Paystack (bank transfer, USSD, card)
const axios = require("axios");

const paystack = axios.create({
  baseURL: "https://api.paystack.co",
  headers: { Authorization: "Bearer <<cred>>" },
});

async function verify(reference) {
  const { data } = await paystack.get(`/transaction/verify/${reference}`);
  return data.data.status === "success";
}

module.exports = { verify };
""",
    "p:paystack",
    syntax="",
)

F.reg(
    "flutterwave_agents_php_secret_key",
    ("agents-<<org>>/config/flutterwave.php", "public_html/<<org>>/flw_config_<<yy>>.php"),
    """<?php
// Agent (retailer) payouts and feed orders - Flutterwave
return [
    'publicKey' => 'FLWPUBK-<<pk>>-X',
    'secretKey' => '<<cred>>',
    'encryptionKey' => '<<ek>>',
    'env' => 'live',
];
""",
    "p:flutterwave",
    syntax="",
    extra=lambda rng, s: {
        "pk": alnum(rng, 32, "0123456789abcdef"),
        "ek": alnum(rng, 24, "0123456789abcdef"),
    },
)


def _xml_pw(rng: random.Random, s: Slots) -> str:
    return gen_pw(rng, sym="&<>\"'")


def _webconfig(s: Slots) -> str:
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <connectionStrings>\n'
        f'    <add name="HatcheryDb" connectionString="Server={s["ip"]}\\SQLEXPRESS;Database=Hatchery;User Id=hatch_app;Password={xa(str(s["cred"]))};" providerName="System.Data.SqlClient" />\n'
        "  </connectionStrings>\n  <appSettings>\n"
        '    <add key="SetterCount" value="6" />\n    <add key="HatcherCount" value="2" />\n'
        f'    <add key="ClimateControllerHost" value="{s["ip2"]}" />\n'
        "  </appSettings>\n</configuration>\n"
    )


def _dec_webconfig(text: str) -> str:
    cs = ET.fromstring(text).find("connectionStrings/add").get("connectionString")  # type: ignore[union-attr]
    assert cs
    return cs.split("Password=", 1)[1].rsplit(";", 1)[0]


F.reg(
    "hatchery_software_web_config_xml_escaped_password",
    ("inetpub/<<org>>/HatcheryManager/Web.config", "C:/HatcheryManager/<<org>>/Web.config"),
    _webconfig,
    _xml_pw,
    decode=_dec_webconfig,
)


def _wa_pcm(s: Slots) -> str:
    msgs = [
        (
            s["fn"],
            "Ẹ kú àárọ̀ ma. Abeg wetin be the password for the farm app? I wan record today hatch, 4,200 chicks don comot",
        ),
        (s["fn2"], f"Na {s['cred']}"),
        (s["fn2"], "No share am o"),
        (s["fn"], "Ẹ ṣé ma 🙏🏾"),
    ]
    return wa(s, msgs, 0)


F.reg(
    "whatsapp_pidgin_yoruba_farm_app_password",
    ("WhatsApp/WhatsApp Chat with <<fa2>> Hatchery.txt", "backup/wa_hatch_<<date>>.txt"),
    _wa_pcm,
    "human",
    syntax="",
)


def _xspf(s: Slots) -> str:
    items = "".join(
        f"    <track><title>{name}</title><location>rtsp://admin:{s['cred']}@{s['ip']}:554/Streaming/Channels/{ch}01</location></track>\n"
        for name, ch in (("Setter room", 1), ("Hatcher 1", 2), ("Chick grading", 3))
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<playlist xmlns="http://xspf.org/ns/0/" xmlns:vlc="http://www.videolan.org/vlc/playlist/ns/0/" version="1">\n'
        f"  <title>{s['orgc']} CCTV</title>\n  <trackList>\n{items}  </trackList>\n</playlist>\n"
    )


F.reg(
    "hatchery_cctv_vlc_xspf_rtsp_userinfo",
    ("Videos/<<org>>_cctv.xspf", "Desktop/hatchery_cameras_<<yy>>.xspf"),
    _xspf,
    "pw_url",
    syntax="xml",
)

F.reg(
    "termii_sms_api_key_python",
    ("scripts/termii_<<org>>.py", "hatch/<<org>>/sms_pickup_<<yy>>.py"),
    '''"""SMS customers when their day-old chicks are ready for pickup (Termii)."""

import requests

TERMII_API_KEY = "<<cred>>"
SENDER_ID = "<<org_up>>"


def ready(phone: str, name: str, boxes: int) -> None:
    requests.post(
        "https://api.ng.termii.com/api/sms/send",
        json={
            "api_key": TERMII_API_KEY,
            "to": phone,
            "from": SENDER_ID,
            "sms": f"Hello {name}, your {boxes} box(es) of day-old chicks are ready at the hatchery.",
            "type": "plain",
            "channel": "generic",
        },
        timeout=15,
    )
''',
    lambda rng, s: "TL" + alnum(rng, 58),
    extra=lambda rng, s: {"org_up": str(s["org"])[:11].upper()},
)

F.reg(
    "rotem_climate_controller_poller_yaml",
    ("climate-poller/<<org>>.yaml", "opt/<<org>>/rotemnet_<<yy>>.yml"),
    """# Poll the Munters Rotem controllers (setter/hatcher rooms, brooder house)
rotemnet:
  url: 'http://<<ip>>/RotemNetWeb'
  username: 'hatchery'
  password: '<<cred>>'
rooms:
  - name: 'Setter room'
    controller: 1
  - name: 'Brooder house B'
    controller: 3
alert_phone: '<<phone>>'
""",
    "pw_sq",
)


def _tsv(s: Slots) -> str:
    return (
        "Supplier\tPortal\tUsername\tPassword\tContact\n"
        f"Feed mill (broiler starter)\tagents portal\t{s['login']}\t{s['cred']}\t{s['phone']}\n"
        f"Vaccines (Newcastle, Gumboro)\tdistributor portal\t{s['login2']}\tsee phone\t{s['phone2']}\n"
    )


F.reg(
    "suppliers_tsv_portal_logins",
    ("Documents/suppliers_<<yy>>.tsv", "Drive/<<orgc>>/supplier_logins_<<date>>.tsv"),
    _tsv,
    "human_x",
    syntax="",
)
