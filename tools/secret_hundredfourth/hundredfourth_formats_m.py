# ruff: noqa: E501
"""Family m: a cosmetics retailer's franchise network in Bandung, Indonesia (Indonesian): head
office and outlets on Moka POS, Midtrans and Xendit, RajaOngkir, Dahua cameras, Tokopedia and
Shopee seller accounts, BPOM cosmetic notification portal."""

from __future__ import annotations

from hundredfourth_spec import Fam, sms_xml, wa, xlsx_shared

FAM = Fam(
    name="tokokos_bandung_cosmetics_franchise",
    orgs=("cantikmart", "melatibeauty", "tokoayu", "pelangikosmetik"),
    tld="co.id",
    first=(
        ("Siti", "siti"),
        ("Budi", "budi"),
        ("Dewi", "dewi"),
        ("Agus", "agus"),
        ("Rina", "rina"),
        ("Putri", "putri"),
        ("Andi", "andi"),
        ("Wulan", "wulan"),
        ("Yusuf", "yusuf"),
        ("Ayu", "ayu"),
    ),
    last=(
        ("Santoso", "santoso"),
        ("Wijaya", "wijaya"),
        ("Lestari", "lestari"),
        ("Hidayat", "hidayat"),
        ("Saputra", "saputra"),
        ("Kusuma", "kusuma"),
        ("Nugroho", "nugroho"),
    ),
    words=(
        "cantik",
        "bunga",
        "melati",
        "mawar",
        "jakarta",
        "bandung",
        "surabaya",
        "garuda",
        "merdeka",
        "sayang",
        "cinta",
        "bintang",
        "pelangi",
        "rindu",
        "bahagia",
        "semangat",
        "kopi",
        "persib",
    ),
    pets=("mochi", "oyen", "belang", "kitty", "bruno", "item"),
    cc="+62",
    city="Bandung",
)

R = FAM.reg

R(
    "tokokos_whatsapp_kata_sandi_email_outlet",
    ("WhatsApp Chat with <<fn2>>.txt", "Chat WhatsApp dengan <<fn2>> (Pusat).txt"),
    lambda s: s["chat"],
    "human",
    "",
    extra=lambda rng, s: s.update(
        chat=wa(
            rng,
            s,
            [
                (
                    "<<fn>> Outlet <<n>>",
                    "Kak, kata sandi email outlet kami apa ya? Mau login Moka Backoffice buat laporan shift",
                ),
                ("<<fn2>> Pusat", "emailnya outlet<<n>>@<<dom>>"),
                ("<<fn2>> Pusat", "sandinya <<cred>>"),
                ("<<fn>> Outlet <<n>>", "Siap kak, makasih 🙏"),
            ],
        )
    ),
)

R(
    "tokokos_midtrans_server_key_laravel_env",
    (".env", "franchise-portal-<<org>>/.env"),
    """APP_NAME="<<orgc>> Franchise Portal"
APP_ENV=production
APP_URL=https://mitra.<<dom>>

# Midtrans Snap — pembayaran royalti & pesanan stok mitra
MIDTRANS_SERVER_KEY=<<cred>>
MIDTRANS_CLIENT_KEY=Mid-client-<<ck>>
MIDTRANS_IS_PRODUCTION=true
""",
    "p:midtrans",
    "",
    extra=lambda rng, s: s.update(ck=__import__("hundredfourth_corpus").alnum(rng, 16)),
)

R(
    "tokokos_xendit_secret_key_node_invoice",
    ("src/payments/xendit.js", "services/<<org>>-billing/xendit.js"),
    """// Xendit — invoice tagihan bulanan untuk mitra franchise (VA, QRIS, e-wallet)
const { Xendit } = require("xendit-node");

const xendit = new Xendit({
  secretKey: "<<cred>>",
});

async function buatTagihan(mitraId, jumlah) {
  return xendit.Invoice.createInvoice({
    data: { externalId: `royalti-${mitraId}-<<date>>`, amount: jumlah, currency: "IDR", description: "Royalti <<orgc>>" },
  });
}

module.exports = { buatTagihan };
""",
    "p:xendit",
    "",
)

