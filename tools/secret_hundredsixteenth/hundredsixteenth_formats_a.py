# ruff: noqa: E501
"""Family a: a barbing salon in Lagos, Nigeria (English, Nigerian Pidgin, Yoruba)."""

from __future__ import annotations

from hundredsixteenth_spec import Fam, dec_basic, enc_basic, json_dump

F = Fam(
    name="barbing_salon_lagos_pidgin",
    prefix="barbing",
    orgs=("fadekings", "jollyfade", "clipperjoint", "ekocuts"),
    tld="com.ng",
    first=(
        ("Adébáyọ̀", "adebayo"),
        ("Chukwuemeka", "emeka"),
        ("Túndé", "tunde"),
        ("Ngozi", "ngozi"),
        ("Olúwaṣeun", "seun"),
        ("Ifeoma", "ifeoma"),
        ("Yúsúf", "yusuf"),
    ),
    last=(
        ("Adéyẹmí", "adeyemi"),
        ("Okonkwo", "okonkwo"),
        ("Balógun", "balogun"),
        ("Eze", "eze"),
        ("Ọ̀ṣúntókun", "osuntokun"),
    ),
    words=(
        "fade",
        "clipper",
        "naija",
        "eko",
        "lekki",
        "yaba",
        "ikeja",
        "suya",
        "jollof",
        "oga",
        "wahala",
        "shapeup",
        "lineup",
        "surulere",
        "omoluabi",
    ),
    pets=("bingo", "simba", "jackie", "tiger", "bobby"),
    cc="+234",
)

F.reg(
    "whatsapp_pidgin_pos_backoffice",
    ("chats/WhatsApp Chat with <<fa>> <<Org>>.txt", "Downloads/WhatsApp Chat - <<Org>> Staff.txt"),
    """<<dmy>>, <<hm>> - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.
<<dmy>>, <<hm>> - <<fn>>: Oga good morning o
<<dmy>>, <<hm>> - <<fn>>: Abeg wetin be the password for the POS backoffice? E don log me out again
<<dmy>>, <<hm2>> - <<fn2>>: Na <<login>> the username
<<dmy>>, <<hm2>> - <<fn2>>: Password na <<cred>>
<<dmy>>, <<hm2>> - <<fn2>>: No give am to anybody, especially the new boy
<<dmy>>, <<hm2>> - <<fn>>: Ok sir 🙏 e don enter
""",
    "human",
)

F.reg(
    "booksy_paystack_webhook_node_env",
    ("booking-bridge/.env", "srv/<<org>>-webhooks/.env.production"),
    """# Booksy -> Paystack bridge for <<Org>> (Lekki + Yaba branches)
NODE_ENV=production
PORT=8085
BOOKSY_BUSINESS_ID=<<id>>
PAYSTACK_PUBLIC_KEY=pk_live_<<uuid>>
PAYSTACK_SECRET_KEY=<<cred>>
PAYSTACK_CALLBACK_URL=https://book.<<dom>>/paystack/callback
WHATSAPP_NOTIFY=<<phone>>
""",
    "p:paystack",
    "",
)

F.reg(
    "nvr_isapi_curl_basic_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history"),
    """ping -c 3 <<ip>>
curl -s http://<<ip>>/ISAPI/System/deviceInfo
curl -s -H "Authorization: Basic <<enc>>" http://<<ip>>/ISAPI/ContentMgmt/record/tracks
curl -s -H "Authorization: Basic <<enc>>" http://<<ip>>/ISAPI/Streaming/channels/101/picture -o shop_floor.jpg
ls -la
exit
""",
    "human_x",
    "",
    extra=lambda rng, s: {"enc": enc_basic("admin", s["cred"])},
    decode=dec_basic,
)

