# ruff: noqa: E501
"""Family h: truck-art painters and jingle-chain makers in Karachi (Pakistan)."""

import json

from fortysecond_spec import family

F = family(
    "truckart_jingle_karachi",
    ("jinglegaddi",),
    "pk",
    ("Imran", "Ayesha", "Bilal", "Sana", "Haider", "Nadia", "Faisal"),
    ("Qureshi", "Baloch", "Khan", "Siddiqui", "Memon", "Awan"),
    ("chamak", "phool", "mor", "jingle", "bedford", "patti", "rangeela", "nakash", "sitara"),
    ("garmi", "sardi", "barsaat", "bahar"),
    "92",
)

F.reg(
    "truckart_roman_urdu_whatsapp_password",
    ("WhatsApp Chat with <<first>> Bhai.txt", "chats/karkhana_<<fa>>_<<year>>.txt"),
    """<<dsl>>, <<time>> - <<first>> <<last>>: Bhai Daraz seller account ka password bhej do, naye designs upload karne hain
<<dsl>>, <<time>> - <<first2>>: email <<email>>
<<dsl>>, <<time>> - <<first2>>: password <<cred>>
<<dsl>>, <<time>> - <<first>> <<last>>: shukriya bhai 🙏
""",
    "human",
)

F.reg(
    "truckart_jazzcash_integrity_salt_php",
    ("<<org>>/checkout/jazzcash.php", "var/www/<<fa>>-store/config/jazzcash_<<n>>.php"),
    """<?php
return [
    'merchant_id' => 'MC<<n6>>',
    'password' => '<<pw>>',
    'integrity_salt' => '<<cred>>',
    'return_url' => 'https://<<dom>>/jazzcash/return',
    'api_url' => 'https://payments.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/',
];
""",
    "alnum:10",
    extra=lambda rng, s: s.update(pw=F.draw(rng, "alnum:10", s)),
    syntax="",
)

F.reg(
    "truckart_easypaisa_hashkey_java",
    (
        "src/main/java/pk/<<org>>/pay/Easypaisa.java",
        "<<fa>>-pos/src/pk/karkhana/EasypaisaConfig.java",
    ),
    """package pk.jinglegaddi.pay;

public class Easypaisa {
    static final String STORE_ID = "<<n6>>";
    static final String HASH_KEY = "<<cred>>";
    static final String POST_URL = "https://easypay.easypaisa.com.pk/easypay/Index.jsf";
}
""",
    "alnum:16",
    syntax="",
)

F.reg(
    "truckart_paint_shop_tally_odbc_ini",
    ("etc/odbc.ini", "C:/Tally/<<fa>>/odbc<<n>>.ini"),
    """[ODBC Data Sources]
TallyKarkhana=MySQL ODBC 8.0 Unicode Driver

[TallyKarkhana]
Driver=/usr/lib/x86_64-linux-gnu/odbc/libmyodbc8w.so
Server=<<ip>>
Database=rang_stock
UID=tally_<<n3>>
PWD=<<cred>>
""",
    "pw",
)

F.reg(
    "truckart_urdu_script_sms_password",
    ("sms/<<date>>_<<n4>>.txt", "Messages/<<fa>>.txt"),
    """From: <<phone>>
<<dsl>> <<time>>
السلام علیکم <<first>> بھائی، دکان کے کمپیوٹر کا پاس ورڈ: <<cred>> ہے۔ کسی کو مت بتانا
""",
    "human",
)

F.reg(
    "truckart_workshop_dvr_login_http_dump",
    ("captures/dvr_login_<<n4>>.txt", "Desktop/<<fa>>/burp_<<date>>.txt"),
    """POST /cgi-bin/login.cgi HTTP/1.1
Host: <<ip>>
User-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64)
Content-Type: application/x-www-form-urlencoded
Content-Length: 52
Cookie: lang=en

username=admin&password=<<cred>>&remember=1

HTTP/1.1 302 Found
Location: /live.html
""",
    "pw_alnum",
)

F.reg(
    "truckart_tcs_courier_postman_environment",
    (
        "Postman/TCS <<org>>.postman_environment.json",
        "Users/<<fa>>/Documents/tcs_<<year>>.postman_environment.json",
    ),
    lambda s: json.dumps(
        {
            "id": s["uid"],
            "name": "TCS courier prod",
            "values": [
                {
                    "key": "base_url",
                    "value": "https://api.tcscourier.com/production",
                    "enabled": True,
                },
                {"key": "account_no", "value": f"{s['n6']}", "enabled": True},
                {"key": "client_id", "value": s["cred"], "type": "secret", "enabled": True},
            ],
            "_postman_variable_scope": "environment",
        },
        indent=2,
    ),
    "uuid",
)

F.reg(
    "truckart_gallery_htpasswd_ansible_vars",
    ("ansible/group_vars/<<org>>_web.yml", "infra<<n>>/host_vars/gallery.yml"),
    """nginx_sites:
  - name: gallery
    server_name: gallery.<<dom>>
htpasswd_users:
  - name: <<user>>
    password: '<<cred>>'
""",
    "pw_sq",
)