R(
    "tokokos_moka_pos_serah_terima_markdown",
    ("docs/serah_terima_outlet_<<n>>.md", "wiki/outlet/<<org>>_serah_terima_<<date>>.md"),
    """# Serah terima outlet <<n>> — <<fn>> ke <<fn2>>

Tanggal: <<dmy>>

## Moka POS (Backoffice)
- Link: https://backoffice.mokapos.com
- Email: outlet<<n>>@<<dom>>
- Kata sandi: <<cred>>
- PIN kasir masing-masing dibuat sendiri

## Lain-lain
- Stok opname tiap Senin pagi, kirim ke grup "Gudang Pusat"
- Wi-Fi outlet ikut router IndiHome (label di bawah router)
""",
    "human",
    "",
)

R(
    "tokokos_rajaongkir_api_key_php",
    ("app/Libraries/Ongkir.php", "public_html/<<org>>/inc/ongkir.php"),
    """<?php
// RajaOngkir Pro — cek ongkir JNE / J&T / SiCepat untuk pesanan stok mitra
class Ongkir
{
    private $apiKey = '<<cred>>';
    private $baseUrl = 'https://pro.rajaongkir.com/api';

    public function cost($origin, $destination, $weight, $courier = 'jne:jnt:sicepat')
    {
        $ch = curl_init($this->baseUrl . '/cost');
        curl_setopt($ch, CURLOPT_HTTPHEADER, ['key: ' . $this->apiKey, 'content-type: application/x-www-form-urlencoded']);
        curl_setopt($ch, CURLOPT_POSTFIELDS, http_build_query(compact('origin', 'destination', 'weight', 'courier') + ['originType' => 'city', 'destinationType' => 'city']));
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
        return json_decode(curl_exec($ch), true);
    }
}
""",
    "p:rajaongkir",
    "",
)

R(
    "tokokos_outlet_dahua_rtsp_ffmpeg_history",
    ("home/<<fa>>/.bash_history", "nvr-pusat/.bash_history"),
    """ls /mnt/rekaman
ffmpeg -rtsp_transport tcp -i "rtsp://admin:<<cred>>@<<lan>>:554/cam/realmonitor?channel=1&subtype=0" -t 00:10:00 -c copy /mnt/rekaman/outlet<<n>>_kasir.mp4
df -h
exit
""",
    "pw_url",
    "",
)

R(
    "tokokos_sms_backup_xml_bpom_notifkos",
    ("SMSBackupRestore/sms-<<date>>.xml", "hp_backup/sms_<<fa2>>_<<nn>>.xml"),
    lambda s: s["xml"],
    "human",
    "xml",
    extra=lambda rng, s: s.update(
        xml=sms_xml(
            rng,
            s,
            [
                (1, "Bu, akun notifkos BPOM sandinya apa? Mau perpanjang notifikasi lip cream"),
                (2, "user <<login>> sandi <<cred>> jangan disebar ya"),
                (1, "Oke bu terima kasih"),
            ],
        )
    ),
)

R(
    "tokokos_mitra_marketplace_xlsx_sharedstrings",
    ("akun_mitra.xlsx/xl/sharedStrings.xml", "mitra/<<org>>_akun_<<n>>/xl/sharedStrings.xml"),
    lambda s: xlsx_shared(
        [
            "Outlet",
            "Platform",
            "Email / Username",
            "Kata sandi",
            f"Outlet {s['n']} {s['city']}",
            "Tokopedia Seller",
            str(s["email"]),
            str(s["cred"]),
            f"Outlet {s['n']} {s['city']}",
            "Shopee Seller",
            str(s["email2"]),
            "(minta ke pusat)",
        ]
    ),
    "human_x",
    "xml",
)