F.reg(
    "mikrotik_hotspot_users_rsc",
    ("mikrotik/<<org>>-hotspot.rsc", "backup/hap-ac2-<<year>>.rsc"),
    """# <<date>> by RouterOS 7.14.3
# model = RB952Ui-5ac2nD  (<<Org>> waiting area Wi-Fi)
/ip hotspot profile
set [ find default=yes ] html-directory=hotspot login-by=http-chap,mac-cookie
/ip hotspot user
add name=customers password=<<cred>> profile=default comment="clients waiting for fade"
add name=<<fa>> password=<<cred2>> comment="staff phone"
/interface wireless security-profiles
set [ find default=yes ] authentication-types=wpa2-psk mode=dynamic-keys
""",
    "pw_bare",
    "",
    extra=lambda rng, s: {"cred2": s["word"] + s["nn"] + "ng"},
)

F.reg(
    "flutterwave_payment_link_python",
    ("scripts/make_paylink.py", "tools/<<org>>_flw_links.py"),
    '''"""Generate Flutterwave payment links for home-service haircuts."""

import requests

FLW_SECRET = "<<cred>>"
BRANCH = "<<Org>> Ikeja"


def make_link(amount_ngn: int, phone: str, name: str) -> str:
    r = requests.post(
        "https://api.flutterwave.com/v3/payments",
        headers={"Authorization": f"Bearer {FLW_SECRET}"},
        json={
            "tx_ref": f"hs-{phone}",
            "amount": amount_ngn,
            "currency": "NGN",
            "redirect_url": "https://<<dom>>/thanks",
            "customer": {"phonenumber": phone, "name": name},
        },
        timeout=20,
    )
    return r.json()["data"]["link"]


if __name__ == "__main__":
    print(make_link(15000, "<<phone>>", "<<fa>>"))
''',
    "p:flutterwave",
)

F.reg(
    "staff_rota_csv_tablet_logins",
    ("exports/<<org>>_staff_<<year>>.csv", "Desktop/barbers rota.csv"),
    """name,chair,days,booksy_login,tablet_pin_or_password,phone
<<fa>> <<la>>,1,Mon-Sat,<<login>>,<<cred>>,<<phone>>
<<fa2>>,2,Tue-Sun,<<fa2>>.<<org>>,see Oga,<<phone>>
Kelechi,3,Fri-Sun,kelechi.<<org>>,,
""",
    "human",
)

F.reg(
    "instagram_dm_json_tablet_password",
    (
        "your_instagram_activity/messages/inbox/<<fa>>_<<id>>/message_1.json",
        "instagram-<<org>>/messages/inbox/<<fa>>/message_1.json",
    ),
    lambda s: json_dump(
        {
            "participants": [{"name": f"{s['fa']}"}, {"name": f"{s['org']}.barbers"}],
            "messages": [
                {
                    "sender_name": f"{s['org']}.barbers",
                    "timestamp_ms": int(s["ts"]) * 1000 + 5000,
                    "content": f"The shared tablet login is {s['login']} / {s['cred']} . Delete this after",
                },
                {
                    "sender_name": s["fa"],
                    "timestamp_ms": int(s["ts"]) * 1000,
                    "content": "Bros which password for the tablet wey dey reception?",
                },
            ],
            "title": s["fa"],
            "is_still_participant": True,
            "thread_path": f"inbox/{s['fa']}_{s['id']}",
        }
    ),
    "human",
)

F.reg(
    "sms_backup_xml_reply_only_value",
    ("SMSBackupRestore/sms-<<date>>.xml", "backup/sms-<<year>>-<<fa>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<uuid>>" backup_date="<<ts>>000" type="full">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" body="Abeg send me the wifi password for the shop" read="1" status="-1" locked="0" readable_date="<<dmy>> <<hm>>" contact_name="<<fa>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>500" type="2" body="<<cred>>" read="1" status="-1" locked="0" readable_date="<<dmy>> <<hm2>>" contact_name="<<fa>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>900" type="1" body="Tanx boss" read="1" status="-1" locked="0" readable_date="<<dmy>> <<hm2>>" contact_name="<<fa>>" />
</smses>
""",
    "human_x",
)
