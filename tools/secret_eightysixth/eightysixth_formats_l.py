# ruff: noqa: E501
"""Family l: a kava (yaqona) growers' cooperative on Taveuni, Fiji (Fijian, Fiji Hindi, English)."""

from __future__ import annotations

from eightysixth_spec import Fam

F = Fam(
    name="sevusevu_taveuni_yaqona_growers_coop",
    orgs=("yaqonavanua",),
    tld="com.fj",
    first=(
        ("Mereani", "mereani"),
        ("Josefa", "josefa"),
        ("Litia", "litia"),
        ("Sitiveni", "sitiveni"),
        ("Ravinesh", "ravinesh"),
        ("Salote", "salote"),
    ),
    last=(
        ("Tuilau", "tuilau"),
        ("Naivalu", "naivalu"),
        ("Vunibola", "vunibola"),
        ("Koroi", "koroi"),
        ("Prasad", "prasad"),
        ("Waqa", "waqa"),
    ),
    words=(
        "yaqona",
        "waka",
        "lewena",
        "bilo",
        "tanoa",
        "taveuni",
        "kadavu",
        "vanua",
        "bula",
        "vinaka",
        "lovo",
        "sulu",
        "rewa",
        "namosi",
    ),
    pets=("bobo", "blacky", "rosie", "tui", "lady"),
    cc="+679",
)

F.reg(
    "sevusevu_fijian_viber_csv_export_vosa_vuni",
    ("viber/Viber_<<fa>>_<<date>>.csv", "exports/viber-coop-<<n>>.csv"),
    """Date,Time,Sender,Phone,Message
<<dd>>/<<mm>>/<<yyyy>>,<<time>>,<<fn2>> <<ln2>>,<<phone>>,Bula! Au sega ni rawa ni curu ki na M-PAiSA merchant portal
<<dd>>/<<mm>>/<<yyyy>>,<<time>>,<<fn>> <<ln>>,<<phone>>,Vosa vuni vou: <<cred>>
<<dd>>/<<mm>>/<<yyyy>>,<<time>>,<<fn2>> <<ln2>>,<<phone>>,Vinaka vakalevu
""",
    "human_a",
    syntax="",
)

F.reg(
    "sevusevu_mpaisa_merchant_api_php_config",
    ("portal/config/mpaisa.php", "www/<<org>>-<<n>>/inc/mpaisa.php"),
    """<?php
// Farmer payouts via Vodafone M-PAiSA merchant API
$MPAISA = [
    'merchant_id' => '<<nn>><<n>>',
    'api_key'     => '<<cred>>',
    'endpoint'    => 'https://pay.mpaisa.vodafone.com.fj/live/api',
];
""",
    "x:mpk_live_:40",
    syntax="",
)

F.reg(
    "sevusevu_xero_client_secret_python_invoice_sync",
    ("scripts/xero_sync.py", "coop/<<org>>/xero_<<n>>.py"),
    '''"""Push export invoices (dried waka and lewena, 25 kg bags) to Xero."""

XERO_CLIENT_ID = "<<cid>>"
XERO_CLIENT_SECRET = "<<cred>>"
XERO_TENANT = "<<uid>>"
SCOPES = "accounting.transactions offline_access"
''',
    "p:xero",
    extra=lambda rng, s: {"cid": str(s["uid"]).replace("-", "").upper()},
)

F.reg(
    "sevusevu_drying_shed_pi_wpa_supplicant_conf",
    ("boot/wpa_supplicant.conf", "sdcard/shed-<<n>>/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=FJ

network={
    ssid="Koro_Yaqona_<<n>>"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    "human_x",
    syntax="",
)

F.reg(
    "sevusevu_english_email_biosecurity_export_portal",
    ("mail/<<login>>/Sent/<<nn>>.eml", "archive/<<yyyy>>/baf-<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: BAF export permit portal login (kava shipment to Auckland)
Date: <<dmy>> <<time>> +1200

Bula <<fn2>>,

Can you lodge the phytosanitary request for the 40 bags of waka this week?
Biosecurity portal: user <<org>>coop, password <<cred>>

Vinaka,
<<fn>>
""",
    "human",
    syntax="",
)

F.reg(
    "sevusevu_coop_minutes_fiji_hindi_password",
    ("minutes/baithak_<<date>>.txt", "docs/<<org>>/minutes-<<n>>.txt"),
    """Cooperative baithak - <<dmy>>, Somosomo
Hazir: <<fn>> <<ln>>, <<fn2>> <<ln2>>, 11 kisan

1. Yaqona ka daam: 55 dollar kilo waka, 28 lewena.
2. Naya laptop office me - accounting wala login:
   user: office<<n>>  password: <<cred>>
   (sirf treasurer ke paas rakhna)
3. Agla baithak: agla mahina.
""",
    "human",
    syntax="",
)

F.reg(
    "sevusevu_grading_station_filezilla_sitemanager_plain",
    ("AppData/Roaming/FileZilla/sitemanager.xml", "backup/pc-<<n>>/FileZilla/sitemanager.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.66.<<n>>" platform="windows">
    <Servers>
        <Server>
            <Host>ftp.<<dom>></Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <Type>0</Type>
            <User>grading</User>
            <Pass><<cred>></Pass>
            <Logontype>1</Logontype>
            <Name>Grading photos upload</Name>
        </Server>
    </Servers>
</FileZilla3>
""",
    "pw_xml",
)

F.reg(
    "sevusevu_aws_credentials_file_s3_traceability",
    ("home/<<login>>/.aws/credentials", "Users/<<login>>/.aws/credentials-<<n>>"),
    """[default]
aws_access_key_id = AKIA<<akid>>
aws_secret_access_key = <<cred>>
region = ap-southeast-2
""",
    "p:aws",
    syntax="ini",
    extra=lambda rng, s: {"akid": str(s["uid"]).replace("-", "").upper()[:16]},
)
