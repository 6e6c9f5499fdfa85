# ruff: noqa: E501
"""Family k: tingatinga enamel painters of Msasani (Dar es Salaam), Tanzania."""

from __future__ import annotations

from fortythird_spec import Fam, ipynb, prov

F = Fam(
    "tingatinga_msasani",
    ("tingamsasani", "rangizanyumbani", "saananaubunifu", "kinondonisanaa", "mchoraji"),
    "co.tz",
    ("juma", "neema", "baraka", "rehema", "salum", "zawadi", "hamisi", "upendo"),
    ("mwakyusa", "kimaro", "massawe", "mushi", "lyimo", "ngowi", "mrema"),
    (
        "tinga",
        "msasani",
        "kilimanjaro",
        "simba",
        "twiga",
        "bahari",
        "ndizi",
        "rangi",
        "chipsi",
        "uhuru",
    ),
    ("simba", "bosi", "toto", "rafiki", "jimmy"),
    "255",
)

F.reg(
    "tingatinga_swahili_whatsapp_nenosiri_mpesa",
    ("WhatsApp Chat with <<first>>.txt", "chats/<<first>>_<<date>>.txt"),
    """[<<day>>/<<month>>/<<year>>, <<time>>:02] <<first>> <<last>>: Mambo, nenosiri la M-Pesa Business ni lipi?
[<<day>>/<<month>>/<<year>>, <<time>>:40] <<first2>>: Ni <<cred>>
[<<day>>/<<month>>/<<year>>, <<time>>:41] <<first2>>: usimpe mtu mwingine
[<<day>>/<<month>>/<<year>>, <<time>>:55] <<first>> <<last>>: Sawa, asante sana
""",
    "human",
)

F.reg(
    "tingatinga_gallery_selcom_api_secret_php",
    ("<<org>>/app/config/selcom.php", "shop/<<org>>/selcom.php"),
    """<?php
return [
    'vendor'     => 'TILL<<nn>><<nn>>',
    'api_key'    => '<<org>>-<<ak>>',
    'api_secret' => '<<cred>>',
    'base_url'   => 'https://apigw.selcommobile.com/v1',
];
""",
    "hex:32",
    syntax="",
    extra=lambda rng, s: s.__setitem__(
        "ak", "".join(rng.choice("0123456789abcdef") for _ in range(16))
    ),
)

F.reg(
    "tingatinga_sales_ipynb_pesapal_consumer_secret",
    ("notebooks/mauzo_<<year>>.ipynb", "<<user>>/pesapal_sales.ipynb"),
    lambda s: ipynb(
        [
            ("md", "# Mauzo ya picha - Pesapal", None),
            (
                "code",
                f'creds = {{"consumer_key": "{s["ck"]}", "consumer_secret": "{s["cred"]}"}}\ncreds',
                str({"consumer_key": s["ck"], "consumer_secret": s["cred"]}),
            ),
            ("code", "tok = requests.post(AUTH, json=creds).json()['token']\nlen(tok)", "560"),
        ]
    ),
    "b64:21",
    extra=lambda rng, s: s.__setitem__(
        "ck",
        "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
            for _ in range(28)
        ),
    ),
)

F.reg(
    "tingatinga_english_email_shipping_dhl_account",
    ("mail/<<user>>/INBOX/<<ts>>.eml", "Outlook/<<org>>/<<ts>>.eml"),
    """From: <<first2>> <<last>> <<<email2>>>
To: <<email>>
Subject: Re: DHL account for the Berlin exhibition
Date: Tue, <<day>> Sep <<year>> <<time>>:03 +0300
Content-Type: text/plain; charset=UTF-8

Hi <<first>>,

Use the company account to book the pickup for the 40 canvases:
  user: <<user>>@<<dom>>
  pass: <<cred>>

Thanks,
<<first2>>
""",
    "human",
)

F.reg(
    "tingatinga_co_op_tra_efd_vfd_settings_xml",
    ("<<org>>/vfd/settings.xml", "EFD/<<org>>/settings_<<n>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<VFDSettings>
  <TIN>1<<nn>><<nn>><<nn>></TIN>
  <CertSerial><<serial>></CertSerial>
  <CertKeyPassword><<cred>></CertKeyPassword>
  <ApiUrl>https://vfd.tra.go.tz/api/vfdRegReq</ApiUrl>
</VFDSettings>
""",
    "pw_xml",
    extra=lambda rng, s: s.__setitem__(
        "serial", "".join(rng.choice("0123456789ABCDEF") for _ in range(32))
    ),
)

F.reg(
    "tingatinga_studio_router_tplink_backup_txt",
    ("<<org>>/router/config_<<date>>.txt", "backup/router_<<n>>.txt"),
    """# TP-Link Archer C6 - exported configuration (decrypted)
lan_ip=<<ip>>
wlan_ssid=Tinga_<<org>>
wlan_security=wpa2-personal
wlan_psk=<<cred>>
admin_user=admin
remote_mgmt=0
""",
    "human",
)

F.reg(
    "tingatinga_instagram_shop_meta_graph_token_env",
    ("<<org>>-insta/.env", "bots/<<org>>/.env"),
    """IG_BUSINESS_ID=1784<<nn>><<nn>><<nn>><<nn>>
META_APP_ID=<<nn>><<nn>><<nn>><<nn>><<nn>>
META_ACCESS_TOKEN=<<cred>>
""",
    lambda rng: (
        "EAAG"
        + "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(180)
        )
    ),
)

F.reg(
    "tingatinga_market_stall_sms_tigo_pesa_pin_reply",
    ("sms/<<first>>_<<date>>.txt", "backup/sms_<<nn>>.txt"),
    """<<phone>> <<date>> <<time>>: Kaka nitumie password ya Tigo Pesa Lipa wakala nifungue salio
Me <<date>> <<hh>>:07: <<cred>>
<<phone>> <<date>> <<hh>>:09: Poa
""",
    "human",
)

_ = prov
