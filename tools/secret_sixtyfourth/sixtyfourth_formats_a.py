# ruff: noqa: E501
"""Family a: a sari-sari store with an e-load counter in Quezon City (Philippines), Tagalog and
Taglish."""

from __future__ import annotations

from sixtyfourth_spec import Fam, dec_basic, enc_b64

F = Fam(
    "sarisari_tindahan_eload",
    ("tindahanniaida", "eloadbayanihan", "sarisarinilola", "tindahanmaligaya"),
    "ph",
    ("Maricel", "Junjun", "Rowena", "Arnel", "Lorna", "Jerome", "Aida", "Ramil"),
    ("Dela Cruz", "Santos", "Reyes", "Bautista", "Villanueva", "Manalo"),
    (
        "tindahan",
        "suki",
        "pandesal",
        "mahal",
        "sampaguita",
        "bayanihan",
        "maligaya",
        "kabayan",
        "pasalubong",
        "tsinelas",
        "kalamansi",
        "bahaykubo",
    ),
    ("Bantay", "Choco", "Whitey", "Brownie", "Princess", "Tagpi"),
    "63",
    ("0917#######", "0928#######", "0995#######", "0908#######"),
    "Quezon City",
    last_a=("delacruz", "santos", "reyes", "bautista", "villanueva", "manalo"),
)

