# ruff: noqa: E501
"""Family p: a meal-prep (catering rantangan) subscription startup in Jakarta, Indonesia;
Indonesian."""

from __future__ import annotations

from seventythird_corpus import jwt
from seventythird_spec import Fam, alnum

F = Fam(
    name="rantang_jakarta_mealprep_subscription",
    orgs=("rantangibu", "sehatkotak", "dapursuper", "bekalkantor"),
    tld="co.id",
    first=(
        ("Budi", "budi"),
        ("Siti", "siti"),
        ("Agus", "agus"),
        ("Dewi", "dewi"),
        ("Rizky", "rizky"),
        ("Putri", "putri"),
        ("Andi", "andi"),
    ),
    last=(
        ("Santoso", "santoso"),
        ("Wijaya", "wijaya"),
        ("Saputra", "saputra"),
        ("Hidayat", "hidayat"),
        ("Kusuma", "kusuma"),
        ("Pratama", "pratama"),
    ),
    words=(
        "rendang",
        "sambal",
        "nasi",
        "tempe",
        "gudeg",
        "soto",
        "bakso",
        "rantang",
        "jakarta",
        "menteng",
        "kemang",
        "persija",
        "garuda",
        "merdeka",
        "cendol",
        "pecel",
        "sate",
        "monas",
        "kangkung",
    ),
    pets=("oyen", "mochi", "belang", "cimol", "bleki", "kiko"),
    cc="+62",
    city="Jakarta",
)

F.reg(
    "rantang_midtrans_subscription_server_key_node",
    ("api/config/midtrans.js", "services/<<org>>-billing/midtrans_<<n>>.js"),
    """// Midtrans Subscription API - langganan rantang mingguan / bulanan
const midtransClient = require('midtrans-client');

module.exports = new midtransClient.CoreApi({
  isProduction: true,
  serverKey: '<<cred>>',
  clientKey: 'Mid-client-<<hex16>>',
});
""",
    "p:midtrans",
    syntax="",
)

F.reg(
    "rantang_xendit_invoice_kantor_python",
    ("billing/xendit_tagihan_<<n3>>.py", "home/<<first_a>>/rantang/invoice_<<date>>.py"),
    '''"""Tagihan bulanan katering kantor via Xendit (VA, QRIS, e-wallet)."""
from xendit import Xendit

x = Xendit(api_key="<<cred>>")


def tagih(perusahaan: str, email: str, total: int):
    return x.Invoice.create(external_id=f"RTG-{perusahaan}", amount=total, payer_email=email, description="Katering makan siang kantor")
''',
    "p:xendit",
)


def _wa_id(s: dict) -> str:
    d = f"{s['d']}/{s['mo']}/{s['yy']} {s['time']}"
    return (
        f"{d} - {s['first']}: Kak, akun GoBiz di HP dapur ke-logout, kata sandinya apa ya?\n"
        f"{d} - {s['first2']}: email {s['email']}\n"
        f"{d} - {s['first2']}: kata sandi {s['cred']}\n"
        f"{d} - {s['first2']}: jangan lupa stok rendang buat paket Jumat 🙏\n"
        f"{d} - {s['first']}: siap kak, udah bisa 👍\n"
    )


F.reg(
    "rantang_indonesian_whatsapp_kata_sandi_gobiz",
    (
        "WhatsApp Chat dengan Tim Dapur <<n>>.txt",
        "Download/WhatsApp Chat dengan <<first2_a>> <<date>>.txt",
    ),
    _wa_id,
    "human",
    syntax="",
)

F.reg(
    "rantang_lalamove_delivery_api_env",
    ("delivery-worker/.env", "apps/<<org>>/lalamove_<<n>>.env"),
    """# Lalamove - kirim rantang ke kantor pelanggan (slot 10:30-11:30)
LALAMOVE_MARKET=ID
LALAMOVE_API_KEY=pk_prod_<<hex32>>
LALAMOVE_API_SECRET=<<cred>>
PICKUP_LAT=-6.2<<n4>>
PICKUP_LNG=106.8<<n4>>
""",
    lambda rng, f: "sk_prod_" + alnum(rng, 64),
    syntax="",
)

F.reg(
    "rantang_grabfood_partner_menu_sync_yaml",
    ("config/grabfood.yml", "ops/<<org>>/grab_<<n3>>.yaml"),
    """grabfood:
  merchant_id: 1-C<<n6>>ZZ<<n4>>
  partner_client_id: <<hex32>>
  partner_client_secret: "<<cred>>"
  menu_sync_cron: "0 5 * * *"
gofood:
  enabled: true
  outlet_id: <<uuid>>
""",
    "p:grab_secret",
)

F.reg(
    "rantang_supabase_service_role_nextjs_env_local",
    ("web/.env.local", "apps/<<org>>-app/.env.local"),
    """NEXT_PUBLIC_SUPABASE_URL=https://<<hex16>>.supabase.co
SUPABASE_SERVICE_ROLE_KEY=<<cred>>
NEXT_PUBLIC_SITE_URL=https://<<dom>>
""",
    lambda rng, f: jwt(
        rng,
        {
            "iss": "supabase",
            "ref": alnum(rng, 20).lower(),
            "role": "service_role",
            "iat": 1735000000 + rng.randint(0, 9_000_000),
            "exp": 2050000000,
        },
    ),
    syntax="",
)


def _spreadsheetml(s: dict) -> str:
    rows = [
        ("Layanan", "Email", "Kata sandi"),
        ("Mekari Jurnal", s["email"], s["cred"]),
        ("Qontak (WA Business)", s["email2"], "pakai SSO"),
        ("Moka POS", s["email"], ""),
    ]
    body = "".join(
        "<Row>" + "".join(f'<Cell><Data ss:Type="String">{c}</Data></Cell>' for c in r) + "</Row>"
        for r in rows
    )
    return (
        '<?xml version="1.0"?>\n<?mso-application progid="Excel.Sheet"?>\n'
        '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">\n'
        f'<Worksheet ss:Name="Akun"><Table>{body}</Table></Worksheet>\n</Workbook>\n'
    )


F.reg(
    "rantang_akun_layanan_spreadsheetml_kata_sandi",
    ("Dokumen/akun_layanan_<<year>>.xml", "Drive/<<org>>/ops/akun_<<n3>>.xml"),
    _spreadsheetml,
    "human_x",
)

F.reg(
    "rantang_kitchen_reports_pgpass_lines",
    ("home/<<first_a>>/.pgpass", "backup/dapur-server/pgpass_<<n>>"),
    """<<ip>>:5432:rantang:laporan:<<cred>>
localhost:5432:*:postgres:<<cred2>>
""",
    "pw",
    syntax="",
    extra=lambda rng, s: {"cred2": "Dapur" + str(rng.randint(1000, 9999)) + "!"},
)
