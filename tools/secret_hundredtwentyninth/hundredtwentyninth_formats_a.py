# ruff: noqa: E501
"""Family a: a one-person electrician's business in Kisumu, Kenya (Swahili, Sheng, English)."""

from __future__ import annotations

import re

from hundredtwentyninth_spec import Fam, basic, dec_basic, jdump

F = Fam(
    name="umeme_solo_electrician_kisumu",
    orgs=("nuruumeme", "kisumuvolt"),
    tld="co.ke",
    first=(
        ("Otieno", "otieno"),
        ("Achieng", "achieng"),
        ("Wanjiru", "wanjiru"),
        ("Kamau", "kamau"),
        ("Akinyi", "akinyi"),
        ("Omondi", "omondi"),
        ("Njeri", "njeri"),
        ("Mwangi", "mwangi"),
    ),
    last=(
        ("Odhiambo", "odhiambo"),
        ("Owino", "owino"),
        ("Kariuki", "kariuki"),
        ("Mutua", "mutua"),
        ("Ouma", "ouma"),
        ("Wafula", "wafula"),
    ),
    words=(
        "umeme",
        "nguvu",
        "simba",
        "baraka",
        "mvua",
        "kisumu",
        "nyota",
        "tembo",
        "rafiki",
        "amani",
        "zawadi",
        "waya",
        "ziwa",
        "samaki",
        "chai",
        "jua",
        "dunduza",
        "nyanza",
    ),
    pets=("bahati", "simba", "jimmy", "tiger", "rafiki", "popo"),
    cc="+254",
    places=("Milimani", "Nyalenda", "Kondele", "Mamboleo", "Riat", "Manyatta", "Dunga"),
)

F.reg(
    "umeme_whatsapp_swahili_nenosiri_router",
    (
        "WhatsApp/Chat na <<fa>> <<la>>.txt",
        "Downloads/WhatsApp Chat with Mteja <<place>> <<n>>.txt",
    ),
    """<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Habari fundi, nimefika nyumbani <<place>>
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - Fundi Umeme: Sawa mama. Soketi za jikoni nimemaliza, sasa nataka kuweka smart plug kwa friji
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - Fundi Umeme: Nitumie jina la WiFi na nenosiri tafadhali
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: WiFi ni Safaricom_Home_<<n>>
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Nenosiri: <<cred>>
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - Fundi Umeme: Asante, imeunganika 👍
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Bei ni ngapi jumla?
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - Fundi Umeme: 4,500 bob pamoja na smart plug. Lipa na M-Pesa till 5<<n6>>
""",
    "human",
    syntax="",
)

F.reg(
    "umeme_daraja_stk_push_dotenv_passkey",
    ("home/<<fa>>/stk-app/.env", "var/www/<<org>>-invoices/.env.production"),
    """APP_NAME="<<orgc>> Invoices"
APP_ENV=production
APP_URL=https://invoice.<<dom>>

# Safaricom Daraja (Lipa Na M-Pesa Online)
MPESA_ENV=production
MPESA_SHORTCODE=5<<n6>>
MPESA_CONSUMER_KEY=<<ckey>>
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://invoice.<<dom>>/api/mpesa/callback

SMS_SENDER=<<orgc>>
""",
    "hex:64",
    extra=lambda rng, s: {
        "ckey": "".join(
            rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789")
            for _ in range(48)
        )
    },
)


def _dec_curl_basic(text: str) -> str:
    m = re.search(r"Authorization: Basic ([A-Za-z0-9+/=]+)", text)
    return dec_basic(m.group(1))  # type: ignore[union-attr]


