# ruff: noqa: E501
"""Family i: a wedding-cake maker in Beirut, Lebanon (Lebanese Arabic in Arabic script and
Arabizi, French)."""

import json

from hundredtwentieth_spec import Fam, dec_json_u, enc_json_u

F = Fam(
    name="urs_cake_beirut",
    orgs=("arousacake", "gateauxarz", "sukkarbeirut", "ashtacakes"),
    tld="com.lb",
    first=(
        ("ريم", "reem"),
        ("جورج", "georges"),
        ("ليال", "layal"),
        ("كريم", "karim"),
        ("نادين", "nadine"),
        ("إيلي", "elie"),
    ),
    last=(
        ("حداد", "haddad"),
        ("خوري", "khoury"),
        ("عون", "aoun"),
        ("نصر", "nasr"),
        ("سلامة", "salameh"),
        ("فرح", "farah"),
    ),
    words=(
        "arz",
        "beirut",
        "kaak",
        "maamoul",
        "knefeh",
        "ashta",
        "warde",
        "habibi",
        "yalla",
        "sukkar",
        "gateau",
        "fraise",
        "zaatar",
        "achrafieh",
    ),
    pets=("lulu", "roxy", "zizi", "bobby", "snoopy", "kiki"),
    cc="961",
    city="بيروت",
)

F.reg(
    "arousacake_arabizi_whatsapp_kelmet_el_ser",
    ("WhatsApp Chat with Cake Atelier <<nn>>.txt", "wa/<<fa>>_<<date>>.txt"),
    """<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Bonjour! 3ando 3ers l sabet, 5 tabaqat ma3 warde beida 🎂
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn2>>: Yalla, fout 3al site w 3abbe l order. Login: orders@<<dom>>
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn2>>: kelmet el ser: <<cred>>
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: مرسي كتير ❤️
""",
    cred="human",
)

F.reg(
    "arousacake_french_email_mot_de_passe_fournisseur",
    ("mail/envoyes/<<date>>_<<nn>>.eml", "Mail/<<fa>>/fournisseur-<<d>><<m>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: <<email2>>
Subject: Commande fondant et chocolat - accès espace pro
Date: Tue, <<d>> Jun <<y>> <<hh>>:<<mi>>:00 +0300
Content-Type: text/plain; charset=utf-8

Bonjour <<fa2>>,

Pour les trois pièces montées de samedi (Achrafieh, Jounieh, Broummana), merci de passer la
commande de pâte à sucre directement sur l'espace pro du fournisseur :

identifiant : <<user>>
mot de passe : <<cred>>

Paiement en dollars frais à la livraison, comme d'habitude.

مع الشكر،
<<fa>>
""",
    cred="human",
)


def _ju(s):
    return (
        json.dumps(
            {"shop": s["orgc"], "api": {"base": f"https://api.{s['dom']}/v1", "user": "cakes-app"}},
            indent=2,
        )[:-2]
        + f',\n  "staff_login": {{"user": "{s["fa"]}", "password": "{s["enc"]}"}}\n}}\n'
    )


F.reg(
    "arousacake_order_app_json_unicode_escaped",
    ("app/config/<<org>>-<<nn>>.json", "android/assets/config_<<fa>>.json"),
    _ju,
    cred="human",
    extra=lambda r, s: {"enc": enc_json_u(str(s["cred"]))},
    decode=lambda t: dec_json_u(t, ("staff_login", "password")),
)

F.reg(
    "arousacake_areeba_mpgs_php_api_password",
    ("checkout/config/areeba_<<nn>>.php", "<<org>>/includes/mpgs-config.php"),
    """<?php
// Areeba / Mastercard Gateway - online deposits for cake orders
$gatewayConfig = [
    'gatewayUrl'  => 'https://epayment.areeba.com/api/rest/version/72',
    'merchantId'  => 'TEST<<nnn>><<nnn>>',
    'apiUsername' => 'merchant.<<nnn>><<nnn>>',
    'apiPassword' => '<<cred>>',
    'currency'    => 'USD',
];
""",
    cred="hex:32",
    syntax="",
)

F.reg(
    "arousacake_instagram_shop_python_meta_token",
    ("scripts/insta_posts_<<nn>>.py", "<<org>>/social/post_cakes.py"),
    '''"""Post the weekly wedding-cake photos to Instagram (Graph API)."""

import requests

IG_USER_ID = "1784<<nnn>><<nnn>><<nnn>><<nn>>"
ACCESS_TOKEN = "<<cred>>"


def publish(image_url, caption):
    r = requests.post(
        f"https://graph.facebook.com/v20.0/{IG_USER_ID}/media",
        data={"image_url": image_url, "caption": caption, "access_token": ACCESS_TOKEN},
    )
    return r.json()
''',
    cred="x:EAAG:180",
)

F.reg(
    "arousacake_home_assistant_secrets_yaml",
    ("homeassistant/secrets.yaml", "config/ha-<<org>>-<<nn>>/secrets.yaml"),
    """# Fridge display + oven monitoring in the atelier
wifi_ssid: "<<orgc>>-Atelier"
wifi_password: '<<cred>>'
fridge_cam_url: "rtsp://<<ip>>:554/stream1"
latitude: 33.8938
longitude: 35.5018
""",
    cred="pw_sq",
)

F.reg(
    "arousacake_whish_money_api_env",
    ("<<org>>-shop/.env", "server/<<fa>>/.env.prod"),
    """SHOP_URL=https://<<dom>>
CURRENCY=USD
WHISH_CHANNEL=<<nnn>><<nnn>>
WHISH_SECRET=<<cred>>
WHISH_WEBSITE_URL=https://<<dom>>
DELIVERY_FEE_USD=5
""",
    cred="x:whs_live_:40",
)

F.reg(
    "arousacake_logins_csv_arabic_headers",
    ("admin/حسابات_<<y>>.csv", "Documents/logins-<<fa>>-<<nn>>.csv"),
    """الخدمة,الرابط,اسم المستخدم,كلمة السر,ملاحظات
Toters,https://partners.toters.com,<<email>>,<<cred>>,طلبات التوصيل
Instagram,instagram.com,@<<org>>,—,عند <<fn2>>
OMT,—,—,—,تحويلات
""",
    cred="human_x",
)
