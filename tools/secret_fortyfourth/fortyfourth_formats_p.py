# ruff: noqa: E501
"""Family p: adire (indigo resist-dyed cloth) dyers of Itoku, Abeokuta, Nigeria."""

from __future__ import annotations

import json

from fortyfourth_spec import Fam, mail

F = Fam(
    "adire_indigo_abeokuta",
    "adire",
    ("itokuadire", "olumoadire", "elekoindigo", "kampalaabk", "aro"),
    "com.ng",
    ("adebola", "folake", "tunde", "yetunde", "segun", "bisola", "kunle", "omolara"),
    ("adeyemi", "ogunleye", "oladipo", "akinwale", "balogun", "sanni", "odukoya", "adebayo"),
    ("adire", "eleko", "elu", "olumo", "itoku", "kampala", "egba", "ofi", "aso", "alaro"),
    ("ojo", "harmattan", "ogbele", "odun"),
    ("bingo", "jack", "tiger", "simba", "lucky"),
    "234",
)

F.reg(
    "yoruba_whatsapp_oro_asiri",
    ("chats/WhatsApp Chat with <<fname>>.txt", "backup/<<org>>/WhatsApp Chat - Itoku Adire.txt"),
    """<<date_slash>>, <<time>> - <<fname>>: E kaaro ma, ki ni password Instagram wa? Mo fe post adire tuntun
<<date_slash>>, <<time2>> - Yetunde Sanni: oro asiri re: <<cred>>
<<date_slash>>, <<time2>> - Yetunde Sanni: ma fun enikeni o
<<date_slash>>, <<time2>> - <<fname>>: E se ma 🙏🏾
""",
    "human",
)

F.reg(
    "paystack_laravel_env",
    ("store/.env", "<<org>>-shop/.env"),
    """APP_NAME="<<org_cap>> Adire"
APP_ENV=production
DB_PASSWORD=
PAYSTACK_PUBLIC_KEY=pk_live_<<pk>>
PAYSTACK_SECRET_KEY=<<cred>>
PAYSTACK_PAYMENT_URL=https://api.paystack.co
MERCHANT_EMAIL=<<email>>
""",
    "p:paystack",
    extra=lambda rng, s: {"pk": "".join(rng.choice("0123456789abcdef") for _ in range(40))},
)

F.reg(
    "flutterwave_payout_python",
    ("payouts/dyers.py", "<<org>>/scripts/pay_dyers.py"),
    """import requests

FLW_SECRET_KEY = "<<cred>>"


def pay(account: str, bank: str, amount: int, name: str) -> dict:
    r = requests.post(
        "https://api.flutterwave.com/v3/transfers",
        headers={"Authorization": f"Bearer {FLW_SECRET_KEY}"},
        json={"account_bank": bank, "account_number": account, "amount": amount, "currency": "NGN", "narration": f"Adire wages {name}"},
        timeout=30,
    )
    return r.json()
""",
    "p:flutterwave",
)

F.reg(
    "pidgin_sms_reply_only_value",
    ("sms/<<phone2>>.txt", "phone/<<fname>>/sms_<<date>>.txt"),
    """<<fname>> <<phone>>
<<date_slash>> <<time>>
Abeg send me the password for the shop laptop, e don lock

Me
<<date_slash>> <<time2>>
<<cred>>
""",
    "human",
)

F.reg(
    "remita_api_credentials_json",
    ("config/remita.json", "<<org>>/payments/remita.json"),
    lambda s: (
        json.dumps(
            {
                "merchantId": f"{s['nnn']}{s['nnn']}",
                "serviceTypeId": f"4430{s['nnn']}",
                "apiKey": s["cred"],
                "environment": "live",
            },
            indent=2,
        )
        + "\n"
    ),
    "alnum:24",
)

F.reg(
    "nigerian_email_password_cac_portal",
    ("mail/<<user>>/Sent/<<id8>>.eml", "<<org>>/mailbox/<<nnn>>.eml"),
    lambda s: mail(
        s,
        f"secretary@{s['dom']}",
        "CAC portal login for annual returns",
        f"""Dear {s["fname"]},

Please find the login for the CAC company registration portal so you can file the annual returns for the cooperative:

Email: {s["email"]}
Password: {s["cred"]}

The adire sales figures are in the shared folder.

Thank you,
{s["fname"]} {s["lname"]}
""",
    ),
    "human",
)

F.reg(
    "dye_vat_ph_logger_arduino_ino",
    ("firmware/vat_logger/vat_logger.ino", "<<org>>/arduino/ph_logger.ino"),
    """#include <WiFi.h>
#include <HTTPClient.h>

const char* ssid = "<<org_cap>>_Yard";
const char* password = "<<cred>>";
const char* endpoint = "http://<<ip>>:8080/vat";

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) delay(500);
}

void loop() {
  float ph = analogRead(34) * 14.0 / 4095.0;
  HTTPClient http;
  http.begin(endpoint);
  http.POST(String("{\\"ph\\":") + ph + "}");
  http.end();
  delay(60000);
}
""",
    "pw_dq",
)

F.reg(
    "shop_server_bash_history_mysql",
    ("home/<<user>>/.bash_history", "backup/<<org>>/root/.bash_history"),
    """cd /var/www/adire
ls -la
mysql -u adire_app -p'<<cred>>' adire_shop -e "SELECT COUNT(*) FROM orders;"
mysqldump -u adire_app -p'<<cred>>' adire_shop > /root/adire_<<date>>.sql
exit
""",
    "pw_sq",
)
