# ruff: noqa: E501
"""Family j: an embroidery unit in the Katunayake export zone, Sri Lanka (Sinhala, English)."""

from __future__ import annotations

import json

from hundredfirst_spec import Fam, reg

F = Fam(
    name="katunayake_embroidery_unit",
    orgs=("katunayakeembro", "nelumstitch", "negomboembroidery", "gampahathreads"),
    tld="lk",
    first=(
        ("නිමල්", "nimal"),
        ("කුමාරි", "kumari"),
        ("චමින්ද", "chaminda"),
        ("දිල්රුක්ෂි", "dilrukshi"),
        ("සුනිල්", "sunil"),
        ("නදීෂා", "nadeesha"),
        ("ප්‍රසාද්", "prasad"),
        ("ශානිකා", "shanika"),
    ),
    last=(
        ("පෙරේරා", "perera"),
        ("ප්‍රනාන්දු", "fernando"),
        ("සිල්වා", "silva"),
        ("බණ්ඩාර", "bandara"),
        ("ජයසූරිය", "jayasuriya"),
        ("වික්‍රමසිංහ", "wickramasinghe"),
    ),
    words=(
        "lanka",
        "ceylon",
        "kandy",
        "negombo",
        "kottu",
        "hoppers",
        "sinhala",
        "avurudu",
        "vesak",
        "perahera",
        "rathu",
        "nelum",
        "kiribath",
        "sigiriya",
        "galle",
        "lion",
    ),
    pets=("rover", "tikiri", "kalu", "sudda", "chooti", "bruno"),
    cc="94",
    places=("katunayake", "negombo", "colombo", "gampaha", "kandy", "jaela"),
)

reg(
    F,
    "katunayake_tajima_pulse_dgml_server_ini",
    ("C:/Pulse/DGML/server_<<n>>.ini", "embroidery/<<org>>/tajima_pulse.ini"),
    """; Tajima DG/ML by Pulse - design server / machine network (TMBP heads)
[Database]
Server=<<ip>>\\PULSE
Catalog=PulseDesigns
User=pulse_app
Password=<<cred>>

[Machines]
Count=<<n>>
Network=TMAR-K1520C
""",
    "pw",
)

reg(
    F,
    "katunayake_sinhala_viber_murapadaya",
    ("viber/embroidery_floor_<<ymd>>.txt", "chats/viber_<<fa>>_<<n>>.txt"),
    """[<<dmy>> <<hm>>] <<fl>> <<ll>>: අක්කේ, Wilcom පරිගණකයේ මුරපදය මොකක්ද? අලුත් logo එක digitize කරන්න ඕනේ
[<<dmy>> <<hm2>>] <<f2l>> <<l2l>>: මුරපදය <<cred>>
[<<dmy>> <<hm2>>] <<fl>> <<ll>>: ස්තූතියි අක්කේ 🙏
""",
    "human",
    syntax="",
)

reg(
    F,
    "katunayake_payhere_merchant_secret_php",
    ("shop/payhere/config_<<n>>.php", "www/<<org>>/payhere.php"),
    """<?php
// PayHere - custom badge / logo embroidery orders from local schools and clubs
$payhere = [
    'merchant_id'     => '12<<nnnn>><<n>>',
    'merchant_secret' => '<<cred>>',
    'currency'        => 'LKR',
    'notify_url'      => 'https://orders.<<dom>>/payhere/notify',
    'sandbox'         => false,
];
""",
    "p:payhere",
    syntax="",
)

reg(
    F,
    "katunayake_boi_cusdec_broker_email",
    ("mail/boi_cusdec_<<ymd>>.eml", "Shipping/<<fa>>/cusdec_<<nn>>.eml"),
    """From: <<fa>>.<<la>>@<<dom>>
To: docs@<<l2a>>shipping.lk
Subject: BOI CusDec login - embroidered panels re-export <<po>>
Date: <<dmy>> <<hm>> +0530

Dear <<f2a>>,

Please submit the CusDec for the embroidered front panels going back to the garment plant (BOI approval <<nnnn>>).
ASYCUDA user: <<orgu>>BOI<<n>>
Password: <<cred>>

ස්තූතියි,
<<fac>> <<lac>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "katunayake_barudan_design_share_fstab",
    ("etc/fstab", "etc/fstab.d/embroidery_<<n>>"),
    """# /etc/fstab - design PC <<n>> (Barudan / Tajima .dst files)
UUID=<<uid>> /               ext4    errors=remount-ro 0       1
//<<ip>>/designs  /mnt/designs  cifs  username=emb<<n>>,password=<<cred>>,uid=1000,iocharset=utf8  0  0
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "katunayake_notify_lk_sms_api_env",
    ("shift-alerts/<<org>>/.env", "sms-notify-<<n>>/.env"),
    """# overtime and transport alerts to operators (Notify.lk SMS gateway)
NOTIFY_USER_ID=<<nnnn>><<nn>>
NOTIFY_API_KEY=<<cred>>
NOTIFY_SENDER_ID=<<orgu>>
DEFAULT_LANG=si
""",
    "alnum:20",
    syntax="",
)

reg(
    F,
    "katunayake_design_team_flat_ods",
    ("office/design_team_<<y>>.fods", "Shared/<<fa>>/logins_<<nn>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Logins">
    <table:table-row><table:table-cell office:value-type="string"><text:p>නම</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>System</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Login</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>මුරපදය</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p><<fl>> <<ll>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Wilcom EmbroideryStudio e4.5</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<user>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell></table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    "human_x",
    syntax="xml",
)


def _tg(s: dict) -> str:
    base = int(s["ts"])
    msgs = [
        {
            "id": 101,
            "type": "message",
            "date": f"{s['date']}T{s['hm']}:00",
            "date_unixtime": str(base),
            "from": f"{s['fl']} {s['ll']}",
            "from_id": f"user{s['nnnn']}{s['nn']}",
            "text": "Supervisor PC එකේ password එක?",
            "text_entities": [{"type": "plain", "text": "Supervisor PC එකේ password එක?"}],
        },
        {
            "id": 102,
            "type": "message",
            "date": f"{s['date']}T{s['hm2']}:00",
            "date_unixtime": str(base + 60),
            "from": f"{s['f2l']} {s['l2l']}",
            "from_id": f"user{s['nnnn']}7",
            "text": s["cred"],
            "text_entities": [{"type": "plain", "text": s["cred"]}],
        },
    ]
    return json.dumps(
        {
            "name": f"{s['f2l']} {s['l2l']}",
            "type": "personal_chat",
            "id": s["nnnn"] * 1000 + s["nn"],
            "messages": msgs,
        },
        ensure_ascii=False,
        indent=1,
    )


reg(
    F,
    "katunayake_telegram_json_reply_only_value",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "telegram/<<fa>>_<<n>>/result.json"),
    _tg,
    "human_x",
)