F.reg(
    "umeme_bash_history_curl_daraja_basic_base64",
    ("home/<<fa>>/.bash_history", "root/.bash_history"),
    """cd ~/stk-app
git pull
php artisan config:cache
curl -s https://api.safaricom.co.ke/oauth/v1/generate?grant_type=client_credentials -H "Authorization: Basic <<enc>>"
php artisan queue:restart
tail -f storage/logs/laravel.log
sudo systemctl reload nginx
""",
    lambda rng, f: "".join(
        rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789") for _ in range(64)
    ),
    syntax="",
    extra=lambda rng, s: {
        "enc": basic(
            "".join(
                rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789")
                for _ in range(48)
            ),
            s["cred"],
        )
    },
    decode=_dec_curl_basic,
)

F.reg(
    "umeme_tinytuya_wizard_json_api_secret",
    ("tinytuya/tinytuya.json", "smartplugs/<<place>>/tinytuya.json"),
    lambda s: jdump(
        {
            "apiKey": s["tid"],
            "apiSecret": s["cred"],
            "apiRegion": "eu",
            "apiDeviceID": s["dev"],
        }
    ),
    "hex:32",
    extra=lambda rng, s: {
        "tid": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(20)),
        "dev": "bf" + "".join(rng.choice("0123456789abcdef") for _ in range(20)),
    },
)

F.reg(
    "umeme_sms_backup_reply_only_value",
    ("SMSBackupRestore/sms-<<y>><<mo>><<dd>><<hh>><<mi>>.xml", "backup/sms-<<fa>>-<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<uuid>>" backup_date="<<ts>>000">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="2" subject="null" body="Habari, niko getini. Nitumie password ya router ya duka niweke CCTV" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dd>>/<<mo>>/<<y>> <<hh>>:<<mi>>" contact_name="<<fn>> <<ln>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>120" type="1" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="+254722500029" read="1" status="-1" locked="0" date_sent="<<ts>>000" readable_date="<<dd>>/<<mo>>/<<y>> <<hh>>:<<mi>>" contact_name="<<fn>> <<ln>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>400" type="2" subject="null" body="Sawa, asante" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dd>>/<<mo>>/<<y>> <<hh>>:<<mi>>" contact_name="<<fn>> <<ln>>" />
</smses>
""",
    "human_x",
)

F.reg(
    "umeme_receipt_book_ocr_nenosiri_next_line",
    ("scans/stakabadhi_<<n4>>.txt", "ocr/kitabu_cha_kazi_<<d>>.txt"),
    """<<orgc>> Electrical Works - Fundi wa Umeme
Tel <<phone>>   Kisumu
STAKABADHI No. <<n4>>          Tarehe <<dd>>/<<mo>>/<<y>>
Mteja: <<fn>> <<ln>>, <<place>>
- Wiring ya nyumba mpya (vyumba 3)
- DB board + MCB 6
- Router ya Safaricom Home imewekwa upya
Jina la mtumiaji: admin
Nenosiri
<<cred>>
Jumla: KSh 18,500     Amelipa: M-Pesa
""",
    "human",
    syntax="",
)

F.reg(
    "umeme_mikrotik_hotspot_user_rsc_export",
    ("mikrotik/<<place>>-export.rsc", "backups/hap-<<n>>.rsc"),
    """# <<mo>>/<<dd>>/<<y>> <<hh>>:<<mi>>:<<ss>> by RouterOS 7.14.3
# software id = <<hex8>>
#
/interface bridge
add name=bridge-lan
/ip hotspot profile
add dns-name=wifi.<<dom>> hotspot-address=192.168.88.1 name=hsprof1
/ip pool
add name=hs-pool ranges=192.168.88.10-192.168.88.254
/user
add group=full name=<<user>> password=<<cred>>
/ip hotspot user
add name=mteja1 limit-uptime=1d
/system identity
set name=<<orgc>>-<<place>>
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "umeme_chrome_passwords_csv_kra_itax",
    ("Downloads/Chrome Passwords.csv", "Documents/passwords_<<fa>>.csv"),
    """name,url,username,password,note
itax.kra.go.ke,https://itax.kra.go.ke/KRA-Portal/,A0<<n6>><<n>>Z,<<cred>>,
""",
    "human_x",
    syntax="",
)
