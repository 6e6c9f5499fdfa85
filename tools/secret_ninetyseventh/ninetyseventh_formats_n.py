# ruff: noqa: E501
"""Family n: a pharmacy delivery app's local hub (hub apotek antar) in Bandung, Indonesia:
Indonesian and Sundanese; Xendit and Midtrans payments, the SATUSEHAT (Kemenkes) platform,
Firebase push to couriers, Google Maps, a Postgres in Docker, WhatsApp and a courier sheet."""

from __future__ import annotations

from ninetyseventh_spec import Fam, alnum, dec_b64_field, enc_b64, prov

F = Fam(
    name="apotek_antar_bandung",
    prefix="apotek",
    orgs=("apotekkilat", "obatantar", "sehatkirim", "apotekmaung", "jamukilat"),
    tld="co.id",
    first=(
        ("Budi", "budi"),
        ("Siti", "siti"),
        ("Agus", "agus"),
        ("Dewi", "dewi"),
        ("Rizky", "rizky"),
        ("Rina", "rina"),
        ("Asep", "asep"),
        ("Euis", "euis"),
    ),
    last=(
        ("Santoso", "santoso"),
        ("Hidayat", "hidayat"),
        ("Saputra", "saputra"),
        ("Nugraha", "nugraha"),
        ("Permana", "permana"),
        ("Lestari", "lestari"),
        ("Wibowo", "wibowo"),
    ),
    words=(
        "bandung",
        "persib",
        "maung",
        "kopi",
        "sehat",
        "obat",
        "jamu",
        "cilok",
        "batagor",
        "merdeka",
        "garuda",
        "tangkuban",
        "braga",
        "seblak",
        "bobotoh",
        "dago",
    ),
    pets=("mochi", "oyen", "belang", "kiki", "bubu", "meong", "cemong"),
    cc="+62",
    cities=("bandung", "cimahi", "sumedang", "garut", "cianjur", "soreang"),
    tz="+0700",
)

F.reg(
    "xendit_basic_curl_bash_history_b64",
    ("home/<<user>>/.bash_history", "root/.bash_history_<<org>>"),
    """cd /opt/<<org>>-hub
docker compose ps
docker compose logs --tail=50 api
curl -s https://api.xendit.co/balance -H "Authorization: Basic <<enc>>"
curl -s "https://api.xendit.co/v2/invoices?limit=5" -H "Authorization: Basic <<enc>>" | jq '.[].status'
exit
""",
    "p:xendit",
    "",
    encode=lambda v, s: enc_b64(f"{v}:"),
    decode=dec_b64_field(r"Authorization: Basic ([A-Za-z0-9+/=]+)", 0),
)

F.reg(
    "midtrans_server_key_node_env",
    ("hub-api/.env", "<<org>>-api/.env.production"),
    """# Hub Bandung - pembayaran pesanan obat
NODE_ENV=production
MIDTRANS_IS_PRODUCTION=true
MIDTRANS_CLIENT_KEY=Mid-client-<<hex16>>
MIDTRANS_SERVER_KEY=<<cred>>
HUB_CODE=BDG-<<nn>>
""",
    "p:midtrans",
    "",
)

F.reg(
    "satusehat_oauth_client_secret_py",
    ("integrasi/satusehat_<<n>>.py", "<<org>>/satusehat/config.py"),
    """\"\"\"Kirim data resep & dispensing ke platform SATUSEHAT (Kemenkes).\"\"\"

SATUSEHAT_AUTH_URL = "https://api-satusehat.kemkes.go.id/oauth2/v1"
SATUSEHAT_BASE_URL = "https://api-satusehat.kemkes.go.id/fhir-r4/v1"
ORGANIZATION_ID = "<<uuid>>"
CLIENT_ID = "<<hex32>><<hex16>>"
CLIENT_SECRET = "<<cred>>"
""",
    "alnum:64",
)

F.reg(
    "fcm_legacy_server_key_php",
    ("kurir/notif_pesanan_<<n>>.php", "www/<<org>>/api/push_kurir.php"),
    """<?php
// Notifikasi pesanan baru ke aplikasi kurir (FCM legacy)
$serverKey = '<<cred>>';
$payload = [
    'to' => '/topics/kurir_bdg_<<nn>>',
    'notification' => ['title' => 'Pesanan baru', 'body' => 'Ambil obat di hub ' . $hub],
];
$ch = curl_init('https://fcm.googleapis.com/fcm/send');
curl_setopt($ch, CURLOPT_HTTPHEADER, ['Authorization: key=' . $serverKey, 'Content-Type: application/json']);
curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($payload));
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
curl_exec($ch);
""",
    lambda rng, s: (
        "AAAA"
        + alnum(rng, 7)
        + ":APA91b"
        + alnum(rng, 134, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
    ),
    "",
)

F.reg(
    "indonesian_whatsapp_kata_sandi_dashboard",
    ("WhatsApp Chat with Hub <<orgc>> Bandung.txt", "Chat WhatsApp dengan <<fac>> <<lac>>.txt"),
    """<<d>>/<<mo>>/<<y>> <<hm>> - <<fac>> <<lac>>: Kang, dashboard hub teu tiasa login, sandi na diganti?
<<d>>/<<mo>>/<<y>> <<hm>> - <<fac2>>: Iya teh, tadi pagi diganti sama pusat
<<d>>/<<mo>>/<<y>> <<hm2>> - <<fac2>>: username: hub.bdg<<nn>>
<<d>>/<<mo>>/<<y>> <<hm2>> - <<fac2>>: kata sandi: <<cred>>
<<d>>/<<mo>>/<<y>> <<hm2>> - <<fac>> <<lac>>: Hatur nuhun kang 🙏
""",
    "human",
    "",
)

F.reg(
    "maps_key_android_local_properties",
    ("kurir-app/local.properties", "<<org>>-kurir/local.properties"),
    """## This file must *NOT* be checked into Version Control Systems,
# as it contains information specific to your local configuration.
sdk.dir=/home/<<user>>/Android/Sdk
MAPS_API_KEY=<<cred>>
HUB_DEFAULT=BDG<<nn>>
""",
    lambda rng, s: prov(rng, "gcp_api"),
    "",
)

F.reg(
    "hub_postgres_docker_compose_yaml",
    ("deploy/docker-compose.yml", "<<org>>-hub/docker-compose.prod<<n>>.yml"),
    """services:
  db:
    image: postgres:16
    restart: unless-stopped
    environment:
      POSTGRES_DB: hub_bdg
      POSTGRES_USER: hub
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - pgdata:/var/lib/postgresql/data
  api:
    image: registry.<<dom>>/hub-api:latest
    depends_on: [db]
    ports: ["8080:8080"]
volumes:
  pgdata:
""",
    "pw_dq",
)

F.reg(
    "kurir_shift_csv_kata_sandi",
    ("Kurir/jadwal_kurir_<<date>>.csv", "export/akun_kurir_<<n>>.csv"),
    """Nama Kurir;No HP;Shift;Username Aplikasi;Kata Sandi
<<fn>> <<ln>>;<<phone2>>;Pagi;kurir.<<fa>>;<<cred>>
<<fn2>> <<ln2>>;<<phone2>>;Sore;kurir.<<fa2>>;(reset sendiri)
""",
    "human_x",
    "",
)
