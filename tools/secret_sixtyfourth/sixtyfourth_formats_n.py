# ruff: noqa: E501
"""Family n: a cash-and-carry wholesaler (kantin) at Kurmi market in Kano (Nigeria), Hausa,
with Yoruba and Igbo staff and suppliers."""

from __future__ import annotations

import base64
import re

from sixtyfourth_spec import Fam, enc_b64

F = Fam(
    "kasuwa_kantin_kurmi",
    ("kantinbarka", "alherisupplies", "nasarawholesale", "kurmitrading"),
    "com.ng",
    ("Musa", "Aisha", "Abubakar", "Hauwa", "Sani", "Zainab", "Ibrahim", "Fatima"),
    ("Bello", "Abdullahi", "Danjuma", "Sule", "Yusuf", "Garba"),
    (
        "kasuwa",
        "kantin",
        "kurmi",
        "kano",
        "gidan",
        "alheri",
        "nasara",
        "albarka",
        "zaki",
        "sallah",
        "arewa",
        "dawanau",
    ),
    ("Zaki", "Bingo", "Tiger", "Lucky", "Damisa", "Bobby"),
    "234",
    ("080########", "070########", "081########"),
    "Kano",
)

F.reg(
    "kasuwa_paystack_secret_key_laravel_env",
    ("orders-portal/.env", "var/www/<<org>>/.env"),
    """APP_NAME="<<orgt>> Wholesale"
APP_ENV=production
APP_URL=https://order.<<dom>>
DB_CONNECTION=mysql
DB_DATABASE=kantin
DB_USERNAME=kantin
PAYSTACK_PUBLIC_KEY=pk_live_<<hex8>><<hex8>><<hex8>><<hex8>><<hex8>>
PAYSTACK_SECRET_KEY=<<cred>>
PAYSTACK_PAYMENT_URL=https://api.paystack.co
MERCHANT_EMAIL=<<mail>>
""",
    "p:paystack",
    syntax="",
)

F.reg(
    "kasuwa_whatsapp_hausa_kalmar_sirri_jumia",
    ("WhatsApp/WhatsApp Chat with <<first2>>.txt", "Download/WhatsApp Chat - Kantin <<n>>.txt"),
    """<<dsl>>, <<t>> - Messages and calls are end-to-end encrypted.
<<dsl>>, <<t>> - <<first2>>: Alhaji, Jumia vendor center ya fitar da ni, menene kalmar sirri?
<<dsl>>, <<t>> - <<first>> <<last>>: Imel: <<mail>>
<<dsl>>, <<t2>> - <<first>> <<last>>: Kalmar sirri: <<cred>>
<<dsl>>, <<t2>> - <<first2>>: Na gode, na shiga. Kwalin taliya 40 sun tafi yau
""",
    "human",
)

F.reg(
    "kasuwa_flutterwave_transfers_node_secret",
    ("supplier-payouts/pay.js", "Documents/flutterwave/payout_<<n>>.js"),
    """// Biyan masu kawo kaya (suppliers) ta Flutterwave
const Flutterwave = require('flutterwave-node-v3');

const flw = new Flutterwave('FLWPUBK-<<hex8>><<hex8>><<hex8>><<hex8>>-X', '<<cred>>');

async function payout(bank, account, amount, name) {
  return flw.Transfer.initiate({
    account_bank: bank,
    account_number: account,
    amount,
    currency: 'NGN',
    narration: `Kurmi supply - ${name}`,
    reference: `KRM-${Date.now()}`,
  });
}

module.exports = { payout };
""",
    "p:flutterwave",
    syntax="",
)

F.reg(
    "kasuwa_yoruba_email_oro_igbaniwole_olupese",
    ("Mail/Inbox/olupese_<<n>>.eml", "Outlook/Inbox/distributor_portal_<<d>>.eml"),
    """From: <<orgt>> Distributors Lagos <portal@distri-<<org>>.com.ng>
To: <<mail>>
Subject: Àkọọ́lẹ̀ rẹ lórí ojú-òpó wa ti ṣetán
Date: <<dmy>> <<t>>
Content-Type: text/plain; charset=UTF-8

Ẹ n lẹ́ o,

A ti ṣí àkọọ́lẹ̀ fún ilé-ìtajà yín ní Kano lórí ojú-òpó àṣẹ ọjà wa.
Orúkọ olùmúlò: <<uname>>
Ọ̀rọ̀ ìgbaniwọlé: <<cred>>

Ẹ jọ̀wọ́, ẹ yí ọ̀rọ̀ ìgbaniwọlé padà lẹ́yìn tí ẹ bá wọlé fún ìgbà àkọ́kọ́.

Ẹ ṣé,
Ẹ̀ka ìtọ́jú oníbàárà
""",
    "pw",
    syntax="",
)

F.reg(
    "kasuwa_inventory_compose_database_url_userinfo",
    ("stock-app/docker-compose.yml", "server-<<org>>/docker-compose.yml"),
    """services:
  stock:
    image: ghcr.io/<<org>>/stock-app:latest
    restart: unless-stopped
    ports:
      - "8000:8000"
    environment:
      DATABASE_URL: "postgres://kantin:<<cred>>@db:5432/kantin"
      SHOP_NAME: "<<orgt>>"
    depends_on: [db]
  db:
    image: postgres:16
    restart: unless-stopped
    environment:
      POSTGRES_USER: kantin
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - pg:/var/lib/postgresql/data
volumes:
  pg: {}
""",
    "pw_url",
)

F.reg(
    "kasuwa_igbo_sms_export_okwuntughe",
    ("Documents/SMS_<<d>>.txt", "Download/sms_export_<<n>>.txt"),
    """From: <<mob2>> (<<first2>> - Onitsha supplier)
Date: <<dsl>> <<t>>
Nnọọ! Akaụntụ gị na ebe anyị na-ere ngwa ahịa dị njikere. Aha njirimara: <<uname>> Okwuntughe: <<cred>> Biko gbanwee ya ozugbo.

From: <<mob2>> (<<first2>> - Onitsha supplier)
Date: <<dsl>> <<t2>>
Ụgbọala ga-abịa Kano n'ụbọchị Tọzdee.
""",
    "pw",
    syntax="",
)

F.reg(
    "kasuwa_store_whiteboard_photo_ocr_hausa",
    ("Pictures/Lens/allo_store_<<n>>.txt", "DCIM/Text/IMG_<<y>><<mo>><<dd>>_<<num>>.txt"),
    """KAYAN DA SUKA ZO YAU
Taliya - 120 kwali
Sukari - 60 buhu
Man gyada - 35 jarka
-----------------------
WIFI STORE
<<orgt>>_STORE
<<cred>>
Janareta: mai a ranar Juma'a
""",
    "human",
    syntax="",
)


def _k8s(rng, s):
    s["pw_b64"] = enc_b64(s["cred"])
    s["user_b64"] = enc_b64("kantin")


def _dec_k8s(text):
    m = re.search(r"DB_PASSWORD: (\S+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode()


F.reg(
    "kasuwa_b2b_shop_k8s_secret_data_base64",
    ("deploy/k8s/secret.yaml", "infra/<<org>>/db-secret_<<n>>.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: kantin-db
  namespace: <<org>>
type: Opaque
data:
  DB_USER: <<user_b64>>
  DB_PASSWORD: <<pw_b64>>
""",
    "pw",
    extra=_k8s,
    decode=_dec_k8s,
)
