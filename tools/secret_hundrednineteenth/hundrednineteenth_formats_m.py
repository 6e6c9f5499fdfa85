# ruff: noqa: E501
"""Family m: a sambal and sauce maker selling online from Surabaya, Indonesia; Indonesian,
Javanese."""

from __future__ import annotations

import base64

from hundrednineteenth_spec import Fam, after, dec_b64, prov

FAM = Fam(
    name="sambal_sauce_maker_surabaya",
    orgs=("pedasnyonya",),
    tld="co.id",
    first=(
        ("Siti", "siti"),
        ("Budi", "budi"),
        ("Dewi", "dewi"),
        ("Agus", "agus"),
        ("Rina", "rina"),
        ("Wahyu", "wahyu"),
        ("Sri", "sri"),
    ),
    last=(
        ("Santoso", "santoso"),
        ("Wijaya", "wijaya"),
        ("Hartono", "hartono"),
        ("Kusuma", "kusuma"),
        ("Setiawan", "setiawan"),
        ("Rahayu", "rahayu"),
    ),
    words=(
        "sambal",
        "bawang",
        "terasi",
        "rawit",
        "pedas",
        "surabaya",
        "suroboyo",
        "rujak",
        "lontong",
        "bledek",
        "cabe",
        "matah",
        "ijo",
        "arek",
        "persebaya",
        "nyonya",
    ),
    pets=("mochi", "belang", "oyen", "kucing", "milo", "blacky"),
    cc="+62 8",
    phrases=("cinta sambal", "jancuk", "semangat"),
)


def _k8s(r, s):
    key = prov(r, "xendit")
    return {
        "needle": key,
        "b64key": base64.b64encode(key.encode()).decode(),
        "b64cb": base64.b64encode(s["hex8"].encode()).decode(),
    }


FAM.reg(
    "sambal_checkout_k8s_secret_xendit_data_base64",
    ("k8s/checkout-secret.yaml", "deploy/<<org>>-<<n>>/secret.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: checkout-payments
  namespace: toko
type: Opaque
data:
  XENDIT_SECRET_KEY: <<b64key>>
  XENDIT_CALLBACK_TOKEN_ID: <<b64cb>>
""",
    "pw",
    extra=_k8s,
    decode=after(r"XENDIT_SECRET_KEY: ([A-Za-z0-9+/=]+)", dec_b64),
)

FAM.reg(
    "sambal_whatsapp_indonesian_kata_sandi_shopee_seller",
    (
        "WhatsApp/Chat WhatsApp dengan Admin Toko <<n>>.txt",
        "exports/Chat WhatsApp dengan <<fa2>> <<dmyd>>.txt",
    ),
    """<<d>>/<<mo>>/<<y>> <<hh>>.<<mi>> - <<fn>> <<ln>>: Mbak, Shopee Seller Centre minta login ulang, pesanan sambal bawang numpuk 😭
<<d>>/<<mo>>/<<y>> <<hh>>.<<mi>> - <<fn2>> <<ln2>>: username <<org>>.official
<<d>>/<<mo>>/<<y>> <<hh>>.<<mi>> - <<fn2>> <<ln2>>: kata sandi <<cred>>
<<d>>/<<mo>>/<<y>> <<hh>>.<<mi>> - <<fn>> <<ln>>: wis iso mbak, suwun 🙏
""",
    "human",
)

FAM.reg(
    "sambal_webshop_midtrans_laravel_env",
    ("toko-online/.env", "deploy/<<org>>-<<n3>>/.env"),
    """APP_NAME="Sambal <<orgc>>"
APP_URL=https://<<dom>>
MIDTRANS_MERCHANT_ID=G<<n4>><<n4>>
MIDTRANS_CLIENT_KEY=Mid-client-<<ck>>
MIDTRANS_SERVER_KEY=<<cred>>
MIDTRANS_IS_PRODUCTION=true
""",
    "p:midtrans",
    syntax="",
    extra=lambda r, s: {
        "ck": "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(16)
        )
    },
)

FAM.reg(
    "sambal_shopee_open_platform_order_sync_python",
    ("sync/shopee_pesanan_<<n>>.py", "scripts/shopee_orders.py"),
    '''"""Tarik pesanan Shopee (Open Platform v2) ke Google Sheet gudang."""

import hashlib
import hmac
import time

PARTNER_ID = 2<<n4>><<n3>>
PARTNER_KEY = "<<cred>>"
SHOP_ID = <<n4>><<n4>>


def sign(path: str, access_token: str) -> str:
    ts = int(time.time())
    base = f"{PARTNER_ID}{path}{ts}{access_token}{SHOP_ID}"
    return hmac.new(PARTNER_KEY.encode(), base.encode(), hashlib.sha256).hexdigest()
''',
    "p:shopee",
)

FAM.reg(
    "sambal_rajaongkir_shipping_cost_php",
    ("toko/includes/ongkir.php", "web-<<n>>/app/Ongkir.php"),
    """<?php
// Cek ongkir JNE / J&T / SiCepat dari Surabaya (RajaOngkir Pro)
$curl = curl_init();
curl_setopt_array($curl, [
    CURLOPT_URL => 'https://pro.rajaongkir.com/api/cost',
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_POST => true,
    CURLOPT_POSTFIELDS => 'origin=444&originType=city&destination=' . $tujuan . '&weight=' . $berat . '&courier=jne:jnt:sicepat',
    CURLOPT_HTTPHEADER => ['key: <<cred>>', 'content-type: application/x-www-form-urlencoded'],
]);
$hasil = json_decode(curl_exec($curl), true);
""",
    "hex:32",
    syntax="",
)

FAM.reg(
    "sambal_jurnal_id_accounting_api_yaml",
    ("accounting/jurnal.yml", "config/jurnal_<<n>>.yaml"),
    """jurnal:
  base_url: https://api.jurnal.id/partner/core/api/v1
  company: "CV <<orgc>> Surabaya"
  hmac_username: "<<hex8>><<n4>>"
  hmac_secret: "<<cred>>"
  sync:
    sales_invoice: true
    stock: true
""",
    "alnum:32",
)

FAM.reg(
    "sambal_marketplace_accounts_semicolon_csv",
    ("admin/akun_marketplace_<<y>>.csv", "Drive/Toko/akun_<<n>>.csv"),
    """marketplace;nama toko;email/hp;kata sandi;pic
Tokopedia;<<orgc>> Official;<<email>>;<<pw2>>;<<fn>>
Shopee;<<org>>.official;<<phone>>;<<cred>>;<<fn2>>
TikTok Shop;<<org>>sambal;<<phone2>>;(pakai OTP);<<fn2>>
""",
    "human_x",
    syntax="",
    extra=lambda r, s: {"pw2": FAM.human(r, safe=True)},
)

FAM.reg(
    "sambal_packing_label_pi_wpa_supplicant",
    ("etc/wpa_supplicant/wpa_supplicant.conf", "pi-label-<<n>>/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=ID

network={
    ssid="<<orgc>>_Gudang"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    "pw_dq",
    syntax="",
)
