# ruff: noqa: E501
"""Family l: ride-hailing motorbike and car drivers (ojek online) and their cooperative in
Greater Jakarta (Indonesia)."""

from __future__ import annotations

import base64
import json
import random

from sixtieth_corpus import rsa_pem
from sixtieth_spec import Fam, b64s, hexs, jdump

FAM = Fam(
    "ojol_mitra_pengemudi",
    orgs=("ojekkilat",),
    tld="co.id",
    people=(
        ("Budi", "budi"),
        ("Agus", "agus"),
        ("Eko", "eko"),
        ("Rizky", "rizky"),
        ("Dewi", "dewi"),
        ("Siti", "siti"),
        ("Wahyu", "wahyu"),
        ("Joko", "joko"),
        ("Fajar", "fajar"),
        ("Putri", "putri"),
    ),
    surnames=(
        ("Santoso", "santoso"),
        ("Saputra", "saputra"),
        ("Wijaya", "wijaya"),
        ("Hidayat", "hidayat"),
        ("Pratama", "pratama"),
        ("Nugroho", "nugroho"),
        ("Setiawan", "setiawan"),
        ("Kurniawan", "kurniawan"),
    ),
    words=(
        "ojek",
        "jakarta",
        "macet",
        "motor",
        "helm",
        "jaket",
        "bensin",
        "rezeki",
        "sukses",
        "barokah",
        "persija",
        "bismillah",
        "nasgor",
        "kopi",
    ),
    pets=("mochi", "kitty", "belang", "oyen", "coco", "bimo", "cimol"),
    cities=("Jakarta Selatan", "Depok", "Bekasi", "Tangerang", "Bogor", "Jakarta Timur"),
    cc="+62",
)

FAM.reg(
    "ojol_whatsapp_kata_sandi_akun_gmail_driver",
    (
        "WhatsApp/Chat WhatsApp dengan <<first>> <<n>>.txt",
        "Download/Chat WhatsApp dengan Komunitas <<n>>.txt",
    ),
    """<<d>>/<<mo>>/<<y>> <<hh>>.<<mi>> - <<first2>> <<last2>>: Bang hp ku hilang di <<city>>, akun driver nyambung ke gmail yang abang bikinin
<<d>>/<<mo>>/<<y>> <<hh>>.<<mi>> - <<first>> <<last>>: emailnya <<fa2>>.<<la2>><<n2>>@gmail.com
<<d>>/<<mo>>/<<y>> <<hh>>.<<mi>> - <<first>> <<last>>: kata sandi <<cred>>
<<d>>/<<mo>>/<<y>> <<hh>>.<<mi>> - <<first>> <<last>>: langsung ganti ya, terus lapor ke mitra center
<<d>>/<<mo>>/<<y>> <<hh>>.<<mi>> - <<first2>> <<last2>>: siap bang makasih 🙏
""",
    "human",
    syntax="",
)


def _docker_extra(rng: random.Random, s: dict) -> dict:
    return {"auth": b64s(f"koperasi:{s['cred']}")}


def _docker_decode(text: str) -> str:
    auth = next(iter(json.loads(text)["auths"].values()))["auth"]
    return base64.b64decode(auth).decode().split(":", 1)[1]


FAM.reg(
    "ojol_koperasi_app_docker_config_json_auth",
    ("home/deploy/.docker/config.json", "server-<<n>>/root/.docker/config.json"),
    lambda s: jdump(
        {
            "auths": {f"registry.{s['dom']}": {"auth": s["auth"]}},
            "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
        }
    ),
    "pw_alnum",
    extra=_docker_extra,
    decode=_docker_decode,
)

FAM.reg(
    "ojol_iuran_koperasi_laravel_env_midtrans",
    ("koperasi-<<n>>/.env", "apps/iuran_<<n>>/.env"),
    """APP_NAME="Koperasi Pengemudi <<orgc>>"
APP_ENV=production
APP_URL=https://iuran.<<dom>>
DB_CONNECTION=mysql
DB_DATABASE=koperasi
DB_USERNAME=koperasi
DB_PASSWORD=
MIDTRANS_SERVER_KEY=<<cred>>
MIDTRANS_CLIENT_KEY=Mid-client-<<ckey>>
MIDTRANS_IS_PRODUCTION=true
""",
    "p:midtrans",
    syntax="",
    extra=lambda rng, s: {
        "ckey": "".join(
            rng.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
            for _ in range(16)
        )
    },
)