F.reg(
    "sarisari_loadcentral_sms_backup_xml_temporary_password",
    (
        "Download/SMSBackupRestore/sms-<<y>><<mo>><<dd>>.xml",
        "Internal storage/SMSBackup/sms-<<d>>-<<n>>.xml",
    ),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<uuid>>" backup_date="<<epoch>>000" type="full">
  <sms protocol="0" address="<<mob2>>" date="<<epoch>>000" type="1" subject="null" body="Ate Aida, 50 pesos load sa Globe ko po, salamat! Bukas ko bayaran." toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" readable_date="<<dsl>> <<t>>" contact_name="Suki <<first2>>" />
  <sms protocol="0" address="LOADRETAILR" date="<<epoch>>500" type="1" subject="null" body="Retailer <<mob>>: Ang iyong temporary password sa retailer portal ay <<cred>> . Palitan agad pagka-login. Huwag ibigay kahit kanino." toa="null" sc_toa="null" service_center="+639170000130" read="1" status="-1" locked="0" readable_date="<<dsl>> <<t2>>" contact_name="(Unknown)" />
  <sms protocol="0" address="<<mob2>>" date="<<epoch>>900" type="2" subject="null" body="Sige po, na-load na. 52 na lahat." toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" readable_date="<<dsl>> <<t2>>" contact_name="Suki <<first2>>" />
</smses>
""",
    "pw_xml",
)

F.reg(
    "sarisari_paymongo_qrph_order_page_dotenv",
    ("tindahan-order-page/.env", "Documents/<<org>>-orders/.env.production"),
    """# order page ng tindahan (pinagawa kay <<first2>>, pamangkin)
APP_URL=https://order.<<dom>>
PAYMONGO_PUBLIC_KEY=pk_live_<<hex8>><<hex8>>
PAYMONGO_SECRET_KEY=<<cred>>
PAYMONGO_WEBHOOK_PATH=/api/paymongo/webhook
QRPH_MERCHANT_NAME="<<orgt>> Sari-Sari Store"
NOTIFY_NUMBER=<<mob>>
""",
    "p:paymongo",
)

F.reg(
    "sarisari_messenger_gc_wifi_is_mobile_number",
    ("Messenger/export/pamilya_tindahan_<<d>>.txt", "Downloads/chat_pamilya_<<n>>.txt"),
    """[<<dsl>>, <<t>>] <<first2>>: Ate, ano ulit password ng wifi sa tindahan? Bagong phone ko eh
[<<dsl>>, <<t>>] <<first>> <<last>>: Yung dati pa rin, number ko
[<<dsl>>, <<t2>>] <<first2>>: alin dun, globe o smart?
[<<dsl>>, <<t2>>] <<first>> <<last>>: <<cred>>
[<<dsl>>, <<t2>>] <<first2>>: ok na po, connected na. Salamat!
[<<dsl>>, <<t2>>] <<first>> <<last>>: Wag mo ipamigay sa mga nakatambay sa harap ha
""",
    "mobile",
)

F.reg(
    "sarisari_listahan_utang_notebook_ocr_shopee_login",
    ("Pictures/Scans/listahan_<<mo>><<dd>>_ocr.txt", "Google Drive/Scans/utang_<<n>>.txt"),
    """LISTAHAN NG UTANG  -  <<orgt>>
<<dsl>>
Aling Nena      2 kape, 1 sardinas        58
Mang Tonyo      yosi 3, Red Horse 1       115
<<first2>>         ice candy x4             20
---------------------------------------------
SHOPEE SELLER (online tinda ng tsinelas)
user: <<uname>>_tindahan
pw: <<cred>>
--------------------------------------------
bayad na si Mang Tonyo 100, kulang 15
""",
    "human",
)

F.reg(
    "sarisari_stock_app_android_backup_json",
    ("Android/data/ph.tindahan.stock/files/backup_<<d>>.json", "Download/stock-backup-<<n>>.json"),
    """{
  "app": "TindahanStock",
  "version": "3.<<n>>.1",
  "exported_at": "<<ts>>",
  "store": {"name": "<<orgt>> Sari-Sari", "city": "<<city>>", "owner": "<<first>> <<last>>"},
  "cloud_sync": {
    "enabled": true,
    "server": "https://sync.<<dom>>/api/v2",
    "account": "<<mail>>",
    "password": "<<cred>>",
    "last_sync": "<<ts>>"
  },
  "low_stock_alert": 5,
  "items": [
    {"sku": "4800016644290", "name": "Lucky Me Pancit Canton", "qty": 48, "price": 16},
    {"sku": "4800361002410", "name": "Bear Brand 33g", "qty": 22, "price": 12}
  ]
}
""",
    "pw_json",
)

F.reg(
    "sarisari_shopee_open_api_orders_python",
    ("Desktop/tindahan_scripts/kuha_orders.py", "Documents/shopee/fetch_orders_<<n>>.py"),
    '''"""Kuhanin ang mga bagong order sa Shopee tuwing umaga (ginawa ni <<first2>>)."""

import hashlib
import hmac
import time

import requests

PARTNER_ID = <<num>><<n>>
PARTNER_KEY = "<<cred>>"
SHOP_ID = <<num>><<num>>
HOST = "https://partner.shopeemobile.com"


def sign(path: str, ts: int, access_token: str) -> str:
    base = f"{PARTNER_ID}{path}{ts}{access_token}{SHOP_ID}"
    return hmac.new(PARTNER_KEY.encode(), base.encode(), hashlib.sha256).hexdigest()


def orders(access_token: str) -> dict:
    path = "/api/v2/order/get_order_list"
    ts = int(time.time())
    params = {
        "partner_id": PARTNER_ID,
        "timestamp": ts,
        "access_token": access_token,
        "shop_id": SHOP_ID,
        "sign": sign(path, ts, access_token),
        "time_range_field": "create_time",
    }
    return requests.get(HOST + path, params=params, timeout=30).json()
''',
    "p:shopee",
)

F.reg(
    "sarisari_cctv_dvr_taglish_notes_txt",
    ("Desktop/CCTV - wag burahin.txt", "Documents/tindahan/cctv_<<n>>.txt"),
    """CCTV sa tindahan (4 camera) - kinabit ni Kuya <<first2>> <<dsl>>
DVR: Hikvision DS-7104HGHI, nasa ilalim ng kaha
IP sa loob: http://<<lan>>
Hik-Connect app: <<mail>>
admin password: <<cred>>
- pag nag-brownout, hintayin 2 mins bago buksan ulit
- Cam 3 (likod) malabo pag umuulan
""",
    "pw",
)


def _basic(rng, s):
    s["b64"] = enc_b64(f"{s['mob']}:{s['cred']}")


F.reg(
    "sarisari_eload_distributor_curl_basic_base64",
    ("home/<<fa>>/.bash_history", "Desktop/eload/check_balance_<<n>>.sh"),
    """ls
cd eload
curl -s https://api.<<dom>>/v1/retailer/balance -H "Authorization: Basic <<b64>>"
curl -s https://api.<<dom>>/v1/retailer/topups?date=<<d>> -H "Authorization: Basic <<b64>>" | jq .
python3 report.py > report_<<d>>.csv
exit
""",
    "pw_bare",
    syntax="",
    extra=_basic,
    decode=dec_basic,
)
