# ruff: noqa: E501
"""Family o: a henna artist (nakkacha) for weddings in Marrakech, Morocco (Darija in Arabic
script and Latin letters, French)."""

from hundredtwentieth_spec import Fam, dec_b64, enc_b64

F = Fam(
    name="nakkacha_henna_marrakech",
    orgs=("hennadar", "lallahenna", "zelligehenna", "nakchabaraka"),
    tld="ma",
    first=(
        ("فاطمة الزهراء", "fatimazahra"),
        ("يوسف", "youssef"),
        ("سلمى", "salma"),
        ("مهدي", "mehdi"),
        ("خديجة", "khadija"),
        ("أمين", "amine"),
    ),
    last=(
        ("العلوي", "alaoui"),
        ("بناني", "bennani"),
        ("التازي", "tazi"),
        ("الإدريسي", "idrissi"),
        ("برادة", "berrada"),
        ("الفاسي", "elfassi"),
    ),
    words=(
        "henna",
        "nakkacha",
        "marrakech",
        "jemaa",
        "atlas",
        "zellige",
        "tajine",
        "mabrouk",
        "lalla",
        "baraka",
        "argan",
        "medina",
        "zgharit",
        "ward",
    ),
    pets=("mimi", "bsisa", "simba", "kiki", "lucky", "nounou"),
    cc="212",
    city="مراكش",
)

F.reg(
    "nakkacha_darija_whatsapp_mot_de_passe_instagram",
    ("WhatsApp Chat with Lalla Henna <<nn>>.txt", "wa/<<fa>>_<<date>>.txt"),
    """<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: السلام، عافاك صيفطي ليا le mot de passe ديال الانستا باش نحط الصور ديال العرس
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn2>>: ها هو: <<cred>>
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn2>>: ماتبدليهش، راه حتى أنا كنخدم بيه
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: واخا، شكرا بزاف 🌿
""",
    cred="human",
)

F.reg(
    "nakkacha_cmi_payment_php_store_key",
    ("reservation/cmi_config_<<nn>>.php", "<<org>>/includes/cmi.php"),
    """<?php
// Acompte réservation henné mariée (CMI)
$cmi = [
    'clientid' => '600<<nnn>><<nnn>>',
    'storekey' => '<<cred>>',
    'okUrl'    => 'https://<<dom>>/reservation/ok',
    'failUrl'  => 'https://<<dom>>/reservation/echec',
    'gateway'  => 'https://payment.cmi.co.ma/fim/est3Dgate',
    'currency' => '504',
];
""",
    cred="p:cmi",
    syntax="",
)

F.reg(
    "nakkacha_french_email_mot_de_passe_riad_planning",
    ("mail/envoyes/<<date>>_<<nn>>.eml", "Mail/<<fa>>/riad-<<d>><<m>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: <<email2>>
Subject: Soirée henné - accès au planning partagé
Date: Sat, <<d>> Jul <<y>> <<hh>>:<<mi>>:00 +0100
Content-Type: text/plain; charset=utf-8

Bonjour <<fa2>>,

Pour la soirée henné de la mariée au riad (Mouassine), voici l'accès au planning partagé
des nakkachat et des negafa :

lien : https://planning.<<dom>>
identifiant : <<user>>
mot de passe : <<cred>>

Merci de noter vos horaires avant jeudi.

بالتوفيق،
<<fa>>
""",
    cred="human",
)


def _b64env(r, s):
    return {"enc": enc_b64(str(s["cred"]))}


F.reg(
    "nakkacha_booking_bot_env_admin_password_base64",
    ("bot/.env", "<<org>>-bot/<<fa>>/.env"),
    """# bot de réservation WhatsApp / Instagram
BOT_NAME=<<orgc>>
DB_PATH=/srv/bot/reservations.sqlite
ADMIN_USER=<<fa>>
ADMIN_PASSWORD_B64=<<enc>>
TIMEZONE=Africa/Casablanca
""",
    cred="human",
    extra=_b64env,
    decode=lambda t: dec_b64(t, "ADMIN_PASSWORD_B64="),
)

F.reg(
    "nakkacha_telegram_reminders_bot_python",
    ("bot/rappels_<<nn>>.py", "<<org>>/telegram_bot.py"),
    '''"""Rappels de rendez-vous henné pour les mariées (Telegram)."""

from telegram.ext import ApplicationBuilder, CommandHandler

TOKEN = "<<cred>>"


async def start(update, context):
    await update.message.reply_text("مرحبا! Envoyez la date de votre henné.")


app = ApplicationBuilder().token(TOKEN).build()
app.add_handler(CommandHandler("start", start))
app.run_polling()
''',
    cred="p:telegram",
)

F.reg(
    "nakkacha_riad_wifi_card_ocr",
    ("ocr/carte_wifi_<<nn>>.txt", "scans/<<fa>>_riad_<<date>>.txt"),
    """RIAD DAR <<orgc>>
Bienvenue — مرحبا بكم
WiFi : Riad_Suite_Mariee
Mot de passe : <<cred>>
Réception : <<phone>>
""",
    cred="human",
)

F.reg(
    "nakkacha_youcan_store_curl_bearer_history",
    ("home/<<fa>>/.bash_history", "laptop-<<nn>>/.bash_history"),
    """cd ~/henna-shop
curl -s -H "Authorization: Bearer <<cred>>" https://api.youcan.shop/orders?limit=20 | jq .
convert cone_henna.jpg -resize 1200x1200 cone_henna_web.jpg
ls -la ~/Photos/<<y>>
""",
    cred="x:yc_:48",
)

F.reg(
    "nakkacha_clientes_csv_arabic_french_columns",
    ("clients/comptes_<<y>>.csv", "Documents/comptes-<<fa>>-<<nn>>.csv"),
    """service;identifiant;mot de passe / كلمة السر;remarque
Instagram pro;@<<org>>;—;عند <<fa2>>
Glovo Business;<<email>>;<<cred>>;livraison cônes henné
Inwi Pro;<<phone>>;(SMS);
""",
    cred="human_x",
)