FAM.reg(
    "ojol_pencairan_saldo_xendit_node",
    ("payout/cair_<<n>>.js", "scripts/disbursement_<<n>>.js"),
    """// pencairan saldo mitra tiap Jumat
const XENDIT_KEY = process.env.XENDIT_KEY || "<<cred>>";
const auth = Buffer.from(XENDIT_KEY + ":").toString("base64");

async function cair(mitra) {
  const res = await fetch("https://api.xendit.co/disbursements", {
    method: "POST",
    headers: { Authorization: `Basic ${auth}`, "Content-Type": "application/json", "Idempotency-Key": mitra.id },
    body: JSON.stringify({ external_id: mitra.id, bank_code: mitra.bank, account_holder_name: mitra.nama, account_number: mitra.rek, amount: mitra.saldo }),
  });
  return res.json();
}
module.exports = { cair };
""",
    "p:xendit",
    syntax="",
)

FAM.reg(
    "ojol_daftar_akun_driver_csv_kata_sandi",
    ("koperasi/akun_driver_<<n>>.csv", "Dokumen/Daftar akun <<y>> <<n>>.csv"),
    """no,nama,no_hp,plat,email_akun,kata_sandi,status
1,<<first2>> <<last2>>,<<phone2>>,B <<n4>> <<pl>>,<<fa2>>.<<la2>>@gmail.com,<<cred>>,aktif
2,<<first>> <<last>>,<<phone>>,B <<n2>>1 KJT,,,suspend
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"pl": "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3))},
)

FAM.reg(
    "ojol_telegram_salin_teks_password_emoney",
    ("Telegram/salinan_<<n>>.txt", "Catatan/chat_telegram_<<first>>_<<n>>.txt"),
    """[<<dmy>> <<hh>>.<<mi>>] <<first2>> <<last2>>: bro akun e-money buat top up saldo pelanggan masih yang lama?
[<<dmy>> <<hh>>.<<mi>>] <<first>> <<last>>: masih, <<phone>>
[<<dmy>> <<hh>>.<<mi>>] <<first>> <<last>>: password <<cred>>
[<<dmy>> <<hh>>.<<mi>>] <<first2>> <<last2>>: oke siap
""",
    "human",
    syntax="",
)

FAM.reg(
    "ojol_modded_app_strings_xml_google_maps_key",
    (
        "apktool/driver_helper_<<n>>/res/values/strings.xml",
        "decompiled/app_<<n>>/res/values/strings.xml",
    ),
    """<?xml version="1.0" encoding="utf-8"?>
<resources>
    <string name="app_name">Driver Helper <<orgc>></string>
    <string name="google_maps_key" translatable="false"><<cred>></string>
    <string name="label_orderan">Orderan masuk</string>
    <string name="label_zona">Zona ramai: <<city>></string>
</resources>
""",
    "p:google",
)


def _sa_extra(rng: random.Random, s: dict) -> dict:
    key = rsa_pem(rng, 1024, pkcs8=True) + "\n"
    return {"key": key, "needle": json.dumps(key)[1:-1], "kid": hexs(rng, 40)}


FAM.reg(
    "ojol_firebase_service_account_json_notif",
    ("server/firebase-adminsdk-<<n>>.json", "notif_<<n>>/serviceAccountKey.json"),
    lambda s: jdump(
        {
            "type": "service_account",
            "project_id": f"{s['org']}-driver-{s['n']}",
            "private_key_id": s["kid"],
            "private_key": s["key"],
            "client_email": f"firebase-adminsdk-{s['n4']}@{s['org']}-driver-{s['n']}.iam.gserviceaccount.com",
            "client_id": str(10**20 + s["n"]),
            "token_uri": "https://oauth2.googleapis.com/token",
            "universe_domain": "googleapis.com",
            "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
        }
    ),
    "pw_alnum",
    extra=_sa_extra,
)
